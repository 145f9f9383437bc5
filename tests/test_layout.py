"""The package layout keeps its promise (issue 13): stages import one way, no cycles.

Every ``import`` inside ``tfdoctor/`` counts, at module level or inside a function:
a lazy import is still an arrow. Stages, in the order data flows:

    model -> probes | data -> children -> judge -> explain -> commands -> report -> cli -> api

A module may import its own stage or an earlier one, never a later one, and never a
parallel stage of the same rank (probes and data know nothing of each other).

One exception, checked below: the public facade. tfdoctor/__init__.py's ``__getattr__``
(PEP 562) imports tfdoctor.api only when ``tfdoctor.check`` & co. are first used, so
``import tfdoctor`` stays cheap; ``tfdoctor.explain`` is the explain package itself, made
callable by tfdoctor.api (the top stage) when it loads. The facade's arrows, and only
theirs, are not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tfdoctor"

RANK = {
    "records": -1,  # @frozen, the frozen dataclasses everything else is made of
    "model": 0,
    "": 0,  # tfdoctor/__init__.py: the version string
    "probes": 1,
    "data": 1,
    "children": 2,
    "judge": 3,
    "explain": 4,
    "commands": 5,
    "report": 6,
    "cli": 7,
    "api": 8,  # the Python API and the IPython extension (its %tfdoctor parses with cli's options)
    "__main__": 9,
}
#: module -> the top-level definition whose imports are the facade's (not arrows)
FACADE = {"tfdoctor": "__getattr__"}
MAX_LINES = 320  # "no module over ~300 lines"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """tfdoctor modules this one imports (``from pkg import mod`` counts as mod)."""
    out: set[str] = set()
    is_pkg = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if name in FACADE:  # the facade's lazy imports are not arrows (see the docstring)
        tree.body = [
            n
            for n in tree.body
            if not (isinstance(n, ast.FunctionDef | ast.ClassDef) and n.name == FACADE[name])
        ]
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = name.split(".") if is_pkg else name.split(".")[:-1]
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join(pkg + ([base] if base else []))
            # `from pkg import mod` runs pkg's __init__ too: an arrow to both
            targets = [base] + [
                f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known
            ]
        out.update(t for t in targets if t in known and t != name)
    return out


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {name: _imports(name, path, set(mods)) for name, path in mods.items()}


def _stage(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_every_module_belongs_to_a_stage():
    unknown = sorted(m for m in _modules() if _stage(m) not in RANK)
    assert not unknown, f"modules outside the known stages: {unknown}"


def test_stages_import_one_way():
    wrong = []
    for mod, deps in _graph().items():
        here = _stage(mod)
        for dep in deps:
            there = _stage(dep)
            if there == here:
                continue
            if RANK[there] >= RANK[here]:
                wrong.append(f"{mod} -> {dep}")
    assert not wrong, "imports against the flow:\n" + "\n".join(sorted(wrong))


def test_report_is_called_by_cli_only():
    callers = sorted(
        m
        for m, deps in _graph().items()
        if _stage(m) not in ("report", "cli", "api", "__main__")
        and any(_stage(d) == "report" for d in deps)
    )
    assert not callers


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycles():
    assert _cycles(_graph()) == []


def test_cycle_finder_finds_a_planted_cycle():
    planted = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(planted) == [["a", "b", "c"]]


@pytest.mark.parametrize("name", sorted(_modules()))
def test_module_size(name: str):
    lines = len(_modules()[name].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{name}: {lines} lines; split it by concept"


def test_from_package_import_module_is_an_arrow_to_the_package_too(tmp_path):
    """`from pkg import mod` runs pkg/__init__.py: a cycle through an __init__ counts."""
    f = tmp_path / "m.py"
    f.write_text("from tfdoctor.probes.driver import parse\n")
    known = {"tfdoctor.probes.driver", "tfdoctor.probes.driver.parse", "tfdoctor.x"}
    assert _imports("tfdoctor.x", f, known) == {
        "tfdoctor.probes.driver",
        "tfdoctor.probes.driver.parse",
    }


def test_the_facade_reaches_only_the_api():
    """tfdoctor/__init__.py's lazy names all live in tfdoctor.api: the one exception to
    the import direction stays that narrow, and each name really exists there."""
    import importlib

    import tfdoctor

    assert tfdoctor._LAZY
    for name, module in tfdoctor._LAZY.items():
        if module == "tfdoctor.explain":  # the package, made callable by tfdoctor.api
            assert name == "explain" and callable(tfdoctor.explain)
            assert tfdoctor.explain is importlib.import_module("tfdoctor.explain")
            continue
        assert module == "tfdoctor.api" or module.startswith("tfdoctor.api."), name
        assert hasattr(importlib.import_module(module), name), name
    body = (PACKAGE / "__init__.py").read_text(encoding="utf-8")
    imports = [
        n for n in ast.walk(ast.parse(body)) if isinstance(n, ast.Import | ast.ImportFrom)
    ]
    outside = [
        n for n in imports if isinstance(n, ast.ImportFrom) and (n.module or "").startswith("tfdoctor")
    ]
    assert not outside, "tfdoctor/__init__.py imports tfdoctor modules outside its facade"
