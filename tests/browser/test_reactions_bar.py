"""Quick reactions in Chromium (static/js/table/reactions.js): in a friend game one player opens the reaction bar
by keyboard and sends "Good game"; the other player and a spectator see a bubble by the sender's seat and hear it
announced; the bubble does not cover the hand; a second reaction at once is refused kindly by the bar; muting
the game hides the next reaction and the choice is kept for that game. A game against a bot has no bar; in Urdu
the bar is translated and right to left; at the match's end the bar is in the match-over panel.
Screenshots of a reaction, phone and laptop, go to test-artifacts/ (docs/web.md shows the copies in docs/img/)."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, TIMEOUT_MS, Server, wait_ready, wait_started
from playwright.sync_api import Browser, BrowserContext, Page, expect

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 800}


def _create(server: Server, **body: Any) -> dict[str, Any]:
    sent = json.dumps({"ruleset": "duo", "name": "Ravi"} | body).encode()
    request = urllib.request.Request(server.url + "/api/games", data=sent, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        made: dict[str, Any] = json.loads(response.read())
    return made


def _context(browser: Browser, viewport: dict[str, int], seats: dict[str, Any] | None = None) -> BrowserContext:
    context = browser.new_context(viewport=viewport, locale="en-US", reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    if seats is not None:  # the creator's seat, as the home page keeps it after creating the game
        context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(seats))});")
    return context


def _seated(browser: Browser, server: Server, made: dict[str, Any], viewport: dict[str, int]) -> tuple[Any, Page]:
    seats = {made["game"]: {"seat": 0, "token": made["token"], "saved": 0}}
    context = _context(browser, viewport, seats)
    page = context.new_page()
    page.goto(f"{server.url}/game/{made['game']}")
    wait_ready(page)
    return context, page


def _box(page: Page, testid: str) -> dict[str, float]:
    box = page.get_by_test_id(testid).bounding_box()
    assert box is not None, testid
    return box


def _apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
        or a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
    )


@pytest.mark.parametrize(("viewport", "device"), [(PHONE, "phone"), (LAPTOP, "laptop")])
def test_a_reaction_reaches_the_other_player_and_a_spectator_and_mute_hides_it(
    browser: Browser, server: Server, viewport: dict[str, int], device: str
) -> None:
    made = _create(server, opponent="friend", ruleset="classic")  # no draft: the hands are dealt at once
    host_context, ravi = _seated(browser, server, made, viewport)
    friend = _context(browser, viewport)
    watcher = _context(browser, viewport)
    try:
        bob = friend.new_page()
        bob.goto(f"{server.url}/join/{made['join_code']}")
        wait_ready(bob)
        bob.get_by_test_id("join-name").fill("Bob")
        bob.get_by_test_id("join-submit").click()
        bob.wait_for_url(re.compile(r"/game/"))
        wait_started(bob)
        wait_started(ravi)
        spectator = watcher.new_page()
        spectator.goto(f"{server.url}/watch/{made['game']}?code={made['join_code']}")
        wait_ready(spectator)
        wait_started(spectator)
        expect(spectator.get_by_test_id("reaction-toggle")).to_have_count(0)  # spectators only watch

        # Bob opens the bar by keyboard: the toggle is a labelled button, the bar a labelled group.
        toggle = bob.get_by_test_id("reaction-toggle")
        expect(toggle).to_have_accessible_name("Reactions")
        toggle.focus()
        bob.keyboard.press("Enter")
        bar = bob.get_by_role("group", name="Send a reaction")
        expect(bar).to_be_visible()
        expect(bob.get_by_test_id("react-smile")).to_have_accessible_name("Smiling")
        expect(bob.get_by_test_id("react-good_game")).to_be_focused()
        ARTIFACTS.mkdir(exist_ok=True)
        bob.screenshot(path=str(ARTIFACTS / f"reaction-bar-{device}.png"), scale="css")
        bob.keyboard.press("Enter")  # sends "Good game"
        expect(bar).to_have_count(0)
        expect(toggle).to_be_focused()

        bubble = ravi.get_by_test_id("reaction-bubble-1")
        expect(bubble).to_contain_text("Good game")
        expect(bubble).to_contain_text("Bob")
        expect(ravi.get_by_test_id("reaction-announce")).to_have_text("\u2068Bob\u2069: Good game")  # names isolated
        expect(spectator.get_by_test_id("reaction-bubble-1")).to_contain_text("Good game")
        expect(bob.get_by_test_id("reaction-bubble-1")).to_contain_text("You")  # the sender sees its own
        # By the sender's seat (Bob sits at the top of Ravi's table), inside the page, never over Ravi's hand.
        seat, shown, hand = _box(ravi, "opponent-1"), _box(ravi, "reaction-bubble-1"), _box(ravi, "hand")
        assert shown["y"] >= seat["y"] and _apart(shown, hand), (shown, seat, hand)
        assert 0 <= shown["x"] and shown["x"] + shown["width"] <= viewport["width"]
        own = _box(bob, "reaction-bubble-1")
        assert _apart(own, _box(bob, "hand")), own
        ravi.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running')")
        ARTIFACTS.mkdir(exist_ok=True)
        ravi.screenshot(path=str(ARTIFACTS / f"reaction-{device}.png"), scale="css")

        # Again at once: the server refuses it (one every 3 s) and the bar says so kindly; nobody sees it.
        toggle.click()
        bob.get_by_test_id("react-wow").click()
        expect(bob.get_by_test_id("reaction-notice")).to_have_text("Please wait a moment before the next reaction.")
        expect(bob.get_by_test_id("table-error")).to_have_count(0)

        # Ravi mutes this game's reactions: the bubble goes, and Bob's next one shows nothing and says nothing.
        ravi.get_by_test_id("reaction-toggle").click()
        mute = ravi.get_by_test_id("reaction-mute")
        expect(mute).to_have_attribute("aria-pressed", "false")
        mute.click()
        expect(mute).to_have_attribute("aria-pressed", "true")
        expect(ravi.get_by_test_id("reaction-bubble-1")).to_have_count(0)
        bob.wait_for_timeout(3100)  # past the seat's 3-second gap
        toggle.click()
        bob.get_by_test_id("react-thanks").click()
        expect(spectator.get_by_test_id("reaction-bubble-1")).to_contain_text("Thanks")  # it was sent (and shown)
        expect(ravi.get_by_test_id("reaction-bubble-1")).to_have_count(0)
        expect(ravi.get_by_test_id("reaction-announce")).to_have_text("")
        # The choice is kept for this game: after a reload the mute is still on.
        ravi.reload()
        wait_ready(ravi)
        wait_started(ravi)
        ravi.get_by_test_id("reaction-toggle").click()
        expect(ravi.get_by_test_id("reaction-mute")).to_have_attribute("aria-pressed", "true")
    finally:
        host_context.close()
        friend.close()
        watcher.close()


def test_a_game_against_a_bot_has_no_reaction_bar(browser: Browser, server: Server) -> None:
    made = _create(server, opponent="bot")
    context, page = _seated(browser, server, made, PHONE)
    try:
        wait_started(page)
        expect(page.get_by_test_id("hand")).to_be_visible()
        expect(page.get_by_test_id("reaction-toggle")).to_have_count(0)
    finally:
        context.close()


def test_in_urdu_the_bar_is_translated_and_sits_at_the_hands_right_to_left_end(
    browser: Browser, server: Server
) -> None:
    made = _create(server, opponent="friend", ruleset="classic")
    sent = json.dumps({"code": made["join_code"], "name": "Bob"}).encode()
    request = urllib.request.Request(server.url + "/api/join", data=sent, headers={"content-type": "application/json"})
    urllib.request.urlopen(request, timeout=20).close()  # Bob takes his seat without opening the table
    seats = {made["game"]: {"seat": 0, "token": made["token"], "saved": 0}}
    context = browser.new_context(viewport=PHONE, locale="ur", reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    stored = json.dumps(json.dumps(seats))
    context.add_init_script(
        f"localStorage.setItem('unoduo.seats', {stored}); localStorage.setItem('unoduo.lang', 'ur');"
    )
    try:
        page = context.new_page()
        page.goto(f"{server.url}/game/{made['game']}")
        wait_ready(page)
        wait_started(page)
        assert page.evaluate("() => document.documentElement.dir") == "rtl"
        toggle = page.get_by_test_id("reaction-toggle")
        expect(toggle).to_have_accessible_name("ردعمل")
        hand = _box(page, "hand-area")
        assert _box(page, "reaction-toggle")["x"] < hand["x"] + hand["width"] / 4  # the inline end is the left
        toggle.click()
        expect(page.get_by_role("group", name="ردعمل بھیجیں")).to_be_visible()
        expect(page.get_by_test_id("react-good_game")).to_have_text("اچھا کھیل")
        bar = _box(page, "reaction-bar")
        assert bar["x"] >= 0 and bar["x"] + bar["width"] <= PHONE["width"]
        assert _apart(bar, _box(page, "hand")), bar  # above the hand, not over it
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "reaction-bar-ur-phone.png"), scale="css")
    finally:
        context.close()


def test_at_the_match_end_the_bar_is_in_the_match_over_panel(
    browser: Browser, server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match-over panel covers the table: its own reaction bar sends "Good game", and a reaction received
    shows above the panel's scrim. The page's socket is answered by test_decisions.py's scripted stand-in."""
    import test_decisions
    from test_end_screens import show_match_over
    from test_table import Table

    people = [dict(p) for p in test_decisions.PLAYERS]
    people[1].update(name="Bob", kind="human", difficulty=None)
    monkeypatch.setattr(test_decisions, "PLAYERS", people)
    made = Table(browser, server, viewport=PHONE, locale="en-US", reduced_motion="reduce")
    reacted: list[str] = []
    fake = made.fake
    answer = fake._message

    def record(ws: Any, message: str | bytes) -> None:
        parsed = json.loads(message)
        if parsed["type"] == "react":
            reacted.append(parsed["reaction"])
            return
        answer(ws, message)

    fake._message = record  # type: ignore[method-assign]
    try:
        page = made.page
        show_match_over(fake, 0)
        panel = page.get_by_test_id("match-over")
        expect(panel.get_by_test_id("reactions-end")).to_be_visible()
        expect(page.get_by_test_id("reactions")).to_have_count(0)  # the hand's own is under the scrim
        panel.get_by_test_id("reaction-toggle").click()
        panel.get_by_test_id("react-good_game").click()
        expect(panel.get_by_test_id("reaction-bar")).to_have_count(0)
        assert reacted == ["good_game"]
        assert fake.socket is not None
        fake.socket.send(json.dumps({"type": "reaction", "seat": 1, "reaction": "well_played"}))
        bubble = page.get_by_test_id("reaction-bubble-1")
        expect(bubble).to_contain_text("Well played")
        above = page.evaluate(
            """() => Number(getComputedStyle(document.querySelector('.reaction-bubbles')).zIndex)
              > Number(getComputedStyle(document.querySelector('[data-testid=match-over]')).zIndex)"""
        )
        assert above, "the bubble shows above the match-over panel"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "reaction-match-over-phone.png"), scale="css")
    finally:
        made.context.close()
