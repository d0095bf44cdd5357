"""Property test of the house rules (docs/rules.md H1-H13): many short random matches with random option sets.

Every action taken is one the engine listed; the cards are conserved after every action; every match ends; no
view shows a card its seat may not see; a record of the match replays to the same state.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from unoduo.core import Record, new_match, replay, view
from unoduo.core.options import option_specs
from unoduo.core.rules import deck_in_use

HOUSE = (
    "stack_draw2", "stack_draw4", "stack_draw4_on_draw2", "challenge_stacked_draw4", "draw_until_playable",
    "forced_play", "wd4_mode", "uno_penalty", "catch_window", "match_rounds", "scoring", "seven_o", "jump_in",
)


def random_options(ruleset: str, rng: random.Random) -> dict[str, object]:
    """A random value for each house rule of ``ruleset`` (about half of them on), a short match."""
    options: dict[str, object] = {"target_score": rng.choice([1, 40])}
    for spec in option_specs(ruleset):
        if spec.name not in HOUSE or rng.random() < 0.4:
            continue
        if spec.type == "bool":
            options[spec.name] = True
        elif spec.type == "choice":
            options[spec.name] = rng.choice(spec.choices)
        elif spec.name == "uno_penalty":
            options[spec.name] = rng.randint(1, 4)
        else:
            options[spec.name] = rng.randint(1, 2)
    return options


def _check_views(state, players: int) -> None:
    for seat in range(players):
        v = view(state, seat)
        assert sorted(v.hand) == sorted(state.hands[seat])
        for event in v.events:
            if event.to is not None and event.to != seat:
                assert event.cards == (), f"seat {seat} sees {event}"
    spectator = view(state, None)
    assert spectator.hand == ()
    assert all(e.to is None or not e.cards for e in spectator.events)


@pytest.mark.parametrize("case", range(60))
def test_random_matches_with_random_house_rules(case: int) -> None:
    rng = random.Random(case)
    ruleset = "duo" if case % 2 == 0 else "classic"
    players = 2 if ruleset == "duo" else rng.randint(2, 5)
    options = random_options(ruleset, rng)
    state = new_match(ruleset, players=players, seed=case, options=options)
    deck = Counter(deck_in_use(ruleset, state.options))
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 5_000, f"no end with {options}"
        legal = state.legal_actions()
        assert legal, f"no legal action at {state.decision} with {options}"
        jumpers = state.jump_ins() if options.get("jump_in") else {}
        if jumpers and rng.random() < 0.5:
            seat = rng.choice(sorted(jumpers))
            action = rng.choice(jumpers[seat])
            state.apply(action, seat)
        else:
            # Mostly a play when there is one: random play that draws at will makes rounds needlessly long.
            plays = [a for a in legal if a.kind in ("play", "dump", "swap", "catch")]
            state.apply(rng.choice(plays if plays and rng.random() < 0.9 else legal))
        cards = Counter(c for hand in state.hands for c in hand)
        cards.update(state.draw_pile)
        cards.update(state.discard_pile)
        assert cards == deck, f"cards not conserved after {state.history[-1]} with {options}"
        if steps % 5 == 0:
            _check_views(state, players)
    record = Record.of(state)
    again = replay(Record.from_dict(record.to_dict()))
    assert again.scores == state.scores
    assert again.history == state.history
