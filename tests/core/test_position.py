"""Positions: the text round-trips exactly, a state rebuilt from its position goes on as the original, bad
text is refused with a PositionError naming what is wrong."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers import position

from unoduo.core import Position, PositionError, State, new_match, view
from unoduo.core.record import contract
from unoduo.sim.traces import CONFIGURATIONS


def reachable_states(ruleset: str, players: int, options: dict, seed: int, every: int) -> list[State]:
    """States met in a random game played to its end (a low target so matches end, and 'over' is met)."""
    rng = random.Random(seed)
    state = new_match(ruleset, players=players, seed=seed, options=dict(options, target_score=60))
    found = []
    steps = 0
    while True:
        if steps % every == 0 or state.is_over:
            found.append(state.copy())
        if state.is_over or steps > 2500:
            return found
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind in ("play", "dump")]
        state.apply(rng.choice(plays if plays and rng.random() < 0.8 else legal))
        steps += 1


@pytest.mark.parametrize(("name", "ruleset", "players", "options", "seed"), CONFIGURATIONS)
def test_positions_round_trip_and_go_on_like_the_original(name, ruleset, players, options, seed) -> None:
    decisions = set()
    for state in reachable_states(ruleset, players, options, seed, every=7):
        at = state.position()
        text = str(at)
        assert Position.parse(text) == at
        assert str(Position.parse(text)) == text
        rebuilt = State.from_position(text, events=state.round_events, previous_events=state.previous_round_events)
        assert rebuilt.position() == at
        assert rebuilt.legal_actions() == state.legal_actions()
        assert contract(rebuilt) == contract(state)
        for seat in [*range(players), None]:
            assert view(rebuilt, seat) == view(state, seat)
        decisions.add(state.decision)
        if state.is_over or state.round_random[-1]:
            continue  # the original's generator already gave outcomes this round; the copy's starts afresh
        action = state.legal_actions()[-1]
        assert rebuilt.copy().apply(action) == state.copy().apply(action)
    assert "over" in decisions and "turn" in decisions


HOUSE_RULES = (
    ("duo", 2, {"catch_window": "until_next_turn", "uno_penalty": 3, "seven_o": True, "jump_in": True,
                "stack_draw4": True, "challenge_stacked_draw4": True, "draw_until_playable": True}),
    ("classic", 4, {"catch_window": "until_next_turn", "seven_o": True, "jump_in": True, "stack_draw2": True,
                    "stack_draw4_on_draw2": True, "forced_play": True, "scoring": "lowest_wins",
                    "match_rounds": 2}),
)


@pytest.mark.parametrize(("ruleset", "players", "options"), HOUSE_RULES)
def test_positions_keep_the_house_rules_state(ruleset, players, options) -> None:
    """Every position of matches under house rules rebuilds a state with the same choices, jump-ins included;
    an open H9 catch window (a missed UNO call that may still be caught) is part of the position."""
    windows = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = new_match(ruleset, players=players, seed=seed, options=dict(options, target_score=60))
        for _ in range(1500):
            if state.is_over:
                break
            text = str(state.position())
            rebuilt = State.from_position(text)
            assert str(rebuilt.position()) == text
            assert rebuilt.legal_actions() == state.legal_actions()
            assert rebuilt.jump_ins() == state.jump_ins()
            windows += " uncalled=" in text
            legal = state.legal_actions()
            # Rarely call UNO, so that missed calls (and H9's open window) come up often.
            calls = [a for a in legal if a.kind in ("play", "dump", "swap", "catch") and not a.uno]
            state.apply(rng.choice(calls if calls and rng.random() < 0.9 else legal))
    assert windows > 0, "no open catch window met: the test does not test H9"


def test_copy_is_independent_and_equal() -> None:
    state = new_match("classic", players=3, seed=5)
    twin = state.copy()
    assert twin.position() == state.position() and twin.history == state.history
    twin.apply(twin.legal_actions()[0])
    assert twin.position() != state.position()
    assert state.copy(history=False).history == []


def test_a_position_text_reads_as_documented() -> None:
    state = position("duo", ["R5 G7", "B3 Y+2 W"], "G5", 1, draw="R1 B4", rest="discard")
    text = str(state.position())
    assert text.startswith("ruleset=duo players=2 seed=0 round=1 first=0 decision=turn to_act=1 hands=R5,G7/B3,Y+2,W ")
    assert " pile=R1,B4 " in text and text.endswith(",G5 color=G")


GOOD = str(position("classic", ["R5 G7", "B3 Y+2", "W Y1"], "G5", 1, draw="R1 B4", rest="discard").position())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "key=value"),
        (GOOD.replace("seed=0", "seed=0 colour=R"), "unknown position field 'colour'"),
        (GOOD.replace(" pile=R1,B4", ""), "lacks the field(s) pile"),
        (GOOD.replace("hands=R5", "hands=X5"), "'hands': unknown card code 'X5'"),
        (GOOD.replace("hands=R5,G7", "hands=R5,G7,G7"), "too many G7"),
        (GOOD.replace("hands=R5,G7", "hands=R5"), "missing G7"),
        (GOOD.replace("to_act=1", "to_act=3"), "'to_act' must be an integer from 0 to 2"),
        (GOOD.replace("decision=turn", "decision=draft"), "classic UNO has no 'draft' decision"),
        (GOOD.replace("decision=turn", "decision=dance"), "'decision' must be one of"),
        (GOOD.replace("color=G", "color=P"), "'color' must be R, Y, G, B or -"),
        (GOOD.replace("color=G", "color=-"), "needs the active color"),
        (GOOD.replace("round=1", "round=2"), "'rounds' must list the 1 finished round(s)"),
        (GOOD.replace("seed=0", "seed=0 seed=1"), "'seed' is given twice"),
        (GOOD + " drawn=R5", "'drawn' is given exactly for an 'after_draw' decision"),
        (GOOD.replace("players=3", "players=3 options=stack_draw2:maybe"), "'options': option 'stack_draw2'"),
        (GOOD.replace("round=1", "round=01"), "'round' must be an integer from 1 written plainly"),
        (GOOD + " uncalled=1", "'uncalled' is only given with the house rule catch_window=until_next_turn"),
        (GOOD.replace("players=3", "players=3 options=catch_window:until_next_turn") + " uncalled=3",
         "'uncalled' must be an integer from 0 to 2"),
    ],
)
def test_bad_position_text_is_refused_naming_the_problem(text: str, message: str) -> None:
    with pytest.raises(PositionError) as caught:
        State.from_position(text)
    assert isinstance(caught.value, ValueError) and caught.value.reason == "bad_position"
    assert message in str(caught.value)


def test_a_bad_position_value_is_refused_too() -> None:
    good = Position.parse(GOOD)
    with pytest.raises(PositionError, match="'known_bottom' must be 0 to"):
        State.from_position(replace(good, known_bottom=99))
    with pytest.raises(PositionError, match="re-deal keeps every hand's size"):
        State.from_position(good).redealt([[], [], []], [])
