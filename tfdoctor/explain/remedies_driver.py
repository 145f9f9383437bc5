"""Remedies for the NVIDIA driver and CUDA's start (cuInit): a driver too old, not loaded, of two
releases, missing, WSL2's libcuda (split from remedies.py, module size; its names stay
importable there as ``fix.<name>``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext, Values



def driver_too_old(v: Values, ctx: ExplainContext | None) -> str:
    drv = f" (driver {v['driver']})" if v.get("driver") else ""
    cuda = f" for CUDA {ctx.tf_build_cuda}" if ctx and ctx.tf_build_cuda else ""
    return (
        f"The NVIDIA driver{drv} is too old for the CUDA this TensorFlow uses{cuda}: install a "
        "newer driver (minimums: https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/"
        "index.html#cuda-major-component-versions), or install an older TensorFlow built for "
        "an older CUDA. If a cuda-compat package is on LD_LIBRARY_PATH on a non-datacenter "
        "GPU, remove it"
    )


def init_failed(v: Values, ctx: ExplainContext | None) -> str:
    err = v.get("error") or v.get("status") or ""
    if "(303)" in err or "SHARED_OBJECT_INIT" in err.upper():
        # 303 = CUDA_ERROR_SHARED_OBJECT_INIT_FAILED (cuda.h): libcuda itself did not load
        return (
            "libcuda (the driver library) could not be loaded or started (TensorFlow then runs "
            "on the CPU, or aborts): fine without an NVIDIA GPU; with one, install the NVIDIA driver and "
            "check `nvidia-smi`; in Docker use --gpus all"
        )
    if "NOT_FOUND" in err.upper() or "(500)" in err:
        # 500 = CUDA_ERROR_NOT_FOUND, "named symbol not found" (cuda.h): under WSL2, Windows
        # drivers 555.xx+ add libnvdxgdmal.so.1, which an older NVIDIA Container Toolkit does
        # not map into containers (NVIDIA/nvidia-container-toolkit#520, NVIDIA's cliffwoolley:
        # fixed in 1.14.4 and 1.15.0, and in Docker Desktop 4.31.0; tensorflow#68711)
        return (
            "cuInit could not find a driver function it needs (CUDA_ERROR_NOT_FOUND, 'named "
            "symbol not found'): the driver library in use does not match the CUDA that calls it. "
            "In a Docker container on WSL2 with a Windows driver 555.xx or newer: update the NVIDIA "
            "Container Toolkit to 1.14.4/1.15.0 or newer (Docker Desktop: 4.31.0 or newer), which "
            "maps the driver's new libnvdxgdmal.so.1 into the container, or go back to the older "
            "Windows driver. Elsewhere: check `nvidia-smi` and that only one driver's libcuda is "
            "on the library path"
        )
    if "UNKNOWN" in err.upper():
        return (
            "cuInit failed with an unknown error: often after suspend/resume on Linux, or a "
            "half-installed driver. Reboot, or reload the UVM module: "
            "sudo rmmod nvidia_uvm && sudo modprobe nvidia_uvm; then check `nvidia-smi`"
        )
    return (
        "The CUDA driver could not start. Check `nvidia-smi` works, that CUDA_VISIBLE_DEVICES "
        "is not empty or -1, and run `tfdoctor check` for the driver/CUDA pairing"
    )


def no_driver(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("stub"):
        return (
            "TensorFlow loaded the CUDA *stub* libcuda (…/lib64/stubs), not the driver's: "
            "remove the stubs folder from LD_LIBRARY_PATH"
        )
    if ctx and ctx.platform == "wsl2":
        return wsl_libcuda(v, ctx)
    return (
        "libcuda (the NVIDIA driver's library) was not found, so TensorFlow runs on the CPU. "
        "Nothing to fix on a machine without an NVIDIA GPU (these lines are TensorFlow "
        "looking for one). With one: install the NVIDIA driver on the host (nvidia-smi must "
        "work); in Docker run with --gpus all and the NVIDIA Container Toolkit"
    )


def wsl_libcuda(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "On WSL2, libcuda comes from the Windows NVIDIA driver under /usr/lib/wsl/lib: "
        "install/update the Windows driver (never a Linux driver inside WSL), then\n"
        'export LD_LIBRARY_PATH="/usr/lib/wsl/lib:$LD_LIBRARY_PATH"'
    )


def driver_mismatch(v: Values, ctx: ExplainContext | None) -> str:
    vers = (
        f" (kernel module {v['kernel']}, user library {v['dso']})"
        if v.get("kernel") and v.get("dso")
        else ""
    )
    return (
        f"The loaded NVIDIA kernel module and the user-space driver library differ{vers}, "
        "usually after a driver upgrade without reboot: reboot (or reload the nvidia "
        "modules); in a container, do not install a driver inside the image"
    )


def driver_not_loaded(v: Values, ctx: ExplainContext | None) -> str:
    from tfdoctor.probes.driver.probe import NOT_LOADED  # check's own words for it

    return NOT_LOADED + (
        " In Docker this shows as `nvml error: driver not loaded`: fix the host, then restart "
        "the container"
    )


def newest_cuda_for(driver: str | None) -> str | None:
    """What a driver runs (judge/matrix.py ``Matrix.cuda_run_by``, compat/matrix.json: CUDA's
    release notes and compatibility guide); None without the table."""
    from tfdoctor.judge.matrix_loader import load_matrix

    try:
        return load_matrix().cuda_run_by(driver)
    except Exception:  # noqa: BLE001 - a remedy never fails for want of its table
        return None


def diagnostics(v: Values, ctx: ExplainContext | None) -> str:
    """TensorFlow prints cuda_diagnostics' lines only after cuInit failed (cuda_driver.cc)."""
    kernel = v.get("kernel")
    cuda = newest_cuda_for(kernel)
    drv = ""
    if cuda and cuda.endswith(".x"):
        nxt = int(cuda.split(".")[0]) + 1
        drv = (
            f" The loaded kernel module is {kernel}, which runs CUDA {cuda} builds (minor-version "
            f"compatibility): a TensorFlow built for CUDA {nxt} needs a newer driver."
        )
    elif cuda:
        drv = (
            f" The loaded kernel module is {kernel}, which runs CUDA up to {cuda}: a TensorFlow (or "
            f"a CUDA module, on a cluster) built for a newer CUDA needs a newer driver, or load the "
            f"CUDA {cuda} toolkit module instead."
        )
    return (
        "These are TensorFlow's diagnostics after cuInit failed (the error line itself is above "
        "them in the full log)." + drv + " " + init_failed(v, ctx)
    )
