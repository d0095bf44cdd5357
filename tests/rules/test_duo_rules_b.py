"""UNO Duo rules R43-R86 and worked examples T6-T14 (RULES.md Part 1 and Part 3), as scenario tests.

Every expected value below is derived from the rule text, not from the engine's output.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import duo_deck, duo_record, hand, legal, position, run, summary

from unoduo.core import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    OVER,
    TURN,
    VOLLEY,
    Card,
    IllegalActionError,
    Record,
    new_match,
    standard_deck,
    view,
)
from unoduo.core.cards import CODES
from unoduo.core.record import ReplayError

COLOR_INDEX = {"R": 0, "Y": 1, "G": 2, "B": 3}
WILD_PLAYS = {"play W R", "play W Y", "play W G", "play W B"}
WD4_PLAYS = {"play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"}


# ---------------------------------------------------------------------------------------------- helpers


def value(code: str) -> int:
    """R79, computed independently from the card code."""
    if code == "W":
        return 15
    if code == "W+4":
        return 20
    rank = code[1:]
    return int(rank) if rank.isdigit() else 10


def hand_value(codes: list[str] | str) -> int:
    return sum(value(c) for c in (codes.split() if isinstance(codes, str) else codes))


def split(cards: str | list[str]) -> list[str]:
    return cards.split() if isinstance(cards, str) else list(cards)


def everything_else(*groups: str | list[str], extra: bool = False) -> list[str]:
    """The cards of the deck not named in ``groups``, canonical order."""
    pool = Counter(c.code for c in standard_deck(extra))
    for group in groups:
        for code in split(group):
            pool[code] -= 1
            assert pool[code] >= 0, f"too many {code}"
    return sorted(pool.elements(), key=Card.parse)


def pos(hands, top, to_act=0, **kw):
    return position("duo", hands, top, to_act, **kw)


def tight(hands, top, to_act=0, *, sink, color=None, draw="", discard="", options=None, start_scores=None):
    """A position whose draw and discard piles hold exactly the cards named; all others go into hands[sink]."""
    parsed = [split(h) for h in hands]
    parsed[sink] += everything_else(*parsed, top, draw, discard)
    return position(
        "duo", parsed, top, to_act, color=color, draw=draw, discard=discard, options=options,
        start_scores=start_scores,
    )


def act(state, *lines: str) -> list:
    """Apply ``"SEAT ACTION"`` lines, checking the seat; return all events caused."""
    events = []
    for line in lines:
        seat, _, action = line.partition(" ")
        events += state.apply(action, seat=int(seat))
    return events


def drawn(events, seat: int) -> list[str]:
    return [CODES[c] for e in events if e.kind == "draw" and e.seat == seat for c in e.cards]


def of_kind(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def snap(state):
    return (
        summary(state), state.hands, state.draw_pile, state.discard_pile, state.round_events,
        state.decision, state.to_act, state.pending_draw,
    )


def assert_illegal(state, action: str, reason: str, seat: int | None = None) -> None:
    before = snap(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action, seat=seat)
    assert info.value.reason == reason
    assert snap(state) == before


def at(state, to_act, decision, **fields):
    s = summary(state)
    assert (s["to_act"], state.decision) == (to_act, decision)
    for key, want in fields.items():
        assert s[key] == want, key


# ---------------------------------------------------------------------------------------------- R43-R49


def test_R43_wild_on_normal_turn_names_color_and_passes_turn():
    """R43: a W played on a normal turn names any color (the current one too); the opponent moves next."""
    s = pos(["G3 R1 W", "Y1 Y2 Y3"], "R5")
    assert WILD_PLAYS <= legal(s)
    act(s, "0 play W G")
    at(s, 1, TURN, top="W", color="G", pending_draw=0)
    assert hand(s, 0) == ["R1", "G3"]
    s = pos(["G3 R1 W", "Y1 Y2 Y3"], "R5")
    act(s, "0 play W R")
    at(s, 1, TURN, top="W", color="R")


def test_R43_wild_after_drawing():
    """R43: a W just drawn may be played after drawing, naming a color; the opponent moves next."""
    s = pos(["Y1 Y2", "G1 G2 G3"], "R5", draw="W")
    act(s, "0 draw")
    at(s, 0, AFTER_DRAW)
    assert legal(s) == WILD_PLAYS | {"pass"}
    act(s, "0 play W B")
    at(s, 1, TURN, top="W", color="B")
    assert hand(s, 0) == ["Y1", "Y2"]


def test_R44_wd4_playable_whatever_the_hand_holds():
    """R44: W+4 may be played on a normal turn even while holding a card of the active color (bluff)."""
    s = pos(["R1 R2 W+4", "Y1 Y2 Y3"], "R5")
    assert WD4_PLAYS <= legal(s)
    act(s, "0 play W+4 Y")
    at(s, 1, CHALLENGE_CHOICE, top="W+4", color="Y", pending_draw=4)


def test_R44_wd4_after_drawing():
    """R44: a W+4 just drawn may be played after drawing."""
    s = pos(["R1 R2", "Y1 Y2 Y3"], "R5", draw="W+4")
    act(s, "0 draw")
    assert legal(s) == WD4_PLAYS | {"pass"}
    act(s, "0 play W+4 G")
    at(s, 1, CHALLENGE_CHOICE, top="W+4", color="G", pending_draw=4)


def test_R44_wd4_never_answers_a_volley():
    """R44/R38: a W+4 (or W) cannot answer a volley; the responder without a Draw 2 may only draw."""
    s = pos(["R+2 Y1 Y2", "W+4 W B1"], "R5")
    act(s, "0 play R+2")
    at(s, 1, VOLLEY, pending_draw=2)
    assert legal(s) == {"draw"}
    assert_illegal(s, "play W+4 R", "not_a_draw2", seat=1)
    assert_illegal(s, "play W R", "not_a_draw2", seat=1)


def test_R45_challenge_decision_after_wd4():
    """R45: after a W+4 the opponent chooses challenge or accept before drawing anything; pending total 4."""
    s = pos(["R1 R2 W+4", "Y1 Y2"], "R8")
    act(s, "0 play W+4 G")
    at(s, 1, CHALLENGE_CHOICE, pending_draw=4)
    assert legal(s) == {"challenge", "accept"}
    assert hand(s, 1) == ["Y1", "Y2"]


def test_R45_catch_comes_before_the_challenge_decision():
    """R45/R57: a W+4 leaving one card without the call gets the catch decision first, then the challenge."""
    s = pos(["B5 W+4", "Y1 Y2"], "R8")
    act(s, "0 play W+4 G")
    at(s, 1, CATCH_CHOICE, pending_draw=4)
    act(s, "1 ignore")
    at(s, 1, CHALLENGE_CHOICE, pending_draw=4)


def test_R45_no_challenge_for_turned_up_wd4():
    """R45/R27: a turned-up W+4 has no challenge: after P1's color, P2 draws 4 and P1 takes a normal turn."""
    rec = duo_record("R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7", "W+4")
    s = run(rec)
    at(s, 0, COLOR_CHOICE, pending_draw=4, color=None)
    act(s, "0 color G")
    at(s, 0, TURN, pending_draw=0, color="G")
    assert len(hand(s, 1)) == 11
    assert len(hand(s, 0)) == 7


def test_R45_no_challenge_for_wd4_that_ends_the_round():
    """R45/R63: a W+4 that empties the hand ends the round: the opponent draws 4 without a challenge."""
    s = pos(["W+4", "R1 R2"], "R8", draw="Y1 Y2 Y3 Y4")
    events = act(s, "0 play W+4 G")
    assert drawn(events, 1) == ["Y1", "Y2", "Y3", "Y4"]
    assert s.rounds[0].to_dict() == {"points": [0, 3 + 10], "out": 0, "blocked": False}
    assert s.decision == DRAFT and s.round == 2


def test_R46_accept_draws_four_and_wd4_player_goes_again():
    """R46: accept makes the opponent draw 4; then the W+4 player takes another normal turn."""
    s = pos(["R1 R2 W+4", "Y5 Y6"], "R8", draw="G1 G2 G3 G4")
    act(s, "0 play W+4 B", "1 accept")
    at(s, 0, TURN, top="W+4", color="B", pending_draw=0)
    assert hand(s, 1) == ["Y5", "Y6", "G1", "G2", "G3", "G4"]
    assert hand(s, 0) == ["R1", "R2"]


