"""The house rules H1-H13 (docs/rules.md Part 3), one table or scenario per rule number.

Positions are built with ``State.from_position`` (tests/helpers.py ``position``): every card of the deck is
somewhere, hands hold exactly the named cards, and the draw pile starts with ``draw``.
"""

from __future__ import annotations

import pytest
from helpers import classic_record, duo_record, hand, legal, position, run

from unoduo.core import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    TURN,
    VOLLEY,
    Action,
    IllegalActionError,
    OptionError,
    Options,
    Record,
    replay,
    view,
)
from unoduo.core.cards import CLASSIC_VALUE
from unoduo.core.decisions import SWAP_CHOICE
from unoduo.core.record import ReplayError
from unoduo.core.rules import house_rules


def act(state, *lines: str) -> list:
    """Apply ``"SEAT ACTION"`` lines, returning all events."""
    events = []
    for line in lines:
        seat, action = line.split(" ", 1)
        events.extend(state.apply(action, int(seat)))
    return events


def classic(hands, top, to_act=0, **kw):
    return position("classic", hands, top, to_act, **kw)


def duo(hands, top, to_act=0, **kw):
    return position("duo", hands, top, to_act, **kw)


# ---------------------------------------------------------------------------------------------- the options


@pytest.mark.parametrize(
    ("ruleset", "given", "message"),
    [
        ("duo", {"scoring": "lowest_wins"}, "unknown duo option 'scoring'"),
        ("duo", {"stack_draw2": True}, "unknown duo option 'stack_draw2'"),
        ("classic", {"wd4_mode": "never"}, "option 'wd4_mode' must be one of"),
        ("classic", {"uno_penalty": 0}, "option 'uno_penalty' must be an integer from 1 to 10"),
        ("duo", {"uno_penalty": 11}, "option 'uno_penalty' must be an integer from 1 to 10"),
        ("duo", {"match_rounds": -1}, "option 'match_rounds' must be an integer from 0 to 1000"),
        ("classic", {"seven_o": 1}, "option 'seven_o' must be one of false, true"),
        ("duo", {"catch_window": "forever"}, "option 'catch_window' must be one of"),
    ],
)
def test_house_options_are_validated(ruleset, given, message):
    """H1-H13: a house option the ruleset does not have, or a value it does not allow, is refused by name."""
    with pytest.raises(OptionError, match=message):
        Options.for_ruleset(ruleset, given)


def test_house_rules_lists_the_rules_in_force():
    """``house_rules`` names the non-default house rules (what a plain-rules engine must refuse)."""
    assert house_rules("duo", Options.for_ruleset("duo", {})) == {}
    assert house_rules("classic", {"draw_until_playable": True}) == {}  # C7, not a house rule in classic
    assert house_rules("duo", {"draw_until_playable": True, "seven_o": True}) == {
        "seven_o": True, "draw_until_playable": True,
    }


# ---------------------------------------------------------------------------------------------- H1-H4 stacking

