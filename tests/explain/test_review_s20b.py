"""The twentieth session's outside check b: texts of findings its real runs showed false, and the
readings an installed layout must keep (tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s20b-*)."""

from __future__ import annotations

from pathlib import Path

from tfdoctor.explain.engine import explain_text

RUNS = Path(__file__).resolve().parents[1] / "data" / "tracebacks" / "tf-2.21-runs"


def _first(name: str, text: str | None = None):
    text = text if text is not None else (RUNS / name).read_text(encoding="utf-8")
    return [f for f in explain_text(text) if f.id not in ("cuda-libs-missing", "cuda-init-failed")][0]


def test_keras3_checkpoint_without_its_metric_saves_every_epoch() -> None:
    # keras 3.15's model_checkpoint.py:276-281 warns without ", skipping" and saves
    k3 = _first("s20b-k3_ckpt_monitor_absent.txt")
    assert k3.id == "keras-checkpoint-monitor-unavailable" and "saves every epoch" in k3.title
    # tf_keras and Keras 2 skip
    old = explain_text("WARNING:tensorflow:Can save best model only with val_loss available, skipping.")[0]
    assert old.id == "keras-checkpoint-monitor-unavailable" and "skips saving" in old.title


def test_backup_and_restore_shapes_name_the_backup_dir() -> None:
    f = _first("s20b-k3_backup_changed_model.txt")
    assert f.id == "checkpoint-shape-mismatch" and "backup_dir" in f.remedy


def test_tensorboard_missing_says_what_to_install_and_is_not_the_tuner_failing() -> None:
    f = _first("s20b-k3_tb_notb.txt")
    assert "pip install tensorboard" in f.remedy and "no longer requires" in f.remedy
    # keras_tuner installed under site-packages: still tensorboard's finding, never an
    # "upgrade keras-tuner" (ecosystem-import-failed)
    text = (RUNS / "s20b-kt_hyperband_notb.txt").read_text(encoding="utf-8").replace(
        "/home/user/pkgs", "/usr/lib/python3.11/site-packages"
    )
    ids = [f.id for f in explain_text(text)]
    assert ids[0] == "tensorboard-not-installed" and "ecosystem-import-failed" not in ids


def test_lr_schedule_remedy_follows_what_it_got() -> None:
    assert "falls off its end" in _first("s20b-k3_lrsched_none.txt").remedy
    assert "tf.Tensor" in _first("s20b-k3_lrsched_tensor.txt").remedy


def test_compile_typo_names_the_parameter_meant() -> None:
    assert "you meant metrics=" in _first("s20b-kt_build_fails.txt").remedy


def test_a_missing_input_under_keras_file_utils_is_not_an_output() -> None:
    # only Keras 3's file_utils.File counts as a write; another reader's open stays an input
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/run.py", line 3, in <module>\n'
        "    data = load(\"data/train.csv\")\n"
        '  File "/home/u/run.py", line 2, in load\n'
        "    return open(path).read()\n"
        "FileNotFoundError: [Errno 2] No such file or directory: 'data/train.csv'\n"
    )
    assert explain_text(text)[0].id != "output-dir-missing"
