"""Actions as small immutable values with the text notation of docs/records.md ("Actions").

``Action.parse("play W G uno")`` and ``str(action)`` round-trip. The engine hands out interned instances
from :func:`play_action` and the constants below, so building a list of legal actions allocates almost
nothing; equality is by value, so parsed and interned actions compare equal.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import CODES, COLORS, FACE_COUNT, WILD, Card
from .errors import IllegalActionError

KEEP: Final = "keep"
REJECT: Final = "reject"
COLOR: Final = "color"
PLAY: Final = "play"
DRAW: Final = "draw"
PASS: Final = "pass"
DUMP: Final = "dump"
NODUMP: Final = "nodump"
CHALLENGE: Final = "challenge"
ACCEPT: Final = "accept"
CATCH: Final = "catch"
IGNORE: Final = "ignore"
SWAP: Final = "swap"  # Seven-O (H12): ``swap SEAT``

_BARE_KINDS: Final = frozenset({KEEP, REJECT, DRAW, PASS, NODUMP, CHALLENGE, ACCEPT, CATCH, IGNORE})


class Action(NamedTuple):
    """One decision by one seat.

    ``kind`` is the first token; ``card`` the played card's face number, a plain ``int`` (``CARDS[card]`` is
    its :class:`Card`; -1 if none), or for ``swap SEAT`` the seat named (see :attr:`target`); ``color`` the
    color named by a wild play or a ``color`` action (-1 if none); ``uno`` the call; ``cards`` a dump's cards in order.
    """

    kind: str
    card: int = -1
    color: int = -1
    uno: bool = False
    cards: tuple[Card, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse an action string without the seat (``play R5 uno``); raise IllegalActionError if malformed."""
        if not isinstance(text, str):
            raise IllegalActionError("malformed_action", f"an action must be a string, not {type(text).__name__}")
        tokens = text.split(" ")
        if not text or "" in tokens:
            raise IllegalActionError(
                "malformed_action", f"malformed action {text!r}: tokens are separated by single spaces"
            )
        kind = tokens[0]
        rest = tokens[1:]
        uno = False
        if kind in (PLAY, DUMP) and rest and rest[-1] == "uno":
            uno = True
            rest = rest[:-1]
        if kind in _BARE_KINDS:
            if rest:
                raise IllegalActionError("malformed_action", f"{kind!r} takes no arguments: {text!r}")
            return _BARE[kind]
        if kind == COLOR:
            if len(rest) != 1 or len(rest[0]) != 1 or rest[0] not in COLORS:
                raise IllegalActionError("malformed_action", f"expected 'color R|Y|G|B', got {text!r}")
            return COLOR_ACTIONS[COLORS.index(rest[0])]
        if kind == PLAY:
            if not rest or len(rest) > 2:
                raise IllegalActionError("malformed_action", f"expected 'play CARD [COLOR] [uno]', got {text!r}")
            face = _parse_card(rest[0])
            if face >= WILD:
                if len(rest) != 2:
                    raise IllegalActionError(
                        "color_required", f"a wild card names its color: 'play {CODES[face]} R|Y|G|B'"
                    )
                if len(rest[1]) != 1 or rest[1] not in COLORS:
                    raise IllegalActionError("malformed_action", f"unknown color {rest[1]!r} in {text!r}")
                return play_action(face, COLORS.index(rest[1]), uno)
            if len(rest) != 1:
                raise IllegalActionError(
                    "color_not_allowed", f"only a wild card names a color: {text!r}"
                )
            return play_action(face, -1, uno)
        if kind == SWAP:
            if len(rest) != 1 or not rest[0].isdigit() or len(rest[0]) != 1:
                raise IllegalActionError("malformed_action", f"expected 'swap SEAT' (a seat 0-9), got {text!r}")
            return swap_action(int(rest[0]))
        if kind == DUMP:
            if not rest:
                raise IllegalActionError("malformed_action", f"a dump lists at least one card: {text!r}")
            return Action(DUMP, -1, -1, uno, tuple(_parse_card(token) for token in rest))
        raise IllegalActionError("malformed_action", f"unknown action {text!r}")

    def __str__(self) -> str:
        kind = self.kind
        if kind == PLAY:
            text = "play " + CODES[self.card]
            if self.color >= 0:
                text += " " + COLORS[self.color]
        elif kind == DUMP:
            text = "dump " + " ".join(CODES[c] for c in self.cards)
        elif kind == COLOR:
            text = "color " + COLORS[self.color]
        elif kind == SWAP:
            return f"swap {self.card}"
        else:
            return kind
        return text + " uno" if self.uno else text

    @property
    def text(self) -> str:
        """The action in docs/records.md notation (same as ``str(action)``)."""
        return str(self)

    @property
    def target(self) -> int:
        """The seat a ``swap`` names (H12); -1 for any other action."""
        return self.card if self.kind == SWAP else -1

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


def _parse_card(token: str) -> Card:
    try:
        return Card.parse(token)
    except ValueError:
        raise IllegalActionError("unknown_card", f"unknown card code {token!r}") from None


_BARE: Final = {kind: Action(kind) for kind in _BARE_KINDS}
KEEP_ACTION: Final = _BARE[KEEP]
REJECT_ACTION: Final = _BARE[REJECT]
DRAW_ACTION: Final = _BARE[DRAW]
PASS_ACTION: Final = _BARE[PASS]
NODUMP_ACTION: Final = _BARE[NODUMP]
CHALLENGE_ACTION: Final = _BARE[CHALLENGE]
ACCEPT_ACTION: Final = _BARE[ACCEPT]
CATCH_ACTION: Final = _BARE[CATCH]
IGNORE_ACTION: Final = _BARE[IGNORE]
COLOR_ACTIONS: Final = tuple(Action(COLOR, -1, c) for c in range(4))

# _PLAYS[face][uno] lists the interned plays of one face: one for a colored card, one per color for a wild.
_PLAYS: Final = tuple(
    tuple(
        tuple(Action(PLAY, face, c, uno) for c in range(4))
        if face >= WILD
        else (Action(PLAY, face, -1, uno),)
        for uno in (False, True)
    )
    for face in range(FACE_COUNT)
)
# PLAY_CHOICES[face][one_left]: the legal plays of a face; with one card left after it, both call forms.
PLAY_CHOICES: Final = tuple(
    (_PLAYS[face][0], _PLAYS[face][0] + _PLAYS[face][1]) for face in range(FACE_COUNT)
)


def play_action(face: int, color: int = -1, uno: bool = False) -> Action:
    """The interned ``play`` action for a face (and named color for a wild card)."""
    return _PLAYS[face][uno][color if face >= WILD else 0]


_SWAPS: Final = tuple(Action(SWAP, seat) for seat in range(10))


def swap_action(seat: int) -> Action:
    """The interned ``swap SEAT`` action (Seven-O, H12)."""
    return _SWAPS[seat]
