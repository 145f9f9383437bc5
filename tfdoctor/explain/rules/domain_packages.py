"""Log rules for packages built on TensorFlow that raise in their own words: TFX's libraries of
two releases, a backend-switching library refusing an optimizer, a project's CUDA extension
without the CUDA runtime a GPU TensorFlow loads, a SavedModel called off its signatures
(after companions.py's table in the RULES). Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

DOMAIN_RULES = (
    # TFX's libraries move in lockstep: TFDV of one release calling a tfx_bsl of another
    # (tensorflow/fairness-indicators#71, round 119: "module 'tfx_bsl.coders.example_coder'
    # has no attribute 'ExamplesToRecordBatchDecoder'"; the maintainer: matching versions per
    # the TFX compatibility table, then restart the runtime)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "TFX libraries of two releases meet (tfx-bsl, TFDV, TFT, TFMA)",
        r"module '(?P<module>(?:tfx_bsl|tensorflow_data_validation|tensorflow_transform|"
        r"tensorflow_model_analysis|tfx)(?:\.\w+)*)' has no attribute '(?P<name>\w+)'",
        ("module 'tfx", "module 'tensorflow_data_validation", "module 'tensorflow_transform",
         "module 'tensorflow_model_analysis"),
        lambda v, _c: (
            f"{v.get('module')} has no {v.get('name')}: tfx-bsl, tensorflow-data-validation, "
            "tensorflow-transform and tensorflow-model-analysis are released together and must "
            "share a minor (the TFX compatibility table, github.com/tensorflow/tfx RELEASE.md); "
            "install a matching set (pip install \"tfx==X\" pulls one), then restart the "
            "notebook runtime"
        ),
    ),
    # DeepXDE on its tensorflow.compat.v1 backend given a TF 2 optimizer object
    # (lu-group/deeponet-fno#14, round 119: "NotImplementedError: <tensorflow_addons...AdamW
    # object ...> to be implemented for backend tensorflow.compat.v1."; the maintainer: the
    # TF 2 backend; the gatherer's name, adopted)
    rule(
        "deepxde-backend-optimizer-unsupported",
        E,
        "DeepXDE's backend cannot use this optimizer",
        r"NotImplementedError: (?P<what>.+?) to be implemented for backend "
        r"(?P<backend>tensorflow\.compat\.v1|tensorflow|pytorch|jax|paddle)\.?\s*$",
        "to be implemented for backend",
        lambda v, _c: (
            f"DeepXDE's {v.get('backend')} backend has no support for {v.get('what')}: switch "
            "the backend (DDE_BACKEND=tensorflow for TensorFlow 2 optimizers and tfa's, or "
            "`python -m deepxde.backend.set_default_backend tensorflow`), or pass an optimizer "
            "name that backend knows (\"adam\")"
        ),
    ),
    # a project's CUDA extension (.so) calling the CUDA runtime a GPU TensorFlow would have
    # loaded, under a CPU TensorFlow (yuxng/PoseCNN#113, round 119: "gpu_normals.so: undefined
    # symbol: cudaSetupArgument" with conda's tensorflow 1.8; tensorflow-gpu fixed it)
    rule(
        "tensorflow-not-built-with-cuda",
        E,
        "A CUDA extension finds no CUDA runtime in the process (a CPU TensorFlow?)",
        # (not TensorFlow's own files, nor a symbol of another libcudart's version: ", version
        # libcudart.so.11.0" means an older runtime was loaded; the review of the fourteenth
        # session)
        r"^(?!.*[\\/]tensorflow[\\/])(?!.*, version libcudart).*?(?P<so>[\w.-]+\.so(?:\.\d+)*): "
        r"undefined symbol: (?P<sym>cuda[A-Z]\w+)",
        "undefined symbol: cuda",
        lambda v, _c: (
            f"{v.get('so')} calls the CUDA runtime's {v.get('sym')} and expects the process to "
            "have loaded libcudart, as a GPU TensorFlow does: install TensorFlow's GPU build "
            "(tensorflow-gpu up to 2.0, tensorflow[and-cuda] now) of the release the extension "
            "was built for, or link the extension against libcudart (-lcudart) and rebuild it"
            + ("; cudaSetupArgument/cudaLaunch/cudaConfigureCall come from nvcc of CUDA 9 or "
               "older, which newer runtimes dropped: rebuild the extension with this CUDA"
               if v.get("sym") in ("cudaSetupArgument", "cudaLaunch", "cudaConfigureCall") else "")
        ),
    ),
    # a SavedModel's function called with arguments none of its traced signatures take
    # (bentoml/BentoML#1016, round 119: an int32 tensor for float32 TensorSpecs)
    rule(
        "saved-model-function-signature-mismatch",
        E,
        "A loaded SavedModel was called with inputs none of its signatures accept",
        r"Could not find matching function to call loaded from the SavedModel",
        "could not find matching function to call loaded from the savedmodel",
        "Compare the 'Got' arguments with the options listed after it: cast the input to the "
        "dtype and shape the SavedModel was traced with (often tf.float32 and a batch "
        "dimension: tf.cast(x, tf.float32)), or re-export with a signature for what you pass "
        "(tf.function(input_signature=...))",
    ),
)
