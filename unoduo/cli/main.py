"""``unoduo`` commands: replay a game record, play a random game. Bad input never shows a traceback.

Help texts and messages are in the environment's language (``LANG``, see docs/i18n.md); JSON field names, card
codes, action notation and the ``replay --json`` output are never translated.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from unoduo import __version__
from unoduo.agents.registry import make_agent
from unoduo.core import RecordError, new_match, view
from unoduo.core.errors import UnoduoError
from unoduo.core.record import Record, ReplayError, contract, replay
from unoduo.i18n import _, language_from_env, ngettext, set_language, use_language

from .db import app as db_app
from .lab import LAB_HELP, lab_command
from .learn import _HELP as LEARN_HELP
from .learn import command as learn_command
from .paths import output_path_problem
from .play import command as play_command
from .puzzles import PUZZLES_HELP, puzzles_app
from .review import REVIEW_HELP, review_command
from .serve import command as serve_command
from .simulate import SIMULATE_HELP, simulate_command
from .tournament import TOURNAMENT_HELP, tournament_command
from .train import TRAIN_HELP, train_command


def _helps() -> dict[str, str]:
    """Help texts in the environment's language (Typer reads them once, when the commands are built)."""
    with use_language(language_from_env()):
        return {
            "app": _("UNO Duo and classic UNO: play in the browser or the terminal, replay records, run bots and "
                     "tournaments."),
            "version": _("show the version and exit"),
            "record_file": _("a game record (RECORDS.md)"),
            "json": _("print the final state as JSON (replay contract)"),
            "replay": _("Replay a game record: the final state as JSON, or the game told move by move."),
            "ruleset": _("duo or classic"),
            "seed": _("seeds the deal and the random players"),
            "players": _("number of seats (2 for duo, 2-10 for classic)"),
            "options": _("rule options as JSON, e.g. '{example}'").format(example='{"target_score": 100}'),
            "record": _("write the game record to this file"),
            "with_decks": _("write every round's deck into the record"),
            "show": _("tell the game move by move"),
            "agents": _("who plays each seat, comma-separated (one name for all): random, easy, heuristic, ..."),
            "selfplay": _("Play one match (random players by default); print the result and optionally write its "
                          "record."),
        }


_HELP = _helps()

app = typer.Typer(add_completion=False, no_args_is_help=True, help=_HELP["app"])


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"unoduo {__version__}")
        raise typer.Exit()


@app.callback(help=_HELP["app"])
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_print_version, is_eager=True, help=_HELP["version"])
    ] = False,
) -> None:
    """Options of ``unoduo`` itself, before any command (``--version``)."""


def _fail(message: str, as_json: bool, **fields: Any) -> None:
    if as_json:
        sys.stderr.write(json.dumps({"error": message, **fields}) + "\n")
    else:
        typer.echo(_("error: {message}").format(message=message), err=True)
    raise typer.Exit(2)


def _load(path: Path, as_json: bool) -> Record:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(_("cannot read {path}: {reason}").format(
            path=path, reason=exc.strerror if isinstance(exc, OSError) else exc), as_json, reason="unreadable_record")
    try:
        return Record.from_json(text)
    except RecordError as exc:
        _fail(f"{path}: {exc.message}", as_json, reason=exc.reason)
    raise AssertionError("unreachable")


@app.command("replay", help=_HELP["replay"])
def replay_command(
    record_file: Annotated[Path, typer.Argument(metavar="RECORD.json", help=_HELP["record_file"])],
    as_json: Annotated[bool, typer.Option("--json", help=_HELP["json"])] = False,
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


@app.command(help=_HELP["selfplay"])
def selfplay(
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    seed: Annotated[int, typer.Option(help=_HELP["seed"])] = 0,
    players: Annotated[int, typer.Option(help=_HELP["players"])] = 2,
    options: Annotated[str, typer.Option(help=_HELP["options"])] = "{}",
    record: Annotated[Path | None, typer.Option(help=_HELP["record"])] = None,
    with_decks: Annotated[bool, typer.Option(help=_HELP["with_decks"])] = True,
    show: Annotated[bool, typer.Option(help=_HELP["show"])] = False,
    agents: Annotated[str, typer.Option(help=_HELP["agents"])] = "random",
) -> None:
    """Play one match (random players by default); print the result and optionally write its record."""
    try:
        parsed = json.loads(options)
    except json.JSONDecodeError as exc:
        _fail(_("--options is not valid JSON: {error}").format(error=exc), False)
    problem = None if record is None else output_path_problem(record)
    if problem is not None:  # before the match is played, not after
        _fail(_("cannot write {path}: {reason}").format(path=record, reason=problem), False)
    try:
        state = new_match(ruleset, players=players, seed=seed, options=parsed)
    except UnoduoError as exc:
        _fail(exc.message, False)
    specs = [spec.strip() for spec in agents.split(",")]
    if len(specs) == 1:
        specs *= state.players
    if len(specs) != state.players:
        _fail(ngettext("--agents names {n} players for a {players}-player match",
                       "--agents names {n} players for a {players}-player match", len(specs))
              .format(n=len(specs), players=state.players), False)
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
            _fail(_("cannot write {path}: {reason}").format(path=record, reason=exc.strerror), False)
    if show:
        from .narrate import narrate

        for line in narrate(result):
            typer.echo(line)
    # TRANSLATORS: the match ended in a tie
    winner = _("a draw") if state.winner is None else _("seat {seat} wins").format(seat=state.winner)
    summary = _("{ruleset} match, seed {seed}: {rounds}, {actions}, scores {scores}, {winner}").format(
        ruleset=ruleset, seed=seed, scores=list(state.scores), winner=winner,
        rounds=ngettext("{n} round", "{n} rounds", len(state.rounds)).format(n=len(state.rounds)),
        actions=ngettext("{n} action", "{n} actions", len(result.actions)).format(n=len(result.actions)),
    )
    if record:
        summary += _("; record written to {path}").format(path=record)
    typer.echo(summary)


app.command("tournament", help=TOURNAMENT_HELP)(tournament_command)
app.command("simulate", help=SIMULATE_HELP)(simulate_command)
app.command("lab", help=LAB_HELP)(lab_command)
app.command("play")(play_command)
app.command("learn", help=LEARN_HELP["doc"])(learn_command)
app.command("serve")(serve_command)
app.add_typer(db_app, name="db")
app.command("review", help=REVIEW_HELP)(review_command)
app.add_typer(puzzles_app, name="puzzles", help=PUZZLES_HELP)
app.command("train", help=TRAIN_HELP)(train_command)


def main() -> None:
    set_language(language_from_env())  # messages in the environment's language (``play --lang`` picks its own)
    app(prog_name="unoduo")  # the same name in help and errors when run as ``python -m unoduo``


if __name__ == "__main__":
    main()
