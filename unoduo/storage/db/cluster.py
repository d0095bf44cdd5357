"""What several server processes sharing one PostgreSQL need of the game store.

The NOTIFY channel (:data:`CHANNEL`) and the payloads that announce stored actions to the other processes
(:func:`action_payloads`, and :data:`PG_STORE_ACTIONS`, which stores and announces a batch in one statement;
``unoduo.web.cluster.bus`` reads them), the advisory lock space (:data:`LOCK_SPACE`), the tables ``server_processes``
and ``game_drivers`` (which processes are alive, which one plays each game's bots and turn timers), and the
conflicts raised when another process changed the same thing first.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import text

CHANNEL = "unoduo"  # the PostgreSQL NOTIFY channel of stored actions and other changes (unoduo.web.cluster.bus)
NOTIFY_BYTES = 7900  # PostgreSQL refuses a payload of 8000 bytes or more
LOCK_SPACE = 7696239  # the first key of unoduo's advisory locks ("unoduo" processes, schema creation)


class Conflict(Exception):
    """Another server process changed the same thing first (several processes on one PostgreSQL)."""


class SeqTaken(Conflict):
    """Another process already stored an action at this seq: this one was based on an old state."""


class SeatTaken(Conflict):
    """The seat was taken meanwhile (by a join handled by another process, or at the same moment)."""


class RematchTaken(Conflict):
    """The game's rematch was already created (by another process)."""


def action_payloads(origin: int, stored: Sequence[tuple[str, int, int, str]]) -> list[str]:
    """The NOTIFY payloads announcing stored actions: ``a ORIGIN`` then one ``game\tseq\tseat\taction`` line
    per action, cut into payloads under PostgreSQL's 8000-byte limit (unoduo.web.cluster.bus reads them)."""
    head = f"a {origin}"
    payloads: list[str] = []
    lines = [head]
    size = len(head)
    for game_id, seq, seat, action in stored:
        line = f"{game_id}\t{seq}\t{seat}\t{action}"
        if size + 1 + len(line.encode()) > NOTIFY_BYTES and len(lines) > 1:
            payloads.append("\n".join(lines))
            lines = [head]
            size = len(head)
        lines.append(line)
        size += 1 + len(line.encode())
    if len(lines) > 1:
        payloads.append("\n".join(lines))
    return payloads


PG_NOTIFY = text("SELECT pg_notify(:channel, x) FROM unnest(CAST(:payloads AS text[])) AS x")
# GroupCommitWriter._store_actions_pg: the batch's actions inserted (those whose seq is free), the summaries of
# the stored ones updated, and the stored ones NOTIFYed as ``a ORIGIN`` payloads (the lines cut into chunks of at
# most $12 bytes plus one line, as ``action_payloads`` does), all in one statement. ``notified`` is evaluated once,
# when the first stored row is returned; nothing stored, nothing announced.
PG_STORE_ACTIONS = (
    "WITH v AS (SELECT * FROM unnest($1::varchar[], $2::integer[], $3::integer[], $4::varchar[], $5::varchar[],"
    " $6::varchar[], $7::text[], $8::integer[], $9::integer[])"
    " AS v(game_id, seq, seat, action, at, status, scores, winner, round)),"
    " stored AS (INSERT INTO actions (game_id, seq, seat, action, at)"
    " SELECT game_id, seq, seat, action, at FROM v ON CONFLICT DO NOTHING RETURNING game_id, seq),"
    " kept AS (SELECT v.* FROM v JOIN stored ON stored.game_id = v.game_id AND stored.seq = v.seq),"
    " summaries AS (UPDATE games SET seq = kept.seq, status = kept.status, scores = kept.scores,"
    " winner = kept.winner, round = kept.round, updated = kept.at FROM kept"
    " WHERE games.id = kept.game_id AND games.seq < kept.seq RETURNING games.id),"
    " lines AS (SELECT kept.game_id || E'\\t' || kept.seq || E'\\t' || kept.seat || E'\\t' || kept.action AS line"
    " FROM kept),"
    " chunks AS (SELECT line, sum(octet_length(line) + 1) OVER (ORDER BY line ROWS UNBOUNDED PRECEDING) / $12"
    " AS chunk FROM lines),"
    " notified AS (SELECT pg_notify($10, $11 || E'\\n' || string_agg(line, E'\\n' ORDER BY line)) FROM chunks"
    " GROUP BY chunk)"
    " SELECT game_id, seq, (SELECT count(*) FROM notified) FROM stored"
)

# PostgreSQL only: the live server processes (each holds the advisory lock (LOCK_SPACE, num) on its bus
# connection while it runs, so PostgreSQL itself says which are alive) and which process plays each game's
# bots and turn timers (unoduo.web.cluster.bus).
CLUSTER_TABLES = (
    "CREATE TABLE IF NOT EXISTS server_processes ("
    " num SERIAL PRIMARY KEY, host TEXT NOT NULL, pid INTEGER NOT NULL,"
    " started TIMESTAMPTZ NOT NULL DEFAULT now(), heartbeat TIMESTAMPTZ NOT NULL DEFAULT now())",
    "CREATE TABLE IF NOT EXISTS game_drivers ("
    " game_id VARCHAR(16) PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
    " process INTEGER NOT NULL REFERENCES server_processes(num) ON DELETE CASCADE,"
    " since TIMESTAMPTZ NOT NULL DEFAULT now())",
    "CREATE INDEX IF NOT EXISTS game_drivers_process ON game_drivers (process)",
)
