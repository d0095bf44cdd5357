"""``unoduo review``: the coach's post-game review of one seat's decisions (docs/analysis.md).

Evaluates every decision of the seat with only what it knew then (:func:`unoduo.analysis.review_record`, on
every core by default), with a progress bar; prints the marked decisions (inaccuracies, mistakes, blunders)
as a table, a summary per round, and optionally writes the whole review as JSON (``--json``).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from unoduo.analysis import LABELS, Budget, Review, review_record
from unoduo.core import Record, RecordError
from unoduo.core.errors import UnoduoError
from unoduo.core.record import ReplayError
from unoduo.i18n import _, language_from_env, ngettext, use_language

from .common import fail, progress_bar, wide_console
from .paths import output_path_problem


def _helps() -> dict[str, str]:
    """Option help in the environment's language (Typer reads help texts once, when the command is built)."""
    with use_language(language_from_env()):
        return {
            "doc": _("Review a game record: each decision of one seat, the coach's best action, the win chance lost, "
                     "and the mistakes marked."),
            "record_file": _("a game record (RECORDS.md)"),
            "seat": _("the seat whose decisions are reviewed (0 = first)"),
            "json": _("write the whole review as JSON to this file (format in docs/analysis.md)"),
            "budget": _("work per decision: a time ('200ms', '2s') or a number of playouts ('500')"),
            "workers": _("worker processes (default: every core)"),
            "seed": _("seeds the sampled deals; with a playout budget the same seed gives the same review"),
            "all": _("list every decision, not only the marked ones"),
        }


_HELP = _helps()
REVIEW_HELP = _HELP["doc"]


def label_text(label: str) -> str:
    """A review label in the user's language (the JSON keeps the English key)."""
    names = {
        # TRANSLATORS: review label: the coach's best move (or as good)
        "best": _("best"),
        # TRANSLATORS: review label: nearly as good as the best move
        "good": _("good"),
        # TRANSLATORS: review label: a small loss of win chance (as in chess analysis)
        "inaccuracy": _("inaccuracy"),
        # TRANSLATORS: review label: a clear loss of win chance (as in chess analysis)
        "mistake": _("mistake"),
        # TRANSLATORS: review label: a serious loss of win chance (as in chess analysis)
        "blunder": _("blunder"),
    }
    return names.get(label, label)


_STYLE = {"best": "green", "good": "green", "inaccuracy": "yellow", "mistake": "dark_orange", "blunder": "bold red"}


def _pct(value: float) -> str:
    return f"{100 * value:.0f}%"


def print_review(review: Review, console: Console, show_all: bool = False) -> None:
    """The marked decisions (or all), the per-round summary and the overall accuracy."""
    shown = list(review.decisions) if show_all else review.marked("inaccuracy")
    if shown:
        table = Table(title=_("Decisions of seat {seat}").format(seat=review.seat) if show_all
                      else _("Marked decisions of seat {seat}").format(seat=review.seat),
                      caption=_("win: the chance to win the round; ± one standard error"))
        columns = (_("round"), _("move"), _("played"), _("best"), _("win before"), _("win after"), _("loss"),
                   _("label"))
        for index, name in enumerate(columns):
            table.add_column(name, justify="right" if index in (0, 1, 4, 5, 6) else "left")
        for d in shown:
            style = _STYLE.get(d.label, "")
            table.add_row(
                str(d.round), str(d.index), str(d.action), "" if d.best == d.action else str(d.best),
                f"{_pct(d.win_before)} ±{_pct(d.win_before_se)}", f"{_pct(d.win_after)} ±{_pct(d.win_after_se)}",
                _pct(d.loss), f"[{style}]{label_text(d.label)}[/]" if style else label_text(d.label),
            )
        console.print(table)
    else:
        console.print(_("No inaccuracies, mistakes or blunders: well played."))
    rounds = Table(title=_("Rounds"))
    round_columns = (_("round"), _("decisions"), _("accuracy"), *(label_text(label) for label in LABELS),
                     _("result"), _("worst moves"))
    for index, name in enumerate(round_columns):
        rounds.add_column(name, justify="left" if index == len(round_columns) - 1 else "right")
    for r in review.rounds:
        result = "" if r.won is None else (_("won") if r.won else _("lost"))
        rounds.add_row(str(r.round), str(r.decisions), f"{r.accuracy:.0f}%",
                       *(str(r.labels[label]) for label in LABELS), result, ", ".join(map(str, r.worst)))
    console.print(rounds)
    console.print(_("Accuracy {accuracy}% over {decisions} (best or good among the decisions that were not forced, "
                    "draft picks and challenges left out).")
                  .format(accuracy=f"{review.accuracy:.0f}",
                          decisions=ngettext("{n} decision", "{n} decisions", len(review.decisions))
                          .format(n=len(review.decisions))))


def review_command(
    record_file: Annotated[Path, typer.Argument(metavar="RECORD.json", help=_HELP["record_file"])],
    seat: Annotated[int, typer.Option(help=_HELP["seat"])] = 0,
    json_file: Annotated[Path | None, typer.Option("--json", help=_HELP["json"])] = None,
    budget: Annotated[str, typer.Option(help=_HELP["budget"])] = "200ms",
    workers: Annotated[int | None, typer.Option(help=_HELP["workers"])] = None,
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    show_all: Annotated[bool, typer.Option("--all", help=_HELP["all"])] = False,
) -> None:
    """Review a game record: each decision of one seat, the best action, the win chance lost, mistakes marked."""
    try:
        limit = Budget.parse(budget)
    except ValueError as exc:
        fail(str(exc))
    if workers is not None and workers < 1:
        fail(_("--workers must be at least 1, not {value}").format(value=workers))
    problem = None if json_file is None else output_path_problem(json_file)
    if problem is not None:
        fail(_("cannot write {path}: {reason}").format(path=json_file, reason=problem))
    try:
        text = record_file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        fail(_("cannot read {path}: {reason}").format(
            path=record_file, reason=exc.strerror if isinstance(exc, OSError) else exc))
    try:
        record = Record.from_json(text)
    except RecordError as exc:
        fail(f"{record_file}: {exc.message}")
    if not 0 <= seat < record.players:
        fail(_("--seat must be a seat of the record, 0 to {last}, not {value}").format(
            last=record.players - 1, value=seat))
    console = wide_console(120)
    started = time.perf_counter()
    try:
        with progress_bar() as bar:
            task = bar.add_task(_("decisions"), total=None)

            def advance(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            review = review_record(record, seat, limit, progress=advance,
                                   workers=workers if workers is not None else (os.cpu_count() or 1), seed=seed)
    except ReplayError as exc:
        fail(f"{record_file}: {exc.message}")
    except UnoduoError as exc:
        fail(f"{record_file}: {exc.message}")
    print_review(review, console, show_all)
    console.print(ngettext("{n} decision reviewed in {seconds} s", "{n} decisions reviewed in {seconds} s",
                           len(review.decisions)).format(n=len(review.decisions),
                                                         seconds=f"{time.perf_counter() - started:.1f}"))
    if json_file is not None:
        try:
            json_file.write_text(review.to_json() + "\n", encoding="utf-8")
        except OSError as exc:
            fail(_("cannot write {path}: {reason}").format(path=json_file, reason=exc.strerror))
        console.print(_("review written to {path}").format(path=json_file))
