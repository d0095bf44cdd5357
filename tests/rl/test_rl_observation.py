"""Observations: built from the seat's view only (hidden cards never change them), in bounds, as documented."""

from __future__ import annotations

import random

import numpy as np
import pytest
from helpers import scramble_hidden

from unoduo.core import new_match, view
from unoduo.core.determinize import determinize, known_holdings
from unoduo.rl.observation import BLOCKS, Encoder, KnownHoldings, block_offsets, observation_size

CONFIGS = [
    ("duo", 2, {}),
    ("duo", 2, {"rebuild_shuffle": False, "extra_cards": "as_wild"}),
    ("classic", 2, {}),
    ("classic", 4, {"stack_draw2": True}),
]


def states(ruleset: str, players: int, options: dict, games: int, every: int = 7):
    """States along random games (sampled every few decisions), plus the seat to look from."""
    rng = random.Random(3)
    for game in range(games):
        state = new_match(ruleset, players=players, seed=100 + game, options=options)
        for step in range(900):
            if state.is_over:
                break
            if step % every == 0:
                yield state.clone(), rng.randrange(players)
            legal = state.legal_actions()
            plays = [a for a in legal if a.kind in ("play", "dump")]
            # Challenges are favoured so that revealed hands show up in the observations too.
            challenge = [a for a in legal if a.kind == "challenge"]
            pick = challenge or (plays if plays and rng.random() < 0.8 else legal)
            state.apply(rng.choice(pick))


@pytest.mark.parametrize(("ruleset", "players", "options"), CONFIGS)
def test_hidden_cards_never_change_the_observation(ruleset, players, options):
    encoder = Encoder(ruleset, players, options)
    rng = random.Random(5)
    checked = 0
    for state, seat in states(ruleset, players, options, games=4):
        mine = encoder.observe(view(state, seat))
        for twin in (scramble_hidden(state, seat, rng), determinize(state, seat, rng)):
            if twin.hands == state.hands and twin.draw_pile == state.draw_pile:
                continue
            other = encoder.observe(view(twin, seat))
            assert np.array_equal(mine["observation"], other["observation"])
            assert np.array_equal(mine["action_mask"], other["action_mask"])
            checked += 1
    assert checked > 50


@pytest.mark.parametrize(("ruleset", "players", "options"), CONFIGS)
def test_observations_are_in_the_space(ruleset, players, options):
    encoder = Encoder(ruleset, players, options)
    seen_reveal = False
    for state, seat in states(ruleset, players, options, games=3, every=3):
        v = view(state, seat)
        obs = encoder.observe(v)
        assert encoder.observation_space.contains(obs)
        assert obs["observation"].shape == (observation_size(players),)
        assert (obs["action_mask"].sum() > 0) == (state.to_act == seat)
        start, stop = block_offsets(players)["known_opponent_cards"]
        seen_reveal |= bool(obs["observation"][start:stop].any())
    assert seen_reveal, "no observation showed a hand revealed by a challenge"


def test_blocks_encode_what_the_doc_says():
    state = new_match("duo", seed=7, first=0)
    for action in ["keep"] * 14:
        state.apply(action)
    encoder = Encoder("duo", 2)
    v = view(state, 1)
    x = encoder.vector(v)
    o = block_offsets(2)

    def block(name):
        return x[o[name][0] : o[name][1]]

    assert block("hand").sum() > 0 and int(round((block("hand") * encoder_copies()).sum())) == len(v.hand)
    assert block("top")[v.top] == 1 and block("top").sum() == 1
    assert block("color")[v.color] == 1
    assert block("decision")[2] == 1  # turn
    assert block("to_act")[(v.to_act - 1) % 2] == 1
    assert block("hand_sizes")[0] == pytest.approx(len(v.hand) / 108)
    known = v.known_bottom
    assert len(known) == 14
    order = block("known_bottom_order").reshape(14, 54)
    assert [int(row.argmax()) for row in order] == [int(c) for c in known]
    assert block("unknown_above_bottom")[0] == pytest.approx((v.draw_pile - 14) / 108)
    assert block("round_first")[(0 - 1) % 2] == 1  # seat 0 is P1, seen from seat 1
    assert block("direction")[0] == 1


def encoder_copies():
    copies = np.full(54, 2.0)
    copies[[0, 13, 26, 39]] = 1
    copies[52] = copies[53] = 4
    return copies


def test_layout_covers_the_vector_once():
    for players in (2, 3, 10):
        offsets = block_offsets(players)
        assert [offsets[b.name] for b in BLOCKS] == sorted(offsets.values())
        assert offsets[BLOCKS[-1].name][1] == observation_size(players)


def test_spectator_view_is_refused():
    state = new_match("classic", seed=1)
    with pytest.raises(ValueError, match="spectator"):
        Encoder("classic", 2).vector(view(state, None))


def test_incremental_known_holdings_match_the_engine():
    tracker = KnownHoldings()
    rng = random.Random(8)
    nonempty = 0
    for game in range(6):
        state = new_match("duo", seed=game)  # one live state: views extend their events incrementally
        for _ in range(600):
            if state.is_over:
                break
            for seat in (0, 1):
                v = view(state, seat)
                expected = {holder: +held for holder, held in known_holdings(v).items()}
                assert {holder: +held for holder, held in tracker.update(v).items()} == expected
                nonempty += bool(any(expected.values()))
            legal = state.legal_actions()
            challenge = [a for a in legal if a.kind == "challenge"]
            state.apply(rng.choice(challenge or legal))
    assert nonempty > 0
