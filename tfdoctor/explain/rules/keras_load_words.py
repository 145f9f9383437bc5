"""Log rules for loading a saved Keras model whose custom parts do not come back: tf.keras's
SavedModel loader without the custom objects, and Keras 3's weights for a layer the loaded
model never built. The words were read in the wheels (`pip download --no-deps`, 2026-11-29):
tf_keras 2.15.0's saving/legacy/saved_model/load.py and Keras 3.15's layers/layer.py. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity


def _unquoted(args: object) -> str:
    """Keras's list of argument names, "'options', 'signatures'", as options, signatures."""
    return str(args or "").replace("'", "")


_CUSTOM = (
    "Load with the custom functions and classes the model was compiled and built with: "
    "load_model(path, custom_objects={'mean_iou': mean_iou, ...}) after importing them, or "
    "compile=False when only predictions are needed (then compile again with the metrics); "
    "custom classes need get_config()/from_config()"
)
#: custom parts of a loaded model
KERAS_LOAD_RULES = (
    # (jakeret/unet#8, round 151: "ValueError: Unable to restore custom object of type
    # _tf_keras_metric currently. Please make sure that the layer implements `get_config`and
    # `from_config` when saving."; fixed with custom_objects for the metric functions; tf_keras
    # 2.15's words: 'Unable to restore custom object of class "X" (type ...)')
    rule(
        "keras-custom-object-unknown",
        Severity.ERROR,
        "The saved model holds a custom object (a metric, a layer) load_model was not given",
        r"Unable to restore custom object of (?:type|class) \"?(?P<name>[\w.]+)\"?",
        "unable to restore custom object",
        _CUSTOM,
    ),
    # the metric alone is only logged and the model loads without it (frankkramer-lab/MIScnn
    # #112, round 151: "WARNING:tensorflow:Unable to restore custom metric. Please ensure that
    # the layer implements `get_config` and `from_config` when saving."; tf_keras 2.15 load.py)
    rule(
        "keras-custom-object-unknown",
        Severity.WARNING,
        "A custom metric of the saved model was not restored (the model loaded without it)",
        r"Unable to restore custom metric\. Please ensure that the layer implements",
        "unable to restore custom metric",
        _CUSTOM,
    ),
    # Keras 3 loading weights for a layer the rebuilt model never built (NatLabRockies/polyID#6,
    # round 151: a package's custom layers written for Keras 2.10, "Layer 'dense' was never
    # built and thus it doesn't have any variables. However the weights file lists 2 variables
    # for this layer."; Keras 3.15's layer.py; the gatherer's name, adopted)
    rule(
        "keras-layer-never-built-on-load",
        Severity.ERROR,
        "A layer of the loaded model was never built, so its saved weights have nowhere to go",
        r"Layer '(?P<layer>[\w/]+)' was never built and thus it doesn't have any variables\. However "
        r"the weights file lists (?P<n>\d+) variables|"
        # the same wrapped after "thus it", under "A total of 19 objects could not be loaded."
        # (kubeedge/ianvs#709, round 175: a ResNet whose layers no call had built before
        # copy.deepcopy pickled it; a dummy forward pass in __init__ fixed it)
        r"Layer '(?P<layer2>[\w/]+)' was never built and thus it\s*$",
        ("was never built and thus it doesn't have any variables", "was never built and thus it"),
        lambda v, _c: (
            f"The custom layer that owns '{v.get('layer') or v.get('layer2')}' does not create it when the model is "
            "rebuilt: its build() must build its child layers (call child.build(shape)), or call "
            "the model once on a dummy input before saving, pickling or copy.deepcopy, or it "
            "needs build_from_config()/get_build_config(). Code written for Keras 2 (TensorFlow "
            "<= 2.15) usually is: load it with that Keras (tf_keras with TF_USE_LEGACY_KERAS=1), "
            "or fix the layer's build()"
        ),
    ),
    # Keras 3.15's save_model on a model no input has built: it saves, with a warning (its
    # saving_lib.py: "You are saving a model that has not yet been built. It might not contain
    # any weights yet."; a real run: tests/data/tracebacks/tf-2.21-runs/SOURCES.md); save_weights
    # raises instead, keras_notes.py's error
    rule(
        "keras-model-not-built",
        Severity.WARNING,
        "The model was saved before any input built it: the file may hold no weights",
        r"You are saving a model that has not yet been built\. It might not contain any weights",
        "you are saving a model that has not yet been built",
        "Give the model its input first (keras.Input(shape=...) as the first entry of a "
        "Sequential, model.build((None, ...)), or fit/call it on data), then save again; a "
        "model saved this way loads without its weights",
    ),
    # tf_keras refusing to save a subclassed model no input has built (tf_keras/src/saving/
    # legacy/saving_utils.py:97, raise_model_input_error; the twenty-second session's outside
    # check n, a real tf_keras 2.21 run)
    rule(
        "keras-model-not-built",
        Severity.ERROR,
        "The model cannot be saved: no input has built it yet",
        r"Model <[^>]*> cannot be saved either because the input shape is not available",
        "cannot be saved either because the input shape",
        "Call the model on data (or model.build((None, ...)), or fit it) before saving; a "
        "subclassed model learns its input shape only then",
    ),
    # Keras 2.13-2.14's ModelCheckpoint(save_best_only=True) passing its `options` to
    # model.save of a .keras path, which the native format refuses (keras 2.13.1's and 2.14.0's
    # callbacks.py; 2.15.0's _save_handler drops them for .keras; Alireza-Akhavan/deeplearning-
    # tensorflow2-notebooks' x-ray notebook, round 163; the gatherer's name, adopted). The same
    # words for a user's own extra arguments to model.save; Keras 3 says "The following
    # argument(s) are not supported: [...]" (keras 3.15's saving_api.py).
    rule(
        "keras-checkpoint-options-native-format",
        Severity.ERROR,
        "model.save of a .keras file was given arguments the native Keras format does not take",
        r"The following argument\(s\) are not supported with the native Keras format: "
        r"\[(?P<args>[^\]\n]*)\]",
        "not supported with the native keras format",
        lambda v, _c: (
            f"The .keras format takes no {_unquoted(v.get('args')) or 'extra arguments'}. "
            "From a ModelCheckpoint "
            "with save_best_only=True under keras 2.13-2.14 (TensorFlow 2.13-2.14) it is Keras's "
            'own bug, fixed in keras 2.15.0: upgrade (pip install "tensorflow==2.15.*"), or give '
            "the checkpoint an .h5 path. From your own model.save call: drop those arguments "
            "for a .keras path (options= belongs to the SavedModel format)"
        ),
    ),
    # Theano's note under Keras 1-2's Theano backend that Keras's learning-phase input is not
    # used by an inference graph (imatge-upc/activitynet-2016-cvprw's results notebook, round
    # 163: "theano.function was asked to create a function computing outputs given certain
    # inputs, but the provided input variable at index 1 is not part of the computational graph
    # needed to compute the outputs: keras_learning_phase."; the next cell predicted)
    rule(
        "benign-keras-notice",
        Severity.INFO,
        "Theano notes that Keras's learning-phase input is unused (harmless)",
        r"theano\.function was asked to create a function computing outputs given certain inputs, "
        r"but the provided input variable at index \d+ is not part of the computational graph "
        r"needed to compute the outputs: keras_learning_phase|^To make this warning into an error, "
        r"you can pass the parameter on_unused_input='raise' to theano\.function",
        ("theano.function was asked to create a function", "on_unused_input='raise'"),
        "Harmless: a prediction graph does not use Keras's train/test switch, and Theano says "
        "so; the outputs are computed as usual",
    ),
)
