"""check on TF 2.15.1 environments rebuilt from real material (issue 15 b, c, f).

The site-packages is a fixture tree holding the real `tensorflow-2.15.1.dist-info/METADATA`
and the real `pip list` of a healthy venv (tests/data/tf-2.15.1/); the runtime is the real
child's answer stored from that venv, or from the broken variants (numpy 2, protobuf 7).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from tests.support import machines as M
from tests.support.helpers import stored
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import Severity, exit_code

PYTHON = "/home/user/venv/bin/python"
CCS_215 = ["sm_50", "sm_60", "sm_70", "sm_75", "compute_80"]


def _freeze(**changes: str | None) -> dict[str, str]:
    pins = dict(
        line.split("==") for line in stored("tf-2.15.1/pip-freeze.txt").splitlines() if "==" in line
    )
    for name, version in changes.items():
        name = name.replace("_", "-")
        if version is None:
            pins.pop(name, None)
        else:
            pins[name] = version
    return pins


def _site(pins: dict[str, str], tf_dists=(("tensorflow", "2.15.1"),)) -> dict[str, str]:
    files: dict[str, str] = {}
    for name, version in pins.items():
        if name != "tensorflow":
            files.update(M.dist(name, version))
    files.update(M.tensorflow("2.15.1", "12.2", "8", CCS_215, keras=None, numpy=pins["numpy"]))
    for name, version in tf_dists:
        files.update(M.dist(name, version))
    # the real METADATA of the wheel (Requires-Dist and all)
    files[f"{M.SITE}/tensorflow-2.15.1.dist-info/METADATA"] = stored("tf-2.15.1/METADATA")
    return files


def _check(root: Path, files: dict[str, str], child: str | None = None, **rt):
    host = M.machine(root, files)
    facts = gather(host, load_matrix(), CheckOptions(runtime=False))
    if child is not None:
        payload = json.loads(stored(f"{child}/tf_probe.json"))
        payload["executable"] = PYTHON
        stderr = stored(f"{child}/tf_probe.stderr")
        outcome = "ok" if payload.get("stage") == "done" else "failed"
        runtime = RuntimeInfo(outcome, payload=payload, stderr=stderr, returncode=0, **rt)
        facts = dataclasses.replace(facts, runtime=runtime)
    return judge_facts(facts, timeout=60)


def _problems(report):
    return [(f.id, f.severity.value) for f in report.findings if f.severity is not Severity.INFO]


def test_healthy_pins_judge_nothing(tmp_path):
    report = _check(tmp_path, _site(_freeze()), "tf-2.15.1")
    assert _problems(report) == []
    assert exit_code(report.findings, strict=True) == 0


@pytest.mark.parametrize(
    "changes,fid,severity,remedy",
    [
        pytest.param(
            {"protobuf": "7.36.2"},
            "protobuf-incompatible",
            "warning",
            f'{PYTHON} -m pip install "protobuf>=3.20.3,<5.0.0dev,!=4.21.0',
            id="e6-protobuf-7",
        ),
        pytest.param(
            {"ml_dtypes": "0.5.1"},
            "ml-dtypes-incompatible",
            "warning",
            f'{PYTHON} -m pip install "ml-dtypes~=0.3.1"',
            id="ml-dtypes-too-new",
        ),
        pytest.param(
            {"tensorboard": "2.16.2"},
            "tensorboard-version-mismatch",
            "warning",
            f'{PYTHON} -m pip install "tensorboard>=2.15,<2.16"',
            id="tensorboard-next-minor",
        ),
        pytest.param(
            {"wrapt": "1.16.0", "h5py": None},
            "tensorflow-requirement-unmet",
            "warning",
            f'{PYTHON} -m pip install "h5py>=2.9.0" "wrapt>=1.11.0,<1.15"',
            id="wrapt-too-new-and-h5py-missing",
        ),
        pytest.param(
            # a warning: a real venv built here (2026-11-29, the twenty-second session) with
            # keras 2.14.0 beside tensorflow 2.15.1 imported TensorFlow and fit a tf.keras model,
            # pip check failing (judge/rules/keras.py keras2_off_line)
            {"keras": "2.14.0"},
            "keras-version-mismatch",
            "warning",
            f'{PYTHON} -m pip install "keras~=2.15.0"',
            id="keras-older-minor",
        ),
    ],
)
def test_each_broken_pin_is_named_with_a_pinned_fix(tmp_path, changes, fid, severity, remedy):
    report = _check(tmp_path, _site(_freeze(**changes)), "tf-2.15.1")
    found = {f.id: f for f in report.findings}
    assert _problems(report)[0] == (fid, severity)
    assert remedy in found[fid].remedy
    assert "METADATA" in " ".join(found[fid].evidence) or "Requires-Dist" in " ".join(
        found[fid].evidence
    )


def test_e6_protobuf7_log_lines_are_the_named_finding_not_unrecognised(tmp_path):
    report = _check(tmp_path, _site(_freeze(protobuf="7.36.2")), "tf-2.15.1-protobuf7")
    ids = [f.id for f in report.findings]
    assert ids[0] == "protobuf-incompatible"
    assert "unrecognised-error" not in ids
    assert exit_code(report.findings, strict=True) == 1  # inconsistent: strict says so


def test_e3_numpy2_root_cause_first_and_no_fix_moves_tensorflow(tmp_path):
    report = _check(tmp_path, _site(_freeze(numpy="2.4.6")), "tf-2.15.1-numpy2")
    errors = [f for f in report.findings if f.severity is Severity.ERROR]
    assert [f.id for f in errors][:2] == ["numpy-abi-mismatch", "tensorflow-import-failed"]
    assert f'{PYTHON} -m pip install "numpy' in errors[0].remedy
    generic = errors[1].remedy
    assert '"tensorflow==2.15.1"' in generic and "install --force-reinstall" in generic
    for f in report.findings:  # no remedy installs an unpinned tensorflow
        for line in f.remedy.splitlines():
            pip = "pip install" in line
            if pip and "tensorflow" in line and "tensorflow[" not in line:
                assert "tensorflow==" in line, line


def test_e7_version_that_imports_wins_and_disagreement_is_said(tmp_path):
    """tensorflow 2.21.0, then tensorflow-cpu 2.20.0 over it: 2.20.0 imports."""
    files = _site(_freeze(), tf_dists=(("tensorflow", "2.21.0"), ("tensorflow-cpu", "2.20.0")))
    files.pop(f"{M.SITE}/tensorflow-2.15.1.dist-info/METADATA")
    payload = json.loads(stored("tf-2.15.1/tf_probe.json"))
    payload["tensorflow"]["version"] = "2.20.0"
    payload["tensorflow"]["file"] = str(tmp_path / M.SITE / "tensorflow" / "__init__.py")
    host = M.machine(tmp_path, files)
    facts = gather(host, load_matrix(), CheckOptions(runtime=False))
    facts = dataclasses.replace(facts, runtime=RuntimeInfo("ok", payload=payload))
    report = judge_facts(facts, timeout=60)
    assert facts.tf_version == "2.20.0"
    found = {f.id: f for f in report.findings}
    assert "multiple-tensorflow-installs" in found
    d = found["tensorflow-version-disagrees"]
    assert d.severity is Severity.WARNING
    assert d.values == {"imported": "2.20.0", "metadata": "2.21.0"}
    assert '"tensorflow-cpu==2.20.0"' in d.remedy
    from tfdoctor.report.components import build_components

    assert build_components(facts, report.findings)["tensorflow"].version == "2.20.0"


def test_one_line_restores_every_broken_pin_w12(tmp_path):
    """The realenv tier's w12: `pip install --upgrade ml-dtypes` under TF 2.15.1 brought
    ml-dtypes 0.6.0 and NumPy 2.4.6, both outside TF's own pins (its real METADATA). Fixing
    NumPy alone left ml-dtypes 0.6 (pip check still failed); the first error's line restores
    both, its own package first."""
    report = _check(tmp_path, _site(_freeze(ml_dtypes="0.6.0", numpy="2.4.6")))
    first = next(f for f in report.findings if f.severity is Severity.ERROR)
    assert first.id == "numpy-abi-mismatch"
    line = first.remedy.splitlines()[0].split("   #")[0]
    assert line.endswith(' -m pip install "numpy>=1.23.5,<2.0.0" "ml-dtypes~=0.3.1"'), line
