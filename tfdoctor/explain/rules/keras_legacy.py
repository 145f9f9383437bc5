"""Log rules for code written for an older Keras or TensorFlow 1's session API, read in the
words of the Keras that refuses it: Keras 1 arguments under Keras 2, TF 1 sessions under
Keras 2.3 on TF 2, a legacy optimizer's checkpoint under TF 2.11+'s optimizers, Keras 2
printing a backend that is not TensorFlow. Every message below was read
in the wheel that prints it (pip download --no-deps keras==2.2.4 / 2.3.1 / 2.11.0; Keras
3.15 beside TF 2.21). Verbatim real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain.remedies_api import session_api
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Finding, Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: Keras 1 argument -> its Keras 2 name (Keras 2.2.4's keras/legacy/interfaces.py converts
#: them with the "Update your `X` call to the Keras 2 API" warning; tf.keras and Keras >= 2.4
#: have no such layer and raise "unexpected keyword argument")
KERAS1_ARGS = {
    "nb_epoch": "epochs",
    "samples_per_epoch": "steps_per_epoch",
    "nb_val_samples": "validation_steps",
    "nb_worker": "workers",
    "border_mode": "padding",
    "subsample": "strides",
    "dim_ordering": "data_format",
    "nb_filter": "filters",
    "output_dim": "units",
    "init": "kernel_initializer",
    "W_regularizer": "kernel_regularizer",
    "b_regularizer": "bias_regularizer",
    "pool_length": "pool_size",
}
#: names only Keras 1 used; the others (init, subsample, output_dim, border_mode, pool_length)
#: are common words of other libraries (docker-py's "create_host_config() got an unexpected
#: keyword argument 'init'", albumentations' border_mode) and count only from Keras's backend
#: functions (conv2d(), pool2d()...; the review of 105d4fb)
_OWN = (
    "nb_epoch",
    "samples_per_epoch",
    "nb_val_samples",
    "nb_worker",
    "dim_ordering",
    "nb_filter",
    "W_regularizer",
    "b_regularizer",
)
_ARGS = "|".join(sorted(_OWN, key=len, reverse=True))
_SHARED = "|".join(sorted(set(KERAS1_ARGS) - set(_OWN), key=len, reverse=True))


#: how to put Keras 2 back on TensorFlow (its keras.json or KERAS_BACKEND; the note below and
#: events_keras.py's missing-backend finding both say it)
KERAS2_TO_TENSORFLOW = (
    'set "backend": "tensorflow" in ~/.keras/keras.json or export KERAS_BACKEND=tensorflow '
    "before Keras is imported"
)


def _keras1(v, _c) -> str:
    arg = v.get("arg")
    new = f"`{arg}` is `{KERAS1_ARGS[arg]}` in Keras 2; " if arg in KERAS1_ARGS else ""
    return (
        f"The code was written for Keras 1 ({new}nb_epoch is epochs, border_mode padding, "
        "subsample strides, init kernel_initializer, output_dim units): rename the arguments to "
        "Keras 2's names, or run it where it was written (keras==1.2.2 with the TensorFlow 1.x "
        "of its time)"
    )


KERAS_LEGACY_RULES = (
    # Keras 3 reading a name passed first to add_weight as the shape: code written for Keras 2's
    # add_weight(name, shape) (tensorflow/recommenders#731, round 111: TFRS 0.7.3's metrics,
    # "Cannot convert '('c', 'o', 'u', 'n', 't', 'e', 'r')' to a shape"; keras/src/backend/
    # common/variables.py's standardize_shape; fixed by TF_USE_LEGACY_KERAS=1, then upstream)
    rule(
        "keras-version-mismatch",
        E,
        "Code written for Keras 2 passes a weight's name where Keras 3 takes its shape",
        r"Cannot convert '\((?P<chars>'[\w.-]', (?:'[\w.-]', )*'[\w.-]')\)' to a shape",
        "cannot convert '('",
        lambda v, _c: (
            "A name (" + "".join(re.findall(r"'([\w.-])", str(v.get("chars") or "")))
            + ") reached Keras 3 as a weight's shape: add_weight(name, shape) of Keras 2 is "
            "add_weight(shape=..., name=...) in Keras 3. In your code pass both by keyword; in "
            "a package written for Keras 2 (tensorflow-recommenders <= 0.7.3), install tf-keras "
            "of your TensorFlow's X.Y and export TF_USE_LEGACY_KERAS=1 before the import, or a "
            "release of the package made for Keras 3"
        ),
    ),
    # Keras 2.x's legacy interface converting a Keras 1 call (its keras/legacy/interfaces.py:
    # "Update your `Model` call to the Keras 2 API: ..."; Apress/applied-reinforcement-learning-
    # w-python#1): a note, as five labelled logs say (r71D-1-003, r66D-1-013, r67D-0-002 ...)
    rule(
        "benign-deprecation-warning",
        INFO,
        "Keras 2 converted a call written for Keras 1 (harmless)",
        r"Update your `(?P<layer>[\w.]+)` call to the Keras 2 API",
        "call to the keras 2 api",
        lambda v, _c: (
            f"Harmless: Keras 2 converted this Keras 1 call of {v.get('layer', 'a layer')}; the "
            "warning's signature shows the Keras 2 arguments, and a Keras without the legacy "
            "layer (tf.keras, Keras >= 2.4) needs them"
        ),
    ),
    # Keras 1 code where no legacy layer converts it (keras-team/keras#9259: "TypeError:
    # conv2d() got an unexpected keyword argument 'border_mode'")
    rule(
        "keras-version-mismatch",
        E,
        "Code written for Keras 1 passes an argument Keras 2 renamed",
        rf"unexpected keyword argument '(?P<arg>{_ARGS})'|\b(?:conv[123]d|conv2d_transpose|"
        rf"separable_conv[12]d|depthwise_conv2d|pool[23]d)\(\) got an unexpected keyword argument "
        rf"'(?P<arg2>{_SHARED})'",
        tuple(f"argument '{a.lower()}'" for a in KERAS1_ARGS),
        _keras1,
    ),
    # Keras 2.3's TensorFlow backend on TF 2 (its tensorflow_backend.py: "`get_session` is not
    # available when using TensorFlow 2.0."; OlafenwaMoses/ImageAI#367)
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for TensorFlow 1 asks Keras for a session under TensorFlow 2",
        r"`(?P<attr>\w+)` is not available when using TensorFlow 2\.0",
        "is not available when using tensorflow 2",
        lambda v, _c: session_api(v.get("attr") or "get_session"),
    ),
    # TF 2.11's new optimizers refusing a checkpoint of the legacy ones (keras 2.11's
    # optimizer_experimental/optimizer.py; AlexanderKroll/KM_prediction#6)
    rule(
        "keras-version-mismatch",
        E,
        "A checkpoint of a legacy Keras optimizer is restored into TF 2.11+'s optimizer",
        r"restore a checkpoint from a legacy Keras optimizer into a v2\.11\+ Optimizer",
        "from a legacy keras optimizer",
        "The checkpoint was written with the optimizers of TensorFlow <= 2.10: build the model "
        "with tf.keras.optimizers.legacy.<Name> (e.g. tf.keras.optimizers.legacy.Adam) before "
        "restoring it, as the message says, or use the TensorFlow <= 2.10 it was trained with",
    ),
    # Keras 2 saying which backend it imported (qqwweee/keras-yolo3#677: "Using Theano
    # backend." above the AttributeError its Theano backend raised): a note on its own, the
    # likeliest cause when an exception no rule knows follows (explain/primary.py)
    rule(
        "keras-backend-not-tensorflow",
        INFO,
        "Keras runs on another backend than TensorFlow",
        r"^\W{0,3}Using (?P<backend>Theano|CNTK|MXNet|PlaidML\S*) backend\.?\s*$",
        ("using theano backend", "using cntk backend", "using mxnet backend", "using plaidml"),
        lambda v, _c: (
            f"Keras 2 imported the {v.get('backend', 'non-TensorFlow')} backend (from "
            "~/.keras/keras.json or KERAS_BACKEND): code written for TensorFlow's Keras fails "
            f"there. To run on TensorFlow, {KERAS2_TO_TENSORFLOW}; keep it if you chose that "
            "backend on purpose (PlaidML for an AMD or Metal GPU)"
        ),
    ),
    # Theano (under Keras 2) on a GPU without cuDNN (mdbloice/Augmentor's notebook, round 170:
    # "Using gpu device 0: GeForce GTX TITAN X (CNMeM is enabled ..., cuDNN not available)";
    # it trained, slower)
    rule(
        "keras-backend-not-tensorflow",
        Severity.WARNING,
        "Keras runs on Theano, which found the GPU but not cuDNN (slower kernels)",
        r"Using gpu device \d+: .*cuDNN not available",
        "cudnn not available",
        "Theano uses its own slower GPU kernels without cuDNN: install the cuDNN of Theano's CUDA "
        "where it looks (CUDA's lib64 and include folders, or THEANO_FLAGS dnn.include_path / "
        f"dnn.library_path). Theano is no longer developed: {KERAS2_TO_TENSORFLOW}",
    ),
    # a raw TensorFlow tensor where standalone Keras 2 expects a Keras layer's output (its
    # functional API reads _keras_history), or two Kerases mixed (fordai/CCKS2019-Chinese-
    # Clinical-NER#4: "AttributeError: 'Tensor' object has no attribute '_keras_history'"; the
    # maintainer: use the Keras version the project specifies)
    rule(
        "keras-version-mismatch",
        E,
        "A raw TensorFlow tensor reached a Keras 2 model (or two Keras versions are mixed)",
        r"'Tensor' object has no attribute '_keras_history'",
        "'_keras_history'",
        "Keras 2's functional API builds a model from Keras layers' outputs: wrap a TensorFlow op "
        "in a Lambda layer (or a custom Layer), and use one Keras throughout, the release the "
        "project pins (keras and tensorflow.keras mixed give the same error)",
    ),
    # bert-as-service's server on TensorFlow 2 (jina-ai/clip-as-service#587: "UserWarning:
    # Tensorflow 2.3.0 is not tested!", then its graph optimisation fails, "fail to optimize the
    # graph!"): bert-serving-server is written for TF 1.x (>= 1.10)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "bert-serving-server runs on TensorFlow 1.x only",
        r"bert_serving[\\/]server[\\/]helper\.py:\d+: UserWarning: Tensorflow (?P<tf>2\.[\d.]+) is not tested",
        "is not tested!",
        lambda v, _c: (
            f"bert-serving-server builds a TensorFlow 1 graph and fails on TensorFlow {v.get('tf')}: "
            "install tensorflow 1.15 (Python 3.7 or older) in the server's environment, or move to "
            "a server for TF 2 (the client can stay)"
        ),
        derive=lambda v: {"package": "bert-serving-server"},
    ),
    # an .h5 written by a newer Keras than the one loading it: TF 2.3's Keras names a functional
    # model's class "Functional" (googlecreativelab/teachablemachine-community#150: "ValueError:
    # Unknown layer: Functional" under TF 2.0/2.1's tensorflow_core; a TF 2.3+ loads it), and
    # InputLayer's config carries "ragged" (#37: "__init__() got an expected keyword argument
    # 'ragged'", the poster's typo of "unexpected"; a newer TensorFlow loaded it)
    rule(
        "keras-version-mismatch",
        E,
        "The saved model was written by a newer TensorFlow/Keras than the one loading it",
        r"(?-i:Unknown layer):\s*'?(?P<cls>Functional)'?\s*$|"
        r"__init__\(\) got an (?:un)?expected keyword argument '(?P<arg>ragged)'",
        ("unknown layer", "keyword argument 'ragged'"),
        "The file comes from a newer TensorFlow's Keras (a functional model saved by TF 2.3+ is a "
        "'Functional'; its InputLayer has 'ragged'): load it with that TensorFlow or newer "
        "(pip install -U tensorflow), or rebuild the model in code and load only its weights",
    ),
    # Keras 2 converting a Keras 1 sample count to a step count as is (nttuan8/DL_Tutorial's
    # self-driving-car notebook, round 99: "The semantics of the Keras 2 argument
    # `steps_per_epoch` is not the same as the Keras 1 argument `samples_per_epoch`.")
    rule(
        "keras2-legacy-argument-semantics",
        W,
        "A Keras 1 sample count is used as a Keras 2 step count (epochs batch_size times longer)",
        r"The semantics of the Keras 2 argument `(?P<new>\w+)` is not the same as the Keras 1 "
        r"argument `(?P<old>\w+)`",
        "the semantics of the keras 2 argument",
        lambda v, _c: (
            f"{v.get('old')} counted samples, {v.get('new')} counts batches: pass "
            f"{v.get('new')}=samples // batch_size (and validation_steps likewise), or each epoch "
            "runs batch_size times more batches than meant"
        ),
    ),
)


_TF_WORDS = re.compile(r"[gs]et_session|tensorflow|\btf\.|theano|cntk|mxnet", re.IGNORECASE)


def backend_explains(f: Finding, exception: str) -> bool:
    """Keras 2 on Theano/CNTK/MXNet explains an exception about TensorFlow's API or that
    backend (not PlaidML, chosen for its GPU; not a user's own error: the review of 105d4fb)."""
    return (
        f.id == "keras-backend-not-tensorflow"
        and not str(f.values.get("backend", "")).lower().startswith("plaidml")
        and bool(_TF_WORDS.search(exception))
    )
