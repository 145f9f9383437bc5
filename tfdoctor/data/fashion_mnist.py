"""Where smoke-train's data comes from: --data-dir, the Keras cache, a download, or --synthetic.

The Keras cache is where ``keras.datasets.fashion_mnist.load_data()`` keeps its files:
``$KERAS_HOME/datasets/fashion-mnist`` (KERAS_HOME defaults to ``~/.keras``;
keras/src/utils/file_utils.py get_file, cache_subdir "datasets/fashion-mnist"). The
download uses Keras' own origin (keras/src/datasets/fashion_mnist.py,
``https://storage.googleapis.com/tensorflow/tf-keras-datasets/``) and, unlike Keras 3's
loader, verifies each file's size and sha256 against the official values before an
atomic rename into the cache: a half-downloaded file never sits there.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tfdoctor.data.idx import FILES, OFFICIAL, IdxSet, validate_dir
from tfdoctor.records import frozen

KERAS_ORIGIN = "https://storage.googleapis.com/tensorflow/tf-keras-datasets/"
#: Overrides the origin (a mirror, or file:// in tests).
ORIGIN_ENV = "TFDOCTOR_DATA_URL"
#: Opens a URL and returns a readable binary stream (a context manager), given
#: (url, timeout). urllib's urlopen; tests pass one that breaks mid-stream.
Opener = Callable[..., Any]


@frozen
class DataSource:
    """``kind``: data-dir / keras-cache / downloaded / synthetic / missing."""

    kind: str
    folder: Path | None = None
    idx: IdxSet | None = None
    #: what was tried, for the "missing" message (folders looked in, download error)
    tried: tuple[str, ...] = ()

    @property
    def synthetic(self) -> bool:
        return self.kind == "synthetic"


def keras_cache_dir(env: Mapping[str, str]) -> Path:
    home = env.get("KERAS_HOME") or os.path.join(
        env.get("HOME") or os.path.expanduser("~"), ".keras"
    )
    return Path(home) / "datasets" / "fashion-mnist"


def _complete(folder: Path) -> bool:
    return all((folder / name).is_file() for name in FILES.values())


def resolve_data(
    data_dir: Path | None,
    *,
    synthetic: bool,
    env: Mapping[str, str],
    download: bool = True,
    timeout: float = 60.0,
) -> DataSource:
    """Find (or fetch) the four files and validate them; never raises for bad data."""
    if synthetic:
        return DataSource("synthetic")
    if data_dir is not None:
        return DataSource("data-dir", Path(data_dir), validate_dir(Path(data_dir)))
    cache = keras_cache_dir(env)
    if _complete(cache):
        return DataSource("keras-cache", cache, validate_dir(cache))
    tried = [f"the Keras cache {cache}"]
    if download:
        origin = env.get(ORIGIN_ENV) or KERAS_ORIGIN
        error = download_files(cache, origin, OFFICIAL, timeout=timeout)
        if error is None:
            return DataSource("downloaded", cache, validate_dir(cache))
        tried.append(f"downloading from {origin}: {error}")
    return DataSource("missing", cache, None, tuple(tried))


def download_files(
    folder: Path,
    origin: str,
    expected: Mapping[str, tuple[int, str]],
    *,
    timeout: float = 60.0,
    opener: Opener = urllib.request.urlopen,
) -> str | None:
    """Download the missing files of ``expected`` into ``folder``; None or why not.

    ``opener`` is the seam for tests (an interrupted or garbled stream)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot create {folder}: {exc.strerror or exc}"
    for name, (size, sha256) in expected.items():
        if (folder / name).is_file():
            continue
        url = origin.rstrip("/") + "/" + name
        error = _download_one(url, folder / name, size, sha256, timeout, opener)
        if error:
            return f"{name}: {error}"
    return None


def _download_one(
    url: str, dest: Path, size: int, sha256: str, timeout: float, opener: Opener
) -> str | None:
    digest = hashlib.sha256()
    got = 0
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".part", dir=dest.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            with opener(url, timeout=timeout) as resp:  # https, or file:// for a mirror
                for chunk in iter(lambda: resp.read(1 << 16), b""):
                    digest.update(chunk)
                    got += len(chunk)
                    out.write(chunk)
        if got != size or digest.hexdigest() != sha256:
            return (
                f"checksum mismatch ({got} bytes, sha256 {digest.hexdigest()[:16]}...; "
                f"expected {size} bytes, {sha256[:16]}...)"
            )
        os.replace(tmp, dest)
        tmp = ""
        return None
    # http.client.IncompleteRead (a connection cut mid-body) is an HTTPException, not
    # an OSError: without it an interrupted download was a traceback.
    except (urllib.error.URLError, OSError, ValueError, http.client.HTTPException) as exc:
        reason = getattr(exc, "reason", None) or exc
        return f"{type(exc).__name__}: {reason}"
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass
