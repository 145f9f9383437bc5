"""The artifacts captured on a real H200 machine (tests/data/gpu-h200/, docs/gpu-verify.md),
replayed through the parsers and probes that read them there. The live comparison (NVML,
nvidia-smi and /proc each against pynvml and PyTorch) ran on the machine itself; these
tests keep what it showed true on machines without a GPU."""

from __future__ import annotations

from pathlib import Path

from tests.commands.test_check_gpu_intent import LAPTOP, run
from tests.support import machines as M
from tests.support.helpers import make_host
from tfdoctor.probes.cuda_toolkit import parse_release
from tfdoctor.probes.driver import parse
from tfdoctor.probes.driver.probe import probe_driver

H200 = Path(__file__).resolve().parents[1] / "data" / "gpu-h200"
PROC_GPU = "proc/driver/nvidia/gpus/0000:00:06.0/information"


def text(name: str) -> str:
    return (H200 / name).read_text()


def test_nvidia_smi_header_and_box():
    header = parse.parse_smi_header(text("nvidia-smi.txt"))
    assert (header.driver_version, header.cuda_version) == ("580.159.04", "13.0")
    [gpu] = parse.parse_smi_table_gpus(text("nvidia-smi.txt"))
    assert (gpu["name"], gpu["memory.total"], gpu["pci.bus_id"], gpu["mig.mode.current"]) == (
        "NVIDIA H200", 143771, "00000000:00:06.0", "Disabled"
    )


def test_query_csv_in_the_fields_it_was_asked_for():
    fields = "index,name,driver_version,memory.total,compute_cap,uuid,pci.bus_id".split(",")
    [row] = parse.parse_query_csv(text("nvidia-smi-query.csv"), fields)
    assert (row["name"], row["driver_version"], row["memory.total"], row["compute_cap"]) == (
        "NVIDIA H200", "580.159.04", "143771", "9.0"
    )


def test_proc_files_of_the_open_kernel_module():
    km = parse.parse_proc_version(text("proc-driver-nvidia-version.txt"))
    assert (km.version, km.open, km.l4t) == ("580.159.04", True, False)  # "(nixbld@)": no date
    assert parse.parse_gpu_information(text("proc-gpu-0000_00_06.0-information.txt"))[
        "name"
    ] == "NVIDIA H200"


def test_nvcc_of_a_toolkit_without_version_files():
    assert parse_release(text("nvcc-version.txt")) == "13.0.88"  # "V13.0.88"


def test_proc_only_probe_and_the_judge_name_the_h200(tmp_path):
    """With commands off (an image, a locked-down container), /proc alone: the driver and
    the GPU by name; the judge looks its compute capability up in compat/matrix.json."""
    files = {
        "proc/driver/nvidia/version": text("proc-driver-nvidia-version.txt"),
        PROC_GPU: text("proc-gpu-0000_00_06.0-information.txt"),
    }
    info = probe_driver(make_host(tmp_path / "probe", files))
    assert (info.state.value, info.method, info.version.raw) == ("ok", "proc", "580.159.04")
    assert [g.name for g in info.gpus] == ["NVIDIA H200"]
    report = run(M.machine(tmp_path / "judge", {**LAPTOP, **files}))
    assert [(g.name, g.compute_capability) for g in report.facts.gpus] == [("NVIDIA H200", "9.0")]


def test_the_nvidia_smi_path_replayed_with_the_queries_it_runs(tmp_path):
    """Both nvidia-smi calls of the driver probe answered with what the H200 printed for
    them (the query with tfdoctor's own fields, and the plain table)."""
    from tfdoctor.probes.host import CommandResult

    def smi(argv, timeout):
        name = "nvidia-smi-query-tfdoctor-fields.csv" if any(
            a.startswith("--query-gpu=") for a in argv
        ) else "nvidia-smi.txt"
        return CommandResult(tuple(argv), 0, text(name), "", None, 0.1)

    host = M.machine(tmp_path, {}, smi_answer=smi)
    info = probe_driver(host)
    assert (info.method, info.version.raw, info.cuda_version.raw) == (
        "nvidia-smi", "580.159.04", "13.0"
    )
    [gpu] = info.gpus
    assert (gpu.name, gpu.compute_capability, gpu.memory_total_mib, gpu.mig_mode) == (
        "NVIDIA H200", "9.0", 143771, "Disabled"
    )
