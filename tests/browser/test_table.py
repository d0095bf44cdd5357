"""The table of it fits the viewport, says whose turn it is (also in the tab title), answers forced
decisions itself, animates plays (and not under reduced motion), and the bugs seen when it was tried stay fixed.

Most tests answer the page's WebSocket with a scripted stand-in (``FakeServer`` of test_decisions.py), so each
situation is exact; the waiting-for-a-friend and unknown-game tests use the real server. Screenshots of the
table in the four languages, on a phone and a laptop, and under colour-blindness simulations go to
``test-artifacts/``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    Server,
    act_by_clicks,
    assert_every_hand_card_tappable,
    more_ways,
    settle,
    wait_for_something,
    wait_ready,
)
from playwright.sync_api import Browser, BrowserContext, Page, Route, ViewportSize, expect
from test_decisions import GAME, PLAYERS, FakeServer, make_view

PHONE: ViewportSize = {"width": 390, "height": 844}
LAPTOP: ViewportSize = {"width": 1366, "height": 800}
NARROW: ViewportSize = {"width": 360, "height": 740}
SEATS = json.dumps({GAME: {"seat": 0, "token": "t0k3n"}})

# Colour-vision simulations (Machado et al. 2009, severity 1.0), applied to the whole page by an SVG filter.
CVD_MATRICES = {
    "deuteranopia": "0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0",
    "protanopia": "0.152 1.053 -0.205 0 0  0.115 0.786 0.099 0 0  -0.004 -0.048 1.052 0 0  0 0 0 1 0",
    "tritanopia": "1.256 -0.077 -0.179 0 0  -0.078 0.931 0.148 0 0  0.005 0.691 0.304 0 0  0 0 0 1 0",
}


class Table:
    """A browser context holding seat 0 of GAME, its WebSocket answered by the current FakeServer."""

    def __init__(self, browser: Browser, server: Server, **context_args: Any) -> None:
        self.context: BrowserContext = browser.new_context(**context_args)
        self.context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(SEATS)})")
        self.page = self.context.new_page()
        self.fake = FakeServer(self.page, server.url)
        self.page.route_web_socket("**/ws", lambda ws: self.fake.connect(ws))

    def setting(self, key: str, value: str) -> None:
        self.context.add_init_script(f"localStorage.setItem({json.dumps(key)}, {json.dumps(value)})")


@pytest.fixture
def table(browser: Browser, server: Server) -> Iterator[Table]:
    made = Table(browser, server, viewport=PHONE)
    yield made
    made.context.close()


def in_viewport(page: Page, selector: str) -> bool:
    """Every element matching ``selector`` lies inside the viewport (no scrolling needed to see it)."""
    return bool(
        page.evaluate(
            """(sel) => [...document.querySelectorAll(sel)].every((el) => {
                 const r = el.getBoundingClientRect();
                 return r.width > 0 && r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1
                   && r.bottom <= innerHeight + 1; })""",
            selector,
        )
    )


# ---------------------------------------------------------------- whose turn, forced answers, motion


def test_tab_title_says_whose_turn(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5", "G7"])
    expect(page).to_have_title(re.compile(r"^● Your turn"))
    expect(page.get_by_test_id("prompt-text")).to_have_class(re.compile("mine"))
    page.get_by_test_id("hand-card-R5").click()
    assert fake.wait_sent() == "play R5"
    expect(page).to_have_title("UNO Duo")
    expect(page.get_by_test_id("opponent-1")).to_have_class(re.compile("active"))


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_press_near_a_playable_cards_lower_edge_plays_it(browser: Browser, server: Server, motion: str) -> None:
    """A pointed playable card rises; the place it rose from still belongs to it, so a press there (a mouse
    near the card's lower edge) plays it rather than landing on the hand, with or without motion."""
    made = Table(browser, server, viewport=PHONE, reduced_motion=motion)
    try:
        page, fake = made.page, made.fake
        # Not the first playable card: the page focuses that one, and a focused card stands raised already.
        fake.show(legal=["play R5", "play R7", "draw"], hand=["R5", "R7", "G7"])
        card = page.get_by_test_id("hand-card-R7")
        expect(card).to_have_class(re.compile("card-playable"))
        page.mouse.move(5, 5)  # away from the hand: the card at rest, not yet pointed at
        settle(page)  # the deal's cards have come to rest
        box = card.bounding_box()
        assert box is not None
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] - 3
        page.mouse.move(x, y)
        page.wait_for_timeout(300)  # the card has risen (at once with reduced motion)
        page.mouse.down()
        page.mouse.up()
        assert fake.wait_sent() == "play R7"
    finally:
        made.context.close()


