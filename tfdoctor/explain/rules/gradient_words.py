"""Log rules for gradients TensorFlow cannot take or apply: a second gradient through a TF 1
while loop (TF 2.21's ops/control_flow_grad.py: "Second-order gradient for while loops not
supported."), and an optimizer update whose gradient has another shape than its variable (TF
2.21's libtensorflow_cc strings, the training ops: "var and grad do not have the same shape").
Round 160; the gatherers' names, adopted. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: gradients
GRADIENT_RULES = (
    # (keras-team/keras#7675: "Compute second order gradients: TypeError: Second-order gradient
    # for while loops not supported.", gradients of gradients of a Keras RNN on TF 1)
    rule(
        "while-loop-second-order-gradient-unsupported",
        E,
        "A second gradient was asked through a TF 1 while loop (an RNN): not supported",
        r"Second-order gradient for while loops not supported",
        "second-order gradient for while loops",
        "TF 1's graph while loops (tf.while_loop, Keras RNN layers in graph mode) take one "
        "gradient only: unroll the loop (RNN(..., unroll=True) with a fixed length), or run "
        "TensorFlow 2 in eager/tf.function code, whose while_v2 loops take gradients of "
        "gradients (nested tf.GradientTape)",
    ),
    # (arjun-majumdar/Lottery_Ticket_Hypothesis-TensorFlow_2's notebook: "var and grad do not
    # have the same shape[10] [100,10] [[node Adam/Adam/update_4/ResourceApplyAdam ...]]": the
    # pruning masks, zipped with the gradients, came from another model's variable list)
    rule(
        "optimizer-grad-var-shape-mismatch",
        E,
        "An optimizer got a gradient of another shape than its variable",
        # (legacy SGD's ResourceApplyGradientDescent says delta: TF 2.21's strings, a real run)
        r"var and (?:grad|delta) do not have the same shape:?\s*(?P<var>\[[\d,]*\])\s*(?P<grad>\[[\d,]*\])",
        ("var and grad do not have the same shape", "var and delta do not have the same shape"),
        lambda v, _c: (
            f"apply_gradients paired a variable of shape {v.get('var')} with a gradient of shape "
            f"{v.get('grad')}: the gradients and the variables were zipped out of order. Build "
            "both lists from the same model and the same call (grads = tape.gradient(loss, "
            "model.trainable_variables); optimizer.apply_gradients(zip(grads, "
            "model.trainable_variables))); any per-variable factor (a mask) must be matched by "
            "the variable's name, not by position in another model's list"
        ),
    ),
    # the same mistake with Keras 3.15's and tf_keras 2.21's optimizers, which update with assign
    # ops (real runs: "Cannot update variable with shape [10] using a Tensor with shape [100,10],
    # shapes must be equal. [Op:AssignAddVariableOp]"), and an Apply op refused when traced ("Shapes
    # must be equal rank, but are 1 and 2 for '{{node ResourceApplyGradientDescent}} ...'"; and
    # Keras 3's own update traced by fit: "... for '{{node sgd_1/AssignSubVariableOp}}", the
    # twenty-second session's outside check n, gradients zipped with reversed variables)
    rule(
        "optimizer-grad-var-shape-mismatch",
        E,
        "A variable was updated (assign_add/assign_sub, as optimizers do) with a tensor of another shape",
        r"Cannot update variable with shape (?P<var>\[[\d,]*\]) using a Tensor with shape (?P<grad>"
        r"\[[\d,]*\]), shapes must be equal\.? \[Op:Assign(?:Add|Sub)VariableOp\]|Shapes must be equal"
        r"(?: rank)?, but are .{1,60}? for '\{\{node [\w/]*?(?:Apply\w+|/Assign(?:Add|Sub)VariableOp)\}\}",
        ("cannot update variable with shape", "shapes must be equal"),
        lambda v, _c: (
            (f"A variable of shape {v.get('var')} got an update of shape {v.get('grad')}"
             if v.get("var") else "An optimizer's update op got a gradient of another shape than "
             "its variable")
            + ": in apply_gradients the gradients and the variables "
            "were zipped out of order (grads = tape.gradient(loss, model.trainable_variables); "
            "optimizer.apply_gradients(zip(grads, model.trainable_variables)); a per-variable "
            "factor such as a mask matched by the variable's name); in your own code, the value "
            "given to assign_add/assign_sub has another shape than the variable"
        ),
    ),
)
