"""Rated play between distinct people, tried as a farmer would against a real server, each person with a client
address of their own (``X-Forwarded-For`` from loopback, which uvicorn trusts; loopback itself is exempt): two
accounts of one address are never seated together (on one process, and on two processes sharing PostgreSQL),
a pair never has two rated games running at once nor more than its daily cap, and honest play between two
addresses still rates both; an older queue table gets the column of the queued-from address."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from cluster_helpers import ServeProcess
from sqlalchemy import create_engine, text
from test_accounts import Browser, start
from test_matchmaking import Account
from webtest_helpers import Client, ServerThread, play_all

from unoduo.storage import Store
from unoduo.storage.accounts import AccountStore, QueueRow

POLL_FOR = 3.0  # seconds of matchmaking passes (one a second) during which a refused pair must stay apart


def person(server: ServerThread, name: str, address: str) -> Browser:
    """A signed-up account whose every request comes from ``address``."""
    browser = Browser(server)
    browser.http.headers["x-forwarded-for"] = address
    made = browser.signup(name)
    assert made.status_code == 200, made.text
    return browser


def queue(*people: Browser) -> None:
    for browser in people:
        answer = browser.post("/api/queue", {"mode": "duo"})
        assert answer.status_code == 200 and answer.json()["status"] == "waiting", answer.text


def polls(people: Sequence[Browser | Account], until: float, want: int | None = None) -> list[dict[str, Any]]:
    """Poll every person's queue status (as the page does) for ``until`` seconds, or until ``want`` are matched."""
    deadline = time.monotonic() + until
    found: dict[int, dict[str, Any]] = {}
    while time.monotonic() < deadline and (want is None or len(found) < want):
        for index, browser in enumerate(people):
            if index not in found:
                status = browser.http.get("/api/queue").json()
                if status["status"] == "matched":
                    found[index] = status
        time.sleep(0.1)
    return [found.get(index, {"status": "waiting"}) for index in range(len(people))]


def rating(server: ServerThread, name: str) -> dict[str, Any]:
    duo: dict[str, Any] = server.http.get(f"/api/players/{name}").json()["ratings"]["duo"]
    return duo


def play(server: ServerThread, matched: list[dict[str, Any]]) -> None:
    clients = sorted((Client(server.ws_url, m["game"], m["token"]) for m in matched), key=lambda c: c.seat or 0)
    assert play_all(clients, seed=3)[0]["status"] == "over"
    for client in clients:
        client.close()


def rated_games(server: ServerThread, names: list[str], games: int) -> list[dict[str, Any]]:
    """The players' Duo ratings once each has ``games`` rated games (rating follows the game's end)."""
    deadline = time.monotonic() + 10
    found = [rating(server, name) for name in names]
    while time.monotonic() < deadline and any(r["games"] < games for r in found):
        time.sleep(0.1)
        found = [rating(server, name) for name in names]
    return found


