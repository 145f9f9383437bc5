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
    s = by_id("e3-numpy2-under-2.15")
    H.discard(H.Env(s, H.ROOT / (s["id"] + "--fix-apply")), force=True)  # never a fixed one
    env = H.build(s, suffix="--fix-apply")
    assert H.truth(env).state == "broken"
    res = H.tfdoctor(env, "fix", "--yes", "--json")
    plan = json.loads(res.stdout)
    steps = {s["finding"]: s for s in plan["steps"]}
    # no vetted step may change TensorFlow 2.15.1 (pip's resolver says what each would do)
    for s in plan["steps"]:
        assert not any(
            c.startswith("tensorflow==") and c != "tensorflow==2.15.1" for c in s["changes"]
        )
    assert steps["numpy-abi-mismatch"]["verdict"] == "ok"
    assert plan["outcome"] == "applied" and plan["errors_after"] == 0, plan
    # the root cause's fix came first and cleared the rest: no reinstall of TensorFlow ran
    assert plan["applied"] == [steps["numpy-abi-mismatch"]["command"]], plan["applied"]
    after = H.truth(env)
    assert after.state == "healthy" and after.version == "2.15.1", after.detail
    H.discard(env)  # fixed in place: never reuse it


def test_fix_restores_the_snapshot_when_the_result_is_worse(tmp_path):
    s = by_id("e3-numpy2-under-2.15")
    H.discard(H.Env(s, H.ROOT / (s["id"] + "--fix-restore")), force=True)
    env = H.build(s, suffix="--fix-restore")
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
