"""CUDA toolkits on disk: where they are, which version, their nvcc/ptxas and libdevice.

Part of the cuda probe (facts only). Versions come from version.json, version.txt, the
dist-info/ folders of a toolkit assembled from pip wheels, or `nvcc --version`.
"""

from __future__ import annotations

import fnmatch
import json
import re
from pathlib import Path
from typing import Any

from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host, resolve
from tfdoctor.probes.host import which_in_root as which
from tfdoctor.probes.process import beside
from tfdoctor.records import frozen

# "Cuda compilation tools, release 12.5, V12.5.40": the same line in every nvcc and ptxas
# from CUDA 7.5 to 13.5, with or without the "Build cuda_..." line that CUDA 11.0 added
# (fixtures-real/nvcc/).
_RELEASE = re.compile(r"release\s+(?P<mm>\d+\.\d+),\s*V(?P<full>\d+(?:\.\d+)*)")
# version.txt of CUDA <= 11.0: one line "CUDA Version 10.2.89" (fixtures-real/cuda-version-txt/)
_VERSION_TXT = r"CUDA Version\s+(\d+(?:\.\d+)+)"  # strings: compiled when first used
# the "cuda" entry of version.json, for a file that is not valid JSON as a whole
_VERSION_JSON_CUDA = r'(?s)"cuda"\s*:\s*\{[^{}]*?"version"\s*:\s*"([^"]+)"'
# dist-info folders of pip-wheel-built toolkits ("nvidia_cuda_runtime-13.0.96.dist-info")
_DIST_INFO = re.compile(r"^(?P<name>[A-Za-z0-9_.]+?)-(?P<version>[0-9][^-]*)\.dist-info$")
# exec line of a wrapper script such as /usr/local/bin/nvcc: exec /usr/local/cuda-13.0/bin/nvcc "$@"
_EXEC_LINE = re.compile(r"^\s*exec\s+(\S+)", re.M)


@frozen
class Toolkit:
    """A CUDA toolkit on disk: its real folder, version, nvcc, ptxas and libdevice."""

    path: str  # the real folder, as the host sees it
    version: Sourced | None
    nvcc: Sourced | None
    ptxas: Sourced | None
    #: nvvm/libdevice/libdevice.10.bc: XLA needs it to compile GPU kernels
    has_libdevice: bool
    aliases: tuple[str, ...] = ()  # /usr/local/cuda, $CUDA_HOME ... that point here
    problems: tuple[str, ...] = ()  # unreadable or malformed version files

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "version": sourced_dict(self.version),
            "nvcc": sourced_dict(self.nvcc),
            "ptxas": sourced_dict(self.ptxas),
            "has_libdevice": self.has_libdevice,
            "aliases": list(self.aliases),
            "problems": list(self.problems),
        }


def sourced_dict(s: Sourced | None) -> dict[str, str] | None:
    return s.to_dict() if s else None


# -- parsers (pure) -----------------------------------------------------------------------
def parse_release(text: str) -> str | None:
    """The full version of `nvcc --version` / `ptxas --version` output ("12.5.40")."""
    m = _RELEASE.search(text or "")
    return m.group("full") if m else None


def parse_version_txt(text: str) -> str | None:
    m = re.search(_VERSION_TXT, text or "")
    return m.group(1) if m else None


def parse_version_json(text: str) -> tuple[str | None, str | None]:
    """(version, problem) of a toolkit's version.json ({"cuda": {"version": "12.8.2"}})."""
    if not (text or "").strip():
        return None, "is empty"
    try:
        data = json.loads(text)
    except ValueError:
        m = re.search(_VERSION_JSON_CUDA, text)
        return (m.group(1) if m else None), "is not valid JSON"
    cuda = data.get("cuda") if isinstance(data, dict) else None
    version = cuda.get("version") if isinstance(cuda, dict) else None
    if not isinstance(version, str) or not version.strip():
        return None, 'has no "cuda" -> "version" entry'
    return version.strip(), None


# -- toolkits -----------------------------------------------------------------------------
def toolkit_roots(host: Host) -> list[tuple[str, Path]]:
    """(how it was named, path) of every place a CUDA toolkit may be: $CUDA_HOME,
    $CUDA_PATH, /usr/local/cuda, /usr/local/cuda-*, /opt/cuda. Listed by name, not by
    glob: an image's ``cuda -> /usr/local/cuda-12.3`` looks broken to a plain glob."""
    named: list[tuple[str, Path]] = []
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if host.getenv(var):
            named.append((f"${var}", host.path(host.getenv(var) or "")))
    for folder, pattern in (("usr/local", "cuda"), ("usr/local", "cuda-*"), ("opt", "cuda")):
        for p in host.listdir(folder):
            if fnmatch.fnmatchcase(p.name, pattern):
                named.append((host.display(p), p))
    return named


