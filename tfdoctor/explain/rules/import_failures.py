"""Log rules for an import that fails outright: a file of the user's taking a package's name, tf.keras
unable to import Keras, the Windows loader and TensorFlow's native library (split from
python.py).
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

IMPORT_FAILURE_RULES = (
    # the import error's own words, without a traceback: a file of the user's took the name
    # (tensorflow/tensorflow#49518: "Cannot import name 'keras' from partially initialized
    # module 'tensorflow' (most likely due to a circular import) (C:\\...\\tensorflow.py)")
    rule(
        "shadowed-by-working-directory",
        E,
        "A file of yours takes the name of the package it imports",
        r"(?i:cannot import name) '\w+' from partially initialized module '(?P<module>\w+)' "
        # (not a real circular import inside an installed package: its path is under
        # site-packages)
        r"\(most likely due to a circular import\)(?: \((?P<path>(?![^()]*(?:site|dist)-"
        r"packages)[^()]+\.py)\)|(?! \())",
        "from partially initialized module",
        env.shadow,
    ),
    # TF 2.16+'s lazy tf.keras: any failure to import Keras (the legacy flag without
    # tf_keras, a backend that is not there, no keras at all) ends in this one line; its
    # cause, when the log has it, ranks first (explain/causes.py). Real: TF 2.21 with
    # TF_USE_LEGACY_KERAS=1 and no tf_keras (tests/explain/test_events.py).
    rule(
        "keras-import-failed",
        E,
        "tf.keras cannot import Keras",
        r"Keras cannot be imported\. Check that it is installed",
        "keras cannot be imported",
        env.keras_import_failed,
    ),
    # --- the Windows loader and TensorFlow's native library ---------------------------------
    rule(
        "windows-msvc-runtime-missing",
        E,
        "The Microsoft Visual C++ runtime is missing",
        r"Could not find (?:the DLL\(s\) )?'(?P<library>(?:msvcp|vcruntime)140[^']*)'",
        ("msvcp140", "vcruntime140"),
        "Install the latest Microsoft Visual C++ Redistributable (x64): "
        "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
    ),
    rule(
        "dll-load-failed",
        E,
        "Windows could not load a TensorFlow DLL",
        r"DLL load failed(?: while importing (?P<module>\w+))?|Failed to load "
        r"(?P<dll>\w+\.dll): INITIALIZATION FAILED|"
        # Windows' loader in other runtimes (Node's dlopen of tfjs-node's binding, whose
        # tensorflow.dll is not beside it: tensorflow/tfjs#8545)
        # (a path with spaces too: tensorflow/tfjs#8323, round 175, "\\?\C:\GoogleDrive\Current
        # projects\...\tfjs_binding.node")
        r"Error: The specified module could not be found\.?\s+(?P<addon>[^\n]*?\.(?:node|pyd|dll))\b|"
        # Node's words for a DLL whose start failed (tensorflow/tfjs#6034, round 115: tfjs-node's
        # binding on a CPU without AVX, the maintainer's diagnosis; Python says "DLL load
        # failed: A dynamic link library (DLL) initialization routine failed.")
        r"^\W{0,3}Error: A dynamic link library \(DLL\) initialization routine failed|"
        # Java's (Fiji's CSBDeep, stardist/stardist-imagej#2, round 169: "Could not load native
        # TF library TF 1.14.0 CPU ...\tensorflow_jni.dll: A dynamic link library (DLL)
        # initialization routine failed", a CPU without AVX)
        r"\.dll: A dynamic link library \(DLL\) initialization routine failed",
        ("dll load failed", "initialization failed", "specified module could not be found",
         "initialization routine failed"),
        env.windows_dll,
        url="https://www.tensorflow.org/install/errors",
    ),
    rule(
        "tensorflow-import-failed",
        E,
        "TensorFlow's native runtime failed to load",
        r"Failed to load the native TensorFlow runtime|(?:Import|ModuleNotFound)Error: .*_pywrap_tensorflow|"
        # TF's own shared library missing a symbol of a library it was built against: in
        # conda, packages of two channels (conda-forge/conda-forge.github.io#2141's kind:
        # "libtensorflow_framework.so.2: undefined symbol: _ZTIN6snappy4SinkE")
        r"ImportError: (?P<path>\S*libtensorflow\w*\.so[.\d]*): undefined symbol",
        ("native tensorflow runtime", "_pywrap_tensorflow", "libtensorflow"),
        env.import_failed,
        url="https://www.tensorflow.org/install/errors",
    ),
    # a kernel library in TensorFlow's own core/kernels folder, which TensorFlow loads at
    # import, not matching the rest of the build (chklovski/CheckM2#16: conda-forge TF 2.9.1,
    # "tensorflow/core/kernels/libtfkernel_sobol_op.so: undefined symbol: _ZN10tensorflow15
    # TensorShapeBase..."; the poster deleted that file, the maintainer pinned known-good TFs)
    rule(
        "tensorflow-import-failed",
        E,
        "A kernel library in TensorFlow's own folder does not match this TensorFlow build",
        r"(?P<path>\S*libtfkernel_\w+\.so)\W{0,3}undefined symbol",
        "libtfkernel_",
        lambda v, _c: (
            f"{v.get('path')} belongs to TensorFlow's own folder (core/kernels, loaded at "
            "import) but was built for another TensorFlow build than the rest: reinstall "
            "TensorFlow cleanly (a fresh environment; with conda, every package from one "
            "channel, or pin a TensorFlow release known to work with the project). If nothing "
            "else is possible, moving that one .so aside lets the import go on without its ops"
        ),
    ),
    # TF 1.14's import check in a frozen app, where __file__ is None (marcelotduarte/cx_Freeze#514,
    # round 120: "startswith first arg must be str or a tuple of str, not NoneType" in
    # _running_from_pip_package; the app's folder on sys.path fixed it)
    rule(
        "frozen-app-tf-pip-package-check-failed",
        E,
        "TensorFlow's import-time site-packages check fails in a frozen app",
        r"in _running_from_pip_package\b",
        "_running_from_pip_package",
        "TensorFlow 1.14's __init__ compares its file with site-packages folders, and a frozen "
        "app (cx_Freeze, PyInstaller) gives it none: put the app's own folder on sys.path "
        "before `import tensorflow` (sys.path.insert(0, os.path.dirname(sys.executable))), or "
        "use TensorFlow 1.15+/2.x with the bundler's TensorFlow hook",
    ),
    # TensorFlow imported by an interpreter embedded in another program, which set no sys.argv
    # (DataDog/go-python3#53, round 120: `GPU_TEST = re.search(r"(test_2?gpu|test_xla_2?gpu)$",
    # sys.argv[0])` then IndexError)
    rule(
        "embedded-python-sys-argv-unset",
        E,
        "TensorFlow's import reads sys.argv, which the embedding program did not set",
        r"GPU_TEST = re\.search\(.*sys\.argv\[0\]\)",
        "gpu_test = re.search(",
        "An interpreter embedded in another program (Go, C/C++, a game engine) starts with an "
        "empty sys.argv: set it before importing TensorFlow (import sys; sys.argv = [''] , or "
        "PySys_SetArgvEx in C)",
    ),
    # pip's list of releases it skipped for this Python (tensorflow/tensorflow#58535, round 120:
    # numba 0.53, pinned by tflite-model-maker, needs Python < 3.10; the resolver fails)
    rule(
        "python-version-unsupported",
        E,
        "pip skipped every release that fits because they need another Python",
        r"Ignored the following versions that require a different python version: "
        r"(?P<first>\S+) Requires-Python (?P<spec>[^;]+)",
        "ignored the following versions that require a different python version",
        lambda v, _c: (
            f"The releases pip could use need another Python (e.g. {v.get('first')}: "
            f"Requires-Python {str(v.get('spec')).strip()}): make an environment with a "
            "Python they accept (conda create -n env python=3.9, or pyenv), or loosen the pin "
            "that asks for those releases"
        ),
    ),
    # a compiled module of one Python minor imported by another (wwfish/tflite-model-maker-
    # workaround#1, round 120: "module was compiled for Python 3.9, but the interpreter version
    # is incompatible: 3.10.12"; packages in a conda env, code run by Colab's Python)
    rule(
        "extension-module-python-mismatch",
        E,
        "A compiled module was built for another Python than the one importing it",
        r"Python version mismatch: module was compiled for Python (?P<built>[\d.]+), but the "
        r"interpreter version is incompatible: (?P<have>[\d.]+)",
        "python version mismatch: module was compiled for python",
        lambda v, _c: (
            f"The packages were installed for Python {v.get('built')} and this is "
            f"{v.get('have')}: run the code with the interpreter they were installed for (activate "
            "that environment in the same shell or kernel), or reinstall them with "
            "`python -m pip install ...` from this one"
        ),
    ),
)
