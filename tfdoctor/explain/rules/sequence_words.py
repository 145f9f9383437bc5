"""Log rules for sequence models in Keras 3.15's and tf_keras 2.21's words: per-step outputs
against per-sequence targets, one-hot targets with a sparse loss, Bidirectional around a layer
that is no RNN, TimeDistributed on 2-D input, Attention given one tensor, a kernel longer than the
sequence, an LSTM's initial state, use_cudnn without cuDNN, a layer that drops the mask, and
Grappler's notes on a node without an op name. Every sample is a real run of the twentieth
session's outside check e (tests/data/tracebacks/tf-2.21-runs/s20e-*); the words were read in the
installed sources named at each rule.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
SEQUENCE_WORD_RULES = (
    # one output per step against one target per sequence (tf_keras 2.21's categorical loss
    # through tensor_shape.py:1385, "Shapes (8, 3) and (8, 10, 3) are incompatible")
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The model gives one output per time step, the targets one per sequence" + NOT_ENV,
        r"Shapes \((?P<batch>\d+), (?P<classes>\d+)\) and \((?P=batch), (?P<steps>\d+), (?P=classes)\) are incompatible",
        "are incompatible",
        lambda v, _c: (
            f"The last RNN returns {v.get('steps')} steps of {v.get('classes')} (return_sequences=True) "
            "and the targets hold one per sequence: drop return_sequences on the last RNN (or "
            "pool over time), or give per-step targets"
        ),
    ),
    # sparse crossentropy given one-hot targets (TF 2.21's nn_ops.py:4372: "`labels.shape` must
    # equal `logits.shape` except for the last dimension. Received: labels.shape=(400,) and
    # logits.shape=(80, 5)")
    rule(
        "keras-labels-shape-mismatch",
        E,
        "A sparse loss got labels of another shape than the outputs" + NOT_ENV,
        r"`labels\.shape` must equal `logits\.shape` except for the last dimension\. Received: "
        r"labels\.shape=(?P<lb>\([^)]*\)) and logits\.shape=(?P<ls>\([^)]*\))",
        "`labels.shape` must equal `logits.shape`",
        lambda v, _c: (
            f"labels {v.get('lb')} against outputs {v.get('ls')}: a sparse loss wants one integer "
            "class per output row. One-hot labels (as many numbers as outputs) go with "
            "categorical_crossentropy, or take labels.argmax(-1); per-step targets need "
            "return_sequences=True on the last RNN"
        ),
    ),
    # Bidirectional around a layer that is no RNN: Keras 3.15's bidirectional.py:122-126 sets
    # go_backwards in the copy's config, which Dense refuses ("Unrecognized keyword arguments
    # passed to Dense: {'go_backwards': True}")
    rule(
        "keras-bidirectional-needs-rnn",
        E,
        "Bidirectional wraps an RNN layer, and this layer is none" + NOT_ENV,
        r"Unrecognized keyword arguments passed to (?P<cls>\w+): \{'go_backwards': True\}",
        "'go_backwards': true",
        lambda v, _c: (
            f"Bidirectional wraps LSTM, GRU, SimpleRNN or RNN(cell), not {v.get('cls') or 'this layer'}: "
            "apply that layer after the Bidirectional RNN, or TimeDistributed for a per-step layer"
        ),
    ),
    # TimeDistributed on (batch, features) (Keras 3.15's rnn/time_distributed.py:58-60; tf_keras
    # 2.21's :124-126 with a stray space in "`input_shape `")
    rule(
        "keras-model-input-shape-mismatch",
        E,
        "TimeDistributed was given an input without a time axis" + NOT_ENV,
        r"`TimeDistributed` Layer should be passed an `input_shape ?` with at least 3 dimensions, "
        r"received: (?P<shape>\([^)]*\))",
        "layer should be passed an `input_shape",
        lambda v, _c: (
            f"TimeDistributed applies its layer to each step of (batch, steps, features); it got "
            f"{v.get('shape') or 'two axes'}: give it 3-D input (a sequence; x[..., None] for one "
            "feature per step), or drop TimeDistributed for per-sample data"
        ),
    ),
    # Attention given one tensor (Keras 3.15's attention/attention.py:288-289; tf_keras 2.21's
    # base_dense_attention.py:220)
    rule(
        "keras-attention-inputs-not-list",
        E,
        "An Attention layer was called on one tensor, not [query, value]" + NOT_ENV,
        r"(?P<cls>\w*Attention) layer must be called on a list of inputs, namely \[query, value\]",
        "layer must be called on a list of inputs",
        lambda v, _c: (
            f"{v.get('cls') or 'Attention'}()([query, value]) (or [query, value, key]); for "
            "self-attention pass [x, x], or use MultiHeadAttention()(x, x)"
        ),
    ),
    # a kernel or pooling longer than the sequence (Keras 3.15's ops/operation_utils.py:141,
    # :226; tf_keras 2.21's convolutional/base_conv.py:353-355)
    rule(
        "tensor-shape-mismatch",
        E,
        "A convolution or pooling is longer than its input" + NOT_ENV,
        r"Computed output size would be zero or negative\. Received `inputs shape=(?P<shape>\([^)]*\))`"
        r"(?:, `kernel shape=(?P<kernel>\([^)]*\))`)?|One of the dimensions in the output is <= 0 "
        r"due to downsampling in (?P<layer>\w+)",
        ("computed output size would be zero or negative", "one of the dimensions in the output is <= 0"),
        lambda v, _c: (
            (f"The input {v['shape']} is shorter than the kernel {v.get('kernel') or ''}: " if v.get("shape")
             else f"{v.get('layer') or 'A layer'} shrinks its input below one step: ")
            + "use padding='same', a smaller kernel or pool, fewer poolings before it, or longer "
            "inputs (pad_sequences maxlen, a larger image size)"
        ),
    ),
    # an LSTM's initial state of one tensor (tf_keras 2.21's rnn/base_rnn.py:504: "An
    # `initial_state` was passed that is not compatible with `cell.state_size`")
    rule(
        "keras-rnn-initial-state-mismatch",
        E,
        "An RNN's initial_state does not hold the states its cell has" + NOT_ENV,
        r"An `initial_state` was passed that is not compatible with `cell\.state_size`\. Received "
        r"`state_spec`=(?P<spec>.*?); however `cell\.state_size` is (?P<want>\[[\d, ]*\]|\d+)",
        "an `initial_state` was passed that is not compatible",
        lambda v, _c: (
            f"The cell wants states {v.get('want')}: an LSTM takes initial_state=[h, c] (both the "
            "encoder's states, return_state=True), a GRU or SimpleRNN [h], each of the decoder's units"
        ),
    ),
    # Keras 3's use_cudnn=True where cuDNN cannot run (rnn/lstm.py:571-577, gru.py:591)
    rule(
        "keras-rnn-use-cudnn-unavailable",
        E,
        "An RNN was told to use cuDNN, which cannot run it here" + NOT_ENV,
        r"use_cudnn=True was specified, but cuDNN is not supported for this layer configuration",
        "use_cudnn=true was specified",
        "use_cudnn=True needs a GPU with cuDNN and the cuDNN layer configuration (activation "
        "tanh, recurrent_activation sigmoid, recurrent_dropout 0, unroll False, use_bias True, "
        "right-padded masks); on a CPU or another configuration pass use_cudnn='auto', the default",
    ),
    # a layer without mask support after Embedding(mask_zero=True) or Masking (Keras 3.15's
    # layers/layer.py:1039: "Layer 'conv1d' (of type Conv1D) was passed an input with a mask
    # attached to it. However, this layer does not support masking and will therefore destroy
    # the mask information."); the run goes on with the padding read as data
    rule(
        "keras-layer-mask-dropped",
        W,
        "A layer that ignores masks dropped the padding mask: padding is read as data after it",
        r"Layer '(?P<layer>\w+)' \(of type (?P<cls>\w+)\) was passed an input with a mask attached "
        r"to it\. However, this layer does not support masking",
        "does not support masking and will therefore destroy the mask",
        lambda v, _c: (
            f"After {v.get('layer') or 'that layer'} ({v.get('cls') or 'a layer'}) the mask is gone: "
            "put the layers that use it (RNNs, mask-aware pooling such as GlobalAveragePooling1D) "
            "before it, or drop mask_zero/Masking if padding should count"
        ),
    ),
    # Grappler on a node whose op name is empty (a tf_keras LSTM with relu and recurrent_dropout
    # on the CPU, the run trained: "has an empty op name", "Op type not registered ''" exactly,
    # "Ignoring multi-device function optimization failure ... does not specify an operation")
    rule(
        "benign-grappler-empty-op-name",
        INFO,
        "Grappler skipped optimizing a node without an op name (a note; the run goes on)",
        r"has an empty op name|Op type not registered '' in binary running on|Ignoring multi-device "
        r"function optimization failure: INVALID_ARGUMENT: Node '[^']+' does not specify an operation",
        ("has an empty op name", "op type not registered ''", "does not specify an operation"),
        "Harmless while training goes on: TensorFlow's graph optimizer met a node it could not "
        "name and left that optimization out; an error after it is its own",
    ),
)
