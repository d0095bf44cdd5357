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

from .cards import COLOR_OF, EXTENDED_DECK, STANDARD_DECK, WILD, WILD_DRAW4, Card
from .events import Event
from .options import Options
from .state import AFTER_DRAW, CATCH_CHOICE, CHALLENGE_CHOICE, State, shuffle
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
    """``sample_state(view(state, seat), rng)``: a state consistent with what ``seat`` knows."""
    return sample_state(view(state, seat), rng)


def sample_state(v: View, rng: random.Random) -> State:
    """A full, playable state built from a seat's view alone, its hidden cards sampled uniformly.

    Nothing but the view is read, so an agent that searches on these states cannot see hidden cards: this is
    how a bot that only receives its view can still run a search (ISMCTS) on complete states.
    """
    from .classic import ClassicState
    from .duo import DuoState

    seat = v.seat
    if seat is None:
        raise ValueError("a spectator view has no seat to determinize for")
    options = Options.for_ruleset(v.ruleset, v.options)
    deck = EXTENDED_DECK if v.ruleset == "duo" and options.extra_cards == "as_wild" else STANDARD_DECK
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
    shuffle(rng, unknown)

    hands: list[list[Card]] = []
    hidden_parts: dict[int, list[Card]] = {}
    for other, size in enumerate(v.hand_sizes):
        if other == seat:
            hands.append(list(v.hand))
            continue
        fixed = sorted(held.get(other, Counter()).elements())[:size]
        drawn = [unknown.pop() for _ in range(size - len(fixed))]
        hidden_parts[other] = drawn
        hands.append(fixed + drawn)
    top_unknown = v.draw_pile - len(v.known_bottom) - (1 if v.candidate is not None else 0)
    pile = list(reversed(v.known_bottom)) + [unknown.pop() for _ in range(top_unknown)]
    if v.candidate is not None:
        pile.append(v.candidate)
    if unknown:
        raise ValueError("the view is inconsistent: cards are left over after dealing every hidden place")

    state: State = object.__new__(DuoState if v.ruleset == "duo" else ClassicState)
    state.__init__()  # type: ignore[misc]
    n = v.players
    if v.ruleset == "duo":
        first = v.round_first if v.round % 2 == 1 else 1 - v.round_first
    else:
        first = (v.round_first - v.round + 1) % n
    # The future is hidden: no later decks, a fresh seed for them, and fresh rebuild shuffles.
    state._init_common(options, n, rng.getrandbits(63), [], list(v.start_scores), first)
    state.scores = list(v.scores)
    state.rounds = list(v.rounds)
    state.round = v.round
    state.match_over = v.match_over
    state.winner = v.winner
    state.round_first = v.round_first
    state._rng = random.Random(rng.getrandbits(63))
    state._hands = [list(bytes(hand)) for hand in hands]  # the engine's lists hold plain int faces
    state._pile = list(bytes(pile))
    state._discard = list(bytes(v.discard))
    state._color = -1 if v.color is None else v.color
    state._row = state._discard[-1] * 4 + state._color if state._discard and state._color >= 0 else -1
    state._kind = v.decision
    state._seat = -1 if v.to_act is None else v.to_act
    state._pending = v.pending_draw
    state._dump_color = -1 if v.dump_color is None else v.dump_color
    state._direction = v.direction
    state._known_bottom = len(v.known_bottom)
    state._log = list(v.events)
    state._previous_log = list(v.previous_events)
    _replay_counters(state, v)
    actor = v.to_act
    if v.decision == AFTER_DRAW and actor is not None:
        if actor == seat:
            assert v.drawn is not None
            state._drawn = int(v.drawn)
        elif hidden_parts.get(actor):
            state._drawn = int(rng.choice(hidden_parts[actor]))
    _judge_pending_wild_draw4(state, v)
    return state


def _replay_counters(state: State, v: View) -> None:
    """Rebuild the engine's bookkeeping (draft pick, empty-draw run, catch resumption) from the public events."""
    picks = empty = 0
    last_lay: Event | None = None
    wd4_seat = -1
    for e in v.events:
        kind = e.kind
        if kind in ("keep", "reject"):
            picks += 1
        elif kind == "empty_draw":
            empty += 1
        elif kind in ("play", "dump", "pass") or (
            kind == "draw" and (e.info == "volley" or (e.info == "turn" and e.count))
        ):
            empty = 0  # the same resets as the engine's _empty_draws
        if kind in ("play", "dump"):
            last_lay = e
            if kind == "play" and e.cards and e.cards[0] == WILD_DRAW4:
                wd4_seat = e.seat if e.seat is not None else -1
    state._pick = picks
    state._empty_draws = empty
    state._wd4_seat = wd4_seat
    if last_lay is not None and last_lay.seat is not None:
        state._resume = (last_lay.seat, last_lay.cards[-1], last_lay.kind == "dump")


def _judge_pending_wild_draw4(state: State, v: View) -> None:
    """A pending challenge depends on the offender's hand when the W+4 was laid: judge it on the sampled hand."""
    offender = state._wd4_seat
    pending = state._kind == CHALLENGE_CHOICE or (state._kind == CATCH_CHOICE and state._resume[1] == WILD_DRAW4)
    if not pending or offender < 0:
        return
    # The hand when the W+4 was laid is the hand now less the cards drawn since (a catch penalty).
    events = list(v.events)
    last_play = max(i for i, e in enumerate(events) if e.kind == "play" and e.seat == offender)
    drawn_since = sum(e.count for e in events[last_play + 1 :] if e.kind == "draw" and e.seat == offender)
    hand = state._hands[offender]
    if offender == v.seat:
        drawn_later = (c for e in events[last_play + 1 :] if e.kind == "draw" and e.seat == offender for c in e.cards)
        later: Counter[int] = Counter(drawn_later)
        rest = sorted((Counter(hand) - later).elements())
    else:
        rest = hand[: len(hand) - drawn_since] if drawn_since else list(hand)
    previous_top = v.discard[-2]
    state._record_wd4_judgement(list(rest), previous_top, _color_before(events, last_play, previous_top))


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