# (hand of seat 0, top, named color of a wild top, option, illegal?)
R47_TABLE = [
    # T6's first hand: R2 shares the active color R.
    ("R2 B5 W+4", "R8", None, "color_match", True),
    ("R2 B5 W+4", "R8", None, "any_nonwild_playable", True),
    ("R2 B5 W+4", "R8", None, "any_playable", True),
    # T6's table.
    ("Y7 B2 W+4", "R2", None, "color_match", False),
    ("Y7 B2 W+4", "R2", None, "any_nonwild_playable", True),
    ("Y7 B2 W+4", "R2", None, "any_playable", True),
    ("B7 W W+4", "R2", None, "color_match", False),
    ("B7 W W+4", "R2", None, "any_nonwild_playable", False),
    ("B7 W W+4", "R2", None, "any_playable", True),
    # Another W+4 counts as a playable wild only for any_playable.
    ("Y7 W+4 W+4", "R2", None, "color_match", False),
    ("Y7 W+4 W+4", "R2", None, "any_nonwild_playable", False),
    ("Y7 W+4 W+4", "R2", None, "any_playable", True),
    # A symbol match (Draw 2 on Draw 2) is playable (R4 d) but is not a color match.
    ("B+2 G3 W+4", "R+2", None, "color_match", False),
    ("B+2 G3 W+4", "R+2", None, "any_nonwild_playable", True),
    ("B+2 G3 W+4", "R+2", None, "any_playable", True),
    # A wild top card: the named color counts, numbers never match (R4: only (a) and (b)).
    ("Y1 B2 W+4", "W", "Y", "color_match", True),
    ("R1 B2 W+4", "W", "Y", "color_match", False),
    ("R1 B2 W+4", "W", "Y", "any_nonwild_playable", False),
    ("R1 B2 W+4", "W", "Y", "any_playable", False),
]


@pytest.mark.parametrize(("hand0", "top", "color", "option", "illegal"), R47_TABLE)
def test_R47_legality_tests(hand0, top, color, option, illegal):
    """R47: the three wd4_illegal_if tests judge the hand held when playing, without the W+4 just played."""
    s = pos([hand0, "G5 G6 G7"], top, color=color, options={"wd4_illegal_if": option})
    act(s, "0 play W+4 G", "1 challenge")
    rest = split(hand0)
    rest.remove("W+4")
    if illegal:  # R48
        at(s, 1, TURN, top="W+4", color="G", pending_draw=0)
        assert len(hand(s, 0)) == len(rest) + 4
        assert hand(s, 1) == ["G5", "G6", "G7"]
    else:  # R49
        at(s, 0, TURN, top="W+4", color="G", pending_draw=0)
        assert len(hand(s, 1)) == 3 + 6
        assert len(hand(s, 0)) == len(rest)


@pytest.mark.parametrize(("hand0", "illegal"), [("B5 B6", False), ("R2 B5", True)])
def test_R47_judged_on_hand_when_wd4_was_just_drawn(hand0, illegal):
    """R47: a W+4 played right after drawing it is judged on the hand held then, like any other."""
    s = pos([hand0, "G5 G6"], "R8", draw="W+4 Y1 Y2 Y3 Y4 Y5 Y6")
    act(s, "0 draw", "0 play W+4 G", "1 challenge")
    if illegal:
        at(s, 1, TURN, color="G")
        assert len(hand(s, 0)) == 6
        assert len(hand(s, 1)) == 2
    else:
        at(s, 0, TURN, color="G")
        assert len(hand(s, 1)) == 8
        assert len(hand(s, 0)) == 2


def test_R47_cards_drawn_later_do_not_count():
    """R47: red cards drawn as an UNO penalty after the W+4 do not make it illegal; the reveal omits them."""
    s = pos(["B5 W+4", "G5 G6"], "R8", draw="R1 R2 Y1 Y2 Y3 Y4 Y5 Y6")
    act(s, "0 play W+4 G")
    at(s, 1, CATCH_CHOICE)
    events = act(s, "1 catch")
    assert drawn(events, 0) == ["R1", "R2"]
    at(s, 1, CHALLENGE_CHOICE, pending_draw=4)
    events = act(s, "1 challenge")
    reveals = view(s, 1).revealed
    assert [[c.code for c in e.cards] for e in reveals] == [["B5"]]
    assert drawn(events, 1) == ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]
    assert drawn(events, 0) == []
    at(s, 0, TURN, color="G", pending_draw=0)
    assert hand(s, 0) == ["R1", "R2", "B5"]


def test_R48_successful_challenge():
    """R48: illegal W+4: its player draws 4, the challenger nothing; the card and color stand; challenger moves."""
    s = pos(["B1 R3 W+4", "G5 G6"], "W", color="B", draw="Y1 Y2 Y3 Y4")
    events = act(s, "0 play W+4 R", "1 challenge")
    assert drawn(events, 0) == ["Y1", "Y2", "Y3", "Y4"]
    assert drawn(events, 1) == []
    at(s, 1, TURN, top="W+4", color="R", pending_draw=0)
    assert hand(s, 0) == ["R3", "Y1", "Y2", "Y3", "Y4", "B1"]
    assert hand(s, 1) == ["G5", "G6"]
    assert [e.info for e in of_kind(events, "challenge_result")] == ["illegal"]


def test_R49_failed_challenge_draws_six_in_all():
    """R49: a legal W+4 challenged: the challenger draws 6 in all (not 10); the W+4 player goes again."""
    s = pos(["B1 Y3 W+4", "G5 G6"], "R8", draw="Y1 Y2 Y4 Y5 Y6 Y7 Y8 Y9")
    events = act(s, "0 play W+4 B", "1 challenge")
    assert drawn(events, 1) == ["Y1", "Y2", "Y4", "Y5", "Y6", "Y7"]
    assert drawn(events, 0) == []
    at(s, 0, TURN, top="W+4", color="B", pending_draw=0)
    assert len(hand(s, 1)) == 8


# ---------------------------------------------------------------------------------------------- R50-R55


def test_R50_dump_decision_after_reverse():
    """R50: after a Reverse its player decides: a dump of every card of that color, or nodump (T3)."""
    s = pos(["R7 B3 BS BR W", "G1 G2"], "B5")
    act(s, "0 play BR")
    at(s, 0, DUMP_CHOICE, top="BR", color="B")
    assert legal(s) == {"dump B3 BS", "dump BS B3", "nodump"}
    act(s, "0 nodump")
    at(s, 1, TURN, top="BR", color="B")
    assert hand(s, 0) == ["R7", "B3", "BS", "W"]


def test_R50_only_nodump_without_cards_of_the_color():
    """R50: with no card of the Reverse's color left, nodump is the only (still presented) action."""
    s = pos(["R7 BR G1", "G2 G3"], "B5")
    act(s, "0 play BR")
    at(s, 0, DUMP_CHOICE)
    assert legal(s) == {"nodump"}


def test_R50_reverse_emptying_the_hand_ends_the_round():
    """R50/R62: a Reverse that empties the hand ends the round; no dump decision follows."""
    s = pos(["BR", "G2 G3"], "B5")
    act(s, "0 play BR")
    assert s.rounds[0].to_dict() == {"points": [0, 5], "out": 0, "blocked": False}
    assert s.decision == DRAFT


def test_R50_dump_lists_cards_held_at_the_dump_decision():
    """R50/R57: the dump decision follows a catch; the dump must then include penalty cards of that color."""
    s = pos(["B3 BR", "G1 G2"], "B5", draw="B7 R1")
    act(s, "0 play BR")
    at(s, 1, CATCH_CHOICE)
    act(s, "1 catch")
    at(s, 0, DUMP_CHOICE)
    assert hand(s, 0) == ["R1", "B3", "B7"]
    assert legal(s) == {"dump B3 B7", "dump B7 B3", "dump B3 B7 uno", "dump B7 B3 uno", "nodump"}
    assert_illegal(s, "dump B3", "dump_incomplete", seat=0)


def test_R51_partial_or_foreign_dump_is_illegal():
    """R51 (T4): a dump leaving out a card of the color, or including another card, is illegal."""
    s = pos(["R7 G2 B3 B4 BR", "G1 G5"], "B9")
    act(s, "0 play BR")
    assert legal(s) == {"dump B3 B4", "dump B4 B3", "nodump"}
    assert_illegal(s, "dump B3", "dump_incomplete", seat=0)
    assert_illegal(s, "dump B3 B4 G2", "dump_wrong_card", seat=0)
    assert_illegal(s, "dump B3 B4 B4", "dump_wrong_card", seat=0)


def test_R51_T4_partial_dump_in_a_record_is_a_replay_error():
    """R51/T4: replaying a partial dump stops with an error at that action's index."""
    rec = duo_record("Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 G2 B3 B4 BR G5 G6", "B9", actions=["1 play BR", "1 dump B3"])
    with pytest.raises(ReplayError) as info:
        run(rec)
    assert info.value.index == 15
    assert info.value.reason == "dump_incomplete"


def test_R52_wild_cards_never_join_a_dump():
    """R52: W and W+4 are never part of a dump, and listing one is illegal."""
    s = pos(["B3 BR W W+4", "G1 G5"], "B5")
    act(s, "0 play BR")
    assert legal(s) == {"dump B3", "nodump"}
    assert_illegal(s, "dump B3 W", "dump_wrong_card", seat=0)
    assert_illegal(s, "dump B3 W+4", "dump_wrong_card", seat=0)
    act(s, "0 dump B3")
    assert hand(s, 0) == ["W", "W+4"]


