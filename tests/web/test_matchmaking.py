"""The matchmaking queue (pure, with a given clock): similar ratings first, windows widening over time, classic
tables of a chosen size, bots filling a table on request."""

from __future__ import annotations

import asyncio

from unoduo.web.matchmaking import BASE_WINDOW, MAX_WINDOW, WIDEN_PER_SECOND, Matchmaker, MatchQueue, Table, Ticket


def ticket(name: str, rating: float, joined: float = 0.0, mode: str = "duo", size: int = 2,
           bots: bool = False) -> Ticket:
    return Ticket(name, name, rating, mode, size, bots, joined)


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


def test_entering_again_keeps_the_place_in_the_queue() -> None:
    queue = MatchQueue()
    queue.add(ticket("a", 1500, joined=0.0))
    queue.add(ticket("a", 1500, joined=30.0))
    assert queue.tickets["a"].joined == 0.0
    queue.add(ticket("a", 1500, joined=31.0, mode="classic", size=3))
    assert queue.tickets["a"].joined == 31.0, "another table kind starts a new wait"


def test_the_matchmaker_tells_each_player_their_seat() -> None:
    async def scenario() -> None:
        made: list[Table] = []

        async def create(table: Table) -> tuple[str, dict[int, str]]:
            made.append(table)
            return "g1", {seat: f"token{seat}" for seat in range(len(table.players))}

        now = [0.0]
        matchmaker = Matchmaker(create, bot_fill_after=5.0, clock=lambda: now[0])
        matchmaker.enter(ticket("a", 1500))
        assert matchmaker.status("a")["status"] == "waiting"
        matchmaker.enter(ticket("b", 1450))
        assert await matchmaker.run_once() == ["g1"]
        assert matchmaker.status("a") == {"status": "matched", "game": "g1", "seat": 0, "token": "token0"}
        assert matchmaker.status("b")["seat"] == 1
        assert matchmaker.status("c") == {"status": "idle"}
        matchmaker.forget("a")
        assert matchmaker.status("a") == {"status": "idle"}

    asyncio.run(scenario())
