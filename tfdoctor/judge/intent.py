"""GPU intent, and the target machine a check may describe.

Every GPU rule used to wait for a GPU to be enumerated, so a driver 460 beside a TF built
for CUDA 12.3 was "healthy CPU-only" in a container without /proc/driver/nvidia/gpus, or
on an image read with --root. *Intent* is the evidence that someone meant this
environment for an NVIDIA GPU; with it the GPU stack is judged even with no GPU listed
(a mismatch that only bites once a GPU is there is then a warning; with a GPU present or
described it is an error: ``Facts.stack_severity``).

What counts, one evidence line each:
- a driver, installed or loaded: the kernel module (/proc/driver/nvidia/version), NVML or
  nvidia-smi answering or failing in a way that means a driver is installed (not loaded,
  library mismatch, no devices), or the driver's own libcuda.so on the host;
- NVIDIA libraries installed for a program to load: pip ``nvidia-*`` CUDA wheels (what
  ``tensorflow[and-cuda]`` pulls in), CUDA packages in the active conda env (cudatoolkit,
  cudnn, cuda-cudart...), a libcudnn anywhere;
- the ``tensorflow-gpu`` package (the GPU-only name up to 2.11);
- ``--require-gpu``, or a described target machine (``check --driver/--gpu/--cc``).

``tensorflow[and-cuda]`` itself leaves no trace: pip records no requested extras in the
dist-info (REQUESTED is empty, PEP 610's direct_url.json has no extras field), so the
nvidia wheels it installed are the evidence.

What does not count: a bare system CUDA toolkit (/usr/local/cuda-X.Y, and its libcudart
or libcupti in the ld.so cache). Toolkits are installed to build CUDA code and come with
CI and base images; no TensorFlow since 2.14 loads one (the pip wheels bring their own
CUDA), and a toolkit without a driver or cuDNN runs no TensorFlow on a GPU anyway. Counting
it would turn every CUDA build box (this project's own development machine: CUDA 13 under
/usr/local/cuda-13.0, no driver, the plain wheel) into a list of "missing cuDNN" warnings
for a GPU nobody meant to use; the toolkit is still reported (``cuda-toolkit-unused``).
"""

from __future__ import annotations

from typing import Any

from tfdoctor.model import InputError, parse_version
from tfdoctor.records import frozen

#: conda's ``cuda-version`` is a constraint every CUDA-aware package pulls in: no intent alone.
_CONDA_NOT_INTENT = frozenset({"cuda-version"})
#: driver states that mean a driver is installed, whatever else went wrong
_DRIVER_STATES = frozenset({"ok", "not-loaded", "version-mismatch", "no-devices", "error"})


@frozen
class Target:
    """The machine ``check --driver/--gpu/--cc`` judges for (the same words as ``plan``)."""

    driver: str | None = None  # "535.104.05", as typed
    gpu: str | None = None  # "A100", as typed
    cc: str | None = None  # "8.0"

    def __bool__(self) -> bool:
        return bool(self.driver or self.gpu or self.cc)

    def to_dict(self) -> dict[str, str | None]:
        return {"driver": self.driver, "gpu": self.gpu, "compute_capability": self.cc}


@frozen
class TargetGpu:
    """The described GPU, shaped like the driver probe's GpuInfo for the rules."""

    index: int
    name: str
    compute_capability: str | None


def make_target(driver: str | None, gpu: str | None, cc: str | None) -> Target:
    """Validate ``--driver/--gpu/--cc`` as ``plan`` does: a bad version is exit 2."""
    for label, value in (("--driver", driver), ("--cc", cc)):
        if value is not None and parse_version(value) is None:
            raise InputError(f"{label} {value!r} is not a version")
    if gpu is not None and not gpu.strip():
        raise InputError('--gpu needs a GPU name, e.g. "A100"')
    return Target(driver, gpu.strip() if gpu else None, cc)


def intent_evidence(
    *,
    driver: Any,
    cuda: Any,
    tf_name: str | None,
    require_gpu: bool,
    target: Target,
) -> tuple[str, ...]:
    """Why this environment is meant for an NVIDIA GPU; () when nothing says so."""
    out: list[str] = []
    if target:
        out.append("a target machine was described (--driver/--gpu/--cc)")
    if require_gpu:
        out.append("--require-gpu")
    state = getattr(getattr(driver, "state", None), "value", getattr(driver, "state", None))
    km = getattr(driver, "kernel_module", None)
    if km is not None:
        out.append(f"NVIDIA kernel module {getattr(km, 'raw', km)} (/proc/driver/nvidia/version)")
    elif state in _DRIVER_STATES:
        out.append(f"NVIDIA driver state: {state}")
    scan = getattr(cuda, "libraries", None)
    libs = list(getattr(scan, "libraries", scan) or ())
    # the toolkit's link-time stub (lib64/stubs/libcuda.so) is no driver
    libcuda = [
        lib
        for lib in libs
        if getattr(lib, "name", "") in ("libcuda", "cuda") and "/stubs/" not in str(lib.path)
    ]
    if libcuda:
        out.append(f"driver library {libcuda[0].path}")
    pip = [p.name for p in getattr(cuda, "pip_packages", ()) or ()]
    if pip:
        out.append(
            "pip NVIDIA wheels: " + ", ".join(sorted(pip)[:4]) + (", ..." if len(pip) > 4 else "")
        )
    conda = [
        p.name for p in getattr(cuda, "conda_packages", ()) or () if p.name not in _CONDA_NOT_INTENT
    ]
    if conda:
        out.append("conda CUDA packages: " + ", ".join(sorted(conda)[:4]))
    cudnn = [
        lib for lib in libs if str(getattr(lib, "name", "")).removeprefix("lib").startswith("cudnn")
    ]
    if cudnn and not pip and not conda:
        out.append(f"cuDNN library {cudnn[0].path}")
    if tf_name == "tensorflow-gpu":
        out.append("the tensorflow-gpu package")
    return tuple(out)
