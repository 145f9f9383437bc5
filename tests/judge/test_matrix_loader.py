import json

import pytest

from tfdoctor.judge.matrix_loader import load_matrix, parse_matrix, validate_matrix
from tfdoctor.model import InputError


def test_shipped_matrix_is_valid():
    m = load_matrix()
    assert m.tensorflow and m.release_for("2.21.0") is not None
    data = json.loads(open(m.path, encoding="utf-8").read())
    assert validate_matrix(data) == []


@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(None, "no such file", id="missing"),
        pytest.param("{not json", "not valid JSON", id="not-json"),
        pytest.param("[]", "top level must be a JSON object", id="wrong-type"),
        pytest.param(
            '{"schema_version": 99, "tensorflow": []}',
            "schema_version must be 1",
            id="wrong-schema",
        ),
    ],
)
def test_bad_matrix_is_one_input_error_naming_the_file(tmp_path, content, message):
    p = tmp_path / "m.json"
    if content is not None:
        p.write_text(content)
    with pytest.raises(InputError) as err:
        load_matrix(p)
    assert str(p) in str(err.value) and message in str(err.value)
    assert "\n" not in str(err.value)


def test_env_var_names_the_matrix(tmp_path):
    p = tmp_path / "env.json"
    p.write_text("{}")
    with pytest.raises(InputError, match="env.json"):
        load_matrix(None, {"TFDOCTOR_MATRIX": str(p)})


def minimal(**row):
    base = {
        "version": "2.17",
        "python": ">=3.9,<3.13",
        "cuda": "12.3",
        "cudnn": "8.9",
        "compute_capabilities": ["sm_60", "compute_90"],
        "keras": "3",
        "sources": ["s"],
    }
    base.update(row)
    return {"schema_version": 1, "sources": {"s": {"title": "t", "url": "u"}}, "tensorflow": [base]}


@pytest.mark.parametrize(
    ("row", "problem"),
    [
        pytest.param({"python": "3.9 to 3.12"}, "'python' must be a PEP 440", id="bad-python"),
        pytest.param({"cuda": "twelve"}, "'cuda' must be a version", id="bad-cuda"),
        pytest.param({"compute_capabilities": ["8.6"]}, "compute_capabilities", id="bad-cc"),
        pytest.param({"sources": ["nowhere"]}, "unknown source", id="unknown-source"),
        pytest.param({"sources": []}, "non-empty list", id="no-source"),
    ],
)
def test_validation_names_the_problem(row, problem):
    problems = validate_matrix(minimal(**row))
    assert any(problem in p for p in problems), problems


def test_lookups():
    data = minimal()
    data["cuda_drivers"] = [
        {
            "cuda": "12.3",
            "linux_min_driver": "545.23.06",
            "windows_min_driver": "545.84",
            "sources": ["s"],
        }
    ]
    data["cuda_minor_compat"] = [
        {
            "cuda_major": 12,
            "linux_min_driver": "525.60.13",
            "windows_min_driver": "527.41",
            "sources": ["s"],
        }
    ]
    data["gpus"] = [
        {
            "name": "NVIDIA GeForce RTX 3090",
            "aliases": ["RTX 3090"],
            "compute_capability": "8.6",
            "sources": ["s"],
        }
    ]
    m = parse_matrix(data)
    assert m.release_for("2.17.1").version == "2.17"
    assert m.release_for("2.18.0rc0") is None
    assert m.min_driver("12.3.2") == "545.23.06"
    assert m.min_driver("12.3", "windows") == "545.84"
    assert m.minor_compat_floor("12.5") == "525.60.13"
    assert m.gpu_by_name("geforce rtx 3090").compute_capability == "8.6"
    assert m.gpu_by_name("NVIDIA RTX 3090").compute_capability == "8.6"
