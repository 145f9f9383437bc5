"""The names of CUDA-family shared libraries: which file belongs to which family, at which
version (``libcudart.so.12.5.82``, ``libcudnn_ops.so.9``, ``cudart64_110.dll``).

Pure functions of a file name, for the library scan (libraries.py), which asks them of
every name in the system's library folders.
"""

from __future__ import annotations

import re

#: Library families TensorFlow's GPU build dlopens (plus the driver's libcuda and the
#: optional NCCL/TensorRT). ``libcudnn`` also matches the split cuDNN 8/9 libraries
#: (libcudnn_ops.so.9, libcudnn_cnn_infer.so.8; fixtures-real/wheel-layouts/nvidia-cudnn-*).
STEMS = (
    "libcuda",
    "libcudart",
    "libcublas",
    "libcublasLt",
    "libcufft",
    "libcurand",
    "libcusolver",
    "libcusparse",
    "libnvrtc",
    "libnvJitLink",
    "libcupti",
    "libcudnn",
    "libnccl",
    "libnvinfer",
)

_SO_NAME = re.compile(r"^(?P<stem>lib[A-Za-z0-9_+-]+?)\.so(?:\.(?P<ver>\d+(?:\.\d+)*))?$")
# Windows DLLs carry the ABI in the name: cudart64_110.dll (CUDA 11.0), cudart64_101.dll,
# cudnn64_8.dll, cublasLt64_11.dll (fixtures-real/tf-logs/tf2.4-windows-dll-names-*,
# tf2.1-windows-missing-cudart64_101-*); nvcuda.dll is the driver's libcuda.
_DLL_NAME = re.compile(r"^(?P<stem>[A-Za-z]+?)(?:64)?_(?P<abi>\d+)(?:_\d+)?\.dll$", re.I)


def family_of(filename: str) -> tuple[str, str | None] | None:
    """(stem, version) of a CUDA-family library file name, or None for anything else."""
    if not filename.startswith(STEMS) and not filename.lower().endswith((".dll", ".dll\n")):
        return None  # most names in a system folder: no regex needed to say no
    m = _SO_NAME.match(filename)
    if m:
        stem = m.group("stem")
        if stem in STEMS or stem.startswith("libcudnn"):
            return stem, m.group("ver")
        return None
    m = _DLL_NAME.match(filename)
    if m:
        stem = "lib" + m.group("stem")
        match = next((s for s in STEMS if s.lower() == stem.lower()), None)
        if match is None and stem.lower().startswith("libcudnn"):
            match = stem
        if match:
            abi = m.group("abi")
            # cudart64_110 / cudart64_101: major and minor; cudnn64_8 / cublas64_11: major
            version = f"{abi[:-1]}.{abi[-1]}" if len(abi) == 3 else abi
            return match, version
        return None
    if filename.lower() == "nvcuda.dll":
        return "libcuda", None
    return None
