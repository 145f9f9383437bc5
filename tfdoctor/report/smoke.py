"""Render a smoke-train report: text for people, JSON for scripts. Returns the exit code."""

from __future__ import annotations

from typing import IO

from tfdoctor.commands.smoke_train import SmokeReport
from tfdoctor.model import Status
from tfdoctor.report.cluster import render_cluster
from tfdoctor.report.console import Console, emit_json


def render_smoke(
    report: SmokeReport,
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
    d = report.data
    label = (
        "generated data (--synthetic), NOT Fashion-MNIST" if d.get("synthetic") else d.get("source")
    )
    counts = (
        f"{d['train_count']} train / {d['test_count']} test"
        if d.get("train_count") is not None
        else "no data"
    )
    where = f" from {d['path']}" if d.get("path") and not d.get("synthetic") else ""
    con.line(con.style("tfdoctor smoke-train", "bold"))
    if d:  # empty when a broken cluster stopped multi-worker before the data
        con.line(f"  data: {label}{where} ({counts})")
    for run in report.runs:
        con.line("")
        placement_ok = run.placement is not None and run.placement.ok
        if run.strategy == "mirrored":
            placement_ok = bool(run.replicas) and all(r.ok for r in run.replicas)
        if run.strategy == "multi-worker":
            placement_ok = True  # judged in the cluster section below
        mark = con.status_mark(Status.OK if placement_ok else Status.WARNING)
        title = run.device
        if run.strategy == "mirrored":
            names = ", ".join(r.device for r in run.replicas) or "?"
            title = f"MirroredStrategy, {len(run.replicas)} replica(s): {names}"
        if run.strategy == "multi-worker" and report.cluster:
            title = f"MultiWorkerMirroredStrategy, this worker: {report.cluster.get('task')}"
        con.line(f"{mark} {con.style(title, 'bold')}")
        for i, e in enumerate(run.epochs, 1):
            note = "  (first: graph build)" if i == 1 and len(run.epochs) > 1 else ""
            con.line(
                f"    epoch {i}: loss {e.loss:.4f}  accuracy {e.accuracy:.4f}  "
                f"{e.seconds:.2f} s{note}"
            )
        con.line(f"    test accuracy: {run.test_accuracy:.4f}")
        con.line(
            f"    speed: {run.samples_per_second:,.0f} samples/s "
            f"(steady epoch {run.steady_epoch_seconds:.2f} s, first {run.first_epoch_seconds:.2f} s)"
        )
        for r in run.replicas:
            missing = f", missing {', '.join(r.missing_key_ops)}" if r.missing_key_ops else ""
            con.line(
                f"    replica {r.device}: {r.ops} train-step ops{missing}, "
                f"{r.variables_on_device}/{r.variables_total} variables"
            )
        if run.placement:
            con.line(f"    placement: {run.placement.sentence()} ({run.placement.source})")
            for op, dev, n in run.placement.off_device[: 10 if verbose else 3]:
                con.line(f"      {op} on {dev} (x{n})")
    if report.cluster:
        render_cluster(con, report.cluster)
    c = report.comparison
    if c and c.get("strategy") == "mirrored":
        sps = c["samples_per_second"]
        con.line("")
        con.line(con.style(f"MirroredStrategy vs one device ({c['one_device']})", "bold"))
        con.line(
            f"    speed-up: {c['speedup_over_one_device']}x with {c['replicas']} replicas; "
            f"samples/s one device {sps['one_device']:,} mirrored {sps['mirrored']:,}"
        )
    elif c:
        con.line("")
        con.line(con.style("CPU vs GPU", "bold"))
        con.line(
            f"    max loss difference: {c['max_loss_difference']} (tolerance {c['loss_tolerance']})"
        )
        con.line(
            f"    speed-up: {c['speedup']}x steady, {c['speedup_first_epoch']}x first epoch; "
            f"samples/s cpu {c['samples_per_second']['cpu']:,} gpu {c['samples_per_second']['gpu']:,}"
        )
    if report.findings:
        con.line("")
        con.findings(report.findings, verbose=verbose)
    con.line("")
    verdict = report.verdict.upper()
    con.line(con.style(f"verdict: {verdict}", "green" if report.exit_code == 0 else "red"))
    return report.exit_code
