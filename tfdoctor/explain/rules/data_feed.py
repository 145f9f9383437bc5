"""Log rules for the data a program feeds a fit: a Python generator whose batches change shape
under tf.data, x and y of different lengths given to Keras's image generator, and TFDS's note on
a builder's TensorFlow dtypes. Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

def _generator_shape(got: str, want: str) -> str:
    """Only the first axis differs: a smaller last batch; another axis: the samples differ (one
    row's width, outside check i's s21i-gen-shape-k3: (5,) against (4,))."""
    g = [x.strip() for x in got.strip("()").split(",") if x.strip()]
    w = [x.strip() for x in want.strip("()").split(",") if x.strip()]
    batch = len(g) == len(w) and len(g) > 1 and g[1:] == w[1:]
    return (
        f"The generator gave {got} where {want} was declared or inferred from its first element: "
        + ("either a smaller last batch of scalars or one sample of another length: pad or trim "
           "the samples to one length, or declare that axis as None in output_signature"
           if len(g) == len(w) == 1 else
           "a smaller last batch does this. Declare the batch dimension as None "
           "(output_signature=tf.TensorSpec(shape=(None, ...)) in tf.data.Dataset.from_generator), "
           "drop the last partial batch, or pass the Keras Sequence/iterator to fit (fit_generator "
           "on TF <= 2.0) instead of wrapping it"
           if batch else
           "the samples differ (a row of another width, or another rank): make every element the "
           "declared shape (pad or trim them in the generator), or declare the varying axis as "
           "None in output_signature and pad later (padded_batch)")
    )


DATA_FEED_RULES = (
    # TensorFlow's shape functions refusing a tensor's rank: the graph's ("Shape must be rank 2
    # but is rank 3 for '{{node concat}} = ConcatV2[...]' with input shapes: [128,0],
    # [?,128,100], []", tensorflow/recommenders#403, round 143: a text embedding left 3-D
    # beside a 2-D one) and TensorShape.with_rank's ("Shape (None, None, None) must have rank
    # 2", tensorflow/tensorflow#39182; tensor_shape.py of TF 2.21)
    rule(
        "tensor-shape-mismatch",
        Severity.ERROR,
        "An operation was given a tensor of the wrong rank (number of axes)" + NOT_ENV,
        # (TF 1's graph words too: "for 'spline_t_5/MatMul' (op: 'MatMul')", gagneurlab/
        # concise's notebook, round 144)
        r"Shape must be rank (?P<want>\d+) but is rank (?P<got>\d+) for '(?:\{\{node )?(?P<node>[^\s}']+)|"
        r"(?<!batch-norm-)Shape (?P<shape>\([^)]*\)|\[[^\]]*\]) must have rank (?P<want2>\d+)\b",
        ("shape must be rank", "must have rank"),
        lambda v, _c: (
            f"A tensor has {v.get('got') or 'another number of'} axes where "
            + (f"the op {v.get('node')} " if v.get("node") else "the code ")
            + f"needs {v.get('want')}"
            + (f" (its shape is {v.get('shape')})" if v.get("shape") else "")
            + ": print the shapes going in (x.shape) and bring them to one rank: pool or "
            "flatten a sequence axis (GlobalAveragePooling1D after an Embedding, Flatten), add "
            "or drop a batch axis (tf.expand_dims / tf.squeeze)"
        ),
    ),
    # tf.data over a Python generator, its element shape fixed by the first batch
    # (tensorflow/hub#359: "`generator` yielded an element of shape (22, 224, 224, 3) where an
    # element of shape (32, 224, 224, 3) was expected": a last, smaller batch under TF 2.0's fit;
    # tensorflow/tensorflow#32230)
    rule(
        "tensor-shape-mismatch",
        E,
        "A Python generator yielded a batch of another shape than tf.data expects" + NOT_ENV,
        r"`?generator`? yielded an element of shape (?P<got>\([^)]*\)) where an element of shape "
        r"(?P<want>\([^)]*\)) was expected",
        "yielded an element of shape",
        lambda v, _c: _generator_shape(str(v.get("got")), str(v.get("want"))),
    ),
    # Keras's ImageDataGenerator.flow given x and y of different lengths (jasmcaus/opencv-course
    # #3: "`x` (images tensor) and `y` (labels) should have the same length. Found: x.shape =
    # (80, 80, 1), y.shape = (11047, 10)": the images were not one array of samples)
    rule(
        "keras-data-cardinality-mismatch",
        E,
        "The image generator got images and labels of different lengths" + NOT_ENV,
        r"`x` \(images tensor\) and `y` \(labels\) should have the same length\. Found: "
        r"x\.shape = (?P<x>\([^)]*\)), y\.shape = (?P<y>\([^)]*\))",
        "(images tensor) and `y` (labels) should have the same length",
        lambda v, _c: (
            f"x is {v.get('x')} and y {v.get('y')}: flow() takes one array of samples "
            "(N, height, width, channels) and N labels. Stack the images into one NumPy array "
            "(np.array(list_of_images)), split x and y together (train_test_split(x, y)), and "
            "check that x has the samples axis first"
        ),
    ),
    # Keras feeding a Python generator from several processes (keras-team/keras-preprocessing
    # #145: "Using a generator with `use_multiprocessing=True` and multiple workers may duplicate
    # your data"; the maintainer: build the input with tf.data)
    rule(
        "keras-generator-multiprocessing-unsafe",
        Severity.WARNING,
        "A Python generator fed by several processes: data may repeat, or the fit may deadlock",
        r"Using a generator with `use_multiprocessing=True` and multiple workers may duplicate "
        r"your data|multiprocessing can interact badly with TensorFlow, causing nondeterministic "
        r"deadlocks",
        ("use_multiprocessing=true` and multiple workers", "multiprocessing can interact badly"),
        "Feed the fit with tf.data (image_dataset_from_directory, Dataset.map for augmentation, "
        "prefetch), or a keras.utils.Sequence, which processes can share safely; else "
        "use_multiprocessing=False",
    ),
    # TF 1's iterator asked for its next element inside the training loop (Kongsea/yueye#1: "An
    # unusually high number of `Iterator.get_next()` calls was detected"; the merged fix calls
    # it once, outside the loop)
    rule(
        "tf1-iterator-get-next-in-loop",
        Severity.WARNING,
        "Iterator.get_next() is called inside the training loop: each call adds ops to the graph",
        r"An unusually high number of `Iterator\.get_next\(\)` calls was detected",
        "unusually high number of `iterator.get_next()`",
        "Call next_element = iterator.get_next() once, outside the loop, and run next_element "
        "(or the ops built on it) in each step: a call per step grows the graph, so training "
        "slows down and memory runs out",
    ),
    # TFDS converting a builder's TensorFlow dtype (tensorflow/datasets#4612, round 113: the
    # diamonds builder, "You use TensorFlow DType <dtype: 'float32'> in tfds.features This will
    # soon be deprecated in favor of NumPy DTypes. In the meantime it was converted to float32.")
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "TFDS notes a TensorFlow dtype in a dataset's features (harmless)",
        r"You use TensorFlow DType <dtype: '\w+'> in tfds\.features",
        "in tfds.features",
        "Harmless: TFDS converted the dtype and loads the dataset. The note is about the "
        "dataset builder's code (NumPy dtypes in its tfds.features); nothing to change in yours",
    ),
    # Keras's directory readers finding no image (UPCCV/cat-vs-dog#1, round 116: "Found 0 images
    # belonging to 0 classes." from flow_from_directory, a wrong data path; the maintainer)
    rule(
        "dataset-no-images-found",
        Severity.WARNING,
        "Keras found no images in the folder it was given",
        r"Found 0 (?:images|files) belonging to (?P<classes>\d+) class(?:es)?",
        "found 0 ",
        lambda v, _c: (
            ("The folder has no class subfolders: " if v.get("classes") == "0" else
             f"The folder has {v.get('classes')} class subfolders but no image in them: ")
            + "flow_from_directory / image_dataset_from_directory read dir/<class>/<image> "
            "(png, jpg, bmp, gif), relative to the working directory; check the path (print "
            "os.listdir(path)) and the file extensions. Training on it fails or learns nothing"
        ),
    ),
    # Keras 2.9+/3's image_dataset_from_directory raising on an empty folder (keras/src/utils/
    # image_dataset_utils.py: "No images found in directory {directory}. Allowed formats: ...",
    # also "No training images" / "No validation images"), and with a labels list the count of
    # files found, 0 (dataset_utils.py: "Expected the lengths of `labels` to match the number of
    # files in the target directory. len(labels) is 5 while we found 0 files in ...":
    # tensorflow/tensorflow#57698, round 135: the images were directly in the folder; Keras reads
    # its subfolders, and moving them into one fixed it)
    rule(
        "dataset-no-images-found",
        E,
        "Keras found no images in the folder it was given",
        r"No (?:training |validation )?images found in directory (?P<dir>.+?)\. Allowed formats"
        r"|len\(labels\) is \d+ while we found 0 files in (?P<dir2>\S+?)\.?`?$",
        ("images found in directory", "while we found 0 files"),
        lambda v, _c: (
            f"{v.get('dir') or v.get('dir2')} holds no image Keras reads: image_dataset_from_"
            "directory reads dir/<subfolder>/<image> (jpeg, png, bmp, gif); with a labels list "
            "older Keras (TF 2.10's, the thread's) also reads only subfolders, so move the images "
            "into one (Keras 3.15 reads files in the folder itself: measured here); check the "
            "path (relative to the working directory) and the extensions"
        ),
    ),
    # the folder itself missing (nicknochnack/ImageClassification#10, round 116: Colab,
    # "NotFoundError: Could not find directory data" from image_dataset_from_directory)
    rule(
        "dataset-directory-not-found",
        E,
        "The data folder given to a directory reader does not exist",
        r"NotFoundError: Could not find directory (?P<path>\S+)",
        "could not find directory",
        lambda v, _c: (
            f"'{v.get('path')}' does not exist where the program runs: a relative path is read "
            "from the working directory (in Colab, /content): upload or mount the data there "
            "(one subfolder per class), or pass the full path"
        ),
    ),
    # an infinite dataset (repeat()) given to fit without steps_per_epoch (BNN-UPC/ignnition#117,
    # round 122: the package's generator called repeat() unconditionally; the gatherer's name)
    rule(
        "keras-infinite-dataset-steps-missing",
        E,
        "fit was given an endless dataset and no number of steps",
        r"When providing an infinite dataset, you must specify the number of steps to run",
        "when providing an infinite dataset",
        "The dataset repeats forever (a repeat() with no count): pass steps_per_epoch (and "
        "validation_steps for validation data) to fit, or drop the repeat() so each epoch ends "
        "with the data",
    ),
    # Dataset.from_generator's output_signature holding a Python list (bharath5673/YOLOv8-3D#13,
    # round 122: Keras 3's fit wrapping a generator; the gatherer's name, adopted)
    rule(
        "tfdata-output-signature-not-typespec",
        E,
        "A from_generator output_signature holds something that is not a tf.TypeSpec",
        r"`output_signature` must contain objects that are subclass of `tf\.TypeSpec` but found "
        r"<class '(?:[\w.]+\.)?(?P<got>\w+)'>",  # (a DType's full path: outside check q)
        "`output_signature` must contain objects that are subclass of `tf.typespec`",
        lambda v, _c: (
            f"output_signature has a {v.get('got')} where a tf.TensorSpec belongs: give a tuple of "
            "TensorSpecs (tuples, not lists, for nested structure), or let the generator yield "
            "tuples (x, y) of arrays; under Keras 3, a Sequence/PyDataset must return tuples, "
            "not lists"
        ),
    ),
    # tf.data's cache file locked by an iterator that stopped before a full pass (tensorflow/
    # tensorflow#28798, round 130: "There appears to be a concurrent caching iterator running -
    # cache lockfile already exists"; the stale lock stays; the gatherer's name)
    rule(
        "tfdata-cache-lockfile-exists",
        E,
        "tf.data's cache file is locked (by another run, or a stale lock an interrupted one left)",
        r"cache lockfile already exists \('(?P<lock>[^']+)'\)",
        "cache lockfile already exists",
        lambda v, _c: (
            f"If no other run uses this cache, delete {v.get('lock')} and the partial cache "
            "files beside it (same prefix), then start again; a first pass that stops early "
            "(take(), an interrupted epoch) leaves them. Give each concurrent process its own "
            "cache filename, or cache() in memory"
        ),
    ),
)
