"""TensorFlow's own notices that it found no GPU, in a log where nothing failed.

TF 2.21 prints "Could not find cuda drivers on your machine, GPU will not be used." and "failed
call to cuInit: ... UNKNOWN ERROR (303)" on every machine without an NVIDIA driver, this
project's CI box among them. Where the log holds no traceback and no crash, the program ran
(on the CPU): these are warnings, not errors (check says the same of such a machine: cpu-only,
exit 0), and they rank after the program's own warnings, which name what the user came for
(the twenty-third session's three outside checks: 14 successful TF 2.21 runs led with
cuda-libs-missing as an error and a `pip install "tensorflow[and-cuda]"` that fixed nothing).

Left as they are where the log names a GPU problem beyond the notices (cuDNN, a CUDA or driver
version, TensorRT's version, a container without GPU access): there the notices are part of it
(the corpus diff of this change: those orders kept every label they had).
"""

from __future__ import annotations

import re

from tfdoctor.explain.primary import NOTICE_IDS
from tfdoctor.model import Finding, Severity
from tfdoctor.records import replace

#: the notices that say only "no GPU here" (a container or WSL without GPU access is a setup
#: problem of its own, kept as it is)
_CPU_ONLY = NOTICE_IDS - {"container-no-gpu-access", "wsl-libcuda-missing"}

#: findings that say the GPU stack itself is broken, not absent: the notices then stay
_GPU_PROBLEM = frozenset(
    {
        "cudnn-missing", "cuda-version-mismatch", "cudnn-version-mismatch", "driver-too-old",
        "driver-library-mismatch", "gpu-out-of-memory", "tensorrt-version-mismatch",
        "libtensorflow-c-missing", "tensorflow-import-failed", "cuda-libs-not-on-loader-path",
        "tensorflow-companion-mismatch", "container-no-gpu-access", "wsl-libcuda-missing",
    }
)  # fmt: skip


#: cuInit's codes on a machine without a GPU or driver: no device (100), the toolkit's stub
#: libcuda (34), TF 2.18+'s UNKNOWN ERROR (303) where no driver is loaded (this CI box); any
#: other code is a driver that is there and fails, an error
_NO_GPU_CODE = re.compile(
    r"\((?:100|303|34)\)|CUDA_ERROR_(?:NO_DEVICE|STUB_LIBRARY|SHARED_OBJECT_INIT_FAILED)|"
    r"no CUDA-capable device"
)


_GPU_SKIPPED = re.compile(r"Skipping registering GPU devices|Cannot dlopen some GPU libraries")


def _no_gpu(f: Finding) -> bool:
    if f.id not in _CPU_ONLY or f.severity is Severity.INFO:
        return False
    if f.id == "cuda-init-failed":
        return any(_NO_GPU_CODE.search(e) for e in f.evidence)
    if f.id == "cuda-libs-missing":
        # TensorFlow found a GPU and skipped it (tensorflow/tensorflow's "Cannot dlopen some GPU
        # libraries ... Skipping registering GPU devices", shared case tfd-005): an error
        return not any(_GPU_SKIPPED.search(e) for e in f.evidence)
    return True


def cpu_only_notices(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """No-GPU notices of a log where nothing failed: warnings at most, after the others."""
    ids = {f.id for _, f in ordered}
    if ids & _GPU_PROBLEM:
        return ordered
    if any(f.id in _CPU_ONLY and f.severity is not Severity.INFO and not _no_gpu(f) for _, f in ordered):
        return ordered  # (a cuInit code of a driver that is there: the GPU stack is broken)
    others = any(f.id not in NOTICE_IDS and f.severity is not Severity.INFO for _, f in ordered)
    return [
        (line, replace(f, severity=Severity.WARNING, values=dict(f.values, notice_last=others)))
        if _no_gpu(f)
        else (line, f)
        for line, f in ordered
    ]
