"""Fixtures for the storage tests: ``any_db`` is an empty database, a SQLite file or (when the Debian PostgreSQL
binaries are installed) a new database on a throwaway PostgreSQL shared by the session, as tests/web's
``db_url``; ``postgres`` is that server. Without the binaries the PostgreSQL cases are deselected and the reason
printed (tests/web/conftest.py does the same for its own)."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "web"))

from pg_helpers import PG_BIN, PostgresServer  # noqa: E402

PG_MISSING = PG_BIN is None or (os.geteuid() == 0 and not shutil.which("runuser"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not PG_MISSING:
        return
    drop = [
        item
        for item in items
        if "tests/storage/" in Path(item.path).as_posix()
        and getattr(getattr(item, "callspec", None), "params", {}).get("any_db") == "postgresql"
    ]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = [item for item in items if item not in drop]


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    assert PG_BIN is not None
    server = PostgresServer(PG_BIN)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new empty database's URL: a SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'unoduo.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()


@pytest.fixture
def second_db(any_db: str, request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Another new empty database of ``any_db``'s kind."""
    if any_db.startswith("sqlite"):
        return f"sqlite:///{tmp_path / 'second.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()
