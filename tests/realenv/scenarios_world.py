"""Scenarios gathered from public threads outside this project (issue 19 (f)).

Each entry is declared as tests/realenv/scenarios.py says, with its ``source`` thread
(owner/repo#N). ``expect`` was written from the thread's resolution and the environment's
own truth (harness.truth) before tfdoctor was run on it, and is never adjusted to what
tfdoctor says. Beyond the fields of scenarios.py:

- ``files``: files written into the folder the user's programs run from (harness.Env.cwd);
- ``venv``: the name of a venv shared by scenarios with the same packages (built once);
- ``lazy``: the library imports fine and fails only when its TensorFlow part is used
  (issue 19 item 3); ``user_code`` exercises it without downloads.

Healthy controls look suspicious but work: their truth is "healthy" and check --strict
must exit 0.
"""

from __future__ import annotations

PLAIN_221 = {"packages": ["tensorflow==2.21.0"], "venv": "plain-2.21.0", "tf_shown": "2.21.0"}

#: a one-layer SavedModel wrapped by hub.KerasLayer inside a tf.keras model (no download)
HUB_CODE = (
    "import tempfile, numpy as np, tensorflow as tf, tensorflow_hub as hub\n"
    "class M(tf.Module):\n"
    "    @tf.function(input_signature=[tf.TensorSpec([None, 4], tf.float32)])\n"
    "    def __call__(self, x):\n"
    "        return x * 2.0\n"
    "d = tempfile.mkdtemp()\n"
    "tf.saved_model.save(M(), d)\n"
    "m = tf.keras.Sequential([tf.keras.Input((4,)), hub.KerasLayer(d), tf.keras.layers.Dense(1)])\n"
    "m.compile(optimizer='sgd', loss='mse')\n"
    "m.fit(np.zeros((8, 4)), np.zeros((8, 1)), epochs=1, verbose=0)\n"
)
TRANSFORMERS_CODE = (
    "import tensorflow as tf\n"
    "from transformers import BertConfig, TFBertModel\n"
    "cfg = BertConfig(vocab_size=99, hidden_size=32, num_hidden_layers=1,"
    " num_attention_heads=2, intermediate_size=37)\n"
    "TFBertModel(cfg)(tf.constant([[1, 2, 3]]))\n"
)
TF2ONNX_CODE = (
    "import tensorflow as tf, tf2onnx\n"
    "m = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)])\n"
    "tf2onnx.convert.from_keras(m)\n"
)
TUNER_CODE = (
    "import tempfile, numpy as np, tensorflow as tf, keras_tuner as kt\n"
    "def build(hp):\n"
    "    m = tf.keras.Sequential([tf.keras.Input((4,)),"
    " tf.keras.layers.Dense(hp.Choice('units', [2, 4])), tf.keras.layers.Dense(1)])\n"
    "    m.compile(optimizer='sgd', loss='mse')\n"
    "    return m\n"
    "t = kt.RandomSearch(build, objective='loss', max_trials=1, directory=tempfile.mkdtemp())\n"
    "t.search(np.zeros((8, 4)), np.zeros((8, 1)), epochs=1, verbose=0)\n"
)

