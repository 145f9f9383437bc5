"""probe_driver through NVML fakes, a replaying nvidia-smi and /proc trees; driver_findings."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tests.probes.test_nvidia_smi import OWN_PROC, OWN_QUERY, TABLE_535, TABLE_WSL_ERR
from tests.support.helpers import FakeRunner, make_host
from tfdoctor.model import Severity, Sourced
from tfdoctor.probes.driver.probe import DriverInfo, DriverState, driver_findings, probe_driver
from tfdoctor.probes.host import CommandResult, Host

MISMATCH = (
    "Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 580.178\n"
)
NOT_LOADED = (
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
    "Make sure that the latest NVIDIA driver is installed and running.\n"
)
NO_LIB = (
    "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that "
    "the NVIDIA Display Driver is properly installed and present in your system.\n"
    "Please also try adding directory that contains libnvidia-ml.so to your system PATH.\n"
)
INVALID_CC = 'Field "compute_cap" is not a valid field to query.\n\n'
SEGFAULT_HEADER = """\
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 555.42.03              Driver Version: 555.85         CUDA Version: 12.5     |
|-----------------------------------------+------------------------+----------------------+
"""


def res(stdout: str = "", rc: int | None = 0, error: str | None = None) -> CommandResult:
    return CommandResult((), returncode=rc, stdout=stdout, error=error)


def smi(
    query: CommandResult, table: CommandResult | None = None, old_query: CommandResult | None = None
) -> Callable:
    """A fake nvidia-smi: the --query-gpu call, the plain table call, a retry without compute_cap."""

    def answer(argv: Sequence[str], timeout: float) -> CommandResult:
        assert timeout <= 15  # a hung nvidia-smi must not hold tfdoctor for long
        q = next((a for a in argv if a.startswith("--query-gpu=")), None)
        r = table if q is None else (old_query if old_query and "compute_cap" not in q else query)
        r = r or res(rc=1)
        return CommandResult(tuple(argv), r.returncode, r.stdout, r.stderr, r.error)

    return answer


def host_with(
    tmp_path: Path, files: dict | None = None, smi_fake: Any = None, env: dict | None = None
) -> tuple[Host, FakeRunner]:
    runner = FakeRunner({"nvidia-smi": smi_fake} if smi_fake else {})
    return make_host(tmp_path, files or {}, env=env, runner=runner), runner


PROC = {"proc/driver/nvidia/version": OWN_PROC["proprietary"]}
PROC_2GPUS = {
    **PROC,
    "proc/driver/nvidia/gpus/0000:01:00.0/": "",
    "proc/driver/nvidia/gpus/0000:41:00.0/": "",
}
PROC_NO_GPUS = {**PROC, "proc/driver/nvidia/gpus/": ""}
JETSON = {"proc/driver/nvidia/version": OWN_PROC["jetson"]}


@pytest.mark.parametrize(
    "files, fake, state, method, version, cuda, ngpus",
    [
        pytest.param({}, smi(res(OWN_QUERY), res(TABLE_535)), "ok", "nvidia-smi", "535.104.05", "12.2", 2, id="ok"),
        pytest.param({}, smi(res(INVALID_CC, rc=2), res(TABLE_535), res(OWN_QUERY.replace(" 8.6,", "").replace(" 8.0,", ""))), "ok", "nvidia-smi", "535.104.05", "12.2", 2, id="old-driver-no-compute-cap"),
        pytest.param(PROC, smi(res(MISMATCH, rc=18)), "version-mismatch", "nvidia-smi", None, None, 0, id="mismatch"),
        pytest.param({}, smi(res(NOT_LOADED, rc=9)), "not-loaded", "nvidia-smi", None, None, 0, id="not-loaded"),
        pytest.param(PROC, smi(res("No devices were found\n", rc=6)), "no-devices", "nvidia-smi", None, None, 0, id="no-devices"),
        pytest.param({}, smi(res(error="timeout", rc=None)), "error", "nvidia-smi", None, None, 0, id="hung"),
        pytest.param({}, smi(res("\ufffd\ufffd garbage \ufffd\n"), res("\ufffd")), "error", "nvidia-smi", None, None, 0, id="garbage"),
        pytest.param({}, smi(res(rc=-11), res(SEGFAULT_HEADER, rc=-11)), "error", "nvidia-smi", "555.85", "12.5", 0, id="segfault"),
        pytest.param({}, smi(res(error="permission-denied", rc=None)), "error", "nvidia-smi", None, None, 0, id="permission"),
        pytest.param(PROC, smi(res(NO_LIB, rc=127)), "error", "nvidia-smi", None, None, 0, id="no-lib-module-loaded"),
        pytest.param({}, smi(res(NO_LIB, rc=127)), "no-driver", "nvidia-smi", None, None, 0, id="no-lib-no-module"),
        pytest.param({}, None, "no-driver", None, None, None, 0, id="nothing"),
        pytest.param(PROC_2GPUS, None, "ok", "proc", "535.104.05", None, 2, id="proc-only"),
        pytest.param(PROC_NO_GPUS, None, "no-devices", "proc", "535.104.05", None, 0, id="proc-no-gpus"),
        pytest.param(JETSON, None, "ok", "proc", None, None, 0, id="jetson-l4t"),
    ],
)  # fmt: skip
def test_probe_smi_and_proc(
    tmp_path: Path, files: dict, fake: Any, state: str, method: str | None,
    version: str | None, cuda: str | None, ngpus: int,
) -> None:  # fmt: skip
    host, _ = host_with(tmp_path, files, fake)
    info = probe_driver(host)
    assert info.state is DriverState(state)
    assert info.method == method
    assert (info.version.raw if info.version else None) == version
    assert (info.cuda_version.raw if info.cuda_version else None) == cuda
    assert len(info.gpus) == ngpus
    assert info.evidence  # always says what it looked at
    if state == "error":
        assert info.messages
    json.dumps(info.to_dict())


@pytest.mark.parametrize(
    "fake, message_has",
    [
        pytest.param(smi(res(rc=-11), res(SEGFAULT_HEADER, rc=-11)), "crashed (killed by SIGSEGV)", id="segfault"),
        pytest.param(smi(res("\ufffd garbage\n"), res("")), "gave no GPU rows (exit 0): \ufffd garbage", id="garbage"),
        pytest.param(smi(res(error="timeout", rc=None)), "did not answer within 10 s", id="hung"),
        pytest.param(smi(res(error="permission-denied", rc=None)), "could not run: permission-denied", id="permission"),
    ],
)  # fmt: skip
def test_probe_error_messages(tmp_path: Path, fake: Any, message_has: str) -> None:
    host, _ = host_with(tmp_path, {}, fake)
    info = probe_driver(host)
    assert message_has in info.messages[0]
    (f,) = driver_findings(info)
    assert f.id == "nvidia-smi-failed" and message_has in f.title


def test_probe_ok_details(tmp_path: Path) -> None:
    host, runner = host_with(tmp_path, {}, smi(res(OWN_QUERY), res(TABLE_535)))
    info = probe_driver(host)
    g0, g1 = info.gpus
    assert (g0.name, g0.compute_capability, g0.memory_total_mib, g0.memory_free_mib) == (
        "NVIDIA GeForce RTX 3090",
        "8.6",
        24576,
        23800,
    )
    assert (g1.pci_bus_id, g1.memory_free_mib, g1.mig_mode) == (
        "00000000:41:00.0",
        None,
        "Disabled",
    )
    assert g0.uuid == "GPU-5f4c1b2e-0d3a-4e1f-9a7b-2c6d8e0f1a3b"
    assert info.version == Sourced("535.104.05", "nvidia-smi header (Driver Version)")
    assert "--format=csv,noheader,nounits" in runner.calls[0]
    assert driver_findings(info) == []


def test_probe_compute_cap_retry(tmp_path: Path) -> None:
    old = res(OWN_QUERY.replace(" 8.6,", "").replace(" 8.0,", ""))
    host, runner = host_with(tmp_path, {}, smi(res(INVALID_CC, rc=2), res(TABLE_535), old))
    info = probe_driver(host)
    queries = [c for c in runner.calls if any(a.startswith("--query-gpu") for a in c)]
    assert len(queries) == 2 and "compute_cap" not in queries[1][1]
    assert [g.compute_capability for g in info.gpus] == [None, None]
    assert [g.memory_total_mib for g in info.gpus] == [24576, 81920]


def test_probe_hung_is_quick_and_single(tmp_path: Path) -> None:
    host, runner = host_with(tmp_path, {}, smi(res(error="timeout", rc=None)))
    info = probe_driver(host)
    assert len(runner.calls) == 1  # no second 10 s wait on the table
    assert "did not answer" in info.messages[0]


def test_probe_mismatch_keeps_both_versions(tmp_path: Path) -> None:
    host, _ = host_with(tmp_path, PROC, smi(res(MISMATCH, rc=18)))
    info = probe_driver(host)
    assert info.kernel_module == Sourced("535.104.05", "/proc/driver/nvidia/version")
    assert info.library_version and info.library_version.raw == "580.178"
    assert info.messages == ("Failed to initialize NVML: Driver/library version mismatch",)


def test_probe_finds_smi_on_path(tmp_path: Path) -> None:
    tool = tmp_path / "opt/nv/bin/nvidia-smi"
    host, runner = host_with(
        tmp_path,
        {"opt/nv/bin/nvidia-smi": "#!/bin/sh\n"},
        smi(res(OWN_QUERY), res(TABLE_535)),
        env={"PATH": "/usr/bin:/opt/nv/bin"},
    )
    os.chmod(tool, 0o755)
    probe_driver(host)
    assert runner.calls[0][0] == str(tool)


def test_probe_wsl2(tmp_path: Path) -> None:
    files = {
        "proc/version": "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1) (gcc (GCC) 11.2.0, GNU ld (GNU Binutils) 2.37) #1 SMP Fri Mar 29 23:14:13 UTC 2024\n",
        "usr/lib/wsl/lib/nvidia-smi": "binary",
    }  # fmt: skip
    query = res(
        "0, NVIDIA GeForce RTX 3060 Laptop GPU, 546.80, 6144, 5328, 8.6, GPU-1, 00000000:01:00.0\n"
    )
    host, runner = host_with(tmp_path, files, smi(query, res(TABLE_WSL_ERR)))
    info = probe_driver(host)
    assert runner.calls[0][0].endswith("usr/lib/wsl/lib/nvidia-smi")
    assert info.wsl and info.state is DriverState.OK
    assert (
        info.version and info.version.raw == "546.80"
    )  # the Windows driver, not NVIDIA-SMI 545.46
    assert info.cuda_version is None  # "CUDA Version: ERR!"


def test_probe_commands_off_reads_proc(tmp_path: Path) -> None:
    for rel, text in PROC_2GPUS.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if rel.endswith("/"):
            p.mkdir(exist_ok=True)
        else:
            p.write_text(text)
    info = probe_driver(Host.image(tmp_path))
    assert (info.state, info.method) == (DriverState.OK, "proc")
    assert [g.pci_bus_id for g in info.gpus] == ["0000:01:00.0", "0000:41:00.0"]
    assert any("not run" in e for e in info.evidence)


def test_probe_runner_that_raises(tmp_path: Path) -> None:
    def boom(argv: Sequence[str], timeout: float) -> CommandResult:
        raise RuntimeError("runner broke")

    info = probe_driver(make_host(tmp_path, {}, runner=FakeRunner({"nvidia-smi": boom})))
    assert info.state is DriverState.ERROR and "runner broke" in info.messages[0]


# -- NVML ------------------------------------------------------------------------------
class NVMLError(Exception):
    def __init__(self, value: int, text: str) -> None:
        super().__init__(text)
        self.value = value


def nvml_error(value: int) -> NVMLError:
    # str(e) as pynvml prints them (fixtures-real/pynvml-api.md)
    texts = {3: "Not Supported", 9: "Driver Not Loaded", 12: "NVML Shared Library Not Found",
             15: "GPU is lost", 18: "RM has detected an NVML/RM version mismatch.", 999: "Unknown Error"}  # fmt: skip
    return NVMLError(value, texts[value])


class FakeNVML:
    """The pynvml functions probe_driver calls, with bytes where old bindings give bytes."""

    NVMLError = NVMLError

    def __init__(
        self,
        init_error: int | None = None,
        gpus: int = 2,
        lost: int | None = None,
        count_error: int | None = None,
    ) -> None:
        self.init_error, self.count, self.lost, self.count_error = (
            init_error,
            gpus,
            lost,
            count_error,
        )
        self.shutdown_calls = 0

    def nvmlInit(self) -> None:
        if self.init_error is not None:
            raise nvml_error(self.init_error)

    def nvmlShutdown(self) -> None:
        self.shutdown_calls += 1

    def nvmlSystemGetDriverVersion(self) -> bytes:
        return b"535.104.05"  # bytes: nvidia-ml-py <= 11.495.46

    def nvmlSystemGetCudaDriverVersion(self) -> int:
        return 12020

    def nvmlDeviceGetCount(self) -> int:
        if self.count_error is not None:
            raise nvml_error(self.count_error)
        return self.count

    def nvmlDeviceGetHandleByIndex(self, i: int) -> int:
        if i == self.lost:
            raise nvml_error(15)
        return i

    def nvmlDeviceGetName(self, h: int) -> str:
        return ["NVIDIA GeForce RTX 3090", "NVIDIA A100-SXM4-80GB"][h]

    def nvmlDeviceGetUUID(self, h: int) -> str:
        return f"GPU-{h}"

    def nvmlDeviceGetCudaComputeCapability(self, h: int) -> tuple[int, int]:
        return [(8, 6), (8, 0)][h]

    def nvmlDeviceGetMemoryInfo(self, h: int) -> SimpleNamespace:
        return SimpleNamespace(total=[24576, 81920][h] * 2**20, free=1000 * 2**20 + 5, used=0)

    def nvmlDeviceGetPciInfo(self, h: int) -> SimpleNamespace:
        return SimpleNamespace(busId=[b"00000000:01:00.0", b"00000000:41:00.0"][h])

    def nvmlDeviceGetMigMode(self, h: int) -> list[int]:
        if h == 0:
            raise nvml_error(3)  # GeForce: Not Supported
        return [1, 1]


def test_nvml_ok() -> None:
    fake = FakeNVML()
    info = probe_driver(Host(root=Path("/nonexistent-root")), nvml=fake)
    assert (info.state, info.method) == (DriverState.OK, "nvml")
    assert info.version == Sourced("535.104.05", "NVML nvmlSystemGetDriverVersion()")
    assert info.cuda_version and info.cuda_version.raw == "12.2"
    g0, g1 = info.gpus
    assert (
        g0.name,
        g0.compute_capability,
        g0.memory_total_mib,
        g0.memory_free_mib,
        g0.mig_mode,
    ) == ("NVIDIA GeForce RTX 3090", "8.6", 24576, 1000, None)
    assert (g1.pci_bus_id, g1.mig_mode, g1.uuid) == ("00000000:41:00.0", "Enabled", "GPU-1")
    assert fake.shutdown_calls == 1


@pytest.mark.parametrize(
    "fake, files, smi_fake, state, method",
    [
        pytest.param(FakeNVML(init_error=12), {}, smi(res(OWN_QUERY), res(TABLE_535)), "ok", "nvidia-smi", id="no-library-falls-back"),
        pytest.param(FakeNVML(init_error=12), {}, None, "no-driver", None, id="no-library-no-smi"),
        pytest.param(FakeNVML(init_error=9), {}, None, "not-loaded", "nvml", id="driver-not-loaded"),
        pytest.param(FakeNVML(init_error=18), PROC, None, "version-mismatch", "nvml", id="mismatch"),
        pytest.param(FakeNVML(init_error=999), PROC, None, "error", "nvml", id="unknown-error"),
        pytest.param(FakeNVML(init_error=999), {}, smi(res(NOT_LOADED, rc=9)), "not-loaded", "nvidia-smi", id="unknown-then-smi"),
        pytest.param(FakeNVML(gpus=0), PROC, None, "no-devices", "nvml", id="zero-devices"),
        pytest.param(FakeNVML(count_error=999), {}, None, "error", "nvml", id="count-fails"),
    ],
)  # fmt: skip
def test_nvml_states(
    tmp_path: Path, fake: FakeNVML, files: dict, smi_fake: Any, state: str, method: str | None
) -> None:
    host, _ = host_with(tmp_path, files, smi_fake)
    info = probe_driver(host, nvml=fake)
    assert (info.state, info.method) == (DriverState(state), method)
    assert any("NVML" in e for e in info.evidence)


def test_nvml_lost_gpu_is_reported() -> None:
    info = probe_driver(Host(root=Path("/nonexistent-root")), nvml=FakeNVML(lost=1))
    assert info.state is DriverState.OK
    assert info.gpus[1].name is None and any("GPU is lost" in m for m in info.messages)


def test_live_host_imports_pynvml_lazily(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNVML()
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    live = Host(root=tmp_path, runner=FakeRunner(), live=True)
    assert probe_driver(live).method == "nvml"
    assert (
        probe_driver(Host(root=tmp_path, runner=FakeRunner())).method is None
    )  # not live: no NVML


def test_no_nvml_library_means_no_pynvml_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without libnvidia-ml.so.1 pynvml could only fail to load it: its line, no import."""
    import _ctypes  # what ctypes.CDLL calls, and nvml.library_absent directly

    from tfdoctor.probes.driver import nvml as nvml_mod

    def no_library(name: str, *args: Any, **kwargs: Any) -> Any:
        raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    monkeypatch.setattr(_ctypes, "dlopen", no_library)
    monkeypatch.setattr(nvml_mod, "find_spec", lambda name: object())  # "installed"
    monkeypatch.setattr(nvml_mod.sys, "platform", "linux")
    monkeypatch.delitem(sys.modules, "pynvml", raising=False)
    info = probe_driver(Host(root=tmp_path, runner=FakeRunner(), live=True))
    assert "NVML nvmlInit(): NVML Shared Library Not Found (NVML code 12)" in info.evidence
    assert "pynvml" not in sys.modules and info.state is DriverState.NO_DRIVER


