"""Hidden information: every frame sent to seat 0 in a whole match holds only what seat 0 may know.

From the engine's full state (replaying the downloaded record action by action) we work out, for each frame,
which card codes seat 0 may legitimately have seen: cards shown publicly so far (plays, turn-ups, draft
discards, the known bottom of the pile, dumps...), and cards shown to seat 0 alone (its deals, draws, draft
picks, hands revealed to it in a challenge). A frame must hold no other code (so no card of seat 1's hand
seat 0 has not seen played or revealed), its own hand must be exactly seat 0's real hand, and no frame may
hold the seed, the decks or the unseen order of the draw pile.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pytest
from webtest_helpers import Client, ServerThread, card_codes_in, keys_in, play_all

from unoduo.core import Event, State, new_match
from unoduo.core.cards import CODES
from unoduo.core.record import Record, parse_action_line
from unoduo.learn import LESSONS, LessonRun, get_lesson
from unoduo.web.api.learn import lesson_state

SEED = 7_340_912_345_678_917  # with the clients' seed 12: a two-round match of about 400 actions


def _known_to_seat0(events: Iterable[Event]) -> set[str]:
    return {CODES[c] for e in events if e.to is None or e.to == 0 for c in e.cards}


def _check_frame(frame: dict[str, Any], state: State, known: set[str]) -> None:
    text = json.dumps(frame)
    assert str(SEED) not in text
    assert not keys_in(frame) & {"seed", "decks", "hands", "deck", "rng", "token_hash"}
    if frame["type"] == "reaction":  # a quick reaction: the seat and the id, never game data
        assert frame.keys() == {"type", "seat", "reaction"} and not card_codes_in(frame), frame
    if frame["type"] != "state":
        assert set(card_codes_in(frame)) <= known, frame
        return
    view = frame["view"]
    assert view["seat"] == 0
    assert view["hand"] == [CODES[c] for c in state.hands[0]]
    own = set(view["hand"])
    if view["candidate"] is not None:  # seat 0's own draft candidate: the top of the pile, shown only to it
        assert state.to_act == 0 and state.decision == "draft"
        assert view["candidate"] == CODES[state.draw_pile[0]]
    if view["drawn"] is not None:
        assert view["drawn"] in own
    assert set(card_codes_in(view["legal"])) <= own
    pile = [CODES[c] for c in state.draw_pile]
    assert view["draw_pile"] == len(pile)
    if view["known_bottom"]:
        assert pile[len(pile) - len(view["known_bottom"]):] == view["known_bottom"]
    rest = {k: v for k, v in view.items() if k not in ("hand", "legal", "candidate", "drawn")}
    others = {k: v for k, v in frame.items() if k != "view"}
    # The seat's own cards, its draft candidate and its drawn card are its private knowledge: the prompt and the
    # choices beside the view may name them (e.g. "Draft pick 1 of 14: keep yellow 8, ...").
    private = own | {code for code in (view["candidate"], view["drawn"]) if code is not None}
    unexplained = set(card_codes_in([rest, others])) - known - private
    assert not unexplained, (unexplained, frame["seq"])
    # In particular no card of seat 1's hand that seat 0 has not seen.
    assert not (set(card_codes_in([rest, others])) & ({CODES[c] for c in state.hands[1]} - known))


def test_seat_zero_never_sees_what_it_may_not(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", seed=SEED, options={"target_score": 60})
    joined = server.join(created["join_code"])
    a = Client(server.ws_url, created["game"], created["token"])
    b = Client(server.ws_url, joined["game"], joined["token"])
    for client, reaction in ((b, "good_game"), (a, "thanks")):  # reactions reach seat 0's frames too
        client.send({"type": "react", "reaction": reaction})
        a.until(lambda m, sent=reaction: m["type"] == "reaction" and m["reaction"] == sent)
    play_all([a, b], seed=12)
    record = server.record(created["game"])
    assert record["seed"] == SEED  # the finished record is the one place the seed appears
    frames = [json.loads(f) for f in a.frames]
    assert len(frames) > 50
    assert [f["reaction"] for f in frames if f["type"] == "reaction"] == ["good_game", "thanks"]

    rec = Record.from_dict(record)
    # The match as the server plays it: set up from the seed, so round 1 begins with the cut (a record that
    # names ``first`` replays without one).
    state = new_match(rec.ruleset, players=rec.players, seed=rec.seed, options=rec.options)
    known = _known_to_seat0(state.round_events)  # what seat 0 may know from this round
    earlier: set[str] = set()  # ... and from the previous round (the views' previous_events)
    allowed = known
    seq = 0
    checked = 0
    mutated = False
    for frame in frames:
        target = frame.get("seq") if frame["type"] in ("state",) else None
        if target is not None:
            while seq < target:
                seat, action = parse_action_line(rec.actions[seq], state.players)
                round_before = state.round
                events = state.apply(action, seat)
                if state.round != round_before:
                    # A new deal: frames still show the last round's events (previous_events), nothing older.
                    earlier, known = known, set()
                known |= _known_to_seat0(events) | _known_to_seat0(state.round_events)
                allowed = known | earlier
                seq += 1
            checked += 1
        _check_frame(frame, state, allowed)
        secret = sorted({CODES[c] for c in state.hands[1]} - allowed)
        if frame["type"] == "state" and secret and not mutated:
            # The check can tell a leak from knowledge: one of seat 1's unseen cards slipped into a frame fails.
            leaked = json.loads(json.dumps(frame))
            leaked["view"]["discard"].append(secret[0])
            with pytest.raises(AssertionError):
                _check_frame(leaked, state, allowed)
            mutated = True
    assert checked > 50 and state.match_over and mutated


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in LESSONS])
def test_no_lesson_shows_a_card_seat_zero_may_not_see(lesson_id: str) -> None:
    """Lessons (unoduo.learn) build the same ``state`` message (web/api/learn.py): at every step of every lesson,
    wrong moves included, it holds no card of the bot's hand that seat 0 has not been shown."""
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    checked = mutated = 0
    for taken in range(len(lesson.intended) + 1):
        run = LessonRun(lesson, lesson.intended[:taken])
        tries = [run] + [
            LessonRun(lesson, [*lesson.intended[:taken], str(action)])
            for action in (run.state.legal_actions() if not run.done else [])
        ]
        for attempt in tries:
            frame = lesson_state(attempt)
            state = attempt.state
            start = lesson.position
            # What seat 0 may know: its own cards, the cards face up at the start, and every event shown to it.
            known = {CODES[c] for c in start.hands[0]} | {CODES[c] for c in start.discard}
            known |= _known_to_seat0(state.round_events) | _known_to_seat0(state.previous_round_events)
            known |= {CODES[c] for c in state.hands[0]}
            _check_frame(frame, state, known)
            checked += 1
            secret = sorted({CODES[c] for c in state.hands[1]} - known)
            if secret and not mutated:
                leaked = json.loads(json.dumps(frame))
                leaked["view"]["discard"].append(secret[0])
                with pytest.raises(AssertionError):
                    _check_frame(leaked, state, known)
                mutated += 1
    assert checked > len(lesson.intended)
    if lesson.id != "duo-score":  # the bot goes out in that one: no hidden card is left
        assert mutated
