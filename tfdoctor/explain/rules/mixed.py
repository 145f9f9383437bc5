"""TensorFlow's own files from two releases: one of its modules imports a name another of
its modules has not got.

Installing one TensorFlow distribution over another (``tensorflow-gpu==1.13.1`` over
Colab's ``tensorflow`` 2.3, googlecolab/colabtools#1489; 1.14 over 2.2, #1089) leaves the
files of both in one ``site-packages/tensorflow`` folder: TF 2.3's
``keras/initializers/initializers_v1.py`` then asks TF 1.13's ``tf_export`` for
``keras_export``, which it has not got. The raising frame is TensorFlow's own and so is the
module it imports from; a user's code asking TensorFlow for a name it lacks is
``tensorflow-api-mismatch`` instead (rules/python.py). The same id as check's static finding
for a partial install (judge/rules/python.py).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_CANNOT = re.compile(r"cannot import name '(?P<name>\w+)'(?: from '(?P<module>[\w.]+)')?")
_ATTR = re.compile(
    r"module '(?P<module>tensorflow(?:_core)?\.python\.[\w.]+)' has no attribute '(?P<name>\w+)'"
)
_FROM = re.compile(r"^from\s+(?P<module>[\w.]+)\s+import\b")
_NO_TF_MODULE = re.compile(r"No module named '(?P<module>tensorflow\.[\w.]+)'")
#: the distributions that install the ``tensorflow`` package (judge/rules/python.py's list)
_DISTS = "tensorflow tensorflow-gpu tensorflow-cpu tensorflow-intel tf-nightly"


def mixed_install(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type == "AttributeError" and r.frames:
        # the same asked as an attribute: TF's cardinality.py subclassing a dataset_ops class
        # its other release has not got (boy1dr/SpleeterGui#126: "module 'tensorflow.python.
        # data.ops.dataset_ops' has no attribute 'UnaryUnchangedStructureDataset'", fixed by a
        # reinstall); only TF's internal modules, asked by TF's own frame
        a = _ATTR.search(r.message)
        last = r.frames[-1]
        if a is None or last.owner != "tensorflow" or _a_package_reached_in(r):
            return None
        return {"name": a.group("name"), "module": a.group("module"), "path": last.path}
    if r.short_type == "ModuleNotFoundError" and r.frames and r.frames[-1].owner == "tensorflow":
        # TF's own module importing one of its modules that is not there (the review of
        # 627b52d: "No module named 'tensorflow.python.client.pywrap_tf_session'" from
        # tensorflow/python/eager/context.py): its files are from two releases or cut short
        n = _NO_TF_MODULE.search(r.message)
        if n is not None:
            return {"name": n.group("module").rsplit(".", 1)[-1], "module": n.group("module"),
                    "path": r.frames[-1].path}
    if r.short_type != "ImportError" or not r.frames:
        return None
    m = _CANNOT.search(r.message)
    last = r.frames[-1]
    # (TF 2.0-2.1 kept its code in tensorflow_core: spyder-ide/spyder#13125, whose
    # tensorflow_core imported another TensorFlow's tensorflow.python from the user site)
    if m is None or last.owner not in ("tensorflow", "tensorflow_core"):
        return None
    module = m.group("module")
    if module is None:
        f = _FROM.match(last.source.strip())
        module = f.group("module") if f else None
    if module is None or not (module == "tensorflow" or module.startswith("tensorflow.")):
        return None
    return {"name": m.group("name"), "module": module, "path": last.path}


def _a_package_reached_in(r: Raised) -> bool:
    """Another package's frame imports one of TensorFlow's private modules on the way: that
    package was written against another release's internals (wandb/wandb#1756, round 117:
    wandb's Keras patch importing tensorflow.python.keras.engine.training_arrays under TF
    2.4), not TensorFlow's files of two releases."""
    if len(r.frames) < 2:
        return False
    importer = r.frames[-2]  # the direct importer of the module that raised, only
    return importer.owner not in _OWN_STACK and bool(_PRIVATE_IMPORT.search(importer.source))


#: TensorFlow's own files and the packages released with it, which import its private modules
#: on nearly every line (the review of the fourteenth session: a mixed install reached through
#: tensorflow_estimator stays tensorflow-install-broken)
_OWN_STACK = frozenset({
    "tensorflow", "tensorflow_core", "tensorflow_estimator", "keras", "tf_keras", "tensorboard",
    "<local>", "<stdlib>", "<input>",
})  # fmt: skip


_PRIVATE_IMPORT = re.compile(r"^\s*(?:from|import)\s+tensorflow(?:_core)?\.python\b")


def mixed_install_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    pip = ctx.pip or "pip"
    want = f'"tensorflow=={ctx.tf_version}"' if ctx.tf_version else "tensorflow"
    return Finding(
        "tensorflow-install-broken",
        Severity.ERROR,
        f"TensorFlow's own files come from two releases: {v['module']} has no {v['name']}",
        f"{pip} uninstall -y {_DISTS}   # repeat until pip finds none; then "
        f"{pip} install --no-cache-dir {want}   (one TensorFlow distribution per "
        "environment: installing tensorflow-gpu or another release over an installed one "
        "mixes their files; in Colab, uninstall the preinstalled tensorflow first)",
        ev,
        values=dict(v),
    )


def source_tree(r: Raised, import_types: tuple[str, ...]) -> dict[str, Any] | None:
    """Python started inside TensorFlow's source tree: its frames are the relative
    ``tensorflow/__init__.py`` of the working directory, whose generated files a source tree
    lacks (tensorflow/tensorflow#81: "No module named core.framework.graph_pb2"; ebrevdo:
    start Python from another directory). Only a relative path (an absolute one may be an
    install outside site-packages: pip --target, a Lambda layer's /opt/python)."""
    if r.short_type not in import_types:
        return None
    for fr in r.frames:
        path = fr.path.replace("\\", "/")
        if fr.owner == "<local>" and path == "tensorflow/__init__.py":
            return {"module": "tensorflow", "path": fr.path}
    return None
