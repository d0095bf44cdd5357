"""No import circle between the modules of unoduo/.

The graph: module A points at module B when A's source holds an import statement naming B, at the top level or
inside a function alike (a function-level import is still a dependency, only a later one). Relative imports are
resolved the way Python resolves them; ``from package import name`` points at ``package.name`` when that is a
module and at the package (its ``__init__.py``) otherwise; importing a module does not count as importing its
parent packages. Imports outside the project and ``importlib.import_module`` strings are not followed.

Imports under ``if TYPE_CHECKING:`` never run, so they are kept apart: a circle made only of imports that run
fails the first test, and a circle that needs a type-only import to close fails the second. A type-only
back-reference may stay where the two modules are truly one concept's halves, named as such in
docs/architecture.md; it then stays in KNOWN_TYPE_ONLY_CIRCLES. Each test also fails when a circle it knows
is gone, so that its list only ever shrinks and never names what no longer exists.
"""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

Graph = dict[str, set[str]]

#: Circles through imports that run, each written as the modules in import order (the last imports the first).
#: Empty: unoduo has none, and a new one is cut at a seam rather than listed here.
KNOWN_CIRCLES: list[tuple[str, ...]] = []

#: Circles that need an import under ``if TYPE_CHECKING:`` to close, written the same way. Empty too; one may be
#: listed only where its modules are one concept's two halves, named as such in docs/architecture.md.
KNOWN_TYPE_ONLY_CIRCLES: list[tuple[str, ...]] = []


def module_name(path: Path, root: Path) -> str:
    """``unoduo/core/state.py`` -> ``unoduo.core.state``; ``unoduo/core/__init__.py`` -> ``unoduo.core``."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def import_statements(tree: ast.Module) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement of a module, anywhere in it, with whether it sits under ``if TYPE_CHECKING:``
    (its ``else:`` branch runs, so it does not count as type-only)."""
    stack: list[tuple[ast.AST, bool]] = [(tree, False)]
    while stack:
        node, type_only = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, type_only
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            stack += [(child, True) for child in node.body]
            stack += [(child, type_only) for child in node.orelse]
        else:
            stack += [(child, type_only) for child in ast.iter_child_nodes(node)]


