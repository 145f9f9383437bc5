"""probe_system over fixture trees (and once, live, on this machine)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.support.helpers import make_host
from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.system import detect_wsl, probe_system

UBUNTU = """\
PRETTY_NAME="Ubuntu 22.04.4 LTS"
NAME="Ubuntu"
VERSION_ID="22.04"
VERSION="22.04.4 LTS (Jammy Jellyfish)"
VERSION_CODENAME=jammy
ID=ubuntu
ID_LIKE=debian
"""
# The first block of an x86 /proc/cpuinfo (format of this machine's, flags trimmed).
CPU_X86 = """\
processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 207
model name\t: Intel(R) Xeon(R) Processor
flags\t\t: fpu vme de pse tsc msr sse sse2 ssse3 fma cx16 sse4_1 sse4_2 avx f16c avx2 avx512f avx512dq
bogomips\t: 4600.00

processor\t: 1
vendor_id\t: GenuineIntel
model name\t: Intel(R) Xeon(R) Processor
flags\t\t: fpu vme de pse tsc msr sse sse2 ssse3 fma cx16 sse4_1 sse4_2 avx f16c avx2 avx512f avx512dq
"""
CPU_X86_NO_AVX = """\
processor\t: 0
vendor_id\t: GenuineIntel
model name\t: Intel(R) Core(TM)2 Duo CPU     E8400  @ 3.00GHz
flags\t\t: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr sse sse2 ss ht tm pbe nx lm ssse3 sse4_1
"""
# aarch64 server (Cortex-A53): no "model name", "Features" instead of "flags".
CPU_ARM = """\
processor\t: 0
BogoMIPS\t: 48.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 cpuid
CPU implementer\t: 0x41
CPU architecture: 8
CPU variant\t: 0x0
CPU part\t: 0xd03
CPU revision\t: 4

