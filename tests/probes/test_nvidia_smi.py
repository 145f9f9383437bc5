"""nvidia-smi and /proc parsers, on our own fixtures and on every real capture in
../shared/fixtures-real (those skip in a fresh clone)."""

from __future__ import annotations

import re

import pytest

from tests.support.helpers import FIXTURES_REAL, real_fixture
from tfdoctor.probes.driver import parse as nvsmi


def listing(folder: str) -> list:
    """One param per real file in a folder; one skipped param when ../shared is absent."""
    path = FIXTURES_REAL / folder
    if not path.is_dir():
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"../shared/{folder} absent"))]
    return [pytest.param(f"{folder}/{p.name}", id=p.name) for p in sorted(path.iterdir())]


def leading_version(name: str) -> str | None:
    m = re.match(r"(\d+\.\d+(?:\.\d+)?)-", name)
    return m.group(1) if m else None


# -- own fixtures, in the exact formats of the real ones --------------------------------
TABLE_535 = """\
Tue Mar  5 10:11:12 2024
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.104.05             Driver Version: 535.104.05   CUDA Version: 12.2     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA GeForce RTX 3090        Off | 00000000:01:00.0  On |                  N/A |
| 30%   45C    P8              30W / 350W |    512MiB / 24576MiB |      2%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
|   1  NVIDIA A100-SXM4-80GB          On  | 00000000:41:00.0 Off |                    0 |
| N/A   33C    P0              60W / 400W |      4MiB / 81920MiB |      0%      Default |
|                                         |                      |             Disabled |
+-----------------------------------------+----------------------+----------------------+
"""
TABLE_610_KMD = """\
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 610.43.02              KMD Version: 610.43.02     CUDA UMD Version: 13.3     |
+-----------------------------------------+------------------------+----------------------+
"""
TABLE_OLD_NO_CUDA = """\
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 384.98                 Driver Version: 384.98                    |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 108...  Off  | 0000:02:00.0      On |                  N/A |
| 23%   35C    P8    10W / 250W |    300MiB / 11172MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
"""
TABLE_WSL_ERR = """\
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 545.46                 Driver Version: 546.80       CUDA Version: ERR!     |
|-----------------------------------------+----------------------+----------------------+
"""


@pytest.mark.parametrize(
    "text, smi, driver, cuda, label",
    [
        pytest.param(TABLE_535, "535.104.05", "535.104.05", "12.2", "Driver Version", id="535"),
        pytest.param(TABLE_610_KMD, "610.43.02", "610.43.02", "13.3", "KMD Version", id="610-kmd"),
        pytest.param(TABLE_OLD_NO_CUDA, "384.98", "384.98", None, "Driver Version", id="no-cuda"),
        pytest.param(TABLE_WSL_ERR, "545.46", "546.80", None, "Driver Version", id="wsl-err"),
    ],
)
def test_header_own(text: str, smi: str, driver: str, cuda: str | None, label: str) -> None:
    header = nvsmi.parse_smi_header(text)
    assert header is not None
    assert (header.smi_version, header.driver_version, header.cuda_version) == (smi, driver, cuda)
    assert header.driver_label == label


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("", id="empty"),
        pytest.param("NVIDIA-SMI has failed because it couldn't communicate", id="failure"),
        pytest.param("\x00\x01garbage ���", id="garbage"),
    ],
)
def test_header_absent(text: str) -> None:
    assert nvsmi.parse_smi_header(text) is None


def test_table_gpus_own() -> None:
    gpus = nvsmi.parse_smi_table_gpus(TABLE_535)
    assert [(g["index"], g["name"], g["pci.bus_id"]) for g in gpus] == [
        (0, "NVIDIA GeForce RTX 3090", "00000000:01:00.0"),
        (1, "NVIDIA A100-SXM4-80GB", "00000000:41:00.0"),
    ]
    assert [(g["memory.total"], g["mig.mode.current"]) for g in gpus] == [
        (24576, None),
        (81920, "Disabled"),
    ]
    old = nvsmi.parse_smi_table_gpus(TABLE_OLD_NO_CUDA)
    assert old[0]["pci.bus_id"] == "0000:02:00.0" and old[0]["name"] == "GeForce GTX 108..."


