"""Line rules for companions' compiled ops and imports, read where the rest of the log does not
show the package's own frames: namespaced op names an older TensorFlow refuses, tensorflow-io's
own loader, an issue title's "import X gives AttributeError". Split from companions.py (module
size); the same remedy (judge/companion_fix.py). Real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.companions import _MODULES, _derive, companion_remedy
from tfdoctor.model import Severity

E = Severity.ERROR

#: the op-name namespaces of companions' custom ops ("Addons>Gelu", "IO>...", "TFText>...")
_OP_NAMESPACES = {"addons": "tensorflow-addons", "io": "tensorflow-io", "tftext": "tensorflow-text"}


def _namespace(vals: dict[str, Any]) -> dict[str, Any]:
    ns = str(vals.get("ns") or "").lower()
    return {"package": _OP_NAMESPACES.get(ns, f"the package of the {vals.get('ns')}> ops")}


COMPANION_OP_RULES = (
    rule(
        # ops named "Namespace>Op" need a TensorFlow whose op registry takes '>' (2.0.0
        # final; tensorflow/addons#655: tensorflow-addons 0.6.0 loading its _activation_ops.so
        # on TF 2.0.0b1, "InvalidArgumentError: Invalid name: Addons>Gelu (Did you use
        # CamelCase?)"; the maintainer: TFA 0.6 is for tensorflow==2.0.0 only)
        "ecosystem-import-failed",
        E,
        "A companion's compiled ops need a newer TensorFlow than the one loading them",
        r"Invalid name: (?P<ns>\w+)>\w+ \(Did you use CamelCase\?\)",
        "did you use camelcase",
        companion_remedy,
        derive=_namespace,
    ),
    rule(
        # tensorflow-io's own loader when its library does not load (tensorflow/io#1100: a
        # GCP image with a tensorflow-io built for another TensorFlow; tensorflow_io/python/
        # ops/__init__.py: "unable to open file: {filename}, from paths: ...")
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's compiled library does not load beside this TensorFlow",
        r"NotImplementedError: unable to open file: (?P<so>libtensorflow_io\w*\.so)",
        "unable to open file: libtensorflow_io",
        companion_remedy,
        derive=lambda v: {"package": "tensorflow-io"},
    ),
    rule(
        # an issue title's words: the companion's import raising on a TensorFlow name
        # (tensorflow/addons#1927: "import tensorflow_addons gives AttributeError: module
        # 'tensorflow_core._api.v2.random' has no attribute 'Generator'", TFA 0.10 on TF 2.1)
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's import fails with this TensorFlow",
        r"\bimport (?P<module>" + _MODULES + r")\b(?: as \w+)? (?:gives|raises|throws|fails with)\b"
        # (a TensorFlow name only: "DLL load failed" or numpy's np.object are not the package's)
        r".*?(?P<error>AttributeError: module 'tensorflow[\w.]*' has no attribute '\w+'|"
        r"ImportError: cannot import name '\w+' from 'tensorflow[\w.]*')",
        ("gives", "raises", "throws", "fails with"),
        companion_remedy,
        derive=_derive,
    ),
)