WORLD: list[dict] = [
    # --- lazy TensorFlow support: imports fine, fails when its TF part is used ----------
    {
        "id": "w1-transformers-tf-model-keras3",
        "culprit": "transformers",
        "source": "huggingface/transformers#36410",
        "packages": ["tensorflow==2.21.0", "transformers==4.49.0"],
        "user_code": TRANSFORMERS_CODE,
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    {
        "id": "w2-transformers-tf-model-with-tf-keras",
        "source": "huggingface/transformers#36410 (its resolution: tf-keras installed, Keras 3 "
        "stays, TF_USE_LEGACY_KERAS unset; healthy control)",
        "packages": ["tensorflow==2.21.0", "transformers==4.49.0", "tf-keras~=2.21.0"],
        "user_code": TRANSFORMERS_CODE,
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    {
        "id": "w3-hub-keraslayer-in-keras3",
        "culprit": "tensorflow-hub",
        "source": "mrdbourke/tensorflow-deep-learning#668",
        "packages": ["tensorflow==2.21.0", "tensorflow-hub==0.16.1"],
        "user_code": HUB_CODE,
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    {
        "id": "w4-hub-legacy-keras-done-right-2.18",
        "source": "mrdbourke/tensorflow-deep-learning#668 (resolution: tf-keras with "
        "TF_USE_LEGACY_KERAS=1, on TF 2.18; healthy control)",
        "packages": ["tensorflow==2.18.1", "tensorflow-hub==0.16.1", "tf-keras~=2.18.0"],
        "env": {"TF_USE_LEGACY_KERAS": "1"},
        "user_code": HUB_CODE,
        "tf_shown": "2.18.1",
        "lazy": True,
    },
    {
        "id": "w5-tfp-layer-in-keras3-model",
        "culprit": "tensorflow-probability",
        "source": "keras-team/keras#19894",
        "packages": ["tensorflow==2.21.0", "tensorflow-probability==0.25.0", "tf-keras~=2.21.0"],
        "user_code": "import tensorflow as tf, tensorflow_probability as tfp\n"
        "tf.keras.Sequential([tf.keras.Input((4,)), tfp.layers.DenseFlipout(2)])\n",
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    {
        # Written first from onnx/tensorflow-onnx#2418 (tf2onnx's protobuf~=3.20 pin and onnx's
        # generated code: "cannot import name 'runtime_version'"), with expect
        # protobuf-incompatible. The truth said otherwise: pip picks onnx 1.17.0, which
        # imports with protobuf 3.20.3 here, and from_keras fails on Keras 3 as in #2348.
        # Re-sourced from the truth (not from tfdoctor); a second entry pinning onnx 1.16.2
        # for the same failure was dropped as a duplicate.
        "id": "w6-tf2onnx-from-keras-keras3",
        "culprit": "tf2onnx",
        "source": "onnx/tensorflow-onnx#2348",
        "packages": ["tensorflow==2.18.1", "tf2onnx==1.16.1"],
        "user_code": TF2ONNX_CODE,
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.18.1",
        "lazy": True,
    },
    {
        "id": "w8-keras-tuner-with-legacy-keras",
        "culprit": "keras-tuner",
        "source": "keras-team/keras-tuner#1039",
        "packages": ["tensorflow==2.18.1", "tf-keras~=2.18.0", "keras-tuner==1.4.7"],
        "env": {"TF_USE_LEGACY_KERAS": "1"},
        "user_code": TUNER_CODE,
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.18.1",
        "lazy": True,
    },
    {
        "id": "w9-tfrs-factorized-topk-keras3",
        "culprit": "tensorflow-recommenders",
        "source": "tensorflow/recommenders#712",
        "packages": ["tensorflow==2.21.0", "tensorflow-recommenders==0.7.3"],
        "user_code": "import tensorflow as tf, tensorflow_recommenders as tfrs\n"
        "tfrs.metrics.FactorizedTopK("
        "candidates=tf.data.Dataset.from_tensor_slices(tf.zeros([4, 2])).batch(2))\n",
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    {
        "id": "w10-tfmot-quantize-keras3",
        "culprit": "tensorflow-model-optimization",
        "source": "tensorflow/model-optimization#1140",
        "packages": ["tensorflow==2.21.0", "tensorflow-model-optimization==0.8.0"],
        "user_code": "import tensorflow as tf, tensorflow_model_optimization as tfmot\n"
        "tfmot.quantization.keras.quantize_model("
        "tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)]))\n",
        "expect": ["keras-version-mismatch", "ecosystem-import-failed"],
        "tf_shown": "2.21.0",
        "lazy": True,
    },
    # --- a companion left behind by a TensorFlow upgrade ----------------------------------
    {
        "id": "w11-tfdf-after-tf-upgrade",
        "culprit": "tensorflow-decision-forests",
        "source": "tensorflow/decision-forests#215",
        "packages": ["tensorflow-decision-forests==1.12.0"],
        "steps": [["tensorflow==2.21.0", "tf-keras~=2.21.0"]],
        "user_code": "import tensorflow_decision_forests as tfdf\n"
        "tfdf.keras.RandomForestModel(num_trees=2)\n",
        "expect": ["ecosystem-import-failed", "tensorflow-companion-mismatch"],
        "tf_shown": "2.21.0",
    },
    {
        # found while fixing w11 (2026-11-24), not from a thread: the plain install of the
        # newest tfdf. pip's resolver (--dry-run --report) takes tensorflow 2.19.0, tf_keras
        # 2.19.0, ydf 0.16.0 (declares protobuf>=5.29.1,<7) and protobuf 5.29.6; ydf's
        # _pb2.py need 6.31.1 (compat/gencode.json), so the first use raises VersionError
        # (tests/data/tracebacks/tfdf-1.12.0-fresh-ydf-0.16.0-protobuf-5.29.6.txt)
        "id": "w19-tfdf-1.12.0-fresh-install",
        "culprit": "ydf",
        "source": "pip install tensorflow-decision-forests==1.12.0 (this project's own run)",
        "packages": ["tensorflow-decision-forests==1.12.0"],
        "user_code": "import tensorflow_decision_forests as tfdf\n"
        "tfdf.keras.RandomForestModel(num_trees=2)\n",
        "expect": ["protobuf-incompatible"],
        "tf_shown": "2.19.0",
    },
    {
        "id": "w12-ml-dtypes-upgraded-under-2.15",
        "culprit": "ml-dtypes",
        "source": "onnx/tensorflow-onnx#2245 (jax-ml/jax#17693)",
        "packages": ["tensorflow==2.15.1"],
        "steps": [["--upgrade", "ml-dtypes"]],
        # the upgrade brings ml-dtypes 0.6.0 and NumPy 2.4.6, both outside TF 2.15.1's own
        # pins; the import dies on NumPy 2 first (issue 19 (c): a NumPy reading is the cause
        # when NumPy itself is outside TF's range). Either names it, if its line restores both
        # (judge/rules/requirements.py): the fix step proves that
        "expect": ["ml-dtypes-incompatible", "numpy-abi-mismatch"],
        "tf_shown": "2.15.1",
    },
    # --- settings read at start-up ---------------------------------------------------------
    {
        **PLAIN_221,
        "id": "w13-tf-xla-flags-unknown-flag",
        "culprit": "TF_XLA_FLAGS",
        "source": "tensorflow/tensorflow#76717 (verified on 2.21.0: import passes, the fit "
        "aborts in parse_flags_from_env.cc: Unknown flag in TF_XLA_FLAGS)",
        "env": {"TF_XLA_FLAGS": "--tf_xla_force_host_platform_device_count=8"},
        # no id in the project names this yet (issue 19 (e) asks for one that names the
        # variable); the name below is this scenario's proposal
        "expect": ["startup-flag-unknown", "startup-setting-invalid"],
    },
    {
        **PLAIN_221,
        "id": "w14-keras-backend-jax-not-installed",
        "culprit": "KERAS_BACKEND",
        "source": "keras-team/keras#18425",
        "env": {"KERAS_BACKEND": "jax"},
        "user_code": "import keras\nprint(keras.backend.backend())\n",
        "expect": ["keras-backend-unusable"],
    },
    {
        **PLAIN_221,
        "id": "w15-keras-py-in-working-directory",
        "culprit": "keras.py",
        "source": "keras-team/keras#3165",
        "files": {"keras.py": "from keras.datasets import mnist\n"},
        "expect": ["shadowed-by-working-directory"],
    },
    # --- healthy controls that look suspicious ------------------------------------------------
    {
        "id": "w16-keras-backend-jax-installed",
        "source": "keras-team/keras#19423 (JAX backend set before import, jax installed; "
        "healthy control)",
        "packages": ["tensorflow==2.21.0", "jax==0.10.2"],
        "env": {"KERAS_BACKEND": "jax"},
        "user_code": "import numpy as np, keras\n"
        "assert keras.backend.backend() == 'jax', keras.backend.backend()\n"
        "m = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])\n"
        "m.compile(optimizer='sgd', loss='mse')\n"
        "m.fit(np.zeros((8, 4)), np.zeros((8, 2)), epochs=1, verbose=0)\n",
        "tf_shown": "2.21.0",
    },
    {
        **PLAIN_221,
        "id": "w17-namespace-folders-named-like-packages",
        "source": "keras-team/keras#3165 (a keras.py shadows; a folder without __init__.py "
        "does not: a regular package on sys.path wins over namespace portions, PEP 420; "
        "healthy control)",
        "files": {"keras/notes.txt": "my notes\n", "tensorflow/README.md": "# my experiments\n"},
        "user_code": "import keras, tensorflow as tf\n"
        "assert keras.__file__ and tf.__file__, (keras, tf)\n",
    },
    {
        "id": "w18-keras-hub-with-matching-tf-text",
        "source": "keras-team/keras-hub#1417 (tokenizers need tensorflow-text built for the "
        "installed TF; keras-hub#1985; healthy control)",
        "packages": ["tensorflow==2.21.0", "keras-hub==0.32.0"],
        "user_code": "import keras_hub\n"
        "tok = keras_hub.tokenizers.WordPieceTokenizer(vocabulary=['[UNK]', 'a', 'b'])\n"
        "print(tok(['a b']))\n",
        "tf_shown": "2.21.0",
        "lazy": True,
    },
]
