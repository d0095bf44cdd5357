"""The table's settings drawer lists the rules of this game: every standard option with its value and
the house rules in force, in the page's language, from the sentences the server sends in the welcome."""

from __future__ import annotations

import json
from pathlib import Path

from browser_helpers import Server, wait_ready
from playwright.sync_api import Browser, ViewportSize, expect
from test_replay_viewer import http_json

from unoduo.core.options import option_specs

PHONE: ViewportSize = {"width": 390, "height": 844}
LAPTOP: ViewportSize = {"width": 1366, "height": 800}


def _description(name: str) -> str:
    return next(spec.description for spec in option_specs("classic") if spec.name == name)


def test_the_settings_drawer_lists_the_house_rules_in_force(browser: Browser, server: Server, artifacts: Path) -> None:
    created = http_json(server.url + "/api/games", {
        "ruleset": "classic", "opponent": "bot", "players": 3, "difficulty": "easy",
        "options": {"seven_o": True, "jump_in": True},
    })
    seats = json.dumps({created["game"]: {"seat": 0, "token": created["token"]}})
    looks = ((PHONE, "en-US", "game-rules-phone.png"), (LAPTOP, "ur", "game-rules-laptop-ur.png"))
    for viewport, locale, shot in looks:
        context = browser.new_context(viewport=viewport, locale=locale)
        context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(seats)})")
        page = context.new_page()
        page.goto(f"{server.url}/game/{created['game']}")
        wait_ready(page)
        page.get_by_test_id("toggle-settings").click()
        rules = page.get_by_test_id("game-rules")
        expect(rules).to_be_visible()
        if locale == "en-US":
            expect(rules).to_contain_text("Rules of this game")
            expect(rules).to_contain_text(_description("seven_o") + " Now: on.")
            expect(rules).to_contain_text(_description("jump_in") + " Now: on.")
            # Standard options are listed with their values; house rules that are off are not.
            expect(rules).to_contain_text(_description("rebuild_shuffle") + " Now: on.")
            for off in ("stack_draw4", "forced_play", "wd4_mode", "match_rounds"):
                expect(rules).not_to_contain_text(_description(off))
            expect(rules.locator("li")).to_have_count(6)
        else:
            # Rendered in the page's language: no English sentence is left.
            expect(rules.locator("li")).to_have_count(6)
            expect(rules).not_to_contain_text("House rule")
            expect(rules).not_to_contain_text("Now:")
        page.wait_for_timeout(300)  # the drawer's slide-in
        page.screenshot(path=str(artifacts / shot))
        context.close()