def test_library_not_found_text_is_pynvmls() -> None:
    pynvml = pytest.importorskip("pynvml")
    from tfdoctor.probes.driver.nvml import LIBRARY_NOT_FOUND, LIBRARY_NOT_FOUND_TEXT

    assert str(pynvml.NVMLError(LIBRARY_NOT_FOUND)) == LIBRARY_NOT_FOUND_TEXT


# -- findings --------------------------------------------------------------------------
def info_for(state: str, **kw: Any) -> DriverInfo:
    return DriverInfo(DriverState(state), evidence=("ran: nvidia-smi (exit 1)",), **kw)


@pytest.mark.parametrize(
    "state, fid, severity, remedy_has",
    [
        pytest.param("no-driver", "no-cuda-driver", Severity.INFO, "ubuntu-drivers install", id="no-driver"),
        pytest.param("not-loaded", "driver-not-loaded", Severity.ERROR, "modprobe nvidia", id="not-loaded"),
        pytest.param("version-mismatch", "driver-library-mismatch", Severity.ERROR, "Reboot", id="mismatch"),
        pytest.param("no-devices", "no-gpu-device", Severity.ERROR, "dmesg", id="no-devices"),
        pytest.param("error", "nvidia-smi-failed", Severity.WARNING, "nvidia-smi", id="error"),
    ],
)  # fmt: skip
def test_findings(state: str, fid: str, severity: Severity, remedy_has: str) -> None:
    (f,) = driver_findings(info_for(state, messages=("what it said",)))
    assert (f.id, f.severity) == (fid, severity)
    assert remedy_has in f.remedy
    assert "ran: nvidia-smi (exit 1)" in f.evidence and "message: what it said" in f.evidence


