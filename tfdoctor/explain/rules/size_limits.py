"""Log rules for protobuf's and FlatBuffers' 2 GB ceiling: a GraphDef, a SavedModel, a tensor
constant or a TFLite model over 2**31-1 bytes. The words are protobuf's ("Message ... exceeds
maximum protobuf size of 2GB"), TensorFlow's (TF 2.21's framework/ops.py: "Cannot create a tensor proto
whose content is larger than 2GB.", "GraphDef cannot be larger than 2GB."), and TFLite's converter's (flatbuffer_export.cc, "Model size
is bigger than 2gb"), in the threads cited (round 156; the gatherers' names, adopted). Samples
in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
_CONSTANTS = (
    "keep the weights in variables instead of constants: save a SavedModel or checkpoint as it "
    "is (not a frozen graph), and feed large arrays through tf.data or as inputs, not "
    "tf.constant / Python closures inside tf.function"
)
#: 2 GB limits
SIZE_LIMIT_RULES = (
    # (tensorflow/tensorflow#39108: "Cannot serialize protocol buffer of type
    # tensorflow.GraphDef as the serialized size (2643020353bytes) would be larger than the limit
    # (2147483647 bytes)"; huggingface/tflite-android-transformers#4: a frozen graph, "Message
    # tensorflow.GraphDef exceeds maximum protobuf size of 2GB: 6233583551"; libprotobuf's C++
    # words in a TF-TRT freeze, tensorflow/tensorflow#45910: "[libprotobuf ERROR ...message_lite.cc:
    # 406] tensorflow.GraphDef exceeded maximum protobuf size of 2GB: 2222908841")
    rule(
        "graphdef-exceeds-2gb",
        E,
        "The graph is over protobuf's 2 GB limit (weights frozen into it as constants)",
        r"Cannot serialize protocol buffer of type tensorflow\.GraphDef as the serialized size|"
        r"(?:Message )?tensorflow\.GraphDef exceed(?:s|ed) maximum protobuf size of 2GB|GraphDef cannot "
        r"be larger than 2GB",
        ("cannot serialize protocol buffer of type tensorflow.graphdef", "graphdef exceeds maximum protobuf size",
         "graphdef exceeded maximum protobuf size", "graphdef cannot be larger than 2gb"),
        f"A GraphDef holds its constants inline and cannot pass 2 GB: {_CONSTANTS}",
    ),
    # (tensorflow/tensorflow#45041: "ValueError: Message tensorflow.SavedModel exceeds maximum
    # protobuf size of 2GB: 9789558077"; ultralytics/yolov5#6262: Keras's metadata, "Message
    # third_party.py.keras.protobuf.SavedMetadata exceeds maximum protobuf size of 2GB")
    rule(
        "savedmodel-exceeds-2gb",
        E,
        "The SavedModel's own protobuf is over the 2 GB limit (weights stored as constants)",
        r"(?:Message )?(?:tensorflow\.SavedModel|[\w.]*keras\.protobuf\.SavedMetadata) exceed(?:s|ed) "
        r"maximum protobuf size of 2GB",
        ("exceeds maximum protobuf size of 2gb", "exceeded maximum protobuf size of 2gb"),
        "A SavedModel keeps variables in its variables/ files and only the graph in "
        f"saved_model.pb, so over 2 GB means large constants in the graph: {_CONSTANTS}; or save "
        "the weights alone (model.save_weights) and rebuild the model in code. (SaveOptions("
        "experimental_image_format=True) splits the proto, but TF 2.21's save_options.py says "
        "it is disabled in open-source builds: not for pip's TensorFlow)",
    ),
    # (nengo/nengo-dl#160: "ValueError: Tried to convert 'input' to a tensor and failed. Error:
    # Cannot create a tensor proto whose content is larger than 2GB.")
    rule(
        "tensor-proto-exceeds-2gb",
        E,
        "A NumPy array of 2 GB or more was turned into a graph constant",
        r"Cannot create a tensor proto whose content is larger than 2GB",
        "tensor proto whose content is larger than 2gb",
        "Inside tf.function (or a TF 1 graph) a NumPy array becomes a constant: pass it as an "
        "argument or a tf.Variable, or stream it with tf.data.Dataset.from_tensor_slices in "
        "smaller pieces (or from files)",
    ),
    # (tensorflow/tensorflow#59023: "E ... flatbuffer_export.cc:2015] Model size is bigger than
    # 2gb", a TFLite conversion of a large text-to-image model)
    rule(
        "tflite-flatbuffer-exceeds-2gb",
        E,
        "The TFLite model is over the FlatBuffers 2 GB limit",
        # TF 2.21's words (libtensorflow_cc strings): "Model structure size is bigger than 2gb",
        # "Flatbuffer size exceeds 2gb limit."
        r"Model (?P<structure>structure )?size is bigger than 2gb|Flatbuffer size exceeds 2gb limit",
        ("size is bigger than 2gb", "flatbuffer size exceeds 2gb"),
        lambda v, _c: (
            "The graph itself (not the weights) is over the FlatBuffer 2 GB limit: simplify or split "
            "the model into parts converted apart"
            if v.get("structure") else
            "A FlatBuffer cannot pass 2 GB: quantize the weights (converter.optimizations = "
            "[tf.lite.Optimize.DEFAULT], or float16), split the model into parts converted apart, "
            "or (TF 2.14+) keep the weights outside the FlatBuffer with converter."
            "_experimental_use_buffer_offset = True, for a runtime that reads such files "
            "(lite/python/lite.py)"
        ),
    ),
)
