"""UNO Duo (docs/rules.md Part 1): two seats, a drafted start, volleys, the Reverse dump, low score wins.

What is special to Duo lives here: the cut (R7-R9), the 14-pick draft whose discards go under the draw pile
in a known order (R12-R21), the turn-up cases including P1's color choice and P2's optional dump on a
turned-up Reverse (R22-R29), the follow-ups of each card with "opponent" meaning the other seat (R34-R55),
and scoring where the loser of a round scores their own hand and the lower total wins (R73-R79).
"""

from __future__ import annotations

from typing import Final

from . import actions as A
from . import events as E
from .actions import Action
from .cards import (
    CARDS,
    COLOR_OF,
    DRAW2,
    DUO_VALUE,
    EXTENDED_DECK,
    FACE_COUNT,
    RANK_OF,
    REVERSE,
    SKIP,
    STANDARD_DECK,
    WILD,
    WILD_DRAW4,
    Card,
)
from .decisions import COLOR_CHOICE, DRAFT, DUMP_CHOICE, TURN, VOLLEY
from .events import Event
from .state import _FX_SEVEN_O, State, cards_of

DRAFT_PICKS = 14

# The draft's events, built once per seat and face (Events are immutable values): [seat][face].
_KEEP_EVENTS: Final = tuple(tuple(Event(E.KEEP, s, (CARDS[f],), 1, s) for f in range(FACE_COUNT)) for s in (0, 1))
_DRAFT_DISCARD_EVENTS: Final = tuple(
    tuple(Event(E.DRAFT_DISCARD, s, (CARDS[f],), 1) for f in range(FACE_COUNT)) for s in (0, 1)
)
_REJECT_EVENTS: Final = tuple(tuple(Event(E.REJECT, s, (CARDS[f],), 1) for f in range(FACE_COUNT)) for s in (0, 1))
_DRAFT_TAKE_EVENTS: Final = tuple(
    tuple(Event(E.DRAFT_TAKE, s, (CARDS[f],), 1, s) for f in range(FACE_COUNT)) for s in (0, 1)
)


