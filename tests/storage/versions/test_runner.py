"""The schema version kept in the database: a database newer than the code is refused and left as it is, two
migrators at once make the schema once, a recorded older version runs only the later steps, and the store
migrates when it opens and says so in the log; on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import logging

import pytest
from schema_helpers import build_shipped, on_database, shape
from sqlalchemy import insert, select
from sqlalchemy.engine import Connection

from unoduo.storage import Store
from unoduo.storage.versions import CODE_VERSION, SchemaState, SchemaTooNew, database_state, migrate_database
from unoduo.storage.versions.runner import schema_version


def _versions(url: str) -> list[int]:
    return on_database(url, lambda conn: list(conn.execute(select(schema_version.c.version)).scalars()))


async def _open_and_close(store: Store) -> None:
    try:
        await store.open()
    finally:
        await store.close()


def _mark_newer(conn: Connection) -> None:
    conn.execute(insert(schema_version).values(version=CODE_VERSION + 1, summary="from the future", applied="2030"))


def test_a_database_newer_than_the_code_is_refused_and_left_alone(any_db: str) -> None:
    asyncio.run(migrate_database(any_db))
    on_database(any_db, _mark_newer)
    before = shape(any_db)

    assert asyncio.run(database_state(any_db)) == SchemaState(CODE_VERSION + 1, True)
    with pytest.raises(SchemaTooNew, match=f"schema version {CODE_VERSION + 1}, newer than this unoduo's"):
        asyncio.run(migrate_database(any_db))
    with pytest.raises(SchemaTooNew):
        asyncio.run(_open_and_close(Store(any_db)))

    assert shape(any_db) == before
    assert _versions(any_db) == [*range(1, CODE_VERSION + 1), CODE_VERSION + 1]


def test_two_migrators_at_once_make_the_schema_once(any_db: str) -> None:
    async def both() -> list[object]:
        return await asyncio.gather(migrate_database(any_db), migrate_database(any_db), return_exceptions=True)

    reports = asyncio.run(both())

    assert not [report for report in reports if isinstance(report, BaseException)], reports
    applied = sorted(len(report.applied) for report in reports)  # type: ignore[union-attr]
    assert applied == [0, CODE_VERSION], "the second waited for the first, then found the database current"
    assert _versions(any_db) == list(range(1, CODE_VERSION + 1))


def test_a_recorded_version_runs_only_the_later_steps(any_db: str) -> None:
    asyncio.run(migrate_database(any_db))

    def back_to_version_9(conn: Connection) -> None:
        conn.execute(schema_version.delete().where(schema_version.c.version > 9))
        conn.exec_driver_sql("DROP TABLE limit_buckets")

    on_database(any_db, back_to_version_9)
    assert asyncio.run(database_state(any_db)) == SchemaState(9, True)

    report = asyncio.run(migrate_database(any_db))

    applied = [(version, done) for version, _, done in report.applied]
    assert applied == [(10, ["table limit_buckets"]), *((later, []) for later in range(11, CODE_VERSION + 1))]
    assert asyncio.run(database_state(any_db)).current


def test_the_store_migrates_an_older_database_when_it_opens_and_logs_it(
    any_db: str, caplog: pytest.LogCaptureFixture
) -> None:
    build_shipped(any_db, 8)
    store = Store(any_db)
    with caplog.at_level(logging.INFO, logger="unoduo.storage"):
        asyncio.run(_open_and_close(store))

    lines = [record.getMessage() for record in caplog.records]
    assert f"schema migrated from unversioned (matching version 8) to version {CODE_VERSION}" in "\n".join(lines)
    assert any("added column match_queue.address" in line for line in lines)
    assert not store.new_database
    assert asyncio.run(database_state(any_db)).current


def test_a_new_database_is_created_at_the_code_version(any_db: str, caplog: pytest.LogCaptureFixture) -> None:
    store = Store(any_db)
    with caplog.at_level(logging.INFO, logger="unoduo.storage"):
        asyncio.run(_open_and_close(store))

    assert store.new_database
    assert f"new, schema version {CODE_VERSION} created" in caplog.text
    assert asyncio.run(database_state(any_db)) == SchemaState(CODE_VERSION, True)
