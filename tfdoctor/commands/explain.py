"""The explain command's one core call: choose the input (file, stdin, a command), explain
it, render, and compute the exit status."""

from __future__ import annotations

import sys
from pathlib import Path

from tfdoctor.explain.engine import ExplainContext, explain_lines, normalise
from tfdoctor.model import InputError, Severity, exit_code
from tfdoctor.report.explain import render_explain

_LOG_SUFFIXES = (".txt", ".log", ".out", ".err")


def read_log(arg: str | None) -> str:
    """The text of a log file, or of stdin for None / "-". Undecodable bytes are replaced."""
    try:
        if arg in (None, "-"):
            data = sys.stdin.buffer.read()
        else:
            data = Path(arg).read_bytes()
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise InputError(f"cannot read {arg or 'stdin'}: {reason}") from None
    return data.decode("utf-8", "replace")


def _is_log_argument(args: list[str]) -> bool:
    """One argument that names a file (or "-") is a log; anything else is a command."""
    if not args:
        return True
    if len(args) > 1:
        return False
    a = args[0]
    return a == "-" or Path(a).exists() or "/" in a or "\\" in a or a.endswith(_LOG_SUFFIXES)


def run_explain(
    args: list[str],
    ctx: ExplainContext,
    *,
    json_out: bool,
    verbose: bool,
    strict: bool,
    colour: bool | None,
    run: bool = False,
) -> int:
    """``run``: ARGS are a command, whatever they look like (what ``--`` means)."""
    if not run and _is_log_argument(args):
        lines = normalise(read_log(args[0] if args else None))
        findings = explain_lines(lines, ctx)
        render_explain(
            findings, json_out=json_out, verbose=verbose, colour=colour, lines_read=len(lines)
        )
        return exit_code(findings, strict=strict)
    from tfdoctor.children.user_command import run_command

    result = run_command(args, stdout_to_stderr=json_out)
    lines = normalise(result.output)
    findings = explain_lines(lines, ctx)
    render_explain(
        findings,
        json_out=json_out,
        verbose=verbose,
        colour=colour,
        lines_read=len(lines),
        command=list(result.argv),
        returncode=result.exit_status,
    )
    if strict and any(f.severity in (Severity.ERROR, Severity.WARNING) for f in findings):
        return 1
    return result.exit_status
