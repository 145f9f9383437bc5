"""The facts a plan is made from: given by the user, or read from this machine.

Python comes from this interpreter, the OS from the host's platform and /proc/version
(WSL2 kernels say "microsoft"), the driver and GPU from nvidia-smi through the Host seam.
"""

from __future__ import annotations

import sys

from tfdoctor.judge.plan import OSES, PlanInputs
from tfdoctor.model import InputError, major_minor, parse_version
from tfdoctor.probes.host import Host


def detect_os(host: Host) -> str:
    """linux / wsl2 / windows / macos, from the system probe's WSL detection.

    WSL1 counts as plain linux: it has no GPU support at all (only WSL2 does).
    """
    if host.platform.startswith("win"):
        return "windows"
    if host.platform == "darwin":
        return "macos"
    from tfdoctor.probes.system import detect_wsl

    return "wsl2" if detect_wsl(host)[0] == "2" else "linux"


def query_gpu(host: Host) -> tuple[str | None, str | None, str | None]:
    """(name, driver, compute capability) of the first GPU, or Nones: the driver
    probe's answer (NVML, else nvidia-smi incl. WSL2's, else /proc), not a second reader."""
    from tfdoctor.probes.driver.probe import probe_driver

    info = probe_driver(host)
    driver = info.version.raw if info.version else None
    if not info.gpus:
        return None, driver, None
    gpu = info.gpus[0]
    return gpu.name, driver, gpu.compute_capability


def machine_inputs(
    host: Host,
    *,
    python: str | None = None,
    driver: str | None = None,
    gpu: str | None = None,
    cc: str | None = None,
    os_name: str | None = None,
    tf: str | None = None,
) -> PlanInputs:
    """Given facts win; the rest come from this machine (nvidia-smi only when needed)."""
    sources: dict[str, str] = {}
    if os_name is not None and os_name not in OSES:
        raise InputError(f"--os must be one of {', '.join(OSES)}, not {os_name!r}")
    for label, value in (("--python", python), ("--driver", driver), ("--cc", cc)):
        if value is not None and parse_version(value) is None:
            raise InputError(f"{label} {value!r} is not a version")
    if tf is not None and major_minor(tf) is None:
        raise InputError(f"--tf {tf!r} is not a TensorFlow version like 2.15")
    if python is None:
        python = f"{sys.version_info.major}.{sys.version_info.minor}"
        sources["python"] = "this interpreter"
    else:
        sources["python"] = "given"
    if os_name is None:
        os_name = detect_os(host)
        sources["os"] = "this machine"
    else:
        sources["os"] = "given"
    if driver is None and gpu is None and cc is None and host.can_run:
        gpu, driver, cc = query_gpu(host)
        sources["gpu"] = "nvidia-smi" if gpu or driver else "nvidia-smi (no GPU found)"
    elif driver or gpu or cc:
        sources["gpu"] = "given"
    return PlanInputs(python, driver, gpu, cc, os_name, tf, sources)
