"""What the TensorFlow child found, as facts: RuntimeInfo, and SKIPPED for ``--no-runtime``.

Apart from tf_runtime.py (which runs the child) so that ``check --no-runtime``, which
runs none, imports neither the runner nor the child's findings (issue 19 (d)).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tfdoctor.records import field, frozen


@frozen
class RuntimeInfo:
    """What the TensorFlow child did and said; SKIPPED under ``--no-runtime``."""

    outcome: str  # a ChildOutcome value, or "skipped"
    detail: str = ""
    payload: Mapping[str, Any] = field(default_factory=dict)
    stderr: str = ""
    returncode: int | None = None
    signal_name: str | None = None
    seconds: float = 0.0

    @property
    def stage(self) -> str | None:
        return self.payload.get("stage")

    @property
    def tf_version(self) -> str | None:
        return (self.payload.get("tensorflow") or {}).get("version")

    @property
    def import_error(self) -> str | None:
        return self.payload.get("import_error")

    @property
    def physical_devices(self) -> list[dict[str, Any]]:
        return list(self.payload.get("physical_devices") or [])

    @property
    def logical_devices(self) -> list[dict[str, Any]]:
        return list(self.payload.get("logical_devices") or [])

    @property
    def ops(self) -> list[dict[str, Any]]:
        return list(self.payload.get("ops") or [])

    @property
    def loaded_libraries(self) -> list[str]:
        return list(self.payload.get("loaded_libraries") or [])

    @property
    def gpu_devices(self) -> list[dict[str, Any]]:
        return [d for d in self.physical_devices if d.get("type") == "GPU"]

    @property
    def gpu_usable(self) -> bool:
        """A GPU is usable when TensorFlow lists one and a real op ran on it correctly."""
        return any("GPU" in str(o.get("device", "")) and o.get("op") == "ok" for o in self.ops)

    @property
    def ran(self) -> bool:
        return self.outcome != "skipped"

    def devices_summary(self) -> list[dict[str, Any]]:
        """One entry per logical device, with the op/XLA results, for the report."""
        by_device = {o.get("device"): o for o in self.ops}
        details = {
            d["name"].replace("/physical_device:", ""): d.get("details") or {}
            for d in self.physical_devices
            if d.get("name")
        }
        out = []
        for dev in self.logical_devices:
            name = str(dev.get("name", ""))
            short = name.replace("/device:", "")
            op = by_device.get(name, {})
            entry: dict[str, Any] = {
                "name": short,
                "type": dev.get("type"),
                "op": op.get("op"),
                "xla": op.get("xla"),
            }
            det = details.get(short) or {}
            if det.get("compute_capability"):
                entry["compute_capability"] = det["compute_capability"]
            if det.get("device_name"):
                entry["device_name"] = det["device_name"]
            if op.get("op_error"):
                entry["op_error"] = op["op_error"]
            if op.get("xla_error"):
                entry["xla_error"] = op["xla_error"]
            out.append(entry)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "detail": self.detail,
            "stage": self.stage,
            "seconds": round(self.seconds, 3),
            "signal": self.signal_name,
            "loaded_libraries": self.loaded_libraries,
            "keras_fit": {
                k: v for k, v in (self.payload.get("keras_fit") or {}).items() if k != "traceback"
            },
            "ecosystem": [
                {k: v for k, v in e.items() if k != "traceback"}
                for e in self.payload.get("ecosystem") or ()
            ],
        }


SKIPPED = RuntimeInfo(outcome="skipped", detail="--no-runtime")
