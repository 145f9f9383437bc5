"""Log rules for what tf2xla refuses to compile that TensorFlow without XLA runs: a tf.cond
whose branches give other shapes, a TensorList passed across the compiled function's edge.
The words are in TF 2.21's libtensorflow_cc.so.2 (strings, read 2026-11-29). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: the openings of the refusals below, which placement.py's generic XLA rule leaves to them
#: on TensorFlow's "OP_REQUIRES failed at xla_ops.cc:N : STATUS: <message>" line
XLA_REFUSALS = (
    r"(?:Output|Input) shapes of then and else branches|left_branch_shape\.dimensions_size|"
    r"Support for TensorList crossing|Trying to access resource"
)
XLA_WORD_RULES = (
    # XLA's If needs both branches to give the same shapes; TF 2's cond without XLA does not
    # (tensorflow/tensorflow#43723, round 162: "Output shapes of then and else branches do not
    # match: (f32[100,1]) vs. (f32[100])" from the pfor-vectorized gradient of a logistic loss
    # under experimental_compile; ran without XLA, fixed by 2.6). Its "Input shapes of then and
    # else branches" is the same check on the branches' inputs.
    rule(
        "xla-failed",
        E,
        "XLA cannot compile a tf.cond whose branches give different shapes",
        r"(?P<side>Output|Input) shapes of then and else branches do not match: "
        r"(?P<shapes>\([^)\n]*\) vs\. \([^)\n]*\))|"
        # TF 2.21's XLA on the CPU for branches of two ranks (a real run, the twentieth session:
        # tf.cond(flag, lambda: tf.reshape(x, [4, 1]), lambda: x) under jit_compile=True)
        r"left_branch_shape\.dimensions_size\(\) != right_branch_shape\.dimensions_size\(\) "
        r"\((?P<ranks>\d+ vs \d+)\)",
        ("of then and else branches do not match", "left_branch_shape.dimensions_size()"),
        lambda v, _c: (
            f"Under XLA (jit_compile=True, experimental_compile, a TPU) both branches of a "
            f"tf.cond must have the same {str(v.get('side') or 'output').lower()} shapes "
            f"({v.get('shapes') or (v.get('ranks') and 'ranks ' + v['ranks']) or 'they differ'}); "
            "TensorFlow without XLA allows it. Make the "
            "branches agree (reshape or pad to one shape), or drop jit_compile for that "
            "function. When the cond is TensorFlow's own (a node under gradient_tape/ or "
            "pfor/, the vectorized gradient of a loss), it is a TensorFlow bug that later "
            "releases fixed (tensorflow/tensorflow#43723, fixed in 2.6): upgrade TensorFlow"
        ),
    ),
    # a TensorArray/TensorList made outside a compiled function and used inside it, or the
    # reverse (tensorflow/tensorflow#39162, round 162: "UnimplementedError: Support for
    # TensorList crossing the XLA/TF boundary is not implemented" under experimental_compile;
    # the gatherer's name, adopted)
    rule(
        "xla-tensorlist-crosses-boundary",
        E,
        "A TensorArray crosses the edge of an XLA-compiled function",
        r"Support for TensorList crossing the XLA/TF boundary is not implemented",
        "tensorlist crossing the xla/tf boundary",
        "A TensorArray (a TensorList: tf.TensorArray, a Python list a tf.while_loop stacks) is "
        "passed into or out of a function compiled with jit_compile=True (experimental_compile): "
        "XLA cannot take it across. Create, fill and stack it inside the compiled function and "
        "return a plain tensor (tensor_array.stack()), compile a smaller function that takes "
        "and returns tensors, or drop jit_compile",
    ),
)
