"""``unoduo train``: train the learned bot from scratch with a seed, resumable, with its curve (docs/learned-bot.md).

The training itself is :mod:`unoduo.train`'s (PyTorch, the optional ``train`` extra); this module reads the
options, shows the progress bar and reports.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from unoduo.i18n import _, language_from_env, use_language

from .common import fail, progress_bar

if TYPE_CHECKING:
    from unoduo.train.loop import Trainer


def _helps() -> dict[str, str]:
    """Help texts in the environment's language (Typer reads them once, when the commands are built)."""
    with use_language(language_from_env()):
        return {
            "doc": _(
                "Train the learned bot (the master difficulty) on the fast lane: PPO in self-play, "
                "checkpoints that resume when the same command runs again, a learning curve. Needs PyTorch: "
                "pip install 'unoduo[train]'."
            ),
            "ruleset": _("duo or classic"),
            "players": _("players (classic: 2 to 4)"),
            "hours": _("training time in hours (the measurements do not count)"),
            "out": _("the run's folder: checkpoint, curve.csv, curve.png and the exported weights"),
            "seed": _("seeds the network and the games; same seed, same run"),
            "opponents": _("bots measured against for the curve, comma-separated agent specs"),
            "opponent": _("who the network plays while it learns: self (self-play, with some games against "
                          "the greedy bot) or greedy"),
            "eval_minutes": _("minutes of training between two points of the curve"),
            "install": _("copy the exported weights into the package at the end (they become the master bot)"),
        }


_HELP = _helps()
TRAIN_HELP = _HELP["doc"]


def train_command(
    out: Annotated[Path, typer.Option(help=_HELP["out"])],
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    players: Annotated[int, typer.Option(help=_HELP["players"])] = 2,
    hours: Annotated[float, typer.Option(help=_HELP["hours"])] = 2.0,
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    opponent: Annotated[str, typer.Option(help=_HELP["opponent"])] = "self",
    opponents: Annotated[str, typer.Option(help=_HELP["opponents"])] = "medium",
    eval_minutes: Annotated[float, typer.Option(help=_HELP["eval_minutes"])] = 10.0,
    install: Annotated[bool, typer.Option(help=_HELP["install"])] = False,
) -> None:
    """Train one network (see :func:`unoduo.train.run.train`)."""
    from unoduo.agents.registry import parse_spec

    if ruleset not in ("duo", "classic"):
        fail(_("Unknown ruleset: choose duo or classic."))
    if ruleset == "duo" and players != 2:
        fail(_("UNO Duo is for exactly 2 players."))
    if not 2 <= players <= 4:
        fail(_("the trainer takes 2 to 4 players, not {n}").format(n=players))
    if not hours > 0:
        fail(_("--hours must be more than 0, not {value}").format(value=hours))
    if not eval_minutes > 0:
        fail(_("--eval-minutes must be more than 0, not {value}").format(value=eval_minutes))
    if opponent not in ("self", "greedy"):
        fail(_("--opponent must be self or greedy, not {value}").format(value=opponent))
    specs = [spec.strip() for spec in opponents.split(",") if spec.strip()]
    for spec in specs:
        try:
            parse_spec(spec)
        except ValueError as exc:
            fail(str(exc))
    if out.exists() and not out.is_dir():
        fail(_("cannot write {path}: {reason}").format(path=out, reason=_("not a folder")))
    try:
        from unoduo.train.loop import install as install_weights
        from unoduo.train.run import train
    except ImportError:
        fail(_("PyTorch is not installed: pip install 'unoduo[train]'"))
    command = "unoduo train " + " ".join(shlex.quote(a) for a in sys.argv[2:])
    seconds = hours * 3600.0
    try:
        with progress_bar() as bar:
            task = bar.add_task(_("training"), total=seconds)

            def show(trainer: Trainer, scores: dict[str, float]) -> None:
                done = trainer.trained_seconds
                rates = ", ".join(f"{name} {scores[name]:.0%}" for name in ["greedy", *specs] if name in scores)
                bar.update(task, completed=min(done, seconds), description=_("training ({rates})").format(
                    rates=rates or "-"))

            trainer = train(ruleset, players, seconds, out, seed=seed, opponent=opponent, opponents=specs,
                            eval_every=eval_minutes * 60.0, command=command, report=show)
    except ValueError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(_("cannot write {path}: {reason}").format(path=out, reason=exc.strerror))
    except KeyboardInterrupt:
        typer.echo(_("interrupted: run the same command again to go on where it stopped"), err=True)
        raise typer.Exit(130) from None
    typer.echo(_("{steps} steps in {minutes:.1f} minutes of training; weights, curve.csv and curve.png in {out}")
               .format(steps=trainer.steps, minutes=trainer.trained_seconds / 60, out=out))
    if install:
        from unoduo.net.network import weights_name

        for path in install_weights(out, weights_name(ruleset, players)):
            typer.echo(_("installed {path}").format(path=path))
