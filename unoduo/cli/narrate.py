"""A game told move by move for a person: each action, what it caused, and the table after it.

The words are in the current language (``unoduo.i18n``); card codes and action notation (RECORDS.md) stay as
they are. Events are told by the presentation layer (``unoduo.present``), the sentences of the terminal game and
the web table, here with every card of the full-information replay and the seats by number.
"""

from __future__ import annotations

from collections.abc import Iterator

from unoduo.core import State
from unoduo.core.cards import CODES, COLORS
from unoduo.core.events import Event
from unoduo.core.record import Record, parse_action_line
from unoduo.i18n import _, ngettext
from unoduo.present import N_, Narrator, marked, render


def _decision(kind: str) -> str:
    """The pending decision in words (``seat 1 to draft``)."""
    words = {
        "draft": _("draft"),
        "color": _("name a colour"),
        "turn": _("play or draw"),
        "after_draw": _("play or keep the drawn card"),
        "dump": _("dump or not"),
        "volley": _("stack a Draw 2 or take the volley"),
        "challenge": _("challenge or accept"),
        "catch": _("catch or ignore"),
    }
    return words.get(kind, kind.replace("_", " "))


def describe_table(state: State) -> str:
    if state.is_over:
        return _("match over")
    top = state.top
    parts = []
    if top is not None:
        color = state.color
        parts.append(_("top {card} ({color})").format(
            card=CODES[top], color=COLORS[color] if color is not None else _("color to name")))
    parts.append(_("draw pile {n}").format(n=state.draw_pile_size))
    if state.pending_draw:
        parts.append(_("pending draw {n}").format(n=state.pending_draw))
    if state.ruleset == "classic" and state.players > 2:
        parts.append(_("clockwise") if state.direction == 1 else _("counterclockwise"))
    parts.append(_("seat {seat} to {decision}").format(seat=state.to_act, decision=_decision(state.decision)))
    return " · ".join(parts)


def describe_hands(state: State) -> str:
    return " | ".join(
        _("seat {seat}: {cards}").format(seat=seat, cards=" ".join(CODES[c] for c in hand) or _("(empty)"))
        for seat, hand in enumerate(state.hands)
    )


class _EventWords:
    """Event lines from :class:`unoduo.present.Narrator`, the seats called ``seat N``."""

    def __init__(self, state: State) -> None:
        seats = [marked(N_("seat {seat}"), seat=seat) for seat in range(state.players)]
        self._narrator = Narrator(seats, None, state.ruleset)

    def line(self, event: Event) -> str | None:
        message = self._narrator.narrate(event)
        return None if message is None else render(message)


def _event_lines(events: list[Event], words: _EventWords) -> Iterator[str]:
    for event in events:
        line = words.line(event)  # told even when not shown: the sentences keep count of a volley
        if line and event.kind not in ("play", "dump"):  # the action line already says those
            yield "      " + line


def narrate(record: Record) -> Iterator[str]:
    """Yield the lines of the readable replay; raises ReplayError like :func:`unoduo.core.replay`."""
    from unoduo.core.errors import IllegalActionError
    from unoduo.core.record import ReplayError

    state = record.start()
    words = _EventWords(state)
    options = ", ".join(f"{k}={v}" for k, v in record.options.items()) or _("default options")
    players = ngettext("{n} player", "{n} players", state.players).format(n=state.players)
    yield _("{ruleset} · {players} · seed {seed} · {options}").format(
        ruleset=record.ruleset, players=players, seed=record.seed, options=options)
    yield from _round_header(state)
    for event in state.round_events:
        if event.kind == "cut":
            line = words.line(event)
            if line:
                yield "      " + line
    yield "      " + describe_hands(state)
    yield "      " + describe_table(state)
    for index, line in enumerate(record.actions):
        round_before = state.round
        try:
            seat, action = parse_action_line(line, state.players)
            events = state.apply(action, seat)
        except IllegalActionError as exc:
            raise ReplayError(exc.reason, f"action {index} ({line!r}): {exc.message}", index, line) from None
        yield f"{index:5d}. " + _("seat {seat}: {action}").format(seat=seat, action=action)
        yield from _event_lines(events, words)
        if state.round != round_before and not state.is_over:
            yield from _round_header(state)
        yield "      " + describe_hands(state)
        yield "      " + describe_table(state)
    yield ""
    scores = _("scores {scores}").format(scores=list(state.scores))
    if state.is_over:
        # TRANSLATORS: the match ended in a tie (no winner), not the drawing of a card
        winner = _("draw") if state.winner is None else _("seat {seat}").format(seat=state.winner)
        yield scores + " · " + _("match over, winner: {winner}").format(winner=winner)
    else:
        yield scores + " · " + _("round {round} in progress").format(round=state.round)


def _round_header(state: State) -> Iterator[str]:
    role = _("P1 (drafts first)") if state.ruleset == "duo" else _("first player")
    yield ""
    yield _("=== Round {round}: seat {seat} is {role} · scores {scores}").format(
        round=state.round, seat=state.round_first, role=role, scores=list(state.scores))
