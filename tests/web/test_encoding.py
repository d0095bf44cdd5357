"""The server's incremental encoding of ``state`` messages equals ``view(state, seat).to_dict()`` at every step."""

from __future__ import annotations

import json
import random

import pytest

from unoduo.core import new_match, view
from unoduo.storage import GameRow, SeatRow
from unoduo.web.game import Game


@pytest.mark.parametrize(("ruleset", "players", "target"), [("duo", 2, 60), ("classic", 3, 150)])
def test_state_text_is_the_view(ruleset: str, players: int, target: int) -> None:
    state = new_match(ruleset, players=players, seed=3, options={"target_score": target})
    row = GameRow(
        id="g", ruleset=ruleset, players=players, options={}, seed=3, opponent="friend", difficulty="easy",
        turn_timer=None, join_code=None, status="playing", seq=0, scores=[0] * players, winner=None, round=1,
        created="", updated="", seats=[SeatRow(s, "human", f"P{s}", None, None, True) for s in range(players)],
    )
    game = Game(row=row, state=state, lines=[])
    rng = random.Random(1)
    rounds = set()
    while not state.is_over:
        for seat in (*range(players), None):
            message = json.loads(game.state_text(seat))
            assert message["view"] == view(state, seat).to_dict()
            assert message["seq"] == game.seq and message["type"] == "state"
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind in ("play", "dump")]
        action = rng.choice(plays if plays and rng.random() < 0.9 else legal)
        game.lines.append(f"{state.to_act} {action}")
        state.apply(action)
        rounds.add(state.round)
    assert len(rounds) >= 2  # the cache crossed a round boundary
