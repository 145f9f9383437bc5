"""A traceback a paste cut off inside Keras's model loading, with nothing else in the log to
say why: in the labelled corpus, 7 of the 8 such tracebacks were a model file written by
another Keras (Keras 2 under Keras 3, a newer Keras's file under an older one: ext6-dev-004,
r14-2-012, r19-0-013, r25-1-005, r28-0-011, r78-0-010, r95-3-005; the eighth, r13-2-006, was
a GPU out of memory that its own line names, and then this reading stays out). Said as what
it is: a reading of the log's remains, with the way to see the whole error.
"""

from __future__ import annotations

import re

from tfdoctor.explain.traceback import TRUNCATED, Event
from tfdoctor.model import Finding, Severity

# Keras's loading and deserialising code, Keras 2 and 3, standalone and tf_keras
_KERAS_LOADING = re.compile(
    r"[\\/](?:keras|tf_keras)[\\/](?:src[\\/])?(?:saving[\\/]|legacy[\\/]saving[\\/]|engine[\\/]"
    r"saving\.py|models(?:[\\/]__init__)?\.py|models[\\/]model\.py)"
)


def cut_in_keras_loading(ev: Event) -> Finding | None:
    r = ev.final
    if r is None or r.type != TRUNCATED or not r.frames:
        return None
    last = r.frames[-1]
    if not _KERAS_LOADING.search(last.path):
        return None
    evidence = (f'  File "{last.path}", line {last.line}: {last.source}'[:300],
                "the log stops inside Keras's model loading, before the exception")
    return Finding(
        "keras-version-mismatch",
        Severity.ERROR,
        "Keras failed while loading a model (the log stops before the exception)",
        "Most often the file was written by another Keras than this one (Keras 2 and Keras 3 "
        "save apart; a newer Keras's file under an older one): load it with the Keras that "
        "saved it (a Keras 2 file: tf-keras with TF_USE_LEGACY_KERAS=1, or TensorFlow <= "
        "2.15), or rebuild the model in code and load only its weights. Rerun to see the whole "
        "error: its last line names the class or argument at fault",
        evidence,
        None,
        {"primary": True, "reconstructed": "cut in Keras's model loading"},
    )


def header_guess(ev: Event) -> str | None:
    """A cut traceback under Jupyter's header "KeyboardInterrupt   Traceback ...": the type is
    all it needs (zhedongzheng/tensorflow-nlp's re2 notebook, round 98: a training loop stopped
    by hand, the paste cut in TensorFlow's frames)."""
    r = ev.final
    if ev.header == "KeyboardInterrupt" and (r is None or r.type == TRUNCATED):
        return "KeyboardInterrupt:"
    return None
