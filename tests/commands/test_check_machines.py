"""Issue 2's fixture machines, through the whole pipeline: probes -> judge -> exit code."""

import pytest

from tests.support import machines as M
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import Severity, exit_code


def run(host, require_gpu=False):
    opts = CheckOptions(runtime=False, require_gpu=require_gpu)
    report = judge_facts(gather(host, load_matrix(), opts), opts.timeout)
    return report


def by_severity(report, severity):
    return sorted({f.id for f in report.findings if f.severity is severity})


A100 = (("NVIDIA A100-SXM4-40GB", "8.0", 40960),)

MACHINES = [
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()},
            smi_answer=M.smi("560.35.03", "12.6", A100),
        ),
        [],
        [],
        "gpu-ready",
        id="healthy-cuda12-cudnn9-tf218-pip-and-cuda",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.17.0", "12.3.2", "8"), **M.pip_cuda12("12.3.101", "8.9.7.29")},
            smi_answer=M.smi("550.144.03", "12.4", A100),
        ),
        [],
        [],
        "gpu-ready",
        id="healthy-cuda12-cudnn8.9-tf217",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12(cudnn="8.9.7.29")},
            smi_answer=M.smi("560.35.03", "12.6", A100),
        ),
        ["cudnn-version-mismatch"],
        [],
        "problems",
        id="cudnn8-vs-tf-built-for-9",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()},
            smi_answer=M.smi("470.182.03", "11.4", A100),
        ),
        ["driver-too-old"],
        [],
        "problems",
        id="driver-470-too-old-for-cuda-12.5",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()},
            smi_answer=M.smi("535.183.01", "12.2", A100),
        ),
        [],
        ["cuda-minor-version-compat"],
        "gpu-ready",
        id="driver-535-minor-compat",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()},
            smi_answer=M.smi("470.256.02", "11.4", (("Tesla K80", "3.7", 11441),)),
        ),
        ["compute-capability-unsupported", "driver-too-old"],
        [],
        "problems",
        id="kepler-k80",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9"), **M.pip_cuda12()},
            smi_answer=M.smi("590.48.01", "13.1", (("NVIDIA H100 80GB HBM3", "9.0", 81559),)),
        ),
        [],
        ["ptx-jit-compilation"],
        "gpu-ready",
        id="h100-with-tf-built-to-compute_90",
    ),
    pytest.param(
        dict(files=M.tensorflow("2.21.0", "12.5.1", "9")),
        [],
        [],
        "cpu-only",
        id="no-driver-at-all",
    ),
    pytest.param(
        dict(
            files={
                **M.tensorflow("2.18.0", "12.5.1", "9"),
                **M.pip_cuda12(),
                **M.proc_version("550.144.03"),
            },
            smi_answer=M.smi_fails(
                "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.",
                9,
            ),
        ),
        ["driver-not-loaded"],
        [],
        "problems",
        id="driver-installed-not-loaded",
    ),
    pytest.param(
        dict(
            files={
                **M.tensorflow("2.18.0", "12.5.1", "9"),
                **M.pip_cuda12(),
                **M.proc_version("550.144.03"),
            },
            smi_answer=M.smi_fails(
                "Failed to initialize NVML: Driver/library version mismatch", 18
            ),
        ),
        ["driver-library-mismatch"],
        [],
        "problems",
        id="driver-library-mismatch",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", None, None, name="tensorflow-cpu")},
            smi_answer=M.smi("560.35.03", "12.6", A100),
        ),
        ["tensorflow-not-built-with-cuda"],
        [],
        "problems",
        id="gpu-with-tensorflow-cpu",
    ),
    pytest.param(
        dict(
            files={**M.tensorflow("2.18.0", "12.5.1", "9")},
            smi_answer=M.smi("560.35.03", "12.6", A100),
        ),
        ["cuda-libs-missing", "cudnn-missing"],
        [],
        "problems",
        id="gpu-but-no-cuda-libraries",
    ),
]


@pytest.mark.parametrize(("spec", "want_errors", "want_warnings", "verdict"), MACHINES)
def test_fixture_machines(tmp_path, spec, want_errors, want_warnings, verdict):
    host = M.machine(tmp_path, **spec)
    report = run(host)
    assert by_severity(report, Severity.ERROR) == sorted(want_errors)
    assert by_severity(report, Severity.WARNING) == sorted(want_warnings)
    assert report.verdict == verdict
    assert exit_code(report.findings) == (1 if want_errors else 0)


