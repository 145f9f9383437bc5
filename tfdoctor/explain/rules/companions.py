"""Line rules for the TensorFlow ecosystem's packages: what they print about themselves.

A companion's compiled library named in a line (`.../site-packages/tensorflow_io/...so:
undefined symbol`, `...inference.so not found`), its own compatibility warning (TensorFlow
Addons' "supports using Python ops for all Tensorflow versions above or equal to ...",
TensorFlow Decision Forests' "is compatible with the following TensorFlow Versions"), and
Keras 3 refusing an object of a Keras-2-only library. Whole tracebacks are judged in
events.py; both use the judge's one companion remedy (judge/companion_fix.py). Real samples:
tests/explain/test_rules.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tfdoctor.explain.remedies_env import keras_mismatch, sub_remedy
from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.rules.ecosystem_names import COMPILED_LIBRARY_MODULES
from tfdoctor.explain.rules.events import ECOSYSTEM_MODULES, distribution_for
from tfdoctor.explain.rules.tfmot import keras_or_subclassed
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

_MODULES = "|".join(sorted(COMPILED_LIBRARY_MODULES, key=len, reverse=True))
# tf_keras missing is Keras's own finding (rules/python.py: TF_USE_LEGACY_KERAS without it)
_ABSENT = "|".join(sorted(ECOSYSTEM_MODULES - {"tf_keras", "official"}, key=len, reverse=True))  # (official: companion_ops.py)
_NAMED = re.compile(r"^(?:Tensorflow|TensorFlow) (?P<rest>[A-Za-z ]+?)$")


def _package(v: Mapping[str, Any]) -> str:
    if v.get("package"):
        return str(v["package"])
    if v.get("module"):
        return distribution_for(str(v["module"]))
    m = _NAMED.match(str(v.get("name") or "").strip())
    rest = m.group("rest") if m else "addons"
    return "tensorflow-" + rest.strip().lower().replace(" ", "-")


def companion_remedy(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    from tfdoctor.judge.companion_fix import companion_fix

    ctx = ctx or ExplainContext()
    pkg = _package(v)
    companion = next((c for c in ctx.companions if c.name == pkg), None)
    tf = ctx.tf_version or v.get("tf")
    names = tuple(c.name for c in ctx.companions)
    return companion_fix(pkg, tf, ctx.pip, companion, str(v.get("error") or ""), names)


def _derive(vals: dict[str, Any]) -> dict[str, Any]:
    return {"package": _package(vals)}


#: PluggableDevice plugins TensorFlow loads from site-packages/tensorflow-plugins/, by file
#: (tensorflow-metal's libmetal_plugin.dylib, tensorflow-directml-plugin's libtfdml_plugin.so,
#: Intel's extension's libitex_*.so)
_PLUGINS = {
    "libmetal_plugin": "tensorflow-metal",
    "libtfdml_plugin": "tensorflow-directml-plugin",
    "tfdml_plugin": "tensorflow-directml-plugin",  # its Windows file name
    "libitex": "intel-extension-for-tensorflow",
}


def plugin_remedy(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    """The DirectML plugin's own pin, else the companion fix. tensorflow-directml-plugin's
    wheel requires one TensorFlow: "Requires-Dist: tensorflow-cpu (==2.10.0)"
    (tensorflow_directml_plugin-0.4.0.dev230202-cp310-cp310-win_amd64.whl METADATA, its
    newest release); TF 2.11+ cannot load it (microsoft/tensorflow-directml-plugin#331).
    pip's resolver (win_amd64, --dry-run): Python 3.10 and 3.7 resolve to tensorflow-cpu
    2.10.0 + tensorflow-directml-plugin 0.4.0.dev230202; Python 3.11 finds no
    tensorflow-cpu==2.10.0."""
    if _plugin(dict(v)).get("package") == "tensorflow-directml-plugin":
        return (
            "pip uninstall -y tensorflow tensorflow-intel tensorflow-gpu\n"
            'pip install "tensorflow-cpu==2.10.0" tensorflow-directml-plugin   # the plugin\'s '
            "own pin (Requires-Dist: tensorflow-cpu (==2.10.0)); needs Python 3.7-3.10 (TF "
            "2.10 has no wheel for 3.11+: use a 3.10 environment); its development is paused: "
            "for a newer TensorFlow on a GPU use WSL2 with CUDA"
        )
    if _plugin(dict(v)).get("package") == "tensorflow-metal":
        # its wheels declare no TensorFlow requirement (0.1.1, 1.0.0, 1.2.0 METADATA: wheel,
        # six), so pip cannot pick one; 1.2.0, its last release, loads with TF 2.18-2.19 and
        # not 2.20, which dropped the library it links (tensorflow/tensorflow#126360: "Library
        # not loaded: @rpath/_pywrap_tensorflow_internal.so")
        return (
            'pip install "tensorflow<2.20" "tensorflow-metal==1.2.0"   # its last release; '
            "TF 2.20+ cannot load it; both need Python 3.9-3.12 (no 3.13 wheels). For an older TensorFlow, the tensorflow-metal release "
            "Apple's table lists for it (https://developer.apple.com/metal/tensorflow-plugin/); "
            "or pip uninstall tensorflow-metal and run on the CPU"
        )
    return companion_remedy(v, ctx)


def _plugin(vals: dict[str, Any]) -> dict[str, Any]:
    lib = str(vals.get("plugin") or vals.get("plugin2") or vals.get("plugin3") or vals.get("plugin4") or "")
    return {"package": next((d for f, d in _PLUGINS.items() if lib.startswith(f)), f"the plugin {lib}"), "module": None}


COMPANION_RULES = (
    rule(
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's compiled library does not load beside this TensorFlow",
        # the path from site-packages, or relative (tensorflow/addons#470); not tensorflow-io's warning (undefined_symbols.py)
        r"^(?!caused by: \[(?:['\"](?:dlopen\()?\S*[\\/]libtensorflow_io_plugins|'\S*[\\/]libtensorflow_io)\.so(?::|, )|.*UserWarning: (?:unable to load "
        r"libtensorflow_io|file system plugins are not loaded)).*?"
        r"(?:(?:site|dist)-packages[\\/]|(?<![\w.\\/-]))(?P<module>" + _MODULES + r")[\\/]"
        r"[^\s'\"]*\.(?:so|pyd|dylib)\W*(?::\s*undefined symbol|\s+not found|: cannot open shared "
        # macOS's dlopen: "...libtensorflow_io.so, 0x0006): symbol not found in flat namespace" (tensorflow/io
        # #2137), "inference.so, 6): Symbol not found: ..." (decision-forests#195)
        r"object|, (?:0x[0-9a-fA-F]+|\d+)\): [Ss]ymbol not found)",
        ("site-packages", "dist-packages", ".so: undefined symbol"),
        companion_remedy,
        derive=_derive,
    ),
    rule(
        # a PluggableDevice plugin built for another TensorFlow (tensorflow/models#10617:
        # "dlopen(.../site-packages/tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol
        # not found in flat namespace '_TF_AllocateOutput'")
        "ecosystem-import-failed",
        E,
        "A TensorFlow device plugin does not load beside this TensorFlow",
        # (a dlopen line whose reason wraps to the next: tensorflow/tensorflow#126360)
        r"dlopen\([^()]*[\\/]tensorflow-plugins[\\/](?P<plugin4>\w+)\.(?:so|dylib)\):?\s*$|"
        r"(?:(?:site|dist)-packages|\.\.\.)[\\/]tensorflow-plugins[\\/](?P<plugin>\w+)\."
        r"(?:so|dylib|dll)\b(?:.*?"
        r"(?:undefined symbol|symbol not found|cannot open shared object|Library not loaded|"
        # Windows: TF 2.11+ cannot load the DirectML plugin built for 2.10 and says the file is
        # not found although it is there (microsoft/tensorflow-directml-plugin#331:
        # "NotFoundError: C:\...\site-packages\tensorflow-plugins\tfdml_plugin.dll not
        # found"; the fix was tensorflow-cpu==2.10), also quoted alone ("tfdml_plugin.dll not
        # found", #367)
        r"\s+not found))|^\W{0,3}(?P<plugin2>(?:lib)?tfdml_plugin)\.(?:so|dll) not found|"
        # its path cut to the file (tensorflow/tensorflow#50541: "/libmetal_plugin.dylib:
        # Symbol not found: _TF_AssignUpdateVariable", tensorflow-metal on PyPI's TF 2.5)
        r"(?P<plugin3>libmetal_plugin)\.dylib\W{0,3}:?\s*[Ss]ymbol not found",
        ("tensorflow-plugins", "tfdml_plugin", "libmetal_plugin", "dlopen("),
        plugin_remedy,
        derive=_plugin,
    ),
    rule(
        # a companion the code imports is not installed in this Python: the fix is its
        # release for this TensorFlow (judge/companion_fix.py), not a bare `pip install`
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package the code imports is not installed in this Python",
        # (its closing quote lost in a paste: googlecolab/colabtools#2616, "No module named
        # 'tensorflow_federated\"")
        r"No module named '(?P<module>" + _ABSENT + r")(?P<sub>\.[\w.]+)?(?:'|\"|\s*$)",
        "no module named '",
        lambda v, ctx: sub_remedy(v, ctx) if v.get("sub") else companion_remedy(
            {**v, "error": f"No module named '{v.get('module')}'"}, ctx),
        derive=_derive,
    ),
    rule(
        # TF-DF's own words when its ops do not load (tensorflow/decision-forests#195)
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's compiled library does not load beside this TensorFlow",
        r"Failure to load the (?:(?P<so>\S+) )?custom c\+\+ tensorflow ops",
        "custom c++ tensorflow ops",
        companion_remedy,
        derive=lambda v: {"package": "tensorflow-decision-forests"},
    ),
    rule(
        # tensorflow-probability's own words when TensorFlow is installed but tf-keras is not
        # (tensorflow_probability/python/__init__.py _validate_tf_environment, TFP >= 0.24;
        # google-deepmind/distrax#280: "Failed to import TF-Keras. Please note that TF-Keras
        # is not installed by default when you install TensorFlow Probability."): the module
        # missing is tf_keras, whose release for this TF is the fix
        "ecosystem-import-failed",
        E,
        "tensorflow-probability needs tf-keras, which is not installed",
        r"Failed to import TF-Keras\.|To use TensorFlow Probability with TensorFlow, please "
        r"install the tf-keras",
        ("failed to import tf-keras", "tensorflow probability with tensorflow, please install"),
        companion_remedy,
        derive=lambda v: {
            "package": "tensorflow-probability",
            "module": "tf_keras",
            "error": "No module named 'tf_keras'",
        },
    ),
    rule(
        # tensorflow-probability checking, at import, that TF's functions still take the
        # arguments its own wrappers do: a TF newer than the TFP release (tensorflow/
        # probability#1752: TF 2.14 added `layout` to tf.ones_like, TFP 0.21.0 raised "Arg
        # specs do not match: original=FullArgSpec(args=['input', 'dtype', 'name', 'layout']
        # ..." from tensorflow_probability/python/internal/prefer_static.py _copy_docstring;
        # TFP 0.22.0, built for TF 2.14, fixed it)
        "ecosystem-import-failed",
        E,
        "tensorflow-probability was built for another TensorFlow: its import-time check failed",
        r"Arg specs do not match: original=FullArgSpec\(.*\bfn=<function (?P<fn>\w+)",
        "arg specs do not match",
        companion_remedy,
        derive=lambda v: {"package": "tensorflow-probability"},
    ),
    rule(
        # Horovod builds its TensorFlow ops against the TF present at install time and checks
        # it at import (horovod/horovod#2619: "HorovodVersionMismatchError: Framework
        # tensorflow installed with version 2.3.0 but found version 2.4.1.")
        "ecosystem-import-failed",
        E,
        "Horovod was built against another TensorFlow",
        r"VersionMismatchError: Framework tensorflow installed with version (?P<built>\S+) but "
        r"found version (?P<tf>[\w.]+?)\.?$",
        "framework tensorflow installed with version",
        lambda v, _c: (
            f"Horovod's TensorFlow ops were compiled against TensorFlow {v.get('built')}, and "
            f"TensorFlow {v.get('tf')} is installed: build Horovod again against this one "
            "(HOROVOD_WITH_TENSORFLOW=1 pip install --no-cache-dir --force-reinstall horovod), "
            f"or go back to tensorflow=={v.get('built')}"
        ),
        derive=lambda v: {"package": "horovod"},
    ),
    rule(
        "tensorflow-companion-mismatch",
        W,
        "A TensorFlow-ecosystem package says it was not built for this TensorFlow",
        r"(?P<name>Tensorflow Addons|TensorFlow [A-Z][\w ]+?) (?:\d[\w.]* )?(?:supports using "
        r"Python ops for all Tensorflow versions above or equal to (?P<low>[\d.]+) and strictly "
        r"below (?P<high>[\d.]+)|is compatible with the following TensorFlow Versions: "
        r"\[(?P<versions>[^\]]*)\]\. However, TensorFlow (?P<tf>[\d.]+\w*) was detected)",
        ("supports using python ops", "is compatible with the following tensorflow"),
        companion_remedy,
        derive=_derive,
    ),
    rule(
        # Keras 3 given a layer or model of a Keras-2-only library (tensorflow_hub's KerasLayer, tfmot's
        # check for Keras 2 models): the fix is Keras 2 for that code, not another release of it
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        r"Only instances of `?keras\.Layer`? can be added to a Sequential model|(?P<tfmot>can only "
        r"either be a keras Sequential or Functional model)",
        ("only instances of", "sequential or functional model"),
        keras_or_subclassed,
    ),
    rule(
        # Keras 3's KerasTensor given to a TensorFlow op or a Keras 2 layer (keras/src/backend/
        # common/keras_tensor.py raises these; tensorflow/hub#903: a hub.KerasLayer in a Keras
        # 3 model), and a Keras-2-only library's isinstance check refusing a Keras 3 layer or
        # model (tensorflow_model_optimization: "`to_annotate` can only be a `tf.keras.Model`
        # instance. ... You passed an instance of type: Sequential"; model-optimization#1181)
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        r"A KerasTensor is symbolic: it's a placeholder|A KerasTensor cannot be used as input to "
        r"a TensorFlow function|can only be a `(?:tf\.)?keras\.(?:Model|layers\.Layer|Layer)` "
        r"instance.*You passed an instance of type: (?!(?:Eager|Keras)?Tensor\b|NoneType\b|"
        r"list\b|dict\b|tuple\b|function\b)(?P<type>[A-Z]\w*)",
        (
            "a kerastensor is symbolic",
            "a kerastensor cannot be used as input",
            "can only be a `tf.keras.",
            "can only be a `keras.",
        ),
        keras_mismatch,
    ),
    rule(
        # Keras 3's `.output` of a layer or Sequential model never called on an input
        # (keras 3.3.3 keras/src/ops/operation.py: ValueError(f"The layer {self.name} has
        # never been called and thus has no defined {attr_name}.")); Keras 2's `.output`
        # says "Layer X has no inbound nodes." instead (keras 2.15.0 base_layer.py), so this
        # is Keras 2 code run by Keras 3 (ob-f/OpenBot#447: TF 2.16/2.17; fixed with
        # TF_USE_LEGACY_KERAS=1). Keras 2's own "... no defined output shape." is not it.
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        r"^(?!.*RuntimeError)(?:.*ValueError: )?.*\b[Tt]he layer \S+ has never been called and "
        r"thus has no defined (?:output|input)\.",
        "has never been called and thus has no defined",
        # in Keras 3 a Sequential has an input and output only once called on a symbolic
        # input (keras-team/keras#20339 and #20116: `keras.Model(inputs=model.input,
        # outputs=model.output)` after fit; answer there: keras.Input first, model.outputs)
        lambda v, c: (
            "In Keras 3 a model's .input/.output exist only once it was called on a symbolic "
            "input: start the Sequential with keras.Input(shape=...) and call it, "
            "model(keras.Input(shape=...)), then use model.inputs / model.outputs. "
            + keras_mismatch(v, c)
        ),
    ),
    # keras-nlp / keras-hub when `import tensorflow_text` fails, for any reason (keras-team/keras-hub
    # #1417: "WordPieceTokenizer requires the `tensorflow-text` package. Please install with `pip
    # install tensorflow-text`." with tensorflow-text installed: a new tensorflow-hub needed tf-keras,
    # `pip install tf-keras` fixed it; tensorflow_hub 0.16.0 imports tf_keras under Keras 3, its
    # METADATA does not require it)
    rule(
        "ecosystem-import-failed",
        E,
        "keras-nlp/keras-hub could not import tensorflow-text",
        r"requires the `(?P<package>tensorflow-text)` package\. Please install with",
        "requires the `tensorflow-text` package",
        lambda v, c: (
            "If tensorflow-text is installed, its import fails: `python -c \"import "
            "tensorflow_text\"` shows why (with tensorflow-hub 0.16+ beside Keras 3 it asks "
            "for tf-keras: pip install tf-keras, keras-team/keras-hub#1417). Otherwise install "
            "its release for this TensorFlow:\n" + companion_remedy(v, c)
        ),
    ),
    # Keras 3's variables refuse a "/" in their names, which Keras 2's scoped names had (keras 3
    # keras/src/backend/common/variables.py; WillianFuks/tfcausalimpact#86: tensorflow-probability's
    # surrogate posterior under TF 2.16's Keras 3, "name=build_factored_surrogate_posterior/
    # loc_0_momentum"; TF 2.15 + tf-keras fixed it)
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 refuses a variable name with '/': the code (or a package) was written for Keras 2",
        r"Argument `name` must be a string and cannot contain character `/`",
        "cannot contain character `/`",
        lambda v, c: "A name of your own: drop the '/' (Keras 3 scopes names itself). A "
        "package's, written for Keras 2: " + keras_mismatch(v, c),
    ),
)
