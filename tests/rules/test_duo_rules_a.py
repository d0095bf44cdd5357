"""UNO Duo rules R1-R42 and worked examples T1-T5 (RULES.md Part 1 and Part 3).

Every expected value below is derived from the rule text, not from the engine's output.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import duo_deck, duo_record, fill_deck, hand, legal, position, run, summary

from unoduo.core import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    TURN,
    VOLLEY,
    Card,
    IllegalActionError,
    Record,
    RecordError,
    new_match,
    standard_deck,
    view,
)
from unoduo.core.record import ReplayError, replay

COLORS = "RYGB"
KEEPS_FROM_0 = [f"{k % 2} keep" for k in range(14)]

# T1's deck, positions 1-29 (RULES.md Part 3); the rest of the deck is filled canonically.
T1_TOP = (
    "R5 G7 B2 Y9 RS G0 W B+2 Y3 R1 GR B8 W+4 Y6 G4 R9 BS Y+2 R3 G5 YR B4 G+2 R7 Y1 BR G8 R2 B6"
).split()
T1_DECK = fill_deck({i + 1: code for i, code in enumerate(T1_TOP)})

# Hands used by the turn-up tests: no card of these collides with the turn-ups used.
P1_HAND = "R1 R2 R3 Y4 Y5 B6 B7"
P2_HAND = "Y1 Y2 G3 G4 B8 B9 R9"


def codes(text: str) -> list[str]:
    return text.split()


def canon(cards: list[str]) -> list[str]:
    """Canonical order of card codes (RECORDS.md: colors R Y G B, 0-9 S R +2, then W, W+4)."""
    return sorted(cards, key=Card.parse)


def draft(deck: list[str], choices: list[str], first: int = 0, options: dict | None = None):
    """A match with round 1's deck fixed, drafted with ``choices`` (P1 on odd picks)."""
    state = new_match("duo", first=first, decks=[deck], options=options)
    for k, choice in enumerate(choices, start=1):
        drafter = first if k % 2 == 1 else 1 - first
        assert state.to_act == drafter
        state.apply(choice, drafter)
    return state


def expected_draft(deck: list[str], choices: list[str], first: int = 0):
    """R17 by hand: pick k uses positions 2k-1 and 2k (deck[2k-2], deck[2k-1])."""
    hands: dict[int, list[str]] = {0: [], 1: []}
    discards: list[str] = []
    for k, choice in enumerate(choices, start=1):
        seat = first if k % 2 == 1 else 1 - first
        a, b = deck[2 * k - 2], deck[2 * k - 1]
        if choice == "keep":
            hands[seat].append(a)
            discards.append(b)
        else:
            discards.append(a)
            hands[seat].append(b)
    return hands, discards


def pile(state) -> list[str]:
    return [c.code for c in state.draw_pile]


def snapshot(state):
    return (
        summary(state),
        state.decision,
        [c.code for c in state.draw_pile],
        [c.code for c in state.discard_pile],
        len(state.round_events),
    )


def assert_illegal(state, action: str, reason: str, seat: int | None = None) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action, seat)
    assert info.value.reason == reason
    assert snapshot(state) == before


CHOICE_PATTERNS = {
    "all_keep": ["keep"] * 14,
    "all_reject": ["reject"] * 14,
    "alternate": ["keep", "reject"] * 7,
    "random1": [random.Random(1).choice(["keep", "reject"]) for _ in range(14)],
    "random2": [random.Random(2).choice(["keep", "reject"]) for _ in range(14)],
}


def shuffled_deck(seed: int, extra: bool = False) -> list[str]:
    """A seeded shuffle of the deck whose position 29 (the turn-up, R22) is a number card (R23: no effect)."""
    deck = [c.code for c in standard_deck(extra)]
    random.Random(seed).shuffle(deck)
    swap = next(i for i in range(28, len(deck)) if len(deck[i]) == 2 and deck[i][1].isdigit())
    deck[28], deck[swap] = deck[swap], deck[28]
    return deck


# ---------------------------------------------------------------------------------------------- 1.1


def test_R1_deck_composition_108():
    """R1: 108 cards; per color one 0, two each of 1-9, S, R, +2 (25 per color); four W and four W+4."""
    counts = Counter(c.code for c in standard_deck())
    assert sum(counts.values()) == 108
    for color in COLORS:
        assert counts[f"{color}0"] == 1
        for rank in [*map(str, range(1, 10)), "S", "R", "+2"]:
            assert counts[color + rank] == 2
        assert sum(n for code, n in counts.items() if code[0] == color) == 25
    assert counts["W"] == 4 and counts["W+4"] == 4


@pytest.mark.parametrize(
    ("options", "size", "wilds"),
    [({}, 108, 4), ({"extra_cards": "none"}, 108, 4), ({"extra_cards": "as_wild"}, 112, 8)],
)
def test_R1_deck_in_use(options, size, wilds):
    """R1: the round's deck has 108 cards, or 112 with extra_cards = as_wild (four more W)."""
    state = new_match("duo", seed=4, first=0, options=options)
    deck = Counter(c.code for c in state.round_decks[0])
    assert sum(deck.values()) == size
    assert deck["W"] == wilds and deck["W+4"] == 4
    assert sum(n for code, n in deck.items() if code[0] in COLORS) == 100


def test_R1_record_deck_must_match_deck_in_use():
    """R1: with as_wild the deck in use has 112 cards, so a 108-card deck in `decks` is rejected."""
    with pytest.raises(RecordError):
        new_match("duo", first=0, decks=[[c.code for c in standard_deck()]], options={"extra_cards": "as_wild"})
    with pytest.raises(RecordError):
        new_match("duo", first=0, decks=[[c.code for c in standard_deck(True)]])


def test_R2_colored_and_wild_cards():
    """R2: numbers, Skips, Reverses, Draw 2s are colored; W and W+4 are wild and have no color."""
    for c in set(standard_deck()):
        if c.code in ("W", "W+4"):
            assert c.is_wild and c.color == -1
        else:
            assert not c.is_wild and c.code[0] == COLORS[c.color]
    # A wild card has no color, so it never joins a Reverse dump of any color.
    state = position("duo", ["B3 BR W W+4 G1", "Y1 Y2 Y3"], top="B5", to_act=0)
    state.apply("play BR")
    assert legal(state) == {"dump B3", "nodump"}


def test_R3_active_color_is_top_color_or_named_color():
    """R3: the active color is the top card's color; for a wild top card it is the color named for it."""
    state = position("duo", ["R1 W Y9", "G2 Y3 B4"], top="G5", to_act=0)
    assert summary(state)["color"] == "G"
    state.apply("play W Y")
    s = summary(state)
    assert s["top"] == "W" and s["color"] == "Y"
    assert legal(state) == {"play Y3", "draw"}
    state.apply("play Y3")
    assert summary(state)["color"] == "Y"


