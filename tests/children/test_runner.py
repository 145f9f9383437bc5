import time

import pytest

from tfdoctor.children.runner import ChildOutcome, run_child

MOD = "tests.support.childmods.misbehave"


@pytest.mark.parametrize(
    ("mode", "outcome", "signal"),
    [
        pytest.param("ok", ChildOutcome.OK, None, id="ok"),
        pytest.param("segv", ChildOutcome.SIGNALED, "SIGSEGV", id="sigsegv"),
        pytest.param("sigill", ChildOutcome.SIGNALED, "SIGILL", id="sigill"),
        pytest.param("abort", ChildOutcome.SIGNALED, "SIGABRT", id="abort"),
        pytest.param("exit3", ChildOutcome.FAILED, None, id="nonzero-exit"),
        pytest.param("nothing", ChildOutcome.NO_OUTPUT, None, id="exit0-no-output"),
        pytest.param("garbage", ChildOutcome.BAD_OUTPUT, None, id="invalid-json"),
        pytest.param("list", ChildOutcome.BAD_OUTPUT, None, id="json-not-object"),
    ],
)
def test_every_child_outcome_is_contained(mode, outcome, signal):
    res = run_child(MOD, [mode], timeout=30)
    assert res.outcome is outcome
    assert res.signal_name == signal
    assert "noise before the end" in res.stderr  # stderr is always captured
    if outcome is ChildOutcome.OK:
        assert res.payload == {"stage": "done", "answer": 42}


def test_hung_child_is_killed_within_its_timeout():
    start = time.monotonic()
    res = run_child(MOD, ["hang"], timeout=1.5)
    assert res.outcome is ChildOutcome.TIMEOUT
    assert time.monotonic() - start < 1.5 + 3
    assert "1.5" in res.detail


def test_missing_interpreter_is_not_started():
    res = run_child(MOD, ["ok"], timeout=5, python="/nonexistent/python3")
    assert res.outcome is ChildOutcome.NOT_STARTED
