"""Log rules for Keras 3 building, compiling and loading a model: a Lambda whose output shape
it cannot infer, a custom layer that does not take the base keys back, one optimizer given two
models, a Keras bug in switching backends; and Keras's note that XLA is off. Verbatim real
samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.remedies_env import keras_mismatch
from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

KERAS_BUILD_RULES = (
    # Keras 3 running a Keras 2 Lambda (keras-team/keras#21089: K.expand_dims from `keras
    # import backend as K` in a Lambda under TF 2.19; the poster's fix: `from keras import ops
    # as K`, or pass output_shape)
    rule(
        "keras-lambda-output-shape-unknown",
        E,
        "Keras 3 cannot infer a Lambda layer's output shape",
        r"We could not automatically infer the shape of the Lambda's output",
        "infer the shape of the lambda",
        lambda _v, c: (
            "Keras 3 says this for any error inside the Lambda's function: call the function on a "
            "sample tensor (fn(keras.ops.ones((1, ...)))) to see its own error. Your own code: use "
            "keras.ops inside the function (Keras 2's `keras.backend` functions do not trace in "
            "Keras 3), or give Lambda(fn, output_shape=...). After load_model: a lambda loaded "
            "from a file runs with Keras's own globals (keras/src/utils/python_utils.py's "
            "func_load), so a name it reads from your module or a closure is undefined: pass it "
            "with Lambda(fn, arguments={...}) or write a Layer subclass. A file Keras 2 wrote: "
            "load it with Keras 2, or rebuild the model and load_weights: " + keras_mismatch({}, c)
        ),
    ),
    # a custom layer whose __init__ takes no **kwargs, loaded from a .keras file whose config
    # holds the base Layer's keys (keras-team/keras-io#1884: "Error when deserializing class
    # 'TransformerBlock' ... TransformerBlock.__init__() got an unexpected keyword argument
    # 'trainable'")
    rule(
        "keras-custom-layer-init-kwargs-missing",
        E,
        "A custom layer's __init__ does not accept the base layer's arguments" + NOT_ENV,
        # (Keras's own arguments only, and 'name' only under Keras's deserialising words: a
        # PyTorch app's "ModelInfo.__init__() got an unexpected keyword argument 'name'" is
        # not Keras, petals-infra/chat.petals.dev#40; Python <= 3.9 names no class,
        # titu1994/keras-neural-alu#1: the review of the twelfth session)
        r"(?:(?P<cls>\w+)\.)?__init__\(\) got an unexpected keyword argument '(?P<arg>trainable|"
        r"autocast|input_shape|batch_input_shape)'|(?P<cls2>\w+)\.__init__\(\) got an unexpected "
        r"keyword argument '(?P<arg2>dtype|dynamic)'|Exception encountered: (?P<cls3>\w+)\.__init__"
        r"\(\) got an unexpected keyword argument '(?P<arg3>name)'",
        "__init__() got an unexpected keyword argument",
        lambda v, _c: (
            f"Keras passes the base Layer's arguments (trainable, dtype, name; here "
            f"'{v.get('arg')}') to {v.get('cls') or 'the class'}(...), when a saved model is loaded "
            f"from its config and when the model is built with them: give "
            f"{v.get('cls') or 'its'}.__init__ a **kwargs parameter and call "
            "super().__init__(**kwargs)"
        ),
    ),
    # Keras 3: one optimizer object compiled into a second model (mrosol/Nonlincausality#12:
    # "Unknown variable: <KerasVariable ...>. This optimizer can only be called for the
    # variables it was originally built with.")
    rule(
        "keras-optimizer-reused-across-models",
        E,
        "An optimizer built for one set of variables was given others (a second model, or layers unfrozen after the first fit)" + NOT_ENV,
        r"This optimizer can only be called for the variables it was originally built with|"
        # the exception line itself (keras/src/optimizers/base_optimizer.py:409; outside check f)
        r"Unknown variable: <(?:Keras)?Variable (?:path=|shape=)",
        ("only be called for the variables it was originally built with", "unknown variable: <"),
        "A Keras 3 optimizer is built for the variables it first trains: create a new optimizer "
        "at each compile() (compile(optimizer=keras.optimizers.Adam(...)), or the name 'adam'), "
        "for a second model and after changing trainable (fine-tuning) alike. With one model and "
        "one optimizer, it was built before the model had weights (optimizer.build("
        "model.trainable_variables) on a Sequential without an Input: an empty list): give the "
        "model a keras.Input or call model.build(shape) first, or let apply_gradients build it",
    ),
    # Keras re-registering TensorFlow's pytree types when switching the backend back
    # (keras-team/keras#20886: "PyTree type <class '...ListWrapper'> is already registered in
    # namespace 'keras'" after set_backend("jax") then set_backend("tensorflow"); fixed by
    # keras-team/keras#21049)
    rule(
        "keras-release-bug",
        E,
        "A Keras bug: switching the backend back to TensorFlow re-registers its types",
        r"PyTree type <class '[\w.]+'> is already registered in namespace 'keras'",
        "is already registered in namespace 'keras'",
        # (keras 3.10.0's optree_impl.py is the first to catch the re-registration; 3.9.0's does
        # not: both wheels read with pip download on 2026-11-28)
        "Upgrade Keras: pip install \"keras>=3.10\" (3.10.0 is the first release with the fix, "
        "keras-team/keras#21049), or choose "
        "the backend once per process (KERAS_BACKEND before the first import) instead of "
        "keras.config.set_backend back and forth",
    ),
    # Keras 3's default jit_compile="auto" on a model XLA cannot compile (keras-team/tf-keras
    # #418: an IntegerLookup model; the Keras team: training proceeds without XLA by design)
    rule(
        "benign-keras-notice",
        INFO,
        "Keras runs this model without XLA (harmless)",
        r"Model doesn't support `jit_compile=True`\. Proceeding with `jit_compile=False`",
        "proceeding with `jit_compile=false`",
        "Nothing to fix: the model trains without XLA compilation; compile(jit_compile=False) "
        "says so and silences it",
    ),
    # a functional model called without one of its inputs (peteryuX/arcface-tf2#7: "AssertionError:
    # Could not compute output Tensor("ArcHead/Identity:0", ...)": a two-input training model,
    # images and labels, called with the images only)
    rule(
        "keras-model-input-missing",
        E,
        "The model was called without all of its inputs" + NOT_ENV,
        r"AssertionError: Could not compute output (?P<tensor>(?:Tensor|KerasTensor)\(\S+)",
        "could not compute output",
        "Keras could not reach this output from the tensors given: call the model with every "
        "input it was built with, in order (model.inputs lists them), e.g. model([images, "
        "labels]) for a head that takes the labels too",
    ),
    # Keras 2 loading a weight of another shape (bonlime/keras-deeplab-v3-plus#42: "Layer #148
    # (named "image_pooling"), weight <tf.Variable ...> has shape (1, 1, 2048, 256), but the
    # saved weight has shape (256, 320, 1, 1)": another backbone's file)
    rule(
        "keras-weights-layer-count-mismatch",
        E,
        "The weight file holds another architecture's weights",
        r"Layer #\d+ \(named \"(?P<layer>[^\"]+)\"\), weight .* has shape (?P<model>\([\d, ]*\)), but "
        r"the saved weight has shape (?P<saved>\([\d, ]*\))",
        "but the saved weight has shape",
        lambda v, _c: (
            f"{v.get('layer')} is {v.get('model')} in the model and {v.get('saved')} in the file: "
            "the weights were saved from another configuration (most often another number of "
            "classes in the head; or another backbone, width or release). Load the file made for "
            "this model's configuration, build "
            "the model the file was saved from, or load by name with skip_mismatch=True to keep "
            "only the layers that fit"
        ),
    ),
    # Keras 3's check of a categorical loss over one output unit (google/yggdrasil-decision-
    # forests' compose_with_tf tutorial: "In loss categorical_crossentropy, expected
    # y_pred.shape to be (batch_size, num_classes) with num_classes > 1. Received:
    # y_pred.shape=(None, 1)"; the loss it then reports is ~0, meaningless)
    rule(
        "keras-categorical-loss-single-output",
        Severity.WARNING,
        "A categorical loss over a single output unit: the loss means nothing" + NOT_ENV,
        r"In loss (?P<loss>\w+), expected y_pred\.shape to be \(batch_size, num_classes\) with "
        r"num_classes > 1\. Received: y_pred\.shape=(?P<shape>\([^)]*\))",
        "with num_classes > 1",
        lambda v, _c: (
            f"{v.get('loss')} over output {v.get('shape')} is always ~0: for two classes use one "
            "sigmoid unit with binary_crossentropy, or one unit per class with softmax and the "
            "categorical loss"
        ),
    ),
    # TF 2.0's Keras falling back to its v1 loop for a pandas DataFrame (curiousily/Deep-Learning-
    # For-Hackers' imbalanced-data notebook: "Falling back from v2 loop because of error: Failed
    # to find data adapter that can handle input: <class 'pandas.core.frame.DataFrame'>")
    rule(
        "benign-keras-notice",
        INFO,
        "Keras trains this input with its older loop (harmless)",
        r"Falling back from v2 loop because of error: Failed to find data adapter that can handle input",
        "falling back from v2 loop",
        "Nothing to fix: the fit runs. Passing NumPy arrays (df.values) or a tf.data.Dataset, or "
        "TensorFlow 2.1+, which reads DataFrames, silences it",
    ),
    # tf.keras 2.0-2.1 saving to .h5 a model with raw TF ops on Keras tensors (pangeo-data/
    # WeatherBench's baseline notebook: "TypeError: ('Not JSON Serializable:', b'\n\rstrided_slice
    # ...')": the op's NodeDef bytes in a TensorFlowOpLayer's config)
    rule(
        "keras-h5-tf-op-layer-not-serializable",
        E,
        "Saving to .h5 failed: raw TensorFlow ops in the model have no JSON config" + NOT_ENV,
        r"TypeError: \('Not JSON Serializable:', b'\\n",
        "not json serializable:",
        "The model applies TensorFlow ops directly to Keras tensors (slicing, tf.pad), which "
        "the .h5 format cannot describe: move them into a Layer subclass's call() with a "
        "get_config, save only the weights (model.save_weights), or save as a SavedModel "
        "(model.save('folder'))",
    ),
    # Keras 2.1's note on a call keyword it cannot serialize (hamelsmu/Seq2Seq_Tutorial: "Layer
    # Decoder-GRU was passed non-serializable keyword arguments: {'initial_state': [...]}. They
    # will not be included in the serialized model")
    rule(
        "keras-call-kwargs-not-serializable",
        Severity.WARNING,
        "A layer's call keywords are left out of the saved model",
        r"Layer (?P<layer>\S+) was passed non-serializable keyword arguments: \{'(?P<arg>\w+)'",
        "was passed non-serializable keyword arguments",
        lambda v, _c: (
            f"{v.get('layer')}'s {v.get('arg')} is not written to the saved model, so a model "
            "loaded from it lacks that link (an RNN's initial_state from the encoder): rebuild "
            "the model in code and load_weights, or use a Keras release that passes RNN states "
            "as layer inputs"
        ),
    ),
    # tf.keras 2.0's multi-worker note (cerndb/SparkDLTrigger, round 105: "ModelCheckpoint callback
    # is not provided. Workers will need to restart training if any fails.", the 6 epochs ran)
    rule(
        "benign-keras-notice",
        INFO,
        "Multi-worker training without a checkpoint callback (a note)",
        r"ModelCheckpoint callback is not provided\. Workers will need to restart training if any fails",
        "modelcheckpoint callback is not provided",
        "Nothing to fix for a run that completes; add a ModelCheckpoint (or BackupAndRestore) "
        "callback if a failed worker should resume instead of restarting",
    ),
    # one unseeded initializer instance reused (Keras 2.10+; NVIDIA-Merlin's multi-stage RecSys
    # notebook, round 105: "The initializer TruncatedNormal is unseeded and being called multiple
    # times, which will return identical values each time")
    rule(
        "keras-initializer-unseeded-reused",
        Severity.WARNING,
        "One unseeded initializer instance is reused: its weights all start identical" + NOT_ENV,
        r"The initializer (?P<init>\w+) is unseeded and being called multiple times, which will "
        r"return identical values",
        "is unseeded and being called multiple times",
        lambda v, _c: (
            f"Every weight made by that {v.get('init')} instance starts with the same values "
            "(weights of equal shape begin identical): give each weight its own initializer "
            f"instance ({v.get('init')}() per layer, or the name string), or a seed per instance"
        ),
    ),
    # a custom layer written for Keras 2 assigning a property Keras 3 made read-only
    # (hachmannlab/chemml's Convo_nets notebook, round 118: "AttributeError: property
    # 'trainable_weights' of 'NeuralGraphHidden' object has no setter" under Keras 3)
    rule(
        "keras-version-mismatch",
        E,
        "A custom layer assigns a read-only Keras Layer property (code for an old Keras)",
        r"property '(?P<prop>(?:non_)?trainable_(?:weights|variables)|weights|variables|losses|"
        r"metrics|layers|input_spec|dtype_policy)' of '(?P<cls>\w+)' object has no setter|"
        # tf.keras 2.x's own re-raise, and Python <= 3.10's words
        r"Can't set the attribute \"(?P<prop2>(?:non_)?trainable_weights|weights)\", likely because it "
        r"conflicts with an existing read-only @property",
        ("object has no setter", "can't set the attribute \""),
        lambda v, c: (
            f"The layer assigns self.{v.get('prop') or v.get('prop2')}, which standalone Keras "
            "<= 2.2 allowed and tf.keras 2.x and Keras 3 both refuse: create weights with "
            "self.add_weight (or track sub-layers as attributes); going back to Keras 2 (tf.keras) "
            "does not help. The package's release written for tf.keras/Keras 3 has this fixed"
        ),
    ),
    # a Keras 3 object of another backend given to TensorFlow's SavedModel (keras-team/keras#19017,
    # round 121: "Expected an object of type `Trackable` ... Got <ComputeSum name=compute_sum_3,
    # built=True>" under KERAS_BACKEND=torch; the gatherer's name, adopted). Keras's export reads
    # so in its wheels: 3.7.0's export_lib.py takes the tensorflow and jax backends, 3.8.0's
    # saved_model.py tensorflow, jax and torch (both read with pip download)
    rule(
        "keras-tf-api-on-other-backend",
        E,
        "A TensorFlow API was given a Keras 3 object of another backend",
        r"Expected an object of type `Trackable`.*Got <(?P<cls>\w+) name=\w+, built=(?:True|False)>",
        "expected an object of type `trackable`",
        lambda v, _c: (
            f"{v.get('cls')} is a Keras 3 object of the jax/torch backend, not a TensorFlow "
            "Trackable: export with Keras's own model.export(path) (a SavedModel from the jax "
            "backend, and from torch in Keras 3.8+; TensorFlow must be installed), or build and "
            "save the model with KERAS_BACKEND=tensorflow"
        ),
    ),
    # Keras 2 in graph mode asking a layer for its output shape (tensorflow/probability#1515,
    # round 127: TimeDistributed over tfp.layers.DenseVariational, "Please run in eager mode or
    # implement the `compute_output_shape` method on your layer (DenseVariational)"; the
    # gatherer's name)
    rule(
        "keras-layer-compute-output-shape-missing",
        E,
        "A layer without compute_output_shape was used where Keras needs its output shape",
        r"Please run in eager mode or implement the `compute_output_shape` method on your layer "
        r"\((?P<layer>\w+)\)|"
        # Keras 3's words (keras/src/layers/layer.py _not_implemented_error; the second review of
        # the fifteenth session)
        r"Layer (?P<layer2>\w+) does not have a `compute_output_shape` method implemented",
        ("implement the `compute_output_shape` method", "does not have a `compute_output_shape` method"),
        lambda v, _c: (
            f"{v.get('layer') or v.get('layer2')} has no compute_output_shape, which a wrapper (TimeDistributed, "
            "Bidirectional) or graph-mode tracing asks for: add the method to the layer (a "
            "package's layer: its release that has it), or run eagerly (model.compile("
            "run_eagerly=True)) while it is missing"
        ),
    ),
    # Keras's BackupAndRestore on a model without its input shape (keras-team/keras#20712, round
    # 131: "To use the BackupAndRestore method, your model must be built before you call
    # `fit()`. Model is unbuilt."; the gatherer's name)
    rule(
        "keras-backup-restore-model-unbuilt",
        E,
        "BackupAndRestore needs a built model, and this one has no input shape yet",
        r"To use the BackupAndRestore method, your model must be built before you call `?fit\(\)`?",
        "to use the backupandrestore method",
        "Build the model before fit: give it an input (keras.Input(shape=...) first in a "
        "Sequential, or input_shape= on its first layer), or call model.build((None, ...)) or "
        "the model on one batch",
    ),
    # a Keras 2 callback argument Keras 3 removed, passed by a package's subclass (wandb/wandb
    # #7710, round 131: WandbModelCheckpoint's super().__init__(..., options=...), "TypeError:
    # ModelCheckpoint.__init__() got an unexpected keyword argument 'options'")
    rule(
        "keras-version-mismatch",
        E,
        "A callback passes Keras 3's ModelCheckpoint an argument only Keras 2 took",
        r"ModelCheckpoint\.__init__\(\) got an unexpected keyword argument '(?P<arg>options|save_format|period)'",
        "modelcheckpoint.__init__() got an unexpected keyword argument",
        lambda v, _c: (
            f"Keras 3's ModelCheckpoint has no `{v.get('arg')}` (a Keras 2 argument): drop it from "
            "your call, or install the release of the package whose callback passes it (wandb's "
            "WandbModelCheckpoint) made for Keras 3; or run Keras 2 (pip install tf_keras, "
            "TF_USE_LEGACY_KERAS=1)"
        ),
    ),
)