R4_CASES = [
    # (top, named color for a wild top, card, playable, clause)
    ("R5", None, "W", True, "a"),
    ("R5", None, "W+4", True, "a"),
    ("W", "G", "W", True, "a"),
    ("W+4", "B", "W", True, "a"),
    ("R5", None, "R9", True, "b"),
    ("R5", None, "RS", True, "b"),
    ("R5", None, "R+2", True, "b"),
    ("GS", None, "G7", True, "b"),
    ("W", "R", "R7", True, "b"),
    ("W+4", "B", "B+2", True, "b"),
    ("R5", None, "G5", True, "c"),
    ("B0", None, "Y0", True, "c"),
    ("R5", None, "G6", False, "-"),
    ("RS", None, "GS", True, "d"),
    ("RR", None, "BR", True, "d"),
    ("R+2", None, "Y+2", True, "d"),
    ("RS", None, "GR", False, "-"),
    ("RR", None, "G+2", False, "-"),
    ("R+2", None, "GS", False, "-"),
    ("RS", None, "G5", False, "-"),
    ("R5", None, "GS", False, "-"),
    ("W", "R", "G7", False, "wild top"),
    ("W", "R", "GS", False, "wild top"),
    ("W+4", "Y", "B+2", False, "wild top"),
]


@pytest.mark.parametrize(("top", "color", "card", "playable", "clause"), R4_CASES)
def test_R4_playability(top, color, card, playable, clause):
    """R4: C is playable on T by (a) wild, (b) active color, (c) same number, (d) same action; wild T: (a), (b)."""
    state = position("duo", [[card, "Y3", "B1"], ["G1", "G2", "G3"]], top=top, color=color, to_act=0)
    action = f"play {card} R" if card in ("W", "W+4") else f"play {card}"
    assert (action in legal(state)) is playable
    if playable:
        state.apply(action)
        assert summary(state)["top"] == card
    else:
        assert_illegal(state, action, "not_playable")


def test_R5_exactly_two_seats():
    """R5: Duo has exactly two seats, 0 and 1."""
    with pytest.raises(RecordError):
        new_match("duo", players=3)
    with pytest.raises(RecordError):
        Record.from_dict({"format": "unoduo-record/1", "ruleset": "duo", "players": 3, "actions": []})
    state = new_match("duo", seed=1, first=0)
    assert len(state.hands) == 2
    with pytest.raises(ReplayError) as info:
        run(Record(ruleset="duo", first=0, actions=["2 keep"]))
    assert info.value.reason == "wrong_seat" and info.value.index == 0


# ---------------------------------------------------------------------------------------------- 1.2


@pytest.mark.parametrize("start", [None, [0, 0], [120, 190]])
def test_R6_scores_start_at_zero_or_start_scores(start):
    """R6: cumulative scores start at 0 or at start_scores, and each round adds to them."""
    state = position("duo", ["Y3", "G0 W"], top="Y8", to_act=0, start_scores=start)
    base = start or [0, 0]
    assert summary(state)["scores"] == base
    state.apply("play Y3")
    # Seat 0 went out; seat 1 adds its hand G0 + W = 0 + 15.
    assert summary(state)["scores"] == [base[0], base[1] + 15]


@pytest.mark.parametrize("first", [0, 1])
def test_R7_first_names_p1_without_cut(first):
    """R7: a record's `first` names P1 of round 1 and then no cut takes place."""
    for seed in range(5):
        state = run(Record(ruleset="duo", seed=seed, first=first, actions=[]))
        assert not [e for e in state.round_events if e.kind == "cut"]
        assert state.to_act == first and state.decision == DRAFT and state.round_first == first


def test_R7_without_first_a_cut_decides_p1():
    """R7: before round 1, without `first`, the players cut the deck and the higher card makes P1."""
    state = run(Record(ruleset="duo", seed=3, actions=[]))
    assert [e for e in state.round_events if e.kind == "cut"]
    assert state.decision == DRAFT and state.to_act == state.round_first


def _cut_rank(code: str) -> int:
    """R8: a number card ranks at its face value, every other card 0."""
    return int(code[1]) if len(code) == 2 and code[1].isdigit() else 0


def test_R8_R9_cut_ranks_ties_and_seed_determinism():
    """R8/R9: one card per seat, numbers rank at face value, others 0; ties re-cut; higher rank is P1."""
    recuts = 0
    winners = set()
    for seed in range(80):
        state = new_match("duo", seed=seed)
        cuts = [e for e in state.round_events if e.kind == "cut"]
        assert cuts and len(cuts) % 2 == 0
        pairs = [cuts[i : i + 2] for i in range(0, len(cuts), 2)]
        ranks = []
        for pair in pairs:
            assert sorted(e.seat for e in pair) == [0, 1]
            assert all(len(e.cards) == 1 and e.to is None for e in pair)
            ranks.append({e.seat: _cut_rank(e.cards[0].code) for e in pair})
        for earlier in ranks[:-1]:
            assert earlier[0] == earlier[1]  # R9: a tie, so the cut was repeated
        last = ranks[-1]
        assert last[0] != last[1]
        p1 = 0 if last[0] > last[1] else 1
        assert state.round_first == p1 and state.to_act == p1 and state.decision == DRAFT
        # R9: the cut cards go back: round 1 still uses the whole 108-card deck.
        assert Counter(state.round_decks[0]) == Counter(standard_deck())
        # Seed-deterministic (R84).
        again = new_match("duo", seed=seed)
        assert [e for e in again.round_events if e.kind == "cut"] == cuts and again.to_act == p1
        recuts += len(pairs) > 1
        winners.add(p1)
    assert recuts > 0, "some seed among 80 should tie at least once"
    assert winners == {0, 1}


def test_R9_tied_cut_is_repeated_until_ranks_differ():
    """R9: equal ranks send both cards back and the cut is repeated, with the seat of higher rank P1."""
    tied = []
    for seed in range(80):
        state = new_match("duo", seed=seed)
        cuts = [e for e in state.round_events if e.kind == "cut"]
        if len(cuts) > 2:
            tied.append((seed, cuts, state.to_act))
    assert tied, "ties are common (about one cut in five), so some seed among 80 re-cuts"
    for _seed, cuts, p1 in tied:
        first_pair = {e.seat: _cut_rank(e.cards[0].code) for e in cuts[:2]}
        assert first_pair[0] == first_pair[1]
        last_pair = {e.seat: _cut_rank(e.cards[0].code) for e in cuts[-2:]}
        assert last_pair[p1] > last_pair[1 - p1]


def _skip_out(seat: int) -> list[str]:
    """Seven plays by which a seat holding RS RS YS YS GS GS G1 on a red 5 goes out (R41: Skips repeat)."""
    return [f"{seat} play RS", f"{seat} play RS", f"{seat} play YS", f"{seat} play YS", f"{seat} play GS",
            f"{seat} play GS uno", f"{seat} play G1"]


SKIP_DECK = duo_deck("R0 Y0 G0 B0 R1 Y1 B1", "RS RS YS YS GS GS G1", "R5")


def _two_round_record(first: int, upto: int) -> Record:
    p1, p2 = first, 1 - first
    actions = [f"{p1 if k % 2 == 0 else p2} keep" for k in range(14)] + _skip_out(p2)
    actions += [f"{p2 if k % 2 == 0 else p1} keep" for k in range(14)] + _skip_out(p1)
    return Record(ruleset="duo", first=first, decks=[SKIP_DECK, SKIP_DECK], actions=actions[:upto])


@pytest.mark.parametrize("first", [0, 1])
def test_R10_p1_alternates_between_rounds(first):
    """R10: P1 of round k >= 2 is P2 of round k-1: seat f in odd rounds, seat 1-f in even rounds."""
    state = run(_two_round_record(first, 21))
    assert state.round == 2 and state.rounds[0].out == 1 - first
    assert state.decision == DRAFT and state.to_act == 1 - first
    assert view(state, 0).round_first == 1 - first
    state = run(_two_round_record(first, 42))
    assert state.round == 3 and len(state.rounds) == 2
    assert state.decision == DRAFT and state.to_act == first and state.round_first == first
    # The P1 hands (3 points) were scored by each seat once.
    assert summary(state)["scores"] == [3, 3]


