"""Database URLs and engines: which URLs the store accepts (:func:`normalize_db_url`), where the default SQLite
file lives, the PostgreSQL pool of one process (:class:`PoolSettings`, from the environment) and the engines
the store opens on each: SQLite's async engine for reads and a plain one for the writer thread (WAL, full
fsync), PostgreSQL's pool for reads and an engine of the writer's own.

A SQLite file unoduo creates is readable by its owner only (0600; SQLite gives its ``-wal`` and ``-shm`` files
the same mode), and each folder unoduo creates for it 0700: the file holds password hashes and session and
seat token hashes. An existing file is left as it is, with a warning when others may read it.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool

log = logging.getLogger("unoduo.storage")


def default_db_url() -> str:
    """SQLite in the user's data directory (platformdirs), created if needed."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("unoduo"))
    make_private_folder(folder)
    return f"sqlite+aiosqlite:///{folder / 'unoduo.sqlite3'}"


def normalize_db_url(url: str | None) -> str:
    """Accept ``sqlite:///file``, a bare file path, ``postgresql://...``; give the async driver's URL."""
    if url is None or not url.strip():
        return default_db_url()
    url = url.strip()
    if url.startswith("sqlite+aiosqlite://") or url.startswith("postgresql+asyncpg://"):
        return url
    if url.startswith("sqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://"):]
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    if "://" not in url:
        return f"sqlite+aiosqlite:///{Path(url).expanduser().resolve()}"
    raise ValueError(f"unsupported database URL {url.split('://')[0]}://...; use sqlite:///FILE or postgresql://...")


#: The longest commit window a setting may ask for.
MAX_COMMIT_WINDOW_MS = 1000.0


@dataclass(frozen=True, slots=True)
class PoolSettings:
    """The PostgreSQL pool of one process's reads (the writer and the bus have connections of their own), and
    its writer's commit window.

    A request that finds every connection busy waits in line (back-pressure) up to ``timeout`` seconds, then
    fails with a server error. ``size`` connections stay open; ``overflow`` more are opened under load.

    ``commit_window_ms``: group commit. The writer waits this long after the first write of a batch for more
    before it commits them all: one statement, one WAL flush and one NOTIFY for many actions. Without it, a
    process that keeps up commits a few actions at a time, and each commit costs CPU of its own, in the
    database and in every other process that hears its NOTIFY (docs/server.md, "Group commit")."""

    size: int = 5
    overflow: int = 5
    timeout: float = 60.0
    commit_window_ms: float = 4.0

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> PoolSettings:
        """``UNODUO_DB_POOL``, ``UNODUO_DB_POOL_OVERFLOW``, ``UNODUO_DB_POOL_TIMEOUT`` (seconds),
        ``UNODUO_DB_COMMIT_WINDOW_MS``, or the defaults; a bad value is refused with a clear message."""
        env = os.environ if environ is None else environ
        default = cls()
        values: dict[str, Any] = {}
        for field_name, name, kind, lowest, highest in (
            ("size", "UNODUO_DB_POOL", int, 1, None),
            ("overflow", "UNODUO_DB_POOL_OVERFLOW", int, 0, None),
            ("timeout", "UNODUO_DB_POOL_TIMEOUT", float, 0.1, None),
            ("commit_window_ms", "UNODUO_DB_COMMIT_WINDOW_MS", float, 0.0, MAX_COMMIT_WINDOW_MS),
        ):
            raw = env.get(name, "").strip()
            if not raw:
                values[field_name] = getattr(default, field_name)
                continue
            try:
                value = kind(raw)
            except ValueError:
                raise ValueError(f"{name} must be a number, not {raw!r}") from None
            if not value >= lowest:  # NaN too
                raise ValueError(f"{name} must be at least {lowest:g}, not {raw!r}")
            if highest is not None and value > highest:
                unit = " (milliseconds)" if name.endswith("_MS") else ""
                raise ValueError(f"{name} must be at most {highest:g}{unit}, not {raw!r}")
            values[field_name] = value
        return cls(**values)


def sqlite_engines(url: str) -> tuple[AsyncEngine, Engine]:
    """The async engine of reads (aiosqlite) and the plain (pysqlite) engine of the writer thread for an
    ``sqlite+aiosqlite://`` URL, the file's folder created if needed."""
    path = url.split(":///", 1)[1] if ":///" in url else ""
    if path and path != ":memory:" and not path.startswith("file:"):
        make_private_file(Path(path.split("?", 1)[0]))
    engine = create_async_engine(url, connect_args={"timeout": 30})
    event.listen(engine.sync_engine, "connect", sqlite_pragmas)
    # Writes go through a plain (pysqlite) engine in one dedicated writer thread (see Store._sqlite_writer).
    sync_engine = create_engine("sqlite://" + url[len("sqlite+aiosqlite://"):], connect_args={"timeout": 30},
                                poolclass=NullPool)
    event.listen(sync_engine, "connect", sqlite_pragmas)
    return engine, sync_engine


def make_private_folder(folder: Path) -> None:
    """Create ``folder`` and its missing parents, each folder created here 0700 (existing ones untouched)."""
    missing = []
    for candidate in (folder, *folder.parents):
        if candidate.exists():
            break
        missing.append(candidate)
    for candidate in reversed(missing):
        try:
            candidate.mkdir(mode=0o700)
        except FileExistsError:
            continue
        candidate.chmod(0o700)  # mkdir's mode is masked by the umask


def make_private_file(path: Path) -> None:
    """Create the database file ``path`` empty and 0600 if it does not exist (SQLite then gives its -wal and
    -shm files the same mode); warn when an existing one may be read by others."""
    make_private_folder(path.parent)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            log.warning("database: %s may be read by other users (mode %o); chmod 600 it", path, mode)
        return
    os.fchmod(descriptor, 0o600)  # whatever the umask
    os.close(descriptor)


def postgres_engines(url: str, pool: PoolSettings) -> tuple[AsyncEngine, AsyncEngine]:
    """The pool of reads and the writer's engine (one connection of its own, outside the pool of reads)."""
    # pre_ping: a pooled connection is checked before use, so the first request after PostgreSQL comes back
    # (a restart, a failover) gets a new connection instead of failing on a dead one.
    engine = create_async_engine(url, pool_size=pool.size, max_overflow=pool.overflow, pool_timeout=pool.timeout,
                                 pool_pre_ping=True)
    return engine, create_async_engine(url, poolclass=NullPool)


def sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL and full fsync on commit: a committed action survives a crash or power loss."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()
