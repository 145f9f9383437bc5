"""`check --python PATH`: another interpreter's environment, inspected like `pip --python`.

A real venv is made in the test (``python -m venv --without-pip``, a second or two) with a
TensorFlow whose import fails; the static probes must read *its* site-packages, the child
must run under it, and every pip fix must name it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.faults.support import fake_package
from tests.support.helpers import stored
from tfdoctor.cli import app

runner = CliRunner()


@pytest.fixture(scope="module")
def other_venv(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("other") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True)
    python = root / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    fake_package(Path(site), "tensorflow", "raise ImportError('the other venv is broken')\n")
    info = Path(site) / "tensorflow-2.15.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(stored("tf-2.15.1/METADATA"), encoding="utf-8")
    return python


def test_the_other_interpreter_is_the_one_inspected(other_venv, monkeypatch):
    monkeypatch.delenv("PYTHONPATH", raising=False)
    res = runner.invoke(app, ["check", "--json", "--timeout", "60", "--python", str(other_venv)])
    assert res.exit_code == 1, res.output
    doc = json.loads(res.stdout)
    comps = doc["components"]
    assert comps["tensorflow"]["version"] == "2.15.1"
    assert str(other_venv.parent.parent) in comps["tensorflow"]["source"]
    assert str(other_venv) in comps["python"]["source"]
    ids = {f["id"]: f for f in doc["findings"]}
    assert "the other venv is broken" in ids["tensorflow-import-failed"]["title"]
    # every pip fix is for that interpreter, pinned to its TensorFlow
    assert (
        f'{other_venv} -m pip install --force-reinstall --no-cache-dir "tensorflow==2.15.1"'
        in (ids["tensorflow-import-failed"]["remedy"])
    )
    # its METADATA pins were judged against *its* (empty) site-packages
    assert "tensorflow-requirement-unmet" in ids


@pytest.mark.parametrize(
    "python,why",
    [
        pytest.param("/nonexistent/bin/python", "no such interpreter", id="missing"),
        pytest.param(os.devnull, "could not run it", id="not-executable"),
        pytest.param("/bin/false", "exited with status 1", id="exits-non-zero"),
        pytest.param("/bin/echo", "did not answer like a Python interpreter", id="not-python"),
    ],
)
def test_a_missing_or_broken_interpreter_is_one_red_line(python, why):
    res = runner.invoke(app, ["check", "--python", python])
    assert res.exit_code == 2
    lines = [ln for ln in res.output.strip().splitlines() if ln.strip()]
    assert len(lines) == 1 and why in lines[0], res.output
    assert "Traceback" not in res.output
