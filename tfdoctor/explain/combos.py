"""Findings from combinations of lines and the machine, and the never-healthy fallback.

- cuda-version-mismatch: a library asks for one CUDA while the library path holds another
  (e.g. libcublas.so.10.0 with LD_LIBRARY_PATH /usr/local/cuda-10.2, tensorflow/tensorrt#173).
- wsl-libcuda-missing: libcuda missing and the log (or the machine) is WSL2.
- windows-native-gpu-unsupported: no GPU on native Windows with TensorFlow >= 2.11.
- unrecognised-error: a traceback, crash or E-level line no rule explains.
"""

from __future__ import annotations

import re

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.hits import MAX_EVIDENCE_CHARS, Hit, evidence_of
from tfdoctor.explain.rules import RULES, ExplainContext
from tfdoctor.model import Finding, Severity, parse_version

# What an error looks like whoever printed it: Python (a traceback, a frame, an
# ``XxxError:`` line), pip (``ERROR:``), the C++ runtime (F-level lines, ``Check failed``,
# ``FATAL``), the shell (``Segmentation fault``, ``core dumped``, ``Aborted``).
_ERRORISH = re.compile(
    r"Traceback \(most recent call last\)|^\W{0,3}[\w.]*(?:Error|Exception):|^F\d{4} |"
    r"^\S+ \S+: F |^F (?:tensorflow|external)/|Fatal Python error|Segmentation fault|"
    r"core dumped|^Aborted|Check failed|\bFile \"[^\"]+\", line \d+|^\s*ERROR:|\bFATAL\b|"
    r"error: subprocess-exited-with-error"
)
_E_LEVEL = re.compile(r"^(?:E\d{4} \d\d:|\d{4}-\d\d-\d\d \S+: E |E (?:tensorflow|external)/)")
_WSL = re.compile(r"/usr/lib/wsl|microsoft-standard|\bWSL2?\b|-Microsoft\b")
_WINDOWS = re.compile(r"\b[A-Za-z]:\\|\b\w+64_\d+\.dll\b|nvcuda\.dll|\bWindows\b")
_CUDA_DIR = re.compile(r"cuda[-_]?(\d+\.\d+)|CUDA[\\/]v(\d+\.\d+)", re.IGNORECASE)


def derived(
    by_id: dict[str, list[Hit]], lines: list[str], text: str, ctx: ExplainContext | None
) -> list[tuple[int, Finding]]:
    """Findings from combinations of lines (and the machine context)."""
    out: list[tuple[int, Finding]] = []
    wanted = [h for h in by_id.get("cuda-libs-missing", []) if h.values.get("cuda")]
    if wanted:
        dirs = [(i + 1, m) for i, ln in enumerate(lines) for m in _CUDA_DIR.finditer(ln)]
        have = {m.group(1) or m.group(2) for _, m in dirs}
        want = wanted[0].values["cuda"]

        def same(a: str, b: str) -> bool:
            wa, wb = a.split("."), b.split(".")
            # CUDA >= 11 keeps one soname per major (libcudart.so.11.0 serves 11.x)
            return wa[0] == wb[0] and (int(wa[0]) >= 11 or wa[1:2] == wb[1:2])

        if have and not any(same(want, h) for h in have):
            installed = sorted(have)[-1]
            ev = evidence_of(wanted[:1]) + tuple(f"line {no}: …{m.group(0)}…" for no, m in dirs[:1])
            out.append(
                (
                    wanted[0].line_no,
                    Finding(
                        "cuda-version-mismatch",
                        Severity.ERROR,
                        "TensorFlow wants a different CUDA than the one installed",
                        fix.cuda_version_mismatch({"cuda": want, "installed_cuda": installed}, ctx),
                        ev,
                        None,
                        {
                            "cuda": want,
                            "installed_cuda": installed,
                            "library": wanted[0].values.get("library"),
                        },
                    ),
                )
            )
    drv = [h for h in by_id.get("no-cuda-driver", []) if not h.values.get("stub")]
    wsl_line = next((i for i, ln in enumerate(lines) if _WSL.search(ln)), None)
    if drv and ((ctx and ctx.platform == "wsl2") or wsl_line is not None):
        ev = evidence_of(drv)
        if wsl_line is not None:
            ev += (f"line {wsl_line + 1}: {lines[wsl_line].strip()[:MAX_EVIDENCE_CHARS]}",)
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
    tf = (ctx.tf_version if ctx and ctx.tf_version else None) or fix.tf_version_in(text)
    tfv = parse_version(tf)
    windows = (ctx is not None and ctx.platform == "windows") or bool(_WINDOWS.search(text))
    if no_gpu and windows and tfv is not None and tfv.release[:2] >= (2, 11):
        out.append(
            (
                min(h.line_no for h in no_gpu),
                Finding(
                    "windows-native-gpu-unsupported",
                    Severity.ERROR,
                    f"TensorFlow {tf} has no GPU support on native Windows",
                    fix.windows_native({}, ctx),
                    evidence_of(no_gpu),
                    "https://www.tensorflow.org/install/pip#windows-native",
                    {"tf_version": tf},
                ),
            )
        )
    return out


def unrecognised(lines: list[str], hits: list[Hit]) -> Finding | None:
    covered = {h.line_no for h in hits}
    crash, elevel = [], []
    for i, ln in enumerate(lines):
        if i + 1 in covered or not ln:
            continue
        if _ERRORISH.search(ln):
            crash.append(Hit(RULES[0], i + 1, ln, {}))
        elif _E_LEVEL.match(ln):
            elevel.append(Hit(RULES[0], i + 1, ln, {}))
    pick = crash or elevel
    if not pick:
        return None
    return Finding(
        "unrecognised-error",
        Severity.ERROR if crash else Severity.WARNING,
        "The log shows an error tfdoctor does not recognise",
        "Read the evidence lines (-v); run `tfdoctor check` to rule out the GPU stack. If it "
        "is a TensorFlow setup problem, please report it so a rule can be added",
        evidence_of(pick),
        None,
        {},
        len(pick),
    )
