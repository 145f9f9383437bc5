"""Round 117's lessons that are not one line's rule: a bare ``Exception:`` ends a traceback, and a
package importing TensorFlow's private modules is not TensorFlow's files of two releases.
The tracebacks are real (tests/data/tracebacks/SOURCES.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tfdoctor.explain.engine import explain_text

TB = Path(__file__).resolve().parents[1] / "data" / "tracebacks"


def test_a_bare_exception_line_ends_the_traceback():
    """coremltools raises plain ``Exception``; the parser read only names ending in Error,
    Exception etc. with a prefix, so the log "ended inside a traceback"."""
    text = (TB / "coremltools-plain-exception-openface.txt").read_text()
    (first, *_) = explain_text(text)
    assert first.id == "macos-version-too-old"
    assert "cut off" not in first.title
    plain = "Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nException: boom\n"
    (only,) = [f for f in explain_text(plain) if f.severity.value == "error"]
    assert "Exception: boom" in " ".join(only.evidence)


def test_a_package_importing_tf_internals_is_not_a_broken_install():
    text = (TB / "wandb-keras-patch-tf-internals-wandb1756.txt").read_text()
    ids = [f.id for f in explain_text(text)]
    assert ids[0] == "tensorflow-api-mismatch", ids
    assert "tensorflow-install-broken" not in ids


def test_tensorflows_own_frames_asking_each_other_are_still_a_broken_install():
    """The same AttributeError with only TensorFlow's frames stays tensorflow-install-broken."""
    text = (TB / "wandb-keras-patch-tf-internals-wandb1756.txt").read_text()
    lines = text.splitlines()
    # drop the wandb frames (two lines each): the import now comes from TensorFlow's own file
    keep = [ln for i, ln in enumerate(lines) if "wandb" not in ln and not (i and "wandb" in lines[i - 1])]
    ids = [f.id for f in explain_text("\n".join(keep) + "\n")]
    assert ids[0] == "tensorflow-install-broken", (ids, keep)


def test_a_missing_folder_being_written_is_not_a_missing_input():
    """Round 118: the same errno 2 from savefig's open(filename, 'wb') is a folder to create;
    without a writing frame the same line stays a missing input file."""
    text = (TB / "savefig-folder-missing-vae-notebook.txt").read_text()
    (first, *_) = explain_text(text)
    assert first.id == "output-dir-missing"
    assert "os.makedirs('figures'" in first.remedy
    read = (
        "Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
        "    df = open('data/train.csv')\nFileNotFoundError: [Errno 2] No such file or directory: "
        "'data/train.csv'\n"
    )
    assert explain_text(read)[0].id == "application-data-missing"


def test_a_package_quoting_a_missing_third_party_module_leads_with_that_module():
    """Round 118 (Building-ML-Pipelines/building-machine-learning-pipelines#17): TFDV's own
    ImportError quoting "No module named 'IPython'" is a module to install, not TFDV broken."""
    text = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.7/site-packages/tensorflow_data_validation/utils/display_util.py", line 39, in <module>\n'
        "    'tensorflow-data-validation[visualization]\": {}'.format(e))\n"
        'ImportError: To use visualization features, make sure ipython is installed, or install TFDV using "pip install tensorflow-data-validation[visualization]": No module named \'IPython\'\n'
    )
    assert explain_text(text)[0].id == "python-module-missing"


ROLLED_BACK = (  # tensorflow/tensorflow#79331 (round 119), verbatim
    "> pip install --upgrade tensorflow\nSuccessfully installed flatbuffers-24.3.25 h5py-3.12.1 "
    "ml-dtypes-0.4.1 numpy-2.0.2 protobuf-5.28.3 tensorboard-2.18.0 tensorboard-data-server-0.7.2 "
    "**tensorflow-2.18.0** tensorflow-intel-2.18.0\n\n> pip install --upgrade tensorflow-text\n"
    "Successfully installed keras-2.10.0 protobuf-3.19.6 tensorboard-2.10.1 "
    "tensorboard-data-server-0.6.1 **tensorflow-2.10.1**\n"
)


