"""The web game in every language (Playwright, chromium): the language follows the browser's preferences, the
switcher changes it on every page and it is remembered; the home page and game tables show no untranslated
string and do not overflow 360 px; Urdu is right to left, its hand laid out right to left. Screenshots go to
``test-artifacts/languages-*.png``. Fixtures (``server_url``, ``browser``, ``artifacts``) come from conftest.py.

"Untranslated" is judged against the catalogs: a visible text (or aria-label, title, placeholder) that is an
English msgid whose translation differs, or reads like one with its placeholders filled in, fails the test.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import more_ways, settle
from playwright.sync_api import Browser, BrowserContext, Page, expect

from unoduo.i18n import LANGUAGES, catalog_json, use_language
from unoduo.i18n import _ as translate
from unoduo.i18n.tools import load_pot

#: The browser locale that makes the page pick each language by itself (navigator.languages).
BROWSER_LOCALE = {"en": "en-US", "ml": "ml-IN", "kn": "kn-IN", "ur": "ur-PK"}
PHONE = {"width": 360, "height": 740}
TIMEOUT = 20_000

# Every visible text node, plus the texts people read through assistive technology or tooltips.
VISIBLE_TEXTS_JS = """() => {
  const out = [];
  const visible = (el) => el && (el.checkVisibility ? el.checkVisibility({checkOpacity: true,
      checkVisibilityCSS: true}) : el.offsetParent !== null || getComputedStyle(el).position === "fixed");
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
    const text = node.textContent.replace(/\\s+/g, " ").trim();
    if (text && visible(parent)) out.push(text);
  }
  for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
    if (!visible(el)) continue;
    for (const name of ["aria-label", "title", "placeholder"]) {
      const value = (el.getAttribute(name) || "").replace(/\\s+/g, " ").trim();
      if (value) out.push(value);
    }
  }
  return out;
}"""

# Elements sticking out of the viewport (not inside a scrolling or clipping box, which is allowed to be wider).
OVERFLOW_JS = """() => {
  const width = document.documentElement.clientWidth;
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) return true;
    }
    return false;
  };
  const out = [];
  for (const el of document.body.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (el.checkVisibility && !el.checkVisibility({checkVisibilityCSS: true})) continue;
    if ((box.right > width + 1 || box.left < -1) && !clipped(el)) {
      out.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? "[" + el.dataset.testid + "]" : ""} ` +
               `${Math.round(box.left)}..${Math.round(box.right)}: ${(el.textContent || "").trim().slice(0, 60)}`);
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, width, out};
}"""


def _placeholder_pattern(msgid: str) -> re.Pattern[str] | None:
    """A msgid as a pattern for its filled-in text (``Seat {n}`` -> ``Seat .+``), if it has placeholders."""
    parts = re.split(r"\{[^{}]*\}", msgid)
    if len(parts) == 1:
        return None
    if not re.search(r"[A-Za-z]{3}", "".join(parts)):
        return None  # only punctuation around the placeholders: it could match any text
    return re.compile(".+?".join(re.escape(part) for part in parts), re.S)


def english_leftovers(texts: list[str], lang: str) -> list[str]:
    """The texts that are English msgids of messages.pot (or their filled-in form) which ``lang`` translates
    differently or not at all."""
    if lang == "en":
        return []
    messages = catalog_json(lang)["messages"]
    plain: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for message in load_pot():
        if not message.id:
            continue
        forms = list(message.id) if isinstance(message.id, tuple) else [message.id]
        translation = messages.get(forms[0])
        if translation == forms[0] or (isinstance(translation, list) and translation == forms):
            continue  # the same in both languages ("UNO", "{card} ({color})")
        for form in forms:
            pattern = _placeholder_pattern(form)
            if pattern is None:
                plain.add(form)
            else:
                patterns.append(pattern)
    return [text for text in texts if text in plain or any(pattern.fullmatch(text) for pattern in patterns)]


def _shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"languages-{name}.png"), full_page=True)


def _ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=TIMEOUT)


def _check_page(page: Page, artifacts: Path, lang: str, name: str) -> None:
    """No untranslated text, no horizontal overflow at 360 px, the document's lang and dir; a screenshot."""
    page.wait_for_timeout(300)  # fonts (font-display: swap) and the last re-render settle
    _shot(page, artifacts, name)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate("document.documentElement.dir") == ("rtl" if lang == "ur" else "ltr")
    leftovers = english_leftovers(page.evaluate(VISIBLE_TEXTS_JS), lang)
    assert not leftovers, f"{name}: untranslated text on the page: {leftovers}"
    overflow = page.evaluate(OVERFLOW_JS)
    assert overflow["scrollWidth"] <= overflow["width"] and not overflow["out"], f"{name}: overflows 360 px: {overflow}"


#: The web font of each script, served from unoduo/web/static/fonts/ (fonts.css).
SCRIPT_FONT = {"ml": "Noto Sans Malayalam", "kn": "Noto Sans Kannada", "ur": "Noto Nastaliq Urdu"}
FONT_STATUS_JS = """async (family) => {
  await document.fonts.ready;
  return Array.from(document.fonts).filter((f) => f.family.replace(/["']/g, "") === family).map((f) => f.status);
}"""


def _check_font(page: Page, lang: str) -> None:
    """The script's own font was downloaded from the game's server and is in use (no system font needed)."""
    if lang in SCRIPT_FONT:
        statuses = page.evaluate(FONT_STATUS_JS, SCRIPT_FONT[lang])
        assert "loaded" in statuses, f"{lang}: {SCRIPT_FONT[lang]} not loaded: {statuses}"


def _new_game(page: Page, ruleset: str) -> None:
    """From the home page: a new game against an easy bot; waits for the table."""
    more_ways(page)
    page.click(f"[data-testid=ruleset-{ruleset}]")
    if ruleset == "classic":
        page.fill("[data-testid=players]", "2")
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=table]", timeout=TIMEOUT)


def _hand_rows(page: Page) -> list[list[float]]:
    """The x of the hand's cards, in document order, row by row (the fanned hand is one row: its cards sit on a
    slight arc, so a new row starts only more than half a card lower or higher)."""
    boxes = page.evaluate(
        "Array.from(document.querySelectorAll('[data-testid=hand] > *'))"
        ".map(e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, h: r.height}; })"
    )
    rows: list[list[float]] = []
    last_y: float | None = None
    for box in boxes:
        if last_y is None or abs(box["y"] - last_y) > box["h"] / 2:
            rows.append([])
            last_y = box["y"]
        rows[-1].append(box["x"])
    return rows


@pytest.fixture
def phone(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A factory of 360 px wide browser contexts with a given browser locale (closed after the test)."""
    contexts: list[BrowserContext] = []

    def make(locale: str) -> Page:
        context = browser.new_context(viewport=PHONE, locale=locale)
        context.set_default_timeout(TIMEOUT)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_pages_in_each_language(lang: str, phone: Any, server_url: str, artifacts: Path) -> None:
    """The browser's preferred language is used: home page, rules, a UNO Duo and a classic table, all translated."""
    page = phone(BROWSER_LOCALE[lang])
    page.goto(server_url + "/")
    _ready(page)
    _check_page(page, artifacts, lang, f"{lang}-home")
    _check_font(page, lang)
    with use_language(lang):
        expect(page.get_by_test_id("play-bot-now")).to_have_text(translate("Play a bot now"))
        more_ways(page)
        page.get_by_test_id("preset-custom").check()  # every rule option, with its short label and explanation
        expect(page.get_by_test_id("start-game")).to_have_text(translate("Play"))
    _check_page(page, artifacts, lang, f"{lang}-home-more")

    page.goto(server_url + "/rules")
    _ready(page)
    page.get_by_test_id("rules-page").wait_for()
    _check_page(page, artifacts, lang, f"{lang}-rules")

    page.goto(server_url + "/")
    _ready(page)
    _new_game(page, "duo")
    page.wait_for_selector("[data-testid=prompt]", timeout=TIMEOUT)
    _check_page(page, artifacts, lang, f"{lang}-table-duo")

    page.goto(server_url + "/")
    _ready(page)
    _new_game(page, "classic")
    page.locator("[data-testid=hand] > *").nth(6).wait_for(timeout=TIMEOUT)  # the seven cards dealt
    settle(page)  # the dealt cards fly in one by one: measure where they come to rest
    rows = _hand_rows(page)
    _check_page(page, artifacts, lang, f"{lang}-table-classic")
    first_row = rows[0]
    assert len(first_row) >= 2, rows
    if lang == "ur":  # the first card on the right, the next ones to its left, row after row
        assert first_row[0] > first_row[-1], f"the Urdu hand is not laid out right to left: {rows}"
        assert all(row == sorted(row, reverse=True) for row in rows), rows
    else:
        assert first_row[0] < first_row[-1], f"the hand is not laid out left to right: {rows}"
        assert all(row == sorted(row) for row in rows), rows


def test_switcher_changes_the_language_and_remembers_it(phone: Any, server_url: str, artifacts: Path) -> None:
    page = phone("en-US")
    page.goto(server_url + "/")
    _ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    page.select_option("[data-testid=language]", "ml")
    with use_language("ml"):
        expect(page.get_by_test_id("start-game")).to_have_text(translate("Play"))
    assert page.evaluate("document.documentElement.lang") == "ml"

    page.reload()  # remembered over the browser's own preference
    _ready(page)
    assert page.evaluate("document.documentElement.lang") == "ml"

    page.goto(server_url + "/rules")  # the switcher is on every page
    _ready(page)
    page.select_option("[data-testid=language]", "ur")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    assert page.evaluate("document.documentElement.lang") == "ur"
    _check_page(page, artifacts, "ur", "ur-rules-switched")
    page.goto(server_url + "/")
    _ready(page)
    assert page.evaluate("document.documentElement.lang") == "ur"


def test_pseudo_locale_from_the_address(phone: Any, server_url: str, artifacts: Path) -> None:
    """``?lang=qps`` shows every extracted string accented and bracketed; it is not offered in the switcher."""
    page = phone("en-US")
    page.goto(server_url + "/?lang=qps")
    _ready(page)
    assert page.evaluate("document.documentElement.lang") == "qps"
    with use_language("qps"):
        expect(page.get_by_test_id("start-game")).to_have_text(translate("Play"))
    options = page.eval_on_selector_all("[data-testid=language] option", "els => els.map(e => e.value)")
    assert "qps" not in options and set(options) == set(LANGUAGES)
    _shot(page, artifacts, "qps-home")
    for path in ("/?lang=qps", "/rules?lang=qps"):  # every word on these pages comes from the catalog
        page.goto(server_url + path)
        _ready(page)
        page.wait_for_timeout(300)
        plain = [text for text in page.evaluate(VISIBLE_TEXTS_JS)
                 if re.search(r"[A-Za-z]{3}", text) and "[!!" not in text and text not in LANGUAGES.values()]
        assert not plain, f"{path}: text not from the catalog (unmarked or not extracted): {plain}"
