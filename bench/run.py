"""The speed record: one script, ratios from one run, results written into bench/README.md.

    python bench/run.py                  # every part (~3-5 min on 2 cores)
    python bench/run.py --only norun     # one part: norun, check, explain, smoke
    python bench/run.py --no-write       # print, leave README.md alone

Parts (issue 6; targets from issues 2 and 3):
- norun:   `tfdoctor check --no-runtime` wall, median of N (target <= 0.30 s), and
           `python -X importtime` proof that no tensorflow/numpy/keras module is imported.
- check:   full `tfdoctor check` vs `python -c "import tensorflow as tf;
           tf.config.list_physical_devices(); tf.sysconfig.get_build_info()"`, interleaved,
           medians (target <= 1.10x), plus where the child's time goes (import, op, XLA).
- explain: `explain` on 10,000 real log lines (bench/bench_explain.py's function when
           present, else `tfdoctor explain FILE`, else explain_text in a subprocess).
- smoke:   smoke-train vs the plain Keras script (bench/bench_smoke.py's function).
Peak memory of each: ru_maxrss of the process tree from os.wait4 (the largest process).
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # `python bench/run.py` puts bench/, not the repo, first
    sys.path.insert(0, str(REPO))
README = REPO / "bench" / "README.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
BASELINE = (
    "import tensorflow as tf; tf.config.list_physical_devices(); tf.sysconfig.get_build_info()"
)
BANNED_PREFIXES = ("tensorflow", "numpy", "keras", "tf_keras", "jax", "torch")
PARTS = ("norun", "check", "explain", "smoke")


#: Bytecode for tfdoctor's own modules, as `pip install` leaves it (TensorFlow's is in
#: site-packages already). Without it every run recompiles ~60 modules (~50 ms), which
#: measures PYTHONDONTWRITEBYTECODE, not tfdoctor. Kept out of the worktree.
PYCACHE = Path(tempfile.gettempdir()) / "tfdoctor-bench-pycache"
SCRUB = ("TF_CONFIG", "TFDOCTOR_MATRIX", "PYTHONDONTWRITEBYTECODE")


def env() -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if k not in SCRUB}
    e["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [e.get("PYTHONPATH")])])
    e["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return e


def timed(argv: list[str], timeout: float = 600) -> dict[str, Any]:
    """Wall seconds, exit status, peak RSS (MiB) of one process tree, its output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=err, env=env(), cwd=REPO)
        deadline = start + timeout
        while True:  # os.wait4 has no timeout: poll with WNOHANG
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.005)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return {
            "seconds": seconds,
            "exit": proc.returncode,
            "rss_mib": usage.ru_maxrss / 1024,
            "stdout": out.read().decode("utf-8", "replace"),
            "stderr": err.read().decode("utf-8", "replace"),
        }


def tfdoctor(*args: str) -> list[str]:
    return [sys.executable, "-m", "tfdoctor", *args]


# -- parts -----------------------------------------------------------------------------------
def part_norun(n: int) -> dict[str, Any]:
    pip = [sys.executable, "-m", "pip", "--version"]
    timed(tfdoctor("check", "--no-runtime", "--json"))  # warm the page cache
    timed(pip)
    runs, pips = [], []
    for _ in range(n):  # interleaved: the same load on both (issue 19 (d): <= 0.80x pip)
        runs.append(timed(tfdoctor("check", "--no-runtime", "--json")))
        pips.append(timed(pip))
    assert all(r["exit"] in (0, 1) for r in runs), runs[0]["stderr"][-2000:]
    probe = timed(
        [sys.executable, "-X", "importtime", "-m", "tfdoctor", "check", "--no-runtime", "--json"]
    )
    modules = [
        line.split("|")[-1].strip()
        for line in probe["stderr"].splitlines()
        if line.startswith("import time:") and "|" in line
    ][1:]  # the first line is the column header
    banned = sorted({m for m in modules if m.strip().split(".")[0] in BANNED_PREFIXES})
    return {
        "median_s": statistics.median(r["seconds"] for r in runs),
        "min_s": min(r["seconds"] for r in runs),
        "runs": n,
        "rss_mib": max(r["rss_mib"] for r in runs),
        "modules_imported": len(modules),
        "banned_imports": banned,
        "target_s": 0.30,
        "pip_s": statistics.median(r["seconds"] for r in pips),
        "pip_target_ratio": 0.80,
    }


