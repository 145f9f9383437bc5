"""`tfdoctor fleet merge`: read many nodes' `check --json` reports, judge them as one.

Arguments are report files or folders (every ``*.json`` directly inside, sorted). A
path that does not exist, a file that cannot be read or is not JSON is bad input (exit
2, one line naming it): a truncated report must not silently drop its node. A JSON
document that is not a check report is named as skipped.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from tfdoctor.judge.fleet import Fleet, NodeReport, Skipped, merge, node_from_doc
from tfdoctor.model import InputError


def report_files(paths: Sequence[Path]) -> list[Path]:
    if not paths:
        raise InputError("give report files or a folder of them (REPORT.json... | DIR)")
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted(q for q in p.glob("*.json") if q.is_file())
            if not found:
                raise InputError(f"{p}: no *.json reports in this folder")
            files.extend(found)
        elif p.is_file():
            files.append(p)
        else:
            raise InputError(f"{p}: no such file or folder")
    return files


def read_report(path: Path) -> NodeReport | Skipped:
    try:
        doc = json.loads(path.read_bytes())
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except (UnicodeDecodeError, ValueError) as exc:
        # json.JSONDecodeError is a ValueError; so is a NUL-ridden or truncated file
        raise InputError(f"{path}: not a JSON report ({exc})") from None
    return node_from_doc(doc, path.name)


def run_fleet_merge(paths: Sequence[Path]) -> Fleet:
    items = [read_report(p) for p in report_files(paths)]
    if not any(isinstance(i, NodeReport) for i in items):
        reasons = "; ".join(f"{s.file}: {s.reason}" for s in items[:3] if isinstance(s, Skipped))
        raise InputError(f"no `check --json` report among the inputs ({reasons})")
    from tfdoctor.judge.matrix_loader import load_matrix

    # the matrix says what follows from a TensorFlow line (its Keras line, NumPy range)
    matrix = load_matrix(None)
    return merge(items, matrix.release_for)
