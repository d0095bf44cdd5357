"""The end screens (issue 37, item 4): the round-over panel shows the right points (counted up by Preact alone,
never "00"), the cards that scored with their values and who is ahead; the next round waits behind it until
"Next round"; the match-over panel says "You won" or "You lost" with the final table, Rematch, New game and
Review. The page's WebSocket is answered by the scripted stand-in of test_decisions.py; screenshots go to
test-artifacts/ (phone and laptop; docs/img/ holds the ones docs/web.md shows)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, Server
from playwright.sync_api import Browser, Page, expect
from test_decisions import PLAYERS, FakeServer, make_view, presented
from test_table import LAPTOP, PHONE, Table

from unoduo.web.play.game import card_points

# Screenshots go to test-artifacts/ (git-ignored); the ones docs/web.md shows are copied to docs/img/ by hand.
SHOTS = ARTIFACTS
NEW_HAND = ["B1", "B4", "Y2", "Y9", "G0", "RS", "W+4"]


def plain(text: str) -> str:
    """Text without the isolates that keep a name's direction (U+2066-U+2069)."""
    return "".join(ch for ch in text if ch not in "\u2066\u2067\u2068\u2069").strip()


def open_table(browser: Browser, server: Server, viewport: Any) -> Table:
    made = Table(browser, server, viewport=viewport)
    made.fake.welcome_extra = {"card_points": card_points("duo")}
    return made


def end_round(fake: FakeServer, hand: list[str], last_events: list[dict[str, Any]], points: list[int]) -> None:
    """Seat 0 holds ``hand``; the bot goes out: the state that ends round 1 also begins round 2 (as the
    server sends it: the finished round's events are ``previous_events``)."""
    fake.show(hand=hand, to_act=1, legal=[], hand_sizes=[len(hand), 1])
    fake.seq += 1
    fake.last = {"seat": 1, "action": "play G3"}
    previous = [{"kind": "play", "seat": 1, "cards": ["G3"], "info": -1}, *last_events,
                {"kind": "round_end", "seat": 1, "info": points}]  # fmt: skip
    fake.view = make_view(round=2, round_first=1, hand=NEW_HAND, to_act=1, hand_sizes=[7, 7], scores=points,
                          rounds=[{"points": points, "out": 1, "blocked": False}],
                          events=[{"kind": "round_start", "seat": 1, "info": 2}], previous_events=previous)  # fmt: skip
    fake.push()
    expect(fake.page.get_by_test_id("round-over")).to_be_visible()


def test_round_over_counts_the_right_points_and_lists_the_cards_that_scored(browser: Browser, server: Server) -> None:
    made = open_table(browser, server, PHONE)
    try:
        page = made.page
        end_round(made.fake, ["R5", "G7", "W"], [], [27, 0])
        # The number Preact draws, once (the "00" bug: countUp wrote a second text node into the same cell).
        expect(page.get_by_test_id("round-points-0")).to_have_text("27")
        expect(page.get_by_test_id("round-points-1")).to_have_text("0")
        assert page.get_by_test_id("round-points-0").evaluate("(td) => td.childNodes.length") == 1
        expect(page.get_by_test_id("round-total-0")).to_have_text("27")
        scored = page.get_by_test_id("scored-card")
        assert [(c.get_attribute("data-card"), c.get_attribute("data-value")) for c in scored.all()] == [
            ("R5", "5"), ("G7", "7"), ("W", "15")]  # fmt: skip
        expect(page.get_by_test_id("scored-sum")).to_have_text("5 + 7 + 15 = 27 points")
        assert "Bot went out" in plain(page.get_by_test_id("round-over").inner_text())
        expect(page.get_by_test_id("scoring-rule")).to_have_text(
            "Going out scores 0; the other players score the cards left in their hands.")
        assert plain(page.get_by_test_id("round-standing").inner_text()) == (
            "Bot is ahead: the lowest total wins, and theirs is 0")
    finally:
        made.context.close()


