"""Bringing a database's schema up to date when the server starts: the missing tables are created (the game
tables and the limit counters' ``limit_events``), columns added since the first release are added to an older
``games`` table (never dropped), and on PostgreSQL all of it runs under the schema lock, so that several
processes starting at once on a new database create each table once.
"""

from __future__ import annotations

import logging

from sqlalchemy import MetaData, inspect, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncConnection

from ..limits import metadata as limit_metadata
from .cluster import CLUSTER_TABLES, LOCK_SPACE
from .schema import metadata

log = logging.getLogger("unoduo.storage")

# Columns added after the first release, created in an older database by create_schema (ALTER TABLE ADD COLUMN).
_ADDED_COLUMNS = {
    "broken": "TEXT",
    "chosen_setup": "BOOLEAN NOT NULL DEFAULT FALSE",
}


async def lock_schema(conn: AsyncConnection) -> None:
    """PostgreSQL: take the schema lock until the end of ``conn``'s transaction (one creator at a time)."""
    await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})


async def create_schema(conn: AsyncConnection, is_sqlite: bool) -> bool:
    """In ``conn``'s transaction: create the game tables and the limit counters' table if missing, add the
    columns an older database lacks and (PostgreSQL) the cluster tables. True if the database was new (it had
    no ``games`` table)."""
    if not is_sqlite:
        # Several processes may start at once on a new database: one creates the tables at a time.
        await lock_schema(conn)
    new_database = not await conn.run_sync(lambda sync: inspect(sync).has_table("games"))
    await conn.run_sync(metadata.create_all)
    await conn.run_sync(limit_metadata.create_all)
    await conn.run_sync(_add_missing_columns)
    if not is_sqlite:
        for statement in CLUSTER_TABLES:
            await conn.execute(text(statement))
    return new_database


async def create_tables(conn: AsyncConnection, is_sqlite: bool, tables: MetaData) -> None:
    """In ``conn``'s transaction: create the missing tables of another module (accounts, reviews), on PostgreSQL
    under the schema lock."""
    if not is_sqlite:
        await lock_schema(conn)
    await conn.run_sync(tables.create_all)


def _add_missing_columns(conn: Connection) -> None:
    """Bring a database made by an older version up to date: add the columns it lacks (never drops any)."""
    add_missing_columns(conn, "games", _ADDED_COLUMNS)


def add_missing_columns(conn: Connection, table: str, columns: dict[str, str]) -> None:
    """Add to ``table`` each of ``columns`` (name: SQL type) that an older database's table lacks."""
    present = {column["name"] for column in inspect(conn).get_columns(table)}
    for name, sql_type in columns.items():
        if name not in present:
            conn.exec_driver_sql(f"ALTER TABLE {table} ADD COLUMN {name} {sql_type}")
            log.info("database: added column %s.%s", table, name)
