"""Calls given the wrong thing, read from a whole traceback (listed in events_api.py): the
exception line alone does not say whose call it was, the frames do. TFLiteConverter.
from_keras_model given a path: TF's lite.py asks the "model" for its ``call`` and a ``str`` has
none (round 180's notebook under TF 2.16.1; tests/data/tracebacks/tflite-2.21-from-keras-model-
given-path.txt, a real run). cv2.imread's None indexed on the same line (round 181). Keras 3.0's
torch backend calling next() on a DataLoader (round 181; Keras 3.15's epoch_iterator.py calls
iter() first).
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


_IMREAD_USED = re.compile(r"cv2\.imread\((?:[^()]|\([^()]*\))*\)\s*(?:\[|\.(?:shape|copy|astype)\b)")
_NONE_USED = re.compile(r"^'NoneType' object (?:is not subscriptable|has no attribute '(?:shape|copy|astype)')")


def imread_none_used(r: Raised, ev: Event) -> dict[str, Any] | None:
    """cv2.imread's None used on the line that read it (taipingeric/yolo-v4-tf.keras's notebook,
    round 181: `img = cv2.imread(os.path.join(self.folder_path, img_path))[:, :, ::-1]`)."""
    if r.short_type not in ("TypeError", "AttributeError") or not r.frames:
        return None
    # (the index or attribute must follow the imread call itself: `rows[i]` being None on a line
    # that also reads an image is not imread's None, the review of 26f5a19)
    if _NONE_USED.match(r.message) is None or _IMREAD_USED.search(r.frames[-1].source) is None:
        return None
    return {"fn": "imread", "source": r.frames[-1].source.strip()[:160]}


def imread_none_used_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "opencv-image-not-loaded",
        Severity.ERROR,
        "cv2.imread returned None (no image at that path) and the program used it",
        "cv2.imread returns None, with no error of its own, for a path that does not exist or a "
        "file it cannot decode: print the path it was given and check it (os.path.exists; a "
        "folder in the annotation or data list relative to another directory), and test "
        "`img is None` after each imread",
        ev,
        values=dict(v),
    )


def keras_next_on_dataloader(r: Raised, ev: Event) -> dict[str, Any] | None:
    """keras-team/keras#19038 (round 181): a Keras 3.0.3 nightly's TorchEpochIterator handed
    the DataLoader itself to next() when steps_per_epoch was given (the 3.0.2 release in predict
    with steps; the 3.0.3 release wraps it in iter(): the review of 26f5a19)."""
    if r.short_type != "TypeError" or r.message.strip() != "'DataLoader' object is not an iterator":
        return None
    if not r.frames or not r.frames[-1].path.replace("\\", "/").endswith("trainers/epoch_iterator.py"):
        return None
    return {"package": "keras"}


def keras_next_on_dataloader_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    pip = ctx.pip or "pip"
    return Finding(
        "keras-release-bug",
        Severity.ERROR,
        "Keras's torch backend called next() on the DataLoader (a bug of early Keras 3 builds)",
        f"Upgrade Keras ({pip} install -U keras: the 3.0.3 release and 3.15 wrap the DataLoader "
        "in iter() before next()), or leave out steps_per_epoch (fit) and steps (predict) with a "
        "DataLoader input",
        ev,
        values=dict(v),
    )


# a companion that imported and refuses what it was given (tfmot 0.8.1's "Layer lstm:<class
# '...LSTM'> is not supported. You can quantize this layer by passing a `tfmot.quantization.keras.
# QuantizeConfig`", the twenty-third session's outside check o): tfmot-layer-not-supported's
# line rule reads it; events.py's ecosystem rule must not call it a failed import
_USE_REFUSED = re.compile(r"is not supported\. You can quantize this layer|with a supported layer\.")


def refused_in_use(r: Raised) -> bool:
    return _USE_REFUSED.search(r.message) is not None


_DETAILS_INDEXED = re.compile(r"\b(?:set_tensor|get_tensor|resize_tensor_input)\(\s*\w+\[\s*['\"]index['\"]\s*\]")


def tflite_details_list(r: Raised, ev: Event) -> dict[str, Any] | None:
    """get_input_details() is a list of dicts, one per input, indexed with a key (the
    twenty-third session's outside check o: `it.set_tensor(inp["index"], ...)` with `inp =
    it.get_input_details()`, "TypeError: list indices must be integers or slices, not str")."""
    if r.short_type != "TypeError" or not r.frames:
        return None
    if not r.message.startswith("list indices must be integers or slices, not str"):
        return None
    return {"call": "set_tensor"} if _DETAILS_INDEXED.search(r.frames[-1].source) else None


def tflite_details_list_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "tflite-details-is-list",
        Severity.ERROR,
        "The interpreter's input/output details are a list (one dict per tensor), indexed by a key",
        "get_input_details() and get_output_details() return a list with one dict per tensor: "
        "take one first, input_details[0]['index'] (and its 'shape', 'dtype', 'quantization'), "
        "or use the signature runner (interpreter.get_signature_runner()(**inputs))",
        ev,
        values=dict(v),
    )


def calibration_generator_called(r: Raised, ev: Event) -> dict[str, Any] | None:
    """representative_dataset set to a generator object, not the function making it (outside
    check o: `converter.representative_dataset = rep()`; TF 2.21's calibrator.py _feed_tensors
    calls it: "TypeError: 'generator' object is not callable")."""
    if r.short_type != "TypeError" or r.message.strip() != "'generator' object is not callable":
        return None
    return {"frame": "_feed_tensors"} if any(f.func == "_feed_tensors" for f in r.frames) else None


def calibration_generator_called_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    return Finding(
        "tflite-representative-dataset-not-callable",
        Severity.ERROR,
        "representative_dataset is a generator object: the converter calls it, so it takes the function",
        "Give the function, not its result: converter.representative_dataset = rep (not rep()), "
        "a function that returns a generator of lists of input arrays (tf.lite."
        "RepresentativeDataset(rep) is the same)",
        ev,
        values=dict(v),
    )


#: (id, match, build) of this module's event rules, tried after events_api.py's own
CALL_EVENT_RULES = (
    ("tflite-converter-input-not-keras-model", converter_given_path, converter_given_path_finding),
    ("opencv-image-not-loaded", imread_none_used, imread_none_used_finding),
    ("keras-release-bug", keras_next_on_dataloader, keras_next_on_dataloader_finding),
    ("tflite-details-is-list", tflite_details_list, tflite_details_list_finding),
    ("tflite-representative-dataset-not-callable", calibration_generator_called,
     calibration_generator_called_finding),
)
