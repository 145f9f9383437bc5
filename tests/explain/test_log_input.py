"""What explain is given before any rule reads it: compressed logs are read, and empty or
non-text input gets a finding that says so, never "no known problem" (log_input.py)."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import random

import pytest
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands.explain import explain_log_text, run_explain
from tfdoctor.explain.engine import ExplainContext

runner = CliRunner()

# tensorflow/tensorflow#45930, as in ../shared/tf-logs/cases.jsonl tfd-001, and the import
# failure a missing cuDNN gives (the cudnn-missing samples of tests/explain/test_rules.py)
LOG = (
    "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/"
    "dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: "
    "libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
    "Traceback (most recent call last):\n"
    '  File "train.py", line 1, in <module>\n'
    "    import tensorflow as tf\n"
    "ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory\n"
)


def _ids(path) -> list[str]:
    return [f.id for f in run_explain([str(path)], ExplainContext(), json_out=True).findings]


def _plain(tmp_path) -> list[str]:
    p = tmp_path / "train.log"
    p.write_text(LOG)
    return _ids(p)


@pytest.mark.parametrize(
    ("suffix", "compress"),
    [("gz", gzip.compress), ("bz2", bz2.compress), ("xz", lzma.compress)],
)
def test_a_compressed_log_is_explained_as_its_text(tmp_path, suffix, compress):
    p = tmp_path / f"train.log.{suffix}"
    p.write_bytes(compress(LOG.encode()))
    got = _ids(p)
    assert "cudnn-missing" in got
    assert got == _plain(tmp_path)


def test_concatenated_gzip_members_are_all_read(tmp_path):
    """`cat a.gz b.gz` (rotated logs) is one valid gzip file of two members."""
    p = tmp_path / "both.gz"
    p.write_bytes(gzip.compress(b"Epoch 1/3\n") + gzip.compress(LOG.encode()))
    assert "cudnn-missing" in _ids(p)


def test_a_cut_compressed_log_is_explained_as_far_as_it_goes_and_called_incomplete(tmp_path):
    rng = random.Random(7)
    progress = "".join(
        f"{i}/1000 [====>] - loss: {rng.random():.6f} - accuracy: {rng.random():.6f}\n"
        for i in range(1000)
    )  # text that compresses little, so half the file is most of the log
    whole = gzip.compress((LOG + progress).encode())
    p = tmp_path / "cut.gz"
    p.write_bytes(whole[: len(whole) // 2])
    got = _ids(p)
    assert "log-incomplete" in got
    assert got[0] != "log-incomplete"  # what was read still leads
    assert "cudnn-missing" in got


def test_a_gzip_header_with_nothing_after_it_is_not_healthy(tmp_path):
    p = tmp_path / "header.gz"
    p.write_bytes(gzip.compress(LOG.encode())[:10])
    assert _ids(p) == ["log-incomplete"]


def test_an_undecodable_compressed_log_is_bad_input_exit_2(tmp_path):
    p = tmp_path / "broken.gz"
    p.write_bytes(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + bytes(range(255, 0, -1)) * 3)
    res = runner.invoke(app, ["explain", str(p)])
    assert res.exit_code == 2
    assert "not a readable compressed log" in res.output
    assert "Traceback" not in res.output


@pytest.mark.parametrize("content", [b"", b"\n\n   \n", b"\xff\xfe"], ids=["empty", "blank", "bom"])
def test_an_empty_log_says_so_and_names_stderr(tmp_path, content):
    p = tmp_path / "train.log"
    p.write_bytes(content)
    found = run_explain([str(p)], ExplainContext(), json_out=True).findings
    assert [f.id for f in found] == ["log-empty"]
    assert "2>&1" in found[0].remedy


def test_the_cli_says_empty_not_no_known_problem(tmp_path):
    p = tmp_path / "train.log"
    p.write_bytes(b"")
    res = runner.invoke(app, ["explain", str(p)])
    assert res.exit_code == 0  # a warning: 1 under --strict
    assert "log-empty" in res.output
    assert "No known TensorFlow problem" not in res.output
    strict = runner.invoke(app, ["explain", "--strict", str(p)])
    assert strict.exit_code == 1


@pytest.mark.parametrize(
    ("head", "what"),
    [
        (b"\x89HDF\r\n\x1a\n" + b"\x00" * 100, "HDF5"),
        (b"PK\x03\x04" + b"\x00" * 100, "zip"),
        (b"\x7fELF\x02\x01\x01" + b"\x00" * 100, "ELF"),
        (b"\x93NUMPY\x01\x00v\x00{'descr': '<f4'", "NumPy"),
        (bytes(range(256)) * 8, "binary data"),
    ],
    ids=["h5", "zip", "elf", "npy", "bytes"],
)
def test_a_file_that_is_not_text_is_named_for_what_it_is(tmp_path, head, what):
    p = tmp_path / "model.bin"
    p.write_bytes(head)
    found = run_explain([str(p)], ExplainContext(), json_out=True).findings
    assert [f.id for f in found] == ["log-not-text"]
    assert what in found[0].title


def test_utf16_from_powershell_is_text_not_binary(tmp_path):
    """PowerShell 5's `>` writes UTF-16LE with a BOM: its NULs are not binary data."""
    p = tmp_path / "ps.log"
    p.write_bytes(LOG.encode("utf-16"))
    assert "cudnn-missing" in _ids(p)
    p.write_bytes(LOG.encode("utf-16-le"))  # no BOM
    assert "cudnn-missing" in _ids(p)


def test_the_python_api_says_empty_too():
    assert [f.id for f in explain_log_text("", ExplainContext()).findings] == ["log-empty"]


def test_stdin_json_holds_the_finding(tmp_path):
    res = runner.invoke(app, ["explain", "--json", "-"], input=gzip.compress(LOG.encode()))
    doc = json.loads(res.stdout)
    assert "cudnn-missing" in [f["id"] for f in doc["findings"]]


def test_a_log_with_a_crash_s_nul_tail_is_still_a_log(tmp_path):
    """A node that crashed mid-write leaves NUL blocks after the text (NFS, ext4 delalloc)."""
    p = tmp_path / "node.log"
    p.write_bytes(LOG.encode() + b"\x00" * 2000)
    assert "cudnn-missing" in _ids(p)
