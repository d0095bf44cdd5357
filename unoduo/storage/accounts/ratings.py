"""Ratings in the database: each account's rating per system, its history, the games that count (``rated_games``)
and the leaderboard; rating a finished game is one transaction, so a result counts exactly once, whichever
process rates it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from sqlalchemy import and_, insert, select, update
from sqlalchemy.engine import Connection

from unoduo.storage.db.schema import games, seats

from .base import OnGameStore
from .tables import (
    RatedSeat,
    RateFunction,
    RatingRow,
    account_seats,
    accounts,
    rated_games,
    rating_from_row,
    rating_history,
    ratings,
)


class RatingStore(OnGameStore):
    """The ratings part of :class:`~unoduo.storage.accounts.AccountStore`."""

    async def ratings_of(self, account_id: str) -> dict[str, RatingRow]:
        async with self.store.engine.connect() as conn:
            rows = (await conn.execute(select(ratings).where(ratings.c.account_id == account_id))).mappings()
            return {row["system"]: rating_from_row(row) for row in rows}

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
        return [(row["name"], rating_from_row(row)) for row in rows]

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
                    stored = rating_from_row(row) if row is not None else new_rating(system)
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
