"""Whole fixture machines: trees under tmp_path in the formats of ../shared/fixtures-real/,
plus a fake nvidia-smi that answers like the real one. Used by test_machines.py and the
fault suite."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.support.helpers import FakeRunner, make_host
from tfdoctor.probes.host import CommandResult, Host

SITE = "opt/venv/lib/python3.11/site-packages"

# A build_info.py line as the real wheels ship it (tensorflow==2.21.0's, with the values
# of the release under test; compat/matrix.json cites each release's wheel).
BUILD_INFO = (
    "import collections\n\nbuild_info = collections.OrderedDict([('cpu_compiler', 'clang'), "
    "('cuda_compute_capabilities', {ccs!r}), ('cuda_version', {cuda!r}), "
    "('cudnn_version', {cudnn!r}), ('is_cuda_build', {is_cuda!r}), ('is_rocm_build', False), "
    "('is_tensorrt_build', False)])\n"
)
CCS_217 = ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]
CCS_214 = ["sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80"]


def dist(name: str, version: str, site: str = SITE) -> dict[str, str]:
    folder = f"{site}/{name.replace('-', '_')}-{version}.dist-info"
    return {f"{folder}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"}


def tensorflow(
    version: str,
    cuda: str | None,
    cudnn: str | None,
    ccs: Sequence[str] = CCS_217,
    name: str = "tensorflow",
    keras: str | None = "3.5.0",
    numpy: str = "1.26.4",
    site: str = SITE,
) -> dict[str, str]:
    files = dist(name, version, site)
    files.update(dist("numpy", numpy, site))
    if keras:
        files.update(dist("keras", keras, site))
    files[f"{site}/tensorflow/python/platform/build_info.py"] = BUILD_INFO.format(
        ccs=list(ccs) if cuda else [], cuda=cuda or "", cudnn=cudnn or "", is_cuda=bool(cuda)
    )
    return files


def pip_cuda12(
    cudart: str = "12.5.82", cudnn: str = "9.3.0.75", site: str = SITE
) -> dict[str, str]:
    """The nvidia-* wheels of tensorflow[and-cuda] (fixtures-real/wheel-layouts/)."""
    major = cudnn.split(".")[0]
    files = dist("nvidia-cuda-runtime-cu12", cudart, site)
    files.update(dist("nvidia-cudnn-cu12", cudnn, site))
    files[f"{site}/nvidia/cuda_runtime/lib/libcudart.so.12"] = "ELF"
    files[f"{site}/nvidia/cudnn/lib/libcudnn.so.{major}"] = "ELF"
    files[f"{site}/nvidia/cudnn/include/cudnn_version.h"] = cudnn_header(cudnn)
    return files


def cudnn_header(version: str) -> str:
    major, minor, patch = (int(x) for x in version.split(".")[:3])
    factor = 10000 if major >= 9 else 1000
    return (
        f"#define CUDNN_MAJOR {major}\n#define CUDNN_MINOR {minor}\n#define CUDNN_PATCHLEVEL {patch}\n\n"
        f"#define CUDNN_VERSION (CUDNN_MAJOR * {factor} + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n"
    )


SMI_HEADER = """+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI {smi:<29}Driver Version: {driver:<15}CUDA Version: {cuda:<9}|
|-----------------------------------------+------------------------+----------------------+
"""


def smi(
    driver: str = "550.144.03",
    cuda: str = "12.4",
    gpus: Sequence[tuple[str, str, int]] = (("NVIDIA A100-SXM4-40GB", "8.0", 40960),),
    smi_version: str | None = None,
):
    """A fake nvidia-smi: the --query-gpu CSV (noheader,nounits) and the table header."""

    def answer(argv: Sequence[str], timeout: float) -> CommandResult:
        if any(a.startswith("--query-gpu") for a in argv):
            rows = [
                f"{i}, {name}, {driver}, {mem}, {mem - 500}, {cc}, GPU-0000000{i}-aaaa-bbbb-cccc-dddddddddddd, 00000000:0{i + 1}:00.0"
                for i, (name, cc, mem) in enumerate(gpus)
            ]
            return CommandResult(tuple(argv), 0, "\n".join(rows) + "\n")
        return CommandResult(
            tuple(argv), 0, SMI_HEADER.format(smi=smi_version or driver, driver=driver, cuda=cuda)
        )

    return answer


def smi_fails(message: str, code: int):
    return lambda argv, timeout: CommandResult(tuple(argv), code, message + "\n")


def proc_version(driver: str) -> dict[str, str]:
    # fixtures-real/proc-driver-version/460.39-proprietary-x86_64-ubuntu1804-mxochicale.txt format
    return {
        "proc/driver/nvidia/version": f"NVRM version: NVIDIA UNIX x86_64 Kernel Module  {driver}  "
        "Thu Jan 21 21:54:06 UTC 2021\nGCC version:  gcc version 7.5.0 (Ubuntu 7.5.0-3ubuntu1~18.04) \n"
    }


OS_RELEASE = {
    "etc/os-release": 'NAME="Ubuntu"\nVERSION_ID="22.04"\nPRETTY_NAME="Ubuntu 22.04.4 LTS"\n'
}
CPUINFO = {
    "proc/cpuinfo": "processor\t: 0\nmodel name\t: Intel(R) Xeon(R) CPU\nflags\t\t: fpu sse4_2 avx avx2 fma\n\n"
}


def machine(
    root: Path,
    files: dict[str, str],
    *,
    smi_answer=None,
    env: dict[str, str] | None = None,
    platform: str = "linux",
    extra_runner: dict | None = None,
) -> Host:
    files = {**OS_RELEASE, **CPUINFO, **files}
    responses = dict(extra_runner or {})
    if smi_answer is not None:
        files["usr/bin/nvidia-smi"] = "#!/bin/sh\n"
        responses["nvidia-smi"] = smi_answer
    host = make_host(
        root,
        files,
        env={"PATH": "/usr/bin", **(env or {})},
        runner=FakeRunner(responses),
        python_sites=[SITE],
        platform=platform,
    )
    smi_path = root / "usr/bin/nvidia-smi"
    if smi_path.exists():
        smi_path.chmod(0o755)
    return host


# tensorflow==2.18.0's `and-cuda` pins (fixtures-real/wheel-layouts/tensorflow-and-cuda-pins.txt)
# and the library each wheel puts under site-packages/nvidia/<component>/lib (the SONAME
# majors of CUDA 12's libraries: cuFFT 11, cuRAND 10, cuSOLVER 11, cuSPARSE 12).
AND_CUDA_TF218 = (
    (
        "nvidia-cublas-cu12",
        "12.5.3.2",
        ("cublas/lib/libcublas.so.12", "cublas/lib/libcublasLt.so.12"),
    ),
    ("nvidia-cuda-cupti-cu12", "12.5.82", ("cuda_cupti/lib/libcupti.so.12",)),
    ("nvidia-cuda-nvcc-cu12", "12.5.82", ()),
    ("nvidia-cuda-nvrtc-cu12", "12.5.82", ("cuda_nvrtc/lib/libnvrtc.so.12",)),
    ("nvidia-cufft-cu12", "11.2.3.61", ("cufft/lib/libcufft.so.11",)),
    ("nvidia-curand-cu12", "10.3.6.82", ("curand/lib/libcurand.so.10",)),
    ("nvidia-cusolver-cu12", "11.6.3.83", ("cusolver/lib/libcusolver.so.11",)),
    ("nvidia-cusparse-cu12", "12.5.1.3", ("cusparse/lib/libcusparse.so.12",)),
    ("nvidia-nccl-cu12", "2.21.5", ("nccl/lib/libnccl.so.2",)),
    ("nvidia-nvjitlink-cu12", "12.5.82", ("nvjitlink/lib/libnvJitLink.so.12",)),
)


def pip_and_cuda_full(site: str = SITE) -> dict[str, str]:
    """Every wheel `pip install tensorflow[and-cuda]==2.18.0` brings (runtime and cuDNN
    from pip_cuda12 with the same pins: 12.5.82 and 9.3.0.75)."""
    files = pip_cuda12("12.5.82", "9.3.0.75", site)
    for name, version, libs in AND_CUDA_TF218:
        files.update(dist(name, version, site))
        for lib in libs:
            files[f"{site}/nvidia/{lib}"] = "ELF"
    return files


def proc_gpu_information(
    bus_id: str, model: str, uuid: str = "GPU-8eaaebb8-bb64-8489-fda2-62256e821983"
) -> dict[str, str]:
    """/proc/driver/nvidia/gpus/<bus id>/information as the driver writes it: the Tesla
    V100 capture in ray-project/ray python/ray/tests/test_advanced_3.py, with the model,
    UUID and bus location swapped in (keys padded to column 17)."""
    rows = (
        ("Model:", model),
        ("IRQ:", "107"),
        ("GPU UUID:", uuid),
        ("Video BIOS:", "88.00.4f.00.09"),
        ("Bus Type:", "PCIe"),
        ("DMA Size:", "47 bits"),
        ("DMA Mask:", "0x7fffffffffff"),
        ("Bus Location:", bus_id),
        ("Device Minor:", "0"),
        ("Blacklisted:", "No"),
    )
    text = "".join(f"{k:<17}{v}\n" for k, v in rows)
    return {f"proc/driver/nvidia/gpus/{bus_id}/information": text}
