"""Protobuf gencode floors (compat/gencode.json, read from the wheels): the check rule, the
remedy both commands give, and the TF move that pins a release whose protos still load."""

from __future__ import annotations

import dataclasses
import json
import zipfile
from pathlib import Path

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.judge import gencode
from tfdoctor.judge.companion_fix import companion_fix
from tfdoctor.judge.rules.gencode import RULES
from tfdoctor.judge.verdict import run_rules
from tfdoctor.probes.tensorflow import Dist

ROOT = Path(__file__).resolve().parents[2]
#: TensorFlow 2.19.0's own Requires-Dist on protobuf (compat/companions.json, its METADATA)
TF219_PROTOBUF = "!=4.21.0,!=4.21.1,!=4.21.2,!=4.21.3,!=4.21.4,!=4.21.5,<6.0.0dev,>=3.20.3"


def test_the_table_is_sourced_from_wheels():
    doc = json.loads((ROOT / "compat" / "gencode.json").read_text(encoding="utf-8"))
    assert "Runtime version cannot be older than the linked gencode version" in doc["rule"]
    for name, rows in doc["packages"].items():
        assert rows, name
        for r in rows:
            assert r["wheel"].endswith(".whl") and len(r["sha256"]) == 64, (name, r)
            if r["gencode"]:
                assert f"# Protobuf Python Version: {r['gencode']}" in r["source"], r
                assert r["wheel"] in r["source"], r


def test_ydf_0_16_0_declares_less_than_it_needs():
    fl = gencode.floor("ydf", "0.16.0")
    assert fl is not None and fl.gencode == "6.31.1"
    assert not gencode.runs_under("6.31.1", "5.29.6")
    assert gencode.runs_under("6.31.1", "6.33.0")
    assert gencode.package_for_module("yggdrasil_decision_forests/dataset/data_spec.proto") == "ydf"


@pytest.mark.parametrize(
    "gen, spec, ok",
    [
        ("6.31.1", TF219_PROTOBUF, False),  # TF 2.19: protobuf < 6
        ("5.29.2", TF219_PROTOBUF, True),
        ("5.28.3", "<8.0.0,>=6.31.1", True),  # one major older: 6.x only warns
        ("6.31.1", "<8.0.0,>=6.31.1", True),
        ("6.31.1", None, True),  # nothing known: nothing judged
    ],
)
def test_fits(gen, spec, ok):
    assert gencode.fits(gen, spec) is ok


def test_newest_release_that_runs_under_tf_2_19():
    alt = gencode.newest_fitting("ydf", TF219_PROTOBUF, below="0.16.0")
    assert alt is not None and alt.version == "0.15.0" and alt.gencode == "5.29.2"


def _facts(tf_version: str, protobuf_spec: str, installed: dict[str, str]):
    tfi = fb.tf(version=tf_version)
    site = Path("/site-packages")
    dists = tuple(Dist(n, v, site, f"{site}/{n}-{v}.dist-info") for n, v in installed.items())
    tfi = dataclasses.replace(tfi, requires=(f"protobuf{protobuf_spec}",), installed=dists)
    return fb.facts(tfi=tfi)


def test_check_names_ydf_and_pins_the_release_tf_2_19_can_load():
    # what `pip install tensorflow-decision-forests==1.12.0` installs today (pip's resolver,
    # --dry-run --report: tensorflow 2.19.0, protobuf 5.29.6, ydf 0.16.0, tf_keras 2.19.0)
    facts = _facts("2.19.0", TF219_PROTOBUF, {"ydf": "0.16.0", "protobuf": "5.29.6"})
    found = run_rules(facts, RULES)
    assert [(f.id, f.severity.value) for f in found] == [("protobuf-incompatible", "error")]
    assert "ydf 0.16.0" in found[0].title and "6.31.1" in found[0].title
    # TF 2.19 forbids protobuf 6: raising it is not offered; the release that loads is
    assert '"ydf==0.15.0"' in found[0].remedy and "protobuf>=6" not in found[0].remedy


