"""The seam between tfdoctor and the machine it inspects.

Probes never touch ``/proc``, ``os.environ`` or ``subprocess`` directly: they ask a
:class:`Host`. Tests point ``root`` at a fixture tree and give ``runner`` a fake that
replays real captured output; ``--root DIR`` points it at an unpacked image with
commands switched off.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

#: Bytes read from one file at most: /proc files and headers are small, a file that
#: is not is not one we want.
READ_LIMIT = 4 * 1024 * 1024


@dataclass(frozen=True)
class CommandResult:
    """What running one external command gave. Never raises; ``error`` says why not."""

    argv: tuple[str, ...]
    returncode: int | None = None
    stdout: str = ""
    stderr: str = ""
    #: None when the command ran to an exit code; else one of
    #: "not-found", "timeout", "permission-denied", "disabled", "os-error: ...".
    error: str | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None and self.returncode == 0

    @property
    def output(self) -> str:
        return self.stdout + self.stderr

    @property
    def signal_name(self) -> str | None:
        return signal_name_of(self.returncode)


def signal_name_of(returncode: int | None) -> str | None:
    """The signal that killed a process (subprocess reports it as returncode -N)."""
    if returncode is not None and returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return None


Runner = Callable[[Sequence[str], float], CommandResult]


def _decode(data: bytes | None) -> str:
    # Command output is not always UTF-8 (a localised driver message, a corrupt tool):
    # replace, never raise.
    return (data or b"").decode("utf-8", errors="replace")


def subprocess_runner(
    argv: Sequence[str], timeout: float, env: Mapping[str, str] | None = None
) -> CommandResult:
    """Run ``argv`` (a list, never a shell string) with a hard timeout.

    The command gets its own session so that, on timeout, the whole process group is
    killed: a hung ``nvidia-smi`` that forked a helper must not keep our pipes open.
    """
    argv = tuple(str(a) for a in argv)
    start = time.monotonic()
    try:
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env) if env is not None else None,
            start_new_session=True,
        )
    except FileNotFoundError:
        return CommandResult(argv, error="not-found")
    except PermissionError:
        return CommandResult(argv, error="permission-denied")
    except OSError as exc:
        return CommandResult(argv, error=f"os-error: {exc.strerror or exc}")
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        try:
            out, err = proc.communicate(timeout=2)
        except subprocess.TimeoutExpired:
            out, err = b"", b""
        return CommandResult(
            argv,
            returncode=proc.returncode,
            stdout=_decode(out),
            stderr=_decode(err),
            error="timeout",
            seconds=time.monotonic() - start,
        )
    return CommandResult(
        argv,
        returncode=proc.returncode,
        stdout=_decode(out),
        stderr=_decode(err),
        seconds=time.monotonic() - start,
    )


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        try:
            proc.kill()
        except OSError:
            pass


def disabled_runner(argv: Sequence[str], timeout: float) -> CommandResult:
    """The runner of a host whose commands must not run (``--root`` inspection)."""
    return CommandResult(tuple(argv), error="disabled")


@dataclass(frozen=True)
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

        Under another root, symlinks are resolved inside that root (rootfs.which): an
        image's /usr/local/cuda -> /usr/local/cuda-12.3 must not land on this machine.
        """
        if self.root != Path("/"):
            from tfdoctor.probes.rootfs import which as which_in_root

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
