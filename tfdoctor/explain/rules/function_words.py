"""Log rules for the program's own model code as tf.function, Keras and cuDNN say it: variables
made on a later call of a tf.function, a model input of another rank than its Input, a stateful
RNN without a fixed batch, a checkpoint path naming a metric the logs lack, cuDNN's RNN refusing
a masked batch. Verbatim real samples with sources: tests/explain/test_rules.py (rounds
139-140)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

FUNCTION_RULES = (
    # variables created inside a tf.function after its first call (TF's own words in
    # tensorflow/python/eager/polymorphic_function/polymorphic_function.py: "tf.function only
    # supports singleton tf.Variables created on the first call", tensorflow/tensorflow#105654,
    # round 139, under jit_compile), and older releases' "A tf.Variable created inside your
    # tf.function has been garbage-collected" (grausof/keras-sincnet#13)
    rule(
        "graph-mode-eager-only-code",
        E,
        "The model's code creates tf.Variables on a later call of a tf.function",
        r"tf\.function only supports singleton tf\.Variables created on the first call|"
        r"A tf\.Variable created inside your tf\.function has been garbage-collected",
        ("only supports singleton tf.variables", "created inside your tf.function has been"),
        "Create each variable once: in a layer's __init__/build (self.add_weight) or a Module's "
        "__init__, or outside the tf.function, and keep a Python reference to it; a layer or "
        "optimizer made inside call() or train_step makes new variables on every trace",
    ),
    # Keras 3's functional model given an input of another rank than its Input (keras/src/models/
    # functional.py's _adjust_input_rank: "Invalid input shape for input ... Expected shape (None,
    # 20), but input has incompatible shape (None,)"; keras-team/keras#20136, round 139: a dict
    # input whose one entry lacked the feature axis)
    rule(
        "keras-model-input-shape-mismatch",
        E,
        "An input given to the model has another shape than its Input layer",
        r"Invalid input shape for input .*Expected shape (?P<expected>\([^)]*\)), but input has "
        r"incompatible shape (?P<got>\([^)]*\))",
        "invalid input shape for input",
        lambda v, _c: (
            f"The model's Input expects {v.get('expected')} and got {v.get('got')}: give that "
            "input the shape the Input layer declares (reshape or expand_dims the array; for a dict "
            "of inputs, each key's array), or declare the Input with the shape the data has"
        ),
    ),
    # a stateful RNN without a fixed batch size: Keras 2's "If a RNN is stateful, it needs to know
    # its batch size." (USGS-R/river-dl#107, round 140) and Keras 3's keras/src/layers/rnn/rnn.py,
    # "When using `stateful=True` in a RNN, the batch size must be static." (tensorflow/
    # tensorflow#64061); the gatherer's name, adopted
    rule(
        "keras-stateful-rnn-batch-size-unknown",
        E,
        "A stateful RNN needs a fixed batch size, and the model's input has none",
        r"If a RNN is stateful, it needs to know its batch size|When using `stateful=True` in a "
        r"RNN, the batch size must be static",
        ("if a rnn is stateful", "the batch size must be static"),
        "Give the model's input a fixed batch: keras.Input(batch_shape=(batch, steps, features)) "
        "(Keras 3; batch_input_shape= on the first layer of a Keras 2 Sequential), then feed "
        "exactly that batch size (drop_remainder=True in tf.data, a dataset size it divides); or "
        "drop stateful=True if the state need not carry across batches",
    ),
    # ModelCheckpoint's filepath naming a key the epoch's logs lack (keras/src/callbacks/
    # model_checkpoint.py: 'Failed to format this callback filepath: "..."'; qxde01/gastric-
    # cancer-detect#4, round 140: "{val_d_DICE:.4f}", a metric not computed on validation data;
    # the gatherer's name, adopted)
    rule(
        "keras-checkpoint-filepath-key-missing",
        E,
        "ModelCheckpoint's file name cannot be filled in from the epoch's logs",
        r"Failed to format this callback filepath: \"(?P<filepath>[^\"]+)\"|"
        # Keras 2.2-2.3's callbacks.py raised the KeyError bare; its source line shows in the
        # traceback only when it raised (xuannianz/keras-CenterNet#34, round 168: "filepath =
        # self.filepath.format(epoch=epoch + 1, **logs)" then "KeyError: 'val_loss'")
        r"^\s*(?:file_?)?path = self\.filepath\.format\(epoch=epoch \+ 1,(?: batch=batch \+ 1,)? \*\*logs\)",
        ("failed to format this callback filepath", "self.filepath.format(epoch=epoch + 1"),
        lambda v, _c: (
            "Every {name} in " + str(v.get("filepath") or "ModelCheckpoint's filepath")
            + " must be a key of the epoch's logs (epoch, "
            "loss, the compiled metrics' names, val_ ones only when validation data is given): "
            "print(history.history.keys()) or the progress line's names, and use those, or drop "
            "the field; each format spec must suit its value ({epoch:02d} for the int epoch, "
            "{val_loss:.2f} for a float: ':02d' on a float raises 'Unknown format code')"
        ),
    ),
    # cuDNN's RNN refusing a masked batch's sequence lengths (tensorflow/tensorflow#43103, round
    # 140: "CUDNN_STATUS_BAD_PARAM ... cudnnSetRNNDataDescriptor(... seq_lengths_array ...)
    # [Op:CudnnRNNV3]": a mask that is not right-padded, or a sequence masked entirely; the
    # gatherer's name, adopted)
    rule(
        "cudnn-rnn-masked-input-invalid",
        E,
        "cuDNN's RNN refused the batch's sequence lengths (the mask)",
        r"cudnnSetRNNDataDescriptor\(.*seq_lengths_array",
        "cudnnsetrnndatadescriptor(",
        "Keras's cuDNN LSTM/GRU takes a mask only when it is right-padded (padding at the end) "
        "and no sequence is all padding: pad with padding='post', drop empty sequences, or give "
        "the layer a setting cuDNN does not take (e.g. use_cudnn=False in Keras 3, a "
        "recurrent_dropout in Keras 2) so the generic kernel runs",
    ),
    # a tf.Variable made from a tensor while a function is traced: a Keras layer built inside
    # a tf.data map or tf.function (keras-team/keras#15358, round 148: RandomFlip(seed=<tensor>)
    # inside Dataset.map, "Tensor-typed variable initializers must either be wrapped in an
    # init_scope or callable ... when building functions")
    rule(
        "graph-mode-eager-only-code",
        E,
        "A variable (often a Keras layer's) is created from a tensor inside a traced function",
        r"Tensor-typed variable initializers must either be wrapped in an init_scope or callable|"
        # TF 2.21's words for tf.Variable(x) inside Dataset.map (a real run: tests/data/
        # tracebacks/tf-2.21-runs/var-in-map.txt, "UnliftableError: Unable to lift tensor
        # <tf.Tensor 'Cast:0' ...> because it depends transitively on placeholder")
        r"Unable to lift tensor .* because it depends transitively on placeholder|"
        # TF 2.21's resource_variable_ops.py:2004-2005 for a tf.Variable made in a Keras
        # layer's call() under fit (the twenty-first session's outside check f: real runs
        # s21f-var-in-layer-call-fit-k3/-tfk, Keras 3.15 and tf_keras 2.21)
        r"Argument `initial_value` \(.*?\) could not be lifted out of a `tf\.function`",
        ("tensor-typed variable initializers must", "because it depends transitively on placeholder",
         "could not be lifted out of a `tf.function`"),
        "Something builds a tf.Variable while a tf.function or a Dataset.map function is traced: "
        "create layers (RandomFlip, Normalization...) and variables once, outside the traced "
        "function, and only call them inside it; give seeds as Python ints, not tensors",
    ),
    # a tensor made inside a converted loop or another function body used outside it: a Python
    # list appended to inside a tf.function loop (tensorflow/tensorflow#47139, round 148:
    # "InaccessibleTensorError: The tensor 'Tensor(\"while/while/Neg:0\" ...)' cannot be
    # accessed here: it is defined in another function or code block.")
    rule(
        "graph-mode-eager-only-code",
        E,
        "A tensor made inside a tf.function's loop or inner function is used outside it",
        r"cannot be accessed here: it is defined in another function or code block|"
        # TF 2.21's func_graph.py:638 for a tensor kept from one call in a Python list and used
        # after it (outside check f: s21f-side-effect-leak-use)
        r"is out of scope and cannot be used here\. Use return values, explicit Python locals|"
        r"cannot be accessed from here, because it was defined in FuncGraph\(",
        ("cannot be accessed here: it is defined in another", "is out of scope and cannot be used here",
         "cannot be accessed from here, because it was defined in funcgraph("),
        "Inside a tf.function, loops over tensors become tf.while_loop, and a tensor made in "
        "the loop body cannot leave it through a Python list or a global: collect values in a "
        "tf.TensorArray (ta = ta.write(i, v); ta.stack()) or carry them as loop variables and "
        "return them; do not keep tensors from one tf.function call for another",
    ),
    # a tf.while_loop variable whose shape changes in the body (BNN-UPC/ignnition#127, round
    # 148: "Input tensor '.../concat_1:0' enters the loop with shape (1, 32), but has shape
    # (None, 32) after one iteration"; TF 2.21's while_v2.py)
    rule(
        "while-loop-shape-not-invariant",
        E,
        "A tf.while_loop variable changes shape between iterations",
        r"(?:enters the loop with shape|has shape) (?P<before>\([^)]*\)|\[[^\]]*\]),?(?: but has shape| "
        r"before the loop, but shape) (?P<after>\([^)]*\)|\[[^\]]*\]) after one iteration",  # AutoGraph's: a real run
        "after one iteration",
        lambda v, _c: (
            f"A loop variable starts as {v.get('before')} and is {v.get('after')} after the body "
            "(a concat or a growing sequence): declare the shape that may vary, "
            "tf.while_loop(..., shape_invariants=[tf.TensorShape([None, ...])]), or in a "
            "tf.function loop tf.autograph.experimental.set_loop_options(shape_invariants=[(x, "
            "tf.TensorShape([None, ...]))]); a tf.TensorArray collects growing results"
        ),
    ),
    # an empty batch through a TF 1 RNN: the TensorArray unstacked over time has no element
    # (erickrf/autoencoder#15, round 148: "TensorArray has size zero, but element shape
    # <unknown> is not fully defined. Currently only static shapes are supported when packing
    # zero-size TensorArrays."; the maintainer: a length bin with no sentences)
    rule(
        "tensorarray-zero-size-unknown-shape",
        E,
        "A TensorArray with no elements (an empty batch or sequence) was packed",
        r"TensorArray has size zero, but element shape \S+ is not fully defined|"
        # TF 2's TensorList words (a real TF 2.21 run: tests/data/tracebacks/tf-2.21-runs/
        # tensorarray-empty.txt, "Tried to stack elements of an empty list with
        # non-fully-defined element_shape: <unknown>")
        r"Tried to (?:stack|gather|concat) elements of an empty list with non-fully-defined element_shape",
        ("tensorarray has size zero", "elements of an empty list with non-fully-defined"),
        "The TensorArray got zero elements, most often from an empty batch or a zero-length "
        "sequence fed to an RNN or tf.map_fn: skip empty batches (filter the dataset on "
        "tf.size(x) > 0, drop empty length buckets), or give the TensorArray an "
        "element_shape",
    ),
    # an eager TensorArray passed into a tf.function (or a tf.data map) and written there (TF
    # 2.21's tensor_array_ops.build_ta_with_new_flow; a real run, the twentieth session:
    # `ta = tf.TensorArray(tf.float32, size=3)` made eagerly, then `ta.write` inside a
    # jit_compile'd function: "NotImplementedError: Attempting to build a graph-mode TF2-style
    # TensorArray from either an eager-mode TensorArray or a TF1-style TensorArray.")
    rule(
        "tensorarray-captured-in-function",
        E,
        "A TensorArray made outside a tf.function was written inside it",
        r"Attempting to build a graph-mode TF2-style TensorArray from either an eager-mode "
        r"TensorArray or a TF1-style TensorArray",
        "attempting to build a graph-mode tf2-style tensorarray",
        "A TensorArray cannot be carried into a tf.function (or a tf.data map) and written there: "
        "create it inside the function (ta = tf.TensorArray(...) in its body) and return "
        "ta.stack(), a plain tensor; TF's own words say the same",
    ),
)
