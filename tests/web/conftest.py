"""Fixtures for the web server tests: real servers on free ports, SQLite files and (when installed) PostgreSQL.

The ``db_url`` fixture is parametrized over SQLite and PostgreSQL. PostgreSQL runs from the Debian binaries
(``/usr/lib/postgresql/*/bin``) on a temporary directory and a free port; as root it runs as ``postgres`` via
``runuser``. Without those binaries the PostgreSQL cases are deselected and the reason is printed.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from webtest_helpers import ServerThread, free_port  # noqa: E402


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


PG_BIN = _pg_bin()
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


class PostgresServer:
    """A throwaway PostgreSQL cluster: ``initdb`` into a temporary directory, ``pg_ctl start`` on a free port."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="unoduo-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0
        self.count = 0

    def _run(self, *args: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        subprocess.run([*prefix, *args], check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        if self.as_root:
            shutil.chown(self.root, "postgres", "postgres")
        self.root.chmod(0o700)
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        self.resume()

    def resume(self) -> None:
        """Start the cluster's server (again, after :meth:`pause`)."""
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=on"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-w", "-t", "60",
                  "-l", str(self.root / "log"), "start")

    def pause(self) -> None:
        """Stop the server as a crash would (``-m immediate``), keeping its data for :meth:`resume`."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def new_database(self) -> str:
        self.count += 1
        name = f"unoduo_test_{self.count}"
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        try:
            self.pause()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


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
