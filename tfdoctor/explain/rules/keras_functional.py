"""Log rules for building a Keras functional model: outputs that do not trace back to the model's
inputs, inputs that are not keras.Input tensors, a layer called on something that is no tensor,
ragged tensors where a layer takes none. The words were read in the wheels (`pip download
--no-deps`, 2026-11-29): tf_keras 2.15.0's engine/functional.py, engine/base_layer_utils.py and
backend.py, Keras 3.15's ops/function.py. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
#: functional model building
FUNCTIONAL_RULES = (
    # (keisen/tf-keras-vis#71, round 155: "ValueError: Graph disconnected: cannot obtain value
    # for tensor Tensor(\"input_1:0\", ...) at layer \"rescaling\"": an output traced to an Input
    # the model was not given; Keras 3.15: "Graph disconnected: cannot find parent for tensor
    # ... at operation ..."; the gatherer's name, adopted)
    rule(
        "keras-graph-disconnected",
        E,
        "A model output depends on an Input the model was not given" + NOT_ENV,
        r"Graph disconnected: cannot (?:obtain value|find parent) for (?:tensor )?(?P<tensor>.+?) at "
        r"(?:layer|operation) ['\"]?<?(?P<layer>[\w/]+)|"  # Keras 3: at operation '<Concatenate name=...>'
        # Keras 3.15's ops/function.py checks each output first (a real run, tests/data/
        # tracebacks/tf-2.21-runs/keras3-graph-disconnected.txt: "Output with path `` is not
        # connected to `inputs`")
        r"Output with path `(?P<path>[^`]*)` is not connected to `inputs`",
        ("graph disconnected", "is not connected to `inputs`"),
        lambda v, _c: (
            (f"The path to the outputs reaches {v.get('tensor')} (at {v.get('layer')}), which is "
             if v.get("tensor") else
             f"The model's output {v.get('path') or '0'} uses a tensor that is ")
            + "not among Model(inputs=...): pass every keras.Input the outputs use, and with a "
            "nested model call it on the outer Input (inner(x)) instead of reusing inner.input "
            "or inner.layers[..].output; a model built from a sub-model's layers needs that "
            "sub-model's own inputs"
        ),
    ),
    # (tensorflow/tensorflow#42014, round 155: "ValueError: Input tensors to a Functional must
    # come from `tf.keras.Input`. Received: Tensor(\"keras_learning_phase:0\", ...) (missing
    # previous layer metadata)."; TF 1.13's "Input tensors to a Model must come from
    # `tf.keras.Input`." for a ragged input, tensorflow/tensorflow#27170; the gatherer's name)
    rule(
        "keras-model-input-not-input-layer",
        E,
        "A Keras model was given an input that is not a keras.Input tensor" + NOT_ENV,
        r"Input tensors to a (?:\w+ )?(?:Functional|Model)(?: model)? must come from `?(?:tf\.)?keras\.(?:layers\.)?"
        r"Input`?|"  # Keras 2.2/2.3's network.py: `keras.layers.Input`
        # Keras 3.15's models/functional.py and tf_keras 2.21's engine/functional_utils.py (real
        # runs: Model(inputs=tf.constant(...)))
        r"All `(?:inputs|outputs)` values must be KerasTensors|Found unexpected instance while "
        r"processing input tensors for keras functional model",
        ("must come from `tf.keras.input`", "must come from `keras.", "values must be kerastensors",
         "found unexpected instance while processing input tensors"),
        "Model(inputs=...) takes only tensors made by keras.Input (or a model's .inputs): not a "
        "layer's output, K.learning_phase(), a tf.placeholder or a constant. Make a keras.Input "
        "for each input (keras.Input(shape, ragged=True) for ragged data on TF 2.x) and build "
        "the graph from it",
    ),
    # (keras-team/keras#13629, round 155: Keras 2.3's base_layer, "ValueError: Unexpectedly found
    # an instance of type `<class 'ellipsis'>`. Expected a symbolic tensor instance."; tf_keras
    # 2.15's backend.py words it the same; the gatherer's name, adopted)
    rule(
        "keras-layer-input-not-tensor",
        E,
        "A Keras layer was called on something that is not a tensor" + NOT_ENV,
        r"Unexpectedly found an instance of type `<class '(?P<type>[\w.]+)'>`\. Expected a symbolic "
        r"tensor instance|"
        # tf_keras 2.21's engine/input_spec.py and Keras 3.15's layers/layer.py (real runs:
        # Dense(1)(...)): "Inputs to a layer should be tensors. Got 'Ellipsis' (of type <class
        # 'ellipsis'>)", "Only input tensors may be passed as positional arguments. ... (of type
        # <class 'ellipsis'>)"
        r"(?:Inputs to a layer should be tensors\. Got|Only input tensors may be passed as "
        r"positional arguments\.).{0,200}?\(of type <class '(?P<type2>[\w.]+)'>\)",
        ("expected a symbolic tensor instance", "inputs to a layer should be tensors",
         "only input tensors may be passed as positional"),
        lambda v, _c: (
            f"The layer got a value of type {v.get('type') or v.get('type2')}: in a functional model call layers on keras.Input "
            "tensors or other layers' outputs (not Python objects, NumPy arrays or a slice "
            "written with ...); wrap NumPy/tf ops in a layer (keras.layers.Lambda or a subclass)"
        ),
    ),
    # (tensorflow/tensorflow#38714, round 155: TF 2.2, "ValueError: Layer input_5 does not
    # support RaggedTensors as input."; #42417: a RaggedTensor into Conv2D, "Failed to convert
    # object of type <class '...RaggedTensor'> to Tensor"; tf_keras 2.15's base_layer_utils.py;
    # the gatherer's name, adopted)
    rule(
        "keras-layer-ragged-input-unsupported",
        E,
        "A RaggedTensor reached a Keras layer that does not take ragged input" + NOT_ENV,
        r"Layer (?P<layer>\w+) does not support RaggedTensors as input|Failed to convert object of "
        r"type <class '[\w.]*RaggedTensor'> to Tensor|"
        # a layer's call() taking len() of it (real runs: Conv1D on a RaggedTensor under Keras
        # 3.15 and tf_keras 2.21, "TypeError: object of type 'RaggedTensor' has no len()")
        r"object of type 'RaggedTensor' has no len\(\)|"
        # TF 2.4+'s conversion words (lib_pywrap_tensorflow_common strings, a review)
        r"with an unsupported type \(<class '[\w.]*RaggedTensor'>\) to a Tensor",
        ("does not support raggedtensors", "raggedtensor'> to tensor", "'raggedtensor' has no len()",
         "raggedtensor'>) to a tensor"),
        "Convert before layers that need a dense tensor (x.to_tensor(), which pads; with "
        "masking if the padding must not count), or pad the data up front (padded_batch, "
        "pad_sequences). Keras 3 layers take no ragged input; tf.keras 2.3-2.15 (tf_keras) "
        "Embedding, LSTM and GlobalPooling do, with keras.Input(shape=(None, ...), ragged=True)",
    ),
)


# a Keras loss object called inside a custom loop under a strategy (OpenNMT/OpenNMT-tf#526,
# round 155: "ValueError: Please use `tf.keras.losses.Reduction.SUM` or
# `tf.keras.losses.Reduction.NONE` for loss reduction when losses are used with
# `tf.distribute.Strategy` outside of the built-in training loops."; tf_keras 2.15's losses.py:
# "... with `tf.distribute.Strategy`, except for specifying losses in `Model.compile()`";
# a name an earlier round's gatherer gave too, adopted)
LOSS_STRATEGY_RULES = (
    rule(
        "keras-loss-reduction-distribute-strategy",
        E,
        "A Keras loss with automatic reduction was called in a custom loop under a strategy"
        + NOT_ENV,
        r"Please use `tf\.keras\.losses\.Reduction\.SUM` or `tf\.keras\.losses\.Reduction\.NONE` "
        r"for loss reduction when losses are used with `tf\.distribute\.Strategy`",
        "for loss reduction when losses are used with",
        "Under a strategy each replica must scale its own loss: build the loss with "
        "reduction='none' (or 'sum') and average over the global batch yourself "
        "(tf.nn.compute_average_loss(per_example_loss, global_batch_size=...)), as TensorFlow's "
        "custom-training-with-distribution guide does; Model.fit handles it when the loss is "
        "given to compile()",
    ),
)


# standalone Keras 2.3 off the main thread (keras-team/keras#13657, round 156: a Flask or worker
# thread, "if _SYMBOLIC_SCOPE.value:" then "AttributeError: '_thread._local' object has no
# attribute 'value'": keras/backend/tensorflow_backend.py of Keras 2.3.x keeps its symbolic
# scope in a threading.local set only in the thread that imported it; the poster moved to
# tf.keras; the gatherer's name, adopted)
THREAD_RULES = (
    rule(
        "keras-multibackend-thread-local-scope",
        E,
        "Standalone Keras 2.3 was used from a thread other than the one that imported it",
        r"'_thread\._local' object has no attribute 'value'",
        "'_thread._local' object has no attribute 'value'",
        "Keras 2.3's backend keeps a thread-local flag that other threads never set: use tf.keras "
        "(from tensorflow import keras; the multi-backend keras package ended with 2.3), or "
        "load and call the model in the thread that imported keras (a server's main thread, "
        "threaded=False in Flask)",
    ),
    # Keras passing training= to a call() that takes none (keras-team/keras#13887, round 158:
    # "TypeError: __call__() got an unexpected keyword argument 'training'": a custom layer or
    # a model of another Keras called by tf.keras's fit; the gatherer's name, adopted)
    rule(
        "keras-call-missing-training-arg",
        E,
        "Keras called a layer with training= or mask=, and its call() does not take it" + NOT_ENV,
        # (Keras 3.15 names no function for mask: "TypeError: got an unexpected keyword argument
        # 'mask'", a real run)
        r"(?:(?:__call__|call)\(\) |^\W{0,3}TypeError: )got an unexpected keyword argument "
        r"'(?P<arg>training|mask)'",
        "got an unexpected keyword argument",
        lambda v, _c: (
            f"Keras passes {v.get('arg')}= to layers whose call() names it or takes **kwargs: "
            f"give the custom layer's call(self, inputs, {v.get('arg')}=None) (or **kwargs), and "
            "build the model from one Keras (a layer of standalone keras inside a tf.keras model, "
            "or the reverse, also says this)"
        ),
    ),
)
