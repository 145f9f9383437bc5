"""Judging a fleet: many nodes' `check --json` reports -> one table and its findings.

A multi-worker job needs every node to agree on its TensorFlow stack: TensorFlow's
MultiWorkerMirroredStrategy assumes the same number of GPUs on every worker, and one
node with another cuDNN or TensorFlow fails late or differently. Every component is
compared with the fleet's majority and every node that differs is named; when the
TensorFlow lines differ, stacks are aligned instead (fleet_align.py): TF's line is the
key, and Keras/NumPy/CUDA/cuDNN differences that follow from it are not advice of their own.

Pure functions of parsed JSON documents; reading files is commands/fleet.py's job.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import PurePath
from typing import Any

from tfdoctor.judge.fleet_align import STACK, align, compare, names, tf_line
from tfdoctor.model import Finding, Severity
from tfdoctor.records import field, frozen

CHECK_SCHEMA = "tfdoctor.check/1"
CHECK_FAMILY = "tfdoctor.check/"
#: The table's columns, in order: component versions, then the GPUs the driver lists.
COLUMNS = (
    "driver",
    "cuda",
    "cudnn",
    "tensorflow",
    "keras",
    "numpy",
    "python",
    "gpu_model",
    "gpu_count",
)
LABELS = {
    "driver": "driver",
    "cuda": "CUDA",
    "cudnn": "cuDNN",
    "tensorflow": "TF",
    "keras": "Keras",
    "numpy": "NumPy",
    "python": "Python",
    "gpu_model": "GPU",
    "gpu_count": "GPUs",
}


@frozen
class NodeReport:
    name: str
    file: str
    schema: str
    values: dict[str, str | None]
    verdict: str | None
    #: (id, title) of each error finding the node reported
    errors: tuple[tuple[str, str], ...] = ()


@frozen
class Skipped:
    file: str
    reason: str


@frozen
class Fleet:
    nodes: tuple[NodeReport, ...]
    skipped: tuple[Skipped, ...]
    #: per column: the majority value (None: absent on most nodes)
    majority: dict[str, str | None]
    #: columns where no value has more nodes than every other (a tie)
    ties: tuple[str, ...]
    #: node name -> the columns where it differs from the majority
    differs: dict[str, tuple[str, ...]]
    findings: tuple[Finding, ...] = field(default=())
    #: node name -> stack columns that differ because its TensorFlow line does
    follows: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def consistent(self) -> bool:
        return not self.differs

    @property
    def with_errors(self) -> tuple[NodeReport, ...]:
        return tuple(n for n in self.nodes if n.errors)


def _version(components: dict[str, Any], name: str) -> str | None:
    comp = components.get(name)
    value = comp.get("version") if isinstance(comp, dict) else None
    return str(value) if value not in (None, "") else None


def _gpus(components: dict[str, Any]) -> tuple[str | None, str]:
    driver = components.get("driver")
    gpus = driver.get("gpus") if isinstance(driver, dict) else None
    gpus = [g for g in gpus or [] if isinstance(g, dict)]
    names = sorted({str(g.get("name") or "?") for g in gpus})
    return (" + ".join(names) or None), str(len(gpus))


def node_from_doc(doc: Any, file: str) -> NodeReport | Skipped:
    """One report, or why it cannot be read. Other check schema versions are read
    when their components look like version 1's, else skipped (never guessed)."""
    if not isinstance(doc, dict):
        return Skipped(file, f"a JSON {type(doc).__name__}, not a `check --json` report")
    schema = doc.get("schema")
    if not isinstance(schema, str) or not schema.startswith(CHECK_FAMILY):
        return Skipped(file, f"schema {schema!r} is not a `check --json` report")
    components = doc.get("components")
    if not isinstance(components, dict) or not any(
        isinstance(components.get(c), dict) for c in ("driver", "tensorflow", "python")
    ):
        return Skipped(file, f"schema {schema}: no components this tfdoctor can read")
    values: dict[str, str | None] = {c: _version(components, c) for c in COLUMNS[:7]}
    values["gpu_model"], values["gpu_count"] = _gpus(components)
    findings = doc.get("findings") if isinstance(doc.get("findings"), list) else []
    errors = tuple(
        (str(f.get("id") or "?"), str(f.get("title") or ""))
        for f in findings
        if isinstance(f, dict) and f.get("severity") == "error"
    )
    host = doc.get("host")
    name = host.strip() if isinstance(host, str) and host.strip() else PurePath(file).stem
    verdict = doc.get("verdict") if isinstance(doc.get("verdict"), str) else None
    return NodeReport(name, file, schema, values, verdict, errors)


