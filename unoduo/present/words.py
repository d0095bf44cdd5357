"""The words every sentence shares: colours, cards, lists of cards, players.

Each is a :class:`~unoduo.present.message.Message` carrying the card code(s), so a renderer may draw the card
instead of its name. The names of colours, cards and seats are built once, at import (a few hundred messages,
:func:`~unoduo.present.message.fixed`): every sentence nests them, so they are looked up, never built per event.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unoduo.core.cards import CODES, COLOR_OF, DRAW2, FACE_COUNT, RANK_OF, REVERSE, SKIP, WILD

from .message import Message, fixed, msg, name

#: What a seat is called: a person's name (text), a message ("Bot {n}"), or None (then "Seat {n}").
PlayerName = str | Message | None


_COLOR_NAMES: dict[int | None, Message] = {
    0: fixed(msg("red")), 1: fixed(msg("yellow")), 2: fixed(msg("green")), 3: fixed(msg("blue")),
}
_NO_COLOR_NAME = fixed(msg("no colour"))
_COLOR_TITLES: dict[int | None, Message] = {
    0: fixed(msg("Red")), 1: fixed(msg("Yellow")), 2: fixed(msg("Green")), 3: fixed(msg("Blue")),
}
_NO_COLOR_TITLE = fixed(msg("No colour"))


def color_message(color: int | None) -> Message:
    """The colour's name in running text (``red``); ``no colour`` for -1/None."""
    return _COLOR_NAMES.get(color, _NO_COLOR_NAME)


def color_title(color: int | None) -> Message:
    """The colour's name on a button (``Red``)."""
    return _COLOR_TITLES.get(color, _NO_COLOR_TITLE)


def _card_name(card: int, named: int | None) -> Message:
    code = CODES[card]
    if card >= WILD:
        wild = msg("Wild", card_code=code) if card == WILD else msg("Wild Draw 4", card_code=code)
        if named is None or not 0 <= named < 4:
            return wild
        return msg("{card} ({color})", card_code=code, card=wild, color=color_message(named))
    rank = RANK_OF[card]
    if rank == SKIP:
        rank_name: Message | str = msg("Skip")
    elif rank == REVERSE:
        rank_name = msg("Reverse")
    elif rank == DRAW2:
        rank_name = msg("Draw 2")
    else:
        rank_name = str(rank)
    return msg("{color} {rank}", card_code=code, color=color_message(COLOR_OF[card]), rank=rank_name)


def _card_names(card: int) -> tuple[Message, ...]:
    """A card's names with the colours 0-3 named, then with none (a card that is not wild names none)."""
    if card < WILD:
        return (fixed(_card_name(card, None)),) * 5
    return tuple(fixed(_card_name(card, named)) for named in (0, 1, 2, 3, None))


#: _CARD_NAMES[card][named]: ``card_message(card, named)``, index 4 when no colour is named.
_CARD_NAMES = tuple(_card_names(card) for card in range(FACE_COUNT))


def card_message(card: int, named: int | None = None) -> Message:
    """A card's name, ``red 5``, ``green Skip``, ``Wild Draw 4`` (``Wild Draw 4 (red)`` with a named colour)."""
    if not 0 <= card < FACE_COUNT:
        return _card_name(card, named)  # not a card face: fails or names what its number indexes, as always
    names = _CARD_NAMES[card]
    return names[named] if named is not None and 0 <= named < 4 else names[4]


def cards_message(cards: Iterable[int]) -> Message:
    """Several cards in the order given, ``red 5, green Skip, Wild`` (a chain of ``{first}, {rest}``)."""
    items = list(cards)
    codes = tuple(CODES[c] for c in items)
    if not items:
        return msg("no card")
    result = card_message(items[-1])
    for card in reversed(items[:-1]):
        result = msg("{first}, {rest}", first=card_message(card), rest=result)
    return Message(result.id, result.params, card=result.card if len(items) == 1 else None, cards=codes)


_THE_TABLE = fixed(msg("the table"))
_YOU = fixed(msg("You"))
_SEAT_NAMES = tuple(fixed(msg("Seat {n}", n=seat + 1)) for seat in range(10))


def player_message(players: Sequence[PlayerName], seat: int | None, me: int | None = None) -> Message | str:
    """Seat ``seat`` as a sentence names it: ``You`` for ``me``, the player's isolated name, ``Seat {n}``."""
    if seat is None:
        return _THE_TABLE
    if me is not None and seat == me:
        return _YOU
    given = players[seat] if 0 <= seat < len(players) else None
    if isinstance(given, Message):
        return given
    if given:
        return name(given)
    return _SEAT_NAMES[seat] if 0 <= seat < len(_SEAT_NAMES) else msg("Seat {n}", n=seat + 1)
