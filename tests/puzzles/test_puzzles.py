"""The shipped puzzle set: it loads, it is big and varied, every puzzle is a real decision of its seat, its
answer is what the coach finds again (the same numbers from the view alone, the same unique best at a bigger
budget), and the lookups and the daily puzzle behave."""

from __future__ import annotations

import datetime
import json
import random
from importlib import resources
from pathlib import Path

import pytest

from unoduo.analysis import evaluate
from unoduo.core import Action
from unoduo.puzzles import (
    THEMES,
    Puzzle,
    PuzzleError,
    daily_puzzle,
    load_puzzles,
    parse_answer,
    puzzle_by_id,
    puzzles_by_theme,
)
from unoduo.puzzles.make import meta_path
from unoduo.puzzles.mine import derive, is_trivial
from unoduo.puzzles.puzzle import parse_lines

PUZZLES = load_puzzles()


def test_the_set_is_big_varied_and_its_ids_unique() -> None:
    assert len(PUZZLES) >= 500
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert {p.theme for p in PUZZLES} == set(THEMES)
    assert {p.ruleset for p in PUZZLES} == {"duo", "classic"}
    ratings = [p.rating for p in PUZZLES]
    assert min(ratings) >= 1000 and max(ratings) <= 2200 and len(set(ratings)) > 5


def test_every_decision_kind_the_issue_names_has_puzzles_in_both_rulesets_where_it_exists() -> None:
    """Go out, volley, challenge, dump, colour, draft: Duo has them all; classic two-player has no volley
    (no stacking), no draft and no dump, so its share is the turn's themes and the challenge."""
    spread = {(p.theme, p.ruleset) for p in PUZZLES}
    for theme in ("go-out", "volley", "challenge", "dump", "colour", "draft", "catch"):
        assert (theme, "duo") in spread, theme
    for theme in ("go-out", "challenge", "colour", "skip", "defend", "catch"):
        assert (theme, "classic") in spread, theme
    decisions = {p.decision for p in PUZZLES}
    assert decisions >= {"turn", "after_draw", "volley", "challenge", "dump", "draft", "catch"}


def test_the_meta_file_names_the_command_seed_and_counts() -> None:
    data = resources.files("unoduo.puzzles").joinpath("data")
    meta = json.loads(data.joinpath(meta_path(Path("puzzles.jsonl")).name).read_text(encoding="utf-8"))
    assert meta["command"].startswith("unoduo puzzles make ") and f"--seed {meta['seed']}" in meta["command"]
    assert meta["complete"] and meta["puzzles"] == len(PUZZLES)
    assert sum(meta["counts"]["theme"].values()) == len(PUZZLES)
    assert meta["budgets"]["check_playouts"] == 4 * meta["budgets"]["screen_playouts"]


def test_every_puzzle_is_a_real_decision_of_its_seat() -> None:
    for puzzle in PUZZLES:
        seen = puzzle.view()
        assert seen.seat == puzzle.seat and seen.to_act == puzzle.seat, puzzle.id
        assert seen.decision == puzzle.decision
        assert not is_trivial(seen.legal), puzzle.id
        assert Action.parse(puzzle.best) in seen.legal
        assert {code for code, _, _ in puzzle.values} == {str(a) for a in seen.legal}
        assert puzzle.values[0][0] == puzzle.best
        assert puzzle.is_solution(puzzle.best)
        assert not any(puzzle.is_solution(str(a)) for a in seen.legal if str(a) != puzzle.best)
        assert set(puzzle.difficulty) == {"easy", "medium", "hard", "expert"}
        assert Puzzle.from_json(puzzle.to_json()) == puzzle


def test_an_answer_may_be_spelt_loosely_but_must_be_legal() -> None:
    puzzle = next(p for p in PUZZLES if p.best.startswith("play "))
    loose = "  " + puzzle.best.upper().replace(" ", "   ") + " "
    assert puzzle.is_solution(loose)
    with pytest.raises(PuzzleError, match="not an action"):
        puzzle.is_solution("play XYZ")
    with pytest.raises(PuzzleError, match="not a legal action"):
        puzzle.is_solution("swap 1")
    with pytest.raises(PuzzleError):
        puzzle.is_solution("")


