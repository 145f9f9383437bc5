"""Progress events: what a long command is doing, as data, for the report layer to show.

Issue 20: the training child used to print Keras' own progress bar, which wrote ANSI
escapes and carriage returns even into a pipe, between TensorFlow's C++ log lines, before
tfdoctor's summary. Now a child prints nothing for people. It writes one JSON object per
line to the file descriptor named by ``TFDOCTOR_PROGRESS_FD``, a pipe the parent's runner
opened for it (runner.run_child's ``progress``); its stderr stays TensorFlow's log, kept
for the explain table and ``-v``. Commands emit events of their own too ("begin": a
phase with a label). Only report/progress.py turns events into text, and only on a
terminal. Progress is never worth a failure: a broken line or a closed pipe is ignored.
"""

from __future__ import annotations

import json
import math
import os
import stat
import time
from collections.abc import Callable, Mapping, MutableMapping
from typing import IO, Any

from tfdoctor.records import frozen

ENV = "TFDOCTOR_PROGRESS_FD"
#: A child's step events are at most this often (a pipe line per batch would slow training).
STEP_EVERY = 0.2
_INTS = frozenset({"epoch", "epochs", "step", "steps"})
_FLOATS = frozenset({"loss", "accuracy", "seconds"})
_TEXTS = frozenset({"kind", "label", "stage"})


@frozen
class Progress:
    #: "begin" (a command's phase: label) | "stage" (a child's stage id) |
    #: "step" (step of steps within epoch) | "epoch" (an epoch ended: loss, accuracy, seconds)
    kind: str
    label: str = ""
    stage: str = ""
    epoch: int = 0
    epochs: int = 0
    step: int = 0
    steps: int = 0
    loss: float | None = None
    accuracy: float | None = None
    seconds: float | None = None

    @classmethod
    def from_line(cls, line: str | bytes) -> Progress | None:
        """The event a child wrote, or None for anything that is not one."""
        try:
            data = json.loads(line)
        except (ValueError, UnicodeDecodeError):
            return None
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            return None
        kept: dict[str, Any] = {}
        for key, value in data.items():
            if key in _INTS and isinstance(value, (int, float)) and math.isfinite(value):
                kept[key] = int(value)
            elif key in _FLOATS and isinstance(value, (int, float)):
                kept[key] = float(value)
            elif key in _TEXTS and isinstance(value, str):
                kept[key] = value[:200]
        return cls(**kept)


ProgressSink = Callable[[Progress], None]


class Emitter:
    """The child's side: JSON lines to the parent's progress pipe (a no-op without one)."""

    def __init__(self, env: MutableMapping[str, str] | None = None) -> None:
        env = os.environ if env is None else env
        self.stream: IO[str] | None = None
        self.stage = ""
        self.last_step = 0.0
        try:
            # Taken, not inherited: a process this one starts gets neither the variable
            # nor the descriptor (that number may be another file there).
            fd = int(env.pop(ENV, ""))
            if not stat.S_ISFIFO(os.fstat(fd).st_mode):
                return  # not the parent's pipe: write nowhere rather than into a file
            os.set_inheritable(fd, False)
            self.stream = os.fdopen(fd, "w", encoding="utf-8", buffering=1)
        except (ValueError, OSError):
            self.stream = None

    def __call__(self, kind: str, **values: Any) -> None:
        if self.stream is None:
            return
        try:
            self.stream.write(json.dumps({"kind": kind, **values}) + "\n")
        except (OSError, ValueError):  # the parent went away: train on, quietly
            self.stream = None

    def stage_of(self, payload: Mapping[str, Any]) -> None:
        """A "stage" event when the child's result moved to a new stage."""
        stage = payload.get("stage")
        if isinstance(stage, str) and stage != self.stage:
            self.stage = stage
            self("stage", stage=stage)

    def step(self, epoch: int, epochs: int, step: int, steps: int) -> None:
        now = time.monotonic()
        if now - self.last_step >= STEP_EVERY or step == steps:
            self.last_step = now
            self("step", epoch=epoch, epochs=epochs, step=step, steps=steps)

    def off(self) -> None:
        if self.stream is not None:
            try:
                self.stream.close()
            except OSError:
                pass
        self.stream = None


_emitter: Emitter | None = None


def emitter() -> Emitter:
    """This process's emitter (opened on first use from TFDOCTOR_PROGRESS_FD)."""
    global _emitter
    if _emitter is None:
        _emitter = Emitter()
    return _emitter
