"""``unoduo simulate``: millions of rounds of compiled self-play on the fast lane (``pip install 'unoduo[fast]'``),
statistics with 95% confidence intervals and sample records. See :mod:`unoduo.fast.simulate`."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from unoduo.i18n import _, language_from_env, use_language

from .common import fail, parse_options_json, progress_bar, write_json_result


def _helps() -> dict[str, str]:
    with use_language(language_from_env()):
        return {
            "doc": _("Simulate many rounds on the fast lane: round length, first player advantage and points with "
                     "95% CIs."),
            "ruleset": _("duo or classic"),
            "rounds": _("how many rounds to simulate"),
            "players": _("number of seats (2 for duo, 2-10 for classic)"),
            "options": _("rule options as JSON, e.g. '{example}'").format(example='{"target_score": 100}'),
            "policy": _("the policy of every seat: random, greedy or uniform"),
            "jump_in_chance": _("under jump_in: the chance (0 to 1) that a seat offered a jump-in takes it, whatever "
                                "its policy (by default greedy always jumps in, random and uniform never)"),
            "records": _("write sample game records into this folder"),
            "keep": _("how many sample records to write"),
            "seed": _("seeds every deal and every choice; same seed, same results"),
            "backend": _("local (this process) or ray"),
            "address": _("Ray cluster address (with --backend ray)"),
            "json": _("write the results as JSON to this file"),
        }


_HELP = _helps()
SIMULATE_HELP = _HELP["doc"]


def simulate_command(
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    rounds: Annotated[int, typer.Option(help=_HELP["rounds"])] = 100_000,
    players: Annotated[int, typer.Option(help=_HELP["players"])] = 2,
    options: Annotated[str, typer.Option(help=_HELP["options"])] = "{}",
    policy: Annotated[str, typer.Option(help=_HELP["policy"])] = "random",
    jump_in_chance: Annotated[float | None, typer.Option(help=_HELP["jump_in_chance"])] = None,
    records: Annotated[Path | None, typer.Option(help=_HELP["records"])] = None,
    keep: Annotated[int, typer.Option(help=_HELP["keep"])] = 10,
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    backend: Annotated[str, typer.Option(help=_HELP["backend"])] = "local",
    address: Annotated[str | None, typer.Option(help=_HELP["address"])] = None,
    json_file: Annotated[Path | None, typer.Option("--json", help=_HELP["json"])] = None,
) -> None:
    """Simulate many rounds on the fast lane and print statistics with 95% confidence intervals."""
    parsed = parse_options_json(options)
    if rounds < 1:
        fail(_("--rounds must be at least 1, not {value}").format(value=rounds))
    if keep < 0:
        fail(_("--keep must be at least 0, not {value}").format(value=keep))
    if backend not in ("local", "ray"):
        fail(_("--backend must be one of {choices}, not {value}").format(choices="local, ray", value=repr(backend)))
    if address is not None and backend != "ray":
        fail(_("--address is only for --backend ray"))
    if records is not None and records.exists() and not records.is_dir():
        fail(_("cannot write {path}: {reason}").format(path=records, reason=_("not a folder")))
    try:
        from unoduo.fast.simulate import check_settings, sample_records, simulate
        from unoduo.fast.warmup import Kernels
    except ImportError as exc:
        fail(str(exc))
    try:
        check_settings(ruleset, players, parsed, policy, jump_in_chance)
    except ValueError as exc:
        fail(str(exc))
    console = Console()
    start = time.perf_counter()
    jobs = ("simulate", "records") if records is not None and keep else ("simulate",)
    try:
        with progress_bar() as bar:
            kernels = Kernels(jobs, lambda event, kernel: _compiling(bar.console, event, kernel))
            task = bar.add_task(_("rounds"), total=rounds)
            result = simulate(ruleset, rounds, players=players, options=parsed, policy=policy, seed=seed,
                              backend=backend, address=address, progress=lambda n: bar.advance(task, n),
                              jump_in_chance=jump_in_chance, kernels=kernels if backend == "local" else None)
    except ValueError as exc:
        fail(str(exc))
    elapsed = time.perf_counter() - start
    _print(result, console, elapsed)
    if json_file is not None:
        write_json_result(json_file, result.to_json(), console)
    if records is not None and keep:
        try:
            records.mkdir(parents=True, exist_ok=True)
            samples = sample_records(ruleset, players, parsed, policy, seed, keep, jump_in_chance=jump_in_chance,
                                     kernels=kernels)
            for k, record in enumerate(samples):
                (records / f"match-{k:04d}.json").write_text(record.to_json() + "\n", encoding="utf-8")
        except OSError as exc:
            fail(_("cannot write {path}: {reason}").format(path=records, reason=exc.strerror))
        console.print(_("{count} sample records written to {path}").format(count=keep, path=records))


def _compiling(console: Console, event: str, kernel: str) -> None:
    """The progress lines (standard error) of a first run on an empty numba cache
    (:class:`unoduo.fast.warmup.Kernels`): it plays in Python while a background process compiles the fast lane,
    then goes on compiled; a kernel that numba compiles in this process after all is named."""
    if event == "interpreted":
        line = _("compiling the fast lane in the background (first run only: cached for the next runs); "
                 "playing in Python meanwhile ...")
    elif event == "compiled":
        line = _("the fast lane is compiled: going on at full speed")
    elif event == "waiting":
        line = _("the rest of this job is faster compiled: waiting for the compile ...")
    else:
        line = _("compiling the fast lane's {kernel} (first run only: cached) ...").format(kernel=kernel)
    console.print(line, highlight=False)


def _print(result: Any, console: Console, elapsed: float) -> None:
    estimates = result.estimates()
    table = Table(title=_("{ruleset}, {players} players, policy {policy}, seed {seed}: {rounds} rounds").format(
        ruleset=result.ruleset, players=result.players, policy=result.policy, seed=result.seed,
        rounds=f"{result.rounds:,}"))
    for column in (_("statistic"), _("value"), _("95% CI")):
        table.add_column(column)
    first = _("first drafter (P1) goes out") if result.ruleset == "duo" else _("first player (left of dealer) goes out")
    rows = (
        (_("round length (decisions)"), "round_length", False),
        (_("points per round"), "points_per_round", False),
        (_("first mover goes out"), "first_mover_wins", True),
        (first, "round_first_wins", True),
        (_("seat 0 goes out"), "seat0_wins", True),
        (_("blocked rounds"), "blocked", True),
    )
    for label, key, percent in rows:
        e = estimates[key]
        if percent:
            table.add_row(label, f"{100 * e.value:.2f}%", f"{100 * e.low:.2f}% - {100 * e.high:.2f}%")
        else:
            table.add_row(label, f"{e.value:.3f}", f"{e.low:.3f} - {e.high:.3f}")
    console.print(table)
    if result.jump_in_chance is not None:
        console.print(_("Every seat offered a jump-in took it with probability {chance}.").format(
            chance=f"{result.jump_in_chance:g}"))
    console.print(_("{matches} matches finished; {rate} rounds per second").format(
        matches=f"{result.sums['matches']:,}", rate=f"{result.rounds / max(elapsed, 1e-9):,.0f}"))
