"""The words every sentence shares: colours, cards, lists of cards, players.

Each is a :class:`~unoduo.present.message.Message` carrying the card code(s), so a renderer may draw the card
instead of its name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unoduo.core.cards import CODES, COLOR_OF, DRAW2, RANK_OF, REVERSE, SKIP, WILD

from .message import Message, msg, name

#: What a seat is called: a person's name (text), a message ("Bot {n}"), or None (then "Seat {n}").
PlayerName = str | Message | None


def color_message(color: int | None) -> Message:
    """The colour's name in running text (``red``); ``no colour`` for -1/None."""
    if color == 0:
        return msg("red")
    if color == 1:
        return msg("yellow")
    if color == 2:
        return msg("green")
    if color == 3:
        return msg("blue")
    return msg("no colour")


def color_title(color: int | None) -> Message:
    """The colour's name on a button (``Red``)."""
    if color == 0:
        return msg("Red")
    if color == 1:
        return msg("Yellow")
    if color == 2:
        return msg("Green")
    if color == 3:
        return msg("Blue")
    return msg("No colour")


def card_message(card: int, named: int | None = None) -> Message:
    """A card's name, ``red 5``, ``green Skip``, ``Wild Draw 4`` (``Wild Draw 4 (red)`` with a named colour)."""
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


def player_message(players: Sequence[PlayerName], seat: int | None, me: int | None = None) -> Message | str:
    """Seat ``seat`` as a sentence names it: ``You`` for ``me``, the player's isolated name, ``Seat {n}``."""
    if seat is None:
        return msg("the table")
    if me is not None and seat == me:
        return msg("You")
    given = players[seat] if 0 <= seat < len(players) else None
    if isinstance(given, Message):
        return given
    if given:
        return name(given)
    return msg("Seat {n}", n=seat + 1)
