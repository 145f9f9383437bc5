"""explain on a cluster-sized log: 1,000,000 lines (about 100 MB), against ``grep -c``.

    python -m bench.bench_big [LINES] [--unique]

The log is generated from real TensorFlow log lines (../shared/fixtures-real/tf-logs, or
the built-in real lines of bench_explain), each with its own timestamp, as a cluster's
workers write them: about 4 lines in 10 are lines a rule matches (dlopen failures, cuDNN
mismatches, NUMA notices...), the rest are device/placement lines. ``--unique`` also
appends a different step number to every message, so no message repeats (the worst case
for explain's per-message memo).

Printed, from the same run on the same file: explain's time and lines/s (median and
best of 3 runs interleaved with grep, each in a child process, its peak RSS too), and ``grep -c`` of one needle. Memory must not grow with the
log: the child's peak RSS is also measured on a tenth of the log.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_explain import real_lines

NEEDLE = "Could not load dynamic library"
RUNS = 3
_TS = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}")
_CHILD = (
    "import resource, sys, time\n"
    "from tfdoctor.explain.engine import explain_stream\n"
    "t = time.perf_counter()\n"
    "with open(sys.argv[1], 'rb') as fh:\n"
    "    found, n = explain_stream(fh)\n"
    "dt = time.perf_counter() - t\n"
    "rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024\n"
    "print(dt, n, rss, ','.join(f.id for f in found))\n"
)


def generate(path: Path, lines: int, unique: bool = False) -> int:
    """Write the log; return its size in bytes."""
    src = real_lines()
    with path.open("w", encoding="utf-8") as fh:
        for i in range(lines):
            s = i // 1000
            stamp = (
                f"2026-11-23 {s // 3600 % 24:02d}:{s // 60 % 60:02d}:{s % 60:02d}.{i % 10**6:06d}"
            )
            line = _TS.sub(stamp, src[i % len(src)], count=1)
            fh.write(f"{line} step={i}\n" if unique else line + "\n")
    return path.stat().st_size


def run_explain(path: Path) -> tuple[float, int, int, str]:
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)], capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[0]), int(out[1]), int(out[2]), out[3] if len(out) > 3 else ""


def run_grep(path: Path) -> float | None:
    grep = shutil.which("grep")
    if grep is None:
        return None
    t = time.perf_counter()
    subprocess.run([grep, "-c", NEEDLE, str(path)], capture_output=True, check=False)
    return time.perf_counter() - t


def main(argv: list[str]) -> None:
    lines = int(next((a for a in argv if a.isdigit()), 1_000_000))
    unique = "--unique" in argv
    with tempfile.TemporaryDirectory() as tmp:
        big, small = Path(tmp, "big.log"), Path(tmp, "small.log")
        size = generate(big, lines, unique)
        generate(small, lines // 10, unique)
        greps, runs = [], []
        for _ in range(RUNS):  # interleaved: the 2 shared cores drift between runs
            greps.append(run_grep(big))
            runs.append(run_explain(big))
        _, _, rss_small, _ = run_explain(small)
    times = sorted(r[0] for r in runs)
    dt, best = times[len(times) // 2], times[0]
    _, n, rss, ids = runs[0]
    rss = max(r[2] for r in runs)
    grep_s = None if None in greps else sorted(greps)[len(greps) // 2]
    print(f"log: {n} lines, {size / 1e6:.0f} MB{' (every message unique)' if unique else ''}")
    print(
        f"explain: median of {RUNS} {dt:.2f} s = {n / dt:,.0f} lines/s (best {best:.2f} s, "
        f"all {', '.join(f'{t:.2f}' for t in times)}), peak RSS {rss} MiB"
    )
    print(f"explain on a tenth of the log: peak RSS {rss_small} MiB")
    if grep_s is not None:
        print(f"grep -c '{NEEDLE}': {grep_s:.2f} s = {n / grep_s:,.0f} lines/s")
        print(f"explain / grep: {dt / grep_s:.1f}x")
    print(f"findings: {ids}")
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")


if __name__ == "__main__":
    main(sys.argv[1:])
