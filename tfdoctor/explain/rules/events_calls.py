"""Calls given the wrong thing, read from a whole traceback (listed in events_api.py): the exception line alone does not
say whose call it was, the frames do. TFLiteConverter.from_keras_model given a path: TF's
lite.py asks the "model" for its ``call`` and a ``str`` has none (round 180's notebook under
TF 2.16.1; tests/data/tracebacks/tflite-2.21-from-keras-model-given-path.txt, a real run).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_NOT_A_MODEL = re.compile(r"^'(?P<type>str|PosixPath|WindowsPath|bytes)' object has no attribute 'call'")


def converter_given_path(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "AttributeError":
        return None
    m = _NOT_A_MODEL.match(r.message)
    if m is None:
        return None
    lite = any(
        f.func == "_freeze_keras_model" or "lite/python/lite.py" in f.path.replace("\\", "/")
        for f in r.frames
    )
    return {"type": m.group("type")} if lite else None


def converter_given_path_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    return Finding(
        "tflite-converter-input-not-keras-model",
        Severity.ERROR,
        "TFLiteConverter.from_keras_model was given a path, not a Keras model object",
        "from_keras_model takes a model object: load it first (model = tf.keras.models."
        "load_model(path), then from_keras_model(model)), or convert a SavedModel folder with "
        "tf.lite.TFLiteConverter.from_saved_model(path). A PyTorch .pt/.pth file is no Keras "
        "model: export it to ONNX, then to a SavedModel (onnx2tf), and convert that",
        ev,
        values=dict(v),
    )

