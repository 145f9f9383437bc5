"""Log rules for building TensorFlow Lite (or an app on its C++ API) with CMake and a C/C++
compiler: a TensorFlow header whose own dependency is not on the include path, a CMake package
of TFLite's dependencies not found, a compiler too old for XNNPACK's ARM fp16 kernels, a broken
cross toolchain. Verbatim real samples with sources: tests/explain/test_rules.py (round 135)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

#: of those, the ones a CMake error names only in a TFLite (or flatbuffers) build
_TFLITE_ONLY = r"flatbuffers|farmhash|fft2d|gemmlowp|ruy|XNNPACK|xnnpack|pthreadpool|neon2sse|ml_dtypes"

#: the libraries TFLite's CMake build fetches (tensorflow/lite/CMakeLists.txt, tools/cmake/modules)
_DEPS = r"flatbuffers|absl|Eigen3?|eigen|farmhash|fft2d|gemmlowp|ruy|XNNPACK|xnnpack|cpuinfo|pthreadpool|ml_dtypes|neon2sse|FP16|fp16"

TFLITE_BUILD_RULES = (
    # a TensorFlow source header (not pip's tensorflow/include: custom-op-compile-failed)
    # including one of the libraries TFLite's CMake fetches, not on the app's include path
    # (ESE-Peasy/PosturePerfection#60, round 135: ".../tensorflow_src/tensorflow/lite/
    # interpreter_builder.h:24:10: fatal error: flatbuffers/flatbuffers.h: No such file or
    # directory"; the project member added TFLite's build folders to the include path)
    rule(
        "source-build-failed",
        E,
        "A TensorFlow Lite header needs a library the build's include path lacks",
        # (TFLite's own tree only; pip's tensorflow/include/tensorflow/... is a custom op's)
        r"(?<!include)[\\/]tensorflow[\\/]lite[\\/]\S+\.h:\d+(?::\d+)?: fatal error: "
        rf"(?P<header>(?:{_DEPS})[\\/.]?\S*?): No such file or directory",
        "fatal error: ",
        lambda v, _c: (
            f"TensorFlow Lite's header includes {v.get('header')}, from a library its CMake "
            "build fetches: build against TFLite's CMake project (add_subdirectory(tensorflow_"
            "src/tensorflow/lite ...) and target_link_libraries(app tensorflow-lite) pass its "
            "include folders on), or add -I for that library's folder in TFLite's build tree "
            "(its CMake fetches each into the build folder: <build>/flatbuffers/include, "
            "<build>/abseil-cpp; tensorflow/lite/tools/cmake/modules/*.cmake's SOURCE_DIR)"
        ),
    ),
    # CMake not finding a package of TFLite's dependencies, or its helper module
    # (tensorflow/tensorflow#58476: "Could not find a package configuration file provided by
    # "flatbuffers""; #69753: "include could not find requested file: BuildFlatBuffers",
    # "Unknown CMake command "build_flatbuffers"")
    rule(
        "source-build-failed",
        E,
        "CMake did not find a dependency of TensorFlow Lite's build",
        # (only the libraries TFLite's build fetches that other projects rarely ask for: a missing
        # Eigen3 or absl is any C++ project's, the review of the sixteenth session)
        rf"Could not find a package configuration file provided by \"(?P<package>{_TFLITE_ONLY})\""
        r"|Unknown CMake command \"(?P<command>build_flatbuffers)\"",
        ("could not find a package configuration file", "unknown cmake command"),
        lambda v, _c: (
            f"CMake found no {v.get('package') or v.get('command') or 'dependency'} "
            "package or module: configure TensorFlow Lite's own CMake project (cmake "
            "tensorflow_src/tensorflow/lite), which fetches flatbuffers and its other "
            "dependencies at the versions it pins, and build the app against it; or install that "
            "library's CMake package at TFLite's pinned version and point CMake at it "
            "(-D<name>_DIR=... / CMAKE_PREFIX_PATH). See "
            "https://ai.google.dev/edge/litert/build/cmake"
        ),
    ),
    # a GCC too old for XNNPACK's ARM fp16 kernels (tensorflow/tensorflow#56817: "unknown value
    # 'armv8.2-a+fp16' for -march", a maintainer: upgrade GCC; #59824: GCC 7's arm_neon.h,
    # "inlining failed in call to always_inline 'vaddq_f16': target specific option mismatch")
    rule(
        "source-build-failed",
        E,
        "The compiler is too old for XNNPACK's ARM fp16 code in TensorFlow Lite",
        r"unknown value '(?P<march>armv8\.2-a\+fp16\w*)' for -march"
        r"|inlining failed in call to always_inline '(?P<intrinsic>v\w+_f16)': target specific "
        r"option mismatch",
        ("for -march", "inlining failed in call to always_inline"),
        "The GCC (or cross GCC) in use does not handle ARMv8.2 fp16 (armv8.2-a+fp16, the "
        "vaddq_f16 intrinsics) that XNNPACK's kernels need: build with a newer GCC or clang "
        "(CC/CXX, or the cross toolchain of TFLite's CMake guide), or configure with "
        "-DTFLITE_ENABLE_XNNPACK=OFF",
    ),
    # a cross toolchain installed without its LTO plugin: CMake's compiler test fails
    # (tensorflow/tensorflow#50634: "aarch64-linux-gnu-gcc: fatal error: -fuse-linker-plugin,
    # but liblto_plugin.so not found")
    rule(
        "source-build-failed",
        E,
        "The (cross) compiler's installation is broken: its LTO plugin is missing",
        r"(?P<cc>\S*gcc\S*): fatal error: -fuse-linker-plugin, but liblto_plugin\.so not found",
        "but liblto_plugin.so not found",
        lambda v, _c: (
            f"{v.get('cc')} is incomplete (no liblto_plugin.so under its libexec folder): "
            "reinstall the toolchain (a distribution's gcc-aarch64-linux-gnu package, or the "
            "whole downloaded toolchain folder, not its bin/ alone), then configure in a fresh "
            "build folder"
        ),
    ),
)
