"""A log is called healthy only when nothing in it says otherwise (issue 18: "0 errors called
healthy"). A line no rule knows and no error shape catches, but that says in words that
something went wrong, makes ``unrecognised-error`` a warning; its healthy twins stay quiet."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tfdoctor.explain.child_logs import log_findings
from tfdoctor.explain.engine import explain_stream, explain_text
from tfdoctor.explain.errors import error_kind
from tfdoctor.model import Severity


@pytest.mark.parametrize(
    "log",
    [
        # glog's short E prefix, no timestamp (mozilla/DeepSpeech doc/TRAINING.rst)
        pytest.param(
            "E Tried to load a CuDNN RNN checkpoint but there were more missing variables than "
            "just the Adam moment tensors.",
            id="glog-short-e-missing",
        ),
        # a library's own prose (tensorflow/cloud README, "Operation disallowed within
        # distribution strategy scope")
        pytest.param(
            "Creating a generator within a strategy scope is disallowed,\nbecause there is "
            "ambiguity on how to replicate a generator (e.g. should it be",
            id="prose-disallowed",
        ),
        # tensorflow/cloud README, "TF nightly build"
        pytest.param(
            "Docker parent image '2.4.0.dev20200720' does not exist. Using\nthe latest TF "
            "nightly build.",
            id="does-not-exist",
        ),
        # a person's words above an nvidia-smi table (endernewton/tf-faster-rcnn#235)
        pytest.param(
            "error while running CUDA_VISIBLE_DEVICES=${GPU_ID} ./tools/demo.py\n\n"
            "I am developing everything in this image with nvidia grid k520",
            id="persons-words",
        ),
        # gRPC's I-level "Connect failed" (ext8-ho-036)
        pytest.param(
            'I0320 05:57:29.309552659    3803 subchannel.cc:677]          Connect failed: '
            '{"created":"@1521525449.309441854","description":"Failed to connect to remote '
            'host: OS Error","errno":111}',
            id="grpc-i-level",
        ),
    ],
)
def test_a_problem_said_in_words_is_never_healthy(log: str) -> None:
    found = explain_text(log)
    assert found, "called healthy"
    first = found[0]
    assert first.id == "unrecognised-error"
    assert first.severity is Severity.WARNING
    assert first.values.get("basis") == "words"
    assert first.evidence  # the lines are shown


@pytest.mark.parametrize(
    "log",
    [
        # a Keras metric is one word: no "error" in it
        pytest.param(
            "Epoch 1/2\n8/8 - 0s - 3ms/step - loss: 2.5570 - mean_squared_error: 1.4998 - "
            "val_mean_absolute_error: 0.3",
            id="keras-metric-names",
        ),
        # TensorFlow's I-level lines say what it did (a DirectML device has no PCI bus id)
        pytest.param(
            "2022-07-04 23:28:50.302929: I tensorflow/core/common_runtime/pluggable_device/"
            "pluggable_device_factory.cc:271] Created TensorFlow device (/job:localhost/"
            "replica:0/task:0/device:GPU:0 with 6958 MB memory) -> physical PluggableDevice "
            "(device: 0, name: DML, pci bus id: <undefined>)",
            id="i-level",
        ),
        # NumPy's own wording
        pytest.param(
            "FutureWarning: elementwise comparison failed; returning scalar instead, but in the "
            "future will perform elementwise comparison",
            id="future-warning",
        ),
        pytest.param(
            "WARNING: Running pip as the 'root' user can result in broken permissions and "
            "conflicting behaviour with the system package manager.",
            id="pip-root",
        ),
        # an epoch of a finite dataset ends so (TF 2.16+)
        pytest.param(
            "2024-05-01 10:00:00.000000: W tensorflow/core/framework/local_rendezvous.cc:404] "
            "Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence",
            id="end-of-sequence",
        ),
        pytest.param(
            "2024-05-01 10:00:00.000000: W tensorflow/core/data/root_dataset.cc:362] "
            "Optimization loop failed: CANCELLED: Operation was cancelled",
            id="cancelled",
        ),
        pytest.param("no module 'xformers'. Processing without...", id="goes-on-without"),
        # round 99's notebooks: TF 1.x moving colocated ops (mrm8488/shared_colab_notebooks)
        pytest.param(
            "2019-10-27 08:52:42.107174: W tensorflow/core/common_runtime/colocation_graph.cc:983] "
            "Failed to place the graph without changing the devices of some resources. Some of the "
            "operations (that had to be colocated with resource generating operations) are not "
            "supported on the resources' devices.",
            id="colocation-moved",
        ),
        # round 98's notebooks: TensorFlow probing for ptxas at I level (calico/borzoi)
        pytest.param(
            "2024-10-06 09:54:14.845016: I external/local_tsl/tsl/platform/default/subprocess.cc:304] "
            "Start cannot spawn child process: No such file or directory",
            id="subprocess-probe",
        ),
        # round 97's notebooks: PIL skipping a broken EXIF tag, tf2onnx's resource search note
        pytest.param(
            "/usr/local/lib/python3.6/dist-packages/PIL/TiffImagePlugin.py:784: UserWarning: Possibly "
            "corrupt EXIF data.  Expecting to read 32 bytes but only got 0. Skipping tag 270",
            id="pil-exif",
        ),
        pytest.param(
            "WARNING:tf2onnx.tf_loader:Could not search for non-variable resources. Concrete function "
            "internal representation may have changed.",
            id="tf2onnx-resources",
        ),
        # a library saying it goes on (r92-0-013's absl note; r84-2-011's TF-TRT segment)
        pytest.param(
            "INFO     2025-12-24 11:06:08,588                           absl: Fingerprint not "
            "found. Saved model loading will continue.",
            id="will-continue",
        ),
        pytest.param(
            "2024-04-01 20:36:48.227138: W tensorflow/compiler/tf2tensorrt/convert/convert_graph."
            "cc:916] TF-TRT Warning: Cannot replace segment 2 consisting of 6 nodes by "
            "TRTEngineOp_000_002 reason: Segment has no inputs (possible constfold failure) "
            "(keeping original segment).",
            id="keeping-original-segment",
        ),
        pytest.param(
            "2021-03-01 10:00:00.000000: I tensorflow/compiler/mlir/tensorflow/utils/"
            "dump_mlir_util.cc:210] disabling MLIR crash reproducer, set env var "
            "`MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.",
            id="mlir-crash-reproducer",
        ),
        # a paste cut at the width of a Colab cell (ext7-ho-016): TensorRT's notice still
        pytest.param(
            ": W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot "
            "dlopen some TensorRT",
            id="tensorrt-cut",
        ),
    ],
)
def test_healthy_lines_with_such_words_stay_quiet(log: str) -> None:
    assert not [f for f in explain_text(log) if f.severity is not Severity.INFO]


@pytest.mark.parametrize(
    "line, kind",
    [
        # rules name these now (tensorflow-api-mismatch, cublas-init-failed,
        # tensorflow-gpu-deprecated, process-killed-oom); without them, the words alone speak:
        # an exception's name in a FAQ heading (docs1-p-009), a status name alone
        # (docs2-r-015), a tool's "was found" (ext9-h-023), Killed glued to a progress bar
        # (ext9-i-007)
        ("## Q: AttributeError: 'module' object has no attribute 'BackupHandler'", "trouble"),
        ("CUBLAS_STATUS_ALLOC_FAILED", "trouble"),
        ("No version 2.12.0 of the tensorflow-gpu was found.", "trouble"),
        ("165376/296960 [===============>..............] - ETA: 365s - loss: 2.1371Killed", "trouble"),
        ("loss: 0.3 - mean_squared_error: 0.2 - val_error: 1", None),
        ("Epoch 3/10", None),
        # an NVIDIA library's status other than success, wherever it stands (an issue
        # title's "CUDNN_STATUS_NOT_SUPPORTED"-like words; NOT_INITIALIZED is no *_ERROR);
        # success is quiet
        ("cuDNN returned CUDNN_STATUS_NOT_SUPPORTED for Conv3D", "trouble"),
        ("NVML_ERROR_DRIVER_NOT_LOADED", "trouble"),
        ("status: CUDNN_STATUS_SUCCESS", None),
        ("NVML_SUCCESS", None),
        # a header's macro is no status (../shared/fixtures-real/cudnn-header: cudnn.h)
        ("#define CUDNN_MAJOR 7", None),
        # the words of the first reading's healthy calls in rounds 84-92 (each since a rule's;
        # the net says them alone): an AttributeError's message without its type (r89-0-003),
        # a library's missing symbol alone (r90-3-006), Kubernetes' scheduler (r92-1-010),
        # a program refusing to run without a GPU (r91-2-006), a keyword of another release
        ("'Node' object has no attribute 'output_masks'", "trouble"),
        ("python3.11/site-packages/x/_ops.so: undefined symbol: _ZN4absl12lts_20230125", "trouble"),
        ("0/3 nodes are available: 1 PodToleratesNodeTaints, 3 Insufficient nvidia.com/gpu.", "trouble"),
        ("'Usage of cuDNN RNN layers require GPU along with cuDNN library", "trouble"),
        ("TypeError: __init__() got an unexpected keyword argument 'ragged'"[11:], "trouble"),
        # a fault said in words (r93-4-004's DMAR lines were the first reading's healthy call;
        # a person's "page faults in syslog", stas00/toolbox#1); not "default", nor fault
        # tolerance
        ("I see some page faults in syslog", "trouble"),
        ("Default GPU Device: /device:GPU:0", None),
        ("INFO:tensorflow:Enabled fault tolerance for the cluster", None),
        # round 95's first-reading healthy calls: a linker's "Undefined symbols", Open MPI's
        # "undefined behavior", a fork switching to the CPU, TF's multi-error statuses (not the
        # end of a dataset)
        ("Undefined symbols for architecture arm64:", "trouble"),
        ("in undefined behavior, such as ignoring the components that the MCA", "trouble"),
        ("WARNING:tensorflow:Eager mode uses the CPU. Switching to the CPU.", "trouble"),
        ("  (0) Internal:  No unary variant device copy function found for direction: 1", "trouble"),
        ("  (1) Out of range: End of sequence", None),
        # TF's harmless SavedModel notice ends with such an exception's words (r42-1-010)
        ("'Counter' object has no attribute 'name'", None),
        ("Requirement already satisfied: nvidia-cudnn-cu12", None),
    ],
)
def test_an_exception_name_anywhere_is_trouble_a_metric_is_not(line: str, kind) -> None:
    assert error_kind(line) == kind


def test_a_named_problem_is_not_repeated_as_words() -> None:
    # the rule's finding leads; the words fallback speaks only when nothing else did
    log = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic "
        "library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object "
        "file: No such file or directory\nthe model failed to use the GPU"
    )
    ids = [f.id for f in explain_text(log)]
    assert ids[0] == "cuda-libs-missing"
    assert "unrecognised-error" not in ids


def test_a_big_log_finds_the_words_through_its_block_gate() -> None:
    import io

    progress = "".join(f"step {i}: loss 0.{i % 97:02d}\n" for i in range(30_000))
    data = (progress + "the checkpoint could not be restored, continuing from scratch\n" + progress)
    found, n = explain_stream(io.BytesIO(data.encode()), block=1 << 16)
    assert n == 60_001
    assert [f.id for f in found] == ["unrecognised-error"]
    assert found[0].severity is Severity.WARNING
    assert "could not be restored" in found[0].evidence[0]


def test_a_childs_words_are_a_note_its_own_checks_decide() -> None:
    # smoke-train and devices measure their run; a line that only says "failed" is a note
    (f,) = log_findings("the profiler plugin failed to start, tracing is off")
    assert f.id == "unrecognised-error"
    assert f.severity is Severity.INFO
    # a pasted log has no such measurements: explain keeps it a warning
    assert explain_text("the profiler plugin failed to start, tracing is off")[0].severity is (
        Severity.WARNING
    )


@pytest.mark.slow
def test_a_real_healthy_keras_run_says_no_problem_in_words(tmp_path) -> None:
    """The truth: TensorFlow's own output of a tiny fit, evaluate, save/load and an XLA
    function on this machine is not a problem in words (GPU-stack notices of a machine
    without a GPU are other findings, judged elsewhere)."""
    pytest.importorskip("tensorflow")
    script = tmp_path / "fit.py"
    script.write_text(
        textwrap.dedent(
            """
            import numpy as np, tensorflow as tf
            x = np.random.rand(256, 8).astype("float32"); y = (x.sum(1) > 4).astype("int32")
            ds = tf.data.Dataset.from_tensor_slices((x, y)).cache().shuffle(256).batch(32)
            m = tf.keras.Sequential([tf.keras.Input((8,)), tf.keras.layers.Dense(8, "relu"),
                                     tf.keras.layers.Dense(2)])
            m.compile("adam", tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                      metrics=["accuracy"])
            m.fit(ds, epochs=2, validation_data=ds, verbose=2)
            r = tf.keras.Sequential([tf.keras.Input((8,)), tf.keras.layers.Dense(1)])
            r.compile("sgd", "mse", metrics=["mean_absolute_error"])
            r.fit(x, x.sum(1), epochs=1, batch_size=64, verbose=2)
            m.save("m.keras"); tf.keras.models.load_model("m.keras").predict(x[:4], verbose=0)
            print(tf.function(lambda a: tf.reduce_sum(a), jit_compile=True)(tf.constant(x)))
            """
        )
    )
    run = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    found = explain_text(run.stdout + run.stderr)
    words = [f for f in found if f.id == "unrecognised-error"]
    assert not words, words[0].evidence


def test_words_that_point_at_lines_a_rule_explains_are_that_rule() -> None:
    # horovod/horovod#300: "full of errors like these" above Open MPI's harmless CMA lines
    log = (
        "Works fine, uses all gpus (8) and finish as expected.\n"
        "But the output is full of errors like these:\n"
        "[96c7e3d99641:24984] Read -1, expected 122880, errno = 1\n"
        "[96c7e3d99641:24986] Read -1, expected 122880, errno = 1"
    )
    assert [f.id for f in explain_text(log)] == ["benign-mpi-cma-read"]
    # the same words with nothing a rule knows after them stay a warning
    alone = "But the output is full of errors like these:\nepoch 3 done\nepoch 4 done"
    assert explain_text(alone)[0].id == "unrecognised-error"
    # (a NaN loss is a rule's since round 38: training-loss-nan)
    assert explain_text("But the output is full of errors like these:\nloss: nan")[0].id == (
        "training-loss-nan"
    )
    # and words that do not point (a plain statement) stay a warning beside a notice
    plain = (
        "the checkpoint could not be restored\n"
        "[96c7e3d99641:24984] Read -1, expected 122880, errno = 1"
    )
    assert explain_text(plain)[0].id == "unrecognised-error"


def test_a_person_saying_the_gpu_is_not_used_is_not_healthy() -> None:
    # DeepLabCut/DeepLabCut#2081: only prose and a form, no TensorFlow line
    log = (
        "Following the steps to install DEEPLABCUT using the provided conda environment file "
        "(DEEPLABCUT.yaml) in the latest version in Windows results in CPU mode only for "
        "training.\n\n### Operating System\n\nWindows 10"
    )
    f = explain_text(log)[0]
    assert (f.id, f.severity) == ("unrecognised-error", Severity.WARNING)


def test_a_line_ending_in_a_colon_is_not_taken_for_pointing_at_a_notice() -> None:
    # only "the following:" and words such as "errors like these" point at later lines; a
    # failure that merely ends in a colon stays a warning beside the harmless line after it
    log = (
        "the checkpoint could not be restored:\n"
        "[96c7e3d99641:24984] Read -1, expected 122880, errno = 1"
    )
    assert explain_text(log)[0].id == "unrecognised-error"
    pointing = "I get the following:\n[96c7e3d99641:24984] Read -1, expected 122880, errno = 1"
    assert [f.id for f in explain_text(pointing)] == ["benign-mpi-cma-read"]


# r12-1-023 (a spent held-out case, tensorflow/federated's tracker): pip 19 on Python 3.7,
# the paste ends where pip fetched grpcio's source archive; the failed build is not in it.
_PIP_CUT = """Parisas-MBP:~ parisakhan$ pip3 install tensorflow_federated
Collecting tensorflow_federated
  Using cached https://files.pythonhosted.org/packages/f5/b0/3ff47e8a240e05fe5b1943546ae5d647d4be46552a7b83e9d826f661106c/tensorflow_federated-0.7.0-py2.py3-none-any.whl