def test_draw_by_clicking_the_draw_pile(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5", "G7"])
    page.get_by_test_id("draw-pile").click()
    assert fake.wait_sent() == "draw"


def test_forced_pass_is_answered_by_the_page_and_logged(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(decision="after_draw", legal=["pass"], hand=["G7", "B1"], drawn="G7", top="R3", color="R")
    assert fake.wait_sent() == "pass"
    page.get_by_test_id("toggle-log").click()
    expect(page.get_by_test_id("event-log")).to_contain_text("Answered for you: Keep the drawn card")


def test_forced_nodump_is_answered_by_the_page(table: Table) -> None:
    """Bug 4: after a Reverse with no other card of its colour nothing is asked."""
    page, fake = table.page, table.fake
    fake.show(decision="dump", legal=["nodump"], hand=["R1", "G2"], top="BR", color="B", dump_color="B")
    assert fake.wait_sent() == "nodump"
    expect(page.get_by_test_id("prompt-text")).not_to_contain_text("Dump all")


def test_forced_decisions_wait_when_the_setting_is_off(table: Table) -> None:
    page, fake = table.page, table.fake
    table.setting("unoduo.autoAnswer", "off")
    fake.show(decision="dump", legal=["nodump"], hand=["R1", "G2"], top="BR", color="B", dump_color="B")
    expect(page.get_by_test_id("prompt-text")).to_have_text(
        "You played a Reverse: you hold no blue card to dump; continue."  # no key letter before a key is used
    )
    expect(page.get_by_test_id("action-nodump")).to_be_visible()
    page.wait_for_timeout(400)
    assert fake.sent == []
    # The setting is in the settings drawer, and it is remembered.
    page.get_by_test_id("toggle-settings").click()
    expect(page.get_by_test_id("setting-auto-answer")).not_to_be_checked()
    page.get_by_test_id("settings-drawer-close").click()
    page.get_by_test_id("action-nodump").click()
    assert fake.wait_sent() == "nodump"


def test_dumping_one_card_takes_one_click(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(decision="dump", legal=["dump B3", "nodump"], hand=["B3", "G1"], top="BR", color="B", dump_color="B")
    page.get_by_test_id("hand-card-B3").click()
    assert fake.wait_sent() == "dump B3"


def test_challenge_shows_the_colour_before_the_wild_draw_4(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(decision="challenge", legal=["challenge", "accept"], hand=["R1", "G4"], top="W+4", color="G",
              discard=["B5", "Y7", "W+4"], pending_draw=4)  # fmt: skip
    expect(page.get_by_test_id("before-color")).to_have_text(re.compile("Colour before the Wild Draw 4: Yellow"))


# Samples document.getAnimations() on every frame for `ms` milliseconds after clicking `sel`; returns the maximum.
_ANIMATIONS_AFTER_CLICK_JS = """async ([sel, ms]) => {
  document.querySelector(sel).click();
  let most = 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    most = Math.max(most, document.getAnimations().length);
    await new Promise((r) => requestAnimationFrame(r));
  }
  return most;
}"""


def test_a_play_is_animated(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5", "G7", "B1"])
    most = page.evaluate(_ANIMATIONS_AFTER_CLICK_JS, ["[data-testid=hand-card-R5]", 800])
    assert fake.wait_sent() == "play R5"
    assert most > 0


def test_no_animation_with_reduced_motion(browser: Browser, server: Server) -> None:
    made = Table(browser, server, viewport=PHONE, reduced_motion="reduce")
    try:
        made.fake.show(legal=["play R5", "draw"], hand=["R5", "G7", "B1"])
        most = made.page.evaluate(_ANIMATIONS_AFTER_CLICK_JS, ["[data-testid=hand-card-R5]", 800])
        assert made.fake.wait_sent() == "play R5"
        assert most == 0
    finally:
        made.context.close()


# ---------------------------------------------------------------- the layout


def test_a_hand_of_thirty_cards_stays_in_view_in_a_few_rows(table: Table, artifacts: Path) -> None:
    """On a phone a big hand goes into overlapping rows (test_phone_hand.py: 36 px of every card in view)."""
    page, fake = table.page, table.fake
    hand = [c + r for r in "0123456789" for c in "RYG"][:30]
    fake.show(legal=[f"play {c}" for c in hand if c.startswith("R")] + ["draw"], hand=hand)
    cards = page.locator("[data-testid=hand] button.card")
    expect(cards).to_have_count(30)
    # Once the deal has landed (the cards fly in from the draw pile).
    page.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running')")
    rows = int(page.get_by_test_id("hand").get_attribute("data-rows") or "0")
    assert 2 <= rows <= 4, rows
    assert in_viewport(page, "[data-testid=hand] button.card")
    assert_every_hand_card_tappable(page)
    page.screenshot(path=str(artifacts / "table-thirty-cards-phone.png"))


def test_panels_do_not_push_the_hand_away(table: Table) -> None:
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5", "G7", "B1"],
              rounds=[{"points": [0, 12], "out": 0, "blocked": False}] * 6, scores=[0, 72])  # fmt: skip
    for panel in ("toggle-scores", "toggle-log"):
        page.get_by_test_id(panel).click()
        assert in_viewport(page, "[data-testid=hand] button.card")
        assert page.evaluate("() => document.scrollingElement.scrollTop") == 0
        page.keyboard.press("Escape")
    expect(page.get_by_test_id("goal")).to_have_text("Lowest total wins when someone reaches 200")
    expect(page.get_by_test_id("seat-score-1")).to_have_text("Score 72")
    expect(page.get_by_test_id("seat-score-0")).to_have_text("Score 0")


@pytest.mark.parametrize("lang", ["en", "ml", "kn", "ur"])
def test_table_in_each_language_on_phone_and_laptop(browser: Browser, server: Server, artifacts: Path,
                                                    lang: str) -> None:  # fmt: skip
    for device, viewport in (("phone", PHONE), ("laptop", LAPTOP), ("narrow", NARROW)):
        made = Table(browser, server, viewport=viewport)
        made.setting("unoduo.lang", lang)
        try:
            made.fake.last = {"seat": 1, "action": "play W+4 B"}
            made.fake.show(decision="challenge", legal=["challenge", "accept"], top="W+4", color="B",
                           hand=["R+2", "Y7", "G0", "BS", "BR", "W", "W+4", "R9"], discard=["G3", "G5", "W+4"],
                           pending_draw=4, hand_sizes=[8, 5], scores=[23, 41])  # fmt: skip
            page = made.page
            expect(page.locator("html")).to_have_attribute("lang", lang)
            settle(page)
            page.screenshot(path=str(artifacts / f"table-{lang}-{device}.png"))
            assert in_viewport(page, "[data-testid=hand] button.card"), f"{lang} {device}: hand out of view"
            assert in_viewport(page, "[data-testid=controls] button"), f"{lang} {device}: controls out of view"
            width = page.evaluate("() => [document.scrollingElement.scrollWidth, innerWidth]")
            assert width[0] <= width[1], f"{lang} {device}: horizontal overflow {width}"
        finally:
            made.context.close()


def test_card_faces_are_left_to_right_in_urdu(table: Table, artifacts: Path) -> None:
    """Bug 2: "+4" and "+2" stay "+4" and "+2" in Urdu."""
    page, fake = table.page, table.fake
    table.setting("unoduo.lang", "ur")
    fake.show(decision="volley", legal=["play B+2", "draw"], hand=["B+2", "W+4", "R1"], top="Y+2", color="Y",
              pending_draw=2)  # fmt: skip
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    directions = page.eval_on_selector_all(
        ".card .card-rank, [data-testid=pending-draw] bdi", "els => els.map(e => getComputedStyle(e).direction)"
    )
    assert directions and set(directions) == {"ltr"}
    texts = page.eval_on_selector_all(".card .card-rank", "els => els.map(e => e.textContent)")
    assert "+4" in texts and "+2" in texts
    page.screenshot(path=str(artifacts / "table-ur-plus-cards.png"))


def test_colour_blind_simulations(table: Table, artifacts: Path) -> None:
    """Every colour has its own large shape on the card, so the four colours differ without colour vision."""
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "play Y5", "play G5", "play B5", "draw"], hand=["R5", "Y5", "G5", "B5", "RS", "GR"],
              top="B2", color="B")  # fmt: skip
    shapes = {
        code: page.get_by_test_id(f"hand-card-{code}").locator(".card-shape").get_attribute("class")
        for code in ("R5", "Y5", "G5", "B5")
    }
    assert len(set(shapes.values())) == 4, shapes
    settle(page)
    for name, matrix in CVD_MATRICES.items():
        page.evaluate(
            """([name, matrix]) => {
                 document.getElementById('cvd')?.remove();
                 const box = document.createElement('div');
                 box.id = 'cvd';
                 box.innerHTML = `<svg width="0" height="0" style="position:absolute"><filter id="f-${name}">
                   <feColorMatrix type="matrix" values="${matrix}"/></filter></svg>
                   <style>body { filter: url(#f-${name}); }</style>`;
                 document.body.appendChild(box);
               }""",
            [name, matrix],
        )
        page.screenshot(path=str(artifacts / f"table-{name}.png"))


# ---------------------------------------------------------------- a whole match on a phone


@pytest.mark.slow  # about a minute: a whole match by taps
def test_duo_match_by_clicks_on_a_phone_with_the_hand_always_in_view(browser: Browser, server: Server,
                                                                     artifacts: Path) -> None:  # fmt: skip
    """A Duo match against the easy bot (target 1 point) by clicks only, on a 390x844 phone: at every decision the
    hand and the controls are inside the viewport and the page has not scrolled; a screenshot of each kind of
    decision, the round's end and the match's end."""
    import random

    from test_play import start_bot_game

    context = browser.new_context(viewport=PHONE, has_touch=True)
    page = context.new_page()
    rng = random.Random(13)
    shots: set[str] = set()
    try:
        start_bot_game(page, server, target=1, seed=7)  # the same deal every run
        for _ in range(600):
            state = wait_for_something(page, timeout=60_000)
            if state == "over":
                break
            if state == "round":
                page.screenshot(path=str(artifacts / "decision-round-over-phone.png"))
                page.get_by_test_id("round-over-continue").click()
                continue
            # The turn's state is on screen at once, but a card drawn or dealt may still be flying to the hand:
            # measure where the cards come to rest, not where a slow machine's frame caught them in flight.
            settle(page)
            decision = page.get_by_test_id("table").get_attribute("data-decision") or ""
            if not in_viewport(page, "[data-testid=hand] button.card"):
                page.screenshot(path=str(artifacts / "decision-hand-out-of-view.png"))
                boxes = page.eval_on_selector_all(
                    "[data-testid=hand] button.card", "els => els.map(e => JSON.stringify(e.getBoundingClientRect()))"
                )
                raise AssertionError(f"hand out of view at {decision}: {boxes}")
            assert in_viewport(page, "[data-testid=controls] button"), f"controls out of view at {decision}"
            # The pointer still rests where the last tap was: whatever card lies under it now, every card shows
            # a part a tap reaches.
            assert_every_hand_card_tappable(page)
            assert page.evaluate("() => document.scrollingElement.scrollTop") == 0
            # A touch screen shows no keyboard hints.
            assert page.locator("[data-testid=table] kbd:visible").count() == 0
            if decision not in shots:
                shots.add(decision)
                page.screenshot(path=str(artifacts / f"decision-{decision}-phone.png"))
            act_by_clicks(page, rng)
        else:
            raise AssertionError("the match did not end")
        expect(page.get_by_test_id("match-over")).to_be_visible()
        page.screenshot(path=str(artifacts / "decision-match-over-phone.png"))
        assert {"draft", "turn"} <= shots, shots
    finally:
        context.close()


@pytest.mark.parametrize("count", [9, 20, 30])
def test_every_card_of_a_big_hand_keeps_a_tappable_strip_on_a_phone(table: Table, artifacts: Path,
                                                                    count: int) -> None:  # fmt: skip
    """With many cards the fan overlaps them on a phone: each card still shows a strip a tap hits, also while
    the pointer rests on a playable card (a tap leaves it there: the card under it is hovered)."""
    page, fake = table.page, table.fake
    deck = [f"{color}{rank}" for rank in range(10) for color in "RYGB"] + ["R+2", "GS", "W", "W+4"]
    hand = deck[:count]
    playable = [code for code in hand if code.startswith("R") or code.startswith("W")]
    fake.show(hand=hand, legal=[f"play {code}" for code in playable] + ["draw"])
    settle(page)
    page.screenshot(path=str(artifacts / f"hand-{count}-cards-phone.png"))
    assert_every_hand_card_tappable(page)
    cards = page.locator("[data-testid=hand] button.card:not([disabled])")
    for index in range(cards.count()):
        box = cards.nth(index).bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + 3, box["y"] + box["height"] / 2)
        settle(page)
        assert_every_hand_card_tappable(page)


# ---------------------------------------------------------------- the bugs of issue 13


def test_revealed_hand_is_shown_once_and_dismissed(table: Table) -> None:
    """Bug 1: the hand shown after a challenge goes away (dismissed, or at the next decision)."""
    page, fake = table.page, table.fake
    fake.show(decision="challenge", legal=["challenge", "accept"], hand=["R1", "G4"], top="W+4", color="G",
              pending_draw=4)  # fmt: skip
    page.get_by_test_id("action-challenge").click()
    assert fake.wait_sent() == "challenge"
    reveal = {"kind": "reveal", "seat": 1, "cards": ["R2", "B5"], "private_to": 0}
    fake.view = make_view(events=[reveal], hand=["R1", "G4"], top="W+4", color="G", legal=["play R1", "draw"])
    fake.seq += 1
    fake.push()
    shown = page.get_by_test_id("revealed-hand")
    expect(shown).to_be_visible()
    page.get_by_test_id("revealed-close").click()
    expect(shown).to_have_count(0)
    # The same round's later states still carry the reveal event: it does not come back, nor pile up.
    fake.view = make_view(events=[reveal, {"kind": "draw", "seat": 1, "count": 1}], hand=["R1", "G4"], top="W+4",
                          color="G", legal=["play R1", "draw"])  # fmt: skip
    fake.seq += 1
    fake.push()
    expect(page.get_by_test_id("table")).to_have_attribute("data-seq", str(fake.seq))
    expect(shown).to_have_count(0)


def test_revealed_hand_goes_at_the_next_decision(table: Table) -> None:
    page, fake = table.page, table.fake
    reveal = {"kind": "reveal", "seat": 1, "cards": ["R2", "B5"], "private_to": 0}
    fake.show(events=[reveal], hand=["R1", "G4"], legal=["play R1", "draw"])
    expect(page.get_by_test_id("revealed-hand")).to_be_visible()
    page.get_by_test_id("action-draw").click()
    assert fake.wait_sent() == "draw"
    expect(page.get_by_test_id("revealed-hand")).to_have_count(0)


def test_rules_and_back_restores_the_title(table: Table) -> None:
    """Bug 6."""
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5"])
    page.get_by_test_id("rules-link").click()
    expect(page).to_have_title("Rules")
    page.go_back()
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page).to_have_title(re.compile("UNO Duo"))
    assert page.title() != "Rules"