def _expected_driver(name: str) -> str:
    m = re.search(r"-driver-(\d+\.\d+(?:\.\d+)?)-", name)
    return m.group(1) if m else (leading_version(name) or "")


def _expected_gpu_count(name: str) -> int:
    m = re.search(r"-(\d+)x-", name)
    return int(m.group(1)) if m else 1


@pytest.mark.parametrize("rel", listing("nvidia-smi"))
def test_header_and_gpus_every_real_table(rel: str) -> None:
    name = rel.split("/")[-1]
    text = real_fixture(rel)
    header = nvsmi.parse_smi_header(text)
    assert header is not None
    # WSL2 / old Colab: the driver is "Driver Version", not the NVIDIA-SMI build.
    assert header.driver_version == _expected_driver(name)
    # R610 renamed the fields (sglang#27487, nvidia_gpu_exporter 610.62 capture).
    r610 = int(_expected_driver(name).split(".")[0]) >= 610
    assert header.driver_label == ("KMD Version" if r610 else "Driver Version")
    assert header.cuda_label == (
        None if "no-cuda-field" in name else "CUDA UMD Version" if r610 else "CUDA Version"
    )
    no_cuda = any(k in name for k in ("no-cuda-field", "cuda-NA", "cuda-ERR"))
    if no_cuda:
        assert header.cuda_version is None
    else:
        assert re.fullmatch(r"\d+\.\d", header.cuda_version or "")
    gpus = nvsmi.parse_smi_table_gpus(text)
    assert len(gpus) == _expected_gpu_count(name)
    for g in gpus:
        assert re.fullmatch(r"[0-9A-F]{4,8}:[0-9A-F]{2}:[0-9A-F]{2}\.\d", str(g["pci.bus_id"]))
        assert g["name"]
    assert gpus[0]["memory.total"] and int(gpus[0]["memory.total"]) > 1000
    if "-mig-" in name:
        assert gpus[0]["mig.mode.current"] == "Enabled"
    else:
        assert gpus[0]["mig.mode.current"] in (None, "Disabled")


@pytest.mark.parametrize(
    "rel, bus, mig",
    [
        pytest.param("nvidia-smi/590.48.01-4x-gh200-aarch64-zak-2213.txt", "00000009:01:00.0", "Disabled", id="gh200-domain"),
        pytest.param("nvidia-smi/590.48.01-h100-mig-linux-nvgpuexp.txt", "00000000:00:09.0", "Enabled", id="mig"),
        pytest.param("nvidia-smi/367.44-gtx-1060-linux-no-cuda-field-nvdocker190.txt", "0000:01:00.0", None, id="367"),
        pytest.param("nvidia-smi/colab-smi-450.66-driver-418.67-v100-rapids34.txt", "00000000:00:04.0", None, id="colab-err"),
    ],
)  # fmt: skip
def test_table_details_real(rel: str, bus: str, mig: str | None) -> None:
    gpu = nvsmi.parse_smi_table_gpus(real_fixture(rel))[0]
    assert (gpu["pci.bus_id"], gpu["mig.mode.current"]) == (bus, mig)


# -- CSV -------------------------------------------------------------------------------
OWN_QUERY = (
    "0, NVIDIA GeForce RTX 3090, 535.104.05, 24576, 23800, 8.6, "
    "GPU-5f4c1b2e-0d3a-4e1f-9a7b-2c6d8e0f1a3b, 00000000:01:00.0\n"
    "1, NVIDIA A100-SXM4-80GB, 535.104.05, 81920, [N/A], 8.0, "
    "GPU-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0, 00000000:41:00.0\n"
)
QUERY_FIELDS = (
    "index", "name", "driver_version", "memory.total", "memory.free", "compute_cap", "uuid", "pci.bus_id",
)  # fmt: skip


def test_query_own() -> None:
    rows = nvsmi.parse_query_csv(OWN_QUERY, QUERY_FIELDS)
    assert [r["compute_cap"] for r in rows] == ["8.6", "8.0"]
    assert rows[1]["memory.free"] is None  # "[N/A]"
    assert nvsmi.leading_int(rows[0]["memory.total"]) == 24576