def _sample(count: int) -> list[Puzzle]:
    return random.Random(38).sample(sorted(PUZZLES, key=lambda p: p.id), count)


def test_the_coach_finds_the_shipped_numbers_again_from_the_view_alone() -> None:
    """The check's values are reproduced exactly from ``puzzle.view()`` (a view holds no hidden card)."""
    puzzle = _sample(1)[0]
    again = evaluate(puzzle.view(), puzzle.budget, seed=derive("unoduo-puzzle-check", puzzle.id))
    found = {str(v.action): (round(v.round_win, 4), round(v.round_win_se, 4)) for v in again.actions}
    assert found == {code: (win, se) for code, win, se in puzzle.values}


def test_a_bigger_budget_keeps_the_same_unique_best() -> None:
    for puzzle in _sample(5):
        bigger = evaluate(puzzle.view(), 2 * puzzle.budget, seed=derive("unoduo-puzzle-recheck", puzzle.id))
        best = bigger.best
        assert best is not None and str(best.action) == puzzle.best, puzzle.id
        for rival in bigger.actions:
            if rival.action == best.action or rival.action._replace(uno=False) == best.action._replace(uno=False):
                continue
            assert rival.loss > 0.05 and rival.loss > 2 * rival.loss_se, (puzzle.id, rival)


def test_lookups_by_id_and_theme() -> None:
    first = PUZZLES[0]
    assert puzzle_by_id(first.id) is first
    with pytest.raises(KeyError, match="no puzzle with the id"):
        puzzle_by_id("nope")
    for theme in THEMES:
        assert all(p.theme == theme for p in puzzles_by_theme(theme))
    assert sum(len(puzzles_by_theme(t)) for t in THEMES) == len(PUZZLES)
    with pytest.raises(KeyError, match="no puzzle theme"):
        puzzles_by_theme("bluff")


def test_the_daily_puzzle_is_the_same_all_day_and_every_puzzle_comes_before_a_repeat() -> None:
    day = datetime.date(2027, 3, 1)
    assert daily_puzzle(day) is daily_puzzle(datetime.date(2027, 3, 1))
    days = [daily_puzzle(day + datetime.timedelta(days=k)).id for k in range(len(PUZZLES))]
    assert len(set(days)) == len(PUZZLES)
    assert days[0] != days[1]
    assert daily_puzzle(day + datetime.timedelta(days=len(PUZZLES))).id == days[0]
    with pytest.raises(TypeError):
        daily_puzzle("2027-03-01")  # type: ignore[arg-type]


def test_a_cut_short_last_line_is_not_a_puzzle_but_a_bad_line_is_an_error() -> None:
    line = PUZZLES[0].to_json()
    assert parse_lines(line + "\n" + line[:40]) == (PUZZLES[0],)
    with pytest.raises(PuzzleError, match="line 1"):
        parse_lines('{"id": "x"}\n' + line + "\n")


@pytest.mark.parametrize("bad", ["", "   ", "fly", "play", "play Q9", "play R5 R6 R7 R8 R9 nonsense", None, 5])
def test_parse_answer_refuses_what_is_no_action(bad: object) -> None:
    with pytest.raises(PuzzleError):
        parse_answer(bad)  # type: ignore[arg-type]


def test_the_daily_puzzle_is_one_of_the_set_and_a_datetime_counts_as_its_date() -> None:
    ids = {p.id for p in PUZZLES}
    for k in range(40):
        assert daily_puzzle(datetime.date(2026, 12, 1) + datetime.timedelta(days=k)).id in ids
    moment = datetime.datetime(2027, 3, 1, 23, 59, tzinfo=datetime.UTC)
    assert daily_puzzle(moment) is daily_puzzle(datetime.date(2027, 3, 1))
