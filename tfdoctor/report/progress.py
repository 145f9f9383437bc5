"""tfdoctor's own progress, on a terminal only (issue 20).

Commands and children report what they are doing as Progress events
(children/progress.py); this is the one place that turns them into text. On a terminal
(stderr a TTY, no --json) a phase is one line, an epoch is one line, and the current
stage or batch is one status line rewritten in place and cleared before the report.
On a pipe, or with --json, nothing at all: stdout stays the report (one JSON document
with --json) and stderr stays quiet but for real problems. With -v the child's own log
(TensorFlow's stderr) is shown live as well; on a terminal it passes through here so the
status line never tears it.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

from tfdoctor.children.progress import Progress
from tfdoctor.report.console import Console
from tfdoctor.report.redact import redact

#: What a child's stage means, for people (children/train.py, train_multiworker.py).
STAGES = {
    "data": "reading the data",
    "import": "importing TensorFlow",
    "cluster": "waiting for the other workers (the cluster)",
    "build": "building the model",
    "train": "training",
    "evaluate": "evaluating on the test set",
    "gather": "gathering every worker's result",
    "done": "finishing",
    # children/tf_probe.py (check, devices, report)
    "devices": "listing TensorFlow's devices",
    "ops": "running an op and an XLA function on each device",
    "keras": "one tf.keras training step",
    "ecosystem": "importing the packages around TensorFlow",
}
BAR = 24


def is_terminal(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class TerminalProgress:
    """A progress sink for a terminal; also a stream for the child's live log (-v).

    A "begin" and an "epoch" are lasting lines; a stage or a batch is the status line,
    rewritten in place. A phase that says nothing for a while (TensorFlow importing, pip
    installing) shows its seconds on the status line, so a slow step never looks hung.
    """

    def __init__(self, stream: IO[str], colour: bool | None = None, tick: float = 1.0) -> None:
        self.con = Console(stream, colour)
        self.stream = stream
        self.lock = threading.Lock()
        self.status = ""  # the status line now shown ("" none)
        self.waiting = ""  # what the status line says while nothing happens ("" a bar)
        self.since = time.monotonic()  # when the phase (or its stage) began
        self.lines = 0  # lasting lines written
        self.tick = tick
        self.ticker: threading.Thread | None = None
        self.closed = threading.Event()
        # A dumb terminal cannot erase a line: show the lasting lines only.
        self.rewrite = os.environ.get("TERM", "") != "dumb"
        self.dots = "…" if self.con.unicode else "..."

    # -- the sink ----------------------------------------------------------------
    def __call__(self, event: Progress) -> None:
        with self.lock:
            self.closed.clear()
            if event.kind == "begin":
                self._lasting(self.con.style(f"» {event.label}", "bold"))
                self._wait("working")
            elif event.kind == "epoch":
                self._lasting(f"  {epoch_line(event)}")
            elif event.kind == "stage":
                self._wait(event.label or STAGES.get(event.stage, event.stage))
            elif event.kind == "step":
                self.waiting = ""
                self._show(f"  {self.step_line(event)}")
        if self.tick > 0 and (self.ticker is None or not self.ticker.is_alive()):
            self.ticker = threading.Thread(target=self._tick, daemon=True)
            self.ticker.start()

    def step_line(self, e: Progress) -> str:
        head = f"epoch {e.epoch}/{e.epochs}" if e.epochs else f"epoch {e.epoch}"
        if not e.steps:
            return f"{head}  step {e.step}"
        done = max(0, min(BAR, round(BAR * e.step / e.steps)))
        full, empty = ("█", "░") if self.con.unicode else ("#", ".")
        return f"{head} {full * done}{empty * (BAR - done)} {e.step}/{e.steps}"

    # -- the child's live log (-v) --------------------------------------------------
    def write(self, text: str) -> int:
        with self.lock:
            shown = self.status
            self._clear()
            self.stream.write(text)
            if shown and text.endswith("\n"):
                self._show(shown)
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def close(self) -> None:
        """Clear the status line; a blank line parts the progress from the report."""
        with self.lock:
            self.closed.set()
            self.waiting = ""
            self._clear()
            if self.lines:
                self.stream.write("\n")
                self.stream.flush()
            self.lines = 0

    # -- drawing ---------------------------------------------------------------------
    def _wait(self, what: str) -> None:
        self.waiting, self.since = f"  {what} {self.dots}", time.monotonic()
        self._show(self.waiting)

    def _tick(self) -> None:
        """Until close(): the waiting status line, with its seconds, once a tick."""
        while not self.closed.wait(self.tick):
            with self.lock:
                seconds = time.monotonic() - self.since
                if self.waiting and seconds >= 2:
                    self._show(f"{self.waiting} {seconds:.0f} s")

    def _lasting(self, text: str) -> None:
        self._clear()
        self.con.line(text)
        self.stream.flush()
        self.lines += 1

    def _show(self, text: str) -> None:
        if not self.rewrite:
            return
        width = shutil.get_terminal_size((80, 24)).columns - 1
        text = redact(text, hidden=self.con.hidden)[:width]  # as Console.line does
        self.stream.write("\r" + self.con.style(text, "dim") + "\x1b[K")
        self.stream.flush()
        self.status = text

    def _clear(self) -> None:
        if self.status:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.status = ""


def epoch_line(e: Progress) -> str:
    head = f"epoch {e.epoch}/{e.epochs}" if e.epochs else f"epoch {e.epoch}"
    parts = [head]
    if e.loss is not None:
        parts.append(f"loss {e.loss:.4f}")
    if e.accuracy is not None:
        parts.append(f"accuracy {e.accuracy:.4f}")
    if e.seconds is not None:
        parts.append(f"{e.seconds:.2f} s")
    return "  ".join(parts)


@contextmanager
def progress_for(
    *,
    json_out: bool = False,
    verbose: bool = False,
    colour: bool | None = None,
    stream: IO[str] | None = None,
) -> Iterator[tuple[TerminalProgress | None, IO[str] | None]]:
    """(progress sink, stream for the child's live log) for a command's run.

    The sink is tfdoctor's own progress: a terminal without --json only. The log stream
    is for -v only (on a terminal, through the sink so the two never tear).
    """
    stream = stream or sys.stderr
    shown = TerminalProgress(stream, colour) if is_terminal(stream) and not json_out else None
    log: IO[str] | None = None
    if verbose:
        log = shown if shown is not None else stream  # type: ignore[assignment]
    try:
        yield shown, log
    finally:
        if shown is not None:
            shown.close()
