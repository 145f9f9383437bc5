"""Log rules for TensorFlow APIs that a release removed: tf.estimator (gone in 2.16) and
tf.compat.v1.keras (gone with Keras 3). They share python.py's group "tf-api" and come before
its generic tensorflow-api-mismatch rule in the table, so on one line the removal is named
first. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.remedies_keras import tf_keras_line
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

def _tf_keras_pin(ctx) -> str:
    """tf_keras of TensorFlow's own minor (its releases follow TensorFlow's: remedies_keras.py)."""
    minor = ".".join(ctx.tf_version.split(".")[:2]) if ctx and ctx.tf_version else ""
    pip = ctx.pip if ctx and ctx.pip else "pip"
    return (f'{pip} install "tf_keras~={minor}.0"' if minor else
            'pip install "tf_keras~=2.X.0" (X: your TensorFlow\'s minor)')


REMOVED_API_RULES = (
    # tf.estimator asked of a TensorFlow that has none: 2.16 dropped it (tensorflow 2.16.1's
    # METADATA no longer requires tensorflow-estimator, 2.15.1's wants >=2.15.0,<2.16; PyPI's
    # last tensorflow-estimator is 2.15.0). Three wordings, round 141: tensorflow/gan#55
    # ("module 'tensorflow' has no attribute 'estimator'" importing tensorflow_gan),
    # tensorflow/models#11252 ("cannot import name 'estimator' from 'tensorflow.compat.v1'"),
    # alibaba/EasyRec#484 ("No module named 'tensorflow.python.estimator'")
    rule(
        "tf-estimator-removed",
        E,
        "Code (or a package) uses tf.estimator, which TensorFlow 2.16 removed",
        r"module '(?P<module>tensorflow(?:\.compat\.v[12])?|keras\._tf_keras\.keras|tensorflow\.keras|"
        r"tf_keras[\w.]*)' has no attribute 'estimator'|No module named '(?P<module4>tensorflow_estimator)'|"
        # tf_keras 2.21's own words (real runs, the nineteenth session)
        r"tf\.keras\.estimator\.model_to_estimator function not available in your installation|"
        r"cannot import name 'estimator' from '(?P<module2>tensorflow(?:\.compat\.v[12])?)'|"
        r"No module named '(?P<module3>tensorflow(?:\.compat\.v[12])?\.(?:python\.)?estimator)"
        r"(?:\.\w+)*'",
        ("has no attribute 'estimator'", "cannot import name 'estimator'", ".estimator",
         "'tensorflow_estimator'", "model_to_estimator function not available"),
        env.tf_estimator,
        group="tf-api",
    ),
    # tf.compat.v1.keras asked of a TensorFlow whose Keras is Keras 3: TF 2.21's
    # _api/v2/compat/v1 has no keras package (TF <= 2.15 had one); pycomlink/pycomlink#149,
    # round 145: "No module named 'tensorflow.compat.v1.keras'", the maintainer: TF <= 2.15
    rule(
        "keras-version-mismatch",
        E,
        "Keras 2 code asks for tf.compat.v1.keras, which TensorFlow 2.16+ (Keras 3) has not got",
        r"No module named '(?P<module>tensorflow\.compat\.v[12]\.keras(?:\.\w+)*)'",
        "no module named 'tensorflow.compat.v",
        lambda v, c: (
            f"{v.get('module')} went with Keras 3 (TensorFlow 2.16 on): run this Keras 2 code on "
            f"tf_keras ({tf_keras_line(c)}), or on TensorFlow <= 2.15; port it to keras/tf.keras "
            "to stay on Keras 3"
        ),
        group="tf-api",
    ),
    # TF 1's cuDNN-only recurrent layers: no Keras of TF 2 has them at tf.keras.layers (the
    # twenty-third session's outside check r: "cannot import name 'CuDNNLSTM' from
    # 'tensorflow.keras.layers'" under TF 2.21; installing tf_keras with TF_USE_LEGACY_KERAS=1
    # gave the same ImportError)
    rule(
        "keras-version-mismatch",
        E,
        "CuDNNLSTM/CuDNNGRU are TensorFlow 1's layers: no Keras of TensorFlow 2 has them",
        r"cannot import name '(?P<layer>CuDNN(?:LSTM|GRU))'",
        "cannot import name 'cudnn",
        lambda v, _c: (
            f"Use keras.layers.{str(v.get('layer'))[5:]} instead of {v.get('layer')}: in TensorFlow 2 "
            "it runs cuDNN's kernel itself on a GPU when its defaults are kept (activation tanh, "
            "recurrent_activation sigmoid, no recurrent_dropout, unroll=False); tf_keras has no "
            f"{v.get('layer')} either"
        ),
    ),
    # Keras 2's preprocessing classes imported from standalone `keras` under Keras 3 (outside
    # check r: "cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image'" under
    # Keras 3.15; TF_USE_LEGACY_KERAS=1 changes tf.keras only, and the import failed again)
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 has no Keras 2 preprocessing class of this name",
        r"cannot import name '(?P<cls>ImageDataGenerator|TimeseriesGenerator|Tokenizer)' from "
        r"'keras\.preprocessing[\w.]*'",
        "from 'keras.preprocessing",
        lambda v, c: (
            f"Keras 3 dropped {v.get('cls')}: "
            + ("load images with keras.utils.image_dataset_from_directory and augment with "
               "preprocessing layers (keras.layers.RandomFlip, RandomRotation, RandomZoom)"
               if v.get("cls") == "ImageDataGenerator" else
               "use keras.utils.timeseries_dataset_from_array" if v.get("cls") == "TimeseriesGenerator"
               else "use keras.layers.TextVectorization")
            + f". To keep the Keras 2 code: {_tf_keras_pin(c)} and import it from "
            "tf_keras.preprocessing (no setting needed for that import; TF_USE_LEGACY_KERAS=1 "
            "changes tf.keras, not `import keras`: outside check r, tf_keras 2.21.0)"
        ),
    ),
)