Requirement already satisfied: h5py~=2.6 in /usr/local/lib/python3.7/site-packages (from tensorflow_federated) (2.9.0)
Collecting grpcio~=1.8.0 (from tensorflow_federated)
  Using cached https://files.pythonhosted.org/packages/b1/4a/2486d8af1c64757459e08b25ae8295d45d447257fb05f6758d48c79c0a73/grpcio-1.8.6.tar.gz"""


def test_pip_log_cut_mid_install_is_not_healthy() -> None:
    found = explain_text(_PIP_CUT)
    assert [f.id for f in found] == ["log-incomplete"]
    assert found[0].severity is Severity.WARNING
    assert "grpcio-1.8.6.tar.gz" in found[0].evidence[0]


@pytest.mark.parametrize(
    "ending",
    [
        "Successfully installed grpcio-1.8.6 tensorflow-federated-0.7.0",
        "Requirement already satisfied: six in /usr/local/lib/python3.7/site-packages",
    ],
)
def test_pip_log_that_ends_says_nothing_is_cut(ending: str) -> None:
    # the same install, with the line pip ends on: no cut log, and nothing wrong in it
    found = explain_text(_PIP_CUT + "\n" + ending)
    assert "log-incomplete" not in [f.id for f in found]
    assert all(f.severity is Severity.INFO for f in found)


