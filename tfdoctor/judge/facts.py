"""Everything the probes found, in one frozen bundle the judge rules read.

The accessors here are the only place that knows how a probe's result is shaped, so
each rule stays a few lines of comparison. A probe that crashed is a ProbeCrash, and
every accessor treats it as "unknown".
"""

from __future__ import annotations

from dataclasses import dataclass, is_dataclass, replace
from typing import Any

from tfdoctor.children.tf_runtime import RuntimeInfo
from tfdoctor.judge.derived import derive_release
from tfdoctor.judge.intent import Target, TargetGpu, intent_evidence
from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.model import ProbeCrash, Severity, parse_version
from tfdoctor.probes.host import Host
from tfdoctor.probes.tensorflow import TFInstall
from tfdoctor.probes.wheel_meta import WheelMeta


@dataclass(frozen=True)
class Facts:
    host: Host
    matrix: Matrix
    system: Any
    driver: Any
    cuda: Any
    cudnn: Any
    tf: TFInstall | ProbeCrash
    runtime: RuntimeInfo
    require_gpu: bool = False
    #: TensorFlow-ecosystem packages (probes/ecosystem.py), or a ProbeCrash
    ecosystem: Any = ()
    #: the machine to judge for (check --driver/--gpu/--cc); empty: this one
    target: Target = Target()
    #: probes/keras.py's KerasConfig (backend in effect, legacy flag); None: not probed
    keras: Any = None

    # -- crashes --------------------------------------------------------------------
    def crashes(self) -> list[ProbeCrash]:
        return [
            p
            for p in (
                self.system,
                self.driver,
                self.cuda,
                self.cudnn,
                self.tf,
                self.ecosystem,
                self.keras,
            )
            if isinstance(p, ProbeCrash)
        ]

    def ok(self, probe: Any) -> Any:
        return None if isinstance(probe, ProbeCrash) else probe

    # -- TensorFlow -----------------------------------------------------------------
    @property
    def tfi(self) -> TFInstall | None:
        return self.ok(self.tf)

    @property
    def tf_version(self) -> str | None:
        if self.tfi and self.tfi.version:
            return self.tfi.version.raw
        return self.runtime.tf_version

    @property
    def matrix_row(self) -> TFRelease | None:
        """The installed line's row in compat/matrix.json, if it has one."""
        return self.matrix.release_for(self.tf_version)

    @property
    def row(self) -> TFRelease | None:
        """The matrix row, or for a line newer than the matrix one read from its own wheel."""
        return self.matrix_row or derive_release(
            self.tf_version, self.wheel, self.build, self.matrix
        )

    @property
    def wheel(self) -> WheelMeta | None:
        """The installed TensorFlow's METADATA: the static probe's, else the child's."""
        if self.tfi and self.tfi.wheel:
            return self.tfi.wheel
        meta = (self.runtime.payload.get("tensorflow") or {}).get("wheel") or {}
        if not isinstance(meta, dict) or not meta:
            return None
        pins = meta.get("and_cuda") or {}
        return WheelMeta(
            name="tensorflow",
            version=str(self.runtime.tf_version or ""),
            requires_python=meta.get("requires_python"),
            extras=("and-cuda",) if pins else (),
            and_cuda=tuple((str(k), str(v)) for k, v in pins.items()),
            numpy=meta.get("numpy"),
            keras=meta.get("keras"),
        )

    @property
    def build(self) -> dict[str, Any]:
        """The build info: the static parse, else what the runtime child reported."""
        if self.tfi and self.tfi.build:
            return self.tfi.build.to_dict()
        tf = self.runtime.payload.get("tensorflow") or {}
        # "build": the child's get_build_info() completed from cuda_config.h/METADATA
        # (tf_build.py); "build_info": the raw dict, from children of older tfdoctors.
        info = tf.get("build") or tf.get("build_info") or {}
        if info:
            return {
                "cuda_version": info.get("cuda_version"),
                "cudnn_version": info.get("cudnn_version"),
                "compute_capabilities": list(info.get("cuda_compute_capabilities") or []),
                "is_cuda_build": info.get("is_cuda_build"),
                "source": "tf.sysconfig.get_build_info() (runtime probe)",
                "build_source": info.get("build_source") if "build" in tf else "build_info.py",
                "field_sources": dict(info.get("field_sources") or {}),
            }
        return {}

    @property
    def build_cuda(self) -> str | None:
        return self.build.get("cuda_version") or (self.row.cuda if self.row else None)

    @property
    def is_cuda_build(self) -> bool | None:
        value = self.build.get("is_cuda_build")
        if value is None and self.row is not None and self.tfi and self.tfi.primary:
            return self.tfi.primary.name not in ("tensorflow-cpu", "tf-nightly-cpu")
        return value

    @property
    def pip_line(self) -> str:
        """The pip line that installs a GPU TensorFlow for this machine's TF line."""
        row = self.row or (self.matrix.tensorflow[0] if self.matrix.tensorflow else None)
        if row and row.pip:
            return f'pip install "{row.pip}"'
        return 'pip install "tensorflow[and-cuda]"'

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
            if not getattr(gpu, "compute_capability", None) and name and is_dataclass(gpu):
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

    # -- system -----------------------------------------------------------------------
    @property
    def sysinfo(self) -> Any:
        return self.ok(self.system)

    @property
    def platform(self) -> str:
        """ "linux", "wsl2", "windows" or "macos"."""
        if getattr(self.sysinfo, "wsl", False):
            return "wsl2"
        p = self.host.platform
        return {"win32": "windows", "darwin": "macos"}.get(
            p, "linux" if p.startswith("linux") else p
        )

    @property
    def cpu_flags(self) -> dict[str, bool] | None:
        flags = getattr(self.sysinfo, "cpu_flags", None)
        if isinstance(flags, tuple | list | set | frozenset):
            return {f: True for f in flags}
        return flags

    @property
    def cpu_arch(self) -> str | None:
        arch = getattr(self.sysinfo, "cpu_arch", None) or getattr(self.sysinfo, "machine", None)
        return getattr(arch, "raw", arch)

    @property
    def python_version(self) -> str | None:
        v = getattr(self.sysinfo, "python_version", None)
        return getattr(v, "raw", v)

    # -- CUDA libraries ---------------------------------------------------------------
    @property
    def libraries(self) -> list[Any]:
        scan = getattr(self.ok(self.cuda), "libraries", None)
        libs = getattr(scan, "libraries", scan)
        return list(libs or ())

    def libs_named(self, name: str) -> list[Any]:
        """Libraries of a family: "cudart" matches libcudart.so.12 and cudart64_110.dll."""
        wanted = {name, f"lib{name}"}
        return [lib for lib in self.libraries if getattr(lib, "name", None) in wanted]

    @property
    def toolkits(self) -> list[Any]:
        return list(getattr(self.ok(self.cuda), "toolkits", ()) or ())

    @property
    def cudnn_version(self) -> str | None:
        v = getattr(self.ok(self.cudnn), "version", None)
        return getattr(v, "raw", v)

    @property
    def cudnn_source(self) -> str | None:
        v = getattr(self.ok(self.cudnn), "version", None)
        return getattr(v, "source", None)
