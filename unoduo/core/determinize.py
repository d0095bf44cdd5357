"""Determinization for search (OpenSpiel's ResampleFromInfostate): a full state consistent with one seat's view.

:func:`determinize` reads only what :func:`unoduo.core.view` gives the seat and deals every card the seat
cannot see uniformly at random, subject to what it does know:

- its own hand, the discard pile, and the publicly known bottom of the draw pile (the draft discards in
  their order, R20/R21, or a pile rebuilt without shuffling) stay as they are;
- its draft candidate stays on top of the draw pile;
- a hand shown to it in a challenge (R47, C13) is still held, less the cards that player laid since;
- every hand keeps its size; the future (seed, later decks, rebuild shuffles) is resampled too.

Because only the view is read, two states that differ in hidden cards give the same determinizations for
the same ``rng``: an agent searching on them cannot cheat.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import COLOR_OF, EXTENDED_DECK, STANDARD_DECK, WILD, WILD_DRAW4, Card, is_playable
from .state import AFTER_DRAW, CATCH_CHOICE, CHALLENGE_CHOICE, State
from .events import Event
from .view import View, view


def known_holdings(v: View) -> dict[int, Counter[Card]]:
    """Cards that other seats are known to hold: a hand revealed to this seat, less what was laid since."""
    known: dict[int, Counter[Card]] = {}
    for event in v.events:
        holder = event.seat
        if holder is None:
            continue
        if event.kind == "reveal" and event.to == v.seat and event.cards:
            known[holder] = Counter(event.cards)
        elif event.kind in ("play", "dump") and holder in known:
            known[holder] -= Counter(event.cards)
    return known


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` whose hidden cards (for ``seat``) are resampled consistently with its view."""
    v = view(state, seat)
    deck = EXTENDED_DECK if state.ruleset == "duo" and state.options.extra_cards == "as_wild" else STANDARD_DECK
    held = known_holdings(v)
    pool = Counter(deck)
    pool -= Counter(v.hand)
    pool -= Counter(v.discard)
    pool -= Counter(v.known_bottom)
    if v.candidate is not None:
        pool -= Counter([v.candidate])
    for cards in held.values():
        pool -= cards
    unknown = sorted(pool.elements())
    rng.shuffle(unknown)

    new = state.clone()
    hands: list[list[Card]] = []
    hidden_parts: dict[int, list[Card]] = {}
    for other, size in enumerate(v.hand_sizes):
        if other == seat:
            hands.append(list(state._hands[seat]))  # the seat's own cards, in their order
            continue
        fixed = sorted(held.get(other, Counter()).elements())[:size]
        drawn = [unknown.pop() for _ in range(size - len(fixed))]
        hidden_parts[other] = drawn
        hands.append(fixed + drawn)
    top_unknown = v.draw_pile - len(v.known_bottom) - (1 if v.candidate is not None else 0)
    pile = list(reversed(v.known_bottom)) + [unknown.pop() for _ in range(top_unknown)]
    if v.candidate is not None:
        pile.append(v.candidate)
    assert not unknown, "every hidden card has a place"
    new._hands = hands
    new._pile = pile
    # The future is hidden too: later decks, the seed that would shuffle them, and this round's rebuilds.
    new.decks = new.decks[: new.round]
    new.seed = rng.getrandbits(63)
    new._rng = random.Random(rng.getrandbits(63))
    actor = state.to_act
    if actor is not None and actor != seat and state.decision == AFTER_DRAW and hidden_parts.get(actor):
        new._drawn = rng.choice(hidden_parts[actor])
    _rejudge_wild_draw4(new, seat, v)
    return new


def _rejudge_wild_draw4(new: State, seat: int, v: View) -> None:
    """A pending challenge's outcome depends on the offender's hidden hand: judge it on the sampled one."""
    offender = new._wd4_seat
    pending = new.decision == CHALLENGE_CHOICE or (new.decision == CATCH_CHOICE and new._resume[1] == WILD_DRAW4)
    if not pending or offender == seat or offender < 0:
        return
    # The hand when the W+4 was laid is the hand now less the cards drawn since (a catch penalty).
    events = list(v.events)
    last_play = max(i for i, e in enumerate(events) if e.kind == "play" and e.seat == offender)
    drawn_since = sum(e.count for e in events[last_play + 1 :] if e.kind == "draw" and e.seat == offender)
    hand = new._hands[offender]
    rest = hand[: len(hand) - drawn_since] if drawn_since else list(hand)
    discard = v.discard
    previous_top = discard[-2]
    previous_color = _color_before(events, last_play, previous_top)
    test = new._wd4_test()
    if test == "color_match":
        illegal = any(COLOR_OF[c] == previous_color for c in rest)
    elif test == "any_nonwild_playable":
        illegal = any(c < WILD and is_playable(c, previous_top, previous_color) for c in rest)
    else:
        illegal = any(is_playable(c, previous_top, previous_color) for c in rest)
    new._wd4_illegal = illegal
    new._wd4_hand = tuple(sorted(rest))


def _color_before(events: list[Event], index: int, previous_top: Card) -> int:
    """The active color just before event ``index``: the previous top's color, or the color named for it."""
    if previous_top < WILD:
        return COLOR_OF[previous_top]
    for event in reversed(events[:index]):
        if event.kind == "play" and event.cards and event.cards[-1] >= WILD:
            return int(event.info)
        if event.kind == "color":
            return int(event.info)
    return 0
