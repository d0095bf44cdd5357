"""Matchmaking: a queue of logged-in players that seats players of similar rating together.

Each player asks for a table kind: UNO Duo (2 seats) or classic UNO with a chosen number of seats (2-10),
optionally "fill with bots". :class:`MatchQueue` is pure (the clock is passed in): the oldest waiting player is
seated first, with the waiting players of the same table kind closest to their rating, as long as every two
players at the table are within both players' *windows*. A window starts at :data:`BASE_WINDOW` rating points
and widens by :data:`WIDEN_PER_SECOND` for every second waited, up to :data:`MAX_WINDOW`, so a player is paired
closely when many are waiting and still finds a table when few are. A player who asked for bots and has
waited ``bot_fill_after`` seconds is seated with whoever suitable is waiting (who also accepts bots) and bots
for the other seats, at the public rating closest to the table's average.

:class:`Matchmaker` runs the queue in a server process: every second it forms tables, creates each as a rated
game (:meth:`GameHub.create_table`), links the seats to the accounts and tells each player's next poll the
game and its seat token. The queue is in this process's memory: with several processes behind one address,
players who should meet must reach the same process for queueing (docs/server.md, "Accounts and ratings").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from .ratings import nearest_bot

log = logging.getLogger("unoduo.web")

BASE_WINDOW: Final = 100.0
WIDEN_PER_SECOND: Final = 10.0
MAX_WINDOW: Final = 1000.0
MATCH_KEPT: Final = 300.0  # seconds a formed table's seat token waits for its player's poll


@dataclass
class Ticket:
    """One waiting player: who, at which rating (shown scale), for which table, since when."""

    account_id: str
    name: str
    rating: float
    mode: str  # "duo" or "classic"
    size: int  # seats at the table (2 for Duo)
    bots: bool  # the player accepts bots filling the empty seats
    joined: float  # clock time when the player entered the queue


@dataclass
class Table:
    """A table the queue formed: its players (oldest waiting first) and how many bots fill it, at which level."""

    mode: str
    size: int
    players: list[Ticket]
    bots: int = 0
    bot_level: str | None = None


def window(ticket: Ticket, now: float) -> float:
    """How far from its rating a ticket accepts opponents, after waiting until ``now``."""
    return min(MAX_WINDOW, BASE_WINDOW + WIDEN_PER_SECOND * max(0.0, now - ticket.joined))


def _fits(group: list[Ticket], now: float) -> bool:
    """Every two players of ``group`` are within both players' windows."""
    narrowest = min(window(t, now) for t in group)
    ratings = [t.rating for t in group]
    return max(ratings) - min(ratings) <= narrowest


@dataclass
class MatchQueue:
    """The waiting players, by table kind (pure: give it the time)."""

    bot_fill_after: float = 20.0
    tickets: dict[str, Ticket] = field(default_factory=dict)

    def add(self, ticket: Ticket) -> None:
        """Enter the queue (again: the old ticket is replaced, its waiting time kept if the kind is the same)."""
        old = self.tickets.get(ticket.account_id)
        if old is not None and (old.mode, old.size, old.bots) == (ticket.mode, ticket.size, ticket.bots):
            ticket.joined = old.joined
        self.tickets[ticket.account_id] = ticket

    def remove(self, account_id: str) -> Ticket | None:
        return self.tickets.pop(account_id, None)

    def form_tables(self, now: float) -> list[Table]:
        """Every table that can start now; their players leave the queue."""
        tables = []
        for ticket in sorted(self.tickets.values(), key=lambda t: (t.joined, t.account_id)):
            if ticket.account_id not in self.tickets:
                continue  # seated at an earlier table of this pass
            table = self._table_for(ticket, now)
            if table is not None:
                for player in table.players:
                    del self.tickets[player.account_id]
                tables.append(table)
        return tables

    def _table_for(self, first: Ticket, now: float) -> Table | None:
        others = [
            t for t in self.tickets.values()
            if t.account_id != first.account_id and (t.mode, t.size) == (first.mode, first.size)
        ]
        others.sort(key=lambda t: (abs(t.rating - first.rating), t.joined))
        group = [first]
        for other in others:
            if len(group) == first.size:
                break
            if _fits([*group, other], now):
                group.append(other)
        if len(group) == first.size:
            return Table(first.mode, first.size, group)
        if first.bots and now - first.joined >= self.bot_fill_after:
            with_bots = [t for t in group if t.bots]
            average = sum(t.rating for t in with_bots) / len(with_bots)
            return Table(first.mode, first.size, with_bots, first.size - len(with_bots), nearest_bot(first.mode,
                                                                                                      average))
        return None


@dataclass
class Matched:
    """A formed table as one player sees it: the game, the seat and its token (shown once per poll)."""

    game: str
    seat: int
    token: str
    at: float


CreateTable = Callable[[Table], Awaitable[tuple[str, dict[int, str]]]]


class Matchmaker:
    """The queue of this server process and its loop: forms tables and creates their games."""

    def __init__(self, create_table: CreateTable, bot_fill_after: float, clock: Callable[[], float] = time.monotonic,
                 interval: float = 1.0) -> None:
        self.queue = MatchQueue(bot_fill_after=bot_fill_after)
        self.create_table = create_table
        self.clock = clock
        self.interval = interval
        self.matched: dict[str, Matched] = {}
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop(), name="unoduo-matchmaker")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def enter(self, ticket: Ticket) -> None:
        self.matched.pop(ticket.account_id, None)
        ticket.joined = self.clock()
        self.queue.add(ticket)
        self._wake.set()

    def leave(self, account_id: str) -> bool:
        return self.queue.remove(account_id) is not None

    def status(self, account_id: str) -> dict[str, Any]:
        """What the player's poll answers: matched (game, seat, token), waiting (since, window) or idle."""
        now = self.clock()
        found = self.matched.get(account_id)
        if found is not None:
            return {"status": "matched", "game": found.game, "seat": found.seat, "token": found.token}
        ticket = self.queue.tickets.get(account_id)
        if ticket is None:
            return {"status": "idle"}
        return {
            "status": "waiting", "mode": ticket.mode, "size": ticket.size, "bots": ticket.bots,
            "waited": round(now - ticket.joined, 1), "window": round(window(ticket, now)),
            "waiting": sum(1 for t in self.queue.tickets.values() if (t.mode, t.size) == (ticket.mode, ticket.size)),
        }

    def forget(self, account_id: str) -> None:
        """The account is gone (logged out everywhere or deleted): leave the queue and drop any match."""
        self.queue.remove(account_id)
        self.matched.pop(account_id, None)

    async def run_once(self) -> list[str]:
        """Form the tables that can start and create their games; the new games' ids."""
        now = self.clock()
        for account_id, found in list(self.matched.items()):
            if now - found.at > MATCH_KEPT:
                del self.matched[account_id]
        created = []
        for table in self.queue.form_tables(now):
            try:
                game_id, tokens = await self.create_table(table)
            except Exception:
                log.exception("matchmaking: could not create a table; its players wait again")
                for player in table.players:
                    self.queue.add(player)
                continue
            for seat, player in enumerate(table.players):
                self.matched[player.account_id] = Matched(game_id, seat, tokens[seat], now)
            created.append(game_id)
        return created

    async def _loop(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.interval)
            self._wake.clear()
            try:
                await self.run_once()
            except Exception:  # never let one bad pass stop matchmaking
                log.exception("matchmaking pass failed")
