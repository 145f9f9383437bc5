"""What the CUDA driver itself shows under each CUDA_VISIBLE_DEVICES value, on a real GPU.

Run on a machine with an NVIDIA GPU (no Python package needed: libcuda.so.1 through
ctypes, the driver API TensorFlow's StreamExecutor uses):

    python3 scripts/gpu_visible_devices.py OUT.json

For each value it starts a fresh process with that value, calls cuInit(0) and
cuDeviceGetCount(), and records the count and the UUIDs (cuDeviceGetUuid) it shows. The
result is the truth tfdoctor/judge/rules/visibility.py's ``visible_indices`` must predict;
tests/judge/test_visible_devices_real.py replays it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

CHILD = r"""
import ctypes, json
cuda = ctypes.CDLL("libcuda.so.1")
rc = cuda.cuInit(0)
n = ctypes.c_int(0)
out = {"cuInit": rc, "count": 0, "uuids": []}
if rc == 0:
    cuda.cuDeviceGetCount(ctypes.byref(n))
    out["count"] = n.value
    for i in range(n.value):
        dev = ctypes.c_int(0)
        cuda.cuDeviceGet(ctypes.byref(dev), i)
        raw = (ctypes.c_ubyte * 16)()
        cuda.cuDeviceGetUuid(raw, dev)
        h = bytes(raw).hex()
        out["uuids"].append(f"GPU-{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}")
print(json.dumps(out))
"""


def uuid_of_gpu0() -> str:
    out = subprocess.run(["nvidia-smi", "--query-gpu=uuid", "--format=csv,noheader"],
                         capture_output=True, text=True, timeout=30).stdout
    return out.split()[0]


def main() -> int:
    u = uuid_of_gpu0()
    values = [
        None, "", "0", "-1", "1", "2", "0,1", "1,0", "0,0", "00", " 0", "0 ", "+0", "0x0",
        "1gpu", "0gpu", "gpu0", "0,-1", "-1,0", ",0", "0,", "0,,0", "all", "none", "void",
        "NoDevFiles", u, u.lower(), u[:8], u[:5], "GPU-", "GPU-ffffffff", u[:8] + ",0",
        "0," + u[:8], "GPU" + u[3:], " " + u, "MIG-" + u[4:], u[4:],
    ]
    rows = []
    for v in values:
        env = {k: val for k, val in os.environ.items() if k != "CUDA_VISIBLE_DEVICES"}
        if v is not None:
            env["CUDA_VISIBLE_DEVICES"] = v
        r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                           env=env, timeout=120)
        try:
            got = json.loads(r.stdout.strip().splitlines()[-1])
        except Exception:
            got = {"error": (r.stdout + r.stderr)[-500:]}
        rows.append({"value": v, **got})
        print(f"{v!r:50} -> {got}")
    doc = {"gpu_uuids": [u], "source": "cuInit/cuDeviceGetCount in a fresh process per value",
           "rows": rows}
    with open(sys.argv[1] if len(sys.argv) > 1 else "cuda-visible-devices.json", "w") as fh:
        json.dump(doc, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
