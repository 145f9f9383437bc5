"""Log lines that are harmless (severity info), named as such so users stop chasing them.

``explain/causes.py`` ranks them: what a user may act on (TensorRT for TF-TRT users)
before pure noise (oneDNN, CPU features). Verbatim real samples with sources:
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

INFO = Severity.INFO

BENIGN_RULES = (
    rule(
        "tensorrt-missing",
        INFO,
        "TensorRT not found (only needed for TF-TRT)",
        # a paste may stop after "TensorRT" (a Colab cell's output cut at its width, ext7-ho-016)
        r"(?:TF-TRT Warning: )?Could not find TensorRT|Cannot dlopen some TensorRT(?: libraries)?",
        ("tensorrt",),
        "Nothing to do unless you use TF-TRT; then install TensorRT (pip install tensorrt)",
    ),
    rule(
        "benign-numa",
        INFO,
        "NUMA node notice (harmless)",
        r"successful NUMA node read from SysFS had negative value|could not open file to read "
        r"NUMA node|Your kernel may have been built without NUMA support|does not support NUMA - "
        r"returning NUMA node zero|"
        # the pluggable-device wording (DirectML, Metal): microsoft/tensorflow-directml#403
        r"Could not identify NUMA node of platform GPU|"
        # TF 0.12-1.x (an E line on Windows; mrry: "should be a warning", the GPU works:
        # tensorflow/tensorflow#5986)
        r"Could not identify NUMA node of \S+, defaulting to 0",
        ("numa node", "numa support", "support numa"),
        "Harmless: the PCI device reports no NUMA node (common on desktops, VMs, WSL2)",
    ),
    rule(
        "benign-onednn",
        INFO,
        "oneDNN notice (harmless)",
        r"oneDNN custom operations are on",
        "onednn custom operations",
        "Harmless; to silence it or get bit-exact results: export TF_ENABLE_ONEDNN_OPTS=0 (not for a "
        "channels_first model on the CPU: its kernels are oneDNN's; the 20th session's check)",
    ),
    rule(
        "benign-cpu-features",
        INFO,
        "CPU feature notice (harmless)",
        # (tensorflow/fold#89: the poster typed "this Tensorflow bianry": any one word)
        r"(?:Your )?CPU supports instructions that this TensorFlow \w+ was not compiled to use|"
        # (its tail alone as an issue title: RasaHQ/rasa#5409, "Tensorflow binary was not compiled
        # to use:AVX2"; not the fatal "was compiled to use SSE4.1 instructions, but these aren't")
        r"TensorFlow binary was not compiled to use:?\s*(?:AVX|SSE|FMA)|"
        # a console that broke the line and lost a letter (vanhuyz/CycleGAN-TensorFlow#39:
        # "Your CPU supports ins" / "ructions that this TensorFlow binary ...")
        r"^\W{0,3}\w*ructions that this TensorFlow binary was not compiled to use|"
        # the line's head kept, its tail cut (tensorflow/tfjs#559's console: "...cpu_feature_
        # guard.cc:140] Your CPU supports instructions that this Tenso")
        r"cpu_feature_guard\.cc:\d+\] Your CPU supports instructions that|"
        r"This TensorFlow binary is optimized (?:with oneAPI Deep Neural Network Library "
        r"\(oneDNN\) ?)?to use (?:the following |available )?CPU instructions|To enable the "
        r"following instructions:.*rebuild TensorFlow|"
        # TF 1.0-1.2 wording, one line per instruction set (tensorflow/tensorflow#7929)
        r"(?:The TensorFlow li\s*brary\s*)?wasn't compiled to use \w[\w.()]* instructions, but these are "
        r"available on your machine",
        ("tensorflow binary", "rebuild tensorflow", "wasn't compiled to use", "cpu_feature_guard",
         "not compiled to use"),
        "Harmless: TensorFlow could be faster if built for this CPU; nothing to fix",
    ),
    rule(
        "benign-factory-registration",
        INFO,
        "Duplicate CUDA plugin registration (harmless)",
        r"Unable to register (?P<plugin>cu\w+) factory: Attempting to register factory for "
        r"plugin|computation placer already registered",
        ("register factory", "computation placer"),
        "Harmless (TF 2.15-2.18 wheels log it on import); silence with TF_CPP_MIN_LOG_LEVEL=3",
    ),
    rule(
        "benign-absl-log-init",
        INFO,
        "absl logging notice (harmless)",
        r"All log messages before absl::InitializeLog\(\) is called are written to STDERR",
        "absl::initializelog",
        "Harmless: a note from the logging library",
    ),
    rule(
        # XLA's autotuner measuring kernels without its delay kernel: timing accuracy only
        # (tensorflow/tensorflow#73487, TF 2.17: "gpu_timer.cc:114] Skipping the delay kernel,
        # measurement accuracy will be reduced"; training proceeds)
        "benign-gpu-timer-delay-kernel",
        INFO,
        "XLA autotuning timer notice (harmless)",
        r"Skipping the delay kernel, measurement accuracy will be reduced|Delay kernel timed out: measured time has sub-optimal accuracy|There may be a missing warmup execution, please investigate in Nsight",
        ("skipping the delay kernel", "delay kernel timed out", "missing warmup execution"),
        "Harmless: only the autotuner's timings are less precise; silence with "
        "TF_CPP_MIN_LOG_LEVEL=2",
    ),
    rule(
        # grappler's layout optimizer giving up on a graph with dropout (E level, TF 2.11-2.15):
        # the graph runs unoptimised and training goes on (code index 8396740477: the next
        # line is the epoch's progress; tensorflow/tensorflow#34499 tracks the message)
        "benign-grappler-layout",
        INFO,
        "Grappler layout optimizer notice (harmless)",
        # (TF 2.2-2.4 wrote "Invalid argument:": tensorflow/tensorflow#41949,
        # tensorflow/compression#81; a wrap may cut "permutation")
        r"layout failed: (?:INVALID_ARGUMENT|Invalid argument): Size of values \d+ does not match "
        r"size of perm|"
        # any reason the meta optimizer gives, which skips the pass and goes on (juglab/n2v#51:
        # "meta_optimizer.cc:502] layout failed: Invalid argument: Unsupported tensor size: 1")
        r"meta_optimizer\.cc:\d+\] layout failed: ",
        ("does not match size of perm", "] layout failed: "),
        "Harmless: grappler skipped one layout optimization (dropout before a transpose); "
        "training goes on. Silence it with TF_CPP_MIN_LOG_LEVEL=3",
    ),
    rule(
        # TF 2.15 logs it (at E level) for any jit_compile=True function on the CPU, which
        # still runs and gives the right answer (tests/data/tf-2.15.1/tf_probe.stderr)
        "benign-stream-priority",
        INFO,
        "Stream priority notice from XLA (harmless)",
        r"SetPriority unimplemented for this stream",
        "setpriority unimplemented",
        "Harmless: XLA's host stream has no priorities; the compiled function runs normally",
    ),
    rule(
        # TF 1.10's gpu_device.cc logged it at E level for a default it then corrected
        # (tensorflow/tensorflow#21406: "Illegal GPUOptions.experimental.num_dev_to_dev_copy_
        # streams=0 set to 1 instead."; asimshankar: "a benign message that you can ignore")
        "benign-gpu-options-notice",
        INFO,
        "GPU options default corrected by TensorFlow (harmless)",
        r"Illegal GPUOptions\.experimental\.num_dev_to_dev_copy_streams=\d+ set to \d+ instead",
        "num_dev_to_dev_copy_streams",
        "Harmless: TensorFlow 1.10 logs this for its own default and corrects it (fixed in "
        "later releases); the program runs normally",
    ),
    # --- notices TF and Keras print while working (TF-TRT's: converters.py): deprecations, Keras's
    # and SavedModel's notes, autocast, a TF_FORCE_GPU_ALLOW_GROWTH override, a partial restore
    rule(
        "benign-deprecation-warning",
        INFO,
        "A deprecation notice (harmless today)",
        # (also without "The name": cameratrapai#30's "tf.nn.fused_batch_norm is deprecated.
        # Please use tf.compat.v1.nn.fused_batch_norm instead")
        r"(?:The name )?tf\.[\w.]+ is deprecated\. Please use|\(from [\w.]+\)(?: with \S+)? is "
        # (an argument: "calling while_loop_v2 (from tensorflow.python.ops.control_flow_ops)
        # with back_prop=False is deprecated", tensorflow/probability's FFJORD_Demo.ipynb)
        r"deprecated and will be removed (?:in a future version|after)|"
        # TF 1 code's disable_resource_variables (NVIDIA/TensorRT's BERT notebook)
        r"non-resource variables are not supported in the long term|"
        r"The TensorFlow contrib module will not be included in TensorFlow 2\.0",
        ("is deprecated. please use", "is deprecated and will be removed", "non-resource variables",
         "contrib module will not be included"),
        "Harmless today: the code uses an API a later TensorFlow removes; the line names the "
        "replacement (TF_CPP_MIN_LOG_LEVEL and absl logging do not silence Python warnings: "
        "tf.get_logger().setLevel('ERROR') does)",
    ),
    # Python's own warning about a module TensorFlow imports ("DeprecationWarning: The distutils
    # package is deprecated and slated for removal in Python 3.12", tensorflow/tensorflow#58073:
    # import works), and tensorflow-addons' end-of-life notice at import (tfa_eol_msg.py: "TensorFlow
    # Addons (TFA) has ended development and introduction of new features.", DECIMER-Image_Transformer#74)
    rule(
        "benign-deprecation-warning",
        INFO,
        "A deprecation notice (harmless today)",
        r"DeprecationWarning: The distutils package is deprecated|(?P<tfa>TensorFlow Addons \(TFA\) "
        r"has ended development)|"
        # any library's (SciPy's imresize, NumPy's ragged arrays, Matplotlib's stem(): round 46;
        # its own class of it, "Music21DeprecationWarning: .flat is deprecated.": round 167)
        r"\b\w*DeprecationWarning: |\.py:\d+: FutureWarning: |"
        # a UserWarning that says deprecated (Keras 2's optimizer_v2: "UserWarning: The `lr`
        # argument is deprecated, use `learning_rate` instead.", aladdinpersson/Machine-
        # Learning-Collection#84; Keras 3 refuses it: keras-version-mismatch)
        r"\bUserWarning: [^.]{0,80}\b(?:is|are) deprecated\b|"
        # Keras 2.11+'s new optimizers on the same argument, through absl (tensorchiefs/
        # dl_course_2023's banknote notebook, round 109: "WARNING:absl:`lr` is deprecated,
        # please use `learning_rate` instead", then it trains)
        r"`lr` is deprecated, please use `learning_rate` instead",
        ("distutils package is deprecated", "tensorflow addons (tfa) has ended",
         "deprecationwarning: ", ": futurewarning: ", "userwarning: ", "`lr` is deprecated"),
        lambda v, _c: (
            "Harmless today. For tensorflow-addons: it is end of life (May 2024) and has no "
            "release for newer TensorFlow; move its layers and losses to Keras / KerasCV (`tfdoctor "
            "matrix --companions tensorflow-addons` shows its successor)"
            if v.get("tfa") else
            "Harmless with the versions installed: a later release of that library removes the "
            "call, so follow the warning's advice before upgrading it (an error after it, such as "
            "AttributeError for np.object, is the removal itself)"
        ),
    ),
    # Keras 2.13+/3 saving to .h5 (pidahbus/deep-image-orientation-angle-detection#11: "This
    # file format is considered legacy", the maintainer: only a warning, the file is saved),
    # and Python 3.12's note on protobuf's upb types (tensorflow/tensorflow#68194: "... uses
    # PyType_Spec with a metaclass that has custom tp_new. This is deprecated ...")
    rule(
        "benign-deprecation-warning",
        INFO,
        "A deprecation notice (harmless today)",
        # (its first words alone: DUT-Info-Montreuil/SecretarIA#14's title, cut by GitHub)
        r"You are saving your model as an HDF5 file via `model\.save\(\)`|"
        r"uses PyType_Spec with a metaclass that has custom tp_new\. This is deprecated",
        ("considered legacy", "pytype_spec with a metaclass", "as an hdf5 file via"),
        "Harmless today: the file is written / the import works. Keras: save as "
        "model.save('model.keras') to use its native format; protobuf's note is Python 3.12+ "
        "warning about protobuf's compiled types; to hide it, before importing tensorflow: "
        "warnings.filterwarnings('ignore', category=DeprecationWarning) (or "
        "PYTHONWARNINGS=ignore::DeprecationWarning)",
    ),
    rule(
        "benign-saved-model-notice",
        INFO,
        "A SavedModel save/load notice (harmless)",
        # (absl's notes while a SavedModel loads: Calamari-OCR/calamari#376, "Fingerprint not found.
        # Saved model loading will continue.")
        r"Saved model loading will continue|"
        r"Found untraced functions such as|"
        # (an Estimator's export leaving out signatures Serving cannot use: susanli2016's
        # d_traineval notebook, round 103; the Predict signature was written)
        r"Signatures EXCLUDED from export because they cannot be be served via TensorFlow Serving|"
        # (an input name renamed for the SavedModel: NVIDIA-Merlin/HugeCTR's SOK notebook,
        # round 98, "Function `_wrapped_model` contains input name(s) args_0 with unsupported
        # characters which will be renamed to args_0_78 in the SavedModel.")
        r"contains input name\(s\) \w+ with unsupported characters which will be renamed to|Importing a function \(\S+\) with ops with (?:unsaved )?"
        r"custom gradients|confirm that the file \"keras\.metadata\" exists|"
        # a collection TF 1's SavedModel cannot serialize, in TF's own words (tensorflow/
        # fairness-indicators' lineage notebook under TFX: "Issue encountered when
        # serializing tft_mapper_use." / "Type is unsupported, or the types of the items don't
        # match field type in CollectionDef. Note this is a warning and probably safe to
        # ignore.")
        r"Issue encountered when serializing \w+\.|match field type in CollectionDef\. Note "
        r"this is a warning and probably safe to ignore|"
        # TF 1.x's older words for it (nfmcclure/tensorflow_cookbook's stacked-LSTM notebook:
        # "Error encountered when serializing LAYER_NAME_UIDS." / "... don't match field type
        # in CollectionDef." / "'dict' object has no attribute 'name'", the model then saved)
        r"Error encountered when serializing \w+\.|match field type in CollectionDef\.\s*$|^\W{0,3}to_proto not supported in EAGER mode\.",  # (round 130's 3rd line)
        ("with unsupported characters which will be renamed", "found untraced functions", "with ops with", "keras.metadata", "saved model loading will continue",
         "issue encountered when serializing", "probably safe to ignore",
         "error encountered when serializing", "field type in collectiondef", "signatures excluded from export", "to_proto not supported in eager"),
        "Harmless for saving and serving: some functions are saved without Python tracing; load "
        "the model with the same Keras to train it further",
    ),
    rule(
        "benign-keras-autocast",
        INFO,
        "Keras casts float64 inputs to the layer's float32 (harmless)",
        r"is casting an input tensor from dtype float64 to the layer's dtype of float32",
        "is casting an input tensor from dtype float64",
        "Harmless: feed float32 (x.astype('float32')) to silence it, or "
        "tf.keras.backend.set_floatx('float64') if float64 is meant",
    ),
    rule(
        "benign-allow-growth-override",
        INFO,
        "TF_FORCE_GPU_ALLOW_GROWTH overrides the session's memory setting (harmless)",
        r"Overriding (?:allow_growth|orig_value) setting because the TF_FORCE_GPU_ALLOW_GROWTH "
        r"environment variable is set",
        "tf_force_gpu_allow_growth environment variable is set",
        "Harmless: the environment asked for memory growth and TensorFlow follows it",
    ),
    rule(
        # TF 1.15-2.1 wheels try to load HDFS support at import and log its absence at E
        # level; harmless unless hdfs:// paths are read (code index 29155521020: "You can
        # safely ignore this error if you're not using HadoopFS")
        "benign-hadoop-filesystem",
        INFO,
        "HDFS support not loaded (harmless unless you read hdfs:// paths)",
        r"HadoopFileSystem load error: libhdfs\.so",
        "hadoopfilesystem load error",
        "Harmless unless the program reads hdfs:// paths (then install Hadoop's libhdfs and "
        "set HADOOP_HDFS_HOME); nothing to fix otherwise",
    ),
    rule(
        # an object's finalizer raising while Python shuts down (its modules are already
        # torn down: "'NoneType' object is not callable"); Python ignores it and the program
        # had finished (tensorflow/datasets#5355: AtomicFunction.__del__, code index
        # 37473740836). Its traceback is never what ended the program (explain/traceback.py)
        "benign-ignored-finalizer",
        INFO,
        "An exception in an object's finalizer was ignored (at exit: harmless)",
        # (Python <= 3.7 writes "<bound method X.__del__ of <...>>": kubeflow/pipelines'
        # kubeflow_tf_serving notebook, TF's _CheckpointRestoreCoordinator)
        r"^\W{0,3}Exception ignored in: <(?:function|bound method) (?P<obj>[\w.]+)\.__del__",
        ("exception ignored in: <function", "exception ignored in: <bound method"),
        "Harmless when it is printed at exit: the program had finished; Python ignored an "
        "error in a finalizer (`del model` / `tf.keras.backend.clear_session()` before exit "
        "silences it)",
    ),
    # TF 1.x's tf_should_use: an op (an assert) created and never run, logged at ERROR level
    # (udacity/deep-learning's face_generation notebook: the cell then prints "Tests Passed")
    rule(
        "benign-tf-should-use-notice",
        INFO,
        "TF 1.x notes an op that was created but never run (harmless)",
        r"Object was never used \(type <class 'tensorflow\.",
        "object was never used",
        "Harmless: an op (often a shape assert) was built and not run; run it or drop it to "
        "silence the note",
    ),
    # Grappler skipping one rewrite of its arithmetic optimizer (fizyr/keras-retinanet#1120:
    # "Failed to run optimizer ArithmeticOptimizer, stage RemoveStackStridedSliceSameAxis node
    # clipped_boxes/strided_slice_2. Error: Pack node (boxes/stack) axis attribute is out of
    # bounds: 2"; prediction ran and gave correct boxes)
    rule(
        "benign-grappler-optimizer-stage-failed",
        INFO,
        "Grappler skipped one graph optimization (harmless: the graph runs as written)",
        # (and its cost estimator's "Error in PredictCost() for the op", talmolab/sleap, round 136)
        r"graph_optimizer_stage\.h:\d+\] Failed to run optimizer \w+, stage \w+|"
        r"op_level_cost_estimator\.cc:\d+\] Error in PredictCost\(\) for the op",
        ("failed to run optimizer", "error in predictcost()"),
        "Nothing to fix: that part of the graph is not rewritten for speed; results are "
        "unchanged",
    ),
)
