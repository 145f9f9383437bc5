"""The causal table (explain/causes.py): causes rank before the symptoms they explain."""

from __future__ import annotations

import pytest

from tfdoctor.explain.causes import CAUSES, INFO_PRIORITY, explained_by, rank
from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules import RULE_IDS
from tfdoctor.model import Finding, Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# Real lines (sources beside them).
CUDNN_HANDLE = (
    "2018-03-23 11:55:55.959752: E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not "
    "create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED"
)  # localminimum/QANet#5
OLD_DRIVER = (
    "2018-03-23 11:55:55.959970: E tensorflow/stream_executor/cuda/cuda_dnn.cc:393] possibly "
    "insufficient driver version: 384.69.0"
)  # localminimum/QANet#5
OLD_GPU = (
    "I tensorflow/core/common_runtime/gpu/gpu_device.cc:669] Ignoring gpu device (device: 0, "
    "name: Tesla K10.G2.8GB, pci bus id: 0000:45:00.0) with Cuda compute capability 3.0. The "
    "minimum required Cuda capability is 3.5. "
)  # tensorflow/tensorflow#473
NO_GPUS = "Num GPUs Available:  0"  # NVIDIA/nvidia-docker#1330
TRT = (
    "2023-06-16 08:09:25.068286: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] "
    "TF-TRT Warning: Could not find TensorRT"
)  # openvpi/DiffSinger-like log, tests/data/logs rl-dev-112
CPU_GUARD = (
    "2023-11-06 01:43:59.188890: I tensorflow/core/platform/cpu_feature_guard.cc:182] This "
    "TensorFlow binary is optimized to use available CPU instructions in performance-critical "
    "operations."
)  # tests/data/logs rl-dev-088


def test_table_ids_are_real_and_acyclic() -> None:
    known = set(RULE_IDS)
    for cause, symptoms in CAUSES.items():
        assert cause in known, cause
        assert cause not in symptoms
        assert set(symptoms) <= known | {"tensorflow-import-failed"}, (cause, symptoms)

    def reach(fid: str, path: tuple[str, ...]) -> None:
        for s in CAUSES.get(fid, ()):
            assert s not in path, f"cycle: {path + (s,)}"
            reach(s, path + (s,))

    for cause in CAUSES:
        reach(cause, (cause,))
    assert set(INFO_PRIORITY[:1]) == {"tensorrt-missing"}


@pytest.mark.parametrize(
    "present, want",
    [
        pytest.param(
            {"driver-too-old", "cudnn-init-failed"},
            {"cudnn-init-failed": "driver-too-old"},
            id="driver-explains-cudnn",
        ),
        pytest.param(
            {"wsl-libcuda-missing", "no-cuda-driver", "cuda-init-failed"},
            {"no-cuda-driver": "wsl-libcuda-missing", "cuda-init-failed": "wsl-libcuda-missing"},
            id="deepest-cause-wins",
        ),
        pytest.param(
            {"cuda-libs-missing", "no-gpu-device"},
            {"no-gpu-device": "cuda-libs-missing"},
            id="libs-explain-no-gpu",
        ),
        pytest.param({"gpu-out-of-memory", "cuda-init-failed"}, {}, id="unrelated"),
    ],
)
def test_explained_by(present: set[str], want: dict[str, str]) -> None:
    assert explained_by(present) == want


def test_rank_puts_the_cause_first_with_the_symptoms_lines() -> None:
    symptom = Finding("cudnn-init-failed", E, "t", evidence=("line 1: handle",))
    cause = Finding("driver-too-old", W, "t", evidence=("line 3: driver",))
    other = Finding("nccl-error", E, "t", evidence=("line 2: nccl",))
    out = rank([(1, symptom), (2, other), (3, cause)])
    assert [f.id for f in out] == ["driver-too-old", "nccl-error", "cudnn-init-failed"]
    assert out[0].severity is E  # takes the worst severity of what it explains
    assert out[0].evidence == ("line 3: driver", "line 1: handle")
    assert out[0].values["explains"] == ["cudnn-init-failed"]
    assert out[2].values["explained_by"] == "driver-too-old"


def test_info_ties_go_to_what_matters() -> None:
    out = rank(
        [
            (1, Finding("benign-cpu-features", INFO, "t")),
            (5, Finding("tensorrt-missing", INFO, "t")),
        ]
    )
    assert [f.id for f in out] == ["tensorrt-missing", "benign-cpu-features"]


@pytest.mark.parametrize(
    "lines, first",
    [
        pytest.param([CUDNN_HANDLE, OLD_DRIVER], "driver-too-old", id="qanet5"),
        pytest.param([NO_GPUS, OLD_GPU], "compute-capability-unsupported", id="old-gpu-no-gpus"),
        pytest.param([CPU_GUARD, TRT], "tensorrt-missing", id="trt-over-cpu-noise"),
    ],
)
def test_real_lines_rank_the_cause_first(lines: list[str], first: str) -> None:
    findings = explain_text("\n".join(lines))
    assert findings[0].id == first, [f.id for f in findings]
    if len({f.id for f in findings}) > 1 and findings[1].severity is not INFO:
        assert findings[1].values.get("explained_by") == first
