"""tfdoctor devices: what TensorFlow sees, whether an op and XLA run on each device, and
how many parameters each GPU can train.

Devices come from the runtime child ``tfdoctor.children.tf_probe`` (shared with ``check``); free
memory per GPU from the driver probe in the parent (NVML, else nvidia-smi; absent is fine).

Capacity: the classic rule of thumb (leave a buffer, divide what is left by the bytes each
parameter needs), brought up to date:

    parameters ~= (free - reserve) / bytes_per_parameter,  reserve = max(1 GiB, 10% of free)

The reserve is tfdoctor's own allowance (an assumption, not a published figure) for the
CUDA context, cuDNN/cuBLAS workspaces, activations of a modest batch and fragmentation.
Bytes per parameter count the model state only:

* fp32 + Adam: weights 4 + gradients 4 + Adam's two moments 4 + 4 = 16 B.
* fp32 + SGD with momentum: 4 + 4 + momentum 4 = 12 B.
* mixed precision + Adam: fp16 weights 2 + fp16 gradients 2 + fp32 master weights 4 + two
  fp32 moments 8 = 16 B (ZeRO, Rajbhandari et al. 2020, arXiv:1910.02054 sec. 3.1: "2Ψ + 2Ψ
  + 12Ψ = 16Ψ bytes"). Keras' mixed_float16 keeps the variables themselves in float32 (the
  Keras mixed precision guide), which is also 16 B. Mixed precision saves activation memory
  and time, not per-parameter state.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.children.outcome import child_finding
from tfdoctor.children.probe_log import all_passed
from tfdoctor.children.progress import ProgressSink
from tfdoctor.children.runner import ChildResult, run_child
from tfdoctor.explain.aborts import child_log_findings
from tfdoctor.explain.child_logs import probe_log_text, quiet_unrecognised
from tfdoctor.judge.verdict import causes_first
from tfdoctor.model import Finding, Severity, exit_code
from tfdoctor.probes.host import Host
from tfdoctor.records import field, frozen

SCHEMA = "tfdoctor.devices/1"
GIB = 1024**3
MIB = 1024**2
RESERVE_MIN = 1 * GIB
RESERVE_FRACTION = 0.10
#: (label, bytes per parameter, what they are)
RECIPES = (
    ("fp32 + Adam", 16, "weights 4 + gradients 4 + Adam moments 4 + 4"),
    ("fp32 + SGD momentum", 12, "weights 4 + gradients 4 + momentum 4"),
    (
        "mixed precision + Adam",
        16,
        "fp16 weights 2 + fp16 gradients 2 + fp32 master weights 4 + Adam moments 4 + 4",
    ),
)
FORMULA = (
    "parameters = (free - reserve) / bytes_per_parameter; "
    f"reserve = max({RESERVE_MIN // GIB} GiB, {int(RESERVE_FRACTION * 100)}% of free)"
)
#: TensorFlow 2.4.0 release notes (tensorflow/tensorflow RELEASE.md, "Release 2.4.0"):
#: "XLA:CPU and XLA:GPU devices are no longer registered by default. Use
#: TF_XLA_FLAGS=--tf_xla_enable_xla_devices if you really need them".
LEGACY_XLA_NOTE = (
    "XLA_CPU / XLA_GPU devices, shown by older TensorFlow and older tutorials, are not "
    "separate hardware: they were XLA's compilation devices. Since TF 2.4 they are hidden "
    "unless TF_XLA_FLAGS=--tf_xla_enable_xla_devices; XLA is used through "
    "tf.function(jit_compile=True) or Keras compile(jit_compile=True) instead."
)


@frozen
class CapacityRow:
    recipe: str
    bytes_per_parameter: int
    parameters: int


@frozen
class GpuMemory:
    index: int
    name: str
    total: int
    free: int
    capacity: tuple[CapacityRow, ...] = ()


@frozen
class DevicesReport:
    tensorflow: str | None
    physical: tuple[dict[str, Any], ...] = ()
    logical: tuple[dict[str, Any], ...] = ()
    ops: tuple[dict[str, Any], ...] = ()
    memory: tuple[GpuMemory, ...] = ()
    memory_source: str = ""
    findings: tuple[Finding, ...] = ()
    exit_code: int = 0
    gpu_usable: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "tensorflow": self.tensorflow,
            "gpu_usable": self.gpu_usable,
            "physical_devices": list(self.physical),
            "logical_devices": list(self.logical),
            "ops": list(self.ops),
            "memory_source": self.memory_source,
            "gpus": [
                {
                    "index": g.index,
                    "name": g.name,
                    "total_bytes": g.total,
                    "free_bytes": g.free,
                    "capacity": [
                        {
                            "recipe": r.recipe,
                            "bytes_per_parameter": r.bytes_per_parameter,
                            "parameters": r.parameters,
                        }
                        for r in g.capacity
                    ],
                }
                for g in self.memory
            ],
            "capacity_formula": FORMULA,
            "legacy_xla_note": LEGACY_XLA_NOTE,
            "findings": [f.to_dict() for f in self.findings],
        }


def reserve_bytes(free: int) -> int:
    return max(RESERVE_MIN, int(free * RESERVE_FRACTION))


def capacity(free: int) -> tuple[CapacityRow, ...]:
    """How many parameters fit for training in ``free`` bytes, per recipe."""
    usable = max(0, free - reserve_bytes(free))
    return tuple(CapacityRow(label, bpp, usable // bpp) for label, bpp, _ in RECIPES)


def driver_memory(info: Any) -> tuple[list[GpuMemory], str]:
    """Total/free memory per GPU from the driver probe (NVML, else nvidia-smi); ([], why)
    when it has none. One reader of the driver for the whole tool: tfdoctor.probes.driver.probe."""
    gpus = []
    for g in getattr(info, "gpus", ()) or ():
        if g.memory_total_mib is None or g.memory_free_mib is None:
            continue
        free = g.memory_free_mib * MIB
        gpus.append(
            GpuMemory(g.index, g.name or "?", g.memory_total_mib * MIB, free, capacity(free))
        )
    method = getattr(info, "method", None) or "driver probe"
    if gpus:
        return gpus, method
    state = getattr(getattr(info, "state", None), "value", "unknown")
    if state == "no-driver":
        return [], "no NVIDIA driver found"
    if not getattr(info, "gpus", ()):
        return [], f"the driver reports no GPU ({state})"
    return [], f"{method} gave no memory figures"


def judge(payload: dict[str, Any], require_gpu: bool) -> tuple[list[Finding], bool]:
    findings: list[Finding] = []
    if payload.get("import_error"):
        findings.append(
            Finding(
                "devices-tf-import-failed",
                Severity.ERROR,
                f"TensorFlow cannot be imported: {payload['import_error']}",
                "Run `tfdoctor check` to see what is missing or mismatched.",
                (str(payload.get("import_traceback", ""))[-800:],),
            )
        )
        return findings, False
    ops = payload.get("ops") or []
    gpu_ops = [o for o in ops if "GPU" in str(o.get("device", ""))]
    gpu_usable = any(o.get("op") == "ok" for o in gpu_ops)
    for o in ops:
        if o.get("op") != "ok":
            findings.append(
                Finding(
                    "devices-op-failed",
                    Severity.ERROR,
                    f"A tiny matmul fails on {o.get('device')}: {o.get('op_error', o.get('op'))}",
                    "Run `tfdoctor check -v`: a failing op on a listed device usually means "
                    "CUDA/cuDNN libraries that do not match this TensorFlow.",
                    values={"device": o.get("device")},
                )
            )
        if o.get("xla") not in (None, "ok"):
            findings.append(
                Finding(
                    "devices-xla-failed",
                    Severity.WARNING,
                    f"XLA (jit_compile=True) fails on {o.get('device')}: {o.get('xla_error')}",
                    "Train without jit_compile (Keras: compile(jit_compile=False)); on a GPU, "
                    "XLA needs ptxas/nvvm from the CUDA toolkit (pip: nvidia-cuda-nvcc).",
                    values={"device": o.get("device")},
                )
            )
    physical_gpus = [d for d in payload.get("physical_devices", []) if d.get("type") == "GPU"]
    if not physical_gpus:
        findings.append(
            Finding(
                "devices-no-gpu",
                Severity.ERROR if require_gpu else Severity.INFO,
                "TensorFlow sees no GPU: it will train on the CPU only",
                "Nothing to fix if CPU is what you want; otherwise run `tfdoctor check` to "
                "see why no GPU is visible.",
            )
        )
    legacy = [d["name"] for d in payload.get("logical_devices", []) if "XLA_" in d.get("type", "")]
    if legacy:
        findings.append(
            Finding(
                "devices-legacy-xla-devices",
                Severity.INFO,
                f"Legacy XLA devices listed: {', '.join(legacy)}",
                "Not extra hardware: " + LEGACY_XLA_NOTE,
            )
        )
    return findings, gpu_usable


def run_devices(
    *,
    timeout: float = 120.0,
    require_gpu: bool = False,
    host: Host | None = None,
    module: str = "tfdoctor.children.tf_probe",
    progress: ProgressSink | None = None,
) -> DevicesReport:
    host = host or Host.local()
    result: ChildResult = run_child(
        module, [], timeout=timeout, env=dict(host.env), progress=progress
    )
    payload = result.payload
    findings: list[Finding] = []
    problem = child_finding(result, "devices", "listing devices")
    if problem:
        findings.append(problem)
    judged, gpu_usable = judge(payload, require_gpu) if payload else ([], False)
    if problem and not payload.get("physical_devices"):
        judged = [f for f in judged if f.id != "devices-no-gpu"]
    findings += judged
    from tfdoctor.probes.driver.probe import probe_driver

    try:
        memory, source = driver_memory(probe_driver(host))
    except Exception as exc:  # a probe bug must not cost the device list
        memory, source = [], f"driver probe crashed: {type(exc).__name__}: {exc}"
    cap = None if gpu_usable else Severity.WARNING
    logged = child_log_findings(probe_log_text(result.stderr, payload), cap=cap)
    if all_passed(payload):
        logged = quiet_unrecognised(logged, "every device test passed")
    findings += logged
    # a setting or library named in the log before the crash it caused (tensorflow-crashed)
    findings = causes_first(findings)
    code = exit_code(findings, require_gpu=require_gpu, gpu_usable=gpu_usable)
    return DevicesReport(
        tensorflow=(payload.get("tensorflow") or {}).get("version"),
        physical=tuple(payload.get("physical_devices", [])),
        logical=tuple(payload.get("logical_devices", [])),
        ops=tuple(payload.get("ops", [])),
        memory=tuple(memory),
        memory_source=source,
        findings=tuple(findings),
        exit_code=code,
        gpu_usable=gpu_usable,
        extra={"gpu_memory_tf": payload.get("gpu_memory", {})},
    )
