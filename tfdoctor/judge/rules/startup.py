"""Judge rules about the settings TensorFlow reads when it starts (probes/settings.py).

Each fact was measured on the TensorFlow 2.21.0 CPU wheel (Linux x86-64), running
``import tensorflow as tf; tf.constant(1) + 1`` and a ``jit_compile=True`` function with
the variable set, or, for what only a GPU reaches, read from TensorFlow's source (named
per rule) and the strings of the wheel's libtensorflow_framework.so.2. Only a value that
makes TensorFlow abort is an error; one it ignores is a warning (a note when harmless).

- TF_XLA_FLAGS / XLA_FLAGS: judge/xla_flags.py (abort at the first device
  listing or op / at XLA's first compile).
- TF_DETERMINISTIC_OPS=maybe: the first ``tf.function`` aborts (exit 134, SIGABRT):
  ``determinism.cc:36] Check failed: tsl::ReadBoolFromEnvVar(env_var_, false,
  &env_var_set) is OK (INVALID_ARGUMENT: Failed to parse the env-var
  ${TF_DETERMINISTIC_OPS} into bool: maybe. Use the default value: 0)``. ReadBoolFromEnvVar
  (tsl/util/env_var.cc) takes 0, 1, false, true in any case (NVIDIA/framework-reproducibility#2).
- TF_ENABLE_ONEDNN_OPTS=maybe: ``port.cc:148] TF_ENABLE_ONEDNN_OPTS is not set to either
  '0', 'false', '1', or 'true'. Using the default setting: false``; runs on.
- TF_CPP_MIN_LOG_LEVEL=abc: read as 0, every log line shows (stderr as without it); runs on.
- TF_FORCE_GPU_ALLOW_GROWTH: only exactly ``true`` or ``false``; anything else (``1``,
  ``True``) logs "... is set but could not be parsed ... Valid values are "true" or
  "false"" and TensorFlow takes all GPU memory as usual (gpu_bfc_allocator.cc).
- TF_GPU_ALLOCATOR: only ``cuda_malloc_async``, ``cuda_malloc`` or ``memory_guard``
  (strcmp in gpu_process_state.cc); anything else is the default BFC allocator, silently.
- TF_GPU_THREAD_MODE: ``global``, ``gpu_private`` or ``gpu_shared``; anything else makes
  the GPU device's Init return "Invalid gpu_thread_mode: X" (gpu_device.cc): no GPU.
"""

from __future__ import annotations

import re

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.visibility import VISIBILITY_RULES
from tfdoctor.model import Finding, Severity, major_minor
from tfdoctor.probes.settings import StartupSettings

XLA_URL = "https://openxla.org/xla/flags_guidance"
_BOOL = ("0", "1", "false", "true")
_INT = r"^\s*[+-]?\d+\s*$"  # compiled when first used


def _flag_remedy(variable: str, value: str, problems: list) -> str:
    from tfdoctor.judge.xla_flags import kept_words

    kept = kept_words(value, problems)
    hints = [f"{p.word} -> {p.hint}" for p in problems if p.hint]
    line = f'export {variable}="{" ".join(kept)}"' if kept else f"unset {variable}"
    if any(p.kind == "tf-flag-in-xla" for p in problems):
        moved = " ".join(p.word for p in problems if p.kind == "tf-flag-in-xla")
        line += f'; export TF_XLA_FLAGS="{moved}"'
    return line + (f"   # did you mean: {', '.join(hints)}" if hints else "")


_WHY = {
    "unknown": "is not a flag TensorFlow knows",
    "file": "does not start with --, so TensorFlow reads it as a file of flags, which "
    "does not exist",
    "value": "has a value its flag cannot take",
    "tf-flag-in-xla": "is a TF_XLA_FLAGS flag; XLA does not know it",
}


