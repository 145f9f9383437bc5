"""Path operations inside a host's root that never escape it.

The OS follows an absolute symlink from the machine tfdoctor runs on: an image's
``/usr/local/cuda -> /usr/local/cuda-12.3`` (how the CUDA installers link it) would point
at this machine's toolkit, or at nothing. These helpers follow links under ``host.root``.
"""

from __future__ import annotations

import os
from pathlib import Path

from tfdoctor.probes.host import Host


def resolve(host: Host, p: Path, limit: int = 40) -> Path | None:
    """The real path of ``p`` (a path under ``host.root``), following symlinks inside the
    root: an image's ``/usr/local/cuda -> /usr/local/cuda-12.3`` must not escape to the
    machine running tfdoctor. None when broken, looping or unreadable."""
    root = host.root
    try:
        parts = list(p.relative_to(root).parts)
    except ValueError:
        return None
    cur = root
    hops = 0
    try:
        while parts:
            part = parts.pop(0)
            if part in ("", "."):
                continue
            if part == "..":
                cur = cur.parent if cur != root else root
                continue
            nxt = cur / part
            if nxt.is_symlink():
                hops += 1
                if hops > limit:
                    return None
                target = Path(os.readlink(nxt))
                if target.is_absolute():
                    cur = root
                    parts = list(target.parts[1:]) + parts
                else:
                    parts = list(target.parts) + parts
                continue
            cur = nxt
        return cur if cur.exists() else None
    except (OSError, ValueError):
        return None


def which(host: Host, name: str) -> tuple[Path, Path] | None:
    """(as found on PATH, real file) of an executable. Host.which follows symlinks with
    the OS, so an image's /usr/local/cuda -> /usr/local/cuda-12.3 would escape its root."""
    sep = ";" if host.platform == "win32" else ":"
    for folder in (host.getenv("PATH") or "").split(sep):
        if not folder.strip():
            continue
        candidate = host.path(folder.strip()) / name
        real = resolve(host, candidate)
        if real is not None and real.is_file() and os.access(real, os.X_OK):
            return candidate, real
    return None
