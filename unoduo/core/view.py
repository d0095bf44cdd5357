"""The one function that builds what a seat may see (boardgame.io's playerView).

The web client, the bots and the RL observations all call :func:`view`, so hidden information cannot leak
by accident: a view holds the seat's own hand, everything docs/rules.md R81/C-rules make public, the private
cards this seat has been shown (its draft candidate, the card it just drew, a hand revealed to it in a
challenge, via the round's redacted events), and nothing else: no other hand, no unseen draw-pile order,
no seed or RNG state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action
from .cards import CARDS, CODES, COLORS, Card
from .decisions import AFTER_DRAW, DRAFT, DUMP_CHOICE, TURN
from .events import Event
from .results import RoundResult
from .state import State, cards_of


@dataclass(slots=True)
class View:
    """What seat ``seat`` (None: a spectator) knows about the match at this moment.

    Read-only by contract: every field holds an immutable value (ints, strings, tuples, events) except
    ``options``, a dict of its own per view. It is not a frozen dataclass because a frozen constructor sets
    each of its 31 fields through ``object.__setattr__``, which was half the time of :func:`view`, and every
    server ``state``, bot decision and RL observation builds one.
    """

    ruleset: str
    options: dict[str, Any]
    players: int
    seat: int | None
    round: int
    round_first: int
    direction: int
    decision: str
    to_act: int | None
    legal: tuple[Action, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    top: Card | None
    color: int | None
    pending_draw: int
    discard: tuple[Card, ...]
    draw_pile: int
    known_bottom: tuple[Card, ...]
    candidate: Card | None
    drawn: Card | None
    dump_color: int | None
    scores: tuple[int, ...]
    start_scores: tuple[int, ...]
    rounds: tuple[RoundResult, ...]
    match_over: bool
    winner: int | None
    events: tuple[Event, ...]
    #: The previous round's events, redacted the same way, so a client can show how that round ended
    #: (its last play, the scoring) after the next round has already begun.
    previous_events: tuple[Event, ...] = ()
    #: Every seat's hand (sorted), only in an omniscient view (``view(state, seat, reveal_all=True)``, for the
    #: replay of a finished match); None in every view a player or a spectator gets.
    hands: tuple[tuple[Card, ...], ...] | None = None
    #: H13 ``jump_in``: the plays this seat may make out of turn right now (empty for the seat to act, and
    #: whenever it may not jump in), and every seat that may act now (the seat to act first).
    jump_in: tuple[Action, ...] = ()
    may_act: tuple[int, ...] = ()

    @property
    def revealed(self) -> tuple[Event, ...]:
        """Hands shown to this seat in challenges this round (``reveal`` events with their cards)."""
        return tuple(e for e in self.events if e.kind == "reveal" and e.cards)

    def to_dict(self, *, events: bool = True) -> dict[str, Any]:
        """JSON-ready form: cards as codes, colors as letters. ``events=False`` leaves out both event lists
        (for a server that encodes them once and sends each only once, see docs/protocol.md)."""

        def code(c: Card | None) -> str | None:
            return None if c is None else CODES[c]

        data = {
            "ruleset": self.ruleset,
            "options": dict(self.options),
            "players": self.players,
            "seat": self.seat,
            "round": self.round,
            "round_first": self.round_first,
            "direction": self.direction,
            "decision": self.decision,
            "to_act": self.to_act,
            "legal": [str(a) for a in self.legal],
            "hand": [CODES[c] for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "top": code(self.top),
            "color": None if self.color is None else COLORS[self.color],
            "pending_draw": self.pending_draw,
            "discard": [CODES[c] for c in self.discard],
            "draw_pile": self.draw_pile,
            "known_bottom": [CODES[c] for c in self.known_bottom],
            "candidate": code(self.candidate),
            "drawn": code(self.drawn),
            "dump_color": None if self.dump_color is None else COLORS[self.dump_color],
            "scores": list(self.scores),
            "start_scores": list(self.start_scores),
            "rounds": [r.to_dict() for r in self.rounds],
            "match_over": self.match_over,
            "winner": self.winner,
        }
        if self.jump_in:
            data["jump_in"] = [str(a) for a in self.jump_in]
        if len(self.may_act) > 1:
            data["may_act"] = list(self.may_act)
        if self.hands is not None:
            data["hands"] = [[CODES[c] for c in hand] for hand in self.hands]
        if events:
            data["events"] = [e.to_dict() for e in self.events]
            data["previous_events"] = [e.to_dict() for e in self.previous_events]
        return data


def view(state: State, seat: int | None, *, reveal_all: bool = False) -> View:
    """Build seat ``seat``'s view of ``state``; ``None`` gives the spectator view (no hand at all).

    ``reveal_all=True`` builds an omniscient view instead, for replaying a finished match: ``hands`` holds
    every seat's hand, the events are not redacted, and the seat to act's ``legal``, ``candidate`` and
    ``drawn`` are shown whatever ``seat`` is. Never send one for a match in progress.
    """
    if seat is not None and not (type(seat) is int and 0 <= seat < state.players):
        raise ValueError(f"no seat {seat!r} in a {state.players}-player match")
    to_act = state.to_act
    mine = to_act is not None if reveal_all else seat is not None and seat == to_act
    kind = state.decision
    pile = state._pile
    known = min(state._known_bottom, len(pile))
    jumpers = state.jump_ins() if state.options.jump_in else {}
    return View(
        ruleset=state.ruleset,
        options=state.options.of(state.ruleset),
        players=state.players,
        seat=seat,
        round=state.round,
        round_first=state.round_first,
        direction=state._direction,
        decision=kind,
        to_act=to_act,
        legal=tuple(state.legal_actions()) if mine else (),
        hand=cards_of(sorted(state._hands[seat])) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state._hands),
        top=state.top,
        color=state.color,
        pending_draw=state._pending,
        discard=state.discard_pile,
        draw_pile=len(pile),
        known_bottom=cards_of(reversed(pile[:known])),
        candidate=CARDS[pile[-1]] if mine and kind == DRAFT else None,
        drawn=CARDS[state._drawn] if mine and kind == AFTER_DRAW else None,
        dump_color=state._dump_color if kind in (DUMP_CHOICE, TURN) and state._dump_color >= 0 else None,
        scores=tuple(state.scores),
        start_scores=tuple(state.start_scores),
        rounds=tuple(state.rounds),
        match_over=state.match_over,
        winner=state.winner,
        events=tuple(state._log) if reveal_all else _round_events_seen_by(state, seat),
        previous_events=tuple(state._previous_log) if reveal_all else _previous_events_seen_by(state, seat),
        hands=tuple(cards_of(sorted(hand)) for hand in state._hands) if reveal_all else None,
        jump_in=tuple(jumpers.get(seat, ())) if seat is not None else (),
        may_act=(state._seat, *sorted(jumpers)) if to_act is not None else (),
    )


def _round_events_seen_by(state: State, seat: int | None) -> tuple[Event, ...]:
    """The round's events redacted for ``seat``, extended incrementally: a view per decision stays cheap."""
    log = state._log
    cached = state._seen.get(seat)
    if cached is not None and cached[0] is log and cached[1] <= len(log):
        events = cached[2] + tuple(e.seen_by(seat) for e in log[cached[1] :])
    else:
        events = tuple(e.seen_by(seat) for e in log)
    state._seen[seat] = (log, len(log), events)
    return events


def _previous_events_seen_by(state: State, seat: int | None) -> tuple[Event, ...]:
    """The previous round's events redacted for ``seat`` (computed once per seat and round)."""
    log = state._previous_log
    if not log:
        return ()
    key = -2 if seat is None else -3 - seat  # beside the current round's entries, keyed by seat
    cached = state._seen.get(key)
    if cached is not None and cached[0] is log:
        return cached[2]
    events = tuple(e.seen_by(seat) for e in log)
    state._seen[key] = (log, len(log), events)
    return events
