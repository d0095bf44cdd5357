"""The example records of tests/data/spec-examples/ replay to exactly the expected state (docs/records.md, "The
replay contract").

Each case runs twice: through the library and through the real ``unoduo replay --json`` command line. The
repository's own copy is what runs, so a clone needs nothing beside it; when the project's original
original specification is at hand (``UNODUO_SPEC_DIR`` names its folder), the copy must equal it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from unoduo.core.record import Record, ReplayError, contract, replay

EXAMPLES = Path(__file__).parents[1] / "data" / "spec-examples"
# The original specification, when a maintainer points UNODUO_SPEC_DIR at it (a clone never has it).
SPEC_DIR = os.environ.get("UNODUO_SPEC_DIR")
SPEC_EXAMPLES = Path(SPEC_DIR) / "examples" if SPEC_DIR else None
CASES = sorted(p.name.removesuffix(".expected.json") for p in EXAMPLES.glob("*.expected.json"))


def test_examples_are_complete_and_match_the_spec_when_present() -> None:
    """Every record has its expected result and the other way round; and the copy is the spec's, if it is there
    (so the repository never tests stale examples)."""
    records = {p.name.removesuffix(".json") for p in EXAMPLES.glob("*.json") if not p.name.endswith(".expected.json")}
    assert len(CASES) >= 4
    assert records == set(CASES)
    if SPEC_EXAMPLES is not None and SPEC_EXAMPLES.is_dir():
        ours = sorted(p.name for p in EXAMPLES.glob("*.json"))
        theirs = sorted(p.name for p in SPEC_EXAMPLES.glob("*.json"))
        assert ours == theirs
        for name in theirs:
            assert (EXAMPLES / name).read_bytes() == (SPEC_EXAMPLES / name).read_bytes(), name


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
