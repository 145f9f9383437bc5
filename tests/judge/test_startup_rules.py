"""Start-up settings (issue 19 e): each value as TensorFlow 2.21 was measured to treat it
(judge/xla_flags.py, judge/rules/startup.py, judge/rules/visibility.py cite the lines)."""

from types import SimpleNamespace

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.judge.rules.visibility import visible_indices
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Severity, Sourced

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO
IDS = {
    "startup-flag-unknown",
    "startup-flag-bad-value",
    "startup-setting-invalid",
    "startup-setting-ignored",
    "cuda-visible-devices-hides-gpus",
    "nvidia-visible-devices-no-gpu",
}
TWO_GPUS = dict(
    drv=fb.driver(gpus=[fb.gpu(index=0), fb.gpu(index=1)]),
)


def gpu_uuid(index, uuid):
    g = fb.gpu(index=index)
    return SimpleNamespace(**{**vars(g), "uuid": uuid})


def P(env, want, remedy=None, tf="2.21.0", machine=None, id=None):
    return pytest.param(env, want, remedy, tf, machine or {}, id=id)


CASES = [
    # --- TF_XLA_FLAGS: parsed as TF starts its devices; these abort (measured exit 1)
    P({"TF_XLA_FLAGS": "--nonsense"}, {"startup-flag-unknown": E}, "unset TF_XLA_FLAGS",
      id="tf-xla-unknown-flag"),
    P({"TF_XLA_FLAGS": "--tf_xla_auto_jit=2 --tf_xla_bogus"}, {"startup-flag-unknown": E},
      'export TF_XLA_FLAGS="--tf_xla_auto_jit=2"', id="tf-xla-keeps-the-good-flag"),
    P({"TF_XLA_FLAGS": "--tf_xla_autojit=2"}, {"startup-flag-unknown": E},
      "did you mean: --tf_xla_autojit=2 -> --tf_xla_auto_jit", id="tf-xla-typo-hint"),
    P({"TF_XLA_FLAGS": "--tf_xla_auto_jit"}, {"startup-flag-unknown": E},
      "--tf_xla_auto_jit=VALUE", id="tf-xla-string-flag-without-value"),
    P({"TF_XLA_FLAGS": "nonsense"}, {"startup-flag-unknown": E}, "unset TF_XLA_FLAGS",
      id="tf-xla-not-a-flag-read-as-file"),
    P({"TF_XLA_FLAGS": "--tf_xla_auto_jit=banana"}, {"startup-flag-bad-value": E},
      id="tf-xla-auto-jit-banana"),
    P({"TF_XLA_FLAGS": "--tf_xla_cpu_global_jit=maybe"}, {"startup-flag-bad-value": E},
      id="tf-xla-bool-maybe"),
    P({"TF_XLA_FLAGS": "--tf_xla_min_cluster_size=abc"}, {"startup-flag-bad-value": E},
      id="tf-xla-int-abc"),
    # accepted by TF 2.21 (measured exit 0)
    P({"TF_XLA_FLAGS": "--tf_xla_auto_jit=2"}, {}, id="tf-xla-auto-jit-2"),
    P({"TF_XLA_FLAGS": "--tf_xla_auto_jit=fusible"}, {}, id="tf-xla-auto-jit-fusible"),
    P({"TF_XLA_FLAGS": "--tf_xla_cpu_global_jit"}, {}, id="tf-xla-bare-bool"),
    P({"TF_XLA_FLAGS": "--tf_xla_cpu_global_jit=1"}, {}, id="tf-xla-bool-1"),
    P({"TF_XLA_FLAGS": "--tf_xla_cpu_global_jit=True"}, {}, id="tf-xla-bool-True"),
    P({"TF_XLA_FLAGS": "--tf_xla_enable_xla_devices"}, {}, id="tf-xla-enable-xla-devices"),
    # another TF line than the list's, no runtime child: TF may know more flags
    P({"TF_XLA_FLAGS": "--nonsense"}, {"startup-flag-unknown": W}, tf="2.15.0",
      id="tf-xla-unknown-on-tf215-is-a-warning"),
    # the runtime child ran to its end with the variable set: that TF accepted it
    P({"TF_XLA_FLAGS": "--tf_xla_flag_of_a_newer_tf"}, {}, tf="2.22.0",
      machine=dict(rt=fb.runtime()), id="tf-xla-unknown-to-the-list-child-ran"),
    P({"TF_XLA_FLAGS": "--tf_xla_flag_of_a_newer_tf"}, {"startup-flag-unknown": W}, tf="2.22.0",
      id="tf-xla-unknown-to-the-list-no-child"),
    # --- XLA_FLAGS: parsed at XLA's first compile
    P({"XLA_FLAGS": "--tf_xla_auto_jit=2"}, {"startup-flag-unknown": E},
      'unset XLA_FLAGS; export TF_XLA_FLAGS="--tf_xla_auto_jit=2"', id="xla-holds-a-tf-flag"),
    P({"XLA_FLAGS": "xla_dump_to=/tmp/x"}, {"startup-flag-unknown": E}, "unset XLA_FLAGS",
      id="xla-not-a-flag"),
    P({"XLA_FLAGS": "--xla_gpu_cuda_data_dir=/usr/local/cuda"}, {}, id="xla-known-flag"),
    # XLA's list is not known here: an unknown xla_ name is left to the child's log
    P({"XLA_FLAGS": "--xla_bogus"}, {}, id="xla-unknown-name-not-judged-statically"),
    # --- bool and word settings
    P({"TF_DETERMINISTIC_OPS": "maybe"}, {"startup-setting-invalid": E},
      "export TF_DETERMINISTIC_OPS=1", id="deterministic-maybe-aborts"),
    P({"TF_DETERMINISTIC_OPS": "TRUE"}, {}, id="deterministic-TRUE"),
    P({"TF_DETERMINISTIC_OPS": "0"}, {}, id="deterministic-0"),
    P({"TF_ENABLE_ONEDNN_OPTS": "maybe"}, {"startup-setting-ignored": W}, id="onednn-maybe"),
    P({"TF_ENABLE_ONEDNN_OPTS": "TRUE"}, {}, id="onednn-TRUE"),
    P({"TF_CPP_MIN_LOG_LEVEL": "abc"}, {"startup-setting-ignored": N}, id="log-level-abc"),
    P({"TF_CPP_MIN_LOG_LEVEL": "3"}, {}, id="log-level-3"),
    P({"TF_FORCE_GPU_ALLOW_GROWTH": "1"}, {"startup-setting-ignored": W},
      "export TF_FORCE_GPU_ALLOW_GROWTH=true", machine=TWO_GPUS, id="allow-growth-1-gpu"),
    P({"TF_FORCE_GPU_ALLOW_GROWTH": "True"}, {"startup-setting-ignored": N},
      id="allow-growth-True-no-gpu-is-a-note"),
    P({"TF_FORCE_GPU_ALLOW_GROWTH": "true"}, {}, machine=TWO_GPUS, id="allow-growth-true"),
    P({"TF_GPU_ALLOCATOR": "cuda_malloc_asyn"}, {"startup-setting-ignored": W},
      machine=TWO_GPUS, id="allocator-typo"),
    P({"TF_GPU_ALLOCATOR": "cuda_malloc_async"}, {}, machine=TWO_GPUS, id="allocator-async"),
    P({"TF_GPU_THREAD_MODE": "private"}, {"startup-setting-invalid": E}, machine=TWO_GPUS,
      id="thread-mode-unknown"),
    P({"TF_GPU_THREAD_MODE": "gpu_private"}, {}, machine=TWO_GPUS, id="thread-mode-private"),
    # --- CUDA_VISIBLE_DEVICES on a machine whose driver lists two GPUs
    P({"CUDA_VISIBLE_DEVICES": ""}, {"cuda-visible-devices-hides-gpus": E},
      "unset CUDA_VISIBLE_DEVICES", machine=TWO_GPUS, id="cvd-empty"),
    P({"CUDA_VISIBLE_DEVICES": "-1"}, {"cuda-visible-devices-hides-gpus": E},
      machine=TWO_GPUS, id="cvd-minus-1"),
    P({"CUDA_VISIBLE_DEVICES": "garbage"}, {"cuda-visible-devices-hides-gpus": E},
      machine=TWO_GPUS, id="cvd-garbage"),
    P({"CUDA_VISIBLE_DEVICES": "7"}, {"cuda-visible-devices-hides-gpus": E},
      "export CUDA_VISIBLE_DEVICES=0,1", machine=TWO_GPUS, id="cvd-index-beyond-count"),
    P({"CUDA_VISIBLE_DEVICES": "0,7,1"}, {"cuda-visible-devices-hides-gpus": W},
      "export CUDA_VISIBLE_DEVICES=0", machine=TWO_GPUS, id="cvd-stops-at-7"),
    P({"CUDA_VISIBLE_DEVICES": "1,0"}, {}, machine=TWO_GPUS, id="cvd-reordered"),
    P({"CUDA_VISIBLE_DEVICES": "-1"}, {}, id="cvd-minus-1-no-gpu-machine"),
    P({"CUDA_VISIBLE_DEVICES": "GPU-8f6c"}, {},
      machine=dict(drv=fb.driver(gpus=[gpu_uuid(0, "GPU-8f6c1f3e-aaaa")])), id="cvd-uuid-prefix"),
    P({"CUDA_VISIBLE_DEVICES": "GPU-0000"}, {"cuda-visible-devices-hides-gpus": E},
      machine=dict(drv=fb.driver(gpus=[gpu_uuid(0, "GPU-8f6c1f3e-aaaa")])), id="cvd-uuid-other"),
    P({"CUDA_VISIBLE_DEVICES": "MIG-1234"}, {}, machine=TWO_GPUS, id="cvd-mig-not-judged"),
]  # fmt: skip


