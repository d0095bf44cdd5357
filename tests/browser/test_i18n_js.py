"""static/js/i18n.js in Chromium: gettext plural expressions evaluated without eval (CSP), as gettext does."""

from __future__ import annotations

import gettext

from browser_helpers import Server, wait_ready
from playwright.sync_api import Page

# Plural-Forms expressions of real languages (gettext manual), from the simplest to the nested ternaries.
EXPRESSIONS = [
    "(n != 1)",
    "n != 1",
    "0",
    "(n > 1)",
    "(n==1 ? 0 : n==2 ? 1 : 2)",
    "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
    "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2)",
    "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",
    "(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)",
    "(n==1) ? 0 : (n==2) ? 1 : (n == 0 || (n%100 > 0 && n%100 < 20)) ? 2 : 3",
]
NUMBERS = list(range(0, 130)) + [1000, 1001, 1011, 1021, 100000]


def test_plural_expressions_match_gettext(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    got = page.evaluate(
        """async ([expressions, numbers]) => {
             const { compilePlural } = await import('/static/js/i18n.js');
             return expressions.map((e) => { const f = compilePlural(e); return numbers.map((n) => f(n)); });
           }""",
        [EXPRESSIONS, NUMBERS],
    )
    for expression, values in zip(EXPRESSIONS, got, strict=True):
        rule = gettext.c2py(expression)
        assert values == [rule(n) for n in NUMBERS], expression


def test_bad_plural_expressions_are_refused(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    refused = page.evaluate(
        """async (bad) => {
             const { compilePlural } = await import('/static/js/i18n.js');
             return bad.map((e) => { try { compilePlural(e); return false; } catch (err) { return true; } });
           }""",
        ["alert(1)", "n; fetch('/x')", "(n != 1", "n ? 1", "constructor"],
    )
    assert all(refused)


def test_translation_functions_fill_placeholders(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    texts = page.evaluate(
        """async () => {
             const { t, nt } = await import('/static/js/i18n.js');
             return [t("{name} played {card}", {name: "Ann", card: "Red 5"}), nt("{n} card", "{n} cards", 1),
                     nt("{n} card", "{n} cards", 3), t("Unknown {x}")];
           }"""
    )
    assert texts == ["Ann played Red 5", "1 card", "3 cards", "Unknown {x}"]
