"""Log rules for a custom training loop's own mistakes in TensorFlow 2.21 / Keras 3.15's words:
tf.distribute's per-replica values and datasets, XLA under a strategy, GradientTape.watch,
apply_gradients, LossScaleOptimizer across Keras 2 and 3, and tf.debugging's assertions. Every
sample is a real run of the twentieth session's outside check (tests/data/tracebacks/
tf-2.21-runs/s20a-*); the words were read in the installed sources named at each rule.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

E, INFO = Severity.ERROR, Severity.INFO
_LEGACY = (
    "or run the Keras 2 code on tf_keras (pip install tf_keras of TensorFlow's own minor; "
    "TF_USE_LEGACY_KERAS=1 before TensorFlow is imported)"
)
LOOP_WORD_RULES = (
    # experimental_distribute_dataset given NumPy arrays (input_lib.py:1901 reads
    # dataset._variant_tensor: "AttributeError: 'numpy.ndarray' object has no attribute
    # '_variant_tensor'")
    rule(
        "distribute-dataset-not-tfdata",
        E,
        "A strategy was asked to distribute something that is not a tf.data.Dataset" + NOT_ENV,
        r"'(?P<type>numpy\.ndarray|list|tuple|dict|DataFrame)' object has no attribute '_variant_tensor'",
        "object has no attribute '_variant_tensor'",
        lambda v, _c: (
            f"strategy.experimental_distribute_dataset takes a tf.data.Dataset, not a "
            f"{v.get('type') or 'Python value'}: wrap the arrays first, "
            "tf.data.Dataset.from_tensor_slices((x, y)).batch(GLOBAL_BATCH_SIZE), and iterate "
            "the distributed dataset it returns (or give Keras's fit the arrays)"
        ),
    ),
    # a PerReplica result of strategy.run used as a tensor (values.py:383: "It looks like you
    # are using a PerReplica object while not inside a replica context"; values.py:356's class
    # has no .numpy(): "'PerReplica' object has no attribute 'numpy'")
    rule(
        "distribute-per-replica-unreduced",
        E,
        "A per-replica result of strategy.run was used as one tensor" + NOT_ENV,
        r"using a PerReplica object while not inside a replica context|'PerReplica' object has "
        r"no attribute '(?P<attr>\w+)'",
        ("using a perreplica object", "'perreplica' object has no attribute"),
        "strategy.run returns one value per replica: combine them first, strategy.reduce("
        "tf.distribute.ReduceOp.SUM (or MEAN), value, axis=None), or take each replica's with "
        "strategy.experimental_local_results(value); or do the op inside the function given "
        "to strategy.run",
    ),
    # strategy.reduce with a name ReduceOp has not got (distribute_lib.py:1783 calls
    # reduce_util.ReduceOp(reduce_op.upper()); reduce_util.py's members are SUM and MEAN:
    # "ValueError: 'AVG' is not a valid ReduceOp")
    rule(
        "distribute-reduce-op-invalid",
        E,
        "strategy.reduce was given a reduction that tf.distribute has not got" + NOT_ENV,
        r"'(?P<op>\w+)' is not a valid ReduceOp",
        "is not a valid reduceop",
        lambda v, _c: (
            f"tf.distribute.ReduceOp has SUM and MEAN only, not {v.get('op') or 'that'}: "
            "strategy.reduce(tf.distribute.ReduceOp.MEAN, value, axis=None)"
        ),
    ),
    # XLA reading a mirrored variable of another device (Keras 3.15's compile(jit_compile=True)
    # under MirroredStrategy on two logical CPUs: "Trying to access resource sequential/dense/
    # kernel/replica_1/3 ... located in device ...CPU:1 from device ...CPU:0" and " Cf. https://
    # www.tensorflow.org/xla/known_issues#tfvariable_on_a_different_device"; both in TF 2.21's
    # libtensorflow_cc.so.2, strings)
    rule(
        "xla-jit-distribute-incompatible",
        E,
        "XLA under a tf.distribute strategy read a variable of another device",
        # (a replica's variable only, "replica_1": without a strategy it is xla-failed below)
        r"Trying to access resource \S*replica_\d+\S* \(defined @ [^)]*\) located in device "
        r"(?P<device>\S+) from device (?P<from>\S+)",
        "trying to access resource",
        "Under MirroredStrategy (and other strategies) compile without XLA: "
        "model.compile(..., jit_compile=False), no @tf.function(jit_compile=True) around "
        "strategy.run; Keras 3.15 still honours jit_compile=True under the strategy, and XLA "
        "cannot read a replica's variable on another device",
    ),
    # the same read of a variable on another device without a strategy (the review of the
    # twentieth session: a variable made under tf.device('/CPU:1') read by a jit-compiled
    # function on /CPU:0; int32 variables stay on the host)
    rule(
        "xla-failed",
        E,
        "An XLA-compiled function read a variable placed on another device",
        r"Trying to access resource (?!\S*replica_\d)\S+ \(defined @ [^)]*\) located in device "
        r"(?P<vdevice>\S+) from device (?P<fdevice>\S+)",
        "trying to access resource",
        lambda v, _c: (
            f"The variable lives on {v.get('vdevice') or 'another device'} and the compiled function "
            f"runs on {v.get('fdevice') or 'this one'}: create the variable on the device the "
            "function runs on (not under tf.device('/CPU:0'); an int32 variable stays on the host, "
            "use int64), or compile without XLA; under a strategy, create the variables in "
            "strategy.scope()"
        ),
    ),
    # tape.watch of a Python number (backprop.py:700: "Passed in object 3 of type 'int', not
    # tf.Tensor or tf.Variable or ExtensionType.")
    rule(
        "gradient-tape-watch-invalid",
        E,
        "GradientTape.watch was given something that is not a tensor" + NOT_ENV,
        r"Passed in object .{0,200}? of type '(?P<type>\w+)', not tf\.Tensor or tf\.Variable",
        "not tf.tensor or tf.variable",
        lambda v, _c: (
            f"tape.watch takes tensors or variables, not a {v.get('type') or 'Python value'}: "
            "x = tf.constant(3.0) (a float: integer tensors get no gradient), then "
            "tape.watch(x) and tape.gradient(y, x)"
        ),
    ),
    # Keras 3's apply_gradients takes one list of pairs (keras/src/optimizers/base_optimizer.py
    # :460 `def apply_gradients(self, grads_and_vars)`: "BaseOptimizer.apply_gradients() takes 2
    # positional arguments but 3 were given")
    rule(
        "optimizer-apply-gradients-args",
        E,
        "apply_gradients was given two lists instead of one list of (gradient, variable) pairs" + NOT_ENV,
        r"apply_gradients\(\) takes 2 positional arguments but 3 were given",
        "apply_gradients() takes 2 positional arguments",
        "optimizer.apply_gradients(zip(grads, model.trainable_variables)); Keras 3 also has "
        "optimizer.apply(grads, model.trainable_variables)",
    ),
    # Keras 3's LossScaleOptimizer has scale_loss() and unscales in apply(); tf_keras's
    # get_scaled_loss/get_unscaled_gradients are not there (keras/src/optimizers/
    # loss_scale_optimizer.py:201, :315): "AttributeError: 'LossScaleOptimizer' object has no
    # attribute 'get_scaled_loss'", the TF 2 mixed precision guide's loop under Keras 3
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3's LossScaleOptimizer has not got Keras 2's loss-scaling methods",
        r"'LossScaleOptimizer' object has no attribute '(?P<attr>get_scaled_loss|get_unscaled_gradients)'",
        "'lossscaleoptimizer' object has no attribute",
        lambda v, _c: (
            f"{v.get('attr') or 'That method'} is tf_keras's (Keras 2). In Keras 3: scaled = "
            "optimizer.scale_loss(loss) inside the tape, then optimizer.apply(grads, vars) "
            f"unscales the gradients itself; {_LEGACY}"
        ),
    ),
    # a Keras 3 optimizer given to tf_keras's LossScaleOptimizer (tf_keras 2.21's mixed_precision/
    # loss_scale_optimizer.py:348/:621: '"inner_optimizer" must be an instance of
    # `tf.keras.optimizers.Optimizer` ... but got: <keras.src.optimizers.adam.Adam object')
    rule(
        "keras-version-mismatch",
        E,
        "A Keras 3 optimizer was given to tf_keras's LossScaleOptimizer",
        r"\"inner_optimizer\" must be an instance of `tf\.keras\.optimizers\.Optimizer`.{0,120}?but "
        r"got:? <(?P<cls>keras\.src\.[\w.]+)",
        '"inner_optimizer" must be an instance of',
        lambda v, _c: (
            f"{v.get('cls')} is Keras 3's, and tf_keras (TF_USE_LEGACY_KERAS=1) wants its own: "
            "build the optimizer from tf.keras (tf.keras.optimizers.Adam), and do not mix "
            "`import keras` objects into tf_keras code"
        ),
    ),
    # tf_keras's fixed loss scale without its value (loss_scale_optimizer.py:673: '"initial_scale"
    # must be specified if "dynamic" is False')
    rule(
        "loss-scale-optimizer-args-invalid",
        E,
        "LossScaleOptimizer with a fixed scale was given no scale" + NOT_ENV,
        r"\"initial_scale\" must be specified if \"dynamic\" is False",
        '"initial_scale" must be specified',
        "Give the fixed scale, LossScaleOptimizer(opt, dynamic=False, initial_scale=2**15), or "
        "leave dynamic=True (the default), which finds one",
    ),
    # tf.debugging's asserts failing (check_ops.py:376 "Condition x == y did not hold.",
    # :700 "Condition x >= 0 did not hold element-wise:", the Assert kernel's "assertion
    # failed:"; :1906 assert_shapes "Tensor y:0 dimension 0 must have size 8")
    rule(
        "tf-debugging-assertion-failed",
        E,
        "A tf.debugging assertion in the code failed: the data broke its check" + NOT_ENV,
        r"Condition x (?:==|!=|<|<=|>|>=) (?:y|0) did not hold|"
        r"Specified by tensor \S+ dimension \d+\.\s+Tensor (?P<tensor>\S+) dimension \d+ must have "
        r"size (?P<size>\d+)",
        ("did not hold", "must have size"),
        "The program's own check (a tf.debugging.assert_* in its code or a library's) refused "
        "the data: the message given to the assert says which check, and the lines after "
        "'Condition' print the values it saw. Fix the data or shapes it names; under XLA "
        "(jit_compile) such asserts are dropped instead",
    ),
    # oneDNN's float16 note on a CPU without AVX-512 (E-level in TF 2.21's util.cc; strings of
    # libtensorflow_framework.so.2: "oneDNN supports DT_HALF only on platforms with AVX-512.
    # Falling back to the default Eigen-based implementation if present."); the run went on
    rule(
        "benign-onednn",
        INFO,
        "oneDNN has no float16 kernels on this CPU and uses Eigen's (a note)",
        r"oneDNN supports DT_\w+ only on platforms with AVX-512",  # (the dtype is filled in)
        "onednn supports dt_",
        "Harmless: those ops run with Eigen's kernels on this CPU. Mixed precision is meant for "
        "GPUs and TPUs (TensorFlow's own check says it may run slowly without a GPU)",
    ),
)


def update_outside_scope(r: Raised, ev: Event) -> dict[str, Any] | None:
    """An optimizer's distributed update meeting a variable made outside strategy.scope():
    MirroredStrategy asserts `isinstance(var, values.DistributedVariable)` (TF 2.21's
    mirrored_strategy.py:806), and Keras 3's traceback filter leaves a bare "AssertionError: "
    under its own `_distributed_tf_update_step` frame (keras/src/backend/tensorflow/
    optimizer.py:134; the outside check's dist_tfvar_outside_run: a tf.Variable at module
    level, Adam made inside the scope)."""
    inner = r.detail.strip().splitlines()[-1].strip() if r.detail.strip() else ""
    if r.short_type != "AssertionError" or not (
        not r.message.strip() or (r.message.startswith("in user code:") and inner == "AssertionError:")
    ):
        return None
    where = [f.func for f in r.frames] + [ln for ln in r.detail.splitlines() if "File " in ln]
    if not any("_distributed_tf_update_step" in w or "extended.update" in w for w in where):
        return None
    return {"frame": "_distributed_tf_update_step"}


def update_outside_scope_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "distribute-strategy-scope-mismatch",
        Severity.ERROR,
        "The optimizer updated a variable created outside the strategy's scope",
        "A variable the optimizer updates under strategy.run was made outside `with "
        "strategy.scope():` (a tf.Variable at module level, a model built before the scope): "
        "create the variables, the model and the optimizer inside the same scope",
        ev,
        values=dict(v),
    )
