"""Harmless notices from the runtime around a running model (severity info): tf.data
iterators that end or close early, TensorFlow's thread pools and CPU clock, cuBLAS's TF32
math, TensorFlow Lite's XNNPACK delegate, Open MPI in a container, ldconfig on WSL2, a
checkpoint restored in part, tensorflow_hub's symbols left out under an old TF. Named so
users stop chasing them; TensorFlow's own start-up notices are in ``benign``. Verbatim real
samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

INFO = Severity.INFO
W = Severity.WARNING

NOTICE_RULES = (
    # Hugging Face transformers' notes on which checkpoint layers a TF model used (its
    # modeling_tf_utils.py, 4.46: "Some layers from the model checkpoint at X were not used when
    # initializing Y: [...]", "- This IS expected if ..."; "... and are newly initialized";
    # bhavitvyamalik/DialogTag#4, the program ran)
    rule(
        "benign-transformers-checkpoint-notice",
        INFO,
        "transformers notes which checkpoint layers the model used (expected when fine-tuning)",
        r"Some (?:layers|weights) (?:from the model checkpoint at \S+ were not used when initializing|of \w+ "
        r"were not initialized from the model checkpoint at \S+ and are newly initialized)|"
        r"All model checkpoint layers were used when initializing",
        ("were not used when initializing", "are newly initialized",
         "all model checkpoint layers were used"),
        "Expected when a checkpoint of one task starts a model for another (its head is new: "
        "train it before predicting); unexpected only if the checkpoint is of this very model",
    ),
    # tf.nest given a set, TF's own W line (bhavitvyamalik/DialogTag#4: "W tensorflow/python/
    # util/util.cc:368] Sets are not currently considered sequences, but this may change in the
    # future, so consider avoiding using them."; the program ran)
    rule(
        "benign-deprecation-warning",
        INFO,
        "tf.nest met a set: a notice about a future change (harmless)",
        r"Sets are not currently considered sequences, but this may change in the future",
        "sets are not currently considered sequences",
        "Harmless today: a set passed through tf.nest (a library's code, often) is treated as one "
        "item; use a list or tuple where a sequence is meant",
    ),
    # a generator-backed tf.data iterator closed before its end (an epoch that stops early, a
    # batch count that does not divide the samples): "W .../generator_dataset_op.cc:103]
    # Error occurred when finalizing GeneratorDataset iterator: Cancelled: Operation was
    # cancelled"; talmolab/sleap#365, maintainer: "not a problem", the iterator resets
    rule(
        "benign-generator-dataset-finalize",
        INFO,
        "A generator dataset's iterator closed early (harmless)",
        r"Error occurred when finalizing GeneratorDataset iterator",
        "finalizing generatordataset",
        "Harmless: a tf.data iterator over a Python generator was closed before the generator "
        "ended (end of an epoch, early stopping); the next epoch starts a new one",
    ),
    # Open MPI's shared-memory transport inside a Docker container without ptrace rights:
    # "[96c7e3d99641:24984] Read -1, expected 122880, errno = 1" on every rank while
    # training runs normally (horovod/horovod#300; Horovod's Docker notes: harmless, gone
    # with --privileged or --cap-add=SYS_PTRACE)
    rule(
        "benign-mpi-cma-read",
        INFO,
        "Open MPI cannot use single-copy shared memory in this container (harmless)",
        r"^\[[\w.-]+:\d+\] Read -1, expected \d+, errno = 1\s*$",
        "read -1, expected",
        "Harmless: Open MPI falls back to copying through shared memory. To silence it, run the "
        "container with --cap-add=SYS_PTRACE (or --privileged), or export "
        "OMPI_MCA_btl_vader_single_copy_mechanism=none",
    ),
    # TF 1.x's start-up note on its thread pools (tensorflow/models#5312: "Creating new
    # thread pool with default inter op setting: 2. Tune using inter_op_parallelism_threads
    # for best performance.")
    rule(
        "benign-thread-pool-notice",
        INFO,
        "TensorFlow chose its thread-pool size (harmless)",
        r"Creating new thread pool with default inter op setting",
        "creating new thread pool",
        "Harmless: to tune it, set inter_op_parallelism_threads / intra_op_parallelism_threads "
        "(tf.config.threading in TF 2)",
    ),
    # an iterator that ran through its data ("W .../op_kernel.cc:1192] Out of range: End of
    # sequence [[Node: IteratorGetNext ...]]": a validation pass over a finite dataset,
    # tnybny/Frame-level-anomalies-in-videos#6, maintainer: "not an error"; TF 2.16+:
    # "Local rendezvous is aborting with status: OUT_OF_RANGE: End of sequence")
    rule(
        "benign-end-of-sequence",
        INFO,
        "An input pipeline reached the end of its data (harmless)",
        r"(?:Out of range|OUT_OF_RANGE):? End of sequence",
        "end of sequence",
        "Harmless when the dataset is meant to end there (an epoch, a validation pass); if "
        "training stops early, give fit() steps_per_epoch that the data covers or .repeat() it",
    ),
    # TF's executor says it itself: a graph started while tracing (a placeholder not yet
    # fed) stops, "(DEBUG INFO) Executor start aborting (this does not indicate an error and
    # you can ignore this message): INVALID_ARGUMENT: You must feed a value for placeholder
    # tensor ..." (tensorflow/core/common_runtime/executor.cc; google-research/deeplab2#163,
    # a model running on the GPU)
    rule(
        "benign-executor-debug-info",
        INFO,
        "TensorFlow's executor debug note (it says itself it is no error)",
        r"Executor start aborting \(this does not indicate an error and you can ignore this "
        r"message\)",
        "executor start aborting",
        "Nothing to fix: TensorFlow logs this while tracing a function; the error it quotes "
        "is not raised to the program (TF_CPP_MIN_LOG_LEVEL=1 hides it)",
    ),
    # TFLite's XNNPACK CPU delegate: created, or declining a model with dynamic-sized tensors
    # (whose ops then run on the default kernels; birdnet-team/BirdNET-Analyzer#740)
    rule(
        "benign-tflite-delegate-notice",
        INFO,
        "TensorFlow Lite's XNNPACK delegate notice (harmless)",
        r"Created TensorFlow Lite XNNPACK delegate for CPU|Attempting to use a delegate that only "
        r"supports static-sized tensors with a graph that has dynamic-sized tensors",
        ("xnnpack delegate", "only supports static-sized tensors"),
        "Harmless: TFLite runs the model on the CPU; the ops the delegate declines run on the "
        "default kernels",
        group="tflite-static-sized",  # ("Failed to apply delegate: ...": converters.py)
    ),
    # ldconfig on WSL2: the Windows driver mounts libcuda.so, .so.1 and .so.1.1 into
    # /usr/lib/wsl/lib as copies, not links (microsoft/WSL#5548, #11229)
    rule(
        "benign-wsl-libcuda-not-symlink",
        INFO,
        "ldconfig notes that WSL's libcuda.so.1 is a copy, not a link (harmless)",
        r"/usr/lib/wsl/lib/libcuda\.so(?:\.\d+)* is not a symbolic link",
        "is not a symbolic link",
        "Harmless: CUDA still loads. To silence it, replace the copies with links in "
        "/usr/lib/wsl/lib (microsoft/WSL#5548), which a driver update may undo",
    ),
    # TF's profiler cannot read the CPU clock (an Apple-silicon Mac, some VMs and ARM boards):
    # "W .../cpu_utils.cc:128] Failed to get CPU frequency: 0 Hz" (YoshitakaMo/
    # localcolabfold#102, the run goes on), "Failed to find bogomips or clock in /proc/cpuinfo;
    # cannot determine CPU frequency" (fubarlabs/foocars#66, closed as ignorable)
    rule(
        "benign-cpu-frequency-unknown",
        INFO,
        "TensorFlow could not read the CPU frequency (harmless)",
        r"Failed to get CPU frequency: 0 Hz|cannot determine CPU frequency",
        ("failed to get cpu frequency", "cannot determine cpu frequency"),
        "Harmless: only the profiler's cost estimates use it; training runs normally",
    ),
    # cuBLAS using TF32 tensor cores for float32 matmuls on an Ampere or newer GPU: "I
    # .../cuda_blas.cc:1614] TensorFloat-32 will be used for the matrix multiplication. This
    # will only be logged once." (TF 2.4+; tf.config.experimental.enable_tensor_float_32_
    # execution turns it off)
    rule(
        "benign-tf32-notice",
        INFO,
        "TensorFloat-32 math is used for float32 matmuls (harmless)",
        r"TensorFloat-32 will be used for the matrix multiplication",
        "tensorfloat-32 will be used",
        "Harmless and faster: float32 matmuls use TF32 tensor cores (slightly lower precision); "
        "tf.config.experimental.enable_tensor_float_32_execution(False) turns it off",
    ),
    # XLA compiling a stateful random op (huggingface/notebooks' language_modeling-tf with
    # jit_compile: "Warning: Using tf.random.uniform with XLA compilation will ignore seeds;
    # consider using tf.random.stateless_uniform instead"; training is otherwise fine)
    rule(
        "xla-random-seed-ignored",
        Severity.WARNING,
        "Random ops compiled with XLA ignore their seeds (runs are not reproducible)",
        r"Using (?P<op>tf\.random\.\w+) with XLA compilation will ignore seeds",
        "with xla compilation will ignore seeds",
        lambda v, _c: (
            f"{v.get('op')} under jit_compile/XLA is not seeded: training is otherwise fine. For "
            "reproducible runs use the stateless ops (tf.random.stateless_uniform with a seed "
            "pair) or compile without XLA"
        ),
    ),
    # TF 1.x estimators' notes on what an export or a metric leaves out, each naming its own
    # remedy (GoogleCloudPlatform/tf-estimator-tutorials, round 48): the canned heads'
    # PR-AUC by the trapezoidal rule, and a Keras-optimizer model exported for serving only
    rule(
        "auc-trapezoidal-rule-inaccurate",
        Severity.WARNING,
        "PR-AUC computed by the trapezoidal rule is known to be wrong",
        r"Trapezoidal rule is known to produce incorrect PR-AUCs",
        "trapezoidal rule is known",
        "Read auc_precision_recall with care, or compute it with "
        "tf.compat.v1.metrics.auc(curve='PR', summation_method='careful_interpolation') "
        "(tf.keras.metrics.AUC(curve='PR') in TF 2)",
    ),
    rule(
        "keras-saved-model-optimizer-not-exported",
        Severity.WARNING,
        "Only the serving graph was exported (a Keras optimizer, not a tf.train one)",
        r"the optimizer is not from `?tf\.train`?.*Only the serving graph was exported",
        "only the serving graph was exported",
        "Serving works; to export train/eval graphs (and resume from the SavedModel) compile "
        "with a tf.compat.v1.train optimizer, or keep checkpoints for training",
    ),
    # the same warning raised inside TensorFlow's own tf.data code (TF 2.0 alpha's readers.py
    # and dataset_ops.py, tensorflow/tensorboard's profiling notebook, round 58: the run went
    # on; the gatherer's name, adopted)
    rule(
        "benign-tfdata-resource-in-function-notice",
        INFO,
        "tf.data's own reader warns about resources in its function (harmless)",
        # (TF 1.15-2.1 install as tensorflow_core; only its readers.py, not a dataset_ops.py
        # line a user's own map() may be reported at: the second review of these rules)
        # (and dataset_ops.py for the flat_map/interleave its readers call, r58-1-012)
        r"[\\/]tensorflow(?:_core)?[\\/]python[\\/]data[\\/]ops[\\/](?:readers\.py:\d+: UserWarning: "
        r"Creating resources inside a function passed to Dataset\.\w+\(\)|dataset_ops\.py:\d+: "
        r"UserWarning: Creating resources inside a function passed to Dataset\.(?:flat_map|"
        r"interleave)\(\))",
        "creating resources inside a function passed to dataset.",
        "Harmless: TensorFlow's own tf.data code warns about itself; nothing to change",
    ),
    # TPUEstimator's note on a hub module's unused signatures (tensorflow/workshops' BERT on
    # Cloud TPU notebook, round 58: "E0328 ... tpu.py:330] Operation of type Placeholder
    # (module_apply_tokens/input_ids) is not supported on the TPU. Execution will fail if this
    # op is used in the graph."; training then finished; the gatherer's name, adopted)
    rule(
        "benign-tpu-unused-placeholder-notice",
        INFO,
        "A Placeholder the TPU does not run is listed (harmless unless the graph uses it)",
        r"Operation of type Placeholder \([^)]*\) is not supported on the TPU\. Execution will fail "
        r"if this op is used in the graph",
        "operation of type placeholder",
        "Harmless when training goes on: the placeholders belong to signatures the TPU graph "
        "does not use; an error at run time would name the op that is used",
    ),
    # Keras's TensorBoard callback (v1) in eager mode (tensorflow/tensorboard's profiling
    # notebook: "Weight and gradient histograms not supported for eagerexecution, setting
    # `histogram_freq` to `0`."; the gatherer's name, adopted)
    rule(
        "keras-tensorboard-histograms-eager-unsupported",
        W,
        "TensorBoard's histograms are switched off: the v1 callback cannot write them eagerly",
        r"histograms not supported for eager ?execution, setting `?histogram_freq`? to `?0",
        "histograms not supported for eager",
        "Use tf.keras.callbacks.TensorBoard of TF 2 (not tf.compat.v1's), which writes weight "
        "histograms in eager mode with histogram_freq=1; the run is otherwise unaffected",
    ),
    # deprecation notices of older releases that changed nothing (PacktPublishing/Natural-
    # Language-Processing-with-TensorFlow's keras_cnn notebook: h5py 2.7's "FutureWarning:
    # Conversion of the second argument of issubdtype from `float` to `np.floating` is
    # deprecated"; NVIDIA/OpenSeq2Seq's inference notebook: "WARNING:tensorflow:VARIABLES
    # collection name is deprecated, please use GLOBAL_VARIABLES instead")
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "A deprecation notice (harmless)",
        r"Conversion of the second argument of issubdtype from `\w+` to `np\.\w+` is deprecated|"
        r"VARIABLES collection name is deprecated, please use GLOBAL_VARIABLES instead",
        ("conversion of the second argument of issubdtype", "variables collection name is deprecated"),
        "Harmless: a newer NumPy (or TensorFlow) notes an API an older package uses; nothing to "
        "fix. Upgrading that package silences it",
    ),
    rule(
        "benign-checkpoint-partial-restore",
        INFO,
        "A checkpoint was restored in part (harmless when meant)",
        r"Use expect_partial\(\) on the load status object|Value in checkpoint could not be "
        r"found in the restored object|being deleted with unrestored values|"
        # the reverse direction (tensorflow/recommenders docs/examples/tpu_embedding_layer.
        # ipynb: "An attribute in the restored object could not be found in the checkpoint.")
        r"An attribute in the restored object could not be found in the checkpoint|"
        # TF 2.3-2.4's list of them (tensorflow/tensorflow#44864: "Unresolved object in
        # checkpoint: (root).optimizer.iter", a model restored without its optimizer)
        # (and a TF-TRT model's engine cache, which TF-TRT builds again at run time:
        # tensorflow/tensorrt#177, "(root).trt_engine_resources.TRTEngineOp_0._serialized_trt_
        # resource_filename" after a converted ResNet-50 ran at 18351 images/s)
        r"Unresolved object in checkpoint: \(root\)\.(?:optimizer\b|save_counter\b|trt_engine_resources\b)",
        ("use expect_partial()", "value in checkpoint could not be found", "with unrestored values",
         "could not be found in the checkpoint", "unresolved object in checkpoint"),
        "Harmless when only part of the checkpoint is wanted (e.g. no optimizer state for "
        "inference): checkpoint.restore(path).expect_partial() silences it",
    ),
    # tensorflow_hub's note that its symbols needing TF 1.14 are off under an older TF
    # (tensorflow/tensorflow#27045: "Some hub symbols are not available because TensorFlow
    # version is less than 1.14", the program ran and printed its result)
    rule(
        "tensorflow-companion-mismatch",
        INFO,
        "tensorflow_hub leaves out what needs a newer TensorFlow (harmless unless you use it)",
        r"Some hub symbols are not available because TensorFlow version is less than",
        "some hub symbols are not available",
        "Harmless unless the code uses what tensorflow_hub left out: then TensorFlow 1.14 or "
        "newer (the version the notice names), or the tensorflow-hub release of your TensorFlow",
    ),
    # VS Code's Pylance on `tensorflow.keras`, which TensorFlow loads lazily: the code runs
    # (microsoft/pylance-release#5482, a duplicate of #3753, the Pylance team's answer; the
    # gatherer's name). tensorflow.keras only: a plain "tensorflow" unresolved is a missing install
    rule(
        "ide-static-import-unresolved",
        INFO,
        "The editor cannot resolve tensorflow.keras statically (the code still runs)",
        r"Import \"(?P<module>tensorflow\.keras(?:\.\w+)*)\" could not be resolved",
        "could not be resolved",
        "Harmless when the program runs: TensorFlow loads tensorflow.keras at run time, which "
        "the editor's static analysis (Pylance) cannot follow; import from keras directly (from "
        "keras import layers) to silence it. If the program itself fails to import, the editor's "
        "interpreter is not the environment TensorFlow is installed in",
    ),
    # tf.data's note that a dataset built from Python (from_generator) cannot be rewritten by
    # its graph optimizations; training goes on (ray-project/ray#25141: "Input of
    # GeneratorDatasetOp::Dataset will not be optimized because the dataset does not implement
    # the AsGraphDefInternal() method needed to apply optimizations."; the gatherer's name)
    rule(
        "benign-tfdata-dataset-not-optimized",
        INFO,
        "tf.data cannot optimise a dataset built from Python (harmless)",
        r"will not be optimized because the dataset does not implement the AsGraphDefInternal\(\)",
        "asgraphdefinternal()",
        "Harmless: a dataset made from a Python generator runs as it is, without tf.data's "
        "graph rewrites; for speed, build the pipeline from tf.data ops (from_tensor_slices, "
        "TFRecordDataset) instead",
    ),
)
