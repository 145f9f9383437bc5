"""Log rules for what TensorFlow says about the program's own training code while it runs:
a function AutoGraph could not convert, a slow Keras callback, a tf.data cache read in part.
Warnings: the run goes on, slower or with less than meant. Samples (tests/explain/
test_rules.py): deepmind/sonnet, keras-team/keras-cv and tensorflow/similarity notebooks.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

W = Severity.WARNING

TRAINING_RULES = (
    rule(
        "autograph-could-not-transform",
        W,
        "AutoGraph could not convert a function: it runs as plain Python (slower)",
        r"AutoGraph could not transform <[^>]+> and will run it as-is|could not be transformed "
        r"and will be executed as-is",
        ("autograph could not transform", "could not be transformed and will be executed as-is"),
        "Define the function in a .py file (AutoGraph needs its source; a notebook cell or a "
        "REPL hides it), or mark it @tf.autograph.experimental.do_not_convert if it is "
        "graph-compatible; the `Cause:` line says why",
    ),
    rule(
        "keras-callback-slow",
        W,
        "A Keras callback takes longer than the training step",
        r"Callback method `\w+` is slow compared to the batch time",
        "is slow compared to the batch time",
        "A callback (TensorBoard profiling, a custom on_train_batch_end) costs more than the "
        "step itself: log less often (update_freq, an interval), or move the work to "
        "on_epoch_end",
    ),
    rule(
        "dataset-cache-partially-read",
        W,
        "A tf.data cache was read only in part and is thrown away",
        r"The calling iterator did not fully read the dataset being cached",
        "did not fully read the dataset being cached",
        "Order the pipeline dataset.take(k).cache().repeat() (not cache().take(k)), or read the "
        "cached dataset to its end once, so the cache is kept",
    ),
)
