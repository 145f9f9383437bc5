"""Rules over a traceback as a whole (issue 18 (b)): who raised, what, while doing what.

A line rule sees one line; these see the exception with its frames (explain/traceback.py),
so they can say *whose* code failed: a TensorFlow-ecosystem package's own import (its
compiled ops built for another TensorFlow, its own version check, its Keras-2-only imports),
a file in the user's folder shadowing ``tensorflow``, Keras 3 asked for a backend that is
not there. They are the same rules ``check`` uses for its child's errors: ``check`` feeds
the child's tracebacks through this table (commands/check.py) and its remedies come from the
same functions (judge/companion_fix.py, judge/rules/origins.py, judge/rules/keras.py).
Every id has a verbatim real traceback in tests/explain/test_events.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.ecosystem_names import (  # noqa: F401
    ECOSYSTEM_MODULES,
    ECOSYSTEM_PATTERN,
    distribution_for,
)
from tfdoctor.explain.rules.events_api import API_EVENT_RULES, refused_in_use, third_party_missing
from tfdoctor.explain.rules.events_callbacks import CALLBACK_EVENT_RULES
from tfdoctor.explain.rules.events_devices import gpu_list_indexed, gpu_list_indexed_finding
from tfdoctor.explain.rules.events_env import not_installed as _not_installed
from tfdoctor.explain.rules.events_env import not_installed_finding as _not_installed_finding
from tfdoctor.explain.rules.events_env import own_tf_keras_call
from tfdoctor.explain.rules.events_files import (
    leftover_note,
    output_dir_missing,
    output_dir_missing_finding,
    python2_pickle,
    python2_pickle_finding,
    unpickle_module_missing,
    unpickle_module_missing_finding,
)
from tfdoctor.explain.rules.events_keras import backend_failed as _backend
from tfdoctor.explain.rules.events_keras import backend_failed_finding as _backend_finding
from tfdoctor.explain.rules.events_keras import (
    generator_stopped,
    generator_stopped_finding,
    lambda_name_missing,
    lambda_name_missing_finding,
)
from tfdoctor.explain.rules.events_server import (
    reloader_lazy_import,
    reloader_lazy_import_finding,
)
from tfdoctor.explain.rules.events_size import upb_graph_too_large, upb_graph_too_large_finding
from tfdoctor.explain.rules.graphviz_dot import pydot_popen_failed, pydot_popen_failed_finding
from tfdoctor.explain.rules.keras_class_weight import class_weight_array, class_weight_array_finding
from tfdoctor.explain.rules.mixed import mixed_install, mixed_install_finding, source_tree
from tfdoctor.explain.rules.module_names import name_not_in_release, name_not_in_release_finding
from tfdoctor.explain.rules.native import CORE_TF_NAMES
from tfdoctor.explain.rules.opencv_dnn import text_graph_script, text_graph_script_finding
from tfdoctor.explain.rules.python_release import REMOVED_STDLIB
from tfdoctor.explain.traceback import TRUNCATED, Event, Raised
from tfdoctor.model import Finding, Severity

#: modules a file in the working directory shadows when it takes their name
SHADOWABLE = frozenset({"tensorflow", "keras", "numpy", "tf_keras", "h5py", "ml_dtypes"})

# a failure of loading, not of the user's inputs: what a companion's mismatch looks like
_LOAD_FAILURE = re.compile(
    r"undefined symbol|symbol not found|No module named|cannot import name|unable to open "
    r"file|cannot open shared object|DLL load failed|has no attribute|[Vv]ersion|Keras 3|"
    r"tf[-_]keras|Failed to import|not compatible|incompatible|requires? (?:TensorFlow|tf)|"
    r"op library|not (?:registered|supported)|NumPy|_ARRAY_API",
)
_IMPORT_TYPES = ("ImportError", "ModuleNotFoundError", "NotFoundError")
_SO_PATH = re.compile(
    r"[\\/](?:site|dist)-packages[\\/](?P<top>\w+)[\\/][^\s:'\"]*\.(?:so|pyd|dll)"
)
_PARTIAL = re.compile(
    r"partially initialized module '(?P<module>[\w.]+)'(?:.*\((?P<path>[^()]+\.py)\)\s*$)?"
)
_MISSING_TOP = re.compile(r"No module named '(\w+)")
# the module a file of the user's replaced: "No module named 'tensorflow.python';
# 'tensorflow' is not a package" (dhasl002/custom_3d_unet#2)
_NOT_PACKAGE = re.compile(
    r"No module named '(?P<module>\w+)\.[\w.]+'; '(?P=module)' is not a package"
)
_NO_ATTRIBUTE = re.compile(r"module '(?P<module>[\w.]+)' has no attribute '?(?P<attr>\w*)")
# names every TensorFlow of the last years has at its top (1.4+ has tf.keras): asked of a
# module 'tensorflow' that lacks one, the module is not TensorFlow but a file or folder of the
# user's named like it (tensorflow/tensorflow#28213: a script called tensorflow.py, "module
# 'tensorflow' has no attribute 'keras'")
# (native.py's CORE_TF_NAMES, which its tensorflow-install-broken rule reads, and keras, nn)
_CORE_TF = frozenset(CORE_TF_NAMES) | {"keras", "nn"}
# Python's own guess, for a top-level module: the user's keras_ocr.py importing keras_ocr
# ("partially initialized module 'keras_ocr' has no attribute 'pipeline' (most likely due to
# a circular import)"; faustomorales/keras-ocr#172, fixed by renaming the file)
_CIRCULAR = re.compile(r"partially initialized module '\w+' .*most likely due to a circular import")
# a companion's own import-time check: "This version of TensorFlow Probability requires
# TensorFlow version >= 2.4; Detected an installation of version 2.3.0"
_VERSION_CHECK = re.compile(
    r"This version of (?P<name>TensorFlow [A-Z]\w*(?: [A-Z]\w*)*) requires TensorFlow"
)
# Keras 3 refusing a Keras 2 object of a package: "Only instances of `keras.Layer` can be
# added to a Sequential model. Received: <tensorflow_hub.keras_layer.KerasLayer object ...>"
_REFUSED = re.compile(
    r"(?:Only instances of `?keras\.Layer`? can be added|can only either be a keras).*?"
    r"<(?:class ')?(?P<top>\w+)\.[\w.]+"
)
_KERAS2_ATTR = re.compile(r"'(?:Sequential|Functional|Model)' object has no attribute")


@dataclass(frozen=True)
class EventRule:
    id: str
    #: the values of a match, or None
    match: Callable[[Raised, Event], dict[str, Any] | None]
    #: the finding, from the judge's builder of the same id (one wording for both commands)
    build: Callable[[dict[str, Any], ExplainContext, tuple[str, ...]], Finding]


# --- a file of the user's shadows an installed package -----------------------------------
def _local_file(r: Raised, module: str) -> str | None:
    """The user's own file that took ``module``'s name, among the frames."""
    for fr in r.frames:
        name = fr.path.replace("\\", "/").rstrip("/")
        if fr.owner == "<local>" and (
            name == f"{module}.py"
            or name.endswith(f"/{module}.py")
            or name.endswith(f"/{module}/__init__.py")
        ):
            return fr.path
    return None


def _named_like_a_package(r: Raised) -> dict[str, Any] | None:
    """The innermost frame of the user's own code is a file named like a package it imports
    (``./keras.py`` running ``from keras.datasets import mnist``: "No module named datasets"),
    and the failure is an import's: that file is what ``import keras`` found."""
    if r.short_type not in (*_IMPORT_TYPES, "AttributeError", TRUNCATED):
        return None
    local = [fr for fr in r.frames if fr.owner == "<local>"]
    if not local or r.frames[-1] is not local[-1]:
        return None  # it failed further in, in a package's code
    name = local[-1].path.replace("\\", "/").rstrip("/")
    parts = name.split("/")
    stem = parts[-2] if parts[-1] == "__init__.py" and len(parts) > 1 else parts[-1][:-3]
    # (an AttributeError about another module is the code's own: slideflow/slideflow#167's
    # package module slideflow/model/tensorflow.py raising on keras's mixed_precision)
    if r.short_type == "AttributeError" and not (
        f"module '{stem}" in r.message or "'module' object" in r.message
    ):
        return None  # (Python 2 names no module: tensorflow/tensorflow#2370's ./tensorflow.py)
    # (a standard-library module a newer Python removed is missing from every copy of the
    # package: NixOS/nixpkgs#305827, TensorFlow 2.13 imported from its build folder, "No module
    # named 'distutils'" under Python 3.12)
    missing = _MISSING_TOP.search(r.message)
    if missing is not None and missing.group(1) in REMOVED_STDLIB:
        return None
    if name.endswith(".py") and stem in SHADOWABLE | ECOSYSTEM_MODULES:
        return {"module": stem, "path": local[-1].path}
    return None