# (ruleset, options, hands, top, after these actions) -> (decision, seat to act, legal actions)
STACK_TABLE = [
    # H2: a Wild Draw 4 answered with a Wild Draw 4: the challenge decision also offers the stack.
    ("classic", {"stack_draw4": True}, ["W+4 R1 R2", "W+4 Y1 Y2", "G1 G2 G3"], "B5", ["0 play W+4 G"],
     CHALLENGE_CHOICE, 1, {"challenge", "accept", "play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"}),
    # H2 + H4 off: a stacked Wild Draw 4 cannot be challenged; the next player stacks or draws 8.
    ("classic", {"stack_draw4": True}, ["W+4 R1 R2", "W+4 Y1 Y2", "G1 G2 G3"], "B5",
     ["0 play W+4 G", "1 play W+4 Y"], VOLLEY, 2, {"draw"}),
    # H4: with challenge_stacked_draw4 the stacked one may be challenged.
    ("classic", {"stack_draw4": True, "challenge_stacked_draw4": True}, ["W+4 R1 R2", "W+4 Y1 Y2", "G1 G2 G3"],
     "B5", ["0 play W+4 G", "1 play W+4 Y"], CHALLENGE_CHOICE, 2, {"challenge", "accept"}),
    # H3 (progressive) without H1: only a Wild Draw 4 answers a Draw 2, even for a player holding a Draw 2.
    ("classic", {"stack_draw4_on_draw2": True}, ["R+2 R1 R2", "W+4 Y+2 Y2", "G1 G2 G3"], "R5", ["0 play R+2"],
     VOLLEY, 1, {"draw", "play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"}),
    # H1 + H3: a Draw 2 or a Wild Draw 4 answers a Draw 2.
    ("classic", {"stack_draw2": True, "stack_draw4_on_draw2": True}, ["R+2 R1 R2", "W+4 Y+2 Y2", "G1 G2 G3"], "R5",
     ["0 play R+2"], VOLLEY, 1, {"draw", "play Y+2", "play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"}),
    # H3 without H2: nothing answers the Wild Draw 4 on the Draw 2: the next player drew 6 at once.
    ("classic", {"stack_draw4_on_draw2": True}, ["R+2 G1 R2 R3", "W+4 Y+2 Y2", "G+2 W+4 G3"], "R5",
     ["0 play R+2", "1 play W+4 G"], TURN, 0, {"play G1", "draw"}),
    # No Draw 2 is ever stacked on a Wild Draw 4 (H3 is one way only).
    ("duo", {"stack_draw4_on_draw2": True, "stack_draw4": True}, ["R+2 R1 R2", "W+4 G+2 B2"], "R5",
     ["0 play R+2", "1 play W+4 G"], VOLLEY, 0, {"draw"}),
    # Duo volleys already (R36); H3 adds the Wild Draw 4.
    ("duo", {"stack_draw4_on_draw2": True}, ["R+2 R1 R2", "W+4 G+2 B2"], "R5", ["0 play R+2"],
     VOLLEY, 1, {"draw", "play G+2", "play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"}),
]


@pytest.mark.parametrize(("ruleset", "options", "hands", "top", "actions", "decision", "seat", "actions_legal"),
                         STACK_TABLE)
def test_H1_to_H4_stacking_table(ruleset, options, hands, top, actions, decision, seat, actions_legal):
    """H1-H4: which cards answer a pending draw, and when a stacked Wild Draw 4 can be challenged."""
    state = position(ruleset, hands, top, 0, options=options, draw="B1 B2 B3 B4 B6 B7 B8 B9 Y3 Y4")
    act(state, *actions)
    assert (state.decision, state.to_act) == (decision, seat)
    assert legal(state) == actions_legal


def test_H2_stacked_draws_go_to_the_player_who_cannot_stack():
    """H2: W+4 on W+4 makes 8; the third player draws them all and misses the turn; the next seat plays."""
    state = classic(["W+4 R1 R2", "W+4 Y1 Y2", "G1 G2 G3"], "B5", options={"stack_draw4": True},
                    draw="B1 B2 B3 B4 B6 B7 B8 B9")
    act(state, "0 play W+4 G", "1 play W+4 Y")
    assert state.pending_draw == 8
    act(state, "2 draw")
    assert len(hand(state, 2)) == 11
    assert (state.decision, state.to_act, state.pending_draw) == (TURN, 0, 0)


def test_H2_duo_stacked_draw4_gives_the_last_player_the_turn():
    """H2 in Duo: as after a volley (R39), the player of the last Wild Draw 4 takes the next turn."""
    state = duo(["W+4 W+4 R1 R2", "W+4 Y1 Y2"], "B5", options={"stack_draw4": True},
                draw="B1 B2 B3 B4 B6 B7 B8 B9 G1 G2 G3 G4")
    act(state, "0 play W+4 G", "1 play W+4 Y", "0 play W+4 B")
    assert (state.decision, state.to_act, state.pending_draw) == (VOLLEY, 1, 12)
    act(state, "1 draw")
    assert len(hand(state, 1)) == 14
    assert (state.decision, state.to_act) == (TURN, 0)


