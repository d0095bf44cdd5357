"""The engine's speed-ups keep their contracts: apply() returns exactly the events it logged, the shuffle is
the reference Fisher-Yates, the prebuilt events are plain Event values, legal actions come in the documented
order, and the plain int faces the state holds inside never leave it (everything outside sees Card values)."""

from __future__ import annotations

import random

import pytest

from unoduo.core import Card, Event, State, new_match, view
from unoduo.core.determinize import sample_state
from unoduo.core.state import shuffle


def _reference_shuffle(rng: random.Random, cards: list[int]) -> None:
    """The engine's historical Fisher-Yates, one ``rng.random()`` per step."""
    rnd = rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 108, 112])
def test_shuffle_matches_the_reference_fisher_yates(size: int) -> None:
    for seed in range(50):
        mine, ref = list(range(size)), list(range(size))
        rng_mine, rng_ref = random.Random(seed), random.Random(seed)
        shuffle(rng_mine, mine)  # type: ignore[arg-type]
        _reference_shuffle(rng_ref, ref)
        assert mine == ref
        assert rng_mine.getstate() == rng_ref.getstate()  # the same random numbers consumed


@pytest.mark.parametrize(
    ("ruleset", "players", "options"),
    [("classic", 2, None), ("classic", 4, {"stack_draw2": True}), ("duo", 2, None), ("duo", 2, {"target_score": 50})],
)
def test_apply_returns_exactly_the_events_it_logged(ruleset: str, players: int, options: dict[str, object]) -> None:
    rng = random.Random(7)
    for seed in range(3):
        state = new_match(ruleset, players=players, seed=seed, options=options)
        round_ends = 0
        while not state.match_over:
            before = state.round_events
            round_before = state.round
            legal = state.legal_actions()
            events = state.apply(legal[int(rng.random() * len(legal))])
            if state.round == round_before:
                assert tuple(events) == state.round_events[len(before) :]
            else:  # the round ended: its last events, then the next round's first ones
                round_ends += 1
                assert state.previous_round_events[: len(before)] == before
                assert tuple(events) == state.previous_round_events[len(before) :] + state.round_events
            assert all(type(e) is Event for e in events)
        assert round_ends == len(state.rounds) - 1


_KIND_RANK = {"play": 0, "draw": 1, "pass": 1, "dump": 2, "nodump": 3}


@pytest.mark.parametrize(
    ("ruleset", "players", "options"),
    [("classic", 2, None), ("classic", 5, {"stack_draw2": True}), ("duo", 2, None)],
)
def test_legal_actions_come_in_the_documented_order(
    ruleset: str, players: int, options: dict[str, object] | None
) -> None:
    """docs/engine.md: plays (faces in the order the hand got them, plain forms before uno forms, a wild's
    colors R Y G B), then draw or pass, then dumps, then nodump. Seeded random play (the bench's policy among
    them) relies on it."""
    rng = random.Random(3)
    seen_kinds: set[str] = set()
    for seed in range(4):
        state = new_match(ruleset, players=players, seed=seed, options=options)
        while not state.match_over:
            legal = state.legal_actions()
            kinds = [a.kind for a in legal]
            seen_kinds.update(kinds)
            if kinds[0] in _KIND_RANK:
                ranks = [_KIND_RANK[k] for k in kinds]
                assert ranks == sorted(ranks), kinds
                plays = [a for a in legal if a.kind == "play"]
                hand = list(dict.fromkeys(state.hand(state.to_act)))  # faces by first arrival
                faces = list(dict.fromkeys(a.card for a in plays))
                assert faces == sorted(faces, key=hand.index)
                for face in faces:
                    forms = [(a.uno, a.color) for a in plays if a.card == face]
                    assert forms == sorted(forms)
            else:
                assert [str(a) for a in legal] in (
                    ["keep", "reject"], ["challenge", "accept"], ["catch", "ignore"],
                    ["color R", "color Y", "color G", "color B"],
                )
            state.apply(legal[int(rng.random() * len(legal))])
    assert {"play", "draw", "pass"} <= seen_kinds
    if ruleset == "duo":
        assert {"dump", "nodump", "keep", "catch", "challenge"} <= seen_kinds


def _cards_leaving(state: State) -> list[object]:
    """Every card the state shows the outside: properties, round decks, and each seat's and a spectator's view."""
    shown: list[object] = [*state.discard_pile, *state.draw_pile, state.top]
    shown += [c for hand in state.hands for c in hand]
    shown += [c for deck in state.round_decks for c in deck]
    shown += [c for e in state.round_events + state.previous_round_events for c in e.cards]
    for seat in [*range(state.players), None]:
        v = view(state, seat)
        shown += [*v.hand, *v.discard, *v.known_bottom, v.top, v.candidate, v.drawn]
        shown += [c for e in v.events + v.previous_events for c in e.cards]
        shown += [c for a in v.legal for c in a.cards]
    return [c for c in shown if c is not None]


@pytest.mark.parametrize(
    ("ruleset", "players", "options"),
    [
        pytest.param("classic", 3, {"draw_until_playable": True, "target_score": 150}, marks=pytest.mark.slow),
        ("classic", 2, {"stack_draw2": True, "rebuild_shuffle": False, "target_score": 150}),
        ("duo", 2, {"extra_cards": "as_wild", "target_score": 60}),
    ],
)
def test_cards_leave_the_state_as_card_values(ruleset: str, players: int, options: dict[str, object]) -> None:
    """Hands, piles and the discard hold plain ints for speed; events, views, properties, records and the
    states sampled for search show Card values, whose str() is the card code."""
    rng = random.Random(11)
    for seed in range(2):
        state = new_match(ruleset, players=players, seed=seed, options=options)
        step = round_step = 0
        while not state.match_over:
            legal = state.legal_actions()
            rounds_before = len(state.rounds)
            events = state.apply(legal[int(rng.random() * len(legal))])
            assert all(type(c) is Card for e in events for c in e.cards)
            step += 1
            round_step = 0 if len(state.rounds) != rounds_before else round_step + 1
            # Every 25th position, except deep into a very long round (random classic play with
            # draw_until_playable once ran 19,000 steps), where every view re-lists the whole round's events:
            # there every 2,000th, so the test stays linear in the match length and still sees such positions.
            if step % 25 == 0 and (round_step <= 2000 or round_step % 2000 == 0) and not state.match_over:
                assert all(type(c) is Card for c in _cards_leaving(state))
                seat = state.to_act
                assert seat is not None
                sampled = sample_state(view(state, seat), random.Random(step))
                assert all(type(c) is Card for c in _cards_leaving(sampled))
        assert all(type(c) is Card for c in _cards_leaving(state))


@pytest.mark.parametrize("name", ["legal_actions", "apply", "_play", "_turn_play", "_turn_draw", "_after_draw_play"])
def test_hot_path_functions_have_no_cell_variables(name: str) -> None:
    """A local that a comprehension or closure reads becomes a cell, made on every call of its function
    (a comprehension reading ``self`` in ``legal_actions`` cost about 250 instructions per decision)."""
    assert getattr(State, name).__code__.co_cellvars == ()