def _child_breakdown() -> dict[str, Any]:
    """Where the TensorFlow child's time goes: run it alone and read its stage timings."""
    with tempfile.TemporaryDirectory() as tmp:
        result = Path(tmp) / "r.json"
        r = timed(
            [
                sys.executable,
                "-m",
                "tfdoctor.children.tf_probe",
                "--result",
                str(result),
                "--fit",
                "--ecosystem",
            ]  # what check asks of it (children/tf_runtime.CHECK_ARGS)
        )
        payload = json.loads(result.read_text()) if result.exists() else {}
    ops = payload.get("ops") or []
    return {
        "child_wall_s": r["seconds"],
        "import_s": payload.get("import_seconds"),
        "op_s": sum(o.get("op_seconds", 0) for o in ops),
        "xla_s": sum(o.get("xla_seconds", 0) for o in ops),
        # issue 15 (g): the one-step tf.keras fit and the ecosystem imports check now runs
        "fit_s": (payload.get("keras_fit") or {}).get("seconds", 0.0),
        "ecosystem_s": sum(e.get("seconds", 0) for e in payload.get("ecosystem") or ()),
        "devices": [o.get("device") for o in ops],
        "child_rss_mib": r["rss_mib"],
    }


def part_check(n: int) -> dict[str, Any]:
    base_argv = [sys.executable, "-c", BASELINE]
    check_argv = tfdoctor("check", "--json")
    timed(base_argv)  # warm: the first TF import reads ~1 GB from disk
    base, check = [], []
    for _ in range(n):  # interleaved: a burst of load lands on both sides
        base.append(timed(base_argv))
        check.append(timed(check_argv))
    assert all(r["exit"] == 0 for r in base), base[0]["stderr"][-2000:]
    b = statistics.median(r["seconds"] for r in base)
    c = statistics.median(r["seconds"] for r in check)
    return {
        "baseline_s": b,
        "check_s": c,
        "ratio": c / b,
        "runs": n,
        "baseline_rss_mib": max(r["rss_mib"] for r in base),
        "check_rss_mib": max(r["rss_mib"] for r in check),
        "check_exit": check[-1]["exit"],
        "breakdown": _child_breakdown(),
        "target_ratio": 1.10,
    }


