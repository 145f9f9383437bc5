"""explain knows the environment when it runs the command (issue 18 (c))."""

from __future__ import annotations

import json
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands.explain_env import command_python

TB = Path(__file__).resolve().parents[1] / "data" / "tracebacks"


def test_command_python_reads_the_interpreter_a_command_runs_under(tmp_path: Path) -> None:
    assert command_python([sys.executable, "train.py"]) == sys.executable
    assert command_python(["env", "A=1", sys.executable, "x.py"]) == sys.executable
    script = tmp_path / "train"
    script.write_text(f"#!{sys.executable}\nprint(1)\n")
    assert command_python([str(script)]) == sys.executable
    shell = tmp_path / "train.sh"
    shell.write_text("#!/bin/sh\necho 1\n")
    assert command_python([str(shell)]) is None
    assert command_python([]) is None


def _installed_tf() -> str:
    try:
        return version("tensorflow")
    except PackageNotFoundError:
        pytest.skip("tensorflow is not installed in this environment")


def test_explain_command_writes_fixes_for_the_environment_it_ran_in() -> None:
    tf = _installed_tf()
    mm = ".".join(tf.split(".")[:2])
    tb = TB / "tfp-0.25-no-tf-keras-tf2.21.txt"
    code = f"import sys; sys.stderr.write(open({str(tb)!r}).read()); sys.exit(1)"
    res = CliRunner().invoke(app, ["explain", "--json", "--run", "--", sys.executable, "-c", code])
    doc = json.loads(res.stdout)
    assert doc["returncode"] == 1
    ctx = doc["context"]
    assert ctx["tensorflow"] == tf and sys.executable in ctx["source"]
    first = doc["findings"][0]
    assert first["id"] == "ecosystem-import-failed"
    # the interpreter's own pip, and the installed TensorFlow's minor: what check would say
    from tfdoctor.judge.companions import release_for_tf

    assert mm and f'-m pip install "tf-keras=={release_for_tf("tf-keras", tf)}" "tensorflow=={tf}"' in first["remedy"]


def test_a_bare_log_says_what_is_not_known() -> None:
    res = CliRunner().invoke(
        app, ["explain", "--json", str(TB / "tfp-0.25-no-tf-keras-tf2.21.txt")]
    )
    ctx = json.loads(res.stdout)["context"]
    assert ctx["source"] == "the log" and "tensorflow" in ctx["unknown"]
    assert ctx["python"] == "3.11"  # from the log's lib/python3.11 paths
    text = CliRunner().invoke(app, ["explain", str(TB / "tfp-0.25-no-tf-keras-tf2.21.txt")])
    assert "not known: tensorflow" in text.stdout


def test_values_given_on_the_command_line_are_not_said_to_come_from_the_log() -> None:
    """--tf-version and --platform are the user's, not the log's (the review of the seventh
    session)."""
    res = CliRunner().invoke(
        app,
        ["explain", "--json", "--tf-version", "2.15", "--platform", "linux",
         str(TB / "tfp-0.25-no-tf-keras-tf2.21.txt")],
    )  # fmt: skip
    ctx = json.loads(res.stdout)["context"]
    assert ctx["tensorflow"] == "2.15" and ctx["platform"] == "linux"
    assert ctx["source"].startswith("TensorFlow and platform from the command line")


def test_explain_command_judges_gpu_notices_as_check_does(monkeypatch) -> None:
    """With the environment read (explain -- COMMAND), "GPU will not be used" on a machine
    with no NVIDIA driver is the note check makes of it, not a warning (the same
    judge/verdict.contextualise_log_findings); with a driver it stays a warning."""
    from dataclasses import replace

    from tests.support import factsbuilder as fb
    from tfdoctor.commands import explain_env
    from tfdoctor.commands.explain import run_explain
    from tfdoctor.explain.rules.base import ExplainContext

    line = (
        "I0000 00:00:1795482038.570428   26273 cudart_stub.cc:31] Could not find cuda drivers "
        "on your machine, GPU will not be used."
    )
    code = f"import sys; sys.stderr.write({line!r} + '\\n'); sys.exit(1)"
    for drv, want in ((None, "info"), (fb.driver(), "warning")):
        facts = fb.facts(tfi=fb.tf(version="2.21.0"), drv=drv)
        monkeypatch.setattr(
            explain_env, "environment_context", lambda argv, given, f=facts: replace(given, facts=f)
        )
        got = run_explain([sys.executable, "-c", code], ExplainContext(), json_out=True, run=True)
        sev = {f.id: f.severity.value for f in got.findings}
        assert sev.get("cuda-libs-missing") == want, (drv, sev)