def test_spaces_between_counts_and_scores(table: Table) -> None:
    """Bug 8: "5 cards · Score 0", not "5 cards· Score 0"."""
    page, fake = table.page, table.fake
    fake.show(legal=["play R5", "draw"], hand=["R5"], hand_sizes=[1, 5])
    text = page.get_by_test_id("opponent-1").locator(".seat-stats").inner_text()
    assert re.fullmatch(r"5 cards · Score 0", text.strip()), text


def test_generated_names_are_translated(browser: Browser, server: Server) -> None:
    """Bug 9: "Bot 2" is written in the language of the page (the server's default_name)."""
    made = Table(browser, server, viewport=PHONE)
    made.setting("unoduo.lang", "ur")
    players = [dict(p) for p in PLAYERS]
    players[1]["name"] = "Bot 2"
    players[1]["default_name"] = {"id": "Bot {n}", "params": {"n": 2}}
    try:
        import test_decisions

        original = test_decisions.PLAYERS
        test_decisions.PLAYERS = players
        try:
            made.fake.show(legal=["play R5", "draw"], hand=["R5"])
            expect(made.page.get_by_test_id("opponent-1").locator(".seat-name")).to_contain_text("بوٹ 2")
        finally:
            test_decisions.PLAYERS = original
    finally:
        made.context.close()


