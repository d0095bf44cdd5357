"""Replays of finished matches, step by step, computed by the engine from the stored actions.

The browser used to re-enact a record with its own copy of the rules; now the server steps ``unoduo.core``
over the game's stored actions and serves each step's omniscient view (every hand shown, events not
redacted: ``view(state, None, reveal_all=True)``). Only a finished match has a replay, so no hidden card of
a game in progress is ever served.

A replay's index (its rounds and where each starts) is computed once per match; a round's steps are
computed when first asked, stepping the engine from the match's start again (fast: the views are the cost). Both
are computed off the event loop and kept as ready JSON text in small LRU caches (docs/protocol.md,
"Replays").
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, TypeVar

from unoduo.core import new_match, view
from unoduo.core.record import parse_action_line
from unoduo.present import Message, Narrator, PlayerName
from unoduo.storage import GameRow

REPLAY_MATCHES = 32  # matches whose replay index (and round-start states) are kept
REPLAY_ROUNDS = 64  # rounds whose steps are kept as JSON text (a typical round: 50-300 KB)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RoundStart:
    """Where a round's steps are: its first step and how many there are."""

    first_step: int
    steps: int


@dataclass(frozen=True, slots=True)
class ReplayIndex:
    """A finished match's replay index as JSON text, and what is needed to compute any round's steps."""

    text: str
    row: GameRow
    lines: tuple[str, ...]
    starts: dict[int, RoundStart]
    names: tuple[PlayerName, ...] = ()  # what the narration calls each seat


def replay_index(row: GameRow, lines: list[str], players: list[dict[str, Any]]) -> ReplayIndex:
    """Step the engine over ``lines`` (``"seat action"``) from the stored settings and note where rounds start.

    Step 0 is the match's start (``action`` null); step ``i`` is the state after the ``i``-th action. A step
    belongs to the round its view shows: the action that ends a round starts the next one (as in the live
    game; the ended round is then in the view's ``rounds`` and in the step's ``events``).
    """
    state = new_match(row.ruleset, players=row.players, seed=row.seed, options=row.options)
    options = state.options.of(state.ruleset)
    firsts: dict[int, int] = {state.round: 0}
    counts: dict[int, int] = {state.round: 1}
    for index, line in enumerate(lines, start=1):
        seat, action = parse_action_line(line, state.players)
        state.apply(action, seat)
        if state.round not in counts:
            firsts[state.round] = index
            counts[state.round] = 0
        counts[state.round] += 1
    starts = {number: RoundStart(first, counts[number]) for number, first in firsts.items()}
    index_message = {
        "game_id": row.id,
        "ruleset": row.ruleset,
        "options": options,
        "players": players,
        "rounds": [{"round": n, "first_step": s.first_step, "steps": s.steps} for n, s in starts.items()],
        "total_steps": len(lines) + 1,
        "scores": list(state.scores),
        "winner": state.winner,
    }
    names = tuple(
        Message.from_json(p["default_name"]) if p.get("default_name") else p.get("name") for p in players
    )
    return ReplayIndex(text=json.dumps(index_message), row=row, lines=tuple(lines), starts=starts, names=names)


def replay_round(index: ReplayIndex, number: int) -> str:
    """The JSON text of round ``number``'s steps: ``{"round", "steps": [{index, action, seat, view, events,
    narration}]}`` (``narration``: each event told by ``unoduo.present``'s narrator, as seen by nobody in particular).
    """
    start = index.starts[number]
    row = index.row
    state = new_match(row.ruleset, players=row.players, seed=row.seed, options=row.options)
    for line in index.lines[: max(0, start.first_step - 1)]:  # the engine is fast; views are the cost
        seat, action = parse_action_line(line, state.players)
        state.apply(action, seat)
    steps: list[dict[str, Any]] = []
    # One narrator for the round's steps (it keeps a Draw 2 volley's total across them); a step that starts the
    # next round tells the end of this one and the new deal in turn.
    narrator = Narrator(index.names, None, row.ruleset)

    def told(events: Any) -> list[Any]:
        return [None if m is None else m.to_json() for m in (narrator.narrate(e) for e in events)]

    for step in range(start.first_step, start.first_step + start.steps):
        if step == 0:
            seen = view(state, None, reveal_all=True)
            steps.append(_step(0, None, None, seen.to_dict(events=False), [e.to_dict() for e in seen.events],
                               told(seen.events)))
            continue
        seat, action = parse_action_line(index.lines[step - 1], state.players)
        events = state.apply(action, seat)
        seen = view(state, None, reveal_all=True)
        steps.append(_step(step, str(action), seat, seen.to_dict(events=False), [e.to_dict() for e in events],
                           told(events)))
    return json.dumps({"round": number, "steps": steps})


def _step(
    index: int, action: str | None, seat: int | None, seen: dict[str, Any], events: list[Any], narration: list[Any]
) -> dict[str, Any]:
    return {"index": index, "action": action, "seat": seat, "view": seen, "events": events, "narration": narration}


class _Lru:
    """Values computed once in a thread and kept for the ``size`` most recently asked keys."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[Hashable, asyncio.Future[Any]] = OrderedDict()

    async def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        future = self._values.get(key)
        if future is not None:
            self._values.move_to_end(key)
            value: T = await asyncio.shield(future)
            return value
        future = asyncio.get_running_loop().create_future()
        self._values[key] = future
        while len(self._values) > self.size:
            self._values.popitem(last=False)
        try:
            result = await asyncio.to_thread(compute)
        except BaseException as exc:
            if self._values.get(key) is future:
                del self._values[key]
            future.set_exception(exc)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        future.set_result(result)
        return result


class ReplayCache:
    """The replays of the most recently asked finished matches (LRU), computed on demand in a thread."""

    def __init__(self, matches: int = REPLAY_MATCHES, rounds: int = REPLAY_ROUNDS) -> None:
        self._indexes = _Lru(matches)
        self._rounds = _Lru(rounds)

    async def index(self, row: GameRow, lines: list[str], players: list[dict[str, Any]]) -> ReplayIndex:
        """The replay index of the finished game ``row`` whose stored actions are ``lines``."""
        copied = list(lines)
        return await self._indexes.get(row.id, lambda: replay_index(row, copied, players))

    async def round(self, row: GameRow, lines: list[str], players: list[dict[str, Any]], number: int) -> str | None:
        """Round ``number``'s steps as JSON text, or None if the match has no such round."""
        index = await self.index(row, lines, players)
        if number not in index.starts:
            return None
        return await self._rounds.get((row.id, number), lambda: replay_round(index, number))
