"""Log rules for what model explainers (SHAP, LIME) and Keras 3's shapes say about code written
for another TensorFlow or Keras: a SHAP DeepExplainer meeting an op it has no handler for, a pandas
DataFrame given where an array is read, TensorShape's methods asked of Keras 3's tuple shapes, a
subclass of a Keras 3 layer assigning the weight Keras 3 made a property.
Real samples with sources in tests/explain/test_rules.py (round 175).
"""

from __future__ import annotations

from tfdoctor.explain.remedies_keras import tf_keras_line
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
            f"The call reads .{v.get('attr')} of an array (or a Series) and got a DataFrame. Where "
            "df[col] gave it, the column name is there twice (df.columns[df.columns.duplicated()] "
            "lists them): rename or drop the duplicates. Where a library takes arrays (SHAP's "
            "explainers, for the background and the rows explained alike), pass "
            "df.to_numpy(dtype='float32')"
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
        lambda v, c: (
            f"Keras 3 (TensorFlow >= 2.16) gives shapes as tuples, which have no .{v.get('method')}(): "
            "a library's layer: upgrade it to its Keras 3 release; your code: use list(shape) / "
            "len(shape) / tf.TensorShape(shape); or run the Keras 2 code on tf_keras ("
            + tf_keras_line(c) + ")"
        ),
    ),
    # a subclass of Dense/Conv/EinsumDense/Embedding assigning the weight Keras 3 made a
    # read-only property (keras 3.15's core/dense.py:159, base_conv.py:228, einsum_dense.py:238,
    # embedding.py:170; NNPDF/nnpdf#1968, round 176: "property 'kernel' of 'MultiDense' object
    # has no setter" under TF 2.16; reproduced here with Keras 3.15, and self._kernel run)
    rule(
        "keras-version-mismatch",
        E,
        "A subclass of a Keras 3 layer assigns a weight Keras 3 made read-only (code for Keras 2)",
        r"property '(?P<weight>kernel|embeddings)' of '(?P<cls>\w+)' object has no setter",
        "object has no setter",
        lambda v, c: (
            f"{v.get('cls')} subclasses a Keras 3 layer whose {v.get('weight')} is a read-only "
            f"property (Keras 3 keeps the variable as _{v.get('weight')}, for quantization and "
            f"LoRA): create it as self._{v.get('weight')} = self.add_weight(...) or subclass "
            "keras.layers.Layer; code written for tf.keras 2 runs as it is on tf_keras ("
            + tf_keras_line(c) + ")"
        ),
    ),
    # Keras 2 habits in the program's own layers under Keras 3 (the twenty-second session's
    # outside check n, real Keras 3.15 runs; keras/src/layers/layer.py:584: "`name` must be passed
    # as a keyword argument. Received: add_weight('kernel', ...)"; Layer has no add_update, which
    # tf_keras/src/engine/base_layer.py keeps). A package's call is events.py's
    # ecosystem-import-failed, read first.
    rule(
        "keras-version-mismatch",
        E,
        "A layer calls Keras 2's API that Keras 3 dropped (code for tf.keras 2)",
        r"`name` must be passed as a keyword argument\. Received: add_weight\('(?P<name>[^']*)'|"
        r"'(?P<cls>\w+)' object has no attribute '(?P<attr>add_update|get_updates_for|add_variable|"
        r"get_input_at|get_output_at|inbound_nodes|outbound_nodes)'",
        ("must be passed as a keyword argument", "object has no attribute '"),
        lambda v, c: (
            f"Keras 3's add_weight takes shape first: self.add_weight(name='{v.get('name')}', "
            "shape=..., initializer=...)"
            if v.get("name") is not None else
            f"Keras 3 layers have no {v.get('attr')}: update state in call() with "
            "variable.assign(...) on a non-trainable weight (add_update), or read the layer's "
            "input/output from the functional model (get_input_at)"
        ) + "; or run the Keras 2 code on tf_keras (" + tf_keras_line(c) + ")",
    ),
)
