"""The bus between server processes sharing one PostgreSQL (docs/server.md, "Many processes").

Every process keeps its own copy of the games its players use; the database holds the truth. The bus is
PostgreSQL's own LISTEN/NOTIFY (no other server to run): the writer's transaction that stores actions also
NOTIFYs them (``unoduo.storage.db``), so a process hears of an action exactly when it is committed and applies
it to its copy of the game (in seq order; a gap is read back from the database). Other changes (a seat taken,
a game expired, a rematch, who is connected where) are published here after their commit.

A process registers in ``server_processes`` and holds the advisory lock ``(LOCK_SPACE, num)`` on its bus
connection for as long as it lives: when it dies (even SIGKILL) PostgreSQL closes its session and frees the
lock, so the others see at once that it is gone (a heartbeat older than ``stale`` seconds also counts as
gone, for a hung process or a lost network). One live process drives each game (``game_drivers``): it plays
the bots and runs the turn timer. A process claims the games whose players are connected to it when they
have no live driver, on a player's arrival and then every ``heartbeat`` seconds.

The bus's own statements (heartbeat, liveness, claims, publishing) run on a small engine of its own
(``BUS_CONNECTIONS`` connections), never on the store's pool that serves the requests: a burst of requests
cannot starve the heartbeat (which would look like a dead process) nor make a claim time out. Claims are
batched: whatever is asked while one claim statement runs goes into the next one, so creating 2,000 games at
once costs a few dozen statements, not 2,000 connections' worth of waiting.

Every payload is ``KIND ORIGIN`` and then one line per item:

- ``a``: stored actions, ``game<TAB>seq<TAB>seat<TAB>action`` (sent by the writer, in the commit);
- ``g``: ``game``: its row changed (a seat taken, expired, a rematch linked): read it again;
- ``p``: ``game<TAB>seats<TAB>away<TAB>votes<TAB>returned<TAB>driver`` (comma-separated seats): the seats
  connected to ORIGIN, the seats a stand-in bot plays for (the truth when ``driver`` is 1: ORIGIN runs the
  timers), the seats that asked for a rematch, the seats whose player came back on ORIGIN;
- ``m``: ``game<TAB>rematch game<TAB>seat:token,...``: the rematch's seat tokens, for the process where each
  seat's player is connected (the bus is inside the trust boundary: whoever can LISTEN can read the tables);
- ``r``: ``game<TAB>seat<TAB>reaction``: a quick reaction a seat sent (``unoduo.web.play.reactions``), for the
  connections of the other processes and the seat's rate limit there;
- ``q``: what this process used of the per-address quotas, and what it holds (``unoduo.web.limits.shared_use``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import time
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from unoduo.storage import CHANNEL, Store
from unoduo.storage.db import LOCK_SPACE, NOTIFY_BYTES

log = logging.getLogger("unoduo.web.bus")

HEARTBEAT = 1.0  # seconds between a process's heartbeats, driver claims and checks
STALE = 15.0  # a process whose heartbeat is this old is gone even if its session still seems open
RESYNC = 2.0  # seconds between comparisons of every game in memory with the database (a lost message)
MINE_EVERY = 5  # heartbeats between reads of the whole list of games this process drives
BUS_CONNECTIONS = 2  # the bus's own connections besides LISTEN: the claimer, and the heartbeat or publisher


@dataclass(frozen=True, slots=True)
class StoredAction:
    game: str
    seq: int
    seat: int
    action: str


@dataclass(frozen=True, slots=True)
class PresenceNote:
    game: str
    seats: frozenset[int]  # connected to the process that sent it
    away: frozenset[int]  # a stand-in bot plays for them (as the driver says: see ``driver``)
    votes: frozenset[int]  # asked for a rematch
    returned: frozenset[int]  # came back (no longer away) since that process's last note
    driver: bool  # sent by the game's driving process, whose ``away`` is the truth


@dataclass(frozen=True, slots=True)
class ReactionNote:
    game: str
    seat: int
    reaction: str


@dataclass(frozen=True, slots=True)
class RematchNote:
    game: str
    rematch: str
    tokens: dict[int, str]


class ClusterHub(Protocol):
    """What the bus asks of the hub's side of the cluster (:class:`unoduo.web.cluster.sync.ClusterSync`)."""

    def remote_actions(self, origin: int, actions: list[StoredAction]) -> None: ...
    def remote_changed(self, origin: int, game_ids: list[str]) -> None: ...
    def remote_presence(self, origin: int, notes: list[PresenceNote]) -> None: ...
    def remote_rematch(self, origin: int, notes: list[RematchNote]) -> None: ...
    def remote_quota(self, origin: int, lines: list[str]) -> None: ...
    def remote_reaction(self, origin: int, notes: list[ReactionNote]) -> None: ...
    def quota_tick(self) -> None: ...
    def processes_gone(self, numbers: set[int]) -> None: ...
    def claim_candidates(self) -> list[str]: ...
    def driving_changed(self, driving: set[str]) -> None: ...
    async def resync(self) -> None: ...


