"""Limit counters in the game database, shared by every server process and kept across restarts.

Table ``limit_events``: one row per counted event (a login attempt, a sign-up, a hint asked for...), with its
``scope`` (which limit: ``"login_pair"``, ``"signup"``...), its ``key`` (what the limit counts per: an address,
an account name, both) and when it stops counting (``expires``). A limit is "at most ``most`` events of a key in
any ``window`` seconds" (a sliding window): an event counts from when it happened until ``window`` seconds
later.

How to use it (:class:`LimitCounters`, on an open :class:`~unoduo.storage.Store`):

- ``await counters.reserve(scope, key, most, window)`` counts one event *before* the work it limits, if fewer
  than ``most`` events of the key count now, in one transaction that no other request or process can
  interleave with (PostgreSQL: a transaction-scoped advisory lock on the key; SQLite: the write lock, taken
  before the count is read). It returns a :class:`Reservation`: ``granted``, ``retry_after`` (seconds until
  the oldest counted event stops counting, when refused), ``count`` (events counting before this one) and
  the event's ``id``. So a burst of concurrent requests gets exactly ``most`` grants, whichever process
  serves them.
- ``await counters.release(reservation, ...)`` takes reserved events back (the attempt succeeded and should
  not count, or it was refused further on); ``await counters.clear(scope, key)`` forgets every event of a
  key (``clear_prefix`` every key that starts with a prefix).
- ``await counters.peek(scope, key, most)`` looks without counting (read-only: no write on the path of a
  request that usually succeeds); ``await counters.record(scope, key, window)`` counts an event whatever the
  count (a failure found after the fact). Peek-then-record is not atomic: use it only where a few events
  over the limit in a concurrent burst are acceptable.
- ``await counters.prune()`` deletes every event that no longer counts (each ``reserve`` prunes its own key;
  the accounts' catch-up loop prunes the rest once a minute).

A limit may instead be a token bucket (table ``limit_buckets``, one row per ``scope`` and ``key``: the tokens
left and when they were counted): ``rate`` tokens a second come back up to ``burst``, an event takes one.

- ``await counters.take(scope, key, rate, burst)`` takes a token if there is one, atomically (the key's row is
  written first, which locks it on PostgreSQL and takes the write lock on SQLite, then read and updated in the
  same transaction); ``force=True`` takes it whatever is left (the bucket may go below zero: a failure found
  after the fact is paid back over time). It returns a :class:`Reservation` (``count``: whole tokens left).
- ``await counters.peek_bucket(scope, key, rate, burst)`` looks without taking (one read).

A key whose bucket is full again has no row (``prune`` deletes those), the same as a key never seen.

Every write goes through the store's group-commit writer, so a reservation costs one shared commit: meant
for per-request checks (a login, a join, a game created, a hint), not for every card played. A scope name has
at most 16 characters and a key at most 200.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    and_,
    delete,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection

metadata = MetaData()

limit_events = Table(
    "limit_events",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("scope", String(16), nullable=False),
    Column("key", String(200), nullable=False),
    Column("at", Float, nullable=False),  # seconds since the epoch: when the event happened
    Column("expires", Float, nullable=False),  # ... and when it stops counting (at + the limit's window)
)
Index("limit_events_key", limit_events.c.scope, limit_events.c.key, limit_events.c.expires)
Index("limit_events_expires", limit_events.c.expires)

limit_buckets = Table(
    "limit_buckets",
    metadata,
    Column("scope", String(16), nullable=False),
    Column("key", String(200), nullable=False),
    Column("tokens", Float, nullable=False),  # tokens left at ``stamp`` (may be below zero)
    Column("stamp", Float, nullable=False),  # seconds since the epoch
    Column("full", Float, nullable=False),  # when the bucket is full again (then the row may go)
    PrimaryKeyConstraint("scope", "key"),
)
Index("limit_buckets_full", limit_buckets.c.full)

#: The first key of the advisory locks of limit keys (PostgreSQL); the second is ``hashtext(scope:key)``.
#: Distinct from :data:`~unoduo.storage.db.cluster.LOCK_SPACE`, so these never meet the process locks.
LIMIT_LOCK_SPACE = 7696240

MAX_SCOPE, MAX_KEY = 16, 200


@dataclass(frozen=True, slots=True)
class Reservation:
    """The answer of :meth:`LimitCounters.reserve` (or :meth:`~LimitCounters.peek`).

    ``granted``: the event was counted (peek: it would be); ``retry_after``: seconds until a refused key has
    room again (0 when granted); ``count``: the events of the key counting before this one; ``id``: the
    counted event (for :meth:`LimitCounters.release`), None when refused or only peeked."""

    granted: bool
    retry_after: float
    count: int
    id: int | None = None


def _check(scope: str, key: str) -> str:
    if not 0 < len(scope) <= MAX_SCOPE:
        raise ValueError(f"a limit scope has 1 to {MAX_SCOPE} characters: {scope!r}")
    return key[:MAX_KEY]


class LimitCounters:
    """The limit counters of one process, on the game store's engine (reads) and writer (writes). The table
    is created with the game tables (:func:`unoduo.storage.db.migrations.create_schema`)."""

    def __init__(self, store: Any, clock: Any = time.time) -> None:
        self.store = store
        self.clock = clock  # seconds since the epoch: every process must agree on it (not a monotonic clock)

    async def reserve(self, scope: str, key: str, most: int, window: float, now: float | None = None) -> Reservation:
        """Count one event of ``key`` now if fewer than ``most`` count, atomically (see the module)."""
        key = _check(scope, key)
        stamp = self.clock() if now is None else now
        sqlite = self.store.is_sqlite
        answer: list[Reservation] = []

        def work(conn: Connection) -> None:
            answer.clear()  # a batch that failed is retried write by write: the work may run twice
            of_key = and_(limit_events.c.scope == scope, limit_events.c.key == key)
            if not sqlite:
                conn.execute(text("SELECT pg_advisory_xact_lock(:space, hashtext(:lock))"),
                             {"space": LIMIT_LOCK_SPACE, "lock": f"{scope}:{key}"})
            # A write first: on SQLite it takes the database's write lock before the count is read, so no
            # other connection can count or add events of this key in between. It also prunes the key.
            conn.execute(delete(limit_events).where(of_key, limit_events.c.expires <= stamp))
            count, first_free = conn.execute(
                select(func.count(), func.min(limit_events.c.expires)).where(of_key)
            ).one()
            count = int(count)
            if count >= most:
                answer.append(Reservation(False, max(0.0, float(first_free or stamp) - stamp), count))
                return
            added = conn.execute(insert(limit_events).values(scope=scope, key=key, at=stamp, expires=stamp + window))
            primary_key = added.inserted_primary_key
            assert primary_key is not None
            answer.append(Reservation(True, 0.0, count, int(primary_key[0])))

        await self.store.run_write(work)
        return answer[0]

    async def peek(self, scope: str, key: str, most: int, now: float | None = None) -> Reservation:
        """Whether an event of ``key`` would be granted now, counting nothing (one read)."""
        key = _check(scope, key)
        stamp = self.clock() if now is None else now
        where = and_(limit_events.c.scope == scope, limit_events.c.key == key, limit_events.c.expires > stamp)
        async with self.store.engine.connect() as conn:
            count, first_free = (
                await conn.execute(select(func.count(), func.min(limit_events.c.expires)).where(where))
            ).one()
        count = int(count)
        if count >= most:
            return Reservation(False, max(0.0, float(first_free or stamp) - stamp), count)
        return Reservation(True, 0.0, count)

    async def record(self, scope: str, key: str, window: float, now: float | None = None) -> None:
        """Count one event of ``key`` whatever the count (a failure found after the work)."""
        key = _check(scope, key)
        stamp = self.clock() if now is None else now

        def work(conn: Connection) -> None:
            conn.execute(insert(limit_events).values(scope=scope, key=key, at=stamp, expires=stamp + window))

        await self.store.run_write(work)

    async def take(
        self, scope: str, key: str, rate: float, burst: float, *, cost: float = 1.0, force: bool = False,
        now: float | None = None,
    ) -> Reservation:
        """Take ``cost`` tokens of ``key``'s bucket (``rate`` a second, at most ``burst``) if it has them, or
        whatever it has with ``force``, atomically (see the module)."""
        key = _check(scope, key)
        stamp = self.clock() if now is None else now
        dialect_insert = sqlite_insert if self.store.is_sqlite else postgresql_insert
        answer: list[Reservation] = []

        def work(conn: Connection) -> None:
            answer.clear()  # a batch that failed is retried write by write: the work may run twice
            # A write first (a new key's full bucket, or the row rewritten as it is): it locks the key's row
            # on PostgreSQL and takes the write lock on SQLite before the tokens are read.
            upsert = dialect_insert(limit_buckets).values(scope=scope, key=key, tokens=float(burst), stamp=stamp,
                                                          full=stamp)
            upsert = upsert.on_conflict_do_update(
                index_elements=[limit_buckets.c.scope, limit_buckets.c.key],
                set_={"tokens": limit_buckets.c.tokens},
            )
            conn.execute(upsert)
            of_key = and_(limit_buckets.c.scope == scope, limit_buckets.c.key == key)
            held, counted = conn.execute(select(limit_buckets.c.tokens, limit_buckets.c.stamp).where(of_key)).one()
            tokens = _refilled(float(held), float(counted), stamp, rate, burst)
            if tokens < cost and not force:
                answer.append(Reservation(False, (cost - tokens) / rate, max(0, math.floor(tokens))))
                return
            tokens = min(float(burst), tokens - cost)  # a negative cost gives tokens back
            conn.execute(update(limit_buckets).where(of_key).values(
                tokens=tokens, stamp=stamp, full=stamp + max(0.0, burst - tokens) / rate))
            answer.append(Reservation(True, 0.0, max(0, math.floor(tokens))))

        await self.store.run_write(work)
        return answer[0]

    async def peek_bucket(
        self, scope: str, key: str, rate: float, burst: float, *, cost: float = 1.0, now: float | None = None
    ) -> Reservation:
        """Whether ``key``'s bucket has ``cost`` tokens now, taking nothing (one read)."""
        key = _check(scope, key)
        stamp = self.clock() if now is None else now
        of_key = and_(limit_buckets.c.scope == scope, limit_buckets.c.key == key)
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(limit_buckets.c.tokens, limit_buckets.c.stamp).where(of_key))).first()
        tokens = float(burst) if row is None else _refilled(float(row[0]), float(row[1]), stamp, rate, burst)
        if tokens < cost:
            return Reservation(False, (cost - tokens) / rate, max(0, math.floor(tokens)))
        return Reservation(True, 0.0, math.floor(tokens))

    async def release(self, *reservations: Reservation | None) -> None:
        """Take back these reserved events (refused or None ones are skipped)."""
        ids = [r.id for r in reservations if r is not None and r.id is not None]
        if not ids:
            return

        def work(conn: Connection) -> None:
            conn.execute(delete(limit_events).where(limit_events.c.id.in_(ids)))

        await self.store.run_write(work)

    async def clear(self, scope: str, key: str) -> None:
        """Forget every event of ``key`` in ``scope``."""
        key = _check(scope, key)

        def work(conn: Connection) -> None:
            conn.execute(delete(limit_events).where(limit_events.c.scope == scope, limit_events.c.key == key))

        await self.store.run_write(work)

    async def clear_prefix(self, scope: str, prefix: str) -> None:
        """Forget every event in ``scope`` whose key starts with ``prefix`` (e.g. every address of a name)."""
        prefix = _check(scope, prefix)

        def work(conn: Connection) -> None:
            starts = func.substr(limit_events.c.key, 1, len(prefix)) == prefix
            conn.execute(delete(limit_events).where(limit_events.c.scope == scope, starts))

        await self.store.run_write(work)

    async def prune(self, now: float | None = None) -> None:
        """Delete every event that no longer counts and every bucket full again, in every scope."""
        stamp = self.clock() if now is None else now

        def work(conn: Connection) -> None:
            conn.execute(delete(limit_events).where(limit_events.c.expires <= stamp))
            conn.execute(delete(limit_buckets).where(limit_buckets.c.full <= stamp))

        await self.store.run_write(work)


def _refilled(tokens: float, stamp: float, now: float, rate: float, burst: float) -> float:
    """The tokens of a bucket that held ``tokens`` at ``stamp``, at ``now`` (a clock behind adds nothing)."""
    return min(float(burst), tokens + max(0.0, now - stamp) * rate)


__all__ = ["LIMIT_LOCK_SPACE", "LimitCounters", "Reservation", "limit_buckets", "limit_events", "metadata"]
