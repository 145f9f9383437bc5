"""Compute capabilities and CUDA versions as numbers: what the GPU rules compare."""

from __future__ import annotations

from tfdoctor.model import major_minor, parse_version


def cc_value(cc: str | None) -> int | None:
    """ "8.6" -> 86."""
    mm = major_minor(cc)
    return None if mm is None else mm[0] * 10 + mm[1]


def arch_value(arch: str) -> tuple[str, int] | None:
    """ "sm_86" -> ("sm", 86); "compute_90" -> ("compute", 90); "sm_90a" -> ("sm", 90)."""
    kind, _, num = arch.partition("_")
    digits = "".join(ch for ch in num if ch.isdigit())
    if kind not in ("sm", "compute") or not digits:
        return None
    return kind, int(digits)


def cc_support(cc: str, archs: list[str] | tuple[str, ...]) -> str:
    """How a GPU of compute capability ``cc`` runs a build's kernels.

    "sass": a cubin for the same major and an equal or lower minor exists (binary
    compatible); "ptx": only PTX for an equal or lower capability, which the driver
    JIT-compiles at start-up; "none": nothing runs. (CUDA C++ Programming Guide,
    "Binary Compatibility" and "PTX Compatibility".)
    """
    c = cc_value(cc)
    if c is None:
        return "unknown"
    parsed = [a for a in (arch_value(x) for x in archs) if a]
    if any(k == "sm" and v // 10 == c // 10 and v <= c for k, v in parsed):
        return "sass"
    if any(k == "compute" and v <= c for k, v in parsed):
        return "ptx"
    return "none"


def version_major(raw: str | None) -> int | None:
    v = parse_version(raw)
    return v.release[0] if v is not None else None
