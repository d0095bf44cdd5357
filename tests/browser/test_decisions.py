"""Every decision of RULES.md through the table's controls, deterministically: the page's WebSocket is answered by
a scripted stand-in (Playwright's route_web_socket) that sends one crafted view and records the action text the
page sends back. The real server still serves the page, /api/meta and the catalogs.

Like the real server, each scripted state carries the words and controls of ``unoduo.present`` (``narration``,
``choices``, ``prompt``), built here from the crafted view, so they cannot drift from what the server sends."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_helpers import Server, click_card, wait_ready
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from unoduo.core import Action, Card, Event, View
from unoduo.core.cards import COLORS, card
from unoduo.core.results import RoundResult
from unoduo.present import Narrator, choices, prompt

GAME = "decisionTest"
PLAYERS = [
    {"seat": 0, "name": "Ann", "kind": "human", "connected": True, "difficulty": None, "away": False},
    {"seat": 1, "name": "Bot", "kind": "bot", "connected": True, "difficulty": "easy", "away": False},
]


def make_view(**changes: Any) -> dict[str, Any]:
    """A Duo view of seat 0 (fields of unoduo.core.View.to_dict), to be adjusted per decision."""
    view: dict[str, Any] = {
        "ruleset": "duo", "options": {}, "players": 2, "seat": 0, "round": 1, "round_first": 0, "direction": 1,
        "decision": "turn", "to_act": 0, "legal": [], "hand": [], "hand_sizes": [0, 7], "top": "R3", "color": "R",
        "pending_draw": 0, "discard": ["R3"], "draw_pile": 80, "known_bottom": [], "candidate": None, "drawn": None,
        "dump_color": None, "scores": [0, 0], "start_scores": [0, 0], "rounds": [], "match_over": False,
        "winner": None, "events": [],
    }  # fmt: skip
    view.update(changes)
    view["hand_sizes"] = [len(view["hand"]), view["hand_sizes"][1]]
    return view


NAMES = ("Ann", "Bot")  # what the narration calls the seats (PLAYERS' names)


def core_view(data: dict[str, Any]) -> View:
    """The crafted view as the engine's View (the value unoduo.present reads)."""

    def code(c: str | None) -> Card | None:
        return None if c is None else card(c)

    def color(c: str | None) -> int | None:
        return None if c is None else COLORS.index(c)

    def event(e: dict[str, Any]) -> Event:
        return Event(e["kind"], e.get("seat"), tuple(card(c) for c in e.get("cards", ())), e.get("count", 0),
                     e.get("private_to"), e.get("info"))  # fmt: skip

    return View(
        ruleset=data["ruleset"], options=data["options"], players=data["players"], seat=data["seat"],
        round=data["round"], round_first=data["round_first"], direction=data["direction"],
        decision=data["decision"], to_act=data["to_act"], legal=tuple(Action.parse(a) for a in data["legal"]),
        hand=tuple(card(c) for c in data["hand"]), hand_sizes=tuple(data["hand_sizes"]), top=code(data["top"]),
        color=color(data["color"]), pending_draw=data["pending_draw"], discard=tuple(card(c) for c in data["discard"]),
        draw_pile=data["draw_pile"], known_bottom=tuple(card(c) for c in data["known_bottom"]),
        candidate=code(data["candidate"]), drawn=code(data["drawn"]), dump_color=color(data["dump_color"]),
        scores=tuple(data["scores"]), start_scores=tuple(data["start_scores"]),
        rounds=tuple(RoundResult(**r) for r in data["rounds"]), match_over=data["match_over"],
        winner=data["winner"], events=tuple(event(e) for e in data["events"]),
        jump_in=tuple(Action.parse(a) for a in data.get("jump_in", ())),
    )  # fmt: skip


def presented(data: dict[str, Any]) -> dict[str, Any]:
    """The state message's words and controls for the crafted view, from unoduo.present as the server builds them."""
    seen = core_view(data)
    asked = prompt(seen, NAMES)
    narrator = Narrator(NAMES, seen.seat, seen.ruleset)  # one per state: events_from is always 0 here
    return {
        "narration": [None if m is None else m.to_json() for m in map(narrator.narrate, seen.events)],
        "choices": [c.to_json() for c in choices(seen, NAMES)],
        "prompt": None if asked is None else asked.to_json(),
    }


