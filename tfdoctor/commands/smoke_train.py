"""smoke-train, parent side: resolve the data, run the training child(ren), judge, report.

TensorFlow only runs in ``tfdoctor.children.train`` (one child per device, so a GPU crash
cannot take the CPU run, or tfdoctor, down with it). Nothing here imports TF or NumPy.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import IO, Any

from tfdoctor.children.outcome import child_finding
from tfdoctor.children.progress import Progress, ProgressSink
from tfdoctor.children.runner import ChildResult, run_child
from tfdoctor.data.fashion_mnist import DataSource, resolve_data
from tfdoctor.explain.aborts import child_log_findings
from tfdoctor.judge.placement import (
    PlacementNode,
    fallback_reasons,
    parse_placement_log,
    replica_placement,
    summarize,
)
from tfdoctor.judge.rules.smoke import (
    Epoch,
    Run,
    bad_input,
    comparison_findings,
    data_findings,
    mirrored_speedup,
    run_findings,
)
from tfdoctor.judge.verdict import causes_first
from tfdoctor.model import (
    EXIT_BAD_INPUT,
    Finding,
    InputError,
    Severity,
    exit_code,
    sort_findings,
)
from tfdoctor.records import field, frozen

SCHEMA = "tfdoctor.smoke-train/1"
DEVICES = ("auto", "cpu", "gpu", "both")
STRATEGIES = ("default", "mirrored")


@frozen
class SmokeOptions:
    epochs: int = 1
    batch_size: int = 32  # Keras' default for fit()
    limit: int | None = None
    seed: int = 42
    device: str = "auto"
    xla: bool = False
    require_gpu: bool = False
    data_dir: Path | None = None
    synthetic: bool = False
    timeout: float = 900.0
    progress: bool = True
    download: bool = True
    strategy: str = "default"
    #: mirrored without GPUs: split the CPU into this many logical devices (tests)
    cpu_replicas: int = 1


@frozen
class SmokeReport:
    data: dict[str, Any]
    runs: tuple[Run, ...] = ()
    comparison: dict[str, Any] | None = None
    findings: tuple[Finding, ...] = ()
    exit_code: int = 0
    options: SmokeOptions = field(default_factory=SmokeOptions)
    #: --strategy multi-worker: the cluster and, on the chief, every worker's result
    cluster: dict[str, Any] | None = None

    @property
    def verdict(self) -> str:
        return "passed" if self.exit_code == 0 else "failed"

    def to_dict(self) -> dict[str, Any]:
        extra = {} if self.cluster is None else {"cluster": self.cluster}
        return {
            "schema": SCHEMA,
            "verdict": self.verdict,
            "data": self.data,
            "runs": [run_to_dict(r) for r in self.runs],
            "comparison": self.comparison,
            "findings": [f.to_dict() for f in self.findings],
        } | extra


def run_to_dict(run: Run) -> dict[str, Any]:
    return {
        "device": run.device,
        "epochs": [
            {"loss": e.loss, "accuracy": e.accuracy, "seconds": e.seconds} for e in run.epochs
        ],
        "test_accuracy": run.test_accuracy,
        "samples_per_second": round(run.samples_per_second, 1),
        "first_epoch_seconds": run.first_epoch_seconds,
        "steady_epoch_seconds": round(run.steady_epoch_seconds, 4),
        "placement": run.placement.to_dict() if run.placement else None,
        "strategy": run.strategy,
        "replicas": [r.to_dict() for r in run.replicas],
    }


def child_args(
    opts: SmokeOptions, source: DataSource, device: str, strategy: str = "default"
) -> list[str]:
    args = ["--epochs", str(opts.epochs), "--batch-size", str(opts.batch_size)]
    if strategy == "mirrored":
        args += ["--strategy", "mirrored", "--cpu-replicas", str(opts.cpu_replicas)]
    args += ["--seed", str(opts.seed), "--device", device]
    args += ["--synthetic"] if source.synthetic else ["--data-dir", str(source.folder)]
    if opts.limit:
        args += ["--limit", str(opts.limit)]
    if opts.xla:
        args.append("--xla")
    if not opts.progress:
        args.append("--no-progress")
    return args


def build_run(result: ChildResult) -> Run | None:
    """A Run from a child that trained to the end; None otherwise."""
    p = result.payload
    if result.outcome.value != "ok" or p.get("stage") != "done":
        return None
    device = str(p.get("device") or "?")
    variables = [(str(a), str(b)) for a, b in p.get("variables", [])]
    reasons = fallback_reasons(result.stderr)
    placement = None
    if p.get("placement_source") == "run-metadata" and p.get("placement_nodes"):
        nodes = [PlacementNode(*map(str, n)) for n in p["placement_nodes"]]
        placement = summarize(nodes, variables, device, source="run-metadata", reasons=reasons)
    elif p.get("placement_source") == "log":
        nodes = parse_placement_log(result.stderr)
        if nodes:
            placement = summarize(nodes, variables, device, source="log", reasons=reasons)
    epochs = tuple(
        Epoch(float(e["loss"]), float(e["accuracy"]), float(e["seconds"]))
        for e in p.get("epochs", [])
    )
    strategy = str(p.get("strategy") or "default")
    replicas: tuple = ()
    if strategy == "mirrored":
        nodes = [PlacementNode(*map(str, n)) for n in p.get("placement_nodes") or []]
        if p.get("placement_source") == "log":
            nodes = parse_placement_log(result.stderr)
        rvars = [(str(a), [str(d) for d in b]) for a, b in p.get("replica_variables") or []]
        replicas = replica_placement(nodes, rvars, [str(r) for r in p.get("replica_devices", [])])
        placement = None
    return Run(
        device=device,
        epochs=epochs,
        test_accuracy=float(p.get("test_accuracy", float("nan"))),
        train_count=int(p.get("train_count", 0)),
        placement=placement,
        max_rss_kib=int(p.get("max_rss_kib", 0)),
        strategy=strategy,
        replicas=replicas,
    )


def no_gpu_finding(asked: str) -> Finding:
    return Finding(
        "smoke-no-gpu",
        Severity.ERROR,
        f"No GPU visible to TensorFlow, so {asked} cannot run on one",
        "Run `tfdoctor check` to see why TensorFlow sees no GPU (a CPU-only wheel, a "
        "missing driver or CUDA libraries); `--device cpu` trains on the CPU meanwhile.",
    )


def resolve_and_describe(
    opts: SmokeOptions, env: dict[str, str]
) -> tuple[DataSource, list[Finding], dict[str, Any]]:
    """The run's data source, its findings, and the report's data block."""
    source = resolve_data(opts.data_dir, synthetic=opts.synthetic, env=env, download=opts.download)
    data: dict[str, Any] = {
        "source": source.kind,
        "path": str(source.folder) if source.folder else None,
        "train_count": source.idx.count("train_images") if source.idx else None,
        "test_count": source.idx.count("test_images") if source.idx else None,
        "synthetic": source.synthetic,
    }
    return source, list(data_findings(source)), data


def run_smoke(
    opts: SmokeOptions,
    *,
    env: Mapping[str, str] | None = None,
    live_stderr: IO[str] | None = None,
    module: str = "tfdoctor.children.train",
    progress: ProgressSink | None = None,
) -> SmokeReport:
    """``live_stderr``: where the child's log goes as it runs (-v; kept either way);
    ``progress``: what the run is doing, as events (report/progress.py shows them)."""
    env = dict(os.environ if env is None else env)
    source, findings, data = resolve_and_describe(opts, env)
    if bad_input(findings):
        return SmokeReport(
            data, findings=tuple(sort_findings(findings)), exit_code=EXIT_BAD_INPUT, options=opts
        )
    if opts.strategy not in STRATEGIES:
        raise InputError(f"--strategy must be one of {', '.join(STRATEGIES)}")
    if opts.strategy == "mirrored" and opts.device == "both":
        raise InputError(
            "--strategy mirrored trains once, on the GPUs or the CPU: not --device both"
        )
    wanted = ["cpu", "gpu"] if opts.device == "both" else [opts.device]
    plan = [(device, opts.strategy) for device in wanted]
    runs: list[Run] = []
    stderr_all = []
    mirrored_run: Run | None = None
    baseline: Run | None = None
    while plan:
        device, strategy = plan.pop(0)
        what = f"training on {device.upper() if device != 'auto' else 'the default device'}"
        if strategy == "mirrored":
            what += " with MirroredStrategy"
        if progress is not None:
            progress(Progress("begin", label=what[0].upper() + what[1:]))
        result = run_child(
            module,
            child_args(opts, source, device, strategy),
            timeout=opts.timeout,
            env=env,
            live_stderr=live_stderr,
            progress=progress,
        )
        stderr_all.append(result.stderr)
        problem = child_finding(result, "smoke-train", what)
        if problem:
            findings.append(problem)
            continue
        if result.payload.get("stage") == "no-gpu":
            findings.append(no_gpu_finding(f"--device {opts.device}"))
            continue
        run = build_run(result)
        if run is None:
            findings.append(
                Finding(
                    "tensorflow-probe-failed",
                    Severity.ERROR,
                    f"The training child stopped at stage {result.payload.get('stage')!r}",
                    "Run again with -v to see its log.",
                    values={"command": "smoke-train"},
                    aliases=("smoke-train-failed",),
                )
            )
            continue
        runs.append(run)
        if run.train_count:
            data["train_count"] = run.train_count
        data["test_count"] = result.payload.get("test_count", data["test_count"])
        findings.extend(run_findings(run, real_data=not source.synthetic))
        if strategy == "mirrored" and len(run.replicas) > 1:
            # the speed-up over one device: the same network on one replica's device
            mirrored_run = run
            plan.append(("gpu" if run.device.startswith("GPU") else "cpu", "default"))
        elif mirrored_run is not None:
            baseline = run
    comparison = None
    if mirrored_run is not None and baseline is not None:
        comparison = mirrored_speedup(baseline, mirrored_run)
    by_device = {r.device.split(":")[0]: r for r in runs}
    if opts.device == "both" and "CPU" in by_device and "GPU" in by_device:
        comparison, extra = comparison_findings(by_device["CPU"], by_device["GPU"])
        findings.extend(extra)
    gpu_used = "GPU" in by_device
    if opts.require_gpu and not gpu_used and opts.device in ("auto", "cpu"):
        findings.append(no_gpu_finding("--require-gpu"))
    # A CPU-only run that asked for nothing more never fails on CUDA noise in the log.
    cap = None if (gpu_used or opts.device in ("gpu", "both")) else Severity.WARNING
    findings.extend(child_log_findings("\n".join(stderr_all), cap=cap))
    findings = causes_first(findings)  # the log's cause before the child's crash

    code = exit_code(findings, require_gpu=opts.require_gpu, gpu_usable=gpu_used)
    return SmokeReport(data, tuple(runs), comparison, tuple(findings), code, options=opts)
