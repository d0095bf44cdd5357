"""Persistence for the web server: games, seats and every accepted action (SQLite or PostgreSQL).

A match is stored as its settings (ruleset, options, seed, seats) plus the list of actions; the engine is
deterministic from those, so replaying the actions rebuilds any game exactly (``unoduo.core.record``).
Beside the games: the accounts (:mod:`.accounts`) and the limit counters every process shares (:mod:`.limits`).
"""

from .db import (
    CHANNEL,
    ActionRow,
    Conflict,
    GameCounts,
    GameRow,
    PoolSettings,
    RematchTaken,
    SeatRow,
    SeatTaken,
    SeqTaken,
    Store,
    default_db_url,
    normalize_db_url,
)

__all__ = [
    "CHANNEL",
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
    "default_db_url",
    "normalize_db_url",
]
