"""The matchmaking queue in the database (``match_queue``), so that players queued on different server processes
meet: entering and leaving, polls, and the pass that forms tables, which holds a transaction-scoped advisory lock
on PostgreSQL (one process forms tables at a time, over the whole queue) and locks the rows it reads.

No seat token is stored in the clear: a matched entry holds only the SHA-256 of the last seat token handed to
the player (:meth:`MatchQueue.queue_issue`), like every other seat token; the token itself is made by the poll
that fetches the match, which stores its hash in the seat at the same time. An entry's client address is kept
only as a keyed hash (``address``), enough to tell that two entries came from one address.

A pass also reads, in its transaction, which pairs of waiting accounts already share rated games (``rated_games``
and ``account_seats``): how many they started lately and which one is still running (:class:`RatedPairs`), so
that the pairing can refuse a pair over its cap whichever process runs the pass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sqlalchemy import and_, delete, func, insert, or_, select, text, update
from sqlalchemy.engine import Connection

from unoduo.storage.db.schema import games, seats

from .base import OnGameStore
from .tables import (
    MATCH_LOCK_KEY,
    QueueRow,
    QueueTimes,
    RatedPairs,
    account_seats,
    match_queue,
    queue_from_row,
    rated_games,
)

TOKEN_HASH_LENGTH = 64  # hex SHA-256: a stored token of another length is a plain one (an older database)
RUNNING = ("waiting", "playing")  # the statuses of a game still being played


def rated_pairs(conn: Connection, account_ids: Sequence[str], since: str) -> RatedPairs:
    """Among ``account_ids``: how many rated games each pair started at ``since`` (ISO time) or later, and which
    pairs share a rated game still being played (not over, not expired, not broken), however old."""
    recent: dict[tuple[str, str], int] = {}
    running: set[tuple[str, str]] = set()
    if len(account_ids) < 2:
        return RatedPairs(recent, frozenset())
    one, other = account_seats.alias("one"), account_seats.alias("other")
    still_played = and_(games.c.status.is_not(None), games.c.status.in_(RUNNING), games.c.broken.is_(None))
    found = conn.execute(
        select(one.c.account_id, other.c.account_id, rated_games.c.created >= since, still_played)
        .select_from(
            rated_games.join(one, one.c.game_id == rated_games.c.game_id)
            .join(other, and_(other.c.game_id == rated_games.c.game_id, one.c.account_id < other.c.account_id))
            .outerjoin(games, games.c.id == rated_games.c.game_id)
        )
        .where(one.c.account_id.in_(list(account_ids)), other.c.account_id.in_(list(account_ids)),
               or_(rated_games.c.created >= since, still_played))
    ).all()
    for first, second, is_recent, is_running in found:
        low, high = sorted((str(first), str(second)))  # SQL's order of strings may differ from Python's
        pair = (low, high)
        if is_recent:
            recent[pair] = recent.get(pair, 0) + 1
        if is_running:
            running.add(pair)
    return RatedPairs(recent, frozenset(running))


class MatchQueue(OnGameStore):
    """The matchmaking queue part of :class:`~unoduo.storage.accounts.AccountStore`."""

    async def queue_enter(self, entry: QueueRow) -> QueueRow:
        """Enter the queue, or enter again: a waiting entry of the same table kind keeps its place (its
        ``joined``); anything else (another kind, an earlier match) is replaced. The stored entry."""
        stored: list[QueueRow] = []

        def work(conn: Connection) -> None:
            stored.clear()
            old = conn.execute(
                select(match_queue).where(match_queue.c.account_id == entry.account_id).with_for_update()
            ).mappings().first()
            joined = entry.joined
            if old is not None:
                same = (old["mode"], old["size"], bool(old["bots"])) == (entry.mode, entry.size, entry.bots)
                if old["status"] == "pairing":  # a process is seating this player right now: let it finish
                    stored.append(queue_from_row(old))
                    return
                if same and old["status"] == "waiting":
                    joined = float(old["joined"])
                conn.execute(delete(match_queue).where(match_queue.c.account_id == entry.account_id))
            values = {
                "account_id": entry.account_id, "name": entry.name, "rating": entry.rating, "mode": entry.mode,
                "size": entry.size, "bots": int(entry.bots), "joined": joined, "seen": entry.seen,
                "status": "waiting", "since": entry.seen, "game_id": None, "seat": None, "token": None,
                "address": entry.address,
            }
            conn.execute(insert(match_queue).values(**values))
            stored.append(queue_from_row(values))

        await self._write(work)
        return stored[0]

    async def queue_leave(self, account_id: str) -> bool:
        """Leave the queue (and forget a match not fetched yet). True if there was an entry."""
        left: list[int] = []

        def work(conn: Connection) -> None:
            left[:] = [conn.execute(delete(match_queue).where(match_queue.c.account_id == account_id)).rowcount]

        await self._write(work)
        return bool(left[0])

    async def queue_entry(self, account_id: str) -> tuple[QueueRow | None, int]:
        """The account's entry (or None) and how many wait for the same table kind (a read only)."""
        async with self.store.engine.connect() as conn:
            mine = select(match_queue).where(match_queue.c.account_id == account_id)
            row = (await conn.execute(mine)).mappings().first()
            if row is None:
                return None, 0
            entry = queue_from_row(row)
            waiting = (
                await conn.execute(
                    select(func.count()).where(
                        match_queue.c.status == "waiting", match_queue.c.mode == entry.mode,
                        match_queue.c.size == entry.size,
                    )
                )
            ).scalar_one()
        return entry, int(waiting)

    async def queue_seen(self, account_id: str, at: float) -> None:
        """The player polled: the entry stays alive."""

        def work(conn: Connection) -> None:
            conn.execute(update(match_queue).where(match_queue.c.account_id == account_id).values(seen=at))

        await self._write(work)

    async def queue_busy(self) -> bool:
        """Whether the queue holds anything at all (a cheap read before a pass that writes)."""
        async with self.store.engine.connect() as conn:
            return (await conn.execute(select(match_queue.c.account_id).limit(1))).first() is not None

    async def queue_take(
        self, now: float, times: QueueTimes, choose: Callable[[list[QueueRow], RatedPairs], list[list[str]]],
        pairs_since: str = "",
    ) -> list[list[QueueRow]]:
        """One matchmaking pass, in one transaction: drop expired entries, give back entries whose table was
        never created (their process died), then ``choose`` the tables among the waiting entries (lists of
        account ids, oldest first), told the rated games the waiting accounts share (:func:`rated_pairs`, those
        started since ``pairs_since`` counted), and mark their players ``pairing``. The chosen tables' entries.

        On PostgreSQL only one process runs a pass at a time (a transaction-scoped advisory lock); a process
        that finds the lock taken does nothing this time, which is right: the other one sees the same queue."""
        chosen: list[list[QueueRow]] = []

        def work(conn: Connection) -> None:
            chosen.clear()
            if conn.dialect.name == "postgresql":
                got = conn.execute(text("SELECT pg_try_advisory_xact_lock(:key)"), {"key": MATCH_LOCK_KEY}).scalar()
                if not got:
                    return
            status, seen, since = match_queue.c.status, match_queue.c.seen, match_queue.c.since
            conn.execute(delete(match_queue).where(and_(status == "waiting", seen < now - times.unpolled)))
            conn.execute(delete(match_queue).where(and_(status == "matched", since < now - times.matched)))
            conn.execute(
                update(match_queue).where(and_(status == "pairing", since < now - times.pairing))
                .values(status="waiting", since=now, seen=now)
            )
            rows = conn.execute(
                select(match_queue).where(status == "waiting").order_by(match_queue.c.joined).with_for_update()
            ).mappings().all()
            waiting = {row["account_id"]: queue_from_row(row) for row in rows}
            pairs = rated_pairs(conn, list(waiting), pairs_since)
            for ids in choose(list(waiting.values()), pairs):
                conn.execute(
                    update(match_queue).where(match_queue.c.account_id.in_(ids)).values(status="pairing", since=now)
                )
                chosen.append([waiting[i] for i in ids])

        await self._write(work)
        return chosen

    async def queue_seated(self, game_id: str, seated: Sequence[tuple[str, int]], now: float) -> None:
        """The table was created: each (account, seat) waits for the player's next poll, which gets the seat
        token (:meth:`queue_issue`); the tokens the game was created with are never stored or told."""

        def work(conn: Connection) -> None:
            for account_id, seat in seated:
                conn.execute(
                    update(match_queue)
                    .where(and_(match_queue.c.account_id == account_id, match_queue.c.status == "pairing"))
                    .values(status="matched", since=now, game_id=game_id, seat=seat, token=None)
                )

        await self._write(work)

    async def queue_issue(self, account_id: str, token_hash: str) -> tuple[str, int] | None:
        """The player's poll found their match: in one transaction, the seat's token becomes the one whose hash
        is ``token_hash`` (the poll hands out the token) and the entry keeps that hash. The (game, seat), or
        None when the entry is no longer matched. Each fetch makes a new token; the last one holds the seat."""
        found: list[tuple[str, int]] = []

        def work(conn: Connection) -> None:
            found.clear()
            row = conn.execute(
                select(match_queue.c.game_id, match_queue.c.seat)
                .where(match_queue.c.account_id == account_id, match_queue.c.status == "matched")
                .with_for_update()
            ).first()
            if row is None or row[0] is None or row[1] is None:
                return
            game_id, seat = str(row[0]), int(row[1])
            conn.execute(update(seats).where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                         .values(token_hash=token_hash))
            conn.execute(update(match_queue).where(match_queue.c.account_id == account_id).values(token=token_hash))
            found.append((game_id, seat))

        await self._write(work)
        return found[0] if found else None

    async def queue_forget_plain_tokens(self) -> None:
        """An older database kept matched entries' seat tokens in the clear: forget them (the player's next
        poll gets a new token, which replaces the old one in the seat)."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(match_queue)
                .where(match_queue.c.token.is_not(None), func.length(match_queue.c.token) != TOKEN_HASH_LENGTH)
                .values(token=None)
            )

        await self._write(work)

    async def queue_unpair(self, account_ids: Sequence[str], now: float) -> None:
        """Creating their table failed: these players wait again (their place in the queue kept)."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(match_queue)
                .where(and_(match_queue.c.account_id.in_(list(account_ids)), match_queue.c.status == "pairing"))
                .values(status="waiting", since=now)
            )

        await self._write(work)
