"""Which schema version a database is at, and bringing it to the code's: the ``schema_version`` table, reading a
database's state (:func:`database_state`), migrating it (:func:`migrate_database`, and :func:`upgrade` inside a
transaction the caller holds), one migrator at a time.

``schema_version`` holds one row per version the database reached (its number, what it added, when). A
database without the table was made before versions were kept: its version is inferred from its tables (the
last version before the first step whose tables, columns or indexes are missing), and migrating it runs every
step, each doing only what is missing.

One migrator at a time: on PostgreSQL the migration's transaction holds the schema's advisory lock (a second
process starting at once waits, then finds the database current); on SQLite it begins with ``BEGIN IMMEDIATE``
(the database's write lock), and ``unoduo serve`` holds the file besides. A database newer than the code is
never changed: :class:`SchemaTooNew`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Column, Integer, MetaData, String, Table, create_engine, event, func, insert, inspect, select
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from ..db.cluster import LOCK_SPACE
from ..db.engines import make_private_file, normalize_db_url, sqlite_pragmas
from .steps import CODE_VERSION, MIGRATIONS

T = TypeVar("T")

log = logging.getLogger("unoduo.storage")

version_metadata = MetaData()

#: One row per version the database reached.
schema_version = Table(
    "schema_version",
    version_metadata,
    Column("version", Integer, primary_key=True, autoincrement=False),
    Column("summary", String(200), nullable=False),
    Column("applied", String(40), nullable=False),  # ISO time
)


class SchemaTooNew(RuntimeError):
    """The database is at a version this code does not know (a newer unoduo migrated it): nothing is changed."""

    def __init__(self, version: int) -> None:
        super().__init__(
            f"the database is at schema version {version}, newer than this unoduo's {CODE_VERSION}: "
            "run the newer unoduo (or restore a backup made before it migrated)"
        )
        self.version = version


@dataclass(frozen=True)
class SchemaState:
    """Where a database stands. ``version``: its schema version (0: not even version 1's tables); ``recorded``:
    read from ``schema_version`` (False: inferred, a database made before versions were kept, or empty);
    ``empty``: no ``games`` table (a new database)."""

    version: int
    recorded: bool
    empty: bool = False

    @property
    def current(self) -> bool:
        return self.recorded and self.version == CODE_VERSION

    @property
    def newer(self) -> bool:
        return self.version > CODE_VERSION


@dataclass
class MigrationReport:
    """What :func:`upgrade` did: the state it found, and for each version applied what it added."""

    before: SchemaState
    after: int = 0
    applied: list[tuple[int, str, list[str]]] = field(default_factory=list)

    @property
    def new_database(self) -> bool:
        """The database had no ``games`` table."""
        return self.before.empty


def read_state(conn: Connection) -> SchemaState:
    """The schema state of the database on ``conn``."""
    names = set(inspect(conn).get_table_names())
    if schema_version.name in names:
        found = conn.execute(select(func.max(schema_version.c.version))).scalar()
        return SchemaState(int(found or 0), True)
    if "games" not in names:
        return SchemaState(0, False, empty=True)
    version = 0
    for migration in MIGRATIONS:
        if not migration.present(conn):
            break
        version = migration.version
    return SchemaState(version, False)


def upgrade(conn: Connection) -> MigrationReport:
    """In ``conn``'s transaction (the caller holds the migration lock): apply the versions the database lacks
    and record them. Raises :class:`SchemaTooNew` (changing nothing) for a database newer than the code."""
    state = read_state(conn)
    if state.newer:
        raise SchemaTooNew(state.version)
    report = MigrationReport(state, state.version)
    schema_version.create(conn, checkfirst=True)
    start = state.version if state.recorded else 0  # not recorded: every step, each doing only what is missing
    stamp = datetime.now(UTC).isoformat()
    for migration in MIGRATIONS[start:]:
        done = migration.apply(conn)
        conn.execute(insert(schema_version).values(version=migration.version, summary=migration.summary, applied=stamp))
        report.applied.append((migration.version, migration.summary, done))
        report.after = migration.version
    report.after = max(report.after, state.version)
    return report


def log_report(report: MigrationReport, where: str) -> None:
    """The start-up log's lines about the schema."""
    if not report.applied:
        return
    before = report.before
    if report.new_database:
        log.info("database %s: new, schema version %d created", where, report.after)
        return
    origin = f"version {before.version}" if before.recorded else f"unversioned (matching version {before.version})"
    log.info("database %s: schema migrated from %s to version %d", where, origin, report.after)
    for version, summary, done in report.applied:
        if done:
            log.info("database: version %d (%s): added %s", version, summary, ", ".join(done))


def _sqlite_file(url: str) -> str | None:
    """The file of an ``sqlite+aiosqlite://`` URL (None: in memory or a ``file:`` URI)."""
    path = url.split(":///", 1)[1] if ":///" in url else ""
    if not path or path == ":memory:" or path.startswith("file:"):
        return None
    return path.split("?", 1)[0]


def _sqlite_engine(url: str, immediate: bool) -> Any:
    """A plain (pysqlite) engine whose transactions begin with ``BEGIN IMMEDIATE`` (``immediate``; else a
    plain ``BEGIN``, for reads): the write lock is taken before the state is read, and the DDL runs inside the
    transaction (pysqlite alone would run it outside any)."""
    engine = create_engine(
        "sqlite://" + url[len("sqlite+aiosqlite://") :], connect_args={"timeout": 30}, poolclass=NullPool
    )

    def on_connect(dbapi_connection: Any, record: Any) -> None:
        sqlite_pragmas(dbapi_connection, record)
        dbapi_connection.isolation_level = None  # the driver begins nothing; the "begin" event below does

    event.listen(engine, "connect", on_connect)
    begin = "BEGIN IMMEDIATE" if immediate else "BEGIN"
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql(begin))
    return engine


def _on_sqlite(url: str, work: Callable[[Connection], T], immediate: bool) -> T:
    engine = _sqlite_engine(url, immediate)
    try:
        with engine.begin() as conn:
            return work(conn)
    finally:
        engine.dispose()


async def _on_postgres(url: str, work: Callable[[Connection], T], lock: bool) -> T:
    from sqlalchemy import text

    engine = create_async_engine(url, poolclass=NullPool)
    try:
        async with engine.begin() as conn:
            if lock:
                await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})
            return await conn.run_sync(work)
    finally:
        await engine.dispose()


async def migrate_database(url: str | None) -> MigrationReport:
    """Bring the database at ``url`` to the code's version (a SQLite file is created if missing, private)."""
    url = normalize_db_url(url)
    if url.startswith("sqlite"):
        path = _sqlite_file(url)
        if path is not None:
            make_private_file(Path(path))
        return await asyncio.to_thread(_on_sqlite, url, upgrade, True)
    return await _on_postgres(url, upgrade, lock=True)


async def database_state(url: str | None) -> SchemaState:
    """The schema state of the database at ``url``, changing nothing (a missing SQLite file: version 0)."""
    url = normalize_db_url(url)
    if url.startswith("sqlite"):
        path = _sqlite_file(url)
        if path is not None and not Path(path).exists():
            return SchemaState(0, False, empty=True)
        return await asyncio.to_thread(_on_sqlite, url, read_state, False)
    return await _on_postgres(url, read_state, lock=False)
