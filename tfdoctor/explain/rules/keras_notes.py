"""Keras's harmless notes about how a model is fed (arrays given with steps, a generator's sample
weights adapted, an Input tensor re-wrapped), and Keras 3 failing to rebuild a model from its
config: spliced into training_notes.py's table at their place (module size).
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

INFO = Severity.INFO

# a callback that could not write the model's JSON and went on (leekunhee/Mask_RCNN's shapes
# notebook, round 114: "WARNING:tensorflow:Model failed to serialize as JSON. Ignoring...
# Layers with arguments in `__init__` must override `get_config`.", then 100 epochs)
JSON_NOTE = rule(
    "keras-custom-layer-get-config-missing",
    INFO,
    "A callback could not write the model's JSON (a custom layer has no get_config); "
    "training went on",
    r"Model failed to serialize as JSON\. Ignoring",
    "model failed to serialize as json",
    "Training is unaffected: only the model's description in the TensorBoard callback (or "
    "another writer of model.to_json()) is left out. Give the custom layers a get_config() "
    "returning their __init__ arguments if you need the JSON or a full model.save()",
)


KERAS_NOTE_RULES = (
    # tf.keras 2's advice on arrays given with steps (tensorflow/tensorflow#31308: "When passing
    # input data as arrays, do not specify `steps_per_epoch`/`steps` argument. Please use
    # `batch_size` instead."; the TF team: a warning, safe to ignore)
    rule(
        "benign-keras-notice",
        INFO,
        "Keras notes that arrays are batched by batch_size, not steps (harmless)",
        r"When passing input data as arrays, do not specify `steps_per_epoch`/`steps` argument",
        "when passing input data as arrays",
        "Harmless: fit runs on the arrays. To silence it, pass batch_size and drop "
        "steps_per_epoch/steps for NumPy inputs (steps are for datasets and generators)",
    ),
    # TF 2.1's Keras adapting a generator's sample weights (lmoroney/tfbook's transfer-learning
    # notebook: "WARNING:tensorflow:sample_weight modes were coerced from", then its 20 epochs)
    rule(
        "benign-keras-notice",
        INFO,
        "Keras notes that it adapted the sample-weight modes of a generator (harmless)",
        r"sample_weight modes were coerced from",
        "sample_weight modes were coerced",
        "Harmless: TF 2.1's Keras prints it when fit adapts a generator's output; training is "
        "unaffected (later TensorFlow releases do not print it)",
    ),
    # TF 1.13-2.0's Keras taking an Input layer's tensor through a nested Model
    # (PacktPublishing/Advanced-Deep-Learning-with-Python's cgan notebook, round 108:
    # "W1209 ... network.py:1299] Model inputs must come from `tf.keras.Input` ...", then the
    # GAN trains for 19,000 steps); the model is built and runs
    rule(
        "benign-keras-notice",
        INFO,
        "Keras notes that a model input was not a tf.keras.Input tensor (harmless)",
        r"Model inputs must come from `tf\.keras\.Input` \(thus holding past layer metadata\)",
        "model inputs must come from",
        "Harmless: Keras wrapped the tensor and the model runs. To silence it, build the inner "
        "model on its own tf.keras.Input(shape) and call it on the outer tensor",
    ),
    # Keras 3 loading a saved model whose custom parts return Python objects from get_config()
    # that from_config() does not rebuild (remigenet/TKAT#14, round 110: "<class 'keras.src.
    # models.functional.Functional'> could not be deserialized properly. Please ensure that
    # components ... returned by `get_config()` are explicitly deserialized in the model's
    # `from_config()` method."; the maintainer: implement the serialization, meanwhile rebuild
    # the model in code and load the weights)
    rule(
        "keras-custom-layer-get-config-missing",
        Severity.ERROR,
        "A saved Keras model cannot be rebuilt: its get_config() returns objects its "
        "from_config() does not deserialize",
        r"<class '(?P<cls>[\w.]+)'> could not be deserialized properly\. Please ensure that "
        r"components that are Python object instances",
        "could not be deserialized properly",
        lambda v, _c: (
            f"Rebuilding {str(v.get('cls') or 'the model').rsplit('.', 1)[-1]} from its config "
            "failed: in the custom layer or model, return plain values from get_config() "
            "(keras.saving.serialize_keras_object(layer) for a layer or model argument) and turn "
            "them back in from_config() (keras.saving.deserialize_keras_object), with the class "
            "registered (@keras.saving.register_keras_serializable()); until then, build the "
            "model in code and load only its weights (model.load_weights)"
        ),
    ),
    JSON_NOTE,
    # a Lambda layer's function naming a global the loading script has not got (AVAuco/
    # laeonetplus#8, round 114: "NameError: Exception encountered when calling layer \"ml2norm\"
    # (type Lambda)." then "name 'K' is not defined"; fixed by importing K before load_model)
    rule(
        "keras-custom-object-unknown",
        Severity.ERROR,
        "A loaded Lambda layer's code names something the loading program has not defined",
        # (Keras 3 words it "when calling Lambda.call()", the name on a later line: a real
        # Keras 3.15.1 load, tests/data/tracebacks/keras-3.15-lambda-global-missing.txt)
        r"NameError: Exception encountered when calling (?:layer \"(?P<layer>[^\"]+)\" \(type "
        r"Lambda\)|Lambda\.call\(\))",
        ("(type lambda)", "when calling lambda.call()"),
        lambda v, _c: (
            f"The Lambda layer{' ' + str(v['layer']) if v.get('layer') else ''} runs the saved "
            "function, which uses a name (the "
            "next line says which: K, tf, np...) the loading script has not defined: import it "
            "before load_model (from keras import backend as K), or pass it, load_model(path, "
            "custom_objects={\"K\": keras.backend, \"tf\": tf})"
        ),
    ),
    # a Lambda whose function names a module not imported when the model was loaded (SeldonIO/
    # alibi-detect's deploy notebook, round 118: "official.vision.image_classification.
    # resnet_cifar_model is not loaded, but a Lambda layer uses it. It may cause errors.", then
    # the model evaluates at 0.9315); an error it causes comes after it and ranks first
    rule(
        "benign-keras-notice",
        INFO,
        "A loaded Lambda layer's function refers to a module that is not imported",
        r"(?P<module>[\w.]+) is not loaded, but a Lambda layer uses it\. It may cause errors",
        "but a lambda layer uses it",
        lambda v, _c: (
            f"Harmless unless the Lambda fails when called: if it raises NameError or "
            f"ModuleNotFoundError, import {v.get('module')} before loading the model"
        ),
    ),
    # Keras's OrderedEnqueuer waiting too long for a worker's batch: it loads that batch itself
    # and fit goes on (imskr/Plant_Disease_Detection, round 121: "The input 73 could not be
    # retrieved. It could be because a worker has died."; the gatherer's name, adopted)
    rule(
        "keras-enqueuer-worker-timeout",
        Severity.WARNING,
        "A data worker did not deliver a batch in time (Keras loaded it itself)",
        r"The input (?P<index>\d+) could not be retrieved\. It could be because a worker has died",
        "could not be retrieved. it could be because a worker has died",
        "Training goes on; it is a throughput problem: slow reads (a mounted or remote folder), "
        "too few or stuck workers. Read from local disk, raise workers or use tf.data with "
        "prefetch; if it repeats every batch, a worker is crashing (run the Sequence's "
        "__getitem__ alone)",
    ),
    # Keras's progress bar with a loss of 1e18 or more: training diverged, on the way to inf/NaN
    # (autorope/donkeycar#1203, round 125: losses near 1e23 under tensorflow-metal on an M1,
    # sane on the CPU; the labels' training-loss-nan among them)
    rule(
        "training-loss-nan",
        Severity.WARNING,
        "The loss reached an astronomically large magnitude (1e18 or more)",
        # (the Estimator's "loss = 8.8e+27, step = 100" and a loss falling to -1e21 too: the review
        # of the fifteenth session, items 2-3)
        r"\bloss(?::| =) (?P<loss>-?(?:\d{19,}(?:\.\d+)?|\d(?:\.\d+)?e\+(?:1[89]|[2-9]\d|\d{3})))\b",
        ("loss: ", "loss = "),
        "If it grows from epoch to epoch the run diverged: lower the learning rate (10x) or clip "
        "gradients (clipnorm=1.0) and scale the inputs. If it falls, the targets are unscaled "
        "(a squared error of targets near 1e9 is 1e18): scale or log-transform them. If the same "
        "model trains sanely on the CPU, the GPU stack computes it wrongly (on a Mac, train once "
        "without tensorflow-metal to compare; `tfdoctor smoke-train` compares CPU and GPU)",
    ),
    # Keras 2's notice for a layer instance passed as an activation (Harvard-IACS/2019-CS109B's GAN
    # lab, round 127: "Do not pass a layer instance (such as LeakyReLU) as the activation argument
    # of another layer"; the model trained)
    rule(
        "benign-keras-notice",
        INFO,
        "An advanced activation layer was passed as another layer's activation (it works)",
        r"Do not pass a layer instance \(such as (?P<layer>\w+)\) as the activation argument",
        "do not pass a layer instance",
        lambda v, _c: (
            f"It runs; to silence it, and for saving the model, add {v.get('layer')} as a layer of "
            f"its own after the layer (Dense(64), then {v.get('layer')}())"
        ),
    ),
    # the Estimator's NanTensorHook stopping the run (its own words: "Model diverged with loss =
    # NaN." then NanLossDuringTrainingError; the second review of the fifteenth session)
    rule(
        "training-loss-nan",
        Severity.ERROR,
        "The loss became NaN and the Estimator stopped training",
        r"Model diverged with loss = NaN|"
        # (not TF 1.15's alias notice, "The name tf.train.NanLossDuringTrainingError is
        # deprecated", google-research/nasbench's notebook, round 152: nothing diverged)
        r"^(?!.*The name tf\.train\.NanLossDuringTrainingError is deprecated).*?NanLossDuringTrainingError",
        ("model diverged with loss = nan", "nanlossduringtrainingerror"),
        "Lower the learning rate (10x) or clip gradients, check the input for NaN/Inf "
        "(np.isnan(x).any()), guard log/division in the loss; the Estimator's NanTensorHook stops "
        "at the first NaN loss",
    ),
    # Keras 2's summary() or weights asked of a Sequential model no input has built (SuyashMore/
    # MevonAI-Speech-Emotion-Recognition's ensemble notebook, round 132: "This model has not yet
    # been built. Build the model first by calling build() or calling fit() with some data";
    # the gatherer's name)
    rule(
        "keras-model-not-built",
        Severity.ERROR,
        "The model has no weights yet: no input shape has built it",
        r"This model has not yet been built\. Build the model first by calling `?build\(\)`?|"
        # (tf_keras 2.15's words, read in the wheel: "Weights for model 'sequential' have not yet
        # been created", keras-team/keras-io#1296, round 150; "You tried to call `count_params`
        # on concatenate, but the layer isn't built", tensorflow/tensorflow#36198: a layer made
        # in __init__ and never used in call(); "Unable to load weights saved in HDF5 format into
        # a subclassed Model which has not created its variables yet", cmd23333/Faster-rcnn-
        # tensorflow2.x#9; Keras 3.15's "You are saving a model that has not yet been built" and
        # "You are loading weights into a model that has not yet been built")
        r"Weights for model '?\w+'? have not yet been created|You tried to call `count_params` on "
        r"(?P<layer>\w+), but the layer isn't built|into a subclassed Model which has not created "
        r"its variables yet|You are (?:saving a model|loading weights into a model) that has not "
        r"yet been built(?!\. It might not contain any weights)",
        ("this model has not yet been built", "have not yet been created", "but the layer isn't built",
         "has not created its variables yet", "that has not yet been built"),
        lambda v, _c: (
            f"The layer {v.get('layer')} was never called, so it has no weights: a layer made in "
            "__init__ of a subclassed model and never used in call() stays unbuilt (use it or "
            "remove it); in a project written for a newer TensorFlow, install the TensorFlow it "
            "names (TF 2.3 built such layers later than 2.10 does)"
            if v.get("layer") else
            "Give the model its input first: keras.Input(shape=...) as the first entry of a "
            "Sequential (or input_shape= on its first layer), or call model.build((None, ...)), or "
            "fit/call it on data before summary(), get_weights(), load_weights() or save(); "
            "load_weights given one file of a checkpoint (.data-00000-of-00001) instead of its "
            "prefix reads it as HDF5 and says this too"
        ),
    ),
    # Keras 2's output_shape/input_shape of a layer no symbolic input went through (experiencor/
    # keras-yolo2#462, round 158: "RuntimeError: The layer has never been called and thus has no
    # defined output shape."; tf_keras 2.21 names it, 'The layer "dense" has never been called',
    # real runs, also for a subclassed model built and fitted: tf_keras 2.15's base_layer.py checks
    # _inbound_nodes, which only functional graphs give)
    rule(
        "keras-model-not-built",
        Severity.ERROR,
        "A layer's shape was asked, and no symbolic input ever went through the layer",
        r"The layer (?:\"\w+\" )?has never been called and thus has no defined (?P<attr>output shape|"
        r"input shape)",
        "has never been called",
        lambda v, _c: (
            f"A layer's {v.get('attr')} exists only once it was called on a symbolic input (a "
            "functional model, or a Sequential that starts with keras.Input): a subclassed model "
            "or a layer used eagerly has none even after build() or fit(). Use model(x).shape, "
            "layer.compute_output_shape(input_shape), or build the model functionally"
        ),
    ),
)
