"""Parsers for what the NVIDIA driver prints: nvidia-smi's table header and GPU rows,
its ``--query-gpu`` CSV, its failure messages, and ``/proc/driver/nvidia/version``.

Pure functions of text, so every real capture in ../shared/fixtures-real can replay
through them. Formats and their quirks are listed in that folder's README.md; the ones
that shaped this code are cited next to the code they shaped.
"""

from __future__ import annotations

import re

from tfdoctor.records import frozen

#: nvidia-smi prints these for a value it cannot give (in the table, and in CSV cells
#: with or without brackets: "[N/A]" in nvidia_gpu_exporter's 471.11 sample).
_MISSING = {
    "",
    "N/A",
    "[N/A]",
    "ERR!",
    "[ERR!]",
    "Not Supported",
    "[Not Supported]",
    "Unknown Error",
    "[Unknown Error]",
}


def cuda_from_nvml_int(value: int | None) -> str | None:
    """NVML's CUDA driver version int as "major.minor": 12040 -> "12.4".

    Encoding 1000*major + 10*minor (pynvml nvmlSystemGetCudaDriverVersion, see
    fixtures-real/pynvml-api.md). 0 or a negative number means "unknown".
    """
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"


def clean(value: str | None) -> str | None:
    """A cell's text, or None for nvidia-smi's N/A / ERR! placeholders."""
    if value is None:
        return None
    text = value.strip()
    return None if text in _MISSING else text


def leading_int(value: str | None) -> int | None:
    """The number at the start of a cell: "46068 MiB" -> 46068; "N/A" -> None."""
    text = clean(value)
    m = re.match(r"\d+", text or "")
    return int(m.group(0)) if m else None


# -- the default table ---------------------------------------------------------------
@frozen
class SmiHeader:
    """The first box of the nvidia-smi table.

    ``driver_version`` is the "Driver Version:" field (R610+: "KMD Version:"), which on
    WSL2 is the Windows driver and differs from ``smi_version`` (the Linux-side build:
    "NVIDIA-SMI 555.42.03  Driver Version: 555.85"). ``cuda_version`` is the newest CUDA
    the driver supports ("CUDA Version:", R610+ "CUDA UMD Version:"); None when absent
    (drivers <= 410 have no such field) or printed as "N/A"/"ERR!".
    """

    smi_version: str | None
    driver_version: str | None
    cuda_version: str | None
    driver_label: str  # "Driver Version" or "KMD Version": what to cite
    cuda_label: str | None


_HEADER = re.compile(r"NVIDIA-SMI\s+(?P<smi>\S+)")
_DRIVER = re.compile(r"(?P<label>Driver Version|KMD Version):\s*(?P<v>\S+)")
_CUDA = re.compile(r"(?P<label>CUDA UMD Version|CUDA Version):\s*(?P<v>\S+)")


def parse_smi_header(text: str) -> SmiHeader | None:
    """The header of ``nvidia-smi``'s table, or None when there is none."""
    for line in text.splitlines():
        m = _HEADER.search(line)
        if not m or "|" not in line:  # "NVIDIA-SMI has failed ..." is no header
            continue
        drv = _DRIVER.search(line)
        cuda = _CUDA.search(line)
        return SmiHeader(
            smi_version=clean(m.group("smi")),
            driver_version=clean(drv.group("v")) if drv else None,
            cuda_version=clean(cuda.group("v")) if cuda else None,
            driver_label=drv.group("label") if drv else "Driver Version",
            cuda_label=cuda.group("label") if cuda else None,
        )
    return None


# The first row of a GPU's box: "|   0  NVIDIA H100 80GB HBM3   On  |   00000000:00:09.0 Off |".
# PCI domains are 4 hex digits on old drivers (367.44: "0000:01:00.0") and 8 on newer
# ones, non-zero on GH200 ("00000009:01:00.0").
_GPU_ROW = re.compile(
    r"^\s*\|\s+(?P<index>\d+)\s+(?P<name>.+?)\s+(?:On|Off|WDDM|TCC|MCDM|N/A)?\s*\|"
    r"\s*(?P<bus>[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.[0-7])\s"
)
_MEMORY = re.compile(r"(?P<used>\d+)MiB\s*/\s*(?P<total>\d+)MiB")
_MIG_CELL = re.compile(r"\|\s*(?P<mig>Enabled|Disabled|N/A|ERR!)\s*\|\s*$")