class DuoState(State):
    """A UNO Duo match."""

    ruleset = "duo"
    __slots__ = ()

    def _setup(self) -> None:
        deck = self.full_deck()
        if self.first is None:
            self.first = self._cut([0, 1], deck)
        self._start_round()

    def full_deck(self) -> tuple[Card, ...]:
        """The deck in use, canonical order: 108 cards, or 112 with ``extra_cards`` = ``as_wild`` (R1)."""
        return EXTENDED_DECK if self._options.extra_cards == "as_wild" else STANDARD_DECK

    @property
    def p1(self) -> int:
        """The seat that drafts first this round (R10: alternates every round)."""
        return self.round_first

    # ------------------------------------------------------------------ round setup

    def _start_round(self) -> None:
        assert self.first is not None
        self.round_first = self.first if self.round % 2 == 1 else 1 - self.first
        self._hands = [[], []]
        self._discard = []
        self._pile = self._round_deck(self.full_deck())
        self._color = -1
        self._pending = 0
        self._empty_draws = 0
        self._known_bottom = 0
        self._dump_color = -1
        self._direction = 1
        self._pick = 0
        self._kind = DRAFT
        self._seat = self.round_first
        self._emit(Event(E.ROUND_START, self.round_first, (), 0, None, self.round))

    def _on_draft(self, action: Action) -> None:
        """R14-R17: the drafter keeps the candidate or rejects it for the next card."""
        seat = self._seat
        pile = self._pile
        candidate = pile.pop()
        second = pile.pop()
        log = self._log
        if action.kind == A.KEEP:
            kept, shown = candidate, second
            log.append(_KEEP_EVENTS[seat][kept])
            log.append(_DRAFT_DISCARD_EVENTS[seat][shown])
        else:
            kept, shown = second, candidate
            log.append(_REJECT_EVENTS[seat][shown])
            log.append(_DRAFT_TAKE_EVENTS[seat][kept])
        self._hands[seat].append(kept)
        self._discard.append(shown)
        self._pick += 1
        if self._pick < DRAFT_PICKS:
            self._seat = 1 - seat
            return
        # R20: the draft discards, turned over as one unit, go under the draw pile (D14 at the bottom).
        tail = self._discard
        self._pile = tail[::-1] + pile
        self._known_bottom = len(tail)
        self._discard = []
        self._emit(Event(E.DRAFT_END, None, cards_of(tail), len(tail)))
        self._turn_up()

    def _turn_up(self) -> None:
        """R22-R29: the first card of the discard pile and what it does."""
        p1 = self.round_first
        p2 = 1 - p1
        top = self._pile.pop()
        self._discard.append(top)
        self._emit(Event(E.TURN_UP, None, (CARDS[top],), 1))
        if top >= WILD:
            self._kind = COLOR_CHOICE
            self._seat = p1
            if top == WILD_DRAW4:
                self._pending = 4
            return
        self._color = COLOR_OF[top]
        self._row = top * 4 + self._color
        rank = RANK_OF[top]
        if rank == SKIP:
            self._turn(p1)
        elif rank == DRAW2:
            self._draw(p2, 2, "turn_up")
            self._turn(p1)
        elif rank == REVERSE:
            self._turn(p2)
            self._dump_color = self._color
        else:
            self._turn(p2)

    def _on_color(self, action: Action) -> None:
        """R26/R27: P1 names the color of a turned-up wild."""
        p1 = self._seat
        self._color = action.color
        self._row = self._discard[-1] * 4 + action.color
        self._emit(Event(E.COLOR, p1, (), 0, None, action.color))
        if self._discard[-1] == WILD_DRAW4:
            self._draw(1 - p1, self._pending, "turn_up")
            self._pending = 0
            self._turn(p1)
        else:
            self._turn(1 - p1)

    # ------------------------------------------------------------------ follow-ups (R86 step 4)

    def _follow_up(self, seat: int, face: int, via_dump: bool) -> None:
        rank = RANK_OF[face]
        if rank == SKIP:
            self._kind = TURN  # R41, R54
            self._seat = seat
        elif rank == DRAW2:
            self._kind = VOLLEY  # R35, R54
            self._seat = 1 - seat
        elif face == WILD_DRAW4:
            self._wd4_follow_up(seat, 1 - seat)  # R45, H2-H4, H7
        elif rank == REVERSE and not via_dump:
            self._kind = DUMP_CHOICE  # R50
            self._seat = seat
            self._dump_color = COLOR_OF[face]
        elif self._effects[face] == _FX_SEVEN_O:
            self._seven_o_follow_up(seat, face)  # H12: a 7 or a 0 under seven_o
        else:
            self._kind = TURN  # R34, R43, R54
            self._seat = 1 - seat

    def _after_nodump(self, seat: int) -> None:
        self._dump_color = -1
        self._turn(seat if self._options.reverse_as_skip else 1 - seat)  # R42

    def _catcher(self, seat: int) -> int:
        return 1 - seat

    def _next_turn_after_pass(self, seat: int) -> int:
        return 1 - seat

    def _next_turn_after_volley(self, drawer: int) -> int:
        return 1 - drawer  # R39: the player of the last Draw 2

    def _next_turn_after_penalty(self, offender: int, victim: int) -> int:
        return offender  # R46, R49

    def _victim_of_last_card(self, out: int) -> int:
        return 1 - out

    # ------------------------------------------------------------------ scoring (R72-R79)

    def _score_round(self, out: int | None) -> tuple[int, ...]:
        values = [sum(DUO_VALUE[c] for c in hand) for hand in self._hands]
        if out is None:
            return tuple(values)
        points = [0, 0]
        points[1 - out] = values[1 - out]
        return tuple(points)

    def _match_winner(self) -> int | None:
        a, b = self.scores
        return None if a == b else (0 if a < b else 1)

