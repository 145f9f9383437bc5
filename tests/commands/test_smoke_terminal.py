"""What smoke-train puts on the user's terminal and pipes (issue 20, "the terminal, too").

Before: Keras' progress bar (ANSI escapes and backspaces, even into a pipe) and
TensorFlow's `E ... failed call to cuInit` lines reached the terminal ahead of the
summary, on a healthy CPU machine. Now: tfdoctor's own progress on a terminal only,
nothing on a pipe or with --json, the child's log with -v. Each case runs the CLI as a
process, once with the test double child (fast) and once with the real TensorFlow child.
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from typer.testing import CliRunner

from tests.support.terminal import (
    CUINIT,
    KERAS_BAR,
    env_for,
    in_pipe,
    in_pty,
    raw_in,
    screen,
    tfdoctor_argv,
)
from tfdoctor.cli import app
from tfdoctor.commands import smoke_train

#: A child that trained two epochs and wrote, on its stderr, what the real one printed.
FAKE = {
    "FAKE_CHILD_PAYLOAD": json.dumps(
        {
            "stage": "done",
            "device": "CPU:0",
            "train_count": 500,
            "test_count": 1000,
            "epochs": [
                {"loss": 0.9, "accuracy": 0.7, "seconds": 1.0},
                {"loss": 0.6, "accuracy": 0.8, "seconds": 0.5},
            ],
            "test_accuracy": 0.8,
            "placement_source": "run-metadata",
            "placement_nodes": [["m", "MatMul", "/device:CPU:0"]],
            "variables": [["dense/kernel", "/device:CPU:0"]],
        }
    ),
    "FAKE_CHILD_STDERR": CUINIT + KERAS_BAR,
    "FAKE_CHILD_EVENTS": json.dumps(
        [{"kind": "stage", "stage": "import"}]
        + [
            {"kind": "epoch", "epoch": i, "epochs": 2, "loss": loss, "accuracy": acc, "seconds": s}
            for i, loss, acc, s in ((1, 0.9, 0.7, 1.0), (2, 0.6, 0.8, 0.5))
        ]
    ),
}
#: TensorFlow's C++ log prefix (absl): severity, date, time, thread, file:line]
TF_LOG = re.compile(r"^[IWEF]\d{4} \d\d:\d\d:\d+\.\d+ +\d+ \S+:\d+\]", re.M)


# -- fast: the test double child, through the real runner and the real CLI ----------
@pytest.fixture
def fake_child(monkeypatch):
    for key, value in FAKE.items():
        monkeypatch.setenv(key, value)
    fake = functools.partial(smoke_train.run_smoke, module="tests.support.fake_child")
    monkeypatch.setattr(smoke_train, "run_smoke", fake)


def test_pipe_gets_the_report_and_nothing_raw(fake_child):
    res = CliRunner().invoke(app, ["smoke-train", "--synthetic"])
    assert res.exit_code == 0, res.output
    assert res.stderr == ""  # quiet: no progress, no log
    assert raw_in(res.stdout) == [] and "verdict: PASSED" in res.stdout
    assert "cuda-init-failed" in res.stdout  # the log still went through the explain table


def test_verbose_shows_the_childs_own_log(fake_child):
    res = CliRunner().invoke(app, ["smoke-train", "--synthetic", "-v"])
    assert res.exit_code == 0, res.output
    assert CUINIT in res.stderr  # as the child wrote it
    # stdout is still the report (the cuInit line is there as a finding's evidence, -v)
    assert [r for r in raw_in(res.stdout) if r != "failed call to cuInit"] == []


def test_json_is_one_document_and_nothing_else(fake_child):
    res = CliRunner().invoke(app, ["smoke-train", "--synthetic", "--json"])
    assert res.exit_code == 0
    assert json.loads(res.stdout)["verdict"] == "passed" and res.stderr == ""


def test_a_terminal_gets_tfdoctors_own_progress():
    code, out = in_pty(tfdoctor_argv("smoke-train", "--synthetic", fake_child=True),
                       env_for(FAKE), timeout=120)  # fmt: skip
    seen = screen(out)
    assert code == 0, seen
    assert "» Training on the default device" in seen
    assert "  epoch 1/2  loss 0.9000  accuracy 0.7000  1.00 s" in seen
    assert "  epoch 2/2  loss 0.6000  accuracy 0.8000  0.50 s" in seen
    assert "importing TensorFlow" in out and "importing TensorFlow" not in seen  # in place
    assert [r for r in raw_in(out) if r != "\x1b["] == []  # our colour only, no Keras bar
    assert seen.index("epoch 2/2") < seen.index("tfdoctor smoke-train")  # before the report


# -- slow: the real TensorFlow child (CPU wheel) ------------------------------------
ARGS = ("smoke-train", "--synthetic", "--limit", "256", "--epochs", "2")


@pytest.mark.slow
def test_real_child_into_a_pipe_shows_no_raw_output():
    res = in_pipe(tfdoctor_argv(*ARGS), env_for({"NO_COLOR": "1"}))
    assert res.returncode == 0, res.stdout + res.stderr
    assert res.stderr == ""
    assert raw_in(res.stdout) == [] and not TF_LOG.search(res.stdout)
    assert "epoch 2: loss" in res.stdout and "verdict: PASSED" in res.stdout


@pytest.mark.slow
def test_real_child_on_a_terminal_shows_its_epochs():
    code, out = in_pty(tfdoctor_argv(*ARGS), env_for())
    seen = screen(out)
    assert code == 0, seen
    assert re.search(r"^  epoch 1/2  loss \d\.\d{4}  accuracy \d\.\d{4}  [\d.]+ s$", seen, re.M)
    assert re.search(r"^  epoch 2/2  loss ", seen, re.M)
    assert re.search(r"epoch 1/2 [█░]{24} \d+/8", out)  # the batch bar: 256 / 32 = 8 steps
    assert [r for r in raw_in(out) if r != "\x1b["] == [] and not TF_LOG.search(seen)


@pytest.mark.slow
def test_real_child_verbose_shows_tensorflows_log():
    res = in_pipe(tfdoctor_argv(*ARGS, "-v"), env_for({"TF_CPP_MIN_LOG_LEVEL": "0"}))
    assert res.returncode == 0, res.stderr
    assert TF_LOG.search(res.stderr)  # TensorFlow's own lines, as it wrote them
    assert "\u2501" not in res.stderr  # but no Keras bar: the child trains with verbose=0


@pytest.mark.slow
def test_real_child_json_stdout_is_one_document():
    code, out = in_pty(tfdoctor_argv(*ARGS, "--json"), env_for())  # even on a terminal
    assert code == 0
    doc = json.loads(out.replace("\r\n", "\n"))  # nothing but the document
    assert doc["verdict"] == "passed" and len(doc["runs"][0]["epochs"]) == 2
