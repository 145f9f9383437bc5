"""Log rules for a program that stops on its own model or data, not on the environment:
labels that do not fit the loss or the last layer, input of another rank than a layer
takes, arrays that are not numbers, x and y of different lengths, an index past a table's
end, two dtypes in one op, a loss the variables do not reach, a model never compiled.

The environment is fine when these end a program; saying so, and what to change in the
code, is the diagnosis. Samples (tests/explain/test_rules.py): public issue threads, each
cited beside its rule.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

_NOT_ENV = " (the program's model or data, not the environment)"


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
            hint = f" The last layer has {size} units; label {label} needs at least {int(label) + 1}."
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
        "A class label is outside the range of the model's last layer" + _NOT_ENV,
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
        "The labels' shape does not match the model's output in the loss" + _NOT_ENV,
        r"Shapes (?P<labels>\(None[\w, ]*\)) and (?P<outputs>\([\w, ]*\)) are incompatible"
        r"|Shapes (?P<labels2>\([\w, ]*\)) and (?P<outputs2>\(None[\w, ]*\)) are incompatible",
        "are incompatible",
        lambda v, _c: (
            f"The loss got labels of shape {v.get('labels') or v.get('labels2')} and outputs "
            f"of shape {v.get('outputs') or v.get('outputs2')}: integer class labels go with sparse_categorical_crossentropy, "
            "one-hot labels (to_categorical) with categorical_crossentropy; the last Dense "
            "layer needs one unit per class, as many as the one-hot labels are wide"
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
        "A layer was given input of another rank than it takes" + _NOT_ENV,
        r"Input (?P<index>\d+) (?:of layer \"?(?P<layer>[\w./-]+)\"? )?is incompatible with "
        r"(?:the )?layer(?: \"?(?P<layer2>[\w./-]+)\"?)?:+ ?:? ?expected (?P<expected>(?:min_|max_)?ndim=\d+), "
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
    # two tensors whose shapes cannot meet in one op: an output not flattened against its
    # labels in a metric (keras-team/keras#13484 "Incompatible shapes: [32] vs. [32,111,111]",
    # fixed with Flatten; Keras 2.2's accuracy with sparse labels, keras-team/keras#11749, a
    # Keras bug fixed by upgrading), a matmul of (3, 2) by (3, 2) (mrdbourke/tensorflow-deep-
    # learning's 00_tensorflow_fundamentals notebook: "Matrix size-incompatible")
    rule(
        "tensor-shape-mismatch",
        E,
        "An operation was given tensors whose shapes do not fit together" + _NOT_ENV,
        r"Incompatible shapes: (?P<a>\[[\d,\s]*\]) vs\. (?P<b>\[[\d,\s]*\])"
        r"|Matrix size-incompatible: In\[0\]: (?P<a2>\[[\d,\s]*\]), In\[1\]: (?P<b2>\[[\d,\s]*\])",
        ("incompatible shapes:", "matrix size-incompatible"),
        lambda v, _c: (
            f"Shapes {v.get('a') or v.get('a2')} and {v.get('b') or v.get('b2')} do not fit: "
            "in a loss or metric, the model's output must have the labels' shape (add "
            "Flatten/GlobalPooling before the last Dense; sparse integer labels go with "
            "sparse_categorical_accuracy; Keras 2.2's 'accuracy' with sparse labels was a Keras "
            "bug fixed in later releases); a matmul needs the inner dimensions equal (transpose "
            "or reshape one operand); a last batch of another size needs drop_remainder=True "
            "where the graph fixes the batch"
        ),
    ),
    # object-dtype arrays handed to fit (charlesmalafosse/sports-betting-customloss#1 and
    # santhisenan/DeepDefense#4, both fixed by np.asarray(x).astype(np.float32))
    rule(
        "non-numeric-input-data",
        E,
        "The input arrays are not numeric (NumPy dtype object)" + _NOT_ENV,
        r"Failed to convert a NumPy array to a Tensor \(Unsupported object type (?P<type>[\w.]+)\)",
        "failed to convert a numpy array to a tensor",
        lambda v, _c: (
            f"The array holds Python objects ({v.get('type')}), not one numeric dtype: mixed "
            "types, strings or None in a pandas column, or lists of different lengths. Check "
            "x.dtype, then x = np.asarray(x).astype('float32') (pandas: encode text columns, "
            "e.g. pd.get_dummies, and fill NaN first; ragged sequences: pad_sequences)"
        ),
    ),
    # x and y of different lengths in fit (keras-team/keras#14368, https-deeplearning-ai/
    # tensorflow-1-public#64 "x sizes: 0"; TF 2.1's "Please provide data which shares the same
    # first dimension.", Fritschek/MINE-Mutual-Information-Neural-Estimator#1)
    rule(
        "keras-data-cardinality-mismatch",
        E,
        "fit got inputs and labels with different numbers of samples" + _NOT_ENV,
        r"Data cardinality is ambiguous:?\s*(?:x sizes: (?P<x>[\d, ]+?)\s+y sizes: (?P<y>[\d, ]+))?",
        "data cardinality is ambiguous",
        lambda v, _c: (
            "Every array passed to fit needs the same first dimension"
            + (f" (x: {v['x'].strip()}; y: {v['y'].strip()})" if v.get("x") and v.get("y") else "")
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
        "An index is past the end of the table it looks up (an Embedding, a gather)" + _NOT_ENV,
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
        "One operation was given tensors of two dtypes" + _NOT_ENV,
        r"cannot compute (?P<op>\w+) as input #\d+\(zero-based\) was expected to be a "
        r"(?P<want>\w+) tensor but is a (?P<got>\w+) tensor"
        r"|Input '\w+' of '(?P<op2>\w+)' Op has type (?P<got2>\w+) that does not match type "
        r"(?P<want2>\w+) of argument",
        ("zero-based) was expected to be a", "that does not match type"),
        lambda v, _c: (
            f"{v.get('op') or v.get('op2')} got {v.get('got') or v.get('got2')} where it "
            f"expected {v.get('want') or v.get('want2')}: NumPy arrays default to float64, "
            "Keras to float32; cast once where the data enters (x.astype('float32'), "
            "tf.cast(t, tf.float32)) or create constants with dtype=tf.float32"
        ),
    ),
    # a loss the variables do not reach: computed outside the tape, through NumPy, or with a
    # non-differentiable op (tensorflow/tensorflow#42167, fixed by computing the loss inside
    # the callable; #50111, the tensor had been turned into a NumPy array; TF 1's "check your
    # graph for ops that do not support gradients", vpetren/gradnorm_tf#16)
    rule(
        "gradients-missing-for-variables",
        E,
        "The loss does not depend on the trained variables (no gradients)" + _NOT_ENV,
        r"No gradients provided for any variable",
        "no gradients provided for any variable",
        "Compute the loss from the model's output inside the GradientTape (or the callable "
        "passed to minimize) with TensorFlow ops only: .numpy(), np.*, int/argmax/round or a "
        "tf.Variable assignment on the path cut the gradient; in a custom train_step the "
        "loss must come from self(x, training=True); check the variables passed are the ones "
        "used",
    ),
    # fit before compile (ageron/handson-ml2#175; iNLyze/DeepLearning-SeGAN-Segmentation#6
    # "You must compile a model before training/testing"; Keras 2.2's "You must compile your
    # model before using it.", anuragmishracse/caption_generator#41)
    rule(
        "keras-model-not-compiled",
        E,
        "The model was trained or evaluated before model.compile" + _NOT_ENV,
        r"You must compile (?:your|a) model before (?:training/testing|using it)",
        ("you must compile your model", "you must compile a model"),
        "Call model.compile(optimizer=..., loss=...) on this model object before fit/evaluate "
        "(a model rebuilt, cloned or loaded with compile=False needs it again); a model made "
        "by a library's example may need that library's matching version",
    ),
)
