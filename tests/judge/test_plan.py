"""tfdoctor plan on a table of machines: the chosen TF and the reasons against newer ones."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.cli import app
from tfdoctor.commands.plan import detect_os, machine_inputs, query_gpu
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.judge.plan import PlanInputs, make_plan
from tfdoctor.model import InputError


@pytest.fixture(scope="module")
def matrix():
    return load_matrix()


def _reasons(plan, version):
    return {r.id for e in plan.excluded if e.version == version for r in e.reasons}


# (inputs, chosen TF, a newer line and the reason ids it must carry, a caveat fragment)
MACHINES = [
    pytest.param(
        dict(python="3.11", driver="555.42.02", gpu_name="NVIDIA GeForce RTX 3090"),
        "2.21.0",
        None,
        set(),
        None,
        id="rtx3090-555-clean",
    ),
    pytest.param(
        dict(python="3.11", driver="535.104.05", gpu_name="RTX 3090"),
        "2.21.0",
        None,
        set(),
        "minor-version compatibility",
        id="rtx3090-535-minor-compat",
    ),
    pytest.param(
        dict(python="3.11", driver="525.60.13", cc="8.0"),
        "2.21.0",
        None,
        set(),
        "minor-version compatibility",
        id="a100-525-floor",
    ),
    pytest.param(
        dict(python="3.11", driver="470.82.01", gpu_name="Tesla K80"),
        "2.14.1",
        "2.15",
        {"driver-too-old", "gpu-too-old"},
        "minor-version",
        id="k80-470",
    ),
    pytest.param(
        dict(python="3.9", driver="450.80.02", gpu_name="NVIDIA GeForce GTX 1080"),
        "2.14.1",
        "2.15",
        {"driver-too-old"},
        None,
        id="gtx1080-450",
    ),
    pytest.param(
        dict(python="3.12", driver="450.80.02", cc="8.0"),
        None,
        "2.16",
        {"driver-too-old"},
        None,
        id="py312-driver450-nothing",
    ),
    pytest.param(
        dict(python="3.8", driver="550.54.14", gpu_name="A100-SXM4-40GB"),
        "2.13.1",
        "2.14",
        {"python-out-of-range"},
        None,
        id="py38-a100",
    ),
    pytest.param(
        dict(python="3.13", driver="570.26", gpu_name="NVIDIA GeForce RTX 5090"),
        "2.21.0",
        None,
        set(),
        "PTX",
        id="rtx5090-jit",
    ),
    pytest.param(
        dict(python="3.12", driver="560.28.03", gpu_name="NVIDIA H100 80GB HBM3"),
        "2.21.0",
        None,
        set(),
        "compute_90",
        id="h100-ptx-only",
    ),
    pytest.param(
        dict(python="3.10", driver="560.94", cc="8.6", os="wsl2"),
        "2.21.0",
        None,
        set(),
        None,
        id="wsl2-windows-driver",
    ),
    pytest.param(
        dict(python="3.10", driver="560.94", cc="8.6", os="windows"),
        "2.10.1",
        "2.11",
        {"windows-native-no-gpu"},
        None,
        id="windows-native-2.10",
    ),
    pytest.param(
        dict(python="3.12", driver="560.94", cc="8.6", os="windows"),
        None,
        "2.10",
        {"python-out-of-range"},
        None,
        id="windows-py312-nothing",
    ),
    pytest.param(
        dict(python="3.12", os="macos"),
        "2.21.0",
        None,
        set(),
        "tensorflow-metal",
        id="macos",
    ),
    pytest.param(
        dict(python="3.14"),
        None,
        "2.21",
        {"python-out-of-range"},
        None,
        id="py314-cpu",
    ),
    pytest.param(
        dict(python="3.9"),
        "2.20.0",
        "2.21",
        {"python-out-of-range"},
        "No NVIDIA GPU",
        id="cpu",
    ),
]


@pytest.mark.parametrize("kw, chosen, newer, reasons, caveat", MACHINES)
def test_plan_machines(matrix, kw, chosen, newer, reasons, caveat):
    plan = make_plan(matrix, PlanInputs(**kw))
    assert plan.tensorflow == chosen
    if newer:
        assert reasons <= _reasons(plan, newer), plan.excluded
    if caveat:
        assert any(caveat in c for c in plan.caveats), plan.caveats
    if chosen is None:
        assert [f.id for f in plan.findings] == ["no-compatible-tensorflow"]
        assert plan.commands == ()
    else:
        assert not plan.findings and plan.commands


def test_plan_pin_respected_and_rejected(matrix):
    ok = make_plan(matrix, PlanInputs(python="3.10", driver="535.104.05", cc="8.6", tf="2.15"))
    assert ok.tensorflow == "2.15.1" and not ok.excluded
    bad = make_plan(matrix, PlanInputs(python="3.12", driver="535.104.05", cc="8.6", tf="2.15"))
    assert bad.tensorflow is None and _reasons(bad, "2.15") == {"python-out-of-range"}
    with pytest.raises(InputError):
        make_plan(matrix, PlanInputs(python="3.10", tf="1.15"))


@pytest.mark.parametrize(
    "tf, fragments",
    [
        pytest.param("2.21", ['"tensorflow[and-cuda]==2.21.0"', "venv"], id="and-cuda"),
        pytest.param(
            "2.11",
            ["cudatoolkit=11.2 cudnn=8.1.0", '"numpy<2"', "setup --format conda"],
            id="conda-recipe",
        ),
        pytest.param("2.3", ["CUDA 10.1 and cuDNN 7.6", '"tensorflow==2.3.4"'], id="system-cuda"),
        pytest.param("2.0", ['"tensorflow-gpu==2.0.4"'], id="tensorflow-gpu"),
    ],
)
def test_install_commands(matrix, tf, fragments):
    python = "3.7" if tf in ("2.0", "2.3") else "3.10"
    plan = make_plan(matrix, PlanInputs(python=python, driver="999.0", cc="7.5", tf=tf))
    text = "\n".join(plan.commands)
    for frag in fragments:
        assert frag in text
    assert plan.commands[-1] == "tfdoctor check --require-gpu"


@pytest.mark.parametrize(
    "proc_version, platform, expected",
    [
        pytest.param(
            "Linux version 5.15.153.1-microsoft-standard-WSL2", "linux", "wsl2", id="wsl2"
        ),
        pytest.param("Linux version 6.8.0-45-generic", "linux", "linux", id="linux"),
        pytest.param("", "win32", "windows", id="windows"),
        pytest.param("", "darwin", "macos", id="macos"),
    ],
)
def test_detect_os(tmp_path, proc_version, platform, expected):
    host = make_host(tmp_path, {"proc/version": proc_version}, platform=platform)
    assert detect_os(host) == expected


def fake_smi(row: dict[str, str], compute_cap_valid: bool = True):
    """nvidia-smi answering whatever --query-gpu asks, in the asked order, as the real
    tool does (csv,noheader,nounits); the error text of old drivers that lack compute_cap
    is verbatim from fixtures-real/nvidia-smi-failures/query-compute_cap-not-valid-field.txt."""

    def smi(argv, timeout):
        query = next((a for a in argv if a.startswith("--query-gpu=")), None)
        if query is None:  # the plain table: nothing the plan needs
            return ran(stdout="")
        fields = query.split("=", 1)[1].split(",")
        if "compute_cap" in fields and not compute_cap_valid:
            return ran(
                stdout='Field "compute_cap" is not a valid field to query.\n\n', returncode=2
            )
        return ran(stdout=", ".join(row.get(f, "[N/A]") for f in fields) + "\n")

    return smi


K80 = {"index": "0", "name": "Tesla K80", "driver_version": "470.82.01", "memory.total": "11441"}
H100 = {
    "index": "0",
    "name": "NVIDIA H100 80GB HBM3",
    "driver_version": "580.82.07",
    "memory.total": "81559",
    "compute_cap": "9.0",
}


def test_query_gpu_retries_without_compute_cap(tmp_path):
    host = make_host(
        tmp_path, runner=FakeRunner({"nvidia-smi": fake_smi(K80, compute_cap_valid=False)})
    )
    assert query_gpu(host) == ("Tesla K80", "470.82.01", None)


@pytest.mark.parametrize(
    "response, expected",
    [
        pytest.param(fake_smi(H100), ("NVIDIA H100 80GB HBM3", "580.82.07", "9.0"), id="h100"),
        pytest.param(None, (None, None, None), id="no-nvidia-smi"),
        pytest.param(
            ran(stdout="", stderr="NVIDIA-SMI has failed", returncode=9),
            (None, None, None),
            id="smi-fails",
        ),
    ],
)
def test_machine_inputs_from_nvidia_smi(tmp_path, response, expected):
    runner = FakeRunner({"nvidia-smi": response} if response else {})
    host = make_host(tmp_path, {"proc/version": "Linux version 6.8.0"}, runner=runner)
    inputs = machine_inputs(host, python="3.11")
    assert (inputs.gpu_name, inputs.driver, inputs.cc) == expected
    assert inputs.os == "linux"


def test_given_facts_skip_nvidia_smi(tmp_path):
    runner = FakeRunner({"nvidia-smi": ran(stdout="x, 1, 1")})
    host = make_host(tmp_path, runner=runner)
    inputs = machine_inputs(host, driver="535.104.05", gpu="RTX 3090", os_name="linux")
    assert runner.calls == [] and inputs.driver == "535.104.05"


@pytest.mark.parametrize(
    "kw", [pytest.param(dict(os_name="beos"), id="os"), pytest.param(dict(driver="abc"), id="drv")]
)
def test_machine_inputs_bad_usage(tmp_path, kw):
    with pytest.raises(InputError):
        machine_inputs(make_host(tmp_path), **kw)


def test_plan_cli_json_contract():
    args = ["plan", "--python", "3.11", "--driver", "470.82.01", "--gpu", "Tesla K80"]
    result = CliRunner().invoke(app, [*args, "--os", "linux", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["tensorflow"] == "2.14.1"
    ex = {e["version"]: {r["id"] for r in e["reasons"]} for e in data["excluded"]}
    assert "driver-too-old" in ex["2.21"]
    assert any("tensorflow[and-cuda]==2.14.1" in c for c in data["commands"])


def test_plan_cli_no_compatible_exits_1():
    args = ["plan", "--python", "3.12", "--driver", "450.80.02", "--cc", "8.0", "--os", "linux"]
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["findings"][0]["id"] == "no-compatible-tensorflow"
    text = CliRunner().invoke(app, [*args, "--no-color"])
    assert text.exit_code == 1 and "no-compatible-tensorflow" in text.stdout


def test_plan_cli_bad_os_exits_2():
    assert CliRunner().invoke(app, ["plan", "--os", "beos"]).exit_code == 2


def test_wsl1_is_plain_linux_no_gpu_possible(tmp_path):
    # WSL1 kernels say "Microsoft" without "-standard" (microsoft/WSL#8361); no GPU there
    host = make_host(
        tmp_path, {"proc/version": "Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com)"}
    )
    assert detect_os(host) == "linux"


def test_wsl2_nvidia_smi_outside_path_is_found(tmp_path):
    files = {
        "proc/version": "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@x) #1 SMP",
        "usr/lib/wsl/lib/nvidia-smi": "#!/bin/sh\n",
    }
    row = {
        **H100,
        "name": "NVIDIA GeForce RTX 3060",
        "driver_version": "560.94",
        "compute_cap": "8.6",
    }
    host = make_host(
        tmp_path, files, env={"PATH": "/usr/bin"}, runner=FakeRunner({"nvidia-smi": fake_smi(row)})
    )
    (tmp_path / "usr/lib/wsl/lib/nvidia-smi").chmod(0o755)
    inputs = machine_inputs(host, python="3.11")
    assert inputs.os == "wsl2"
    assert (inputs.gpu_name, inputs.cc) == ("NVIDIA GeForce RTX 3060", "8.6")
