"""The one entry to smoke-train that the CLI, the Python API and the notebook magic share:
the options as `tfdoctor smoke-train` names them, checked, then the core for the strategy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tfdoctor.commands import smoke_train
from tfdoctor.commands.smoke_train import DEVICES, SmokeOptions, SmokeReport
from tfdoctor.model import InputError

#: smoke-train's command-line options (SmokeOptions holds a few more, for tests)
OPTIONS = (
    "epochs",
    "batch_size",
    "limit",
    "seed",
    "device",
    "xla",
    "strategy",
    "require_gpu",
    "data_dir",
    "synthetic",
    "timeout",
)


def smoke_options(**options: Any) -> SmokeOptions:
    """SmokeOptions from the CLI's option names; bad usage raises InputError (exit 2)."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InputError(
            f"smoke-train: unknown option(s) {', '.join(unknown)}; known: {', '.join(OPTIONS)}"
        )
    if options.get("data_dir") is not None:
        options["data_dir"] = Path(options["data_dir"])
    opts = SmokeOptions(**options)
    if opts.device not in DEVICES:
        raise InputError(f"--device must be one of {', '.join(DEVICES)}, not {opts.device!r}")
    if opts.synthetic and opts.data_dir is not None:
        raise InputError("--synthetic and --data-dir exclude each other")
    for name, value in (("--epochs", opts.epochs), ("--batch-size", opts.batch_size)):
        if value < 1:  # the CLI's min=1; the API gets the same answer
            raise InputError(f"{name} must be at least 1, not {value}")
    return opts


def run_smoke_train(opts: SmokeOptions, **display: Any) -> SmokeReport:
    """One device, mirrored, or multi-worker (TF_CONFIG or srun), as --strategy says.
    ``display``: the CLI's progress sink and live log (report/progress.py); none for the API."""
    if opts.strategy == "multi-worker":
        from tfdoctor.commands.multi_worker import run_multi_worker

        return run_multi_worker(opts, **display)
    return smoke_train.run_smoke(opts, **display)  # looked up when called (tests replace it)