def test_R53_dump_in_any_order_laid_publicly_in_that_order():
    """R53: any order is accepted; the Reverse then the listed cards go on the pile in that public order."""
    s = pos(["B3 B7 BS BR R1 R2", "G1 G5"], "B5")
    act(s, "0 play BR")
    assert legal(s) == {"dump B7 BS B3", "dump B3 BS B7", "dump B3 B7 BS", "nodump"}
    act(s, "0 dump BS B7 B3")  # not the listed order of the same final card, still legal
    assert [c.code for c in s.discard_pile[-4:]] == ["BR", "BS", "B7", "B3"]
    dumps = of_kind(view(s, 1).events, "dump")
    assert [[c.code for c in e.cards] for e in dumps] == [["BS", "B7", "B3"]]
    at(s, 1, TURN, top="B3", color="B")


def test_R53_legal_dumps_one_per_distinct_final_card():
    """R53/R83: with duplicate cards the legal list has one dump per distinct final card."""
    s = pos(["B3 B3 BS BR R1 R2", "G1 G5"], "B5")
    act(s, "0 play BR")
    assert legal(s) == {"dump B3 BS B3", "dump B3 B3 BS", "nodump"}


R54_TABLE = [
    # (hand, dump, options, to_act, decision, pending)
    ("B3 BS BR R1 R2", "dump B3 BS", {}, 0, TURN, 0),
    ("B3 BS BR R1 R2", "dump BS B3", {}, 1, TURN, 0),
    ("B3 B+2 BR R1 R2", "dump B3 B+2", {}, 1, VOLLEY, 2),
    ("B3 B+2 BR R1 R2", "dump B+2 B3", {}, 1, TURN, 0),
    ("B3 BR BR R1 R2", "dump B3 BR", {}, 1, TURN, 0),
    ("B3 BR BR R1 R2", "dump B3 BR", {"reverse_as_skip": True}, 1, TURN, 0),
    ("B3 BR BR R1 R2", "dump BR B3", {"reverse_as_skip": True}, 1, TURN, 0),
    ("B3 BS BR R1 R2", "dump B3 BS", {"reverse_as_skip": True}, 0, TURN, 0),
]


@pytest.mark.parametrize(("hand0", "dump", "options", "to_act", "decision", "pending"), R54_TABLE)
def test_R54_only_the_final_card_acts(hand0, dump, options, to_act, decision, pending):
    """R54: the final dumped card acts: Skip = another turn, Draw 2 = volley, number or Reverse = nothing."""
    s = pos([hand0, "G1 G5"], "B5", options=options)
    act(s, "0 play BR", "0 " + dump)
    at(s, to_act, decision, pending_draw=pending, color="B", top=dump.split()[-1])


def test_R55_earlier_dump_cards_have_no_effect():
    """R55: a Skip and a Draw 2 laid before the final card do nothing; the color is the Reverse's."""
    s = pos(["BS B+2 B3 BR R1 R2", "G1 G5"], "B5")
    act(s, "0 play BR", "0 dump BS B+2 B3")
    at(s, 1, TURN, pending_draw=0, color="B", top="B3")
    assert hand(s, 0) == ["R1", "R2"]
    assert hand(s, 1) == ["G1", "G5"]


def test_R55_color_after_turned_up_reverse_dump():
    """R55/R28: after P2's dump on a turned-up Reverse the active color is that Reverse's color."""
    s = run(duo_record("R1 R2 R3 Y4 Y5 Y6 B1", "G1 G7 R8 Y8 B8 B9 W", "GR", actions=["1 dump G1 G7"]))
    at(s, 0, TURN, color="G", top="G7")


# ---------------------------------------------------------------------------------------------- R56-R61


def test_R56_both_forms_legal_only_where_one_card_is_left():
    """R56: a play leaving one card is legal with and without uno; the token is illegal elsewhere."""
    s = pos(["R3 R5", "G1 G2 G3"], "R7")
    assert legal(s) == {"play R3", "play R3 uno", "play R5", "play R5 uno", "draw"}
    s3 = pos(["R3 R5 G9", "G1 G2 G3"], "R7")
    assert legal(s3) == {"play R3", "play R5", "draw"}
    assert_illegal(s3, "play R3 uno", "uno_not_allowed", seat=0)
    s1 = pos(["R3", "G1 G2 G3"], "R7")
    assert legal(s1) == {"play R3", "draw"}
    assert_illegal(s1, "play R3 uno", "uno_not_allowed", seat=0)
    act(s, "0 play R3 uno")
    at(s, 1, TURN)


def test_R56_uno_token_on_a_non_play_action_is_illegal():
    """R56: the token exists only on play and dump; 'draw uno' or 'nodump uno' are not actions."""
    s = pos(["R3 R5", "G1 G2 G3"], "R7")
    before = snap(s)
    for bad in ("draw uno", "pass uno"):
        with pytest.raises(IllegalActionError):
            s.apply(bad, seat=0)
        assert snap(s) == before


def test_R56_wild_call_form():
    """R56: 'play W G uno' is the called form of a wild that leaves one card."""
    s = pos(["W R1", "G1 G2 G3"], "B7")
    assert {"play W G", "play W G uno"} <= legal(s)
    act(s, "0 play W G uno")
    at(s, 1, TURN, color="G")


def test_R56_call_in_a_volley_and_after_drawing():
    """R56: the call applies to a volley play and to a play after drawing as well."""
    s = pos(["R+2 Y1 Y2", "G+2 G1"], "R5")
    act(s, "0 play R+2")
    assert legal(s) == {"play G+2", "play G+2 uno", "draw"}
    act(s, "1 play G+2 uno")
    at(s, 0, VOLLEY, pending_draw=4)
    s = pos(["Y1", "G1 G2"], "R5", draw="R9")
    act(s, "0 draw")
    assert legal(s) == {"play R9", "play R9 uno", "pass"}
    act(s, "0 play R9 uno")
    at(s, 1, TURN)


def test_R56_reverse_called_before_its_dump():
    """R56: with B3 BR, 'play BR uno' is safe, then 'dump B3' goes out."""
    s = pos(["B3 BR", "G1 G2"], "B5")
    assert {"play BR", "play BR uno"} <= legal(s)
    act(s, "0 play BR uno")
    at(s, 0, DUMP_CHOICE)
    assert legal(s) == {"dump B3", "nodump"}
    act(s, "0 dump B3")
    assert s.rounds[0].to_dict() == {"points": [0, 3], "out": 0, "blocked": False}


def test_R56_dump_call_form():
    """R56: a dump leaving one card has both forms; 'dump B3 BS uno' is safe from a catch."""
    s = pos(["B3 BS BR R1", "G1 G2"], "B5")
    act(s, "0 play BR")
    assert legal(s) == {"dump B3 BS", "dump B3 BS uno", "dump BS B3", "dump BS B3 uno", "nodump"}
    act(s, "0 dump B3 BS uno")
    at(s, 0, TURN, top="BS")
    assert hand(s, 0) == ["R1"]


R57_TABLE = [
    # (hands, top, draw, actions to the catch, offender, then: to_act, decision, pending)
    (["B3 BR", "G1 G2"], "B5", ["0 play BR"], 0, 0, DUMP_CHOICE, 0),
    (["R+2 Y1", "G+2 G1"], "R5", ["0 play R+2"], 0, 1, VOLLEY, 2),
    (["R+2 Y1 Y2", "G+2 G1"], "R5", ["0 play R+2", "1 play G+2"], 1, 0, VOLLEY, 4),
    (["W+4 Y1", "G1 G2"], "R5", ["0 play W+4 B"], 0, 1, CHALLENGE_CHOICE, 4),
    (["RS R3", "G1 G2"], "R6", ["0 play RS"], 0, 0, TURN, 0),
    (["R3 R4", "G1 G2"], "R6", ["0 play R3"], 0, 1, TURN, 0),
    (["B3 BS BR R1", "G1 G2"], "B5", ["0 play BR", "0 dump B3 BS"], 0, 0, TURN, 0),
    (["B3 B+2 BR R1", "G1 G2"], "B5", ["0 play BR", "0 dump B3 B+2"], 0, 1, VOLLEY, 2),
    (["Y1", "G1 G2"], "R5", ["0 draw", "0 play R9"], 0, 1, TURN, 0),
]


@pytest.mark.parametrize("answer", ["catch", "ignore"])
@pytest.mark.parametrize(("hands", "top", "lines", "offender", "to_act", "decision", "pending"), R57_TABLE)
def test_R57_catch_decision_comes_first_then_play_resumes(hands, top, lines, offender, to_act, decision, pending,
                                                          answer):
    """R57: the opponent's catch decision precedes any dump/volley/challenge/extra turn; then play resumes."""
    s = pos(hands, top, draw="R9 Y7 Y8")
    act(s, *lines)
    catcher = 1 - offender
    at(s, catcher, CATCH_CHOICE, pending_draw=pending)
    assert legal(s) == {"catch", "ignore"}
    size = len(hand(s, offender))
    assert size == 1
    act(s, f"{catcher} {answer}")
    at(s, to_act, decision, pending_draw=pending)
    assert len(hand(s, offender)) == (3 if answer == "catch" else 1)


