"""Crash safety: a real server process killed with SIGKILL 20 times mid-game and restarted on the same SQLite file.

Players keep playing across the crashes (reconnecting with their seat tokens). No acknowledged action may be
lost (after each restart a game's seq is at least every seq acknowledged for it, and the final records hold
every acknowledged action), and every game completes.
"""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from cluster_helpers import ServeProcess
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

from unoduo.core.record import Record, replay

KILLS = 20


def _post(base: str, path: str, body: dict[str, Any], stop: float) -> dict[str, Any]:
    """POST with retries while the server is down (a lost answer may leave an unused game behind: harmless)."""
    while time.monotonic() < stop:
        try:
            response = httpx.post(base + path, json=body, timeout=5)
            if response.status_code == 200:
                return dict(response.json())
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise TimeoutError(path)


class Player(threading.Thread):
    """Plays one seat at random, reconnecting whenever the server dies; checks nothing acknowledged is lost."""

    def __init__(self, server: ServeProcess, game: str, token: str, seed: int, more: threading.Event | None) -> None:
        super().__init__(daemon=True)
        self.server = server
        self.game = game
        self.token = token
        self.rng = random.Random(seed)
        self.more = more  # while set, start a new game vs a bot after each finished one
        self.games: list[tuple[str, list[tuple[int, str]]]] = []
        self.problems: list[str] = []
        self.reconnects = 0
        self.errors: list[str] = []
        self.deadline = time.monotonic() + 240

    def run(self) -> None:
        try:
            while True:
                acked = self.play_one()
                self.games.append((self.game, acked))
                if self.more is None or not self.more.is_set():
                    return
                body = {"ruleset": self.rng.choice(["duo", "classic"]), "opponent": "bot",
                        "difficulty": self.rng.choice(["easy", "medium"]), "options": {"target_score": 50}}
                created = _post(self.server.base, "/api/games", body, self.deadline)
                self.game, self.token = created["game"], created["token"]
        except Exception as exc:  # reported by the test
            self.problems.append(f"{self.game}: {exc!r}")

    def choose(self, legal: list[str]) -> str:
        """Mostly plays (calling UNO), so that rounds end soon; otherwise any legal action."""
        plays = [a for a in legal if a.startswith(("play", "dump")) and (a.endswith(" uno") or a + " uno" not in legal)]
        if plays and self.rng.random() < 0.9:
            return self.rng.choice(plays)
        return self.rng.choice(legal)

    def play_one(self) -> list[tuple[int, str]]:
        acked: list[tuple[int, str]] = []
        while time.monotonic() < self.deadline:
            try:
                with connect(f"ws://127.0.0.1:{self.server.port}/ws", open_timeout=2, close_timeout=1) as ws:
                    ws.send(json.dumps({"type": "hello", "protocol": 2, "game": self.game, "token": self.token}))
                    first = True
                    while True:
                        message = json.loads(ws.recv(timeout=20))
                        kind = message["type"]
                        if kind == "state" and message["ack"] is not None:
                            acked.append((message["ack"]["seq"], message["ack"]["action"]))
                        if kind == "error" and message["code"] != "stale":
                            self.problems.append(f"{self.game}: unexpected error {message}")
                        elif kind == "state":
                            if first and acked and message["seq"] < max(s for s, _ in acked):
                                self.problems.append(
                                    f"{self.game}: lost actions: seq {message['seq']} after ack {max(acked)}"
                                )
                            first = False
                            if message["status"] == "over":
                                return acked
                            view = message["view"]
                            if view["legal"] and view["to_act"] == view["seat"]:
                                time.sleep(0.002)
                                action = self.choose(view["legal"])
                                ws.send(json.dumps({"type": "action", "seq": message["seq"], "action": action}))
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError) as exc:
                self.reconnects += 1
                self.errors = [*self.errors[-9:], repr(exc)[:150]]  # the last few, for a failure message
                time.sleep(0.1)
        raise TimeoutError(f"the game did not finish in time; last connection errors: {self.errors}")


@pytest.mark.slow  # about a minute: 20 server restarts (deselect with -m "not slow" for a quick loop)
def test_sigkill_twenty_times_loses_no_acknowledged_action(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    server = ServeProcess(f"sqlite:///{tmp_path / 'crash.sqlite3'}")
    server.start()
    try:
        stop = time.monotonic() + 30
        more = threading.Event()
        more.set()
        players = []
        for index, (ruleset, players_n) in enumerate([("duo", 2), ("classic", 4), ("duo", 2)]):
            body = {"ruleset": ruleset, "opponent": "bot", "difficulty": "medium", "players": players_n,
                    "options": {"target_score": 50}}
            created = _post(server.base, "/api/games", body, stop)
            players.append(Player(server, created["game"], created["token"], index, more))
        friends = _post(server.base, "/api/games", {"ruleset": "duo", "opponent": "friend",
                                                    "options": {"target_score": 50}}, stop)
        joined = _post(server.base, "/api/join", {"code": friends["join_code"]}, stop)
        players.append(Player(server, friends["game"], friends["token"], 10, None))
        players.append(Player(server, joined["game"], joined["token"], 11, None))
        for player in players:
            player.start()
        began = time.monotonic()
        starts = []
        for _ in range(KILLS):
            time.sleep(rng.uniform(0.1, 0.5))
            server.kill()
            t = time.monotonic()
            server.start()
            starts.append(time.monotonic() - t)
        more.clear()
        killed = time.monotonic()
        for player in players:
            player.join(240)
        print(f"kills took {killed - began:.1f} s (restarts {min(starts):.1f}-{max(starts):.1f} s), "
              f"then {time.monotonic() - killed:.1f} s to finish")
        assert not any(p.is_alive() for p in players), "a player did not finish"
        problems = [problem for p in players for problem in p.problems]
        assert not problems, problems
        assert sum(p.reconnects for p in players) >= KILLS
        # Every game completed, and its record holds every acknowledged action.
        checked = 0
        for player in players:
            for game, acked in player.games:
                # The player's token shows a friend game's record (a bot game's needs none).
                record = httpx.get(f"{server.base}/api/games/{game}/record", timeout=10,
                                   headers={"x-seat-token": player.token}).json()
                state = replay(Record.from_dict(record))
                assert state.match_over
                for seq, action in acked:
                    assert record["actions"][seq - 1].split(" ", 1)[1] == action, (game, seq)
                checked += 1
        assert checked >= len(players)
        print(f"{checked} games, {sum(len(a) for p in players for _, a in p.games)} acknowledged actions, "
              f"{sum(p.reconnects for p in players)} reconnections")
    finally:
        server.stop()
