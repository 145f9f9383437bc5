"""IDX validation and data resolution, standard library only (no TensorFlow)."""

from __future__ import annotations

import gzip
import hashlib

import pytest

from tests.support.helpers import shared
from tests.support.idxdata import images_bytes, labels_bytes, learnable, write_dataset
from tfdoctor.data.fashion_mnist import download_files, keras_cache_dir, resolve_data
from tfdoctor.data.idx import FILES, OFFICIAL, read_idx, validate_dir
from tfdoctor.judge.rules.smoke import bad_input, data_findings


def test_valid_generated_set(tmp_path):
    s = validate_dir(write_dataset(tmp_path))
    assert s.ok and s.problems == ()
    assert (s.count("train_images"), s.count("test_images")) == (200, 50)
    assert s.official is False


def _gz(data: bytes) -> bytes:
    return gzip.compress(data)


px, lb = learnable(3, seed=1)


@pytest.mark.parametrize(
    "role,content,kind,words",
    [
        pytest.param(
            "train_images", _gz(images_bytes(px))[:-20], "corrupt", "gzip", id="truncated-gz"
        ),
        pytest.param("train_images", images_bytes(px), "corrupt", "gzip", id="not-gzipped"),
        pytest.param(
            "train_images", _gz(images_bytes(px, magic=2049)), "corrupt", "magic", id="bad-magic"
        ),
        pytest.param(
            "train_images",
            _gz(images_bytes(px, rows=32, cols=32)),
            "corrupt",
            "32x32",
            id="wrong-dims",
        ),
        pytest.param(
            "train_images",
            _gz(images_bytes(px)[:-100]),
            "corrupt",
            "header says 3",
            id="short-data",
        ),
        pytest.param(
            "train_labels",
            _gz(labels_bytes([1, 2, 11])),
            "corrupt",
            "out of range",
            id="label-range",
        ),
        pytest.param("train_labels", _gz(b"\x00\x00"), "corrupt", "shorter", id="tiny-file"),
    ],
)
def test_bad_file_is_named(tmp_path, role, content, kind, words):
    folder = write_dataset(tmp_path)
    (folder / FILES[role]).write_bytes(content)
    s = validate_dir(folder)
    assert not s.ok
    [p] = [p for p in s.problems if p.path.name == FILES[role]]
    assert p.kind == kind and words in p.reason
    findings = data_findings(_source(folder, s))
    assert bad_input(findings)
    assert any(FILES[role] in f.title for f in findings)


def _source(folder, s):
    from tfdoctor.data.fashion_mnist import DataSource

    return DataSource("data-dir", folder, s)


def test_count_mismatch_between_images_and_labels(tmp_path):
    folder = write_dataset(tmp_path)
    (folder / FILES["test_labels"]).write_bytes(_gz(labels_bytes(lb)))  # 3 labels, 50 images
    s = validate_dir(folder)
    [p] = s.problems
    assert p.kind == "mismatch" and "3 labels for 50 images" in p.reason
    assert [f.id for f in data_findings(_source(folder, s))] == ["idx-count-mismatch"]


def test_missing_file(tmp_path):
    folder = write_dataset(tmp_path)
    (folder / FILES["test_images"]).unlink()
    s = validate_dir(folder)
    assert [p.kind for p in s.problems] == ["missing"]
    assert data_findings(_source(folder, s))[0].id == "idx-file-missing"


def test_read_idx_missing_path(tmp_path):
    got = read_idx(tmp_path / "nope.gz", "train_labels")
    assert got.kind == "missing"


def test_real_subset_is_valid_but_not_official():
    folder = shared("data/fashion-mnist-subset")
    s = validate_dir(folder)
    assert s.ok and s.official is False
    assert (s.count("train_images"), s.count("test_images")) == (7000, 1000)
    ids = [f.id for f in data_findings(_source(folder, s))]
    assert ids == ["idx-not-official-set"]


def test_official_table_is_complete():
    assert set(OFFICIAL) == set(FILES.values())
    assert all(len(sha) == 64 and size > 0 for size, sha in OFFICIAL.values())


def test_keras_cache_dir_follows_keras_home(tmp_path):
    assert keras_cache_dir({"KERAS_HOME": str(tmp_path)}) == tmp_path / "datasets" / "fashion-mnist"
    assert keras_cache_dir({"HOME": str(tmp_path)}) == tmp_path / ".keras/datasets/fashion-mnist"


def test_resolve_prefers_data_dir_then_cache(tmp_path):
    cache = write_dataset(tmp_path / "kh" / "datasets" / "fashion-mnist")
    got = resolve_data(None, synthetic=False, env={"KERAS_HOME": str(tmp_path / "kh")})
    assert got.kind == "keras-cache" and got.folder == cache and got.idx.ok
    other = write_dataset(tmp_path / "other")
    assert resolve_data(other, synthetic=False, env={}).kind == "data-dir"
    assert resolve_data(None, synthetic=True, env={}).synthetic


def _expected(folder):
    return {
        n: ((folder / n).stat().st_size, hashlib.sha256((folder / n).read_bytes()).hexdigest())
        for n in FILES.values()
    }


def test_download_verifies_and_is_atomic(tmp_path):
    mirror = write_dataset(tmp_path / "mirror")
    dest = tmp_path / "cache"
    assert download_files(dest, mirror.as_uri(), _expected(mirror)) is None
    assert validate_dir(dest).ok
    # A wrong checksum: the file is refused and no partial file is left behind.
    bad = tmp_path / "cache2"
    expected = _expected(mirror)
    name = FILES["train_images"]
    expected[name] = (expected[name][0], "0" * 64)
    error = download_files(bad, mirror.as_uri(), expected)
    assert error and "checksum mismatch" in error and name in error
    assert not (bad / name).exists() and not list(bad.glob(".*part"))


def test_offline_without_data_says_which_files_and_where(tmp_path):
    env = {"KERAS_HOME": str(tmp_path / "kh"), "TFDOCTOR_DATA_URL": (tmp_path / "none").as_uri()}
    got = resolve_data(None, synthetic=False, env=env)
    assert got.kind == "missing"
    [f] = data_findings(got)
    assert f.id == "smoke-data-missing" and bad_input([f])
    for name in FILES.values():
        assert name in f.remedy
    assert str(tmp_path / "kh" / "datasets" / "fashion-mnist") in f.remedy
