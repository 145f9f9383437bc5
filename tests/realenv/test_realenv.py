"""The real-environment tier (issue 15): venvs built with pip from the registry.

Deselected by default (it needs the registry and minutes); run it with
``python -m pytest -m realenv tests/realenv`` (README.md, "Tests and benchmarks").
Each scenario's truth comes from the environment's own python (harness.truth); tfdoctor
must agree with it. ``scripts/realenv_table.py`` turns the results into docs/realenv.md.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.realenv import harness as H
from tests.realenv.scenarios import SCENARIOS, SWEEP

pytestmark = pytest.mark.realenv
RESULTS = Path(
    os.environ.get("TFDOCTOR_REALENV_RESULTS", H.REPO / "bench" / "out" / "realenv.jsonl")
)
DATA = H.REPO.parent / "shared" / "data" / "fashion-mnist-subset"


def _record(row: dict) -> None:
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    with RESULTS.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(row) + "\n")


@pytest.mark.parametrize("s", [pytest.param(s, id=s["id"]) for s in SCENARIOS])
def test_scenario(s: dict) -> None:
    start = time.monotonic()
    env = H.build(s)
    truth = H.truth(env)
    code, report = H.check_json(env)
    # --strict only changes the exit where no error was found; it is asserted on healthy ones
    strict_code = H.check_json(env, "--strict")[0] if code == 0 else code
    ids = [f["id"] for f in report["findings"]]
    errors = [f["id"] for f in report["findings"] if f["severity"] == "error"]
    row = {
        "id": s["id"],
        "truth": truth.state,
        "truth_detail": truth.detail,
        "verdict": report["verdict"],
        "exit": code,
        "strict_exit": strict_code,
        "first_error": errors[0] if errors else None,
        "tf_shown": report["components"]["tensorflow"].get("version"),
        "tf_imports": truth.version,
        "probe_failed": truth.failed,
        "expect": s.get("expect") or s.get("warn") or [],
    }
    problems: list[str] = []
    first = next((f for f in report["findings"] if f["severity"] == "error"), None)
    row["check_culprit"] = H.culprit(first)
    if truth.log:
        # issue 18 (d): the failing program's own output, through explain in that venv
        row["log"] = truth.log
        # a culprit the failing program's output cannot show (PYTHONPATH, e10): explain runs
        # the program itself (`explain -- COMMAND`) and reads its environment
        argv = truth.argv if s.get("explain_runs") else None
        said = H.explain_json(env, truth.log, argv)["findings"]
        row["explain_mode"] = "explain -- COMMAND" if argv else "explain - (the log)"
        row["explain_first"] = said[0]["id"] if said else None
        row["explain_names_culprit"] = (
            H.names(said[0] if said else None, row["check_culprit"])
            if row["check_culprit"]
            else None
        )
        if truth.state == "broken" and row["explain_names_culprit"] is False:
            problems.append(
                f"explain's first finding {row['explain_first']} does not name "
                f"{row['check_culprit']}, the culprit check names"
            )
    if truth.version and row["tf_shown"] != truth.version:
        problems.append(f"TF shown {row['tf_shown']} but {truth.version} imports")
    if truth.state == "broken":
        if code != 1:
            problems.append(f"broken, but exit {code}")
        if s.get("expect") and (not errors or errors[0] not in s["expect"]):
            problems.append(f"first error {errors[:1]} not in {s['expect']}")
    elif truth.state == "inconsistent":
        named = [f for f in report["findings"] if f["severity"] in ("error", "warning")]
        if not named:
            problems.append("inconsistent (pip check fails), but no warning")
        elif s.get("expect") and not set(s["expect"]) & {f["id"] for f in named}:
            problems.append(f"no warning among {s['expect']}: {ids}")
    else:  # healthy by truth
        if s.get("warn"):
            if not set(s["warn"]) & set(ids):
                problems.append(f"expected a note among {s['warn']}: {ids}")
        elif strict_code != 0:
            problems.append(f"healthy, but check --strict exits {strict_code}: {ids}")
    # The first error's remedy, its lines applied in order to a copy until the user's code
    # works (issue 19 (b)): each pip line checked by pip's resolver first; a move of
    # TensorFlow allowed only where the line itself pins TensorFlow (it says so); an
    # `export`/`unset` applied to the copy's environment. The tier fails when none works.
    steps = H.remedy_steps(report) if truth.state != "healthy" else []
    if truth.state == "broken" and not steps:
        problems.append("broken, but the first error's remedy has no line to apply")
    if steps and os.environ.get("TFDOCTOR_REALENV_FIXCOPY") != "0":
        copy = H.build(s, suffix="--fixcopy")
        applied: list[str] = []
        after = None
        for kind, what in steps:
            if kind == "pip":
                fix = list(what)  # type: ignore[arg-type]
                resolved, changes = H.resolve(copy, fix)
                if resolved and not changes:
                    continue  # already satisfied: the next line is the one to try
                moved = resolved and H.moves_tensorflow(changes, truth.version or row["tf_shown"])
                if not resolved:
                    problems.append(f"pip's resolver rejects `{' '.join(fix)}`: {changes}")
                    break
                if moved and not H.pins_tensorflow(fix):
                    problems.append(f"fix `{' '.join(fix)}` moves TensorFlow: {changes}")
                    break
                row["fix_moves_tf_on_purpose"] = row.get("fix_moves_tf_on_purpose") or moved
                H.run([copy.python, "-m", "pip", "install", "-q", *fix], copy.env())
                applied.append("pip install " + " ".join(fix))
            elif kind == "rename":  # the file in the copy's own working directory
                name = Path(str(what)).name
                target = Path(copy.cwd or ".") / name
                if target.exists():
                    target.rename(target.with_name(name + ".renamed-by-tier"))
                applied.append(f"rename {name}")
            else:
                copy_env = dict(copy.scenario.get("env") or {})
                if kind == "env":
                    copy_env.update(what)  # type: ignore[arg-type]
                    applied.append("export " + " ".join(f"{k}={v}" for k, v in what.items()))  # type: ignore[union-attr]
                else:
                    copy_env.pop(str(what), None)
                    applied.append(f"unset {what}")
                copy.scenario = dict(copy.scenario, env=copy_env)
            after = H.truth(copy)
            if after.state != "broken":
                break
        H.discard(copy)
        row["fix"] = " ; ".join(applied)
        row["fix_lines"] = len(applied)
        row["truth_after_fix"] = after.state if after else None
        if after is not None and after.state == "broken" and not problems:
            problems.append(f"after the remedy's {len(applied)} line(s) the copy is still broken: {after.detail}")
    if s.get("smoke") and DATA.is_dir():
        res = H.tfdoctor(env, "smoke-train", "--json", "--data-dir", str(DATA), "--epochs", "1")
        row["smoke_exit"] = res.returncode
        if res.returncode != 0:
            problems.append(f"smoke-train exit {res.returncode}")
    row["right"] = not problems
    row["problems"] = problems
    row["seconds"] = round(time.monotonic() - start, 1)
    _record(row)
    if not s.get("venv") and not any(s["id"] in (o.get("needs") or ()) for o in SCENARIOS):
        H.discard(env)  # a shared venv ("venv") stays for the scenarios that share it
    assert not problems, problems


@pytest.mark.parametrize("version", SWEEP)
def test_sweep_every_minor(version: str) -> None:
    """(i) A clean venv of every TF minor pip installs here: check --strict 0, smoke-train passes."""
    s = {"id": f"sweep-{version}", "packages": [f"tensorflow=={version}"]}
    start = time.monotonic()
    env = H.build(s)
    truth = H.truth(env)
    strict_code, report = H.check_json(env, "--strict")
    smoke = (
        H.tfdoctor(env, "smoke-train", "--json", "--data-dir", str(DATA), "--epochs", "1")
        if DATA.is_dir()
        else None
    )
    row = {
        "id": s["id"],
        "truth": truth.state,
        "verdict": report["verdict"],
        "exit": strict_code,
        "strict_exit": strict_code,
        "smoke_exit": smoke.returncode if smoke else None,
        "tf_shown": report["components"]["tensorflow"].get("version"),
        "tf_imports": truth.version,
        "first_error": next(
            (f["id"] for f in report["findings"] if f["severity"] == "error"), None
        ),
    }
    row["right"] = (
        strict_code == 0 and (smoke is None or smoke.returncode == 0) and truth.state == "healthy"
    )
    row["problems"] = (
        [] if row["right"] else [f["id"] for f in report["findings"] if f["severity"] != "info"]
    )
    row["seconds"] = round(time.monotonic() - start, 1)
    _record(row)
    H.discard(env)
    assert truth.state == "healthy", truth.detail
    assert strict_code == 0, [f["id"] for f in report["findings"]]
    if smoke is not None:
        assert smoke.returncode == 0, smoke.stdout[-2000:]
