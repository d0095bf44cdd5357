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
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
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
    update,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool

log = logging.getLogger("unoduo.storage")

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

_UPDATE_SUMMARY = (
    update(games)
    .where(games.c.id == bindparam("game"))
    .values(
        seq=bindparam("new_seq"),
        status=bindparam("new_status"),
        scores=bindparam("new_scores"),
        winner=bindparam("new_winner"),
        round=bindparam("new_round"),
        updated=bindparam("at"),
    )
)


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


class Store:
    """Async access to the three tables; every write is serialized through one group-commit writer."""

    def __init__(self, url: str | None) -> None:
        self.url = normalize_db_url(url)
        self.is_sqlite = self.url.startswith("sqlite")
        self._engine: AsyncEngine | None = None
        self._queue: asyncio.Queue[tuple[_Write | _ActionWrite, asyncio.Future[None]] | None] = asyncio.Queue()
        self._writer: asyncio.Task[None] | None = None
        self._writer_conn: AsyncConnection | None = None
        self._sync_engine: Engine | None = None
        self._sync_conn: Connection | None = None
        self._thread: threading.Thread | None = None
        self._sqlite_queue: queue.SimpleQueue[tuple[_Write | _ActionWrite, asyncio.Future[None]] | None] | None = None
        self.timings: list[tuple[int, float, float]] | None = None  # set to a list to record every batch
        self.new_database = False  # set by open(): the tables were created just now

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
            engine = create_async_engine(self.url, pool_size=5, max_overflow=5)
        self._engine = engine
        async with engine.begin() as conn:
            self.new_database = not await conn.run_sync(lambda sync: inspect(sync).has_table("games"))
            await conn.run_sync(metadata.create_all)
            await conn.run_sync(_add_missing_columns)
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
            while len(batch) < 500:
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
            stop = False
            while len(batch) < 500 and not self._queue.empty():
                more = self._queue.get_nowait()
                if more is None:
                    stop = True
                    break
                batch.append(more)
            await self._commit(batch)
            if stop:
                return

    async def _commit(self, batch: list[tuple[_Write | _ActionWrite, asyncio.Future[None]]]) -> None:
        """One transaction for the whole batch; if it fails, each write is retried alone (one bad write must
        not fail the others)."""
        works = [work for work, _ in batch]
        started = time.perf_counter()
        try:
            if self._writer_conn is None:
                self._writer_conn = await self.engine.connect()
            async with self._writer_conn.begin():
                await self._writer_conn.run_sync(_run_batch, works)
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
        for _, future in batch:
            if not future.done():
                future.set_result(None)

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

    async def take_seat(self, game_id: str, seat: SeatRow, status: str, updated: str) -> None:
        """A friend joined: the seat gets its token hash and name; the game's status may change."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat.seat))
                .values(name=seat.name, token_hash=seat.token_hash, joined=True)
            )
            conn.execute(update(games).where(games.c.id == game_id).values(status=status, updated=updated))

        await self._write(work)

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
        def work(conn: Connection) -> None:
            conn.execute(update(games).where(games.c.id == game_id).values(rematch=rematch_id, updated=updated))

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


def _run_batch(conn: Connection, works: list[_Write | _ActionWrite]) -> None:
    """Every write of a batch, inside the caller's transaction; appended actions as two ``executemany``."""
    appended = [work for work in works if isinstance(work, _ActionWrite)]
    if appended:
        conn.execute(actions.insert(), [w.action_values() for w in appended])
        conn.execute(_UPDATE_SUMMARY, [w.summary_values() for w in appended])
    for work in works:
        if not isinstance(work, _ActionWrite):
            work(conn)


_SQLITE_ROWS_PER_STATEMENT = 200  # 7 parameters a row: far below SQLite's limit on bound parameters

_SQLITE_INSERT_ACTION_ROW = "(?, ?, ?, ?, ?)"
_SQLITE_UPDATE_SUMMARY_ROW = "(?, ?, ?, ?, ?, ?, ?)"


def _run_batch_sqlite(conn: Connection, works: list[_Write | _ActionWrite]) -> None:
    """:func:`_run_batch` for the SQLite writer thread: the appended actions as ONE multi-row ``INSERT`` and
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
