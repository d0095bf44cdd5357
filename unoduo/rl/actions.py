"""One fixed discrete action space per ruleset: every action of RECORDS.md has exactly one integer id.

The table is built from slots (kind, face, colour, uno) in a fixed order, so the ids never depend on the
position. ``play`` covers every face (wilds once per named colour), with and without the UNO call.

Dumps: the engine lists one ``dump`` per distinct *final* card (the other cards of the colour, which must all
be laid, come first in canonical order, RECORDS.md). A dump is therefore identified by its final face and the
call: id ``dump ... F`` (and ``dump ... F uno``) for each of the 52 coloured faces F. The cards laid before F
are implied by the hand (every card of the Reverse's colour, R51), so :func:`id_to_action` needs the legal
actions (or the view) to spell a dump out. A dump written in another order maps to the id of its final card;
the environments always lay the other cards in canonical order (only the final card has an effect, R54/R55).

This module uses only the standard library: the id table and the conversions work without the ``[rl]`` extra.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from unoduo.core import Action, View
from unoduo.core import actions as A
from unoduo.core.cards import CODES, COLORS, WILD
from unoduo.core.errors import IllegalActionError
from unoduo.core.options import CLASSIC, DUO, RULESETS

COLORED_FACES: Final = range(WILD)  # 0..51
WILD_FACES: Final = (52, 53)


@dataclass(frozen=True, slots=True)
class Slot:
    """One action id: its kind, the face played (or a dump's final face), the named colour and the call."""

    kind: str
    face: int = -1
    color: int = -1
    uno: bool = False

    @property
    def text(self) -> str:
        """The action in RECORDS.md notation; a dump shows ``...`` for the cards laid before its final card."""
        if self.kind == A.PLAY:
            text = "play " + CODES[self.face] + (" " + COLORS[self.color] if self.color >= 0 else "")
        elif self.kind == A.DUMP:
            text = "dump ... " + CODES[self.face]
        elif self.kind == A.COLOR:
            text = "color " + COLORS[self.color]
        else:
            return self.kind
        return text + " uno" if self.uno else text


def _slots(ruleset: str) -> tuple[Slot, ...]:
    duo = ruleset == DUO
    out: list[Slot] = []
    if duo:
        out += [Slot(A.KEEP), Slot(A.REJECT)]
        out += [Slot(A.COLOR, color=c) for c in range(4)]
    # Plays: the coloured faces without, then with, the call; then each wild and colour, without then with it.
    for uno in (False, True):
        out += [Slot(A.PLAY, face, -1, uno) for face in COLORED_FACES]
    for face in WILD_FACES:
        for uno in (False, True):
            out += [Slot(A.PLAY, face, c, uno) for c in range(4)]
    out += [Slot(A.DRAW), Slot(A.PASS)]
    if duo:
        for uno in (False, True):
            out += [Slot(A.DUMP, face, -1, uno) for face in COLORED_FACES]
        out.append(Slot(A.NODUMP))
    out += [Slot(A.CHALLENGE), Slot(A.ACCEPT), Slot(A.CATCH), Slot(A.IGNORE)]
    return tuple(out)


class ActionTable:
    """The id table of one ruleset: ``slots[id]`` and the reverse lookups used on every step."""

    def __init__(self, ruleset: str) -> None:
        if ruleset not in RULESETS:
            raise ValueError(f"unknown ruleset {ruleset!r}; expected 'duo' or 'classic'")
        self.ruleset = ruleset
        self.slots: tuple[Slot, ...] = _slots(ruleset)
        self.size = len(self.slots)
        self._by_slot = {slot: i for i, slot in enumerate(self.slots)}
        # Non-dump actions are interned values: a dict from Action to id makes masks cheap.
        self._by_action: dict[Action, int] = {}
        for i, slot in enumerate(self.slots):
            if slot.kind != A.DUMP:
                self._by_action[Action.parse(slot.text)] = i

    def id_of(self, action: Action) -> int:
        """The id of an action (raise ValueError if this ruleset has no such action)."""
        found = self._by_action.get(action)
        if found is not None:
            return found
        if action.kind == A.DUMP:
            cards = action.cards
            if not cards or any(c >= WILD for c in cards) or len({c // 13 for c in cards}) != 1:
                raise ValueError(f"{action}: a dump lays one or more cards of a single colour, and no wild card")
            found = self._by_slot.get(Slot(A.DUMP, int(cards[-1]), -1, action.uno))
            if found is not None:
                return found
        raise ValueError(f"the {self.ruleset} action space has no action {action}")

    def mask_ids(self, legal: Iterable[Action]) -> list[int]:
        """Ids of the legal actions (fast path for masks)."""
        by_action = self._by_action
        out = []
        for action in legal:
            i = by_action.get(action)
            out.append(i if i is not None else self.id_of(action))
        return out


@cache
def action_table(ruleset: str) -> ActionTable:
    """The (cached) id table of ``"duo"`` or ``"classic"``."""
    return ActionTable(ruleset)


def action_count(ruleset: str) -> int:
    """Size of the ruleset's discrete action space (237 for Duo, 126 for classic)."""
    return action_table(ruleset).size


def action_to_id(ruleset: str, action: Action | str) -> int:
    """The id of an action or an action string (``"play W G uno"``). Raises ValueError if there is none."""
    if isinstance(action, str):
        try:
            action = Action.parse(action)
        except IllegalActionError as exc:
            raise ValueError(str(exc)) from None
    if not isinstance(action, Action):
        raise TypeError(f"expected an Action or an action string, not {type(action).__name__}")
    return action_table(ruleset).id_of(action)


def id_to_action(ruleset: str, action_id: int, legal: Sequence[Action] | View | None = None) -> Action:
    """The action of an id.

    With ``legal`` (a list of legal actions, or a view whose ``legal`` is used) the id must be legal and the
    exact legal engine action is returned (dumps spelled out). Without it, every id but a dump's converts;
    a dump id raises ValueError, because the cards laid before the final one come from the hand.
    """
    table = action_table(ruleset)
    index = _as_index(action_id)
    if not 0 <= index < table.size:
        raise ValueError(f"action id {action_id!r} is out of range for {ruleset} (0..{table.size - 1})")
    if legal is not None:
        actions = legal.legal if isinstance(legal, View) else legal
        for action in actions:
            if table.id_of(action) == index:
                return action
        raise ValueError(f"action id {index} ({table.slots[index].text}) is not legal now")
    slot = table.slots[index]
    if slot.kind == A.DUMP:
        raise ValueError(
            f"action id {index} ({slot.text}) is a dump: pass the legal actions or the view to spell out its cards"
        )
    return Action.parse(slot.text)


def _as_index(action_id: object) -> int:
    """An integer id from an int or a NumPy integer (anything with ``__index__`` but not bool)."""
    if isinstance(action_id, bool) or not hasattr(action_id, "__index__"):
        raise TypeError(f"an action id is an integer, not {action_id!r}")
    return int(action_id.__index__())


def id_table_rows(ruleset: str) -> list[tuple[int, int, str]]:
    """Rows ``(first id, last id, pattern)`` that summarise the table in runs (for docs/rl.md)."""
    table = action_table(ruleset)
    rows: list[tuple[int, int, str]] = []
    i = 0
    slots = table.slots
    while i < len(slots):
        slot = slots[i]
        j = i
        if slot.kind in (A.PLAY, A.DUMP, A.COLOR):
            wild = slot.face >= WILD
            while (
                j + 1 < len(slots)
                and slots[j + 1].kind == slot.kind
                and slots[j + 1].uno == slot.uno
                and (slots[j + 1].face >= WILD) == wild
                and (not wild or slots[j + 1].face == slot.face)
            ):
                j += 1
        if j == i:
            rows.append((i, i, slot.text))
        else:
            rows.append((i, j, _run_pattern(slots[i : j + 1], i)))
        i = j + 1
    return rows


def _run_pattern(run: Sequence[Slot], first_id: int) -> str:
    first = run[0]
    call = " uno" if first.uno else ""
    if first.kind == A.COLOR:
        return "color C, C = " + " ".join(COLORS[s.color] for s in run)
    if first.face >= WILD:
        return f"play {CODES[first.face]} C{call}, C = " + " ".join(COLORS[s.color] for s in run)
    head = "play F" if first.kind == A.PLAY else "dump ... F"
    return f"{head}{call}, F = {CODES[first.face]} .. {CODES[run[-1].face]}: id = {first_id} + face(F)"


def id_table_markdown(ruleset: str) -> str:
    """The id table of a ruleset as a markdown table (generated into docs/rl.md)."""
    lines = ["| ids | action |", "|---|---|"]
    for first, last, pattern in id_table_rows(ruleset):
        ids = str(first) if first == last else f"{first}-{last}"
        lines.append(f"| {ids} | `{pattern}` |")
    return "\n".join(lines)


__all__ = [
    "CLASSIC", "DUO", "ActionTable", "Slot", "action_count", "action_table", "action_to_id", "id_table_markdown",
    "id_table_rows", "id_to_action",
]
