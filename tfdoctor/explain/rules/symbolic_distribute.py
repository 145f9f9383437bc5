"""Log rules for Keras symbolic tensors handed to TensorFlow APIs, Keras 3's build()
signature rule, tf.distribute's scope and replica-context checks, and scikit-learn metrics
given one-hot labels. The words are tf.keras 2.15's (src/engine/keras_tensor.py,
src/engine/training.py, src/optimizers/legacy/optimizer_v2.py, read in its wheel), Keras
3.15's (layers/layer.py) and TF 2.0-2.3's eager execute. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.remedies_keras import tf_keras_line
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

SYMBOLIC_DISTRIBUTE_RULES = (
    # a Keras functional model's symbolic tensor given to a TF API that cannot take it: code
    # written for TF < 2.4, whose Keras tensors were tf.Tensors, or TF 1 graph code
    # (yalickj/load-forecasting-resnet#8, round 147: "you are passing KerasTensor(...), an
    # intermediate keras symbolic input/output, to a tf api that does not allow registering
    # custom dispatchers", TF 2.11; BenWhetton/keras-surgeon#57: "Keras symbolic inputs/outputs
    # do not implement `__len__`", TF 2.4; fdavidcl/ruta#43: TF 2.0-2.3's "_SymbolicException:
    # Inputs to eager execution function cannot be Keras symbolic tensors", a VAE loss closing
    # over z_mean)
    rule(
        "tensorflow-api-mismatch",
        E,
        "A Keras symbolic tensor (functional model building) was given to a TensorFlow API that cannot take it",
        r"an intermediate Keras symbolic input/output, to a TF API that does not allow registering|"
        r"Keras symbolic inputs/outputs do not implement `?__len__|"
        r"Inputs to eager execution function cannot be Keras symbolic tensors",
        ("intermediate keras symbolic input/output", "keras symbolic inputs/outputs do not implement",
         "cannot be keras symbolic tensors"),
        "While a functional model is built its tensors are symbolic (KerasTensor, TF 2.4 on), "
        "and TF APIs without dispatch (tf.cond, tf.map_fn, len(), tf.function, a loss closing "
        "over layer outputs) cannot take them: put the TF code in a custom Layer's call() (or "
        "a Lambda layer) and call that on the tensor; a loss on intermediate outputs goes in "
        "a layer's add_loss or a custom train_step. Code written for TF 1 / TF <= 2.3 runs as "
        "written with tf.compat.v1.disable_eager_execution() or on its own TensorFlow",
    ),
    # Keras 3's build() with several arguments, each must be <input>_shape (t-kalinowski/deep-
    # learning-with-r-code#17, round 147: the old R keras wrapper passing `self`; a Keras 2
    # custom layer's build(self, input_shape, other) alike)
    rule(
        "keras-version-mismatch",
        E,
        "A custom layer's build() signature is Keras 2's, and Keras 3 refuses it",
        r"For a `build\(\)` method with more than one argument, all arguments should have a "
        r"`_shape` suffix",
        "all arguments should have a `_shape` suffix",
        lambda v, c: (
            "Keras 3 maps each build() argument to a call() argument by name: build(self, "
            "input_shape) for one input, build(self, x_shape, mask_shape) for call(self, x, "
            "mask); from R, use the keras3 package, not the old keras wrapper; or run the Keras "
            f"2 layer on tf_keras ({tf_keras_line(c)})"
        ),
    ),
    # the optimizer made under another strategy scope than the model (amaiya/ktrain#513, round
    # 147: "Optimizer (<keras.optimizers.legacy.adam.Adam ...>) passed to `model.compile` was
    # created inside a different distribution strategy scope than the model.")
    rule(
        "distribute-strategy-scope-mismatch",
        E,
        "The optimizer and the model were created under different distribution strategy scopes",
        r"was created inside a different distribution strategy scope than the model",
        "created inside a different distribution strategy scope",
        "Create the model, the optimizer and compile (or load the model) inside one `with "
        "strategy.scope():` block; an optimizer made at module level or by a library under "
        "another scope must be made again inside it",
    ),
    # apply_gradients called directly under strategy.scope() instead of through strategy.run
    # (tensorflow/similarity#287, round 147: the library's load_model; optimizer_v2.py's
    # "`apply_gradients() cannot be called in cross-replica context. Use
    # `tf.distribute.Strategy.run` to enter replica context.")
    rule(
        "distribute-apply-gradients-cross-replica",
        E,
        "apply_gradients was called outside strategy.run (in cross-replica context)",
        r"apply_gradients\(\)`? cannot be called in cross-replica context",
        "cannot be called in cross-replica context",
        "Under a tf.distribute strategy, a custom training step must run per replica: "
        "strategy.run(train_step, args=(batch,)) with apply_gradients inside train_step; a "
        "library doing it at load time needs its fixed release (tensorflow_similarity: the "
        "one after PR #296)",
    ),
    # scikit-learn metrics given one-hot labels beside class indices (Apress/computer-vision-
    # using-deep-learning's CIFAR10 AlexNet notebook, round 147: "Classification metrics can't
    # handle a mix of multilabel-indicator and multiclass targets", y_test from to_categorical)
    rule(
        "prediction-label-type-mismatch",
        E,
        "A scikit-learn metric got labels and predictions of different kinds (one-hot vs class indices)",
        r"Classification metrics can't handle a mix of (?P<a>[\w-]+) and (?P<b>[\w-]+) targets",
        "classification metrics can't handle a mix of",
        lambda v, _c: (
            f"One argument is {v.get('a')} and the other {v.get('b')}: one-hot labels (from "
            "to_categorical) beside class indices. Pass class indices for both: "
            "np.argmax(y_true, axis=1) and np.argmax(predictions, axis=1)"
        ),
    ),
)
