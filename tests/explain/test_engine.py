"""The explain engine on whole logs, messy formats, machine context, and the CLI."""

from __future__ import annotations

import json
import sys

import pytest
from typer.testing import CliRunner

from tests.support.helpers import SHARED, real_fixture, shared
from tfdoctor.cli import app
from tfdoctor.explain.engine import ExplainContext, explain_text
from tfdoctor.model import Severity

CUDART = (
    "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] "
    "Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open "
    "shared object file: No such file or directory"
)  # tensorflow/tensorflow#45930
MISMATCH = (
    "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 "
    "but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version "
    "and equal or higher minor version."
)  # tensorflow/tensorflow#60913


_SP = MISMATCH.index(" ", 75)  # an issue tracker wraps at a space and drops it


def _cases() -> list[dict]:
    path = SHARED / "tf-logs" / "cases.jsonl"
    if not path.exists():
        return []
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, id=c["id"]) for c in _cases()] or [pytest.param(None, id="no-shared")],
)
def test_shared_cases_rank_a_root_cause_first(case: dict | None) -> None:
    """The first finding, the one users read, names the root cause (tf-logs/README.md):
    it must be one of the case's ``expected_ids``, at the case's severity."""
    if case is None:
        shared("tf-logs/cases.jsonl")  # skips with the reason
    findings = explain_text(case["log"])
    assert findings, "no finding at all"
    assert findings[0].id in case["expected_ids"], [f.id for f in findings]
    assert findings[0].severity.value == case["severity"]


def test_shared_case_tfd056_numa_part_is_benign() -> None:
    case = next((c for c in _cases() if c["id"] == "tfd-056"), None)
    if case is None:
        shared("tf-logs/cases.jsonl")
        pytest.skip("tfd-056 is not in cases.jsonl")
    findings = explain_text(case["log"])
    assert [(f.id, f.severity) for f in findings] == [("benign-numa", Severity.INFO)]
    assert findings[0].count == 3


@pytest.mark.parametrize(
    "name, ids",
    [
        pytest.param(
            "cudnn-mismatch-runtime-9.1.0-compiled-9.3.0-absl-format-tf60913.txt",
            # the XLA op that then failed ("OP_REQUIRES failed at xla_ops.cc:577 :
            # FAILED_PRECONDITION: DNN library initialization failed") is a symptom
            {"cudnn-version-mismatch", "cudnn-init-failed", "xla-failed"},
            id="cudnn-absl",
        ),
        pytest.param(
            "tf2.x-2022-conda-forge-libcuda.so.1-missing-cuInit-303-kernel-reported-version-tffeedstock257.txt",
            # the user's list_physical_devices('GPU') printed [] seven lines on
            {"no-cuda-driver", "cuda-init-failed", "devices-no-gpu"},
            id="libcuda-missing",
        ),
        pytest.param(
            "tf2.12-cannot-dlopen-skipping-gpu-empty-list-tf60646.txt",
            {"cuda-libs-missing"},
            id="skip-gpu",
        ),
        pytest.param(
            "tf2.17-guide-gpu-4gpu-startup-absl-format-tensorflow-org.txt",
            {"benign-factory-registration", "benign-numa", "benign-absl-log-init"},
            id="benign-startup",
        ),
        pytest.param(
            "tf2.4-windows-dll-names-cudart64_110-cudnn64_8-tf46091.txt",
            set(),
            id="healthy-windows",
        ),
        pytest.param(
            "tf2.6-2.7-created-device-and-log-device-placement-v100-ai2es-schooner.txt",
            {"benign-cpu-features"},
            id="healthy-linux",
        ),
    ],
)
def test_real_logs(name: str, ids: set[str]) -> None:
    findings = explain_text(real_fixture(f"tf-logs/{name}"))
    assert {f.id for f in findings} == ids


def test_benign_only_log_has_no_error_or_warning() -> None:
    text = real_fixture("tf-logs/tf2.17-conda-h200-created-device-physicaldevice-ANON.txt")
    assert all(f.severity is Severity.INFO for f in explain_text(text))


