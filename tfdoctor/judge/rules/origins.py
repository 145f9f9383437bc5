"""Judge rules about where TensorFlow, NumPy and Keras really come from (issue 15 c, e).

The child reports, before importing anything, where ``import tensorflow`` (numpy, keras)
resolves -- the working directory, PYTHONPATH, site-packages, in that order, exactly as
the user's ``python train.py`` -- and then the ``tf.__version__`` that imported. These
rules say when that is not the environment's own install.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity, parse_version
from tfdoctor.probes.python_env import site_dirs


def _under(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([os.path.abspath(path), os.path.abspath(folder)]) == (
            os.path.abspath(folder)
        )
    except ValueError:  # different drives on Windows
        return False


def _top_folder(origin: str, name: str) -> str:
    """The sys.path entry a module was found in: ``/x/tensorflow/__init__.py`` -> ``/x``."""
    p = Path(origin)
    if p.name == "__init__.py":
        p = p.parent
    return str(p.parent if p.name in (name, f"{name}.py") or p.stem == name else p)


def _own_copy(f: Facts, name: str, pythonpath: list[str]) -> str | None:
    """The environment's own copy of ``name``: in a site folder not on PYTHONPATH."""
    for site in site_dirs(f.host):
        if any(_under(str(site), entry) for entry in pythonpath):
            continue
        for candidate in (site / name, site / f"{name}.py"):
            if candidate.exists():
                return str(candidate)
    return None


def _failed(f: Facts) -> bool:
    """The child failed where a shadow makes it fail: the import, or the tf.keras fit (a
    keras.py in the working directory imports fine and breaks the fit: the realenv tier's
    w15, keras-team/keras#3165)."""
    fit = (f.runtime.payload.get("keras_fit") or {}).get("fit")
    return (
        bool(f.runtime.import_error)
        or f.runtime.outcome in ("failed", "signaled")
        or fit == "failed"
    )


def _own_prefix(f: Facts) -> str | None:
    """The checked interpreter's sys.prefix: what lies under it is its own, PYTHONPATH or not."""
    if f.host.interpreter is not None:
        return str(f.host.interpreter.prefix)
    return sys.prefix if f.host.live else None


def imported_from_pythonpath(f: Facts) -> list[Finding]:
    entries = f.pythonpath
    if not entries:
        return []
    prefix = _own_prefix(f)
    found = []
    for name, origin in f.origins.items():
        if not origin or origin.startswith("error:"):
            continue
        if prefix and _under(origin, prefix):
            continue  # PYTHONPATH naming the environment's own site-packages shadows nothing
        entry = next((e for e in entries if _under(origin, e)), None)
        if entry is not None:
            found.append((name, origin, entry, _own_copy(f, name, entries)))
    if not found:
        return []
    names = ", ".join(n for n, *_ in found)
    evidence = tuple(
        f"import {n} -> {o} (PYTHONPATH entry {e})"
        + (f"; this environment's own {n}: {own}" if own else f"; no {n} of its own here")
        for n, o, e, own in found
    )
    rest = [e for e in entries if not any(e == entry for _, _, entry, _ in found)]
    keep = f"export PYTHONPATH={os.pathsep.join(rest)}" if rest else "unset PYTHONPATH"
    failed = _failed(f)
    return [
        Finding(
            "imported-from-pythonpath",
            Severity.ERROR if failed else Severity.WARNING,
            f"`import {found[0][0]}` loads the copy on PYTHONPATH ({found[0][2]}), not this "
            f"environment's own" + (" -- and that copy is the one failing" if failed else "")
            if len(found) == 1
            else f"{names} are imported from PYTHONPATH, not from this environment",
            f"PYTHONPATH comes before site-packages, so every `python` in this shell uses those "
            f"copies. Unless you meant to (a source build), drop the entry (here and in the "
            f"shell's startup file, e.g. ~/.bashrc):\n{keep}\n"
            f"or run once without it: env -u PYTHONPATH {f.python_exe} your_script.py",
            evidence,
            values={"modules": [n for n, *_ in found], "pythonpath": entries},
        )
    ]


def shadow_remedy(module: str, path: str) -> str:
    """What to do about a file of the user's taking an installed package's name (the same
    words for check and explain)."""
    folder = Path(path).parent if Path(path).name != "__init__.py" else Path(path).parent.parent
    return (
        f"Rename {path} (a script called {module}.py is the usual cause) and delete "
        f"{folder / '__pycache__'}; or run from another folder."
    )


