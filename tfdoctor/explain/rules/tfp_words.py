"""Log rules for TensorFlow Probability on today's TensorFlow, and for the kernels' words it
meets: Independent's batch dims, a distribution-loss given a tensor, TFP's dtype checks and its
quantiles' interpolation, an MCMC log-probability of the wrong shape (AddN's and shape
inference's words), a graph Reshape, an eager op's allowed types, and the eager form of
tf.debugging.Assert. Each was read in a real run of the twenty-first session's outside check g
(TF 2.21, Keras 3.15, tf_keras 2.21, tensorflow-probability 0.25.0:
tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s21g-*), the words in the installed sources and
libraries as cited. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
#: what an MCMC kernel's target_log_prob_fn must return
_PER_CHAIN = (
    "an MCMC target_log_prob_fn must return one log-probability per chain (a scalar for one "
    "chain): reduce_sum the data's log-likelihood over the data axis"
)

def _allowed_values(v: dict) -> str:
    """The cast that the op's allowed types ask for: a float one, or the first allowed (a
    stateless op's seed takes int32/int64 only: outside check k's s21k-stateless-seed-float)."""
    allowed = [a.strip() for a in str(v.get("allowed") or "").split(",") if a.strip()]
    first = f"{v.get('op') or 'The op'} takes {v.get('allowed')} and got {v.get('got')}: "
    if v.get("param") == "Tseed":
        return first + "a seed is two integers: seed=[1, 2] (tf.constant([1, 2], tf.int32))"
    if allowed and not any(a in ("float", "double", "half", "bfloat16") for a in allowed):
        return first + f"cast the input to {allowed[0]} first (tf.cast(x, tf.{allowed[0]}))"
    return first + (
        "cast the input first (tf.cast(x, tf.float32)); integer data into tfp.stats, "
        "tf.math.sqrt, reduce_std and the like must be cast"
    )


TFP_WORD_RULES = (
    # tfd.Independent asked to move more batch dims than the distribution has (TFP 0.25's
    # distributions/independent.py:338, and :348's assert with a dynamic shape; s21g-independent-
    # batch-event)
    rule(
        "tensor-shape-mismatch",
        E,
        "tfd.Independent was asked to reinterpret more batch dims than the distribution has" + NOT_ENV,
        r"reinterpreted_batch_ndims(?:\((?P<asked>\d+)\))? cannot exceed distribution\.batch_ndims"
        r"(?:\((?P<have>\d+)\))?",
        "reinterpreted_batch_ndims",
        lambda v, _c: (
            "Independent moves the distribution's existing batch dims into its event: "
            "reinterpreted_batch_ndims must be at most len(batch_shape)"
            + (f" ({v['have']} here, {v['asked']} asked)" if v.get("have") else "")
            + ", usually 1; the data's sample dims stay outside the distribution"
        ),
    ),
    # a distribution's method asked of a plain tensor: a negative log-likelihood loss on a model
    # whose output is no distribution, or DenseVariational's posterior function returning a
    # tensor (TF 2.21's SymbolicTensor, ops.py; TFP 0.25's dense_variational_v2.py:180;
    # s21g-layers-tfk-distlambda-ok-nll-tensor, -k3-nll-tensor, -tfk-densevariational; the
    # checker's name)
    rule(
        "tfp-loss-given-tensor",
        E,
        "A loss or TFP layer asked a plain tensor for a distribution's method" + NOT_ENV,
        r"'(?:Symbolic|Eager|Keras)?Tensor' object has no attribute '(?P<attr>log_prob|prob|sample|"
        r"stddev|cdf|log_cdf|entropy|kl_divergence)'",  # (not mean/variance: NumPy habits)
        "object has no attribute '",
        lambda v, _c: (
            f"{v.get('attr')} is a tfp distribution's method, and it was called on a tensor: a "
            "loss such as lambda y, d: -d.log_prob(y) needs the model to end in a tfp.layers "
            "distribution layer (DistributionLambda, IndependentNormal...), and DenseVariational's "
            "make_posterior_fn/make_prior_fn must return a model whose output is a distribution. "
            "TFP's layers are tf_keras layers: on TensorFlow >= 2.16 set TF_USE_LEGACY_KERAS=1 "
            "with tf-keras installed; otherwise use a loss on tensors (mse, or the Gaussian "
            "negative log-likelihood written from the mean and scale outputs)"
        ),
    ),
    # TFP's dtype check of its parameters (TFP 0.25's internal/dtype_util.py:221 and :265;
    # s21g-math-dtype)
    rule(
        "tensor-dtype-mismatch",
        E,
        "TensorFlow Probability was given float32 and float64 values together" + NOT_ENV,
        r"Found incompatible dtypes, <class 'numpy\.(?P<a>\w+)'> and <class 'numpy\.(?P<b>\w+)'>",
        "found incompatible dtypes",
        lambda v, _c: (
            f"Some parameters are {v.get('a')} and others {v.get('b')}: NumPy arrays are float64 "
            "by default. Cast them to one dtype (x.astype('float32') / tf.cast(x, tf.float32), "
            "or everything float64 with dtype=tf.float64)"
        ),
    ),
    # tfp.stats.percentile's interpolation on integers (TFP 0.25's stats/quantiles.py:539;
    # s21g-stats-percentile-dtype)
    rule(
        "tensor-dtype-mismatch",
        E,
        "tfp.stats.percentile cannot interpolate integers" + NOT_ENV,
        r"(?P<interp>\w+) interpolation not allowed with dtype <dtype: '(?P<got>\w+)'>",
        "interpolation not allowed with dtype",
        lambda v, _c: (
            f"{v.get('interp')} interpolation needs floats and the values are {v.get('got')}: cast "
            "them (tf.cast(x, tf.float32)), or use interpolation='nearest', 'lower' or 'higher'"
        ),
    ),
    # an eager op given a dtype it has no kernel for (TF 2.21's op_def_util.cc words, strings of
    # libtensorflow_framework.so.2: "Value for attr 'T' of int32 is not in the list of allowed
    # values: bfloat16, half, float, ..."; complex dtypes: sparse_complex.py; s21g-stats-int-dtype)
    rule(
        "tensor-dtype-mismatch",
        E,
        "An op was given a dtype it has no kernel for" + NOT_ENV,
        r"Value for attr '(?P<param>\w+)' of (?P<got>(?!complex|string\b)\w+) is not in the list of allowed "
        r"values: (?P<allowed>\w+(?:, ?\w+)*)(?:.*?\[Op:(?P<op>\w+)\])?",
        "is not in the list of allowed values",
        lambda v, _c: _allowed_values(v),
    ),
    # an MCMC log-probability with a batch where one value per chain was wanted: AddN's kernel
    # (strings of libtensorflow_framework.so.2, aggregate ops: "Inputs to operation AddN of type
    # AddN must have the same size and shape.  Input 0: [20] != input 2: []", from TFP's
    # metropolis_hastings; s21g-hmc-wrong-shape)
    rule(
        "tensor-shape-mismatch",
        E,
        "Tensors added together have different shapes" + NOT_ENV,
        r"Inputs to operation (?P<op>\w+) of type \w+ must have the same size and shape\.\s+Input "
        r"\d+: (?P<a>\[[\d,]*\]) != input \d+: (?P<b>\[[\d,]*\])",
        "must have the same size and shape",
        lambda v, _c: (
            f"{v.get('op')} got shapes {v.get('a')} and {v.get('b')}: in TFP's MCMC kernels "
            + _PER_CHAIN + "; elsewhere, make the summed tensors one shape (tf.add_n does not "
            "broadcast)"
        ),
    ),
    # the same traced under XLA or a tf.function: shape inference's words (strings of
    # libtensorflow_framework.so.2: "Shapes must be equal rank, but are 1 and 0"; an optimizer's
    # Apply node on the same line is gradient_words.py's; s21g-hmc-xla-wrong-shape)
    rule(
        "tensor-shape-mismatch",
        E,
        "Tensors combined in a traced function have different ranks" + NOT_ENV,
        r"Shapes must be equal rank, but are (?P<a>\d+) and (?P<b>\d+)"
        r"(?!.{0,200}\{\{node [\w/]*?(?:Apply|/Assign(?:Add|Sub)VariableOp\}))",
        "shapes must be equal rank",
        lambda v, _c: (
            f"Two tensors of rank {v.get('a')} and {v.get('b')} meet where one shape is needed "
            "(the node the next line names): in TFP's MCMC (a node under mcmc_sample_chain or "
            "mh_one_step) " + _PER_CHAIN + "; elsewhere, reshape one side or reduce it"
        ),
    ),
    # a graph-mode Reshape whose sizes do not agree (strings of libtensorflow_cc.so.2: "Cannot
    # reshape a tensor with 32 elements to shape [32,2] (64 elements)"; the eager kernel's words
    # are user_code.py's; s21g-layers-tfk-indnormal-units: a Dense of 1 unit before
    # IndependentNormal(2))
    rule(
        "tensor-shape-mismatch",
        E,
        "A reshape was asked for a shape of another size" + NOT_ENV,
        r"Cannot reshape a tensor with (?P<a>\d+) elements to shape (?P<shape>\[[\d,?]*\]) "
        r"\((?P<b>\d+) elements\)",
        "cannot reshape a tensor with",
        lambda v, _c: (
            f"{v.get('a')} values cannot become {v.get('shape')} ({v.get('b')} values): the layer "
            "before gives another size than the reshape expects. Before a tfp.layers head the "
            "Dense needs tfpl.<Layer>.params_size(event_size) units"
        ),
    ),
    # tf.debugging.Assert's eager words, which TFP's validate_args checks raise (TF 2.21's
    # ops/control_flow_assert.py:105: "Expected '...' to be true. Summarized data: b'Argument
    # `probs` must sum to 1'"; s21g-validate-args-notebook)
    rule(
        "tf-debugging-assertion-failed",
        E,
        "An assertion in the code (or a library's validate_args check) failed" + NOT_ENV,
        r"Expected '.{0,120}' to be true\. Summarized data: (?!b'No files matched pattern)"
        r"(?:b'(?P<msg>[^']*)')?",  # (list_files' own words: tfdata_runtime_words.py)
        "to be true. summarized data",
        lambda v, _c: (
            (f"The check says: {v['msg'].strip()}. " if v.get("msg") else "")
            + "A tf.debugging.Assert in the code or a library refused the data (TFP's "
            "validate_args=True checks, tf.image's crop-size checks...): the lines after the "
            "message print the values it saw; fix what it names (a crop larger than the image, "
            "probabilities that do not sum to 1: normalise them with tf.math.softmax, a scale "
            "that must be positive: tf.nn.softplus)"
        ),
    ),
    # TFP's old step-size update policy given a Python float (pymc-devs/pymc4's notebook, round
    # 172: hmc.py's build_assign_op, "step_size_var.assign_add(" then "'float' object has no
    # attribute 'assign_add'"; the gatherer's name, adopted)
    rule(
        "tfp-step-size-not-variable",
        E,
        "TFP's step-size update policy was given a step size that is not a tf.Variable" + NOT_ENV,
        r"^\W*(?:-+>\s*\d+\s+)?return step_size_var\.assign_add\(",
        "step_size_var.assign_add(",
        "make_simple_step_size_update_policy adapts the step size in place, so it must be a "
        "tf.Variable (step_size=tf.Variable(0.5, dtype=tf.float32)); newer TFP adapts it with "
        "tfp.mcmc.SimpleStepSizeAdaptation(kernel, num_adaptation_steps=...) instead",
    ),
    # GPflow's scipy optimizer replacing non-finite gradients (GPflow/GPflowOpt's hyperopt
    # notebook, round 172: "Warning: inf or nan in gradient: replacing with zeros"; the run went
    # on; the gatherer's name is optimizer-gradient-nonfinite)
    rule(
        "training-loss-nan",
        Severity.WARNING,
        "The optimizer met infinite or NaN gradients and replaced them with zeros",
        r"^Warning: inf or nan in gradient: replacing with zeros",
        "inf or nan in gradient",
        "Some steps' gradients were not finite (GPflow's optimizer zeroed them and went on): the "
        "model is numerically unstable there. Add jitter to the kernel matrix (a larger "
        "likelihood variance or gpflow's jitter setting), rescale the inputs and outputs, "
        "constrain the hyperparameters, or compute in float64; if the fit ends badly, restart "
        "it from other initial values",
    ),
    # Keras 3 refusing a positive size that is not a Python int (keras/src/layers/core/dense.py
    # and attention/multi_head_attention.py of 3.15: "isinstance(units, int)"; tf_keras 2.21's
    # dense.py converts it with int(units)): TFP's params_size returns a NumPy int32
    # (s21g-layers-k3-indnormal-functional), as do np.arange and grid searches
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 refused a layer size given as a NumPy or tensor integer" + NOT_ENV,
        r"Received an invalid value for (?:argument )?`(?P<arg>units|num_heads|key_dim)`, expected "
        r"a positive integer\. Received: (?P=arg)=(?P<value>[1-9]\d*)\s*$",
        "expected a positive integer. received:",
        lambda v, _c: (
            f"{v.get('arg')}={v.get('value')} is positive, so its type was refused: Keras 3 takes "
            f"only a Python int (Keras 2 converted it): int({v.get('arg')}) where it is made (a "
            "NumPy value from np.arange or a grid search; TFP's tfpl.X.params_size(n) returns a "
            "NumPy int32, and TFP's layers need tf_keras anyway: TF_USE_LEGACY_KERAS=1 with "
            "tf-keras installed)"
        ),
    ),
    # a matrix op given a vector: in TFP a bijector applied to a shape it does not take, often
    # a tfb.Chain read in the wrong order (strings of libtensorflow_cc.so.2, matrix_diag_op.cc:
    # "input must be at least 2-dim, received shape: [3]"; s21g-bijector-chain-order)
    rule(
        "tensor-shape-mismatch",
        E,
        "A matrix op was given a tensor of too low a rank" + NOT_ENV,
        r"input must be at least (?P<rank>\d+)-dim, received shape: (?P<shape>\[[\d,]*\])",
        "input must be at least",
        lambda v, _c: (
            f"The op needs a rank-{v.get('rank')} input and got {v.get('shape')}: give it a "
            "matrix (tf.linalg.diag(v) for a diagonal). In TFP, tfb.Chain([b1, b2]) applies b2 "
            "first and b1 last (right to left): a matrix bijector may be getting the vector "
            "the other one makes"
        ),
    ),
)
