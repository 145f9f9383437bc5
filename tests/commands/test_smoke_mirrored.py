"""smoke-train --strategy mirrored: per-replica placement, the speed-up run, real training."""

from __future__ import annotations

import json
import os

import pytest
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands.smoke_train import SmokeOptions, run_smoke
from tfdoctor.judge.placement import PlacementNode, replica_placement
from tfdoctor.judge.rules.smoke import Epoch, Run, run_findings

G0 = "/job:localhost/replica:0/task:0/device:GPU:0"
G1 = "/job:localhost/replica:0/task:0/device:GPU:1"
CPU = "/job:localhost/replica:0/task:0/device:CPU:0"


def nodes(*pairs):
    return [PlacementNode(f"n{i}", op, dev) for i, (op, dev) in enumerate(pairs)]


BOTH = nodes(("MatMul", G0), ("ReluGrad", G0), ("MatMul", G1), ("ReluGrad", G1), ("_Send", CPU))
VARS = [("dense/kernel", [G0, G1]), ("dense/bias", [G0, G1])]


@pytest.mark.parametrize(
    ("step", "variables", "bad"),
    [
        pytest.param(BOTH, VARS, [], id="both-replicas-train"),
        pytest.param(BOTH[:2] + BOTH[4:], VARS, ["GPU:1"], id="replica-1-idle"),
        pytest.param(
            nodes(("MatMul", G0), ("ReluGrad", G0), ("MatMul", G1)), VARS, ["GPU:1"],
            id="replica-1-missing-relugrad",
        ),
        pytest.param(BOTH, [("dense/kernel", [G0, G1]), ("dense/bias", [G0])], ["GPU:1"],
                     id="variable-not-mirrored"),
    ],
)  # fmt: skip
def test_replica_placement(step, variables, bad):
    reps = replica_placement(step, variables, [G0, G1])
    assert [r.device for r in reps] == ["GPU:0", "GPU:1"]
    assert [r.device for r in reps if not r.ok] == bad
    run = Run(
        "GPU:0", (Epoch(0.5, 0.8, 1.0),), 0.82, 7000, None, strategy="mirrored", replicas=reps
    )
    ids = [f.id for f in run_findings(run, real_data=True)]
    assert ids == (["smoke-replica-idle"] if bad else [])


def test_no_step_graph_is_placement_unknown():
    run = Run("CPU:0", (Epoch(0.5, 0.8, 1.0),), 0.82, 7000, None, strategy="mirrored",
              replicas=replica_placement([], VARS, [CPU]))  # fmt: skip
    assert [f.id for f in run_findings(run, real_data=True)] == ["smoke-placement-unknown"]


def _payload(devices, step, variables, loss=0.6, seconds=1.0, strategy="mirrored"):
    return {
        "stage": "done",
        "device": "GPU:0",
        "strategy": strategy,
        "replica_devices": devices,
        "replicas": len(devices),
        "train_count": 7000,
        "test_count": 1000,
        "epochs": [{"loss": loss, "accuracy": 0.8, "seconds": seconds}],
        "test_accuracy": 0.82,
        "placement_source": "run-metadata",
        "placement_nodes": [[n.name, n.op, n.device] for n in step],
        "replica_variables": [[a, b] for a, b in variables],
        "variables": [["dense/kernel", G0]],
    }


def _one_device():
    p = _payload([G0], nodes(("MatMul", G0)), [], seconds=1.6)
    p.pop("strategy")
    return p


@pytest.mark.parametrize(
    ("step", "code", "ids"),
    [
        pytest.param(BOTH, 0, set(), id="two-gpus-train"),
        pytest.param(BOTH[:2], 1, {"smoke-replica-idle"}, id="gpu1-idle"),
    ],
)
def test_parent_runs_mirrored_then_one_device(step, code, ids):
    env = {
        **os.environ,
        "FAKE_CHILD_PAYLOAD_MIRRORED": json.dumps(_payload([G0, G1], step, VARS, seconds=0.8)),
        "FAKE_CHILD_PAYLOAD_GPU": json.dumps(_one_device()),
        "FAKE_CHILD_PAYLOAD": json.dumps(_one_device()),
    }
    opts = SmokeOptions(strategy="mirrored", synthetic=True, timeout=30, progress=False)
    report = run_smoke(opts, env=env, module="tests.support.fake_child")
    d = report.to_dict()
    assert report.exit_code == code
    assert {f["id"] for f in d["findings"]} & {"smoke-replica-idle"} == ids
    assert [r["strategy"] for r in d["runs"]] == ["mirrored", "default"]
    assert [r["device"] for r in d["runs"][0]["replicas"]] == ["GPU:0", "GPU:1"]
    assert d["comparison"]["speedup_over_one_device"] == pytest.approx(2.0)
    assert d["comparison"]["replicas"] == 2


def test_cli_mirrored_with_both_is_usage_error():
    res = CliRunner().invoke(
        app, ["smoke-train", "--strategy", "mirrored", "--device", "both", "--synthetic"]
    )
    assert res.exit_code == 2 and "mirrored" in res.stderr


@pytest.mark.slow
def test_real_mirrored_two_cpu_replicas():
    """Real TensorFlow: the CPU split into two logical devices, two replicas train."""
    opts = SmokeOptions(
        strategy="mirrored", cpu_replicas=2, synthetic=True, limit=2000, epochs=2, progress=False
    )
    report = run_smoke(opts, live_stderr=open(os.devnull, "w"))  # noqa: SIM115
    assert report.exit_code == 0, [f.id for f in report.findings]
    mirrored, one = report.runs
    assert mirrored.strategy == "mirrored" and one.strategy == "default"
    assert [r.device for r in mirrored.replicas] == ["CPU:0", "CPU:1"]
    assert all(r.ok and r.variables_total == 4 for r in mirrored.replicas)
    assert mirrored.test_accuracy > 0.9
    assert report.comparison["speedup_over_one_device"] > 0
