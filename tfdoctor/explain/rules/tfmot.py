"""Log rules for tensorflow-model-optimization (tfmot) and Keras's layer wrappers: a layer
tfmot's registries cannot handle, a wrapper given something else than a layer, and a model
of Keras 3 given to tfmot, which works on Keras 2. The words are tfmot 0.8.1's own (its
wheel: quantize.py, prune.py, pruning_wrapper.py, cluster_wrapper.py; keras/compat.py picks
tf_keras when tf.keras is Keras 3). Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.remedies_keras import tf_keras_line
from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.model import Severity

E = Severity.ERROR

def _tf_keras(ctx: ExplainContext | None) -> str:
    """What tfmot 0.8 needs of the model's Keras (its keras/compat.py)."""
    return (
        "tfmot 0.8 works on Keras 2: when tf.keras is Keras 3 it uses tf_keras. Build the model "
        f"with that Keras: {tf_keras_line(ctx)}, then build it with tf.keras (or `import "
        "tf_keras as keras`), and load a saved model with tf_keras too"
    )

def keras_or_subclassed(v: dict, c: ExplainContext | None) -> str:
    """tfmot's "`to_quantize` can only either be a keras Sequential or Functional model": a
    Keras 3 model, or a subclassed tf_keras one (the twenty-third session's outside check o,
    tfmot 0.8.1: the same words for both)."""
    from tfdoctor.explain.remedies_keras import keras_mismatch

    return keras_mismatch(v, c) + (
        ". If the model already is tf_keras's (TF_USE_LEGACY_KERAS=1, `import tf_keras`), it is "
        "a subclassed Model, which tfmot's quantize_model does not take either: build it with "
        "the Functional API or Sequential" if v.get("tfmot") else ""
    )


