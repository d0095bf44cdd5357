"""The game store: SQLAlchemy 2 (async) over SQLite (aiosqlite) or PostgreSQL (asyncpg).

Three tables: ``games`` (settings, seed, status and a summary), ``seats`` (who plays each seat; seat tokens
only as SHA-256) and ``actions`` (``game_id, seq, seat, action``: the match's record lines, in order).

Every write goes through one writer that commits waiting writes together (group commit): a write's
``await`` returns only once its transaction is durable (SQLite: WAL with ``synchronous=FULL``), so the server
can acknowledge an action the moment ``append_action`` returns, and one fsync serves many games at once.
The writer never waits for a batch to fill or for a timer: it commits what is queued, then what queued
meanwhile. With SQLite the writer is a dedicated thread on a plain pysqlite engine, fed by a thread-safe
queue (see ``Store._sqlite_writer``); reads use the async engine (aiosqlite). With PostgreSQL the writer is
an event-loop task and everything goes through asyncpg.

PostgreSQL may be shared by several server processes (docs/deploy.md): an action is stored with
``INSERT ... ON CONFLICT DO NOTHING`` on the primary key ``(game_id, seq)``, so of two processes that accept an
action at the same seq only the first commits; the other's ``append_action`` raises :class:`SeqTaken`. The
same transaction sends the stored actions with ``NOTIFY`` (channel :data:`CHANNEL`) to the other processes
(``unoduo.web.cluster.bus``). The tables ``server_processes`` and ``game_drivers`` (PostgreSQL only) say which
processes are alive and which one plays each game's bots and turn timers.

PostgreSQL connections of one process (docs/deploy.md, "PostgreSQL"): the writer's own connection, a pool for
the reads of requests (:class:`PoolSettings`, from ``UNODUO_DB_POOL``, ``UNODUO_DB_POOL_OVERFLOW`` and
``UNODUO_DB_POOL_TIMEOUT``), and the bus's (``unoduo.web.cluster.bus``: LISTEN plus two).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    bindparam,
    create_engine,
    event,
    func,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool

log = logging.getLogger("unoduo.storage")

CHANNEL = "unoduo"  # the PostgreSQL NOTIFY channel of stored actions and other changes (unoduo.web.cluster.bus)
NOTIFY_BYTES = 7900  # PostgreSQL refuses a payload of 8000 bytes or more
LOCK_SPACE = 7696239  # the first key of unoduo's advisory locks ("unoduo" processes, schema creation)


class Conflict(Exception):
    """Another server process changed the same thing first (several processes on one PostgreSQL)."""


class SeqTaken(Conflict):
    """Another process already stored an action at this seq: this one was based on an old state."""


class SeatTaken(Conflict):
    """The seat was taken meanwhile (by a join handled by another process, or at the same moment)."""


class RematchTaken(Conflict):
    """The game's rematch was already created (by another process)."""

metadata = MetaData()

games = Table(
    "games",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("ruleset", String(8), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON object: the rule options as given
    Column("seed", BigInteger, nullable=False),
    Column("opponent", String(8), nullable=False),  # "bot", "friend" or "public"
    Column("difficulty", String(8), nullable=False),
    Column("turn_timer", Float, nullable=True),
    Column("join_code", String(8), nullable=True, unique=True),
    Column("status", String(8), nullable=False),  # waiting / playing / over / expired
    Column("seq", Integer, nullable=False),
    Column("scores", Text, nullable=False),  # JSON list
    Column("winner", Integer, nullable=True),
    Column("round", Integer, nullable=False),
    Column("rematch_of", String(16), nullable=True),
    Column("rematch", String(16), nullable=True),
    Column("created", String(40), nullable=False),
    Column("updated", String(40), nullable=False),
    # Why the game cannot go on (a stored action that does not apply), or NULL: see Store.mark_broken.
    Column("broken", Text, nullable=True),
    # True when the creator chose the deal (seed): told to everyone who sees the game (issue 19).
    Column("chosen_setup", Boolean, nullable=False, default=False, server_default="0"),
)
Index("games_status", games.c.status)
Index("games_lobby", games.c.opponent, games.c.status, games.c.created)

# Columns added after the first release, created in an older database by Store.open (ALTER TABLE ADD COLUMN).
_ADDED_COLUMNS = {
    "broken": "TEXT",
    "chosen_setup": "BOOLEAN NOT NULL DEFAULT FALSE",
}

seats = Table(
    "seats",
    metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),  # "human" or "bot"
    Column("name", String(64), nullable=False),
    Column("difficulty", String(8), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("joined", Boolean, nullable=False),
)
Index("seats_token_hash", seats.c.token_hash)

actions = Table(
    "actions",
    metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # 1-based: the seq of the state this action produced
    Column("seat", Integer, nullable=False),
    Column("action", String(120), nullable=False),
    Column("at", String(40), nullable=False),
)


@dataclass
class SeatRow:
    seat: int
    kind: str
    name: str
    difficulty: str | None
    token_hash: str | None
    joined: bool


@dataclass
class ActionRow:
    seq: int
    seat: int
    action: str


@dataclass
class GameRow:
    id: str
    ruleset: str
    players: int
    options: dict[str, Any]
    seed: int
    opponent: str
    difficulty: str
    turn_timer: float | None
    join_code: str | None
    status: str
    seq: int
    scores: list[int]
    winner: int | None
    round: int
    created: str
    updated: str
    rematch_of: str | None = None
    rematch: str | None = None
    seats: list[SeatRow] = field(default_factory=list)
    broken: str | None = None
    chosen_setup: bool = False


@dataclass(frozen=True)
class GameCounts:
    """How many games the database holds, by status (the start-up log's "games found")."""

    total: int
    unfinished: int
    waiting: int
    broken: int
    new_database: bool  # the tables did not exist when the store opened


def default_db_url() -> str:
    """SQLite in the user's data directory (platformdirs), created if needed."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("unoduo"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite+aiosqlite:///{folder / 'unoduo.sqlite3'}"


def normalize_db_url(url: str | None) -> str:
    """Accept ``sqlite:///file``, a bare file path, ``postgresql://...``; give the async driver's URL."""
    if url is None or not url.strip():
        return default_db_url()
    url = url.strip()
    if url.startswith("sqlite+aiosqlite://") or url.startswith("postgresql+asyncpg://"):
        return url
    if url.startswith("sqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://"):]
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    if "://" not in url:
        return f"sqlite+aiosqlite:///{Path(url).expanduser().resolve()}"
    raise ValueError(f"unsupported database URL {url.split('://')[0]}://...; use sqlite:///FILE or postgresql://...")


