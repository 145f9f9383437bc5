"""Remedies for the log rules: what to paste, specific to the machine when it is known.

Facts used here and their sources:
- ``pip install "tensorflow[and-cuda]"`` installs the CUDA/cuDNN wheels TensorFlow was
  built with, on Linux (https://www.tensorflow.org/install/pip, "Linux" / "WSL2" steps).
- TensorFlow 2.10 was the last release with GPU support on native Windows; 2.11+ needs
  WSL2 (https://www.tensorflow.org/install/pip#windows-native; maintainers in
  tensorflow/tensorflow#60237, #60241).
- cuDNN at runtime must have the same major and an equal or higher minor version than the
  one TF was compiled with (TF's own message, cuda_dnn.cc; see
  ../shared/fixtures-real/tf-logs/cudnn-mismatch-*).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tfdoctor.explain.remedies_driver import (  # noqa: F401  (fix.<name>)
    diagnostics,
    driver_mismatch,
    driver_not_loaded,
    driver_too_old,
    init_failed,
    no_driver,
    wsl_libcuda,
)
from tfdoctor.explain.remedies_libs import binding as _binding
from tfdoctor.explain.remedies_libs import cudnn_text, lib_versions  # noqa: F401  (fix.lib_versions)
from tfdoctor.explain.remedies_pip import python_unsupported  # noqa: F401  (fix.python_unsupported)
from tfdoctor.model import parse_version

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext

Values = Mapping[str, Any]

AND_CUDA = 'pip install "tensorflow[and-cuda]"'
INSTALL_URL = "https://www.tensorflow.org/install/pip"


def _pip(ctx: ExplainContext | None) -> str:
    return ctx.pip_remedy if ctx and ctx.pip_remedy else AND_CUDA


def _for_tf(ctx: ExplainContext | None) -> str:
    return f" (TensorFlow {ctx.tf_version})" if ctx and ctx.tf_version else ""


NO_WINDOWS_GPU = "TensorFlow 2.11+ has no GPU support on native Windows (use WSL2)"  # (module doc)


def cuda_libs(v: Values, ctx: ExplainContext | None) -> str:
    lib = v.get("library")
    want = f"the CUDA {v['cuda']} libraries" if v.get("cuda") else "the CUDA libraries"
    if ctx and ctx.platform == "windows":
        return (
            f"Install {want} this TensorFlow was built for and add their bin folder to PATH; "
            f"note {NO_WINDOWS_GPU}. See {INSTALL_URL}"
        )
    missing = f" ({lib} could not be loaded)" if lib else ""
    if v.get("bare"):
        return _binding(want, missing)
    major = str(v.get("cuda") or "").split(".")[0]
    if major.isdigit() and int(major) < 11 and not (ctx and ctx.pip_remedy):
        # no pip wheel brings CUDA 10 or older (tensorflow[and-cuda] is CUDA 12, TF >= 2.14):
        # what asks for it was built for that toolkit (TF <= 2.3, tfjs-node-gpu 1.x: tfjs#708)
        return (
            f"Install {want}{_for_tf(ctx)}{missing}: the CUDA {v['cuda']} toolkit and the cuDNN "
            "built for it (NVIDIA's archive), with their lib64 folder on LD_LIBRARY_PATH; no pip "
            "package brings them. Or move to a release built for the CUDA you have (the table "
            f"at {INSTALL_URL})"
        )
    build = (
        f"; this TensorFlow was built with CUDA {ctx.tf_build_cuda}"
        if ctx and ctx.tf_build_cuda
        else ""
    )
    return (
        f"Install {want}{_for_tf(ctx)}{missing}{build}:\n"
        f"{_pip(ctx)}\n"
        "or add the folder holding them to LD_LIBRARY_PATH (TensorFlow < 2.14: install the "
        f"CUDA toolkit version listed at {INSTALL_URL})"
    )


def cuda_version_mismatch(v: Values, ctx: ExplainContext | None) -> str:
    want, have = v.get("cuda"), v.get("installed_cuda")
    return (
        f"TensorFlow asks for CUDA {want} but the CUDA on the library path is {have}. "
        f"Install the CUDA libraries TensorFlow was built with, inside the environment:\n"
        f"{_pip(ctx)}\n"
        "or install a TensorFlow built for the CUDA you have (tested pairs: "
        "https://www.tensorflow.org/install/source#gpu)"
    )


def cudnn_missing(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("zlib"):
        return (
            "cuDNN 8 on Windows needs zlibwapi.dll: install zlib and put zlibwapi.dll on PATH "
            "(NVIDIA cuDNN install guide, 'Installing Zlib')"
        )
    need = (
        f"cuDNN {ctx.tf_build_cudnn}"
        if ctx and ctx.tf_build_cudnn
        else "the cuDNN this TensorFlow was built with"
    )
    if v.get("bare"):
        return _binding("the cuDNN", f" ({v.get('library')} could not be loaded)")
    lib = str(v.get("library") or "")
    major = re.search(r"cudnn(?:64_|\.so\.)(\d+)", lib)
    if major:
        need = f"cuDNN {major.group(1)} ({lib})"
    if (ctx and ctx.platform == "windows") or v.get("windows"):
        # no pip package brings cuDNN's DLLs for native Windows (tensorflow[and-cuda] is Linux's)
        return (f"Install {need}{_for_tf(ctx)} and add the folder holding its DLL (cuDNN's bin) to "
                f"PATH; note {NO_WINDOWS_GPU}. See {INSTALL_URL}")
    old_tf = parse_version(ctx.tf_version) if ctx and ctx.tf_version else None
    if ((major and int(major.group(1)) < 8) or (old_tf and old_tf.release[:2] < (2, 14))) and not (
            ctx and ctx.pip_remedy):
        # no [and-cuda] extra before TF 2.14 (2.13.0's wheel has none; 2.14.0's pins
        # nvidia-cudnn-cu11==8.7.0.84: pip's resolver, --report), and none brings cuDNN 7
        return (
            f"Install {need}{_for_tf(ctx)} from NVIDIA's cuDNN archive, for the CUDA toolkit "
            "this TensorFlow was built with, with its lib64 folder on LD_LIBRARY_PATH; no pip "
            f"package brings it. Or move to a release built for the cuDNN you have ({INSTALL_URL})"
        )
    return f"Install {need}{_for_tf(ctx)} where TensorFlow can load it:\n{_pip(ctx)}"


def cudnn_mismatch(v: Values, ctx: ExplainContext | None) -> str:
    compiled = cudnn_text((ctx.tf_build_cudnn if ctx and ctx.tf_build_cudnn else None) or v.get("compiled") or "")
    head = (f"cuDNN {cudnn_text(v.get('loaded') or '')} was loaded but TensorFlow needs cuDNN {compiled}"
            if compiled else "The loaded cuDNN is not the release TensorFlow was built with")
    # the log's own rule: TF <= 1.2 wanted the very release ("upgrade your cudnn library to
    # match"), TF 1.x a matching "compatibility version"; cuDNN < 8 has no pip package
    head += (" (exactly that release)" if v.get("exact") else f" (its compatibility version {v['loaded_compat']} is "
             "not the build's)" if v.get("loaded_compat") else " (same major, equal or newer minor)")
    if compiled[:1].isdigit() and int(compiled.split(".")[0]) < 8 and not (ctx and ctx.pip_remedy):
        return (f"{head}. Install cuDNN {compiled} from NVIDIA's cuDNN archive for this TensorFlow's CUDA, "
                "its folder first on LD_LIBRARY_PATH (the other off it), or use a TensorFlow built for yours")
    return f"{head}. Remove the older cuDNN from LD_LIBRARY_PATH / the conda env, then install the matching one:\n{_pip(ctx)}"


def blas_init(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "cuBLAS failed to start: usually the GPU's memory is already taken (another process, "
        "a second notebook or TF grabbing it all). Check `nvidia-smi` for other processes and "
        "stop them; let TF allocate on demand: export TF_FORCE_GPU_ALLOW_GROWTH=true"
    )


def blas_launch(v: Values, ctx: ExplainContext | None) -> str:
    """A cuBLAS call that failed: its memory first, then two causes real threads found: a GPU
    newer than the build's CUDA (google-research/electra#136: TF 1.15 with CUDA 10 on an RTX
    30-series), and CUDA 11.2-11.3's cuBLAS on a matrix-vector product of millions of rows
    (tensorflow/tensorflow#54463, the poster's bisection: not in 11.1, fixed in 11.4)."""
    big = int(v.get("m") or 0) >= 1_000_000 and "GEMV" in str(v.get("blas") or "")
    return (
        blas_init(v, ctx)
        + ". If nothing else holds the GPU: a GPU newer than this TensorFlow's CUDA fails so "
        "(an RTX 30-series, Ampere, needs CUDA 11: TensorFlow 2.4 or newer, or NVIDIA's "
        "nvidia-tensorflow for TF 1.15)"
        + (
            "; with millions of rows (m=" + str(v.get("m")) + "), CUDA 11.2-11.3's cuBLAS "
            "fails large matrix-vector products (tensorflow/tensorflow#54463: not in 11.1, fixed "
            "in 11.4): use a TensorFlow built with another CUDA, or split the product"
            if big else ""
        )
    )


def cudnn_init(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "cuDNN failed to start: usually the GPU is out of memory (another process, or TF "
        "grabbing it all) or cuDNN does not match the driver. Let TF allocate on demand: "
        "export TF_FORCE_GPU_ALLOW_GROWTH=true; check `nvidia-smi` for other processes; "
        "then run `tfdoctor check` to compare cuDNN and driver with this TensorFlow"
    )


def no_gpu(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "No GPU is visible to TensorFlow: check `nvidia-smi`, that CUDA_VISIBLE_DEVICES is "
        "not '' or -1, and in Docker use --gpus all; then `tfdoctor check --require-gpu`"
    )


def shuffle_buffer(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "Give Dataset.shuffle a smaller buffer_size (it keeps that many elements in RAM), or "
        "shuffle file names/indices instead of decoded examples; `dmesg | grep -i oom` shows "
        "whether the kernel killed the process"
    )


def no_cuda_build(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "TensorFlow on native Windows has no GPU build since 2.11 (use WSL2); elsewhere this "
        f"is a CPU-only package (tensorflow-cpu, a CPU conda build): uninstall it, then "
        f"{_pip(ctx) if ctx and ctx.pip_remedy else AND_CUDA} (Linux/WSL2)"
    )


def tf216_libs(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "Run `tfdoctor check`: it names the nvidia-* libraries TensorFlow did not load. The "
        "known workaround for TF 2.16: add each site-packages/nvidia/*/lib folder to "
        "LD_LIBRARY_PATH before starting Python, or move to a later TensorFlow"
    )


def oom(v: Values, ctx: ExplainContext | None) -> str:
    shape = f" (tensor shape [{v['shape']}])" if v.get("shape") else ""
    return (
        f"The GPU ran out of memory{shape}: lower the batch size or model size, free the GPU "
        "(`nvidia-smi` shows other processes), or let TF allocate on demand: "
        "export TF_FORCE_GPU_ALLOW_GROWTH=true"
    )


def oom_at_start(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "The CUDA driver could not allocate what it needs to start, before any tensor exists: "
        "not the batch size. Look at the process's memory limits (`ulimit -v`, a container's "
        "or cgroup's memory limit, WSL2's memory setting in .wslconfig) and at other processes "
        "holding the GPU (`nvidia-smi`); then start the program again"
    )


def windows_native(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "TensorFlow 2.10 was the last release with GPU support on native Windows. Use WSL2 "
        f"and {_pip(ctx) if ctx and ctx.pip_remedy else AND_CUDA} there, or pin "
        'pip install "tensorflow<2.11" (with CUDA 11.2 / cuDNN 8.1) on Windows'
    )


def tf_version_in(text: str) -> str | None:
    """A TensorFlow version printed in a log ("TensorFlow version: 2.12.0", wheel names)."""
    m = _TF_VERSION.search(text)
    return m.group(1) if m else None


_TF_VERSION = re.compile(
    r"(?:tensor ?flow(?: version)?|tf(?:\.__version__| version))\s*[:=]?\s*v?(\d+\.\d+(?:\.\d+)?)"
    r"|tensorflow[-_](\d+\.\d+\.\d+)-cp",
    re.IGNORECASE,
)


def protobuf_too_new(v: Values, ctx: ExplainContext | None) -> str:
    """Inside the installed TensorFlow's own protobuf range when known (its METADATA)."""
    pinned = ctx.pin("protobuf") if ctx else None
    if pinned:
        return f"Install the protobuf this TensorFlow{_for_tf(ctx)} requires:\n{pinned}"
    return (
        "Install the protobuf range your TensorFlow declares (`pip show tensorflow` lists "
        'it; TF 2.13-2.15: pip install "protobuf>=3.20.3,<5"); or upgrade TensorFlow'
    )


def cuda_runtime_other(v: Values, ctx: ExplainContext | None) -> str:
    build = f" (CUDA {ctx.tf_build_cuda})" if ctx and ctx.tf_build_cuda else ""
    return (
        f"A CUDA runtime (libcudart) from another CUDA release loaded instead of the one this "
        f"TensorFlow was built for{build}: take the other CUDA's folder off LD_LIBRARY_PATH / "
        f"PATH (or put TensorFlow's first), or install the CUDA it needs:\n{_pip(ctx)}\n"
        f"(TensorFlow < 2.14: the CUDA version listed at "
        "https://www.tensorflow.org/install/source#gpu)"
    )


