"""Every CUDA error a real driver can name, as TensorFlow logs it, through explain.

tests/data/gpu-h200/driver-error-strings.json: cuGetErrorName/cuGetErrorString for all
100 error codes of driver 580.159.04, read on an H200 (scripts/gpu_error_strings.py).
TensorFlow writes them after "failed call to cuInit: " (the prefix is verbatim from a real
TF 2.13 log in the corpus); when it could not name a code it writes "UNKNOWN ERROR (N)".
No cuInit failure may read as healthy, and the number must read as its name does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tfdoctor.explain.cuda_codes import named
from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity

DATA = Path(__file__).resolve().parents[1] / "data" / "gpu-h200" / "driver-error-strings.json"
CODES = [c for c in json.loads(DATA.read_text())["cuda"] if c[0] != 0]
NO_GPU_CODES = ("CUDA_ERROR_NO_DEVICE", "CUDA_ERROR_STUB_LIBRARY", "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED")
PREFIX = "E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: "


def test_the_shipped_table_is_the_recorded_one():
    shipped = json.loads(
        (Path(__file__).resolve().parents[2] / "compat" / "cuda_errors.json").read_text()
    )["cuda"]
    assert shipped == {str(c): [n, m] for c, n, m in CODES}
    assert len(CODES) == 100


@pytest.mark.parametrize(("code", "name", "message"), CODES, ids=[c[1] for c in CODES])
def test_no_cuinit_failure_reads_as_healthy(code, name, message):
    by_name = explain_text(f"{PREFIX}{name}: {message}")
    # alone in a log (nothing failed), the codes of a machine without a GPU or driver are the
    # warning TensorFlow's CPU fallback is (explain/notices_cpu.py); every other code, an error
    want = Severity.WARNING if name in NO_GPU_CODES else Severity.ERROR
    assert by_name and by_name[0].severity is want, by_name
    by_number = explain_text(f"{PREFIX}UNKNOWN ERROR ({code})")
    assert by_number[0].id == by_name[0].id, (by_number[0].id, by_name[0].id)


def test_a_number_keeps_its_text_and_gains_its_name():
    # a real TF 2.18 line (corpus): the stub's or an old driver's unnamed code
    line = ("E0000 00:00:1764039250.163674    9734 cuda_platform.cc:50] failed call to cuInit: "
            "INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)")
    (f, *_) = explain_text(line)
    assert f.id == "cuda-init-failed"
    assert line + " [CUDA_ERROR_SHARED_OBJECT_INIT_FAILED: shared object initialization failed" \
        in f.evidence[0]
    assert named("failed call to cuInit: UNKNOWN ERROR (123456)").endswith("(123456)")
    assert named("no number here") == "no number here"
    (stub, *_) = explain_text(f"{PREFIX}UNKNOWN ERROR (34)")  # the CUDA stub library
    (no_gpu, *_) = explain_text(f"{PREFIX}UNKNOWN ERROR (100)")
    assert (stub.id, no_gpu.id) == ("no-cuda-driver", "no-gpu-device")
