"""``unoduo lab``: every combination of the varied rule options on the same deals, as an HTML report with plots.

The study's design and measures are documented in :mod:`unoduo.lab.study`; docs/lab.md shows one.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from unoduo.i18n import _, language_from_env, use_language
from unoduo.sim.match import AgentError

from .common import fail, parse_agent_specs, parse_options_json, progress_bar, wide_console
from .paths import output_path_problem


def _helps() -> dict[str, str]:
    """Option help in the environment's language (Typer reads help texts once, when the command is built)."""
    with use_language(language_from_env()):
        return {
            "doc": _("Variant lab: play every combination of the varied rule options on the same deals and report "
                     "what each changes (HTML with plots)."),
            "vary": _("an option and the values to try, e.g. {example}; repeat for more options (every "
                      "combination is played, the first is the baseline)").format(example="reverse_as_skip=false,true"),
            "ruleset": _("duo or classic; duo,classic plays every variant under both rulesets"),
            "options": _("rule options as JSON, e.g. '{example}'").format(example='{"target_score": 100}'),
            "players": _("number of seats (2 for duo, 2-10 for classic)"),
            "agents": _("who plays each seat in the round measures, comma-separated (one name for all)"),
            "jump_in_chance": _("under jump_in: the chance (0 to 1) that a seat of the round measures jumps in when "
                                "it may (default: random never does, the other agents whenever they may)"),
            "rounds": _("rounds per variant (round 1 of that many deals)"),
            "matches": _("of those deals, how many are played on to the end of the match (per variant)"),
            "skill": _("heuristic vs random matches per variant (even; 0: none)"),
            "ismcts": _("ismcts vs heuristic matches per variant (even; 0: none; slow)"),
            "ismcts_spec": _("the search bot of the skill gap, e.g. ismcts:100 (iterations) or ismcts:50ms"),
            "seed": _("seeds every deal and every agent; same seed, same results"),
            "workers": _("worker processes (default: the number of CPUs); with --backend ray, the CPUs of a Ray "
                         "started here"),
            "backend": _("local (process pool) or ray"),
            "address": _("Ray cluster address (with --backend ray)"),
            "engine": _("auto (the fast lane when it can play the agents), core or fast"),
            "report": _("write the HTML report to this file"),
            "plots": _("folder for the PNG plots (default: beside the report)"),
            "json": _("write the results as JSON to this file"),
        }


_HELP = _helps()
#: The command's help (its docstring is for readers of the code).
LAB_HELP = _HELP["doc"]


def print_summary(result: Any, console: Console) -> None:
    """Each measure per variant, and each variant's paired difference from the baseline, as a table."""
    from unoduo.lab.report import format_difference, format_value

    table = Table(title=_("{ruleset} lab: {variants} variants, {rounds} rounds each, seed {seed}").format(
        ruleset=result.settings.ruleset, variants=len(result.variants), rounds=result.settings.rounds,
        seed=result.settings.seed))
    table.add_column(_("measure"), justify="left")
    for variant in result.variants:
        table.add_column(f"V{variant.index}", justify="right")
    for metric in result.metrics:
        table.add_row(metric.title, *(format_value(metric, e) for e in metric.per_variant))
        if len(result.variants) > 1:
            cells = [format_difference(metric, d) if d is not None else "" for d in metric.differences]
            cells = [f"[bold]{c}[/bold]" if d is not None and d.excludes_zero else c
                     for c, d in zip(cells, metric.differences, strict=True)]
            table.add_row("  " + _("vs V0"), *cells)
    console.print(table)
    for variant in result.variants:
        console.print(f"V{variant.index}: {variant.label}")