processor\t: 1
BogoMIPS\t: 48.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 cpuid
CPU implementer\t: 0x41
"""
# Jetson Nano prints a "model name"; Raspberry Pi kernels a "Hardware" line.
CPU_JETSON = "processor\t: 0\nmodel name\t: ARMv8 Processor rev 1 (v8l)\nBogoMIPS\t: 38.40\nFeatures\t: fp asimd evtstrm aes pmull sha1 sha2 crc32\nCPU implementer\t: 0x41\n"
CPU_PI = "processor\t: 0\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd evtstrm crc32 cpuid\nCPU implementer\t: 0x41\nCPU part\t: 0xd08\n\nprocessor\t: 1\nBogoMIPS\t: 108.00\n\nHardware\t: BCM2835\nModel\t\t: Raspberry Pi 4 Model B Rev 1.4\n"

WSL2_NEW = "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1) (gcc (GCC) 11.2.0, GNU ld (GNU Binutils) 2.37) #1 SMP Fri Mar 29 23:14:13 UTC 2024\n"
# microsoft/WSL#8361: older WSL2 kernels lack the "-WSL2" suffix
WSL2_OLD = "Linux version 4.19.104-microsoft-standard (jkp@DESKTOP-DKG6ENQ) (gcc version 7.5.0 (Ubuntu 7.5.0-3ubuntu1~18.04)) #5 SMP Mon Jun 15 23:43:17 CEST 2020\n"
# microsoft/WSL#1090 (WSL1)
WSL1 = "Linux version 3.4.0-Microsoft (Microsoft@Microsoft.com) (gcc version 4.7 (GCC) ) #1 SMP PREEMPT Wed Dec 31 14:42:53 PST 2014\n"
NATIVE = "Linux version 6.8.0-45-generic (buildd@lcy02-amd64-115) (x86_64-linux-gnu-gcc-13 (Ubuntu 13.2.0-23ubuntu4) 13.2.0, GNU ld (GNU Binutils for Ubuntu) 2.42) #45-Ubuntu SMP PREEMPT_DYNAMIC Fri Aug 30 12:02:04 UTC 2024\n"


def test_empty_tree_gives_nones(tmp_path: Path) -> None:
    info = probe_system(make_host(tmp_path))
    assert info.os_name is None and info.kernel is None and info.cpu_model is None
    assert info.cpu_flags is None and info.ram_total_mib is None and info.python_version is None
    assert (info.wsl, info.wsl1, info.container) == (False, False, ())
    json.dumps(info.to_dict())


@pytest.mark.parametrize(
    "files, name, version_id, pretty, source",
    [
        pytest.param({"etc/os-release": UBUNTU}, "Ubuntu", "22.04", "Ubuntu 22.04.4 LTS", "/etc/os-release (NAME)", id="ubuntu"),
        pytest.param({"usr/lib/os-release": "NAME=Fedora Linux\nVERSION_ID=40\nPRETTY_NAME='Fedora Linux 40 (Workstation Edition)'\n"}, "Fedora Linux", "40", "Fedora Linux 40 (Workstation Edition)", "/usr/lib/os-release (NAME)", id="usr-lib-fallback"),
        pytest.param({"etc/os-release": "NAME=\"Arch Linux\"\nPRETTY_NAME=\"Arch Linux\"\n# comment\nBUILD_ID=rolling\n"}, "Arch Linux", None, "Arch Linux", "/etc/os-release (NAME)", id="arch-no-version"),
    ],
)  # fmt: skip
def test_os_release(
    tmp_path: Path, files: dict, name: str, version_id: str | None, pretty: str, source: str
) -> None:
    info = probe_system(make_host(tmp_path, files))
    assert info.os_name == Sourced(name, source)
    assert (info.os_version_id.raw if info.os_version_id else None) == version_id
    assert info.os_pretty_name and info.os_pretty_name.raw == pretty


@pytest.mark.parametrize(
    "files, kernel, source",
    [
        pytest.param({"proc/sys/kernel/osrelease": "6.8.0-45-generic\n", "proc/version": NATIVE}, "6.8.0-45-generic", "/proc/sys/kernel/osrelease", id="osrelease"),
        pytest.param({"proc/version": WSL2_NEW}, "5.15.153.1-microsoft-standard-WSL2", "/proc/version", id="proc-version"),
        pytest.param({"proc/version": "garbage"}, None, None, id="garbled"),
    ],
)  # fmt: skip
def test_kernel(tmp_path: Path, files: dict, kernel: str | None, source: str | None) -> None:
    info = probe_system(make_host(tmp_path, files))
    assert info.kernel == (Sourced(kernel, source) if kernel else None)


@pytest.mark.parametrize(
    "files, wsl, source",
    [
        pytest.param({"proc/version": WSL2_NEW}, "2", "/proc/version", id="wsl2"),
        pytest.param({"proc/version": WSL2_OLD}, "2", "/proc/version", id="wsl2-old-kernel"),
        pytest.param({"proc/version": WSL1}, "1", "/proc/version", id="wsl1"),
        pytest.param({"proc/version": NATIVE}, None, None, id="native"),
        pytest.param({"usr/lib/wsl/lib/libcuda.so.1": "elf"}, "2", "/usr/lib/wsl/lib", id="wsl-lib-folder"),
    ],
)  # fmt: skip
def test_wsl(tmp_path: Path, files: dict, wsl: str | None, source: str | None) -> None:
    host = make_host(tmp_path, files)
    assert detect_wsl(host) == (wsl, source)
    info = probe_system(host)
    assert (info.wsl, info.wsl1) == (wsl == "2", wsl == "1")


@pytest.mark.parametrize(
    "files, env, kinds",
    [
        pytest.param({".dockerenv": ""}, {}, [("docker", "/.dockerenv")], id="dockerenv"),
        pytest.param({"run/.containerenv": ""}, {}, [("podman", "/run/.containerenv")], id="podman"),
        pytest.param({"proc/1/cgroup": "12:pids:/kubepods/besteffort/pod1/abc\n0::/\n"}, {"KUBERNETES_SERVICE_HOST": "10.0.0.1"}, [("kubernetes", "/proc/1/cgroup"), ("kubernetes", "$KUBERNETES_SERVICE_HOST")], id="kubernetes"),
        pytest.param({"proc/1/cgroup": "13:cpuset:/docker/0123abcd\n"}, {}, [("docker", "/proc/1/cgroup")], id="cgroup-docker"),
        pytest.param({}, {"APPTAINER_NAME": "tf.sif"}, [("apptainer", "$APPTAINER_NAME")], id="apptainer"),
        pytest.param({}, {"SINGULARITY_NAME": "tf.simg"}, [("singularity", "$SINGULARITY_NAME")], id="singularity"),
        pytest.param({"proc/1/cgroup": "0::/init.scope\n"}, {}, [], id="bare-metal"),
    ],
)  # fmt: skip
def test_containers(tmp_path: Path, files: dict, env: dict, kinds: list) -> None:
    info = probe_system(make_host(tmp_path, files, env=env))
    assert [(c.raw, c.source) for c in info.container] == kinds


@pytest.mark.parametrize(
    "cpuinfo, model, flags, arch, count",
    [
        pytest.param(CPU_X86, "Intel(R) Xeon(R) Processor", {"avx": True, "avx2": True, "fma": True, "avx512f": True}, "x86", 2, id="x86-avx512"),
        pytest.param(CPU_X86_NO_AVX, "Intel(R) Core(TM)2 Duo CPU     E8400  @ 3.00GHz", {"avx": False, "avx2": False, "fma": False, "avx512f": False}, "x86", 1, id="x86-no-avx"),
        pytest.param(CPU_ARM, "implementer 0x41 part 0xd03", None, "arm", 2, id="aarch64-no-model"),
        pytest.param(CPU_JETSON, "ARMv8 Processor rev 1 (v8l)", None, "arm", 1, id="jetson"),
        pytest.param(CPU_PI, "Raspberry Pi 4 Model B Rev 1.4", None, "arm", 2, id="raspberry-pi"),
    ],
)  # fmt: skip
def test_cpu(
    tmp_path: Path, cpuinfo: str, model: str, flags: dict | None, arch: str, count: int
) -> None:
    info = probe_system(make_host(tmp_path, {"proc/cpuinfo": cpuinfo}))
    assert info.cpu_model and info.cpu_model.raw == model
    assert info.cpu_model.source.startswith("/proc/cpuinfo")
    assert info.cpu_flags == flags
    assert info.cpu_arch and info.cpu_arch.raw == arch
    assert info.cpu_count == count


def test_envs(tmp_path: Path) -> None:
    env = {
        "VIRTUAL_ENV": "/home/u/.venv",
        "CONDA_PREFIX": "/opt/conda/envs/tf",
        "CONDA_DEFAULT_ENV": "tf",
    }
    info = probe_system(make_host(tmp_path, env=env, platform="win32"))
    assert info.virtual_env == Sourced("/home/u/.venv", "$VIRTUAL_ENV")
    assert info.conda_prefix == Sourced("/opt/conda/envs/tf", "$CONDA_PREFIX")
    assert info.conda_env == Sourced("tf", "$CONDA_DEFAULT_ENV")
    assert info.platform == "win32"


def test_live_this_machine() -> None:
    info = probe_system(Host.local())
    v = sys.version_info
    assert info.python_version == Sourced(f"{v.major}.{v.minor}.{v.micro}", "sys.version_info")
    assert info.python_executable and info.python_executable.raw == sys.executable
    assert info.ram_total_mib and info.ram_available_mib is not None
    assert 0 < info.ram_available_mib <= info.ram_total_mib
    assert info.disk_free_mib is not None
    if sys.platform.startswith("linux"):
        # read directly, the numbers psutil gives (it reads the same files on Linux)
        import psutil

        assert info.sources["disk_free_mib"].startswith("os.statvfs(")
        assert info.sources["ram_total_mib"] == "/proc/meminfo"
        assert info.ram_total_mib == psutil.virtual_memory().total // 2**20
        assert abs(info.disk_free_mib - psutil.disk_usage(sys.prefix).free // 2**20) < 512
    else:
        assert info.sources["disk_free_mib"].startswith("psutil")
    assert info.cpu_arch and info.cpu_arch.source == "platform.machine()"
    json.dumps(info.to_dict())
