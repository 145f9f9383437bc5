"""`fleet merge` aligns stacks, not single components (issue 19 c).

Each node is a real `check --json` document of a fixture machine (the whole pipeline, no
TF child) holding the stack that TensorFlow line installs (METADATA of the real wheels:
TF 2.18.0 -> keras>=3.5.0, nvidia-cudnn-cu12 9.3; TF 2.15.1 -> keras 2.15, cudnn 8.9.4.25,
CUDA 12.2; TF 2.13.1 -> keras 2.13.1, numpy<=1.24.3, and no [and-cuda] extra: CUDA 11.8
from the system, set with `vary` since the fixture's pip libraries are CUDA 12).
"""

import json

import pytest
from typer.testing import CliRunner

from tests.support import fleet as F
from tfdoctor.cli import app

runner = CliRunner()

STACKS = {
    "2.18": dict(tf="2.18.0", keras="3.5.0", numpy="1.26.4"),
    "2.18-keras": dict(tf="2.18.0", keras="3.8.0", numpy="1.26.4"),
    "2.18-numpy2": dict(tf="2.18.0", keras="3.5.0", numpy="2.0.2"),
    "2.15": dict(tf="2.15.1", keras="2.15.0", numpy="1.26.4", cudart="12.2.140",
                 cudnn="8.9.4.25", build=("12.2", "8")),
    "2.15-keras3": dict(tf="2.15.1", keras="3.5.0", numpy="1.26.4", cudart="12.2.140",
                        cudnn="8.9.4.25", build=("12.2", "8")),
    "2.13": dict(tf="2.13.1", keras="2.13.1", numpy="1.24.3", cudnn="8.6.0.163",
                 build=("11.8", "8")),
}  # fmt: skip


@pytest.fixture(scope="module")
def docs(tmp_path_factory):
    out = {}
    for key, kw in STACKS.items():
        doc = F.check_doc(tmp_path_factory.mktemp(key), "node", **kw)
        if key == "2.13":
            doc = F.vary(doc, "node", cuda="11.8.89")
        out[key] = doc
    return out


def fleet(tmp_path, docs, stacks):
    files = {f"n{i}.json": F.vary(docs[s], f"n{i}-tf{s}") for i, s in enumerate(stacks)}
    res = runner.invoke(app, ["fleet", "merge", str(F.write(tmp_path / "r", files)), "--json"])
    assert res.exit_code == 1, res.output
    return json.loads(res.stdout)


def drift(out):
    return [f for f in out["findings"] if f["id"] == "fleet-drift"]


CASES = [
    # stacks, {node: differs}, {node: follows}, components with a finding of their own
    pytest.param(
        ["2.18", "2.18", "2.18", "2.15", "2.13"],
        {"n3-tf2.15": ["tensorflow"], "n4-tf2.13": ["tensorflow"]},
        {"n3-tf2.15": ["keras", "cuda", "cudnn"], "n4-tf2.13": ["keras", "numpy", "cuda", "cudnn"]},
        ["tensorflow"],
        id="tf213-and-215-on-a-218-fleet",
    ),
    pytest.param(
        ["2.18", "2.18", "2.18", "2.18-keras"],
        {"n3-tf2.18-keras": ["keras"]},
        {},
        ["keras"],
        id="same-line-keras-is-its-own-problem",
    ),
    pytest.param(
        ["2.18", "2.18", "2.18-numpy2", "2.15"],
        {"n2-tf2.18-numpy2": ["numpy"], "n3-tf2.15": ["tensorflow"]},
        {"n3-tf2.15": ["keras", "cuda", "cudnn"]},
        ["tensorflow", "numpy"],
        id="line-drift-and-numpy-drift-within-the-line",
    ),
]


@pytest.mark.parametrize(("stacks", "differs", "follows", "own"), CASES)
def test_stacks_are_aligned(tmp_path, docs, stacks, differs, follows, own):
    out = fleet(tmp_path, docs, stacks)
    assert {n["name"]: n["differs"] for n in out["nodes"] if n["differs"]} == differs
    got = {n["name"]: n["follows_tensorflow"] for n in out["nodes"] if n["follows_tensorflow"]}
    assert got == follows
    assert [f["values"]["component"] for f in drift(out)] == own
    assert out["majority"]["tensorflow"] == "2.18.0" and out["majority"]["keras"] == "3.5.0"
    for f in drift(out):
        # never "bring the TF 2.13/2.15 nodes to Keras 3.5.0"
        if f["values"]["component"] == "tensorflow":
            assert 'python -m pip install "tensorflow[and-cuda]==2.18.*"' in f["remedy"]
            assert "Keras 3.5.0" not in f["remedy"]
            assert f["values"]["line"] == "2.18"
        else:
            assert f["values"]["tensorflow_line"] == "2.18"
            assert not any("tf2.1" in name and "2.18" not in name for name in f["evidence"])


def test_a_stack_its_own_line_does_not_bring_is_said(tmp_path, docs):
    out = fleet(tmp_path, docs, ["2.18", "2.18", "2.15-keras3"])
    (tf,) = drift(out)
    assert tf["values"]["follows"] == {"n2-tf2.15-keras3": ["cuda", "cudnn"]}
    # Keras 3.5.0 is the fleet's, but on TF 2.15 it is not what the line brings
    out = fleet(tmp_path / "b", docs, ["2.18", "2.18", "2.15-keras3", "2.15"])
    tf = drift(out)[0]
    line = next(e for e in tf["evidence"] if e.startswith("n2-tf2.15-keras3"))
    assert "cuDNN 8.9.4" in line and "follow from its TF line" in line


def test_tie_between_lines_asks_for_one_line(tmp_path, docs):
    out = fleet(tmp_path, docs, ["2.18", "2.18", "2.15", "2.15"])
    assert out["ties"] == ["tensorflow"] and out["majority"]["tensorflow"] is None
    assert all(n["differs"] == ["tensorflow"] for n in out["nodes"])
    (tf,) = drift(out)
    assert "Pick one TensorFlow line" in tf["remedy"] and tf["values"]["line"] is None


def test_text_table_marks_what_follows(tmp_path, docs):
    files = {f"n{i}.json": F.vary(docs[s], f"n{i}") for i, s in enumerate(["2.18", "2.18", "2.13"])}
    res = runner.invoke(app, ["fleet", "merge", str(F.write(tmp_path / "r", files))])
    row = next(line for line in res.stdout.splitlines() if line.startswith("n2 "))
    assert "2.13.1*" in row and "2.13.1~" in row and "1.24.3~" in row
    assert "~: follows from the node's TensorFlow line" in res.stdout


def test_a_node_whose_python_the_fleet_line_does_not_support(tmp_path, docs):
    # TF 2.13.1 ran on Python 3.8 (Requires-Python >=3.8); TF 2.18 needs >=3.9 (matrix row)
    old = F.vary(docs["2.13"], "n2-tf2.13", python="3.8.18")
    files = {"n0.json": F.vary(docs["2.18"], "n0"), "n1.json": F.vary(docs["2.18"], "n1"),
             "n2.json": old}  # fmt: skip
    res = runner.invoke(app, ["fleet", "merge", str(F.write(tmp_path / "r", files)), "--json"])
    (tf,) = [f for f in json.loads(res.stdout)["findings"] if f["id"] == "fleet-drift"
             and f["values"]["component"] == "tensorflow"]  # fmt: skip
    assert "First move Python on n2-tf2.13" in tf["remedy"]
    assert any("Python 3.8.18 is outside TF 2.18's" in e for e in tf["evidence"])