def test_R58_catch_draws_two_ignore_nothing():
    """R58: catch makes the offender draw 2 at once; ignore does nothing."""
    s = pos(["R3 R4", "G1 G2"], "R6", draw="Y7 B8 Y9")
    act(s, "0 play R3")
    events = act(s, "1 catch")
    assert drawn(events, 0) == ["Y7", "B8"]
    assert hand(s, 0) == ["R4", "Y7", "B8"]
    s = pos(["R3 R4", "G1 G2"], "R6", draw="Y7 B8 Y9")
    act(s, "0 play R3")
    events = act(s, "1 ignore")
    assert drawn(events, 0) == []
    assert hand(s, 0) == ["R4"]
    assert s.draw_pile_size == 108 - 4 - 1  # nothing drawn: the 4 hand cards and the top are out


def test_R59_catch_and_ignore_only_at_a_catch_decision():
    """R59: a false catch, or a catch after a called play, is an illegal action, not a penalty."""
    s = pos(["R3 R4 R5", "G1 G2"], "R6")
    assert_illegal(s, "catch", "wrong_decision", seat=0)
    assert_illegal(s, "ignore", "wrong_decision", seat=0)
    s = pos(["R3 R4", "G1 G2"], "R6")
    act(s, "0 play R3 uno")
    at(s, 1, TURN)
    assert_illegal(s, "catch", "wrong_decision", seat=1)
    assert "catch" not in legal(s)


def test_R59_false_call_is_illegal():
    """R59: a call on a play that does not leave exactly one card is illegal, not a penalty."""
    s = pos(["R3 R4 R5", "G1 G2"], "R6")
    assert_illegal(s, "play R3 uno", "uno_not_allowed", seat=0)


def test_R60_no_late_call_and_no_late_catch():
    """R60: after ignore the one-card player is safe for good: no later catch decision arises."""
    s = pos(["R3 R4", "R7 R8 G1"], "R6")
    act(s, "0 play R3", "1 ignore")
    at(s, 1, TURN)
    act(s, "1 play R7")
    at(s, 0, TURN)
    assert "catch" not in legal(s)
    assert_illegal(s, "catch", "wrong_seat", seat=1)
    assert_illegal(s, "play R4 uno", "uno_not_allowed", seat=0)
    act(s, "0 play R4")
    assert s.rounds[0].to_dict() == {"points": [0, 8 + 1], "out": 0, "blocked": False}


def test_R61_dump_through_one_card_needs_no_call():
    """R61: a dump that empties the hand needs no call (the token is illegal there) and is never caught."""
    s = pos(["B3 BS BR", "G1 G2"], "B5")
    act(s, "0 play BR")
    assert legal(s) == {"dump B3 BS", "dump BS B3", "nodump"}
    assert_illegal(s, "dump B3 BS uno", "uno_not_allowed", seat=0)
    act(s, "0 dump B3 BS")
    assert s.rounds[0].to_dict() == {"points": [0, 3], "out": 0, "blocked": False}
    assert s.decision == DRAFT


def test_R61_going_out_without_call_is_not_penalized():
    """R61: playing the last card never needs (or allows) a call and is never penalized."""
    s = pos(["R3", "G1 G2"], "R5")
    events = act(s, "0 play R3")
    assert of_kind(events, "catch") == [] and drawn(events, 0) == []
    assert s.rounds[0].points == (0, 3)


# ---------------------------------------------------------------------------------------------- R62-R65


@pytest.mark.parametrize(
    ("hands", "top", "lines"),
    [
        (["R3", "G1 G2"], "R5", ["0 play R3"]),
        (["R+2 Y+2", "G+2 B3 W"], "R5", ["0 play R+2 uno", "1 play G+2", "0 play Y+2"]),
        (["Y4 YR Y+2", "R3 GS W+4"], "Y7", ["0 play YR", "0 dump Y4 Y+2"]),
        (["Y4 YR", "R3 GS"], "Y7", ["0 play YR uno", "0 dump Y4"]),
    ],
)
def test_R62_round_ends_when_a_hand_empties(hands, top, lines):
    """R62: a play, a stacked Draw 2 or the last card of a dump that empties the hand ends the round."""
    s = pos(hands, top)
    act(s, *lines)
    assert s.rounds[0].out == 0 and s.rounds[0].blocked is False
    assert s.round == 2 and s.decision == DRAFT


@pytest.mark.parametrize(
    ("hands", "top", "lines", "victim_draws", "kept"),
    [
        (["R+2", "G1 G2"], "R5", ["0 play R+2"], 2, "G1 G2"),
        (["W+4", "G1 G2"], "R5", ["0 play W+4 Y"], 4, "G1 G2"),
        (["R+2 Y+2", "G+2 G1 G2"], "R5", ["0 play R+2 uno", "1 play G+2", "0 play Y+2"], 6, "G1 G2"),
        (["B3 B+2 BR", "G1 G2"], "B5", ["0 play BR", "0 dump B3 B+2"], 2, "G1 G2"),
    ],
)
def test_R63_last_draw_card_makes_the_opponent_draw(hands, top, lines, victim_draws, kept):
    """R63: a Draw 2 (alone, stacked, ending a dump) or W+4 as last card: the opponent draws, no response."""
    draw = "Y1 Y2 Y3 Y4 Y5 Y6 Y7"
    s = pos(hands, top, draw=draw)
    events = act(s, *lines)
    got = drawn(events, 1)
    assert got == draw.split()[:victim_draws]
    assert s.rounds[0].points == (0, hand_value(kept) + hand_value(got))  # the drawn cards count (R63)
    assert s.decision == DRAFT


@pytest.mark.parametrize("last", ["play RS", "play RR", "play W G", "play R3"])
def test_R64_other_last_cards_have_no_effect(last):
    """R64: a Skip, Reverse, W or number card played last has no further effect: nothing is drawn."""
    s = pos([last.split()[1], "G1 G2"], "R5")
    events = act(s, "0 " + last)
    assert drawn(events, 1) == []
    assert s.rounds[0].to_dict() == {"points": [0, 3], "out": 0, "blocked": False}
    assert s.decision == DRAFT and s.to_act == 1


@pytest.mark.parametrize(
    "lines",
    [["0 play R3"], ["0 play R+2"], ["0 play W+4 G"], ["0 play RR"], ["0 play RS"]],
)
def test_R65_no_decision_after_the_round_ends(lines):
    """R65: once a hand is empty no catch, stack, challenge or dump follows: next is round 2's draft."""
    card = lines[0].split()[2]
    s = pos([card, "G+2 R+2 G1"], "R5")
    events = act(s, *lines)
    assert s.decision == DRAFT and s.round == 2 and s.to_act == 1  # R10: P1 of round 2 is seat 1
    kinds = {e.kind for e in events}
    assert not kinds & {"catch", "ignore", "challenge", "accept", "nodump", "dump"}
    assert summary(s)["pending_draw"] == 0


# ---------------------------------------------------------------------------------------------- R66-R72


@pytest.mark.parametrize("shuffle", [False, True])
def test_R66_rebuild_only_when_needed_top_and_named_color_kept(shuffle):
    """R66: the pile is rebuilt only when a card must be drawn; the top (with its named color) stays."""
    s = tight(["Y1 Y2", "G1 G2"], "W", color="G", draw="B9", discard="R1 R2", sink=1,
              options={"rebuild_shuffle": shuffle})
    act(s, "0 draw")
    assert s.draw_pile_size == 0
    assert [c.code for c in s.discard_pile] == ["R1", "R2", "W"]  # not rebuilt yet
    act(s, "0 pass")
    events = act(s, "1 draw")
    assert [c.code for c in s.discard_pile] == ["W"]
    assert summary(s)["color"] == "G" and summary(s)["top"] == "W"
    got = drawn(events, 1)
    left = [c.code for c in s.draw_pile]
    if shuffle:
        assert sorted(got + left) == ["R1", "R2"] and len(got) == 1
    else:
        assert got == ["R1"] and left == ["R2"]  # turned over: the oldest discard is on top


def test_R66_redrawn_discards_are_the_same_cards():
    """R66: played cards that a rebuild returns to the draw pile come back as ordinary cards in hands and events."""
    s = tight(["R1 R2 R3", "R7 Y2 Y3"], "R5", sink=1, options={"rebuild_shuffle": False})
    act(s, "0 play R1", "1 play R7")
    act(s, "0 draw", "0 pass")  # rebuild: R5 R1 turned over, seat 0 takes R5
    events = act(s, "1 draw")  # takes the played R1
    assert drawn(events, 1) == ["R1"]
    assert all(isinstance(c, Card) for e in events for c in e.cards)
    assert all(isinstance(c, Card) for h in s.hands for c in h)
    assert hand(s, 1).count("R1") == 2  # the project's helper reads card codes from state.hands
    assert [c.code for c in view(s, 1).hand].count("R1") == 2


