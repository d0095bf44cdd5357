"""The replay viewer (/replay/<id>) shows what the engine says at every step: each seat's hand, the top card, the
active colour, the draw pile and the scores, checked against ``unoduo.core``'s own replay of the game's record, in
Duo and classic. Its controls work (play/pause, speed, jump to a round, step buttons, slider, Home/End), the arrow
keys step without scrolling the page, and errors are said in words.

Finished games are played on the test server by a WebSocket client choosing random legal actions against bots.
"""

from __future__ import annotations

import json
import random
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import TIMEOUT_MS, Server, wait_ready
from playwright.sync_api import Page, ViewportSize, expect
from websockets.sync.client import connect

from unoduo.core.record import Record, contract, parse_action_line

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1366, "height": 800}


def http_json(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        result: dict[str, Any] = json.loads(response.read())
    return result


def finished_game(server: Server, ruleset: str, players: int, options: dict[str, Any], seed: int) -> str:
    """Create a game against easy bots, play seat 0 at random over the WebSocket until the match ends."""
    body: dict[str, Any] = {
        "ruleset": ruleset,
        "opponent": "bot",
        "difficulty": "easy",
        "name": "Ada",
        "options": options,
        "seed": seed,
    }
    if ruleset == "classic":
        body["players"] = players
    created = http_json(server.url + "/api/games", body)
    game, token = created["game"], created["token"]
    rng = random.Random(seed)

    # Mostly play a card when one may be played (a random agent draws so often that matches get long).
    def choose(legal: list[str]) -> str:
        plays = [a for a in legal if a.startswith(("play", "dump"))]
        return rng.choice(plays if plays and rng.random() < 0.9 else legal)

    with connect(server.url.replace("http", "ws") + "/ws", open_timeout=10, max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}))
        last_send = 0.0
        for _ in range(20_000):
            message = json.loads(ws.recv(timeout=30))
            if message["type"] == "error":
                assert message.get("code") == "stale", message
                continue
            if message["type"] != "state":
                continue
            if message["status"] == "over":
                return str(game)
            view = message["view"]
            if view["legal"] and view["to_act"] == 0:
                # stay under the server's 20 messages a second per connection
                time.sleep(max(0.0, last_send + 0.055 - time.monotonic()))
                last_send = time.monotonic()
                ws.send(json.dumps({"type": "action", "seq": message["seq"], "action": choose(view["legal"])}))
    raise AssertionError("the match did not end")


