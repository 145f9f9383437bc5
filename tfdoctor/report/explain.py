"""Rendering for `tfdoctor explain`: flutter-doctor-like text, or one JSON document."""

from __future__ import annotations

from collections.abc import Sequence
from typing import IO, Any

from tfdoctor.model import Finding, Severity
from tfdoctor.report.console import Console, emit_json

SCHEMA = "tfdoctor.explain/1"


def explain_json(findings: Sequence[Finding], **extra: Any) -> dict[str, Any]:
    return {"schema": SCHEMA, "findings": [f.to_dict() for f in findings], **extra}


def render_explain(
    findings: Sequence[Finding],
    *,
    json_out: bool = False,
    verbose: bool = False,
    colour: bool | None = None,
    lines_read: int = 0,
    stream: IO[str] | None = None,
    **extra: Any,
) -> None:
    """Print the findings: JSON on stdout only, or one block per finding with its fix."""
    if json_out:
        emit_json(explain_json(findings, lines_read=lines_read, **extra), stream)
        return
    con = Console(stream, colour)
    counts = {s: sum(1 for f in findings if f.severity is s) for s in Severity}
    con.line(
        con.style("tfdoctor explain", "bold")
        + f": {lines_read} lines read, {counts[Severity.ERROR]} errors, "
        f"{counts[Severity.WARNING]} warnings, {counts[Severity.INFO]} notes"
    )
    context = extra.get("context")
    if context and findings and not all(f.id in ("log-empty", "log-not-text") for f in findings):
        known = ", ".join(
            f"{label} {context[key]}"
            for key, label in (("tensorflow", "TensorFlow"), ("python", "Python"),
                               ("platform", "platform"))
            if context.get(key)
        )  # fmt: skip
        unknown = ", ".join(context.get("unknown") or ())
        con.line(
            con.style(
                f"    fixes written for: {known or 'no known versions'} (from {context['source']})"
                + (f"; not known: {unknown}" if unknown else ""),
                "dim",
            )
        )
    if not findings:
        con.line("    No known TensorFlow problem in this log (tfdoctor check inspects the setup).")
        return
    for f in findings:
        con.finding(f, verbose=verbose)
    if not verbose and any(f.evidence for f in findings):
        con.line(con.style("    (-v shows the log lines behind each finding)", "dim"))
