"""Log rules for the notes and mistakes notebooks keep most often, in wordings the other tables
miss: Keras's deprecation UserWarnings, any dtype autocast, a TF 2 TensorBoard argument ignored,
transformers' weights from PyTorch, TF 1's optimizer with no variables and a shared variable of
another shape, pip on Windows refused a file in use. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

#: Python 2's builtins (a package or script written for Python 2 under Python 3) and the usual
#: import aliases (the review of the fourteenth session: "import tf" is no remedy)
_PY2 = frozenset({"xrange", "unicode", "raw_input", "basestring", "long", "unichr", "execfile", "file", "reduce"})
_ALIASES = {"tf": "import tensorflow as tf", "np": "import numpy as np", "pd": "import pandas as pd",
            "plt": "import matplotlib.pyplot as plt", "K": "from tensorflow.keras import backend as K"}


def _name_error_remedy(name: str) -> str:
    if name in _PY2:
        return (
            f"{name} is a Python 2 builtin: this code (or the package whose file raised it) was "
            "written for Python 2. Use a Python 3 release of the package, or port the code "
            "(range, str, input, functools.reduce)"
        )
    imp = _ALIASES.get(name)
    return (
        f"'{name}' does not exist in this Python session: in a notebook, run the cell that imports "
        "or defines it first (a kernel restart forgets every cell), or "
        + (f"add the import where it is used (`{imp}`)" if imp else
           f"import or define it before the line that uses it (`import {name}` only if it is a "
           "module); when that line is in a library's own file, not yours, the library's "
           "revision has the bug: update it")
        + "; if that import itself failed above, fix that first"
    )


NOTEBOOK_NOTE_RULES = (
    # Keras's own deprecation UserWarnings (EBjerrum/SMILES-enumeration: "UserWarning:
    # `Model.fit_generator` is deprecated and will be removed in a future version. Please use
    # `Model.fit`"; yhilpisch/aiif: "`Model.state_updates` will be removed in a future version")
    rule(
        "benign-deprecation-warning",
        INFO,
        "A Keras API used here is deprecated (it still works)",
        r"UserWarning: `[\w.]+` (?:is deprecated and )?will be removed in a future version",
        "will be removed in a future version",
        "Nothing breaks now: use the API the warning names (Model.fit for fit_generator) before "
        "upgrading to the release that removes it",
    ),
    # TF 2's autocast of any float type, not only float64 (sayakpaul/Mixed-Precision-Training-
    # in-tf.keras-2.0: "Layer conv1_pad is casting an input tensor from dtype float16 to the
    # layer's dtype of float32")
    rule(
        "benign-keras-autocast",
        INFO,
        "Keras casts inputs to the layer's dtype (harmless when meant)",
        r"is casting an input tensor from dtype (?P<src>float16|bfloat16|float64|float32) to the "
        r"layer's dtype of (?P<dst>float16|bfloat16|float32|float64)",
        "is casting an input tensor from dtype",
        lambda v, _c: (
            f"Harmless if {v.get('dst')} is meant: feed {v.get('dst')} inputs to silence it, or "
            "set the layer's dtype (or a mixed-precision policy) if it is not"
        ),
    ),
    # TF 2's TensorBoard callback ignoring a TF 1 argument (NELSONZHAO/zhihu AutoInt:
    # "`write_grads` will be ignored in TensorFlow 2.0 for the `TensorBoard` Callback.")
    rule(
        "benign-keras-notice",
        INFO,
        "TensorBoard's callback ignores a TF 1 argument (a note)",
        r"`\w+` will be ignored in TensorFlow 2\.0 for the `TensorBoard` Callback",
        "for the `tensorboard` callback",
        "Nothing to fix: drop the argument (TF 2's TensorBoard callback has histogram_freq and "
        "write_images, not write_grads) to silence it",
    ),
    # transformers loading a PyTorch checkpoint into a TF class (ukairia777/tensorflow-nlp-
    # tutorial's KoGPT2 notebook: "Some weights of the PyTorch model were not used when
    # initializing the TF 2.0 model TFGPT2LMHeadModel: [...]", then "All the weights ... were
    # initialized")
    rule(
        "benign-transformers-checkpoint-notice",
        INFO,
        "transformers converted PyTorch weights to the TF model (a note on unused ones)",
        r"Some weights of the PyTorch model were not used when initializing the TF 2\.0 model",
        "some weights of the pytorch model were not used",
        "Nothing to fix when the listed weights belong to another head or buffers (masked_bias); "
        "check the lines below: 'All the weights ... were initialized' means the model is ready",
    ),
    # TF 1's optimizer over a loss with no variables (princewen/tensorflow_practice's
    # Transformer notebook: every weight built as tf.constant, "ValueError: No variables to
    # optimize.")
    rule(
        "optimizer-no-trainable-variables",
        E,
        "The optimizer has no variables to train: the loss depends on none" + NOT_ENV,
        r"ValueError: No variables to optimize\.?\s*$",
        "no variables to optimize",
        "Nothing trainable reaches the loss: make the weights tf.Variable (not tf.constant or "
        "NumPy arrays), check trainable=True, and that the loss is computed from them",
    ),
    # TF 1's variable_scope reuse with another shape (ematvey/tensorflow-seq2seq-tutorials:
    # "Trying to share variable Decoder/weights, but specified shape (10, 10) and found shape
    # (40, 10).")
    rule(
        "tensor-shape-mismatch",
        E,
        "A shared TF 1 variable is asked for with another shape" + NOT_ENV,
        r"Trying to share variable (?P<var>\S+), but specified shape (?P<want>\([^)]*\)|\[[^\]]*\]) "
        r"and found shape (?P<have>\([^)]*\)|\[[^\]]*\])",
        "trying to share variable",
        lambda v, _c: (
            f"{v.get('var')} exists as {v.get('have')} and is asked for as {v.get('want')}: the "
            "layer that reuses it gets inputs of another width (check the concatenation or the "
            "units feeding it), or it should not share (another variable_scope name)"
        ),
    ),
    # pip on Windows refused a file a running Python holds (hansbuehler/deephedging's trainer-
    # board notebook: "ERROR: Could not install packages due to an OSError: [WinError 5] Access
    # is denied: '...\\site-packages\\google\\protobuf\\internal\\_api_implementation.cp37-win_amd64.pyd'")
    rule(
        "pip-install-permission-denied",
        E,
        "pip could not replace a file Windows keeps locked or protected",
        # (pip < 20.2 says EnvironmentError: pypa/pip#8155, round 122, a protected C:\ProgramData)
        r"Could not install packages due to an (?:OSError|EnvironmentError): \[WinError 5\] Access is "
        r"denied: '(?P<path>[^']+)'",
        "[winerror 5] access is denied",
        lambda v, _c: (
            f"Windows refused {v.get('path')}: a running Python that loaded it (a notebook kernel, "
            "TensorBoard, an IDE) keeps a compiled .pyd/.dll locked. Close those, then run the "
            "install again from a fresh shell (`python -m pip install ...`); a system-wide "
            "Python needs an administrator shell or --user"
        ),
    ),
    # a name used before the cell that imports or defines it ran in this kernel
    # (iwantooxxoox/Keras-OpenFace, round 117: "NameError: name 'cv2' is not defined" after a
    # restart; the notebook's first cell imports cv2)
    rule(
        "python-name-error",
        E,
        "A name was used before it was imported or defined",
        r"^NameError: (?:global )?name '(?P<name>\w+)' is not defined",
        "is not defined",
        lambda v, _c: _name_error_remedy(str(v.get("name"))),
    ),
    # scikit-learn's metric ill-defined for a class the model never predicts (Apress/beginning-
    # anomaly-detection-using-python-based-dl's Autoencoder notebook, round 117: the threshold
    # flagged every row as an anomaly)
    rule(
        "sklearn-metric-ill-defined",
        Severity.WARNING,
        "The model predicts no sample of some class (scikit-learn's metric is undefined)",
        r"UndefinedMetricWarning: (?P<what>[\w -]+?) (?:is|are) ill-defined and being set to "
        r"0\.0 (?:in (?:labels|samples) with|due to) no (?P<side>predicted|true)",
        "undefinedmetricwarning",
        lambda v, _c: (
            f"{v.get('what')} is 0 because some class has no {v.get('side')} samples: a "
            "classifier (or a threshold) that predicts one class only. Check the decision "
            "threshold, class balance (class_weight, resampling) and that training learned; "
            "TensorFlow itself is fine"
        ),
    ),
    # NLTK's BLEU with no matching n-grams of some order (bitajalali/Machine-translation-
    # tensorflow's notebook, round 174: "Corpus/Sentence contains 0 counts of 2-gram overlaps.
    # BLEU scores might be undesirable; use SmoothingFunction().")
    rule(
        "nltk-bleu-no-ngram-overlap",
        Severity.WARNING,
        "BLEU found no matching n-grams: the score is about 0 and says little",
        r"(?:Corpus/Sentence|The hypothesis) contains 0 counts of (?P<n>\d+)-gram overlaps",
        "contains 0 counts of",
        lambda v, _c: (
            f"The translation shares no {v.get('n')}-grams with its reference, so the unsmoothed "
            "BLEU collapses to ~0: score with a smoothing function (sentence_bleu(..., "
            "smoothing_function=SmoothingFunction().method1)) or corpus_bleu over many "
            "sentences. A sentence shorter than n tokens always has 0 n-grams of that order, even a "
            "perfect one (weights=(0.5, 0.5) for short sentences); a score near 0 for long ones "
            "means the model has not learned yet. TensorFlow itself is fine"
        ),
    ),
    # scikit-learn comparing labels with predictions of another type or shape: NumPy's
    # elementwise comparison fails, the metric compares one scalar and says 0.0
    # (PracticalDL/Practical-Deep-Learning-Book's AutoKeras notebook, round 124: integer
    # y_test against AutoKeras's (N, 1) array of label strings; evaluate gave 0.9799; the
    # gatherer's name)
    rule(
        "prediction-label-type-mismatch",
        Severity.WARNING,
        "A metric compared labels and predictions of different types or shapes (its score is wrong)",
        r"[\\/]sklearn[\\/]metrics[\\/]\w+\.py:\d+: (?:Future|Deprecation)Warning: elementwise "
        r"comparison failed",
        "elementwise comparison failed",
        "The metric's y_true == y_pred compared two arrays NumPy could not match element by "
        "element (integers against strings, shape (N,) against (N, 1)), so the score is "
        "meaningless. Give both the same type and shape: class indices from the model "
        "(np.argmax(pred, axis=1), or predicted.flatten().astype(int) for decoded labels)",
    ),
    # TFDS's own notice that an argument order changed (PacktPublishing/Hands-On-Generative-AI-
    # with-Python-and-TensorFlow-2's DBN notebook, round 124: "the `tfds.show_examples`
    # signature has been modified from (info, ds) to (ds, info)"; the grid was shown)
    rule(
        "benign-deprecation-warning",
        INFO,
        "A TensorFlow Datasets call uses a deprecated argument order (it still works)",
        r"the `tfds\.\w+` signature has been modified from \(\w+, \w+\) to \(\w+, \w+\)",
        "signature has been modified from",
        "Nothing breaks now: call it with the arguments in the new order the warning gives",
    ),
    # nibabel's own deprecation notice, whose continuation line names the error of a future
    # release (shalabh147/Brain-Tumor-Segmentation...'s 3D U-Net results notebook, round 127:
    # "get_data() is deprecated in favor of get_fdata()", then "* Will raise <class
    # 'nibabel.deprecator.ExpiredDeprecationError'> as of version: 5.0"; the loop went on)
    rule(
        "benign-deprecation-warning",
        INFO,
        "A library's deprecation notice names the release that will remove the API (it works now)",
        r"\* Will raise <class '[\w.]*ExpiredDeprecationError'> as of version:",
        "expireddeprecationerror'> as of version",
        "Nothing breaks with the installed release: move to the API the notice names (nibabel: "
        "img.get_fdata()) before upgrading to the release it gives",
    ),
    # TF 1's summary writer told a GraphDef (keras-team/keras#2570, round 131: Keras's TensorBoard
    # callback, "Passing a `GraphDef` to the SummaryWriter is deprecated. Pass a `Graph` object
    # instead"; training and logging went on)
    rule(
        "benign-deprecation-warning",
        INFO,
        "TensorFlow's summary writer was given a GraphDef (deprecated; it works)",
        r"Passing a `GraphDef` to the SummaryWriter is deprecated",
        "passing a `graphdef` to the summarywriter is deprecated",
        "Nothing breaks: pass the Graph (sess.graph) instead of sess.graph_def where your code "
        "(or an old Keras's TensorBoard callback) builds the writer",
    ),
)
