"""What a log says about installs and environments, read line by line for LogContext
(explain/context.py, split for module size): pip's commands and what they put in or took out,
a new venv or conda activation (another environment from there on), the Edge TPU compiler's
counts, a conda prompt and settings naming another environment's folder."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.listing_lines import CONDA_PROMPT, EDGETPU_OPS, ENV_PATH, NEW_ENV, PIP_TF_DIST

# pip's command line and its "Found existing installation: tensorflow 2.18.0" (one run's "from")
_PIP_CMD = re.compile(r"\bpip3?(?:\.exe)? install\b(?P<args>.*)|^\s*(?P<tox>\w[\w-]*: install_deps>)")
_FOUND_TF = re.compile(r"Found existing installation: tensorflow (\d+\.\d+\.\d+)\b")


def see_installs(ctx: Any, line: str, low: str, line_no: int) -> None:
    """Update ``ctx`` (a LogContext) from one line."""
    if " install" in low and (c := _PIP_CMD.search(line)):
        ctx._pip_cmd = c.group("args") or ""  # (a tox env's install: another environment)
        if c.group("tox"):
            ctx.tf_installs.clear()
            ctx.pip_dists.clear()
    if "xla_" in low or "ld_library_path" in low:
        if (m := CONDA_PROMPT.match(line)) is not None:
            ctx.conda_prompt = m.group("env")
        var = "xla" if "xla_gpu_cuda_data_dir" in low else "ld" if "ld_library_path" in low else None
        if var is not None:
            # (the latest value of each setting, with every environment it names: a setting
            # fixed later in the log is no longer stale; the second review of the fifteenth session)
            envs = tuple(e.group("env") for e in ENV_PATH.finditer(line))
            ctx.env_paths = [x for x in ctx.env_paths if x[2] != var]
            if envs:
                ctx.env_paths.append((envs, f"line {line_no}: {line.strip()[:300]}", var))
    if "number of operations that will run on" in low and (m := EDGETPU_OPS.search(line)):
        ctx.edgetpu_ops[m.group(1).lower()] = int(m.group(2))
    if "pip-build-env" in low:
        ctx.build_env = True
    if " install" in low and (pm := CONDA_PROMPT.match(line)) is not None:
        ctx._active_env = pm.group("env")  # (the environment pip ran in)
    if ("activate" in low or "-m venv" in low or "virtualenv " in low) and (n := NEW_ENV.match(line.strip())):
        name = next((g for g in n.groups() if g), "")
        made = bool(n.group("venv") or n.group("venv2"))
        if made or name.rstrip("/\\").rsplit("/", 1)[-1] != (ctx._active_env or ""):
            ctx.tf_installs.clear()  # (another environment from here on: the reviews of the
            ctx.pip_dists.clear()  # fifteenth session)
        ctx._active_env = None if made else name.rstrip("/\\").rsplit("/", 1)[-1]
    if "found existing installation: tensorflow " in low and (m := _FOUND_TF.search(line)):
        ctx.tf_installs.append((m.group(1), f"line {line_no}: {line.strip()[:300]}", None))
    if "successfully installed" in low or "successfully uninstalled" in low:
        # (one reading of pip's "Successfully installed ... tensorflow-2.10.1 ..." lines, bold
        # marks of a paste kept: the distributions left installed, and TensorFlow's own release)
        where, seen_tf = f"line {line_no}: {line.strip()[:300]}", False
        for m in PIP_TF_DIST.finditer(line):
            name = m.group("name").lower().replace("_", "-")
            if "successfully uninstalled" in low:
                ctx.pip_dists.pop(name, None)
                continue
            ctx.pip_dists[name] = (m.group("ver"), where)
            if name == "tensorflow" and not seen_tf and re.fullmatch(r"\d+\.\d+\.\d+", m.group("ver")):
                ctx.tf_installs.append((m.group("ver"), where, ctx._pip_cmd))
                seen_tf = True
