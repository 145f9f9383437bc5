"""`tfdoctor check --health`: a Slurm HealthCheckProgram / NHC check, one line.

Decision: static probes only (the `--no-runtime` facts plus the driver's nvidia-smi /
NVML answer), never the TensorFlow child. A health check runs periodically on nodes
that are busy with jobs; importing TensorFlow there takes seconds and can take GPU
memory from the running job, and a child that fails for lack of memory would drain a
healthy node. The runtime proof belongs in a job prolog (`check --require-gpu`).

The whole check is bounded: Slurm kills a HealthCheckProgram that does not finish
within 60 seconds (slurm.conf(5), HealthCheckProgram), and a wedged GPU can hang
nvidia-smi or NVML. The probes run in a daemon thread; past DEADLINE the node is
reported unhealthy (a hanging driver is a reason to drain) and the process exits.
"""

from __future__ import annotations

import threading
import time

from tfdoctor.commands.check import CheckOptions, CheckReport, gather, judge_facts, make_host
from tfdoctor.judge.health import drain_reason, healthy_summary
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import Finding, Severity
from tfdoctor.probes.host import Host
from tfdoctor.records import frozen

#: Seconds the probes may take; well inside Slurm's 60 s kill, leaving start-up room.
DEADLINE = 40.0


@frozen
class HealthReport:
    healthy: bool
    summary: str
    reason: Finding | None
    seconds: float


def _timed_out(deadline: float) -> Finding:
    return Finding(
        "health-timeout",
        Severity.ERROR,
        f"The static probes did not finish within {deadline:g} s "
        "(nvidia-smi, NVML or the filesystem hangs)",
        "Check the node by hand (`timeout 20 nvidia-smi`; `dmesg | grep -i xid`); a GPU "
        "that hangs the driver usually needs a reset or a reboot.",
    )


def health_of(host: Host, opts: CheckOptions, deadline: float = DEADLINE) -> HealthReport:
    start = time.monotonic()
    matrix = load_matrix(opts.matrix)  # bad input raises here, before the thread
    box: list[CheckReport | BaseException] = []

    def work() -> None:
        try:
            box.append(judge_facts(gather(host, matrix, opts), opts.timeout))
        except BaseException as exc:  # reported as the reason, never a traceback
            box.append(exc)

    worker = threading.Thread(target=work, name="tfdoctor-health", daemon=True)
    worker.start()
    worker.join(deadline)
    seconds = time.monotonic() - start
    if not box:
        return HealthReport(False, "", _timed_out(deadline), seconds)
    result = box[0]
    if isinstance(result, BaseException):
        crash = Finding(
            "probe-crashed",
            Severity.ERROR,
            f"The health check crashed: {type(result).__name__}: {result}",
            "This is a bug in tfdoctor: please report it with `tfdoctor check -v`.",
        )
        return HealthReport(False, "", crash, seconds)
    reason = drain_reason(result.facts, result.findings, result.gpu_usable)
    summary = healthy_summary(result.facts, result.verdict)
    return HealthReport(reason is None, summary, reason, seconds)


def run_health(opts: CheckOptions, deadline: float = DEADLINE) -> HealthReport:
    static = CheckOptions(
        matrix=opts.matrix, root=opts.root, python_sites=opts.python_sites, runtime=False
    )
    return health_of(make_host(static), static, deadline)
