"""Lines the rules of rounds 49-55 must not misread: found by a review that hunted false
positives in them (each line's source named; a wrong first finding is mended, not hidden)."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text


def _ids(log: str) -> list[str]:
    return [f.id for f in explain_text(log)]


CUDNN_OP = (
    "tensorflow.python.framework.errors_impl.NotFoundError: No OpKernel was registered to "
    "support Op 'CudnnRNNCanonicalToParams' with these attrs: [T=DT_FLOAT]\n"
)


def test_xla_gpu_is_not_a_registered_gpu() -> None:
    """DCGM/pero-enhance#12 (TF 1.15 registers XLA_GPU even when CUDA did not load): no
    placement advice; the GPU was skipped because its libraries did not load (mozilla/
    DeepSpeech#3494, round 63), and the op's missing kernel is what that leaves."""
    log = CUDNN_OP + "Registered devices: [CPU, XLA_CPU, XLA_GPU]\nRegistered kernels:\n"
    ids = _ids(log)
    assert ids[0] == "cuda-libs-missing" and "no-gpu-device" in ids
    assert "op-no-kernel-on-device" not in ids
    # a GPU registered beside XLA_GPU: no library was missing
    assert "cuda-libs-missing" not in _ids(log.replace("[CPU, XLA_CPU, XLA_GPU]", "[CPU, GPU, XLA_CPU, XLA_GPU]"))


@pytest.mark.parametrize(
    "log",
    [
        # a GPU-only custom op with no GPU visible (jyh2986/Active-Shift-TF#1)
        "No OpKernel was registered to support Op 'ActiveShift2DOp' with these attrs.  "
        "Registered devices: [CPU], Registered kernels:\n  device='GPU'; T in [DT_FLOAT]",
        # a mobile selective build (JieHe96/iOS_Tensorflow_ObjectDetection_Example#2)
        "No OpKernel was registered to support Op 'Conv2D' with these attrs.  Registered "
        "devices: [CPU], Registered kernels:\n  <no registered kernels>",
    ],
    ids=["gpu-only-op", "selective-build"],
)
def test_no_placement_advice_where_only_a_cpu_is_registered(log: str) -> None:
    assert "op-no-kernel-on-device" not in _ids(log)


def test_two_tensorflows_do_not_explain_a_removed_public_api() -> None:
    """Two TF 2 installs listed, and TF 1 code asking for tf.Session: the API is the code's."""
    log = (
        "tensorflow           2.4.1\ntensorflow-gpu       2.4.1\n"
        "AttributeError: module 'tensorflow' has no attribute 'Session'\n"
    )
    assert _ids(log)[0] == "tensorflow-api-mismatch"


@pytest.mark.parametrize(
    "log, first",
    [
        # macOS's tensorflow-gpu list ends at 1.1.0 (privacytrustlab/ml_privacy_meter#41)
        (
            "ERROR: Could not find a version that satisfies the requirement "
            "tensorflow-gpu==2.5.0 (from versions: 0.12.1, 1.0.0, 1.0.1, 1.1.0)",
            "tensorflow-gpu-deprecated",
        ),
        # a lower bound only: tensorflow-gpu's line ends at 2.11/2.12
        ("ERROR: No matching distribution found for tensorflow-gpu>=2.0", "tensorflow-gpu-deprecated"),
        # piwheels' list on a Raspberry Pi (tensorflow/tensorflow#36141): not pip's age
        (
            "ERROR: Could not find a version that satisfies the requirement tensorflow>=2.1 "
            "(from versions: 0.11.0, 1.12.0, 1.13.1, 1.14.0)",
            "python-version-unsupported",
        ),
    ],
    ids=["macos-tf-gpu", "tf-gpu-lower-bound", "piwheels"],
)
def test_pip_lists_are_read_for_what_they_show(log: str, first: str) -> None:
    assert _ids(log)[0] == first


def test_keras_wrapped_message_stops_where_the_program_goes_on() -> None:
    """A keras-tuner trial failing inside Keras 3's wrapper, then the search going on (the
    review's log, composed from keras-tuner's trial lines and Keras 3's wrapper): the
    warnings after it are not the exception's message."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.11/site-packages/keras_tuner/src/engine/base_tuner.py", '
        "line 274, in _try_run_and_update_trial\n"
        "TypeError: Exception encountered when calling MyLayer.call().\n\n"
        "unsupported operand type(s) for +: 'int' and 'NoneType'\n\n"
        "Arguments received by MyLayer.call():\n  • inputs=tf.Tensor(shape=(None, 4))\n"
        "Trial 2 Complete [00h 00m 03s]\n"
        "WARNING:tensorflow:5 out of the last 5 calls to <function f at 0x7f> triggered "
        "tf.function retracing.\n"
    )
    found = explain_text(log)
    assert found[0].id == "unrecognised-error"
    retrace = [f for f in found if f.id == "tf-function-retracing"]
    assert all(f.severity.value == "warning" for f in retrace)


def test_lib2to3_is_debians_package_and_stand_ins_are_named() -> None:
    """PyCQA/docformatter#129 (Python 3.10 on Ubuntu: python3-lib2to3); 3.13's modules have
    stand-ins on PyPI (`pip index versions standard-imghdr`, 2026-11-28)."""
    lib = explain_text("ModuleNotFoundError: No module named 'lib2to3'")[0]
    assert "python3-lib2to3" in lib.remedy and "3.13" in lib.remedy
    img = explain_text("ModuleNotFoundError: No module named 'imghdr'")[0]
    assert img.id == "python-version-unsupported" and "standard-imghdr" in img.remedy
    imp = explain_text("ModuleNotFoundError: No module named 'imp'")[0]
    assert "standard-" not in imp.remedy  # no stand-in exists for imp


def test_two_pins_that_meet_are_not_called_a_conflict() -> None:
    meet = explain_text(
        "tensorflow 2.15.0 requires numpy>=1.23.5, but numba 0.58.1 requires numpy<1.27"
    )[0]
    assert "the ranges meet" in meet.remedy and "no numpy satisfies" not in meet.remedy
    apart = explain_text(
        "mlfinlab 1.0.1 requires numpy==1.20.1, but tensorflow 2.4.1 requires numpy~=1.19.2."
    )[0]
    assert "no numpy satisfies both" in apart.remedy


def test_pytorch_cublas_status_is_not_tensorflows_cublas_init() -> None:
    """OptimalScale/LMFlow#114: an index out of range surfacing as cuBLAS's status."""
    log = (
        "../aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: "
        "[0,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\n"
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling "
        "`cublasCreate(handle)`\n"
    )
    assert "cublas-init-failed" not in _ids(log)


# --- the second review, of rounds 56-58's rules -------------------------------------------


def test_a_corrupt_jpeg_the_decoder_read_past_is_a_warning() -> None:
    """libjpeg's (and OpenCV imread's) 'Corrupt JPEG data' while training goes on."""
    found = explain_text(
        "Corrupt JPEG data: 1 extraneous bytes before marker 0xd9\nEpoch 1/20\n"
        "100/100 [==============================] - 5s 50ms/step - loss: 0.69\n"
    )
    assert found[0].id == "dataset-corrupt-image" and found[0].severity.value == "warning"


@pytest.mark.parametrize(
    "line",
    [
        # TF 2.21's runtime wording (tensorflow/python/ops/variables.py)
        "TypeError: Variable is unhashable. Instead, use variable.ref() as the key. "
        "(Variable: <tf.Variable 'Variable:0' shape=() dtype=int32, numpy=5>)",
        "TypeError: Tensor is unhashable. Instead, use tensor.ref() as the key.",
    ],
)
def test_unhashable_tensors_in_both_wordings(line: str) -> None:
    assert _ids(line)[0] == "tensorflow-api-mismatch"


def test_concatenate_in_tf_2_21s_words_with_its_own_fix() -> None:
    """tensorflow/python/data/ops/concatenate_op.py of TF 2.21: 'Incompatible dataset
    elements:'; the remedy names no None dtypes."""
    f = explain_text("TypeError: Incompatible dataset elements:")[0]
    assert f.id == "tensor-dtype-mismatch" and "None" not in f.remedy


def test_tf_core_readers_warning_is_a_notice_a_users_map_is_not() -> None:
    core = (
        "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/data/ops/readers.py:305: "
        "UserWarning: Creating resources inside a function passed to Dataset.map() is not "
        "supported."
    )
    assert _ids(core) == ["benign-tfdata-resource-in-function-notice"]
    user = core.replace("tensorflow_core/python/data/ops/readers.py:305", "ipykernel_launcher.py:9")
    assert _ids(user)[0] == "tfdata-resource-created-in-map"


def test_a_pinned_pre_release_with_no_tensorflow_listed_is_this_pythons() -> None:
    line = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow==2.1.0rc1 "
        "(from foo) (from versions: none)"
    )
    assert _ids(line)[0] == "python-version-unsupported"


