"""Rendering `tfdoctor fleet merge`: one table of nodes x components, or JSON.

A cell that differs from the fleet's majority ends in ``*`` (and is yellow on a
terminal); a node with errors shows its first error id in the status column.
"""

from __future__ import annotations

import sys
from typing import IO, Any

from tfdoctor import __version__
from tfdoctor.judge.fleet import COLUMNS, LABELS, Fleet, NodeReport
from tfdoctor.model import exit_code
from tfdoctor.report.console import Console, emit_json

SCHEMA = "tfdoctor.fleet/1"
DRIFT = "*"
#: a stack component that differs because the node's TensorFlow line does
FOLLOWS = "~"


def to_json(fleet: Fleet) -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "tfdoctor_version": __version__,
        "consistent": fleet.consistent,
        "nodes_total": len(fleet.nodes),
        "nodes_with_errors": len(fleet.with_errors),
        "columns": list(COLUMNS),
        "majority": {c: fleet.majority.get(c) for c in COLUMNS},
        "ties": list(fleet.ties),
        "nodes": [
            {
                "name": n.name,
                "file": n.file,
                "schema": n.schema,
                "verdict": n.verdict,
                "values": dict(n.values),
                "differs": list(fleet.differs.get(n.name, ())),
                "follows_tensorflow": list(fleet.follows.get(n.name, ())),
                "errors": [{"id": i, "title": t} for i, t in n.errors],
            }
            for n in fleet.nodes
        ],
        "skipped": [{"file": s.file, "reason": s.reason} for s in fleet.skipped],
        "findings": [f.to_dict() for f in fleet.findings],
    }


def _status(node: NodeReport) -> str:
    if not node.errors:
        return "ok"
    more = f" +{len(node.errors) - 1}" if len(node.errors) > 1 else ""
    return f"ERROR {node.errors[0][0]}{more}"


def _rows(fleet: Fleet) -> list[tuple[list[str], set[int], bool]]:
    """Each row's cells, which cells drift, whether the node has errors."""
    rows = []
    for n in fleet.nodes:
        odd = set(fleet.differs.get(n.name, ()))
        follows = set(fleet.follows.get(n.name, ()))
        cells = [n.name]
        marked: set[int] = set()
        for i, col in enumerate(COLUMNS, start=1):
            value = n.values.get(col) or "-"
            if col in odd:
                value += DRIFT
                marked.add(i)
            elif col in follows:
                value += FOLLOWS
            cells.append(value)
        cells.append(_status(n))
        rows.append((cells, marked, bool(n.errors)))
    return rows


def render_text(fleet: Fleet, stream: IO[str], verbose: bool, colour: bool | None) -> None:
    con = Console(stream, colour)
    con.line(con.style(f"tfdoctor {__version__} — fleet: {len(fleet.nodes)} nodes", "bold"))
    header = ["node", *(LABELS[c] for c in COLUMNS), "status"]
    majority = ["majority"]
    majority += ["(tie)" if c in fleet.ties else (fleet.majority.get(c) or "-") for c in COLUMNS]
    majority.append("")
    rows = _rows(fleet)
    widths = [len(h) for h in header]
    for cells in [majority, *(r[0] for r in rows)]:
        widths = [max(w, len(c)) for w, c in zip(widths, cells, strict=True)]

    def fmt(cells: list[str], styles: dict[int, tuple[str, ...]] | None = None) -> str:
        out = []
        for i, (cell, w) in enumerate(zip(cells, widths, strict=True)):
            padded = cell.ljust(w)
            out.append(con.style(padded, *styles[i]) if styles and i in styles else padded)
        return "  ".join(out).rstrip()

    con.line(fmt(header, {i: ("bold",) for i in range(len(header))}))
    con.line(fmt(majority, {i: ("dim",) for i in range(len(majority))}))
    for cells, marked, errored in rows:
        styles: dict[int, tuple[str, ...]] = {i: ("yellow",) for i in marked}
        if errored:
            styles[len(cells) - 1] = ("red",)
        con.line(fmt(cells, styles))
    con.line()
    for f in fleet.findings:
        con.finding(f, verbose=verbose, indent="")
    if fleet.findings:
        con.line()
    drifted = len(fleet.differs)
    bad = len(fleet.with_errors)
    ok = fleet.consistent and not bad
    summary = (
        "Fleet consistent, no node reports errors."
        if ok
        else f"Fleet {'consistent' if fleet.consistent else 'inconsistent'}: "
        f"{drifted} node(s) differ from the majority ({DRIFT}), {bad} report errors."
    )
    if fleet.follows:
        summary += f" ({FOLLOWS}: follows from the node's TensorFlow line.)"
    skipped = f" {len(fleet.skipped)} report(s) skipped." if fleet.skipped else ""
    con.line(con.style(summary, "green" if ok else "red", "bold") + skipped)


def render_fleet(
    fleet: Fleet,
    *,
    json_out: bool,
    verbose: bool = False,
    colour: bool | None = None,
    stream: IO[str] | None = None,
) -> int:
    out = stream or sys.stdout
    if json_out:
        emit_json(to_json(fleet), out)
    else:
        render_text(fleet, out, verbose, colour)
    # fleet-drift and fleet-node-errors are errors: exit 1; skipped reports warn only
    return exit_code(fleet.findings)
