"""``unoduo tournament`` and ``selfplay`` output files: a plot of a clean sweep (win rate 0 or 1) is drawn, and a
path that cannot be written is refused before any match is played."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from unoduo.sim import wilson, write_plot
from unoduo.sim.tournament import AgentResult, PairResult, TournamentResult

PNG = b"\x89PNG\r\n\x1a\n"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unoduo", *args], capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("n", [2, 10, 200, 400, 1000])
def test_wilson_bounds_at_the_ends_are_exact(n: int) -> None:
    """A clean sweep's interval reaches 1 exactly (and a whitewash's starts at 0), never a rounding hair inside
    the observed rate, which is what made the plot's error bars negative."""
    low, high = wilson(n, n)
    assert high == 1.0 and 0.0 < low < 1.0
    low, high = wilson(0, n)
    assert low == 0.0 and 0.0 < high < 1.0


def _sweep(matches: int) -> TournamentResult:
    """Two pairs: a clean sweep each way (win rates 1 and 0, as random vs heuristic gives) and an even pair."""
    a_b = PairResult("heuristic", "random", matches=matches, wins=matches)
    b_a = PairResult("random", "heuristic", matches=matches, losses=matches)
    c_d = PairResult("random", "random#2", matches=matches, wins=0, losses=matches)
    d_c = PairResult("random#2", "random", matches=matches, wins=matches)
    agents = [AgentResult("heuristic", "heuristic"), AgentResult("random", "random"),
              AgentResult("random#2", "random")]
    return TournamentResult("duo", 2, {}, 987, matches, agents, [a_b, b_a, c_d, d_c], [], [])


@pytest.mark.parametrize("matches", [10, 400])
def test_plot_of_win_rates_zero_and_one(tmp_path: Path, matches: int) -> None:
    path = tmp_path / "sweep.png"
    write_plot(_sweep(matches), path)
    data = path.read_bytes()
    assert data.startswith(PNG) and len(data) > 1000


def test_tournament_refuses_unwritable_outputs_before_playing(tmp_path: Path) -> None:
    missing = tmp_path / "no such folder"
    # Many matches on purpose: the refusal must come first, so the command still ends at once.
    for args, words in [
        (["--json", str(missing / "r.json")], "No such file or directory"),
        (["--plot", str(missing / "p.png")], "No such file or directory"),
        (["--plot", str(tmp_path)], "Is a directory"),
        (["--json", str(tmp_path / "same"), "--plot", str(tmp_path / "same")], "name the same file"),
    ]:
        done = run_cli("tournament", "--agents", "heuristic,heuristic", "--matches", "100000", "--workers", "1", *args)
        assert done.returncode == 2, done.stderr
        assert "cannot write" in done.stderr or "same file" in done.stderr
        assert words in done.stderr and "Traceback" not in done.stderr
        assert "matches" not in done.stdout  # no table: nothing was played
    assert list(tmp_path.iterdir()) == []


def test_selfplay_refuses_an_unwritable_record_before_playing(tmp_path: Path) -> None:
    done = run_cli("selfplay", "--record", str(tmp_path / "absent" / "game.json"))
    assert done.returncode == 2 and "cannot write" in done.stderr and "No such file or directory" in done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr


def test_tournament_writes_both_outputs(tmp_path: Path) -> None:
    import json

    results, plot = tmp_path / "results.json", tmp_path / "rates.png"
    done = run_cli("tournament", "--agents", "random,random", "--matches", "2", "--seed", "3", "--workers", "1",
                   "--options", '{"target_score": 30}', "--json", str(results), "--plot", str(plot))
    assert done.returncode == 0, done.stderr
    assert json.loads(results.read_text())["matches_per_pair"] == 2
    assert plot.read_bytes().startswith(PNG)