def test_findings_ok_is_silent() -> None:
    assert driver_findings(info_for("ok")) == []


@pytest.mark.parametrize(
    "state, remedy_has",
    [
        pytest.param("no-driver", "Windows driver", id="install-on-windows"),
        pytest.param("not-loaded", "wsl --update", id="wsl-update"),
    ],
)
def test_findings_wsl(state: str, remedy_has: str) -> None:
    (f,) = driver_findings(info_for(state, wsl=True))
    assert remedy_has in f.remedy


def test_mismatch_finding_names_both_versions() -> None:
    info = info_for(
        "version-mismatch",
        kernel_module=Sourced("580.173.02", "/proc/driver/nvidia/version"),
        library_version=Sourced("580.178", "nvidia-smi (NVML library version)"),
    )
    (f,) = driver_findings(info)
    assert "580.173.02" in f.title and "580.178" in f.title
    assert f.values["kernel_module"] == "580.173.02" and f.values["library_version"] == "580.178"


def test_failed_finding_says_what_happened() -> None:
    (f,) = driver_findings(info_for("error", messages=("nvidia-smi did not answer within 10 s",)))
    assert "did not answer" in f.title


# /proc/driver/nvidia/gpus/*/information, verbatim: ray-project/ray
# python/ray/tests/test_advanced_3.py (a V100 and a T4); the "?" UUID of an uninitialised
# GPU and the "GPU Excluded" line of newer drivers from a Tesla K80 with driver 470 (public
# code index file id 49004289980, repository not exposed).
INFO_V100 = """Model:           Tesla V100-SXM2-16GB
IRQ:             107
GPU UUID:        GPU-8eaaebb8-bb64-8489-fda2-62256e821983
Video BIOS:      88.00.4f.00.09
Bus Type:        PCIe
DMA Size:        47 bits
DMA Mask:        0x7fffffffffff
Bus Location:    0000:00:1e.0
Device Minor:    0
Blacklisted:     No
"""
INFO_K80 = """Model: Tesla K80
IRQ:    39
GPU UUID: GPU-????????-????-????-????-????????????
Video BIOS: ??.??.??.??.??
Bus Type: PCIe
DMA Size: 36 bits
DMA Mask: 0xfffffffff
Bus Location: 0000:03:00.0
Device Minor: 0
GPU Excluded: No
"""


