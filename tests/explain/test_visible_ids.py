"""CUDA_VISIBLE_DEVICES set to GPU indices beside a CUDA that found no GPU
(explain/combos.py): the indices name GPUs the machine has not got."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text

# weizhepei/CasRel#28 (round 17, r17-0-006), verbatim: the script's line and TF's
# diagnostics after cuInit failed, on a machine with one GPU
CASREL = 'os.environ["CUDA_VISIBLE_DEVICES"] = "1" kernel version seems to match DSO: 410.129.0'


def test_an_index_other_than_0_beside_a_failed_cuinit_names_the_setting() -> None:
    found = explain_text(CASREL)
    assert found[0].id == "cuda-visible-devices-hides-gpus"
    assert found[0].values["value"] == "1"
    assert "CUDA_VISIBLE_DEVICES=0" in found[0].remedy
    assert "cuda-init-failed" in [f.id for f in found[1:]]


def test_gpu_0_chosen_is_not_blamed() -> None:
    log = CASREL.replace('"1"', '"0"')
    assert "cuda-visible-devices-hides-gpus" not in [f.id for f in explain_text(log)]


def test_an_index_without_a_cuda_failure_says_nothing_of_it() -> None:
    # choosing GPU 1 on a machine that has it is fine (built: the line alone)
    found = explain_text('os.environ["CUDA_VISIBLE_DEVICES"] = "1"')
    assert "cuda-visible-devices-hides-gpus" not in [f.id for f in found]


def test_another_cuinit_error_is_not_blamed_on_the_indices() -> None:
    # built: GPU 1 chosen, and cuInit failing for the UVM module (CUDA_ERROR_UNKNOWN, the
    # review of round 17's rules: tensorflow#7653's kind), not for a missing device
    log = (
        'os.environ["CUDA_VISIBLE_DEVICES"] = "1"\n'
        "E tensorflow/stream_executor/cuda/cuda_driver.cc:300] failed call to cuInit: "
        "CUDA_ERROR_UNKNOWN"
    )
    found = [f.id for f in explain_text(log)]
    assert found[0] == "cuda-init-failed" and "cuda-visible-devices-hides-gpus" not in found


def test_a_notice_line_does_not_quiet_an_error_on_the_same_line() -> None:
    # built: Android's property notice joined with a delegate failure on one line
    log = 'W  Access denied finding property "ro.chipname" E  Failed to apply delegate'
    assert explain_text(log), "the failure on the line is still said"
