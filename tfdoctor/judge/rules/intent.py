"""Judge rules for environments meant for a GPU that is not here (judge/intent.py).

A complete GPU userspace on a machine without a driver deserves a plain sentence (the
image is ready, the host is not), and a described GPU the matrix does not know means
its kernels were not checked.
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.gpu import DRIVER_URL, cudnn_vs_build
from tfdoctor.judge.rules.libraries import cuda_libraries
from tfdoctor.model import Finding, Severity, major_minor

#: What TensorFlow opens when it brings a GPU up: its dso_loader logs libcudart, libcublas,
#: libcublasLt, libcufft, libcurand, libcusolver, libcusparse and libcudnn
#: (fixtures-real/tf-logs/tf2.4-era-4x-tesla-p100-libcudart10.1-Chunyu-Hugh.txt), and
#: tensorflow[and-cuda] pins one nvidia-* wheel for each (the wheels' METADATA).
TF_GPU_LIBS = ("cudart", "cublas", "cublasLt", "cufft", "curand", "cusolver", "cusparse", "cudnn")


def _usable(f: Facts, lib: object) -> bool:
    # the same test as cuda_libraries: on the loader path, or a pip wheel TF >= 2.14 finds
    tf_minor = major_minor(f.tf_version) or (0, 0)
    return bool(getattr(lib, "on_loader_path", False)) or (
        getattr(lib, "origin", "") == "pip" and tf_minor >= (2, 14)
    )


def userspace_complete_no_driver(f: Facts) -> list[Finding]:
    """Every library TF needs is here and matches its build; only the driver is not."""
    if f.target or f.gpu_present or not f.needs_gpu_stack or not f.build_cuda:
        return []
    if f.driver_state not in ("no-driver", None) or f.driver_version or f.libs_named("cuda"):
        return []  # a driver is there (or half there): other findings speak about it
    if f.cudnn_version is None or cuda_libraries(f) or cudnn_vs_build(f):
        return []  # something is missing or mismatched, and those findings say what
    missing = [n for n in TF_GPU_LIBS if not any(_usable(f, lib) for lib in f.libs_named(n))]
    if missing:
        return []
    platform = "windows" if f.platform == "windows" else "linux"
    need = f.matrix.min_driver(f.build_cuda, platform)
    return [
        Finding(
            "gpu-userspace-complete-no-driver",
            Severity.INFO,
            f"GPU libraries complete for TF {f.tf_version}; only the driver is missing",
            f"On a machine with an NVIDIA GPU, install driver {need or 'a current one'} or "
            "newer (Ubuntu: `sudo ubuntu-drivers install`), or run this container with the "
            "GPU passed in (`docker run --gpus all ...`). CUDA and cuDNN need nothing more.",
            (
                f"TensorFlow {f.tf_version} built for CUDA {f.build_cuda}, cuDNN "
                f"{f.build.get('cudnn_version') or (f.row.cudnn if f.row else '?')}",
                f"cuDNN {f.cudnn_version} ({f.cudnn_source})",
                "found: " + ", ".join(f"lib{n}" for n in TF_GPU_LIBS),
                "no NVIDIA driver (no kernel module, no libcuda)",
            ),
            url=DRIVER_URL,
            values={"tensorflow": f.tf_version, "cuda": f.build_cuda, "min_driver": need},
        )
    ]


def target_gpu_unknown(f: Facts) -> list[Finding]:
    """--gpu names a GPU the matrix does not know, and no --cc says what it is."""
    t = f.target
    if not t.gpu or t.cc or f.matrix.gpu_by_name(t.gpu) is not None:
        return []
    return [
        Finding(
            "target-gpu-unknown",
            Severity.WARNING,
            f"GPU {t.gpu!r} is not in the matrix: its compute capability is unknown, so "
            "TensorFlow's kernels were not checked against it",
            f'Pass its compute capability as well: tfdoctor check --gpu "{t.gpu}" --cc X.Y '
            "(https://developer.nvidia.com/cuda-gpus lists them).",
            (f"--gpu {t.gpu}", "tfdoctor matrix --json lists the known GPUs"),
            values={"gpu": t.gpu},
        )
    ]


RULES = (userspace_complete_no_driver, target_gpu_unknown)
