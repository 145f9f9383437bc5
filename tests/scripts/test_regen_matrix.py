"""scripts/regen_matrix.py, offline on the real wheel files in tests/data/wheels/."""

import importlib.util
import json
import shutil
import zipfile
from pathlib import Path

import pytest

from tests.support.wheels import WHEELS, wheel_dir
from tfdoctor.judge.matrix_loader import parse_matrix

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("regen_matrix", ROOT / "scripts" / "regen_matrix.py")
regen = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(regen)

MATRIX = json.loads((ROOT / "compat" / "matrix.json").read_text(encoding="utf-8"))


def row(matrix, line):
    return next(r for r in matrix["tensorflow"] if r["version"] == line)


def test_wheel_facts_of_2_22_come_from_the_header_and_metadata():
    facts = regen.wheel_facts(regen.read_wheel_dir(wheel_dir("tensorflow-2.22.0rc0")))
    assert facts["version"] == "2.22.0rc0"
    assert facts["build"]["cuda_version"] == "12.5.1"
    assert facts["build_sources"]["cuda_version"] == "cuda_config.h"
    assert facts["build_sources"]["is_cuda_build"] == "build_info.py"
    assert facts["meta"].requires_python == ">=3.10"
    assert facts["classifier_max_minor"] == 13


def test_reading_a_zip_takes_only_the_three_members(tmp_path):
    whl = tmp_path / "tensorflow-2.21.0-cp311-cp311-manylinux_2_27_x86_64.whl"
    src = wheel_dir("tensorflow-2.21.0")
    with zipfile.ZipFile(whl, "w") as zf:
        for p in src.rglob("*"):
            if p.is_file():
                zf.write(p, p.relative_to(src).as_posix())
        zf.writestr("tensorflow/include/third_party/gpus/cuda/include/host_config.h", "#define X 1")
        zf.writestr("tensorflow/__init__.py", "")
    files = regen.read_wheel_zip(whl)
    assert set(files) == {"METADATA", "build_info.py", "cuda_config.h"}
    assert files == regen.read_wheel_dir(src)


def test_the_shipped_2_21_row_regenerates_unchanged():
    """The matrix's 2.21 row was written from this very wheel: no diff is the proof
    that the script reads a wheel the way the row was made."""
    facts = regen.wheel_facts(regen.read_wheel_dir(wheel_dir("tensorflow-2.21.0")))
    assert regen.update_row(row(MATRIX, "2.21"), facts) == row(MATRIX, "2.21")


def test_a_new_line_becomes_a_valid_row():
    facts = regen.wheel_facts(regen.read_wheel_dir(wheel_dir("tensorflow-2.22.0rc0")))
    new = regen.regenerate(MATRIX, {"2.22": facts})
    r = row(new, "2.22")
    assert new["tensorflow"][0] is r  # newest first
    assert (r["cuda"], r["cudnn"], r["build_cuda"]) == ("12.5", "9.10", "12.5.1")
    assert r["python"] == ">=3.10,<3.14" and r["pip"] == "tensorflow[and-cuda]==2.22.*"
    assert r["min_compute_capability"] == "6.0" and r["keras"] == "3"
    assert r["sources"] == ["wheel-tensorflow-2.22.0rc0"]
    assert "wheel-tensorflow-2.22.0rc0" in new["sources"]
    matrix = parse_matrix(new, "regenerated")  # passes tfdoctor's own validation
    assert matrix.release_for("2.22.0rc0").cuda == "12.5"


@pytest.mark.parametrize(
    ("requires", "old", "want"),
    [
        pytest.param(">=3.10", ">=3.9,<3.14", ">=3.10,<3.14", id="raise-floor-keep-ceiling"),
        pytest.param(None, ">=3.5,<3.8", ">=3.5,<3.8", id="no-requires-python"),
        pytest.param(">=3.10", None, ">=3.10", id="new-row"),
    ],
)
def test_python_bounds(requires, old, want):
    assert regen._python(requires, old) == want


def test_main_prints_a_diff_and_writes_only_when_asked(tmp_path, capsys):
    matrix = tmp_path / "matrix.json"
    shutil.copy(ROOT / "compat" / "matrix.json", matrix)
    before = matrix.read_text(encoding="utf-8")
    argv = ["--matrix", str(matrix), "--from-dir", str(WHEELS), "--lines", "2.21"]
    assert regen.main([*argv, "--add", "2.22.0rc0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("--- a/compat/matrix.json")
    assert '+   "version": "2.22",' in out and '-   "version": "2.21"' not in out
    assert matrix.read_text(encoding="utf-8") == before  # no --write, no change
    assert regen.main([*argv, "--add", "2.22.0rc0", "--write"]) == 0
    written = json.loads(matrix.read_text(encoding="utf-8"))
    assert row(written, "2.22")["latest_patch"] == "2.22.0rc0"
    assert not list(tmp_path.glob("*.tmp"))
    assert regen.main([*argv, "--add", "2.22.0rc0"]) == 0  # idempotent
    assert "no changes" in capsys.readouterr().out


def test_a_line_with_no_wheel_is_reported(tmp_path, capsys):
    argv = ["--from-dir", str(tmp_path), "--lines", "2.21"]
    assert regen.main(argv) == 1
    assert "no wheel read for 2.21" in capsys.readouterr().err


@pytest.mark.network
@pytest.mark.slow  # a 638 MB wheel
def test_the_stored_files_are_the_real_2_22_wheels(tmp_path):
    """pip download of tensorflow==2.22.0rc0 yields exactly the three stored files."""
    wheel = regen.download("tensorflow==2.22.0rc0", tmp_path, ["3.11"])
    if wheel is None:
        pytest.skip("the package registry is not reachable (or the wheel is gone)")
    assert regen.read_wheel_zip(wheel) == regen.read_wheel_dir(wheel_dir("tensorflow-2.22.0rc0"))
