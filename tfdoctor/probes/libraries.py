"""Which CUDA-family shared libraries a host has, and whether the dynamic loader sees them.

A fact-finder for the cuda and cudnn probes: it lists files and the loader's cache, and
never judges. ``on_loader_path`` answers one narrow question: would ld.so's generic search
(LD_LIBRARY_PATH, the ld.so cache, the default folders) find this file by name? pip wheel
and conda libraries may still be found by the program itself (TensorFlow >= 2.14 adds
site-packages/nvidia/*/lib on its own; conda's python has an RPATH into $CONDA_PREFIX/lib),
so they keep their ``origin`` and the judge decides.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tfdoctor.probes.cuda_toolkit import toolkit_roots
from tfdoctor.probes.host import Host, resolve
from tfdoctor.probes.library_names import family_of
from tfdoctor.probes.python_env import site_dirs
from tfdoctor.records import frozen, replace

#: Origins, in the order the loader (or the user) would meet them.
ORIGINS = ("ld-library-path", "ldconfig", "system-dir", "path", "conda", "pip", "toolkit",
           "runpath")  # (the last: a folder only TensorFlow's own RUNPATH names, tf_loader.py)

#: ld.so's default folders as Debian/Ubuntu (multiarch), Fedora/RHEL (lib64) and WSL2 lay
#: them out; /usr/lib/wsl/lib is where WSL2 mounts the Windows driver's libcuda
#: (fixtures-real/lib-listings/wsl2-*).
SYSTEM_DIRS = (
    "lib/x86_64-linux-gnu",
    "usr/lib/x86_64-linux-gnu",
    "lib/aarch64-linux-gnu",
    "usr/lib/aarch64-linux-gnu",
    "lib64",
    "usr/lib64",
    "usr/lib",
    "usr/lib/wsl/lib",
)

_LDCONFIG_LINE = re.compile(r"^\s*(?P<name>\S+)\s+\((?P<flags>[^)]*)\)\s+=>\s+(?P<path>\S.*?)\s*$")


@frozen
class Library:
    """One shared library file (or ld.so cache entry) of a CUDA family."""

    name: str  # the family stem: "libcudart", "libcudnn_ops"
    soname: str  # the name the loader looks up: the cache key, or the file name
    path: str  # as the host sees it (/usr/local/cuda-12.3/lib64/libcudart.so.12)
    version: str | None  # from the (symlink-resolved) file name: 12.5.82, 9.3.0, 11.0
    origin: str  # one of ORIGINS
    on_loader_path: bool

    @property
    def family(self) -> str:
        """``libcudnn`` for every split cuDNN library, else the stem."""
        return "libcudnn" if self.name.startswith("libcudnn") else self.name

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "soname": self.soname,
            "path": self.path,
            "version": self.version,
            "origin": self.origin,
            "on_loader_path": self.on_loader_path,
        }


@frozen
class LibraryScan:
    """The CUDA-family libraries found, in the order the loader meets them."""

    libraries: tuple[Library, ...] = ()
    #: what was skipped and why (a broken symlink, an unreadable folder, ldconfig missing)
    notes: tuple[str, ...] = ()
    #: True when `ldconfig -p` ran and its cache listing was read
    ldconfig_read: bool = False

    def of(self, family: str) -> tuple[Library, ...]:
        return tuple(lib for lib in self.libraries if lib.family == family)

    def pick(self, family: str, origins: Iterable[str] | None = None) -> Library | None:
        """The library of ``family`` the generic loader meets first (or, with ``origins``,
        the first from those origins). Versioned files win over bare dev symlinks."""
        wanted = tuple(origins) if origins is not None else None
        cands = [
            lib
            for lib in self.of(family)
            if (lib.on_loader_path if wanted is None else lib.origin in wanted)
            and (family != "libcudnn" or lib.name == "libcudnn")
        ]
        # stable sort, so loader order holds within a rank: a name with its version
        # (libcudnn.so.8) before a dev symlink (libcudnn.so), before one with none
        cands.sort(
            key=lambda lib: (lib.version is None, (family_of(lib.soname) or ("", None))[1] is None)
        )
        return cands[0] if cands else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "libraries": [lib.to_dict() for lib in self.libraries],
            "notes": list(self.notes),
            "ldconfig_read": self.ldconfig_read,
        }


def _ldconfig_listing(host: Host) -> tuple[list[tuple[str, str]], list[str]]:
    """(cache name, host path) pairs from `ldconfig -p`, and notes."""
    if not host.can_run:
        return [], []
    res = host.run(["ldconfig", "-p"], timeout=5)
    if res.error == "not-found":
        # /sbin is not on a normal user's PATH on older distributions
        res = host.run(["/sbin/ldconfig", "-p"], timeout=5)
    if not res.ok:
        why = res.error or f"exit {res.returncode}"
        return [], [f"ldconfig -p did not run ({why}); the loader cache was not read"]
    return parse_ldconfig(res.stdout), []


def parse_ldconfig(text: str) -> list[tuple[str, str]]:
    """CUDA-family entries of `ldconfig -p` output ("\\tlibcudart.so.12 (libc6,x86-64) =>
    /usr/local/cuda-12.3/lib64/libcudart.so.12"); the count header and others are skipped."""
    out = []
    for line in text.splitlines():
        m = _LDCONFIG_LINE.match(line)
        if m and family_of(m.group("name")):
            out.append((m.group("name"), m.group("path")))
    return out


def _conf_dirs(host: Host) -> list[str]:
    """Folders named in /etc/ld.so.conf(.d): what the cache holds once ldconfig has run.
    Used only when ldconfig itself cannot run (an image under --root)."""
    dirs: list[str] = []
    files = [host.path("etc/ld.so.conf")] + host.glob("etc/ld.so.conf.d/*.conf")
    for f in files:
        for line in (host.read_text(f) or "").splitlines():
            line = line.split("#", 1)[0].strip()
            if line.startswith("/") and line not in dirs:
                dirs.append(line)
    return dirs


def _toolkit_lib_dirs(host: Host) -> list[Path]:
    dirs: list[Path] = []
    for _, base in toolkit_roots(host):
        real = resolve(host, base)
        if real is not None:
            dirs += [real / "lib64", real / "lib", *sorted(real.glob("targets/*/lib"))]
    return dirs


def _pip_lib_dirs(host: Host) -> list[Path]:
    # CUDA 11/12 wheels: site-packages/nvidia/<component>/lib; CUDA 13 wheels:
    # site-packages/nvidia/cu13/lib (fixtures-real/wheel-layouts/).
    dirs: list[Path] = []
    for site in site_dirs(host):
        dirs += sorted(site.glob("nvidia/*/lib"))
    return dirs


def find_libraries(host: Host, sites: Iterable[Path] | None = None) -> LibraryScan:
    """Every CUDA-family library the host has, in the order the loader would meet them.

    ``sites``: site-packages folders to look for pip wheels in (default: those of
    ``tfdoctor.probes.python_env.site_dirs(host)``).
    """
    notes: list[str] = []
    found: dict[str, Library] = {}  # keyed by host path; first origin wins
    loader_dirs: set[str] = set()
    #: real folder -> its CUDA-family names: /lib/x86_64-linux-gnu and
    #: /usr/lib/x86_64-linux-gnu are one folder of ~1,000 files on a merged-/usr system
    listed: dict[str, list[str]] = {}

    def add_file(
        p: Path, origin: str, on_loader: bool, soname: str | None = None, parent: Path | None = None
    ) -> None:
        """``parent``: p's folder with its links already resolved, when the caller has it."""
        fam = family_of(p.name)
        if fam is None:
            return
        shown = host.display(p)
        real = resolve(host, p)
        if real is None and (p.is_symlink() or p.exists()):
            notes.append(f"skipped {shown}: a broken symlink")
            return
        if real is not None and real.is_dir():
            return
        version = fam[1]
        if real is not None:
            real_fam = family_of(real.name)
            if real_fam and real_fam[1] and len(real_fam[1]) > len(version or ""):
                version = real_fam[1]  # libcudnn.so.9 -> libcudnn.so.9.6.0
        # One entry per file name in a real folder: /usr/local/cuda/lib64 and
        # /usr/local/cuda-12.3/targets/x86_64-linux/lib are often the same folder, while
        # libcudnn.so.9 and libcudnn.so.9.6.0 are two names the loader treats apart.
        parent = parent or resolve(host, p.parent)
        key = str((parent or p.parent) / p.name)
        if key in found:
            old = found[key]
            if on_loader and not old.on_loader_path:
                found[key] = replace(old, on_loader_path=True, origin=origin)
            return
        found[key] = Library(fam[0], soname or p.name, shown, version, origin, on_loader)

    def scan_dir(d: Path, origin: str, on_loader: bool, named: bool = False) -> None:
        real = resolve(host, d)
        if real is None:
            # a folder the user named (LD_LIBRARY_PATH, PATH) is worth a note; the
            # usual places we merely try are not
            if named or d.is_symlink():
                notes.append(f"skipped {host.display(d)}: missing or a broken symlink")
            return
        if not real.is_dir():
            notes.append(f"skipped {host.display(d)}: not a folder")
            return
        key = str(real)
        if on_loader:
            loader_dirs.add(key)
        names = listed.get(key)
        if names is None:
            try:
                # plain names, filtered before any Path is built: system lib folders hold
                # thousands of files, and sorting Path objects alone cost ~30 ms here
                names = sorted(n for n in os.listdir(real) if family_of(n) is not None)
            except OSError as exc:
                notes.append(f"skipped {host.display(d)}: {exc.strerror or exc}")
                return
            listed[key] = names
        for name in names:
            add_file(real / name, origin, on_loader or key in loader_dirs, parent=real)

    windows = host.platform == "win32"
    cache: list[tuple[str, str]] = []
    if windows:
        # Windows finds DLLs on PATH (and CUDA_PATH\bin when it is there).
        for folder in (host.getenv("PATH") or "").split(";"):
            if folder.strip():
                scan_dir(host.path(folder.strip()), "path", True, named=True)
        scan_dir(host.path("Windows/System32"), "system-dir", True)
    else:
        for folder in (host.getenv("LD_LIBRARY_PATH") or "").split(":"):
            if folder.strip():
                scan_dir(host.path(folder.strip()), "ld-library-path", True, named=True)
        cache, more = _ldconfig_listing(host)
        notes += more
        for name, path in cache:
            p = host.path(path)
            if p.is_symlink() or p.exists():
                add_file(p, "ldconfig", True, soname=name)
            else:  # the cache names it; the file is gone or the cache is stale
                fam = family_of(Path(path).name) or family_of(name)
                if fam and str(p) not in found:
                    found[str(p)] = Library(fam[0], name, path, fam[1], "ldconfig", True)
        if not cache:
            for folder in _conf_dirs(host):
                scan_dir(host.path(folder), "ldconfig", True)
        for folder in SYSTEM_DIRS:
            scan_dir(host.path(folder), "system-dir", True)
    if host.getenv("CONDA_PREFIX"):
        conda = host.path(host.getenv("CONDA_PREFIX") or "")
        scan_dir(conda / ("Library/bin" if windows else "lib"), "conda", False)
    pip_dirs = (
        [d for s in sites for d in sorted(Path(s).glob("nvidia/*/lib"))]
        if sites is not None
        else _pip_lib_dirs(host)
    )
    for d in pip_dirs:
        scan_dir(d, "pip", False)
    for d in _toolkit_lib_dirs(host):
        if d.exists() or d.is_symlink():
            scan_dir(d, "toolkit", False)
    ordered = sorted(found.values(), key=lambda lib: ORIGINS.index(lib.origin))
    return LibraryScan(tuple(ordered), tuple(notes), ldconfig_read=bool(cache))