_Write = Callable[[Connection], None]

@dataclass(frozen=True, slots=True)
class _ActionWrite:
    """One accepted action and the game's summary after it (batched with others into ``executemany``)."""

    game_id: str
    seq: int
    seat: int
    action: str
    at: str
    status: str
    scores: list[int]
    winner: int | None
    round: int

    def action_values(self) -> dict[str, Any]:
        return {"game_id": self.game_id, "seq": self.seq, "seat": self.seat, "action": self.action, "at": self.at}

    def summary_values(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "new_seq": self.seq,
            "new_status": self.status,
            "new_scores": json.dumps(self.scores),
            "new_winner": self.winner,
            "new_round": self.round,
            "at": self.at,
        }


#: The most writes one commit takes (either writer), and the longest commit window a setting may ask for.
MAX_BATCH = 500
MAX_COMMIT_WINDOW_MS = 1000.0


@dataclass(frozen=True, slots=True)
class PoolSettings:
    """The PostgreSQL pool of one process's reads (the writer and the bus have connections of their own), and
    its writer's commit window.

    A request that finds every connection busy waits in line (back-pressure) up to ``timeout`` seconds, then
    fails with a server error. ``size`` connections stay open; ``overflow`` more are opened under load.

    ``commit_window_ms``: group commit. The writer waits this long after the first write of a batch for more
    before it commits them all: one statement, one WAL flush and one NOTIFY for many actions. Without it, a
    process that keeps up commits a few actions at a time, and each commit costs CPU of its own, in the
    database and in every other process that hears its NOTIFY (docs/server.md, "Group commit")."""

    size: int = 5
    overflow: int = 5
    timeout: float = 60.0
    commit_window_ms: float = 4.0

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> PoolSettings:
        """``UNODUO_DB_POOL``, ``UNODUO_DB_POOL_OVERFLOW``, ``UNODUO_DB_POOL_TIMEOUT`` (seconds),
        ``UNODUO_DB_COMMIT_WINDOW_MS``, or the defaults; a bad value is refused with a clear message."""
        env = os.environ if environ is None else environ
        default = cls()
        values: dict[str, Any] = {}
        for field_name, name, kind, lowest, highest in (
            ("size", "UNODUO_DB_POOL", int, 1, None),
            ("overflow", "UNODUO_DB_POOL_OVERFLOW", int, 0, None),
            ("timeout", "UNODUO_DB_POOL_TIMEOUT", float, 0.1, None),
            ("commit_window_ms", "UNODUO_DB_COMMIT_WINDOW_MS", float, 0.0, MAX_COMMIT_WINDOW_MS),
        ):
            raw = env.get(name, "").strip()
            if not raw:
                values[field_name] = getattr(default, field_name)
                continue
            try:
                value = kind(raw)
            except ValueError:
                raise ValueError(f"{name} must be a number, not {raw!r}") from None
            if not value >= lowest:  # NaN too
                raise ValueError(f"{name} must be at least {lowest:g}, not {raw!r}")
            if highest is not None and value > highest:
                unit = " (milliseconds)" if name.endswith("_MS") else ""
                raise ValueError(f"{name} must be at most {highest:g}{unit}, not {raw!r}")
            values[field_name] = value
        return cls(**values)


