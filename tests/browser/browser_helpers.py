"""Playing the browser game from a test: one decision at a time, by clicks or by keys, as a person would.

Every choice is made from what the page shows (the enabled cards and the action buttons), never from the
protocol, so the tests exercise the front end's reading of ``decision`` and ``legal``.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route, expect

REPO = Path(__file__).resolve().parents[2]
#: Where the browser tests write their screenshots (git-ignored); docs/img/ holds copies of the ones the docs show.
ARTIFACTS = REPO / "test-artifacts"
TIMEOUT_MS = 20_000
START_TIMEOUT = 120  # seconds for `unoduo serve` to answer


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """A real ``unoduo serve`` subprocess on a free port with its own SQLite file; can be killed and restarted."""

    def __init__(self, tmp: Path, extra: list[str] | None = None, env: dict[str, str] | None = None) -> None:
        self.extra = list(extra or [])  # more `unoduo serve` arguments, e.g. ["--limit", "NAME=VALUE"]
        self.env = {**os.environ, **(env or {})}  # e.g. UNODUO_SOURCE_MODULES=1
        self.port = free_port()
        self.db = tmp / "db.sqlite3"
        self.log = tmp / "server.log"
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        command = [
            sys.executable,
            "-m",
            "unoduo.cli.main",
            "serve",
            "--port",
            str(self.port),
            "--db",
            f"sqlite:///{self.db}",
            "--bot-delay",
            "0",
            *self.extra,
        ]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, cwd=REPO, stdout=log, stderr=subprocess.STDOUT, env=self.env)
        # Generous: on a loaded machine (CI runs a process per core) a server's start-up alone takes many seconds.
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"unoduo serve exited with {self.process.returncode}: {self.log.read_text()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/meta", timeout=1) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        self.kill()  # not left running behind the failed test
        raise RuntimeError(f"unoduo serve did not answer in {START_TIMEOUT} s: {self.log.read_text()}")

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as in a crash."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)
        self.process = None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None


# Resolves to "over", "round" or "turn" once this page has something to do.
_WAIT_JS = """() => {
  const table = document.querySelector('[data-testid=table]');
  if (!table) return false;
  if (document.querySelector('[data-testid=match-over]')) return 'over';
  if (document.querySelector('[data-testid=round-over]')) return 'round';
  if (table.dataset.myTurn === 'true' && table.dataset.sending !== 'true') return 'turn';
  return false;
}"""

_NOT_WAITING_JS = """() => {
  const table = document.querySelector('[data-testid=table]');
  return !!table && table.dataset.seq !== '-1' && table.dataset.status !== 'waiting';
}"""

_ADVANCED_JS = """(seq) => {
  const table = document.querySelector('[data-testid=table]');
  return (table && Number(table.dataset.seq) > seq && table.dataset.sending !== 'true')
    || !!document.querySelector('[data-testid=table-error]');
}"""

HAND_ENABLED = "[data-testid=hand] button.card:not([disabled])"


def wait_ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready=true]", timeout=TIMEOUT_MS)


def wait_started(page: Page) -> None:
    page.wait_for_function(_NOT_WAITING_JS, timeout=TIMEOUT_MS)


def seq_of(page: Page) -> int:
    return int(page.get_by_test_id("table").get_attribute("data-seq") or "-1")


def decision_of(page: Page) -> str:
    return page.get_by_test_id("table").get_attribute("data-decision") or ""


def wait_for_something(page: Page, timeout: int = TIMEOUT_MS) -> str:
    """Wait until it is this page's turn, or a round or the match is over; say which."""
    handle = page.wait_for_function(_WAIT_JS, timeout=timeout)
    return str(handle.json_value())


def my_turn(page: Page) -> bool:
    return bool(page.evaluate(_WAIT_JS) == "turn")


def _wait_advanced(page: Page, seq: int, done: str = "") -> None:
    """Wait until the action made at ``seq`` came back as a new state; else fail saying what the page showed."""
    try:
        page.wait_for_function(_ADVANCED_JS, arg=seq, timeout=TIMEOUT_MS)
    except Exception as error:
        table = page.get_by_test_id("table")
        attributes = {name: table.get_attribute(f"data-{name}") for name in ("seq", "decision", "my-turn", "sending")}
        raise AssertionError(f"no progress after {seq}:{done}; table {attributes}") from error
    errors = page.get_by_test_id("table-error")
    assert errors.count() == 0, errors.inner_text()


