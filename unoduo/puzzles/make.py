"""``unoduo puzzles make``'s engine: mine games on a local process pool into an append-only JSON-lines file
that a killed run resumes.

Games are numbered 0, 1, 2... in the run of a seed (:func:`unoduo.puzzles.mine.game_setup`); workers mine
them in any order, but their puzzles are written in game order, so the file is the same for any number of
workers and however often the run was interrupted. Beside the output ``FILE`` the run keeps:

- ``FILE.games``: the index of every game whose puzzles are written, one a line, appended after them;
- the meta file (``puzzles.meta.json`` beside ``puzzles.jsonl``): the command, seed and budgets, written
  when the run starts (``"complete": false``) and again, with the counts, when it ends.

On a restart the output's last line is dropped if a kill cut it short, the games already written are
skipped, and a puzzle whose id is already in the file is not written again. A restart with another seed or
other budgets than the file's meta says so and stops (it would mix two runs).

Balance: a theme is written until it holds :data:`THEME_SHARE` of the count, so no decision kind that is
merely common (a Wild Draw 4 to challenge, an UNO to catch) fills the set.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from .mine import KEEP_OBVIOUS, MAX_PER_GAME, SCREEN_SHARE, GameTask, MineSettings, mine_game
from .puzzle import Puzzle, PuzzleError, parse_lines

THEME_SHARE: Final = 0.16
Progress = Callable[[int, int], None]  # (puzzles written, games written)


class MakeError(ValueError):
    """A run that cannot start or go on (the message says why and what to do)."""


@dataclass(slots=True)
class MakeResult:
    """What a run left in its file: the puzzles, the games mined, and how many of each were new this time."""

    out: Path
    puzzles: list[Puzzle] = field(default_factory=list)
    games: int = 0
    new_puzzles: int = 0
    new_games: int = 0
    resumed: bool = False

    def counts(self) -> dict[str, dict[str, int]]:
        return {
            "theme": dict(sorted(Counter(p.theme for p in self.puzzles).items())),
            "ruleset": dict(sorted(Counter(p.ruleset for p in self.puzzles).items())),
            "decision": dict(sorted(Counter(p.decision for p in self.puzzles).items())),
        }


def meta_path(out: Path) -> Path:
    """``puzzles.meta.json`` beside ``puzzles.jsonl`` (any other name: ``NAME.meta.json``)."""
    stem = out.name[: -len(".jsonl")] if out.name.endswith(".jsonl") else out.name
    return out.with_name(stem + ".meta.json")


def games_path(out: Path) -> Path:
    return out.with_name(out.name + ".games")


def _whole_lines(path: Path) -> str:
    """The file's text up to its last newline; a cut-short last line is removed from the file itself."""
    if not path.exists():
        return ""
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1
    if end != len(data):
        with path.open("r+b") as handle:
            handle.truncate(end)
    try:
        return data[:end].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MakeError(f"{path} is not a puzzle file (not UTF-8 text): {exc}") from exc