class Store:
    """Async access to the three tables; every write is serialized through one group-commit writer."""

    def __init__(self, url: str | None, pool: PoolSettings | None = None) -> None:
        self.url = normalize_db_url(url)
        self.pool = pool
        self.is_sqlite = self.url.startswith("sqlite")
        self._engine: AsyncEngine | None = None
        self._queue: asyncio.Queue[tuple[_Write | _ActionWrite, asyncio.Future[None]] | None] = asyncio.Queue()
        self._writer: asyncio.Task[None] | None = None
        self._writer_conn: AsyncConnection | None = None
        self._writer_engine: AsyncEngine | None = None
        self._sync_engine: Engine | None = None
        self._sync_conn: Connection | None = None
        self._thread: threading.Thread | None = None
        self._sqlite_queue: queue.SimpleQueue[tuple[_Write | _ActionWrite, asyncio.Future[None]] | None] | None = None
        self.timings: list[tuple[int, float, float]] | None = None  # set to a list to record every batch
        self._commit_window = 0.0  # seconds (PostgreSQL: PoolSettings.commit_window_ms, set by open)
        self.new_database = False  # set by open(): the tables were created just now
        # PostgreSQL: this process's number in server_processes (set by unoduo.web.cluster.bus once registered);
        # while set, every stored action is also NOTIFYed to the other processes in its transaction.
        self.origin: int | None = None

    @property
    def engine(self) -> AsyncEngine:
        if self._engine is None:
            raise RuntimeError("the store is not open")
        return self._engine

    async def open(self) -> None:
        """Connect, create the tables if missing and start the writer."""
        if self.is_sqlite:
            path = self.url.split(":///", 1)[1] if ":///" in self.url else ""
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            engine = create_async_engine(self.url, connect_args={"timeout": 30})
            event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
            # Writes go through a plain (pysqlite) engine in one dedicated writer thread (see _sqlite_writer).
            self._sync_engine = create_engine(
                "sqlite://" + self.url[len("sqlite+aiosqlite://"):], connect_args={"timeout": 30}, poolclass=NullPool
            )
            event.listen(self._sync_engine, "connect", _sqlite_pragmas)
        else:
            pool = self.pool or PoolSettings.from_env()
            self._commit_window = pool.commit_window_ms / 1000
            engine = create_async_engine(
                self.url, pool_size=pool.size, max_overflow=pool.overflow, pool_timeout=pool.timeout
            )
            # The writer keeps one connection of its own, outside the pool of reads.
            self._writer_engine = create_async_engine(self.url, poolclass=NullPool)
        self._engine = engine
        async with engine.begin() as conn:
            if not self.is_sqlite:
                # Several processes may start at once on a new database: one creates the tables at a time.
                await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})
            self.new_database = not await conn.run_sync(lambda sync: inspect(sync).has_table("games"))
            await conn.run_sync(metadata.create_all)
            await conn.run_sync(_add_missing_columns)
            if not self.is_sqlite:
                for statement in _CLUSTER_TABLES:
                    await conn.execute(text(statement))
        if self.is_sqlite:
            self._sqlite_queue = queue.SimpleQueue()
            self._thread = threading.Thread(
                target=self._sqlite_writer,
                args=(asyncio.get_running_loop(), self._sqlite_queue),
                name="unoduo-db-writer",
                daemon=True,
            )
            self._thread.start()
        else:
            self._queue = asyncio.Queue()
            self._writer = asyncio.create_task(self._write_loop(), name="unoduo-db-writer")

    async def create_tables(self, tables: MetaData) -> None:
        """Create the missing tables of another module (accounts, reviews). On PostgreSQL under the schema lock
        that ``open`` takes: several processes starting at once on a new database would otherwise race to
        create the same table (and its row type), and all but one would fail to start."""
        async with self.engine.begin() as conn:
            if not self.is_sqlite:
                await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})
            await conn.run_sync(tables.create_all)

    async def close(self) -> None:
        if self._writer is not None:
            await self._queue.put(None)
            await self._writer
            self._writer = None
        if self._thread is not None and self._sqlite_queue is not None:
            self._sqlite_queue.put(None)  # the thread commits what is queued, closes its connection and ends
            await asyncio.to_thread(self._thread.join)
            self._thread = None
            self._sqlite_queue = None
        if self._writer_conn is not None:
            await self._writer_conn.close()
            self._writer_conn = None
        if self._writer_engine is not None:
            await self._writer_engine.dispose()
            self._writer_engine = None
        if self._engine is not None:
            await self._engine.dispose()
            self._engine = None

    # ------------------------------------------------------------------ the writer (group commit)

    async def _write(self, work: _Write | _ActionWrite) -> None:
        """Run ``work`` in a transaction and wait until it is committed."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self._sqlite_queue is not None:
            self._sqlite_queue.put((work, future))
        elif self._writer is not None:
            await self._queue.put((work, future))
        else:
            raise RuntimeError("the store is not open")
        await future

    def _sqlite_writer(
        self,
        loop: asyncio.AbstractEventLoop,
        inbox: queue.SimpleQueue[tuple[_Write | _ActionWrite, asyncio.Future[None]] | None],
    ) -> None:
        """The SQLite writer thread: commit everything queued as one transaction, settle its futures on the
        event loop, and go straight on with whatever queued meanwhile.

        Why a thread of its own rather than an event-loop task handing batches to an executor: the next batch
        starts as soon as the previous commit (its fsync) ends, without waiting for the busy event loop to
        run the writer task again (which cost one to two loop iterations per batch under load).
        """
        stop = False
        while not stop:
            item = inbox.get()
            if item is None:
                break
            batch = [item]
            while len(batch) < MAX_BATCH:
                try:
                    more = inbox.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            started = time.perf_counter()
            outcomes = self._commit_alone_if_failed([work for work, _ in batch])
            in_database = time.perf_counter() - started
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody is waiting any more
                loop.call_soon_threadsafe(self._settle, batch, outcomes, started, in_database)
        self._close_sync()

    def _commit_alone_if_failed(self, works: list[_Write | _ActionWrite]) -> list[BaseException | None]:
        """In the writer thread: the batch in one transaction; if it fails, each write alone (one bad write must
        not fail the others). Each write's error, or None."""
        try:
            self._commit_sync(works)
            return [None] * len(works)
        except Exception as exc:
            if len(works) == 1:
                return [exc]
        outcomes: list[BaseException | None] = []
        for work in works:
            try:
                self._commit_sync([work])
                outcomes.append(None)
            except Exception as exc:
                outcomes.append(exc)
        return outcomes

    def _settle(
        self,
        batch: list[tuple[_Write | _ActionWrite, asyncio.Future[None]]],
        outcomes: list[BaseException | None],
        started: float,
        in_database: float,
    ) -> None:
        """On the event loop: wake every writer of a committed batch."""
        if self.timings is not None:  # (batch size, seconds in the database, seconds until back in the loop)
            self.timings.append((len(batch), in_database, time.perf_counter() - started))
        for (_, future), error in zip(batch, outcomes, strict=True):
            if future.done():
                continue
            if error is None:
                future.set_result(None)
            else:
                future.set_exception(error)

    async def _write_loop(self) -> None:
        while True:
            item = await self._queue.get()
            if item is None:
                return
            batch = [item]
            stop = self._take_queued(batch)
            if self._commit_window > 0 and not stop and len(batch) < MAX_BATCH:
                # Group commit (PostgreSQL): a moment for more writes to join this batch (PoolSettings).
                await asyncio.sleep(self._commit_window)
                stop = self._take_queued(batch)
            await self._commit(batch)
            if stop:
                return

    def _take_queued(self, batch: list[tuple[_Write | _ActionWrite, asyncio.Future[None]]]) -> bool:
        """Move what is queued into ``batch`` (up to MAX_BATCH writes); True if the queue said stop."""
        while len(batch) < MAX_BATCH and not self._queue.empty():
            more = self._queue.get_nowait()
            if more is None:
                return True
            batch.append(more)
        return False

    async def _commit(self, batch: list[tuple[_Write | _ActionWrite, asyncio.Future[None]]]) -> None:
        """One transaction for the whole batch; if it fails, each write is retried alone (one bad write must
        not fail the others). An action whose seq another process stored first gets :class:`SeqTaken`."""
        works = [work for work, _ in batch]
        started = time.perf_counter()
        try:
            if self._writer_conn is None:
                self._writer_conn = await (self._writer_engine or self.engine).connect()
            if self.origin is not None and all(isinstance(work, _ActionWrite) for work in works):
                taken = await self._store_actions_pg(self._writer_conn, works)  # type: ignore[arg-type]
            else:
                async with self._writer_conn.begin():
                    taken = await self._run_batch_pg(self._writer_conn, works)
        except Exception as exc:
            if self._writer_conn is not None:
                with contextlib.suppress(Exception):
                    await self._writer_conn.close()
                self._writer_conn = None
            if len(batch) == 1:
                if not batch[0][1].done():
                    batch[0][1].set_exception(exc)
                return
            for single in batch:
                await self._commit([single])
            return
        if self.timings is not None:  # (batch size, seconds in the database, seconds until back in the loop)
            elapsed = time.perf_counter() - started
            self.timings.append((len(batch), elapsed, elapsed))
        for work, future in batch:
            if future.done():
                continue
            if isinstance(work, _ActionWrite) and (work.game_id, work.seq) in taken:
                future.set_exception(SeqTaken(f"game {work.game_id}: seq {work.seq} was stored by another process"))
            else:
                future.set_result(None)

    async def _store_actions_pg(self, conn: AsyncConnection, works: list[_ActionWrite]) -> set[tuple[str, int]]:
        """A batch of actions only (the usual batch during play) as one statement in autocommit: insert them,
        update the summaries of those stored and NOTIFY those in ~8 KB payloads (:data:`_PG_STORE_ACTIONS`).
        One round trip instead of five (BEGIN, INSERT, UPDATE, NOTIFY, COMMIT): each one waits for a turn of
        a busy event loop, and the statement is prepared once by asyncpg. The (game, seq) taken by another
        process first."""
        raw = await conn.get_raw_connection()
        driver: Any = raw.driver_connection  # asyncpg, outside any transaction: the statement commits itself
        rows = await driver.fetch(
            _PG_STORE_ACTIONS,
            [w.game_id for w in works], [w.seq for w in works], [w.seat for w in works], [w.action for w in works],
            [w.at for w in works], [w.status for w in works], [json.dumps(w.scores) for w in works],
            [w.winner for w in works], [w.round for w in works], CHANNEL, f"a {self.origin}",
            NOTIFY_BYTES - 300,
        )
        stored = {(row[0], row[1]) for row in rows}
        return {(w.game_id, w.seq) for w in works} - stored

    async def _run_batch_pg(self, conn: AsyncConnection, works: list[_Write | _ActionWrite]) -> set[tuple[str, int]]:
        """A batch in the caller's PostgreSQL transaction: the actions as one ``INSERT ... ON CONFLICT DO
        NOTHING``, the summaries of those stored as one ``UPDATE``, one ``NOTIFY`` per ~8 KB of them, then the
        other writes. The (game, seq) of the actions another process had stored first."""
        appended = [work for work in works if isinstance(work, _ActionWrite)]
        taken: set[tuple[str, int]] = set()
        if appended:
            result = await conn.execute(
                _PG_INSERT_ACTIONS,
                {
                    "games": [w.game_id for w in appended],
                    "seqs": [w.seq for w in appended],
                    "seats": [w.seat for w in appended],
                    "actions": [w.action for w in appended],
                    "ats": [w.at for w in appended],
                },
            )
            stored = {(row[0], row[1]) for row in result.all()}
            kept = [w for w in appended if (w.game_id, w.seq) in stored]
            taken = {(w.game_id, w.seq) for w in appended} - stored
            if kept:
                await conn.execute(
                    _PG_UPDATE_SUMMARIES,
                    {
                        "games": [w.game_id for w in kept],
                        "seqs": [w.seq for w in kept],
                        "statuses": [w.status for w in kept],
                        "scores": [json.dumps(w.scores) for w in kept],
                        "winners": [w.winner for w in kept],
                        "rounds": [w.round for w in kept],
                        "ats": [w.at for w in kept],
                    },
                )
                if self.origin is not None:
                    payloads = action_payloads(self.origin, [(w.game_id, w.seq, w.seat, w.action) for w in kept])
                    await conn.execute(_PG_NOTIFY, {"channel": CHANNEL, "payloads": payloads})
        others = [work for work in works if not isinstance(work, _ActionWrite)]
        if others:
            await conn.run_sync(_run_writes, others)
        return taken

    def _commit_sync(self, works: list[_Write | _ActionWrite]) -> None:
        """In the writer thread: the batch in one SQLite transaction (durable when this returns)."""
        assert self._sync_engine is not None
        if self._sync_conn is None:
            self._sync_conn = self._sync_engine.connect()
        try:
            with self._sync_conn.begin():
                _run_batch_sqlite(self._sync_conn, works)
        except Exception:
            self._sync_conn.close()
            self._sync_conn = None
            raise

    def _close_sync(self) -> None:
        if self._sync_conn is not None:
            self._sync_conn.close()
            self._sync_conn = None
        if self._sync_engine is not None:
            self._sync_engine.dispose()

    # ------------------------------------------------------------------ writes

    async def run_write(self, work: Callable[[Connection], None]) -> None:
        """Run ``work(connection)`` in the writer's next transaction and return once it is committed (for the
        tables of other modules, such as :mod:`unoduo.storage.accounts`). An exception in ``work`` fails
        only this write."""
        await self._write(work)

    async def create_game(self, game: GameRow, seat_rows: Sequence[SeatRow]) -> None:
        values = _game_values(game)
        seat_values = [{"game_id": game.id, **_seat_values(s)} for s in seat_rows]

        def work(conn: Connection) -> None:
            conn.execute(games.insert().values(**values))
            conn.execute(seats.insert(), seat_values)

        await self._write(work)

    async def take_seat(self, game_id: str, seat: SeatRow, updated: str) -> str:
        """A friend joined: the seat gets its token hash and name; the game starts (status ``playing``) when
        no human seat is free any more. Returns the game's status.

        Raises :class:`SeatTaken` if the seat was taken meanwhile (several processes: another one's join). The
        game's row is locked first, so that of two joins at once the second sees the first's seat."""
        status: list[str] = []

        def work(conn: Connection) -> None:
            conn.execute(select(games.c.id).where(games.c.id == game_id).with_for_update())
            result = conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat.seat, seats.c.joined.is_(False)))
                .values(name=seat.name, token_hash=seat.token_hash, joined=True)
            )
            if result.rowcount != 1:  # taken meanwhile (another process's join): nothing is written
                raise SeatTaken(f"game {game_id}: seat {seat.seat} is taken")
            free = conn.execute(
                select(func.count())
                .select_from(seats)
                .where(seats.c.game_id == game_id, seats.c.kind == "human", seats.c.joined.is_(False))
            ).scalar_one()
            new_status = "waiting" if free else "playing"
            conn.execute(update(games).where(games.c.id == game_id).values(status=new_status, updated=updated))
            status[:] = [new_status]

        await self._write(work)
        return status[0]

    async def append_action(
        self,
        game_id: str,
        seq: int,
        seat: int,
        action: str,
        *,
        at: str,
        status: str,
        scores: list[int],
        winner: int | None,
        round_: int,
    ) -> None:
        """Store action number ``seq`` (1-based) and the game's new summary; returns once durable."""
        await self._write(_ActionWrite(game_id, seq, seat, action, at, status, scores, winner, round_))

    async def mark_broken(self, game_id: str, reason: str) -> None:
        """Record why a game cannot go on (a stored action that does not apply): it is no longer resumed or
        listed, and its players are told (issue 19, item 9)."""

        def work(conn: Connection) -> None:
            conn.execute(update(games).where(games.c.id == game_id).values(broken=reason[:500]))

        await self._write(work)

    async def expire_games(self, *, waiting_created_before: str, idle_updated_before: str) -> list[str]:
        """Mark ``expired`` the invitations still waiting since before ``waiting_created_before`` and the
        unfinished games without a change since before ``idle_updated_before``; their ids."""
        waiting = and_(games.c.status == "waiting", games.c.created < waiting_created_before)
        idle = and_(games.c.status.in_(("waiting", "playing")), games.c.updated < idle_updated_before)
        async with self.engine.connect() as conn:
            ids = [r[0] for r in await conn.execute(select(games.c.id).where(waiting | idle))]
        if not ids:
            return []

        def work(conn: Connection) -> None:
            conn.execute(
                update(games)
                .where(games.c.id.in_(bindparam("ids", expanding=True)))
                .where(games.c.status.in_(("waiting", "playing")))
                .values(status="expired"),
                {"ids": ids},
            )

        await self._write(work)
        return ids

    async def set_rematch(self, game_id: str, rematch_id: str, updated: str) -> None:
        """Link the rematch; :class:`RematchTaken` if the game already has one (another process made it)."""

        def work(conn: Connection) -> None:
            result = conn.execute(
                update(games)
                .where(games.c.id == game_id, games.c.rematch.is_(None))
                .values(rematch=rematch_id, updated=updated)
            )
            if result.rowcount != 1:
                raise RematchTaken(f"game {game_id} already has a rematch")

        await self._write(work)

    # ------------------------------------------------------------------ reads

    async def load_game(self, game_id: str) -> tuple[GameRow, list[ActionRow]] | None:
        """A game with its seats and every stored action (in seq order), or None."""
        async with self.engine.connect() as conn:
            row = (await conn.execute(select(games).where(games.c.id == game_id))).mappings().first()
            if row is None:
                return None
            game = _game_from(row)
            seat_rows = (
                await conn.execute(select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat))
            ).mappings()
            game.seats = [_seat_from(s) for s in seat_rows]
            action_rows = (
                await conn.execute(
                    select(actions.c.seq, actions.c.seat, actions.c.action)
                    .where(actions.c.game_id == game_id)
                    .order_by(actions.c.seq)
                )
            ).all()
        return game, [ActionRow(seq=r[0], seat=r[1], action=r[2]) for r in action_rows]

    async def actions_after(self, game_id: str, seq: int) -> list[ActionRow]:
        """The game's stored actions after ``seq``, in order (a process catching up with the others)."""
        async with self.engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(actions.c.seq, actions.c.seat, actions.c.action)
                    .where(actions.c.game_id == game_id, actions.c.seq > seq)
                    .order_by(actions.c.seq)
                )
            ).all()
        return [ActionRow(seq=r[0], seat=r[1], action=r[2]) for r in rows]

    async def game_marks(self, game_ids: Sequence[str]) -> dict[str, tuple[int, str, str | None, str | None, int]]:
        """Each game's (seq, status, rematch, broken, seats joined): what tells a process its copy is behind."""
        if not game_ids:
            return {}
        joined = (
            select(func.count())
            .select_from(seats)
            .where(seats.c.game_id == games.c.id, seats.c.joined.is_(True))
            .scalar_subquery()
        )
        columns = (games.c.id, games.c.seq, games.c.status, games.c.rematch, games.c.broken, joined)
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(*columns).where(games.c.id.in_(bindparam("ids", expanding=True))), {"ids": list(game_ids)}
            )
            return {r[0]: (r[1], r[2], r[3], r[4], r[5]) for r in rows}

    async def unfinished_game_ids(self) -> list[str]:
        """Games still waiting or playing and not broken, oldest first."""
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(games.c.id)
                .where(games.c.status.in_(("waiting", "playing")), games.c.broken.is_(None))
                .order_by(games.c.created)
            )
            return [r[0] for r in rows]

    async def count_games(self) -> GameCounts:
        """How many games the database holds (one query, nothing loaded)."""
        async with self.engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(games.c.status, games.c.broken.is_not(None), func.count()).group_by(
                        games.c.status, games.c.broken.is_not(None)
                    )
                )
            ).all()
        total = unfinished = waiting = broken = 0
        for status, is_broken, count in rows:
            total += count
            if is_broken:
                broken += count
            elif status in ("waiting", "playing"):
                unfinished += count
                if status == "waiting":
                    waiting += count
        return GameCounts(total, unfinished, waiting, broken, self.new_database)

    async def lobby_rows(self, *, created_after: str, offset: int, limit: int) -> tuple[list[GameRow], int]:
        """One page of public games waiting for players (created after ``created_after``), newest first, with
        their seats, and how many there are in all: the lobby without holding every game in memory."""
        where = and_(
            games.c.opponent == "public",
            games.c.status == "waiting",
            games.c.created > created_after,
            games.c.broken.is_(None),
        )
        async with self.engine.connect() as conn:
            total = int((await conn.execute(select(func.count()).select_from(games).where(where))).scalar_one())
            rows = (
                await conn.execute(
                    select(games).where(where).order_by(games.c.created.desc(), games.c.id).offset(offset).limit(limit)
                )
            ).mappings()
            page = [_game_from(r) for r in rows]
            await _attach_seats(conn, page)
        return page, total

    async def game_rows(self, game_ids: Sequence[str]) -> list[GameRow]:
        """Stored settings and seats of these games (no actions, no engine state), in no particular order."""
        if not game_ids:
            return []
        async with self.engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(games).where(games.c.id.in_(bindparam("ids", expanding=True))), {"ids": list(game_ids)}
                )
            ).mappings()
            found = [_game_from(r) for r in rows]
            await _attach_seats(conn, found)
        return found

    async def game_id_by_code(self, code: str) -> str | None:
        async with self.engine.connect() as conn:
            row = (await conn.execute(select(games.c.id).where(games.c.join_code == code))).first()
            return None if row is None else str(row[0])

    async def code_exists(self, code: str) -> bool:
        return await self.game_id_by_code(code) is not None

    async def games_of_tokens(self, token_hashes: Sequence[str]) -> list[tuple[GameRow, int]]:
        """The games (with seats) in which these token hashes hold a seat, and which seat; newest first."""
        if not token_hashes:
            return []
        async with self.engine.connect() as conn:
            owned = (
                await conn.execute(
                    select(seats.c.game_id, seats.c.seat).where(seats.c.token_hash.in_(bindparam("h", expanding=True))),
                    {"h": list(token_hashes)},
                )
            ).all()
            if not owned:
                return []
            ids = sorted({r[0] for r in owned})
            rows = (
                await conn.execute(select(games).where(games.c.id.in_(bindparam("ids", expanding=True))), {"ids": ids})
            ).mappings()
            by_id = {r["id"]: _game_from(r) for r in rows}
            seat_rows = (
                await conn.execute(
                    select(seats)
                    .where(seats.c.game_id.in_(bindparam("ids", expanding=True)))
                    .order_by(seats.c.game_id, seats.c.seat),
                    {"ids": ids},
                )
            ).mappings()
            for s in seat_rows:
                by_id[s["game_id"]].seats.append(_seat_from(s))
        out = [(by_id[game_id], seat) for game_id, seat in owned if game_id in by_id]
        out.sort(key=lambda item: item[0].updated, reverse=True)
        return out


