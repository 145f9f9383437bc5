"""The real check, with its real TensorFlow child, run with a start-up setting that makes
TensorFlow abort (issue 19 e): the first error names the variable, not the crash.

Measured on the TF 2.21 CPU wheel before any rule was written: TF_XLA_FLAGS=--nonsense
made the child exit 1 while listing devices and check's first error was the generic
`tensorflow-probe-failed`; XLA_FLAGS=--xla_bogus the same at the first op; TF_DETERMINISTIC_OPS=maybe killed it with
SIGABRT at the first op and the first error was `tensorflow-crashed`.
"""

from __future__ import annotations

import importlib.util

import pytest

from tests.faults.support import tfdoctor

GENERIC = {"tensorflow-probe-failed", "tensorflow-crashed", "tensorflow-import-failed"}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("env", "fid", "variable"),
    [
        # static rule (TF 2.21's flag list) and the child's log: one id
        pytest.param({"TF_XLA_FLAGS": "--nonsense"}, "startup-flag-unknown", "TF_XLA_FLAGS",
                     id="tf-xla-flags-unknown"),
        # XLA's flag list is not known statically: only the child's log names it
        pytest.param({"XLA_FLAGS": "--xla_bogus"}, "startup-flag-unknown", "XLA_FLAGS",
                     id="xla-flags-unknown-from-the-log"),
        # the child dies with SIGABRT at its first tf.function: before, tensorflow-crashed
        pytest.param({"TF_DETERMINISTIC_OPS": "maybe"}, "startup-setting-invalid",
                     "TF_DETERMINISTIC_OPS", id="deterministic-ops-sigabrt"),
    ],
)  # fmt: skip
def test_first_error_names_the_variable(env, fid, variable):
    # find_spec, not importorskip: this process must not import TensorFlow (other tests
    # assert the parent never does)
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("the tensorflow extra is not installed")
    run = tfdoctor("check", "--json", "--timeout", "240", env=env, timeout=300)
    run.assert_clean(300)
    assert run.returncode == 1
    errors = [f for f in run.report["findings"] if f["severity"] == "error"]
    assert errors[0]["id"] == fid, [f["id"] for f in errors]
    assert errors[0]["values"]["variable"] == variable
    assert variable in errors[0]["remedy"]
    # the child really failed: the generic finding is still there, after the cause
    assert GENERIC & {f["id"] for f in errors[1:]}


@pytest.mark.slow
def test_devices_names_the_variable_before_the_crash():
    # the same table and the same order in `devices` (and smoke-train): TF_DETERMINISTIC_OPS
    # =maybe kills its child with SIGABRT at the first op
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("the tensorflow extra is not installed")
    run = tfdoctor("devices", "--json", env={"TF_DETERMINISTIC_OPS": "maybe"}, timeout=300)
    run.assert_clean(300)
    errors = [f["id"] for f in run.report["findings"] if f["severity"] == "error"]
    assert errors[0] == "startup-setting-invalid", errors
