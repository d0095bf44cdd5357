"""unoduo.core imports nothing but the standard library and itself, does no I/O and uses no global RNG.

Imports are resolved the way Python resolves them (``from ..agents import x`` in ``unoduo/core/state.py`` is
``unoduo.agents``), so a relative import that climbs out of the core is caught like an absolute one; tests
below plant such imports to prove that the checker sees them.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "unoduo" / "core"
CORE_PACKAGE = "unoduo.core"
FORBIDDEN_MODULES = {"os", "io", "pathlib", "socket", "subprocess", "shutil", "tempfile", "time", "datetime"}


def _package_of(path: Path) -> str:
    """The package a module file belongs to (``unoduo/core/state.py`` -> ``unoduo.core``)."""
    return ".".join(path.relative_to(ROOT).parent.parts)


def imported_modules(source: str, package: str) -> list[str]:
    """Every module an import statement of ``source`` (a module of ``package``) names, as absolute names.

    ``from . import x`` may import the submodule ``x``, so it yields ``package.x``; a relative import that
    climbs above the top-level package yields a name starting with ``..``, which is never allowed.
    """
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            else:
                parts = package.split(".")
                if node.level - 1 >= len(parts):
                    found.append(".." + (node.module or ""))
                    continue
                base = ".".join(parts[: len(parts) - (node.level - 1)] + ([node.module] if node.module else []))
            if node.module is None:  # from . import a, b: each may be a module of its own
                found += [f"{base}.{alias.name}" for alias in node.names]
            else:
                found.append(base)
    return found


def import_problems(source: str, package: str = CORE_PACKAGE) -> list[str]:
    """What is wrong with the imports of a core module: anything outside the core and the standard library, or
    a standard module that does I/O."""
    problems = []
    for module in imported_modules(source, package):
        if module == CORE_PACKAGE or module.startswith(CORE_PACKAGE + "."):
            continue
        top = module.split(".")[0]
        if not top or top == "unoduo" or (top != "__future__" and top not in sys.stdlib_module_names):
            problems.append(f"imports {module}: the core imports only the standard library and itself")
        elif top in FORBIDDEN_MODULES:
            problems.append(f"imports {module}: the core does no I/O")
    return problems


def test_core_files_exist() -> None:
    assert len(list(CORE.glob("*.py"))) >= 8


def test_core_imports_only_stdlib_and_itself() -> None:
    for path in CORE.rglob("*.py"):
        assert import_problems(path.read_text(encoding="utf-8"), _package_of(path)) == [], path.name


@pytest.mark.parametrize(
    "planted",
    [
        "from ..agents import heuristic",
        "from .. import agents",
        "from ..agents.playout import playout",
        "from ... import anything",
        "from ....too.far import x",
        "import unoduo.agents",
        "from unoduo import web",
        "from unoduo.agents import registry",
        "import numpy",
        "import os",
        "from pathlib import Path",
        "def f():\n    from ..web import app\n    return app",
    ],
)
def test_the_checker_catches_a_planted_import(planted: str) -> None:
    """Each of these, put into a core module, must be reported (a checker that cannot fail proves nothing)."""
    source = (CORE / "state.py").read_text(encoding="utf-8") + "\n" + planted + "\n"
    assert import_problems(source, CORE_PACKAGE) != []


@pytest.mark.parametrize(
    "allowed",
    ["from .state import State", "from . import events as E", "from .cards import Card", "import json",
     "from unoduo.core.cards import Card", "from __future__ import annotations", "import random"],
)
def test_the_checker_allows_the_core_and_the_standard_library(allowed: str) -> None:
    assert import_problems(allowed + "\n", CORE_PACKAGE) == []


def test_core_never_touches_global_random_or_open() -> None:
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path.name} uses random.{node.attr}: only seeded Random objects"
            if isinstance(node, ast.ImportFrom) and node.module == "random" and node.level == 0:
                names = {alias.name for alias in node.names}
                assert names <= {"Random"}, f"{path.name} imports {names} from random: only seeded Random objects"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"open", "print", "input"}, f"{path.name} calls {node.func.id}()"


def test_nothing_outside_core_is_imported_by_core_at_runtime() -> None:
    import subprocess

    code = (
        "import sys; before = set(sys.modules); import unoduo.core; "
        "new = {m.split('.')[0] for m in set(sys.modules) - before}; "
        "bad = sorted(m for m in new if m not in sys.stdlib_module_names and m != 'unoduo'); print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"
