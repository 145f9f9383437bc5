"""The nineteenth session's review of rounds 155-160's rules: the reviewers' real TF 2.21 /
Keras 3.15 / tf_keras 2.21 outputs (verbatim, paths shortened) and, where named, lines read in
the libraries' source or strings (marked "source"). Each was read wrong before its mend."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text

CHANCE_10 = "Epoch 1/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.3012 - accuracy: 0.1042 - val_loss: 2.3112 - val_accuracy: 0.0942\nEpoch 2/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2801 - accuracy: 0.1131 - val_loss: 2.2901 - val_accuracy: 0.1031\nEpoch 3/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2650 - accuracy: 0.1187 - val_loss: 2.2750 - val_accuracy: 0.1087\nEpoch 4/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2533 - accuracy: 0.1220 - val_loss: 2.2633 - val_accuracy: 0.1120\nEpoch 5/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2498 - accuracy: 0.1241 - val_loss: 2.2598 - val_accuracy: 0.1141\nEpoch 6/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2561 - accuracy: 0.1198 - val_loss: 2.2661 - val_accuracy: 0.1098\nEpoch 7/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2507 - accuracy: 0.1235 - val_loss: 2.2607 - val_accuracy: 0.1135\nEpoch 8/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2489 - accuracy: 0.1252 - val_loss: 2.2589 - val_accuracy: 0.1152\nEpoch 9/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2530 - accuracy: 0.1219 - val_loss: 2.2630 - val_accuracy: 0.1119\nEpoch 10/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2476 - accuracy: 0.1260 - val_loss: 2.2576 - val_accuracy: 0.1160\nEpoch 11/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2502 - accuracy: 0.1233 - val_loss: 2.2602 - val_accuracy: 0.1133\nEpoch 12/12\n6986/6986 [==============================] - 41s 6ms/step - loss: 2.2493 - accuracy: 0.1247 - val_loss: 2.2593 - val_accuracy: 0.1147\n"

CASES = [
    # real: tf.train.Checkpoint(model=m2).restore(p), m2's Dense 2 units, the checkpoint's 10
    (
        "Traceback (most recent call last):\n"
        '  File ".../tensorflow/python/ops/resource_variable_ops.py", line 316, in shape_safe_assign_variable_handle\n'
        "    shape.assert_is_compatible_with(value_tensor.shape)\n"
        '  File ".../tensorflow/python/framework/tensor_shape.py", line 1385, in assert_is_compatible_with\n'
        '    raise ValueError("Shapes %s and %s are incompatible" % (self, other))\n'
        "ValueError: Shapes (512, 2) and (512, 10) are incompatible\n\n"
        "The above exception was the direct cause of the following exception:\n\n"
        "Traceback (most recent call last):\n"
        "  ...\n"
        "ValueError: Received incompatible tensor with shape (512, 10) when attempting to restore "
        "variable with shape (512, 2) and name sequential_1/dense_1/kernel:0.\n",
        "checkpoint-shape-mismatch",
        "(512, 10)",
    ),
    # realistic (the reviewer's figures): 12 epochs at ln(10) whose loss crosses ln(9.5)
    (CHANCE_10, "training-loss-stuck", "ln(10)"),
    # source: keras/src/ops/function.py:369 (3.15.1), the operation's repr
    (
        "ValueError: Graph disconnected: cannot find parent for tensor <KerasTensor shape=(None, 3), "
        "dtype=float32, sparse=False, ragged=False, name=keras_tensor> at operation '<Concatenate "
        "name=concatenate, built=True>'. The following previous operations were accessed without "
        "issue: []",
        "keras-graph-disconnected",
        "Concatenate",
    ),
    # source: keras 2.3.1's keras/engine/network.py
    (
        "ValueError: Input tensors to a Model must come from `keras.layers.Input`. Received: "
        'Tensor("Placeholder:0", shape=(?, 224, 224, 3), dtype=float32) (missing previous layer '
        "metadata).",
        "keras-model-input-not-input-layer",
        "keras.Input",
    ),
    # source: TF 2.21's libtensorflow_cc strings
    (
        "E tensorflow/compiler/mlir/lite/flatbuffer_export.cc:3870] Model structure size is bigger than 2gb",
        "tflite-flatbuffer-exceeds-2gb",
        "The graph itself",
    ),
    ("Flatbuffer size exceeds 2gb limit.", "tflite-flatbuffer-exceeds-2gb", "_experimental_use_buffer_offset"),
    # real (TF 2.21): tf.linalg.eig of a matrix holding NaN
    (
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node "
        "__wrapped__Eig_device_/job:localhost/replica:0/task:0/device:CPU:0}} Eigen decomposition was "
        "not successful. The input might not be valid. [Op:Eig] name: ",
        "eigendecomposition-failed",
        "NaN",
    ),
    # source: TF 2.21's strings, the legacy op
    (
        "Self Adjoint Eigen decomposition wasnot successful. The input might not be valid.",
        "eigendecomposition-failed",
        "float64",
    ),
    # real (TF 2.21): t[10 / 4]
    (
        "TypeError: Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
        "tf.int32/tf.int64 tensors are valid indices, got 2.5",
        "tensor-index-invalid-type",
        "tf.cast(i, tf.int32)",
    ),
    # real (TF 2.21): tf.gather_nd(tf.zeros((3, 3)), [[2, 5]])
    (
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node "
        "__wrapped__GatherNd_device_/job:localhost/replica:0/task:0/device:CPU:0}} indices[0] = [2, 5] "
        "does not index into param shape [3,3], node name: GatherNd [Op:GatherNd]",
        "scatter-index-out-of-range",
        "[3,3]",
    ),
    # real (TF 2.21): v = tf.Variable(...); v[0] = 3.0
    (
        "TypeError: 'ResourceVariable' object does not support item assignment",
        "tf-variable-item-assignment",
        "v[i].assign(x)",
    ),
    # real (TF 2.21): tf.constant(a RaggedTensor)
    (
        "ValueError: TypeError: object of type 'RaggedTensor' has no len()",
        "keras-layer-ragged-input-unsupported",
        "to_tensor()",
    ),
]


@pytest.mark.parametrize(("text", "want", "says"), CASES, ids=[c[1] + "-" + str(i) for i, c in enumerate(CASES)])
def test_the_review_s_cases_lead_with_their_cause(text: str, want: str, says: str) -> None:
    found = explain_text(text)
    assert found and found[0].id == want, [f.id for f in found]
    assert says in found[0].remedy


def test_a_whole_number_index_is_not_called_a_float() -> None:
    text = (
        "TypeError: Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
        "tf.int32/tf.int64 tensors are valid indices, got array([ 0,  1, 25])"
    )
    found = explain_text(text)
    assert found[0].id == "tensor-index-invalid-type" and "tf.gather" in found[0].remedy


def test_upb_s_corrupt_graphdef_is_the_2gb_limit_only_when_tf_serializes_its_own_graph() -> None:
    tail = "google.protobuf.message.DecodeError: Error parsing message with type 'tensorflow.GraphDef': Wire format was corrupt\n"
    in_memory = (  # a reviewer's real TF 2.21 run (tests/data/tracebacks/tf-2.21-runs/s19-savedmodel-over-2gb.txt)
        "Traceback (most recent call last):\n"
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/saved_model/save.py", line 1034, in _fill_meta_graph_def\n'
        "    graph_def, _ = exported_graph._as_graph_def(  # pylint: disable=protected-access\n"
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/framework/ops.py", line 2414, in _as_graph_def\n'
        "    graph.ParseFromString(compat.as_bytes(data))\n" + tail
    )
    found = explain_text(in_memory)
    assert found[0].id == "graphdef-exceeds-2gb" and "SavedModel" in found[0].remedy
    read_back = (  # the same words for a file read from disk: not its size (a frozen graph cut short)
        "Traceback (most recent call last):\n"
        '  File "/home/user/project/load.py", line 5, in <module>\n'
        "    graph_def.ParseFromString(f.read())\n" + tail
    )
    assert explain_text(read_back)[0].id != "graphdef-exceeds-2gb"


def test_an_exception_inside_tf_s_in_user_code_wrapper_is_not_also_unrecognised() -> None:
    # a real TF 2.21 run (tests/data/tracebacks/tf-2.21-runs/s19f-cond-dtype-mismatch.txt)
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/user/project/cond-dtype-mismatch.py", line 7, in <module>\n'
        "    print(pick(tf.constant([1.0, 2.0]), tf.constant(True)))\n"
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/util/traceback_utils.py", line 167, in error_handler\n'
        "    raise e.with_traceback(filtered_tb) from None\n"
        "TypeError: in user code:\n\n"
        '    File "/home/user/project/cond-dtype-mismatch.py", line 5, in pick  *\n'
        "        return tf.cond(use_int, lambda: tf.cast(x, tf.int32), lambda: x * 0.5)\n\n"
        "    TypeError: true_fn and false_fn arguments to tf.cond must have the same number, type, "
        "and overall structure of return values.\n"
    )
    ids = [f.id for f in explain_text(text)]
    assert ids[0] == "tf-cond-branch-mismatch" and "unrecognised-error" not in ids
