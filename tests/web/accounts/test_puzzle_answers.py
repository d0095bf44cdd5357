"""The puzzle answers' store (storage/accounts/puzzles.py) on SQLite and PostgreSQL: of many answers to one
puzzle sent at once through two processes' stores, exactly one counts; deleting the account deletes its
puzzle rating and answers."""

from __future__ import annotations

import asyncio

from webtest_helpers import run_on_stores

from unoduo.storage import Store
from unoduo.storage.accounts import AccountRow, AccountStore, PuzzleRatingRow

NEW = PuzzleRatingRow(1500.0, 350.0, 0.06, 0, 0, 0)
AT = "2026-12-04T12:00:00+00:00"


def _plus(before: PuzzleRatingRow, correct: bool) -> tuple[float, float, float]:
    return before.rating + (10.0 if correct else -10.0), before.deviation - 1.0, before.volatility


def test_of_answers_sent_at_once_through_two_processes_exactly_one_counts(db_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        first, second = AccountStore(stores[0]), AccountStore(stores[1])
        await first.open()
        await second.open()
        account = AccountRow("acc1", "Asha", "asha", "hash", AT)
        await first.create_account(account, AT)
        answers = await asyncio.gather(
            *[
                (first if k % 2 else second).record_puzzle_answer("acc1", "p1", "draw", k % 3 == 0, NEW, _plus, AT)
                for k in range(6)
            ]
        )
        assert sum(a.counted for a in answers) == 1
        assert {a.correct for a in answers} == {next(a for a in answers if a.counted).correct}  # the first's verdict
        stored = await first.puzzle_rating_of("acc1")
        counted = next(a for a in answers if a.counted)
        assert stored == counted.after and stored is not None and stored.answered == 1
        assert stored.rating == (1510.0 if counted.correct else 1490.0)
        assert [h["id"] for h in await second.puzzle_history("acc1")] == ["p1"]
        again = await second.record_puzzle_answer("acc1", "p1", "draw", not counted.correct, NEW, _plus, AT)
        assert not again.counted and again.correct == counted.correct and again.after == stored
        await first.record_puzzle_answer("acc1", "p2", "draw", True, NEW, _plus, AT)
        assert await first.answered_puzzles("acc1") == {"p1", "p2"}

        await first.delete_account(account, lambda seat: f"Player {seat + 1}")
        assert await second.puzzle_rating_of("acc1") is None
        assert await second.puzzle_history("acc1") == [] and await second.answered_puzzles("acc1") == set()

    run_on_stores(db_url, scenario, stores=2)
