"""Scenario tests for classic UNO, one or more per rule C1-C21 of RULES.md Part 2.

Positions are built from card codes (``helpers.position``) or from stacked decks (``helpers.classic_record``);
every assertion is derived from the rule named in the test's name and docstring.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import classic_record, hand, legal, position, run, summary

from unoduo.core import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    TURN,
    VOLLEY,
    Card,
    IllegalActionError,
    OptionError,
    Record,
    RecordError,
    new_match,
    standard_deck,
    view,
)
from unoduo.core.cards import cards as parse_cards

COLORS4 = "RYGB"


# ---------------------------------------------------------------------------------------------- helpers


def pos(hands, top, to_act=0, **kw):
    """A classic normal turn with exactly these hands (seat k holds hands[k])."""
    return position("classic", hands, top, to_act, **kw)


def act(state, *lines: str) -> list:
    """Apply ``"SEAT ACTION"`` lines, returning all events."""
    events = []
    for line in lines:
        seat, action = line.split(" ", 1)
        events.extend(state.apply(action, int(seat)))
    return events


def canon(text: str) -> list[str]:
    """Card codes in canonical order."""
    return [c.code for c in sorted(parse_cards(text))]


def draw_pile_codes(state) -> list[str]:
    return [c.code for c in state.draw_pile]


def deck_multiset(state) -> Counter:
    everything = [c for h in state.hands for c in h] + list(state.draw_pile) + list(state.discard_pile)
    return Counter(everything)


def remaining(*used: str) -> list[str]:
    """The deck minus the named cards (each string a space-separated list), canonical order."""
    pool = Counter(standard_deck())
    for text in used:
        for c in parse_cards(text):
            pool[c] -= 1
            assert pool[c] >= 0, f"too many {c.code}"
    return [c.code for c in sorted(pool.elements())]


def deal_hands(players: int, *exclude: str, size: int = 7) -> list[list[str]]:
    """``players`` hands of colored number cards, none of the ``exclude`` cards among them."""
    pool = iter(c for c in remaining(*exclude) if c[1:] in "0123456789")
    return [[next(pool) for _ in range(size)] for _ in range(players)]


def shuffled_deck(seed: int, turn_up_position: int, turn_up: str = "B5") -> list[str]:
    """A shuffled 108-card deck (top first) whose card at 0-based ``turn_up_position`` is ``turn_up``."""
    deck = [c.code for c in standard_deck()]
    random.Random(seed).shuffle(deck)
    j = deck.index(turn_up)
    deck[j], deck[turn_up_position] = deck[turn_up_position], deck[j]
    return deck


def choose_random(state, rng: random.Random) -> str:
    return str(rng.choice(state.legal_actions()))


# ---------------------------------------------------------------------------------------------- C1


def test_C1_deck_is_the_108_card_deck_of_R1():
    """C1: the classic deck is R1's 108 cards (25 per color: one 0, two of 1-9/S/R/+2; four W, four W+4)."""
    for seed in range(5):
        state = new_match("classic", players=4, seed=seed)
        deck = Counter(c.code for c in state.round_decks[0])
        assert sum(deck.values()) == 108
        for color in COLORS4:
            assert deck[color + "0"] == 1
            for rank in [str(n) for n in range(1, 10)] + ["S", "R", "+2"]:
                assert deck[color + rank] == 2
            assert sum(v for k, v in deck.items() if k[0] == color and k[:1] != "W") == 25
        assert deck["W"] == 4 and deck["W+4"] == 4
        # Every card of that deck is somewhere at the start of the round.
        assert deck_multiset(state) == Counter(standard_deck())


def test_C1_no_extra_cards_option_in_classic():
    """C1 / Rule options: classic has no ``extra_cards`` (nor any Duo-only option); naming one is invalid."""
    for bad in ({"extra_cards": "as_wild"}, {"reverse_as_skip": True}, {"wd4_illegal_if": "any_playable"}):
        with pytest.raises(OptionError):
            new_match("classic", players=3, options=bad)
    with pytest.raises(RecordError):
        Record.from_json(
            '{"format": "unoduo-record/1", "ruleset": "classic", "options": {"extra_cards": "as_wild"},'
            ' "players": 3, "actions": []}'
        )


# ---------------------------------------------------------------------------------------------- C2


@pytest.mark.parametrize("players", [1, 0, 11, 12])
def test_C2_seat_count_must_be_2_to_10(players):
    """C2: classic has 2 to 10 seats; any other count is refused."""
    with pytest.raises(RecordError):
        new_match("classic", players=players, seed=1)


@pytest.mark.parametrize("players", range(2, 11))
def test_C2_seats_2_to_10_accepted(players):
    """C2: every count from 2 to 10 starts a match with one hand per seat."""
    state = new_match("classic", players=players, seed=3)
    assert len(state.hands) == players
    assert state.to_act in range(players)


def _cut_groups(state):
    cuts = [(e.seat, e.cards[0]) for e in state.round_events if e.kind == "cut"]
    return cuts


def _rank(card: Card) -> int:
    return card.rank if 0 <= card.rank <= 9 else 0


@pytest.mark.parametrize("players", [2, 3, 4, 6, 10])
def test_C2_dealer_cut_highest_deals_ties_recut(players):
    """C2: each seat cuts a card ranked as in R8 (numbers at face value, others 0); the highest deals; only
    the seats that tie for highest cut again; the first player is the seat to the dealer's left."""
    saw_tie = False
    for seed in range(60):
        state = new_match("classic", players=players, seed=seed)
        cuts = _cut_groups(state)
        assert cuts, "without 'first' a cut takes place"
        seats = list(range(players))
        i = 0
        while True:
            group = cuts[i:i + len(seats)]
            assert [s for s, _ in group] == seats, "each cut reveals one card per seat still in the cut"
            ranks = {s: _rank(c) for s, c in group}
            best = max(ranks.values())
            top = [s for s in seats if ranks[s] == best]
            i += len(seats)
            if len(top) == 1:
                dealer = top[0]
                break
            saw_tie = True
            seats = top
        assert i == len(cuts), "the cut stops as soon as one seat is highest"
        assert state.round_first == (dealer + 1) % players
    assert saw_tie, "some seed produced a tied cut"


def test_C2_tie_recut_only_tied_seats():
    """C2: with 4 seats, seats tying for the highest rank (and only they) cut again (seed with a tie)."""
    found = False
    for seed in range(200):
        state = new_match("classic", players=4, seed=seed)
        cuts = _cut_groups(state)
        first_four = cuts[:4]
        ranks = [_rank(c) for _, c in first_four]
        best = max(ranks)
        tied = [s for s, c in first_four if _rank(c) == best]
        if len(tied) >= 2 and len(tied) < 4:
            assert [s for s, _ in cuts[4:4 + len(tied)]] == tied
            found = True
            break
    assert found


@pytest.mark.parametrize("players,first", [(2, 0), (2, 1), (3, 0), (3, 2), (5, 3), (10, 0), (10, 7)])
def test_C2_first_skips_cut_and_dealer_is_to_firsts_right(players, first):
    """C2: a record's ``first`` names the first player (no cut); the dealer is the seat to first's right,
    which a turned-up Reverse reveals (C4: the dealer takes the first turn)."""
    hands = deal_hands(players, "GR")
    record = classic_record(hands, "GR", first=first)
    state = run(record)
    assert not _cut_groups(state)
    assert state.round_first == first
    assert state.to_act == (first - 1) % players


