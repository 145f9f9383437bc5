"""Check tfdoctor's non-TensorFlow probes against a real GPU machine.

Run on a machine with an NVIDIA GPU, with an interpreter that has typer, packaging and
psutil (nvidia-ml-py, PyTorch and NVIDIA's CUDA wheels where present):

    python3 scripts/gpu_verify.py OUTDIR

It asks the machine the same questions three independent ways and compares:

- **tfdoctor**: ``probe_driver`` by each of its three methods (NVML; ``nvidia-smi`` with
  pynvml hidden; ``/proc/driver/nvidia`` with commands off), ``probe_cuda``,
  ``probe_cudnn`` and ``check --json``;
- **NVIDIA's own tools**: pynvml called directly, ``nvidia-smi --query-gpu``;
- **a program that really used the GPU**: PyTorch's device capability and the cuDNN
  version it loaded, and the library files the process mapped (``/proc/self/maps``).

Writes OUTDIR/verify.json (every comparison: fact, tfdoctor's value, the truth, agree),
OUTDIR/raw.tar.gz (the raw artifacts, for fixtures), OUTDIR/cli.txt (what each command
printed and its exit code). Prints one line per comparison; exit 1 when any disagrees.
Never needs TensorFlow: the machines lent here have none, and its absence is itself
checked (a finding and an exit code, no traceback).
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RAW: dict[str, str] = {}  # artifact name -> text, tarred at the end
COMPARE: list[dict[str, Any]] = []


def sh(name: str, argv: list[str], timeout: float = 60.0, env: dict | None = None) -> str:
    """Run a command, keep its verbatim output as an artifact, return stdout."""
    t0 = time.monotonic()
    try:
        r = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=env)
        text, rc = r.stdout + (("\n--- stderr ---\n" + r.stderr) if r.stderr else ""), r.returncode
    except Exception as exc:  # absent or hung: the artifact says so
        text, rc = f"{type(exc).__name__}: {exc}", None
    RAW[name] = f"$ {' '.join(argv)}\n# rc={rc} in {time.monotonic() - t0:.2f} s\n{text}"
    return text if rc == 0 else ""


def read(name: str, path: str) -> str | None:
    try:
        text = Path(path).read_text(errors="replace")
    except OSError as exc:
        RAW[name] = f"# {path}: {exc}"
        return None
    RAW[name] = text
    return text


def same(fact: str, ours: Any, truth: Any, source: str) -> None:
    agree = ours == truth and truth is not None
    COMPARE.append({"fact": fact, "tfdoctor": ours, "truth": truth, "truth_from": source,
                    "agree": agree})


def truth_nvml() -> dict[str, Any]:
    import pynvml

    pynvml.nvmlInit()
    try:
        n = pynvml.nvmlDeviceGetCount()
        out: dict[str, Any] = {
            "driver": _s(pynvml.nvmlSystemGetDriverVersion()),
            "cuda_int": pynvml.nvmlSystemGetCudaDriverVersion(),
            "gpus": [],
        }
        for i in range(n):
            h = pynvml.nvmlDeviceGetHandleByIndex(i)
            cc = pynvml.nvmlDeviceGetCudaComputeCapability(h)
            out["gpus"].append({
                "name": _s(pynvml.nvmlDeviceGetName(h)),
                "cc": f"{cc[0]}.{cc[1]}",
                "mem_mib": pynvml.nvmlDeviceGetMemoryInfo(h).total // (1024 * 1024),
                "uuid": _s(pynvml.nvmlDeviceGetUUID(h)),
            })
        return out
    finally:
        pynvml.nvmlShutdown()


def _s(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def truth_torch() -> dict[str, Any]:
    import torch

    x = torch.randn(256, 256, device="cuda")
    conv = torch.nn.Conv2d(3, 8, 3).cuda()  # makes cuDNN load, as a Conv2D in Keras would
    y = conv(torch.randn(2, 3, 16, 16, device="cuda"))
    torch.cuda.synchronize()
    maps = Path("/proc/self/maps").read_text()
    loaded = sorted({line.split()[-1] for line in maps.splitlines()
                     if re.search(r"/lib(cudart|cudnn|cublas|nvidia-ml|cuda)\.so", line)})
    RAW["torch-loaded-libraries.txt"] = "\n".join(loaded) + "\n"
    cc = torch.cuda.get_device_capability(0)
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "cudnn_int": torch.backends.cudnn.version(),
        "cc": f"{cc[0]}.{cc[1]}",
        "name": torch.cuda.get_device_name(0),
        "sum_ok": bool(torch.isfinite((x @ x).sum()).item() and torch.isfinite(y.sum()).item()),
        "loaded": loaded,
    }


def driver_three_ways() -> dict[str, Any]:
    from tfdoctor.probes.driver.probe import probe_driver
    from tfdoctor.probes.host import Host

    ways: dict[str, Any] = {"nvml": probe_driver(Host.local()).to_dict()}
    saved = sys.modules.get("pynvml")
    sys.modules["pynvml"] = None  # type: ignore[assignment]  # import fails: smi path
    try:
        ways["nvidia-smi"] = probe_driver(Host.local()).to_dict()
    finally:
        if saved is not None:
            sys.modules["pynvml"] = saved
        else:
            del sys.modules["pynvml"]
    off = Host(root=Path("/"), env=dict(os.environ), live=False)  # no commands, no NVML
    ways["proc"] = probe_driver(off).to_dict()
    return ways


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "gpu-verify-out")
    out.mkdir(parents=True, exist_ok=True)
    report: dict[str, Any] = {"python": sys.executable, "errors": {}}

    smi_fields = "index,name,driver_version,memory.total,compute_cap,uuid,pci.bus_id"
    csv = sh("nvidia-smi-query.csv",
             ["nvidia-smi", f"--query-gpu={smi_fields}", "--format=csv,noheader,nounits"])
    sh("nvidia-smi.txt", ["nvidia-smi"])
    sh("nvidia-smi-q.txt", ["nvidia-smi", "-q"])
    sh("nvidia-smi-L.txt", ["nvidia-smi", "-L"])
    sh("nvidia-smi-version.txt", ["nvidia-smi", "--version"])
    sh("nvcc-version.txt", ["nvcc", "--version"])
    sh("ldconfig-p.txt", ["ldconfig", "-p"])
    sh("uname.txt", ["uname", "-a"])
    sh("pip-list.txt", [sys.executable, "-m", "pip", "list"])
    read("proc-driver-nvidia-version.txt", "/proc/driver/nvidia/version")
    read("system-cudnn_version.h", "/usr/include/x86_64-linux-gnu/cudnn_version.h")
    sh("ls-cuda.txt", ["ls", "-la", "/usr/local/cuda-13.0", "/usr/local/cuda-13.0/lib64",
                       "/usr/local/"])
    sh("ls-system-cudnn.txt", ["sh", "-c", "ls -la /lib/x86_64-linux-gnu/libcudnn*"])
    for p in sorted(Path("/proc/driver/nvidia/gpus").glob("*/information")):
        read(f"proc-gpu-{p.parent.name.replace(':', '_')}-information.txt", str(p))
    for p in sorted(Path("/usr/local").glob("cuda*/version.json")):
        read(f"{p.parent.name}-version.json", str(p))
    site = Path(next(p for p in sys.path if p.endswith("site-packages")))
    layout = sorted(str(p.relative_to(site)) for p in site.glob("nvidia/*/lib/*"))
    RAW["site-packages-nvidia-lib-layout.txt"] = "\n".join(layout) + "\n"
    for h in sorted(site.glob("nvidia/*/include/cudnn_version.h")):
        read("wheel-cudnn_version.h", str(h))

    smi_rows = [r.split(", ") for r in csv.strip().splitlines() if r.strip()]
    truths: dict[str, Any] = {}
    for name, fn in (("nvml", truth_nvml), ("torch", truth_torch)):
        try:
            truths[name] = fn()
        except Exception as exc:
            report["errors"][name] = f"{type(exc).__name__}: {exc}"
    report["truth"] = truths

    try:
        ways = driver_three_ways()
    except Exception as exc:
        report["errors"]["probe_driver"] = f"{type(exc).__name__}: {exc}"
        ways = {}
    report["probe_driver"] = ways
    nv = truths.get("nvml", {})
    for method, d in ways.items():
        same(f"driver[{method}].method", d.get("method"), method, "the method forced")
        same(f"driver[{method}].state", d.get("state"), "ok", "nvidia-smi answered")
        same(f"driver[{method}].version", (d.get("version") or {}).get("value"),
             nv.get("driver"), "pynvml nvmlSystemGetDriverVersion")
        for i, g in enumerate(d.get("gpus", [])):
            t = nv.get("gpus", [{}] * (i + 1))[i] if i < len(nv.get("gpus", [])) else {}
            same(f"driver[{method}].gpu{i}.name", g.get("name"), t.get("name"),
                 "pynvml nvmlDeviceGetName")
            if method != "proc":  # /proc has no capability: the judge looks it up by name
                same(f"driver[{method}].gpu{i}.cc", g.get("compute_capability"),
                     truths.get("torch", {}).get("cc"), "torch.cuda.get_device_capability")
                same(f"driver[{method}].gpu{i}.memory_mib", g.get("memory_total_mib"),
                     t.get("mem_mib"), "pynvml nvmlDeviceGetMemoryInfo().total")
    if "cuda_int" in nv:
        c = nv["cuda_int"]
        want = f"{c // 1000}.{c % 1000 // 10}"
        for method in ("nvml", "nvidia-smi"):
            got = ((ways.get(method) or {}).get("cuda_version") or {}).get("value")
            same(f"driver[{method}].cuda_version", got, want,
                 "pynvml nvmlSystemGetCudaDriverVersion")
    if smi_rows:
        same("nvidia-smi csv driver == NVML driver", smi_rows[0][2], nv.get("driver"),
             "nvidia-smi --query-gpu=driver_version")

    try:
        from tfdoctor.probes.cuda import probe_cuda
        from tfdoctor.probes.cudnn import probe_cudnn
        from tfdoctor.probes.host import Host

        host = Host.local()
        cuda, cudnn = probe_cuda(host), probe_cudnn(host)
        report["probe_cuda"], report["probe_cudnn"] = cuda.to_dict(), cudnn.to_dict()
        tt = truths.get("torch", {})
        if "cudnn_int" in tt:
            v = tt["cudnn_int"]  # 91300 -> 9.13.0 (cuDNN 9 packs major*10000+minor*100+patch)
            want = f"{v // 10000}.{v % 10000 // 100}.{v % 100}"
            got = cudnn.version.raw if cudnn.version else None
            same("cudnn.version without TensorFlow (the generic loader's pick)",
                 ".".join(got.split(".")[:3]) if got else None, want,
                 "torch.backends.cudnn.version() after a Conv2d ran")
        if tt.get("loaded"):
            listed = {os.path.realpath(lib.path) for lib in cuda.libraries.libraries}
            missing = sorted(p for p in tt["loaded"]
                             if re.search(r"/lib(cudart|cudnn)\.so", p)
                             and os.path.realpath(p) not in listed)
            same("libcudart/libcudnn files the GPU program mapped, not in tfdoctor's scan",
                 missing, [], "/proc/self/maps after PyTorch ran")
            # the RUNPATH rule (probes/elf.py), tried on a real framework: the library
            # PyTorch's libtorch_cuda.so loads through its RUNPATH, as TensorFlow's does
            from tfdoctor.probes.tf_loader import runpath_pick

            report["runpath_torch"] = {}
            for fam, soname in (("libcudnn", "libcudnn.so"), ("libcudart", "libcudart.so"),
                                ("libcublas", "libcublas.so")):
                mapped = [p for p in tt["loaded"] if Path(p).name.startswith(soname + ".")]
                wanted = Path(mapped[0]).name if mapped else None  # the name PyTorch asked for
                pick, _how = runpath_pick(host, cuda.libraries, fam,
                                          "torch/lib/libtorch_cuda.so", soname=wanted)
                generic = cuda.libraries.pick(fam)
                report["runpath_torch"][fam] = {
                    "runpath_pick": pick.path if pick else None,
                    "generic_pick": generic.path if generic else None, "mapped": mapped}
                if mapped:
                    same(f"{fam}: RUNPATH pick == the file PyTorch mapped",
                         os.path.realpath(pick.path) if pick else None,
                         os.path.realpath(mapped[0]), "/proc/self/maps after PyTorch ran")
        rt = cuda.runtime_version.raw if cuda.runtime_version else None
        if tt.get("cuda"):
            same("CUDA runtime major.minor", ".".join(rt.split(".")[:2]) if rt else None,
                 tt["cuda"], "torch.version.cuda")
    except Exception as exc:
        report["errors"]["probe_cuda"] = f"{type(exc).__name__}: {exc}"

    cli: list[str] = []
    runs = [
        ("check --json --no-runtime", ["check", "--json", "--no-runtime"]),
        ("check --json", ["check", "--json", "--timeout", "60"]),
        ("check", ["check", "--no-color"]),
        ("check --require-gpu", ["check", "--no-color", "--require-gpu"]),
        ("devices", ["devices", "--no-color"]),
        ("smoke-train", ["smoke-train", "--no-color"]),
        ("plan", ["plan", "--no-color"]),
        ("report", ["report"]),
        ("explain -- python -c 'import tensorflow'",
         ["explain", "--no-color", "--", sys.executable, "-c", "import tensorflow"]),
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    for label, args in runs:
        t0 = time.monotonic()
        try:
            r = subprocess.run([sys.executable, "-m", "tfdoctor", *args], capture_output=True,
                               text=True, timeout=180, env=env, cwd="/tmp")
            rc, text = r.returncode, r.stdout + r.stderr
        except Exception as exc:
            rc, text = None, f"{type(exc).__name__}: {exc}"
        cli.append(f"===== tfdoctor {label}  (rc={rc}, {time.monotonic() - t0:.1f} s)\n{text}")
        if args[:2] == ["check", "--json"]:
            (out / f"{label.replace(' ', '').replace('--', '-')}.json").write_text(r.stdout)
            try:
                doc = json.loads(r.stdout)
                report.setdefault("check", {})[label] = {
                    "verdict": doc.get("verdict"), "gpu_usable": doc.get("gpu_usable"),
                    "rc": rc, "findings": [f.get("id") for f in doc.get("findings", [])],
                }
            except Exception as exc:
                report["errors"][label] = f"not JSON: {exc}"
        # explain prints the command's own output (a traceback of `import tensorflow`):
        # what must never appear is a frame of tfdoctor itself
        same(f"tfdoctor {label}: no traceback of tfdoctor's own",
             bool(re.search(r'File "[^"]*/tfdoctor/', text)), False, "its output")
    (out / "cli.txt").write_text("\n".join(cli))

    report["compare"] = COMPARE
    (out / "verify.json").write_text(json.dumps(report, indent=1, default=str))
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, text in RAW.items():
            data = text.encode()
            info = tarfile.TarInfo(f"raw/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    (out / "raw.tar.gz").write_bytes(buf.getvalue())
    bad = [c for c in COMPARE if not c["agree"]]
    for c in COMPARE:
        print(("ok   " if c["agree"] else "DIFF ") + f"{c['fact']}: tfdoctor={c['tfdoctor']!r} "
              f"truth={c['truth']!r} ({c['truth_from']})")
    print(f"{len(COMPARE) - len(bad)}/{len(COMPARE)} agree; errors: {report['errors']}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
