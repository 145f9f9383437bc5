"""A TensorFlow child's stderr through the explain table, as findings for its command."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tfdoctor.children.probe_log import tag_lines
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
    found = [_words_only_noted(f) for f in explain_text(text)]
    if cap is None:
        return found
    out = []
    for f in demote_gpu_only(found, "expected: no GPU is in use"):
        if f.severity.rank < cap.rank:
            f = replace(f, severity=cap)
        out.append(f)
    return out


def _words_only_noted(f: Finding) -> Finding:
    """A child's line that only says "failed" or "missing" in words, with nothing else named,
    is a note: the child's own measurements (placement, numerics, its exit) judge its run.
    A pasted log has no such measurements, so ``explain`` keeps it a warning."""
    if f.id == "unrecognised-error" and f.values.get("basis") == "words":
        return replace(f, severity=Severity.INFO, title=f"{f.title} (the run's own checks decide)")
    return f


def _names_a_problem(line: str) -> bool:
    """A rule of the table calls this line a warning or an error on its own."""
    return any(
        f.severity is not Severity.INFO and f.id != "unrecognised-error" for f in explain_text(line)
    )


def probe_log_text(stderr: str, payload: Mapping[str, Any]) -> str:
    """The tf_probe child's stderr without the lines our own passed tests caused.

    Our marker lines go; a line logged inside a test that passed goes unless a rule names
    it a problem (children/probe_log.py says why).
    """
    tagged = tag_lines(stderr, payload.get("ops") or [])
    return "\n".join(line for line, ours in tagged if not ours or _names_a_problem(line))


def quiet_unrecognised(findings: list[Finding], why: str) -> list[Finding]:
    """An unrecognised line from a child whose tests all passed is a note, not a problem."""
    out = []
    for f in findings:
        if f.id == "unrecognised-error" and f.severity is not Severity.INFO:
            f = replace(f, severity=Severity.INFO, title=f"{f.title} ({why})")
        out.append(f)
    return out
