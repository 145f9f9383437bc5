"""smoke-train --strategy multi-worker: do the workers agree, and who is missing.

MultiWorkerMirroredStrategy all-reduces every gradient, so every worker applies the same
update to the same variables: the final weights must be equal on every worker, and the
loss each worker reports (summed across the cluster, ``strategy.reduce("SUM", ...)``)
must be equal too (https://www.tensorflow.org/api_docs/python/tf/distribute/
MultiWorkerMirroredStrategy: "synchronous distributed training across multiple
workers ... Variables are mirrored across all the workers").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tfdoctor.model import Finding, Severity

#: The same arithmetic on the same values: anything beyond float rounding of the
#: gathered float64 row (the sums themselves are float32) is a disagreement.
RELATIVE_TOLERANCE = 1e-5


def _spread(values: Sequence[float]) -> float:
    if not values:
        return 0.0
    scale = max(1e-12, max(abs(v) for v in values))
    return (max(values) - min(values)) / scale


def agreement(rows: Sequence[dict[str, Any]], size: int) -> tuple[dict[str, Any], list[Finding]]:
    """The cluster summary from the gathered rows, and a finding when workers disagree."""
    loss_spread = _spread([float(r["loss"]) for r in rows])
    weight_spread = _spread([float(r["weight_checksum"]) for r in rows])
    summary = {
        "workers": len(rows),
        "devices_per_worker": [int(r["local_replicas"]) for r in rows],
        "steps_per_second": [round(float(r["steps_per_second"]), 2) for r in rows],
        "loss": [float(r["loss"]) for r in rows],
        "loss_relative_spread": loss_spread,
        "weight_relative_spread": weight_spread,
        "loss_agreement": loss_spread <= RELATIVE_TOLERANCE,
        "weights_agree": weight_spread <= RELATIVE_TOLERANCE,
    }
    problems = []
    if len(rows) != size:
        problems.append(f"{len(rows)} of {size} workers reported")
    if not summary["loss_agreement"]:
        problems.append(f"losses differ by {loss_spread:.2e} (relative)")
    if not summary["weights_agree"]:
        problems.append(f"final weights differ by {weight_spread:.2e} (relative)")
    if not problems:
        return summary, []
    return summary, [
        Finding(
            "multi-worker-disagree",
            Severity.ERROR,
            "The workers did not train as one model: " + "; ".join(problems),
            "Run the same tfdoctor, TensorFlow and data on every worker (`tfdoctor fleet "
            "merge` compares their `check --json` reports), then run this again.",
            tuple(str(r) for r in rows),
            values={"problems": problems},
        )
    ]


def missing_worker_finding(
    missing: Sequence[str], seconds: float, stage: str, log: Sequence[str] = ()
) -> Finding:
    """Workers that never came up (nothing listening on their address)."""
    return Finding(
        "cluster-worker-missing",
        Severity.ERROR,
        f"Nothing listening at {', '.join(missing)}: this worker stopped at stage "
        f"{stage!r} after {seconds:.0f} s",
        "Start tfdoctor smoke-train --strategy multi-worker on every worker of the cluster "
        "at about the same time (the same TF_CONFIG cluster, each with its own task), and "
        "check that the named ports are open between the machines.",
        (*(f"nothing listening on {m}" for m in missing), *log),
        values={"missing": list(missing), "stage": stage},
    )
