"""Build a scenario's venv from the registry, take the truth from its own python, run tfdoctor.

Venvs live outside the repo (``TFDOCTOR_REALENV_DIR``, default ``~/.cache/tfdoctor-realenv``)
and are reused when their recipe has not changed (a hash of it is stored beside them); pip's
own cache makes a rebuild quick. Nothing here imports tfdoctor: the tool is run as a
command, installed into the environment the way README.md tells a user to.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ROOT = Path(os.environ.get("TFDOCTOR_REALENV_DIR", Path.home() / ".cache" / "tfdoctor-realenv"))
TOOL_DEPS = ["typer>=0.12,<0.29", "psutil>=5.8", "nvidia-ml-py>=11.515.48", "packaging>=21"]
TRUTH_IMPORT = "import tensorflow as tf; print(tf.__version__)"
TRUTH_FIT = (
    "import numpy as np, tensorflow as tf\n"
    "m = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)])\n"
    "m.compile(optimizer='sgd', loss='mse')\n"
    "m.fit(np.zeros((8, 4)), np.zeros((8, 2)), epochs=1, verbose=0)\n"
    "print('fit-ok')\n"
)


def run(argv: list[str], env: dict | None = None, timeout: float = 900, cwd: Path | None = None):
    full = dict(os.environ, **(env or {}))
    full.pop("PYTHONPATH", None) if "PYTHONPATH" not in (env or {}) else None
    return subprocess.run(argv, capture_output=True, text=True, env=full, timeout=timeout, cwd=cwd)


@dataclass
class Env:
    scenario: dict
    path: Path

    @property
    def python(self) -> str:
        return str(self.path / "bin" / "python")

    @property
    def cwd(self) -> Path | None:
        """The working directory the user's programs run in: a folder holding the scenario's
        ``files`` (a ``tensorflow.py``, a ``keras/`` without ``__init__.py``), else None."""
        return ROOT / "work" / self.scenario["id"] if self.scenario.get("files") else None

    @property
    def site(self) -> str:
        return run(
            [self.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]
        ).stdout.strip()

    def env(self) -> dict:
        out = {}
        for k, v in (self.scenario.get("env") or {}).items():
            if v.startswith("{site:"):
                from tests.realenv.scenarios import by_id

                v = build(by_id(v[6:-1])).site
            out[k] = v
        return out


KEEP = os.environ.get("TFDOCTOR_REALENV_KEEP") == "1"


def discard(e: Env, force: bool = False) -> None:
    """A TensorFlow venv is ~2 GB: drop it after use unless TFDOCTOR_REALENV_KEEP=1 (pip's
    cache makes the next build take well under a minute)."""
    if force or not KEEP:
        shutil.rmtree(e.path, ignore_errors=True)


def _recipe(s: dict) -> str:
    data = {k: s.get(k) for k in ("packages", "steps")} | {"py": sys.version_info[:2]}
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def build(s: dict, suffix: str = "") -> Env:
    """The scenario's venv, built (or reused) with pip from the registry."""
    path = ROOT / ((s.get("venv") or s["id"]) + suffix)
    stamp = path / ".recipe"
    if stamp.exists() and stamp.read_text() == _recipe(s):
        _tool_from_this_repo(path)
        return _with_files(Env(s, path))
    shutil.rmtree(path, ignore_errors=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "venv", str(path)], check=True)
    pip = [
        str(path / "bin" / "python"),
        "-m",
        "pip",
        "install",
        "-q",
        "--disable-pip-version-check",
        "--no-compile",  # bytecode is written on first import; compiling all of TF costs minutes
    ]
    subprocess.run(pip + ["--upgrade", "pip"], check=True, capture_output=True)
    subprocess.run(pip + list(s["packages"]), check=True, capture_output=True)
    for step in s.get("steps") or []:
        subprocess.run(pip + list(step), check=True, capture_output=True)
    # tfdoctor goes in the way README tells a user: into the environment it checks, with
    # its own small dependencies only (never TensorFlow's).
    subprocess.run(pip + TOOL_DEPS, check=True, capture_output=True)
    subprocess.run(pip + ["--no-deps", "-e", str(REPO)], check=True, capture_output=True)
    stamp.write_text(_recipe(s))
    return _with_files(Env(s, path))


