"""Log rules for Bazel building TensorFlow (or a companion) from source: a C++ rule that did
not compile, and the mirror misses Bazel goes on after. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO


def _build_remedy(v: dict) -> str:
    what = v.get("target") or v.get("file") or "The target"
    where = f"{v.get('build') or ''} {v.get('target') or ''} {v.get('file') or ''}"
    tf = "//tensorflow" in where or "org_tensorflow" in where or "/tensorflow/" in where
    head = f"{what} did not compile: read the compiler's first `error:` printed after this line (Bazel shows the action's output below it). "
    if tf:
        return head + (
            "Use the compiler, Bazel and CUDA of this release's row in the tested build "
            "configurations (https://www.tensorflow.org/install/source#tested_build_configurations"
            "; an older GCC than the row's fails on newer code), start clean after a change "
            "(`bazel clean --expunge`, then `bazel sync`), or install a released wheel instead"
        )
    return head + (
        "Use the compiler and Bazel versions the project's build instructions name, and start "
        "clean after a change (`bazel clean --expunge`)"
    )

SOURCE_BUILD_RULES = (
    # Bazel's line for a C++ target that did not compile (tensorflow/tensorflow#41926: GCC 5.4
    # on TF 2.3's kernels, fixed with gcc 6.5; #57731: abseil's graphcycles_internal, fixed by
    # `bazel clean --expunge` and `bazel sync`); Bazel 5+ names the file (#55524: "Compiling
    # tensorflow/compiler/mlir/.../tf_ops_a_m.cc failed: (Exit 4)"). Any project's build says
    # so (google-ai-edge/mediapipe#708): TensorFlow's remedy only for TensorFlow's own tree
    # (the review of the twelfth session)
    rule(
        "source-build-failed",
        E,
        "Building from source failed: a C++ target did not compile",
        r"^ERROR: (?P<build>\S+BUILD(?:\.bazel)?):\d+:\d+: (?:C\+\+ compilation of rule '(?P<target>[^']+)' "
        r"failed \(Exit \d+\)|Compiling (?P<file>\S+) failed: \((?:Exit \d+|Aborted)\))",
        ("c++ compilation of rule", "failed: (exit", "failed: (aborted)"),
        lambda v, _c: _build_remedy(v),
    ),
    # Apple's clang refusing the -march=native a build's flags carry (Homebrew/homebrew-core
    # #82430, round 149: TF 2.6's libtensorflow under brew, CC_OPT_FLAGS=-march=native from
    # configure, "clang: error: the clang compiler does not support '-march=native'"; unset
    # CC_OPT_FLAGS and the build finished; the Bazel line "(Aborted): wrapped_clang failed")
    rule(
        "source-build-failed",
        E,
        "The compiler refused a -march flag the build passes (Apple clang has no -march=native)",
        r"clang: error: the clang compiler does not support '(?P<flag>-march=\S+?)'",
        "the clang compiler does not support",
        lambda v, _c: (
            f"Apple's clang does not take {v.get('flag')}: drop it from the build's flags "
            "(unset CC_OPT_FLAGS before ./configure, or answer its optimization-flags question "
            "with -Wno-sign-compare; no --copt=-march=native), then bazel clean and build again"
        ),
    ),
    # the compiler killed for memory under that line (tensorflow/tensorflow#58956, serving
    # #1035: "gcc: internal compiler error: Killed (program cc1plus)"; FloopCZ/tensorflow_cc
    # #247: "gcc: fatal error: Killed signal terminated program cc1plus"; wdirons in
    # tensorflow/tensorflow#24318: limit the memory Bazel uses)
    rule(
        "source-build-out-of-memory",
        E,
        "The compiler was killed: the build ran out of memory",
        r"internal compiler error: Killed \(program (?P<prog>cc1plus|cc1)\)|fatal error: Killed signal "
        r"terminated program (?P<prog2>cc1plus|cc1)",
        ("killed (program cc1", "killed signal terminated program"),
        "The kernel killed the compiler for lack of memory: build with fewer parallel jobs and a "
        "memory cap (bazel build --jobs=4 --local_ram_resources=HOST_RAM*.5 ...; older Bazel: "
        "--local_resources), add swap, or install a released wheel instead of building",
    ),
    # Bazel trying TensorFlow's mirror first (tensorflow/io#1525: "Download from
    # https://storage.googleapis.com/mirror.tensorflow.org/... failed: class ...
    # UnrecoverableHttpException GET returned 404 Not Found"; the maintainer: only warnings,
    # Bazel goes on to the next URL)
    rule(
        "benign-bazel-mirror-404",
        INFO,
        "Bazel's download from TensorFlow's mirror missed; it uses the upstream URL (harmless)",
        # (a CI log's timestamp before it: tensorflow/tensorflow#51886's Jenkins, "20:49:09     WARNING:")
        r"^(?:[\d:]+\s+)?WARNING: Download from https?://(?:storage\.googleapis\.com/)?mirror\.tensorflow\.org/"
        r"\S+ failed: class \S+ GET returned 404 Not Found",
        "mirror.tensorflow.org",
        "Nothing to fix: Bazel tries each URL of the dependency in turn. Only if the build then "
        "stops for that dependency, check the machine's network or proxy",
    ),
    # a C extension built on Windows without Microsoft's compiler (fizyr/keras-retinanet#606:
    # "error: Microsoft Visual C++ 14.0 is required. Get it with "Microsoft Visual C++ Build
    # Tools"", building its compute_overlap Cython extension)
    rule(
        "msvc-build-tools-missing",
        E,
        "Building a C extension on Windows needs Microsoft's C++ compiler, which is not installed",
        r"error: Microsoft Visual C\+\+ (?P<version>[\d.]+) (?:or greater )?is required",
        "microsoft visual c++",
        "Install Microsoft's C++ Build Tools (Visual Studio Build Tools with the \"Desktop "
        "development with C++\" workload), open a new shell and build again; or install a "
        "release of the package that has a wheel for this Python, which needs no compiler",
    ),
    # Bazel's analysis refusing a rule of the workspace: the rules were written for another
    # Bazel (tensorflow/text#680, round 109: "'@com_google_protobuf//:cc_toolchain' does not
    # have mandatory provider 'ProtoInfo'" under Bazel 4.x; the fix pinned 3.7.2 in
    # .bazelversion; bazelbuild/bazel#12887)
    rule(
        "bazel-version-mismatch",
        E,
        "This source does not build with the installed Bazel",
        r"\bin [\w ]+ rule @?[\w/:.@-]+: .* does not have mandatory providers?:? '(?P<provider>\w+)'",
        "does not have mandatory provider",
        lambda v, _c: (
            f"Bazel refused a rule at analysis (no '{v.get('provider')}' provider): the "
            "workspace's rules were written for another Bazel. Build with the version the "
            "source pins: Bazelisk runs the one in its .bazelversion (install bazelisk as "
            "`bazel`), or use the Bazel of this release's row in "
            "https://www.tensorflow.org/install/source#tested_build_configurations"
        ),
    ),
    # generated .pb.h files compiled against other protobuf headers (horovod/horovod#825, round
    # 109: Horovod's TF op under TF 1.13, "This file was generated by a newer version of protoc
    # which is incompatible with your Protocol Buffer headers"; protoc's own #error text)
    rule(
        "custom-op-compile-failed",
        E,
        "Generated protobuf code does not match the protobuf headers it is compiled against",
        r"This file was generated by an? (?P<age>newer|older) version of protoc which is",
        "version of protoc which is",
        lambda v, _c: (
            f"The .pb.h files were generated by a protoc {v.get('age')} than the protobuf "
            "headers on the include path. For code built against TensorFlow (a custom op, "
            "Horovod), put TensorFlow's own include folder first: it ships the protobuf headers "
            "its .pb.h files need (python -c \"import tensorflow as tf; "
            "print(' '.join(tf.sysconfig.get_compile_flags()))\"), and take other protobuf "
            "headers (/usr/include/google/protobuf, a conda libprotobuf) off the path; otherwise "
            "install the protobuf of the protoc that generated the files, or regenerate them"
        ),
    ),
    # conda on Windows: a package whose deep files the extraction dropped at 260 characters
    # (flatironinstitute/CaImAn#1159, round 112: tensorflow-base 2.10 "appears to be corrupted.
    # The path 'Lib/site-packages/tensorflow/include/external/llvm-project/mlir/...' specified
    # in the package manifest cannot be found"; long paths on fixed it, the poster confirmed)
    rule(
        "windows-long-paths-disabled",
        E,
        "Windows' path length limit dropped files of a conda package",
        # (conda wraps the line after the path: the path is enough)
        r"appears to be corrupted\. The path '(?P<path>Lib/site-packages/[^']{120,})'",
        "appears to be corrupted. the path",
        "Not a bad download: the package's deepest files are past Windows' 260-character limit. "
        "Turn on long paths (as administrator, PowerShell: New-ItemProperty -Path "
        '"HKLM:\\SYSTEM\\CurrentControlSet\\Control\\FileSystem" -Name LongPathsEnabled '
        "-Value 1 -PropertyType DWORD -Force), then `conda clean --packages` and install again; "
        "or keep conda in a short folder (C:\\miniconda3)",
    ),
    # a source build of TensorFlow for a Python its hermetic-Python lock files do not cover
    # (Homebrew/homebrew-core#201589, round 112: TF 2.18 with 3.13, "Could not find
    # requirements_lock.txt file matching specified Python version"; Homebrew stayed on 3.12)
    rule(
        "python-version-unsupported",
        E,
        "This TensorFlow source has no build for this Python version",
        r"Could not find requirements_lock\.txt file matching specified Python version",
        "could not find requirements_lock.txt",
        "The source's Bazel build pins its Python packages per Python version, and has none for "
        "this one (the next lines list those it has): build with one of them (export "
        "HERMETIC_PYTHON_VERSION=3.12, or --repo_env=HERMETIC_PYTHON_VERSION=3.12), or a "
        "TensorFlow release whose source lists this Python",
    ),
    # an op compiled against TensorFlow's pip headers without the include folders they need
    # (bxshi/ConMask#1, round 129: ".../tensorflow/include/tensorflow/core/platform/default/
    # mutex.h:25:22: fatal error: nsync_cv.h: No such file or directory" under TF 1.4+;
    # tensorflow/tensorflow#15002: "cuda/include/cuda.h"; tf.sysconfig.get_compile_flags()
    # adds nsync's and the external folders)
    rule(
        "custom-op-compile-failed",
        E,
        "A custom op's compile is missing include folders TensorFlow's headers need",
        r"[\\/]tensorflow[\\/]include[\\/]\S+\.h:\d+(?::\d+)?: fatal error: (?P<header>\S+?): No such "
        r"file or directory",
        ("tensorflow/include/", "tensorflow\\include\\"),
        lambda v, _c: (
            f"TensorFlow's header includes {v.get('header')}, which the compile line does not "
            "find: build with TensorFlow's own flags (python -c \"import tensorflow as tf; "
            "print(' '.join(tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags()))\"), "
            "which add its nsync and external folders; CUDA headers (cuda/include/cuda.h, "
            "third_party/gpus/...) come from the CUDA toolkit: add -I for its prefix, or link "
            "its include folder into tensorflow/include/third_party/gpus/cuda"
        ),
    ),
    # a shared object (a custom op) compiled without position-independent code (tensorflow/
    # tensorflow#1569, round 129: "relocation R_X86_64_32 against '.text' can not be used when
    # making a shared object; recompile with -fPIC"; -fPIC fixed it)
    rule(
        "custom-op-compile-failed",
        E,
        "The shared library (a custom op) was compiled without -fPIC",
        r"relocation R_X86_64_\w+ against \S+ can not be used when making a shared object; "
        r"recompile with -fPIC",
        "recompile with -fpic",
        "Add -fPIC to every compile of the library's objects (g++ -std=c++17 -shared op.cc -o "
        "op.so -fPIC with tf.sysconfig's compile and link flags; nvcc: -Xcompiler -fPIC)",
    ),
    # protoc older than the .proto files' syntax (tensorflow/models#1962, round 140: "object_
    # detection/protos/calibration.proto:41:3: Expected \"required\", \"optional\", or
    # \"repeated\"."; protoc 2.x reading proto files it cannot parse; a 3.x protoc fixed it; the
    # gatherer's name, adopted; the same words for a proto3 file without its syntax line, public
    # protoc-compatibility tests found by find_string: the re-read)
    rule(
        "protoc-too-old",
        E,
        "protoc read these .proto files as proto2: an old protoc, or a file without its syntax line",
        r"(?P<file>\S+\.proto):\d+:\d+: Expected \"required\", \"optional\", or \"repeated\"\.",
        'expected "required", "optional", or "repeated"',
        lambda v, _c: (
            f"protoc parsed {v.get('file')} as proto2, which needs a label on every field. Check "
            "`protoc --version`: a 2.x release (an old distribution package) cannot read proto3 "
            "files such as the Object Detection API's: install a current protoc (the protobuf "
            "release's protoc-*.zip, or `pip install grpcio-tools` and `python -m grpc_tools."
            "protoc`) and compile again (protoc object_detection/protos/*.proto --python_out=.). "
            "A file of your own needs `syntax = \"proto3\";` as its first statement (protoc "
            "takes a file without it for proto2)"
        ),
    ),
)
