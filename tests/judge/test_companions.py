"""tfdoctor/judge/companions.py on the shipped compat/companions.json (real values: each is
a METADATA line or a source line of the named wheel; see the file's `source` fields)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.specifiers import SpecifierSet

from tfdoctor.judge import companions as kb
from tfdoctor.model import InputError

FILE = Path(__file__).resolve().parents[2] / "compat" / "companions.json"


@pytest.mark.parametrize(
    ("module", "dist"),
    [
        pytest.param("tf_keras", "tf-keras", id="tf-keras"),
        pytest.param("tensorflow_text.ops", "tensorflow-text", id="dotted-text"),
        pytest.param("tensorflow_io", "tensorflow-io", id="io"),
        pytest.param("tensorflow_io_gcs_filesystem", "tensorflow-io-gcs-filesystem", id="io-gcs"),
        pytest.param("keras_tuner", "keras-tuner", id="keras-tuner"),
        pytest.param("tensorflow_decision_forests", "tensorflow-decision-forests", id="tfdf"),
        pytest.param("tensorflow_model_optimization", "tensorflow-model-optimization", id="tfmot"),
        pytest.param("keras_hub", "keras-hub", id="keras-hub"),
        pytest.param("no_such_module", None, id="unknown"),
        pytest.param("", None, id="empty"),
    ],
)
def test_distribution_for_module(module, dist):
    assert kb.distribution_for_module(module) == dist


@pytest.mark.parametrize(
    ("package", "tf", "release"),
    [
        # tensorflow-io 0.37.1: tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'
        pytest.param("tensorflow-io", "2.16", "0.37.1", id="io-2.16"),
        pytest.param("tensorflow-io", "2.15.1", "0.36.0", id="io-2.15"),
        pytest.param("tensorflow-io", "2.21.0", None, id="io-none-for-2.21"),
        # tensorflow-text 2.20.1: tensorflow<2.21,>=2.20.0; 2.21.1: <2.22,>=2.21.0
        pytest.param("tensorflow-text", "2.20.0", "2.20.1", id="text-2.20"),
        pytest.param("tensorflow-text", "2.21.0", "2.21.1", id="text-2.21"),
        # tfp 0.25.0 checks required_tensorflow_version = '2.18' though METADATA says >=2.16
        pytest.param("tensorflow-probability", "2.17.1", "0.24.0", id="tfp-2.17-check"),
        pytest.param("tensorflow-probability", "2.21.0", "0.25.0", id="tfp-2.21"),
        pytest.param("tensorflow-probability", "2.15.1", "0.23.0", id="tfp-2.15"),
        # tensorflow-addons 0.23.0: INCLUSIVE_MIN 2.13.0, EXCLUSIVE_MAX 2.16.0
        pytest.param("tensorflow-addons", "2.15.1", "0.23.0", id="addons-2.15"),
        pytest.param("tensorflow-addons", "2.21.0", None, id="addons-none-for-2.21"),
        pytest.param("tf-keras", "2.21.0", "2.21.0", id="tf-keras-lockstep"),
        pytest.param("tensorflow-decision-forests", "2.19.0", "1.12.0", id="tfdf-2.19"),
        pytest.param("keras-hub", "2.21.0", None, id="declares-no-tf"),
        pytest.param("not-a-package", "2.21.0", None, id="unknown"),
    ],
)
def test_release_for_tf(package, tf, release):
    assert kb.release_for_tf(package, tf) == release


@pytest.mark.parametrize(
    ("package", "version", "spec"),
    [
        pytest.param("tensorflow-io", "0.37.1", "<2.17.0,>=2.16.0", id="io"),
        pytest.param("tensorflow-text", "2.20.1", "<2.21,>=2.20.0", id="text"),
        pytest.param("tensorflow-probability", "0.25.0", ">=2.16,>=2.18", id="tfp-both"),
        pytest.param("tensorflow-probability", "0.23.0", ">=2.15", id="tfp-check-only"),
        pytest.param("tensorflow-io", "9.9.9", None, id="unknown-release"),
        pytest.param("keras-hub", "0.32.0", None, id="no-tf-declared"),
    ],
)
def test_tf_lines(package, version, spec):
    got = kb.tf_lines(package, version)
    assert got == (SpecifierSet(spec) if spec else None)


@pytest.mark.parametrize(
    ("package", "line"),
    [
        pytest.param("tensorflow-io", "2.16", id="io"),
        pytest.param("tensorflow-io-gcs-filesystem", "2.16", id="io-gcs"),
        pytest.param("tensorflow-text", "2.21", id="text"),
        pytest.param("tensorflow-addons", "2.15", id="addons"),
        pytest.param("tensorflow-decision-forests", "2.19", id="tfdf"),
        pytest.param("transformers", "2.15", id="transformers-tf-extra"),
        pytest.param("keras-hub", None, id="no-tf-declared"),
        pytest.param("keras-cv", None, id="tests-extra-is-no-promise"),
    ],
)
def test_newest_tf_line(package, line):
    assert kb.newest_tf_line(package) == line


@pytest.mark.parametrize(
    ("package", "name"),
    [
        pytest.param("tensorflow-addons", "keras", id="addons-eol"),
        pytest.param("keras-nlp", "keras-hub", id="renamed"),
        pytest.param("tensorflow-io", None, id="none-sourced"),
    ],
)
def test_successor(package, name):
    assert kb.successor(package) == name


@pytest.mark.parametrize(
    ("package", "version", "kind"),
    [
        pytest.param("tensorflow-probability", "0.25.0", "import-time-check", id="tfp"),
        pytest.param("tensorflow-text", "2.20.1", "compiled-ops", id="text"),
        pytest.param("tensorflow-io", "0.36.0", "compiled-ops", id="io-platform-wheel"),
        pytest.param("tensorflow-hub", "0.16.1", "keras-2-only", id="hub"),
        pytest.param("tensorflow-recommenders", "0.7.7", "keras-2-only", id="tfrs"),
        pytest.param("tf-keras", "2.21.0", "none", id="tf-keras"),
        pytest.param("tensorflow-datasets", "4.9.9", None, id="not-read"),
    ],
)
def test_kind(package, version, kind):
    assert kb.kind(package, version) == kind


def test_kinds_list_every_reason_and_tfp_needs_tf_keras():
    assert kb.kinds("tensorflow-probability", "0.24.0") == ("import-time-check", "keras-2-only")
    # addons' check only warns (ensure_tf_install.py: warnings.warn): it ranks last
    assert kb.kinds("tensorflow-addons", "0.23.0") == (
        "compiled-ops",
        "keras-2-only",
        "import-time-check",
    )
    assert kb.kind("tensorflow-addons", "0.23.0") == "compiled-ops"


@pytest.mark.parametrize(
    ("tf", "dep", "python", "spec"),
    [
        pytest.param("2.21.0", "numpy", None, ">=1.26.0", id="2.21-numpy"),
        pytest.param("2.21", "protobuf", None, "<8.0.0,>=6.31.1", id="2.21-protobuf"),
        pytest.param("2.21.0", "ml-dtypes", None, "<1.0.0,>=0.5.1", id="2.21-ml-dtypes"),
        pytest.param("2.21.0", "h5py", None, "<3.15.0,>=3.11.0", id="2.21-h5py"),
        pytest.param("2.21.0", "keras", None, ">=3.12.0", id="2.21-keras"),
        pytest.param("2.15.1", "keras", None, "<2.16,>=2.15.0", id="2.15-keras"),
        pytest.param("2.14.0", "ml_dtypes", None, "==0.2.0", id="2.14-ml-dtypes-normalised"),
        pytest.param("2.17", "numpy", "3.11", "<2.0.0,>=1.23.5", id="2.17-numpy-py311"),
        pytest.param("2.17", "numpy", "3.12", "<2.0.0,>=1.26.0", id="2.17-numpy-py312"),
        pytest.param("2.12.1", "ml-dtypes", None, None, id="2.12-no-ml-dtypes"),
        pytest.param("2.99", "numpy", None, None, id="unknown-line"),
        pytest.param("junk", "numpy", None, None, id="not-a-version"),
    ],
)
def test_tf_chain_range(tf, dep, python, spec):
    assert kb.tf_chain_range(tf, dep, python=python) == spec


def test_every_fact_has_a_source_and_every_release_its_wheel():
    doc = json.loads(FILE.read_text(encoding="utf-8"))
    assert doc["schema_version"] == kb.SCHEMA_VERSION
    names = [p["name"] for p in doc["packages"]]
    assert len(names) == len(set(names)) >= 19
    for p in doc["packages"]:
        for r in p["releases"]:
            assert r["wheel"].endswith(".whl") and len(r["sha256"]) == 64
            facts = [r.get("tensorflow"), r.get("tensorflow_checked"), *r.get("keras", [])]
            for fact in [f for f in facts if f] + r.get("kinds", []):
                assert fact["source"].strip(), (p["name"], r["version"])
    for t in doc["tensorflow"]:
        for items in t["requires"].values():
            assert all(i["source"].startswith("METADATA Requires-Dist:") for i in items)


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        pytest.param({"schema_version": 2}, "schema_version", id="schema"),
        pytest.param(
            {"schema_version": 1, "packages": [{"name": "x", "releases": [{"version": "no"}]}]},
            "'version'",
            id="bad-version",
        ),
        pytest.param(
            {
                "schema_version": 1,
                "packages": [
                    {"name": "x", "releases": [{"version": "1.0", "tensorflow": {"spec": ">=2"}}]}
                ],
            },
            "'spec' and 'source'",
            id="unsourced-fact",
        ),
        pytest.param(
            {
                "schema_version": 1,
                "packages": [
                    {"name": "x", "releases": [{"version": "1", "kinds": [{"kind": "x", "source": "s"}]}]}
                ],
            },
            "kinds must be among",
            id="bad-kind",
        ),
    ],
)
def test_bad_documents_are_one_input_error(doc, message):
    with pytest.raises(InputError, match=message):
        kb.parse_companions(doc, "t.json")


def test_missing_or_corrupt_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        kb.load_companions(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(InputError, match="cannot be read"):
        kb.load_companions(bad)


def test_default_path_is_the_repo_copy_from_a_checkout():
    assert kb.default_path().resolve() == FILE.resolve()


def test_check_no_runtime_never_loads_the_knowledge_base():
    """Lazy: the CLI's check path imports neither the module nor reads the file."""
    code = (
        "import sys; import tfdoctor.cli; from tfdoctor.commands import check; "
        "print('tfdoctor.judge.companions' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_oldest_tf_is_the_lowest_bound_the_table_holds() -> None:
    # tensorflow-io's releases in the table start at 0.32.0 (Requires-Dist extra:
    # tensorflow<2.13.0,>=2.12.0); its older releases (0.16 for TF 2.3) have no cp311 wheel
    assert str(kb.oldest_tf("tensorflow-io")) == "2.12.0"
    assert kb.oldest_tf("no-such-package") is None


def test_a_tensorflow_older_than_the_table_is_not_told_no_release_exists() -> None:
    from tfdoctor.judge.companion_fix import companion_fix

    old = companion_fix("tensorflow-io", "2.3.0", None)
    assert "no tensorflow-io release" not in old and "uninstall" not in old
    # under its extra, where tensorflow-io declares its TF range (pip's resolver, Python
    # 3.10: with tensorflow==2.10.1 the extra takes 0.27.0, the bare name 0.37.1)
    assert old.startswith('pip install "tensorflow-io[tensorflow]" "tensorflow==2.3.0"')
    assert kb.tf_extra("tensorflow-io") == "tensorflow"
    # inside the table's window the exact release is still named
    assert '"tensorflow-io==0.36.0" "tensorflow==2.15.0"' in companion_fix("tensorflow-io", "2.15.0", None)
