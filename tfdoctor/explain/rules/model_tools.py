"""Log rules for the tools that convert a TensorFlow/Keras model for another runtime, in their
own words: coremltools, OpenVINO's Model Optimizer, converters meeting Apple's ML Compute ops,
a graph whose variables another TensorFlow wrote (spliced into converters.py's table).
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

MODEL_TOOL_RULES = (
    # Apple's tensorflow_macos alpha (TF 2.4.0-rc0) rewrote layers into ML Compute ops, which no
    # converter knows (apple/coremltools#1503: "Conversion for TF op 'MLCMatMul' not
    # implemented."; onnx/tensorflow-onnx#1734 the same op in tf2onnx; round 117)
    rule(
        "tensorflow-macos-mlc-ops",
        E,
        "The model holds Apple ML Compute ops (tensorflow_macos) no converter knows",
        r"\bop '?(?P<op>MLC[A-Z]\w*)'? (?:not implemented|is not supported|unsupported)"
        r"|Unsupported ops?:? .*\b(?P<op2>MLC[A-Z]\w*)"
        r"|op \[[^\]]*: (?P<op3>MLC[A-Z]\w*)\] is not supported"
        # TensorFlow itself loading such a graph (no TensorFlow registers MLC ops)
        r"|Op type not registered '(?P<op4>MLC[A-Z]\w*)'",
        "mlc",
        lambda v, _c: (
            f"{v.get('op') or v.get('op2') or v.get('op3') or v.get('op4')} is an ML Compute op of Apple's tensorflow_macos "
            "alpha (2.4.0-rc0), written into the graph when the model was built there: rebuild "
            "or re-save the model under a standard TensorFlow (tensorflow-macos 2.5+ with "
            "tensorflow-metal, or any Linux/Windows TensorFlow), then convert that"
        ),
    ),
    # coremltools' old Keras converter given a tf.keras 2.x model (apple/coremltools#844, round
    # 117; the maintainer: use the Unified Conversion API, ct.convert)
    rule(
        "coreml-keras-converter-tf-keras-model",
        E,
        "coremltools' standalone-Keras converter was given a tf.keras model",
        r"Keras layer of type <class '(?P<cls>tensorflow\.[\w.]*keras[\w.]*|keras\.(?:src\.)?"
        r"(?:layers|engine|models)\.[\w.]*)'> is not supported",
        ("keras layer of type <class 'tensorflow.", "keras layer of type <class 'keras."),
        "coremltools.converters.keras.convert reads standalone Keras 2.2 models only; a "
        "tf.keras model goes through the Unified Conversion API: "
        "mlmodel = coremltools.convert(tf.keras.models.load_model(path))",
    ),
    # coremltools runs a Core ML prediction only on macOS 10.13+ (iwantooxxoox/Keras-OpenFace's
    # CoreML notebook, round 117; coremltools/models/model.py raises it)
    rule(
        "macos-version-too-old",
        E,
        "Core ML predictions need macOS 10.13 or newer",
        r"Model prediction is only supported on macOS version (?P<need>[\d.]+)",
        "model prediction is only supported on macos",
        lambda v, _c: (
            f"coremltools converts anywhere but predicts only through macOS's Core ML "
            f"framework, macOS {v.get('need')} or newer: run the prediction on such a Mac (or "
            "an iOS device), or check the Keras model's own predict instead"
        ),
    ),
    # OpenVINO's Model Optimizer given a SavedModel's saved_model.pb as --input_model
    # (openvinotoolkit/openvino#21320, round 117: "... saved_model.pb" is incorrect TensorFlow
    # model file.)
    rule(
        "openvino-saved-model-as-frozen-graph",
        E,
        "OpenVINO's Model Optimizer read a SavedModel's saved_model.pb as a frozen graph",
        r"TensorFlow cannot read the model file: \"?(?P<file>[^\"]*saved_model\.pbt?x?t?)\"? is "
        r"incorrect TensorFlow model file",
        "tensorflow cannot read the model file",
        lambda v, _c: (
            f"{v.get('file')} is a SavedModel's file, not a frozen graph: pass its folder "
            "instead (mo --saved_model_dir <folder>; OpenVINO 2023+: ovc <folder> or "
            "openvino.convert_model(<folder>))"
        ),
    ),
    # a graph whose resource variables another TensorFlow wrote, imported or converted here
    # (onnx/tensorflow-onnx#1253, round 117: "Input 0 of node .../AssignNewValue was passed
    # float from ... incompatible with expected resource"; converting under the TensorFlow
    # that exported it fixed it)
    rule(
        "saved-model-tf-version-mismatch",
        E,
        "A graph's variable ops do not match this TensorFlow's (saved by another release?)",
        r"Input \d+ of node (?P<node>\S+) was passed (?P<got>\w+) from \S+ incompatible with "
        r"expected (?:resource|float_ref)",
        ("incompatible with expected resource", "incompatible with expected float_ref"),
        lambda v, _c: (
            f"Node {v.get('node')} expected a variable and got a plain {v.get('got')} tensor. "
            + ("An Assign node of a BatchNorm means the graph was frozen or exported in training "
               "mode: export in inference mode (call the model with training=False, "
               "set_learning_phase(0) in TF 1.x) and freeze again. "
               if "Assign" in str(v.get("node")) else "")
            + "Otherwise the graph was written by another TensorFlow release: load or convert it "
            "under the TensorFlow that exported it, or re-export it here"
        ),
    ),
)