@pytest.mark.parametrize("first", [0, 1])
def test_R12_next_round_starts_from_empty_hands_and_its_deck(first):
    """R12: each round starts with empty hands and discard pile and the round's deck from `decks`."""
    state = run(_two_round_record(first, 21))
    assert state.round == 2 and state.decision == DRAFT
    assert state.hands == ((), ()) and state.discard_pile == ()
    assert pile(state) == SKIP_DECK
    assert view(state, 1 - first).candidate.code == SKIP_DECK[0]


@pytest.mark.parametrize("first", [0, 1])
def test_R11_p2_takes_first_turn_and_first_player_alternates(first):
    """R11: P2 takes the first turn after a number turn-up, so the first player alternates by round."""
    state = run(_two_round_record(first, 14))
    assert state.round == 1 and state.decision == TURN and state.to_act == 1 - first
    state = run(_two_round_record(first, 35))
    assert state.round == 2 and state.decision == TURN and state.to_act == first
    assert summary(state)["top"] == "R5"


# ---------------------------------------------------------------------------------------------- 1.3


def test_R12_decks_fix_order_and_piles_start_empty():
    """R12: a record's `decks` fixes the draw pile order (top first); hands and discard pile start empty."""
    deck = shuffled_deck(12)
    state = new_match("duo", first=0, decks=[deck])
    assert state.hands == ((), ()) and state.discard_pile == ()
    s = summary(state)
    assert s["top"] is None and s["color"] is None and s["draw_pile"] == 108
    assert pile(state) == deck
    assert view(state, 0).candidate.code == deck[0]
    state.apply("keep")
    assert view(state, 1).candidate.code == deck[2]


def test_R12_round_deck_is_a_seeded_shuffle_of_the_full_deck():
    """R12: without `decks` all cards of the deck in use are shuffled into the draw pile (seeded)."""
    a = new_match("duo", seed=1, first=0)
    b = new_match("duo", seed=2, first=0)
    for state in (a, b):
        assert Counter(state.draw_pile) == Counter(standard_deck())
        assert state.draw_pile == state.round_decks[0]
    assert a.draw_pile != b.draw_pile
    assert new_match("duo", seed=1, first=0).draw_pile == a.draw_pile


@pytest.mark.parametrize("first", [0, 1])
def test_R13_fourteen_alternating_picks(first):
    """R13: the draft has exactly 14 picks, alternating P1, P2, P1, ...; each player makes 7."""
    state = new_match("duo", seed=9, first=first)
    drafters = []
    while state.decision == DRAFT:
        drafters.append(state.to_act)
        assert legal(state) == {"keep", "reject"}
        state.apply("reject" if len(drafters) % 3 == 0 else "keep")
    assert drafters == [first, 1 - first] * 7
    assert [len(h) for h in state.hands] == [7, 7]


def test_R14_candidate_private_choice_public():
    """R14: the drafter alone sees the candidate (top of the draw pile); both players see keep/reject."""
    deck = shuffled_deck(14)
    state = new_match("duo", first=0, decks=[deck])
    assert view(state, 0).candidate.code == deck[0]
    assert view(state, 1).candidate is None and view(state, None).candidate is None
    assert legal(state) == {"keep", "reject"}
    state.apply("keep")
    mine = [e for e in view(state, 0).events if e.kind == "keep"]
    theirs = [e for e in view(state, 1).events if e.kind == "keep"]
    assert [e.seat for e in mine] == [0] and [c.code for c in mine[0].cards] == [deck[0]]
    assert [e.seat for e in theirs] == [0] and theirs[0].cards == ()
    state.apply("reject")
    for seat in (0, 1):
        rejects = [e for e in view(state, seat).events if e.kind == "reject"]
        assert [e.seat for e in rejects] == [1]


def test_R15_keep_takes_candidate_and_turns_next_card_up():
    """R15: keep puts the candidate in X's hand and turns the next card face up on the discard pile."""
    deck = shuffled_deck(15)
    state = new_match("duo", first=0, decks=[deck])
    state.apply("keep")
    assert hand(state, 0) == [deck[0]]
    assert [c.code for c in state.discard_pile] == [deck[1]]
    assert [c.code for c in view(state, 1).discard] == [deck[1]]  # face up: both see it
    # X cannot take that card: the next pick offers the following card.
    assert view(state, 1).candidate.code == deck[2]
    assert pile(state) == deck[2:]


def test_R16_reject_discards_candidate_and_takes_next_card():
    """R16: reject lays the candidate face up; X takes the next card (private) and must keep it."""
    deck = shuffled_deck(16)
    state = new_match("duo", first=1, decks=[deck])
    state.apply("reject", 1)
    assert [c.code for c in state.discard_pile] == [deck[0]]
    assert hand(state, 1) == [deck[1]]
    assert state.decision == DRAFT and state.to_act == 0  # no further decision for X
    assert view(state, 0).candidate.code == deck[2]
    takes0 = [e for e in view(state, 0).events if e.kind == "draft_take"]
    takes1 = [e for e in view(state, 1).events if e.kind == "draft_take"]
    assert takes0[0].cards == () and [c.code for c in takes1[0].cards] == [deck[1]]
    assert [c.code for c in view(state, 0).discard] == [deck[0]]


@pytest.mark.parametrize("first", [0, 1])
@pytest.mark.parametrize("pattern", sorted(CHOICE_PATTERNS))
def test_R17_pick_k_uses_positions_2k_minus_1_and_2k(pattern, first):
    """R17: pick k uses positions 2k-1, 2k: keep -> hand 2k-1, discard 2k; reject -> discard 2k-1, hand 2k."""
    choices = CHOICE_PATTERNS[pattern]
    deck = shuffled_deck(17)
    state = new_match("duo", first=first, decks=[deck])
    for k in range(1, 14):
        state.apply(choices[k - 1])
        hands, discards = expected_draft(deck, choices[:k], first)
        assert [c.code for c in state.discard_pile] == discards
        for seat in (0, 1):
            assert hand(state, seat) == canon(hands[seat])
    state.apply(choices[13])
    hands, discards = expected_draft(deck, choices, first)
    for seat in (0, 1):
        assert hand(state, seat) == canon(hands[seat])
    assert pile(state)[-14:] == discards


def test_R18_no_card_from_discard_during_draft():
    """R18: during the draft only keep/reject exist; nothing may be taken from the discard pile."""
    deck = shuffled_deck(18)
    state = new_match("duo", first=0, decks=[deck])
    state.apply("keep")
    shown = deck[1]
    for action in (f"play {shown}", "draw", "pass", "nodump", "color R"):
        assert_illegal(state, action, "wrong_decision")
    assert legal(state) == {"keep", "reject"}


