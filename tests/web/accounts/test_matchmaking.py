"""The matchmaking queue: the pure pairing (similar ratings first, windows widening over time, classic tables of
a chosen size, bots filling a table on request), then the queue shared in the database by several server
processes: matchmakers on separate connections to one SQLite or PostgreSQL database, and two real ``unoduo
serve`` processes on one PostgreSQL pairing two players who queued on different processes."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from cluster_helpers import ServeProcess
from webtest_helpers import Client, play_all

from unoduo.storage import Store
from unoduo.storage.accounts import AccountRow, AccountStore
from unoduo.web.accounts.matchmaking import (
    BASE_WINDOW,
    MAX_WINDOW,
    PAIR_CAP,
    PAIR_DAY,
    PAIRING_LIMIT,
    UNPOLLED,
    WIDEN_PER_SECOND,
    Matchmaker,
    MatchQueue,
    Table,
    Ticket,
)
from unoduo.web.play.tokens import hash_token


def ticket(name: str, rating: float, joined: float = 0.0, mode: str = "duo", size: int = 2,
           bots: bool = False, address: str | None = None) -> Ticket:
    return Ticket(name, name, rating, mode, size, bots, joined, address)


def names(tables: list[Table]) -> list[list[str]]:
    return [[p.name for p in table.players] for table in tables]


def test_similar_ratings_are_paired_first() -> None:
    queue = MatchQueue()
    for name, rating in [("a", 1500), ("b", 1900), ("c", 1540), ("d", 1880)]:
        queue.add(ticket(name, rating))
    assert names(queue.form_tables(now=1.0)) == [["a", "c"], ["b", "d"]]
    assert queue.tickets == {}


def test_the_window_widens_while_waiting() -> None:
    queue = MatchQueue()
    queue.add(ticket("a", 1500, joined=0.0))
    queue.add(ticket("b", 1800, joined=0.0))
    assert queue.form_tables(now=5.0) == [], "300 apart: beyond a 150-point window"
    needed = (300 - BASE_WINDOW) / WIDEN_PER_SECOND
    assert queue.form_tables(now=needed - 0.5) == []
    assert names(queue.form_tables(now=needed + 0.5)) == [["a", "b"]]


def test_both_windows_must_reach() -> None:
    queue = MatchQueue()
    queue.add(ticket("old", 1500, joined=0.0))
    queue.add(ticket("new", 1700, joined=19.0))  # "old" reaches 1700 by now; "new" only waited a second
    assert queue.form_tables(now=20.0) == []
    assert names(queue.form_tables(now=29.0)) == [["old", "new"]]


def test_the_window_stops_widening() -> None:
    queue = MatchQueue()
    queue.add(ticket("a", 800))
    queue.add(ticket("b", 800 + MAX_WINDOW + 1))
    assert queue.form_tables(now=10_000.0) == []


def test_classic_tables_of_a_chosen_size() -> None:
    queue = MatchQueue()
    for i, rating in enumerate([1500, 1510, 1490, 1520, 1505]):
        queue.add(ticket(f"p{i}", rating, mode="classic", size=4))
    queue.add(ticket("duo", 1500))
    tables = queue.form_tables(now=1.0)
    assert len(tables) == 1 and tables[0].size == 4 and tables[0].bots == 0
    assert names(tables)[0][0] == "p0" and len(set(names(tables)[0])) == 4
    assert set(queue.tickets) == {"duo", next(n for n in ("p1", "p2", "p3", "p4") if n not in names(tables)[0])}


def test_bots_fill_a_table_on_request_after_a_while() -> None:
    queue = MatchQueue(bot_fill_after=20.0)
    queue.add(ticket("a", 1000, mode="classic", size=4, bots=True))
    queue.add(ticket("b", 1020, mode="classic", size=4, bots=True))
    queue.add(ticket("c", 1010, mode="classic", size=4, bots=False))
    queue.add(ticket("lone", 1700, bots=False))
    assert queue.form_tables(now=10.0) == []
    tables = queue.form_tables(now=20.0)
    assert names(tables) == [["a", "b"]] and tables[0].bots == 2 and tables[0].bot_level == "easy"
    assert set(queue.tickets) == {"c", "lone"}, "who did not ask for bots keeps waiting for people"


def test_one_address_or_a_pair_kept_apart_never_shares_a_table() -> None:
    queue = MatchQueue(apart=frozenset({("c", "d")}))
    queue.add(ticket("a", 1500, address="one"))
    queue.add(ticket("b", 1500, address="one"))
    queue.add(ticket("c", 1500, mode="classic", size=3))
    queue.add(ticket("d", 1500, mode="classic", size=3))
    queue.add(ticket("e", 1500, mode="classic", size=3))
    assert queue.form_tables(now=1.0) == [], "a and b share an address; c and d are kept apart"
    queue.add(ticket("x", 1500, joined=2.0, address="two"))
    queue.add(ticket("y", 1500, joined=2.0, mode="classic", size=3))
    assert names(queue.form_tables(now=3.0)) == [["a", "x"], ["c", "e", "y"]]
    assert set(queue.tickets) == {"b", "d"}, "each waits on, for someone else"
    # Who asked for bots gets them rather than the player of the same address.
    queue = MatchQueue(bot_fill_after=10.0)
    queue.add(ticket("a", 1500, bots=True, address="one"))
    queue.add(ticket("b", 1500, bots=True, address="one"))
    tables = queue.form_tables(now=10.0)
    assert names(tables) == [["a"], ["b"]] and [t.bots for t in tables] == [1, 1]


def test_entering_again_keeps_the_place_in_the_queue() -> None:
    queue = MatchQueue()
    queue.add(ticket("a", 1500, joined=0.0))
    queue.add(ticket("a", 1500, joined=30.0))
    assert queue.tickets["a"].joined == 0.0
    queue.add(ticket("a", 1500, joined=31.0, mode="classic", size=3))
    assert queue.tickets["a"].joined == 31.0, "another table kind starts a new wait"


# ---------------------------------------------------------------------- the queue in the database


class Clock:
    """A wall clock the test moves (every matchmaker of a test shares it, as NTP-synced machines would)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class Process:
    """What one server process holds of matchmaking: its own store (engine, writer) and matchmaker."""

    def __init__(self, url: str, clock: Clock, bot_fill_after: float = 20.0, rated: bool = False,
                 pair_cap: int = PAIR_CAP) -> None:
        self.store = Store(url)
        self.accounts = AccountStore(self.store)
        self.tables: list[Table] = []
        self.fail = False
        self.rated = rated  # each table is recorded as a rated game of its players, as the server does
        self.clock = clock
        self.matchmaker = Matchmaker(self.accounts, self.create, bot_fill_after, clock=clock, pair_cap=pair_cap)

    async def create(self, table: Table) -> tuple[str, dict[int, str]]:
        if self.fail:
            raise RuntimeError("the database went away")
        self.tables.append(table)
        game = f"g{id(self) % 1000}-{len(self.tables)}"
        if self.rated:
            for seat, player in enumerate(table.players):
                await self.accounts.link_seats(player.account_id, [(game, seat)])
            await self.accounts.mark_rated(game, table.mode, datetime.fromtimestamp(self.clock(), UTC).isoformat())
        return game, {seat: f"{game}-token{seat}" for seat in range(len(table.players))}

    async def open(self) -> Process:
        await self.store.open()
        await self.accounts.open()
        return self

    async def close(self) -> None:
        await self.store.close()


