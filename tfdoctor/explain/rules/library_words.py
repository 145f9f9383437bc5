"""Log rules for libraries around the model saying, in their own words, that they were given the
wrong thing or meet another release: a tf.data dataset indexed like an array, tensorflow-text's
SentencepieceTokenizer given a path instead of the model's bytes, a layer's InputSpec of another
Keras copy, a slice past a tensor's rank, an optimizer config with an argument Keras 2.10 does
not know, a NumPy call on a graph tensor, jax-metal without an op, transformers not finding the
installed TensorFlow and a TF model class finding no weights it can read. Real samples with
sources in tests/explain/test_rules.py (round 181).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

LIBRARY_WORD_RULES = (
    # a tf.data dataset indexed like an array (PeterPirog/tensorflow-deep-learning's rnn2
    # notebook, round 181: timeseries_dataset_from_array's dataset sliced, "TypeError:
    # 'BatchDataset' object is not subscriptable"; a Hugging Face IterableDataset is not TF's)
    rule(
        "tfdata-dataset-passed-as-tensor",
        E,
        "A tf.data Dataset was indexed or sliced like an array",
        r"'_?(?!Iterable)(?P<ds>[A-Z]\w*[a-z]Dataset(?:V[12])?)' object is not subscriptable",
        "dataset' object is not subscriptable",
        lambda v, _c: (
            "Each element of a window() dataset is itself a dataset: turn the windows into "
            "tensors first, ds.flat_map(lambda w: w.batch(size)), then map and slice"
            if v.get("ds") == "VariantDataset" else
            f"A {v.get('ds')} is a pipeline, not an array: take a batch first (x = next(iter(ds)), "
            "then x[:, :, 0]), slice every element with ds.map(lambda x: x[:, :, 0]), and take "
            "the first elements with ds.take(n) (ds.skip(n) for the rest)"
        ),
    ),
    # tensorflow-text's SentencepieceTokenizer given a file path: its `model` is the serialized
    # model proto (tensorflow/text#215, round 181: "sentencepiece_processor.cc(73)
    # [model_proto->ParseFromArray(serialized.data(), serialized.size())]"; tensorflow/text#452:
    # reading the file's bytes fixed it; the gatherer's name)
    rule(
        "tf-text-sentencepiece-model-path-not-bytes",
        E,
        "SentencePiece could not parse the model it was given",
        r"\[model_proto->ParseFromArray\(serialized\.data\(\), serialized\.size\(\)\)\]",
        "[model_proto->parsefromarray(",
        "With tensorflow_text's SentencepieceTokenizer: pass the model file's contents, "
        "model=tf.io.gfile.GFile(path, \"rb\").read(); a path string is read as the bytes of a "
        "model and does not parse. Given bytes, or with the sentencepiece package "
        "(SentencePieceProcessor(model_file=path)): the file is no SentencePiece model (a .vocab "
        "file, a Git LFS pointer: `git lfs pull`, a download cut short)",
    ),
    # a layer's InputSpec made by another Keras than the one checking it (kpe/bert-for-tf2#91,
    # round 181: "Layer input_spec must be an instance of InputSpec. Got: InputSpec(shape=(None,
    # 128, 768), ndim=3)": the package used tensorflow.python.keras beside TF 2.6's keras
    # package; PR #94 imports `from tensorflow import keras`)
    rule(
        "keras-version-mismatch",
        E,
        "A layer's InputSpec comes from another copy of Keras than the one running the model",
        r"Layer input_spec must be an instance of InputSpec\. Got: InputSpec\(",
        "layer input_spec must be an instance of inputspec",
        "Two Keras copies meet: the layer imports tensorflow.python.keras (TensorFlow's internal "
        "copy) or standalone keras while the model runs on the other. Import one Keras "
        "throughout (from tensorflow import keras), or upgrade the package that defines the "
        "layer to a release for this TensorFlow (or install the TensorFlow it was written for)",
    ),
    # a slice with more indices than the tensor has dimensions, in graph mode
    # (taipingeric/yolo-v4-tf.keras's Datagenerator notebook, round 181: a YOLO loss slicing y_true
    # as 5-D, "Index out of range using input dim 4; input has only 4 dims for
    # 'loss_1/conv2d_93_loss/strided_slice_8'": TF 1.x's Keras makes targets of the output's rank)
    rule(
        "tensor-shape-mismatch",
        E,
        "A slice indexes more dimensions than the tensor has",
        r"Index out of range using input dim (?P<dim>\d+); input has only (?P<rank>\d+) dims",
        "index out of range using input dim",
        lambda v, _c: (
            f"The tensor has {v.get('rank')} dimensions and the slice reaches dimension "
            f"{v.get('dim')}: print its shape before the slice. Where a custom loss slices "
            "y_true, Keras built y_true with the rank of the model's output, not of your labels: "
            "make the output that rank, or feed the labels as a model input and add the loss in "
            "the model (add_loss, or a train_step)"
        ),
    ),
    # an optimizer config with an argument Keras 2.10's experimental optimizer does not take:
    # keras 2.10.0's optimizer_experimental/optimizer.py has no weight_decay, 2.11.0's has
    # (both wheels read, 2026-11-29); Keras 3 adds loss_scale_factor and
    # gradient_accumulation_steps (rf1801's MURA notebook, round 181: load_model of .keras files
    # under TF 2.10, "TypeError: weight_decay is not a valid argument, kwargs should be empty  for
    # `optimizer_experimental.Optimizer`.")
    rule(
        "keras-version-mismatch",
        E,
        "An optimizer config asks for an argument this Keras's optimizer does not have (a newer "
        "Keras made it)",
        r"(?P<arg>weight_decay|loss_scale_factor|gradient_accumulation_steps) is not a valid "
        r"argument, kwargs should be empty\s+for `optimizer_experimental\.Optimizer`",
        "is not a valid argument, kwargs should be empty",
        lambda v, _c: (
            f"{v.get('arg')} came with a newer Keras (weight_decay: 2.11; loss_scale_factor, "
            "gradient_accumulation_steps: Keras 3) than this one: load the model with "
            "compile=False and compile it again here, or load it under the TensorFlow/Keras "
            "that saved it; in your own code, leave the argument out on this Keras or upgrade it"
        ),
    ),
    # a NumPy call on a graph tensor, where the tensor is no Keras RNN's (graph_run.py reads those
    # as TF <= 2.4 under NumPy >= 1.20) (Yeok-c/YAMNET_TF2's notebook, round 181: np.argmax in a
    # Dataset.filter predicate, "Cannot convert a symbolic Tensor (y:0) to a numpy array. This
    # error may indicate that you're trying to pass a Tensor to a NumPy call, which is not
    # supported")
    rule(
        "graph-mode-eager-only-code",
        E,
        "A NumPy call was given a graph tensor (inside tf.function, Dataset.map/filter or a "
        "Keras graph)",
        r"Cannot convert a symbolic (?:tf\.)?Tensor \((?![^)]*(?:rnn|lstm|gru|bidirectional|recurrent|"
        r"strided_slice|_target:))(?P<tensor>[^)]*)\) to a numpy array",
        "cannot convert a symbolic",
        lambda v, _c: (
            f"{v.get('tensor')} has no value while the function is traced: use TensorFlow ops "
            "there (tf.argmax, tf.reduce_sum, tf.shape for np.argmax, np.sum, np.shape), or wrap "
            "the NumPy part in tf.py_function / tf.numpy_function"
        ),
    ),
    # jax-metal (Apple's PJRT plugin) without an op JAX lowers to: MLIR's diagnostic with the
    # Python source location (keras-team/keras#19059, round 181: keras.ops.cumsum on jax-metal
    # 0.0.5, "numpy.py:306:0: note: see current operation: %31 = \"mhlo.pad\"(...)"; the plugin's
    # developer in jax-ml/jax#19402: mhlo.pad with interior padding not supported yet; the
    # gatherer's name). XLA's CPU and CUDA backends print no such MLIR note.
    rule(
        "jax-metal-op-unsupported",
        E,
        "An MLIR compiler (jax-metal's, most often) cannot compile an op of the program",
        r"\.py:\d+:\d+: (?:note: see current operation: %\w+ = \"|error: failed to legalize "
        r"operation ')(?P<op>(?:mhlo|stablehlo)\.\w+)",
        ("note: see current operation:", "error: failed to legalize operation"),
        lambda v, _c: (
            f"No lowering for {v.get('op')} where it was compiled. With jax-metal (JAX on Apple's "
            "GPU; `pip list` shows it): run this on the CPU (JAX_PLATFORMS=cpu, or uninstall "
            "jax-metal), try a newer jax-metal with the jax and jaxlib it names, or another Keras "
            "backend (KERAS_BACKEND=tensorflow, torch). Elsewhere (another PJRT plugin, a "
            "converter): that compiler's release lacks the op: upgrade it or avoid the op"
        ),
    ),
    # transformers' own note that it found no framework, where TensorFlow is installed under
    # another distribution name (huggingface/transformers#24253, round 181: tensorflow-cpu 2.12
    # under transformers 4.30.1, "None of PyTorch, TensorFlow >= 2.0, or Flax have been found.";
    # fixed in #24255: the 4.30.1 wheel's utils/import_utils.py asks _is_package_available(
    # "tensorflow"), the 4.30.2 wheel's importlib.util.find_spec("tensorflow"), read 2026-11-29)
    # (a warning: transformers logs it and a tokenizer-only program goes on; the review of 26f5a19)
    rule(
        "transformers-tensorflow-not-detected",
        Severity.WARNING,
        "transformers found no TensorFlow (nor PyTorch, Flax): its TF classes are missing",
        r"None of PyTorch, TensorFlow >= 2\.0, or Flax have been found\. Models won't be available",
        "none of pytorch, tensorflow >= 2.0, or flax have been found",
        "Check that TensorFlow imports in this Python (python -c \"import tensorflow\"; install it "
        "here if not). If it does, this transformers does not recognise its distribution "
        "(tensorflow-cpu, tensorflow-intel, tensorflow-macos, tf-nightly): upgrade transformers "
        "within 4.x (4.30.2 recognises tensorflow-cpu again: huggingface/transformers#24255), "
        "or pin \"transformers<5\" where you need its TF classes",
    ),
    # a TF model class that finds no weights it can read under the name (alisafaya/Arabic-BERT#6,
    # round 181: "OSError: Can't load weights for 'asafaya/bert-base-arabic'. Make sure that: ...
    # a file named one of tf_model.h5, pytorch_model.bin."; the repository had PyTorch weights
    # only until tf_model.h5 was added)
    rule(
        "hf-weights-framework-mismatch",
        E,
        "transformers found no weights it can load for the model name",
        r"Can't load weights for '(?P<model>[^']+)'",
        "can't load weights for '",
        lambda v, _c: (
            f"Check, in this order: that {v.get('model')} is spelt as on the Hub and the Hub is "
            "reachable (a network, proxy or offline-mode error ends in the same words; a local "
            "folder of that name shadows the Hub's model); then that it has weights of your "
            "framework: a TF class given a model with PyTorch weights only loads it with "
            "from_pretrained(..., from_pt=True) (needs torch), a PyTorch class given TF weights "
            "with from_tf=True"
        ),
    ),
    # a py_function / generator handing TensorFlow a NumPy integer type it does not map
    # (young31/GNN-StellarGraph's RGCN notebook, round 182, TF 2.1 on Windows: "Internal:
    # Unsupported numpy type: NPY_INT" under {{node PyFunc}}; the gatherer's name; TF 2.21's
    # library has the words "Unsupported numpy type: ")
    rule(
        "pyfunc-numpy-dtype-unsupported",
        E,
        "A Python function gave TensorFlow a NumPy array of a type it does not convert",
        r"Unsupported numpy type: (?P<npy>NPY_\w+)",
        "unsupported numpy type: npy_",
        lambda v, _c: (
            f"TensorFlow cannot take {v.get('npy')} arrays from the Python function (a generator, "
            "tf.py_function or tf.numpy_function, a Keras Sequence): cast what it returns to a "
            "type TensorFlow maps, arr.astype(np.int64) / np.int32 / np.float32 (NPY_INT is "
            "NumPy's C int, np.intc, seen here on Windows)"
        ),
    ),
    # a device-sharded layout whose axis does not divide a variable's dimension (keras-team/
    # keras-hub#1613, round 182: Gemma 2B's single key/value head sharded over a 2-way 'model'
    # axis, JAX's "...which implies that the global size of its dimension 0 should be divisible
    # by 2, but it is equal to 1 (full shape: (1, 2048, 256))"; the gatherer's name)
    rule(
        "keras-distribution-sharding-indivisible",
        E,
        "An array is sharded over devices that do not divide its dimension",
        r"implies that the global size of its dimension (?P<dim>\d+) should be divisible by "
        r"(?P<n>\d+), but it is equal to (?P<size>\d+)(?: \(full shape: (?P<shape>\([^)]*\)))?",
        "should be divisible by",
        lambda v, _c: (
            f"Dimension {v.get('dim')} of an array{' ' + str(v['shape']) if v.get('shape') else ''} "
            f"has {v.get('size')} entries and its sharding splits it over {v.get('n')} devices: a "
            "batch must be a multiple of the device count (the global batch size); a model "
            "variable's axis must be left unsharded in the LayoutMap (None at that position; "
            "Gemma 2B has one key/value head) or sharded over a mesh axis that divides it"
        ),
    ),
    # a printed tensor or array whose values are all NaN: a wrong result with no error of its own
    # (mohd-faizy/Probabilistic-Deep-Learning-with-TensorFlow's notebook, round 182:
    # MultivariateNormalFullCovariance(...).covariance() printed "[[nan nan]" for a covariance
    # that is not positive definite)
    rule(
        "result-values-nan",
        Severity.WARNING,
        "A printed tensor or array has a row of NaN values only",
        # (a row closed or wrapped by NumPy, "..." where it is summarised: the review of 26f5a19)
        r"^\s*(?:tf\.Tensor\(|array\()?\s*\[+\s*(?-i:nan)(?:[\s,]+(?:(?-i:nan)|\.\.\.))+\s*(?:\]|$)",
        "nan",
        "Values printed as NaN: the computation got invalid input (a covariance or kernel "
        "matrix that is not positive definite, log or sqrt of a negative or zero value, 0/0, "
        "an Inf in the data). Check the inputs with tf.debugging.check_numerics or np.isnan, "
        "and build matrices that must be positive definite from a scale (scale_tril) or add "
        "jitter to the diagonal",
    ),
)

