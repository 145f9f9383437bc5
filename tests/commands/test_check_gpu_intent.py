"""Issue 9 §2: the GPU stack is judged whenever the environment is meant for a GPU, not
only when a GPU is enumerated; `check --driver/--gpu/--cc` judges for a described machine.
Whole fixture machines (real formats, tests/support/machines.py) through probes -> judge."""

import json

import pytest
from typer.testing import CliRunner

from tests.support import cuda_fixtures as fx
from tests.support import machines as M
from tfdoctor.cli import app
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.intent import make_target
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import InputError, Severity, exit_code


def run(host, **opts):
    options = CheckOptions(runtime=False, **opts)
    return judge_facts(gather(host, load_matrix(), options), options.timeout)


def ids(report, severity):
    return sorted({f.id for f in report.findings if f.severity is severity})


TF216 = M.tensorflow(
    "2.16.1", "12.3.2", "8"
)  # tensorflow==2.16.1's build_info: CUDA 12.3.2, cuDNN 8
TF218 = M.tensorflow("2.18.0", "12.5.1", "9")
PIP_TF216 = M.pip_cuda12("12.3.101", "8.9.7.29")  # its and-cuda pins
# tensorflow==2.21.0 as `pip install tensorflow` puts it on a laptop: a CUDA build, no wheels
LAPTOP = M.tensorflow("2.21.0", "12.5.1", "9")
# this project's own machine: a CUDA 13 toolkit under /usr/local/cuda-13.0 whose lib folder
# is in the ld.so cache, no driver, the plain wheel
CUDA13_BOX = {
    **LAPTOP,
    **fx.cuda_13_dist_info_toolkit(),
    "etc/ld.so.conf.d/988_cuda-13.conf": "/usr/local/cuda-13.0/lib\n",
}

MACHINES = [
    pytest.param(
        dict(files={**TF216, **PIP_TF216, **M.proc_version("460.39")}),
        {},
        ["driver-too-old"],
        [],
        "problems",
        id="driver-460-loaded-no-gpu-enumerated-tf216",
    ),
    pytest.param(
        dict(files={**TF216, **M.proc_version("460.39")}),
        {},
        ["driver-too-old"],
        ["cuda-libs-missing", "cudnn-missing"],
        "problems",
        id="driver-460-no-gpu-no-libs",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}),
        {},
        [],
        ["cudnn-version-mismatch"],
        "cpu-only",
        id="cudnn8-vs-built-for-9-gpu-less",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}),
        dict(driver="560.35.03", gpu="A100"),
        ["cudnn-version-mismatch"],
        [],
        "problems",
        id="cudnn8-vs-built-for-9-for-a100",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}),
        dict(cc="8.0"),
        ["cudnn-version-mismatch"],
        [],
        "problems",
        id="cudnn8-vs-built-for-9-for-cc-8.0",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_and_cuda_full()}),
        {},
        [],
        [],
        "cpu-only",
        id="complete-pip-userspace-no-driver",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_and_cuda_full()}),
        dict(driver="560.35.03", gpu="NVIDIA A100-SXM4-40GB"),
        [],
        [],
        "gpu-ready",
        id="complete-userspace-vetted-for-a100",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_and_cuda_full()}),
        dict(driver="470.182.03", gpu="A100"),
        ["driver-too-old"],
        [],
        "problems",
        id="complete-userspace-vetted-for-driver-470",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_and_cuda_full()}),
        dict(driver="560.35.03", gpu="Tesla K80"),
        ["compute-capability-unsupported"],
        [],
        "problems",
        id="vetted-for-k80",
    ),
    pytest.param(
        dict(files={**TF218, **M.pip_and_cuda_full()}),
        dict(driver="560.35.03", gpu="Quadro Imaginary 9000"),
        [],
        ["target-gpu-unknown"],
        "gpu-ready",
        id="vetted-for-unknown-gpu",
    ),
    pytest.param(
        dict(
            files={
                **TF218,
                **M.pip_and_cuda_full(),
                **M.proc_version("470.256.02"),  # Kepler's last driver branch is R470
                **M.proc_gpu_information("0000:03:00.0", "Tesla K80"),
            }
        ),
        {},
        ["compute-capability-unsupported", "driver-too-old"],
        [],
        "problems",
        id="k80-named-only-by-proc-information",
    ),
    pytest.param(
        dict(
            files={
                **M.tensorflow("2.18.0", None, None, name="tensorflow-cpu"),
                **M.pip_and_cuda_full(),
            }
        ),
        {},
        [],
        ["tensorflow-not-built-with-cuda"],
        "cpu-only",
        id="tensorflow-cpu-beside-nvidia-wheels",
    ),
    pytest.param(dict(files=LAPTOP), {}, [], [], "cpu-only", id="laptop-plain-wheel"),
    pytest.param(dict(files=CUDA13_BOX), {}, [], [], "cpu-only", id="cuda13-toolkit-no-driver"),
]


