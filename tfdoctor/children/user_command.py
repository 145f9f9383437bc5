"""`tfdoctor explain -- COMMAND`: run the user's command, pass its output through live,
keep a copy, and explain it when it ends.

This is the one place explain runs a process: a list argv (never a shell), output read in
raw chunks so progress bars and partial lines appear as they are written.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from typing import IO

from tfdoctor.model import InputError
from tfdoctor.records import frozen


@frozen
class RunResult:
    argv: tuple[str, ...]
    returncode: int
    output: str

    @property
    def exit_status(self) -> int:
        """As a shell reports it: 128+N for a command killed by signal N."""
        return 128 - self.returncode if self.returncode < 0 else self.returncode


def _pump(src: IO[bytes], sink: IO[bytes], keep: list[bytes]) -> None:
    fd = src.fileno()
    while True:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        keep.append(chunk)
        try:
            sink.write(chunk)
            sink.flush()
        except (OSError, ValueError):  # the terminal went away: keep capturing
            pass


def run_command(argv: Sequence[str], *, stdout_to_stderr: bool = False) -> RunResult:
    """Run ``argv``; its stdout/stderr go live to ours (stdout to our stderr when we print
    JSON on stdout). Ctrl-C reaches the command too; what was captured is still explained."""
    if not argv:
        raise InputError("explain --: no command given")
    try:
        proc = subprocess.Popen(list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except FileNotFoundError:
        raise InputError(f"command not found: {argv[0]}") from None
    except OSError as exc:
        raise InputError(f"cannot run {argv[0]}: {exc.strerror or exc}") from None
    out_sink = sys.stderr.buffer if stdout_to_stderr else sys.stdout.buffer
    kept_out: list[bytes] = []
    kept_err: list[bytes] = []
    threads = [
        threading.Thread(target=_pump, args=(proc.stdout, out_sink, kept_out), daemon=True),
        threading.Thread(
            target=_pump, args=(proc.stderr, sys.stderr.buffer, kept_err), daemon=True
        ),
    ]
    for t in threads:
        t.start()
    try:
        rc = proc.wait()
    except KeyboardInterrupt:  # the child got the same SIGINT; let it finish dying
        rc = proc.wait()
    for t in threads:
        t.join()
    # stdout first, then stderr: TF's C++ log goes to stderr, the script's prints to stdout
    text = b"".join(kept_out).decode("utf-8", "replace") + b"".join(kept_err).decode(
        "utf-8", "replace"
    )
    if rc == -signal.SIGILL:  # the CPU-without-AVX crash prints nothing itself
        text += "\n[tfdoctor] the command was killed by signal 4: SIGILL\n"
    return RunResult(tuple(argv), rc, text)
