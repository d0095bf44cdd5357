"""Every bot plays every house rule (docs/rules.md H1-H13) legally, and the heuristic plays them sensibly."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import position

from unoduo.agents.easy import EasyAgent
from unoduo.agents.heuristic import HeuristicAgent
from unoduo.agents.ismcts import ISMCTSAgent
from unoduo.agents.playout import policy_action
from unoduo.agents.random_agent import RandomAgent
from unoduo.agents.registry import make_agent
from unoduo.core import Action, new_match, view
from unoduo.sim.match import offer_jump_ins, play_match

ALL_HOUSE = {
    "stack_draw4": True, "stack_draw4_on_draw2": True, "challenge_stacked_draw4": True, "forced_play": True,
    "uno_penalty": 3, "catch_window": "until_next_turn", "match_rounds": 2, "seven_o": True, "jump_in": True,
}
SETTINGS = [
    ("duo", 2, {**ALL_HOUSE, "draw_until_playable": True}),
    ("duo", 2, {"wd4_mode": "no_bluff", "seven_o": True, "stack_draw4_on_draw2": True}),
    ("classic", 3, {**ALL_HOUSE, "stack_draw2": True, "scoring": "lowest_wins"}),
    ("classic", 4, {"wd4_mode": "no_challenge", "stack_draw4": True, "jump_in": True, "seven_o": True}),
]


def _play(state, agents, seed: int, max_steps: int = 6000):
    """Play to the end, asking any seat that may jump in first; every action must be one the view offered."""
    rngs = [random.Random(seed * 31 + s) for s in range(state.players)]
    steps = 0
    while not state.is_over and steps < max_steps:
        steps += 1
        jumped = False
        for seat, plays in state.jump_ins().items():
            choose = getattr(agents[seat], "jump_in", None)
            action = choose(view(state, seat), rngs[seat]) if choose else None
            if action is not None:
                assert action in plays
                state.apply(action, seat)
                jumped = True
                break
        if jumped:
            continue
        seat = state.to_act
        v = view(state, seat)
        action = agents[seat].act(v, rngs[seat])
        assert isinstance(action, Action) and action in v.legal, (str(action), [str(a) for a in v.legal])
        state.apply(action, seat)
    return state


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS)
def test_heuristic_easy_and_random_play_house_rules_legally(ruleset, players, options):
    for seed in range(2):
        agents = ([HeuristicAgent(), EasyAgent(), RandomAgent()] * 2)[seed : seed + players]
        state = new_match(ruleset, players=players, seed=seed, options={**options, "target_score": 120})
        assert _play(state, agents, seed).is_over


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS[:3])
def test_ismcts_plays_house_rules_legally(ruleset, players, options):
    """ISMCTS searches on determinizations with the house rules (its fast Duo playout is not used then)."""
    agents = [ISMCTSAgent(iterations=12)] + [HeuristicAgent()] * (players - 1)
    state = new_match(ruleset, players=players, seed=3, options={**options, "target_score": 60, "match_rounds": 1})
    assert _play(state, agents, 3).is_over


def test_playout_policy_is_legal_under_house_rules():
    rng = random.Random(1)
    for seed in range(6):
        ruleset = "duo" if seed % 2 else "classic"
        state = new_match(ruleset, players=2 if ruleset == "duo" else 3, seed=seed,
                          options={**ALL_HOUSE, "wd4_mode": "no_bluff", "target_score": 60})
        steps = 0
        while not state.is_over and steps < 4000:
            action = policy_action(state, rng.random)
            assert action in state.legal_actions()
            state.apply(action)
            steps += 1
        assert state.is_over


def test_simulation_loop_offers_jump_ins():
    """The simulation loop offers a jump-in to the agents that take one (the heuristic always does), and whole
    simulated matches with jump-in finish."""
    state = position("classic", ["R5 G1 G2", "Y1 Y2", "R5 B2 B3"], "R4", 0, options={"jump_in": True})
    state.apply("play R5")
    agents = [HeuristicAgent(), HeuristicAgent(), HeuristicAgent()]
    rngs = [random.Random(s) for s in range(3)]
    assert offer_jump_ins(state, agents, rngs)
    assert state.history[-1] == "2 play R5" and state.to_act == 0
    assert not offer_jump_ins(state, agents, rngs)
    outcome = play_match(["heuristic", "ismcts:8", "heuristic"], "classic", {"jump_in": True, "target_score": 60},
                         seed=4)
    assert sum(r.out is not None or r.blocked for r in outcome.rounds) == len(outcome.rounds) >= 1


# ---------------------------------------------------------------------------------------------- sensible play


def test_heuristic_swaps_with_the_smallest_hand():
    state = position("classic", ["R7 G1 G2 G3 G4", "Y1 Y2 Y3", "B1"], "R5", 0, options={"seven_o": True})
    state.apply("play R7")
    action = HeuristicAgent().act(view(state, 0), random.Random(0))
    assert str(action) == "swap 2"


@pytest.mark.parametrize(("hands", "wants_seven"), [
    (["R7 R8 G1 G2 G3 G4", "Y1", "B1 B2 B3 B4 B5 B6 B7"], True),  # a 7 takes a 1-card hand
    (["R7 R8", "Y1 Y2 Y3 Y4 Y5 Y6", "B1 B2 B3 B4 B5 B6 B7"], False),  # a 7 would only take a bigger hand
])
def test_heuristic_knows_what_a_seven_does(hands, wants_seven):
    """H12: with Seven-O the heuristic plays a 7 to take a small hand, and keeps it when every hand is bigger."""
    state = position("classic", hands, "R5", 0, options={"seven_o": True})
    action = HeuristicAgent().act(view(state, 0), random.Random(0))
    assert (str(action) == "play R7") is wants_seven, str(action)


def test_heuristic_stacks_a_wild_draw4_rather_than_taking_it():
    state = position("duo", ["W+4 R1 R2", "W+4 Y1 Y2 Y3"], "G5", 0, options={"stack_draw4": True})
    state.apply("play W+4 B")
    action = HeuristicAgent().act(view(state, 1), random.Random(0))
    assert action.kind == "play" and action.card == Action.parse("play W+4 R").card


def test_heuristic_catches_late():
    state = position("classic", ["R1 R2", "R7 Y2 Y3", "R8 B2 B3"], "R5", 0,
                     options={"catch_window": "until_next_turn"})
    state.apply("play R1")
    state.apply("ignore")
    state.apply("play R7")
    assert str(HeuristicAgent().act(view(state, 2), random.Random(0))) == "catch"


def test_the_easy_bot_takes_about_half_of_its_jump_ins():
    """H13: the easy bot misses half its chances to jump in; when it jumps in with its second-to-last card it
    calls UNO as often as on its turn (70%)."""
    state = position("classic", ["R5 G1 G2", "Y1 Y2", "R5 B2"], "R4", 0, options={"jump_in": True})
    state.apply("play R5")
    seen = view(state, 2)
    assert set(seen.jump_in) == {Action.parse("play R5"), Action.parse("play R5 uno")}
    agent = EasyAgent()
    picks = [agent.jump_in(seen, random.Random(seed)) for seed in range(400)]
    taken = [p for p in picks if p is not None]
    assert all(p in seen.jump_in for p in taken)
    assert 160 <= len(taken) <= 240
    assert 0.55 <= sum(p.uno for p in taken) / len(taken) <= 0.85
    assert EasyAgent().jump_in(view(state, 1), random.Random(0)) is None  # nothing to jump in with


def _jump_position() -> Any:
    """Classic, 3 seats: seat 0 just played R5 and seat 2 holds the other R5 (seat 1 is to act)."""
    state = position("classic", ["R5 G1 G2", "Y1 Y2", "R5 B2 B3"], "R4", 0, options={"jump_in": True})
    state.apply("play R5")
    return state


@pytest.mark.parametrize(
    ("specs", "chance", "jumps"),
    [
        (["random"] * 3, None, False),  # the agents' own rule: random never jumps in
        (["random"] * 3, 0.0, False),
        (["random"] * 3, 1.0, True),  # a random seat that sees its chance plays the last form offered
        (["heuristic"] * 3, None, True),
        (["heuristic"] * 3, 0.0, False),  # nobody sees it, not even the heuristic
    ],
)
def test_a_jump_in_chance_decides_who_sees_the_jump_in(specs: list[str], chance: float | None, jumps: bool) -> None:
    state = _jump_position()
    offered = state.jump_ins()[2]
    rngs = [random.Random(s) for s in range(3)]
    before = [r.getstate() for r in rngs]
    assert offer_jump_ins(state, [make_agent(s) for s in specs], rngs, chance) is jumps
    if jumps:
        assert state.history[-1] == f"2 {offered[-1]}"
    assert [r.getstate() for r in rngs] == before  # a chance of 0 or 1 draws nothing


def test_a_jump_in_chance_between_0_and_1_is_drawn_from_the_seats_generator() -> None:
    taken = 0
    for seed in range(400):
        state = _jump_position()
        taken += offer_jump_ins(state, [make_agent("random")] * 3, [random.Random(seed + s) for s in range(3)], 0.3)
    assert 80 <= taken <= 160  # 400 chances of 0.3: 120 expected, sd 9
