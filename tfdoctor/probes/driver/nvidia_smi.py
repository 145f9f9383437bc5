"""Reading the driver through ``nvidia-smi``, run via ``host.run`` with a timeout.

The ``--query-gpu`` CSV gives the GPUs; plain ``nvidia-smi`` gives the header (the CUDA
version, the driver on WSL2) and MIG modes. Failure messages map to driver states
(nvsmi.FAILURES). Like nvml.read_nvml, it returns probe fields and appends to the
caller's evidence and messages lists; it never raises.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tfdoctor.model import Sourced
from tfdoctor.probes.host import CommandResult, Host
from tfdoctor.records import frozen

# The parsers (driver/parse.py: a dozen patterns) are imported once nvidia-smi has
# answered: on a machine without it, `check --no-runtime` never needs them.

#: A healthy nvidia-smi answers in well under a second; a hung driver never does.
SMI_TIMEOUT = 10.0
SMI_FIELDS = (
    "index", "name", "driver_version", "memory.total", "memory.free",
    "compute_cap", "uuid", "pci.bus_id",
)  # fmt: skip


@frozen
class _Trail:
    """The caller's evidence and messages lists, appended to as nvidia-smi runs."""

    evidence: list[str]  # what was run, and how it ended
    messages: list[str]  # the error lines seen


def read_smi(
    host: Host, evidence: list[str], messages: list[str], *, wsl: bool, module_loaded: bool
) -> dict[str, Any] | None:
    """Driver facts as probe fields, or None when nvidia-smi is absent or cannot run."""
    trail = _Trail(evidence, messages)
    if not host.can_run:
        evidence.append("nvidia-smi: not run (commands are off for this host)")
        return None
    return _from_smi(host, trail, wsl, module_loaded)


def _smi_path(host: Host, wsl: bool) -> str:
    found = host.which("nvidia-smi")
    if found:
        return found
    # WSL2 mounts the Windows driver's tools here, often outside PATH (CUDA on WSL guide).
    wsl_smi = host.path("usr/lib/wsl/lib/nvidia-smi")
    if wsl and wsl_smi.is_file():
        return str(wsl_smi)
    return "nvidia-smi"


def _run(host: Host, argv: list[str], trail: _Trail) -> CommandResult:
    res = host.run(argv, timeout=SMI_TIMEOUT)
    shown = " ".join([host.display(Path(argv[0])) if "/" in argv[0] else argv[0], *argv[1:]])
    if res.error:
        how = res.error
    elif res.signal_name:
        how = f"killed by {res.signal_name}"
    else:
        how = f"exit {res.returncode}"
    trail.evidence.append(f"ran: {shown} ({how})")
    return res


def _query(host: Host, smi: str, trail: _Trail) -> tuple[CommandResult, tuple[str, ...]]:
    fields = SMI_FIELDS
    while True:
        argv = [smi, f"--query-gpu={','.join(fields)}", "--format=csv,noheader,nounits"]
        res = _run(host, argv, trail)
        if res.error or res.returncode == 0:
            return res, fields
        from tfdoctor.probes.driver import parse as nvsmi

        bad = nvsmi.invalid_query_field(res.output)
        if bad not in fields or bad in ("index", "name"):
            return res, fields
        fields = tuple(f for f in fields if f != bad)  # an older driver: ask without it


def _from_smi(host: Host, trail: _Trail, wsl: bool, module_loaded: bool) -> dict[str, Any] | None:
    smi = _smi_path(host, wsl)
    res, fields = _query(host, smi, trail)
    if res.error == "not-found":
        return None
    failed = {"state": "error", "method": "nvidia-smi"}
    if res.error == "timeout":
        trail.messages.append(f"nvidia-smi did not answer within {SMI_TIMEOUT:g} s")
        return failed
    if res.error:
        trail.messages.append(f"nvidia-smi could not run: {res.error}")
        return failed
    from tfdoctor.probes.driver import parse as nvsmi

    known = nvsmi.classify_failure(res.output)
    if known:
        state, line = known
        trail.messages.append(line)
        got: dict[str, Any] = {"state": state, "method": "nvidia-smi"}
        lib = nvsmi.mismatch_library_version(res.output)
        if lib:
            got["library_version"] = Sourced(lib, "nvidia-smi (NVML library version)")
        if state == "no-library":  # a userspace driver is missing, whatever the kernel has
            got["state"] = "error" if module_loaded else "no-driver"
        return got
    rows = nvsmi.parse_query_csv(res.stdout, fields) if res.returncode == 0 else []
    if not rows:
        first = next((ln.strip() for ln in res.output.splitlines() if ln.strip()), "")
        sig = res.signal_name
        why = f"crashed (killed by {sig})" if sig else f"gave no GPU rows (exit {res.returncode})"
        trail.messages.append(f"nvidia-smi {why}: {first[:200]}".rstrip(": "))
        got = dict(failed)
    else:
        got = {
            "state": "ok",
            "method": "nvidia-smi",
            "gpus": [_row_gpu(i, r) for i, r in enumerate(rows)],
        }
        if rows[0].get("driver_version"):
            got["version"] = Sourced(
                rows[0]["driver_version"] or "", "nvidia-smi --query-gpu=driver_version"
            )
    _add_table(host, smi, trail, got)
    return got


def _row_gpu(position: int, row: dict[str, str | None]) -> dict[str, Any]:
    from tfdoctor.probes.driver import parse as nvsmi

    index = nvsmi.leading_int(row.get("index"))
    return {
        "index": position if index is None else index,
        "name": row.get("name"),
        "compute_capability": row.get("compute_cap"),
        "memory_total_mib": nvsmi.leading_int(row.get("memory.total")),
        "memory_free_mib": nvsmi.leading_int(row.get("memory.free")),
        "uuid": row.get("uuid"),
        "pci_bus_id": row.get("pci.bus_id"),
    }


def _add_table(host: Host, smi: str, trail: _Trail, got: dict[str, Any]) -> None:
    """Plain ``nvidia-smi``: the header has the CUDA version; the boxes, MIG mode."""
    res = _run(host, [smi], trail)
    if res.error == "timeout":
        trail.messages.append(f"nvidia-smi did not answer within {SMI_TIMEOUT:g} s")
    from tfdoctor.probes.driver import parse as nvsmi

    header = nvsmi.parse_smi_header(res.stdout)
    if header is None:
        return
    # The header's "Driver Version" is the Windows driver on WSL2, unlike "NVIDIA-SMI x".
    if header.driver_version:
        got["version"] = Sourced(
            header.driver_version, f"nvidia-smi header ({header.driver_label})"
        )
    if header.cuda_version:
        got["cuda_version"] = Sourced(
            header.cuda_version, f"nvidia-smi header ({header.cuda_label})"
        )
    migs = {g["index"]: g["mig.mode.current"] for g in nvsmi.parse_smi_table_gpus(res.stdout)}
    for gpu in got.get("gpus", ()):
        gpu["mig_mode"] = migs.get(gpu["index"])