def test_check_raises_protobuf_where_tensorflow_allows_it():
    facts = _facts("2.21.0", "<8.0.0,>=6.31.1", {"ydf": "0.16.0", "protobuf": "5.29.6"})
    (f,) = run_rules(facts, RULES)
    assert 'install "protobuf>=6.31.1,<8.0.0"' in f.remedy.splitlines()[0]


def test_check_is_silent_when_the_runtime_is_new_enough():
    facts = _facts("2.21.0", "<8.0.0,>=6.31.1", {"ydf": "0.16.0", "protobuf": "6.31.1"})
    assert run_rules(facts, RULES) == []
    unknown = _facts("2.19.0", TF219_PROTOBUF, {"ydf": "9.9.9", "protobuf": "5.29.6"})
    assert run_rules(unknown, RULES) == []  # a release the table lacks: not guessed


def test_a_tf_move_pins_the_release_whose_protos_load():
    # the realenv tier's w11: tfdf 1.12.0 left behind by TF 2.21; the move back to 2.19 must
    # not leave ydf 0.16.0 (gencode 6.31.1) under TF 2.19's protobuf < 6
    tfdf = type("C", (), {"version": "1.12.0", "requirements": ()})()
    line = companion_fix(
        "tensorflow-decision-forests", "2.21.0", "pip", tfdf, "", ("tf-keras",),
        (("ydf", "0.16.0"), ("protobuf", "6.33.0"), ("tf-keras", "2.21.0")),
    )  # fmt: skip
    move = next(ln for ln in line.splitlines() if "tensorflow==2.19.*" in ln)
    assert '"ydf==0.15.0"' in move and '"tensorflow-decision-forests==1.12.0"' in move
    assert '"tf-keras==2.19.0"' in move
    same = companion_fix("tensorflow-decision-forests", "2.21.0", "pip", tfdf, "", ("tf-keras",))
    assert "ydf" not in same  # nothing installed that the move would break


def test_regen_reads_the_highest_header_of_a_wheel(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("regen_gencode", ROOT / "scripts" / "regen_gencode.py")
    regen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(regen)
    whl = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as zf:
        head = "# Generated by the protocol buffer compiler.  DO NOT EDIT!\n# source: a.proto\n"
        zf.writestr("demo/a_pb2.py", head + "# Protobuf Python Version: 5.29.1\n")
        zf.writestr("demo/b_pb2.py", head + "# Protobuf Python Version: 6.31.1\n")
        zf.writestr("demo/old_pb2.py", head)  # protoc < 5 writes no version
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nRequires-Dist: protobuf>=5.29.1\n")
    got = regen.read_wheel(whl)
    assert got["gencode"] == "6.31.1" and got["source"].startswith("demo/b_pb2.py")
    assert got["declares"] == ">=5.29.1" and got["modules"] == ["demo"]


TFDF_LOG = ROOT / "tests" / "data" / "tracebacks" / "tfdf-1.12.0-fresh-ydf-0.16.0-protobuf-5.29.6.txt"


def test_explain_gives_the_fix_check_gives_for_the_real_traceback():
    from tfdoctor.explain.engine import explain_text
    from tfdoctor.explain.rules.base import ExplainContext

    log = TFDF_LOG.read_text(encoding="utf-8")
    first = explain_text(log)[0]
    assert (first.id, first.severity.value) == ("protobuf-incompatible", "error")
    assert first.values["package"] == "ydf"  # named, as check names it
    # a bare log: TensorFlow's range is not known, so both ways, protobuf first
    lines = first.remedy.splitlines()
    assert 'install "protobuf>=6.31.1"' in lines[0] and 'install "ydf==0.15.0"' in lines[1]
    # with the environment's facts (explain -- COMMAND): the one check gives
    facts = _facts("2.19.0", TF219_PROTOBUF, {"ydf": "0.16.0", "protobuf": "5.29.6"})
    ctx = ExplainContext(
        tf_version="2.19.0", pins=(("protobuf", TF219_PROTOBUF),), facts=facts, pip=facts.pip
    )
    in_env = explain_text(log, ctx)[0]
    (checked,) = run_rules(facts, RULES)
    assert in_env.remedy == checked.remedy
    assert in_env.remedy.count("\n") == 0 and '"ydf==0.15.0"' in in_env.remedy
