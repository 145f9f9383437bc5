"""devices: capacity math, NVML memory, judging the runtime child's payload, contained crashes."""

from __future__ import annotations

import io
import json
import os

import pytest

from tfdoctor.commands.devices import (
    GIB,
    capacity,
    driver_memory,
    judge,
    reserve_bytes,
    run_devices,
)
from tfdoctor.probes.driver.probe import DriverInfo, DriverState, GpuInfo
from tfdoctor.probes.host import Host
from tfdoctor.report.devices import render_devices

CPU_ONLY = {
    "stage": "done",
    "tensorflow": {"version": "2.21.0"},
    "physical_devices": [{"name": "/physical_device:CPU:0", "type": "CPU"}],
    "logical_devices": [{"name": "/device:CPU:0", "type": "CPU"}],
    "ops": [{"device": "/device:CPU:0", "op": "ok", "xla": "ok"}],
}
ONE_GPU = {
    **CPU_ONLY,
    "physical_devices": CPU_ONLY["physical_devices"]
    + [
        {
            "name": "/physical_device:GPU:0",
            "type": "GPU",
            "details": {"compute_capability": "9.0", "device_name": "NVIDIA H100 80GB HBM3"},
        }
    ],
    "logical_devices": CPU_ONLY["logical_devices"] + [{"name": "/device:GPU:0", "type": "GPU"}],
    "ops": CPU_ONLY["ops"] + [{"device": "/device:GPU:0", "op": "ok", "xla": "ok"}],
}


def test_capacity_formula_per_recipe():
    free = 20 * GIB
    assert reserve_bytes(free) == 2 * GIB  # 10% beats the 1 GiB floor
    rows = {r.recipe: r for r in capacity(free)}
    usable = 18 * GIB
    assert rows["fp32 + Adam"].parameters == usable // 16
    assert rows["fp32 + SGD momentum"].parameters == usable // 12
    assert rows["mixed precision + Adam"].bytes_per_parameter == 16
    # ~1.2 billion parameters for Adam in 18 GiB: the classic "16 bytes per parameter".
    assert 1_200_000_000 < rows["fp32 + Adam"].parameters < 1_220_000_000


