"""``unoduo tournament``: a round-robin between agents, printed as tables, optionally as JSON and a PNG plot.

The schedule, the statistics and the JSON layout are documented in :mod:`unoduo.sim.tournament`.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from unoduo.sim.match import AgentError
from unoduo.sim.tournament import BACKENDS, TournamentResult, run_tournament, write_plot


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def _ms(seconds: float) -> str:
    return f"{1000.0 * seconds:.2f}"


def print_result(result: TournamentResult, console: Console, elapsed: float | None = None) -> None:
    """The pair table and the agent table."""
    lower = "lower is better" if result.ruleset == "duo" else "higher is better"
    pairs = Table(title=f"{result.ruleset} round-robin: {result.matches_per_pair} matches per pair, "
                        f"seed {result.seed}, {result.players} players",
                  caption=f"win rate: draws count 1/2; pts/round: per seat, {lower}")
    for name in ("agent", "opponent", "matches", "W-L-D", "win rate", "95% CI", "round win rate", "pts/round"):
        pairs.add_column(name, justify="left" if name in ("agent", "opponent") else "right")
    for p in result.pairs:
        low, high = p.ci
        pairs.add_row(p.agent, p.opponent, str(p.matches), f"{p.wins}-{p.losses}-{p.draws}", f"{p.win_rate:.3f}",
                      f"{low:.3f}-{high:.3f}", f"{p.round_win_rate:.3f}", f"{p.mean_points_per_round:.2f}")
    console.print(pairs)
    agents = Table(title="agents (Elo in schedule order, start 1500, K=16)")
    for name in ("agent", "rating", "matches", "W-L-D", "decisions", "ms/decision", "max ms"):
        agents.add_column(name, justify="left" if name == "agent" else "right")
    for a in sorted(result.agents, key=lambda a: -a.rating):
        agents.add_row(a.agent, f"{a.rating:.1f}", str(a.matches), f"{a.wins}-{a.losses}-{a.draws}",
                       str(a.decisions), f"{a.mean_decision_ms:.3f}", _ms(a.decision_time_max))
    console.print(agents)
    if elapsed is not None:
        console.print(f"{len(result.outcomes)} matches in {elapsed:.1f} s")


def tournament_command(
    agents: Annotated[str, typer.Option(
        help="comma-separated agent specs: random, easy, heuristic, ismcts, ismcts:200 (iterations), "
             "ismcts:100ms (time per decision), medium, hard, expert")],
    matches: Annotated[int, typer.Option(help="matches per pair of agents (even: each deal is played twice, "
                                              "seats swapped)")] = 400,
    ruleset: Annotated[str, typer.Option(help="duo or classic")] = "duo",
    workers: Annotated[int | None, typer.Option(help="worker processes (default: the number of CPUs); "
                                                     "with --backend ray, the CPUs of a Ray started here")] = None,
    seed: Annotated[int, typer.Option(help="seeds every deal and every agent; same seed, same results")] = 0,
    players: Annotated[int, typer.Option(help="seats per match (classic: agent A alone in one seat vs B in "
                                              "all the others, and the reverse)")] = 2,
    options: Annotated[str, typer.Option(help='rule options as JSON, e.g. \'{"target_score": 100}\'')] = "{}",
    json_file: Annotated[Path | None, typer.Option("--json", help="write the results as JSON to this file")] = None,
    plot: Annotated[Path | None, typer.Option(help="write a PNG of each pair's win rate with its 95% CI")] = None,
    backend: Annotated[str, typer.Option(help="local (process pool) or ray")] = "local",
    address: Annotated[str | None, typer.Option(help="Ray cluster address (with --backend ray)")] = None,
) -> None:
    """Round-robin tournament between agents: win rates with 95% CIs, round win rates, points, Elo."""
    try:
        parsed: Any = json.loads(options)
    except json.JSONDecodeError as exc:
        _fail(f"--options is not valid JSON: {exc}")
    if not isinstance(parsed, dict):
        _fail(f"--options must be a JSON object of option names to values, not {options!r}")
    specs = [spec.strip() for spec in agents.split(",")]
    if any(not spec for spec in specs):
        _fail(f"--agents has an empty spec: {agents!r} (give comma-separated specs, e.g. heuristic,ismcts:200)")
    if backend not in BACKENDS:
        _fail(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    if address is not None and backend != "ray":
        _fail("--address is only for --backend ray")
    if workers is not None and workers < 1:
        _fail(f"--workers must be at least 1, not {workers}")
    if type(matches) is int and (matches < 2 or matches % 2):
        _fail(f"--matches must be a positive even number (each deal is played twice, seats swapped), not {matches}")
    console = Console()
    if not console.is_terminal:  # a file or a pipe: wide enough that the tables are not cut
        console = Console(width=max(console.width, 120))
    status = Console(stderr=True)
    start = time.perf_counter()
    try:
        from unoduo.sim.tournament import check_settings

        check_settings(specs, matches, ruleset, players, parsed)
        with Progress(
            TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), TimeRemainingColumn(), console=status, transient=False,
        ) as bar:
            n_pairs = len(specs) * (len(specs) - 1) // 2
            task = bar.add_task("matches", total=n_pairs * matches)
            result = run_tournament(
                specs, matches, ruleset=ruleset, players=players, options=parsed, seed=seed, workers=workers,
                backend=backend, address=address, progress=lambda n: bar.advance(task, n),
            )
    except AgentError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    except ValueError as exc:
        _fail(str(exc))
    elapsed = time.perf_counter() - start
    print_result(result, console, elapsed)
    if json_file is not None:
        try:
            json_file.write_text(json.dumps(result.to_json(), indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            _fail(f"cannot write {json_file}: {exc.strerror}")
        console.print(f"results written to {json_file}")
    if plot is not None:
        try:
            write_plot(result, plot)
        except OSError as exc:
            _fail(f"cannot write {plot}: {exc.strerror}")
        console.print(f"plot written to {plot}")
