"""Bad input: a broken --matrix or TF_CONFIG, broken smoke-train data, output files that
exist or cannot be written, a full disk. Bad input is exit 2 and one line naming the
file, never a traceback; a write that fails leaves nothing behind.
"""

from __future__ import annotations

import gzip
import json
import resource
from pathlib import Path

import pytest

from tests.faults.support import tfdoctor
from tests.support.idxdata import images_bytes, labels_bytes, learnable, write_dataset
from tfdoctor.data.idx import FILES

LIMIT = 15.0


def assert_one_error_line(run, *needles: str) -> None:
    run.assert_clean(LIMIT)
    assert run.returncode == 2, (run.returncode, run.stdout, run.stderr)
    lines = [ln for ln in run.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, run.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    assert run.stdout == ""


# -- --matrix ------------------------------------------------------------------------------
MATRICES = [
    pytest.param(None, "no such file", id="matrix-missing"),
    pytest.param("{\n  'tensorflow': [", "not valid JSON", id="matrix-not-json"),
    pytest.param(b"\xff\xfe{}", "", id="matrix-not-utf8"),
    pytest.param('{"schema_version": 1, "tensorflow": 3}', "tensorflow", id="matrix-wrong-schema"),
    pytest.param("[1, 2, 3]", "", id="matrix-a-json-list"),
]


@pytest.mark.parametrize(("content", "says"), MATRICES)
@pytest.mark.parametrize("command", ["check", "matrix", "plan"])
def test_bad_matrix_is_one_line_exit_2(tmp_path, content, says, command):
    path = tmp_path / "m.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    extra = ("--no-runtime",) if command == "check" else ()
    run = tfdoctor(command, "--json", *extra, "--matrix", str(path))
    assert_one_error_line(run, str(path), says)


def test_bad_matrix_from_the_environment(tmp_path):
    path = tmp_path / "env-matrix.json"
    path.write_text("{", encoding="utf-8")
    run = tfdoctor("check", "--json", "--no-runtime", env={"TFDOCTOR_MATRIX": str(path)})
    assert_one_error_line(run, str(path))


# -- TF_CONFIG -----------------------------------------------------------------------------
TF_CONFIGS = [
    pytest.param('{"cluster": {"worker": ["h1:2222"]', "not valid JSON", id="tf-config-not-json"),
    pytest.param('["worker"]', "not an object", id="tf-config-a-list"),
    pytest.param('{"cluster": {"worker": "h1:2222"}}', "not a list", id="tf-config-job-not-a-list"),
    pytest.param('{"cluster": {"worker": ["h1:2222"]}, "task": {"type": "worker", "index": 3}}',
                 "out of range", id="tf-config-index-out-of-range"),
    pytest.param('{"cluster": {"worker": ["h1:2222"]}, "task": {"type": "chief", "index": 0}}',
                 "not a job", id="tf-config-task-not-in-cluster"),
]  # fmt: skip


@pytest.mark.parametrize(("value", "says"), TF_CONFIGS)
def test_malformed_tf_config_is_a_warning(value, says):
    run = tfdoctor("check", "--json", "--no-runtime", env={"TF_CONFIG": value})
    run.assert_clean(LIMIT)
    f = run.finding("tf-config-invalid")
    assert f["severity"] == "warning"
    assert says in f["title"]
    assert value not in json.dumps(run.report)  # the value (host names) is never shown
    # a warning never changes the exit code: the same as this machine's check without it
    # (0 on a healthy CPU machine; 1 where TensorFlow is absent, as on the GPU machine lent
    # here, docs/gpu-verify.md)
    assert run.returncode == tfdoctor("check", "--json", "--no-runtime").returncode
    strict = tfdoctor("check", "--json", "--no-runtime", "--strict", env={"TF_CONFIG": value})
    assert strict.returncode == 1


def test_valid_tf_config_says_nothing():
    value = (
        '{"cluster": {"worker": ["h1:2222", "h2:2222"]}, "task": {"type": "worker", "index": 1}}'
    )
    run = tfdoctor("check", "--json", "--no-runtime", env={"TF_CONFIG": value})
    run.assert_clean(LIMIT)
    assert "tf-config-invalid" not in run.ids


# -- smoke-train data ------------------------------------------------------------------------
def _dataset(tmp_path: Path) -> Path:
    return write_dataset(tmp_path / "fm", n_train=40, n_test=10)


def _truncate_gzip(d: Path) -> None:
    p = d / FILES["train_images"]
    p.write_bytes(p.read_bytes()[: p.stat().st_size // 2])


def _truncate_records(d: Path) -> None:
    p = d / FILES["train_images"]
    p.write_bytes(gzip.compress(gzip.decompress(p.read_bytes())[:-1000]))


def _wrong_magic(d: Path) -> None:
    pixels, _ = learnable(40, 0)  # an images file with the labels' magic number, 2049
    (d / FILES["train_images"]).write_bytes(gzip.compress(images_bytes(pixels, magic=2049)))


def _count_mismatch(d: Path) -> None:
    _, labels = learnable(40, 0)
    (d / FILES["train_labels"]).write_bytes(gzip.compress(labels_bytes(labels[:39])))


def _not_gzip(d: Path) -> None:
    (d / FILES["test_images"]).write_bytes(b"<html>captive portal</html>")


DATA = [
    pytest.param(None, "idx-file-missing", id="data-dir-missing"),
    pytest.param(lambda d: (d / FILES["test_labels"]).unlink(), "idx-file-missing", id="data-file-missing"),
    pytest.param(_truncate_gzip, "idx-file-corrupt", id="data-gzip-truncated"),
    pytest.param(_truncate_records, "idx-file-corrupt", id="data-records-truncated"),
    pytest.param(_wrong_magic, "idx-file-corrupt", id="data-wrong-magic"),
    pytest.param(_count_mismatch, "idx-count-mismatch", id="data-image-label-count-mismatch"),
    pytest.param(_not_gzip, "idx-file-corrupt", id="data-not-gzip"),
]  # fmt: skip


@pytest.mark.parametrize(("spoil", "fid"), DATA)
def test_broken_smoke_train_data_is_exit_2(tmp_path, spoil, fid):
    if spoil is None:
        folder = tmp_path / "no-such-folder"
    else:
        folder = _dataset(tmp_path)
        spoil(folder)
    run = tfdoctor("smoke-train", "--json", "--data-dir", str(folder))
    run.assert_clean(LIMIT)  # judged before any TensorFlow child starts
    run.finding(fid)
    assert run.returncode == 2
    assert run.report["runs"] == []


# -- output files ------------------------------------------------------------------------------
def test_setup_does_not_overwrite_without_force(tmp_path):
    out = tmp_path / "requirements.txt"
    out.write_text("mine\n", encoding="utf-8")
    run = tfdoctor("setup", "--format", "pip", "--out", str(out))
    assert_one_error_line(run, str(out), "--force")
    assert out.read_text(encoding="utf-8") == "mine\n"
    forced = tfdoctor("setup", "--format", "pip", "--out", str(out), "--force")
    assert forced.returncode == 0
    assert "tensorflow" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "where",
    [
        pytest.param("a-file/sub", id="output-folder-under-a-file"),
        pytest.param("/proc/tfdoctor-cannot-write-here", id="output-folder-on-a-read-only-fs"),
    ],
)
def test_setup_into_an_unwritable_folder_is_exit_2(tmp_path, where):
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    out = Path(where) if where.startswith("/") else tmp_path / where
    run = tfdoctor("setup", "--format", "conda", "--out", str(out), cwd=tmp_path)
    assert_one_error_line(run, "cannot write")


def _tiny_file_size_limit() -> None:
    # RLIMIT_FSIZE: a write past 1000 bytes fails with EFBIG, as on a full disk (CPython
    # ignores SIGXFSZ, so the write raises instead of killing the process).
    resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000))


@pytest.mark.parametrize("fmt", ["conda", "script"])
def test_disk_full_leaves_nothing_behind(tmp_path, fmt):
    """TF 2.12's conda files: environment.yml (~300 bytes) fits, the activate hook
    (~1100) does not: the first file must not be left alone in place either."""
    out = tmp_path / ("env" if fmt == "conda" else "setup.sh")
    args = ("setup", "--format", fmt, "--tf", "2.12", "--out", str(out))
    run = tfdoctor(*args, preexec=_tiny_file_size_limit)
    assert_one_error_line(run, "cannot write", "File too large")
    left = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert left == [], left  # no half file, no temp file, no first-of-three files
