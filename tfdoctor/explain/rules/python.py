"""Log rules for importing TensorFlow and Keras: NumPy/protobuf ABI clashes, Keras 2 vs 3,
the Windows loader. Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

_KERAS = env.keras_mismatch

_NUMPY2 = (
    'Install a NumPy the TensorFlow release supports: pip install "numpy<2" (TF < 2.18), '
    "or upgrade TensorFlow and the failing module to releases built for NumPy 2"
)

PYTHON_RULES = (
    # --- binary compatibility of Python packages ----------------------------------------
    rule(
        "numpy-abi-mismatch",
        E,
        "A module built for NumPy 1.x is running on NumPy 2",
        r"A module that was compiled using NumPy 1\.x cannot be run in\s+NumPy "
        r"(?P<numpy>\d[\w.]*)",
        "compiled using numpy 1.x",
        _NUMPY2,
        group="numpy",
    ),
    # NumPy 1.24 removed the aliases np.object, np.bool, np.int, np.float, np.str and
    # np.complex (its release notes: "The deprecation ... is expired"); an older TF (2.6 in
    # tensorflow/tensorflow#62832 and #62479) or package still uses them
    rule(
        "numpy-version-unsupported",
        E,
        "This NumPy removed names the code (or this TensorFlow) still uses",
        r"module 'numpy' has no attribute '(?P<alias>object|bool|int|float|str|complex|long|"
        r"unicode)'|`np\.(?P<alias2>object|bool|int|float|str|complex)` was a deprecated alias|"
        r"In the future `np\.(?P<alias3>object|bool)` will be defined as the corresponding NumPy "
        r"scalar",
        ("module 'numpy' has no attribute", "was a deprecated alias", "in the future `np."),
        'pip install "numpy<1.24" where the code that raised it (an older TensorFlow such as '
        "2.6, or another package) was written before NumPy 1.24 removed np.object, np.bool...; "
        "or upgrade that code to a release written for this NumPy",
    ),
    # NumPy 1.17+ under TF <= 1.14: TF's dtypes.py spells (type, 1), which NumPy deprecated;
    # TF still works, fixed in 1.14.1/1.15 (tensorflow/tensorflow#30559)
    rule(
        "numpy-version-unsupported",
        W,
        "This NumPy is newer than this TensorFlow 1.x was built for",
        r"FutureWarning: Passing \(type, 1\) or '1type' as a synonym of type is deprecated",
        "as a synonym of type is deprecated",
        'Harmless noise at import; to silence it: pip install "numpy<1.17", or upgrade '
        "TensorFlow to 1.15 or 2.x (tensorflow/tensorflow#30559)",
    ),
    # the same message's advice, when the paste starts below its first line
    # (hacksider/Deep-Live-Cam#412: "downgrade to 'numpy<2' or try to upgrade the affected
    # module. We expect that some modules will need time to support NumPy 2.")
    rule(
        "numpy-abi-mismatch",
        E,
        "A module built for NumPy 1.x is running on NumPy 2",
        r"downgrade to 'numpy<2' or try to upgrade the affected module|We expect that some "
        r"modules will need time to support NumPy 2",
        ("downgrade to 'numpy<2'", "need time to support numpy 2"),
        _NUMPY2,
        group="numpy",
    ),
    # the same message cut at the line end (tensorflow/tensorflow#91042)
    rule(
        "numpy-abi-mismatch",
        E,
        "A module built for NumPy 1.x is running on NumPy 2",
        r"A module that was compiled using NumPy 1\.x cannot be run in\s*$",
        "compiled using numpy 1.x",
        _NUMPY2,
        group="numpy",
    ),
    rule(
        "numpy-abi-mismatch",
        E,
        "NumPy does not match the binary modules built against it",
        r"_ARRAY_API not found|numpy\.dtype size changed, may indicate binary incompatibility|"
        # ml_dtypes built for NumPy 1 under NumPy 2, inside `import tensorflow` (TF 2.15.1 +
        # numpy 2.4.6: tests/data/tf-2.15.1-numpy2/tf_probe.json, a real run)
        r"numpy\.core\.(?:umath|multiarray|_multiarray_umath) failed to import|"
        # code written for NumPy 1 on NumPy 2 (TF 2.15.1's own dtypes code, the realenv
        # tier's w12: "`np.complex_` was removed in the NumPy 2.0 release")
        r"`np\.\w+` was removed in the NumPy 2\.0 release|"
        r"module compiled against (?:ABI|API) version (?P<built>\w+) but this version of numpy "
        r"is (?P<have>\w+)",
        (
            "_array_api",
            "dtype size changed",
            "module compiled against",
            "failed to import",
            "in the numpy 2.0 release",
        ),
        'Reinstall a matching NumPy: pip install "numpy<2" for TensorFlow < 2.18, or the '
        "version the TensorFlow wheel requires (pip show tensorflow); a module 'compiled "
        "against API version' newer than your NumPy needs pip install -U numpy",
    ),
    rule(
        # a release of ml_dtypes outside TensorFlow's range: TF's dtypes code asks for a type
        # it renamed or has not got (onnx/tensorflow-onnx#2245: ml_dtypes 0.3.0 under a TF that
        # pins ml-dtypes~=0.2.0: "module 'ml_dtypes' has no attribute 'float8_e4m3b11'")
        "ml-dtypes-incompatible",
        E,
        "ml_dtypes is not the release this TensorFlow was built with",
        r"module 'ml_dtypes' has no attribute '(?P<attr>\w+)'|cannot import name '(?P<name>\w+)'"
        r" from 'ml_dtypes'",
        ("module 'ml_dtypes' has no attribute", "from 'ml_dtypes'"),
        env.tf_dependency,
    ),
    rule(
        "protobuf-incompatible",
        E,
        "protobuf does not match the generated code (_pb2) that imports it",
        r"Descriptors cannot (?:not )?be created directly|Detected incompatible Protobuf "
        r"Gencode/Runtime versions(?: when loading (?P<location>\S+): gencode "
        r"(?P<gencode>[\d.]+) runtime (?P<runtime>[\d.]+))?|compiled against version (?P<built>[\d.]+) of the Protocol "
        r"Buffer runtime library, which is not compatible with the installed version "
        r"\(?(?P<have>[\d.]+)|"
        # _pb2 files generated by a newer protoc than the installed runtime
        # (tensorflow/toolchains#28: "module 'google.protobuf.descriptor' has no attribute
        # '_internal_create_key'")
        r"module 'google\.protobuf\.[\w.]+' has no attribute '_internal_create_key'|"
        # protobuf < 3.20 under _pb2 files that import its builder (PINTO0309/onnx2tf#81)
        r"cannot import name 'builder' from 'google\.protobuf\.internal'",
        (
            "descriptors cannot",
            "incompatible protobuf",
            "protocol buffer runtime",
            "_internal_create_key",
            "from 'google.protobuf.internal'",
        ),
        env.protobuf,
        derive=env.protobuf_owner,
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
        "protobuf-incompatible",
        W,
        "protobuf's runtime and TensorFlow's generated code differ in version",
        r"Protobuf gencode version (?P<gencode>[\d.]+) is (?:exactly one major version )?"
        r"(?:older|newer) than the runtime version (?P<runtime>[\d.]+)",
        "protobuf gencode version",
        "Works for now, breaks with the next protobuf: pin the protobuf major TensorFlow was "
        'generated with (pip show tensorflow lists it), e.g. pip install "protobuf<6"',
    ),
    # --- Keras 2 (tf.keras) vs Keras 3 ------------------------------------------------------
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        r"A KerasTensor cannot be used as input to a TensorFlow function|is not supported in "
        r"Keras 3|installed version of Keras is Keras 3|TF_USE_LEGACY_KERAS set to True, but "
        r"you do not have the tf_keras package|(?:Keras 3|Keras Core) only supports V3 "
        r"`?\.keras|No module named '(?P<module>(?:tensorflow\.)?keras\.[\w.]+|tf_keras)'|"
        r"cannot import name '\w+' from '(?P<from>(?:tensorflow\.)?keras[\w.]*)'",
        (
            "kerastensor",
            "keras 3",
            "keras core",
            "tf_use_legacy_keras",
            "no module named 'keras",
            "no module named 'tensorflow.keras",
            "no module named 'tf_keras",
            "cannot import name",
        ),
        _KERAS,
        url="https://keras.io/getting_started/#tensorflow--keras-2-backwards-compatibility",
    ),
    # A model object from one Keras meets code of the other: an attribute one of them
    # dropped ('Sequential' object has no attribute '_get_save_spec', tensorflow#63867),
    # or a tf_keras object where a Keras 3 one is expected (keras-team/keras-tuner#1039).
    rule(
        "keras-version-mismatch",
        E,
        "Keras 3 is installed but the code expects Keras 2 (tf.keras), or the reverse",
        r"AttributeError: '(?P<object>Sequential|Functional|Model|KerasTensor|Layer|Dense|"
        r"InputLayer)' object has no attribute|AttributeError: module '(?P<module>(?:tensorflow"
        r"\.)?keras[\w.]*)' has no attribute|(?:Error|Exception)\b.*<(?:class ')?(?P<other>"
        r"tf_keras\.src\.[\w.]+)",
        ("object has no attribute", "module 'keras", "module 'tensorflow.keras", "tf_keras.src"),
        _KERAS,
    ),
    # Code written for another TensorFlow (TF 1.x's API on TF 2, or a newer TF's on an older
    # one): its import or first call asks `tf` for a name this release has not got. A
    # package's import raising it is that package's release built for another TF
    # (onnx/onnx-tensorflow#547: onnx-tf 1.5 on TF 2.2, "module 'tensorflow' has no attribute
    # 'ceil'"; tensorflow/datasets#1577: tfds 2.1 on TF 1.14, "... 'tensorflow.compat.v2' has
    # no attribute 'contrib'"). A file of yours named tensorflow.py is tried first (events).
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code written for another TensorFlow asks for a name this one has not got",
        r"module '(?P<module>tensorflow(?:\.compat\.v[12])?)' has no attribute '(?P<attr>\w+)'|"
        r"No module named '(?P<module2>tensorflow\.(?P<attr2>contrib))",
        ("module 'tensorflow", "no module named 'tensorflow.contrib"),
        env.tf_api,
    ),
    # Keras (keras 2.x or tf-keras) calling TensorFlow internals that this TF has not got:
    # the two are not the same release line (ad12/DOSMA#106: keras 2.5 on TF 2.4, "module
    # 'tensorflow.compat.v2.__internal__' has no attribute 'tf2'"; keras-team/tf-keras#676:
    # tf-keras on tf-nightly, "... has no attribute 'register_load_context_function'")
    rule(
        "keras-version-mismatch",
        E,
        "Keras and TensorFlow are not the same release line",
        r"module 'tensorflow(?:\._api\.v[12])?(?:\.compat\.v[12])?\.__internal__[\w.]*' has no "
        r"attribute '(?P<attr>\w+)'",
        "__internal__' has no attribute",
        env.keras_line,
    ),
    # a standalone keras newer (or older) than TF importing what this TF has not got
    # (qqwweee/keras-yolo3#763: keras's backend.py, "cannot import name 'get_config' from
    # 'tensorflow.python.eager.context'"; eunjin93/SICR_BCI#4: a keras version for this TF)
    # (spotify/basic-pitch#82 and intel/ipex-llm#7106: keras 2.11-2.12 under TF 2.6, "cannot
    # import name 'dtensor' from 'tensorflow.compat.v2.experimental'"; magenta/ddsp#507:
    # "cannot import name 'dtensor_api' from 'keras.dtensor'")
    rule(
        "keras-version-mismatch",
        E,
        "Keras and TensorFlow are not the same release line",
        r"cannot import name '(?P<name>\w+)' from '(?P<module>tensorflow\.compat\.v2\.experimental|"
        r"tensorflow\.python\.eager\.context|keras\.dtensor)'|"
        # keras 2.4's own __init__ under TF < 2.2 (code index 822235477: its source;
        # 19248581787, 48183789182: users' tracebacks)
        r"Keras requires TensorFlow (?P<required>[\d.]+) or higher",
        ("from 'tensorflow.compat.v2.experimental'", "from 'tensorflow.python.eager.context'",
         "from 'keras.dtensor'", "keras requires tensorflow"),
        env.keras_line,
    ),  # fmt: skip
    # h5py 3 reads string attributes as str; Keras before TF 2.4 still .decode()s them when
    # it loads an .h5 file (mdhmz1/Auto-Annotate#13: "original_keras_version =
    # f.attrs['keras_version'].decode('utf8')", then "'str' object has no attribute 'decode'")
    rule(
        "h5py-incompatible",
        E,
        "h5py 3 is newer than this Keras's .h5 loading code expects",
        r"attrs(?:\.get\()?\[?['\"](?P<attr>keras_version|backend|model_config|training_config)"
        r"['\"]\]?\)?\.decode\(",
        ("keras_version", "'backend'", "model_config", "training_config"),
        env.h5py_old_keras,
    ),
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
        r"(?P<dll>\w+\.dll): INITIALIZATION FAILED",
        ("dll load failed", "initialization failed"),
        env.windows_dll,
        url="https://www.tensorflow.org/install/errors",
    ),
    rule(
        "tensorflow-import-failed",
        E,
        "TensorFlow's native runtime failed to load",
        r"Failed to load the native TensorFlow runtime|ImportError: .*_pywrap_tensorflow",
        ("native tensorflow runtime", "_pywrap_tensorflow"),
        env.import_failed,
        url="https://www.tensorflow.org/install/errors",
    ),
)
