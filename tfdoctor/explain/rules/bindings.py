"""Log rules for TensorFlow's C library as other languages load it, in their own words: Julia's
``could not load library``, .NET's ``DllNotFoundException``, Haskell's Cabal, macOS's dyld,
Go's cgo and linker meeting a libtensorflow of another release or a libstdc++/glibc older than
it. stacks.py and native.py hold the loader's and Java's words. Verbatim real samples:
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
_LANG_C = "https://www.tensorflow.org/install/lang_c"


def _c_missing(v, _c) -> str:
    if "tfjs-node" in str(v.get("path", "")):  # tfjs-node ships its own libtensorflow
        return (
            "tfjs-node's own libtensorflow (in its build/Release folder) is not where its addon "
            "looks: `npm rebuild @tensorflow/tfjs-node` (or -gpu), or reinstall the package"
        )
    return (
        "The TensorFlow C library (libtensorflow, and libtensorflow_framework beside it) is not "
        "where the binding's loader looks: install the release the binding was written for (its "
        f"README names it; {_LANG_C}) into /usr/local and run `sudo ldconfig`, or put its folder "
        "on LD_LIBRARY_PATH (macOS: DYLD_LIBRARY_PATH; Windows: PATH). .NET: add the "
        "SciSharp.TensorFlow.Redist package, which carries tensorflow.dll / libtensorflow.so. If "
        "the next line names a CUDA or cuDNN library, the GPU libtensorflow needs that one"
    )


def _c_version(v, _c) -> str:
    sym = v.get("symbol") or "a symbol"
    return (
        f"The binding asks the TensorFlow C library for {sym}, which the installed libtensorflow "
        "does not have (its headers or its exports are of another release): install the "
        "libtensorflow release the binding's version targets, or use the binding's release for "
        f"the library you have ({_LANG_C})"
    )


BINDING_RULES = (
    # Julia (malmaud/TensorFlow.jl#340: "could not load library ".../deps/usr/bin/libtensorflow""
    # then the file the loader missed), .NET (SciSharp/TensorFlow.NET#253, #609: "Unable to load
    # DLL 'tensorflow'", "Unable to load shared library 'tensorflow'"), Haskell's Cabal
    # (tensorflow/haskell's "Missing (or bad) C library: tensorflow"), macOS's dyld for a Node
    # addon (yorkie/tensorflow-nodejs#25: "Library not loaded: bazel-out/.../libtensorflow.so")
    rule(
        "libtensorflow-c-missing",
        E,
        "The TensorFlow C library the binding loads is not found",
        r"could not load library \"[^\"]*libtensorflow\"|Unable to load (?:DLL|shared library) "
        r"'(?:lib)?tensorflow'|Missing \(or bad\) C library: tensorflow\b|(?:dlopen\((?P<path>[^,]+),"
        r"\s*\d+\): )?Library not loaded: \S*libtensorflow(?:_framework)?\.(?:so|dylib)",
        (
            "could not load library",
            "unable to load dll 'tensorflow",
            "unable to load shared library",
            "c library: tensorflow",
            "library not loaded:",
        ),
        _c_missing,
    ),
    # Go's cgo meeting a libtensorflow of another release: its header lacks a name the binding
    # uses (wamuir/graft#50: "could not determine what C.TF_FLOAT8_E4M3FN refers to" against
    # libtensorflow 2.6), or the linker its symbol (tensorflow/tensorflow#24281: "undefined
    # reference to `TF_AddGradientsWithPrefix'" against 1.8.0)
    rule(
        "libtensorflow-c-version-mismatch",
        E,
        "The TensorFlow C library is another release than the binding was written for",
        # (cgo's own prolog only: a C program linked without -ltensorflow says the same of any
        # TF_ name, tensorflow/tensorflow#23257: the review of 2b3cdaf)
        r"could not determine what C\.(?P<symbol>TFE?_\w+) refers to|cgo-gcc-prolog:\d+: "
        r"undefined reference to `(?P<symbol2>TF(?:E|_?LITE)?_\w+)'|"
        # .NET's loader finding tensorflow.dll without a function the binding calls
        # (SciSharp/TensorFlow.NET#548: "Unable to find an entry point named 'VSpace_Handle' in
        # DLL 'tensorflow'", the 1.15 redistributable under TensorFlow.NET 0.20)
        r"Unable to find an entry point named '(?P<symbol3>\w+)' in (?:DLL|shared library) "
        r"'(?:lib)?tensorflow'",
        ("could not determine what c.tf", "undefined reference to `tf", "unable to find an entry point"),
        _c_version,
    ),
    # a C program's link without the library (tensorflow/tensorflow#23257: `gcc test.c -o hello`
    # -> "undefined reference to `TF_Version'"; `-ltensorflow` after the source fixed it)
    rule(
        "libtensorflow-c-missing",
        E,
        "The program was linked without the TensorFlow C library",
        r"^(?!.*cgo-gcc-prolog)\S+: undefined reference to `(?P<symbol>TF(?:E|_?LITE)?_\w+)'",
        "undefined reference to `tf",
        lambda v, _c: (
            f"The linker found no {v.get('symbol', 'TF_ function')}: link libtensorflow, `gcc prog.c "
            "-I/usr/local/include -L/usr/local/lib -ltensorflow` (the -l after the sources; -L "
            f"where libtensorflow.so is; {_LANG_C}). If it is linked, the library is another "
            "release than the headers"
        ),
    ),
    # the linker finding a prebuilt libtensorflow newer than this system's libstdc++/glibc
    # (tensorflow/tensorflow#44058: "undefined reference to `lgammaf@GLIBC_2.23'", "...
    # @GLIBCXX_3.4.21'" on a CentOS 7-era system)
    rule(
        "glibc-too-old",
        E,
        "The system's C library (glibc) or libstdc++ is older than TensorFlow's binary needs",
        # (TensorFlow's own library only: conda's compiler sysroot says the same of zlib or
        # HDF5, anaconda-issues#12787, a sysroot matter: the review of 2b3cdaf)
        r"(?:libtensorflow|_pywrap)\S*\.so[\d.]*: undefined reference to `[^`']*@(?P<needed>"
        r"GLIBC(?:XX)?_[\d.]+|CXXABI_[\d.]+)'",
        ("@glibc", "@cxxabi"),
        env.glibc,
    ),
    # Rust's tensorflow-sys downloading libtensorflow when none is installed, without network
    # (tensorflow/rust#296: "failed to run custom build command for `tensorflow-sys v0.19.1`"
    # after "Could not resolve host: storage.googleapis.com"; the maintainer: expected offline)
    rule(
        "libtensorflow-c-missing",
        E,
        "Rust's tensorflow-sys build script failed (it downloads or builds libtensorflow when "
        "none is installed)",
        r"failed to run custom build command for `tensorflow-sys\b",
        "custom build command for `tensorflow-sys",
        # (the script's other failures too, the review of ebd791a: a source build without bash
        # on Windows, tensorflow/rust#210; no bazel for a cross build, #383)
        f"Install the TensorFlow C library first ({_LANG_C}; pkg-config must find it, or set "
        "the paths the crate's README names), so the script neither downloads nor builds it. "
        "Else the lines above say which step failed: a download needs storage.googleapis.com "
        "reachable; a source build needs bazel (and bash on Windows) for a supported target",
    ),
    # TensorFlow.jl's build step asking PyCall's Python for tensorflow (JuliaGPU/XLA.jl#3:
    # "ERROR: LoadError: Python TensorFlow not installed", its message naming both fixes)
    rule(
        "tensorflow-not-installed",
        E,
        "TensorFlow.jl's build found no Python TensorFlow in PyCall's Python",
        r"LoadError: Python TensorFlow not installed",
        "python tensorflow not installed",
        'Install tensorflow into the Python PyCall uses (`using PyCall; PyCall.python` names it: '
        "`that-python -m pip install tensorflow`), or rebuild PyCall on Conda.jl (ENV[\"PYTHON\"]"
        "=\"\"; Pkg.build(\"PyCall\")), then Pkg.build(\"TensorFlow\")",
    ),
    # the Go binding fetched with `go get` / modules: its generated protobuf packages are not
    # in the repository (tensorflow/tensorflow#44871, a duplicate of #41808: "module
    # github.com/tensorflow/tensorflow@latest found (v2.3.1+incompatible), but does not contain
    # package .../tensorflow/go/core/protobuf/for_core_protos_go_proto"; the gatherer's name)
    rule(
        "tensorflow-go-protos-missing",
        E,
        "The TensorFlow Go binding's generated protobuf packages are not in the module",
        r"does not contain package github\.com/tensorflow/tensorflow/tensorflow/go/\S*_go_proto",
        "_go_proto",
        "The Go binding is not go-gettable: its generated protobuf Go packages are not committed "
        "(tensorflow/tensorflow#41808). Follow TensorFlow's Go install guide (tensorflow/build's "
        "golang_install_guide: a checkout at your libtensorflow's release, protoc, `go generate` "
        "in tensorflow/go/op, a replace directive to the checkout), or use a maintained fork that "
        "commits them (github.com/wamuir/graft)",
    ),
    # R's reticulate reinstalled while a running R session held its DLL: the new R code calls a
    # routine the old library lacks (rstudio/reticulate#129, round 117: `object
    # "_reticulate_write_stderr" not found`; the maintainer: quit every R session, reinstall)
    rule(
        "r-package-dll-locked-on-install",
        E,
        "reticulate's R code and its compiled library are of two releases",
        r"object [\"'\u2018](?P<sym>_reticulate_\w+)[\"'\u2019] not found",
        "_reticulate_",
        lambda v, _c: (
            f"reticulate's R code calls {v.get('sym')}, which the loaded reticulate library "
            "lacks: it was installed while an R session held the old library. Quit every R "
            "session (RStudio included), then install.packages(\"reticulate\") in a fresh one "
            "and load keras/tensorflow again"
        ),
    ),
    # a C++ program linked with the C library only (tensorflow/tensorflow#14632, round 129:
    # "undefined reference to `tensorflow::Scope::~Scope()'"; allenlavoie: libtensorflow has
    # no C++ symbols, link libtensorflow_cc, and -ltensorflow_framework; the gatherer's name)
    rule(
        "libtensorflow-cc-not-linked",
        E,
        "The C++ program was linked without TensorFlow's C++ library",
        r"undefined reference to `(?P<symbol>tensorflow::[^']{1,120})'",
        "undefined reference to `tensorflow::",
        lambda v, _c: (
            f"The linker found no {v.get('symbol')}: the C API library (libtensorflow) defines no "
            "C++ symbols. Link libtensorflow_cc and libtensorflow_framework (-ltensorflow_cc "
            "-ltensorflow_framework after the sources, built with bazel's //tensorflow:"
            "libtensorflow_cc.so), or write the program against the C API; a custom op takes "
            "tf.sysconfig.get_link_flags()"
        ),
    ),
)
