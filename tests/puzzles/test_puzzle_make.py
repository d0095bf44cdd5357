"""The miner end to end on a tiny run: puzzles written, a killed run resumed to the very same file, a file of
another run refused; and the command line's bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.core import Action
from unoduo.puzzles.make import MakeError, games_path, make_puzzles, meta_path
from unoduo.puzzles.mine import MineSettings, clear_best, is_trivial
from unoduo.puzzles.puzzle import parse_lines

# Cheap solvers and players, so that a run takes seconds (the shipped set uses the real levels).
TINY = MineSettings(
    budget=120,
    levels=(("easy", "easy", 1), ("medium", "medium", 1), ("hard", "ismcts:20", 1), ("expert", "ismcts:40", 1)),
    game_agents=("easy", "medium"),
)


def test_a_killed_run_resumes_to_the_same_file(tmp_path: Path) -> None:
    out = tmp_path / "set.jsonl"
    shown: list[tuple[int, int]] = []
    first = make_puzzles(out, 3, seed=4, settings=TINY, command="test", progress=lambda p, g: shown.append((p, g)))
    assert len(first.puzzles) == 3 and shown[-1] == (3, first.games)
    whole = out.read_text(encoding="utf-8")
    games = games_path(out).read_text(encoding="utf-8")
    meta = json.loads(meta_path(out).read_text(encoding="utf-8"))
    assert meta["complete"] and meta["puzzles"] == 3 and sum(meta["counts"]["theme"].values()) == 3

    # A kill while the last game's puzzles were being written: its last line cut, the game not yet listed.
    lines = whole.splitlines(keepends=True)
    out.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2], encoding="utf-8")
    games_path(out).write_text("".join(games.splitlines(keepends=True)[:-1]), encoding="utf-8")
    again = make_puzzles(out, 3, seed=4, settings=TINY, command="test")
    assert again.resumed and again.new_games == 1
    assert out.read_text(encoding="utf-8") == whole
    assert games_path(out).read_text(encoding="utf-8") == games
    puzzles = parse_lines(whole)
    assert len({p.id for p in puzzles}) == 3
    for puzzle in puzzles:
        assert puzzle.is_solution(puzzle.best) and puzzle.view().to_act == puzzle.seat

    # A finished file asked for more goes on from where it is; asked with another seed it is refused.
    more = make_puzzles(out, 4, seed=4, settings=TINY, command="test")
    assert len(more.puzzles) == 4 and out.read_text(encoding="utf-8").startswith(whole)
    with pytest.raises(MakeError, match="was made with"):
        make_puzzles(out, 4, seed=5, settings=TINY, command="test")


def test_a_clear_best_needs_a_margin_over_every_rival_but_its_own_uncalled_twin() -> None:
    from unoduo.analysis.evaluate import ActionValue, Evaluation

    def value(code: str, win: float, loss: float, loss_se: float) -> ActionValue:
        return ActionValue(Action.parse(code), win, 0.01, win, 0.01, loss, loss_se)

    def evaluation(*values: ActionValue) -> Evaluation:
        return Evaluation(0, 1, "turn", 0.6, 0.01, 0.6, 0.01, values, 100, 300, 0.1)

    best = value("play R5 uno", 0.6, 0.0, 0.0)
    twin = value("play R5", 0.58, 0.02, 0.01)
    settings = MineSettings()
    assert clear_best(evaluation(best, twin, value("draw", 0.4, 0.2, 0.03)), settings) is not None
    assert clear_best(evaluation(best, twin, value("draw", 0.52, 0.08, 0.01)), settings) is None  # under 10 points
    assert clear_best(evaluation(best, twin, value("draw", 0.4, 0.2, 0.08)), settings) is None  # under 3 SE
    assert clear_best(evaluation(best, twin), settings) is None  # no rival: one idea
    assert is_trivial((Action.parse("play R5"), Action.parse("play R5 uno")))
    assert not is_trivial((Action.parse("play R5"), Action.parse("draw")))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--count", "0"], "--count must be at least 1"),
        (["--budget", "5"], "--budget must be at least 10"),
        (["--workers", "0"], "--workers must be at least 1"),
    ],
)
def test_the_command_refuses_bad_input(tmp_path: Path, args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, ["puzzles", "make", "--out", str(tmp_path / "p.jsonl"), *args])
    assert result.exit_code == 2 and message in result.output
    assert not (tmp_path / "p.jsonl").exists()


def test_the_command_refuses_a_folder_or_a_file_of_another_run(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["puzzles", "make", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "not a file" in result.output
    out = tmp_path / "p.jsonl"
    out.write_text("not json\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["puzzles", "make", "--out", str(out), "--count", "1", "--workers", "1"])
    assert result.exit_code == 2 and "line 1" in result.output
    assert out.read_text(encoding="utf-8") == "not json\n"
