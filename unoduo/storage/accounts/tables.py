"""The account tables (``accounts``, ``sessions``, ``account_seats``, ``ratings``, ``rating_history``,
``rated_games``, ``match_queue``, ``server_settings``) and the rows the account store hands out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Float, ForeignKey, Index, Integer, MetaData, String, Table

metadata = MetaData()

accounts = Table(
    "accounts",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("name_key", String(64), nullable=False, unique=True),
    Column("password_hash", String(255), nullable=False),
    Column("created", String(40), nullable=False),
    Column("password_changed", String(40), nullable=False),
    # The name's look (unoduo.web.play.lookalikes.skeleton_key): no two accounts look alike. Null only in a
    # database from before the column (schema version 7), until the store fills it when it opens.
    Column("name_skeleton", String(255)),
)
accounts_skeleton = Index("accounts_skeleton", accounts.c.name_skeleton, unique=True)

sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("created", String(40), nullable=False),
    Column("expires", String(40), nullable=False),
)
Index("sessions_account", sessions.c.account_id)

account_seats = Table(
    "account_seats",
    metadata,
    Column("game_id", String(16), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
)
Index("account_seats_account", account_seats.c.account_id)

ratings = Table(
    "ratings",
    metadata,
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("system", String(8), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", String(40), nullable=False),
)
Index("ratings_board", ratings.c.system, ratings.c.rating)

rating_history = Table(
    "rating_history",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("system", String(8), nullable=False),
    Column("game_id", String(16), nullable=False),
    Column("before", Float, nullable=False),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("at", String(40), nullable=False),
)
Index("rating_history_account", rating_history.c.account_id, rating_history.c.system, rating_history.c.id)

rated_games = Table(
    "rated_games",
    metadata,
    Column("game_id", String(16), primary_key=True),
    Column("system", String(8), nullable=False),
    Column("status", String(8), nullable=False),  # pending / done
    Column("created", String(40), nullable=False),
)
Index("rated_games_status", rated_games.c.status)

match_queue = Table(
    "match_queue",
    metadata,
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("rating", Float, nullable=False),  # on the shown scale, when the player entered
    Column("mode", String(8), nullable=False),  # "duo" or "classic"
    Column("size", Integer, nullable=False),
    Column("bots", Integer, nullable=False),  # 1: bots may fill the empty seats
    Column("joined", Float, nullable=False),  # seconds since the epoch: the wait (and the window) starts here
    Column("seen", Float, nullable=False),  # the player's last poll; an entry not polled for long expires
    Column("status", String(8), nullable=False),  # waiting / pairing / matched
    Column("since", Float, nullable=False),  # when the status last changed
    Column("game_id", String(16)),
    Column("seat", Integer),
    Column("token", String(100)),  # SHA-256 of the seat token last handed to the player (matched entries)
    # HMAC-SHA256 of the client address the player queued from (None for an exempt address): two entries of one
    # address never share a table. Added by schema version 9.
    Column("address", String(64)),
)
Index("match_queue_status", match_queue.c.status, match_queue.c.mode, match_queue.c.size)

# Values the server keeps once for every process and restart: the session secret (CSRF tokens), the version of
# the name skeletons stored in ``accounts.name_skeleton``.
server_settings = Table(
    "server_settings",
    metadata,
    Column("name", String(40), primary_key=True),
    Column("value", String(255), nullable=False),
)

# The transaction-scoped advisory lock of a pass that forms tables (PostgreSQL). A one-key lock, so it can never
# meet the two-key locks (LOCK_SPACE, n) of the server processes.
MATCH_LOCK_KEY = 0x756E6F6D61746368  # "unomatch"


class NameTaken(Exception):
    """An account with this name (case-folded) exists."""


@dataclass(frozen=True)
class AccountRow:
    id: str
    name: str
    name_key: str
    password_hash: str
    created: str


@dataclass(frozen=True)
class RatingRow:
    """A stored rating in its system's own units (see :mod:`unoduo.web.accounts.ratings`)."""

    system: str
    rating: float
    deviation: float
    volatility: float
    games: int


@dataclass(frozen=True)
class QueueRow:
    """One entry of the matchmaking queue (see ``match_queue``)."""

    account_id: str
    name: str
    rating: float
    mode: str
    size: int
    bots: bool
    joined: float
    seen: float
    status: str
    since: float
    game_id: str | None = None
    seat: int | None = None
    token: str | None = None
    address: str | None = None  # the queued-from address's key (see ``match_queue.address``)


def queue_from_row(row: Any) -> QueueRow:
    return QueueRow(
        row["account_id"], row["name"], float(row["rating"]), row["mode"], int(row["size"]), bool(row["bots"]),
        float(row["joined"]), float(row["seen"]), row["status"], float(row["since"]), row["game_id"], row["seat"],
        row["token"], row["address"],
    )


@dataclass(frozen=True)
class RatedPairs:
    """What the rated games already played tell a matchmaking pass about pairs of waiting accounts (each pair
    as a sorted tuple of account ids): how many rated games the pair started since the pass's ``since`` time,
    and which pairs have a rated game running now."""

    recent: dict[tuple[str, str], int]
    running: frozenset[tuple[str, str]]


@dataclass(frozen=True)
class QueueTimes:
    """How long queue entries live (seconds): unpolled waiting ones, seats being created, unfetched matches."""

    unpolled: float
    pairing: float
    matched: float


@dataclass(frozen=True)
class RatedSeat:
    """One seat of a game being rated: its account (None for a bot), the bot's difficulty, its stored rating."""

    seat: int
    account_id: str | None
    difficulty: str | None
    rating: RatingRow | None


# rate(system, seats, scores, winner) -> each account's new (rating, deviation, volatility, games), by seat
RateFunction = Callable[[str, list[RatedSeat], list[int], "int | None"], dict[int, tuple[float, float, float, int]]]


def account_from_row(row: Any) -> AccountRow:
    return AccountRow(row["id"], row["name"], row["name_key"], row["password_hash"], row["created"])


def rating_from_row(row: Any) -> RatingRow:
    return RatingRow(row["system"], row["rating"], row["deviation"], row["volatility"], row["games"])

