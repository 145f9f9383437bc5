"""tfdoctor's own progress: drawn on a terminal only, never on a pipe or with --json."""

from __future__ import annotations

import io
import time

import pytest

from tests.support.terminal import screen
from tfdoctor.children.progress import Progress
from tfdoctor.report.progress import TerminalProgress, progress_for


class Tty(io.StringIO):
    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def _run(shown: TerminalProgress) -> None:
    shown(Progress("begin", label="Training on CPU"))
    shown(Progress("stage", stage="import"))
    shown(Progress("step", epoch=1, epochs=2, step=16, steps=32))
    shown(Progress("epoch", epoch=1, epochs=2, loss=0.51234, accuracy=0.8, seconds=1.5))
    shown(Progress("epoch", epoch=2, epochs=2, loss=0.25, seconds=0.5))  # no accuracy: none
    shown(Progress("stage", stage="evaluate"))


def test_what_a_terminal_shows_at_the_end(monkeypatch):
    monkeypatch.delenv("TERM", raising=False)
    out = Tty()
    shown = TerminalProgress(out, colour=False, tick=0)
    _run(shown)
    shown.close()
    assert screen(out.getvalue()) == (
        "» Training on CPU\n"
        "  epoch 1/2  loss 0.5123  accuracy 0.8000  1.50 s\n"
        "  epoch 2/2  loss 0.2500  0.50 s\n"
        "\n"  # the status line, cleared; then the blank line before the report
    )
    raw = out.getvalue()
    assert "\r  importing TensorFlow …\x1b[K" in raw  # drawn in place, then gone
    assert "epoch 1/2 ████████████░░░░░░░░░░░░ 16/32" in raw
    assert "evaluating on the test set" in raw and "\x1b[" in raw


def test_the_childs_log_never_tears_the_status_line(monkeypatch):
    monkeypatch.setenv("TERM", "xterm")
    out = Tty()
    shown = TerminalProgress(out, colour=False, tick=0)
    shown(Progress("stage", stage="import"))
    shown.write("I0000 00:00:1.0 1 cpu_feature_guard.cc:227] a log line\n")
    assert out.getvalue().endswith(
        "\r\x1b[K"  # the status line erased
        "I0000 00:00:1.0 1 cpu_feature_guard.cc:227] a log line\n"
        "\r  importing TensorFlow …\x1b[K"  # and drawn again below the log
    )
    shown.close()
    assert screen(out.getvalue()) == "I0000 00:00:1.0 1 cpu_feature_guard.cc:227] a log line\n"


def test_a_silent_stage_shows_its_seconds(monkeypatch):
    monkeypatch.setenv("TERM", "xterm")
    out = Tty()
    shown = TerminalProgress(out, colour=False, tick=0.05)
    shown(Progress("begin", label="Installing: pip install x"))
    shown.since -= 5  # as if pip had been at it for five seconds
    time.sleep(0.3)
    shown.close()
    assert "  working … 5 s" in out.getvalue()


def test_a_dumb_terminal_gets_the_lasting_lines_only(monkeypatch):
    monkeypatch.setenv("TERM", "dumb")
    out = Tty()
    shown = TerminalProgress(out, colour=False, tick=0)
    _run(shown)
    shown.close()
    assert "\r" not in out.getvalue() and "\x1b[" not in out.getvalue()
    assert "epoch 2/2  loss 0.2500" in out.getvalue()


@pytest.mark.parametrize(
    "tty, json_out, verbose, sink, log",
    [
        pytest.param(False, False, False, None, None, id="pipe: nothing"),
        pytest.param(False, True, False, None, None, id="pipe-json: nothing"),
        pytest.param(False, False, True, None, "stream", id="pipe-v: the log only"),
        pytest.param(True, True, False, None, None, id="tty-json: nothing"),
        pytest.param(True, False, False, "shown", None, id="tty: progress"),
        pytest.param(True, False, True, "shown", "shown", id="tty-v: progress and log"),
    ],
)
def test_progress_for(tty, json_out, verbose, sink, log):
    stream = Tty() if tty else io.StringIO()
    with progress_for(json_out=json_out, verbose=verbose, stream=stream) as (shown, child_log):
        assert (shown is None) == (sink is None)
        assert isinstance(shown, TerminalProgress) == (sink == "shown")
        expected = {None: None, "stream": stream, "shown": shown}[log]
        assert child_log is expected
    if not tty:
        assert stream.getvalue() == ""
