"""Puzzle ratings in the database: each account's puzzle rating and streak (``puzzle_ratings``) and its first
answer to each puzzle (``puzzle_answers``), apart from the game ratings (``ratings``) so that solving puzzles
never moves a game rating.

Only an account's first answer to a puzzle counts: ``puzzle_answers`` holds one row per (account, puzzle),
unique, written in the same transaction as the rating it changed, so a second answer (again, from another tab
or another process) finds the first one and changes nothing. The tables are on the account tables' metadata
(:mod:`.tables`), created by schema version 11 (:mod:`unoduo.storage.versions`) when the store opens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Boolean, Column, Float, ForeignKey, Index, Integer, String, Table, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .base import OnGameStore
from .tables import metadata

puzzle_ratings = Table(
    "puzzle_ratings",
    metadata,
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("answered", Integer, nullable=False),
    Column("streak", Integer, nullable=False),  # consecutive correct first answers, now
    Column("best_streak", Integer, nullable=False),
    Column("updated", String(40), nullable=False),
)

puzzle_answers = Table(
    "puzzle_answers",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("account_id", String(16), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("puzzle_id", String(16), nullable=False),
    Column("action", String(40), nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("before", Float, nullable=False),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("at", String(40), nullable=False),
)
Index("puzzle_answers_first", puzzle_answers.c.account_id, puzzle_answers.c.puzzle_id, unique=True)

PUZZLE_TABLES = (puzzle_answers, puzzle_ratings)


@dataclass(frozen=True)
class PuzzleRatingRow:
    """An account's puzzle rating (Glicko-2 units), how many puzzles it answered, and its streaks."""

    rating: float
    deviation: float
    volatility: float
    answered: int
    streak: int
    best_streak: int


@dataclass(frozen=True)
class PuzzleAnswer:
    """What recording an answer did: ``counted`` False when the account had answered this puzzle before (then
    ``correct`` and the ratings are the first answer's), ``before``/``after`` the puzzle rating around it."""

    counted: bool
    correct: bool
    before: PuzzleRatingRow
    after: PuzzleRatingRow


# rate(rating before, correct) -> (rating, deviation, volatility) after the answer
PuzzleRate = Callable[[PuzzleRatingRow, bool], tuple[float, float, float]]


def _row(row: Any) -> PuzzleRatingRow:
    return PuzzleRatingRow(
        float(row["rating"]),
        float(row["deviation"]),
        float(row["volatility"]),
        int(row["answered"]),
        int(row["streak"]),
        int(row["best_streak"]),
    )


class PuzzleStore(OnGameStore):
    """The puzzle part of :class:`~unoduo.storage.accounts.AccountStore`."""

    async def puzzle_rating_of(self, account_id: str) -> PuzzleRatingRow | None:
        async with self.store.engine.connect() as conn:
            row = (
                (await conn.execute(select(puzzle_ratings).where(puzzle_ratings.c.account_id == account_id)))
                .mappings()
                .first()
            )
        return None if row is None else _row(row)

    async def puzzle_history(self, account_id: str, limit: int = 50) -> list[dict[str, Any]]:
        """The account's last ``limit`` first answers, newest first: puzzle, correct, when, rating after."""
        async with self.store.engine.connect() as conn:
            rows = (
                (
                    await conn.execute(
                        select(puzzle_answers)
                        .where(puzzle_answers.c.account_id == account_id)
                        .order_by(puzzle_answers.c.id.desc())
                        .limit(limit)
                    )
                )
                .mappings()
                .all()
            )
        return [
            {
                "id": r["puzzle_id"],
                "correct": bool(r["correct"]),
                "at": r["at"],
                "rating_after": r["rating"],
                "action": r["action"],
            }
            for r in rows
        ]

    async def answered_puzzles(self, account_id: str) -> set[str]:
        """The ids of every puzzle the account has answered."""
        async with self.store.engine.connect() as conn:
            rows = await conn.execute(
                select(puzzle_answers.c.puzzle_id).where(puzzle_answers.c.account_id == account_id)
            )
            return {r[0] for r in rows}

    async def record_puzzle_answer(
        self,
        account_id: str,
        puzzle_id: str,
        action: str,
        correct: bool,
        new: PuzzleRatingRow,
        rate: PuzzleRate,
        at: str,
    ) -> PuzzleAnswer:
        """The account's answer to a puzzle, in one transaction: the first one changes the puzzle rating
        (``rate``; ``new`` is a new account's rating) and the streak and is kept; a later one changes nothing."""
        outcome: list[PuzzleAnswer] = []

        def work(conn: Connection) -> None:
            stored = (
                conn.execute(select(puzzle_ratings).where(puzzle_ratings.c.account_id == account_id).with_for_update())
                .mappings()
                .first()
            )
            before = new if stored is None else _row(stored)
            first = conn.execute(
                select(puzzle_answers.c.correct).where(
                    puzzle_answers.c.account_id == account_id, puzzle_answers.c.puzzle_id == puzzle_id
                )
            ).first()
            if first is not None:
                outcome.append(PuzzleAnswer(False, bool(first[0]), before, before))
                return
            rating, deviation, volatility = rate(before, correct)
            streak = before.streak + 1 if correct else 0
            after = PuzzleRatingRow(
                rating, deviation, volatility, before.answered + 1, streak, max(before.best_streak, streak)
            )
            values = {
                "rating": rating,
                "deviation": deviation,
                "volatility": volatility,
                "answered": after.answered,
                "streak": after.streak,
                "best_streak": after.best_streak,
                "updated": at,
            }
            if stored is None:
                conn.execute(insert(puzzle_ratings).values(account_id=account_id, **values))
            else:
                conn.execute(update(puzzle_ratings).where(puzzle_ratings.c.account_id == account_id).values(**values))
            conn.execute(
                insert(puzzle_answers).values(
                    account_id=account_id,
                    puzzle_id=puzzle_id,
                    action=action[:40],
                    correct=correct,
                    before=before.rating,
                    rating=rating,
                    deviation=deviation,
                    at=at,
                )
            )
            outcome.append(PuzzleAnswer(True, correct, before, after))

        try:
            await self._write(work)
        except IntegrityError:
            # Another process recorded this account's first answer at the same moment (the unique index): that
            # one counts; read it back.
            kept = await self.puzzle_rating_of(account_id) or new
            async with self.store.engine.connect() as conn:
                first_correct = (
                    await conn.execute(
                        select(puzzle_answers.c.correct).where(
                            puzzle_answers.c.account_id == account_id, puzzle_answers.c.puzzle_id == puzzle_id
                        )
                    )
                ).scalar()
            return PuzzleAnswer(False, bool(first_correct) if first_correct is not None else correct, kept, kept)
        return outcome[0]
