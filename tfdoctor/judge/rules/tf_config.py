"""TF_CONFIG: TensorFlow's multi-worker cluster description, read from the environment.

A malformed TF_CONFIG does not fail `import tensorflow`; it fails later, when a
distribution strategy (MultiWorkerMirroredStrategy, ParameterServerStrategy) builds its
cluster resolver, often on one worker of many. The rules below are TensorFlow's own
(tensorflow/python/distribute/cluster_resolver/tfconfig_cluster_resolver.py:
``json.loads(os.environ.get('TF_CONFIG', '{}'))``; tensorflow/python/training/server_lib.py
ClusterSpec: "`cluster` must be a dictionary mapping one or more job names to lists of
network addresses", "No such job in cluster", "No task with index %r in job %r").

The value itself is never shown: it names hosts and is none of the report's business.
"""

from __future__ import annotations

import json
from typing import Any

from tfdoctor.model import Finding, Severity

URL = "https://www.tensorflow.org/tutorials/distribute/multi_worker_with_keras"
EXAMPLE = (
    '{"cluster": {"worker": ["host1:12345", "host2:12345"]}, '
    '"task": {"type": "worker", "index": 0}}'
)
#: Task types that run outside the cluster's job list (the side-car evaluator of
#: tf.distribute; tensorflow/python/distribute/distribute_coordinator.py).
_OUTSIDE_CLUSTER = ("evaluator",)


def tf_config_problem(raw: str | None) -> str | None:
    """Why TensorFlow would reject this TF_CONFIG, or None (unset, blank, or valid)."""
    if raw is None or not raw.strip():
        return None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        return f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
    if not isinstance(data, dict):
        return f"a JSON {type(data).__name__}, not an object"
    cluster = data.get("cluster", {})
    jobs = _jobs(cluster)
    if isinstance(jobs, str):
        return jobs
    task = data.get("task", {})
    if not isinstance(task, dict):
        return '"task" is not an object'
    if not task:
        return None  # a cluster without a task: TF falls back to its defaults
    kind, index = task.get("type"), task.get("index", 0)
    if not isinstance(kind, str) or not kind:
        return '"task" has no "type" string'
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        return f'"task.index" is {index!r}, not a non-negative integer'
    if kind in _OUTSIDE_CLUSTER or not jobs:
        return None
    if kind not in jobs:
        return f"task type {kind!r} is not a job in the cluster ({', '.join(sorted(jobs))})"
    if index >= jobs[kind]:
        return f"task index {index} is out of range: job {kind!r} has {jobs[kind]} task(s)"
    return None


def _jobs(cluster: Any) -> dict[str, int] | str:
    """Job name -> number of tasks, or the problem with "cluster"."""
    if not isinstance(cluster, dict):
        return '"cluster" is not an object mapping job names to address lists'
    jobs: dict[str, int] = {}
    for name, tasks in cluster.items():
        if isinstance(tasks, list):
            addresses = tasks
            count = len(tasks)
        elif isinstance(tasks, dict):  # sparse jobs: {"0": "host:port", ...}
            addresses = list(tasks.values())
            count = max((int(k) for k in tasks if str(k).isdigit()), default=-1) + 1
        else:
            return f"the tasks of job {name!r} are a JSON {type(tasks).__name__}, not a list"
        if not all(isinstance(a, str) for a in addresses):
            return f'job {name!r} has an address that is not a "host:port" string'
        jobs[name] = count
    return jobs


def tf_config_findings(raw: str | None) -> list[Finding]:
    problem = tf_config_problem(raw)
    if problem is None:
        return []
    return [
        Finding(
            "tf-config-invalid",
            Severity.WARNING,
            f"TF_CONFIG is set but TensorFlow cannot use it: {problem}",
            "Multi-worker training will fail when its strategy starts. Fix TF_CONFIG to "
            f"TensorFlow's shape, e.g. export TF_CONFIG='{EXAMPLE}'; on a single machine, "
            "`unset TF_CONFIG`.",
            (f"$TF_CONFIG ({len(raw or '')} characters, value not shown): {problem}",),
            url=URL,
            values={"problem": problem},
        )
    ]
