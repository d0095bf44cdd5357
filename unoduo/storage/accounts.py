"""Accounts, sessions, ratings and login failures, in the game database (SQLite or PostgreSQL).

Tables (created beside the game tables when the server starts; none of the game tables changes):

- ``accounts``: id, name as shown, ``name_key`` (the name case-folded: unique), the Argon2id hash.
- ``sessions``: SHA-256 of each session cookie, its account and expiry (the cookie itself is never stored).
- ``account_seats``: which account played which seat of which game (games created or joined while logged
  in, matchmade games, and a guest's games claimed with their seat tokens when they sign up or log in).
- ``ratings`` (one row per account and system, "duo" or "classic") and ``rating_history`` (one row per rated
  game and account: the rating after it).
- ``rated_games``: games the matchmaker made, ``pending`` until their result is rated, then ``done``; rating a
  game and marking it done is one transaction, so a result counts exactly once, whichever process rates it.
- ``login_failures``: failed logins by name and by address (and sign-ups by address), for the rate limits;
  in the database so every server process counts the same attempts.
- ``match_queue``: the matchmaking queue, one row per waiting player (``waiting``), being seated
  (``pairing``: a process is creating their table) or seated (``matched``: the game, seat and seat token that
  the player's next poll of any process receives). In the database so that players queued on different
  server processes meet; a pass that forms tables holds a transaction-scoped advisory lock on PostgreSQL (one
  process forms tables at a time, over the whole queue) and locks the rows it reads.

Every write goes through the game store's writer (:meth:`Store.run_write`), like the games' own writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    and_,
    bindparam,
    delete,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .db import LOCK_SPACE, games, seats

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
)

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

login_failures = Table(
    "login_failures",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("scope", String(8), nullable=False),  # "name", "address" or "signup"
    Column("key", String(80), nullable=False),
    Column("at", Float, nullable=False),  # seconds since the epoch
)
Index("login_failures_key", login_failures.c.scope, login_failures.c.key, login_failures.c.at)

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
    Column("token", String(100)),  # the seat token, until the player's poll fetched it (or it expires)
)
Index("match_queue_status", match_queue.c.status, match_queue.c.mode, match_queue.c.size)

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


def _queue_row(row: Any) -> QueueRow:
    return QueueRow(
        row["account_id"], row["name"], float(row["rating"]), row["mode"], int(row["size"]), bool(row["bots"]),
        float(row["joined"]), float(row["seen"]), row["status"], float(row["since"]), row["game_id"], row["seat"],
        row["token"],
    )


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


def _account_from(row: Any) -> AccountRow:
    return AccountRow(row["id"], row["name"], row["name_key"], row["password_hash"], row["created"])


def _rating_from(row: Any) -> RatingRow:
    return RatingRow(row["system"], row["rating"], row["deviation"], row["volatility"], row["games"])


class AccountStore:
    """Accounts and ratings on top of the game :class:`~unoduo.storage.Store` (its engine and its writer)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    async def open(self) -> None:
        """Create the tables if missing (the game store must be open). On PostgreSQL under the schema lock of
        the game store: processes starting at once on a fresh database would otherwise race to create them."""
        async with self.store.engine.begin() as conn:
            if not self.store.is_sqlite:
                await conn.execute(text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE})
            await conn.run_sync(metadata.create_all)

    async def _write(self, work: Callable[[Connection], None]) -> None:
        await self.store.run_write(work)

    # ------------------------------------------------------------------ accounts

    async def create_account(self, account: AccountRow, at: str) -> None:
        """Store a new account; :class:`NameTaken` if its name key exists."""

        def work(conn: Connection) -> None:
            conn.execute(
                insert(accounts).values(
                    id=account.id, name=account.name, name_key=account.name_key,
                    password_hash=account.password_hash, created=at, password_changed=at,
                )
            )

        try:
            await self._write(work)
        except IntegrityError:
            raise NameTaken(account.name_key) from None

    async def account_by_key(self, name_key: str) -> AccountRow | None:
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(accounts).where(accounts.c.name_key == name_key))).mappings().first()
        return None if row is None else _account_from(row)

    async def set_password(self, account_id: str, password_hash: str, at: str, keep_session: str | None) -> None:
        """A new password hash; every session of the account ends except ``keep_session`` (a token hash)."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(accounts).where(accounts.c.id == account_id)
                .values(password_hash=password_hash, password_changed=at)
            )
            ended = delete(sessions).where(sessions.c.account_id == account_id)
            if keep_session is not None:
                ended = ended.where(sessions.c.token_hash != keep_session)
            conn.execute(ended)

        await self._write(work)

    async def delete_account(self, account: AccountRow, shown_instead: Callable[[int], str]) -> list[tuple[str, int]]:
        """Delete the account and its personal data: sessions, ratings, rating history, its links to seats and
        its login failures. The games stay (the other players' records), each of the account's seats renamed
        ``shown_instead(seat)``. Returns the renamed seats (game id, seat)."""
        renamed: list[tuple[str, int]] = []

        def work(conn: Connection) -> None:
            linked = conn.execute(
                select(account_seats.c.game_id, account_seats.c.seat).where(account_seats.c.account_id == account.id)
            ).all()
            for game_id, seat in linked:
                conn.execute(
                    update(seats).where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                    .values(name=shown_instead(seat))
                )
            renamed.extend((game_id, seat) for game_id, seat in linked)
            for table in (account_seats, rating_history, ratings, sessions, match_queue):
                conn.execute(delete(table).where(table.c.account_id == account.id))
            by_name = and_(login_failures.c.scope == "name", login_failures.c.key == account.name_key)
            conn.execute(delete(login_failures).where(by_name))
            conn.execute(delete(accounts).where(accounts.c.id == account.id))

        await self._write(work)
        return renamed

    # ------------------------------------------------------------------ sessions

    async def create_session(self, token_hash: str, account_id: str, at: str, expires: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(insert(sessions).values(token_hash=token_hash, account_id=account_id, created=at,
                                                 expires=expires))

        await self._write(work)

    async def session_account(self, token_hash: str, now: str) -> AccountRow | None:
        """The account of an unexpired session, or None."""
        query = (
            select(accounts)
            .join(sessions, sessions.c.account_id == accounts.c.id)
            .where(sessions.c.token_hash == token_hash, sessions.c.expires > now)
        )
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(query)).mappings().first()
        return None if row is None else _account_from(row)

    async def end_session(self, token_hash: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(delete(sessions).where(sessions.c.token_hash == token_hash))

        await self._write(work)

    async def end_expired_sessions(self, now: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(delete(sessions).where(sessions.c.expires <= now))

        await self._write(work)

    # ------------------------------------------------------------------ rate limits

    async def failures_since(self, scope: str, key: str, since: float) -> tuple[int, float | None]:
        """How many failures of ``key`` since ``since`` (epoch seconds), and when the oldest of them was."""
        where = and_(login_failures.c.scope == scope, login_failures.c.key == key, login_failures.c.at > since)
        async with self.store.engine.connect() as conn:
            count, oldest = (
                await conn.execute(select(func.count(), func.min(login_failures.c.at)).where(where))
            ).one()
        return int(count), None if oldest is None else float(oldest)

    async def record_failure(self, entries: Sequence[tuple[str, str]], at: float, forget_before: float) -> None:
        """Count one failure for each (scope, key); drop every entry older than ``forget_before``."""

        def work(conn: Connection) -> None:
            conn.execute(insert(login_failures), [{"scope": s, "key": k, "at": at} for s, k in entries])
            conn.execute(delete(login_failures).where(login_failures.c.at < forget_before))

        await self._write(work)

    async def forget_failures(self, scope: str, key: str) -> None:
        def work(conn: Connection) -> None:
            where = and_(login_failures.c.scope == scope, login_failures.c.key == key)
            conn.execute(delete(login_failures).where(where))

        await self._write(work)

    # ------------------------------------------------------------------ seats

    async def link_seats(self, account_id: str, game_seats: Sequence[tuple[str, int]]) -> None:
        """These seats were played by this account (seats already linked to an account are left alone)."""

        def work(conn: Connection) -> None:
            _link_free_seats(conn, account_id, game_seats)

        await self._write(work)

    async def claim_seats(self, account_id: str, token_hashes: Sequence[str]) -> int:
        """A guest's games move to the account: every human seat held by one of these seat-token hashes and not
        yet linked to an account is linked to this one. Returns how many seats moved."""
        if not token_hashes:
            return 0
        async with self.store.engine.connect() as conn:
            held = (
                await conn.execute(
                    select(seats.c.game_id, seats.c.seat)
                    .where(seats.c.token_hash.in_(bindparam("h", expanding=True)), seats.c.kind == "human"),
                    {"h": list(token_hashes)},
                )
            ).all()
        if not held:
            return 0
        moved: list[int] = []

        def work(conn: Connection) -> None:
            moved.append(_link_free_seats(conn, account_id, [(game_id, seat) for game_id, seat in held]))

        await self._write(work)
        return moved[0]

    async def recent_games(self, account_id: str, limit: int = 20) -> list[tuple[dict[str, Any], int, bool]]:
        """The account's latest games (newest first): the game's row and seats as a dict, its seat, rated?"""
        async with self.store.engine.connect() as conn:
            linked = (
                await conn.execute(
                    select(games, account_seats.c.seat, rated_games.c.game_id.is_not(None).label("rated"))
                    .join(account_seats, account_seats.c.game_id == games.c.id)
                    .outerjoin(rated_games, rated_games.c.game_id == games.c.id)
                    .where(account_seats.c.account_id == account_id)
                    .order_by(games.c.updated.desc())
                    .limit(limit)
                )
            ).mappings().all()
            ids = [row["id"] for row in linked]
            seat_rows = (
                await conn.execute(
                    select(seats.c.game_id, seats.c.seat, seats.c.kind, seats.c.name, seats.c.difficulty)
                    .where(seats.c.game_id.in_(bindparam("ids", expanding=True)))
                    .order_by(seats.c.seat),
                    {"ids": ids},
                )
            ).mappings().all() if ids else []
        by_game: dict[str, list[dict[str, Any]]] = {}
        for s in seat_rows:
            by_game.setdefault(s["game_id"], []).append(
                {"seat": s["seat"], "kind": s["kind"], "name": s["name"], "difficulty": s["difficulty"]}
            )
        out = []
        for row in linked:
            game = {
                "game": row["id"], "ruleset": row["ruleset"], "status": row["status"], "updated": row["updated"],
                "scores": json.loads(row["scores"]), "winner": row["winner"], "broken": row["broken"] is not None,
                "seats": by_game.get(row["id"], []),
            }
            out.append((game, int(row["seat"]), bool(row["rated"])))
        return out

    # ------------------------------------------------------------------ ratings

    async def ratings_of(self, account_id: str) -> dict[str, RatingRow]:
        async with self.store.engine.connect() as conn:
            rows = (await conn.execute(select(ratings).where(ratings.c.account_id == account_id))).mappings()
            return {row["system"]: _rating_from(row) for row in rows}

    async def history_of(self, account_id: str, system: str, limit: int = 100) -> list[dict[str, Any]]:
        """The account's last ``limit`` rated games in ``system``, oldest first: rating before and after."""
        async with self.store.engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(rating_history)
                    .where(rating_history.c.account_id == account_id, rating_history.c.system == system)
                    .order_by(rating_history.c.id.desc())
                    .limit(limit)
                )
            ).mappings().all()
        return [
            {"game": r["game_id"], "before": r["before"], "rating": r["rating"], "deviation": r["deviation"],
             "at": r["at"]}
            for r in reversed(rows)
        ]

    async def game_rating(self, game_id: str, account_id: str | None) -> dict[str, Any] | None:
        """What a rated game did to one account's rating: ``None`` when the game is not rated (or unknown), else
        ``{"system", "done", "seat", "before", "rating", "deviation"}`` where ``seat`` is the account's seat
        (``None`` when it did not play here, or for a guest) and the last three (system units) are ``None``
        until the game has been rated."""
        async with self.store.engine.connect() as conn:
            rated = (
                await conn.execute(select(rated_games).where(rated_games.c.game_id == game_id))
            ).mappings().first()
            if rated is None:
                return None
            out: dict[str, Any] = {"system": rated["system"], "done": rated["status"] == "done", "seat": None,
                                   "before": None, "rating": None, "deviation": None}
            if account_id is None:
                return out
            out["seat"] = (
                await conn.execute(
                    select(account_seats.c.seat).where(
                        account_seats.c.game_id == game_id, account_seats.c.account_id == account_id
                    )
                )
            ).scalar()
            entry = (
                await conn.execute(
                    select(rating_history).where(
                        rating_history.c.game_id == game_id, rating_history.c.account_id == account_id
                    )
                )
            ).mappings().first()
            if entry is not None:
                out.update(before=entry["before"], rating=entry["rating"], deviation=entry["deviation"])
            return out

    async def leaderboard(self, system: str, limit: int) -> list[tuple[str, RatingRow]]:
        """(name, rating) of the accounts rated in ``system``, highest rating first."""
        async with self.store.engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(accounts.c.name, ratings)
                    .join(ratings, ratings.c.account_id == accounts.c.id)
                    .where(ratings.c.system == system)
                    .order_by(ratings.c.rating.desc(), accounts.c.name_key)
                    .limit(limit)
                )
            ).mappings().all()
        return [(row["name"], _rating_from(row)) for row in rows]

    async def mark_rated(self, game_id: str, system: str, at: str) -> None:
        """The game counts for the ratings once it is over."""

        def work(conn: Connection) -> None:
            conn.execute(insert(rated_games).values(game_id=game_id, system=system, status="pending", created=at))

        await self._write(work)

    async def pending_over(self) -> list[str]:
        """Rated games that are over but not rated yet (say the process that finished them died first)."""
        async with self.store.engine.connect() as conn:
            rows = await conn.execute(
                select(rated_games.c.game_id)
                .join(games, games.c.id == rated_games.c.game_id)
                .where(rated_games.c.status == "pending", games.c.status == "over")
            )
            return [r[0] for r in rows]

    async def rate_game(self, game_id: str, rate: RateFunction, new_rating: Callable[[str], RatingRow],
                        at: str) -> bool:
        """Rate a finished rated game, in one transaction: read its seats and the players' ratings, compute
        with ``rate``, store the new ratings and their history, mark the game done. False when there is
        nothing to do (not a rated game, not over, or already rated by this or another process)."""
        done: list[bool] = []

        def work(conn: Connection) -> None:
            # Claim the game first: a concurrent rater (another process) blocks here or finds it done.
            claimed = conn.execute(
                update(rated_games)
                .where(and_(rated_games.c.game_id == game_id, rated_games.c.status == "pending"))
                .values(status="rating")
            ).rowcount
            game = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            if not claimed or game is None or game["status"] != "over":
                if claimed:
                    conn.execute(update(rated_games).where(rated_games.c.game_id == game_id).values(status="pending"))
                done.append(False)
                return
            system = conn.execute(select(rated_games.c.system).where(rated_games.c.game_id == game_id)).scalar_one()
            seat_rows = conn.execute(select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat)).mappings()
            owners = dict(
                conn.execute(
                    select(account_seats.c.seat, account_seats.c.account_id).where(account_seats.c.game_id == game_id)
                ).all()
            )
            table: list[RatedSeat] = []
            for s in seat_rows:
                account_id = owners.get(s["seat"])
                stored = None
                if account_id is not None:
                    row = conn.execute(
                        select(ratings)
                        .where(and_(ratings.c.account_id == account_id, ratings.c.system == system))
                        .with_for_update()
                    ).mappings().first()
                    stored = _rating_from(row) if row is not None else new_rating(system)
                table.append(RatedSeat(s["seat"], account_id, s["difficulty"], stored))
            updated = rate(system, table, json.loads(game["scores"]), game["winner"])
            for seat in table:
                if seat.account_id is None or seat.seat not in updated:
                    continue
                rating, deviation, volatility, played = updated[seat.seat]
                before = seat.rating.rating if seat.rating is not None else new_rating(system).rating
                values = {"rating": rating, "deviation": deviation, "volatility": volatility, "games": played,
                          "updated": at}
                changed = conn.execute(
                    update(ratings)
                    .where(and_(ratings.c.account_id == seat.account_id, ratings.c.system == system))
                    .values(**values)
                ).rowcount
                if not changed:
                    conn.execute(insert(ratings).values(account_id=seat.account_id, system=system, **values))
                conn.execute(
                    insert(rating_history).values(
                        account_id=seat.account_id, system=system, game_id=game_id, before=before, rating=rating,
                        deviation=deviation, at=at,
                    )
                )
            conn.execute(update(rated_games).where(rated_games.c.game_id == game_id).values(status="done"))
            done.append(True)

        await self._write(work)
        return done[0]

    # ------------------------------------------------------------------ the matchmaking queue

    async def queue_enter(self, entry: QueueRow) -> QueueRow:
        """Enter the queue, or enter again: a waiting entry of the same table kind keeps its place (its
        ``joined``); anything else (another kind, an earlier match) is replaced. The stored entry."""
        stored: list[QueueRow] = []

        def work(conn: Connection) -> None:
            stored.clear()
            old = conn.execute(
                select(match_queue).where(match_queue.c.account_id == entry.account_id).with_for_update()
            ).mappings().first()
            joined = entry.joined
            if old is not None:
                same = (old["mode"], old["size"], bool(old["bots"])) == (entry.mode, entry.size, entry.bots)
                if old["status"] == "pairing":  # a process is seating this player right now: let it finish
                    stored.append(_queue_row(old))
                    return
                if same and old["status"] == "waiting":
                    joined = float(old["joined"])
                conn.execute(delete(match_queue).where(match_queue.c.account_id == entry.account_id))
            values = {
                "account_id": entry.account_id, "name": entry.name, "rating": entry.rating, "mode": entry.mode,
                "size": entry.size, "bots": int(entry.bots), "joined": joined, "seen": entry.seen,
                "status": "waiting", "since": entry.seen, "game_id": None, "seat": None, "token": None,
            }
            conn.execute(insert(match_queue).values(**values))
            stored.append(_queue_row(values))

        await self._write(work)
        return stored[0]

    async def queue_leave(self, account_id: str) -> bool:
        """Leave the queue (and forget a match not fetched yet). True if there was an entry."""
        left: list[int] = []

        def work(conn: Connection) -> None:
            left[:] = [conn.execute(delete(match_queue).where(match_queue.c.account_id == account_id)).rowcount]

        await self._write(work)
        return bool(left[0])

    async def queue_entry(self, account_id: str) -> tuple[QueueRow | None, int]:
        """The account's entry (or None) and how many wait for the same table kind (a read only)."""
        async with self.store.engine.connect() as conn:
            mine = select(match_queue).where(match_queue.c.account_id == account_id)
            row = (await conn.execute(mine)).mappings().first()
            if row is None:
                return None, 0
            entry = _queue_row(row)
            waiting = (
                await conn.execute(
                    select(func.count()).where(
                        match_queue.c.status == "waiting", match_queue.c.mode == entry.mode,
                        match_queue.c.size == entry.size,
                    )
                )
            ).scalar_one()
        return entry, int(waiting)

    async def queue_seen(self, account_id: str, at: float) -> None:
        """The player polled: the entry stays alive."""

        def work(conn: Connection) -> None:
            conn.execute(update(match_queue).where(match_queue.c.account_id == account_id).values(seen=at))

        await self._write(work)

    async def queue_busy(self) -> bool:
        """Whether the queue holds anything at all (a cheap read before a pass that writes)."""
        async with self.store.engine.connect() as conn:
            return (await conn.execute(select(match_queue.c.account_id).limit(1))).first() is not None

    async def queue_take(
        self, now: float, times: QueueTimes, choose: Callable[[list[QueueRow]], list[list[str]]]
    ) -> list[list[QueueRow]]:
        """One matchmaking pass, in one transaction: drop expired entries, give back entries whose table was
        never created (their process died), then ``choose`` the tables among the waiting entries (lists of
        account ids, oldest first) and mark their players ``pairing``. The chosen tables' entries.

        On PostgreSQL only one process runs a pass at a time (a transaction-scoped advisory lock); a process
        that finds the lock taken does nothing this time, which is right: the other one sees the same queue."""
        chosen: list[list[QueueRow]] = []

        def work(conn: Connection) -> None:
            chosen.clear()
            if conn.dialect.name == "postgresql":
                got = conn.execute(text("SELECT pg_try_advisory_xact_lock(:key)"), {"key": MATCH_LOCK_KEY}).scalar()
                if not got:
                    return
            status, seen, since = match_queue.c.status, match_queue.c.seen, match_queue.c.since
            conn.execute(delete(match_queue).where(and_(status == "waiting", seen < now - times.unpolled)))
            conn.execute(delete(match_queue).where(and_(status == "matched", since < now - times.matched)))
            conn.execute(
                update(match_queue).where(and_(status == "pairing", since < now - times.pairing))
                .values(status="waiting", since=now, seen=now)
            )
            rows = conn.execute(
                select(match_queue).where(status == "waiting").order_by(match_queue.c.joined).with_for_update()
            ).mappings().all()
            waiting = {row["account_id"]: _queue_row(row) for row in rows}
            for ids in choose(list(waiting.values())):
                conn.execute(
                    update(match_queue).where(match_queue.c.account_id.in_(ids)).values(status="pairing", since=now)
                )
                chosen.append([waiting[i] for i in ids])

        await self._write(work)
        return chosen

    async def queue_seated(self, game_id: str, seated: Sequence[tuple[str, int, str]], now: float) -> None:
        """The table was created: each (account, seat, seat token) waits for the player's next poll."""

        def work(conn: Connection) -> None:
            for account_id, seat, token in seated:
                conn.execute(
                    update(match_queue)
                    .where(and_(match_queue.c.account_id == account_id, match_queue.c.status == "pairing"))
                    .values(status="matched", since=now, game_id=game_id, seat=seat, token=token)
                )

        await self._write(work)

    async def queue_unpair(self, account_ids: Sequence[str], now: float) -> None:
        """Creating their table failed: these players wait again (their place in the queue kept)."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(match_queue)
                .where(and_(match_queue.c.account_id.in_(list(account_ids)), match_queue.c.status == "pairing"))
                .values(status="waiting", since=now)
            )

        await self._write(work)


def _link_free_seats(conn: Connection, account_id: str, game_seats: Sequence[tuple[str, int]]) -> int:
    """Link each of these seats to the account unless an account already holds it; how many were linked."""
    count = 0
    for game_id, seat in game_seats:
        taken = conn.execute(
            select(account_seats.c.account_id).where(
                and_(account_seats.c.game_id == game_id, account_seats.c.seat == seat)
            )
        ).first()
        if taken is None:
            conn.execute(insert(account_seats).values(game_id=game_id, seat=seat, account_id=account_id))
            count += 1
    return count