def _named_modules(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The absolute names an import statement of ``module`` names (before looking up which are modules)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level == 0:
        base = node.module or ""
    else:
        parts = module.split(".") if is_package else module.split(".")[:-1]
        if node.level - 1 >= len(parts):
            return []  # climbs above the top-level package: Python refuses it, nothing to follow
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join(parts + ([node.module] if node.module else []))
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


def import_graphs(package_dir: Path) -> tuple[Graph, Graph]:
    """The import graph of the package at ``package_dir`` twice: imports that run only, and all of them
    (type-only ones included). Keys and targets are dotted module names."""
    root = package_dir.parent
    files = {module_name(path, root): path for path in package_dir.rglob("*.py") if "__pycache__" not in path.parts}
    run: Graph = {name: set() for name in files}
    every: Graph = {name: set() for name in files}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node, type_only in import_statements(tree):
            named = _named_modules(node, name, path.name == "__init__.py")
            if isinstance(node, ast.ImportFrom):
                # from package import name: the submodule when there is one, else the package itself
                base = named[-1]
                named = [target if target in files else base for target in named[:-1]]
            for target in named:
                while target and target not in files:  # import a.b.c names module a.b when c is an attribute
                    target = target.rpartition(".")[0]
                if target and target != name:
                    every[name].add(target)
                    if not type_only:
                        run[name].add(target)
    return run, every


def strongly_connected(graph: Mapping[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component: set[str] = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(component)
    return found


def circle_edges(graph: Mapping[str, set[str]]) -> set[tuple[str, str]]:
    """Every import ``(A, B)`` that lies on some circle: both ends in one strongly connected component."""
    edges: set[tuple[str, str]] = set()
    for component in strongly_connected(graph):
        edges |= {(a, b) for a in component for b in graph[a] & component}
    return edges


def circle_through(graph: Mapping[str, set[str]], edge: tuple[str, str]) -> list[str]:
    """A shortest circle that uses ``edge``, as the modules in import order from the first by name, ending where
    it started."""
    first, second = edge
    came_from: dict[str, str] = {}
    queue = deque([second])
    while queue:
        node = queue.popleft()
        if node == first:
            break
        for target in sorted(graph[node]):
            if target not in came_from and target != second:
                came_from[target] = node
                queue.append(target)
    path = [first]
    while path[-1] != second:
        path.append(came_from[path[-1]])
    circle = list(reversed(path))  # second, ..., first
    start = circle.index(min(circle))  # the same circle reads the same whichever of its imports found it
    circle = circle[start:] + circle[:start]
    return [*circle, circle[0]]


def edges_of(circles: list[tuple[str, ...]]) -> set[tuple[str, str]]:
    return {(circle[i], circle[(i + 1) % len(circle)]) for circle in circles for i in range(len(circle))}


def new_circles(graph: Mapping[str, set[str]], edges: set[tuple[str, str]], known: list[tuple[str, ...]]) -> list[str]:
    """A circle through each import of ``edges`` that no known circle explains, shown as ``a -> b -> a``."""
    shown = {" -> ".join(circle_through(graph, edge)) for edge in edges - edges_of(known)}
    return sorted(shown)


def gone_circles(graph: Mapping[str, set[str]], known: list[tuple[str, ...]]) -> list[str]:
    """The known circles one of whose imports no longer exists."""
    return [
        " -> ".join((*circle, circle[0]))
        for circle in known
        if any(b not in graph.get(a, set()) for a, b in edges_of([circle]))
    ]


RUN, EVERY = import_graphs(ROOT / "unoduo")


def test_no_new_import_circle() -> None:
    problems = [f"new import circle: {circle}" for circle in new_circles(RUN, circle_edges(RUN), KNOWN_CIRCLES)]
    problems += [
        f"known circle no longer there, take it off KNOWN_CIRCLES: {circle}"
        for circle in gone_circles(RUN, KNOWN_CIRCLES)
    ]
    assert not problems, "\n".join(problems)


def test_no_new_type_only_circle() -> None:
    type_only = circle_edges(EVERY) - circle_edges(RUN)
    problems = [
        f"new circle closed by an import under TYPE_CHECKING: {circle}"
        for circle in new_circles(EVERY, type_only, KNOWN_TYPE_ONLY_CIRCLES)
    ]
    problems += [
        f"known type-only circle no longer there, take it off KNOWN_TYPE_ONLY_CIRCLES: {circle}"
        for circle in gone_circles(EVERY, KNOWN_TYPE_ONLY_CIRCLES)
    ]
    problems += [
        f"KNOWN_TYPE_ONLY_CIRCLES names a circle of imports that all run, it belongs in KNOWN_CIRCLES: {circle}"
        for circle in KNOWN_TYPE_ONLY_CIRCLES
        if not gone_circles(RUN, [circle])
    ]
    assert not problems, "\n".join(problems)


def _plant(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, source in files.items():
        path = tmp_path / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return tmp_path / "pkg"


@pytest.mark.parametrize(
    ("a_source", "circle"),
    [
        ("from pkg.sub import b\n", "pkg.a -> pkg.sub.b -> pkg.a"),
        ("from .sub import b\n", "pkg.a -> pkg.sub.b -> pkg.a"),
        ("from .sub.b import thing\n", "pkg.a -> pkg.sub.b -> pkg.a"),
        ("import pkg.sub.b as b\n", "pkg.a -> pkg.sub.b -> pkg.a"),
        ("def later():\n    from .sub import b\n", "pkg.a -> pkg.sub.b -> pkg.a"),
        ("from .sub import thing\n", "pkg.a -> pkg.sub -> pkg.sub.b -> pkg.a"),
    ],
    ids=["absolute", "relative", "relative-module", "import-as", "inside-a-function", "through-a-package"],
)
def test_the_checker_sees_a_planted_circle(tmp_path: Path, a_source: str, circle: str) -> None:
    """Every way of writing an import closes the circle with ``pkg/sub/b.py``'s ``from .. import a``."""
    package = _plant(tmp_path, {
        "__init__.py": "", "a.py": a_source,
        "sub/__init__.py": "from .b import thing\n", "sub/b.py": "from .. import a\nthing = 1\n",
    })
    run, every = import_graphs(package)
    assert new_circles(run, circle_edges(run), []) == [circle]
    assert circle_edges(run) == circle_edges(every)


def test_a_type_only_import_is_kept_apart(tmp_path: Path) -> None:
    package = _plant(tmp_path, {
        "__init__.py": "",
        "a.py": "from . import b\n",
        "b.py": "import typing\nif typing.TYPE_CHECKING:\n    from .a import A\nelse:\n    from . import c\n",
        "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n",
    })
    run, every = import_graphs(package)
    assert circle_edges(run) == set()
    assert new_circles(every, circle_edges(every), []) == ["pkg.a -> pkg.b -> pkg.a", "pkg.b -> pkg.c -> pkg.b"]
    assert new_circles(every, circle_edges(every), [("pkg.a", "pkg.b")]) == ["pkg.b -> pkg.c -> pkg.b"]


def test_a_circle_that_is_gone_is_reported(tmp_path: Path) -> None:
    package = _plant(tmp_path, {"__init__.py": "", "a.py": "from . import b\n", "b.py": ""})
    run, _ = import_graphs(package)
    assert gone_circles(run, [("pkg.a", "pkg.b")]) == ["pkg.a -> pkg.b -> pkg.a"]