def _visible(page: Page, testid: str) -> bool:
    loc = page.get_by_test_id(testid)
    return loc.count() > 0 and loc.first.is_visible()


# A point of the card that is not covered by another card (the fan overlaps them), or null.
_VISIBLE_POINT_JS = """(card) => {
  const r = card.getBoundingClientRect();
  for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
    for (let fx = 0.05; fx < 1; fx += 0.05) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('button.card') === card) return {x, y};
    }
  }
  return null;
}"""


# The hand's cards that have no point a tap would reach (covered by neighbours, an overlay or a left-over clone).
_HAND_CARDS_WITHOUT_A_TAPPABLE_POINT_JS = f"""() => [...document.querySelectorAll('[data-testid=hand] button.card')]
  .filter((card) => !({_VISIBLE_POINT_JS})(card)).map((card) => card.dataset.card)"""


def assert_every_hand_card_tappable(page: Page) -> None:
    """Every card of the hand shows a part that a tap hits (call it once the cards have come to rest)."""
    hidden = page.evaluate(_HAND_CARDS_WITHOUT_A_TAPPABLE_POINT_JS)
    assert not hidden, f"hand cards with no tappable part: {hidden}"


def click_card(card: Any) -> None:
    """Click a card of the fanned hand where a person sees it (the next card overlaps part of it)."""
    card.scroll_into_view_if_needed()
    # Cards may still be flying in (motion.js): aim once they are in place, as a person would.
    card.page.wait_for_function(
        "() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect"
        " && a.effect.target && a.effect.target.closest && a.effect.target.closest('[data-testid=hand]'))",
        timeout=TIMEOUT_MS,
    )
    handle = card.element_handle()
    handle.wait_for_element_state("stable")
    # Something else may still cover it for a moment (a card flying over the hand from the pile, in a layer of
    # its own): wait until a part of it shows, as a person would, rather than judging one frame.
    try:
        found = card.page.wait_for_function(
            f"(card) => ({_VISIBLE_POINT_JS})(card)", arg=handle, timeout=TIMEOUT_MS * 3
        )
    except Exception as error:
        raise AssertionError(f"no visible part of {card.get_attribute('data-card')}") from error
    point = found.json_value()
    card.page.mouse.click(point["x"], point["y"])


def settle(page: Page, timeout: float = 60_000) -> None:
    """Wait until no animation runs (the deal, a card in flight, a move taken back), for measuring and for
    screenshots. The timeout is generous: on a loaded machine the page's frames come late, and animations end
    late with them."""
    page.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running')", timeout=timeout)


def seed_new_games(page: Page, seed: int) -> None:
    """Make every game this page creates (``POST /api/games``, from the home page's form) carry the deal seed
    ``seed``, so a test that plays a round by clicks plays the same round every run. The API takes a chosen seed
    for a game against bots, and for any game on a server started with ``--limit allow_chosen_seed=true`` (the
    browser tests' shared server)."""

    def with_seed(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        body = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**body, "seed": seed}))

    page.route("**/api/games", with_seed)


def act_by_clicks(page: Page, rng: random.Random) -> str:
    """Make one decision with the mouse; return what was done (for failure messages)."""
    seq = seq_of(page)
    decision = decision_of(page)
    done = _click_decision(page, rng, decision)
    _wait_advanced(page, seq, f"{decision}:{done}")
    return f"{seq}:{decision}:{done}"


