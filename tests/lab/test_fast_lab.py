"""The variant lab on the fast lane: a tiny fast lab's report checked against a direct computation from the
fast lane's deals, and variants the fast lane cannot play going to the core, each with its reason."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import assert_estimate
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.fast import lab_deals
from unoduo.fast.options import SUPPORTED
from unoduo.lab import LabSettings, parse_vary, run_lab
from unoduo.lab.report import format_value
from unoduo.lab.simulate import play_deal
from unoduo.lab.stats import Estimate
from unoduo.sim.match import derive_seed

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")

SHORT = {"target_score": 60}  # short matches keep the test quick


def credit(seat: int | None, winner: int | None) -> float | None:
    if seat is None:
        return None
    return 0.5 if winner is None else float(winner == seat)


def test_tiny_fast_lab_report_matches_a_direct_computation(tmp_path: Path) -> None:
    report, data = tmp_path / "lab.html", tmp_path / "lab.json"
    rounds, matches, seed = 10, 4, 5
    result = CliRunner().invoke(app, [
        "lab", "--ruleset", "duo", "--vary", "reverse_as_skip=false,true", "--options", json.dumps(SHORT),
        "--agents", "random", "--rounds", str(rounds), "--matches", str(matches), "--skill-matches", "2",
        "--ismcts-matches", "0", "--seed", str(seed), "--workers", "1", "--engine", "fast",
        "--report", str(report), "--json", str(data),
    ])
    assert result.exit_code == 0, result.output
    assert "engine: fast" in result.output
    out = json.loads(data.read_text(encoding="utf-8"))
    assert out["engine"] == "fast" and out["engine_notes"] == []
    metrics = {m["key"]: m for m in out["metrics"]}

    # the same deals again, straight from the fast lane: seed derive_seed("unoduo-lab", seed, k), first k % 2
    seeds = [derive_seed("unoduo-lab", seed, k) for k in range(rounds)]
    direct: dict[str, list[list[float]]] = {key: [[], []] for key in (
        "turns", "first_player", "first_drafter", "blocked", "points", "leader_wins", "match_rounds")}
    for v, flag in enumerate((False, True)):
        deals = lab_deals("duo", {**SHORT, "reverse_as_skip": flag}, 2, ["random", "random"], seeds,
                          [k % 2 for k in range(rounds)], [k < matches for k in range(rounds)])
        for k, deal in enumerate(deals):
            one = deal.rounds[0]
            assert one.p1 == k % 2
            direct["turns"][v].append(one.turns)
            direct["first_player"][v].append(credit(one.first_turn, one.winner))  # type: ignore[arg-type]
            direct["first_drafter"][v].append(credit(one.p1, one.winner))  # type: ignore[arg-type]
            direct["blocked"][v].append(float(one.blocked))
            direct["points"][v].append(sum(one.points))
            if k < matches:
                assert deal.finished
                direct["match_rounds"][v].append(len(deal.rounds))
                if deal.leader is not None:
                    direct["leader_wins"][v].append(0.5 if deal.winner is None else float(deal.winner == deal.leader))

    html_text = report.read_text(encoding="utf-8")
    assert set(metrics) == {*direct, "skill:heuristic:random"}  # the skill pair is played on the core
    assert [e["n"] for e in metrics["skill:heuristic:random"]["per_variant"]] == [2, 2]
    for key, (base, other) in direct.items():
        metric = metrics[key]
        for v, values in enumerate((base, other)):
            got = metric["per_variant"][v]
            assert_estimate(got, values, metric["kind"], key)
            from unoduo.lab.study import Metric

            shown = format_value(Metric(key, metric["title"], metric["kind"], "", []),
                                 Estimate(got["value"], got["low"], got["high"], got["n"]))
            assert shown in html_text, (key, shown)
        if key != "leader_wins":  # paired over every deal
            diffs = [x - y for x, y in zip(other, base, strict=True)]
            assert metric["differences"][1]["value"] == pytest.approx(statistics.fmean(diffs), abs=1e-6), key
            assert metric["differences"][1]["n"] == len(diffs)
    assert "fast, local, 1" in html_text  # engine, backend, workers
    # the command to play it again names the engine (a core lab of the same seed draws other numbers)
    assert "<span>--seed</span> <span>5</span> <span>--engine</span> <span>fast</span></code>" in html_text


@pytest.fixture
def reverse_as_skip_unplayed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fast lane as it would be if it did not play ``reverse_as_skip`` (an option it does not play yet)."""
    monkeypatch.setitem(SUPPORTED, "duo", SUPPORTED["duo"] - {"reverse_as_skip"})


