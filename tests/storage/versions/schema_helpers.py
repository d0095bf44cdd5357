"""Building the schemas unoduo shipped (tests/data/schemas/vNN.DIALECT.sql, one per version, each generated from
that version's table definitions) and a few rows in them, and reading a database's shape back."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import MetaData, Table, insert, inspect, select
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from unoduo.storage import normalize_db_url

SCHEMAS = Path(__file__).resolve().parents[2] / "data" / "schemas"
SHIPPED = sorted(int(path.name[1:3]) for path in SCHEMAS.glob("v*.sqlite.sql"))

#: A few rows of every table any version had, in an order that keeps the foreign keys; a version's table gets the
#: columns it has.
ROWS: dict[str, list[dict[str, Any]]] = {
    "games": [
        {
            "id": "g1",
            "ruleset": "duo",
            "players": 2,
            "options": '{"target_score": 200}',
            "seed": 2**40 + 7,
            "opponent": "friend",
            "difficulty": "medium",
            "turn_timer": 30.0,
            "join_code": "ABCD",
            "status": "playing",
            "seq": 1,
            "scores": "[0, 0]",
            "winner": None,
            "round": 1,
            "rematch_of": None,
            "rematch": None,
            "created": "2026-11-30T10:00:00+00:00",
            "updated": "2026-11-30T10:01:00+00:00",
            "broken": None,
            "chosen_setup": True,
        },
        {
            "id": "g2",
            "ruleset": "classic",
            "players": 4,
            "options": "{}",
            "seed": 5,
            "opponent": "bot",
            "difficulty": "hard",
            "turn_timer": None,
            "join_code": None,
            "status": "over",
            "seq": 0,
            "scores": "[1,2,3,4]",
            "winner": 2,
            "round": 3,
            "rematch_of": "g1",
            "rematch": None,
            "created": "2026-11-30T11:00:00+00:00",
            "updated": "2026-11-30T12:00:00+00:00",
            "broken": "a stored action does not apply",
            "chosen_setup": False,
        },
    ],
    "seats": [
        {
            "game_id": "g1",
            "seat": 0,
            "kind": "human",
            "name": "Ann",
            "difficulty": None,
            "token_hash": "a" * 64,
            "joined": True,
        },
        {
            "game_id": "g1",
            "seat": 1,
            "kind": "bot",
            "name": "Bot",
            "difficulty": "medium",
            "token_hash": None,
            "joined": False,
        },
    ],
    "actions": [{"game_id": "g1", "seq": 1, "seat": 0, "action": "play R5", "at": "2026-11-30T10:01:00+00:00"}],
    "reviews": [{"key": "g1:0:400:json", "game_id": "g1", "created": "2026-11-30T10:02:00+00:00", "body": "{}"}],
    "accounts": [
        {
            "id": "acc1",
            "name": "Ann",
            "name_key": "ann",
            "password_hash": "$argon2id$x",
            "created": "2026-12-01",
            "password_changed": "2026-12-01",
            "name_skeleton": "ann",
        },
        {
            "id": "acc2",
            "name": "Bob",
            "name_key": "bob",
            "password_hash": "$argon2id$y",
            "created": "2026-12-02",
            "password_changed": "2026-12-02",
            "name_skeleton": "bob",
        },
    ],
    "sessions": [{"token_hash": "s" * 64, "account_id": "acc1", "created": "2026-12-01", "expires": "2027-01-01"}],
    "account_seats": [{"game_id": "g1", "seat": 0, "account_id": "acc1"}],
    "ratings": [
        {
            "account_id": "acc1",
            "system": "duo",
            "rating": 1510.5,
            "deviation": 200.0,
            "volatility": 0.06,
            "games": 3,
            "updated": "2026-12-01",
        }
    ],
    "rating_history": [
        {
            "id": 1,
            "account_id": "acc1",
            "system": "duo",
            "game_id": "g1",
            "before": 1500.0,
            "rating": 1510.5,
            "deviation": 200.0,
            "at": "2026-12-01",
        }
    ],
    "rated_games": [{"game_id": "g1", "system": "duo", "status": "pending", "created": "2026-12-01"}],
    "login_failures": [{"id": 1, "scope": "pair", "key": "ann|1.2.3.4", "at": 1764547200.0}],
    "match_queue": [
        {
            "account_id": "acc2",
            "name": "Bob",
            "rating": 1500.0,
            "mode": "duo",
            "size": 2,
            "bots": 1,
            "joined": 1764547200.0,
            "seen": 1764547210.0,
            "status": "waiting",
            "since": 1764547200.0,
            "game_id": None,
            "seat": None,
            "token": None,
            "address": "h" * 64,
        }
    ],
    "server_settings": [{"name": "session_secret", "value": "kept-secret"}],
    "limit_events": [{"id": 1, "scope": "signup", "key": "1.2.3.4", "at": 1764547200.0, "expires": 1764550800.0}],
    "limit_buckets": [{"scope": "hint", "key": "acc1", "tokens": 2.5, "stamp": 1764547200.0, "full": 1764547300.0}],
    "puzzle_ratings": [
        {
            "account_id": "acc1",
            "rating": 1480.0,
            "deviation": 180.0,
            "volatility": 0.06,
            "answered": 4,
            "streak": 2,
            "best_streak": 3,
            "updated": "2026-12-04",
        }
    ],
    "puzzle_answers": [
        {
            "id": 1,
            "account_id": "acc1",
            "puzzle_id": "p0001",
            "action": "play R5",
            "correct": True,
            "before": 1470.0,
            "rating": 1480.0,
            "deviation": 180.0,
            "at": "2026-12-04",
        }
    ],
    "server_processes": [{"num": 1, "host": "web-1", "pid": 4242}],
    "game_drivers": [{"game_id": "g1", "process": 1}],
}


def statements(version: int, dialect: str) -> list[str]:
    """The CREATE statements of a shipped version (its file without comments)."""
    text = (SCHEMAS / f"v{version:02d}.{dialect}.sql").read_text(encoding="utf-8")
    kept = "\n".join(line for line in text.splitlines() if not line.startswith("--"))
    return [statement.strip() for statement in kept.split(";") if statement.strip()]


def on_database(url: str, work: Callable[[Connection], Any]) -> Any:
    """``work(conn)`` in one transaction on the database at ``url`` (committed)."""

    async def run() -> Any:
        engine = create_async_engine(normalize_db_url(url), poolclass=NullPool)
        try:
            async with engine.begin() as conn:
                return await conn.run_sync(work)
        finally:
            await engine.dispose()

    return asyncio.run(run())


def build_shipped(url: str, version: int) -> dict[str, list[dict[str, Any]]]:
    """Make the empty database at ``url`` what ``version`` made, with a few rows; the rows, table by table, as
    inserted (each with the columns that version's table has)."""
    dialect = "sqlite" if url.startswith("sqlite") else "postgresql"

    def work(conn: Connection) -> dict[str, list[dict[str, Any]]]:
        for statement in statements(version, dialect):
            conn.exec_driver_sql(statement)
        inserted: dict[str, list[dict[str, Any]]] = {}
        names = set(inspect(conn).get_table_names())
        for name, rows in ROWS.items():
            if name not in names:
                continue
            table = Table(name, MetaData(), autoload_with=conn)
            kept = [{key: value for key, value in row.items() if key in table.c} for row in rows]
            conn.execute(insert(table), kept)
            inserted[name] = kept
        return inserted

    return on_database(url, work)


def read_rows(url: str, tables: list[str]) -> dict[str, list[dict[str, Any]]]:
    def work(conn: Connection) -> dict[str, list[dict[str, Any]]]:
        found = {}
        for name in tables:
            table = Table(name, MetaData(), autoload_with=conn)
            primary = list(table.primary_key.columns)
            found[name] = [dict(row) for row in conn.execute(select(table).order_by(*primary)).mappings()]
        return found

    return on_database(url, work)


def shape(url: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each table's column names and index names (the names every version's migration must have made)."""

    def work(conn: Connection) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
        found = inspect(conn)
        return {
            name: (
                frozenset(column["name"] for column in found.get_columns(name)),
                frozenset(str(index["name"]) for index in found.get_indexes(name)),
            )
            for name in found.get_table_names()
        }

    return on_database(url, work)
