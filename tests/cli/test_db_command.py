"""``unoduo db check`` and ``unoduo db migrate`` as an operator meets them: an older database is told apart and
the command to run is given, migrate says what it did and may run again, a database newer than the code is
refused (and ``serve`` does not start on it), a bad URL or an unreachable database is a clear error."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.storage.versions import CODE_VERSION

SCHEMAS = Path(__file__).resolve().parents[1] / "data" / "schemas"


def _db(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["db", *args], env=env)
    return result.exit_code, result.output


def _shipped_sqlite(path: Path, version: int) -> None:
    """What unoduo of schema ``version`` made (tests/data/schemas), with one game."""
    with sqlite3.connect(path) as conn:
        conn.executescript((SCHEMAS / f"v{version:02d}.sqlite.sql").read_text(encoding="utf-8"))
        conn.execute(
            "INSERT INTO games (id, ruleset, players, options, seed, opponent, difficulty, status, seq, scores,"
            " round, created, updated) VALUES ('g1', 'duo', 2, '{}', 7, 'bot', 'easy', 'playing', 0, '[0, 0]', 1,"
            " '2026-11-30', '2026-11-30')"
        )


def test_check_then_migrate_an_older_database(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _shipped_sqlite(path, 3)

    code, said = _db("check", "--db-url", str(path))
    assert code == 1
    assert "has no schema version" in said and "match version 3" in said
    assert f"needs version {CODE_VERSION}" in said and f"Run: unoduo db migrate --db-url {path}" in said

    code, said = _db("migrate", "--db-url", str(path))
    assert code == 0, said
    assert f"had no schema version (its tables matched version 3); migrated to version {CODE_VERSION}" in said
    assert (
        "version 4 (accounts, sessions, account seats, ratings, rating history, rated games): added table "
        "accounts" in said
    )
    assert "version 3 (reviews): already there" in said

    assert _db("check", "--db-url", str(path)) == (
        0,
        f"database {path}: schema version {CODE_VERSION}, the one this unoduo needs.\n",
    )
    assert _db("migrate", "--db-url", str(path)) == (
        0,
        f"database {path}: already at schema version {CODE_VERSION}; nothing to do.\n",
    )
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT id, status FROM games").fetchall() == [("g1", "playing")]


def test_the_database_comes_from_the_environment_as_for_serve(tmp_path: Path) -> None:
    path = tmp_path / "env.sqlite3"
    code, said = _db("check", env={"UNODUO_DB_URL": f"sqlite:///{path}"})
    assert code == 1 and "is empty" in said
    assert not path.exists(), "check creates nothing"
    code, said = _db("migrate", env={"UNODUO_DB_URL": f"sqlite:///{path}"})
    assert code == 0 and f"new database, schema version {CODE_VERSION} created" in said
    assert path.stat().st_mode & 0o077 == 0, "the file holds password hashes: private"


def test_a_database_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    assert _db("migrate", "--db-url", str(path))[0] == 0
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO schema_version VALUES (?, 'from a newer unoduo', '2030-01-01')", (CODE_VERSION + 1,))

    code, said = _db("check", "--db-url", str(path))
    assert code == 3
    assert f"is at schema version {CODE_VERSION + 1}, newer than this unoduo's {CODE_VERSION}" in said
    code, said = _db("migrate", "--db-url", str(path))
    assert code == 3 and "newer than this unoduo's" in said

    serve = subprocess.run(
        [sys.executable, "-m", "unoduo", "serve", "--port", "1", "--db", f"sqlite:///{path}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert serve.returncode == 2
    assert f"schema version {CODE_VERSION + 1}, newer than this unoduo's {CODE_VERSION}" in serve.stderr
    assert "Traceback" not in serve.stderr and "serving" not in serve.stdout


def test_a_bad_url_or_an_unreachable_database_is_a_clear_error(tmp_path: Path) -> None:
    code, said = _db("check", "--db-url", "mysql://host/db")
    assert code == 2 and "unsupported database URL mysql://" in said
    code, said = _db("migrate", "--db-url", "postgresql://unoduo:hunter2@127.0.0.1:1/games")
    assert code == 2
    assert "cannot use the database postgresql://unoduo:***@127.0.0.1:1/games" in said and "hunter2" not in said
    garbage = tmp_path / "not-a-database.sqlite3"
    garbage.write_bytes(b"this is no SQLite file, " * 100)
    code, said = _db("check", "--db-url", str(garbage))
    assert code == 2 and "file is not a database" in said
    code, said = _db("migrate", "--db-password-file", str(tmp_path / "missing"), "--db-url", str(garbage))
    assert code == 2 and "needs a PostgreSQL" in said
