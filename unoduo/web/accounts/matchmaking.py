"""Matchmaking: a queue of logged-in players that seats players of similar rating together.

Each player asks for a table kind: UNO Duo (2 seats) or classic UNO with a chosen number of seats (2-10),
optionally "fill with bots". :class:`MatchQueue` is pure (the clock is passed in): the oldest waiting player is
seated first, with the waiting players of the same table kind closest to their rating, as long as every two
players at the table are within both players' *windows*. A window starts at :data:`BASE_WINDOW` rating points
and widens by :data:`WIDEN_PER_SECOND` for every second waited, up to :data:`MAX_WINDOW`, so a player is paired
closely when many are waiting and still finds a table when few are. A player who asked for bots and has
waited ``bot_fill_after`` seconds is seated with whoever suitable is waiting (who also accepts bots) and bots
for the other seats, at the public rating closest to the table's average.

Rated games are between distinct people: two players who queued from one client address (not an exempt one)
never share a table, nor two accounts that already share a rated game still being played, nor two accounts
that started ``pair_cap`` rated games together in the last :data:`PAIR_DAY` seconds. Such players keep waiting,
and may be seated with anyone else. Bots that fill a table count at their fixed public rating, so beating
one earns what that win is worth and nobody can rate themselves through a bot.

:class:`Matchmaker` keeps the queue in the database (``match_queue``, :mod:`unoduo.storage.accounts`), so
that every server process sharing one PostgreSQL serves one queue: two players who queued on different
processes meet. Every process runs a pass every second (at once after a player enters on it); a pass is one
transaction that, on PostgreSQL, holds an advisory lock (one process forms tables at a time, over the whole
queue), drops expired entries, forms tables with :class:`MatchQueue` and marks their players ``pairing``.
The process then creates each table as a rated game (:meth:`GameHub.create_table`), links the seats to the
accounts and stores each player's game and seat in their entry, which the player's next poll of *any* process
reads (the page polls every second); that poll makes the seat's token and stores only its hash (each fetch a
new one: the last one fetched holds the seat). An entry that nobody polls for :data:`UNPOLLED` seconds
(the page was closed, or its process died and the player never came back) leaves the queue; players whose
table a dying process never created wait again after :data:`PAIRING_LIMIT` seconds, their place kept.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final

from unoduo.storage.accounts import AccountStore, QueueRow, QueueTimes, RatedPairs
from unoduo.web.accounts.ratings import nearest_bot
from unoduo.web.play.tokens import hash_token, new_token

log = logging.getLogger("unoduo.web")

BASE_WINDOW: Final = 100.0
WIDEN_PER_SECOND: Final = 10.0
MAX_WINDOW: Final = 1000.0
MATCH_KEPT: Final = 300.0  # seconds a formed table's seat token waits for its player's poll
UNPOLLED: Final = 30.0  # seconds without a poll after which a waiting player leaves the queue
PAIRING_LIMIT: Final = 60.0  # seconds after which players whose table was never created wait again
SEEN_EVERY: Final = 5.0  # a poll records that the player is still there at most this often (a write)
PAIR_DAY: Final = 24 * 3600.0  # the window of the cap on rated games per pair of accounts
PAIR_CAP: Final = 3  # rated games one pair of accounts may start per PAIR_DAY (ServerLimits overrides it)


def address_key(secret: bytes, address: str) -> str:
    """What the queue stores of a client address: its HMAC-SHA256 under the server's secret (hex), enough to
    tell that two entries came from one address without keeping the address."""
    return hmac.new(secret, address.encode(), hashlib.sha256).hexdigest()


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
    address: str | None = None  # the key of the client address queued from (None: exempt, never compared)


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
    # Pairs of account ids (sorted) that may not share a table now: a rated game running, or over their cap
    apart: frozenset[tuple[str, str]] = frozenset()

    def may_meet(self, one: Ticket, other: Ticket) -> bool:
        """Whether two players may share a rated table: not from one address, not a pair kept apart."""
        if one.address is not None and one.address == other.address:
            return False
        low, high = sorted((one.account_id, other.account_id))
        return (low, high) not in self.apart

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
            if _fits([*group, other], now) and all(self.may_meet(member, other) for member in group):
                group.append(other)
        if len(group) == first.size:
            return Table(first.mode, first.size, group)
        if first.bots and now - first.joined >= self.bot_fill_after:
            with_bots = [t for t in group if t.bots]
            average = sum(t.rating for t in with_bots) / len(with_bots)
            return Table(first.mode, first.size, with_bots, first.size - len(with_bots), nearest_bot(first.mode,
                                                                                                      average))
        return None


CreateTable = Callable[[Table], Awaitable[tuple[str, dict[int, str]]]]


def _ticket(row: QueueRow) -> Ticket:
    return Ticket(row.account_id, row.name, row.rating, row.mode, row.size, row.bots, row.joined, row.address)


def kept_apart(pairs: RatedPairs, cap: int) -> frozenset[tuple[str, str]]:
    """The pairs that may not be seated together: a rated game of theirs running, or ``cap`` started lately."""
    return pairs.running | frozenset(pair for pair, count in pairs.recent.items() if count >= cap)


class Matchmaker:
    """The shared queue (in the database) as this server process serves it: entering, leaving, polls, and the
    loop that forms tables and creates their games."""

    def __init__(self, store: AccountStore, create_table: CreateTable, bot_fill_after: float,
                 clock: Callable[[], float] = time.time, interval: float = 1.0,
                 times: QueueTimes | None = None,
                 token_issued: Callable[[str, int, str], Awaitable[None]] | None = None,
                 pair_cap: int = PAIR_CAP) -> None:
        self.store = store
        self.pair_cap = pair_cap  # rated games one pair of accounts may start per PAIR_DAY
        # Told (game, seat, token hash) when a poll made a seat's token: the game in memory takes the new hash.
        self.token_issued = token_issued
        self.create_table = create_table
        self.bot_fill_after = bot_fill_after
        self.clock = clock  # wall-clock seconds: every process compares its clock with the stored times
        self.interval = interval
        self.times = times or QueueTimes(unpolled=UNPOLLED, pairing=PAIRING_LIMIT, matched=MATCH_KEPT)
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop(), name="unoduo-matchmaker")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def enter(self, ticket: Ticket) -> dict[str, Any]:
        """Enter the queue (again: the same table kind keeps its place); what the player's poll answers."""
        now = self.clock()
        await self.store.queue_enter(QueueRow(
            ticket.account_id, ticket.name, ticket.rating, ticket.mode, ticket.size, ticket.bots,
            joined=now, seen=now, status="waiting", since=now, address=ticket.address,
        ))
        self._wake.set()
        return await self.status(ticket.account_id)

    async def leave(self, account_id: str) -> bool:
        """Leave the queue (and drop a match not fetched yet); the account is gone or changed its mind."""
        return await self.store.queue_leave(account_id)

    forget = leave

    async def status(self, account_id: str) -> dict[str, Any]:
        """What the player's poll answers: matched (game, seat, token), waiting (since, window) or idle."""
        now = self.clock()
        entry, waiting = await self.store.queue_entry(account_id)
        if entry is None:
            return {"status": "idle"}
        if entry.status == "matched" and entry.game_id is not None and entry.seat is not None:
            token = new_token()
            issued = await self.store.queue_issue(account_id, hash_token(token))
            if issued is not None:
                game_id, seat = issued
                if self.token_issued is not None:
                    await self.token_issued(game_id, seat, hash_token(token))
                return {"status": "matched", "game": game_id, "seat": seat, "token": token}
            entry, waiting = await self.store.queue_entry(account_id)
            if entry is None or entry.status == "matched":
                return {"status": "idle"}
        if now - entry.seen >= SEEN_EVERY:
            await self.store.queue_seen(account_id, now)
        ticket = _ticket(entry)
        return {
            "status": "waiting", "mode": entry.mode, "size": entry.size, "bots": entry.bots,
            "waited": round(max(0.0, now - entry.joined), 1), "window": round(window(ticket, now)),
            "waiting": max(1, waiting),
        }

    async def run_once(self) -> list[str]:
        """One pass over the shared queue: form the tables that can start and create their games (on this
        process); the new games' ids. Nothing when the queue is empty or another process is in its pass."""
        if not await self.store.queue_busy():
            return []
        now = self.clock()
        formed: dict[tuple[str, ...], Table] = {}

        def choose(rows: list[QueueRow], pairs: RatedPairs) -> list[list[str]]:
            formed.clear()  # the transaction may run again (a retried batch): only its last run counts
            queue = MatchQueue(bot_fill_after=self.bot_fill_after, tickets={r.account_id: _ticket(r) for r in rows},
                               apart=kept_apart(pairs, self.pair_cap))
            for table in queue.form_tables(now):
                formed[tuple(p.account_id for p in table.players)] = table
            return [list(ids) for ids in formed]

        since = datetime.fromtimestamp(now - PAIR_DAY, UTC).isoformat()  # as rated_games.created is written
        created = []
        for rows in await self.store.queue_take(now, self.times, choose, pairs_since=since):
            ids = [row.account_id for row in rows]
            table = formed[tuple(ids)]
            try:
                game_id, _tokens = await self.create_table(table)  # each poll makes its player's token
            except Exception:
                log.exception("matchmaking: could not create a table; its players wait again")
                await self.store.queue_unpair(ids, self.clock())
                continue
            await self.store.queue_seated(game_id, [(a, seat) for seat, a in enumerate(ids)], self.clock())
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
