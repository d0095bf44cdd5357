"""The engine against its golden traces (tests/data/golden/, written by scripts/golden-traces).

Every configuration's first round is replayed with the same seeded policy and compared field by field with
the committed trace; whole matches are compared action by action through their digests. A failure names the
first difference (which action, which field, expected and actual); if the change is intended, run
``scripts/golden-traces`` and review ``git diff tests/data/golden``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from unoduo.core import Record, replay
from unoduo.core.record import contract
from unoduo.sim.traces import CONFIGURATIONS, WHOLE_MATCHES, dumps, first_difference, match_digests, round_trace

GOLDEN = Path(__file__).parents[1] / "data" / "golden"


def _load(relative: str) -> dict:
    return json.loads((GOLDEN / relative).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", [c[0] for c in CONFIGURATIONS])
def test_first_round_matches_its_golden_trace(name: str) -> None:
    expected = _load(f"rounds/{name}.json")
    actual = json.loads(dumps(round_trace(name)))
    difference = first_difference(expected, actual)
    if difference is not None:
        step = _step_of(difference, expected)
        pytest.fail(f"rounds/{name}.json differs at {difference}{step}\n(regenerate: scripts/golden-traces)")


@pytest.mark.parametrize("name", WHOLE_MATCHES)
def test_whole_match_matches_its_golden_digests(name: str) -> None:
    expected = _load(f"matches/{name}.json")
    actual = json.loads(dumps(match_digests(name)))
    for ply, (want, got) in enumerate(zip(expected["digests"], actual["digests"], strict=False)):
        if want != got:
            line = expected["record"]["actions"][ply] if ply < len(expected["record"]["actions"]) else "?"
            pytest.fail(f"matches/{name}.json: action {ply} ({line!r}) differs: digest {got[:12]} != {want[:12]}")
    difference = first_difference(
        {k: v for k, v in expected.items() if k != "digests"}, {k: v for k, v in actual.items() if k != "digests"}
    )
    assert difference is None, f"matches/{name}.json differs at {difference}"
    assert len(expected["digests"]) == len(actual["digests"])


_ALL_FILES = [f"rounds/{c[0]}.json" for c in CONFIGURATIONS] + [f"matches/{m}.json" for m in WHOLE_MATCHES]


@pytest.mark.parametrize("relative", _ALL_FILES)
def test_golden_records_replay_to_their_contract(relative: str) -> None:
    """The records kept in the traces replay with the engine to the contract written beside them."""
    data = _load(relative)
    assert contract(replay(Record.from_dict(data["record"]))) == data["contract"]


def test_the_difference_report_names_the_first_divergence() -> None:
    expected = {"steps": [{"action": "draw", "legal": ["draw"]}, {"action": "pass"}]}
    actual = {"steps": [{"action": "draw", "legal": ["draw"]}, {"action": "play R5"}]}
    assert first_difference(expected, actual) == '.steps[1].action: expected "pass", got "play R5"'
    assert first_difference(expected, expected) is None
    assert first_difference([1, 2], [1]) == ": expected 2 items, got 1"


def _step_of(difference: str, expected: dict) -> str:
    """The action a ``.steps[i]`` difference belongs to, for the failure message."""
    if not difference.startswith(".steps["):
        return ""
    index = int(difference[len(".steps[") : difference.index("]")])
    step = expected["steps"][index]
    return f" (ply {step['ply']}: seat {step['seat']} {step['action']!r} at a {step['decision']} decision)"
