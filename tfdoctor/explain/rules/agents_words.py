"""Log rules for the reinforcement-learning and probability stack beside TensorFlow (TF-Agents,
TensorFlow Probability, gin-config) and for tf2onnx's Keras converter on Keras 3: a companion
calling tf.function with an argument the installed TensorFlow has not got yet, gin's old
argument names, TFP's batch reshapes that do not broadcast, and tf2onnx's from_keras reading
what a Keras 2 model had. Each was first read in round 167's sealed logs (tensorflow/agents#746,
#889, ageron/handson-ml2#381, tensorflow/tensorflow#52054, onnx/tensorflow-onnx threads), the
facts in their wheels and API pages as cited. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: the TensorFlow whose tf.function first has the argument (tensorflow.org's API pages of
#: tf.function: r2.4's has experimental_compile and no jit_compile, r2.5's has jit_compile;
#: r2.6's has no reduce_retracing and r2.11's has; r2.11's has no experimental_attributes and
#: r2.14's has; r2.3's has no experimental_follow_type_hints and r2.4's has). TF-Agents moved
#: to reduce_retracing in April 2022 (tensorflow/agents a8bd037c) and its users found TF 2.9
#: imports it (tensorflow/agents#746)
_FUNCTION_ARGS = {
    "jit_compile": "TensorFlow 2.5 (2.4 calls it experimental_compile)",
    "reduce_retracing": "a TensorFlow newer than 2.6 (2.9 runs tf-agents 0.13, which passes it)",
    "experimental_attributes": "a TensorFlow newer than 2.11",
    "experimental_follow_type_hints": "TensorFlow 2.4",
}


def _function_arg(v: Values, ctx: ExplainContext | None) -> str:
    arg = str(v.get("arg") or "")
    since = _FUNCTION_ARGS.get(arg, "a later release")
    have = f" (TensorFlow {ctx.tf_version} here)" if ctx is not None and ctx.tf_version else ""
    return (
        f"tf.function has no '{arg}' argument in this TensorFlow{have}: it came with {since}. "
        "The code that passes it (a companion such as tf-agents or "
        "tensorflow-probability, often a nightly or a newer release than the TensorFlow) was "
        "written for a newer TensorFlow: upgrade tensorflow to the release that package "
        "requires (pip install -U tensorflow, or the pair its release notes name: tf-agents "
        "0.13 with TF 2.9), or install the package's release made for this TensorFlow (a "
        "stable release, not -nightly, beside a stable TensorFlow)"
    )


AGENTS_WORD_RULES = (
    # a companion's tf.function call on an older TensorFlow (tensorflow/agents#746: tf-agents
    # 0.13 on TF 2.8, "function() got an unexpected keyword argument 'reduce_retracing'";
    # ageron/handson-ml2#381: tf-agents-nightly's TFP nightly on Colab's TF, 'jit_compile').
    # TF 2.21's own words for an argument it has not got: "function() got an unexpected
    # keyword argument 'foo'" (tried here); only the arguments a newer TF added are read
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for a newer TensorFlow passes tf.function an argument this one has not got",
        r"(?<![\w.])function\(\) got an unexpected keyword argument '(?P<arg>jit_compile|"
        r"reduce_retracing|experimental_attributes|experimental_follow_type_hints)'",
        "function() got an unexpected keyword argument",
        _function_arg,
    ),
    # gin-config's old argument names: gin 0.3.0's configurable(whitelist=, blacklist=) became
    # allowlist=/denylist= in 0.4.0 (both wheels' gin/config.py); an old library release
    # (tf-agents 0.6.0, tensorflow/agents#889) beside a newer gin fails at import
    rule(
        "gin-config-version-mismatch",
        E,
        "A library uses gin-config's old argument names, which this gin-config has not got",
        r"configurable\(\) got an unexpected keyword argument '(?P<arg>blacklist|whitelist)'",
        "configurable() got an unexpected keyword argument",
        lambda v, _c: (
            f"gin-config 0.4.0 renamed {v.get('arg')}= to "
            f"{'denylist' if v.get('arg') == 'blacklist' else 'allowlist'}= (gin 0.3.0's and "
            "0.4.0's gin/config.py), and the library calling it is older: install the gin it "
            "was written for, pip install \"gin-config==0.3.0\", or upgrade the library (tf-agents, "
            "dopamine...) to a release that uses the new names, with the TensorFlow it needs"
        ),
    ),
    # TFP's BatchReshape/BatchConcat do not broadcast a value against their batch shape
    # (tensorflow_probability/python/distributions/batch_reshape.py and batch_concat.py:
    # "Broadcasting is not supported; unexpected batch and event shape (expected [2 3 2],
    # saw [2 1 2])."; tensorflow/tensorflow#52054, round 167)
    rule(
        "tensor-shape-mismatch",
        E,
        "A TensorFlow Probability batch reshape was given a value it does not broadcast"
        " (the program's code, not the environment)",
        r"Broadcasting is not supported; (?:unexpected batch and event shape(?: \(expected "
        r"(?P<want>\[[^\]]*\]), saw (?P<got>\[[^\]]*\]))?|too few batch and event dims)",
        "broadcasting is not supported;",
        lambda v, _c: (
            "tfd.BatchReshape (and BatchConcat) check the value's batch and event shape "
            "against their own and do not broadcast"
            + (f": it wants {v['want']} and was given {v['got']}" if v.get("want") else "")
            + ". Broadcast the value first (tf.broadcast_to(x, that shape)), or reshape the "
            "underlying distribution's parameters instead of wrapping it in BatchReshape"
        ),
    ),
    # tf2onnx's from_keras on a Keras 3 model (tf.keras in TF >= 2.16). 1.16.1's
    # _rename_duplicate_keras_model_names reads model.output_names, which Keras 3 models have
    # not got (its convert.py:331; onnx/onnxmltools via convert_keras, round 167); 1.17.0 reads
    # it through _get_output_names but still maps Keras 3's output names through its trace
    # ("output_names = [reverse_lookup[out] for out in model_out_names]" ->
    # KeyError: 'keras_tensor_65', its convert.py:529; onnx/tensorflow-onnx PR #2487 maps
    # them by order, not in 1.17.0). The frame's source line is shown only when it raised
    rule(
        "keras-version-mismatch",
        E,
        "tf2onnx's Keras converter does not read this Keras 3 model",
        r"^\s*(?:-+>\s*)?(?:\d+\s+)?(?P<line>if model\.output_names and len\(set\(model\."
        r"output_names\)\)|output_names = \[reverse_lookup\[out\] for out in model_out_names\])",
        ("if model.output_names and len(set(", "reverse_lookup[out] for out in model_out_names"),
        lambda v, _c: (
            "tf2onnx.convert.from_keras was written for Keras 2 models, and this one is Keras "
            "3's (tf.keras in TensorFlow >= 2.16)"
            + (": tf2onnx 1.16.1 reads model.output_names, which Keras 3 models have not got; "
               "1.17.0 no longer does, but can still fail on Keras 3's output names"
               if "if model" in str(v.get("line")) else
               ": tf2onnx 1.17.0 cannot map Keras 3's output names (keras_tensor_N) through its "
               "trace")
            + ". Export a SavedModel and convert that: model.export('saved') then python -m "
            "tf2onnx.convert --saved-model saved --output model.onnx; or build and convert the "
            "model with Keras 2 (pip install tf_keras, TF_USE_LEGACY_KERAS=1 set before "
            "importing TensorFlow)"
        ),
    ),
)