def test_two_accounts_of_one_address_never_meet_and_each_meets_a_stranger(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        farmer, thrower = person(server, "Farmer", "203.0.113.7"), person(server, "Thrower", "203.0.113.7")
        # The farming script: both queue at once, again and again, waiting to be seated together so that the
        # thrower can hand every game to the farmer. The tables are never formed, so nothing is thrown.
        for _attempt in range(2):
            queue(farmer, thrower)
            assert polls([farmer, thrower], POLL_FOR) == [{"status": "waiting"}] * 2
        assert [r["games"] for r in rated_games(server, ["Farmer", "Thrower"], 0)] == [0, 0]
        assert rating(server, "Farmer")["rating"] == 1500, "the farmer's rating stays at its start"
        # Each of them is seated with a stranger of another address (the longest waiting first).
        asha = person(server, "Asha", "198.51.100.8")
        queue(asha)
        first = polls([farmer, thrower, asha], 10, want=2)
        assert first[0]["status"] == "matched" and first[1]["status"] == "waiting"
        assert first[2]["game"] == first[0]["game"]
        ravi = person(server, "Ravi", "198.51.100.9")
        queue(ravi)
        second = polls([thrower, ravi], 10, want=2)
        assert second[0]["status"] == "matched" and second[1]["game"] == second[0]["game"] != first[0]["game"]


def test_a_pair_has_one_rated_game_at_a_time_and_a_daily_cap(sqlite_url: str) -> None:
    with start(sqlite_url, rated_games_per_pair_per_day=2) as server:
        asha, ravi = person(server, "Asha", "198.51.100.8"), person(server, "Ravi", "192.0.2.44")
        queue(asha, ravi)
        game = polls([asha, ravi], 10, want=2)
        assert game[0]["status"] == game[1]["status"] == "matched"
        # While their rated game is being played, queueing again does not give them a second one together.
        queue(asha, ravi)
        assert polls([asha, ravi], POLL_FOR) == [{"status": "waiting"}] * 2
        # Honest play between two addresses rates both.
        play(server, game)
        after = rated_games(server, ["Asha", "Ravi"], 1)
        assert [r["games"] for r in after] == [1, 1] and {r["rating"] > 1500 for r in after} == {True, False}
        # Their game is over: they meet again (the second game of the day), play it, and then reach the cap.
        again = polls([asha, ravi], 40, want=2)  # their windows widen to the ratings' gap
        assert again[0]["status"] == "matched" and again[0]["game"] == again[1]["game"] != game[0]["game"]
        play(server, again)
        assert [r["games"] for r in rated_games(server, ["Asha", "Ravi"], 2)] == [2, 2]
        queue(asha, ravi)
        assert polls([asha, ravi], POLL_FOR) == [{"status": "waiting"}] * 2, "two rated games a day for a pair"
        # Each may still play someone else.
        ines = person(server, "Ines", "203.0.113.99")
        queue(ines)
        found = polls([asha, ravi, ines], 20, want=2)
        assert found[2]["status"] == "matched" and found[2]["game"] in {found[0].get("game"), found[1].get("game")}


@pytest.mark.slow  # two server processes on one database
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_two_accounts_of_one_address_never_meet_across_processes(db_url: str) -> None:
    servers = [ServeProcess(db_url).start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        people = []
        for server, name, address in zip([*servers, servers[1]], ("Farmer", "Thrower", "Asha"),
                                         ("203.0.113.7", "203.0.113.7", "198.51.100.8"), strict=True):
            account = Account(server)
            account.http.headers["x-forwarded-for"] = address
            account.post("/api/account/signup", {"name": name, "password": "a long enough secret"})
            people.append(account)
        farmer, thrower, asha = people
        for account in (farmer, thrower):
            assert account.post("/api/queue", {"mode": "duo"})["status"] == "waiting"
        assert polls([farmer, thrower], POLL_FOR) == [{"status": "waiting"}] * 2, "one address, two processes"
        assert asha.post("/api/queue", {"mode": "duo"})["status"] == "waiting"
        found = polls(people, 15, want=2)
        assert found[0]["status"] == found[2]["status"] == "matched" and found[0]["game"] == found[2]["game"]
        assert found[1]["status"] == "waiting"
    finally:
        for server in servers:
            server.stop()


def test_an_older_queue_gets_the_address_column(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(text(
            "CREATE TABLE match_queue (account_id VARCHAR(16) PRIMARY KEY, name VARCHAR(64) NOT NULL, "
            "rating FLOAT NOT NULL, mode VARCHAR(8) NOT NULL, size INTEGER NOT NULL, bots INTEGER NOT NULL, "
            "joined FLOAT NOT NULL, seen FLOAT NOT NULL, status VARCHAR(8) NOT NULL, since FLOAT NOT NULL, "
            "game_id VARCHAR(16), seat INTEGER, token VARCHAR(100))"))
        conn.execute(text("INSERT INTO match_queue VALUES ('a', 'Asha', 1500, 'duo', 2, 0, 1, 1, 'waiting', 1, "
                          "NULL, NULL, NULL)"))
    engine.dispose()

    async def reopen() -> QueueRow | None:
        store = Store(f"sqlite+aiosqlite:///{path}")
        await store.open()
        accounts = AccountStore(store)
        await accounts.open()
        entry, _waiting = await accounts.queue_entry("a")
        await store.close()
        return entry

    entry = asyncio.run(reopen())
    assert entry is not None and entry.name == "Asha" and entry.address is None
