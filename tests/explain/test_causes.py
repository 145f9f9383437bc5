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
        pytest.param({"gpu-out-of-memory", "pip-dependency-conflict"}, {}, id="unrelated"),
        # a CUDA context that could not be made for want of memory (brade31919/SRGAN-tensorflow#27:
        # "cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY", then "Failed to create session")
        pytest.param(
            {"gpu-out-of-memory", "cuda-init-failed"},
            {"cuda-init-failed": "gpu-out-of-memory"},
            id="oom-explains-the-context",
        ),
    ],
)
def test_explained_by(present: set[str], want: dict[str, str]) -> None:
    assert explained_by(present) == want


def test_rank_puts_the_cause_first_with_the_symptoms_lines() -> None:
    symptom = Finding("cudnn-init-failed", E, "t", evidence=("line 1: handle",))
    # (a warned driver-too-old, XLA's ptxas note, explains nothing since the review of 105d4fb)
    cause = Finding("gpu-out-of-memory", W, "t", evidence=("line 3: driver",))
    other = Finding("nccl-error", E, "t", evidence=("line 2: nccl",))
    out = rank([(1, symptom), (2, other), (3, cause)])
    assert [f.id for f in out] == ["gpu-out-of-memory", "nccl-error", "cudnn-init-failed"]
    assert out[0].severity is E  # takes the worst severity of what it explains
    assert out[0].evidence == ("line 3: driver", "line 1: handle")
    assert out[0].values["explains"] == ["cudnn-init-failed"]
    assert out[2].values["explained_by"] == "gpu-out-of-memory"


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


# round 19 (spent held-out logs, verbatim): the cause a log names ranks before what it broke
R19 = {
    "wsl-d3d12-missing": "ImportError: libd3d12.so: cannot open shared object file: No such file or directory\nPS C:\\Users\\cass> wsl cat /proc/version\nLinux version 4.19.104-microsoft-standard (oe-user@oe-host) (gcc version 8.2.0 (GCC)) #1 SMP Wed Feb 19 06:37:35 UTC 2020\nPS C:\\Users\\cass> wsl --list --verbose\n  NAME            STATE           VERSION\n* Ubuntu-20.04    Running         2\n(base) cass@deskfox:~$ python3.7\nPython 3.7.7 (default, May  7 2020, 21:25:33)\n[GCC 7.3.0] :: Anaconda, Inc. on linux\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n>>> import tensorflow.compat.v1 as tf\nTraceback (most recent call last):\n  File \"/home/cass/miniconda3/lib/python3.7/site-packages/tensorflow_core/python/pywrap_tensorflow.py\", line 58, in <module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n  File \"/home/cass/miniconda3/lib/python3.7/site-packages/tensorflow_core/python/pywrap_tensorflow_internal.py\", line 28, in <module>\n    _pywrap_tensorflow_internal = swig_import_helper()",  # microsoft/DirectML#29
    "static-tls-exhausted": "NotImplementedError: unable to open file: libtensorflow_io_golang.so, from paths: ['/home/kbuilder/virtualenv/tfds_env/local/lib/python2.7/site-packages/tensorflow_io/core/python/ops/libtensorflow_io_golang.so'] \ncaused by: ['dlopen: cannot load any more object with static TLS']",  # tensorflow/io#574
    "amd64-emulation-unsupported": "[libprotobuf FATAL external/com_google_protobuf/src/google/protobuf/generated_message_reflection.cc:2345] CHECK failed: file != nullptr:\nterminate called after throwing an instance of 'google::protobuf::FatalException'\n  what():  CHECK failed: file != nullptr:\nqemu: uncaught target signal 6 (Aborted) - core dumped\nAborted",  # tensorflow/tensorflow#57121
}


@pytest.mark.parametrize("cause", sorted(R19))
def test_round_19_causes_rank_first(cause: str) -> None:
    found = [f.id for f in explain_text(R19[cause])]
    assert found[0] == cause, found
    assert len(found) > 1  # the symptom is still listed


