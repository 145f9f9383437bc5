"""Log rules for the program's own model code as tf.function and Keras 3's functional models
say it: variables made on a later call of a tf.function, a model input of another rank than
its Input. Verbatim real samples with sources: tests/explain/test_rules.py (round 139)."""

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
)
