"""Test helpers: a real uvicorn server in a thread, a blocking WebSocket client that keeps every frame."""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import uvicorn
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from unoduo.storage import Store
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.protocol import PROTOCOL_VERSION
from unoduo.web.server.app import create_app, server_config


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerThread:
    """``create_app`` served by uvicorn on a free port in a background thread (bots without delay)."""

    def __init__(self, db_url: str, **app_options: Any) -> None:
        self.port = free_port()
        # Tests replay chosen deals in friend games too (every such game still says chosen_setup).
        limits = ServerLimits(allow_chosen_seed=True)
        options: dict[str, Any] = {"bot_delay": 0.0, "rate_limit": (1000.0, 2000.0), "limits": limits}
        options.update(app_options)
        self.app = create_app(db_url, host="127.0.0.1", port=self.port, **options)
        self.server = uvicorn.Server(server_config(self.app, "127.0.0.1", self.port))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        self.http = httpx.Client(base_url=self.base, timeout=30)
        self.invites: dict[str, str] = {}  # game id -> join code, of the friend games created through create()

    def __enter__(self) -> ServerThread:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the test server did not start")
            time.sleep(0.01)
        return self

    def __exit__(self, *exc: object) -> None:
        self.http.close()
        self.server.should_exit = True
        self.thread.join(20)

    # HTTP shortcuts
    def create(self, **body: Any) -> dict[str, Any]:
        response = self.http.post("/api/games", json=body)
        assert response.status_code == 200, response.text
        if response.json().get("join_code"):  # the creator holds the invite: it shows a friend game's record
            self.invites[response.json()["game"]] = response.json()["join_code"]
        return dict(response.json())

    def invite(self, game: str) -> dict[str, str]:
        """The query parameters that show a friend game created here to anyone (its join code), else none."""
        return {"code": self.invites[game]} if game in self.invites else {}

    def join(self, code: str, name: str = "Bob") -> dict[str, Any]:
        response = self.http.post("/api/join", json={"code": code, "name": name})
        assert response.status_code == 200, response.text
        return dict(response.json())

    def lobby(self) -> list[dict[str, Any]]:
        response = self.http.get("/api/lobby")
        assert response.status_code == 200, response.text
        games: list[dict[str, Any]] = response.json()["games"]
        return games

    def summary(self, game: str) -> dict[str, Any]:
        response = self.http.get(f"/api/games/{game}")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def record(self, game: str) -> dict[str, Any]:
        response = self.http.get(f"/api/games/{game}/record", params=self.invite(game))
        assert response.status_code == 200, response.text
        return dict(response.json())


class Client:
    """A blocking WebSocket client that keeps every frame it receives (``frames``, raw text)."""

    def __init__(
        self,
        ws_url: str,
        game: str | None = None,
        token: str | None = None,
        *,
        spectate: bool = False,
        code: str | None = None,
        hello: bool = True,
        origin: str | None = None,
        protocol: int = PROTOCOL_VERSION,
        headers: dict[str, str] | None = None,
    ) -> None:
        # headers: sent with the handshake, e.g. {"x-forwarded-for": address} for a client of another address.
        # close_timeout: a test that stops reading a flooded socket (bots moving every 0.2 s) and then closes it
        # would wait 10 s for the server's close frame, queued behind what it never read.
        options: dict[str, Any] = {"origin": origin, "open_timeout": 10, "max_size": None, "close_timeout": 2}
        if headers:
            options["additional_headers"] = headers
        try:  # websockets >= 16 wants legacy=True for a connection used without "with"
            self.ws: ClientConnection = connect(ws_url, legacy=True, **options)
        except TypeError:
            self.ws = connect(ws_url, **options)
        self.frames: list[str] = []
        self.seat: int | None = None
        self.state: dict[str, Any] | None = None
        self.acked: list[tuple[int, str]] = []
        # The view's event lists as this client holds them: states carry only what is new (docs/protocol.md).
        self.events: list[dict[str, Any]] = []
        self.events_round: int | None = None
        self.previous_events: list[dict[str, Any]] = []
        if hello:
            message: dict[str, Any] = {"type": "hello", "protocol": protocol, "game": game}
            if spectate:
                message["spectate"] = True
                if code is not None:  # a friend game's join code: what lets a spectator watch it
                    message["code"] = code
            else:
                message["token"] = token
            self.send(message)
            welcome = self.recv()
            assert welcome["type"] == "welcome", welcome
            self.seat = welcome["seat"]
            first = self.recv()
            assert first["type"] == "state", first

    def send(self, message: dict[str, Any] | str) -> None:
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def recv(self, timeout: float = 15) -> dict[str, Any]:
        text = self.ws.recv(timeout=timeout)
        assert isinstance(text, str)
        self.frames.append(text)
        message: dict[str, Any] = json.loads(text)
        if message["type"] == "state":
            self._complete_view(message)
            self.state = message
            if message["ack"] is not None:  # protocol 2
                self.acked.append((message["ack"]["seq"], message["ack"]["action"]))
        elif message["type"] == "ack":  # protocol 1
            self.acked.append((message["seq"], message["action"]))
        return message

    def _complete_view(self, message: dict[str, Any]) -> None:
        """Make ``message["view"]`` whole again from the events held, as a browser does; check the delta fits."""
        view = message["view"]
        start = message["events_from"]
        if start:
            assert view["round"] == self.events_round and start == len(self.events), (start, len(self.events))
            view["events"] = self.events + view["events"]
        self.events = view["events"]
        self.events_round = view["round"]
        if "previous_events" in view:
            self.previous_events = view["previous_events"]
        else:
            view["previous_events"] = self.previous_events

    def until(self, predicate: Any, timeout: float = 15) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return message

    def closed_with(self, timeout: float = 10) -> int | None:
        """Read until the server closes; the close code."""
        try:
            while True:
                self.recv(timeout)
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd is not None else None

    def close(self) -> None:
        self.ws.close()

    def play(
        self, rng: random.Random, *, timeout: float = 60, pause: float = 0.0, until_seq: int | None = None
    ) -> dict[str, Any]:
        """Play this seat with uniformly random legal actions (the random agent) until the match is over
        (or, with ``until_seq``, until a state reaches that seq)."""
        deadline = time.monotonic() + timeout
        state = self.state
        while True:
            if state is not None and state["type"] == "state":
                if state["status"] == "over" or (until_seq is not None and state["seq"] >= until_seq):
                    return state
                view = state["view"]
                if view["legal"] and view["to_act"] == self.seat:
                    if pause:
                        time.sleep(pause)
                    self.send({"type": "action", "seq": state["seq"], "action": rng.choice(view["legal"])})
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if message["type"] == "error":
                assert message["code"] == "stale", message
            state = message


