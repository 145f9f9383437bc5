"""Log rules for Keras callbacks and tf.summary in TensorFlow 2.21's and Keras 3.15's words:
TensorBoard not installed (TF 2.21 no longer requires it), a LearningRateScheduler whose
schedule returns no float, tf.summary without a step, and ModelCheckpoint's Keras 3 warning
that saves anyway. Each was read in a real run of the twentieth session's outside check b
(tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s20b-*); the words were read in the installed
tensorflow 2.21.0, keras 3.15.1, tf_keras 2.21.0 and keras-tuner 1.4.8. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING
NOT_ENV = " (the program's code, not the environment)"


def _tensorboard(v: Values, ctx: ExplainContext | None) -> str:
    pip = ctx.pip if ctx and ctx.pip else "pip"
    api = v.get("api")
    if v.get("sub"):
        # (a folder named tensorboard, a log dir beside the script, imported as a namespace
        # package in its place: PEP 420; the review of the twentieth session, keras-tuner 1.4.8)
        return (
            f"{pip} install tensorboard. If it is installed, a folder named tensorboard (a log "
            "dir beside the script) is imported in its place: `python -c \"import tensorboard; "
            "print(tensorboard.__path__)\"` shows a _NamespacePath then; rename the folder"
        )
    if v.get("cli") or v.get("cli2"):
        return (
            f"{pip} install tensorboard in the environment whose Python runs it: TensorFlow 2.21 "
            "no longer brings the tensorboard command; with the venv's bin (Scripts) folder "
            "off PATH, `python -m tensorboard.main --logdir logs` starts it"
        )
    return (
        f"{pip} install tensorboard (in the environment that runs the program). TensorFlow "
        "2.21's wheel no longer requires tensorboard (its METADATA has no Requires-Dist for it; "
        "2.15's did), so a plain `pip install tensorflow` leaves it out, and "
        + (f"{api}, " if api else "tf.summary's scalar/histogram/image/text/audio, ")
        + "Keras's TensorBoard callback and KerasTuner's search (keras-tuner 1.4.8 imports "
        "tensorboard.plugins.hparams in every trial on the TensorFlow backend) need it"
    )


def _lr_schedule(v: Values, _c: ExplainContext | None) -> str:
    got = str(v.get("got") or "").strip()
    if v.get("dtype"):
        return (
            f"The schedule returned a tensor of {v['dtype']}, not a float one: return a Python "
            "float (float(...)) or tf.cast(..., tf.float32); integer arithmetic such as "
            "tf.constant(1) or lr // 10 gives an int tensor"
        )
    if got == "None":
        why = ("Got None: the schedule has a path that returns nothing (an if/elif chain that "
               "falls off its end, a missing `return`); ")
    elif got and not got.replace(".", "", 1).replace("e-", "", 1).isdigit():
        why = f"Got {got}, which is no float; "
    else:
        why = (f"Got {got}: it prints like a number but is another type (a tf.Tensor such as "
               "lr * tf.math.exp(-0.1), an int, a string read from a config, np.float16); ")
    return (
        why + "return a Python float on every path: `return float(lr * tf.math.exp(-0.1))`, "
        "`float(config['lr'])`, and a final `return lr`. Keras 3.15 takes only float, "
        "np.float32 and np.float64 (learning_rate_scheduler.py), so a tensor that Keras 2 took "
        "is refused; tf_keras 2.21 also takes a float tf.Tensor"
    )


CALLBACK_WORD_RULES = (
    # TF 2.21's tf.summary without the tensorboard package (tensorflow/python/summary/
    # tb_summary.py:19-26, raised at 73/155/233/298/369 for audio, histogram, image, scalar and
    # text): real runs s20b-k3_tb_notb, s20b-tfk_tb_notb, s20b-summary_notb_tffunc (its short
    # "TBNotInstalledError:" form inside "in user code:"), s20b-k3_tb_notb_quiet; KerasTuner's
    # import of it (keras_tuner/src/engine/tuner.py:421, "from tensorboard.plugins.hparams
    # import api"): s20b-kt_hyperband_notb. Only the top-level module: a submodule missing is an
    # installed tensorboard of another release
    rule(
        "tensorboard-not-installed",
        E,
        "TensorBoard is not installed in this environment",
        r"TensorBoard is not installed, missing implementation for (?P<api>tf\.summary\.\w+)|"
        # only as the exception's own line: a script that catches the ImportError and prints
        # it goes on (the review of the twentieth session)
        r"^\W{0,3}(?:[\w.]+\.)?(?:ModuleNotFoundError|ImportError): No module named "
        r"'(?P<module>tensorboard)(?:\.(?P<sub>plugins|summary|compat)\b[\w.]*)?'|"
        # the command missing: runpy's `python -m tensorboard` (no quotes) and the shells' words
        r": No module named (?P<cli>tensorboard)\s*$|(?P<cli2>tensorboard: command not found|command "
        r"not found: tensorboard|'tensorboard' is not recognized as an internal or external "
        r"command|The term 'tensorboard' is not recognized)",
        ("tensorboard is not installed, missing implementation", "no module named 'tensorboard",
         "no module named tensorboard", "tensorboard: command not found",
         "command not found: tensorboard", "'tensorboard' is not recognized"),
        _tensorboard,
    ),
    # LearningRateScheduler's check of what the schedule returned: Keras 3.15's
    # keras/src/callbacks/learning_rate_scheduler.py:64-68 ("The output of the `schedule`
    # function should be a float. Got: ..."; real runs s20b-k3_lrsched_none, _string, _tensor)
    # and tf_keras 2.21's tf_keras/src/callbacks.py:2300-2304 ('The output of the "schedule"
    # function should be float. Got: ...'; s20b-tfk_lrsched_none, _string)
    rule(
        "keras-lr-schedule-not-float",
        E,
        "The LearningRateScheduler's schedule function did not return a float" + NOT_ENV,
        r"The output of the [`\"]schedule[`\"] function should be (?:a )?float\. Got: (?P<got>.*)|"
        # tf_keras 2.21's check of a tensor's dtype just below it (callbacks.py:2306; a review)
        r"The dtype of `lr` Tensor should be float\. Got: (?P<dtype>.*)",
        ("function should be a float. got:", "function should be float. got:",
         "the dtype of `lr` tensor should be float"),
        _lr_schedule,
    ),
    # tf.summary with a default writer and neither step= nor a set step (tensorflow/python/ops/
    # summary_ops_v2.py:787 and :851; real run s20b-summary_no_step_tffunc, tf.summary.scalar
    # in a tf.function under writer.as_default())
    rule(
        "tf-summary-step-unset",
        E,
        "A tf.summary call has no step" + NOT_ENV,
        r"No step set\. Please specify one either through the `step` argument or through "
        r"tf\.summary\.experimental\.set_step\(\)",
        "no step set. please specify one",
        "Give the summary a step: tf.summary.scalar(name, value, step=step) (in a training loop "
        "optimizer.iterations or the epoch), or set one for the writer's calls: "
        "writer.as_default(step=step) or tf.summary.experimental.set_step(step) before them. "
        "Inside a tf.function, pass the step as a tf.Variable or tensor argument, not a Python "
        "int (each new int retraces)",
    ),
    # Keras 3.15's ModelCheckpoint(save_best_only=True) without its metric: it warns and saves
    # every epoch (keras/src/callbacks/model_checkpoint.py:276-281, "Can save best model only
    # with {monitor} available." then `return True`; real run s20b-k3_ckpt_monitor_absent, the
    # file written each epoch). tf_keras and Keras 2 add ", skipping." and do not save
    # (keras_run.py's rule, which leaves this form to this one)
    rule(
        "keras-checkpoint-monitor-unavailable",
        W,
        "ModelCheckpoint saves every epoch: the metric it monitors for save_best_only is not "
        "there",
        r"Can save best model only with (?P<metric>\S+?) available\.",
        "can save best model only with",
        lambda v, _c: (
            f"{v.get('metric')} is not in the logs when the checkpoint runs, so Keras 3 saves "
            "at every check (the file is the last epoch's, not the best one): pass validation "
            "data to fit for a val_* metric, with save_freq='epoch' (an integer counts batches, "
            "before validation), or monitor a metric that is logged (the name must match the "
            "compiled metric's, e.g. 'val_accuracy')"
        ),
    ),
)
