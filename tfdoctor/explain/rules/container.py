"""Log rules for containers: a GPU the container cannot reach (no device node, no NVIDIA
Container Toolkit, a runtime that cannot load the driver's NVML, a container that lost its
GPU), an image whose CUDA the host driver is too old for, Apptainer's --nv without a
driver (moved from driver.py, module size). Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR


def _words(text: str, n: int) -> str:
    """``text`` cut to at most ``n`` characters at a word boundary."""
    return text if len(text) <= n else text[:n].rsplit(" ", 1)[0] + " ..."

CONTAINER_RULES = (
    # cuda_diagnostics.cc: no device node, most often a container started without GPU
    # access, else no kernel module loaded (NVIDIA/nvidia-docker#1330)
    rule(
        "container-no-gpu-access",
        E,
        "No NVIDIA GPU device node (/dev/nvidia0): no GPU access here",
        r"no NVIDIA GPU device is present: (?P<node>/dev/nvidia\d+) does not exist|"
        # NVIDIA's container images say it at start (NVIDIA/nvidia-docker#1071: a container
        # started without --gpus)
        r"The NVIDIA Driver was not detected\.\s+GPU functionality will not be available|"
        # TF Serving's GPU binary, which runs in its Docker image, without the host's libcuda
        # mounted (tensorflow/serving#660: plain docker, fixed with nvidia-docker)
        r"tensorflow_model_server: error while loading shared libraries: libcuda\.so",
        ("no nvidia gpu device is present", "nvidia driver was not detected",
         "tensorflow_model_server: error while loading"),
        "The GPU device nodes are missing. In a container: start it with GPU access "
        "(docker run --gpus all, with the NVIDIA Container Toolkit installed; Kubernetes: "
        "request nvidia.com/gpu), or, where no GPU is meant, run the CPU image (TF Serving: "
        "tensorflow/serving:latest, not -gpu). On the host: the NVIDIA kernel module is not "
        "loaded (`nvidia-smi` fails): install/reload the driver",
    ),
    # Podman asked for a CDI device it cannot resolve: Podman < 4.1 has no CDI and reads
    # "nvidia.com/gpu=all" as a path (NVIDIA/libnvidia-container#287, round 147: Podman 3.4.4,
    # "Error: stat nvidia.com/gpu=all: no such file or directory"), or a CDI spec it cannot load
    # (NVIDIA/nvidia-container-toolkit#1940: toolkit 1.19.1's spec under Podman 4.9.3,
    # "unresolvable CDI devices nvidia.com/gpu=0")
    rule(
        "container-no-gpu-access",
        E,
        "The container engine could not give the container the GPU (CDI device not resolved)",
        r"unresolvable CDI devices (?P<dev>nvidia\.com/gpu=\S+)|Error: stat (?P<dev2>nvidia\.com/gpu=\S+): "
        r"no such file or directory",
        ("unresolvable cdi devices", "error: stat nvidia.com/gpu="),
        lambda v, _c: (
            f"{v.get('dev')} is a CDI device name: Podman 4.1+ resolves it from a spec that "
            "`sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` writes (`nvidia-ctk "
            "cdi list` shows the names). An older Podman reads it as a file path: upgrade "
            "Podman; a spec newer than the Podman can load (toolkit 1.19.1 with Podman 4.9): "
            "upgrade Podman or generate the spec with the toolkit release before"
        ),
    ),
    # the NVIDIA container runtime cannot load the host driver's NVML: no driver on the host,
    # or a Docker (snap's) that cannot see it (code index 14013411187, 71315379424); and a
    # running container that lost its GPU (the toolkit's cgroup issue after `systemctl
    # daemon-reload`: code index 65715289681, 62376695401)
    rule(
        "container-no-gpu-access",
        E,
        "The container runtime cannot reach the NVIDIA driver",
        r"load library failed: libnvidia-ml\.so\.1|Failed to initialize NVML: Unknown Error",
        ("load library failed: libnvidia-ml", "failed to initialize nvml: unknown error"),
        "Check `nvidia-smi` on the host first: with no driver there, install it. If it works "
        "on the host: a container that had the GPU and lost it (`Failed to initialize NVML: "
        "Unknown Error` after `systemctl daemon-reload`) needs a restart, and for good CDI "
        "(`sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`) or the cgroupfs "
        "driver; a runtime that cannot load libnvidia-ml (a snap Docker cannot see it) needs "
        "Docker from its apt packages and `sudo nvidia-ctk runtime configure --runtime=docker "
        "&& sudo systemctl restart docker`",
    ),
    # nvidia-container-cli failing in the container's start hook: a toolkit older than the
    # host's cgroup v2 (NVIDIA/nvidia-container-toolkit#23, round 110: "cgroup subsystem
    # devices not found"; NVIDIA: upgrade to 1.9.0-1 or newer), or one that cannot query the
    # driver (pop-os/pop#888, round 110: "detection error: driver error: failed to process
    # request"; fixed with NVIDIA's own toolkit packages)
    rule(
        "container-no-gpu-access",
        E,
        "The NVIDIA Container Toolkit could not give the container the GPU",
        r"nvidia-container-cli: (?P<stage>initialization|detection|container|mount) error: "
        r"(?P<why>(?:[^\n](?!\\n))*[^\n])",
        "nvidia-container-cli: ",
        lambda v, _c: (
            "The host runs cgroup v2 and the NVIDIA Container Toolkit predates it: upgrade "
            "nvidia-container-toolkit, libnvidia-container-tools and libnvidia-container1 "
            "(NVIDIA's answer in NVIDIA/nvidia-container-toolkit#23: 1.9.0-1 or newer, from "
            "NVIDIA's repository), then restart Docker"
            if "cgroup subsystem devices not found" in (v.get("why") or "") else
            "The container may not set the GPU's device cgroup (rootless Docker or Podman, an "
            "LXC/Proxmox container, a kernel that refuses the eBPF device program: NVIDIA/"
            "libnvidia-container#154): set no-cgroups = true in /etc/nvidia-container-runtime/"
            "config.toml and pass the /dev/nvidia* devices yourself (NVIDIA's rootless setup), "
            "or update the toolkit to its current release"
            if re.search(r"device (?:rules|filter)|bpf_prog_query|BPF_CGROUP", v.get("why") or "")
            else
            f"nvidia-container-cli ({v.get('stage')}) failed: "
            f"{_words((v.get('why') or '').strip(), 120)}. Check `nvidia-smi` on the host first (no "
            "driver there: install it; after a driver update: reboot). With a working driver, "
            "reinstall the NVIDIA Container Toolkit from NVIDIA's own repository (a "
            "distribution's repackaged one was the culprit in pop-os/pop#888), run `sudo "
            "nvidia-ctk runtime configure --runtime=docker` and restart Docker"
        ),
    ),
    # Docker itself refusing --gpus: no NVIDIA Container Toolkit, or Docker not restarted
    # after it was installed (code index 31279698839, 71000189219)
    rule(
        "container-no-gpu-access",
        E,
        "Docker cannot give the container a GPU (NVIDIA Container Toolkit)",
        r"could not select device driver \S* with capabilities: \[\[gpu\]\]|"
        # compose's `runtime: nvidia` (or `docker run --runtime=nvidia`) where the nvidia
        # runtime is not registered with the daemon (fangfufu/Linux-Fake-Background-Webcam#85:
        # "Cannot create container for service bodypix: Unknown runtime specified nvidia",
        # fixed by installing the NVIDIA container runtime)
        # (newer Docker: "unknown or invalid runtime name: nvidia", matatonic/openedai-speech#1)
        r"unknown (?:or invalid )?runtime (?:specified|name):? nvidia",
        ("could not select device driver", "runtime specified nvidia", "runtime name: nvidia"),
        "Install the NVIDIA Container Toolkit on the host, register it with Docker and restart "
        "Docker: sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart "
        "docker (https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
        "install-guide.html); then `docker run --rm --gpus all ubuntu nvidia-smi` shows the GPU. "
        "Docker Desktop (WSL2) has no `nvidia` runtime: use `--gpus all` (compose: "
        "deploy.resources.reservations.devices with capabilities: [gpu]) instead",
    ),
    # the Docker client without access to the daemon's socket: a user not in the docker group
    # (IntelAI/models docs/general/docker.md: "docker: Got permission denied while trying to
    # connect to the Docker daemon socket at unix:///var/run/docker.sock"; its fix: the
    # docker group, or sudo)
    rule(
        "docker-daemon-permission-denied",
        E,
        "This user may not use the Docker daemon",
        # (current docker/cli: "... while trying to connect to the docker API at unix://...")
        r"permission denied while trying to connect to the (?:Docker daemon socket|docker API)",
        ("permission denied while trying to connect to the docker",),
        "Add the user to the docker group and log in again: sudo usermod -aG docker $USER "
        "(then a new login, or `newgrp docker`); or run the command with sudo",
        url="https://docs.docker.com/engine/install/linux-postinstall/",
    ),
    # the NVIDIA container runtime refusing an image whose CUDA the host driver is too old
    # for (GoogleCloudPlatform/gcsfuse#1557's kind; code index 46968649831, 21149222085)
    rule(
        "driver-too-old",
        E,
        "The host's NVIDIA driver is too old for this container's CUDA",
        r"requirement error: unsatisfied condition: cuda\s*>=\s*(?P<cuda>[\d.]+)|"
        # nvidia-docker 1.0's wording: "Error: unsupported CUDA version: driver 7.5 < image
        # 8.0" (floydhub/dl-docker#34: the 352 driver under a CUDA 8.0 image)
        r"unsupported CUDA version: driver [\d.]+ < image (?P<cuda2>[\d.]+)",
        ("unsatisfied condition: cuda", "unsupported cuda version: driver"),
        lambda v, _c: (
            f"The image needs CUDA {v.get('cuda') or ''} and the host's NVIDIA "
            "driver is older: "
            "update the host driver (minimums: https://docs.nvidia.com/cuda/cuda-toolkit-"
            "release-notes/index.html#cuda-major-component-versions), or use an image built "
            "for the CUDA this driver supports (`nvidia-smi` shows it, top right)"
        ),
    ),
    # Apptainer/Singularity's --nv on a node without the NVIDIA driver: expected on a login or
    # CPU node, the problem on a GPU job (code index 27314971646, 55675488202)
    rule(
        "no-cuda-driver",
        Severity.WARNING,
        "Apptainer/Singularity found no NVIDIA driver on this node",
        r"Could not find any nv files on this host",
        "could not find any nv files",
        "`--nv` found no NVIDIA driver files on this node, so the container gets no GPU: "
        "harmless on a login or CPU node; for GPU work run on a GPU node (Slurm: "
        "`--gres=gpu:1` or `--gpus=1`) where the driver is installed",
    ),
    # NVIDIA's NGC images check the host driver at start (NVIDIA/TensorRT#397's banner: "ERROR:
    # This container was built for NVIDIA Driver Release 440.33 or later, but version 430.26 was
    # found and compatibility mode is UNAVAILABLE.", then cuInit 803)
    rule(
        "driver-too-old",
        E,
        "The host's NVIDIA driver is older than this NGC container needs",
        r"This container was built for NVIDIA Driver Release (?P<need>[\d.]+) or later",
        "this container was built for nvidia driver release",
        lambda v, _c: (
            f"This NGC image needs NVIDIA driver {v.get('need')} or later on the host: update the "
            "host driver (`nvidia-smi` shows the one running), or use an older NGC release built for "
            "this driver (NVIDIA's framework support matrix lists each release's driver); forward "
            "compatibility covers only datacenter GPUs"
        ),
    ),
    # Kubernetes finding no node with a free GPU for a pod (NVIDIA/k8s-device-plugin#22: "0/3
    # nodes are available: 1 PodToleratesNodeTaints, 3 Insufficient nvidia.com/gpu.", the pod
    # Pending; the gatherer's name)
    rule(
        "k8s-gpu-resource-unschedulable",
        E,
        "No Kubernetes node offers a free nvidia.com/gpu: the pod stays Pending",
        r"\b\d+ Insufficient nvidia\.com/gpu\b",
        "insufficient nvidia.com/gpu",
        "No node advertises an allocatable nvidia.com/gpu, or all are taken: `kubectl describe node` "
        "must list nvidia.com/gpu under Capacity; if none does, the NVIDIA device plugin (or GPU "
        "operator) is not running on the GPU nodes or the node's container runtime is not NVIDIA's "
        "(its pod's log says which); if they do, the GPUs are in use or the pod's tolerations do "
        "not match the GPU nodes' taints",
    ),
    # Singularity/Apptainer's image without --nv: its libcuda files are empty placeholders that
    # --nv binds the host's over (apptainer/singularity#5935: `ls -alL` showing libcuda.so.1 of
    # 0 bytes; the maintainer: run with --nv)
    rule(
        "container-no-gpu-access",
        E,
        "The container's libcuda is an empty placeholder: the host driver was not bound in",
        r"^\S{10}\s+\d+\s+\S+\s+\S+\s+0\s+\w{3}\s+\d+\s+[\d:]+\s+\S*/(?P<lib>libcuda\.so[.\d]*)\s*$",
        "libcuda.so",
        "An empty libcuda in a Singularity/Apptainer image is the point where --nv binds the "
        "host driver's library: run it with `singularity run --nv` (`apptainer run --nv`); "
        "with Docker, --gpus all",
    ),
    # a GPU container whose nvidia-smi is not there: the NVIDIA runtime mounts the driver's
    # tools only into a container started with GPU access (docker/for-win#10524: WSL2's early
    # GPU containers, `exec: "nvidia-smi": executable file not found in $PATH`)
    rule(
        "container-no-gpu-access",
        E,
        "nvidia-smi is not in the container: the driver's tools were not mounted",
        # (Docker 18-19 print it escaped: exec: \"nvidia-smi\": ..., the review's Autoware docs)
        r"exec: \\?\"nvidia-smi\\?\": executable file not found in \$PATH",
        "executable file not found in $path",
        "The NVIDIA runtime puts nvidia-smi (and libcuda) into a container only when it starts "
        "with GPU access: `docker run --gpus all` with the NVIDIA Container Toolkit (and "
        "NVIDIA_DRIVER_CAPABILITIES including utility). On WSL2's early CUDA previews nvidia-smi "
        "was not offered inside containers at all: test with a CUDA sample instead, and keep "
        "Docker Desktop and the Windows driver current",
    ),
    # NVML refused by the host: a WSL2 or Hyper-V GPU-PV guest whose Windows driver files are
    # missing or blocked (staralt/dxgkrnl-dkms#7: "Failed to initialize NVML: GPU access
    # blocked by the operating system"; re-copying the host driver's files fixed it)
    rule(
        "nvidia-smi-failed",
        E,
        "NVML says the operating system blocks GPU access (a WSL2 or GPU-PV guest)",
        r"Failed to initialize NVML: GPU access blocked by the operating system",
        "gpu access blocked by the operating system",
        "The guest cannot reach the GPU through the Windows host. WSL2: update the Windows "
        "NVIDIA driver and WSL (`wsl --update`), never a Linux driver inside. A Hyper-V GPU-PV "
        "VM: copy all of the host driver's files into the guest again, the D3D12 libraries of "
        "C:\\Program Files\\WSL\\lib too (staralt/dxgkrnl-dkms#7), then check "
        "/usr/lib/wsl/lib/nvidia-smi",
    ),
    # the CPU image given the GPU: tensorflow/tensorflow without a -gpu tag is built without CUDA
    # (ublue-os/hwe#230: "distrobox ephemeral --nvidia --image tensorflow/tensorflow:latest";
    # the poster's follow-up: latest-gpu sees the GPU)
    rule(
        "tensorflow-not-built-with-cuda",
        E,
        "The container image is TensorFlow's CPU build (no -gpu tag)",
        r"(?=.*(?:--gpus\b|--nvidia\b|--nv\b|--runtime[= ]nvidia))"
        r".*\btensorflow/tensorflow(?::(?P<tag>(?![\w.-]*gpu)[\w.-]+))?(?=\s|$|[`'\"])",
        ("tensorflow/tensorflow",),
        lambda v, _c: (
            f"tensorflow/tensorflow:{v.get('tag') or 'latest'} is the CPU image: GPU access is "
            "given but that TensorFlow has no CUDA. Use the -gpu tag (tensorflow/tensorflow:"
            "latest-gpu, or X.Y.Z-gpu)"
        ),
    ),
    # a managed platform killing the container for its memory limit (minimaxir/gpt-2-cloud-run
    # #22, round 132: Cloud Run's "Memory limit of 2048M exceeded with 2126M used."; tensorflow/
    # models#5591: Cloud ML Engine's "The replica master 0 ran out-of-memory and exited with a
    # non-zero status of 9(SIGKILL)")
    rule(
        "process-killed-oom",
        E,
        "The platform killed the job for exceeding its memory limit",
        r"Memory limit of (?P<limit>\d+\w*) exceeded with (?P<used>\d+\w*) used|"
        r"The replica (?P<replica>\w+ \d+) ran out-of-memory and exited",
        ("memory limit of", "ran out-of-memory and exited"),
        lambda v, _c: (
            (f"The container used {v.get('used')} of its {v.get('limit')} limit: " if v.get("limit")
             else f"The platform's {v.get('replica')} ran out of memory: ")
            + "give it more memory (Cloud Run: --memory; a larger machine type for the training "
            "job), or need less (load one model, not every checkpoint; smaller batches; "
            "tf.data streaming instead of arrays held in memory)"
        ),
    ),
    # AWS Lambda refusing a deployment package past its unzipped limit (Accenture/serverless-
    # ephemeral#16, round 132: "Unzipped size must be smaller than 262144000 bytes" with
    # TensorFlow in the zip; the gatherer's name)
    rule(
        "aws-lambda-package-too-large",
        E,
        "The Lambda deployment package is larger than Lambda allows unzipped (250 MB)",
        r"Unzipped size must be smaller than (?P<limit>\d+) bytes",
        "unzipped size must be smaller than",
        "TensorFlow alone is near the limit: ship a container image instead (Lambda takes images up "
        "to 10 GB), or a smaller runtime (tflite-runtime or ONNX Runtime for inference), or strip "
        "the package (no tests, no headers, no TensorBoard) and keep the model on S3",
    ),
)
