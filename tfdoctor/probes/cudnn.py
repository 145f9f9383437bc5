"""The cuDNN probe: headers, libraries, pip wheels and conda packages, and a best guess.

Facts only. ``version`` is a best guess in a fixed order (the library the loader would
pick, the pip wheel, a header, the conda package); every source is kept beside it so the
judge and the user can see when they disagree.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from tfdoctor.model import Finding, Severity, Sourced, major_minor
from tfdoctor.probes.cuda import Package, conda_cuda_packages, toolkit_dirs
from tfdoctor.probes.host import Host, resolve
from tfdoctor.probes.libraries import Library, LibraryScan, find_libraries
from tfdoctor.probes.python_env import distributions, site_dirs
from tfdoctor.probes.tf_loader import runpath_pick
from tfdoctor.records import frozen

# cuDNN 8+ keeps the version macros in cudnn_version.h; cuDNN <= 7 in cudnn.h itself
# (fixtures-real/cudnn-header/). Lines may start with spaces.
HEADER_NAMES = ("cudnn_version.h", "cudnn.h")
_DEFINE = r"(?m)^\s*#\s*define\s+CUDNN_(MAJOR|MINOR|PATCHLEVEL)\s+(\d+)\b"  # compiled when used
# pip: nvidia-cudnn-cu11 / -cu12 / -cu13; the dist version has a 4th build part
# (9.3.0.75 is cuDNN 9.3.0; fixtures-real/wheel-layouts/nvidia-cudnn-*).
_PIP_CUDNN = re.compile(r"^nvidia-cudnn(-cu\d+)?$")


@frozen
class CudnnHeader:
    """A cuDNN version header and the version its defines give."""

    path: str  # as the host sees it (the name that was looked up, not the symlink target)
    version: str | None  # MAJOR.MINOR.PATCHLEVEL, None when the defines are missing
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "version": self.version, "note": self.note}


@frozen
class CudnnInfo:
    """The cudnn probe's facts: its version, headers, libraries and packages."""

    version: Sourced | None  # best guess; see module doc for the order
    headers: tuple[CudnnHeader, ...]
    libraries: tuple[Library, ...]
    pip: tuple[Package, ...]
    conda: tuple[Package, ...]
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version.to_dict() if self.version else None,
            "headers": [h.to_dict() for h in self.headers],
            "libraries": [lib.to_dict() for lib in self.libraries],
            "pip": [p.to_dict() for p in self.pip],
            "conda": [p.to_dict() for p in self.conda],
            "notes": list(self.notes),
        }


def parse_header(text: str) -> str | None:
    """MAJOR.MINOR.PATCHLEVEL from cudnn_version.h / cudnn.h text; None if incomplete."""
    found = {k: v for k, v in re.findall(_DEFINE, text or "")}
    if {"MAJOR", "MINOR", "PATCHLEVEL"} <= found.keys():
        return f"{int(found['MAJOR'])}.{int(found['MINOR'])}.{int(found['PATCHLEVEL'])}"
    return None


def pip_cudnn_version(dist_version: str) -> str:
    """cuDNN's own version of a pip dist: the first three parts (9.3.0.75 -> 9.3.0)."""
    return ".".join(dist_version.split(".")[:3])


def _include_dirs(host: Host) -> list[Path]:
    dirs = [host.path("usr/include"), host.path("usr/include/x86_64-linux-gnu")]
    dirs += [base / "include" for base, _ in toolkit_dirs(host)]
    if host.getenv("CONDA_PREFIX"):
        prefix = host.path(host.getenv("CONDA_PREFIX") or "")
        dirs += [prefix / "include", prefix / "Library" / "include"]
    dirs += [site / "nvidia" / "cudnn" / "include" for site in site_dirs(host)]
    return dirs


def find_headers(host: Host) -> tuple[tuple[CudnnHeader, ...], list[str]]:
    """One header per include folder: cudnn_version.h, else cudnn.h (cuDNN <= 7)."""
    headers: list[CudnnHeader] = []
    notes: list[str] = []
    seen: set[Path] = set()
    for folder in _include_dirs(host):
        for name in HEADER_NAMES:
            p = folder / name
            if not (p.exists() or p.is_symlink()):
                continue
            shown = host.display(p)
            # Ubuntu debs make /usr/include/cudnn*.h alternatives symlinks into
            # /etc/alternatives (fixtures-real/cudnn-header/ubuntu-deb-*): follow them
            # inside the host's root.
            real = resolve(host, p)
            if real is None:
                notes.append(f"skipped {shown}: a broken symlink")
                continue
            if real in seen:
                break
            seen.add(real)
            text = host.read_text(real)
            if text is None:
                headers.append(CudnnHeader(shown, None, "could not be read"))
                break
            version = parse_header(text)
            if version is None and name == "cudnn_version.h":
                notes.append(f"{shown} has no CUDNN_MAJOR/MINOR/PATCHLEVEL defines")
                continue  # try cudnn.h in the same folder
            note = None if version else "no CUDNN_MAJOR/MINOR/PATCHLEVEL defines"
            headers.append(CudnnHeader(shown, version, note))
            break
    return tuple(headers), notes


