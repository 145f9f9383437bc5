"""A release line newer than the matrix, judged from its own wheel.

When the installed TensorFlow is newer than every row of compat/matrix.json (2.22.0rc0
against a matrix that ends at 2.21), the rules still need a row: its Python range,
build CUDA, cuDNN, compute capabilities, NumPy pin and the pip line that reinstalls
*this* line. All of it comes from the wheel itself (METADATA Requires-Python and
and-cuda pins, the build facts of probes/tf_build.py); the driver floor then comes from
the matrix's CUDA -> driver table as for any row. The remedy never downgrades to the
newest known row just because tfdoctor has not seen this release yet.
"""

from __future__ import annotations

import re
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.model import major_minor, parse_version
from tfdoctor.probes.wheel_meta import WheelMeta, cudnn_floor, split_requirement

SOURCE_KEY = "installed-wheel"


def _keras_line(wheel: WheelMeta | None, default: str) -> str:
    """ "3" when the wheel requires Keras >= 3 (keras or keras-nightly), else the default."""
    if wheel is None or not wheel.keras:
        return default
    req = split_requirement(wheel.keras)
    if req is None:
        return default
    for spec in SpecifierSet(req[1]):
        v = parse_version(spec.version)
        if spec.operator in (">=", "==", "~=", ">") and v is not None and v.major >= 3:
            return "3"
    return default


def _min_cc(archs: list[str]) -> str | None:
    """ "6.0" for ["sm_60", ..., "compute_90"]: the lowest listed capability."""
    nums = [int(m.group(1)) for a in archs if (m := re.match(r"(?:sm|compute)_(\d+)", a))]
    if not nums:
        return None
    low = min(nums)
    return f"{low // 10}.{low % 10}"


def _specifier(raw: str | None) -> tuple[SpecifierSet, str]:
    try:
        return SpecifierSet(raw or ""), raw or ""
    except InvalidSpecifier:
        return SpecifierSet(""), ""


def derive_release(
    version: str | None, wheel: WheelMeta | None, build: dict[str, Any], matrix: Matrix
) -> TFRelease | None:
    """A row for ``version`` from its own wheel, only when it is newer than every row."""
    mm = major_minor(version)
    if mm is None or not matrix.tensorflow or (wheel is None and not build):
        return None
    newest = matrix.tensorflow[0]
    if mm <= newest.key:
        return None  # known lines have rows; older unknown ones are not guessed at
    line = f"{mm[0]}.{mm[1]}"
    cuda_build = build.get("is_cuda_build") is not False
    build_mm = major_minor(build.get("cuda_version")) if cuda_build else None
    archs = list(build.get("compute_capabilities") or []) if cuda_build else []
    and_cuda = (wheel is not None and "and-cuda" in wheel.extras) or newest.recipe == "and-cuda"
    python, python_raw = _specifier(wheel.requires_python if wheel else None)
    notes = [
        f"not in tfdoctor's matrix (newest row {newest.version}): Python range, NumPy pin and "
        "and-cuda pins from the installed wheel's METADATA; build facts from "
        f"{build.get('build_source') or 'its build files'}",
    ]
    return TFRelease(
        version=line,
        latest_patch=version,
        python=python,
        python_raw=python_raw,
        cuda=f"{build_mm[0]}.{build_mm[1]}" if build_mm else None,
        cudnn=(cudnn_floor(wheel) or build.get("cudnn_version")) if cuda_build else None,
        compute_capabilities=tuple(archs),
        min_compute_capability=_min_cc(archs),
        keras=_keras_line(wheel, newest.keras),
        numpy=wheel.numpy if wheel else None,
        pip=f"tensorflow[and-cuda]=={line}.*" if and_cuda else f"tensorflow=={line}.*",
        recipe="and-cuda" if and_cuda else newest.recipe,
        conda=None,
        windows_native_gpu=False if mm > (2, 10) else newest.windows_native_gpu,
        notes=tuple(notes),
        sources=(SOURCE_KEY,),
        raw={"version": line, "derived": True, "and_cuda": wheel.pins if wheel else {}},
    )
