"""The command line: replay (JSON contract and readable story), selfplay, and bad input without tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.core.record import Record, contract, replay

runner = CliRunner()


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "unoduo.cli.main", *args], capture_output=True, text=True, timeout=120
    )


def test_selfplay_writes_a_record_that_replays(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = runner.invoke(app, ["selfplay", "--ruleset", "duo", "--seed", "5", "--record", str(path)])
    assert result.exit_code == 0, result.output
    record = Record.from_json(path.read_text())
    state = replay(record)
    assert state.is_over and record.decks and len(record.decks) == len(state.rounds)
    winner = "a draw" if state.winner is None else f"seat {state.winner} wins"
    rounds = f"{len(state.rounds)} round" + ("s" if len(state.rounds) != 1 else "")
    assert result.output == (f"duo match, seed 5: {rounds}, {len(record.actions)} actions, scores "
                             f"{list(state.scores)}, {winner}; record written to {path}\n")


def test_selfplay_is_deterministic(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        runner.invoke(app, ["selfplay", "--ruleset", "classic", "--players", "3", "--seed", "8", "--record", str(path),
                            "--options", '{"target_score": 150}'])
    assert a.read_text() == b.read_text()


def test_replay_json_matches_library(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    runner.invoke(app, ["selfplay", "--seed", "2", "--record", str(path), "--options", '{"target_score": 60}'])
    done = run_cli("replay", str(path), "--json")
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == contract(replay(Record.from_json(path.read_text())))


def test_readable_replay_shows_moves_and_hands(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    runner.invoke(app, ["selfplay", "--seed", "2", "--record", str(path), "--options", '{"target_score": 60}'])
    done = run_cli("replay", str(path))
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert any("=== Round 1" in line for line in lines)
    assert any(line.strip().startswith("0. seat") for line in lines)
    assert any("seat 0:" in line and "seat 1:" in line for line in lines)  # hands shown
    assert "match over" in lines[-1]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("not json", "not valid JSON"),
        ('{"format": "unoduo-record/1", "ruleset": "duo"}', "'actions' is required"),
        ('{"format": "unoduo-record/1", "ruleset": "duo", "options": {"x": 1}, "actions": []}', "unknown duo option"),
    ],
)
@pytest.mark.parametrize("as_json", [True, False])
def test_malformed_record_exits_2_without_traceback(tmp_path: Path, content: str, needle: str, as_json: bool) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    done = run_cli("replay", str(path), *(["--json"] if as_json else []))
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr and needle in done.stderr
    if as_json:
        error = json.loads(done.stderr)
        assert "index" not in error and needle in error["error"]


@pytest.mark.parametrize("as_json", [True, False])
def test_illegal_action_exits_2_with_index(tmp_path: Path, as_json: bool) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "unoduo-record/1", "ruleset": "duo", "first": 0,
                                "actions": ["0 keep", "1 keep", "1 keep"]}))
    done = run_cli("replay", str(path), *(["--json"] if as_json else []))
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    if as_json:
        assert json.loads(done.stderr) == {
            "error": json.loads(done.stderr)["error"], "index": 2, "action": "1 keep", "reason": "wrong_seat"
        }
    else:
        assert "action 2" in done.stderr


def test_missing_file_and_bad_options_are_clear(tmp_path: Path) -> None:
    done = run_cli("replay", str(tmp_path / "absent.json"), "--json")
    assert done.returncode == 2 and "cannot read" in json.loads(done.stderr)["error"]
    done = run_cli("selfplay", "--ruleset", "classic", "--players", "12")
    assert done.returncode == 2 and "2 to 10" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("selfplay", "--options", "{bad")
    assert done.returncode == 2 and "--options" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("selfplay", "--options", '{"target_score": -3}')
    assert done.returncode == 2 and "target_score" in done.stderr


def test_selfplay_with_named_agents_and_bad_agents(tmp_path: Path) -> None:
    path = tmp_path / "bots.json"
    result = runner.invoke(app, ["selfplay", "--agents", "heuristic,easy", "--seed", "4", "--record", str(path),
                                 "--options", '{"target_score": 80}'])
    assert result.exit_code == 0, result.output
    assert replay(Record.from_json(path.read_text())).is_over
    done = run_cli("selfplay", "--agents", "grandmaster")
    assert done.returncode == 2 and "unknown agent 'grandmaster'" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("selfplay", "--agents", "random,random,random")
    assert done.returncode == 2 and "3 players" in done.stderr


def test_version_and_python_dash_m() -> None:
    import tomllib

    import unoduo

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    assert unoduo.__version__ == pyproject["project"]["version"]
    done = subprocess.run([sys.executable, "-m", "unoduo", "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == f"unoduo {unoduo.__version__}\n"
    done = subprocess.run([sys.executable, "-m", "unoduo", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "Usage: unoduo " in done.stdout and all(c in done.stdout for c in ("replay", "serve", "tournament"))


def test_license_file_matches_pyproject() -> None:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    assert tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"] == "MIT"
    text = (root / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n") and "Copyright (c) 2026 the unoduo contributors" in text
    assert "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND" in text


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("[" * 100_000, "nested too deeply"),
        ('{"format": "unoduo-record/1", "ruleset": "duo", "seed": ' + "7" * 5000 + ', "actions": []}',
         "too many digits"),
        ('{"format": "unoduo-record/1", "ruleset": "duo", "options": {"target_score": ' + "[" * 900 + "]" * 900
         + '}, "actions": []}', "target_score"),
        (b"\xff\xfe\x00garbage".decode("latin-1"), "not valid JSON"),
    ],
    ids=["deep-nesting", "5000-digit-seed", "deep-option-value", "garbage"],
)
@pytest.mark.parametrize("as_json", [True, False])
def test_hostile_records_get_the_contracts_error(tmp_path: Path, content: str, needle: str, as_json: bool) -> None:
    """docs/records.md: bad input gives one JSON error object on stderr and exit 2, never a traceback."""
    path = tmp_path / "hostile.json"
    path.write_text(content, encoding="utf-8")
    done = run_cli("replay", str(path), *(["--json"] if as_json else []))
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr and needle in done.stderr
    if as_json:
        error = json.loads(done.stderr)
        assert error["reason"] in ("malformed_record", "bad_option") and needle in error["error"]
        assert "index" not in error
