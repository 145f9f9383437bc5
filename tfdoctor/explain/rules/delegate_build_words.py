"""Log rules for TensorFlow Lite's delegates on phones and boards (GPU, NNAPI, Hexagon), for
TensorFlow's source build (compilers other than the tested one, the wheel target's name), and
for keras.utils' helpers (to_categorical, plot_model's Graphviz). Samples: round 166's threads,
in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO
_CPU = "gate the delegate (CompatibilityList on Android) and fall back to the CPU (XNNPACK)"
DELEGATE_BUILD_RULES = (
    # the GPU delegate without OpenCL, on its OpenGL ES path, working (terryky/tflite_gles_app#10,
    # round 166: Jetson Nano, "Falling back to OpenGL" then "Initialized OpenGL-based API." and
    # "Created 1 GPU delegate kernels."; the gatherer's name, adopted)
    rule(
        "benign-tflite-gpu-opengl-fallback",
        INFO,
        "TFLite's GPU delegate has no OpenCL here and uses OpenGL ES (a note)",
        r"^\W{0,3}(?:INFO: )?Initialized OpenGL-based API\.|^\W{0,3}(?:ERROR: )?Falling back to OpenGL\s*$|"
        # (Linux's loader words; Android 12's dlopen words are tflite_apps.py's warning)
        r"Can not open OpenCL library on this device - libOpenCL\.so: cannot open shared object file",
        ("initialized opengl-based api", "falling back to opengl", "can not open opencl library"),
        "Harmless when the delegate's kernels are created: it runs on OpenGL ES instead of "
        "OpenCL (often slower); errors after it are the delegate's own",
    ),
    # the OpenGL path on one thread, invoked from another (tensorflow/tensorflow#41839, round
    # 166: "TfLiteGpuDelegate Invoke: GpuDelegate must run on the same thread where it was
    # initialized."; the gatherer's name, adopted)
    rule(
        "tflite-gpu-delegate-wrong-thread",
        E,
        "TFLite's GPU delegate (OpenGL) was run from another thread than the one that made it",
        r"GpuDelegate must run on the same thread where it was initialized",
        "must run on the same thread where it was initialized",
        "On its OpenGL ES path the GPU delegate belongs to the thread whose GL context created "
        "it: create the interpreter with the delegate and call run() on one thread (a single-"
        "thread executor), or use a device with OpenCL",
    ),
    # the device cannot run either GPU backend (hunglc007/tensorflow-yolov4-tflite#335: "OpenGL
    # ES 3.1 or above is required to use OpenGL inference."; tensorflow/tensorflow#43793: "No EGL
    # error, but eglChooseConfig failed."; round 166, the gatherer's name, adopted)
    rule(
        "tflite-gpu-delegate-unsupported-device",
        E,
        "This device can run neither of TFLite's GPU delegate backends (no OpenCL, no usable OpenGL ES)",
        r"OpenGL ES 3\.1 or above is required to use OpenGL inference|No EGL error, but "
        r"eglChooseConfig failed",
        ("opengl es 3.1 or above is required", "eglchooseconfig failed"),
        f"The GPU delegate needs OpenCL or OpenGL ES 3.1+ with a usable EGL config: {_CPU}",
    ),
    # the OpenGL path takes batch 1 only (tensorflow/tensorflow#60817, round 166: "TfLiteGpuDelegate
    # Init: Batch size mismatch, expected 1 but got 49"; the gatherer's name, adopted)
    rule(
        "tflite-gpu-delegate-batch-size",
        E,
        "TFLite's GPU delegate (OpenGL) takes tensors of batch 1 only",
        r"TfLiteGpuDelegate Init: Batch size mismatch, expected (?P<want>\d+) but got (?P<got>\d+)",
        "batch size mismatch, expected",
        lambda v, _c: (
            f"A tensor of batch {v.get('got') or 'more than 1'} reached the OpenGL backend, which takes "
            "batch 1: convert the model with a batch of 1 (or reshape the inner tensors so the "
            "batch dimension is 1), use a device with OpenCL, or run that part on the CPU"
        ),
    ),
    # NNAPI refusing a delegated node (tensorflow/tensorflow#62139, round 166: "NN API returned
    # error ANEURALNETWORKS_BAD_DATA at line 6290 while identifying model inputs and outputs." then
    # "Node number 1 (TfLiteNnapiDelegate) failed to prepare."; the gatherer's alternative id)
    rule(
        "tflite-nnapi-op-unsupported",
        E,
        "Android's NNAPI refused part of the model the TFLite delegate gave it",
        r"NN API returned error (?P<code>ANEURALNETWORKS_(?!DEAD_OBJECT)\w+) at line \d+ while (?P<what>[^.\n]+)",
        "nn api returned error aneuralnetworks_",
        lambda v, _c: (
            f"NNAPI answered {v.get('code')} while {v.get('what') or 'preparing'}: the driver or the "
            "delegate cannot take that op as the model has it (a TFLite release may have fixed the "
            "delegate's lowering: update it), so keep that op off NNAPI "
            "(NnApiDelegate.Options: setMaxNumberOfDelegatedPartitions, or no NNAPI), or "
            f"{_CPU}"
        ),
    ),
    # the vendor's NNAPI driver died (tensorflow/tensorflow#56457, round 166: "prepareModel_1_3 on
    # qti-dsp failed because the PreparedModel object is dead" / "NN API returned error
    # ANEURALNETWORKS_DEAD_OBJECT ... while completing NNAPI compilation."; the gatherer's name)
    rule(
        "tflite-nnapi-driver-crashed",
        E,
        "The phone's NNAPI driver service crashed while compiling the model",
        r"NN API returned error ANEURALNETWORKS_DEAD_OBJECT|DeathHandler::serviceDied -- service "
        r"unexpectedly died",
        ("aneuralnetworks_dead_object", "service unexpectedly died"),
        "The vendor's NNAPI driver (a HAL service such as qti-dsp) crashed on this model: not the "
        "app's code. Exclude that accelerator (NnApiDelegate.Options.setAcceleratorName / "
        f"useNnapiCpu false), or {_CPU}",
    ),
    # the Hexagon delegate's two libraries of different releases (tensorflow/tensorflow#59817,
    # round 166: "Failed to fetch Hexagon NN version. This might be because you're using
    # incompatible versions of libhexagon_interface and libhexagon_nn_skel."; the gatherer's name)
    rule(
        "tflite-hexagon-libs-incompatible",
        E,
        "TFLite's Hexagon delegate libraries are of releases that do not go together",
        r"Failed to fetch Hexagon NN version\. This might be because you're using incompatible "
        r"versions of libhexagon_interface and libhexagon_nn_skel",
        "failed to fetch hexagon nn version",
        "Ship the libhexagon_nn_skel*.so of the version the Hexagon delegate guide lists for the "
        "tensorflow-lite-hexagon release the app uses (both from one release), or run without "
        "the Hexagon delegate",
    ),
    # a source build's compiler newer (or older) than the tested one: lld's version script
    # (tensorflow/tensorflow#62416: clang 17 on TF 2.15, "version script assignment of 'global' to
    # symbol 'init_pywrap_tf2' failed: symbol not defined"), gcc without XNNPACK's flags (#77950:
    # "unrecognized command-line option '-mavx512fp16'"), a newer clang's -Werror on upb
    # (#81724: "defining a type within 'offsetof' is a Clang extension [-Werror,-Wgnu-offsetof-
    # extensions]"; public build scripts of v2.18-v2.19 pass --copt=-Wno-gnu-offsetof-extensions);
    # round 166, the gatherer's name, adopted
    rule(
        "source-build-compiler-unsupported",
        E,
        "TensorFlow's source build fails with a compiler other than the one the release was tested with",
        r"version script assignment of 'global' to symbol '\w+' failed: symbol not defined|"
        r"unrecognized command-line option '(?P<flag>-mavx512fp16|-mamx-\w+|-mavxvnniint8)'|"
        r"defining a type within 'offsetof' is a Clang extension",
        ("version script assignment", "unrecognized command-line option '-m", "within 'offsetof'"),
        lambda v, _c: (
            "Build with the compiler and Bazel the release's install/source page lists as tested "
            "(TF 2.17+: Clang 17 and its Bazel), or inside the tensorflow/build container of the "
            "release"
            + (f" ({v.get('flag')} is newer than this gcc knows)" if v.get("flag") else "")
            + "; a newer clang's upb warning goes with --copt=-Wno-gnu-offsetof-extensions "
            "--host_copt=-Wno-gnu-offsetof-extensions"
        ),
    ),
    # the wheel target of another TensorFlow (tensorflow/tensorflow#63298, round 166: "no such
    # target '//tensorflow/tools/pip_package:build_pip_package'": build scripts of v2.17.1-v2.19.0
    # build //tensorflow/tools/pip_package:wheel --repo_env=WHEEL_NAME=...; the gatherer's name)
    rule(
        "source-build-target-missing",
        E,
        "The Bazel target asked for does not exist in this TensorFlow checkout",
        r"no such target '(?P<target>//tensorflow/[\w/]+:\w+)'",
        "no such target '//tensorflow/",
        lambda v, _c: (
            f"{v.get('target')} is not in this checkout: from TF 2.17 the wheel is "
            "//tensorflow/tools/pip_package:wheel --repo_env=WHEEL_NAME=tensorflow (or "
            "tensorflow_cpu), written to bazel-bin/tensorflow/tools/pip_package/wheel_house/; "
            "releases before it build :build_pip_package and run it with an output folder"
        ),
    ),
    # to_categorical given a label >= num_classes (imfing/audio-classification#22, round 166:
    # keras/utils/np_utils.py's "categorical[np.arange(n), y] = 1", "IndexError: index 12 is out
    # of bounds for axis 1 with size 12"; the frame names to_categorical)
    rule(
        "keras-label-out-of-range",
        E,
        "to_categorical was given a label not below num_classes (the program's data)",
        # (the statement's source line in the traceback: Keras 2's np_utils.py and tf_keras 2.21's
        # :74 "categorical[np.arange(n), y] = 1", Keras 3.15's numerical_utils.py:98 with
        # batch_size and x)
        r"categorical\[np\.arange\((?:n|batch_size)\), [xy]\] = 1",
        "categorical[np.arange(",
        "A label is >= num_classes: labels must be 0..num_classes-1. Compute num_classes from "
        "the labels (max + 1, or len(classes) after encoding), and check that the label list "
        "holds no stray class (a file or folder in the data directory counted as one)",
    ),
    # Graphviz's dot under a folder with a space, run through cmd.exe (AppliedDataScience
    # Partners/DeepReinforcementLearning#3, round 166: "'C:\\Users\\RUSHI\\Anaconda' is not
    # recognized as an internal or external command"; pydot's dot returned code 1)
    rule(
        "graphviz-path-with-space",
        E,
        "Graphviz's dot could not run: its path has a space Windows' shell cut at",
        r"'(?P<cut>[A-Za-z]:\\\\?[^']*)' is not recognized as an internal or external command",
        "is not recognized as an internal or external command",
        lambda v, _c: (
            f"cmd.exe ran '{v.get('cut')}' and stopped at a space: Graphviz's dot (dot.bat in an "
            "Anaconda env) lives under a folder with a space. Install Anaconda/Graphviz in a path "
            "without spaces, or put Graphviz's bin folder (no spaces) first on PATH; plot_model "
            "then works"
        ),
    ),
    # Graphviz refusing the DOT text pydot_ng or pydotplus wrote: they leave names unquoted, so
    # a layer name with '-' breaks it (keras-team/keras#19717, round 166: "Error: /tmp/tmpm7fszkqu:
    # syntax error in line 8 near '-'"; tf_keras 2.21's vis_utils.py imports pydot_ng, then
    # pydotplus, then pydot; Keras 3.15's model_visualization.py pydot first; the gatherer's name)
    rule(
        "pydot-fork-unquoted-names",
        E,
        "Graphviz could not read the graph file plot_model wrote (a pydot fork left a name unquoted)",
        r"Error: \S+: syntax error in line \d+ near '(?P<near>[^']*)'",
        "syntax error in line",
        lambda v, _c: (
            f"The DOT text has '{v.get('near') or 'a character'}' where a quoted name was needed: "
            "pydot_ng and pydotplus, which tf_keras and Keras 2 import before pydot, do not quote "
            "names. pip uninstall pydot_ng pydotplus and pip install pydot, or name the layers "
            "without '-'"
        ),
    ),
)