def test_pip_taking_tensorflow_back_while_installing_a_companion_is_said():
    """Two "Successfully installed" lines, the second with an older TensorFlow: the package
    installed second pins it. Before round 119 this log got no finding at all."""
    (first, *_) = explain_text(ROLLED_BACK)
    assert (first.id, first.severity.value) == ("tensorflow-companion-mismatch", "warning")
    assert first.values == {"tf": "2.18.0", "installed": "2.10.1"}
    # the same two lines the other way round (an upgrade) say nothing of the kind
    a, b = ROLLED_BACK.split("\n\n")
    up = b.replace("> pip install --upgrade tensorflow-text\n", "") + "\n" + a
    assert not [f for f in explain_text(up) if f.id == "tensorflow-companion-mismatch"]


# pyinstaller/pyinstaller#5200 and #5002 (round 120), verbatim
FROZEN_SO = (
    'File "tensorflow\\lite\\experimental\\microfrontend\\python\\ops\\audio_microfrontend_op.py", line 29, in <module>\n'
    '  File "tensorflow\\python\\framework\\load_library.py", line 58, in load_op_library\n'
    "tensorflow.python.framework.errors_impl.NotFoundError: C:\\Users\\ahmed\\output\\main_class2\\tensorflow\\lite\\"
    "experimental\\microfrontend\\python\\ops\\_audio_microfrontend_op.so not found\n"
    "[21312] Failed to execute script main_class\n"
)
FROZEN_MODULE = (
    "Error:  ModuleNotFoundError: No module named 'tensorflow_core.python'\n\nError traceback:\n"
    "Traceback (most recent call last):\n"
    '  File "tf_pyinstaller_test.py", line 1, in <module>\n    import tensorflow\n'
    '  File "c:\\users\\jerry c\\desktop\\built\\temp_venv\\lib\\site-packages\\PyInstaller\\loader\\pyimod03_importers.py", line 493, in exec_module\n'
    "    exec(bytecode, module.__dict__)\n"
    '  File "tensorflow\\__init__.py", line 99, in <module>\n'
)


def test_a_frozen_app_without_tensorflows_files_names_the_bundler():
    """Round 120: the loader's own words (PyInstaller's "Failed to execute script", its pyimod
    importers) turn "op library not found" / "No module named 'tensorflow_core.python'" into
    the bundler's omission, whose fix is its TensorFlow hook."""
    (first, *_) = explain_text(FROZEN_SO)
    assert first.id == "frozen-app-files-not-collected"
    assert "pyinstaller-hooks-contrib" in first.remedy
    assert explain_text(FROZEN_MODULE)[0].id == "frozen-app-module-not-collected"
    # without the loader's words the same lines keep their own findings
    unfrozen = FROZEN_SO.replace("[21312] Failed to execute script main_class\n", "")
    assert explain_text(unfrozen)[0].id != "frozen-app-files-not-collected"


@pytest.mark.parametrize(
    ("log", "said"),
    [
        # the user asked for the older TensorFlow: no rollback (s14-review-a item 1)
        ("(venv) $ pip install tensorflow\nSuccessfully installed keras-3.3.3 tensorflow-2.16.1\n"
         "(venv) $ pip install tensorflow==2.15.0\nSuccessfully installed keras-2.15.0 tensorflow-2.15.0\n", None),
        # each install against the one before it (item 2)
        ("$ pip install tensorflow==2.15.0\nSuccessfully installed tensorflow-2.15.0 keras-2.15.0\n"
         "$ pip install -U tensorflow\nSuccessfully installed keras-3.3.3 tensorflow-2.16.1\n"
         "$ pip install tensorflow-text==2.15.0\n"
         "Successfully installed tensorflow-2.15.1 tensorflow-text-2.15.0 keras-2.15.0\n", "2.16.1"),
        # two tox environments are two environments (item 3)
        ("py311: install_deps> python -I -m pip install -r requirements-test.txt\n"
         "Successfully installed keras-2.15.0 tensorflow-2.15.0\n"
         "py38: install_deps> python -I -m pip install -r requirements-test.txt\n"
         "Successfully installed keras-2.13.1 tensorflow-2.13.1\n", None),
        # one run: pip's "Found existing installation" is where it came from (item 4)
        ("$ pip install tensorflow-text\n    Found existing installation: tensorflow 2.18.0\n"
         "Successfully installed tensorflow-2.10.1 tensorflow-text-2.10.0\n", "2.18.0"),
        # went back up afterwards: not the state the log ends in (item 2)
        (ROLLED_BACK + "> pip install --upgrade tensorflow\nSuccessfully installed tensorflow-2.18.0\n", None),
    ],
)
def test_a_rollback_is_a_companions_and_the_last_state(log, said):
    found = [f for f in explain_text(log) if f.id == "tensorflow-companion-mismatch"]
    assert (found[0].values["tf"] if found else None) == said


