"""Lines that carry a word of trouble and say nothing is wrong: the quiet list of
``unrecognised-error``'s words net (explain/errors.py; split from it, module size)."""

from __future__ import annotations

import re

# Lines that carry such a word and say nothing is wrong: XLA's I-level "disabling MLIR crash
# reproducer" (rl-dev-005; an I-level line is read like any other: gRPC logs "Connect failed"
# and TF "Permission denied: could not open driver version path" at I level), a Python
# warning about a future version
# ("FutureWarning: ... will raise an error in a future version"), pip's notice about root,
# a program saying it goes on ("no module 'xformers'. Processing without...", rl-dev-083),
# an input pipeline that ran out or a step cancelled at the end of an epoch ("OP_REQUIRES
# failed at iterator_ops.cc:1063 : Out of range: End of sequence", "Optimization loop failed:
# CANCELLED: Operation was cancelled", "Local rendezvous is aborting with status:
# OUT_OF_RANGE: End of sequence": TF 2.16+ logs it after every epoch of a finite dataset),
# the oneDNN notice's second line when a paste wraps it ("... due to floating-point round-off
# errors from", ina-foss/inaSpeechSegmenter#88), Android's property service in a logcat
# around TFLite ('W  Access denied finding property "ro.chipname"', tensorflow#61100).
TROUBLE_QUIET = re.compile(
    r"MLIR crash reproducer|"
    # a results table's header or row, cells between pipes and no message in them (NVlabs/
    # sionna's BER tables, round 152: "EbNo [dB] |  BER |  BLER |  bit errors | ... | status")
    r"^[^|:]*(?:\|[^|:]*){5,}$|"
    # a library taking a default and going on (DeepXDE, round 152: "Deepxde backend not
    # selected or invalid. Assuming tensorflow.compat.v1 for now.")
    r"\bAssuming [\w.]+ for now\.?\s*$|"
    # a program saying nothing went wrong (sionna's simulation, round 152: "Simulation stopped
    # as no error occurred @ EbNo = 6.0 dB.")
    r"\bno errors? (?:occurred|were found)\b|"
    # a count of none ("6 total eopatches, 0 failed", sentinel-hub/field-delineation, round 153)
    r"(?<![\d.,])0 (?:failed|failures?|errors?)\b(?!.*\b[1-9]\d* (?:failed|failures?|errors?)\b)|"
    # TF 1's context under an op error's message ("Errors may have originated from an input
    # operation.", then the input ops: DeepLabCut's Colab demo, round 136): the exception is
    # read itself
    r"^Errors may have originated from an input operation\.\s*$|"
    # the Edge TPU compiler's operator table, "Operator  Count  Status" (ultralytics/yolov5
    # #10527, round 137: "LOGISTIC   3   More than one subgraph is not supported"): the counts
    # above it are read (env_filters.edgetpu_mostly_cpu)
    r"^[A-Z][A-Z0-9_]+\s{2,}\d+\s{2,}(?:Mapped to Edge TPU|More than one subgraph is not supported|"
    r"Operation is otherwise supported, but not mapped)|"
    # CMake's configure probes, whose "Failed" / "not found" answers are how it picks what to use
    # (tensorflow/tensorflow#82920, round 135, a maintainer's successful TFLite build: "--
    # Performing Test CMAKE_HAVE_LIBC_PTHREAD - Failed", "-- Looking for pthread_create in
    # pthreads - not found"); each the whole line
    r"^-- (?:Performing Test \w+|Looking for [\w. ]+|Check if \w[\w ]*) - (?:Failed|not found)\s*$|"
    # Python's links between the exceptions of a chain: the exceptions are read themselves
    # (a feeding thread's CancelledError at the end of training, DeepLabCut/DeepLabCut#896)
    r"^During handling of the above exception, another exception occurred|"
    r"^The above exception was the direct cause of the following exception|"
    # SageMaker's debugger hook without a profiler config (alexeygrigorev/mlbookcamp-code's
    # deep-learning notebook: "INFO profiler_config_parser.py:111] Unable to find config at
    # /opt/ml/input/config/profilerconfig.json. Profiler is disabled.")
    r"Unable to find config at \S*profilerconfig\.json\. Profiler is disabled|"
    # pipenv making the lock file a first install has not got (pypa/pipenv#5883, round 173:
    # "Pipfile.lock not found, creating...")
    r"^\W{0,3}Pipfile\.lock not found, creating|"
    # MirroredStrategy naming the devices it does not mirror over (GoogleCloudPlatform/
    # tf-estimator-tutorials' multi-GPU notebook, round 48: the CPU and XLA devices)
    r"Device is available but not used by distribute strategy|"
    # a notebook's `!mkdir model` run twice, and wandb choosing tf.keras
    # (sayakpaul/TF-2.0-Hacks' notebooks, round 46)
    r"^\W*mkdir: cannot create directory \S+ File exists\s*$|W&B now assumes tensorflow\.keras|"
    r"\b(?:Future|Deprecation|PendingDeprecation)Warning\b|in a future (?:version|release)|"
    r"Running pip as the 'root' user|\b(?:Processing|Proceeding|Continuing) without\b|"
    # a library saying it goes on ("absl: Fingerprint not found. Saved model loading will
    # continue.", r92-0-013; TF-TRT's "Cannot replace segment 2 ... (keeping original
    # segment).", r84-2-011)
    r"\bwill (?:continue|proceed)\b|\(keeping original segment\)|"
    # libevent's note inside TensorFlow Serving's container, which then serves (https-
    # deeplearning-ai/machine-learning-engineering-for-production-public#93)
    r"^\W*\[warn\] getaddrinfo: address family for nodename not supported\s*$|"
    # a line that calls itself harmless (cuDNN's redzone check skipped, talmolab/sleap#677:
    # "...skipping this check. This is benign and only means that we won't check cudnn...")
    r"\bThis is (?:benign|harmless)\b|\b(?:can be|is) safely ignored\b|"
    # counters and notes that carry "fault" or "undefined behavior" in healthy runs: GNU time's
    # "Minor (reclaiming a frame) page faults: 684695" (tensorflow/tensorflow#9757), DMAR's
    # "DRHD: handling fault status reg 3", PyTorch's non-writable NumPy array warning (the
    # review of the eleventh session)
    r"\bpage[- ]faults:\s*\d|\d[\d,]*\s+page-faults\b|DRHD: handling fault status|"
    r"does not support non-writable tensors|"
    # PIL skipping a JPEG's broken EXIF tag (lmoroney/tfbook's transfer-learning notebook: "UserWarning:
    # Possibly corrupt EXIF data.  Expecting to read 32 bytes but only got 0. Skipping tag 270",
    # training went on) and tf2onnx's note on a concrete function (ivan-vasilev/Python-Deep-
    # Learning-3rd-Edition's export notebook: "Could not search for non-variable resources.
    # Concrete function internal representation may have changed."; the model converted)
    r"Possibly corrupt EXIF data\.|Could not search for non-variable resources\. Concrete function|"
    # TensorFlow probing for a helper program (ptxas) at I level before it falls back
    # (calico/borzoi's examples, round 98: "subprocess.cc:304] Start cannot spawn child process:
    # No such file or directory", the notebook ran)
    r"\bI [\w/.]*subprocess\.cc:\d+\] Start cannot spawn child process|"
    # TF 1.x moving ops that must sit with a resource onto its device, then going on
    # (mrm8488/shared_colab_notebooks' TWINGAN notebook, round 99: colocation_graph.cc "Failed
    # to place the graph without changing the devices of some resources")
    r"Failed to place the graph without changing the devices of some resources|"
    # (and bus 00's devices, integrated graphics and the chipset, refused at boot:
    # thesofproject/sof-test#744, an iGPU, filtered there as unrelated)
    r"DMAR: \[DMA (?:Read|Write)[^\]]*\] Request device \[(?:0x)?00:|"
    r"\b(?:Out of range|OUT_OF_RANGE)\b.*End of sequence|:\s+(?:Cancelled|CANCELLED)\b|"  # (padded: XiaoTaoWang/EagleC#26, round 175)
    r"numerical results due to floating-point round-off errors|"
    # TF's own fallbacks that go on: NCCL across virtual GPUs (tensorflow/probability
    # discussion/examples/cross_gpu_logprob.ipynb), TFDS skipping the known-corrupt JPEGs of
    # cats_vs_dogs (tensorflow/examples' l06c01 notebook: "1738 images were corrupted and
    # were skipped")
    r"NCCL is not supported when using virtual GPUs|images were corrupted and were skipped|"
    # Python 2's urllib3 on an old SSL (fmonti/mgcnn's notebook, round 115: matplotlib2tikz's
    # version check; "SNIMissingWarning", "InsecurePlatformWarning"): the request goes on
    r"\b(?:SNIMissing|InsecurePlatform)Warning\b|"
    # TF 2.3-2.4's executor on a placeholder a tf.data function never feeds (keras-team/keras-io
    # #149, round 116); later releases say so themselves: "Executor start aborting (this does
    # not indicate an error and you can ignore this message): INVALID_ARGUMENT: You must feed"
    r"Executor start aborting(?: \(this does not indicate an error[^)]*\))?: (?:Invalid argument|"
    r"INVALID_ARGUMENT): You must feed a value for placeholder tensor|"
    # a program's own metric, "error" with a number after it and nothing else
    # (ayulockin/DataAugmentationTF's evaluation notebook, round 109: "Augmentation: augmix |
    # Test Error Rate: 14.42"; "val error = 0.031")
    # (a metric word first: curl's "The requested URL returned error: 404" and "(error = 2)"
    # stay trouble, the review of the thirteenth session)
    # (jakeret/tf_unet's demo, r105-4-006: "Verification error= 19.4%", "Minibatch error= 23.2%")
    r"(?i:\b(?:test|train(?:ing)?|val(?:idation)?|eval(?:uation)?|verification|(?:mini)?batch|"
    r"mean|avg|average|top-?\d+|classification|relative|absolute|squared|reconstruction|"
    r"prediction)[ _](?:\w+[ _])?"
    r"error(?: rate)?\s*[:=]\s*[-+]?\d+(?:\.\d+)?%?\s*(?:[|,;]|$))|"
    r"Container TF-TRT does not exist\. \(Could not find resource: TF-TRT/|"
    r"Could not find TRTEngineOp_\d+ in TF-TRT cache\.|"
    # a library going on without an optional backend (deepchem's notebooks: "Skipped loading
    # modules with pytorch-geometric dependency, missing a dependency. No module named
    # 'dgl'"), the oneDNN notice's second half alone when a paste cuts it ("int round-off
    # errors from different computation orders", deepchem's PINN notebook)
    # (also under Python logging's "WARNING:deepchem.models.torch_models:" prefix, as other
    # deepchem notebooks print it: Compiling_DeepChem_Torch_Models, Generating_molecules_...)
    r"^\W*(?:[A-Z]+:[\w.]+:)?Skipped loading (?:some )?[\w -]+, missing a dependency\.|"
    r"round-off errors from different computation orders|"
    # tqdm in a notebook without ipywidgets: it falls back to text bars (deepchem's notebooks)
    r"TqdmWarning: IProgress not found\.|"
    # W&B's own retry of its log stream (ayulockin/deepimageinpainting, round 122: "requests_with_
    # retry encountered retryable exception: 500 Server Error ... api.wandb.ai"; training goes on)
    r"^requests_with_retry encountered retryable exception: \d+ Server Error|"
    # apt's trigger for libc-bin noting a non-symlinked library (khanhlvg/tflite_raspberry_pi,
    # round 123: ".../ideep4py/lib/libmkldnn.so.0 is not a symbolic link"; WSL's libcuda has its
    # own note in notices.py)
    r"^/sbin/ldconfig(?:\.real)?: (?!/usr/lib/wsl/)\S+ is not a symbolic link\s*$|"
    # apt in a notebook without a terminal, and the Edge TPU compiler's own timer (the same
    # notebooks): progress, not failures
    r"^debconf: (?:unable to initialize frontend|\(No usable dialog-like program|falling back to "
    r"frontend|\(This frontend requires a controlling tty)|^dpkg-preconfigure: unable to re-open "
    r"stdin|^Started a compilation timeout timer of \d+ seconds|^Compilation child process "
    r"completed within timeout period|"
    # matplotlib's show() under a non-GUI backend (Jupyter inline): the figure shows inline
    # anyway (PacktPublishing's chapter 6 notebook)
    # (newer: "Matplotlib is currently using agg, which is a non-GUI backend, so cannot show the
    # figure."; 3.8+: "FigureCanvasAgg is non-interactive, and thus cannot be shown"; each
    # the line's end: a joined paste keeps what follows in view, the review of e16c215)
    r"[Mm]atplotlib is currently using (?:\S+, which is )?a non-GUI backend, so cannot show the "
    r"figure\.?\"?\s*$|FigureCanvas\w+ is non-interactive, and thus cannot be shown\.?\s*$|"
    # tf2onnx's own notice while converting (onnx/keras-onnx's SSD tutorial: "- WARNING -
    # Cannot infer shape for Postprocessor/...", then "Successfully converted")
    r" - WARNING - (?:[\w.]+: )?Cannot infer shape for [^\s:]+(?:: \S+)?\s*$|"
    # Beam without python-snappy, gRPC looking for credentials without $HOME, TFDS's
    # statistics on nested features, NumPy's NaN note (round 22: tensorflow/tfx,
    # tensorflow/tpu, tensorflow/model-analysis notebooks that go on and work)
    # (each the whole line: a paste that joins lines keeps what follows in view)
    r"Couldn't find python-snappy so the implementation of \S+ is not as fast as it could be\.?\s*$|"
    r"Could not get HOME environment variable\.?\s*$|"
    # (only TFMA's own metrics: a NaN in the user's training is not harmless)
    r"-packages/tensorflow_model_analysis/\S+: RuntimeWarning: invalid value encountered in|"
    r"^\W*(?:[VDIWEF]\s+)?Access denied finding property \"[^\"]*\"\s*$|"
    # TF 1.x's cleanup of a temporary folder already gone (civisanalytics/muffnn#66, TF 1.4:
    # "WARNING:tensorflow:Ignoring: /tmp/tmp3c_pu84o; No such file or directory", the run fine)
    r"WARNING:tensorflow:Ignoring: /tmp/\S+; No such file or directory\s*$|"
    # the exception TF's harmless SavedModel notice ends with, on a line of its own ("Issue
    # encountered when serializing tft_mapper_use. ... probably safe to ignore." then
    # "'Counter' object has no attribute 'name'": r42-1-010, r27-3-007, r43-0-005)
    r"^\W*'\w+' object has no attribute 'name'\s*$|"
    # Docker pulling an image it has not got yet (rlan/notebooks#25: "Unable to find image
    # 'tensorflow/tensorflow:latest-gpu-py3' locally", then it pulls); NGC's banner note for
    # multi-node InfiniBand (NVIDIA/nvidia-docker#1604: "NOTE: MOFED driver for multi-node
    # communication was not detected."); JAX's I-level notes on backends it has not got
    # (jonbarron/camp_zipnerf#10: "xla_bridge.py:660] Unable to initialize backend 'rocm'")
    r"^\W*Unable to find image '[^']+' locally\s*$|MOFED driver for multi-node communication was "
    r"not detected|^\W*I\d{4} [\d:.]+\s+\d+ xla_bridge\.py:\d+\] Unable to initialize backend '\w+'|"
    # the OAuth body TF's GCS client quotes on its own lines under "All attempts to get a
    # Google authentication bearer token failed" (tensorflow/datasets#3962: '"error":
    # "invalid_grant",' and the message's end, '}'". Retrieving token from GCE failed with ...'),
    # which benign-gcs-auth-empty-token explains
    r'^\s*"error": "invalid_grant",?\s*$|^\s*}\'"\. Retrieving token from GCE failed with "|'
    # gRPC's details under a W-level line TensorFlow says it ignores (benign-tpu-remote-handle-
    # cleanup, awsaf49/gcvit-tf, round 101; an exception line of a real failure is read itself)
    r'^Additional GRPC error information from remote target \S+:?\s*$|^:?\{"created":"@\d+\.\d+",'
    r'"description":"Error received from peer |'
    # a SageMaker image's Horovod built without PyTorch's or MXNet's extension, and its MPI note
    # (douglas125/SpeechCmdRecognition, round 101: the TensorFlow notebook trained)
    r"^Extension horovod\.(?:torch|mxnet) has not been built: |^If this is not expected, reinstall "
    r"Horovod with HOROVOD_WITH_(?:PYTORCH|MXNET)=1|^Warning! MPI libs are missing, but python "
    r"applications are still available|"
    # JAX's warning when IPython's `!` forks a shell through pty (innat/VideoSwin, round 102: the
    # wget it ran finished); a program's own fork is not pty's
    r"pty\.py:\d+: RuntimeWarning: os\.fork\(\) was called\. os\.fork\(\) is incompatible with "
    r"multithreaded code, and JAX is multithreaded|"
    # gRPC's own verbose start-up trace on a host without IPv6 loopback (innat/VideoMAE, round 102)
    r"socket_utils_common_posix\.cc:\d+\]\s+Disabling AF_INET6 sockets because ::1 is not available|"
    # a library's own words for a module it can do without (NiftyNet's U-Net demo, round 103:
    # "CRITICAL:tensorflow:Optional Python module cv2 not found, please install cv2 and retry if
    # the application fails.")
    r"Optional Python module \w+ not found, please install \w+ and retry if the application fails|"
    # a project recording its code version outside a git checkout (as-ideas/TransformerTTS on
    # Colab, round 104: "WARNING: could not retrieve git hash. Command '['git', 'describe',
    # '--always']' returned non-zero exit status 128.", the weights then restored)
    r"could not (?:retrieve|check) git hash\. Command '\['git', 'describe'|"
    # the source line Python prints under a warning it shows: the call that warned, not a second
    # problem (NVIDIA-Merlin/Transformers4Rec, round 105: '  warn(f"Tensorflow dtype mappings did
    # not load successfully due to an error: {exc.msg}")')
    r"^\s+(?:warnings\.)?warn\(f?[\"']"
)
