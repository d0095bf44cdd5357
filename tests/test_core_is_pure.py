"""unoduo.core imports nothing but the standard library and itself, does no I/O and uses no global RNG."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "unoduo" / "core"
FORBIDDEN_MODULES = {"os", "io", "pathlib", "socket", "subprocess", "shutil", "tempfile", "time", "datetime"}


def _imports(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", node.level))
    return found


def test_core_files_exist() -> None:
    assert len(list(CORE.glob("*.py"))) >= 8


def test_core_imports_only_stdlib_and_itself() -> None:
    for path in CORE.glob("*.py"):
        for module, level in _imports(path):
            if level > 0:
                assert not module.startswith("."), f"{path.name} reaches outside core: {module}"
                continue
            top = module.split(".")[0]
            assert top == "__future__" or top in sys.stdlib_module_names, f"{path.name} imports {module}"
            assert top not in FORBIDDEN_MODULES, f"{path.name} imports {module}: the core does no I/O"


def test_core_never_touches_global_random_or_open() -> None:
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path.name} uses random.{node.attr}: only seeded Random objects"
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
