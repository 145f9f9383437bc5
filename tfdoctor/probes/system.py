"""The system probe: OS, kernel, WSL, container, CPU, memory, disk, Python.

Files are read through the Host, so the same code describes this machine, an unpacked
image or a fixture tree. psutil and this interpreter's facts are only asked on a live
host. Every value carries where it came from.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Any

from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.records import field, frozen

#: The CPU flags TensorFlow's x86 wheels care about. Release binaries since TF 1.6 are
#: built with AVX and die with "Illegal instruction" without it (TF maintainers in
#: tensorflow/tensorflow#29788 and #47146); avx2/fma/avx512f are the ones TF's
#: cpu_feature_guard names in "Your CPU supports instructions that this TensorFlow
#: binary was not compiled to use: AVX2 AVX512F FMA" (tensorflow/hub#897).
TF_CPU_FLAGS = ("avx", "avx2", "fma", "avx512f")


@frozen
class SystemInfo:
    """The host's OS, kernel, CPU, Python, memory and disk."""

    platform: str
    os_name: Sourced | None = None
    os_version_id: Sourced | None = None
    os_pretty_name: Sourced | None = None
    kernel: Sourced | None = None
    #: WSL2 (GPU-capable) and WSL1 (no GPU support at all), from /proc/version
    wsl: bool = False
    wsl1: bool = False
    #: container kinds with the file or variable that said so ("docker", "/.dockerenv")
    container: tuple[Sourced, ...] = ()
    cpu_arch: Sourced | None = None
    cpu_model: Sourced | None = None
    cpu_count: int | None = None
    #: x86 only: TF_CPU_FLAGS -> present; None when unknown (no cpuinfo, or not x86)
    cpu_flags: dict[str, bool] | None = None
    ram_total_mib: int | None = None
    ram_available_mib: int | None = None
    disk_free_mib: int | None = None
    python_version: Sourced | None = None
    python_implementation: Sourced | None = None
    python_executable: Sourced | None = None
    virtual_env: Sourced | None = None
    conda_prefix: Sourced | None = None
    conda_env: Sourced | None = None
    #: the node's name: fleet merges key on it (`check --json` "host")
    hostname: Sourced | None = None
    #: where the plain (non-Sourced) values came from: field name -> source
    sources: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        # the fields in order; __dataclass_fields__ would import dataclasses (records.py)
        for name in self.__match_args__:
            value = getattr(self, name)
            if isinstance(value, Sourced):
                value = value.to_dict()
            elif isinstance(value, tuple):
                value = [v.to_dict() if isinstance(v, Sourced) else v for v in value]
            elif isinstance(value, dict):
                value = dict(value)
            out[name] = value
        return out