def _flag_findings(f: Facts, variable: str, value: str, problems: list, sure: bool) -> Finding:
    first = problems[0]
    fid = "startup-flag-bad-value" if first.kind == "value" else "startup-flag-unknown"
    when = (
        "as it starts (the first device listing or op after import)"
        if variable == "TF_XLA_FLAGS"
        else "when XLA first compiles"
    )
    from tfdoctor.judge.xla_flags import CAPTURED_FROM

    known = f"{CAPTURED_FROM[0]}.{CAPTURED_FROM[1]}"
    title = f"{variable}: {first.word} {_WHY[first.kind]}; TensorFlow aborts {when}"
    if not sure:
        title = (
            f"{variable}: {first.word} {_WHY[first.kind]} in TensorFlow {known}; "
            f"TensorFlow {f.tf_version or '?'} may abort {when}"
        )
    return Finding(
        fid,
        Severity.ERROR if sure else Severity.WARNING,
        title,
        _flag_remedy(variable, value, problems),
        (
            f"environment: {variable}={value}",
            *(f"{p.word}: {_WHY[p.kind]}" for p in problems[1:]),
        ),
        url=XLA_URL,
        values={
            "variable": variable,
            "flags": [p.word for p in problems],
            "kind": first.kind,
        },
    )


def xla_flag_variables(f: Facts) -> list[Finding]:
    """TF_XLA_FLAGS / XLA_FLAGS holding what TensorFlow aborts on (judge/xla_flags.py)."""
    s = f.startup
    tf_value, xla_value = s.get("TF_XLA_FLAGS"), s.get("XLA_FLAGS")
    if not (tf_value or xla_value) or f.tf_version is None:
        return []
    from tfdoctor.judge.xla_flags import CAPTURED_FROM, tf_xla_problems, xla_problems

    out = []
    if tf_value:
        problems = tf_xla_problems(tf_value, _is_file(f, tf_value))
        # The list is TF 2.21's; another TF may know more flags (or fewer). When the
        # child ran to its end with this TF_XLA_FLAGS (it lists devices and runs ops),
        # TF accepted it.
        accepted = f.runtime.ran and f.runtime.outcome == "ok"
        sure = major_minor(f.tf_version) == CAPTURED_FROM or (
            bool(problems) and problems[0].kind == "file"
        )
        if problems and not accepted:
            out.append(_flag_findings(f, "TF_XLA_FLAGS", tf_value, problems, sure))
    if xla_value:
        problems = xla_problems(xla_value, _is_file(f, xla_value))
        if problems:
            out.append(_flag_findings(f, "XLA_FLAGS", xla_value, problems, True))
    return out


def _is_file(f: Facts, value: str) -> bool:
    words = value.split()
    return bool(words) and not words[0].startswith("--") and f.host.exists(words[0])


def _gpu_matters(f: Facts) -> bool:
    return f.gpu_present or bool(f.intent)


def _setting(
    fid: str,
    severity: Severity,
    variable: str,
    value: str,
    what: str,
    remedy: str,
    source: str,
) -> Finding:
    return Finding(
        fid,
        severity,
        f"{variable}={value!r} {what}",
        remedy,
        (f"environment: {variable}={value}", source),
        values={"variable": variable, "value": value},
    )


