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
        "ModelCheckpoint's file name asks for a value the epoch's logs do not have",
        r"Failed to format this callback filepath: \"(?P<filepath>[^\"]+)\"",
        "failed to format this callback filepath",
        lambda v, _c: (
            f"Every {{name}} in {v.get('filepath')} must be a key of the epoch's logs (epoch, "
            "loss, the compiled metrics' names, val_ ones only when validation data is given): "
            "print(history.history.keys()) or the progress line's names, and use those, or drop "
            "the field"
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
)