def lab_command(
    vary: Annotated[list[str] | None, typer.Option(help=_HELP["vary"])] = None,
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    options: Annotated[str, typer.Option(help=_HELP["options"])] = "{}",
    players: Annotated[int, typer.Option(help=_HELP["players"])] = 2,
    agents: Annotated[str, typer.Option(help=_HELP["agents"])] = "heuristic",
    jump_in_chance: Annotated[float | None, typer.Option(help=_HELP["jump_in_chance"])] = None,
    rounds: Annotated[int, typer.Option(help=_HELP["rounds"])] = 2000,
    matches: Annotated[int, typer.Option(help=_HELP["matches"])] = 200,
    skill_matches: Annotated[int, typer.Option(help=_HELP["skill"])] = 100,
    ismcts_matches: Annotated[int, typer.Option(help=_HELP["ismcts"])] = 10,
    ismcts: Annotated[str, typer.Option(help=_HELP["ismcts_spec"])] = "ismcts:100",
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    workers: Annotated[int | None, typer.Option(help=_HELP["workers"])] = None,
    backend: Annotated[str, typer.Option(help=_HELP["backend"])] = "local",
    address: Annotated[str | None, typer.Option(help=_HELP["address"])] = None,
    engine: Annotated[str, typer.Option(help=_HELP["engine"])] = "auto",
    report: Annotated[Path, typer.Option(help=_HELP["report"])] = Path("lab.html"),
    plots: Annotated[Path | None, typer.Option(help=_HELP["plots"])] = None,
    json_file: Annotated[Path | None, typer.Option("--json", help=_HELP["json"])] = None,
) -> None:
    """Variant lab: every combination of the varied options on the same deals; an HTML report with plots."""
    from unoduo.lab import LabSettings, SkillPair, parse_vary, run_lab
    from unoduo.lab.fastlane import plan_engines
    from unoduo.lab.report import png_paths, write_report
    from unoduo.lab.study import lab_notes, totals

    parsed = parse_options_json(options)
    specs = parse_agent_specs(agents)
    if plots is not None and not plots.is_dir():
        fail(_("--plots must be an existing folder: {path}").format(path=plots))
    outputs = [report, *png_paths(report, plots).values(), *([json_file] if json_file else [])]
    for path in outputs:
        problem = output_path_problem(path)
        if problem is not None:
            fail(_("cannot write {path}: {reason}").format(path=path, reason=problem))
    if json_file is not None and json_file.absolute() == report.absolute():
        fail(_("--json and --report name the same file: {path}").format(path=json_file))
    try:
        settings = LabSettings(
            ruleset=ruleset, varies=tuple(parse_vary(ruleset, v) for v in vary or ()), fixed=parsed,
            players=players, agents=specs, rounds=rounds, matches=matches,
            skill=(SkillPair("heuristic", "random", skill_matches), SkillPair(ismcts.strip(), "heuristic",
                                                                               ismcts_matches)),
            seed=seed, workers=workers, backend=backend, address=address, engine=engine,
            jump_in_chance=jump_in_chance,
        )
        variant_list = settings.check()
        engines = plan_engines(settings, variant_list)
    except ValueError as exc:
        fail(str(exc))
    variant_count = len(variant_list)
    console = wide_console(140)
    status = Console(stderr=True)
    status.print(_("engine: {engine}").format(engine=engines.name))
    for note in engines.notes:
        status.print(f"  {note}", markup=False, highlight=False, soft_wrap=True)
    for note in lab_notes(settings, variant_list):
        status.print(_("note: {note}").format(note=note), markup=False, highlight=False, soft_wrap=True)
    names = {"rounds": _("rounds and matches")}
    start = time.perf_counter()
    try:
        with progress_bar() as bar:
            names.update({p.key: _("{a} vs {b}").format(a=p.a, b=p.b) for p in settings.skill})
            tasks = {kind: bar.add_task(names[kind], total=n) for kind, n in totals(settings, variant_count).items()}
            result = run_lab(settings, progress=lambda kind, n: bar.advance(tasks[kind], n))
    except AgentError as exc:
        typer.echo(_("error: {message}").format(message=exc), err=True)
        raise typer.Exit(1) from None
    except ValueError as exc:
        fail(str(exc))
    print_summary(result, console)
    try:
        written = write_report(result, report, plots)
        if json_file is not None:
            json_file.write_text(json.dumps(result.to_json(), indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        fail(_("cannot write {path}: {reason}").format(path=exc.filename, reason=exc.strerror))
    console.print(_("report written to {path} in {seconds} s").format(
        path=report, seconds=f"{time.perf_counter() - start:.1f}"))
    console.print(_("plots: {paths}").format(paths=", ".join(str(p) for p in written.values())))
    if json_file is not None:
        console.print(_("results written to {path}").format(path=json_file))
