"""``unoduo puzzles make``: mine checked puzzles from bot games into a JSON-lines file (docs/puzzles.md).

The mining, the checks, the balance and the resume are :mod:`unoduo.puzzles.make`'s; this module reads the
options, shows the progress bar and reports.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from unoduo.i18n import _, language_from_env, use_language

from .common import fail, progress_bar


def _helps() -> dict[str, str]:
    """Help texts in the environment's language (Typer reads them once, when the commands are built)."""
    with use_language(language_from_env()):
        return {
            "app": _("Puzzles from real games: make the set (see docs/puzzles.md)."),
            "make": _(
                "Mine puzzles from bot games: each checked at four times the budget, with its theme and "
                "difficulty. A killed run resumes when the same command is run again."
            ),
            "count": _("how many puzzles the file should hold"),
            "seed": _("seeds the games and every check; same seed, same puzzles"),
            "out": _("the JSON-lines file to write (appended to; its meta file beside it)"),
            "workers": _("worker processes (default: the number of CPUs)"),
            "budget": _("playouts of the first look at a decision (the check plays four times as many)"),
        }


_HELP = _helps()
PUZZLES_HELP = _HELP["app"]
puzzles_app = typer.Typer(add_completion=False, no_args_is_help=True, help=PUZZLES_HELP)


@puzzles_app.command("make", help=_HELP["make"])
def make_command(
    out: Annotated[Path, typer.Option(help=_HELP["out"])],
    count: Annotated[int, typer.Option(help=_HELP["count"])] = 500,
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    workers: Annotated[int | None, typer.Option(help=_HELP["workers"])] = None,
    budget: Annotated[int, typer.Option(help=_HELP["budget"])] = 600,
) -> None:
    """Mine puzzles from bot games into ``out`` (see :func:`unoduo.puzzles.make.make_puzzles`)."""
    from unoduo.puzzles.make import MakeError, make_puzzles
    from unoduo.puzzles.mine import MineSettings

    if count < 1:
        fail(_("--count must be at least 1, not {value}").format(value=count))
    if budget < 10:
        fail(_("--budget must be at least 10 playouts, not {value}").format(value=budget))
    if workers is not None and workers < 1:
        fail(_("--workers must be at least 1, not {value}").format(value=workers))
    if out.exists() and not out.is_file():
        fail(_("cannot write {path}: {reason}").format(path=out, reason=_("it is not a file")))
    pool = workers or os.cpu_count() or 1
    command = f"unoduo puzzles make --count {count} --seed {seed} --out {out} --budget {budget}"
    try:
        with progress_bar() as bar:
            task = bar.add_task(_("puzzles"), total=count)

            def show(puzzles: int, games: int) -> None:
                bar.update(task, completed=puzzles, description=_("puzzles ({games} games)").format(games=games))

            result = make_puzzles(
                out, count, seed, workers=pool, settings=MineSettings(budget=budget), command=command, progress=show
            )
    except MakeError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(_("cannot write {path}: {reason}").format(path=out, reason=exc.strerror))
    except KeyboardInterrupt:
        typer.echo(_("interrupted: run the same command again to go on where it stopped"), err=True)
        raise typer.Exit(130) from None
    typer.echo(
        _("{count} puzzles in {path} ({new} new, from {games} games)").format(
            count=len(result.puzzles), path=out, new=result.new_puzzles, games=result.games
        )
    )
