"""Determinization for search: consistent with the seat's view, and blind to what the seat cannot see."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from helpers import position, scramble_hidden

from unoduo.core import View, new_match, view
from unoduo.core.determinize import determinize, known_holdings, unseen_cards
from unoduo.core.state import State

SETTINGS = [
    ("duo", 2, {}),
    ("duo", 2, {"extra_cards": "as_wild", "rebuild_shuffle": False}),
    ("classic", 3, {}),
    ("classic", 2, {"stack_draw2": True, "draw_until_playable": True}),
]


def sample_states(ruleset: str, players: int, options: dict, seed: int, every: int = 5) -> list[State]:
    rng = random.Random(seed)
    state = new_match(ruleset, players=players, seed=seed, options=dict(options, target_score=80))
    found = []
    steps = 0
    while not state.is_over and steps < 1500:
        if steps % every == 0:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return found


def same_view(a: View, b: View) -> bool:
    """Equal views; the legal actions compared as a set (their order follows the order of the hand)."""
    return replace(a, legal=()) == replace(b, legal=()) and set(a.legal) == set(b.legal)


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS)
def test_determinization_agrees_with_the_view_and_keeps_every_card(ruleset: str, players: int, options: dict) -> None:
    for state in sample_states(ruleset, players, options, seed=4):
        deck = Counter(state.round_decks[-1])
        for seat in range(players):
            sampled = determinize(state, seat, random.Random(9))
            assert same_view(view(sampled, seat), view(state, seat))
            at = sampled.position()
            assert Counter(c for h in at.hands for c in h) + Counter(at.draw_pile) + Counter(at.discard) == deck
            rng = random.Random(1)
            for _ in range(30):  # the sampled state is a real, playable state
                if sampled.is_over:
                    break
                sampled.apply(rng.choice(sampled.legal_actions()))


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS)
def test_determinization_cannot_see_hidden_cards(ruleset: str, players: int, options: dict) -> None:
    """Two states that differ only in what the seat may not know give identical determinizations."""
    for index, state in enumerate(sample_states(ruleset, players, options, seed=6, every=9)):
        for seat in range(players):
            twin = scramble_hidden(state, seat, random.Random(index))
            assert view(twin, seat) == view(state, seat)
            a = determinize(state, seat, random.Random(3))
            b = determinize(twin, seat, random.Random(3))
            assert a.position() == b.position()  # hands, piles, drawn card, challenge verdict, seed


def test_a_revealed_hand_stays_known_less_what_was_played() -> None:
    """After a challenge the challenger knows the offender's hand (R47); plays since remove from it."""
    state = position("duo", ["R2 R3 B5 W+4", "G1 G2 G3 G4 Y9"], "R8", 0, draw="Y1 Y2 Y3 Y4 Y5 Y6")
    state.apply("play W+4 G")
    state.apply("challenge")  # illegal (R2, R3 were red): seat 0 draws 4, seat 1 moves
    state.apply("play G1")
    v = view(state, 1)
    held = known_holdings(v)
    assert sorted(c.code for c in held[0].elements()) == ["B5", "R2", "R3"]
    for k in range(20):
        sampled = determinize(state, 1, random.Random(k))
        hand = Counter(sampled.hands[0])
        assert all(hand[c] >= n for c, n in held[0].items())
        assert len(sampled.hands[0]) == len(state.hands[0])


@pytest.mark.parametrize(("ruleset", "players", "options"), SETTINGS)
def test_the_unseen_cards_are_exactly_the_ones_in_hidden_places(ruleset: str, players: int, options: dict) -> None:
    """unseen_cards (shared with the heuristic bot) counts what fills the other hands and the unknown pile."""
    for state in sample_states(ruleset, players, options, seed=2, every=11):
        for seat in range(players):
            v = view(state, seat)
            held = sum(sum(c.values()) for c in known_holdings(v).values())
            hidden = sum(v.hand_sizes) - len(v.hand) - held + v.draw_pile - len(v.known_bottom)
            hidden -= 1 if v.candidate is not None else 0
            assert sum(unseen_cards(v).values()) == hidden