def _shadow(r: Raised, ev: Event) -> dict[str, Any] | None:
    named = _named_like_a_package(r) or source_tree(r, _IMPORT_TYPES)
    if named is not None:
        return named
    m = _PARTIAL.search(r.message) or _NOT_PACKAGE.search(r.message)
    weak = m is None  # "has no attribute" alone is also TF 1 code on TF 2: needs the file
    if m is None:
        m = _NO_ATTRIBUTE.search(r.message)
    if m is None:
        return None
    module = m.group("module").split(".")[0]
    if weak and m.group("module") == "tensorflow" and m.group("attr") in _CORE_TF:
        weak = False  # no TensorFlow lacks these: the module is not TensorFlow's
    local = _local_file(r, module)
    path = local or m.groupdict().get("path")
    if local is None and any(
        f"-packages/{module}/" in fr.path.replace("\\", "/") for fr in r.frames
    ):
        return None  # the installed one's frames ran (tensorflow#16614: TF 0.12, no tf.keras)
    if local is None:
        if weak or (
            module not in SHADOWABLE | ECOSYSTEM_MODULES and not _CIRCULAR.search(r.message)
        ):
            return None
        if path is None and (_NOT_PACKAGE.search(r.message) or "." not in m.group("module")):
            return {"module": module, "path": f"{module}.py", "guessed": True}  # first on sys.path
    if path is None or "site-packages" in path or "dist-packages" in path:
        return None  # a real circular import inside an installed package: not a shadow
    return {"module": module, "path": path}


