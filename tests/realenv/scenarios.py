"""Real environments to build from the registry, each a small declarative entry (issue 15).

Fields: ``id``; ``source`` (where users report it); ``packages`` (the first pip install);
``steps`` (later pip installs, in order, as users run them); ``env`` (variables for every
probe; ``{site:ID}`` is another scenario's site-packages); ``user_code`` (what the user's
program imports or runs beyond the two truth probes); ``expect``: ids of which one must
be the first error (broken) or must be present (inconsistent / warn); ``tf_shown``: the
TensorFlow version that really imports; ``culprit``: the package or setting the source
thread blames (what explain must name where check names none; issue 18 (d)).

The truth is never taken from tfdoctor: it is what the environment's own ``python`` does
(harness.truth): broken (import, a tf.keras fit, or the user's code fails), inconsistent
(those pass but ``pip check`` fails), healthy (all pass).
"""

from __future__ import annotations

from tests.realenv.scenarios_world import WORLD

KERAS_FIT = "tf.keras fit"

SCENARIOS: list[dict] = [
    # --- the nine of issue 15 (built there on a GPU-less Python 3.11 machine) -----------
    {
        "id": "e1-and-cuda-2.15",
        "source": "issue 15 e1",
        "packages": ["tensorflow[and-cuda]==2.15.1"],
        "tf_shown": "2.15.1",
    },
    {
        "id": "e2-cudnn8-beside-2.21",
        "source": "issue 15 e2; issue 9 section 2",
        "packages": ["tensorflow==2.21.0", "nvidia-cudnn-cu12==8.9.7.29"],
        "warn": ["cudnn-version-mismatch"],
        "tf_shown": "2.21.0",
    },
    {
        "id": "e3-numpy2-under-2.15",
        "culprit": "numpy",
        "source": "issue 15 e3; tensorflow/tensorflow#67291",
        "packages": ["tensorflow==2.15.1"],
        "steps": [["numpy>=2"]],
        "expect": ["numpy-abi-mismatch"],
        "tf_shown": "2.15.1",
    },
    {
        "id": "e4-legacy-keras-flag-no-tf-keras",
        "culprit": "tf-keras",
        "source": "issue 15 e4; TF 2.16 release notes",
        "packages": ["tensorflow==2.16.1"],
        "env": {"TF_USE_LEGACY_KERAS": "1"},
        "expect": ["keras-version-mismatch", "tf-keras-missing", "keras-fit-failed"],
        "tf_shown": "2.16.1",
    },
    {
        "id": "e5-keras3-under-2.15",
        "culprit": "keras",
        "source": "issue 15 e5; keras-team/keras#18990",
        "packages": ["tensorflow==2.15.1"],
        "steps": [["keras>=3"]],
        "expect": ["keras-version-mismatch"],
        "tf_shown": "2.15.1",
    },
    {
        # a Keras 2 one minor behind the TensorFlow that pins it (tensorflow 2.15.1's
        # Requires-Dist: keras<2.16,>=2.15.0): built by hand first in the twenty-second session,
        # import and a tf.keras fit worked and pip check failed, so a warning, not an error
        "id": "e11-keras2.14-under-2.15",
        "culprit": "keras",
        "source": "dusty-nv/jetson-containers#153 (keras 2.8.0 beside TF 2.7.0, round 174)",
        "packages": ["tensorflow==2.15.1"],
        "steps": [["keras==2.14.0"]],
        "warn": ["keras-version-mismatch"],
        "tf_shown": "2.15.1",
    },
    {
        "id": "e6-protobuf5-under-2.15",
        "culprit": "protobuf",
        "source": "issue 15 e6; tensorflow/tensorflow#66280",
        "packages": ["tensorflow==2.15.1"],
        "steps": [["protobuf>=5"]],
        "expect": ["protobuf-incompatible", "requirement-not-met"],
        "tf_shown": "2.15.1",
    },
    {
        "id": "e7-tensorflow-cpu-over-tensorflow",
        "source": "issue 15 e7",
        "packages": ["tensorflow==2.21.0"],
        "steps": [["tensorflow-cpu==2.20.0"]],
        "warn": ["multiple-tensorflow-installs"],
        "tf_shown": "2.20.0",
    },
    {
        "id": "e8-plain-2.21",
        "source": "issue 15 e8 (healthy control)",
        "packages": ["tensorflow==2.21.0"],
        "tf_shown": "2.21.0",
        "smoke": True,
    },
    {
        "id": "e9-plain-2.15",
        "source": "issue 15 e9 (healthy Keras 2)",
        "packages": ["tensorflow==2.15.1"],
        "tf_shown": "2.15.1",
        "smoke": True,
    },
    {
        "id": "e10-pythonpath-to-broken-env",
        "culprit": "PYTHONPATH",
        "source": "issue 15 (e8 + PYTHONPATH=e3)",
        "packages": ["tensorflow==2.21.0"],
        "env": {"PYTHONPATH": "{site:e3-numpy2-under-2.15}"},
        "expect": ["imported-from-pythonpath", "numpy-abi-mismatch"],
        "tf_shown": "2.15.1",
        "needs": ["e3-numpy2-under-2.15"],
        # its log cannot show PYTHONPATH: explain runs the program (issue 18 (c))
        "explain_runs": True,
    },
    # --- six more, from what users report most ---------------------------------------
    {
        "id": "o1-legacy-keras-done-right",
        "source": "TF 2.16 release notes (TF_USE_LEGACY_KERAS)",
        "packages": ["tensorflow==2.21.0", "tf-keras~=2.21.0"],
        "env": {"TF_USE_LEGACY_KERAS": "1"},
        "tf_shown": "2.21.0",
    },
    {
        "id": "o2-plain-2.18",
        "source": "healthy control: first NumPy 2 line",
        "packages": ["tensorflow==2.18.1"],
        "tf_shown": "2.18.1",
    },
    {
        "id": "o3-tfp-without-tf-keras",
        "culprit": "tensorflow-probability",
        "source": "tensorflow/probability#1795 (TFP on TF 2.16+ needs tf-keras)",
        "packages": ["tensorflow==2.21.0", "tensorflow-probability==0.25.0"],
        "user_code": "import tensorflow_probability as tfp; tfp.distributions.Normal(0., 1.).sample()",
        "expect": ["ecosystem-import-failed", "tf-keras-missing"],
        "tf_shown": "2.21.0",
    },
    {
        "id": "o4-tfio-built-for-2.16",
        "culprit": "tensorflow-io",
        "source": "tensorflow/io#1912 (custom ops: undefined symbol)",
        "packages": ["tensorflow==2.21.0", "tensorflow-io==0.37.1"],
        "user_code": "import tensorflow as tf, tensorflow_io as tfio; tfio.audio.resample(tf.zeros([16, 1]), rate_in=16000, rate_out=8000)",
        "expect": ["ecosystem-import-failed", "ecosystem-extra-out-of-range"],
        "tf_shown": "2.21.0",
    },
    {
        "id": "o5-tf-text-for-2.20-on-2.21",
        "culprit": "tensorflow-text",
        "source": "tensorflow/text#1209 (tensorflow-text per TF minor)",
        "packages": ["tensorflow==2.21.0"],
        "steps": [["--no-deps", "tensorflow-text==2.20.0"]],
        "user_code": "import tensorflow_text as text; text.WhitespaceTokenizer().tokenize(['a b'])",
        "expect": ["ecosystem-import-failed", "requirement-not-met"],
        "tf_shown": "2.21.0",
    },
    {
        "id": "o6-addons-on-keras3",
        "culprit": "tensorflow-addons",
        "source": "tensorflow/addons#2807 (TFA end of life; Keras 3)",
        "packages": ["tensorflow==2.21.0", "tensorflow-addons==0.23.0"],
        "user_code": "import tensorflow_addons as tfa, tensorflow as tf; tf.keras.Sequential([tf.keras.Input((4,)), tfa.layers.GELU()])",
        "expect": ["ecosystem-import-failed", "ecosystem-extra-out-of-range"],
        "tf_shown": "2.21.0",
    },
]

# --- gathered from public threads (issue 19 (f)): tests/realenv/scenarios_world.py ---------
SCENARIOS += WORLD

#: (i) every TensorFlow minor that pip installs on the CI Python (3.11): check --strict 0,
#: smoke-train passes, Keras 2 (<= 2.15) and Keras 3 (>= 2.16) alike.
SWEEP = [
    "2.12.1",
    "2.13.1",
    "2.14.1",
    "2.15.1",
    "2.16.2",
    "2.17.1",
    "2.18.1",
    "2.19.1",
    "2.20.0",
    "2.21.0",
]


def by_id(sid: str) -> dict:
    return next(s for s in SCENARIOS if s["id"] == sid)
