"""The thirteenth session's review of its own explain rules (tests/data/review/s13-review-b.md):
each item a real line that a new pattern got wrong, kept right here."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity


@pytest.mark.parametrize(
    "line",
    [
        # curl 7.76+ with -f (the NVIDIA apt key of a CUDA Dockerfile; OpenWrt's build notes)
        "curl: (22) The requested URL returned error: 404",
        # git under `pip install git+https://...`
        "fatal: unable to access 'https://github.com/x/y.git/': The requested URL returned error: 404",
        "cudaMalloc failed (error = 2)",
        "Socket recv failed, error = 104",
    ],
)
def test_an_error_with_a_number_is_still_trouble(line: str) -> None:
    found = explain_text(line)
    assert found and found[0].severity is not Severity.INFO, found


@pytest.mark.parametrize(
    "line",
    [
        "Augmentation: augmix | Test Error Rate: 14.42",  # ayulockin/DataAugmentationTF (r109-7-005)
        "epoch 3: val error = 0.031",
        "Test error: 12.5%, epoch 3",
    ],
)
def test_a_metric_named_error_is_quiet(line: str) -> None:
    assert explain_text(line) == []


@pytest.mark.parametrize(
    "line",
    [
        # a torch.Tensor (MVIG-SJTU/AlphaPose#672: ndim needs PyTorch >= 1.2; pytorch/pytorch#53090)
        "AttributeError: 'Tensor' object has no attribute 'ndim'",
        "AttributeError: 'Tensor' object has no attribute 'astype'",
    ],
)
def test_a_bare_tensor_is_not_called_tensorflows(line: str) -> None:
    assert explain_text(line)[0].id != "tensorflow-api-mismatch"


def test_a_denied_device_cgroup_is_not_an_old_toolkit() -> None:
    # NVIDIA/libnvidia-container#154 (LXC on Proxmox), on current toolkits too
    line = (
        "nvidia-container-cli: mount error: failed to add device rules: unable to find any "
        "existing device filters attached to the cgroup: bpf_prog_query(BPF_CGROUP_DEVICE) "
        "failed: operation not permitted: unknown."
    )
    (f, *_) = explain_text(line)
    assert f.id == "container-no-gpu-access"
    assert "no-cgroups = true" in f.remedy and "1.9.0" not in f.remedy
    old = ("nvidia-container-cli: container error: cgroup subsystem devices not found: "
           "unknown.")
    assert "1.9.0-1" in explain_text(old)[0].remedy


def test_jax_and_pytorch_memory_remedies_name_their_own_settings() -> None:
    gemm = explain_text(
        "RET_CHECK failure (external/org_tensorflow/tensorflow/compiler/xla/service/gpu/"
        "gemm_algorithm_picker.cc:327) stream->parent()->GetBlasGemmAlgorithms(stream, &algorithms)"
    )[0]
    assert gemm.id == "cublas-init-failed" and "XLA_PYTHON_CLIENT_PREALLOCATE=false" in gemm.remedy
    oom = explain_text("RuntimeError: CUDA error: out of memory")[0]
    assert oom.id == "gpu-out-of-memory" and "If TensorFlow runs in the same process" in oom.remedy


def test_the_third_review_rounds_112_to_114() -> None:
    """tests/data/review/s13-review-c.md: a Serving base path missing is NOT_FOUND only;
    TF 2.7+'s determinism wording; the text proto's own field is named."""
    s3 = ("E tensorflow_serving/sources/storage_path/file_system_storage_path_source.cc:353] "
          "FileSystemStoragePathSource encountered a filesystem access error: Could not find base "
          "path s3://bucket/models/m for servable m with error UNIMPLEMENTED: File system scheme "
          "'s3' not implemented")
    assert "serving-model-version-dir-missing" not in [f.id for f in explain_text(s3)]
    det = explain_text(
        "UnimplementedError: A deterministic GPU implementation of SparseSegmentSqrtN is not "
        "currently available."
    )[0]
    assert det.id == "deterministic-op-unimplemented" and "SparseSegmentSqrtN" in det.remedy
    pb = explain_text(
        "Error parsing text-format tensorflow.SavedModel: 30:5: Message type "
        "\"tensorflow.SavedModel\" has no field named \"node\"."
    )[0]
    assert pb.id == "saved-model-tags-not-found" and "'node'" in pb.remedy


def test_explain_reads_an_index_named_twice_as_check_does() -> None:
    """One reading of CUDA_VISIBLE_DEVICES for both commands: on the H200 the driver answered
    `0,0` with cuInit 101 (compat/cuda_errors.json: CUDA_ERROR_INVALID_DEVICE, "invalid
    device ordinal"); a log that sets it so and shows that failure names the setting first."""
    prefix = "E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: "
    log = 'os.environ["CUDA_VISIBLE_DEVICES"] = "0,0"\n' + prefix + (
        "CUDA_ERROR_INVALID_DEVICE: invalid device ordinal"
    )
    (f, *_) = explain_text(log)
    assert f.id == "cuda-visible-devices-hides-gpus" and "twice" in f.title
    once = 'os.environ["CUDA_VISIBLE_DEVICES"] = "0"\n' + prefix + (
        "CUDA_ERROR_INVALID_DEVICE: invalid device ordinal"
    )
    assert explain_text(once)[0].id != "cuda-visible-devices-hides-gpus"


@pytest.mark.parametrize(
    "line",
    [
        "numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuInit results in CUDA_ERROR_OUT_OF_MEMORY",
        "E0000 cuda_driver.cc:266] failed call to cuInit: UNKNOWN ERROR (2)",
        "E0000 cuda_driver.cc:266] failed call to cuInit: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
    ],
)
def test_cuinit_out_of_memory_blames_no_batch_size(line):
    """The review of the thirteenth session (s13-review-b item 4): cuInit out of memory (named, or
    numbered 2 and decoded) was told "lower the batch size"; no tensor exists when cuInit runs."""
    (first, *_) = explain_text(line + "\n")
    assert first.id == "gpu-out-of-memory" and "cuInit" in first.title
    assert "batch size" not in first.remedy.replace("not the batch size", "")
    assert "ulimit -v" in first.remedy