def _shadow_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.judge.rules.origins import shadow_finding

    f = shadow_finding(v["module"], v["path"], Severity.ERROR, ev)
    return replace(f, remedy=f.remedy.rstrip(".") + leftover_note(v["module"])) if v.get("guessed") else f


# --- Keras 3 cannot load the backend it was told to use -----------------------------------
# --- a TensorFlow-ecosystem package fails to load beside this TensorFlow ------------------
def _caller_outside(r: Raised, owners: tuple[str, ...]) -> Any:
    """The innermost frame not owned by ``owners`` (nor Python's own machinery)."""
    for fr in reversed(r.frames):
        if fr.owner not in owners and fr.owner != "<stdlib>":
            return fr
    return None


def _ecosystem(r: Raised, ev: Event) -> dict[str, Any] | None:
    top, keras_call = None, False
    so = _SO_PATH.search(r.full)
    check = _VERSION_CHECK.search(r.message)
    attr = _NO_ATTRIBUTE.search(r.message)
    refused = _REFUSED.search(r.message)
    if so is not None and so.group("top") in ECOSYSTEM_MODULES:
        top = so.group("top")  # its compiled ops, loaded through TensorFlow's loader
    elif check is not None:  # its own version check, with or without frames
        name = check.group("name").split(" ", 1)[1].lower().replace(" ", "_")
        top = f"tensorflow_{name}"
    elif refused is not None and refused.group("top") in ECOSYSTEM_MODULES:
        top = refused.group("top")  # Keras 3 refused its (tf_keras) object: a use failure
    elif attr is not None and attr.group("module").split(".")[0] in ECOSYSTEM_MODULES and not (
        own_tf_keras_call(attr.group("module"), r)):
        top = attr.group("module").split(".")[0]  # its API is not what this code expects
    else:
        culprit = r.culprit()
        if culprit is not None and culprit.owner in ECOSYSTEM_MODULES:
            top = culprit.owner
        elif culprit is not None and culprit.owner == "keras":
            # Keras 3 raised on a package's call into it (tensorflow-recommenders 0.7's
            # add_weight("counter", ...): "`name` must be passed as a keyword argument"):
            # the package was written for Keras 2
            caller = _caller_outside(r, ("keras", "tensorflow"))
            if caller is not None and caller.owner in ECOSYSTEM_MODULES:
                top, keras_call = caller.owner, True
    gone = _MISSING_TOP.search(r.message)  # TF 2.21 no longer installs tensorboard: its own id
    if top is None or third_party_missing(r) or (gone and gone.group(1) == "tensorboard") or refused_in_use(r):
        return None
    # raised while its own module code ran: its import failed, whatever the exception
    importing = any(fr.func.startswith("<module>") and fr.owner == top for fr in r.frames)
    if not importing and not (
        so
        or check
        or attr
        or refused
        or keras_call
        or r.short_type in _IMPORT_TYPES
        or _LOAD_FAILURE.search(r.full)
    ):
        return None
    action = None
    if refused is not None:
        action = f"a {top} object in a Keras 3 model"
    elif keras_call:
        action = f"{top}'s call into Keras 3"
    elif (
        not importing
        # IPython 9 frames carry no function names: an import error there is the import's
        and not (
            r.short_type in ("ImportError", "ModuleNotFoundError")
            and all(not fr.func for fr in r.frames if fr.owner == top)
        )
        and r.culprit() is not None
        and r.culprit().owner == top
    ):
        action = f"{top}, on first use"
    # its code reading what a Keras 2 model has and a Keras 3 one has not (tf2onnx 1.16.1's
    # from_keras: "'Sequential' object has no attribute 'output_names'", realenv w6)
    keras2_attr = bool(_KERAS2_ATTR.search(r.message)) and r.culprit() is not None
    return {
        "package": distribution_for(top),
        "module": top,
        "error": f"{ev.header or 'an exception'} (the paste stops before its message)"
        if r.type == TRUNCATED
        else r.text,
        "action": action,
        "keras3": bool(refused or keras_call or keras2_attr),
    }


