"""Log rules for exporting a SavedModel: custom gradients that cannot be traced, signature
functions that return something other than tensors; and converting one to TFLite with
variables the converter cannot fold. (Keras's own saving: keras_run.py.)

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

SAVED_MODEL_RULES = (
    # saving a SavedModel whose custom gradients cannot be traced (jax2tf's results table,
    # round 57: "Error when tracing gradients for SavedModel."; TF's message names the fix;
    # the gatherer's name, adopted)
    rule(
        "saved-model-gradient-tracing-failed",
        E,
        "Saving the SavedModel failed while tracing its custom gradients",
        r"Error when tracing gradients for SavedModel",
        "error when tracing gradients for savedmodel",
        "A custom gradient could not be converted to a concrete function: fix that gradient, or "
        "save without gradients, tf.saved_model.save(obj, path, options=tf.saved_model."
        "SaveOptions(experimental_custom_gradients=False)) (then gradients through the loaded "
        "model are not available)",
    ),
    # a signature function returning something other than tensors (jax2tf's results table,
    # round 57: "Got a non-Tensor value FrozenDict({...}) for key 'output_1' in the output of
    # the function ... used to generate the SavedModel signature 'serving_default'")
    rule(
        "saved-model-signature-output-not-tensor",
        E,
        "A SavedModel signature returns something other than tensors",
        r"Got a non-Tensor value .{0,400}?used to generate the SavedModel signature|Outputs for "
        r"functions used as signatures must be a single Tensor",
        ("got a non-tensor value", "used as signatures must be a single tensor"),
        "The function saved as a signature must return a Tensor, a list of Tensors or a dict "
        "of string to Tensor: flatten nested outputs (a cache, a FrozenDict) into named tensors "
        "in a wrapper @tf.function, or save that function without a signature",
    ),
    # the TFLite converter given mutable (resource) variables it cannot fold into constants
    # (hunglc007/tensorflow-yolov4-tflite#434: "ConverterError: Variable constant folding is
    # failed. Please consider using enabling `experimental_enable_resource_variables` flag";
    # the answers: the TF the project was written for (2.3), or the flag; the gatherer's name)
    rule(
        "tflite-converter-resource-variables",
        E,
        "The TFLite converter cannot fold the model's variables into constants",
        r"Variable constant folding is failed",
        "variable constant folding is failed",
        "Set converter.experimental_enable_resource_variables = True (TFLite then keeps the "
        "variables), or convert with the TensorFlow release the exporting project was written "
        "for; a model built for inference (training=False, no variable updates in the "
        "signature) converts without it",
    ),
    # onnx2tf's SavedModel written without signatures (PINTO0309/onnx2tf's README: "ValueError:
    # Only support at least one signature key."; `onnx2tf -osd` writes signature defs)
    rule(
        "saved-model-signature-missing",
        E,
        "The SavedModel has no signature to convert or serve",
        r"Only support at least one signature key",
        "at least one signature key",
        "The SavedModel was written without signature defs: export it with one (onnx2tf -osd; "
        "tf.saved_model.save(model, path, signatures=...)), then convert or serve it",
    ),
    # a folder loaded as a SavedModel that holds no MetaGraphDef with the tags asked for: a
    # frozen GraphDef renamed saved_model.pb, or a TF 1 export with other tags (patlevin/
    # tfjs-to-tf#32: "RuntimeError: MetaGraphDef associated with tags {'serve'} could not be
    # found in SavedModel", then "available_tags: []"; tensorflow/tensorflow#19246, TF 1.8's
    # toco: "Could not find meta graph def matching supplied tags: { serve }"; the gatherer's name)
    rule(
        "saved-model-tags-not-found",
        E,
        "The SavedModel has no graph with the tags asked for (often not a SavedModel at all)",
        # (TF 2.21's saved_model_utils.py:126 says "tag-set train could not be found in the
        # SavedModel. Please use one of the following tag-sets: ['serve']": outside check h)
        r"MetaGraphDef associated with (?:tags?|tag-set) (?P<tags>\{[^}]*\}|'?[^'\s]+'?) could not be "
        r"found in (?:the )?SavedModel|"
        r"Could not find meta graph def matching supplied tags: (?P<tags2>\{[^}]*\})|"
        # a saved_model.pbtxt that is another program's text proto (tensorflow/serving#1945,
        # round 114: a MediaPipe graph, "Error parsing text-format tensorflow.SavedModel: 30:5:
        # Message type \"tensorflow.SavedModel\" has no field named \"type\"")
        r"Error parsing text-format tensorflow\.SavedModel: \d+:\d+: Message type "
        r"\"tensorflow\.SavedModel\" has no field named \"?(?P<field>\w+)",
        ("could not be found in savedmodel", "could not be found in the savedmodel",
         "could not find meta graph def",
         "error parsing text-format tensorflow.savedmodel"),
        lambda v, _c: (
            f"The folder's saved_model.pbtxt is not a SavedModel: a text proto of another kind "
            f"under that name (its field '{v.get('field')}' is no SavedModel field; "
            "tensorflow/serving#1945's was a MediaPipe graph). TensorFlow Serving and "
            "tf.saved_model.load need a SavedModel exported by TensorFlow (tf.saved_model.save): "
            "export one, or serve that model with its own runtime"
            if not (v.get("tags") or v.get("tags2")) else
            f"No MetaGraphDef in this folder carries the tags {str(v.get('tags') or v.get('tags2') or '').strip(chr(39))}: `saved_model_cli "
            "show --dir <folder> --all` lists the tag-sets it has (none: the saved_model.pb is a "
            "frozen GraphDef, not a SavedModel). Load with the tags it lists, export a real "
            "SavedModel (tf.saved_model.save; TF 1: SavedModelBuilder / simple_save with the "
            "'serve' tag), or convert a frozen graph as one "
            "(tf.compat.v1.lite.TFLiteConverter.from_frozen_graph)"
        ),
    ),
    # TF 2's load.py: a SavedModel with one MetaGraph, asked for other tags (openvinotoolkit/
    # openvino#6142: OpenVINO 2021.3's summarize_graph passed tags=['']: "has one MetaGraph with
    # tags ['serve'], but got an incompatible argument tags=[''] to tf.saved_model.load";
    # TF 2.21's load.py: "Got an incompatible argument to `tags`: ... has one MetaGraph with tags",
    # tags given as a list or a set: real runs)
    rule(
        "saved-model-tags-not-found",
        E,
        "The SavedModel was loaded with tags its one MetaGraph does not have",
        r"has one MetaGraph with tags (?P<have>\[[^\]]*\]), but got an incompatible argument tags="
        r"(?P<asked>[\[{][^\]}]*[\]}])|Got an incompatible argument to `tags`: (?P<asked2>[\[{][^\]}]*[\]}])"
        r"\. The SavedModel at .{0,300}? has one MetaGraph with tags (?P<have2>\[[^\]]*\])",
        "has one metagraph with tags",
        lambda v, _c: (
            f"The SavedModel's only MetaGraph has the tags {v.get('have') or v.get('have2')}, and "
            f"the loader asked for {v.get('asked') or v.get('asked2')}: pass tags="
            f"{v.get('have') or v.get('have2')} (a converter's option such as --saved_model_tags "
            "serve), or omit tags / pass None"
            + (". A converter that sends an empty tag by itself has a bug its newer release "
               "fixed (OpenVINO's summarize_graph: openvinotoolkit/openvino#6726): upgrade it"
               if (v.get("asked") or v.get("asked2") or "").strip("[]{}'\" ") == "" else "")
        ),
    ),
    # Keras asked to rebuild a model from a SavedModel that tf.saved_model.save wrote, without
    # keras_metadata.pb (FigmaAI/design-system-detector#1: "Unable to create a Keras model from
    # SavedModel at ... This SavedModel was exported with `tf.saved_model.save`, and lacks the
    # Keras metadata file."; the maintainer: load it with TensorFlow 2.5 or below; the gatherer's
    # name)
    rule(
        "keras-savedmodel-metadata-missing",
        E,
        "Keras cannot rebuild a model from this SavedModel: it has no Keras metadata",
        r"Unable to create a Keras model from SavedModel at (?P<path>\S+?)\.? This SavedModel was "
        r"exported with `tf\.saved_model\.save`",
        "unable to create a keras model from savedmodel",
        "The SavedModel was written by tf.saved_model.save (or before TF 2.5), so Keras's load_model "
        "cannot rebuild its layers: load it with tf.saved_model.load and call its signatures "
        "(model.signatures['serving_default']), load it with the TensorFlow 2.5 or older that "
        "wrote it and re-save with model.save, or rebuild the model in code and load its weights",
    ),
    # an Estimator's export with no serving_default (r48-0-008, a TF 1 MNIST notebook:
    # "WARNING:tensorflow:Export includes no default signature!"; its next cells call the
    # 'predict' signature by name)
    rule(
        "saved-model-no-default-signature",
        Severity.WARNING,
        "The SavedModel has no default signature: clients must name the one they call",
        r"Export includes no default signature!",
        "export includes no default signature",
        "TensorFlow Serving's requests without a signature_name, and tools that load "
        "serving_default, find nothing: call the exported signature by name (the lines above "
        "list what was INCLUDED, e.g. 'predict'), or export a serving_default (a receiver that "
        "takes serialized tf.Example strings for the classify/regress signatures)",
    ),
    # a function being saved that captures a TensorFlow object the saved object does not hold:
    # TF's own words, tensorflow/python/eager/polymorphic_function/saved_model_exported_
    # concrete.py ("Tried to export a function which references an 'untracked' resource."; TF
    # 2.3's "... references untracked object Tensor(...)", tensorflow/tensorflow#42061: a
    # StaticHashTable made inside the exported tf.function) and saved_model/function_
    # serialization.py ("Failed to add concrete function '...' to object-based SavedModel as it
    # captures tensor ... which is unsupported or not reachable from root", keras-team/keras
    # #16085; #51587: a summary writer, fixed with experimental_trackable=True)
    rule(
        "saved-model-untracked-resource",
        E,
        "A function being saved uses a TensorFlow object the saved model does not hold",
        # (TF 2.x's older "... references untracked stateful object Tensor(...)", its source)
        r"Tried to export a function which references (?:an )?'?untracked'? (?:stateful )?(?:resource|object)|"
        # (TF 2.5's "to object based saved model as it captures tf.Tensor(...)", #51587)
        r"to object[- ]based saved ?model as it captures (?:tensor|tf\.Tensor)",
        ("tried to export a function which references", "model as it captures"),
        "A variable, lookup table, tokenizer op or summary writer is created inside the traced "
        "function (or only referenced by it) instead of being an attribute of the saved object: "
        "create it once in __init__/build and assign it to self (a layer's, a tf.Module's), "
        "then call it in the function; a tf.summary writer: create_file_writer(..., "
        "experimental_trackable=True). The lines below name the captured tensor and the function",
    ),
    # tf.saved_model.save's own check in TF 2.x before Keras 3 (rstudio/keras3#1001, round 136:
    # "Expected a Trackable object for export, got <keras.engine.sequential.Sequential object at
    # 0x...>.", a standalone Keras model; a Session or a plain class gets the same words: the
    # review of the sixteenth session)
    rule(
        "keras-tf-api-on-other-backend",
        E,
        "tf.saved_model.save was given an object it cannot track",
        r"Expected a Trackable object for export, got <(?P<oldcls>[\w.]+) object",
        "expected a trackable object for export",
        lambda v, _c: (
            f"{v.get('oldcls')} is not a TensorFlow Trackable: "
            + (
                "a model of a Keras that TensorFlow does not share (the standalone keras package "
                "beside tf.keras, or Keras 3 on the jax/torch backend). Save it with its own "
                "model.save / model.export, or build it with the Keras TensorFlow uses"
                if "keras" in str(v.get("oldcls")).lower() else
                "tf.saved_model.save takes a tf.Module (or a tf.keras model): put the variables and "
                "tf.functions to export on a tf.Module subclass and save that"
            )
        ),
    ),
)
