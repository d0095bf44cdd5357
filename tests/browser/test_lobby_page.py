"""Public games in the browser: one person creates a game anyone can join, a stranger joins it from the lobby."""

from __future__ import annotations

import json
import random
import re
import urllib.request
from pathlib import Path

from browser_helpers import (
    Server,
    act_by_clicks,
    more_ways,
    no_horizontal_scroll,
    seq_of,
    turn_page,
    wait_ready,
    wait_started,
)
from playwright.sync_api import Browser, expect

GAME_URL = re.compile(r"/game/([A-Za-z0-9_-]+)$")


def _lobby_ids(server: Server) -> list[str]:
    with urllib.request.urlopen(server.url + "/api/lobby", timeout=10) as response:
        return [g["game"] for g in json.loads(response.read())["games"]]


def test_a_stranger_joins_a_public_game_from_the_lobby(browser: Browser, server: Server, artifacts: Path) -> None:
    alice = browser.new_context().new_page()
    # The stranger uses a phone-sized window: the lobby must fit without horizontal scrolling.
    bob = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True).new_page()
    bob.goto(server.url + "/")
    wait_ready(bob)
    expect(bob.get_by_test_id("lobby")).to_be_visible()
    expect(bob.get_by_role("heading", name="Public games")).to_be_visible()

    alice.goto(server.url + "/")
    wait_ready(alice)
    more_ways(alice, "Alice")
    alice.get_by_test_id("opponent-public").check()
    expect(alice.get_by_test_id("start-game")).to_have_text("Create the public game")
    alice.get_by_test_id("start-game").click()
    alice.wait_for_url(GAME_URL, timeout=20_000)
    match = GAME_URL.search(alice.url)
    assert match is not None
    game = match.group(1)
    expect(alice.get_by_test_id("invite")).to_be_visible(timeout=20_000)
    expect(alice.get_by_test_id("invite").get_by_role("heading")).to_have_text("Public game")
    expect(alice.get_by_test_id("invite")).to_contain_text("Anyone can join this game from the list of public games")
    assert game in _lobby_ids(server)

    # Bob's open start page picks the new game up by itself (it asks every 5 s while visible).
    row = bob.get_by_test_id("lobby-game-" + game)
    expect(row).to_be_visible(timeout=12_000)
    expect(row).to_contain_text("Alice")
    expect(row).to_contain_text("1 seat free")
    expect(row).to_contain_text("60 seconds per move")
    bob.get_by_test_id("lobby-refresh").click()
    expect(bob.get_by_test_id("lobby-status")).to_contain_text("waiting for players")
    assert no_horizontal_scroll(bob)
    bob.screenshot(path=str(artifacts / "lobby-360.png"), full_page=True)

    join = bob.get_by_test_id("lobby-join-" + game)
    expect(join).to_have_text("Join")
    join.focus()
    bob.keyboard.press("Enter")  # the keyboard works as well as a click
    expect(bob.get_by_test_id("join-page")).to_be_visible()
    bob.get_by_test_id("join-name").fill("Bob")
    bob.get_by_test_id("join-submit").click()
    bob.wait_for_url(GAME_URL, timeout=20_000)
    assert GAME_URL.search(bob.url).group(1) == game  # type: ignore[union-attr]

    pages = [alice, bob]
    for page in pages:
        wait_started(page)
        expect(page.get_by_test_id("table")).to_have_attribute("data-status", "playing")
        expect(page.get_by_test_id("invite")).to_have_count(0)
    expect(alice.get_by_test_id("table")).to_contain_text("Bob")
    expect(bob.get_by_test_id("table")).to_contain_text("Alice")
    assert game not in _lobby_ids(server)

    # Both play: a few decisions, each seen by both tables.
    rng = random.Random(7)
    start = seq_of(alice)
    for _ in range(3):
        act_by_clicks(turn_page(pages), rng)
    turn_page(pages)
    assert seq_of(alice) == seq_of(bob) >= start + 3

    # Back on the start page, the game is no longer offered.
    bob.goto(server.url + "/")
    wait_ready(bob)
    expect(bob.get_by_test_id("lobby")).to_be_visible()
    bob.get_by_test_id("lobby-refresh").click()
    expect(bob.get_by_test_id("lobby-status")).not_to_be_empty()
    expect(bob.get_by_test_id("lobby-game-" + game)).to_have_count(0)
    for page in pages:
        page.context.close()


def test_the_lobby_pages_through_every_waiting_game(browser: Browser, tmp_path: Path) -> None:
    """spam cannot push real games out of reach; "Show more games" reads the server's next pages."""
    small = Server(tmp_path, ["--limit", "lobby_page=2"])
    small.start()
    try:
        made = []
        for _ in range(5):
            request = urllib.request.Request(
                small.url + "/api/games", data=json.dumps({"ruleset": "duo", "opponent": "public"}).encode(),
                headers={"Content-Type": "application/json", "Origin": small.url}, method="POST")
            with urllib.request.urlopen(request, timeout=10) as response:
                made.append(json.loads(response.read())["game"])
        page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        page.goto(small.url + "/")
        wait_ready(page)
        games = page.locator("[data-testid^=lobby-game-]")
        expect(games).to_have_count(2)
        for shown in (4, 5):
            page.get_by_test_id("lobby-more").click()
            expect(games).to_have_count(shown)
        expect(page.get_by_test_id("lobby-more")).to_have_count(0)
        ids = {g.get_attribute("data-testid").removeprefix("lobby-game-") for g in games.all()}  # type: ignore[union-attr]
        assert ids == set(made)
        # The automatic refresh keeps every page shown.
        page.get_by_test_id("lobby-refresh").click()
        expect(page.get_by_test_id("lobby-status")).to_have_text(re.compile("5 public games"))
        expect(games).to_have_count(5)
        assert no_horizontal_scroll(page)
    finally:
        small.stop()