CONDA = "opt/conda/envs/tf"
CONDA_SITE = f"{CONDA}/lib/python3.11/site-packages"


def conda_env_files():
    """TF 2.13 with conda-forge cudatoolkit 11.8 + cudnn 8.6 (TF 2.13's install page recipe)."""
    files = M.tensorflow(
        "2.13.1", "11.8", "8", M.CCS_214, keras="2.13.1", numpy="1.24.3", site=CONDA_SITE
    )
    files.update(
        {
            f"{CONDA}/conda-meta/cudatoolkit-11.8.0-h4ba93d1_12.json": '{"name": "cudatoolkit", "version": "11.8.0", "channel": "https://conda.anaconda.org/conda-forge/linux-64"}',
            f"{CONDA}/conda-meta/cudnn-8.6.0.163-hed8a83a_0.json": '{"name": "cudnn", "version": "8.6.0.163", "channel": "https://conda.anaconda.org/conda-forge/linux-64"}',
            f"{CONDA}/lib/libcudart.so.11.8.89": "ELF",
            f"{CONDA}/lib/libcudart.so.11.0@libcudart.so.11.8.89": "",
            f"{CONDA}/lib/libcudnn.so.8.6.0": "ELF",
            f"{CONDA}/lib/libcudnn.so.8@libcudnn.so.8.6.0": "",
            f"{CONDA}/include/cudnn_version.h": M.cudnn_header("8.6.0"),
        }
    )
    return files


@pytest.mark.parametrize(
    ("ld_path", "want_errors"),
    [
        pytest.param(True, [], id="conda-env-with-activation-hook"),
        pytest.param(
            False, ["cuda-libs-not-on-loader-path"], id="conda-env-without-LD_LIBRARY_PATH"
        ),
    ],
)
def test_conda_env_cudatoolkit_cudnn(tmp_path, ld_path, want_errors):
    env = {"CONDA_PREFIX": "/" + CONDA, "CONDA_DEFAULT_ENV": "tf"}
    if ld_path:
        env["LD_LIBRARY_PATH"] = f"/{CONDA}/lib"
    host = M.machine(
        tmp_path, conda_env_files(), smi_answer=M.smi("535.183.01", "12.2", A100), env=env
    )
    host = type(host)(host.root, host.env, host.runner, (tmp_path / CONDA_SITE,), False, "linux")
    report = run(host)
    assert by_severity(report, Severity.ERROR) == want_errors
    assert report.facts.cudnn_version.startswith("8.6")


def test_wsl2_box(tmp_path):
    """WSL2: the Linux-side nvidia-smi lives in /usr/lib/wsl/lib, not on PATH; the header's
    Driver Version is the Windows driver (fixtures-real/nvidia-smi/wsl2-530.47-driver-531.68-*)."""
    files = {
        **M.tensorflow("2.18.0", "12.5.1", "9"),
        **M.pip_cuda12(),
        "proc/version": "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1) (gcc (GCC) 11.2.0) #1 SMP\n",
        "usr/lib/wsl/lib/libcuda.so.1": "ELF",
        "usr/lib/wsl/lib/nvidia-smi": "#!/bin/sh\n",
    }
    host = M.machine(
        tmp_path,
        files,
        extra_runner={
            "nvidia-smi": M.smi(
                "560.94",
                "12.6",
                (("NVIDIA GeForce RTX 3060", "8.6", 12288),),
                smi_version="560.35.02",
            )
        },
    )
    (tmp_path / "usr/lib/wsl/lib/nvidia-smi").chmod(0o755)
    report = run(host)
    assert report.facts.platform == "wsl2"
    assert report.facts.driver_version == "560.94"
    assert by_severity(report, Severity.ERROR) == []
    assert report.verdict == "gpu-ready"


def test_no_driver_machine_is_healthy_cpu_only_but_fails_require_gpu(tmp_path):
    host = M.machine(tmp_path, M.tensorflow("2.21.0", "12.5.1", "9"))
    report = run(host, require_gpu=True)
    assert "no-cuda-driver" in by_severity(report, Severity.INFO)
    assert by_severity(report, Severity.ERROR) == ["no-usable-gpu"]
    assert exit_code(report.findings, require_gpu=True, gpu_usable=report.gpu_usable) == 1
