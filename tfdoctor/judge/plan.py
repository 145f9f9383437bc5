"""Which TensorFlow should a machine run, why not the newer ones, and how to install it.

The inputs are a few facts (Python, driver, GPU, OS, an optional TF pin) that default to
this machine's; the knowledge is the matrix. Rules are data-driven: each release row is
checked against the same small set of reasons, newest first, and the first row with no
reason is the plan. A new TF release is a matrix row, not a code change here.
"""

from __future__ import annotations

from typing import Any

from packaging.version import Version

from tfdoctor.judge.install import install_commands
from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.model import Finding, InputError, Severity, major_minor, parse_version
from tfdoctor.records import field, frozen

PLAN_SCHEMA = "tfdoctor.plan/1"
PIP_URL = "https://www.tensorflow.org/install/pip"
OSES = ("linux", "wsl2", "windows", "macos")


@frozen
class PlanInputs:
    """The facts a plan is made from; each may come from this machine or the user."""

    python: str | None = None  # "3.11"
    driver: str | None = None  # "535.104.05" (a WSL2 machine reports the Windows driver)
    gpu_name: str | None = None
    cc: str | None = None  # "8.6"
    os: str = "linux"
    tf: str | None = None  # a pinned line "2.15" (or "2.15.1"); None: the newest that works
    sources: dict[str, str] = field(default_factory=dict)  # fact -> where it came from

    @property
    def has_gpu(self) -> bool:
        return bool(self.driver or self.gpu_name or self.cc)

    def to_dict(self) -> dict[str, Any]:
        return {
            "python": self.python,
            "driver": self.driver,
            "gpu": self.gpu_name,
            "compute_capability": self.cc,
            "os": self.os,
            "tf": self.tf,
            "sources": dict(self.sources),
        }


@frozen
class Reason:
    id: str  # stable kebab-case: python-out-of-range, driver-too-old, gpu-too-old, ...
    text: str


@frozen
class Exclusion:
    version: str
    reasons: tuple[Reason, ...]


@frozen
class Plan:
    inputs: PlanInputs
    release: TFRelease | None
    mode: str  # "gpu" or "cpu"
    excluded: tuple[Exclusion, ...]
    caveats: tuple[str, ...]
    commands: tuple[str, ...]
    findings: tuple[Finding, ...]

    @property
    def tensorflow(self) -> str | None:
        if self.release is None:
            return None
        return self.release.latest_patch or self.release.version

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": PLAN_SCHEMA,
            "tensorflow": self.tensorflow,
            "line": self.release.version if self.release else None,
            "mode": self.mode,
            "inputs": self.inputs.to_dict(),
            "excluded": [
                {"version": e.version, "reasons": [{"id": r.id, "text": r.text} for r in e.reasons]}
                for e in self.excluded
            ],
            "caveats": list(self.caveats),
            "commands": list(self.commands),
            "findings": [f.to_dict() for f in self.findings],
        }


# -- judging ---------------------------------------------------------------------------
def _ver(raw: str | None) -> Version | None:
    return parse_version(raw)


def _arch(entry: str) -> tuple[int, int]:
    """ "sm_86" / "compute_90" -> (8, 6) / (9, 0)."""
    digits = entry.split("_", 1)[1]
    return int(digits[:-1]), int(digits[-1])


def _cc_tuple(raw: str | None) -> tuple[int, int] | None:
    return major_minor(raw)


def _python_reason(rel: TFRelease, python: str | None) -> Reason | None:
    v = _ver(python)
    if v is None or rel.python.contains(Version(f"{v.major}.{v.minor}")):
        return None
    return Reason("python-out-of-range", f"needs Python {rel.python_raw}; this is Python {python}")


