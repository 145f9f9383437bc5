"""Log rules for a compiled library that is not there, or not the release expected: a file
of TensorFlow's own package, a project's op library, NCCL beside a library linked to it, the
TensorFlow (Lite) C library an app or a binding loads. Before gpu.py in the table: NCCL's
missing library is its own finding, not one of the CUDA libraries (group "dlopen").

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

# names every TensorFlow has at its top, in TF 1.x and 2.x alike (not random_normal: TF 2
# renamed it, r16-0-007); events.py's working-directory shadow reads the same names
CORE_TF_NAMES = (
    "constant", "Variable", "float32", "int32", "zeros", "ones", "matmul", "reshape", "Tensor",
    "Graph", "__version__", "reduce_sum", "cast", "concat",
)  # fmt: skip


def _not_tensorflow(core: str) -> str:
    """A `tensorflow` without tf.constant & co. On Windows the `tensorflow` wheels of 2.11-2.18
    are a wrapper whose code is tensorflow-intel's (their Requires-Dist, read 2026-11-28), so a
    downgrade or a partial uninstall leaves an empty package (public notes: code index
    56319997562, TF 2.13 fixed with --force-reinstall tensorflow-intel==2.13.0)."""
    from tfdoctor.explain.rules.mixed import _DISTS

    return (
        f"Every TensorFlow has tf.{core}: what Python imported as tensorflow is not a working one. "
        "`python -c \"import tensorflow as tf; print(tf.__file__, getattr(tf, '__path__', ''))\"` "
        "shows which: a tensorflow.py or tensorflow folder in the working directory (rename it), "
        "or a broken install (on Windows, TF 2.11-2.18's `tensorflow` is a wrapper around "
        f"tensorflow-intel): pip uninstall -y {_DISTS} until pip finds none, delete a tensorflow "
        "folder left in site-packages, then install one release (on Windows: pip install "
        "--force-reinstall tensorflow-intel==<that release> tensorflow==<that release>)"
    )


NATIVE_RULES = (
    # TensorFlow-DirectML (TF 1.15 on native Windows) failing to load its own DirectML DLL
    # (microsoft/tensorflow-directml#36: "Could not load dynamic library
    # 'DirectMLba106a7c621ea741d2159d8708ee581c11918380.dll'" under the Microsoft Store's
    # Python; the maintainers' PR #96 then loaded it by its full path). Not a CUDA library
    rule(
        "directml-dll-load-failed",
        E,
        "TensorFlow-DirectML could not load its DirectML DLL",
        r"Could not load dynamic library '(?P<library>DirectML[0-9a-f]*\.dll)'",
        "could not load dynamic library 'directml",
        "The DirectML DLL that ships inside the tensorflow-directml wheel did not load: "
        "`pip install -U tensorflow-directml` (later releases load it by its full path: the "
        "maintainers' fix for microsoft/tensorflow-directml#36, met under the Microsoft Store's "
        "Python), or use a python.org or conda Python 3.7; keep the GPU driver current "
        "(DirectX 12)",
        group="dlopen",
    ),
    # NCCL missing where a library linked to it loads (horovod/horovod's README, "NCCL 2 is
    # not found during runtime": horovod.tensorflow's mpi_ops through load_op_library,
    # "NotFoundError: libnccl.so.2: cannot open shared object file"; the fix: NCCL's lib
    # folder on LD_LIBRARY_PATH, passed on by mpirun -x)
    rule(
        "nccl-error",
        E,
        "NCCL (multi-GPU communication) could not be loaded",
        r"(?:(?:ImportError|NotFoundError|OSError):\s*|^\W{0,3})(?P<library>libnccl[\w.]*): "
        r"cannot open shared object",
        "libnccl",
        lambda v, _c: (
            f"{v.get('library')} is not on the loader's path. Install the NCCL 2 release for "
            "this CUDA (pip: nvidia-nccl-cu12 / -cu11; apt: libnccl2) and add the folder that "
            "holds it to LD_LIBRARY_PATH (export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/path/to/nccl/"
            "lib; under mpirun pass it on with -x LD_LIBRARY_PATH); a package built against it "
            "(Horovod) may need a rebuild once it is found"
        ),
        group="dlopen",
    ),
    # a compiled file of TensorFlow's own package missing: the install is incomplete
    # (tensorflow/tensorflow#6188: Anaconda's 0.12.0rc0 build without contrib's
    # "site-packages/tensorflow/contrib/cudnn_rnn/python/ops/_cudnn_rnn_ops.so: cannot open
    # shared object file"; gunan closed it as the package's, pip's wheel worked). The file
    # named is the one that is missing: a missing dependency is named bare (libcudart.so.11.0)
    rule(
        "tensorflow-install-broken",
        E,
        "A file of TensorFlow's own package is missing: the install is incomplete",
        r"(?P<path>\S*[\\/](?:site|dist)-packages[\\/]tensorflow(?:_core)?[\\/]\S+?\."
        r"(?:so|pyd|dll)[\d.]*)(?::\s*cannot open shared object file|\s+not found\b)",
        ("cannot open shared object file", "not found"),
        lambda v, _c: (
            f"{v.get('path')} belongs to the tensorflow package and is not there: the install "
            "is incomplete (an interrupted pip, or a distribution's build that leaves it out). "
            "Reinstall the wheel: pip install --no-cache-dir --force-reinstall tensorflow=="
            "YOUR_RELEASE; a conda or distribution package that lacks the file: pip's wheel in "
            "a fresh environment"
        ),
    ),
    # TensorFlow's own core library named bare by Python's import, or the package's folder left
    # as a namespace by an uninstall ("cannot import name 'keras' from 'tensorflow' (unknown
    # location)": Python's words for a module without __file__); real TF 2.15 runs, the
    # nineteenth session (a deleted libtensorflow_framework.so.2; tensorflow uninstalled beside
    # tensorflow-cpu, which shared its files)
    rule(
        "tensorflow-install-broken",
        E,
        "TensorFlow's own files are missing: the install is incomplete or half uninstalled",
        r"ImportError: (?P<library>libtensorflow_(?:framework|cc)\.so\.\d+): cannot open shared object "
        r"file|cannot import name '\w+' from '(?P<module>tensorflow)' \(unknown location\)",
        ("libtensorflow_framework.so", "libtensorflow_cc.so", "from 'tensorflow' (unknown location)"),
        lambda v, _c: (
            (f"{v.get('library')} ships inside the tensorflow wheel and is gone"
             if v.get("library") else
             "site-packages/tensorflow has no __init__.py: a folder left by an uninstall (two "
             "TensorFlow packages shared it)")
            + ": pip uninstall every TensorFlow package (tensorflow, tensorflow-cpu, "
            "tensorflow-intel...) until pip finds none, delete what is left of site-packages/"
            "tensorflow, and install one: pip install --no-cache-dir tensorflow==YOUR_RELEASE"
        ),
    ),
    # tf.load_op_library on a project's own op library that is not there: never built, or
    # built elsewhere (tensorflow/models#3540: the word2vec tutorial's "NotFoundError:
    # C:\\pythonwork\\NLPWord2Vec\\word2vec_ops.so not found."; the poster asked how to compile
    # word2vec_ops.cc). A path outside site-packages: a package's own file is another finding
    rule(
        "custom-op-library-missing",
        E,
        "Your project's compiled op library is not there (never built, or another path)",
        r"NotFoundError:\s*(?P<lib>(?![^\s]*(?:site|dist)-packages)(?=[^\s]*[\\/])[^\s:]*"
        r"(?::[\\/][^\s:]*)?\.(?:so|dll|dylib))(?::\s*cannot open shared object file|\s+not "
        r"found\b)",
        ("notfounderror",),
        lambda v, _c: (
            f"{v.get('lib')} does not exist where the code loads it (tf.load_op_library). Build "
            "the op against this TensorFlow first, as the project's README says, or with g++ -std="
            "c++17 -shared OP.cc -o OP.so -fPIC $(python -c 'import tensorflow as tf; print(\" "
            "\".join(tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags()))') -O2; "
            "then load it by the path it was built at (a path relative to the working folder "
            "moves with it)"
        ),
        url="https://www.tensorflow.org/guide/create_op#compile_the_op_using_your_system_compiler_tensorflow_binary_installation",
    ),
    # an app's TensorFlow Lite C library not bundled (Rajatkalsotra/Face-Recognition-Flutter#6:
    # tflite_flutter's "Failed to load dynamic library (dlopen failed: library
    # \"libtensorflowlite_c.so\" not found)"; its setup script puts the library in jniLibs)
    rule(
        "libtensorflow-c-missing",
        E,
        "The TensorFlow (Lite) C library the app loads is not bundled with it",
        r"dlopen failed: library \"(?P<library>libtensorflow(?:lite)?(?:_c|_jni|_framework)?"
        r"\.so[\d.]*)\" not found|Failed to load dynamic library '?(?P<library2>(?:lib)?"
        r"tensorflowlite_c[\w.]*)(?P<tiny>.*too small to be an ELF executable)?|"
        # the same on iOS, as Xcode says it (am15h/tflite_flutter_plugin#171, round 151:
        # "framework not found TensorFlowLiteC"; tensorflow/flutter-tflite#236: "Error (Xcode):
        # Framework 'TensorFlowLite' not found", fixed by reinstalling the pods)
        r"[Ff]ramework (?:not found '?|')(?P<framework>TensorFlowLite(?:C|Swift|ObjC)?)'?(?: not found)?\b",
        ("dlopen failed: library", "failed to load dynamic library", "framework not found", "framework 'tensorflowlite"),
        lambda v, _c: (
            f"The iOS build has no {v.get('framework')}.framework: reinstall the pods (rm -rf "
            "ios/Pods ios/Podfile.lock; cd ios && pod install); the am15h tflite_flutter plugin "
            "needs TensorFlowLiteC.framework placed where its pod expects it (its README's iOS setup)"
            if v.get("framework") else
            f"{v.get('library2')} in the app is not a library (a file of a few bytes: a failed "
            "download's text): download the real binary for that ABI again (tflite_flutter's "
            "install.sh), or drop that ABI, then rebuild"
            if v.get("tiny") else
            f"{v.get('library') or v.get('library2')} is not in the app: a binding such as "
            "tflite_flutter loads the TensorFlow Lite C library and ships none; run the "
            "package's setup step (tflite_flutter: its install.sh / install.bat, which puts "
            "the .so files in android/app/src/main/jniLibs/<abi>/), or build the library for "
            "each ABI the app ships"
        ),
    ),
    # a binding calling a function its TensorFlow C library has not got: the library is
    # another release than the binding's (SciSharp/TensorFlow.NET#794: "System.
    # EntryPointNotFoundException: Unable to find an entry point named 'TF_StringInit' in DLL
    # 'tensorflow'", Redist-Windows-GPU 2.4.0 under a binding for 2.4.1's C API)
    rule(
        "libtensorflow-c-version-mismatch",
        E,
        "The TensorFlow C library loaded is another release than the binding was written for",
        r"Unable to find an entry point named '(?P<symbol>TF(?:E|LITE)?_\w+)' in DLL "
        r"'(?P<dll>[\w.]*tensorflow[\w.]*)'",
        "unable to find an entry point named 'tf",
        lambda v, _c: (
            f"The native TensorFlow library has no {v.get('symbol')}: it is "
            "another release than the binding (TensorFlow.NET, Go, Rust, Java, a C program) "
            "was built for. Install the C library of the release the binding names (TensorFlow."
            "NET: the SciSharp.TensorFlow.Redist package of the binding's TensorFlow version, "
            "one Redist package only; others: libtensorflow of that release), and remove older "
            "copies from the loader's path"
        ),
    ),
    # TensorFlow's HDFS file system without Hadoop's native client (microsoft/pai#2773: a
    # stock Horovod image reading hdfs:// paths, "NotFoundError: libhdfs.so: cannot open
    # shared object file"; the gatherer's name, adopted)
    rule(
        "libhdfs-missing",
        E,
        "TensorFlow cannot load Hadoop's libhdfs.so to read hdfs:// paths",
        # (not TF 1.15-2.1's eager attempt at import, "HadoopFileSystem load error: ...",
        # a harmless E line: benign-hadoop-filesystem)
        r"^(?!.*HadoopFileSystem load error).*?(?P<library>libhdfs\.so[\d.]*): cannot open "
        r"shared object file",
        "libhdfs",
        "hdfs:// paths need Hadoop's native client where the job runs: an image with Hadoop, "
        "or install it and set JAVA_HOME, HADOOP_HDFS_HOME, LD_LIBRARY_PATH=$LD_LIBRARY_PATH:"
        "$HADOOP_HDFS_HOME/lib/native:<the folder of libjvm.so> and CLASSPATH=$($HADOOP_HDFS_"
        "HOME/bin/hadoop classpath --glob) before Python starts (TensorFlow's Hadoop guide; "
        "TF 2.6+ reads HDFS through tensorflow-io: import tensorflow_io)",
    ),
    # a TensorFlow build whose TF Lite kernels are missing from its own library (PINTO0309/
    # Tensorflow-bin's README: "undefined symbol: _ZN6tflite12tensor_utils39NeonMatrixBatch
    # VectorMultiplyAccumulate..." with the official Raspberry Pi wheel; its wheels built with
    # TF Lite fix it)
    rule(
        "tensorflow-install-broken",
        E,
        "This TensorFlow build lacks TF Lite kernels its own interpreter needs",
        # (only a bare line or TensorFlow's own library: tflite-runtime's, tflite-support's or a
        # user's op library are their owners', the review of 537bbe7)
        r"^(?!.*(?:tflite_runtime|tflite_support|\.so:|\.dylib:)).*undefined symbol:?\s*_ZN6tflite\w+"
        r"|tensorflow/lite/python/interpreter_wrapper/\S+\.so: undefined symbol:?\s*_ZN6tflite",
        "undefined symbol: _zn6tflite",
        "The build's TF Lite interpreter misses a kernel of its own (an ARM wheel built without "
        "them): install a TensorFlow wheel built with TF Lite for this board (for the Raspberry "
        "Pi: the tflite-runtime wheel, or a community build such as PINTO0309/Tensorflow-bin), "
        "or run the model with tflite-runtime",
    ),
    # TF 1.8's Keras engine asking for checkpointable.CheckpointableBase, which a 1.7 file of the
    # same folder lacks: two releases' files mixed (tensorflow/tensorflow#20499: stale files,
    # "uninstall, delete the files, then install again"; #19436: tensorflow beside tf-nightly
    # in Colab, uninstalling both fixed it)
    rule(
        "tensorflow-install-broken",
        E,
        "TensorFlow's own files come from two releases (checkpointable has no CheckpointableBase)",
        r"module 'tensorflow\.python\.training\.checkpointable' has no attribute 'CheckpointableBase'",
        "'checkpointablebase'",
        "TensorFlow's files in this environment come from two releases (tensorflow beside "
        "tf-nightly or tensorflow-gpu, or an old release's files left behind): pip uninstall "
        "every TensorFlow distribution (tensorflow, tensorflow-gpu, tf-nightly) until pip finds "
        "none, delete a tensorflow folder left in site-packages, then install one release",
    ),
    # a `tensorflow` without names every release has (tf.constant, tf.Variable, tf.float32,
    # __version__...): what was imported is not the installed package but a folder or file of
    # that name (the working directory's copy: tensorflow/tensorflow#7157, "'module' object has
    # no attribute 'constant'"; a leftover empty folder after a failed uninstall). Removed or
    # renamed APIs (placeholder, Session) are tensorflow-api-mismatch's
    rule(
        "tensorflow-install-broken",
        E,
        "The `tensorflow` imported is not a working TensorFlow (it lacks names every release has)",
        r"(?:module 'tensorflow'|'module' object) has no attribute "
        rf"'(?P<core>{'|'.join(CORE_TF_NAMES)})'",
        ("module 'tensorflow' has no attribute", "'module' object has no attribute"),
        lambda v, _c: _not_tensorflow(str(v.get("core"))),
    ),
)
