"""Time `fleet merge` on 1,000 generated `check --json` reports, against reading the same
files with json.load alone in the same run (the floor any merge pays).

    python -m bench.bench_fleet [REPORTS]

The base report is this machine's own `check --no-runtime --json`; each generated node
gets its own host name, and every 50th another cuDNN (so the merge has drift to report).
"""

from __future__ import annotations

import io
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from tfdoctor.commands.check import CheckOptions, run_check
from tfdoctor.commands.fleet import run_fleet_merge
from tfdoctor.report.check import to_json
from tfdoctor.report.fleet import render_fleet


def write_reports(folder: Path, count: int) -> list[Path]:
    base = json.loads(json.dumps(to_json(run_check(CheckOptions(runtime=False))), default=str))
    paths = []
    for i in range(count):
        doc = dict(base, host=f"node-{i:04d}")
        if i % 50 == 7:
            doc = json.loads(json.dumps(doc))
            doc["components"]["cudnn"]["version"] = "8.9.7"
        p = folder / f"node-{i:04d}.json"
        p.write_text(json.dumps(doc, indent=2), encoding="utf-8")
        paths.append(p)
    return paths


def _json_load_all(paths: list[Path]) -> None:
    for p in paths:
        with p.open(encoding="utf-8") as fh:
            json.load(fh)


def _merge_all(folder: Path) -> None:
    fleet = run_fleet_merge([folder])
    render_fleet(fleet, json_out=False, stream=io.StringIO(), colour=False)


def bench_fleet(count: int = 1000, repeat: int = 5) -> dict[str, float]:
    """Median seconds of merge+render (text) and of json.load alone, interleaved."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = write_reports(folder, count)
        size = sum(p.stat().st_size for p in paths)
        merge_t, load_t = [], []
        for _ in range(repeat):
            t = time.perf_counter()
            _json_load_all(paths)
            load_t.append(time.perf_counter() - t)
            t = time.perf_counter()
            _merge_all(folder)
            merge_t.append(time.perf_counter() - t)
    merge_s, load_s = statistics.median(merge_t), statistics.median(load_t)
    return {"reports": count, "bytes": size, "merge_s": merge_s, "load_s": load_s}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    r = bench_fleet(count)
    print(
        f"fleet merge of {r['reports']} reports ({r['bytes'] / 1e6:.1f} MB): "
        f"{r['merge_s']:.3f} s; json.load alone {r['load_s']:.3f} s; "
        f"ratio {r['merge_s'] / r['load_s']:.2f}x"
    )


if __name__ == "__main__":
    main()