def parse_smi_table_gpus(text: str) -> list[dict[str, str | int | None]]:
    """The GPU boxes of the table: index, name (may end in "..."), bus id, memory, MIG.

    Long names are truncated in the table ("GeForce GTX 106..."); the CSV query has the
    full name. The MIG cell (third row) exists from driver 450 on.
    """
    gpus: list[dict[str, str | int | None]] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _GPU_ROW.match(line)
        if not m:
            continue
        gpu: dict[str, str | int | None] = {
            "index": int(m.group("index")),
            "name": m.group("name").strip(),
            "pci.bus_id": m.group("bus"),
            "memory.used": None,
            "memory.total": None,
            "mig.mode.current": None,
        }
        mem = _MEMORY.search(lines[i + 1]) if i + 1 < len(lines) else None
        if mem:
            gpu["memory.used"] = int(mem.group("used"))
            gpu["memory.total"] = int(mem.group("total"))
        mig = _MIG_CELL.search(lines[i + 2]) if i + 2 < len(lines) else None
        if mig and not _GPU_ROW.match(lines[i + 2]):
            gpu["mig.mode.current"] = clean(mig.group("mig"))
        gpus.append(gpu)
    return gpus


# -- --query-gpu CSV -----------------------------------------------------------------
_FIELD = re.compile(r"^[A-Za-z][A-Za-z0-9_.]*(?:\s*\[[^\]]*\])?$")
_UNIT = re.compile(r"\s*\[[^\]]*\]$")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.split(",")]


def _is_header(cells: list[str]) -> bool:
    # A data cell is never a bare dotted/underscored name plus letters only... except
    # words like "Default"; require a "." or "_" in some cell to call it a header.
    return all(_FIELD.match(c) for c in cells) and any(("." in c or "_" in c) for c in cells)


