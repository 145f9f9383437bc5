"""Health mode: must this node be drained? One reason, or None.

A node is drained when its check has an error finding, when it has an NVIDIA driver
but no GPU TensorFlow could use (static reasoning: a GPU listed by the driver and a
CUDA build of TensorFlow), or when the driver probe itself crashed (we cannot tell, and
calling such a node healthy would be the worst answer). A node with no NVIDIA driver
at all is a CPU node: healthy when nothing else is wrong.
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity


def drain_reason(facts: Facts, findings: tuple[Finding, ...], gpu_usable: bool) -> Finding | None:
    for f in findings:
        if f.severity is Severity.ERROR:
            return f
    if any(c.probe == "driver" for c in facts.crashes()):
        return Finding(
            "health-driver-unknown",
            Severity.ERROR,
            "The driver probe crashed: this node's GPUs cannot be vouched for",
            "Run `tfdoctor check -v` on the node and report the crash; drain it meanwhile.",
        )
    state = facts.driver_state
    if state not in ("no-driver", None) and not gpu_usable:
        gpus = len(facts.gpus)
        return Finding(
            "health-no-usable-gpu",
            Severity.ERROR,
            f"NVIDIA driver present (state {state}, {gpus} GPU(s) listed) but no GPU "
            "TensorFlow can use",
            "Run `tfdoctor check` on the node for the reason and its fix.",
            (f"driver state: {state}", f"TensorFlow CUDA build: {facts.is_cuda_build}"),
        )
    return None


def healthy_summary(facts: Facts, verdict: str) -> str:
    """What an OK line says: the verdict, the GPUs, the driver and TensorFlow."""
    parts = [verdict]
    gpus = facts.gpus
    if gpus:
        names = sorted({str(getattr(g, "name", None) or "?") for g in gpus})
        parts.append(f"{len(gpus)} GPU(s) {' + '.join(names)}")
    drv = getattr(facts.drv, "version", None)
    if drv is not None:
        parts.append(f"driver {getattr(drv, 'raw', drv)}")
    elif facts.driver_state == "no-driver":
        parts.append("no NVIDIA driver")
    parts.append(f"TensorFlow {facts.tf_version}" if facts.tf_version else "no TensorFlow")
    return ", ".join(parts)
