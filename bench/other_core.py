"""Another commit's rules engine, importable beside this tree's: for benchmarks that compare two engines.

``load_core("99c097e")`` extracts ``unoduo/core`` of that commit (``git archive``) into a temporary folder as
the package ``unoduo_at_<sha>.core`` and imports it. The core imports only itself and the standard library
(tests/test_core_is_pure.py), with relative imports, so the copy runs on its own; a copy that imports
``unoduo`` absolutely would silently run this tree's modules instead, and is refused.
"""

from __future__ import annotations

import importlib
import io
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parent.parent
_ABSOLUTE = re.compile(r"^\s*(from|import)\s+unoduo\b", re.MULTILINE)


def resolve(commit: str) -> str:
    """The full sha of ``commit`` (any name git knows: a sha, a branch, ``HEAD~2``)."""
    return subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--verify", f"{commit}^{{commit}}"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()


def extract_core(commit: str, into: Path) -> str:
    """Write ``unoduo/core`` of ``commit`` under ``into`` as the package ``unoduo_at_<sha>.core``; its name."""
    sha = resolve(commit)
    package = f"unoduo_at_{sha[:12]}"
    root = into / package
    if not (root / "core" / "__init__.py").exists():
        archive = subprocess.run(
            ["git", "-C", str(REPO), "archive", "--format=tar", sha, "unoduo/core"], check=True, capture_output=True
        ).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(into / "tmp", filter="data")
        root.mkdir(parents=True, exist_ok=True)
        (root / "__init__.py").write_text(f'"""unoduo/core of {sha}."""\n')
        (into / "tmp" / "unoduo" / "core").rename(root / "core")
    for path in (root / "core").glob("*.py"):
        if _ABSOLUTE.search(path.read_text()):
            raise SystemExit(f"{commit}: {path.name} imports unoduo absolutely; it cannot run beside this tree")
    return f"{package}.core"


_TEMP: list[tempfile.TemporaryDirectory[str]] = []


def load_core(commit: str) -> ModuleType:
    """Import ``unoduo/core`` of ``commit`` (see the module docstring); the folder lives as long as the process."""
    temp = tempfile.TemporaryDirectory(prefix="unoduo-core-")
    _TEMP.append(temp)
    name = extract_core(commit, Path(temp.name))
    sys.path.insert(0, temp.name)
    return importlib.import_module(name)