def test_the_cards_drawn_for_the_last_card_count_too(browser: Browser, server: Server) -> None:
    made = open_table(browser, server, PHONE)
    try:
        page = made.page
        drawn = {"kind": "draw", "seat": 0, "cards": ["B1", "Y2"], "count": 2, "private_to": 0, "info": "last_card"}
        end_round(made.fake, ["R5", "G7"], [drawn], [15, 0])
        expect(page.get_by_test_id("round-points-0")).to_have_text("15")
        cards = [c.get_attribute("data-card") for c in page.get_by_test_id("scored-card").all()]
        assert cards == ["R5", "G7", "B1", "Y2"]
    finally:
        made.context.close()


def test_the_next_round_waits_for_next_round(browser: Browser, server: Server) -> None:
    """States that come while the panel is open wait behind it (nothing of the new deal can be played), and are
    shown once the player presses "Next round"."""
    made = open_table(browser, server, PHONE)
    try:
        page, fake = made.page, made.fake
        end_round(fake, ["R5", "G7", "W"], [], [27, 0])
        ended = fake.seq
        expect(page.get_by_test_id("round-over-scrim")).to_be_visible()
        # The bot's first move of round 2 makes it this seat's turn.
        fake.seq += 1
        fake.last = {"seat": 1, "action": "play B7"}
        fake.view = make_view(round=2, round_first=1, hand=NEW_HAND, to_act=0, hand_sizes=[7, 6], scores=[27, 0],
                              top="B7", color="B", discard=["B7"], legal=["play B1", "play B4", "draw"],
                              rounds=[{"points": [27, 0], "out": 1, "blocked": False}],
                              events=[{"kind": "round_start", "seat": 1, "info": 2},
                                      {"kind": "play", "seat": 1, "cards": ["B7"], "info": -1}])  # fmt: skip
        fake.push()
        expect(page.get_by_test_id("round-over")).to_have_attribute("data-held", "1")
        expect(page.get_by_test_id("round-over").get_by_test_id("deadline")).to_have_count(0)  # no turn timer
        table = page.get_by_test_id("table")
        expect(table).to_have_attribute("data-seq", str(ended))
        expect(table).to_have_attribute("data-my-turn", "false")
        expect(page.locator("[data-testid=hand] button.card:not([disabled])")).to_have_count(0)
        page.get_by_test_id("round-over-continue").click()
        expect(page.get_by_test_id("round-over")).to_have_count(0)
        expect(table).to_have_attribute("data-seq", str(fake.seq))
        expect(table).to_have_attribute("data-my-turn", "true")
        expect(page.locator("[data-testid=hand] button.card:not([disabled])")).to_have_count(2)
    finally:
        made.context.close()


def test_a_round_that_begins_with_this_seats_turn_is_playable_after_next_round(browser: Browser,
                                                                              server: Server) -> None:
    """The state that ends a round may itself make it this seat's turn in the next one (no state is held): nothing
    can be played behind the panel, and once "Next round" closes it the controls are there (they were once left
    out until another state came)."""
    made = open_table(browser, server, PHONE)
    try:
        page, fake = made.page, made.fake
        fake.show(hand=["R5", "G7", "W"], to_act=1, legal=[], hand_sizes=[3, 1])
        fake.seq += 1
        fake.last = {"seat": 1, "action": "play G3"}
        previous = [{"kind": "play", "seat": 1, "cards": ["G3"], "info": -1},
                    {"kind": "round_end", "seat": 1, "info": [27, 0]}]
        fake.view = make_view(round=2, round_first=0, hand=NEW_HAND, to_act=0, hand_sizes=[7, 7], scores=[27, 0],
                              top="B7", color="B", discard=["B7"], legal=["play B1", "play B4", "draw"],
                              rounds=[{"points": [27, 0], "out": 1, "blocked": False}],
                              events=[{"kind": "round_start", "seat": 0, "info": 2}], previous_events=previous)
        fake.push()
        expect(page.get_by_test_id("round-over")).to_be_visible()
        playable = page.locator("[data-testid=hand] button.card:not([disabled])")
        expect(playable).to_have_count(0)
        page.get_by_test_id("round-over-continue").click()
        expect(page.get_by_test_id("round-over")).to_have_count(0)
        expect(playable).to_have_count(2)
        expect(page.get_by_test_id("action-draw")).to_be_visible()
    finally:
        made.context.close()


