"""The CUDA probe: toolkits (see toolkit.py), pip and conda CUDA packages, the runtime.

Facts only; the judge compares them with the matrix (TF build vs driver, missing
libraries). The one finding made here, ``cuda-toolkit-unreadable``, is about a file this
probe could not read.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tfdoctor.model import Finding, Severity, Sourced
from tfdoctor.probes.cuda_toolkit import (  # noqa: F401  (parsers re-exported for callers and tests)
    Toolkit,
    nvcc_on_path,
    parse_release,
    parse_version_json,
    parse_version_txt,
    probe_toolkit,
    sourced_dict,
    toolkit_dirs,
)
from tfdoctor.probes.host import Host
from tfdoctor.probes.libraries import Library, LibraryScan, find_libraries
from tfdoctor.probes.process import beside
from tfdoctor.probes.python_env import Dist, distributions, site_dirs
from tfdoctor.probes.tf_loader import runpath_pick
from tfdoctor.records import frozen

#: pip distributions that carry CUDA (11/12: -cu11/-cu12 suffix; 13: no suffix).
_PIP_PREFIXES = ("nvidia-cuda-", "nvidia-cublas", "nvidia-cufft", "nvidia-curand",
                 "nvidia-cusolver", "nvidia-cusparse", "nvidia-cudnn", "nvidia-nccl",
                 "nvidia-nvjitlink", "nvidia-nvtx", "nvidia-nvvm", "nvidia-cufile")  # fmt: skip
#: conda packages that carry CUDA: defaults' cudatoolkit, conda-forge/nvidia split packages
#: (cuda-cudart, cuda-nvcc, cuda-version, libcublas...), cudnn, nccl
#: (fixtures-real/conda-list/).
_CONDA_NAMES = r"^(cudatoolkit|cudnn|nccl|cuda-[a-z0-9_-]+|cuda|libcu[a-z]+|libnvjitlink|tensorrt)$"


@frozen
class Package:
    """An installed pip distribution or conda package."""

    name: str
    version: str
    source: str  # where it was read (a dist-info or conda-meta path)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "version": self.version, "source": self.source}


@frozen
class CudaInfo:
    """The cuda probe's facts: toolkits, nvcc on PATH, CUDA packages, libraries."""

    toolkits: tuple[Toolkit, ...]
    nvcc_on_path: Sourced | None  # version of the nvcc found on PATH; source = its path
    nvcc_toolkit: str | None  # the toolkit that nvcc belongs to, when known
    pip_packages: tuple[Package, ...]
    conda_packages: tuple[Package, ...]
    libraries: LibraryScan
    runtime_version: Sourced | None  # the libcudart the loader would pick
    notes: tuple[str, ...] = ()
    #: libdevice.10.bc shipped by pip wheels (nvidia-cuda-nvcc-cu11/cu12 put it under
    #: nvidia/cuda_nvcc/nvvm/libdevice; fixtures-real/wheel-layouts/nvidia-cuda-nvcc-*)
    pip_libdevice: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "toolkits": [t.to_dict() for t in self.toolkits],
            "nvcc_on_path": sourced_dict(self.nvcc_on_path),
            "nvcc_toolkit": self.nvcc_toolkit,
            "pip_packages": [p.to_dict() for p in self.pip_packages],
            "conda_packages": [p.to_dict() for p in self.conda_packages],
            "libraries": self.libraries.to_dict(),
            "runtime_version": sourced_dict(self.runtime_version),
            "notes": list(self.notes),
            "pip_libdevice": list(self.pip_libdevice),
        }


# -- packages -----------------------------------------------------------------------------
def pip_cuda_packages(dists: tuple[Dist, ...]) -> tuple[Package, ...]:
    return tuple(
        Package(d.name, d.version, d.metadata_path)
        for d in dists
        if d.name.startswith(_PIP_PREFIXES)
    )