async def _with_processes(url: str, count: int, scenario: Callable[[list[Process], Clock], Awaitable[None]],
                          **options: Any) -> None:
    clock = Clock()
    processes = [await Process(url, clock, **options).open() for _ in range(count)]
    try:
        for name in ("a", "b", "c", "d"):
            await processes[0].accounts.create_account(AccountRow(name, name, name, "hash", "2026"), "2026")
        await scenario(processes, clock)
    finally:
        for process in processes:
            await process.close()


def test_players_queued_on_two_processes_are_paired(db_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        one, two = processes
        assert (await one.matchmaker.enter(ticket("a", 1500)))["status"] == "waiting"
        waiting = await two.matchmaker.enter(ticket("b", 1450))
        assert waiting["status"] == "waiting" and waiting["waiting"] == 2, "both see the one queue"
        clock.now += 1
        created = await two.matchmaker.run_once()
        assert len(created) == 1 and [p.name for p in two.tables[0].players] == ["a", "b"]
        assert await one.matchmaker.run_once() == [], "each table is made once"
        # Each player's poll, on either process, finds the game, their seat and a token made by that poll;
        # the queue keeps only its hash (the last one fetched holds the seat).
        for process in processes:
            found = await process.matchmaker.status("a")
            token = found.pop("token")
            assert found == {"status": "matched", "game": created[0], "seat": 0}
            assert token != f"{created[0]}-token0", "the token the game was created with is never told"
            entry, _waiting = await process.accounts.queue_entry("a")
            assert entry is not None and entry.token == hash_token(token)
            assert (await process.matchmaker.status("b"))["seat"] == 1
            assert await process.matchmaker.status("c") == {"status": "idle"}
        await one.matchmaker.forget("a")
        assert await two.matchmaker.status("a") == {"status": "idle"}

    asyncio.run(_with_processes(db_url, 2, scenario))


def test_the_window_widens_in_the_shared_queue_and_leaving_works(sqlite_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        one, two = processes
        await one.matchmaker.enter(ticket("a", 1500))
        await two.matchmaker.enter(ticket("b", 1800))
        await two.matchmaker.enter(ticket("c", 1810))
        assert await one.matchmaker.leave("c") and not await one.matchmaker.leave("c")
        clock.now += 5
        assert await one.matchmaker.run_once() == []
        status = await two.matchmaker.status("a")
        assert status["waited"] == 5 and status["window"] == BASE_WINDOW + 5 * WIDEN_PER_SECOND
        clock.now += (300 - BASE_WINDOW) / WIDEN_PER_SECOND - 5 - 0.5
        await one.matchmaker.status("a")  # polls keep both in the queue
        await two.matchmaker.status("b")
        assert await two.matchmaker.run_once() == []
        clock.now += 1
        assert len(await two.matchmaker.run_once()) == 1
        assert [p.name for p in two.tables[0].players] == ["a", "b"] and one.tables == []
        # Entering again after a match starts a new wait.
        assert (await one.matchmaker.enter(ticket("a", 1500)))["waited"] == 0

    asyncio.run(_with_processes(sqlite_url, 2, scenario))


def test_bots_fill_a_table_from_the_shared_queue(sqlite_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        one, two = processes
        await one.matchmaker.enter(ticket("a", 1000, mode="classic", size=4, bots=True))
        await two.matchmaker.enter(ticket("b", 1010, mode="classic", size=4, bots=True))
        await two.matchmaker.enter(ticket("c", 1005, mode="classic", size=4))
        clock.now += 5
        assert await one.matchmaker.run_once() == []
        clock.now += 6
        await two.matchmaker.status("c")
        assert len(await one.matchmaker.run_once()) == 1
        table = one.tables[0]
        assert [p.name for p in table.players] == ["a", "b"] and table.bots == 2 and table.bot_level == "easy"
        assert (await two.matchmaker.status("b"))["status"] == "matched"
        assert (await two.matchmaker.status("c"))["status"] == "waiting", "who did not ask for bots waits on"

    asyncio.run(_with_processes(sqlite_url, 2, scenario, bot_fill_after=10.0))


def test_entries_nobody_polls_expire_and_a_failed_table_waits_again(sqlite_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        one, two = processes
        await one.matchmaker.enter(ticket("a", 1500))  # this page is closed: nobody polls "a"
        await two.matchmaker.enter(ticket("b", 3000))
        for _ in range(4):
            clock.now += UNPOLLED / 3
            await two.matchmaker.status("b")
            assert await two.matchmaker.run_once() == []
        assert await one.matchmaker.status("a") == {"status": "idle"}
        assert (await one.matchmaker.status("b"))["status"] == "waiting"
        # Creating the table fails: both wait again, their places kept.
        await one.matchmaker.enter(ticket("c", 3000))
        one.fail = True
        assert await one.matchmaker.run_once() == []
        assert (await two.matchmaker.status("b"))["waited"] == UNPOLLED * 4 / 3
        one.fail = False
        assert len(await one.matchmaker.run_once()) == 1
        assert [p.name for p in one.tables[0].players] == ["b", "c"]

    asyncio.run(_with_processes(sqlite_url, 2, scenario))


def test_the_cap_on_rated_games_per_pair_holds_across_processes(db_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        one, two = processes
        first_game = clock.now + 1
        for _game in range(2):  # a and b (one address each) meet twice, on either process
            await one.matchmaker.enter(ticket("a", 1500, address="one"))
            await two.matchmaker.enter(ticket("b", 1500, address="two"))
            clock.now += 1
            assert len(await one.matchmaker.run_once() + await two.matchmaker.run_once()) == 1
            clock.now += 60
        await one.matchmaker.enter(ticket("a", 1500, address="one"))
        await two.matchmaker.enter(ticket("b", 1500, address="two"))
        clock.now += 1
        assert await one.matchmaker.run_once() + await two.matchmaker.run_once() == [], "their cap is reached"
        await two.matchmaker.enter(ticket("c", 1500, address="three"))
        assert len(await two.matchmaker.run_once()) == 1
        assert [p.name for p in two.tables[-1].players] == ["a", "c"], "a meets someone else"
        clock.now = first_game + PAIR_DAY + 1  # the first game no longer counts: one more together
        await one.matchmaker.enter(ticket("a", 1500, address="one"))
        await two.matchmaker.enter(ticket("b", 1500, address="two"))
        assert len(await one.matchmaker.run_once()) == 1
        assert sorted(p.name for p in one.tables[-1].players) == ["a", "b"]

    asyncio.run(_with_processes(db_url, 2, scenario, rated=True, pair_cap=2))


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_passes_racing_on_two_processes_seat_each_player_once(db_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        for index, name in enumerate("abcd"):
            await processes[index % 2].matchmaker.enter(ticket(name, 1500 + index))
        clock.now += 1
        for _ in range(3):
            await asyncio.gather(*(p.matchmaker.run_once() for p in processes))
        seated = [p.name for process in processes for table in process.tables for p in table.players]
        assert sorted(seated) == ["a", "b", "c", "d"]

    asyncio.run(_with_processes(db_url, 2, scenario))


# ---------------------------------------------------------------------- two real server processes


class Account:
    """One person's HTTP client (own cookie jar, the CSRF header as the pages send it) on one process."""

    def __init__(self, server: ServeProcess) -> None:
        self.server = server
        self.http = httpx.Client(base_url=server.base, timeout=30)
        self.csrf = self.http.get("/api/account").json()["csrf"]

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        response = self.http.post(path, json=body, headers={"x-csrf-token": self.csrf})
        assert response.status_code == 200, response.text
        answer: dict[str, Any] = response.json()
        self.csrf = answer.get("csrf", self.csrf)
        return answer


@pytest.mark.slow  # two server processes on one database
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_two_players_queued_on_two_server_processes_meet_at_one_table(db_url: str) -> None:
    servers = [ServeProcess(db_url, "--limit", "rated_target_score=1").start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        people = [Account(server) for server in servers]
        for person, name in zip(people, ("Asha", "Ravi"), strict=True):
            person.post("/api/account/signup", {"name": name, "password": "a long enough secret"})
            assert person.post("/api/queue", {"mode": "duo"})["status"] == "waiting"
        matched: list[dict[str, Any]] = []
        deadline = time.monotonic() + 20
        while len(matched) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
            matched = [s for s in (p.http.get("/api/queue").json() for p in people) if s["status"] == "matched"]
        assert len(matched) == 2, matched
        assert matched[0]["game"] == matched[1]["game"] and {m["seat"] for m in matched} == {0, 1}
        # Each plays from the process they queued on, to the end of the (one-round) rated match; both ratings
        # change, as either process tells.
        clients = [Client(s.ws_url, m["game"], m["token"]) for s, m in zip(servers, matched, strict=True)]
        for client, match in zip(clients, matched, strict=True):
            assert client.seat == match["seat"] and client.state is not None
            assert [p["name"] for p in client.state["players"]] == ["Asha", "Ravi"]
        play_all(clients, seed=18, timeout=60)
        for client in clients:
            client.close()
        deadline = time.monotonic() + 20
        ratings: list[int] = []
        while time.monotonic() < deadline:
            profiles = [servers[i % 2].get(f"/api/players/{name}") for i, name in enumerate(("Asha", "Ravi"))]
            ratings = [profile["ratings"]["duo"]["rating"] for profile in profiles]
            if 1500 not in ratings:
                break
            time.sleep(0.2)
        assert min(ratings) < 1500 < max(ratings), ratings
        assert all(profile["games"][0]["game"] == matched[0]["game"] for profile in profiles)
    finally:
        for server in servers:
            server.stop()


def test_players_whose_process_died_while_seating_them_wait_again(sqlite_url: str) -> None:
    async def scenario(processes: list[Process], clock: Clock) -> None:
        dying, survivor = processes
        await dying.matchmaker.enter(ticket("a", 1500))
        await survivor.matchmaker.enter(ticket("b", 1500))
        # The dying process marks both "pairing" and dies before it creates their table.
        taken = await dying.accounts.queue_take(clock(), dying.matchmaker.times,
                                               lambda rows, pairs: [["a", "b"]])
        assert [[row.account_id for row in table] for table in taken] == [["a", "b"]]
        clock.now += PAIRING_LIMIT / 2
        assert await survivor.matchmaker.run_once() == [], "being seated: not paired twice"
        assert (await survivor.matchmaker.status("a"))["status"] == "waiting"
        clock.now += PAIRING_LIMIT / 2 + 1
        assert len(await survivor.matchmaker.run_once()) == 1
        assert [p.name for p in survivor.tables[0].players] == ["a", "b"]

    asyncio.run(_with_processes(sqlite_url, 2, scenario))