@pytest.mark.parametrize(
    "line",
    [
        "zsh: command not found: pip",
        "bash: pip3.10: command not found",
        "fish: Unknown command: pip",
        "pip : The term 'pip' is not recognized as the name of a cmdlet, function, script "
        "file, or operable program.",
        "'pip' is not recognized as an internal or external command,",
    ],
)
def test_pip_missing_in_each_shells_words(line: str) -> None:
    assert _ids(line)[0] == "pip-command-not-found"


def test_ray_in_either_wording_and_not_pytorchs() -> None:
    tf = (
        "RuntimeError: GPUs were assigned to this worker by Ray, but your DL framework (tf) "
        "reports GPU acceleration is disabled. This could be due to a bad CUDA- or tf "
        "installation."
    )
    assert _ids(tf)[0] == "no-gpu-device"
    assert "no-gpu-device" not in _ids(tf.replace("(tf)", "(torch)"))


def test_an_eager_tensor_in_a_v1_graph_gets_its_own_fix() -> None:
    f = explain_text("Attempting to capture an EagerTensor without building a function.")[0]
    assert f.id == "graph-mode-eager-only-code" and "disable_eager_execution" in f.remedy


def test_pytorchs_softmax_axis_is_not_keras_on_an_old_tensorflow() -> None:
    """F.softmax takes dim, not axis: the TypeError raised from the user's own torch line is
    not keras-team/keras#12061's Keras 2.1.6 on TF < 1.5 (a leftover of two sessions). The
    Keras frame's own tf.nn.softmax(axis=) still is. (Both tracebacks composed here.)"""
    torch = (
        "Traceback (most recent call last):\n"
        '  File "train.py", line 42, in <module>\n'
        "    probs = F.softmax(logits, axis=1)\n"
        "TypeError: softmax() got an unexpected keyword argument 'axis'\n"
    )
    assert "keras-version-mismatch" not in _ids(torch)
    assert _ids(torch)  # never healthy
    keras = (
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.6/site-packages/keras/backend/tensorflow_backend.py", line '
        "2963, in softmax\n"
        "    return tf.nn.softmax(x, axis=axis)\n"
        "TypeError: softmax() got an unexpected keyword argument 'axis'\n"
    )
    assert _ids(keras)[0] == "keras-version-mismatch"


