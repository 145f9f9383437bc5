"""smoke-train: placement parsing on real logs, judging, the JSON contract, the CLI, real training."""

from __future__ import annotations

import json
import math
import os

import pytest
from typer.testing import CliRunner

from tests.support.helpers import real_fixture, shared
from tests.support.idxdata import write_dataset
from tfdoctor.cli import app
from tfdoctor.commands.smoke_train import SmokeOptions, run_smoke
from tfdoctor.judge.placement import PlacementNode, parse_placement_log, short_device, summarize
from tfdoctor.judge.rules.smoke import Epoch, Run, comparison_findings, run_findings

GPU = "/job:localhost/replica:0/task:0/device:GPU:0"
CPU = "/job:localhost/replica:0/task:0/device:CPU:0"

# Placer lines as TF 2.21 prints them with set_log_device_placement(True) (captured on a
# CPU-only machine with the tensorflow 2.21.0 wheel: bare on stdout, absl-prefixed on stderr).
TF221_PLACER = """\
a: (_Arg): /job:localhost/replica:0/task:0/device:CPU:0
MatMul: (MatMul): /job:localhost/replica:0/task:0/device:CPU:0
I0000 00:00:1795317312.231239    5814 placer.cc:162] add: (AddV2): /job:localhost/replica:0/task:0/device:CPU:0
I0000 00:00:1795317312.243670    5814 execute.cc:1775] Executing op __inference_f_10 in device /job:localhost/replica:0/task:0/device:CPU:0
"""


@pytest.mark.parametrize(
    "fixture,expected",
    [
        pytest.param(
            "tf-logs/tf2.0-log-device-placement-executing-op-matmul-tf42764.txt",
            [("MatMul", "GPU:0")],
            id="tf2.0-eager-matmul",
        ),
        pytest.param(
            "tf-logs/tf2.6-2.7-created-device-and-log-device-placement-v100-ai2es-schooner.txt",
            [("_EagerConst", "GPU:0"), ("_EagerConst", "GPU:0"), ("MatMul", "GPU:0")],
            id="tf2.6-eager-const-matmul",
        ),
    ],
)
def test_parse_real_placement_logs(fixture, expected):
    nodes = parse_placement_log(real_fixture(fixture))
    assert [(n.op, short_device(n.device)) for n in nodes] == expected


def test_parse_tf221_placer_lines():
    nodes = parse_placement_log(TF221_PLACER)
    assert [(n.name, n.op) for n in nodes] == [
        ("a", "_Arg"),
        ("MatMul", "MatMul"),
        ("add", "AddV2"),
        ("__inference_f_10", "__inference_f_10"),
    ]
    s = summarize(nodes, [], "CPU:0")
    assert (s.ops_on_device, s.ops_total) == (3, 3)  # _Arg is plumbing


def _nodes(*pairs):
    return [PlacementNode(f"n{i}", op, dev) for i, (op, dev) in enumerate(pairs)]


def test_summary_all_on_gpu_ignores_plumbing_and_input_pipeline():
    nodes = _nodes(
        ("MatMul", GPU), ("Relu", GPU), ("_Recv", GPU), ("IteratorGetNext", CPU), ("_Send", CPU)
    )
    s = summarize(nodes, [("dense/kernel", GPU), ("adam/m", GPU)], "GPU:0")
    assert s.ok and s.sentence() == "2/2 train-step ops and all variables on GPU:0"
    assert s.to_dict() == {
        "device": "GPU:0",
        "ops_on_device": 2,
        "ops_total": 2,
        "variables_on_device": 2,
        "variables_total": 2,
    }


def test_summary_key_op_on_cpu_fails_with_reason():
    nodes = _nodes(("MatMul", GPU), ("Softmax", CPU), ("Shape", CPU))
    reasons = (("Softmax", "No registered 'Softmax' OpKernel for 'GPU' devices"),)
    s = summarize(nodes, [("k", GPU)], "GPU:0", reasons=reasons)
    assert not s.ok and s.key_off_device == ("Softmax",)
    assert ("Softmax", "CPU:0", 1) in s.off_device and s.reasons == reasons
    [f] = run_findings(_run("GPU:0", placement=s), real_data=True)
    assert f.id == "smoke-placement-off-device" and "Softmax" in f.title


def test_summary_variable_on_cpu_fails():
    s = summarize(_nodes(("MatMul", GPU)), [("k", GPU), ("b", CPU)], "GPU:0")
    assert not s.ok and "1/2 variables" in s.sentence()


def _run(device="CPU:0", losses=(0.8, 0.5), acc=0.82, n=7000, placement=None, secs=(1.2, 0.6)):
    if placement is None:
        placement = summarize(_nodes(("MatMul", device)), [("k", device)], device)
    epochs = tuple(Epoch(loss, 0.8, s) for loss, s in zip(losses, secs, strict=False))
    return Run(device, epochs, acc, n, placement)


