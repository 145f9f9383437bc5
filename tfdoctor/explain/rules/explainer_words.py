"""Log rules for what model explainers (SHAP, LIME) and Keras 3's shapes say about code written
for another TensorFlow or Keras: a SHAP DeepExplainer meeting an op it has no handler for, a pandas
DataFrame given where an array is read, TensorShape's methods asked of Keras 3's tuple shapes.
Real samples with sources in tests/explain/test_rules.py (round 175).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"

EXPLAINER_WORD_RULES = (
    # shap's DeepExplainer overrides each op's gradient with its own "shap_<Op>" handler; an op
    # with none is a LookupError from TF's gradient registry (shap/shap#2321, round 175: "LookupError:
    # gradient registry has no entry for: shap_Split"; registering passthrough for Split fixed it)
    rule(
        "op-gradient-missing",
        E,
        "SHAP's DeepExplainer has no handler for an op of the model",
        r"gradient registry has no entry for: shap_(?P<op>\w+)",
        "gradient registry has no entry for: shap_",
        lambda v, _c: (
            f"DeepExplainer rewrites the gradient of every op and has no rule for {v.get('op')}: "
            "register one before building the explainer, e.g. "
            f"shap.explainers._deep.deep_tf.op_handlers[\"{v.get('op')}\"] = "
            "shap.explainers._deep.deep_tf.passthrough (for ops that only move values; "
            "nonlinear ops need nonlinearity_1d), or use shap.GradientExplainer, which needs none"
        ),
    ),
    # a pandas DataFrame given to code that reads .dtype of an array (shap/shap#1548, round 175:
    # DeepExplainer given DataFrames, "AttributeError: 'DataFrame' object has no attribute
    # 'dtype'"; .values.astype('float') fixed it)
    rule(
        "non-numeric-input-data",
        E,
        "A pandas DataFrame was given where a NumPy array is read" + NOT_ENV,
        r"'DataFrame' object has no attribute '(?P<attr>dtype|shape\w*|numpy|reshape)'",
        "'dataframe' object has no attribute",
        lambda v, _c: (
            f"The call reads .{v.get('attr')} of an array and got a DataFrame: pass "
            "df.to_numpy(dtype='float32') (or df.values.astype('float32')), for the background "
            "data and the rows explained alike"
        ),
    ),
    # TensorShape's methods asked of Keras 3's shapes, which are plain tuples (philipperemy/
    # keras-tcn#267, round 175: TCN.build()'s "self.build_output_shape.as_list()" under TF 2.17,
    # "AttributeError: 'tuple' object has no attribute 'as_list'"; keras-tcn 3.5.1 fixed it; the
    # same from Keras 3.15's compute_output_shape here, a real run)
    rule(
        "keras-version-mismatch",
        E,
        "Code written for tf.keras 2's TensorShape meets Keras 3's tuple shapes",
        r"'tuple' object has no attribute '(?P<method>as_list|num_elements|is_fully_defined|"
        r"ndims|rank|assert_is_compatible_with|merge_with|concatenate)'",
        "'tuple' object has no attribute '",
        lambda v, _c: (
            f"Keras 3 (TensorFlow >= 2.16) gives shapes as tuples, which have no .{v.get('method')}(): "
            "a library's layer: upgrade it to its Keras 3 release; your code: use list(shape) / "
            "len(shape) / tf.TensorShape(shape); or run the Keras 2 code on tf_keras "
            '(pip install "tf-keras~=<TF minor>.0" and TF_USE_LEGACY_KERAS=1)'
        ),
    ),
)
