"""The one entry to smoke-train that the CLI, the Python API and the notebook magic share:
the options as `tfdoctor smoke-train` names them, checked, then the core for the strategy."""

from __future__ import annotations

from pathlib import Path

from tfdoctor.commands.smoke_train import DEVICES, SmokeOptions, SmokeReport, run_smoke
from tfdoctor.model import InputError


def smoke_options(
    *,
    epochs: int = 1,
    batch_size: int = 32,
    limit: int | None = None,
    seed: int = 42,
    device: str = "auto",
    xla: bool = False,
    strategy: str = "default",
    require_gpu: bool = False,
    data_dir: Path | str | None = None,
    synthetic: bool = False,
    timeout: float = 900.0,
) -> SmokeOptions:
    """SmokeOptions from the CLI's option names; bad usage raises InputError (exit 2)."""
    if device not in DEVICES:
        raise InputError(f"--device must be one of {', '.join(DEVICES)}, not {device!r}")
    if synthetic and data_dir is not None:
        raise InputError("--synthetic and --data-dir exclude each other")
    for name, value, low in (("--epochs", epochs, 1), ("--batch-size", batch_size, 1)):
        if value < low:  # the CLI's min=1; the API gets the same answer
            raise InputError(f"{name} must be at least {low}, not {value}")
    return SmokeOptions(
        epochs=epochs,
        batch_size=batch_size,
        limit=limit,
        seed=seed,
        device=device,
        xla=xla,
        strategy=strategy,
        require_gpu=require_gpu,
        data_dir=Path(data_dir) if data_dir is not None else None,
        synthetic=synthetic,
        timeout=timeout,
    )


def run_smoke_train(opts: SmokeOptions) -> SmokeReport:
    """One device, mirrored, or multi-worker (TF_CONFIG or srun), as --strategy says."""
    if opts.strategy == "multi-worker":
        from tfdoctor.commands.multi_worker import run_multi_worker

        return run_multi_worker(opts)
    return run_smoke(opts)