@pytest.mark.parametrize(
    "run,ids",
    [
        pytest.param(_run(), [], id="healthy"),
        pytest.param(_run(losses=(0.8, math.nan)), ["smoke-loss-not-finite"], id="nan-loss"),
        pytest.param(_run(acc=0.11), ["smoke-accuracy-at-chance"], id="chance"),
        pytest.param(
            _run(acc=0.11, n=200, losses=(2.3,), secs=(1.0,)), [], id="too-little-training-to-judge"
        ),
        pytest.param(_run(placement=False), ["smoke-placement-unknown"], id="no-placement"),
    ],
)
def test_run_findings(run, ids):
    if run.placement is False:
        run = Run(run.device, run.epochs, run.test_accuracy, run.train_count, None)
    assert [f.id for f in run_findings(run, real_data=True)] == ids


def test_run_speed_separates_first_epoch():
    r = _run(secs=(3.0, 0.5, 0.7))
    r = Run(
        r.device,
        (Epoch(1, 0.5, 3.0), Epoch(0.6, 0.8, 0.5), Epoch(0.5, 0.8, 0.7)),
        0.8,
        6000,
        r.placement,
    )
    assert r.first_epoch_seconds == 3.0 and r.steady_epoch_seconds == pytest.approx(0.6)
    assert r.samples_per_second == pytest.approx(10000)


@pytest.mark.parametrize(
    "gpu_losses,ok",
    [
        pytest.param((0.801, 0.503), True, id="tf32-noise-agrees"),
        pytest.param((2.30, 2.30), False, id="garbage-at-uniform-loss"),
        pytest.param((0.8, math.nan), False, id="nan-on-gpu"),
    ],
)
def test_cpu_gpu_comparison(gpu_losses, ok):
    cpu = _run("CPU:0", secs=(2.0, 1.0))
    gpu = _run("GPU:0", losses=gpu_losses, secs=(4.0, 0.1))
    comparison, findings = comparison_findings(cpu, gpu)
    assert (findings == []) is ok
    assert comparison["speedup"] == 10.0 and comparison["speedup_first_epoch"] == 0.5
    if not ok:
        assert findings[0].id == "smoke-cpu-gpu-disagree"


# -- the parent with a fake child: contract, crashes --------------------------------
def _payload(device="CPU:0", loss=0.6):
    return {
        "stage": "done",
        "device": device,
        "train_count": 7000,
        "test_count": 1000,
        "epochs": [{"loss": loss, "accuracy": 0.8, "seconds": 1.0}],
        "test_accuracy": 0.82,
        "placement_source": "run-metadata",
        "placement_nodes": [["m", "MatMul", f"/device:{device}"], ["a", "_Arg", "/device:CPU:0"]],
        "variables": [["dense/kernel", f"/device:{device}"]],
    }


def _env(**extra):
    return {**os.environ, **extra}


JSON_KEYS = {"schema", "verdict", "data", "runs", "comparison", "findings"}
RUN_KEYS = {"device", "epochs", "test_accuracy", "samples_per_second", "placement"}
PLACEMENT_KEYS = {"device", "ops_on_device", "ops_total", "variables_on_device", "variables_total"}


def test_json_contract_with_both_devices(tmp_path):
    data = write_dataset(tmp_path / "d")
    env = _env(
        FAKE_CHILD_PAYLOAD=json.dumps(_payload()),
        FAKE_CHILD_PAYLOAD_GPU=json.dumps(_payload("GPU:0", 0.601)),
    )
    opts = SmokeOptions(device="both", data_dir=data, timeout=30, progress=False)
    report = run_smoke(opts, env=env, module="tests.support.fake_child")
    d = report.to_dict()
    assert set(d) == JSON_KEYS and d["schema"] == "tfdoctor.smoke-train/1"
    assert d["verdict"] == "passed" and report.exit_code == 0
    assert {"source", "train_count", "test_count", "synthetic"} <= set(d["data"])
    assert [r["device"] for r in d["runs"]] == ["CPU:0", "GPU:0"]
    for r in d["runs"]:
        assert RUN_KEYS <= set(r) and set(r["placement"]) == PLACEMENT_KEYS
        assert set(r["epochs"][0]) == {"loss", "accuracy", "seconds"}
    assert {"max_loss_difference", "speedup"} <= set(d["comparison"])
    assert d["comparison"]["max_loss_difference"] == pytest.approx(0.001)
    json.dumps(d)  # serialisable as is


def test_gpu_asked_but_none_is_a_finding(tmp_path):
    env = _env(
        FAKE_CHILD_PAYLOAD=json.dumps(_payload()), FAKE_CHILD_PAYLOAD_GPU='{"stage": "no-gpu"}'
    )
    opts = SmokeOptions(device="both", synthetic=True, timeout=30, progress=False)
    report = run_smoke(opts, env=env, module="tests.support.fake_child")
    assert report.exit_code == 1 and report.comparison is None
    assert "smoke-no-gpu" in [f.id for f in report.findings]
    assert [r.device for r in report.runs] == ["CPU:0"]


