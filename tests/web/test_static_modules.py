"""The browser's ES modules (unoduo/web/static): every relative import names a module of the tree, every named
import is exported by it, and the modules import one another without a circle (a tree or DAG)."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

STATIC_DIR = Path(__file__).resolve().parents[2] / "unoduo" / "web" / "static"

# `import { a, b as c } from "./x.js"`, `import * as m from "../y.js"`, `import "./z.js"`, `export { d } from "./w.js"`
IMPORT = re.compile(
    r"""(?:^|[;\s])(?:import|export)\s*(\{[^}]*\}|\*\s+as\s+\w+|\w+)?\s*(?:from\s*)?["'](\.{1,2}/[^"']+)["']""", re.M
)


def _modules() -> dict[str, str]:
    return {
        path.relative_to(STATIC_DIR).as_posix(): path.read_text(encoding="utf-8")
        for path in STATIC_DIR.rglob("*.js")
        if "vendor" not in path.relative_to(STATIC_DIR).parts
    }


def _resolve(importer: str, target: str) -> str:
    parts: list[str] = []
    for part in (PurePosixPath(importer).parent / target).parts:
        if part == "..":
            parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def _imports(modules: dict[str, str]) -> dict[str, list[tuple[str, list[str]]]]:
    """Each module's imports of the tree: (module, the names it takes by name)."""
    found: dict[str, list[tuple[str, list[str]]]] = {}
    for path, text in modules.items():
        found[path] = []
        for match in IMPORT.finditer(text):
            clause, target = match.group(1) or "", match.group(2)
            module = _resolve(path, target)
            if module.startswith("vendor/"):
                continue
            listed = clause.strip("{}").split(",") if clause[:1] == "{" else []
            names = [n.strip().split(" as ")[0].strip() for n in listed]
            found[path].append((module, [n for n in names if n]))
    return found


def _exports(text: str) -> set[str]:
    names = set(re.findall(r"\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)", text))
    for listed in re.findall(r"\bexport\s*\{([^}]*)\}", text):
        names |= {n.strip().split(" as ")[-1].strip() for n in listed.split(",") if n.strip()}
    return names


def test_every_import_names_a_module_and_its_exports() -> None:
    modules = _modules()
    assert "js/table.js" in modules and "js/table/board.js" in modules
    problems = []
    for path, imports in _imports(modules).items():
        for module, names in imports:
            if module not in modules:
                problems.append(f"{path}: no module {module}")
                continue
            missing = set(names) - _exports(modules[module])
            if missing:
                problems.append(f"{path}: {module} does not export {sorted(missing)}")
    assert problems == []


def test_the_modules_import_one_another_without_a_circle() -> None:
    graph = {path: [module for module, _names in imports] for path, imports in _imports(_modules()).items()}
    circles = []
    state: dict[str, str] = {}

    def visit(path: str, trail: list[str]) -> None:
        state[path] = "open"
        for module in graph.get(path, []):
            if state.get(module) == "open":
                circles.append(" -> ".join([*trail[trail.index(module):], module]))
            elif module not in state:
                visit(module, [*trail, module])
        state[path] = "done"

    for path in sorted(graph):
        if path not in state:
            visit(path, [path])
    assert circles == []
