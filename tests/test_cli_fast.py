"""The front door of `check --no-runtime` (cli/fast.py): no typer, the same command.

Its options are held to the typer `check` command's, name by name and default by default
(introspected, so the two cannot drift), anything else goes to typer, and both paths give
the same report and exit status."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import typer
from typer.testing import CliRunner

from tfdoctor import __main__ as fast
from tfdoctor.cli import app


def _check_params() -> dict:
    group = typer.main.get_command(app)
    return {p.name: p for p in group.commands["check"].params}


def test_every_option_is_the_typer_commands_own():
    params = _check_params()
    for flag, (name, value) in fast.FLAGS.items():
        p = params[name]
        assert flag in p.opts + p.secondary_opts, flag
        # the value the flag gives: True for a flag, False for a --no-... secondary
        assert value is (flag not in p.secondary_opts), flag
    for opt, name in fast.VALUES.items():
        assert opt in params[name].opts and not params[name].is_flag
    for name, default in fast.DEFAULTS.items():
        assert params[name].default == default, name


@pytest.mark.parametrize(
    "argv",
    [
        ["check"],  # with the runtime: typer's
        ["check", "--no-runtime", "--help"],
        ["check", "--no-runtime", "--timeout", "5"],
        ["check", "--no-runtime", "--python"],  # a missing value: typer says so
        ["check", "--no-runtime", "--python", "--json"],
        ["check", "--no-runtime", "extra"],
        ["explain", "--no-runtime"],
        ["--version"],
        [],
    ],
)
def test_what_it_does_not_serve_goes_to_typer(argv):
    assert fast.parse(argv) is None


def test_what_it_serves():
    got = fast.parse(["check", "--json", "--no-runtime", "--python=/x/python", "-v", "--no-color"])
    assert got is not None
    assert (got["json_out"], got["verbose"], got["colour"], got["python"]) == (True, True, False, "/x/python")
    assert fast.parse(["check", "--no-runtime", "--matrix", "m.json"])["matrix"] == "m.json"


def _strip(doc: dict) -> dict:
    """The report without what changes from one run to the next (times)."""
    return {
        "verdict": doc.get("verdict"),
        "findings": [(f["id"], f["severity"], f["title"]) for f in doc.get("findings", [])],
    }


@pytest.mark.parametrize("extra", [[], ["--strict"], ["--require-gpu"]])
def test_both_paths_give_the_same_report_and_exit(extra):
    argv = ["check", "--no-runtime", "--json", *extra]
    typer_res = CliRunner().invoke(app, argv)
    proc = subprocess.run(
        [sys.executable, "-m", "tfdoctor", *argv], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == typer_res.exit_code
    assert _strip(json.loads(proc.stdout)) == _strip(json.loads(typer_res.stdout))


def test_the_front_door_imports_no_typer():
    code = (
        "import sys, io, contextlib\n"
        "from tfdoctor import __main__ as fast\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    code = fast.run(['check', '--no-runtime', '--json'])\n"
        "print(code is not None, 'typer' in sys.modules, 'click' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.split() == ["True", "False", "False"], out.stderr


#: modules `check --no-runtime` never needs, whatever the machine (issue 19 (d)): the child's
#: runner and findings, the explain table, the bug report's scrubbing
NOT_ON_THIS_PATH = (
    "tfdoctor.children.tf_runtime",
    "tfdoctor.children.runner",
    "tfdoctor.commands.check_log",
    "tfdoctor.explain.engine",
    "tfdoctor.report.scrub",
)


def test_the_front_door_imports_nothing_it_does_not_use():
    code = (
        "import sys, io, contextlib\n"
        "from tfdoctor import __main__ as fast\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    fast.run(['check', '--no-runtime', '--json'])\n"
        f"print([m for m in {NOT_ON_THIS_PATH!r} if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "m.json"
    bad.write_text("{not json")
    proc = subprocess.run(
        [sys.executable, "-m", "tfdoctor", "check", "--no-runtime", "--matrix", str(bad)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and str(bad) in proc.stderr