def _review(name: str) -> list:
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "data" / "review" / name
    return explain_text(path.read_text(encoding="utf-8"))


def test_the_seventh_sessions_review_probes() -> None:
    """tests/data/review/README.md: each probe of the review of 3df6079, with what it must
    (and must not) say."""
    f2 = [f.id for f in _review("s7-f2.log")]
    assert f2[0] == "compute-capability-unsupported" and "cuda-libs-missing" not in f2
    assert "tensorflow-not-built-with-cuda" not in [f.id for f in _review("s7-c1.log")]
    c2 = [f.id for f in _review("s7-c2.log")]
    assert "tensorflow-not-built-with-cuda" not in c2 and c2[0] == "no-cuda-driver"
    b1 = _review("s7-b1.log")[0]
    assert b1.id == "cuda-libs-missing" and "CUDA 10" not in b1.remedy
    assert _review("s7-m4.log")[0].id == "macos-arch-mismatch"
    assert "tflite-default-delegate-failure-raises" not in [f.id for f in _review("s7-h1.log")]
    e2 = _review("s7-e2.log")
    assert not any("TensorFlow wheel" in f.title for f in e2)
    g1 = _review("s7-g1.log")[0]
    assert g1.id == "cuda-libs-missing" and "pip install" not in g1.remedy


