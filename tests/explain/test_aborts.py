"""A setting TensorFlow aborted on keeps its severity in devices/smoke-train's capped log."""

from tfdoctor.explain.aborts import child_log_findings
from tfdoctor.model import Severity

# captured: TF 2.21.0 CPU wheel, TF_DETERMINISTIC_OPS=maybe (SIGABRT at the first op)
LOG = """E0000 00:00:1795459604.788616   17022 cuda_platform.cc:52] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)
F0000 00:00:1795459604.954735   17022 determinism.cc:36] Check failed: tsl::ReadBoolFromEnvVar(env_var_, false, &env_var_set) is OK (INVALID_ARGUMENT: Failed to parse the env-var ${TF_DETERMINISTIC_OPS} into bool: maybe. Use the default value: 0)
"""


def test_the_abort_stays_an_error_while_cuda_noise_is_capped():
    got = {f.id: f.severity for f in child_log_findings(LOG, cap=Severity.WARNING)}
    assert got["startup-setting-invalid"] is Severity.ERROR
    assert got["cuda-init-failed"] is Severity.INFO  # no GPU in use: a note


def test_without_an_abort_the_cap_is_untouched():
    only_noise = LOG.splitlines()[0]
    got = {f.id: f.severity for f in child_log_findings(only_noise, cap=Severity.WARNING)}
    assert got == {"cuda-init-failed": Severity.INFO}
