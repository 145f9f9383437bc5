"""Keras's data feeding, read from a whole traceback: ``StopIteration`` raised by Keras's own
generator queue (keras/utils/data_utils.py ``get``) means the user's generator or Sequence
stopped or failed while fit pulled batches; the line alone ("StopIteration") names nothing
(divamgupta/image-segmentation-keras#25: fit_generator over a data loader whose folders did
not match; the maintainer: the data loader).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.judge.rules.keras import KNOWN_BACKENDS as KERAS_BACKENDS  # (check's list)
from tfdoctor.model import Finding, Severity

_DATA_UTILS = re.compile(
    r"[\\/]keras[\\/](?:src[\\/])?(?:utils[\\/]data_utils|engine[\\/]data_adapter)\.py$"
)
# Keras 2's fit_generator pulling the next batch itself (TianzhongSong/C3D-keras#12: the
# user's generator raised IndexError, then "generator_output = next(output_generator)" in
# keras/engine/training.py ended in StopIteration)
_KERAS_TRAINING = re.compile(r"/keras/engine/training(?:_generator)?\.py$")
_NEXT_BATCH = re.compile(r"\bnext\((?:output_generator|self\._generator)\)")
# Keras 3's adapters calling the user's PyDataset or generator (a real Keras 3.15 run: an
# IndexError in __getitem__ under py_dataset_adapter.py's _finite_generator, the nineteenth
# session): the user's own frame raised it
# (and TF's own Python calls inside a pipeline: from_generator's generator_py_func and
# py_function's script_ops, whose raised exception the op prints: the twenty-first session's
# outside check i, s21i-gen-exception-tfk, s21i-pyfunc-exception-k3)
_KERAS3_ADAPTER = re.compile(
    r"[\\/]keras[\\/]src[\\/]trainers[\\/]data_adapters[\\/](?:py_dataset|generator_data)_adapter\.py$|"
    r"[\\/]tensorflow[\\/]python[\\/](?:data[\\/]ops[\\/]from_generator_op|ops[\\/]script_ops)\.py$|"
    # tf_keras's Sequence enqueuer (tf_keras/src/utils/data_utils.py's get_index: outside check
    # j, s21j-sequence-raise-tfk) and its data adapter
    r"[\\/](?:tf_keras[\\/]src|keras)[\\/]utils[\\/]data_utils\.py$|[\\/]tf_keras[\\/]src[\\/]engine[\\/]data_adapter\.py$"
)


def generator_stopped(r: Raised, ev: Event) -> dict[str, Any] | None:
    if not r.frames:
        return None
    last = r.frames[-1]
    if (
        last.owner == "<local>"
        and r.short_type != "StopIteration"
        and any(_KERAS3_ADAPTER.search(f.path) for f in r.frames[:-1])
    ):
        # (a py_function's own frames only: it may sit in a loss or a model, not the data; the
        # review of the twenty-first session)
        pyfunc = all(
            "script_ops" in f.path for f in r.frames[:-1] if _KERAS3_ADAPTER.search(f.path)
        )
        return {"where": last.path, "func": last.func, "raised": r.short_type, "pyfunc": pyfunc}
    if r.short_type != "StopIteration":
        return None
    path = last.path.replace("\\", "/")
    if _DATA_UTILS.search(path) or (
        _KERAS_TRAINING.search(path) and _NEXT_BATCH.search(last.source)
    ):
        return {"where": last.path}
    return None


def generator_stopped_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    if v.get("pyfunc"):
        return Finding(
            "keras-data-generator-failed",
            Severity.ERROR,
            "Python code run through tf.py_function or tf.numpy_function raised",
            f"The {v.get('raised')} was raised in your {v.get('func')}, which TensorFlow ran as a "
            "py_function (in a dataset's map, a model or a loss): the exception above is your "
            "code's. Call the function on one element eagerly to see it (the inputs it got: print "
            "them, or check the lookups and files it reads)",
            ev,
            values=dict(v),
        )
    own = (
        f"The {v.get('raised')} was raised in your {v.get('func')} (Keras called it for a batch)"
        + (
            ": most often __len__ promises more batches than __getitem__ can serve; use math.ceil(n / "
            "batch_size) and slice x[i * bs:(i + 1) * bs] rather than index past the end. "
            if v.get("raised") == "IndexError" and v.get("func") == "__getitem__" else ". "
        )
        if v.get("func") else ""
    )
    return Finding(
        "keras-data-generator-failed",
        Severity.ERROR,
        "The training data generator stopped or failed while fit pulled batches",
        own + "Run the generator alone (next(gen) a few times, or seq[0] for a Sequence): it raises "
        "the real error, often a wrong data path or format, or it ends too soon. A bare Python "
        "generator given to fit with steps_per_epoch must yield that many batches every epoch "
        "(loop with while True, steps_per_epoch <= samples // batch_size); Keras 3 and "
        "tf.data.Dataset.from_generator end the epoch where a finite generator ends",
        ev,
        values=dict(v),
    )


# --- Keras asked for a backend it cannot load (check's child and explain alike) ---------
_BACKEND = re.compile(r"Unable to import backend : (?P<backend>\S+)")
_NO_MODULE = re.compile(r"No module named '(?P<module>[\w.]+)'")


def backend_failed(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _BACKEND.search(r.message)
    if m is not None:
        return {"backend": m.group("backend")}
    n = _NO_MODULE.search(r.message)
    paths = [fr.path.replace("\\", "/") for fr in r.frames]
    if (
        n is not None
        and n.group("module") in KERAS_BACKENDS
        and any("keras/src/backend/" in p for p in paths)
    ):
        return {"backend": n.group("module")}
    # Keras 2's loader importing the backend keras.json names (AntonMu/TrainYourOwnYOLO#71:
    # "No module named 'mxnet'" from keras/backend/__init__.py, an AWS image's keras.json)
    if (
        n is not None
        and n.group("module") in ("theano", "cntk", "mxnet")
        and any(p.endswith("keras/backend/__init__.py") for p in paths)
    ):
        return {"backend": n.group("module"), "keras2": True}
    return None


def backend_failed_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.explain.rules.keras_legacy import KERAS2_TO_TENSORFLOW
    from tfdoctor.judge.rules.keras import backend_unusable_finding, backend_why

    name = v["backend"]
    if v.get("keras2"):
        return Finding(
            "keras-backend-unusable",
            Severity.ERROR,
            f"Keras 2 is set to the {name} backend, which is not installed: `import keras` fails",
            f"To run on TensorFlow, {KERAS2_TO_TENSORFLOW}; install {name} only to use that backend",
            ev,
            values={"backend": name, "source": "KERAS_BACKEND or keras.json"},
        )
    return backend_unusable_finding(name, backend_why(name), ev, "KERAS_BACKEND or keras.json")


# --- a Lambda layer's function naming what the running program has not defined ------------
# (the review of the fourteenth session: a model loaded with load_model, its Lambda calling
# `utils`, "utils is not loaded, but a Lambda layer uses it", then the NameError raised inside
# keras/layers/core/lambda_layer.py's call; AVAuco/laeonetplus#8 is the wrapped form, a line rule)
_LAMBDA_LAYER = re.compile(r"[\\/]keras[\\/](?:src[\\/])?layers[\\/]core(?:[\\/]lambda_layer)?\.py$")
_NOT_DEFINED = re.compile(r"name '(?P<name>\w+)' is not defined")


def lambda_name_missing(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _NOT_DEFINED.search(r.message)
    if r.short_type != "NameError" or m is None or len(r.frames) < 2:
        return None
    paths = [fr.path.replace("\\", "/") for fr in r.frames]
    # Keras 2.6+ and 3 have their own lambda_layer.py; older ones keep Lambda in core.py, with
    # Dense and the rest: there the function's own frame, `<lambda>` or not, must follow
    at = next((i for i, p in enumerate(paths) if _LAMBDA_LAYER.search(p)), None)
    if at is None or (not paths[at].endswith("lambda_layer.py") and at == len(paths) - 1):
        return None
    # (core.py also holds Dense and Activation: there only Lambda.call's own line counts, "return
    # self.function(inputs, **arguments)"; a user's activation raising NameError is a plain
    # NameError: the review of the fifteenth session, item 5)
    if not paths[at].endswith("lambda_layer.py") and "self.function(" not in r.frames[at].source:
        return None
    return {"name": m.group("name"), "replaces": ("python-name-error",)}


def lambda_name_missing_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    name = v["name"]
    return Finding(
        "keras-custom-object-unknown",
        Severity.ERROR,
        "A Lambda layer's function names something the running program has not defined",
        f"The Lambda layer's function uses {name}, which is not defined where the layer runs. "
        f"For a loaded model: import it before load_model, or pass it, load_model(path, "
        f'custom_objects={{"{name}": {name}}}); for a Lambda defined in this program: import or '
        f"define {name} before the model is built",
        ev,
        values=dict(v),
    )
