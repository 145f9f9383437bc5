"""The ordered table that turns TensorFlow log lines into findings.

One table, shared by ``explain``, ``check`` (the runtime child's stderr) and
``smoke-train``. Each :class:`Rule` is a precompiled pattern with a stable finding id,
cheap lower-case ``needles`` that must appear before the regex is tried (most log lines
contain none, which keeps 10,000 lines well under a second), and a remedy built from
what the pattern pulled out plus, when known, the machine (:class:`ExplainContext`).

Rules are written for the failure, not for one string: each id has several patterns
covering the wordings TensorFlow used across versions (stream_executor paths of TF 1.x/2.x,
``external/local_xla`` of TF 2.15+, absl prefixes of TF 2.17+, Windows ``.dll`` names).
Every rule has a verbatim real sample line in ``tests/explain/test_rules.py`` with its source.

The table is split by concept: libraries, cuDNN and the driver in ``gpu``; the
device (compute capability, memory, XLA) in ``device``; Python packaging, CPU
and benign noise in ``python``; remedies in ``explain/remedies.py``.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Remedy, Rule, Values, rule  # noqa: F401
from tfdoctor.explain.rules.device import DEVICE_RULES
from tfdoctor.explain.rules.gpu import GPU_RULES
from tfdoctor.explain.rules.python import PYTHON_RULES

#: The ordered table: most specific first within a group; order is meaningful.
RULES: tuple[Rule, ...] = GPU_RULES + DEVICE_RULES + PYTHON_RULES

#: Every id the table can produce (plus those the engine derives from combinations).
DERIVED_IDS = ("cuda-version-mismatch", "wsl-libcuda-missing", "windows-native-gpu-unsupported")
RULE_IDS: tuple[str, ...] = tuple(dict.fromkeys([r.id for r in RULES] + list(DERIVED_IDS)))