@pytest.mark.parametrize(
    ("offender_hand", "illegal", "offender_cards", "challenger_cards", "next_seat"),
    [
        # Seat 1 stacked on a blue Wild Draw 4 (green named) holding a green card: illegal; it draws all 8.
        ("W+4 G1 Y2", True, 2 + 8, 3, 2),
        # Holding no green: legal; the challenger draws 8 + 2 = 10 and misses its turn.
        ("W+4 Y1 Y2", False, 2, 3 + 10, 0),
    ],
)
def test_H4_challenging_a_stacked_draw4(offender_hand, illegal, offender_cards, challenger_cards, next_seat):
    """H4: a stacked Wild Draw 4 judged with the color active before it; illegal: its player draws the whole
    total and the challenger plays; legal: the challenger draws the total + 2 and the next seat plays."""
    state = classic(["W+4 R1 R2", offender_hand, "B1 B2 B3"], "B5",
                    options={"stack_draw4": True, "challenge_stacked_draw4": True})
    act(state, "0 play W+4 G", "1 play W+4 Y", "2 challenge")
    assert len(hand(state, 1)) == offender_cards
    assert len(hand(state, 2)) == challenger_cards
    assert (state.decision, state.to_act) == (TURN, next_seat)


def test_H2_last_card_stacked_draw4_gives_the_total_without_a_challenge():
    """H2 with R63/C16: a stacked Wild Draw 4 that empties the hand: the victim draws the whole total."""
    state = classic(["W+4 R1 R2", "W+4", "G1 G2 G3"], "B5", options={"stack_draw4": True, "target_score": 999},
                    draw="B1 B2 B3 B4 B6 B7 B8 B9")
    act(state, "0 play W+4 G", "1 play W+4 Y")
    assert state.rounds[0].out == 1
    assert state.rounds[0].points[1] > 0


# ---------------------------------------------------------------------------------------------- H5, H6 drawing


def test_H5_draw_until_playable_in_duo():
    """H5: in Duo too, one draw takes cards until a playable one; it may be kept (without H6)."""
    state = duo(["R1 R2", "Y1 Y2"], "G5", options={"draw_until_playable": True}, draw="B1 B2 G7 B3")
    act(state, "0 draw")
    assert sorted(hand(state, 0)) == sorted(["R1", "R2", "B1", "B2", "G7"])
    assert (state.decision, state.drawn.code) == (AFTER_DRAW, "G7")
    assert legal(state) == {"play G7", "pass"}


@pytest.mark.parametrize(
    ("ruleset", "options", "draw", "legal_after"),
    [
        ("classic", {"forced_play": True}, "G7", {"play G7"}),
        ("classic", {"forced_play": True}, "B1", {"pass"}),
        ("classic", {"forced_play": True, "draw_until_playable": True}, "B1 G7", {"play G7"}),
        ("duo", {"forced_play": True}, "W", {"play W R", "play W Y", "play W G", "play W B"}),
        ("duo", {}, "G7", {"play G7", "pass"}),
        # H6 with H7 no_bluff: a drawn Wild Draw 4 that may not be played is kept.
        ("duo", {"forced_play": True, "wd4_mode": "no_bluff"}, "W+4", {"pass"}),
    ],
)
def test_H6_forced_play(ruleset, options, draw, legal_after):
    """H6: a playable card just drawn must be played: no ``pass`` is offered."""
    hands = ["R1 G2", "Y1 Y2"] if ruleset == "duo" else ["R1 G2", "Y1 Y2", "B4 B5"]
    state = position(ruleset, hands, "G5", 0, options=options, draw=draw)
    act(state, "0 draw")
    assert legal(state) == legal_after
    if "pass" not in legal_after:
        with pytest.raises(IllegalActionError, match="must be played"):
            state.apply("pass")


# ---------------------------------------------------------------------------------------------- H7 Wild Draw 4