@pytest.mark.parametrize(("options", "undrafted"), [({}, 80), ({"extra_cards": "as_wild"}, 84)])
def test_R19_after_fourteen_picks(options, undrafted):
    """R19: after 14 picks each hand holds 7, the discard pile 14 (D1..D14), the draw pile 80 (84)."""
    deck = shuffled_deck(19, extra=bool(options))
    choices = CHOICE_PATTERNS["random1"]
    state = draft(deck, choices, options=options)
    assert [len(h) for h in state.hands] == [7, 7]
    ends = [e for e in state.round_events if e.kind == "draft_end"]
    assert len(ends) == 1 and ends[0].count == 14
    _, discards = expected_draft(deck, choices)
    assert [c.code for c in ends[0].cards] == discards
    # 80 undrafted + 14 discards under them, minus the turn-up (R20, R22).
    assert summary(state)["draw_pile"] == undrafted + 14 - 1


@pytest.mark.parametrize(("options", "size"), [({}, 108), ({"extra_cards": "as_wild"}, 112)])
@pytest.mark.parametrize("pattern", ["all_keep", "all_reject", "random2"])
def test_R20_discards_go_under_draw_pile_in_order(pattern, options, size):
    """R20: the draw pile is the undrafted cards in order, then D1..D14 (D14 at the bottom); 94 (98) cards."""
    deck = shuffled_deck(20, extra=bool(options))
    choices = CHOICE_PATTERNS[pattern]
    state = draft(deck, choices, options=options)
    _, discards = expected_draft(deck, choices)
    # The turn-up (position 29) has left the top: 94 - 1 (98 - 1) remain.
    assert pile(state) == deck[29:] + discards
    assert len(pile(state)) == (94 if size == 108 else 98) - 1
    assert pile(state)[-1] == discards[-1]


def test_R21_knowledge_after_the_draft():
    """R21: each player knows own 7 cards, both know D1..D14 at the bottom and every keep/reject choice."""
    deck = shuffled_deck(21)
    choices = CHOICE_PATTERNS["alternate"]
    state = draft(deck, choices)
    hands, discards = expected_draft(deck, choices)
    for seat in (0, 1):
        v = view(state, seat)
        assert [c.code for c in v.hand] == canon(hands[seat])
        assert [c.code for c in v.known_bottom] == discards
        assert v.hand_sizes == (7, 7)
        assert isinstance(v.draw_pile, int) and v.draw_pile == 93
        assert v.candidate is None
        picks = [(e.kind, e.seat) for e in v.events if e.kind in ("keep", "reject")]
        assert picks == [(choices[k], k % 2) for k in range(14)]
        # The other seat's kept or taken cards are hidden from this seat.
        for e in v.events:
            if e.kind in ("keep", "draft_take") and e.seat != seat:
                assert e.cards == ()
    assert [c.code for c in view(state, None).known_bottom] == discards


# ---------------------------------------------------------------------------------------------- 1.4


@pytest.mark.parametrize("pattern", ["all_keep", "all_reject", "alternate"])
def test_R22_turn_up_is_position_29(pattern):
    """R22: after R20 the top card of the draw pile (an undrafted card, position 29) is turned up."""
    deck = duo_deck(P1_HAND, P2_HAND, "G7")
    state = draft(deck, CHOICE_PATTERNS[pattern])
    s = summary(state)
    assert s["top"] == deck[28] == "G7" and s["color"] == "G"
    assert pile(state)[0] == deck[29]
    assert [c.code for c in state.discard_pile] == ["G7"]


@pytest.mark.parametrize("first", [0, 1])
@pytest.mark.parametrize("turn_up", ["R0", "G7", "B9"])
def test_R23_number_turn_up_p2_first(turn_up, first):
    """R23: after a number turn-up P2 takes the first turn, a normal turn."""
    state = run(duo_record(P1_HAND, P2_HAND, turn_up, first=first))
    assert state.decision == TURN and state.to_act == 1 - first
    assert "draw" in legal(state)
    assert summary(state)["pending_draw"] == 0
    assert [len(h) for h in state.hands] == [7, 7]


@pytest.mark.parametrize("first", [0, 1])
def test_R24_skip_turn_up_p1_first(first):
    """R24: after a turned-up Skip P1 takes the first turn; P2 gets no turn before it."""
    state = run(duo_record(P1_HAND, P2_HAND, "GS", first=first))
    assert state.decision == TURN and state.to_act == first
    assert [len(h) for h in state.hands] == [7, 7]
    assert summary(state)["draw_pile"] == 93


@pytest.mark.parametrize("first", [0, 1])
def test_R25_draw2_turn_up(first):
    """R25: a turned-up Draw 2 makes P2 draw 2 at once (no stacking); then P1 takes a normal turn."""
    # P2 holds a Draw 2 but may not stack it.
    p2 = "Y1 Y2 G3 G4 B8 B+2 R9"
    state = run(duo_record(P1_HAND, p2, "G+2", then="R7 Y8 B5", first=first))
    assert state.decision == TURN and state.to_act == first
    assert hand(state, 1 - first) == canon(codes(p2) + ["R7", "Y8"])
    s = summary(state)
    assert s["pending_draw"] == 0 and s["draw_pile"] == 91 and s["top"] == "G+2" and s["color"] == "G"
    # P1's decision is a normal turn, not a volley response: a one-card draw is offered.
    assert "draw" in legal(state)
    state.apply("draw")
    assert state.decision == AFTER_DRAW and len(state.hands[first]) == 8


@pytest.mark.parametrize("color", list(COLORS))
@pytest.mark.parametrize("first", [0, 1])
def test_R26_wild_turn_up(first, color):
    """R26: a turned-up W: P1 chooses `color C`, which sets the active color; then P2 takes the first turn."""
    state = run(duo_record(P1_HAND, P2_HAND, "W", first=first))
    assert state.decision == COLOR_CHOICE and state.to_act == first
    assert legal(state) == {f"color {c}" for c in COLORS}
    assert summary(state)["color"] is None
    assert_illegal(state, f"color {color}", "wrong_seat", seat=1 - first)
    state.apply(f"color {color}", first)
    s = summary(state)
    assert s["color"] == color and s["top"] == "W"
    assert state.decision == TURN and state.to_act == 1 - first
    assert [len(h) for h in state.hands] == [7, 7]


@pytest.mark.parametrize("first", [0, 1])
def test_R27_wild_draw4_turn_up(first):
    """R27: a turned-up W+4: P1 names a color, P2 draws 4 (no challenge), then P1 takes the first turn."""
    state = run(duo_record(P1_HAND, P2_HAND, "W+4", then="R7 Y8 B5 G6 G9", first=first))
    assert state.decision == COLOR_CHOICE and state.to_act == first
    assert summary(state)["pending_draw"] == 4
    state.apply("color B")
    assert state.decision == TURN and state.to_act == first
    assert hand(state, 1 - first) == canon(codes(P2_HAND) + ["R7", "Y8", "B5", "G6"])
    s = summary(state)
    assert s["color"] == "B" and s["top"] == "W+4" and s["pending_draw"] == 0 and s["draw_pile"] == 89
    assert "challenge" not in legal(state)


T9_P2 = "R8 Y2 G1 G5 GS B+2 W"
T9_LEGAL = {
    "dump G5 GS G1", "dump G1 GS G5", "dump G1 G5 GS",
    "play G1", "play G5", "play GS",
    "play W R", "play W Y", "play W G", "play W B",
    "draw",
}


def test_R28_reverse_turn_up_offers_dump():
    """R28: after a turned-up Reverse P2 may play any normal-turn action or dump all cards of its color."""
    state = run(duo_record(P1_HAND, T9_P2, "GR"))
    assert state.decision == TURN and state.to_act == 1
    assert legal(state) == T9_LEGAL


