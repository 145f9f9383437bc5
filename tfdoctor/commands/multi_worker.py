"""smoke-train --strategy multi-worker, parent side: one worker of a cluster.

Order matters: the cluster is judged as a set first (judge/cluster.py: TF_CONFIG or the
Slurm step, names, addresses, DNS), and a broken one stops here, before TensorFlow or any
data download. Then one child (children/train_multiworker.py) trains under
MultiWorkerMirroredStrategy with every collective bounded; the parent bounds the whole
child, including the initial wait for the other workers, with --timeout. When the child
does not finish, the parent dials every other worker's address and names the silent ones.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import IO, Any

from tfdoctor.children.outcome import child_finding
from tfdoctor.children.progress import Progress, ProgressSink
from tfdoctor.children.runner import ChildOutcome, run_child
from tfdoctor.commands.smoke_train import SmokeOptions, SmokeReport, build_run, resolve_and_describe
from tfdoctor.explain.child_logs import log_findings
from tfdoctor.judge.cluster import Cluster, network_findings, read_cluster
from tfdoctor.judge.rules.multi_worker import agreement, missing_worker_finding
from tfdoctor.judge.rules.smoke import bad_input, run_findings
from tfdoctor.model import (
    EXIT_BAD_INPUT,
    Finding,
    InputError,
    Severity,
    exit_code,
    sort_findings,
)
from tfdoctor.probes import network

#: Seconds for one DNS answer or one TCP connect while judging the cluster.
NET_TIMEOUT = 2.0
#: Share of --timeout one collective may take: below the child's own bound, so a stuck
#: all-reduce ends as TensorFlow's DeadlineExceeded (with its log) before the parent kills.
COLLECTIVE_SHARE = 0.75


def child_args(opts: SmokeOptions, source: Any) -> list[str]:
    args = ["--epochs", str(opts.epochs), "--batch-size", str(opts.batch_size)]
    args += ["--seed", str(opts.seed)]
    args += ["--timeout", f"{max(5.0, opts.timeout * COLLECTIVE_SHARE):g}"]
    args += ["--deadline", f"{opts.timeout + 10:g}"]  # outlives the parent's kill, not more
    args += ["--synthetic"] if source.synthetic else ["--data-dir", str(source.folder)]
    if opts.limit:
        args += ["--limit", str(opts.limit)]
    if not opts.progress:
        args.append("--no-progress")
    return args


def cluster_dict(cluster: Cluster | None) -> dict[str, Any]:
    if cluster is None:
        return {"source": None}
    return {
        "source": cluster.source,
        "task": cluster.me.name,
        "address": cluster.me.address,
        "chief": cluster.is_chief,
        "size": len(cluster.members),
        "members": [m.to_dict() for m in cluster.members],
    }


def run_multi_worker(
    opts: SmokeOptions,
    *,
    env: Mapping[str, str] | None = None,
    live_stderr: IO[str] | None = None,
    module: str = "tfdoctor.children.train_multiworker",
    identity: Callable[[], network.LocalIdentity] | None = None,
    resolve: Callable[[str], tuple[str, ...]] | None = None,
    listening: Callable[[str], bool] | None = None,
    progress: ProgressSink | None = None,
) -> SmokeReport:
    env = dict(os.environ if env is None else env)
    if opts.device not in ("auto",):
        raise InputError(
            "--strategy multi-worker trains on every device of every worker: no --device"
        )
    cluster, findings = read_cluster(env)
    info = cluster_dict(cluster)
    if cluster is not None and not findings:
        me = (identity or (lambda: network.local_identity(NET_TIMEOUT)))()
        look = resolve or (lambda host: network.resolve(host, NET_TIMEOUT))
        findings += network_findings(cluster, me, look)
    if cluster is None or findings:
        findings = sort_findings(findings)
        return SmokeReport({}, findings=tuple(findings), exit_code=1, options=opts, cluster=info)

    source, findings, data = resolve_and_describe(opts, env)
    if bad_input(findings):
        return SmokeReport(data, findings=tuple(sort_findings(findings)),
                           exit_code=EXIT_BAD_INPUT, options=opts, cluster=info)  # fmt: skip
    if progress is not None:
        what = f"Training as {cluster.me.name} of {len(cluster.members)} workers"
        progress(Progress("begin", label=f"{what} (MultiWorkerMirroredStrategy)"))
    result = run_child(module, child_args(opts, source), timeout=opts.timeout, env=env,
                       live_stderr=live_stderr, progress=progress)  # fmt: skip
    p = result.payload
    runs = []
    problem = child_finding(result, "smoke-train", f"training as {cluster.me.name}")
    if problem is not None:
        dial = listening or (lambda address: network.listening(address, NET_TIMEOUT))
        stage = str(p.get("failed_stage") or p.get("stage") or "start")
        silent = [f"{m.name} ({m.address})" for m in cluster.others() if not dial(m.address)]
        if silent and (
            result.outcome is ChildOutcome.TIMEOUT or stage in ("cluster", "train", "gather")
        ):
            problem = missing_worker_finding(silent, result.seconds, stage, problem.evidence)
        findings.append(problem)
    else:
        run = build_run(result)
        if run is not None:
            runs.append(run)
            data["train_count"] = run.train_count or data["train_count"]
            data["test_count"] = p.get("test_count", data["test_count"])
            findings += [
                f for f in run_findings(run, real_data=not source.synthetic)
                if f.id != "smoke-placement-unknown"  # placement is not proven in this mode
            ]  # fmt: skip
            info["tensorflow"] = p.get("tensorflow")
            info["local_devices"] = p.get("local_devices", [])
            info["replicas_in_sync"] = p.get("replicas")
            rows = p.get("workers") or []
            summary, extra = agreement(rows, len(cluster.members))
            findings += extra
            info.update(summary)
            if cluster.is_chief:
                info["per_worker"] = rows
            else:
                info["per_worker"] = [r for r in rows if int(r["rank"]) == int(p.get("rank", -1))]
        else:
            findings.append(
                Finding(
                    "tensorflow-probe-failed",
                    Severity.ERROR,
                    f"The multi-worker training child stopped at stage {p.get('stage')!r}",
                    "Run again with -v to see its log.",
                    values={"command": "smoke-train"},
                )
            )
    cap = None if any(r.device.startswith("GPU") for r in runs) else Severity.WARNING
    findings.extend(log_findings(result.stderr, cap=cap))
    findings = sort_findings(findings)
    code = exit_code(findings, require_gpu=opts.require_gpu,
                     gpu_usable=any(r.device.startswith("GPU") for r in runs))  # fmt: skip
    return SmokeReport(data, tuple(runs), None, tuple(findings), code, opts, cluster=info)