class FakeServer:
    """Answers the page's WebSocket: welcome + the given state, then records each action and moves on."""

    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.sent: list[str] = []
        self.seq = 5
        self.view = make_view()
        self.last: dict[str, Any] | None = None
        self.socket: WebSocketRoute | None = None
        self.reply: Callable[[str], dict[str, Any] | None] = lambda action: None
        self.welcome_extra: dict[str, Any] = {}  # more fields of the welcome (e.g. card_points)

    def connect(self, ws: WebSocketRoute) -> None:
        self.socket = ws
        ws.on_message(lambda message: self._message(ws, message))

    def _message(self, ws: WebSocketRoute, message: str | bytes) -> None:
        msg = json.loads(message)
        if msg["type"] == "hello":
            assert msg["game"] == GAME and msg["token"] == "t0k3n"
            welcome = {"type": "welcome", "protocol": 2, "game": GAME, "seat": 0, "ruleset": "duo",
                       "join_code": None, "invite_url": None, "status": "playing", "players": PLAYERS,
                       **self.welcome_extra}  # fmt: skip
            ws.send(json.dumps(welcome))
            self.push()
        elif msg["type"] == "action":
            assert msg["seq"] == self.seq
            self.sent.append(msg["action"])
            error = self.reply(msg["action"])
            if error:
                ws.send(json.dumps(error))
                return
            self.seq += 1
            self.last = {"seat": 0, "action": msg["action"]}
            self.view = make_view(to_act=1, decision="turn", hand=self.view["hand"])
            self.push(ack={"seq": self.seq, "action": msg["action"]})

    def push(self, ack: dict[str, Any] | None = None) -> None:
        state = {"type": "state", "seq": self.seq, "status": "playing", "events_from": 0, "view": self.view,
                 "players": PLAYERS, "last": self.last, "deadline": None, **presented(self.view),
                 "chosen_setup": False, "ack": ack}  # fmt: skip
        assert self.socket is not None
        self.socket.send(json.dumps(state))

    def show(self, **changes: Any) -> None:
        """Open the table on a view with these changes (seat 0 to act)."""
        self.view = make_view(**changes)
        self.page.goto(f"{self.base_url}/game/{GAME}")
        wait_ready(self.page)
        expect(self.page.get_by_test_id("table")).to_have_attribute("data-seq", str(self.seq))

    def wait_sent(self) -> str:
        """The action the page sent (the table moves to the next state once it is answered)."""
        expect(self.page.get_by_test_id("table")).to_have_attribute("data-my-turn", "false")
        assert len(self.sent) == 1, self.sent
        return self.sent[0]


@pytest.fixture(scope="module")
def table_page(browser: Browser, server: Server) -> Iterator[tuple[Page, list[FakeServer]]]:
    """One page for the module; this browser holds seat 0 of GAME; its WebSocket goes to the current stand-in."""
    context = browser.new_context()
    seats = json.dumps({GAME: {"seat": 0, "token": "t0k3n"}})
    context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(seats)})")
    page = context.new_page()
    current: list[FakeServer] = []
    page.route_web_socket("**/ws", lambda ws: current[-1].connect(ws))
    yield page, current
    context.close()


@pytest.fixture
def fake(table_page: tuple[Page, list[FakeServer]], server: Server) -> FakeServer:
    page, current = table_page
    stand_in = FakeServer(page, server.url)
    current.append(stand_in)
    return stand_in


@pytest.fixture
def page(table_page: tuple[Page, list[FakeServer]]) -> Page:
    """The module's page (instead of pytest-playwright's page of a fresh context)."""
    return table_page[0]


def hand_card(page: Page, code: str) -> Any:
    return page.get_by_test_id(f"hand-card-{code}")


def test_draft_keep_or_reject(page: Page, fake: FakeServer) -> None:
    fake.show(decision="draft", legal=["keep", "reject"], hand=["B2"], candidate="G7", top=None, color=None,
              discard=["Y9"])  # fmt: skip
    expect(page.get_by_test_id("candidate-card")).to_have_attribute("aria-label", "Green 7")
    expect(page.get_by_test_id("prompt-text")).to_have_text(
        "Draft pick 9 of 14: keep green 7, or reject it and take the next card unseen."
    )
    expect(page.get_by_test_id("action-keep")).to_have_text("Keep it K")
    page.keyboard.press("r")
    assert fake.wait_sent() == "reject"


def test_colour_of_a_turned_up_wild(page: Page, fake: FakeServer) -> None:
    fake.show(decision="color", legal=["color R", "color Y", "color G", "color B"], hand=["B2", "R4"], top="W",
              color=None)  # fmt: skip
    expect(page.get_by_test_id("turnup-color-picker")).to_be_visible()
    page.get_by_test_id("color-Y").click()
    assert fake.wait_sent() == "color Y"


