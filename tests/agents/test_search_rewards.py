"""The search bots' round rewards (``unoduo.agents.ismcts.round_rewards``) on real finished rounds: going out
wins; in Duo a loser with few points gets a little, a blocked round goes to the lower hand, an equal block is
shared; in classic a blocked round is shared equally."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import position

from unoduo.agents.ismcts import duo_rewards, round_rewards
from unoduo.core import new_match
from unoduo.core.cards import standard_deck
from unoduo.core.state import State


def _finished(ruleset: str, seed: int, players: int = 2) -> State:
    state = new_match(ruleset, players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", range(4))
def test_duo_rounds_that_someone_went_out_of(seed: int) -> None:
    state = _finished("duo", seed)
    outs = [r for r in state.rounds if r.out is not None]
    assert len(outs) >= 1  # random play always has rounds that end by going out
    for index, result in enumerate(state.rounds):
        if result.out is None:
            continue
        out, loser = result.out, 1 - result.out
        expected_loser = 0.2 * max(0.0, 1.0 - result.points[loser] / 100.0)
        assert round_rewards(state, index) == pytest.approx(
            [1.0 if s == out else expected_loser for s in range(2)])
        assert round_rewards(state, index, "win") == [1.0 if s == out else 0.0 for s in range(2)]
        assert result.points[out] == 0 and round_rewards(state, index)[loser] < 0.25


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_classic_rounds_go_to_who_went_out(players: int, seed: int) -> None:
    state = _finished("classic", seed, players)
    for index, result in enumerate(state.rounds):
        expected = ([1.0 / players] * players if result.out is None
                    else [1.0 if s == result.out else 0.0 for s in range(players)])
        assert round_rewards(state, index) == expected
    assert any(r.out is not None for r in state.rounds)


def _blocked_duo(seat0: list[str], top: str) -> State:
    """Seat 0 holds ``seat0``, seat 1 every other card but the wild ``top`` (red named): both draws come back
    empty, and the round ends blocked (R69, R71, R72)."""
    left = Counter(card.code for card in standard_deck(False))
    for code in [*seat0, top]:
        left[code] -= 1
    state = position("duo", [seat0, sorted(left.elements())], top, 0, color="R")
    state.apply("draw", 0)
    state.apply("draw", 1)
    return state


def test_duo_blocked_round_goes_to_the_lower_hand() -> None:
    state = _blocked_duo(["Y1", "Y2"], "W")
    result = state.rounds[0]
    assert result.blocked and result.out is None and result.points[0] == 3 and result.points[1] > 100
    assert round_rewards(state, 0) == [1.0, 0.0]  # seat 1's 700-odd points earn nothing
    assert round_rewards(state, 0, "win") == [1.0, 0.0]


def test_duo_rewards_table() -> None:
    """The formula itself, including the cases random play rarely reaches (a blocked tie)."""
    assert duo_rewards(0, [0, 30]) == pytest.approx([1.0, 0.14])
    assert duo_rewards(1, [40, 0]) == pytest.approx([0.12, 1.0])
    assert duo_rewards(0, [0, 250]) == [1.0, 0.0]
    assert duo_rewards(-1, [12, 30]) == pytest.approx([1.0, 0.14])
    assert duo_rewards(-1, [20, 20]) == pytest.approx([0.56, 0.56])
    assert duo_rewards(-1, [20, 20], "win") == [0.5, 0.5]
    assert duo_rewards(-1, [50, 10], "win") == [0.0, 1.0]