async def _attach_seats(conn: AsyncConnection, rows: list[GameRow]) -> None:
    if not rows:
        return
    by_id = {row.id: row for row in rows}
    seat_rows = (
        await conn.execute(
            select(seats).where(seats.c.game_id.in_(bindparam("ids", expanding=True))).order_by(seats.c.seat),
            {"ids": list(by_id)},
        )
    ).mappings()
    for s in seat_rows:
        by_id[s["game_id"]].seats.append(_seat_from(s))


def _add_missing_columns(conn: Connection) -> None:
    """Bring a database made by an older version up to date: add the columns it lacks (never drops any)."""
    present = {column["name"] for column in inspect(conn).get_columns("games")}
    for name, sql_type in _ADDED_COLUMNS.items():
        if name not in present:
            conn.exec_driver_sql(f"ALTER TABLE games ADD COLUMN {name} {sql_type}")
            log.info("database: added column games.%s", name)


def _game_values(game: GameRow) -> dict[str, Any]:
    return {
        "id": game.id,
        "ruleset": game.ruleset,
        "players": game.players,
        "options": json.dumps(game.options, sort_keys=True),
        "seed": game.seed,
        "opponent": game.opponent,
        "difficulty": game.difficulty,
        "turn_timer": game.turn_timer,
        "join_code": game.join_code,
        "status": game.status,
        "seq": game.seq,
        "scores": json.dumps(game.scores),
        "winner": game.winner,
        "round": game.round,
        "rematch_of": game.rematch_of,
        "rematch": game.rematch,
        "created": game.created,
        "updated": game.updated,
        "broken": game.broken,
        "chosen_setup": game.chosen_setup,
    }


