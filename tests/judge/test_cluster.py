"""The multi-worker cluster judged as a set, before TensorFlow (judge/cluster.py, slurm.py)."""

import json

import pytest

from tfdoctor.judge.cluster import network_findings, read_cluster
from tfdoctor.judge.slurm import expand_hostlist, expand_tasks_per_node
from tfdoctor.model import InputError
from tfdoctor.probes.network import LocalIdentity, listening, resolve


def tf_config(cluster, task):
    return {"TF_CONFIG": json.dumps({"cluster": cluster, "task": task})}


TWO = {"worker": ["127.0.0.1:2222", "127.0.0.1:2223"]}


@pytest.mark.parametrize(
    ("env", "ids", "me"),
    [
        pytest.param(tf_config(TWO, {"type": "worker", "index": 1}), [], "worker:1", id="valid"),
        pytest.param(tf_config({"chief": ["a:1"], "worker": ["b:1"]}, {"type": "chief", "index": 0}),
                     [], "chief:0", id="chief-and-worker"),
        pytest.param({"TF_CONFIG": '{"cluster": {"worker": ["a:1"]}'}, ["cluster-config-invalid"],
                     None, id="bad-json"),
        pytest.param({"TF_CONFIG": '["a:1"]'}, ["cluster-config-invalid"], None, id="not-object"),
        pytest.param(tf_config({"worker": "a:1"}, {"type": "worker"}), ["cluster-config-invalid"],
                     None, id="addresses-not-a-list"),
        pytest.param(tf_config({"ps": ["a:1"]}, {"type": "ps", "index": 0}),
                     ["cluster-config-invalid"], None, id="no-worker-job"),
        pytest.param({"TF_CONFIG": json.dumps({"cluster": TWO})}, ["cluster-task-missing"], None,
                     id="missing-task"),
        pytest.param(tf_config(TWO, {"type": "evaluator", "index": 0}), ["cluster-task-missing"],
                     None, id="task-type-not-a-job"),
        pytest.param(tf_config(TWO, {"type": "worker", "index": 2}),
                     ["cluster-task-out-of-range"], None, id="index-out-of-range"),
        pytest.param(tf_config(TWO, {"type": "worker", "index": -1}),
                     ["cluster-task-out-of-range"], None, id="index-negative"),
        pytest.param(tf_config({"worker": ["h:1", "H:1"]}, {"type": "worker", "index": 0}),
                     ["cluster-duplicate-address"], "worker:0", id="duplicate-address"),
        pytest.param({"SLURM_PROCID": "1", "SLURM_STEP_NUM_TASKS": "3",
                      "SLURM_STEP_NODELIST": "gpu[02-03]", "SLURM_STEP_TASKS_PER_NODE": "2,1"},
                     [], "worker:1", id="slurm-step"),
        pytest.param({"SLURM_JOB_ID": "7", "SLURM_PROCID": "0"}, ["cluster-config-invalid"], None,
                     id="slurm-outside-srun"),
        pytest.param({"SLURM_PROCID": "5", "SLURM_STEP_NUM_TASKS": "2",
                      "SLURM_STEP_NODELIST": "n1,n2", "SLURM_STEP_TASKS_PER_NODE": "1(x2)"},
                     ["cluster-task-out-of-range"], None, id="slurm-rank-out-of-range"),
        pytest.param({"SLURM_PROCID": "0", "SLURM_STEP_NUM_TASKS": "4",
                      "SLURM_STEP_NODELIST": "n1,n2", "SLURM_STEP_TASKS_PER_NODE": "1(x2)"},
                     ["cluster-config-invalid"], None, id="slurm-task-count-disagrees"),
    ],
)  # fmt: skip
def test_cluster_table(env, ids, me):
    cluster, findings = read_cluster(env)
    assert [f.id for f in findings] == ids
    assert all(f.remedy for f in findings)
    assert (cluster.me.name if cluster else None) == me


def test_tf_config_wins_over_slurm_and_value_is_never_shown():
    env = tf_config({"worker": ["secret-host:1"]}, {"type": "worker", "index": 3})
    env["SLURM_PROCID"] = "0"
    _, findings = read_cluster(env)
    assert [f.id for f in findings] == ["cluster-task-out-of-range"]
    assert "secret-host" not in json.dumps([f.to_dict() for f in findings])


def test_no_cluster_is_bad_usage():
    with pytest.raises(InputError, match="TF_CONFIG"):
        read_cluster({})


def test_slurm_addresses_follow_slurm_cluster_resolver():
    env = {"SLURM_PROCID": "2", "SLURM_STEP_NUM_TASKS": "3",
           "SLURM_STEP_NODELIST": "n2,n1", "SLURM_STEP_TASKS_PER_NODE": "2,1"}  # fmt: skip
    cluster, _ = read_cluster(env)
    # hosts sorted by name, port_base 8888 + the task's slot on its host
    assert [m.address for m in cluster.members] == ["n1:8888", "n2:8888", "n2:8889"]
    assert cluster.me.address == "n2:8889" and not cluster.is_chief


@pytest.mark.parametrize(
    ("text", "hosts"),
    [
        pytest.param("n[1-2],m5,o[3-4,6]", ["n1", "n2", "m5", "o3", "o4", "o6"], id="tf-docstring"),
        pytest.param("gpu[008-010]", ["gpu008", "gpu009", "gpu010"], id="zero-padded"),
    ],
)
def test_expand_hostlist(text, hosts):
    assert expand_hostlist(text) == hosts


def test_expand_tasks_per_node():
    assert expand_tasks_per_node("3(x2),2,1") == [3, 3, 2, 1]
    with pytest.raises(ValueError):
        expand_tasks_per_node("x")


ME = LocalIdentity(("localhost", "node1"), ("10.0.0.1", "127.0.0.1"))
DNS = {"node1": ("10.0.0.1",), "node2": ("10.0.0.2",), "127.0.0.1": ("127.0.0.1",)}


@pytest.mark.parametrize(
    ("workers", "index", "ids"),
    [
        pytest.param(["node1:1", "node2:1"], 0, [], id="me-by-name"),
        pytest.param(["127.0.0.1:1", "127.0.0.1:2"], 1, [], id="loopback"),
        pytest.param(["node1:1", "node2:1"], 1, ["cluster-host-not-local"], id="index-points-away"),
        pytest.param(["node1:1", "nosuch:1"], 0, ["cluster-host-unresolvable"], id="unresolvable"),
    ],
)
def test_network_findings(workers, index, ids):
    cluster, _ = read_cluster(tf_config({"worker": workers}, {"type": "worker", "index": index}))
    found = network_findings(cluster, ME, lambda host: DNS.get(host, ()))
    assert [f.id for f in found] == ids


def test_probes_are_bounded():
    slow = lambda name: __import__("time").sleep(5) or ("1.2.3.4",)  # noqa: E731
    assert resolve("x", timeout=0.1, lookup=slow) == ()
    assert resolve("localhost", timeout=5) != ()
    assert listening("127.0.0.1:1", timeout=1) is False
