"""Event rules for what Keras callbacks and the search libraries around Keras read or call,
which only the frames tell apart from any other KeyError or TypeError: a callback of the user's
reading a logs key that is not there, KerasTuner's objective not in the trial's logs, scikeras
calling the model function with arguments it has not got, and Keras 3's TensorBoard callback
given an update_freq it cannot count with. Each is a real run of the twentieth session's outside
check b (tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s20b-*; copies in
tests/data/tracebacks/)."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.tuner_words import SCIKERAS_PARAMS
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_KEY = re.compile(r"^'(?P<key>[^']+)'$")
#: a Callback's hooks that are given the logs dict
_HOOK = re.compile(r"^on_(?:train_|test_|predict_)?(?:epoch|batch)_(?:end|begin)$|^on_(?:train|test|predict)_(?:end|begin)$")
_LOGS = re.compile(r"\blogs\s*\[")
_REPLACES = ("unrecognised-error",)


def _path(fr: Any) -> str:
    return fr.path.replace("\\", "/")


def _logs_key(key: str) -> str:
    """What a logs key that is not there most often means."""
    val = key.startswith("val_")
    base = key[4:] if val else key
    out = []
    if base == "acc":
        out.append("Keras 2.3+ and Keras 3 log metrics=['accuracy'] as 'accuracy'/'val_accuracy', "
                   "not 'acc'/'val_acc'")
    if val:
        out.append("a val_ key is logged only when fit is given validation_data or "
                   "validation_split (and only at the end of an epoch)")
    return "; ".join(out)


# --- a callback of the user's reading logs[KEY] ------------------------------------------------
def callback_logs_key(r: Raised, ev: Event) -> dict[str, Any] | None:
    """KeyError: 'val_accuracy' raised in a user's on_epoch_end by logs['val_accuracy'] (Keras
    3.15 and tf_keras 2.21 real runs: s20b-k3_custom_cb_keyerror, s20b-tfk_custom_cb_keyerror)."""
    m = _KEY.match(r.message.strip())
    if r.short_type != "KeyError" or m is None or not r.frames:
        return None
    last = r.frames[-1]
    func = last.func.split(".")[-1].split("(")[0]
    if last.owner not in ("<local>", "<input>") or not _HOOK.match(func) or not _LOGS.search(last.source):
        return None
    return {"key": m.group("key"), "hook": func, "replaces": _REPLACES}


def callback_logs_key_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    key = str(v.get("key"))
    why = _logs_key(key)
    return Finding(
        "keras-callback-logs-key-missing",
        Severity.ERROR,
        "A callback read a key its logs do not hold (the program's code, not the environment)",
        f"{v.get('hook')} read logs['{key}'], and Keras's logs for it have no such key"
        + (f": {why}" if why else "")
        + ". Print sorted(logs) once to see the names (they match the progress bar's), and read "
        f"with logs.get('{key}') to skip what is not there (the epochs without validation, "
        "validation_freq > 1)",
        ev,
        values={k: x for k, x in v.items() if k != "replaces"},
    )


# --- KerasTuner's objective not in a trial's logs ---------------------------------------------
def tuner_objective_missing(r: Raised, ev: Event) -> dict[str, Any] | None:
    """KeyError: 'val_accuracy' from keras-tuner 1.4.8's Objective.get_value (keras_tuner/src/
    engine/objective.py:59, `return logs[self.name]`; real run s20b-kt_objective_missing: a
    Hyperband with objective="val_accuracy" searched without validation data)."""
    m = _KEY.match(r.message.strip())
    if r.short_type != "KeyError" or m is None or not r.frames:
        return None
    last = r.frames[-1]
    if not (_path(last).endswith("keras_tuner/src/engine/objective.py")
            or _path(last).endswith("keras_tuner/engine/objective.py")) or last.func != "get_value":
        return None
    return {"objective": m.group("key"), "replaces": _REPLACES}


def tuner_objective_missing_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    obj = str(v.get("objective"))
    why = _logs_key(obj)
    return Finding(
        "keras-tuner-objective-not-logged",
        Severity.ERROR,
        "KerasTuner's objective is not among the metrics a trial logs (the program's code, not "
        "the environment)",
        f"The tuner's objective '{obj}' is not in the trial's logs, so every trial fails (KerasTuner "
        "prints each traceback and may still exit 0 with no result)"
        + (f": {why}" if why else "")
        + ". Pass validation_data or validation_split to tuner.search() for a val_* objective, "
        "and name a metric build() compiles, as the progress bar prints it (metrics=['accuracy'] "
        "logs 'accuracy'/'val_accuracy'); a custom one needs kt.Objective(name, direction=...)",
        ev,
        values={k: x for k, x in v.items() if k != "replaces"},
    )


# --- scikeras calling the model function ------------------------------------------------------
_CALL = re.compile(
    r"got an unexpected keyword argument '(?P<arg>\w+)'|missing \d+ required positional "
    r"arguments?: (?P<missing>'\w+'(?:,? (?:and )?'\w+')*)"
)


def scikeras_build_params(r: Raised, ev: Event) -> dict[str, Any] | None:
    """TypeError: build() got an unexpected keyword argument 'hidden' / build() missing 1
    required positional argument: 'n_units', raised where scikeras calls the model function
    (scikeras 0.13.0's wrappers.py:433, in _build_keras_model; real runs s20b-sk_build_args,
    s20b-sk_cross_val_score, where scikit-learn prints it inside "All the 3 fits failed")."""
    m = _CALL.search(r.message)
    if r.short_type != "TypeError" or m is None or not r.frames:
        return None
    last = r.frames[-1]
    if not _path(last).endswith("scikeras/wrappers.py") or last.func != "_build_keras_model":
        return None
    vals = {k: x for k, x in m.groupdict().items() if x}
    return {**vals, "replaces": _REPLACES}


def scikeras_build_params_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    what = (
        f"scikeras passed {v['arg']}= to the model function, which has no such parameter"
        if v.get("arg")
        else f"the model function needs {v.get('missing')}, which scikeras was not given"
    )
    return Finding(
        "scikeras-build-fn-params",
        Severity.ERROR,
        "scikeras called the model function with other arguments than it takes (the program's "
        "code, not the environment)",
        f"{what}: {SCIKERAS_PARAMS}",
        ev,
        values={k: x for k, x in v.items() if k != "replaces"},
    )


# --- Keras 3's TensorBoard(update_freq=<a string other than "batch"/"epoch">) ------------------
def tensorboard_update_freq(r: Raised, ev: Event) -> dict[str, Any] | None:
    """TypeError: unsupported operand type(s) for %: 'int' and 'str': Keras 3.15's TensorBoard
    keeps any string but "batch" as update_freq (keras/src/callbacks/tensorboard.py:175) and
    computes `step % self.update_freq` (:319) when a summary is written; Keras filters its own
    frames, so tensorboard's summary_v2.py is the last (real run s20b-k3_tb_update_freq_bad,
    update_freq="step")."""
    if r.short_type != "TypeError" or "unsupported operand type(s) for %: 'int' and 'str'" not in r.message:
        return None
    if not any("tensorboard/" in _path(f) or _path(f).endswith("callbacks/tensorboard.py") for f in r.frames):
        return None
    return {"replaces": _REPLACES}


def tensorboard_update_freq_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "keras-tensorboard-update-freq-invalid",
        Severity.ERROR,
        "Keras's TensorBoard callback was given an update_freq it cannot use (the program's "
        "code, not the environment)",
        "TensorBoard(update_freq=...) takes 'batch', 'epoch' or an integer number of batches; "
        "Keras 3 keeps any other string and fails when it first writes a batch summary "
        "(step % update_freq). Use update_freq='batch' (or 'epoch', or e.g. 100)",
        ev,
        values=dict(v) if "replaces" not in v else {},
    )


# --- a custom train_step's return that is not a dict -----------------------------------------
_ITEMS = re.compile(r"^'(?P<what>[\w.]+)' object has no attribute 'items'")
_KERAS_CALLBACKS = re.compile(r"/(?:tf_keras|keras)/src/callbacks(?:\.py|/)")


def train_step_not_dict(r: Raised, ev: Event) -> dict[str, Any] | None:
    """AttributeError: 'float' object has no attribute 'items' raised in Keras's own callbacks
    (tf_keras 2.21's callbacks.py:1220, History.on_epoch_end's logs.items(): a train_step that
    returned the loss; real run s21f-train-step-tfk-compiled-loss-ok), and Keras 3.15's, whose
    traceback filter leaves fit's error_handler and the tensor's __getattr__ only (real run
    s21f-train-step-return-loss-k3; not a .items() of the user's own code: the review of the
    twenty-first session)."""
    m = _ITEMS.match(r.message.strip())
    if r.short_type != "AttributeError" or m is None or not r.frames:
        return None
    paths = [_path(f) for f in r.frames]
    keras3 = (
        m.group("what").endswith("EagerTensor")
        and any(p.endswith("keras/src/utils/traceback_utils.py") for p in paths)
        and not any(".items(" in f.source for f in r.frames if f.owner in ("<local>", "<input>"))
    )
    if not keras3 and not _KERAS_CALLBACKS.search(paths[-1]):
        return None
    return {"what": m.group("what"), "replaces": _REPLACES}


def train_step_not_dict_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.explain.rules.train_step_words import RETURN_LOGS

    return Finding(
        "keras-train-step-return-not-dict",
        Severity.ERROR,
        "A custom train_step returned something other than a dict of logs (the program's code, "
        "not the environment)",
        f"Keras's callbacks were given a {v.get('what')} as the epoch's logs. " + RETURN_LOGS,
        ev,
        values={k: x for k, x in v.items() if k != "replaces"},
    )


# --- tf.summary's and the hparams plugin's own checks -----------------------------------------
_SUMMARY_PLUGIN = re.compile(r"/tensorboard/plugins/(?P<kind>scalar|image|text|histogram|audio|hparams)/summary_v2\.py$")
#: the data checks the plugins call (TF 2.21's check_ops.py, image_ops_impl.py)
_DATA_CHECK = re.compile(
    r"Expected scalar shape|must have rank|image dtype must be|must be of type tf\.string|"
    r"dtype must be|rank \d+ but"
)
_KIND_REMEDY = {
    "scalar": "tf.summary.scalar takes one number: reduce the tensor first (tf.reduce_mean(x)) or "
    "write one summary per element",
    "image": "tf.summary.image takes [k, height, width, channels] (add the batch axis: "
    "img[None] or tf.expand_dims(img, 0)) of floats in [0, 1] or uint8",
    "text": "tf.summary.text takes strings: tf.strings.as_string(x), or format the number in "
    "Python",
    "histogram": "tf.summary.histogram takes numbers (tf.cast(x, tf.float32))",
    "audio": "tf.summary.audio takes [k, samples, channels] floats in [-1, 1] and a sample_rate",
    "hparams": "the hparams plugin: an interval's min must not exceed its max (hp.RealInterval(1e-4, "
    "1e-1)), a Discrete's values share one type, metrics are hp.Metric('accuracy') objects, not "
    "strings, and an HParam is given once (as the object or by its name, not both)",
}


def summary_data_invalid(r: Raised, ev: Event) -> dict[str, Any] | None:
    """An exception raised under tensorboard's summary or hparams plugin frames (tensorboard's
    plugins/*/summary_v2.py: a vector to scalar, a 3-D image, a float to text, hparams given
    reversed bounds or strings; the twenty-first session's outside check l, s21l-summary-*,
    s21l-hparams-*): TensorFlow's generic check_ops words say which argument."""
    if not r.frames:
        return None
    kinds = [m.group("kind") for f in r.frames if (m := _SUMMARY_PLUGIN.search(_path(f)))]
    if not kinds or (kinds[-1] != "hparams" and not _DATA_CHECK.search(r.message)):
        return None  # (a step not set, a writer's path: their own rules)
    return {"kind": kinds[-1], "replaces": _REPLACES}


def summary_data_invalid_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    kind = str(v.get("kind"))
    return Finding(
        "tf-summary-data-invalid",
        Severity.ERROR,
        f"TensorBoard's {kind} summary refused what it was given (the program's code, not the "
        "environment)",
        _KIND_REMEDY.get(kind, "Give the summary the shape and type its page names"),
        ev,
        values={"kind": kind},
    )


CALLBACK_EVENT_RULES = (
    ("keras-callback-logs-key-missing", callback_logs_key, callback_logs_key_finding),
    ("keras-tuner-objective-not-logged", tuner_objective_missing, tuner_objective_missing_finding),
    ("scikeras-build-fn-params", scikeras_build_params, scikeras_build_params_finding),
    ("keras-tensorboard-update-freq-invalid", tensorboard_update_freq, tensorboard_update_freq_finding),
    ("keras-train-step-return-not-dict", train_step_not_dict, train_step_not_dict_finding),
    ("tf-summary-data-invalid", summary_data_invalid, summary_data_invalid_finding),
)