@pytest.mark.parametrize(
    ("hand0", "wd4_offered"),
    [
        ("W+4 G1 R2", False),  # G1 plays on G5
        ("W+4 R5 R2", False),  # R5 matches the number
        ("W+4 W R2", False),  # a W plays: "nothing else is playable" counts wild cards
        ("W+4 R1 R2", True),
        ("W+4 W+4 R2", True),  # another Wild Draw 4 is not "something else"
    ],
)
def test_H7_no_bluff_wild_draw4_only_when_nothing_else_plays(hand0, wd4_offered):
    """H7 no_bluff: a Wild Draw 4 is offered (and accepted) only when no other card of the hand plays."""
    state = duo([hand0, "Y1 Y2"], "G5", options={"wd4_mode": "no_bluff"})
    assert ("play W+4 R" in legal(state)) is wd4_offered
    if not wd4_offered:
        with pytest.raises(IllegalActionError, match="no other card can be played"):
            state.apply("play W+4 R")


@pytest.mark.parametrize(("mode", "players", "next_seat"), [("no_bluff", 2, 0), ("no_challenge", 2, 0),
                                                             ("no_challenge", 3, 2)])
def test_H7_no_challenge_the_next_player_just_draws(mode, players, next_seat):
    """H7: without a challenge the next player draws 4 at once and misses the turn (R46 / C12)."""
    ruleset = "duo" if players == 2 else "classic"
    hands = ["W+4 R1 R2", "Y1 Y2 Y3", "B1 B2 B3"][:players]
    state = position(ruleset, hands, "G5", 0, options={"wd4_mode": mode})
    act(state, "0 play W+4 G")
    assert len(hand(state, 1)) == 7
    assert (state.decision, state.to_act) == (TURN, next_seat)


# ---------------------------------------------------------------------------------------------- H8, H9 UNO calls


@pytest.mark.parametrize("penalty", [1, 2, 4])
def test_H8_uno_penalty(penalty):
    """H8: a caught player draws ``uno_penalty`` cards."""
    state = duo(["R1 R2", "Y1 Y2"], "R5", options={"uno_penalty": penalty})
    act(state, "0 play R1")
    assert state.decision == CATCH_CHOICE
    act(state, "1 catch")
    assert len(hand(state, 0)) == 1 + penalty


def test_H9_catch_until_the_offenders_next_turn():
    """H9 until_next_turn: after ``ignore`` any other seat may still ``catch`` at its turn, until the offender
    acts again; the catcher then takes its turn as usual."""
    options = {"catch_window": "until_next_turn", "uno_penalty": 3}
    state = classic(["R1 R2", "R7 Y2 Y3", "R8 B2 B3"], "R5", options=options)
    act(state, "0 play R1", "1 ignore")
    assert state.decision == TURN and "catch" in legal(state)  # the seat that ignored may change its mind
    act(state, "1 play R7")
    assert "catch" in legal(state)
    act(state, "2 catch")
    assert len(hand(state, 0)) == 4
    assert (state.decision, state.to_act) == (TURN, 2)
    assert "catch" not in legal(state)  # caught once only


def test_H9_window_closes_when_the_offender_acts():
    """H9: once the offender has acted again, nobody can catch it."""
    state = classic(["R1 R2", "Y2 Y3", "B2 B3"], "R5", options={"catch_window": "until_next_turn"},
                    draw="G1 G2 G3 G4")
    act(state, "0 play R1", "1 ignore", "1 draw", "1 pass", "2 draw", "2 pass")
    assert state.to_act == 0 and "catch" not in legal(state)
    act(state, "0 play R2")
    assert state.rounds[0].out == 0


def test_H9_immediate_window_is_one_decision():
    """H9 immediate (the default, R57): after ``ignore`` there is no ``catch`` any more."""
    state = classic(["R1 R2", "Y2 Y3", "B2 B3"], "R5")
    act(state, "0 play R1", "1 ignore")
    assert "catch" not in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply("catch")


# ---------------------------------------------------------------------------------------------- H10, H11 scoring


@pytest.mark.parametrize(("ruleset", "rounds", "over"), [("duo", 1, True), ("duo", 2, False), ("classic", 1, True)])
def test_H10_match_rounds(ruleset, rounds, over):
    """H10: the match ends after ``match_rounds`` rounds, even far from the target."""
    hands = ["R1", "Y1 Y2"] if ruleset == "duo" else ["R1", "Y1 Y2", "B1 B2"]
    state = position(ruleset, hands, "R5", 0, options={"match_rounds": rounds, "target_score": 1000})
    act(state, "0 play R1")
    assert state.match_over is over
    if over:
        assert state.winner == 0


