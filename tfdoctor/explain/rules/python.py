"""Log rules for importing TensorFlow and Keras: Keras 2 vs 3, code written for another
TensorFlow, the Windows loader (NumPy/protobuf clashes: abi.py). Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.explain.rules.import_failures import IMPORT_FAILURE_RULES
from tfdoctor.explain.rules.native import CORE_TF_NAMES
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

_KERAS = env.keras_mismatch
_CORE = "|".join(CORE_TF_NAMES)

def _tensorboard(v: Values, ctx: ExplainContext | None) -> str:
    """The TensorFlow 2 releases that print this declare tensorboard (2.15.1's METADATA still
    has "tensorboard (<2.16,>=2.15)"; 2.21.0's has none, and without it prints nothing):
    installing the same TensorFlow again makes pip bring what it declares (proven on a TF
    2.15.1 venv with tensorboard removed: the shell line below installed tensorboard 2.15.2)."""
    pip = ctx.pip if ctx and ctx.pip else "python -m pip"
    line = ctx.pin("tensorboard") if ctx else None
    if line:
        return f"{line}   # the range this TensorFlow declares"
    if ctx and ctx.tf_version:
        return (
            f'{pip} install "tensorflow=={ctx.tf_version}"   # the same TensorFlow again: pip '
            "installs the tensorboard it declares"
        )
    return (
        f'{pip} install "tensorflow==$(python -c "import importlib.metadata as m; '
        "print(m.version('tensorflow'))\")\"   # the installed TensorFlow again: pip installs "
        "the tensorboard it declares"
    )


PYTHON_RULES = (
    # --- Keras 2 (tf.keras) vs Keras 3 ------------------------------------------------------
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        # (and TF's tf.compat.v1.layers under Keras 3, DeepLabCut/DeepLabCut#2839: "... is not
        # available with Keras 3."; save_format=, "deprecated in Keras 3": DeepDanbooru#106)
        r"A KerasTensor cannot be used as input to a TensorFlow function|is not (?:supported|"
        r"available) (?:in|with) Keras 3|argument is deprecated in Keras 3\.(?!\s*We recommend)|installed version of Keras is Keras 3|TF_USE_LEGACY_KERAS set to True, but "
        r"you do not have the tf_keras package|(?:filepath=(?P<fp>\S+?)\. )?(?:Keras 3|Keras Core) only supports V3 "
        r"`?\.keras(?P<smdir>.*legacy SavedModel format is not supported)?|No module named '(?P<module>(?:tensorflow\.)?keras\.[\w.]+|tf_keras|tensorflow\.keras)'|"
        # Keras 3 (or a late Keras 2) on a TF older than it: it imports
        # tensorflow.python.trackable, which old TF releases have not got (remigenet/TKAN#16:
        # keras 3.6 on TF 2.4.1; TF 2.12+ wheels have it: the realenv tier's venvs)
        r"No module named 'tensorflow\.python\.trackable\b|"
        # Keras 3's Sequential refusing a layer of another Keras (a tf_keras/Keras 2 layer:
        # tensorflow_hub's KerasLayer, tensorflow/tensorflow#76042; a notebook shows the
        # raising source line even when the paste stops before the message)
        r"Only instances of `keras\.Layer` can be|"
        # Keras 3 asked for a model's input before it was called: Keras 2 code building a
        # Sequential without an Input (serengil/deepface#1272 under TF 2.16)
        r"has never been called and thus has no defined input|"
        # a package's own check that it needs Keras 2 as tf-keras under TF >= 2.16
        # (BrasD99/HeyGenClone#26, deepface: "You have tensorflow 2.16.1 and this requires
        # tf-keras package. Please run `pip install tf-keras`")
        r"requires tf[-_]keras package|Please run `pip install tf[-_]keras`|"
        r"cannot import name '\w+' from '(?P<from>(?:tensorflow\.)?keras[\w.]*)'",
        (
            "kerastensor",
            "keras 3",
            "keras core",
            "tf_use_legacy_keras",
            "no module named 'keras",
            "no module named 'tensorflow.keras",
            "no module named 'tf_keras",
            "no module named 'tensorflow.python.trackable",
            "only instances of `keras.layer`",
            "has never been called and thus has no defined input",
            "requires tf-keras",
            "requires tf_keras",
            "pip install tf-keras",
            "pip install tf_keras",
            "cannot import name",
        ),
        _KERAS,
        url="https://keras.io/getting_started/#tensorflow--keras-2-backwards-compatibility",
    ),
    # AutoGraph built against an older gast: every function is run as-is, slowly
    # (sglvladi/TensorFlowObjectDetectionTutorial docs/source/issues.rst: "could not be
    # transformed and will be executed as-is ... Bad argument number for Name: 3, expecting
    # 4", fixed with gast==0.2.2 under TF 1.15-2.0)
    rule(
        "tensorflow-requirement-unmet",
        W,
        "gast is newer than this TensorFlow's AutoGraph reads",
        # (not inside AutoGraph's own warning: that one names it, autograph-could-not-
        # transform with gast's pin as its remedy, rules/training.py)
        r"^(?!.*(?:could not be transformed and will be|AutoGraph could not transform))"
        r".*?(?:Bad argument number for Name: \d+, expecting \d+|module 'gast' has no attribute "
        r"'(?:Index|Num|Str)')",
        ("bad argument number for name", "module 'gast'"),
        'pip install "gast==0.2.2" (what TensorFlow 1.15-2.0 were built with), or a newer '
        "TensorFlow; until then AutoGraph runs these functions unconverted",
    ),
    # TensorFlow's own note that the tensorboard it depends on is not installed
    # (zfit/zfit#317: "WARNING:root:Limited tf.compat.v2.summary API due to missing
    # TensorBoard installation.", a virtualenv left without it)
    rule(
        "tensorflow-requirement-unmet",
        W,
        "TensorBoard, which TensorFlow depends on, is not installed",
        r"Limited tf(?:\.compat\.v[12])?\.summary API due to missing TensorBoard installation",
        "missing tensorboard installation",
        _tensorboard,
    ),
    # A model object from one Keras meets code of the other: an attribute one of them
    # dropped ('Sequential' object has no attribute '_get_save_spec', tensorflow#63867; an
    # optimizer's: "'Adam' object has no attribute 'get_updates'", keras-rl2 on Keras 2.11+'s
    # new optimizers, code index 66693863904),
    # or a tf_keras object where a Keras 3 one is expected (keras-team/keras-tuner#1039).
    rule(
        "keras-version-mismatch",
        E,
        "The Keras installed is not the one this code (or this TensorFlow) was written for",
        r"(?:AttributeError: |^\W{0,3})'(?:(?P<object>Sequential|Functional|Model|KerasTensor|Layer|Dense|"
        r"InputLayer|Adam|AdamW|SGD|RMSprop|Adagrad|Adadelta|Adamax|Nadam|Ftrl|Optimizer|"
        r"OptimizerV2)' object has no attribute(?! '(?:predict_classes|predict_proba)')|(?P<node>Node)"
        r"' object has no attribute '(?:output|input)_masks'|(?P<node2>\w+)' object has no attribute '(?:out|in)bound_nodes')|"
        # a tool's own report (microsoft/onnxruntime#19956: "'Sequential' object has no attribute 'output_names'")
        r"'(?P<object2>Sequential|Functional)' object has no attribute(?! '(?:predict_classes|"
        r"predict_proba)')|"
        # any model class (KerasCV's ImageClassifier, keras-team/keras-cv#2455; tf2onnx's
        # from_keras on TF 2.16's Keras 3, onnx/tensorflow-onnx#2329: rounds 135-136)
        r"'(?P<object3>\w+)' object has no attribute '_get_save_spec'|"
        r"(?:AttributeError: |^\W{0,3})module ?'(?P<module>(?:tensorflow"  # (TF 1's sessions: API)
        r"\.)?keras[\w.]*)' has no attribute(?!(?<=keras' has no attribute) '(?:load_model|save_model|model_from_json)')(?! '(?:[gs]et_session|(?:sparse_)?softmax_cross_entropy|sigmoid_"
        r"cross_entropy|absolute_difference|log_loss)')|(?:Error|Exception)\b(?!.*(?:is not supported in h5|is not supported\. You can quantize))"
        r".*<(?:class ')?(?P<other>"  # (TF 1 losses: API; tf_keras's h5 words: text_layer_words.py;
        # tfmot refusing a tf_keras layer: tfmot-layer-not-supported, outside check o)
        r"tf_keras\.src\.[\w.]+)",
        # (a paste without the space: bojone/CLUE-bert4keras#6, "module'keras.utils'")
        ("object has no attribute", "module 'keras", "module 'tensorflow.keras", "tf_keras.src",
         "module'keras", "module'tensorflow.keras"),
        _KERAS,
    ),
    # Code written for another TensorFlow (TF 1.x's API on TF 2, or a newer TF's on an older
    # one): its import or first call asks `tf` for a name this release has not got. A
    # package's import raising it is that package's release built for another TF
    # (onnx/onnx-tensorflow#547: onnx-tf 1.5 on TF 2.2, "module 'tensorflow' has no attribute
    # 'ceil'"; tensorflow/datasets#1577: tfds 2.1 on TF 1.14, "... 'tensorflow.compat.v2' has
    # no attribute 'contrib'"). A file of yours named tensorflow.py is tried first (events).
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for another TensorFlow asks for a name this one has not got",
        r"module '(?P<module>tensorflow(?:\._api\.v[12])?(?:\.(?!keras\b|__internal__|_api\b)\w+)*)' "
        r"has no attribute '(?P<attr>(?!(?:__internal__|_TensorLike)')"
        # (not a name every TensorFlow has at its top: tensorflow-install-broken's, native.py)
        r"(?!(?<=module 'tensorflow' has no attribute ')(?:" + _CORE + r")')\w+)'|"
        # Python 2 does not name the module; in TensorFlow code it is TensorFlow's API
        # (NVIDIA/DeepLearningExamples object_detection g3doc/faq.md: "AttributeError:
        # 'module' object has no attribute 'BackupHandler'", a TF older than 1.5)
        r"AttributeError: 'module' object has no attribute '(?P<attr4>(?!(?:" + _CORE + r")')\w+)'|"
        r"No module named '(?P<module2>tensorflow\.(?P<attr2>contrib))|"
        # TF 2.0/2.1 kept its API in tensorflow_core: TF 1 code there asks it for TF 1 names
        # (lululxvi/deepxde#37: "module 'tensorflow_core.python.keras.api._v2.keras.losses'
        # has no attribute 'softmax_cross_entropy'", tf.losses of TF 1)
        # (and TF <= 2.5's bundled tf.keras, never Keras 3: bryanlimy/tf2-transformer-chatbot#4,
        # "module 'tensorflow.python.keras.api._v2.keras.layers' has no attribute
        # 'LayerNormalization'" on TF 2.0.0-alpha0)
        # (and TF 2's tf.summary, which is TensorBoard's module: taomanwai/tensorboardcolab#14,
        # round 111, "module 'tensorboard.summary._tf.summary' has no attribute 'FileWriter'")
        r"module '(?P<module5>tensorflow_core(?:\.\w+)*|tensorflow\.python\.keras(?:\.\w+)*|tensorboard\.summary\._tf(?:\.\w+)*|(?:tensorflow\.)?keras\.backend(?=' has no attribute '[gs]et_session))' has "
        r"no attribute '(?P<attr5>(?!__internal__'|_TensorLike'|get_graph')\w+)(?:'|\s*$)|"
        # a submodule this TF has not got (keras-team/autokeras#1904: "No module named
        # 'tensorflow.keras.layers.experimental'", gone with Keras 3 in TF 2.16); not
        # tensorflow.python (a file of the user's named tensorflow.py: events.py)
        r"No module named '(?P<module6>tensorflow\.(?:(?!python\b|contrib\b)\w+|python\.(?:keras|\w+(?=\.\w)))"
        r"(?:\.\w+)+)(?:'|\s*$)|"  # (tf.keras's internals: CODAIT/deep-histopath#40, TF 1.8)
        # a name imported from one of TF's own modules (not Keras's: the rules below) that
        # this TF has not got: OlafenwaMoses/ImageAI#494's kind, "cannot import name
        # 'convert_all_kernels_in_model' from 'tensorflow.python.keras.utils'"
        # a TF class's API of another release (TF 1's TFLiteConverter has no from_keras_model:
        # tensorflow/tfjs-models' speech-commands notebook)
        r"type object 'TFLiteConverter(?P<v2>V2)?' has no attribute '(?P<attr6>\w+)'|"
        r"cannot import name '(?P<attr3>\w+)' from '(?P<module3>tensorflow(?!' \(unknown location\))(?!\.keras\b|"
        r"\.compat\.v2\.experimental'|\.python\.eager\.context')(?:\.\w+)*)'",
        ("'module' object has no attribute", "module 'tensorflow", "no module named 'tensorflow.",
         "module 'tensorboard.summary._tf",
         "from 'tensorflow", "type object 'tfliteconverter", "attribute 'get_session", "attribute 'set_session"),
        env.tf_api,
        group="tf-api",
    ),
    # a field of TensorFlow's config protos (ConfigProto, GPUOptions...) that this release has
    # not got (tensorflow/benchmarks#23: tf_cnn_benchmarks setting gpu_options.
    # force_gpu_compatible under TF 1.1, "Assignment not allowed (no field
    # "force_gpu_compatible" in protocol message object)"; the TF team: a newer TensorFlow)
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for a newer TensorFlow sets a config field this one has not got",
        r"Assignment not allowed \(no field \"(?P<field>\w+)\" in protocol message object\)",
        "in protocol message object",
        lambda v, _c: (
            f"The protobuf message being set has no field {v.get('field')}: the code was written "
            "for a newer release of the library that defines it (TensorFlow's ConfigProto or "
            "GPUOptions: a newer TensorFlow; an Object Detection API pipeline config: that API's "
            "release). Install the release the code names, or drop that setting"
        ),
    ),
    # code for keras <= 2.3 run on keras 2.4, which re-routes to tf.keras (fizyr/keras-
    # retinanet#1416, keras==2.3.1 fixed it); Python <= 3.8 words any class call with a
    # duplicated keyword so, hence the hedge. The pins are proven on a real copy (2026-11-28,
    # Python 3.7.16 venv from the registry): pip took keras 2.3.1, tensorflow 2.1.4, protobuf
    # 3.19.6, numpy 1.18.5, and a keras 2.3 model with a layer called with training= ran its
    # fit. keras 2.3.1 runs on TF <= 2.1 (remedies_keras._pre_lockstep_keras), TF 2.1 wheels
    # stop at Python 3.7, and TF 2.0-2.5 need protobuf<3.20 (judge/install.py)
    rule(
        "keras-version-mismatch",
        E,
        "Keras code passed training= twice (code for keras <= 2.3 on keras 2.4+)",
        r"type object got multiple values for keyword argument 'training'",
        "got multiple values for keyword argument 'training'",
        "If the code (or a package such as keras-retinanet) was written for keras <= 2.3: "
        'pip install "keras==2.3.1" "tensorflow<2.2" "protobuf<3.20" (Python 3.7 or older: '
        "TensorFlow 2.1 is the newest keras 2.3.1 runs on), or the package's release for "
        "tf.keras; otherwise the call passes training= both positionally and by name",
    ),
    # a notebook's own check of the TensorFlow it was written for (aamini/introtodeeplearning's
    # lab 1: "AssertionError: Wrong tensorflow version 1.12.0 installed", written for 1.13)
    rule(
        "tensorflow-api-mismatch",
        E,
        "The code checks for another TensorFlow release than the one installed",
        r"Wrong tensorflow version (?P<found>[\w.+-]+) installed",
        "wrong tensorflow version",
        lambda v, _c: (
            f"The code was written for another TensorFlow than {v.get('found')}: install the "
            "release its own check (the assert above) asks for, in this kernel's Python"
        ),
    ),
    # Keras (keras 2.x or tf-keras) calling TensorFlow internals that this TF has not got:
    # the two are not the same release line (ad12/DOSMA#106: keras 2.5 on TF 2.4, "module
    # 'tensorflow.compat.v2.__internal__' has no attribute 'tf2'"; keras-team/tf-keras#676:
    # tf-keras on tf-nightly, "... has no attribute 'register_load_context_function'")
    rule(
        "keras-version-mismatch",
        E,
        "Keras and TensorFlow are not the same release line",
        r"module 'tensorflow(?:\._api\.v[12])?(?:\.compat\.v[12])?\.__internal__[\w.]*' has no "
        r"attribute '(?P<attr>\w+)'|"
        # tf.__internal__ itself missing: a keras >= 2.5 on a TF older than 2.5
        # (tensorflow/models#10025: "module 'tensorflow._api.v1.compat.v2' has no attribute
        # '__internal__'" under TF 1.x, per the Keras maintainer)
        r"module 'tensorflow(?:_core)?(?:\._api\.v[12])?(?:\.compat\.v[12])?' has no attribute "
        r"'__internal__'",
        ("__internal__' has no attribute", "has no attribute '__internal__'"),
        env.keras_line,
    ),
    # a standalone keras newer (or older) than TF importing what this TF has not got
    # (qqwweee/keras-yolo3#763: keras's backend.py, "cannot import name 'get_config' from
    # 'tensorflow.python.eager.context'"; eunjin93/SICR_BCI#4: a keras version for this TF)
    # (spotify/basic-pitch#82 and intel/ipex-llm#7106: keras 2.11-2.12 under TF 2.6, "cannot
    # import name 'dtensor' from 'tensorflow.compat.v2.experimental'"; magenta/ddsp#507:
    # "cannot import name 'dtensor_api' from 'keras.dtensor'")
    rule(
        "keras-version-mismatch",
        E,
        "Keras and TensorFlow are not the same release line",
        r"cannot import name '(?P<name>\w+)' from '(?P<module>tensorflow\.compat\.v2\.experimental|"
        r"tensorflow\.python\.eager\.context|keras\.dtensor)'|"
        # the same without the module (tensorflow/tensorflow#56298: keras 2.9 under TF 2.6);
        # two Kerases registering one metric (optuna/optuna#3078: keras 2.7.0 with TF 2.6)
        r"^\W{0,3}(?:ImportError: )?cannot import name 'dtensor'\W{0,3}$|"
        # Python 3.6 names no module: the import line says whose (tensorflow/tensorflow#48734)
        r"from tensorflow\.python\.eager\.context import get_config|"
        r"Another metric with the same name already exists|Cannot register 2 metrics with the "
        r"same name: /tensorflow/api/keras|"  # (scikit-hep/pyhf#1683: keras 2.7 under TF 2.6)
        # Keras >= 2.1.6 passing axis= to a TF < 1.5 softmax (keras-team/keras#12061)
        r"softmax\(\) got an unexpected keyword argument 'axis'|"

        # keras 2.4's own __init__ under TF < 2.2 (code index 822235477: its source;
        # 19248581787, 48183789182: users' tracebacks)
        r"Keras requires TensorFlow (?P<required>[\d.]+) or higher",
        ("from 'tensorflow.compat.v2.experimental'", "from 'tensorflow.python.eager.context'",
         "from 'keras.dtensor'", "keras requires tensorflow", "cannot import name 'dtensor'",
         "import get_config", "another metric with the same name",
         "cannot register 2 metrics", "softmax() got an unexpected keyword argument 'axis'"),
        env.keras_line,
    ),  # fmt: skip
    *IMPORT_FAILURE_RULES,
)
