"""The explain command's one core call: choose the input (file, stdin, a command), explain
it, and say how the command should exit (the CLI renders)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

from tfdoctor.explain.engine import ExplainContext, explain_lines, explain_stream, normalise
from tfdoctor.model import Finding, InputError, Severity, exit_code
from tfdoctor.records import frozen

_LOG_SUFFIXES = (".txt", ".log", ".out", ".err")


def stream_log(
    arg: str | None, ctx: ExplainContext, context_out: list | None = None
) -> tuple[list[Finding], int]:
    """Explain a log file, or stdin for None / "-", read in blocks (memory does not grow
    with the log). Undecodable bytes are replaced; a gzip, bzip2 or xz file is read
    decompressed."""
    from tfdoctor.explain.log_input import decompressed, with_cut

    try:
        if arg in (None, "-"):
            reader = decompressed(sys.stdin.buffer)
            found, n = explain_stream(reader, ctx, context_out=context_out, name=arg)
            return with_cut(found, reader, arg), n
        with Path(arg).open("rb") as fh:
            reader = decompressed(fh)
            found, n = explain_stream(reader, ctx, context_out=context_out, name=arg)
            return with_cut(found, reader, arg), n
    except (OSError, ValueError, EOFError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise InputError(f"cannot read {arg or 'stdin'}: {reason}") from None


def _is_log_argument(args: list[str]) -> bool:
    """One argument that names a file (or "-") is a log; anything else is a command."""
    if not args:
        return True
    if len(args) > 1:
        return False
    a = args[0]
    return a == "-" or Path(a).exists() or "/" in a or "\\" in a or a.endswith(_LOG_SUFFIXES)


@frozen
class ExplainResult:
    """What explain found, and about what: a log read, or a command it ran."""

    findings: tuple[Finding, ...]
    lines_read: int
    command: tuple[str, ...] | None = None
    returncode: int | None = None
    #: what the remedies were written for: the environment read, or the log (explain_env)
    context: dict | None = None

    def exit_status(self, strict: bool) -> int:
        """A log: from its findings. A command: its own status (1 on findings with --strict)."""
        if self.command is None:
            return exit_code(self.findings, strict=strict)
        if strict and any(f.severity in (Severity.ERROR, Severity.WARNING) for f in self.findings):
            return 1
        return int(self.returncode or 0)


def run_explain(
    args: list[str], ctx: ExplainContext, *, json_out: bool, run: bool = False
) -> ExplainResult:
    """``run``: ARGS are a command, whatever they look like (what ``--`` means).
    ``json_out``: the command's own output goes to stderr, keeping stdout for the JSON."""
    from tfdoctor.commands.explain_env import describe

    used: list[ExplainContext] = []
    given = ctx
    if not run and _is_log_argument(args):
        findings, n = stream_log(args[0] if args else None, ctx, used)
        return ExplainResult(tuple(findings), n, context=describe(used[-1], ran=False, given=given))
    from tfdoctor.children.user_command import run_command
    from tfdoctor.commands.explain_env import environment_context

    result = run_command(args, stdout_to_stderr=json_out)
    # read after the command ran: what it installed is what its failure is about
    ctx = environment_context(list(args), ctx)
    lines = normalise(result.output)
    findings = explain_lines(lines, ctx, used)
    if ctx.facts is not None:  # the same root cause along the import chain as check
        from tfdoctor.explain.import_chain import culprit_first, pythonpath_first
        from tfdoctor.judge.verdict import contextualise_log_findings

        findings = culprit_first(ctx.facts, findings, result.output)
        findings = pythonpath_first(ctx.facts, findings, result.output)
        # as check judges its child's log: on a machine with no GPU (no driver), "GPU will
        # not be used" is expected, a note (stable: the order within a severity is kept)
        findings = contextualise_log_findings(ctx.facts, list(findings))
        findings = sorted(findings, key=lambda f: f.severity.rank)
    return ExplainResult(
        tuple(findings),
        len(lines),
        tuple(result.argv),
        result.exit_status,
        describe(used[-1], ran=True, given=given),
    )


def explain_log_text(text: str, ctx: ExplainContext) -> ExplainResult:
    """Explain a log given as text (the Python API, ``%tfdoctor why``): read the way
    `tfdoctor explain FILE` reads a file."""
    from tfdoctor.commands.explain_env import describe

    used: list[ExplainContext] = []
    findings, n = explain_stream(io.BytesIO(text.encode("utf-8", "replace")), ctx, context_out=used)
    return ExplainResult(tuple(findings), n, context=describe(used[-1], ran=False))
