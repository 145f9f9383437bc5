"""The runtime child completes tf.sysconfig.get_build_info() the way the static probe
does (issue 9 §1): on TF 2.22 the dict has no CUDA facts, the installed
cuda_config.h and METADATA still do. Tested with the real 2.22.0rc0 files."""

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.support import factsbuilder as fb
from tests.support.helpers import write_tree
from tests.support.machines import SITE
from tests.support.wheels import wheel_file, wheel_files
from tfdoctor.children import tf_build_facts
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.model import ProbeCrash

TF222 = "tensorflow-2.22.0rc0"
METADATA = wheel_file(TF222, "tensorflow-2.22.0rc0.dist-info/METADATA").decode()
# What tf.sysconfig.get_build_info() returns on 2.22.0rc0: its build_info dict.
INFO_222 = {"is_cuda_build": True, "is_rocm_build": False, "is_tensorrt_build": False}
INFO_221 = {
    "cuda_compute_capabilities": ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"],
    "cuda_version": "12.5.1",
    "cudnn_version": "9",
    "is_cuda_build": True,
}


@pytest.fixture
def fake_tf(tmp_path, monkeypatch):
    write_tree(tmp_path, wheel_files(TF222))
    monkeypatch.setattr(tf_build_facts, "_tf_metadata", lambda: METADATA)
    return SimpleNamespace(__file__=str(tmp_path / SITE / "tensorflow" / "__init__.py"))


@pytest.mark.parametrize(
    ("info", "header", "source", "cuda"),
    [
        pytest.param(INFO_222, True, "cuda_config.h", "12.5.1", id="2.22-from-header"),
        pytest.param(INFO_222, False, "METADATA and-cuda pins", "12.5", id="2.22-from-pins"),
        pytest.param(INFO_221, True, "build_info.py", "12.5.1", id="2.21-from-build-info"),
    ],
)
def test_complete_build(fake_tf, info, header, source, cuda):
    if not header:
        (Path(fake_tf.__file__).parent / "include/third_party/gpus/cuda/cuda_config.h").unlink()
    build, wheel = tf_build_facts.complete_build(fake_tf, dict(info))
    assert build["cuda_version"] == cuda and build["cudnn_version"] == "9"
    assert build["is_cuda_build"] is True and build["build_source"] == source
    assert wheel["requires_python"] == ">=3.10"
    assert wheel["and_cuda"]["nvidia-cudnn-cu12"] == "<10.0,>=9.10.2.21"


def test_judge_reads_the_childs_completed_build_when_the_static_probe_has_none(fake_tf):
    build, wheel = tf_build_facts.complete_build(fake_tf, dict(INFO_222))
    rt = RuntimeInfo(
        "ok",
        payload={
            "stage": "done",
            "tensorflow": {
                "version": "2.22.0rc0",
                "build_info": INFO_222,
                "build": build,
                "wheel": wheel,
            },
        },
    )
    facts = fb.facts(tfi=ProbeCrash("tensorflow", "boom"), rt=rt)
    assert facts.build_cuda == "12.5.1" and facts.build["build_source"] == "cuda_config.h"
    # fb.MATRIX's newest row is 2.21: 2.22 gets a row from its own wheel
    assert facts.matrix_row is None and facts.row.pip == "tensorflow[and-cuda]==2.22.*"
    assert facts.row.python_raw == ">=3.10" and facts.row.cudnn == "9.10"
    assert facts.pip_line == f'{facts.pip} install "tensorflow[and-cuda]==2.22.*"'
