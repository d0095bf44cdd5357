"""The fast lane's fixed integer encoding of actions and decisions, and its mapping to core :class:`Action` values.

Every action of either ruleset has one id from 0 to :data:`NUM_ACTIONS` - 1 (247):

============  ==========================================================================================
ids           action
============  ==========================================================================================
0-103         ``play F`` of a colored face F (0-51, core face numbers): ``F * 2 + uno``
104-119       ``play W C`` / ``play W+4 C``: ``104 + (face - 52) * 8 + C * 2 + uno`` (C: 0 R, 1 Y, 2 G, 3 B)
120-223       ``dump ... F``: the dump whose last card is face F (0-51): ``120 + F * 2 + uno``; the other cards
              are the rest of the color in hand, in canonical order (docs/records.md "Actions")
224-232       ``draw``, ``pass``, ``keep``, ``reject``, ``nodump``, ``challenge``, ``accept``, ``catch``, ``ignore``
233-236       ``color R``, ``color Y``, ``color G``, ``color B``
237-246       ``swap S`` (Seven-O, H12): ``237 + S`` for seat S (0-9)
============  ==========================================================================================

So an id below 224 is a play or a dump, and for those ``id & 1`` is the UNO call. A dump's id names only its
last card and the call: which cards it lays follows from the hand (every card of the dump color, R51), so
:func:`to_action` needs the hand for a dump (``FastBatch.action(lane, id)`` supplies it).

A jump-in ([H13](docs/rules.md#H13): a seat other than the seat to act plays the card identical to the top
card out of turn) is the play's id together with the jumper's seat, as one *jump code*
``(seat + 1) * JUMP_STRIDE + id`` (:func:`jump_code`, :func:`split_jump`): the codes ``engine.jump_ins`` lists
and ``engine.apply`` takes besides the ids of the seat to act.

Decisions are numbered as :data:`DECISIONS` lists them (the core's names, ``unoduo.core.DECISIONS`` plus ``over``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from unoduo.core import actions as A
from unoduo.core.actions import Action, play_action
from unoduo.core.cards import CARDS, COLOR_OF, WILD
from unoduo.core.decisions import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    OVER,
    SWAP_CHOICE,
    TURN,
    VOLLEY,
)

NUM_ACTIONS: Final = 247
PLAY_WILD_BASE: Final = 104
DUMP_BASE: Final = 120
DRAW: Final = 224
PASS: Final = 225
KEEP: Final = 226
REJECT: Final = 227
NODUMP: Final = 228
CHALLENGE: Final = 229
ACCEPT: Final = 230
CATCH: Final = 231
IGNORE: Final = 232
COLOR_BASE: Final = 233
SWAP_BASE: Final = 237
#: Jump codes (H13) are ``(seat + 1) * JUMP_STRIDE + id``: at least JUMP_STRIDE, so never an ordinary id.
JUMP_STRIDE: Final = 256

#: Decision codes of the fast lane (index = code), with the core's decision names (Seven-O's swap last, so the
#: codes of the plain rules did not change when it came).
DECISIONS: Final = (DRAFT, COLOR_CHOICE, TURN, AFTER_DRAW, DUMP_CHOICE, VOLLEY, CHALLENGE_CHOICE, CATCH_CHOICE, OVER,
                    SWAP_CHOICE)
D_DRAFT, D_COLOR, D_TURN, D_AFTER_DRAW, D_DUMP, D_VOLLEY, D_CHALLENGE, D_CATCH, D_OVER, D_SWAP = range(10)

_BARE: Final = {
    DRAW: A.DRAW_ACTION, PASS: A.PASS_ACTION, KEEP: A.KEEP_ACTION, REJECT: A.REJECT_ACTION,
    NODUMP: A.NODUMP_ACTION, CHALLENGE: A.CHALLENGE_ACTION, ACCEPT: A.ACCEPT_ACTION, CATCH: A.CATCH_ACTION,
    IGNORE: A.IGNORE_ACTION,
}
_BARE_IDS: Final = {action.kind: code for code, action in _BARE.items()}


def play_id(face: int, color: int = -1, uno: bool = False) -> int:
    """The id of ``play`` of ``face`` (a wild names ``color``), with or without the call."""
    if face >= WILD:
        if not 0 <= color <= 3:
            raise ValueError(f"a wild play names a color 0-3, not {color!r}")
        return PLAY_WILD_BASE + (face - WILD) * 8 + color * 2 + int(uno)
    return face * 2 + int(uno)


def dump_id(final: int, uno: bool = False) -> int:
    """The id of the dump ending on colored face ``final``."""
    if not 0 <= final < WILD:
        raise ValueError(f"a dump ends on a colored card, not face {final!r}")
    return DUMP_BASE + final * 2 + int(uno)


def jump_code(seat: int, code: int) -> int:
    """The jump code of seat ``seat`` playing id ``code`` out of turn (H13)."""
    if not 0 <= code < JUMP_STRIDE:
        raise ValueError(f"action id {code!r} is outside 0-{NUM_ACTIONS - 1}")
    return (seat + 1) * JUMP_STRIDE + code


def split_jump(code: int) -> tuple[int, int]:
    """``(seat, id)`` of a jump code (H13); ``ValueError`` for an ordinary id."""
    if code < JUMP_STRIDE:
        raise ValueError(f"{code!r} is an action id of the seat to act, not a jump code")
    return code // JUMP_STRIDE - 1, code % JUMP_STRIDE


def to_id(action: Action | str) -> int:
    """The id of a core action (or action text). A dump's id keeps only its last card and its call."""
    if isinstance(action, str):
        action = Action.parse(action)
    kind = action.kind
    if kind == A.PLAY:
        return play_id(action.card, action.color, action.uno)
    if kind == A.DUMP:
        return dump_id(int(action.cards[-1]), action.uno)
    if kind == A.COLOR:
        return COLOR_BASE + action.color
    if kind == A.SWAP:
        return SWAP_BASE + action.target
    return _BARE_IDS[kind]


def to_action(code: int, hand: Iterable[int] = ()) -> Action:
    """The core action of an id. A dump needs the hand it is laid from (every card of its color goes down:
    the rest in canonical order, then the last card); ``ValueError`` for an id out of range or a dump whose
    last card is not in ``hand``."""
    if not 0 <= code < NUM_ACTIONS:
        raise ValueError(f"action id {code!r} is outside 0-{NUM_ACTIONS - 1}")
    if code < PLAY_WILD_BASE:
        return play_action(code >> 1, -1, bool(code & 1))
    if code < DUMP_BASE:
        rest = code - PLAY_WILD_BASE
        return play_action(WILD + rest // 8, (rest % 8) >> 1, bool(code & 1))
    if code < DRAW:
        final = (code - DUMP_BASE) >> 1
        same = sorted(int(c) for c in hand if COLOR_OF[c] == COLOR_OF[final])
        if final not in same:
            raise ValueError(f"dump id {code} ends on {CARDS[final]}, which the hand does not hold")
        same.remove(final)
        return Action(A.DUMP, -1, -1, bool(code & 1), tuple(CARDS[c] for c in [*same, final]))
    if code >= SWAP_BASE:
        return A.swap_action(code - SWAP_BASE)
    if code >= COLOR_BASE:
        return A.COLOR_ACTIONS[code - COLOR_BASE]
    return _BARE[code]


def action_text(code: int, hand: Iterable[int] = ()) -> str:
    """``str(to_action(code, hand))``: the action in records notation."""
    return str(to_action(code, hand))
