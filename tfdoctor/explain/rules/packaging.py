"""Log rules for installing: pip's and conda's resolver output, and TensorFlow not found.

pip prints the package it could not get; the package decides the finding (group "pip":
the first matching rule wins on a line): ``tensorflow-gpu`` is gone, no ``tensorflow``
wheel means this Python/platform is unsupported, any other package is a dependency with
no wheel here. Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.remedies_pip import tag_python
from tfdoctor.explain.rules.base import rule
from tfdoctor.judge.rules.requirements import KNOWN as TF_PINS
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

_SAMPLED = ("keras", "protobuf", "numpy", "ml-dtypes")
_NOT_FOUND = r"(?:satisfies the requirement|No matching distribution found for)"

PACKAGING_RULES = (
    # tensorflow-gpu 2.11+ asked where pip's list ends at 2.10: native Windows, whose last
    # GPU release is 2.10 (nicknochnack/TFODCourse#118, r11-2-018: "there is no
    # tensorflow-gpu 2.11", use 2.10; compat/matrix.json's 2.10 row for the versions)
    rule(
        "windows-native-gpu-unsupported",
        E,
        "No tensorflow-gpu past 2.10 exists for native Windows",
        _NOT_FOUND + r"\s*tensorflow-gpu==2\.(?:1[1-9]|[2-9]\d)\b.*\(from versions:[^)]*\b2\.10\.\d+\)",
        "requirement tensorflow-gpu==2.",
        "TensorFlow's GPU build for native Windows ends at 2.10: pip install "
        '"tensorflow-gpu==2.10.1" (Python 3.7-3.10, CUDA 11.2, cuDNN 8.1), or use WSL2 with '
        'pip install "tensorflow[and-cuda]" for a newer TensorFlow on the GPU',
        group="pip",
        url="https://www.tensorflow.org/install/pip#windows-native",
    ),
    rule(
        "tensorflow-gpu-deprecated",
        E,
        'The "tensorflow-gpu" package no longer exists',
        # (its PyPI page, quoted in aliutkus/speechmetrics#36: "tensorflow-gpu has been
        # removed. Please install tensorflow instead.")
        # (not a pin below 2.12 where pip lists no release, or no list: those releases exist,
        # for other Pythons; CorentinJ/Real-Time-Voice-Cloning#194, "tensorflow-gpu<=1.14.0,
        # >=1.10.0 ... (from versions: none)" on Python 3.8: python-version-unsupported. A
        # list of other releases is the platform's: macOS's ends at 1.1.0)
        r'"?tensorflow-gpu"? (?:package )?has been removed|' + _NOT_FOUND + r"\s*tensorflow-gpu\b"
        r"(?!(?=\s*(?:==|~=|<=?)\s*(?:[01]\.|2\.(?:\d|1[01])(?!\d)))(?!.*\(from versions: (?!none\))))"
        # (a TF 1 pin where pip offers only TF 2 releases: no TF 1 wheel for this Python,
        # anishathalye/neural-style#165: "tensorflow-gpu<2.0,>=1.0 (from versions: 2.2.0rc1, ...")
        r"(?!\s*(?:==|~=|<=?)\s*(?:[01]\.|2\.0(?!\d)).*?\(from versions: 2\.)|"
        # since 2.12 the name is an sdist whose setup.py raises (tensorflow/tensorflow#60074)
        r"tensorflow[-_]gpu-\d[\d.]*\.tar\.gz|Building wheel for tensorflow-gpu\b|"
        r"Running setup\.py install for tensorflow-gpu\b|"
        # a tool's own words (tensorflow/tensorflow#60241: "No version 2.12.0 of the
        # tensorflow-gpu was found.")
        r"No version [\w.]+ of (?:the )?tensorflow-gpu was found",
        ("tensorflow-gpu", "tensorflow_gpu"),
        env.tf_gpu,
        group="pip",
        url="https://pypi.org/project/tensorflow-gpu/",
    ),
    # a package pinning a TensorFlow pre-release pip no longer offers for this Python
    # (hsahovic/poke-env#229: keras-rl2 1.0.3's "tensorflow==2.0.0-beta1 (from keras-rl2)";
    # fixed with pip install --no-deps keras-rl2==1.0.3 beside a current TF; the gatherer's
    # name, adopted)
    rule(
        "tensorflow-pinned-release-unavailable",
        E,
        "A package pins a TensorFlow pre-release pip cannot install here",
        # (not where pip lists no TensorFlow at all, "(from versions: none)": no TensorFlow
        # for this Python, whatever the pin; the second review of these rules)
        r"^(?!.*\(from versions: none\)).*?" + _NOT_FOUND
        + r"\s*(?P<package>tensorflow(?:-gpu|-cpu)?)==(?P<pin>\d+\.\d+\.\d+-?(?:a|b|rc|"
        r"alpha|beta|dev)\d*)\s*\(from (?!versions:)(?P<by>[A-Za-z0-9][\w.-]*)",
        ("requirement tensorflow", "distribution found for tensorflow"),
        lambda v, _c: (
            f"{v.get('by')} pins {v.get('package')}=={v.get('pin')}, a pre-release: install "
            f"{v.get('by')} without its dependencies (pip install --no-deps {v.get('by')}) beside "
            "a TensorFlow release you choose, or a release of it that pins a final TensorFlow; "
            "a compiled companion (tensorflow-text, -io, -addons) needs its release built for "
            "that TensorFlow instead (tfdoctor matrix --companions NAME)"
        ),
        group="pip",
    ),
    rule(
        "python-version-unsupported",
        E,
        "pip found no TensorFlow for this Python",
        # (tf-nightly too: tensorflow/tensorflow#62003, no wheel for Python 3.12 before 2.16)
        # (tensorflow-intel is Windows-only: binaries.py says both of its causes)
        _NOT_FOUND + r"\s*(?P<package>tensorflow(?:-cpu|-gpu|-directml)?|tf-nightly(?:-cpu)?)"
        r"(?P<spec>(?:\[[\w,-]+\])?(?:[<>=!~]=?[\w.*]+(?:,[<>=!~]=?[\w.*]+)*)?)(?![\w-])"
        # (pip's "(from -r requirements.txt (line 3))" holds a parenthesis of its own)
        r"(?:\s*\(from (?!versions)(?:[^()]|\([^()]*\))*\))?"
        r"(?:\s*\(from versions:\s*(?P<versions>[^)]*)\)?)?",
        ("requirement tensorflow", "distribution found for tensorflow", "requirement tf-nightly",
         "distribution found for tf-nightly"),
        fix.python_unsupported,
        group="pip",
        url="https://www.tensorflow.org/install/pip#software_requirements",
    ),
    # uv: "Because all versions of tensorflow have no wheels with a matching Python ABI tag
    # (e.g., `cp313`)" / "hint: You require CPython 3.13 (`cp313`), but we only found wheels
    # for `tensorflow` (v2.19.0) with the following Python ABI tags" (uv's resolver; a
    # `uv run` that picked Python 3.13 for TF 2.19)
    rule(
        "python-version-unsupported",
        E,
        "uv found no TensorFlow wheel for this Python",
        r"(?:all versions of |Because )(?P<package>tensorflow(?:-cpu|-intel)?) (?:has|have) no "
        r"wheels with a matching Python ABI tag|You require CPython (?P<python>\d\.\d+) \(`cp\d+`\), but we only found "
        r"wheels for `tensorflow|"
        # uv >= 0.5's hint (datawhalechina/fun-rec#154: "You're using CPython 3.13 (`cp313`),
        # but `tensorflow` (v2.15.0) only has wheels with the following Python ABI tag: `cp311`")
        r"You're using CPython (?P<python2>\d\.\d+) \(`?cp\d+`?\), but `?(?P<package2>tensorflow(?:-cpu|-gpu|-intel|-macos)?|tf-nightly[\w-]*)`? "
        r"\(v[\w.]+\) only has wheels with the following Python ABI tags?: (?P<tags>[`\w, ]+)",
        ("matching python abi tag", "you require cpython", "you're using cpython"),
        lambda v, c: fix.python_unsupported(v, c)
        + (f" (uv chose Python {v.get('python')}: pin one its wheels have"
           f"{' (' + v['tags'].strip() + ')' if v.get('tags') else ''}, `uv venv -p "
           f"{tag_python(v.get('tags')) or 'X.Y'}`)"
           if v.get("python") else ""),
        group="pip",
        url="https://www.tensorflow.org/install/pip#software_requirements",
    ),
    rule(
        "dependency-wheel-missing",
        E,
        "uv found no wheel of a TensorFlow dependency for this Python",
        # (and a platform tag: code index 58509939914, "... matching platform tag (e.g.,
        # win_amd64)"; 8898457540: cudf-cu12)
        r"all versions of (?P<package>[A-Za-z0-9][\w.-]*) have no wheels with a matching "
        r"(?:Python ABI|platform) tag",
        ("matching python abi tag", "matching platform tag"),
        env.wheel_missing,
        group="pip",
    ),
    # conda: "tensorflow -> python[version='3.5.*|3.6.*|3.7.*']  Your python: python=3.8"
    # (tensorflow/tensorflow#43531)
    rule(
        "python-version-unsupported",
        E,
        "conda has no build of the package for this Python",
        r"specifications were found\s*to be incompatible with the existing python installation|"
        # the lines conda prints under "Specifications:" (deezer/spleeter#565: "spleeter ->
        # python[version='>=3.6,<3.7.0a0|>=3.7,<3.8.0A0']" then "Your python: python=3.8")
        r"^\W{0,3}(?P<package>[A-Za-z0-9][\w.-]*) -> python\[version='[^']*'\]|"
        r"^\W{0,3}Your python: python=(?P<python>\d+\.\d+)",
        ("existing python installation", "-> python[version=", "your python: python="),
        lambda v, c: (
            f"conda has no build of {v.get('package') or 'the package'} for Python "
            f"{v.get('python') or (c.python_version if c else None) or 'this version'}: create "
            "the environment with a Python its builds list (`conda create -n tf python=3.X`), "
            "or install it with pip inside the environment"
        ),
        url="https://www.tensorflow.org/install/pip#software_requirements",
    ),
    # pip skipped releases for this Python: a note alone (another release may install);
    # with "no matching distribution" it is the cause (explain/causes.py), e.g. numpy
    # 1.21 needs Python < 3.11 (mobilegptsys/MobileGPT#2)
    rule(
        "python-version-unsupported",
        INFO,
        "pip skipped releases that need another Python",
        r"Ignored the following versions that require a different python version:.*?"
        r"Requires-Python (?P<requires>[<>=!~][^;\s]*)",
        "require a different python version",
        fix.python_unsupported,
    ),
    rule(
        "dependency-wheel-missing",
        E,
        "pip found no wheel of a TensorFlow dependency for this Python/platform",
        # (tensorflow-intel is Windows-only: binaries.py; the review of the eleventh session)
        _NOT_FOUND + r"\s*(?P<package>(?!tensorflow[-_]intel\b)[A-Za-z0-9][\w.-]*)(?P<spec>[<>=!~]=?[\w.*]+)?",
        ("satisfies the requirement", "no matching distribution"),
        env.wheel_missing,
        group="pip",
    ),
    # poetry's words for no wheel of a locked release here (pixeltable/pixeltable#15:
    # tensorflow-io-gcs-filesystem 0.28.0 on macOS arm64)
    rule(
        "dependency-wheel-missing",
        E,
        "poetry found no installable file of a TensorFlow dependency here",
        r"Unable to find installation candidates for (?P<package>[A-Za-z0-9][\w.-]*)",
        "unable to find installation candidates",
        lambda v, c: env.wheel_missing(v, c)
        + " (a poetry.lock pins this release: `poetry lock` again, or relax the pin)",
    ),
    # no wheel here, so pip built it from source and the build failed (h5py, grpcio on a new
    # Python or Apple silicon): "Failed building wheel for h5py" / "Could not build wheels for
    # h5py, which is required to install pyproject.toml-based projects" (pip's own words)
    rule(
        "dependency-wheel-missing",
        E,
        "pip found no wheel of a TensorFlow dependency here and could not build one",
        r"Failed building wheel for (?P<package>[A-Za-z0-9][\w.-]*)|Could not build wheels for "
        r"(?P<package2>[A-Za-z0-9][\w.-]*?),? which|"
        # pip >= 22 building an sdist's metadata (deezer/spleeter's spleeter.ipynb: numpy
        # 1.18.5's sdist on CPython 3.12, "error: metadata-generation-failed")
        r"error: metadata-generation-failed|Encountered error while generating package metadata|"
        # the step before it (tensorflow/tensorflow#61426: tflite-model-maker's pins on Python
        # >= 3.10, "× Getting requirements to build wheel did not run successfully.")
        r"Getting requirements to build wheel did not run successfully|"
        # the build's own words (magenta/magenta#2031: numba 0.49.1 on Python 3.9 under Windows,
        # "Building wheel for numba (setup.py) ... error", then MSVC asked for)
        r"Building wheel for (?P<package3>[A-Za-z0-9][\w.-]*) \(setup\.py\) \.\.\. error|"
        r"Microsoft Visual C\+\+ 14\.0 or greater is required",
        ("failed building wheel for", "could not build wheels for", "metadata-generation-failed",
         "while generating package metadata", ") ... error", "visual c++ 14.0 or greater",
         "getting requirements to build wheel"),
        lambda v, c: (
            f"pip has no wheel of {v['package3']} for this Python here and its build failed: "
            "use a Python it publishes wheels for (its PyPI page), or install the build tools "
            "its error names (on Windows: Microsoft C++ Build Tools)"
            if v.get("package3") else
            env.wheel_missing({"package": v.get("package")}, c)
            + ". Building it from source needs its system libraries (h5py: libhdf5-dev and "
            "pkg-config, or brew install hdf5; a compiler on Windows); conda install "
            f"{v.get('package')} brings a built one"
            if v.get("package")
            else "pip had to build a package from its source archive and its setup failed (the "
            "lines above name it and say why): most often no wheel of it exists for this Python, "
            "so use a Python it has wheels for or a newer release of it; a package that refuses "
            "on purpose (the deprecated 'sklearn') names its replacement there"
        ),
    ),
    rule(
        "pip-dependency-conflict",
        E,
        "pip cannot install versions that fit together",
        r"ResolutionImpossible|Cannot install .+ because these package versions have "
        r"conflicting dependencies|UnsatisfiableError: ?The following specifications were "
        r"found to be in conflict|"
        # poetry's and uv's words (onnx/tensorflow-onnx#2409: "... version solving failed.")
        r"version solving failed|No solution found when resolving (?:\w+ )?dependencies|"
        # the new resolver's report heading (pip/_internal/resolution/resolvelib/factory.py,
        # "The conflict is caused by:"), pasted without the ResolutionImpossible line
        # (cognizant-ai-labs/covid-xprize#224: "covid-xprize 2.0.0 depends on keras==2.12.0")
        r"The conflict is caused by:",
        (
            "the conflict is caused by",
            "resolutionimpossible",
            "conflicting dependencies",
            "unsatisfiableerror",
            "version solving failed",
            "no solution found when resolving",
        ),
        env.pip_conflict,
    ),
    # TensorFlow's own pin broken, as pip check ("tensorflow 2.15.1 has requirement
    # keras<2.16,>=2.15.0, but you have keras 3.15.1.": the realenv tier's e5, a real run) or
    # pip's resolver says it: the same id check gives for that pin (judge/rules/requirements)
    *(
        rule(
            fid,
            sev,
            f"{pkg} is outside what TensorFlow requires: {sees}",
            r"(?P<dependent>tensorflow(?:[-_](?:cpu|gpu|intel|macos))? [\w.]+) (?:has requirement|"
            r"requires) (?P<package>" + pkg.replace("-", "[-_]") + r")(?P<requirement>[<>=!~][^,\s]*"
            r"(?:,[<>=!~][^,\s]*)*)?, but you(?:'ll)? have \S+ (?P<have>[\w.]+)",
            ("has requirement", "which is incompatible"),
            env.tf_pin,
            group="tf-pin",
        )
        for pkg, (fid, sev, sees) in TF_PINS.items()
        if pkg in _SAMPLED  # each with a real pip check line in tests/explain/test_rules.py
    ),
    # pip's resolver backtracking (with -v): it goes on trying older releases, which may end
    # in an old TensorFlow (tensorflow/models#11068: tf-models-official needs tensorflow-text
    # releases that have no Windows wheels, so pip fell back to TF 2.10)
    rule(
        "pip-dependency-conflict",
        W,
        "pip is backtracking: the newest releases do not fit together here",
        r"Will try a different candidate, due to conflict",
        "will try a different candidate",
        "pip could not use the newest release of a package and tries older ones (the lines "
        "after this name what conflicts): read which requirement has no release here (a "
        "companion with no wheel for this platform or Python), and pin TensorFlow and that "
        "companion to versions that exist together instead of letting pip fall back",
    ),
    rule(
        "pip-dependency-conflict",
        W,
        "pip installed versions that do not fit together",
        # pip >= 20.3 says "requires", the older resolver "has requirement" (magenta/magenta
        # #1784: "ERROR: tensor2tensor 1.15.7 has requirement tensorflow-probability==0.7.0,
        # but you'll have tensorflow-probability 0.11.0 which is incompatible.")
        r"(?P<dependent>\S+ [\w.]+) (?:requires|has requirement) (?P<package>[A-Za-z0-9][\w.-]*)"
        r"(?P<requirement>[<>=!~][^,\s]*(?:,[<>=!~][^,\s]*)*)?(?:;[^\n]*?)?, but you(?:'ll)? have \S+ "
        r"(?P<have>[\w.]+) which is incompatible|"
        # pip's own heading of that report (pip/_internal/commands/install.py,
        # _warn_about_conflicts; tensorflow/tensorflow#53550, above "spyder 3.3.6 requires
        # pyqt5<5.13; python_version >= "3", which is not installed.")
        r"pip's dependency resolver does not currently take into account all the packages",
        ("which is incompatible", "resolver does not currently take into account"),
        env.pip_conflict,
    ),
    # two installed packages pinning one dependency to ranges that do not meet: no version
    # of it satisfies both (hudson-and-thames/mlfinlab#491: "mlfinlab 1.0.1 requires
    # numpy==1.20.1, but tensorflow 2.4.1 requires numpy~=1.19.2."; the maintainer dropped
    # the TensorFlow requirement; pip's resolver prints the pair as "A depends on numpy==
    # 1.20.1" / "B depends on numpy~=1.19.2" under "The conflict is caused by:")
    rule(
        "pip-dependency-conflict",
        E,
        "Two packages pin one dependency to different ranges",
        r"(?P<dependent>\S+ [\w.]+) requires (?P<package>[A-Za-z0-9][\w.-]*)(?P<requirement>"
        r"[<>=!~]=?[\w.*]+(?:,\s*[<>=!~]=?[\w.*]+)*), but (?P<other>\S+ [\w.]+) requires "
        r"(?P=package)(?P<other_requirement>[<>=!~]=?[\w.*]+(?:,\s*[<>=!~]=?[\w.*]+)*)",
        ", but ",
        lambda v, _c: env.two_pins(v),
    ),
)
