"""fix: options -> one core call -> render -> exit code."""

from __future__ import annotations

from pathlib import Path

import typer

from tfdoctor.cli.app import ChildTimeoutOpt, ColourOpt, JsonOpt, MatrixOpt, command


@command("fix")
def fix(
    yes: bool = typer.Option(False, "--yes", "-y", help="Apply without asking (for scripts)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the checked plan; change nothing."),
    json_out: bool = JsonOpt,
    timeout: float = ChildTimeoutOpt,
    matrix: Path | None = MatrixOpt,
    colour: bool | None = ColourOpt,
) -> None:
    """Run check, prove each pip fix with pip's resolver, apply, re-check, restore if worse."""
    from tfdoctor.commands.fix import FixOptions, run_fix
    from tfdoctor.report.fix import render_fix
    from tfdoctor.report.progress import progress_for

    with progress_for(json_out=json_out, colour=colour) as (progress, _):

        def confirm(plan) -> bool:
            if progress is not None:
                progress.close()  # the status line gives way to the question
            return typer.confirm("Apply the fixes marked 'would install'?", default=False, err=True)

        opts = FixOptions(dry_run=dry_run, yes=yes, timeout=timeout, matrix=matrix)
        plan = run_fix(opts, confirm, progress)
    raise typer.Exit(render_fix(plan, json_out=json_out, colour=colour))
