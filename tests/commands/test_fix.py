"""tfdoctor fix: plan from remedies, pip's resolver as the judge, apply/restore (issue 15)."""

from __future__ import annotations

import json
import os
import sys

import pytest
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands import fix as F
from tfdoctor.model import Finding, Severity
from tfdoctor.probes.host import CommandResult, Host
from tfdoctor.report.fix import exit_status, fix_json


@pytest.mark.parametrize(
    "remedy, expected",
    [
        pytest.param(
            'pip install "numpy<2.0.0,>=1.23.5"', [("numpy<2.0.0,>=1.23.5",)], id="quoted-range"
        ),
        pytest.param(
            "/env/bin/python -m pip install 'protobuf>=3.20.3,<5'  # then restart",
            [("protobuf>=3.20.3,<5",)],
            id="interpreter-prefixed-with-comment",
        ),
        pytest.param(
            "Reinstall: `pip install --force-reinstall --no-cache-dir tensorflow==2.15.1`, or see below.",
            [("--force-reinstall", "--no-cache-dir", "tensorflow==2.15.1")],
            id="inline-backticks",
        ),
        pytest.param("sudo ubuntu-drivers install; then reboot", [], id="not-pip"),
        pytest.param("pip install", [], id="no-arguments"),
    ],
)
def test_pip_commands(remedy, expected):
    assert [args for _, args in F.pip_commands(remedy)] == expected


def _finding(fid, sev, remedy):
    return Finding(fid, sev, fid, remedy)


def test_plan_keeps_order_dedupes_and_separates_manual_steps():
    findings = [
        _finding("numpy-abi-mismatch", Severity.ERROR, 'pip install "numpy<2"'),
        _finding("no-cuda-driver", Severity.WARNING, "sudo ubuntu-drivers install"),
        _finding("other", Severity.ERROR, 'pip install "numpy<2"'),
        _finding("benign-numa", Severity.INFO, 'pip install "ignored"'),
    ]
    plan = F.make_plan(findings, "/env/bin/python", "2.15.1")
    assert [(s.finding_id, s.verdict) for s in plan.steps] == [
        ("numpy-abi-mismatch", "unvetted"),
        ("no-cuda-driver", "manual"),
    ]
    assert plan.before_errors == 2


def _report(*pkgs):
    return json.dumps({"install": [{"metadata": {"name": n, "version": v}} for n, v in pkgs]})


@pytest.mark.parametrize(
    "args, stdout, verdict",
    [
        pytest.param(("numpy<2",), _report(("numpy", "1.26.4")), "ok", id="numpy-only"),
        pytest.param(
            ("--force-reinstall", "tensorflow"),
            _report(("tensorflow", "2.21.0"), ("keras", "3.15.1")),
            "moves-tensorflow",
            id="unpinned-reinstall-moves-tf",
        ),
        pytest.param(
            ("--force-reinstall", "tensorflow==2.15.1"),
            _report(("tensorflow", "2.15.1")),
            "ok",
            id="same-version-reinstall",
        ),
        pytest.param(("numpy<2",), _report(), "nothing-to-do", id="already-satisfied"),
    ],
)
def test_resolver_report_is_judged(args, stdout, verdict):
    step = F.Step("x", "pip install ...", args, verdict="unvetted")
    res = CommandResult(("pip",), returncode=0, stdout=stdout)
    assert F._judge_dry_run(step, res, "2.15.1").verdict == verdict


def test_resolver_conflict_is_reported_not_raised():
    step = F.Step("x", "pip install y", ("y==0",), verdict="unvetted")
    res = CommandResult(
        ("pip",), returncode=1, stderr="ERROR: No matching distribution found for y==0"
    )
    out = F._judge_dry_run(step, res, None)
    assert out.verdict == "resolver-failed" and "No matching distribution" in out.detail


@pytest.mark.parametrize(
    "outcome, after, before, code",
    [
        pytest.param("applied", 0, 2, 0, id="applied-clean"),
        pytest.param("applied", 1, 2, 1, id="applied-still-errors"),
        pytest.param("restored", 3, 2, 1, id="restored"),
        pytest.param("planned", None, 2, 0, id="dry-run"),
        pytest.param("not-applied", None, 2, 1, id="declined"),
    ],
)
def test_exit_status(outcome, after, before, code):
    plan = F.FixPlan("py", "2.15.1", outcome=outcome, before_errors=before, after_errors=after)
    assert exit_status(plan) == code
    assert fix_json(plan)["schema"] == "tfdoctor.fix/1"


def test_no_network_is_one_clear_error_and_nothing_changes(monkeypatch, tmp_path):
    """A real pip against an index that cannot be reached: exit 2, one line, no change."""
    for k, v in {
        "PIP_CONFIG_FILE": os.devnull,
        "PIP_INDEX_URL": "http://127.0.0.1:9/simple",
        "PIP_NO_CACHE_DIR": "1",
        "PIP_RETRIES": "1",
        "PIP_TIMEOUT": "2",
        "PIP_FIND_LINKS": "",
        "PIP_EXTRA_INDEX_URL": "",
    }.items():
        monkeypatch.setenv(k, v)
    plan = F.FixPlan(sys.executable, "2.21.0")
    # a requirement no installed version satisfies, so pip must ask the index
    plan.steps = [F.Step("x", "pip install", ("six==1.10.0",), verdict="unvetted")]
    before = F.freeze(Host.local(), sys.executable)
    with pytest.raises(F.OfflineError, match="nothing was changed"):
        F.vet(Host.local(), plan)
    assert F.freeze(Host.local(), sys.executable) == before


