"""The NVIDIA kernel module in its own words and its installers' (nvidia-installer, DKMS,
modprobe, the kernel's NVRM lines): why no driver runs after an OS or driver upgrade (round 128:
GPUs lost after upgrades, 2024-2026), split from driver.py (module size)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

KERNEL_MODULE_RULES = (
    # Secure Boot refusing a module signed with no enrolled key (pop-os/linux#447, round 128:
    # "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service", dmesg "Loading of
    # module with unavailable key is rejected"; NVIDIA/gpu-operator#1142: the installer's
    # "Install without signing", then "Kernel module load error: Operation not permitted"; the
    # gatherer's name)
    rule(
        "secure-boot-module-unsigned",
        E,
        "Secure Boot refused the NVIDIA kernel module (not signed with an enrolled key)",
        r"could not insert '?nvidia\w*'?: (?:Key was rejected by service|Required key not available)|"
        r"Loading of module with unavailable key is rejected|Kernel module load error: Operation not permitted",
        ("key was rejected by service", "required key not available",
         "module with unavailable key is rejected", "kernel module load error: operation not permitted"),
        "The kernel enforces module signatures under UEFI Secure Boot: sign the module with a key "
        "enrolled in the firmware (DKMS's MOK: `sudo mokutil --import /var/lib/dkms/mok.pub`, "
        "then confirm it at the next boot; nvidia-installer --module-signing-secret-key/--module-"
        "signing-public-key), or use the distribution's signed driver packages, or turn Secure "
        "Boot off; `mokutil --sb-state` says whether it is on",
    ),
    # DKMS failing to build the module for a new kernel (korvahannu/arch-nvidia-drivers-
    # installation-guide#37, round 128: "Error! Bad return status for module build on kernel:
    # 6.14.4-arch1-2", then mkinitcpio's "module not found: 'nvidia'"; the 470 legacy branch and a
    # new kernel; the gatherer's name)
    rule(
        "nvidia-dkms-build-failed",
        E,
        "DKMS could not build the NVIDIA module for this kernel",
        # (nvidia's own build only: another module's DKMS failure is not this)
        r"dkms install .*\bnvidia/(?P<driver>[\d.]+) -k (?P<kernel>\S+)'? exited|"
        r"Consult /var/lib/dkms/nvidia/(?P<driver2>[\d.]+)/build/make\.log|"
        r"ERROR: module not found: 'nvidia(?:_uvm|_drm|_modeset)?'",
        ("/var/lib/dkms/nvidia/", "module not found: 'nvidia", "dkms install"),
        lambda v, _c: (
            f"No nvidia module exists for kernel {v.get('kernel') or 'the new kernel'}: "
            "its make.log (/var/lib/dkms/nvidia/<version>/build/make.log) says why. Install that "
            "kernel's headers, a driver release that supports the kernel (legacy branches such "
            "as 470 stop building on new kernels), or boot the previous kernel until one exists"
        ),
    ),
    # the kernel's own note for any unsigned or out-of-tree module: it loads (pkoutoupis/
    # rapiddisk#60, round 128: "loading out-of-tree module taints kernel.", "module verification
    # failed: signature and/or required key missing - tainting kernel"; the maintainer: harmless)
    rule(
        "benign-module-taint",
        Severity.INFO,
        "The kernel notes an out-of-tree or unsigned module (it loaded)",
        r"loading out-of-tree module taints kernel|module verification failed: signature and/or "
        r"required key missing - tainting kernel",
        ("out-of-tree module taints kernel", "tainting kernel"),
        "Harmless: the kernel marks itself tainted for bug reports and loads the module; only a "
        "'Key was rejected' or 'Required key not available' refusal (Secure Boot) stops it",
    ),
    # the module loaded but could not bring the GPU up (NVIDIA/open-gpu-kernel-modules#935, round
    # 128: "NVRM: kgspBootstrap_GH100: GSP-FMC reported an error while attempting to boot GSP";
    # #872: nvidia-smi "No devices were found")
    rule(
        "no-gpu-device",
        E,
        "The NVIDIA driver is loaded but initialised no GPU",
        r"NVRM: .*(?:RmInitAdapter failed|GSP-FMC reported an error|failed to boot GSP|"
        r"GPU has fallen off the bus)|^\W{0,3}No devices were found\s*$",
        ("rminitadapter failed", "gsp-fmc reported an error", "failed to boot gsp",
         "gpu has fallen off the bus", "no devices were found"),
        "The kernel module runs but the GPU did not initialise: `sudo dmesg | grep NVRM` names the "
        "step. GSP firmware errors: try the other module flavour (the proprietary one, or "
        "NVreg_EnableGpuFirmware=0 where the GPU allows it) or another driver release; a GPU "
        "newer than the driver needs a newer one; 'fallen off the bus' is power, seating or PCIe "
        "(check cables, BIOS); nouveau must not hold the device",
    ),
    # nvidia-installer's own failure to load what it built (NVIDIA/gpu-driver-container#44 and
    # NVIDIA/nvidia-container-toolkit#482, round 128)
    rule(
        "driver-not-loaded",
        E,
        "nvidia-installer built the kernel module but the kernel would not load it",
        r"ERROR: Unable to load the kernel module 'nvidia(?:-drm|-modeset|-uvm)?\.ko'",
        "unable to load the kernel module 'nvidia",
        "The installer's own list of causes, in the order worth checking: Secure Boot refusing an "
        "unsigned module (`mokutil --sb-state`; sign it or use signed packages), nouveau holding "
        "the GPU (blacklist it, rebuild the initramfs, reboot), kernel sources or gcc other than "
        "the running kernel's (install its headers; a driver container built for another OS "
        "release), or a GPU this driver branch does not support; `dmesg | grep -i nvidia` says "
        "which",
    ),
    # Open MPI refusing more processes than the hosts offer (horovod/horovod#978, round 128:
    # "There are not enough slots available in the system to satisfy the 2 slots that were
    # requested"; horovodrun -np 2 -H localhost:2 fixed it; the gatherer's name)
    rule(
        "mpi-not-enough-slots",
        E,
        "MPI was asked for more processes than the hosts' slots",
        r"There are not enough slots available in the system to satisfy the (?P<n>\d+)\s*slots",
        "not enough slots available in the system",
        lambda v, _c: (
            f"{v.get('n')} processes were requested: give each host its slot count (horovodrun "
            f"-np {v.get('n')} -H localhost:{v.get('n')}; a hostfile's slots=N), or mpirun "
            "--oversubscribe; one process per GPU is the usual count"
        ),
    ),
)
