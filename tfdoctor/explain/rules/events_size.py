"""An event rule for protobuf's 2 GB limit in the words of the upb backend that TF 2.21
installs (protobuf 5+): a graph over 2 GB is serialized by C++ and parsed back by Python in
ops.py's _as_graph_def, which fails with "DecodeError: Error parsing message with type
'tensorflow.GraphDef': Wire format was corrupt", and serializing one in Python fails with
"EncodeError: Failed to serialize proto". Alone those words also mean a corrupt file, so the frames
decide: TensorFlow's own serialization of a graph it holds in memory (a review's real TF 2.21 run,
the nineteenth session: tf.saved_model.save of a function with two 1.16 GB constants)."""

from __future__ import annotations

from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.size_limits import _CONSTANTS
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

#: frames that serialize a graph held in memory (TF 2.21's ops.py, saved_model/save.py and
#: builder_impl.py, framework/graph_io.py)
_IN_MEMORY = ("_as_graph_def", "as_graph_def", "write_graph", "_fill_meta_graph_def", "_export_to_saved_model_graph")


def upb_graph_too_large(r: Raised, ev: Event) -> dict[str, Any] | None:
    decode = r.short_type == "DecodeError" and "with type 'tensorflow.GraphDef'" in r.message
    encode = r.short_type == "EncodeError" and "Failed to serialize proto" in r.message
    if not (decode or encode):
        return None
    funcs = [f.func.split("(")[0].split(".")[-1] for f in r.frames if f.owner == "tensorflow"]
    if not any(f in _IN_MEMORY for f in funcs):
        return None  # a file read back: a corrupt or foreign file, not its size
    saving = any(f.owner == "tensorflow" and "saved_model" in f.path.replace("\\", "/") for f in r.frames)
    return {"saved_model": saving, "replaces": ("unrecognised-error",)}


def upb_graph_too_large_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "graphdef-exceeds-2gb",
        Severity.ERROR,
        "The graph is over protobuf's 2 GB limit (weights frozen into it as constants)",
        (
            "protobuf's upb backend reports a graph over 2 GB as a corrupt or unserializable "
            "message; "
            + ("saving a SavedModel serializes the function's graph with its constants: " if v.get("saved_model") else "")
            + _CONSTANTS
        ),
        ev,
        values={k: val for k, val in v.items() if k != "replaces"},
    )
