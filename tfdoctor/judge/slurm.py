"""The cluster SlurmClusterResolver builds from a Slurm step, computed without TensorFlow.

Mirrors tensorflow/python/distribute/cluster_resolver/slurm_cluster_resolver.py (TF 2.x):
it reads SLURM_PROCID (this task's rank), SLURM_STEP_NUM_TASKS, SLURM_STEP_NODELIST and
SLURM_STEP_TASKS_PER_NODE, expands the node list ("n[1-2],m5" -> n1, n2, m5) and the
tasks per node ("3(x2),1" -> 3, 3, 1), walks the hosts *sorted by name* and gives each
task on a host the port ``port_base + k`` (port_base 8888), all in one job "worker".
These variables exist only inside an ``srun`` step, not in an ``sbatch`` script itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

PORT_BASE = 8888
NEEDED = (
    "SLURM_PROCID",
    "SLURM_STEP_NUM_TASKS",
    "SLURM_STEP_NODELIST",
    "SLURM_STEP_TASKS_PER_NODE",
)


def in_slurm(env: Mapping[str, str]) -> bool:
    return any(name in env for name in ("SLURM_PROCID", "SLURM_JOB_ID", "SLURM_STEP_NODELIST"))


def expand_hostlist(hostlist: str) -> list[str]:
    """``n[01-02,5],m`` -> ``n01 n02 n05 m`` (zero padding kept); ValueError if malformed."""
    parts, depth, current = [], 0, ""
    for c in hostlist:
        depth += c == "["
        depth -= c == "]"
        if c == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    parts.append(current)
    hosts: list[str] = []
    for part in parts:
        m = re.fullmatch(r"([^,\[\]]+)(?:\[([^\]]+)\])?", part)
        if m is None:
            raise ValueError(f"invalid host list part {part!r}")
        if m.group(2) is None:
            hosts.append(m.group(1))
            continue
        for span in m.group(2).split(","):
            lo, _, hi = span.partition("-")
            if not lo.isdigit() or (hi and not hi.isdigit()):
                raise ValueError(f"invalid range {span!r}")
            for i in range(int(lo), int(hi or lo) + 1):
                hosts.append(m.group(1) + str(i).zfill(len(lo)))
    return hosts


def expand_tasks_per_node(value: str) -> list[int]:
    """``3(x2),1`` -> ``[3, 3, 1]``; ValueError if malformed."""
    out: list[int] = []
    for part in value.split(","):
        m = re.fullmatch(r"(\d+)(?:\(x(\d+)\))?", part.strip())
        if m is None:
            raise ValueError(f"invalid tasks-per-node part {part!r}")
        out.extend([int(m.group(1))] * int(m.group(2) or 1))
    return out


def slurm_cluster(env: Mapping[str, str]) -> tuple[list[str], int] | str:
    """(worker addresses in rank order, this task's rank), or what is wrong."""
    missing = [name for name in NEEDED if not env.get(name, "").strip()]
    if missing:
        return f"{', '.join(missing)} not set (these exist only inside an srun step)"
    try:
        hosts = expand_hostlist(env["SLURM_STEP_NODELIST"])
        per_node = expand_tasks_per_node(env["SLURM_STEP_TASKS_PER_NODE"])
        rank, total = int(env["SLURM_PROCID"]), int(env["SLURM_STEP_NUM_TASKS"])
    except ValueError as exc:
        return str(exc)
    layout = dict(zip(hosts, per_node, strict=False))
    addresses = [f"{host}:{PORT_BASE + k}" for host, n in sorted(layout.items()) for k in range(n)]
    if len(addresses) != total:
        return f"SLURM_STEP_NUM_TASKS={total} but the node list holds {len(addresses)} task(s)"
    return addresses, rank
