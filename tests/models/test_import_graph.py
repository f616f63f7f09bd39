"""agilerl.models imports in one direction: no module is reached back from what it
imports, at module level or inside a function (a deferred import hides a cycle, it does
not remove it). The judge's modules were such a cycle until _judges took the compiled
validators and _jsondata took Problem."""

from __future__ import annotations

import ast
from pathlib import Path

import agilerl.models

PACKAGE = "agilerl.models"
ROOT = Path(agilerl.models.__file__).parent


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join((PACKAGE, *parts)).removesuffix(".__init__")


def _imports(path: Path, known: set[str]) -> set[str]:
    """The modules of the package that ``path`` imports, wherever the import stands."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:  # a submodule, else a name the module defines
                name = f"{node.module}.{alias.name}"
                found |= {name} if name in known else {node.module} & known
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
    return found


def _graph() -> dict[str, set[str]]:
    paths = {_module(path): path for path in ROOT.rglob("*.py")}
    known = set(paths)
    return {name: _imports(path, known) - {name} for name, path in paths.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of ``graph`` as a list of modules, or ``[]``."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_the_models_package_has_no_import_cycle() -> None:
    graph = _graph()
    assert f"{PACKAGE}._judges" in graph[f"{PACKAGE}._validation"]  # the graph is read
    assert _cycle(graph) == []


def test_a_planted_cycle_is_found() -> None:
    graph = _graph()
    graph[f"{PACKAGE}._jsondata"] = {*graph[f"{PACKAGE}._jsondata"], f"{PACKAGE}._validation"}
    cycle = _cycle(graph)
    assert cycle[0] == cycle[-1]
    assert {f"{PACKAGE}._jsondata", f"{PACKAGE}._validation"} <= set(cycle)