def test_cli_no_network_exit_2(monkeypatch):
    def offline(opts, confirm, progress=None):
        raise F.OfflineError("pip cannot reach the package index; nothing was changed.")

    monkeypatch.setattr(F, "run_fix", offline)
    res = CliRunner().invoke(app, ["fix", "--dry-run"])
    assert res.exit_code == 2
    assert "nothing was changed" in res.output


def test_restore_after_a_worse_result_puts_the_snapshot_back(tmp_path):
    """apply() with a re-check that reports worse: the fake pip sees uninstall + reinstall."""
    calls: list[list[str]] = []
    frozen = [["numpy==2.4.6", "six==1.17.0"], ["numpy==1.26.4", "six==1.17.0", "extra==1.0"]]

    def runner(argv, timeout):
        calls.append(list(argv))
        if "freeze" in argv:
            state = frozen[0] if len([c for c in calls if "freeze" in c]) == 1 else frozen[1]
            return CommandResult(tuple(argv), 0, "\n".join(state) + "\n")
        return CommandResult(tuple(argv), 0)

    host = Host(env={}, runner=runner)
    plan = F.FixPlan("/env/bin/python", "2.15.1", before_errors=1)
    plan.steps = [
        F.Step("numpy-abi-mismatch", "pip install numpy<2", ("numpy<2",), ("numpy==1.26.4",), "ok")
    ]
    seen = []  # progress: each stage announced before it runs (the pip calls made so far)
    out = F.apply(host, plan, tmp_path, recheck=lambda: (2, False),
                  progress=lambda e: seen.append((e.kind, e.label, len(calls))))  # fmt: skip
    assert out.outcome == "restored"
    assert seen == [
        ("begin", "Installing: pip install numpy<2", 1),  # after the freeze, before pip
        ("begin", "Checking again (TensorFlow in a child process)", 2),
        ("begin", "Worse than before: restoring freeze-before-fix-0.txt", 2),
    ]
    assert ["/env/bin/python", "-m", "pip", "uninstall", "-y", "extra"] in calls
    assert calls[-1][-3:] == ["--no-deps", "numpy==2.4.6", "six==1.17.0"]
    assert (tmp_path / "freeze-before-fix-0.txt").read_text().split() == frozen[0]


def test_apply_stops_once_the_errors_are_gone(tmp_path):
    """The root cause's fix first; the generic reinstall after it never runs."""
    ran: list[list[str]] = []

    def runner(argv, timeout):
        ran.append(list(argv))
        return CommandResult(tuple(argv), 0, "numpy==2.4.6\n" if "freeze" in argv else "")

    plan = F.FixPlan("/env/bin/python", "2.15.1", before_errors=2, imports_before=False)
    plan.steps = [
        F.Step("numpy-abi-mismatch", "pip install numpy<2", ("numpy<2",), ("numpy==1.26.4",), "ok"),
        F.Step(
            "tensorflow-import-failed",
            "pip install --force-reinstall tensorflow==2.15.1",
            ("--force-reinstall", "tensorflow==2.15.1"),
            ("tensorflow==2.15.1",),
            "ok",
        ),
    ]
    out = F.apply(Host(env={}, runner=runner), plan, tmp_path, recheck=lambda: (0, True))
    assert out.outcome == "applied" and out.after_errors == 0
    assert out.applied == ["pip install numpy<2"]
    assert not any("--force-reinstall" in a for a in ran)


def test_vet_tries_the_remedys_next_line_when_the_first_has_nothing_to_do(tmp_path):
    """tensorflow-io 0.37.1 on TF 2.21: no newer tfio (nothing to do), then the line that
    moves TensorFlow on purpose: shown, never run by tfdoctor."""
    answers = {
        "tensorflow-io": [],
        "tensorflow==2.16.*": [("tensorflow", "2.16.2"), ("keras", "3.15.1")],
    }

    def runner(argv, timeout):
        assert argv[argv.index("--report") + 1] == "-"  # the report comes on stdout
        key = next(k for k in answers if k in argv)
        return CommandResult(tuple(argv), 0, _report(*answers[key]))

    remedy = (
        'python -m pip install --upgrade "tensorflow-io" "tensorflow==2.21.0"   # if one exists\n'
        'python -m pip install "tensorflow==2.16.*"   # moves TensorFlow 2.21.0 -> 2.16'
    )
    plan = F.make_plan(
        [_finding("ecosystem-extra-out-of-range", Severity.WARNING, remedy)], "py", "2.21.0"
    )
    (step,) = F.vet(Host(env={}, runner=runner), plan).steps
    assert step.pip_args == ("tensorflow==2.16.*",)
    assert step.verdict == "moves-tensorflow" and not step.runnable