def test_the_review_of_627b52d() -> None:
    """Round 65's rules, reviewed: each item with what it must (and must not) say."""
    # 1. a __cxx11 symbol missing is no advice to build with the old ABI (TF >= 2.9 uses 1)
    cxx = explain_text(
        "tensorflow.python.framework.errors_impl.NotFoundError: zero_out.so: undefined symbol: "
        "_ZN10tensorflow15OpKernelContext5inputERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEPPKNS_6TensorE"
    )[0]
    assert cxx.id == "custom-op-abi-mismatch" and "=0" not in cxx.remedy
    # 2. TF 1.x's 3.6 build under 3.5 went on (r15-1-005); under 3.7 it breaks (r14-1-011)
    line = ("RuntimeWarning: compiletime version 3.6 of module "
            "'tensorflow.python.framework.fast_tensor_util' does not match runtime version {}")
    assert explain_text(line.format("3.5"))[0].severity.value == "info"
    assert explain_text(line.format("3.7"))[0].id == "python-version-unsupported"
    # 3. cuDNN loaded and asked for NVRTC: the missing file is NVRTC
    nvrtc = _ids(
        "Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open "
        "shared object file: No such file or directory"
    )
    assert nvrtc[0] == "cuda-libs-missing" and "cudnn-missing" not in nvrtc
    # 4. TF 1.15/2.x's node form and the Saver's assigns are weights of another architecture
    for node in ("{{node Assign_2}} = Assign[T=DT_FLOAT]", "save/Assign_7' (op: 'Assign')"):
        f = explain_text(
            "ValueError: Dimension 0 in both shapes must be equal, but are 3 and 32. Shapes are "
            f"[3,3,3,32] and [32,3,4,4]. for '{node}"
        )[0]
        assert f.id == "tensor-shape-mismatch" and "architecture" in f.remedy
    # 5. an internal module is named by its path, not as tf.X
    inner = explain_text(
        "AttributeError: module 'tensorflow.python.keras.utils.generic_utils' has no attribute "
        "'populate_dict_with_module_objects'"
    )[0]
    assert "tf.populate_dict" not in inner.remedy and "generic_utils" in inner.remedy
    # 6. TF's own frame missing one of TF's modules is its install, not the code's release
    own = explain_text(
        "Traceback (most recent call last):\n"
        '  File "run.py", line 1, in <module>\n'
        "    import tensorflow as tf\n"
        '  File "C:\\Python38\\lib\\site-packages\\tensorflow\\python\\eager\\context.py", line 35, in <module>\n'
        "    from tensorflow.python.client import pywrap_tf_session\n"
        "ModuleNotFoundError: No module named 'tensorflow.python.client.pywrap_tf_session'"
    )
    assert own[0].id == "tensorflow-install-broken"


def test_the_review_of_f70742b() -> None:
    """Round 66's rules, reviewed: tests/data/review/README.md (s7b-*)."""
    m1 = _review("s7b-m1.log")[0]
    assert "is installed" in m1.remedy and "--upgrade" not in m1.remedy
    assert _review("s7b-jo1.log")[0].id == "tensorflow-api-mismatch"
    for name in ("s7b-q2.log", "s7b-k2.log"):
        f = _review(name)[0]
        assert f.id == "user-interrupted" and "nothing failed" not in f.remedy.lower()
    for name in ("s7b-p5.log", "s7b-p1.log"):
        found = _review(name)
        assert found[0].id == "python-site-pth-error"
        assert not any(f.severity.value == "error" for f in found)
    assert _review("s7b-s3.log")[0].id == "pip-dependency-conflict"
    assert [f.id for f in _review("s7b-kc1.log")] == ["keras-model-input-shape-mismatch"]
    a1 = _review("s7b-a1.log")[0]
    assert "tf.assign" in a1.remedy


def test_the_review_of_3b38381() -> None:
    """Round 67's rules, reviewed: tests/data/review/README.md (s7c-*)."""
    for name in ("s7c-gpu_fallback_py.log", "s7c-gpu_partial.log"):
        f = _review(name)[0]
        assert (f.id, f.severity.value) == ("tflite-gpu-delegate-ops-unsupported", "warning")
    for name in ("s7c-pod_nightly_then_build.log", "s7c-pod_ok.log", "s7c-tpu_fallback.log"):
        assert not any(f.severity.value == "error" for f in _review(name))
    assert _review("s7c-tflm_tail.log")[0].id == "tflite-micro-arena-too-small"
    assert _review("s7c-tflm_other.log")[0].severity.value == "warning"
    tb = [f for f in _review("s7c-tb_only_brokentf.log") if f.id == "benign-tensorboard-without-tensorflow"]
    assert tb and "installed" not in tb[0].title
    assert "'whatif'" in _review("s7c-tb_dup_bench.log")[0].remedy
    assert "a blank string" in _review("s7c-pd1.log")[0].remedy


