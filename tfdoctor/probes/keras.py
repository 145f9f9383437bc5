"""The Keras configuration in effect: backend, where it came from, the legacy flag.

Keras 3 reads its backend once, at import (keras/src/backend/config.py, Keras 3.15):
the config folder is $KERAS_HOME, else ~/.keras (/tmp/.keras when the home folder is
not writable); ``keras.json``'s "backend" is read if the file parses (a ValueError is
ignored), and a non-empty $KERAS_BACKEND overrides it. The default is "tensorflow".
Read through the Host, so fixture homes and unpacked images work the same.
"""

from __future__ import annotations

import json

from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import distributions, find_dist
from tfdoctor.records import frozen

DEFAULT_BACKEND = "tensorflow"
#: The package each Keras 3 backend imports first (keras/src/backend/<name>/core.py:
#: `import jax`, `import torch`, `import openvino`); without it `import keras` fails.
BACKEND_PACKAGES = {"jax": "jax", "torch": "torch", "openvino": "openvino"}


@frozen
class KerasConfig:
    """The Keras backend in effect, and where that was read."""

    backend: Sourced
    #: keras.json that was read (or looked for), as the host shows it
    config_path: str | None = None
    #: the backend's own package is installed (None: not known / not needed)
    backend_installed: bool | None = None
    #: TF_USE_LEGACY_KERAS exactly as set (None: unset)
    legacy_flag: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "backend": self.backend.raw,
            "backend_source": self.backend.source,
            "backend_installed": self.backend_installed,
            "legacy_flag": self.legacy_flag,
        }


def _config_dir(host: Host) -> str | None:
    home = host.getenv("KERAS_HOME")
    if home:
        return home
    user_home = host.getenv("HOME")
    return f"{user_home.rstrip('/')}/.keras" if user_home else None


def _from_config(host: Host, folder: str | None) -> tuple[str | None, str | None]:
    if not folder:
        return None, None
    path = f"{folder}/keras.json"
    text = host.read_text(path)
    if text is None:
        return None, path
    try:
        data = json.loads(text)
    except ValueError:  # Keras ignores a keras.json it cannot parse
        return None, path
    backend = data.get("backend") if isinstance(data, dict) else None
    return (backend if isinstance(backend, str) and backend else None), path


def probe_keras(host: Host) -> KerasConfig:
    env_backend = host.getenv("KERAS_BACKEND")
    from_file, path = _from_config(host, _config_dir(host))
    if env_backend:
        backend = Sourced(env_backend, "$KERAS_BACKEND")
    elif from_file:
        backend = Sourced(from_file, f"{path} (backend)")
    else:
        backend = Sourced(DEFAULT_BACKEND, "Keras default")
    installed = None
    package = BACKEND_PACKAGES.get(backend.raw)
    if package is not None:
        installed = find_dist(distributions(host), package) is not None
    return KerasConfig(backend, path, installed, host.getenv("TF_USE_LEGACY_KERAS"))
