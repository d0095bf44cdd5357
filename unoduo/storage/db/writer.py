"""The store's one writer, with group commit: every write of a process goes through it, and it commits the writes
waiting together, in one transaction, returning from each write's ``await`` only once it is durable.

With SQLite the writer is a thread of its own on a plain pysqlite engine, fed by a thread-safe queue
(:meth:`GroupCommitWriter._sqlite_writer`); with PostgreSQL it is an event-loop task on a connection of its own,
which may wait a short commit window for more writes (:class:`~unoduo.storage.db.engines.PoolSettings`) and, in
a cluster, stores and announces a batch of actions in one statement
(:data:`~unoduo.storage.db.cluster.PG_STORE_ACTIONS`). A batch that fails is retried write by write, so one bad
write fails only itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from .cluster import CHANNEL, NOTIFY_BYTES, PG_NOTIFY, PG_STORE_ACTIONS, SeqTaken, action_payloads

Write = Callable[[Connection], None]


@dataclass(frozen=True, slots=True)
class ActionWrite:
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


#: The most writes one commit takes (either writer).
MAX_BATCH = 500
#: Seconds idle after which the PostgreSQL writer checks its connection before the next batch.
WRITER_PING_AFTER = 1.0


class GroupCommitWriter:
    """The writer half of :class:`~unoduo.storage.Store`: the queue of writes, the SQLite writer thread or the
    PostgreSQL writer task, and the batches they commit. The store sets ``_sync_engine`` (SQLite) or
    ``_writer_engine`` and ``_commit_window`` (PostgreSQL) before :meth:`_start_writer`."""

    def __init__(self) -> None:
        self._queue: asyncio.Queue[tuple[Write | ActionWrite, asyncio.Future[None]] | None] = asyncio.Queue()
        self._writer: asyncio.Task[None] | None = None
        self._writer_conn: AsyncConnection | None = None
        self._writer_engine: AsyncEngine | None = None
        self._sync_engine: Engine | None = None
        self._sync_conn: Connection | None = None
        self._thread: threading.Thread | None = None
        self._sqlite_queue: queue.SimpleQueue[tuple[Write | ActionWrite, asyncio.Future[None]] | None] | None = None
        self.timings: list[tuple[int, float, float]] | None = None  # set to a list to record every batch
        self._commit_window = 0.0  # seconds (PostgreSQL: PoolSettings.commit_window_ms, set by open)
        self._writer_used = 0.0  # time.monotonic() of the writer connection's last commit
        # PostgreSQL: this process's number in server_processes (set by unoduo.web.cluster.bus once registered);
        # while set, every stored action is also NOTIFYed to the other processes in its transaction.
        self.origin: int | None = None

    def _start_writer(self, sqlite: bool) -> None:
        """Start the SQLite writer thread, or the PostgreSQL writer task."""
        if sqlite:
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

    async def _stop_writer(self) -> None:
        """Commit what is queued, end the writer and close its connection and engine."""
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

    async def _write(self, work: Write | ActionWrite) -> None:
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
        inbox: queue.SimpleQueue[tuple[Write | ActionWrite, asyncio.Future[None]] | None],
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

    def _commit_alone_if_failed(self, works: list[Write | ActionWrite]) -> list[BaseException | None]:
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
        batch: list[tuple[Write | ActionWrite, asyncio.Future[None]]],
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

    def _take_queued(self, batch: list[tuple[Write | ActionWrite, asyncio.Future[None]]]) -> bool:
        """Move what is queued into ``batch`` (up to MAX_BATCH writes); True if the queue said stop."""
        while len(batch) < MAX_BATCH and not self._queue.empty():
            more = self._queue.get_nowait()
            if more is None:
                return True
            batch.append(more)
        return False

    async def _writer_connection(self) -> AsyncConnection:
        """The writer's connection: the one it holds, or a new one. The held one is replaced when its driver
        knows it closed (the database restarted: free to ask), and one idle for over :data:`WRITER_PING_AFTER`
        is pinged first (``SELECT 1``, outside any transaction), as the read pool's ``pool_pre_ping`` does: a
        write must not be what finds a dead connection (a failed commit's outcome is unknown; a ping's is not)."""
        conn = self._writer_conn
        if conn is not None:
            try:
                raw = await conn.get_raw_connection()
                driver: Any = raw.driver_connection  # asyncpg
                if driver.is_closed():
                    raise ConnectionError("the writer's connection was closed")
                if time.monotonic() - self._writer_used > WRITER_PING_AFTER:
                    await driver.fetchval("SELECT 1")
            except Exception:
                with contextlib.suppress(Exception):
                    async with asyncio.timeout(5):
                        await conn.invalidate()
                        await conn.close()
                conn = self._writer_conn = None
        if conn is None:
            assert self._writer_engine is not None
            conn = self._writer_conn = await self._writer_engine.connect()
        return conn

    async def _commit(self, batch: list[tuple[Write | ActionWrite, asyncio.Future[None]]]) -> None:
        """One transaction for the whole batch; if it fails, each write is retried alone (one bad write must
        not fail the others). An action whose seq another process stored first gets :class:`SeqTaken`."""
        works = [work for work, _ in batch]
        started = time.perf_counter()
        try:
            conn = await self._writer_connection()
            if self.origin is not None and all(isinstance(work, ActionWrite) for work in works):
                taken = await self._store_actions_pg(conn, works)  # type: ignore[arg-type]
            else:
                async with conn.begin():
                    taken = await self._run_batch_pg(conn, works)
            self._writer_used = time.monotonic()
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
            if isinstance(work, ActionWrite) and (work.game_id, work.seq) in taken:
                future.set_exception(SeqTaken(f"game {work.game_id}: seq {work.seq} was stored by another process"))
            else:
                future.set_result(None)

    async def _store_actions_pg(self, conn: AsyncConnection, works: list[ActionWrite]) -> set[tuple[str, int]]:
        """A batch of actions only (the usual batch during play) as one statement in autocommit: insert them,
        update the summaries of those stored and NOTIFY those in ~8 KB payloads (:data:`PG_STORE_ACTIONS`).
        One round trip instead of five (BEGIN, INSERT, UPDATE, NOTIFY, COMMIT): each one waits for a turn of
        a busy event loop, and the statement is prepared once by asyncpg. The (game, seq) taken by another
        process first."""
        raw = await conn.get_raw_connection()
        driver: Any = raw.driver_connection  # asyncpg, outside any transaction: the statement commits itself
        rows = await driver.fetch(
            PG_STORE_ACTIONS,
            [w.game_id for w in works], [w.seq for w in works], [w.seat for w in works], [w.action for w in works],
            [w.at for w in works], [w.status for w in works], [json.dumps(w.scores) for w in works],
            [w.winner for w in works], [w.round for w in works], CHANNEL, f"a {self.origin}",
            NOTIFY_BYTES - 300,
        )
        stored = {(row[0], row[1]) for row in rows}
        return {(w.game_id, w.seq) for w in works} - stored

    async def _run_batch_pg(self, conn: AsyncConnection, works: list[Write | ActionWrite]) -> set[tuple[str, int]]:
        """A batch in the caller's PostgreSQL transaction: the actions as one ``INSERT ... ON CONFLICT DO
        NOTHING``, the summaries of those stored as one ``UPDATE``, one ``NOTIFY`` per ~8 KB of them, then the
        other writes. The (game, seq) of the actions another process had stored first."""
        appended = [work for work in works if isinstance(work, ActionWrite)]
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
                    await conn.execute(PG_NOTIFY, {"channel": CHANNEL, "payloads": payloads})
        others = [work for work in works if not isinstance(work, ActionWrite)]
        if others:
            await conn.run_sync(_run_writes, others)
        return taken

    def _commit_sync(self, works: list[Write | ActionWrite]) -> None:
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


_SQLITE_ROWS_PER_STATEMENT = 200  # 7 parameters a row: far below SQLite's limit on bound parameters

_SQLITE_INSERT_ACTION_ROW = "(?, ?, ?, ?, ?)"
_SQLITE_UPDATE_SUMMARY_ROW = "(?, ?, ?, ?, ?, ?, ?)"


def _run_batch_sqlite(conn: Connection, works: list[Write | ActionWrite]) -> None:
    """A batch in the SQLite writer thread's transaction: the appended actions as ONE multi-row ``INSERT`` and
    ONE ``UPDATE ... FROM (VALUES ...)`` (per 200 rows), whatever the batch size.

    Why: the writer thread gives up the GIL around every SQLite statement step and must take it back from
    the busy event-loop thread afterwards, which can take a whole switch interval (5 ms). With
    ``executemany`` a batch of N actions paid that 2N times (tens of milliseconds under load, for every
    action of the batch); now it pays it a handful of times.
    """
    appended = [work for work in works if isinstance(work, ActionWrite)]
    latest: dict[str, ActionWrite] = {}
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
        if not isinstance(other, ActionWrite):
            other(conn)


def _run_writes(conn: Connection, works: list[Write]) -> None:
    for work in works:
        work(conn)

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
