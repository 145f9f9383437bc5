"""Log rules for h5py and HDF5 under Keras: h5py 3's str attributes that Keras before 2.4
still decodes, and an h5py built against another HDF5 than the one it loads. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR


#: the one remedy for h5py 3 under a Keras written for h5py 2 (this module's log rule and
#: events_api's frame rule). The wheels' Requires-Dist (pip's resolver): TF 2.3.0
#: h5py<2.11.0,>=2.10.0, 2.4.0 h5py~=2.10.0, 2.5.0 h5py~=3.1.0
H5PY3_REMEDY = (
    'pip install "h5py<3" for this TensorFlow/Keras (TF 2.3 declares h5py<2.11,>=2.10 and 2.4 '
    "h5py~=2.10.0; 2.5 is the first on h5py 3), or move to TensorFlow 2.5 or newer"
)


def _h5py(v: Values, ctx: ExplainContext | None) -> str:
    return H5PY3_REMEDY


def _h5py_hdf5(v: Values) -> str:
    built = f" (built against {v['built']}, loaded {v['hdf5']})" if v.get("built") else ""
    return (
        f"A module linked against HDF5 (h5py under Keras; netCDF4, GDAL or PyTables too: the "
        f"import above it says which) and the HDF5 library it loads are from different builds{built}: "
        "install both from one source, in conda `conda install -c conda-forge h5py hdf5` (or that "
        "module with hdf5, one channel), with pip `pip install --force-reinstall --no-cache-dir "
        "h5py` (its wheel bundles HDF5); HDF5 warns of corrupt data or crashes until then"
    )


HDF5_RULES = (
    # h5py 3 reads string attributes as str; Keras before TF 2.4 still .decode()s them when
    # it loads an .h5 file (mdhmz1/Auto-Annotate#13: "original_keras_version =
    # f.attrs['keras_version'].decode('utf8')", then "'str' object has no attribute 'decode'")
    rule(
        "h5py-incompatible",
        E,
        "h5py 3 is newer than this Keras's .h5 loading code expects",
        r"attrs(?:\.get\()?\[?['\"](?P<attr>keras_version|backend|model_config|training_config)"
        r"['\"]\]?\)?\.decode\(|"
        # the exception alone: in TensorFlow logs this is Keras < 2.4 reading an .h5 under
        # h5py 3 (percent4/spo_extract_platform#7, fixed with h5py 2.10.0)
        r"AttributeError: 'str' object has no attribute 'decode'|"
        # VS Code's debugger puts the type on the line above (r17-0-011: "Exception has
        # occurred: AttributeError" then the message alone; fixed with h5py 2.10)
        r"^\W{0,3}'str' object has no attribute 'decode'\W{0,3}$|"
        # in words, with Keras's .h5 loading on the same line (matterport/Mask_RCNN#2660)
        r"(?:hdf5|h5py|keras).*'str' object has no attribute 'decode'",
        ("keras_version", "'backend'", "model_config", "training_config",
         "'str' object has no attribute 'decode'"),
        _h5py,
    ),
    # h5py built against another HDF5 than the one loaded (h5py/h5py#1549: "h5py is running
    # against HDF5 1.10.5 when it was built against 1.10.4" and HDF5's own "HDF5 library
    # version mismatched error", in a conda env mixing channels; HDF5's H5check_version then
    # aborts unless HDF5_DISABLE_VERSION_CHECK is set: mailrocketsystems/AIComputerVision#1's
    # "Headers are 1.10.4, library is 1.10.5")
    rule(
        "hdf5-library-mismatch",
        E,
        "A module was built against another HDF5 library than the one it loads (h5py, netCDF4, ...)",
        r"h5py is running against HDF5 (?P<hdf5>[\d.]+) when it was built against "
        r"(?P<built>[\d.]+)|(?P<mismatch>HDF5 library version mismatched error)|"
        r"^Headers are (?P<built2>\d+\.\d+\.\d+), library is (?P<hdf52>\d+\.\d+\.\d+)",
        ("running against hdf5", "hdf5 library version mismatched", "headers are "),
        lambda v, _c: _h5py_hdf5(v),
    ),
    # HDF5 (1.10+) locks each file it opens; a cluster's shared file system that does not
    # implement locks refuses (qqwweee/keras-yolo3#443: "file locking disabled on this file
    # system (use HDF5_USE_FILE_LOCKING environment variable to override), errno = 38";
    # kiharalab/DOVE#9: "unable to lock file, errno = 95, error message = 'Operation not
    # supported'"). ENOLCK (37), ENOSYS (38), EOPNOTSUPP (95); errno 11 (EAGAIN) is a lock
    # another process holds, not this. (h5py.File(locking=...): in 3.5.0's files.py, not 3.4.0's)
    rule(
        "hdf5-file-locking-unsupported",
        E,
        "HDF5 cannot lock files on this file system (a shared or network file system)",
        # (524, the kernel's ENOTSUPP, "Unknown error 524" on NERSC's file system: jessieren/
        # DeepVirFinder#19)
        r"file locking disabled on this file system|unable to lock file, errno = (?P<errno>37|38|95|524)\b",
        ("file locking disabled", "unable to lock file"),
        "The file system holding the .h5 file (a cluster's shared or network storage) does not "
        "implement the locks HDF5 takes: export HDF5_USE_FILE_LOCKING=FALSE before the program "
        "runs (in the job script, or os.environ before h5py/Keras is imported), or keep the .h5 "
        "on a local disk (node scratch); h5py 3.5+ with HDF5 1.10.7+ or 1.12.1+ also takes "
        "h5py.File(..., locking=False)",
    ),
    # errno 11 (EAGAIN, "Resource temporarily unavailable"): the lock is there and another
    # holder has it: a second process writing the same .h5 (exalearn/EXARL#9, round 141: every
    # MPI rank calling save_weights on one path), DataLoader workers beside a writer (code
    # index 29106578032), a run still alive, HDFView. Not the file system's refusal (above).
    rule(
        "hdf5-file-locked-concurrent-writers",
        E,
        "Another process holds this HDF5 file (.h5) open: its lock refused this one",
        r"unable to lock file, errno = 11\b",
        "unable to lock file",
        "Another process (or another open handle) holds the .h5 file: several ranks or workers "
        "writing one path (save from one only, e.g. `if hvd.rank() == 0:`, or give each its own "
        "file name), an earlier run or notebook kernel still alive (ps/lsof shows it), or a "
        "viewer keeping it open. Close that holder; HDF5_USE_FILE_LOCKING=FALSE only hides the "
        "race when two writers are real",
    ),
    # HDF5's own list of the files this process has open: a handle never closed (a notebook
    # cell that raised before f.close(): OdysseasKr/irmas-cnn#1, round 141, "unable to truncate
    # a file which is already open"; reopening read-write what is open read-only: HDF5's
    # H5F_open, "file is already open for read-only", code index 11674127579)
    rule(
        "hdf5-file-already-open",
        E,
        "This process already has the HDF5 file (.h5) open, and cannot open it again that way",
        r"unable to truncate a file which is already open|file is already open for read-only",
        ("unable to truncate a file which is already open", "file is already open for read-only"),
        "An h5py.File (or a Keras model/loader) in this same process still holds the file: close "
        "it first (f.close(), or open it in a `with h5py.File(...) as f:` block so an error "
        "closes it), and in a notebook restart the kernel after a cell that failed with it open; "
        "do not write a model or dataset over the .h5 it is being read from",
    ),
    # a pathlib.Path given where the code calls str methods on the path (sentiment-analysis-
    # spanish/sentiment-spanish#2, round 141: TF 2.2's tf.keras _is_hdf5_filepath does
    # "filepath.endswith('.h5')" and load_weights(Path) raised "'PosixPath' object has no
    # attribute 'endswith'"; load_weights(str(path)) fixed it)
    rule(
        "keras-filepath-not-str",
        E,
        "A pathlib.Path was passed where the code expects the path as a str",
        r"'(?P<cls>PosixPath|WindowsPath|PurePosixPath|PureWindowsPath)' object has no attribute "
        r"'(?P<attr>endswith|startswith|split|rsplit|rfind|find|lower|upper|decode|encode|"
        r"replace|strip|rstrip|format)'",
        "path' object has no attribute",
        lambda v, _c: (
            f"The function that raised calls the str method {v.get('attr')}() on its path "
            f"argument and got a {v.get('cls')}: pass str(path) (e.g. "
            "model.load_weights(str(path)), load_model(str(path)))"
        ),
    ),
    # tf.keras saving or loading .h5 without h5py installed (thibo73800/aihub's Keras cheat
    # sheet, round 99: "ImportError: `save_weights` requires h5py when saving in hdf5.")
    rule(
        "python-module-missing",
        E,
        "h5py is not installed, and Keras needs it for .h5 files",
        # (the exception, not Jupyter's source line "raise ImportError('`load_weights` requires
        # h5py.')" of a frame: r65D-1-003)
        r"^(?!.*\braise\b)\W{0,3}(?:ImportError: )?`(?P<call>save_weights|load_weights|save_model|"
        r"load_model|save)` requires h5py|"
        # (the import itself: Keras 2.0's models.py "import h5py" inside save_model,
        # gagneurlab/concise's notebook, round 144, "ImportError: No module named 'h5py'";
        # h5py is in TF_STACK, so the generic rule leaves it to this one)
        r"No module named '?(?P<h5py>h5py)(?:'|\s*$)",
        ("requires h5py", "no module named 'h5py", "no module named h5py"),
        lambda v, _c: (
            f"{v.get('call') or 'Keras (.h5 files)'} writes or reads HDF5 through h5py, which is not installed here: "
            "python -m pip install h5py in the Python that runs the program, or save in "
            "TensorFlow's own format (a checkpoint path without .h5; Keras 3: .keras / "
            ".weights.h5 still need h5py)"
        ),
    ),
    # h5py creating a file in a folder that does not exist (h5py/h5py#1900, round 140: a Keras
    # ModelCheckpoint's "OSError: Unable to create file (unable to open file: name = 'models/
    # bidirectional_LSTM_best_weights_01-0.8518.hdf5', errno = 2, ..."; "Solved by giving right
    # directory path")
    rule(
        "output-dir-missing",
        Severity.ERROR,
        "The folder of the HDF5 file being written does not exist",
        r"Unable to (?:synchronously )?create file \(unable to open file: name = '(?P<path>[^']+)', "
        r"errno = 2\b",
        "unable to open file: name =",
        lambda v, _c: (
            f"Nothing can be written at {v.get('path')}: its folder does not exist (relative to the "
            "working directory). Create it first (os.makedirs(os.path.dirname(path), "
            "exist_ok=True)) or give a path in an existing folder"
        ),
    ),
)
