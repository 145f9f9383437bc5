"""Log rules for what Keras and tf.distribute say while a model is built, trained or
loaded, beyond keras_run.py's (module size): Keras's harmless notes about how a model is
declared, an optimizer's state skipped on load, a variable read outside the replica
context. Verbatim real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.keras_notes import KERAS_NOTE_RULES
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

def _checkpoint_remedy(path: str) -> str:
    """What the path is when it is not a checkpoint: a Keras file, a SavedModel folder."""
    shard = re.search(r"\.(?:data-\d{5}-of-\d{5}|index)$", path)
    if shard:  # one file of the checkpoint given where TF wants its prefix
        return (f"{path} is one file of a checkpoint: give the prefix, {path[:shard.start()]} "
                "(without .data-00000-of-00001 or .index; tf.train.latest_checkpoint(dir) returns "
                "it), to load_weights / restore")
    if path.endswith((".h5", ".hdf5", ".keras")):
        return (f"{path} is a Keras file, not a tf.train checkpoint: model.load_weights(path) or "
                "keras.models.load_model(path) reads it")
    if path and path.rstrip("/").split("/")[-1].isdigit():
        return (f"{path} looks like a SavedModel folder: tf.saved_model.load(path), or restore its "
                "variables from <path>/variables/variables")
    return (f"No checkpoint at {path or 'the path given'}: point it at the prefix the training "
            "wrote (tf.train.latest_checkpoint(dir) finds it; a relative path is taken from the "
            "working folder), or train first")


TRAINING_NOTE_RULES = (
    # Keras's notes on how a Sequential model is declared (shap/shap#3971: Keras 3's "Do not
    # pass an `input_shape`/`input_dim` argument to a layer. When using Sequential models,
    # prefer using an `Input(shape)` object"; keras-team/keras-io#507: TF 2.5's "Please add
    # `keras.layers.InputLayer` instead of `keras.Input` to Sequential model", fchollet: fine)
    rule(
        "benign-keras-notice",
        INFO,
        "A Keras notice about how the model is declared (harmless)",
        r"Do not pass an `input_shape`/`input_dim` argument to a layer|Please add "
        r"`keras\.layers\.InputLayer` instead of `keras\.Input` to Sequential model",
        ("do not pass an `input_shape`", "instead of `keras.input` to sequential"),
        "Harmless: the model is built as written. To silence it, start a Sequential model with "
        "keras.Input(shape=...) and drop input_shape from the first layer",
    ),
    *KERAS_NOTE_RULES,
    # Keras 3's data adapter meeting a PyDataset (or Keras 2's ImageDataGenerator iterator)
    # whose constructor does not call super().__init__(**kwargs): its workers settings are not
    # set and loading runs in one process; training goes on (keras/src/trainers/data_adapters/
    # py_dataset_adapter.py; keras-team/keras#21068; NatLibFi/Annif#847 fixed its class).
    # Five earlier logs label it a note, two a warning: a note with the fix
    rule(
        "benign-keras-notice",
        INFO,
        "A Keras PyDataset without super().__init__(**kwargs): its workers settings are unused",
        r"Your `PyDataset` class should call `super\(\)\.__init__\(\*\*kwargs\)` in its constructor",
        "your `pydataset` class should call",
        "Training goes on, loading in one process. For workers/use_multiprocessing, call "
        "super().__init__(**kwargs) in the class's __init__ and pass those settings to it, not "
        "to fit(); for ImageDataGenerator's iterator, nothing to fix but moving to tf.data",
    ),
    # tf.vectorized_map (pfor) unable to vectorize an op: it loops over the batch instead,
    # correct but without the speed-up (keras-team/keras-cv#146: "WARNING tensorflow:pfor.py:1081
    # Using a while_loop for converting RandomUniformInt", a stateful random op; bhack's reading)
    rule(
        "vectorized-map-while-loop-fallback",
        W,
        "tf.vectorized_map fell back to a loop for some ops (correct, but not vectorized)",
        r"Using a while_loop for converting (?P<op>\w+)|"
        # TFP's own words for the same under a Tensor seed (probml-notebooks' vb_gmm_tfp:
        # "Autovectorized functions that use stateless sampling may be quite slow because the
        # current implementation falls back to an explicit loop")
        r"Autovectorized functions that use stateless sampling may be quite slow",
        ("using a while_loop for converting", "autovectorized functions that use stateless"),
        lambda v, _c: (
            f"pfor could not vectorize {v.get('op') or 'an op'} (a stateful op such as a random "
            "one, or an op without a vectorizer), so that part runs as a tf.while_loop over the "
            "batch. Results are right; for speed use stateless ops (tf.random.stateless_*) or "
            "map over the batch yourself, or tf.map_fn when vectorizing is not the point"
        ),
    ),
    # Keras 3 loading an optimizer whose variables do not match (an openillumi.com article:
    # "Skipping variable loading for optimizer 'Adam', because it has 111 variables whereas
    # the saved optimizer has 1 variables."): the weights loaded, the optimizer did not
    rule(
        "keras-h5-optimizer-state-not-restored",
        W,
        "The saved optimizer state was not restored: training resumes from a fresh one",
        r"Skipping variable loading for optimizer '(?P<optimizer>\w+)', because it has "
        r"(?P<have>\d+) variables whereas the saved optimizer has (?P<saved>\d+) variables",
        "skipping variable loading for optimizer",
        "The optimizer state was not restored (saved by another Keras, or the new optimizer not "
        "built yet): for inference this is harmless (load_model(path, compile=False) silences "
        "it); to resume training exactly, save and load model and optimizer with one Keras "
        "release. Check len(model.weights) after loading: a subclassed model whose build() leaves "
        "its sublayers unbuilt loads no weights either, and Keras 3.15 says only this",
    ),
    # a distributed variable read outside strategy.run (tensorflow/tensorflow#36392: a custom
    # loop's step called directly under MirroredStrategy, "`handle` is not available outside
    # the replica context or a `tf.distribute.Strategy.update()` call"; the TF team: call it
    # through strategy.run, build model and optimizer in strategy.scope())
    rule(
        "distribute-strategy-scope-mismatch",
        E,
        "A distributed variable was used outside the strategy's replica context",
        r"`handle` is not available outside the replica context",
        "is not available outside the replica context",
        "Run the train step through strategy.run(step, args=(batch,)) (experimental_run_v2 in "
        "TF 2.0-2.1) and create the model and optimizer inside `with strategy.scope():`; a "
        "GradientTape step called directly runs outside the replicas",
        url="https://www.tensorflow.org/tutorials/distribute/custom_training",
    ),
    # TF 1's Saver restoring a variable of another shape (rasbt/deep-learning-book's GAN
    # notebook: "Assign requires shapes of both tensors to match. lhs shape= [100] rhs shape=
    # [1]" on save/Assign_12; docs1-p-012 the same; the gatherers' name, adopted)
    rule(
        "checkpoint-shape-mismatch",
        E,
        "A variable was given a value of another shape (most often a checkpoint or weights "
        "file from another architecture)",
        r"Assign requires shapes of both tensors to match\. lhs shape= ?(?P<lhs>\[[^\]]*\]) "
        r"rhs shape= ?(?P<rhs>\[[^\]]*\])",
        "assign requires shapes of both tensors to match",
        lambda v, _c: (
            f"The variable is {v.get('lhs')} and the value {v.get('rhs')}. Restoring (saver."
            "restore, load_weights): the file was saved from another architecture (other layer "
            "sizes, classes or vocabulary), so build the model with the settings it was saved "
            "with, or restore only the variables that match. Your own tf.assign: give it a "
            "value of the variable's shape"
        ),
    ),
    # mixed_float16 on a GPU below compute capability 7.0 (thushv89/manning_tf2_in_action's
    # TensorBoard chapter: "Your GPU may run slowly with dtype policy mixed_float16 because it
    # does not have compute capability of at least 7.0"; training completed; the gatherer's name)
    rule(
        "mixed-precision-slow-gpu",
        W,
        "Mixed precision on a GPU without fast float16 (compute capability below 7.0)",
        r"(?:Your GPUs?|Some of your GPUs) may run slowly with dtype policy (?P<policy>\w+) because "
        r"(?:it does|they do) not have compute capability of at least (?P<need>[\d.]+)",
        "may run slowly with dtype policy",
        lambda v, _c: (
            f"{v.get('policy')} runs, but only NVIDIA GPUs of compute capability {v.get('need')} "
            "or more have the units that make it fast: use float32 here (no mixed precision "
            "policy), or a newer GPU (a GPU that is not NVIDIA's, Apple's Metal, has no compute "
            "capability: this check does not speak of it)"
        ),
    ),
    # a checkpoint path that holds none (TF 2's "The passed save_path is not a valid
    # checkpoint", TF 1's "Restore called with invalid save path", both raised in TF 2.21's and
    # TF 1's saver.py; magenta's rl_rnn notebook: "can't find checkpoint file, using backup,
    # which is None", then restore(None); the gatherer's name, adopted)
    rule(
        "checkpoint-not-found",
        E,
        "The checkpoint to restore is not there",
        r"The passed save_path is not a valid checkpoint: (?P<path>[^\s\"'+]\S*)|^\W{0,3}ValueError: "
        r"Restore called with invalid save path\W*(?P<path2>[^\s'\"]+)?|can't find checkpoint file, "
        r"using backup, which is None|"
        # a shard file given as the path (BNN-UPC/RouteNet-Erlang#9, round 150: "Could not open
        # ./ckpt_dir/69-9.91.data-00000-of-00001: DATA_LOSS: not an sstable (bad magic number)",
        # then Keras read it as HDF5; the maintainer: strip the suffix)
        r"Could not open (?P<path3>\S+\.(?:data-\d{5}-of-\d{5}|index)): DATA_LOSS: not an sstable",
        ("not a valid checkpoint", "invalid save path", "can't find checkpoint file", "not an sstable"),
        lambda v, _c: _checkpoint_remedy(str(v.get("path") or v.get("path2") or v.get("path3") or "")),
    ),
    # tf.data's bookkeeping on a dataset that does not list its inputs (asl-ml-immersion's
    # contextual bandits notebook with tensorflow-io's BigQuery dataset: "Unimplemented: Cannot
    # compute input sources for dataset of type IO>BigQueryDataset, because the dataset does
    # not implement `InputDatasets`."; the data were read; the gatherer's name, adopted)
    rule(
        "benign-tfdata-input-datasets-unimplemented",
        INFO,
        "tf.data cannot trace a custom dataset's inputs (harmless)",
        r"Cannot (?:compute input sources|merge options) for dataset of type (?P<dataset>\S+), "
        r"because the dataset does not implement `?InputDatasets",
        "does not implement `inputdatasets",
        "Harmless: the dataset (often a tensorflow-io one) is read as usual; only tf.data's "
        "options and input tracing skip it",
    ),
    # Keras 2's own check of the loss's gradients (Trusted-AI/adversarial-robustness-toolbox's
    # Neural Cleanse notebook: "ValueError: An operation has `None` for gradient. Please make
    # sure that all of your ops have a gradient defined (i.e. are differentiable). Common ops
    # without gradient: K.argmax, K.round, K.eval.")
    rule(
        "gradients-missing-for-variables",
        E,
        "A trainable weight gets no gradient (a non-differentiable op, or a weight the loss "
        "never reaches)",
        r"(?:An operation|Variable .{1,200}?) has `None` for gradient\. Please make sure that all "
        r"of your ops have a gradient defined",
        "has `none` for gradient",
        "Build the loss from differentiable ops: argmax, round, casts to int and K.eval cut the "
        "gradient (use softmax or a straight-through trick instead), and every trainable "
        "variable must reach the loss",
    ),
    # EarlyStopping watching a metric fit does not produce (kpe/bert-for-tf2's TPU notebook:
    # "Early stopping conditioned on metric `val_loss` which is not available. Available
    # metrics are: loss,acc,lr", fit without validation data)
    rule(
        "keras-checkpoint-monitor-unavailable",
        W,
        "A callback (EarlyStopping, ReduceLROnPlateau) watches a metric that is not in the logs",
        # (and ReduceLROnPlateau's words: henrysky/astroNN's MNIST demo, round 103, "Learning
        # rate reduction is conditioned on metric `val_output_mean_absolute_error` ...")
        r"(?:Early stopping|Learning rate reduction is) conditioned on metric `(?P<metric>[^`]+)` "
        r"which is not available(?:\. Available metrics are: (?P<available>[\w,]+))?",
        ("early stopping conditioned on metric", "learning rate reduction is conditioned on metric"),
        lambda v, _c: (
            f"{v.get('metric')} is not among the metrics: "
            + ("monitor one the line lists by its name there (val_acc is val_accuracy since "
               "TF 2 / Keras 2.3)" if "val_" in str(v.get("available") or "") else
               "pass validation data to fit (validation_data or validation_split) for a val_* "
               "metric, or monitor one of the metrics the line lists")
        ),
    ),
    # TF's C API on a node changed after a session ran it, the line cut before its reason
    # (Trusted-AI/adversarial-robustness-toolbox's adversarial training notebook: "W
    # tensorflow/c/c_api.cc:304] Operation '{name:'dense_1/kernel/Assign' ..."; c_api.cc logs
    # only "was changed by setting attribute after it was run by a session" there)
    rule(
        "graph-modified-after-session-run",
        W,
        "A graph node was changed after a session ran it: the change has no effect",
        r"tensorflow/c/c_api\.cc:\d+\] Operation '\{name:'",
        "c_api.cc",
        "Make every change to the graph (loading weights into a Keras model in TF 1 mode, "
        "callbacks that edit it) before the first session.run, or build a new session after "
        "changing it; the line is a warning and the run goes on",
    ),
    # PIL refusing a file in the data, which the loader then skips (idealo/imagededup's
    # Finding_duplicates notebook: "WARNING Invalid image file .../ukbench09268_corrupt.jpg:" /
    # "cannot identify image file PosixPath('...')"; the run went on)
    rule(
        "dataset-corrupt-image",
        W,
        "A file in the data is not an image PIL can read",
        r"cannot identify image file (?P<path>\S+)",
        "cannot identify image file",
        lambda v, _c: (  # (Keras 3.15's load_img reads io.BytesIO(f.read()): no path; outside check m)
            ("A file given to load_img" if "BytesIO" in str(v.get("path")) else str(v.get("path")))
            + " is not a readable image (cut short, another format, or not an image): remove or "
            "replace it (open each path with PIL.Image.open(p).verify() to find it); a loader that "
            "skips it goes on, one that does not stops there"
        ),
    ),
    # Keras 3's Functional model given inputs in another nesting than it was built with
    # (keras 3.15's models/functional.py warns, or raises when asked to; NatLibFi/Annif#883:
    # "Expected: ['input_layer'] Received: inputs=Tensor(shape=(1, 130, 2))")
    rule(
        "keras-inputs-structure-mismatch",
        INFO,  # (Keras went on: r67D-1-015 labels it a harmless notice)
        "A Keras model was called with inputs in another structure than it was built with",
        r"The structure of `inputs` doesn't match the expected structure",
        "structure of `inputs` doesn't match",
        "Pass the inputs as the model was built: the 'Expected:' line shows the structure (a "
        "one-element list for a model built from [Input(...)], a dict keyed by the Input names "
        "for named inputs). Keras flattened them this time; a nesting it cannot match raises",
    ),
    # TensorFlow's forward type inference warning about a graph it could not type, the program
    # going on (tensorflow/tensorflow#57052, reported from TF 2.9 on: "Type inference failed. This
    # indicates an invalid graph that escaped type checking. Error message: INVALID_ARGUMENT:
    # expected compatible input types", a tf.cond whose branches yield optionals of two
    # dtypes; fit() went on; open; the gatherer's name, adopted)
    rule(
        "graph-type-inference-failed",
        W,
        "TensorFlow's graph type inference failed on a node (a warning: the run goes on)",
        r"Type inference failed\. This indicates an invalid graph that escaped type checking",
        "type inference failed",
        "TensorFlow's type inference (reported from TF 2.9 on) could not type the node it names, most often "
        "the branches of a tf.cond / while loop or a dataset's optional values yielding two "
        "dtypes; the run goes on. If results look wrong or a later op fails, make both branches "
        "return the same dtype (tf.cast); else nothing to fix (tensorflow/tensorflow#57052)",
    ),
    # XLA's GPU autotuners comparing candidate kernels and finding their outputs apart (a Stack
    # Overflow question, 67850728: TF 2.5, XLA and mixed precision, "buffer_comparator.cc:682]
    # Difference at 0: 95.25 vs 80.8125" and "gpu_conv_algorithm_picker.cc:545] Results
    # mismatch between different convolution algorithms. This is likely a bug/unexpected loss
    # of precision in cudnn." while fit() went on; ROCm/jax#265's GEMM autotuner, #467's
    # gemm_fusion_autotuner "Results do not match the reference"; a JAX maintainer,
    # jax-ml/jax#26846: the mismatching candidate is dropped; the gatherer's name)
    rule(
        "xla-conv-autotune-results-mismatch",
        W,
        "XLA's autotuner found candidate GPU kernels whose results disagree (the run goes on)",
        r"Results mismatch between different (?P<kind>convolution|GEMM) algorithms|"
        r"gemm_fusion_autotuner\.cc:\d+\] Results do not match the reference|"
        r"buffer_comparator\.cc:\d+\] Difference at \d+:",
        ("results mismatch between different", "buffer_comparator.cc", "results do not match the reference"),
        "XLA tried several kernels (cuDNN/cuBLAS, or ROCm's libraries) for one operation and their "
        "results differ (most often in float16 under mixed precision); it drops the one that "
        "disagrees and goes on. If the loss misbehaves, update the GPU driver and its math "
        "libraries, or train that model in float32 or without XLA (jit_compile=False); else "
        "nothing to fix",
    ),
    # Keras 3 building a layer that holds unbuilt state and has no build() of its own
    # (keras-team/keras#20729, a merged fix: "UserWarning: `build()` was called on layer
    # 'random_color_jitter', however the layer does not have a `build()` method implemented and
    # it looks like it has unbuilt state. This will cause the layer to be marked as built,
    # despite not being actually built, which may cause failures down the line."; the
    # gatherer's name)
    rule(
        "keras-layer-build-not-implemented",
        W,
        "A layer with unbuilt sub-layers or weights has no build() method (Keras 3)",
        r"`?build\(\)`? was called on layer '(?P<layer>[^']+)', however the layer does not have a "
        r"`?build\(\)`? method implemented",
        "method implemented and it looks like it has unbuilt state",
        lambda v, _c: (
            f"Give {v.get('layer') or 'the layer'} a build(input_shape) that builds its sub-layers "
            "and creates its weights (Keras 3 marks it built without them, and saving, loading or "
            "a later call may fail); a layer of a library: update that library"
        ),
    ),
)
