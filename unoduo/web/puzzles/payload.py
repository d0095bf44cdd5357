"""What the puzzle API sends: a puzzle as the page shows it before the answer, and the answer's result.

Before the answer a payload holds the puzzle's theme, difficulty and prompt, the solver's actions with their
labels, and ``frame``: the table's ``state`` message from the solver's seat, exactly as the lessons API (and
the game WebSocket) builds it (``web/play/wire.py``'s ``seat_state_parts``: the core's one view function
decides what is in it). Neither the best action nor the coach's numbers are in it; they come with the answer.
"""

from __future__ import annotations

import json
from typing import Any

from unoduo.core import Action
from unoduo.present import choices, render
from unoduo.present.message import Message
from unoduo.present.puzzles import OPPONENT, PROMPT, THEME_IDEAS, numbers_line, theme_title
from unoduo.puzzles import Puzzle
from unoduo.web.play.wire import NO_ACK, EventCache, frame_texts, seat_state_parts
from unoduo.web.protocol import MessageText, PlayerEntry, dumps


def _players_text(puzzle: Puzzle) -> str:
    """The table's ``players``: the solver (a human seat with no name: "You") and the opponent, as
    :class:`PlayerEntry` values (the model every game's ``players`` are built with)."""
    entries = []
    for seat in range(len(puzzle.view().hand_sizes)):
        if seat == puzzle.seat:
            entry = PlayerEntry(
                seat=seat,
                name="",
                kind="human",
                difficulty=None,
                connected=True,
                away=False,
                joined=True,
                rematch_requested=False,
                default_name=None,
            )
        else:
            entry = PlayerEntry(
                seat=seat,
                name=render(OPPONENT, "en"),
                kind="bot",
                difficulty="puzzle",
                connected=True,
                away=False,
                joined=True,
                rematch_requested=False,
                default_name=MessageText.model_validate(OPPONENT.to_json()),
            )
        entries.append(entry.model_dump())
    return dumps(entries)


def puzzle_frame(puzzle: Puzzle) -> dict[str, Any]:
    """The solver's ``state`` message for the puzzle's position, as the game WebSocket would send it."""
    state = puzzle.state()
    head, tail = frame_texts(len(state.history), "playing", _players_text(puzzle), None, None, False)
    seats = range(len(puzzle.view().hand_sizes))
    names: tuple[Message | None, ...] = tuple(None if s == puzzle.seat else OPPONENT for s in seats)
    parts = seat_state_parts(state, puzzle.seat, names, EventCache(), head, tail)
    frame: dict[str, Any] = json.loads(parts.text(0, True) + NO_ACK)
    return frame


def _labels(puzzle: Puzzle) -> dict[str, str]:
    """Each legal action's label in the current language, by its notation."""
    return {choice.action: render(choice.label) for choice in choices(puzzle.view())}


def puzzle_payload(puzzle: Puzzle) -> dict[str, Any]:
    """The puzzle before its answer (docs/puzzles.md, "API"): no best action, no coach numbers."""
    labels = _labels(puzzle)
    return {
        "id": puzzle.id,
        "theme": puzzle.theme,
        "theme_title": render(theme_title(puzzle.theme)),
        "ruleset": puzzle.ruleset,
        "difficulty": puzzle.rating,
        "found_by": dict(puzzle.difficulty),
        "prompt": render(PROMPT),
        "frame": puzzle_frame(puzzle),
        "actions": [{"action": action, "label": label} for action, label in labels.items()],
    }


def _percent(chance: float) -> int:
    return round(100 * chance)


def answer_result(puzzle: Puzzle, action: Action) -> dict[str, Any]:
    """The answer's part that needs no account: right or wrong, the best action, every option's win chance
    (best first) and the explanation in words (the idea and the numbers; the verdict is ``correct``, which the
    page shows as its heading, so the words do not repeat it)."""
    labels = _labels(puzzle)
    correct = action == Action.parse(puzzle.best)
    options: list[dict[str, Any]] = [
        {"action": code, "label": labels.get(code, code), "win_chance": round(win, 4)} for code, win, _ in puzzle.values
    ]
    best = options[0]
    second = next((o for o in options[1:] if not _twin(o["action"], puzzle.best)), None)
    words = [
        render(THEME_IDEAS[puzzle.theme]),
        render(
            numbers_line(
                best["label"],
                _percent(best["win_chance"]),
                second["label"] if second else None,
                _percent(second["win_chance"]) if second else None,
            )
        ),
    ]
    return {"correct": correct, "best": puzzle.best, "options": options, "explanation": " ".join(words)}


def _twin(code: str, best: str) -> bool:
    """The same play as the best one but for the UNO call: not the rival the explanation names."""
    return Action.parse(code)._replace(uno=False) == Action.parse(best)._replace(uno=False)