@pytest.mark.parametrize(
    ("action", "next_seat", "p2_hand", "top", "pending"),
    [
        ("dump G1 G5 GS", 1, "R8 Y2 B+2 W", "GS", 0),  # final Skip: P2 goes again (R54)
        ("dump G5 GS G1", 0, "R8 Y2 B+2 W", "G1", 0),  # final number: P1's turn
        ("dump G1 GS G5", 0, "R8 Y2 B+2 W", "G5", 0),
        ("play G1", 0, "R8 Y2 G5 GS B+2 W", "G1", 0),  # a normal play instead: no dump
    ],
)
def test_R28_reverse_turn_up_choices(action, next_seat, p2_hand, top, pending):
    """R28: a dump is P2's play for the turn and its final card acts against P1 (R54)."""
    state = run(duo_record(P1_HAND, T9_P2, "GR", actions=[f"1 {action}"]))
    assert state.decision == TURN and state.to_act == next_seat
    s = summary(state)
    assert s["hands"][1] == codes(p2_hand) and s["top"] == top and s["color"] == "G"
    assert s["pending_draw"] == pending
    assert not any(a.startswith("dump") for a in legal(state))


def test_R28_reverse_turn_up_dump_ending_in_draw2_starts_volley():
    """R28/R54: a turned-up-Reverse dump ending with a Draw 2 starts a volley against P1."""
    state = run(duo_record(P1_HAND, "R8 Y2 G1 G+2 GS B+2 W", "GR", actions=["1 dump G1 GS G+2"]))
    assert state.decision == VOLLEY and state.to_act == 0
    s = summary(state)
    assert s["pending_draw"] == 2 and s["top"] == "G+2" and s["color"] == "G"


def test_R28_reverse_turn_up_dump_is_optional_and_lost_after_drawing():
    """R28: the dump belongs to P2's first turn only: after a draw only the drawn card or pass remain."""
    state = run(duo_record(P1_HAND, T9_P2, "GR", then="R0", actions=["1 draw"]))
    assert state.decision == AFTER_DRAW and legal(state) == {"pass"}
    assert_illegal(state, "dump G1 G5 GS", "wrong_decision")
    state.apply("pass")
    assert state.to_act == 0 and state.decision == TURN
    assert not any(a.startswith("dump") for a in legal(state))


def test_R28_reverse_turn_up_without_that_color_offers_no_dump():
    """R28: a dump is offered only if P2 holds at least one card of the Reverse's color."""
    state = run(duo_record(P1_HAND, P2_HAND, "RR"))
    # P2_HAND holds R9, its only red card, so a red Reverse offers `dump R9`.
    assert "dump R9" in legal(state)
    state = run(duo_record(P1_HAND, "R9 Y1 Y2 Y3 G3 G4 W", "BR"))
    assert state.to_act == 1 and not any(a.startswith("dump") for a in legal(state))
    assert_illegal(state, "dump W", "dump_wrong_card")


def test_R28_reverse_turn_up_dump_of_whole_hand_is_p2s_play():
    """R28: a dump is P2's play for the turn, so dumping every card goes out (R62) and P1 scores its hand."""
    state = run(duo_record(P1_HAND, "G1 G2 G3 G4 G5 G6 G7", "GR", actions=["1 dump G1 G2 G3 G4 G5 G6 G7"]))
    s = summary(state)
    assert s["rounds"] == [{"points": [1 + 2 + 3 + 4 + 5 + 6 + 7, 0], "out": 1, "blocked": False}]
    assert s["round"] == 2 and state.decision == DRAFT


def test_R29_extra_cards_are_wild_and_turn_up_as_w():
    """R29: with extra_cards = as_wild the 4 extra cards are W: 8 W in all; a turned-up one follows R26."""
    options = {"extra_cards": "as_wild"}
    # Five W in one hand is only possible with the extra cards.
    state = run(duo_record("W W W W W R1 R2", P2_HAND, "W", options=options))
    assert Counter(c.code for c in state.round_decks[0])["W"] == 8
    assert state.decision == COLOR_CHOICE and state.to_act == 0
    state.apply("color Y")
    assert state.decision == TURN and state.to_act == 1
    assert summary(state)["draw_pile"] == 97
    state.apply("play Y1")
    assert {f"play W {c}" for c in COLORS} <= legal(state)
    state.apply("play W G")
    assert summary(state)["color"] == "G" and hand(state, 0).count("W") == 4


# ---------------------------------------------------------------------------------------------- 1.5


def test_R30_normal_turn_actions():
    """R30: a normal turn offers `play` for each playable card (a wild names any of 4 colors) and `draw`."""
    state = position("duo", ["R3 G5 B7 W W+4", "Y1 Y2 Y3"], top="R9", to_act=0)
    expected = {"play R3", "draw"} | {f"play W {c}" for c in COLORS} | {f"play W+4 {c}" for c in COLORS}
    assert legal(state) == expected
    assert_illegal(state, "pass", "wrong_decision")  # passing without drawing is not allowed
    assert_illegal(state, "play W", "color_required")
    state.apply("play W R")  # the named color may be the current one
    assert summary(state)["color"] == "R" and state.to_act == 1


def test_R31_draw_allowed_with_playable_card():
    """R31: `draw` is allowed even when the hand holds a playable card."""
    state = position("duo", ["R3 R4 G5", "Y1 Y2 Y3"], top="R9", to_act=0, draw="B1")
    assert "draw" in legal(state) and "play R3" in legal(state)
    state.apply("draw")
    assert state.decision == AFTER_DRAW and hand(state, 0) == ["R3", "R4", "G5", "B1"]


@pytest.mark.parametrize(
    ("drawn", "expected"),
    [
        ("R5", {"play R5", "pass"}),
        ("G9", {"play G9", "pass"}),
        ("G7", {"pass"}),
        ("W", {"play W R", "play W Y", "play W G", "play W B", "pass"}),
        ("W+4", {"play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B", "pass"}),
    ],
)
def test_R32_after_drawing_only_the_drawn_card_or_pass(drawn, expected):
    """R32: after a draw that took a card, only that card (if playable) may be played, or `pass`."""
    state = position("duo", ["R1 G2", "Y1 Y2 Y3"], top="R9", to_act=0, draw=drawn)
    state.apply("draw")
    assert state.decision == AFTER_DRAW and state.to_act == 0
    assert legal(state) == expected
    assert_illegal(state, "play R1", "not_drawn_card")  # R1 is playable but was not drawn
    assert_illegal(state, "draw", "wrong_decision")
    if expected == {"pass"}:
        assert_illegal(state, f"play {drawn}", "not_playable")
    state.apply("pass")
    assert state.to_act == 1 and state.decision == TURN
    assert hand(state, 0) == canon(["R1", "G2", drawn])


@pytest.mark.parametrize(
    ("drawn", "action", "decision", "seat", "pending"),
    [
        ("RS", "play RS", TURN, 0, 0),  # Skip: another turn (R41)
        ("RR", "play RR", DUMP_CHOICE, 0, 0),  # Reverse: dump decision (R50)
        ("R+2", "play R+2", VOLLEY, 1, 2),  # Draw 2: volley (R35)
        ("W+4", "play W+4 G", CHALLENGE_CHOICE, 1, 4),  # Wild Draw 4: challenge decision (R45)
        ("R7", "play R7", TURN, 1, 0),  # number: opponent's turn
    ],
)
def test_R33_card_played_after_drawing_has_full_effect(drawn, action, decision, seat, pending):
    """R33: a card played after drawing has its full effect (Skip, Reverse and dump, volley, W+4)."""
    state = position("duo", ["G1 B2", "Y1 Y2 Y3"], top="R9", to_act=0, draw=drawn)
    state.apply("draw")
    state.apply(action)
    assert state.decision == decision and state.to_act == seat
    assert summary(state)["pending_draw"] == pending
    if decision == DUMP_CHOICE:
        assert legal(state) == {"nodump"}


