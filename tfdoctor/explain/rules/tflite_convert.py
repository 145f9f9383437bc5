"""Log rules for the TensorFlow Lite converter's own words: an op it could not lower to TFLite
(MLIR's "failed to legalize operation", the words of TFLite's converter and of its authoring
API's compatibility log), a float model that gives NaN on the calibration samples, and a
SavedModel whose signatures the TF 1 converter cannot pick from (TF 2.21's lite/python/lite.py).
Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

#: the converter meeting TF ops it has no builtin for (graph_run.py's rule)
SELECT_OPS_REMEDY = (
    "Let the converter keep them as TensorFlow ops: converter.target_spec.supported_ops = "
    "[tf.lite.OpsSet.TFLITE_BUILTINS, tf.lite.OpsSet.SELECT_TF_OPS] (the runtime then needs "
    "the Flex delegate), or change the model to builtin-supported ops. If SELECT_TF_OPS is "
    "already set (the converter then says ERROR_NEEDS_CUSTOM_OPS, not ERROR_NEEDS_FLEX_OPS), "
    "the op is not in the Flex allowlist either (tf.linalg.svd in TF 2.21: the twenty-third "
    "session's outside check o): replace it, or register it as a custom op with a kernel of "
    "your own"
)

TFLITE_CONVERT_RULES = (
    # an op the converter could not lower to a TFLite builtin (google/automl#673, round 146:
    # "failed to legalize operation 'tf.TensorListReserve' that was explicitly marked illegal",
    # tf.map_fn with a dynamic batch; tf.lite.experimental.authoring's compatibility log says the
    # same, code index 24494200874)
    rule(
        "tflite-converter-select-ops-needed",
        E,
        "The TFLite converter could not lower a TensorFlow op to a TFLite builtin",
        r"failed to legalize operation '(?P<op>tf\.\w+)' that was explicitly marked illegal",
        "failed to legalize operation 'tf.",
        lambda v, _c: (
            f"{v.get('op')} has no TFLite builtin: allow TensorFlow ops in the model, "
            "converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS, "
            "tf.lite.OpsSet.SELECT_TF_OPS] (the runtime then needs the Flex delegate), or "
            "rewrite that part of the model"
            + ("; TensorList ops come from tf.map_fn / while loops over a dynamic size: give "
               "the input a fixed batch size, or set converter._experimental_lower_tensor_list_ops "
               "= False with SELECT_TF_OPS" if "TensorList" in str(v.get("op")) else "")
        ),
    ),
    # full-integer quantization running the float model on the representative samples and
    # getting NaN (margaretmz/esrgan-e2e-tflite-tutorial#3, round 146: "RuntimeError: Model
    # resulted in Nan value during calibration. Please make sure model results in all
    # real-values during inference with provided dataset."; the samples were invalid images)
    rule(
        "tflite-calibration-nan",
        E,
        "Quantization's calibration got NaN from the model on the representative samples",
        r"Model resulted in Nan value during calibration",
        "resulted in nan value during calibration",
        "The representative_dataset samples make the float model produce NaN: yield them "
        "exactly as the model's training input (float32, the same scaling and shape, one "
        "sample per yield as a list), and check the float model on one of them first "
        "(np.isnan(model(sample)).any()); a model that gives NaN itself must be fixed before "
        "quantizing",
    ),
    # the TF 1 converter (graph mode) given a SavedModel with no or several signatures
    # (tensorflow/tensorflow#48179, round 146: "ValueError: Only support a single signature
    # key." with "_SignatureMap({}) Len:  0"; lite.py of TF 2.21)
    rule(
        "saved-model-signature-missing",
        E,
        "The TFLite converter needs exactly one signature in the SavedModel",
        r"Only support a single signature key",
        "only support a single signature key",
        "The SavedModel has no serving signature (or several, and none was chosen): export it "
        "with one (tf.saved_model.save(model, path, signatures=model_fn.get_concrete_function("
        "tf.TensorSpec(shape, dtype))), or for Keras model.export(path)), pass "
        "signature_keys=['serving_default'], or convert the Keras model directly "
        "(TFLiteConverter.from_keras_model); this converter ran in graph mode: with eager "
        "execution on, TF 2's converter picks the signature itself",
    ),
)
