"""Progress events: a pipe of their own between a child and the parent (issue 20)."""

from __future__ import annotations

import json
import os

import pytest

from tests.support.terminal import CUINIT, KERAS_BAR
from tfdoctor.children.progress import ENV, Emitter, Progress
from tfdoctor.children.runner import ChildOutcome, run_child

FAKE = "tests.support.fake_child"


@pytest.mark.parametrize(
    "line, expected",
    [
        pytest.param(
            '{"kind": "epoch", "epoch": 2, "epochs": 3, "loss": 0.5, "seconds": 1}',
            Progress("epoch", epoch=2, epochs=3, loss=0.5, seconds=1.0),
            id="epoch",
        ),
        pytest.param('{"kind": "stage", "stage": "import"}', Progress("stage", stage="import"),
                     id="stage"),  # fmt: skip
        pytest.param(
            '{"kind": "step", "step": "7", "steps": Infinity, "extra": [1]}',
            Progress("step"),
            id="wrong-types-dropped",
        ),
        pytest.param(KERAS_BAR.splitlines()[1], None, id="keras-bar-is-no-event"),
        pytest.param(CUINIT, None, id="tf-log-is-no-event"),
        pytest.param('["kind"]', None, id="not-an-object"),
        pytest.param('{"stage": "x"}', None, id="no-kind"),
        pytest.param(b"\xff\xfe", None, id="not-utf8"),
    ],
)
def test_from_line(line, expected):
    assert Progress.from_line(line) == expected


def _payload(epochs=2):
    rows = [{"loss": 1.0 / (i + 1), "accuracy": 0.5, "seconds": 0.1} for i in range(epochs)]
    return {"stage": "done", "device": "CPU:0", "epochs": rows}


def _events(n=2):
    return [
        {"kind": "epoch", "epoch": i + 1, "epochs": n, "loss": 1.0 / (i + 1), "seconds": 0.1}
        for i in range(n)
    ]


def test_events_come_through_their_own_pipe_in_order_and_stderr_stays_the_log():
    env = {
        **os.environ,
        "FAKE_CHILD_PAYLOAD": json.dumps(_payload()),
        "FAKE_CHILD_STDERR": CUINIT + KERAS_BAR,
        "FAKE_CHILD_EVENTS": json.dumps(_events()),
    }
    seen: list[Progress] = []
    res = run_child(FAKE, [], timeout=30, env=env, progress=seen.append)
    assert res.outcome is ChildOutcome.OK
    # the child's epochs, then the stage write_result() announced ("done")
    assert [(e.kind, e.epoch, e.stage) for e in seen] == [
        ("epoch", 1, ""),
        ("epoch", 2, ""),
        ("stage", 0, "done"),
    ]
    assert seen[1].loss == 0.5 and seen[1].epochs == 2
    assert res.stderr == CUINIT + KERAS_BAR  # the log is kept whole, for explain and -v
    assert '"kind"' not in res.stderr + res.stdout  # and no event leaks into it


def test_no_sink_no_pipe_and_the_child_still_runs():
    env = {
        **os.environ,
        "FAKE_CHILD_PAYLOAD": json.dumps(_payload()),
        "FAKE_CHILD_EVENTS": json.dumps(_events()),
    }
    env.pop(ENV, None)
    res = run_child(FAKE, [], timeout=30, env=env)
    assert res.ok and res.payload["stage"] == "done"


def test_a_sink_that_raises_costs_neither_the_result_nor_the_other_events():
    calls = []

    def broken(event):
        calls.append(event)
        raise RuntimeError("a renderer bug")

    env = {**os.environ, "FAKE_CHILD_PAYLOAD": json.dumps(_payload()),
           "FAKE_CHILD_EVENTS": json.dumps(_events())}  # fmt: skip
    res = run_child(FAKE, [], timeout=30, env=env, progress=broken)
    assert res.ok and len(calls) == 1  # called once, then left alone


def test_emitter_without_a_pipe_or_with_a_closed_one_is_silent():
    Emitter({})("epoch", epoch=1)  # no TFDOCTOR_PROGRESS_FD: nothing, no error
    Emitter({ENV: "not-a-number"})("epoch", epoch=1)
    read, write = os.pipe()
    os.close(read)
    em = Emitter({ENV: str(write)})
    em("epoch", epoch=1)  # the parent is gone: EPIPE is swallowed, training goes on
    em("epoch", epoch=2)
    assert em.stream is None


def test_emitter_takes_its_variable_and_never_writes_into_a_file(tmp_path):
    env = {ENV: "987654"}  # no such descriptor here
    Emitter(env)
    assert ENV not in env  # a process the child starts does not inherit it
    with open(tmp_path / "f", "w") as fh:  # an inherited number that is a file, not a pipe
        em = Emitter({ENV: str(fh.fileno())})
        em("epoch", epoch=1)
    assert em.stream is None and (tmp_path / "f").read_text() == ""


def test_emitter_writes_one_json_line_per_event_and_each_stage_once():
    read, write = os.pipe()
    em = Emitter({ENV: str(write)})
    em.stage_of({"stage": "import"})
    em.stage_of({"stage": "import"})  # the result written again: no second event
    em.stage_of({"stage": "train"})
    em.step(1, 2, 5, 10)
    em.off()
    with os.fdopen(read, "rb") as fh:
        events = [Progress.from_line(line) for line in fh]
    assert events == [
        Progress("stage", stage="import"),
        Progress("stage", stage="train"),
        Progress("step", epoch=1, epochs=2, step=5, steps=10),
    ]
