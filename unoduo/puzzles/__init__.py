"""Puzzles from real games: one decision of a bot match where one action is clearly best from the deciding
seat's view alone, with its theme, its difficulty for each bot level and the coach's numbers.

This package owns the :class:`Puzzle` value and the shipped set (``data/puzzles.jsonl``, made by
``unoduo puzzles make``, its command and seed in ``data/puzzles.meta.json``), the miner that finds and
checks puzzles (:mod:`.mine`, on a process pool in :mod:`.make`), and the daily puzzle. It imports the
core, the coach (``analysis``) and the bots (``agents``); the core never imports it. docs/puzzles.md
describes the themes, the checks and the data format.

>>> puzzle = load_puzzles()[0]
>>> puzzle.is_solution(puzzle.best) and puzzle.view().to_act == puzzle.seat
True
"""

from .puzzle import (
    LEVELS,
    THEME_IDS,
    THEMES,
    Puzzle,
    PuzzleError,
    daily_puzzle,
    load_puzzles,
    parse_answer,
    puzzle_by_id,
    puzzles_by_theme,
)

__all__ = [
    "LEVELS",
    "THEMES",
    "THEME_IDS",
    "Puzzle",
    "PuzzleError",
    "daily_puzzle",
    "load_puzzles",
    "parse_answer",
    "puzzle_by_id",
    "puzzles_by_theme",
]