def test_most_severe_first_one_per_id_with_count() -> None:
    numa = (
        "2022-08-01 07:10:04.054341: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] "
        "successful NUMA node read from SysFS had negative value (-1), but there must be at least "
        "one NUMA node, so returning NUMA node zero"
    )  # tensorflow/tensorflow#53424
    findings = explain_text("\n".join([numa, CUDART, MISMATCH, MISMATCH, CUDART, MISMATCH]))
    assert [f.id for f in findings] == [
        "cudnn-version-mismatch",
        "cuda-libs-missing",
        "benign-numa",
    ]
    assert findings[0].count == 3 and findings[1].count == 2
    assert findings[0].evidence == (f"line 3: {MISMATCH}",)  # identical lines shown once


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(f"\x1b[33m{MISMATCH}\x1b[0m", id="ansi"),
        pytest.param(f"noise\r\n{MISMATCH}\r\nmore\r\n", id="crlf"),
        pytest.param(f"> {MISMATCH}", id="issue-quote"),
        pytest.param(MISMATCH[:70] + "\n" + MISMATCH[70:], id="wrapped-mid-word"),
        pytest.param(MISMATCH[:_SP] + "\n" + MISMATCH[_SP + 1 :], id="wrapped-at-space"),
        pytest.param(
            'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n'
            f"{MISMATCH}\nRuntimeError: boom",
            id="in-traceback",
        ),
    ],
)
def test_messy_text_still_matches(text: str) -> None:
    f = {f.id: f for f in explain_text(text)}["cudnn-version-mismatch"]
    assert f.values["loaded"] == "9.1.0" and f.values["compiled"] == "9.3.0"


def test_cli_reads_non_utf8_bytes(tmp_path) -> None:
    log = tmp_path / "train.log"
    log.write_bytes(b"\xff\xfe garbage \x80\n" + CUDART.encode() + b"\n")
    res = CliRunner().invoke(app, ["explain", "--json", str(log)])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    assert doc["schema"] == "tfdoctor.explain/1"
    assert [f["id"] for f in doc["findings"]] == ["cuda-libs-missing"]
    assert doc["findings"][0]["evidence"] == [f"line 2: {CUDART}"]


def test_context_makes_remedies_specific() -> None:
    ctx = ExplainContext(
        tf_version="2.18.0",
        tf_build_cudnn="9.3.0",
        pip_remedy='pip install "tensorflow[and-cuda]==2.18.*"',
    )
    f = explain_text(MISMATCH, ctx)[0]
    assert "9.3.0" in f.remedy and 'pip install "tensorflow[and-cuda]==2.18.*"' in f.remedy


def test_cuda_version_mismatch_from_library_path() -> None:
    # tensorflow/tensorrt#173: TF asks for CUDA 10.0, the path holds CUDA 10.2
    line = (
        "2020-01-13 11:01:04.871285: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] "
        "Could not dlopen library 'libcublas.so.10.0'; dlerror: libcublas.so.10.0: cannot open shared "
        "object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.2/lib64:"
        "/usr/local/cuda-10.2/lib64::/usr/local/cuda-10.2/lib64"
    )
    f = {f.id: f for f in explain_text(line)}["cuda-version-mismatch"]
    assert f.values["cuda"] == "10.0" and f.values["installed_cuda"] == "10.2"
    same = line.replace("cuda-10.2", "cuda-10.0")
    assert "cuda-version-mismatch" not in {f.id for f in explain_text(same)}


def test_wsl_libcuda_missing() -> None:
    # microsoft/WSL#8587 reports on WSL2; the line is TF's (microsoft/DirectML#18)
    line = (
        "2020-06-17 16:36:05.469811: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] "
        "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared "
        "object file: No such file or directory"
    )
    assert "wsl-libcuda-missing" not in {f.id for f in explain_text(line)}
    ids = {f.id: f for f in explain_text(line, ExplainContext(platform="wsl2"))}
    assert "wsl-libcuda-missing" in ids and "/usr/lib/wsl/lib" in ids["no-cuda-driver"].remedy
    marker = "Linux version 5.10.102.1-microsoft-standard-WSL2\n" + line
    assert "wsl-libcuda-missing" in {f.id for f in explain_text(marker)}


def test_windows_native_gpu_unsupported() -> None:
    log = "2.12.0\nTensor Flow Version: 2.12.0\nKeras Version: 2.12.0\n\nGPU is NOT AVAILABLE"  # tf#60237
    assert "windows-native-gpu-unsupported" not in {f.id for f in explain_text(log)}
    ids = {f.id for f in explain_text(log, ExplainContext(platform="windows"))}
    assert "windows-native-gpu-unsupported" in ids
    old = log.replace("2.12.0", "2.10.1")
    assert "windows-native-gpu-unsupported" not in {
        f.id for f in explain_text(old, ExplainContext(platform="windows"))
    }