_ALIVE = (
    "(p.heartbeat > now() - make_interval(secs => :stale) AND EXISTS (SELECT 1 FROM pg_locks l"
    " WHERE l.locktype = 'advisory' AND l.granted AND l.classid::bigint = :space"
    " AND l.objid::bigint = p.num AND l.objsubid = 2))"
)
_LIVE = text(f"SELECT p.num FROM server_processes p WHERE {_ALIVE}")
_FORGET_DEAD = text(f"DELETE FROM server_processes p WHERE p.num <> :me AND NOT {_ALIVE}")
_HEARTBEAT = text("UPDATE server_processes SET heartbeat = now() WHERE num = :me RETURNING num")
_REREGISTER = text("INSERT INTO server_processes (num, host, pid) VALUES (:me, :host, :pid) ON CONFLICT DO NOTHING")
_CLAIM = text(
    "INSERT INTO game_drivers (game_id, process) SELECT g, :me FROM unnest(CAST(:games AS varchar[])) AS g"
    " WHERE EXISTS (SELECT 1 FROM games WHERE games.id = g)"
    " ON CONFLICT (game_id) DO UPDATE SET process = EXCLUDED.process, since = now()"
    " WHERE game_drivers.process = EXCLUDED.process OR NOT EXISTS"
    f" (SELECT 1 FROM server_processes p WHERE p.num = game_drivers.process AND {_ALIVE})"
    " RETURNING game_id"
)
_MINE = text("SELECT game_id FROM game_drivers WHERE process = :me")
_RELEASE = text("DELETE FROM game_drivers WHERE process = :me AND game_id = ANY(CAST(:games AS varchar[]))")
_NOTIFY = text("SELECT pg_notify(:channel, x) FROM unnest(CAST(:payloads AS text[])) AS x")


def _seats(text_: str) -> frozenset[int]:
    return frozenset(int(s) for s in text_.split(",") if s)


def _seat_list(seats: set[int] | frozenset[int]) -> str:
    return ",".join(str(s) for s in sorted(seats))


def pack(kind: str, origin: int, lines: list[str]) -> list[str]:
    """``lines`` as payloads ``KIND ORIGIN\\nline\\nline...`` under PostgreSQL's 8000-byte limit."""
    head = f"{kind} {origin}"
    payloads: list[str] = []
    chunk = [head]
    size = len(head)
    for line in lines:
        length = 1 + len(line.encode())
        if size + length > NOTIFY_BYTES and len(chunk) > 1:
            payloads.append("\n".join(chunk))
            chunk, size = [head], len(head)
        chunk.append(line)
        size += length
    if len(chunk) > 1:
        payloads.append("\n".join(chunk))
    return payloads