def toolkit_dirs(host: Host) -> list[tuple[Path, tuple[str, ...]]]:
    """(real folder, aliases) of every CUDA toolkit candidate, in the order users name them."""
    named = toolkit_roots(host)
    out: dict[Path, list[str]] = {}
    for alias, p in named:
        real = resolve(host, p)
        if real is None or not real.is_dir() or not _looks_like_toolkit(real):
            continue
        aliases = out.setdefault(real, [])
        if alias != host.display(real) and alias not in aliases:
            aliases.append(alias)
    return [(real, tuple(aliases)) for real, aliases in out.items()]


def _looks_like_toolkit(d: Path) -> bool:
    marks = ("version.json", "version.txt", "bin/nvcc", "bin/nvcc.exe", "dist-info", "lib64",
             "include/cuda.h", "nvvm")  # fmt: skip
    return any((d / m).exists() for m in marks)


def _toolkit_version(host: Host, base: Path) -> tuple[Sourced | None, list[str]]:
    problems: list[str] = []
    vj = base / "version.json"
    if vj.exists():
        shown = host.display(vj)
        text = host.read_text(vj)
        if text is None:
            problems.append(f"{shown} could not be read")
        else:
            version, problem = parse_version_json(text)
            if problem:
                problems.append(f"{shown} {problem}")
            if version:
                return Sourced(version, shown), problems
    vt = base / "version.txt"
    if vt.exists():
        shown = host.display(vt)
        version = parse_version_txt(host.read_text(vt) or "")
        if version:
            return Sourced(version, shown), problems
        problems.append(f'{shown} has no "CUDA Version X.Y.Z" line')
    # Toolkits assembled from pip wheels (this is how a CUDA 13.0 toolkit without a driver
    # can be laid out) keep one dist-info folder per wheel; the runtime's version is the
    # toolkit's, then nvcc's.
    infos = {}
    for d in host.listdir(base / "dist-info"):
        m = _DIST_INFO.match(d.name)
        if m:
            infos[m.group("name").lower().replace(".", "_")] = (m.group("version"), d)
    for key in ("nvidia_cuda_runtime", "nvidia_cuda_nvcc"):
        if key in infos:
            version, d = infos[key]
            return Sourced(version, host.display(d)), problems
    return None, problems


def _tool_version(host: Host, exe: Path) -> Sourced | None:
    if not host.can_run or resolve(host, exe) is None:
        return None
    res = host.run([str(exe), "--version"], timeout=10)
    version = parse_release(res.output) if res.error is None else None
    return Sourced(version, f"{host.display(exe)} --version") if version else None


def probe_toolkit(host: Host, base: Path, aliases: tuple[str, ...] = ()) -> Toolkit:
    exe = ".exe" if host.platform == "win32" else ""
    ptxas = beside(_tool_version, host, base / "bin" / f"ptxas{exe}")  # while nvcc runs
    version, problems = _toolkit_version(host, base)
    return Toolkit(
        path=host.display(base),
        version=version,
        nvcc=_tool_version(host, base / "bin" / f"nvcc{exe}"),
        ptxas=ptxas(),
        has_libdevice=(base / "nvvm" / "libdevice" / "libdevice.10.bc").is_file(),
        aliases=aliases,
        problems=tuple(problems),
    )


def nvcc_on_path(host: Host, toolkits: tuple[Toolkit, ...]) -> tuple[Sourced | None, str | None]:
    found = which(host, "nvcc.exe" if host.platform == "win32" else "nvcc")
    if not found:
        return None, None
    exe, real = found
    owner = None
    for t in toolkits:
        if host.display(real).startswith(t.path.rstrip("/") + "/"):
            owner = t.path
    if owner is None and _is_small(real):
        # a wrapper script: exec /usr/local/cuda-13.0/bin/nvcc "$@"
        m = _EXEC_LINE.search(host.read_text(real) or "")
        target = resolve(host, host.path(m.group(1))) if m else None
        for t in toolkits:
            if target and host.display(target).startswith(t.path.rstrip("/") + "/"):
                owner = t.path
    version = _tool_version(host, exe)
    return (version or Sourced("unknown", host.display(exe))), owner


def _is_small(p: Path) -> bool:
    try:
        return p.stat().st_size < 4096
    except OSError:
        return False