@pytest.mark.parametrize(
    ("text", "name", "uuid", "bus"),
    [
        pytest.param(INFO_V100, "Tesla V100-SXM2-16GB", "GPU-8eaaebb8-bb64-8489-fda2-62256e821983", "0000:00:1e.0", id="v100-blacklisted-line"),
        pytest.param(INFO_V100.replace("Tesla V100-SXM2-16GB", "Tesla T4"), "Tesla T4", "GPU-8eaaebb8-bb64-8489-fda2-62256e821983", "0000:00:1e.0", id="t4"),
        pytest.param(INFO_K80, "Tesla K80", None, "0000:03:00.0", id="k80-uuid-unknown"),
        pytest.param("", None, None, None, id="empty"),
        pytest.param("garbage \ufffd\nno colon here\n", None, None, None, id="garbage"),
    ],
)  # fmt: skip
def test_parse_gpu_information(
    text: str, name: str | None, uuid: str | None, bus: str | None
) -> None:
    from tfdoctor.probes.driver.parse import parse_gpu_information

    assert parse_gpu_information(text) == {"name": name, "uuid": uuid, "pci_bus_id": bus}


def test_proc_information_names_the_gpu_without_nvml_or_smi(tmp_path: Path) -> None:
    files = {
        **PROC,
        "proc/driver/nvidia/gpus/0000:00:1e.0/information": INFO_V100,
        "proc/driver/nvidia/gpus/0000:03:00.0/information": INFO_K80,
        "proc/driver/nvidia/gpus/0000:41:00.0/": "",  # no information file: still a GPU
    }
    host, _ = host_with(tmp_path, files)
    info = probe_driver(host)
    assert (info.state, info.method) == (DriverState.OK, "proc")
    assert [(g.name, g.uuid, g.pci_bus_id) for g in info.gpus] == [
        ("Tesla V100-SXM2-16GB", "GPU-8eaaebb8-bb64-8489-fda2-62256e821983", "0000:00:1e.0"),
        ("Tesla K80", None, "0000:03:00.0"),
        (None, None, "0000:41:00.0"),
    ]
    assert any("information: Tesla V100-SXM2-16GB" in e for e in info.evidence)
