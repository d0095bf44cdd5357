"""The puzzles API (docs/puzzles.md, "API"): the themes, the daily puzzle, the next puzzle, one puzzle, an
answer checked, explained and (with an account) rated, and an account's puzzle rating, streak and history.

Stateless for guests: the set is the shipped one (``unoduo.puzzles``), the page keeps a guest's streak. With
an account the first answer to each puzzle counts (``unoduo.storage.accounts.puzzles``). Words are in the
request's language, as the rest of the API. An answer is a POST like any other: the CSRF check
(``CsrfGuard``) covers it when a session cookie is sent, the per-address request rate (``HeaderCountLimit``)
always.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from unoduo.i18n import _
from unoduo.present import render
from unoduo.present.puzzles import theme_title
from unoduo.puzzles import THEME_IDS, Puzzle, PuzzleError, daily_puzzle, load_puzzles, puzzle_by_id, puzzles_by_theme
from unoduo.puzzles import parse_answer as parse_action
from unoduo.storage.accounts import AccountRow, AccountStore
from unoduo.web.accounts.service import Accounts
from unoduo.web.errors import ApiError
from unoduo.web.puzzles.payload import answer_result, puzzle_payload
from unoduo.web.puzzles.rating import NEW_PUZZLE_RATING, describe_rating, rate_answer

router = APIRouter()

HISTORY_SIZE = 50  # the answers /api/puzzles/me lists, newest first


class PuzzleAnswerBody(BaseModel):
    """``POST /api/puzzles/{id}/answer``: the action chosen, in the records' notation (``play R5``, ``draw``)."""

    model_config = ConfigDict(extra="forbid")

    action: str = Field(max_length=80, description="the action in notation, e.g. 'play R5' or 'challenge'")


def _accounts(request: Request) -> Accounts:
    accounts: Accounts = request.app.state.accounts
    return accounts


def _store(request: Request) -> AccountStore:
    return _accounts(request).store


def _puzzle(puzzle_id: str) -> Puzzle:
    try:
        return puzzle_by_id(puzzle_id)
    except KeyError:
        raise ApiError(404, "unknown_puzzle", _("There is no such puzzle.")) from None


def _theme_puzzles(theme: str | None) -> tuple[Puzzle, ...]:
    if theme is None:
        return load_puzzles()
    try:
        return puzzles_by_theme(theme)
    except KeyError:
        raise ApiError(404, "unknown_theme", _("There is no such puzzle theme.")) from None


@router.get("/api/puzzles")
async def puzzle_themes() -> dict[str, Any]:
    """Every theme with its title and how many puzzles it has, and the size of the set."""
    themes = [{"id": t, "title": render(theme_title(t)), "count": len(puzzles_by_theme(t))} for t in THEME_IDS]
    return {"themes": themes, "total": len(load_puzzles())}


@router.get("/api/puzzles/daily")
async def daily() -> dict[str, Any]:
    """The puzzle of today's UTC date: the same for everyone that day."""
    today = datetime.now(UTC).date()
    return {**puzzle_payload(daily_puzzle(today)), "date": today.isoformat()}


@router.get("/api/puzzles/next")
async def next_puzzle(request: Request, theme: str | None = None, after: str | None = None) -> dict[str, Any]:
    """The puzzle after ``after`` in the set's order (of ``theme``, or of the whole set), going round; for an
    account the first one it has not answered yet, when there is one."""
    pool = _theme_puzzles(theme)
    if not pool:
        raise ApiError(404, "unknown_theme", _("There is no such puzzle theme."))
    start = 0
    if after is not None:
        _puzzle(after)
        ids = [p.id for p in pool]
        start = ids.index(after) + 1 if after in ids else 0
    ordered = pool[start:] + pool[:start]
    account = await _accounts(request).current(request)
    if account is not None:
        answered = await _store(request).answered_puzzles(account.id)
        fresh = [p for p in ordered if p.id not in answered and p.id != after]
        if fresh:
            return puzzle_payload(fresh[0])
    return puzzle_payload(ordered[0])


@router.get("/api/puzzles/me")
async def my_puzzles(request: Request) -> dict[str, Any]:
    """The signed-in account's puzzle rating, streaks and last answers (401 without a session)."""
    account = await _accounts(request).require(request)
    store = _store(request)
    row = await store.puzzle_rating_of(account.id) or NEW_PUZZLE_RATING
    history = await store.puzzle_history(account.id, HISTORY_SIZE)
    shown = describe_rating(row)
    return {
        "rating": shown["rating"],
        "deviation": shown["deviation"],
        "provisional": shown["provisional"],
        "answered": row.answered,
        "streak": row.streak,
        "best_streak": row.best_streak,
        "history": [{**entry, "rating_after": round(entry["rating_after"])} for entry in history],
    }


@router.get("/api/puzzles/{puzzle_id}")
async def one_puzzle(puzzle_id: str) -> dict[str, Any]:
    return puzzle_payload(_puzzle(puzzle_id))


@router.post("/api/puzzles/{puzzle_id}/answer")
async def answer(puzzle_id: str, body: PuzzleAnswerBody, request: Request) -> dict[str, Any]:
    """Check the action against the puzzle's best one; with an account, the first answer moves its rating and
    streak. 422 ``bad_action`` for a text that is no legal action here (nothing recorded)."""
    puzzle = _puzzle(puzzle_id)
    try:
        action = parse_action(body.action)
    except PuzzleError:
        raise ApiError(422, "bad_action", _("That is not an action: send one such as 'play R5' or 'draw'.")) from None
    if action not in puzzle.legal():
        raise ApiError(422, "illegal_action", _("That action is not one of this puzzle's choices."))
    result = answer_result(puzzle, action)
    account = await _accounts(request).current(request)
    result.update(rating=None, streak=None, counted=False)
    if account is not None:
        result.update(await _rate(request, account, puzzle, str(action), result["correct"]))
    return result


async def _rate(request: Request, account: AccountRow, puzzle: Puzzle, action: str, correct: bool) -> dict[str, Any]:
    recorded = await _store(request).record_puzzle_answer(
        account.id, puzzle.id, action, correct, NEW_PUZZLE_RATING, rate_answer(puzzle), datetime.now(UTC).isoformat()
    )
    return {
        "rating": {
            "before": round(recorded.before.rating),
            "after": round(recorded.after.rating),
            "deviation": round(recorded.after.deviation),
        },
        "streak": recorded.after.streak,
        "counted": recorded.counted,
    }
