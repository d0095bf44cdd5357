"""Helpers for scenario tests: stacked decks and positions set up from card codes."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from unoduo.core import Card, Options, Position, Record, State, standard_deck, view
from unoduo.core.cards import COLORS
from unoduo.core.decisions import DRAFT, TURN
from unoduo.core.record import contract, replay


def _codes(cards: str | Iterable[str]) -> list[str]:
    return cards.split() if isinstance(cards, str) else list(cards)


def fill_deck(fixed: dict[int, str], size: int = 108, extra_wilds: bool = False) -> list[str]:
    """A full deck, top card first, with ``fixed`` 1-based positions set and the rest filled canonically."""
    pool = Counter(c.code for c in standard_deck(extra_wilds))
    for code in fixed.values():
        if pool[code] <= 0:
            raise ValueError(f"deck has no more {code}")
        pool[code] -= 1
    rest = []
    for code in (c.code for c in standard_deck(extra_wilds)):
        if pool[code] > 0:
            pool[code] -= 1
            rest.append(code)
    deck: list[str] = []
    it = iter(rest)
    for position in range(1, size + 1):
        deck.append(fixed[position] if position in fixed else next(it))
    return deck


def duo_deck(
    p1: str | Iterable[str],
    p2: str | Iterable[str],
    turn_up: str,
    then: str | Iterable[str] = (),
    discards: str | Iterable[str] = (),
    extra_wilds: bool = False,
) -> list[str]:
    """A Duo deck (top first) such that 14 ``keep``s give P1 ``p1`` and P2 ``p2`` (7 each), the turn-up is
    ``turn_up`` and the draw pile then starts with ``then``. ``discards`` optionally fixes D1.. (R17)."""
    p1, p2, then_, disc = _codes(p1), _codes(p2), _codes(then), _codes(discards)
    assert len(p1) == 7 and len(p2) == 7, "each drafted hand has 7 cards"
    fixed: dict[int, str] = {}
    for i in range(7):
        fixed[4 * i + 1] = p1[i]  # P1 keeps on picks 1, 3, 5, ...: positions 1, 5, 9, ...
        fixed[4 * i + 3] = p2[i]  # P2 keeps on picks 2, 4, ...: positions 3, 7, 11, ...
    for i, code in enumerate(disc):
        fixed[2 * i + 2] = code
    fixed[29] = turn_up
    for i, code in enumerate(then_):
        fixed[30 + i] = code
    return fill_deck(fixed, 112 if extra_wilds else 108, extra_wilds)


def duo_record(
    p1: str | Iterable[str],
    p2: str | Iterable[str],
    turn_up: str,
    then: str | Iterable[str] = (),
    actions: Iterable[str] = (),
    options: dict | None = None,
    first: int = 0,
    start_scores: list[int] | None = None,
) -> Record:
    """A record whose round 1 drafts by 14 keeps into the given hands, then plays ``actions``."""
    deck = duo_deck(p1, p2, turn_up, then, extra_wilds=bool(options and options.get("extra_cards") == "as_wild"))
    picks = [f"{first if k % 2 == 0 else 1 - first} keep" for k in range(14)]
    return Record(
        ruleset="duo",
        options=dict(options or {}),
        first=first,
        decks=[deck],
        actions=picks + list(actions),
        start_scores=start_scores,
    )


def classic_deck(hands: list[str | Iterable[str]], turn_up: str, then: str | Iterable[str] = ()) -> list[str]:
    """A classic deck (top first) dealing ``hands[k]`` to the k-th seat served (first player first), 7 each."""
    n = len(hands)
    parsed = [_codes(h) for h in hands]
    fixed: dict[int, str] = {}
    for card_index in range(7):
        for k in range(n):
            fixed[card_index * n + k + 1] = parsed[k][card_index]
    fixed[7 * n + 1] = turn_up
    for i, code in enumerate(_codes(then)):
        fixed[7 * n + 2 + i] = code
    return fill_deck(fixed)


def classic_record(
    hands: list[str | Iterable[str]],
    turn_up: str,
    then: str | Iterable[str] = (),
    actions: Iterable[str] = (),
    options: dict | None = None,
    first: int = 0,
    start_scores: list[int] | None = None,
) -> Record:
    """A classic record whose round 1 deals ``hands`` (seat ``first`` + k gets ``hands[k]``)."""
    return Record(
        ruleset="classic",
        options=dict(options or {}),
        players=len(hands),
        first=first,
        decks=[classic_deck(hands, turn_up, then)],
        actions=list(actions),
        start_scores=start_scores,
    )


def run(record: Record) -> State:
    """Replay a record (raises ReplayError on an illegal action)."""
    return replay(record)


def summary(state: State) -> dict:
    """The replay contract's state object, for assertions."""
    return contract(state)


