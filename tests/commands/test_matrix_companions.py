"""`tfdoctor matrix --companions [PACKAGE]`: text and JSON through typer's CliRunner."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from tfdoctor.cli import app

runner = CliRunner()


def test_all_companions_text_table():
    result = runner.invoke(app, ["matrix", "--companions", "--no-color"])
    assert result.exit_code == 0, result.output
    rows = {line.split()[0]: line for line in result.stdout.splitlines() if line.strip()}
    assert "tensorflow_io" in rows["tensorflow-io"] and " 2.16 " in rows["tensorflow-io"]
    assert "-> keras-hub" in rows["keras-nlp"]
    assert "-> keras" in rows["tensorflow-addons"]
    assert "compiled-ops" in rows["tensorflow-text"]


def test_one_package_json():
    result = runner.invoke(app, ["matrix", "--companions", "tensorflow-io", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["schema"] == "tfdoctor.companions/1"
    (pkg,) = data["packages"]
    newest = pkg["releases"][0]
    assert (pkg["name"], newest["version"]) == ("tensorflow-io", "0.37.1")
    assert newest["tensorflow"]["spec"] == "<2.17.0,>=2.16.0"
    assert newest["tensorflow"]["extra"] == "tensorflow"
    assert "tensorflow_io-0.37.1-" in newest["tensorflow"]["source"]
    assert {t["line"] for t in data["tensorflow"]} >= {"2.12", "2.21"}


def test_one_package_by_module_name_text():
    result = runner.invoke(app, ["matrix", "--companions", "tensorflow_probability", "--no-color"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("tensorflow-probability")
    assert "required_tensorflow_version = '2.18'" in out  # the 0.25.0 check, quoted
    line = next(ln for ln in out.splitlines() if ln.startswith("0.25.0 "))
    assert ">=2.18" in line and "import-time-check" in line


def test_unknown_package_is_exit_2_one_line():
    result = runner.invoke(app, ["matrix", "--companions", "not-a-companion"])
    assert result.exit_code == 2
    assert "not-a-companion" in result.output and "Traceback" not in result.output


def test_package_without_companions_flag_is_bad_usage():
    result = runner.invoke(app, ["matrix", "tensorflow-io"])
    assert result.exit_code == 2


def test_plain_matrix_unchanged():
    result = runner.invoke(app, ["matrix", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["schema"] == "tfdoctor.matrix/1"


def test_a_package_known_for_its_protobuf_gencode():
    """ydf is no companion, but compat/gencode.json knows what its protos need: shown by its
    name or its module, text and JSON; a companion that ships protos shows both."""
    result = runner.invoke(app, ["matrix", "--companions", "ydf", "--no-color"])
    assert result.exit_code == 0, result.output
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("0.16.0 "))
    assert "6.31.1" in line and "protobuf<7.0.0,>=5.29.1" in line  # needs more than it says
    by_module = runner.invoke(app, ["matrix", "--companions", "yggdrasil_decision_forests"])
    assert by_module.exit_code == 0 and "0.15.0     5.29.2" in by_module.stdout
    data = json.loads(runner.invoke(app, ["matrix", "--companions", "ydf", "--json"]).stdout)
    assert data["packages"] == [] and data["gencode"]["ydf"][0]["version"] == "0.16.1"
    both = runner.invoke(app, ["matrix", "--companions", "tf-keras", "--no-color"]).stdout
    assert both.startswith("tf-keras") and "tf_keras/protobuf/" in both