def test_the_review_of_c6d5b5b() -> None:
    """Round 68D's rules, reviewed: tests/data/review/README.md (s7d-*)."""
    assert _review("s7d-cb_cudnnmiss.log")[0].id == "cudnn-missing"
    assert _review("s7d-cc_handle.log")[0].id != "cuda-version-mismatch"
    assert "checkpoint-not-found" not in [f.id for f in _review("s7d-ck_magenta_ok.log")]
    assert "load_weights" in _review("s7d-ck_h5.log")[0].remedy
    assert "tf.saved_model.load" in _review("s7d-ck_sm.log")[0].remedy
    assert "int64_ref)" not in " ".join(f.remedy for f in _review("s7d-dt_ref.log"))
    assert "as_string" in _review("s7d-dt_str.log")[0].remedy
    assert "keras-model-input-shape-mismatch" not in [f.id for f in _review("s7d-km_target.log")]
    assert _review("s7d-km_tf.log")[0].id == "keras-model-input-shape-mismatch"
    assert _review("s7d-mp_multi.log")[0].id == "mixed-precision-slow-gpu"
    assert "Metal" in _review("s7d-mp_metal.log")[0].remedy
    assert _review("s7d-dev2.log")[0].id == "devices-no-gpu"
    assert "channels" in _review("s7d-neg1.log")[0].remedy


def test_the_review_of_537bbe7() -> None:
    """Round 69D's rules, reviewed (inputs written by the reviewer from real wordings)."""
    # a TF Lite symbol missing from tflite-runtime's own library is not TensorFlow's install
    owned = _ids(
        "ImportError: /usr/lib/python3/site-packages/tflite_runtime/_pywrap_tensorflow_interpreter"
        "_wrapper.so: undefined symbol: _ZN6tflite12tensor_utils24NeonVectorScalarMultiplyEPKaifPf"
    )
    assert "tensorflow-install-broken" not in owned
    # val_acc where the list has val_accuracy: the name, not the validation data
    f = explain_text(
        "Early stopping conditioned on metric `val_acc` which is not available. Available "
        "metrics are: loss,accuracy,val_loss,val_accuracy"
    )[0]
    assert "val_accuracy" in f.remedy and "pass validation data" not in f.remedy
    # TF's bundled Keras names the variable
    assert _ids(
        "ValueError: Variable <tf.Variable 'dense_3/kernel:0' shape=(4, 2) dtype=float32_ref> has "
        "`None` for gradient. Please make sure that all of your ops have a gradient defined (i.e. "
        "are differentiable)."
    )[0] == "gradients-missing-for-variables"


def test_one_cpython_tag_parser_for_every_remedy() -> None:
    """remedies_pip.tag_python reads uv's tag lists and a wheel's name alike (the newest of
    several; None when there is none, never a guessed Python)."""
    from tfdoctor.explain.remedies_pip import tag_python

    assert tag_python("`cp39`, `cp310`, `cp311`, `pp39_pypy39_pp73`") == "3.11"
    assert tag_python("tensorflow_macos-0.1a2-cp38-cp38-macosx_11_0_arm64.whl") == "3.8"
    assert tag_python("no tags here") is None


