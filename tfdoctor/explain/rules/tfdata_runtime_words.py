"""Log rules for tf.data pipelines at run time on today's releases: arrays of other lengths into
from_tensor_slices, a model with named inputs given fewer than it has, a cache() file of another
pipeline read back, a cache path whose folder is not there, and a file pattern that matches
nothing. Each was read in a real run of the twenty-first session's outside check i (TF 2.21,
Keras 3.15, tf_keras 2.21: tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s21i-*). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"

TFDATA_RUNTIME_RULES = (
    # from_tensor_slices given arrays of other lengths: its own frame raises TensorShape's
    # words (TF 2.21's data/ops/from_tensor_slices_op.py:45, then tensor_shape.py:303
    # "Dimensions 100 and 90 are not compatible"; the frame's line shows only when it raised
    # there; s21i-slices-lengths)
    rule(
        "keras-data-cardinality-mismatch",
        E,
        "tf.data.Dataset.from_tensor_slices was given arrays of different lengths" + NOT_ENV,
        # (the length check's own source line, shown only when it raised: another error below
        # the same frame is not this one; the review of the twenty-first session)
        r"^\s*batch_dim\.assert_is_compatible_with\(\s*$",
        "batch_dim.assert_is_compatible_with(",
        "Every array (or dict value) given to from_tensor_slices must have the same first "
        "dimension: one row per example. Print len(x), len(y) (or each column's): a label array "
        "cut or filtered apart from its features, or a train/test split applied to one of them "
        "only",
    ),
    # a model with several (named) inputs given fewer: Keras 3.15's layers/input_spec.py:164
    # ('Layer "functional" expects 2 named input(s) with keys [...], but it received 1 input
    # tensors') and tf_keras 2.21's engine/input_spec.py:227 ("expects 2 input(s), but it
    # received 1 input tensors"); s21i-dict-inputs-k3, -tfk (a dataset of (x, y) with x one
    # array for a model of two Inputs)
    rule(
        "keras-model-input-missing",
        E,
        "A model with several inputs was given fewer" + NOT_ENV,
        r"expects (?P<want>[2-9]|\d\d+) (?:named )?input\(s\)(?: with keys (?P<keys>\[[^\]]*\]))?, "
        r"but it received 1 input tensors?",
        "but it received 1 input tensor",
        lambda v, _c: (
            f"The model has {v.get('want')} inputs"
            + (f" named {v.get('keys')}" if v.get("keys") else "")
            + " and got one tensor: give the dataset (or fit) x as a dict keyed by those names "
            "(Dataset.from_tensor_slices(({'age': a, 'income': b}, y)), or map "
            "lambda x, y: ({'age': x[:, 0:1], 'income': x[:, 1:2]}, y)), or a tuple/list with one "
            "array per input, in the model's order"
        ),
    ),
    # a cache() file written by another pipeline read back (strings of TF 2.21's
    # libtensorflow_framework.so.2: "Incompatible shapes at component 0: expected [?,5] but got
    # [8,3]."; s21i-cache-reuse: a cache file left by a run of 3 features)
    rule(
        "tensor-shape-mismatch",
        E,
        "A dataset element has another shape than the pipeline declares" + NOT_ENV,
        r"Incompatible shapes at component (?P<component>\d+): expected (?P<want>\[[^\]]*\]) but "
        r"got (?P<got>\[[^\]]*\])",
        "incompatible shapes at component",
        lambda v, _c: (
            f"Element component {v.get('component')} is {v.get('got')} where {v.get('want')} is "
            "declared: a Dataset.cache(filename) reads back what an earlier pipeline wrote there "
            "(delete the cache files, or give each pipeline its own filename), or a generator's "
            "output_signature, a py_function's Tout shapes or a saved dataset's element_spec "
            "does not match the data"
        ),
    ),
    # Dataset.cache(filename) in a folder that is not there or not writable: its lock file
    # (s21i-cache-unwritable: "/mnt/nonexistent_drive/cache/train_0.lockfile; No such file or
    # directory"; s21i-cache-readonly-quiet under /sys; the checker's name)
    rule(
        "tfdata-cache-path-invalid",
        E,
        "Dataset.cache(filename) cannot write its files there" + NOT_ENV,
        r"(?P<path>\S+?)_\d+\.lockfile; (?P<why>No such file or directory|Permission denied|"
        r"Read-only file system)",
        ".lockfile;",
        lambda v, _c: (
            f"cache('{v.get('path')}') writes {v.get('path')}_0.lockfile, .index and .data files, "
            f"and the folder said: {v.get('why')}. Create the folder first "
            "(os.makedirs(os.path.dirname(path), exist_ok=True)) on a writable disk, or call "
            "cache() with no filename to cache in memory"
        ),
    ),
    # list_files (and the like) given a pattern that matches nothing (TF 2.21's
    # data/ops/dataset_ops.py:1326, raised through tf.debugging.Assert: "... Summarized data:
    # b'No files matched pattern: shards/train-*.tfrecord'"; s21i-interleave-pattern-tfk)
    rule(
        "application-data-missing",
        E,
        "No file matches the pattern the dataset was given",
        r"No files matched pattern: (?P<path>[^'\s]+)",
        "no files matched pattern",
        lambda v, _c: (
            f"Nothing matches {v.get('path')}: a relative pattern is taken from the working "
            "folder (`pwd`), and cloud paths need their filesystem; list the folder to check the "
            "names, or run the step that writes the files first"
        ),
    ),
    # len() of a dataset whose length TensorFlow cannot know (TF 2.21's dataset_ops.py:531/533,
    # __len__: "TypeError: The dataset is infinite." / "The dataset length is unknown."; the
    # twenty-second session's outside check m: len(ds.repeat()) and len(ds.filter(...)); the
    # checker's name)
    rule(
        "tfdata-dataset-length-unknown",
        E,
        "len() was asked of a dataset whose length TensorFlow cannot know" + NOT_ENV,
        r"TypeError: The dataset (?P<why>is infinite|length is unknown)\.",
        ("the dataset is infinite", "the dataset length is unknown"),
        lambda v, _c: (
            "A repeated dataset has no end: take(n) a finite part, or keep the count yourself "
            "(steps_per_epoch for fit)"
            if v.get("why") == "is infinite" else
            "filter(), from_generator and some readers leave the length unknown: count once "
            "(ds.reduce(0, lambda n, _: n + 1)) and assert it with "
            "ds.apply(tf.data.experimental.assert_cardinality(n)), or use "
            "ds.cardinality() (UNKNOWN_CARDINALITY is -2) where len() is not needed"
        ),
    ),
)