def _click_decision(page: Page, rng: random.Random, decision: str) -> str:
    if decision == "color":
        color = rng.choice("RYGB")
        page.get_by_test_id(f"color-{color}").click()
        return f"color {color}"
    if decision == "draft":
        choice = rng.choice(["keep", "reject"])
        page.get_by_test_id(f"action-{choice}").click()
        return choice
    if decision == "challenge":
        choice = rng.choice(["challenge", "accept"])
        page.get_by_test_id(f"action-{choice}").click()
        return choice
    if decision == "catch":
        choice = rng.choice(["catch", "ignore"])
        page.get_by_test_id(f"action-{choice}").click()
        return choice
    if decision == "dump" or (decision == "turn" and _visible(page, "action-start-dump") and rng.random() < 0.5):
        if decision == "turn":
            page.get_by_test_id("action-start-dump").click()
        if _visible(page, "dump-builder") and rng.random() < 0.7:
            return _click_dump(page, rng)
        if decision == "turn":
            page.get_by_test_id("dump-cancel").click()
        else:
            page.get_by_test_id("action-nodump").click()
            return "nodump"
    cards = page.locator(HAND_ENABLED)
    count = cards.count()
    fallback = "action-draw" if _visible(page, "action-draw") else "action-pass"
    if count and (rng.random() < 0.85 or not _visible(page, fallback)):
        if _visible(page, "action-uno") and rng.random() < 0.8:
            page.get_by_test_id("action-uno").click()
            expect(page.get_by_test_id("action-uno")).to_have_attribute("aria-pressed", "true")
        card = cards.nth(rng.randrange(count))
        code = card.get_attribute("data-card") or ""
        click_card(card)
        if code in ("W", "W+4"):
            picker = page.get_by_test_id("wild-color-picker")
            picker.wait_for(timeout=TIMEOUT_MS)
            color = rng.choice("RYGB")
            picker.get_by_test_id(f"color-{color}").click()
            return f"play {code} {color}"
        return f"play {code}"
    page.get_by_test_id(fallback).click()
    return fallback


def _click_dump(page: Page, rng: random.Random) -> str:
    """Choose the dump's order card by card (random), then lay it."""
    order = []
    unpicked = "[data-testid=hand] button.card:not([disabled]):not([aria-pressed=true])"
    if page.locator(unpicked).count() == 1:
        # A single card to dump is dumped by one click (with the UNO call first, if wanted).
        if _visible(page, "action-uno") and rng.random() < 0.8:
            page.get_by_test_id("action-uno").click()
        card = page.locator(unpicked).first
        code = card.get_attribute("data-card")
        click_card(card)
        return f"dump {code}"
    while page.locator(unpicked).count():
        cards = page.locator(unpicked)
        card = cards.nth(rng.randrange(cards.count()))
        code = card.get_attribute("data-card")
        click_card(card)
        order.append(code)
        expect(page.locator("[data-testid=hand] button.card[aria-pressed=true]")).to_have_count(len(order))
    if _visible(page, "action-uno") and rng.random() < 0.8:
        page.get_by_test_id("action-uno").click()
    page.get_by_test_id("action-dump").click()
    return "dump " + " ".join(str(c) for c in order)


# The shortcut keys of the decisions answered by one key: colour, keep/reject, challenge/accept, catch/ignore.
_ANSWER_KEYS = {"color": "rygb", "draft": "kr", "challenge": "ca", "catch": "ci"}


def act_by_keys(page: Page, rng: random.Random) -> str:
    """Make one decision with the keyboard only (shortcut keys, arrows and Enter)."""
    seq = seq_of(page)
    decision = decision_of(page)
    keyboard = page.keyboard
    done: str
    if decision in _ANSWER_KEYS:
        done = rng.choice(_ANSWER_KEYS[decision])
        keyboard.press(done)
    elif decision == "dump":
        done = "n"
        keyboard.press("n")
    else:
        count = page.locator(HAND_ENABLED).count()
        can_pass = _visible(page, "action-draw") or _visible(page, "action-pass")
        if count and (rng.random() < 0.85 or not can_pass):
            keyboard.press("h")
            for _ in range(rng.randrange(count)):
                keyboard.press("ArrowRight")
            focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.card")
            assert focused, "the arrow keys left the hand"
            if _visible(page, "action-uno") and rng.random() < 0.8:
                keyboard.press("u")
                expect(page.get_by_test_id("action-uno")).to_have_attribute("aria-pressed", "true")
            keyboard.press("Enter")
            done = f"play {focused}"
            if focused in ("W", "W+4"):
                page.get_by_test_id("wild-color-picker").wait_for(timeout=TIMEOUT_MS)
                color = rng.choice("rygb")
                keyboard.press(color)
                done += f" {color}"
        elif _visible(page, "action-draw"):
            done = "d"
            keyboard.press("d")
        else:
            done = "k (keep the drawn card)"
            keyboard.press("k")
    _wait_advanced(page, seq, f"{decision}:{done}")
    return f"{seq}:{decision}:{done}"


