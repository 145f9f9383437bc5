"""Log rules for what TensorFlow says about the program's own training code while it runs:
a function AutoGraph could not convert or traces again and again, a slow Keras callback, a tf.data cache read in part.
Warnings: the run goes on, slower or with less than meant. Samples (tests/explain/
test_rules.py): deepmind/sonnet, keras-team/keras-cv and tensorflow/similarity notebooks.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

W = Severity.WARNING

TRAINING_RULES = (
    # Keras 2.11+'s own warning on Apple silicon (tensorflow/tensorflow#61092: "the v2.11+
    # optimizer `tf.keras.optimizers.Adam` runs slowly on M1/M2 Macs, please use the legacy
    # Keras optimizer instead, located at `tf.keras.optimizers.legacy.Adam`")
    rule(
        "apple-silicon-optimizer-slow",
        W,
        "Keras's new optimizers run slowly on Apple silicon",
        r"runs slowly on M1/M2 Macs|known slowdown when using v2\.11\+ Keras optimizers on M1/M2",
        ("runs slowly on m1/m2 macs", "known slowdown when using v2.11+"),
        "Use the legacy optimizer explicitly, as Keras says: tf.keras.optimizers.legacy.Adam "
        "(Keras already falls back to it when it can; Keras 3 has no legacy optimizers)",
    ),
    # a program whose functions carry no source (a frozen app, the interactive shell):
    # (birdnet-team/BirdNET-Analyzer#155, a packaged build; the maintainer: ignore it)
    rule(
        "benign-autograph-unavailable",
        Severity.INFO,
        "AutoGraph has no source code to read here: functions run as written (harmless)",
        r"AutoGraph is not available in this environment: functions lack code information",
        "autograph is not available in this environment",
        "Nothing to fix in a packaged (frozen) program or the interactive shell: tf.function "
        "still traces the functions; only Python control flow on tensors inside them is not "
        "converted. Run from .py source files if such control flow must be converted",
    ),
    rule(
        "autograph-could-not-transform",
        W,
        "AutoGraph could not convert a function: it runs as plain Python (slower)",
        # (a nested function's name holds "<locals>": tensorflow/tensorflow#45354, "<function
        # canonicalize_signatures.<locals>.signature_wrapper at 0x7ff4c27f98c0>")
        r"(?:AutoGraph could not transform <.+?> and will run it as-is|could not be transformed "
        r"and will be executed as-is|"
        # an object whose repr spans lines (tensorflow/tensorflow#35101: "<bound method
        # TopLevelFeature.decode_example of FeaturesDict({", the rest on the lines below)
        r"^\W*WARNING:tensorflow:AutoGraph could not transform <[^>]*\(\{\s*$|"
        # its verbose log (autograph_verbosity >= 1) before the warning, with the traceback of
        # the failed conversion (tensorflow/tensorflow#51125, round 173: "INFO:tensorflow:Error
        # transforming entity <function split_input_target at 0x7f24c012aa60>", a function
        # typed into the interactive interpreter, whose source inspect cannot read)
        r"^\W*(?:INFO:tensorflow:)?Error transforming entity <[^>]+>)"
        # its Cause: a gast newer than this AutoGraph reads (tensorflow/probability#581,
        # tensorflow/tensorflow#38365: gast 0.3's API under TF 1.15-2.1; the code runs on,
        # unconverted, so the warning is what happened and gast's pin is its fix)
        r"(?:.*?(?P<gast>Bad argument number for Name: \d+, expecting \d+|module 'gast' has no "
        r"attribute '\w+'))?",
        ("autograph could not transform", "could not be transformed and will be executed as-is",
         "error transforming entity"),
        lambda v, _c: (
            'A gast newer than this AutoGraph reads: pip install "gast==0.2.2" (what TensorFlow '
            "1.15-2.0 were built with; 2.1 wants gast 0.2.2 too, 2.2+ reads gast 0.3), or a newer "
            "TensorFlow; until then these functions run unconverted (slower)"
            if v.get("gast")
            else "Define the function in a .py file (AutoGraph needs its source; a notebook cell "
            "or a REPL hides it), or mark it @tf.autograph.experimental.do_not_convert if it is "
            "graph-compatible; the `Cause:` line says why"
        ),
    ),
    rule(
        "keras-callback-slow",
        W,
        "A Keras callback takes longer than the training step",
        # (TF 2.2: "Callbacks method `on_train_batch_end` is slow compared to the batch time",
        # tensorflow/tensorflow#37876; Keras 1/2: "Method on_batch_end() is slow compared to
        # the batch update (0.648300)", keras-team/keras#608)
        # (and TF 2.0-2.1's "Method (on_train_batch_end) is slow compared to the batch update",
        # trekhleb/machine-learning-experiments' rock_paper_scissors notebook)
        r"(?:Callbacks? )?[Mm]ethod [`(]?\w+[`)]?(?:\(\))? is slow compared to the batch (?:time|update)",
        ("is slow compared to the batch time", "is slow compared to the batch update"),
        "A callback (TensorBoard profiling, a custom on_train_batch_end) costs more than the "
        "step itself: log less often (update_freq, an interval), or move the work to "
        "on_epoch_end",
    ),
    rule(
        "dataset-cache-partially-read",
        W,
        "A tf.data cache was read only in part and is thrown away",
        # (TF 1.x's words, "... the dataset we were attempting to cache": Justin-Tan/
        # generative-compression#28, round 64)
        r"The calling iterator did not fully read the dataset (?:being cached|we were attempting "
        r"to cache)",
        ("did not fully read the dataset being cached", "did not fully read the dataset we were"),
        "Order the pipeline dataset.take(k).cache().repeat() (not cache().take(k)), or read the "
        "cached dataset to its end once, so the cache is kept",
    ),
    # a tf.function traced again on every call: new shapes or Python values (ageron/
    # handson-ml2 notebook 12's output)
    rule(
        "tf-function-retracing",
        W,
        "A tf.function is traced again and again (slow)",
        r"triggered tf\.function retracing",
        "triggered tf.function retracing",
        "Give the tf.function an input_signature (or reduce_retracing=True), pass tensors "
        "instead of Python numbers, and define it once outside loops",
        url="https://www.tensorflow.org/guide/function#controlling_retracing",
    ),
    # gradients_impl.py's note that a sparse gradient (an embedding's, a gather's) becomes a
    # dense tensor of unknown shape (IntelAI/models' BERT notebook: "UserWarning: Converting
    # sparse IndexedSlices to a dense Tensor of unknown shape. This may consume a large
    # amount of memory.")
    rule(
        "indexed-slices-dense-conversion",
        Severity.INFO,  # the run goes on (both notebooks of round 23); memory is the cost
        "A sparse gradient is turned into a dense tensor (memory)",
        # (TF 2.x puts the slices' own repr between, tensorflow/gnn's ogbn_mag_e2e notebook:
        # "Converting sparse IndexedSlices(IndexedSlices(indices=Tensor(...), ...)) to a dense
        # Tensor of unknown shape")
        r"Converting sparse IndexedSlices(?:\(.*\))? to a dense Tensor",
        "converting sparse indexedslices",
        "Usually harmless, but it can take much memory: keep embeddings' gradients sparse "
        "(tf.gather / tf.nn.embedding_lookup instead of a dense matmul or tf.reshape on the "
        "variable), or give the shape TensorFlow could not infer",
    ),
    # Keras's own check of a loss given probabilities as logits (PacktPublishing's
    # DCGAN_MNIST notebook: "`binary_crossentropy` received `from_logits=True`, but the
    # `output` argument was produced by a sigmoid or softmax activation")
    rule(
        "keras-loss-from-logits-mismatch",
        W,
        "A loss is told its input is logits, but it gets probabilities",
        r"received `from_logits=True`, but the `output` argument was produced by a (?:sigmoid|"
        r"softmax)",
        "received `from_logits=true`",
        "Use from_logits=False with a sigmoid/softmax output, or drop the final activation and "
        "keep from_logits=True; otherwise the loss (and training) is wrong",
    ),
    # a cross-entropy stuck near -log(1e-7) = 16.1: Keras clips a probability of 0 to its
    # epsilon, so the outputs are not probabilities (sayakpaul/Multimodal-Entailment-Baseline's
    # text notebook, round 130: Dense(num_classes) without softmax under
    # "sparse_categorical_crossentropy", loss 15-16, accuracy at chance)
    rule(
        "keras-loss-from-logits-mismatch",
        W,
        "The loss sits near 16.1, a cross-entropy of clipped zero probabilities: the outputs are not probabilities",
        # (an accuracy of exactly 0 is a regression's meaningless "accuracy" beside an MSE near
        # 15, not a stuck classifier, which hits its most frequent class: the review of the
        # fifteenth session)
        r"\bloss: 1(?:4\.[5-9]|5\.\d|6\.[01])\d* - (?:\w+_)?acc(?:uracy)?: 0\.(?=\d*[1-9])[0-2]\d*",
        "loss: 1",
        "A cross-entropy near 16.1 with chance accuracy means the model's outputs are not "
        "probabilities: a last layer without softmax/sigmoid needs the loss's from_logits=True "
        "(or add the activation); labels in another form than the loss expects (one-hot vs "
        "integers, sparse_categorical vs categorical) give the same, and so does a learning rate "
        "so high that the softmax saturated (Deep Learning with Python's chapter 5 shows it at "
        "1.0): lower it",
    ),
    # Keras 2 after model.trainable changed without a new compile (a GAN freezing its
    # discriminator: PacktPublishing's DCGAN notebook; expected there)
    rule(
        "keras-trainable-changed-without-compile",
        W,
        "model.trainable changed after compile: Keras trains what it collected at compile",
        r"Discrepancy between trainable weights and collected trainable weights",
        "discrepancy between trainable weights",
        "Call model.compile() again after setting model.trainable; in a GAN that freezes the "
        "discriminator inside the combined model on purpose, this is expected",
    ),
    # loading weights into another architecture (PacktPublishing's Deep-Learning-with-
    # TensorFlow-2-and-Keras README: "You are trying to load a weight file containing 13
    # layers into a model with 6 layers.")
    rule(
        "keras-weights-layer-count-mismatch",
        Severity.ERROR,
        "The weight file was saved from a model with other layers",
        r"You are trying to load a weight file containing (?P<saved>\d+) layers into a model "
        r"with (?P<model>\d+) layers|"
        # Keras 3's words: "Layer count mismatch when loading weights from file. Model
        # expected N layers, found M saved layers."
        r"Layer count mismatch when loading weights from file\. Model expected (?P<model2>\d+) "
        r"layers, found (?P<saved2>\d+) saved layers",
        ("load a weight file containing", "layer count mismatch when loading weights"),
        lambda v, _c: (
            f"The file holds {v.get('saved') or v.get('saved2')} layers' weights, the model has "
            f"{v.get('model') or v.get('model2')}: "
            "build the same architecture the weights were saved from (the project's own model "
            "code), or load by name (model.load_weights(path, by_name=True, skip_mismatch=True))"
        ),
    ),
    # Keras 3 loading a .keras file whose layer holds another number of variables than it builds
    # (keras-team/keras#19491: "Layer 'conv' expected 4 variables, but received 2 variables
    # during loading.", a frozen Conv1D saved by Keras 3.2.0; fchollet: fixed, upgrade)
    rule(
        "keras-version-mismatch",
        Severity.ERROR,
        "A layer in the .keras file holds another number of variables than this Keras builds",
        r"Layer '(?P<layer>[^']+)' expected (?P<expected>\d+) variables, but received "
        r"(?P<given>\d+) variables during loading",
        "variables during loading",
        lambda v, _c: (
            f"Layer {v.get('layer')} is built with {v.get('expected')} variables here, the file "
            f"holds {v.get('given')}: Keras saved it with a bug of its saving (Keras 3.2.0 with a "
            "frozen, trainable=False, layer: keras-team/keras#19491, fixed in later releases; "
            "such bugs show within one Keras too), or another Keras or another architecture wrote "
            "it: upgrade Keras (`pip install -U keras`), save the model again and load it with "
            "that Keras; if the model in code differs from the saved one, build the saved "
            "architecture"
        ),
    ),
    # Keras 3 reading a Keras 2 .h5 whose compile settings name Keras's own metric or loss by
    # function name (the review of the eleventh session: "Could not locate function 'mse'. ...
    # {'module': 'keras.metrics', ...}" under keras/src/legacy/saving; keras-team/keras#19330)
    rule(
        "keras-version-mismatch",
        Severity.ERROR,
        "Keras 3 cannot read the compile settings a Keras 2 .h5 file names",
        r"Could not locate function '(?P<fn>\w+)'\. Make sure custom classes(?: and functions)? are decorated"
        r"(?:(?!'config':).)*'module': '(?P<kmodule>(?:keras|tf_keras)[\w.]*)'",
        "could not locate function",
        lambda v, _c: (
            f"{v.get('fn')} is Keras's own ({v.get('kmodule')}), written by name by Keras 2 into "
            "the .h5 file's compile settings, which Keras 3 does not resolve: load with "
            "keras.models.load_model(path, compile=False) and compile again, or load it with "
            "the Keras that saved it (tf-keras with TF_USE_LEGACY_KERAS=1) and save it as .keras"
        ),
    ),
    # GradientTape.gradient called inside a persistent tape's `with` block: the gradient ops are
    # recorded too (tensorchiefs/dl_book's chapter 3 notebook, round 97; TF's own words say why)
    rule(
        "gradient-tape-inside-context",
        Severity.WARNING,
        "GradientTape.gradient is called inside the tape's context (slower, more memory)",
        r"Calling GradientTape\.gradient on a persistent tape inside its context is significantly "
        r"less efficient",
        "calling gradienttape.gradient on a persistent tape inside its context",
        "Expected when this computes higher-order derivatives (a Hessian, a PINN's second "
        "derivative: the outer tape must record the inner gradient), and then nothing to fix. "
        "Otherwise the results are right but each gradient computation is recorded too: call "
        "tape.gradient(...) after the `with tf.GradientTape(persistent=True) as tape:` block",
    ),
    # one layer given another number of arrays (CalculatedContent/WeightWatcher's SVD smoothing
    # notebook: a Conv2D handed its kernel alone, "You called `set_weights(weights)` on layer
    # "block1_conv1" with a weight list of length 3, but the layer was expecting 2 weights.")
    rule(
        "keras-weights-layer-count-mismatch",
        Severity.ERROR,
        "A layer was given another number of weight arrays than it holds",
        r"set_weights\(weights\)`? on layer \"?(?P<layer>[\w/.-]+)\"? with a weight list of length "
        r"(?P<given>\d+), but the layer was expecting (?P<expected>\d+) weights",
        "with a weight list of length",
        lambda v, _c: (
            f"Layer {v.get('layer')} holds {v.get('expected')} arrays and was given "
            f"{v.get('given')}: pass a list in the order and shapes of layer.get_weights() (a "
            "single array is read as a list along its first axis)"
        ),
    ),
    # an op pinned to a device that has no kernel for it, soft placement off: a PluggableDevice
    # without the op (Apple's forums, thread 759438: tensorflow-metal's GPU and Keras's
    # Embedding, "Could not satisfy device specification '/job:localhost/replica:0/task:0/
    # device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available
    # devices [.../device:GPU:0, .../device:CPU:0]. [Op:StatelessRandomGetKeyCounter]"), or TF
    # 1's graph form for an op with no GPU kernel ("because no supported kernel for GPU
    # devices is available"). The GPU is there: not devices-no-gpu.
    rule(
        "op-no-kernel-on-device",
        Severity.ERROR,
        "An op has no kernel on the device it is placed on, and soft placement is off",
        r"Could not satisfy (?:explicit )?device specification '(?P<device>[^']*(?:GPU|DML)[^']*)'"
        r"(?:\. enable_soft_placement=0\. Supported device types \[(?P<types>(?:(?!GPU)[^\]])*)"
        r"\]\. All available devices \[[^\]]*(?:(?<!XLA_)GPU|DML):\d| because the node (?:(?:\{\{[^}]*\}\}|\S+) (?:\(defined at [^)]*\) )?)?"
        r"was colocated with a group of nodes that required incompatible device| because no supported kernel for (?:GPU|DML) devices is available)"
        r"(?:.*\[Op:(?P<op>\w+)\])?|"
        # the colocation named only by its GPU (scope-ml/scope-ml#125, tensorflow-metal: "explicit
        # device specification '' because the node {{colocation_node ...}} was colocated ...")
        r"was colocated with a group of nodes that required incompatible device '[^']*(?:GPU|DML):\d"
        r"(?!.*All available devices \[(?![^\]]*(?<!XLA_)(?:GPU|DML):\d))",  # (no GPU there: registered.py)
        ("enable_soft_placement=0", "no supported kernel for", "colocated with a group of nodes"),
        lambda v, _c: (
            f"{'The op ' + v['op'] if v.get('op') else 'An op'} has no kernel on "
            f"{v.get('device') or 'that device'} (a PluggableDevice such as tensorflow-metal or "
            "DirectML lacks some ops; CUDA TensorFlow lacks GPU kernels for a few, such as string "
            "ops): call tf.config.set_soft_device_placement(True) so that op runs on the CPU "
            "(TF 1: tf.ConfigProto(allow_soft_placement=True) for the Session), or place it "
            "under tf.device('/CPU:0'); report the missing kernel to the plugin, or try its "
            "newer release"
        ),
    ),
    # a Keras RNN layer that cannot use the cuDNN kernel (openillumi.com's LSTM article: "Layer
    # lstm will not use cuDNN kernels since it doesn't meet the criteria. It will use a generic
    # GPU kernel as fallback"; a non-default activation)
    rule(
        "keras-lstm-cudnn-criteria-unmet",
        W,
        "An LSTM/GRU layer runs without cuDNN (slower): its arguments are not the defaults",
        # (TF 2.0-2.2: "Layer gru will not use cuDNN kernel since it doesn't meet the cuDNN
        # kernel criteria", stefan-jansen/machine-learning-for-trading's IMDB notebook)
        r"Layer (?P<layer>\w+) will not use cuDNN kernels? since it doesn't meet the "
        r"(?:cuDNN kernel )?criteria|"
        # the TF 2.0 preview's words (wikibook/tf2's chapter 7 notebook, round 111: "<...
        # UnifiedLSTM object at 0x...>: Note that this layer is not optimized for performance")
        r"\.(?P<layer2>Unified(?:LSTM|GRU)) object at 0x[0-9a-f]+>: Note that this layer is not "
        r"optimized for performance",
        ("will not use cudnn kernel", "this layer is not optimized for performance"),
        lambda v, _c: (
            f"{v.get('layer') or v.get('layer2')} uses the generic kernel: keep the cuDNN defaults (activation="
            "'tanh', recurrent_activation='sigmoid', recurrent_dropout=0, unroll=False, "
            "use_bias=True, and masks that are right-padded) to get cuDNN's speed; changing "
            "those arguments changes the model, so keep one only if it is what you meant"
        ),
    ),
)
