"""matrix, plan and setup: options -> one core call -> render -> exit code."""

from __future__ import annotations

from pathlib import Path

import typer

from tfdoctor.cli.app import (
    ColourOpt,
    JsonOpt,
    MatrixOpt,
    command,
)


# --- matrix / plan / setup (issue 4) ------------------------------------------------
@command("matrix")
def matrix_cmd(
    package: str | None = typer.Argument(
        None, help="With --companions: one package (or a module it provides)."
    ),
    tf: str | None = typer.Option(None, "--tf", help="One TensorFlow line, e.g. 2.15."),
    companions: bool = typer.Option(
        False, "--companions", help="The companion packages' TF/Keras lines (companions.json)."
    ),
    json_out: bool = JsonOpt,
    matrix: Path | None = MatrixOpt,
    colour: bool | None = ColourOpt,
) -> None:
    """Print the compatibility matrix (TF, Python, CUDA, cuDNN, drivers, GPUs)."""
    from tfdoctor.commands.matrix import companion_rows, matrix_rows
    from tfdoctor.report.plan import render_matrix

    if companions or package:
        from tfdoctor.report.companions import render_companions

        if not companions:
            raise typer.BadParameter("PACKAGE goes with --companions", param_hint="PACKAGE")
        kb, rows = companion_rows(package)
        raise typer.Exit(
            render_companions(kb, rows, json_out=json_out, colour=colour, package=package)
        )
    m, rows = matrix_rows(matrix, tf)
    raise typer.Exit(render_matrix(m, rows, json_out=json_out, colour=colour))


@command("plan")
def plan_cmd(
    python: str | None = typer.Option(None, "--python", help="Python X.Y (default: this one)."),
    driver: str | None = typer.Option(None, "--driver", help="NVIDIA driver, e.g. 535.104.05."),
    gpu: str | None = typer.Option(None, "--gpu", help='GPU name, e.g. "RTX 3090".'),
    cc: str | None = typer.Option(None, "--cc", help="GPU compute capability, e.g. 8.6."),
    os_name: str | None = typer.Option(None, "--os", help="linux, wsl2, windows or macos."),
    tf: str | None = typer.Option(None, "--tf", help="Pin a TensorFlow line (default: newest)."),
    json_out: bool = JsonOpt,
    matrix: Path | None = MatrixOpt,
    colour: bool | None = ColourOpt,
) -> None:
    """The newest TensorFlow that works on this (or a described) machine, and how to install it."""
    from tfdoctor.commands.plan import machine_inputs
    from tfdoctor.judge.matrix_loader import load_matrix
    from tfdoctor.judge.plan import make_plan
    from tfdoctor.probes.host import Host
    from tfdoctor.report.plan import render_plan

    m = load_matrix(matrix)
    inputs = machine_inputs(
        Host.local(), python=python, driver=driver, gpu=gpu, cc=cc, os_name=os_name, tf=tf
    )
    raise typer.Exit(render_plan(make_plan(m, inputs), json_out=json_out, colour=colour))


@command("setup")
def setup_cmd(
    fmt: str = typer.Option(..., "--format", help="conda, pip or script."),
    tf: str | None = typer.Option(None, "--tf", help="TensorFlow line (default: newest)."),
    name: str = typer.Option("tf", "--name", help="Environment name."),
    python: str | None = typer.Option(None, "--python", help="Python X.Y to pin."),
    out: Path | None = typer.Option(
        None, "--out", help="Folder (conda) or file (pip, script) to write; default: here."
    ),
    force: bool = typer.Option(False, "--force", help="Overwrite existing files."),
    matrix: Path | None = MatrixOpt,
) -> None:
    """Write environment.yml + conda hooks, requirements.txt, or a bash setup script."""
    from tfdoctor.commands.setup import render, targets, write_files
    from tfdoctor.judge.matrix_loader import load_matrix
    from tfdoctor.report.plan import render_written

    rel, files = render(load_matrix(matrix), fmt, tf=tf, name=name, python=python)
    written = write_files(targets(files, fmt, out), force=force)
    raise typer.Exit(render_written(written, rel))
