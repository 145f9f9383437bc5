"""Findings from how a TensorFlow child ended, and from what its log says.

Shared by ``devices`` and ``smoke-train``: a child that hung, was killed or failed is one
finding (flutter doctor's contained crash). Its stderr goes through the explain table
(explain/child_logs.py).
"""

from __future__ import annotations

from tfdoctor.children.runner import SIGNAL_MEANINGS, ChildOutcome, ChildResult
from tfdoctor.model import Finding, Severity


def tail(text: str, lines: int = 8) -> tuple[str, ...]:
    return tuple(line for line in text.strip().splitlines()[-lines:] if line.strip())


def no_avx_finding(evidence: tuple[str, ...], values: dict | None = None) -> Finding:
    """A TensorFlow child died with SIGILL: the CPU lacks AVX (every command says so alike)."""
    return Finding(
        "cpu-missing-avx",
        Severity.ERROR,
        "TensorFlow died with SIGILL (illegal instruction): this CPU lacks AVX, "
        "which TensorFlow's PyPI wheels are built for",
        "Run on a CPU with AVX (any x86 CPU since 2011, but some VMs hide it: "
        "check `grep -c avx /proc/cpuinfo`), or build TensorFlow from source "
        "without AVX, or use a community no-AVX wheel.",
        evidence,
        url="https://www.tensorflow.org/install/pip#hardware_requirements",
        values=dict(values or {}, signal="SIGILL"),
    )


def child_finding(result: ChildResult, prefix: str, what: str) -> Finding | None:
    """One finding for a child that did not end well; None when it ran to the end.

    One family of ids for a broken TensorFlow child, whichever command started it (the
    same as ``check``'s): ``tensorflow-hung``, ``tensorflow-crashed``,
    ``tensorflow-probe-not-started``, ``tensorflow-probe-failed``. ``prefix`` names the
    command (``devices``, ``smoke-train``); its former ids (``devices-timeout``,
    ``smoke-train-crashed``, ...) stay in JSON as ``aliases`` for one schema version.
    ``what`` says in words what the child was doing ("training on GPU:0").
    """
    if result.outcome is ChildOutcome.OK:
        return None
    evidence = (f"outcome: {result.outcome.value} ({result.detail})", *tail(result.stderr))
    if result.outcome is ChildOutcome.TIMEOUT:
        return Finding(
            "tensorflow-hung",
            Severity.ERROR,
            f"TensorFlow hung while {what}: {result.detail}",
            "Run again with a longer --timeout; if it hangs again, run with "
            "TF_CPP_MIN_LOG_LEVEL=0 and look at the last log line (a driver or NCCL "
            "initialisation that never returns is the usual cause).",
            evidence,
            values={"command": prefix},
            aliases=(f"{prefix}-timeout",),
        )
    if result.outcome is ChildOutcome.SIGNALED:
        name = result.signal_name or "a signal"
        if name == "SIGILL":
            return no_avx_finding(evidence)
        meaning = SIGNAL_MEANINGS.get(name, "killed by a signal")
        return Finding(
            "tensorflow-crashed",
            Severity.ERROR,
            f"TensorFlow was killed by {name} while {what}: {meaning}",
            "Run `tfdoctor check -v` to compare the driver, CUDA and cuDNN versions with "
            "what this TensorFlow was built for; reinstall TensorFlow if they match.",
            evidence,
            values={"signal": name, "command": prefix},
            aliases=(f"{prefix}-crashed",),
        )
    if result.outcome is ChildOutcome.NOT_STARTED:
        return Finding(
            "tensorflow-probe-not-started",
            Severity.ERROR,
            f"Could not start the Python child for {what}: {result.detail}",
            "Check that the Python interpreter running tfdoctor still exists and is executable.",
            evidence,
            values={"command": prefix},
            aliases=(f"{prefix}-failed",),
        )
    error = str(result.payload.get("error") or result.payload.get("import_error") or "")
    return Finding(
        "tensorflow-probe-failed",
        Severity.ERROR,
        f"TensorFlow failed while {what}: {error or result.detail}",
        "Run `tfdoctor check -v`; the traceback in the evidence (-v) names the failing call.",
        evidence,
        values={"stage": result.payload.get("stage"), "command": prefix},
        aliases=(f"{prefix}-failed",),
    )