def shadowed_by_working_directory(f: Facts) -> list[Finding]:
    cwd = f.runtime.payload.get("cwd")
    prefix = _own_prefix(f)
    if not cwd or (prefix and _under(cwd, prefix)):
        return []  # run from inside the environment itself (its site-packages): not a shadow
    out = []
    for name, origin in f.origins.items():
        if not origin or origin.startswith("error:"):
            continue
        if os.path.abspath(_top_folder(origin, name)) == os.path.abspath(cwd):
            local = str(Path(cwd) / (Path(origin).name if origin.endswith(f"{name}.py") else name))
            out.append((name, local))
    if not out:
        return []
    name, local = out[0]
    return [
        shadow_finding(
            name,
            local,
            Severity.ERROR if _failed(f) else Severity.WARNING,
            tuple(f"import {n} -> {p} (working directory first on sys.path)" for n, p in out),
        )
    ]


def shadow_finding(
    module: str, path: str, severity: Severity, evidence: tuple[str, ...]
) -> Finding:
    """``shadowed-by-working-directory``, worded once for check (the child's import origins)
    and explain (a traceback through the user's file: explain/rules/events.py)."""
    return Finding(
        "shadowed-by-working-directory",
        severity,
        f"`{path}` shadows the installed {module}: `import {module}` loads this file "
        "(the script's or working directory comes first on sys.path)",
        shadow_remedy(module, path),
        evidence,
        values={"module": module, "path": path},
    )


def tensorflow_version_disagrees(f: Facts) -> list[Finding]:
    """tf.__version__ is not the METADATA version, from the same files: overwritten."""
    tfi = f.tfi
    runtime_v = f.runtime.tf_version
    if tfi is None or tfi.primary is None or not runtime_v:
        return []
    meta = parse_version(tfi.primary.version)
    imported = parse_version(runtime_v)
    if meta is None or imported is None or meta == imported:
        return []
    tf_file = (f.runtime.payload.get("tensorflow") or {}).get("file")
    if tf_file and not _under(tf_file, str(tfi.primary.location)):
        return []  # another copy imports (PYTHONPATH, the working directory): said there
    owner = next((d for d in tfi.dists if parse_version(d.version) == imported), None)
    names = " ".join(dict.fromkeys(d.name for d in tfi.dists))
    pin = f"{owner.name if owner else tfi.primary.name}=={runtime_v}"
    return [
        Finding(
            "tensorflow-version-disagrees",
            Severity.WARNING,
            f"TensorFlow {runtime_v} imports, but {tfi.primary.name} {tfi.primary.version} is "
            "what pip says is installed: a second distribution overwrote its files",
            "Keep one TensorFlow distribution, pinned to the version that imports now "
            f"(or the one you meant):\n{f.pip} uninstall -y {names}\n"
            f'{f.pip} install --force-reinstall "{pin}"',
            (
                f"tf.__version__ = {runtime_v} ({tf_file or 'the child'})",
                f"{tfi.primary.metadata_path}: Version {tfi.primary.version}",
                *tfi.evidence,
            ),
            values={"imported": runtime_v, "metadata": tfi.primary.version},
        )
    ]


RULES = (imported_from_pythonpath, shadowed_by_working_directory, tensorflow_version_disagrees)


def defer_to_pythonpath(findings: list[Finding]) -> list[Finding]:
    """When the imported copies come from PYTHONPATH, no pip fix for them is safe to run.

    ``/path/to/python -m pip install ...`` changes this environment's own packages, which
    the PYTHONPATH copies keep shadowing (issue 15 e: e3's numpy fix, run in e8's shell,
    installed a second numpy into e8; a pinned TF reinstall would even downgrade e8's
    TensorFlow). So those remedies point at PYTHONPATH first, and show no pip command.
    """
    from tfdoctor.records import replace

    where = next((f for f in findings if f.id == "imported-from-pythonpath"), None)
    if where is None:
        return findings
    modules = set(where.values.get("modules") or ())
    out = []
    for f in findings:
        text = f"{f.id} {f.title} {f.remedy}".lower()
        about = [m for m in modules if m in text]
        if f is not where and about and "pip install" in f.remedy:
            f = replace(
                f,
                remedy=(
                    f"What is imported here ({', '.join(sorted(about))}) comes from PYTHONPATH, "
                    "not from this environment, so a pip command would change the wrong one. Fix "
                    "PYTHONPATH first (imported-from-pythonpath), then run `tfdoctor check` "
                    "again."
                ),
            )
        out.append(f)
    return out
