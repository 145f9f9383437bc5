"""Log rules for models and code that cross Keras versions: a saved model's config, or a
layer argument, that one Keras writes and another does not take.

Keras 2 (tf.keras of TF <= 2.15, tf_keras) and Keras 3 reject unknown layer arguments in
their own words, so the wording says which Keras refused: Keras 2's ``InputLayer`` lists
them (``Unrecognized keyword arguments: ['batch_shape']``: a Keras 3 file read by Keras 2),
Keras 3's ``Layer`` names the layer (``Unrecognized keyword arguments passed to LSTM:
{'time_major': False}``: Keras 2's config or code read by Keras 3). Samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.explain.rules.keras_names import (
    CUSTOM_EXTRA_KEY,  # (a user's class: text_layer_words.py)
)
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


def _older_keras_argument(v: Values, ctx: ExplainContext | None) -> str:
    kw = v.get("kwarg") or v.get("kwarg2")
    if kw == "lr":
        first = "`lr` is gone from Keras's optimizers: write learning_rate="
    elif kw == "decay":
        first = (
            "`decay` is gone from the optimizers of Keras 2.11+: give learning_rate a "
            "schedule (keras.optimizers.schedules.InverseTimeDecay), or use "
            "tf.keras.optimizers.legacy.* on TF 2.11-2.15"
        )
        return first + "; the code was written for TensorFlow <= 2.10"
    else:
        first = (
            f"add_weight's positional arguments changed (this code passes `{v.get('arg', 'name')}` "
            "by position): pass name= and shape= by keyword"
        )
    return first + ". Or run the code with the Keras it was written for: " + env.keras_mismatch(v, ctx)


_MIXED = (
    "Objects of two Kerases meet here (standalone `keras` and tf.keras / "
    "tensorflow.python.keras / tf_keras): build the model, its layers and its optimizer from "
    "one of them (all `from tensorflow import keras`, or all `import keras`), or pass the "
    "optimizer by name ('adam')"
)

# ops that TF Text, TF Addons and TF IO register when imported: TF Text's op names as its
# tensorflow_text-2.21.1 wheel's .so files hold them (CaseFoldUTF8, NormalizeUTF8,
# RegexSplitWithOffsets, WhitespaceTokenizeWithOffsetsV2, WordpieceTokenizeWithOffsets,
# FastWordpieceTokenizeWithOffsets, FastBertNormalize, SentencepieceOp, ...); "Addons>" and
# "IO>" are the prefixes of tensorflow-addons' and tensorflow-io's own ops
_TEXT_OPS = re.compile(
    r"^(?:CaseFold|NormalizeUTF8|Whitespace|Wordpiece|FastWordpiece|FastBert|RegexSplit|"
    r"Sentencepiece|UnicodeScript|SplitMerge|RoundRobin|NgramsStringJoin|BoiseTags|"
    r"ConstrainedSequence|MaxSpanningTree|ByteSplit)"
)


def _op_not_registered(v: Values, _c: ExplainContext | None) -> str:
    if v.get("op3"):  # a function or op a remote worker's (a TPU's) binary lacks
        return (
            f"The worker's TensorFlow (a TPU runtime, a remote server) has no {v['op3']}: "
            "the client and the worker run different TensorFlow releases. Run the client on "
            "the worker's release (a Colab/Cloud TPU: the TensorFlow its runtime version names; "
            "not tf-nightly against a stable runtime), or start the worker with the client's"
        )
    op = str(v.get("op") or v.get("op2") or "")
    if op.startswith("Horovod"):
        return (
            f"{op} is Horovod's: a graph frozen from a Horovod training run keeps its ops. Keep "
            "only the inference ops before freezing (TensorFlow's optimize_for_inference), or "
            "`import horovod.tensorflow` in the process that loads it"
        )
    if _TEXT_OPS.match(op):
        return (
            f"{op} is a TensorFlow Text op: `pip install tensorflow-text` (its release for this "
            "TensorFlow: `tfdoctor matrix --companions tensorflow-text`) and `import "
            "tensorflow_text` before loading the model"
        )
    if op.startswith("SimpleMLInferenceOp"):
        # TF-DF's own docs: 'Op type not registered "SimpleMLInferenceOpWithHandle"' where
        # its custom ops are not loaded (TFX, TF Serving without them)
        return (
            f"{op} is a TensorFlow Decision Forests op: `import tensorflow_decision_forests` "
            "before loading (installed for this TensorFlow: `tfdoctor matrix --companions "
            "tensorflow-decision-forests`); TF Serving needs a build with TF-DF's ops"
        )
    if op == "TRTEngineOp":
        return (
            "TRTEngineOp is TF-TRT's: the graph was converted with TensorRT; load it with a "
            "TensorFlow built with TensorRT and TensorRT installed (TF 1.x: import "
            "tensorflow.contrib.tensorrt first), or load the graph from before conversion"
        )
    for prefix, dist in (("Addons>", "tensorflow-addons"), ("IO>", "tensorflow-io"), ("TFText>", "tensorflow-text")):
        if op.startswith(prefix):
            mod = dist.replace("-", "_")
            return f"{op} is a {dist} op: install it for this TensorFlow and `import {mod}` first"
    return (
        f"The model needs {op or 'an op'}, which this TensorFlow does not have: it was saved by a "
        "newer TensorFlow (or uses a companion package's op that is not imported). Load it with "
        "the TensorFlow release that saved it or newer (TF Serving: a server of that release), "
        "or import the package that defines the op first"
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
        r"(?!" + re.sub(r"\(\?P<\w+>", "(?:", CUSTOM_EXTRA_KEY) + r")Unrecognized keyword arguments passed to (?P<layer>\w+)(?:: \{'(?!go_backwards')(?P<kwarg>\w+)'|\s*$)",
        "unrecognized keyword arguments passed to",
        _keras3_refused,
    ),
    # Keras 3's trainer without Keras 2's fit() arguments (workers, use_multiprocessing, max_queue_size:
    # pythonlessons/mltu#60, "TypeError: TensorFlowTrainer.fit() got an unexpected keyword argument
    # 'workers'", fixed by removing it; Keras 3.15's keras/src/trainers/data_adapters/py_dataset_adapter.py:
    # PyDataset.__init__(self, workers=1, use_multiprocessing=False, max_queue_size=10))
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 does not take an argument Keras 2 code passes",
        r"(?:TensorFlow|JAX|Torch|Numpy)Trainer\.(?P<method>\w+)\(\) got an unexpected keyword "
        r"argument '(?P<kwarg>\w+)'",
        "trainer.",
        lambda v, _c: (
            f"This is Keras 2 code on Keras 3: Keras 3's {v.get('method', 'fit')}() has no "
            f"'{v.get('kwarg', '')}' argument (workers, use_multiprocessing and max_queue_size "
            "moved to the PyDataset): remove it, or run the code with Keras 2: "
            + env.keras_mismatch({}, None)
        ),
    ),
    # tf.keras 2.x's own check of a layer's arguments (keras/utils/generic_utils.py validate_kwargs): a
    # layer config or code written for another Keras ("TypeError: ('Keyword argument not understood:',
    # 'dropout_rate')", CyberZHG/keras-bert#98: a checkpoint of TF 1.14's Keras read by TF 2.0-beta's)
    rule(
        "keras-version-mismatch",
        E,
        "Keras does not take an argument that another Keras wrote",
        # (Keras 1 asserted it unquoted: "AssertionError: Keyword argument not understood:
        # input_dtype", its engine/topology.py `assert kwarg in allowed_kwargs`)
        r"Keyword argument not understood:?'?,?\s*'?(?P<kwarg>\w+)'?",
        "keyword argument not understood",
        lambda v, _c: (
            f"This Keras has no '{v.get('kwarg', '')}' argument for that layer: the code or the "
            "saved model was written for another Keras (or a package built for one). Use the "
            "Keras and TensorFlow it was written for, or a release of the package for this "
            "TensorFlow: " + env.keras_mismatch({}, None)
        ),
    ),
    # Keras 3's save() takes .keras or .h5 only; Keras 2 code saves a SavedModel folder
    # (keras/src/saving/saving_api.py, code index 421287029; 71156313191: a user's notebook);
    # its ModelCheckpoint and save_weights ask for .keras / .weights.h5 (code index
    # 71628519340, 449815159; AISyLab/Triplet-attack#1; "'.keras'" quoted: r159-2-003)
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 saves models as .keras (or .h5) and weights as .weights.h5 only",
        r"Invalid filepath extension for saving|The filepath provided must end in [`']?\.(?:keras|"
        r"weights\.h5)|The filename must end in [`']?\.weights\.h5",
        ("invalid filepath extension for saving", "filepath provided must end in",
         "filename must end in `.weights.h5"),
        "This is Keras 2 code on Keras 3: save with model.save('model.keras') (or '.h5'), "
        "checkpoint to a '.keras' path (weights only: '.weights.h5'); for a SavedModel (TF "
        "Serving, TFLite) use model.export('folder'); or run the code as written with Keras 2: "
        + env.keras_mismatch({}, None),
    ),
    # a model file names a Keras class this Keras cannot find: written by another Keras
    # (code index 54831865143: an old Keras 2.2.4 JSON read by Keras 3; 56338786713: a
    # `keras` H5 read by tensorflow.keras). A user's own class is another matter (it needs
    # registering), so only Keras's own classes count.
    rule(
        "keras-version-mismatch",
        E,
        "The model file was written by another Keras",
        r"Could not locate class '(?P<cls>Sequential|Functional|Model|InputLayer)'|Could not "
        r"locate class '(?P<cls2>\w+)'(?:(?!'config':).)*'module': '(?P<kmodule>keras[\w.]*)'|"
        # Keras 3 reading a Keras 2 file's module path (keras-team/keras#19089: "Could not
        # deserialize class 'Functional' because its parent module keras.src.engine.functional
        # cannot be imported")
        r"Could not deserialize \w+ '(?P<cls3>\w+)' because its parent module (?P<kmodule2>"
        r"(?:keras|tf_keras)[\w.]*) cannot be imported",
        ("could not locate class", "because its parent module keras", "parent module tf_keras"),
        "The model file was written by another Keras than this one (Keras 2 and Keras 3 name "
        "their classes apart): load it with the Keras that saved it (a Keras 2 file: tf-keras "
        "with TF_USE_LEGACY_KERAS=1, or TensorFlow <= 2.15), or rebuild the architecture in "
        "code and load only the weights (model.load_weights)",
    ),
    # two Kerases in one program: a standalone keras object given to tf.keras, or the
    # reverse (code index 71474504031: tensorflow/python/keras/optimizers.py refusing
    # keras.src's Adam; 30924717061: keras.Sequential vs tf.keras.Sequential; a package's
    # optimizer built on the other Keras, CyberZHG/keras-radam#30: keras_radam's RAdam on
    # standalone keras given to tf.keras, fixed with TF_KERAS=1)
    rule(
        "keras-version-mismatch",
        E,
        "Objects of two different Kerases are mixed",
        r"Could not interpret optimizer identifier:?'?,? ?<(?P<other>[\w.]+)|The added layer must be an instance of class Layer\. Found: <(?P<other2>"
        r"(?:keras|tf_keras|tensorflow)[\w.]*)|The added layer must be an instance of class Layer\. "
        r"Found: <(?P<other3>[\w.]+) object at 0x",  # (tcn.TCN on tf.keras: philipperemy/keras-tcn#129)
        ("could not interpret optimizer identifier", "added layer must be an instance"),
        _MIXED,
    ),
    # an optimizer or layer argument an older Keras took: Keras 3's optimizers refuse `lr`
    # (keras/src/optimizers/base_optimizer.py: "Argument(s) not recognized: {'lr': 0.001}",
    # code index 71436112482), Keras 2.11+'s new optimizers refuse `decay` (its source:
    # 271353106), add_weight's first positional argument became `shape` (Keras 3,
    # keras-team/keras#22253's kind; code index 61782300613)
    rule(
        "keras-version-mismatch",
        E,
        "Code written for an older Keras passes an argument this Keras does not take",
        r"Argument\(s\) not recognized ?: \{'(?P<kwarg>lr|decay)'|(?P<kwarg2>decay|lr) is deprecated "
        r"in the new (?:TF-)?Keras optimizer|add_weight\(\) got multiple values for argument '(?P<arg>\w+)'",
        ("argument(s) not recognized", "in the new keras optimizer", "new tf-keras optimizer", "add_weight()"),
        _older_keras_argument,
    ),
    # Keras 3 loading a model folder looks for its own weights file (keras 3.8.0's
    # saving_lib.py, _load_model_from_dir: "Expected a model.weights.h5 or model.weights.npz
    # file."); a folder Keras 2 saved has none (gschramm/pyapetnet#28: TF 2.18, fixed with
    # the project's pinned TF <= 2.15)
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 cannot read a model folder saved by Keras 2",
        r"Expected a model\.weights\.h5 or model\.weights\.npz file",
        "expected a model.weights.h5",
        "This model folder was saved by Keras 2 (TensorFlow <= 2.15), and Keras 3 finds none of "
        "its own weight files in it: load it with Keras 2 (" + env.keras_mismatch({}, None)
        + "), or, for inference only, in Keras 3 as keras.layers.TFSMLayer(folder, "
        "call_endpoint='serving_default')",
    ),
    # a model (SavedModel, graph, Hub module) uses an op this process has not registered:
    # a companion's ops not imported (tensorflow/hub#705: the BERT preprocessor, "Op type not
    # registered 'CaseFoldUTF8'", fixed by `import tensorflow_text`), or the model was saved
    # by a newer TensorFlow than the one loading it (google-research/medical-ai-research-
    # foundations#4: 'DisableCopyOnRead', fixed by a newer TF; tensorflow/serving#411:
    # 'FIFOQueueV2' in a server built on another TF)
    rule(
        "op-not-registered",
        E,
        "The model uses an op this TensorFlow has not registered",
        r"Op type not registered '\**(?P<op>[\w>]+)\**'|"  # (** a markdown bold: serving#1490)
        # TF 1.x's graph importer (horovod/horovod docs/inference.rst: "ValueError: No op
        # named HorovodAllreduce in defined operations." for a frozen graph that kept
        # Horovod's ops); a function or op the remote worker's binary lacks (tensorflow/
        # tensorflow#34391: a TPU runtime older than the tf-nightly client, "'__inference_
        # _tpu_init_fn_105' is neither a type of a primitive operation nor a name of a
        # function registered in binary running on n-050d2992-w-0")
        r"No op named (?P<op2>\w+) in defined operations|'(?P<op3>[\w>]+)' is neither a type of "
        r"a primitive operation nor a name of a function registered in binary",
        ("op type not registered", "in defined operations", "primitive operation nor a name"),
        _op_not_registered,
    ),
    # a Keras Lambda layer stores Python bytecode (marshal), which another Python version
    # cannot read (SeldonIO/alibi-detect#321: "ValueError: bad marshal data (unknown type
    # code)", a model saved under another Python)
    rule(
        "keras-lambda-python-version-mismatch",
        E,
        "A Keras Lambda layer was saved by another Python version",
        r"bad marshal data \(unknown type code\)|^\W{0,3}SystemError: unknown opcode\s*$",
        ("bad marshal data", "systemerror: unknown opcode"),
        "Python bytecode saved by another Python version ran here: most often a Keras model's "
        "Lambda layer (or an object pickled with dill/cloudpickle). Load it with that Python "
        "version, or rebuild the model in code and load only its weights (model.load_weights); "
        "a custom layer class instead of a Lambda avoids it",
    ),
    # TF 1's graph API (hub.Module, meta graphs, Session) under TF 2's eager execution
    # (tensorflow/hub#471: "RuntimeError: Exporting/importing meta graphs is not supported
    # when eager execution is enabled.", a TF1 Hub module loaded with hub.Module on TF 2.1)
    rule(
        "tensorflow-api-mismatch",
        E,
        "TensorFlow 1 graph code runs under TensorFlow 2's eager execution",
        r"(?P<what>[\w/ ]+) (?:is|are) not supported when eager execution is enabled"
        # TF's other words for it (array_ops.py, queue_runner_impl.py, writer.py of TF 2.21;
        # jibynd/Neural-Texture-Transfer#1: "tf.placeholder() is not compatible with eager
        # execution."; tensorflow/models#10031 answered: disable_eager_execution())
        r"|(?P<what2>[\w.*() ]+) (?:is|are) (?:not compatible|incompatible) with eager execution",
        ("not supported when eager execution is enabled", "compatible with eager execution"),
        "This is TensorFlow 1 graph code (hub.Module, meta graphs, placeholders) on TensorFlow "
        "2: use the TF2 API (hub.KerasLayer / hub.load with a TF2 model), or run it under "
        "tf.compat.v1 with tf.compat.v1.disable_eager_execution() at the start",
    ),
)
