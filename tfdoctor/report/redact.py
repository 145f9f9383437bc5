"""Which environment variables a report may show, and hiding every other one's value.

Reports quote text tfdoctor did not write: TensorFlow's stderr, exception messages, a
sitecustomize's chatter. Any of it can carry a secret from the environment (a token
in a URL, a key echoed by a wrapper script). So every line and JSON document a report
emits passes through `redact` (report/console.py is the one place that writes), and the
value of each variable that is not on `SHOWN_ENV` becomes "[redacted]".

Short values and plain paths of unlisted variables are left alone: "1", "true" or
"/root" occur everywhere in text, and hiding them would only garble the report. A
variable whose *name* looks secret (TOKEN, SECRET, KEY, PASSWORD...) is hidden whatever
its value looks like.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from typing import Any

#: Variables whose values a report may show: the ones probes read and users expect to
#: see (loader and tool paths, the active environment, TensorFlow's own knobs).
SHOWN_ENV = frozenset(
    {
        "PATH", "LD_LIBRARY_PATH", "PYTHONPATH", "HOME", "PWD", "USER", "LOGNAME", "SHELL",
        "LANG", "LC_ALL", "TERM", "VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_DEFAULT_ENV",
        "CUDA_HOME", "CUDA_PATH", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES",
        "KERAS_HOME", "KERAS_BACKEND", "TF_USE_LEGACY_KERAS", "TF_CPP_MIN_LOG_LEVEL",
        "TF_ENABLE_ONEDNN_OPTS", "TF_FORCE_GPU_ALLOW_GROWTH", "XLA_FLAGS",
        "TFDOCTOR_MATRIX", "TFDOCTOR_DATA_URL", "WSL_DISTRO_NAME", "NO_COLOR", "XDG_CACHE_HOME",
        # bash puts "the full pathname used to invoke each command" in its environment
        # (bash(1), $_): a kernel started as `.venv/bin/python -m ipykernel` showed its
        # own interpreter as "[redacted]"
        "_",
    }
)  # fmt: skip
#: Variables tfdoctor reads but never shows (a finding describes them instead).
#: The SLURM_* step variables name nodes: smoke-train --strategy multi-worker reads them
#: (judge/slurm.py, the child's SlurmClusterResolver) like TF_CONFIG.
READ_NOT_SHOWN = frozenset(
    {"TF_CONFIG", "SUDO_USER", "SLURM_PROCID", "SLURM_JOB_ID", "SLURM_STEP_NUM_TASKS",
     "SLURM_STEP_NODELIST", "SLURM_STEP_TASKS_PER_NODE"}
)  # fmt: skip

_SECRET_NAME = re.compile(
    r"TOKEN|SECRET|PASSW|PASSPHRASE|KEY|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE|SIGNATURE",
    re.IGNORECASE,
)
MARK = "[redacted]"
#: Unlisted values shorter than this are too common to hide ("1", "C.UTF-8").
MIN_PLAIN = 8
MIN_SECRET = 4


def secret_name(name: str) -> bool:
    """A variable whose name says its value is a secret (HF_TOKEN, AWS_SECRET_...)."""
    return bool(_SECRET_NAME.search(name))


def _hidden_for(name: str, value: str) -> bool:
    if name in SHOWN_ENV or not value.strip():
        return False
    if _SECRET_NAME.search(name):
        return len(value) >= MIN_SECRET
    return len(value) >= MIN_PLAIN and not value.startswith(("/", "~"))


@functools.lru_cache(maxsize=8)
def _hidden(items: frozenset[tuple[str, str]]) -> tuple[str, ...]:
    values = {v for k, v in items if _hidden_for(k, v)}
    return tuple(sorted(values, key=len, reverse=True))  # longest first: no partial hits


def hidden_values(env: Mapping[str, str] | None = None) -> tuple[str, ...]:
    return _hidden(frozenset((os.environ if env is None else env).items()))


def redact(
    text: str, env: Mapping[str, str] | None = None, hidden: tuple[str, ...] | None = None
) -> str:
    """``text`` with hidden values replaced. Pass ``hidden`` (from hidden_values) when
    redacting many strings: computing it walks the whole environment."""
    for value in hidden if hidden is not None else hidden_values(env):
        if value in text:
            text = text.replace(value, MARK)
    return text


def redact_obj(
    obj: Any, env: Mapping[str, str] | None = None, hidden: tuple[str, ...] | None = None
) -> Any:
    """``obj`` with every string in it redacted (dicts, lists and tuples walked)."""
    hidden = hidden_values(env) if hidden is None else hidden
    if isinstance(obj, str):
        return redact(obj, hidden=hidden)
    if isinstance(obj, dict):
        return {redact_obj(k, hidden=hidden): redact_obj(v, hidden=hidden) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [redact_obj(v, hidden=hidden) for v in obj]
    return obj
