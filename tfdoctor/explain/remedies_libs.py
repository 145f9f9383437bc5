"""What a CUDA library's file name says about the CUDA or cuDNN release it belongs to (split
from remedies.py, module size): libcudart.so.11.0, cudart64_110.dll, libcudnn.so.8."""

from __future__ import annotations

import re
from typing import Any


def lib_versions(vals: dict[str, Any]) -> dict[str, Any]:
    """The CUDA/cuDNN version a library name asks for (libcudart.so.11.0, cudart64_110.dll)."""
    lib = vals.get("library", "")
    out: dict[str, Any] = {}
    m = re.match(
        r"(?:lib)?(?P<name>cudart|cublasLt|cublas|cufft|curand|cusolver|cusparse|nvrtc)"
        r"(?:\.so\.(\d+(?:\.\d+)?)|64_(\d+)\.dll)",
        lib,
        re.IGNORECASE,
    )
    # cuFFT, cuRAND, cuSOLVER and cuSPARSE number their sonames on their own from CUDA 10.1
    # (libcufft.so.10 ships with CUDA 10.1-11.x, libcurand.so.10 with 10.1-12.x): only their
    # X.Y names (CUDA <= 10.0: libcufft.so.10.0, cufft64_100.dll) say the CUDA release
    if (
        m
        and m.group("name").lower() in ("cufft", "curand", "cusolver", "cusparse")
        and not ((m.group(2) and "." in m.group(2)) or (m.group(3) and len(m.group(3)) == 3))
    ):
        m = None
    if m:
        if m.group(2):
            out["cuda"] = m.group(2)
        elif m.group(3):  # cudart64_110 -> 11.0, cudart64_101 -> 10.1, cublas64_11 -> 11,
            d = m.group(3)  # cudart64_90 -> 9.0 (CUDA 8-9 wrote major and minor in two digits)
            out["cuda"] = f"{d[:-1]}.{d[-1]}" if len(d) == 3 or (len(d) == 2 and int(d) >= 80) else d
    m = re.match(r"(?:lib)?cudnn\w*?(?:\.so\.(\d+)|64_(\d+)\.dll)", lib, re.IGNORECASE)
    if m:
        out["cudnn"] = m.group(1) or m.group(2)
    return out


def cudnn_text(version: object) -> str:
    """cuDNN's CUDNN_VERSION as TensorFlow 1.x logs it (7003, 4008; 9.x: 90100) in dotted form;
    a dotted version as it is. (cudnn.h: CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 +
    CUDNN_PATCHLEVEL before 9, CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL from 9)"""
    s = str(version)
    if not (s.isdigit() and len(s) in (4, 5)):
        return s
    n = int(s)
    major, rest = divmod(n, 10000) if n >= 90000 else divmod(n, 1000)
    return f"{major}.{rest // 100}.{rest % 100}"


def binding(want: str, missing: str) -> str:
    """A bare "Error: libcudart.so.11.0: cannot open ..." is a binding's own loader (Node's
    tfjs-node-gpu, tensorflow/tfjs#708; R): pip's CUDA wheels serve Python's TensorFlow only."""
    return (
        f"Install {want}{missing} that the program's TensorFlow library was built for (a "
        "binding such as tfjs-node-gpu names its CUDA and cuDNN in its README) as system "
        "libraries, and put their folder on LD_LIBRARY_PATH (PATH on Windows); pip's "
        "tensorflow[and-cuda] wheels serve Python's TensorFlow only"
    )
