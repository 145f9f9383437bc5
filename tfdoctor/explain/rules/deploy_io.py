"""Log rules for what a deployed model is fed and how it is reached: a TFLite interpreter given
a tensor of another type or an output buffer of another shape, a TensorFlow Serving request
whose keys are not the signature's inputs, a Docker port mapping that misses the server's port,
and the TFLite converter's note on Select TF ops. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

DEPLOY_IO_RULES = (
    # the TFLite interpreter's own check (tensorflow/tensorflow#58101: "Cannot set tensor: Got
    # value of type FLOAT32 but expected type UINT8 for input 0, name: serving_default_input:0",
    # a model converted with uint8 input; the TF team: inference_input_type = tf.float32)
    # (its id: tflite-input-dtype-mismatch, as labelled in rounds 94, 138, 154 and 180; a
    # Markdown-bolded type as posted: "Got value of type **BOOL** but expected type INT32",
    # TensorSpeech/TensorFlowTTS's notebook, round 154)
    rule(
        "tflite-input-dtype-mismatch",
        E,
        "The TFLite model's input is of another type than the program feeds",
        r"Cannot set tensor: Got value of type \**(?P<got>\w+)\** but expected type \**(?P<want>\w+)\** for "
        r"input (?P<index>\d+)(?:, name: (?P<name>[^\s`'\"]+))?",
        "cannot set tensor: got value of type",
        lambda v, _c: (
            f"Input {v.get('index')} takes {v.get('want')} and the program gave "
            f"{v.get('got')}: feed that type (interpreter.get_input_details() names it, with the "
            "scale and zero point of a quantized input), or convert the model with "
            "converter.inference_input_type (and inference_output_type) set to the type you feed. "
            "Raised while converting (tensorflow/lite/python/optimize/calibrator.py's "
            f"_feed_tensors in the traceback): the representative_dataset must yield the float "
            f"model's own input type, {v.get('want')} here (x.astype(np.{str(v.get('want')).lower()})), "
            "preprocessed as in training, whatever inference_input_type says (it sets the "
            "converted model's interface only)"
        ),
    ),
    # tflite_flutter's check of the output buffer (tensorflow/flutter-tflite#201: "Output object
    # shape mismatch, interpreter returned output of shape: [1, 84, 8400] while shape of output
    # provided as argument in run is: [8400, 4]")
    rule(
        "tensor-shape-mismatch",
        E,
        "The output buffer given to the TFLite interpreter has another shape than the model's output",
        r"Output object shape mismatch, interpreter returned output of shape: (?P<model>\[[\d, ]*\]) "
        r"while shape of output provided as argument in run is: (?P<given>\[[\d, ]*\])",
        "output object shape mismatch",
        lambda v, _c: (
            f"The model returns {v.get('model')}; allocate the output buffer with exactly that "
            f"shape (not {v.get('given')}), e.g. from interpreter.getOutputTensor(0).shape, and "
            "reshape or post-process after run"
        ),
    ),
    # TensorFlow Serving's REST API given an 'instances' object whose key is no input of the
    # signature (tensorflow/serving#1296: "JSON object: does not have named input: key_name")
    rule(
        "serving-request-input-mismatch",
        E,
        "The request names an input the model's signature does not have",
        r"JSON object: does not have named input: (?P<key>[^\s\"'`]+)",
        "does not have named input",
        lambda v, _c: (
            f"'{v.get('key')}' is not an input of the serving signature: list its inputs "
            "(saved_model_cli show --dir DIR --tag_set serve --signature_def serving_default) "
            "and send those names as the keys of each instance, or a plain list when the "
            "signature has one input"
        ),
    ),
    # `docker run -p HOST:CONTAINER` to a container port where TensorFlow Serving does not
    # listen (https-deeplearning-ai/machine-learning-engineering-for-production-public#93:
    # "docker run --rm -p 8501:8051^", then "Exporting HTTP/REST API at:localhost:8501" and an
    # empty reply in the browser). TF Serving's image listens on 8500 (gRPC) and 8501 (REST)
    rule(
        "docker-port-mapping-mismatch",
        W,
        "Docker maps the host port to a container port where TensorFlow Serving does not listen",
        # (the image on the same line, or the line continued with ^ or \ as that thread's
        # was; not Streamlit's 8501 nor --rest_api_port: the review of the eleventh session)
        r"docker run\b(?!.*--(?:rest_api_)?port\b)(?=.*(?:tensorflow/serving|[\^\\]\s*$))"
        r".*?\s-p\s*(?P<host>850[01]):(?P<container>(?!850[01]\b)\d+)\b",
        "docker run",
        lambda v, _c: (
            f"Container port {v.get('container')} has nothing listening: tensorflow/serving "
            "serves REST on 8501 and gRPC on 8500 inside the container, so map "
            f"-p {v.get('host')}:{v.get('host')} (HOST:CONTAINER)"
        ),
    ),
    # the converter keeping TF ops as Select TF (Flex) ops: the model converted, and needs the
    # Flex delegate where it runs (itlab-vision/dl-benchmark#339; the maintainer: not an error)
    rule(
        "benign-tflite-flex-ops-notice",
        INFO,
        "The converted model holds Select TF (Flex) ops: it runs where the Flex delegate is linked",
        r"TFLite interpreter needs to link Flex delegate in order to run the model since it "
        r"contains the following Select TFop",
        "needs to link flex delegate",
        "Nothing to fix in the conversion. Where the model runs, link the Select TF ops "
        "(Android: the tensorflow-lite-select-tf-ops dependency; Python: the full tensorflow "
        "package's interpreter, not tflite-runtime), or convert without them "
        "(https://www.tensorflow.org/lite/guide/ops_select)",
    ),
    # a request field the endpoint does not have (GoogleCloudPlatform/practical-ml-vision-book
    # 09d: Vertex AI answering "Invalid JSON payload received. Unknown name \"signature_name\":
    # Cannot find field." to a TF Serving-style body)
    rule(
        "serving-request-input-mismatch",
        E,
        "The prediction request holds a field this endpoint does not take",
        r"Invalid JSON payload received\. Unknown name \\*\"(?P<field>\w+)\\*\": Cannot find field",
        "invalid json payload received. unknown name",
        lambda v, _c: (
            f"The endpoint rejects '{v.get('field')}': Vertex AI's :predict body takes "
            "\"instances\" (and \"parameters\") only, not TF Serving's signature_name; export the "
            "function you want as the model's serving_default signature and send instances alone"
        ),
    ),
    # a REST request whose instances differ in size (tensorflow/serving#1292, round 114: "Failed
    # to process element: 1 key: seq_input of 'instances' list. Error: Invalid argument:
    # Expecting tensor size: 34 but got: 20")
    rule(
        "serving-request-input-mismatch",
        E,
        "The request's instances are not all the shape the signature takes",
        r"Failed to process element: (?P<element>\d+) (?:key: (?P<key>\S+) )?of \\?'instances\\?' "
        r"list\. Error: Invalid argument: Expecting tensor size: (?P<want>\d+) but got: (?P<got>\d+)",
        "expecting tensor size:",
        lambda v, _c: (
            f"Instance {v.get('element')} (counting from 0) of the request has {v.get('got')} values"
            + (f" for {v.get('key')}" if v.get("key") else "")
            + f" where the first had {v.get('want')}: TensorFlow Serving batches the instances "
            "into one tensor, so each must have the same shape (pad sequences to one length "
            "before sending, or send one request per shape)"
        ),
    ),
)
