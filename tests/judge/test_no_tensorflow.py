"""A machine without TensorFlow (the GPU machine lent here had PyTorch and JAX, no
TensorFlow; docs/gpu-verify.md): one error that says so, with the install line, and
nothing that speaks of "this TensorFlow"."""

from __future__ import annotations

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.children.tf_runtime import runtime_findings
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Severity

#: the child's answer there, verbatim (`check --json` on the H200 machine)
NOT_THERE = "ModuleNotFoundError: No module named 'tensorflow'"


def failed(import_error: str) -> RuntimeInfo:
    return RuntimeInfo("failed", payload={"stage": "import", "import_error": import_error},
                       returncode=1)


def test_nothing_installed_is_one_error_not_two():
    facts = fb.facts(tfi=fb.tf(version=None), rt=failed(NOT_THERE))
    probe = runtime_findings(facts.runtime, 60.0, installed=None, absent=True)
    errors = [f.id for f in diagnose(facts, probe) if f.severity is Severity.ERROR]
    assert errors == ["tensorflow-not-installed"]
    f = next(f for f in diagnose(facts, probe) if f.id == "tensorflow-not-installed")
    assert "tensorflow[and-cuda]" in f.remedy and "--force-reinstall" not in f.remedy


@pytest.mark.parametrize(
    ("error", "installed"),
    [
        # a distribution whose files are gone: reinstalling it is the fix
        pytest.param(NOT_THERE, "tensorflow==2.21.0", id="dist-without-module"),
        pytest.param("ModuleNotFoundError: No module named 'tensorflow.python'", None,
                     id="a-submodule-is-missing"),
        pytest.param("ImportError: libcudart.so.11.0: cannot open shared object file", None,
                     id="another-error"),
    ],
)  # fmt: skip
def test_every_other_import_failure_stays(error, installed):
    probe = runtime_findings(failed(error), 60.0, installed=installed)
    assert [f.id for f in probe] == ["tensorflow-import-failed"]


def test_no_toolkit_note_without_a_tensorflow_to_compare():
    cu = fb.cuda(toolkits=[fb.toolkit("13.0.88")])
    without = diagnose(fb.facts(cu=cu, tfi=fb.tf(version=None)))
    assert "cuda-toolkit-unused" not in [f.id for f in without]
    with_tf = diagnose(fb.facts(cu=cu))
    assert "cuda-toolkit-unused" in [f.id for f in with_tf]  # the note stays where TF is


def test_a_crashed_install_probe_keeps_the_import_error():
    """With no answer from the install probe (facts.tf crashed), nobody else says it: the
    import error stays (the review of the thirteenth session)."""
    probe = runtime_findings(failed(NOT_THERE), 60.0, installed=None, absent=False)
    assert [f.id for f in probe] == ["tensorflow-import-failed"]
