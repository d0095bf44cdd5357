"""The heuristic bot (and the easy preset): decisions in set-up positions, legality, determinism, no cheating."""

from __future__ import annotations

import random

import pytest
from helpers import duo_deck, position, scramble_hidden

from unoduo.agents.easy import EasyAgent
from unoduo.agents.hand_inference import challenge_chance
from unoduo.agents.heuristic import HeuristicAgent
from unoduo.agents.random_agent import RandomAgent
from unoduo.core import Action, Card, Record, State, new_match, view
from unoduo.core.decisions import DRAFT
from unoduo.core.record import replay

HERO = HeuristicAgent()


def decide(state: State, seed: int = 0) -> str:
    seat = state.to_act
    assert seat is not None
    action = HERO.act(view(state, seat), random.Random(seed))
    assert action in view(state, seat).legal
    return str(action)


# ---------------------------------------------------------------------------------------------- UNO and catch


def test_it_always_calls_uno() -> None:
    state = position("duo", ["R3 G5", "B1 B2 B3 B4"], top="R7", to_act=0)
    assert decide(state) == "play R3 uno"
    state = position("classic", ["R3 G5", "B1 B2 B3 B4", "Y1 Y2 Y3"], top="R7", to_act=0)
    assert decide(state) == "play R3 uno"


def test_it_always_catches_a_missed_call() -> None:
    state = position("duo", ["R1 R2 R3 B4 G5", "B3 B5 G8"], top="B7", to_act=1)
    state.apply("play B3")  # seat 1 leaves itself 2 cards: no catch
    state.apply("play B4")
    state.apply("play B5")  # one card left and no call
    assert state.decision == "catch" and state.to_act == 0
    assert decide(state) == "catch"


# ---------------------------------------------------------------------------------------------- tempo


def test_a_dump_ends_on_the_skip_when_that_wins_the_round() -> None:
    # T3-like: after the Reverse, ending the dump on the Skip gives another turn, and the W then goes out.
    state = position("duo", ["B3 BS BR W", "R1 R2 R3 G4 G5"], top="B5", to_act=0)
    state.apply("play BR")
    assert state.decision == "dump"
    assert decide(state) == "dump B3 BS uno"


def test_a_dump_that_goes_out_ends_on_the_draw_two() -> None:
    # T10: ending on Y+2 makes the opponent draw 2 more cards, which count against them.
    state = position("duo", ["Y4 YR Y+2", "R3 GS W+4"], top="Y7", to_act=0)
    state.apply("play YR")
    assert decide(state) == "dump Y4 Y+2"


def test_the_whole_turn_is_planned_through_skips() -> None:
    # Skip first, then the last card: going out this turn beats shedding the 9.
    state = position("duo", ["R9 RS", "B1 B2 B3 B4"], top="R2", to_act=0)
    assert decide(state) == "play RS uno"
    state = position("classic", ["RS R5", "B1 B2 B3 B4"], top="R3", to_act=0)
    assert decide(state) == "play RS uno"


def test_it_sheds_the_higher_card_of_equal_use() -> None:
    state = position("duo", ["R1 R9 G2 G3 B4", "Y1 Y2"], top="R5", to_act=0)
    assert decide(state) == "play R9"


def test_a_wild_names_the_color_it_holds() -> None:
    state = position("duo", ["G1 G2 G5 W", "B1 B2 B3 B4 B5"], top="R7", to_act=0)
    assert decide(state) == "play W G"


def test_a_turned_up_wild_gets_the_drafters_best_color() -> None:
    deck = duo_deck(p1="Y1 Y3 Y5 Y7 GS B2 R4", p2="R1 R2 G1 G2 B1 B3 B5", turn_up="W")
    state = replay(Record(ruleset="duo", first=0, decks=[deck], actions=[f"{k % 2} keep" for k in range(14)]))
    assert state.decision == "color" and state.to_act == 0
    assert decide(state) == "color Y"


# ---------------------------------------------------------------------------------------------- volleys


