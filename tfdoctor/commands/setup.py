"""Environment files for setup scripts: environment.yml, conda hooks, requirements.txt,
and a bash setup script. Rendering is pure; writing is atomic and never clobbers a file
without ``force``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from tfdoctor.judge.install import extra_requirements, pick_python, tf_requirement
from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.model import InputError
from tfdoctor.records import frozen

FORMATS = ("conda", "pip", "script")
HOOK_NAME = "tfdoctor-tf.sh"


@frozen
class EnvFile:
    path: str  # relative to the output folder (conda) or the file itself (pip, script)
    content: str
    mode: int = 0o644


def choose_release(matrix: Matrix, tf: str | None) -> TFRelease:
    if tf is None:
        return matrix.tensorflow[0]
    rel = matrix.release_for(tf)
    if rel is None:
        raise InputError(f"--tf {tf}: no such TensorFlow line in the matrix")
    return rel


def _q(text: str) -> str:
    """Double-quote for YAML and bash (our values hold no quotes or backslashes)."""
    return '"' + text + '"'


# -- activation hooks ------------------------------------------------------------------
def hook_vars(rel: TFRelease) -> list[tuple[str, str]]:
    """(variable, bash expression of its new value) the recipe needs; [] for none.

    TF's pip page (2.5-2.13 era) put $CONDA_PREFIX/lib (and, from 2.12, the pip cuDNN's
    lib) on LD_LIBRARY_PATH, and XLA_FLAGS=--xla_gpu_cuda_data_dir for libdevice.
    """
    conda = rel.conda or {}
    out: list[tuple[str, str]] = []
    act = conda.get("activate") or {}
    if "CUDNN_PATH" in act:
        mod = act["CUDNN_PATH"].get("python_module_dir", "nvidia.cudnn")
        out.append(
            (
                "CUDNN_PATH",
                f"$(dirname \"$(python -c 'import {mod}; print({mod}.__file__)' 2>/dev/null)\")",
            )
        )
    ld = (act.get("LD_LIBRARY_PATH") or {}).get("prepend") or []
    if ld:
        out.append(("LD_LIBRARY_PATH", ":".join(ld) + "${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"))
    xla = conda.get("xla_libdevice") or {}
    if xla.get("xla_flags"):
        out.append(("XLA_FLAGS", xla["xla_flags"]))
    return out


def activate_hook(variables: list[tuple[str, str]], copy_libdevice: bool = False) -> str:
    """Save each variable (set or unset, exactly) and set the new value."""
    lines = ["# Written by tfdoctor setup: set on conda activate, restored on deactivate.", ""]
    if copy_libdevice:
        # XLA looks for <xla_gpu_cuda_data_dir>/nvvm/libdevice/libdevice.10.bc; the
        # 2.12-era TF page copied conda's lib/libdevice.10.bc there.
        lines += [
            'if [ -f "$CONDA_PREFIX/lib/libdevice.10.bc" ] && '
            '[ ! -e "$CONDA_PREFIX/lib/nvvm/libdevice/libdevice.10.bc" ]; then',
            '    mkdir -p "$CONDA_PREFIX/lib/nvvm/libdevice"',
            '    cp "$CONDA_PREFIX/lib/libdevice.10.bc" "$CONDA_PREFIX/lib/nvvm/libdevice/"',
            "fi",
            "",
        ]
    for name, value in variables:
        lines += [
            f'if [ "${{{name}+set}}" = set ]; then',
            f"    export _TFDOCTOR_HAD_{name}=1",
            f'    export _TFDOCTOR_OLD_{name}="${{{name}}}"',
            "else",
            f"    export _TFDOCTOR_HAD_{name}=0",
            "fi",
            f'export {name}="{value}"',
            "",
        ]
    return "\n".join(lines).rstrip("\n") + "\n"


def deactivate_hook(variables: list[tuple[str, str]]) -> str:
    lines = ["# Written by tfdoctor setup: restores what activate.d/" + HOOK_NAME + " saved.", ""]
    for name, _ in reversed(variables):
        lines += [
            f'if [ "${{_TFDOCTOR_HAD_{name}:-}}" = 1 ]; then',
            f'    export {name}="${{_TFDOCTOR_OLD_{name}-}}"',
            f'elif [ "${{_TFDOCTOR_HAD_{name}:-}}" = 0 ]; then',
            f"    unset {name}",
            "fi",
            f"unset _TFDOCTOR_HAD_{name} _TFDOCTOR_OLD_{name}",
            "",
        ]
    return "\n".join(lines).rstrip("\n") + "\n"


# -- the three formats -----------------------------------------------------------------
def requirements(rel: TFRelease) -> list[str]:
    conda = rel.conda or {}
    return [tf_requirement(rel), *conda.get("pip", []), *extra_requirements(rel)]


def environment_yml(rel: TFRelease, name: str, python: str) -> str:
    conda = rel.conda or {}
    channels = list(conda.get("channels") or ["conda-forge"])
    packages = list(conda.get("packages", []))
    xla = conda.get("xla_libdevice") or {}
    if xla.get("package"):
        channels.append(xla["channel"])
        packages.append(f"{xla['channel']}::{xla['package']}")
    lines = [
        f"# TensorFlow {rel.latest_patch or rel.version} (GPU), written by tfdoctor setup.",
        f"# CUDA {rel.cuda}, cuDNN {rel.cudnn}; Python {rel.python_raw}.",
        f"name: {name}",
        "channels:",
        *[f"  - {c}" for c in channels],
        "dependencies:",
        f"  - python={python}",
        *[f"  - {p}" for p in packages],
        "  - pip",
        "  - pip:",
        *[f"      - {_q(r)}" for r in requirements(rel)],
    ]
    return "\n".join(lines) + "\n"


def requirements_txt(rel: TFRelease) -> str:
    head = [
        f"# TensorFlow {rel.latest_patch or rel.version} (GPU), written by tfdoctor setup.",
        f"# Needs Python {rel.python_raw}"
        + (
            f"; CUDA {rel.cuda} / cuDNN {rel.cudnn} installed system-wide"
            if rel.recipe == "system-cuda"
            else ""
        )
        + ".",
    ]
    return "\n".join(head + requirements(rel)) + "\n"


def setup_script(rel: TFRelease, name: str, python: str) -> str:
    conda = rel.conda or {}
    variables = hook_vars(rel)
    pins = " ".join(_q(r) for r in requirements(rel))
    lines = [
        "#!/usr/bin/env bash",
        f"# Create a conda env (or a venv when conda is absent) with TensorFlow "
        f"{rel.latest_patch or rel.version} for the GPU,",
        "# then prove it with `tfdoctor check --require-gpu --json`. Written by tfdoctor setup.",
        "# Usage: bash THIS_SCRIPT [ENV_NAME]   (TFDOCTOR_SPEC: where to pip install tfdoctor from)",
        "set -euo pipefail",
        "",
        f'ENV_NAME="${{1:-{name}}}"',
        "# tfdoctor itself is installed into the env so `check` inspects that env.",
        'TFDOCTOR_SPEC="${TFDOCTOR_SPEC:-tfdoctor}"',
        'REPORT="${TFDOCTOR_REPORT:-tfdoctor-check-$ENV_NAME.json}"',
        "",
        "if command -v conda >/dev/null 2>&1; then",
        '    eval "$(conda shell.bash hook)"',
        f'    conda create -y -n "$ENV_NAME" python={python}',
    ]
    if conda.get("packages"):
        chans = " ".join(f"-c {c}" for c in conda.get("channels", ["conda-forge"]))
        lines.append(f'    conda install -y -n "$ENV_NAME" {chans} ' + " ".join(conda["packages"]))
    xla = conda.get("xla_libdevice") or {}
    if xla.get("package"):
        lines.append(f'    conda install -y -n "$ENV_NAME" -c {xla["channel"]} {xla["package"]}')
    lines += ['    conda activate "$ENV_NAME"']
    if variables:
        lines += [
            '    mkdir -p "$CONDA_PREFIX/etc/conda/activate.d" "$CONDA_PREFIX/etc/conda/deactivate.d"',
            f"    cat > \"$CONDA_PREFIX/etc/conda/activate.d/{HOOK_NAME}\" <<'TFDOCTOR_HOOK'",
            activate_hook(variables).rstrip("\n"),
            "TFDOCTOR_HOOK",
            f"    cat > \"$CONDA_PREFIX/etc/conda/deactivate.d/{HOOK_NAME}\" <<'TFDOCTOR_HOOK'",
            deactivate_hook(variables).rstrip("\n"),
            "TFDOCTOR_HOOK",
        ]
    if xla.get("copy_libdevice"):
        lines += [
            '    mkdir -p "$CONDA_PREFIX/lib/nvvm/libdevice"',
            '    cp "$CONDA_PREFIX/lib/libdevice.10.bc" "$CONDA_PREFIX/lib/nvvm/libdevice/"',
        ]
    lines += [
        "else",
        f'    "python{python}" -m venv "$ENV_NAME"',
        "    # shellcheck disable=SC1091",
        '    source "$ENV_NAME/bin/activate"',
        "fi",
        "",
        "pip install --upgrade pip",
        f"pip install {pins}",
        'pip install "$TFDOCTOR_SPEC"',
    ]
    if variables:
        lines += [
            'if [ -n "${CONDA_PREFIX:-}" ]; then',
            "    # shellcheck disable=SC1090,SC1091",
            f'    source "$CONDA_PREFIX/etc/conda/activate.d/{HOOK_NAME}"',
            "fi",
        ]
    lines += [
        "",
        'if ! tfdoctor check --require-gpu --json > "$REPORT"; then',
        '    echo "tfdoctor setup: FAILED: TensorFlow in $ENV_NAME cannot train on the GPU;'
        ' see $REPORT (tfdoctor check -v explains)" >&2',
        "    exit 1",
        "fi",
        'echo "tfdoctor setup: $ENV_NAME is ready: TensorFlow trains on the GPU ($REPORT)"',
    ]
    return "\n".join(lines) + "\n"


def render(
    matrix: Matrix, fmt: str, tf: str | None = None, name: str = "tf", python: str | None = None
) -> tuple[TFRelease, tuple[EnvFile, ...]]:
    """The files of a format for a TF line (default: the newest)."""
    if fmt not in FORMATS:
        raise InputError(f"--format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    rel = choose_release(matrix, tf)
    if rel.cuda is None:
        raise InputError(f"TF {rel.version} has no GPU build to set up")
    py = pick_python(rel, python)
    if fmt == "pip":
        return rel, (EnvFile("requirements.txt", requirements_txt(rel)),)
    if fmt == "script":
        return rel, (EnvFile(f"setup-tf{rel.version}.sh", setup_script(rel, name, py), 0o755),)
    files = [EnvFile("environment.yml", environment_yml(rel, name, py))]
    variables = hook_vars(rel)
    if variables:
        copy = bool((rel.conda or {}).get("xla_libdevice", {}).get("copy_libdevice"))
        files.append(EnvFile(f"etc/conda/activate.d/{HOOK_NAME}", activate_hook(variables, copy)))
        files.append(EnvFile(f"etc/conda/deactivate.d/{HOOK_NAME}", deactivate_hook(variables)))
    return rel, tuple(files)


def targets(files: tuple[EnvFile, ...], fmt: str, out: Path | None) -> list[tuple[Path, EnvFile]]:
    """Where each file goes: conda writes into a folder (default "."); pip and script
    write one file (``out`` names it; default its own name in ".")."""
    if fmt == "conda" or out is None:
        base = Path(out) if out is not None else Path(".")
        return [(base / f.path, f) for f in files]
    return [(Path(out), files[0])]


def write_files(placed: list[tuple[Path, EnvFile]], force: bool = False) -> list[Path]:
    """Write atomically (temp files + os.replace); refuse to overwrite without force.

    Every file is written to a temp file beside its target first; only when all of them
    are complete are they renamed into place, so a full disk or an unwritable folder
    leaves nothing behind and is one error line (exit 2), not a traceback.
    """
    existing = [p for p, _ in placed if p.exists()]
    if existing and not force:
        raise InputError(f"{existing[0]} exists; pass --force to overwrite it")
    temps: list[tuple[str, Path]] = []
    path = placed[0][0] if placed else Path(".")
    try:
        for path, f in placed:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
            temps.append((tmp, path))
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(f.content)
            os.chmod(tmp, f.mode)
        for tmp, path in temps:
            os.replace(tmp, path)
    except OSError as exc:
        raise InputError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        for tmp, _ in temps:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return [p for p, _ in placed]
