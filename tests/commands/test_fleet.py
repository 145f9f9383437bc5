"""`tfdoctor fleet merge` through the CLI: the table, drift, errors, schema versions, bad input."""

import json

import pytest
from typer.testing import CliRunner

from tests.support import fleet as F
from tfdoctor.cli import app

runner = CliRunner()


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    return F.check_doc(tmp_path_factory.mktemp("node"), "gpu-node-01")


def merge(*args):
    return runner.invoke(app, ["fleet", "merge", *map(str, args)])


def test_check_json_names_its_host(base):
    assert base["host"] == "gpu-node-01"
    assert base["components"]["driver"]["version"] == "560.35.03"


def nodes(base, n=4):
    docs = {f"n{i}.json": F.vary(base, f"node-{i}") for i in range(n)}
    return docs


CASES = [
    pytest.param({}, 0, {}, [], id="consistent"),
    pytest.param({"n3.json": dict(cudnn="8.9.7")}, 1, {"node-3": ["cudnn"]}, [], id="cudnn-drift"),
    pytest.param(
        {"n0.json": dict(driver="535.104.05")}, 1, {"node-0": ["driver"]}, [], id="driver"
    ),
    pytest.param(
        {"n1.json": dict(tensorflow="2.17.0"), "n2.json": dict(keras="3.4.1")},
        1,
        {"node-1": ["tensorflow"], "node-2": ["keras"]},
        [],
        id="two-nodes-two-components",
    ),
    pytest.param({"n2.json": "error"}, 1, {}, ["node-2"], id="node-with-error"),
    pytest.param({"n1.json": "one-gpu"}, 1, {"node-1": ["gpu_count"]}, [], id="gpu-count"),
]


@pytest.mark.parametrize(("edits", "code", "differs", "errored"), CASES)
def test_merge_json(tmp_path, base, edits, code, differs, errored):
    docs = nodes(base)
    for name, edit in edits.items():
        if edit == "error":
            docs[name] = F.with_error(docs[name])
        elif edit == "one-gpu":
            docs[name]["components"]["driver"]["gpus"] = docs[name]["components"]["driver"]["gpus"][
                :1
            ]
        else:
            docs[name] = F.vary(docs[name], docs[name]["host"], **edit)
    res = merge(F.write(tmp_path / "r", docs), "--json")
    assert res.exit_code == code, res.output
    out = json.loads(res.stdout)
    assert out["schema"] == "tfdoctor.fleet/1" and out["nodes_total"] == 4
    got = {n["name"]: n["differs"] for n in out["nodes"] if n["differs"]}
    assert got == differs
    assert sorted(n["name"] for n in out["nodes"] if n["errors"]) == errored
    assert out["consistent"] is (not differs)
    assert out["majority"]["gpu_count"] == "2"
    assert out["majority"]["gpu_model"] == "NVIDIA A100-SXM4-40GB"


def test_text_table_marks_the_odd_node(tmp_path, base):
    docs = nodes(base, 3)
    docs["n1.json"] = F.with_error(F.vary(docs["n1.json"], "node-1", cudnn="8.9.7"))
    res = merge(*sorted(F.write(tmp_path / "r", docs).glob("*.json")))
    assert res.exit_code == 1
    lines = res.stdout.splitlines()
    row = next(line for line in lines if line.startswith("node-1 "))
    assert "8.9.7*" in row and "ERROR cudnn-version-mismatch" in row
    assert "*" not in next(line for line in lines if line.startswith("node-0 "))
    assert next(line for line in lines if line.startswith("majority")).split()[3] == "9.3.0"
    assert "[fleet-drift]" in res.stdout and "[fleet-node-errors]" in res.stdout


def test_tie_marks_every_node(tmp_path, base):
    docs = {"a.json": F.vary(base, "a"), "b.json": F.vary(base, "b", tensorflow="2.17.0")}
    out = json.loads(merge(F.write(tmp_path / "r", docs), "--json").stdout)
    assert out["ties"] == ["tensorflow"] and out["majority"]["tensorflow"] is None
    assert all(n["differs"] == ["tensorflow"] for n in out["nodes"])


def test_host_falls_back_to_file_name_and_duplicates_stay_apart(tmp_path, base):
    nameless = dict(base)
    del nameless["host"]
    docs = {"rack7-n3.json": nameless, "x.json": base, "y.json": base}
    out = json.loads(merge(F.write(tmp_path / "r", docs), "--json").stdout)
    assert [n["name"] for n in out["nodes"]] == [
        "rack7-n3",
        "gpu-node-01 (x.json)",
        "gpu-node-01 (y.json)",
    ]


@pytest.mark.parametrize(
    ("doc", "skipped", "read_as_other"),
    [
        pytest.param({"schema": "tfdoctor.smoke-train/1"}, True, False, id="other-command"),
        pytest.param({"schema": "tfdoctor.check/2", "x": 1}, True, False, id="v2-unreadable"),
        pytest.param("future", False, True, id="v2-readable"),
        pytest.param([1, 2], True, False, id="json-list"),
    ],
)
def test_other_schemas_are_read_or_named(tmp_path, base, doc, skipped, read_as_other):
    if doc == "future":
        doc = {**F.vary(base, "future-node"), "schema": "tfdoctor.check/2"}
    docs = {"a.json": F.vary(base, "a"), "b.json": F.vary(base, "b"), "z.json": doc}
    res = merge(F.write(tmp_path / "r", docs), "--json")
    out = json.loads(res.stdout)
    ids = {f["id"] for f in out["findings"]}
    assert res.exit_code == 0, res.output
    assert ([s["file"] for s in out["skipped"]] == ["z.json"]) is skipped
    assert ("fleet-report-skipped" in ids) is skipped
    assert ("fleet-schema-other" in ids) is read_as_other
    assert len(out["nodes"]) == (2 if skipped else 3)


@pytest.mark.parametrize(
    ("files", "args", "needle"),
    [
        pytest.param({"a.json": "{"}, ["a.json"], "not a JSON report", id="truncated"),
        pytest.param({"a.json": b"\xff\xfe"}, ["a.json"], "not a JSON report", id="binary"),
        pytest.param({}, ["missing.json"], "no such file", id="missing"),
        pytest.param({"a.txt": "x"}, ["."], "no *.json", id="empty-folder"),
        pytest.param(
            {"a.json": '{"schema": "tfdoctor.plan/1"}'}, ["a.json"], "no `check", id="none-read"
        ),
    ],
)
def test_bad_input_is_one_red_line(tmp_path, monkeypatch, files, args, needle):
    for name, body in files.items():
        p = tmp_path / name
        p.write_bytes(body if isinstance(body, bytes) else body.encode())
    monkeypatch.chdir(tmp_path)
    res = merge(*args)
    assert res.exit_code == 2
    assert needle in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "Traceback" not in res.output
