"""Log rules for distributed training: NCCL, collective ops, unreachable workers.
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

DISTRIBUTED_RULES = (
    rule(
        "nccl-error",
        E,
        "NCCL (multi-GPU communication) failed",
        r"\bNCCL WARN\b|No OpKernel was registered to support Op '(?P<op>Nccl\w+)'|"
        r"Error invoking NCCL: (?P<error>[^\n\]]+)",
        ("nccl warn", "op 'nccl", "error invoking nccl"),
        "NCCL could not run the all-reduce. Without NCCL (Windows, some builds) use "
        "tf.distribute.MirroredStrategy(cross_device_ops=tf.distribute."
        "HierarchicalCopyAllReduce()); on InfiniBand clusters raise the locked-memory limit "
        "(ulimit -l unlimited, containers: --ulimit memlock=-1) or set NCCL_IB_DISABLE=1; "
        "NCCL_DEBUG=INFO shows the failing step",
    ),
    rule(
        "multiworker-strategy-late-init",
        E,
        "MultiWorkerMirroredStrategy was created after TensorFlow started",
        r"Collective ops must be configured at program startup",
        "collective ops must be configured",
        "Create the MultiWorkerMirroredStrategy at the very start of the program, before any "
        "other TensorFlow call (and set TF_CONFIG before that)",
        url="https://www.tensorflow.org/tutorials/distribute/multi_worker_with_keras",
    ),
    rule(
        "distributed-worker-unreachable",
        E,
        "A worker or parameter server cannot be reached",
        r"failed to connect to all addresses|\bgrpc_status\"?:14\b",
        ("failed to connect to all addresses", "grpc_status"),
        "A task in the cluster is unreachable: check every address/port in TF_CONFIG (or the "
        "cluster resolver), that all tasks are started, and that the firewall allows the "
        "ports between the machines",
    ),
)