def test_it_stacks_a_volley_when_the_opponent_is_unlikely_to_answer() -> None:
    state = position("duo", ["Y+2 G3 B1 B7", "R+2 R6 Y8 W"], top="R4", to_act=1)
    state.apply("play R+2")
    assert state.decision == "volley" and state.to_act == 0
    assert decide(state) == "play Y+2"


def test_it_takes_a_volley_against_a_hand_that_surely_holds_a_draw_two() -> None:
    big = "R+2 R+2 G+2 G+2 B+2 R1 R2 R3 R4 R5 R6 R7 R8 R9 G1 G2 G3 G4 G5 G6 G7 G8 G9 B1 B2 B3"
    state = position("duo", ["Y+2 G0 B0 Y0", big], top="R4", to_act=1)
    state.apply("play R+2")
    assert decide(state) == "draw"


# ---------------------------------------------------------------------------------------------- Wild Draw 4


def test_it_challenges_when_the_offender_very_likely_held_the_color() -> None:
    offender = "W+4 R1 R2 R3 G1 G2 G3 B1 B2 B3 Y1 Y2"
    state = position("duo", ["G5 B5 Y5 Y6", offender], top="R7", to_act=1)
    state.apply("play W+4 G")
    assert state.decision == "challenge" and state.to_act == 0
    assert challenge_chance(view(state, 0)) > 0.9
    assert decide(state) == "challenge"


def test_it_accepts_when_the_offender_unlikely_held_the_color() -> None:
    # Almost every red card is in sight (own hand and discard pile); the offender kept one card.
    reds = "R0 R1 R1 R2 R2 R3 R3 R4 R4 R5 R5 R6 R6 R7 R8 R8 R9 R9 RS RS RR RR R+2"
    state = position("duo", ["R+2 G5 B5 Y5", "W+4 B9"], top="R7", discard=reds, to_act=1)
    state.apply("play W+4 G uno")
    assert state.decision == "challenge" and state.to_act == 0
    assert challenge_chance(view(state, 0)) < 0.05
    assert decide(state) == "accept"


def test_it_does_not_bluff_a_wild_draw_four_from_a_big_hand() -> None:
    state = position("duo", ["R3 R8 G2 B5 Y6 W+4", "B1 B2 B3 B4 B5"], top="R5", to_act=0)
    assert not decide(state).startswith("play W+4")


def test_a_legal_wild_draw_four_is_played() -> None:
    state = position("duo", ["G2 G5 B5 Y6 W+4", "B1 B2 B3 B4 B5"], top="R9", to_act=0)
    assert decide(state) == "play W+4 G"


# ---------------------------------------------------------------------------------------------- draft


@pytest.mark.parametrize(("candidate", "expected"), [("RS", "keep"), ("B+2", "keep"), ("B9", "reject")])
def test_the_draft_keeps_strong_cards_and_rejects_heavy_numbers(candidate: str, expected: str) -> None:
    deck = duo_deck(p1=[candidate, "Y3", "Y5", "Y7", "GS", "B2", "R4"], p2="R1 R2 G1 G2 B1 B3 B5", turn_up="G6")
    state = replay(Record(ruleset="duo", first=0, decks=[deck], actions=[]))
    assert state.decision == DRAFT
    assert view(state, 0).candidate == Card.parse(candidate)
    assert decide(state) == expected


# ---------------------------------------------------------------------------------------------- whole matches

SETTINGS = [
    ("duo", 2, {}),
    ("duo", 2, {"extra_cards": "as_wild", "reverse_as_skip": True}),
    ("duo", 2, {"wd4_illegal_if": "any_nonwild_playable", "rebuild_shuffle": False}),
    ("duo", 2, {"wd4_illegal_if": "any_playable"}),
    ("classic", 2, {"stack_draw2": True}),
    ("classic", 3, {"draw_until_playable": True, "rebuild_shuffle": False}),
    ("classic", 4, {"stack_draw2": True, "draw_until_playable": True}),
    ("classic", 7, {}),
    ("classic", 10, {"stack_draw2": True}),
]


