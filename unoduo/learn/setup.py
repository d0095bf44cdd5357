"""Lesson positions written short: the cards that matter, the rest of the deck filled in.

A lesson names the hands, the discard pile and the top of the draw pile; :func:`position` puts every other
card of the deck under them in a fixed order, so the position holds exactly the deck's cards
(``Position.check``) and a lesson is the same every time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from unoduo.core import Position, State
from unoduo.core.cards import COLORS, STANDARD_DECK, Card
from unoduo.core.options import Options


def _cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()] if codes.strip() else []


def position(
    ruleset: str,
    *,
    hands: Sequence[str],
    discard: str = "",
    pile: str = "",
    color: str | None = None,
    to_act: int = 0,
    decision: str = "turn",
    pending: int = 0,
    dump: str | None = None,
    start: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
) -> Position:
    """A checked position: ``hands`` (seat 0 first) and ``discard`` (oldest first) as space-separated card
    codes, ``pile`` the first cards of the draw pile (top first, the rest of the deck follows), ``color`` the
    active colour letter (default: the top card's colour; ``-``: none, as in the draft)."""
    held = [_cards(hand) for hand in hands]
    laid = _cards(discard)
    top_of_pile = _cards(pile)
    rest = Counter(STANDARD_DECK)
    rest.subtract([c for hand in held for c in hand] + laid + top_of_pile)
    if any(count < 0 for count in rest.values()):
        raise ValueError(f"a lesson names a card more often than the deck holds it: {+(-rest)}")
    filler = sorted(rest.elements())  # the cards no lesson step reaches, in a fixed order
    if color is None and laid and laid[-1].color >= 0:
        active: int | None = laid[-1].color
    else:
        active = None if color in (None, "-") else COLORS.index(color)
    players = len(hands)
    return Position(
        ruleset=ruleset,
        players=players,
        options=Options.for_ruleset(ruleset, dict(options or {})),
        seed=seed,
        round=1,
        first=0,
        decision=decision,
        to_act=to_act,
        hands=tuple(tuple(hand) for hand in held),
        draw_pile=tuple(top_of_pile + filler),
        discard=tuple(laid),
        color=active,
        start_scores=tuple(start or (0,) * players),
        rounds=(),
        pending=pending,
        dump_color=None if dump is None else COLORS.index(dump),
    )


def start_state(pos: Position) -> State:
    """The lesson's first state (the position checked by the engine)."""
    return State.from_position(pos)


__all__ = ["position", "start_state"]
