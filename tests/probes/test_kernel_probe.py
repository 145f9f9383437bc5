"""probes/kernel.py: the calling kernel, read from sys.modules and through the Host."""

from __future__ import annotations

import os
import stat
import sys
from types import SimpleNamespace

import pytest

from tfdoctor.probes import kernel as K
from tfdoctor.probes.host import CommandResult, Host


def shell(active=True):
    return SimpleNamespace(get_ipython=lambda: object() if active else None)


@pytest.mark.parametrize(
    "modules, kind",
    [
        pytest.param({"IPython": shell(), "ipykernel": object()}, "ipykernel", id="jupyter"),
        pytest.param({"google.colab": object(), "IPython": shell()}, "colab", id="colab"),
        pytest.param({"IPython": shell(), "ipykernel": None}, "ipykernel", id="ipykernel-key"),
        pytest.param({"IPython": shell(active=False), "ipykernel": object()}, "", id="no-shell"),
        pytest.param({"IPython": shell()}, "", id="terminal-ipython"),
        pytest.param({}, "", id="script"),
    ],
)
def test_kernel_kind(modules, kind):
    assert K.kernel_kind(modules) == kind


def script(path, text):
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def host(tmp_path, *dirs):
    return Host(env={"PATH": os.pathsep.join(str(d) for d in dirs)}, live=False)


def test_pip_shebang_env_and_long_path_launcher(tmp_path):
    (tmp_path / "bin").mkdir()
    h = host(tmp_path, tmp_path / "bin")
    pip = script(tmp_path / "bin" / "pip", "#!/opt/envB/bin/python3.11\nimport pip\n")
    assert K.pip_environment(h, str(pip))[0] == "/opt/envB"
    # distlib's launcher when the interpreter path is too long for a shebang
    script(pip, "#!/bin/sh\n'''exec' \"/very/long/env/bin/python\" \"$0\" \"$@\"\n' '''\n")
    assert K.pip_interpreter(h, str(pip)) == "/very/long/env/bin/python"
    # /usr/bin/env python3: resolved on the host's PATH
    py = script(tmp_path / "bin" / "python3", "")
    script(pip, "#!/usr/bin/env python3\n")
    assert K.pip_interpreter(h, str(pip)) == str(py)


def test_a_shell_shim_is_asked_pip_version(tmp_path):
    """pyenv's shim is a bash script: its shebang says nothing, `pip --version` does."""
    calls = []

    def runner(argv, timeout):
        calls.append(argv)
        out = "pip 23.2.1 from /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/pip (python 3.11)\n"
        return CommandResult(tuple(argv), returncode=0, stdout=out)

    shim = script(tmp_path / "pip", '#!/usr/bin/env bash\nexec pyenv exec pip "$@"\n')
    h = Host(env={"PATH": str(tmp_path)}, runner=runner)
    env, how = K.pip_environment(h, str(shim))
    assert env == "/root/.pyenv/versions/3.11.7" and "--version" in how
    assert calls == [[str(shim), "--version"]]


def test_probe_reads_tensorflow_from_sys_modules_only(tmp_path):
    fake_tf = SimpleNamespace(__version__="2.16.1", __file__="/s/tensorflow/__init__.py")
    keras_cfg = SimpleNamespace(_BACKEND="tensorflow")
    modules = {
        "IPython": shell(),
        "ipykernel": object(),
        "tensorflow": fake_tf,
        "keras.src.backend.config": keras_cfg,
    }
    fd = tmp_path / "proc" / "self" / "fd"
    fd.mkdir(parents=True)
    os.symlink("/dev/nvidia0", fd / "7")
    os.symlink("/dev/null", fd / "8")
    h = Host(root=tmp_path, env={"PATH": "", "CUDA_VISIBLE_DEVICES": "1", "HOME": "/h"})
    k = K.probe_kernel(h, modules, executable="/env/bin/python", prefix="/env")
    assert k.active and k.kind == "ipykernel"
    assert k.tensorflow == K.ImportedModule("2.16.1", "/s/tensorflow")
    assert k.keras_backend == "tensorflow"
    assert k.gpu_files == ("/dev/nvidia0",)
    assert k.env_now == (("CUDA_VISIBLE_DEVICES", "1"),)
    assert "tensorflow" not in sys.modules or sys.modules["tensorflow"] is not fake_tf


def test_not_a_kernel():
    assert K.probe_kernel(Host(), {}) is K.NOT_A_KERNEL and not K.NOT_A_KERNEL.active


def test_snapshot_is_taken_once(monkeypatch):
    monkeypatch.setattr(K, "_SNAPSHOT", {})
    K.remember_env({"TF_X": "1", "OTHER": "y"}, "first")
    K.remember_env({"TF_X": "2"}, "second")
    assert K._SNAPSHOT == {"env": {"TF_X": "1"}, "when": "first"}
