"""The start page invites play (issue 37, item 2): Learn first on a first visit, "Play a bot now" starts a Duo
game against the Easy bot at once, the name is remembered and an empty one refused, the rule presets set the
options the core validates, and every option reads whole on a 390 px phone."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.request import urlopen

from browser_helpers import Server, more_ways, wait_ready
from playwright.sync_api import Browser, Page, expect

from unoduo.core.options import Options
from unoduo.present import presets_schema

GAME_URL = re.compile(r"/game/([A-Za-z0-9_-]+)$")
PHONE = {"width": 390, "height": 844}


def _summary(server: Server, page: Page) -> dict[str, Any]:
    page.wait_for_url(GAME_URL, timeout=20_000)
    game = page.url.rsplit("/", 1)[-1]
    with urlopen(f"{server.url}/api/games/{game}") as answer:
        data: dict[str, Any] = json.load(answer)
    return data


def _actions(page: Page) -> list[str]:
    return page.get_by_test_id("welcome-actions").locator("> *").evaluate_all(
        "els => els.map((e) => e.dataset.testid + (e.classList.contains('primary') ? '*' : ''))")


def test_a_first_visit_offers_learn_first_then_play(browser: Browser, server: Server) -> None:
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(server.url + "/")
    wait_ready(page)
    expect(page.get_by_test_id("welcome")).to_have_attribute("data-first-visit", "true")
    # The page says what UNO Duo is and shows cards.
    expect(page.get_by_test_id("tagline")).to_contain_text("UNO for two")
    expect(page.get_by_test_id("home-cards").locator(".card")).to_have_count(5)
    assert _actions(page) == ["learn-now*", "play-bot-now"]
    expect(page.get_by_test_id("learn-now")).to_have_attribute("href", "/learn")
    # The rest is behind "More ways to play".
    expect(page.get_by_test_id("start-game")).to_be_hidden()
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("welcome")).to_have_attribute("data-first-visit", "false")
    assert _actions(page) == ["play-bot-now*", "learn-now"]
    page.get_by_test_id("learn-now").click()
    page.wait_for_url(re.compile(r"/learn$"))
    page.context.close()


def test_play_a_bot_now_starts_a_duo_game_against_the_easy_bot(browser: Browser, server: Server) -> None:
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(server.url + "/")
    wait_ready(page)
    page.get_by_test_id("name").fill("Meera")
    page.get_by_test_id("play-bot-now").click()
    summary = _summary(server, page)
    assert summary["ruleset"] == "duo" and summary["options"] == {}
    human, bot = summary["players"]
    assert human["name"] == "Meera" and human["kind"] == "human"
    assert bot["kind"] == "bot" and bot["difficulty"] == "easy"
    expect(page.get_by_test_id("table")).to_be_visible()
    page.context.close()


def test_the_name_is_remembered_and_an_empty_one_refused(browser: Browser, server: Server) -> None:
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(server.url + "/")
    wait_ready(page)
    name = page.get_by_test_id("name")
    expect(name).to_have_value("")
    for button in ("play-bot-now", "start-game"):
        if button == "start-game":
            more_ways(page, None)
        page.get_by_test_id(button).click()
        error = page.get_by_test_id("name-error")
        expect(error).to_have_text("Type your name first: the other players see it.")
        expect(name).to_be_focused()
        expect(name).to_have_attribute("aria-invalid", "true")
        assert page.url == server.url + "/"  # no game was made, nothing lost
    name.fill("   ")
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("name-error")).to_be_visible()
    name.fill("Ravi")
    expect(page.get_by_test_id("name-error")).to_have_count(0)  # the message goes as soon as a name is typed
    name.blur()
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("name")).to_have_value("Ravi")
    page.context.close()


def _start_with_preset(page: Page, server: Server, ruleset: str, preset: str) -> dict[str, Any]:
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page, "Asha")
    page.get_by_test_id(f"ruleset-{ruleset}").check()
    if ruleset == "classic":
        page.get_by_test_id("players").fill("3")
    page.get_by_test_id(f"preset-{preset}").check()
    page.get_by_test_id("start-game").click()
    return _summary(server, page)


def test_the_presets_start_games_with_their_options(browser: Browser, server: Server) -> None:
    page = browser.new_context(viewport=PHONE).new_page()
    presets = {preset["id"]: preset for preset in presets_schema()}
    for ruleset, preset in (("duo", "family"), ("classic", "family"), ("duo", "quick"), ("classic", "quick"),
                            ("duo", "official")):
        summary = _start_with_preset(page, server, ruleset, preset)
        wanted = presets[preset]["options"][ruleset]
        assert summary["ruleset"] == ruleset
        assert summary["options"] == wanted, (ruleset, preset)
        assert Options.for_ruleset(ruleset, summary["options"]).non_default(ruleset) == wanted
    # A preset shows in the options themselves; changing one makes the choice "Custom".
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page, "Asha")
    page.get_by_test_id("preset-family").check()
    page.get_by_test_id("rule-options").locator("summary").click()
    expect(page.get_by_test_id("option-seven_o")).to_be_checked()
    expect(page.get_by_test_id("option-jump_in")).to_be_checked()
    page.get_by_test_id("option-jump_in").uncheck()
    expect(page.get_by_test_id("preset-custom")).to_be_checked()
    page.get_by_test_id("start-game").click()
    assert _summary(server, page)["options"] == {"stack_draw4": True, "stack_draw4_on_draw2": True, "seven_o": True}
    page.context.close()


def test_custom_opens_the_options_grouped_by_ruleset(browser: Browser, server: Server) -> None:
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page)
    expect(page.get_by_test_id("rule-options")).not_to_have_attribute("open", "")
    page.get_by_test_id("preset-custom").check()
    expect(page.get_by_test_id("rule-options")).to_have_attribute("open", "")
    groups = page.get_by_test_id("rule-options-list").locator(".option-group h3")
    expect(groups).to_have_text(["Only in UNO Duo", "In both rulesets", "House rules (both rulesets)"])
    expect(page.get_by_test_id("option-group-duo").locator("[data-option=reverse_as_skip]")).to_have_count(1)
    page.get_by_test_id("ruleset-classic").check()
    expect(groups).to_have_text(["Only in classic UNO", "In both rulesets", "House rules (both rulesets)"])
    expect(page.get_by_test_id("option-group-classic").locator("[data-option=stack_draw2]")).to_have_count(1)
    page.context.close()


# Every option's box holds its label, its explanation and each of its values (no list, which cuts values off).
_OVERFLOW_JS = """() => {
  const problems = [];
  for (const row of document.querySelectorAll('[data-testid=rule-options-list] [data-option]')) {
    const name = row.dataset.option;
    const box = row.getBoundingClientRect();
    if (row.scrollWidth > row.clientWidth + 1) problems.push(name + ': row overflows');
    if (box.right > window.innerWidth || box.left < 0) problems.push(name + ': row outside the screen');
    for (const part of row.querySelectorAll('.option-label, .option-hint')) {
      const r = part.getBoundingClientRect();
      if (r.right > box.right + 1 || part.scrollWidth > part.clientWidth + 1) problems.push(name + ': text cut');
    }
    for (const choice of row.querySelectorAll('.option-choice .option-line')) {
      const r = choice.getBoundingClientRect();
      if (r.right > box.right + 1 || choice.scrollWidth > choice.clientWidth + 1) problems.push(name + ': choice cut');
    }
    if (row.querySelector('select')) problems.push(name + ': a list cuts long values off; use radio buttons');
  }
  for (const preset of document.querySelectorAll('[data-testid=presets] label')) {
    if (preset.scrollWidth > preset.clientWidth + 1) problems.push('preset overflows');
  }
  return problems;
}"""


def test_every_option_reads_whole_on_a_390px_phone(browser: Browser, server: Server) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    for lang in ("en", "ml", "ur"):
        page.goto(f"{server.url}/?lang={lang}")
        wait_ready(page)
        more_ways(page)
        page.get_by_test_id("preset-custom").check()
        for ruleset in ("duo", "classic"):
            page.get_by_test_id(f"ruleset-{ruleset}").check()
            expect(page.get_by_test_id("rule-options-list").locator("[data-option]").first).to_be_visible()
            assert page.evaluate(_OVERFLOW_JS) == [], (lang, ruleset)
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), (lang, ruleset)
    context.close()

