"""A friend game in Chromium: the join page of the invite link (who invites, the ruleset and the house rules,
Join), the Web Share button of the invite where the browser has one, and the notice when the friend goes away
("Bob left: wait, or let a bot play their seat") with the button that lets a bot play the seat.
Screenshots of the join page and of the notice, phone and laptop, go to test-artifacts/."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, TIMEOUT_MS, Server, wait_ready, wait_started
from playwright.sync_api import Browser, BrowserContext, Page, expect

# Screenshots go to test-artifacts/ (git-ignored); the ones docs/web.md shows are copied to docs/img/ by hand.
SHOTS = ARTIFACTS
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 800}
HOUSE_RULES = {"seven_o": True, "jump_in": True, "target_score": 100}


def _create(server: Server, **body: Any) -> dict[str, Any]:
    sent = json.dumps({"ruleset": "duo", "opponent": "friend", "name": "Ravi", **body}).encode()
    request = urllib.request.Request(server.url + "/api/games", data=sent, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        made: dict[str, Any] = json.loads(response.read())
    return made


def _context(browser: Browser, viewport: dict[str, int], seats: dict[str, Any] | None = None) -> BrowserContext:
    context = browser.new_context(viewport=viewport, locale="en-US", reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    if seats is not None:  # the seat of the game's creator, as the home page keeps it after creating the game
        context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(seats))});")
    return context


def _shot(page: Page, name: str, height: int | None = None) -> None:
    """A screenshot for docs/web.md; ``height``: only the top of the page (the table's felt makes big PNGs)."""
    page.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running')")
    width = page.viewport_size["width"] if page.viewport_size else 390
    clip = {"x": 0, "y": 0, "width": width, "height": height} if height else None
    page.screenshot(path=str(SHOTS / name), scale="css", clip=clip)


def _host(browser: Browser, made: dict[str, Any], viewport: dict[str, int], server: Server) -> tuple[Any, Page]:
    seats = {made["game"]: {"seat": 0, "token": made["token"], "saved": 0, "join_code": made["join_code"],
                            "invite_url": made["invite_url"]}}
    context = _context(browser, viewport, seats)
    page = context.new_page()
    page.goto(f"{server.url}/game/{made['game']}")
    wait_ready(page)
    return context, page


@pytest.mark.parametrize(("viewport", "device"), [(PHONE, "phone"), (LAPTOP, "laptop")])
def test_the_join_page_says_who_invites_and_which_rules(
    browser: Browser, server: Server, viewport: dict[str, int], device: str
) -> None:
    made = _create(server, options=HOUSE_RULES)
    context = _context(browser, viewport)
    try:
        page = context.new_page()
        page.goto(f"{server.url}/join/{made['join_code']}")
        wait_ready(page)
        expect(page.get_by_test_id("join-host")).to_have_text("Ravi invites you to a game.")
        expect(page.get_by_test_id("join-ruleset")).to_contain_text("UNO Duo")
        rules = page.get_by_test_id("join-rule")
        expect(rules).to_have_count(3)
        expect(rules.nth(0)).to_have_text("Match ends at (points): 100")
        expect(rules.nth(1)).to_have_text("Seven-O: 7 swaps, 0 passes hands: on")
        expect(rules.nth(2)).to_have_text("Jump-in with an identical card: on")
        assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
        _shot(page, f"join-page-{device}.png")
        # an empty name is refused with a reason, nothing is sent
        page.get_by_test_id("join-name").fill("  ")
        page.get_by_test_id("join-submit").click()
        expect(page.get_by_test_id("join-error")).to_contain_text("Type your name first")
        page.get_by_test_id("join-name").fill("Mina")
        page.get_by_test_id("join-submit").click()
        page.wait_for_url(re.compile(r"/game/[A-Za-z0-9_-]+$"))
        wait_started(page)
        # the invitation is used up: a second visitor reads that the game is full, with no Join button
        other = context.browser.new_context(viewport=viewport, locale="en-US") if context.browser else None
        assert other is not None
        late = other.new_page()
        late.goto(f"{server.url}/join/{made['join_code']}")
        wait_ready(late)
        expect(late.get_by_test_id("join-full")).to_be_visible()
        expect(late.get_by_test_id("join-submit")).to_have_count(0)
        other.close()
    finally:
        context.close()


def test_an_unknown_code_says_so(browser: Browser, server: Server) -> None:
    context = _context(browser, PHONE)
    try:
        page = context.new_page()
        page.goto(f"{server.url}/join/NOSUCHCODE")
        wait_ready(page)
        expect(page.get_by_test_id("join-problem")).to_have_text("No game has this code.")
        expect(page.get_by_test_id("join-submit")).to_be_disabled()
    finally:
        context.close()


def test_the_invite_has_a_share_button_only_where_the_browser_can_share(browser: Browser, server: Server) -> None:
    made = _create(server)
    context, page = _host(browser, made, PHONE, server)
    try:
        expect(page.get_by_test_id("invite-link")).to_be_visible()
        expect(page.get_by_test_id("share-invite")).to_have_count(0)  # this Chromium has no navigator.share
    finally:
        context.close()
    made = _create(server)
    seats = {made["game"]: {"seat": 0, "token": made["token"], "saved": 0}}
    sharing = _context(browser, PHONE, seats)
    sharing.add_init_script("navigator.share = (data) => { window.__shared = data; return Promise.resolve(); };")
    try:
        page = sharing.new_page()
        page.goto(f"{server.url}/game/{made['game']}")
        wait_ready(page)
        page.get_by_test_id("share-invite").click()
        shared = page.evaluate("() => window.__shared")
        assert shared["url"] == f"{server.url}/join/{made['join_code']}" and shared["text"] == "Play UNO Duo with me"
    finally:
        sharing.close()


@pytest.mark.parametrize(("viewport", "device"), [(PHONE, "phone"), (LAPTOP, "laptop")])
def test_a_friend_who_leaves_is_announced_and_a_bot_can_take_the_seat(
    browser: Browser, server: Server, viewport: dict[str, int], device: str
) -> None:
    made = _create(server, leave_notice=5)  # the shortest notice the server allows
    host_context, ravi = _host(browser, made, viewport, server)
    friend = _context(browser, viewport)
    try:
        bob = friend.new_page()
        bob.goto(f"{server.url}/join/{made['join_code']}")
        wait_ready(bob)
        bob.get_by_test_id("join-name").fill("Bob")
        bob.get_by_test_id("join-submit").click()
        bob.wait_for_url(re.compile(r"/game/"))
        wait_started(bob)
        wait_started(ravi)
        expect(ravi.get_by_test_id("friend-left-notice")).to_have_count(0)
        friend.close()  # Bob goes away
        notice = ravi.get_by_test_id("friend-left-notice")
        expect(notice).to_contain_text("Bob left: wait, or let a bot play their seat", timeout=20_000)
        _shot(ravi, f"friend-left-{device}.png", height=300 if device == "phone" else 250)
        ravi.get_by_test_id("let-bot-play").click()
        expect(ravi.get_by_test_id("friend-left-bot")).to_have_text("A bot plays for Bob until they come back.")
        expect(notice).to_have_count(0)
        # the bot plays Bob's turns: the table comes back to Ravi whoever was to act
        ravi.wait_for_function("() => document.querySelector('[data-testid=table]').dataset.myTurn === 'true'")
    finally:
        host_context.close()
