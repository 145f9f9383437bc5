"""Log rules for optimizers across Keras releases: the `lr` the new optimizers drop, a schedule a
callback tries to scale, a schedule without get_config, an Estimator given a new optimizer. The
words were read in the wheels (`pip download --no-deps`, 2026-11-29): keras 2.11.0's
optimizers/optimizer_experimental/optimizer.py, tf_keras 2.15.0's optimizers/optimizer.py and
legacy/optimizer_v2.py, Keras 3.15's optimizers/base_optimizer.py and schedules. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
#: optimizer arguments and schedules
OPTIMIZER_ARG_RULES = (
    # Keras 2.11+'s new optimizers pop `lr` and keep their default learning rate, with a log
    # line only (keras 2.11.0: "`lr` is deprecated, please use `learning_rate` instead, or use
    # the legacy optimizer, e.g.,tf.keras.optimizers.legacy.Adagrad."; tf_keras 2.15: "`lr` is
    # deprecated in TF-Keras optimizer, please use `learning_rate` ..."; keras-team/tf-keras
    # #331, round 151: the run trained at the default rate)
    rule(
        "keras-version-mismatch",
        W,
        "Keras 2.11+'s optimizer dropped the `lr` it was given: it trains at its default rate",
        r"`lr` is deprecated(?: in (?:TF-)?Keras optimizer)?, please use `learning_rate`",
        "`lr` is deprecated",
        "The value passed as lr= was discarded (the new optimizers only log this): write "
        "learning_rate= instead, or use tf.keras.optimizers.legacy.* (TF 2.11-2.15), which "
        "still honours lr",
    ),
    # the legacy optimizer_v2 renaming it and honouring it (e-sensing/sits#333, round 151, through
    # R: "Message: The `lr` argument is deprecated, use `learning_rate` instead."; tf_keras
    # 2.15's legacy/optimizer_v2.py)
    rule(
        "benign-deprecation-warning",
        INFO,
        "The `lr` argument is deprecated (the legacy optimizer still honours it)",
        r"The `lr` argument is deprecated, use `learning_rate` instead",
        "the `lr` argument is deprecated",
        "Harmless: this optimizer takes lr as learning_rate; write learning_rate= to silence it",
    ),
    # a callback scaling a learning rate that is a schedule (keras-team/keras#15931, round 151:
    # ReduceLROnPlateau on an ExponentialDecay, "TypeError: unsupported operand type(s) for *:
    # 'ExponentialDecay' and 'int'"; Keras 3.15/tf_keras 2.15's optimizer: "This optimizer was
    # created with a `LearningRateSchedule` object as its `learning_rate` constructor argument,
    # hence its learning rate is not settable."; the gatherer's name, adopted)
    rule(
        "keras-reducelr-with-lr-schedule",
        E,
        "A callback tried to change a learning rate that is a schedule",
        r"unsupported operand type\(s\) for [*/]: '(?P<sched>\w*(?:Decay|Schedule|Restarts|Warmup)\w*)' "
        r"and '(?:int|float)'|hence its learning rate is not settable",
        ("unsupported operand type(s) for", "learning rate is not settable"),
        lambda v, _c: (
            f"The learning rate is a schedule{' (' + str(v.get('sched')) + ')' if v.get('sched') else ''}, "
            "which ReduceLROnPlateau or LearningRateScheduler cannot scale or set: use either "
            "the schedule or the callback, not both (a float learning_rate with the callback)"
        ),
    ),
    # a LearningRateSchedule subclass without get_config, saved with the optimizer (ncbi/AIONER
    # #5, round 151: Keras 3, "Learning rate schedule 'LRSchedule_LINEAR' must override
    # get_config() in order to be serializable."; Keras 3.15's learning_rate_schedule.py)
    rule(
        "keras-custom-layer-get-config-missing",
        E,
        "A custom learning-rate schedule has no get_config(), so the model cannot be saved",
        r"Learning rate schedule '(?P<cls>\w+)' must override `?get_config\(\)`? in order to be "
        r"serializable",
        "must override get_config()",
        lambda v, _c: (
            f"Give {v.get('cls')} a get_config() returning its __init__ arguments (and register it "
            "with @keras.saving.register_keras_serializable(), or pass it in custom_objects when "
            "loading); or save with include_optimizer=False / only the weights"
        ),
    ),
    # tf.estimator's Keras path refusing a new optimizer (optuna/optuna-examples#149, round
    # 151: TF 2.11, "Please set your optimizer as an instance of
    # `tf.keras.optimizers.legacy.Optimizer`"; the examples pinned tensorflow<2.11)
    rule(
        "keras-version-mismatch",
        E,
        "tf.estimator needs a legacy Keras optimizer (TF 2.11 made the new ones the default)",
        r"Please set your optimizer as an instance of `?tf\.keras\.optimizers\.legacy\.Optimizer`?",
        "tf.keras.optimizers.legacy.optimizer",
        "Pass tf.keras.optimizers.legacy.<Name>(...) to the Estimator (or its name as a "
        "string), or pin tensorflow<2.11; tf.estimator itself is gone in TF 2.16",
    ),
)