def test_the_review_of_105d4fb() -> None:
    """Rounds 74-75's rules, reviewed: tests/data/review/README.md (s8-*)."""
    # XLA's old-driver note is a warning that explains no GPU failure
    assert _review("s8-xla-note-cudnn.log")[0].id == "cudnn-version-mismatch"
    oom = _review("s8-xla-note-gpu-oom.log")
    assert oom[0].id == "gpu-out-of-memory"
    assert [f.severity.value for f in oom if f.id == "driver-too-old"] == ["warning"]
    # common argument names of other libraries, other Bazel projects, Caffe's HDF5 header
    for name in ("s8-init-kwarg-docker.log", "s8-bazel-mediapipe.log", "s8-caffe-hdf5-header.log"):
        assert {f.id for f in _review(name)} == {"unrecognised-error"}, name
    # a backend chosen on purpose, or a later run on TensorFlow: the note stays a note
    for name in ("s8-plaidml-user-crash.log", "s8-theano-then-tf-backend.log"):
        found = _review(name)
        assert found[0].id == "unrecognised-error"
        assert [f.severity.value for f in found if f.id == "keras-backend-not-tensorflow"] == ["info"]
    # uv's Python-ABI hint: the Python leads, and the wheel finding does not say "OS/CPU" only
    uv = _review("s8-uv-python-abi.log")
    assert uv[0].id == "python-version-unsupported"
    assert all("this platform or this Python" in f.remedy for f in uv if f.id == "dependency-wheel-missing")


def test_the_review_of_2b3cdaf() -> None:
    """Round 76's rules, reviewed: tests/data/review/README.md (s8b-*)."""
    linked = _review("s8b-1.log")[0]  # a C program linked without -ltensorflow
    assert linked.id == "libtensorflow-c-missing" and "-ltensorflow" in linked.remedy
    for name in ("s8b-2.log", "s8b-3.log"):  # conda's sysroot, no TensorFlow
        assert "glibc-too-old" not in {f.id for f in _review(name)}, name
    for name in ("s8b-4.log", "s8b-5.log"):  # a Node of black's parser, of Keras 3
        assert "keras-version-mismatch" not in {f.id for f in _review(name)}, name
    for name in ("s8b-6.log", "s8b-7.log"):  # a self-built interpreter, Rust's TFLite
        f = _review(name)[0]
        assert f.id == "tflite-runtime-too-old" and "does not match" in f.remedy
    assert "npm rebuild" in _review("s8b-8.log")[0].remedy



def test_the_review_of_ebd791a() -> None:
    """Rounds 79-82's rules, reviewed: tests/data/review/README.md (s9-*)."""
    rust = _review("s9-1.log")[0]  # tensorflow-sys's build script failing without a download
    assert "could not download" not in rust.title and "bazel" in rust.remedy
    ids = {f.id for f in _review("s9-2.log")}  # a TensorRT engine whose plugin was not loaded
    assert "tensorrt-version-mismatch" not in ids
    # Keras 3's save_format warning where the save succeeded: nothing to fix
    assert not [f for f in _review("s9-3.log") if f.severity.value != "info"]
    # two _pb2 files of a program's own registering one name: not TensorFlow's protobuf
    assert "protobuf-incompatible" not in {f.id for f in _review("s9-4.log")}
    hdf5 = _review("s9-5.log")[0]  # netCDF4's HDF5 check: no h5py-only title
    assert hdf5.id == "hdf5-library-mismatch" and "h5py was built" not in hdf5.title
    # an aarch64 JVM's SIGILL (a JDK bug on SVE): no AVX advice
    assert "cpu-missing-avx" not in {f.id for f in _review("s9-6.log")}


def test_the_final_review_of_the_ninth_session() -> None:
    """The next engineer's read of 3c5e0fb..HEAD: remedies that fit what the line says."""
    # TF 1.x's Windows self-check frame alone: a Windows remedy, never Linux's [and-cuda]
    win = explain_text("    ctypes.WinDLL(build_info.cudnn_dll_name)")[0]
    assert win.id == "cudnn-missing" and "PATH" in win.remedy and "and-cuda" not in win.remedy
    # a cuDNN for a TensorFlow before the [and-cuda] extra (2.14): NVIDIA's archive, not pip
    from tfdoctor.explain.rules import ExplainContext

    old = explain_text("ImportError: libcudnn.so.8: cannot open shared object file",
                       ExplainContext(tf_version="2.4.1"))
    assert "archive" in next(f.remedy for f in old if f.id == "cudnn-missing")
    # TFLite's older wording for an Edge TPU model without its delegate (a hyphenated op)
    tpu = explain_text("RuntimeError: Encountered unresolved custom op: edgetpu-custom-op.Node "
                       "number 0 (edgetpu-custom-op) failed to prepare.")[0]
    assert tpu.id == "tflite-custom-op-unresolved" and "load_delegate" in tpu.remedy
    # one Edge TPU line, one remedy: failing to prepare is the runtime's mismatch
    prep = explain_text("RuntimeError: Encountered an unresolved custom op. Did you miss a custom "
                        "op or delegate?Node number 2 (EdgeTpuDelegateForCustomOp) failed to prepare.")
    assert [f.id for f in prep] == ["tflite-runtime-too-old"]
    # keras-nlp's 2020 pre-release as pip installed it; keras-cv's remedy says nothing of nlp
    assert explain_text("Successfully installed keras-nlp-0.0.2")[0].id == "dependency-wheel-missing"
    assert "tensorflow-text" not in explain_text("keras-cv 0.0.0")[0].remedy
    # a companion stopping at torchmetrics (not torch): the module to install
    tb = (
        "Traceback (most recent call last):\n"
        '  File "<stdin>", line 1, in <module>\n'
        '  File "/env/lib/python3.11/site-packages/keras_hub/__init__.py", line 11, in <module>\n'
        "    import torchmetrics\n"
        "ModuleNotFoundError: No module named 'torchmetrics'\n"
    )
    assert explain_text(tb)[0].id == "python-module-missing"