def _tool_from_this_repo(path: Path) -> None:
    """A reused venv keeps the editable tfdoctor of whichever checkout built it: point it at
    this one (a run from a worktree must test the worktree's code, not main's)."""
    urls = list(path.glob("lib/python*/site-packages/tfdoctor-*.dist-info/direct_url.json"))
    want = REPO.as_uri()
    if urls and json.loads(urls[0].read_text()).get("url") == want:
        return
    pip = [str(path / "bin" / "python"), "-m", "pip", "install", "-q"]
    subprocess.run(
        pip + ["--no-deps", "--disable-pip-version-check", "-e", str(REPO)],
        check=True,
        capture_output=True,
    )


def _with_files(e: Env) -> Env:
    """Write the scenario's ``files`` into its working directory, afresh."""
    if e.cwd is not None:
        shutil.rmtree(e.cwd, ignore_errors=True)
        for rel, text in e.scenario["files"].items():
            target = e.cwd / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    return e


@dataclass
class Truth:
    imports: bool
    version: str | None
    fit: bool
    user_code: bool
    pip_check: bool
    detail: list[str] = field(default_factory=list)
    #: the first probe that failed ("import", "fit", "user_code"; "pip check" when only
    #: pip check did) and its output exactly as the user sees it: stderr (the traceback and
    #: the TensorFlow notices before it), or pip check's stdout
    failed: str | None = None
    log: str = ""
    #: the failing probe's command (for `explain -- COMMAND`, which reads the environment)
    argv: list[str] = field(default_factory=list)

    @property
    def state(self) -> str:
        if not (self.imports and self.fit and self.user_code):
            return "broken"
        return "inconsistent" if not self.pip_check else "healthy"


def truth(e: Env) -> Truth:
    """What the environment's own python does: never tfdoctor's opinion."""
    env, cwd = e.env(), e.cwd
    imp = run([e.python, "-c", TRUTH_IMPORT], env, timeout=300, cwd=cwd)
    fit = run([e.python, "-c", TRUTH_FIT], env, timeout=300, cwd=cwd)
    code = e.scenario.get("user_code")
    user = run([e.python, "-c", code], env, timeout=300, cwd=cwd) if code else None
    chk = run([e.python, "-m", "pip", "check"], env, timeout=120, cwd=cwd)
    last = [r.stderr.strip().splitlines()[-1:] for r in (imp, fit, user) if r and r.returncode]
    probes = (("import", imp), ("fit", fit), ("user_code", user), ("pip check", chk))
    argvs = {
        "import": [e.python, "-c", TRUTH_IMPORT],
        "fit": [e.python, "-c", TRUTH_FIT],
        "user_code": [e.python, "-c", code or ""],
    }
    failed = next(((n, r) for n, r in probes if r is not None and r.returncode), (None, None))
    return Truth(
        imports=imp.returncode == 0,
        version=imp.stdout.strip().splitlines()[-1]
        if imp.returncode == 0 and imp.stdout.strip()
        else None,
        fit=fit.returncode == 0,
        user_code=user is None or user.returncode == 0,
        pip_check=chk.returncode == 0,
        detail=[line for lines in last for line in lines]
        + ([chk.stdout.strip()] if chk.returncode else []),
        failed=failed[0],
        log=(failed[1].stdout if failed[0] == "pip check" else failed[1].stderr)
        if failed[1] is not None
        else "",
        argv=[str(a) for a in argvs.get(failed[0] or "", [])],
    )


def tfdoctor(e: Env, *args: str, timeout: float = 600, stdin: str | None = None):
    full = dict(os.environ, **e.env())
    full.pop("PYTHONPATH", None) if "PYTHONPATH" not in e.env() else None
    return subprocess.run(
        [str(e.path / "bin" / "tfdoctor"), *args],
        capture_output=True,
        text=True,
        env=full,
        timeout=timeout,
        cwd=e.cwd,
        input=stdin,
    )


def explain_json(e: Env, log: str, argv: list[str] | None = None) -> dict:
    """``tfdoctor explain - --json`` in the environment, fed the failing program's output;
    with ``argv``, ``tfdoctor explain --json -- ARGV``: it runs the command and reads the
    environment it ran in (what a bare log cannot show, such as PYTHONPATH)."""
    if argv:
        return json.loads(tfdoctor(e, "explain", "--json", "--", *argv).stdout)
    return json.loads(tfdoctor(e, "explain", "-", "--json", stdin=log).stdout)


#: the package or setting a finding is about, where its values do not name one
CULPRIT_OF_ID = {
    "numpy-abi-mismatch": "numpy",
    "numpy-version-unsupported": "numpy",
    "protobuf-incompatible": "protobuf",
    "keras-version-mismatch": "keras",
    "ml-dtypes-incompatible": "ml-dtypes",
    "tf-keras-version-mismatch": "tf-keras",
    "imported-from-pythonpath": "PYTHONPATH",
}


