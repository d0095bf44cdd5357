"""The game tables (``games``, ``seats``, ``actions``), the rows the store hands out, and the conversions between
the two (options and scores are stored as JSON text).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import BigInteger, Boolean, Column, Float, ForeignKey, Index, Integer, MetaData, String, Table, Text

metadata = MetaData()

games = Table(
    "games",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("ruleset", String(8), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON object: the rule options as given
    Column("seed", BigInteger, nullable=False),
    Column("opponent", String(8), nullable=False),  # "bot", "friend" or "public"
    Column("difficulty", String(8), nullable=False),
    Column("turn_timer", Float, nullable=True),
    Column("join_code", String(8), nullable=True, unique=True),
    Column("status", String(8), nullable=False),  # waiting / playing / over / expired
    Column("seq", Integer, nullable=False),
    Column("scores", Text, nullable=False),  # JSON list
    Column("winner", Integer, nullable=True),
    Column("round", Integer, nullable=False),
    Column("rematch_of", String(16), nullable=True),
    Column("rematch", String(16), nullable=True),
    Column("created", String(40), nullable=False),
    Column("updated", String(40), nullable=False),
    # Why the game cannot go on (a stored action that does not apply), or NULL: see Store.mark_broken.
    Column("broken", Text, nullable=True),
    # True when the creator chose the deal (seed): told to everyone who sees the game.
    Column("chosen_setup", Boolean, nullable=False, default=False, server_default="0"),
)
Index("games_status", games.c.status)
Index("games_lobby", games.c.opponent, games.c.status, games.c.created)

seats = Table(
    "seats",
    metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),  # "human" or "bot"
    Column("name", String(64), nullable=False),
    Column("difficulty", String(8), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("joined", Boolean, nullable=False),
)
Index("seats_token_hash", seats.c.token_hash)

actions = Table(
    "actions",
    metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # 1-based: the seq of the state this action produced
    Column("seat", Integer, nullable=False),
    Column("action", String(120), nullable=False),
    Column("at", String(40), nullable=False),
)


@dataclass
class SeatRow:
    seat: int
    kind: str
    name: str
    difficulty: str | None
    token_hash: str | None
    joined: bool


@dataclass
class ActionRow:
    seq: int
    seat: int
    action: str


@dataclass
class GameRow:
    id: str
    ruleset: str
    players: int
    options: dict[str, Any]
    seed: int
    opponent: str
    difficulty: str
    turn_timer: float | None
    join_code: str | None
    status: str
    seq: int
    scores: list[int]
    winner: int | None
    round: int
    created: str
    updated: str
    rematch_of: str | None = None
    rematch: str | None = None
    seats: list[SeatRow] = field(default_factory=list)
    broken: str | None = None
    chosen_setup: bool = False


@dataclass(frozen=True)
class GameCounts:
    """How many games the database holds, by status (the start-up log's "games found")."""

    total: int
    unfinished: int
    waiting: int
    broken: int
    new_database: bool  # the tables did not exist when the store opened


def game_columns(game: GameRow) -> dict[str, Any]:
    return {
        "id": game.id,
        "ruleset": game.ruleset,
        "players": game.players,
        "options": json.dumps(game.options, sort_keys=True),
        "seed": game.seed,
        "opponent": game.opponent,
        "difficulty": game.difficulty,
        "turn_timer": game.turn_timer,
        "join_code": game.join_code,
        "status": game.status,
        "seq": game.seq,
        "scores": json.dumps(game.scores),
        "winner": game.winner,
        "round": game.round,
        "rematch_of": game.rematch_of,
        "rematch": game.rematch,
        "created": game.created,
        "updated": game.updated,
        "broken": game.broken,
        "chosen_setup": game.chosen_setup,
    }


def seat_columns(seat: SeatRow) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "kind": seat.kind,
        "name": seat.name,
        "difficulty": seat.difficulty,
        "token_hash": seat.token_hash,
        "joined": seat.joined,
    }


def game_from_row(row: Any) -> GameRow:
    return GameRow(
        id=row["id"],
        ruleset=row["ruleset"],
        players=row["players"],
        options=json.loads(row["options"]),
        seed=int(row["seed"]),
        opponent=row["opponent"],
        difficulty=row["difficulty"],
        turn_timer=row["turn_timer"],
        join_code=row["join_code"],
        status=row["status"],
        seq=row["seq"],
        scores=json.loads(row["scores"]),
        winner=row["winner"],
        round=row["round"],
        created=row["created"],
        updated=row["updated"],
        rematch_of=row["rematch_of"],
        rematch=row["rematch"],
        broken=row["broken"],
        chosen_setup=bool(row["chosen_setup"]),
    )


def seat_from_row(row: Any) -> SeatRow:
    return SeatRow(
        seat=row["seat"],
        kind=row["kind"],
        name=row["name"],
        difficulty=row["difficulty"],
        token_hash=row["token_hash"],
        joined=bool(row["joined"]),
    )