def test_R33_reverse_after_drawing_can_dump():
    """R33: a Reverse played after drawing offers the dump of its color."""
    state = position("duo", ["G1 B2 R3 R4", "Y1 Y2 Y3"], top="Y9", to_act=0, draw="YR")
    state.apply("draw")
    state.apply("play YR")
    assert state.decision == DUMP_CHOICE and legal(state) == {"nodump"}
    state = position("duo", ["G1 B2 Y3 Y4", "G5 G6 G7"], top="R9", to_act=0, draw="RR")
    state.apply("draw")
    state.apply("play RR")
    assert legal(state) == {"nodump"}
    state = position("duo", ["G1 R2 R3 B4", "G5 G6 G7"], top="B9", to_act=0, draw="RR")
    state.apply("draw")
    assert legal(state) == {"pass"}  # RR is not playable on B9
    state = position("duo", ["G1 R2 R3 B4", "G5 G6 G7"], top="R9", to_act=0, draw="RR")
    state.apply("draw")
    state.apply("play RR")
    assert legal(state) == {"dump R2 R3", "dump R3 R2", "nodump"}


@pytest.mark.parametrize(("action", "top", "color"), [("play R5", "R5", "R"), ("play W B", "W", "B")])
@pytest.mark.parametrize("mover", [0, 1])
def test_R34_after_number_or_wild_opponent_moves(mover, action, top, color):
    """R34: after a number card or a W, the opponent takes the next turn."""
    hands = [["R5", "W", "G1"], ["Y1", "Y2", "Y3"]]
    if mover == 1:
        hands.reverse()
    state = position("duo", hands, top="R9", to_act=mover)
    state.apply(action)
    assert state.decision == TURN and state.to_act == 1 - mover
    s = summary(state)
    assert s["top"] == top and s["color"] == color and s["pending_draw"] == 0


def test_R34_round_end_has_no_next_turn():
    """R34: after a number card the opponent moves unless the round has ended."""
    state = position("duo", ["R5", "Y1 Y2 Y3"], top="R9", to_act=0, start_scores=[0, 195])
    state.apply("play R5")
    s = summary(state)
    assert s["match_over"] is True and s["to_act"] is None and s["rounds"][0]["out"] == 0


# ---------------------------------------------------------------------------------------------- 1.6


def test_R35_draw2_starts_volley():
    """R35: a played Draw 2 starts a volley with pending total 2; the opponent becomes the responder."""
    state = position("duo", ["R+2 G1 G2", "Y1 Y2 Y3"], top="R4", to_act=0)
    state.apply("play R+2")
    assert state.decision == VOLLEY and state.to_act == 1
    assert summary(state)["pending_draw"] == 2


def test_R35_draw2_adds_to_running_volley():
    """R35: a Draw 2 played on a running volley adds 2 to it."""
    state = position("duo", ["R+2 G1 G2", "Y+2 Y2 Y3"], top="R4", to_act=0)
    state.apply("play R+2")
    state.apply("play Y+2")
    assert state.decision == VOLLEY and state.to_act == 0 and summary(state)["pending_draw"] == 4


def test_R35_draw2_after_drawing_starts_volley():
    """R35: a Draw 2 played after drawing starts a volley."""
    state = position("duo", ["G1 B2", "Y1 Y2 Y3"], top="R4", to_act=0, draw="R+2")
    state.apply("draw")
    state.apply("play R+2")
    assert state.decision == VOLLEY and state.to_act == 1 and summary(state)["pending_draw"] == 2


def test_R35_draw2_ending_a_dump_starts_volley():
    """R35: a Draw 2 that ends a dump starts a volley with pending total 2 against the opponent."""
    state = position("duo", ["B3 B+2 BR G1 G2", "Y1 Y2 Y3"], top="B5", to_act=0)
    state.apply("play BR")
    state.apply("dump B3 B+2")
    assert state.decision == VOLLEY and state.to_act == 1
    s = summary(state)
    assert s["pending_draw"] == 2 and s["top"] == "B+2"


def test_R35_turned_up_draw2_is_not_a_volley():
    """R35: a turned-up Draw 2 is not a volley (R25): P2 cannot stack, P1 gets a normal turn."""
    state = run(duo_record(P1_HAND, "Y1 Y2 G3 G4 B8 B+2 R+2", "G+2"))
    assert state.decision == TURN and state.to_act == 0 and summary(state)["pending_draw"] == 0
    assert len(state.hands[1]) == 9


def test_R36_responder_stacks_any_draw2_or_draws_total():
    """R36: the responder may play any Draw 2 (any color), raising the total by 2, or draw the whole total."""
    state = position("duo", ["R+2 G1 G2", "B+2 Y+2 Y3"], top="R4", to_act=0, draw="Y4 Y5 Y6 Y7 Y8")
    state.apply("play R+2")
    assert legal(state) == {"play B+2", "play Y+2", "draw"}
    state.apply("play B+2")
    assert state.decision == VOLLEY and state.to_act == 0 and summary(state)["pending_draw"] == 4
    state.apply("draw")
    assert hand(state, 0) == ["Y4", "Y5", "Y6", "Y7", "G1", "G2"]
    assert summary(state)["pending_draw"] == 0
    assert state.decision == TURN and state.to_act == 1  # the drawer's turn ended


def test_R37_stacking_is_optional():
    """R37: a responder who holds a Draw 2 may still `draw`."""
    state = position("duo", ["R+2 G1 G2", "G+2 Y2 Y3"], top="R4", to_act=0, draw="B4 B5")
    state.apply("play R+2")
    assert "play G+2" in legal(state) and "draw" in legal(state)
    state.apply("draw")
    assert hand(state, 1) == ["Y2", "Y3", "G+2", "B4", "B5"]
    assert state.decision == TURN and state.to_act == 0


@pytest.mark.parametrize("action", ["play W R", "play W+4 R", "play RS", "play RR", "play R5", "play R+2"])
def test_R38_only_draw2_answers_a_volley(action):
    """R38: while responding only a Draw 2 may be played: not W, W+4, Skip, Reverse or a number."""
    state = position("duo", ["R+2 G1 G2", "W W+4 RS RR R5 B+2"], top="R4", to_act=0)
    state.apply("play R+2")
    assert legal(state) == {"play B+2", "draw"}
    reason = "card_not_in_hand" if action == "play R+2" else "not_a_draw2"
    assert_illegal(state, action, reason)


def test_R38_no_one_card_draw_in_a_volley():
    """R38: a one-card draw is not available to a responder: `draw` takes the whole pending total."""
    state = position("duo", ["R+2 G1 G2", "W RS Y3"], top="R4", to_act=0, draw="B1 B2 B3")
    state.apply("play R+2")
    assert legal(state) == {"draw"}
    assert_illegal(state, "pass", "wrong_decision")
    state.apply("draw")
    assert len(state.hands[1]) == 5 and state.decision == TURN and state.to_act == 0


