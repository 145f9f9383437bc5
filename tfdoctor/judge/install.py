"""How to install a TensorFlow release: the Python to pick, the pip requirement lines, and
the commands for a platform (pip on Linux/WSL2, the last native-Windows GPU recipe)."""

from __future__ import annotations

from packaging.version import Version

from tfdoctor.judge.matrix import TFRelease
from tfdoctor.model import InputError, parse_version


def pick_python(rel: TFRelease, wanted: str | None) -> str:
    """The Python to pin in a new env: the wanted one if the line supports it, else the
    newest 3.x the line supports."""
    v = parse_version(wanted)
    if v is not None and rel.python.contains(Version(f"{v.major}.{v.minor}")):
        return f"{v.major}.{v.minor}"
    for minor in range(20, 4, -1):
        if rel.python.contains(Version(f"3.{minor}")):
            return f"3.{minor}"
    raise InputError(f"TF {rel.version}: no Python 3 satisfies {rel.python_raw}")


def tf_requirement(rel: TFRelease, mode: str = "gpu") -> str:
    """The exact pip requirement: tensorflow[and-cuda]==2.21.0, tensorflow-gpu==2.0.4..."""
    patch = rel.latest_patch or f"{rel.version}.0"
    if mode == "gpu" and rel.recipe == "and-cuda":
        return f"tensorflow[and-cuda]=={patch}"
    if mode == "gpu" and rel.recipe == "tensorflow-gpu":
        return f"tensorflow-gpu=={patch}"
    return f"tensorflow=={patch}"


def extra_requirements(rel: TFRelease) -> tuple[str, ...]:
    """Pins the TF wheel forgot: numpy<2 for lines built before NumPy 2 whose own pin has no
    upper bound (2.7-2.11 say numpy>=1.x; NumPy 2 breaks their compiled modules), and
    protobuf<3.20 for lines built before protobuf 4 whose pin has none (2.0-2.5 say
    protobuf>=3.x; their generated code raises "Descriptors cannot be created directly"
    under protobuf 4+). Applied to real copies: a Python 3.10 venv with tensorflow==2.10.1
    from pip gets numpy 2.2.6 and fails its import with "_ARRAY_API not found" until
    numpy<2; a Python 3.7 venv with tensorflow==1.15.5 gets protobuf 4.24.4 and fails with
    the Descriptors error until protobuf<3.20 (3.19.6), then runs a session; `tfdoctor setup
    --tf 2.3 --format pip` on Python 3.8: plain tensorflow==2.3.4 takes protobuf 5.29.6 and
    fails, the written requirements take 3.19.6 and a tf.keras fit runs."""
    out = []
    spec = rel.numpy or ""
    if rel.key < (2, 18) and spec and "<" not in spec and "~=" not in spec:
        out.append("numpy<2")
    pb = rel.protobuf or ""
    if rel.key < (2, 12) and pb and "<" not in pb and "~=" not in pb:
        out.append("protobuf<3.20")
    return tuple(out)


def install_commands(
    rel: TFRelease, python: str | None, os_name: str, mode: str
) -> tuple[str, ...]:
    """The commands that install ``rel`` for Python ``python`` on ``os_name`` (linux, wsl2,
    windows, macos); ``mode`` is "gpu" or "cpu"."""
    req = tf_requirement(rel, mode)
    extras = " ".join(f'"{r}"' for r in extra_requirements(rel))
    pin = f'"{req}"' + (f" {extras}" if extras else "")
    py = pick_python(rel, python)
    conda = rel.conda if mode == "gpu" else None
    if conda:
        cmds = [
            f"conda create -y -n tf python={py}",
            "conda activate tf",
            f"conda install -y -c {' -c '.join(conda.get('channels', ['conda-forge']))} "
            + " ".join(conda.get("packages", [])),
        ]
        cmds.append(f"python -m pip install {pin} " + " ".join(conda.get("pip", [])))
        if os_name != "windows":
            cmds.append(f"tfdoctor setup --format conda --tf {rel.version}  # activation hooks")
    else:
        act = r"tf\Scripts\activate" if os_name == "windows" else "source tf/bin/activate"
        cmds = [f"python{py} -m venv tf", act, "python -m pip install --upgrade pip"]
        if mode == "gpu" and rel.recipe == "system-cuda":
            cmds.insert(0, f"# install CUDA {rel.cuda} and cuDNN {rel.cudnn} system-wide first")
        cmds.append(f"python -m pip install {pin}")
    cmds.append("tfdoctor check --require-gpu" if mode == "gpu" else "tfdoctor check")
    return tuple(c.rstrip() for c in cmds)
