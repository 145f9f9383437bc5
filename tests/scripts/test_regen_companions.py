"""scripts/regen_companions.py, offline: its parser on real records stored in
tests/data/companions/ (METADATA through PEP 658 and what was read from each wheel; the
wheel's name and sha256 are in every record, SOURCES.md says where each came from)."""

from __future__ import annotations

import importlib.util
import json
import zipfile
from pathlib import Path

import pytest

from tfdoctor.judge.companions import parse_companions

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "companions"
SPEC = importlib.util.spec_from_file_location(
    "regen_companions", ROOT / "scripts" / "regen_companions.py"
)
regen = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(regen)
SHIPPED = json.loads((ROOT / "compat" / "companions.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def records():
    return regen.load_records(DATA / "records")


def shipped_release(package, version):
    pkg = next(p for p in SHIPPED["packages"] if p["name"] == package)
    return next(r for r in pkg["releases"] if r["version"] == version)


def test_stored_records_rebuild_the_shipped_entries(records):
    """The shipped entries were built from these very records: no difference is the proof
    that the parser reads METADATA and wheels the way the file was made."""
    checked = 0
    for package, family in records.items():
        if package == "tensorflow":
            for rec in family:
                line = regen.tf_entry(rec)["line"]
                assert regen.tf_entry(rec) == next(
                    t for t in SHIPPED["tensorflow"] if t["line"] == line
                )
                checked += 1
            continue
        for rec in family:
            assert regen.release_entry(package, rec, family) == shipped_release(
                package, rec["version"]
            ), (package, rec["version"])
            checked += 1
    assert checked >= 10


def test_io_declares_tf_2_16_through_its_extra(records):
    (io,) = records["tensorflow-io"]
    entry = regen.release_entry("tensorflow-io", io, [io])
    assert entry["tensorflow"]["spec"] == "<2.17.0,>=2.16.0"
    assert entry["tensorflow"]["extra"] == "tensorflow"  # not tensorflow-cpu's extra
    assert entry["tensorflow"]["source"] == (
        "METADATA Requires-Dist: tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow' "
        f"({io['wheel']})"
    )
    assert [k["kind"] for k in entry["kinds"]] == ["compiled-ops"]


def test_tfp_import_check_beats_its_metadata(records):
    tfp = {r["version"]: r for r in records["tensorflow-probability"]}
    entry = regen.release_entry("tensorflow-probability", tfp["0.25.0"], [])
    assert entry["tensorflow"]["spec"] == ">=2.16" and entry["tensorflow"]["extra"] == "tf"
    assert entry["tensorflow_checked"]["spec"] == ">=2.18"
    check = next(k for k in entry["kinds"] if k["kind"] == "import-time-check")
    assert "required_tensorflow_version = '2.18'" in check["source"]
    assert "1.15" not in check["source"]  # the commented-out internal line is not code
    assert check["effect"] == "error" and "raise ImportError(" in check["effect_source"]
    assert any(k["kind"] == "keras-2-only" and "import tf_keras" in k["source"] for k in entry["kinds"])


def test_addons_range_from_its_version_file_and_successor_from_its_eol_message(records):
    (addons,) = records["tensorflow-addons"]
    entry = regen.package_entry("tensorflow-addons", [addons])
    rel = entry["releases"][0]
    assert rel["tensorflow_checked"]["spec"] == ">=2.13.0,<2.16.0"
    assert entry["successor"]["name"] == "keras"
    assert "Keras-CV, and Keras-NLP" in entry["successor"]["source"]
    assert "tfa_eol_msg.py" in entry["successor"]["source"]


def test_transformers_dropped_tf_in_5_0(records):
    entry = regen.package_entry("transformers", records["transformers"])
    dropped = entry["tensorflow_dropped"]
    assert (dropped["in"], dropped["last_with"]) == ("5.0.0", "4.57.6")
    assert "modeling_tf_utils.py in transformers-4.57.6" in dropped["source"]
    assert "not in transformers-5.0.0" in dropped["source"]


@pytest.mark.parametrize(
    ("line", "extra", "applies"),
    [
        pytest.param('tensorflow<2.21,>=2.20.0', None, True, id="plain"),
        pytest.param(
            'tensorflow<2.13,>=2.12.0; platform_machine != "arm64" or platform_system != "Darwin"',
            None,
            True,
            id="not-mac-arm",
        ),
        pytest.param(
            'tensorflow-macos<2.13,>=2.12.0; platform_machine == "arm64" and platform_system == "Darwin"',
            None,
            False,
            id="mac-only",
        ),
        pytest.param("tensorflow>=2.16; extra == 'tf'", "tf", True, id="extra"),
    ],
)
def test_requirement_markers_for_linux_x86_64(line, extra, applies):
    got = regen.requirement_for({"requires_dist": [line], "wheel": "w.whl"}, regen.TF_NAMES)
    assert bool(got) is applies
    if applies:
        assert got[0]["extra"] == extra


@pytest.mark.parametrize(
    ("lines", "spec"),
    [
        pytest.param(["tensorflow ; extra == 'tests'"], None, id="keras-cv-0.6-tests-extra"),
        pytest.param(["tensorflow"], None, id="bare-name-no-range"),
        pytest.param(['tensorflow<2.16,>2.9; extra == "dev-tensorflow"'], None, id="dev-extra"),
        pytest.param(
            ["tensorflow-cpu<2.16; extra == 'tf-cpu'", "tensorflow<2.16,>2.9; extra == 'tf'"],
            "<2.16,>2.9",
            id="tensorflow-before-tensorflow-cpu",
        ),
    ],
)
def test_tf_requirement_ignores_what_promises_nothing(lines, spec):
    got = regen._tf_requirement({"requires_dist": lines, "wheel": "w.whl"})
    assert (got["spec"] if got else None) == spec


def test_transformers_keras_3_error_is_quoted_from_its_wheel(records):
    rec = next(r for r in records["transformers"] if r["version"] == "4.57.6")
    kinds = regen.release_entry("transformers", rec, [])["kinds"]
    assert kinds[0]["kind"] == "keras-2-only"
    assert kinds[0]["source"].startswith(
        "transformers/modeling_tf_utils.py: Your currently installed version of Keras is Keras 3"
    )
    assert "pip install tf-keras" in kinds[0]["source"]


def test_window_keeps_finals_from_the_first_release():
    versions = ["0.37.1", "0.37.0", "0.36.0rc1", "0.32.0", "0.31.0", "0.33.0.dev1"]
    assert regen.in_window(versions, "0.32.0", "all") == ["0.37.1", "0.37.0", "0.32.0"]
    assert regen.in_window(["4.57.6", "4.57.1", "5.0.0", "4.56.2"], "4.26", "minors") == [
        "5.0.0",
        "4.57.6",
        "4.56.2",
    ]


def test_inspect_wheel_reads_checks_links_and_modules(tmp_path):
    """A wheel made of the real lines stored in tests/data/companions/sources/."""
    src = (DATA / "sources" / "tensorflow_probability-0.25.0__init__.py.txt").read_text("utf-8")
    whl = tmp_path / "tensorflow_probability-0.25.0-py2.py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as zf:
        zf.writestr("tensorflow_probability/__init__.py", "")
        zf.writestr("tensorflow_probability/python/__init__.py", src)
        zf.writestr("tensorflow_probability/python/x_test.py", "import tf_keras\n")
        zf.writestr("tensorflow_probability-0.25.0.dist-info/METADATA", "Name: x\n")
        zf.writestr("tensorflow_probability/ops/_x.so", b"\x7fELF..libtensorflow_framework.so.2..")
    found = regen.inspect_wheel(whl, "tensorflow-probability")
    assert found["modules"] == ["tensorflow_probability"]
    assert found["links"] == ["tensorflow_probability/ops/_x.so"]
    assert found["checks"] == [
        "tensorflow_probability/python/__init__.py: required_tensorflow_version = '2.18'"
    ]
    assert found["effect"][0] == "error"
    assert [h.split(":")[0] for h in found["keras2"]] == ["tensorflow_probability/python/__init__.py"]


def test_a_built_document_passes_tfdoctors_own_validation(records):
    doc = regen.build_document(records, "2026-01-01")
    kb = parse_companions(doc, "built")
    assert kb.packages["tensorflow-io"].releases[0].version == "0.37.1"
    assert regen.diff(doc, doc) == ""