class ClusterBus:
    """This process's membership of the cluster: its registration and liveness lock, LISTEN, publishing,
    and which games it drives. Start it once the store is open; ``hub`` gets the messages of the others."""

    def __init__(
        self,
        store: Store,
        hub: ClusterHub,
        *,
        heartbeat: float = HEARTBEAT,
        stale: float = STALE,
        resync_every: float = RESYNC,
    ) -> None:
        self.store = store
        self.hub = hub
        self.heartbeat = heartbeat
        self.stale = stale
        self.resync_every = resync_every
        self.number = 0
        self.live: set[int] = set()
        self.driving: set[str] = set()
        self._conn: Any = None  # the asyncpg connection holding LISTEN and the liveness lock
        self._outbox: list[tuple[str, str]] = []
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._last_resync = 0.0
        self._closing = False
        self._engine: AsyncEngine | None = None  # the bus's own connections (see the module's docstring)
        self._claims: list[tuple[list[str], asyncio.Future[set[str]]]] = []  # waiting for the next statement
        self._claimer: asyncio.Task[None] | None = None
        self._ticks = 0

    # ------------------------------------------------------------------ life cycle

    async def start(self) -> None:
        # Waiting for one of its own connections is back-pressure among the bus's few tasks, never a timeout.
        self._engine = create_async_engine(
            self.store.url, pool_size=BUS_CONNECTIONS, max_overflow=0, pool_timeout=3600, pool_pre_ping=True
        )
        await self._connect()
        self._tasks = [
            asyncio.create_task(self._tick_loop(), name="unoduo-bus-tick"),
            asyncio.create_task(self._publish_loop(), name="unoduo-bus-publish"),
        ]
        log.info("cluster: this is process %d; live processes: %s", self.number, sorted(self.live))

    async def close(self) -> None:
        self._closing = True
        tasks = [*self._tasks, *([self._claimer] if self._claimer is not None else [])]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for _, future in self._claims:  # asked for while closing: nobody will claim them here
            future.cancel()
        self._claims = []
        with contextlib.suppress(Exception):
            await self._flush()
        if self._conn is not None:
            with contextlib.suppress(Exception):
                await self._run(text("DELETE FROM server_processes WHERE num = :me"), me=self.number)
            with contextlib.suppress(Exception):
                await self._conn.close(timeout=5)
            self._conn = None
        if self._engine is not None:
            await self._engine.dispose()
            self._engine = None
        self.store.origin = None

    def connected(self) -> bool:
        """Whether the bus holds its LISTEN connection (false while it reconnects)."""
        return self._conn is not None and not self._conn.is_closed()

    async def _connect(self) -> None:
        import asyncpg  # type: ignore[import-untyped]  # the PostgreSQL extra

        url = make_url(self.store.url).set(drivername="postgresql")
        conn = await asyncpg.connect(url.render_as_string(hide_password=False))
        try:
            number = await conn.fetchval(
                "INSERT INTO server_processes (host, pid) VALUES ($1, $2) RETURNING num", socket.gethostname(),
                os.getpid(),
            )
            await conn.execute("SELECT pg_advisory_lock($1, $2)", LOCK_SPACE, number)
            await conn.add_listener(CHANNEL, self._on_notify)
        except BaseException:
            await conn.close()
            raise
        self._conn = conn
        self.number = int(number)
        self.store.origin = self.number
        await self._run(_FORGET_DEAD, me=self.number, stale=self.stale, space=LOCK_SPACE)
        self.live = await self._live()

    async def _reconnect(self) -> None:
        """The bus connection was lost (a database restart): register again as a new process, take back the
        games, and compare every game with the database (messages may have been missed)."""
        old = self._conn
        self._conn = None
        if old is not None:
            with contextlib.suppress(Exception):
                old.terminate()
        await self._connect()
        log.warning("cluster: reconnected to the database as process %d", self.number)
        self.driving = set()
        self.hub.driving_changed(set())
        self._last_resync = 0.0

    # ------------------------------------------------------------------ queries

    async def _run(self, statement: Any, **params: Any) -> list[Any]:
        assert self._engine is not None, "the bus is not started"
        async with self._engine.begin() as conn:
            result = await conn.execute(statement, params)
            return list(result.all()) if result.returns_rows else []

    async def _live(self) -> set[int]:
        rows = await self._run(_LIVE, stale=self.stale, space=LOCK_SPACE)
        return {int(r[0]) for r in rows}

    async def claim(self, game_ids: list[str]) -> set[str]:
        """Drive these games where no live process drives them (or this one does already); those driven here.

        Batched: the games asked for while a claim statement runs are claimed together by the next one."""
        if not game_ids:
            return set()
        future: asyncio.Future[set[str]] = asyncio.get_running_loop().create_future()
        self._claims.append((list(game_ids), future))
        if self._claimer is None or self._claimer.done():
            self._claimer = asyncio.create_task(self._claim_batches(), name="unoduo-bus-claims")
        return await future

    async def _claim_batches(self) -> None:
        while self._claims:
            batch, self._claims = self._claims, []
            games = sorted({game for ids, _ in batch for game in ids})
            try:
                try:
                    rows = await self._run(_CLAIM, me=self.number, games=games, stale=self.stale, space=LOCK_SPACE)
                except IntegrityError:
                    # This process was declared gone (a heartbeat older than ``stale``: it was starved or hung)
                    # and its registration deleted; its next heartbeat would register it again: do it now.
                    log.warning("cluster: process %d was declared gone; registering again", self.number)
                    await self._run(_REREGISTER, me=self.number, host=socket.gethostname(), pid=os.getpid())
                    rows = await self._run(_CLAIM, me=self.number, games=games, stale=self.stale, space=LOCK_SPACE)
            except asyncio.CancelledError:
                for _, future in batch:
                    future.cancel()
                raise
            except Exception as exc:
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                continue
            claimed = {str(r[0]) for r in rows}
            self.driving |= claimed
            for ids, future in batch:
                if not future.done():
                    future.set_result(claimed.intersection(ids))

    async def release(self, game_ids: list[str]) -> None:
        """This process no longer holds these games in memory: another may drive them at once."""
        self.driving.difference_update(game_ids)
        if game_ids:
            await self._run(_RELEASE, me=self.number, games=game_ids)

    def drives(self, game_id: str) -> bool:
        return game_id in self.driving

    # ------------------------------------------------------------------ the periodic work

    async def _tick_loop(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat)
            try:
                await self._tick()
            except asyncio.CancelledError:
                raise
            except Exception:
                if self._conn is not None and not self._conn.is_closed():
                    # The bus connection (and so the liveness lock) is still there: only this beat failed.
                    log.warning("cluster: heartbeat failed; trying again", exc_info=True)
                    continue
                log.exception("cluster: heartbeat failed; reconnecting")
                try:
                    await self._reconnect()
                except Exception as exc:
                    log.error("cluster: cannot reach the database (%s); trying again", exc)

    async def _tick(self) -> None:
        if self._conn is None or self._conn.is_closed():
            await self._reconnect()
        if not await self._run(_HEARTBEAT, me=self.number):
            # Declared gone while it hung (heartbeat too old): its games were given up; register again.
            await self._run(_REREGISTER, me=self.number, host=socket.gethostname(), pid=os.getpid())
        live = await self._live()
        gone = self.live - live
        self.live = live
        if gone:
            log.info("cluster: process(es) %s gone", sorted(gone))
            await self._run(_FORGET_DEAD, me=self.number, stale=self.stale, space=LOCK_SPACE)
            self.hub.processes_gone(gone)
        self.hub.quota_tick()
        candidates = [g for g in self.hub.claim_candidates() if g not in self.driving]
        if candidates:
            await self.claim(candidates)
        # The games it drives change by its own claims and releases (known here) or, rarely, when another
        # process took them over while this one seemed gone: read the whole list back only now and then (with
        # thousands of games it is most of a heartbeat's work); until then the unique (game, seq) key keeps
        # two drivers from both storing a move.
        self._ticks += 1
        if self._ticks % MINE_EVERY == 1 or candidates:
            mine = {str(r[0]) for r in await self._run(_MINE, me=self.number)}
            if mine != self.driving:
                self.driving = mine
            self.hub.driving_changed(self.driving)
        if time.monotonic() - self._last_resync >= self.resync_every:
            self._last_resync = time.monotonic()
            await self.hub.resync()

    # ------------------------------------------------------------------ publishing

    def publish(self, kind: str, line: str) -> None:
        """Send one item to the other processes soon (batched with whatever else is waiting)."""
        if self._closing:
            return
        self._outbox.append((kind, line))
        self._wake.set()

    def publish_changed(self, game_id: str) -> None:
        self.publish("g", game_id)

    def publish_presence(
        self, game_id: str, seats: set[int], away: set[int], votes: set[int], returned: set[int], driver: bool
    ) -> None:
        lists = [_seat_list(seats), _seat_list(away), _seat_list(votes), _seat_list(returned)]
        fields = (game_id, *lists, str(int(driver)))
        self.publish("p", "\t".join(fields))

    def publish_rematch(self, game_id: str, rematch: str, tokens: dict[int, str]) -> None:
        self.publish("m", f"{game_id}\t{rematch}\t" + ",".join(f"{s}:{t}" for s, t in sorted(tokens.items())))

    def publish_reaction(self, game_id: str, seat: int, reaction: str) -> None:
        self.publish("r", f"{game_id}\t{seat}\t{reaction}")

    async def _publish_loop(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self._flush()
            except asyncio.CancelledError:
                raise
            except Exception:  # the periodic resync repairs what the others missed
                log.exception("cluster: publishing failed")
                await asyncio.sleep(0.5)

    async def _flush(self) -> None:
        waiting, self._outbox = self._outbox, []
        if not waiting:
            return
        by_kind: dict[str, list[str]] = {}
        for kind, line in waiting:
            by_kind.setdefault(kind, []).append(line)
        payloads = [p for kind, lines in by_kind.items() for p in pack(kind, self.number, lines)]
        await self._run(_NOTIFY, channel=CHANNEL, payloads=payloads)

    # ------------------------------------------------------------------ receiving

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        try:
            self._dispatch(payload)
        except Exception:
            log.exception("cluster: could not handle a message %r", payload[:200])

    def _dispatch(self, payload: str) -> None:
        head, _sep, body = payload.partition("\n")
        kind, _sep, origin_text = head.partition(" ")
        origin = int(origin_text)
        if origin == self.number:
            return
        lines = body.split("\n") if body else []
        if kind == "a":
            actions = []
            for line in lines:
                game, seq, seat, action = line.split("\t", 3)
                actions.append(StoredAction(game, int(seq), int(seat), action))
            self.hub.remote_actions(origin, actions)
        elif kind == "g":
            self.hub.remote_changed(origin, lines)
        elif kind == "p":
            notes = []
            for line in lines:
                game, seats, away, votes, returned, driver = line.split("\t")
                notes.append(
                    PresenceNote(game, _seats(seats), _seats(away), _seats(votes), _seats(returned), driver == "1")
                )
            self.hub.remote_presence(origin, notes)
        elif kind == "q":
            self.hub.remote_quota(origin, lines)
        elif kind == "r":
            reactions = []
            for line in lines:
                game, seat, reaction = line.split("\t")
                reactions.append(ReactionNote(game, int(seat), reaction))
            self.hub.remote_reaction(origin, reactions)
        elif kind == "m":
            rematches = []
            for line in lines:
                game, rematch, tokens = line.split("\t")
                pairs = (item.split(":", 1) for item in tokens.split(",") if item)
                rematches.append(RematchNote(game, rematch, {int(s): t for s, t in pairs}))
            self.hub.remote_rematch(origin, rematches)
        else:
            log.warning("cluster: unknown message kind %r from process %d", kind, origin)

