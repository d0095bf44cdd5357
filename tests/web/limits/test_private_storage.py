"""What the database keeps private: a SQLite file unoduo creates is 0600 (its -wal and -shm files too) in folders
it creates 0700, whatever the umask; an existing file is left alone with a warning; the matchmaking queue holds
no seat token in the clear, and an older database's plain ones are forgotten when the server starts."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import stat
from pathlib import Path

import pytest
from sqlalchemy import insert, select

from unoduo.cli.serve import _hold_sqlite
from unoduo.storage import Store
from unoduo.storage.accounts import AccountRow, AccountStore
from unoduo.storage.accounts.tables import match_queue
from unoduo.storage.db.engines import default_db_url


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _open_and_write(url: str) -> None:
    async def scenario() -> None:
        store = Store(url)
        await store.open()
        try:
            accounts = AccountStore(store)
            await accounts.open()
            await accounts.create_account(AccountRow("a1", "Asha", "asha", "hash", "2026"), "2026")
        finally:
            await store.close()

    asyncio.run(scenario())


def test_a_new_sqlite_file_and_its_folders_are_private(tmp_path: Path) -> None:
    os.chmod(tmp_path, 0o755)
    path = tmp_path / "data" / "unoduo" / "games.sqlite3"
    previous = os.umask(0o022)
    try:
        _open_and_write(f"sqlite:///{path}")
        # While a connection is open the -wal and -shm files exist: check them too.
        held = sqlite3.connect(path)
        held.execute("PRAGMA journal_mode=WAL")
        held.execute("SELECT count(*) FROM accounts").fetchall()
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            assert side.exists() and mode(side) == 0o600, (suffix, oct(mode(side)))
        held.close()
    finally:
        os.umask(previous)
    assert mode(path) == 0o600
    assert mode(path.parent) == 0o700 and mode(path.parent.parent) == 0o700
    assert mode(tmp_path) == 0o755, "a folder that existed is left as it was"


def test_the_lock_of_unoduo_serve_creates_a_new_sqlite_file_private(tmp_path: Path) -> None:
    # `unoduo serve` locks the SQLite file before the store opens it, so the lock is what creates a new one.
    path = tmp_path / "data" / "games.sqlite3"
    previous = os.umask(0o022)
    try:
        handle = _hold_sqlite(f"sqlite+aiosqlite:///{path}")
    finally:
        os.umask(previous)
    try:
        assert mode(path) == 0o600 and mode(path.parent) == 0o700
    finally:
        handle.close()  # type: ignore[union-attr]


def test_the_default_folder_is_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    url = default_db_url()
    folder = Path(url.split(":///", 1)[1]).parent
    assert folder.is_relative_to(tmp_path) and mode(folder) == 0o700


def test_an_existing_readable_file_is_left_alone_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "games.sqlite3"
    _open_and_write(f"sqlite:///{path}")
    path.chmod(0o644)
    with caplog.at_level(logging.WARNING, logger="unoduo.storage"):
        _open_and_write(f"sqlite:///{path.with_name('other.sqlite3')}")
        assert "may be read" not in caplog.text
        asyncio.run(_open_only(f"sqlite:///{path}"))
    assert "may be read by other users" in caplog.text and mode(path) == 0o644


async def _open_only(url: str) -> None:
    store = Store(url)
    await store.open()
    await store.close()


def test_plain_seat_tokens_of_an_older_queue_are_forgotten(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    _open_and_write(url)

    async def scenario() -> list[str | None]:
        store = Store(url)
        await store.open()
        try:
            def plain(conn):  # type: ignore[no-untyped-def]
                row = {"name": "Asha", "rating": 1500.0, "mode": "duo", "size": 2, "bots": 0, "joined": 1.0,
                       "seen": 1.0, "status": "matched", "since": 1.0, "game_id": "g1", "seat": 0}
                conn.execute(insert(match_queue).values(account_id="a1", token="plain-seat-token-of-43-chars", **row))

            await store.run_write(plain)
            await AccountStore(store).open()  # the server starts: its account store opens
            async with store.engine.connect() as conn:
                return list((await conn.execute(select(match_queue.c.token))).scalars())
        finally:
            await store.close()

    assert asyncio.run(scenario()) == [None]
