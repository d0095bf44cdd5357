"""Classic UNO (docs/rules.md Part 2): 2 to 10 seats, dealt hands, direction of play, high score wins.

What is special to classic lives here: the dealer cut (C2), the deal and the turn-up with wild cards put back
at a random position (C3, C4), the rotating first player (C5), the "next player" in the current direction
(C20) who is skipped, hit by a Draw 2 (optionally stacked, C10) or a Wild Draw 4, and who alone may challenge
or catch, the 2-player rules (C19), and winner-takes-all scoring (C17, C18).
"""

from __future__ import annotations

from . import events as E
from .actions import Action
from .cards import (
    CARDS,
    CLASSIC_VALUE,
    COLOR_OF,
    DRAW2,
    RANK_OF,
    REVERSE,
    SKIP,
    STANDARD_DECK,
    WILD,
    WILD_DRAW4,
    Card,
)
from .decisions import TURN, VOLLEY
from .errors import IllegalActionError
from .events import Event
from .state import _FX_SEVEN_O, DRAW_UNTIL_PLAYABLE_LIMIT, State, _new_event, cards_of

__all__ = ["DRAW_UNTIL_PLAYABLE_LIMIT", "HAND_SIZE", "ClassicState"]

HAND_SIZE = 7


class ClassicState(State):
    """A classic UNO match."""

    ruleset = "classic"
    __slots__ = ()

    def _setup(self) -> None:
        if self.first is None:
            dealer = self._cut(list(range(self.players)), self.full_deck())
            self.first = (dealer + 1) % self.players
        self._start_round()

    def full_deck(self) -> tuple[Card, ...]:
        return STANDARD_DECK  # C1

    @property
    def dealer(self) -> int:
        """The seat to the right of this round's first player (C2, C5)."""
        return (self.round_first - 1) % self.players

    def _next(self, seat: int) -> int:
        return (seat + self._direction) % self.players  # C20

    # ------------------------------------------------------------------ round setup (C3-C5)

    def _start_round(self) -> None:
        assert self.first is not None
        n = self.players
        first = (self.first + self.round - 1) % n
        self.round_first = first
        self._hands = [[] for _ in range(n)]
        self._discard = []
        self._pile = pile = self._round_deck(self.full_deck())
        self._color = -1
        self._pending = 0
        self._empty_draws = 0
        self._known_bottom = 0
        self._dump_color = -1
        self._direction = 1
        log = self._log
        log.append(_new_event(Event, (E.ROUND_START, first, (), 0, None, self.round)))
        # C3: one card at a time from the first player leftwards, so the k-th seat served gets every n-th card.
        dealt = pile[-HAND_SIZE * n :]
        del pile[-HAND_SIZE * n :]
        dealt.reverse()  # top card first
        hands = self._hands
        for k in range(n):
            seat = (first + k) % n
            hands[seat] = hand = dealt[k::n]
            log.append(_new_event(Event, (E.DEAL, seat, cards_of(hand), HAND_SIZE, seat, None)))
        top = pile.pop()
        while top >= WILD:
            # C4: the wild goes directly under a uniformly chosen card of the draw pile, never on top.
            pile.insert(len(pile) - self._wild_depth(len(pile)), top)
            self._emit(Event(E.RETURN_WILD, None, (CARDS[top],), 1))
            top = pile.pop()
        self._discard.append(top)
        self._color = COLOR_OF[top]
        self._row = top * 4 + self._color
        log.append(_new_event(Event, (E.TURN_UP, None, (CARDS[top],), 1, None, None)))
        rank = RANK_OF[top]
        if rank == SKIP:
            self._turn(self._next(first))
        elif rank == DRAW2:
            self._draw(first, 2, "turn_up")
            self._turn(self._next(first))
        elif rank == REVERSE:
            if n > 2:
                self._direction = -1
            self._turn(self.dealer)
        else:
            self._turn(first)

    def _on_draft(self, action: Action) -> None:
        raise IllegalActionError("wrong_decision", "classic UNO has no draft")

    def _on_color(self, action: Action) -> None:
        raise IllegalActionError("wrong_decision", "classic UNO has no color decision")

    # ------------------------------------------------------------------ follow-ups

    def _on_reverse_played(self, seat: int) -> None:
        if self.players > 2:
            self._direction = -self._direction  # C9

    def _follow_up(self, seat: int, face: int, via_dump: bool) -> None:
        rank = RANK_OF[face]
        n = self.players
        step = self._direction
        nxt = (seat + step) % n  # C20 (_next, inlined)
        if rank == SKIP:
            self._kind = TURN
            self._seat = (nxt + step) % n  # C8
        elif rank == REVERSE:
            self._kind = TURN
            self._seat = seat if n == 2 else nxt  # C9, C19
        elif rank == DRAW2:
            if self._draw2_volley:
                self._kind = VOLLEY  # C10
                self._seat = nxt
            else:
                self._draw(nxt, self._pending, "draw2")
                self._pending = 0
                self._kind = TURN
                self._seat = (nxt + step) % n
        elif face == WILD_DRAW4:
            self._wd4_follow_up(seat, nxt)  # C12, H2-H4, H7
        elif self._effects[face] == _FX_SEVEN_O:
            self._seven_o_follow_up(seat, face)  # H12: a 7 or a 0 under seven_o
        else:
            self._kind = TURN
            self._seat = nxt

    def _after_nodump(self, seat: int) -> None:
        raise IllegalActionError("wrong_decision", "classic UNO has no dump")

    def _check_dump(self, action: Action) -> None:
        raise IllegalActionError("wrong_decision", "classic UNO has no dump")

    def _catcher(self, seat: int) -> int:
        return self._next(seat)  # C14, C20

    def _next_turn_after_pass(self, seat: int) -> int:
        return self._next(seat)

    def _next_turn_after_volley(self, drawer: int) -> int:
        return self._next(drawer)  # C10: the drawer loses their turn

    def _next_turn_after_penalty(self, offender: int, victim: int) -> int:
        return self._next(victim)  # C12, C13

    def _victim_of_last_card(self, out: int) -> int:
        return self._next(out)  # C16

    # ------------------------------------------------------------------ scoring (C15-C18)

    def _score_round(self, out: int | None) -> tuple[int, ...]:
        if self._options.scoring == "lowest_wins":  # H11: every other seat scores its own hand
            return tuple(
                0 if s == out else sum(CLASSIC_VALUE[c] for c in hand) for s, hand in enumerate(self._hands)
            )
        points = [0] * self.players
        if out is not None:
            points[out] = sum(CLASSIC_VALUE[c] for s, hand in enumerate(self._hands) if s != out for c in hand)
        return tuple(points)

    def _match_winner(self) -> int | None:
        best = min(self.scores) if self._options.scoring == "lowest_wins" else max(self.scores)
        leaders = [s for s, total in enumerate(self.scores) if total == best]
        return leaders[0] if len(leaders) == 1 else None

