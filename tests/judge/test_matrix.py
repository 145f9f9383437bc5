"""compat/matrix.json: valid against its schema, sourced, and true to the installed wheel."""

from __future__ import annotations

import ast
import copy
import importlib.util
import json
from email.parser import Parser
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.judge.matrix_loader import load_matrix, parse_matrix, validate_matrix
from tfdoctor.model import InputError

MATRIX = Path(__file__).resolve().parents[2] / "compat" / "matrix.json"


@pytest.fixture(scope="module")
def doc() -> dict:
    return json.loads(MATRIX.read_text(encoding="utf-8"))


def test_shipped_matrix_is_valid(doc):
    assert validate_matrix(doc) == []


def test_every_line_from_2_0_to_newest(doc):
    lines = {r["version"] for r in doc["tensorflow"]}
    newest = max(lines, key=lambda v: Version(v))
    assert {f"2.{m}" for m in range(int(newest.split(".")[1]) + 1)} <= lines


def test_every_tf_cuda_has_a_driver_row(doc):
    m = parse_matrix(doc)
    for rel in m.tensorflow:
        if rel.cuda:
            assert m.min_driver(rel.cuda, "linux"), rel.version
            assert m.min_driver(rel.cuda, "windows"), rel.version


@pytest.mark.parametrize(
    "cuda, platform, floor",
    [
        pytest.param("12.5", "linux", "525.60.13", id="cuda12-linux"),
        pytest.param("11.8", "windows", "452.39", id="cuda11-windows"),
        pytest.param("10.1", "linux", None, id="cuda10-no-minor-compat"),
    ],
)
def test_minor_compat_floor(doc, cuda, platform, floor):
    assert parse_matrix(doc).minor_compat_floor(cuda, platform) == floor


@pytest.mark.parametrize(
    "name, cc",
    [
        pytest.param("NVIDIA GeForce RTX 3090", "8.6", id="nvml-name"),
        pytest.param("Tesla K80", "3.7", id="tesla"),
        pytest.param("NVIDIA H100 80GB HBM3", "9.0", id="h100-real-name"),
        pytest.param("rtx 5090", "12.0", id="user-typed"),
    ],
)
def test_gpu_lookup(doc, name, cc):
    assert parse_matrix(doc).gpu_by_name(name).compute_capability == cc


@pytest.mark.parametrize(
    "mutate, fragment",
    [
        pytest.param(lambda d: d["tensorflow"][0].update(python="3.10+"), "'python'", id="bad-py"),
        pytest.param(
            lambda d: d["tensorflow"][0].update(sources=["nope"]), "unknown source", id="src"
        ),
        pytest.param(lambda d: d["tensorflow"][0].update(conda=[]), "'conda'", id="conda"),
        pytest.param(
            lambda d: d["cudnn_cuda"][0].update(cuda_majors="12"), "cuda_majors", id="cudnn"
        ),
        pytest.param(lambda d: d["gpus"][0].update(memory_gib=-1), "memory_gib", id="memory"),
        pytest.param(
            lambda d: d["gpus"][0].update(unverified=["x"]), "unverified", id="unverified"
        ),
    ],
)
def test_validator_catches(doc, mutate, fragment):
    bad = copy.deepcopy(doc)
    mutate(bad)
    problems = validate_matrix(bad)
    assert any(fragment in p for p in problems), problems
    with pytest.raises(InputError):
        parse_matrix(bad)


def test_numpy2_starts_at_2_18(doc):
    # 2.12-2.17 cap numpy below 2; 2.18 is the first line whose pin admits NumPy 2.
    # (2.7-2.11 have no upper bound at all; setup adds numpy<2 for them, see test_setup.)
    for rel in parse_matrix(doc).tensorflow:
        if rel.key >= (2, 12):
            admits = Version("2.0.0") in Requirement(f"numpy{rel.numpy}").specifier
            assert admits == (rel.key >= (2, 18)), rel.version


def test_windows_native_gpu_ends_at_2_10(doc):
    m = parse_matrix(doc)
    assert max(r.key for r in m.tensorflow if r.windows_native_gpu) == (2, 10)


def _installed_tf():
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("TensorFlow is not installed here")
    dist = metadata.distribution("tensorflow")
    meta = Parser().parsestr(dist.read_text("METADATA") or "")
    build_info = Path(dist.locate_file("tensorflow/python/platform/build_info.py"))
    return dist.version, meta, build_info.read_text(encoding="utf-8")


def test_row_matches_the_installed_wheel():
    version, meta, build_info = _installed_tf()
    rel = load_matrix(MATRIX).release_for(version)
    assert rel is not None, f"no matrix row for installed TF {version}"
    # build_info.py holds an OrderedDict([...]) literal: read it without importing TF.
    literal = build_info[
        build_info.index("OrderedDict(") + len("OrderedDict(") : build_info.rindex(")")
    ]
    info = dict(ast.literal_eval(literal))
    assert info["cuda_compute_capabilities"] == list(rel.compute_capabilities)
    assert info["cuda_version"].startswith(rel.cuda)
    assert rel.cudnn.split(".")[0] == info["cudnn_version"]
    assert rel.python_raw.startswith(meta["Requires-Python"])
    reqs = [Requirement(r) for r in meta.get_all("Requires-Dist")]
    numpy = next(r for r in reqs if r.name == "numpy" and not r.marker)
    assert str(numpy.specifier) == str(Requirement(f"numpy{rel.numpy}").specifier)
    cudnn = next(r for r in reqs if r.name.startswith("nvidia-cudnn"))
    assert rel.raw["and_cuda"][cudnn.name].replace(" ", "") == str(cudnn.specifier)


def test_matrix_json_contract():
    result = CliRunner().invoke(app, ["matrix", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["schema"] == "tfdoctor.matrix/1"
    row = next(r for r in data["tensorflow"] if r["version"] == "2.15")
    assert (row["python"], row["cuda"], row["cudnn"], row["min_compute_capability"]) == (
        ">=3.9,<3.12",
        "12.2",
        "8.9",
        "5.0",
    )
    assert {"cuda", "linux_min_driver", "windows_min_driver"} <= set(data["cuda_drivers"][0])
    assert data["gpus"]


def test_matrix_one_row_and_unknown_row():
    runner = CliRunner()
    one = runner.invoke(app, ["matrix", "--tf", "2.10", "--json"])
    assert [r["version"] for r in json.loads(one.stdout)["tensorflow"]] == ["2.10"]
    text = runner.invoke(app, ["matrix", "--tf", "2.10", "--no-color"])
    assert "2.10.1" in text.stdout and "sm_35" in text.stdout
    bad = runner.invoke(app, ["matrix", "--tf", "9.9"])
    assert bad.exit_code == 2


@pytest.mark.parametrize(
    "driver, runs",
    [
        pytest.param("418.67.0", "10.1", id="418-cuda10.1"),  # 10.1 >= 418.39, 10.2 >= 440.33
        pytest.param("440.33", "10.2", id="440-cuda10.2"),
        pytest.param("470.182.3", "11.x", id="470-minor-compat-11"),  # 11.x from 450.80.02
        pytest.param("535.54.03", "12.x", id="535-minor-compat-12"),  # 12.x from 525.60.13
        pytest.param("390.1", None, id="older-than-every-row"),
        pytest.param("not a version", None, id="unreadable"),
    ],
)
def test_cuda_run_by_is_the_inverse_of_the_driver_floors(doc, driver, runs):
    m = parse_matrix(doc)
    assert m.cuda_run_by(driver) == runs
    if runs and not runs.endswith(".x"):  # the floor of what it runs is at or below it
        assert m.min_driver(runs) is not None
