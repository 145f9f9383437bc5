"""Log rules for TensorFlow's C, C++, Go and Java APIs and for TFX and Apache Beam around it:
the SavedModel loader's words for a folder it cannot find, cgo without the C headers, the Go
module's generated protos, an op library without shape functions under TF Java, JavaCPP's
natives, a C++ program linked without protobuf's symbols, the tfx CLI's engine, ExampleGen's
input pattern and Beam's filesystems. Each was first read in round 169's sealed logs. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

API_WORD_RULES = (
    # the C API's SavedModel loader (tensorflow/cc/saved_model/loader_util; galeone/tfgo#64,
    # round 169: the Go binding given a path starting with "~", which only a shell expands)
    rule(
        "application-data-missing",
        E,
        "The SavedModel loader found no saved_model.pb in the folder given",
        r"Could not find SavedModel \.pb or \.pbtxt at supplied export directory path",
        "could not find savedmodel .pb or .pbtxt",
        "The folder given holds no saved_model.pb: give the SavedModel's own folder (the one "
        "with saved_model.pb and variables/), as an absolute path or one relative to the "
        "working folder; a '~' is expanded by shells only, not by the C, Go or Java loaders",
    ),
    # cgo compiling TensorFlow's Go binding without the C library's headers (galeone/tfgo#68,
    # round 169: "fatal error: tensorflow/c/c_api.h: No such file or directory")
    rule(
        "libtensorflow-c-missing",
        E,
        "The TensorFlow C library's headers are not where the compiler looks",
        # (clang's words on macOS, MSVC's C1083: the review of the twenty-first session)
        r"fatal error: '?tensorflow/c/(?P<header>\w+\.h)'?:? (?:No such file or directory|file not "
        r"found)|C1083: Cannot open include file: 'tensorflow/c/(?P<header2>\w+\.h)'",
        ("fatal error: tensorflow/c/", "fatal error: 'tensorflow/c/", "'tensorflow/c/"),
        "A custom op built for the Python package: the pip wheel ships these headers, so compile "
        "with tf.sysconfig.get_compile_flags() (and link with get_link_flags()). A program of "
        "its own (cgo, C): install the TensorFlow C library (the libtensorflow tarball of your release, "
        "https://www.tensorflow.org/install/lang_c) with its include/ and lib/ under /usr/local "
        "(sudo tar -C /usr/local -xzf libtensorflow-...tar.gz; sudo ldconfig), or point the "
        "compiler at them (CGO_CFLAGS=-I<dir>/include CGO_LDFLAGS=-L<dir>/lib)",
    ),
    # the Go module's generated protos, go's words while it searches (tensorflow/tensorflow
    # #43847, round 169: "go: finding module for package github.com/tensorflow/tensorflow/
    # tensorflow/go/core/protobuf/for_core_protos_go_proto"; bindings.py reads its last line)
    rule(
        "tensorflow-go-protos-missing",
        E,
        "TensorFlow's Go package imports generated protobuf packages the repository does not hold",
        r"finding module for package github\.com/tensorflow/tensorflow/tensorflow/go/"
        r"(?P<pkg>core/\S+_go_proto)",
        "tensorflow/go/core/",
        "The Go binding imports Go code generated from TensorFlow's .proto files, which the "
        "tensorflow repository does not commit, so `go get` cannot find it: check out the "
        "TensorFlow source at your libtensorflow's release, run `go generate "
        "github.com/tensorflow/tensorflow/tensorflow/go/op` there and point a replace directive "
        "at it, or use a fork that commits it (github.com/galeone/tensorflow, tfgo's)",
    ),
    # an op library registered without shape functions, loaded by TF Java's SavedModelBundle
    # (tensorflow/decision-forests#101, round 169: "No shape inference function exists for op
    # 'SimpleMLLoadModelFromPathWithHandle', did you forget to define it?"; fixed in TF-DF;
    # the gatherer's name, adopted)
    rule(
        "custom-op-shape-fn-missing",
        E,
        "An op of a custom op library has no shape function, which this loader needs",
        r"No shape inference function exists for op '(?P<op>\w+)'",
        "no shape inference function exists for op",
        lambda v, _c: (
            f"{v.get('op')} was registered without .SetShapeFn(...): Python's TensorFlow loads "
            "such a model, TF Java's and the C API's graph import do not. Use a release of the "
            "op library whose ops have shape functions (TensorFlow Decision Forests added them), "
            "or add SetShapeFn to the op's REGISTER_OP and rebuild it"
        ),
    ),
    # JavaCPP's own natives not on the classpath (tensorflow/java#189, round 169: "Warning:
    # Could not load Loader: java.lang.UnsatisfiedLinkError: no jnijavacpp in
    # java.library.path"; TF Java goes on; the gatherer's name, adopted)
    rule(
        "javacpp-native-jar-missing",
        W,
        "JavaCPP's native library is not on the classpath (TF Java runs, in a fallback mode)",
        r"Could not load \w+: java\.lang\.UnsatisfiedLinkError: no jnijavacpp in java\.library\.path",
        "no jnijavacpp in java.library.path",
        "Depend on the platform artifacts, which carry the natives for each OS (org.tensorflow:"
        "tensorflow-core-platform, and org.bytedeco:javacpp-platform), or add the javacpp jar "
        "with your OS's classifier to the classpath",
    ),
    # a C++ program on libtensorflow_cc whose link misses protobuf's symbols (FloopCZ/
    # tensorflow_cc#219, round 169: SavedModelBundle::GetSignatures, "undefined reference to
    # `google::protobuf::internal::MapFieldBase::SyncMapWithRepeatedField() const'")
    rule(
        "libtensorflow-cc-not-linked",
        E,
        "The C++ program's link found no protobuf symbols that TensorFlow's headers use",
        r"undefined reference to `(?P<symbol>google::protobuf::[^']{1,120})'",
        "undefined reference to `google::protobuf::",
        lambda v, _c: (
            f"The linker found no {v.get('symbol')}: TensorFlow's headers inline protobuf code, "
            "and libtensorflow_cc does not export protobuf's symbols to the program. Link the "
            "protobuf library of the version TensorFlow was built with (-lprotobuf of that "
            "release), or avoid the inlined map code (SavedModelBundleLite instead of "
            "SavedModelBundle, as users of tensorflow_cc reported)"
        ),
    ),
    # the tfx CLI's engine against the runner the pipeline file builds (tensorflow/tfx#3361,
    # round 169: "kubeflow runner not found in dsl." for a KubeflowV2DagRunner file; the
    # gatherer's name, adopted)
    rule(
        "tfx-cli-engine-runner-mismatch",
        E,
        "The tfx CLI's --engine does not match the runner the pipeline file builds",
        r"(?P<engine>kubeflow|airflow|beam|local|vertex) runner not found in dsl",
        "runner not found in dsl",
        lambda v, _c: (
            f"tfx pipeline compile --engine {v.get('engine')} looks for that engine's runner in "
            "the pipeline file, and the file builds another (a KubeflowV2DagRunner is Vertex "
            "Pipelines', not Kubeflow v1's): give the file that runs the pipeline with the "
            "engine's runner, or the engine that matches the file's runner"
        ),
    ),
    # ExampleGen's input pattern matching nothing (tensorflow/tfx#2909, round 169: "Split
    # pattern gs://.../data/taxi/* does not match any files."; the gatherer's name, adopted)
    rule(
        "tfx-examplegen-input-empty",
        E,
        "TFX's ExampleGen found no input files for a split",
        r"Split pattern (?P<pattern>\S+) does not match any files",
        "does not match any files",
        lambda v, _c: (
            f"Nothing matches {v.get('pattern')}: copy the data there (gsutil cp for a bucket) or "
            "point the pipeline's data path at the folder that holds the files; the pipeline "
            "runs where the pattern is read (a Kubeflow/Vertex worker reads gs://, not your disk)"
        ),
    ),
    # Beam without its GCP extra (spotify/spotify-tensorflow#224, round 169: "ValueError: Unable
    # to get the Filesystem for path gs://xxxx"; the fix made the package need apache-beam[gcp];
    # the gatherer's name, adopted)
    rule(
        "beam-filesystem-extra-missing",
        E,
        "Apache Beam has no filesystem for this path's scheme",
        r"Unable to get the Filesystem for path (?P<path>(?P<scheme>[a-z0-9]+)://\S*)",
        "unable to get the filesystem for path",
        lambda v, _c: (
            f"Beam reads {v.get('scheme')}:// paths only with its extra installed: pip install "
            + ("\"apache-beam[gcp]\"" if v.get("scheme") == "gs" else
               "\"apache-beam[aws]\"" if v.get("scheme") == "s3" else
               "the apache-beam extra for that filesystem")
            + " (the same Beam version), on the workers too"
        ),
    ),
)
