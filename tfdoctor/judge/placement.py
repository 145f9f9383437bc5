"""Where a train step's ops and variables really ran: parse, count, summarise.

Two sources, one shape (``PlacementNode``): the partition graphs of the first train step
that the child reads from TensorFlow's RunMetadata, and TF's placement log
(``tf.debugging.set_log_device_placement(True)``), whose two line kinds are:

* the eager executor: ``Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0``
  (execute.cc; real lines in tensorflow/tensorflow#42764 and the TF 2.6/2.7 logs of
  dopplerchase/ai2es_schooner_hpc);
* the graph placer: ``MatMul: (MatMul): /job:localhost/replica:0/task:0/device:CPU:0``, printed
  bare on stdout and with the log prefix ``... placer.cc:162] `` on stderr (TF 2.21).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from tfdoctor.records import frozen

#: Graph plumbing, not work: function arguments/results and cross-device transfers.
PLUMBING = frozenset(
    {
        "_Arg",
        "_Retval",
        "_DeviceArg",
        "_DeviceRetval",
        "_Send",
        "_Recv",
        "_HostSend",
        "_HostRecv",
        "NoOp",
    }
)
#: The input pipeline lives on the host by design (tf.data iterators have no GPU kernel).
HOST_BY_DESIGN = re.compile(r"^(Iterator|Optional|MultiDeviceIterator)")
#: The ops that are the training math of this network: each must run on the target device.
KEY_OPS = frozenset(
    {
        "MatMul",
        "BiasAdd",
        "BiasAddGrad",
        "Relu",
        "ReluGrad",
        "Softmax",
        "SparseSoftmaxCrossEntropyWithLogits",
    }
)

_EAGER = re.compile(r"Executing op (\S+) in device (\S+)")
_PLACER = re.compile(r"(?:^|\]\s)(\S+): \(([^)\s]+)\): (/job:\S+|/device:\S+)\s*$")
_NO_KERNEL = re.compile(r"No registered '(\w+)' OpKernel for '?(GPU|DEVICE_GPU)")


@frozen
class PlacementNode:
    name: str
    op: str
    device: str


@frozen
class PlacementSummary:
    device: str
    ops_on_device: int
    ops_total: int
    variables_on_device: int
    variables_total: int
    #: (op type, short device, count) of counted ops that ran elsewhere
    off_device: tuple[tuple[str, str, int], ...] = ()
    #: key ops (the training math) that ran elsewhere, by op type
    key_off_device: tuple[str, ...] = ()
    #: "run-metadata" or "log"
    source: str = ""
    #: op type -> why TF says it could not run on the GPU (from the child's log)
    reasons: tuple[tuple[str, str], ...] = ()
    #: variables whose device the child could not read: unknown, not "elsewhere" (the ops
    #: that read and update them are in the partition graphs, colocated with them)
    variables_unknown: int = 0

    @property
    def variables_elsewhere(self) -> int:
        return self.variables_total - self.variables_on_device - self.variables_unknown

    @property
    def ok(self) -> bool:
        return not self.key_off_device and self.variables_elsewhere == 0

    def to_dict(self) -> dict[str, object]:
        return {
            "device": self.device,
            "ops_on_device": self.ops_on_device,
            "ops_total": self.ops_total,
            "variables_on_device": self.variables_on_device,
            "variables_total": self.variables_total,
        }

    def sentence(self) -> str:
        variables = (
            "all variables"
            if self.variables_on_device == self.variables_total
            else f"{self.variables_on_device}/{self.variables_total} variables"
        )
        if self.variables_unknown:
            variables += f" ({self.variables_unknown} with no device reported)"
        return (
            f"{self.ops_on_device}/{self.ops_total} train-step ops and {variables} on {self.device}"
        )


def short_device(device: str) -> str:
    """ "/job:localhost/replica:0/task:0/device:GPU:0" -> "GPU:0"."""
    m = re.search(r"device:([A-Za-z_]+:\d+)", device)
    if m:
        return m.group(1)
    m = re.search(r"/?([A-Z_]+:\d+)$", device)
    return m.group(1) if m else device


def parse_placement_log(text: str) -> list[PlacementNode]:
    """Every placement line in ``text`` (placer and eager executor), in order."""
    nodes: list[PlacementNode] = []
    for line in text.splitlines():
        m = _EAGER.search(line)
        if m:
            nodes.append(PlacementNode(m.group(1), m.group(1), m.group(2)))
            continue
        m = _PLACER.search(line)
        if m:
            nodes.append(PlacementNode(m.group(1), m.group(2), m.group(3)))
    return nodes


def fallback_reasons(text: str) -> tuple[tuple[str, str], ...]:
    """Op types TF said have no GPU kernel, with the line that said so."""
    seen: dict[str, str] = {}
    for line in text.splitlines():
        m = _NO_KERNEL.search(line)
        if m and m.group(1) not in seen:
            seen[m.group(1)] = line.strip()[:300]
    return tuple(seen.items())


def summarize(
    nodes: Iterable[PlacementNode],
    variables: Sequence[tuple[str, str]],
    target: str,
    *,
    source: str = "",
    reasons: tuple[tuple[str, str], ...] = (),
) -> PlacementSummary:
    """Count the train step's ops and the variables on ``target`` ("GPU:0")."""
    counted = [n for n in nodes if n.op not in PLUMBING and not HOST_BY_DESIGN.match(n.op)]
    on = [n for n in counted if short_device(n.device) == target]
    off = Counter(
        (n.op, short_device(n.device)) for n in counted if short_device(n.device) != target
    )
    present_key = {n.op for n in counted if n.op in KEY_OPS}
    if present_key:
        key_off = sorted(
            {n.op for n in counted if n.op in KEY_OPS and short_device(n.device) != target}
        )
    else:
        # Under XLA the math is inside one compiled call: judge every counted op instead.
        key_off = sorted({op for op, _ in off})
    var_on = sum(1 for _, dev in variables if dev and short_device(dev) == target)
    var_unknown = sum(1 for _, dev in variables if not dev)
    return PlacementSummary(
        device=target,
        ops_on_device=len(on),
        ops_total=len(counted),
        variables_on_device=var_on,
        variables_total=len(variables),
        off_device=tuple((op, dev, n) for (op, dev), n in sorted(off.items())),
        key_off_device=tuple(key_off),
        source=source,
        reasons=tuple(r for r in reasons if r[0] in {op for op, _ in off}),
        variables_unknown=var_unknown,
    )


