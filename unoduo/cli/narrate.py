"""A game told move by move for a person: each action, what it caused, and the table after it."""

from __future__ import annotations

from collections.abc import Iterator

from unoduo.core import State
from unoduo.core.cards import CODES, COLORS
from unoduo.core.events import Event
from unoduo.core.record import Record, parse_action_line


def describe_table(state: State) -> str:
    if state.is_over:
        return "match over"
    top = state.top
    parts = []
    if top is not None:
        color = state.color
        parts.append(f"top {CODES[top]} ({COLORS[color] if color is not None else 'color to name'})")
    parts.append(f"draw pile {state.draw_pile_size}")
    if state.pending_draw:
        parts.append(f"pending draw {state.pending_draw}")
    if state.ruleset == "classic" and state.players > 2:
        parts.append("clockwise" if state.direction == 1 else "counterclockwise")
    parts.append(f"seat {state.to_act} to {state.decision.replace('_', ' ')}")
    return " · ".join(parts)


def describe_hands(state: State) -> str:
    return " | ".join(
        f"seat {seat}: {' '.join(CODES[c] for c in hand) or '(empty)'}" for seat, hand in enumerate(state.hands)
    )


def _event_lines(events: list[Event]) -> Iterator[str]:
    for event in events:
        if event.kind in ("play", "dump"):
            continue  # the action line already says it
        yield "      " + event.describe()


def narrate(record: Record) -> Iterator[str]:
    """Yield the lines of the readable replay; raises ReplayError like :func:`unoduo.core.replay`."""
    from unoduo.core.errors import IllegalActionError
    from unoduo.core.record import ReplayError

    state = record.start()
    options = ", ".join(f"{k}={v}" for k, v in record.options.items()) or "default options"
    yield f"{record.ruleset} · {state.players} players · seed {record.seed} · {options}"
    yield from _round_header(state)
    for event in state.round_events:
        if event.kind == "cut":
            yield "      " + event.describe()
    yield "      " + describe_hands(state)
    yield "      " + describe_table(state)
    for index, line in enumerate(record.actions):
        round_before = state.round
        try:
            seat, action = parse_action_line(line, state.players)
            events = state.apply(action, seat)
        except IllegalActionError as exc:
            raise ReplayError(exc.reason, f"action {index} ({line!r}): {exc.message}", index, line) from None
        yield f"{index:5d}. seat {seat}: {action}"
        yield from _event_lines(events)
        if state.round != round_before and not state.is_over:
            yield from _round_header(state)
        yield "      " + describe_hands(state)
        yield "      " + describe_table(state)
    yield ""
    yield f"scores {list(state.scores)}" + (
        f" · match over, winner: {'draw' if state.winner is None else 'seat ' + str(state.winner)}"
        if state.is_over
        else f" · round {state.round} in progress"
    )


def _round_header(state: State) -> Iterator[str]:
    role = "P1 (drafts first)" if state.ruleset == "duo" else "first player"
    yield ""
    yield f"=== Round {state.round}: seat {state.round_first} is {role} · scores {list(state.scores)}"
