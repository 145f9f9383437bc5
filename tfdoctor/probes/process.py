"""Running one external command on the machine: a list argv, a hard timeout, never raises.

The only place (with children/runner.py) that starts a process; ``Host.run`` calls it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
import typing
from collections.abc import Mapping, Sequence

from tfdoctor.records import frozen


@frozen
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


#: typing's generics, not collections.abc's: the TensorFlow children import this module
#: under the user's own Python (`check --python`, TF 2.11 supports 3.7), where
#: ``collections.abc.Callable[...]`` fails at runtime before Python 3.9.
Runner = typing.Callable[[typing.Sequence[str], float], CommandResult]


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


T = typing.TypeVar("T")


def beside(
    fn: typing.Callable[..., T], *args: typing.Any, **kwargs: typing.Any
) -> typing.Callable[[], T]:
    """Start ``fn(*args, **kwargs)`` in a thread, for work that mostly waits on another
    process; the callable returned waits for its result, or raises its exception, as
    ``concurrent.futures`` would (whose import, with logging's, costs ~4 ms)."""
    done: list[tuple[bool, typing.Any]] = []

    def run() -> None:
        try:
            done.append((True, fn(*args, **kwargs)))
        except BaseException as exc:  # handed to the caller, as Future.result() does
            done.append((False, exc))

    # a daemon: Ctrl-C while the command it waits on hangs does not wait for its timeout
    thread = threading.Thread(target=run, name=getattr(fn, "__name__", "beside"), daemon=True)
    thread.start()

    def result() -> T:
        thread.join()
        ok, value = done[0]
        if not ok:
            raise value
        return value

    return result