@pytest.mark.parametrize(
    "text, fields, count",
    [
        pytest.param("", QUERY_FIELDS, 0, id="empty"),
        pytest.param("garbage\n\x00\x01", QUERY_FIELDS, 0, id="garbage"),
        pytest.param("0, only, three", QUERY_FIELDS, 0, id="short-row"),
        pytest.param("memory.total [MiB], name\n46068 MiB, NVIDIA L40\n", None, 1, id="header"),
        pytest.param("compute_cap\n8.9\n", None, 1, id="single-field-header"),
        pytest.param("8.6\n8.6\n", ("compute_cap",), 2, id="noheader"),
    ],
)
def test_query_shapes(text: str, fields: tuple[str, ...] | None, count: int) -> None:
    assert len(nvsmi.parse_query_csv(text, fields)) == count


#: Real files printed without a header: which --query-gpu fields they answer (SOURCES.md).
NOHEADER_FIELDS = {
    "440.64-geforce-rtx-2080-csv-noheader-nounits-gpuutils83.txt": (
        "power.limit,power.min_limit,power.max_limit,memory.total,vbios_version,driver_version,"
        "name,gpu_uuid,power.draw,temperature.gpu,temperature.memory,clocks.current.graphics,"
        "clocks.sm,clocks.mem,utilization.gpu,utilization.memory,fan.speed,"
        "pcie.link.width.current,pstate"
    ).split(","),
    "4gpu-compute_cap-csv-noheader-aitemplate330.txt": ["compute_cap"],
    "580.159.03-6x-gtx-1080-ti-index-name-driver_version-memory.total-noheader-ANON.csv": [
        "index", "name", "driver_version", "memory.total",
    ],
}  # fmt: skip


@pytest.mark.parametrize("rel", listing("nvidia-smi-query"))
def test_query_every_real_file(rel: str) -> None:
    name = rel.split("/")[-1]
    rows = nvsmi.parse_query_csv(real_fixture(rel), NOHEADER_FIELDS.get(name))
    m = re.search(r"(?:-|^)(\d+)(?:x|gpu)-", name)
    assert len(rows) == (int(m.group(1)) if m else 1)
    for row in rows:
        if row.get("compute_cap") is not None:
            assert re.fullmatch(r"\d+\.\d", row["compute_cap"] or "")
        if leading_version(name) and "driver_version" in row:
            assert row["driver_version"] == leading_version(name)
        if row.get("memory.total") is not None:
            assert (nvsmi.leading_int(row["memory.total"]) or 0) > 1000
        if "name" in row:
            assert row["name"] and ("NVIDIA" in row["name"] or "GeForce" in row["name"])


# -- failures ------------------------------------------------------------------------
#: Every real failure capture and the state it means (None: not an nvidia-smi message).
FAILURE_STATES = {
    "couldnt-communicate-plain.txt": "not-loaded",
    "couldnt-communicate-wsl2-with-shutdown-line.txt": "not-loaded",
    "couldnt-find-libnvidia-ml-so-two-lines.txt": "no-library",
    "no-devices-were-found-kernel-log-rtx5090.txt": None,  # the kernel log, not nvidia-smi
    "no-devices-were-found-rtx5090-open-module.txt": "no-devices",
    "query-compute_cap-not-valid-field.txt": None,
    "version-mismatch-550.144-rc18.txt": "version-mismatch",
    "version-mismatch-570.124.txt": "version-mismatch",
    "version-mismatch-580.178-vs-580.173.02-truenas.txt": "version-mismatch",
    "version-mismatch-old-oneline-2021.txt": "version-mismatch",
    "wsl2-segfault-after-header-555.42.03-driver-555.85.txt": None,
}


@pytest.mark.parametrize("rel", listing("nvidia-smi-failures"))
def test_failure_every_real_file(rel: str) -> None:
    name = rel.split("/")[-1]
    assert name in FAILURE_STATES, f"new capture {name}: add its expected state"
    got = nvsmi.classify_failure(real_fixture(rel))
    assert (got[0] if got else None) == FAILURE_STATES[name]
    if got:
        assert got[1] in real_fixture(rel)  # verbatim


