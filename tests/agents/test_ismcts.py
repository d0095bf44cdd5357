"""ISMCTS: legal, deterministic for an iteration budget, blind to hidden cards, and better than chance."""

from __future__ import annotations

import random

import pytest
from helpers import position, scramble_hidden

from unoduo.agents.ismcts import ISMCTSAgent
from unoduo.core import new_match, view
from unoduo.core.decisions import DRAFT
from unoduo.core.state import State


def states_to_decide(ruleset: str, players: int, seed: int, count: int) -> list[State]:
    """States after any draft where the seat to act has a real choice (two or more legal actions)."""
    rng = random.Random(seed)
    state = new_match(ruleset, players=players, seed=seed, options={"target_score": 60})
    found = []
    while not state.is_over and len(found) < count:
        if len(state.legal_actions()) > 1 and state.decision != DRAFT and rng.random() < 0.3:
            found.append(state.clone())
        actions = state.legal_actions()
        plays = [a for a in actions if a.kind == "play"]
        state.apply(rng.choice(plays or actions))
    return found


@pytest.mark.parametrize("mode", ["flat", "tree"])
@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 2), ("classic", 4)])
def test_ismcts_returns_a_legal_action_deterministically(ruleset: str, players: int, mode: str) -> None:
    agent = ISMCTSAgent(iterations=40, mode=mode)
    for state in states_to_decide(ruleset, players, seed=3, count=6):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        first = agent.act(seen, random.Random(11))
        assert first in seen.legal
        assert agent.act(seen, random.Random(11)) == first
        if mode == "tree":
            assert agent.last_iterations == 40
        else:  # whole worlds: one playout per root action in each, within the budget
            assert 0 < agent.last_iterations <= max(40, len(seen.legal))
            assert agent.last_iterations > 40 - len(seen.legal)
        state.apply(first, seat)  # the engine agrees it is legal


@pytest.mark.parametrize("mode", ["flat", "tree"])
def test_ismcts_does_not_cheat(mode: str) -> None:
    """Two states that differ only in hidden cards lead to the same decision with the same seed."""
    agent = ISMCTSAgent(iterations=30, mode=mode)
    for index, state in enumerate(states_to_decide("duo", 2, seed=8, count=8)):
        seat = state.to_act
        assert seat is not None
        twin = scramble_hidden(state, seat, random.Random(index))
        assert twin.hands != state.hands or twin.draw_pile != state.draw_pile
        assert agent.act(view(state, seat), random.Random(5)) == agent.act(view(twin, seat), random.Random(5))


def test_the_guide_drafts() -> None:
    """Draft picks come from the guide (the heuristic) without search; with no guide, search drafts."""
    from unoduo.agents.heuristic import HeuristicAgent

    state = new_match("duo", seed=12, first=0)
    guided = ISMCTSAgent(iterations=20)
    for _ in range(14):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        choice = guided.act(seen, random.Random(1))
        assert guided.last_iterations == 0
        assert choice == HeuristicAgent().act(seen, random.Random(2))
        state.apply(choice, seat)
    for mode in ("flat", "tree"):
        unguided = ISMCTSAgent(iterations=20, guide=None, mode=mode)
        fresh = new_match("duo", seed=12, first=0)
        assert unguided.act(view(fresh, 0), random.Random(1)) in fresh.legal_actions()
        assert unguided.last_iterations == 20  # keep or reject: 10 worlds of 2 playouts when flat


def test_forced_decisions_need_no_search() -> None:
    state = new_match("duo", seed=2, first=0)
    while len(state.legal_actions()) != 1:
        state.apply(state.legal_actions()[-1])
    agent = ISMCTSAgent(iterations=10)
    seat = state.to_act
    assert seat is not None
    assert agent.act(view(state, seat), random.Random(1)) == state.legal_actions()[0]
    assert agent.last_iterations == 0


def test_time_budget_runs_at_least_one_iteration() -> None:
    state = states_to_decide("duo", 2, seed=4, count=1)[0]
    seat = state.to_act
    assert seat is not None
    agent = ISMCTSAgent(time_ms=5)
    assert agent.act(view(state, seat), random.Random(0)) in state.legal_actions()
    assert agent.last_iterations >= 1


def test_bad_budgets_are_refused() -> None:
    with pytest.raises(ValueError):
        ISMCTSAgent(iterations=0)
    with pytest.raises(ValueError):
        ISMCTSAgent(time_ms=-1)
    with pytest.raises(ValueError):
        ISMCTSAgent(mode="deep")
    with pytest.raises(ValueError):
        ISMCTSAgent(reward="score")


@pytest.mark.parametrize("mode", ["flat", "tree"])
def test_ismcts_finds_the_winning_move(mode: str) -> None:
    """With one card left that can go out now, search plays it rather than drawing (even unguided)."""
    state = position("duo", ["R3", "G1 G2 G3 G4 G5 G6"], "R7", 0)
    for guide in ("heuristic", None):
        choice = ISMCTSAgent(iterations=60, mode=mode, guide=guide).act(view(state, 0), random.Random(3))
        assert str(choice) == "play R3"


def test_redeals_keep_what_the_seat_knows() -> None:
    """A re-deal keeps the seat's hand, the public piles and every hand size, and varies only hidden cards."""
    from collections import Counter

    from unoduo.agents.redeal import Redealer

    for state in states_to_decide("duo", 2, seed=21, count=6):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        redealer = Redealer(seen, random.Random(1), infer=True)
        rng = random.Random(2)
        opponents = set()
        for _ in range(20):
            sample = redealer.sample(rng).position()
            real = state.position()
            assert sorted(sample.hands[seat]) == sorted(real.hands[seat])
            assert [len(h) for h in sample.hands] == [len(h) for h in real.hands]
            assert sample.discard == real.discard
            assert len(sample.draw_pile) == len(real.draw_pile)
            known = len(seen.known_bottom)
            assert sample.draw_pile[len(sample.draw_pile) - known :] == real.draw_pile[len(real.draw_pile) - known :]
            def cards(at):
                return Counter(at.draw_pile) + Counter(at.discard) + Counter(c for h in at.hands for c in h)

            assert cards(sample) == cards(real)
            opponents.add(tuple(sorted(sample.hands[1 - seat])))
        assert len(opponents) > 1


def test_inferred_deals_respect_what_a_draw_showed() -> None:
    """After the heuristic draws on its turn, sampled hands hold no more playable cards than it drew since."""
    from unoduo.agents.heuristic import HeuristicAgent
    from unoduo.agents.redeal import Redealer, hand_constraints

    heuristic = HeuristicAgent()
    state = new_match("duo", seed=5)
    rng = random.Random(0)
    checked = 0
    while not state.is_over and checked < 40:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        constraints = hand_constraints(seen).get(1 - seat, [])
        if seen.decision == "turn" and constraints and len(seen.legal) > 1:
            redealer = Redealer(seen, random.Random(checked), infer=True)
            for table, allowance in constraints:
                if allowance < len(state.hands[1 - seat]):
                    for _ in range(5):
                        sample = redealer.sample(rng)
                        assert sum(table[c] for c in sample.hands[1 - seat]) <= allowance
                    checked += 1
        state.apply(heuristic.act(seen, rng), seat)
    assert checked > 0
