"""The rules for a program stopped by its own code or data (explain/rules/user_code.py,
user_training.py): the wordings of other releases, read from the libraries' own sources,
and what must not fire (weights, other packages, a warning beside a cut traceback).
Real samples of each rule: tests/explain/test_rules.py."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # TF 2.21's tensor.py / ops.py / polymorphic_function.py
        ("OperatorNotAllowedInGraphError: Using a symbolic `tf.Tensor` as a Python `bool` is "
         "not allowed. You can attempt the following resolutions", "graph-mode-eager-only-code"),
        ("OperatorNotAllowedInGraphError: Iterating over a symbolic `tf.Tensor` is not allowed.",
         "graph-mode-eager-only-code"),
        ("ValueError: Creating variables on a non-first call to a function decorated with "
         "tf.function.", "graph-mode-eager-only-code"),
        ("AttributeError: 'SymbolicTensor' object has no attribute 'numpy'",
         "graph-mode-eager-only-code"),
        # TF's shape functions and kernels (strings of TF 2.21's libtensorflow_framework)
        ("InvalidArgumentError: Can not squeeze dim[1], expected a dimension of 1, got 10",
         "keras-labels-shape-mismatch"),
        ("ValueError: Dimensions must be equal, but are 10 and 5 for '{{node "
         "mean_squared_error/SquaredDifference}} = SquaredDifference[T=DT_FLOAT]",
         "keras-labels-shape-mismatch"),
        ("InvalidArgumentError: logits and labels must be broadcastable: logits_size=[32,10] "
         "labels_size=[32,1]", "keras-labels-shape-mismatch"),
        ("ValueError: Dimensions must be equal, but are 784 and 28 for '{{node MatMul}} = "
         "MatMul[T=DT_FLOAT]", "tensor-shape-mismatch"),
        ("InvalidArgumentError: Input to reshape is a tensor with 3072 values, but the requested"
         " shape has 784", "tensor-shape-mismatch"),
        # Keras 3's input_spec.py; Keras 2.2.4's training_utils.py
        ("ValueError: Input 0 with name 'x' of layer 'dense' is incompatible with the layer: "
         "expected dtype=int32, found dtype=float32", "tensor-dtype-mismatch"),
        ("ValueError: Input arrays should have the same number of samples as target arrays. "
         "Found 100 input samples and 90 target samples.", "keras-data-cardinality-mismatch"),
        # today's YOLOv5/ultralytics dataloaders
        ("WARNING ⚠️ /data/images/a.jpg: ignoring corrupt image/label: non-normalized or out of "
         "bounds coordinates", "dataset-corrupt-image"),
    ],
)
def test_other_releases_words(line: str, want: str) -> None:
    found = explain_text(line)
    assert found[0].id == want, [f.id for f in found]


def test_the_one_loss_node_is_not_also_the_generic_shape_finding() -> None:
    ids = [f.id for f in explain_text(
        "ValueError: Dimensions must be equal, but are 10 and 5 for '{{node "
        "mean_squared_error/SquaredDifference}}'"
    )]
    assert "tensor-shape-mismatch" not in ids


@pytest.mark.parametrize(
    "line",
    [
        # weights being loaded or assigned have no batch axis
        "ValueError: Shapes (3, 3, 64, 128) and (3, 3, 32, 128) are incompatible",
        # one side with None: a set_shape / RNN state, not a loss
        "ValueError: Shapes (None, 128) and (256, 128) are incompatible",
        # Python 3.6's bare words are sklearn's as often as Keras's
        "ImportError: cannot import name 'get_config'",
    ],
)
def test_not_these(line: str) -> None:
    ids = {f.id for f in explain_text(line)}
    assert not ids & {"keras-labels-shape-mismatch", "keras-version-mismatch"}, ids


def test_a_warning_never_takes_over_a_cut_traceback() -> None:
    cut = (
        "Traceback (most recent call last):\n"
        '  File "train.py", line 4, in <module>\n'
        "    import tensorflow_probability as tfp\n"
        '  File "/home/u/venv/lib/python3.9/site-packages/tensorflow_probability/__init__.py", '
        "line 20, in <module>\n"
        "    from tensorflow_probability import substrates\n"
    )
    warning = ("WARNING:tensorflow:Gradients do not exist for variables ['dense/kernel:0'] when "
               "minimizing the loss.\n")
    found = explain_text(warning + cut)
    assert found[0].id == "ecosystem-import-failed"
    assert any(f.id == "gradients-missing-for-variables" and f.severity is Severity.WARNING
               for f in found)


def test_a_program_ended_by_a_label_error_leads_with_it_as_an_error() -> None:
    log = (
        "2024-01-01 10:00:00.000000: I tensorflow/core/platform/cpu_feature_guard.cc:182] This "
        "TensorFlow binary is optimized to use available CPU instructions\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 30, in <module>\n'
        "    model.fit(x, y)\n"
        "ValueError: Shapes (None, 4) and (None, 10) are incompatible\n"
    )
    f = explain_text(log)[0]
    assert (f.id, f.severity) == ("keras-labels-shape-mismatch", Severity.ERROR)
    assert "(None, 4)" in f.remedy and "sparse_categorical_crossentropy" in f.remedy


# --- the second review of the session's rules: what must not take over ----------------------
def test_a_nan_in_the_progress_bar_never_outranks_what_ended_the_program() -> None:
    log = "10/10 [==============================] - 1s - loss: nan\nSegmentation fault (core dumped)\n"
    found = explain_text(log)
    assert found[0].id == "tensorflow-crashed"
    assert any(f.id == "training-loss-nan" and f.severity is Severity.WARNING for f in found)
    # val_loss alone says nothing of the training loss
    assert "training-loss-nan" not in {f.id for f in explain_text("val_loss: nan")}


def test_a_bare_exception_is_not_claimed_by_a_line_above_its_traceback() -> None:
    log = (
        "AssertionError: Wrong tensorflow version 1.12.0 installed\n"
        "... the notebook goes on in another cell ...\n"
        "Traceback (most recent call last):\n"
        '  File "check.py", line 3, in <module>\n'
        "    assert ok\n"
        "AssertionError\n"
    )
    # the bare AssertionError stays the program's own unknown end (the line above may still
    # rank as its likeliest cause, as any named problem does beside an unknown exception)
    unknown = [f for f in explain_text(log) if f.id == "unrecognised-error"]
    assert unknown and unknown[0].values.get("primary") is True


def test_a_stopiteration_outside_keras_is_not_the_data_generator() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "mine.py", line 9, in <module>\n'
        "    batch = next(output_generator)\n"
        "StopIteration\n"
    )
    assert explain_text(log)[0].id != "keras-data-generator-failed"


def test_a_numpy_only_warned_of_explains_no_import_failure() -> None:
    log = (
        "/env/lib/python3.9/site-packages/scipy/__init__.py:146: UserWarning: A NumPy version "
        ">=1.16.5 and <1.23.0 is required for this version of SciPy (detected version 1.23.1\n"
        "ImportError: Failed to load the native TensorFlow runtime.\n"
    )
    assert explain_text(log)[0].id == "tensorflow-import-failed"


def test_a_layer_left_unrestored_is_not_called_harmless() -> None:
    ids = {f.id for f in explain_text(
        "WARNING:tensorflow:Unresolved object in checkpoint: (root).layer_with_weights-0.kernel"
    )}
    assert "benign-checkpoint-partial-restore" not in ids


# --- the third review: what must not fire ------------------------------------------------------
def test_an_old_second_gpu_beside_a_usable_one_is_not_the_finding() -> None:
    log = (
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:\n"
        "pciBusID: 0000:01:00.0 name: GeForce GTX 1080 Ti computeCapability: 6.1\n"
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 1 with properties:\n"
        "pciBusID: 0000:02:00.0 name: GeForce GT 610 computeCapability: 2.1\n"
    )
    assert "compute-capability-unsupported" not in {f.id for f in explain_text(log)}
    # the old GPU alone (xuannianz/EfficientDet#188's shape) is the finding
    alone = log.split("\n", 2)[2]
    assert explain_text(alone)[0].id == "compute-capability-unsupported"


def test_a_shape_slice_under_tf_2_5_and_later_is_the_codes_own_numpy_call() -> None:
    from tfdoctor.explain.engine import explain_lines
    from tfdoctor.explain.rules.base import ExplainContext

    line = "NotImplementedError: Cannot convert a symbolic Tensor (strided_slice:0) to a numpy array."
    f = explain_lines([line], ExplainContext(tf_version="2.10.0"))[0]
    assert "TensorFlow ops" in f.remedy and "numpy<1.20" not in f.remedy


def test_a_wheel_of_a_package_outside_tensorflow_gets_no_tensorflow_pairing_advice() -> None:
    f = explain_text("  Building wheel for mysqlclient (setup.py) ... error")[0]
    assert f.id == "dependency-wheel-missing" and "TensorFlow pair" not in f.remedy


def test_a_tflite_ops_first_version_missing_also_says_the_runtime_may_be_older() -> None:
    f = explain_text("Didn't find op for builtin opcode 'GELU' version '1'")[0]
    assert f.id == "tflite-runtime-op-missing" and "update the runtime" in f.remedy


def test_a_metrics_zero_over_zero_is_not_a_loss() -> None:
    # tensorflow/model-analysis's object-detection notebook (r22-1-011): precision at an empty
    # threshold, harmless; a NumPy divide is never read as the loss
    line = (
        "/usr/local/lib/python3.7/dist-packages/tensorflow_model_analysis/metrics/"
        "confusion_matrix_metrics.py:809: RuntimeWarning: invalid value encountered in true_divide"
    )
    assert "training-loss-nan" not in {f.id for f in explain_text(line)}


@pytest.mark.parametrize(
    "line",
    [
        # pandas' and scikit-learn's own arithmetic on the data, not a hand-written loss
        "/usr/lib/python3/site-packages/pandas/core/arraylike.py:397: RuntimeWarning: divide by "
        "zero encountered in log",
        "/usr/local/lib/python3.10/site-packages/sklearn/utils/extmath.py:1047: RuntimeWarning: "
        "invalid value encountered in multiply",
    ],
)
def test_a_librarys_own_numpy_warning_is_not_a_loss(line: str) -> None:
    assert "training-loss-nan" not in {f.id for f in explain_text(line)}


def test_a_notebook_cells_numpy_warning_is_still_the_loss() -> None:
    # (Kulbear/deep-learning-coursera, r45-0-003: the cell's code shows as ipykernel's)
    line = (
        "/opt/conda/lib/python3.5/site-packages/ipykernel/__main__.py:26: RuntimeWarning: divide "
        "by zero encountered in log"
    )
    assert explain_text(line)[0].id == "training-loss-nan"


@pytest.mark.parametrize("obj", ["SVC", "LinearRegression", "KerasClassifier"])
def test_predict_proba_missing_outside_keras_models_is_not_the_keras_removal(obj: str) -> None:
    line = f"AttributeError: '{obj}' object has no attribute 'predict_proba'"
    assert "tensorflow-api-mismatch" not in {f.id for f in explain_text(line)}


def test_predict_proba_on_a_keras_model_gets_its_own_remedy() -> None:
    f = explain_text("AttributeError: 'Sequential' object has no attribute 'predict_proba'")[0]
    assert f.id == "tensorflow-api-mismatch" and "probabilities" in f.remedy


def test_numpys_reshape_names_the_values_not_a_loss() -> None:
    f = explain_text("ValueError: cannot reshape array of size 0 into shape (28,28)")[0]
    assert f.id == "tensor-shape-mismatch" and "empty array" in f.remedy
    assert "loss" not in f.remedy