@pytest.mark.parametrize(
    "mode,fid",
    [
        pytest.param("segv", "tensorflow-crashed", id="killed"),
        pytest.param("hang", "tensorflow-hung", id="hung"),
    ],
)
def test_child_killed_or_hung(mode, fid):
    opts = SmokeOptions(synthetic=True, timeout=3, progress=False)
    report = run_smoke(opts, env=_env(FAKE_CHILD_MODE=mode), module="tests.support.fake_child")
    assert fid in [f.id for f in report.findings] and report.exit_code == 1
    assert report.to_dict()["verdict"] == "failed"


# -- the CLI ----------------------------------------------------------------------
def _cli(args, env=None):
    return CliRunner().invoke(app, ["smoke-train", *args], env=env)


def test_cli_bad_device_is_usage_error():
    result = _cli(["--device", "tpu"])
    assert result.exit_code == 2 and "--device must be one of" in result.stderr


def test_cli_offline_without_data_exit_2(tmp_path):
    env = {"KERAS_HOME": str(tmp_path / "kh"), "TFDOCTOR_DATA_URL": (tmp_path / "none").as_uri()}
    result = _cli(["--json"], env=env)
    assert result.exit_code == 2
    d = json.loads(result.stdout)
    assert d["verdict"] == "failed" and d["runs"] == []
    [f] = d["findings"]
    assert f["id"] == "smoke-data-missing" and "t10k-labels-idx1-ubyte.gz" in f["remedy"]


def test_cli_corrupt_file_exit_2_names_file(tmp_path):
    data = write_dataset(tmp_path / "d")
    (data / "train-images-idx3-ubyte.gz").write_bytes(b"\x1f\x8b\x08garbage")
    result = _cli(["--data-dir", str(data)])
    assert result.exit_code == 2
    assert "train-images-idx3-ubyte.gz" in result.stdout and "idx-file-corrupt" in result.stdout


# -- real TensorFlow (CPU) --------------------------------------------------------
@pytest.mark.slow
def test_real_training_on_generated_idx_data(tmp_path):
    data = write_dataset(tmp_path / "d", n_train=2000, n_test=300, seed=3)
    result = _cli(["--data-dir", str(data), "--device", "auto", "--json"])
    d = json.loads(result.stdout)
    run = d["runs"][0]
    if run["device"] == "CPU:0":
        assert result.exit_code == 0, d["findings"]
    assert run["test_accuracy"] > 0.9  # bands are trivially learnable; chance is 0.10
    p = run["placement"]
    assert p["ops_on_device"] == p["ops_total"] > 50
    assert p["variables_on_device"] == p["variables_total"] == 14  # 4 weights + 10 Adam
    assert d["data"] == {
        "source": "data-dir",
        "path": str(data),
        "train_count": 2000,
        "test_count": 300,
        "synthetic": False,
    }


@pytest.mark.slow
def test_real_subset_and_no_gpu_for_both():
    data = shared("data/fashion-mnist-subset")
    result = _cli(["--data-dir", str(data), "--limit", "3000", "--device", "both", "--json"])
    d = json.loads(result.stdout)
    cpu = next(r for r in d["runs"] if r["device"] == "CPU:0")
    assert cpu["test_accuracy"] > 0.7  # the seed network after one epoch on 3,000 images
    if not any(r["device"] == "GPU:0" for r in d["runs"]):
        assert result.exit_code == 1 and d["verdict"] == "failed"
        assert "smoke-no-gpu" in [f["id"] for f in d["findings"]]


# -- real child results stored from a TF 2.15.1 venv (tests/data/SOURCES.md) --------
@pytest.mark.parametrize(
    "stored_file,sentence",
    [
        pytest.param(
            "tf-2.15.1/train-child.json",
            "185/185 train-step ops and all variables on CPU:0",
            id="keras2-variables-read",
        ),
        pytest.param(
            # the child before the fix read Keras 2's `.value` method: no device at all;
            # unknown is not "elsewhere" (the ops touching them are in the graph)
            "tf-2.15.1/train-child-before-fix.json",
            "185/185 train-step ops and 0/13 variables (13 with no device reported) on CPU:0",
            id="keras2-variables-unread",
        ),
    ],
)
def test_keras2_run_from_tf215_passes(stored_file, sentence):
    from tests.support.helpers import stored
    from tfdoctor.children.runner import ChildOutcome, ChildResult
    from tfdoctor.commands.smoke_train import build_run

    payload = json.loads(stored(stored_file))
    result = ChildResult("tfdoctor.children.train", ChildOutcome.OK, payload, returncode=0)
    run = build_run(result)
    assert run is not None and run.placement is not None
    assert run.placement.sentence() == sentence
    assert run.placement.ok
    assert run_findings(run, real_data=True) == []


def test_a_variable_on_another_device_still_fails():
    s = summarize(_nodes(("MatMul", GPU)), [("k", GPU), ("b", CPU), ("c", "")], "GPU:0")
    assert not s.ok and s.variables_elsewhere == 1 and s.variables_unknown == 1
