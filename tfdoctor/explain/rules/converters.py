"""Log rules for the tools that take a TensorFlow model elsewhere: tf2onnx and the TF.js
converter meeting ops they cannot convert, TensorFlow Serving finding no model version or
given a request of the wrong type, the TFLite runtime raising where a delegate refused the
graph. Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.model_tools import MODEL_TOOL_RULES
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

#: the GPU/NNAPI delegate refusing dynamic-sized tensors (this module's rule and
#: context_filters.static_sized_not_xnnpack); ops whose output size depends on the data (NMS:
#: tensorflow/tensorflow#52388; control flow) stay dynamic whatever the input shape
DYNAMIC_SHAPES_REMEDY = (
    "The GPU and NNAPI delegates take only fixed tensor shapes: export and convert the model "
    "with a fixed input shape (a concrete batch size and image size in the signature, or "
    "resize the input before allocating tensors); ops whose output size depends on the data "
    "(non-max suppression, control flow) stay dynamic: leave them out of the converted model "
    "(run them outside it) or run the model without that delegate (CPU, XNNPACK)"
)


CONVERTER_RULES = (
    *MODEL_TOOL_RULES,  # coremltools, OpenVINO, ML Compute ops, another TF's graph (model_tools.py)
    # tf2onnx without a handler for an op (onnx/tensorflow-onnx#1555: "ERROR - Tensorflow op
    # [mrcnn_detection/DenseToDenseSetOperation: DenseToDenseSetOperation] is not supported",
    # then "Unsupported ops: Counter({...})"; the maintainer added it, a newer tf2onnx converted;
    # r59-1-002's "tensorflow op NonMaxSuppression is not supported"; the gatherers' name)
    rule(
        "tf2onnx-op-unsupported",
        E,
        "tf2onnx has no conversion for an op of this model",
        r"Tensorflow op \[[^\]]*?: (?P<op>\w+)\] is not supported|tensorflow op (?P<op2>\w+) is "
        r"not supported|Unsupported ops: Counter\(\{'(?P<op3>\w+)'",
        ("tensorflow op", "unsupported ops: counter("),
        lambda v, _c: (
            f"tf2onnx cannot convert {v.get('op') or v.get('op2') or v.get('op3')} at this "
            "opset: upgrade tf2onnx (pip install -U tf2onnx; its newer releases add handlers), "
            "try a higher --opset, or replace the op in the model before exporting"
        ),
    ),
    # the TF.js converter refusing ops its runtime has not got (tensorflow/tfjs#684:
    # tensorflowjs_converter 0.5.7, "ValueError: Unsupported Ops in the model before
    # optimization" then the ops, LogSoftmax; the gatherer's name)
    rule(
        "tfjs-converter-op-unsupported",
        E,
        "The TensorFlow.js converter met ops TF.js does not support",
        r"Unsupported Ops in the model(?: before optimization| after optimization)?",
        "unsupported ops in the model",
        "The ops listed below the error have no TF.js kernel in this release: upgrade "
        "tensorflowjs (pip install -U tensorflowjs: each release adds ops), rewrite them with "
        "supported ops (log(softmax(x)) for LogSoftmax), or cut them from the exported graph and "
        "do that step in JavaScript; --skip_op_check converts anyway for ops you register",
        url="https://github.com/tensorflow/tfjs/blob/master/tfjs-converter/docs/supported_ops.md",
    ),
    # TensorFlow Serving's model base path without numbered version folders (bitnami/bitnami-
    # docker-tensorflow-inception#4: "No versions of servable inception found under base path
    # /bitnami/model-data"; a folder 1/ holding the SavedModel let it serve; the gatherer's name)
    rule(
        "serving-model-version-dir-missing",
        E,
        "TensorFlow Serving found no model version under the model's base path",
        r"No versions of servable (?P<model>\S+) found under base path (?P<path>\S+)|"
        # the base path itself missing (tensorflow/serving#2189, round 114: "Could not find base
        # path /models/C/ for servable C with error NOT_FOUND")
        # (NOT_FOUND only: "UNIMPLEMENTED: File system scheme 's3'" is another cause, the
        # review of the thirteenth session, tensorflow/serving#1963)
        r"Could not find base path (?P<path2>\S+?)/? for servable (?P<model2>\S+) with error NOT_FOUND",
        ("no versions of servable", "could not find base path"),
        lambda v, _c: (
            (f"{v.get('path2')} does not exist in the server's filesystem (in a container: "
             "mount the model folder there, docker run -v /host/models/X:/models/X; in a "
             "model config: fix base_path). " if v.get("path2") else "")
            + f"TensorFlow Serving serves {v.get('path') or v.get('path2')}/<version>/ "
            "(saved_model.pb and variables/): export the SavedModel into a numbered folder, "
            f"e.g. {v.get('path') or v.get('path2')}/1/, not the checkpoints or a bare "
            "saved_model.pb"
        ),
    ),
    # a REST request whose values are not the signature's dtype (aws/amazon-sagemaker-examples
    # #444: {"inputs":[1,2,3,4]} to an estimator export that takes serialized tf.Example strings,
    # "JSON Value: 1 Type: Number is not of expected type: string"; the gatherer's name)
    rule(
        "serving-request-input-mismatch",
        E,
        "The request's values are not of the type the model's signature takes",
        r"JSON Value: (?P<value>.{1,60}?) Type: (?P<type>\w+) is not of expected type: "
        r"(?P<want>\w+)",
        "is not of expected type",
        lambda v, _c: (
            f"The signature takes {v.get('want')} and the request sent a {v.get('type')}: read "
            "the signature (saved_model_cli show --dir DIR --all) and send what it takes; an "
            "estimator export parsing tf.Example takes base64 serialized Examples "
            '({"b64": ...}), or export with a raw serving input receiver'
        ),
    ),
    # the TFLite runtime raising where a delegate refused a dynamic-sized graph (PINTO0309/
    # Tensorflow-bin#45: tflite_runtime on a Pi, "RuntimeError: Attempting to use a delegate
    # that only supports static-sized tensors ..."; newer runtimes log it and go on, which is
    # notices.py's benign-tflite-delegate-notice; the gatherer's name)
    rule(
        "tflite-default-delegate-failure-raises",
        E,
        "This TFLite runtime raises where its default delegate refuses the graph",
        # (only the default delegate's: with an explicit GPU/NPU/Edge TPU delegate the model
        # needs static shapes instead; the review of 3df6079)
        r"RuntimeError: Attempting to use a delegate that only supports static-sized tensors.*"
        r"Ignoring failed application of the default TensorFlow Lite delegate",
        "runtimeerror: attempting to use a delegate",
        "This tflite_runtime build raises instead of falling back to the default kernels: "
        "install a newer tflite_runtime (or ai-edge-litert), or create the Interpreter with "
        "experimental_op_resolver_type=tf.lite.experimental.OpResolverType."
        "BUILTIN_WITHOUT_DEFAULT_DELEGATES to skip XNNPACK",
    ),
    # a delegate the app applied itself (GPU, NNAPI) refusing a graph with dynamic-sized
    # tensors: TFLite's "Failed to apply delegate" raises (hunglc007/tensorflow-yolov4-tflite#203:
    # "IllegalArgumentException: Internal error: Failed to apply delegate: Attempting to use a
    # delegate that only supports static-sized tensors with a graph that has dynamic-sized
    # tensors."; the model exported without fixed input shapes; the gatherer's name). Before
    # notices.py's XNNPACK notice of the same words, which is logged and goes on
    rule(
        "tflite-gpu-delegate-dynamic-shapes",
        E,
        "The delegate the app applied (GPU, NNAPI, an NPU's) refuses a model with dynamic-sized tensors",
        r"Failed to apply delegate: Attempting to use a delegate that only supports static-sized",
        "failed to apply delegate: attempting",
        DYNAMIC_SHAPES_REMEDY,
        group="tflite-static-sized",
    ),
    # TF-TRT's converter and engine logger while it works (NVIDIA/DeepLearningExamples and
    # tensorflow/tensorrt notebooks; moved from benign.py, module size)
    rule(
        "benign-tftrt-notice",
        INFO,
        "TF-TRT converter/engine notice (harmless)",
        r"TF-TRT Warning: DefaultLogger|TF_TRT_MAX_ALLOWED_ENGINES=\d+ has no effect|Number of "
        r"TensorRT candidate segments|Replaced segment \d+ consisting of \d+ nodes by TRTEngineOp|"
        # engines built at the first call (NVIDIA/TensorRT's TF-TRT quickstart notebook:
        # "Could not find TRTEngineOp_0_0 in TF-TRT cache. This can happen if build() is not
        # called, which means TensorRT engines will be built and cached at runtime.")
        r"in TF-TRT cache\. This can happen if build\(\) is not called|"
        # the same, from the rendezvous (tensorflow/tensorrt#336: "NOT_FOUND:
        # TRTEngineCacheResource not yet created", a converted model saved without build())
        r"TRTEngineCacheResource not yet created|"
        # the optimization pass skipping functions not marked for conversion (I lines; TF 2.15's
        # libtensorflow_cc strings; tensorflow/tensorflow#60185: "... TRTEngineOp_0_2_native_segment")
        r"Attribute _tftrt_convert_function was not found|Not optimizing this grappler item: |"
        # a segment the converter left to TensorFlow (the same log: "Cannot replace segment 2
        # ... by TRTEngineOp_000_002 reason: Segment has no inputs ... (keeping original segment)")
        r"Cannot replace segment \d+ consisting of \d+ nodes by TRTEngineOp|"
        # TF-TRT converting before a session made the devices, then running on device 0, which
        # is found (peterlee0127/tensorflow-nvJetson#26, the maintainer's working TF 1.10 output)
        # (a note only where the log then shows a usable GPU: context_filters.tftrt_device_unknown;
        # tensorflow/tensorflow#21248 and #38460 print them in runs that failed)
        r"(?P<nosession>Can't find a GPU device to work with\. Please instantiate a session to "
        r"initialize devices|Can't identify the cuda device\. Running on device \d+)|"
        # the converter's report of what it left to TensorFlow, and calibration it skips for
        # FP32/FP16 (tensorflow/tensorrt's "Using Dynamic Shapes" notebook: the conversion
        # then completes; segment.cc, trt_optimization_pass.cc)
        r"TensorRT unsupported/non-converted OP Report|Total nonconverted OP|Calibration with "
        r"FP32 or FP16 is not implemented|\[TF-TRT\] not using explicit QDQ mode",
        ("tf-trt warning: defaultlogger", "tf_trt_max_allowed_engines", "tensorrt candidate segments",
         "by trtengineop", "in tf-trt cache", "non-converted op report", "total nonconverted",
         "calibration with fp32", "explicit qdq mode", "trtenginecacheresource not yet",
         "_tftrt_convert_function was not found", "not optimizing this grappler item",
         "please instantiate a session", "can't identify the cuda device"),
        "Harmless: TF-TRT reports how it converted the graph; nothing to fix",
    ),
    # TF-TRT in a TensorFlow built without TensorRT (tensorflow/tensorrt#279: "ERROR:tensorflow:
    # Tensorflow needs to be built with TensorRT support enabled to allow TF-TRT to operate.";
    # the maintainer: use binaries built with TensorRT, e.g. NVIDIA's NGC TensorFlow containers)
    rule(
        "tftrt-not-built-in",
        Severity.ERROR,
        "This TensorFlow was built without TensorRT: TF-TRT cannot run",
        r"Tensorflow needs to be built with TensorRT support enabled to allow TF-TRT to operate|"
        # the exception raised next (tensorflow/tensorrt#340, Colab)
        r"Tensorflow has not been built with TensorRT [Ss]upport|"
        # TF 1.x contrib's create_inference_graph (tensorflow/tensorrt#14: "FailedPrecondition
        # Error: TensorRT is not enabled!", a source build configured without TensorRT)
        r"FailedPreconditionError: TensorRT is not enabled!",
        ("built with tensorrt support enabled", "has not been built with tensorrt",
         "tensorrt is not enabled!"),
        "TF-TRT needs a TensorFlow built with TensorRT: the Linux x86_64 `tensorflow` wheels up to "
        "2.17 with TensorRT's libraries installed (TensorRT is disabled in CUDA builds from 2.18: "
        "tensorflow/tensorflow#87911), or NVIDIA's NGC TensorFlow containers; Windows and macOS "
        "builds have none. Otherwise serve the model unconverted, or use TensorRT itself",
    ),
    # TF 1.x's TF-TRT reporting the TensorRT it was linked against as none: a TensorFlow built
    # without TensorRT converts nothing (ardianumam/Tensorflow-TensorRT#21: "INFO: tensorflow:
    # Running against TensorRT version 0.0.0", then 0 TRT engine nodes; conda's TensorFlow)
    rule(
        "tftrt-not-built-in",
        Severity.WARNING,
        "This TensorFlow runs against no TensorRT: TF-TRT converts nothing",
        r"Running against TensorRT version 0\.0\.0\b"
        # TF 2.x's words (tensorflow/tensorrt#250, round 117: "Linked TensorRT version: (0, 0,
        # 0)", then "Loaded ...": the converted model held no TRTEngineOp)
        # (only "Linked": a build linked to TensorRT that loaded none is tensorrt-missing's,
        # the review of the fourteenth session)
        r"|Linked TensorRT version: \(0, 0, 0\)",
        ("tensorrt version 0.0.0", "tensorrt version: (0, 0, 0)"),
        "TF-TRT found no TensorRT in this TensorFlow build (conda's builds and Windows/macOS have "
        "none), so the graph runs unconverted: use the Linux `tensorflow` wheels up to 2.17 with "
        "TensorRT's libraries installed (from 2.18 CUDA builds have no TensorRT: "
        "tensorflow/tensorflow#87911), or NVIDIA's NGC TensorFlow containers",
    ),
    # an engine TF-TRT could not build: that segment runs in TensorFlow instead (slower, still
    # right). tensorflow/tensorrt#200: "Engine creation for TRTEngineOp_2 failed. The native
    # segment will be used instead. Reason: Unimplemented: Transpose too large:10437228"; the
    # maintainer's workaround for that reason: TF_DEBUG_TRT_ALLOW_INEFFICIENT_TRANSPOSE=1
    rule(
        "tftrt-engine-build-failed",
        Severity.WARNING,
        "TF-TRT could not build an engine: that segment runs in TensorFlow instead (slower)",
        r"Engine creation for (?P<op>TRTEngineOp_\w+) failed\. The native segment will be used "
        r"instead\.(?: Reason: (?P<reason>.+))?",
        "the native segment will be used instead",
        lambda v, _c: (
            f"The results stay right; only {v.get('op')} runs without TensorRT. "
            + (f"The reason TF-TRT gives: {v['reason']}" if v.get("reason") else "The line gives no reason")
            + (". For a large transpose: export TF_DEBUG_TRT_ALLOW_INEFFICIENT_TRANSPOSE=1 before "
               "converting (tensorflow/tensorrt#200)" if "Transpose too large" in str(v.get("reason"))
               else ". A newer TensorRT or a larger max_workspace_size_bytes may build it")
        ),
    ),
    # TF 2.18+'s tf.lite.Interpreter pointing to LiteRT: a deprecation, the interpreter works
    # (OHF-Voice/micro-wake-word#85, round 111: "Warning: tf.lite.Interpreter is deprecated and
    # is scheduled for deletion in TF 2.20. Please use the LiteRT interpreter from the
    # ai_edge_litert package."; the project moved to ai_edge_litert.Interpreter)
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "tf.lite.Interpreter is deprecated in favour of LiteRT (harmless today)",
        r"tf\.lite\.Interpreter is deprecated and is scheduled for deletion",
        "tf.lite.interpreter is deprecated",
        "Harmless with this TensorFlow: the interpreter runs. To move before it is removed: pip "
        "install ai-edge-litert and use ai_edge_litert.interpreter.Interpreter (the same API)",
    ),
    # TF-TRT's own report: linked against TensorRT, loaded none (the review of the fourteenth
    # session: "Linked TensorRT version: (8, 4, 3)" then "Loaded TensorRT version: (0, 0, 0)")
    rule(
        "tensorrt-missing",
        Severity.WARNING,  # (the converter's RuntimeError after it is the error)
        "TF-TRT found no TensorRT library to load (this TensorFlow is linked against one)",
        r"Loaded TensorRT version: \(0, 0, 0\)|Loaded TensorRT 0\.0\.0 but linked TensorFlow against",
        ("loaded tensorrt version: (0, 0, 0)", "loaded tensorrt 0.0.0"),
        "Install the TensorRT release the 'Linked TensorRT version' line names (pip install "
        "tensorrt of that major, or NVIDIA's libnvinfer packages) and put its folder on "
        "LD_LIBRARY_PATH; if the Linked version is (0, 0, 0) too, this TensorFlow has no TF-TRT",
    ),
    # coremltools' import-time notes for a Keras or scikit-learn outside its tested range (IBM/
    # watson-machine-learning-samples' Core ML notebook, round 133: "Keras version 2.2.5 detected.
    # Last version known to be fully compatible of Keras is 2.2.4", "scikit-learn version 0.23.2
    # is not supported ... Disabling scikit-learn conversion API."; the gatherer's name)
    rule(
        "benign-coreml-version-notice",
        Severity.INFO,
        "coremltools notes a Keras or scikit-learn release outside its tested range",
        r"Keras version [\d.]+ detected\. Last version known to be fully compatible of Keras is|"
        r"scikit-learn version [\d.]+ is not supported\. Minimum required version",
        ("last version known to be fully compatible of keras", "disabling scikit-learn conversion api",
         "is not supported. minimum required version"),
        "Only that converter is affected (coremltools disables or does not test it): harmless "
        "unless this program converts a Keras or scikit-learn model to Core ML, then install the "
        "versions coremltools names",
    ),
    # TF-TRT's TF 1 entry point given an argument its release no longer takes (ildoonet/tf-pose-
    # estimation#513, round 159: "create_inference_graph() got an unexpected keyword argument
    # 'use_calibration'" under TF 1.14; the fix (PR #501) deleted the argument)
    rule(
        "tensorflow-api-mismatch",
        Severity.ERROR,
        "TF-TRT's create_inference_graph does not take this argument in this TensorFlow",
        r"create_inference_graph\(\) got an unexpected keyword argument '(?P<arg>\w+)'",
        "create_inference_graph() got an unexpected keyword argument",
        lambda v, _c: (
            f"The code passes '{v.get('arg')}' to TF-TRT's create_inference_graph, which this "
            "TensorFlow's release does not take (its arguments changed across TF 1.x; TF 2 "
            "replaced it with TrtGraphConverterV2): remove the argument (use_calibration went "
            "in TF 1.14, INT8 calibrates by default), or run the TensorFlow the code was "
            "written for"
        ),
    ),
)
