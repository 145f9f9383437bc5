"""`check --health` on fixture nodes: one line, exit 1 exactly when the node must be drained,
bounded in time even when nvidia-smi hangs."""

import time

import pytest
from typer.testing import CliRunner

from tests.support import machines as M
from tfdoctor.cli import app
from tfdoctor.commands.check import CheckOptions
from tfdoctor.commands.health import health_of
from tfdoctor.probes.host import CommandResult
from tfdoctor.report.health import render_health

A100 = ("NVIDIA A100-SXM4-40GB", "8.0", 40960)
GPU_TF = {**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()}
STATIC = CheckOptions(runtime=False)


def line_of(report):
    import io

    buf = io.StringIO()
    code = render_health(report, buf)
    lines = buf.getvalue().splitlines()
    assert len(lines) == 1, lines
    return lines[0], code


NODES = [
    pytest.param(
        dict(files=GPU_TF, smi_answer=M.smi("560.35.03", "12.6", (A100, A100))),
        0,
        "OK tfdoctor: gpu-ready, 2 GPU(s) NVIDIA A100-SXM4-40GB, driver 560.35.03, "
        "TensorFlow 2.18.0",
        id="healthy-gpu-node",
    ),
    pytest.param(
        dict(files=M.tensorflow("2.18.0", "12.5.1", "9")),
        0,
        "OK tfdoctor: cpu-only, no NVIDIA driver, TensorFlow 2.18.0",
        id="cpu-node-no-driver",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12(cudnn="8.9.7.29")},
            smi_answer=M.smi("560.35.03", "12.6", (A100,)),
        ),
        1,
        "[cudnn-version-mismatch]",
        id="cudnn8-vs-built-for-9",
    ),
    pytest.param(
        dict(files=GPU_TF, smi_answer=M.smi("470.182.03", "11.4", (A100,))),
        1,
        "[driver-too-old]",
        id="driver-too-old",
    ),
    pytest.param(
        dict(
            files={**GPU_TF, **M.proc_version("560.35.03")},
            smi_answer=M.smi_fails("No devices were found", 6),
        ),
        1,
        "ERROR tfdoctor: The NVIDIA driver is loaded but finds no GPU [no-gpu-device]",
        id="driver-without-devices",
    ),
    pytest.param(
        dict(
            files=M.tensorflow("2.18.0", None, None, name="tensorflow-cpu"),
            smi_answer=M.smi("560.35.03", "12.6", (A100,)),
        ),
        1,
        "[tensorflow-not-built-with-cuda]",
        id="gpu-node-with-cpu-tensorflow",
    ),
]


@pytest.mark.parametrize(("machine", "code", "needle"), NODES)
def test_health_line_and_exit(tmp_path, machine, code, needle):
    report = health_of(M.machine(tmp_path, **machine), STATIC)
    line, got = line_of(report)
    assert got == code, line
    assert needle in line
    assert line.startswith("OK tfdoctor: " if code == 0 else "ERROR tfdoctor: ")


def test_hanging_nvidia_smi_is_bounded_and_drains(tmp_path):
    def hang(argv, timeout):
        time.sleep(3)
        return CommandResult(tuple(argv), 0, "")

    host = M.machine(tmp_path, GPU_TF, smi_answer=hang)
    start = time.monotonic()
    report = health_of(host, STATIC, deadline=0.5)
    assert time.monotonic() - start < 2.0
    line, code = line_of(report)
    assert code == 1 and line.endswith("[health-timeout]")


def test_crashed_driver_probe_drains(tmp_path, monkeypatch):
    import tfdoctor.probes.driver.probe as driver

    def boom(host):
        raise RuntimeError("planted")

    monkeypatch.setattr(driver, "probe_driver", boom)
    report = health_of(M.machine(tmp_path, GPU_TF), STATIC)
    line, code = line_of(report)
    assert code == 1 and line.endswith("[health-driver-unknown]"), line


def test_cli_health_prints_one_line(tmp_path):
    M.machine(tmp_path, M.tensorflow("2.18.0", "12.5.1", "9"))
    args = ["check", "--health", "--root", str(tmp_path), "--python-site", str(tmp_path / M.SITE)]
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output
    assert res.stdout.splitlines() == ["OK tfdoctor: cpu-only, no NVIDIA driver, TensorFlow 2.18.0"]


def test_cli_health_bad_matrix_is_exit_2(tmp_path):
    bad = tmp_path / "m.json"
    bad.write_text("{", encoding="utf-8")
    res = CliRunner().invoke(app, ["check", "--health", "--matrix", str(bad)])
    assert res.exit_code == 2 and "Traceback" not in res.output
