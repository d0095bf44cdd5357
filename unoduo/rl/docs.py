"""The generated sections of docs/rl.md (id tables, observation layout), so docs and code cannot drift apart.

``python -m unoduo.rl.docs`` rewrites every ``<!-- generated: NAME -->`` ... ``<!-- end generated -->`` block of
docs/rl.md from the code; ``--check`` only reports (exit 1) a block that differs. A test runs the check.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from .actions import action_table, id_table_markdown
from .observation import layout_markdown, legal_faces_note

DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
_BLOCK = re.compile(r"(<!-- generated: ([a-z0-9-]+) -->\n)(.*?)(<!-- end generated -->)", re.S)


def _full_ids(ruleset: str) -> str:
    table = action_table(ruleset)
    rows = [f"{i:>3} {slot.text}" for i, slot in enumerate(table.slots)]
    return "<details><summary>every id</summary>\n\n```\n" + "\n".join(rows) + "\n```\n\n</details>"


def sections() -> dict[str, str]:
    """Every generated block's content, by name."""
    return {
        "faces": legal_faces_note(),
        "ids-duo": id_table_markdown("duo") + "\n\n" + _full_ids("duo"),
        "ids-classic": id_table_markdown("classic") + "\n\n" + _full_ids("classic"),
        "layout": layout_markdown(),
    }


def render(text: str) -> str:
    """``text`` with every generated block replaced by the code's version (unknown names raise KeyError)."""
    content = sections()

    def fill(match: re.Match[str]) -> str:
        name = match.group(2)
        if name not in content:
            raise KeyError(f"docs/rl.md names an unknown generated block {name!r}")
        return match.group(1) + content[name] + "\n" + match.group(4)

    return _BLOCK.sub(fill, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="report a difference instead of writing")
    parser.add_argument("path", nargs="?", type=Path, default=DOC)
    args = parser.parse_args(argv)
    text = args.path.read_text(encoding="utf-8")
    new = render(text)
    if args.check:
        if new != text:
            print(f"{args.path}: generated blocks are out of date; run python -m unoduo.rl.docs", file=sys.stderr)
            return 1
        return 0
    args.path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
