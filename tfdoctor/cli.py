"""The command line: options -> one core call -> render and exit.

Domain errors (bad usage, bad input) are caught in one place, `_guarded`, and shown as
one red line with exit status 2. Core modules are imported inside the commands so
`tfdoctor --help` and `check --no-runtime` stay instant.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import typer

from tfdoctor import __version__
from tfdoctor.model import EXIT_BAD_INPUT, TfdoctorError
from tfdoctor.report.console import error_line

app = typer.Typer(
    name="tfdoctor",
    help="Can this TensorFlow/Keras environment really train on the GPU? And if not, what fixes it.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

F = TypeVar("F", bound=Callable[..., Any])


def _guarded(fn: F) -> F:
    """Turn a TfdoctorError into one red line and exit 2 (never a traceback)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except TfdoctorError as exc:
            error_line(str(exc))
            raise typer.Exit(EXIT_BAD_INPUT) from None

    return wrapper  # type: ignore[return-value]


def command(name: str, **kwargs: Any) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        app.command(name, **kwargs)(_guarded(fn))
        return fn

    return deco


def _version(value: bool) -> None:
    if value:
        typer.echo(f"tfdoctor {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """tfdoctor: check a TensorFlow GPU environment, prove it trains, explain its logs."""


# Shared options -------------------------------------------------------------------
JsonOpt = typer.Option(False, "--json", help="One JSON document on stdout (progress on stderr).")
MatrixOpt = typer.Option(
    None,
    "--matrix",
    help="Compatibility matrix to use instead of the shipped one (or set TFDOCTOR_MATRIX).",
)


# --- check (issue 2) ----------------------------------------------------------------
@command("check")
def check(
    json_out: bool = JsonOpt,
    verbose: bool = typer.Option(
        False, "-v", "--verbose", help="Show the evidence of each finding."
    ),
    strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too."),
    require_gpu: bool = typer.Option(
        False, "--require-gpu", help="Exit 1 unless TensorFlow can really use a GPU."
    ),
    no_runtime: bool = typer.Option(
        False, "--no-runtime", help="Skip importing TensorFlow in a child process (instant)."
    ),
    timeout: float = typer.Option(
        120.0, "--timeout", min=1.0, help="Seconds the TensorFlow child may take."
    ),
    matrix: Path | None = MatrixOpt,
    root: Path | None = typer.Option(
        None,
        "--root",
        help="Inspect another root filesystem (an unpacked image): files only, no commands.",
    ),
    python_site: list[Path] | None = typer.Option(
        None, "--python-site", help="A site-packages folder to read (repeatable; with --root)."
    ),
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
) -> None:
    """Inspect driver, CUDA, cuDNN, TensorFlow, Keras, NumPy and Python; judge them."""
    from tfdoctor.commands.check import CheckOptions, run_check
    from tfdoctor.report.check import render_check

    report = run_check(
        CheckOptions(
            matrix=matrix,
            root=root,
            python_sites=tuple(python_site or ()),
            runtime=not no_runtime,
            timeout=timeout,
            require_gpu=require_gpu,
        )
    )
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
# (commands are registered below this line by their modules' owners)


@command("devices")
def devices(
    json_out: bool = JsonOpt,
    require_gpu: bool = typer.Option(
        False, "--require-gpu", help="Exit 1 unless TensorFlow can really use a GPU."
    ),
    timeout: float = typer.Option(
        120.0, "--timeout", min=1.0, help="Seconds the TensorFlow child may take."
    ),
    verbose: bool = typer.Option(False, "-v", "--verbose", help="Show evidence."),
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
) -> None:
    """List TensorFlow's devices, test an op and XLA on each, estimate training capacity."""
    from tfdoctor.commands.devices import run_devices
    from tfdoctor.report.devices import render_devices

    report = run_devices(timeout=timeout, require_gpu=require_gpu)
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
    verbose: bool = typer.Option(False, "-v", "--verbose", help="Show evidence."),
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
) -> None:
    """Train the Fashion-MNIST Dense-128 network; prove GPU placement, numerics and speed."""
    from tfdoctor.commands.smoke_train import DEVICES, SmokeOptions, run_smoke
    from tfdoctor.model import InputError
    from tfdoctor.report.smoke import render_smoke

    if device not in DEVICES:
        raise InputError(f"--device must be one of {', '.join(DEVICES)}, not {device!r}")
    if synthetic and data_dir is not None:
        raise InputError("--synthetic and --data-dir exclude each other")
    report = run_smoke(
        SmokeOptions(
            epochs=epochs,
            batch_size=batch_size,
            limit=limit,
            seed=seed,
            device=device,
            xla=xla,
            require_gpu=require_gpu,
            data_dir=data_dir,
            synthetic=synthetic,
            timeout=timeout,
        )
    )
    raise typer.Exit(render_smoke(report, json_out=json_out, verbose=verbose, colour=colour))


