"""check, devices and smoke-train: options -> one core call -> render -> exit code."""

from __future__ import annotations

from pathlib import Path

import typer

from tfdoctor.cli.app import (
    ChildTimeoutOpt,
    ColourOpt,
    JsonOpt,
    MatrixOpt,
    RequireGpuOpt,
    StrictOpt,
    VerboseOpt,
    command,
)


# --- check (issue 2) ----------------------------------------------------------------
@command("check")
def check(
    json_out: bool = JsonOpt,
    verbose: bool = VerboseOpt,
    strict: bool = StrictOpt,
    require_gpu: bool = RequireGpuOpt,
    no_runtime: bool = typer.Option(
        False, "--no-runtime", help="Skip importing TensorFlow in a child process (instant)."
    ),
    timeout: float = ChildTimeoutOpt,
    matrix: Path | None = MatrixOpt,
    root: Path | None = typer.Option(
        None,
        "--root",
        help="Inspect another root filesystem (an unpacked image): files only, no commands.",
    ),
    python_site: list[Path] | None = typer.Option(
        None, "--python-site", help="A site-packages folder to read (repeatable; with --root)."
    ),
    driver: str | None = typer.Option(
        None, "--driver", help="Judge for a machine with this NVIDIA driver, e.g. 535.104.05."
    ),
    gpu: str | None = typer.Option(
        None, "--gpu", help='Judge for a machine with this GPU, e.g. "A100" (as in plan).'
    ),
    cc: str | None = typer.Option(
        None, "--cc", help="Judge for a GPU of this compute capability, e.g. 8.0."
    ),
    python: str | None = typer.Option(
        None,
        "--python",
        help="Inspect this interpreter's environment (a conda env, a project venv), "
        "like pip --python.",
    ),
    colour: bool | None = ColourOpt,
    health: bool = typer.Option(
        False,
        "--health",
        help="Slurm HealthCheckProgram / NHC mode: static probes only, bounded to 40 s, one "
        "line (OK ... or ERROR ... [id]); exit 1 when the node should be drained.",
    ),
) -> None:
    """Inspect driver, CUDA, cuDNN, TensorFlow, Keras, NumPy and Python; judge them.

    With --driver/--gpu/--cc the environment is judged as it would run on that machine
    (an image built on a CI runner without a GPU, or --root on an unpacked image)."""
    from tfdoctor.commands.check import check_options, run_check

    opts = check_options(
        no_runtime=no_runtime,
        timeout=timeout,
        require_gpu=require_gpu,
        matrix=matrix,
        root=root,
        python_site=python_site,
        driver=driver,
        gpu=gpu,
        cc=cc,
        python=python,
    )
    if health:
        from tfdoctor.commands.health import run_health
        from tfdoctor.report.health import render_health

        raise typer.Exit(render_health(run_health(opts)))
    from tfdoctor.report.check import render_check

    if no_runtime:  # no child, nothing to wait for: stays instant
        report = run_check(opts)
    else:
        from tfdoctor.report.progress import progress_for

        with progress_for(json_out=json_out, colour=colour) as (progress, _):
            report = run_check(opts, progress)  # on a terminal: the child's stage, in place
    raise typer.Exit(
        render_check(
            report,
            json_out=json_out,
            verbose=verbose,
            strict=strict,
            require_gpu=require_gpu,
            colour=colour,
        )
    )


# --- devices / smoke-train (issue 3) ------------------------------------------------
@command("devices")
def devices(
    json_out: bool = JsonOpt,
    require_gpu: bool = RequireGpuOpt,
    timeout: float = ChildTimeoutOpt,
    verbose: bool = VerboseOpt,
    colour: bool | None = ColourOpt,
) -> None:
    """List TensorFlow's devices, test an op and XLA on each, estimate training capacity."""
    from tfdoctor.commands.devices import run_devices
    from tfdoctor.report.devices import render_devices
    from tfdoctor.report.progress import progress_for

    with progress_for(json_out=json_out, colour=colour) as (progress, _):
        report = run_devices(timeout=timeout, require_gpu=require_gpu, progress=progress)
    raise typer.Exit(render_devices(report, json_out=json_out, verbose=verbose, colour=colour))


@command("smoke-train")
def smoke_train(
    epochs: int = typer.Option(1, "--epochs", min=1, help="Epochs to train."),
    batch_size: int = typer.Option(
        32, "--batch-size", min=1, help="Batch size (Keras default 32)."
    ),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Train on the first N samples."),
    seed: int = typer.Option(42, "--seed", help="Random seed (same on every device)."),
    device: str = typer.Option(
        "auto", "--device", help="auto | gpu | cpu | both (both: compare CPU and GPU)."
    ),
    xla: bool = typer.Option(False, "--xla", help="Compile the train step with XLA."),
    strategy: str = typer.Option(
        "default",
        "--strategy",
        help="default (one device) | mirrored (tf.distribute.MirroredStrategy over all "
        "visible GPUs, one replica on the CPU without; --batch-size is per replica) | "
        "multi-worker (MultiWorkerMirroredStrategy, cluster from TF_CONFIG or srun; run it "
        "on every worker, the chief prints the whole).",
    ),
    require_gpu: bool = typer.Option(
        False, "--require-gpu", help="Exit 1 unless the training ran on a GPU."
    ),
    data_dir: Path | None = typer.Option(
        None, "--data-dir", help="Folder with the four Fashion-MNIST IDX .gz files."
    ),
    synthetic: bool = typer.Option(
        False, "--synthetic", help="Generated data (not Fashion-MNIST): proves placement only."
    ),
    json_out: bool = JsonOpt,
    timeout: float = typer.Option(
        900.0, "--timeout", min=1.0, help="Seconds each training child may take."
    ),
    verbose: bool = typer.Option(
        False, "-v", "--verbose", help="Show each finding's evidence and the child's own log."
    ),
    colour: bool | None = ColourOpt,
) -> None:
    """Train the Fashion-MNIST Dense-128 network; prove GPU placement, numerics and speed."""
    from tfdoctor.commands.smoke_entry import run_smoke_train, smoke_options
    from tfdoctor.report.progress import progress_for
    from tfdoctor.report.smoke import render_smoke

    opts = smoke_options(
        epochs=epochs,
        batch_size=batch_size,
        limit=limit,
        seed=seed,
        device=device,
        xla=xla,
        strategy=strategy,
        require_gpu=require_gpu,
        data_dir=data_dir,
        synthetic=synthetic,
        timeout=timeout,
    )
    # tfdoctor's own progress on a terminal; the child's log live with -v only
    with progress_for(json_out=json_out, verbose=verbose, colour=colour) as (progress, log):
        report = run_smoke_train(opts, progress=progress, live_stderr=log)
    raise typer.Exit(render_smoke(report, json_out=json_out, verbose=verbose, colour=colour))