def test_pip_log_cut_in_a_big_log_is_said_too() -> None:
    # the block reader keeps the same last line as the line reader
    found = explain_text("\n".join(["Epoch 1/1 - loss: 0.3"] * 3000) + "\n" + _PIP_CUT)
    assert found and found[0].id == "log-incomplete"


@pytest.mark.parametrize(
    "last",
    [
        # Keras's get_file (keras/utils/data_utils.py: "Downloading data from {origin}")
        "Downloading data from https://storage.googleapis.com/tensorflow/tf-keras-datasets/train-labels-idx1-ubyte.gz",
        # TensorFlow Datasets' builder
        "Downloading and preparing dataset 11.06 MiB (download: 11.06 MiB, generated: 21.00 MiB, total: 32.06 MiB) to /root/tensorflow_datasets/mnist/3.0.1...",
    ],
)
def test_a_download_that_is_not_pip_is_not_a_cut_pip_log(last: str) -> None:
    log = "Epoch 1/2\n1875/1875 - loss: 0.29\nEpoch 2/2\n1875/1875 - loss: 0.14\n" + last
    assert "log-incomplete" not in [f.id for f in explain_text(log)]


def test_pips_own_download_lines_are_read_as_pip_at_work() -> None:
    for last in (
        "  Downloading tensorflow-2.15.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (475.2 MB)",
        "  Downloading https://files.pythonhosted.org/packages/b1/4a/2486d8af1c64757459e08b25ae8295d45d447257fb05f6758d48c79c0a73/grpcio-1.8.6.tar.gz (14.0MB)",
    ):
        log = "pip install tensorflow\nCollecting tensorflow\n" + last
        assert [f.id for f in explain_text(log)] == ["log-incomplete"], last


