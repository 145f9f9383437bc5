"""drain_reason: the rule table of health mode, on stand-in facts."""

from types import SimpleNamespace

import pytest

from tfdoctor.judge.health import drain_reason
from tfdoctor.model import Finding, ProbeCrash, Severity

ERR = Finding("driver-too-old", Severity.ERROR, "old")
WARN = Finding("tf-keras-version-mismatch", Severity.WARNING, "w")


def facts(state, gpus=1, cuda=True, crashes=()):
    return SimpleNamespace(
        driver_state=state,
        gpus=[object()] * gpus,
        is_cuda_build=cuda,
        crashes=lambda: list(crashes),
    )


@pytest.mark.parametrize(
    ("f", "findings", "usable", "expected"),
    [
        pytest.param(facts("ok"), (), True, None, id="healthy-gpu"),
        pytest.param(facts("no-driver", 0), (WARN,), False, None, id="cpu-node-warning-only"),
        pytest.param(facts("ok"), (WARN, ERR), False, "driver-too-old", id="first-error"),
        pytest.param(facts("ok", cuda=None), (), False, "health-no-usable-gpu", id="unusable"),
        pytest.param(facts("no-devices", 0), (), False, "health-no-usable-gpu", id="no-devices"),
        pytest.param(
            facts(None, 0, crashes=(ProbeCrash("driver", "boom"),)),
            (),
            False,
            "health-driver-unknown",
            id="driver-probe-crashed",
        ),
    ],
)
def test_drain_reason(f, findings, usable, expected):
    reason = drain_reason(f, findings, usable)
    assert (reason.id if reason else None) == expected
