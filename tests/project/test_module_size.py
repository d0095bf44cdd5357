"""No Python module of unoduo/ is over 600 lines but the two whose length buys speed on the hot path, so that
each module can be read in one sitting: the rules engine's state (unoduo/core/state.py) and the fast lane's
compiled engine (unoduo/fast/engine.py)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOST_LINES = 600
ALLOWED_LONGER = {"unoduo/core/state.py", "unoduo/fast/engine.py"}


def test_no_module_over_600_lines() -> None:
    too_long = {}
    for path in sorted((ROOT / "unoduo").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MOST_LINES and name not in ALLOWED_LONGER:
            too_long[name] = lines
    assert not too_long, "modules over 600 lines: " + ", ".join(f"{name} ({n})" for name, n in too_long.items())
