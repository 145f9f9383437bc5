"""`tfdoctor check` through typer's CliRunner: the JSON contract, exit codes, --root."""

import json
import re

import pytest
from typer.testing import CliRunner

from tests.support import machines as M
from tfdoctor import __version__
from tfdoctor.cli import app

runner = CliRunner()

COMPONENT_KEYS = {"system", "python", "driver", "cuda", "cudnn", "tensorflow", "keras", "numpy"}


def image(tmp_path, files):
    M.machine(tmp_path, files)  # writes the tree
    return ["--root", str(tmp_path), "--python-site", str(tmp_path / M.SITE)]


def check(*args):
    return runner.invoke(app, ["check", *args])


def test_version():
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0 and res.stdout.strip() == f"tfdoctor {__version__}"


def test_json_contract_is_pinned(tmp_path):
    res = check("--json", *image(tmp_path, M.tensorflow("2.21.0", "12.5.1", "9")))
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)  # stdout holds one JSON document and nothing else
    assert {"schema", "tfdoctor_version", "verdict", "components", "devices", "findings"} <= set(
        doc
    )
    assert doc["schema"] == "tfdoctor.check/1"
    assert doc["tfdoctor_version"] == __version__
    assert set(doc["components"]) == COMPONENT_KEYS
    for comp in doc["components"].values():
        assert {"status", "version", "source"} <= set(comp)
    build = doc["components"]["tensorflow"]["build"]
    assert set(build) == {
        "cuda_version",
        "cudnn_version",
        "compute_capabilities",
        "is_cuda_build",
        "build_source",
    }
    assert build["cuda_version"] == "12.5.1" and build["is_cuda_build"] is True
    assert build["build_source"] == "build_info.py"
    assert {"cuda_version", "gpus"} <= set(doc["components"]["driver"])
    for f in doc["findings"]:
        assert {"id", "severity", "title", "remedy", "evidence"} <= set(f)
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", f["id"])
    ranks = [{"error": 0, "warning": 1, "info": 2}[f["severity"]] for f in doc["findings"]]
    assert ranks == sorted(ranks)
    assert doc["verdict"] == "cpu-only"
    assert doc["components"]["tensorflow"]["version"] == "2.21.0"


@pytest.mark.parametrize(
    ("files", "flags", "code", "ids"),
    [
        pytest.param(
            M.tensorflow("2.21.0", "12.5.1", "9"), [], 0, {"no-cuda-driver"}, id="cpu-only-ok"
        ),
        pytest.param(
            M.tensorflow("2.21.0", "12.5.1", "9"),
            ["--require-gpu"],
            1,
            {"no-usable-gpu"},
            id="require-gpu",
        ),
        pytest.param(
            {**M.tensorflow("2.15.0", "12.2", "8", keras="2.15.0", numpy="2.1.0")},
            [],
            1,
            {"numpy-abi-mismatch"},
            id="numpy2-tf215-error",
        ),
        pytest.param(
            {
                **M.tensorflow(
                    "2.10.0", "11.2", "8", name="tensorflow-gpu", keras="2.10.0", numpy="1.23.5"
                )
            },
            ["--strict"],
            1,
            {"tensorflow-gpu-deprecated"},
            id="warning-under-strict",
        ),
        pytest.param(
            {
                **M.tensorflow(
                    "2.10.0", "11.2", "8", name="tensorflow-gpu", keras="2.10.0", numpy="1.23.5"
                )
            },
            [],
            0,
            {"tensorflow-gpu-deprecated"},
            id="warning-not-strict",
        ),
    ],
)
def test_exit_codes(tmp_path, files, flags, code, ids):
    res = check("--json", *flags, *image(tmp_path, files))
    assert res.exit_code == code, res.output
    got = {f["id"] for f in json.loads(res.stdout)["findings"]}
    assert ids <= got


@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(None, "no such file", id="missing"),
        pytest.param("{oops", "not valid JSON", id="not-json"),
        pytest.param(
            '{"schema_version": 1, "tensorflow": "x"}', "'tensorflow' must be", id="wrong-schema"
        ),
    ],
)
def test_bad_matrix_is_one_red_line_exit_2(tmp_path, content, message):
    p = tmp_path / "bad.json"
    if content is not None:
        p.write_text(content)
    res = check("--no-runtime", "--matrix", str(p))
    assert res.exit_code == 2
    err = res.stderr.strip()
    assert len(err.splitlines()) == 1 and str(p) in err and message in err
    assert "Traceback" not in res.output


def test_matrix_from_environment(tmp_path):
    p = tmp_path / "env.json"
    p.write_text("[]")
    res = runner.invoke(app, ["check", "--no-runtime"], env={"TFDOCTOR_MATRIX": str(p)})
    assert res.exit_code == 2 and "env.json" in res.stderr


def test_root_must_be_a_directory(tmp_path):
    res = check("--root", str(tmp_path / "nope"))
    assert res.exit_code == 2 and "not a directory" in res.stderr


def test_text_report_is_colourless_when_piped_and_lists_components(tmp_path):
    res = check(*image(tmp_path, M.tensorflow("2.21.0", "12.5.1", "9")))
    assert res.exit_code == 0
    out = res.stdout
    assert "\x1b[" not in out
    for label in (
        "System",
        "Python",
        "NVIDIA driver",
        "CUDA",
        "cuDNN",
        "TensorFlow 2.21.0",
        "Keras",
        "NumPy",
    ):
        assert label in out
    assert "[no-cuda-driver]" in out and "fix:" in out
    assert "Verdict: Healthy CPU-only environment" in out


def test_verbose_shows_evidence(tmp_path):
    res = check("-v", *image(tmp_path, M.tensorflow("2.21.0", "12.5.1", "9")))
    assert "evidence:" in res.stdout


@pytest.mark.slow
def test_real_runtime_probe_on_this_machine():
    """The real TensorFlow CPU wheel in a child: devices, a tiny op and XLA run on CPU:0."""
    pytest.importorskip("tensorflow", reason="the tensorflow extra is not installed")
    res = check("--json", "--timeout", "300")
    doc = json.loads(res.stdout)
    assert doc["runtime"]["outcome"] == "ok", doc["runtime"]
    cpu = [d for d in doc["devices"] if d["type"] == "CPU"]
    assert cpu and cpu[0]["op"] == "ok" and cpu[0]["xla"] == "ok"
    if not doc["components"]["driver"]["gpus"]:
        # This machine and CI: TF 2.21 CPU wheel, no driver -> healthy CPU-only, exit 0,
        # and the CUDA-13-toolkit note where that toolkit exists.
        assert doc["verdict"] == "cpu-only" and res.exit_code == 0
        assert "no-cuda-driver" in {f["id"] for f in doc["findings"]}
        assert not [f for f in doc["findings"] if f["severity"] == "error"]
        res2 = check("--json", "--require-gpu", "--timeout", "300")
        assert res2.exit_code == 1