def _ecosystem_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.judge.companion_fix import ecosystem_import_finding

    companion = next((c for c in ctx.companions if c.name == v["package"]), None)
    return ecosystem_import_finding(
        v["package"], v["module"], v["error"], ctx.tf_version, ctx.pip, companion, ev,
        action=v.get("action"), keras3=v.get("keras3"),
        tf_keras_installed=any(c.name == "tf-keras" for c in ctx.companions) or None,
        with_tf=tuple(c.name for c in ctx.companions),
        installed=tuple(
            (d.name, d.version) for d in getattr(getattr(ctx.facts, "tfi", None), "installed", ())
        ),
    )  # fmt: skip


EVENT_RULES: tuple[EventRule, ...] = (
    EventRule("tensorflow-not-installed", _not_installed, _not_installed_finding),
    EventRule("tensorflow-install-broken", mixed_install, mixed_install_finding),
    EventRule("dev-server-reloader-tf-lazy-import", reloader_lazy_import, reloader_lazy_import_finding),
    *(EventRule(*t) for t in API_EVENT_RULES),  # (protobuf's frames, Python 2's API, estimator, h5py)
    EventRule("shadowed-by-working-directory", _shadow, _shadow_finding),
    EventRule("keras-backend-unusable", _backend, _backend_finding),
    EventRule("ecosystem-import-failed", _ecosystem, _ecosystem_finding),
    EventRule("keras-data-generator-failed", generator_stopped, generator_stopped_finding),
    EventRule("output-dir-missing", output_dir_missing, output_dir_missing_finding),
    EventRule("graphdef-exceeds-2gb", upb_graph_too_large, upb_graph_too_large_finding),
    EventRule("devices-no-gpu", gpu_list_indexed, gpu_list_indexed_finding),
    EventRule("keras-custom-object-unknown", lambda_name_missing, lambda_name_missing_finding),
    EventRule("beam-worker-package-version-mismatch", unpickle_module_missing, unpickle_module_missing_finding),
    EventRule("python2-pickle-encoding", python2_pickle, python2_pickle_finding),
    EventRule("keras-plot-model-deps-missing", pydot_popen_failed, pydot_popen_failed_finding),
    EventRule("keras-class-weight-not-dict", class_weight_array, class_weight_array_finding),
    EventRule("opencv-text-graph-wrong-script", text_graph_script, text_graph_script_finding),
    EventRule("package-module-removed", name_not_in_release, name_not_in_release_finding),
    *(EventRule(*t) for t in CALLBACK_EVENT_RULES),  # (callbacks' logs, KerasTuner, scikeras)
)
EVENT_IDS = tuple(r.id for r in EVENT_RULES)