def _commit() -> str:
    """The unoduo git commit the run is made with ('unknown' outside a git checkout)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=Path(__file__).parent, capture_output=True, text=True, timeout=10
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else "unknown"


def _settings_of(seed: int, settings: MineSettings) -> dict[str, Any]:
    """The run's settings as its meta file holds them (JSON's lists, not tuples), to compare on a resume."""
    settings_json: dict[str, Any] = json.loads(json.dumps({"seed": seed, **asdict(settings)}))
    return settings_json


def _write_meta(out: Path, meta: dict[str, Any]) -> None:
    path = meta_path(out)
    temp = path.with_name(path.name + ".tmp")
    temp.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    os.replace(temp, path)


def _start_meta(out: Path, count: int, seed: int, settings: MineSettings, command: str) -> dict[str, Any]:
    return {
        "command": command,
        "seed": seed,
        "count": count,
        "budgets": {
            "screen_playouts": settings.budget,
            "check_playouts": settings.check_budget,
            "check_factor": settings.check_factor,
        },
        "margin": {"min_gap": settings.min_gap, "z": settings.z},
        "bot_tries": {level: tries for level, _spec, tries in settings.levels},
        "bot_specs": {level: spec for level, spec, _tries in settings.levels},
        "game_agents": list(settings.game_agents),
        "screen_share": dict(SCREEN_SHARE),
        "keep_obvious": KEEP_OBVIOUS,
        "max_per_game": MAX_PER_GAME,
        "theme_share": THEME_SHARE,
        "unoduo_commit": _commit(),
        "settings": _settings_of(seed, settings),
        "complete": False,
    }


def _check_resumable(out: Path, seed: int, settings: MineSettings) -> None:
    path = meta_path(out)
    if not path.exists():
        return
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise MakeError(f"cannot read {path}: {exc}; remove it to start afresh") from exc
    if old.get("settings") != _settings_of(seed, settings):
        raise MakeError(
            f"{out} was made with {old.get('settings')}, not {_settings_of(seed, settings)}: give another --out, "
            "or the same --seed and --budget to resume it"
        )


def _tasks(seed: int, first: int, settings: MineSettings) -> Iterator[GameTask]:
    game = first
    while True:
        yield GameTask(seed, game, settings)
        game += 1


def make_puzzles(
    out: Path,
    count: int,
    seed: int,
    *,
    workers: int = 1,
    settings: MineSettings | None = None,
    command: str = "",
    progress: Progress | None = None,
) -> MakeResult:
    """Mine until ``out`` holds ``count`` puzzles (resuming what it holds); see the module docstring.

    ``workers=1`` mines in this process (no pool). Raises :class:`MakeError` for a file of another run or
    one that is not a puzzle file.
    """
    settings = settings or MineSettings()
    if count < 1:
        raise MakeError(f"the count must be at least 1, not {count}")
    if workers < 1:
        raise MakeError(f"the number of workers must be at least 1, not {workers}")
    out.parent.mkdir(parents=True, exist_ok=True)
    _check_resumable(out, seed, settings)
    try:
        puzzles = list(parse_lines(_whole_lines(out), source=str(out)))
    except PuzzleError as exc:
        raise MakeError(str(exc)) from exc
    done_text = _whole_lines(games_path(out))
    try:
        done = [int(line) for line in done_text.split()]
    except ValueError as exc:
        raise MakeError(f"{games_path(out)} is not a list of game numbers: {exc}") from exc
    if done != list(range(len(done))):
        raise MakeError(f"{games_path(out)} does not list games 0, 1, 2... in order; remove it and {out} to restart")
    result = MakeResult(out=out, puzzles=puzzles, games=len(done), resumed=bool(puzzles or done))
    meta = _start_meta(out, count, seed, settings, command)
    _write_meta(out, meta)
    ids = {p.id for p in puzzles}
    themes = Counter(p.theme for p in puzzles)
    quota = max(1, math.ceil(count * THEME_SHARE))
    if progress:
        progress(len(puzzles), result.games)
    with out.open("a", encoding="utf-8") as lines, games_path(out).open("a", encoding="utf-8") as games:

        def write(game: int, found: list[dict[str, Any]]) -> None:
            for data in found:
                if len(result.puzzles) >= count:
                    break
                puzzle = Puzzle.from_dict(data)
                if puzzle.id in ids or themes[puzzle.theme] >= quota:
                    continue
                lines.write(puzzle.to_json() + "\n")
                ids.add(puzzle.id)
                themes[puzzle.theme] += 1
                result.puzzles.append(puzzle)
                result.new_puzzles += 1
            lines.flush()
            games.write(f"{game}\n")
            games.flush()
            result.games += 1
            result.new_games += 1
            if progress:
                progress(len(result.puzzles), result.games)

        tasks = _tasks(seed, result.games, settings)
        if workers == 1:
            while len(result.puzzles) < count:
                write(*mine_game(next(tasks)))
        else:
            _run_pool(tasks, workers, write, lambda: len(result.puzzles) >= count, result.games)
    meta.update(complete=True, puzzles=len(result.puzzles), games=result.games, counts=result.counts())
    _write_meta(out, meta)
    return result


def _run_pool(
    tasks: Iterator[GameTask],
    workers: int,
    write: Callable[[int, list[dict[str, Any]]], None],
    finished: Callable[[], bool],
    next_game: int,
) -> None:
    """Keep ``2 * workers`` games in flight; write their results in game order until ``finished()``."""
    ready: dict[int, list[dict[str, Any]]] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        running: set[Future[tuple[int, list[dict[str, Any]]]]] = set()
        try:
            while not finished():
                while len(running) < 2 * workers:
                    running.add(pool.submit(mine_game, next(tasks)))
                completed, running = wait(running, return_when=FIRST_COMPLETED)
                for future in completed:
                    game, found = future.result()
                    ready[game] = found
                while next_game in ready and not finished():
                    write(next_game, ready.pop(next_game))
                    next_game += 1
        finally:
            for future in running:
                future.cancel()