def _generated_log(lines: int) -> Path:
    """10,000 lines built from real TensorFlow log lines (../shared/tf-logs/cases.jsonl)."""
    cases = REPO.parent / "shared" / "tf-logs" / "cases.jsonl"
    src: list[str] = []
    if cases.is_file():
        for row in cases.read_text(encoding="utf-8").splitlines():
            if row.strip():
                src += json.loads(row).get("log", "").splitlines()
    src = [s for s in src if s.strip()] or ["Epoch 1/10"]
    fd, name = tempfile.mkstemp(suffix=".log")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write("\n".join((src * (lines // len(src) + 1))[:lines]) + "\n")
    return Path(name)


def part_explain(lines: int) -> dict[str, Any]:
    if importlib.util.find_spec("bench.bench_explain") is not None:
        code = (
            "import json; from bench.bench_explain import bench_explain; "
            f"print(json.dumps(bench_explain({lines})))"
        )
        r = timed([sys.executable, "-c", code])
        data = json.loads(r["stdout"])
        return {
            "how": "bench/bench_explain.py bench_explain() (best of 3, in-process)",
            "lines": lines,
            "explain_s": data["explain_s"],
            "findings": int(data["findings"]),
            "process_wall_s": r["seconds"],
            "rss_mib": r["rss_mib"],
        }
    log = _generated_log(lines)
    try:
        help_r = timed(tfdoctor("explain", "--help"))
        if help_r["exit"] == 0:
            runs = [timed(tfdoctor("explain", str(log), "--json")) for _ in range(3)]
            best = min(runs, key=lambda r: r["seconds"])
            return {
                "how": "`tfdoctor explain FILE --json` (whole process, best of 3)",
                "lines": lines,
                "explain_s": best["seconds"],
                "findings": len(json.loads(best["stdout"]).get("findings", [])),
                "process_wall_s": best["seconds"],
                "rss_mib": max(r["rss_mib"] for r in runs),
            }
        code = (
            "import json, sys, time; from tfdoctor.explain.engine import explain_text; "
            "t = open(sys.argv[1], encoding='utf-8').read(); s = time.perf_counter(); "
            "f = explain_text(t); print(json.dumps([time.perf_counter() - s, len(f)]))"
        )
        r = timed([sys.executable, "-c", code, str(log)])
        secs, count = json.loads(r["stdout"])
        return {
            "how": "tfdoctor.explain.engine.explain_text in a subprocess (no explain command here)",
            "lines": lines,
            "explain_s": secs,
            "findings": count,
            "process_wall_s": r["seconds"],
            "rss_mib": r["rss_mib"],
        }
    finally:
        log.unlink()


def part_smoke(epochs: int, repeats: int) -> dict[str, Any]:
    if importlib.util.find_spec("bench.bench_smoke") is None:
        return {"skipped": "bench/bench_smoke.py is not on this branch yet"}
    from bench.bench_smoke import DEFAULT_DATA, bench_smoke

    if not Path(DEFAULT_DATA).is_dir():
        return {"skipped": f"no data at {DEFAULT_DATA}"}
    return bench_smoke(DEFAULT_DATA, epochs=epochs, device="cpu", repeats=repeats)


# -- the table ---------------------------------------------------------------------------------
def machine() -> dict[str, str]:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        from importlib.metadata import version

        tf = version("tensorflow")
    except Exception:
        tf = "not installed"
    return {
        "cpu": model,
        "cores": str(os.cpu_count()),
        "python": platform.python_version(),
        "tensorflow": tf,
        "os": f"{platform.system()} {platform.release()}",
        "date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def _ok(flag: bool) -> str:
    return "yes" if flag else "**no**"


def table(m: dict[str, str], res: dict[str, Any]) -> str:
    rows = [
        "| What | Measured | Baseline (same run) | Ratio | Target | Met | Peak RSS |",
        "|---|---|---|---|---|---|---|",
    ]
    if "norun" in res:
        r = res["norun"]
        rows.append(
            f"| `check --no-runtime` (median of {r['runs']}) | {r['median_s']:.3f} s | - | - "
            f"| <= {r['target_s']:.2f} s | {_ok(r['median_s'] <= r['target_s'])} | {r['rss_mib']:.0f} MiB |"
        )
        ratio = r["median_s"] / r["pip_s"]
        rows.append(
            f"| ... side by side with `python -m pip --version` (median of {r['runs']}, "
            f"interleaved) | {r['median_s']:.3f} s | {r['pip_s']:.3f} s | {ratio:.2f}x "
            f"| <= {r['pip_target_ratio']:.2f}x | {_ok(ratio <= r['pip_target_ratio'])} | - |"
        )
        banned = ", ".join(r["banned_imports"]) or "none"
        rows.append(
            f"| ... TF/NumPy/Keras modules imported (`-X importtime`, {r['modules_imported']} modules) "
            f"| {banned} | - | - | none | {_ok(not r['banned_imports'])} | - |"
        )
    if "check" in res:
        r = res["check"]
        rows.append(
            f"| full `check` (median of {r['runs']}, interleaved) | {r['check_s']:.2f} s "
            f"| {r['baseline_s']:.2f} s (import TF + list devices + build info) | {r['ratio']:.2f}x "
            f"| <= {r['target_ratio']:.2f}x | {_ok(r['ratio'] <= r['target_ratio'])} "
            f"| {r['check_rss_mib']:.0f} MiB (baseline {r['baseline_rss_mib']:.0f}) |"
        )
        b = r["breakdown"]
        rows.append(
            f"| ... the TF child alone: import / op / XLA on {len(b['devices'])} device(s) "
            f"| {b['child_wall_s']:.2f} s: {b['import_s'] or 0:.2f} / {b['op_s']:.3f} / {b['xla_s']:.3f} s "
            f"| - | - | - | - | {b['child_rss_mib']:.0f} MiB |"
        )
        rows.append(
            f"| ... of which the tf.keras fit / ecosystem imports (issue 15 g; not in the baseline) "
            f"| {b.get('fit_s', 0):.2f} / {b.get('ecosystem_s', 0):.2f} s | - | - | - | - | - |"
        )
    if "explain" in res:
        r = res["explain"]
        rows.append(
            f"| `explain` on {r['lines']:,} real log lines ({r['how']}) | {r['explain_s'] * 1000:.0f} ms "
            f"({r['findings']} findings) | - | - | - | - | {r['rss_mib']:.0f} MiB |"
        )
    if "smoke" in res:
        r = res["smoke"]
        if "skipped" in r:
            rows.append(f"| smoke-train vs plain Keras | skipped: {r['skipped']} | | | | | |")
        else:
            rows.append(
                f"| smoke-train, {r['epochs']} epochs CPU (median of {r['repeats']}, interleaved) "
                f"| {r['smoke_train']['median_seconds']:.2f} s | {r['plain']['median_seconds']:.2f} s "
                f"(plain Keras script) | {r['ratio']:.2f}x | <= {r['ratio_target']:.2f}x "
                f"| {_ok(bool(r['ratio'] and r['ratio'] <= r['ratio_target']))} "
                f"| {r['peak_rss_mib']['smoke_train']} MiB (plain {r['peak_rss_mib']['plain']}) |"
            )
            rows.append(
                f"| ... test-accuracy difference | {r['accuracy_difference']} | - | - "
                f"| <= {r['accuracy_target']} | {_ok(r['accuracy_difference'] is not None and r['accuracy_difference'] <= r['accuracy_target'])} | - |"
            )
    head = (
        f"Measured on: {m['cpu']}, {m['cores']} cores, {m['os']}, Python {m['python']}, "
        f"TensorFlow {m['tensorflow']}, {m['date']}. Command: `python bench/run.py"
        + (f" --only {','.join(res)}" if set(res) != set(PARTS) else "")
        + "`."
    )
    return "\n".join([head, "", *rows])


def write_readme(text: str) -> None:
    old = (
        README.read_text(encoding="utf-8")
        if README.exists()
        else f"# Benchmarks\n\n{START}\n{END}\n"
    )
    if START not in old or END not in old:
        old += f"\n{START}\n{END}\n"
    before, rest = old.split(START, 1)
    after = rest.split(END, 1)[1]
    tmp = README.with_suffix(".md.tmp")
    tmp.write_text(f"{before}{START}\n{text}\n{END}{after}", encoding="utf-8")
    os.replace(tmp, README)


def main() -> int:
    ap = argparse.ArgumentParser(description="tfdoctor's speed record")
    ap.add_argument("--only", default=",".join(PARTS), help=f"comma list of {', '.join(PARTS)}")
    ap.add_argument("--runs", type=int, default=15, help="check --no-runtime runs")
    ap.add_argument("--check-runs", type=int, default=5, help="full check / baseline pairs")
    ap.add_argument("--lines", type=int, default=10_000)
    ap.add_argument("--epochs", type=int, default=5)  # issue 3's figure: --epochs 5
    ap.add_argument("--smoke-repeats", type=int, default=3)
    ap.add_argument("--no-write", action="store_true", help="do not touch bench/README.md")
    args = ap.parse_args()
    wanted = [p.strip() for p in args.only.split(",") if p.strip()]
    unknown = set(wanted) - set(PARTS)
    if unknown:
        ap.error(f"unknown part(s): {', '.join(sorted(unknown))}")
    res: dict[str, Any] = {}
    for part in PARTS:
        if part not in wanted:
            continue
        t0 = time.perf_counter()
        if part == "norun":
            res[part] = part_norun(args.runs)
        elif part == "check":
            res[part] = part_check(args.check_runs)
        elif part == "explain":
            res[part] = part_explain(args.lines)
        else:
            res[part] = part_smoke(args.epochs, args.smoke_repeats)
        print(f"[{part}: {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
    text = table(machine(), res)
    print(text)
    print(json.dumps(res, indent=2, default=str), file=sys.stderr)
    if not args.no_write:
        write_readme(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