def conda_cuda_packages(host: Host) -> tuple[tuple[Package, ...], list[str]]:
    """CUDA packages of the active conda env, read from conda-meta/*.json."""
    prefix = host.getenv("CONDA_PREFIX")
    if not prefix:
        return (), []
    out: list[Package] = []
    notes: list[str] = []
    for f in host.glob(f"{prefix.strip('/')}/conda-meta/*.json"):
        # conda names the file <name>-<version>-<build>.json; skip others before parsing
        if not re.match(_CONDA_NAMES, f.name.rsplit("-", 2)[0]):
            continue
        try:
            data = json.loads(host.read_text(f) or "")
            name, version = data["name"], data["version"]
        except (ValueError, KeyError, TypeError):
            notes.append(f"skipped {host.display(f)}: not a conda-meta record")
            continue
        if isinstance(name, str) and isinstance(version, str) and re.match(_CONDA_NAMES, name):
            out.append(Package(name, version, host.display(f)))
    return tuple(out), notes


# -- the probe ----------------------------------------------------------------------------
def _runtime_version(
    host: Host, scan: LibraryScan, toolkits: tuple[Toolkit, ...], pip: tuple[Package, ...]
) -> Sourced | None:
    # what TensorFlow's own RUNPATH finds first (probes/elf.py), else the loader's pick,
    # else what TF >= 2.14 finds in pip wheels, else a conda env's
    tf_lib, how = runpath_pick(host, scan, "libcudart")
    lib: Library | None = (
        tf_lib or scan.pick("libcudart") or scan.pick("libcudart", origins=("pip", "conda"))
    )
    if lib is None:
        return None
    where = f"{lib.path} ({lib.origin}{how})"
    if lib.version and lib.version.count(".") >= 2:
        return Sourced(lib.version, where)
    if lib.origin == "pip":
        # the wheel's dist version is the runtime's (nvidia-cuda-runtime-cu12 12.5.82)
        for p in pip:
            if p.name.startswith("nvidia-cuda-runtime"):
                if lib.version and not p.version.startswith(lib.version.split(".")[0]):
                    continue
                return Sourced(p.version, f"{where}; {p.name} {p.version}")
    for t in toolkits:
        if t.version and lib.path.startswith(t.path.rstrip("/") + "/"):
            return Sourced(t.version.raw, f"{where}; {t.version.source}")
    return Sourced(lib.version, where) if lib.version else None


def probe_cuda(host: Host, libs: LibraryScan | None = None) -> CudaInfo:
    # `ldconfig -p` and `nvcc --version` are waits on other processes: side by side
    scanned = beside(find_libraries, host, site_dirs(host)) if libs is None else None
    toolkits = tuple(probe_toolkit(host, base, aliases) for base, aliases in toolkit_dirs(host))
    nvcc, owner = nvcc_on_path(host, toolkits)
    pip = pip_cuda_packages(distributions(host))
    conda, notes = conda_cuda_packages(host)
    scan = scanned() if scanned is not None else libs
    return CudaInfo(
        toolkits=toolkits,
        nvcc_on_path=nvcc,
        nvcc_toolkit=owner,
        pip_packages=pip,
        conda_packages=conda,
        libraries=scan,
        runtime_version=_runtime_version(host, scan, toolkits, pip),
        notes=tuple(notes),
        pip_libdevice=tuple(
            host.display(p)
            for site in site_dirs(host)
            for p in sorted(site.glob("nvidia/*/nvvm/libdevice/libdevice.10.bc"))
        ),
    )


def cuda_findings(info: CudaInfo) -> list[Finding]:
    """Probe-local findings: a toolkit whose version files could not be read."""
    bad = [(t, p) for t in info.toolkits for p in t.problems]
    if not bad:
        return []
    # NVIDIA's apt/dnf repositories name the toolkit package cuda-toolkit-X-Y
    # (https://docs.nvidia.com/cuda/cuda-installation-guide-linux/).
    m = re.search(r"cuda-(\d+)\.(\d+)$", bad[0][0].path)
    reinstall = (
        f"`sudo apt-get install --reinstall cuda-toolkit-{m.group(1)}-{m.group(2)}` "
        "(or rerun the installer you used)"
        if m
        else "rerun the installer you used"
    )
    return [
        Finding(
            id="cuda-toolkit-unreadable",
            severity=Severity.WARNING,
            title="A CUDA toolkit's version file is unreadable or malformed",
            remedy=(
                f"Reinstall the toolkit to restore its version file: {reinstall}. "
                "Meanwhile `nvcc --version` shows which toolkit it is."
            ),
            evidence=tuple(p for _, p in bad),
            values={"toolkits": sorted({t.path for t, _ in bad})},
        )
    ]
