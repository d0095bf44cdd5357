"""Determinization for search (OpenSpiel's ResampleFromInfostate): a full state consistent with one seat's view.

:func:`determinize` reads only what :func:`unoduo.core.view` gives the seat and deals every card the seat
cannot see uniformly at random, subject to what it does know:

- its own hand, the discard pile, and the publicly known bottom of the draw pile (the draft discards in
  their order, R20/R21, or a pile rebuilt without shuffling) stay as they are;
- its draft candidate stays on top of the draw pile;
- a hand shown to it in a challenge (R47, C13) is still held, less the cards that player laid since;
- every hand keeps its size; the future (seed, later decks, rebuild shuffles) is resampled too.

:func:`sample_state` builds the state from the view alone, so two states that differ in hidden cards give
the same determinizations for the same ``rng``: an agent searching on them cannot cheat.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import WILD_DRAW4, Card
from .decisions import AFTER_DRAW, CATCH_CHOICE, CHALLENGE_CHOICE
from .events import Event
from .options import Options
from .position import Position
from .rules import color_before, deck_in_use, wd4_illegal, wd4_test
from .state import State, shuffle
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
        elif event.kind == "swap" and known:  # Seven-O (H12): known cards move with the hands
            moved = {event.info if s == holder else holder if s == event.info else s: c for s, c in known.items()}
            known = moved
        elif event.kind == "pass_hands" and known:
            known = {(s + event.info) % v.players: c for s, c in known.items()}
    known.pop(v.seat if v.seat is not None else -1, None)
    return known


def unseen_cards(v: View) -> Counter[Card]:
    """The cards whose place the seat of ``v`` does not know: the deck in use less its hand, the discard pile,
    the known bottom of the draw pile, its draft candidate and the cards other seats are known to hold."""
    pool = Counter(deck_in_use(v.ruleset, v.options))
    pool -= Counter(v.hand)
    pool -= Counter(v.discard)
    pool -= Counter(v.known_bottom)
    if v.candidate is not None:
        pool -= Counter([v.candidate])
    for cards in known_holdings(v).values():
        pool -= cards
    return pool


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """``sample_state(view(state, seat), rng)``: a state consistent with what ``seat`` knows."""
    return sample_state(view(state, seat), rng)


def sample_state(v: View, rng: random.Random) -> State:
    """A full, playable state built from a seat's view alone, its hidden cards sampled uniformly.

    Nothing but the view is read, so an agent that searches on these states cannot see hidden cards: this is
    how a bot that only receives its view can still run a search (ISMCTS) on complete states.
    """
    seat = v.seat
    if seat is None:
        raise ValueError("a spectator view has no seat to determinize for")
    options = Options.for_ruleset(v.ruleset, v.options)
    held = known_holdings(v)
    unknown = sorted(unseen_cards(v).elements())
    shuffle(rng, unknown)

    hands: list[list[Card]] = []
    hidden_parts: dict[int, list[Card]] = {}
    for other, size in enumerate(v.hand_sizes):
        if other == seat:
            hands.append(list(v.hand))
            continue
        fixed = sorted(held.get(other, Counter()).elements())[:size]
        dealt = [unknown.pop() for _ in range(size - len(fixed))]
        hidden_parts[other] = dealt
        hands.append(fixed + dealt)
    top_unknown = v.draw_pile - len(v.known_bottom) - (1 if v.candidate is not None else 0)
    pile = list(reversed(v.known_bottom)) + [unknown.pop() for _ in range(top_unknown)]
    if v.candidate is not None:
        pile.append(v.candidate)
    if unknown:
        raise ValueError("the view is inconsistent: cards are left over after dealing every hidden place")
    n = v.players
    if v.ruleset == "duo":
        first = v.round_first if v.round % 2 == 1 else 1 - v.round_first
    else:
        first = (v.round_first - v.round + 1) % n
    actor = v.to_act
    drawn: Card | None = None
    if v.decision == AFTER_DRAW and actor is not None:
        if actor == seat:
            drawn = v.drawn
        elif hidden_parts.get(actor):
            drawn = rng.choice(hidden_parts[actor])
        else:
            drawn = hands[actor][-1]
    events = list(v.events)
    empty, caught_dump, offender = _replay_counters(events)
    illegal, shown = _judge_pending_wild_draw4(v, events, hands, offender, caught_dump, options)
    position = Position(
        ruleset=v.ruleset,
        players=n,
        options=options,
        # The future is hidden: no later decks, and a fresh seed for them and for rebuild shuffles.
        seed=rng.getrandbits(63),
        round=v.round,
        first=first,
        decision=v.decision,
        to_act=v.to_act,
        hands=tuple(tuple(hand) for hand in hands),
        draw_pile=tuple(reversed(pile)),
        discard=v.discard,
        color=v.color,
        start_scores=v.start_scores,
        rounds=v.rounds,
        known_bottom=len(v.known_bottom),
        direction=v.direction,
        pending=v.pending_draw,
        drawn=drawn,
        dump_color=v.dump_color,
        empty_draws=empty,
        caught_dump=caught_dump and v.decision == CATCH_CHOICE,
        challenge_illegal=illegal,
        challenge_hand=shown,
    )
    return State.from_position(position, events=events, previous_events=v.previous_events)


def _replay_counters(events: list[Event]) -> tuple[int, bool, int]:
    """From the public events: the run of empty draws, whether the last lay was a dump, and who last played a
    Wild Draw 4 (-1: nobody), the engine's bookkeeping that a position carries."""
    empty = 0
    last_lay: Event | None = None
    wd4_seat = -1
    for e in events:
        kind = e.kind
        if kind == "empty_draw":
            empty += 1
        elif kind in ("play", "dump", "pass") or (
            kind == "draw" and (e.info == "volley" or (e.info == "turn" and e.count))
        ):
            empty = 0  # the same resets as the engine's _empty_draws
        if kind in ("play", "dump"):
            last_lay = e
            if kind == "play" and e.cards and e.cards[0] == WILD_DRAW4:
                wd4_seat = e.seat if e.seat is not None else -1
    return empty, last_lay is not None and last_lay.kind == "dump", wd4_seat


