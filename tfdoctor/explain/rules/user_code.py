"""Log rules for a program that stops on its own model or data, not on the environment:
labels that do not fit the loss or the last layer, input of another rank than a layer
takes, arrays that are not numbers, x and y of different lengths, an index past a table's
end, two dtypes in one op (training code's own mistakes: user_training.py).

The environment is fine when these end a program; saying so, and what to change in the
code, is the diagnosis. Samples (tests/explain/test_rules.py): public issue threads, each
cited beside its rule.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.dtype_words import half_precision, uint8_wanted
from tfdoctor.model import Severity

E = Severity.ERROR

NOT_ENV = " (the program's code or data, not the environment)"


def _label_out_of_range(v, _c) -> str:
    label, size = v.get("label"), v.get("classes")
    hint = ""
    if label is not None and size is not None:
        if label.startswith("-"):
            hint = f" A label of {label} is a padding or 'unknown' marker: drop or mask it."
        elif label == size:
            hint = (f" A label equal to {size} usually means 1-based classes (subtract 1) "
                    f"or one class more than the last layer has ({size} units).")
        else:
            hint = f" The last layer has {size} unit(s); label {label} needs {int(label) + 1}."
    return (
        "Sparse labels must be integers 0..N-1 for a last layer of N units: set the last "
        "Dense layer's units to the number of classes (max label + 1), or remap the labels "
        "to start at 0." + hint
    )


USER_CODE_RULES = (
    # sparse crossentropy meeting a label >= the last layer's units (biarne-a/hm-two-step-reco
    # #3, DUT-Info-Montreuil/SecretarIA#6 "+1 to the vocab size"; zzh8829/yolov3-tf2#386
    # TF 2.4's "Invalid argument: Received a label value of 67 ..."; xdweixia/NN-2022-MVGC#1)
    rule(
        "keras-label-out-of-range",
        E,
        "A class label is outside the range of the model's last layer" + NOT_ENV,
        r"Received a label value of (?P<label>-?\d+) which is outside the valid range of "
        r"\[0, (?P<classes>\d+)\)",
        "received a label value of",
        _label_out_of_range,
    ),
    # categorical crossentropy with labels of another width than the output
    # (MiteshPuthran/Speech-Emotion-Analyzer#52 "Shapes (None, 4) and (None, 10) are
    # incompatible"; chauhan01/Captcha-text-extraction#3; tensorflow/tensorflow#52060). Only
    # shapes with a None batch axis: weights (load_weights, assign) have none
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The labels' shape does not match the model's output in the loss" + NOT_ENV,
        r"Shapes (?P<labels>\(None[\w, ]*\)) and (?P<outputs>\(None[\w, ]*\)) are incompatible"
        # the same eagerly, the batch size in place of None: both shapes of one batch, another
        # number of classes (Renovamen/Speech-Emotion-Recognition#32, round 155: "ValueError:
        # Shapes (32, 6) and (32, 7) are incompatible", the class count set in one config only)
        r"|Shapes (?P<labels2>\((?P<batch>\d+), \d+\)) and (?P<outputs2>\((?P=batch), \d+\)) are "
        r"incompatible\W*$"
        # TF's own words in a loss: tf.keras 2's sparse loss given one-hot labels, a loss node
        # whose inputs differ, softmax cross-entropy's sizes (TF 2.21's own strings)
        r"|Can not squeeze dim\[\d+\], expected a dimension of 1, got (?P<got>\d+)"
        r"|Dimensions must be equal, but are (?P<a>\d+) and (?P<b>\d+) for '\{\{node [\w/]*"
        r"(?:loss|crossentropy|squared_error|absolute_error|hinge)"
        r"|logits and labels must be broadcastable: logits_size=(?P<ls>\[[\d,]*\]) "
        r"labels_size=(?P<lb>\[[\d,]*\])",
        ("are incompatible", "can not squeeze dim", "dimensions must be equal",
         "must be broadcastable"),
        lambda v, _c: (
            "The loss compares "
            + (f"shapes {v.get('labels') or v.get('labels2')} and {v.get('outputs') or v.get('outputs2')}"
               if v.get("labels") or v.get("labels2") else
               f"labels of width {v['got']} with a sparse loss" if v.get("got") else
               f"sizes {v['ls']} and {v.get('lb')}" if v.get("ls") else
               f"dimensions {v.get('a')} and {v.get('b')}")
            + " that do not fit: integer class labels go with sparse_categorical_crossentropy, "
            "one-hot labels (to_categorical) with categorical_crossentropy; the last Dense "
            "layer needs one unit per class, as many as the one-hot labels are wide"
        ),
        group="shapes",  # a loss node's "Dimensions must be equal" is not also the generic one
    ),
    # binary crossentropy's words for the same (lmoroney/dlaicourse#43 "logits and labels must
    # have the same shape ((None, 1) vs ())", fchollet/deep-learning-with-python-notebooks#216
    # "`logits` and `labels` must have the same shape, received ((32, 5) vs (32, 1))."), and
    # Keras 2's "Error when checking target: expected dense_4 to have shape (1,) but got array
    # with shape (10,)" (keras-team/keras#11402, #13603, OlafenwaMoses/ImageAI#141)
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The labels' shape does not match the model's output in the loss" + NOT_ENV,
        r"`?logits`? and `?labels`? must have the same shape,? (?:received )?"
        r"\((?P<outputs>\([^)]*\)) vs (?P<labels>\([^)]*\))\)?"
        r"|Error when checking (?:model )?target: expected (?P<output>\w+) to have "
        r"(?P<want>shape \([^)]*\)|\d+ dimensions),? but got array with shape (?P<got>\([^)]*\))",
        ("must have the same shape", "error when checking target", "error when checking model target"),
        lambda v, _c: (
            f"The output is {v.get('outputs') or v.get('want')} and the labels "
            f"{v.get('labels') or v.get('got')}: the last layer needs one unit per class "
            "(1 with sigmoid for binary labels), one-hot labels go with categorical_"
            "crossentropy and integer labels with sparse_categorical_crossentropy; labels of "
            "shape () come from a dataset that yields unbatched or scalar targets"
        ),
    ),
    # Keras 3's words (keras/src/backend/tensorflow/nn.py; fchollet/deep-learning-with-python-
    # notebooks#246 "Arguments `target` and `output` must have the same shape. Received:
    # target.shape=(32, 4), output.shape=(32, 1)"; ismorphism/DeepECG#7 "... same rank
    # (ndim)") and Keras 2's "A target array with shape (500, 8) was passed for an output of
    # shape (None, 4) while using as loss" (pb-jchin/VariantNET#4, keras-team/keras#18235)
    rule(
        "keras-labels-shape-mismatch",
        E,
        "The labels' shape does not match the model's output in the loss" + NOT_ENV,
        r"Arguments? `?(?:target`? and `?)?output`? must have (?:the same )?(?:shape|rank)[^:]*?:? "
        r"?(?:Received: )?target\.shape=(?P<labels>\([^)]*\)), output\.shape=(?P<outputs>\([^)]*\))"
        r"|A target array with shape (?P<labels2>\([^)]*\)) was passed for an output of shape "
        r"(?P<outputs2>\([^)]*\))",
        ("target.shape=", "a target array with shape"),
        lambda v, _c: (
            f"The labels are {v.get('labels') or v.get('labels2')} and the output "
            f"{v.get('outputs') or v.get('outputs2')}: the last layer needs one unit per class "
            "(as wide as one-hot labels); integer labels go with sparse_categorical_crossentropy "
            "and one-hot labels with categorical_crossentropy; a regression target needs the "
            "output's shape (a stray axis: squeeze or reshape)"
        ),
    ),
    # a layer fed another rank than it takes: a single image without its batch axis
    # (gyhandy/Visual-Reasoning-eXplanation#3: "expected ndim=4, found ndim=3. Full shape
    # received: [224, 224, 3]", fixed with [1, 299, 299, 3]); an LSTM given 4-D input
    # (tensorflow/tensorflow#46794, fixed by a reshape); Keras 2.0's "Input 0 is incompatible
    # with layer flatten_2: expected min_ndim=3, found ndim=2" (statechular11/resnet#1)
    rule(
        "keras-model-input-shape-mismatch",
        E,
        "A layer was given input of another rank than it takes" + NOT_ENV,
        r"Input (?P<index>\d+) (?:with name '[^']*' )?(?:of layer [\"']?(?P<layer>[\w./-]+)"
        r"[\"']? )?is incompatible with (?:the )?layer(?: \"?(?P<layer2>[\w./-]+)\"?)?:+ ?:? ?expected (?P<expected>(?:min_|max_)?ndim=\d+), "
        r"found (?P<found>ndim=\d+)(?:\. Full shape received: (?P<shape>[\[(][^\])]*[\])]))?",
        ("is incompatible with the layer", "is incompatible with layer"),
        lambda v, _c: (
            f"Layer {v.get('layer') or v.get('layer2') or '?'} expects {v.get('expected')} but "
            f"got {v.get('found')}"
            + (f" (shape {v.get('shape')})" if v.get("shape") else "")
            + ": one sample needs its batch axis (x[None, ...] or np.expand_dims(x, 0)); "
            "grayscale images need a channel axis (x[..., None]); sequences for an RNN are "
            "(batch, steps, features): reshape, or change the model's Input shape to the data"
        ),
    ),
    # TF >= 2.7's input spec, in whole shapes (priya-dwivedi/face_and_emotion_detection#7,
    # tensorflow/tensorflow#50107) or one axis (MarzioMonticelli/python-cryptonet#4,
    # tensorflow/tensorflow#42342: "expected axis -1 of input shape to have value 100352 but
    # received input with shape [None, 131072]"), and Keras 2's "Error when checking input:
    # expected input_1 to have shape (10, 200, 200, 3) but got array with shape (10, 128, 160,
    # 3)" (coxlab/prednet#75) or "... to have 4 dimensions, but got array with shape (3, 1)"
    # (pierluigiferrari/ssd_keras#315)
    rule(
        "keras-model-input-shape-mismatch",
        E,
        "The model was given input of another shape than it was built for" + NOT_ENV,
        r"expected shape=(?P<expected>\([^)]*\)), found shape=(?P<found>\([^)]*\))"
        r"|expected axis (?P<axis>-?\d+) of input shape to have value (?P<value>\d+),? but "
        r"received input with shape (?P<shape>[\[(][^\])]*[\])])"
        r"|Error when checking (?:(?:model )?input)? ?: expected (?P<input>\w+) to have "
        r"(?P<want>shape \([^)]*\)|\d+ dimensions),? but got array with shape (?P<got>\([^)]*\))",
        ("expected shape=", "of input shape to have value", "error when checking input",
         "error when checking model input", "error when checking : expected"),
        lambda v, _c: (
            "The model takes "
            + (v.get("expected") or (f"axis {v['axis']} = {v.get('value')}" if v.get("axis")
                                     else v.get("want") or "another shape"))
            + " but got " + (v.get("found") or v.get("shape") or v.get("got") or "?")
            + ": resize or reshape the data to the model's input (image size, channels: "
            "grayscale vs RGB, a batch axis for one sample), or build the model's Input for "
            "the data; a Dense after Flatten fixes the image size the model was built for"
        ),
    ),
    # two tensors whose shapes cannot meet in one op: an output not flattened against its
    # labels in a metric (keras-team/keras#13484 "Incompatible shapes: [32] vs. [32,111,111]",
    # fixed with Flatten; Keras 2.2's accuracy with sparse labels, keras-team/keras#11749, a
    # Keras bug fixed by upgrading), a matmul of (3, 2) by (3, 2) (mrdbourke/tensorflow-deep-
    # learning's 00_tensorflow_fundamentals notebook: "Matrix size-incompatible")
    rule(
        "tensor-shape-mismatch",
        E,
        "An operation was given tensors whose shapes do not fit together" + NOT_ENV,
        r"Incompatible shapes: (?P<a>\[[\d,\s]*\]) vs\. (?P<b>\[[\d,\s]*\])"
        r"|Matrix size-incompatible: In\[0\]: (?P<a2>\[[\d,\s]*\]), In\[1\]: (?P<b2>\[[\d,\s]*\])"
        # a reshape to another number of values (TF 2.21's reshape_op.h)
        r"|Input to reshape is a tensor with (?P<a3>\d+) values, but the requested shape has "
        r"(?P<b3>\d+)"
        # a graph's shape inference (TF's common_shape_fns; a loss node's is the labels')
        r"|Dimensions must be equal, but are (?P<a4>\d+) and (?P<b4>\d+)"
        # TF 1.x sessions and layers (udacity/deep-learning's notebooks, round 42: "Cannot feed
        # value of shape (256, 17) for Tensor 'input:0', which has shape '(?, 2)'"; "input
        # channels does not match filter's input channels, 512 != 256")
        # (TF 2.21's session.py:1195 quotes neither: "for Tensor serving_default_features:0,
        # which has shape (None, 4)", saved_model_cli run in outside check h)
        r"|Cannot feed value of shape (?P<a5>\([^)]*\)) for Tensor u?'?[^'\s,]+'?, which has shape "
        r"'?(?P<b5>\([^)]*\))'?|input channels does not match filter's input channels, "
        r"(?P<a6>\d+) != (?P<b6>\d+)"
        # NumPy's reshape in the same programs (hunkim/DeepLearningZeroToAll's CNN basics:
        # "cannot reshape array of size 49 into shape (14,14)", a pooled image is 7x7)
        r"|cannot reshape array of size (?P<a3b>\d+) into shape (?P<b3b>\([^)]*\))"
        # tf.stack's (Pack) (tensorflow/text's text_generation tutorial under Keras 3: "Shapes
        # of all inputs must match: values[0].shape = [64,100,256] != values[1].shape = []")
        r"|Shapes of all inputs must match: values\[0\]\.shape = (?P<a7>\[[^\]]*\]) != "
        r"values\[\d+\]\.shape = (?P<b7>\[[^\]]*\])",
        ("incompatible shapes:", "matrix size-incompatible", "input to reshape is a tensor",
         "dimensions must be equal", "cannot feed value of shape", "filter's input channels",
         "cannot reshape array of size", "shapes of all inputs must match"),
        lambda v, _c: (
            f"The fed array is {v['a5']} and the placeholder takes {v.get('b5')}: reshape what "
            "you feed to the placeholder's shape (or declare it (None, None))"
            if v.get("a5") else
            f"The layer's input has {v['a6']} channels and the filter expects {v.get('b6')}: "
            "the filter's in-channels must equal the input's last axis"
            if v.get("a6") else
            f"NumPy cannot put {v['a3b']} values into shape {v.get('b3b')} (their product "
            "differs): print the array's .shape where it is made; a size of 0 is an empty "
            "array (the data did not load)"
            if v.get("a3b") else
            f"Shapes {next((v[k] for k in ('a', 'a2', 'a3', 'a3b', 'a4', 'a7') if v.get(k)), '?')} "
            f"and {next((v[k] for k in ('b', 'b2', 'b3', 'b3b', 'b4', 'b7') if v.get(k)), '?')} do not fit "
            "(values, for a reshape): "
            "in a loss or metric, the model's output must have the labels' shape (add "
            "Flatten/GlobalPooling before the last Dense; sparse integer labels go with "
            "sparse_categorical_accuracy; Keras 2.2's 'accuracy' with sparse labels was a Keras "
            "bug fixed in later releases); a matmul needs the inner dimensions equal (transpose "
            "or reshape one operand); a last batch of another size needs drop_remainder=True "
            "where the graph fixes the batch"
        ),
        group="shapes",
    ),
    # x and y of different lengths in fit (keras-team/keras#14368, https-deeplearning-ai/
    # tensorflow-1-public#64 "x sizes: 0"; TF 2.1's "Please provide data which shares the same
    # first dimension.", Fritschek/MINE-Mutual-Information-Neural-Estimator#1)
    rule(
        "keras-data-cardinality-mismatch",
        E,
        "fit got inputs and labels with different numbers of samples" + NOT_ENV,
        r"Data cardinality is ambiguous|Please provide data which shares the same first dimension"
        # Keras 2.0-2.2 and tf.keras v1 (keras 2.2.4's and TF 2.21's training_utils: "Input
        # arrays should have the same number of samples as target arrays. Found 100 input
        # samples and 90 target samples.")
        r"|Input arrays should have the same number of samples as target arrays\. Found "
        r"(?P<x>\d+) input samples and (?P<y>\d+) target samples",
        ("data cardinality is ambiguous", "shares the same first dimension",
         "the same number of samples as target arrays"),
        lambda v, _c: (
            "Every array passed to fit needs the same first dimension"
            + (f" (x: {v['x']}; y: {v['y']})" if v.get("x") and v.get("y") else "")
            + ": split x and y together (train_test_split(x, y)), stack a list of samples into "
            "one array (np.stack), and check that no array is empty or transposed"
        ),
    ),
    # an index past the end of a lookup table: an Embedding's vocabulary, BERT's 512 positions
    # (ScalaConsultants/Aspect-Based-Sentiment-Analysis#51 "[Op:ResourceGather]",
    # google-research/bert#859), 1-based class ids (xdweixia/NN-2022-MVGC#1: "indices[1] = 3
    # is not in [0, 3)", fixed with Y-1)
    rule(
        "gather-index-out-of-range",
        E,
        "An index is past the end of the table it looks up (an Embedding, a gather)" + NOT_ENV,
        r"indices(?:\[[\d,]*\])? = (?P<index>-?\d+) is not in \[0, (?P<size>\d+)\)",
        ("is not in [0,",),
        lambda v, _c: (
            f"Index {v.get('index')} was looked up in a table of {v.get('size')} rows: an "
            "Embedding needs input_dim = largest token id + 1 (vocabulary plus padding and "
            "out-of-vocabulary ids); a model with fixed positions (BERT: 512) needs sequences "
            "truncated to that length; ids must start at 0; -1 marks an unknown token to map "
            "first. (On a GPU the same mistake gives zeros instead of this error.)"
        ),
    ),
    # two dtypes meeting in one op: float64 NumPy data against float32 weights
    # (tensorflow/probability#1542 "cannot compute AddV2 as input #1(zero-based) was expected
    # to be a double tensor but is a float tensor", fixed by casting all to float32;
    # tensorflow/tensorflow#53405 "Input 'y' of 'Mul' Op has type float32 that does not match
    # type float64 of argument 'x'.")
    rule(
        "tensor-dtype-mismatch",
        E,
        "One operation was given tensors of two dtypes" + NOT_ENV,
        r"cannot compute (?P<op>\w+) as input #\d+\(zero-based\) was expected to be a "
        r"(?P<want>\w+) tensor but is a (?P<got>\w+) tensor"
        r"|Input '\w+' of '(?P<op2>\w+)' Op has type (?P<got2>\w+) that does not match type "
        r"(?P<want2>\w+) of argument"
        # Keras 3's input spec (keras/src/layers/input_spec.py)
        r"|is incompatible with the layer: expected dtype=(?P<want3>\w+), found dtype=(?P<got3>\w+)",
        ("zero-based) was expected to be a", "that does not match type", "expected dtype="),
        lambda v, _c: (
            f"{v.get('op') or v.get('op2') or 'The layer'} got {v.get('got') or v.get('got2') or v.get('got3')} "
            f"where it expected {v.get('want') or v.get('want2') or v.get('want3')}: "
            + half_precision(v)
            + uint8_wanted(v)
            + "cast once where the data enters (x.astype('float32'), tf.cast(t, tf.float32)); "
            "NumPy arrays default to float64 and Python ints to int64 or int32, Keras weights to "
            "float32; constants take dtype=..."
        ),
    ),
)
