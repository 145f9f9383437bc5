"""Log rules for what Keras says while a program trains, saves and loads a model: input that
runs out, a checkpoint whose metric is not there yet, a custom layer the loader does not know,
an .h5 file with two weights of one name, a model fed another shape, variables made under two
distribution strategies. Samples (tests/explain/test_rules.py): round 28's threads.
"""

from __future__ import annotations

from tfdoctor.explain.remedies_keras import input_shape_remedy
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: classes of Keras itself a model file names: unknown to this Keras means another Keras wrote
#: it (TF >= 2.4's Functional, TFOpLambda; an optimizer registered as Custom>Adam)
_KERAS_OWN = (
    r"Functional|Sequential|Model|InputLayer|TFOpLambda|SlicingOpLambda|"
    r"Custom>(?:Adam|AdamW|SGD|RMSprop|Adagrad|Adadelta|Adamax|Nadam|Ftrl)\b|"
    r"GlorotUniform|GlorotNormal|HeNormal|HeUniform|Zeros|Ones|Orthogonal|RandomNormal|"
    r"RandomUniform|TruncatedNormal|VarianceScaling"
)

KERAS_RUN_RULES = (
    # Keras stops fit when the data ends before steps_per_epoch * epochs batches (fizyr/
    # keras-retinanet#1449, keras-team/keras-io#285, zxq2233/n2n-watermark-remove#10,
    # vanvalenlab/deepcell-tf#519: "Your input ran out of data; interrupting training.")
    rule(
        "keras-input-ran-out-of-data",
        W,
        "fit/evaluate stopped early: the input ran out of batches",
        # (TF 2.0's training_generator.py: "Your dataset ran out of data; interrupting training.",
        # PacktPublishing's Hands-On-Computer-Vision-with-TensorFlow-2 chapter 6 notebook)
        r"Your (?:input|dataset|generator) ran out of data; interrupting training(?:.*?\(in this "
        r"case, (?P<batches>[\d.]+) batches\))?",
        ("your input ran out of data", "your dataset ran out of data",
         "your generator ran out of data"),
        lambda v, _c: (
            "steps_per_epoch (and validation_steps) ask for more batches than the data yields"
            + (f" ({v['batches']} in all)" if v.get("batches") else "")
            + ": leave them unset for a finite tf.data dataset, or set steps_per_epoch = "
            "samples // batch_size; a dataset meant to loop needs .repeat(), and a Python "
            "generator must loop forever"
        ),
    ),
    # ModelCheckpoint(save_best_only=True) firing before its metric exists (keras-team/keras
    # #16734, tensorflow/tensorflow#44107: save_freq=5 counts batches, val_* exist at epoch end)
    rule(
        "keras-checkpoint-monitor-unavailable",
        W,
        "ModelCheckpoint skips saving: the metric it monitors is not there when it runs",
        # (Keras 3's "... available." without ", skipping", which saves anyway, is
        # callback_words.py's: a title of its own)
        r"Can save best model only with (?P<metric>\S+?) available\b(?!\.)",
        "can save best model only with",
        lambda v, _c: (
            f"{v.get('metric')} is not in the logs when the checkpoint runs: with a val_* "
            "metric use save_freq='epoch' (an integer counts batches, before validation), pass "
            "validation data to fit, or monitor a metric that is logged (the name must match "
            "the compiled metric's, e.g. 'val_accuracy')"
        ),
    ),
    # load_model meeting a class it was not told about (GantMan/nsfw_model#61: "ValueError:
    # Unknown layer: KerasLayer", a tensorflow_hub layer; CyberZHG/keras-pos-embd#1: "Unknown
    # layer: TrigPosEmbedding")
    rule(
        "keras-custom-object-unknown",
        E,
        "The saved model holds a custom class that load_model was not given",
        # (case-sensitive, as Keras writes it; not Keras's own classes, which say another Keras
        # wrote the file, left to unrecognised-error until a real sample is in hand; not
        # TensorFlow.js's words; the review of 738b392)
        r"(?-i:Unknown (?P<kind>layer|loss|metric|optimizer|activation|initializer|regularizer|"
        r"constraint|object)(?: function| class)?):\s*'?(?!(?:" + _KERAS_OWN + r")'?(?:\W|$))"
        r"(?P<name>[\w>.]+)'?(?!.*(?:TensorFlow\.js|registerClass|This may be due to one of the following))"
        # Keras 3's words for a function it cannot find (keras-team/keras#20806: "Could not
        # locate function 'attention_loss'. Make sure custom classes are decorated with
        # `@keras.saving.register_keras_serializable()`")
        r"|Could not locate function '(?P<name2>\w+)'\. Make sure custom classes(?: and functions)? are decorated"
        r"(?!(?:(?!'config':).)*'module': '(?:keras|tf_keras))"
        # and a class of the user's (keras-team/keras#19899: "Could not locate class
        # 'TokenAndPositionEmbedding'. ... {'module': None, ...}"; Keras's own classes, or a
        # 'keras...' module, are another Keras's file: models.py)
        r"|Could not locate class '(?P<name3>(?!(?:Sequential|Functional|Model|InputLayer)')\w+)'\. "
        r"Make sure custom classes(?: and functions)? are decorated(?!(?:(?!'config':).)*'module': '(?:keras|tf_keras))",
        ("unknown layer", "unknown loss", "unknown metric", "unknown optimizer",
         "unknown activation", "unknown initializer", "unknown regularizer",
         "unknown constraint", "unknown object", "could not locate function",
         "could not locate class"),
        lambda v, _c: (
            f"Import the code that defines {str(v.get('name')).split('>')[-1]} and load with "
            f"custom_objects={{'{v.get('name')}': {str(v.get('name')).split('>')[-1]}}} (a tensorflow_hub layer: "
            "{'KerasLayer': hub.KerasLayer}), or register the class with "
            "@keras.utils.register_keras_serializable(); a model saved by another Keras release "
            "(a minor one too: keras-team/keras#20806, a Keras 3.6 file under 3.7) may need that "
            "Keras to load"
        ),
    ),
    # h5py refusing a second weight of the same name while Keras writes an .h5 (titu1994/
    # tf_neural_deconvolution#4; tensorflow/hub#372: "Unable to create link (name already
    # exists)" saving a hub.KerasLayer model with save_format='h5')
    rule(
        "keras-h5-duplicate-weight-names",
        E,
        "An HDF5 name was written twice (Keras: two weights of one name)",
        r"Unable to (?:synchronously )?create (?:link|dataset|group) \([Nn]ame already exists\)",
        ("unable to create", "unable to synchronously create"),
        "Keras saving to .h5: save in TensorFlow's format instead (model.save('dir') / a .keras "
        "file in Keras 3, or save_weights to a checkpoint), or give each layer a unique name=; "
        "your own h5py code: delete the key first (del f[name]) or write to a new name",
    ),
    # a Functional model called on another rank of input (deepchem's normalizing-flow
    # notebook: "Model was constructed with shape (None, 567) for input ..., but it was called
    # on an input with incompatible shape (1, 2000, 567).")
    rule(
        "keras-model-input-shape-mismatch",
        W,
        "The model was called on input of another shape than it was built for",
        # (TF 2.2-2.3's words: "Model was constructed with shape Tensor(\"embedding_4_input:0\",
        # shape=(None, 500), dtype=float32) for input (None, 500), but it was re-called on a
        # Tensor with incompatible shape (1, 5).", TrickyGo/Dive-into-DL-TensorFlow2.0's
        # sentiment notebook, round 97)
        r"Model was constructed with shape (?:Tensor\(\"[^\"]*\", shape=)?(?P<built>\([^)]*\)).*? for "
        r"input .*?, but it was (?:re-)?called on (?:an input|a Tensor) with incompatible shape "
        r"(?P<given>\([^)]*\))",
        ("but it was called on an input with incompatible shape", "re-called on a tensor with incompatible shape"),
        lambda v, _c: input_shape_remedy(v),
    ),
    # optimizer slots made under another tf.distribute scope than the model's variables
    # (huggingface/transformers#4456: the model built outside strategy.scope())
    rule(
        "distribute-strategy-scope-mismatch",
        E,
        "The model's variables and the optimizer were created under different strategy scopes",
        r"Trying to create optimizer slot variable under the scope for tf\.distribute\.Strategy",
        "trying to create optimizer slot variable",
        "Create the model, its optimizer and compile (or restore the checkpoint) inside the "
        "same `with strategy.scope():` block; build nothing outside it",
    ),
    # TF 1's input queues closed while a runner still waits, at the end of training
    # (davidsandberg/facenet#204: the maintainer, harmless)
    rule(
        "benign-queue-cancelled-on-close",
        INFO,
        "TF 1 input queues cancelled at session close (harmless)",
        r"Skipping cancelled (?:enqueue|dequeue) attempt with queue not closed|"
        # the feeding thread's own traceback for it (DeepLabCut/DeepLabCut#896, after training
        # finished; explain/endings.py: it ends no program)
        r"CancelledError: Enqueue operation was cancelled",
        ("skipping cancelled", "enqueue operation was cancelled"),
        "Harmless: the session closed while queue runners were waiting; stop them first "
        "(coord.request_stop(); coord.join(threads)) to silence it",
    ),
    # tf.keras.estimator.model_to_estimator on a called subclassed model (PacktPublishing's
    # Hands-On-Computer-Vision-with-TensorFlow-2 chapter 2 notebook: "Be warned that the
    # estimator has been created using a freshly initialized version of your model.")
    rule(
        "keras-estimator-fresh-weights",
        W,
        "The Estimator starts from freshly initialised weights, not the model's",
        r"estimator has been created using a freshly initialized version of your model",
        "freshly initialized version of your model",
        "model_to_estimator cannot carry a called subclassed model's weights: train the "
        "Estimator from scratch as intended, or build the model with the Functional API (or "
        "convert before calling it) so its weights go along",
    ),
    # load_weights(by_name=True, skip_mismatch=True) leaving out layers of another shape
    # (leondgarse/keras_cv_attention_models' READMEs: "Skipping loading weights for layer
    # #601 (named predictions) due to mismatch in shape", expected for a new head; "Skipping
    # loading of weights for layer X due to mismatch in shape", TF 2.x's other wording)
    rule(
        "keras-weights-skipped-shape-mismatch",
        W,
        "Some saved weights were not loaded: their layers have another shape",
        # (Keras 3's legacy_h5_format.py: "Skipping loading weights for {name}due to ...", no
        # space; "... top-level weights for model due to ..."; the review of e16c215)
        r"Skipping loading (?:of )?(?:top-level )?weights for (?:layer #\d+ \(named "
        # (and "... due to mismatch in number of weights (36 vs 100)", a layer rebuilt with fewer
        # sublayers: MahmoudWahdan/dialog-nlu's pruning notebook, round 146)
        r"(?P<layer>\w+)\)|layer (?P<layer2>\w+)|(?P<what>\S+?))\s*due to mismatch in (?:shape|number of weights)|"
        # a checkpoint loader's own absl warning for each variable it skips (google/automl's
        # efficientnetv2 tutorial: "W0521 06:57:56.576263 140586430400384 utils.py:583] Shape
        # mismatch: efficientnetv2-b0/head/dense/kernel", the 1000-class head left out of a
        # 10-class model, then trained)
        r"^W\d{4} [\d:.]+\s+\d+ \w+\.py:\d+\] Shape mismatch: (?P<var>[\w.-]+(?:/[\w.:-]+)+)\s*$",
        ("due to mismatch in shape", "due to mismatch in number of weights", "] shape mismatch: "),
        lambda v, _c: (
            f"{v.get('layer') or v.get('layer2') or v.get('what') or v.get('var')} keeps its "
            "fresh initial "
            "weights: expected when "
            "you changed that layer on purpose (a new classifier head, another input size) and "
            "train it next; otherwise the model is not the saved one: build the architecture "
            "the weights were saved from"
        ),
    ),
    # keras-applications imported on its own, without the Keras that injects its backend
    # (keras-team/keras-applications' ISSUE_TEMPLATE.md FAQ: "AttributeError: 'NoneType'
    # object has no attribute 'image_data_format'")
    rule(
        "keras-applications-standalone-import",
        E,
        "keras_applications was imported on its own: it needs Keras to hand it a backend",
        r"'NoneType' object has no attribute 'image_data_format'",
        "has no attribute 'image_data_format'",
        "A library that takes Keras's backend at import found none. keras_applications: import "
        "the models through Keras (from keras.applications import X, or tf.keras.applications), "
        "not keras_applications directly (its FAQ). efficientnet: import efficientnet.tfkeras "
        "(or efficientnet.keras). segmentation_models / classification_models: set "
        "SM_FRAMEWORK=tf.keras (or sm.set_framework('tf.keras')) before using them",
    ),
    # saving (a checkpoint at an epoch's end) a custom layer whose __init__ takes arguments
    # it does not return from get_config (google-research/maxvit#6, fixed with
    # save_weights_only=True; laugh12321/3D-Attention-Keras#1, fixed with get_config)
    rule(
        "keras-custom-layer-get-config-missing",
        E,
        "A custom layer cannot be saved: it has no get_config() for its arguments",
        r"Layer (?P<layer>\w+) has arguments(?: \[[^\]]*\])?\s*in `__init__` and therefore must "
        r"override `get_config\(?\)?`"
        # the message broken over lines (google-research/maxvit#6: "Layer MaxViT has arguments
        # ['config']" / "in `__init__` and therefore must override `get_config()`.")
        r"|^\W{0,3}in `__init__` and therefore must override `get_config"
        # Keras 3.15's ops/operation.py, tf_keras 2.21's base_layer.py over lines: "... and therefore
        # the object (the layer) must override `get_config()`" (real runs, the nineteenth session)
        r"|^\W{0,3}and therefore the (?:object|layer) must override `get_config",
        ("and therefore must override", "has arguments", "therefore the object must override",
         "therefore the layer must override"),
        lambda v, _c: (
            f"Give {v.get('layer') or 'the layer'} a get_config() that returns its __init__ "
            "arguments "
            "(config = super().get_config(); config.update(units=self.units, ...); return "
            "config), or save weights only (ModelCheckpoint(save_weights_only=True), "
            "model.save_weights)"
        ),
    ),
    # (x, y) given as a list: Keras >= 2.2 reads a list as the model's inputs
    # (SciSharp/Keras.NET#138: validation_data reached Python as a list, "Layer sequential
    # expects 1 inputs, but it received 2 input tensors"; the fix passes a tuple)
    rule(
        "keras-validation-data-not-tuple",
        E,
        "A one-input model was given two inputs (most often (x, y) passed as a list)",
        r"expects 1 input\(?s?\)?, but it received 2 input tensors",
        "but it received 2 input tensors",
        "Pass x and y as a tuple, not a list: validation_data=(x_val, y_val), and a tf.data "
        "dataset or generator must yield (x, y) tuples; a list is taken as the inputs of a "
        "multi-input model. Given two arrays on purpose (predict([a, b])): the model needs "
        "two Input layers",
    ),
    # Sequential.predict_classes/predict_proba, removed in TF 2.6 (sayakpaul/TF-2.0-Hacks'
    # Jigsaw notebook: "'Model' object has no attribute 'predict_classes'"; its own fix:
    # predict, then argmax)
    rule(
        "tensorflow-api-mismatch",
        E,
        "predict_classes/predict_proba are gone from Keras (TensorFlow 2.6+)",
        # (predict_proba only on Keras' own classes: scikit-learn's SVC or LinearRegression
        # lack it for other reasons)
        r"object has no attribute '(?P<method>predict_classes)'|'(?:Sequential|Functional|"
        r"Model)' object has no attribute '(?P<proba>predict_proba)'",
        ("has no attribute 'predict_classes'", "has no attribute 'predict_proba'"),
        lambda v, _c: (
            "Use the model's outputs: np.argmax(model.predict(x), axis=-1) for softmax classes, "
            "(model.predict(x) > 0.5).astype('int32') for a sigmoid"
            if not v.get("proba") else
            "model.predict(x) gives the probabilities predict_proba gave"
        ),
    ),
    # loading an .h5 whose optimizer state does not fit (sayakpaul/TF-2.0-Hacks' notebook:
    # "Error in loading the saved optimizer state. As a result, your model is starting with a
    # freshly initialized optimizer."; the notebook: its predictions can be wrong)
    rule(
        "keras-h5-optimizer-state-not-restored",
        W,
        "The .h5 file's optimizer state was not restored: training resumes from a fresh one",
        r"Error in loading the saved optimizer state",
        "error in loading the saved optimizer state",
        "The weights loaded, the optimizer did not (another optimizer or Keras release wrote "
        "it): to resume training exactly, save and load in the TensorFlow format (a SavedModel "
        "or a .keras file) or a tf.train.Checkpoint of model and optimizer; for inference only, "
        "load_model(path, compile=False)",
    ),
    # a subclassed model saved to HDF5 (sayakpaul/TF-2.0-Hacks' wandb notebook: "... requires
    # the model to be a Functional model or a Sequential model. It does not work for
    # subclassed models ...", wandb's checkpoint skipped while training went on)
    rule(
        "keras-h5-subclassed-model-unsupported",
        W,
        "A subclassed model cannot be saved to HDF5",
        r"requires the model to be a Functional model or a Sequential model\. It does not work "
        r"for subclassed models",
        "does not work for subclassed models",
        "Save it in the TensorFlow format (model.save('dir') / save_format='tf', a .keras file "
        "in Keras 3) or save_weights; a callback that saves .h5 (WandbCallback, "
        "ModelCheckpoint with a .h5 path) needs that format too",
    ),
    # Keras's own notes about a model that are harmless (moved from benign.py: module size)
    rule(
        "benign-keras-notice",
        Severity.INFO,
        "A Keras notice about the model (harmless)",
        # (Keras 2.2's wording: "No training configuration found in save file: the model was
        # *not* compiled. Compile it manually.", zhaipro/easy12306#14)
        r"No training configuration found in (?:the )?save file(?:, so|:) the model was \*not\* compiled|"
        # (Keras 2's "Output "x" missing from loss dictionary. We assume this was done on
        # purpose": a layer adding its own loss, fchollet's VAE notebook)
        r"missing from loss dictionary\. We assume this was done on purpose|"
        r"Layers in a Sequential model should only have a single input tensor|Compiled the loaded "
        r"model, but the compiled metrics have yet to be built|"
        # tf.keras 2.5-2.8's CustomMaskWarning while saving (AutoKeras, r23-1-011; the TF-TRT
        # notebook, docs1-p-025): loading will need custom_objects, the save went through
        r"CustomMaskWarning: Custom mask layers require a config",
        ("no training configuration found in", "should only have a single input tensor",
         "missing from loss dictionary", "compiled metrics have yet to be built",
         "custom mask layers require a config"),
        "Harmless: compile the loaded model before training it (model.compile(...)); for "
        "several inputs build the model with the Functional API; a custom mask layer: pass it "
        "in custom_objects when loading (and give it get_config)",
    ),
)
