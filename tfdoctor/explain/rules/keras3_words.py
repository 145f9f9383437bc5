"""Log rules for what TensorFlow 2.21, Keras 3.15 and tf_keras 2.21 print for common mistakes that
older releases worded otherwise or not at all. Each was found by a real run made after the rules
(the nineteenth session's outside check, tests/data/tracebacks/tf-2.21-runs/SOURCES.md) and its
words read in the installed source: keras/src/export/tfsm_layer.py, trainers/data_adapters/
generator_data_adapter.py, losses/__init__.py, metrics/__init__.py, callbacks/monitor_callback.py,
backend/common/variables.py; tf_keras/src/mixed_precision/device_compatibility_check.py and
engine/training.py; tensorflow/python/distribute/distribute_lib.py and checkpoint/checkpoint.py;
TF 2.21's libtensorflow_cc strings (padded_batch, the summary writer) and the TFLite interpreter
wrapper. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
W = Severity.WARNING
NOT_ENV = " (the program's code, not the environment)"
_SCOPE = (
    "Create the model, its optimizer and compile() inside the same `with strategy.scope():` "
    "(variables made outside it, then trained inside, or the reverse, fail); load a saved "
    "model inside the scope too"
)
#: today's words
KERAS3_WORD_RULES = (
    rule(
        "saved-model-signature-missing",
        E,
        "Keras 3's TFSMLayer was given an endpoint the SavedModel does not have",
        r"The endpoint '(?P<sig>[^']+)' is neither an attribute of the reloaded SavedModel"
        r"(?:.*Available endpoints for this SavedModel: (?P<avail>\[[^\]]*\]))?",
        "is neither an attribute of the reloaded savedmodel",
        lambda v, _c: (
            f"call_endpoint='{v.get('sig')}' is not in this SavedModel: pass one it lists "
            f"{v.get('avail') or '(saved_model_cli show --dir DIR --all)'}, most often "
            "'serving_default' (model.export) or 'serve'"
        ),
    ),
    rule(
        "keras-data-generator-failed",
        E,
        "A Python generator given to fit yields something other than a tuple" + NOT_ENV,
        r"When passing a Python generator to a Keras model, the generator must return a tuple",
        "the generator must return a tuple",
        "Yield (x, y) or (x, y, sample_weight) per batch, a tuple, not a list or a bare x; "
        "(x,) only for predict",
    ),
    # a loss or metric named by a string Keras does not know (Keras 3.15; an object of another
    # Keras, "<keras.src...>", stays the two-Kerases rule in models.py)
    rule(
        "keras-identifier-unknown",
        E,
        "compile() was given a loss, metric or other name Keras does not know" + NOT_ENV,
        # (Keras 3.15's activations/__init__.py says "activation function identifier":
        # ipazc/mtcnn's notebook, round 172)
        r"Could not interpret (?P<kind>loss|metric|activation|initializer|regularizer|constraint)"
        r"(?: function)? identifier: (?P<name>[^\s<][^\n]{0,80})",
        ("could not interpret loss identifier", "could not interpret metric identifier",
         "could not interpret activation identifier", "could not interpret activation function", "could not interpret initializer identifier",
         "could not interpret regularizer identifier", "could not interpret constraint identifier"),
        lambda v, _c: (
            f"'{v.get('name')}' is no Keras {v.get('kind')} name: use a built-in one of keras."
            f"{v.get('kind')}s in snake_case (e.g. 'sparse_categorical_crossentropy', "
            "'accuracy'), or pass the object or function itself; Keras 3 dropped some Keras 2 "
            "aliases, and F1 is keras.metrics.F1Score(). A custom one by name: register the "
            "function itself (keras.saving.register_keras_serializable(), or "
            "get_custom_objects()[name] = the function, not an Activation layer), or pass the "
            "function. Where a package's frame asked (scikeras "
            "0.12 asks Keras 3 for the metric 'loss': r141-1-002, fixed in scikeras 0.13), that "
            "package predates Keras 3: upgrade it"
        ),
    ),
    # Keras 3 raises where Keras 2 warned "conditioned on metric ... which is not available"
    rule(
        "keras-checkpoint-monitor-unavailable",
        E,
        "A Keras 3 callback monitors a metric name it cannot judge (often not one Keras logs)"
        + NOT_ENV,
        r"(?P<cb>\w+) callback received monitor=(?P<metric>\S+?), but Keras isn't able to "
        r"automatically determine",
        "but keras isn't able to automatically determine",
        lambda v, _c: (
            f"{v.get('cb')}'s monitor='{v.get('metric')}' is not a name the epoch logs hold (Keras "
            "3 logs 'accuracy'/'val_accuracy', not 'acc'/'val_acc'; a val_ metric needs "
            "validation data): use the key the progress bar prints, or pass mode='max'/'min'"
        ),
    ),
    rule(
        "output-path-not-a-directory",
        E,
        "A file stands where TensorFlow needs a folder (a log or checkpoint directory)",
        r"FAILED_PRECONDITION: (?P<path>\S+) is not a directory|\}\} (?P<path2>\S+) is not a "
        # tf.summary.create_file_writer on a file: TF 2.21 names no path (libtensorflow_framework
        # .so.2's "Not a directory"; real run s20b-summary_logdir_is_file)
        r"directory \[Op:|\}\} Not a directory \[Op:CreateSummaryFileWriter\]|"
        # the same from file_io's RecursivelyCreateDir (CheckpointManager, gfile.makedirs; a real
        # run of the review of the twentieth session: "FailedPreconditionError: /tmp/x is not a
        # directory")
        # (ASCII paths only: r144-2-005's Windows path with Chinese characters says the same
        # words where TensorFlow's file layer could not create the folder)
        r"FailedPreconditionError: (?P<path3>[\x20-\x7e]+?) is not a directory\s*$",
        ("is not a directory", "not a directory [op:createsummaryfilewriter]"),
        lambda v, _c: (
            f"{v.get('path') or v.get('path2') or v.get('path3') or 'The log dir given to create_file_writer'} is "
            "a file, and TensorFlow writes a folder there "
            "(TensorBoard's log_dir, a checkpoint directory): remove or rename the file, or "
            "choose another folder"
        ),
    ),
    rule(
        "tflite-tensors-not-allocated",
        E,
        "The TFLite interpreter's tensors were not allocated before set_tensor" + NOT_ENV,
        r"Cannot set tensor: Tensor is unallocated\. Try calling allocate_tensors\(\) first",
        "tensor is unallocated",
        "Call interpreter.allocate_tensors() after making the Interpreter and again after every "
        "resize_tensor_input(), before set_tensor() and invoke()",
    ),
    rule(
        "tfdata-batch-shape-mismatch",
        E,
        "padded_batch was told to pad to a size smaller than an element" + NOT_ENV,
        r"Attempted to pad to a smaller size than the input element",
        "attempted to pad to a smaller size",
        "padded_shapes must be at least the longest element: give None (or -1) for the axes to "
        "pad to each batch's longest, or cut the elements first (x[:maxlen] in a map)",
    ),
    rule(
        "mixed-precision-slow-gpu",
        W,
        "Mixed precision (float16) on a machine with no GPU: slower, not faster",
        r"The dtype policy (?P<policy>\w+) may run slowly because this machine does not have a GPU",
        "may run slowly because this machine does not have a gpu",
        lambda v, _c: (
            f"{v.get('policy')} needs an NVIDIA GPU of compute capability 7.0+ to be fast; on a "
            "CPU float16 is emulated: use float32 (no policy), or mixed_bfloat16 on a CPU with "
            "AVX512_BF16/AMX"
        ),
    ),
    rule(
        "distribute-strategy-scope-mismatch",
        E,
        "Variables were made outside the strategy's scope and used inside it" + NOT_ENV,
        r"Need to be inside \"with strategy\.scope\(\)\" for <\S*Strategy|\) was not created in the "
        r"distribution strategy scope of \(<",
        ('need to be inside "with strategy.scope()"', "was not created in the distribution strategy scope"),
        _SCOPE,
    ),
    rule(
        "checkpoint-variable-name-mismatch",
        E,
        "Objects of the program were not found in the TF 2 checkpoint (assert_consumed)",
        r"Found (?P<n>\d+) Python objects that were not bound to checkpointed values",
        "python objects that were not bound to checkpointed values",
        lambda v, _c: (
            f"{v.get('n')} objects of the model have no value in the checkpoint: it was written "
            "by another model structure or attribute names (tf.train.Checkpoint(model=...) keys); "
            "restore with the same structure, or use expect_partial() where only some are meant"
        ),
    ),
    rule(
        "non-numeric-input-data",
        E,
        "Strings or Python objects reached Keras 3 as training data" + NOT_ENV,
        r"ValueError: Invalid dtype: (?P<dtype>object|str\d*|<U\d+|bytes\d*)\s*$",
        "invalid dtype: ",
        lambda v, _c: (
            f"The data has dtype {v.get('dtype')}: a column of text or mixed objects (a pandas "
            "DataFrame with string columns, or rows of different lengths). Encode the text "
            "(one-hot, a StringLookup/TextVectorization layer), convert with "
            "df.astype('float32') or np.asarray(x, dtype='float32'), and pad ragged rows"
            + (
                # (the outside check c: a model whose Input takes strings, fed a NumPy str array)
                ". A model that takes text (keras.Input(dtype='string')) still refuses a NumPy "
                "str array: pass tf.constant(x) or a tf.data.Dataset of the strings"
                if str(v.get("dtype") or "").startswith(("str", "<U", "bytes")) else ""
            )
        ),
    ),
    # (a real run with tensorflow-datasets: tfds.load("mnsit"), "DatasetNotFoundError: Dataset
    # mnsit not found." and, further down, "Did you mean: mnsit -> mnist ?")
    rule(
        "tfds-dataset-not-found",
        E,
        "TensorFlow Datasets has no dataset of that name" + NOT_ENV,
        r"DatasetNotFoundError: Dataset (?P<name>\S+?) not found",
        "datasetnotfounderror: dataset",
        lambda v, _c: (
            f"'{v.get('name')}' is not a registered dataset: check the spelling (the log's 'Did "
            "you mean' line names the closest), tfds.list_builders() lists them; a community or "
            "newer dataset needs a newer tensorflow-datasets, and a dataset of your own must be "
            "imported (its module registers it) before tfds.load"
        ),
    ),
    # Keras 3 ignoring an optimizer argument it dropped (a real run: SGD(decay=...), "UserWarning:
    # Argument `decay` is no longer supported and will be ignored." from base_optimizer.py): the
    # run trains without the schedule the code meant
    rule(
        "keras-version-mismatch",
        W,
        "Keras 3 ignores an optimizer argument Keras 2 code passed (the run goes on without it)",
        r"Argument `(?P<arg>\w+)` is no longer supported and will be ignored",
        "is no longer supported and will be ignored",
        lambda v, _c: (
            f"`{v.get('arg')}` does nothing in Keras 3: give the schedule as learning_rate="
            "keras.optimizers.schedules.InverseTimeDecay(initial, decay_steps=1, decay_rate=...) "
            "(Keras 2's decay), or run the code with tf_keras (TF_USE_LEGACY_KERAS=1)"
        ),
    ),
    # pandas 1.0/2.0 removals met in ML code (real runs with pandas 3.1.1, the nineteenth
    # session: "'DataFrame' object has no attribute 'append'", 'as_matrix', 'iteritems')
    rule(
        "pandas-api-removed",
        E,
        "The code uses a pandas method this pandas removed" + NOT_ENV,
        r"'(?P<cls>DataFrame|Series)' object has no attribute '(?P<attr>append|as_matrix|iteritems|ix|"
        r"get_value|set_value)'",
        ("'dataframe' object has no attribute", "'series' object has no attribute"),
        lambda v, _c: (
            f"{v.get('cls')}.{v.get('attr')} is gone: use "
            + {"append": "pd.concat([df, other])", "as_matrix": ".to_numpy()",
               "iteritems": ".items()", "ix": ".loc / .iloc", "get_value": ".at / .iat",
               "set_value": ".at / .iat"}.get(str(v.get("attr")), "its replacement")
            + ", or pin the pandas the code was written for (pandas<2 for append/iteritems)"
        ),
    ),
)
