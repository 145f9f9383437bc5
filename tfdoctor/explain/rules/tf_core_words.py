"""Log rules for TensorFlow 2.21's own words for mistakes in tf.function, AutoGraph, tf.data and
tf.config code, found by real runs made after the rules (the nineteenth session's outside check,
tests/data/tracebacks/tf-2.21-runs/SOURCES.md, files s19f-*). The words were read in TF 2.21's
Python (ops/cond_v2.py and autograph/operators/control_flow.py for the branches, script_ops.py for
py_function) and its libtensorflow_cc strings (the TensorList, StringToNumber and DecodeCSV
kernels, the placer). Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code or data, not the environment)"
#: tf.function, AutoGraph, tf.data and tf.config in TF 2.21's words
TF_CORE_WORD_RULES = (
    rule(
        "tf-cond-branch-mismatch",
        E,
        "The two branches of a tf.cond (or an if on a tensor) return different things" + NOT_ENV,
        r"true_fn and false_fn arguments to tf\.cond must have the same number, type, and overall "
        r"structure of return values|'(?P<var>[\w.]+)' has (?P<what>dtype|shape) (?P<a>\S+) in the "
        r"main branch, but (?:dtype|shape) (?P<b>\S+) in the else branch",
        ("true_fn and false_fn arguments to tf.cond", "in the main branch, but"),
        lambda v, _c: (
            (f"'{v.get('var')}' is {v.get('a')} in the if branch and {v.get('b')} in the else "
             "branch: " if v.get("var") else "")
            + "inside tf.function both branches must give each variable the same dtype and "
            "structure (and a compatible shape): cast one side (tf.cast(x, tf.float32)), return "
            "the same number of values from both, and give a value set in one branch a value "
            "before the if"
        ),
    ),
    rule(
        "py-function-output-mismatch",
        E,
        "A tf.py_function / numpy_function returned other values than its Tout declares" + NOT_ENV,
        r"(?P<i>\d+)-th value returned by (?P<fn>\w+) is (?P<got>\w+), but expects (?P<want>\w+)|"
        r"(?P<fn2>\w+) returns (?P<n>\d+) values, but expects to see (?P<m>\d+) values|"
        # a Python TypeError inside an op's kernel is a py_function's (EagerPyFunc): its value
        # cannot become Tout's dtype (the twenty-second session's outside check m: a string
        # label for Tout=tf.int64, "op_kernel.cc:1845] INVALID_ARGUMENT: TypeError: Cannot
        # convert 'label_0' to EagerTensor of dtype int64")
        r"op_kernel\.cc:\d+\] INVALID_ARGUMENT: TypeError: Cannot convert (?P<value>.+?) to EagerTensor "
        r"of dtype (?P<want2>\w+)",
        ("-th value returned by", "values, but expects to see", "to eagertensor of dtype"),
        lambda v, _c: (
            f"The Python function returned {v.get('value')}, which is no {v.get('want2')} as Tout "
            "declares: convert it in the function (a label string to its index, float to int), or "
            "declare Tout to match"
            if v.get("want2") else
            f"Value {v.get('i')} of the Python function is {v.get('got')} and Tout says "
             f"{v.get('want')}: cast it in the function (np.float32 / .astype('float32'); NumPy "
             "gives float64 by default) or declare Tout to match"
             if v.get("got") else
             f"The Python function returned {v.get('n')} values and Tout declares {v.get('m')}: "
             "return one value per Tout entry (a function that returns None returns nothing)"
        ),
    ),
    rule(
        "tensor-dtype-mismatch",
        E,
        "A TensorArray or list was written with another dtype than it holds" + NOT_ENV,
        r"Invalid data types; op elements (?P<a>\w+) but list elements (?P<b>\w+)",
        "invalid data types; op elements",
        lambda v, _c: (
            f"The TensorArray holds {v.get('b')} and was given {v.get('a')}: make it with the "
            "dtype you write (tf.TensorArray(tf.int32, ...)) or cast before ta.write"
        ),
    ),
    rule(
        "gather-index-out-of-range",
        E,
        "A TensorArray was read past its end" + NOT_ENV,
        r"Tried to read from index (?P<index>\d+) but array size is: (?P<size>\d+)",
        "tried to read from index",
        lambda v, _c: (
            f"Index {v.get('index')} of a TensorArray of {v.get('size')}: indexes run 0..size-1; "
            "size it for every write (or dynamic_size=True) and loop to ta.size()"
        ),
    ),
    rule(
        "non-numeric-input-data",
        E,
        "Text that is not a number reached a numeric conversion in the input pipeline" + NOT_ENV,
        r"StringToNumberOp could not correctly convert string: (?P<s>.{0,60})|Field (?P<field>\d+) in "
        r"record(?: (?P<record>\d+))? is not a valid (?P<t>\w+): (?P<val>.{0,60})",
        ("stringtonumberop could not correctly convert", "is not a valid float", "is not a valid int",
         "is not a valid double"),
        lambda v, _c: (
            f"The text {(v.get('s') or v.get('val') or '').strip()!r} is not a number: clean the data "
            "(missing values such as 'n/a' or '?', a header row read as data, thousands "
            "separators), give decode_csv record_defaults that fit each column (a string default "
            "for text columns), or skip bad rows (tf.data.experimental.ignore_errors())"
        ),
    ),
    rule(
        "devices-no-gpu",
        E,
        "Code pins ops to a GPU and no GPU is visible to TensorFlow",
        r"Unable to find any devices for spec (?P<spec>/\S*GPU:\d+)",
        "unable to find any devices for spec",
        lambda v, _c: (
            f"Nothing answers {v.get('spec')}: TensorFlow sees no GPU here (tfdoctor check says "
            "why), and soft placement is off. Fix the GPU setup, or let TensorFlow place ops "
            "(tf.config.set_soft_device_placement(True), or drop the tf.device pin)"
        ),
    ),
    rule(
        "gpu-config-wrong-device-type",
        E,
        "A GPU setting was given a device that is not a GPU",
        r"Cannot set memory growth on non-GPU and non-Pluggable devices",
        "cannot set memory growth on non-gpu",
        "set_memory_growth takes the GPUs of tf.config.list_physical_devices('GPU'); given a "
        "CPU (list_physical_devices() with no argument lists it too) it refuses: loop over the "
        "'GPU' list only (it is empty on a machine TensorFlow finds no GPU on)",
    ),
    # TF 1's session and loss APIs asked of TF 2's Keras (real TF 2.21 runs, the nineteenth
    # session: "module 'keras._tf_keras.keras.backend' has no attribute 'get_session'", tf_keras's
    # "module 'tf_keras.api._v2.keras.losses' has no attribute 'softmax_cross_entropy'")
    rule(
        "tensorflow-api-mismatch",
        E,
        "TF 1 code: a session or tf.losses function asked of TF 2's Keras",
        r"module '(?:keras\._tf_keras\.keras|tensorflow\.keras|keras|tf_keras[\w.]*)\.(?P<mod>backend|losses)' "
        r"has no attribute '(?P<attr>get_session|set_session|(?:sparse_)?softmax_cross_entropy|"
        r"sigmoid_cross_entropy|absolute_difference|log_loss)'",
        ("backend' has no attribute", "losses' has no attribute"),
        lambda v, _c: (
            f"{v.get('mod')}.{v.get('attr')} is TF 1's API: use tf.compat.v1."
            + ("keras.backend." if v.get("mod") == "backend" else "losses.")
            + f"{v.get('attr')} (with tf.compat.v1.disable_eager_execution() for sessions), or "
            "write it the TF 2 way (no sessions: eager tf.function; losses: keras.losses classes "
            "such as CategoricalCrossentropy(from_logits=True))"
        ),
    ),
)