def test_output_dir_missing_reads_the_innermost_frame_and_windows_paths():
    """s14-review-a items 5-8: a font matplotlib reads inside savefig is no output; open() with a
    call in its first argument and Pillow's "w+b" are writes; a Windows path keeps one separator;
    application-data-missing is not said beside it."""
    font = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/proj/plot_history.py", line 31, in <module>\n    plt.savefig("loss.png")\n'
        '  File "/home/u/.local/lib/python3.10/site-packages/matplotlib/font_manager.py", line 1561, in get_font\n'
        "    return _get_font(\n"
        "FileNotFoundError: [Errno 2] No such file or directory: "
        "'/home/u/miniconda3/envs/old/lib/python3.9/site-packages/matplotlib/mpl-data/fonts/ttf/DejaVuSans.ttf'\n"
    )
    assert explain_text(font)[0].id != "output-dir-missing"
    join = (
        "Traceback (most recent call last):\n"
        '  File "C:\\\\Users\\\\me\\\\proj\\\\train.py", line 120, in <module>\n'
        "    with open(os.path.join(args.out_dir, 'history.json'), 'w') as f:\n"
        "FileNotFoundError: [Errno 2] No such file or directory: 'results\\\\run1\\\\history.json'\n"
    )
    ids = [f.id for f in explain_text(join)]
    assert ids[0] == "output-dir-missing" and "application-data-missing" not in ids
    assert "os.makedirs(r'results\\run1'" in explain_text(join)[0].remedy
    pil = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/.local/lib/python3.11/site-packages/PIL/Image.py", line 2456, in save\n'
        '    fp = builtins.open(filename, "w+b")\n'
        "FileNotFoundError: [Errno 2] No such file or directory: 'outputs/pred_0.png'\n"
    )
    assert explain_text(pil)[0].id == "output-dir-missing"


def test_tfs_own_stack_importing_its_private_modules_stays_a_broken_install():
    """s14-review-a item 9: tensorflow_estimator importing tensorflow.python.* is TensorFlow's own."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "train.py", line 1, in <module>\n    import tensorflow as tf\n'
        '  File "/usr/local/lib/python3.7/dist-packages/tensorflow_estimator/python/estimator/canned/dnn.py", line 27, in <module>\n'
        "    from tensorflow.python.feature_column import feature_column_lib\n"
        '  File "/usr/local/lib/python3.7/dist-packages/tensorflow/python/feature_column/feature_column_v2.py", line 160, in <module>\n'
        "    class StateManager(tracking.AutoTrackable):\n"
        "AttributeError: module 'tensorflow.python.training.tracking.tracking' has no attribute 'AutoTrackable'\n"
    )
    assert explain_text(log)[0].id == "tensorflow-install-broken"


def test_a_lone_exception_word_after_a_traceback_is_no_event():
    """s14-review-a item 11."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "/content/train.py", line 52, in <module>\n'
        "    model.fit(x_train, y_train, epochs=5, callbacks=[tensorboard_cb])\n"
        "NameError: name 'tensorboard_cb' is not defined\n\nI also tried restarting the runtime.\nException\n"
    )
    assert [f.id for f in explain_text(log)] == ["python-name-error"]
