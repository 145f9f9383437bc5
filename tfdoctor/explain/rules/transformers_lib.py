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
    rule(
        "tensorflow-not-installed",
        E,
        "transformers did not find TensorFlow in this environment",
        r"(?P<cls>\w+) requires the TensorFlow library but it was not found in your environment",
        "requires the tensorflow library but it was not found",
        _NO_TF,
    ),
    # the same seen as an import (huggingface/transformers#4137: "cannot import name
    # 'TFBertForMaskedLM' from 'transformers'"; TensorFlow was not installed)
    rule(
        "tensorflow-not-installed",
        E,
        "transformers has no TF classes here: TensorFlow does not import",
        r"cannot import name '(?P<cls>TF[A-Z]\w+)' from 'transformers'",
        "from 'transformers'",
        _NO_TF,
    ),
    # a PyTorch class given a TensorFlow-only checkpoint (TheophileBlard/french-sentiment-
    # analysis-with-bert#39: "tblard/tf-allocine does not appear to have a file named
    # pytorch_model.bin but there is a file for TensorFlow weights. Use `from_tf=True`")
    rule(
        "hf-weights-framework-mismatch",
        E,
        "A PyTorch model class was given a checkpoint that holds TensorFlow weights only",
        r"(?P<model>\S+) does not appear to have a file named pytorch_model\.bin but there is a "
        r"file for TensorFlow weights",
        "but there is a file for tensorflow weights",
        lambda v, _c: (
            f"{v.get('model')} has TensorFlow weights (tf_model.h5): load it with the TF class "
            "(TFAutoModelForSequenceClassification.from_pretrained(...)), or convert on loading "
            "with from_tf=True (needs TensorFlow installed)"
        ),
    ),
    # from_pretrained on a folder without save_pretrained's files (huggingface/transformers
    # #8292: "Error no file named ['pytorch_model.bin', 'tf_model.h5'] found in directory
    # /models/exp1 or `from_pt` set to False": raw training checkpoints)
    rule(
        "application-data-missing",
        E,
        "from_pretrained found no model weights in the folder",
        r"Error no file named \[[^\]]*'tf_model\.h5'[^\]]*\] found in directory (?P<path>\S+)",
        "found in directory",
        lambda v, _c: (
            f"{v.get('path')} holds no weights file from_pretrained reads (tf_model.h5 or "
            "pytorch_model.bin, beside config.json): save the trained model with "
            "model.save_pretrained(folder) and load that folder; training checkpoints (ckpt-*) "
            "are not such a folder"
        ),
    ),
)