def no_horizontal_scroll(page: Page) -> bool:
    return bool(page.evaluate("() => document.scrollingElement.scrollWidth <= window.innerWidth"))


def dom_cards(page: Page, scope: str = "body") -> list[str]:
    """Card codes of every card drawn inside ``scope`` (face-up cards carry data-card)."""
    return [str(c) for c in page.eval_on_selector_all(f"{scope} [data-card]", "els => els.map(e => e.dataset.card)")]


class FrameLog:
    """Every WebSocket message a page received: what the server let this seat know."""

    def __init__(self, page: Page) -> None:
        self.messages: list[dict[str, Any]] = []
        page.on("websocket", self._attach)

    def _attach(self, ws: Any) -> None:
        ws.on("framereceived", self._received)

    def _received(self, payload: Any) -> None:
        try:
            self.messages.append(json.loads(payload))
        except (TypeError, ValueError):
            pass

    def knowable_cards(self) -> set[str]:
        """Every card code that appeared in a view sent to this page (own hand, public piles, own events)."""
        known: set[str] = set()
        for msg in self.messages:
            view = msg.get("view") if msg.get("type") == "state" else None
            if not view:
                continue
            known.update(view.get("hand") or [])
            known.update(view.get("discard") or [])
            known.update(view.get("known_bottom") or [])
            for key in ("top", "candidate", "drawn"):
                if view.get(key):
                    known.add(view[key])
            for event in view.get("events") or []:
                known.update(event.get("cards") or [])
        return known


COLOR_WORDS = {"R": "Red", "Y": "Yellow", "G": "Green", "B": "Blue"}
RANK_WORDS = {"S": "Skip", "R": "Reverse", "+2": "Draw 2"}


def card_words(code: str) -> str:
    """The English name the page uses for a card ("Red 5", "Blue Draw 2", "Wild Draw 4")."""
    if code == "W":
        return "Wild"
    if code == "W+4":
        return "Wild Draw 4"
    rank = code[1:]
    return f"{COLOR_WORDS[code[0]]} {RANK_WORDS.get(rank, rank)}"


def sync_pages(pages: list[Page]) -> None:
    """Wait until every page shows the latest state either of them has seen, with nothing being sent."""
    latest = max(seq_of(p) for p in pages)
    for page in pages:
        page.wait_for_function(
            """(seq) => { const t = document.querySelector('[data-testid=table]');
                          return t && Number(t.dataset.seq) >= seq && t.dataset.sending !== 'true'; }""",
            arg=latest,
        )


def turn_page(pages: list[Page]) -> Page:
    """The page whose seat must act, once every page shows the same (latest) state of the game."""
    sync_pages(pages)
    for page in pages:
        if page.get_by_test_id("table").get_attribute("data-my-turn") == "true":
            return page
    raise AssertionError("no page is to act")


def page_to_act(pages: list[Page]) -> Page | None:
    """The page whose seat must act, or None once the match is over. A page may show the latest state a moment
    before it shows whose turn it is (the two pages may follow the game through two processes), and the match
    may end between two looks: wait for either."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while True:
        if any(p.get_by_test_id("match-over").count() for p in pages):
            return None
        try:
            return turn_page(pages)
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def more_ways(page: Page, name: str | None = "Ada") -> None:
    """On the start page: type ``name`` (None: leave the field as it is) and open "More ways to play", where the
    whole new-game form is (ruleset, opponent, bot level, players, rule options)."""
    if name is not None:
        page.get_by_test_id("name").fill(name)
    more = page.get_by_test_id("more-ways")
    if more.get_attribute("open") is None:
        more.locator("summary").first.click()
    expect(page.get_by_test_id("start-game")).to_be_visible()