@pytest.mark.parametrize(
    "text, state, library",
    [
        pytest.param("Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.144\n", "version-mismatch", "550.144", id="mismatch-new"),
        pytest.param("Failed to initialize NVML: Driver/library version mismatch\n", "version-mismatch", None, id="mismatch-old"),
        pytest.param("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.\n", "not-loaded", None, id="not-loaded"),
        pytest.param("No devices were found\n", "no-devices", None, id="no-devices"),
        pytest.param("0, NVIDIA A10, 550.127.05\n", None, None, id="healthy"),
    ],
)  # fmt: skip
def test_failure_own(text: str, state: str | None, library: str | None) -> None:
    got = nvsmi.classify_failure(text)
    assert (got[0] if got else None) == state
    assert nvsmi.mismatch_library_version(text) == library


def test_invalid_field() -> None:
    msg = 'Field "compute_cap" is not a valid field to query.\n'
    assert nvsmi.invalid_query_field(msg) == "compute_cap"
    assert nvsmi.invalid_query_field("No devices were found") is None


# -- /proc/driver/nvidia/version ---------------------------------------------------------
OWN_PROC = {
    "proprietary": "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05  Sat Aug 19 01:15:15 UTC 2023\nGCC version:  gcc version 12.3.0 (Ubuntu 12.3.0-1ubuntu1~22.04) \n",
    "open": "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.86.15  Release Build  (dvs-builder@U16-I3-B03-4-3)  Thu Jan 23 23:15:52 UTC 2025\nGCC version:  gcc version 11.4.0 (Ubuntu 11.4.0-1ubuntu1~22.04) \n",
    "localized-date": "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.120  Пт 06 сен 2024 21:03:37 MSK  \n",
    "jetson": "NVRM version: NVIDIA UNIX Open Kernel Module for aarch64  36.4.3  Release Build  (buildbrain@mobile-u64-6422-d8000)  Mon Jan 20 22:45:13 PST 2025\n",
}  # fmt: skip


@pytest.mark.parametrize(
    "key, version, is_open, arch, l4t",
    [
        pytest.param("proprietary", "535.104.05", False, "x86_64", False, id="proprietary"),
        pytest.param("open", "570.86.15", True, "x86_64", False, id="open"),
        pytest.param("localized-date", "550.120", False, "x86_64", False, id="localized-date"),
        pytest.param("jetson", "36.4.3", True, "aarch64", True, id="jetson"),
    ],
)
def test_proc_own(key: str, version: str, is_open: bool, arch: str, l4t: bool) -> None:
    km = nvsmi.parse_proc_version(OWN_PROC[key])
    assert km is not None
    assert (km.version, km.open, km.arch, km.l4t) == (version, is_open, arch, l4t)
    assert not km.line.endswith(" ")


@pytest.mark.parametrize("text", ["", "GCC version:  gcc version 9.3.0\n", "\x00garbage"])
def test_proc_garbled(text: str) -> None:
    assert nvsmi.parse_proc_version(text) is None


@pytest.mark.parametrize("rel", listing("proc-driver-version"))
def test_proc_every_real_file(rel: str) -> None:
    name = rel.split("/")[-1]
    km = nvsmi.parse_proc_version(real_fixture(rel))
    assert km is not None
    assert km.version == leading_version(name)
    assert km.open == ("-open-" in name)
    assert km.l4t == ("jetson" in name)
    assert km.arch == ("aarch64" if "aarch64" in name else "x86_64")


@pytest.mark.parametrize(
    "value, expected",
    [
        pytest.param(12040, "12.4", id="12.4"),
        pytest.param(11080, "11.8", id="11.8"),
        pytest.param(13000, "13.0", id="13.0"),
        pytest.param(10010, "10.1", id="10.1"),
        pytest.param(12090, "12.9", id="12.9"),
        pytest.param(0, None, id="zero"),
        pytest.param(-1, None, id="negative"),
        pytest.param(None, None, id="none"),
        pytest.param(True, None, id="bool"),
    ],
)
def test_cuda_from_nvml_int(value: int | None, expected: str | None) -> None:
    assert nvsmi.cuda_from_nvml_int(value) == expected
