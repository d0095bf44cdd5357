"""The :class:`Puzzle` value, its themes, its JSON line, and the shipped set (load, look up, the daily puzzle).

A puzzle is one decision of a real bot game where the coach found one action clearly best from the deciding
seat's view alone. Its ``position`` is the whole match situation (``unoduo.core.position.Position`` text),
and ``events`` the few public events of the round the view needs (from the lay before the last one: what
a Wild Draw 4 challenge is judged on, the draws since). What a solver may be shown is exactly
:meth:`Puzzle.view`, built by the core's one view function; the hidden cards in ``position`` are only
there so that the state can be rebuilt and played on, and never decide the answer (the coach and the bots
read the view only).
"""

from __future__ import annotations

import datetime
import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Final

from unoduo.core import Action, Event, IllegalActionError, State, View, view
from unoduo.core.cards import Card

#: The themes, each with what it is about (docs/puzzles.md). A decision kind gives the theme first (draft,
#: volley, challenge, dump, colour, catch); a turn's theme comes from what the best action does.
THEMES: Final[dict[str, str]] = {
    "go-out": "the action that empties the hand (or sets it up) when another one looks as good",
    "volley": "the answer to a Draw 2 volley: raise it or take the cards",
    "challenge": "challenge a Wild Draw 4 or accept it",
    "dump": "the Reverse dump (Duo): lay every card of its colour, or keep them",
    "colour": "the colour to name, on a wild card or a turned-up one, that blocks the opponent",
    "draft": "the draft pick (Duo): keep the card shown or take the hidden one",
    "skip": "a card that takes another turn (a Skip; in classic two-player also a Reverse or a Draw 2)",
    "defend": "the opponent is down to one or two cards: the play that keeps them from going out",
    "hold": "drawing or passing beats every play: a card kept back",
    "catch": "catch an opponent who forgot to call UNO, or let it go",
    "plan": "the play that keeps the hand flexible for the turns to come",
}
THEME_IDS: Final = tuple(THEMES)
#: Bot levels asked to solve each puzzle (agents/registry.py specs), weakest first.
LEVELS: Final = ("easy", "medium", "hard", "expert")
MEASURES: Final = ("round", "match")

_DATA: Final = "data/puzzles.jsonl"
_DAILY_SEED: Final = "unoduo-daily-puzzle"
_DAILY_EPOCH: Final = datetime.date(2026, 1, 1)