def test_R67_draft_tail_drawn_in_known_order():
    """R67/R20: after the undrafted cards, the draft discards D1..D14 are drawn in their known order."""
    rec = duo_record("R5 RS Y1 Y3 YR BS W+4", "R3 G4 G8 GR G+2 B2 W", "B6")
    deck = rec.decks[0]
    tail = [deck[2 * k - 1] for k in range(1, 15)]  # R17: keep puts position 2k on the discard pile
    s = run(rec)
    assert [c.code for c in s.draw_pile[-14:]] == tail
    assert [c.code for c in view(s, 0).known_bottom] == tail
    got = []
    while s.draw_pile_size:
        seat = s.to_act
        got += drawn(s.apply("draw", seat=seat), seat)
        s.apply("pass", seat=seat)
    assert len(got) == 93
    assert got[-14:] == tail


def test_R68_T13_rebuild_in_the_middle_of_a_draw():
    """R68 (T13): a 4-card draw takes the last card, rebuilds, and continues one card at a time."""
    _t13_check(shuffle=False)


def test_R68_mid_draw_rebuild_shuffled():
    """R68/R66: with rebuild_shuffle true the rest of the draw comes from the shuffled old discards."""
    _t13_check(shuffle=True)


def _t13_check(shuffle: bool) -> None:
    s = tight(["G+2", "Y+2 R1 R2"], "G2", discard="B6 B2", draw="G9", sink=0,
              options={"rebuild_shuffle": shuffle})
    act(s, "0 play G+2", "1 play Y+2")
    at(s, 0, VOLLEY, pending_draw=4)
    events = act(s, "0 draw")
    got = drawn(events, 0)
    left = [c.code for c in s.draw_pile]
    assert len(got) == 4 and got[0] == "G9"
    if shuffle:
        assert sorted(got[1:] + left, key=Card.parse) == sorted(["B6", "B2", "G2", "G+2"], key=Card.parse)
    else:
        assert got == ["G9", "B6", "B2", "G2"]
        assert left == ["G+2"]
    assert [c.code for c in s.discard_pile] == ["Y+2"]
    at(s, 1, TURN, top="Y+2", color="Y", pending_draw=0)


def test_R69_draw_stops_when_no_card_exists():
    """R69: with an empty pile and only the top discard, the draw stops: the player gets what existed."""
    s = tight(["R+2 Y1", "G5 G6"], "R5", sink=0)
    act(s, "0 play R+2")
    events = act(s, "1 draw")
    assert drawn(events, 1) == ["R5"]  # the only card under the top
    assert s.draw_pile_size == 0 and [c.code for c in s.discard_pile] == ["R+2"]


@pytest.mark.parametrize(
    ("hands", "sink", "lines", "to_act"),
    [
        (["R+2 Y1", "G5 G6"], 0, ["0 play R+2", "1 draw"], 0),  # volley still ends the drawer's turn
        (["W+4 R1 R2", "G5 G6"], 0, ["0 play W+4 G", "1 accept"], 0),  # W+4 player still goes again
        (["W+4 Y1 Y2", "G5 G6"], 1, ["0 play W+4 G", "1 challenge"], 0),  # failed challenge, short draw
        (["W+4 R1 R2", "G5 G6"], 1, ["0 play W+4 G", "1 challenge"], 1),  # successful challenge, short draw
    ],
)
def test_R70_short_draw_keeps_turn_order(hands, sink, lines, to_act):
    """R70: a short draw changes only the number of cards, never whose turn comes next."""
    s = tight(hands, "R5", sink=sink)
    events = act(s, *lines)
    assert sum(e.count for e in of_kind(events, "draw")) == 1
    at(s, to_act, TURN, pending_draw=0)


def test_R71_empty_draw_is_a_pass():
    """R71: a normal-turn draw that takes no card ends the turn at once, with no after-drawing decision."""
    s = tight(["Y1", "G1 G2"], "R5", sink=1)
    events = act(s, "0 draw")
    assert drawn(events, 0) == []
    at(s, 1, TURN)
    assert hand(s, 0) == ["Y1"]


def test_R72_two_consecutive_empty_draws_block_the_round():
    """R72: two consecutive empty draws (one per player) end the round blocked; each scores own hand."""
    s = tight(["Y1 Y2", "G1 G2"], "R5", sink=1)
    value1 = hand_value(hand(s, 1))
    assert value1 == 740 - 3 - 5
    act(s, "0 draw", "1 draw")
    assert s.rounds[0].to_dict() == {"points": [3, value1], "out": None, "blocked": True}


def test_R72_an_intervening_play_resets_the_count():
    """R72: an empty draw followed by a play is not a block; the turns must be consecutive."""
    s = tight(["Y1 Y2", "G1 G2 R9"], "R5", sink=1)
    act(s, "0 draw", "1 play R9")
    assert s.rounds == []
    at(s, 0, TURN)
    act(s, "0 draw")  # rebuilds from R5 and takes it
    at(s, 0, AFTER_DRAW)
    act(s, "0 pass", "1 draw")  # empty: only R9 is left in the discard pile
    assert s.rounds == []
    act(s, "0 draw")  # empty again, consecutive with seat 1's
    assert s.rounds[0].blocked is True
    assert s.rounds[0].points[0] == 3 + 5


# ---------------------------------------------------------------------------------------------- R73-R80


def test_R73_player_out_scores_zero():
    """R73: the player who went out scores 0 for the round, whatever the other holds."""
    s = pos(["G1 G2 R3", "R4"], "R5", to_act=1)
    act(s, "1 play R4")
    assert s.rounds[0].to_dict() == {"points": [3 + 1 + 2, 0], "out": 1, "blocked": False}


def test_R74_loser_scores_own_hand_after_the_last_card_draws():
    """R74: the other player scores their hand value, counted after the R63 draws."""
    s = pos(["R3", "G1 W"], "R5")
    act(s, "0 play R3")
    assert s.rounds[0].points == (0, 16)
    s = pos(["R+2", "G1 W"], "R5", draw="B9 Y4")
    act(s, "0 play R+2")
    assert s.rounds[0].points == (0, 1 + 15 + 9 + 4)
    assert s.scores == [0, 29]


RUNNER = "RS RS YS YS GS GS G5"  # P2 goes out in 7 plays on a red number turn-up
RUNNER_PLAYS = ["play RS", "play RS", "play YS", "play YS", "play GS", "play GS uno", "play G5"]


def _round_actions(p1: int, round_plays: bool = True) -> list[str]:
    picks = [f"{p1 if k % 2 == 0 else 1 - p1} keep" for k in range(14)]
    return picks + ([f"{1 - p1} {a}" for a in RUNNER_PLAYS] if round_plays else [])


def test_R80_scores_carry_over_and_p1_alternates_without_a_new_cut():
    """R80/R75/R10: round points add up across rounds; P1 alternates (R10); no new cut after round 1."""
    seed = 4
    first = new_match("duo", seed=seed).first  # decided by the cut (R7-R9)
    assert first in (0, 1)
    loser1, loser2 = "R2 R3 Y4 Y5 B6 B7 B8", "R9 Y9 G9 B9 W W+4 B0"
    decks = [duo_deck(loser1, RUNNER, "R1"), duo_deck(loser2, RUNNER, "R1")]
    actions = _round_actions(first) + _round_actions(1 - first)
    rec = Record(ruleset="duo", seed=seed, decks=decks, actions=actions, start_scores=[5, 7])
    s = run(rec)
    points = [[0, 0], [0, 0]]
    points[0][first] = hand_value(loser1)  # round 1: P1 = first loses to P2
    points[1][1 - first] = hand_value(loser2)  # round 2: P1 = 1 - first
    assert [r.to_dict() for r in s.rounds] == [
        {"points": points[0], "out": 1 - first, "blocked": False},
        {"points": points[1], "out": first, "blocked": False},
    ]
    assert s.scores == [5 + points[0][0] + points[1][0], 7 + points[0][1] + points[1][1]]
    at(s, first, DRAFT, round=3)  # round 3: P1 is the seat that was P1 in round 1
    prefix = _round_actions(first) + [f"{1 - first} keep"]
    mid = run(Record(ruleset="duo", seed=seed, decks=decks, actions=prefix))
    assert mid.round == 2 and mid.to_act == first  # pick 2 of round 2 belongs to P2 = first
    assert "cut" not in {e.kind for e in mid.round_events}


def test_R75_round_scores_add_up():
    """R75: two rounds played from a record: each seat's total is the sum of its round points."""
    loser1, loser2 = "R2 R3 Y4 Y5 B6 B7 B8", "R9 Y9 G9 B9 W W+4 B0"
    decks = [duo_deck(loser1, RUNNER, "R1"), duo_deck(loser2, RUNNER, "R1")]
    s = run(Record(ruleset="duo", first=0, decks=decks, actions=_round_actions(0) + _round_actions(1)))
    assert [r.points for r in s.rounds] == [(hand_value(loser1), 0), (0, hand_value(loser2))]
    assert s.scores == [35, 71] == [hand_value(loser1), hand_value(loser2)]
    assert not s.match_over and s.round == 3


