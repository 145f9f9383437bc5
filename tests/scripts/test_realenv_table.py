"""scripts/realenv_table.py never overwrites the results doc with nothing."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "realenv_table.py"


def _load():
    spec = importlib.util.spec_from_file_location("realenv_table", SCRIPT)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_help_prints_and_writes_nothing(tmp_path: Path, capsys) -> None:
    mod = _load()
    doc = tmp_path / "realenv.md"
    doc.write_text("history\n")
    mod.DOC = doc
    assert mod.main(["--help"]) == 0
    assert "--from" in capsys.readouterr().out
    assert doc.read_text() == "history\n"


def test_no_rows_leave_the_doc_alone_and_rows_replace_it(tmp_path: Path) -> None:
    mod = _load()
    doc = tmp_path / "run.md"
    doc.write_text("history\n")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    assert mod.main(["--from", str(empty), "--out", str(doc)]) == 2
    assert doc.read_text() == "history\n"
    row = {"id": "e8-plain-2.21", "truth": "healthy", "verdict": "cpu-only", "exit": 0,
           "strict_exit": 0, "first_error": None, "tf_shown": "2.21.0", "tf_imports": "2.21.0",
           "right": True, "seconds": 64.5}  # fmt: skip
    one = tmp_path / "one.jsonl"
    one.write_text(json.dumps(row) + "\n")
    assert mod.main(["--from", str(one), "--out", str(doc)]) == 0
    text = doc.read_text()
    assert "| e8-plain-2.21 | healthy |" in text and "history" not in text
    assert not list(tmp_path.glob(".*.tmp"))
