"""What a notebook shows of a report: a title, a verdict, tables, findings (issue 20).

Built from the JSON document a command prints (already redacted), so the notebook
shows what `--json` says; report/notebook.py turns a View into HTML or Markdown.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.records import frozen
from tfdoctor.report.check import LABELS, VERDICTS

#: A state as a symbol beside its word: never colour alone (issue 20, accessibility).
SYMBOLS = {
    "ok": "✓",
    "warning": "!",
    "error": "✗",
    "failed": "✗",
    "wrong-result": "✗",
    "missing": "–",
    "not-applicable": "–",
    "skipped": "○",
    "crash": "☠",
    "info": "•",
    None: "–",
}
SEVERITY_ORDER = ("error", "warning", "info")


@frozen
class Mark:
    """A status cell: shown as symbol and word ("✓ ok"), with a colour as a hint only."""

    state: str | None

    @property
    def text(self) -> str:
        word = self.state or "not tested"
        return f"{SYMBOLS.get(self.state, '?')} {word}"

    @property
    def tone(self) -> str:
        if self.state in ("error", "failed", "wrong-result", "crash"):
            return "error"
        return {"ok": "ok", "warning": "warning"}.get(str(self.state), "muted")


@frozen
class Table:
    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]


@frozen
class View:
    title: str
    verdict: str
    state: str  # ok | warning | error: the verdict's mark
    tables: tuple[Table, ...] = ()
    findings: tuple[dict[str, Any], ...] = ()
    notes: tuple[str, ...] = ()


def counts(findings: list[dict[str, Any]] | tuple[dict[str, Any], ...]) -> str:
    n = {s: sum(1 for f in findings if f.get("severity") == s) for s in SEVERITY_ORDER}
    return f"{n['error']} errors, {n['warning']} warnings, {n['info']} notes"


def _state(findings: list[dict[str, Any]], failed: bool) -> str:
    if failed or any(f.get("severity") == "error" for f in findings):
        return "error"
    return "warning" if any(f.get("severity") == "warning" for f in findings) else "ok"


def check_view(doc: dict[str, Any], exit_code: int) -> View:
    comps = doc.get("components") or {}
    rows = tuple(
        (
            LABELS.get(name, name),
            c.get("version") or "—",
            c.get("source") or "",
            Mark(c.get("status")),
        )
        for name, c in comps.items()
    )
    tables = [Table("Components", ("Component", "Version", "Source", "Status"), rows)]
    devices = doc.get("devices") or []
    if devices:
        tables.append(
            Table(
                "TensorFlow devices (tested in a fresh process)",
                ("Device", "Compute capability", "First op", "XLA"),
                tuple(
                    (
                        d.get("name"),
                        d.get("compute_capability") or "—",
                        Mark(d.get("op")),
                        Mark(d.get("xla")),
                    )
                    for d in devices
                ),
            )
        )
    findings = [f for f in doc.get("findings") or [] if not str(f.get("id")).startswith("benign-")]
    benign = len(doc.get("findings") or []) - len(findings)
    notes = []
    kernel = doc.get("kernel")
    if kernel:
        tf = kernel.get("tensorflow_imported")
        kind = {"colab": "a Colab", "ipykernel": "a Jupyter (ipykernel)"}.get(
            kernel.get("kind"), "a"
        )
        imported = (
            f"TensorFlow {tf.get('version')} imported in it"
            if tf
            else "TensorFlow not imported in it"
        )
        notes.append(f"Called from {kind} kernel running {kernel.get('executable')}; {imported}.")
    if (doc.get("runtime") or {}).get("outcome") == "skipped":
        notes.append("TensorFlow was not imported (--no-runtime): devices not tested.")
    if benign:
        notes.append(f"{benign} harmless TensorFlow log notes hidden (verbose=True lists them).")
    verdict = VERDICTS.get(doc.get("verdict", ""), str(doc.get("verdict")))
    return View(
        "tfdoctor check — TensorFlow environment",
        f"{verdict} ({counts(findings)})",
        _state(findings, exit_code != 0),
        tuple(tables),
        tuple(findings),
        tuple(notes),
    )


def devices_view(doc: dict[str, Any], exit_code: int) -> View:
    ops = {o.get("device"): o for o in doc.get("ops") or []}
    rows = tuple(
        (
            d.get("name"),
            d.get("type"),
            Mark(ops.get(d.get("name"), {}).get("op")),
            Mark(ops.get(d.get("name"), {}).get("xla")),
        )
        for d in doc.get("logical_devices") or []
    )
    tables = [Table("Logical devices", ("Device", "Type", "First op", "XLA"), rows)]
    gpus = doc.get("gpus") or []
    if gpus:
        gib = 1024**3
        tables.append(
            Table(
                "GPU memory",
                ("GPU", "Name", "Free GiB", "Total GiB"),
                tuple(
                    (
                        g["index"],
                        g["name"],
                        f"{g['free_bytes'] / gib:.1f}",
                        f"{g['total_bytes'] / gib:.1f}",
                    )
                    for g in gpus
                ),
            )
        )
    findings = list(doc.get("findings") or [])
    usable = "TensorFlow can use a GPU." if doc.get("gpu_usable") else "CPU only: no usable GPU."
    return View(
        f"tfdoctor devices — TensorFlow {doc.get('tensorflow') or '?'}",
        f"{usable} ({counts(findings)})",
        _state(findings, exit_code != 0),
        tuple(tables),
        tuple(findings),
    )


def smoke_view(doc: dict[str, Any], exit_code: int) -> View:
    rows = []
    for r in doc.get("runs") or []:
        placement = r.get("placement") or {}
        rows.append(
            (
                r.get("device"),
                r.get("strategy"),
                f"{r.get('test_accuracy', 0):.4f}",
                f"{r.get('samples_per_second', 0):,.0f}",
                Mark("ok" if placement.get("ok") else "warning" if placement else None),
            )
        )
    data = doc.get("data") or {}
    findings = list(doc.get("findings") or [])
    return View(
        "tfdoctor smoke-train",
        f"{str(doc.get('verdict')).upper()} ({counts(findings)})",
        _state(findings, exit_code != 0),
        (
            Table(
                "Training runs",
                ("Device", "Strategy", "Test accuracy", "Samples/s", "Placement"),
                tuple(rows),
            ),
        ),
        tuple(findings),
        (
            f"data: {data.get('source')} ({data.get('train_count')} train / {data.get('test_count')} test)",
        )
        if data
        else (),
    )


def explain_view(doc: dict[str, Any], exit_code: int) -> View:
    findings = list(doc.get("findings") or [])
    verdict = (
        f"{counts(findings)} in {doc.get('lines_read', 0)} lines"
        if findings
        else f"No known TensorFlow problem in these {doc.get('lines_read', 0)} lines."
    )
    notes = []
    if doc.get("exception"):  # %tfdoctor why
        notes.append(f"The last exception in this kernel: {doc['exception']}")
    if doc.get("command"):
        notes.append(f"Ran: {' '.join(doc['command'])} (exit status {doc.get('returncode')})")
    state = _state(findings, exit_code != 0)
    return View("tfdoctor explain", verdict, state, (), tuple(findings), tuple(notes))


VIEWS = {
    "check": check_view,
    "devices": devices_view,
    "smoke-train": smoke_view,
    "explain": explain_view,
}


def view_of(kind: str, doc: dict[str, Any], exit_code: int) -> View:
    return VIEWS[kind](doc, exit_code)