def test_h5pys_own_frame_is_read_only_for_h5py_3s_words() -> None:
    """The re-read of 441d634..HEAD: h5py/h5py#1732 (a real traceback outside the round it was
    written from: TF's Keras save_model into h5py 3.0) is h5py-incompatible; another exception
    in h5py's frame under Keras (a constructed near-miss with h5py's own "No conversion path
    for dtype" words, Keras 1's string dtype bug) is not."""
    assert _review("s9b-h5py1732.log")[0].id == "h5py-incompatible"
    other = (
        "Traceback (most recent call last):\n"
        '  File "/env/lib/python3.5/site-packages/keras/engine/topology.py", line 2708, in save_weights_to_hdf5_group\n'
        "    dset = g.create_dataset(name, val.shape, dtype=val.dtype)\n"
        '  File "/env/lib/python3.5/site-packages/h5py/_hl/group.py", line 105, in create_dataset\n'
        "    dsid = dataset.make_new_dset(self, shape, dtype, data, **kwds)\n"
        "TypeError: No conversion path for dtype: dtype('<U8')\n"
    )
    assert "h5py-incompatible" not in _ids(other)


def test_h5py_3_has_one_remedy_whether_read_from_a_line_or_from_h5pys_frame() -> None:
    """Written once: h5py/h5py#1732's frame rule and the log rule on Keras's .decode() line
    (mdhmz1/Auto-Annotate#13's words) give the same sourced remedy (TF 2.5 first on h5py 3)."""
    frame = _review("s9b-h5py1732.log")[0]
    line = explain_text("    original_keras_version = f.attrs['keras_version'].decode('utf8')\n"
                        "AttributeError: 'str' object has no attribute 'decode'\n")[0]
    assert frame.id == line.id == "h5py-incompatible"
    assert frame.remedy == line.remedy and 'pip install "h5py<3"' in line.remedy
    assert "TensorFlow 2.5" in line.remedy


def test_a_numbered_copy_of_a_group_answers_to_its_name() -> None:
    """Written once (Rule.values): an alternative's numbered group ("path6") gives its value to
    the remedy as "path"; the remedies had chained v.get("path") or v.get("path2") ... by hand
    and one chain lacked path6, so a checkpoint glob that matched nothing was "the file"."""
    f = explain_text("ValueError: Failed to find any matching files for ./checkpoint/checkpoint.ckpt\n")[0]
    assert f.id == "application-data-missing"
    assert "./checkpoint/checkpoint.ckpt" in f.remedy and f.values["path"] == f.values["path6"]
    # a group whose copy means something else has its own name (predict_proba is not predict_classes)
    proba = explain_text("AttributeError: 'Sequential' object has no attribute 'predict_proba'\n")[0]
    assert "probabilities predict_proba gave" in proba.remedy


