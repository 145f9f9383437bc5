"""The Jupyter/IPython kernel (or Colab) tfdoctor was called from, as facts (issue 20).

Read only from the calling process: ``sys.modules`` says what this kernel imported
(TensorFlow is never imported here, only looked up), ``sys.executable``/``sys.prefix``
say whose Python it is; through the Host: the first ``pip`` on PATH and its shebang,
the environment now, and the ``/dev/nvidia*`` files this process holds open. Outside a
kernel (the CLI, a script) the probe answers "not a kernel" and no rule fires.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfdoctor.probes.host import Host

#: Variables TensorFlow, the CUDA driver and Keras read when they start (prefix ``TF_``
#: too): CUDA_VISIBLE_DEVICES when CUDA is initialised, KERAS_BACKEND at `import keras`
#: (keras/src/backend/config.py), TF_* and XLA_FLAGS at import or at first GPU use.
TRACKED = ("CUDA_VISIBLE_DEVICES", "KERAS_BACKEND", "XLA_FLAGS")

# pip's launcher for an interpreter path too long for a shebang (distlib's
# ScriptMaker._build_shebang): "#!/bin/sh\n'''exec' "/long/path/python" "$0" "$@"".
_SH_EXEC = re.compile(r"""^'''exec' "?([^"\s]+)"?""", re.M)

#: The environment as it was when TensorFlow was first seen imported in this kernel
#: (recorded by the IPython extension, tfdoctor/api/magic.py), with when it was taken.
_SNAPSHOT: dict[str, Any] = {}


def tracked_env(env: Mapping[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k in TRACKED or k.startswith("TF_")}


def remember_env(env: Mapping[str, str], when: str) -> None:
    """Keep the tracked variables as they are now (once: the first snapshot wins)."""
    if not _SNAPSHOT:
        _SNAPSHOT.update(env=tracked_env(env), when=when)


@dataclass(frozen=True)
class ImportedModule:
    """A module this kernel holds in sys.modules: its version and package folder."""

    version: str | None
    folder: str | None


@dataclass(frozen=True)
class KernelState:
    #: "colab", "ipykernel" (Jupyter, VS Code...), "" when not called from a kernel
    kind: str
    executable: str = ""
    prefix: str = ""
    #: the first ``pip`` on PATH (what ``!pip`` runs) and the interpreter it runs
    pip: str | None = None
    pip_python: str | None = None
    tensorflow: ImportedModule | None = None
    #: Keras 3's backend as this kernel's keras cached it at import
    keras_backend: str | None = None
    #: tracked variables when TensorFlow was first seen imported, and when that was
    env_then: tuple[tuple[str, str], ...] | None = None
    env_then_when: str = ""
    env_now: tuple[tuple[str, str], ...] = ()
    #: /dev/nvidia* files this process has open: a CUDA context lives here
    gpu_files: tuple[str, ...] = ()

    @property
    def active(self) -> bool:
        return bool(self.kind)

    def to_dict(self) -> dict[str, Any]:
        tf = self.tensorflow
        return {
            "kind": self.kind,
            "executable": self.executable,
            "pip": self.pip,
            "pip_python": self.pip_python,
            "tensorflow_imported": None if tf is None else {"version": tf.version, "folder": tf.folder},
            "keras_backend": self.keras_backend,
            "gpu_files_open": list(self.gpu_files),
        }


NOT_A_KERNEL = KernelState("")


def kernel_kind(modules: Mapping[str, Any]) -> str:
    """What kind of kernel holds these modules; "" for none. Never imports anything."""
    if "google.colab" in modules:
        return "colab"
    ipython = modules.get("IPython")
    get = getattr(ipython, "get_ipython", None)
    shell = get() if callable(get) else None
    if shell is not None and "ipykernel" in modules:
        return "ipykernel"
    return ""


def _imported(modules: Mapping[str, Any], name: str) -> ImportedModule | None:
    mod = modules.get(name)
    if mod is None:
        return None
    version = getattr(mod, "__version__", None)
    file = getattr(mod, "__file__", None)
    folder = str(Path(file).parent) if isinstance(file, str) else None
    return ImportedModule(str(version) if version is not None else None, folder)


def pip_interpreter(host: Host, pip: str) -> str | None:
    """The Python a pip script runs: its shebang (``/usr/bin/env python3`` resolved on
    the host's PATH; distlib's ``/bin/sh`` launcher for long paths read too)."""
    text = host.read_text(pip)
    if not text or not text.startswith("#!"):
        return None
    first = text.splitlines()[0][2:].strip()
    if first.endswith("/sh"):
        m = _SH_EXEC.search(text)
        return m.group(1) if m else None
    parts = first.split()
    if not parts:
        return None
    if parts[0].endswith("/env") and len(parts) > 1:
        return host.which(parts[-1])
    return parts[0]


def _gpu_files(host: Host) -> tuple[str, ...]:
    out = []
    for fd in host.listdir("proc/self/fd"):
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("/dev/nvidia"):
            out.append(target)
    return tuple(sorted(set(out)))


def probe_kernel(
    host: Host,
    modules: Mapping[str, Any] | None = None,
    executable: str | None = None,
    prefix: str | None = None,
) -> KernelState:
    """This process as a kernel; ``NOT_A_KERNEL`` outside one (the CLI, a script)."""
    modules = sys.modules if modules is None else modules
    kind = kernel_kind(modules)
    if not kind:
        return NOT_A_KERNEL
    pip = host.which("pip")
    keras_config = modules.get("keras.src.backend.config")
    backend = getattr(keras_config, "_BACKEND", None)
    snap = dict(_SNAPSHOT)
    env_then = snap.get("env")
    return KernelState(
        kind=kind,
        executable=executable or sys.executable,
        prefix=prefix or sys.prefix,
        pip=pip,
        pip_python=pip_interpreter(host, pip) if pip else None,
        tensorflow=_imported(modules, "tensorflow"),
        keras_backend=str(backend) if backend is not None else None,
        env_then=None if env_then is None else tuple(sorted(env_then.items())),
        env_then_when=str(snap.get("when", "")),
        env_now=tuple(sorted(tracked_env(host.env).items())),
        gpu_files=_gpu_files(host),
    )
