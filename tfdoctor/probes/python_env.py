"""Where a host keeps Python packages, and which distributions are installed there.

Read through importlib.metadata over explicit folders (never by importing anything),
so the same code inspects this interpreter, an unpacked image or a fixture tree.
"""

from __future__ import annotations

import site
import sys
from pathlib import Path

from tfdoctor.model import canonical_name
from tfdoctor.probes.host import Host
from tfdoctor.records import frozen


@frozen
class Dist:
    """One installed distribution, as its .dist-info folder names it."""

    name: str  # canonical ("tensorflow-cpu")
    version: str
    location: Path  # the site-packages folder it is installed in
    metadata_path: str  # the .dist-info folder, for evidence

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "version": self.version, "location": str(self.location)}


def site_dirs(host: Host) -> tuple[Path, ...]:
    """The site-packages folders to read on this host, in import order.

    Explicit ``host.python_sites`` win. A live host uses this interpreter's path (what
    a child `python -m` would import). Otherwise (an image, a fixture tree), the usual
    places under the root: the conda env named by CONDA_PREFIX, /usr/local and /usr.
    """
    if host.python_sites:
        return tuple(p for p in host.python_sites if p.is_dir())
    if host.live:
        seen: list[Path] = []
        candidates = [Path(p) for p in sys.path if p]
        try:
            candidates += [Path(p) for p in site.getsitepackages()]
        except AttributeError:  # some embedded interpreters lack it
            pass
        for p in candidates:
            if p.is_dir() and p not in seen and p.name in ("site-packages", "dist-packages"):
                seen.append(p)
        return tuple(seen)
    found: list[Path] = []
    prefixes = []
    if host.getenv("CONDA_PREFIX"):
        prefixes.append(host.getenv("CONDA_PREFIX") or "")
    if host.getenv("VIRTUAL_ENV"):
        prefixes.append(host.getenv("VIRTUAL_ENV") or "")
    prefixes += ["usr/local", "usr", "opt/conda"]
    for prefix in prefixes:
        for pattern in ("lib/python3*/site-packages", "lib/python3*/dist-packages"):
            for p in host.glob(f"{prefix.strip('/')}/{pattern}"):
                if p.is_dir() and p not in found:
                    found.append(p)
    return tuple(found)


_CACHE: dict[tuple[tuple[Path, int], ...], tuple[Dist, ...]] = {}


def _mtime(folder: Path) -> int:
    try:
        return folder.stat().st_mtime_ns
    except OSError:
        return -1


def _from_folder_name(entry: Path) -> tuple[str, str] | None:
    """("tensorflow", "2.21.0") from "tensorflow-2.21.0.dist-info".

    The .dist-info folder name is "{name}-{version}" with "-" escaped as "_" in the
    name (PEP 491 / the packaging guide's "Recording installed projects"), so it holds
    the same name and version as METADATA without parsing an email message per package.
    """
    stem, dot, suffix = entry.name.rpartition(".")
    if suffix != "dist-info" or not dot:
        return None
    name, sep, version = stem.partition("-")
    if not sep or not name or not version or "-" in version:
        return None
    return name, version


def _from_metadata(entry: Path) -> tuple[str, str] | None:
    """Name and version from METADATA/PKG-INFO headers (egg-info, odd folder names)."""
    for fname in ("METADATA", "PKG-INFO"):
        try:
            with open(entry / fname, encoding="utf-8", errors="replace") as fh:
                name = version = None
                for line in fh:
                    if not line.strip():
                        break  # end of the headers
                    key, _, value = line.partition(":")
                    if key == "Name":
                        name = value.strip()
                    elif key == "Version":
                        version = value.strip()
                if name and version:
                    return name, version
        except OSError:
            continue
    return None


def distributions(host: Host) -> tuple[Dist, ...]:
    """Every installed distribution, first one wins per name (as import would)."""
    dirs = site_dirs(host)
    # Cached per folder *and* its mtime: installing or removing a distribution changes
    # the folder's mtime, so a later call in the same process never sees a stale list.
    key = tuple((d, _mtime(d)) for d in dirs)
    if key in _CACHE:
        return _CACHE[key]
    out: dict[str, Dist] = {}
    for folder in dirs:
        try:
            entries = sorted(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if not entry.name.endswith((".dist-info", ".egg-info")):
                continue
            got = _from_folder_name(entry) or _from_metadata(entry)
            if got is None:
                continue
            name = canonical_name(got[0])
            if name not in out:
                out[name] = Dist(name, got[1], folder, str(entry))
    result = tuple(out.values())
    _CACHE[key] = result
    return result


def find_dist(dists: tuple[Dist, ...], name: str) -> Dist | None:
    wanted = canonical_name(name)
    for d in dists:
        if d.name == wanted:
            return d
    return None
