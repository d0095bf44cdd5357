"""What the batch commands (``tournament``, ``simulate``, ``lab``, ``review``) share: one way to fail, to read
``--options`` and ``--agents``, to show progress and to write a ``--json`` result, so that every command
words its errors alike and exits with the same codes (2: bad input; 1: an agent that failed)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from unoduo.i18n import _


def fail(message: str, code: int = 2) -> NoReturn:
    """Print ``error: message`` on stderr and exit with ``code`` (2: the input was wrong)."""
    typer.echo(_("error: {message}").format(message=message), err=True)
    raise typer.Exit(code)


def parse_options_json(text: str) -> dict[str, Any]:
    """The ``--options`` JSON object (rule option names to values); anything else is a clear error."""
    try:
        parsed: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        fail(_("--options is not valid JSON: {error}").format(error=exc))
    if not isinstance(parsed, dict):
        fail(_("--options must be a JSON object of option names to values, not {value}").format(value=repr(text)))
    return parsed


def parse_agent_specs(text: str) -> tuple[str, ...]:
    """The comma-separated ``--agents`` specs, stripped; an empty one is a clear error."""
    specs = tuple(spec.strip() for spec in text.split(","))
    if any(not spec for spec in specs):
        fail(_("--agents has an empty spec: {value} (give comma-separated specs, e.g. heuristic,ismcts:200)")
             .format(value=repr(text)))
    return specs


def wide_console(width: int) -> Console:
    """The standard output console; into a file or a pipe at least ``width`` wide, so tables are not cut."""
    console = Console()
    return console if console.is_terminal else Console(width=max(console.width, width))


def progress_bar() -> Progress:
    """A progress bar on standard error (so the results on standard output stay clean for a pipe)."""
    return Progress(
        TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TimeElapsedColumn(), TimeRemainingColumn(), console=Console(stderr=True), transient=False,
    )


def write_json_result(path: Path, data: Any, console: Console, indent: int = 2) -> None:
    """Write ``data`` as JSON to ``path`` and say so; a failed write is a clear error (exit 2)."""
    try:
        path.write_text(json.dumps(data, indent=indent) + "\n", encoding="utf-8")
    except OSError as exc:
        fail(_("cannot write {path}: {reason}").format(path=path, reason=exc.strerror))
    console.print(_("results written to {path}").format(path=path))