class PuzzleError(ValueError):
    """A puzzle line or an answer that cannot be used (the message says why)."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One checked puzzle (see the module docstring and docs/puzzles.md "Data format").

    ``values``: every legal action's code, win chance and its standard error at the check budget, best
    first; ``gap`` the best's lead over the best other action (not counting the same play without its UNO
    call) and ``gap_se`` that paired difference's standard error. ``difficulty``: bot level -> the share of
    its tries that found ``best``; ``rating`` a starting puzzle rating from it.
    """

    id: str
    ruleset: str
    position: str
    seat: int
    theme: str
    best: str
    values: tuple[tuple[str, float, float], ...]
    difficulty: dict[str, float] = field(hash=False, compare=False)
    rating: int
    measure: str = "round"
    decision: str = "turn"
    events: tuple[Event, ...] = ()
    gap: float = 0.0
    gap_se: float = 0.0
    budget: int = 0
    game: int = -1

    def state(self) -> State:
        """The position as a playable state: ``State.from_position(position, events=events)`` (a new one each call)."""
        return State.from_position(self.position, events=self.events)

    def view(self) -> View:
        """What the solver's seat may see, through the core's one view function."""
        return view(self.state(), self.seat)

    def legal(self) -> tuple[Action, ...]:
        """The legal actions of the solver here (the view's order)."""
        return self.view().legal

    def is_solution(self, code: str) -> bool:
        """Whether ``code`` names the best action, in any spelling of it (``play w+4 r``, extra spaces).

        Raises :class:`PuzzleError` for a code that is no action, or no legal action of this puzzle.
        """
        action = parse_answer(code)
        legal = self.legal()
        if action not in legal:
            raise PuzzleError(
                f"{str(action)!r} is not a legal action in puzzle {self.id}; legal: {', '.join(map(str, legal))}"
            )
        return action == Action.parse(self.best)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "ruleset": self.ruleset,
            "seat": self.seat,
            "theme": self.theme,
            "decision": self.decision,
            "best": self.best,
            "rating": self.rating,
            "measure": self.measure,
            "gap": self.gap,
            "gap_se": self.gap_se,
            "budget": self.budget,
            "game": self.game,
            "difficulty": dict(self.difficulty),
            "values": [list(v) for v in self.values],
            "position": self.position,
            "events": [e.to_dict() for e in self.events],
        }

    def to_json(self) -> str:
        """One JSON line (no newline)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Puzzle:
        """A puzzle from its JSON object; :class:`PuzzleError` naming what is wrong."""
        try:
            puzzle = cls(
                id=str(data["id"]),
                ruleset=str(data["ruleset"]),
                position=str(data["position"]),
                seat=int(data["seat"]),
                theme=str(data["theme"]),
                best=str(data["best"]),
                values=tuple((str(c), float(w), float(s)) for c, w, s in data["values"]),
                difficulty={str(k): float(v) for k, v in data["difficulty"].items()},
                rating=int(data["rating"]),
                measure=str(data.get("measure", "round")),
                decision=str(data.get("decision", "turn")),
                events=tuple(event_from_dict(e) for e in data.get("events", ())),
                gap=float(data.get("gap", 0.0)),
                gap_se=float(data.get("gap_se", 0.0)),
                budget=int(data.get("budget", 0)),
                game=int(data.get("game", -1)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise PuzzleError(f"bad puzzle {data.get('id', '?') if isinstance(data, dict) else '?'}: {exc!r}") from exc
        if puzzle.theme not in THEMES:
            raise PuzzleError(f"puzzle {puzzle.id}: unknown theme {puzzle.theme!r} (known: {', '.join(THEMES)})")
        if puzzle.measure not in MEASURES:
            raise PuzzleError(f"puzzle {puzzle.id}: measure is 'round' or 'match', not {puzzle.measure!r}")
        if not puzzle.values or puzzle.values[0][0] != puzzle.best:
            raise PuzzleError(f"puzzle {puzzle.id}: its values must list the best action {puzzle.best!r} first")
        return puzzle

    @classmethod
    def from_json(cls, line: str) -> Puzzle:
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise PuzzleError(f"a puzzle line is not JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise PuzzleError("a puzzle line is a JSON object")
        return cls.from_dict(data)


def parse_answer(code: str) -> Action:
    """An action from a solver's text: spaces and letter case do not matter (``Play  r5 UNO`` is ``play R5 uno``).

    Raises :class:`PuzzleError` if it names no action.
    """
    if not isinstance(code, str) or not code.split():
        raise PuzzleError(f"an answer is an action such as 'play R5' or 'draw', not {code!r}")
    kind, *rest = code.split()
    words = [kind.lower()] + [w.lower() if w.lower() == "uno" else w.upper() for w in rest]
    try:
        return Action.parse(" ".join(words))
    except IllegalActionError as exc:
        raise PuzzleError(f"{code!r} is not an action: {exc.message}") from exc


def event_from_dict(data: dict[str, Any]) -> Event:
    """The inverse of ``Event.to_dict`` (lists back to tuples, card codes back to cards)."""
    info = data.get("info")
    return Event(
        kind=str(data["kind"]),
        seat=data.get("seat"),
        cards=tuple(Card.parse(c) for c in data.get("cards", ())),
        count=int(data.get("count", 0)),
        to=data.get("private_to"),
        info=tuple(info) if isinstance(info, list) else info,
    )


def parse_lines(text: str, *, source: str = "puzzles") -> tuple[Puzzle, ...]:
    """Every puzzle of a JSON-lines text; a last line cut short (no newline, not JSON) is left out."""
    lines = text.split("\n")
    puzzles: list[Puzzle] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        if number == len(lines):  # no newline after it: a write cut short is not a puzzle
            try:
                json.loads(line)
            except json.JSONDecodeError:
                break
        try:
            puzzles.append(Puzzle.from_json(line))
        except PuzzleError as exc:
            raise PuzzleError(f"{source}, line {number}: {exc}") from exc
    return tuple(puzzles)


@lru_cache(maxsize=1)
def load_puzzles() -> tuple[Puzzle, ...]:
    """The shipped set (``unoduo/puzzles/data/puzzles.jsonl``), read once; ids are checked to be unique."""
    text = resources.files("unoduo.puzzles").joinpath(_DATA).read_text(encoding="utf-8")
    puzzles = parse_lines(text, source=_DATA)
    seen: set[str] = set()
    for puzzle in puzzles:
        if puzzle.id in seen:
            raise PuzzleError(f"{_DATA}: the id {puzzle.id} is given twice")
        seen.add(puzzle.id)
    return puzzles


@lru_cache(maxsize=1)
def _by_id() -> dict[str, Puzzle]:
    return {p.id: p for p in load_puzzles()}


def puzzle_by_id(puzzle_id: str) -> Puzzle:
    """The shipped puzzle with this id; KeyError saying so when there is none."""
    found = _by_id().get(puzzle_id)
    if found is None:
        raise KeyError(f"no puzzle with the id {puzzle_id!r} (the set holds {len(_by_id())} puzzles)")
    return found


def puzzles_by_theme(theme: str) -> tuple[Puzzle, ...]:
    """The shipped puzzles of one theme (set order); KeyError for a theme that does not exist."""
    if theme not in THEMES:
        raise KeyError(f"no puzzle theme {theme!r} (themes: {', '.join(THEMES)})")
    return tuple(p for p in load_puzzles() if p.theme == theme)


@lru_cache(maxsize=1)
def _daily_order() -> tuple[Puzzle, ...]:
    ordered = sorted(load_puzzles(), key=lambda p: p.id)
    random.Random(_DAILY_SEED).shuffle(ordered)
    return tuple(ordered)


def daily_puzzle(day: datetime.date) -> Puzzle:
    """The puzzle of the day, the same for everyone: days walk a fixed shuffle of the set (seeded, by id), so
    every puzzle comes once before any comes again and consecutive days differ."""
    if not isinstance(day, datetime.date):
        raise TypeError(f"daily_puzzle takes a datetime.date, not {type(day).__name__}")
    if isinstance(day, datetime.datetime):
        day = day.date()
    order = _daily_order()
    if not order:
        raise PuzzleError("the puzzle set is empty")
    return order[(day - _DAILY_EPOCH).days % len(order)]
