"""bench/engine.py's ``playful`` policy, written for speed, chooses like its plain definition: uniformly among
the plays (among those with the UNO call when there are any), ``accept`` for a Wild Draw 4, and uniformly among
all legal actions otherwise."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from unoduo.core import Action, new_match

_SPEC = importlib.util.spec_from_file_location("bench_engine", Path(__file__).parents[2] / "bench" / "engine.py")
assert _SPEC is not None and _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(bench)


def _reference_options(legal: list[Action]) -> list[Action]:
    plays = [a for a in legal if a.kind in ("play", "dump")]
    if not plays:
        return [Action.parse("accept")] if str(legal[0]) == "challenge" else legal
    return [a for a in plays if a.uno] or plays


@pytest.mark.parametrize(("ruleset", "players"), [("classic", 2), ("classic", 4), ("duo", 2)])
def test_playful_chooses_among_the_reference_options(ruleset: str, players: int) -> None:
    choice = bench.make_choice("playful", seed=5)
    spread: Counter[int] = Counter()  # how many distinct picks each multi-option decision saw over repeats
    for seed in range(3):
        state = new_match(ruleset, players=players, seed=seed)
        while not state.match_over:
            legal = state.legal_actions()
            options = _reference_options(legal)
            picks = {choice(list(legal)) for _ in range(40)}
            assert picks <= set(options), (legal, picks)
            if len(options) > 1:
                spread[len(picks) == len(set(options))] += 1
            state.apply(choice(legal))
    assert spread[True] > 0.9 * sum(spread.values())  # every option gets chosen (40 tries each)