def play_all(
    clients: list[Client], seed: int, timeout: float = 120, until_seq: int | None = None
) -> list[dict[str, Any]]:
    """Each client plays its seat randomly in its own thread; their final states."""
    results: list[Any] = [None] * len(clients)

    def run(index: int) -> None:
        try:
            rng = random.Random(seed * 100 + index)
            results[index] = clients[index].play(rng, timeout=timeout, until_seq=until_seq)
        except BaseException as exc:  # reported by the caller
            results[index] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(clients))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout + 10)
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return results


def card_codes_in(value: Any) -> list[str]:
    """Every card code in a JSON value: in strings that are codes and in action texts ('play R5')."""
    from unoduo.core.cards import CODES

    codes = set(CODES)
    found: list[str] = []

    def walk(item: Any) -> None:
        if isinstance(item, str):
            found.extend(token for token in item.split(" ") if token in codes)
        elif isinstance(item, dict):
            for child in item.values():
                walk(child)
        elif isinstance(item, list):
            for child in item:
                walk(child)

    walk(value)
    return found


def keys_in(value: Any) -> set[str]:
    keys: set[str] = set()
    if isinstance(value, dict):
        for key, child in value.items():
            keys.add(key)
            keys |= keys_in(child)
    elif isinstance(value, list):
        for child in value:
            keys |= keys_in(child)
    return keys


def check_stand_in(server: ServerThread, game: str, tokens: tuple[str, str]) -> tuple[int, Client, Client]:
    """With a (shortened) turn timer running in a 2-seat game: the idle seat is marked away, a bot plays for it,
    and a new connection of that seat takes it back. Returns the idle seat and both clients."""
    a = Client(server.ws_url, game, tokens[0])
    b = Client(server.ws_url, game, tokens[1])
    assert a.state is not None and a.state["deadline"] is not None
    idle = a.state["view"]["to_act"]
    idle_client = a if idle == 0 else b
    away = idle_client.until(lambda m: m["type"] == "presence" and m["players"][idle]["away"])
    assert away["players"][idle]["away"] is True
    # The stand-in bot plays for the idle seat; the seat takes over again by acting (or reconnecting).
    state = idle_client.until(lambda m: m["type"] == "state" and m["last"] is not None and m["last"]["seat"] == idle)
    assert state["seq"] >= 1
    back = Client(server.ws_url, game, tokens[idle])
    assert back.state is not None and back.state["players"][idle]["away"] is False
    return idle, a, b


def run_on_stores(db_url: str, scenario: Callable[[list[Store]], Awaitable[None]], stores: int = 1) -> None:
    """Run ``scenario`` on ``stores`` open stores of one database (two stores: two processes' engines and
    writers), closing them afterwards."""
    import asyncio

    async def wrapped() -> None:
        opened = [Store(db_url) for _ in range(stores)]
        for store in opened:
            await store.open()
        try:
            await scenario(opened)
        finally:
            for store in opened:
                await store.close()

    asyncio.run(wrapped())
