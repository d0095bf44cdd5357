"""The server's incremental encoding of ``state`` messages equals ``view(state, seat).to_dict()`` at every step."""

from __future__ import annotations

import json
import random

import pytest

from unoduo.core import new_match, view
from unoduo.present import Narrator
from unoduo.storage import GameRow, SeatRow
from unoduo.web.play.game import Game


def _play_one(game: Game, rng: random.Random) -> None:
    """A random legal action, mostly a play (so rounds end), applied as the server does."""
    state = game.state
    legal = state.legal_actions()
    plays = [a for a in legal if a.kind in ("play", "dump")]
    action = rng.choice(plays if plays and rng.random() < 0.9 else legal)
    game.lines.append(f"{state.to_act} {action}")
    state.apply(action)


def _row(ruleset: str, players: int, seed: int) -> GameRow:
    return GameRow(
        id="g", ruleset=ruleset, players=players, options={}, seed=seed, opponent="friend", difficulty="easy",
        turn_timer=None, join_code=None, status="playing", seq=0, scores=[0] * players, winner=None, round=1,
        created="", updated="", seats=[SeatRow(s, "human", f"P{s}", None, None, True) for s in range(players)],
    )


@pytest.mark.parametrize(("ruleset", "players", "target"), [("duo", 2, 60), ("classic", 3, 150)])
def test_state_text_is_the_view(ruleset: str, players: int, target: int) -> None:
    state = new_match(ruleset, players=players, seed=3, options={"target_score": target})
    game = Game(row=_row(ruleset, players, 3), state=state, lines=[])
    rng = random.Random(1)
    rounds = set()
    while not state.is_over:
        for seat in (*range(players), None):
            message = json.loads(game.state_text(seat))
            assert message["view"] == view(state, seat).to_dict()
            assert message["seq"] == game.seq and message["type"] == "state"
        _play_one(game, rng)
        rounds.add(state.round)
    assert len(rounds) >= 2  # the cache crossed a round boundary


@pytest.mark.parametrize(("ruleset", "players", "seed", "target"), [("duo", 2, 5, 40), ("classic", 3, 8, 300)])
def test_narration_is_the_narrators_at_every_step_and_round(ruleset: str, players: int, seed: int, target: int) -> None:
    """Each seat's narration, and the previous round's (whose start is reused from what was told while the round
    was played), equal a fresh Narrator's over the view's events, whatever the seats' states were built at."""
    state = new_match(ruleset, players=players, seed=seed, options={"target_score": target})
    game = Game(row=_row(ruleset, players, seed), state=state, lines=[])
    names = game.names()
    rng = random.Random(seed)
    rounds = set()
    while not state.is_over:
        for seat in (*range(players), None):
            if rng.random() < 0.3:  # some seats' states are not built at every step, as with nobody connected
                continue
            message = json.loads(game.state_text(seat))
            seat_view = view(state, seat)
            fresh = Narrator(names, seat, ruleset)
            expected = [None if m is None else m.to_json() for m in map(fresh.narrate, seat_view.events)]
            assert message["narration"] == expected
            fresh = Narrator(names, seat, ruleset)
            told = [None if m is None else m.to_json() for m in map(fresh.narrate, seat_view.previous_events)]
            assert message["previous_narration"] == told
        _play_one(game, rng)
        rounds.add(state.round)
    assert len(rounds) >= 2
