"""The seam between tfdoctor and the machine it inspects.

Probes never touch ``/proc``, ``os.environ`` or ``subprocess`` directly: they ask a
:class:`Host`. Tests point ``root`` at a fixture tree and give ``runner`` a fake that
replays real captured output; ``--root DIR`` points it at an unpacked image with
commands switched off.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tfdoctor.probes.process import (  # noqa: F401  (CommandResult: what Host.run returns)
    CommandResult,
    Runner,
    disabled_runner,
    subprocess_runner,
)
from tfdoctor.records import field, frozen

#: Bytes read from one file at most: /proc files and headers are small, a file that
#: is not is not one we want.
READ_LIMIT = 4 * 1024 * 1024


@frozen
class Host:
    """A filesystem root, an environment mapping and a command runner."""

    root: Path = Path("/")
    env: Mapping[str, str] = field(default_factory=dict)
    runner: Runner = disabled_runner
    #: site-packages folders to read distributions from; empty means "this interpreter's".
    python_sites: tuple[Path, ...] = ()
    #: True when this host is the machine tfdoctor runs on (so NVML, psutil and the
    #: TensorFlow child describe it). False for --root images and fixture trees.
    live: bool = False
    #: the platform the host runs ("linux", "win32", "darwin").
    platform: str = "linux"
    #: ``check --python PATH``: that interpreter's answer (probes/interpreter.py); None
    #: means the interpreter tfdoctor runs in.
    interpreter: Any = None

    @classmethod
    def local(cls) -> Host:
        env = dict(os.environ)
        return cls(
            root=Path("/"),
            env=env,
            runner=lambda argv, timeout: subprocess_runner(argv, timeout, env),
            live=True,
            platform=sys.platform,
        )

    @classmethod
    def image(cls, root: Path, python_sites: Sequence[Path] = ()) -> Host:
        """Another root filesystem, read only: no commands, no runtime probe."""
        return cls(root=Path(root), env={}, python_sites=tuple(Path(p) for p in python_sites))

    # -- files ---------------------------------------------------------------------
    def path(self, rel: str | os.PathLike[str]) -> Path:
        """The host path ``rel`` (absolute or not) under this host's root."""
        return self.root / os.fspath(rel).lstrip("/")

    def display(self, path: Path) -> str:
        """How a path under the root is shown to the user: as the host sees it."""
        if self.root == Path("/"):
            return str(path)
        try:
            return "/" + str(Path(path).relative_to(self.root))
        except ValueError:
            return str(path)

    def read_text(self, rel: str | os.PathLike[str] | Path) -> str | None:
        """The text of a file, or None if it is missing, a folder, or unreadable."""
        data = self.read_bytes(rel)
        return None if data is None else data.decode("utf-8", errors="replace")

    def read_bytes(self, rel: str | os.PathLike[str] | Path) -> bytes | None:
        p = rel if isinstance(rel, Path) and self._under_root(rel) else self.path(rel)
        try:
            with open(p, "rb") as fh:
                return fh.read(READ_LIMIT)
        except (OSError, ValueError):
            return None

    def _under_root(self, p: Path) -> bool:
        if self.root == Path("/"):
            return p.is_absolute()
        try:
            p.relative_to(self.root)
            return True
        except ValueError:
            return False

    def exists(self, rel: str | os.PathLike[str]) -> bool:
        try:
            return self.path(rel).exists()
        except OSError:
            return False

    def listdir(self, rel: str | os.PathLike[str] | Path) -> list[Path]:
        """Entries of a folder, sorted; [] if it is missing or unreadable."""
        p = rel if isinstance(rel, Path) and self._under_root(rel) else self.path(rel)
        try:
            return sorted(p.iterdir())
        except (OSError, ValueError):
            return []

    def glob(self, pattern: str) -> list[Path]:
        """Host paths matching an absolute glob pattern, sorted."""
        try:
            return sorted(self.root.glob(pattern.lstrip("/")))
        except (OSError, ValueError):
            return []

    # -- environment and commands --------------------------------------------------
    def getenv(self, name: str, default: str | None = None) -> str | None:
        return self.env.get(name, default)

    def which(self, name: str) -> str | None:
        """Find an executable on the host's PATH (under the root).

        Under another root, symlinks are resolved inside that root (which_in_root): an
        image's /usr/local/cuda -> /usr/local/cuda-12.3 must not land on this machine.
        """
        if self.root != Path("/"):
            found = which_in_root(self, name)
            return str(found[0]) if found else None
        for folder in (self.env.get("PATH") or "").split(os.pathsep):
            if not folder:
                continue
            candidate = self.path(folder) / name
            try:
                if candidate.is_file() and os.access(candidate, os.X_OK):
                    return str(candidate)
            except OSError:
                continue
        return None

    def run(self, argv: Sequence[str], timeout: float = 10.0) -> CommandResult:
        """Run a command on the host. Never raises."""
        try:
            return self.runner(list(argv), timeout)
        except Exception as exc:  # a broken fake or runner must not crash a probe
            return CommandResult(tuple(argv), error=f"os-error: {exc}")

    @property
    def can_run(self) -> bool:
        return self.runner is not disabled_runner


# -- paths inside a root that never escape it ---------------------------------------
#
# The OS follows an absolute symlink from the machine tfdoctor runs on: an image's
# ``/usr/local/cuda -> /usr/local/cuda-12.3`` (how the CUDA installers link it) would point
# at this machine's toolkit, or at nothing. These helpers follow links under ``host.root``.


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


def which_in_root(host: Host, name: str) -> tuple[Path, Path] | None:
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
