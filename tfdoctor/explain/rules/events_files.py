"""An event rule for a file the program WRITES whose folder does not exist: the same "No such
file or directory" as a missing input, told apart by the frames (a file opened for writing,
matplotlib's savefig, a writer's own call). The traceback is real:
tests/data/tracebacks/SOURCES.md (lykaust15/Deep_learning_examples, round 118)."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_MISSING = re.compile(
    # (TF's posix words are the path, "; " and strerror: a path may hold spaces, Colab's
    # "My Drive"; the review of the twentieth session)
    r"No such file or directory: '(?P<path>[^']+)'|^(?P<path2>.+?); No such file or directory$"
)
#: open(..., 'w'/'wb'/'w+b'/'a'/'x'...) in the frame's source line (its first argument may hold a
#: call: open(os.path.join(d, 'h.json'), 'w'))
_WRITE_OPEN = re.compile(
    r"\bopen\(.*,\s*(?:mode\s*=\s*)?['\"](?=[^'\"]*[wax])[rwxabt+]{1,4}['\"]"
)
#: the writers whose frames say the path was being written
_WRITERS = frozenset({
    "savefig", "print_figure", "print_pdf", "print_png", "print_svg", "imwrite", "imsave",
    "to_csv", "savetxt", "savez", "save_img",
    # the stdlib csv writer over tf_keras 2.21's CSVLogger, whose gfile opens lazily: TF's
    # "NotFoundError: PATH; No such file or directory" at the first row (real run
    # s20b-tfk_csvlogger_nodir, tf-2.21-runs/SOURCES.md)
    "writerow", "writeheader",
})  # fmt: skip
#: a path inside an installed package is a file it reads (a stale font cache), never an output
_INSTALLED = re.compile(r"[\\/](?:site|dist)-packages[\\/]|[\\/]mpl-data[\\/]")


def output_dir_missing(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _MISSING.search(r.message.strip())
    if m is None or r.short_type not in ("IOError", "FileNotFoundError", "OSError", "NotFoundError"):
        return None
    if (r.short_type == "NotFoundError") != (m.group("path2") is not None):
        return None  # TF's own wording only from TF's NotFoundError, Python's from Python's
    path = (m.group("path") or m.group("path2")).replace("\\\\", "\\")  # a repr: one separator
    if "/" not in path.replace("\\", "/") or _INSTALLED.search(path) or not r.frames:
        return None  # a bare file name: its folder is the working directory, which exists
    # the innermost frame decides (the review of the fourteenth session: a font matplotlib reads
    # inside savefig is no output): a writer's own frame or its open() for writing
    last = r.frames[-1]
    writing = (
        bool(_WRITE_OPEN.search(last.source))
        or last.func.split("(")[0].split(".")[-1] in _WRITERS
        # Keras 3's file_utils.File(path, mode): Keras checks that a file exists before each
        # read through it (csv_logger.py:44, backup_and_restore.py:148), so a missing one there
        # is a write (keras 3.15's file_utils.py:543; real run s20b-k3_csvlogger_nodir)
        or (last.func == "File" and last.path.replace("\\", "/").endswith("keras/src/utils/file_utils.py"))
        # TF's FileIO opened for writing (tf.io.gfile.GFile(path, "w"), gfile-based writers):
        # file_io.py's _prewrite_check makes the WritableFile (TF 2.21; the review of the
        # twentieth session)
        or (last.func == "_prewrite_check" and last.path.replace("\\", "/").endswith("lib/io/file_io.py"))
    )
    return {"path": path, "replaces": ("application-data-missing",)} if writing else None


def output_dir_missing_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    path = str(v.get("path"))
    folder = re.split(r"[\\/](?=[^\\/]*$)", path)[0]
    raw = "r" if "\\" in folder else ""  # a Windows folder as a raw string, its own separators
    return Finding(
        "output-dir-missing",
        Severity.ERROR,
        "The folder a file is written to does not exist",
        f"Nothing to do with TensorFlow: create {folder} before writing "
        f"(os.makedirs({raw}'{folder}', exist_ok=True)), or write {path} somewhere that exists",
        ev,
        values=dict(v),
    )


# --- a pickle needing a module this side has not got (dill's or pickle's find_class) ---------
# (the review of the fourteenth session: the usual multi-line form, `File ".../dill/_dill.py",
# line 827, in find_class` then "No module named 'tensorflow.python.framework.tensor'"; the
# line rule beam-worker-package-version-mismatch reads the one-line paste, apache/beam#27480)
_NO_MODULE = re.compile(r"No module named '(?P<module>[\w.]+)'")


def unpickle_module_missing(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _NO_MODULE.search(r.message)
    if m is None or r.short_type not in ("ModuleNotFoundError", "ImportError") or not r.frames:
        return None
    if r.frames[-1].func.split("(")[0].strip() != "find_class":
        return None
    workers = any(re.search(r"apache_beam|pyspark|dataflow", fr.path) for fr in r.frames)
    return {"module": m.group("module"), "workers": workers, "replaces": ("tensorflow-api-mismatch",)}


def unpickle_module_missing_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    from tfdoctor.explain.rules.pipelines import unpickle_remedy

    return Finding(
        "beam-worker-package-version-mismatch",
        Severity.ERROR,
        "A pickle needs a module this side's packages have not got (pickled under another release)"
        if "." in str(v.get("module")) else "A pickle names a module this Python cannot import",
        unpickle_remedy(str(v.get("module")), bool(v.get("workers"))),
        ev,
        values=dict(v),
    )


# --- a Python 2 pickle read by Python 3 ------------------------------------------------------
# pickle.load of a file Python 2 wrote: its str objects are bytes, and Python 3 decodes them
# as ASCII by default (mnielsen/neural-networks-and-deep-learning#75, tflearn/tflearn#57,
# microsoft/AI-For-Beginners#241: "UnicodeDecodeError: 'ascii' codec can't decode byte 0x90 in
# position 614: ordinal not in range(128)" under `pickle.load(f)`; the fix in each thread:
# encoding='latin1'). Python's pickle docs: "Using encoding='latin1' is required for unpickling
# NumPy arrays and instances of datetime, date and time pickled by Python 2"; numpy.load's
# docs: encoding "Only useful when loading Python 2 generated pickled files", 'latin1',
# 'ASCII' or 'bytes'. Without a pickle frame the same words are a locale's (a C-locale
# container reading a UTF-8 file) and stay unrecognised-error.
_ASCII_DECODE = re.compile(r"'ascii' codec can't decode byte (?P<byte>0x[0-9a-f]{2})")
_PICKLE_FRAME = re.compile(
    r"\b(?:c?[Pp]ickle|_pickle|dill|joblib)\.(?:_?[Uu]npickler|loads?)\b|\bUnpickler\b|"
    r"\b(?:np|numpy)\.load\(|\bread_pickle\("
)
_PICKLE_PATH = re.compile(r"[\\/](?:pickle|npyio|_npyio_impl)\.py$|[\\/]numpy[\\/]lib[\\/]format\.py$")


def python2_pickle(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _ASCII_DECODE.search(r.message)
    if m is None or r.short_type != "UnicodeDecodeError" or not r.frames:
        return None
    numpy = any(re.search(r"\b(?:np|numpy)\.load\(", fr.source) or re.search(r"npyio|numpy[\\/]lib", fr.path)
                for fr in r.frames)  # fmt: skip
    if not any(_PICKLE_FRAME.search(fr.source) or _PICKLE_PATH.search(fr.path) for fr in r.frames):
        return None
    return {"byte": m.group("byte"), "numpy": numpy}


def python2_pickle_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    how = (
        "np.load(path, allow_pickle=True, encoding='latin1')"
        if v.get("numpy") else "pickle.load(f, encoding='latin1')"
    )
    return Finding(
        "python2-pickle-encoding",
        Severity.ERROR,
        "A pickle written by Python 2 was read by Python 3 with the default ASCII decoding",
        f"Nothing to do with TensorFlow: the file was pickled by Python 2, whose text is bytes. "
        f"Load it with {how} (latin1 keeps NumPy arrays and dates intact; encoding='bytes' "
        "gives bytes keys), or re-save it once from Python 3 and use that file",
        ev,
        values=dict(v),
    )


def leftover_note(module: str) -> str:
    """A shadow guessed with no file named: an uninstall's leftover folder (no __init__.py, a
    namespace package) reads the same (a real run, the nineteenth session)."""
    return (
        f". If there is no such file, site-packages/{module} is a leftover of an uninstall (import "
        f"{module}; print({module}.__path__) shows the folder): pip uninstall every package that "
        "installs it, delete the folder, and install one"
    )
