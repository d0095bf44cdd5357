"""Fast determinizations for search: one :func:`sample_state` per decision, then cheap re-deals.

:func:`unoduo.core.determinize.sample_state` rebuilds a whole state from a view (counting the unseen cards,
replaying the round's events, validating options), which costs as much as half a playout. Within one
decision every determinization has the same known cards in the same places, so :class:`Redealer` builds one
template with ``sample_state`` and then, per iteration, shuffles the hidden cards (the other seats' hands
and the unknown part of the draw pile) and deals them back into the same places. That is the same uniform
distribution as calling ``sample_state`` each time, and it still reads nothing but the view.

The copies are made for one round of search with the public position API (``state.redealt``): they carry
no event log or history (the rules never read them), and the match ends with the round (``target_score``
0), so a playout never deals a next round.
With ``infer=True`` the deal also follows what the other seats showed (:func:`hand_constraints`): a seat
that drew on its turn held no playable card then, so at most the cards it received since can be playable on
that top card and color. Each deal first comes out uniform, then cards that break a constraint are swapped
with random hidden cards of the draw pile that do not. This reads only public events; it assumes players
draw only when they must, which is how the bundled agents play (an approximation of the true posterior).

Decisions whose sampled state depends on more than the deal (a pending Wild Draw 4 challenge or catch, the
draft) fall back to ``sample_state`` for every iteration.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from unoduo.core import State, View
from unoduo.core.cards import COLOR_OF, PLAYABLE, WILD
from unoduo.core.decisions import AFTER_DRAW, COLOR_CHOICE, DUMP_CHOICE, TURN, VOLLEY
from unoduo.core.determinize import known_holdings, sample_state

_FAST_DECISIONS = frozenset({TURN, AFTER_DRAW, VOLLEY, DUMP_CHOICE, COLOR_CHOICE})


class Redealer:
    """Determinizations of one view: ``sample(rng)`` returns a fresh state for one search iteration."""

    def __init__(self, view: View, rng: random.Random, infer: bool = False) -> None:
        self.view = view
        seat = view.seat
        if seat is None:
            raise ValueError("a spectator view has no seat to determinize for")
        self.seat = seat
        self.fast = view.decision in _FAST_DECISIONS and view.to_act == seat
        self.template: State | None = None
        if not self.fast:
            return
        template = sample_state(view, rng)
        template.options = dataclasses.replace(template.options, target_score=0)
        template = template.copy(history=False)
        self.template = template
        position = template.position()
        hands = [[int(c) for c in hand] for hand in position.hands]
        self.hands = hands
        # A hand revealed in a challenge keeps its known cards first (as sample_state deals them); only the
        # rest of each other hand is hidden.
        held = known_holdings(view)
        self.fixed = [
            0 if other == seat else min(len(hand), sum(held[other].values()) if other in held else 0)
            for other, hand in enumerate(hands)
        ]
        self.sizes = [len(hand) - self.fixed[other] if other != seat else 0 for other, hand in enumerate(hands)]
        pile = [int(c) for c in position.draw_pile]  # top card first
        unknown = len(pile) - len(view.known_bottom)
        self.bottom: list[int] = pile[unknown:]
        hidden: list[int] = []
        for other, hand in enumerate(hands):
            if other != seat:
                hidden.extend(hand[self.fixed[other] :])
        hidden.extend(pile[:unknown])
        self.hidden = hidden
        self.pile_start = sum(self.sizes)
        self.constraints: list[tuple[int, int, tuple[bool, ...], int, list[bool]]] = []
        if infer:
            start = 0
            found = hand_constraints(view)
            for other, size in enumerate(self.sizes):
                known_cards = hands[other][: self.fixed[other]]
                tight = []
                for table, allowance in found.get(other, []):
                    left = allowance - sum(1 for face in known_cards if table[face])  # known cards use some up
                    if 0 <= left < size:
                        tight.append((table, left))
                union = [any(table[face] for table, _ in tight) for face in range(54)]
                for table, allowance in tight:
                    self.constraints.append((start, start + size, table, allowance, union))
                start += size

    def sample(self, rng: random.Random) -> State:
        """A state consistent with the view, its hidden cards dealt at random (uniformly unless ``infer``)."""
        template = self.template
        if template is None:
            fresh = sample_state(self.view, rng)
            fresh.options = dataclasses.replace(fresh.options, target_score=0)
            return fresh
        hidden = self.hidden
        rnd = rng.random
        for i in range(len(hidden) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            hidden[i], hidden[j] = hidden[j], hidden[i]
        if self.constraints:
            self._enforce(hidden, rnd)
        hands: list[list[int]] = []
        start = 0
        for other, size in enumerate(self.sizes):
            if other == self.seat:
                hands.append(self.hands[other])
            else:
                hands.append([*self.hands[other][: self.fixed[other]], *hidden[start : start + size]])
                start += size
        # Each world gets its own later randomness (rebuild shuffles), as sample_state would give it.
        return template.redealt(hands, [*hidden[start:], *self.bottom], seed=int(rnd() * 2**53))

    def _enforce(self, hidden: list[int], rnd: Callable[[], float]) -> None:
        """Swap cards that break a constraint with random draw-pile cards that break none of that seat's."""
        pile_start = self.pile_start
        spare = len(hidden) - pile_start
        if spare <= 0:
            return
        for first, end, table, allowance, union in self.constraints:
            bad = [i for i in range(first, end) if table[hidden[i]]]
            excess = len(bad) - allowance
            while excess > 0:
                i = bad.pop(int(rnd() * len(bad)))
                offset = int(rnd() * spare)
                for step in range(spare):
                    j = pile_start + (offset + step) % spare
                    if not union[hidden[j]]:
                        hidden[i], hidden[j] = hidden[j], hidden[i]
                        break
                excess -= 1


def hand_constraints(view: View) -> dict[int, list[tuple[tuple[bool, ...], int]]]:
    """Public evidence about other seats' hands this round: ``{seat: [(playable table, allowance)]}``.

    A ``draw`` on a seat's own turn shows (for a player who draws only when it must) that its hand held no
    card playable on the top card and active color of that moment; of the cards it holds now, at most
    ``allowance`` (the cards it received since, less those it laid that fit the table) can be such cards.
    """
    seat = view.seat
    top = -1
    color = -1
    found: dict[int, list[list[Any]]] = {}
    for e in view.events:
        kind = e.kind
        holder = e.seat
        if kind == "play":
            face = e.cards[0]
            top = face
            color = e.info if face >= WILD else COLOR_OF[face]
            for entry in found.get(holder, ()):  # type: ignore[arg-type]
                if entry[0][face] and entry[1] > 0:
                    entry[1] -= 1
        elif kind == "dump":
            top = e.cards[-1]
            color = COLOR_OF[e.cards[0]]
            for entry in found.get(holder, ()):  # type: ignore[arg-type]
                for face in e.cards:
                    if entry[0][face] and entry[1] > 0:
                        entry[1] -= 1
        elif kind == "turn_up":
            top = e.cards[0]
            color = COLOR_OF[top] if top < WILD else -1
        elif kind == "color":
            color = e.info
        elif kind == "draw" and holder is not None and holder != seat:
            entries = found.setdefault(holder, [])
            for entry in entries:
                entry[1] += e.count
            if e.info == "turn" and top >= 0 and color >= 0:
                entries.append([PLAYABLE[top * 4 + color], 0])
    return {holder: [(entry[0], entry[1]) for entry in entries] for holder, entries in found.items()}


def copy_sample(state: State) -> State:
    """An independent copy of a state made by :meth:`Redealer.sample` (no history to copy)."""
    return state.copy(history=False)
