"""The browser only renders (issue 14, "One home for each sentence"): the game's sentences and the rule options
come from the server (unoduo.present), never from the page's own JavaScript."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from urllib.request import urlopen

from browser_helpers import Server, more_ways, wait_ready
from playwright.sync_api import Page, expect

from unoduo.present import Message, options_schema, render
from unoduo.web.limits.settings import option_ranges

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "unoduo" / "web" / "static" / "js"
PRESENT = ROOT / "unoduo" / "present"
# The functions of choices.py whose words are the game's (a choice's label, a prompt); the words of the steps a
# front end adds around the choices (controls(), the dump builder) may be the page's own.
CHOICE_SENTENCES = {"_choice", "_with_uno", "prompt", "dump_effect"}


def _msgids(tree: ast.AST) -> set[str]:
    ids: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("msg", "nmsg"):
            ids.update(a.value for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return ids


def game_sentences() -> set[str]:
    """Every msgid of an event's narration, a decision's prompt or a choice's label (unoduo.present)."""
    ids = _msgids(ast.parse((PRESENT / "narrate.py").read_text(encoding="utf-8")))
    for node in ast.parse((PRESENT / "choices.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef) and node.name in CHOICE_SENTENCES:
            ids |= _msgids(node)
    return ids


def test_no_script_of_the_page_holds_a_sentence_of_the_game() -> None:
    assert not (JS / "describe.js").exists()
    sentences = game_sentences()
    assert len(sentences) > 80  # the check reads the real narrator and prompts
    assert "{name} played {card}." in sentences and "Your turn: play a marked card or draw (D)." in sentences
    found = []
    for path in sorted(JS.rglob("*.js")):
        name = path.relative_to(JS).as_posix()
        text = path.read_text(encoding="utf-8")
        literals = set(re.findall(r'"((?:[^"\\\n]|\\.)*)"', text)) | set(re.findall(r"`([^`$]*)`", text))
        found += [(name, s) for s in sorted(sentences & literals)]
        # No event is put in words by the page: no t()/nt() call reads an event's fields.
        assert not re.search(r"\bn?t\([^)]*\bev\.", text), name
    assert found == []


def test_the_check_finds_a_sentence_in_a_script() -> None:
    # The literal search above does catch a game sentence written in a script.
    text = 'return t("{name} played {card}.", { name: who });'
    literals = set(re.findall(r'"((?:[^"\\\n]|\\.)*)"', text))
    assert game_sentences() & literals == {"{name} played {card}."}


def _menu(page: Page) -> list[tuple[str, str]]:
    entries = page.get_by_test_id("rule-options-list").locator("[data-option]")
    return [(e.get_attribute("data-option") or "", e.inner_text().strip().split("\n")[0].strip())
            for e in entries.all()]


def test_the_options_menu_lists_exactly_the_published_options(page: Page, server: Server) -> None:
    with urlopen(f"{server.url}/api/options") as answer:
        published = json.load(answer)["rulesets"]
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page)
    page.get_by_test_id("rule-options").locator("summary").click()
    for ruleset in ("duo", "classic"):
        ranges = option_ranges(ruleset)
        assert published[ruleset] == [
            {**o, "minimum": ranges[o["name"]][0], "maximum": ranges[o["name"]][1]} if o["name"] in ranges else o
            for o in options_schema(ruleset)
        ]
        page.get_by_test_id(f"ruleset-{ruleset}").check()
        wanted = [(o["name"], render(Message.from_json(o["label"]), "en")) for o in options_schema(ruleset)]
        expect(page.get_by_test_id("rule-options-list").locator("[data-option]")).to_have_count(len(wanted))
        assert _menu(page) == wanted
        for spec in options_schema(ruleset):
            control = page.get_by_test_id(f"option-{spec['name']}")
            if spec["type"] == "bool":
                (expect(control).to_be_checked if spec["default"] else expect(control).not_to_be_checked)()
            elif spec["type"] == "choice":
                expect(control.locator("input:checked")).to_have_value(spec["default"])
                values = [o.get_attribute("value") for o in control.locator("input[type=radio]").all()]
                assert values == [c["value"] for c in spec["choices"]]
            else:
                expect(control).to_have_attribute("placeholder", str(spec["default"]))


def test_a_game_gets_the_options_set_in_the_menu(page: Page, server: Server) -> None:
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page)
    page.get_by_test_id("ruleset-classic").check()
    page.get_by_test_id("rule-options").locator("summary").click()
    page.get_by_test_id("option-stack_draw2").check()
    page.get_by_test_id("option-rebuild_shuffle").uncheck()
    page.get_by_test_id("option-target_score").fill("300")
    page.get_by_test_id("start-game").click()
    page.wait_for_url(re.compile(r"/game/"))
    game = page.url.rsplit("/", 1)[-1]
    with urlopen(f"{server.url}/api/games/{game}") as answer:
        options = json.load(answer)["options"]
    # Only what differs from the defaults is sent; the rest keeps the server's defaults.
    assert options == {"stack_draw2": True, "rebuild_shuffle": False, "target_score": 300}