def test_two_tensorflows_lead_over_the_guess_a_cut_import_makes() -> None:
    # tensorflow/tensorflow#25119 (r19-0-016), verbatim: a cut Windows import is read as DLL
    # load failed (whose fix names AVX and the runtime: tensorflow#37221), but that is only a
    # guess where the paste stopped; an error line that explains a failed import (the listing
    # of two TensorFlow distributions, the thread's resolution) leads, the guess stays beside it
    # (round 86: the same for NumPy's ABI error above a paste cut in graph_pb2)
    log = "tensorboard                        1.12.2\ntensorflow                         1.12.0\ntensorflow-gpu                     1.12.0\n**import tensorflow as tf**\nTraceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n  File \"C:\\Users\\New User\\Anaconda3\\lib\\site-packages\\tensorflow\\__init__.py\", line 24, in <module>\n    from tensorflow.python import pywrap_tensorflow  # pylint: disable=unused-import\n  File \"C:\\Users\\New User\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\__init__.py\", line 49, in <module>\n    from tensorflow.python import pywrap_tensorflow\n  File \"C:\\Users\\New User\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py\", line 58, in <module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n  File \"C:\\Users\\New User\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow_internal.py\", line 102, in <module>\n    _pywrap_tensorflow_internal.TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant(_pywrap_tensorflow_internal)"
    found = [f.id for f in explain_text(log)]
    assert found[0] == "multiple-tensorflow-installs" and "dll-load-failed" in found


def test_emulation_does_not_explain_a_python_protobuf_error() -> None:
    # built from real lines (the review of round 19): Docker's platform warning, then
    # protobuf 4's own TypeError from TensorFlow's generated code
    log = (
        "WARNING: The requested image's platform (linux/amd64) does not match the detected "
        "host platform (linux/arm64/v8) and no specific platform was requested\n"
        "TypeError: Descriptors cannot not be created directly."
    )
    assert explain_text(log)[0].id == "protobuf-incompatible"


def test_a_warned_allocation_explains_the_oom_killer_not_an_abort() -> None:
    # stephen-v/tensorflow_alexnet_classify#4 (r35-0-003): the allocator's warning, then a
    # cuDNN that did not start and the conv op's abort: the cuDNN/driver chain leads
    log = (
        "2019-01-23 21:21:10.376879: W tensorflow/core/framework/allocator.cc:101] Allocation "
        "of 79148544 exceeds 10% of system memory.\n"
        "2019-01-23 21:21:11.073710: E tensorflow/stream_executor/cuda/cuda_dnn.cc:455] could "
        "not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED\n"
        "2019-01-23 21:21:11.073913: E tensorflow/stream_executor/cuda/cuda_dnn.cc:463] possibly"
        " insufficient driver version: 384.145.0\n"
        "2019-01-23 21:21:11.073943: F tensorflow/core/kernels/conv_ops.cc:713] Check failed: "
        "stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfused"
        "Algo<T>(), &algorithms) \n"
        "Aborted\n"
    )
    assert explain_text(log)[0].id in {"driver-too-old", "cudnn-init-failed"}
    # the same warning before the OOM killer's "Killed" still explains it
    killed = log.split("\n")[0] + "\nKilled\n"
    first = explain_text(killed)[0]
    assert first.id == "host-out-of-memory" and "process-killed-oom" in first.values["explains"]


def test_pips_tf_keras_conflict_leads_with_the_tf_keras_that_fits() -> None:
    """Round 84 (googlecolab/colabtools#4695): pip's conflict line for tf-keras is both findings;
    the tf-keras one names the release that fits the TensorFlow present and ranks first."""
    log = (
        "ERROR: pip's dependency resolver does not currently take into account all the packages "
        "that are installed. This behaviour is the source of the following dependency conflicts.\n"
        "tf-keras 2.15.1 requires tensorflow<2.16,>=2.15, but you have tensorflow 2.16.2 which is "
        "incompatible.\n"
    )
    found = explain_text(log)
    assert [f.id for f in found][:2] == ["tf-keras-version-mismatch", "pip-dependency-conflict"]
    assert "tf-keras~=2.16.0" in found[0].remedy


