"""Time `explain` on a 10,000-line log built from real lines, against just reading and
splitting the same text in the same run (the floor any parser pays).

    python -m bench.bench_explain [LINES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tfdoctor.explain.engine import explain_text

SHARED_LOGS = Path(__file__).resolve().parent.parent.parent / "shared" / "fixtures-real" / "tf-logs"

# Real lines (sources in tests/explain/test_rules.py) so the benchmark runs without ../shared.
_BUILTIN = [
    "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory",
    "2021-01-05 20:03:46.954614: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll",
    "2022-02-02 11:35:56.148383: I tensorflow/core/common_runtime/eager/execute.cc:1161] Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0",
    "2021-11-24 09:01:58.877869: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero",
    "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
    "Epoch 1/10",
    "To enable the following instructions: SSE3 SSE4.1 SSE4.2 AVX, in other operations, rebuild TensorFlow with the appropriate compiler flags.",
]


def real_lines() -> list[str]:
    lines: list[str] = []
    if SHARED_LOGS.is_dir():
        for f in sorted(SHARED_LOGS.glob("*.txt")):
            lines += f.read_text(encoding="utf-8", errors="replace").splitlines()
    return lines or list(_BUILTIN)


def bench_explain(lines: int = 10_000, repeat: int = 3) -> dict[str, float]:
    """Best-of-``repeat`` seconds for explain and for the read/split baseline."""
    src = real_lines()
    text = "\n".join((src * (lines // len(src) + 1))[:lines])
    data = text.encode("utf-8")
    base = best = float("inf")
    findings = 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        data.decode("utf-8", "replace").splitlines()
        base = min(base, time.perf_counter() - t0)
        t0 = time.perf_counter()
        findings = len(explain_text(data.decode("utf-8", "replace")))
        best = min(best, time.perf_counter() - t0)
    return {
        "lines": float(lines),
        "explain_s": best,
        "baseline_s": base,
        "ratio": best / base if base else float("inf"),
        "findings": float(findings),
    }


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    r = bench_explain(n)
    print(
        f"explain {int(r['lines'])} lines: {r['explain_s'] * 1000:.1f} ms "
        f"(read+split baseline {r['baseline_s'] * 1000:.2f} ms, ratio {r['ratio']:.0f}x, "
        f"{int(r['findings'])} findings)"
    )


if __name__ == "__main__":
    main()
