"""Log rules for the binary compatibility of TensorFlow's Python dependencies: NumPy 1 vs 2
and removed aliases, ml_dtypes (protobuf's runtime vs generated code: protobuf.py; h5py 3
under old Keras: python.py).

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

_NUMPY2 = (
    'Install a NumPy the TensorFlow release supports: pip install "numpy<2" (TF < 2.18), '
    "or upgrade TensorFlow and the failing module to releases built for NumPy 2"
)

ABI_RULES = (
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
        # typeDict went in 1.24 too (old h5py/scipy ask for it: code index 27336607669,
        # 53752969440)
        r"module 'numpy' has no attribute '(?P<alias>object|bool|int|float|str|complex|long|"
        r"unicode|typeDict)'|`np\.(?P<alias2>object|bool|int|float|str|complex)` was a deprecated alias|"
        r"In the future `np\.(?P<alias3>object|bool)` will be defined as the corresponding NumPy "
        r"scalar",
        ("module 'numpy' has no attribute", "was a deprecated alias", "in the future `np."),
        'pip install "numpy<1.24" where the code that raised it (an older TensorFlow such as '
        "2.6, or another package) was written before NumPy 1.24 removed np.object, np.bool...; "
        "or upgrade that code to a release written for this NumPy",
    ),
    # code written for NumPy 1 on NumPy 2: an API NumPy 2.0 removed (TF 2.15.1's own dtypes
    # code, the realenv tier's w12: "`np.complex_` was removed in the NumPy 2.0 release";
    # brainglobe/cellfinder#446, round 125: Keras's ModelCheckpoint and `np.Inf`, pinned
    # numpy<2 until Keras was fixed; r81-0-006 and r118-3-006 named it so too): not the ABI break
    rule(
        "numpy-version-unsupported",
        E,
        "This NumPy 2 removed an API the code (or this TensorFlow) still uses",
        r"`?np\.(?P<name>\w+)`? was removed in the NumPy 2\.0 release\.?(?: Use `?(?P<instead>[^`]+?)`? "
        r"instead)?",  # (backticks lost: onnx/tensorflow-onnx#2373)
        "in the numpy 2.0 release",
        # (in the user's own file the fix is NumPy's own replacement: the review of the fifteenth
        # session, item 14)
        lambda v, _c: (
            (f"If the frame above is your own code, write {v.get('instead')} there instead of "
             f"np.{v.get('name')} (NumPy 2.0 removed it). If it is a package's " if v.get("instead")
             else f"np.{v.get('name')} went in NumPy 2.0. If the frame above is a package's ")
            + "(TensorFlow < 2.18 itself, an older Keras, tf2onnx or imgaug, written before "
            'NumPy 2): pip install "numpy<2", or upgrade that package to a release made for '
            "NumPy 2 (TensorFlow 2.18+ supports it)"
        ),
    ),
    # NumPy 1.17+ under TF <= 1.14: TF's dtypes.py spells (type, 1), which NumPy deprecated;
    # TF still works, fixed in 1.14.1/1.15 (tensorflow/tensorflow#30559). Not an unsupported
    # NumPy (the eighteenth session): the wheels declare it in range (tensorflow 1.13.1's
    # METADATA "Requires-Dist: numpy (>=1.13.3)", 1.14.0's "numpy (<2.0,>=1.14.5)"), and 26
    # labelled logs of 36 call these lines harmless
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "NumPy 1.17+ deprecates the dtype spelling TF <= 1.14 uses at import (harmless)",
        r"FutureWarning: Passing \(type, 1\) or '1type' as a synonym of type is deprecated",
        "as a synonym of type is deprecated",
        "Harmless: this TensorFlow declares this NumPy in range (1.13.1: numpy>=1.13.3; 1.14.0: "
        '>=1.14.5,<2.0) and works; to silence it, pip install "numpy<1.17", or TensorFlow '
        "1.15 / 2.x, which spell it the new way (tensorflow/tensorflow#30559)",
    ),
    # SciPy's own range check (rasbt/deeplearning-models' ordinal notebook: "A NumPy version
    # >=1.16.5 and <1.23.0 is required for this version of SciPy (detected version 1.23.1")
    rule(
        "numpy-version-unsupported",
        W,
        "This NumPy is outside the range the installed SciPy declares",
        r"A NumPy version >=(?P<min>[\d.]+) and <(?P<max>[\d.]+) is required for this version of "
        r"SciPy \(detected version (?P<numpy>[\d.]+)",
        "is required for this version of scipy",
        lambda v, _c: (
            f'SciPy runs on with a warning: pip install "numpy>={v.get("min")},<{v.get("max")}" '
            "(if TensorFlow's own range allows it), or a SciPy release built for NumPy "
            f"{v.get('numpy')}"
        ),
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
    # the same words as a RuntimeWarning of old Cython ("numpy.dtype size changed, may indicate
    # binary incompatibility. Expected 96, got 88"; Hguimaraes/gtzan.keras, round 104, trained
    # on): NumPy 1.x's own numpy/__init__.py filters them as "Cython harmless warnings" (read in
    # the numpy 1.19.5 wheel, 2026-11-28), so a warning, not the ValueError of NumPy 2's ABI
    rule(
        "numpy-abi-mismatch",
        W,
        "A compiled module was built against another NumPy 1.x (a warning NumPy calls harmless)",
        r"RuntimeWarning: numpy\.(?:dtype|ndarray) size changed, may indicate binary incompatibility",
        "runtimewarning: numpy.",
        "The program goes on: NumPy 1.x itself filters this warning as harmless (\"Filter out "
        "Cython harmless warnings\" in its __init__.py); it shows when the module is imported "
        "before NumPy. To silence it, reinstall the compiled package (h5py, scipy, pandas...) "
        "for this NumPy, or import numpy first. A ValueError with these words is NumPy 2's "
        "ABI break, not this",
    ),
    rule(
        "numpy-abi-mismatch",
        E,
        "NumPy does not match the binary modules built against it",
        r"_ARRAY_API not found|(?<!RuntimeWarning: )numpy\.(?:dtype|ndarray) size changed, may indicate binary incompatibility|"
        # Cython's older words for it (tflearn/tflearn#26: h5py 2.6 built against another
        # NumPy, "numpy.dtype has the wrong size, try recompiling. Expected 88, got 96")
        r"numpy\.(?:dtype|ndarray) has the wrong size, try recompiling|"
        # ml_dtypes built for NumPy 1 under NumPy 2, inside `import tensorflow` (TF 2.15.1 +
        # numpy 2.4.6: tests/data/tf-2.15.1-numpy2/tf_probe.json, a real run)
        r"numpy\.core\.(?:umath|multiarray|_multiarray_umath) failed to import|"
        r"module compiled against (?:ABI|API) version (?P<built>\w+) but this version of numpy "
        r"is (?P<have>\w+)|"
        # pybind11's words when TF < 2.18's bfloat16 registration meets NumPy 2 (code index
        # 59989740954, 69027186158: "_np_bfloat16 = _pywrap_bfloat16.TF_bfloat16_type()")
        r"Unable to convert function return value to a Python type! The signature was",
        (
            "unable to convert function return value",
            "_array_api",
            "dtype size changed",
            "has the wrong size, try recompiling",
            "ndarray size changed",
            "module compiled against",
            "failed to import",
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
    # NumPy 1.18+ refuses a float where an integer count is meant, which pycocotools' and
    # TF 1.x-era code pass (armaanpriyadarshan/Training-a-Custom-TensorFlow-2.X-Object-
    # Detector README: fixed with numpy==1.17.3)
    rule(
        "numpy-version-unsupported",
        E,
        "NumPy is newer than this code was written for",
        r"object of type <class 'numpy\.float64'> cannot be safely interpreted as an integer",
        "cannot be safely interpreted as an integer",
        "This code (often pycocotools or TF 1.x-era code) passes a float where NumPy >= 1.18 "
        'wants an integer: pip install "numpy<1.18" where TensorFlow allows it, or a release of '
        "the package that casts with int()",
    ),
    # a pickle (joblib, np.load of objects, a pickled scaler) written under NumPy 2 names
    # numpy._core, which NumPy 1 has not got (code index 48059522202: a scaler saved elsewhere)
    rule(
        "numpy-version-unsupported",
        E,
        "A file written by NumPy 2 is read by NumPy 1",
        r"No module named 'numpy\._core(?:\.\w+)*'",
        "no module named 'numpy._core",
        "The file (a pickle, a joblib dump, a saved scaler) was written under NumPy 2 and is "
        "read here by NumPy 1: install numpy>=2 where this TensorFlow allows it (TF 2.18+; "
        "`pip show tensorflow` lists its range), or write the file again under NumPy 1",
    ),
    # SIGILL inside OpenBLAS's own CPU detection, not TensorFlow's AVX (numpy/numpy#18131, round
    # 126: numpy 1.19.5's bundled OpenBLAS on a Jetson, "SIGILL ... in gotoblas_dynamic_init ()
    # from .../numpy.libs/libopenblasp-r0-...so"; numpy 1.19.4 or OPENBLAS_CORETYPE=ARMV8 fixed
    # it; the gatherer's name)
    rule(
        "numpy-openblas-arm64-sigill",
        E,
        "OpenBLAS (bundled with NumPy) crashed detecting this CPU (an illegal instruction)",
        r"in (?:gotoblas_dynamic_init|gotoblas_init|blas_thread_init) \(\) from \S*libopenblas",
        ("gotoblas_", "blas_thread_init () from"),
        "The crash is in OpenBLAS's CPU detection, not TensorFlow: tell OpenBLAS the CPU type "
        "(export OPENBLAS_CORETYPE=ARMV8 on ARM64 boards such as Jetson; a core it knows, e.g. "
        "Haswell, on x86), or install a NumPy whose bundled OpenBLAS runs here (numpy 1.19.4 "
        "instead of 1.19.5 on Jetson, numpy/numpy#18131; a later release)",
    ),
    # a NumPy older than the numpy.exceptions module (NumPy 1.25) under a TensorFlow that uses it
    # (a real TF 2.21 run with numpy 1.24.4 pinned, the nineteenth session: "AttributeError:
    # module 'numpy' has no attribute 'exceptions'" from ml_dtypes; TF 2.21's METADATA requires
    # numpy>=1.26.0)
    rule(
        "numpy-version-unsupported",
        E,
        "NumPy is older than this TensorFlow (or its ml_dtypes) requires",
        r"module 'numpy' has no attribute 'exceptions'",
        "module 'numpy' has no attribute 'exceptions'",
        "numpy.exceptions came in NumPy 1.25: this NumPy is older than the installed packages "
        "need; install the NumPy your TensorFlow requires (TF 2.21's METADATA: numpy>=1.26.0; "
        "`tfdoctor check` prints the range), e.g. pip install -U \"numpy>=1.26\"",
    ),
    # names NumPy 2.x dropped with no migration note of their own (NumPy 2.4.6: "module 'numpy' has
    # no attribute 'product'", 'cumproduct', 'trapz', 'in1d', 'msort'; 'asscalar' went in 1.23):
    # a real TF 2.21 run, the nineteenth session; the replacements checked in NumPy 2.4.6
    rule(
        "numpy-version-unsupported",
        E,
        "This NumPy dropped a function the code still calls",
        r"module 'numpy' has no attribute '(?P<name>product|cumproduct|asscalar|msort|trapz|in1d)'",
        ("module 'numpy' has no attribute",),
        lambda v, _c: (
            f"np.{v.get('name')} is gone from this NumPy: write "
            + {"product": "np.prod", "cumproduct": "np.cumprod", "asscalar": "a.item()",
               "msort": "np.sort(a, axis=0)", "trapz": "np.trapezoid", "in1d": "np.isin"}.get(
                str(v.get("name")), "its replacement")
            + " in your code; if the frame is a package's, upgrade it, or pin the NumPy it was "
            "written for where your TensorFlow allows (pip install \"numpy<2\" for TF < 2.18)"
        ),
    ),
)
