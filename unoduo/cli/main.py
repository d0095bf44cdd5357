"""``unoduo`` commands: replay a game record, play a random game. Bad input never shows a traceback."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from unoduo.agents.registry import make_agent
from unoduo.core import RecordError, new_match, view
from unoduo.core.errors import UnoduoError
from unoduo.core.record import Record, ReplayError, contract, replay

from .play import command as play_command
from .serve import command as serve_command
from .tournament import tournament_command

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="UNO Duo and classic UNO: play in the browser or the terminal, replay records, run bots and tournaments.",
)


def _fail(message: str, as_json: bool, **fields: Any) -> None:
    if as_json:
        sys.stderr.write(json.dumps({"error": message, **fields}) + "\n")
    else:
        typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def _load(path: Path, as_json: bool) -> Record:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(f"cannot read {path}: {exc.strerror if isinstance(exc, OSError) else exc}", as_json,
              reason="unreadable_record")
    try:
        return Record.from_json(text)
    except RecordError as exc:
        _fail(f"{path}: {exc.message}", as_json, reason=exc.reason)
    raise AssertionError("unreachable")


@app.command("replay")
def replay_command(
    record_file: Annotated[Path, typer.Argument(metavar="RECORD.json", help="a game record (RECORDS.md)")],
    as_json: Annotated[bool, typer.Option("--json", help="print the final state as JSON (replay contract)")] = False,
) -> None:
    """Replay a game record: the final state as JSON, or the game told move by move."""
    record = _load(record_file, as_json)
    try:
        if as_json:
            state = replay(record)
            sys.stdout.write(json.dumps(contract(state), indent=1) + "\n")
            return
        from .narrate import narrate

        lines = list(narrate(record))  # checked whole before printing, so a bad record prints no half story
    except ReplayError as exc:
        _fail(exc.message, as_json, index=exc.index, action=exc.action, reason=exc.reason)
    except UnoduoError as exc:  # an invalid setup (deck, scores...) found when the match starts
        _fail(f"{record_file}: {exc.message}", as_json, reason=exc.reason)
    for line in lines:
        typer.echo(line)


@app.command()
def selfplay(
    ruleset: Annotated[str, typer.Option(help="duo or classic")] = "duo",
    seed: Annotated[int, typer.Option(help="seeds the deal and the random players")] = 0,
    players: Annotated[int, typer.Option(help="number of seats (2 for duo, 2-10 for classic)")] = 2,
    options: Annotated[str, typer.Option(help='rule options as JSON, e.g. \'{"target_score": 100}\'')] = "{}",
    record: Annotated[Path | None, typer.Option(help="write the game record to this file")] = None,
    with_decks: Annotated[bool, typer.Option(help="write every round's deck into the record")] = True,
    show: Annotated[bool, typer.Option(help="tell the game move by move")] = False,
    agents: Annotated[
        str, typer.Option(help="who plays each seat, comma-separated (one name for all): random, easy, heuristic, ...")
    ] = "random",
) -> None:
    """Play one match (random players by default); print the result and optionally write its record."""
    try:
        parsed = json.loads(options)
    except json.JSONDecodeError as exc:
        _fail(f"--options is not valid JSON: {exc}", False)
    try:
        state = new_match(ruleset, players=players, seed=seed, options=parsed)
    except UnoduoError as exc:
        _fail(exc.message, False)
    specs = [spec.strip() for spec in agents.split(",")]
    if len(specs) == 1:
        specs *= state.players
    if len(specs) != state.players:
        _fail(f"--agents names {len(specs)} players for a {state.players}-player match", False)
    try:
        players_ = [make_agent(spec) for spec in specs]
    except ValueError as exc:
        _fail(str(exc), False)
    rngs = [random.Random(f"selfplay/{seed}/{seat}") for seat in range(state.players)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(players_[seat].act(view(state, seat), rngs[seat]), seat)
    result = Record.of(state, with_decks=with_decks)
    if record is not None:
        try:
            record.write_text(result.to_json() + "\n", encoding="utf-8")
        except OSError as exc:
            _fail(f"cannot write {record}: {exc.strerror}", False)
    if show:
        from .narrate import narrate

        for line in narrate(result):
            typer.echo(line)
    winner = "a draw" if state.winner is None else f"seat {state.winner} wins"
    typer.echo(
        f"{ruleset} match, seed {seed}: {len(state.rounds)} rounds, {len(result.actions)} actions, "
        f"scores {list(state.scores)}, {winner}" + (f"; record written to {record}" if record else "")
    )


app.command("tournament")(tournament_command)

app.command("play")(play_command)
app.command("serve")(serve_command)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