@pytest.mark.usefixtures("reverse_as_skip_unplayed")
def test_a_variant_the_fast_lane_cannot_play_goes_to_the_core_with_its_reason(tmp_path: Path) -> None:
    settings = LabSettings(varies=(parse_vary("duo", "reverse_as_skip=false,true"),), fixed=dict(SHORT),
                           agents=("random",), rounds=3, matches=1, skill=(), seed=2, workers=1, engine="auto")
    result = run_lab(settings)
    assert result.engine == "fast (V0) and core (V1)"
    assert result.engine_notes == ["V1 (reverse_as_skip=true) on the core: the fast lane does not play the duo "
                                   "option 'reverse_as_skip' yet"]
    seeds = [derive_seed("unoduo-lab", 2, k) for k in range(3)]
    fast = lab_deals("duo", {**SHORT}, 2, ["random", "random"], seeds, [0, 1, 0], [True, False, False])
    core = [play_deal(["random", "random"], "duo", {**SHORT, "reverse_as_skip": True}, s, k % 2, k < 1)
            for k, s in enumerate(seeds)]
    assert result.deals["rounds"] == [fast, core]

    # the command prints where each variant runs and why, before it plays
    out = CliRunner().invoke(app, [
        "lab", "--vary", "reverse_as_skip=false,true", "--options", json.dumps(SHORT), "--agents", "random",
        "--rounds", "2", "--matches", "0", "--skill-matches", "0", "--ismcts-matches", "0", "--workers", "1",
        "--report", str(tmp_path / "lab.html"),
    ])
    assert out.exit_code == 0, out.output
    assert "engine: fast (V0) and core (V1)" in out.output
    assert "V1 (reverse_as_skip=true) on the core: the fast lane does not play the duo option" in out.output
    # --engine fast refuses it instead, before anything is played
    refused = CliRunner().invoke(app, [
        "lab", "--vary", "reverse_as_skip=false,true", "--agents", "random", "--engine", "fast",
        "--rounds", "2", "--report", str(tmp_path / "refused.html"),
    ])
    assert refused.exit_code == 2, refused.output
    assert "the fast lane cannot run variant V1 (reverse_as_skip=true)" in refused.output
    assert "--engine auto" in refused.output
    assert not (tmp_path / "refused.html").exists()


def test_auto_keeps_the_core_for_agents_the_fast_lane_does_not_play() -> None:
    settings = LabSettings(fixed=dict(SHORT), agents=("random", "heuristic"), rounds=2, matches=0, skill=(),
                           workers=1)
    result = run_lab(settings)
    assert result.engine == "core"
    assert result.engine_notes == ["core: the fast lane cannot run this lab: it plays only the agent random, not "
                                   "heuristic (use --agents random)"]
    core: Any = [play_deal(["random", "heuristic"], "duo", dict(SHORT), derive_seed("unoduo-lab", 0, k), k % 2,
                           False) for k in range(2)]
    assert result.deals["rounds"] == [core]


def test_fast_lane_workers_give_the_same_results_as_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    import unoduo.lab.fastlane as fastlane

    monkeypatch.setattr(fastlane, "FAST_PIECE", 3)  # several pieces even for a tiny lab
    told: list[tuple[str, int]] = []
    base = dict(ruleset="classic", varies=(parse_vary("classic", "stack_draw2=false,true"),), players=3,
                fixed={"target_score": 100}, agents=("random",), rounds=8, matches=2, skill=(), seed=4)
    one = run_lab(LabSettings(**base, workers=1))  # type: ignore[arg-type]
    two = run_lab(LabSettings(**base, workers=2), progress=lambda kind, n: told.append((kind, n)))  # type: ignore[arg-type]
    assert one.engine == two.engine == "fast"
    assert one.deals == two.deals
    assert told == [("rounds", 4)] * 4  # two pieces per variant: 8 deals over 2 workers (pieces of at least 3)
