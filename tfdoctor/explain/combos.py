"""Findings from combinations of lines and the machine, not from one line.

- cuda-version-mismatch: a library asks for one CUDA while the paths in the log hold another
  (e.g. libcublas.so.10.0 with LD_LIBRARY_PATH /usr/local/cuda-10.2, tensorflow/tensorrt#173).
- wsl-libcuda-missing: libcuda missing and the log (or the machine) is WSL2.
- windows-native-gpu-unsupported: no GPU on native Windows with TensorFlow >= 2.11.

What the log says about the machine comes from ``explain/context.py`` (``LogContext``),
merged under what the caller knows (``ExplainContext``).
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.context import LogContext
from tfdoctor.explain.hits import Hit, evidence_of
from tfdoctor.explain.rules import ExplainContext
from tfdoctor.model import Finding, Severity, parse_version


def _same_cuda(a: str, b: str) -> bool:
    wa, wb = a.split("."), b.split(".")
    # CUDA >= 11 keeps one soname per major (libcudart.so.11.0 serves 11.x)
    return wa[0] == wb[0] and (int(wa[0]) >= 11 or wa[1:2] == wb[1:2])


def derived(
    by_id: dict[str, list[Hit]], seen: LogContext, ctx: ExplainContext
) -> list[tuple[int, Finding]]:
    """Findings from combinations of lines (and the machine context)."""
    out: list[tuple[int, Finding]] = []
    wanted = [h for h in by_id.get("cuda-libs-missing", []) if h.values.get("cuda")]
    if wanted and seen.cuda_dirs:
        want = wanted[0].values["cuda"]
        have = sorted(seen.cuda_dirs)
        if not any(_same_cuda(want, h) for h in have):
            installed = have[-1]
            ev = evidence_of(wanted[:1]) + (seen.cuda_dirs[have[0]],)
            vals = {"cuda": want, "installed_cuda": installed}
            out.append(
                (
                    wanted[0].line_no,
                    Finding(
                        "cuda-version-mismatch",
                        Severity.ERROR,
                        "TensorFlow wants a different CUDA than the one installed",
                        fix.cuda_version_mismatch(vals, ctx),
                        ev,
                        None,
                        dict(vals, library=wanted[0].values.get("library")),
                    ),
                )
            )
    drv = [h for h in by_id.get("no-cuda-driver", []) if not h.values.get("stub")]
    if drv and ctx.platform == "wsl2":
        ev = evidence_of(drv) + ((seen.wsl_line,) if seen.wsl_line else ())
        out.append(
            (
                drv[0].line_no,
                Finding(
                    "wsl-libcuda-missing",
                    Severity.ERROR,
                    "WSL2 cannot find libcuda from the Windows driver",
                    fix.wsl_libcuda({}, ctx),
                    ev,
                    "https://docs.nvidia.com/cuda/wsl-user-guide/index.html",
                    {"library": drv[0].values.get("library")},
                ),
            )
        )
    no_gpu = [
        h for k in ("no-gpu-device", "cuda-libs-missing", "cudnn-missing") for h in by_id.get(k, [])
    ]
    tfv = parse_version(ctx.tf_version)
    if no_gpu and ctx.platform == "windows" and tfv is not None and tfv.release[:2] >= (2, 11):
        out.append(
            (
                min(h.line_no for h in no_gpu),
                Finding(
                    "windows-native-gpu-unsupported",
                    Severity.ERROR,
                    f"TensorFlow {ctx.tf_version} has no GPU support on native Windows",
                    fix.windows_native({}, ctx),
                    evidence_of(sorted(no_gpu, key=lambda h: h.line_no)),
                    "https://www.tensorflow.org/install/pip#windows-native",
                    {"tf_version": ctx.tf_version},
                ),
            )
        )
    return out
