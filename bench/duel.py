"""What the two-bot strength benchmarks share (``bench/agents.py``, ``bench/fast_search.py``): ``--set`` options,
one seeded match between two agents, and how a match's rounds and result count for one seat."""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from typing import Any

from unoduo.agents import Agent
from unoduo.core import State, new_match, view


def parse_settings(parser: argparse.ArgumentParser, items: Sequence[str]) -> dict[str, Any]:
    """``--set NAME=VALUE`` options as a dict: a value is JSON when it parses as JSON, else the text itself."""
    options: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--set expects NAME=VALUE, not {item!r}")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    return options


def play_match(ruleset: str, seed: int, agents: Sequence[Agent]) -> State:
    """One whole two-seat match on deal ``seed`` (first drafter or player ``seed % 2``); the seats' random
    generators depend on the seed only, so the paired match (seats swapped) draws the same."""
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    state = new_match(ruleset, seed=seed, first=seed % 2)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agents[seat].act(view(state, seat), rngs[seat]), seat)
    return state


def rounds_won(state: State, seat: int, tie: float) -> float:
    """The rounds ``seat`` went out in, or won on points when the round was blocked (Duo: fewer points in
    hand; a tie on points counts ``tie``)."""
    won = 0.0
    for result in state.rounds:
        if result.out is not None:
            won += result.out == seat
        elif state.ruleset == "duo":
            mine, theirs = result.points[seat], result.points[1 - seat]
            won += 1.0 if mine < theirs else tie if mine == theirs else 0.0
    return won


def match_score(state: State, seat: int) -> float:
    """1 for a won match, 0.5 for a drawn one, 0 for a lost one."""
    return 1.0 if state.winner == seat else 0.5 if state.winner is None else 0.0