def _gpu_reasons(
    rel: TFRelease, inputs: PlanInputs, cc: str | None, matrix: Matrix
) -> tuple[list[Reason], list[str]]:
    reasons: list[Reason] = []
    caveats: list[str] = []
    platform = "windows" if inputs.os in ("windows", "wsl2") else "linux"
    if inputs.os == "windows" and not rel.windows_native_gpu:
        reasons.append(
            Reason(
                "windows-native-no-gpu",
                "no GPU support on native Windows after TF 2.10; use WSL2 for this line",
            )
        )
    if rel.cuda is None:
        reasons.append(Reason("no-gpu-build", "no CUDA build of this line"))
        return reasons, caveats
    drv = _ver(inputs.driver)
    full = matrix.min_driver(rel.cuda, platform)
    floor = matrix.minor_compat_floor(rel.cuda, platform)
    if drv is not None and full is not None and drv < Version(str(_ver(full))):
        if floor is not None and drv >= Version(str(_ver(floor))):
            caveats.append(
                f"TF {rel.version} is built with CUDA {rel.cuda}, whose full driver floor is "
                f"{full}; driver {inputs.driver} runs it only through CUDA minor-version "
                f"compatibility (>= {floor}): PTX newer than the driver (ptxas from the pip "
                "wheels, XLA) can fail with CUDA_ERROR_UNSUPPORTED_PTX_VERSION. Upgrading the "
                f"driver to >= {full} removes the caveat."
            )
        else:
            need = floor or full
            reasons.append(
                Reason(
                    "driver-too-old",
                    f"built with CUDA {rel.cuda}: needs driver >= {need}"
                    f"{' (minor-version compatibility floor)' if floor else ''}; "
                    f"this driver is {inputs.driver}",
                )
            )
    have = _cc_tuple(cc)
    need_cc = _cc_tuple(rel.min_compute_capability)
    if have is not None and need_cc is not None and have < need_cc:
        reasons.append(
            Reason(
                "gpu-too-old",
                f"ships kernels for compute capability >= {rel.min_compute_capability}; "
                f"this GPU is {cc}",
            )
        )
    elif have is not None and rel.compute_capabilities:
        # Machine code (sm_XY) runs on the same major at an equal or higher minor; PTX
        # (compute_XY) is JIT-compiled for any equal or higher capability (CUDA C
        # Programming Guide, "Binary Compatibility" / "PTX Compatibility").
        sm = [_arch(c) for c in rel.compute_capabilities if c.startswith("sm_")]
        ptx = [_arch(c) for c in rel.compute_capabilities if c.startswith("compute_")]
        if not any(a[0] == have[0] and a[1] <= have[1] for a in sm):
            usable = [a for a in ptx if a <= have]
            if usable:
                top = max(usable)
                caveats.append(
                    f"TF {rel.version} has no machine code for compute capability {cc}: "
                    f"kernels are JIT-compiled from PTX (compute_{top[0]}{top[1]}) on first "
                    "use, which can take minutes (cached in ~/.nv/ComputeCache)."
                )
            else:
                reasons.append(
                    Reason(
                        "gpu-too-old",
                        f"has no kernels that run on compute capability {cc} "
                        f"({', '.join(rel.compute_capabilities)})",
                    )
                )
    return reasons, caveats


def make_plan(matrix: Matrix, inputs: PlanInputs) -> Plan:
    """The newest release that works with these inputs, the reasons against newer ones."""
    cc = inputs.cc
    caveats: list[str] = []
    if cc is None and inputs.gpu_name:
        known = matrix.gpu_by_name(inputs.gpu_name)
        if known is not None:
            cc = known.compute_capability
        else:
            caveats.append(
                f"GPU {inputs.gpu_name!r} is not in the matrix: its compute capability is "
                "unknown, so kernel support was not checked (pass --cc)."
            )
    gpu = inputs.has_gpu and inputs.os != "macos"
    if inputs.os == "macos":
        caveats.append(
            "macOS has no CUDA: TensorFlow runs on the CPU; Apple's tensorflow-metal "
            "plugin is the only GPU route and is outside this plan."
        )
    elif not inputs.has_gpu:
        caveats.append(
            "No NVIDIA GPU found (or given): this is the newest TensorFlow whose CPU install "
            "works here. Pass --driver and --gpu/--cc to plan for a GPU machine."
        )
    elif inputs.driver is None:
        caveats.append("Driver version unknown: the CUDA driver floor was not checked.")

    rows = matrix.tensorflow
    if inputs.tf is not None:
        pin = matrix.release_for(inputs.tf)
        if pin is None:
            raise InputError(f"--tf {inputs.tf}: no such TensorFlow line in the matrix")
        rows = (pin,)

    excluded: list[Exclusion] = []
    chosen: TFRelease | None = None
    for rel in rows:
        reasons: list[Reason] = []
        row_caveats: list[str] = []
        py = _python_reason(rel, inputs.python)
        if py:
            reasons.append(py)
        if gpu:
            more, row_caveats = _gpu_reasons(rel, inputs, cc, matrix)
            reasons.extend(more)
        if reasons:
            excluded.append(Exclusion(rel.version, tuple(reasons)))
            continue
        chosen = rel
        caveats.extend(row_caveats)
        break

    findings: list[Finding] = []
    mode = "gpu" if gpu else "cpu"
    if chosen is None:
        findings.append(_no_tf_finding(inputs, excluded))
        return Plan(inputs, None, mode, tuple(excluded), tuple(caveats), (), tuple(findings))
    return Plan(
        inputs,
        chosen,
        mode,
        tuple(excluded),
        tuple(caveats),
        install_commands(chosen, inputs.python, inputs.os, mode),
        tuple(findings),
    )


def _no_tf_finding(inputs: PlanInputs, excluded: list[Exclusion]) -> Finding:
    ids = {r.id for e in excluded for r in e.reasons}
    fixes = []
    if "python-out-of-range" in ids:
        fixes.append("use a Python version the line supports (e.g. a conda env: python=3.11)")
    if "driver-too-old" in ids:
        fixes.append("upgrade the NVIDIA driver")
    if "windows-native-no-gpu" in ids:
        fixes.append("use WSL2, or TF 2.10 with Python <= 3.10 on native Windows")
    if "gpu-too-old" in ids:
        fixes.append("use an older TF line or a newer GPU")
    evidence = tuple(f"TF {e.version}: " + "; ".join(r.text for r in e.reasons) for e in excluded)
    return Finding(
        id="no-compatible-tensorflow",
        severity=Severity.ERROR,
        title="No TensorFlow release works with this machine's facts",
        remedy="; or ".join(fixes) or "see the reasons above",
        evidence=evidence[:6],
        url=PIP_URL,
        values={"python": inputs.python, "driver": inputs.driver, "os": inputs.os},
    )