def _new_friend_game(page: Page, server: Server) -> None:
    page.goto(server.url + "/")
    wait_ready(page)
    more_ways(page, "Alice")
    page.get_by_test_id("opponent-friend").check()
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("invite-link")).to_be_visible(timeout=20_000)


def test_waiting_for_a_friend_shows_only_the_invitation(browser: Browser, server: Server, artifacts: Path) -> None:
    """Bug 3: no draft prompt, no empty seat with a turn ring, no narration while the friend is not there."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    try:
        _new_friend_game(page, server)
        expect(page.get_by_test_id("waiting")).to_contain_text("Waiting for your friend to join")
        expect(page.get_by_test_id("join-code-display")).to_have_text(re.compile(r"^\S{8}$"))
        for gone in ("prompt-text", "controls", "event-log", "opponent-1", "hand"):
            expect(page.get_by_test_id(gone)).to_have_count(0)
        expect(page.locator("body")).not_to_contain_text("(offline)")
        code = page.get_by_test_id("join-code-display").bounding_box()
        button = page.get_by_test_id("copy-code").bounding_box()
        assert code and button
        gap = button["x"] - (code["x"] + code["width"])
        assert gap >= 4 or button["y"] >= code["y"] + code["height"], "the copy button touches the code"
        page.screenshot(path=str(artifacts / "table-waiting-phone.png"))
    finally:
        context.close()


def test_unknown_games_say_so_once(browser: Browser, server: Server) -> None:
    """Bug 7: one clear message, no reconnecting."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    try:
        page.goto(server.url + "/watch/noSuchGame42")
        wait_ready(page)
        expect(page.get_by_test_id("table-fatal")).to_have_text(re.compile("No such game"))
        body = page.locator("body")
        for text in ("Disconnected", "Connecting", "Reconnecting"):
            expect(body).not_to_contain_text(text)
        page.goto(server.url + "/game/noSuchGame42")
        wait_ready(page)
        expect(page.get_by_test_id("table-fatal")).to_have_text(re.compile("No such game"))
        expect(body).not_to_contain_text("You have no seat")
    finally:
        context.close()


