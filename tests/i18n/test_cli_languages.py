"""The command line speaks the environment's language (``LANG``): help, messages and the readable replay; the
``replay --json`` output and card codes never change with it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from unoduo.i18n import LANGUAGES, _, use_language


def run_cli(lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = {"en": "C.UTF-8", "ml": "ml_IN.UTF-8", "kn": "kn_IN.UTF-8", "ur": "ur_PK.UTF-8"}[lang]
    return subprocess.run([sys.executable, "-m", "unoduo.cli.main", *args], capture_output=True, text=True,
                          timeout=120, env=env)


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "game.json"
    done = run_cli("en", "selfplay", "--seed", "5", "--record", str(path), "--options", '{"target_score": 40}')
    assert done.returncode == 0, done.stderr
    return path


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_readable_replay_and_messages_in_the_language(lang: str, record: Path) -> None:
    story = run_cli(lang, "replay", str(record))
    assert story.returncode == 0, story.stderr
    with use_language(lang):
        header = _("=== Round {round}: seat {seat} is {role} · scores {scores}").split("{")[0]
        over = _("match over, winner: {winner}").split("{")[0]
        hands = _("seat {seat}: {cards}").format(seat=0, cards="")
        missing = _("cannot read {path}: {reason}").split("{")[0]
    lines = story.stdout.splitlines()
    assert any(line.startswith(header) for line in lines), story.stdout[:2000]
    assert over in lines[-1]
    assert any(hands in line for line in lines)
    assert any(code in story.stdout for code in ("R7", "G0", "B5", "Y9", "W+4"))  # card codes stay codes
    if lang != "en":
        assert "=== Round" not in story.stdout and "match over" not in story.stdout
    error = run_cli(lang, "replay", str(record.parent / "absent.json"))
    assert error.returncode == 2 and missing in error.stderr and "Traceback" not in error.stderr


def test_replay_json_is_the_same_in_every_language(record: Path) -> None:
    outputs = {lang: run_cli(lang, "replay", "--json", str(record)).stdout for lang in LANGUAGES}
    assert outputs["en"].startswith("{")
    assert all(output == outputs["en"] for output in outputs.values())


@pytest.mark.parametrize("lang", ["ml", "ur"])
def test_help_and_selfplay_summary_in_the_language(lang: str, tmp_path: Path) -> None:
    helped = run_cli(lang, "selfplay", "--help")
    done = run_cli(lang, "selfplay", "--seed", "1", "--options", '{"target_score": 30}')
    assert helped.returncode == 0 and done.returncode == 0, done.stderr
    with use_language(lang):
        option_help = _("seeds the deal and the random players")
        summary = _("{ruleset} match, seed {seed}: {rounds}, {actions}, scores {scores}, {winner}")
    assert option_help.split()[0] in helped.stdout  # the help table wraps lines: look for its first word
    assert all(part in done.stdout for part in re.split(r"\{\w+\}", summary)), done.stdout
    assert "match, seed" not in done.stdout