@pytest.mark.parametrize(("env", "want", "remedy", "tf", "machine"), CASES)
def test_startup_settings(env, want, remedy, tf, machine):
    facts = fb.facts(tfi=fb.tf(version=tf), env=env, **machine)
    found = {f.id: f for f in diagnose(facts) if f.id in IDS}
    assert {k: f.severity for k, f in found.items()} == want
    for f in found.values():
        assert f.remedy and any(name in " ".join(f.evidence) for name in env), f
    if remedy:
        assert remedy in next(iter(found.values())).remedy


def test_nvidia_visible_devices_none_in_a_gpu_container():
    env = {"NVIDIA_VISIBLE_DEVICES": "void"}
    docker = (Sourced("docker", "/.dockerenv"),)
    container = SimpleNamespace(**{**vars(fb.system()), "container": docker})
    # --require-gpu is GPU intent; the container passed no GPU in (the driver lists none)
    facts = fb.facts(env=env, sysi=container, require_gpu=True)
    ids = {f.id: f.severity for f in diagnose(facts)}
    assert ids.get("nvidia-visible-devices-no-gpu") is W
    # outside a container, or with no wish for a GPU, the variable says nothing
    for quiet in (fb.facts(env=env, require_gpu=True), fb.facts(env=env, sysi=container)):
        assert "nvidia-visible-devices-no-gpu" not in {f.id for f in diagnose(quiet)}


