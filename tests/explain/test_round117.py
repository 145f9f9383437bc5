"""Round 117's lessons that are not one line's rule: a bare ``Exception:`` ends a traceback, and a
package importing TensorFlow's private modules is not TensorFlow's files of two releases.
The tracebacks are real (tests/data/tracebacks/SOURCES.md)."""

from __future__ import annotations

from pathlib import Path

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