def _unique_names(nodes: list[NodeReport]) -> list[NodeReport]:
    """Two reports from one host (gathered twice) stay two rows, told apart by file."""
    counts = Counter(n.name for n in nodes)
    return [
        NodeReport(f"{n.name} ({n.file})", n.file, n.schema, n.values, n.verdict, n.errors)
        if counts[n.name] > 1
        else n
        for n in nodes
    ]


def merge(items: list[NodeReport | Skipped], release_for: Callable[[str], Any] | None = None) -> Fleet:
    """One fleet; ``release_for`` (a TF line -> its matrix row, Matrix.release_for) tells
    what follows from a TensorFlow line when the fleet's lines differ (fleet_align.py)."""
    nodes = _unique_names([i for i in items if isinstance(i, NodeReport)])
    skipped = tuple(i for i in items if isinstance(i, Skipped))
    majority: dict[str, str | None] = {}
    ties: list[str] = []
    differs: dict[str, list[str]] = {}
    findings: list[Finding] = []
    follows: dict[str, tuple[str, ...]] = {}
    lines = {tf_line(n.values.get("tensorflow")) for n in nodes}
    split = len(lines) > 1
    one_line = next(iter(lines)) if len(lines) == 1 else None
    for col in COLUMNS:
        if split and col in ("tensorflow", *STACK):
            continue  # judged as one stack below
        scope = f"TF {one_line}" if one_line and col in STACK else ""
        column = compare(col, LABELS[col], nodes, scope)
        majority[col] = column.majority
        if column.tie:
            ties.append(col)
        for n in column.odd:
            differs.setdefault(n.name, []).append(col)
        if column.finding is not None:
            findings.append(column.finding)
    if split:
        aligned = align(nodes, LABELS, release_for or (lambda _line: None))
        majority.update(aligned.majority)
        ties.extend(aligned.ties)
        for name, cols in aligned.differs.items():
            differs.setdefault(name, []).extend(cols)
        follows = aligned.follows
        findings[:0] = aligned.findings  # the TF line first: the rest may follow from it
    majority = {c: majority.get(c) for c in COLUMNS}
    differs = {n.name: [c for c in COLUMNS if c in differs[n.name]] for n in nodes if n.name in differs}
    bad = [n for n in nodes if n.errors]
    if bad:
        findings.append(
            Finding(
                "fleet-node-errors",
                Severity.ERROR,
                f"{len(bad)} of {len(nodes)} nodes report errors: "
                + names([f"{n.name} [{n.errors[0][0]}]" for n in bad]),
                "Run `tfdoctor check` on each named node and apply the fix it prints",
                tuple(f"{n.name}: {i}: {t}" for n in bad[:50] for i, t in n.errors),
                values={"nodes": [n.name for n in bad]},
            )
        )
    for s in skipped:
        findings.append(
            Finding(
                "fleet-report-skipped",
                Severity.WARNING,
                f"{s.file} skipped: {s.reason}; that node is not judged",
                "Gather that node again with `tfdoctor check --json` from this tfdoctor version",
                (s.file,),
            )
        )
    other = sorted({n.schema for n in nodes if n.schema != CHECK_SCHEMA})
    if other:
        findings.append(
            Finding(
                "fleet-schema-other",
                Severity.INFO,
                f"Reports of schema {', '.join(other)} were read as {CHECK_SCHEMA}",
                "Gather every node with the same tfdoctor version for an exact comparison",
                tuple(n.file for n in nodes if n.schema != CHECK_SCHEMA)[:50],
            )
        )
    return Fleet(
        tuple(nodes),
        skipped,
        majority,
        tuple(c for c in COLUMNS if c in ties),
        {k: tuple(v) for k, v in differs.items()},
        tuple(findings),
        follows,
    )
