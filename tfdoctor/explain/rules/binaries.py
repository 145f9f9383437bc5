"""Log rules for a binary built for another machine than this one: the OS's C library or
libstdc++ older than the binary needs, a wheel for another CPU architecture or platform tag.

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

BINARY_RULES = (
    # --- the OS's C/C++ runtime older than the binary --------------------------------------
    # tensorflow/tensorflow#1324 (Ubuntu 12.04: "version `GLIBC_2.17' not found (required by
    # .../_pywrap_tensorflow.so)"), lakshayg/tensorflow-build-archived#22 (GLIBC_2.23)
    rule(
        "glibc-too-old",
        E,
        "The system's C library (glibc) or libstdc++ is older than TensorFlow's binary needs",
        # CXXABI_ is libstdc++'s C++ ABI version, the same library's age
        # (closed by a backtick too, as a markdown paste leaves it: oberluz/pycoral#7,
        # "version `GLIBC_2.34` not found...", a wheel built on Debian bookworm)
        r"version [`'](?P<needed>GLIBC(?:XX)?_[\d.]+|CXXABI_[\d.]+)[`'] not found",
        ("' not found", "` not found"),
        env.glibc,
    ),
    # --- a wheel built for another interpreter ---------------------------------------------
    # an arm64 macOS wheel refused: the Python is x86_64 (Rosetta) on Apple silicon
    # (mwidjaja1/DSOnMacARM#3: "tensorflow_macos-0.1a0-cp38-cp38-macosx_11_0_arm64.whl is not
    # a supported wheel on this platform"), or an x86_64 build loaded by an arm64 process
    rule(
        "macos-arch-mismatch",
        E,
        "The Python and the TensorFlow build are for different CPU architectures (macOS)",
        r"(?P<wheel>\S*macosx_\d+_\d+_arm64\.whl) is not a supported wheel\s+on this platform|"
        r"incompatible architecture \(have '?\(?(?P<have>\w+)\)?'?, need '?\(?(?P<need>\w+)|"
        # older dyld: "no suitable image found.  Did find: ...: mach-o, but wrong architecture"
        r"mach-o,? but wrong architecture|"
        # uv's hint (OpenMind/OM1#14: "You're on macOS (`macosx_15_0_x86_64`), but `tensorflow`
        # (v2.18.0) only has wheels for ... `macosx_12_0_arm64`", an x86_64 Python on an M1;
        # on an Intel Mac the same: TF 2.17+ has no macOS x86_64 wheel, 2.16.2 the last: pip's
        # resolver)
        r"You're on macOS \(`macosx_\d+_\d+_(?P<x86>x86_64)`\), but `tensorflow` .*only has wheels"
        r" for the following platforms: .*macosx_\d+_\d+_arm64",
        ("arm64.whl is not a supported wheel", "incompatible architecture", "wrong architecture",
         "you're on macos ("),
        lambda v, c: env.mac_arch(v, c) + (
            " On an Intel Mac there is no TensorFlow 2.17+ wheel for macOS x86_64 (2.16.2 is the "
            "last): pin tensorflow==2.16.2, or run it in Linux (Docker)" if v.get("x86") else ""),
    ),
    # pip's list ending at 2.16.2, the last macOS x86_64 wheel, for a 2.17+ pin: an Intel Mac,
    # or an x86_64 Python on Apple silicon (tensorflow/tflite-micro#2927, round 120; earlier
    # labels' name, adopted: rounds 76 and 86; TF 2.16's release notes: Mac x86 builds end)
    rule(
        "macos-x86-wheels-discontinued",
        E,
        "No TensorFlow after 2.16.2 exists for macOS on x86_64",
        r"requirement tensorflow\s*==\s*(?P<want>2\.(?:1[7-9]|[2-9]\d)\S*)\s*\(from versions:[^)]*"
        r"\b2\.16\.2\)",
        "2.16.2)",
        lambda v, c: (
            f"pip's list stops at 2.16.2, the last TensorFlow built for macOS x86_64, so "
            f"{v.get('want')} cannot install here. On Apple silicon: " + env.mac_arch(v, c)
            + " On an Intel Mac: pin tensorflow==2.16.2 (and the packages of its line), or run "
            "the newer TensorFlow in Linux (Docker, a VM, a remote machine)"
        ),
    ),
    # conda looking for Apple's packages as an Intel (osx-64) install: Apple's channel builds
    # tensorflow-deps for osx-arm64 only (https-deeplearning-ai/machine-learning-engineering-
    # for-production-public#70: "PackagesNotFoundError ... tensorflow-deps" with "Current
    # channels: - https://conda.anaconda.org/apple/osx-64"; Miniforge's arm64 conda fixed it)
    rule(
        "macos-arch-mismatch",
        E,
        "conda is an Intel (osx-64) install: Apple's packages are for arm64 only",
        r"conda\.anaconda\.org/apple/osx-64\b|"
        # the package conda lists as not found, channel-qualified as conda writes it under
        # ResolvePackageNotFound (DeepLabCut/DeepLabCut#2056: DEEPLABCUT_M1.yaml on an osx-64
        # Anaconda; the same file installs on an arm64 conda)
        r"^\s*- apple::tensorflow-deps\b",
        ("anaconda.org/apple/osx-64", "- apple::tensorflow-deps"),
        lambda v, c: (
            "This conda is an x86_64 (osx-64) install running under Rosetta, so Apple's channel "
            "(tensorflow-deps: osx-arm64 builds only) has nothing for it. "
            + env.mac_arch(v, c)
        ),
    ),
    # any other wheel whose tags do not fit: the Python version, the OS or the CPU
    rule(
        "wheel-not-supported",
        E,
        "pip refused a wheel built for another Python, OS or CPU",
        r"(?:(?P<wheel>\S+\.whl)|\S+\.\.\.) is not a supported wheel\s+on this platform",
        "is not a supported wheel",
        env.wheel_tags,
    ),
    # a TensorFlow binary built for a newer macOS (tensorflow/tensorflow#2362: "Symbol not
    # found: ___sincos_stret", which OS X 10.9 introduced; the maintainer: 10.8 is out of scope;
    # the gatherer's name, adopted)
    rule(
        "macos-version-too-old",
        E,
        "This TensorFlow binary needs a newer macOS than this one",
        r"Symbol not found: _{2,3}sincos_stret",
        "sincos_stret",
        "The binary calls a function macOS added in OS X 10.9: upgrade macOS, or use a TensorFlow "
        "built for this one (pip's wheels list their minimum macOS in the file name: "
        "macosx_10_11 means 10.11 or newer)",
    ),
    # dyld naming the macOS a library was built for, whose symbol this system lacks
    # (tensorflow/tfx#1531: ml-metadata's .so, "Symbol not found: ____chkstk_darwin" ...
    # "(which was built for Mac OS X 10.15)"; tensorflow/tensorflow#52726: the C library on
    # High Sierra, rebuilt with --macos_minimum_os=10.13)
    rule(
        "macos-version-too-old",
        E,
        "A library here was built for a newer macOS than this one",
        r"Symbol not found: \w+.*\(which was built for (?:Mac OS X|macOS) (?P<built>[\d.]+)\)|"
        r"Symbol not found: _{3,4}chkstk_darwin",
        ("which was built for mac os x", "which was built for macos", "chkstk_darwin"),
        lambda v, _c: (
            f"The library{' named above' if not v.get('built') else ''} was built for "
            f"macOS {v.get('built') or '10.15'} or newer and this macOS lacks a function it calls: "
            "upgrade macOS, or install a build of that package or program made for this macOS (a "
            "Python wheel's file name says its minimum: macosx_10_13; a source build takes the "
            "minimum as a flag: Bazel's --macos_minimum_os)"
        ),
    ),
    # pip's note on a --user install's console scripts (PacktPublishing/Hands-On-Neural-Networks-
    # with-Keras, chapter 3: "The script f2py.exe is installed in '...\\Scripts' which is not on
    # PATH."; numpy imported fine; the gatherer's name, adopted)
    rule(
        "pip-scripts-not-on-path",
        W,
        "pip installed a command into a folder that is not on PATH",
        r"The scripts? (?P<script>.+?) (?:is|are) installed in '(?P<dir>[^']+)' which is not on PATH",
        "which is not on path",
        lambda v, _c: (
            f"Only the command {v.get('script')} is affected: the shell will not find it by "
            f"name. Add {v.get('dir')} to PATH, or run it as python -m <module>; "
            "--no-warn-script-location silences the note"
        ),
    ),
    # TF 1.x's TFLite converter running the toco_from_protos command pip installed with
    # TensorFlow, which the shell cannot find (rockyzhengwu/nsfw#4: "b'/bin/sh: toco_from_protos:
    # command not found\n'" from TFLiteConverter.convert(), TF 1.13)
    rule(
        "pip-scripts-not-on-path",
        E,
        "TFLite's converter cannot find TensorFlow's toco_from_protos command",
        r"toco_from_protos: (?:command )?not found",
        "toco_from_protos",
        "TensorFlow's pip install put the toco_from_protos command in its environment's bin folder "
        "(Scripts on Windows, ~/.local/bin for --user), which is not on PATH here: activate that "
        "environment, or add its bin folder to PATH, then convert again",
    ),
    # (moved from stacks.py, module size)
    # nvcc older than the architecture a build asks for (tensorflow/tensorflow#43588: CUDA 11.0's
    # "nvcc fatal : Unsupported gpu architecture 'compute_86'"; 11.1 built it; the gatherer's name)
    rule(
        "nvcc-gpu-arch-unsupported",
        E,
        "This CUDA toolkit's nvcc does not know the GPU architecture the build asks for",
        r"nvcc fatal\s*:\s*Unsupported gpu architecture '(?P<arch>compute_\d+\w*|sm_\d+\w*)'",
        "unsupported gpu architecture",
        lambda v, _c: (
            f"This nvcc does not know {v.get('arch')} (`nvcc --list-gpu-arch` lists what it takes): a "
            "newer architecture needs a newer CUDA toolkit (8.6 needs 11.1+: tensorflow/tensorflow#43588), "
            "an old one was removed from newer toolkits (compute_30 is gone from CUDA 11: NVlabs/"
            "instant-ngp#677), and a value that is no compute capability (a CUDA version typed "
            "there) fails the same way: check TF_CUDA_COMPUTE_CAPABILITIES / -arch"
        ),
    ),
    # the linker refusing a libtensorflow of the other architecture (tensorflow/tensorflow#62740:
    # "ld: warning: ignoring file /usr/local/lib/libtensorflow.dylib, building for macOS-arm64
    # but attempting to link with file built for macOS-x86_64")
    rule(
        "macos-arch-mismatch",
        E,
        "The program is built for one CPU architecture and a library for another (macOS)",
        r"ignoring file (?P<lib>\S+), building for macOS-(?P<need>\w+) but attempting to link with "
        r"file built for macOS-(?P<have>\w+)",
        "but attempting to link with file built for",
        lambda v, _c: (
            f"{v.get('lib')} is built for {v.get('have')}, the program for {v.get('need')}, so the "
            f"linker skips it: install that library built for {v.get('need')}"
            + (" (TensorFlow's C library: its darwin-arm64 release, or one built from source)"
               if "libtensorflow" in str(v.get("lib")) and v.get("need") == "arm64" else "")
            + ", or build the program for the library's architecture (arch -x86_64 under Rosetta "
            "for an x86_64 library)"
        ),
    ),
    # tensorflow-intel asked for off Windows: the `tensorflow` wheels of 2.11-2.18 on Windows
    # require it (their METADATA), so a requirements file frozen there names it
    # (rudyoactiv/typescribe-handwriting#3: "No matching distribution found for
    # tensorflow-intel==2.12.0" in WSL; the project's Windows conda env)
    rule(
        "dependency-wheel-missing",
        E,
        "tensorflow-intel exists for Windows only: the requirements were frozen on Windows",
        r"(?:No matching distribution found for|satisfies the requirement) (?P<pin>tensorflow[-_]intel"
        r"(?:[=<>!~]=?[\w.*]+)?)",
        ("found for tensorflow-intel", "found for tensorflow_intel", "requirement tensorflow-intel",
         "requirement tensorflow_intel"),
        lambda v, _c: (
            f"{v.get('pin')} has wheels for Windows only (`tensorflow` pulls it in there). On "
            "Linux, WSL or macOS replace it with the same `tensorflow` release (tensorflow-intel=="
            "X.Y.Z -> tensorflow==X.Y.Z) and drop it from the requirements; on Windows, use a "
            "64-bit CPython that release supports (https://www.tensorflow.org/install/pip)"
        ),
    ),
    # the GPU C library for native Windows past 2.10 (tensorflow/tensorflow#59016: "No such
    # object: tensorflow/libtensorflow/libtensorflow-gpu-windows-x86_64-2.11.0.zip"; the TF
    # team: 2.10 was the last release with GPU support on native Windows)
    rule(
        "windows-native-gpu-unsupported",
        E,
        "There is no GPU build of libtensorflow for native Windows after 2.10",
        r"libtensorflow-gpu-windows-x86_64-(?P<version>2\.(?:1[1-9]|[2-9]\d)[\d.]*)\.zip",
        "libtensorflow-gpu-windows",
        lambda v, _c: (
            f"TensorFlow 2.10 was the last release with GPU support on native Windows, so "
            f"{v.get('version')} has no GPU zip: use libtensorflow-gpu-windows-x86_64-2.10.0.zip, "
            "the CPU zip of the newer release, or the Linux GPU build under WSL2"
        ),
    ),
    # Apple's ML Compute fork (tensorflow_macos 0.1 alpha) runs eager code on the CPU whatever
    # device is chosen (apple/tensorflow_macos#12: "WARNING:tensorflow:Eager mode uses the CPU.
    # Switching to the CPU."; the poster's fix: disable eager execution first)
    rule(
        "mlcompute-eager-runs-on-cpu",
        W,
        "Apple's ML Compute TensorFlow runs eager code on the CPU",
        r"Eager mode uses the CPU\. Switching to the CPU",
        "eager mode uses the cpu",
        "In Apple's tensorflow_macos alpha, only graph mode uses the GPU: call "
        "tf.compat.v1.disable_eager_execution() before mlcompute.set_mlc_device(device_name="
        "'gpu'), or move to TensorFlow 2.13+ with tensorflow-metal, which runs eager code on "
        "the GPU",
    ),
    # a glibc-built TensorFlow library under musl (Alpine): musl's loader in its own words
    # (misskey-dev/misskey#8961, round 132: "Error loading shared library ld-linux-x86-64.so.2:
    # No such file or directory (needed by .../libtensorflow.so.2)"; tensorflow/tfjs#1425:
    # "Error relocating .../libtensorflow.so: __memcpy_chk: symbol not found"; a Debian base image
    # fixed it; the gatherers' name)
    rule(
        "musl-libc-incompatible",
        E,
        "TensorFlow's glibc-built library cannot load on a musl (Alpine) system",
        r"Error loading shared library ld-linux[\w.-]*\.so\.\d: No such file or directory \(needed by "
        r"(?P<lib>\S*(?:tensorflow|tflite)\S*)\)|Error relocating (?P<lib2>\S*(?:tensorflow|tflite)\S*): "
        r"\w+: symbol not found",
        ("error loading shared library ld-linux", "error relocating"),
        "TensorFlow's binaries (the Python wheels, libtensorflow for tfjs-node and other bindings) "
        "are built for glibc; Alpine's musl cannot load them. Use a glibc base image "
        "(python:3.X-slim, node:XX-bookworm-slim, debian/ubuntu) instead of an Alpine one",
    ),
    # h5py built from source where pip had no wheel, without HDF5's headers (NVIDIA-AI-IOT/
    # tf_trt_models#25: aarch64 Jetson, "fatal error: hdf5.h: No such file or directory";
    # `sudo apt-get install libhdf5-dev` fixed it)
    rule(
        "dependency-wheel-missing",
        E,
        "h5py is compiled from source (no wheel here) and HDF5's headers are missing",
        # (h5py's own source path: Caffe and others print the same for their own build, the
        # review of 105d4fb)
        r"h5py[\\/]\S*: fatal error: hdf5\.h: No such file or directory",
        "fatal error: hdf5.h",
        "pip found no h5py wheel for this platform and builds it: install HDF5's headers first "
        "(Debian/Ubuntu/Jetson: `sudo apt-get install libhdf5-dev`; conda: `conda install "
        "h5py`), then install again; or pick an h5py release with a wheel for this Python",
    ),
)
