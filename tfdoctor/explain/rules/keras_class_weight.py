"""Log rules for Keras's class_weight: the shapes of targets and models it takes, and the dict
it wants. The words were read in the wheels (`pip download --no-deps`, 2026-11-29): tf_keras
2.15.0's tf_keras/src/engine/data_adapter.py and training_utils_v1.py, Keras 3.15's
keras/src/trainers/data_adapters/. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

E = Severity.ERROR
_PER_OUTPUT = (
    "class_weight takes one {class_index: weight} dict for a model with one output; weight "
    "several outputs with sample_weight (one array per output, e.g. a dict keyed by output "
    "name, computed from each output's labels) or a weighted loss per output"
)
#: class weights
CLASS_WEIGHT_RULES = (
    # (smousavi05/EQTransformer#173, round 150: a three-output model, "ValueError:
    # `class_weight` is only supported for Models with a single output."; TF 2.1's training
    # code keyed it by output name instead: EQTransformer#142, "Unknown entries in class_weight
    # dictionary: [0, 1]. Only expected following keys: ['detector', 'picker_P', 'picker_S']";
    # keras-team/keras#14377: a dict of per-output dicts, "Expected `class_weight` to be a dict
    # with keys from 0 to one less than the number of classes, found {'col0': {0: 1, ...")
    rule(
        "keras-class-weight-multi-output",
        E,
        "class_weight was given to a model with several outputs",
        r"`class_weight` is only supported for Models with a single output|Unknown entries in "
        r"class_weight dictionary: \[[^\]]*\]\. Only expected following keys: (?P<keys>\[[^\]]*\])|"
        r"Expected `class_weight` to be a dict with keys from 0 to one less than the number of "
        r"classes, found \{'[^']*': \{",
        ("only supported for models with a single output", "unknown entries in class_weight",
         "expected `class_weight` to be a dict"),
        lambda v, _c: (
            f"This TensorFlow (2.0/2.1) keys class_weight by output name: {{name: weight}} for "
            f"the outputs {v.get('keys')}; later releases take no per-output class_weight. "
            + _PER_OUTPUT[0].upper() + _PER_OUTPUT[1:]
            if v.get("keys") else _PER_OUTPUT[0].upper() + _PER_OUTPUT[1:]
        ),
    ),
    # the dict's keys not 0..n-1 (tf_keras 2.15's data_adapter: "Expected `class_weight` to be a
    # dict with keys from 0 to one less than the number of classes, found {...}"; training_utils
    # _v1: "`class_weight` must contain all classes in the data.")
    rule(
        "keras-class-weight-keys-mismatch",
        E,
        "class_weight's keys are not the class indices 0 to n-1",
        r"Expected `class_weight` to be a dict with keys from 0 to one less than the number of "
        r"classes, found (?!\{'[^']*': \{)|`class_weight` must contain all classes in the data",
        ("expected `class_weight` to be a dict", "must contain all classes in the data"),
        "Give class_weight one entry per class index, 0 to n-1, for every class in the labels "
        "(dict(enumerate(weights)) from sklearn's compute_class_weight over np.unique(y); "
        "string or one-hot labels map to their integer index first)",
    ),
    # (declare-lab/MELD#43, round 150: per-utterance one-hot sequences, "ValueError:
    # `class_weight` not supported for 3+ dimensional targets."; the gatherer's name, adopted)
    rule(
        "keras-class-weight-3d-targets",
        E,
        "class_weight was given with targets of 3 or more dimensions (sequences)",
        r"`class_weight` not supported for 3\+ dimensional targets",
        "not supported for 3+ dimensional targets",
        "Keras applies class_weight only to (batch,) or (batch, classes) targets: for sequences "
        "build a sample_weight of shape (batch, timesteps) from the labels (class weight per "
        "step, times a padding mask) and compile with sample_weight_mode='temporal' (Keras 2), "
        "or weight the loss yourself",
    ),
)


# --- an event rule: `if class_weight:` on a NumPy array ---------------------------------------
# (bnsreenu/python_for_microscopists#14, round 150: sklearn's compute_class_weight array given
# as class_weight, TF 2.x's data_adapter "-> 1185     if class_weight:" then "ValueError: The
# truth value of an array with more than one element is ambiguous"; the answer: make it a dict)
_AMBIGUOUS = re.compile(r"The truth value of an array with more than one element is ambiguous")


def class_weight_array(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "ValueError" or not _AMBIGUOUS.search(r.message):
        return None
    if not any(re.search(r"\bif\s+class_weight\b", fr.source) for fr in r.frames):
        return None
    return {}


def class_weight_array_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "keras-class-weight-not-dict",
        E,
        "class_weight was given an array; Keras wants a dict {class_index: weight}",
        "Turn the weights into a dict before fit: class_weight = dict(enumerate(weights)) "
        "(sklearn's compute_class_weight returns an array in the order of np.unique(y))",
        ev,
        values=dict(v),
    )