@pytest.mark.parametrize(
    ("value", "uuids", "want"),
    [
        pytest.param("", [None, None], ([], ""), id="empty"),
        pytest.param("1gpu", [None, None], ([1], None), id="strtoul-digits"),
        # an index named twice: the CUDA driver refused "0,0" on a real H200 (cuInit 101)
        pytest.param("1,1,0", [None, None], ([], "1 (a second time)"), id="repeat"),
        pytest.param("0,GPU-ab", ["GPU-ab", "GPU-ac"], ([0], None), id="index-and-its-uuid"),
        pytest.param("GPU-a", ["GPU-ab", "GPU-ac"], ([], "GPU-a"), id="ambiguous-prefix"),
        pytest.param("GPU-ab", [None, None], None, id="uuid-unknown"),
    ],
)
def test_visible_indices(value, uuids, want):
    assert visible_indices(value, uuids) == want


def crashed(signal: str) -> RuntimeInfo:
    return RuntimeInfo("signaled", detail=f"killed by {signal}", signal_name=signal)


def test_the_setting_ranks_before_the_crash_it_causes():
    from tfdoctor.children.tf_runtime import runtime_findings

    facts = fb.facts(env={"TF_DETERMINISTIC_OPS": "maybe"}, rt=crashed("SIGABRT"))
    probe = runtime_findings(facts.runtime, 60.0)
    errors = [f.id for f in diagnose(facts, probe) if f.severity is E]
    assert errors[0] == "startup-setting-invalid", errors


def test_hidden_gpus_rank_before_gpu_not_visible():
    facts = fb.facts(env={"CUDA_VISIBLE_DEVICES": "-1"}, rt=fb.runtime(gpus=0), **TWO_GPUS)
    errors = [f.id for f in diagnose(facts) if f.severity is E]
    assert errors[0] == "cuda-visible-devices-hides-gpus", errors
    assert "gpu-not-visible-to-tensorflow" in errors
