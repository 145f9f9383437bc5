"""smoke-train's judging: data problems, placement, numerics, accuracy, CPU/GPU agreement.

Each rule is a small function returning findings; the thresholds are named constants with
the reasoning next to them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tfdoctor.data.fashion_mnist import DataSource
from tfdoctor.data.idx import FILES
from tfdoctor.judge.placement import PlacementSummary, ReplicaPlacement
from tfdoctor.model import Finding, Severity
from tfdoctor.records import frozen

#: Test accuracy below this after enough training is "stayed at chance". Chance on ten
#: classes is 0.10; the seed network reaches ~0.80-0.85 on real Fashion-MNIST after one
#: epoch (~0.83 on the 7,000-image subset), and a broken GPU stack that computes garbage
#: sits near 0.10. 0.30 leaves room for tiny --limit runs while catching garbage.
ACCURACY_FLOOR = 0.30
#: Below this many training samples seen (samples x epochs) the floor is not applied:
#: a few dozen steps may legitimately not have learnt much yet.
MIN_SAMPLES_FOR_FLOOR = 1000
#: CPU vs GPU per-epoch loss: |cpu - gpu| <= ABS + REL * |cpu|. TF32 matmuls (on by
#: default on Ampere and newer since TF 2.4) and non-deterministic cuDNN/cuBLAS reductions
#: move epoch-mean losses in the second or third decimal; garbage or NaN moves them by
#: whole units (ln(10) = 2.30 is the loss of a uniform guess).
LOSS_ABS_TOLERANCE = 0.05
LOSS_REL_TOLERANCE = 0.05


@frozen
class Epoch:
    loss: float
    accuracy: float
    seconds: float


@frozen
class Run:
    device: str
    epochs: tuple[Epoch, ...]
    test_accuracy: float
    train_count: int
    placement: PlacementSummary | None
    max_rss_kib: int = 0
    #: "default" (one device) or "mirrored" (tf.distribute.MirroredStrategy)
    strategy: str = "default"
    replicas: tuple[ReplicaPlacement, ...] = ()

    @property
    def first_epoch_seconds(self) -> float:
        return self.epochs[0].seconds if self.epochs else 0.0

    @property
    def steady_epoch_seconds(self) -> float:
        """Mean of the epochs after the first (graph build, PTX JIT); the first if alone."""
        rest = self.epochs[1:] or self.epochs[:1]
        return sum(e.seconds for e in rest) / len(rest) if rest else 0.0

    @property
    def samples_per_second(self) -> float:
        s = self.steady_epoch_seconds
        return self.train_count / s if s > 0 else 0.0


def data_findings(source: DataSource) -> list[Finding]:
    if source.synthetic:
        return [
            Finding(
                "smoke-synthetic-data",
                Severity.INFO,
                "Trained on generated data (--synthetic), not Fashion-MNIST",
                "Placement and speed are real; accuracy says nothing about Fashion-MNIST. "
                "Use --data-dir with the four IDX files for a real run.",
            )
        ]
    if source.kind == "missing":
        names = "\n".join(f"  {n}" for n in FILES.values())
        return [
            Finding(
                "smoke-data-missing",
                Severity.ERROR,
                "No Fashion-MNIST data: the four IDX files are not here and could not be downloaded",
                f"Put these four files in {source.folder} (the Keras cache) or in a folder "
                f"given with --data-dir:\n{names}\nor run with --synthetic to prove placement "
                "without data.",
                source.tried,
                values={"folder": str(source.folder)},
            )
        ]
    idx = source.idx
    out: list[Finding] = []
    if idx is None:
        return out
    for p in idx.problems:
        if p.kind == "checksum":
            out.append(
                Finding(
                    "idx-checksum-mismatch",
                    Severity.WARNING,
                    f"{p.path.name} is full-size but not the official file: {p.reason}",
                    f"If training looks wrong, delete {p.path} and let tfdoctor or Keras "
                    "download it again.",
                    (str(p.path),),
                )
            )
            continue
        fid = {"missing": "idx-file-missing", "mismatch": "idx-count-mismatch"}.get(
            p.kind, "idx-file-corrupt"
        )
        out.append(
            Finding(
                fid,
                Severity.ERROR,
                f"{p.path.name}: {p.reason}",
                f"Replace {p.path} with a good copy of {p.path.name} (delete it to have it "
                "downloaded again into the Keras cache).",
                (str(p.path),),
                values={"file": str(p.path)},
            )
        )
    if idx.ok and idx.official is False and not out:
        out.append(
            Finding(
                "idx-not-official-set",
                Severity.INFO,
                f"Not the official full Fashion-MNIST files ({idx.count('train_images')} train / "
                f"{idx.count('test_images')} test images): checksums not compared",
                "Nothing to fix for a smoke test; accuracy will differ a little from the "
                "published figures.",
                (str(idx.folder),),
            )
        )
    return out


def bad_input(findings: Sequence[Finding]) -> bool:
    """Data findings that stop the run (exit 2)."""
    ids = {"smoke-data-missing", "idx-file-missing", "idx-file-corrupt", "idx-count-mismatch"}
    return any(f.id in ids for f in findings)


def run_findings(run: Run, *, real_data: bool) -> list[Finding]:
    out: list[Finding] = []
    losses = [e.loss for e in run.epochs]
    if not all(math.isfinite(x) for x in losses) or not math.isfinite(run.test_accuracy):
        out.append(
            Finding(
                "smoke-loss-not-finite",
                Severity.ERROR,
                f"Training on {run.device} produced NaN/inf (losses {losses})",
                "A broken GPU math library gives this: run `tfdoctor check -v`, then compare "
                "with `tfdoctor smoke-train --device both`.",
                values={"device": run.device},
            )
        )
    elif run.train_count * len(run.epochs) >= MIN_SAMPLES_FOR_FLOOR and (
        run.test_accuracy < ACCURACY_FLOOR
    ):
        out.append(
            Finding(
                "smoke-accuracy-at-chance",
                Severity.ERROR,
                f"Test accuracy {run.test_accuracy:.3f} on {run.device} is at chance level "
                f"(floor {ACCURACY_FLOOR}; chance is 0.10)",
                "The model learnt nothing: suspect the GPU math libraries (run "
                "`tfdoctor smoke-train --device both`) or the data files."
                if real_data
                else "The model learnt nothing even on generated data: suspect the math libraries.",
                values={"device": run.device, "test_accuracy": run.test_accuracy},
            )
        )
    if run.strategy == "mirrored":
        return out + replica_findings(run)
    p = run.placement
    if p is None:
        out.append(
            Finding(
                "smoke-placement-unknown",
                Severity.WARNING,
                f"Could not read where the train step ran on {run.device}",
                "Nothing to fix in the environment; report it with `tfdoctor --version` and "
                "the TensorFlow version.",
            )
        )
    elif not p.ok:
        fell = ", ".join(f"{op} on {dev} (x{n})" for op, dev, n in p.off_device[:10])
        why = tuple(f"{op}: {line}" for op, line in p.reasons)
        out.append(
            Finding(
                "smoke-placement-off-device",
                Severity.ERROR,
                f"Training did not run on {p.device}: {p.sentence()}; fell back: {fell or 'variables'}",
                "An op without a kernel for this device or a CPU-pinned variable: run "
                "`tfdoctor check -v` (GPU kernels missing usually means a CPU-only "
                "TensorFlow build or unloadable CUDA libraries).",
                why or tuple(f"{op} on {dev}" for op, dev, _ in p.off_device[:20]),
                values={"key_ops_off_device": list(p.key_off_device)},
            )
        )
    return out


def replica_findings(run: Run) -> list[Finding]:
    """MirroredStrategy: every replica ran the training math and holds every variable."""
    if not run.replicas or not any(r.ops for r in run.replicas):
        return [
            Finding(
                "smoke-placement-unknown",
                Severity.WARNING,
                f"Could not read where the replicas of the mirrored train step ran ({run.device})",
                "Nothing to fix in the environment; report it with `tfdoctor --version` and "
                "the TensorFlow version.",
            )
        ]
    idle = [r for r in run.replicas if not r.ok]
    if not idle:
        return []
    return [
        Finding(
            "smoke-replica-idle",
            Severity.ERROR,
            f"{len(idle)} of {len(run.replicas)} MirroredStrategy replicas did not train: "
            + "; ".join(
                f"{r.device}: {r.ops} ops"
                + (f", missing {', '.join(r.missing_key_ops)}" if r.missing_key_ops else "")
                + f", {r.variables_on_device}/{r.variables_total} variables"
                for r in idle
            ),
            "A replica that does no work wastes its GPU and skews the all-reduce: run "
            "`tfdoctor devices` to test each GPU alone, and `tfdoctor check -v`.",
            tuple(str(r.to_dict()) for r in idle),
            values={"replicas": [r.device for r in idle]},
        )
    ]


def comparison_findings(cpu: Run, gpu: Run) -> tuple[dict[str, object], list[Finding]]:
    diffs = [abs(a.loss - b.loss) for a, b in zip(cpu.epochs, gpu.epochs, strict=False)]
    worst = max(diffs) if diffs else float("nan")
    allowed = [LOSS_ABS_TOLERANCE + LOSS_REL_TOLERANCE * abs(a.loss) for a in cpu.epochs]
    agree = bool(diffs) and all(
        math.isfinite(d) and d <= t for d, t in zip(diffs, allowed, strict=False)
    )

    def ratio(a: float, b: float) -> float | None:
        return round(a / b, 3) if a > 0 and b > 0 else None

    comparison: dict[str, object] = {
        "max_loss_difference": round(worst, 6) if math.isfinite(worst) else None,
        "loss_tolerance": f"{LOSS_ABS_TOLERANCE} + {LOSS_REL_TOLERANCE} x |cpu loss| per epoch",
        "speedup": ratio(cpu.steady_epoch_seconds, gpu.steady_epoch_seconds),
        "speedup_first_epoch": ratio(cpu.first_epoch_seconds, gpu.first_epoch_seconds),
        "samples_per_second": {
            "cpu": round(cpu.samples_per_second, 1),
            "gpu": round(gpu.samples_per_second, 1),
        },
    }
    findings: list[Finding] = []
    if not agree:
        findings.append(
            Finding(
                "smoke-cpu-gpu-disagree",
                Severity.ERROR,
                f"CPU and GPU loss curves disagree (max difference {worst:.4g}, beyond "
                "TF32/cuDNN noise)",
                "The GPU computes wrong numbers: run `tfdoctor check -v` and reinstall the "
                "CUDA/cuDNN libraries TensorFlow was built for.",
                (
                    f"cpu losses: {[round(e.loss, 4) for e in cpu.epochs]}",
                    f"gpu losses: {[round(e.loss, 4) for e in gpu.epochs]}",
                ),
            )
        )
    return comparison, findings


def mirrored_speedup(one: Run, mirrored: Run) -> dict[str, object]:
    """Samples/s of the mirrored run over the one-device run (steady epochs). The global
    batch grows with the replicas (--batch-size is per replica), as in TensorFlow's
    distributed-training guide; this tiny network may not scale, so it is reported,
    not judged."""
    one_sps, mir_sps = one.samples_per_second, mirrored.samples_per_second
    return {
        "strategy": "mirrored",
        "replicas": len(mirrored.replicas),
        "one_device": one.device,
        "speedup_over_one_device": round(mir_sps / one_sps, 3) if one_sps > 0 else None,
        "samples_per_second": {"one_device": round(one_sps, 1), "mirrored": round(mir_sps, 1)},
    }
