"""Everything the probes found, in one frozen bundle the judge rules read.

The accessors here are the only place that knows how a probe's result is shaped, so
each rule stays a few lines of comparison. A probe that crashed is a ProbeCrash, and
every accessor treats it as "unknown".
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Any

from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.judge.derived import derive_release
from tfdoctor.judge.facts_gpu import GpuFacts
from tfdoctor.judge.intent import Target
from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.model import ProbeCrash, Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.settings import StartupSettings, probe_settings
from tfdoctor.probes.tensorflow import TFInstall
from tfdoctor.probes.wheel_meta import WheelMeta
from tfdoctor.records import frozen


@frozen
class Facts(GpuFacts):
    """Every probe's result (or ProbeCrash), the matrix, and the machine to judge for."""

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
    #: probes/kernel.py's KernelState: the Jupyter kernel tfdoctor was called from
    kernel: Any = None
    #: probes/settings.py's StartupSettings; None: the rules read the host's environment
    settings: Any = None

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
                self.kernel,
                self.settings,
            )
            if isinstance(p, ProbeCrash)
        ]

    def ok(self, probe: Any) -> Any:
        return None if isinstance(probe, ProbeCrash) else probe

    @property
    def startup(self) -> StartupSettings:
        """The start-up settings: the probe's, else read now from the host's environment."""
        s = self.settings
        return s if isinstance(s, StartupSettings) else probe_settings(self.host)

    # -- TensorFlow -----------------------------------------------------------------
    @property
    def tfi(self) -> TFInstall | None:
        return self.ok(self.tf)

    @property
    def tf_version(self) -> str | None:
        """The version that imports: the child's ``tf.__version__``, else METADATA's.

        They differ when a second distribution overwrote the files (tensorflow 2.21.0
        then tensorflow-cpu 2.20.0: 2.20.0 imports) or a copy on PYTHONPATH wins.
        """
        return self.runtime.tf_version or (
            self.tfi.version.raw if self.tfi and self.tfi.version else None
        )

    @property
    def tf_version_sourced(self) -> Sourced | None:
        if self.runtime.tf_version:
            where = (self.runtime.payload.get("tensorflow") or {}).get("file") or "the child"
            return Sourced(self.runtime.tf_version, f"tf.__version__, imported from {where}")
        return self.tfi.version if self.tfi else None

    @property
    def python_exe(self) -> str:
        """The interpreter being checked: the one the child ran under, else ``python``."""
        exe = self.runtime.payload.get("executable")
        if not exe and self.host.interpreter is not None:
            exe = self.host.interpreter.executable
        if not exe and self.host.live:
            exe = sys.executable
        return str(exe or "python")

    @property
    def pip(self) -> str:
        """``/path/to/python -m pip``: a fix that cannot land in another environment."""
        exe = self.python_exe
        return f"{shlex.quote(exe) if exe != 'python' else exe} -m pip"

    @property
    def origins(self) -> dict[str, str | None]:
        """Where the child found tensorflow/numpy/keras (find_spec, before importing)."""
        return dict(self.runtime.payload.get("origins") or {})

    @property
    def pythonpath(self) -> list[str]:
        return [p for p in (self.host.getenv("PYTHONPATH") or "").split(os.pathsep) if p]

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
        """What installs a GPU TensorFlow with its CUDA and cuDNN for this TF line. From 2.14
        one pip line does (the ``[and-cuda]`` extra brings them as nvidia-* wheels); before
        2.14 the wheels bring none, so it is the matrix row's conda recipe (TensorFlow's own
        install page for those releases: conda-forge ``cudatoolkit`` plus the
        ``nvidia-cudnn-cu11`` wheel, with ``$CONDA_PREFIX/lib`` on the loader's path)."""
        row = self.row or (self.matrix.tensorflow[0] if self.matrix.tensorflow else None)
        if row and row.recipe == "system-cuda" and row.conda and row.conda.get("packages"):
            chans = " ".join(f"-c {c}" for c in row.conda.get("channels") or ())
            pkgs = " ".join(row.conda["packages"])
            wheels = " ".join(f'"{w}"' for w in row.conda.get("pip") or ())
            return (
                f"conda install {chans} {pkgs} && {self.pip} install {wheels} \"{row.pip}\"   "
                f"# TF {row.version} wheels bring no CUDA ([and-cuda] exists from 2.14); then "
                "export LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH (or: tfdoctor setup "
                f"--format conda --tf {row.version})"
            ).replace("  &&", " &&")
        if row and row.pip:
            return f'{self.pip} install "{row.pip}"'
        return f'{self.pip} install "tensorflow[and-cuda]"'

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