def engine_story(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The engine's own replay of the record: the replay contract at the start and after every action."""
    rec = Record.from_dict(record)
    state = rec.start()

    def now() -> dict[str, Any]:
        c = contract(state)
        return {k: c[k] for k in ("round", "hands", "top", "color", "draw_pile", "scores", "match_over")}

    story = [now()]
    for line in rec.actions:
        seat, action = parse_action_line(line, state.players)
        state.apply(action, seat)
        story.append(now())
    return story


# What the page shows, read from the DOM only.
SHOWN_JS = """() => {
  const board = document.querySelector('[data-testid=replay-board]');
  const page = document.querySelector('[data-testid=replay-page]');
  const seats = [...board.querySelectorAll('[data-testid^=replay-hand-]')]
    .sort((a, b) => Number(a.dataset.seat) - Number(b.dataset.seat));
  const top = board.querySelector('[data-testid=replay-top]');
  const color = board.querySelector('[data-testid=replay-color]');
  return {
    at: Number(page.dataset.step), index: Number(board.dataset.index), round: Number(board.dataset.round),
    hands: seats.map((s) => [...s.querySelectorAll('.card[data-card]')].map((c) => c.dataset.card)),
    top: top ? top.dataset.card : null,
    color: color ? color.dataset.color : null,
    pile: Number(board.querySelector('[data-testid=replay-draw-pile]').dataset.count),
    scores: seats.map((s) => Number(s.querySelector('[data-testid^=replay-score-]').dataset.score)),
    action: document.querySelector('[data-testid=replay-action]').textContent.trim(),
  };
}"""

# Is the whole board inside the viewport, and where is the page scrolled?
BOARD_IN_VIEW_JS = """() => {
  const r = document.querySelector('[data-testid=replay-board]').getBoundingClientRect();
  return { scrollY: window.scrollY, scrollX: window.scrollX,
           inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth };
}"""


def open_replay(page: Page, server: Server, game: str) -> None:
    page.goto(f"{server.url}/replay/{game}")
    wait_ready(page)
    expect(page.get_by_test_id("replay-board")).to_be_visible(timeout=TIMEOUT_MS)


def shown_index(page: Page) -> int:
    return int(page.get_by_test_id("replay-board").get_attribute("data-index") or "-1")


def wait_shown(page: Page, index: int) -> None:
    """Wait until step ``index`` is asked for and drawn (its round may still be loading)."""
    page.wait_for_function(
        """(i) => { const p = document.querySelector('[data-testid=replay-page]');
                    const b = document.querySelector('[data-testid=replay-board]');
                    return p && b && Number(p.dataset.step) === i && Number(b.dataset.index) === i; }""",
        arg=index,
        timeout=TIMEOUT_MS,
    )


@pytest.fixture(scope="module")
def duo_game(server: Server) -> str:
    """A finished Duo match of several rounds (shared by the tests that only look at it)."""
    return finished_game(server, "duo", 2, {"target_score": 60}, 21)


def rounds_of(server: Server, game: str) -> list[dict[str, Any]]:
    rounds: list[dict[str, Any]] = http_json(f"{server.url}/api/games/{game}/replay")["rounds"]
    return rounds


CONFIGS: list[tuple[str, int, dict[str, Any], int]] = [
    ("duo", 2, {"target_score": 40, "rebuild_shuffle": False}, 11),
    ("classic", 3, {"stack_draw2": True, "target_score": 40}, 16),
]


@pytest.mark.parametrize(("ruleset", "players", "options", "seed"), CONFIGS)
def test_the_viewer_shows_the_engine_at_every_step(
    page: Page, server: Server, ruleset: str, players: int, options: dict[str, Any], seed: int
) -> None:
    """Step through the whole match with the right arrow; at every step the board shows exactly what the
    engine's own replay of the record holds (hands as multisets: the viewer sorts a hand)."""
    game = finished_game(server, ruleset, players, options, seed)
    record = http_json(f"{server.url}/api/games/{game}/record")
    story = engine_story(record)
    open_replay(page, server, game)
    steps = int(page.get_by_test_id("replay-page").get_attribute("data-steps") or "0") + 1
    assert steps == len(story) == len(record["actions"]) + 1
    rounds_seen = set()
    for index, engine in enumerate(story):
        if index:
            page.keyboard.press("ArrowRight")
        wait_shown(page, index)
        shown = page.evaluate(SHOWN_JS)
        where = f"step {index}" + (f" after {record['actions'][index - 1]!r}" if index else " (the start)")
        assert [sorted(h) for h in shown["hands"]] == [sorted(h) for h in engine["hands"]], where
        assert (shown["top"], shown["color"]) == (engine["top"], engine["color"]), where
        assert shown["pile"] == engine["draw_pile"], where
        assert shown["scores"] == engine["scores"], where
        assert shown["round"] == engine["round"], where
        rounds_seen.add(shown["round"])
    assert story[-1]["match_over"]
    expect(page.get_by_test_id("replay-result")).to_be_visible()
    expect(page.get_by_test_id("replay-next")).to_be_disabled()
    assert len(rounds_seen) == len(rounds_of(server, game))
    for seat, total in enumerate(story[-1]["scores"]):
        expect(page.get_by_test_id(f"score-total-{seat}")).to_have_text(str(total))


def test_controls_step_jump_and_play(page: Page, server: Server, duo_game: str) -> None:
    rounds = rounds_of(server, duo_game)
    assert len(rounds) >= 2, "the shared match should have several rounds"
    page.set_viewport_size(DESKTOP)
    open_replay(page, server, duo_game)
    last = int(page.get_by_test_id("replay-page").get_attribute("data-steps") or "0")
    wait_shown(page, 0)
    expect(page.get_by_test_id("replay-action")).to_have_text("Start of the match")
    expect(page.get_by_test_id("replay-prev")).to_be_disabled()
    page.get_by_test_id("replay-next").click()
    wait_shown(page, 1)
    expect(page.get_by_test_id("replay-action")).to_contain_text(re.compile("kept|rejected"))
    page.get_by_test_id("replay-prev").click()
    wait_shown(page, 0)
    page.get_by_test_id("replay-last").click()
    wait_shown(page, last)
    expect(page.get_by_test_id("replay-result")).to_be_visible()
    page.get_by_test_id("replay-first").click()
    wait_shown(page, 0)
    # the slider
    page.get_by_test_id("replay-slider").fill("25")
    wait_shown(page, 25)
    # jump to a round: its first step, its number on the board, the round's own moves listed
    second = rounds[1]
    page.get_by_test_id("replay-round").select_option(str(second["round"]))
    wait_shown(page, second["first_step"])
    expect(page.get_by_test_id("replay-board")).to_have_attribute("data-round", str(second["round"]))
    expect(page.get_by_test_id("replay-moves").locator("li")).to_have_count(second["steps"])
    expect(page.get_by_test_id("replay-moves").locator("li.current")).to_have_count(1)
    page.get_by_test_id("replay-round").select_option(str(rounds[0]["round"]))
    wait_shown(page, 0)
    # Home and End
    page.get_by_test_id("replay-board").click()
    page.keyboard.press("End")
    wait_shown(page, last)
    page.keyboard.press("Home")
    wait_shown(page, 0)
    # speed: the interval between steps follows the menu (0.5x-8x)
    speed = page.get_by_test_id("replay-speed")
    options = speed.locator("option").evaluate_all("els => els.map((e) => Number(e.value))")
    assert options == [0.5, 1, 2, 4, 8]
    intervals = {}
    for value in options:
        speed.select_option(str(value))
        intervals[value] = float(page.get_by_test_id("replay-page").get_attribute("data-interval") or "0")
    assert intervals[0.5] == 16 * intervals[8] and intervals[1] == 2 * intervals[2] == 4 * intervals[4]
    # play at 8x: it advances by itself, and pause stops it
    speed.select_option("8")
    page.get_by_test_id("replay-play").click()
    expect(page.get_by_test_id("replay-play")).to_have_attribute("aria-pressed", "true")
    page.wait_for_function(
        "() => Number(document.querySelector('[data-testid=replay-board]').dataset.index) >= 12", timeout=TIMEOUT_MS
    )
    page.get_by_test_id("replay-play").click()
    expect(page.get_by_test_id("replay-play")).to_have_attribute("aria-pressed", "false")
    stopped = page.get_by_test_id("replay-page").get_attribute("data-step")
    page.wait_for_timeout(600)  # several 8x intervals: nothing moves while paused
    assert page.get_by_test_id("replay-page").get_attribute("data-step") == stopped
    # Space toggles play when no control has the focus
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("Space")
    expect(page.get_by_test_id("replay-play")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Space")
    expect(page.get_by_test_id("replay-play")).to_have_attribute("aria-pressed", "false")


@pytest.mark.parametrize(("viewport", "name"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_arrow_keys_step_without_scrolling_the_page(
    page: Page, server: Server, duo_game: str, artifacts: Path, viewport: ViewportSize, name: str
) -> None:
    """the right arrow used to scroll the page until the board left the screen."""
    page.set_viewport_size(viewport)
    open_replay(page, server, duo_game)
    wait_shown(page, 0)
    start = page.evaluate(BOARD_IN_VIEW_JS)
    assert start["inView"], start
    # from the page, from a focused step button, and mixed with Home/End
    presses = ["ArrowRight"] * 30 + ["ArrowLeft"] * 4 + ["End", "Home"] + ["ArrowRight"] * 25
    for i, key in enumerate(presses):
        if i == 10:
            page.get_by_test_id("replay-next").focus()
        page.keyboard.press(key)
        now = page.evaluate(BOARD_IN_VIEW_JS)
        assert now["scrollY"] == start["scrollY"] and now["scrollX"] == start["scrollX"], (i, key, now)
        assert now["inView"], (i, key, now)
    wait_shown(page, 25)
    page.wait_for_timeout(400)  # let the last card land for the screenshot
    page.screenshot(path=str(artifacts / f"replay-{name}.png"))
    # the controls are on screen too
    controls = page.locator(".replay-controls").bounding_box()
    assert controls is not None and controls["y"] + controls["height"] <= viewport["height"]


def test_urdu_replay_mirrors_the_arrows(page: Page, server: Server, duo_game: str, artifacts: Path) -> None:
    page.set_viewport_size(PHONE)
    page.goto(server.url + "/rules")
    wait_ready(page)
    page.get_by_test_id("language").select_option("ur")
    page.wait_for_function("() => document.documentElement.dir === 'rtl'")
    open_replay(page, server, duo_game)
    page.wait_for_function("() => document.documentElement.dir === 'rtl'")
    wait_shown(page, 0)
    page.keyboard.press("ArrowLeft")  # forward in a right-to-left page
    wait_shown(page, 1)
    page.keyboard.press("ArrowRight")
    wait_shown(page, 0)
    for _ in range(20):
        page.keyboard.press("ArrowLeft")
    wait_shown(page, 20)
    assert page.evaluate("() => window.scrollY") == 0
    page.wait_for_timeout(400)
    page.screenshot(path=str(artifacts / "replay-phone-ur.png"))


def test_rounds_are_fetched_once_and_only_when_needed(page: Page, server: Server, duo_game: str) -> None:
    rounds = rounds_of(server, duo_game)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "/replay" in r.url and "/api/" in r.url else None)
    open_replay(page, server, duo_game)
    wait_shown(page, 0)
    page.wait_for_timeout(300)
    first = [u.rsplit("/", 1)[1] for u in asked]
    assert first[0] == "replay" and "1" in first
    assert str(rounds[-1]["round"]) not in first or len(rounds) <= 2, "the last round is not fetched up front"
    page.keyboard.press("End")
    wait_shown(page, rounds[-1]["first_step"] + rounds[-1]["steps"] - 1)
    page.keyboard.press("Home")
    wait_shown(page, 0)
    page.keyboard.press("End")
    wait_shown(page, rounds[-1]["first_step"] + rounds[-1]["steps"] - 1)
    fetched = [u.rsplit("/", 1)[1] for u in asked]
    assert fetched.count("replay") == 1
    for r in rounds:
        assert fetched.count(str(r["round"])) <= 1, fetched


def test_errors_are_said_in_words(page: Page, server: Server) -> None:
    page.goto(server.url + "/replay/nosuchgame")
    wait_ready(page)
    expect(page.get_by_test_id("replay-error")).to_have_text("No such game.")
    created = http_json(server.url + "/api/games", {"ruleset": "duo", "opponent": "bot", "name": "Ada"})
    page.goto(f"{server.url}/replay/{created['game']}")
    wait_ready(page)
    expect(page.get_by_test_id("replay-error")).to_have_text("The match is not over yet.")


# Counts Element.animate calls (motion.js's only way to animate).
COUNT_ANIMATIONS = """(() => {
  window.__animated = 0;
  const real = Element.prototype.animate;
  Element.prototype.animate = function (...args) { window.__animated += 1; return real.apply(this, args); };
})();"""


@pytest.mark.parametrize("reduced", [False, True])
def test_a_step_forward_is_animated_unless_motion_is_reduced(
    page: Page, server: Server, duo_game: str, reduced: bool
) -> None:
    page.add_init_script(COUNT_ANIMATIONS)
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    open_replay(page, server, duo_game)
    wait_shown(page, 0)
    for index in range(1, 6):
        page.keyboard.press("ArrowRight")
        wait_shown(page, index)
    animated = page.evaluate("() => window.__animated")
    if reduced:
        assert animated == 0
        assert page.evaluate("() => document.getAnimations().length") == 0
    else:
        assert animated >= 5, "every step of the draft moves a card"
    # jumps are never animated
    before = page.evaluate("() => window.__animated")
    page.keyboard.press("End")
    wait_shown(page, int(page.get_by_test_id("replay-page").get_attribute("data-steps") or "0"))
    assert page.evaluate("() => window.__animated") == before


SWIPE_JS = """(dx) => {
  const board = document.querySelector('[data-testid=replay-board]');
  const r = board.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const at = (type, px) => board.dispatchEvent(new PointerEvent(type, {
    bubbles: true, pointerType: 'touch', isPrimary: true, clientX: px, clientY: y + 3 }));
  at('pointerdown', x);
  at('pointerup', x + dx);
}"""


def test_a_swipe_on_the_board_steps_on_a_touch_screen(page: Page, server: Server, duo_game: str) -> None:
    page.set_viewport_size(PHONE)
    open_replay(page, server, duo_game)
    wait_shown(page, 0)
    page.evaluate(SWIPE_JS, -120)  # to the left: forward
    wait_shown(page, 1)
    page.evaluate(SWIPE_JS, -120)
    wait_shown(page, 2)
    page.evaluate(SWIPE_JS, 120)  # to the right: back
    wait_shown(page, 1)
    page.evaluate(SWIPE_JS, 15)  # a tap or a small slip is not a swipe
    page.wait_for_timeout(200)
    assert shown_index(page) == 1
    assert page.evaluate("() => window.scrollY") == 0


def test_a_round_that_fails_to_load_is_said_and_asked_again(page: Page, server: Server, duo_game: str) -> None:
    rounds = rounds_of(server, duo_game)
    second = rounds[1]
    failing = re.compile(rf".*/api/games/{duo_game}/replay/{second['round']}$")
    page.route(failing, lambda route: route.abort())
    open_replay(page, server, duo_game)
    wait_shown(page, 0)
    page.get_by_test_id("replay-round").select_option(str(second["round"]))
    expect(page.get_by_test_id("replay-error")).to_have_text("The server cannot be reached. Try again.")
    assert shown_index(page) < second["first_step"], "the board keeps the last step it could show"
    page.unroute(failing)
    page.keyboard.press("ArrowRight")
    wait_shown(page, second["first_step"] + 1)
    expect(page.get_by_test_id("replay-error")).to_have_count(0)
