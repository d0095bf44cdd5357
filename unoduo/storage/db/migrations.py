"""The schema lock and the creation of another module's tables.

The schema itself is brought up to date by :mod:`unoduo.storage.versions` when the store opens; what is left
here: :func:`lock_schema` (PostgreSQL's advisory lock that one process at a time holds while it changes the
schema or settles what every process must agree on) and :func:`create_tables` (the missing tables of a module
outside the versioned schema, under that lock).
"""

from __future__ import annotations

from sqlalchemy import MetaData, text
from sqlalchemy.ext.asyncio import AsyncConnection

from .cluster import LOCK_SPACE


async def lock_schema(conn: AsyncConnection) -> None:
    """PostgreSQL: take the schema lock until the end of ``conn``'s transaction (one creator at a time)."""
    await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})


async def create_tables(conn: AsyncConnection, is_sqlite: bool, tables: MetaData) -> None:
    """In ``conn``'s transaction: create the missing tables of another module, on PostgreSQL under the schema
    lock. A table of unoduo's own belongs in a migration instead (:mod:`unoduo.storage.versions`)."""
    if not is_sqlite:
        await lock_schema(conn)
    await conn.run_sync(tables.create_all)
