"""Log rules for the tools that carry a TensorFlow graph to another runtime: tf2onnx, keras2onnx,
ONNX Runtime reading what they wrote, and OpenVINO's Model Optimizer. The words were read in the
wheels (`pip download --no-deps`, 2026-11-29): tf2onnx 1.16.1's onnx_opset/quantize.py ("Unable
to convert node FakeQuantWithMinMaxArgs with num_bits=%r", "... because zero_scale=%r is outside
uint8 boundary", raised through utils.make_sure as "make_sure failure: ..."), keras2onnx 1.6.0's
wrapper.py ("Can't import tf2onnx module, so the conversion on a model with any custom/lambda
layer will fail!"), TF 2.21's graph_util_impl.py ("%s is not in graph"); ONNX Runtime's and Model
Optimizer's in the threads cited (round 159; the gatherers' names, adopted). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: converters to ONNX and OpenVINO
ONNX_TOOL_RULES = (
    # ONNX Runtime refusing a converted model at load (onnx/keras-onnx#670: "INVALID_GRAPH : This
    # is an invalid model. Error in Node:... Node (...Pad) has input size 1 not in range [min=2,
    # max=3]", a Pad in opset-10 form stamped opset 11; microsoft/onnxruntime#310: "Type
    # 'tensor(int32)' of input parameter (Reshape_2/shape) of operator (Reshape) ... is invalid")
    rule(
        "onnx-converter-emitted-invalid-model",
        E,
        "ONNX Runtime refuses the converted model as invalid: the converter wrote it wrong",
        r"\[ONNXRuntimeError\] : \d+ : INVALID_GRAPH : (?P<why>[^\n`]{0,240})",
        "invalid_graph :",
        lambda v, _c: (
            f"The model file fails ONNX Runtime's graph check ({(v.get('why') or '').strip()[:160]}): "
            "the converter wrote a node the model's opset does not allow, so the fix is in the "
            "conversion, not the runtime. Check it with onnx.checker.check_model(onnx.load(path), "
            "full_check=True); convert again with a current tf2onnx (keras2onnx is retired: "
            "python -m tf2onnx.convert --saved-model DIR --output model.onnx --opset N, or "
            "tf2onnx.convert.from_keras) "
            "and an explicit --opset your ONNX Runtime supports"
        ),
    ),
    # an output or input name a converter was given that the graph lacks (tensorlayer/HyperPose
    # #351: tf2onnx --outputs SemanticPredictions:0, "AssertionError: SemanticPredictions is not in
    # graph"; freeze_graph's output_node_names and convert_variables_to_constants raise the same
    # from TF's graph_util_impl.py)
    rule(
        "converter-output-node-not-in-graph",
        E,
        "A node name given to the converter or freezer is not in the graph",
        r"AssertionError: (?P<node>[^\s`]+?)_? is not in graph",
        "is not in graph",
        lambda v, _c: (
            f"'{v.get('node')}' is not a node of this graph, so it cannot be an input or output: "
            "list the real names (saved_model_cli show --dir DIR --all for a SavedModel; "
            "[n.name for n in graph_def.node] for a frozen graph; the exporter's own printout) and "
            "pass those to --inputs/--outputs (tf2onnx, with ':0') or output_node_names "
            "(freeze_graph, without ':0')"
        ),
    ),
    # tf2onnx maps FakeQuant nodes to QuantizeLinear/DequantizeLinear only for 8 bits without
    # narrow range, and a zero point in uint8 (onnx/tensorflow-onnx#1764: a QAT YOLOv4,
    # "zero_scale=-7.0 is outside uint8 boundary"; #2193: "with num_bits=10"; tfmot 0.8.0's
    # default_8bit_quantizers.py quantizes weights with symmetric=True, narrow_range=True)
    rule(
        "tf2onnx-fake-quant-params-unsupported",
        E,
        "tf2onnx cannot express this fake-quant node in ONNX's 8-bit quantization",
        r"Unable to convert node FakeQuantWithMinMax\w* with (?P<what>num_bits=\d+|narrow_range=\w+)|"
        r"Cannot convert (?P<op>FakeQuantWithMinMax\w+) node \S+ with min=.{0,120}?because "
        r"zero_scale=\S+ is outside uint8 boundary",
        ("unable to convert node fakequant", "is outside uint8 boundary"),
        lambda v, _c: (
            f"tf2onnx turns FakeQuant into ONNX QuantizeLinear/DequantizeLinear only with 8 bits, "
            f"narrow_range off and a zero point inside uint8 (here: "
            f"{v.get('what') or 'the zero point falls outside 0..255'}): export the QAT model "
            "with 8-bit fake quantization, narrow_range off and ranges whose zero point falls in "
            "0..255 (tfmot's default weight quantizer uses narrow_range: a custom QuantizeConfig), "
            "or convert the float model and quantize it in ONNX Runtime (onnxruntime.quantization)"
        ),
    ),
    # keras2onnx running without tf2onnx (microsoft/MCW-ML-Ops#32: the lab's setup lacked it;
    # PR #31 added `pip install tf2onnx==1.6.3`)
    rule(
        "converter-optional-dependency-missing",
        Severity.WARNING,
        "keras2onnx runs without tf2onnx: custom and Lambda layers will not convert",
        r"Can't import tf2onnx module, so the conversion on a model with any custom/lambda layer "
        r"will fail",
        "can't import tf2onnx module",
        "keras2onnx hands custom and Lambda layers to tf2onnx, which is not importable here: "
        "pip install tf2onnx (keras2onnx is retired; tf2onnx.convert.from_keras converts Keras "
        "models itself)",
    ),
    # Model Optimizer given a training graph: BatchNorm moving-average updates are data edges out
    # of AssignSub (openvinotoolkit/openvino#409: "Data flow edge coming out of AssignSub node
    # .../BatchNorm/AssignMovingAvg"; the maintainer asked whether the model was frozen)
    rule(
        "training-graph-not-frozen-for-inference",
        E,
        "The converter was given a training graph (variable updates still in it)",
        r"Data flow edge coming out of Assign(?:Sub|Add)? node",
        "data flow edge coming out of assign",
        "The graph still holds training ops (BatchNorm's moving-average AssignSub, optimizer "
        "updates): build the inference graph (is_training=False / training=False), freeze it "
        "(convert_variables_to_constants_v2, or export a SavedModel of the inference model), and "
        "convert that",
    ),
)