# --- matrix / plan / setup (issue 4) ------------------------------------------------
# (commands are registered below this line by their modules' owners)
@command("matrix")
def matrix_cmd(
    tf: str | None = typer.Option(None, "--tf", help="One TensorFlow line, e.g. 2.15."),
    json_out: bool = JsonOpt,
    matrix: Path | None = MatrixOpt,
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
) -> None:
    """Print the compatibility matrix (TF, Python, CUDA, cuDNN, drivers, GPUs)."""
    from tfdoctor.judge.matrix import load_matrix
    from tfdoctor.model import InputError
    from tfdoctor.report.plan import render_matrix

    m = load_matrix(matrix)
    rows = m.tensorflow
    if tf is not None:
        row = m.release_for(tf)
        if row is None:
            raise InputError(f"--tf {tf}: no such TensorFlow line in {m.path}")
        rows = (row,)
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
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
) -> None:
    """The newest TensorFlow that works on this (or a described) machine, and how to install it."""
    from tfdoctor.judge.matrix import load_matrix
    from tfdoctor.judge.plan import machine_inputs, make_plan
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
    from tfdoctor.judge.matrix import load_matrix
    from tfdoctor.report.plan import render_written

    rel, files = render(load_matrix(matrix), fmt, tf=tf, name=name, python=python)
    written = write_files(targets(files, fmt, out), force=force)
    raise typer.Exit(render_written(written, rel))


# --- explain (issue 5) --------------------------------------------------------------
# (commands are registered below this line by their modules' owners)


EXPLAIN_HELP = """Explain a TensorFlow log: what went wrong and the command that fixes it.

\b
  tfdoctor explain train.log         read a file
  tfdoctor explain - < train.log     read stdin (also: no argument)
  tfdoctor explain -- python train.py   run the command, show its output live,
                                        then explain it

\b
Exit status, reading a log: 0 no errors found, 1 errors found (or warnings with
--strict), 2 the file cannot be read. Running a command: the command's own exit
status; with --strict, 1 when any error or warning was found.
"""


@command("explain", help=EXPLAIN_HELP)
def explain(
    args: list[str] | None = typer.Argument(None, metavar="[FILE | - | -- COMMAND ARGS...]"),
    json_out: bool = JsonOpt,
    verbose: bool = typer.Option(
        False, "-v", "--verbose", help="Show the log lines behind each finding."
    ),
    strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too."),
    tf_version: str | None = typer.Option(
        None, "--tf-version", help="TensorFlow version, for specific fixes."
    ),
    platform: str | None = typer.Option(
        None, "--platform", help="linux, windows or wsl2, for specific fixes."
    ),
    colour: bool | None = typer.Option(None, "--color/--no-color", help="Force colour on or off."),
    run: bool = typer.Option(
        False, "--run", help="Run ARGS as a command (implied by `--`), even if it is a file."
    ),
) -> None:
    from tfdoctor.commands.explain import run_explain
    from tfdoctor.explain.engine import ExplainContext

    ctx = ExplainContext(tf_version=tf_version, platform=platform)
    raise typer.Exit(
        run_explain(
            list(args or []),
            ctx,
            json_out=json_out,
            verbose=verbose,
            strict=strict,
            colour=colour,
            run=run,
        )
    )


def mark_command_args(argv: list[str]) -> list[str]:
    """``explain ... -- CMD`` -> ``explain ... --run -- CMD``.

    click consumes ``--`` before the command sees its arguments, so without this
    `tfdoctor explain -- ./train.sh` could not be told from `tfdoctor explain ./train.sh`
    (read a log file) and the user's script would be read instead of run.
    """
    if "explain" not in argv or "--" not in argv:
        return argv
    sub, dashes = argv.index("explain"), argv.index("--")
    if any(not a.startswith("-") for a in argv[:sub]) or dashes < sub:
        return argv  # "explain" is not the subcommand here
    return argv[:dashes] + ["--run"] + argv[dashes:]


def main() -> None:
    app(args=mark_command_args(sys.argv[1:]), prog_name="tfdoctor")


if __name__ == "__main__":
    main()
