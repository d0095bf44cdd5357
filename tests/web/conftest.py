"""Fixtures for the web server tests: real servers on free ports, SQLite files and (when installed) PostgreSQL.

The ``db_url`` fixture is parametrized over SQLite and PostgreSQL. PostgreSQL runs from the Debian binaries
(``/usr/lib/postgresql/*/bin``) on a temporary directory and a free port; as root it runs as ``postgres`` via
``runuser``. Without those binaries the PostgreSQL cases are deselected and the reason is printed.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from pg_helpers import PG_BIN, PostgresServer  # noqa: E402
from webtest_helpers import ServerThread  # noqa: E402

PG_MISSING_REASON = (
    None
    if PG_BIN is not None and (os.geteuid() != 0 or shutil.which("runuser"))
    else "PostgreSQL binaries (initdb, pg_ctl) not found: the PostgreSQL storage tests are deselected"
)


def pytest_report_header(config: pytest.Config) -> str | None:
    if PG_MISSING_REASON:
        return f"tests/web: {PG_MISSING_REASON}"
    return f"tests/web: PostgreSQL tests use {PG_BIN}"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not PG_MISSING_REASON:
        return
    keep, drop = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and callspec.params.get("db_url") == "postgresql":
            drop.append(item)
        else:
            keep.append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if PG_MISSING_REASON:
        terminalreporter.write_line(f"NOTE {PG_MISSING_REASON}", yellow=True)


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
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh empty database: a SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    pg: PostgresServer = request.getfixturevalue("postgres")
    return pg.new_database()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def server(sqlite_url: str) -> Iterator[ServerThread]:
    """A server (bots without delay, a generous rate limit) on a free port, over a fresh SQLite file."""
    with ServerThread(sqlite_url) as running:
        yield running
