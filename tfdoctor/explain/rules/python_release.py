"""Log rules for code and packages written for another release: a module Python removed
from its standard library (imp, 3.13's dead batteries), a system package built for older
Pythons than the OS ships, TF 1 code keying dicts by tensors. (No TensorFlow wheel for this
Python: packaging.py.)

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR

#: standard-library modules Python removed, and the release that removed them: Python 3.12
#: (What's New in Python 3.12: distutils, PEP 632; imp; asynchat, asyncore, smtpd) and 3.13
#: (PEP 594's "dead batteries", What's New in Python 3.13): the code that imports them was
#: written for an older Python. (distutils and lib2to3 are also packages of their own in
#: Debian's Pythons: modules.py's install_module says both.)
REMOVED_STDLIB = {
    **dict.fromkeys(("imp", "distutils", "asynchat", "asyncore", "smtpd"), "3.12"),
    **dict.fromkeys(
        ("aifc", "audioop", "cgi", "cgitb", "chunk", "crypt", "imghdr", "mailcap", "msilib",
         "nis", "nntplib", "ossaudiodev", "pipes", "sndhdr", "spwd", "sunau", "telnetlib", "uu",
         "xdrlib"),
        "3.13",
    ),
}  # fmt: skip
_REMOVED = "|".join(sorted(REMOVED_STDLIB))


#: the removed modules with a stand-in on PyPI, "standard-<name>" (`pip index versions
#: standard-imghdr` ... on 2026-11-28: these 17 exist; imp, nis, spwd, ossaudiodev, msilib none)
STAND_INS = frozenset(
    ("aifc", "asynchat", "asyncore", "cgi", "cgitb", "chunk", "crypt", "imghdr", "mailcap",
     "nntplib", "pipes", "smtpd", "sndhdr", "sunau", "telnetlib", "uu", "xdrlib")
)  # fmt: skip


def removed_stdlib(v: Values, _c: ExplainContext | None) -> str:
    module = str(v.get("module") or "")
    top = module.split(".")[0]
    release = REMOVED_STDLIB.get(top, "3.12")
    older = f"3.{int(release.split('.')[1]) - 1}"
    shim = f"; or pip install standard-{top}, a stand-in on PyPI" if top in STAND_INS else ""
    if top == "distutils":  # setuptools still provides it (python/cpython#99061, What's New 3.12)
        shim = "; or pip install setuptools in this environment, which still provides distutils"
    return (
        f"{top} left Python's standard library in Python {release}. The code importing it (a "
        f"package's setup.py while pip builds it, or its import) was written for an older "
        f"Python: use Python {older} or older for it (python{older} -m venv), or a release of "
        f"the package that no longer imports {top}{shim}"
    )


PYTHON_RELEASE_RULES = (
    # a module Python removed (magenta/magenta#2111: ddsp's dependency crepe 0.0.12, an sdist
    # whose setup.py imports imp, built by pip on Python 3.12: "ModuleNotFoundError: No
    # module named 'imp'")
    rule(
        "python-version-unsupported",
        E,
        "Code written for an older Python imports a module this Python removed",
        # (not distutils: a Debian/Ubuntu Python before 3.12 ships it apart, python3-distutils)
        rf"No module named '(?P<module>(?!distutils\b)(?:{_REMOVED})(?:\.[\w.]+)?)'",
        "no module named '",
        removed_stdlib,
    ),
    # apt: a Debian package built for older Pythons (tensorflow/tensorflow#62377: Coral's
    # "python3-tflite-runtime : Depends: python3 (< 3.10) but 3.11.2", the paste cut there,
    # on Debian bookworm)
    rule(
        "python-version-unsupported",
        E,
        "The system package is built for an older Python than this OS ships",
        r"^\W{0,3}(?P<package>[\w.+-]+) : Depends: python3 \(<< ?(?P<below>[\d.]+)\)|"
        r"^\W{0,3}(?P<package2>[\w.+-]+) : Depends: python3 \(< ?(?P<below2>[\d.]+)\) but "
        r"(?P<python>[\d.]+)",
        ": depends: python3 (<",
        lambda v, _c: (
            f"{v.get('package') or v.get('package2')} is built for Python below "
            f"{v.get('below') or v.get('below2')}, and this OS ships Python "
            f"{v.get('python') or 'newer'}: install its pip release for this Python in a virtual "
            "environment"
            + (" (pip install tflite-runtime, where a wheel for this Python exists)"
               if "tflite" in str(v.get("package") or v.get("package2")) else "")
            + ", or use an OS release whose Python the package supports"
        ),
    ),
    # TF 2.0 made tensors and variables unhashable (tensorflow-recommenders-addons' API docs,
    # round 58: "TypeError: Variable is unhashable. Instead, use tensor.ref() as the key."):
    # code written for TF 1 keys a set or dict by them
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for TF 1 uses a tensor or variable as a set member or dict key",
        # (TF 2.21's runtime says "variable.ref()": tensorflow/python/ops/variables.py)
        r"(?:Variable|Tensor) is unhashable(?:\. Instead, use (?:tensor|variable)\.ref\(\) as the "
        r"key| if Tensor equality is enabled)",
        "is unhashable",
        "Since TF 2.0 tensors and variables are unhashable: key sets and dicts by t.ref() (and "
        "get the object back with .deref()), or by its name",
    ),
    # Apple's tensorflow_macos installer script checking the environment's Python
    # (apple/tensorflow_macos#153: "Python version in specificed virtual environment ... not
    # 3.8.   Python 3.8 required for tensorflow_macos 0.1a2."; its wheels were cp38 only, and a
    # python=3.8 environment fixed it)
    rule(
        "python-version-unsupported",
        E,
        "tensorflow_macos's installer needs another Python than this environment's",
        r"Python (?P<python>\d\.\d+) required for tensorflow_macos (?P<release>[\w.]+)",
        "required for tensorflow_macos",
        lambda v, _c: (
            f"tensorflow_macos {v.get('release')} ships wheels for Python {v.get('python')} "
            f"only: create the environment with it (conda create -n tf python={v.get('python')}) "
            "and run the installer there; TensorFlow 2.13+ installs with pip (tensorflow, "
            "plus tensorflow-metal for the GPU) on current Pythons"
        ),
    ),
    # TensorFlow < 1.13 named a parameter "async", a keyword from Python 3.7 (liziliao/ASNE#10:
    # pywrap_tensorflow_internal.py's "def TFE_ContextOptionsSetAsync(arg1, async):" then
    # "SyntaxError: invalid syntax" on Python 3.7)
    rule(
        "python-version-unsupported",
        E,
        "This TensorFlow is older than the Python: it cannot be imported there",
        r"def TFE_ContextOptionsSetAsync\(arg1, async\)",
        "tfe_contextoptionssetasync(arg1, async)",
        "TensorFlow < 1.13 uses `async` as a name, which Python 3.7 made a keyword: use Python "
        "3.6 for that release (a fresh environment), or TensorFlow 1.13 or newer",
    ),
    # conda/mamba: no build of a package for the environment's pinned Python (NEGU93/cvnn#53:
    # libmamba's "pin-1 is not installable because it requires" / "python 3.11.* , which
    # conflicts with any installable versions previously reported"; the channel's tensorflow
    # builds stopped at 3.10)
    rule(
        "python-version-unsupported",
        E,
        "conda found no build for this environment's Python",
        r"python (?P<python>\d\.\d+)\.\*\s*,? which conflicts with any installable versions "
        r"previously reported",
        "which conflicts with any installable versions",
        lambda v, _c: (
            f"The environment pins Python {v.get('python')}, and the packages it asks for have "
            "no conda build for it (the lines above list the Pythons each would need): create "
            "the environment with one of those (conda create -n tf python=3.X), or pip-install "
            "the package into it beside a TensorFlow that supports this Python"
        ),
    ),
    # TF 1.4-1.5's official wheels, built on Python 3.5, imported by 3.6 (ExcelsiorCJH/
    # Hands-On-ML's chapter 9 notebook: "RuntimeWarning: compiletime version 3.5 of module
    # 'tensorflow.python.framework.fast_tensor_util' does not match runtime version 3.6"; the
    # notebook went on). Harmless: twelve labelled logs of the corpus say so, most naming this
    # id (r14-1-010, r21-1-008, r50-1-010...), one a warning (r65D-1-019)
    rule(
        "benign-compiletime-version-warning",
        Severity.INFO,
        "This TensorFlow was built on another Python than the one running it (harmless)",
        # (and 3.4 under 3.5: a Raspberry Pi wheel, EdjeElectronics/TensorFlow-Object-Detection-
        # on-the-Raspberry-Pi#40, "not an error its a warning")
        r"compiletime version (?P<built>3\.[456]) of module '(?P<module>tensorflow[\w.]*)' does not "
        r"match runtime version (?P<python>3\.[456])\b",
        "does not match runtime version",
        lambda v, _c: (
            f"Harmless: this TensorFlow's extension was compiled with Python {v.get('built')} and "
            f"runs under {v.get('python')}, which it supports (TF 1.4-1.5's official wheels, Raspberry Pi builds); a later "
            "TensorFlow, or its build for this Python, prints no such line"
        ),
        group="compiletime",
    ),
    # under Python 3.7 or later a TF 1.x build for 3.5/3.6 breaks (r14-1-011: "compiletime
    # version 3.6 ... does not match runtime version 3.7", then "SystemError: <built-in function
    # AppendFloat32ArrayToTensorProto> returned NULL"); 3.5 and 3.6 either way went on
    # (r15-1-005, the review of 627b52d)
    rule(
        "python-version-unsupported",
        E,
        "This TensorFlow was built for another Python than the one running it",
        r"compiletime version (?P<built>\d\.\d+) of module '(?P<module>tensorflow[\w.]*)' does not "
        r"match runtime version (?P<python>\d\.\d+)",
        "does not match runtime version",
        lambda v, _c: (
            f"This TensorFlow was compiled for Python {v.get('built')} and runs under "
            f"{v.get('python')}: use Python {v.get('built')} for it (a fresh environment), or a "
            f"TensorFlow that has wheels for {v.get('python')} (TF 1.13+ for 3.7; the Python "
            "column at https://www.tensorflow.org/install/source#tested_build_configurations)"
        ),
        group="compiletime",
    ),
    # Python's site module failing on a package's .pth line at start-up (GoogleCloudPlatform/
    # keras-idiomatic-programmer's workshop notebook: "Error processing line 1 of .../site-
    # packages/google-cloud-aiplatform-nspkg.pth:" ... "Remainder of file ignored"; the pip
    # install went on; the gatherer's name, adopted)
    rule(
        "python-site-pth-error",
        Severity.WARNING,
        "Python could not run a package's .pth line at start-up",
        r"Error processing line \d+ of (?P<pth>\S+\.pth):",
        "error processing line",
        lambda v, _c: (
            f"{v.get('pth')} belongs to a package installed for another Python or left half "
            "installed: reinstall that package (pip install --force-reinstall <its name>) or "
            "delete the .pth file; Python goes on without it"
        ),
    ),
    # pip refusing a package whose Requires-Python excludes this interpreter (stellargraph/
    # stellargraph#2075, round 133: "'stellargraph' requires a different Python: 3.9.7 not in
    # '<3.9.0,>=3.6.0'"; pip's own words since pip 19/20)
    rule(
        "python-version-unsupported",
        E,
        "The package declares it does not run on this Python",
        r"'(?P<package>[\w.-]+)' requires a different Python: (?P<python>[\d.]+) not in '(?P<spec>[^']+)'",
        "requires a different python",
        lambda v, _c: (
            f"{v.get('package')} declares Requires-Python {v.get('spec')}, and this is Python "
            f"{v.get('python')}: use an interpreter in that range for it (a venv or conda env "
            "with that Python), or a release of the package that supports this Python (`pip "
            f"index versions {v.get('package')}`, its changelog)"
        ),
    ),
)
