"""The text of smoke-train --strategy multi-worker: the chief prints the whole cluster."""

import io

import pytest

from tfdoctor.commands.smoke_train import SmokeReport
from tfdoctor.report.smoke import render_smoke

ROWS = [
    {"rank": 0.0, "loss": 2.0775, "steps_per_second": 6.06, "weight_checksum": 4205.98,
     "local_replicas": 1.0},
    {"rank": 1.0, "loss": 2.0775, "steps_per_second": 9.82, "weight_checksum": 4205.98,
     "local_replicas": 1.0},
]  # fmt: skip


def cluster(chief, rows, agree=True):
    return {"source": "TF_CONFIG", "task": "worker:0" if chief else "worker:1",
            "address": "127.0.0.1:2222", "chief": chief, "size": 2, "workers": 2,
            "devices_per_worker": [1, 1], "loss_agreement": agree, "weights_agree": True,
            "loss_relative_spread": 0.0, "weight_relative_spread": 0.0, "per_worker": rows}  # fmt: skip


@pytest.mark.parametrize(
    ("info", "want", "absent"),
    [
        pytest.param(cluster(True, ROWS), ["workers: 2  devices per worker: 1, 1",
                     "worker rank 1: 1 device(s), 9.82 steps/s", "loss across workers: agree"],
                     [], id="chief-prints-the-whole"),
        pytest.param(cluster(False, ROWS[1:]), ["this worker: 1 device(s), 9.82 steps/s",
                     "the chief prints the whole"], ["worker rank 0"], id="worker-prints-its-own"),
        pytest.param(cluster(True, ROWS, agree=False), ["loss across workers: DIFFER"], [],
                     id="disagreement-shown"),
        pytest.param({"source": None}, [], ["Cluster"], id="no-cluster-read"),
    ],
)  # fmt: skip
def test_cluster_section(info, want, absent):
    out = io.StringIO()
    render_smoke(SmokeReport({}, cluster=info), colour=False, stream=out)
    text = out.getvalue()
    for line in want:
        assert line in text
    for line in absent:
        assert line not in text
