"""Log rules for random numbers, determinism and numerics on today's releases: NaN or Inf
caught by CheckNumerics (moved from user_training.py, module size), a
seed of the wrong shape or type (stateless ops, Generators, Keras's and TensorFlow's seed
setters), an integer random op without maxval, determinism asking for seeds, and an integer
raised to a negative power. Each was read in a real run of the twenty-first session's outside
check k (TF 2.21, Keras 3.15, tf_keras 2.21: tests/data/tracebacks/tf-2.21-runs/SOURCES.md,
s21k-*), the words in the installed sources and libraries as cited. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
SEEDS = (
    "Stateless random ops take a seed of shape [2] and dtype int32/int64 (seed=[42, 0], or "
    "tf.random.split / tf.random.experimental.stateless_split for more); tf.random.set_seed, "
    "keras.utils.set_random_seed and keras.random.* take a Python int (int(os.environ['SEED'])); "
    "a tf.random.Generator's state has shape [3] for philox: restore one with "
    "tf.random.Generator.from_seed(int)"
)

RANDOM_WORD_RULES = (
    # a loss or weights turned NaN/Inf, stopped by CheckNumerics or a summary
    # (hizhangp/yolo_tensorflow#89: "LossTensor is inf or nan : Tensor had NaN values", the
    # data or the learning rate; ljanyst/ssd-tensorflow#27: "Nan in summary histogram for:
    # filter_summaries/conv1_1", fixed with a lower learning rate; DeepLabCut/DeepLabCut#1017)
    rule(
        "training-loss-nan",
        E,
        "Training stopped on NaN or Inf values (a diverging loss, bad input, or the GPU stack)",
        # (and the kernel's signed forms, CheckNumericsV2's "-Inf", "+/-Inf", "Inf and NaN", and
        # enable_check_numerics' own words, check_numerics_callback.py:161: outside check k)
        r"Tensor had (?:[-+]|\+/-)?(?:NaN|Inf)(?: and (?:[-+]|\+/-)?(?:NaN|Inf))? values|Nan in "
        r"summary histogram for: (?P<tensor>\S+)|Found Inf or NaN global norm|"
        r"!!! Detected Infinity or NaN in output \d+ of (?:graph|eagerly-executing) op \"(?P<op>\w+)\"",
        ("tensor had nan values", "tensor had inf values", "nan in summary histogram",
         "found inf or nan global norm", "tensor had -inf", "tensor had +inf", "tensor had +/-inf",
         "detected infinity or nan"),
        lambda v, _c: (
            (f"The op {v['op']} made it: its input is outside its domain there (log or sqrt of "
             "0 or a negative, a division by 0): clip it (tf.math.log(tf.maximum(p, 1e-7))), use "
             "tf.math.divide_no_nan, or give the loss logits (from_logits=True). "
             if v.get("op") in ("Log", "Log1p", "Sqrt", "Rsqrt", "RealDiv", "Div", "Pow", "Xlogy")
             else "")
            + "Lower the learning rate (10x) or clip gradients (clipnorm=1.0); check the input for "
            "NaN/Inf (np.isnan(x).any()) and normalise it; guard log/division against 0 in a "
            "custom loss; detection data: drop boxes of zero area or outside the image; mixed "
            "precision needs loss scaling, and float16 overflows past 65504 (keep that layer in "
            "float32). If the same run is finite on the CPU "
            "(CUDA_VISIBLE_DEVICES=-1), suspect the GPU stack instead: tfdoctor smoke-train"
        ),
    ),

    # a seed of the wrong shape or type (the twenty-first session's outside check k; the
    # checker's name): a stateless op's seed (strings of TF 2.21's libtensorflow_cc.so.2: "seed
    # must have shape [2], not []"; shape inference's "Dimension must be 2 but is 3 for
    # '{{node ...StatelessRandomGetKeyCounter}}'"), a Generator's state (stateful_random_ops.py:
    # 167's frame, raising TensorShape's generic words), Keras 3's and tf_keras's setters
    # (rng_utils.py:53, tf_utils.py:65: "Expected `seed` argument to be an integer. Received:
    # seed=None (of type <class 'NoneType'>)"), keras.random's (seed_generator.py:171) and
    # tf.random.set_seed given a string (random_seed.py:35's frame, _truncate_seed)
    rule(
        "random-seed-invalid",
        E,
        "A random seed was given in a shape or type the op does not take" + NOT_ENV,
        r"seed must have shape \[2\], not \[(?P<got>[\d, ]*)\]|"
        r"Dimension must be 2 but is (?P<got2>\d+) for '\{\{node [^}]*StatelessRandom\w*\}\}|"
        r"stateful_random_ops\.py\", line \d+, in _check_state_shape|"
        r"Expected `seed` argument to be an integer\. Received: seed=(?P<seed>.*?) \(of type "
        r"<class '(?P<type>\w+)'>\)|"
        r"Argument `seed` must be (?:either )?an integer(?: or an instance of `SeedGenerator`)?\. "
        r"Received: seed=(?P<seed2>\S+)|"
        r"random_seed\.py\", line \d+, in _truncate_seed",
        ("seed must have shape [2]", "dimension must be 2 but is", "_check_state_shape",
         "expected `seed` argument to be an integer", "argument `seed` must be",
         "in _truncate_seed"),
        lambda v, _c: (
            (f"The seed given was {v.get('seed')} ({v.get('type')}): "
             if v.get("type") else "")
            + SEEDS
        ),
    ),
    # an integer random op without maxval (TF 2.21's ops/random_ops.py:292: "Must specify maxval
    # for integer dtype tf.int32"; s21k-random-int-no-maxval; the checker's name)
    rule(
        "random-int-maxval-missing",
        E,
        "An integer random op was asked for without maxval" + NOT_ENV,
        r"Must specify maxval for integer dtype (?P<dtype>(?!%)\S+)",
        "must specify maxval for integer dtype",
        lambda v, _c: (
            f"tf.random.uniform with dtype {v.get('dtype')} draws from [minval, maxval) and has no "
            "default maxval for integers: tf.random.uniform(shape, minval=0, maxval=n, "
            f"dtype={v.get('dtype')})"
        ),
    ),
    # determinism asking every random op for a seed (TF 2.21's framework/random_seed.py:84:
    # "Random ops require a seed to be set when determinism is enabled."; the C++ twin in
    # libtensorflow_cc.so.2; the global generator's words, stateful_random_ops.py:991 and
    # :387; s21k-det-*; the checker's name)
    rule(
        "determinism-needs-seed",
        E,
        "Determinism is on and a random op (or shuffle) has no seed" + NOT_ENV,
        r"Random ops require a seed to be set when determinism is enabled|When determinism is "
        r"enabled, random ops must have a seed specified|\"(?P<fn>get_global_generator|"
        r"from_non_deterministic_state)\" cannot be called (?:if|when) determinism is enabled|"
        r"(?P<own>requires a non-zero seed to be passed in when determinism is enabled|\"seed2\" to be "
        r"non-zero)",
        ("require a seed to be set when determinism is enabled",
         "random ops must have a seed specified", "cannot be called if determinism is enabled",
         "cannot be called when determinism is enabled",
         "requires a non-zero seed to be passed in when determinism"),
        lambda v, _c: (
            "With determinism on (tf.config.experimental.enable_op_determinism() or "
            "TF_DETERMINISTIC_OPS=1) every random op and Dataset.shuffle needs a seed: call "
            "keras.utils.set_random_seed(1) (or tf.random.set_seed(1)) before building the model "
            "and the dataset"
            + ("; for tf.random.Generator, call tf.random.set_global_generator("
               "tf.random.Generator.from_seed(1)) first, or make one with from_seed"
               if v.get("fn") else "")
            + (" (this op, sample_distorted_bounding_box or fractional pooling, reads its own "
               "seed/seed2 arguments, not the global seed: pass non-zero ones)"
               if v.get("own") else "")
            + ". It is not a missing kernel: nothing to upgrade"
        ),
    ),
    # an integer raised to a negative power (strings of TF 2.21's libtensorflow_cc.so.2:
    # "Integers to negative integer powers are not allowed"; s21k-int-pow-negative; the
    # checker's name)
    rule(
        "integer-negative-power",
        E,
        "An integer tensor was raised to a negative integer power" + NOT_ENV,
        r"Integers to negative integer powers are not allowed",
        "integers to negative integer powers are not allowed",
        "Cast the base to float first (tf.pow(tf.cast(d, tf.float32), -2.0)), or compute "
        "1 / d**2 on floats: integer powers stay integers, so a negative exponent has no result",
    ),
)
