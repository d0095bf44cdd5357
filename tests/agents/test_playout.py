"""The fast Duo playout against the engine: the same policy, the same worlds, the same random numbers.

``duo_playout`` plays a round on plain lists; :func:`policy_action` is the same policy on the engine. Stepping
the engine with it from a search world must end the round exactly as the playout does: who went out, every
hand in order, both piles. Worlds come from seeded games of every Duo configuration, re-dealt from the seat
to act's view as search does (so rebuilds, challenges under every ``wd4_illegal_if`` test, dumps, volleys
and blocked rounds all occur).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from unoduo.agents.heuristic import HeuristicAgent
from unoduo.agents.playout import STARTS, duo_playout, duo_playout_end, policy_action
from unoduo.agents.redeal import Redealer
from unoduo.core import State, new_match, view

DUO_OPTIONS = [
    {},
    {"extra_cards": "as_wild"},
    {"reverse_as_skip": True},
    {"wd4_illegal_if": "any_nonwild_playable"},
    {"wd4_illegal_if": "any_playable"},
    {"rebuild_shuffle": False},
]


def worlds(options: dict, seed: int, count: int) -> list[State]:
    """Search worlds (target score 0: the match ends with the round) met at playout starts of a seeded game."""
    state = new_match("duo", seed=seed, options=options)
    agent = HeuristicAgent()
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count and not state.is_over:
        seat = state.to_act
        seen = view(state, seat)
        if state.decision in STARTS and rng.random() < 0.3:
            world = Redealer(seen, rng).sample(rng)
            found.append(world)
            found.append(short_pile(world))

        state.apply(agent.act(seen, rng), seat)
    return found


def short_pile(world: State) -> State:
    """The same world with only 3 cards left to draw (the rest under the top discard): the round rebuilds."""
    at = world.position()
    moved = at.draw_pile[3:]
    return State.from_position(replace(at, draw_pile=at.draw_pile[:3], known_bottom=0, discard=moved + at.discard))


def engine_end(world: State, seed: int) -> tuple[int, list[list[int]], list[int], list[int], set[str]]:
    """Step the engine with the policy until the round ends; the result as the playout gives it."""
    state = world.copy()
    rnd = random.Random(seed).random
    kinds: set[str] = set()
    while not state.is_over:
        events = state.apply(policy_action(state, rnd))
        kinds.update(e.kind for e in events)
    at = state.position()
    out = state.rounds[-1].out
    return (
        -1 if out is None else out,
        [list(map(int, h)) for h in at.hands],
        [int(c) for c in reversed(at.draw_pile)],
        [int(c) for c in at.discard],
        kinds,
    )


@pytest.mark.parametrize("options", DUO_OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_the_playout_ends_every_round_as_the_engine_does(options: dict) -> None:
    seen_kinds: set[str] = set()
    for index, world in enumerate(worlds(options, seed=len(str(options)), count=40)):
        for seed in range(3):
            end = duo_playout_end(world, random.Random(seed).random)
            out, hands, pile, discard, kinds = engine_end(world, seed)
            assert (end.out, end.hands, end.draw_pile, end.discard) == (out, hands, pile, discard), (index, seed)
            seen_kinds |= kinds
    # The worlds exercise the rules the playout implements.
    assert {"dump", "challenge", "uno"} <= seen_kinds
    if options.get("rebuild_shuffle", True):
        assert "rebuild" in seen_kinds


def test_playout_points_are_the_rounds_score_and_every_card_is_kept() -> None:
    """The points are the engine's round score (R73), and the playout's end holds exactly the world's cards
    (a card lost or duplicated by the playout fails this; the world itself is left as it was)."""
    for world in worlds({}, seed=9, count=25):
        before = world.position()
        cards = Counter(c for h in before.hands for c in h) + Counter(before.draw_pile) + Counter(before.discard)
        end = duo_playout_end(world, random.Random(1).random)
        assert Counter(c for h in end.hands for c in h) + Counter(end.draw_pile) + Counter(end.discard) == cards
        assert world.position() == before
        out, points = duo_playout(world, random.Random(1).random)
        state = world.copy()
        rnd = random.Random(1).random
        while not state.is_over:
            state.apply(policy_action(state, rnd))
        assert (out, tuple(points)) == (
            -1 if state.rounds[-1].out is None else state.rounds[-1].out,
            state.rounds[-1].points,
        )