def _seat_values(seat: SeatRow) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "kind": seat.kind,
        "name": seat.name,
        "difficulty": seat.difficulty,
        "token_hash": seat.token_hash,
        "joined": seat.joined,
    }


def _game_from(row: Any) -> GameRow:
    return GameRow(
        id=row["id"],
        ruleset=row["ruleset"],
        players=row["players"],
        options=json.loads(row["options"]),
        seed=int(row["seed"]),
        opponent=row["opponent"],
        difficulty=row["difficulty"],
        turn_timer=row["turn_timer"],
        join_code=row["join_code"],
        status=row["status"],
        seq=row["seq"],
        scores=json.loads(row["scores"]),
        winner=row["winner"],
        round=row["round"],
        created=row["created"],
        updated=row["updated"],
        rematch_of=row["rematch_of"],
        rematch=row["rematch"],
        broken=row["broken"],
        chosen_setup=bool(row["chosen_setup"]),
    )


def _seat_from(row: Any) -> SeatRow:
    return SeatRow(
        seat=row["seat"],
        kind=row["kind"],
        name=row["name"],
        difficulty=row["difficulty"],
        token_hash=row["token_hash"],
        joined=bool(row["joined"]),
    )


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL and full fsync on commit: a committed action survives a crash or power loss."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


