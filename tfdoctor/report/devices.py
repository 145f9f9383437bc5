"""Render a devices report: text for people, JSON for scripts. Returns the exit code."""

from __future__ import annotations

from typing import IO

from tfdoctor.commands.devices import FORMULA, GIB, LEGACY_XLA_NOTE, RECIPES, DevicesReport
from tfdoctor.model import Status
from tfdoctor.report.console import Console, emit_json


def _human(n: int) -> str:
    for unit, size in (("B", 10**9), ("M", 10**6), ("K", 10**3)):
        if n >= size:
            return f"{n / size:.1f}{unit}"
    return str(n)


def render_devices(
    report: DevicesReport,
    *,
    json_out: bool = False,
    verbose: bool = False,
    colour: bool | None = None,
    stream: IO[str] | None = None,
) -> int:
    if json_out:
        emit_json(report.to_dict(), stream)
        return report.exit_code
    con = Console(stream, colour)
    con.line(con.style("tfdoctor devices", "bold") + f"  (TensorFlow {report.tensorflow or '?'})")
    ops = {o.get("device"): o for o in report.ops}
    if not report.logical:
        con.line(f"  {con.status_mark(Status.MISSING)} no devices reported")
    for dev in report.logical:
        o = ops.get(dev["name"], {})
        good = o.get("op") == "ok"
        mark = con.status_mark(Status.OK if good else Status.ERROR if o else Status.SKIPPED)
        xla = {"ok": "XLA ok", None: "XLA not tested"}.get(o.get("xla"), "XLA FAILED")
        op = {"ok": "op ok", None: "op not tested"}.get(o.get("op"), "op FAILED")
        con.line(f"  {mark} {dev['name']}  [{dev['type']}]  {op}, {xla}")
    for p in report.physical:
        details = p.get("details") or {}
        if details:
            con.line(
                f"      {p['name']}: {details.get('device_name', '?')}, "
                f"compute capability {details.get('compute_capability', '?')}"
            )
    if not report.gpu_usable and not report.memory:
        con.line("  CPU only: TensorFlow has no usable GPU here.")
    con.line("")
    con.line(con.style("Training capacity per GPU", "bold"))
    if report.memory:
        for g in report.memory:
            con.line(
                f"  GPU {g.index} {g.name}: {g.free / GIB:.1f} GiB free of {g.total / GIB:.1f} GiB"
            )
            for row in g.capacity:
                con.line(
                    f"    {row.recipe:<24} {row.bytes_per_parameter:>2} B/param -> "
                    f"~{_human(row.parameters)} parameters"
                )
    else:
        con.line(f"  no GPU memory figures ({report.memory_source})")
    con.line(f"  formula: {FORMULA}")
    if verbose:
        for label, bpp, what in RECIPES:
            con.line(f"    {label}: {bpp} B = {what}")
    con.line(f"  note: {LEGACY_XLA_NOTE}")
    if report.findings:
        con.line("")
        con.findings(report.findings, verbose=verbose)
    return report.exit_code
