"""Renderers for `tfdoctor matrix`, `plan` and `setup`: text for people, JSON for scripts."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.judge.plan import Plan
from tfdoctor.model import Severity
from tfdoctor.report.console import Console, emit_json

MATRIX_SCHEMA = "tfdoctor.matrix/1"


def matrix_document(matrix: Matrix, rows: Sequence[TFRelease]) -> dict[str, Any]:
    raw = matrix.raw
    return {
        "schema": MATRIX_SCHEMA,
        "tensorflow": [dict(r.raw) for r in rows],
        "cuda_drivers": list(raw.get("cuda_drivers", [])),
        "cuda_minor_compat": list(raw.get("cuda_minor_compat", [])),
        "cudnn_cuda": list(raw.get("cudnn_cuda", [])),
        "gpus": list(raw.get("gpus", [])),
        "sources": dict(raw.get("sources", {})),
    }


def render_matrix(
    matrix: Matrix,
    rows: Sequence[TFRelease],
    *,
    json_out: bool,
    stream: IO[str] | None = None,
    colour: bool | None = None,
) -> int:
    if json_out:
        emit_json(matrix_document(matrix, rows))
        return 0
    con = Console(stream, colour)
    header = f"{'TF':<6} {'latest':<8} {'python':<14} {'CUDA':<5} {'cuDNN':<6} {'min CC':<7} {'keras':<6} {'driver (linux)':<15} install"
    con.line(con.style(header, "bold"))
    for r in rows:
        drv = matrix.min_driver(r.cuda) or "-"
        con.line(
            f"{r.version:<6} {r.latest_patch or '-':<8} {r.python_raw:<14} {r.cuda or '-':<5} "
            f"{r.cudnn or '-':<6} {r.min_compute_capability or '?':<7} {r.keras:<6} {drv:<15} "
            f"{r.pip or '-'}"
        )
    if len(rows) == 1:
        r = rows[0]
        con.line()
        con.line(f"kernels: {', '.join(r.compute_capabilities) or 'not listed'}")
        con.line(
            f"numpy: {r.numpy or '-'}   windows native GPU: {'yes' if r.windows_native_gpu else 'no'}"
        )
        for note in r.notes:
            con.line(f"  - {note}")
        con.line("sources: " + ", ".join(matrix.source_title(s) for s in r.sources))
    return 0


def render_plan(
    plan: Plan, *, json_out: bool, stream: IO[str] | None = None, colour: bool | None = None
) -> int:
    code = 1 if any(f.severity is Severity.ERROR for f in plan.findings) else 0
    if json_out:
        emit_json(plan.to_dict())
        return code
    con = Console(stream, colour)
    i = plan.inputs
    con.line(
        f"Machine: {i.os}, Python {i.python or '?'}, driver {i.driver or 'none'}, "
        f"GPU {i.gpu_name or '-'}{f' (CC {i.cc})' if i.cc else ''}"
    )
    if plan.release is not None:
        con.line(
            con.style(f"TensorFlow {plan.tensorflow} ({plan.mode.upper()})", "bold", "green")
            + f"  CUDA {plan.release.cuda or '-'}, cuDNN {plan.release.cudnn or '-'}"
        )
    for ex in plan.excluded:
        con.line(f"  not {ex.version}: " + "; ".join(r.text for r in ex.reasons))
    for c in plan.caveats:
        con.line(f"  {con.style('!', 'yellow')} {c}")
    for f in plan.findings:
        con.finding(f, verbose=True, indent="")
    if plan.commands:
        con.line()
        con.line(con.style("Install:", "bold"))
        for cmd in plan.commands:
            con.line(f"  {cmd}")
    return code


def render_written(paths: Sequence[Path], rel: TFRelease, stream: IO[str] | None = None) -> int:
    con = Console(stream, False)
    for p in paths:
        con.line(f"wrote {p}")
    con.line(f"TensorFlow {rel.latest_patch or rel.version}: CUDA {rel.cuda}, cuDNN {rel.cudnn}")
    if any("activate.d" in str(p) for p in paths):
        con.line(
            "copy etc/conda/ into the env after `conda env create`: "
            'cp -r etc/conda/* "$CONDA_PREFIX/etc/conda/"'
        )
    return 0
