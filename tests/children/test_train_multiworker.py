"""The multi-worker child's pieces that need no TensorFlow: ranks and the watchdog."""

import subprocess
import sys
import time

import pytest

from tfdoctor.children.train_multiworker import rank_of


@pytest.mark.parametrize(
    ("spec", "task", "rank"),
    [
        pytest.param({"worker": ["a:1", "b:1"]}, ("worker", 1), 1, id="workers-only"),
        pytest.param({"chief": ["c:1"], "worker": ["a:1"]}, ("chief", 0), 0, id="chief-first"),
        pytest.param(
            {"chief": ["c:1"], "worker": ["a:1"]}, ("worker", 0), 1, id="worker-after-chief"
        ),
    ],
)
def test_rank_of(spec, task, rank):
    assert rank_of(spec, *task) == rank


def test_watchdog_ends_a_child_past_its_deadline():
    code = (
        "import time; from tfdoctor.children.train_multiworker import watchdog; "
        "watchdog(1.0); time.sleep(60)"
    )
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", code], timeout=30)
    assert proc.returncode == 124 and time.monotonic() - start < 15
