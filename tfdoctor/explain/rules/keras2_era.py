"""Log rules for standalone Keras 2 and TensorFlow of releases that do not fit together
(2017-2020): multi_gpu_model's device names, a session method or device op Keras calls, a
tf.keras file or layer met by standalone Keras. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.remedies_env import keras_mismatch
from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.rules.keras_run import _KERAS_OWN
from tfdoctor.model import Severity

E = Severity.ERROR


def _percent(rate: object) -> str:
    """The rate "0.99" as "99%" (a rule's remedy answers without its values too)."""
    try:
        return f"{float(str(rate)) * 100:.4g}%"
    except ValueError:
        return "that share"


def _own_class_remedy(kind: str, cls: str, ctx: ExplainContext | None = None) -> str:
    if cls.startswith("Custom>"):  # an optimizer Keras/TF 2.11+ saved, read by an older Keras
        return (
            f"{cls} is Keras 2.11+'s optimizer (the file's compile settings): load with "
            "load_model(path, compile=False) and compile again, or use TensorFlow/Keras 2.11 or "
            "newer to read it"
        )
    if cls in ("TFOpLambda", "SlicingOpLambda"):  # Keras 2's wrappers of raw TF ops
        return (
            f"{cls} exists only in Keras 2 (tf.keras up to TF 2.15, tf_keras): load the file with "
            "Keras 2 or rebuild the model in code and load_weights. "
            # (tf_keras pinned to this TensorFlow's minor when it is known: remedies_keras's one way)
            + keras_mismatch({}, ctx)
        )
    return (
        f"{cls} is Keras's own {kind} under the other Keras's name (tf.keras and standalone "
        "Keras differ): load the file with the Keras that wrote it (a tf.keras file: "
        "tf.keras.models.load_model under TF <= 2.15, tf_keras after), or pass custom_objects="
        f"{{'{cls}': <this Keras's {kind} of that name>}}"
    )


KERAS2_ERA_RULES = (
    # Keras 2.0.8's multi_gpu_model comparing its '/gpu:N' names with TF 1.4's '/device:GPU:N'
    # (keras-team/keras#8213: every GPU listed, "Try reducing `gpus`"; fixed by keras#8240)
    rule(
        "keras-version-mismatch",
        E,
        "This Keras names devices as an older TensorFlow did: its multi_gpu_model finds no GPU",
        r"To call `multi_gpu_model` with `gpus=\d+`, we expect the following devices to be "
        r"available: \[[^\]]*'/gpu:\d+'[^\]]*\]\. However this machine only has: \[[^\]]*"
        r"'/device:GPU:\d+'",
        "to call `multi_gpu_model` with",
        "The GPUs are there (the second list names them as TensorFlow 1.4+ does): Keras 2.0.8 "
        "looks for the older '/gpu:N' names. Upgrade Keras (the fix is keras-team/keras#8240, "
        "after 2.0.8), or use the TensorFlow release that Keras was made with",
    ),
    # Keras 2.1's multi_gpu_model asking a TF < 1.4 session for its devices (keras-team/keras
    # #8525: "'Session' object has no attribute 'list_devices'"; fchollet: TensorFlow is
    # outdated for this Keras, upgrade it to 1.4)
    rule(
        "tensorflow-api-mismatch",
        E,
        "This Keras needs a newer TensorFlow: its session has no list_devices (TF < 1.4)",
        r"'Session' object has no attribute 'list_devices'",
        "has no attribute 'list_devices'",
        "Session.list_devices came with TensorFlow 1.4: upgrade TensorFlow to 1.4 or newer "
        "(its GPU build needs the CUDA and cuDNN of its row), or install the Keras release "
        "made for the TensorFlow you have",
    ),
    # Keras < 2.3's device-capture op under TF 1.14 (brjathu/deepcaps#7: "'_TfDeviceCaptureOp'
    # object has no attribute '_set_device_from_string'"; fixed in Keras 2.3.0 by
    # keras-team/keras#13255)
    rule(
        "keras-version-mismatch",
        E,
        "This Keras is older than the TensorFlow under it (TF 1.14 calls what Keras < 2.3 lacks)",
        r"'_TfDeviceCaptureOp' object has no attribute '_set_device_from_string'",
        "_tfdevicecaptureop",
        "Upgrade Keras to 2.3.0 or newer (keras-team/keras#13255 added the method), or keep "
        "TensorFlow 1.13 or older with this Keras",
    ),
    # Keras 1 code under Keras 2: its legacy interface names the Keras 1 argument it refuses
    # (keras/legacy/interfaces.py of Keras 2.2.4: "The `mode` argument of `BatchNormalization` no
    # longer exists. `mode=1` and `mode=2` are no longer supported.", keskarnitish/large-batch-
    # training#8, round 150; "the layer received both the legacy keyword argument `...` and the
    # Keras 2 keyword argument `...`. Stick to the latter!")
    rule(
        "keras-version-mismatch",
        E,
        "The code was written for Keras 1: Keras 2 refuses an argument it removed",
        r"The `(?P<arg>\w+)` argument of `(?P<layer>\w+)` no longer exists|the layer received "
        r"both the legacy keyword argument `(?P<old>\w+)` and the Keras 2 keyword argument",
        ("no longer exists", "the legacy keyword argument"),
        lambda v, _c: (
            f"Keras 2 removed {v.get('layer')}'s `{v.get('arg')}`: drop it (Keras 2's "
            "BatchNormalization normalizes per batch in training, what mode=0 did), or run the "
            "code with the Keras 1 release it was written for"
            if v.get("arg") else
            f"Give only the Keras 2 keyword, not the Keras 1 `{v.get('old')}` beside it"
        ),
    ),
    # tf.keras's (Keras 2) set_floatx takes float16/32/64 only: TF 2.21's python/keras/
    # backend_config.py "Unknown floatx type: " and tf_keras 2.15's "Unknown `floatx` value:
    # ... Expected one of {...}"; Keras 3 adds bfloat16 (tensorflow/tensorflow#37926, round 162:
    # set_floatx('bfloat16'); the maintainers: a mixed precision policy; the gatherer's name)
    rule(
        "keras-floatx-unsupported-dtype",
        E,
        "Keras's default float type cannot be set to this dtype",
        r"Unknown floatx type: (?P<dtype>\w+)|Unknown `floatx` value: (?P<dtype2>\w+)",
        ("unknown floatx type", "unknown `floatx` value"),
        lambda v, _c: (
            f"set_floatx takes float16, float32 or float64 in tf.keras and tf_keras (Keras 3 adds "
            f"bfloat16), not {v.get('dtype') or v.get('dtype2')}. For lower precision, set a mixed "
            "precision policy instead, which keeps the variables in float32: "
            "tf.keras.mixed_precision.set_global_policy('mixed_bfloat16') (TPUs, Ampere or newer "
            "GPUs) or 'mixed_float16' (GPUs; TF 2.1-2.3 spell it mixed_precision.experimental."
            "set_policy). Keras's own docstring advises against float16 floatx for training"
        ),
    ),
    # a dropout rate outside [0, 1) (qubvel/efficientnet#111, round 150: EfficientNetL2's
    # config, TF 2's nn_ops.dropout_v2 "ValueError: rate must be a scalar tensor or a float in
    # the range [0, 1), got 1"; Keras 3.15's Dropout: "Invalid value received for argument
    # `rate`. Expected a float value between 0 and 1."; the gatherer's name, adopted)
    rule(
        "dropout-rate-out-of-range",
        E,
        "A dropout rate is outside [0, 1)",
        r"rate must be a scalar tensor or a float in the range \[0, 1\), got (?P<rate>[-\d.e]+)|"
        r"Invalid value received for argument `rate`\. Expected a float value between 0 and 1",
        ("in the range [0, 1), got", "expected a float value between 0 and 1"),
        lambda v, _c: (
            f"Dropout got rate={v.get('rate') or 'a value'} outside [0, 1): a rate is the fraction "
            "dropped, so 1 drops everything; TF 1 code passing keep_prob needs rate = 1 - "
            "keep_prob, and a model's config (a drop rate scaled by depth) must stay below 1"
        ),
    ),
    # The same note for a rate of 0.9 or more: one unit in ten kept, or fewer, which a model
    # almost never means; most often a keep_prob value passed as the rate (m2dsupsdlclass/
    # lectures-labs' recommender lab, round 162: "Large dropout rate: 0.99 (>0.5)", the lab's
    # planted bug, "preventing any training"; the gatherer's name, adopted). A judgement of
    # this project: 0.5625 (EfficientNetB7), 0.7 and 0.8 in the corpus were meant.
    rule(
        "large-dropout-rate-unintended",
        Severity.WARNING,
        "A dropout rate of 0.9 or more drops nearly every unit: most often a keep_prob passed as the rate",
        r"Large dropout rate: (?P<rate>0?\.9\d*) \(>0\.5\)",
        "large dropout rate",
        lambda v, _c: (
            f"rate={v.get('rate') or '0.9 or more'} drops {_percent(v.get('rate'))} of the "
            "units, keeping one in ten or fewer, and the model barely trains. Since TF 2 the argument is the fraction "
            "dropped (rate = 1 - keep_prob): a TF 1 keep_prob of 0.9 is rate=0.1. If so much "
            "dropout is really meant, ignore this"
        ),
    ),
    # TF 2.0-2.x's note when a rate is above 0.5 and below 0.9 (qubvel/efficientnet#60, round 150:
    # EfficientNetB7 really drops 0.5625; "Large dropout rate: 0.5625 (>0.5). In TensorFlow
    # 2.x, dropout() uses dropout rate instead of keep_prob. Please ensure that this is
    # intended."; gone from TF 2.21's nn_ops.py; the gatherer's name, adopted)
    rule(
        "benign-large-dropout-rate",
        Severity.INFO,
        "TensorFlow notes a dropout rate above 0.5 (harmless when the rate is meant)",
        r"Large dropout rate: (?!0?\.9)(?P<rate>[\d.]+) \(>0\.5\)\. In TensorFlow 2\.x, dropout\(\) uses "
        r"dropout rate instead of keep_prob",
        "large dropout rate",
        "Harmless when that fraction is meant to be dropped; only TF 1 code that passes "
        "keep_prob (the fraction kept) needs rate = 1 - keep_prob",
    ),
    # a file another Keras wrote, whose config names Keras's own classes under that Keras's
    # names (amir-abdi/keras_to_tensorflow#77: "ValueError: Unknown initializer: GlorotUniform",
    # a tf.keras file in standalone Keras; a tf_keras .h5's TFOpLambda under Keras 3 and Keras
    # 2.11+'s "Unknown optimizer: Custom>Adam" read by an older Keras, both made by the review
    # of the twelfth session and kyleskom/NBA-Machine-Learning-Sports-Betting#108)
    rule(
        "keras-version-mismatch",
        E,
        "The model file was written by another Keras: it names classes this Keras does not know",
        r"(?-i:Unknown (?P<kind>initializer|layer|activation|regularizer|constraint|loss|metric|"
        r"optimizer)):\s*'?(?P<cls>(?:" + _KERAS_OWN + r"))'?(?:\W|$)",
        (
            "unknown initializer",
            "unknown layer",
            "unknown activation",
            "unknown regularizer",
            "unknown constraint",
            "unknown loss",
            "unknown metric",
            "unknown optimizer",
        ),
        lambda v, c: _own_class_remedy(str(v.get("kind") or ""), str(v.get("cls") or ""), c),
    ),
    # a callback written for standalone Keras 2.2 given to tf.keras, whose fit calls the batch
    # hooks Keras 2.2's Callback lacks (optuna/optuna#490, round 117: "'KerasPruningCallback'
    # object has no attribute 'on_train_batch_begin'"; Optuna added TFKerasPruningCallback)
    rule(
        "standalone-keras-callback-in-tf-keras",
        E,
        "A callback for standalone Keras was given to tf.keras",
        r"'(?P<cls>\w+)' object has no attribute '(?P<hook>on_(?:train|test|predict)_batch_"
        r"(?:begin|end)|_implements_(?:train|test|predict)_batch_hooks)'",
        ("_batch_begin'", "_batch_end'", "_batch_hooks'"),
        lambda v, _c: (
            f"{v.get('cls')} subclasses standalone Keras 2.2's Callback, which has no "
            f"{v.get('hook')}; tf.keras's fit calls it. Use the package's tf.keras variant "
            "(optuna: TFKerasPruningCallback), or subclass tf.keras.callbacks.Callback; keep "
            "standalone Keras only with `import keras` models"
        ),
    ),
    # tf-nightly 1.15's import notice about becoming TF 2.0 (zhulingchen/tfp-tutorial's
    # tfp_bnn notebook, round 117: "TensorFlow's `tf-nightly` package will soon be updated to
    # TensorFlow 2.0." ... "Otherwise your code may be broken by the change.")
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "TensorFlow 1.x's notice that its package will become TensorFlow 2.0",
        r"package will soon be updated to TensorFlow 2\.0|^\s*Otherwise your code may be broken "
        r"by the change\.",
        ("will soon be updated to tensorflow 2.0", "otherwise your code may be broken"),
        "Nothing failed: the package only says its next release is TensorFlow 2.0. Pin "
        '"tensorflow==1.*" (or tf-nightly of that date) to keep 1.x, or move the code to 2.x '
        "(tf.compat.v1)",
    ),
    # len() of a symbolic tensor in code written for TF 1.x/standalone Keras (keras-rl/keras-rl#348,
    # round 122: keras-rl 0.4.2's DDPGAgent under TF 2.0: "len is not well defined for symbolic
    # Tensors. (dense_5/BiasAdd:0) Please call `x.shape` rather than `len(x)`")
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code calls len() on a symbolic tensor",
        r"len is not well defined for symbolic Tensors",
        "len is not well defined for symbolic tensors",
        # (in the user's own tf.function or Dataset.map code the size is tf.shape(x)[0]: the
        # review of the fifteenth session, item 11)
        "len() of a tensor being traced (a tf.function, Dataset.map, a Keras layer's call) is not "
        "defined: in your own code use tf.shape(x)[0] (the size at run time) or x.shape[0] when "
        "the size is fixed; in a package written for TF 1.x or standalone Keras (keras-rl 0.4), "
        "its release written for TF 2 (keras-rl2)",
    ),
    # an optimizer written on the pre-2.11 OptimizerV2 API under TF 2.11+'s new optimizer base
    # (juntang-zhuang/Adabelief-Optimizer#66, round 123: "'AdaBeliefOptimizer' object has no
    # attribute '_set_hyper'" under TF 2.15)
    rule(
        "tensorflow-api-mismatch",
        E,
        "An optimizer written for TF <= 2.10's OptimizerV2 runs on the new optimizer base",
        r"'(?P<cls>\w+)' object has no attribute '(?P<hook>_set_hyper|_get_hyper|_create_slots|"
        r"_resource_apply_dense)'",
        (
            "no attribute '_set_hyper'",
            "no attribute '_get_hyper'",
            "no attribute '_create_slots'",
            "no attribute '_resource_apply_dense'",
        ),
        lambda v, _c: (
            f"{v.get('cls')} uses {v.get('hook')} of TensorFlow <= 2.10's optimizer base; TF 2.11+ "
            "(and Keras 3) have another: subclass tf.keras.optimizers.legacy.Optimizer (TF "
            "2.11-2.15), use the package's release for the new API, or pin TensorFlow 2.10"
        ),
    ),
    # TF 1.x's eager mode: Model.compile took only a tf.train optimizer, so load_model
    # re-compiling an .h5 file's Keras optimizer failed (tbeucler/CBRAIN-CAM's Jacobian
    # notebook, round 124: TF 1.x with eager on, "optimizer must be an instance of
    # tf.train.Optimizer, not a <class 'tensorflow.python.keras.optimizers.Adam'>")
    rule(
        "tensorflow-api-mismatch",
        E,
        "TensorFlow 1's eager mode takes only tf.train optimizers in compile",
        r"optimizer must be an instance of tf\.train\.Optimizer, not a <class '(?P<cls>[\w.]+)'>",
        "optimizer must be an instance of tf.train.optimizer",
        lambda v, _c: (
            f"{v.get('cls')} is a Keras optimizer, which TensorFlow 1.x's eager mode does not "
            "accept: load the model with load_model(path, compile=False) and compile it with a "
            "tf.train optimizer (tf.train.AdamOptimizer), or run without eager execution, or "
            "use TensorFlow 2, whose compile takes Keras optimizers"
        ),
    ),
    # code importing TF 1.15-2.1's internal package, which later releases do not have
    # (danielegrattarola/spektral#50, round 133: "from tensorflow_core.python.keras.utils import
    # tf_utils" under TF 2.2, "No module named 'tensorflow_core'"; the maintainer fixed Spektral).
    # Only the bare package: a dotted name ('tensorflow_core.keras', '.estimator', '.python')
    # means tensorflow_core itself imported, so this is TF 1.15-2.1 failing inside (a Flask or
    # gunicorn reloader walking the lazy loader, tensorflow/tensorflow#34607; an estimator of
    # another release, tensorflow/tensorflow#32952; a frozen app), where "run 2.1" is wrong
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code imports TensorFlow 1.15-2.1's internal tensorflow_core package",
        r"No module named '(?P<module>tensorflow_core)'",
        "no module named 'tensorflow_core",
        lambda v, _c: (
            "tensorflow_core existed only in TensorFlow 1.15 to 2.1: the code (or a package, the "
            "traceback's frame) was written for them. Install the package's release made for this "
            "TensorFlow, or change the import to tensorflow.python... / the public tf API; or run "
            "TensorFlow 2.1"
        ),
    ),
    # Keras 2's ProgbarLogger at on_epoch_end of an epoch that ran no batch: log_values is set
    # on the first batch only (maxpumperla/deep_learning_and_the_game_of_go#65, round 159: "Attri
    # buteError: 'ProgbarLogger' object has no attribute 'log_values'"; the maintainer pointed to
    # keras-team/keras#3657: the data or generator was empty; the gatherer's name, adopted)
    rule(
        "keras-progbar-no-samples",
        E,
        "The epoch ran no batch: the training data or generator is empty",
        r"'ProgbarLogger' object has no attribute 'log_values'",
        "'progbarlogger' object has no attribute 'log_values'",
        "Keras 2's progress bar had nothing to show: no batch ran in the epoch. Check that the "
        "data is not empty (len(x), the generator's first next()), that steps_per_epoch / "
        "validation_steps are above 0 (a generator's len() is its steps); the error goes once "
        "a batch runs",
    ),
)