def norm(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def culprit(finding: dict | None) -> str | None:
    """The package (or setting) a finding names: its ``package`` value, else the top-level
    module it names, else the Keras backend setting, else what its id is about."""
    if not finding:
        return None
    values = finding.get("values") or {}
    if values.get("package"):
        return norm(str(values["package"]))
    if values.get("module"):
        return norm(str(values["module"]).split(".")[0])
    if finding["id"].startswith("keras-backend") and values.get("backend"):
        return "KERAS_BACKEND"
    return CULPRIT_OF_ID.get(finding["id"])


def names(finding: dict | None, who: str) -> bool:
    """Whether a finding names ``who`` in its title or values (spelling of - and _ aside)."""
    if not finding:
        return False
    text = norm(finding.get("title", "") + " " + json.dumps(finding.get("values") or {}))
    return norm(who) in text if who != "KERAS_BACKEND" else "keras-backend" in text


def check_json(e: Env, *args: str) -> tuple[int, dict]:
    res = tfdoctor(e, "check", "--json", *args)
    return res.returncode, json.loads(res.stdout)


def pip_fixes(report: dict) -> list[list[str]]:
    """The pip arguments of each pip line of the first error (else warning) finding's remedy,
    in order: a remedy lists what to try first."""
    for sev in ("error", "warning"):
        for f in report.get("findings", []):
            if f["severity"] != sev:
                continue
            out = []
            for line in (f.get("remedy") or "").replace("`", "\n").splitlines():
                words = shlex.split(line.split("  #")[0]) if "pip" in line else []
                if "pip" in words and "install" in words and words[-1] != "install":
                    out.append(words[words.index("install") + 1 :])
            if out:
                return out
    return []


def remedy_steps(report: dict) -> list[tuple[str, object]]:
    """The first error (else warning) finding's remedy as steps, in its order (issue 19 (b)):
    ("pip", install args), ("env", {NAME: VALUE}) for an ``export``, ("unset", NAME)."""
    for sev in ("error", "warning"):
        for f in report.get("findings", []):
            if f["severity"] != sev:
                continue
            steps: list[tuple[str, object]] = []
            for line in (f.get("remedy") or "").replace("`", "\n").splitlines():
                code = line.split("  #")[0].strip()
                try:
                    words = shlex.split(code)
                except ValueError:
                    continue
                if "pip" in words and "install" in words and words[-1] != "install":
                    args = words[words.index("install") + 1 :]
                    # prose after the line ("... and export X=1 (before ...)") is not pip's
                    cut = next((i for i, w in enumerate(args) if w in ("and", "or", "then")), None)
                    steps.append(("pip", args[:cut]))
                    if cut is not None and args[cut + 1 : cut + 2] == ["export"]:
                        rest = args[cut + 2 : cut + 3]
                        if rest and "=" in rest[0]:
                            k, v = rest[0].split("=", 1)
                            steps.append(("env", {k: v}))
                elif words[:1] == ["export"] and len(words) >= 2 and "=" in words[1]:
                    k, v = words[1].split("=", 1)
                    steps.append(("env", {k: v}))
                elif words[:1] == ["unset"] and len(words) >= 2:  # "unset X (or set it ...)"
                    steps.append(("unset", words[1]))
                elif words[:1] == ["Rename"] and len(words) >= 2:  # a shadowing file of the user's
                    steps.append(("rename", words[1]))
            if steps:
                return steps
    return []


def pins_tensorflow(args: list[str]) -> bool:
    return any(a.lower().startswith("tensorflow==") for a in args)


def resolve(e: Env, pip_args: list[str]) -> tuple[bool, list[str]]:
    """pip's own resolver (``install --dry-run --report``): (resolved, what it would install)."""
    report = e.path / ".dry-run.json"
    res = run(
        [e.python, "-m", "pip", "install", "--dry-run", "--report", str(report), *pip_args], e.env()
    )
    if res.returncode != 0:
        return False, [res.stderr.strip()[-300:]]
    data = json.loads(report.read_text())
    return True, [
        f"{i['metadata']['name']}=={i['metadata']['version']}" for i in data.get("install", [])
    ]


def moves_tensorflow(changes: list[str], version: str | None) -> bool:
    return any(
        c.split("==")[0].lower() in ("tensorflow", "tensorflow-cpu") and c.split("==")[1] != version
        for c in changes
    )
