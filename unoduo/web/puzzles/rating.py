"""Puzzle ratings: an account's first answer to a puzzle is one Glicko-2 rating period against the puzzle,
which plays at its fixed rating (from how often the bots of each level find its answer) with a small
deviation, like a bot at a rated table; a correct answer is a win, a wrong one a loss.

The update is the game ratings' Glicko-2 (:func:`unoduo.web.accounts.ratings.glicko2_update`); a new solver
starts as a new player does (1500 ± 350). Pure functions: the store keeps the result.
"""

from __future__ import annotations

from typing import Any, Final

from unoduo.puzzles import Puzzle
from unoduo.storage.accounts import PuzzleRatingRow
from unoduo.storage.accounts.puzzles import PuzzleRate
from unoduo.web.accounts.ratings import (
    GLICKO_DEVIATION,
    GLICKO_RATING,
    GLICKO_VOLATILITY,
    PROVISIONAL_DEVIATION,
    Skill,
    glicko2_update,
)

#: A puzzle's deviation: its rating is fixed, measured from many bot tries, so it is treated as well known.
PUZZLE_DEVIATION: Final = 60.0
NEW_PUZZLE_RATING: Final = PuzzleRatingRow(GLICKO_RATING, GLICKO_DEVIATION, GLICKO_VOLATILITY, 0, 0, 0)


def puzzle_skill(puzzle: Puzzle) -> Skill:
    """The puzzle as a Glicko-2 opponent: its fixed rating, a small deviation."""
    return Skill(float(puzzle.rating), PUZZLE_DEVIATION, GLICKO_VOLATILITY, 0)


def rate_answer(puzzle: Puzzle) -> PuzzleRate:
    """The store's ``rate`` for an answer to ``puzzle``: (rating, deviation, volatility) after it."""

    def rate(before: PuzzleRatingRow, correct: bool) -> tuple[float, float, float]:
        solver = Skill(before.rating, before.deviation, before.volatility, before.answered)
        after = glicko2_update(solver, [(puzzle_skill(puzzle), 1.0 if correct else 0.0)])
        return after.rating, after.deviation, after.volatility

    return rate


def describe_rating(row: PuzzleRatingRow) -> dict[str, Any]:
    """A puzzle rating as the API shows it (rounded, provisional while its deviation is high)."""
    return {
        "rating": round(row.rating),
        "deviation": round(row.deviation),
        "provisional": row.deviation > PROVISIONAL_DEVIATION,
        "answered": row.answered,
    }