def test_a_game_without_a_seat_says_so_once(browser: Browser, server: Server) -> None:
    """A real game opened with a token that holds no seat in it (the server answers no_seat): one clear
    message, no reconnecting loop."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    try:
        created = json.loads(page.request.post(server.url + "/api/games", data={"ruleset": "duo", "opponent": "bot"},
                                               headers={"Origin": server.url}).text())
        other = browser.new_context(viewport=PHONE)
        try:
            stranger = other.new_page()
            frames: list[str] = []
            stranger.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(str(f))))
            # A token this game does not know (e.g. left from an old server), stored as the page stores seats.
            stranger.goto(server.url + "/")
            wait_ready(stranger)
            stranger.evaluate("""game => localStorage.setItem("unoduo.seats", JSON.stringify(
                {[game]: {seat: 1, token: "x".repeat(43), saved: Date.now()}}))""", created["game"])
            stranger.goto(server.url + f"/game/{created['game']}")
            wait_ready(stranger)
            expect(stranger.get_by_test_id("table-fatal")).to_have_text(re.compile("does not hold a seat"))
            stranger.wait_for_timeout(1500)
            hellos = [f for f in frames if "no_seat" in f]
            assert len(hellos) == 1, f"the page kept reconnecting: {len(hellos)} no_seat replies"
            for text in ("Connecting", "Reconnecting"):
                expect(stranger.locator("body")).not_to_contain_text(text)
        finally:
            other.close()
    finally:
        context.close()


def test_a_full_audience_is_said_once_without_reconnecting(browser: Browser, tmp_path: Path) -> None:
    """A spectator refused by the server's cap sees the server's reason once; the page does not
    hammer the server by reconnecting."""
    capped = Server(tmp_path, ["--limit", "max_spectators_per_game=1"])
    capped.start()
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        created = json.loads(page.request.post(capped.url + "/api/games", data={"ruleset": "duo", "opponent": "bot"},
                                               headers={"Origin": capped.url}).text())
        first = context.new_page()  # the one spectator this server admits per game
        first.goto(capped.url + f"/watch/{created['game']}")
        wait_ready(first)
        expect(first.get_by_text(re.compile("you are watching", re.IGNORECASE)).first).to_be_visible()
        frames: list[str] = []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(str(f))))

        def late_app(route: Route) -> None:
            # as on a slow machine: the page's early socket is refused and closed before the app arrives
            time.sleep(1.0)
            route.continue_()

        page.route("**/static/bundle/app.js", late_app)
        page.goto(capped.url + f"/watch/{created['game']}")
        wait_ready(page)
        expect(page.get_by_test_id("table-fatal")).to_have_text(re.compile("spectators"))
        page.wait_for_timeout(1500)
        assert sum("too_many_spectators" in f for f in frames) == 1
        expect(page.locator("body")).not_to_contain_text("Reconnecting")
    finally:
        context.close()
        capped.stop()


# ---------------------------------------------------------------- classic: the seats around the table


def _classic_table(browser: Browser, server: Server, viewport: ViewportSize, players: int,
                   lang: str = "en") -> tuple[Any, Page]:  # fmt: skip
    """A classic game against bots, started from the home page; returns once the deal has landed.

    Under reduced motion: the layout is what is measured, and the deal's animation (seconds for ten seats, on
    each of several pages) would only be waited for; the animations are tested above and by test_motion_js.py."""
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    context.add_init_script(f"localStorage.setItem('unoduo.lang', {json.dumps(lang)})")
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    more_ways(page)
    page.click("[data-testid=ruleset-classic]")
    page.fill("[data-testid=players]", str(players))
    page.click("[data-testid=start-game]")
    page.wait_for_selector("[data-testid=table]")
    for seat in range(1, players):
        expect(page.get_by_test_id(f"opponent-{seat}")).to_be_visible()
    settle(page)
    return context, page


def _box(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])  # fmt: skip


def test_classic_opponents_sit_around_the_table_on_a_laptop(browser: Browser, server: Server) -> None:
    """Six players on a laptop: the five opponents sit on an arc around the piles (left side, top, right side),
    not on one line, and no seat box covers another seat or the piles."""
    context, page = _classic_table(browser, server, LAPTOP, 6)
    try:
        seats = [_box(page, f"[data-testid=opponent-{seat}]") for seat in range(1, 6)]
        piles = [_box(page, "[data-testid=draw-pile]"), _box(page, "[data-testid=top-card]")]
        middles = [(s["x"] + s["width"] / 2, s["y"] + s["height"] / 2) for s in seats]
        assert len({round(y) for _, y in middles}) >= 3, f"seats on one line: {middles}"
        pile_left = min(p["x"] for p in piles)
        pile_right = max(p["x"] + p["width"] for p in piles)
        assert any(x < pile_left for x, _ in middles) and any(x > pile_right for x, _ in middles), middles
        # In play order after seat 0: from the left side over the top to the right side.
        xs = [x for x, _ in middles]
        assert xs == sorted(xs), f"seats not in play order from left to right: {xs}"
        for i, seat in enumerate(seats):
            for other in seats[i + 1 :]:
                assert not _overlap(seat, other), (seat, other)
            for pile in piles:
                assert not _overlap(seat, pile), (seat, pile)
    finally:
        context.close()


@pytest.mark.parametrize("players", [3, 4, 6, 10])
def test_classic_table_screenshots(browser: Browser, server: Server, artifacts: Path, players: int) -> None:
    """Classic with 3, 4, 6 and 10 players on a laptop and a phone (screenshots to look at): the hand stays in view,
    no seat covers another and nothing overflows sideways, also at 360 px."""
    for device, viewport in (("laptop", LAPTOP), ("phone", PHONE), ("narrow", NARROW)):
        context, page = _classic_table(browser, server, viewport, players)
        try:
            page.screenshot(path=str(artifacts / f"table-classic-{players}-{device}.png"))
            assert in_viewport(page, "[data-testid=hand] button.card"), f"{players} {device}: hand out of view"
            seats = [_box(page, f"[data-testid=opponent-{seat}]") for seat in range(1, players)]
            for i, seat in enumerate(seats):
                for other in seats[i + 1 :]:
                    assert not _overlap(seat, other), f"{players} {device}: {seat} {other}"
            width = page.evaluate("() => [document.scrollingElement.scrollWidth, innerWidth]")
            assert width[0] <= width[1], f"{players} {device}: horizontal overflow {width}"
        finally:
            context.close()


def test_classic_seats_are_mirrored_in_urdu(browser: Browser, server: Server, artifacts: Path) -> None:
    """Right to left, play order runs from the player's right over the top to the left."""
    context, page = _classic_table(browser, server, LAPTOP, 6, lang="ur")
    try:
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
        page.screenshot(path=str(artifacts / "table-classic-6-laptop-ur.png"))
        xs = [_box(page, f"[data-testid=opponent-{seat}]")["x"] for seat in range(1, 6)]
        assert xs == sorted(xs, reverse=True), f"seats not in play order from right to left: {xs}"
    finally:
        context.close()
