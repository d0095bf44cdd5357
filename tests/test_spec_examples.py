"""The records of ../shared/spec/examples/ replay to exactly the expected state (RECORDS.md replay contract).

Each case runs twice: through the library and through the real ``unoduo replay --json`` command line.
The spec's folder is used when it is beside the repository (as in CI); a copy kept in tests/data is used
otherwise, and is checked to be identical to the spec's whenever both exist.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from unoduo.core.record import Record, ReplayError, contract, replay

SPEC_EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"
COPY = Path(__file__).parent / "data" / "spec-examples"
EXAMPLES = SPEC_EXAMPLES if SPEC_EXAMPLES.is_dir() else COPY
CASES = sorted(p.name.removesuffix(".expected.json") for p in EXAMPLES.glob("*.expected.json"))


def test_there_are_examples() -> None:
    assert len(CASES) >= 4


def test_copy_matches_spec() -> None:
    """The kept copy is the spec's folder (so the fallback never tests stale examples)."""
    if not SPEC_EXAMPLES.is_dir():
        pytest.fail(f"{SPEC_EXAMPLES} is missing: the spec must sit beside the repository")
    for path in SPEC_EXAMPLES.glob("*.json"):
        assert (COPY / path.name).read_bytes() == path.read_bytes(), path.name


def _check(expected: dict, exit_code: int, payload: dict) -> None:
    assert exit_code == expected["exit"]
    if expected["exit"] == 0:
        for field, value in expected["state"].items():
            if field == "legal":
                assert sorted(payload["legal"]) == sorted(value)
            else:
                assert payload[field] == value, field
    else:
        assert payload["index"] == expected["error"]["index"]
        assert payload["reason"] and payload["error"] and payload["action"]


@pytest.mark.parametrize("name", CASES)
def test_example_library(name: str) -> None:
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
    record = Record.from_json((EXAMPLES / f"{name}.json").read_text())
    try:
        state = replay(record)
    except ReplayError as exc:
        _check(expected, 2, exc.to_dict())
    else:
        _check(expected, 0, contract(state))


@pytest.mark.parametrize("name", CASES)
def test_example_command_line(name: str) -> None:
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
    done = subprocess.run(
        [sys.executable, "-m", "unoduo.cli.main", "replay", str(EXAMPLES / f"{name}.json"), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if expected["exit"] == 0:
        assert done.stderr == ""
        _check(expected, done.returncode, json.loads(done.stdout))
    else:
        assert done.stdout == ""
        assert "Traceback" not in done.stderr
        _check(expected, done.returncode, json.loads(done.stderr))