@pytest.mark.parametrize(
    ("start", "target", "over"),
    [
        ([0, 183], 200, False),
        ([0, 184], 200, True),  # R78: exactly 200 reaches the target
        ([0, 185], 200, True),
        ([0, 0], 16, True),  # R78 with another target
        ([0, 0], 17, False),
        ([250, 0], 200, True),  # a total already over the target counts after the round
    ],
)
def test_R76_match_ends_when_a_total_reaches_the_target(start, target, over):
    """R76/R78: after a round the match ends if a total is at least target_score, else a new round starts."""
    s = pos(["R3", "G1 W"], "R5", start_scores=start, options={"target_score": target})
    act(s, "0 play R3")
    assert s.scores == [start[0], start[1] + 16]
    if over:
        assert s.decision == OVER and s.to_act is None and s.match_over
        assert summary(s)["winner"] == (0 if start[0] < start[1] + 16 else 1)
        assert summary(s)["legal"] == []
    else:
        assert not s.match_over and s.round == 2 and s.decision == DRAFT


@pytest.mark.parametrize(
    ("start", "target", "winner"),
    [
        ([16, 0], 16, None),  # equal totals: a draw
        ([150, 0], 150, 1),  # the lower total wins even though seat 1 lost this round
        ([0, 190], 200, 0),
    ],
)
def test_R77_lower_total_wins_equal_is_a_draw(start, target, winner):
    """R77: the lower cumulative score wins; equal totals make the match a draw (winner null)."""
    s = pos(["R3", "G1 W"], "R5", start_scores=start, options={"target_score": target})
    act(s, "0 play R3")
    assert s.match_over
    assert summary(s)["winner"] == winner
    assert s.result().winner == winner


def test_R78_exact_target_from_start():
    """R78: a total exactly equal to the target ends the match."""
    s = pos(["R3", "G1 W"], "R5", start_scores=[0, 184])
    act(s, "0 play R3")
    assert s.scores == [0, 200] and s.match_over and s.winner == 0


@pytest.mark.parametrize(
    ("card", "points", "options"),
    [
        ("R0", 0, {}), ("Y7", 7, {}), ("G9", 9, {}), ("BS", 10, {}), ("RR", 10, {}), ("Y+2", 10, {}),
        ("W", 15, {}), ("W+4", 20, {}), ("W", 15, {"extra_cards": "as_wild"}),
    ],
)
def test_R79_card_values(card, points, options):
    """R79: numbers at face value, Skip/Reverse/Draw 2 10, W 15 (extra cards too), W+4 20."""
    s = pos(["G3", card], "G5", options=options)
    act(s, "0 play G3")
    assert s.rounds[0].points == (0, points)


def test_R79_deck_totals_740():
    """R79: the 108-card deck totals 740 points (a blocked round with every card scored)."""
    assert sum(value(c.code) for c in standard_deck()) == 740
    s = tight(["Y1", "G1"], "R0", sink=1)
    act(s, "0 draw", "1 draw")
    assert sum(s.rounds[0].points) == 740


# ---------------------------------------------------------------------------------------------- R81-R82


def test_R81_public_information_in_the_opponents_view():
    """R81: plays, named colors, hand sizes, draw counts and reasons, challenges and outcomes are public."""
    s = pos(["R1 Y5 W+4", "G1 G2 G3"], "R8", draw="B1 B2 B3 B4")
    act(s, "0 play W+4 G", "1 challenge")
    for seat in (1, None):
        v = view(s, seat)
        assert v.hand_sizes == (6, 3)
        assert v.top.code == "W+4" and v.color == COLOR_INDEX["G"]
        plays = of_kind(v.events, "play")
        assert [[c.code for c in e.cards] for e in plays] == [["W+4"]]
        assert plays[0].info == COLOR_INDEX["G"]
        draws = of_kind(v.events, "draw")
        assert [(e.seat, e.count, e.cards) for e in draws] == [(0, 4, ())]
        assert draws[0].info is not None
        assert [e.info for e in of_kind(v.events, "challenge_result")] == ["illegal"]
        assert of_kind(v.events, "challenge")
        assert v.scores == (0, 0)


def test_R81_calls_and_catch_decisions_are_public():
    """R81: calls and catch/ignore decisions appear in every view."""
    s = pos(["R3 R4 R5", "G1 R7"], "R6")
    act(s, "0 play R3", "1 play R7 uno")
    act(s, "0 play R4")
    act(s, "1 ignore")
    for seat in (0, 1, None):
        kinds = [e.kind for e in view(s, seat).events]
        assert "uno" in kinds and "ignore" in kinds


def test_R82_views_hide_the_other_hand_and_drawn_cards():
    """R82: a seat's view is the same whatever the other hand holds and whatever the other seat draws."""
    a = pos(["R1 R2 Y3", "G1 G2"], "B5", draw="Y1")
    b = pos(["Y7 Y8 G9", "G1 G2"], "B5", draw="G7")
    for seat in (1, None):
        assert view(a, seat).to_dict() == view(b, seat).to_dict()
    act(a, "0 draw")
    act(b, "0 draw")
    assert view(a, 0).drawn.code == "Y1" and view(b, 0).drawn.code == "G7"
    for seat in (1, None):
        assert view(a, seat).to_dict() == view(b, seat).to_dict()
        assert view(a, seat).drawn is None
    act(a, "0 pass")
    act(b, "0 pass")
    for seat in (1, None):
        assert view(a, seat).to_dict() == view(b, seat).to_dict()
    assert [c.code for c in view(a, 0).hand] == ["R1", "R2", "Y1", "Y3"]
    assert [c.code for c in view(a, 1).hand] == ["G1", "G2"]
    assert view(a, None).hand == ()
    assert [c.code for e in of_kind(view(a, 0).events, "draw") for c in e.cards] == ["Y1"]


def test_R82_draft_candidate_and_reject_take_are_private():
    """R82: the candidate and the card kept after a reject are the drafter's only; rejects are public."""
    deck = duo_deck("R5 RS Y1 Y3 YR BS W+4", "R3 G4 G8 GR G+2 B2 W", "B6")
    s = run(Record(ruleset="duo", first=0, decks=[deck], actions=[]))
    at(s, 0, DRAFT, top=None, color=None)
    assert view(s, 0).candidate.code == deck[0]
    assert view(s, 1).candidate is None and view(s, None).candidate is None
    act(s, "0 keep", "1 reject")
    v0, v1, spec = view(s, 0), view(s, 1), view(s, None)
    assert [c.code for c in v0.hand] == [deck[0]]
    assert [c.code for c in v1.hand] == [deck[3]]
    assert spec.hand == ()

    def shown(v):
        return sorted(c.code for e in v.events for c in e.cards)

    public = sorted([deck[1], deck[2]])  # the draft discard after the keep, and the rejected candidate
    assert shown(spec) == public
    assert shown(v0) == sorted(public + [deck[0]])
    assert shown(v1) == sorted(public + [deck[3]])
    assert view(s, 1).candidate is None and view(s, 0).candidate.code == deck[4]


def test_R82_challenge_reveal_only_to_the_challenger():
    """R82: the hand shown in a challenge is seen by the challenger only."""
    s = pos(["B1 Y3 W+4", "G5 G6"], "R8")
    act(s, "0 play W+4 B", "1 challenge")
    assert [sorted(CODES[c] for c in e.cards) for e in view(s, 1).revealed] == [["B1", "Y3"]]
    assert view(s, 0).revealed == ()
    assert view(s, None).revealed == ()
    assert of_kind(view(s, None).events, "reveal")  # that a hand was shown is public


# ---------------------------------------------------------------------------------------------- R83-R86


R83_TABLE = [
    # (hands, top, lines, to_act, decision, legal)
    (["R3 R3 Y5 G+2 W+4 B9", "G1"], "R5", [], 0, TURN,
     {"play R3", "play Y5", "draw"} | WD4_PLAYS),
    (["Y1 Y2", "G1"], "R5", ["0 draw"], 0, AFTER_DRAW, {"play R0", "pass"}),
    (["B3 BS BR W R1", "G1"], "B5", ["0 play BR"], 0, DUMP_CHOICE, {"dump B3 BS", "dump BS B3", "nodump"}),
    (["R+2 Y1", "Y+2 Y+2 G+2 B1"], "R5", ["0 play R+2 uno"], 1, VOLLEY, {"play Y+2", "play G+2", "draw"}),
    (["W+4 Y1 Y2", "G1"], "R5", ["0 play W+4 G"], 1, CHALLENGE_CHOICE, {"challenge", "accept"}),
    (["R3 R4", "G1"], "R5", ["0 play R3"], 1, CATCH_CHOICE, {"catch", "ignore"}),
]