@frozen
class ReplicaPlacement:
    """One MirroredStrategy replica: did it run the training math and hold every variable?"""

    device: str
    ops: int
    #: the training-math ops seen anywhere in the step that this replica did not run
    missing_key_ops: tuple[str, ...]
    variables_on_device: int
    variables_total: int

    @property
    def ok(self) -> bool:
        return (
            self.ops > 0
            and not self.missing_key_ops
            and self.variables_on_device == self.variables_total
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "device": self.device,
            "ops": self.ops,
            "missing_key_ops": list(self.missing_key_ops),
            "variables_on_device": self.variables_on_device,
            "variables_total": self.variables_total,
            "ok": self.ok,
        }


def replica_placement(
    nodes: Iterable[PlacementNode],
    variables: Sequence[tuple[str, Sequence[str]]],
    replicas: Sequence[str],
) -> tuple[ReplicaPlacement, ...]:
    """Per replica device ("GPU:1"): its share of the train step and of the variables.

    Under MirroredStrategy every replica runs the whole step on its own batch slice, so
    each training-math op seen in the step must appear on every replica (the CPU fuses
    MatMul+BiasAdd into _FusedMatMul, so only the kernels present count); each mirrored
    variable has one component per replica."""
    counted = [n for n in nodes if n.op not in PLUMBING and not HOST_BY_DESIGN.match(n.op)]
    key_seen = {n.op for n in counted if n.op in KEY_OPS}
    out = []
    for replica in (short_device(r) for r in replicas):
        mine = [n for n in counted if short_device(n.device) == replica]
        have = {n.op for n in mine}
        on = sum(1 for _, devs in variables if replica in {short_device(d) for d in devs})
        out.append(
            ReplicaPlacement(replica, len(mine), tuple(sorted(key_seen - have)), on, len(variables))
        )
    return tuple(out)
