"""Which CUDA-family file TensorFlow's own ``dlopen`` meets first, as glibc searches.

TensorFlow (libtensorflow_framework.so.2, which defines its library loader and imports
dlopen) asks for one exact name: ``libcudnn.so.<its build's cuDNN major>``,
``libcudart.so.<its CUDA major>``. glibc looks for that name in the caller's DT_RPATH
(only when it has no DT_RUNPATH), then LD_LIBRARY_PATH, then its DT_RUNPATH, then the ld.so
cache and the default folders (ld.so(8), "Search order"); a folder that holds another major
is passed over. TensorFlow >= 2.14's RUNPATH names the pip ``nvidia/*/lib`` folders
(probes/elf.py), so a wheel's cuDNN outranks a system one: what a real H200 machine showed
(docs/gpu-verify.md). The review of the thirteenth session (tests/data/review/s13-review-a.md)
found the exact name, DT_RPATH's place and a symlinked framework: each is modelled here.
"""

from __future__ import annotations

import os
from pathlib import Path

from tfdoctor.probes.elf import search_path
from tfdoctor.probes.host import Host
from tfdoctor.probes.libraries import Library, LibraryScan
from tfdoctor.probes.python_env import site_dirs

#: TensorFlow's own library (Linux wheels >= 2.0) and the build facts beside it
TF_FRAMEWORK = "tensorflow/libtensorflow_framework.so.2"
BUILD_INFO = "tensorflow/python/platform/build_info.py"
#: build_info's key for each family's major (TF >= 2.3; TF 2.1-2.2 add "_number")
_KEYS = {"libcudnn": "cudnn_version", "libcudart": "cuda_version"}


def wanted_soname(host: Host, site: Path, family: str) -> str | None:
    """``libcudnn.so.9``: the name this TensorFlow's build asks for; None when unknown."""
    key = _KEYS.get(family)
    text = host.read_text(site / BUILD_INFO) if key else None
    if not text:
        return None
    from tfdoctor.probes.tf_build import parse_build_info

    try:
        info = parse_build_info(text)
    except (SyntaxError, ValueError):
        return None
    major = str(info.get(key) or info.get(f"{key}_number") or "").split(".")[0]
    return f"{family}.so.{major}" if major.isdigit() else None


def _under(host: Host, folder: str) -> str:
    root = str(host.root).rstrip("/")
    if not root or folder == root or folder.startswith(root + "/"):
        return folder
    return str(host.path(folder))


def _framework(host: Host, owner: str) -> tuple[Path, Path] | None:
    for site in site_dirs(host):
        if os.path.isfile(site / owner):  # (os.path: an unreadable folder is no crash)
            return site, site / owner
    return None


def runpath_pick(
    host: Host, scan: LibraryScan, family: str, owner: str = TF_FRAMEWORK,
    soname: str | None = None,
) -> tuple[Library | None, str]:
    """(the library ``owner``'s dlopen of ``soname`` loads, how it was reached); (None, "")
    when ``owner`` is not installed, its search path is unreadable, or the name is unknown."""
    found = _framework(host, owner)
    if found is None:
        return None, ""
    site, obj = found
    soname = soname or wanted_soname(host, site, family)
    kind_dirs = search_path(obj)
    if soname is None or kind_dirs is None:
        return None, ""
    kind, dirs = kind_dirs
    # $ORIGIN's folders are already under the host's root; an absolute folder of the RUNPATH
    # (/usr/local/cuda/lib64) is the image's, not this machine's (check --root)
    dirs = tuple(_under(host, d) for d in dirs)
    ld = [str(host.path(d)) for d in (host.getenv("LD_LIBRARY_PATH") or "").split(":") if d]
    order = [(d, "TensorFlow's RPATH") for d in dirs] if kind == "rpath" else []
    order += [(d, "LD_LIBRARY_PATH") for d in ld]
    order += [(d, "TensorFlow's RUNPATH") for d in dirs] if kind == "runpath" else []
    libs = [lib for lib in scan.of(family) if family != "libcudnn" or lib.name == "libcudnn"]
    for folder, how in order:
        if not os.path.exists(os.path.join(folder, soname)):
            continue  # glibc passes over a folder without that exact name
        real = os.path.realpath(folder)
        for lib in libs:
            here = os.path.realpath(os.path.dirname(host.path(lib.path)))
            if here == real and soname in (lib.soname, os.path.basename(lib.path)):
                return lib, f"; on {how}"
        # a file the scan did not list (a folder only TensorFlow's RUNPATH names): still the
        # one that loads, by its SONAME's major
        path = Path(folder) / soname
        return Library(family, soname, host.display(path), soname.rsplit(".so.", 1)[1],
                       "runpath", False), f"; on {how}"
    # none on those paths: the ld.so cache and default folders, by that exact name
    cached = [lib for lib in libs if lib.on_loader_path and lib.origin != "ld-library-path"]
    for lib in cached:
        if soname in (lib.soname, os.path.basename(lib.path)):
            return lib, ""
    return None, ""