def _best_version(
    lib: Library | None,
    pip: tuple[Package, ...],
    headers: tuple[CudnnHeader, ...],
    conda: tuple[Package, ...],
    how: str = "",
) -> Sourced | None:
    if lib and lib.version and lib.version.count(".") >= 2:
        return Sourced(lib.version, f"{lib.path} ({lib.origin}{how})")
    major = lib.version.split(".")[0] if lib and lib.version else None
    # A bare libcudnn.so.9 gives only the major: take the first other source that agrees.
    cands = [Sourced(pip_cudnn_version(p.version), f"pip {p.name} {p.version}") for p in pip]
    cands += [Sourced(h.version, h.path) for h in headers if h.version]
    cands += [Sourced(c.version, f"conda {c.name} {c.version}") for c in conda]
    for c in cands:
        if major is None or c.raw.split(".")[0] == major:
            return Sourced(c.raw, f"{c.source}; {lib.path} ({lib.origin}{how})") if how and lib else c
    if lib and lib.version:
        return Sourced(lib.version, f"{lib.path} ({lib.origin})")
    return None


def probe_cudnn(host: Host, libs: LibraryScan | None = None) -> CudnnInfo:
    scan = libs if libs is not None else find_libraries(host, site_dirs(host))
    headers, notes = find_headers(host)
    pip = tuple(
        Package(d.name, d.version, d.metadata_path)
        for d in distributions(host)
        if _PIP_CUDNN.match(d.name)
    )
    conda_all, conda_notes = conda_cuda_packages(host)
    conda = tuple(p for p in conda_all if p.name == "cudnn")
    cudnn_libs = scan.of("libcudnn")
    # what TensorFlow's own dlopen meets first (probes/tf_loader.py); else the loader's pick
    tf_lib, how = runpath_pick(host, scan, "libcudnn")
    lib = tf_lib or scan.pick("libcudnn") or scan.pick("libcudnn", origins=("pip", "conda"))
    version = None
    if tf_lib is not None and tf_lib.origin == "pip":
        # the header beside the library: the wheel that wrote it last (nvidia-cudnn-cu12 and
        # -cu13 both write nvidia/cudnn/lib/libcudnn.so.9; the review of the thirteenth session)
        wheel = os.path.dirname(os.path.dirname(tf_lib.path)) + "/include/"
        own = [h for h in headers if h.version and h.path.startswith(wheel)]
        if own:
            version = Sourced(own[0].version, f"{own[0].path}; {tf_lib.path} (pip{how})")
    return CudnnInfo(
        version=version or _best_version(lib, pip, headers, conda, how),
        headers=headers,
        libraries=cudnn_libs,
        pip=pip,
        conda=conda,
        notes=tuple(notes + conda_notes),
    )


def cudnn_findings(info: CudnnInfo) -> list[Finding]:
    """Probe-local findings: cuDNN sources on this host that name different versions.

    Common and often harmless (a pip wheel in a venv beside an old system deb), so it is
    only a note; the judge decides which one TensorFlow loads.
    """
    seen: dict[tuple[int, int], str] = {}
    for h in info.headers:
        mm = major_minor(h.version)
        if mm:
            seen.setdefault(mm, f"header {h.path}: {h.version}")
    for lib in info.libraries:
        if lib.name == "libcudnn" and lib.version and lib.version.count(".") >= 1:
            mm = major_minor(lib.version)
            if mm:
                seen.setdefault(mm, f"library {lib.path}: {lib.version}")
    for p in info.pip + info.conda:
        mm = major_minor(p.version)
        if mm:
            seen.setdefault(mm, f"package {p.name}: {p.version}")
    if len(seen) < 2:
        return []
    return [
        Finding(
            id="cudnn-sources-disagree",
            severity=Severity.INFO,
            title="More than one cuDNN version is installed",
            remedy=(
                "Keep the cuDNN your TensorFlow build expects and remove the others "
                "(`pip uninstall nvidia-cudnn-cu11`, `sudo apt-get remove libcudnn8`, ...), "
                "so headers, libraries and packages agree."
            ),
            evidence=tuple(seen.values()),
            values={"versions": [f"{a}.{b}" for a, b in sorted(seen)]},
        )
    ]