def legal(state: State) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def hand(state: State, seat: int) -> list[str]:
    return [c.code for c in state.hands[seat]]


def position(
    ruleset: str,
    hands: list[str | Iterable[str]],
    top: str,
    to_act: int,
    color: str | None = None,
    draw: str | Iterable[str] = (),
    discard: str | Iterable[str] = (),
    rest: str | int = "draw",
    options: dict | None = None,
    players: int | None = None,
    direction: int = 1,
    start_scores: list[int] | None = None,
) -> State:
    """A state at a normal turn of round 1 with exactly these cards, built with ``State.from_position``.

    ``draw`` is the draw pile top first and ``discard`` the discard pile under ``top``, oldest first. The
    cards not named go to the bottom of the draw pile (``rest="draw"``), under the discard pile
    (``rest="discard"``) or into a seat's hand after its named cards (``rest=SEAT``), so every card of the
    deck is still somewhere (the position is checked for it).
    """
    n = players or len(hands)
    opts = Options.for_ruleset(ruleset, options)
    parsed_hands = [[Card.parse(c) for c in _codes(h)] for h in hands]
    draw_cards = [Card.parse(c) for c in _codes(draw)]
    discard_cards = [Card.parse(c) for c in _codes(discard)]
    top_card = Card.parse(top)
    pool = Counter(standard_deck(ruleset == "duo" and opts.extra_cards == "as_wild"))
    for card in [c for h in parsed_hands for c in h] + draw_cards + discard_cards + [top_card]:
        if pool[card] <= 0:
            raise ValueError(f"the deck has no more {card.code}")
        pool[card] -= 1
    leftover = sorted(pool.elements())
    if rest == "draw":
        pile, under = draw_cards + leftover, discard_cards
    elif rest == "discard":
        pile, under = draw_cards, leftover + discard_cards
    else:
        pile, under = draw_cards, discard_cards
        parsed_hands[int(rest)] += leftover
    active = COLORS.index(color) if color else top_card.color
    assert active >= 0, "a wild top card needs its named color"
    return State.from_position(
        Position(
            ruleset=ruleset,
            players=n,
            options=opts,
            seed=0,
            round=1,
            first=0,
            decision=TURN,
            to_act=to_act,
            hands=tuple(tuple(h) for h in parsed_hands),
            draw_pile=tuple(pile),
            discard=(*under, top_card),
            color=active,
            start_scores=tuple(start_scores or [0] * n),
            direction=direction,
        )
    )


def scramble_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A twin of ``state`` differing only in what ``seat`` cannot see: the other hands and the unseen part of
    the draw pile are shuffled together (hand sizes kept), and the seed (future decks) is changed."""
    now = state.position()
    known = len(view(state, seat).known_bottom)
    keep_top = 1 if state.decision == DRAFT and state.to_act == seat else 0  # the drafter's own candidate
    pile = list(now.draw_pile)  # top card first
    unseen = pile[keep_top : len(pile) - known]
    pool = [c for s, h in enumerate(now.hands) if s != seat for c in h] + unseen
    rng.shuffle(pool)
    hands = tuple(h if s == seat else tuple(pool.pop() for _ in h) for s, h in enumerate(now.hands))
    pile[keep_top : len(pile) - known] = [pool.pop() for _ in unseen]
    drawn = now.drawn
    if drawn is not None and state.to_act != seat:  # the card another seat just drew is hidden too
        actor = now.hands[state.to_act]
        drawn = hands[state.to_act][len(actor) - 1 - actor[::-1].index(drawn)]
    twin = replace(now, hands=hands, draw_pile=tuple(pile), seed=rng.getrandbits(32), drawn=drawn)
    return State.from_position(twin, events=state.round_events, previous_events=state.previous_round_events)
