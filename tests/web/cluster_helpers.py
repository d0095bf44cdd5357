"""Helpers of the cluster tests: real ``unoduo serve`` processes sharing one PostgreSQL database."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect
from webtest_helpers import free_port

from unoduo.core.record import Record, replay


class ServeProcess:
    """One ``unoduo serve`` subprocess on a free port: start (and wait until it answers), SIGKILL, start again."""

    def __init__(self, db_url: str, *extra: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.env = {**os.environ, **(env or {})}
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        self.cmd = [
            sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(self.port), "--db", db_url,
            "--bot-delay", "0", "--rate-limit", "1000", "--log-level", "warning",
            "--limit", "allow_chosen_seed=true", *extra,
        ]
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = Path(tempfile.gettempdir()) / f"unoduo-cluster-{os.getpid()}-{self.port}.log"

    def start(self, wait: bool = True) -> ServeProcess:
        # Its log goes to a file, not a pipe: a process the server started (a bot worker) may outlive a SIGKILL
        # and would keep a pipe open, so that reading it to its end would never finish.
        self.log.parent.mkdir(parents=True, exist_ok=True)
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(self.cmd, stdout=subprocess.DEVNULL, stderr=log, env=self.env)
        if wait:
            self.wait_ready()
        return self

    def wait_ready(self, timeout: float = 120) -> None:
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("server exited: " + self.log.read_text(errors="replace")[-3000:])
            try:
                if httpx.get(self.base + "/api/meta", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> str:
        """Stop it (SIGTERM, then SIGKILL); its standard error."""
        if self.proc is None:
            return ""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        self.log.unlink(missing_ok=True)
        return text

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        response = httpx.post(self.base + path, json=body, timeout=30)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def get(self, path: str) -> dict[str, Any]:
        response = httpx.get(self.base + path, timeout=30)
        assert response.status_code == 200, response.text
        return dict(response.json())


class FaultPlayer(threading.Thread):
    """Plays one seat at random over any live process, reconnecting to another one whenever its process dies;
    checks that no acknowledged action is ever missing from a later state."""

    def __init__(self, processes: list[ServeProcess], game: str, token: str, seed: int, deadline: float) -> None:
        super().__init__(daemon=True)
        self.processes = processes
        self.game = game
        self.token = token
        self.rng = random.Random(seed)
        self.acked: list[tuple[int, str]] = []
        self.problems: list[str] = []
        self.errors: list[str] = []
        self.reconnects = 0
        self.finished = False
        self.deadline = deadline

    def choose(self, legal: list[str]) -> str:
        """Mostly plays (calling UNO), so that rounds end soon; otherwise any legal action."""
        plays = [a for a in legal if a.startswith(("play", "dump")) and (a.endswith(" uno") or a + " uno" not in legal)]
        if plays and self.rng.random() < 0.9:
            return self.rng.choice(plays)
        return self.rng.choice(legal)

    def run(self) -> None:
        try:
            self.play()
        except Exception as exc:  # reported by the test
            self.problems.append(f"{self.game}: {exc!r}")

    def play(self) -> None:
        while time.monotonic() < self.deadline:
            live = [p for p in self.processes if p.proc is not None and p.proc.poll() is None]
            server = self.rng.choice(live or self.processes)
            try:
                with connect(server.ws_url, open_timeout=3, close_timeout=1) as ws:
                    ws.send(json.dumps({"type": "hello", "protocol": 2, "game": self.game, "token": self.token}))
                    first = True
                    while True:
                        message = json.loads(ws.recv(timeout=20))
                        kind = message["type"]
                        if kind == "state" and message["ack"] is not None:
                            self.acked.append((message["ack"]["seq"], message["ack"]["action"]))
                        if kind == "ack":
                            self.problems.append(f"{self.game}: an ack message on protocol 2: {message}")
                        elif kind == "error" and message["code"] != "stale":
                            self.problems.append(f"{self.game}: unexpected error {message}")
                        elif kind == "state":
                            if first and self.acked and message["seq"] < max(s for s, _ in self.acked):
                                self.problems.append(
                                    f"{self.game}: lost actions: seq {message['seq']} after ack {max(self.acked)}"
                                )
                            first = False
                            if message["status"] == "over":
                                self.finished = True
                                return
                            view = message["view"]
                            if view["legal"] and view["to_act"] == view["seat"]:
                                time.sleep(0.002)
                                action = self.choose(view["legal"])
                                ws.send(json.dumps({"type": "action", "seq": message["seq"], "action": action}))
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError) as exc:
                self.reconnects += 1
                self.errors = [*self.errors[-9:], repr(exc)[:150]]
                time.sleep(0.1)
        raise TimeoutError(f"the game did not finish in time; last connection errors: {self.errors}")


def fault_scenario(db_url: str, *, processes: int, games: int, kills: int, seed: int, target_score: int,
                   pause: tuple[float, float], budget: float, stop: Callable[[ServeProcess], None] | None = None,
                   extra: tuple[str, ...] = ()) -> dict[str, Any]:
    """``processes`` servers on one database (``extra``: more ``serve`` arguments); ``games`` games in play (half
    against bots, half between two people whose clients use any process); one process stopped (``stop``,
    SIGKILL by default) and restarted ``kills`` times, a pause of ``pause`` seconds apart. Returns what a test
    checks: problems, unfinished games, acknowledged actions missing from the final records, and counts."""
    rng = random.Random(seed)
    servers = [ServeProcess(db_url, *extra) for _ in range(processes)]
    for server in servers:
        server.start(wait=False)
    for server in servers:
        server.wait_ready()
    players: list[FaultPlayer] = []
    deadline = time.monotonic() + budget
    try:
        for index in range(games):
            options = {"target_score": target_score}
            if index % 2 == 0:
                ruleset, count = rng.choice([("duo", 2), ("classic", 3)])
                body = {"ruleset": ruleset, "opponent": "bot", "difficulty": rng.choice(["easy", "medium"]),
                        "players": count, "options": options}
                created = servers[index % processes].post("/api/games", body)
                players.append(FaultPlayer(servers, created["game"], created["token"], 2 * index, deadline))
            else:
                body = {"ruleset": "duo", "opponent": "friend", "options": options}
                created = servers[index % processes].post("/api/games", body)
                joined = servers[(index + 1) % processes].post("/api/join", {"code": created["join_code"]})
                players.append(FaultPlayer(servers, created["game"], created["token"], 2 * index, deadline))
                players.append(FaultPlayer(servers, joined["game"], joined["token"], 2 * index + 1, deadline))
        for player in players:
            player.start()
        began = time.monotonic()
        for _ in range(kills):
            time.sleep(rng.uniform(*pause))
            victim = rng.choice(servers)
            (stop or ServeProcess.kill)(victim)
            victim.start(wait=False)  # the others serve meanwhile; a process still starting may be killed too
        killed = time.monotonic()
        for player in players:
            player.join(max(1.0, deadline - time.monotonic()))
        finished_at = time.monotonic()
        for server in servers:
            server.wait_ready()
        missing: list[str] = []
        unfinished: list[str] = []
        checked: set[str] = set()
        for player in players:
            record = httpx.get(f"{servers[0].base}/api/games/{player.game}/record", timeout=30,
                               headers={"x-seat-token": player.token})  # a friend game's: a player's
            if record.status_code != 200:
                unfinished.append(f"{player.game}: {record.status_code}")
                continue
            actions = record.json()["actions"]
            state = replay(Record.from_dict(record.json()))
            if not state.match_over:
                unfinished.append(player.game)
            for seq, action in player.acked:
                if seq > len(actions) or actions[seq - 1].split(" ", 1)[1] != action:
                    missing.append(f"{player.game} seq {seq} {action}")
            checked.add(player.game)
        return {
            "problems": [problem for p in players for problem in p.problems],
            "alive": [p.game for p in players if p.is_alive()],
            "unfinished": unfinished,
            "missing": missing,
            "games": len(checked),
            "acked": sum(len(p.acked) for p in players),
            "reconnects": sum(p.reconnects for p in players),
            "kills_seconds": killed - began,
            "finish_seconds": finished_at - killed,
        }
    finally:
        for server in servers:
            server.stop()
