"""Log rules for Hugging Face transformers' TensorFlow side: its TF classes missing because
TensorFlow does not import, and checkpoints of the other framework or not written by
save_pretrained. Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

# transformers 5.0 and later ship no TensorFlow classes: the 5.0.0 wheel holds no
# modeling_tf_*.py, 4.57.6's holds 76 (both read with `pip download --no-deps` on 2026-11-28)
_NO_TF = (
    "transformers 5.0 and later have no TF classes at all: for TF models pin "
    "\"transformers<5\". Below 5, "
    "transformers offers its TF classes only when TensorFlow imports in this environment: "
    "install TensorFlow here (pip install tensorflow) and check `python -c \"import "
    "tensorflow\"` in the same Python; a TensorFlow under another name (tf-nightly, "
    "tensorflow-cpu, tensorflow-macos) that an older transformers did not recognise: upgrade "
    "transformers within 4.x (4.2.1 recognised tf-nightly: huggingface/transformers#9650)"
)

TRANSFORMERS_RULES = (
    # transformers' own check (huggingface/transformers#9650: "TFDistilBertModel requires the
    # TensorFlow library but it was not found in your environment")
    # (its own id: R's "Valid installation of TensorFlow not found" under a plugin that failed is
    # tensorflow-not-installed as a symptom; transformers' check is the cause of its own
    # failures: the review of the twelfth session; the gatherer's name, r102-1-003)
    rule(
        "transformers-tensorflow-not-detected",
        E,
        "transformers did not find TensorFlow in this environment",
        r"(?P<cls>\w+) requires the TensorFlow library but it was not found in your environment",
        "requires the tensorflow library but it was not found",
        _NO_TF,
    ),
    # the same seen as an import (huggingface/transformers#4137: "cannot import name
    # 'TFBertForMaskedLM' from 'transformers'"; TensorFlow was not installed), which also says
    # transformers 5 beside a working TensorFlow, a misspelt class (#17523: TFOPTForCasualLM),
    # or a file shadowing a module (#13388): a name, not a claim TensorFlow is missing (the
    # review of the twelfth session)
    rule(
        "transformers-tf-class-unavailable",
        E,
        "transformers offers no TF class of this name here",
        r"cannot import name '(?P<cls>TF[A-Z]\w+)' from 'transformers'",
        "from 'transformers'",
        lambda v, _c: (
            "Check, in this order: transformers 5.0 and later have no TF classes at all (pin "
            "\"transformers<5\" for TF models); below 5 they exist only when TensorFlow imports in "
            "this Python (`python -c \"import tensorflow\"`; install it here if not); else the "
            f"name {v.get('cls')} is misspelt or newer than this transformers (its docs list the "
            "TF classes), or a file of yours shadows a module transformers imports"
        ),
    ),
    # a PyTorch class given a TensorFlow-only checkpoint (TheophileBlard/french-sentiment-
    # analysis-with-bert#39: "tblard/tf-allocine does not appear to have a file named
    # pytorch_model.bin but there is a file for TensorFlow weights. Use `from_tf=True`")
    rule(
        "hf-weights-framework-mismatch",
        E,
        "A PyTorch model class was given a checkpoint that holds TensorFlow weights only",
        # (and a local folder's words, "Error no file named pytorch_model.bin found in directory
        # ./my_model but there is a file for TensorFlow weights", or with other file names:
        # transformers' modeling_utils.py; the second review of the fifteenth session)
        r"(?:(?P<model>\S+) does not appear to have a file named|Error no file named) [\w.,\s]*?"
        r"pytorch_model[\w.]*\.bin\b.*?(?:found in directory (?P<model2>\S+) )?but there is a file "
        r"for TensorFlow weights",
        "but there is a file for tensorflow weights",
        lambda v, _c: (
            f"{v.get('model') or v.get('model2') or 'The checkpoint'} has TensorFlow weights (tf_model.h5): load it with the TF class "
            "(TFAutoModelForSequenceClassification.from_pretrained(...)), or convert on loading "
            "with from_tf=True (needs TensorFlow installed)"
        ),
    ),
    # the TF class given PyTorch weights (transformers 4.57.6, made by the review of the twelfth
    # session: "... but there is a file for PyTorch weights. Use `from_pt=True`"; its own title:
    # the review of the fifteenth session, item 18)
    rule(
        "hf-weights-framework-mismatch",
        E,
        "A TensorFlow model class was given a checkpoint that holds PyTorch weights only",
        r"(?P<pt>but there is a file for PyTorch weights\. Use `from_pt=True`)",
        "but there is a file for pytorch weights",
        "The checkpoint holds PyTorch weights only: load it with from_pt=True (needs torch "
        "installed) or with the PyTorch class, or save TF weights once (save_pretrained) and "
        "load those",
    ),
    # from_pretrained on a folder without save_pretrained's files (huggingface/transformers
    # #8292: "Error no file named ['pytorch_model.bin', 'tf_model.h5'] found in directory
    # /models/exp1 or `from_pt` set to False": raw training checkpoints)
    rule(
        "application-data-missing",
        E,
        "from_pretrained found no model weights in the folder",
        r"Error no file named \[[^\]]*'tf_model\.h5'[^\]]*\] found in directory (?P<path>\S+)|"
        # transformers 4.x's later words (4.57.6, the review of the twelfth session: "Error no
        # file named tf_model.h5, model.safetensors or pytorch_model.bin found in directory ...")
        r"Error no file named tf_model\.h5(?:, [\w.]+)*(?: or [\w.]+)? found in directory "
        r"(?P<path2>\S+?)\.?(?:\s|$)(?!.*but there is a file for)",
        "found in directory",
        lambda v, _c: (
            f"{v.get('path')} holds no weights file from_pretrained reads (tf_model.h5 or "
            "pytorch_model.bin, beside config.json): save the trained model with "
            "model.save_pretrained(folder) and load that folder; training checkpoints (ckpt-*) "
            "are not such a folder"
        ),
    ),
    # Keras 3 objects reaching transformers' Keras 2 TF classes (huggingface/transformers#29470,
    # round 133: "Data of type <class 'keras.src.backend.common.keras_tensor.KerasTensor'> is not
    # allowed only (<class 'tensorflow.python.framework.tensor.Tensor'>"; keras-team/keras#20393:
    # "Exception encountered when calling TFBertMainLayer.call()"; the maintainers: tf-keras)
    rule(
        "keras-version-mismatch",
        E,
        "A Keras 3 object reached transformers' TensorFlow classes, which are Keras 2",
        r"Data of type <class 'keras\.src\.[\w.]*KerasTensor'> is not allowed only|"
        r"Exception encountered when calling (?P<layer>TF\w+(?:MainLayer|Model\w*|For\w+))\.call\(\)",
        ("is not allowed only", "exception encountered when calling tf"),
        "transformers' TF classes are written for Keras 2: pip install tf-keras and set "
        "TF_USE_LEGACY_KERAS=1 before importing TensorFlow (transformers then uses tf_keras), "
        "and build the model with tf_keras (tf.keras under that setting), not Keras 3's "
        "keras.Input; or use transformers' PyTorch/JAX classes",
    ),
)