_SQLITE_ROWS_PER_STATEMENT = 200  # 7 parameters a row: far below SQLite's limit on bound parameters

_SQLITE_INSERT_ACTION_ROW = "(?, ?, ?, ?, ?)"
_SQLITE_UPDATE_SUMMARY_ROW = "(?, ?, ?, ?, ?, ?, ?)"


def _run_batch_sqlite(conn: Connection, works: list[_Write | _ActionWrite]) -> None:
    """A batch in the SQLite writer thread's transaction: the appended actions as ONE multi-row ``INSERT`` and
    ONE ``UPDATE ... FROM (VALUES ...)`` (per 200 rows), whatever the batch size.

    Why: the writer thread gives up the GIL around every SQLite statement step and must take it back from
    the busy event-loop thread afterwards, which can take a whole switch interval (5 ms). With
    ``executemany`` a batch of N actions paid that 2N times (tens of milliseconds under load, for every
    action of the batch); now it pays it a handful of times.
    """
    appended = [work for work in works if isinstance(work, _ActionWrite)]
    latest: dict[str, _ActionWrite] = {}
    for work in appended:  # the summary after the game's last action of the batch (one a game, by its lock)
        if work.game_id not in latest or work.seq > latest[work.game_id].seq:
            latest[work.game_id] = work
    step = _SQLITE_ROWS_PER_STATEMENT
    for start in range(0, len(appended), step):
        chunk = appended[start : start + step]
        params: list[Any] = []
        for w in chunk:
            params += (w.game_id, w.seq, w.seat, w.action, w.at)
        conn.exec_driver_sql(
            "INSERT INTO actions (game_id, seq, seat, action, at) VALUES "
            + ", ".join([_SQLITE_INSERT_ACTION_ROW] * len(chunk)),
            tuple(params),
        )
    summaries = list(latest.values())
    for start in range(0, len(summaries), step):
        chunk = summaries[start : start + step]
        params = []
        for w in chunk:
            params += (w.game_id, w.seq, w.status, json.dumps(w.scores), w.winner, w.round, w.at)
        conn.exec_driver_sql(
            "UPDATE games SET seq = v.column2, status = v.column3, scores = v.column4, winner = v.column5, "
            "round = v.column6, updated = v.column7 FROM (VALUES "
            + ", ".join([_SQLITE_UPDATE_SUMMARY_ROW] * len(chunk))
            + ") AS v WHERE games.id = v.column1",
            tuple(params),
        )
    for other in works:
        if not isinstance(other, _ActionWrite):
            other(conn)


