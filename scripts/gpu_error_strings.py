"""The CUDA driver's and NVML's own names and messages for every error code, read from a
real driver (cuGetErrorName/cuGetErrorString from libcuda.so.1, nvmlErrorString from
libnvidia-ml.so.1, through ctypes):

    python3 scripts/gpu_error_strings.py OUT.json

TensorFlow writes CUDA failures as "<NAME>: <message>" (e.g. "failed call to cuInit:
CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"); tests/explain replays every
pair this recorded through explain (tests/data/gpu-h200/driver-error-strings.json).
"""

from __future__ import annotations

import ctypes
import json
import sys


def main() -> int:
    out: dict[str, object] = {"cuda": [], "nvml": []}
    cuda = ctypes.CDLL("libcuda.so.1")
    version = ctypes.c_int(0)
    cuda.cuDriverGetVersion(ctypes.byref(version))
    out["cuDriverGetVersion"] = version.value
    for code in range(0, 1000):
        name, text = ctypes.c_char_p(), ctypes.c_char_p()
        if cuda.cuGetErrorName(code, ctypes.byref(name)) != 0:
            continue  # not a code this driver knows
        cuda.cuGetErrorString(code, ctypes.byref(text))
        out["cuda"].append([code, name.value.decode(), (text.value or b"").decode()])
    nvml = ctypes.CDLL("libnvidia-ml.so.1")
    nvml.nvmlErrorString.restype = ctypes.c_char_p
    for code in range(0, 1000):
        text = nvml.nvmlErrorString(code).decode()
        if text and "Unknown Error" not in text or code == 999:
            out["nvml"].append([code, text])
    with open(sys.argv[1] if len(sys.argv) > 1 else "driver-error-strings.json", "w") as fh:
        json.dump(out, fh, indent=1)
    print(len(out["cuda"]), "CUDA codes,", len(out["nvml"]), "NVML codes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
