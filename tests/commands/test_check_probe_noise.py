"""check on a healthy TF 2.15.1 child: our own probes' log noise is never a finding (issue 15 a).

The child's result and stderr were captured from a real `pip install tensorflow==2.15.1`
venv (tests/data/SOURCES.md). TF 2.15 logs ``E ... SetPriority unimplemented for this
stream.`` for the XLA probe's jit_compile=True function; it made `check --strict` exit 1.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from tests.support import machines as M
from tests.support.helpers import stored
from tfdoctor.children.probe_log import all_passed, tag_lines
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import Severity, exit_code

PAYLOAD = json.loads(stored("tf-2.15.1/tf_probe.json"))


CCS_215 = PAYLOAD["tensorflow"]["build_info"]["cuda_compute_capabilities"]


def _report(stderr: str, payload: dict, root: Path):
    """A CPU-only machine with TF 2.15.1's files, judged with the stored child's answer."""
    files = M.tensorflow("2.15.1", "12.2", "8", CCS_215, keras="2.15.0", numpy="1.26.4")
    host = M.machine(root, {**files, **M.dist("protobuf", "4.25.9")})
    opts = CheckOptions(runtime=False)
    facts = gather(host, load_matrix(), opts)
    rt = RuntimeInfo("ok", payload=payload, stderr=stderr, returncode=0)
    return judge_facts(dataclasses.replace(facts, runtime=rt), timeout=60)


def test_set_priority_line_is_inside_the_passed_xla_test():
    tagged = tag_lines(stored("tf-2.15.1/tf_probe.stderr"), PAYLOAD["ops"])
    ours = [line for line, mine in tagged if mine]
    assert any("SetPriority unimplemented" in line for line in ours)
    assert not any(line.startswith("[tfdoctor-probe]") for line, _ in tagged)
    assert all_passed(PAYLOAD)


@pytest.mark.parametrize(
    "stderr_file",
    [
        pytest.param("tf-2.15.1/tf_probe.stderr", id="marked-by-the-child"),
        # a child without markers (an older tfdoctor): every test passed, so an
        # unrecognised line is at most a note
        pytest.param("tf-2.15.1/tf_probe-unmarked.stderr", id="unmarked"),
    ],
)
def test_healthy_tf215_passes_strict(stderr_file, tmp_path):
    report = _report(stored(stderr_file), PAYLOAD, tmp_path)
    bad = [(f.id, f.severity.value) for f in report.findings if f.severity is not Severity.INFO]
    assert bad == []
    ids = {f.id for f in report.findings}
    if stderr_file.endswith("/tf_probe.stderr"):  # our lines are not even a note
        assert not {"unrecognised-error", "benign-stream-priority"} & ids
    else:  # without markers the line is read, and named as the harmless notice it is
        assert "benign-stream-priority" in ids
    assert exit_code(report.findings, strict=True) == 0
    assert report.verdict == "cpu-only"


def test_noise_of_a_failed_xla_test_is_kept_as_evidence(tmp_path):
    payload = json.loads(json.dumps(PAYLOAD))
    payload["ops"][0].update(xla="failed", xla_error="InternalError: stream")
    report = _report(stored("tf-2.15.1/tf_probe.stderr"), payload, tmp_path)
    ids = {f.id: f for f in report.findings}
    assert ids["xla-failed"].severity is Severity.WARNING
    assert any("SetPriority" in e for e in ids["benign-stream-priority"].evidence)


#: An E-level line no rule knows (made up for the mechanism; real ones are the reason it exists).
UNKNOWN = "2026-11-23 11:26:15.700000: E external/local_xla/xla/made_up.cc:1] no rule knows me\n"


@pytest.mark.parametrize(
    "xla,severity",
    [
        pytest.param("ok", Severity.INFO, id="every-test-passed-note"),
        pytest.param("failed", Severity.WARNING, id="a-test-failed-warning"),
    ],
)
def test_unrecognised_line_from_a_passing_child_is_a_note(tmp_path, xla, severity):
    payload = json.loads(json.dumps(PAYLOAD))
    payload["ops"][0]["xla"] = xla
    report = _report(stored("tf-2.15.1/tf_probe-unmarked.stderr") + UNKNOWN, payload, tmp_path)
    found = {f.id: f for f in report.findings}
    assert found["unrecognised-error"].severity is severity
