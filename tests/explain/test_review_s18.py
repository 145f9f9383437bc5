"""The eighteenth session's rules outside the rounds' logs: real threads' tracebacks and
real runs (tests/data/tracebacks/SOURCES.md, tests/data/tracebacks/tf-2.21-runs/SOURCES.md)."""

from __future__ import annotations

from pathlib import Path

from tfdoctor.explain.engine import explain_text

TB = Path(__file__).resolve().parents[1] / "data" / "tracebacks"


def test_a_python2_pickle_under_pickle_load_names_latin1() -> None:
    found = explain_text((TB / "pickle-py2-mnist-loader-nndl75.txt").read_text(encoding="utf-8"))
    assert found[0].id == "python2-pickle-encoding"
    assert "pickle.load(f, encoding='latin1')" in found[0].remedy


def test_a_python2_pickle_under_np_load_names_np_load_s_encoding() -> None:
    text = (TB / "npload-py2-pickle-fastai-courses.txt").read_text(encoding="utf-8")
    found = explain_text(text)
    assert found[0].id == "python2-pickle-encoding"
    assert "np.load(path, allow_pickle=True, encoding='latin1')" in found[0].remedy
    real = explain_text((TB / "tf-2.21-runs" / "npload-py2.txt").read_text(encoding="utf-8"))
    assert real[0].id == "python2-pickle-encoding" and "np.load(" in real[0].remedy


def test_the_ascii_words_without_an_unpickling_frame_are_not_a_pickle() -> None:
    # the user's own decode of bytes: nothing says a pickle was read
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/proj/read.py", line 3, in <module>\n'
        "    s = raw.decode('ascii')\n"
        "UnicodeDecodeError: 'ascii' codec can't decode byte 0xc3 in position 0: ordinal not "
        "in range(128)\n"
    )
    ids = [f.id for f in explain_text(text)]
    assert "python2-pickle-encoding" not in ids and ids[0] == "unrecognised-error"


def test_a_module_a_release_removed_names_its_new_place_and_the_pin() -> None:
    found = explain_text("ModuleNotFoundError: No module named 'wandb.keras'\n")
    assert [f.id for f in found] == ["package-module-removed"]
    assert "wandb.integration.keras" in found[0].remedy and '"wandb<0.17.0"' in found[0].remedy
    sk = explain_text("ModuleNotFoundError: No module named 'sklearn.cross_validation'\n")
    assert sk[0].id == "package-module-removed" and "sklearn.model_selection" in sk[0].remedy


def test_a_dotted_module_no_table_knows_says_the_package_may_import() -> None:
    found = explain_text("ModuleNotFoundError: No module named 'foo.bar'\n")
    assert found[0].id == "python-module-missing"
    assert "the installed foo has no foo.bar" in found[0].remedy
    plain = explain_text("ModuleNotFoundError: No module named 'foo'\n")
    assert "has no" not in plain[0].remedy


def test_the_new_optimizers_lr_note_is_a_warning_and_the_legacy_ones_a_note() -> None:
    # tf_keras 2.21 (a real run): SGD(lr=0.5) keeps learning_rate 0.01; legacy.SGD(lr=0.5) has 0.5
    new = explain_text(
        "WARNING:absl:`lr` is deprecated in TF-Keras optimizer, please use `learning_rate` or use "
        "the legacy optimizer, e.g.,tf.keras.optimizers.legacy.SGD.\n"
    )
    assert new[0].id == "keras-version-mismatch" and new[0].severity.name == "WARNING"
    assert "discarded" in new[0].remedy
    old = explain_text("UserWarning: The `lr` argument is deprecated, use `learning_rate` instead.\n")
    assert old[0].severity.name == "INFO"


def test_a_nan_alias_notice_a_results_table_and_a_default_taken_are_quiet() -> None:
    # round 152's notebooks: TF 1.15's alias notice, sionna's BER table, DeepXDE's default
    for text in (
        "WARNING:tensorflow:From /x/evaluate.py:30: The name tf.train.NanLossDuringTrainingError is "
        "deprecated. Please use tf.estimator.NanLossDuringTrainingError instead.\n",
        "EbNo [dB] |        BER |       BLER |  bit errors |    num bits | block errors |  num blocks "
        "| runtime [s] |    status\n",
        "Deepxde backend not selected or invalid. Assuming tensorflow.compat.v1 for now.\n",
        "Simulation stopped as no error occurred @ EbNo = 6.0 dB.\n",
    ):
        assert all(f.severity.name == "INFO" for f in explain_text(text)), text
    # a table row that carries an exception's name is still read
    row = "| step | status | ValueError: Input 0 is incompatible | x | y | z |\n"
    assert explain_text(row)[0].severity.name != "INFO"


def test_a_log_that_ends_at_a_configure_question_is_waiting_not_healthy() -> None:
    asked = (
        "==> py-tensorflow: Executing phase: 'configure'\n$ ./configure \n"
        "You have bazel 6.5.0- (@non-git) installed.\n"
        "Please specify the hermetic CUDA version you want to use or leave empty to use the "
        "default version.\n"
    )
    found = explain_text(asked)
    assert found[0].id == "tf-configure-waiting-for-input" and "HERMETIC_CUDA_VERSION" in found[0].remedy
    answered = asked.replace("default version.\n", "default version. 12.5.1\n") + (
        "Do you wish to build TensorFlow with CUDA support? [y/N]: y\n"
    )
    assert all(f.id != "tf-configure-waiting-for-input" for f in explain_text(answered))


def test_a_fit_at_chance_is_stuck_even_when_its_figures_move() -> None:
    # round 155's sound notebook: 10 classes, loss ~ln(10), accuracy ~0.1, figures moving a little
    lines = []
    for k, (loss, acc) in enumerate([(2.2723, 0.1139), (2.2748, 0.1157), (2.2716, 0.1088),
                                     (2.2697, 0.1164), (2.2682, 0.1184), (2.2669, 0.1134),
                                     (2.2694, 0.1139)], start=74):
        lines += [f"Epoch {k}/80", f"6986/6986 [==============================] - 35s 5ms/step - "
                  f"loss: {loss} - acc: {acc} - val_loss: 2.2544 - val_acc: 0.1123"]
    found = explain_text("\n".join(lines) + "\n")
    assert found[0].id == "training-loss-stuck" and found[0].values["classes"] == 10
    # a fit that leaves chance is not stuck
    learning = "\n".join(lines[:8] + ["Epoch 78/80", "6986/6986 [==============================] - "
                                      "35s 5ms/step - loss: 1.2 - acc: 0.61"]) + "\n"
    assert all(f.id != "training-loss-stuck" for f in explain_text(learning))
