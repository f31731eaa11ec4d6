"""No import cycles inside the package.

Every import statement of py/gurkenglas counts, wherever it stands: at the top of a module, inside a
function (the usual way to hide a cycle), or under ``if TYPE_CHECKING:``. A module that needs another
one's names imports them at its top, and the two never import each other, however indirectly: what
both sides need lives in a module of its own (the games' base.py)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "py" / "gurkenglas"


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its own name)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> list[tuple[str, int]]:
    """The package's modules that module `name` imports: (module, line), one per imported name."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names if alias.name in known]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in known:  # `from . import scoring`: the module scoring
                    found.append((submodule, node.lineno))
                elif source in known:  # `from .cards import deck`: a name of module cards
                    found.append((source, node.lineno))
    return [(target, line) for target, line in found if target != name]


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {module it imports: the line of the first such import}."""
    known = modules()
    graph: dict[str, dict[str, int]] = {}
    for name, path in known.items():
        edges: dict[str, int] = {}
        for target, line in imports(name, path, known):
            edges.setdefault(target, line)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def describe(component: list[str], graph: dict[str, dict[str, int]]) -> str:
    members = set(component)
    lines = [f"  {v} imports {w} (line {graph[v][w]})" for v in component for w in sorted(graph[v]) if w in members]
    return "a cycle of " + ", ".join(component) + ":\n" + "\n".join(lines)


def test_the_graph_sees_every_kind_of_import():
    graph = import_graph()
    assert len(graph) > 50
    # A relative import of a module, a name from a module two levels up, and the package's own name.
    assert "gurkenglas.games.gurke.scoring" in graph["gurkenglas.games.gurke.position"]
    assert "gurkenglas.core.record" in graph["gurkenglas.games.gurke.base"]
    assert "gurkenglas" in graph["gurkenglas.preload"]


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 3, "d": 4}, "d": {}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert "b imports c (line 2)" in describe(["a", "b", "c"], graph)


def test_no_import_cycles():
    graph = import_graph()
    found = cycles(graph)
    assert not found, "\n".join(describe(component, graph) for component in found)