@pytest.mark.parametrize(("hands", "top", "lines", "to_act", "decision", "want"), R83_TABLE)
def test_R83_decision_points_and_their_legal_actions(hands, top, lines, to_act, decision, want):
    """R83: each decision point offers exactly the listed actions to the listed seat."""
    s = pos(hands, top)
    act(s, *lines)
    at(s, to_act, decision)
    assert legal(s) == want
    assert set(summary(s)["legal"]) == want


def test_R83_draft_and_color_decisions():
    """R83: draft picks offer keep/reject to P1 then P2; a turned-up W offers P1 the four colors."""
    deck = duo_deck("R5 RS Y1 Y3 YR BS W+4", "R3 G4 G8 GR G+2 B2 Y7", "W")
    s = run(Record(ruleset="duo", first=1, decks=[deck], actions=[]))
    at(s, 1, DRAFT)
    assert legal(s) == {"keep", "reject"}
    act(s, "1 keep")
    at(s, 0, DRAFT)
    s = run(duo_record("R5 RS Y1 Y3 YR BS W+4", "R3 G4 G8 GR G+2 B2 Y7", "W"))
    at(s, 0, COLOR_CHOICE, color=None, top="W")
    assert legal(s) == {"color R", "color Y", "color G", "color B"}


def _policy_actions(seed: int, steps: int) -> tuple[list[str], object, int]:
    """A deterministic mixed policy (often drawing, so piles get rebuilt) from a seeded, cut-decided match."""
    s = new_match("duo", seed=seed, options={"target_score": 300})
    lines, rebuilds = [], 0
    for step in range(steps):
        if s.is_over:
            break
        options = sorted(legal(s))
        choice = "draw" if "draw" in options and step % 3 else options[(step * 7919 + 13) % len(options)]
        lines.append(f"{s.to_act} {choice}")
        rebuilds += len(of_kind(s.apply(choice, seat=s.to_act), "rebuild"))
    return lines, s, rebuilds


def test_R84_same_record_replays_identically():
    """R84: the seed and actions reproduce a match exactly: same contract and same events, every time."""
    lines, live, rebuilds = _policy_actions(seed=21, steps=2000)
    assert rebuilds > 0 and live.is_over  # the shuffles of R12 and R66 and the cut were all exercised
    rec = Record(ruleset="duo", seed=21, options={"target_score": 300}, actions=lines)
    one, two = run(rec), run(rec)
    assert summary(one) == summary(two) == summary(live)
    assert one.round_events == two.round_events == live.round_events
    assert [r.to_dict() for r in one.rounds] == [r.to_dict() for r in live.rounds]
    assert one.round_decks == two.round_decks


def test_R84_rebuild_shuffle_is_reproducible():
    """R84: a rebuild shuffle is drawn from the seed: two identical positions draw the same cards."""
    results = []
    for _ in range(2):
        s = tight(["G+2", "Y+2 R1 R2"], "G2", discard="B6 B2 R7 R8 Y4", draw="G9", sink=0)
        act(s, "0 play G+2", "1 play Y+2")
        results.append((drawn(act(s, "0 draw"), 0), s.draw_pile))
    assert results[0] == results[1]


R85_TABLE = [
    # (hands, top, draw, lines, to_act, decision, only)
    (["Y1 Y2", "G1"], "R5", "B9", ["0 draw"], 0, AFTER_DRAW, "pass"),
    (["R7 BR G1", "G2"], "B5", "", ["0 play BR"], 0, DUMP_CHOICE, "nodump"),
    (["R+2 Y1", "G1 G2"], "R5", "", ["0 play R+2 uno"], 1, VOLLEY, "draw"),
    (["Y1 Y2", "G1"], "R5", "", [], 0, TURN, "draw"),
]


@pytest.mark.parametrize(("hands", "top", "draw", "lines", "to_act", "decision", "only"), R85_TABLE)
def test_R85_decision_presented_with_one_legal_action(hands, top, draw, lines, to_act, decision, only):
    """R85: a decision with a single legal action is still presented; the engine never acts for a seat."""
    s = pos(hands, top, draw=draw)
    act(s, *lines)
    at(s, to_act, decision)
    assert legal(s) == {only}
    act(s, f"{to_act} {only}")


def test_R86_resolution_order_during_the_catch():
    """R86: the card is laid and the color updated (pending shown) before the catch; then the follow-up."""
    s = pos(["R+2 Y1", "G+2 G1"], "R5")
    act(s, "0 play R+2")
    at(s, 1, CATCH_CHOICE, top="R+2", color="R", pending_draw=2)
    act(s, "1 ignore")
    at(s, 1, VOLLEY, pending_draw=2)
    s = pos(["W+4 Y1", "G+2 G1"], "R5")
    act(s, "0 play W+4 B")
    at(s, 1, CATCH_CHOICE, top="W+4", color="B", pending_draw=4)
    s = pos(["B3 BS BR R1", "G1"], "B5")
    act(s, "0 play BR", "0 dump B3 BS")
    at(s, 1, CATCH_CHOICE, top="BS", color="B")


def test_R86_empty_hand_ends_before_any_catch():
    """R86 step 2 before 3: an empty hand ends the round; the catch step never comes."""
    s = pos(["R3", "G1"], "R5")
    events = act(s, "0 play R3")
    assert [e.kind for e in events].index("play") < [e.kind for e in events].index("round_end")
    assert s.decision == DRAFT


# ---------------------------------------------------------------------------------------------- illegal actions


ILLEGAL_TABLE = [
    # (hands, top, draw, lines, action, seat, reason)
    (["R3 G4", "Y1"], "R5", "", [], "draw", 1, "wrong_seat"),
    (["R3 G4", "Y1"], "R5", "", [], "nodump", 0, "wrong_decision"),
    (["R3 G4", "Y1"], "R5", "", [], "challenge", 0, "wrong_decision"),
    (["R3 G4", "Y1"], "R5", "", [], "pass", 0, "wrong_decision"),
    (["R3 G4", "Y1"], "R5", "", [], "play B7", 0, "card_not_in_hand"),
    (["R3 G4", "Y1"], "R5", "", [], "play G4", 0, "not_playable"),
    (["R3 W", "Y1"], "R5", "", [], "play W", 0, "color_required"),
    (["R3 G4", "Y1"], "R5", "", [], "play R3 G", 0, "color_not_allowed"),
    (["R3 G4", "Y1"], "R5", "", [], "dump R3", 0, "wrong_decision"),
    (["R3 G4", "Y1"], "R5", "R9", ["0 draw"], "play R3", 0, "not_drawn_card"),
    (["R3 G4", "Y1"], "R5", "G9", ["0 draw"], "play G9", 0, "not_playable"),
    (["R3 G4", "Y1"], "R5", "G9", ["0 draw"], "draw", 0, "wrong_decision"),
    (["R+2 Y1 Y2", "G+2 R7"], "R5", "", ["0 play R+2"], "play R7", 1, "not_a_draw2"),
    (["R+2 Y1 Y2", "G+2 R7"], "R5", "", ["0 play R+2"], "accept", 1, "wrong_decision"),
    (["W+4 Y1 Y2", "G+2 R7"], "R5", "", ["0 play W+4 G"], "draw", 1, "wrong_decision"),
    (["BR B3 Y2", "G+2 R7"], "B5", "", ["0 play BR"], "play B3", 0, "wrong_decision"),
]


@pytest.mark.parametrize(("hands", "top", "draw", "lines", "action", "seat", "reason"), ILLEGAL_TABLE)
def test_illegal_actions_raise_and_leave_state_unchanged(hands, top, draw, lines, action, seat, reason):
    """Illegal actions raise IllegalActionError with the matching reason and change nothing."""
    s = pos(hands, top, draw=draw)
    act(s, *lines)
    assert_illegal(s, action, reason, seat=seat)


def test_no_action_after_the_match_is_over():
    """R76: once the match is over every action is illegal (reason match_over)."""
    s = pos(["R3", "G1 W"], "R5", start_scores=[0, 190])
    act(s, "0 play R3")
    assert s.match_over
    assert_illegal(s, "draw", "match_over")


# ---------------------------------------------------------------------------------------------- T6-T14


def test_T6_successful_challenge():
    """T6: W+4 played while holding R2 on R8; the challenge succeeds: seat 0 draws 4, seat 1 moves."""
    s = pos(["R2 B5 W+4", "G5 G6 G7"], "R8")
    act(s, "0 play W+4 G")
    at(s, 1, CHALLENGE_CHOICE, pending_draw=4)  # two cards left: no catch decision
    assert hand(s, 0) == ["R2", "B5"]
    act(s, "1 challenge")
    assert len(hand(s, 0)) == 6
    at(s, 1, TURN, top="W+4", color="G", pending_draw=0)
    assert hand(s, 1) == ["G5", "G6", "G7"]


