"""Log rules for installing TensorFlow in the words of the installers and the build around it:
pip's hash check, uv's and Poetry's and pipenv's resolvers, a dependency compiled from source
without its headers, a package's typing of a newer Python. Each message is the tool's own
(pip 26.3's _internal/exceptions.py holds its hash sentence; the others as real logs print
them). Verbatim real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.remedies_pip import requirement_unmet
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
W = Severity.WARNING

def _placeholder(pkg: str) -> str:
    nlp = pkg.replace("_", "-") == "keras-nlp"
    why = (" (keras-nlp needs tensorflow-text, whose wheels have lagged new Python releases and do "
           "not exist for native Windows: WSL2 there)") if nlp else ""
    return (
        f"{pkg} 0.0.x is a name-holding release with no code"
        + (" (or keras-nlp's 2020 pre-release)" if nlp else "")
        + ": pip took it because every real release was refused, mostly for a dependency with "
        f"no wheel for this Python{why}. Ask for a real release (`pip install \"{pkg}>=0.1\"`): "
        "pip installs it, or says which dependency has no wheel for this Python; then use a "
        "Python that has them (a Docker image such as python:3.11, not the moving `python` tag)"
    )


INSTALL_WORD_RULES = (
    # pip's hash check failing on a download (piwheels/packages#88: a truncated 100 MB wheel
    # over a slow link; MycroftAI/mycroft-precise#164: "Probably a corrupt cache")
    rule(
        "pip-hash-mismatch",
        E,
        "pip refused a download whose hash does not match the index's",
        r"THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE",
        "do not match the hashes from the requirements file",
        "The file pip got is not the one the index lists (a download cut short, a corrupt "
        "cache, a proxy): run it again with `pip install --no-cache-dir ...` (or `pip cache "
        "purge` first); on a slow link, download the wheel, compare `sha256sum` with the "
        "index's hash, and pip install the local file. If you pinned hashes yourself and "
        "changed versions, update the hashes",
    ),
    # uv finding no wheel of a dependency for this platform (trailofbits/anamorpher#8:
    # tensorflow-io-gcs-filesystem 0.37.1 has no Windows wheel)
    rule(
        "dependency-wheel-missing",
        E,
        "A dependency has no wheel (nor source) for this platform",
        r"Distribution `(?P<package>[\w.-]+)==(?P<version>[\w.]+) @ [^`]*` can't be installed "
        r"because it doesn't have a source distribution or wheel for the current platform|"
        # uv's hint alone (HumanAIGC-Engineering/OpenAvatarChat#179, round 134: "hint: You're on
        # Windows (`win_amd64`), but `tensorflow-io-gcs-filesystem` (v0.37.1) only has wheels
        # for the following platforms: ...")
        r"You're on [\w ]+ \(`[\w.]+`\), but `(?P<package2>[\w.-]+)` \(v(?P<version2>[\w.]+)\) only "
        r"has wheels for the following platforms",
        ("doesn't have a source distribution or wheel for the current platform",
         "only has wheels for the following platforms"),
        lambda v, _c: (
            f"{v.get('package') or v.get('package2') or 'A dependency'} "
            f"{v.get('version') or v.get('version2') or ''} publishes no file for "
            "this platform or this Python (uv's hint below says which: the platforms or the Python "
            "ABI tags it has wheels for): pin a release of it that has one, or that Python "
            "(a constraint, or uv's `tool.uv.required-environments`), or run where its wheels "
            "exist (tensorflow-io-gcs-filesystem, for one, has no recent Windows wheel: WSL2)"
        ),
    ),
    # Poetry resolving for the project's whole declared Python range (python-poetry/poetry
    # #8764: ">=3.10,<4.0" against tensorflow-io-gcs-filesystem's Requires-Python <3.12)
    rule(
        "pip-dependency-conflict",
        E,
        "The project's declared Python range is wider than a dependency supports",
        r"The current project's supported Python range \((?P<range>[^)]*)\) is not compatible "
        r"with some of the required packages Python requirement",
        "supported python range",
        lambda v, _c: (
            f"Poetry solves for every Python the project allows ({v.get('range', 'its range')}) "
            "and a dependency declares a narrower Requires-Python: narrow `python` in "
            'pyproject.toml to the range the lines below allow (e.g. python = ">=3.10,<3.12"), '
            "or add a python marker to that dependency"
        ),
    ),
    # pipenv's locker (pypa/pipenv#4789: tfx 1.2.0's tensorflow<2.6 against a >=2.6.0 pin)
    rule(
        "pip-dependency-conflict",
        E,
        "No version satisfies every requirement in the dependency tree",
        r"There are incompatible versions in the resolved dependencies|"
        # PDM's words (mlfoundations/open_clip#449, round 134: "Unable to find a resolution for
        # protobuf / because of the following conflicts:", tensorflow 2.11's protobuf<3.20
        # against open-clip-torch's protobuf==3.20.*)
        r"Unable to find a resolution for (?P<package>[\w.-]+)",
        ("incompatible versions in the resolved dependencies", "unable to find a resolution for"),
        "The lines below name who asks for what: pin the package (TensorFlow, say) to a version "
        "every requester allows, or move the requester (a companion such as tfx) to its release "
        "for the TensorFlow you want; `pipenv graph` shows the tree",
    ),
    # a package using typing of Python 3.9+ under 3.7/3.8, whose typing.py refuses `...` among
    # Callable's arguments (google-parfait/tensorflow-federated#3519: Colab's Python 3.7;
    # measured here: `typing.Callable[[int, ...], str]` raises this on CPython 3.7 and 3.8,
    # not on 3.9-3.11)
    rule(
        "python-version-unsupported",
        E,
        "A package uses typing syntax of a newer Python than this one",
        r"Callable\[\[arg, \.\.\.\], result\]: each arg must be a type\. Got Ellipsis|"
        # PEP 585's generics (3.9+) under an older Python: os.PathLike[str] raises on 3.7/3.8
        # (google-parfait/tensorflow-federated#2748: "TypeError: 'ABCMeta' object is not
        # subscriptable" at `def read_saved_model(path: Union[str, os.PathLike[str]])`, Colab's
        # 3.7; the maintainer: tensorflow-federated==0.20.0 for 3.7), list[int] likewise
        r"TypeError: '(?:ABCMeta|type)' object is not subscriptable",
        ("each arg must be a type", "object is not subscriptable"),
        "A package here was written for Python 3.9+ and this is 3.7 or 3.8 (its typing fails at "
        "import): use Python 3.9 or newer in a fresh environment (check the package's "
        "Requires-Python), or the package's older release for this Python",
    ),
    # Bazel's end of a failed TensorFlow source build (lhelontra/tensorflow-on-arm#78: "Target
    # //tensorflow/tools/pip_package:build_pip_package failed to build", gcc 6.3 for armhf):
    # generic, after any named cause; a TensorFlow target only (Bazel's "FAILED: Build did
    # NOT complete successfully" ends MediaPipe's and any project's builds: the review of 105d4fb)
    rule(
        "source-build-failed",
        E,
        "Building TensorFlow from source failed",
        r"Target (?P<target>//tensorflow/\S+) failed to build",
        "target //tensorflow/",
        "Read the first `error:` above this line (the compiler's or Bazel's): build with the "
        "compiler, Bazel and CUDA of this release's row in the tested build configurations "
        "(https://www.tensorflow.org/install/source#tested_build_configurations), or install "
        "a released wheel instead (pip install tensorflow; for a Raspberry Pi or other ARM "
        "board, the wheels its community builds publish)",
    ),
    # a requirement of TensorFlow itself unmet, in setuptools' or pkg_resources' words
    # (NeuralNine/neuralintents#22: "error: numpy 1.19.5 is installed but numpy>=1.20 is
    # required by {'tensorflow'}"; talmolab/sleap#614: "The 'wheel>=0.26' distribution was not
    # found and is required by tensorflow"; the maintainer: reinstall TensorFlow)
    rule(
        "tensorflow-requirement-unmet",
        E,
        "A package TensorFlow requires is missing or of another version",
        r"\berror: (?P<have>[\w.-]+) (?P<version>\S+) is installed but (?P<req>\S+) is required by "
        r"\{'(?:tensorflow|tensorflow-cpu|tensorflow-gpu|tensorflow-intel)'\}|"
        r"The '(?P<req2>[^']+)' distribution was not found and is required by (?:tensorflow|"
        r"tensorflow-cpu|tensorflow-gpu|tensorflow-intel)\b|"
        # pip's resolver note (tensorflow/tensorflow#60751, round 136: "tensorflow 2.12.0 requires
        # tensorflow-cpu-aws, which is not installed", requirements frozen on x86_64 built for
        # linux/arm64, where tensorflow is a shell over that backend; r110-6-003)
        # (a specifier of several clauses, "keras<2.13,>=2.12.0"; intel-tensorflow, tf-nightly:
        # the review of the sixteenth session)
        r"\b(?:intel-)?(?:tensorflow|tf-nightly)(?:-cpu|-gpu|-intel|-macos|-aarch64|-rocm)? (?P<tfver>\d[\w.]*) "
        r"requires (?P<req3>[\w.-]+(?:[<>=!~]\S*?)?), which is not installed",
        ("is required by {'tensorflow", "is required by tensorflow", "which is not installed"),
        requirement_unmet,
    ),
    # setuptools' pkg_resources finding an installed version a package's requirement refuses
    # (f0cal/google-coral#108: "ContextualVersionConflict: (tflite-runtime 2.1.0.post1 (...),
    # Requirement.parse('tflite-runtime==2.5.0.post1'), {'pycoral'})")
    rule(
        "pip-dependency-conflict",
        E,
        "An installed package's version is not the one another package requires",
        r"VersionConflict: \((?P<have>[\w.-]+) (?P<version>[\w.+]+) \((?P<where>[^)]*)\),\s*"
        r"(?:Requirement\.parse\('(?P<req>[^']+)'\)(?:, \{'(?P<by>[\w.-]+)'\})?|$)|"
        # (the tuple broken over two lines, Calamari-OCR/calamari#192's kind; setuptools'
        # own words at install, Calamari-OCR/calamari_models#14: "error: tensorflow 2.9.1 is
        # installed but tensorflow<2.7.0,>=2.4.0 is required by {'tfaip'}")
        r"\berror: (?P<have2>[\w.-]+) (?P<version2>\S+) is installed but (?P<req2>\S+) is "
        r"required by \{'(?P<by2>[\w.-]+)'",
        ("versionconflict: (", "is installed but"),
        lambda v, _c: (
            f"{v.get('by') or v.get('by2') or 'A package'} requires "
            f"{v.get('req') or v.get('req2') or 'another version (the next line says which)'}, and "
            f"{v.get('have') or v.get('have2')} {v.get('version') or v.get('version2')} is installed: "
            "pip install that requirement with the same Python, or remove the other copy"
        ),
    ),
    # TF_USE_LEGACY_KERAS (an environment variable) given to pip as a package
    # (zhangp365/ComfyUI-utils-nodes#8: "No matching distribution found for TF_USE_LEGACY_KERAS1")
    rule(
        "keras-version-mismatch",
        E,
        "TF_USE_LEGACY_KERAS is an environment variable, not a package",
        r"(?:No matching distribution found for|satisfies the requirement) TF_USE_LEGACY_KERAS",
        ("found for tf_use_legacy_keras", "requirement tf_use_legacy_keras"),
        'pip install the Keras 2 package matching TensorFlow (`pip install "tf_keras~=<your '
        "TensorFlow's X.Y>.0\"`), then set the variable in the environment before TensorFlow is "
        "imported: `export TF_USE_LEGACY_KERAS=1` (Windows: `set TF_USE_LEGACY_KERAS=1`; in "
        'Python: os.environ["TF_USE_LEGACY_KERAS"] = "1" before `import tensorflow`)',
        group="pip",  # (before packaging.py's dependency-wheel-missing: rules/__init__.py)
    ),
    # a name-holding 0.0.0 release that pip fell back to when every real release was refused
    # (keras-team/keras-hub#1649: `FROM python` took Python 3.12, which tensorflow-text had no
    # wheel for, and pip list showed "keras-nlp 0.0.0"). Read in the wheels (pip download
    # --no-deps, 2026-11-28): keras_nlp-0.0.0 and keras_cv-0.0.0 hold a 22-byte
    # kerasnlp/kerascv/__init__.py, keras_core-0.0.0 an empty keras_core/__init__.py. pip's
    # resolver for "keras-nlp>0.0.0" at Python 3.13 today takes keras-nlp 0.32.0 with
    # tensorflow-text 2.21.1 (pip install --dry-run --python-version 3.13 --report -); for
    # win_amd64 pip finds no tensorflow-text file at all (pip download --platform win_amd64)
    rule(
        "dependency-wheel-missing",
        W,
        "pip installed a placeholder or pre-release (0.0.x): every real release was refused",
        r"^\s*(?P<package>keras[-_](?:nlp|cv|core))(?:\s+|==)0\.0\.0\s*$|"
        r"^\s*(?P<package3>keras[-_]nlp)(?:\s+|==)0\.0\.[12]\s*$|"
        r"Successfully installed .*\b(?P<package2>keras[-_](?:nlp|cv|core))-0\.0\.0\b|"
        r"Successfully installed .*\b(?P<package4>keras[-_]nlp)-0\.0\.[12]\b",
        ("keras-nlp", "keras_nlp", "keras-cv", "keras_cv", "keras-core", "keras_core"),
        lambda v, _c: _placeholder(str(v.get("package"))),
    ),
    # pip refusing to replace a dependency that distutils installed (tensorflow/tensorflow
    # #30191: Anaconda's wrapt 1.10.11 under TF 2.0's install; pip's own words in
    # pip/_internal/exceptions/uninstall.py, LegacyDistutilsInstall, pip 26.3; older pips say
    # "Cannot uninstall 'wrapt'. It is a distutils installed project ...")
    rule(
        "pip-distutils-uninstall-refused",
        E,
        "pip cannot replace a dependency that distutils installed (no record of its files)",
        r"Cannot uninstall '?(?P<package>[A-Za-z0-9][\w.-]*?)'?(?: (?P<version>\d[\w.]*))?[.:]? "
        # (pip 26 puts the reason under its "× Cannot uninstall wrapt 1.10.11" line: "╰─> It is ...")
        r"It is a distutils installed project|^\W{0,6}It is a distutils installed project\b",
        "distutils installed project",
        lambda v, _c: (
            f"pip cannot uninstall {v.get('package') or 'that package'} (distutils left no list of "
            "its files), so it stops before installing TensorFlow. Install over it: pip install "
            f"--ignore-installed {v.get('package') or '<the package>'}, then the TensorFlow install "
            "again; in conda, update it with conda first (conda update "
            f"{v.get('package') or '<the package>'}), or use a fresh environment"
        ),
    ),
    # flatbuffers 2.0's Builder.EndVector() takes no length, which TFLite's converter of TF 2.7
    # still passes (ultralytics/yolov5#5707, "TensorFlow Lite: export failure: EndVector() takes
    # 1 positional argument but 2 were given"; fixed with flatbuffers==1.12). The wheels'
    # Requires-Dist (pip's resolver, --report): TF 2.6.2 flatbuffers~=1.12.0, 2.7.0-2.7.4
    # <3.0,>=1.12, 2.8.0 >=1.12, 2.9.0 <2,>=1.12, 2.10.0 and 2.11.0 >=2.0
    rule(
        "tensorflow-requirement-unmet",
        E,
        "flatbuffers 2 is newer than this TensorFlow's TFLite converter reads",
        r"EndVector\(\) takes 1 positional argument but 2 were given",
        "endvector() takes 1 positional argument",
        'pip install "flatbuffers<2" (TF 2.7 and 2.8 allow flatbuffers 2, whose Builder.EndVector '
        "changed; TF 2.9 declares <2 again), or TensorFlow 2.10 or newer, which is built for "
        "flatbuffers 2",
    ),
    # protobuf's six.with_metaclass under a six older than 1.10 (tensorflow/tensorflow#2016 and
    # #1965: "AttributeError: type object 'NewBase' has no attribute 'is_abstract'", fixed by
    # upgrading six where the OS's python-six shadowed pip's)
    rule(
        "tensorflow-requirement-unmet",
        E,
        "six is older than protobuf needs (six.with_metaclass)",
        r"type object 'NewBase' has no attribute 'is_abstract'",
        "type object 'newbase'",
        "pip install --upgrade six with the Python that runs TensorFlow (`python -m pip show six` "
        "says which copy imports; an OS package such as python-six may sit earlier on the "
        "path: upgrade or remove that one)",
    ),
    # pkg_resources' (or a package's own) check that a requirement is installed, naming
    # TensorFlow (hankcs/HanLP#1856: "The 'tensorflow>=2.8.0; extra == \"tf\"' distribution was
    # not found and is required by the application"; its message says to install hanlp[tf])
    rule(
        "tensorflow-not-installed",
        E,
        "A package requires TensorFlow, and no TensorFlow is installed",
        r"The '(?P<req>(?:tensorflow|tf-nightly)(?:-cpu|-gpu|-macos)?(?![\w-])[^']*)' distribution "
        r"was not found and is required by",
        "distribution was not found and is required by",
        lambda v, _c: (
            f"Install what the package asks for ({str(v.get('req') or 'tensorflow').split(';')[0].strip()}) "
            "into the Python "
            "that runs it, through the package's own extra where it has one (the lines below "
            "name it, e.g. `pip install \"hanlp[tf]\"`), or `python -m pip install tensorflow`"
        ),
    ),
    # pipenv's resolver, which tries final releases only, on a TensorFlow pre-release's pin
    # (the-full-stack/fsdl-text-recognizer-project#23: "Could not find a version that matches
    # tensorflow-estimator<2.3.0,==2.2.0rc0,>=2.2.0rc0" with "Tried: ... 2.2.0, 2.3.0")
    rule(
        "tensorflow-pinned-release-unavailable",
        E,
        "The lock pins a TensorFlow pre-release that the resolver does not take",
        r"Could not find a version that matches (?P<package>tensorflow[\w-]*)[<>=!~,.\w]*?==(?P<pin>"
        r"\d+\.\d+\.\d+-?(?:a|b|rc|alpha|beta|dev)\d*)\b",
        "could not find a version that matches tensorflow",
        lambda v, _c: (
            f"{v.get('package')}=={v.get('pin')} is a pre-release, which pipenv and pip skip "
            "unless asked: pin the final release of that TensorFlow line in the Pipfile (and the "
            "packages that pin the pre-release), or allow pre-releases (`pipenv lock --pre`)"
        ),
    ),
    # pip settling on a release that has not got the extra asked for: it went back from the
    # newest because a dependency of the newer releases has no wheel here (tensorflow/agents
    # #669, round 111: "WARNING: tf-agents 0.5.0 does not provide the extra 'reverb'" on macOS,
    # after downloading 0.10.0; dm-reverb ships Linux wheels only)
    rule(
        "dependency-wheel-missing",
        W,
        "pip installed a release without the extra asked for: its packages are not installed",
        r"WARNING: (?P<package>[\w.-]+) (?P<version>[\w.+!-]+) does not provide the extra "
        r"'(?P<extra>[\w.-]+)'",
        "does not provide the extra",
        lambda v, _c: (
            f"{v.get('package')} {v.get('version')} has no '{v.get('extra')}' extra, so what the "
            "extra brings is not installed. If pip chose an older release than the newest (it "
            "downloaded a newer one first), a dependency of the newer releases has no wheel for "
            "this platform or Python: `pip install \""
            f"{v.get('package')}[{v.get('extra')}]==<newest>\"` names it (tf-agents' reverb extra "
            "needs dm-reverb, which has Linux wheels only); otherwise check the extra's spelling"
        ),
    ),
)
