"""Log rules for Python packaging (pip, NumPy, protobuf, Keras), the CPU, and benign noise.

Benign noise is named as such (severity info) so users stop chasing it. Verbatim real
samples for each rule, with their sources, live in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

PYTHON_RULES = (
    # --- pip: which package could not be installed (group "pip") ------------------------
    rule(
        "tensorflow-gpu-deprecated",
        E,
        'The "tensorflow-gpu" package no longer exists',
        r'The "tensorflow-gpu" package has been removed|(?:satisfies the requirement|No '
        r"matching distribution found for) tensorflow-gpu",
        ("tensorflow-gpu",),
        'Install "tensorflow" instead (identical since TF 2.1); for the CUDA libraries on '
        'Linux: pip install "tensorflow[and-cuda]"',
        group="pip",
        url="https://pypi.org/project/tensorflow-gpu/",
    ),
    rule(
        "python-version-unsupported",
        E,
        "pip found no TensorFlow for this Python",
        r"(?:satisfies the requirement|No matching distribution found for) "
        r"(?P<package>tensorflow(?:-cpu|-intel)?)(?P<spec>(?:\[[\w,-]+\])?(?:[<>=!~]=?[\w.*]+)?)"
        r"(?![\w-])(?:\s*\(from versions:\s*(?P<versions>[^)]*)\))?",
        ("requirement tensorflow", "distribution found for tensorflow"),
        fix.python_unsupported,
        group="pip",
        url="https://www.tensorflow.org/install/pip#software_requirements",
    ),
    # --- binary compatibility of Python packages ----------------------------------------
    rule(
        "numpy-abi-mismatch",
        E,
        "A module built for NumPy 1.x is running on NumPy 2",
        r"A module that was compiled using NumPy 1\.x cannot be run in\s+NumPy "
        r"(?P<numpy>\d[\w.]*)",
        "compiled using numpy 1.x",
        'Install a NumPy the TensorFlow release supports: pip install "numpy<2" (TF < 2.18), '
        "or upgrade TensorFlow and the failing module to releases built for NumPy 2",
    ),
    rule(
        "numpy-abi-mismatch",
        E,
        "NumPy does not match the binary modules built against it",
        r"_ARRAY_API not found|numpy\.dtype size changed, may indicate binary incompatibility",
        ("_array_api", "dtype size changed"),
        'Reinstall a matching NumPy: pip install "numpy<2" for TensorFlow < 2.18, or the '
        "version the TensorFlow wheel requires (pip show tensorflow)",
    ),
    rule(
        "protobuf-incompatible",
        E,
        "protobuf is too new (or too old) for this TensorFlow",
        r"Descriptors cannot (?:not )?be created directly|Detected incompatible Protobuf "
        r"Gencode/Runtime versions",
        ("descriptors cannot", "incompatible protobuf"),
        'Install the protobuf this TensorFlow pins: pip install "protobuf<=3.20.3" for TF < '
        "2.12 (or PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python as a slow workaround); "
        "newer TF: pip install -U tensorflow to get its matching protobuf",
    ),
    rule(
        # protobuf 5+ removed MessageFactory.GetPrototype, which TF <= 2.15's generated code
        # calls: import works, logging this per message type (TF 2.15.1 + protobuf 7.36.2,
        # tests/data/tf-2.15.1-protobuf7/tf_probe.stderr)
        "protobuf-incompatible",
        W,
        "protobuf is newer than this TensorFlow supports (it still imports, noisily)",
        r"'MessageFactory' object has no attribute 'GetPrototype'",
        "getprototype",
        fix.protobuf_too_new,
    ),
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras)",
        r"A KerasTensor cannot be used as input to a TensorFlow function|keras\.optimizers\."
        r"legacy is not supported in Keras 3|installed version of Keras is Keras 3|"
        r"TF_USE_LEGACY_KERAS set to True, but you do not have the tf_keras package|"
        r"No module named '(?P<module>keras\.src\.(?:engine|legacy)[\w.]*|keras\.engine[\w.]*|"
        r"tf_keras)'|Keras 3 only supports V3 `\.keras` files",
        (
            "kerastensor",
            "keras 3",
            "tf_use_legacy_keras",
            "no module named 'keras",
            "no module named 'tf_keras",
        ),
        "TensorFlow 2.16+ ships Keras 3. For code written for tf.keras (Keras 2): pip install "
        'tf_keras matching your TF ("tf_keras~=2.X") and export TF_USE_LEGACY_KERAS=1; or '
        "port the code to Keras 3",
        url="https://keras.io/getting_started/#tensorflow--keras-2-backwards-compatibility",
    ),
    rule(
        "windows-msvc-runtime-missing",
        E,
        "The Microsoft Visual C++ runtime is missing",
        r"Could not find (?:the DLL\(s\) )?'(?P<library>(?:msvcp|vcruntime)140[^']*)'",
        ("msvcp140", "vcruntime140"),
        "Install the latest Microsoft Visual C++ Redistributable (x64): "
        "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
    ),
    # --- CPU ----------------------------------------------------------------------------
    rule(
        "cpu-missing-avx",
        E,
        "This CPU lacks instructions the TensorFlow binary needs (AVX)",
        r"\bIllegal instruction\b|killed by signal 4: SIGILL|The TensorFlow library was compiled to use "
        r"(?P<instructions>\w+) instructions, but these aren't available on your machine",
        ("illegal instruction", "sigill", "aren't available on your machine"),
        "Official TensorFlow wheels need AVX (since TF 1.6): run on a CPU with AVX, or use a "
        "community build without AVX / build TensorFlow from source",
        url="https://www.tensorflow.org/install/pip#hardware_requirements",
    ),
    # --- benign noise (info) --------------------------------------------------------------
    rule(
        "tensorrt-missing",
        INFO,
        "TensorRT not found (only needed for TF-TRT)",
        r"TF-TRT Warning: Could not find TensorRT|Cannot dlopen some TensorRT libraries",
        ("tensorrt",),
        "Nothing to do unless you use TF-TRT; then install TensorRT (pip install tensorrt)",
    ),
    rule(
        "benign-numa",
        INFO,
        "NUMA node notice (harmless)",
        r"successful NUMA node read from SysFS had negative value|could not open file to read "
        r"NUMA node|Your kernel may have been built without NUMA support",
        ("numa node", "numa support"),
        "Harmless: the PCI device reports no NUMA node (common on desktops, VMs, WSL2)",
    ),
    rule(
        "benign-onednn",
        INFO,
        "oneDNN notice (harmless)",
        r"oneDNN custom operations are on",
        "onednn custom operations",
        "Harmless; to silence it or get bit-exact results: export TF_ENABLE_ONEDNN_OPTS=0",
    ),
    rule(
        "benign-cpu-features",
        INFO,
        "CPU feature notice (harmless)",
        r"Your CPU supports instructions that this TensorFlow binary was not compiled to use|"
        r"This TensorFlow binary is optimized (?:with oneAPI Deep Neural Network Library "
        r"\(oneDNN\) )?to use (?:the following |available )?CPU instructions|To enable the "
        r"following instructions:.*rebuild TensorFlow",
        ("tensorflow binary", "rebuild tensorflow"),
        "Harmless: TensorFlow could be faster if built for this CPU; nothing to fix",
    ),
    rule(
        "benign-factory-registration",
        INFO,
        "Duplicate CUDA plugin registration (harmless)",
        r"Unable to register (?P<plugin>cu\w+) factory: Attempting to register factory for "
        r"plugin|computation placer already registered",
        ("register factory", "computation placer"),
        "Harmless (TF 2.15-2.18 wheels log it on import); silence with TF_CPP_MIN_LOG_LEVEL=3",
    ),
    rule(
        # TF 2.15 logs it (at E level) for any jit_compile=True function on the CPU, which
        # still runs and gives the right answer (tests/data/tf-2.15.1/tf_probe.stderr)
        "benign-stream-priority",
        INFO,
        "Stream priority notice from XLA (harmless)",
        r"SetPriority unimplemented for this stream",
        "setpriority unimplemented",
        "Harmless: XLA's host stream has no priorities; the compiled function runs normally",
    ),
    rule(
        "benign-absl-log-init",
        INFO,
        "absl logging notice (harmless)",
        r"All log messages before absl::InitializeLog\(\) is called are written to STDERR",
        "absl::initializelog",
        "Harmless: a note from the logging library",
    ),
)
