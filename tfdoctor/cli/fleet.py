"""fleet merge: options -> one core call -> render -> exit code."""

from __future__ import annotations

from pathlib import Path

import typer

from tfdoctor.cli.app import ColourOpt, JsonOpt, VerboseOpt, app, guarded

fleet_app = typer.Typer(
    help="Compare many nodes' `check --json` reports (gathered by srun, pdsh, kubectl, Ansible).",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(fleet_app, name="fleet")


@fleet_app.command("merge")
@guarded
def merge(
    reports: list[Path] = typer.Argument(..., help="check --json reports, or folders of them."),
    json_out: bool = JsonOpt,
    verbose: bool = VerboseOpt,
    colour: bool | None = ColourOpt,
) -> None:
    """One table of nodes x components; marks nodes that differ from the majority or
    report errors. Exit 1 when the fleet is inconsistent or a node has an error."""
    from tfdoctor.commands.fleet import run_fleet_merge
    from tfdoctor.report.fleet import render_fleet

    fleet = run_fleet_merge(reports)
    raise typer.Exit(render_fleet(fleet, json_out=json_out, verbose=verbose, colour=colour))