def test_capacity_small_gpu_keeps_one_gib_and_never_negative():
    assert reserve_bytes(2 * GIB) == GIB
    assert all(r.parameters == 0 for r in capacity(GIB // 2))


def test_driver_memory_gives_free_memory_and_capacity():
    info = DriverInfo(
        DriverState.OK,
        gpus=(GpuInfo(0, "Tesla T4", "7.5", memory_total_mib=15360, memory_free_mib=14930),),
        method="nvidia-smi",
    )
    [g], source = driver_memory(info)
    assert source == "nvidia-smi"
    assert (g.name, g.free, g.total) == ("Tesla T4", 14930 * 1024**2, 15360 * 1024**2)
    assert g.capacity[0].parameters == (g.free - reserve_bytes(g.free)) // 16


@pytest.mark.parametrize(
    ("info", "why"),
    [
        pytest.param(DriverInfo(DriverState.NO_DRIVER), "no NVIDIA driver found", id="no-driver"),
        pytest.param(
            DriverInfo(DriverState.NOT_LOADED), "reports no GPU (not-loaded)", id="not-loaded"
        ),
        pytest.param(
            DriverInfo(DriverState.OK, gpus=(GpuInfo(0, "X"),), method="proc"),
            "proc gave no memory figures",
            id="no-figures",
        ),
    ],
)
def test_no_memory_is_a_reason_not_a_crash(info, why):
    gpus, source = driver_memory(info)
    assert gpus == [] and why in source


def test_capacity_comes_through_nvidia_smi_without_nvml(tmp_path):
    """Capacity no longer needs the Python NVML binding: nvidia-smi's figures do."""
    from tests.support import machines as M

    host = M.machine(
        tmp_path,
        {},
        smi_answer=M.smi("560.35.03", "12.6", (("NVIDIA A100-SXM4-40GB", "8.0", 40960),)),
    )
    host = Host(
        host.root,
        {**os.environ, **host.env, "FAKE_CHILD_PAYLOAD": json.dumps(CPU_ONLY)},
        host.runner,
        host.python_sites,
        False,
        "linux",
    )
    report = run_devices(host=host, module="tests.support.fake_child", timeout=30)
    [g] = report.memory
    assert g.name == "NVIDIA A100-SXM4-40GB" and g.free == (40960 - 500) * 1024**2


@pytest.mark.parametrize(
    "payload,require_gpu,ids,usable",
    [
        pytest.param(CPU_ONLY, False, ["devices-no-gpu"], False, id="cpu-only-info"),
        pytest.param(ONE_GPU, False, [], True, id="gpu-ok"),
        pytest.param(
            {**ONE_GPU, "ops": [{"device": "/device:GPU:0", "op": "failed", "op_error": "x"}]},
            False,
            ["devices-op-failed"],
            False,
            id="gpu-op-fails",
        ),
        pytest.param(
            {**ONE_GPU, "ops": [{"device": "/device:GPU:0", "op": "ok", "xla": "failed"}]},
            False,
            ["devices-xla-failed"],
            True,
            id="xla-fails",
        ),
        pytest.param(
            {
                **CPU_ONLY,
                "logical_devices": [
                    {"name": "/device:CPU:0", "type": "CPU"},
                    {"name": "/device:XLA_CPU:0", "type": "XLA_CPU"},
                ],
            },
            False,
            ["devices-no-gpu", "devices-legacy-xla-devices"],
            False,
            id="legacy-xla-devices",
        ),
        pytest.param(
            {"stage": "import", "import_error": "ImportError: libcudart.so.12"},
            False,
            ["devices-tf-import-failed"],
            False,
            id="import-error",
        ),
    ],
)
def test_judge(payload, require_gpu, ids, usable):
    findings, gpu_usable = judge(payload, require_gpu)
    assert [f.id for f in findings] == ids
    assert gpu_usable is usable


def test_require_gpu_makes_no_gpu_an_error():
    findings, _ = judge(CPU_ONLY, True)
    assert findings[0].severity.value == "error"


def _host(**env):
    return Host(env={**os.environ, **env}, live=False)


def test_run_devices_with_fake_child_renders_and_exits(tmp_path):
    host = _host(FAKE_CHILD_PAYLOAD=json.dumps(CPU_ONLY))
    report = run_devices(host=host, module="tests.support.fake_child", timeout=30)
    assert report.exit_code == 0 and not report.gpu_usable
    out = io.StringIO()
    assert render_devices(report, stream=out, colour=False) == 0
    text = out.getvalue()
    assert "CPU only" in text and "/device:CPU:0" in text and "formula:" in text
    assert "TF_XLA_FLAGS=--tf_xla_enable_xla_devices" in text
    strict = run_devices(host=host, module="tests.support.fake_child", timeout=30, require_gpu=True)
    assert strict.exit_code == 1
    data = json.loads(_json(strict))
    assert data["schema"] == "tfdoctor.devices/1" and data["gpu_usable"] is False


def _json(report):
    out = io.StringIO()
    render_devices(report, json_out=True, stream=out)
    return out.getvalue()


@pytest.mark.parametrize(
    "mode,fid",
    [
        pytest.param("segv", "tensorflow-crashed", id="killed"),
        pytest.param("hang", "tensorflow-hung", id="hung"),
        pytest.param("sigill", "cpu-missing-avx", id="sigill-is-no-avx-as-in-check"),
    ],
)
def test_child_killed_or_hung_is_a_finding(mode, fid):
    host = _host(FAKE_CHILD_MODE=mode)
    report = run_devices(host=host, module="tests.support.fake_child", timeout=3)
    assert fid in [f.id for f in report.findings]
    assert report.exit_code == 1
    if mode == "segv":
        assert "SIGSEGV" in next(f.title for f in report.findings if f.id == fid)
    if fid.startswith("tensorflow-"):  # one family for every command; old ids as aliases
        f = next(f for f in report.findings if f.id == fid)
        old = {"tensorflow-crashed": "devices-crashed", "tensorflow-hung": "devices-timeout"}
        assert f.to_dict()["aliases"] == [old[fid]]
        assert f.values["command"] == "devices"


@pytest.mark.slow
def test_real_tensorflow_devices_cpu_only():
    from typer.testing import CliRunner

    from tfdoctor.cli import app

    result = CliRunner().invoke(app, ["devices", "--json"])
    data = json.loads(result.stdout)
    assert result.exit_code == 0, result.stderr
    names = [d["name"] for d in data["logical_devices"]]
    assert "/device:CPU:0" in names
    if not data["gpu_usable"]:
        assert "devices-no-gpu" in [f["id"] for f in data["findings"]]
        again = CliRunner().invoke(app, ["devices", "--json", "--require-gpu"])
        assert again.exit_code == 1