def test_R39_last_draw2_player_moves_with_its_color():
    """R39: after the responder draws, the player of the last Draw 2 takes a normal turn in its color."""
    state = position("duo", ["R+2 G1 G2", "G+2 Y2 Y3"], top="R4", to_act=0)
    state.apply("play R+2")
    state.apply("play G+2")
    state.apply("draw")
    assert state.decision == TURN and state.to_act == 1
    s = summary(state)
    assert s["top"] == "G+2" and s["color"] == "G" and s["pending_draw"] == 0
    assert len(state.hands[0]) == 6
    assert "play Y2" not in legal(state) and "draw" in legal(state)


def _t5_state():
    return position("duo", ["R+2 Y+2 G3 B1 B7", "R6 Y8 G+2 W"], top="R4", to_act=0)


@pytest.mark.parametrize("stacks", [0, 1, 2, 3, 4, 5])
def test_R40_pending_total_after_k_stacks(stacks):
    """R40/T5: after k stacks on the first Draw 2 the pending total is 2(k+1)."""
    draws2 = ["R+2", "Y+2", "G+2", "B+2", "R+2", "Y+2"]
    hands = [[draws2[i] for i in range(0, 6, 2)] + ["G1", "G2"], [draws2[i] for i in range(1, 6, 2)] + ["B1", "B2"]]
    state = position("duo", hands, top="R4", to_act=0)
    for k in range(stacks + 1):
        state.apply(f"play {draws2[k]}")
        assert summary(state)["pending_draw"] == 2 * (k + 1)
        assert state.to_act == (k + 1) % 2
    assert summary(state)["pending_draw"] == 2 * (stacks + 1)


def test_R40_volley_example_T5():
    """R40: the volley example T5 (R35-R39) plays as stated."""
    _check_t5()


# ---------------------------------------------------------------------------------------------- 1.7


@pytest.mark.parametrize("mover", [0, 1])
def test_R41_skip_gives_another_turn(mover):
    """R41: a player who plays a Skip takes another normal turn at once."""
    hands = [["RS", "G1", "G2"], ["Y1", "Y2", "Y3"]]
    if mover:
        hands.reverse()
    state = position("duo", hands, top="R4", to_act=mover)
    state.apply("play RS")
    assert state.decision == TURN and state.to_act == mover
    s = summary(state)
    assert s["top"] == "RS" and s["color"] == "R"


def test_R41_skip_after_drawing():
    """R41: a Skip played after drawing also gives another turn."""
    state = position("duo", ["G1 G2", "Y1 Y2 Y3"], top="R4", to_act=0, draw="RS")
    state.apply("draw")
    state.apply("play RS")
    assert state.decision == TURN and state.to_act == 0


def test_R41_skip_ending_a_dump():
    """R41: a Skip that ends a dump gives its player another turn (R54)."""
    state = position("duo", ["B3 BS BR G1 G2", "Y1 Y2 Y3"], top="B5", to_act=0)
    state.apply("play BR")
    state.apply("dump B3 BS")
    assert state.decision == TURN and state.to_act == 0
    assert hand(state, 0) == ["G1", "G2"]


@pytest.mark.parametrize(("answer", "seat0_hand"), [("catch", ["R3", "G2", "B7"]), ("ignore", ["R3"])])
def test_R41_skip_turn_comes_after_catch_decision(answer, seat0_hand):
    """R41: the extra turn of a Skip comes after any catch decision (R57)."""
    state = position("duo", ["R3 RS", "Y1 Y2 Y3"], top="R6", to_act=0, draw="G2 B7")
    state.apply("play RS")
    assert state.decision == CATCH_CHOICE and state.to_act == 1 and legal(state) == {"catch", "ignore"}
    state.apply(answer)
    assert state.decision == TURN and state.to_act == 0
    assert hand(state, 0) == seat0_hand
    assert summary(state)["top"] == "RS" and summary(state)["color"] == "R"


@pytest.mark.parametrize(("reverse_as_skip", "next_seat"), [(False, 1), (True, 0)])
def test_R42_lone_reverse(reverse_as_skip, next_seat):
    """R42: a Reverse + nodump has no effect (opponent moves); with reverse_as_skip its player goes again."""
    options = {"reverse_as_skip": reverse_as_skip}
    state = position("duo", ["B3 BR G1", "Y1 Y2 Y3"], top="B5", to_act=0, options=options)
    state.apply("play BR")
    assert state.decision == DUMP_CHOICE and state.to_act == 0
    state.apply("nodump")
    assert state.decision == TURN and state.to_act == next_seat
    s = summary(state)
    assert s["top"] == "BR" and s["color"] == "B" and s["hands"][0] == ["G1", "B3"]


@pytest.mark.parametrize("reverse_as_skip", [False, True])
def test_R42_option_does_not_change_reverse_ending_a_dump(reverse_as_skip):
    """R42: reverse_as_skip does not change a Reverse that ends a dump: the opponent moves next."""
    options = {"reverse_as_skip": reverse_as_skip}
    state = position("duo", ["B3 BR BR G1 G2", "Y1 Y2 Y3"], top="B5", to_act=0, options=options)
    state.apply("play BR")
    assert legal(state) == {"dump B3 BR", "dump BR B3", "nodump"}
    state.apply("dump B3 BR")
    assert state.decision == TURN and state.to_act == 1
    assert summary(state)["top"] == "BR"


@pytest.mark.parametrize("action", ["1 play G1", "1 dump G5 GS G1", "1 draw"])
def test_R42_option_does_not_change_turned_up_reverse(action):
    """R42: with reverse_as_skip a turned-up Reverse still gives P2 the first turn with the dump offer (R28)."""
    options = {"reverse_as_skip": True}
    state = run(duo_record(P1_HAND, T9_P2, "GR", then="R0", options=options))
    assert state.decision == TURN and state.to_act == 1
    assert legal(state) == T9_LEGAL
    state = run(duo_record(P1_HAND, T9_P2, "GR", then="R0", options=options, actions=[action]))
    if action == "1 draw":
        state.apply("pass")
    assert state.decision == TURN and state.to_act == 0


# ---------------------------------------------------------------------------------------------- illegal actions


def _over_state():
    state = position("duo", ["Y3", "G0 W"], top="Y8", to_act=0, start_scores=[0, 195])
    state.apply("play Y3")
    return state


def _volley_state():
    state = position("duo", ["R+2 G1 G2", "W RS Y3 B+2"], top="R4", to_act=0)
    state.apply("play R+2")
    return state


def _dump_state():
    state = position("duo", ["R7 G2 B3 B4 BR", "G1 G3 G4"], top="B9", to_act=0)
    state.apply("play BR")
    return state


def _after_draw_state():
    state = position("duo", ["R1 G2", "Y1 Y2 Y3"], top="R9", to_act=0, draw="R5")
    state.apply("draw")
    return state


def _turn_state():
    return position("duo", ["R3 G5 W R4", "Y1 Y2 Y3"], top="R9", to_act=0)


