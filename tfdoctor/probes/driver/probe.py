"""The NVIDIA driver probe: is a driver there, loaded, matching, and which GPUs it sees.

Asks, in order, NVML (nvidia-ml-py's ``pynvml``, live hosts only), then ``nvidia-smi``
through ``host.run``, then ``/proc/driver/nvidia/version``. Gathers facts only; the one
judgement here, :func:`driver_findings`, turns a bad state into a finding with a remedy.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tfdoctor.model import Finding, Severity, Sourced
from tfdoctor.probes.driver.nvidia_smi import read_smi
from tfdoctor.probes.driver.nvml import library_absent, read_nvml
from tfdoctor.probes.host import Host
from tfdoctor.probes.system import detect_wsl
from tfdoctor.records import field, frozen

if TYPE_CHECKING:  # the parsers are imported when there is driver text to parse
    from tfdoctor.probes.driver.parse import KernelModule

#: A healthy nvidia-smi answers in well under a second; a hung driver never does.
SMI_TIMEOUT = 10.0
SMI_FIELDS = (
    "index", "name", "driver_version", "memory.total", "memory.free",
    "compute_cap", "uuid", "pci.bus_id",
)  # fmt: skip
PROC_VERSION = "/proc/driver/nvidia/version"


class DriverState(str, Enum):
    OK = "ok"
    NO_DRIVER = "no-driver"
    NOT_LOADED = "not-loaded"
    VERSION_MISMATCH = "version-mismatch"
    NO_DEVICES = "no-devices"
    ERROR = "error"


@frozen
class GpuInfo:
    """One GPU as the driver lists it."""

    index: int
    name: str | None = None
    compute_capability: str | None = None  # "8.6"
    memory_total_mib: int | None = None
    memory_free_mib: int | None = None
    uuid: str | None = None
    pci_bus_id: str | None = None
    mig_mode: str | None = None  # "Enabled" / "Disabled"; None where not supported

    def to_dict(self) -> dict[str, Any]:
        from dataclasses import asdict  # only for a GPU to report

        return asdict(self)


@frozen
class DriverInfo:
    """What the NVIDIA driver says: its state, versions, GPUs, and how it was asked."""

    state: DriverState
    version: Sourced | None = None
    cuda_version: Sourced | None = None
    gpus: tuple[GpuInfo, ...] = ()
    kernel_module: Sourced | None = None
    kernel_module_open: bool | None = None
    #: /proc says an L4T (Jetson) release, not a desktop driver number
    l4t: bool = False
    #: userspace NVML version from a mismatch message ("NVML library version: 570.124")
    library_version: Sourced | None = None
    method: str | None = None  # "nvml" | "nvidia-smi" | "proc" | None
    wsl: bool = False
    messages: tuple[str, ...] = ()
    evidence: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        def src(s: Sourced | None) -> dict[str, str] | None:
            return s.to_dict() if s else None

        return {
            "state": self.state.value,
            "version": src(self.version),
            "cuda_version": src(self.cuda_version),
            "gpus": [g.to_dict() for g in self.gpus],
            "kernel_module": src(self.kernel_module),
            "kernel_module_open": self.kernel_module_open,
            "l4t": self.l4t,
            "library_version": src(self.library_version),
            "method": self.method,
            "wsl": self.wsl,
            "messages": list(self.messages),
            "evidence": list(self.evidence),
        }


@frozen
class _Trail:
    """What was read or run (evidence) and the error lines seen (messages)."""

    evidence: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)


def probe_driver(host: Host, nvml: Any = None) -> DriverInfo:
    """What the driver says. ``nvml``: a pynvml-like module (tests pass a fake); left
    None, pynvml is imported only on a live host. Never raises."""
    trail = _Trail()
    base: dict[str, Any] = {"wsl": detect_wsl(host)[0] == "2"}
    km = _kernel_module(host, trail)
    if km is not None:
        base.update(
            kernel_module=Sourced(km.version, PROC_VERSION),
            kernel_module_open=km.open,
            l4t=km.l4t,
        )
    absent = library_absent() if nvml is None and host.live else None
    if absent:  # what nvmlInit() would say, without importing pynvml
        trail.evidence.append(absent)
    elif nvml is None and host.live:
        nvml = _import_pynvml(trail)
    nvml_failed = False
    if nvml is not None:
        got = read_nvml(nvml, trail.evidence, trail.messages)
        if got is not None and got["state"] != "error":
            return _finish(base, trail, got)
        nvml_failed = got is not None
    got = read_smi(
        host, trail.evidence, trail.messages, wsl=base["wsl"], module_loaded=km is not None
    )
    if got is None:
        got = _from_proc(host, km, trail)
        if nvml_failed:  # NVML's own error stands when nothing else answered
            got.update(state="error", method="nvml")
    return _finish(base, trail, got)


def _finish(base: dict[str, Any], trail: _Trail, got: dict[str, Any]) -> DriverInfo:
    fields = {**base, **got}
    fields["state"] = DriverState(fields["state"])
    fields["gpus"] = tuple(GpuInfo(**g) for g in fields.get("gpus", ()))
    return DriverInfo(**fields, messages=tuple(trail.messages), evidence=tuple(trail.evidence))


def _import_pynvml(trail: _Trail) -> Any:
    try:
        import pynvml  # nvidia-ml-py; lazy: no GPU machine needs it imported at start
    except Exception as exc:  # an absent or broken binding is one evidence line
        trail.evidence.append(f"import pynvml failed: {type(exc).__name__}: {exc}")
        return None
    return pynvml


def _kernel_module(host: Host, trail: _Trail) -> KernelModule | None:
    text = host.read_text(PROC_VERSION)
    if text is None:
        trail.evidence.append(f"{PROC_VERSION}: absent")
        return None
    from tfdoctor.probes.driver.parse import parse_proc_version

    km = parse_proc_version(text)
    trail.evidence.append(f"{PROC_VERSION}: {km.line if km else 'no NVRM version line'}")
    return km


def _from_proc(host: Host, km: KernelModule | None, trail: _Trail) -> dict[str, Any]:
    if km is None:
        if host.read_text(PROC_VERSION) is not None:
            # The file exists only while the nvidia kernel module is loaded: a format
            # we cannot read is a driver we cannot query, not "no driver".
            trail.messages.append(f"{PROC_VERSION} exists but has no NVRM version line")
            return {"state": "error", "method": "proc"}
        return {"state": "no-driver", "method": None}
    got: dict[str, Any] = {"state": "ok", "method": "proc"}
    if not km.l4t:  # an L4T release number is no driver version to compare with the matrix
        got["version"] = Sourced(km.version, PROC_VERSION)
    # One folder per GPU, named by its PCI bus id; its ``information`` file names the GPU
    # ("Model:"), so the judge can look its compute capability up without NVML.
    gpus_dir = host.path("proc/driver/nvidia/gpus")
    entries = host.listdir(gpus_dir)
    got["gpus"] = [_proc_gpu(host, i, p, trail) for i, p in enumerate(entries)]
    if gpus_dir.is_dir() and not entries:
        got["state"] = "no-devices"
    trail.evidence.append(f"/proc/driver/nvidia/gpus: {len(entries)} entries")
    return got


def _proc_gpu(host: Host, index: int, folder: Path, trail: _Trail) -> dict[str, Any]:
    gpu: dict[str, Any] = {"index": index, "pci_bus_id": folder.name}
    text = host.read_text(folder / "information")
    if text is None:
        return gpu
    from tfdoctor.probes.driver.parse import parse_gpu_information

    info = parse_gpu_information(text)
    if info["name"]:
        gpu["name"] = info["name"]
        trail.evidence.append(f"/proc/driver/nvidia/gpus/{folder.name}/information: {info['name']}")
    if info["uuid"]:
        gpu["uuid"] = info["uuid"]
    return gpu


# -- findings --------------------------------------------------------------------------
# Remedy sources: docs/findings.md (one section per id).
_INSTALL = (
    "No NVIDIA driver here. Fine on a CPU-only machine. If it has an NVIDIA GPU, install "
    "the driver: Ubuntu `sudo ubuntu-drivers install` (older releases: `autoinstall`); other distributions: their "
    "nvidia-driver packages (Fedora: RPM Fusion `akmod-nvidia`); then reboot. In a "
    "container, start it with the GPU runtime (`docker run --gpus all ...`)."
)
_INSTALL_WSL = (
    "On WSL2 the driver comes from Windows: install the NVIDIA Windows driver on the "
    "Windows side and run `wsl --update`; do not install a Linux NVIDIA driver inside WSL."
)
NOT_LOADED = (
    "The driver is installed but its kernel module is not running. Reboot after a driver "
    "install, or load it: `sudo modprobe nvidia`. If that fails, `sudo dmesg | grep -i nvrm` "
    "says why; with Secure Boot on (`mokutil --sb-state`) the module must be signed: enroll "
    "the MOK key the installer created (`sudo mokutil --import ...`, then reboot) or turn "
    "Secure Boot off."
)
_NOT_LOADED_WSL = (
    "WSL2 could not reach the Windows driver. Update the NVIDIA driver on Windows, run "
    "`wsl --update` and `wsl --shutdown` from Windows, then reopen WSL."
)
_MISMATCH = (
    "The NVIDIA libraries and the loaded kernel module are different versions (usually "
    "a driver upgrade without a reboot). Reboot. Without a reboot: stop every GPU process, "
    "then `sudo rmmod nvidia_uvm nvidia_drm nvidia_modeset nvidia && sudo modprobe nvidia`."
)
_NO_DEVICE = (
    "The driver is loaded but sees no GPU. Check that the card is there (`lspci | grep -i "
    "nvidia`) and why the driver gave up on it (`sudo dmesg | grep -i nvrm`, e.g. "
    "'RmInitAdapter failed'). Blackwell and Grace Hopper GPUs need the open kernel modules "
    "(the `-open` driver packages). In a container, pass the GPU in (`--gpus all`)."
)
SMI_FAILED = (  # (explain/rules/placement.py reads NVML's "Unknown Error" with it)
    "Run `nvidia-smi` yourself to see the full error. A hang usually means a GPU fell off "
    "the bus or the driver is stuck (`sudo dmesg | grep -i -e nvrm -e xid`); a reboot clears it."
)


def driver_findings(info: DriverInfo) -> list[Finding]:
    """The finding for a driver that is absent, unloaded, mismatched, empty or failing."""
    ev = info.evidence + tuple(f"message: {m}" for m in info.messages)
    values: dict[str, Any] = {"state": info.state.value, "method": info.method}
    if info.kernel_module:
        values["kernel_module"] = info.kernel_module.raw
    if info.library_version:
        values["library_version"] = info.library_version.raw
    s = info.state
    if s is DriverState.NO_DRIVER:
        remedy = _INSTALL_WSL if info.wsl else _INSTALL
        return [
            Finding(
                "no-cuda-driver", Severity.INFO, "No NVIDIA driver found", remedy, ev, values=values
            )
        ]
    if s is DriverState.NOT_LOADED:
        remedy = _NOT_LOADED_WSL if info.wsl else NOT_LOADED
        title = "The NVIDIA driver is installed but not loaded"
        return [Finding("driver-not-loaded", Severity.ERROR, title, remedy, ev, values=values)]
    if s is DriverState.VERSION_MISMATCH:
        title = "NVIDIA driver libraries and kernel module versions differ"
        if info.kernel_module and info.library_version:
            title += f" (module {info.kernel_module.raw}, library {info.library_version.raw})"
        return [
            Finding("driver-library-mismatch", Severity.ERROR, title, _MISMATCH, ev, values=values)
        ]
    if s is DriverState.NO_DEVICES:
        title = "The NVIDIA driver is loaded but finds no GPU"
        return [Finding("no-gpu-device", Severity.ERROR, title, _NO_DEVICE, ev, values=values)]
    if s is DriverState.ERROR:
        what = info.messages[0] if info.messages else "no readable answer"
        title = f"Could not query the NVIDIA driver: {what}"
        return [
            Finding("nvidia-smi-failed", Severity.WARNING, title, SMI_FAILED, ev, values=values)
        ]
    return []
