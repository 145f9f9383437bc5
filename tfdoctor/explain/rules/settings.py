"""Log rules for start-up settings TensorFlow could not read: the flags variables and
the bool variables; and GPU settings made by the program too late (after TensorFlow started). The same ids as check's static rules (judge/rules/startup.py), so
``check`` and ``explain`` name one cause alike.

The lines, measured on the TensorFlow 2.21.0 CPU wheel with the variable set (facts in
judge/xla_flags.py and judge/rules/startup.py); verbatim samples, with the threads that
show the same lines from users, in tests/explain/test_rules.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, Rule, rule
from tfdoctor.model import Severity

E = Severity.ERROR
W = Severity.WARNING
URL = "https://openxla.org/xla/flags_guidance"


def _variable(v: Mapping[str, Any]) -> str:
    if v.get("variable"):
        return str(v["variable"])
    flag = str(v.get("flag") or "")
    return "TF_XLA_FLAGS" if flag.startswith("tf_") else "XLA_FLAGS"


def _derive_variable(v: dict[str, Any]) -> dict[str, Any]:
    return {"variable": _variable(v)}


def unknown_flag(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    var = _variable(v)
    what = v.get("flags") or v.get("file") or "the unknown flag"
    return (
        f"unset {var}   # or remove {what} from it: `echo ${var}` shows what is set, "
        "`tfdoctor check` names each flag TensorFlow does not know"
    )


def bad_value(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    var = _variable(v)
    flag = f"--{v['flag']}" if v.get("flag") else "the flag"
    return (
        f"Fix the value of {flag} in {var} (a bool flag takes true or false, an int flag "
        f"a number), or unset {var}; `tfdoctor check` names the flag"
    )


def bool_setting(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    var = v.get("variable") or "the variable"
    return f"export {var}=1   # or 0; or unset {var}"


def _unknown(variable: str, when: str) -> Rule:
    return rule(
        "startup-flag-unknown",
        E,
        f"{variable} holds a flag TensorFlow does not know: TensorFlow aborts {when}",
        rf"Unknown flags? in (?P<variable>{variable}): (?P<flags>\S.*)",
        ("unknown flag",),
        unknown_flag,
        url=URL,
    )


def _bad_value(variable: str, prefix: str) -> Rule:
    return rule(
        "startup-flag-bad-value",
        E,
        f"A flag in {variable} has a value it cannot take: TensorFlow aborts",
        rf"Couldn't interpret value (?P<value>\S+) for flag (?P<flag>{prefix}\w+)",
        ("couldn't interpret value",),
        bad_value,
        url=URL,
        derive=_derive_variable,
    )


#: The ids of settings TensorFlow aborts on (not merely ignores).
ABORT_IDS = frozenset({"startup-flag-unknown", "startup-flag-bad-value", "startup-setting-invalid"})

SETTINGS_RULES = (
    # "Unknown flag in TF_XLA_FLAGS: --nonsense" (TF 2.21, at the first device listing
    # or op); "Unknown flags in XLA_FLAGS: ..." (older TF wording), at XLA's first compile.
    _unknown("TF_XLA_FLAGS", "as it starts"),
    _unknown("XLA_FLAGS", "when XLA first compiles"),
    rule(
        "startup-flag-unknown",
        E,
        "TF_XLA_FLAGS or XLA_FLAGS does not start with --, and no such file of flags "
        "exists: TensorFlow aborts",
        r'Could not open file "(?P<file>[^"]*)" to read flags for environment variable '
        r'"(?P<variable>\w+)"',
        ("to read flags for environment variable",),
        unknown_flag,
        url=URL,
    ),
    _bad_value("TF_XLA_FLAGS", "tf_"),
    _bad_value("XLA_FLAGS", "xla_"),
    rule(
        "startup-flag-bad-value",
        E,
        "A flag in TF_XLA_FLAGS or XLA_FLAGS could not be parsed: TensorFlow aborts",
        r"parse_flags_from_env\.cc:\d+\] Check failed: tsl::Flags::Parse\(.*Flag parsing failed",
        ("flag parsing failed",),
        bad_value,
        url=URL,
    ),
    # determinism.cc: a TF_DETERMINISTIC_OPS that ReadBoolFromEnvVar cannot read is fatal
    rule(
        "startup-setting-invalid",
        E,
        "TF_DETERMINISTIC_OPS is not a bool TensorFlow can read: it aborts (SIGABRT) at "
        "the first tf.function",
        r"Check failed: tsl::ReadBoolFromEnvVar\(.*Failed to parse the env-var "
        r"\$\{(?P<variable>TF_DETERMINISTIC_OPS)\} into bool: (?P<value>[^.\s]*)",
        ("readboolfromenvvar",),
        bool_setting,
    ),
    # memory growth set on some GPUs only: context.py raises ValueError("Memory growth cannot
    # differ between GPU devices") when the GPUs start (zzh8829/yolov3-tf2#225: growth on
    # physical_devices[0] of two; the merged fix sets it on every GPU)
    rule(
        "memory-growth-differs-between-gpus",
        E,
        "Memory growth was set on some GPUs but not on all of them",
        r"Memory growth cannot differ between GPU devices",
        "memory growth cannot differ",
        "Set it on every visible GPU alike, right after `import tensorflow`: `for g in "
        "tf.config.list_physical_devices('GPU'): tf.config.experimental.set_memory_growth(g, "
        "True)`; or `export TF_FORCE_GPU_ALLOW_GROWTH=true`, or show this program one GPU "
        "only (`export CUDA_VISIBLE_DEVICES=0`)",
        url="https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth",
    ),
    # tf.config's GPU settings once TensorFlow's context exists (tensorflow/python/eager/
    # context.py, code index 426010: set_memory_growth, set_visible_devices,
    # set_logical_device_configuration)
    rule(
        "gpu-config-after-init",
        E,
        "A GPU setting was made after TensorFlow had started using the devices",
        r"(?P<what>Physical|Visible|Virtual) devices cannot be modified after being initialized",
        ("cannot be modified after being initialized",),
        lambda v, _c: (
            "Call tf.config.experimental.set_memory_growth / tf.config.set_visible_devices / "
            "set_logical_device_configuration right after `import tensorflow`, before any op, "
            "model or dataset is created (a library imported first may already have started "
            "TensorFlow), and for every GPU in the list alike; or set it from outside: "
            "`export TF_FORCE_GPU_ALLOW_GROWTH=true`, `export CUDA_VISIBLE_DEVICES=0`"
        ),
        url="https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth",
    ),
    # the other words of tf.config's GPU settings (tensorflow/python/eager/context.py, TF 2.21;
    # the C++ side's "Not enough GPUs to create virtual devices. num_gpus_to_use: N
    # #virtual_devices: M", libtensorflow_framework.so.2, tensorflow/addons#1171, round 136)
    rule(
        "virtual-devices-exceed-gpus",
        E,
        "Virtual GPUs were configured for more physical GPUs than TensorFlow sees",
        # (older releases' "total_gpus:", tensorflow-directml's "dml_device_count:")
        r"Not enough GPUs to create virtual devices\. (?:num_gpus_to_use|total_gpus|dml_device_count): (?P<gpus>\d+) "
        r"#virtual_devices: (?P<configured>\d+)",
        "not enough gpus to create virtual devices",
        lambda v, _c: (
            f"The virtual-device configuration lists {v.get('configured')} GPUs and TensorFlow "
            f"uses {v.get('gpus')}: give set_logical_device_configuration (or a test's "
            "--num_gpus/virtual-device flag) only the GPUs tf.config.list_physical_devices('GPU') "
            "returns, or make the others visible (CUDA_VISIBLE_DEVICES)"
        ),
    ),
    # set_memory_growth / set_visible_devices given a LogicalDevice (dragen1860/Deep-Learning-
    # with-TensorFlow-book#216, round 136: "ValueError: Unrecognized device: LogicalDevice(name=
    # '/job:localhost/replica:0/task:0/device:GPU:0', device_type='GPU')"; context.py's check;
    # the gatherer's name, adopted)
    rule(
        "gpu-config-wrong-device-type",
        E,
        "A device setting was given a logical device or a list; it takes one physical device",
        # (or the whole list given where one device goes: tensorflow/tensorflow#42236, round
        # 170: "Unrecognized device: [PhysicalDevice(name='/physical_device:GPU:0', ...)]")
        r"Unrecognized device: (?:LogicalDevice\(|(?P<list>\[)(?:Physical|Logical)Device\()",
        "unrecognized device:",
        lambda v, _c: (
            "The setting takes one device and was given the whole list: pass each one, for gpu "
            "in tf.config.list_physical_devices('GPU'): tf.config.experimental.set_memory_growth("
            "gpu, True) (set_logical_device_configuration(gpus[0], [...]) the same way)"
            if v.get("list") else
            "tf.config.experimental.set_memory_growth and tf.config.set_visible_devices take the "
            "PhysicalDevice objects of tf.config.list_physical_devices('GPU'), not the "
            "LogicalDevice objects of list_logical_devices (which exist only once TensorFlow has "
            "started: by then such a setting is too late anyway)"
        ),
    ),
    rule(
        "startup-setting-ignored",
        W,
        "TF_ENABLE_ONEDNN_OPTS holds something TensorFlow does not read: its default is used",
        r"(?P<variable>TF_ENABLE_ONEDNN_OPTS) is not set to either '0', 'false', '1', or 'true'",
        ("tf_enable_onednn_opts is not set",),
        bool_setting,
    ),
    # thread settings after TensorFlow started (zfit/zfit#690: "RuntimeError: Intra op
    # parallelism cannot be modified after initialization.", zfit 0.26 ran ops at import)
    rule(
        "threading-config-after-init",
        Severity.ERROR,
        "TensorFlow's thread settings were changed after its runtime had started",
        r"(?P<which>Intra|Inter) op parallelism cannot be modified after initialization",
        "op parallelism cannot be modified after initialization",
        lambda v, _c: (
            f"Set tf.config.threading.set_{str(v.get('which')).lower()}_op_parallelism_threads "
            "right after importing TensorFlow, before any op runs (or set the threads with "
            "TF_NUM_INTRAOP_THREADS / TF_NUM_INTEROP_THREADS before the program starts); a "
            "library that runs ops when imported starts the runtime first: call its own setting "
            "before anything else, or use its release that does"
        ),
    ),
    # determinism asked for (TF_DETERMINISTIC_OPS=1, enable_op_determinism) and an op with no
    # deterministic GPU kernel in this release (tensorflow/tensorflow#51596, round 112: TF 2.6's
    # "Deterministic GPU implementation of SparseSoftmaxXentWithLogitsOp not available"; TF 2.7
    # has one)
    rule(
        "deterministic-op-unimplemented",
        E,
        "Determinism is on and this op has no deterministic GPU kernel in this TensorFlow",
        # (every wording of TF 2.21's libraries, read as strings: "Deterministic GPU
        # implementation of unsorted segment reduction op not available" (tensorflow/tensorflow
        # #54276, round 144), "Determinism is not yet supported in GPU implementation of Scatter
        # ops with ref inputs" (massquantity/LibRecommender#357), XLA's "GPU MaxPool gradient ops
        # do not yet have a deterministic XLA implementation" (keras-team/keras#20315: Keras 3
        # compiles the step with XLA))
        r"Deterministic GPU implementation of (?P<op>[\w ]+?) not available|"
        # TF 2.7+'s words (tensorflow/tensorflow#47174, the review of the thirteenth session)
        r"A deterministic GPU implementation of (?P<op2>[\w.,\- ]+?) is not (?:currently )?available|"
        r"Determinism is not yet supported (?:in GPU implementation of|for) (?P<op3>[\w ]+?)(?:\.|$)|"
        r"(?P<op4>GPU [\w ]+? ops) do not yet have a deterministic (?P<xla>XLA )?implementation|"
        # an op that can never be deterministic, on any device (strings of TF 2.21's
        # libtensorflow_cc.so.2: "Timestamp cannot be called when determinism is enabled";
        # outside check k, s21k-det-timestamp-fn)
        r"(?P<op5>Timestamp) cannot be called when determinism is enabled",
        ("deterministic gpu implementation of", "determinism is not yet supported",
         "do not yet have a deterministic", "timestamp cannot be called when determinism"),
        lambda v, _c: (
            "tf.timestamp returns the wall clock, which determinism forbids on every device: "
            "time in Python outside the tf.function (time.perf_counter()), or turn determinism "
            "off for that run"
        ) if v.get("op5") else (
            f"{v.get('op') or v.get('op2') or v.get('op3') or v.get('op4')} has no deterministic "
            "GPU kernel in this release while determinism "
            "is on (TF_DETERMINISTIC_OPS=1 or tf.config.experimental.enable_op_determinism()): "
            "upgrade TensorFlow (later releases add deterministic kernels: 2.7 for the sparse "
            "softmax cross-entropy), run that op on the CPU (with tf.device('/CPU:0')), or turn "
            "determinism off for this run"
            + ("; XLA compiled it: Keras 3 compiles the train step with XLA by default, so "
               "model.compile(..., jit_compile=False) takes the non-XLA kernels" if v.get("xla") else "")
            + ("; TF 1 reference variables have none: use resource variables "
               "(tf.compat.v1.enable_resource_variables())" if "ref inputs" in str(v.get("op3")) else "")
        ),
    ),
)