TFMOT_RULES = (
    # quantize_apply meeting a layer its registry has no QuantizeConfig for (google-coral/
    # edgetpu#525, round 142: "Layer concatenate:<class 'keras.layers.merge.Concatenate'> is not
    # supported. You can quantize this layer by passing a `tfmot.quantization.keras.
    # QuantizeConfig` instance to the `quantize_annotate_layer` API."; pruning's and
    # clustering's wrappers: "Please initialize `Prune` with a supported layer. ... You passed:
    # <class '...'>")
    rule(
        "tfmot-layer-not-supported",
        E,
        "tfmot cannot quantize, prune or cluster one of the model's layers",
        r"Layer (?P<layer>[\w/.-]+):<class '(?P<cls>[\w.]+)'> is not supported\. You can quantize|"
        r"Please initialize `(?P<wrapper>Prune|Cluster)` with a supported layer\..*?You passed: "
        r"<class '(?P<cls2>[\w.]+)'>",
        ("is not supported. you can quantize", "with a supported layer."),
        lambda v, _c: (
            _tf_keras(_c) + f" ({v.get('cls')} is a Keras 3 class)"
            if str(v.get("cls")).startswith("keras.src.") else  # (tf_keras.src.*: Keras 2's own)
            f"{v.get('cls')} has no built-in tfmot support: annotate only the layers that have it "
            "(tf.keras.models.clone_model(model, clone_function=...) applying "
            "quantize_annotate_layer / prune_low_magnitude / cluster_weights to Dense, Conv "
            "and the like, returning others unchanged), or give that layer a QuantizeConfig "
            "(a no-op one leaves it in float) through quantize_annotate_layer inside "
            "quantize_scope"
        ),
    ),
    # a Keras wrapper (tfmot's Prune/Cluster, Keras's Bidirectional, TimeDistributed) given
    # something that is no layer: a layer's output tensor (tensorflow/model-optimization#928,
    # round 142: prune_low_magnitude(Conv2D(...)(inputs))), a number (code index 42682194880:
    # "Please initialize `Bidirectional` layer with a `Layer` instance. You passed: 50")
    rule(
        "keras-wrapper-given-non-layer",
        E,
        "A layer wrapper was given something that is not a layer (a tensor, a number)",
        r"Please initialize `(?P<wrapper>\w+)` layer with a `Layer` instance\. You passed: "
        r"(?P<what>.{0,60})|"
        # tfmot's own words for it (tensorflow/model-optimization#434, round 180:
        # "`prune_low_magnitude` can only prune an object of the following types: ... You passed
        # an object of type: Tensor."; the maintainer: wrap the layer, then call it on x)
        r"`(?P<wrapper2>\w+)` can only (?:prune|cluster) an object of the following types: .*?"
        r"You passed an object of type: (?P<what2>\w*Tensor\w*)",
        ("layer with a `layer` instance. you passed", "you passed an object of type:"),
        lambda v, _c: (
            f"{v.get('wrapper')} wraps a layer object, and got {v.get('what')}: wrap the layer "
            f"first and call the wrapped layer on the tensor ({v.get('wrapper')}(Conv2D(64, 3))(x), "
            "prune_low_magnitude(Dense(10))(x), not Dense(10)(x) inside it); arguments of the "
            "inner layer go in its own parentheses (Bidirectional(LSTM(50)), not "
            "Bidirectional(LSTM, 50))"
        ),
        derive=lambda v: {
            "wrapper": v.get("wrapper") or v.get("wrapper2"),
            "what": v.get("what") or v.get("what2"),
        },
    ),
    # the same mistake seen in the raising line itself, where the log keeps no message
    # (tensorflow/model-optimization#928, round 142's IPython frame: "----> 8     x =
    # prune.prune_low_magnitude(tf.keras.layers.Conv2D(64, 5, **conv_args)(inputs), ...)"):
    # a layer built and called on a tensor inside the wrapper's parentheses
    rule(
        "keras-wrapper-given-non-layer",
        E,
        "A layer wrapper is given a layer's output (a tensor), not the layer",
        r"\b(?P<wrapper>prune_low_magnitude|cluster_weights|quantize_annotate_layer|Bidirectional|"
        r"TimeDistributed)\(\s*(?:[\w.]+\.)?(?P<layer>[A-Z]\w*)\((?:[^()]|\([^()]*\))*\)\s*"
        r"\(\s*(?P<what>[\w.]+)\s*\)",
        ("prune_low_magnitude(", "cluster_weights(", "quantize_annotate_layer(", "bidirectional(",
         "timedistributed("),
        lambda v, _c: (
            f"{v.get('wrapper')}({v.get('layer')}(...)({v.get('what')})) wraps the layer's output "
            f"tensor: wrap the layer, then call the wrapper on the tensor: "
            f"{v.get('wrapper')}({v.get('layer')}(...))({v.get('what')}), the wrapper's own "
            f"options inside its parentheses"
        ),
    ),
    # a Keras 3 model given to tfmot (tensorflow/tensorflow#62929, round 142: "`prune_low_
    # magnitude` can only prune an object of the following types: keras.models.Sequential, ...
    # You passed an object of type: Sequential."; code index 69079667888: quantize's "You
    # passed an instance of type: Functional")
    rule(
        "keras-version-mismatch",
        E,
        "tfmot was given a Keras 3 model: it works on Keras 2 (tf_keras)",
        r"can only prune an object of the following types: .*You passed an object of type: "
        r"(?P<cls>Sequential|Functional|Model)\b|"
        r"`to_annotate` can only be a `keras\.Model` instance\..*You passed an instance of type: "
        r"(?P<cls2>Sequential|Functional|Model)\b|"
        r"You passed an instance of type: (?P<cls3>Functional)\b",
        ("you passed an object of type:", "you passed an instance of type:"),
        lambda v, c: _tf_keras(c),
    ),
    # pruning wrappers trained without their step callback: tfmot's own assert (the twenty-third
    # session's outside check o, tfmot 0.8.1: "assertion failed: [Prune() wrapper requires the
    # UpdatePruningStep callback to be provided during training. Please add it as a callback to
    # your model.fit call.]")
    rule(
        "tfmot-pruning-callback-missing",
        E,
        "A pruned model was trained without tfmot's UpdatePruningStep callback",
        r"Prune\(\) wrapper requires the UpdatePruningStep callback",
        "requires the updatepruningstep callback",
        "Pass the callback to fit: model.fit(..., callbacks=[tfmot.sparsity.keras."
        "UpdatePruningStep()]) (add tfmot.sparsity.keras.PruningSummaries(log_dir=...) to log "
        "the sparsity); a custom loop calls its on_train_begin / on_train_batch_begin itself",
    ),
)

