"""Log rules for the program's own inputs: a data or model file that is not there.

Pasted logs often end with TensorFlow's harmless start-up notices and then the program's
own ``FileNotFoundError`` (kr-colab/ReLERNN#63: an ``.npy`` an earlier step should have
written). That is no TensorFlow setup problem, and saying so is the answer: the path is
named, and ``check`` need not be run. Not for libraries (a ``.so`` that does not load is
the GPU rules'), nor for programs run by name (``'nvidia-smi'``: driver.py; ``'ptxas'``:
device.py). Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR

# a path: with a folder separator or a file extension, and not a shared library
_PATH = r"(?P<path>(?=[^']*(?:[\\/]|\.\w{1,6}'))(?![^']*\.(?:so|dll|dylib)(?:\.[\d.]+)?')[^']+)"


def missing_input(v: Values, ctx: ExplainContext | None) -> str:
    path = v.get("path") or v.get("path2") or v.get("path3") or "the file"
    return (
        f"The program's own input is not there: {path}. This is not a TensorFlow setup "
        "problem: check the path (a relative path is taken from the folder the program "
        "runs in: `pwd`), run the earlier step that writes this file, or in Colab upload "
        "it / mount Drive first"
    )


INPUT_RULES = (
    rule(
        "application-data-missing",
        E,
        "A file the program reads does not exist",
        r"(?:FileNotFoundError|IOError|OSError): \[Errno 2\] No such file or directory: '" + _PATH
        + r"'|"
        # Keras/TF loaders: a SavedModel folder, an .h5 file (h5py's errno 2), tf.io's
        # NotFoundError naming a path
        r"SavedModel file does not exist at: (?P<path2>\S+)|"
        r"Unable to (?:open|synchronously open) file \(unable to open file: name = "
        r"'(?P<path3>[^']+)', errno =\s+2\b",
        ("[errno 2] no such file", "savedmodel file does not exist", "errno = 2"),
        missing_input,
    ),
)
