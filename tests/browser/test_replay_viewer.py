"""The replay viewer (/replay/<id>) shows what the engine says at every step: each seat's hand, the top card, the
active colour, the draw pile and the scores, checked against ``unoduo.core``'s own replay of the game's record, in
Duo and classic. Its controls work (play/pause, speed, jump to a round, step buttons, slider, Home/End), the arrow
keys step without scrolling the page (issue 13, bug 5), and errors are said in words.

Finished games are played on the test server by a WebSocket client choosing random legal actions against bots.
"""

from __future__ import annotations

import json
import random
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import TIMEOUT_MS, Server, wait_ready
from playwright.sync_api import Page, expect
from websockets.sync.client import connect

from unoduo.core.record import Record, contract, parse_action_line

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}


def http_json(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        result: dict[str, Any] = json.loads(response.read())
    return result


def finished_game(server: Server, ruleset: str, players: int, options: dict[str, Any], seed: int) -> str:
    """Create a game against easy bots, play seat 0 at random over the WebSocket until the match ends."""
    body: dict[str, Any] = {"ruleset": ruleset, "opponent": "bot", "difficulty": "easy", "name": "Ada",
                            "options": options, "seed": seed}
    if ruleset == "classic":
        body["players"] = players
    created = http_json(server.url + "/api/games", body)
    game, token = created["game"], created["token"]
    rng = random.Random(seed)
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
                ws.send(json.dumps({"type": "action", "seq": message["seq"], "action": rng.choice(view["legal"])}))
    raise AssertionError("the match did not end")


def engine_story(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The engine's replay contract after every action of the record (what the viewer must show)."""
    rec = Record.from_dict(record)
    state = rec.start()
    story = []
    for line in rec.actions:
        seat, action = parse_action_line(line, state.players)
        state.apply(action, seat)
        c = contract(state)
        story.append({k: c[k] for k in ("round", "hands", "top", "color", "draw_pile", "scores", "match_over")})
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
    at: Number(page.dataset.step), shown: Number(page.dataset.shown), index: Number(board.dataset.index),
    hands: seats.map((s) => [...s.querySelectorAll('.card[data-card]')].map((c) => c.dataset.card)),
    top: top ? top.dataset.card : null,
    color: color ? color.dataset.color : null,
    pile: Number(board.querySelector('[data-testid=replay-draw-pile]').dataset.count),
    scores: seats.map((s) => Number(s.querySelector('[data-testid^=replay-score-]').dataset.score)),
    action: document.querySelector('[data-testid=replay-action]').textContent.trim(),
  };
}"""


def open_replay(page: Page, server: Server, game: str) -> None:
    page.goto(f"{server.url}/replay/{game}")
    wait_ready(page)
    expect(page.get_by_test_id("replay-board")).to_be_visible(timeout=TIMEOUT_MS)


def wait_shown(page: Page, index: int) -> None:
    page.wait_for_function(
        """(i) => { const p = document.querySelector('[data-testid=replay-page]');
                    const b = document.querySelector('[data-testid=replay-board]');
                    return p && b && Number(p.dataset.step) === i && Number(b.dataset.index) === i; }""",
        arg=index,
        timeout=TIMEOUT_MS,
    )


CONFIGS: list[tuple[str, int, dict[str, Any], int]] = [
    ("duo", 2, {"target_score": 40}, 11),
    ("duo", 2, {"rebuild_shuffle": False, "target_score": 40, "reverse_as_skip": True}, 12),
    ("classic", 4, {"stack_draw2": True, "target_score": 40}, 16),
]


@pytest.mark.parametrize(("ruleset", "players", "options", "seed"), CONFIGS)
def test_the_viewer_shows_the_engine_at_every_step(
    page: Page, server: Server, ruleset: str, players: int, options: dict[str, Any], seed: int
) -> None:
    game = finished_game(server, ruleset, players, options, seed)
    record = http_json(f"{server.url}/api/games/{game}/record")
    story = engine_story(record)
    outline = http_json(f"{server.url}/api/games/{game}/replay")
    assert outline["total_steps"] >= len(story)
    open_replay(page, server, game)
    total = int(page.get_by_test_id("replay-page").get_attribute("data-steps") or "0") + 1
    assert total == outline["total_steps"]
    # Every step whose action is in the record is compared with the engine after that action.
    actions: list[str] = record["actions"]
    compared = 0
    action_index = -1
    for index in range(total):
        if index:
            page.keyboard.press("ArrowRight")
        wait_shown(page, index)
        shown = page.evaluate(SHOWN_JS)
        step_action = page.evaluate(
            "(i) => window.__replayAction ? window.__replayAction(i) : null", index
        )
        del step_action
        if shown["action"] and index >= total - len(actions):
            action_index = index - (total - len(actions))
        if action_index < 0:
            continue
        engine = story[action_index]
        where = f"step {index}, action {action_index} ({actions[action_index]})"
        assert shown["hands"] == engine["hands"], where
        assert shown["top"] == engine["top"], where
        assert shown["color"] == engine["color"], where
        assert shown["pile"] == engine["draw_pile"], where
        assert shown["scores"] == engine["scores"], where
        compared += 1
    assert compared == len(actions)
    expect(page.get_by_test_id("replay-result")).to_be_visible()
