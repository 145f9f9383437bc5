"""Log rules for the binary compatibility of TensorFlow's Python dependencies: NumPy 1 vs 2
and removed aliases, protobuf's runtime vs generated code, ml_dtypes (h5py 3 under old
Keras: python.py).

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain import remedies_env as env
from tfdoctor.explain import remedies_protobuf as pb
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
    rule(
        "numpy-abi-mismatch",
        E,
        "NumPy does not match the binary modules built against it",
        r"_ARRAY_API not found|numpy\.(?:dtype|ndarray) size changed, may indicate binary incompatibility|"
        # Cython's older words for it (tflearn/tflearn#26: h5py 2.6 built against another
        # NumPy, "numpy.dtype has the wrong size, try recompiling. Expected 88, got 96")
        r"numpy\.(?:dtype|ndarray) has the wrong size, try recompiling|"
        # ml_dtypes built for NumPy 1 under NumPy 2, inside `import tensorflow` (TF 2.15.1 +
        # numpy 2.4.6: tests/data/tf-2.15.1-numpy2/tf_probe.json, a real run)
        r"numpy\.core\.(?:umath|multiarray|_multiarray_umath) failed to import|"
        # code written for NumPy 1 on NumPy 2 (TF 2.15.1's own dtypes code, the realenv
        # tier's w12: "`np.complex_` was removed in the NumPy 2.0 release")
        r"`np\.\w+` was removed in the NumPy 2\.0 release|"
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
        # protobuf 4's words, and protobuf 3's ("... should not be created directly, but only
        # retrieved from their parent": victordibia/handtracking#38's kind, TF 1.9)
        r"Descriptors (?:cannot (?:not )?|should not )be created directly|Detected incompatible Protobuf "
        r"Gencode/Runtime versions(?: when loading (?P<location>\S+): gencode "
        r"(?P<gencode>[\d.]+) runtime (?P<runtime>[\d.]+))?|compiled against version (?P<built>[\d.]+) of the Protocol "
        r"Buffer runtime library, which is not compatible with the installed version "
        r"\(?(?P<have>[\d.]+)|"
        # libprotobuf's C++ check (tensorflow/tensorflow#19370: an old system libprotobuf
        # loaded first on a Jetson): "This program requires version 3.5.0 of the Protocol
        # Buffer runtime library, but the installed version is 2.6.1."
        r"requires version (?P<built2>[\d.]+) of the Protocol Buffer runtime library, but the "
        r"installed version is (?P<have2>[\d.]+)|"
        # _pb2 files generated by a newer protoc than the installed runtime
        # (tensorflow/toolchains#28: "module 'google.protobuf.descriptor' has no attribute
        # '_internal_create_key'")
        r"module 'google\.protobuf\.[\w.]+' has no attribute '_internal_create_key'|"
        # protobuf < 3.20 under _pb2 files that import its builder (PINTO0309/onnx2tf#81)
        r"cannot import name 'builder' from 'google\.protobuf\.internal'|"
        # _pb2 files of protoc >= 26 import runtime_version, which protobuf < 5.26 has not
        # got (starik222/BooruDatasetTagManager#186's kind)
        r"cannot import name '(?P<pbname>runtime_version)' from 'google\.protobuf'",
        (
            "descriptors cannot",
            "descriptors should not",
            "incompatible protobuf",
            "protocol buffer runtime",
            "_internal_create_key",
            "from 'google.protobuf.internal'",
            "from 'google.protobuf'",
        ),
        pb.protobuf,
        derive=pb.protobuf_owner,
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
    # protobuf's own C++ extension built against another libprotobuf than the one loaded
    # (biocore/mmvec#48: conda-forge protobuf under TF 1.x, "google/protobuf/pyext/
    # _message.cpython-35m-x86_64-linux-gnu.so: undefined symbol: _ZNK6google8protobuf10Text
    # Format17FieldValuePrinter9PrintBoolEb"; reinstalling from one channel fixed it)
    rule(
        "protobuf-incompatible",
        E,
        "protobuf's C++ extension does not match the libprotobuf it loads",
        r"google[\\/]protobuf[\\/]pyext[\\/]_message\S*: undefined symbol",
        "protobuf/pyext/_message",
        "The python protobuf package and the libprotobuf library it loads come from different "
        "builds: install both from one source (conda: `conda install -c conda-forge protobuf "
        "libprotobuf` in one channel, or the channel TensorFlow came from; pip: `pip install "
        "--force-reinstall protobuf` at the version `pip show tensorflow` requires)",
    ),
    # Java: classes protoc 3.x generated (TensorFlow Java 1.x's org.tensorflow.framework)
    # on protobuf-java 4.26+, which removed GeneratedMessageV3.makeExtensionsImmutable()
    # (protocolbuffers/protobuf#19540; stardist/stardist-imagej#23: Fiji's update to
    # protobuf-java 4.28.2, "java.lang.NoSuchMethodError: org.tensorflow.framework.
    # MetaGraphDef.makeExtensionsImmutable()V"; protobuf-java 3.23.0 fixed it)
    rule(
        "protobuf-incompatible",
        E,
        "protobuf-java is newer than the TensorFlow Java classes were generated for",
        r"NoSuchMethodError: (?P<cls>[\w.$]+)\.makeExtensionsImmutable\(\)",
        "makeextensionsimmutable",
        "The TensorFlow (Java) classes were generated by protobuf 3 and protobuf-java 4.26+ "
        "removed makeExtensionsImmutable(): put a protobuf-java 3.x on the classpath (the one "
        "your TensorFlow Java release depends on; in Fiji, protobuf-java 3.23.0 or the "
        "TensorFlow update site), or use a TensorFlow Java built with protobuf 4",
        url="https://github.com/protocolbuffers/protobuf/issues/19540",
    ),
    # protobuf's C++ runtime refusing a descriptor a second copy already registered: two
    # native modules (TensorFlow's and onnx's, each with its own protobuf) in one process
    # (onnx/tensorflow-onnx#927: "[libprotobuf FATAL ...] CHECK failed:
    # GeneratedDatabase()->Add(...)", fixed by importing onnx first); "File already exists
    # in database" is the same clash by name
    rule(
        "protobuf-incompatible",
        E,
        "Two copies of protobuf's C++ runtime clash in this process",
        r"\[libprotobuf FATAL [^\]]*\] CHECK failed: GeneratedDatabase|"
        r"google::protobuf::FatalException|\[libprotobuf ERROR [^\]]*\] File already exists "
        r"in database",
        ("libprotobuf fatal", "google::protobuf::fatalexception", "file already exists in database"),
        "Two native modules each bring their own protobuf and register the same messages: "
        "import them in another order (the package named in the log before tensorflow, e.g. "
        "`import onnx` first), upgrade the package built against an old protobuf, or keep "
        "one protobuf (`pip show protobuf`; TensorFlow's range: `pip show tensorflow`)",
    ),
    # protobuf's 64 MB message limit (pkmital/CADL README: "A protocol message was rejected
    # because it was too big (more than 67108864 bytes)")
    rule(
        "protobuf-incompatible",
        E,
        "protobuf refused a message over its 64 MB limit",
        r"protocol message was rejected because it was too big",
        "rejected because it was too big",
        "The model or graph is over protobuf's 64 MB message limit: save it in pieces (weights "
        "apart from the graph, the SavedModel format rather than a frozen .pb), or use the "
        "protobuf C++ implementation a TensorFlow release of its era was tested with",
    ),
    # an old protobuf under _pb2 code TensorFlow generated: "ImportError: cannot import name
    # 'descriptor'" and "__init__() got an unexpected keyword argument 'syntax'" (pkmital/CADL
    # README; jikexueyuanwiki/tensorflow-zh os_setup.md)
    rule(
        "protobuf-incompatible",
        E,
        "protobuf is older than the generated code that imports it",
        r"^\W{0,3}(?:ImportError: )?cannot import name 'descriptor'\W{0,3}$|"
        # Python 2 quotes no name and names no module; these are google.protobuf's own
        # modules, which protobuf 2.x lacks (tensorflow/tensorflow#282: TF 0.5's graph_pb2.py,
        # "from google.protobuf import symbol_database as _symbol_database" / "ImportError:
        # cannot import name symbol_database"; fixed by protobuf 3.0)
        r"^\W{0,3}(?:ImportError: )?cannot import name '?(?:symbol_database|descriptor_pool)'?"
        r"(?: from 'google\.protobuf'.*)?\W{0,3}$|"
        r"unexpected keyword argument '(?P<kwarg>syntax|serialized_options|create_key)'",
        ("cannot import name 'descriptor'", "unexpected keyword argument 'syntax'",
         "cannot import name symbol_database", "cannot import name descriptor_pool",
         "cannot import name 'symbol_database'", "cannot import name 'descriptor_pool'",
         "unexpected keyword argument 'serialized_options'", "unexpected keyword argument 'create_key'"),
        'Uninstall every protobuf and reinstall TensorFlow so pip brings the protobuf it '
        'declares: pip uninstall -y protobuf && pip install --force-reinstall "tensorflow==<yours>"',
    ),
    # generated _pb2 code newer than the protobuf installed (sglvladi/
    # TensorFlowObjectDetectionTutorial docs/source/issues.rst: "module
    # 'google.protobuf.descriptor' has no attribute '_internal_create_key")
    rule(
        "protobuf-incompatible",
        E,
        "protobuf is older than the generated code that imports it",
        r"module 'google\.protobuf[\w.]*' has no attribute '(?P<attr>\w+)",
        "module 'google.protobuf",
        "The installed protobuf is older than the _pb2 files were generated for: pip install "
        '--upgrade "protobuf" within TensorFlow\'s range (`pip show tensorflow` lists it), or '
        "regenerate the _pb2 files with the protoc that matches the installed protobuf",
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
)
