"""Reading the driver through NVML (the ``pynvml`` module of nvidia-ml-py).

The module object is passed in, so tests hand over a fake with the same functions and
``NVMLError`` subclasses carrying ``.value`` codes. API facts (return types, bytes in
bindings <= 11.495.46, error codes) are from fixtures-real/pynvml-api.md.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from importlib.util import find_spec
from typing import Any

from tfdoctor.model import Sourced

# NVML return codes (nvml.h, as exposed by pynvml.NVML_ERROR_*).
LIBRARY_NOT_FOUND = 12  # NVMLError_LibraryNotFound: no libnvidia-ml.so.1 / nvml.dll
DRIVER_NOT_LOADED = 9  # NVMLError_DriverNotLoaded: library there, kernel module not
LIB_RM_VERSION_MISMATCH = 18  # = nvidia-smi "Driver/library version mismatch" (exit 18)

#: pynvml's words for LIBRARY_NOT_FOUND (NVMLError._errcode_to_string in nvidia-ml-py)
LIBRARY_NOT_FOUND_TEXT = "NVML Shared Library Not Found"

_STATE_BY_CODE = {DRIVER_NOT_LOADED: "not-loaded", LIB_RM_VERSION_MISMATCH: "version-mismatch"}
_MIG = {0: "Disabled", 1: "Enabled"}  # NVML_DEVICE_MIG_DISABLE / _ENABLE


def _text(value: Any) -> str | None:
    """NVML strings are bytes in old bindings and in struct fields (PciInfo.busId)."""
    if value is None:
        return None
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    text = str(value).strip("\x00 ")
    return text or None


def _describe(exc: BaseException) -> str:
    code = getattr(exc, "value", None)
    return f"{exc} (NVML code {code})" if isinstance(code, int) else f"{type(exc).__name__}: {exc}"


def _try(fn: Callable[..., Any] | None, *args: Any) -> Any:
    """One optional query: None when the binding lacks it or the GPU says no."""
    if fn is None:
        return None
    try:
        return fn(*args)
    except Exception:  # NotSupported, NoPermission, FunctionNotFound...: the field stays None
        return None


def library_absent() -> str | None:
    """The evidence line pynvml's nvmlInit() would give when it cannot load the library,
    found without importing pynvml (~10 ms of `check --no-runtime` on a machine without
    a driver); None when pynvml should be asked.

    On Linux pynvml loads ``libnvidia-ml.so.1`` by name (``_LoadNvmlLibrary``), so a
    failed dlopen of that name here is its LIBRARY_NOT_FOUND. An already imported
    pynvml, a missing one (its import error is the evidence) and other platforms go the
    usual way.
    """
    if not sys.platform.startswith("linux") or "pynvml" in sys.modules:
        return None
    if find_spec("pynvml") is None:
        return None
    try:  # ctypes.CDLL(name) is _ctypes.dlopen(name, RTLD_LOCAL); ctypes costs ~1.5 ms
        from _ctypes import dlopen
    except ImportError:  # pragma: no cover (CPython always has it)
        from ctypes import CDLL as dlopen
    try:
        dlopen("libnvidia-ml.so.1", os.RTLD_LOCAL)
    except OSError:
        return f"NVML nvmlInit(): {LIBRARY_NOT_FOUND_TEXT} (NVML code {LIBRARY_NOT_FOUND})"
    return None


def read_nvml(nvml: Any, evidence: list[str], messages: list[str]) -> dict[str, Any] | None:
    """Driver facts as probe fields, or None when NVML is absent (fall back to nvidia-smi).

    Returns ``{"state": "error", ...}`` for an NVML failure that is not a known driver
    state, so the caller can still ask nvidia-smi.
    """
    try:
        nvml.nvmlInit()
    except Exception as exc:
        code = getattr(exc, "value", None)
        evidence.append(f"NVML nvmlInit(): {_describe(exc)}")
        if code == LIBRARY_NOT_FOUND:
            return None
        messages.append(f"NVML: {exc}")
        return {"state": _STATE_BY_CODE.get(code, "error"), "method": "nvml"}
    try:
        return _read(nvml, evidence, messages)
    except Exception as exc:  # a query that must work did not: report, do not crash
        evidence.append(f"NVML query failed: {_describe(exc)}")
        messages.append(f"NVML: {exc}")
        return {"state": "error", "method": "nvml"}
    finally:
        _try(getattr(nvml, "nvmlShutdown", None))


def _read(nvml: Any, evidence: list[str], messages: list[str]) -> dict[str, Any]:
    got: dict[str, Any] = {"method": "nvml"}
    version = _text(_try(getattr(nvml, "nvmlSystemGetDriverVersion", None)))
    if version:
        got["version"] = Sourced(version, "NVML nvmlSystemGetDriverVersion()")
    from tfdoctor.probes.driver.parse import cuda_from_nvml_int  # once NVML has answered

    cuda = cuda_from_nvml_int(_try(getattr(nvml, "nvmlSystemGetCudaDriverVersion", None)))
    if cuda:
        got["cuda_version"] = Sourced(cuda, "NVML nvmlSystemGetCudaDriverVersion()")
    count = nvml.nvmlDeviceGetCount()
    evidence.append(f"NVML: driver {version}, CUDA {cuda}, {count} device(s)")
    gpus = [_gpu(nvml, i, messages) for i in range(count)]
    got["gpus"] = gpus
    got["state"] = "ok" if gpus else "no-devices"
    if not gpus:
        messages.append("NVML: nvmlDeviceGetCount() returned 0")
    return got


def _gpu(nvml: Any, index: int, messages: list[str]) -> dict[str, Any]:
    try:
        handle = nvml.nvmlDeviceGetHandleByIndex(index)
    except Exception as exc:  # e.g. GPU is lost (15), no permission (4)
        messages.append(f"NVML: GPU {index}: {exc}")
        return {"index": index}
    cc = _try(getattr(nvml, "nvmlDeviceGetCudaComputeCapability", None), handle)
    mem = _try(getattr(nvml, "nvmlDeviceGetMemoryInfo", None), handle)
    pci = _try(getattr(nvml, "nvmlDeviceGetPciInfo", None), handle)
    mig = _try(getattr(nvml, "nvmlDeviceGetMigMode", None), handle)
    return {
        "index": index,
        "name": _text(_try(getattr(nvml, "nvmlDeviceGetName", None), handle)),
        "compute_capability": f"{cc[0]}.{cc[1]}" if _pair(cc) else None,
        # nvidia-smi's MiB = bytes // 2**20 (pynvml-api.md)
        "memory_total_mib": _mib(getattr(mem, "total", None)),
        "memory_free_mib": _mib(getattr(mem, "free", None)),
        "uuid": _text(_try(getattr(nvml, "nvmlDeviceGetUUID", None), handle)),
        "pci_bus_id": _text(getattr(pci, "busId", None)),
        "mig_mode": _MIG.get(mig[0]) if _pair(mig) else None,
    }


def _pair(value: Any) -> bool:
    return isinstance(value, (tuple, list)) and len(value) >= 2


def _mib(value: Any) -> int | None:
    return value // 2**20 if isinstance(value, int) and value >= 0 else None
