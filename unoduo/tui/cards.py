"""How a card looks in the terminal: a short label readable without colour, and its colour for styling.

Labels keep the RECORDS.md colour letter and use a symbol for the action cards (``G⊘`` Skip, ``B⇄``
Reverse, ``Y+2`` Draw 2), so a player without colour (``NO_COLOR``, a monochrome terminal, colour
blindness) still reads every card.
"""

from __future__ import annotations

from typing import Final

from unoduo.core.cards import COLOR_OF, COLORS, DRAW2, RANK_OF, REVERSE, SKIP, WILD, WILD_DRAW4

SYMBOLS: Final = {SKIP: "⊘", REVERSE: "⇄", DRAW2: "+2"}
#: CSS class per colour index (-1 for wild cards).
COLOR_CLASSES: Final = {0: "c-red", 1: "c-yellow", 2: "c-green", 3: "c-blue", -1: "c-wild"}
#: Rich styles (background colour, text colour) for log and table text.
RICH_STYLES: Final = {
    0: "bold white on #b71c1c",
    1: "bold black on #f9d71c",
    2: "bold white on #1b7a3a",
    3: "bold white on #1f5fbf",
    -1: "bold white on #333333",
}


def card_label(card: int) -> str:
    """``R5``, ``G⊘`` (Skip), ``B⇄`` (Reverse), ``Y+2``, ``W``, ``W+4``."""
    if card == WILD:
        return "W"
    if card == WILD_DRAW4:
        return "W+4"
    rank = RANK_OF[card]
    return COLORS[COLOR_OF[card]] + (str(rank) if rank < SKIP else SYMBOLS[rank])


def card_color(card: int) -> int:
    """Colour index 0-3, or -1 for a wild card."""
    return COLOR_OF[card]
