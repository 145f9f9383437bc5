"""Log rules for the libraries that build Keras models for a search: KerasTuner reloading
another search's project, scikeras refusing a parameter its model function does not take, and
Keras 3's compile() given an argument it has not got (a build function's typo). Each was read in
a real run of the twentieth session's outside check b (tests/data/tracebacks/tf-2.21-runs/
SOURCES.md, s20b-*) with keras-tuner 1.4.8, scikeras 0.13.0 and scikit-learn 1.9.1 on TF 2.21
and Keras 3.15.1. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

import difflib

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
#: Keras 3.15's Trainer.compile parameters (keras/src/trainers/trainer.py:40-51)
_COMPILE_ARGS = (
    "optimizer", "loss", "loss_weights", "metrics", "weighted_metrics", "run_eagerly",
    "steps_per_execution", "jit_compile", "auto_scale_loss",
)  # fmt: skip
#: what scikeras's build-function parameters are given as (scikeras/wrappers.py's routing)
SCIKERAS_PARAMS = (
    "give the model function's own parameters by their names, prefixed model__ to be sure: "
    "KerasClassifier(model=build, model__n_units=8) (scikeras passes the constructor's extra "
    "arguments to the function by name, so a name it has not got is refused), give every "
    "parameter of the function a default, and in GridSearchCV's or RandomizedSearchCV's grid "
    "name them model__n_units (an unprefixed name must have been given to the constructor "
    "first). scikeras's own parameters (epochs, batch_size, optimizer, loss...) and their "
    "routed forms (optimizer__learning_rate) go unprefixed"
)


def _compile_arg(v: Values, _c: ExplainContext | None) -> str:
    arg = str(v.get("arg") or v.get("arg2") or "")
    near = difflib.get_close_matches(arg, _COMPILE_ARGS, n=1)
    return (
        f"model.compile() has no argument '{arg}'"
        + (f": you meant {near[0]}=" if near else "")
        + (f". Keras 3's compile takes {', '.join(_COMPILE_ARGS)}" if not v.get("arg2") else
           ". tf_keras's compile takes optimizer, loss, metrics, loss_weights, weighted_metrics, "
           "run_eagerly, steps_per_execution, jit_compile and a few more it lists")
        + ". In a KerasTuner build "
        "function the tuner calls it once when the tuner is made, so the error comes from "
        "kt.RandomSearch(...)/Hyperband(...) itself"
    )


TUNER_WORD_RULES = (
    # KerasTuner reloading an oracle of another tuner class from the same folder: keras-tuner
    # 1.4.8's keras_tuner/src/engine/oracle.py:761-767 wraps the KeyError of the new oracle's
    # set_state (Hyperband's "hyperband_iterations", hyperband.py:323) in these words (real run
    # s20b-kt_existing_project: a RandomSearch, then a Hyperband with the same directory and
    # project_name). tooling.py's rule reads the older "Unknown parameter" form of the same
    rule(
        "keras-tuner-stale-project-reloaded",
        E,
        "KerasTuner could not reload the earlier search saved in the same directory/project_name",
        r"Error reloading `Oracle` from existing project\..*?Found existing project at: "
        r"(?P<dir>\S+)",
        "error reloading `oracle` from existing project",
        lambda v, _c: (
            f"{v.get('dir') or 'The project folder'} holds an earlier search (often of another "
            "tuner class: a RandomSearch's oracle has not got the state a Hyperband or "
            "BayesianOptimization oracle reads), and a tuner made without overwrite=True "
            "reloads it. Pass overwrite=True to start afresh, or give the new search its own "
            "project_name (or directory); to resume the old search, make the same tuner class "
            "with the same arguments"
        ),
    ),
    # scikeras's set_params refusing a name that is neither its own nor routed (scikeras 0.13.0's
    # wrappers.py:1173-1181, "Invalid parameter n_units for estimator KerasClassifier."; real
    # run s20b-sk_gridsearch: GridSearchCV's grid {"n_units": [4, 8]}; adriangb/scikeras#264,
    # round 141: the maintainer, declare it in the constructor; the gatherer's name, adopted)
    rule(
        "scikeras-param-not-in-constructor",
        E,
        "A search set a parameter the scikeras wrapper was not constructed with" + NOT_ENV,
        r"Invalid parameter (?P<param>\w+) for estimator (?P<est>Keras(?:Classifier|Regressor)|"
        r"BaseWrapper)\b",
        "for estimator keras",
        lambda v, _c: (
            f"{v.get('param')} is not a parameter of this {v.get('est')}: scikeras lets "
            "set_params (GridSearchCV, RandomizedSearchCV, cross-validation) change only what the "
            "wrapper was constructed with, or a routed name. Construct it with the build "
            f"function's parameter, {v.get('est')}(model=build, {v.get('param')}=...), or name "
            f"it model__{v.get('param')} in the grid (and give the function a default for it)"
        ),
    ),
    # Keras 3's Trainer.compile given a keyword it has not got (real run s20b-kt_build_fails:
    # `metric=["accuracy"]` in a KerasTuner build function, "TypeError: Trainer.compile() got an
    # unexpected keyword argument 'metric'"; keras/src/trainers/trainer.py:40-51 lists its
    # parameters)
    rule(
        "keras-compile-unexpected-argument",
        E,
        "model.compile() was given an argument it has not got" + NOT_ENV,
        r"\b(?:Trainer|TensorFlowTrainer|Model|Sequential|Functional)\.compile\(\) got an "
        r"unexpected keyword argument '(?P<arg>\w+)'|"
        # tf_keras 2.21's own check (engine/training.py:3890, "Invalid keyword argument(s) in
        # `compile()`: ({'metric'},)"; a real run of the review of the twentieth session)
        r"Invalid keyword argument\(s\) in `compile\(\)`: \(\{'(?P<arg2>\w+)'",
        ("compile() got an unexpected keyword argument", "invalid keyword argument(s) in `compile()`"),
        _compile_arg,
    ),
    # KerasTuner's oracle given metrics without the objective (keras-tuner 1.4.8's
    # keras_tuner/src/engine/oracle.py:782-795 _check_objective_found, "Objective value missing
    # in metrics reported to the Oracle, expected: ['val_accuracy'], found: ..."; 1.1.3's and
    # 1.3.5's engine/oracle.py have the same words; the review of the twentieth session)
    rule(
        "keras-tuner-objective-not-logged",
        E,
        "KerasTuner's objective is not among the metrics a trial reported" + NOT_ENV,
        r"Objective value missing in metrics reported to (?:the )?Oracle, expected: \['(?P<objective>[^']+)'|"
        # (a custom run_trial returning a dict without it: tuner.py's FatalValueError, a real run)
        r"Expected the returned dictionary from Tuner\.run_trial\(\) to have the specified "
        r"objective, (?P<objective2>\w+), as one of the keys",
        ("objective value missing in metrics reported", "to have the specified objective"),
        lambda v, _c: (
            f"The trial reported no '{v.get('objective') or v.get('objective2')}': fit needs validation_data or "
            "validation_split for a val_* objective, and build() must compile the metric under "
            "that name; a custom run_trial must report it to oracle.update_trial (or return it)"
        ),
    ),
)
