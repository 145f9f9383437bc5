"""Log rules for compiled op libraries and kernel registration: a project's CUDA op built by
another CUDA toolkit's nvcc, TensorFlow Addons' warning that its ops were compiled for another
TensorFlow, TensorFlow's note of a kernel registered for an op it does not know. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.companions import _derive, companion_remedy
from tfdoctor.model import Severity

OP_LIBRARY_RULES = (
    # a project's op library whose CUDA code calls the launch-configuration entry points of a
    # newer nvcc that the libcudart it loads has not got (ShiQiu0419/BAAF-Net#13, round 163:
    # "tf_sampling_so.so: undefined symbol: __cudaPushCallConfiguration"; the maintainer: set
    # the CUDA path in compile_ops.sh and rebuild; the gatherer's name, adopted). The symbols
    # are libcudart's (CUDA 13's libcudart.so.13 exports __cudaPushCallConfiguration, nm -D).
    rule(
        "custom-op-cuda-toolkit-mismatch",
        Severity.ERROR,
        "A compiled op's CUDA code and the CUDA runtime it loads are of two CUDA toolkits",
        r"(?P<lib>[\w./\\-]*\.so)\W{0,3}undefined symbol:?\s*(?P<symbol>__cuda(?:Push|Pop)CallConfiguration)",
        ("undefined symbol: __cudapush", "undefined symbol: __cudapop"),
        lambda v, _c: (
            f"{v.get('lib') or 'The op library'} was compiled by an nvcc whose kernel launches "
            f"call {v.get('symbol') or '__cudaPushCallConfiguration'}, which the libcudart it "
            "loads has not got: nvcc and the runtime come from two CUDA toolkits (often "
            "/usr/local/cuda pointing at another release than the one the build script or "
            "TensorFlow uses). Rebuild the op with the nvcc of the CUDA release TensorFlow was "
            "built for (the build script's CUDA path, `nvcc --version`), linking that "
            "release's libcudart"
        ),
    ),
    # TensorFlow Addons' resource_loader warning: its custom ops were compiled against one
    # TensorFlow and another loads them (tensorflow/addons#1716, round 163: "TensorFlow Addons
    # has compiled its custom ops against TensorFlow 2.1.0 ... You would need a TensorFlow
    # version equal to or above 2.1.0 and strictly below 2.2.0.", on a 2.2 nightly)
    rule(
        "tensorflow-companion-mismatch",
        Severity.WARNING,
        "TensorFlow Addons' compiled ops were built for another TensorFlow",
        r"(?P<name>TensorFlow Addons) has compiled its custom ops against TensorFlow "
        r"(?P<built>[\d.]+)|You would need a TensorFlow version equal to or above (?P<low>[\d.]+) "
        r"and strictly below (?P<high>[\d.]+)",
        ("has compiled its custom ops against tensorflow", "you would need a tensorflow version"),
        lambda v, ctx: (
            companion_remedy({**v, "name": "TensorFlow Addons"}, ctx)
            + "; or its pure-Python ops, without the compiled ones: TF_ADDONS_PY_OPS=1 (the "
            "warning's own advice)"
        ),
        derive=lambda v: _derive({**v, "name": "TensorFlow Addons"}),
    ),
    # TensorFlow registering a kernel for an op its build has not registered: a selective or
    # mobile build, a library of kernels without their ops (doc-ai/tensorio-ios#142, round 163:
    # "OpKernel ('op: "StatelessRandomUniformInt" device_type: "CPU" ...') for unknown op:
    # StatelessRandomUniformInt"; the graph loaded and ran; the gatherer's name, adopted). The
    # words are in TF 2.21's libtensorflow_framework.so.2 (strings). A graph that uses the op
    # fails with "Op type not registered" instead (op-not-registered).
    rule(
        "benign-opkernel-unknown-op",
        Severity.INFO,
        "A kernel was registered for an op this TensorFlow build does not have (a note)",
        r"OpKernel \('op: \"?(?P<op>\w+)\"?[^\n]*\) for unknown op: (?P<op2>\w+)",
        "for unknown op:",
        'Harmless unless the program uses that op (then it fails with "Op type not '
        'registered"): a selective or mobile TensorFlow build, or a library that registers '
        "kernels without their ops, logs it at startup. TF_CPP_MIN_LOG_LEVEL=3 hides it",
    ),
)
