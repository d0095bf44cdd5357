"""The game store: SQLAlchemy 2 (async) over SQLite (aiosqlite) or PostgreSQL (asyncpg), and its game operations.

:class:`Store` opens the engines (:mod:`.engines`), brings the schema up to date (:mod:`.migrations`), and
creates, joins, advances, expires and reads games (:mod:`.schema`); every write goes through its group-commit
writer (:mod:`.writer`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sqlalchemy import MetaData, and_, bindparam, func, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from ..versions.runner import log_report, migrate_database
from .cluster import RematchTaken, SeatTaken
from .engines import PoolSettings, normalize_db_url, postgres_engines, sqlite_engines
from .migrations import create_tables
from .schema import (
    ActionRow,
    GameCounts,
    GameRow,
    SeatRow,
    actions,
    game_columns,
    game_from_row,
    games,
    seat_columns,
    seat_from_row,
    seats,
)
from .writer import ActionWrite, GroupCommitWriter


class Store(GroupCommitWriter):
    """Async access to the three tables; every write is serialized through one group-commit writer."""

    def __init__(self, url: str | None, pool: PoolSettings | None = None) -> None:
        super().__init__()
        self.url = normalize_db_url(url)
        self.pool = pool
        self.is_sqlite = self.url.startswith("sqlite")
        self._engine: AsyncEngine | None = None
        self.new_database = False  # set by open(): the tables were created just now

    @property
    def engine(self) -> AsyncEngine:
        if self._engine is None:
            raise RuntimeError("the store is not open")
        return self._engine

    async def open(self) -> None:
        """Connect, bring the schema to the code's version (:mod:`unoduo.storage.versions`) and start the
        writer. Raises :class:`~unoduo.storage.versions.SchemaTooNew` for a database a newer unoduo migrated."""
        if self.is_sqlite:
            self._engine, self._sync_engine = sqlite_engines(self.url)
        else:
            pool = self.pool or PoolSettings.from_env()
            self._commit_window = pool.commit_window_ms / 1000
            self._engine, self._writer_engine = postgres_engines(self.url, pool)
        # The schema brought to the code's version (a database newer than the code: SchemaTooNew, unchanged).
        report = await migrate_database(self.url)
        log_report(report, "sqlite" if self.is_sqlite else "postgresql")
        self.new_database = report.new_database
        self._start_writer(self.is_sqlite)

    async def create_tables(self, tables: MetaData) -> None:
        """Create the missing tables of another module (unoduo's own tables are made by the migrations). On
        PostgreSQL under the schema lock that migrating takes: several processes starting at once on a new
        database would otherwise race to create the same table (and its row type), and all but one would fail."""
        async with self.engine.begin() as conn:
            await create_tables(conn, self.is_sqlite, tables)

    async def close(self) -> None:
        await self._stop_writer()
        if self._engine is not None:
            await self._engine.dispose()
            self._engine = None

    # ------------------------------------------------------------------ writes

    async def run_write(self, work: Callable[[Connection], None]) -> None:
        """Run ``work(connection)`` in the writer's next transaction and return once it is committed (for the
        tables of other modules, such as :mod:`unoduo.storage.accounts`). An exception in ``work`` fails
        only this write."""
        await self._write(work)

    async def create_game(self, game: GameRow, seat_rows: Sequence[SeatRow]) -> None:
        values = game_columns(game)
        seat_values = [{"game_id": game.id, **seat_columns(s)} for s in seat_rows]

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
        await self._write(ActionWrite(game_id, seq, seat, action, at, status, scores, winner, round_))

    async def mark_broken(self, game_id: str, reason: str) -> None:
        """Record why a game cannot go on (a stored action that does not apply): it is no longer resumed or
        listed, and its players are told."""

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
            game = game_from_row(row)
            seat_rows = (
                await conn.execute(select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat))
            ).mappings()
            game.seats = [seat_from_row(s) for s in seat_rows]
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
            page = [game_from_row(r) for r in rows]
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
            found = [game_from_row(r) for r in rows]
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
            by_id = {r["id"]: game_from_row(r) for r in rows}
            seat_rows = (
                await conn.execute(
                    select(seats)
                    .where(seats.c.game_id.in_(bindparam("ids", expanding=True)))
                    .order_by(seats.c.game_id, seats.c.seat),
                    {"ids": ids},
                )
            ).mappings()
            for s in seat_rows:
                by_id[s["game_id"]].seats.append(seat_from_row(s))
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
        by_id[s["game_id"]].seats.append(seat_from_row(s))