@pytest.mark.parametrize(
    ("scoring", "points"),
    [
        ("first_to_target", (1 + 2 + 3 + 20, 0, 0)),  # C17: all to the seat that went out
        ("lowest_wins", (0, 1 + 2 + 3, 20)),  # H11: every seat its own hand
    ],
)
def test_H11_classic_scoring(scoring, points):
    """H11: ``lowest_wins`` scores each seat its own hand, and the lowest total wins once one reaches the target."""
    state = classic(["R1", "Y1 Y2 Y3", "BS"], "R5", options={"scoring": scoring, "target_score": 20})
    act(state, "0 play R1")
    assert state.rounds[0].points == points
    assert state.match_over and state.winner == 0


def test_H11_lowest_wins_blocked_round_scores_everyone():
    """H11: a blocked round scores every seat its own hand too (as R72)."""
    state = classic(["Y1", "Y2", "B7"], "R5", options={"scoring": "lowest_wins", "target_score": 5}, rest=2)
    big = sum(CLASSIC_VALUE[c] for c in state.hands[2])
    act(state, "0 draw", "1 draw", "2 draw")
    assert state.rounds[0].blocked
    assert state.rounds[0].points == (1, 2, big)
    assert state.winner == 0


# ---------------------------------------------------------------------------------------------- H12 Seven-O


def test_H12_seven_swaps_hands_with_the_chosen_seat():
    """H12: after a 7 its player names a seat with ``swap S``; the hands change places; only the two seats
    see the hands they got; then the next player (in the direction of play) moves."""
    state = classic(["R7 G1 G2", "Y1", "B1 B2 B3 B4"], "R5", options={"seven_o": True})
    act(state, "0 play R7")
    assert (state.decision, state.to_act) == (SWAP_CHOICE, 0)
    assert legal(state) == {"swap 1", "swap 2"}
    events = act(state, "0 swap 1")
    assert hand(state, 0) == ["Y1"] and hand(state, 1) == ["G1", "G2"]
    assert (state.decision, state.to_act) == (TURN, 1)
    for seat in range(3):
        seen = [e for e in view(state, seat).events if e.kind == "hand"]
        assert {e.seat for e in seen} == {0, 1}
        assert all(bool(e.cards) == (e.seat == seat) for e in seen)
    assert [e.kind for e in events][:2] == ["swap", "hand"]


def test_H12_zero_passes_every_hand_along_the_direction():
    """H12: a 0 passes every hand to the next seat in the direction of play (counterclockwise here)."""
    state = classic(["R0 G1 G2", "Y1", "B1 B2 B3"], "R5", options={"seven_o": True}, direction=-1)
    act(state, "0 play R0")
    # Counterclockwise the next seat after s is s-1: seat 2 gets seat 0's hand, seat 1 seat 2's, seat 0 seat 1's.
    assert hand(state, 2) == ["G1", "G2"] and hand(state, 1) == ["B1", "B2", "B3"] and hand(state, 0) == ["Y1"]
    assert (state.decision, state.to_act) == (TURN, 2)


def test_H12_catch_comes_before_the_swap_and_a_last_seven_swaps_nothing():
    """H12 with R86: the catch decision comes first; a 7 that empties the hand ends the round, no swap."""
    state = duo(["R7 R8", "Y1 Y2"], "R5", options={"seven_o": True})
    act(state, "0 play R7")
    assert state.decision == CATCH_CHOICE
    act(state, "1 ignore")
    assert state.decision == SWAP_CHOICE
    act(state, "0 swap 1")
    assert hand(state, 0) == ["Y1", "Y2"] and hand(state, 1) == ["R8"]
    # Seat 1 now holds one card; it made no play, so nobody may catch it.
    act(state, "1 play R8")
    assert state.rounds[0].out == 1


