"""Log rules for the libraries that bring their own models to TensorFlow: Hugging Face's TF
classes asked to generate without a language-model head, and TensorFlow Decision Forests' ops,
which no TFLite runtime has. Each was first read in round 171's sealed logs. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

COMPANION_MODEL_RULES = (
    # transformers' generate() on a base model without a language-model head (huggingface/
    # transformers#18210, round 171: "'TFBaseModelOutputWithPastAndCrossAttentions' object has no
    # attribute 'logits'" from TFAutoModel; the gatherer's name, adopted)
    rule(
        "hf-generate-model-without-lm-head",
        E,
        "A bare transformers model was asked for logits (it has no task head)",
        r"'TF(?:Base)?ModelOutput\w*' object has no attribute 'logits'",
        "object has no attribute 'logits'",
        "TFAutoModel (and TF<Name>Model) load the bare transformer, whose outputs have no "
        "logits: load a class with a head for the task, TFAutoModelForCausalLM (TFGPT2LMHeadModel) "
        "for generate(), TFAutoModelForSeq2SeqLM for encoder-decoder models, "
        "TFAutoModelForSequenceClassification for a classifier",
    ),
    # a TF-DF model through the TFLite converter (tensorflow/tensorflow#56383, round 171:
    # "'tf.SimpleMLCreateModelResource' op is neither a custom op nor a flex op"; its ops are
    # TF-DF's own, so SELECT_TF_OPS cannot help; the gatherer's name, adopted)
    rule(
        "tfdf-tflite-unsupported",
        E,
        "A TensorFlow Decision Forests model cannot be converted to TFLite",
        r"'tf\.(?P<op>SimpleML\w+)' op is neither a custom op nor a flex op",
        "op is neither a custom op nor a flex op",
        lambda v, _c: (
            f"{v.get('op')} is one of TensorFlow Decision Forests' own ops, which neither TFLite "
            "nor its Flex delegate (SELECT_TF_OPS) has: a TF-DF model does not convert to TFLite. "
            "Serve it with TensorFlow (a SavedModel, TF Serving) or with YDF's own C++/Go/JS "
            "inference, or train a neural model for TFLite"
        ),
    ),
)