def play_match(state: State, agents: list, seed: int, check: bool = True, max_steps: int = 20_000) -> State:
    rngs = [random.Random(seed * 31 + s) for s in range(state.players)]
    steps = 0
    while not state.is_over and steps < max_steps:
        seat = state.to_act
        assert seat is not None
        v = view(state, seat)
        action = agents[seat].act(v, rngs[seat])
        if check:
            assert isinstance(action, Action) and action in v.legal, (str(action), [str(a) for a in v.legal])
        state.apply(action, seat)
        steps += 1
    return state


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS)
def test_every_decision_is_legal_in_whole_matches(ruleset: str, players: int, options: dict) -> None:
    target = {"target_score": 80 if ruleset == "duo" else 150}
    for seed in range(2):
        agents: list = [HERO, EasyAgent(), RandomAgent()] * 4
        agents = agents[seed : seed + players]
        state = new_match(ruleset, players=players, seed=seed, options=dict(options, **target))
        assert play_match(state, agents, seed).is_over


def test_heuristic_against_itself_finishes_duo_and_classic() -> None:
    for ruleset, players in (("duo", 2), ("classic", 3)):
        state = new_match(ruleset, players=players, seed=5, options={"target_score": 100})
        assert play_match(state, [HERO] * players, 5).is_over


def test_it_is_deterministic_for_the_same_seed() -> None:
    def record(seed: int) -> list[str]:
        state = new_match("duo", seed=seed, options={"target_score": 60})
        return play_match(state, [HeuristicAgent(), HeuristicAgent()], seed).history

    assert record(3) == record(3)


# ---------------------------------------------------------------------------------------------- no cheating


@pytest.mark.parametrize(
    ("ruleset", "players", "options"),
    [("duo", 2, {}), ("duo", 2, {"rebuild_shuffle": False}), ("classic", 3, {"stack_draw2": True})],
)
def test_decisions_do_not_depend_on_hidden_cards(ruleset: str, players: int, options: dict) -> None:
    rng = random.Random(2)
    agents: list = [HERO, RandomAgent(), HERO][:players]
    checked = 0
    for seed in range(11, 20):
        state = new_match(ruleset, players=players, seed=seed, options=dict(options, target_score=60))
        steps = 0
        while not state.is_over and steps < 400:
            seat = state.to_act
            assert seat is not None
            twin = scramble_hidden(state, seat, random.Random(steps))
            assert view(twin, seat) == view(state, seat)
            for s in (0, 1):
                assert HERO.act(view(state, seat), random.Random(s)) == HERO.act(view(twin, seat), random.Random(s))
            checked += 1
            state.apply(agents[seat].act(view(state, seat), rng), seat)
            steps += 1
        if checked > 600:
            break
    assert checked > 300


# ---------------------------------------------------------------------------------------------- strength


def test_heuristic_beats_random_in_most_duo_matches() -> None:
    wins = 0
    matches = 40
    for k in range(matches):
        hero_seat = k % 2
        state = new_match("duo", seed=100 + k, first=(k // 2) % 2, options={"target_score": 100})
        agents: list = [HERO, RandomAgent()] if hero_seat == 0 else [RandomAgent(), HERO]
        play_match(state, agents, k, check=False)
        wins += state.winner == hero_seat
    assert wins >= 0.7 * matches


# ---------------------------------------------------------------------------------------------- easy


def test_easy_sometimes_forgets_uno_and_sometimes_ignores_a_catch() -> None:
    easy = EasyAgent()
    state = position("duo", ["R3 G5", "B1 B2 B3 B4"], top="R7", to_act=0)
    chosen = [easy.act(view(state, 0), random.Random(s)) for s in range(200)]
    assert all(a in view(state, 0).legal for a in chosen)
    assert all(a.kind == "play" for a in chosen)  # it prefers playing over drawing
    forgot = sum(not a.uno for a in chosen)
    assert 20 < forgot < 120

    state = position("duo", ["R1 R2 R3 B4 G5", "B3 B5 G8"], top="B7", to_act=1)
    for action in ("play B3", "play B4", "play B5"):
        state.apply(action)
    answers = [str(easy.act(view(state, 0), random.Random(s))) for s in range(200)]
    assert {"catch", "ignore"} == set(answers)
    assert answers.count("catch") > answers.count("ignore")
    assert easy.name == "easy" and HERO.name == "heuristic"