def test_cuinit_303_remedy_points_at_the_driver() -> None:
    text = real_fixture(
        "tf-logs/tf2.x-2022-conda-forge-libcuda.so.1-missing-cuInit-303-kernel-reported-version-tffeedstock257.txt"
    )
    f = {f.id: f for f in explain_text(text)}["cuda-init-failed"]
    assert f.values["error"] == "UNKNOWN ERROR (303)" and "driver" in f.remedy
    assert "suspend" not in f.remedy


def test_unknown_error_is_never_called_healthy() -> None:
    log = "Traceback (most recent call last):\n  File \"x.py\", line 1\nKeyError: 'foo'"
    findings = explain_text(log)
    assert [f.id for f in findings] == ["unrecognised-error"]
    assert findings[0].severity is Severity.ERROR


def test_cli_exit_codes(tmp_path) -> None:
    runner = CliRunner()
    err = tmp_path / "err.log"
    err.write_text(MISMATCH)
    warn = tmp_path / "warn.log"
    warn.write_text(CUDART)
    assert runner.invoke(app, ["explain", str(err)]).exit_code == 1
    assert runner.invoke(app, ["explain", str(warn)]).exit_code == 0
    assert runner.invoke(app, ["explain", "--strict", str(warn)]).exit_code == 1
    assert runner.invoke(app, ["explain", str(tmp_path / "missing.log")]).exit_code == 2
    res = runner.invoke(app, ["explain", "-v", "--no-color", str(err)])
    assert "cudnn-version-mismatch" in res.stdout and "evidence: line 1:" in res.stdout
    res = runner.invoke(app, ["explain", "-"], input=CUDART + "\n")
    assert res.exit_code == 0 and "cuda-libs-missing" in res.stdout


def test_cli_runs_a_command_and_keeps_its_exit_code() -> None:
    script = f"import sys; print('epoch 1'); sys.stderr.write({MISMATCH!r} + '\\n'); sys.exit(3)"
    res = CliRunner().invoke(app, ["explain", "--json", "--", sys.executable, "-c", script])
    assert res.exit_code == 3
    doc = json.loads(res.stdout)
    assert [f["id"] for f in doc["findings"]] == ["cudnn-version-mismatch"]
    assert doc["returncode"] == 3
    strict = CliRunner().invoke(
        app, ["explain", "--strict", "--json", "--", sys.executable, "-c", "print('ok')"]
    )
    assert strict.exit_code == 0
    missing = CliRunner().invoke(app, ["explain", "--", "no-such-command-tfdoctor"])
    assert missing.exit_code == 2


@pytest.mark.parametrize(
    "log, severity",
    [
        pytest.param(
            ' File "/opt/conda/envs/py38/lib/python3.8/site-packages/tensorflow/python/'
            'distribute/collective_all_reduce_strategy.py", line 253, in __init__"',
            Severity.ERROR,
            id="traceback-frame-only",  # tensorflow/tensorflow#55178 (rl-dev-029)
        ),
        pytest.param(
            "ERROR: Could not install packages due to an OSError: [WinError 5] Access is denied",
            Severity.ERROR,
            id="pip-error",  # pip's ERROR: prefix (constructed line)
        ),
        pytest.param(
            "kernels/my_op.cc:22:10: fatal error: my_header.h: No such file or directory",
            Severity.ERROR,
            # gcc's form (constructed; tensorflow/custom-op README's real one, docs2-r-001, is
            # custom-op-compile-failed since round 33: test_rules.py)
            id="gcc-fatal-error",
        ),
        pytest.param(
            "error C2100: illegal indirection",
            Severity.ERROR,
            id="msvc-error",  # EdjeElectronics/TensorFlow-Lite-Object-Detection-on-Android-and-Raspberry-Pi (docs1-q-033)
        ),
        pytest.param(
            "Fatal Python error: PyThreadState_Get: no current thread",
            Severity.ERROR,
            id="fatal-python-error",
        ),  # CPython's wording; a segmentation fault is tensorflow-crashed's (test_rules.py)
        pytest.param(
            "2023-03-01 10:00:00.000000: E tensorflow/core/foo.cc:1] something odd",
            Severity.WARNING,
            id="e-level",
        ),
    ],
)
def test_error_looking_lines_are_never_healthy(log: str, severity: Severity) -> None:
    found = explain_text(log)
    assert found[0].id == "unrecognised-error" and found[0].severity is severity
