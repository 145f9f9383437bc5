"""The start-up settings: environment variables TensorFlow (and CUDA) read when they start.

A probe, so it only reads: the values exactly as set (an empty string is a value: CUDA
reads ``CUDA_VISIBLE_DEVICES=""`` as "no GPU"), through the Host, so a fixture's or an
image's environment is judged like this machine's. What each value does is judged in
judge/rules/startup.py.
"""

from __future__ import annotations

from tfdoctor.probes.host import Host
from tfdoctor.records import frozen

#: The variables read at start-up, in the order a report lists them. Keras' own
#: (KERAS_BACKEND, TF_USE_LEGACY_KERAS) are read by probes/keras.py and judged in
#: judge/rules/keras.py; they are listed here so the report shows every setting at once.
VARIABLES = (
    "TF_XLA_FLAGS",
    "XLA_FLAGS",
    "TF_CPP_MIN_LOG_LEVEL",
    "TF_CPP_MAX_VLOG_LEVEL",
    "TF_CPP_VMODULE",
    "TF_GPU_ALLOCATOR",
    "TF_FORCE_GPU_ALLOW_GROWTH",
    "TF_ENABLE_ONEDNN_OPTS",
    "TF_GPU_THREAD_MODE",
    "TF_DETERMINISTIC_OPS",
    "CUDA_VISIBLE_DEVICES",
    "NVIDIA_VISIBLE_DEVICES",
    "KERAS_BACKEND",
    "TF_USE_LEGACY_KERAS",
)


@frozen
class StartupSettings:
    """The start-up variables (VARIABLES) as set for the process checked."""

    #: (name, value) of each variable of VARIABLES that is set, in that order
    values: tuple[tuple[str, str], ...] = ()

    def get(self, name: str) -> str | None:
        """The value as set ("" when set empty); None when unset."""
        for key, value in self.values:
            if key == name:
                return value
        return None

    def to_dict(self) -> dict[str, str]:
        return dict(self.values)


def probe_settings(host: Host) -> StartupSettings:
    return StartupSettings(
        tuple((name, value) for name in VARIABLES if (value := host.getenv(name)) is not None)
    )
