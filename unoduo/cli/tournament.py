"""``unoduo tournament``: a round-robin between agents, printed as tables, optionally as JSON and a PNG plot.

The schedule, the statistics and the JSON layout are documented in :mod:`unoduo.sim.tournament`.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from unoduo.i18n import _, language_from_env, ngettext, use_language
from unoduo.sim.match import AgentError
from unoduo.sim.tournament import BACKENDS, TournamentResult, run_tournament, write_plot

from .common import fail, parse_agent_specs, parse_options_json, progress_bar, wide_console, write_json_result
from .paths import output_path_problem


def _helps() -> dict[str, str]:
    """Option help in the environment's language (Typer reads help texts once, when the command is built)."""
    with use_language(language_from_env()):
        return {
            "doc": _("Round-robin tournament between agents: win rates with 95% CIs, round win rates, points, Elo."),
            "agents": _("comma-separated agent specs: random, easy, heuristic, ismcts, ismcts:200 (iterations), "
                        "ismcts:100ms (time per decision), medium, hard, expert"),
            "matches": _("matches per pair of agents (even: each deal is played twice, seats swapped)"),
            "ruleset": _("duo or classic"),
            "workers": _("worker processes (default: the number of CPUs); with --backend ray, the CPUs of a Ray "
                         "started here"),
            "seed": _("seeds every deal and every agent; same seed, same results"),
            "players": _("seats per match (classic: agent A alone in one seat vs B in all the others, and the "
                         "reverse)"),
            "options": _("rule options as JSON, e.g. '{example}'").format(example='{"target_score": 100}'),
            "json": _("write the results as JSON to this file"),
            "plot": _("write a PNG of each pair's win rate with its 95% CI"),
            "backend": _("local (process pool) or ray"),
            "address": _("Ray cluster address (with --backend ray)"),
        }


_HELP = _helps()
#: The command's help (its docstring is for readers of the code).
TOURNAMENT_HELP = _HELP["doc"]


def _ms(seconds: float) -> str:
    return f"{1000.0 * seconds:.2f}"


def print_result(result: TournamentResult, console: Console, elapsed: float | None = None) -> None:
    """The pair table and the agent table."""
    lower = _("lower is better") if result.ruleset == "duo" else _("higher is better")
    pairs = Table(title=_("{ruleset} round-robin: {matches} matches per pair, seed {seed}, {players} players").format(
                      ruleset=result.ruleset, matches=result.matches_per_pair, seed=result.seed,
                      players=result.players),
                  caption=_("win rate: draws count 1/2; pts/round: per seat, {better}").format(better=lower))
    pair_columns = (_("agent"), _("opponent"), _("matches"), _("W-L-D"), _("win rate"), _("95% CI"),
                    _("round win rate"), _("pts/round"))
    for index, name in enumerate(pair_columns):
        pairs.add_column(name, justify="left" if index < 2 else "right")
    for p in result.pairs:
        low, high = p.ci
        pairs.add_row(p.agent, p.opponent, str(p.matches), f"{p.wins}-{p.losses}-{p.draws}", f"{p.win_rate:.3f}",
                      f"{low:.3f}-{high:.3f}", f"{p.round_win_rate:.3f}", f"{p.mean_points_per_round:.2f}")
    console.print(pairs)
    agents = Table(title=_("agents (Elo in schedule order, start 1500, K=16)"))
    agent_columns = (_("agent"), _("rating"), _("matches"), _("W-L-D"), _("decisions"), _("ms/decision"),
                     _("max ms"))
    for index, name in enumerate(agent_columns):
        agents.add_column(name, justify="left" if index == 0 else "right")
    for a in sorted(result.agents, key=lambda a: -a.rating):
        agents.add_row(a.agent, f"{a.rating:.1f}", str(a.matches), f"{a.wins}-{a.losses}-{a.draws}",
                       str(a.decisions), f"{a.mean_decision_ms:.3f}", _ms(a.decision_time_max))
    console.print(agents)
    if elapsed is not None:
        console.print(ngettext("{n} match in {seconds} s", "{n} matches in {seconds} s", len(result.outcomes))
                      .format(n=len(result.outcomes), seconds=f"{elapsed:.1f}"))


def tournament_command(
    agents: Annotated[str, typer.Option(help=_HELP["agents"])],
    matches: Annotated[int, typer.Option(help=_HELP["matches"])] = 400,
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    workers: Annotated[int | None, typer.Option(help=_HELP["workers"])] = None,
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    players: Annotated[int, typer.Option(help=_HELP["players"])] = 2,
    options: Annotated[str, typer.Option(help=_HELP["options"])] = "{}",
    json_file: Annotated[Path | None, typer.Option("--json", help=_HELP["json"])] = None,
    plot: Annotated[Path | None, typer.Option(help=_HELP["plot"])] = None,
    backend: Annotated[str, typer.Option(help=_HELP["backend"])] = "local",
    address: Annotated[str | None, typer.Option(help=_HELP["address"])] = None,
) -> None:
    """Round-robin tournament between agents: win rates with 95% CIs, round win rates, points, Elo."""
    parsed = parse_options_json(options)
    specs = list(parse_agent_specs(agents))
    if backend not in BACKENDS:
        fail(_("--backend must be one of {choices}, not {value}").format(choices=", ".join(BACKENDS),
                                                                        value=repr(backend)))
    if address is not None and backend != "ray":
        fail(_("--address is only for --backend ray"))
    if workers is not None and workers < 1:
        fail(_("--workers must be at least 1, not {value}").format(value=workers))
    if type(matches) is int and (matches < 2 or matches % 2):
        fail(_("--matches must be a positive even number (each deal is played twice, seats swapped), not {value}")
              .format(value=matches))
    for path in (json_file, plot):
        problem = None if path is None else output_path_problem(path)
        if problem is not None:
            fail(_("cannot write {path}: {reason}").format(path=path, reason=problem))
    if json_file is not None and plot is not None and json_file.absolute() == plot.absolute():
        fail(_("--json and --plot name the same file: {path}").format(path=json_file))
    console = wide_console(120)
    start = time.perf_counter()
    try:
        from unoduo.sim.tournament import check_settings

        check_settings(specs, matches, ruleset, players, parsed)
        with progress_bar() as bar:
            n_pairs = len(specs) * (len(specs) - 1) // 2
            task = bar.add_task(_("matches"), total=n_pairs * matches)
            result = run_tournament(
                specs, matches, ruleset=ruleset, players=players, options=parsed, seed=seed, workers=workers,
                backend=backend, address=address, progress=lambda n: bar.advance(task, n),
            )
    except AgentError as exc:
        typer.echo(_("error: {message}").format(message=exc), err=True)
        raise typer.Exit(1) from None
    except ValueError as exc:
        fail(str(exc))
    elapsed = time.perf_counter() - start
    print_result(result, console, elapsed)
    if json_file is not None:
        write_json_result(json_file, result.to_json(), console)
    if plot is not None:
        try:
            write_plot(result, plot)
        except OSError as exc:
            fail(_("cannot write {path}: {reason}").format(path=plot, reason=exc.strerror))
        console.print(_("plot written to {path}").format(path=plot))
