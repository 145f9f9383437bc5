"""`tfdoctor explain -- ./script` runs the script, even though it is a file."""

import json
import os
import subprocess
import sys

import pytest

from tests.support.helpers import REPO
from tfdoctor.cli import mark_command_args

LINE = (
    "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/"
    "dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: "
    "libcudart.so.11.0: cannot open shared object file: No such file or directory"
)  # tensorflow/tensorflow#45930, as in ../shared/tf-logs/cases.jsonl tfd-001


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        pytest.param(
            ["explain", "--", "./t.sh"], ["explain", "--run", "--", "./t.sh"], id="dashes"
        ),
        pytest.param(
            ["explain", "--json", "--", "python", "x.py", "--", "y"],
            ["explain", "--json", "--run", "--", "python", "x.py", "--", "y"],
            id="first-dashes-only",
        ),
        pytest.param(["explain", "./log.txt"], ["explain", "./log.txt"], id="file-untouched"),
        pytest.param(["check", "--json"], ["check", "--json"], id="other-command"),
    ],
)
def test_mark_command_args(argv, expected):
    assert mark_command_args(argv) == expected


def test_script_after_dashes_is_run_not_read(tmp_path):
    script = tmp_path / "train.sh"
    script.write_text(f'#!/bin/sh\necho "{LINE}" >&2\nexit 7\n')
    script.chmod(0o755)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    res = subprocess.run(
        [sys.executable, "-m", "tfdoctor", "explain", "--json", "--", str(script)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    assert res.returncode == 7, res.stderr  # the script's own exit status: it ran
    doc = json.loads(res.stdout)
    assert doc.get("returncode") == 7
    assert "cuda-libs-missing" in {f["id"] for f in doc["findings"]}
    # without "--" the same path is a log file: read, not run (its text has the line too)
    res2 = subprocess.run(
        [sys.executable, "-m", "tfdoctor", "explain", "--json", str(script)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    assert "returncode" not in json.loads(res2.stdout)