def _run_writes(conn: Connection, works: list[_Write]) -> None:
    for work in works:
        work(conn)


def action_payloads(origin: int, stored: Sequence[tuple[str, int, int, str]]) -> list[str]:
    """The NOTIFY payloads announcing stored actions: ``a ORIGIN`` then one ``game\tseq\tseat\taction`` line
    per action, cut into payloads under PostgreSQL's 8000-byte limit (unoduo.web.cluster.bus reads them)."""
    head = f"a {origin}"
    payloads: list[str] = []
    lines = [head]
    size = len(head)
    for game_id, seq, seat, action in stored:
        line = f"{game_id}\t{seq}\t{seat}\t{action}"
        if size + 1 + len(line.encode()) > NOTIFY_BYTES and len(lines) > 1:
            payloads.append("\n".join(lines))
            lines = [head]
            size = len(head)
        lines.append(line)
        size += 1 + len(line.encode())
    if len(lines) > 1:
        payloads.append("\n".join(lines))
    return payloads


_PG_INSERT_ACTIONS = text(
    "INSERT INTO actions (game_id, seq, seat, action, at) "
    "SELECT * FROM unnest(CAST(:games AS varchar[]), CAST(:seqs AS integer[]), CAST(:seats AS integer[]), "
    "CAST(:actions AS varchar[]), CAST(:ats AS varchar[])) "
    "ON CONFLICT DO NOTHING RETURNING game_id, seq"
)
_PG_UPDATE_SUMMARIES = text(
    "UPDATE games SET seq = v.seq, status = v.status, scores = v.scores, winner = v.winner, round = v.round, "
    "updated = v.at FROM unnest(CAST(:games AS varchar[]), CAST(:seqs AS integer[]), CAST(:statuses AS varchar[]), "
    "CAST(:scores AS text[]), CAST(:winners AS integer[]), CAST(:rounds AS integer[]), CAST(:ats AS varchar[])) "
    "AS v(id, seq, status, scores, winner, round, at) WHERE games.id = v.id AND games.seq < v.seq"
)
_PG_NOTIFY = text("SELECT pg_notify(:channel, x) FROM unnest(CAST(:payloads AS text[])) AS x")
# Store._store_actions_pg: the batch's actions inserted (those whose seq is free), the summaries of the stored
# ones updated, and the stored ones NOTIFYed as ``a ORIGIN`` payloads (the lines cut into chunks of at most
# $12 bytes plus one line, as ``action_payloads`` does), all in one statement. ``notified`` is evaluated once,
# when the first stored row is returned; nothing stored, nothing announced.
_PG_STORE_ACTIONS = (
    "WITH v AS (SELECT * FROM unnest($1::varchar[], $2::integer[], $3::integer[], $4::varchar[], $5::varchar[],"
    " $6::varchar[], $7::text[], $8::integer[], $9::integer[])"
    " AS v(game_id, seq, seat, action, at, status, scores, winner, round)),"
    " stored AS (INSERT INTO actions (game_id, seq, seat, action, at)"
    " SELECT game_id, seq, seat, action, at FROM v ON CONFLICT DO NOTHING RETURNING game_id, seq),"
    " kept AS (SELECT v.* FROM v JOIN stored ON stored.game_id = v.game_id AND stored.seq = v.seq),"
    " summaries AS (UPDATE games SET seq = kept.seq, status = kept.status, scores = kept.scores,"
    " winner = kept.winner, round = kept.round, updated = kept.at FROM kept"
    " WHERE games.id = kept.game_id AND games.seq < kept.seq RETURNING games.id),"
    " lines AS (SELECT kept.game_id || E'\\t' || kept.seq || E'\\t' || kept.seat || E'\\t' || kept.action AS line"
    " FROM kept),"
    " chunks AS (SELECT line, sum(octet_length(line) + 1) OVER (ORDER BY line ROWS UNBOUNDED PRECEDING) / $12"
    " AS chunk FROM lines),"
    " notified AS (SELECT pg_notify($10, $11 || E'\\n' || string_agg(line, E'\\n' ORDER BY line)) FROM chunks"
    " GROUP BY chunk)"
    " SELECT game_id, seq, (SELECT count(*) FROM notified) FROM stored"
)

# PostgreSQL only: the live server processes (each holds the advisory lock (LOCK_SPACE, num) on its bus
# connection while it runs, so PostgreSQL itself says which are alive) and which process plays each game's
# bots and turn timers (unoduo.web.cluster.bus).
_CLUSTER_TABLES = (
    "CREATE TABLE IF NOT EXISTS server_processes ("
    " num SERIAL PRIMARY KEY, host TEXT NOT NULL, pid INTEGER NOT NULL,"
    " started TIMESTAMPTZ NOT NULL DEFAULT now(), heartbeat TIMESTAMPTZ NOT NULL DEFAULT now())",
    "CREATE TABLE IF NOT EXISTS game_drivers ("
    " game_id VARCHAR(16) PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
    " process INTEGER NOT NULL REFERENCES server_processes(num) ON DELETE CASCADE,"
    " since TIMESTAMPTZ NOT NULL DEFAULT now())",
    "CREATE INDEX IF NOT EXISTS game_drivers_process ON game_drivers (process)",
)
