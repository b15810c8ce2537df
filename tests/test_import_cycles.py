"""No import circles in the layers (issue 17): a graph of every import, read from the source.

The graph has one node per module of the packages in ``PACKAGES`` and an edge for each
import of another module of the project, read with ``ast`` (nothing is imported):

- ``import a.b`` and ``from a import b`` (``b`` a module) point at ``a.b``; ``from a.b import
  name`` (``name`` not a module) points at ``a.b``;
- imports inside functions and methods count too: a function importing a module the
  importing module's own importer needs is still a circle, only postponed to the first call,
  and it hides which module is the lower one;
- imports under ``if TYPE_CHECKING:`` count too: they never run, but a circle of them is
  still two modules that each need the other to be understood (types they share belong in
  a module of their own, below both);
- importing ``a.b.c`` also runs the package ``a.b``'s ``__init__``, but that implicit edge is
  left out: a package's ``__init__`` naming its own modules' public API would otherwise be a
  circle with each of them, which is how a package is meant to be built.

A module of another package of the project (``paths``, ``i18n``) is a node without edges of
its own.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "starshine_desktop"
PACKAGES = ("rules", "storage", "services", "commands", "ui")

Graph = dict[str, set[str]]


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules(package: str, root: Path) -> dict[str, Path]:
    return {_module_name(path, root): path for path in sorted((root / package).rglob("*.py"))}


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Yield every import statement of ``tree`` (``if TYPE_CHECKING:`` ones included)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node


def _is_module(name: str, root: Path) -> bool:
    path = root.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _targets(
    node: ast.Import | ast.ImportFrom, module: str, path: Path, root: Path
) -> Iterator[str]:
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name.split(".")[0] == root.name:
                yield alias.name
        return
    base = node.module or ""
    if node.level:  # relative: from the module's own package upwards
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, *([base] if base else [])])
    if base.split(".")[0] != root.name:
        return
    for alias in node.names:
        candidate = f"{base}.{alias.name}"
        yield candidate if _is_module(candidate, root) else base


def import_graph(packages: tuple[str, ...] = PACKAGES, root: Path = ROOT) -> Graph:
    """Return each module of ``packages`` (folders of ``root``) with the modules it imports."""
    graph: Graph = {}
    for package in packages:
        for module, path in _modules(package, root).items():
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            graph[module] = {
                target
                for node in _imports(tree)
                for target in _targets(node, module, path, root)
                if target != module
            }
    return graph


def circles(graph: Graph) -> list[list[str]]:
    """Return one circle (a list of modules, the first repeated at the end) per tangle.

    A tangle is a strongly connected component of two modules or more (Tarjan's algorithm);
    the circle shown is a shortest one through its first module.
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(start: str) -> None:
        # Iterative Tarjan: (node, iterator over its successors).
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_shortest_circle(graph, component) for component in sorted(components)]


def _shortest_circle(graph: Graph, component: list[str]) -> list[str]:
    members = set(component)
    start = component[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for successor in sorted(graph.get(node, set()) & members):
                if successor == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if successor not in came_from:
                    came_from[successor] = node
                    following.append(successor)
        frontier = following
    raise AssertionError(f"no circle in the component {component}")


def test_the_layers_have_no_import_circle() -> None:
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" → ".join(c) for c in found)


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    root = tmp_path / "project"
    files = {
        "__init__.py": "",
        "low/__init__.py": "from project.low.base import VALUE\n",
        "low/base.py": "VALUE = 1\n",
        "low/hidden.py": "class Hidden: ...\n",
        "low/other.py": "from . import base\nfrom .base import VALUE\n",
        "high/__init__.py": "",
        "high/top.py": (
            "from typing import TYPE_CHECKING\n"
            "import project.low.base\n"
            "from project.low import other\n"
            "if TYPE_CHECKING:\n"
            "    from project.low.hidden import Hidden\n"
            "def later():\n"
            "    from project.high import late\n"
        ),
        "high/late.py": "import json\nfrom project.low import VALUE\n",
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    assert import_graph(("low", "high"), root) == {
        "project.low": {"project.low.base"},
        "project.low.base": set(),
        "project.low.hidden": set(),
        "project.low.other": {"project.low.base"},
        "project.high": set(),
        # Module level, a module named in a from-import, inside a function, and the
        # import for type checking (``hidden``).
        "project.high.top": {
            "project.low.base",
            "project.low.other",
            "project.high.late",
            "project.low.hidden",
        },
        "project.high.late": {"project.low"},
    }
    assert circles(import_graph(("low", "high"), root)) == []


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
        ({"a": {"b"}, "b": {"a"}}, [["a", "b", "a"]]),
        (
            {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}},
            [
                ["a", "b", "c", "a"],
                ["d", "e", "d"],
            ],
        ),
    ],
)
def test_circles_are_named(graph: Graph, expected: list[list[str]]) -> None:
    assert circles(graph) == expected
