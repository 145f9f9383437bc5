"""Code written for another TensorFlow, read from a whole traceback: Python 2's
``AttributeError: 'module' object has no attribute 'is_inf'`` does not say which module
lacked the name (Python 3 does, and rules/python.py reads that line alone); the source line
of the raising frame does (onnx/onnx-tensorflow#442: ``@tf_func(tf.math.is_inf)`` under
TensorFlow 1.11, which has no tf.math.is_inf).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.remedies_env import tf_api
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.events_calls import CALL_EVENT_RULES, refused_in_use  # noqa: F401
from tfdoctor.explain.rules.hdf5 import H5PY3_REMEDY
from tfdoctor.explain.rules.loop_words import update_outside_scope, update_outside_scope_finding
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_PY2 = re.compile(r"^'module' object has no attribute '(?P<attr>\w+)'")


def py2_tf_attribute(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "AttributeError" or not r.frames:
        return None
    m = _PY2.match(r.message)
    if m is None:
        return None
    attr = m.group("attr")
    if re.search(rf"\btf(?:\.\w+)*\.{re.escape(attr)}\b", r.frames[-1].source):
        return {"module": "tensorflow", "attr": attr}
    return None


def py2_tf_attribute_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "tensorflow-api-mismatch",
        Severity.ERROR,
        "Code written for another TensorFlow asks for a name this one has not got",
        tf_api(v, ctx),
        ev,
        values=dict(v),
    )


# tensorflow-estimator of a newer release than the TensorFlow beside it: its own module code
# asks TensorFlow for a name that release has not got (deezer/spleeter#429: conda's
# tensorflow_estimator/python/estimator/util.py, "class _DatasetInitializerHook(
# tf.compat.v1.train.SessionRunHook)" -> "AttributeError: module 'tensorflow' has no attribute
# 'compat'"; the maintainer fixed the package's solve). Every TensorFlow 1.13-2.15 pins
# tensorflow-estimator to its own X.Y in Requires-Dist (docs/findings.md).
_TF_NAME = re.compile(
    r"module 'tensorflow(?:\.[\w.]+)?' has no attribute '(?P<name>\w+)'"
    r"|cannot import name '(?P<name2>\w+)' from 'tensorflow(?:\.[\w.]+)?'"
)


def estimator_other_release(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type not in ("AttributeError", "ImportError") or not r.frames:
        return None
    if r.frames[-1].owner != "tensorflow_estimator":
        return None
    m = _TF_NAME.search(r.message)
    if m is None:
        return None
    return {"name": m.group("name") or m.group("name2"), "package": "tensorflow-estimator"}


def estimator_other_release_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    pip = ctx.pip or "pip"
    minor = ".".join((ctx.tf_version or "").split(".")[:2])
    want = f'"tensorflow-estimator=={minor}.*"' if minor else (
        '"tensorflow-estimator==X.Y.*"   (X.Y: your TensorFlow\'s, from `pip show tensorflow`)'
    )
    return Finding(
        "tensorflow-companion-mismatch",
        Severity.ERROR,
        "tensorflow-estimator is of another release than this TensorFlow "
        f"(it asks TensorFlow for {v['name']})",
        f"{pip} install {want}   # every TensorFlow 1.13-2.15 requires the estimator of its "
        "own X.Y; with conda, install both from one channel in one command",
        ev,
        values=dict(v),
    )


# An exception raised inside protobuf's own modules while TensorFlow's generated code (_pb2)
# imports them is protobuf's, whatever name it asks for (tensorflow/tensorflow#43: Python 2's
# "'module' object has no attribute 'MessageMeta'" in google/protobuf/pyext/cpp_message.py,
# protobuf's C++ implementation chosen by PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=cpp against
# the protobuf the wheel was made with; the maintainer's diagnosis)
_PROTOBUF_PATH = re.compile(r"[\\/]google[\\/]protobuf[\\/]")


def protobuf_raised(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type not in ("AttributeError", "ImportError", "TypeError") or not r.frames:
        return None
    if not _PROTOBUF_PATH.search(r.frames[-1].path):
        return None
    if not any(_TF_PATH.search(fr.path) for fr in r.frames[:-1]) or _REGISTRATION.search(r.message):
        return None  # a program's own _pb2 files (two registering one name: protobuf#2739)
    # (rules/python.py reads Python 2's line alone as TensorFlow's API: this reading replaces it)
    return {"module": "google.protobuf", "where": r.frames[-1].path, "replaces": ("tensorflow-api-mismatch",)}


# TensorFlow's stack among the frames (the review of ebd791a: any _pb2 file let a program of
# its own through); a registration clash is no version mismatch
_TF_PATH = re.compile(r"[\\/](?:tensorflow|tensorboard|tensorflow_\w+|tf_keras|keras)[\\/]")
_REGISTRATION = re.compile(r"Couldn't build proto file into descriptor pool|already defined|duplicate file name")


def protobuf_raised_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.explain.remedies_protobuf import protobuf

    return Finding(
        "protobuf-incompatible",
        Severity.ERROR,
        "protobuf's own module fails under the generated code (_pb2) that imports it",
        protobuf(v, ctx) + ". If PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=cpp is set (`env | grep "
        "PROTOCOL_BUFFERS`), unset it: the C++ implementation must be the one this protobuf was "
        "built with",
        ev,
        values=dict(v),
    )


# A companion whose import stops at a third-party module that is not installed (keras-team/
# keras-hub#2663: keras-hub 0.27.1's `import tokenizers`, Hugging Face's package, missing): a
# missing dependency to install, not a companion built for another TensorFlow. TensorFlow's
# own stack, the ecosystem and the standard library (a Unix-only module on Windows) stay the
# companion's failure.
# (exact top-level names, and the tensorflow_*/keras_* families: not a prefix, the final
# review: torchmetrics, numpyro, googletrans are third-party modules to install)
# (TF_STACK, and Keras 3's other backends: a missing jax or torch is the backend's own finding)
_BACKENDS = frozenset({"jax", "jaxlib", "torch"})


def third_party_missing(r: Raised) -> bool:
    import sys

    from tfdoctor.explain.rules.ecosystem_names import ECOSYSTEM_MODULES, TF_STACK
    from tfdoctor.explain.rules.events_keras import _NO_MODULE

    # (also a package's own ImportError that quotes it: TFDV's "To use visualization features,
    # make sure ipython is installed ...: No module named 'IPython'", Building-ML-Pipelines/
    # building-machine-learning-pipelines#17, round 118)
    m = _NO_MODULE.search(r.message) if r.short_type in ("ModuleNotFoundError", "ImportError") else None
    if m is None:
        return False
    top = m.group("module").split(".")[0]
    known = ECOSYSTEM_MODULES | TF_STACK | _BACKENDS | getattr(sys, "stdlib_module_names", set())
    return not (top in known or top.startswith(("tensorflow_", "keras_", "_")))


# h5py 3 under a Keras whose .h5 code hands it what h5py 2 took (TF <= 2.3's hdf5_format): h5py's
# own frame raises (shenweichen/DeepCTR#487: save_weights -> h5py/_hl/group.py create_dataset,
# "TypeError: a bytes-like object is required, not 'str'"; tensorflow/tensorflow#44467, h5py<3).
# Its remedy is hdf5.H5PY3_REMEDY, the log rule's.
_H5PY_PATH = re.compile(r"[\\/]h5py[\\/]")
_H5PY3_WORDS = re.compile(r"a bytes-like object is required, not 'str'|'str' object has no attribute 'decode'")
_KERAS_H5 = re.compile(r"[\\/]keras[\\/].*(?:hdf5_format|saving)|[\\/]keras[\\/]engine[\\/]")


def h5py_raised(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type not in ("TypeError", "AttributeError") or not r.frames:
        return None
    if not _H5PY3_WORDS.search(r.message):  # (only h5py 3's str/bytes change: keras#2175's 2016
        return None  # TypeError from h5py 2 was Keras's own bug, fixed in Keras)
    if not _H5PY_PATH.search(r.frames[-1].path):
        return None
    if not any(_KERAS_H5.search(fr.path.replace("\\", "/")) for fr in r.frames[:-1]):
        return None
    return {"module": "h5py"}


def h5py_raised_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "h5py-incompatible",
        Severity.ERROR,
        "h5py 3 is newer than this Keras's .h5 code expects (h5py's own frame raised)",
        H5PY3_REMEDY,
        ev,
        values=dict(v),
    )


# standalone Keras whose own module asks TensorFlow for a name it has not got: a Keras of
# another release than the TensorFlow under it (fanpeace/noise2noise#4: keras/__init__.py's
# "from tensorflow.python import tf2" -> "ImportError: cannot import name 'tf2'", Python 3.6's
# words without "from"); it replaces the reading of the same line as TensorFlow's API
_TF_IMPORT_SRC = re.compile(r"^\s*(?:from tensorflow[\w.]* import|import tensorflow)\b")
_BARE_NAME = re.compile(r"^cannot import name '(?P<name>\w+)'\s*$")


def keras_asks_tensorflow(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type not in ("AttributeError", "ImportError") or not r.frames:
        return None
    if r.frames[-1].owner != "keras":
        return None
    m = _TF_NAME.search(r.message)
    name = (m.group("name") or m.group("name2")) if m else None
    bare = _BARE_NAME.match(r.message) if name is None else None
    if bare is not None and _TF_IMPORT_SRC.match(r.frames[-1].source or ""):
        name = bare.group("name")
    if name is None:
        return None
    return {"name": name, "package": "keras", "replaces": ("tensorflow-api-mismatch",)}


def keras_asks_tensorflow_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    pip = ctx.pip or "pip"
    return Finding(
        "keras-version-mismatch",
        Severity.ERROR,
        f"This Keras is of another release than the TensorFlow under it (it asks TensorFlow for {v['name']})",
        f"`{pip} show keras tensorflow` names both: install the Keras release made for this "
        "TensorFlow (TensorFlow 2.6-2.15 require keras of their own X.Y; for TensorFlow 1.x, a "
        "Keras 2.x whose release notes name it), or the TensorFlow release this Keras was made "
        "for (older or newer: Keras 2.2 needs TF 1.x's names, Keras 2.3+ newer ones)",
        ev,
        values=dict(v),
    )


# a TF 2 checkpoint restored into variables of other shapes: TensorFlow's restore raises the
# generic "Shapes ... are incompatible" (PacktPublishing/Machine-Learning-for-Algorithmic-Trading-
# Second-Edition 17/04: "ValueError: Shapes (31, 32) and (30, 32) are incompatible" under
# functional_saver.py's restore_fn: 31 input features now, 30 when the checkpoint was written)
_SHAPES = re.compile(r"^Shapes (?P<a>\([^)]*\)|\[[^\]]*\]) and (?P<b>\([^)]*\)|\[[^\]]*\]) are incompatible")
_RESTORE_PATH = re.compile(r"[\\/]training[\\/]saving[\\/]|[\\/]checkpoint[\\/]|saveable_object_util\.py")


def checkpoint_other_shapes(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "ValueError" or not r.frames:
        return None
    m = _SHAPES.match(r.message)
    if m is None or not any(_RESTORE_PATH.search(f.path) for f in r.frames):
        return None
    return {"model": m.group("a"), "saved": m.group("b")}


def checkpoint_other_shapes_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "checkpoint-shape-mismatch",
        Severity.ERROR,
        f"A checkpoint holds a variable of shape {v['saved']} where the model has {v['model']}",
        "The checkpoint was written by a model of other shapes (another number of input "
        "features, classes or units): rebuild the model exactly as it was when saved, or train "
        "again and write new checkpoints for the current model",
        ev,
        values=dict(v),
    )


# A package's own module importing its own submodule that is not there, in a notebook kernel:
# its files were replaced while the kernel kept the modules it had imported (mwdhont/SimCLRv1-
# keras-tensorflow's 2_model_SimCLR notebook, round 109: an earlier cell's pip install took
# pandas 1.0.5 to 0.22.0, then pandas/io/formats/format.py raised "No module named
# 'pandas.io.formats.html'" under IPython's formatter)
_NO_MODULE = re.compile(r"^No module named '(?P<module>(?P<top>\w+)\.[\w.]+)'")


def package_changed_under_kernel(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type not in ("ModuleNotFoundError", "ImportError") or not r.frames:
        return None
    m = _NO_MODULE.match(r.message)
    if m is None or r.frames[-1].owner != m.group("top"):
        return None
    kernel = any(
        f.owner in ("IPython", "ipykernel") or f.path.startswith(("<ipython-input", "Cell In"))
        for f in r.frames
    )
    return {"module": m.group("module"), "package": m.group("top")} if kernel else None


def package_changed_under_kernel_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    return Finding(
        "kernel-package-changed-on-disk",
        Severity.ERROR,
        f"{v['package']}'s own code asks for {v['module']}, which its files no longer have: "
        "the package changed under the running kernel",
        f"Restart the kernel (Runtime > Restart in Colab) so {v['package']} is imported again "
        "from the files installed now; a `pip install` in a cell replaces a package's files "
        f"under the modules already imported. If it persists after a restart, reinstall "
        f"{v['package']} ({ctx.pip or 'pip'} install --force-reinstall {v['package']})",
        ev,
        values=dict(v),
    )


#: (id, match, build) of this module's event rules, in the order events.py tries them
API_EVENT_RULES = (
    ("protobuf-incompatible", protobuf_raised, protobuf_raised_finding),
    ("tensorflow-api-mismatch", py2_tf_attribute, py2_tf_attribute_finding),
    ("tensorflow-companion-mismatch", estimator_other_release, estimator_other_release_finding),
    ("h5py-incompatible", h5py_raised, h5py_raised_finding),
    ("keras-version-mismatch", keras_asks_tensorflow, keras_asks_tensorflow_finding),
    ("checkpoint-shape-mismatch", checkpoint_other_shapes, checkpoint_other_shapes_finding),
    ("kernel-package-changed-on-disk", package_changed_under_kernel,
     package_changed_under_kernel_finding),
    ("distribute-strategy-scope-mismatch", update_outside_scope, update_outside_scope_finding),
    *CALL_EVENT_RULES,  # (events_calls.py: calls given the wrong thing)
)
