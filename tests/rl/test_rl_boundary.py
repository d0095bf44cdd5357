"""Only unoduo.rl may import gymnasium, pettingzoo or numpy (the [rl] extra is optional); unoduo.fast (the [fast]
extra, which installs numpy with numba) may import numpy."""

from __future__ import annotations

import ast
from pathlib import Path

import unoduo

OPTIONAL = {"gymnasium", "pettingzoo", "numpy"}


def test_only_unoduo_rl_imports_the_rl_extra():
    root = Path(unoduo.__file__).parent
    offenders = []
    for path in root.rglob("*.py"):
        package = path.relative_to(root).parts[0]
        if package == "rl":
            continue
        allowed = {"numpy"} if package == "fast" else set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path}: {n}" for n in names if n.split(".")[0] in OPTIONAL - allowed]
    assert offenders == []


def test_action_tables_need_only_the_standard_library():
    source = (Path(unoduo.__file__).parent / "rl" / "actions.py").read_text(encoding="utf-8")
    assert not any(f"import {name}" in source for name in OPTIONAL)
