"""docs/architecture.md names every package of unoduo/, so that a newcomer who reads it finds every folder.

A package is a folder under ``unoduo/`` with an ``__init__.py``. docs/architecture.md names it with its path
from the repository root and a trailing slash as a code span of its own, such as `unoduo/core/` or
`unoduo/web/play/`; a sub-package may instead be written from its top-level package's folder, such as
`web/play/`. A path inside a longer span (`unoduo/core/state.py`) or without the slash (`unoduo/core`) does
not count.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARCHITECTURE = ROOT / "docs" / "architecture.md"


def packages(package_dir: Path) -> list[str]:
    """The folders below ``package_dir`` that are packages, as paths from its parent: ``unoduo/web/play``."""
    return sorted(
        init.parent.relative_to(package_dir.parent).as_posix()
        for init in package_dir.rglob("__init__.py")
        if init.parent != package_dir and "__pycache__" not in init.parts
    )


def code_spans(markdown: str) -> set[str]:
    """The text of every inline code span (single backticks)."""
    return set(re.findall(r"(?<!`)`([^`\n]+)`(?!`)", markdown))


def unnamed(package_paths: list[str], markdown: str) -> list[str]:
    """The packages of ``package_paths`` the text names in neither accepted way."""
    spans = code_spans(markdown)
    missing = []
    for path in package_paths:
        accepted = {f"{path}/"}
        if path.count("/") >= 2:  # unoduo/web/play: also web/play/
            accepted.add(path.split("/", 1)[1] + "/")
        if not accepted & spans:
            missing.append(f"{path}/")
    return missing


def test_every_package_is_named_in_the_architecture_doc() -> None:
    missing = unnamed(packages(ROOT / "unoduo"), ARCHITECTURE.read_text(encoding="utf-8"))
    assert not missing, f"docs/architecture.md does not name these packages (as `path/`): {', '.join(missing)}"


def test_the_rule_of_naming() -> None:
    paths = ["unoduo/core", "unoduo/web", "unoduo/web/play"]
    assert unnamed(paths, "`unoduo/core/` and `unoduo/web/`, whose `web/play/` holds the games") == []
    assert unnamed(paths, "`unoduo/core/`, `unoduo/web/` and `unoduo/web/play/`") == []
    assert unnamed(paths, "`unoduo/core` and `core/`, `unoduo/web/play/hub.py`, ```unoduo/web/```") == [
        "unoduo/core/", "unoduo/web/", "unoduo/web/play/"]
