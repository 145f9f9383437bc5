"""A traceback a paste cut off inside Keras's model loading (a loading function in Keras's
saving code), with nothing else in the log to say why: in the labelled corpus, all 3 such
tracebacks were a model file written by another Keras (ext6-dev-004, r14-2-012, r95-3-005;
each a load_model or deserialisation frame). Cut in saving, in a fit, or at import, it says
nothing of the kind and stays unrecognised (the second review of the eleventh session: a
save_model cut the same way, Keras <= 2.1's Sequential.fit in keras/models.py). Said as what it
is: a reading of the log's remains, naming a missing file or a custom class first, with the
way to see the whole error.
"""

from __future__ import annotations

import re

from tfdoctor.explain.traceback import TRUNCATED, Event
from tfdoctor.model import Finding, Severity

# Keras's loading and deserialising code, Keras 2 and 3, standalone and tf_keras, and the
# loading functions in it (not saving, nor Keras <= 2.1's Sequential.fit in models.py: the
# second review of the eleventh session)
_KERAS_LOADING = re.compile(
    r"[\\/](?:keras|tf_keras)[\\/](?:src[\\/])?(?:saving[\\/]|legacy[\\/]saving[\\/]|engine[\\/]"
    r"saving\.py\b|utils[\\/]generic_utils\.py\b|models(?:[\\/]__init__)?\.py\b|models[\\/]model\.py\b)"
)
_LOADING_FUNC = re.compile(
    r"^(?:load_model|load_weights|model_from_\w+|deserialize\w*|_deserialize\w*|_retrieve_class\w*|"
    r"from_config|class_and_config_for_serialized_keras_object|_load\w*|load_\w+)\b"
)


def cut_in_keras_loading(ev: Event) -> Finding | None:
    r = ev.final
    if r is None or r.type != TRUNCATED or not r.frames:
        return None
    last = r.frames[-1]
    if not _KERAS_LOADING.search(last.path) or not _LOADING_FUNC.match(last.func or ""):
        return None
    evidence = (f'  File "{last.path}", line {last.line}: {last.source}'[:300],
                "the log stops inside Keras's model loading, before the exception")
    return Finding(
        "keras-version-mismatch",
        Severity.ERROR,
        "Keras failed while loading a model (the log stops before the exception)",
        "First check the path and its extension (a file that is not there, or not .keras/.h5, "
        "fails here too) and that every custom class is passed or registered; then, most "
        "often, the file was written by another Keras than this one (Keras 2 and Keras 3 "
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
