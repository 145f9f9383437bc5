"""Log rules for Bazel building TensorFlow (or a companion) from source: a C++ rule that did
not compile, and the mirror misses Bazel goes on after. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

SOURCE_BUILD_RULES = (
    # Bazel's line for a C++ target that did not compile (tensorflow/tensorflow#41926: GCC 5.4
    # on TF 2.3's kernels, fixed with gcc 6.5; #57731: abseil's graphcycles_internal, fixed by
    # `bazel clean --expunge` and `bazel sync`)
    rule(
        "source-build-failed",
        E,
        "Building from source failed: a C++ target did not compile",
        r"^ERROR: \S+BUILD(?:\.bazel)?:\d+:\d+: C\+\+ compilation of rule '(?P<target>[^']+)' "
        r"failed \(Exit \d+\)",
        "c++ compilation of rule",
        lambda v, _c: (
            f"{v.get('target')} did not compile: read the compiler's first `error:` above this "
            "line. Use the compiler, Bazel and CUDA of this release's row in the tested build "
            "configurations (https://www.tensorflow.org/install/source#tested_build_configurations"
            "; an older GCC than the row's fails on newer code), start clean after a change "
            "(`bazel clean --expunge`, then `bazel sync`), or install a released wheel instead"
        ),
    ),
    # Bazel trying TensorFlow's mirror first (tensorflow/io#1525: "Download from
    # https://storage.googleapis.com/mirror.tensorflow.org/... failed: class ...
    # UnrecoverableHttpException GET returned 404 Not Found"; the maintainer: only warnings,
    # Bazel goes on to the next URL)
    rule(
        "benign-bazel-mirror-404",
        INFO,
        "Bazel's download from TensorFlow's mirror missed; it uses the upstream URL (harmless)",
        r"^WARNING: Download from https?://(?:storage\.googleapis\.com/)?mirror\.tensorflow\.org/"
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
)