def bool_settings(f: Facts) -> list[Finding]:
    """Settings read as a bool or a word, set to something TensorFlow cannot read."""
    s = f.startup
    out: list[Finding] = []
    det = s.get("TF_DETERMINISTIC_OPS")
    if det is not None and det.strip().lower() not in _BOOL:
        out.append(
            _setting(
                "startup-setting-invalid",
                Severity.ERROR,
                "TF_DETERMINISTIC_OPS",
                det,
                "is not a bool TensorFlow can read: the first tf.function aborts "
                "(SIGABRT, 'Failed to parse the env-var ${TF_DETERMINISTIC_OPS} into bool')",
                "export TF_DETERMINISTIC_OPS=1   # or 0; or unset TF_DETERMINISTIC_OPS "
                "(in code: tf.config.experimental.enable_op_determinism())",
                "tsl/util/env_var.cc ReadBoolFromEnvVar: 0, 1, false, true",
            )
        )
    mode = s.get("TF_GPU_THREAD_MODE")
    if mode is not None and mode not in ("global", "gpu_private", "gpu_shared"):
        out.append(
            _setting(
                "startup-setting-invalid",
                Severity.ERROR if _gpu_matters(f) else Severity.INFO,
                "TF_GPU_THREAD_MODE",
                mode,
                "is not a thread mode TensorFlow knows: creating each GPU device fails "
                "with 'Invalid gpu_thread_mode' and TensorFlow has no GPU",
                "export TF_GPU_THREAD_MODE=gpu_private   # or global, gpu_shared; or unset it",
                "tensorflow/core/common_runtime/gpu/gpu_device.cc (BaseGPUDevice::Init)",
            )
        )
    out.extend(_ignored(f, s))
    return out


def _ignored(f: Facts, s: StartupSettings) -> list[Finding]:
    out = []
    gpu = Severity.WARNING if _gpu_matters(f) else Severity.INFO
    growth = s.get("TF_FORCE_GPU_ALLOW_GROWTH")
    if growth is not None and growth not in ("true", "false"):
        meant = "false" if growth.strip().lower() in ("0", "false", "no", "off") else "true"
        out.append(
            _setting(
                "startup-setting-ignored",
                gpu,
                "TF_FORCE_GPU_ALLOW_GROWTH",
                growth,
                "is ignored (only exactly true or false is read): TensorFlow still "
                "takes all GPU memory at start",
                f"export TF_FORCE_GPU_ALLOW_GROWTH={meant}",
                "tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc (strcmp with "
                '"true"/"false"; else "could not be parsed")',
            )
        )
    alloc = s.get("TF_GPU_ALLOCATOR")
    if alloc is not None and alloc not in ("cuda_malloc_async", "cuda_malloc", "memory_guard"):
        out.append(
            _setting(
                "startup-setting-ignored",
                gpu,
                "TF_GPU_ALLOCATOR",
                alloc,
                "is not an allocator TensorFlow knows and is silently ignored: the "
                "default BFC allocator is used",
                "export TF_GPU_ALLOCATOR=cuda_malloc_async   # or unset TF_GPU_ALLOCATOR",
                "tensorflow/core/common_runtime/gpu/gpu_process_state.cc (strcmp with "
                "cuda_malloc_async, cuda_malloc, memory_guard)",
            )
        )
    onednn = s.get("TF_ENABLE_ONEDNN_OPTS")
    if onednn is not None and onednn.strip().lower() not in _BOOL:
        out.append(
            _setting(
                "startup-setting-ignored",
                Severity.WARNING,
                "TF_ENABLE_ONEDNN_OPTS",
                onednn,
                "is not 0, 1, false or true: TensorFlow warns and uses its default",
                "export TF_ENABLE_ONEDNN_OPTS=0   # or 1",
                "measured, TF 2.21: port.cc:148] TF_ENABLE_ONEDNN_OPTS is not set to "
                "either '0', 'false', '1', or 'true'",
            )
        )
    for name in ("TF_CPP_MIN_LOG_LEVEL", "TF_CPP_MAX_VLOG_LEVEL"):
        level = s.get(name)
        if level is not None and level.strip() and not re.match(_INT, level):
            out.append(
                _setting(
                    "startup-setting-ignored",
                    Severity.INFO,
                    name,
                    level,
                    "is not a number and is read as 0",
                    f"export {name}={'2' if name == 'TF_CPP_MIN_LOG_LEVEL' else '0'}",
                    "measured, TF 2.21: TF_CPP_MIN_LOG_LEVEL=abc logs as if unset (0)",
                )
            )
    return out


STARTUP_RULES = (xla_flag_variables, bool_settings, *VISIBILITY_RULES)
