"""Issue 9 §1: TensorFlow 2.22 (newer than the matrix, build facts moved out of
build_info.py), on fixture machines whose site-packages hold the real 2.22.0rc0 wheel
files (tests/data/wheels/SOURCES.md)."""

import json
import re

import pytest
from typer.testing import CliRunner

from tests.support import machines as M
from tests.support.cuda_fixtures import cuda_13_dist_info_toolkit
from tests.support.wheels import wheel_files
from tfdoctor.cli.app import app
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import Severity, exit_code

A100 = (("NVIDIA A100-SXM4-40GB", "8.0", 40960),)
TF222 = "tensorflow-2.22.0rc0"
# The and-cuda wheels 2.22.0rc0's METADATA asks for (nvidia-cudnn-cu12>=9.10.2.21).
PIP_USERSPACE = M.pip_cuda12(cudart="12.5.82", cudnn="9.10.2.21")


def run(host):
    opts = CheckOptions(runtime=False)
    return judge_facts(gather(host, load_matrix(), opts), opts.timeout)


@pytest.mark.parametrize(
    ("files", "smi_answer", "errors", "code", "verdict"),
    [
        pytest.param(
            {**wheel_files(TF222), **PIP_USERSPACE},
            M.smi("560.35.03", "12.6", A100),
            [],
            0,
            "gpu-ready",
            id="healthy-driver-560",
        ),
        # Before issue 9 this machine was "gpu-ready", exit 0: no build CUDA was known.
        pytest.param(
            {**wheel_files(TF222), **PIP_USERSPACE},
            M.smi("470.256.02", "11.4", A100),
            ["driver-too-old"],
            1,
            "problems",
            id="driver-470-too-old-for-cuda-12.5.1",
        ),
        pytest.param(
            {**wheel_files(TF222), **M.pip_cuda12(cudart="12.5.82", cudnn="8.9.7.29")},
            M.smi("560.35.03", "12.6", A100),
            ["cudnn-version-mismatch"],
            1,
            "problems",
            id="cudnn8-vs-and-cuda-pin-9.10",
        ),
        pytest.param(
            {**wheel_files(TF222), **PIP_USERSPACE},
            M.smi("470.256.02", "11.4", (("Tesla K80", "3.7", 11441),)),
            ["compute-capability-unsupported", "driver-too-old"],
            1,
            "problems",
            id="kepler-below-cuda-config-capabilities",
        ),
    ],
)
def test_2_22_is_judged_from_its_own_wheel(tmp_path, files, smi_answer, errors, code, verdict):
    report = run(M.machine(tmp_path, files, smi_answer=smi_answer))
    got = sorted({f.id for f in report.findings if f.severity is Severity.ERROR})
    assert got == errors
    assert exit_code(report.findings) == code and report.verdict == verdict
    build = report.facts.build
    assert (build["cuda_version"], build["cudnn_version"]) == ("12.5.1", "9")
    assert build["build_source"] == "cuda_config.h"
    for f in report.findings:
        # remedies name the installed line, never a downgrade to the newest known row
        assert not re.search(r"tensorflow(\[[a-z-]+\])?[=~]=2\.21", f.remedy), (f.id, f.remedy)
    note = next(f for f in report.findings if f.id == "tensorflow-version-unknown")
    assert note.values["derived"] is True and note.values["pip"] == "tensorflow[and-cuda]==2.22.*"


def test_driver_too_old_names_the_cuda_12_5_floor(tmp_path):
    files = {**wheel_files(TF222), **PIP_USERSPACE}
    report = run(M.machine(tmp_path, files, smi_answer=M.smi("470.256.02", "11.4", A100)))
    f = next(f for f in report.findings if f.id == "driver-too-old")
    # compat/matrix.json cuda_drivers 12.5 (NVIDIA release notes, Table 3, CUDA 12.5 GA)
    assert f.values["min_driver"] == "555.42.02" and f.values["cuda"] == "12.5.1"


def test_python_outside_requires_python_is_an_error(tmp_path):
    host = M.machine(tmp_path, wheel_files(TF222))
    facts = gather(host, load_matrix(), CheckOptions(runtime=False))
    facts = type(facts)(**{**facts.__dict__, "system": _with_python(facts.system, "3.9.18")})
    report = judge_facts(facts, 1.0)
    f = next(f for f in report.findings if f.id == "python-version-unsupported")
    assert f.values == {"python": "3.9.18", "supported": ">=3.10"}  # 2.22.0rc0 Requires-Python


def _with_python(system, version):
    from dataclasses import replace

    from tfdoctor.model import Sourced

    return replace(system, python_version=Sourced(version, "test"))


def test_cli_no_longer_says_needs_no_cuda(tmp_path):
    """The issue's report: `check` on the 2.22.0rc0 wheel beside a system CUDA 13 toolkit
    said "TensorFlow 2.22.0rc0 needs no CUDA at all" and suggested 2.21.*."""
    M.machine(tmp_path, {**wheel_files(TF222), **cuda_13_dist_info_toolkit()})
    res = CliRunner().invoke(
        app,
        ["check", "--json", "--no-runtime", "--root", str(tmp_path)]
        + ["--python-site", str(tmp_path / M.SITE)],
    )
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    build = doc["components"]["tensorflow"]["build"]
    assert build == {
        "cuda_version": "12.5.1",
        "cudnn_version": "9",
        "compute_capabilities": ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"],
        "is_cuda_build": True,
        "build_source": "cuda_config.h",
    }
    unused = next(f for f in doc["findings"] if f["id"] == "cuda-toolkit-unused")
    assert "needs CUDA 12 libraries" in unused["title"]
    assert not any("no CUDA at all" in f["title"] for f in doc["findings"])
    assert 'tensorflow[and-cuda]==2.22.*"' in unused["remedy"]


def test_text_report_says_where_the_build_facts_came_from(tmp_path):
    M.machine(tmp_path, wheel_files(TF222))
    res = CliRunner().invoke(
        app,
        ["check", "--no-runtime", "--no-color", "--root", str(tmp_path)]
        + ["--python-site", str(tmp_path / M.SITE)],
    )
    assert "built for CUDA 12.5.1, cuDNN 9 (from cuda_config.h)" in res.stdout, res.stdout
