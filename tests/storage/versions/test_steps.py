"""Every schema unoduo shipped (tests/data/schemas), with a few rows, is recognised for what it is, migrated to
today's version with its rows intact, and then has exactly the tables, columns and indexes a new database gets;
on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio

import pytest
from schema_helpers import ROWS, SHIPPED, build_shipped, read_rows, shape, statements

from unoduo.storage.versions import CODE_VERSION, MIGRATIONS, SchemaState, database_state, migrate_database

#: Kept, unused, by the databases of versions 4 to 7 (limit_events replaced it): never made, never dropped.
LEFT_OVER = "login_failures"


def test_the_shipped_schemas_are_the_versions_of_the_code() -> None:
    assert SHIPPED == [migration.version for migration in MIGRATIONS] == list(range(1, CODE_VERSION + 1))


@pytest.mark.parametrize("version", SHIPPED)
def test_a_shipped_schema_migrates_to_the_current_one_with_its_rows(any_db: str, second_db: str, version: int) -> None:
    sqlite = any_db.startswith("sqlite")
    inserted = build_shipped(any_db, version)
    # Made before versions were kept: the version is inferred from the tables. On SQLite version 5 added nothing
    # (its tables are PostgreSQL's), so a version 4 database already has all of version 5.
    inferred = 5 if sqlite and version == 4 else version
    assert asyncio.run(database_state(any_db)) == SchemaState(inferred, False)

    report = asyncio.run(migrate_database(any_db))

    assert (report.before, report.after, report.new_database) == (SchemaState(inferred, False), CODE_VERSION, False)
    assert [applied[0] for applied in report.applied] == list(range(1, CODE_VERSION + 1))
    added = [what for _, _, done in report.applied for what in done]
    if version < CODE_VERSION:
        assert added, "an older schema gets what it lacks"
    else:
        assert added == []
    assert asyncio.run(database_state(any_db)) == SchemaState(CODE_VERSION, True)

    after = read_rows(any_db, list(inserted))
    for table, rows in inserted.items():
        assert [{key: row[key] for key in kept} for row, kept in zip(after[table], rows, strict=True)] == rows, table
    games = {row["id"]: row for row in after["games"]}
    if version == 1:  # the columns version 2 added: what a game stored before them means
        assert [(games[key]["broken"], bool(games[key]["chosen_setup"])) for key in ("g1", "g2")] == [
            (None, False),
            (None, False),
        ]
    if "match_queue" in inserted and version < 9:
        assert after["match_queue"][0]["address"] is None

    asyncio.run(migrate_database(second_db))  # a new database: what the code makes today
    migrated, fresh = shape(any_db), shape(second_db)
    assert (LEFT_OVER in migrated) == (4 <= version <= 7)
    migrated.pop(LEFT_OVER, None)
    assert migrated == fresh


def test_every_table_of_every_version_has_rows_in_the_test() -> None:
    """So that a table a new version adds cannot be migrated without a row of it surviving the test."""
    created = {
        statement.split("(")[0].split()[-1]
        for version in SHIPPED
        for statement in statements(version, "postgresql")
        if statement.startswith("CREATE TABLE")
    }
    assert created <= set(ROWS)
