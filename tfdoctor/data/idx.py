"""Fashion-MNIST IDX files: locate, validate and describe them with the standard library.

The parent validates the four gzipped IDX files before any TensorFlow child starts, so a
corrupt, truncated or mismatched file is a finding naming that file, never a NumPy
traceback from inside ``np.frombuffer(...).reshape(...)``.

IDX format (Y. LeCun's MNIST page, reused unchanged by Fashion-MNIST): a big-endian
header ``0x0000 <type> <ndims>`` then one 32-bit size per dimension, then the data.
Images are ``0x00000803`` (2051: unsigned byte, 3 dims) then N, 28, 28; labels are
``0x00000801`` (2049: unsigned byte, 1 dim) then N. Keras' own loader
(keras/src/datasets/fashion_mnist.py) skips the 16/8 header bytes and trusts them.
"""

from __future__ import annotations

import gzip
import hashlib
import struct
import zlib
from pathlib import Path

from tfdoctor.records import frozen

IMAGES_MAGIC = 2051
LABELS_MAGIC = 2049
ROWS = COLS = 28
NUM_CLASSES = 10

#: role -> file name, as keras.datasets.fashion_mnist.load_data() names them in its cache.
FILES = {
    "train_images": "train-images-idx3-ubyte.gz",
    "train_labels": "train-labels-idx1-ubyte.gz",
    "test_images": "t10k-images-idx3-ubyte.gz",
    "test_labels": "t10k-labels-idx1-ubyte.gz",
}

#: The official full files: (size in bytes, sha256 of the .gz). Source: tensorflow/datasets
#: tensorflow_datasets/url_checksums/fashion_mnist.txt @333639b3 (the same files Keras
#: downloads from storage.googleapis.com/tensorflow/tf-keras-datasets/; Keras' download
#: logs show the same sizes). The installed Keras 3 loader
#: (keras/src/datasets/fashion_mnist.py) passes no file_hash, so it verifies nothing;
#: Zalando's README (zalandoresearch/fashion-mnist) lists MD5s of the same files.
OFFICIAL = {
    "train-images-idx3-ubyte.gz": (
        26421880,
        "3aede38d61863908ad78613f6a32ed271626dd12800ba2636569512369268a84",
    ),
    "train-labels-idx1-ubyte.gz": (
        29515,
        "a04f17134ac03560a47e3764e11b92fc97de4d1bfaf8ba1a3aa29af54cc90845",
    ),
    "t10k-images-idx3-ubyte.gz": (
        4422102,
        "346e55b948d973a97e58d2351dde16a484bd415d4595297633bb08f03db6a073",
    ),
    "t10k-labels-idx1-ubyte.gz": (
        5148,
        "67da17c76eaffca5446c3361aaab5c3cd6d1c2608764d35dfb1850b086bf8dd5",
    ),
}
OFFICIAL_COUNTS = {"train": 60000, "test": 10000}


@frozen
class IdxFile:
    """One valid IDX file."""

    path: Path
    role: str
    count: int
    size: int
    sha256: str


@frozen
class IdxProblem:
    """Why one file cannot be used; ``kind``: missing / corrupt / mismatch / checksum."""

    path: Path
    kind: str
    reason: str


@frozen
class IdxSet:
    folder: Path
    files: tuple[IdxFile, ...] = ()
    problems: tuple[IdxProblem, ...] = ()
    #: True: the four official files, byte for byte; False: valid but not them (a subset,
    #: a re-compressed copy); None: not known (problems).
    official: bool | None = None

    @property
    def ok(self) -> bool:
        return not any(p.kind != "checksum" for p in self.problems) and len(self.files) == 4

    def count(self, role: str) -> int:
        return next((f.count for f in self.files if f.role == role), 0)


def _is_images(role: str) -> bool:
    return role.endswith("images")


def read_idx(path: Path, role: str) -> IdxFile | IdxProblem:
    """Validate one gzipped IDX file of ``role`` (a key of FILES)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return IdxProblem(path, "missing", "the file is missing")
    except OSError as exc:
        return IdxProblem(path, "corrupt", f"cannot read it: {exc.strerror or exc}")
    try:
        data = gzip.decompress(raw)
    except (OSError, EOFError, zlib.error) as exc:
        # EOFError: "Compressed file ended before the end-of-stream marker was reached"
        # (a truncated download); BadGzipFile (an OSError): not gzip at all.
        return IdxProblem(path, "corrupt", f"not a complete gzip file ({exc})")
    images = _is_images(role)
    header = 16 if images else 8
    if len(data) < header:
        return IdxProblem(path, "corrupt", f"only {len(data)} bytes, shorter than the IDX header")
    magic, count = struct.unpack(">II", data[:8])
    want_magic = IMAGES_MAGIC if images else LABELS_MAGIC
    if magic != want_magic:
        what = "images" if images else "labels"
        return IdxProblem(
            path, "corrupt", f"magic number {magic}, expected {want_magic} (IDX {what})"
        )
    item = ROWS * COLS if images else 1
    if images:
        rows, cols = struct.unpack(">II", data[8:16])
        if (rows, cols) != (ROWS, COLS):
            return IdxProblem(path, "corrupt", f"images are {rows}x{cols}, expected 28x28")
    expected = header + count * item
    if len(data) != expected:
        return IdxProblem(
            path,
            "corrupt",
            f"the header says {count} records ({expected} bytes) but the data is {len(data)} bytes",
        )
    if not images and count and max(data[header:]) >= NUM_CLASSES:
        return IdxProblem(
            path, "corrupt", f"label {max(data[header:])} is out of range 0-{NUM_CLASSES - 1}"
        )
    return IdxFile(path, role, count, len(raw), hashlib.sha256(raw).hexdigest())


def validate_dir(folder: Path) -> IdxSet:
    """Validate the four files in ``folder``; cross-check counts and official checksums."""
    folder = Path(folder)
    files: list[IdxFile] = []
    problems: list[IdxProblem] = []
    for role, name in FILES.items():
        got = read_idx(folder / name, role)
        (files if isinstance(got, IdxFile) else problems).append(got)  # type: ignore[arg-type]
    by_role = {f.role: f for f in files}
    for part in ("train", "test"):
        img, lab = by_role.get(f"{part}_images"), by_role.get(f"{part}_labels")
        if img and lab and img.count != lab.count:
            problems.append(
                IdxProblem(
                    lab.path,
                    "mismatch",
                    f"{lab.count} labels for {img.count} images in {img.path.name}",
                )
            )
    official: bool | None = None
    if not problems:
        official = all(OFFICIAL[f.path.name] == (f.size, f.sha256) for f in files)
        full = all(by_role[f"{p}_images"].count == n for p, n in OFFICIAL_COUNTS.items())
        if full and not official:
            # Full-size but not byte-identical: a re-compressed copy is fine, a tampered or
            # damaged one is not; we cannot tell which, so say so (a warning).
            for f in files:
                if OFFICIAL[f.path.name] != (f.size, f.sha256):
                    problems.append(
                        IdxProblem(
                            f.path,
                            "checksum",
                            f"sha256 {f.sha256[:16]}... is not the official "
                            f"{OFFICIAL[f.path.name][1][:16]}...",
                        )
                    )
    return IdxSet(folder, tuple(files), tuple(problems), official)
