"""scripts/capture_tf_xla_flags.py, offline on the stored abort of TF 2.21.0
(tests/data/tf-2.21-settings/, see tests/data/SOURCES.md)."""

import importlib.util
from pathlib import Path

from tfdoctor.judge.xla_flags import TF_XLA_FLAG_NAMES, tf_xla_problems

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location(
    "capture_tf_xla_flags", ROOT / "scripts" / "capture_tf_xla_flags.py"
)
cap = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(cap)
STORED = ROOT / "tests" / "data" / "tf-2.21-settings" / "tf-xla-flags-usage.stderr"


def test_the_shipped_list_is_the_captured_one():
    found = cap.parse_usage(STORED.read_text(encoding="utf-8"))
    assert found == TF_XLA_FLAG_NAMES
    assert list(found) == list(TF_XLA_FLAG_NAMES)  # TensorFlow's order


def test_every_captured_default_is_accepted_by_the_judge():
    # the usage line shows each flag with its default value: TF took it, so must we
    text = STORED.read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("\t--"):
            word = line.split("\t")[1].strip().replace('"', "")
            assert tf_xla_problems(word, file_exists=False) == [], word


def test_script_reports_no_difference_on_the_stored_capture(capsys):
    assert cap.main(["--from-file", str(STORED)]) == 0
    assert capsys.readouterr().out.strip().endswith("48 flags; 0 new or retyped, 0 gone")


def test_script_says_when_there_is_no_list(tmp_path, capsys):
    empty = tmp_path / "stderr"
    empty.write_text("I0000 nothing\n", encoding="utf-8")
    assert cap.main(["--from-file", str(empty)]) == 1
