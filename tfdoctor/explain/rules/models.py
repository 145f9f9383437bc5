"""Log rules for models and code that cross Keras versions: a saved model's config, or a
layer argument, that one Keras writes and another does not take.

Keras 2 (tf.keras of TF <= 2.15, tf_keras) and Keras 3 reject unknown layer arguments in
their own words, so the wording says which Keras refused: Keras 2's ``InputLayer`` lists
them (``Unrecognized keyword arguments: ['batch_shape']``: a Keras 3 file read by Keras 2),
Keras 3's ``Layer`` names the layer (``Unrecognized keyword arguments passed to LSTM:
{'time_major': False}``: Keras 2's config or code read by Keras 3). Verbatim real samples
with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR

#: arguments that only a newer Keras 3 writes into a saved config (a Keras 3 file read by an
#: older Keras 3): code index 65890541794 and 62095506666 (models saved by keras 3.13-3.15)
_NEWER_KERAS3 = ("quantization_config",)


def _keras3_refused(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("kwarg") in _NEWER_KERAS3:
        return (
            f"The model was saved by a newer Keras 3 than this one (its `{v['kwarg']}` is "
            "unknown here): install the Keras that saved it, or newer (pip install --upgrade "
            '"keras"; `pip show keras` where it was saved), or save it again there'
        )
    layer = f" for {v['layer']}" if v.get("layer") else ""
    return (
        f"Keras 3 does not take `{v.get('kwarg', 'this argument')}`{layer}: the model or code "
        "was written for Keras 2 (tf.keras). Drop the argument from the code, or load the "
        "model with Keras 2: " + env.keras_mismatch(v, ctx)
    )


MODEL_RULES = (
    rule(
        "keras-version-mismatch",
        E,
        "A model saved by Keras 3 is loaded by Keras 2 (tf.keras)",
        r"Unrecognized keyword arguments: \['(?P<kwarg>\w+)'",
        "unrecognized keyword arguments: [",
        "This model (file or config) was saved by Keras 3 and is read by Keras 2 (tf.keras of "
        "TensorFlow <= 2.15, or tf_keras under TF_USE_LEGACY_KERAS=1): load it where Keras 3 "
        "runs (TensorFlow >= 2.16 with TF_USE_LEGACY_KERAS unset), or save its weights there "
        "(model.save_weights) and rebuild the model in this Keras",
    ),
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 does not take an argument that another Keras wrote",
        r"Unrecognized keyword arguments passed to (?P<layer>\w+): \{'(?P<kwarg>\w+)'",
        "unrecognized keyword arguments passed to",
        _keras3_refused,
    ),
)
