"""The engine's public API: functional apply, cheap independent clones, views, events, history, results."""

from __future__ import annotations

import random

import pytest
from helpers import position, summary

from unoduo.core import (
    Action,
    Card,
    IllegalActionError,
    MatchResult,
    apply,
    new_match,
    view,
)
from unoduo.core.record import Record, replay


def test_functional_apply_leaves_the_original_untouched() -> None:
    state = new_match("duo", seed=3, first=0)
    before = summary(state)
    new, events = apply(state, "reject")
    assert summary(state) == before
    assert new.to_act == 1 and [e.kind for e in events] == ["reject", "draft_take"]


def test_clone_is_independent() -> None:
    state = new_match("classic", players=3, seed=1)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert summary(state) != summary(copy)
    assert summary(state.clone()) == summary(state)


def test_action_text_round_trip() -> None:
    for text in ["keep", "reject", "color G", "play R5", "play W+4 B uno", "play Y+2 uno", "draw", "pass",
                 "dump B3 BS uno", "dump G1", "nodump", "challenge", "accept", "catch", "ignore"]:
        assert str(Action.parse(text)) == text
    assert Action.parse("play R5") == Action("play", Card.parse("R5"))
    assert repr(Card.parse("W+4")) == "Card.parse('W+4')" and Card.parse("GS").name == "green Skip"


def test_seat_argument_is_checked() -> None:
    state = new_match("duo", seed=3, first=0)
    with pytest.raises(IllegalActionError) as info:
        state.apply("keep", seat=1)
    assert info.value.reason == "wrong_seat"
    state.apply("keep", seat=0)
    assert state.to_act == 1


def test_is_legal_accepts_any_dump_order_and_changes_nothing() -> None:
    state = position("duo", ["R7 B3 BS BR W", "G1 G2"], "B5", 0)
    state.apply("play BR")
    before = summary(state)
    assert state.is_legal("dump BS B3") and state.is_legal("dump B3 BS") and not state.is_legal("dump B3")
    assert summary(state) == before


def test_views_hide_other_hands_and_spectators_see_no_hand() -> None:
    state = new_match("duo", seed=11, first=0)
    for _ in range(14):
        state.apply(state.legal_actions()[0])
    mine, theirs, spectator = view(state, 0), view(state, 1), view(state, None)
    assert list(mine.hand) == list(state.hands[0]) and list(theirs.hand) == list(state.hands[1])
    assert spectator.hand == () and spectator.legal == () and spectator.candidate is None
    assert mine.hand_sizes == theirs.hand_sizes == (7, 7)
    # the draft discards are public and sit at the bottom of the draw pile in a known order (R20, R21)
    assert mine.known_bottom == theirs.known_bottom == spectator.known_bottom
    assert len(mine.known_bottom) == 14 and tuple(state.draw_pile[-14:]) == mine.known_bottom
    # kept cards are private: the opponent's keep events carry no card
    assert all(not e.cards for e in mine.events if e.kind == "keep" and e.seat == 1)
    with pytest.raises(ValueError):
        view(state, 2)


def test_views_keep_the_previous_round_redacted() -> None:
    """After a round ends the next one starts at once; views still tell how the last one ended."""
    state = new_match("duo", seed=3, first=0)
    rng = random.Random(3)
    assert view(state, 0).previous_events == ()
    while state.round == 1:
        state.apply(rng.choice(state.legal_actions()))
    finished = state.previous_round_events
    assert finished[-1].kind == "round_end"
    for seat in (0, 1, None):
        seen = view(state, seat).previous_events
        assert seen == tuple(e.seen_by(seat) for e in finished)
        assert view(state, seat).previous_events is seen  # computed once per seat and round
    # the opponent's draws stay hidden in the previous round too
    assert all(not e.cards for e in view(state, 0).previous_events if e.kind == "draw" and e.seat == 1)
    assert view(state, 0).to_dict()["previous_events"][-1]["kind"] == "round_end"


def test_view_to_dict_is_json_ready() -> None:
    import json

    state = new_match("classic", players=4, seed=2)
    data = view(state, 1).to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["hand"] and all(isinstance(c, str) for c in data["hand"])
    without = view(state, 1).to_dict(events=False)
    assert without == {k: v for k, v in data.items() if k not in ("events", "previous_events")}


def test_history_and_result() -> None:
    state = new_match("duo", seed=5, options={"target_score": 40})
    rng = random.Random(5)
    assert state.ply == 0 and state.history == []
    while not state.is_over:
        before = state.ply
        with pytest.raises(IllegalActionError):
            state.apply("play nonsense")
        state.apply(rng.choice(state.legal_actions()))
        assert state.ply == before + 1  # a refused action is not counted
    assert state.ply == len(state.history)
    result = state.result()
    assert isinstance(result, MatchResult)
    assert result.scores == tuple(state.scores) and max(result.scores) >= 40
    assert result.winner == (None if result.scores[0] == result.scores[1] else result.scores.index(min(result.scores)))
    again = replay(Record.of(state))
    assert again.history == state.history and summary(again) == summary(state)


def test_new_match_rejects_bad_settings() -> None:
    from unoduo.core import RecordError

    for kwargs in [dict(players=3), dict(seed="x"), dict(first=5), dict(start_scores=[1]), dict(options={"q": 1})]:
        with pytest.raises(RecordError):
            new_match("duo", **kwargs)
    with pytest.raises(RecordError):
        new_match("poker")