def test_unplayable_cards_are_dimmed_and_d_draws(page: Page, fake: FakeServer) -> None:
    fake.show(legal=["play R5", "draw"], hand=["R5", "G7", "B+2"])
    for code in ("G7", "B+2"):
        card = hand_card(page, code)
        expect(card).to_be_disabled()
        expect(card).to_have_attribute("aria-disabled", "true")
    expect(hand_card(page, "R5")).to_have_attribute("aria-disabled", "false")
    # Tab reaches the playable card and skips the others.
    page.keyboard.press("h")
    expect(hand_card(page, "R5")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(hand_card(page, "R5")).to_be_focused()
    page.keyboard.press("d")
    assert fake.wait_sent() == "draw"


def test_wild_with_colour_and_uno_call(page: Page, fake: FakeServer) -> None:
    wilds = [f"play W {c}" for c in "RYGB"]
    fake.show(legal=["play R5", "play R5 uno", *wilds, *(w + " uno" for w in wilds), "draw"], hand=["R5", "W"])
    uno = page.get_by_test_id("action-uno")
    expect(uno).to_have_attribute("aria-pressed", "false")
    uno.click()
    expect(uno).to_have_attribute("aria-pressed", "true")
    click_card(hand_card(page, "W"))
    page.get_by_test_id("wild-color-picker").get_by_test_id("color-G").click()
    assert fake.wait_sent() == "play W G uno"


def test_forgetting_uno_is_possible(page: Page, fake: FakeServer) -> None:
    fake.show(legal=["play R5", "play R5 uno", "draw"], hand=["R5", "G7"])
    page.keyboard.press("h")
    page.keyboard.press("Enter")
    assert fake.wait_sent() == "play R5"


def test_after_drawing_keep_the_card(page: Page, fake: FakeServer) -> None:
    fake.show(decision="after_draw", legal=["play B2", "pass"], hand=["B2", "G7"], drawn="B2", top="B5", color="B")
    expect(hand_card(page, "B2")).to_have_class(re.compile("card-drawn"))
    expect(hand_card(page, "G7")).to_be_disabled()
    # No key letters before a key was pressed (js/keyboard.js): "play it (P) or keep it (K)" without them.
    expect(page.get_by_test_id("prompt-text")).to_have_text("You drew blue 2: play it or keep it.")
    page.get_by_test_id("action-pass").click()
    assert fake.wait_sent() == "pass"


def test_dump_in_the_chosen_order(page: Page, fake: FakeServer) -> None:
    fake.show(decision="dump", legal=["dump B3 BS", "dump BS B3", "nodump"], hand=["R7", "B3", "BS", "W"], top="BR",
              color="B", dump_color="B")  # fmt: skip
    expect(page.get_by_test_id("dump-builder")).to_be_visible()
    expect(hand_card(page, "R7")).to_be_disabled()
    expect(hand_card(page, "W")).to_be_disabled()
    dump = page.get_by_test_id("action-dump")
    expect(dump).to_be_disabled()
    click_card(hand_card(page, "BS"))
    expect(hand_card(page, "BS")).to_have_attribute("aria-pressed", "true")
    expect(dump).to_be_disabled()
    click_card(hand_card(page, "B3"))
    expect(dump).to_be_enabled()
    dump.click()
    assert fake.wait_sent() == "dump BS B3"


def test_dump_with_uno_and_nodump_key(page: Page, fake: FakeServer) -> None:
    fake.show(decision="dump", legal=["dump B3", "dump B3 uno", "nodump"], hand=["B3", "G1", "Y2"], top="BR",
              color="B", dump_color="B")  # fmt: skip
    page.keyboard.press("n")
    assert fake.wait_sent() == "nodump"


def test_volley_shows_the_pending_total(page: Page, fake: FakeServer) -> None:
    fake.last = {"seat": 1, "action": "play Y+2"}
    volley = [{"kind": "play", "seat": 0, "cards": ["R+2"], "count": 1}, {"kind": "play", "seat": 1, "cards": ["Y+2"],
              "count": 1}]  # fmt: skip
    fake.show(decision="volley", legal=["play G+2", "draw"], hand=["G+2", "R1"], top="Y+2", color="Y", pending_draw=4,
              events=volley)  # fmt: skip
    expect(page.get_by_test_id("pending-draw")).to_contain_text("4")
    expect(page.get_by_test_id("prompt-text")).to_have_text(
        "\u2068Bot\u2069 stacked a Draw 2: you must take 4 or stack a Draw 2."
    )
    expect(page.get_by_test_id("action-draw")).to_have_text("Take 4 cards D")
    # The name is isolated (U+2068 ... U+2069) so that a name in any script keeps its direction.
    expect(page.get_by_test_id("announce")).to_contain_text("\u2068Bot\u2069 stacked yellow Draw 2: 4 cards to take.")
    expect(page.get_by_test_id("last-action")).to_have_text("\u2068Bot\u2069 stacked yellow Draw 2: 4 cards to take.")
    expect(page.get_by_test_id("event-log")).to_contain_text("You played red Draw 2: 2 cards to take.")
    expect(hand_card(page, "R1")).to_be_disabled()
    click_card(hand_card(page, "G+2"))
    assert fake.wait_sent() == "play G+2"


def test_challenge_then_see_the_revealed_hand(page: Page, fake: FakeServer) -> None:
    fake.show(decision="challenge", legal=["challenge", "accept"], hand=["R1", "G4"], top="W+4", color="G",
              pending_draw=4)  # fmt: skip
    page.get_by_test_id("action-challenge").click()
    assert fake.wait_sent() == "challenge"
    reveal = {"kind": "reveal", "seat": 1, "cards": ["R2", "B5"], "private_to": 0}
    result = {"kind": "challenge_result", "seat": 1, "info": "illegal"}
    fake.view = make_view(events=[reveal, result], hand=["R1", "G4"], top="W+4", color="G", legal=["draw"])
    fake.seq += 1
    fake.push()
    shown = page.get_by_test_id("revealed-hand")
    expect(shown).to_be_visible()
    assert [c.get_attribute("data-card") for c in shown.locator("[data-card]").all()] == ["R2", "B5"]
    expect(page.get_by_test_id("event-log")).to_contain_text("The Wild Draw 4 was illegal")


def test_catch_a_missed_uno(page: Page, fake: FakeServer) -> None:
    fake.show(decision="catch", legal=["catch", "ignore"], hand=["R1", "G4"], hand_sizes=[2, 1])
    expect(page.get_by_test_id("hand-size-1")).to_contain_text("1 card")
    page.keyboard.press("c")
    assert fake.wait_sent() == "catch"


def test_illegal_answer_is_shown_and_stale_is_silent(page: Page, fake: FakeServer) -> None:
    answers: Iterator[dict[str, Any]] = iter(
        [
            {"type": "error", "code": "stale", "message": "old", "seq": 5, "reason": None},
            {"type": "error", "code": "illegal", "message": "R5 cannot be played now.", "seq": 5, "reason": "x"},
        ]
    )
    fake.reply = lambda action: next(answers, None)
    fake.show(legal=["play R5", "draw"], hand=["R5"])
    page.keyboard.press("d")
    expect(page.get_by_test_id("table")).to_have_attribute("data-sending", "false")
    expect(page.get_by_test_id("table-error")).to_have_count(0)
    page.keyboard.press("d")
    expect(page.get_by_test_id("table-error")).to_have_text("R5 cannot be played now.")
    assert fake.sent == ["draw", "draw"]


def test_a_card_key_plays_that_card(page: Page, fake: FakeServer) -> None:
    # Keys are the server's (unoduo.present.choices): a card's position in the hand.
    fake.show(legal=["play G7", "draw"], hand=["R5", "G7"], top="G3", color="G")
    page.keyboard.press("2")
    assert fake.wait_sent() == "play G7"


def test_p_or_its_number_plays_the_drawn_card(page: Page, fake: FakeServer) -> None:
    # The prompt says "play it (P) or keep it (K)".
    fake.show(decision="after_draw", legal=["play B2", "pass"], hand=["G7", "B2"], drawn="B2", top="B5", color="B")
    page.keyboard.press("p")
    assert fake.wait_sent() == "play B2"
    fake.sent.clear()
    fake.show(decision="after_draw", legal=["play B2", "pass"], hand=["G7", "B2"], drawn="B2", top="B5", color="B")
    page.keyboard.press("1")  # G7 cannot be played
    page.keyboard.press("2")
    assert fake.wait_sent() == "play B2"


def test_seven_o_swap_buttons(page: Page, fake: FakeServer) -> None:
    """House rule H12: after a 7 the player picks whose hand to swap with, one button per other seat."""
    fake.show(decision="swap", legal=["swap 1"], hand=["R8", "G2"], top="R7", options={"seven_o": True},
              hand_sizes=[2, 5])  # fmt: skip
    expect(page.get_by_test_id("prompt")).to_contain_text("You played a 7")
    button = page.get_by_test_id("action-swap-1")
    expect(button).to_contain_text("Swap hands with \u2068Bot\u2069 (5 cards)")  # the name, not the seat number
    button.click()
    assert fake.wait_sent() == "swap 1"


def test_jump_in_out_of_turn(page: Page, fake: FakeServer) -> None:
    """House rule H13: while another seat is to act, the identical card in hand can be played at once."""
    fake.show(to_act=1, decision="turn", hand=["R7", "G2"], top="R7", options={"jump_in": True},
              jump_in=["play R7"])  # fmt: skip
    expect(page.get_by_test_id("prompt")).to_contain_text("jump in")
    expect(page.get_by_test_id("hint-button")).to_have_count(0)  # the coach answers only on one's own turn
    click_card(hand_card(page, "R7"))
    for _ in range(100):
        if fake.sent:
            break
        page.wait_for_timeout(50)
    assert fake.sent == ["play R7"]
