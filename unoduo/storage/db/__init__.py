"""The game store: SQLAlchemy 2 (async) over SQLite (aiosqlite) or PostgreSQL (asyncpg).

Three tables: ``games`` (settings, seed, status and a summary), ``seats`` (who plays each seat; seat tokens
only as SHA-256) and ``actions`` (``game_id, seq, seat, action``: the match's record lines, in order).

Every write goes through one writer that commits waiting writes together (group commit): a write's
``await`` returns only once its transaction is durable (SQLite: WAL with ``synchronous=FULL``), so the server
can acknowledge an action the moment ``append_action`` returns, and one fsync serves many games at once.
The writer never waits for a batch to fill or for a timer: it commits what is queued, then what queued
meanwhile. With SQLite the writer is a dedicated thread on a plain pysqlite engine, fed by a thread-safe
queue (see ``Store._sqlite_writer``); reads use the async engine (aiosqlite). With PostgreSQL the writer is
an event-loop task and everything goes through asyncpg.

PostgreSQL may be shared by several server processes (docs/deploy.md): an action is stored with
``INSERT ... ON CONFLICT DO NOTHING`` on the primary key ``(game_id, seq)``, so of two processes that accept an
action at the same seq only the first commits; the other's ``append_action`` raises :class:`SeqTaken`. The
same transaction sends the stored actions with ``NOTIFY`` (channel :data:`CHANNEL`) to the other processes
(``unoduo.web.cluster.bus``). The tables ``server_processes`` and ``game_drivers`` (PostgreSQL only) say which
processes are alive and which one plays each game's bots and turn timers.

PostgreSQL connections of one process (docs/deploy.md, "PostgreSQL"): the writer's own connection, a pool for
the reads of requests (:class:`PoolSettings`, from ``UNODUO_DB_POOL``, ``UNODUO_DB_POOL_OVERFLOW`` and
``UNODUO_DB_POOL_TIMEOUT``), and the bus's (``unoduo.web.cluster.bus``: LISTEN plus two).

Where things are:

- :mod:`.store`: :class:`Store`, opening and closing, and the game operations (create, join, append an
  action, expire, rematch, the reads).
- :mod:`.writer`: the group-commit writer (the SQLite thread, the PostgreSQL task, the batch statements).
- :mod:`.schema`: the three tables and their rows (:class:`GameRow`, :class:`SeatRow`, :class:`ActionRow`).
- :mod:`.migrations`: the schema brought up to date at start-up, under PostgreSQL's schema lock.
- :mod:`.engines`: database URLs, the pool settings and the engines opened on each database.
- :mod:`.cluster`: what processes sharing one PostgreSQL need: the NOTIFY channel and payloads, the advisory
  lock space, the process and driver tables, and the conflicts when another process was first.
"""

from .cluster import (
    CHANNEL,
    LOCK_SPACE,
    NOTIFY_BYTES,
    Conflict,
    RematchTaken,
    SeatTaken,
    SeqTaken,
    action_payloads,
)
from .engines import PoolSettings, default_db_url, normalize_db_url
from .schema import ActionRow, GameCounts, GameRow, SeatRow
from .store import Store

__all__ = [
    "CHANNEL",
    "LOCK_SPACE",
    "NOTIFY_BYTES",
    "ActionRow",
    "Conflict",
    "GameCounts",
    "GameRow",
    "PoolSettings",
    "RematchTaken",
    "SeatRow",
    "SeatTaken",
    "SeqTaken",
    "Store",
    "action_payloads",
    "default_db_url",
    "normalize_db_url",
]