@pytest.mark.parametrize(
    "line, want",
    [
        # TF <= 1.2 (NVIDIA/nvidia-docker#564): the exact release, from NVIDIA's archive
        ("Loaded cudnn library: 4008 but source was compiled against 4007.  If using a binary "
         "install, upgrade your cudnn library to match.", ("cuDNN 4.0.8 was loaded", "4.0.7 (exactly",
                                                           "NVIDIA's cuDNN archive")),
        # TF 1.x with compatibility versions (sglvladi/TensorFlowObjectDetectionTutorial's
        # issues page, corpus docs1; its Windows path left out)
        ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 "
         "(compatibility version 7100) but source was compiled with 7003 (compatibility version "
         "7000).", ("cuDNN 7.1.1 was loaded", "needs cuDNN 7.0.3", "compatibility version 7100",
                    "archive")),
        # TF 2 (tensorflow/docs#2251): pip's CUDA wheels
        ("Loaded runtime CuDNN library: 8.1.0 but source was compiled with: 8.6.0.",
         ("cuDNN 8.1.0 was loaded", "same major", "tensorflow[and-cuda]")),
    ],
)
def test_cudnn_versions_are_read_as_cudnn_writes_them(line: str, want: tuple[str, ...]) -> None:
    f = explain_text(line)[0]
    assert f.id == "cudnn-version-mismatch"
    for part in want:
        assert part in f.remedy, (part, f.remedy)


def test_the_oom_hint_alone_is_an_oom_and_beside_the_hosts_oom_it_yields() -> None:
    """Round 85 (nickliqian/cnn_captcha#73): TensorFlow's OOM hint alone is an out-of-memory
    error whose device the log does not say; under mikeyEcology/MLWIC2#25's CPU OOM line (round
    12) it adds no GPU reading."""
    hint = ("Hint: If you want to see a list of allocated tensors when OOM happens, add "
            "report_tensor_allocations_upon_oom to RunOptions for current allocation info.")
    alone = explain_text(hint)
    assert [f.id for f in alone] == ["gpu-out-of-memory"] and "names the device" in alone[0].remedy
    cpu = ("tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating "
           "tensor with shape[64,224,224,3] and type float on /job:localhost/replica:0/task:0/"
           "device:CPU:0 by allocator cpu")
    assert [f.id for f in explain_text(cpu + "\n" + hint)] == ["host-out-of-memory"]


def test_a_rocm_library_missing_first_asks_whether_rocm_has_it() -> None:
    """Round 85 (ROCm/legacy-rocm-build#1852): the library was in /opt/rocm/lib, off the path."""
    f = explain_text("ImportError: libhsa-runtime64.so.1: cannot open shared object file: No such "
                     "file or directory")[0]
    assert f.id == "rocm-version-mismatch"
    assert "ls /opt/rocm/lib/libhsa-runtime64.so.1*" in f.remedy and "LD_LIBRARY_PATH=/opt/rocm/lib" in f.remedy


@pytest.mark.parametrize(
    "library, cuda",
    [
        ("cudart64_90.dll", "9.0"),  # CUDA 8-9 wrote major and minor in two digits (ml-agents#2170)
        ("cudart64_80.dll", "8.0"),
        ("cudart64_101.dll", "10.1"),
        ("cudart64_110.dll", "11.0"),
        ("cudart64_12.dll", "12"),  # CUDA 12 the major alone
        ("cublas64_11.dll", "11"),
    ],
)
def test_a_windows_cuda_dll_names_its_release(library: str, cuda: str) -> None:
    from tfdoctor.explain.remedies_libs import lib_versions

    assert lib_versions({"library": library}) == {"cuda": cuda}
