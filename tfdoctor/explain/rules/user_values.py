"""Log rules for a program's tensors of other dtypes or shapes in TensorFlow's own words that
user_code.py's rules do not read: a binary math op's dtype check, TensorShape's merge. (Both
are the program's code or data, not the environment.)

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

USER_VALUE_RULES = (
    # a binary op given two dtypes (rstudio/tensorflow's NEWS.md, 2.7.0: "TypeError: `x` and
    # `y` must have the same dtype, got tf.int32 != tf.float32"; the R package then converted
    # a non-tensor operand itself)
    rule(
        "tensor-dtype-mismatch",
        E,
        "One operation was given tensors of two dtypes" + NOT_ENV,
        r"`?x`? and `?y`? must have the same dtype, got (?P<a>[\w.]+) != (?P<b>[\w.]+)",
        "must have the same dtype, got",
        lambda v, _c: (
            f"The two operands are {v.get('a')} and {v.get('b')}: cast one where the data "
            "enters (tf.cast(t, tf.float32); NumPy's default is float64, Python ints become "
            "int32), or write constants with the dtype they meet (2.0, not 2)"
        ),
    ),
    # TensorShape.merge_with (tensorflow/python/framework/tensor_shape.py of TF 2.21: "Shapes
    # %s and %s are not compatible"; rstudio/tensorflow's shape.Rd: "ValueError: Shapes (2, 2)
    # and (1, 2) are not compatible")
    rule(
        "tensor-shape-mismatch",
        E,
        "Two shapes that must be the same are not" + NOT_ENV,
        r"Shapes (?P<a>\([^)]*\)|\[[^\]]*\]) and (?P<b>\([^)]*\)|\[[^\]]*\]) are not compatible",
        "are not compatible",
        lambda v, _c: (
            f"Shapes {v.get('a')} and {v.get('b')} were required to be one shape (a merge, a "
            "set_shape, an assign, a loop variable): print both where they are made and "
            "reshape one, or declare the dimension that varies as None"
        ),
    ),
)
