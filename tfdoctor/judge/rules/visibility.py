"""Judge rules about which GPUs CUDA lets TensorFlow see: CUDA_VISIBLE_DEVICES, and
NVIDIA_VISIBLE_DEVICES in a container.

CUDA_VISIBLE_DEVICES, as CUDA reads it (NVIDIA's CUDA programming guide, "CUDA
Environment Variables"; MPS docs https://docs.nvidia.com/deploy/topics/topic_5_2_1.html):
a comma-separated list of GPU indices or UUIDs (``GPU-...``, a unique prefix is enough);
CUDA enumerates those in that order, and stops at the first entry that is not a GPU:
those before it stay visible, the rest are hidden. So ``""`` and ``-1`` hide every GPU
(CUDA_ERROR_NO_DEVICE, "no CUDA-capable device is detected"), and an index the machine
does not have hides it and everything after (manishsoni1908/Mobilenet-ssd-keras#10:
CUDA_VISIBLE_DEVICES=1 on a one-GPU machine; endernewton/tf-faster-rcnn#38). Digits
are read like strtoul, so ``1gpu`` is 1 (pytorch/pytorch#84879). nvidia-smi and NVML do
not read the variable, so the driver probe's list is the machine's.

NVIDIA_VISIBLE_DEVICES is read by the NVIDIA Container Runtime when the container starts
(https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/docker-specialized.html):
``none`` passes no GPU in; ``void``, empty or unset behave as plain runc (no GPU, no
driver). Inside the container it says why no GPU is there.
"""

from __future__ import annotations

import re

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity

CUDA_ENV_URL = "https://docs.nvidia.com/cuda/cuda-c-programming-guide/#cuda-environment-variables"
TOOLKIT_URL = (
    "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
    "docker-specialized.html"
)
#: ASCII only: strtoul reads no "\u00a0" or full-width digit (the review of the thirteenth session)
_DIGITS = r"^[ \t\n\v\f\r]*\+?([0-9]+)"  # compiled when first used
#: how visible_indices marks an index named a second time (CUDA then shows no GPU)
TWICE = " (a second time)"


def visible_indices(value: str, uuids: list[str | None]) -> tuple[list[int], str | None] | None:
    """(the GPU indices CUDA shows, the entry where it stopped); None when it cannot be
    told (a MIG instance, a UUID while the driver probe gave none).

    As the CUDA driver read each value on a real H200 (tests/data/gpu-h200/
    cuda-visible-devices.json: cuInit and cuDeviceGetCount in a fresh process per value):
    digits like strtoul (``" 0"``, ``"+0"``, ``"0x0"``, ``"0gpu"`` are 0); an index named
    twice refuses the whole list (``"0,0"``: cuInit CUDA_ERROR_INVALID_DEVICE, no GPU);
    ``GPU-`` is case-sensitive, needs at least one character after it and no space before
    it (``"gpu-<uuid>"``, ``"GPU-"`` and ``" GPU-<uuid>"`` show no GPU)."""
    shown: list[int] = []
    numbers: set[int] = set()
    for raw in value.split(","):
        entry = raw.strip()
        index = None
        digits = re.match(_DIGITS, raw)
        if digits:
            n = int(digits.group(1))
            if n in numbers:
                return [], entry + TWICE
            numbers.add(n)
            index = n if n < len(uuids) else None
        elif raw.startswith("MIG-"):
            return None
        elif raw.startswith("GPU-") and len(raw.rstrip()) > len("GPU-"):
            if any(u is None for u in uuids):
                return None
            want = raw.rstrip()
            hits = [i for i, u in enumerate(uuids) if u and u.startswith(want)]
            index = hits[0] if len(hits) == 1 else None
        if index is None:
            return shown, entry
        if index not in shown:
            shown.append(index)
    return shown, None


def names_a_gpu_twice(value: str) -> bool:
    """An index twice before the list stops (explain reads a log's value so too: combos.py)."""
    read = visible_indices(value, [None] * 64)
    return read is not None and bool(read[1]) and str(read[1]).endswith(TWICE)