T6_TABLE = [
    ("Y7 B2 W+4", "color_match", False),
    ("Y7 B2 W+4", "any_nonwild_playable", True),
    ("Y7 B2 W+4", "any_playable", True),
    ("B7 W W+4", "color_match", False),
    ("B7 W W+4", "any_nonwild_playable", False),
    ("B7 W W+4", "any_playable", True),
]


@pytest.mark.parametrize(("hand0", "option", "illegal"), T6_TABLE)
def test_T6_legality_table(hand0, option, illegal):
    """T6 table: top R2, seat 0 plays W+4 G and is challenged under each wd4_illegal_if value."""
    s = pos([hand0, "G5 G6 G7"], "R2", options={"wd4_illegal_if": option})
    act(s, "0 play W+4 G", "1 challenge")
    if illegal:
        at(s, 1, TURN)
        assert (len(hand(s, 0)), len(hand(s, 1))) == (6, 3)
    else:  # "seat 1 draws 6, seat 0 goes again"
        at(s, 0, TURN)
        assert (len(hand(s, 0)), len(hand(s, 1))) == (2, 9)


def test_T7_going_out_with_a_stacked_draw2():
    """T7: seat 0 goes out on a stacked Y+2; seat 1 draws 6 without responding and scores 65."""
    s = pos(["R+2 Y+2", "G+2 B3 W"], "R5", draw="R1 Y9 GS B0 W+4 G7")
    act(s, "0 play R+2 uno")
    at(s, 1, VOLLEY, pending_draw=2)
    act(s, "1 play G+2")
    at(s, 0, VOLLEY, pending_draw=4)
    events = act(s, "0 play Y+2")
    assert drawn(events, 1) == ["R1", "Y9", "GS", "B0", "W+4", "G7"]
    assert hand_value("R1 Y9 G7 GS B0 B3 W W+4") == 65
    assert summary(s)["rounds"] == [{"points": [0, 65], "out": 0, "blocked": False}]
    assert s.scores == [0, 65]


def test_T7_without_the_call():
    """T7 variant: without 'uno' at step 1, seat 1 first chooses catch or ignore, then responds."""
    s = pos(["R+2 Y+2", "G+2 B3 W"], "R5", draw="R1 Y9 GS B0 W+4 G7")
    act(s, "0 play R+2")
    at(s, 1, CATCH_CHOICE, pending_draw=2)
    act(s, "1 ignore")
    at(s, 1, VOLLEY, pending_draw=2)


def test_T8_end_of_match():
    """T8: from [120, 190], seat 0 goes out; seat 1 scores 15 and reaches 205: seat 0 wins."""
    s = pos(["Y3", "G0 W"], "Y8", start_scores=[120, 190])
    act(s, "0 play Y3")
    out = summary(s)
    assert out["scores"] == [120, 205]
    assert out["winner"] == 0 and out["match_over"] is True and out["to_act"] is None
    assert out["rounds"] == [{"points": [0, 15], "out": 0, "blocked": False}]


T9_P1 = "R1 R2 Y4 Y5 B3 B4 B5"
T9_P2 = "R8 Y2 G1 G5 GS B+2 W"


def test_T9_turned_up_reverse_dumped():
    """T9: after a turned-up GR, P2 may dump G1 G5 GS (any order) or make a normal-turn action."""
    s = run(duo_record(T9_P1, T9_P2, "GR"))
    at(s, 1, TURN, top="GR", color="G")
    assert legal(s) == {
        "dump G5 GS G1", "dump G1 GS G5", "dump G1 G5 GS", "play G1", "play G5", "play GS", "draw",
    } | WILD_PLAYS
    act(s, "1 dump G1 G5 GS")
    at(s, 1, TURN, top="GS", color="G")
    assert hand(s, 1) == ["R8", "Y2", "B+2", "W"]
    s = run(duo_record(T9_P1, T9_P2, "GR", actions=["1 dump G1 GS G5"]))
    at(s, 0, TURN, top="G5", color="G")


def test_T10_dump_ending_with_draw2_ends_the_hand():
    """T10: seat 0 dumps Y4 Y+2 to go out; seat 1 draws B9 R+2 and scores 52 (33 with Y+2 Y4)."""
    s = pos(["Y4 YR Y+2", "R3 GS W+4"], "Y7", draw="B9 R+2")
    act(s, "0 play YR")
    assert len(hand(s, 0)) == 2
    at(s, 0, DUMP_CHOICE)
    events = act(s, "0 dump Y4 Y+2")
    assert drawn(events, 1) == ["B9", "R+2"]
    assert of_kind(events, "round_end")
    assert s.rounds[0].to_dict() == {"points": [0, 52], "out": 0, "blocked": False}
    s = pos(["Y4 YR Y+2", "R3 GS W+4"], "Y7", draw="B9 R+2")
    events = act(s, "0 play YR", "0 dump Y+2 Y4")
    assert drawn(events, 1) == []
    assert s.rounds[0].points == (0, 33)


def test_T11_missed_call_caught_after_a_skip():
    """T11: RS leaves one card uncalled; seat 1 catches; seat 0 draws G2 B7 and takes the Skip's turn."""
    s = pos(["R3 RS", "G5 G6"], "R6", draw="G2 B7")
    act(s, "0 play RS")
    at(s, 1, CATCH_CHOICE)
    assert legal(s) == {"catch", "ignore"}
    act(s, "1 catch")
    assert hand(s, 0) == ["R3", "G2", "B7"]
    at(s, 0, TURN, top="RS", color="R")


def test_T11_alternatives():
    """T11: with ignore seat 0 goes out with R3; with 'play RS uno' there is no catch decision."""
    s = pos(["R3 RS", "G5 G6"], "R6", draw="G2 B7")
    act(s, "0 play RS", "1 ignore")
    at(s, 0, TURN)
    act(s, "0 play R3")
    assert s.rounds[0].out == 0
    s = pos(["R3 RS", "G5 G6"], "R6", draw="G2 B7")
    act(s, "0 play RS uno")
    at(s, 0, TURN, top="RS")


@pytest.mark.parametrize("option", ["color_match", "any_nonwild_playable", "any_playable"])
def test_T12_failed_challenge(option):
    """T12: R2 G1 B9 W+4 on Y5 is legal under every test; the challenger sees R2 G1 B9 and draws 6."""
    s = pos(["R2 G1 B9 W+4", "R7 G7"], "Y5", options={"wd4_illegal_if": option})
    act(s, "0 play W+4 B")
    at(s, 1, CHALLENGE_CHOICE, pending_draw=4)
    events = act(s, "1 challenge")
    assert [sorted((c.code for c in e.cards), key=Card.parse) for e in view(s, 1).revealed] == [["R2", "G1", "B9"]]
    assert sum(e.count for e in of_kind(events, "draw") if e.seat == 1) == 6
    at(s, 0, TURN, top="W+4", color="B")
    assert "play B9" in legal(s)


def test_T13_exhausted_pile_turned_over():
    """T13: with rebuild_shuffle false, seat 0 draws G9 then B6 B2 G2; only G+2 stays in the pile."""
    s = tight(["G+2", "Y+2 R1 R2"], "G2", discard="B6 B2", draw="G9", sink=0, options={"rebuild_shuffle": False})
    assert [c.code for c in s.discard_pile] == ["B6", "B2", "G2"] and [c.code for c in s.draw_pile] == ["G9"]
    act(s, "0 play G+2")
    at(s, 1, VOLLEY, pending_draw=2)
    act(s, "1 play Y+2")
    at(s, 0, VOLLEY, pending_draw=4)
    events = act(s, "0 draw")
    assert drawn(events, 0) == ["G9", "B6", "B2", "G2"]
    assert [c.code for c in s.draw_pile] == ["G+2"]
    assert [c.code for c in s.discard_pile] == ["Y+2"]
    at(s, 1, TURN, top="Y+2", color="Y", draw_pile=1)


def test_T14_blocked_round():
    """T14: all cards in hands but a W named R: two empty draws block the round, [300, 425], seat 0 wins."""
    yg = [c.code for c in standard_deck() if c.code[0] in "YG"]
    rb = [c.code for c in standard_deck() if c.code[0] in "RB"] + ["W", "W", "W"] + ["W+4"] * 4
    assert (len(yg), len(rb)) == (50, 57)
    assert (hand_value(yg), hand_value(rb)) == (300, 425)
    s = pos([yg, rb], "W", color="R", rest="discard")
    assert s.draw_pile_size == 0 and [c.code for c in s.discard_pile] == ["W"]
    assert legal(s) == {"draw"}
    act(s, "0 draw")
    at(s, 1, TURN)
    assert len(legal(s)) > 1  # seat 1 could play, but draws (R31)
    act(s, "1 draw")
    out = summary(s)
    assert out["rounds"] == [{"points": [300, 425], "out": None, "blocked": True}]
    assert out["scores"] == [300, 425]
    assert out["match_over"] is True and out["winner"] == 0 and out["to_act"] is None
