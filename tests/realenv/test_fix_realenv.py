"""tfdoctor fix on a real broken venv (TF 2.15.1 + NumPy 2): plan, apply, re-check, restore."""

from __future__ import annotations

import json

import pytest

from tests.realenv import harness as H
from tests.realenv.scenarios import by_id
from tfdoctor.commands import fix as F
from tfdoctor.probes.host import Host

pytestmark = pytest.mark.realenv


def test_fix_applies_the_vetted_fix_and_the_truth_passes():
    env = H.build(by_id("e3-numpy2-under-2.15"), suffix="--fix-apply")
    assert H.truth(env).state == "broken"
    res = H.tfdoctor(env, "fix", "--yes", "--json")
    plan = json.loads(res.stdout)
    verdicts = {s["finding"]: s["verdict"] for s in plan["steps"]}
    # the unpinned reinstall would move TF 2.15.1 to the newest release: refused
    assert verdicts.get("tensorflow-import-failed") in (None, "moves-tensorflow")
    assert verdicts["numpy-abi-mismatch"] == "ok"
    assert plan["outcome"] == "applied" and plan["errors_after"] == 0, plan
    after = H.truth(env)
    assert after.state == "healthy" and after.version == "2.15.1", after.detail
    H.discard(env)  # fixed in place: never reuse it


def test_fix_restores_the_snapshot_when_the_result_is_worse(tmp_path):
    env = H.build(by_id("e3-numpy2-under-2.15"), suffix="--fix-restore")
    host = Host.local()
    before = F.freeze(host, env.python)
    plan = F.vet(host, F.make_plan([], env.python, "2.15.1"))
    plan.steps = [
        F.Step("numpy-abi-mismatch", "pip install numpy<2", ("numpy<2",), verdict="unvetted")
    ]
    plan = F.vet(host, plan)
    assert plan.steps[0].verdict == "ok"
    out = F.apply(host, plan, tmp_path, recheck=lambda: (99, False))
    after = F.freeze(host, env.python)
    H.discard(env)
    assert out.outcome == "restored"
    assert after == before
