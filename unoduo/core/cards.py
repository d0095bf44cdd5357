"""Cards as small integers with a text round trip (docs/records.md "Card codes").

A card is identified by its *face*: ``color * 13 + rank`` for colored cards (rank 0-9 for numbers, 10 Skip,
11 Reverse, 12 Draw 2), 52 for ``W`` and 53 for ``W+4``. Face order is the canonical card order, so sorting
faces sorts cards canonically. :class:`Card` is an ``int`` subclass, so the engine's hot path works on plain
integer lookups while callers still get ``card.code``, ``Card.parse`` and a readable ``repr``.
"""

from __future__ import annotations

from typing import Final

COLORS: Final = "RYGB"
RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3
NO_COLOR: Final = -1

SKIP, REVERSE, DRAW2 = 10, 11, 12
WILD: Final = 52
WILD_DRAW4: Final = 53
FACE_COUNT: Final = 54

_RANK_CODES: Final = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2")
_COLOR_NAMES: Final = ("red", "yellow", "green", "blue")
_RANK_NAMES: Final = tuple(str(n) for n in range(10)) + ("Skip", "Reverse", "Draw 2")


class Card(int):
    """One card face. Identical faces are interchangeable, so a card is just its face number."""

    __slots__ = ()

    @classmethod
    def parse(cls, code: str) -> Card:
        """Return the card for a code such as ``R5``, ``GS``, ``Y+2``, ``W`` or ``W+4``.

        Raises ``ValueError`` for anything else (codes are case-sensitive).
        """
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise ValueError(f"unknown card code {code!r}")
        return card

    @property
    def code(self) -> str:
        return CODES[self]

    @property
    def color(self) -> int:
        """Color index 0-3 (R, Y, G, B), or -1 for a wild card."""
        return COLOR_OF[self]

    @property
    def rank(self) -> int:
        """0-9 for numbers, 10 Skip, 11 Reverse, 12 Draw 2, -1 for a wild card."""
        return RANK_OF[self]

    @property
    def is_wild(self) -> bool:
        return self >= WILD

    @property
    def name(self) -> str:
        """A readable English name: ``red 5``, ``green Skip``, ``Wild Draw 4``."""
        if self == WILD:
            return "Wild"
        if self == WILD_DRAW4:
            return "Wild Draw 4"
        return f"{_COLOR_NAMES[COLOR_OF[self]]} {_RANK_NAMES[RANK_OF[self]]}"

    def __repr__(self) -> str:
        return f"Card.parse({CODES[self]!r})"

    def __str__(self) -> str:
        return CODES[self]


CODES: Final[tuple[str, ...]] = tuple(
    [COLORS[f // 13] + _RANK_CODES[f % 13] for f in range(WILD)] + ["W", "W+4"]
)
COLOR_OF: Final[tuple[int, ...]] = tuple([f // 13 for f in range(WILD)] + [NO_COLOR, NO_COLOR])
RANK_OF: Final[tuple[int, ...]] = tuple([f % 13 for f in range(WILD)] + [-1, -1])
CARDS: Final[tuple[Card, ...]] = tuple(Card(f) for f in range(FACE_COUNT))
_BY_CODE: Final[dict[str, Card]] = {CODES[f]: CARDS[f] for f in range(FACE_COUNT)}

# Points a card is worth in a hand at the end of a round (R79 for Duo, C17 for classic).
DUO_VALUE: Final[tuple[int, ...]] = tuple(
    [(f % 13 if f % 13 < 10 else 10) for f in range(WILD)] + [15, 20]
)
CLASSIC_VALUE: Final[tuple[int, ...]] = tuple(
    [(f % 13 if f % 13 < 10 else 20) for f in range(WILD)] + [50, 50]
)


def card(code: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(code)


def cards(codes: str) -> list[Card]:
    """Parse a space-separated list of codes: ``cards("R5 GS W")``."""
    return [Card.parse(c) for c in codes.split()]


def codes(hand: object) -> list[str]:
    """Card codes of an iterable of cards, in canonical order."""
    return [CODES[c] for c in sorted(hand)]  # type: ignore[call-overload]


def standard_deck(extra_wilds: bool = False) -> list[Card]:
    """The 108-card deck in canonical order (R1, C1); with ``extra_wilds`` the 112-card deck (R29)."""
    deck: list[Card] = []
    for color in range(4):
        base = color * 13
        deck.append(CARDS[base])
        for rank in range(1, 13):
            deck.append(CARDS[base + rank])
            deck.append(CARDS[base + rank])
    deck.extend([CARDS[WILD]] * (8 if extra_wilds else 4))
    deck.extend([CARDS[WILD_DRAW4]] * 4)
    return deck


STANDARD_DECK: Final[tuple[Card, ...]] = tuple(standard_deck())
EXTENDED_DECK: Final[tuple[Card, ...]] = tuple(standard_deck(extra_wilds=True))


def cut_rank(face: int) -> int:
    """Rank of a card in the cut (R8, C2): number cards at face value, every other card 0."""
    rank = RANK_OF[face]
    return rank if 0 <= rank <= 9 else 0


def is_playable(face: int, top: int, color: int) -> bool:
    """R4: may ``face`` be played on ``top`` with active ``color``?"""
    if face >= WILD or COLOR_OF[face] == color:
        return True
    return top < WILD and RANK_OF[face] == RANK_OF[top]


# PLAYABLE[top * 4 + color][face]: R4 precomputed, because it is asked on every normal turn.
PLAYABLE: Final[tuple[tuple[bool, ...], ...]] = tuple(
    tuple(is_playable(face, top, color) for face in range(FACE_COUNT))
    for top in range(FACE_COUNT)
    for color in range(4)
)
