"""The GPU half of Facts: the driver, the GPUs it lists, GPU intent and the judged machine.

A mixin of judge/facts.py's Facts (which holds the probe results these read), kept apart
so each file stays one concept.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.judge.intent import TargetGpu, intent_evidence
from tfdoctor.model import Severity, parse_version
from tfdoctor.records import replace


class GpuFacts:
    # -- driver and GPUs ----------------------------------------------------------
    @property
    def drv(self) -> Any:
        return self.ok(self.driver)

    @property
    def driver_state(self) -> str | None:
        state = getattr(self.drv, "state", None)
        return getattr(state, "value", state)

    @property
    def gpus(self) -> list[Any]:
        """This machine's GPUs; a compute capability the probe could not give (a name read
        from /proc/driver/nvidia/gpus/*/information) is looked up in the matrix."""
        out = []
        for gpu in getattr(self.drv, "gpus", ()) or ():
            name = getattr(gpu, "name", None)
            if not getattr(gpu, "compute_capability", None) and name and _is_dataclass(gpu):
                known = self.matrix.gpu_by_name(name)
                if known is not None:
                    gpu = replace(gpu, compute_capability=known.compute_capability)
            out.append(gpu)
        return out

    @property
    def gpu_present(self) -> bool:
        return self.driver_state == "ok" and bool(self.gpus) or bool(self.runtime.gpu_devices)

    # -- GPU intent and the judged machine (judge/intent.py) ---------------------------
    @property
    def intent(self) -> tuple[str, ...]:
        """Evidence that this environment is meant for an NVIDIA GPU (() when none)."""
        name = self.tfi.primary.name if self.tfi and self.tfi.primary else None
        return intent_evidence(
            driver=self.drv,
            cuda=self.ok(self.cuda),
            tf_name=name,
            require_gpu=self.require_gpu,
            target=self.target,
        )

    @property
    def gpu_expected(self) -> bool:
        """A GPU is there, or one is described: stack problems are errors, not warnings."""
        return self.gpu_present or bool(self.target)

    @property
    def stack_severity(self) -> Severity:
        """A mismatch that only bites once a GPU is there: an error when one is (or is
        described), a warning on a GPU-less box that is meant for one."""
        return Severity.ERROR if self.gpu_expected else Severity.WARNING

    @property
    def needs_gpu_stack(self) -> bool:
        """The GPU rules apply: a CUDA build of TensorFlow, and a GPU present or meant."""
        if not self.is_cuda_build or self.tf_version is None:
            return False
        return self.gpu_expected or bool(self.intent)

    @property
    def why_judged(self) -> tuple[str, str]:
        """(title suffix, evidence line) for a stack finding made with no GPU here."""
        if self.gpu_expected:
            return "", ""
        return (
            " (no GPU is listed here; this breaks once one is)",
            "judged because this environment is meant for a GPU: " + "; ".join(self.intent),
        )

    @property
    def stack_gpus(self) -> list[Any]:
        """The GPUs judged: the described one, else this machine's."""
        if not self.target:
            return self.gpus
        cc = self.target.cc
        if cc is None and self.target.gpu:
            known = self.matrix.gpu_by_name(self.target.gpu)
            cc = known.compute_capability if known else None
        return [TargetGpu(0, self.target.gpu or "the described GPU", cc)]

    @property
    def stack_driver_version(self) -> str | None:
        """The driver judged: --driver when a target is described (unknown if not given)."""
        return self.target.driver if self.target else self.driver_version

    @property
    def stack_driver_cuda(self) -> str | None:
        return None if self.target else self.driver_cuda

    @property
    def driver_version(self) -> str | None:
        v = getattr(self.drv, "version", None)
        return getattr(v, "raw", v) or self.libcuda_driver_version

    @property
    def libcuda_driver_version(self) -> str | None:
        """The driver's version from its libcuda file name, when the driver probe had none
        (an image under --root that carries the driver's userspace): the NVIDIA installer
        names the real file libcuda.so.<driver version> (libcuda.so.1 links to it)."""
        for lib in self.libs_named("cuda"):
            v = parse_version(getattr(lib, "version", None))
            if v is not None and v.release[0] >= 100 and "/stubs/" not in str(lib.path):
                return lib.version
        return None

    @property
    def driver_cuda(self) -> str | None:
        v = getattr(self.drv, "cuda_version", None)
        return getattr(v, "raw", v)


def _is_dataclass(obj: Any) -> bool:
    from dataclasses import is_dataclass  # only for a GPU listed without its capability

    return is_dataclass(obj)