def _kv_file(text: str) -> dict[str, str]:
    """os-release: KEY=value lines, values optionally quoted (os-release(5))."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if not sep or key.startswith("#"):
            continue
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        out[key.strip()] = value
    return out


def _os_release(host: Host) -> tuple[dict[str, str], str]:
    # os-release(5): /etc/os-release first, /usr/lib/os-release as the fallback.
    for rel in ("/etc/os-release", "/usr/lib/os-release"):
        text = host.read_text(rel)
        if text is not None:
            return _kv_file(text), rel
    return {}, ""


def detect_wsl(host: Host) -> tuple[str | None, str | None]:
    """("2" | "1" | None, the evidence).

    WSL2 kernels say "microsoft-standard" ("4.19.104-microsoft-standard",
    "5.15.153.1-microsoft-standard-WSL2"); WSL1 says "4.4.0-19041-Microsoft"
    (microsoft/WSL#8361, 4U6U57/wsl-open#4, leoheck/kiri#28). WSL2 also mounts the
    Windows driver's libraries at /usr/lib/wsl/lib (CUDA on WSL user guide).
    """
    text = host.read_text("/proc/version") or ""
    low = text.lower()
    if "microsoft-standard" in low or "wsl2" in low:
        return "2", "/proc/version"
    if "microsoft" in low:
        return "1", "/proc/version"
    if host.path("usr/lib/wsl/lib").is_dir():
        return "2", "/usr/lib/wsl/lib"
    return None, None


def _kernel(host: Host) -> Sourced | None:
    text = host.read_text("/proc/sys/kernel/osrelease")
    if text and text.strip():
        return Sourced(text.strip(), "/proc/sys/kernel/osrelease")
    m = re.match(r"Linux version (\S+)", host.read_text("/proc/version") or "")
    return Sourced(m.group(1), "/proc/version") if m else None


_CGROUP_HINTS = (("kubepods", "kubernetes"), ("docker", "docker"), ("containerd", "containerd"))


def _containers(host: Host) -> tuple[Sourced, ...]:
    found: list[Sourced] = []
    if host.exists("/.dockerenv"):
        found.append(Sourced("docker", "/.dockerenv"))
    if host.exists("/run/.containerenv"):  # podman writes it (containers-podman docs)
        found.append(Sourced("podman", "/run/.containerenv"))
    cgroup = host.read_text("/proc/1/cgroup") or ""
    for needle, kind in _CGROUP_HINTS:
        if needle in cgroup:
            found.append(Sourced(kind, "/proc/1/cgroup"))
    for var, kind in (
        ("KUBERNETES_SERVICE_HOST", "kubernetes"),
        ("SINGULARITY_NAME", "singularity"),
        ("APPTAINER_NAME", "apptainer"),
    ):
        if host.getenv(var):
            found.append(Sourced(kind, f"${var}"))
    return tuple(found)


def _cpuinfo_fields(text: str) -> tuple[dict[str, str], int]:
    """ "key : value" pairs (the first block wins; Raspberry Pi kernels put "Hardware"
    and "Model" after the last block), and the processor count."""
    first: dict[str, str] = {}
    count = 0
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if not sep:
            continue
        key = key.strip()
        count += key == "processor"
        first.setdefault(key, value.strip())
    return first, count


def _cpu(host: Host, fields: dict[str, Any], sources: dict[str, str]) -> None:
    text = host.read_text("/proc/cpuinfo")
    if text is None:
        return
    info, count = _cpuinfo_fields(text)
    fields["cpu_count"] = count or None
    sources["cpu_count"] = "/proc/cpuinfo"
    # aarch64 cpuinfo has no "model name" (Jetson's "ARMv8 Processor rev 1 (v8l)" is an
    # exception) and "Features" instead of "flags"; Raspberry Pi kernels add "Hardware".
    for key in ("model name", "Model", "Hardware"):
        if info.get(key):
            fields["cpu_model"] = Sourced(info[key], f"/proc/cpuinfo ({key})")
            break
    else:
        if info.get("CPU implementer"):
            raw = f"implementer {info['CPU implementer']} part {info.get('CPU part', '?')}"
            fields["cpu_model"] = Sourced(raw, "/proc/cpuinfo (CPU implementer/part)")
    if "flags" in info:
        have = set(info["flags"].split())
        fields["cpu_flags"] = {f: f in have for f in TF_CPU_FLAGS}
        sources["cpu_flags"] = "/proc/cpuinfo (flags)"
        if not host.live:
            fields["cpu_arch"] = Sourced("x86", "/proc/cpuinfo (flags line)")
    elif "Features" in info and not host.live:
        fields["cpu_arch"] = Sourced("arm", "/proc/cpuinfo (Features line)")


def _live(fields: dict[str, Any], sources: dict[str, str]) -> None:
    """This interpreter and this machine: psutil, sys, platform."""
    fields["cpu_arch"] = Sourced(_machine(), "platform.machine()")
    v = sys.version_info
    fields["python_version"] = Sourced(f"{v.major}.{v.minor}.{v.micro}", "sys.version_info")
    fields["python_implementation"] = Sourced(
        _implementation(), "platform.python_implementation()"
    )
    fields["python_executable"] = Sourced(sys.executable, "sys.executable")
    if _linux_memory_and_disk(fields, sources):
        return
    try:
        import psutil

        mem = psutil.virtual_memory()
        fields["ram_total_mib"] = mem.total // 2**20
        fields["ram_available_mib"] = mem.available // 2**20
        sources["ram_total_mib"] = sources["ram_available_mib"] = "psutil.virtual_memory()"
        # The disk pip installs into: a TF GPU install needs several GB there.
        fields["disk_free_mib"] = psutil.disk_usage(sys.prefix).free // 2**20
        sources["disk_free_mib"] = f"psutil.disk_usage({sys.prefix!r})"
    except Exception as exc:  # psutil missing or a sandbox forbids the call
        sources["psutil"] = f"unavailable: {type(exc).__name__}: {exc}"


def _machine() -> str:
    """platform.machine() without importing platform (~1 ms of `check --no-runtime`): on
    Linux, os.uname()'s with "unknown" as "" (platform.uname, CPython 3.10-3.13)."""
    if sys.platform.startswith("linux"):
        return "" if os.uname().machine == "unknown" else os.uname().machine
    import platform

    return platform.machine()


def _implementation() -> str:
    """platform.python_implementation(), which for CPython sys says directly."""
    if sys.implementation.name == "cpython":
        return "CPython"
    import platform

    return platform.python_implementation()


def _linux_memory_and_disk(fields: dict[str, Any], sources: dict[str, str]) -> bool:
    """What psutil reads on Linux, read directly (importing psutil costs ~20 ms of
    ``check --no-runtime``): proc(5) /proc/meminfo MemTotal and MemAvailable (psutil's
    virtual_memory().total and .available), and statvfs f_bavail * f_frsize (its
    disk_usage().free). False where either is not there: psutil then answers."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        with open("/proc/meminfo", encoding="ascii", errors="replace") as fh:
            kib = {
                k: int(v.split()[0])
                for k, _, v in (ln.partition(":") for ln in fh)
                if k in ("MemTotal", "MemAvailable") and v.split()
            }
        st = os.statvfs(sys.prefix)
    except (OSError, ValueError):
        return False
    if len(kib) < 2:
        return False
    fields["ram_total_mib"] = kib["MemTotal"] // 1024
    fields["ram_available_mib"] = kib["MemAvailable"] // 1024
    sources["ram_total_mib"] = sources["ram_available_mib"] = "/proc/meminfo"
    # The disk pip installs into: a TF GPU install needs several GB there.
    fields["disk_free_mib"] = st.f_bavail * st.f_frsize // 2**20
    sources["disk_free_mib"] = f"os.statvfs({sys.prefix!r})"
    return True


def _hostname(host: Host) -> Sourced | None:
    # proc(5): /proc/sys/kernel/hostname is the UTS name gethostname() returns; an
    # unpacked image has no /proc, only /etc/hostname (hostname(5)).
    for rel in ("proc/sys/kernel/hostname", "etc/hostname"):
        text = (host.read_text(rel) or "").strip()
        if text:
            return Sourced(text.splitlines()[0].strip(), "/" + rel)
    if host.live:
        import platform

        return Sourced(platform.node(), "platform.node()") if platform.node() else None
    return None


def probe_system(host: Host) -> SystemInfo:
    fields: dict[str, Any] = {}
    sources: dict[str, str] = {}
    release, rel_path = _os_release(host)
    for key, name in (
        ("NAME", "os_name"),
        ("VERSION_ID", "os_version_id"),
        ("PRETTY_NAME", "os_pretty_name"),
    ):
        if release.get(key):
            fields[name] = Sourced(release[key], f"{rel_path} ({key})")
    fields["kernel"] = _kernel(host)
    fields["hostname"] = _hostname(host)
    wsl, wsl_source = detect_wsl(host)
    fields["wsl"], fields["wsl1"] = wsl == "2", wsl == "1"
    if wsl_source:
        sources["wsl"] = wsl_source
    fields["container"] = _containers(host)
    if host.live:
        _live(fields, sources)
    _cpu(host, fields, sources)
    for var, name in (
        ("VIRTUAL_ENV", "virtual_env"),
        ("CONDA_PREFIX", "conda_prefix"),
        ("CONDA_DEFAULT_ENV", "conda_env"),
    ):
        if host.getenv(var):
            fields[name] = Sourced(host.getenv(var) or "", f"${var}")
    interp = host.interpreter
    if interp is not None:  # check --python PATH: that interpreter, not this one
        fields["python_version"] = Sourced(
            interp.version, f"{interp.executable} (sys.version_info)"
        )
        fields["python_implementation"] = Sourced(interp.implementation, interp.executable)
        fields["python_executable"] = Sourced(interp.executable, "--python")
        fields.pop("virtual_env", None)  # $VIRTUAL_ENV describes this shell, not that Python
        if interp.venv:
            fields["virtual_env"] = Sourced(
                interp.venv, f"{interp.executable} sys.prefix (PEP 405)"
            )
    elif host.live and "virtual_env" not in fields and sys.prefix != sys.base_prefix:
        # A venv's python run by path (.venv/bin/python) sets no VIRTUAL_ENV; the
        # interpreter itself knows (PEP 405: sys.prefix differs from sys.base_prefix).
        fields["virtual_env"] = Sourced(sys.prefix, "sys.prefix (PEP 405)")
    return SystemInfo(platform=host.platform, sources=sources, **fields)
