"""The catalog check of CI: the source, ``messages.pot`` and every ``.po`` agree, translations keep their
placeholders, and the extractor really sees the strings marked in Python and in the browser's modules.

On failure, run the workflow of docs/i18n.md (``python -m unoduo.i18n.tools update``, translate, ``... check``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from unoduo.i18n import tools


@pytest.fixture(scope="module")
def extracted() -> dict[tools.MessageId, tools.Extracted]:
    return tools.extract()


def _report(problems: list[str]) -> str:
    return f"{len(problems)} problem(s):\n" + "\n".join(problems[:60])


def test_template_is_up_to_date(extracted: dict[tools.MessageId, tools.Extracted]) -> None:
    """``pybabel extract`` finds nothing new, and nothing in messages.pot has left the source."""
    assert extracted, "the extractor found no message at all: is babel.cfg right?"
    problems = tools.template_problems(extracted)
    assert not problems, _report(problems)


@pytest.mark.parametrize("lang", tools.TRANSLATED_LANGUAGES)
def test_translation_is_complete(lang: str) -> None:
    """Every msgid of the template translated, none fuzzy, none obsolete, placeholders and tags kept."""
    problems = tools.translation_problems(lang)
    assert not problems, _report(problems)


def test_marked_strings_are_extractable(extracted: dict[tools.MessageId, tools.Extracted]) -> None:
    """No ``t("...")`` the JavaScript extractor misses, no ``t(variable)``, no ``_(f"...")``."""
    problems = tools.source_problems(extracted=extracted)
    assert not problems, _report(problems)


def test_extractor_reads_browser_templates(tmp_path: Path) -> None:
    """Babel's JavaScript extractor with babel.cfg's settings finds t()/nt()/tMark() inside htm template literals,
    and the source check flags what it cannot extract. Babel's lexer does not nest template literals: a call that
    follows an inner html`...` within the same ``${...}`` is lost (here t('Nothing')), and so is a call nested in
    the arguments of another (t('{n} pts')); the check reports both."""
    static = tmp_path / "unoduo" / "web" / "static" / "js"
    static.mkdir(parents=True)
    (tmp_path / "unoduo" / "__init__.py").write_text("")
    (static / "view.js").write_text(
        "import { html } from '../vendor/htm.js';\n"
        "const NAMES = { S: tMark(\"Skip\") };\n"
        "export function View({ n, name, ok }) {\n"
        "  return html`<div class=\"x\">\n"
        "    <h1>${t(\"Your turn\")}</h1>\n"
        "    ${ok ? html`<p>${nt(\"{n} card left\", \"{n} cards left\", n)}</p>` : t('Nothing')}\n"
        "    <bdi>${name}</bdi> ${t(\"Seat {seat}\", { seat: 1 })}\n"
        "    ${t(NAMES.S)} ${t(`Hello ${name}`)}\n"
        "  </div>`;\n"
        "}\n"
        "export const total = (x) => t(\"Total: {x}\", { x: t(\"{n} pts\", { n: x }) });\n",
        encoding="utf-8",
    )
    (tmp_path / "unoduo" / "bad.py").write_text("from unoduo.i18n import _\nx = 3\nprint(_(f'{x} cards'))\n")
    found = tools.extract(tmp_path)
    assert {"Skip", "Your turn", ("{n} card left", "{n} cards left"), "Seat {seat}"} <= set(found)
    problems = tools.source_problems(tmp_path, found)
    assert any("view.js:6" in p and "does not see t('Nothing')" in p for p in problems), problems
    assert any("view.js:8" in p and "not a string literal" in p for p in problems), problems
    assert any("view.js:8" in p and "interpolates before translating" in p for p in problems), problems
    assert any("bad.py:3" in p and "computed string" in p for p in problems), problems
    assert "Total: {x}" in found  # the outer call is seen, the one nested in its arguments is not
    assert any("view.js:11" in p and "does not see t('{n} pts')" in p for p in problems), problems
    assert len(problems) == 5, problems


def test_placeholder_check_catches_mistakes() -> None:
    assert tools.placeholders("{name} drew {n} card ({reason})") == tools.placeholders("({reason}) {n} {name}")
    assert tools.placeholders("{name} ${x} %(y)s %d 100%%") == {"{name}": 1, "${x}": 1, "%(y)s": 1, "%d": 1}
    assert tools.placeholders("{seat}") != tools.placeholders("{Seat}")
    assert tools.placeholders("{seat} {seat}") != tools.placeholders("{seat}")
    assert tools.tags("<bdi>{name}</bdi>") == {"<bdi>": 1, "</bdi>": 1}
