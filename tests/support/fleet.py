"""Real `check --json` documents from fixture machines (the whole pipeline, no TF child),
for the fleet and health tests; `vary` edits one for a drifting node."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.support import machines as M
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.report.check import to_json

A100 = ("NVIDIA A100-SXM4-40GB", "8.0", 40960)


def check_report(
    root: Path,
    host: str = "gpu-node-01",
    *,
    driver: str = "560.35.03",
    gpus: tuple = (A100, A100),
    tf: str = "2.18.0",
    cudnn: str = "9.3.0.75",
    env: dict[str, str] | None = None,
    extra: dict[str, str] | None = None,
    keras: str = "3.5.0",
    numpy: str = "1.26.4",
    cudart: str = "12.5.82",
    build: tuple[str, str] = ("12.5.1", "9"),
):
    """The CheckReport of a fixture GPU node (tensorflow[and-cuda] wheels); ``build`` is
    the (CUDA, cuDNN) TensorFlow's build_info names."""
    files = {
        **M.tensorflow(tf, build[0], build[1], keras=keras, numpy=numpy),
        **M.pip_cuda12(cudart=cudart, cudnn=cudnn),
        "proc/sys/kernel/hostname": host + "\n",
        **(extra or {}),
    }
    h = M.machine(root, files, smi_answer=M.smi(driver, "12.6", gpus) if gpus else None, env=env)
    opts = CheckOptions(runtime=False)
    return judge_facts(gather(h, load_matrix(), opts), opts.timeout)


def check_doc(root: Path, host: str = "gpu-node-01", **kw: Any) -> dict[str, Any]:
    return json.loads(json.dumps(to_json(check_report(root, host, **kw)), default=str))


def vary(doc: dict[str, Any], host: str, **versions: str | None) -> dict[str, Any]:
    """A copy of ``doc`` for another host, with some component versions changed."""
    out = copy.deepcopy(doc)
    out["host"] = host
    for comp, version in versions.items():
        out["components"][comp]["version"] = version
    return out


def with_error(doc: dict[str, Any], fid: str = "cudnn-version-mismatch") -> dict[str, Any]:
    out = copy.deepcopy(doc)
    out["findings"].insert(0, {"id": fid, "severity": "error", "title": "planted", "remedy": ""})
    out["verdict"] = "problems"
    return out


def write(folder: Path, docs: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, doc in docs.items():
        text = doc if isinstance(doc, str) else json.dumps(doc)
        (folder / name).write_text(text, encoding="utf-8")
    return folder
