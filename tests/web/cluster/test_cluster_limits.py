"""The abuse limits hold over a cluster, not per process (unoduo.web.limits.shared_use): real ``unoduo serve``
processes on one PostgreSQL, one client address (loopback, not exempt here) spreading its requests over them."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from cluster_helpers import ServeProcess
from webtest_helpers import Client

from unoduo.web.protocol import PROTOCOL_VERSION

POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
LIMITS = ("exempt_addresses=", "create_burst=3", "create_per_minute=1", "max_spectators_per_game=2")
BUS_DELAY = 1.0  # seconds given to the bus to carry a use (it takes about 60 ms: FLUSH_DELAY and a NOTIFY)


def _create(server: ServeProcess) -> httpx.Response:
    return httpx.post(server.base + "/api/games", json={"ruleset": "duo", "opponent": "friend"}, timeout=30)


def _spectate(server: ServeProcess, game: str, code: str) -> tuple[Client | None, dict[str, Any] | None]:
    """A spectator's hello (with the friend game's join code): the client if it was let in, else its error."""
    client = Client(server.ws_url, hello=False)
    client.send({"type": "hello", "protocol": PROTOCOL_VERSION, "game": game, "spectate": True, "code": code})
    answer = client.recv()
    if answer["type"] == "welcome":
        return client, None
    client.ws.close()
    return None, answer


@POSTGRES
def test_an_address_spreading_its_requests_over_processes_gets_the_limits_of_one(db_url: str) -> None:
    extra = [arg for limit in LIMITS for arg in ("--limit", limit)]
    a, b = servers = [ServeProcess(db_url, *extra).start(wait=False) for _ in range(2)]
    clients: list[Client] = []
    try:
        for server in servers:
            server.wait_ready()
        # Three creations (the burst) over two processes; then neither creates a fourth.
        games, codes = [], []
        for server in (a, b, a):
            response = _create(server)
            assert response.status_code == 200, response.text
            games.append(response.json()["game"])
            codes.append(response.json()["join_code"])
        time.sleep(BUS_DELAY)
        for server in servers:
            refused = _create(server)
            assert refused.status_code == 429, refused.text
            assert refused.json()["error"]["code"] == "rate_limited"
            assert int(refused.headers["retry-after"]) > 1  # one creation a minute: nearly a minute to wait

        # A game's spectators on both processes count against its limit of two.
        game = games[0]
        for server in servers:
            client, error = _spectate(server, game, codes[0])
            assert client is not None, error
            clients.append(client)
        time.sleep(BUS_DELAY)
        for server in servers:
            client, error = _spectate(server, game, codes[0])
            assert client is None and error is not None
            assert (error["code"], error["reason"]) == ("too_many_spectators", "game_full")

        # B dies (SIGKILL): its spectator no longer counts, and A lets one more in.
        b.kill()
        deadline = time.monotonic() + 20
        while True:
            client, error = _spectate(a, game, codes[0])
            if client is not None:
                clients.append(client)
                break
            assert time.monotonic() < deadline, "A still counts the dead process's spectator"
            time.sleep(0.5)
        client, error = _spectate(a, game, codes[0])  # and then it is full again
        assert client is None and error is not None and error["reason"] == "game_full"
    finally:
        for client in clients:
            client.ws.close()
        logs = "\n".join(server.stop()[-2000:] for server in servers)
    assert "Traceback" not in logs, logs
