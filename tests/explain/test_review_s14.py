"""The two reviews of the fourteenth session (tests/data/review/s14-review-a.md, -b.md): each
item mended here has its input from the report and a check that fails on the old behaviour."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text


def first(log: str) -> tuple[str, str, str] | None:
    found = explain_text(log)
    return (found[0].id, found[0].severity.value, found[0].remedy) if found else None


def test_an_import_failure_ranks_above_the_name_error_it_causes():
    """b-1: "No module named 'tensorflow'" then "name 'tf' is not defined"."""
    log = (
        "ModuleNotFoundError                       Traceback (most recent call last)\n"
        "----> 1 import tensorflow as tf\nModuleNotFoundError: No module named 'tensorflow'\n"
        "NameError                                 Traceback (most recent call last)\n"
        "----> 1 model = tf.keras.Sequential()\nNameError: name 'tf' is not defined\n"
    )
    assert first(log)[0] == "tensorflow-not-installed"
    # and the alias's import is the usual one, not "import tf"
    remedy = first("NameError: name 'tf' is not defined\n")[2]
    assert "import tensorflow as tf" in remedy and "`import tf`" not in remedy


def test_python_2_builtins_are_python_2_code():
    """b-2."""
    remedy = first("NameError: name 'xrange' is not defined\n")[2]
    assert "Python 2" in remedy and "import xrange" not in remedy


@pytest.mark.parametrize(
    "line", ["TypeError: cannot pickle 'weakref.ReferenceType' object", "TypeError: cannot pickle '_thread.RLock' object"]
)
def test_unpicklable_objects_of_python_310_and_a_lock_anywhere(line):
    """b-4, b-5: Python 3.10+'s wording; a lock is not always a Keras optimizer's (the
    eighteenth session: a lock is keras-model-not-picklable, a weak reference the optimizer's)."""
    fid, _, remedy = first(line + "\n")
    assert fid == ("keras-optimizer-not-picklable" if "weakref" in line else "keras-model-not-picklable")
    assert "create it inside the worker" in remedy


def test_sklearn_binary_wording_and_never_above_an_error():
    """b-6, b-7."""
    binary = (
        ".../sklearn/metrics/_classification.py:1565: UndefinedMetricWarning: Precision is ill-defined "
        "and being set to 0.0 due to no predicted samples. Use `zero_division` parameter to control "
        "this behavior.\n"
    )
    assert first(binary)[0] == "sklearn-metric-ill-defined"
    crash = binary + 'Traceback (most recent call last):\n  File "eval.py", line 10, in run\nSomeCustomThing: weird failure in plugin\n'
    assert first(crash)[0] == "unrecognised-error"


def test_tf_trt_linked_but_none_loaded_is_a_missing_tensorrt():
    """b-8: Linked (8, 4, 3) with Loaded (0, 0, 0) is not a build without TensorRT."""
    log = "INFO:tensorflow:Linked TensorRT version: (8, 4, 3)\nINFO:tensorflow:Loaded TensorRT version: (0, 0, 0)\n"
    assert first(log)[0] == "tensorrt-missing"
    both = "INFO:tensorflow:Linked TensorRT version: (0, 0, 0)\nINFO:tensorflow:Loaded TensorRT version: (0, 0, 0)\n"
    assert first(both)[0] == "tftrt-not-built-in"


@pytest.mark.parametrize(
    ("line", "not_cpu_tf"),
    [
        ("ImportError: /x/torch/lib/libtorch_cuda.so: undefined symbol: cudaGraphDebugDotPrint, version libcudart.so.11.0", True),
        ("/usr/lib/python3/site-packages/tensorflow/contrib/nccl/python/ops/_nccl_ops.so: undefined symbol: cudaGetDeviceCount", True),
        ("ImportError: libnvinfer_plugin.so.8: undefined symbol: cudaGetDeviceCount", False),
    ],
)
def test_undefined_cuda_symbols_read_as_a_cpu_tensorflow_only_where_that_fits(line, not_cpu_tf):
    """b-9: another libcudart's version, TensorFlow's own file; a versioned soname matches."""
    assert (first(line + "\n")[0] != "tensorflow-not-built-with-cuda") is not_cpu_tf


def test_a_read_only_layer_property_is_not_blamed_on_keras_3_alone():
    """b-10: tf.keras 2.x refuses the assignment too; its own re-raise is read."""
    line = (
        'AttributeError: Can\'t set the attribute "trainable_weights", likely because it conflicts '
        "with an existing read-only @property of the object. Please choose a different name.\n"
    )
    fid, _, remedy = first(line)
    assert fid == "keras-version-mismatch" and "add_weight" in remedy and "does not help" in remedy


def test_ml_compute_ops_met_by_tensorflow_and_keras_2_6_classes_in_coremltools():
    """b-11, b-12."""
    mlc = (
        "tensorflow.python.framework.errors_impl.NotFoundError: Op type not registered 'MLCMatMul' in "
        "binary running on my-linux-box. Make sure the Op and Kernel are registered in the binary "
        "running in this process.\n"
    )
    assert first(mlc)[0] == "tensorflow-macos-mlc-ops"
    k = "TypeError: Keras layer of type <class 'keras.layers.core.dense.Dense'> is not supported.\n"
    assert first(k)[0] == "coreml-keras-converter-tf-keras-model"


def test_dill_without_a_users_own_module_says_ship_the_code():
    """b-13b."""
    line = (
        "line 827, in find_class return StockUnpickler.find_class(self, module, name) "
        "ModuleNotFoundError: No module named 'my_pipeline'\n"
    )
    assert "ship it" in first(line)[2] and "another release" not in first(line)[2]


def test_libhdfs_classpath_lines_and_not_a_refused_namenode():
    """b-14."""
    assert first("Environment variable CLASSPATH not set!\n")[0] == "libhdfs-missing"
    connect = (
        "hdfsBuilderConnect(forceNewInstance=0, nn=namenode, port=8020, kerbTicketCachePath=(NULL), "
        "userName=(NULL)) error:\n"
    )
    assert first(connect)[0] != "libhdfs-missing"


@pytest.mark.parametrize(
    "line",
    [
        "ExecutorLostFailure (executor 3 exited caused by one of the running tasks) Reason: Container "
        "killed by YARN for exceeding physical memory limits. 10.4 GB of 10.4 GB physical memory used. "
        "Consider boosting spark.executor.memoryOverhead.",
        "Container [pid=12345,containerID=container_1_0001_01_000002] is running beyond physical memory "
        "limits. Current usage: 2.1 GB of 2 GB physical memory used; 3.9 GB of 4.2 GB virtual memory "
        "used. Killing container.",
    ],
)
def test_yarns_memory_kills_in_spark_3_and_the_nodemanagers_words(line):
    """b-15: both were missed (the second gave no finding: a failing log called healthy); the
    remedy is YARN's overhead, not the Linux OOM killer."""
    fid, sev, remedy = first(line + "\n")
    assert (fid, sev) == ("process-killed-oom", "error") and "memoryOverhead" in remedy


def test_rs_own_quotes_and_a_batchnorm_frozen_in_training_mode():
    """b-16, b-17."""
    r = "Error in py_call_impl(callable, dots$args, dots$keywords) : object '_reticulate_write_stderr' not found\n"
    assert first(r)[0] == "r-package-dll-locked-on-install"
    bn = (
        "ValueError: Input 0 of node bn/AssignMovingAvg was passed float from bn/moving_mean:0 "
        "incompatible with expected float_ref.\n"
    )
    fid, _, remedy = first(bn)
    assert fid == "saved-model-tf-version-mismatch" and "inference mode" in remedy


@pytest.mark.parametrize(
    "line",
    [  # khanhlvg/tflite_raspberry_pi's Edge TPU notebooks (round 123), verbatim
        "/sbin/ldconfig.real: /usr/local/lib/python3.7/dist-packages/ideep4py/lib/libmkldnn.so.0 is not a symbolic link",
        "debconf: unable to initialize frontend: Dialog",
        "dpkg-preconfigure: unable to re-open stdin: ",
        "Started a compilation timeout timer of 180 seconds.",
        "Compilation child process completed within timeout period.",
    ],
)
def test_apt_and_the_edge_tpu_compilers_progress_lines_are_quiet(line):
    """Round 123: these printed in notebooks whose next cells worked; they are no finding."""
    assert explain_text(line + "\n") == []


def test_a_keras_3_object_of_another_backend_is_exported_as_its_keras_release_allows():
    """The re-read: "model.export from any backend in Keras 3.8+" overstated it; the wheels say
    jax (3.x) and torch from 3.8 (3.7.0's export_lib.py refuses torch)."""
    line = (
        "ValueError: Expected an object of type `Trackable`, such as `tf.Module` or a subclass of the "
        "`Trackable` class, for export. Got <ComputeSum name=compute_sum_3, built=True> with type "
        "<class '__main__.ComputeSum'>.\n"
    )
    fid, _, remedy = first(line)
    assert fid == "keras-tf-api-on-other-backend"
    assert "torch in Keras 3.8+" in remedy and "any backend" not in remedy
