"""Where a TensorFlow release keeps its build facts, and how to read each place.

The CUDA version, cuDNN version and compute capabilities a wheel was built for are
read from the first of these places that has each fact (pure functions of file text,
so the static probe, the runtime child and scripts/regen_matrix.py share them):

1. ``tensorflow/python/platform/build_info.py`` (what ``tf.sysconfig.get_build_info()``
   returns): TF 2.3-2.21 list ``cuda_version``, ``cudnn_version``,
   ``cuda_compute_capabilities``. TF 2.22 (the real 2.22.0rc0 wheel,
   tests/data/wheels/) keeps only ``is_cuda_build``/``is_rocm_build``/``is_tensorrt_build``.
2. ``tensorflow/include/third_party/gpus/cuda/cuda_config.h``: ``TF_CUDA_VERSION``,
   ``TF_CUDNN_VERSION``, ``TF_CUDA_COMPUTE_CAPABILITIES`` (in every wheel 2.12.1-2.22.0rc0).
3. The wheel METADATA ``and-cuda`` extra, as a last resort: the
   ``nvidia-cuda-runtime-cu12`` pin gives CUDA X.Y, ``nvidia-cudnn-cu12`` the cuDNN major
   (wheel_meta.pins_build).

A CPU build (``is_cuda_build`` False) is never given CUDA facts from 2 or 3.
"""

from __future__ import annotations

import ast
import re
from typing import Any

BUILD_INFO_PATHS = (
    ("tensorflow", "python", "platform", "build_info.py"),
    # TF 2.0/2.1 wheels keep the package in tensorflow_core/ (tensorflow-gpu 2.0.4, 2.1.4).
    ("tensorflow_core", "python", "platform", "build_info.py"),
)
CUDA_CONFIG_PATH = ("tensorflow", "include", "third_party", "gpus", "cuda", "cuda_config.h")

SOURCE_BUILD_INFO = "build_info.py"
SOURCE_CUDA_CONFIG = "cuda_config.h"
SOURCE_METADATA = "METADATA and-cuda pins"

#: The facts merged, in the names build_info.py uses.
FACT_KEYS = ("is_cuda_build", "cuda_version", "cudnn_version", "cuda_compute_capabilities")
CUDA_FACTS = FACT_KEYS[1:]


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


#: Module-level names of the TF 2.1/2.2 build_info.py layout.
_LEGACY_KEYS = frozenset(
    {
        "is_cuda_build",
        "is_rocm_build",
        "is_tensorrt_build",
        "cuda_version_number",
        "cudnn_version_number",
        "cuda_compute_capabilities",
    }
)


def parse_build_info(text: str) -> dict[str, Any]:
    """The build dict of a build_info.py, for every layout TF has shipped.

    TF >= 2.3: ``build_info = collections.OrderedDict([('cuda_version', '11.2'), ...])``
    (or a dict literal). TF 2.1/2.2: module-level ``cuda_version_number = '10.1'``,
    ``cudnn_version_number = '7'``, ``is_cuda_build = True``.
    Raises SyntaxError/ValueError on a file that is not Python.
    """
    tree = ast.parse(text)
    found: dict[str, Any] = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target = node.targets[0]
        if not isinstance(target, ast.Name):
            continue
        value = node.value
        if target.id == "build_info":
            if isinstance(value, ast.Call) and value.args:
                items = _literal(value.args[0])
                if isinstance(items, list | tuple):
                    found.update(dict(i for i in items if isinstance(i, tuple) and len(i) == 2))
                for kw in value.keywords:
                    if kw.arg:
                        found[kw.arg] = _literal(kw.value)
            else:
                lit = _literal(value)
                if isinstance(lit, dict):
                    found.update(lit)
        elif target.id in _LEGACY_KEYS:
            lit = _literal(value)
            if lit is not None:
                found.setdefault(target.id, lit)
    # old names -> new names
    if "cuda_version_number" in found:
        found.setdefault("cuda_version", found["cuda_version_number"])
    if "cudnn_version_number" in found:
        found.setdefault("cudnn_version", found["cudnn_version_number"])
    return found


_DEFINE = r"(?m)^[ \t]*#[ \t]*define[ \t]+(TF_\w+)[ \t]+(.*?)[ \t]*$"  # compiled when first used


def _unquote(value: str | None) -> str | None:
    if value is None:
        return None
    text = value.strip().strip('"').strip()
    return text or None


def header_archs(value: str) -> list[str]:
    """``TF_CUDA_COMPUTE_CAPABILITIES`` as build_info lists them ("sm_60" ... "compute_90").

    The header gives bare numbers ("60, 70, 80, 89, 90") and does not say which are
    machine code and which PTX. TF's release wheels ship cubins for each and PTX only
    for the newest: in all 14 wheels 2.12.1-2.21.0 that carry both files, build_info
    lists exactly this (header 60, 70, 80, 89, 90 <-> sm_60, sm_70, sm_80, sm_89,
    compute_90; 2.12.1's 35, ..., 80 <-> sm_35, ..., compute_80). Tokens that already
    say sm_/compute_ are kept as they are.
    """
    tokens = [t.strip().strip('"') for t in value.split(",") if t.strip().strip('"')]
    if any(t.startswith(("sm_", "compute_")) for t in tokens):
        return [t for t in tokens if t.startswith(("sm_", "compute_"))]
    numbers: list[int] = []
    for t in tokens:
        digits = t.replace(".", "") if re.fullmatch(r"\d+(\.\d)?", t) else ""
        if digits:
            numbers.append(int(digits))
    numbers = sorted(set(numbers))
    if not numbers:
        return []
    return [f"sm_{n}" for n in numbers[:-1]] + [f"compute_{numbers[-1]}"]


def parse_cuda_config(text: str) -> dict[str, Any]:
    """The build facts of a cuda_config.h, in build_info's names (absent ones left out)."""
    defines = dict(re.findall(_DEFINE, text))
    out: dict[str, Any] = {}
    cuda = _unquote(defines.get("TF_CUDA_VERSION"))
    cudnn = _unquote(defines.get("TF_CUDNN_VERSION"))
    if cuda:
        out["cuda_version"] = cuda
    if cudnn:
        out["cudnn_version"] = cudnn
    archs = header_archs(defines.get("TF_CUDA_COMPUTE_CAPABILITIES", ""))
    if archs:
        out["cuda_compute_capabilities"] = archs
    return out


def merge_build(layers: list[tuple[str, dict[str, Any]]]) -> tuple[dict[str, Any], dict[str, str]]:
    """Each fact from the first layer that has it; also which layer that was.

    ``layers`` are (source label, facts) in order of trust. Once a layer says
    ``is_cuda_build`` False, no later layer adds CUDA facts (a CPU wheel may still
    carry a header for custom ops).
    """
    merged: dict[str, Any] = {}
    sources: dict[str, str] = {}
    for label, facts in layers:
        if merged.get("is_cuda_build") is False:
            facts = {k: v for k, v in facts.items() if k not in CUDA_FACTS}
        for key, value in facts.items():
            if key in merged or value in (None, "", [], ()):
                continue
            merged[key] = value
            if key in FACT_KEYS:
                sources[key] = label
    return merged, sources


def build_source(sources: dict[str, str]) -> str | None:
    """The one label to show: where the CUDA version came from (else is_cuda_build)."""
    return sources.get("cuda_version") or sources.get("is_cuda_build")


def missing_cuda_facts(data: dict[str, Any]) -> bool:
    """A build dict that still lacks a CUDA fact and is not known to be a CPU build."""
    return data.get("is_cuda_build") is not False and any(not data.get(k) for k in CUDA_FACTS)
