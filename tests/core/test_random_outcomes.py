"""Records that replay anywhere: ``first``, ``decks`` and ``random`` (every random outcome inside a round) let a
record replay with no random generator at all; ``seed`` alone still replays as before."""

from __future__ import annotations

import json
import types
from pathlib import Path

import pytest
from typer.testing import CliRunner

import unoduo.core.state as state_module
from unoduo.cli.main import app
from unoduo.core import Record, RecordError, new_match, replay
from unoduo.core.record import ReplayError, contract
from unoduo.sim.traces import golden_policy

GOLDEN = Path(__file__).parents[1] / "data" / "golden"


class _NoGenerator:
    """Stands in for ``random.Random`` in the engine: any attempt to make a generator fails the test."""

    def __init__(self, *args: object) -> None:
        raise AssertionError(f"the replay made a random generator (seeded {args!r})")


def replay_without_generator(record: Record, monkeypatch: pytest.MonkeyPatch) -> dict:
    """The replayer with no random generator: the engine, its generators removed, fed the recorded outcomes.

    The seed is changed too, so nothing the seed would give can sneak in.
    """
    with monkeypatch.context() as patch:
        patch.setattr(state_module, "random", types.SimpleNamespace(Random=_NoGenerator))
        data = record.to_dict()
        data["seed"] = record.seed + 1
        return contract(replay(Record.from_dict(data)))


def seed_only(record: Record) -> Record:
    data = record.to_dict()
    for key in ("first", "decks", "random"):
        data.pop(key, None)
    return Record.from_dict(data)


@pytest.mark.parametrize(
    "arguments",
    [["--ruleset", "classic", "--players", "4", "--seed", "12"], ["--ruleset", "duo", "--seed", "3"]],
    ids=["classic-4p-seed-12", "duo-seed-3"],
)
def test_selfplay_records_replay_from_their_outcomes_alone(tmp_path: Path, monkeypatch, arguments) -> None:
    path = tmp_path / "b.json"
    result = CliRunner().invoke(app, ["selfplay", *arguments, "--record", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {"first", "decks", "random"} <= set(data)
    assert len(data["decks"]) == len(data["random"]) == len(replay(Record.from_dict(data)).rounds)
    record = Record.from_dict(data)
    expected = contract(replay(seed_only(record)))  # seed alone, as before
    assert replay_without_generator(record, monkeypatch) == expected
    outcomes = [o for r in data["random"] for o in r]
    assert outcomes, "the match rebuilds its pile or puts a wild back (C4)"


@pytest.mark.parametrize("name", ["duo", "classic-4p"])
def test_matches_with_rebuilds_and_returned_wilds_replay_from_their_outcomes(name: str, monkeypatch) -> None:
    """The golden whole matches: Duo's has a shuffled rebuild in round 4, classic's a wild put back (C4)."""
    data = json.loads((GOLDEN / "matches" / f"{name}.json").read_text(encoding="utf-8"))
    kinds = {kind for r in data["record"]["random"] for o in r for kind in o}
    assert kinds == ({"rebuild"} if name == "duo" else {"wild_under"})
    record = Record.from_dict(data["record"])
    assert replay_without_generator(record, monkeypatch) == data["contract"]
    assert contract(replay(seed_only(record))) == data["contract"]


def test_a_duo_rebuild_is_recorded_as_the_new_pile_and_used_on_replay() -> None:
    config = ("duo", 2, {}, 1)
    state = new_match(config[0], seed=config[3])
    policy = golden_policy(config[3])
    while not any(state.round_random):
        state.apply(policy(state.legal_actions()))
    (round_index, outcomes), = [(k, r) for k, r in enumerate(state.round_random) if r]
    rebuilt = outcomes[0]
    events = [e for e in state.round_events if e.kind == "rebuild"]
    assert events and events[0].count == len(rebuilt)
    # A different recorded order is followed: the next card drawn is the recorded pile's top.
    record = Record.of(state)
    data = record.to_dict()
    changed = list(reversed(data["random"][round_index][0]["rebuild"]))
    data["random"][round_index][0]["rebuild"] = changed
    other = Record.from_dict(data).start()
    for line in data["actions"][: state.ply]:
        seat, action = line.split(" ", 1)
        other.apply(action, int(seat))
    assert [c.code for c in other.round_random[round_index][0]] == changed
    assert other.draw_pile[: len(changed) - 1] != state.draw_pile[: len(changed) - 1]


@pytest.mark.parametrize(
    ("random", "message"),
    [
        ({"x": 1}, "'random' must be a list"),
        ([[{"rebuild": ["R5"], "wild_under": 2}]], "random[0][0] must be"),
        ([[{"rebuild": ["Q5"]}]], "random[0][0].rebuild[0]: unknown card code 'Q5'"),
        ([[{"wild_under": 0}]], "'wild_under' must be an integer >= 1"),
        ([[{"shuffle": 3}]], "unknown outcome 'shuffle'"),
    ],
)
def test_malformed_random_outcomes_are_refused(random, message: str) -> None:
    data = {"format": "unoduo-record/1", "ruleset": "classic", "players": 3, "random": random, "actions": []}
    with pytest.raises(RecordError, match=message.replace("[", r"\[").replace("]", r"\]").replace("(", r"\(")):
        Record.from_dict(data)


def test_an_outcome_that_does_not_fit_fails_the_replay_at_its_action() -> None:
    data = json.loads((GOLDEN / "matches" / "duo.json").read_text(encoding="utf-8"))["record"]
    k = next(i for i, r in enumerate(data["random"]) if r)
    data["random"][k][0]["rebuild"] = data["random"][k][0]["rebuild"][1:]  # one card short
    with pytest.raises(ReplayError) as caught:
        replay(Record.from_dict(data))
    assert caught.value.reason == "bad_random" and "must hold the" in caught.value.message
    classic = json.loads((GOLDEN / "matches" / "classic-4p.json").read_text(encoding="utf-8"))["record"]
    k = next(i for i, r in enumerate(classic["random"]) if r)
    recorded = classic["random"][k][0]
    classic["random"][k][0] = {"wild_under": 500}
    with pytest.raises(ReplayError, match="goes back under 1 to"):
        replay(Record.from_dict(classic))
    classic["random"][k][0] = recorded
    classic["random"][k].append({"wild_under": 1})
    with pytest.raises(ReplayError, match="more than its round used"):
        replay(Record.from_dict(classic))
