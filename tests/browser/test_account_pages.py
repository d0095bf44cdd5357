"""Accounts in the browser: two people sign up (one on a phone, one on a desktop), queue for a rated Duo game,
play it by clicks, and both see their ratings change on the match-over panel, their profiles and the leaderboard
(screenshots at 390x844 and 1366x800)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import TIMEOUT_MS, Server, act_by_clicks, no_horizontal_scroll, page_to_act, wait_ready
from playwright.sync_api import Browser, Page, expect

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}
PASSWORD = "a long enough secret"


@pytest.fixture
def rated_server(tmp_path: Path) -> Iterator[Server]:
    """A server whose rated matches end after one round (target score 1), so the test stays short."""
    srv = Server(tmp_path, extra=["--limit", "rated_target_score=1"])
    srv.start()
    yield srv
    srv.stop()


def sign_up(page: Page, server: Server, name: str, artifacts: Path, shot: str) -> None:
    page.goto(server.url + "/account")
    wait_ready(page)
    page.get_by_test_id("mode-signup").click()
    expect(page.get_by_test_id("account-form")).to_have_attribute("data-mode", "signup")
    page.get_by_test_id("account-name").fill(name)
    page.get_by_test_id("account-password").fill(PASSWORD)
    page.screenshot(path=str(artifacts / shot), full_page=True)
    page.get_by_test_id("account-submit").click()
    page.wait_for_url(re.compile(r"/rated$"), timeout=TIMEOUT_MS)
    expect(page.get_by_test_id("account-link")).to_have_text(name)
    expect(page.get_by_test_id("my-rating")).to_have_attribute("data-rating", "1500")


@pytest.mark.slow  # a minute or more: a whole rated round played by clicks
def test_two_accounts_play_a_rated_game_and_both_ratings_change(
    browser: Browser, rated_server: Server, artifacts: Path
) -> None:
    # Reduced motion: two people's moves, each animated on both pages, would be waited for one by one (the
    # animations are tested by test_motion_js.py and test_table.py).
    desktop = browser.new_context(viewport=DESKTOP, reduced_motion="reduce").new_page()
    # Ravi signs up on a phone-sized page; the match itself is played on desktop-sized pages (the phone table
    # is tested by tests/browser/test_play.py), then Ravi's page is phone-sized again for the screenshots.
    phone = browser.new_context(viewport=PHONE, reduced_motion="reduce").new_page()
    sign_up(desktop, rated_server, "Asha", artifacts, "account-signup-desktop.png")
    sign_up(phone, rated_server, "Ravi", artifacts, "account-signup-phone.png")
    phone.screenshot(path=str(artifacts / "rated-phone.png"), full_page=True)
    phone.set_viewport_size(DESKTOP)

    desktop.get_by_test_id("queue-duo").check()
    desktop.get_by_test_id("queue-find").click()
    expect(desktop.get_by_test_id("queue-waiting")).to_be_visible()
    desktop.screenshot(path=str(artifacts / "queue-waiting-desktop.png"), full_page=True)
    phone.get_by_test_id("queue-find").click()
    pages = [desktop, phone]
    for page in pages:
        page.wait_for_url(re.compile(r"/game/[A-Za-z0-9_-]+$"), timeout=TIMEOUT_MS)
    assert desktop.url.rsplit("/", 1)[1] == phone.url.rsplit("/", 1)[1], "both are at the same table"

    rng = random.Random(18)
    for _ in range(600):
        page = page_to_act(pages)
        if page is None:
            break
        act_by_clicks(page, rng)
    else:
        raise AssertionError("the rated match did not end")
    for page in pages:
        expect(page.get_by_test_id("match-over")).to_be_visible()

    # The match-over panel says the game was rated and shows each player's new rating with this game's change
    # (asked from GET /api/games/{id}/rating, which is ready a moment after the last action).
    phone.set_viewport_size(PHONE)
    shown: dict[str, tuple[int, int]] = {}
    for page, name, shot in ((desktop, "Asha", "rated-result-desktop.png"), (phone, "Ravi", "rated-result-phone.png")):
        result = page.get_by_test_id("match-over").get_by_test_id("rated-result")
        expect(result).to_contain_text("Rated game of UNO Duo")
        change = result.get_by_test_id("rating-change")
        expect(change).to_be_visible(timeout=TIMEOUT_MS)
        expect(change).to_contain_text(re.compile(r"^Your rating: \d+ \(\u2066[+\u2212]\d+\u2069\), provisional$"))
        shown[name] = (int(change.get_attribute("data-rating") or "0"), int(change.get_attribute("data-change") or "0"))
        expect(result.get_by_test_id("rated-profile-link")).to_have_attribute("href", f"/players/{name}")
        assert no_horizontal_scroll(page)
        page.screenshot(path=str(artifacts / shot))
    assert sorted(change for _rating, change in shown.values())[0] < 0 < max(c for _r, c in shown.values()), shown
    assert all(rating == 1500 + change for rating, change in shown.values()), shown
    phone.get_by_test_id("language").select_option("ur")
    expect(phone.get_by_test_id("rated-result")).to_contain_text("UNO Duo کا ریٹڈ کھیل")
    phone.screenshot(path=str(artifacts / "rated-result-phone-ur.png"))
    phone.get_by_test_id("language").select_option("en")

    ratings = {}
    for page, name, shot in ((desktop, "Asha", "profile-desktop.png"), (phone, "Ravi", "profile-phone.png")):
        page.goto(f"{rated_server.url}/players/{name}")
        rating = page.get_by_test_id("rating-duo")
        expect(rating).not_to_have_attribute("data-rating", "1500", timeout=TIMEOUT_MS)
        ratings[name] = int(rating.get_attribute("data-rating") or "0")
        expect(page.get_by_test_id("profile-games").locator("li")).to_have_count(1)
        expect(page.get_by_test_id("profile-games")).to_contain_text(re.compile("Replay"))
        expect(page.get_by_test_id("history-duo")).to_be_visible()
        assert no_horizontal_scroll(page)
        page.screenshot(path=str(artifacts / shot), full_page=True)
    assert sorted(ratings.values())[0] < 1500 < sorted(ratings.values())[1], ratings
    assert {name: rating for name, (rating, _change) in shown.items()} == ratings, "the panel and the profile agree"

    # The leaderboard lists both, the winner first, with provisional marks; the replay link opens the replay.
    desktop.goto(rated_server.url + "/leaderboard")
    board = desktop.get_by_test_id("leaderboard")
    expect(board.locator("tbody tr")).to_have_count(2)
    winner = max(ratings, key=lambda n: ratings[n])
    expect(board.locator("tbody tr").first).to_contain_text(winner)
    desktop.screenshot(path=str(artifacts / "leaderboard-desktop.png"), full_page=True)
    phone.goto(rated_server.url + "/leaderboard")
    expect(phone.get_by_test_id("leaderboard")).to_be_visible()
    assert no_horizontal_scroll(phone)
    phone.screenshot(path=str(artifacts / "leaderboard-phone.png"), full_page=True)
    phone.goto(f"{rated_server.url}/players/Ravi")
    phone.get_by_test_id("profile-games").get_by_role("link", name="Replay").click()
    expect(phone.get_by_test_id("replay-page")).to_be_visible()

    # The profile in Urdu (right to left), as a phone shows it.
    phone.get_by_test_id("language").select_option("ur")
    expect(phone.locator("html")).to_have_attribute("dir", "rtl")
    phone.goto(f"{rated_server.url}/players/Ravi")
    expect(phone.get_by_test_id("profile-games")).to_be_visible()
    assert no_horizontal_scroll(phone)
    phone.screenshot(path=str(artifacts / "profile-phone-ur.png"), full_page=True)
    phone.get_by_test_id("language").select_option("en")

    # Account settings, then logging out makes the header say "Log in" again.
    phone.goto(rated_server.url + "/account")
    expect(phone.get_by_test_id("logged-in-as")).to_contain_text("Ravi")
    phone.screenshot(path=str(artifacts / "account-settings-phone.png"), full_page=True)
    phone.get_by_test_id("logout").click()
    expect(phone.get_by_test_id("account-link")).to_have_text("Log in")
    for page in pages:
        page.context.close()