def test_sagemakers_debugger_without_a_profiler_config_is_quiet() -> None:
    # alexeygrigorev/mlbookcamp-code's deep-learning notebook (round 44): the notebook trains on
    line = (
        "[2021-11-03 21:19:20.814 ip-172-16-13-140:18999 INFO profiler_config_parser.py:111] "
        "Unable to find config at /opt/ml/input/config/profilerconfig.json. Profiler is disabled."
    )
    assert [f for f in explain_text(line) if f.severity is not Severity.INFO] == []


@pytest.mark.parametrize(
    "line",
    [
        # sayakpaul/TF-2.0-Hacks' notebooks (round 46): a notebook's `!mkdir model` run twice,
        # and wandb choosing tf.keras, both while the notebook goes on
        "mkdir: cannot create directory \u2018model\u2019: File exists",
        "wandb: WARNING import wandb.keras called before import keras or import tensorflow.keras."
        "  This can lead to a version mismatch, W&B now assumes tensorflow.keras",
    ],
)
def test_notes_that_the_notebook_goes_on_after_are_quiet(line: str) -> None:
    assert [f for f in explain_text(line) if f.severity is not Severity.INFO] == []


def test_mkdirs_file_exists_does_not_hide_the_failure_after_it() -> None:
    log = (
        "mkdir: cannot create directory 'ckpt': File exists\n"
        "OSError: [Errno 20] Not a directory: 'ckpt/model.h5'"
    )
    assert explain_text(log)[0].severity is Severity.ERROR


@pytest.mark.parametrize(
    "log",
    [
        "a.py:1: DeprecationWarning: something old\nTraceback (most recent call last):\n"
        '  File "a.py", line 3, in <module>\n    run()\nValueError: frobnicate failed: bad widget',
        "a.py:3: MatplotlibDeprecationWarning: stem()\nSegmentation fault (core dumped)",
    ],
)
def test_a_deprecation_notice_never_leads_over_a_failure(log: str) -> None:
    f = explain_text(log)[0]
    assert f.id != "benign-deprecation-warning" and f.severity is Severity.ERROR


def test_a_generic_deprecation_notice_does_not_talk_of_tensorflow_addons() -> None:
    f = explain_text("a.py:1: DeprecationWarning: `imresize` is deprecated!")[0]
    assert f.id == "benign-deprecation-warning" and "addons" not in f.remedy
