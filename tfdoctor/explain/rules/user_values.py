"""Log rules for a program's tensors of other dtypes or shapes in TensorFlow's own words that
user_code.py's rules do not read: a binary math op's dtype check, TensorShape's merge, eager
conversion of a Python value, a string cast to a number, the sparse loss's first dimension.
(All are the program's code or data, not the environment.)

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

USER_VALUE_RULES = (
    # a binary op given two dtypes (rstudio/tensorflow's NEWS.md, 2.7.0: "TypeError: `x` and
    # `y` must have the same dtype, got tf.int32 != tf.float32"; the R package then converted
    # a non-tensor operand itself)
    rule(
        "tensor-dtype-mismatch",
        E,
        "One operation was given tensors of two dtypes" + NOT_ENV,
        r"`?x`? and `?y`? must have the same dtype, got (?P<a>[\w.]+) != (?P<b>[\w.]+)",
        "must have the same dtype, got",
        lambda v, _c: (
            f"The two operands are {v.get('a')} and {v.get('b')}: cast one where the data "
            "enters (tf.cast(t, tf.float32); NumPy's default is float64, Python ints become "
            "int32), or write constants with the dtype they meet (2.0, not 2)"
        ),
    ),
    # TensorShape.merge_with (tensorflow/python/framework/tensor_shape.py of TF 2.21: "Shapes
    # %s and %s are not compatible"; rstudio/tensorflow's shape.Rd: "ValueError: Shapes (2, 2)
    # and (1, 2) are not compatible")
    rule(
        "tensor-shape-mismatch",
        E,
        "Two shapes that must be the same are not" + NOT_ENV,
        r"Shapes (?P<a>\([^)]*\)|\[[^\]]*\]) and (?P<b>\([^)]*\)|\[[^\]]*\]) are not compatible",
        "are not compatible",
        lambda v, _c: (
            f"Shapes {v.get('a')} and {v.get('b')} were required to be one shape (a merge, a "
            "set_shape, an assign, a loop variable): print both where they are made and "
            "reshape one, or declare the dimension that varies as None"
        ),
    ),
    # a Python value converted to a tensor of another dtype (bangoc123/transformer#4 "Cannot
    # convert -0.5 to EagerTensor of dtype int64": int ** -0.5; huggingface/transformers#31112;
    # TF <= 1.12's "Cannot convert value 1.2 to EagerTensor with requested dtype: int32",
    # tensorflow/tensorflow#23479)
    rule(
        "tensor-dtype-mismatch",
        E,
        "A Python value was converted to a tensor of another dtype" + NOT_ENV,
        r"Cannot convert (?:value )?(?P<value>.{1,80}?) to EagerTensor "
        r"(?:of dtype|with requested dtype:) (?P<dtype>\w+)",
        "to eagertensor",
        lambda v, _c: (
            f"{v.get('value')} cannot become a {v.get('dtype')} tensor: the other operand is "
            f"{v.get('dtype')} (an int step, a dtype=int argument), so cast it first "
            "(tf.cast(step, tf.float32)) or give the constant the dtype it meets"
        ),
    ),
    # a string tensor reaching a numeric op (AarohiSingla/VGG-16#1 "UnimplementedError:  Cast
    # string to float is not supported" in fit: labels read as strings; tensorflow/tensorflow
    # #75996 "OP_REQUIRES failed at cast_op.cc:122 : UNIMPLEMENTED: Cast string to float is
    # not supported"; A-bone1/Attention-ocr-Chinese-Version#15: a flag defined as a string)
    rule(
        "non-numeric-input-data",
        E,
        "A string tensor reached an operation that needs numbers" + NOT_ENV,
        r"Cast string to (?P<to>\w+) is not supported",
        "cast string to",
        lambda v, _c: (
            f"Strings were cast to {v.get('to')}: a label or feature column read as text (CSV "
            "defaults, image paths, class names), or a number defined as a string (a flag, a "
            "config value). Encode class names as integers (StringLookup) and parse numeric "
            "text with tf.strings.to_number before the model"
        ),
    ),
    # the sparse loss given labels of another first dimension (google/seq2seq#328, tensorflow/
    # privacy#38: "logits and labels must have the same first dimension, got logits shape
    # [250,10] and labels shape [2500]", one-hot labels flattened; the maintainer: integer
    # labels of shape [250] or one-hot [250,10]); TF 1.2's softmax loss: "logits and labels
    # must be same size: logits_size=[9,2] labels_size=[10,2]" (perseus784/BvS#4)
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The labels' shape does not match the model's output in the loss" + NOT_ENV,
        r"logits and labels must have the same first dimension, got logits shape "
        r"(?P<ls>\[[\d,]*\]) and labels shape (?P<lb>\[[\d,]*\])"
        r"|logits and labels must be same size: logits_size=(?P<ls2>\[[\d,]*\]) "
        r"labels_size=(?P<lb2>\[[\d,]*\])",
        ("must have the same first dimension", "must be same size"),
        lambda v, _c: (
            f"The loss got logits {v.get('ls') or v.get('ls2')} and labels "
            f"{v.get('lb') or v.get('lb2')}: a sparse loss wants one integer label per row "
            "(shape [batch]), not one-hot labels, and a sequence model's labels must be "
            "reshaped like its logits; a softmax loss wants labels exactly as wide as the logits"
        ),
    ),
    # Keras 2's own check of one-hot targets (a Stack Overflow question's mirror on
    # developerload.com: "You are passing a target array of shape (453, 1) while using as loss
    # `categorical_crossentropy`. `categorical_crossentropy` expects targets to be binary
    # matrices"; the accepted answer: to_categorical, or the sparse loss)
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The labels' shape does not match the model's output in the loss" + NOT_ENV,
        r"You are passing a target array of shape (?P<labels>\([^)]*\)) while using as loss "
        r"`(?P<loss>\w+)`",
        "you are passing a target array of shape",
        lambda v, _c: (
            f"The labels are {v.get('labels')} for {v.get('loss')}: integer class labels go "
            "with sparse_categorical_crossentropy, or make them one-hot (to_categorical) for "
            "categorical_crossentropy"
        ),
    ),
    # TF 1.x's shape inference on an assign or op whose two shapes differ (davidADSP/GDL_code's
    # 03_06 notebook: "Dimension 0 in both shapes must be equal, but are 3 and 32. Shapes are
    # [3,3,3,32] and [32,3,4,4]. for 'Assign' (op: 'Assign')" in load_weights: weights saved
    # from another architecture)
    rule(
        "tensor-shape-mismatch",
        E,
        "Two shapes that must be the same are not" + NOT_ENV,
        r"Dimension (?P<dim>\d+) in both shapes must be equal, but are (?P<a>\d+) and (?P<b>\d+)\."
        r" Shapes are (?P<sa>\[[^\]]*\]) and (?P<sb>\[[^\]]*\])\.?(?P<assign> for '(?:\{\{node )?[\w/]*Assign)?",
        "in both shapes must be equal",
        lambda v, _c: (
            f"Shapes {v.get('sa')} and {v.get('sb')} differ in dimension {v.get('dim')}"
            + (": weights saved from another architecture are being loaded into this model: "
               "build it with the settings the weights were saved with (or load a checkpoint "
               "of this one)" if v.get("assign") else
               ": print both where they are made and reshape one")
        ),
    ),
    # pandas' to_numeric on text that is no number (codebasics/deep-learning-keras-tf-tutorial's
    # churn notebook: "ValueError: Unable to parse string " " at position 488", blank strings in
    # TotalCharges; the notebook drops those rows)
    rule(
        "non-numeric-input-data",
        E,
        "A column meant as numbers holds text" + NOT_ENV,
        r'Unable to parse string "(?P<value>[^"]*)" at position (?P<pos>\d+)',
        "unable to parse string",
        lambda v, _c: (
            f"Position {v.get('pos')} holds "
            + (f'"{v["value"]}"' if v.get("value") else "a blank string")
            + ": drop or fill such rows before the model (pd.to_numeric(col, errors='coerce') "
            "then dropna), then cast to float32"
        ),
    ),
    # a kernel larger than what reaches it (thushv89/manning_tf2_in_action 4.2: "Negative
    # dimension size caused by subtracting 7 from 6 for '{{node conv2d_2/Conv2D}} ...")
    rule(
        "tensor-shape-mismatch",
        E,
        "A layer's kernel or pool is larger than the feature map that reaches it" + NOT_ENV,
        r"Negative dimension size caused by subtracting (?P<k>\d+) from (?P<n>\d+)",
        "negative dimension size caused by subtracting",
        lambda v, _c: (
            f"A window of {v.get('k')} meets a feature map of {v.get('n')}: use smaller kernels "
            "or pools, padding='same', fewer down-sampling layers, or larger input images; a "
            "size of 1 where the height should be is channels-first data (1, 28, 28) fed as "
            "channels-last: reshape to (28, 28, 1) or set the layers' data_format"
        ),
    ),
    # Keras 2 given more input arrays than the model has inputs (sachinruk/deepschool.io's
    # bike-sharing solution: "Error when checking model input: the list of Numpy arrays that
    # you are passing to your model is not the size the model expected. Expected to see 1
    # arrays but instead got the following list of 8 arrays")
    rule(
        "keras-model-input-shape-mismatch",
        E,
        "fit got another number of input arrays than the model has inputs" + NOT_ENV,
        # (not the targets: "Error when checking model target: ... Expected to see 2 arrays";
        # TF's bundled Keras: "Expected to see 2 array(s), for inputs ['input_1', 'input_2'] but
        # instead got", the review of c6d5b5b)
        r"^(?!.*checking model target)(?!.*checking target).*Expected to see (?P<want>\d+) "
        r"arrays?(?:\(s\))?,?(?: for inputs \[[^\]]*\])? but instead got the following list of "
        r"(?P<got>\d+) arrays",
        "but instead got the following list of",
        lambda v, _c: (
            f"The model has {v.get('want')} input(s) and fit got {v.get('got')} arrays: pass one "
            "array per Input (a dict keyed by Input names for several), or fit the model that "
            "has those inputs"
        ),
    ),
    # a tensor of one dtype where an op asks for another (asl-ml-immersion's debug_demo
    # notebook: "ValueError: Tensor conversion requested dtype float32 for Tensor with dtype
    # int32: 'Tensor("Const_7:0", shape=(2, 3), dtype=int32)'", fixed with tf.cast)
    rule(
        "tensor-dtype-mismatch",
        E,
        "A tensor of one dtype was given where another is needed" + NOT_ENV,
        # (not TF 1's *_ref dtypes: an old Keras's optimizer on another TF, the review of c6d5b5b)
        r"Tensor conversion requested dtype (?P<want>(?!\w*_ref\b)\w+) for (?:Ragged)?Tensor with "
        r"dtype (?P<have>\w+)",
        "tensor conversion requested dtype",
        lambda v, _c: (
            f"The op wants {v.get('want')} and got {v.get('have')}: "
            + ("tf.strings.as_string(t) where the tensor is made" if v.get("want") == "string"
               else f"tf.cast(t, tf.{v.get('want')}) where the tensor is made")
            + " (NumPy floats are float64, Python ints int32). Where the "
            "tensor is a layer's own variable (random_uniform, an embedding's weights), Keras and "
            "TensorFlow are of releases that do not fit: install the pair the code was written for"
        ),
    ),
    # a tf.function with an input_signature given another shape (rickiepark/handson-ml3's
    # chapter 12 notebook, round 98: "Binding inputs to tf.function failed due to `Can not cast
    # TensorSpec(shape=(2, 2, 2), ...) to TensorSpec(shape=(None, 28, 28), ...)`", on purpose)
    rule(
        "tensor-shape-mismatch",
        E,
        "A tf.function was called with a tensor its input_signature does not accept" + NOT_ENV,
        r"Binding inputs to tf\.function failed due to `Can not cast TensorSpec\(shape=(?P<given>\([^)]*\)), "
        # (the same dtype on both sides: the shape is what it refuses; TF prints the given
        # shape concrete, (2, 28, 28) against (None, 28, 28), even when only the dtype differs)
        r"dtype=(?P<gdtype>[\w.]+)(?=[,)]).*?to TensorSpec\(shape=(?P<want>\([^)]*\)), "
        r"dtype=(?P<wdtype>(?P=gdtype))(?=[,)])",
        "binding inputs to tf.function failed",
        lambda v, _c: (
            f"The function's input_signature takes shape {v.get('want')} ({v.get('wdtype')}); it "
            f"was given {v.get('given')} ({v.get('gdtype')}): reshape or cast the argument, or widen "
            "the signature (None for an axis of any size)"
        ),
    ),
    # the same refusal for the dtype alone (the second review of the eleventh session)
    rule(
        "tensor-dtype-mismatch",
        E,
        "A tf.function was called with a dtype its input_signature does not accept" + NOT_ENV,
        r"Binding inputs to tf\.function failed due to `Can not cast TensorSpec\(shape=\([^)]*\), "
        r"dtype=(?P<got>[\w.]+)(?=[,)]).*?to TensorSpec\(shape=(?P<shape>\([^)]*\)), "
        r"dtype=(?!(?P=got)[,)])(?P<want>[\w.]+)",
        "binding inputs to tf.function failed",
        lambda v, _c: (
            f"The function's input_signature takes {v.get('want')} (shape {v.get('shape')}); it was "
            f"given {v.get('got')}: cast the argument (tf.cast(x, {v.get('want')})) or declare "
            "that dtype in the signature"
        ),
    ),
    # a cuDNN RNN whose initial state has another batch than its input: a model built with a fixed
    # batch (batch_input_shape, stateful) fed bigger batches (Tachionstrahl/SignLanguageRecognition,
    # round 121: "Invalid input_h shape: [1,1,64] [1,100,64]" at node CudnnRNN; the gatherer's name)
    rule(
        "cudnn-rnn-state-shape-mismatch",
        E,
        "An RNN's state was built for another batch size than the data's",
        r"Invalid input_[hc] shape: \[(?P<state>[\d,]+)\] \[(?P<want>[\d,]+)\]",
        ("invalid input_h shape", "invalid input_c shape"),
        lambda v, _c: _cudnn_state(str(v.get("state")), str(v.get("want"))),
    ),
)


def _cudnn_state(state: str, want: str) -> str:
    """cuDNN's state shapes are [layers x directions, batch, units] (cudnn_rnn_ops): which part
    differs says the cause (the review of the fifteenth session, item 12)."""
    a, b = state.split(","), want.split(",")
    head = f"The layer's state has shape [{state}] and the input needs [{want}]: "
    if len(a) == len(b) == 3 and a[1] == b[1] and a[2] != b[2]:
        return head + (
            f"the initial_state given has {a[2]} units and the layer {b[2]}: give the layer "
            f"units={a[2]}, or project or split the states passed (a Bidirectional encoder's "
            "concatenated states feed a decoder twice as wide)"
        )
    if len(a) == len(b) == 3 and a[1] == b[1] and a[0] != b[0]:
        return head + "the state was made for another number of layers or directions (Bidirectional)"
    return head + (
        "the model was built with a fixed batch size (batch_input_shape / batch_size in Input, "
        "or stateful=True) that fit() does not use. Pass that batch_size to fit and predict, or "
        "build the model without a fixed batch (input_shape only)"
    )
