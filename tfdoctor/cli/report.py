"""report: options -> one core call -> render -> write or print."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from tfdoctor.cli.app import ChildTimeoutOpt, MatrixOpt, command


@command("report")
def report(
    out: Path | None = typer.Option(
        None, "--out", help="Write the Markdown here (atomically) instead of stdout."
    ),
    force: bool = typer.Option(False, "--force", help="Overwrite --out if it exists."),
    no_redact: bool = typer.Option(
        False,
        "--no-redact",
        help="Keep user and host names, home paths, IP addresses and GPU UUIDs "
        "(secret-looking environment values stay hidden).",
    ),
    no_runtime: bool = typer.Option(
        False, "--no-runtime", help="Skip the TensorFlow children (check's and devices')."
    ),
    timeout: float = ChildTimeoutOpt,
    matrix: Path | None = MatrixOpt,
) -> None:
    """A paste-ready Markdown bundle for a bug report: check, devices, versions and the
    environment variables that matter, with identifying details redacted."""
    from tfdoctor.commands.bug_report import run_bug_report, write_new
    from tfdoctor.commands.check import CheckOptions
    from tfdoctor.report.bug_report import render_markdown
    from tfdoctor.report.progress import progress_for

    if out is not None and out.exists() and not force:
        from tfdoctor.model import InputError

        raise InputError(f"{out} exists; pass --force to overwrite it")  # before any work
    opts = CheckOptions(matrix=matrix, runtime=not no_runtime, timeout=timeout)
    with progress_for() as (progress, _):  # a status line on a terminal, nothing on a pipe
        bundle = run_bug_report(opts, progress)
    text = render_markdown(bundle, redacting=not no_redact)
    if out is None:
        sys.stdout.write(text)
    else:
        write_new(out, text, force=force)
        typer.echo(f"wrote {out}", err=True)