def parse_query_csv(
    text: str, fields: list[str] | tuple[str, ...] | None = None
) -> list[dict[str, str | None]]:
    """Rows of ``nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits]``.

    With a header line ("memory.total [MiB]") its names win, units stripped; without
    one, ``fields`` names the columns. Lines with the wrong number of cells (an
    ``-L`` line pasted above, an error message) are skipped. Cell values are kept as
    printed ("46068 MiB"); "[N/A]" and friends become None.
    """
    names = [f.strip() for f in fields] if fields else None
    rows: list[dict[str, str | None]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        cells = _cells(line)
        if _is_header(cells):
            header = [_UNIT.sub("", c) for c in cells]
            if names is None or len(header) == len(names):
                names = header
                continue
        if names is None or len(cells) != len(names):
            continue
        rows.append({n: clean(c) for n, c in zip(names, cells, strict=True)})
    return rows


# -- failures --------------------------------------------------------------------------
#: Verbatim messages (fixtures-real/nvidia-smi-failures/) -> the driver state they mean.
FAILURES: tuple[tuple[str, str], ...] = (
    # mozilla/translations#1167 (exit 18), tinygrad/open-gpu-kernel-modules#47
    ("Driver/library version mismatch", "version-mismatch"),
    # mattshma/bigdata#108; microsoft/WSL#9134 adds "Failed to properly shut down NVML: Driver Not Loaded"
    ("couldn't communicate with the NVIDIA driver", "not-loaded"),
    ("Driver Not Loaded", "not-loaded"),
    # NVIDIA/open-gpu-kernel-modules#862: module loaded, RmInitAdapter failed
    ("No devices were found", "no-devices"),
    # NVIDIA/nvidia-docker#1163: userspace library absent (a container without the runtime)
    ("couldn't find libnvidia-ml.so", "no-library"),
)

_MISMATCH_LIB = re.compile(r"NVML library version:\s*(\S+)")


def classify_failure(text: str) -> tuple[str, str] | None:
    """(state, the verbatim line) for a known nvidia-smi failure message, else None."""
    for line in text.splitlines():
        for needle, state in FAILURES:
            if needle in line:
                return state, line.strip()
    return None


def mismatch_library_version(text: str) -> str | None:
    """ "NVML library version: 570.124" (newer drivers add it under the mismatch line)."""
    m = _MISMATCH_LIB.search(text)
    return m.group(1) if m else None


# -- /proc/driver/nvidia/version -------------------------------------------------------
@frozen
class KernelModule:
    version: str
    open: bool  # the Open Kernel Module (R515+) rather than the proprietary one
    arch: str | None
    #: Jetson prints its L4T release (35.3.1) here, not a desktop driver number.
    l4t: bool
    line: str


# "NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.98  Thu Oct 26 ..."
# "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  525.60.11  Release Build ..."
_NVRM = re.compile(
    r"NVRM version:.*?(?P<open>Open\s+)?Kernel Module(?:\s+for\s+(?P<arch>\S+))?"
    r"\s+(?P<version>\d+(?:\.\d+)+)"
)
_NVRM_ARCH_BEFORE = re.compile(r"NVIDIA UNIX\s+(?P<arch>\S+)\s+Kernel Module")


def parse_proc_version(text: str) -> KernelModule | None:
    """The kernel module line of /proc/driver/nvidia/version, or None if absent/garbled.

    The date after the version may be localised and lines may end in spaces, so only
    the fixed words before the version are matched.
    """
    for line in text.splitlines():
        m = _NVRM.search(line)
        if not m:
            continue
        arch = m.group("arch")
        if arch is None:
            before = _NVRM_ARCH_BEFORE.search(line)
            arch = before.group("arch") if before else None
        version = m.group("version")
        # L4T releases are numbered 32.x-36.x (nix-community/nixGL#139 shows 35.3.1 on
        # Jetson Orin); desktop/datacenter branches are 3 digits, so < 100 means L4T.
        l4t = int(version.split(".")[0]) < 100
        return KernelModule(version, bool(m.group("open")), arch, l4t, line.rstrip())
    return None


# 'Field "compute_cap" is not a valid field to query.' (canonical/inference-snaps#128):
# drivers before ~510 do not know compute_cap.
_INVALID_FIELD = re.compile(r'Field "(?P<field>[^"]+)" is not a valid field to query')


def invalid_query_field(text: str) -> str | None:
    """The field an older nvidia-smi rejected in ``--query-gpu``, if it said so."""
    m = _INVALID_FIELD.search(text)
    return m.group("field") if m else None


# -- /proc/driver/nvidia/gpus/<bus id>/information ------------------------------------
# "Model:           Tesla V100-SXM2-16GB" / "GPU UUID:        GPU-8eaa..." / "Bus Location:
# 0000:00:1e.0" (ray-project/ray python/ray/tests/test_advanced_3.py, a V100 and a T4 with
# "Blacklisted: No"; newer drivers print "GPU Excluded: No" instead, and an uninitialised
# GPU shows "GPU UUID: GPU-????????-????-..." — a Tesla K80 with driver 470 on Ubuntu 24.04,
# public code index file id 49004289980, repository not exposed by the index). Keys are
# padded with spaces or tabs; a value may itself contain spaces.
_INFO_LINE = re.compile(r"^\s*(?P<key>[A-Za-z][A-Za-z ]*?)\s*:\s*(?P<value>.*?)\s*$")


def parse_gpu_information(text: str) -> dict[str, str | None]:
    """name, uuid and bus id from one GPU's ``information`` file (None where absent)."""
    fields: dict[str, str] = {}
    for line in text.splitlines():
        m = _INFO_LINE.match(line)
        if m and m.group("key") not in fields:
            fields[m.group("key")] = m.group("value")
    uuid = clean(fields.get("GPU UUID"))
    return {
        "name": clean(fields.get("Model")),
        # an uninitialised GPU shows "GPU-????????-????-...": no UUID to report
        "uuid": None if uuid is None or "?" in uuid else uuid,
        "pci_bus_id": clean(fields.get("Bus Location")),
    }