# ---------------------------------------------------------------------------------------------- C3


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("first_kind", ["zero", "last", "middle"])
def test_C3_deal_one_at_a_time_from_first_player(players, first_kind):
    """C3: seven cards each, dealt one at a time starting with the first player and going left; the next card
    is the turn-up; the rest (107 - 7n cards) is the draw pile, in deck order."""
    first = {"zero": 0, "last": players - 1, "middle": players // 2}[first_kind]
    n = players
    deck = shuffled_deck(players * 31 + first, 7 * n, "B5")
    state = new_match("classic", players=n, first=first, decks=[deck])
    for k in range(n):
        seat = (first + k) % n
        dealt = [deck[k + n * i] for i in range(7)]
        assert hand(state, seat) == [c.code for c in sorted(Card.parse(x) for x in dealt)]
    assert state.top.code == "B5"
    assert [c.code for c in state.discard_pile] == ["B5"]
    assert draw_pile_codes(state) == deck[7 * n + 1:]
    assert state.draw_pile_size == 107 - 7 * n
    assert summary(state)["draw_pile"] == 107 - 7 * n
    deals = [e.seat for e in state.round_events if e.kind == "deal"]
    assert deals == [(first + k) % n for k in range(n)]


def test_C3_rounds_without_decks_are_shuffled_from_seed():
    """C3: each round's deck is shuffled (from the seed when not given); the same seed gives the same deal,
    another seed a different one."""
    a = new_match("classic", players=4, seed=11)
    b = new_match("classic", players=4, seed=11)
    c = new_match("classic", players=4, seed=12)
    assert a.round_decks[0] == b.round_decks[0]
    assert a.hands == b.hands
    assert a.round_decks[0] != c.round_decks[0]
    assert Counter(a.round_decks[0]) == Counter(standard_deck())


# ---------------------------------------------------------------------------------------------- C4


@pytest.mark.parametrize("players", [2, 3, 7, 10])
@pytest.mark.parametrize("wild", ["W", "W+4"])
def test_C4_turned_up_wild_returned_under_a_card(players, wild):
    """C4: a turned-up W / W+4 goes back into the draw pile directly under a random card (never on top), so the
    card that lay under it is turned up next; the other cards keep their order; the pile is 107 - 7n."""
    n = players
    then = ["G7", "Y3", "B1"]
    hands = deal_hands(n, " ".join(then))
    record = classic_record(hands, wild, then=then, first=0)
    positions = Counter()
    for seed in range(60):
        record.seed = seed
        state = run(record)
        assert state.top.code == "G7"
        assert state.color == COLORS4.index("G")
        pile = draw_pile_codes(state)
        assert len(pile) == 107 - 7 * n
        # Remove the returned wild: the rest of the pile is the deck's order after the turn-up.
        deck_rest = record.decks[0][7 * n + 2:]
        idx = _returned_index(pile, deck_rest, wild)
        positions[idx] += 1
        assert state.to_act == 0 and state.decision == TURN
        assert [e.kind for e in state.round_events].count("return_wild") == 1
    assert len(positions) > 10, "the position is random"


def _returned_index(pile: list[str], deck_rest: list[str], wild: str) -> int:
    """The index (top first) at which one ``wild`` was inserted into ``deck_rest`` to give ``pile``."""
    for i in range(len(pile)):
        if pile[i] == wild and pile[:i] + pile[i + 1:] == deck_rest:
            return i
    raise AssertionError("the draw pile is not the rest of the deck with the wild inserted")


def test_C4_returned_wild_position_is_uniform_under_each_card():
    """C4: the wild lands directly under one of the draw pile's cards chosen uniformly: with 10 seats every
    one of the 107 - 70 = 37 final positions occurs across seeds, and the turn-up is always the next card."""
    n = 10
    hands = deal_hands(n, "Y9")
    hands[0][:3] = ["W", "W", "W"]  # so the returned W is the only W in the draw pile
    record = classic_record(hands, "W", then=["Y9"], first=4)
    deck_rest = record.decks[0][7 * n + 2:]
    counts = Counter()
    for seed in range(1200):
        record.seed = seed
        state = run(record)
        assert state.top.code == "Y9"
        counts[_returned_index(draw_pile_codes(state), deck_rest, "W")] += 1
    assert set(counts) == set(range(37))
    assert max(counts.values()) < 3 * 1200 / 37


def test_C4_several_wilds_in_a_row():
    """C4: the return repeats until the turn-up is not wild: W, W+4, W in a row are all put back and the first
    colored card after them is turned up; the other cards keep their order."""
    n = 3
    hands = deal_hands(n, "R4 B2")
    record = classic_record(hands, "W", then=["W+4", "W", "R4", "B2"], first=1)
    for seed in range(30):
        record.seed = seed
        state = run(record)
        assert state.top.code == "R4"
        pile = draw_pile_codes(state)
        assert len(pile) == 107 - 7 * n
        assert [c for c in pile if c not in ("W", "W+4")] == [
            c for c in record.decks[0][7 * n + 1:] if c not in ("W", "W+4", "R4")
        ]
        assert Counter(c for c in pile if c in ("W", "W+4")) == Counter(
            c for c in record.decks[0][7 * n:] if c in ("W", "W+4")
        )
        assert sum(1 for e in state.round_events if e.kind == "return_wild") >= 3
        assert deck_multiset(state) == Counter(standard_deck())


# Turn-up table: (players, first, turn_up, stack_draw2) -> (to_act, direction, first player's hand size)
TURN_UP_CASES = [
    (3, 0, "Y5", False, 0, 1, 7),
    (4, 2, "Y5", False, 2, 1, 7),
    (2, 1, "Y5", False, 1, 1, 7),
    (3, 0, "YS", False, 1, 1, 7),  # first skipped, next takes the first turn
    (5, 4, "YS", False, 0, 1, 7),
    (2, 0, "YS", False, 1, 1, 7),
    (3, 0, "Y+2", False, 1, 1, 9),  # first draws 2 and is skipped
    (6, 5, "Y+2", False, 0, 1, 9),
    (2, 1, "Y+2", False, 0, 1, 9),
    (3, 1, "Y+2", True, 2, 1, 9),  # never stacked, even with stack_draw2
    (2, 0, "Y+2", True, 1, 1, 9),
    (3, 0, "YR", False, 2, -1, 7),  # counterclockwise, dealer first
    (4, 1, "YR", False, 0, -1, 7),
    (10, 0, "YR", False, 9, -1, 7),
    (2, 0, "YR", False, 1, None, 7),  # 2 players: a turned-up Skip, the dealer (other seat) first
    (2, 1, "YR", False, 0, None, 7),
]


@pytest.mark.parametrize("players,first,turn_up,stack,to_act,direction,first_hand", TURN_UP_CASES)
def test_C4_turn_up_actions(players, first, turn_up, stack, to_act, direction, first_hand):
    """C4: a number card: the first player plays; Skip: first player skipped; Draw 2: the first player draws 2
    (never a volley) and is skipped; Reverse (3+): counterclockwise and the dealer plays first; Reverse (2
    players): like a Skip, so the dealer plays first."""
    n = players
    hands = deal_hands(n, turn_up + " G1 G2 G3")
    record = classic_record(hands, turn_up, then=["G1", "G2", "G3"], first=first,
                            options={"stack_draw2": True} if stack else None)
    state = run(record)
    assert state.top.code == turn_up
    assert state.to_act == to_act
    assert state.decision == TURN, "a turned-up Draw 2 gives no volley decision"
    assert summary(state)["pending_draw"] == 0
    if direction is not None:
        assert state.direction == direction
    assert len(state.hands[first]) == first_hand
    if first_hand == 9:
        assert set(canon("G1 G2")) <= set(hand(state, first))
        assert state.draw_pile_size == 107 - 7 * n - 2
    # Play then moves on in the stated direction (2 players: to the other seat).
    state.apply("draw", to_act)
    state.apply("pass", to_act)
    step = direction if direction is not None else 1
    assert state.to_act == (to_act + step) % n


def test_C4_turned_up_reverse_then_play_goes_counterclockwise():
    """C4/C9: after a turned-up Reverse with 4 players (first 1, so dealer 0), the dealer plays and the next
    turn goes to the dealer's right (seat 3)."""
    hands = ["R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7", "G1 G2 G3 G4 G5 G6 G7", "B1 B2 B3 B4 B5 B6 B7"]
    # hands[k] goes to seat (first + k) % n: seat 1 gets reds, 2 yellows, 3 greens, 0 blues
    state = run(classic_record(hands, "BR", first=1))
    assert state.to_act == 0 and state.direction == -1
    act(state, "0 play B1")
    assert state.to_act == 3


# ---------------------------------------------------------------------------------------------- C5


def _play_until_round(state, rnd: int, rng: random.Random, limit: int = 20000):
    steps = 0
    while not state.is_over and state.round < rnd:
        state.apply(choose_random(state, rng))
        steps += 1
        assert steps < limit
    return state


@pytest.mark.parametrize("players,first", [(2, 1), (3, 0), (4, 3), (6, 2)])
def test_C5_first_player_rotates_left_each_round(players, first):
    """C5: the first player of round k is (F + k - 1) mod n; each round starts clockwise with a fresh deal."""
    state = new_match("classic", players=players, seed=5, first=first, options={"target_score": 100000})
    rng = random.Random(1)
    for rnd in range(1, 5):
        _play_until_round(state, rnd, rng)
        assert state.round == rnd
        assert state.round_first == (first + rnd - 1) % players
        starts = [e for e in state.round_events if e.kind == "round_start"]
        assert starts and starts[0].seat == (first + rnd - 1) % players
        deals = [e.seat for e in state.round_events if e.kind == "deal"]
        assert deals[0] == (first + rnd - 1) % players


def test_C5_dealer_moves_left_and_round_starts_clockwise():
    """C5: in round 2 the dealer is the round-1 first player F (one seat left of round 1's dealer); a turned-up
    Reverse in round 2 (3 players) makes that dealer play first, counterclockwise."""
    n, first = 3, 1
    d2 = shuffled_deck(77, 7 * n, "GR")
    state = new_match("classic", players=n, seed=9, first=first, decks=[list(shuffled_deck(5, 7 * n)), d2],
                      options={"target_score": 100000})
    rng = random.Random(3)
    _play_until_round(state, 2, rng)
    assert state.round == 2
    assert state.round_first == 2
    assert state.top.code == "GR"
    assert state.to_act == first  # the dealer of round 2 = seat to the right of seat 2
    assert state.direction == -1


def test_C5_each_round_starts_clockwise_after_reverse():
    """C5: direction is reset to clockwise at each round start, even if round 1 ended counterclockwise."""
    for seed in range(8):
        state = pos(["RR", "Y1 Y2", "G1 G2", "B1 B2"], "R5", 0, options={"target_score": 100000})
        state.seed = seed
        act(state, "0 play RR")  # goes out with a Reverse: the direction had just become counterclockwise
        assert state.round == 2 and state.round_first == 1
        # Round 2's turn-up (from the seed's shuffle) may itself be a Reverse (C4); otherwise clockwise.
        assert state.direction == (-1 if state.top.rank == 11 else 1)


# ---------------------------------------------------------------------------------------------- C6

PLAYABILITY = [
    # (top, color, card, playable)
    ("R5", None, "R9", True),
    ("R5", None, "Y5", True),
    ("R5", None, "Y6", False),
    ("R5", None, "W", True),
    ("R5", None, "W+4", True),
    ("RS", None, "YS", True),
    ("RS", None, "YR", False),
    ("RR", None, "GR", True),
    ("R+2", None, "G+2", True),
    ("R+2", None, "G2", False),
    ("W", "G", "G3", True),
    ("W", "G", "R3", False),
    ("W+4", "B", "B+2", True),
    ("W+4", "B", "Y+2", False),
]


@pytest.mark.parametrize("top,color,card,playable", PLAYABILITY)
def test_C6_playability_as_R4(top, color, card, playable):
    """C6: a card is playable if wild, of the active color, or the same number/symbol as a colored top card;
    on a wild top only the named color matches."""
    state = pos([f"{card} B0 Y0", "G9 G8"], top, 0, color=color)
    plays = {a for a in legal(state) if a.startswith(f"play {card}") and a.split()[1] == card}
    assert bool(plays) == playable
    if card in ("W", "W+4"):
        assert plays == {f"play {card} {c}" for c in COLORS4}
    if not playable:
        with pytest.raises(IllegalActionError):
            state.apply(f"play {card}", 0)


# ---------------------------------------------------------------------------------------------- C7


def test_C7_normal_turn_legal_actions_and_draw_allowed_with_playable():
    """C7: on a normal turn the player may play any playable card (a wild naming each color) or draw, even
    while holding a playable card."""
    state = pos(["R7 Y5 G2 W", "B1 B2"], "R5", 0, draw="B9")
    assert legal(state) == {"play R7", "play Y5", "play W R", "play W Y", "play W G", "play W B", "draw"}
    act(state, "0 draw")
    assert state.decision == AFTER_DRAW and state.to_act == 0
    assert "B9" in hand(state, 0)


def test_C7_after_drawing_only_drawn_card_or_pass():
    """C7: after drawing a playable card the drawer may play that card only, or pass (keeping it)."""
    state = pos(["R7 G2", "B1 B2", "Y1 Y2"], "R5", 0, draw="R9")
    act(state, "0 draw")
    assert legal(state) == {"play R9", "pass"}
    with pytest.raises(IllegalActionError):
        state.apply("play R7", 0)
    with pytest.raises(IllegalActionError):
        state.apply("draw", 0)
    act(state, "0 pass")
    assert state.to_act == 1 and state.decision == TURN
    assert hand(state, 0) == canon("R7 R9 G2")


def test_C7_after_drawing_unplayable_card_only_pass():
    """C7/C21: a drawn unplayable card leaves only ``pass`` (still presented as a decision)."""
    state = pos(["R7 G2", "B1 B2", "Y1 Y2"], "R5", 0, draw="G9")
    act(state, "0 draw")
    assert state.decision == AFTER_DRAW and state.to_act == 0
    assert legal(state) == {"pass"}
    with pytest.raises(IllegalActionError):
        state.apply("play G9", 0)
    act(state, "0 pass")
    assert state.to_act == 1


def test_C7_played_drawn_card_takes_effect():
    """C7: a card played after drawing takes its usual effect (a drawn Skip skips the next player)."""
    state = pos(["G7 G2", "B1 B2", "Y1 Y2"], "R5", 0, draw="RS")
    act(state, "0 draw", "0 play RS")
    assert state.to_act == 2


def test_C7_drawn_wild_after_drawing_names_a_color():
    """C7/C11: a drawn W may be played after drawing, naming any color; next player follows."""
    state = pos(["G7 G2", "B1 B2", "Y1 Y2"], "R5", 0, draw="W")
    act(state, "0 draw")
    assert legal(state) == {"play W R", "play W Y", "play W G", "play W B", "pass"}
    act(state, "0 play W B")
    assert state.color == COLORS4.index("B") and state.to_act == 1


DUP_CASES = [
    # (draw pile top first, number of cards taken, playable last card)
    ("Y1 Y2 R3 B4", 3, True),
    ("W G1", 1, True),
    ("Y5 G4", 1, True),  # matches the number
    ("Y1 Y2 Y3 Y4 Y6 Y7 Y8 Y9 G1 G2 R3", 10, False),  # stops at 10
    ("R1", 1, True),
]


@pytest.mark.parametrize("draw,taken,playable", DUP_CASES)
def test_C7_draw_until_playable_stops_at_playable_or_ten(draw, taken, playable):
    """C7 draw_until_playable: one ``draw`` takes cards one at a time until a playable one (or 10 cards); the
    after-drawing decision concerns the last card taken, and playing it stays optional."""
    state = pos(["G0 B0", "B1 B2", "Y0 G9"], "R5", 0, draw=draw, options={"draw_until_playable": True})
    act(state, "0 draw")
    wanted = draw.split()[:taken]
    assert len(state.hands[0]) == 2 + taken
    assert hand(state, 0) == canon("G0 B0 " + " ".join(wanted))
    assert state.decision == AFTER_DRAW and state.to_act == 0
    last = wanted[-1]
    if playable:
        if last == "W":
            assert legal(state) == {f"play W {c}" for c in COLORS4} | {"pass"}
        else:
            assert legal(state) == {f"play {last}", "pass"}
    else:
        assert legal(state) == {"pass"}
    act(state, "0 pass")  # optional
    assert state.to_act == 1
    assert len(state.hands[0]) == 2 + taken


def test_C7_draw_until_playable_play_the_found_card():
    """C7 draw_until_playable: the playable card found may be played, with its effect (a Skip)."""
    state = pos(["G0 B0", "B1 B2", "Y0 G9"], "R5", 0, draw="Y1 Y2 RS", options={"draw_until_playable": True})
    act(state, "0 draw", "0 play RS")
    assert state.to_act == 2
    assert hand(state, 0) == canon("G0 B0 Y1 Y2")


def test_C7_draw_until_playable_stops_when_no_card_left():
    """C7 draw_until_playable (with C15/R69): when no card is left (empty draw pile, discard pile only its
    top), drawing stops with what was taken; the decision concerns the last card taken."""
    others = remaining("R5 Y1 Y2")
    h0 = others[:2]
    h1 = others[2:]
    state = pos([" ".join(h0), " ".join(h1)], "R5", 0, draw="Y1 Y2", rest="discard",
                options={"draw_until_playable": True})
    assert len(state.discard_pile) == 1 and state.draw_pile_size == 2
    act(state, "0 draw")
    assert len(state.hands[0]) == 4
    assert state.decision == AFTER_DRAW and legal(state) == {"pass"}
    assert state.draw_pile_size == 0


def test_C7_draw_until_playable_rebuilds_mid_draw():
    """C7 with C15: the draw continues through a rebuild of the draw pile (rebuild_shuffle false: the oldest
    discard is drawn first)."""
    # Every other card is in seat 1's hand, so only the named cards are in the piles.
    state = pos(["G0 B0", "B1 B2"], "R5", 0, draw="Y1", discard="Y2 R3 Y4", rest=1,
                options={"draw_until_playable": True, "rebuild_shuffle": False})
    assert draw_pile_codes(state) == ["Y1"]
    act(state, "0 draw")
    # Y1 (unplayable), rebuild: Y2 R3 Y4 -> Y2 (unplayable), R3 (playable) stops.
    assert hand(state, 0) == canon("G0 B0 Y1 Y2 R3")
    assert legal(state) == {"play R3", "pass"}
    assert draw_pile_codes(state) == ["Y4"]
    assert [c.code for c in state.discard_pile] == ["R5"]


# ---------------------------------------------------------------------------------------------- C8


def _filler(players: int, size: int, *exclude: str) -> list[str]:
    pool = iter(c for c in remaining(*exclude) if c[0] in "YG" and c[1:] in "0123456789")
    return [" ".join(next(pool) for _ in range(size)) for _ in range(players)]


SKIP_CASES = [
    # (players, player, direction, next to act)
    (3, 0, 1, 2),
    (4, 1, 1, 3),
    (4, 0, -1, 2),
    (5, 4, 1, 1),
    (10, 9, -1, 7),
    (2, 0, 1, 0),  # 2 players: the skipper plays again
]


@pytest.mark.parametrize("players,seat,direction,nxt", SKIP_CASES)
def test_C8_skip(players, seat, direction, nxt):
    """C8: a Skip makes the next player lose their turn; the seat after them plays (in the current
    direction)."""
    hands = _filler(players, 3, "RS R5")
    hands[seat] += " RS"
    state = pos(hands, "R5", seat, direction=direction)
    act(state, f"{seat} play RS")
    assert state.to_act == nxt and state.decision == TURN


# ---------------------------------------------------------------------------------------------- C9


REVERSE_CASES = [
    # (players, seat, direction before, next to act, direction after)
    (3, 0, 1, 2, -1),
    (4, 1, 1, 0, -1),
    (4, 1, -1, 2, 1),
    (6, 0, -1, 1, 1),
    (10, 5, 1, 4, -1),
]


@pytest.mark.parametrize("players,seat,before,nxt,after", REVERSE_CASES)
def test_C9_reverse_flips_direction(players, seat, before, nxt, after):
    """C9: a Reverse flips the direction and the next player in the new direction plays."""
    hands = _filler(players, 3, "RR R5")
    hands[seat] += " RR"
    state = pos(hands, "R5", seat, direction=before)
    act(state, f"{seat} play RR")
    assert state.direction == after
    assert state.to_act == nxt and state.decision == TURN
    # And play goes on in the new direction.
    state.apply("draw", nxt)
    state.apply("pass", nxt)
    assert state.to_act == (nxt + after) % players


def test_C9_two_reverses_restore_direction():
    """C9: two Reverses in a row in 4 players bring play back clockwise."""
    state = pos(["RR Y1 Y2", "GR G1 G2", "B1 B2", "Y3 Y4"], "R5", 0)
    act(state, "0 play RR")
    assert state.to_act == 3 and state.direction == -1
    state = pos(["RR Y1 Y2", "G1 G2", "B1 B2", "GR Y4 Y5"], "R5", 0)
    act(state, "0 play RR", "3 play GR")
    assert state.direction == 1 and state.to_act == 0


# ---------------------------------------------------------------------------------------------- C10


@pytest.mark.parametrize("players,seat,direction,victim,nxt", [
    (3, 0, 1, 1, 2),
    (4, 2, -1, 1, 0),
    (5, 4, 1, 0, 1),
    (2, 0, 1, 1, 0),
])
def test_C10_draw2_next_player_draws_and_loses_turn(players, seat, direction, victim, nxt):
    """C10: without stacking the next player draws 2 with no decision and loses their turn."""
    hands = _filler(players, 3, "R+2 G+2 R5")
    hands[seat] += " R+2"
    hands[victim] += " G+2"  # holding a Draw 2 does not help without stack_draw2
    state = pos(hands, "R5", seat, direction=direction, draw="B7 B8 B9")
    before = len(state.hands[victim])
    act(state, f"{seat} play R+2")
    assert state.to_act == nxt and state.decision == TURN
    assert len(state.hands[victim]) == before + 2
    assert {"B7", "B8"} <= set(hand(state, victim))
    assert draw_pile_codes(state)[0] == "B9"
    assert state.pending_draw == 0


def test_C10_stack_volley_passes_to_player_after_stacker():
    """C10 stack_draw2: the next player responds (any Draw 2 or draw the total); a stacked Draw 2 passes the
    volley to the player after the stacker; the drawer loses their turn."""
    opts = {"stack_draw2": True}
    state = pos(["R+2 Y1 Y2", "G+2 W W+4 G1", "B+2 Y3 Y4", "Y5 Y6 Y7"], "R5", 0, options=opts,
                draw="B1 B2 B3 B4 B5 B6 B7")
    act(state, "0 play R+2")
    assert state.decision == VOLLEY and state.to_act == 1 and state.pending_draw == 2
    assert legal(state) == {"play G+2", "draw"}
    for bad in ("play W R", "play W+4 R", "play G1"):
        with pytest.raises(IllegalActionError):
            state.apply(bad, 1)
    act(state, "1 play G+2")
    assert state.decision == VOLLEY and state.to_act == 2 and state.pending_draw == 4
    act(state, "2 play B+2")
    assert state.decision == VOLLEY and state.to_act == 3 and state.pending_draw == 6
    assert legal(state) == {"draw"}
    act(state, "3 draw")
    assert hand(state, 3) == canon("Y5 Y6 Y7 B1 B2 B3 B4 B5 B6")
    assert state.to_act == 0 and state.decision == TURN and state.pending_draw == 0
    assert state.top.code == "B+2" and state.color == COLORS4.index("B")


def test_C10_stack_is_optional_and_counterclockwise():
    """C10 stack_draw2: a responder holding a Draw 2 may draw; counterclockwise, the drawer's right plays."""
    opts = {"stack_draw2": True}
    state = pos(["Y1 Y2", "G1 G2", "R+2 Y3 Y4", "B+2 Y5"], "R5", 2, options=opts, direction=-1, draw="G7 G8")
    act(state, "2 play R+2")
    assert state.to_act == 1 and state.decision == VOLLEY
    assert legal(state) == {"draw"}
    act(state, "1 draw")
    assert hand(state, 1) == canon("G1 G2 G7 G8")
    assert state.to_act == 0

    state = pos(["Y1 Y2", "G+2 G2", "R+2 Y3 Y4", "B+2 Y5"], "R5", 2, options=opts, direction=-1, draw="G7 G8")
    act(state, "2 play R+2")
    assert legal(state) == {"play G+2", "play G+2 uno", "draw"}
    act(state, "1 draw")
    assert state.to_act == 0 and len(state.hands[1]) == 4


def test_C10_stacked_draw2_without_call_catch_then_volley():
    """C10/C14 (R86): a stacked Draw 2 leaving one card without ``uno``: the next player first decides catch or
    ignore, then answers the volley (pending 4)."""
    state = pos(["R+2 Y1 Y2", "G+2 G1", "B+2 B1 B2"], "R5", 0, options={"stack_draw2": True}, draw="Y7 Y8")
    act(state, "0 play R+2", "1 play G+2")
    assert state.decision == CATCH_CHOICE and state.to_act == 2 and state.pending_draw == 4
    act(state, "2 catch")
    assert hand(state, 1) == canon("G1 Y7 Y8")
    assert state.decision == VOLLEY and state.to_act == 2 and state.pending_draw == 4
    assert legal(state) == {"play B+2", "draw"}


def test_C10_catch_comes_before_draw2_penalty():
    """C10/C21 (R86): after a Draw 2 leaving one card without a call, the next player first chooses catch or
    ignore (pending 2 already shown), then draws 2 and loses the turn."""
    state = pos(["R+2 Y1", "G1 G2", "B1 B2"], "R5", 0, draw="B7 B8 B9 Y9")
    act(state, "0 play R+2")
    assert state.decision == CATCH_CHOICE and state.to_act == 1
    assert summary(state)["pending_draw"] == 2
    act(state, "1 catch")
    assert hand(state, 0) == canon("Y1 B7 B8")
    assert hand(state, 1) == canon("G1 G2 B9 Y9")
    assert state.to_act == 2 and state.decision == TURN


# ---------------------------------------------------------------------------------------------- C11


def test_C11_wild_names_color_next_player_plays():
    """C11: a W may be played on a normal turn (naming any color, even the current one); the next player
    follows with that active color."""
    for color in COLORS4:
        state = pos(["W R7 Y1", "G1 G2", "B1 B2"], "R5", 0)
        act(state, f"0 play W {color}")
        assert state.color == COLORS4.index(color)
        assert state.top.code == "W"
        assert state.to_act == 1 and state.decision == TURN
    state = pos(["Y1", "G1 G2", "W B1 B2"], "R5", 2, direction=-1)
    act(state, "2 play W G")
    assert state.to_act == 1 and state.color == COLORS4.index("G")


def test_C11_wild_requires_a_color():
    """C11: a wild play names its color; ``play W`` alone is illegal."""
    state = pos(["W R7 Y1", "G1 G2", "B1 B2"], "R5", 0)
    with pytest.raises(IllegalActionError):
        state.apply("play W", 0)
    with pytest.raises(IllegalActionError):
        state.apply("play R7 G", 0)


# ---------------------------------------------------------------------------------------------- C12


def test_C12_wd4_playable_whatever_the_hand_and_accept():
    """C12: W+4 may be played even when holding the active color; the next player chooses challenge or accept;
    accept: they draw 4 and lose their turn."""
    state = pos(["W+4 R7 Y1", "G1 G2", "B1 B2"], "R5", 0, draw="Y6 Y7 Y8 Y9 G9")
    assert {"play W+4 R", "play W+4 Y", "play W+4 G", "play W+4 B"} <= legal(state)
    act(state, "0 play W+4 B")
    assert state.decision == CHALLENGE_CHOICE and state.to_act == 1
    assert legal(state) == {"challenge", "accept"}
    assert state.pending_draw == 4
    with pytest.raises(IllegalActionError):
        state.apply("accept", 2)
    act(state, "1 accept")
    assert hand(state, 1) == canon("G1 G2 Y6 Y7 Y8 Y9")
    assert state.to_act == 2 and state.color == COLORS4.index("B") and state.pending_draw == 0


def test_C12_wd4_after_drawing_and_counterclockwise():
    """C12/C20: a drawn W+4 may be played; counterclockwise the seat to the right is hit."""
    state = pos(["Y1 Y2", "G1 G2", "B1 B2", "G3 G4"], "R5", 1, direction=-1, draw="W+4 R1 R2 R3 R4")
    act(state, "1 draw", "1 play W+4 Y")
    assert state.decision == CHALLENGE_CHOICE and state.to_act == 0
    act(state, "0 accept")
    assert len(state.hands[0]) == 6
    assert state.to_act == 3


WD4_LEGALITY = [
    # (offender hand besides the W+4, top, active color, illegal?)
    ("R2 B5", "R8", None, True),  # holds the active color
    ("Y8 B5", "R8", None, False),  # number match only: legal under the color test
    ("W B5", "R8", None, False),  # another wild: legal under the color test
    ("W+4 G1", "R8", None, False),
    ("G3 B5", "W", "G", True),  # active color named by a wild
    ("R3 B5", "W", "G", False),
    ("YS Y2", "RS", None, False),  # symbol match only
]


@pytest.mark.parametrize("rest,top,color,illegal", WD4_LEGALITY)
def test_C12_C13_challenge_uses_color_test_only(rest, top, color, illegal):
    """C12/C13: legality is the color test only (a card of the active color in force before the W+4).
    Illegal: the W+4 player draws 4, the card and color stand, the challenger plays. Legal: the challenger
    draws 6 and loses the turn."""
    state = pos([f"W+4 {rest}", "G1 G2", "B1 B2"], top, 0, color=color,
                draw="Y0 Y1 Y2 Y3 Y4 Y5 Y6 Y7")
    act(state, "0 play W+4 B", "1 challenge")
    assert state.top.code == "W+4" and state.color == COLORS4.index("B")
    assert state.pending_draw == 0
    if illegal:
        assert len(state.hands[0]) == 2 + 4
        assert len(state.hands[1]) == 2
        assert state.to_act == 1 and state.decision == TURN
    else:
        assert len(state.hands[0]) == 2
        assert len(state.hands[1]) == 2 + 6
        assert state.to_act == 2 and state.decision == TURN


def test_C13_challenger_is_shown_the_hand_privately():
    """C13 (R47, R82): the challenger, and only the challenger, is shown the W+4 player's hand as it was when
    played (without the W+4)."""
    state = pos(["W+4 R2 B5", "G1 G2", "B1 B2"], "R8", 0, draw="Y0 Y1 Y2 Y3")
    act(state, "0 play W+4 G", "1 challenge")
    shown = [e for e in view(state, 1).events if e.kind == "reveal"]
    assert shown and [c.code for c in shown[-1].cards] == canon("R2 B5")
    for other in (2, None):
        hidden = [e for e in view(state, other).events if e.kind == "reveal"]
        assert hidden and not hidden[-1].cards


def test_C13_challenge_judged_on_hand_at_play_time():
    """C13/R47: cards drawn after the W+4 (a catch penalty) do not count; judged on the hand when played."""
    state = pos(["W+4 B5", "G1 G2", "B1 B2"], "R8", 0, draw="R1 R2 Y3 Y4 Y5 Y6 Y7 Y8")
    act(state, "0 play W+4 G")
    assert state.decision == CATCH_CHOICE and state.to_act == 1
    act(state, "1 catch")
    assert hand(state, 0) == canon("B5 R1 R2")  # now holds red, which must not count
    assert state.decision == CHALLENGE_CHOICE and state.to_act == 1
    act(state, "1 challenge")
    assert len(state.hands[1]) == 2 + 6
    assert state.to_act == 2


# ---------------------------------------------------------------------------------------------- C14


def test_C14_catch_by_next_player_only():
    """C14: a play leaving one card without ``uno``: the next player (only) at once chooses catch or ignore;
    catch makes the offender draw 2; then play resumes (here the catcher's own turn)."""
    state = pos(["R7 Y1", "G1 G2", "B1 B2"], "R5", 0, draw="B7 B8 B9")
    act(state, "0 play R7")
    assert state.decision == CATCH_CHOICE and state.to_act == 1
    assert legal(state) == {"catch", "ignore"}
    for seat in (0, 2):
        with pytest.raises(IllegalActionError):
            state.apply("catch", seat)
    with pytest.raises(IllegalActionError):
        state.apply("play G1", 1)
    act(state, "1 catch")
    assert hand(state, 0) == canon("Y1 B7 B8")
    assert state.to_act == 1 and state.decision == TURN


def test_C14_ignore_and_no_late_catch():
    """C14: after ``ignore`` the offender keeps one card with no further catch (R60)."""
    state = pos(["R7 Y1", "G1 G2", "B1 B2"], "R5", 0)
    act(state, "0 play R7", "1 ignore")
    assert hand(state, 0) == ["Y1"] and state.to_act == 1 and state.decision == TURN
    assert "catch" not in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply("catch", 1)


def test_C14_uno_call_is_safe_and_only_legal_at_one_card():
    """C14: ``play X uno`` leaving one card avoids the catch; ``uno`` is illegal on plays leaving 2+ cards."""
    state = pos(["R7 Y1", "G1 G2", "B1 B2"], "R5", 0)
    assert legal(state) == {"play R7", "play R7 uno", "draw"}
    act(state, "0 play R7 uno")
    assert state.decision == TURN and state.to_act == 1
    state = pos(["R7 Y1 Y2", "G1 G2", "B1 B2"], "R5", 0)
    assert legal(state) == {"play R7", "draw"}
    before = summary(state)
    with pytest.raises(IllegalActionError):
        state.apply("play R7 uno", 0)
    assert summary(state) == before


def test_C14_catch_then_skip_effect():
    """C14 (R57, R86): the catch decision comes first; after it the Skip still skips the next player (who was
    the catcher)."""
    state = pos(["RS Y1", "G1 G2", "B1 B2"], "R5", 0, draw="B7 B8")
    act(state, "0 play RS")
    assert state.decision == CATCH_CHOICE and state.to_act == 1
    act(state, "1 catch")
    assert len(state.hands[0]) == 3
    assert state.to_act == 2


def test_C14_uno_after_drawing_and_in_volley():
    """C14 (R56): the call applies to plays after drawing and in a volley too."""
    state = pos(["Y1", "G1 G2", "B1 B2"], "R5", 0, draw="R9")
    act(state, "0 draw")
    assert legal(state) == {"play R9", "play R9 uno", "pass"}
    act(state, "0 play R9")
    assert state.decision == CATCH_CHOICE and state.to_act == 1

    state = pos(["R+2 Y1 Y2", "G+2 G1", "B1 B2"], "R5", 0, options={"stack_draw2": True})
    act(state, "0 play R+2")
    assert legal(state) == {"play G+2", "play G+2 uno", "draw"}
    act(state, "1 play G+2 uno")
    assert state.decision == VOLLEY and state.to_act == 2


# ---------------------------------------------------------------------------------------------- C15


def test_C15_rebuild_turned_over_without_shuffle():
    """C15 (R66, rebuild_shuffle false): when a card must be drawn from an empty pile, the discards under the
    top become the draw pile turned over (oldest first); the top and its named color stay."""
    state = pos(["Y1 Y2", "G1 G2"], "W", 0, color="G", discard="B6 B2 G3", rest=1,
                options={"rebuild_shuffle": False})
    act(state, "0 draw")
    assert hand(state, 0) == canon("Y1 Y2 B6")
    assert draw_pile_codes(state) == ["B2", "G3"]
    assert [c.code for c in state.discard_pile] == ["W"]
    assert state.color == COLORS4.index("G")


def test_C15_rebuild_shuffled_keeps_cards():
    """C15 (R66, default): the rebuilt pile is the old discards (shuffled), the top card stays alone."""
    under = "B6 B2 G3 Y7 R4 R9 G8 B0"
    state = pos(["Y1 Y2", "G1 G2"], "R5", 0, discard=under, rest=1)
    act(state, "0 draw")
    got = [c for c in hand(state, 0) if c not in ("Y1", "Y2")]
    assert len(got) == 1
    assert Counter(draw_pile_codes(state) + got) == Counter(under.split())
    assert [c.code for c in state.discard_pile] == ["R5"]


def test_C15_multi_card_draw_rebuilds_mid_draw():
    """C15 (R68): a Draw 2 penalty takes one card at a time and rebuilds in the middle of the draw."""
    state = pos(["R+2 Y1 Y2", "G1 G2", "B1 B2"], "R5", 0, draw="B9", discard="G7 Y8", rest=2,
                options={"rebuild_shuffle": False})
    act(state, "0 play R+2")
    assert hand(state, 1) == canon("G1 G2 B9 G7")
    assert draw_pile_codes(state) == ["Y8", "R5"]
    assert [c.code for c in state.discard_pile] == ["R+2"]
    assert state.to_act == 2


def _all_in_hands(n: int, top: str, color: str | None = None):
    """A position where every card except the top is in a hand: nothing can be drawn."""
    rest = remaining(top)
    size = len(rest) // n
    hands = [" ".join(rest[k * size:(k + 1) * size]) for k in range(n)]
    hands[-1] = " ".join(rest[(n - 1) * size:])
    return hands


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("dup", [False, True])
def test_C15_blocked_round_after_n_empty_draws(players, dup):
    """C15: a ``draw`` that takes no card is a pass (also with draw_until_playable); after n consecutive such
    turns the round ends blocked and nobody scores; the next round then starts."""
    state = pos(_all_in_hands(players, "W"), "W", 0, color="R", rest="discard",
                options={"draw_until_playable": dup})
    assert state.draw_pile_size == 0 and len(state.discard_pile) == 1
    for k in range(players - 1):
        act(state, f"{k} draw")
        assert state.round == 1 and state.to_act == k + 1 and state.decision == TURN
    act(state, f"{players - 1} draw")
    s = summary(state)
    assert s["rounds"] == [{"points": [0] * players, "out": None, "blocked": True}]
    assert s["scores"] == [0] * players
    assert s["round"] == 2 and not s["match_over"]


def test_C15_play_between_empty_draws_resets_count():
    """C15: only n *consecutive* empty-draw turns block; a play in between restarts the count."""
    hands = _all_in_hands(3, "W")
    state = pos(hands, "W", 0, color="Y", rest="discard")
    yellow = next(c for c in state.hands[1] if c.color == 1 and c.rank <= 9)
    act(state, "0 draw", f"1 play {yellow.code}")
    # the discard pile now has two cards, so a draw would rebuild; check the count through more turns
    assert state.to_act == 2
    act(state, "2 draw")  # takes the W (rebuild of one card)
    assert state.decision == AFTER_DRAW
    act(state, "2 pass", "0 draw", "1 draw")
    assert state.round == 1 and state.to_act == 2
    act(state, "2 draw")
    assert state.round == 2
    assert summary(state)["rounds"][0]["blocked"] is True


# ---------------------------------------------------------------------------------------------- C16


def test_C16_going_out_with_draw2_next_draws_and_scores():
    """C16: a last card Draw 2 makes the next player draw 2 (no decision); those cards count in the score."""
    state = pos(["R+2", "G1 G2", "B1 B2"], "R5", 0, draw="Y9 W B5", options={"stack_draw2": False})
    act(state, "0 play R+2")
    s = summary(state)
    assert s["rounds"][0]["out"] == 0 and s["rounds"][0]["blocked"] is False
    # seat 1: G1 G2 Y9 W = 1+2+9+50; seat 2: B1 B2 = 3
    assert s["rounds"][0]["points"] == [62 + 3, 0, 0]


def test_C16_going_out_in_a_volley_draws_total_no_stack():
    """C16 stack_draw2: going out on a stacked Draw 2, the next player (counterclockwise here) draws the whole
    pending total with no chance to stack; the drawn cards count in the score."""
    state = pos(["R+2 Y1", "G+2", "B+2 B2", "Y+2 G5 G6"], "Y5", 3, options={"stack_draw2": True},
                draw="B7 B8 B9 R1 R2 R3 R4", direction=-1)
    act(state, "3 play Y+2")
    assert state.to_act == 2 and state.decision == VOLLEY
    act(state, "2 play B+2 uno")
    assert state.to_act == 1 and state.pending_draw == 4
    act(state, "1 play G+2")
    s = summary(state)
    assert s["rounds"][0]["out"] == 1 and s["rounds"][0]["blocked"] is False
    # seat 0 drew 6 without a decision: R+2 Y1 B7 B8 B9 R1 R2 R3; seat 2: B2; seat 3: G5 G6
    assert len(state.rounds) == 1
    assert s["rounds"][0]["points"] == [0, (20 + 1 + 7 + 8 + 9 + 1 + 2 + 3) + 2 + 11, 0, 0]


def test_C16_going_out_with_wd4_next_draws_four_no_challenge():
    """C16: a last card W+4 makes the next player draw 4 with no challenge; they count in the score."""
    state = pos(["W+4", "G1 G2", "B1 B2"], "R5", 0, draw="Y9 W B5 R0 G9")
    act(state, "0 play W+4 Y")
    s = summary(state)
    assert s["rounds"][0]["out"] == 0
    # seat 1: G1 G2 Y9 W B5 R0 = 1+2+9+50+5+0; seat 2: B1 B2
    assert s["rounds"][0]["points"] == [67 + 3, 0, 0]
    assert s["round"] == 2


@pytest.mark.parametrize("last", ["RS", "RR", "R7", "W"])
def test_C16_other_last_cards_have_no_effect(last):
    """C16/R64: a Skip, Reverse, number or W as the last card just ends the round; nobody draws."""
    play = f"play {last} G" if last == "W" else f"play {last}"
    state = pos([last, "G1 G2", "B1 B2", "Y3"], "R5", 0, draw="Y9 W B5")
    act(state, f"0 {play}")
    s = summary(state)
    assert s["rounds"][0] == {"points": [1 + 2 + 1 + 2 + 3, 0, 0, 0], "out": 0, "blocked": False}


# ---------------------------------------------------------------------------------------------- C17

VALUES = [
    ("R0", 0), ("Y5", 5), ("G9", 9), ("BS", 20), ("RR", 20), ("Y+2", 20), ("W", 50), ("W+4", 50),
]


@pytest.mark.parametrize("code,value", VALUES)
def test_C17_card_values(code, value):
    """C17: numbers at face value, Skip/Reverse/Draw 2 20 each, W and W+4 50 each."""
    state = pos(["R7", code, "G0"], "R5", 0)
    act(state, "0 play R7")
    assert summary(state)["rounds"][0]["points"] == [value, 0, 0]


def test_C17_winner_takes_all_other_hands():
    """C17: the seat that went out scores the hand values of all the others; every other seat scores 0."""
    state = pos(["G1 G2", "R7", "Y9 YS W", "B+2 W+4 B3", "R0"], "R5", 1, start_scores=[10, 20, 30, 40, 50])
    act(state, "1 play R7")
    s = summary(state)
    expected = (1 + 2) + (9 + 20 + 50) + (20 + 50 + 3) + 0
    assert s["rounds"][0] == {"points": [0, expected, 0, 0, 0], "out": 1, "blocked": False}
    assert s["scores"] == [10, 20 + expected, 30, 40, 50]


def test_C17_full_deck_worth_1240():
    """C17: the 108 cards are worth 4*(90 + 120) + 8*50 = 1240 (a seat going out takes the rest)."""
    # seat 0 holds only R6 (plays it), seat 1 everything else
    rest = remaining("R5 R6")
    state = pos(["R6", " ".join(rest)], "R5", 0, rest="discard")
    act(state, "0 play R6")
    assert summary(state)["rounds"][0]["points"] == [1240 - 5 - 6, 0]


# ---------------------------------------------------------------------------------------------- C18

MATCH_END = [
    # (start scores, target_score option, match over?, winner); seat 0 goes out and scores 60
    ([0, 0, 0], None, False, None),
    ([440, 0, 0], None, True, 0),  # exactly 500 counts
    ([439, 0, 0], None, False, None),
    ([400, 495, 0], None, False, None),
    ([450, 499, 0], None, True, 0),
    ([0, 520, 0], None, True, 1),  # a total over the target that the round did not change: highest wins
    ([460, 520, 0], None, True, None),  # shared highest: a draw
    ([470, 520, 520], None, True, 0),
    ([0, 520, 520], None, True, None),
    ([40, 100, 0], 100, True, None),
    ([10, 0, 0], 70, True, 0),
    ([9, 0, 0], 70, False, None),
]


@pytest.mark.parametrize("start,target,over,winner", MATCH_END)
def test_C18_match_end_highest_wins_shared_is_draw(start, target, over, winner):
    """C18: after a round, if any total reaches the target (default 500; equal counts), the match ends; the
    highest total wins; a shared highest total is a draw (winner null)."""
    opts = {"target_score": target} if target else None
    state = pos(["R7", "W Y9 Y1", "B0"], "R5", 0, start_scores=list(start), options=opts)
    act(state, "0 play R7")
    s = summary(state)
    assert s["rounds"][-1]["points"] == [60, 0, 0]
    assert s["scores"] == [start[0] + 60, start[1], start[2]]
    assert s["match_over"] is over
    assert s["winner"] == winner
    if over:
        assert s["to_act"] is None and s["legal"] == []
        assert state.is_over and state.result().winner == winner
        with pytest.raises(IllegalActionError):
            state.apply("draw")
    else:
        assert s["round"] == 2 and s["to_act"] is not None and s["rounds"] and len(s["rounds"]) == 1


def test_C18_exact_target_and_draw_examples():
    """C18: a total exactly at the target ends the match; equal highest totals make it a draw."""
    state = pos(["R7", "W Y9 Y1", "B0"], "R5", 0, start_scores=[440, 0, 0])
    act(state, "0 play R7")
    assert state.is_over and state.winner == 0 and state.scores == [500, 0, 0]
    state = pos(["R7", "W Y9 Y1", "B0"], "R5", 0, start_scores=[460, 520, 0])
    act(state, "0 play R7")
    assert state.is_over and state.winner is None and state.scores == [520, 520, 0]
    assert summary(state)["winner"] is None and summary(state)["match_over"] is True


# ---------------------------------------------------------------------------------------------- C19


def test_C19_two_players_reverse_acts_as_skip():
    """C19: with 2 players a Reverse acts as a Skip: its player takes another turn."""
    state = pos(["RR Y1 Y2", "G1 G2"], "R5", 0)
    act(state, "0 play RR")
    assert state.to_act == 0 and state.decision == TURN
    state = pos(["Y1 Y2", "RR G1 G2"], "R5", 1)
    act(state, "1 play RR")
    assert state.to_act == 1


def test_C19_two_players_penalties_return_to_player():
    """C19: after a Draw 2, an accepted W+4 or a failed challenge, the player who played it goes again; after
    a successful challenge the challenger plays."""
    state = pos(["R+2 Y1 Y2", "G1 G2"], "R5", 0)
    act(state, "0 play R+2")
    assert state.to_act == 0 and len(state.hands[1]) == 4
    state = pos(["W+4 Y1 Y2", "G1 G2"], "R5", 0)
    act(state, "0 play W+4 G", "1 accept")
    assert state.to_act == 0 and len(state.hands[1]) == 6
    state = pos(["W+4 Y1 Y2", "G1 G2"], "R5", 0)
    act(state, "0 play W+4 G", "1 challenge")
    assert state.to_act == 0 and len(state.hands[1]) == 8
    state = pos(["W+4 R1 Y2", "G1 G2"], "R5", 0)
    act(state, "0 play W+4 G", "1 challenge")
    assert state.to_act == 1 and len(state.hands[0]) == 6 and len(state.hands[1]) == 2


def test_C19_two_players_volley():
    """C19/C10: with 2 players and stack_draw2 the volley goes back and forth; after the draw the stacker of
    the last Draw 2 plays."""
    state = pos(["R+2 Y+2 Y1", "G+2 G2 G3"], "R5", 0, options={"stack_draw2": True})
    act(state, "0 play R+2", "1 play G+2", "0 play Y+2 uno")
    assert state.to_act == 1 and state.pending_draw == 6
    act(state, "1 draw")
    assert state.to_act == 0 and len(state.hands[1]) == 8


def test_C19_two_players_turned_up_reverse_is_skip():
    """C19/C4: with 2 players a turned-up Reverse acts as a turned-up Skip: the dealer plays first."""
    hands = [remaining("BR")[:7], remaining("BR")[7:14]]
    for first in (0, 1):
        state = run(classic_record(hands, "BR", first=first))
        assert state.to_act == 1 - first


# ---------------------------------------------------------------------------------------------- C20


def test_C20_after_reverse_next_player_catches():
    """C20: after a Reverse (3+ players) the next player is in the new direction: only that seat may catch."""
    state = pos(["Y1 Y2", "RR G1", "B1 B2", "Y3 Y4"], "R5", 1, draw="B7 B8")
    act(state, "1 play RR")
    assert state.decision == CATCH_CHOICE and state.to_act == 0
    with pytest.raises(IllegalActionError):
        state.apply("catch", 2)
    act(state, "0 catch")
    assert hand(state, 1) == canon("G1 B7 B8")
    assert state.to_act == 0 and state.decision == TURN and state.direction == -1


def test_C20_after_reverse_wd4_and_draw2_hit_new_next():
    """C20: counterclockwise, the seat hit by a Draw 2 or W+4 and the only challenger is the seat to the
    right."""
    state = pos(["Y1 Y2", "G1 G2", "W+4 B1 B2", "Y3 Y4"], "R5", 2, direction=-1)
    act(state, "2 play W+4 G")
    assert state.to_act == 1 and state.decision == CHALLENGE_CHOICE
    for seat in (3, 0):
        with pytest.raises(IllegalActionError):
            state.apply("challenge", seat)


def test_C20_two_players_next_is_other_seat():
    """C20: with 2 players the next player is always the other seat (catch, challenge, Draw 2)."""
    state = pos(["R7 Y1", "G1 G2"], "R5", 0)
    act(state, "0 play R7")
    assert state.to_act == 1 and state.decision == CATCH_CHOICE


# ---------------------------------------------------------------------------------------------- C21


def test_C21_single_legal_action_still_presented():
    """C21 (R85): decisions are presented even with one legal action (draw with nothing playable, pass after an
    unplayable draw, draw for a responder without Draw 2); the engine never acts for a seat."""
    state = pos(["Y1 G2", "B1 B2", "G3 Y4"], "R5", 0, draw="G9")
    assert legal(state) == {"draw"} and state.to_act == 0
    act(state, "0 draw")
    assert legal(state) == {"pass"} and state.to_act == 0 and state.decision == AFTER_DRAW
    act(state, "0 pass")
    assert state.to_act == 1 and legal(state) == {"draw"}

    state = pos(["R+2 Y1 Y2", "B1 B2", "G3 Y4"], "R5", 0, options={"stack_draw2": True})
    act(state, "0 play R+2")
    assert state.decision == VOLLEY and state.to_act == 1 and legal(state) == {"draw"}


def test_C21_decision_kinds_of_classic():
    """C21: classic decisions are only turn, after-draw, volley (with stack_draw2), challenge and catch; there
    is no color choice, draft or dump."""
    rng = random.Random(0)
    seen = set()
    for seed in range(6):
        state = new_match("classic", players=3 + seed % 3, seed=seed,
                          options={"stack_draw2": bool(seed % 2), "target_score": 60})
        steps = 0
        while not state.is_over and steps < 20000:
            seen.add(state.decision)
            assert state.legal_actions(), "a decision always has at least one legal action"
            for bad in ("keep", "color R", "nodump", "dump R1"):
                with pytest.raises(IllegalActionError):
                    state.clone().apply(bad)
            state.apply(choose_random(state, rng))
            steps += 1
        assert state.is_over
    assert seen <= {TURN, AFTER_DRAW, VOLLEY, CHALLENGE_CHOICE, CATCH_CHOICE}
    assert {TURN, AFTER_DRAW, VOLLEY, CHALLENGE_CHOICE, CATCH_CHOICE} <= seen


def test_C21_randomness_from_seed_only():
    """C21 (R84): the seed reproduces the cut, shuffles and wild positions: the same seed and actions give the
    same states."""
    for seed in (1, 2, 3):
        a = new_match("classic", players=4, seed=seed)
        b = new_match("classic", players=4, seed=seed)
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        for _ in range(300):
            if a.is_over:
                break
            assert summary(a) == summary(b)
            x, y = choose_random(a, rng_a), choose_random(b, rng_b)
            assert x == y
            assert a.apply(x) == b.apply(y)
        assert summary(a) == summary(b)