@pytest.mark.parametrize(("spec", "target", "want_errors", "want_warnings", "verdict"), MACHINES)
def test_gpu_intent_machines(tmp_path, spec, target, want_errors, want_warnings, verdict):
    report = run(M.machine(tmp_path, **spec), **target)
    assert ids(report, Severity.ERROR) == sorted(want_errors)
    assert ids(report, Severity.WARNING) == sorted(want_warnings)
    assert report.verdict == verdict
    assert exit_code(report.findings) == (1 if want_errors else 0)
    assert exit_code(report.findings, strict=True) == (1 if want_errors or want_warnings else 0)


def test_complete_userspace_without_driver_says_so(tmp_path):
    report = run(M.machine(tmp_path, {**TF218, **M.pip_and_cuda_full()}))
    info = {f.id: f for f in report.findings if f.severity is Severity.INFO}
    f = info["gpu-userspace-complete-no-driver"]
    assert f.title == "GPU libraries complete for TF 2.18.0; only the driver is missing"
    assert "555.42.02" in f.remedy  # CUDA 12.5's driver floor, from the matrix
    assert "no-cuda-driver" in info


@pytest.mark.parametrize(
    "files",
    [
        pytest.param({**TF218, **M.pip_cuda12()}, id="cudart-and-cudnn-only"),
        pytest.param(
            {**TF218, **M.pip_and_cuda_full(), **M.proc_version("560.35.03")}, id="driver-there"
        ),
        pytest.param(LAPTOP, id="no-wheels"),
    ],
)
def test_userspace_complete_only_when_it_is(tmp_path, files):
    report = run(M.machine(tmp_path, files))
    assert "gpu-userspace-complete-no-driver" not in {f.id for f in report.findings}


@pytest.mark.parametrize(
    ("files", "want"),
    [
        pytest.param(LAPTOP, (), id="laptop"),
        pytest.param(CUDA13_BOX, (), id="bare-toolkit-is-no-intent"),
        pytest.param(
            {**TF216, **M.proc_version("460.39")}, ("kernel module 460.39",), id="kernel-module"
        ),
        pytest.param({**TF218, **M.pip_cuda12()}, ("pip NVIDIA wheels",), id="pip-wheels"),
    ],
)
def test_intent_evidence(tmp_path, files, want):
    facts = run(M.machine(tmp_path, files)).facts
    assert len(facts.intent) == len(want)
    for needle, line in zip(want, facts.intent, strict=True):
        assert needle in line


def test_proc_information_gives_name_and_compute_capability(tmp_path):
    files = {
        **TF216,
        **PIP_TF216,
        **M.proc_version("460.39"),
        **M.proc_gpu_information("0000:00:1e.0", "Tesla V100-SXM2-16GB"),
    }
    report = run(M.machine(tmp_path, files))
    assert [(g.name, g.compute_capability) for g in report.facts.gpus] == [
        ("Tesla V100-SXM2-16GB", "7.0")
    ]
    assert report.facts.gpu_present
    assert ids(report, Severity.ERROR) == ["driver-too-old"]


