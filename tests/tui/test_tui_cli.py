"""``unoduo play`` on the command line: bad options and a missing terminal give a message and exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.tui import Store

runner = CliRunner()


def test_without_a_terminal_a_clear_message_and_exit_2(store: Store) -> None:
    result = runner.invoke(app, ["play", "--vs", "easy", "--seed", "3"])
    assert result.exit_code == 2
    assert "needs an interactive terminal" in result.output and "Traceback" not in result.output
    assert not store.has_current()  # nothing was started or saved


def test_without_a_terminal_in_a_real_process(store: Store) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "unoduo.cli.main", "play", "--ruleset", "classic", "--players", "5"],
        capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2
    assert "interactive terminal" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ruleset", "poker"], "duo or classic"),
        (["--ruleset", "duo", "--players", "4"], "exactly 2 players"),
        (["--ruleset", "classic", "--players", "12"], "2 to 10"),
        (["--vs", "godlike"], "unknown opponent"),
        (["--lang", "xx"], "unknown language"),
        (["--name", "Ann,Bob"], "too many names"),
        (["--options", "{bad"], "not valid JSON"),
        (["--options", "[1]"], "JSON object"),
        (["--options", '{"stack_draw2": true}'], "stack_draw2"),  # a classic option, not a Duo one
        (["--ruleset", "classic", "--options", '{"target_score": 0}'], "target_score"),
    ],
)
def test_bad_options_are_explained(store: Store, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["play", *args])
    assert result.exit_code == 2 and message in result.output, result.output


def test_resume_needs_a_terminal_too(store: Store) -> None:
    result = runner.invoke(app, ["play", "--resume"])
    assert result.exit_code == 2 and "interactive terminal" in result.output


def test_help_lists_the_options() -> None:
    result = runner.invoke(app, ["play", "--help"])
    assert result.exit_code == 0
    for option in ("--ruleset", "--vs", "--players", "--hotseat", "--seed", "--resume", "--lang", "--name"):
        assert option in result.output
