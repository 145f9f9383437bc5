"""Log rules for loading data from files in TensorFlow 2.21 / Keras 3.15 / tf_keras 2.21's own
words, found by real runs made after the rules (the nineteenth session's seventh check, files
tests/data/tracebacks/tf-2.21-runs/s19m-*): tf.io.read_file's missing path in a function node or
alone in a Graph execution error, flow_from_dataframe's "validated image filenames", an empty
Sequence, text_dataset_from_directory, OpenCV's empty-image assertion after cv2.imread returned
None, NumPy's inhomogeneous array, decode_wav of a file that is not a WAV, np.load of object
arrays, make_csv_dataset's columns, and TensorFlow Datasets' splits and unprepared data. The words
are the installed libraries' (keras/src/utils/text_dataset_utils.py, numpy/lib/format.py,
tensorflow/python/data/experimental/ops/readers.py, tensorflow_datasets' core). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.inputs import missing_input
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's data or code, not the environment)"
#: data loading in today's words
DATA_WORD_RULES = (
    rule(
        "application-data-missing",
        E,
        "A file the program reads does not exist",
        # (not a cache()'s lock file, which it writes: tfdata_runtime_words.py)
        r"\}\} (?P<path>(?![^;\s]*\.lockfile;)[^;\s]+); No such file or directory \[Op:(?!CreateSummaryFileWriter)|^\W{0,3}(?P<path2>[^\s;:]+\.\w{2,5}); No "
        r"such file or directory\s*$",
        "; no such file or directory",
        lambda v, c: missing_input({"path": v.get("path") or v.get("path2")}, c),
    ),
    rule(
        "dataset-no-images-found",
        E,
        "Keras found no files in the folder or table it was given",
        r"No text files found in directory (?P<dir>.+?)\. Allowed format|Asked to retrieve element 0, "
        r"but the Sequence has length 0",
        ("no text files found in directory", "but the sequence has length 0"),
        lambda v, _c: (
            (f"{v.get('dir')} holds no .txt file under a class subfolder: text_dataset_from_"
             "directory reads dir/<class>/<file>.txt" if v.get("dir") else
             "The generator has no batch at all: flow_from_directory / flow_from_dataframe found "
             "no file (the 'Found 0 ...' line above): check the directory, the file names in the "
             "table's column, and the extensions")
            + "; paths are relative to the working directory"
        ),
    ),
    rule(
        "dataset-no-images-found",
        Severity.WARNING,
        "flow_from_dataframe found none of the files the table names",
        r"Found 0 validated image filenames belonging to (?P<classes>\d+) class",
        "found 0 validated image filenames",
        "None of the table's file names exists under the directory given: check directory= and "
        "the x_col column (names with or without extension, relative to directory); training on it "
        "fails next",
    ),
    rule(
        "opencv-image-not-loaded",
        E,
        "OpenCV was given an empty image: cv2.imread returned None" + NOT_ENV,
        r"\(-215(?::Assertion failed)?\) !_?(?:src|ssize|img|image)\.empty\(\) in function '(?P<fn>\w+)'",
        ".empty() in function",
        lambda v, _c: (
            f"cv2.{v.get('fn')} got an empty image: cv2.imread returns None for a path that does "
            "not exist or a file it cannot decode (no error of its own). Check the path "
            "(os.path.exists) and test `img is None` after each imread"
        ),
    ),
    rule(
        "non-numeric-input-data",
        E,
        "NumPy could not stack the items into one array: they differ in shape" + NOT_ENV,
        r"setting an array element with a sequence\. The requested array has an inhomogeneous shape",
        "the requested array has an inhomogeneous shape",
        "The list holds items of different shapes (or a None among arrays: an image cv2.imread "
        "could not read): resize every image to one size, drop the None ones, or pad sequences "
        "(keras.utils.pad_sequences) before np.array / fit",
    ),
    rule(
        "audio-decode-not-wav",
        E,
        "tf.audio.decode_wav was given a file that is not a WAV" + NOT_ENV,
        r"Header mismatch: Expected RIFF but found (?P<found>\S+)",
        "expected riff but found",
        lambda v, _c: (
            f"The file starts with {v.get('found')}, not RIFF ({'an MP3' if v.get('found') == 'ID3' else 'not a WAV'}): "
            "convert the files to 16-bit PCM WAV (ffmpeg -i in.mp3 out.wav), or decode them with "
            "another reader (tensorflow-io's tfio.audio, librosa)"
        ),
    ),
    rule(
        "numpy-load-pickle-disallowed",
        E,
        "np.load refused an array of Python objects: allow_pickle is False (NumPy 1.16.3+)",
        r"Object arrays cannot be loaded when allow_pickle=False",
        "object arrays cannot be loaded when allow_pickle=false",
        "The .npy/.npz holds Python objects, which np.load reads only with np.load(path, "
        "allow_pickle=True): do that for a file you trust; old code that calls np.load for you "
        "(Keras < 2.2.5's imdb.load_data) needs a newer release",
    ),
    rule(
        "tfdata-csv-column-unknown",
        E,
        "make_csv_dataset was given a column name the CSV does not have" + NOT_ENV,
        r"`label_name` provided must be one of the columns: (?P<cols>\[[^\]]*\])\. Received: "
        r"(?P<name>\S+?)\.?\s*$|Column (?P<col>\S+) specified in `select_columns` must be of one of "
        r"the columns",
        ("`label_name` provided must be one of the columns", "specified in `select_columns`"),
        lambda v, _c: (
            f"'{v.get('name') or v.get('col')}' is not a header of the CSV"
            + (f" ({v.get('cols')})" if v.get("cols") else "")
            + ": names are case-sensitive and come from the first line (column_names= when the "
            "file has none)"
        ),
    ),
    rule(
        "tfds-split-not-found",
        E,
        "TensorFlow Datasets has no split of that name for this dataset" + NOT_ENV,
        r"Unknown split '(?P<split>[^']+)'\. Should be one of (?P<splits>\[[^\]]*\])",
        "unknown split '",
        lambda v, _c: (
            f"'{v.get('split')}' is not a split of this dataset, which has {v.get('splits')}: "
            "take one of those, or cut one yourself (split=['train[:80%]', 'train[80%:]'])"
        ),
    ),
    rule(
        "tfds-dataset-not-prepared",
        E,
        "TensorFlow Datasets was told not to download and finds no prepared data",
        r"Dataset (?P<name>\w+): could not find data in (?P<dir>\S+?)\. Please make sure to call "
        r"dataset_builder\.download_and_prepare\(\)",
        "could not find data in",
        lambda v, _c: (
            f"{v.get('name')} is not prepared under {v.get('dir')}: pass download=True (needs the "
            "network once), run download_and_prepare() where there is a network and copy the "
            "folder here, or point data_dir= at the folder that holds it"
        ),
    ),
)
