"""Mass simulation on the fast lane: sums that add up the same on any backend, statistics, sample records that
replay on the core, and the ``unoduo simulate`` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.core import Record
from unoduo.core.record import replay
from unoduo.fast.simulate import sample_records, simulate

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")


def test_blocks_add_up_the_same_whatever_the_split_of_work() -> None:
    one = simulate("duo", 600, seed=3, block_rounds=200)
    again = simulate("duo", 600, seed=3, block_rounds=200)
    assert one.sums == again.sums and one.rounds == 600
    other = simulate("duo", 600, seed=4, block_rounds=200)
    assert other.sums != one.sums
    estimates = one.estimates()
    assert 14 < estimates["round_length"].value < 400  # at least the 14 draft picks
    for name in ("first_mover_wins", "round_first_wins", "seat0_wins"):
        e = estimates[name]
        assert 0.0 <= e.low <= e.value <= e.high <= 1.0


def test_ray_gives_the_same_numbers() -> None:
    ray = pytest.importorskip("ray")
    local = simulate("classic", 400, players=3, policy="greedy", seed=9, block_rounds=100)
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        remote = simulate("classic", 400, players=3, policy="greedy", seed=9, block_rounds=100, backend="ray")
    finally:
        ray.shutdown()
    assert remote.sums == local.sums


def test_sample_records_replay_to_their_end() -> None:
    records = sample_records("duo", 2, {"target_score": 50, "rebuild_shuffle": True}, "uniform", 5, 2)
    assert len(records) == 2
    for record in records:
        assert record.first is not None and record.decks and record.random is not None
        state = replay(Record.from_json(record.to_json()))
        assert state.match_over


def test_simulate_command_prints_statistics_and_writes_records(tmp_path: Path) -> None:
    out = tmp_path / "records"
    result = CliRunner().invoke(app, ["simulate", "--ruleset", "classic", "--rounds", "300", "--players", "3",
                                      "--policy", "greedy", "--records", str(out), "--keep", "2", "--seed", "1",
                                      "--json", str(tmp_path / "sim.json")])
    assert result.exit_code == 0, result.output
    assert "round length" in result.output and "95% CI" in result.output
    files = sorted(out.glob("*.json"))
    assert len(files) == 2
    for path in files:
        runner = CliRunner().invoke(app, ["replay", str(path), "--json"])
        assert runner.exit_code == 0 and json.loads(runner.stdout)["match_over"] is True
    data = json.loads((tmp_path / "sim.json").read_text())
    assert data["sums"]["rounds"] == 300 and data["jump_in_chance"] is None


def test_simulate_command_with_a_jump_in_chance(tmp_path: Path) -> None:
    """``--jump-in-chance``: said on the terminal and in the JSON; its sample records hold jump-ins (random play
    never jumps in on its own) and replay with ``unoduo replay``."""
    out = tmp_path / "records"
    result = CliRunner().invoke(app, ["simulate", "--ruleset", "duo", "--rounds", "200", "--policy", "random",
                                      "--options", '{"jump_in": true, "target_score": 150}',
                                      "--jump-in-chance", "1", "--records", str(out), "--keep", "2",
                                      "--json", str(tmp_path / "sim.json")])
    assert result.exit_code == 0, result.output
    assert "took it with probability 1" in result.output
    assert json.loads((tmp_path / "sim.json").read_text())["jump_in_chance"] == 1.0
    jumps = 0
    for path in sorted(out.glob("*.json")):
        runner = CliRunner().invoke(app, ["replay", str(path), "--json"])
        assert runner.exit_code == 0 and json.loads(runner.stdout)["match_over"] is True
        record = Record.from_json(path.read_text())
        state = record.start()
        for line in record.actions:
            seat, _, text = line.partition(" ")
            jumps += int(seat) != state.to_act
            state.apply(text, int(seat))
    assert jumps > 0


@pytest.mark.parametrize(("ruleset", "players", "options"), [
    ("classic", 3, {"scoring": "lowest_wins", "match_rounds": 2, "stack_draw4": True, "stack_draw4_on_draw2": True,
                    "challenge_stacked_draw4": True, "catch_window": "until_next_turn", "uno_penalty": 3,
                    "forced_play": True, "target_score": 10_000}),
    ("duo", 2, {"draw_until_playable": True, "wd4_mode": "no_bluff", "stack_draw4": True, "match_rounds": 2,
                "catch_window": "until_next_turn", "target_score": 10_000}),
])
def test_house_rule_records_replay_with_the_replay_command(tmp_path: Path, ruleset: str, players: int,
                                                           options: dict[str, object]) -> None:
    """Records of fast self-play under house rules replay with ``unoduo replay``: the options are in the record,
    the match ends after match_rounds (H10), and under lowest-wins scoring (H11) the lowest total wins."""
    out = tmp_path / "records"
    result = CliRunner().invoke(app, ["simulate", "--ruleset", ruleset, "--rounds", "40", "--players", str(players),
                                      "--policy", "random", "--options", json.dumps(options), "--records", str(out),
                                      "--keep", "3", "--seed", "2"])
    assert result.exit_code == 0, result.output
    files = sorted(out.glob("*.json"))
    assert len(files) == 3
    for path in files:
        recorded = Record.from_json(path.read_text()).options
        assert all(recorded.get(name) == value for name, value in options.items()), recorded
        runner = CliRunner().invoke(app, ["replay", str(path), "--json"])
        assert runner.exit_code == 0, runner.output
        state = json.loads(runner.stdout)
        assert state["match_over"] is True and len(state["rounds"]) == 2
        scores = state["scores"]
        if scores.count(min(scores)) == 1:
            assert state["winner"] == scores.index(min(scores))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--options", "{"], "not valid JSON"),
        (["--rounds", "0"], "--rounds"),
        (["--policy", "smart"], "--policy"),
        (["--backend", "cloud"], "--backend"),
        (["--options", '{"stack_draw2": true}'], "unknown duo option"),
        (["--options", '{"jump_in": true}', "--jump-in-chance", "1.5"], "--jump-in-chance must be from 0 to 1"),
        (["--options", '{"jump_in": true}', "--jump-in-chance", "-0.1"], "--jump-in-chance must be from 0 to 1"),
        (["--jump-in-chance", "0.5"], "--jump-in-chance needs the jump-in house rule"),
    ],
)
def test_simulate_command_refuses_bad_input(args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, ["simulate", "--rounds", "10", *args])
    assert result.exit_code == 2
    assert message in result.output
