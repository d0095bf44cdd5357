"""``unoduo review``: the table of marked decisions, the round summary, the JSON file, and clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app

runner = CliRunner()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("review") / "game.json"
    result = runner.invoke(app, ["selfplay", "--agents", "easy,heuristic", "--seed", "4", "--record", str(path),
                                 "--options", '{"target_score": 30}'])
    assert result.exit_code == 0, result.output
    return path


def test_review_prints_the_rounds_and_writes_the_documented_json(record_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "review.json"
    result = runner.invoke(app, ["review", str(record_file), "--seat", "0", "--budget", "20", "--workers", "1",
                                 "--json", str(out), "--all"])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "unoduo-review/1" and data["seat"] == 0 and data["budget"] == "20 playouts"
    assert "Decisions of seat 0" in result.output and "Rounds" in result.output and "Accuracy" in result.output
    for decision in data["decisions"]:
        assert decision["label"] in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert decision["action"] in result.output  # --all lists every decision
        assert decision["loss"] >= 0 and 0 <= decision["win_after"] <= 1
    assert len(data["rounds"]) >= 1 and f"review written to {out}" in result.output.replace("\n", "")


@pytest.mark.parametrize(
    "args,message",
    [
        (["--budget", "soon"], "bad budget"),
        (["--seat", "2"], "--seat must be a seat of the record, 0 to 1"),
        (["--workers", "0"], "--workers must be at least 1"),
    ],
)
def test_review_refuses_bad_options_clearly(record_file: Path, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["review", str(record_file), *args])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_review_of_a_missing_or_broken_record(tmp_path: Path) -> None:
    missing = runner.invoke(app, ["review", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "cannot read" in missing.output
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "unoduo-record/1", "ruleset": "duo", "actions": ["0 fly"]}', encoding="utf-8")
    result = runner.invoke(app, ["review", str(broken), "--budget", "10", "--workers", "1"])
    assert result.exit_code == 2 and "action 0" in result.output and "Traceback" not in result.output
