"""The decisions a seat can be asked to make (docs/rules.md R83, C21): the values of ``state.decision``.

Their own module so that positions (``position.py``) and views name them without importing the state machine.
"""

from __future__ import annotations

from typing import Final

# Decision kinds: what the seat to act is deciding (R83, C21).
DRAFT: Final = "draft"
COLOR_CHOICE: Final = "color"
TURN: Final = "turn"
AFTER_DRAW: Final = "after_draw"
DUMP_CHOICE: Final = "dump"
VOLLEY: Final = "volley"
CHALLENGE_CHOICE: Final = "challenge"
CATCH_CHOICE: Final = "catch"
SWAP_CHOICE: Final = "swap"  # Seven-O (H12): whom a played 7 swaps hands with
OVER: Final = "over"
DECISIONS: Final = (
    DRAFT, COLOR_CHOICE, TURN, AFTER_DRAW, DUMP_CHOICE, VOLLEY, CHALLENGE_CHOICE, CATCH_CHOICE, SWAP_CHOICE,
)
