"""Rendering `tfdoctor check`: flutter-doctor-like text, or the JSON contract."""

from __future__ import annotations

import sys
from typing import IO, Any

from tfdoctor import __version__
from tfdoctor.commands.check import SCHEMA, CheckReport
from tfdoctor.model import Severity, Status, exit_code
from tfdoctor.report.components import COMPONENTS, Component, build_components, component_of
from tfdoctor.report.console import Console, emit_json

LABELS = {
    "system": "System",
    "python": "Python",
    "driver": "NVIDIA driver",
    "cuda": "CUDA",
    "cudnn": "cuDNN",
    "tensorflow": "TensorFlow",
    "keras": "Keras",
    "numpy": "NumPy",
}
VERDICTS = {
    "gpu-ready": "TensorFlow can train on the GPU.",
    "cpu-only": "Healthy CPU-only environment: TensorFlow works, no GPU will be used.",
    "problems": "Problems found: fix the errors above (each has a fix: line).",
}


def to_json(report: CheckReport) -> dict[str, Any]:
    comps = build_components(report.facts, report.findings)
    return {
        "schema": SCHEMA,
        "tfdoctor_version": __version__,
        # the node's name, for `tfdoctor fleet merge` (None for an image without one)
        "host": getattr(getattr(report.facts.sysinfo, "hostname", None), "raw", None),
        "verdict": report.verdict,
        "gpu_usable": report.gpu_usable,
        "target": _target(report),
        "gpu_intent": list(report.facts.intent),
        "components": {name: comps[name].to_dict() for name in COMPONENTS},
        "devices": report.facts.runtime.devices_summary(),
        "runtime": report.facts.runtime.to_dict(),
        "findings": [f.to_dict() for f in report.findings],
    } | _kernel(report)


def _kernel(report: CheckReport) -> dict[str, Any]:
    """The Jupyter kernel tfdoctor.check() was called from; nothing outside a kernel."""
    k = report.facts.kernel
    return {"kernel": k.to_dict()} if getattr(k, "active", False) else {}


def _target(report: CheckReport) -> dict[str, Any] | None:
    """The described machine (--driver/--gpu/--cc), with the GPU as the rules saw it."""
    t = report.facts.target
    if not t:
        return None
    gpus = report.facts.stack_gpus
    return {**t.to_dict(), "judged_compute_capability": gpus[0].compute_capability}


def _line(con: Console, comp: Component) -> str:
    label = LABELS[comp.name]
    version = f" {comp.version}" if comp.version else ""
    detail = f" — {comp.summary}" if comp.summary else ""
    source = f" {con.style('(' + comp.source + ')', 'dim')}" if comp.source else ""
    if comp.status is Status.CRASH:
        detail = " — probe crashed"
    return f"{con.status_mark(comp.status)} {label}{version}{detail}{source}"


def render_text(report: CheckReport, stream: IO[str], verbose: bool, colour: bool | None) -> None:
    con = Console(stream, colour)
    comps = build_components(report.facts, report.findings)
    con.line(con.style(f"tfdoctor {__version__} — TensorFlow environment check", "bold"))
    benign = [f for f in report.findings if f.id.startswith("benign-")]
    for name in COMPONENTS:
        comp = comps[name]
        con.line(_line(con, comp))
        if name == "driver":
            for gpu in comp.extra.get("gpus") or []:
                cc = gpu.get("compute_capability") or "?"
                mem = gpu.get("memory_total_mib")
                mem_s = f", {mem} MiB" if mem else ""
                con.line(f"    • GPU {gpu.get('index', '?')}: {gpu.get('name')} (CC {cc}{mem_s})")
        if name == "tensorflow":
            build = comp.extra.get("build") or {}
            if build.get("cuda_version") or build.get("is_cuda_build") is False:
                cuda = (
                    build.get("cuda_version")
                    if build.get("is_cuda_build")
                    else "no CUDA (CPU build)"
                )
                where = build.get("build_source")
                con.line(
                    f"    • built for CUDA {cuda}, cuDNN {build.get('cudnn_version') or '-'}"
                    + (f" (from {where})" if where and where != "build_info.py" else "")
                )
            _devices(con, report)
        for f in report.findings:
            if component_of(f) == name and not f.id.startswith("benign-"):
                con.finding(f, verbose=verbose)
    if benign:
        if verbose:
            con.line(con.style("TensorFlow log notes (harmless):", "dim"))
            con.findings(benign, verbose=verbose)
        else:
            names = ", ".join(sorted({f.id.removeprefix("benign-") for f in benign}))
            con.line(
                con.style(
                    f"    ({len(benign)} harmless TensorFlow log notes: {names}; -v lists them)",
                    "dim",
                )
            )
    target = _target(report)
    if target:
        gpu = target["gpu"] or "a GPU"
        cc = target["judged_compute_capability"] or "?"
        drv = target["driver"] or "unknown (not checked)"
        con.line(f"Judged for the described machine: {gpu} (CC {cc}), driver {drv}")
    con.line()
    colour_name = {"gpu-ready": "green", "cpu-only": "green", "problems": "red"}[report.verdict]
    counts = {s: sum(1 for f in report.findings if f.severity is s) for s in Severity}
    verdict = VERDICTS[report.verdict]
    if target and report.verdict == "gpu-ready":
        verdict = "TensorFlow can train on the described machine's GPU."
    con.line(
        con.style(f"Verdict: {verdict}", colour_name, "bold")
        + f" ({counts[Severity.ERROR]} errors, {counts[Severity.WARNING]} warnings)"
    )


def _devices(con: Console, report: CheckReport) -> None:
    rt = report.facts.runtime
    if not rt.ran:
        con.line(con.style("    • devices: not probed (--no-runtime)", "dim"))
        return
    devices = rt.devices_summary()
    if not devices:
        con.line(f"    • devices: none listed ({rt.outcome})")
        return
    marks = {"ok": "✓" if con.unicode else "ok", None: "-"}
    parts = []
    for d in devices:
        op = marks.get(d.get("op"), "✗" if con.unicode else "x")
        xla = marks.get(d.get("xla"), "✗" if con.unicode else "x")
        cc = f" CC {d['compute_capability']}" if d.get("compute_capability") else ""
        parts.append(f"{d['name']}{cc} (op {op}, XLA {xla})")
    con.line("    • devices: " + "; ".join(parts))
    fit = rt.payload.get("keras_fit") or {}
    if fit:
        ok = fit.get("fit") == "ok"
        mark = ("✓" if con.unicode else "ok") if ok else ("✗" if con.unicode else "x")
        which = f"{fit.get('module') or 'tf.keras'} {fit.get('version') or ''}".strip()
        con.line(f"    • tf.keras fit {mark} ({which})")
    eco = rt.payload.get("ecosystem") or []
    if eco:
        con.line(
            "    • imports: "
            + ", ".join(f"{e.get('module')} {'✓' if e.get('import') == 'ok' else '✗'}" for e in eco)
        )


def render_check(
    report: CheckReport,
    *,
    json_out: bool,
    verbose: bool = False,
    strict: bool = False,
    require_gpu: bool = False,
    colour: bool | None = None,
    stream: IO[str] | None = None,
) -> int:
    out = stream or sys.stdout
    if json_out:
        emit_json(to_json(report), out)
    else:
        render_text(report, out, verbose, colour)
    return check_exit_code(report, strict=strict, require_gpu=require_gpu)


def check_exit_code(report: CheckReport, *, strict: bool = False, require_gpu: bool = False) -> int:
    return exit_code(
        report.findings, strict=strict, require_gpu=require_gpu, gpu_usable=report.gpu_usable
    )
