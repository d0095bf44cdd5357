"""Puzzle ratings (web/puzzles/rating.py): Glicko-2 against the puzzle at its fixed rating, a right answer a win."""

from __future__ import annotations

import dataclasses

from unoduo.puzzles import load_puzzles
from unoduo.web.puzzles.rating import NEW_PUZZLE_RATING, PUZZLE_DEVIATION, describe_rating, puzzle_skill, rate_answer


def test_a_right_answer_raises_the_rating_and_a_harder_puzzle_raises_it_more() -> None:
    puzzles = sorted(load_puzzles(), key=lambda p: p.rating)
    easy, hard = puzzles[0], puzzles[-1]
    assert easy.rating < hard.rating
    assert puzzle_skill(hard).rating == hard.rating and puzzle_skill(hard).deviation == PUZZLE_DEVIATION
    easy_win = rate_answer(easy)(NEW_PUZZLE_RATING, True)
    hard_win = rate_answer(hard)(NEW_PUZZLE_RATING, True)
    assert 1500 < easy_win[0] < hard_win[0]
    assert easy_win[1] < NEW_PUZZLE_RATING.deviation  # one answer already tells something
    easy_loss = rate_answer(easy)(NEW_PUZZLE_RATING, False)
    hard_loss = rate_answer(hard)(NEW_PUZZLE_RATING, False)
    assert easy_loss[0] < hard_loss[0] < 1500  # missing an easy one costs more


def test_a_settled_rating_moves_less_and_is_not_provisional() -> None:
    puzzle = load_puzzles()[0]
    settled = dataclasses.replace(NEW_PUZZLE_RATING, deviation=60.0, answered=200)
    new_move = rate_answer(puzzle)(NEW_PUZZLE_RATING, True)[0] - 1500
    settled_move = rate_answer(puzzle)(settled, True)[0] - 1500
    assert 0 < settled_move < new_move
    assert describe_rating(NEW_PUZZLE_RATING) == {"rating": 1500, "deviation": 350, "provisional": True, "answered": 0}
    assert describe_rating(settled)["provisional"] is False
