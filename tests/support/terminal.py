"""Run tfdoctor as a user would: its output into a pipe, or into a real pseudo-terminal.

``in_pty`` gives the command a pty from ``os.openpty()`` as stdin, stdout and stderr, so
``isatty()`` is true in it exactly as in a terminal window; ``screen`` replays what it
wrote the way a terminal shows it (carriage returns and erase-line applied), so a test
can assert on what a user sees at the end, not on the escape codes that drew it.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence

from tests.faults.support import clean_env
from tests.support.helpers import REPO

#: Keras' progress bar and TensorFlow's C++ log as the child printed them before issue 20
#: (captured on this project's CPU machine, 2026-11-23: `tfdoctor smoke-train --data-dir
#: <subset> --limit 2000 --epochs 2 2>err.txt`, TensorFlow 2.21.0 CPU wheel, Keras 3.15.1):
#: its first two updates, verbatim: bold/green/grey escapes, U+2501 bar cells and
#: backspaces, even into a pipe.
KERAS_BAR = (
    "Epoch 1/2\n\r\x1b[1m 1/63\x1b[0m \x1b[37m" + "\u2501" * 20 + "\x1b[0m \x1b[1m1:36\x1b[0m "
    "2s/step - accuracy: 0.1562 - loss: 2.6867" + "\b" * 73 + "\r\x1b[1m 9/63\x1b[0m "
    "\x1b[32m\u2501\u2501\x1b[0m\x1b[37m" + "\u2501" * 18 + "\x1b[0m \x1b[1m0s\x1b[0m 7ms/step"
    " - accuracy: 0.3924 - loss: 1.8994 " + "\b" * 72 + "\n"
)
CUINIT = (
    "E0000 00:00:1795459335.584763    7740 cuda_platform.cc:52] failed call to cuInit: "
    "INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)\n"
)
#: What must never reach the user's terminal or pipe without -v.
RAW = ("\x1b[", "\u2501", "step - ", "failed call to cuInit", "Epoch 1/")


def raw_in(text: str) -> list[str]:
    """The pieces of the child's raw output found in ``text``."""
    return [r for r in RAW if r in text]


def env_for(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = clean_env(extra)
    env.pop("NO_COLOR", None)  # a terminal as users have it: colour allowed
    env.update(PYTHONPATH=str(REPO), TERM="xterm", COLUMNS="120")
    return env


def tfdoctor_argv(*args: str, fake_child: bool = False) -> list[str]:
    """``python -m tfdoctor ARGS``; with ``fake_child`` smoke-train runs the test double."""
    if not fake_child:
        return [sys.executable, "-m", "tfdoctor", *args]
    boot = (
        "import functools, sys\n"
        "import tfdoctor.commands.smoke_train as s\n"
        "s.run_smoke = functools.partial(s.run_smoke, module='tests.support.fake_child')\n"
        "from tfdoctor.cli import main\n"
        "main()\n"
    )
    return [sys.executable, "-c", boot, *args]


def in_pipe(argv: Sequence[str], env: Mapping[str, str], timeout: float = 300):
    return subprocess.run(
        list(argv), capture_output=True, text=True, env=dict(env), cwd=REPO, timeout=timeout
    )


def in_pty(argv: Sequence[str], env: Mapping[str, str], timeout: float = 300) -> tuple[int, str]:
    """(exit status, everything written) for ``argv`` run on a real pseudo-terminal."""
    master, slave = os.openpty()
    proc = subprocess.Popen(
        list(argv), stdin=slave, stdout=slave, stderr=slave, env=dict(env), cwd=REPO,
        start_new_session=True,
    )  # fmt: skip
    os.close(slave)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if not ready:
                if proc.poll() is not None:
                    break
                continue
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: every writer closed its end
                break
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=30)
    return proc.returncode, b"".join(chunks).decode("utf-8", errors="replace")


def screen(text: str) -> str:
    """What a terminal shows at the end: \\r goes to the line start, ESC[K erases to its
    end, colour codes draw nothing."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    lines: list[str] = []
    cur: list[str] = []
    col = 0
    for tok in re.split(r"(\r\n|\r|\n|\x1b\[K)", text):
        if tok in ("\n", "\r\n"):
            lines.append("".join(cur))
            cur, col = [], 0
        elif tok == "\r":
            col = 0
        elif tok == "\x1b[K":
            del cur[col:]
        else:
            for ch in tok:
                if col < len(cur):
                    cur[col] = ch
                else:
                    cur.append(ch)
                col += 1
    lines.append("".join(cur))
    return "\n".join(lines)
