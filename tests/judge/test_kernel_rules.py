"""judge/rules/kernel.py: the notebook kernel's own state, one rule at a time."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support import factsbuilder as B
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Finding, Severity, Sourced
from tfdoctor.probes.keras import KerasConfig
from tfdoctor.probes.kernel import NOT_A_KERNEL, ImportedModule, KernelState

SITE = "/site-packages"  # factsbuilder's TensorFlow lives here


def kernel(**kw) -> KernelState:
    base = dict(kind="ipykernel", executable="/env/bin/python", prefix="/env")
    return KernelState(**(base | kw))


def judge(k, **facts_kw):
    f = dataclasses.replace(B.facts(**facts_kw), kernel=k)
    return {x.id: x for x in diagnose(f)}


def test_outside_a_kernel_nothing_fires():
    k = dataclasses.replace(
        NOT_A_KERNEL, pip="/other/bin/pip", pip_env="/other", tensorflow=ImportedModule("1.0", "/x")
    )
    assert not [i for i in judge(k) if i.startswith(("kernel-", "colab-"))]


@pytest.mark.parametrize(
    "pip_env, fires",
    [
        pytest.param("/other-env", True, id="pip-of-another-env"),
        pytest.param("/env", False, id="pip-of-the-kernel-env"),
        pytest.param(None, False, id="pip-not-understood"),
    ],
)
def test_pip_other_python(pip_env, fires):
    found = judge(kernel(pip="/x/bin/pip", pip_env=pip_env, pip_how="shebang"))
    assert ("kernel-pip-other-python" in found) is fires
    if fires:
        f = found["kernel-pip-other-python"]
        assert f.severity is Severity.WARNING and "%pip install" in f.remedy


@pytest.mark.parametrize(
    "imported, folder, severity",
    [
        pytest.param("2.16.1", f"{SITE}/tensorflow", Severity.ERROR, id="upgraded-on-disk"),
        pytest.param("2.21.0", "/elsewhere/tensorflow", Severity.WARNING, id="other-folder"),
        pytest.param("2.21.0", f"{SITE}/tensorflow", None, id="same"),
    ],
)
def test_tensorflow_changed_on_disk(imported, folder, severity):
    found = judge(kernel(tensorflow=ImportedModule(imported, folder)))
    f = found.get("kernel-tensorflow-changed-on-disk")
    assert (f.severity if f else None) is severity
    if f:
        assert f.values["imported_version"] == imported and "Restart the kernel" in f.remedy


def test_tensorflow_uninstalled_after_import():
    found = judge(kernel(tensorflow=ImportedModule("2.21.0", "/x")), tfi=B.tf(version=None))
    assert found["kernel-tensorflow-changed-on-disk"].severity is Severity.ERROR


def test_env_changed_after_import_from_the_snapshot():
    k = kernel(
        tensorflow=ImportedModule("2.21.0", f"{SITE}/tensorflow"),
        env_then=(("CUDA_VISIBLE_DEVICES", "0"),),
        env_then_when="after the cell that imported tensorflow",
        env_now=(("CUDA_VISIBLE_DEVICES", "1"), ("TF_CPP_MIN_LOG_LEVEL", "3")),
    )
    f = judge(k)["kernel-env-changed-after-import"]
    assert f.values["variables"] == ["CUDA_VISIBLE_DEVICES", "TF_CPP_MIN_LOG_LEVEL"]
    assert "CUDA_VISIBLE_DEVICES: 0 -> 1" in f.evidence


def test_env_unchanged_or_unknown_is_silent():
    tf = ImportedModule("2.21.0", f"{SITE}/tensorflow")
    same = (("CUDA_VISIBLE_DEVICES", "0"),)
    assert "kernel-env-changed-after-import" not in judge(
        kernel(tensorflow=tf, env_then=same, env_now=same)
    )
    assert "kernel-env-changed-after-import" not in judge(kernel(tensorflow=tf, env_now=same))


def test_keras_backend_cached_at_import_differs_from_now():
    now = KerasConfig(Sourced("jax", "$KERAS_BACKEND"))
    k = kernel(
        tensorflow=ImportedModule("2.21.0", f"{SITE}/tensorflow"), keras_backend="tensorflow"
    )
    f = judge(k, keras=now)["kernel-env-changed-after-import"]
    assert f.values["variables"] == ["KERAS_BACKEND"]
    same = KerasConfig(Sourced("tensorflow", "default"))
    assert "kernel-env-changed-after-import" not in judge(k, keras=same)


def test_tensorflow_holding_the_gpu_explains_the_childs_gpu_failure():
    k = kernel(
        tensorflow=ImportedModule("2.21.0", f"{SITE}/tensorflow"), gpu_files=("/dev/nvidia0",)
    )
    f = dataclasses.replace(
        B.facts(drv=B.driver(gpus=[B.gpu()]), rt=B.runtime(gpus=1, gpu_ok=False)), kernel=k
    )
    failed = Finding("device-op-failed", Severity.ERROR, "A tiny matmul on GPU:0 failed", "fix")
    found = {x.id: x for x in diagnose(f, [failed])}
    assert found["kernel-tensorflow-holds-gpu"].severity is Severity.WARNING
    op = found["device-op-failed"]
    assert op.severity is Severity.WARNING and op.values["kernel_holds_gpu"] is True
    assert "this kernel's TensorFlow holds the GPU" in op.title
    # without TensorFlow in the kernel the same failure stays an error
    f2 = dataclasses.replace(f, kernel=kernel())
    assert {x.id: x for x in diagnose(f2, [failed])}["device-op-failed"].severity is Severity.ERROR


def test_colab_cpu_runtime():
    assert "colab-cpu-runtime" in judge(kernel(kind="colab"))
    assert "colab-cpu-runtime" not in judge(kernel(kind="colab"), drv=B.driver(gpus=[B.gpu()]))
    assert "colab-cpu-runtime" not in judge(kernel())
