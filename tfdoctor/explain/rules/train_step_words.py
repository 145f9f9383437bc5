"""Log rules for custom training code on today's releases: tf_keras's optimizer given variables
it was not built with, a tf.function's input_signature without a spec for a parameter, and a
custom Model.train_step written for Keras 2 or returning something other than a dict of logs.
Each was read in a real run of the twenty-first session's outside check f (TF 2.21, Keras 3.15,
tf_keras 2.21: tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s21f-*). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING
NOT_ENV = " (the program's code, not the environment)"
#: what a custom train_step returns, in Keras 3's and tf_keras's words
RETURN_LOGS = (
    "A custom train_step (or test_step) must return a dict of scalars, the logs fit() prints "
    "and passes to callbacks: return {m.name: m.result() for m in self.metrics}, or "
    "{'loss': loss} at least; in Keras 3 compute the loss with self.compute_loss(x, y, y_pred) "
    "and track it with a keras.metrics.Mean you list in the model's metrics property"
)

TRAIN_STEP_RULES = (
    # tf_keras's (Keras 2.11+) new optimizer given variables it was not built with
    # (tf_keras/src/optimizers/optimizer.py:238-244: one optimizer on a second model, and on an
    # encoder then a decoder; s21f-opt-reused-second-model-tfk, s21f-opt-partial-vars-tfk)
    rule(
        "keras-optimizer-reused-across-models",
        E,
        "An optimizer built for one set of variables was given others" + NOT_ENV,
        r"The optimizer cannot recognize variable (?P<var>\S+?)\. This usually means you are trying "
        r"to call the optimizer to update different parts of the model separately",
        "optimizer cannot recognize variable",
        lambda v, _c: (
            f"The optimizer was built on other variables than {v.get('var')}: use one optimizer "
            "per model (a new one per compile or per fold); to update parts of one model in "
            "turn with one optimizer, call optimizer.build(encoder.trainable_variables + "
            "decoder.trainable_variables) once before the loop, or use "
            "tf.keras.optimizers.legacy.Adam (tf_keras)"
        ),
    ),
    # a tf.function's input_signature with fewer specs than parameters (TF 2.21's
    # tensorflow/core/function/polymorphism/function_type.py:647: "input_signature missing type
    # constraint for y_pred"; s21f-signature-arg-count; the checker's name)
    rule(
        "tf-function-input-signature-incomplete",
        E,
        "A tf.function's input_signature gives no spec for one of its parameters" + NOT_ENV,
        r"input_signature missing type constraint for (?P<param>\w+)",
        "input_signature missing type constraint for",
        lambda v, _c: (
            "input_signature must hold one tf.TensorSpec per parameter of the function, in "
            f"order, and {v.get('param')} has none: add tf.TensorSpec(shape, dtype) for it, or "
            "give it a default value, or make it a closure variable instead of a parameter"
        ),
    ),
    # Keras 2's train_step names on Keras 3 (keras/src/backend/tensorflow/trainer.py:679 and
    # :697, Keras 3.15: "`model.compiled_loss()` is deprecated. Instead, use
    # `model.compute_loss(x, y, y_pred, sample_weight, training)`."; the run trains, but
    # compiled_metrics feeds y_pred to the loss tracker, so the logged loss is the mean prediction
    # (the review of the twenty-first session's real run); s21f-train-step-compiled-loss-k3; the
    # checker's name)
    rule(
        "keras3-train-step-keras2-api",
        W,
        "A custom train_step uses Keras 2's compiled_loss/compiled_metrics on Keras 3",
        r"`model\.compiled_(?P<what>loss|metrics)\(\)` is deprecated",
        "`model.compiled_",
        "On Keras 3, self.compiled_metrics.update_state(y, y_pred) updates every metric of "
        "self.metrics, the loss tracker included, with y_pred: the printed 'loss' (History, "
        "callbacks on 'loss') becomes the mean prediction. Write the step as Keras 3 does: loss "
        "= self.compute_loss(x, y, y_pred), then for m in self.metrics: m.update_state(loss) if "
        "m.name == 'loss' else m.update_state(y, y_pred), and return {m.name: m.result() for m "
        "in self.metrics}. The old names run on Keras 3.15's TensorFlow backend only; on "
        "tf_keras they are current",
    ),
    # a train_step that returns the loss tensor (Keras 3.15: a callback's logs.items() on it,
    # "'tensorflow.python.framework.ops.EagerTensor' object has no attribute 'items'"; tf_keras
    # 2.21's callbacks.py:1220 on a float) or nothing (keras/src/backend/tensorflow/trainer.py:153
    # wraps None: "Attr 'Toutput_types' of 'OptionalFromValue' Op passed list of length 0");
    # s21f-train-step-return-loss-k3, -return-none-k3, -tfk-compiled-loss-ok; the checker's name)
    rule(
        "keras-train-step-return-not-dict",
        E,
        "A custom train_step returned something other than a dict of logs" + NOT_ENV,
        r"Attr 'Toutput_types' of 'OptionalFromValue' Op passed list of length 0",
        "'optionalfromvalue' op passed list of length 0",
        RETURN_LOGS,
    ),
)
