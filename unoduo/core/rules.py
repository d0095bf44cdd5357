"""Rule helpers that bots, search and tools share with the engine, so that no rule is written twice.

Everything here is a pure function of cards, options and public events; the engine itself judges a Wild
Draw 4 with :func:`wd4_judge` (the judgement of :func:`wd4_illegal` for its game's test), so a bot that asks
:func:`wd4_illegal` gets the engine's own answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from .cards import COLOR_OF, EXTENDED_DECK, FACE_COUNT, PLAYABLE, STANDARD_DECK, WILD, Card
from .events import COLOR, PLAY, Event
from .options import DUO, Options

#: The tests of R47 / C13 (the Duo option ``wd4_illegal_if``; classic always uses ``color_match``).
COLOR_MATCH: Final = "color_match"
ANY_NONWILD_PLAYABLE: Final = "any_nonwild_playable"
ANY_PLAYABLE: Final = "any_playable"
_COLOR_FACES: Final = tuple(frozenset(f for f in range(WILD) if COLOR_OF[f] == c) for c in range(4))


def deck_in_use(ruleset: str, options: Options | dict[str, object]) -> tuple[Card, ...]:
    """The deck of a match, canonical order: 108 cards, or 112 for Duo with ``extra_cards`` = ``as_wild`` (R1)."""
    extra = options.extra_cards if isinstance(options, Options) else options.get("extra_cards", "none")
    return EXTENDED_DECK if ruleset == DUO and extra == "as_wild" else STANDARD_DECK


def wd4_test(ruleset: str, options: Options | dict[str, object]) -> str:
    """Which test judges a Wild Draw 4 challenge: Duo's ``wd4_illegal_if`` option, classic's color match (C13)."""
    if ruleset != DUO:
        return COLOR_MATCH
    value = options.wd4_illegal_if if isinstance(options, Options) else options.get("wd4_illegal_if", COLOR_MATCH)
    return str(value)


def wd4_witnesses(top: int, color: int, test: str = COLOR_MATCH) -> frozenset[int]:
    """The faces that, held besides a Wild Draw 4 played on ``top`` with ``color`` active, make it illegal
    (R47 / C13). ``color_match``: the cards of the active color; ``any_nonwild_playable``: the playable cards
    that are not wild; ``any_playable``: every playable card (R4), wild cards included."""
    if test == COLOR_MATCH:
        return _COLOR_FACES[color]
    table = PLAYABLE[top * 4 + color]
    if test == ANY_NONWILD_PLAYABLE:
        return frozenset(f for f in range(WILD) if table[f])
    return frozenset(f for f in range(FACE_COUNT) if table[f])


def wd4_illegal(rest: Iterable[int], top: int, color: int, test: str = COLOR_MATCH) -> bool:
    """Was a Wild Draw 4 illegal (R47 / C13), its player holding ``rest`` besides it, played on ``top`` with
    ``color`` active? True if ``rest`` holds one of :func:`wd4_witnesses`."""
    witnesses = wd4_witnesses(top, color, test)
    return any(c in witnesses for c in rest)


def wd4_judge(test: str = COLOR_MATCH) -> Callable[[Iterable[int], int, int], bool]:
    """:func:`wd4_illegal` with ``test`` fixed, as a function of ``(rest, top, color)``: the engine resolves it
    once per game. ``color_match`` (classic, and Duo's default) is one set test, done in C."""
    if test == COLOR_MATCH:
        return _color_match_illegal
    return lambda rest, top, color: wd4_illegal(rest, top, color, test)


def _color_match_illegal(rest: Iterable[int], top: int, color: int) -> bool:
    """:func:`wd4_illegal` under ``color_match``: does ``rest`` hold a card of the active color?"""
    return not _COLOR_FACES[color].isdisjoint(rest)


def color_before(events: Sequence[Event], index: int, previous_top: int) -> int | None:
    """The active color just before ``events[index]``, read from public events: the previous top card's color,
    or for a wild the color last named for it (None if no event names it)."""
    if previous_top < WILD:
        return COLOR_OF[previous_top]
    for event in reversed(events[:index]):
        if event.kind == PLAY and event.cards and event.cards[-1] >= WILD:
            return int(event.info)
        if event.kind == COLOR:
            return int(event.info)
    return None


#: The house rules (docs/rules.md H1-H13) with their defaults: an engine, bot or encoder written for the
#: plain rules checks :func:`house_rules` and refuses (or falls back) when any of them is on.
HOUSE_RULES: Final = {
    "stack_draw4": False, "stack_draw4_on_draw2": False, "challenge_stacked_draw4": False, "forced_play": False,
    "wd4_mode": "challenge", "uno_penalty": 2, "catch_window": "immediate", "match_rounds": 0,
    "scoring": "first_to_target", "seven_o": False, "jump_in": False,
}


def house_rules(ruleset: str, options: Options | dict[str, object]) -> dict[str, object]:
    """The house rules in force (name -> value, defaults left out); Duo's ``draw_until_playable`` counts too
    (classic had it before the house rules, C7)."""
    get = (lambda name, default: getattr(options, name)) if isinstance(options, Options) else options.get
    on = {name: get(name, default) for name, default in HOUSE_RULES.items() if get(name, default) != default}
    if ruleset == DUO and get("draw_until_playable", False):
        on["draw_until_playable"] = True
    return on


def favourite_color(hand: Iterable[int]) -> int:
    """The color a hand holds most cards of (wild cards do not count; ties go to R, then Y, then G)."""
    counts = [0, 0, 0, 0]
    for card in hand:
        color = COLOR_OF[card]
        if color >= 0:
            counts[color] += 1
    return counts.index(max(counts))