def test_driver_version_from_libcuda_in_an_image(tmp_path):
    """An image with the driver's userspace (libcuda.so.1 -> libcuda.so.460.39) and no /proc."""
    files = {
        **TF216,
        **PIP_TF216,
        "usr/lib/x86_64-linux-gnu/libcuda.so.460.39": "ELF",
        "usr/lib/x86_64-linux-gnu/libcuda.so.1@libcuda.so.460.39": "",
    }
    report = run(M.machine(tmp_path, files))
    assert report.facts.driver_version == "460.39"
    assert ids(report, Severity.ERROR) == ["driver-too-old"]


@pytest.mark.parametrize(
    ("driver", "gpu", "cc"),
    [
        pytest.param("abc", None, None, id="driver-not-a-version"),
        pytest.param(None, None, "eight", id="cc-not-a-version"),
        pytest.param(None, "  ", None, id="gpu-blank"),
    ],
)
def test_bad_target_is_input_error(driver, gpu, cc):
    with pytest.raises(InputError):
        make_target(driver, gpu, cc)


# -- through the CLI ---------------------------------------------------------------------
cli = CliRunner()


def image(tmp_path, files):
    M.machine(tmp_path, files)
    return ["--root", str(tmp_path), "--python-site", str(tmp_path / M.SITE), "--json"]


@pytest.mark.parametrize(
    ("files", "flags", "code", "errors", "warnings"),
    [
        pytest.param({**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}, [], 0, [], ["cudnn-version-mismatch"], id="gpu-less"),
        pytest.param({**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}, ["--strict"], 1, [], ["cudnn-version-mismatch"], id="gpu-less-strict"),
        pytest.param({**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}, ["--driver", "535.104.05", "--gpu", "A100"], 1, ["cudnn-version-mismatch"], ["cuda-minor-version-compat"], id="for-a100"),
        pytest.param(LAPTOP, ["--strict"], 0, [], [], id="laptop-strict"),
    ],
)  # fmt: skip
def test_cli_check_for_a_described_machine(tmp_path, files, flags, code, errors, warnings):
    res = cli.invoke(app, ["check", *image(tmp_path, files), *flags])
    assert res.exit_code == code, res.output
    doc = json.loads(res.stdout)
    got = {
        s: sorted({f["id"] for f in doc["findings"] if f["severity"] == s})
        for s in ("error", "warning")
    }
    assert got == {"error": sorted(errors), "warning": sorted(warnings)}
    if "--gpu" in flags:
        assert doc["target"] == {
            "driver": "535.104.05",
            "gpu": "A100",
            "compute_capability": None,
            "judged_compute_capability": "8.0",
        }
    else:
        assert doc["target"] is None


def test_cli_bad_driver_is_one_line_exit_2(tmp_path):
    res = cli.invoke(app, ["check", *image(tmp_path, LAPTOP), "--driver", "five-three-five"])
    assert res.exit_code == 2
    assert "--driver 'five-three-five' is not a version" in res.output
    assert "Traceback" not in res.output


def test_gpu_less_warning_says_why_it_was_judged(tmp_path):
    files = {**TF218, **M.pip_cuda12(cudnn="8.9.7.29")}
    report = run(M.machine(tmp_path, files))
    (f,) = [f for f in report.findings if f.id == "cudnn-version-mismatch"]
    assert f.severity is Severity.WARNING
    assert f.title.endswith("(no GPU is listed here; this breaks once one is)")
    assert any("meant for a GPU: pip NVIDIA wheels" in e for e in f.evidence)
    # described machine: the same finding is an error and carries no such caveat
    report = run(M.machine(tmp_path, files), driver="560.35.03", gpu="A100")
    (f,) = [f for f in report.findings if f.id == "cudnn-version-mismatch"]
    assert f.severity is Severity.ERROR and "no GPU is listed" not in f.title
