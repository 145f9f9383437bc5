"""The Python API (tfdoctor.check/explain/...): the CLI's pipeline, as objects."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

import tfdoctor
from tfdoctor.cli import app

# tensorflow/tensorflow#45930 (../shared/tf-logs/cases.jsonl, tfd-001), verbatim
CUDART_MISSING = (
    "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] "
    "Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot "
    "open shared object file: No such file or directory\n"
)


def differences(a, b, path=""):
    """The paths where two JSON documents differ (a readable assertion)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            d
            for k in sorted(set(a) | set(b), key=str)
            for d in differences(a.get(k), b.get(k), f"{path}/{k}")
        ]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            d
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for d in differences(x, y, f"{path}[{i}]")
        ]
    return [] if a == b else [f"{path}: {a!r} != {b!r}"]


def test_import_tfdoctor_is_cheap_and_imports_no_tensorflow():
    code = (
        "import sys, time; t = time.perf_counter(); import tfdoctor; "
        "dt = time.perf_counter() - t; "
        "heavy = [m for m in sys.modules if m.split('.')[0] in "
        "('tensorflow', 'keras', 'numpy', 'typer', 'click', 'IPython')"
        " or m.startswith('tfdoctor.')]; "
        "print(dt); print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    seconds, heavy = out.stdout.splitlines()
    assert heavy == "[]", heavy  # not even tfdoctor's own API before it is used
    assert float(seconds) < 1.0


def test_lazy_names_and_unknown_attribute():
    assert tfdoctor.Report.__name__ == "Report"
    assert callable(tfdoctor.load_ipython_extension)
    with pytest.raises(AttributeError):
        tfdoctor.no_such_thing  # noqa: B018
    assert "check" in dir(tfdoctor)


def test_check_to_dict_is_the_cli_json(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    cli = CliRunner().invoke(app, ["check", "--json", "--no-runtime"])
    assert cli.exit_code in (0, 1), cli.output
    report = tfdoctor.check(no_runtime=True)
    api, printed = report.to_dict(), json.loads(cli.stdout)
    for doc in (api, printed):  # free memory and disk move between two runs: live figures
        for live in ("ram_available_mib", "disk_free_mib"):
            doc["components"]["system"].get("details", {}).pop(live, None)
    assert not differences(api, printed)
    assert report.verdict == printed["verdict"]
    assert report.ok is (cli.exit_code == 0)
    assert report.ids == tuple(f["id"] for f in printed["findings"])
    assert "kernel" not in api  # pytest is not a Jupyter kernel


def test_str_is_the_cli_text():
    cli = CliRunner().invoke(app, ["check", "--no-runtime", "--no-color"])
    text = str(tfdoctor.check(no_runtime=True))
    # the same lines, but for the time-dependent nothing: compare the verdict and labels
    assert text.splitlines()[0] == cli.stdout.splitlines()[0]
    assert text.splitlines()[-1] == cli.stdout.splitlines()[-1]
    assert "\x1b[" not in text


@pytest.mark.parametrize(
    "call, message",
    [
        pytest.param(
            lambda: tfdoctor.check(no_runtime=True, bogus=1), "unknown option", id="unknown"
        ),
        pytest.param(
            lambda: tfdoctor.check(no_runtime=True, root="/no/such/dir"),
            "not a directory",
            id="root",
        ),
        pytest.param(lambda: tfdoctor.check(no_runtime=True, cc="banana"), "banana", id="cc"),
        pytest.param(lambda: tfdoctor.smoke_train(device="tpu"), "--device", id="device"),
        pytest.param(
            lambda: tfdoctor.smoke_train(synthetic=True, data_dir="."), "exclude", id="data"
        ),
        pytest.param(lambda: tfdoctor.smoke_train(epochs=0), "--epochs", id="epochs"),
        pytest.param(lambda: tfdoctor.explain(b"bytes"), "str", id="explain-bytes"),
    ],
)
def test_domain_errors_raise_input_error_never_system_exit(call, message):
    with pytest.raises(tfdoctor.InputError, match=message):
        call()
    assert issubclass(tfdoctor.InputError, tfdoctor.TfdoctorError)


def test_explain_matches_the_cli(tmp_path):
    log = tmp_path / "train.log"
    log.write_text(CUDART_MISSING)
    cli = CliRunner().invoke(app, ["explain", "--json", str(log)])
    report = tfdoctor.explain(CUDART_MISSING)
    assert report.to_dict() == json.loads(cli.stdout)
    assert "cuda-libs-missing" in report.ids
    assert "[cuda-libs-missing]" in report._repr_html_()


def test_api_time_no_runtime_check_is_quick():
    t = time.perf_counter()
    tfdoctor.check(no_runtime=True)
    assert time.perf_counter() - t < 10  # static probes only (the 2-core CI box included)


def test_magic_parses_with_the_cli_options(capsys):
    from tfdoctor.api import magic

    assert magic.parse("check", ["--no-runtime", "--timeout", "7", "--python-site", "."]) == {
        **magic.parse("check", []),
        "no_runtime": True,
        "timeout": 7.0,
        "python_site": (".",),  # click's raw values: check_options makes them Paths
    }
    assert magic.run("check --help") is None  # click printed the CLI's help
    assert "--no-runtime" in capsys.readouterr().out
    with pytest.raises(tfdoctor.InputError, match="timeout"):
        magic.run("check --timeout soon")
    with pytest.raises(tfdoctor.InputError, match="unknown command"):
        magic.run("frobnicate")
    with pytest.raises(tfdoctor.InputError, match="--health"):
        magic.run("check --health")
    assert magic.tfdoctor_magic("plan") is None  # not in notebooks: one line, no raise
    assert capsys.readouterr().err.startswith("tfdoctor: error: %tfdoctor plan")


def test_magic_json_prints_the_document(capsys):
    from tfdoctor.api import magic

    assert magic.run("check --no-runtime --json") is None
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == "tfdoctor.check/1"
