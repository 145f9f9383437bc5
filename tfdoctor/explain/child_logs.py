"""A TensorFlow child's stderr through the explain table, as findings for its command."""

from __future__ import annotations

from dataclasses import replace

from tfdoctor.explain.engine import explain_text
from tfdoctor.judge.verdict import demote_gpu_only
from tfdoctor.model import Finding, Severity


def log_findings(text: str, *, cap: Severity | None = None) -> list[Finding]:
    """Findings of the explain table for a child's stderr.

    ``cap`` marks a CPU-only run that asked for nothing more: GPU-stack complaints
    (TF's "failed call to cuInit" on a machine without a GPU) become notes, the same
    demotion `check` applies, and nothing else may exceed ``cap`` — such a run must
    not fail on CUDA noise in its log.
    """
    found = list(explain_text(text))
    if cap is None:
        return found
    out = []
    for f in demote_gpu_only(found, "expected: no GPU is in use"):
        if f.severity.rank < cap.rank:
            f = replace(f, severity=cap)
        out.append(f)
    return out