def _judge_pending_wild_draw4(
    v: View, events: list[Event], hands: list[list[Card]], offender: int, caught_dump: bool, options: Options
) -> tuple[bool | None, tuple[Card, ...]]:
    """A pending challenge depends on the offender's hand when the W+4 was laid: judge it on the sampled hand.

    Returns the verdict (None: no challenge pending) and the hand a challenger would be shown.
    """
    top = v.discard[-1] if v.discard else None
    pending = v.decision == CHALLENGE_CHOICE or (
        v.decision == CATCH_CHOICE and top == WILD_DRAW4 and not caught_dump
    )
    if not pending or offender < 0:
        return None, ()
    # The hand when the W+4 was laid is the hand now less the cards drawn since (a catch penalty).
    last_play = max(i for i, e in enumerate(events) if e.kind == "play" and e.seat == offender)
    drawn_since = sum(e.count for e in events[last_play + 1 :] if e.kind == "draw" and e.seat == offender)
    hand = hands[offender]
    if offender == v.seat:
        drawn_later = (c for e in events[last_play + 1 :] if e.kind == "draw" and e.seat == offender for c in e.cards)
        later: Counter[Card] = Counter(drawn_later)
        rest = sorted((Counter(hand) - later).elements())
    else:
        rest = hand[: len(hand) - drawn_since] if drawn_since else list(hand)
    previous_top = v.discard[-2]
    color = color_before(events, last_play, previous_top)
    test = wd4_test(v.ruleset, options)
    return wd4_illegal(rest, previous_top, 0 if color is None else color, test), tuple(sorted(rest))
