"""An event rule for code that indexes TensorFlow's list of GPUs past its end: ``IndexError:
list index out of range`` raised on a line like ``set_memory_growth(physical_devices[0], True)``.
The exception's words say nothing of GPUs; the raising frame's source line does.

- ``[0]`` (or any constant): the list is empty, TensorFlow sees no GPU (arya46/VQA-Flask-App#7,
  corpus case r14-0-004: the maintainer, "physical_devices ... is an empty list when no GPU is
  available to TF").
- an index by a process's rank (``gpus[hvd.local_rank()]``): more processes were started on the
  host than GPUs are visible to each (horovod/horovod#1755, round 128, r128-2-010).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.answers import GPU_LIST_CALL
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

#: a GPU list indexed: a variable named for GPUs/physical devices, or TensorFlow's own call
_GPU_LIST = re.compile(
    # (not an attribute: args.gpus / opt.gpu_ids is a command line's list, not TensorFlow's:
    # the review of the sixteenth session)
    r"(?:(?<![\w.])(?:\w*gpus?|\w*physical_devices|gpu_devices|gpu_list|visible_gpus)"
    rf"|{GPU_LIST_CALL})\s*\[(?P<index>[^\]]+)\]",
    re.IGNORECASE,
)
_RANK = re.compile(r"rank|local_rank|LOCAL_RANK|process_index|task_index|worker_index", re.I)


def gpu_list_indexed(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "IndexError" or "out of range" not in r.message or not r.frames:
        return None
    m = _GPU_LIST.search(r.frames[-1].source)
    if m is None:
        return None
    index = m.group("index").strip()
    return {"index": index, "by_rank": bool(_RANK.search(index)), "source": r.frames[-1].source.strip()}


def gpu_list_indexed_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    if v["by_rank"]:
        return Finding(
            "horovod-more-ranks-than-gpus",
            Severity.ERROR,
            f"A process indexes the GPU list by its rank ({v['index']}) past its end: more "
            "processes on this host than GPUs they can see",
            "Start no more processes per host than it has GPUs (horovodrun/mpirun -np, or "
            "-H host:slots with slots = GPUs per host), and check CUDA_VISIBLE_DEVICES: where "
            "a launcher already gives each process one GPU, that process sees a list of one and "
            "must take gpus[0], not gpus[local_rank]",
            ev,
            values=dict(v),
        )
    if v["index"] in ("0", "-1"):
        return Finding(
            "devices-no-gpu",
            Severity.ERROR,
            f"The code takes GPU {v['index']} of TensorFlow's GPU list, which is empty: "
            "TensorFlow sees no GPU",
            fix.no_gpu({}, ctx) + ". Guard the line (`if gpus:`) where the CPU is acceptable",
            ev,
            values=dict(v),
        )
    # another index: the list may hold GPUs, fewer than the code expects (gpus[1] on a one-GPU
    # machine: the review of the sixteenth session)
    return Finding(
        "devices-no-gpu",
        Severity.ERROR,
        f"The code takes GPU {v['index']} of TensorFlow's GPU list, which is shorter: "
        "TensorFlow sees fewer GPUs than the code expects",
        "Print tf.config.list_physical_devices('GPU') to see how many TensorFlow has; index "
        "only those (a script written for several GPUs on a one-GPU machine or Colab), or "
        "check CUDA_VISIBLE_DEVICES, which renumbers and hides GPUs. If it lists none: "
        + fix.no_gpu({}, ctx),
        ev,
        values=dict(v),
    )