def test_a_turn_timer_of_the_held_round_shows_in_the_panel(browser: Browser, server: Server) -> None:
    """The server's turn timer runs while the next round waits behind the panel: the panel says so."""
    made = open_table(browser, server, PHONE)
    try:
        page, fake = made.page, made.fake
        end_round(fake, ["R5", "G7", "W"], [], [27, 0])
        fake.seq += 1
        fake.view = make_view(round=2, round_first=0, hand=NEW_HAND, to_act=0, hand_sizes=[7, 7], scores=[27, 0],
                              legal=["play B1", "draw"], rounds=[{"points": [27, 0], "out": 1, "blocked": False}],
                              events=[{"kind": "round_start", "seat": 0, "info": 2}])  # fmt: skip
        original = fake.push
        deadline = (datetime.now(UTC) + timedelta(seconds=90)).isoformat()

        def push_with_deadline(ack: dict[str, Any] | None = None) -> None:
            assert fake.socket is not None
            fake.socket.send(json.dumps({"type": "state", "seq": fake.seq, "status": "playing", "events_from": 0,
                                         "view": fake.view, "players": PLAYERS, "last": None, "deadline": deadline,
                                         **presented(fake.view), "chosen_setup": False, "ack": ack}))  # fmt: skip

        fake.push = push_with_deadline  # type: ignore[method-assign]
        fake.push()
        fake.push = original  # type: ignore[method-assign]
        timer = page.get_by_test_id("round-over").get_by_test_id("deadline")
        expect(timer).to_contain_text("before a bot plays for you")
        page.get_by_test_id("round-over-continue").click()
        expect(page.get_by_test_id("table")).to_have_attribute("data-my-turn", "true")
    finally:
        made.context.close()


def show_match_over(fake: FakeServer, winner: int) -> None:
    scores = [38, 212] if winner == 0 else [205, 61]
    fake.show(hand=[], to_act=None, decision="over", legal=[], match_over=True, winner=winner, scores=scores,
              rounds=[{"points": [38, 0], "out": 1, "blocked": False},
                      {"points": [0, 212], "out": 0, "blocked": False}] if winner == 0 else
                     [{"points": [0, 61], "out": 0, "blocked": False},
                      {"points": [205, 0], "out": 1, "blocked": False}])  # fmt: skip


@pytest.mark.parametrize(("winner", "headline"), [(0, "You won"), (1, "You lost")])
def test_match_over_says_who_won_with_the_final_table_and_what_next(browser: Browser, server: Server, winner: int,
                                                                    headline: str) -> None:  # fmt: skip
    made = open_table(browser, server, PHONE)
    try:
        page = made.page
        show_match_over(made.fake, winner)
        panel = page.get_by_test_id("match-over")
        expect(page.get_by_test_id("match-headline")).to_have_text(headline)
        expect(panel).to_have_attribute("data-outcome", "won" if winner == 0 else "lost")
        expect(page.get_by_test_id("final-score-0")).to_have_text("38" if winner == 0 else "205")
        expect(page.get_by_test_id("final-score-1")).to_have_text("212" if winner == 0 else "61")
        for testid in ("rematch", "new-game-link", "review-link", "replay-link"):
            expect(panel.get_by_test_id(testid)).to_be_visible()
        expect(panel.get_by_test_id("new-game-link")).to_have_attribute("href", "/")
    finally:
        made.context.close()


def _shot(page: Page, name: str) -> None:
    page.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running')")
    page.screenshot(path=str(SHOTS / name), scale="css")


@pytest.mark.parametrize(("viewport", "device"), [(PHONE, "phone"), (LAPTOP, "laptop")])
def test_end_screen_screenshots(browser: Browser, server: Server, viewport: Any, device: str) -> None:
    made = open_table(browser, server, viewport)
    try:
        page = made.page
        end_round(made.fake, ["R5", "G7", "W", "B+2"], [], [37, 0])
        expect(page.get_by_test_id("round-points-0")).to_have_text("37")
        _shot(page, f"round-over-{device}.png")
        show_match_over(made.fake, 0)
        expect(page.get_by_test_id("match-headline")).to_have_text("You won")
        _shot(page, f"match-over-{device}.png")
    finally:
        made.context.close()
