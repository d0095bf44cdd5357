"""Tournament runner: agent specs, single matches, Wilson intervals, the balanced schedule, determinism across
worker counts, the JSON summary, the plot and the ``unoduo tournament`` command."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.agents import RandomAgent
from unoduo.agents.registry import PRESETS, make_agent, parse_spec, register_agent, unregister_agent
from unoduo.cli.main import app
from unoduo.core import Action, View
from unoduo.sim import play_match, run_tournament, schedule, wilson, write_plot
from unoduo.sim.stats import elo_ratings
from unoduo.sim.tournament import agent_labels, round_winner

runner = CliRunner()
FAST = {"target_score": 20}  # short matches: random players end a Duo match in a round or two


class EagerAgent:
    """Test-only: plays a card whenever it can (first such legal action), else the first legal action."""

    name = "eager"

    def act(self, view: View, rng: random.Random) -> Action:
        plays = [a for a in view.legal if a.kind == "play"]
        return plays[0] if plays else view.legal[0]


@pytest.fixture
def eager() -> object:
    register_agent("eager", EagerAgent)
    yield
    unregister_agent("eager")


# ------------------------------------------------------------------------------------------- registry


def test_specs_parse_with_budgets_and_presets() -> None:
    assert parse_spec("random").name == "random"
    assert parse_spec(" ismcts:200 ").iterations == 200
    assert parse_spec("ismcts:100ms").time_ms == 100.0
    assert parse_spec("ismcts:2s").time_ms == 2000.0
    assert parse_spec("ismcts").iterations is None and parse_spec("ismcts").time_ms is None
    assert parse_spec("medium").name == "heuristic"
    assert parse_spec("hard") == parse_spec(PRESETS["hard"]) and parse_spec("hard").iterations
    assert parse_spec("expert").iterations > parse_spec("hard").iterations  # type: ignore[operator]
    assert isinstance(make_agent("random"), RandomAgent)


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("nobody", "unknown agent 'nobody'"),
        ("ismcts:abc", "bad budget 'abc'"),
        ("ismcts:0", "at least 1"),
        ("ismcts:0ms", "more than 0"),
        ("ismcts:-3", "bad budget"),
        ("random:200", "takes no budget"),
        ("hard:5", "takes no budget"),
        ("", "empty agent spec"),
    ],
)
def test_bad_specs_raise_clear_value_errors(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make_agent(spec)


# ------------------------------------------------------------------------------------------- one match


def test_play_match_is_deterministic_and_reports_everything(eager: object) -> None:
    a = play_match(["eager", "random"], "duo", FAST, seed=11, first=1)
    b = play_match(["eager", "random"], "duo", FAST, seed=11, first=1)
    assert (a.winner, a.scores, a.rounds, a.seat_decisions) == (b.winner, b.scores, b.rounds, b.seat_decisions)
    assert a.first == 1 and a.agent_specs == ("eager", "random")
    assert a.decisions == sum(a.seat_decisions) > 0
    assert a.rounds and max(a.scores) >= FAST["target_score"]
    assert tuple(sum(r.points[s] for r in a.rounds) for s in range(2)) == a.scores
    assert a.winner is None or a.scores[a.winner] == min(a.scores)  # Duo: low score wins
    assert all(t >= 0 for t in a.decision_time_total) and len(a.decision_time_max) == 2
    classic = play_match(["random"] * 3, "classic", {"target_score": 30}, seed=1, first=0)
    assert len(classic.scores) == 3 and len(classic.seat_decisions) == 3


# ------------------------------------------------------------------------------------------- statistics


def test_wilson_matches_published_values() -> None:
    # Newcombe (1998), Statistics in Medicine 17:857, table I, method 3 (score interval without correction).
    for (x, n), (low, high) in {
        (81, 263): (0.2553, 0.3662),
        (15, 148): (0.0624, 0.1605),
        (0, 20): (0.0, 0.1611),
        (1, 29): (0.0061, 0.1718),
    }.items():
        got = wilson(x, n)
        assert round(got[0], 4) == low and round(got[1], 4) == high, (x, n, got)
    assert wilson(10, 20) == pytest.approx((0.299298, 0.700702), abs=1e-6)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10.5, 20)  # draws as half wins
    assert low < 10.5 / 20 < high
    with pytest.raises(ValueError):
        wilson(5, 4)


def test_elo_is_zero_sum_and_rewards_the_winner() -> None:
    ratings = elo_ratings(["a", "b"], [("a", "b", 1.0)] * 3 + [("a", "b", 0.5)])
    assert ratings["a"] > 1500 > ratings["b"] and ratings["a"] + ratings["b"] == pytest.approx(3000)


def test_round_winner() -> None:
    from unoduo.core import RoundResult

    assert round_winner(RoundResult((0, 12), 0, False), "duo") == 0
    assert round_winner(RoundResult((9, 12), None, True), "duo") == 0  # blocked: lowest points wins
    assert round_winner(RoundResult((9, 9), None, True), "duo") is None
    assert round_winner(RoundResult((0, 0, 0), None, True), "classic") is None


# ------------------------------------------------------------------------------------------- the schedule


@pytest.mark.parametrize("players", [2, 3, 4])
def test_schedule_balances_seats_and_first_seat(players: int) -> None:
    specs = ["a", "b", "c"]
    matches = 2 * players * players
    games = schedule(specs, matches, players, seed=5)
    assert len(games) == 3 * matches and [g.index for g in games] == list(range(len(games)))
    for pair in range(3):
        mine = [g for g in games if g.pair == pair]
        assert len(mine) == matches
        for deal in {g.deal for g in mine}:
            legs = [g for g in mine if g.deal == deal]
            assert [g.leg for g in legs] == [0, 1]
            assert legs[0].seed == legs[1].seed and legs[0].first == legs[1].first
            assert all(x != y for x, y in zip(legs[0].sides, legs[1].sides, strict=True))  # seats swapped
            # each side holds the first seat in exactly one leg
            assert sorted(g.sides[g.first] for g in legs) == [0, 1]
        for side in (0, 1):
            seats = Counter(s for g in mine for s in range(players) if g.sides[s] == side)
            assert len(set(seats.values())) == 1 and len(seats) == players  # every seat equally often
            firsts = sum(1 for g in mine if g.sides[g.first] == side)
            assert firsts == matches // 2
        solo = Counter((g.first, g.sides.index(g.leg)) for g in mine if players > 2)
        assert players == 2 or len(solo) == players * players  # solo seat meets every first seat
    # the same deal has the same seed for every pair (common random numbers)
    assert len({g.seed for g in games if g.deal == 0}) == 1
    assert len({g.seed for g in games}) == matches // 2


def test_schedule_specs_follow_sides() -> None:
    games = schedule(["x", "y"], 4, 2, seed=0)
    assert [g.specs for g in games[:2]] == [("x", "y"), ("y", "x")]
    assert [g.first for g in games] == [0, 0, 1, 1]


def test_agent_labels_are_unique() -> None:
    assert agent_labels(["random", "heuristic", "random", "random"]) == ["random", "heuristic", "random#2",
                                                                         "random#3"]


# ------------------------------------------------------------------------------------------- tournaments


def test_results_identical_for_any_worker_count() -> None:
    one = run_tournament(["random", "random", "random"], 4, options=FAST, seed=3, workers=1)
    two = run_tournament(["random", "random", "random"], 4, options=FAST, seed=3, workers=2)
    assert one.to_json() == two.to_json()
    assert [o.scores for o in one.outcomes] == [o.scores for o in two.outcomes]


def test_json_fields_present_and_consistent(eager: object) -> None:
    seen: list[int] = []
    result = run_tournament(["eager", "random"], 6, options=FAST, seed=4, workers=1, progress=seen.append)
    assert sum(seen) == 6
    data = json.loads(json.dumps(result.to_json()))
    assert data["ruleset"] == "duo" and data["matches_per_pair"] == 6 and data["options"]["target_score"] == 20
    assert [a["agent"] for a in data["agents"]] == ["eager", "random"]
    assert all(isinstance(a["rating"], float) for a in data["agents"])
    assert data["agents"][0]["rating"] + data["agents"][1]["rating"] == pytest.approx(3000, abs=0.02)
    first, second = data["pairs"]
    for entry in (first, second):
        for key in ("agent", "opponent", "matches", "wins", "losses", "draws", "win_rate", "ci_low", "ci_high",
                    "rounds", "round_wins", "round_win_rate", "mean_points_per_round"):
            assert key in entry, key
        assert entry["wins"] + entry["losses"] + entry["draws"] == entry["matches"] == 6
        assert entry["ci_low"] <= entry["win_rate"] <= entry["ci_high"]
        assert entry["win_rate"] == pytest.approx((entry["wins"] + entry["draws"] / 2) / 6, abs=1e-6)
        assert 0 <= entry["round_wins"] <= entry["rounds"]
    assert (first["agent"], first["opponent"]) == (second["opponent"], second["agent"])
    assert first["wins"] == second["losses"] and first["draws"] == second["draws"]
    assert first["rounds"] == second["rounds"] == sum(len(o.rounds) for o in result.outcomes)
    assert first["win_rate"] + second["win_rate"] == pytest.approx(1.0)
    points = sum(r.points[s] for g, o in zip(result.games, result.outcomes, strict=True) for r in o.rounds
                 for s in range(2) if g.sides[s] == 0)
    assert first["mean_points_per_round"] == pytest.approx(points / first["rounds"], abs=1e-6)


def test_classic_multiplayer_pair(tmp_path: Path) -> None:
    result = run_tournament(["random", "random"], 2, "classic", players=3, options={"target_score": 30}, seed=1,
                            workers=1)
    a, b = result.pairs
    assert a.matches == 2 and a.wins + a.losses + a.draws == 2 and a.wins == b.losses
    legs = list(zip(result.games, result.outcomes, strict=True))
    assert [g.sides.count(0) for g, _ in legs] == [1, 2]  # A alone, then A in the two other seats
    assert a.seat_rounds == sum(len(o.rounds) * g.sides.count(0) for g, o in legs)
    assert b.seat_rounds == sum(len(o.rounds) * g.sides.count(1) for g, o in legs)
    assert a.rounds == b.rounds == sum(len(o.rounds) for o in result.outcomes)


def test_plot_is_a_png(tmp_path: Path) -> None:
    result = run_tournament(["random", "random", "random"], 2, options=FAST, seed=3, workers=1)
    path = tmp_path / "rates.png"
    write_plot(result, path)
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 1000


def test_bad_settings_raise_before_playing() -> None:
    for kwargs, words in [
        ({"agents": ["random"], "matches": 2}, "at least 2 agents"),
        ({"agents": ["random", "random"], "matches": 0}, "positive even"),
        ({"agents": ["random", "random"], "matches": 3}, "positive even"),
        ({"agents": ["random", "nobody"], "matches": 2}, "unknown agent"),
        ({"agents": ["random", "random"], "matches": 2, "players": 3}, "exactly 2 players"),
        ({"agents": ["random", "random"], "matches": 2, "options": {"target": 3}}, "unknown duo option"),
        ({"agents": ["random", "random"], "matches": 2, "backend": "mpi"}, "unknown backend"),
    ]:
        with pytest.raises(ValueError, match=words):
            run_tournament(**kwargs)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------- the command


def test_cli_runs_end_to_end(tmp_path: Path) -> None:
    out, png = tmp_path / "t.json", tmp_path / "t.png"
    result = runner.invoke(app, ["tournament", "--agents", "random,random", "--matches", "4", "--ruleset", "duo",
                                 "--workers", "1", "--seed", "3", "--options", json.dumps(FAST), "--json", str(out),
                                 "--plot", str(png)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output and "random#2" in result.output
    data = json.loads(out.read_text())
    assert data["pairs"][0]["matches"] == 4 and data["seed"] == 3
    direct = run_tournament(["random", "random"], 4, options=FAST, seed=3, workers=1)
    assert data == direct.to_json()
    assert png.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--agents", "random,nobody"], "unknown agent 'nobody'"),
        (["--agents", "random,ismcts:abc"], "bad budget"),
        (["--agents", "random,ismcts:0"], "at least 1"),
        (["--agents", "random,random", "--matches", "0"], "--matches must be a positive even number"),
        (["--agents", "random,random", "--options", "{target"], "--options is not valid JSON"),
        (["--agents", "random,random", "--options", "[1]"], "must be a JSON object"),
        (["--agents", "random,random", "--options", '{"colour": 1}'], "unknown duo option"),
        (["--agents", "random"], "at least 2 agents"),
        (["--agents", "random,,random"], "empty spec"),
        (["--agents", "random,random", "--backend", "mpi"], "--backend must be one of"),
        (["--agents", "random,random", "--workers", "0"], "--workers must be at least 1"),
        (["--agents", "random,random", "--players", "3"], "exactly 2 players"),
    ],
)
def test_cli_bad_input_exits_2_without_traceback(args: list[str], words: str) -> None:
    result = runner.invoke(app, ["tournament", "--matches", "2", *args] if "--matches" not in args
                           else ["tournament", *args])
    assert result.exit_code == 2, result.output
    assert words in result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_ray_backend_without_ray_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes ``import ray`` raise ImportError
    result = runner.invoke(app, ["tournament", "--agents", "random,random", "--matches", "2", "--backend", "ray",
                                 "--options", json.dumps(FAST)])
    assert result.exit_code == 2, result.output
    assert "needs Ray, which is not installed" in result.output and "Traceback" not in result.output