def test_the_review_of_3f3532c() -> None:
    """tests/data/review/README.md (s10-*): real logs the review of rounds 84-87's rules found,
    with what each must (and must not) say."""
    trt = _review("s10-tf21248_trt_instantiate_session.log")
    assert [(f.id, f.severity.value) for f in trt] == [("no-gpu-device", "warning")]
    assert _review("s10-tf38460_trt_no_tf_gpus.log")[0].id != "benign-tftrt-notice"
    for name in ("s10-tf48199_static_sized_gpu_benchmark.log", "s10-tf52388_gpu_benchmark_static_sized.log"):
        found = _review(name)
        assert found[0].id == "tflite-gpu-delegate-dynamic-shapes", name
        assert "non-max suppression" in found[0].remedy
    gemm = _review("s10-rocmjax265_gemm_mismatch.log")[0]
    assert gemm.id == "xla-conv-autotune-results-mismatch" and "cuDNN convolution" not in gemm.title
    assert "compression_type='GZIP'" in _review("s10-ties10_corrupted_record.log")[0].remedy
    lock = _review("s10-dvf19_hdf5_lock_errno524.log")[0]
    assert lock.id == "hdf5-file-locking-unsupported" and lock.values.get("errno") == "524"
    assert [f.id for f in _review("s10-srgan27_create_session_oom.log")][:2] == ["gpu-out-of-memory", "cuda-init-failed"]
    unknown = _review("s10-tf16174_create_session_unknown.log")[0]
    assert unknown.id == "cuda-init-failed" and "suspend/resume" in unknown.remedy
    assert "Exclusive_Process" not in unknown.remedy
    tags = _review("s10-doodle24_tags_serve.log")[0]
    assert tags.id == "saved-model-tags-not-found" and "tags serve:" in tags.remedy
    assert all(f.severity.value == "info" for f in _review("s10-tfdml41_two_adapters.log"))
    assert [f.id for f in _review("s10-darkflow873_cpu_oom_hint.log")] == ["host-out-of-memory"]


def test_a_cut_traceback_in_a_users_own_import_keeps_its_reading() -> None:
    """The review of 3f3532c: an error line that explains a failed TensorFlow import leads over a
    cut traceback's guess only when the cut is in TensorFlow's frames (import_causes)."""
    from tfdoctor.explain.context_filters import import_causes
    from tfdoctor.explain.traceback import TracebackReader

    numpy = "RuntimeError: module compiled against API version 0xc but this version of numpy is 0xb"
    found = [(1, f) for f in explain_text(numpy)]
    for frames, want in (
        ('  File "/env/lib/python3.6/site-packages/tensorflow/__init__.py", line 24, in <module>\n', {"numpy-abi-mismatch"}),
        ('  File "train.py", line 3, in <module>\n    import cv2\n', set()),
    ):
        reader = TracebackReader()
        for no, line in enumerate(["Traceback (most recent call last):", *frames.rstrip("\n").split("\n")], 1):
            reader.feed(line, no)
        events = reader.finish()
        assert import_causes(found, events[-1]) == want


def test_the_final_review_of_the_tenth_session() -> None:
    """tests/data/review/README.md (s10b-*): real logs the review of rounds 88-91's rules found."""
    tfdata = _review("s10b-regcpu_tfdata_half.log")
    assert "tf.data" in next(f for f in tfdata if f.id == "devices-no-gpu").remedy
    nvcc = _review("s10b-nvcc_compute_30_cuda11.log")[0]
    assert nvcc.id == "nvcc-gpu-arch-unsupported" and "predates" not in nvcc.remedy and "removed" in nvcc.remedy
    assert "11, not 11.1" not in _review("s10b-nolib_negativo17_stub.log")[0].remedy
    for name in ("s10b-keras_chaincrf_inbound_nodes.log", "s10b-keras_conv2d_outbound_tf113.log"):
        f = _review(name)[0]
        assert f.id == "keras-version-mismatch" and "tf.layers" not in f.remedy, name
    assert "macOS" in _review("s10b-grappler_nocuda_macos_coreml.log")[0].remedy
    op = _review("s10b-keyerror_removedefaultattrs_grublockcell.log")[0]
    assert op.id == "op-not-registered" and op.values["op"] == "GRUBlockCell"
    dml = _review("s10b-dml_avgfactor_297_amd.log")[0]
    assert dml.id == "directml-op-unsupported" and "may implement" not in dml.remedy
    assert _review("s10b-absl_tftext_1016.log")[0].id == "ecosystem-import-failed"
