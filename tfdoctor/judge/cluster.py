"""The multi-worker cluster, judged as a set before TensorFlow starts.

MultiWorkerMirroredStrategy reads its cluster from TF_CONFIG (TFConfigClusterResolver) or
from a Slurm step (SlurmClusterResolver, judge/slurm.py). What breaks it before any
training: TF_CONFIG that is not JSON or not TensorFlow's shape, a missing task, a task
index past its job's end (tensorflow/python/training/server_lib.py ClusterSpec: "No task
with index %r in job %r"), two tasks on one address (the second server cannot bind, or
both answer as one), this task's own address naming another machine (the other workers
dial it and wait forever), and host names that do not resolve. Each is one finding with
a remedy; any error here stops smoke-train before TensorFlow is imported.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from tfdoctor.judge.rules.tf_config import EXAMPLE, URL, tf_config_problem
from tfdoctor.judge.slurm import in_slurm, slurm_cluster
from tfdoctor.model import Finding, InputError, Severity
from tfdoctor.probes.network import LocalIdentity
from tfdoctor.records import frozen

#: The jobs MultiWorkerMirroredStrategy trains with; "chief" is worker 0 when present.
MWMS_JOBS = ("chief", "worker")
SLURM_URL = (
    "https://www.tensorflow.org/api_docs/python/tf/distribute/cluster_resolver/SlurmClusterResolver"
)


@frozen
class Member:
    job: str
    index: int
    address: str

    @property
    def name(self) -> str:
        return f"{self.job}:{self.index}"

    @property
    def host(self) -> str:
        return self.address.rpartition(":")[0].strip("[]") or self.address

    def to_dict(self) -> dict[str, object]:
        return {"task": self.name, "address": self.address}


@frozen
class Cluster:
    source: str  # "TF_CONFIG" or "Slurm"
    members: tuple[Member, ...]
    me: Member

    @property
    def is_chief(self) -> bool:
        has_chief = any(m.job == "chief" for m in self.members)
        return self.me.job == "chief" or (not has_chief and self.me.index == 0)

    def others(self) -> tuple[Member, ...]:
        return tuple(m for m in self.members if m != self.me)


def _finding(
    fid: str, title: str, remedy: str, evidence: tuple[str, ...] = (), **values
) -> Finding:
    url = SLURM_URL if values.get("source") == "Slurm" else URL
    return Finding(fid, Severity.ERROR, title, remedy, evidence, url=url, values=values)


def _members(cluster: dict) -> list[Member]:
    out = []
    for job in MWMS_JOBS:
        tasks = cluster.get(job, [])
        items = tasks.items() if isinstance(tasks, dict) else enumerate(tasks)
        out.extend(Member(job, int(i), str(a)) for i, a in items)
    return out


def from_tf_config(raw: str) -> tuple[Cluster | None, list[Finding]]:
    """Parse TF_CONFIG as TensorFlow does; the value itself is never shown (it names hosts)."""
    fix = f"Set TF_CONFIG to TensorFlow's shape on every worker, e.g. TF_CONFIG='{EXAMPLE}'."
    try:
        data = json.loads(raw)
    except json.JSONDecodeError:
        data = None
    # the cluster's shape first (TensorFlow's own rules); the task is judged below
    shape = {"cluster": data.get("cluster", {})} if isinstance(data, dict) else None
    problem = tf_config_problem(raw if shape is None else json.dumps(shape))
    if problem or not isinstance(data, dict):
        return None, [_finding("cluster-config-invalid", f"TF_CONFIG is unusable: {problem}",
                               fix, source="TF_CONFIG", problem=problem)]  # fmt: skip
    members = _members(data.get("cluster") or {})
    if not members:
        return None, [_finding("cluster-config-invalid",
                               'TF_CONFIG has no "worker" (or "chief") job for '
                               "MultiWorkerMirroredStrategy", fix, source="TF_CONFIG",
                               problem="no worker job")]  # fmt: skip
    task = data.get("task") if isinstance(data.get("task"), dict) else {}
    kind, index = task.get("type"), task.get("index", 0)
    jobs = {m.job for m in members}
    if kind not in jobs:
        said = f"task type {kind!r} is not a job of the cluster" if kind else "no task"
        return None, [_finding("cluster-task-missing", f"TF_CONFIG has {said}",
                               'Give each worker its own "task": {"type": "worker", "index": N} '
                               "(N = its position in the worker list; launchers such as the "
                               "Kubeflow TFJob operator set it per pod).",
                               source="TF_CONFIG", jobs=sorted(jobs))]  # fmt: skip
    size = sum(1 for m in members if m.job == kind)
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < size:
        return None, [_out_of_range(f"{kind}:{index}", size, "TF_CONFIG")]
    me = next(m for m in members if m.job == kind and m.index == index)
    return Cluster("TF_CONFIG", tuple(members), me), duplicate_findings(members)


def _out_of_range(task: str, size: int, source: str) -> Finding:
    return _finding(
        "cluster-task-out-of-range",
        f"This task ({task}) is outside the cluster: its job has {size} task(s), "
        f"indices 0 to {size - 1}",
        "Number the tasks 0..N-1 within each job, one per worker, and list every worker's "
        "address in the cluster on all of them.",
        source=source,
        task=task,
        size=size,
    )


def from_slurm(env: Mapping[str, str]) -> tuple[Cluster | None, list[Finding]]:
    answer = slurm_cluster(env)
    if isinstance(answer, str):
        return None, [_finding("cluster-config-invalid", f"The Slurm step is unusable: {answer}",
                               "Launch one task per worker with srun inside the allocation, "
                               "e.g. `srun --ntasks-per-node=1 tfdoctor smoke-train --strategy "
                               "multi-worker`.", source="Slurm", problem=answer)]  # fmt: skip
    addresses, rank = answer
    members = [Member("worker", i, a) for i, a in enumerate(addresses)]
    if not 0 <= rank < len(members):
        return None, [_out_of_range(f"worker:{rank}", len(members), "Slurm")]
    return Cluster("Slurm", tuple(members), members[rank]), duplicate_findings(members)


def duplicate_findings(members: list[Member]) -> list[Finding]:
    seen: dict[str, list[str]] = {}
    for m in members:
        seen.setdefault(m.address.lower(), []).append(m.name)
    dups = {a: names for a, names in seen.items() if len(names) > 1}
    if not dups:
        return []
    said = "; ".join(f"{', '.join(n)} share {a}" for a, n in dups.items())
    return [_finding("cluster-duplicate-address", f"Two tasks have one address: {said}",
                     "Give every task its own host:port (on one machine, a different port "
                     "per worker).", tuple(said.split("; ")),
                     tasks=sorted(n for names in dups.values() for n in names))]  # fmt: skip


def read_cluster(env: Mapping[str, str]) -> tuple[Cluster | None, list[Finding]]:
    """The cluster from TF_CONFIG, else from Slurm; InputError when there is neither."""
    raw = env.get("TF_CONFIG", "")
    if raw.strip():
        return from_tf_config(raw)
    if in_slurm(env):
        return from_slurm(env)
    raise InputError(
        "--strategy multi-worker needs a cluster: set TF_CONFIG on every worker, or run "
        "under srun (Slurm)"
    )


def network_findings(
    cluster: Cluster, me: LocalIdentity, resolve: Callable[[str], tuple[str, ...]]
) -> list[Finding]:
    """Unresolvable hosts, and this task's own address naming another machine."""
    answers = {m.host: resolve(m.host) for m in cluster.members}
    out = []
    dead = sorted({m.host for m in cluster.members if not answers[m.host]})
    if dead:
        tasks = [m.name for m in cluster.members if m.host in dead]
        out.append(_finding("cluster-host-unresolvable",
                            f"Cluster host name(s) do not resolve: {', '.join(dead)} "
                            f"({', '.join(tasks)})",
                            "Use names every worker can resolve (check with `getent hosts "
                            "NAME` on each), or IP addresses.", source=cluster.source,
                            hosts=dead, tasks=tasks))  # fmt: skip
    host = cluster.me.host
    if answers[host] and not me.is_me(host, answers[host]):
        out.append(_finding("cluster-host-not-local",
                            f"This task is {cluster.me.name} at {cluster.me.address}, but "
                            f"{host} is not this machine",
                            "Each worker's task index must point at its own entry in the "
                            "cluster: fix the index (or the address list order) on this "
                            "worker.", (f"this machine: {', '.join(me.names)}",),
                            source=cluster.source, task=cluster.me.name))  # fmt: skip
    return out
