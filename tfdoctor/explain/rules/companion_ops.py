"""Line rules for companions' compiled ops and imports, read where the rest of the log does not
show the package's own frames: namespaced op names an older TensorFlow refuses, tensorflow-io's
own loader, an issue title's "import X gives AttributeError". Split from companions.py (module
size); the same remedy (judge/companion_fix.py). Real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.companions import _MODULES, _derive, companion_remedy
from tfdoctor.explain.rules.models import _TEXT_OPS, _op_not_registered
from tfdoctor.model import Severity

E = Severity.ERROR

#: the op-name namespaces of companions' custom ops ("Addons>Gelu", "IO>...", "TFText>...")
_OP_NAMESPACES = {"addons": "tensorflow-addons", "io": "tensorflow-io", "tftext": "tensorflow-text"}


def _namespace(vals: dict[str, Any]) -> dict[str, Any]:
    ns = str(vals.get("ns") or "").lower()
    return {"package": _OP_NAMESPACES.get(ns, f"the package of the {vals.get('ns')}> ops")}


COMPANION_OP_RULES = (
    # tensorflow-estimator of another release than TensorFlow, as a line (ageron/handson-ml
    # #400: "ImportError: cannot import name 'model_fn' from 'tensorflow_estimator.python.
    # estimator' (unknown location)": estimator 1.12 under TF 1.13; the matching pair fixed it)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "tensorflow-estimator is another release than TensorFlow",
        r"cannot import name '(?P<name>\w+)' from '(?P<module>tensorflow_estimator[\w.]*)'",
        "from 'tensorflow_estimator",
        lambda v, c: (
            f"{v.get('module')} has no {v.get('name')}: tensorflow-estimator must be TensorFlow's "
            "own minor release (1.13.x with TF 1.13, 2.15.x with TF 2.15; none exists for TF "
            "2.16+): pip install "
            + (
                f'"tensorflow-estimator=={".".join(c.tf_version.split(".")[:2])}.*"'
                if c is not None and c.tf_version
                else '"tensorflow-estimator==<your TF X.Y>.*"'
            )
        ),
    ),
    # a TF Text op asked of a graph that has not got it, by TF's op-def lookup raising
    # KeyError (tensorflow/hub#732: "KeyError: 'RegexSplitWithOffsets'" loading a
    # preprocessor without `import tensorflow_text`)
    rule(
        "op-not-registered",
        E,
        "The model uses a TensorFlow Text op this process has not registered",
        r"KeyError: '(?P<op>" + _TEXT_OPS.pattern[1:] + r"\w*)'",  # (its "^" dropped)
        "keyerror: '",
        _op_not_registered,
    ),
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
    rule(
        # a companion's own version check as a line of its own, without the traceback the
        # events table reads (tensorflow/probability#1479: "This version of TensorFlow
        # Probability requires TensorFlow version >= 2.8; Detected an installation of
        # version 2.7.0. Please upgrade TensorFlow to proceed.", a nightly TFP under TF 2.7):
        # the mismatch, as the event rule names it (judge/companion_fix.py)
        "tensorflow-companion-mismatch",
        E,
        "A TensorFlow-ecosystem package refuses this TensorFlow at import",
        r"This version of (?P<name>TensorFlow [A-Z]\w*(?: [A-Z]\w*)*) requires TensorFlow "
        r"version (?P<spec>[<>=!~]=?\s*[\d.]+)[;,.]?\s*Detected an installation of version "
        r"(?P<tf>\d+\.\d+(?:\.\d+)?)",
        "requires tensorflow version",
        companion_remedy,
        derive=_derive,
    ),
    # a companion newer than TensorFlow calling a doc helper this TensorFlow lacks: tensorflow-
    # estimator 2.7.0's estimator.py decorates Estimator with doc_controls.inheritable_header,
    # 2.6.0's does not (both wheels read, pip download --no-deps, 2026-11-29); under TF 2.6
    # (mlflow/mlflow#4975, round 174: "AttributeError: module 'tensorflow.tools.docs.
    # doc_controls' has no attribute 'inheritable_header'"; the fix pinned the estimator)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A TensorFlow companion (tensorflow-estimator, keras) is newer than this TensorFlow",
        r"module 'tensorflow\.tools\.docs\.doc_controls' has no attribute '(?P<attr>\w+)'",
        "tensorflow.tools.docs.doc_controls' has no attribute",
        lambda v, _c: (
            f"A package built for a newer TensorFlow calls doc_controls.{v.get('attr')}, which this "
            "TensorFlow has not got (tensorflow-estimator 2.7 uses inheritable_header; 2.6 does "
            "not): install the companions of TensorFlow's own minor release, e.g. under TF 2.6 "
            'pip install "tensorflow-estimator~=2.6.0" "keras~=2.6.0", or upgrade TensorFlow to '
            "theirs; `pip list | grep -i -e tensorflow -e keras` shows the releases"
        ),
    ),
    # a library's own check in another wording (tebesu/CollaborativeMemoryNetwork#10, round
    # 152: dm-sonnet 1.36's __init__, "SystemError: tensorflow version 1.4.0 is installed, but
    # Sonnet requires at least version 1.8.0."; the maintainer: an older Sonnet for TF 1.4)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A TensorFlow-ecosystem package refuses this TensorFlow at import",
        r"tensorflow version (?P<tf>\d+\.\d+(?:\.\d+)?) is installed, but (?P<pkg>[\w -]+?) requires "
        r"at least version (?P<min>\d+\.\d+(?:\.\d+)?)",
        "is installed, but",
        lambda v, _c: (
            f"{v.get('pkg')} needs TensorFlow >= {v.get('min')} and {v.get('tf')} is installed: "
            f"install the {v.get('pkg')} release made for TensorFlow {v.get('tf')} (its release "
            f"history names the TensorFlow each needs), or TensorFlow {v.get('min')} or newer"
        ),
    ),
    # one C++ type seen as two: a companion's op library and TensorFlow's own disagree on a
    # resource's type identity (tensorflow/text#272: "Trying to access resource using the wrong
    # type. Expected N10tensorflow6lookup15LookupInterfaceE got N10tensorflow6lookup15Lookup
    # InterfaceE", tensorflow-text's wordpiece op under TF 2.2 on macOS; fixed in TF 2.3)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A companion's op and TensorFlow see one C++ resource type as two",
        r"Trying to access resource using the wrong type\. Expected (?P<type>\w+) got (?P=type)\b",
        "using the wrong type",
        "The type named on both sides is the same: the package's op library (the op in the line "
        "above: tensorflow-text's tokenizers, tensorflow-recommenders-addons...) and TensorFlow "
        "were built apart and do not share its identity. Install the companion release made "
        "for this TensorFlow (`tfdoctor check` names it), or a newer pair of both "
        "(tensorflow/text#272: TF 2.2 with tensorflow-text 2.2 on macOS, fixed by TF 2.3)",
    ),
    # tensorflow-io's audio reader refusing a container/codec outright (tensorflow/io#1456,
    # round 125: "mp4(aac) is not supported in AudioIOTensor or AudioIODataset", .m4a files;
    # the gatherer's name)
    rule(
        "tfio-audio-format-unsupported",
        E,
        "tensorflow-io's audio reader does not support this file's format",
        r"(?P<fmt>[\w()]+) is not supported in AudioIOTensor or AudioIODataset(?:: (?P<file>\S+))?",
        "is not supported in audioiotensor",
        lambda v, _c: (
            f"tensorflow-io cannot read {v.get('fmt')} audio: convert the files to a format it "
            "reads (WAV, FLAC, OGG/Vorbis, MP3: ffmpeg -i in.m4a out.wav), or decode them "
            "outside TensorFlow (pydub, librosa with FFmpeg) and feed the samples"
        ),
    ),
    # a companion calling TensorFlow's internal pybind functions with another release's arguments
    # (WillianFuks/tfcausalimpact#63, round 127: "TF_TryEvaluateConstant_wrapper(): incompatible
    # function arguments", an older tensorflow-probability on a newer TensorFlow)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A package called TensorFlow's internal C API with another release's arguments",
        r"(?P<fn>TF_\w+|_?pywrap_\w+|tensorflow\.python\.\w[\w.]*)\(\): incompatible function "
        r"arguments\. The following argument types are supported",
        "incompatible function arguments",
        lambda v, _c: (
            f"{v.get('fn')} is TensorFlow's internal binding, whose arguments change between "
            "releases: the package that called it (the traceback's frames: tensorflow-probability, "
            "a library pinning both) was made for another TensorFlow. Install its release built "
            "for this TensorFlow (tensorflow-probability: the TensorFlow its release notes name), "
            "or the TensorFlow it pins"
        ),
    ),
    # the Model Garden's `official` package not importable, or of another release than the code
    # (tensorflow/models#8291, round 131: a cloned script without the clone on PYTHONPATH;
    # google/uncertainty-baselines#1316 and tensorflow/models#9251: official.nlp.bert and
    # official.common, moved or added between tf-models-official releases; six labels, r69D
    # to r131, all python-module-missing)
    rule(
        "python-module-missing",
        Severity.ERROR,
        "The TensorFlow Model Garden's `official` package (or the part the code wants) is not importable",
        r"No module named '?(?P<module>official(?:\.[\w.]+)?)'?(?![\w.])",
        "no module named",
        lambda v, _c: (
            "The code imports the TensorFlow Model Garden (`official`): "
            + ("pip install tf-models-official at your TensorFlow's minor (tf-models-official==2.X.*), "
               "or, running a clone of tensorflow/models, put the folder holding official/ on "
               "PYTHONPATH (export PYTHONPATH=$PYTHONPATH:/path/to/models)"
               if v.get("module") == "official" else
               f"{v.get('module')} is not in the installed tf-models-official: the code was written "
               "for another release (modules moved between releases: official.nlp.bert is "
               "official.legacy.bert in newer ones). Install the release the code names, "
               "tf-models-nightly for code from the master branch, or the clone on PYTHONPATH "
               "(pip uninstall tf-models-official so the clone's official/ wins)")
        ),
    ),
)
