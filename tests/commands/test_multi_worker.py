"""smoke-train --strategy multi-worker: a broken cluster fails fast; real workers agree."""

import json
import os
import socket
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands.multi_worker import run_multi_worker
from tfdoctor.commands.smoke_train import SmokeOptions
from tfdoctor.probes.network import LocalIdentity


def invoke(env):
    args = ["smoke-train", "--strategy", "multi-worker", "--synthetic", "--json"]
    return CliRunner().invoke(app, args, env=env)


@pytest.mark.parametrize(
    ("tf_config", "ids"),
    [
        pytest.param('{"cluster": {"worker": ["a:1"]', ["cluster-config-invalid"], id="bad-json"),
        pytest.param('{"cluster": {"worker": ["127.0.0.1:1"]}, "task": {"type": "worker", '
                     '"index": 4}}', ["cluster-task-out-of-range"], id="index-out-of-range"),
    ],
)  # fmt: skip
def test_broken_tf_config_fails_fast_without_tensorflow(tf_config, ids):
    start = time.monotonic()
    res = invoke({"TF_CONFIG": tf_config})
    assert res.exit_code == 1
    out = json.loads(res.stdout)
    assert [f["id"] for f in out["findings"]] == ids and out["runs"] == []
    assert time.monotonic() - start < 5
    assert "tensorflow" not in sys.modules  # the parent never imported it


def test_no_cluster_is_one_red_line_exit_2():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLURM_", "TF_CONFIG"))}
    res = CliRunner().invoke(
        app, ["smoke-train", "--strategy", "multi-worker", "--synthetic"], env=env
    )
    assert res.exit_code == 2 and "needs a cluster" in res.stderr
    assert "Traceback" not in res.output


def test_host_not_local_stops_before_the_child():
    env = {"TF_CONFIG": json.dumps({"cluster": {"worker": ["127.0.0.1:1", "10.9.9.9:1"]},
                                    "task": {"type": "worker", "index": 1}})}  # fmt: skip
    report = run_multi_worker(
        SmokeOptions(synthetic=True),
        env=env,
        module="tfdoctor.no_such_child",  # would fail loudly if it ran
        identity=lambda: LocalIdentity(("localhost",), ("127.0.0.1",)),
        resolve=lambda host: (host,),
    )
    assert [f.id for f in report.findings] == ["cluster-host-not-local"]
    assert report.exit_code == 1 and report.cluster["task"] == "worker:1"


# --- real TensorFlow, real workers on 127.0.0.1 -------------------------------------
def free_ports(n):
    socks = [socket.socket() for _ in range(n)]
    for s in socks:
        s.bind(("127.0.0.1", 0))
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


def start_workers(n, indices, timeout):
    cluster = {"worker": [f"127.0.0.1:{p}" for p in free_ports(n)]}
    procs = []
    for i in indices:
        env = dict(os.environ, TF_CONFIG=json.dumps({"cluster": cluster,
                                                     "task": {"type": "worker", "index": i}}))  # fmt: skip
        argv = [sys.executable, "-m", "tfdoctor", "smoke-train", "--strategy", "multi-worker",
                "--synthetic", "--limit", "256", "--json", "--timeout", str(timeout)]  # fmt: skip
        procs.append(subprocess.Popen(argv, env=env, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True))  # fmt: skip
    outs = [p.communicate(timeout=timeout + 60)[0] for p in procs]
    return cluster, [(p.returncode, json.loads(o)) for p, o in zip(procs, outs, strict=True)]


@pytest.mark.slow
@pytest.mark.parametrize("n", [pytest.param(2, id="two-workers"), pytest.param(3, id="three")])
def test_real_workers_train_together_and_agree(n):
    _, results = start_workers(n, range(n), timeout=180)
    for code, out in results:
        assert code == 0, [f["id"] for f in out["findings"]]
        assert out["cluster"]["workers"] == n
        assert out["cluster"]["loss_agreement"] and out["cluster"]["weights_agree"]
    chief = results[0][1]["cluster"]
    assert chief["chief"] and len(chief["per_worker"]) == n
    assert chief["devices_per_worker"] == [1] * n
    assert (
        not results[1][1]["cluster"]["chief"] and len(results[1][1]["cluster"]["per_worker"]) == 1
    )


@pytest.mark.slow
def test_missing_worker_fails_within_the_bound_and_is_named():
    start = time.monotonic()
    cluster, [(code, out)] = start_workers(2, [0], timeout=40)
    assert time.monotonic() - start < 40 + 20
    assert code == 1
    missing = [f for f in out["findings"] if f["id"] == "cluster-worker-missing"]
    assert missing and missing[0]["values"]["missing"] == [f"worker:1 ({cluster['worker'][1]})"]


def port_free(port):
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gRPC binds
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@pytest.mark.slow
def test_real_slurm_step_on_a_cpu_node_trains_on_the_cpu():
    """SlurmClusterResolver's fixed ports 8888+; its GPU split must not claim a GPU here."""
    if not (port_free(8888) and port_free(8889)):
        pytest.skip("ports 8888/8889 (SlurmClusterResolver's port_base) are taken")
    procs = []
    for rank in (0, 1):
        env = {k: v for k, v in os.environ.items() if k != "TF_CONFIG"}
        env.update(SLURM_PROCID=str(rank), SLURM_STEP_NUM_TASKS="2",
                   SLURM_STEP_NODELIST="localhost", SLURM_STEP_TASKS_PER_NODE="2",
                   CUDA_VISIBLE_DEVICES="")  # fmt: skip
        argv = [sys.executable, "-m", "tfdoctor", "smoke-train", "--strategy", "multi-worker",
                "--synthetic", "--limit", "256", "--json", "--timeout", "180"]  # fmt: skip
        procs.append(subprocess.Popen(argv, env=env, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True))  # fmt: skip
    outs = [json.loads(p.communicate(timeout=240)[0]) for p in procs]
    assert [o["verdict"] for o in outs] == ["passed", "passed"]
    assert outs[0]["cluster"]["source"] == "Slurm" and outs[0]["cluster"]["workers"] == 2
    assert [o["runs"][0]["device"] for o in outs] == ["CPU:0", "CPU:0"]