def test_H12_swap_must_name_another_seat():
    state = classic(["R7 G1", "Y1", "B1"], "R5", options={"seven_o": True})
    act(state, "0 play R7 uno")
    with pytest.raises(IllegalActionError):
        state.apply("swap 0")
    with pytest.raises(IllegalActionError):
        state.apply("swap 5")


# ---------------------------------------------------------------------------------------------- H13 jump-in


def test_H13_jump_in_with_the_identical_card():
    """H13: at a normal turn a seat holding the top card's twin may play it out of turn; play goes on from it."""
    state = classic(["R5 G1 G2", "Y1 Y2", "R5 B2 B3"], "R4", options={"jump_in": True})
    act(state, "0 play R5")
    assert state.to_act == 1
    assert state.jump_ins() == {2: [Action.parse("play R5")]}
    assert state.may_act == (1, 2)
    events = act(state, "2 play R5")
    assert events[0].kind == "jump_in" and events[0].info == 1
    assert (state.decision, state.to_act) == (TURN, 0)  # the seat after the jumper
    assert state.history[-1] == "2 play R5"


@pytest.mark.parametrize(
    ("hands", "top", "actions", "line"),
    [
        (["R5 G1 G2", "Y1 Y2", "G5 B2 B3"], "R4", ["0 play R5"], "2 play G5"),  # not identical
        (["R+2 G1 G2", "Y1 Y2", "R+2 B2 B3"], "R4", ["0 play R+2"], "2 play R+2"),  # a volley is no normal turn
        (["W G1 G2", "Y1 Y2", "W B2 B3"], "R4", ["0 play W G"], "2 play W G"),  # wild cards never jump in
    ],
)
def test_H13_jump_in_refused(hands, top, actions, line):
    """H13: only the identical colored card, only at a normal turn."""
    state = classic(hands, top, options={"jump_in": True, "stack_draw2": True})
    act(state, *actions)
    before = state.history
    with pytest.raises(IllegalActionError, match="seat 2 cannot act"):
        act(state, line)
    assert state.history == before


def test_H13_off_by_default():
    state = classic(["R5 G1 G2", "Y1 Y2", "R5 B2 B3"], "R4")
    act(state, "0 play R5")
    assert state.jump_ins() == {}
    with pytest.raises(IllegalActionError, match="seat 2 cannot act"):
        act(state, "2 play R5")


# ---------------------------------------------------------------------------------------------- records


def test_records_with_house_rules_replay_exactly():
    """Records carry their options, so a match under house rules replays to the same end (Duo, Seven-O and
    stacking), and the same actions are illegal without the options."""
    options = {"seven_o": True, "stack_draw4": True, "uno_penalty": 1}
    record = duo_record(
        "R7 G1 G2 G3 G4 W+4 B1", "Y1 Y2 Y3 Y4 W+4 B2 B3", "R5",
        actions=["1 play W+4 G", "0 play W+4 B", "1 draw", "0 play B1"],
        options=options,
    )
    state = run(record)
    again = replay(Record.from_dict(Record.of(state).to_dict()))
    assert again.history == state.history and again.hands == state.hands
    plain = Record.from_dict({**record.to_dict(), "options": {}})
    with pytest.raises(ReplayError):
        replay(plain)


def test_classic_record_with_seven_o_and_jump_in_replays():
    """A classic record with a swap and a jump-in replays action for action (record/replay contract)."""
    record = classic_record(
        ["R7 G1 G2 G3 G4 G5 G6", "Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B5 B6 R7"], "R4",
        actions=["0 play R7", "0 swap 1", "2 play R7", "2 swap 0", "0 draw"],
        options={"seven_o": True, "jump_in": True},
    )
    state = run(record)
    # Seat 0's hand went to seat 1; seat 2 jumped in with its twin 7 and took seat 0's new hand (seat 1's old).
    assert sorted(hand(state, 1)) == sorted("G1 G2 G3 G4 G5 G6".split())
    assert sorted(hand(state, 2)) == sorted("Y1 Y2 Y3 Y4 Y5 Y6 Y7".split())
    assert len(hand(state, 0)) == 7
    again = replay(Record.from_dict(Record.of(state).to_dict()))
    assert again.history == state.history == record.actions
