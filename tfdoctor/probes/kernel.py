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
from pathlib import Path
from typing import Any

from tfdoctor.probes.host import Host
from tfdoctor.records import frozen

#: Variables TensorFlow, the CUDA driver and Keras read when they start (prefix ``TF_``
#: too): CUDA_VISIBLE_DEVICES when CUDA is initialised, KERAS_BACKEND at `import keras`
#: (keras/src/backend/config.py), TF_* and XLA_FLAGS at import or at first GPU use.
TRACKED = ("CUDA_VISIBLE_DEVICES", "KERAS_BACKEND", "XLA_FLAGS")

# pip's launcher for an interpreter path too long for a shebang (distlib's
# ScriptMaker._build_shebang): "#!/bin/sh\n'''exec' "/long/path/python" "$0" "$@"".
_SH_EXEC = r"""(?m)^'''exec' "?([^"\s]+)"?"""  # strings: compiled when first used

#: The environment as it was when TensorFlow was first seen imported in this kernel
#: (recorded by the IPython extension, tfdoctor/api/magic.py), with when it was taken.
_SNAPSHOT: dict[str, Any] = {}


def tracked_env(env: Mapping[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k in TRACKED or k.startswith("TF_")}


def remember_env(env: Mapping[str, str], when: str) -> None:
    """Keep the tracked variables as they are now (once: the first snapshot wins)."""
    if not _SNAPSHOT:
        _SNAPSHOT.update(env=tracked_env(env), when=when)


@frozen
class ImportedModule:
    """A module this kernel holds in sys.modules: its version and package folder."""

    version: str | None
    folder: str | None


@frozen
class KernelState:
    """The Jupyter kernel tfdoctor was called from; NOT_A_KERNEL outside one."""

    #: "colab", "ipykernel" (Jupyter, VS Code...), "" when not called from a kernel
    kind: str
    executable: str = ""
    prefix: str = ""
    #: the first ``pip`` on PATH (what ``!pip`` runs), the environment it installs
    #: into (a prefix, like sys.prefix) and how that was learnt
    pip: str | None = None
    pip_env: str | None = None
    pip_how: str = ""
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
            "pip_environment": self.pip_env,
            "tensorflow_imported": None
            if tf is None
            else {"version": tf.version, "folder": tf.folder},
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


def _is_python(path: str) -> bool:
    return bool(re.fullmatch(r"python[\d.]*(?:w|\.exe)?", Path(path).name, re.I))


def pip_interpreter(host: Host, pip: str) -> str | None:
    """The Python a pip script runs, from its shebang (``/usr/bin/env python3`` resolved
    on the host's PATH; distlib's ``/bin/sh`` launcher for long paths read too). None
    when the script is not a Python launcher (a pyenv or asdf shim is a shell script)."""
    text = host.read_text(pip)
    if not text or not text.startswith("#!"):
        return None
    first = text.splitlines()[0][2:].strip()
    if first.endswith("/sh"):
        m = re.search(_SH_EXEC, text)
        found: str | None = m.group(1) if m else None
    else:
        parts = first.split()
        found = parts[0] if parts else None
        if found and found.endswith("/env") and len(parts) > 1:
            found = host.which(parts[-1])
    return found if found and _is_python(found) else None


# `pip --version`: "pip 24.0 from /env/lib/python3.11/site-packages/pip (python 3.11)"
_PIP_FROM = r"(?m)^pip \S+ from (.+?)[/\\]pip \(python [\d.]+\)\s*$"


def pip_environment(host: Host, pip: str) -> tuple[str | None, str]:
    """The environment ``pip install`` writes into, and how that was learnt: the prefix
    of the interpreter in the shebang, else what ``pip --version`` says (a shim)."""
    python = pip_interpreter(host, pip)
    if python:
        return str(Path(python).parent.parent), f"{pip} runs {python} (its shebang)"
    result = host.run([pip, "--version"], timeout=20.0)
    m = re.search(_PIP_FROM, getattr(result, "stdout", "") or "")
    if not m:
        return None, f"{pip}: not a Python script, and `pip --version` did not say where"
    site = Path(m.group(1))
    # <env>/lib/pythonX.Y/site-packages (POSIX) or <env>\Lib\site-packages (Windows)
    env = site.parent.parent if site.parent.name.lower().startswith("python") else site.parent
    env = env.parent if env.name.lower() == "lib" else env
    return str(env), f"`{pip} --version`: {m.group(0).strip()}"


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
    pip_env, pip_how = pip_environment(host, pip) if pip else (None, "")
    snap = dict(_SNAPSHOT)
    env_then = snap.get("env")
    return KernelState(
        kind=kind,
        executable=executable or sys.executable,
        prefix=prefix or sys.prefix,
        pip=pip,
        pip_env=pip_env,
        pip_how=pip_how,
        tensorflow=_imported(modules, "tensorflow"),
        keras_backend=str(backend) if backend is not None else None,
        env_then=None if env_then is None else tuple(sorted(env_then.items())),
        env_then_when=str(snap.get("when", "")),
        env_now=tuple(sorted(tracked_env(host.env).items())),
        gpu_files=_gpu_files(host),
    )
