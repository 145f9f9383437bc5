"""The compatibility matrix: its rows and the lookups the rules make (loading: matrix_loader).

The knowledge lives in ``compat/matrix.json`` (schema: docs/matrix.md); this module
only reads it. A new TensorFlow release is a data change, not a code change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from tfdoctor.model import major_minor
from tfdoctor.records import frozen

SCHEMA_VERSION = 1
ENV_VAR = "TFDOCTOR_MATRIX"


@frozen
class TFRelease:
    """One TensorFlow release line of compat/matrix.json: what it was built with and needs."""

    version: str  # the release line, "2.17"
    latest_patch: str | None
    python: SpecifierSet
    python_raw: str
    cuda: str | None  # None: no Linux GPU build for this line
    cudnn: str | None
    compute_capabilities: tuple[str, ...]  # as build_info lists them: "sm_60", "compute_90"
    min_compute_capability: str | None
    keras: str  # "2", "3", "tf-keras"...
    numpy: str | None  # a PEP 440 specifier
    pip: str | None  # the Linux GPU pip install line
    recipe: str  # "and-cuda", "system-cuda", "tensorflow-gpu", "cpu-only"
    conda: Mapping[str, Any] | None
    windows_native_gpu: bool
    notes: tuple[str, ...]
    sources: tuple[str, ...]
    raw: Mapping[str, Any]
    protobuf: str | None = None  # the wheel's protobuf requirement, a PEP 440 specifier

    @property
    def key(self) -> tuple[int, int]:
        mm = major_minor(self.version)
        assert mm is not None
        return mm


@frozen
class CudaDriver:
    """The driver floor of one CUDA X.Y toolkit (matrix.json ``cuda_drivers``)."""

    cuda: str
    linux_min_driver: str | None
    windows_min_driver: str | None
    sources: tuple[str, ...]


@frozen
class MinorCompat:
    """A CUDA major's driver floor under minor version compatibility (``cuda_minor_compat``)."""

    cuda_major: int
    linux_min_driver: str | None
    windows_min_driver: str | None
    sources: tuple[str, ...]


@frozen
class Gpu:
    """One GPU model and its compute capability (matrix.json ``gpus``)."""

    name: str
    aliases: tuple[str, ...]
    compute_capability: str
    memory_gib: float | None
    architecture: str | None
    sources: tuple[str, ...]


@frozen
class Matrix:
    """compat/matrix.json, parsed and validated (judge/matrix_loader.py)."""

    path: str
    schema_version: int
    sources: Mapping[str, Mapping[str, str]]
    tensorflow: tuple[TFRelease, ...]  # newest first
    cuda_drivers: tuple[CudaDriver, ...]
    cuda_minor_compat: tuple[MinorCompat, ...]
    cudnn_cuda: tuple[Mapping[str, Any], ...]
    gpus: tuple[Gpu, ...]
    raw: Mapping[str, Any]

    def release_for(self, version: str | Version | None) -> TFRelease | None:
        """The release line of a TF version ("2.17.1", "2.18.0rc0" -> the 2.17/2.18 row)."""
        mm = major_minor(version)
        if mm is None:
            return None
        for rel in self.tensorflow:
            if rel.key == mm:
                return rel
        return None

    def min_driver(self, cuda: str | None, platform: str = "linux") -> str | None:
        """The minimum driver for a CUDA X.Y toolkit (the full, not minor-compat, floor)."""
        mm = major_minor(cuda)
        if mm is None:
            return None
        for row in self.cuda_drivers:
            if major_minor(row.cuda) == mm:
                return row.windows_min_driver if platform == "windows" else row.linux_min_driver
        return None

    def minor_compat_floor(self, cuda: str | None, platform: str = "linux") -> str | None:
        mm = major_minor(cuda)
        if mm is None:
            return None
        for row in self.cuda_minor_compat:
            if row.cuda_major == mm[0]:
                return row.windows_min_driver if platform == "windows" else row.linux_min_driver
        return None

    def cuda_run_by(self, driver: str | None) -> str | None:
        """The inverse of min_driver and minor_compat_floor: what a Linux driver runs. From
        CUDA 11, every X.y of the newest major whose minor-version floor it meets ("11.x":
        470.182 runs CUDA 11.8 builds); below, the newest X.Y whose full floor it meets
        (418.67 -> "10.1"); None when it meets none."""
        from tfdoctor.model import parse_version

        have = parse_version(driver or "")
        if have is None:
            return None

        def meets(floor: str | None) -> bool:
            v = parse_version(floor or "")
            return v is not None and v <= have

        majors = [r.cuda_major for r in self.cuda_minor_compat if meets(r.linux_min_driver)]
        if majors:
            return f"{max(majors)}.x"
        ok = [r.cuda for r in self.cuda_drivers if meets(r.linux_min_driver)]
        return max(ok, key=lambda c: tuple(int(x) for x in c.split("."))) if ok else None

    def gpu_by_name(self, name: str) -> Gpu | None:
        """Find a GPU by a user's or NVML's name ("NVIDIA GeForce RTX 3090", "rtx 3090")."""
        wanted = _norm_gpu(name)
        if not wanted:
            return None
        for gpu in self.gpus:
            if wanted in {_norm_gpu(n) for n in (gpu.name, *gpu.aliases)}:
                return gpu
        return None

    def source_title(self, key: str) -> str:
        info = self.sources.get(key) or {}
        return info.get("url") or info.get("title") or key


def _norm_gpu(name: str) -> str:
    text = name.lower()
    for noise in ("nvidia", "geforce", "tesla", "(r)", "(tm)"):
        text = text.replace(noise, " ")
    return " ".join(text.replace("-", " ").split())