def _nothing_after_the_gap(value: str, shown: list[int], uuids: list[str | None]) -> bool:
    """Every entry after the empty one names a GPU already shown (an index or a UUID,
    read as visible_indices reads it: the review of the thirteenth session, item 10)."""
    parts = value.split(",")
    gap = next(i for i, p in enumerate(parts) if not p.strip())
    for p in parts[gap + 1:]:
        if not p.strip():
            continue
        read = visible_indices(p, uuids)
        if read is None or read[1] is not None or not set(read[0]) <= set(shown):
            return False
    return True


def cuda_visible_devices(f: Facts) -> list[Finding]:
    value = f.startup.get("CUDA_VISIBLE_DEVICES")
    gpus = f.gpus
    if value is None or not gpus or f.target:
        return []
    uuids = [getattr(g, "uuid", None) for g in gpus]
    read = visible_indices(value, uuids)
    if read is None:
        return []
    shown, stop = read
    if stop is None or (shown and stop == "" and _nothing_after_the_gap(value, shown, uuids)):
        return []  # "0," or "0,,0": the empty entry hides nothing that was not shown
    every = ",".join(str(i) for i in range(len(gpus)))
    evidence = (
        f"environment: CUDA_VISIBLE_DEVICES={value!r}",
        f"the driver lists {len(gpus)} GPU(s): indices {every}",
    )
    if stop and stop.endswith(TWICE):
        where = (
            f"names GPU {stop[: -len(TWICE)]!r} twice, and CUDA then refuses the whole list "
            "(cuInit: CUDA_ERROR_INVALID_DEVICE)"
        )
    else:
        # (an empty entry in a longer value: "stops at an empty entry", not "is empty")
        where = f"stops at {stop!r}" if stop else ("is empty" if not value.strip() else "stops at an empty entry")
    if not shown:
        return [
            Finding(
                "cuda-visible-devices-hides-gpus",
                Severity.ERROR,
                f"CUDA_VISIBLE_DEVICES={value!r} hides every GPU from TensorFlow (the driver "
                f"lists {len(gpus)}): CUDA's list {where}, so TensorFlow runs on the CPU",
                f"unset CUDA_VISIBLE_DEVICES   # or export CUDA_VISIBLE_DEVICES={every} "
                "(indices, or UUIDs from `nvidia-smi -L`)",
                evidence,
                url=CUDA_ENV_URL,
                values={"value": value, "stopped_at": stop, "visible": [], "gpus": len(gpus)},
            )
        ]
    kept = ",".join(str(i) for i in shown)
    return [
        Finding(
            "cuda-visible-devices-hides-gpus",
            Severity.WARNING,
            f"CUDA_VISIBLE_DEVICES={value!r} {where}" + ("" if stop == "" else ", which is not a GPU of this machine") + ": "
            f"only GPU(s) {kept} are visible, the entries after it are hidden",
            f"export CUDA_VISIBLE_DEVICES={kept}   # name only GPUs the driver lists "
            f"(indices 0-{len(gpus) - 1}, or UUIDs from `nvidia-smi -L`)",
            evidence,
            url=CUDA_ENV_URL,
            values={"value": value, "stopped_at": stop, "visible": shown, "gpus": len(gpus)},
        )
    ]


def nvidia_visible_devices(f: Facts) -> list[Finding]:
    """A container started with no GPU passed in, in an environment meant for the GPU."""
    value = f.startup.get("NVIDIA_VISIBLE_DEVICES")
    containers = getattr(f.sysinfo, "container", ()) or ()
    if value is None or value.strip().lower() not in ("none", "void", ""):
        return []
    if not containers or f.gpus or not f.intent or f.target:
        return []
    return [
        Finding(
            "nvidia-visible-devices-no-gpu",
            Severity.WARNING,
            f"This container was started with NVIDIA_VISIBLE_DEVICES={value!r}: the NVIDIA "
            "Container Runtime passed no GPU in, so TensorFlow runs on the CPU",
            "Start the container with a GPU: docker run --gpus all ... (or, with the "
            "nvidia runtime, -e NVIDIA_VISIBLE_DEVICES=all)",
            (
                f"environment: NVIDIA_VISIBLE_DEVICES={value!r}",
                "container: " + ", ".join(getattr(c, "raw", str(c)) for c in containers),
            ),
            url=TOOLKIT_URL,
            values={"value": value},
        )
    ]


VISIBILITY_RULES = (cuda_visible_devices, nvidia_visible_devices)