ILLEGAL_CASES = [
    ("turn_malformed", _turn_state, "play", None, "malformed_action"),
    ("turn_bad_spacing", _turn_state, "play  R3", None, "malformed_action"),
    ("turn_unknown_card", _turn_state, "play X9", None, "unknown_card"),
    ("turn_wrong_seat", _turn_state, "play R3", 1, "wrong_seat"),
    ("turn_pass", _turn_state, "pass", None, "wrong_decision"),
    ("turn_keep", _turn_state, "keep", None, "wrong_decision"),
    ("turn_dump_without_reverse", _turn_state, "dump R3 R4", None, "wrong_decision"),
    ("turn_not_in_hand", _turn_state, "play R8", None, "card_not_in_hand"),
    ("turn_not_playable", _turn_state, "play G5", None, "not_playable"),
    ("turn_color_required", _turn_state, "play W", None, "color_required"),
    ("turn_color_not_allowed", _turn_state, "play R3 G", None, "color_not_allowed"),
    ("turn_uno_not_allowed", _turn_state, "play R3 uno", None, "uno_not_allowed"),
    ("after_draw_other_card", _after_draw_state, "play R1", None, "not_drawn_card"),
    ("after_draw_draw", _after_draw_state, "draw", None, "wrong_decision"),
    ("volley_wild", _volley_state, "play W R", None, "not_a_draw2"),
    ("volley_pass", _volley_state, "pass", None, "wrong_decision"),
    ("dump_incomplete", _dump_state, "dump B3", None, "dump_incomplete"),
    ("dump_wrong_card", _dump_state, "dump B3 B4 R7", None, "dump_wrong_card"),
    ("dump_play", _dump_state, "play B3", None, "wrong_decision"),
    ("dump_uno", _dump_state, "dump B3 B4 uno", None, "uno_not_allowed"),
    ("match_over", _over_state, "draw", None, "match_over"),
]


@pytest.mark.parametrize(
    ("make", "action", "seat", "reason"),
    [case[1:] for case in ILLEGAL_CASES],
    ids=[case[0] for case in ILLEGAL_CASES],
)
def test_R30_R38_R51_illegal_actions_raise_and_leave_state_unchanged(make, action, seat, reason):
    """R30-R42: an illegal action raises IllegalActionError with its reason and leaves the state unchanged."""
    state = make()
    assert_illegal(state, action, reason, seat)


# ---------------------------------------------------------------------------------------------- worked examples


def test_T1_draft_bookkeeping():
    """T1: 14 keeps on T1's deck give the stated hands, D1..D14, draw pile, turn-up B6 and legal actions."""
    state = run(Record(ruleset="duo", first=0, decks=[T1_DECK], actions=KEEPS_FROM_0))
    assert hand(state, 0) == codes("R5 RS Y1 Y3 YR BS W+4")
    assert hand(state, 1) == codes("R3 G4 G8 GR G+2 B2 W")
    d = codes("G7 Y9 G0 B+2 R1 B8 Y6 R9 Y+2 G5 B4 R7 BR R2")
    assert [c.code for c in view(state, 0).known_bottom] == d
    assert [c.code for c in view(state, 1).known_bottom] == d
    # Positions 29-108 then D1..D14 (94 cards); position 29 (B6) was turned up, leaving 93.
    assert pile(state) == T1_DECK[29:108] + d
    assert pile(state)[-1] == "R2"
    s = summary(state)
    assert s["top"] == "B6" and s["color"] == "B" and s["draw_pile"] == 93 and s["to_act"] == 1
    assert state.decision == TURN
    assert set(s["legal"]) == {"play B2", "play W R", "play W Y", "play W G", "play W B", "draw"}


def test_T2_draft_with_reject():
    """T2: `0 reject` lays R5 as D1 and seat 0 takes G7; `1 keep` takes B2 and lays Y9; pick 3 uses 5 and 6."""
    state = run(Record(ruleset="duo", first=0, decks=[T1_DECK], actions=["0 reject"]))
    assert [c.code for c in state.discard_pile] == ["R5"]
    assert hand(state, 0) == ["G7"]
    assert not [e for e in view(state, 1).events if e.cards and e.cards[0].code == "G7"]  # private
    state.apply("keep", 1)
    assert hand(state, 1) == ["B2"]
    assert [c.code for c in state.discard_pile] == ["R5", "Y9"]
    assert state.discard_pile[-1].code == "Y9"
    assert state.to_act == 0 and view(state, 0).candidate.code == "RS"  # position 5
    state.apply("keep", 0)
    assert hand(state, 0) == canon(["G7", "RS"])
    assert [c.code for c in state.discard_pile] == ["R5", "Y9", "G0"]  # position 6


def _t3_state(options=None):
    return position("duo", ["R7 B3 BS BR W", "G1 G2 G3"], top="B5", to_act=0, options=options)


def test_T3_dump_ending_in_skip():
    """T3: play BR (4 cards left, no call), dump B3 BS: seat 0 goes again holding R7 W, top BS, color B."""
    state = _t3_state()
    state.apply("play BR")
    assert state.decision == DUMP_CHOICE and state.to_act == 0
    assert legal(state) == {"dump B3 BS", "dump BS B3", "nodump"}
    state.apply("dump B3 BS")
    assert state.decision == TURN and state.to_act == 0
    s = summary(state)
    assert s["hands"][0] == ["R7", "W"] and s["top"] == "BS" and s["color"] == "B"


@pytest.mark.parametrize(
    ("action", "options", "next_seat"),
    [
        ("dump BS B3", None, 1),
        ("nodump", None, 1),
        ("nodump", {"reverse_as_skip": True}, 0),
    ],
)
def test_T3_alternatives(action, options, next_seat):
    """T3: dump BS B3 ends on B3 (seat 1 next); nodump gives seat 1 the turn, or seat 0 with reverse_as_skip."""
    state = _t3_state(options)
    state.apply("play BR")
    state.apply(action)
    assert state.decision == TURN and state.to_act == next_seat


def test_T4_illegal_partial_dump():
    """T4: after `0 play BR` on B9 the legal actions are the two full dumps and nodump; `0 dump B3` fails."""
    state = position("duo", ["R7 G2 B3 B4 BR", "G1 G3 G4"], top="B9", to_act=0)
    state.apply("play BR")
    assert legal(state) == {"dump B3 B4", "dump B4 B3", "nodump"}
    assert_illegal(state, "dump B3", "dump_incomplete")
    fresh = position("duo", ["R7 G2 B3 B4 BR", "G1 G3 G4"], top="B9", to_act=0)
    with pytest.raises(ReplayError) as info:
        replay(Record(ruleset="duo", actions=["0 play BR", "0 dump B3"]), fresh)
    assert info.value.index == 1 and info.value.reason == "dump_incomplete"


def _check_t5():
    state = _t5_state()
    steps = [
        ("play R+2", 2, 1),
        ("play G+2", 4, 0),
        ("play Y+2", 6, 1),
    ]
    for action, pending, responder in steps:
        if action == "play G+2":
            assert "draw" in legal(state)  # seat 1 could also have drawn (R37)
        state.apply(action)
        assert state.decision == VOLLEY
        assert summary(state)["pending_draw"] == pending and state.to_act == responder
    assert legal(state) == {"draw"}  # no Draw 2 left (R85)
    state.apply("draw")
    s = summary(state)
    assert s["pending_draw"] == 0 and len(s["hands"][1]) == 9
    assert state.decision == TURN and state.to_act == 0
    assert s["top"] == "Y+2" and s["color"] == "Y"
    assert s["hands"][0] == ["G3", "B1", "B7"]


def test_T5_volley():
    """T5: R+2, G+2, Y+2 raise the total 2, 4, 6; seat 1 draws 6 (9 cards); seat 0 moves on Y+2 in Y."""
    _check_t5()
