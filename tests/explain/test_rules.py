"""Every rule of the log table against verbatim real lines (source cited per sample).

"code index N" = a public GitHub file found through the search tool's code index, which
does not expose the repository (N is its file id).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules import DERIVED_IDS, RULE_IDS, RULES
from tfdoctor.explain.rules.events import EVENT_IDS
from tfdoctor.model import Severity

S = pytest.param
SAMPLES = [
    S(
        "/home/gmoreira/projects/nvidia/nvidia_merlin/core/merlin/dtypes/mappings/triton.py:53: UserWarning: Triton dtype mappings did not load successfully due to an error: No module named 'tritonclient'",
        "benign-optional-framework-missing",
        {"fw": "Triton", "module": "tritonclient"},
        id="merlin-optional-triton-mappings",  # NVIDIA-Merlin/models ranking_with_multitask_learning.ipynb (outside the corpus; the re-read)
    ),
    # --- round 106 (spent notebook outputs, verbatim)
    S(
        "/tmp/ipykernel_1329301/2098089966.py:1: UserWarning: `Model.fit_generator` is deprecated and will be removed in a future version. Please use `Model.fit`, which supports generators.",
        "benign-deprecation-warning",
        {},
        id="keras-fit-generator-deprecated-userwarning",  # EBjerrum/SMILES-enumeration README (r106-3-013)
    ),
    S(
        "WARNING:tensorflow:Layer conv1_pad is casting an input tensor from dtype float16 to the layer's dtype of float32, which is new behavior in TensorFlow 2.  The layer has dtype float32 because it's dtype defaults to floatx.",
        "benign-keras-autocast",
        {'src': 'float16', 'dst': 'float32'},
        id="keras-autocast-float16",  # sayakpaul/Mixed-Precision-Training-in-tf.keras-2.0 (r106-0-012)
    ),
    S(
        "WARNING:tensorflow:`write_grads` will be ignored in TensorFlow 2.0 for the `TensorBoard` Callback.",
        "benign-keras-notice",
        {},
        id="tensorboard-write-grads-ignored",  # NELSONZHAO/zhihu AutoInt (r106-0-006)
    ),
    S(
        "Some weights of the PyTorch model were not used when initializing the TF 2.0 model TFGPT2LMHeadModel: ['transformer.h.0.attn.masked_bias', 'transformer.h.11.attn.masked_bias', 'transformer.h.6.attn.masked_bias', 'transformer.h.7.attn.masked_bias', 'transformer.h.8.attn.masked_bias', 'transformer.h.2.attn.masked_bias', 'transformer.h.5.attn.masked_bias', 'transformer.h.10.attn.masked_bias', 'lm_head.weight', 'transformer.h.1.attn.masked_bias', 'transformer.h.3.attn.masked_bias', 'transformer.h.4.attn.masked_bias', 'transformer.h.9.attn.masked_bias']",
        "benign-transformers-checkpoint-notice",
        {},
        id="transformers-pt-weights-unused-in-tf",  # ukairia777/tensorflow-nlp-tutorial KoGPT2 (r106-2-002)
    ),
    S(
        "ValueError: No variables to optimize.",
        "optimizer-no-trainable-variables",
        {},
        id="tf1-no-variables-to-optimize",  # princewen/tensorflow_practice Transformer (r106-0-008)
    ),
    S(
        "ValueError: Trying to share variable Decoder/weights, but specified shape (10, 10) and found shape (40, 10).",
        "tensor-shape-mismatch",
        {'var': 'Decoder/weights', 'want': '(10, 10)', 'have': '(40, 10)'},
        id="tf1-share-variable-other-shape",  # ematvey/tensorflow-seq2seq-tutorials (r106-0-011)
    ),
    S(
        "ERROR: Could not install packages due to an OSError: [WinError 5] Access is denied: 'C:\\\\Users\\\\hansb\\\\Anaconda3\\\\Lib\\\\site-packages\\\\google\\\\protobuf\\\\internal\\\\_api_implementation.cp37-win_amd64.pyd'",
        "pip-install-permission-denied",
        {},
        id="pip-winerror5-locked-pyd",  # hansbuehler/deephedging trainer-board (r106-3-003)
    ),
    # --- round 105 (spent notebook outputs, verbatim)
    S(
        "UsageError: Line magic function `%tensorboard` not found.",
        "tensorboard-magic-not-loaded",
        {},
        id="tensorboard-magic-without-load-ext",  # PacktPublishing/What-s-New-in-TensorFlow-2.0 chapter 4 (r105-0-003)
    ),
    S(
        "    tensorflow_version 2.x",
        "colab-magic-unavailable",
        {},
        id="tensorflow-version-magic-without-percent",  # PacktPublishing/Deep-Learning-for-Beginners chapter 13 (r105-0-012)
    ),
    S(
        "/usr/local/lib/python3.8/dist-packages/merlin/dtypes/mappings/tf.py:52: UserWarning: Tensorflow dtype mappings did not load successfully due to an error: No module named 'tensorflow'",
        "benign-optional-framework-missing",
        {'fw': 'Tensorflow', 'module': 'tensorflow'},
        id="merlin-optional-tf-mappings",  # NVIDIA-Merlin/Transformers4Rec ETL (r105-1-005)
    ),
    S(
        "/usr/local/lib/python3.8/dist-packages/keras/initializers/initializers_v2.py:120: UserWarning: The initializer TruncatedNormal is unseeded and being called multiple times, which will return identical values  each time (even if the initializer is unseeded). Please update your code to provide a seed to the initializer, or avoid using the same initalizer instance more than once.",
        "keras-initializer-unseeded-reused",
        {'init': 'TruncatedNormal'},
        id="keras-unseeded-initializer-reused",  # NVIDIA-Merlin/Merlin multi-stage RecSys (r105-1-007)
    ),
    S(
        "W0311 13:38:06.649680 139938125788992 distributed_training_utils.py:1163] ModelCheckpoint callback is not provided. Workers will need to restart training if any fails.",
        "benign-keras-notice",
        {},
        id="multiworker-no-checkpoint-callback",  # cerndb/SparkDLTrigger (r105-5-009)
    ),
    S(
        "Training completed after 8 steps but 16 steps was specified",
        "keras-input-ran-out-of-data",
        {'done': '8', 'asked': '16'},
        id="estimator-training-completed-early",  # PacktPublishing/Deep-Learning-with-R-Cookbook (r105-5-013)
    ),
    # --- the review of the twelfth session (public threads the reviewer quoted, verbatim)
    S(
        "gcc: internal compiler error: Killed (program cc1plus)",
        "source-build-out-of-memory",
        {'prog': 'cc1plus'},
        id="gcc-killed-cc1plus",  # tensorflow/tensorflow#58956, the review of the twelfth session
    ),
    S(
        "gcc: fatal error: Killed signal terminated program cc1plus",
        "source-build-out-of-memory",
        {'prog': 'cc1plus'},
        id="gcc-killed-signal-cc1plus",  # FloopCZ/tensorflow_cc#247, the review of the twelfth session
    ),
    S(
        "ERROR: /home/deeproute/workspace/tensorflow/tensorflow/compiler/mlir/tensorflow/BUILD:432:15: Compiling tensorflow/compiler/mlir/tensorflow/ir/tf_ops_a_m.cc failed: (Exit 4): gcc failed: error executing command",
        "source-build-failed",
        {'file': 'tensorflow/compiler/mlir/tensorflow/ir/tf_ops_a_m.cc'},
        id="bazel5-compiling-failed",  # tensorflow/tensorflow#55524, the review of the twelfth session
    ),
    S(
        "OSError: /home/dl/GAIL/GAIL/lib/python3.8/site-packages/torch/lib/../../nvidia/cublas/lib/libcublas.so.11: undefined symbol: cublasLtGetStatusString, version libcublasLt.so.11",
        "cuda-version-mismatch",
        {'library': 'libcublas.so.11', 'sibling': 'libcublasLt.so.11'},
        id="cublas-undefined-symbol-version-cublaslt",  # hcnoh/gail-pytorch#5, the review of the twelfth session
    ),
    S(
        "2020-07-24 06:07:59.775126: W tensorflow/compiler/xla/service/platform_util.cc:210] unable to create StreamExecutor for CUDA:0: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_TOO_MANY_PEERS: peer mapping resources exhausted",
        "gpu-peer-limit-exceeded",
        {},
        id="too-many-peers-at-context",  # tensorflow/tensorflow#42039, the review of the twelfth session
    ),
    # --- round 104 (spent notebook outputs, verbatim)
    S(
        "ValueError: Received incompatible tensor with shape (30, 32) when attempting to restore variable with shape (31, 32) and name Variable:0.",
        "checkpoint-shape-mismatch",
        {"saved": "(30, 32)", "model": "(31, 32)", "name": "Variable:0"},
        id="tf221-checkpoint-restore-other-shape",  # a real TF 2.21 run: tests/data/tracebacks/tf-2.21-checkpoint-restore-other-shape.txt
    ),
    S(
        "W0226 08:40:29.180876 140084337694528 hdf5_format.py:267] Sequential models without an `input_shape` passed to the first layer cannot reload their optimizer state. As a result, your model isstarting with a freshly initialized optimizer.",
        "keras-h5-optimizer-state-not-restored",
        {},
        id="sequential-no-input-shape-optimizer",  # thibo73800/tensorflow2.0-examples (r104-0-009)
    ),
    S(
        "WARNING:tensorflow:Inconsistent references when loading the checkpoint into this object graph. Either the Trackable object references in the Python program have changed in an incompatible way, or the checkpoint was generated in an incompatible program.",
        "benign-checkpoint-partial-restore",
        {},
        id="checkpoint-inconsistent-references",  # amanchadha/stanford-cs231n-assignments-2020 StyleTransfer (r104-1-002)
    ),
    S(
        "ValueError: Expected state to be a tuple of length 2, but received: Tensor(\"initial_state:0\", shape=(2, 2, 100, 512), dtype=float32)",
        "tensor-shape-mismatch",
        {'n': '2'},
        id="tf1-rnn-state-one-tensor",  # udacity/cn-deep-learning Anna_KaRNNa (r104-1-004)
    ),
    S(
        "C:\\ProgramData\\Anaconda3\\lib\\site-packages\\numpy\\_distributor_init.py:32: UserWarning: loaded more than 1 DLL from .libs:",
        "numpy-multiple-openblas-dlls",
        {},
        id="numpy-two-openblas-dlls",  # nicknochnack/KerasRL-OpenAI-Atari-SpaceInvadersv0 (r104-3-002)
    ),
    S(
        "AsTensorError: ('Cannot convert Tensor(\"stft_1/mul:0\", shape=(?, 2, 256), dtype=float32) to TensorType', <class 'tensorflow.python.framework.ops.Tensor'>)",
        "keras-layer-requires-other-backend",
        {},
        id="theano-layer-tf-tensor",  # keunwoochoi/kapre example_codes (r104-4-002)
    ),
    S(
        "/usr/lib/python3.5/importlib/_bootstrap.py:222: RuntimeWarning: numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88",
        "numpy-abi-mismatch",
        {},
        id="numpy-dtype-size-runtimewarning",  # Hguimaraes/gtzan.keras classification_cnn_2d (r104-4-005)
    ),
    # --- round 103 (spent notebook outputs and issue threads, verbatim)
    S(
        "/usr/local/lib/python3.7/dist-packages/tensorflow_probability/python/internal/vectorization_util.py:97: UserWarning: Saw Tensor seed Tensor(\"monte_carlo_variational_loss/expectation/JointDistributionCoroutineAutoBatched/unnormalized_log_prob/Const:0\", shape=(2,), dtype=int32), implying stateless sampling. Autovectorized functions that use stateless sampling may be quite slow because the current implementation falls back to an explicit loop. This will be fixed in the future. For now, you will likely see better performance from stateful sampling, which you can invoke by passing a Python `int` seed.",
        "vectorized-map-while-loop-fallback",
        {},
        id="tfp-stateless-sampling-loop",  # probml/probml-notebooks vb_gmm_tfp (r103-0-008)
    ),
    S(
        "OSError: SavedModel file does not exist at: /var/folders/br/nbdf88sj3cj87dvsmzhkny0h0000gn/T/tfhub_modules/bac7ac3188f04e16775f615fb36c0a31f51c4d06/{saved_model.pbtxt|saved_model.pb}",
        "tfhub-cache-incomplete",
        {},
        id="tfhub-cache-no-saved-model",  # PacktPublishing/Learn-TensorFlow-Enterprise chapter 8 (r103-0-010)
    ),
    S(
        "RuntimeError: GradientTape.gradient can only be called once on non-persistent tapes.",
        "gradient-tape-reused",
        {},
        id="gradient-tape-second-call",  # tensorchiefs/dl_course_2021 09_01 (r103-0-012)
    ),
    S(
        "black 22.3.0 requires typing-extensions>=3.10.0.0; python_version < \"3.10\", but you have typing-extensions 3.7.4.3 which is incompatible.",
        "pip-dependency-conflict",
        {'package': 'typing-extensions', 'have': '3.7.4.3'},
        id="pip-conflict-with-marker",  # GoogleCloudPlatform/training-data-analyst movielens (r103-0-015)
    ),
    S(
        "WARNING:tensorflow:Learning rate reduction is conditioned on metric `val_output_mean_absolute_error` which is not available. Available metrics are: loss,output_loss,output_categorical_accuracy,val_loss,val_output_loss,val_output_categorical_accuracy,lr",
        "keras-checkpoint-monitor-unavailable",
        {'metric': 'val_output_mean_absolute_error'},
        id="reduce-lr-metric-unavailable",  # henrysky/astroNN uncertainty demo (r103-1-003)
    ),
    S(
        "UsageError: Line magic function `%` not found.",
        "ipython-magic-malformed",
        {},
        id="ipython-empty-line-magic",  # deepskies/deepmerge-public (r103-1-012)
    ),
    S(
        "TypeError: ('Not JSON Serializable:', b'\\n\\rstrided_slice\\x12\\x0cStridedSlice\\x1a\\x15periodic_conv2d_input\\x1a\\x13strided_slice/stack\\x1a\\x15strided_slice/stack_1\\x1a\\x15strided_slice/stack_2*\\x0b\\n\\x05Index\\x12\\x020\\x03*\\x07\\n\\x01T\\x12\\x020\\x01*\\x16\\n\\x10shrink_axis_mask\\x12\\x02\\x18\\x00*\\x13\\n\\rellipsis_mask\\x12\\x02\\x18\\x00*\\x10\\n\\nbegin_mask\\x12\\x02\\x18\\x0b*\\x13\\n\\rnew_axis_mask\\x12\\x02\\x18\\x00*\\x0e\\n\\x08end_mask\\x12\\x02\\x18\\x0f')",
        "keras-h5-tf-op-layer-not-serializable",
        {},
        id="keras-h5-nodedef-not-json",  # pangeo-data/WeatherBench baseline_methods (r103-2-006)
    ),
    S(
        "WARNING:tensorflow:Falling back from v2 loop because of error: Failed to find data adapter that can handle input: <class 'pandas.core.frame.DataFrame'>, <class 'NoneType'>",
        "benign-keras-notice",
        {},
        id="keras-v2-loop-dataframe-fallback",  # curiousily/Deep-Learning-For-Hackers 05 (r103-2-007)
    ),
    S(
        "INFO:tensorflow:Signatures EXCLUDED from export because they cannot be be served via TensorFlow Serving APIs:",
        "benign-saved-model-notice",
        {},
        id="estimator-signatures-excluded",  # susanli2016/Machine-Learning-with-Python d_traineval (r103-2-010)
    ),
    S(
        "WARNING:tensorflow:Export includes no default signature!",
        "saved-model-no-default-signature",
        {},
        id="estimator-no-default-signature",  # susanli2016/Machine-Learning-with-Python d_traineval (r103-2-010)
    ),
    S(
        "/ds/.local/lib/python3.6/site-packages/keras/engine/topology.py:2344: UserWarning: Layer Decoder-GRU was passed non-serializable keyword arguments: {'initial_state': [<tf.Tensor 'Encoder-Model/Encoder-Last-GRU/while/Exit_2:0' shape=(?, 300) dtype=float32>]}. They will not be included in the serialized model (and thus will be missing at deserialization time).",
        "keras-call-kwargs-not-serializable",
        {'layer': 'Decoder-GRU', 'arg': 'initial_state'},
        id="keras2-call-kwargs-not-serialized",  # hamelsmu/Seq2Seq_Tutorial (r103-3-008)
    ),
    S(
        "b'{\\n  \"error\": {\\n    \"code\": 400,\\n    \"message\": \"Invalid JSON payload received. Unknown name \\\\\"signature_name\\\\\": Cannot find field.\",\\n    \"status\": \"INVALID_ARGUMENT\",\\n    \"details\": [\\n      {\\n        \"@type\": \"type.googleapis.com/google.rpc.BadRequest\",\\n        \"fieldViolations\": [\\n          {\\n            \"description\": \"Invalid JSON payload received. Unknown name \\\\\"signature_name\\\\\": Cannot find field.\"\\n          }\\n        ]\\n      }\\n    ]\\n  }\\n}\\n'",
        "serving-request-input-mismatch",
        {'field': 'signature_name'},
        id="vertex-unknown-request-field",  # GoogleCloudPlatform/practical-ml-vision-book 09d (r103-5-009)
    ),
    S(
        "ValueError: To call `multi_gpu_model` with `gpus=4`, we expect the following devices to be available: ['/cpu:0', '/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. However this machine only has: ['/device:CPU:0', '/device:GPU:0', '/device:GPU:1', '/device:GPU:2', '/device:GPU:3']. Try reducing `gpus`.",
        "keras-version-mismatch",
        {},
        id="keras-208-multi-gpu-device-names",  # keras-team/keras#8213 (r103-6-001)
    ),
    S(
        "AttributeError: 'Session' object has no attribute 'list_devices'",
        "tensorflow-api-mismatch",
        {},
        id="tf-session-no-list-devices",  # keras-team/keras#8525 (r103-6-002)
    ),
    S(
        "TypeError: The added layer must be an instance of class Layer. Found: <tcn.TCN object at 0x000001A8B62CA208>",
        "keras-version-mismatch",
        {'other3': 'tcn.TCN'},
        id="tf-keras-layer-in-keras-sequential",  # philipperemy/keras-tcn#129 (r103-6-007)
    ),
    S(
        "ValueError: Unknown initializer: GlorotUniform",
        "keras-version-mismatch",
        {'cls': 'GlorotUniform', 'kind': 'initializer'},
        id="tf-keras-file-in-standalone-keras",  # amir-abdi/keras_to_tensorflow#77 (r103-6-008)
    ),
    S(
        "AttributeError: '_TfDeviceCaptureOp' object has no attribute '_set_device_from_string'",
        "keras-version-mismatch",
        {},
        id="keras-device-capture-op-tf114",  # brjathu/deepcaps#7 (r103-6-010)
    ),
    S(
        "> OSError: /usr/lib/libedgetpu.so.1: undefined symbol: _ZN4absl19str_format_internal13FormatArgImpl8DispatchIPKcEEbNS2_4DataENS1_24FormatConversionSpecImplEPv ",
        "edgetpu-delegate-load-failed",
        {'library': '/usr/lib/libedgetpu.so.1'},
        id="libedgetpu-undefined-absl-symbol",  # NobuoTsukamoto/meta-tensorflow-lite#63 (r103-7-004)
    ),
    S(
        "> E/art     ( 2256): dlopen(\"/data/app/com.example.mlmodel-1/lib/arm64/libtensorflowlite_jni.so\", RTLD_LAZY) failed: dlopen failed: cannot locate symbol \"__register_atfork\" referenced by \"/data/app/com.example.mlmodel-1/lib/arm64/libtensorflowlite_jni.so\"...",
        "android-api-level-too-old",
        {'library': 'libtensorflowlite_jni.so'},
        id="tflite-jni-register-atfork",  # shaqian/flutter_tflite#61 (r103-7-005)
    ),
    S(
        "ld: building for iOS Simulator, but linking in object file built for iOS, file '/Users/harri/flutter/.pub-cache/hosted/pub.dartlang.org/tflite_flutter-0.9.0/ios/TensorFlowLiteC.framework/TensorFlowLiteC' for architecture arm64",
        "ios-simulator-arch-unsupported",
        {'arch': 'arm64'},
        id="tflite-ios-simulator-arm64",  # am15h/tflite_flutter_plugin#153 (r103-7-009)
    ),
    # --- round 102 (spent issue threads and notebook outputs, verbatim)
    S(
        "> WARNING:tensorflow:AutoGraph could not transform <bound method TopLevelFeature.decode_example of FeaturesDict({",
        "autograph-could-not-transform",
        {},
        id="autograph-multiline-repr",  # tensorflow/tensorflow#35101 (r102-0-006)
    ),
    S(
        "TFDistilBertModel requires the TensorFlow library but it was not found in your environment. Checkout the instructions on the",
        "transformers-tensorflow-not-detected",
        {'cls': 'TFDistilBertModel'},
        id="transformers-requires-tensorflow",  # huggingface/transformers#9650 (r102-1-003)
    ),
    S(
        "ImportError: cannot import name 'TFBertForMaskedLM' from 'transformers' (/usr/local/lib/python3.7/site-packages/transformers/__init__.py)",
        "transformers-tf-class-unavailable",
        {'cls': 'TFBertForMaskedLM'},
        id="transformers-no-tf-class",  # huggingface/transformers#4137 (r102-1-004)
    ),
    S(
        "OSError: tblard/tf-allocine does not appear to have a file named pytorch_model.bin but there is a file for TensorFlow weights. Use `from_tf=True` to load this model from",
        "hf-weights-framework-mismatch",
        {'model': 'tblard/tf-allocine'},
        id="hf-tf-only-checkpoint",  # TheophileBlard/french-sentiment-analysis-with-bert#39 (r102-1-007)
    ),
    S(
        "OSError: Error no file named ['pytorch_model.bin', 'tf_model.h5'] found in directory /models/exp1 or `from_pt` set to False",
        "application-data-missing",
        {'path': '/models/exp1'},
        id="hf-no-weights-in-folder",  # huggingface/transformers#8292 (r102-1-010)
    ),
    S(
        "tensorflow/core/common_runtime/gpu/gpu_device.cc:2266] Ignoring visible gpu device (device: 0, name: Radeon RX 7900 XTX, pci bus id: 0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030gfx1100, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942.",
        "rocm-arch-list-typo",
        {'arch': 'gfx1100'},
        id="rocm-arch-list-missing-comma",  # ROCm/tensorflow-upstream#2410 (r102-2-001)
    ),
    S(
        "> 2024-04-08 03:15:23.769735: F tensorflow/c/logging.cc:43] HRESULT failed with 0x887a0005: chunk->resource->Map(0, nullptr, &upload_heap_data)",
        "directml-device-removed",
        {},
        id="directml-dxgi-device-removed",  # deepfakes/faceswap#1382 (r102-2-003)
    ),
    S(
        "2024-07-03 22:05:42.266600: W itex/core/wrapper/itex_gpu_wrapper.cc:32] Could not load dynamic library: libze_loader.so.1: cannot open shared object file: No such file or directory",
        "itex-level-zero-missing",
        {'library': 'libze_loader.so.1'},
        id="itex-no-level-zero-loader",  # intel/intel-extension-for-tensorflow#73 (r102-2-006)
    ),
    S(
        "ValueError: Failed to load delegate from libedgetpu.so.1",
        "edgetpu-delegate-load-failed",
        {'library': 'libedgetpu.so.1'},
        id="edgetpu-delegate-not-loaded",  # tensorflow/tensorflow#34135 (r102-2-007)
    ),
    S(
        "[    3.548555] kfd kfd: amdgpu: PITCAIRN  not supported in kfd",
        "compute-capability-unsupported",
        {'chip': 'PITCAIRN'},
        id="rocm-kfd-gpu-not-supported",  # ROCm/legacy-rocm-build#2232 (r102-2-009)
    ),
    S(
        "InvalidArgumentError: NodeDef expected inputs 'string' do not match 0 inputs specified;",
        "op-definition-mismatch",
        {},
        id="nodedef-inputs-title-cut",  # tensorflow/tensorflow#41075 (r102-3-002)
    ),
    S(
        "WARNING: Upgrading ipython, ipykernel, tornado, prompt-toolkit or pyzmq can",
        "notebook-kernel-deps-upgraded",
        {},
        id="colab-kernel-deps-upgraded",  # googlecolab/colabtools#1110 (r102-3-005)
    ),
    S(
        "You must restart the runtime in order to use newly installed versions.",
        "kernel-package-changed-on-disk",
        {},
        id="colab-restart-runtime-notice",  # googlecolab/colabtools#5197 (r102-3-009)
    ),
    S(
        "return dill.loads(s): File \"/usr/local/lib/python3.7/site-packages/dill/_dill.py\", line 317, in loads return load(file, ignore) File \"/usr/local/lib/python3.7/site-packages/dill/_dill.py\", line 305, in load obj = pik.load() File \"/usr/local/lib/python3.7/site-packages/dill/_dill.py\", line 474, in find_class return StockUnpickler.find_class(self, module, name) AttributeError: Can't get attribute '_create_code' on <module 'dill._dill' from '/usr/local/lib/python3.7/site-packages/dill/_dill.py'>",
        "beam-dill-version-mismatch",
        {'name': '_create_code'},
        id="beam-dill-create-code",  # tensorflow/tfx#2459 (r102-4-006)
    ),
    S(
        "[evhttp_server.cc : 230] NET_LOG: Couldn't bind to port 8501",
        "server-port-in-use",
        {'port': '8501'},
        id="serving-bind-port",  # tensorflow/serving#1940 (r102-4-008)
    ),
    S(
        "2021-11-11 23:33:44.047723: E tensorflow_serving/model_servers/server.cc:432] Failed to start HTTP Server at localhost:8501",
        "server-port-in-use",
        {'port': '8501'},
        id="serving-http-server-not-started",  # tensorflow/serving#1940 (r102-4-008)
    ),
    S(
        "RuntimeError: Intra op parallelism cannot be modified after initialization.",
        "threading-config-after-init",
        {'which': 'Intra'},
        id="intra-op-threads-after-init",  # zfit/zfit#690 (r102-5-001)
    ),
    S(
        "WARNING:tensorflow:Using a generator with `use_multiprocessing=True` and multiple workers may duplicate your data. Please consider using the `tf.data.Dataset`.",
        "keras-generator-multiprocessing-unsafe",
        {},
        id="keras-generator-multiprocessing-duplicate",  # keras-team/keras-preprocessing#145 (r102-5-003)
    ),
    S(
        "WARNING:tensorflow:multiprocessing can interact badly with TensorFlow, causing nondeterministic deadlocks. For high performance data pipelines tf.data is recommended.",
        "keras-generator-multiprocessing-unsafe",
        {},
        id="keras-multiprocessing-deadlocks",  # keras-team/keras-preprocessing#145 (r102-5-003)
    ),
    S(
        "\"UserWarning: An unusually high number of `Iterator.get_next()` calls was detected.",
        "tf1-iterator-get-next-in-loop",
        {},
        id="tf1-get-next-in-loop",  # Kongsea/yueye#1 (r102-5-007)
    ),
    S(
        "2019-09-27 10:42:54.842469: W ./tensorflow/core/grappler/optimizers/graph_optimizer_stage.h:241] Failed to run optimizer ArithmeticOptimizer, stage RemoveStackStridedSliceSameAxis node clipped_boxes/strided_slice_2. Error: Pack node (boxes/stack) axis attribute is out of bounds: 2",
        "benign-grappler-optimizer-stage-failed",
        {},
        id="grappler-arithmetic-stage-skipped",  # fizyr/keras-retinanet#1120 (r102-6-007)
    ),
    S(
        "AssertionError: Could not compute output Tensor(\"ArcHead/Identity:0\", shape=(None, 1200), dtype=float32)",
        "keras-model-input-missing",
        {},
        id="keras-could-not-compute-output",  # peteryuX/arcface-tf2#7 (r102-6-008)
    ),
    S(
        "ValueError: Layer #148 (named \"image_pooling\"), weight <tf.Variable 'image_pooling_1/kernel:0' shape=(1, 1, 2048, 256) dtype=float32_ref> has shape (1, 1, 2048, 256), but the saved weight has shape (256, 320, 1, 1).",
        "keras-weights-layer-count-mismatch",
        {'layer': 'image_pooling', 'model': '(1, 1, 2048, 256)', 'saved': '(256, 320, 1, 1)'},
        id="keras2-weight-shape-other-backbone",  # bonlime/keras-deeplab-v3-plus#42 (r102-6-009)
    ),
    S(
        "2019-06-08 11:33:48.746469: W tensorflow/core/util/ctc/ctc_loss_calculator.cc:144] No valid path found.",
        "ctc-no-valid-path",
        {},
        id="ctc-no-valid-path",  # solivr/tf-crnn#50 (r102-6-011)
    ),
    S(
        "error: Microsoft Visual C++ 14.0 is required. Get it with \"Microsoft Visual C++ Build Tools\": http://landinghub.visualstudio.com/visual-cpp-build-tools",
        "msvc-build-tools-missing",
        {'version': '14.0'},
        id="msvc-14-required",  # fizyr/keras-retinanet#606 (r102-6-012)
    ),
    S(
        "E1011 17:40:20.141252445  330915 oauth2_credentials.cc:236]            oauth_fetch: UNKNOWN:C-ares status is not ARES_SUCCESS qtype=A name=metadata.google.internal. is_balancer=0: Domain name not found {grpc_status:2, created_time:\"2023-10-11T17:40:20.141234525+00:00\"}",
        "benign-gcs-auth-empty-token",
        {},
        id="grpc-oauth-metadata-not-found",  # innat/VideoMAE retraining notebook (r102-7-003)
    ),
    S(
        "/usr/local/google/home/gbm/my_venv/lib/python3.11/site-packages/keras/src/losses/losses.py:22: SyntaxWarning: In loss categorical_crossentropy, expected y_pred.shape to be (batch_size, num_classes) with num_classes > 1. Received: y_pred.shape=(None, 1). Consider using 'binary_crossentropy' if you only have 2 classes.",
        "keras-categorical-loss-single-output",
        {'loss': 'categorical_crossentropy', 'shape': '(None, 1)'},
        id="keras3-categorical-loss-one-unit",  # google/yggdrasil-decision-forests compose_with_tf (r102-7-008)
    ),
    # --- round 101 (spent notebook outputs, verbatim)
    S(
        "2022-07-21 04:36:59.475216: W ./tensorflow/core/distributed_runtime/eager/destroy_tensor_handle_node.h:57] Ignoring an error encountered when deleting remote tensors handles: Invalid argument: Unable to find the relevant tensor remote_handle: Op ID: 53080, Output num: 0",
        "benign-tpu-remote-handle-cleanup",
        {},
        id="tpu-remote-handle-cleanup",  # awsaf49/gcvit-tf flower-classification notebook (r101-1-011)
    ),
    # --- round 100 (spent issue threads, verbatim)
    S(
        "We could not automatically infer the shape of the Lambda's output. Please specify the `output_shape` argument for this Lambda layer.",
        "keras-lambda-output-shape-unknown",
        {},
        id="keras3-lambda-output-shape",  # keras-team/keras#21089 (r100-1-002)
    ),
    S(
        "Exception encountered: TransformerBlock.__init__() got an unexpected keyword argument 'trainable'",
        "keras-custom-layer-init-kwargs-missing",
        {'cls': 'TransformerBlock', 'arg': 'trainable'},
        id="keras3-custom-layer-init-no-kwargs",  # keras-team/keras-io#1884 (r100-1-005)
    ),
    S(
        "ValueError: Unknown variable: <KerasVariable shape=(2, 100), dtype=float32, path=dense_9/kernel>. This optimizer can only be called for the variables it was originally built with. When working with a new set of variables, you should recreate a new optimizer instance.",
        "keras-optimizer-reused-across-models",
        {},
        id="keras3-optimizer-other-variables",  # mrosol/Nonlincausality#12 (r100-1-008)
    ),
    S(
        "ValueError: PyTree type <class 'tensorflow.python.trackable.data_structures.ListWrapper'> is already registered in namespace 'keras'.",
        "keras-release-bug",
        {},
        id="keras-pytree-already-registered",  # keras-team/keras#20886 (r100-1-003)
    ),
    S(
        "/usr/local/lib/python3.10/dist-packages/keras/src/trainers/trainer.py:205: UserWarning: Model doesn't support `jit_compile=True`. Proceeding with `jit_compile=False`.",
        "benign-keras-notice",
        {},
        id="keras3-jit-compile-auto-off",  # keras-team/tf-keras#418 (r100-1-009)
    ),
    S(
        "Since Keras 3, messages `\"Fallback to op-by-op mode because memset node breaks graph update\"` start to clutter the log output.",
        "benign-xla-graph-launch-fallback",
        {},
        id="xla-memset-graph-update-fallback",  # keras-team/keras#19081 (r100-1-010)
    ),
    S(
        "`ValueError: `logits` and `labels` must have the same shape, received ((None, 15, 1) vs (None,)`",
        "keras-labels-shape-mismatch",
        {'outputs': '(None, 15, 1)', 'labels': '(None,)'},
        id="logits-labels-shape-paren-lost",  # mrdbourke/tensorflow-deep-learning#514 (r100-2-001)
    ),
    S(
        "InvalidArgumentError: ValueError: `generator` yielded an element of shape (22, 224, 224, 3) where an element of shape (32, 224, 224, 3) was expected.",
        "tensor-shape-mismatch",
        {'got': '(22, 224, 224, 3)', 'want': '(32, 224, 224, 3)'},
        id="generator-yielded-other-shape",  # tensorflow/hub#359 (r100-2-004)
    ),
    S(
        "`ValueError: `x` (images tensor) and `y` (labels) should have the same length. Found: x.shape = (80, 80, 1), y.shape = (11047, 10)`",
        "keras-data-cardinality-mismatch",
        {'x': '(80, 80, 1)', 'y': '(11047, 10)'},
        id="image-generator-x-y-length",  # jasmcaus/opencv-course#3 (r100-2-010)
    ),
    S(
        "The error \"ImportError: cannot import name 'computation_pb2'\" still appears when running",
        "protos-not-compiled",
        {'proto': 'computation_pb2'},
        id="bare-pb2-name-other-project",  # google-parfait/tensorflow-federated#610 (r100-3-002)
    ),
    S(
        "tensorflow_datasets.core.download.download_manager.NonMatchingChecksumError: Artifact https://drive.google.com/uc?export=download&id=0B7EVK8r0v71pZjFTYXZWM3FlRnM, downloaded to C:\\Users\\Omar\\tensorflow_datasets\\downloads\\ucexport_download_id_0B7EVK8r0v71pZjFTYXZWM3FlDDaXUAQO8EGH_a7VqGNLRtW52mva1LzDrb-V723OQN8.tmp.347438ae46e044e2ba3c37003ea58516\\download, has wrong checksum:",
        "tfds-download-checksum-mismatch",
        {},
        id="tfds-drive-checksum",  # tensorflow/datasets#5342 (r100-3-005)
    ),
    S(
        "  (0) Internal: Blas xGEMMBatched launch failed : a.shape=[128,102,102], b.shape=[128,102,128], m=102, n=128, k=102, batch_size=128",
        "cublas-init-failed",
        {'blas': 'xGEMMBatched'},
        id="blas-gemm-batched-launch-failed",  # gitter-lab/nn4dms#4 (r100-4-001)
    ),
    S(
        "WARNING:tensorflow:AutoGraph is not available in this environment: functions lack code information. This is typical of some environments like the interactive Python shell. See https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/limitations.md#access-to-source-code for more information.",
        "benign-autograph-unavailable",
        {},
        id="autograph-unavailable-frozen-app",  # birdnet-team/BirdNET-Analyzer#155 (r100-4-002)
    ),
    S(
        "OSError: /home/jz748/anaconda3/envs/tf/lib/python3.10/site-packages/nvidia/cublas/lib/libcublas.so.11: symbol cublasLtHSHMatmulAlgoInit, version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference",
        "cuda-version-mismatch",
        {'library': 'libcublas.so.11', 'sibling': 'libcublasLt.so.11'},
        id="cublas-bound-to-other-cublaslt",  # deepmodeling/deepmd-kit#2241 (r100-4-007)
    ),
    S(
        "[1,5]<stderr>:[8311b4012d34:153937] Read -1, expected 131072, errno = 1",
        "benign-mpi-cma-read",
        {},
        id="mpi-cma-read-tag-output",  # deepinsight/insightface#1284 (r100-5-002)
    ),
    S(
        "peer access from 0x7f76d46da2c0 to 0x7f76b4713830: CUDA_ERROR_TOO_MANY_PEERS: peer mapping resources exhausted",
        "gpu-peer-limit-exceeded",
        {},
        id="cuda-too-many-peers",  # tensorflow/tensorflow#30887 (r100-5-005)
    ),
    S(
        "E       tensorflow.python.framework.errors_impl.UnimplementedError: We failed to lift variable creations out of this tf.function, so this tf.function cannot be run on XLA. A possible workaround is to move variable creation outside of the XLA compiled function.",
        "xla-jit-distribute-incompatible",
        {},
        id="xla-lift-variable-creations",  # keras-team/keras#19005 (r100-5-007)
    ),
    S(
        "Consider either turning off auto-sharding or switching the auto_shard_policy to DATA to shard this dataset. You can do this by creating a new `tf.data.Options()` object then setting `options.experimental_distribute.auto_shard_policy = AutoShardPolicy.DATA` before applying the options object to the dataset via `dataset.with_options(options)`.",
        "benign-autoshard-data-fallback",
        {},
        id="autoshard-advice-line",  # sayakpaul/MLP-Mixer-CIFAR10#2 (r100-5-008)
    ),
    S(
        "WARNING:tensorflow:Some requested devices in `tf.distribute.Strategy` are not visible to TensorFlow: /job:localhost/replica:0/task:0/device:GPU:0,/job:localhost/replica:0/task:0/device:GPU:1,/job:localhost/replica:0/task:0/device:GPU:2,/job:localhost/replica:0/task:0/device:GPU:3",
        "gpu-not-visible-to-tensorflow",
        {},
        id="strategy-requested-gpus-not-visible",  # tensorflow/models#8560 (r100-5-009)
    ),
    S(
        "ERROR: /home/bernard/opt/python38/tensorflow-2.3.0/tensorflow/core/kernels/BUILD:5123:1: C++ compilation of rule '//tensorflow/core/kernels:dilation_ops_gpu' failed (Exit 1)",
        "source-build-failed",
        {'target': '//tensorflow/core/kernels:dilation_ops_gpu'},
        id="bazel-cc-rule-failed-kernels",  # tensorflow/tensorflow#41926 (r100-6-003)
    ),
    S(
        "ERROR: /home/bryce/.cache/bazel/_bazel_bryce/bd1d213a6ffc70c3426679580b755b10/external/com_google_absl/absl/synchronization/BUILD.bazel:29:1: C++ compilation of rule '@com_google_absl//absl/synchronization:graphcycles_internal' failed (Exit 1)",
        "source-build-failed",
        {'target': '@com_google_absl//absl/synchronization:graphcycles_internal'},
        id="bazel-cc-rule-failed-abseil",  # tensorflow/tensorflow#57731 (r100-6-009)
    ),
    S(
        "[pipenv.exceptions.ResolutionFailure]:       pipenv.exceptions.ResolutionFailure: ERROR: ERROR: Could not find a version that matches tensorflow-estimator<2.3.0,==2.2.0rc0,>=2.2.0rc0",
        "tensorflow-pinned-release-unavailable",
        {'package': 'tensorflow-estimator', 'pin': '2.2.0rc0'},
        id="pipenv-prerelease-pin",  # the-full-stack/fsdl-text-recognizer-project#23 (r100-6-006)
    ),
    S(
        "WARNING: Download from https://storage.googleapis.com/mirror.tensorflow.org/github.com/googleapis/google-cloud-cpp/archive/v1.21.0.tar.gz failed: class com.google.devtools.build.lib.bazel.repository.downloader.UnrecoverableHttpException GET returned 404 Not Found",
        "benign-bazel-mirror-404",
        {},
        id="bazel-tf-mirror-404",  # tensorflow/io#1525 (r100-6-007)
    ),
    # --- round 99 (spent notebook outputs, verbatim)
    S(
        "zsh:1: command not found: nvidia-smi",
        "no-cuda-driver",
        {},
        id="zsh-nvidia-smi-not-found",  # mrdbourke/m1-machine-learning-test (r99-0-004)
    ),
    S(
        "ImportError: `save_weights` requires h5py when saving in hdf5.",
        "python-module-missing",
        {"call": "save_weights"},
        id="keras-save-weights-needs-h5py",  # thibo73800/aihub Keras Cheat Sheet (r99-1-005)
    ),
    S(
        "C:\\Users\\DELL\\Anaconda3\\lib\\site-packages\\ipykernel_launcher.py:28: UserWarning: The semantics of the Keras 2 argument `steps_per_epoch` is not the same as the Keras 1 argument `samples_per_epoch`. `steps_per_epoch` is the number of batches to draw from the generator at each epoch.",
        "keras2-legacy-argument-semantics",
        {"new": "steps_per_epoch", "old": "samples_per_epoch"},
        id="keras1-samples-per-epoch",  # nttuan8/DL_Tutorial L8 (r99-2-008)
    ),
    S(
        "ValueError: Variable w1 already exists, disallowed. Did you mean to set reuse=True or reuse=tf.AUTO_REUSE in VarScope? Originally defined at:",
        "tf1-variable-already-exists",
        {"var": "w1"},
        id="tf1-get-variable-exists",  # yongyehuang/Tensorflow-Tutorial Tutorial_01 (r99-2-011)
    ),
    S(
        "NotFoundError (see above for traceback): Failed to create a directory: ../model/Bi-LSTM-atten/model; No such file or directory",
        "checkpoint-dir-missing",
        {"dir": "../model/Bi-LSTM-atten/model"},
        id="saver-dir-missing",  # jiangxinyang227/textClassifier (r99-2-013)
    ),
    # --- round 98 (spent notebook outputs, verbatim)
    S(
        "OSError: [Errno 13] Permission denied: '/usr/local/lib/python2.7/dist-packages/Keras_Applications-1.0.6.dist-info'",
        "pip-install-permission-denied",
        {"path": "/usr/local/lib/python2.7/dist-packages/Keras_Applications-1.0.6.dist-info"},
        id="pip-errno13-dist-packages",  # GoogleCloudPlatform/training-data-analyst RL_on_GCP (r98-0-002)
    ),
    S(
        "WARNING:absl:Function `_wrapped_model` contains input name(s) args_0 with unsupported characters which will be renamed to args_0_78 in the SavedModel.",
        "benign-saved-model-notice",
        {},
        id="savedmodel-input-renamed",  # NVIDIA-Merlin/HugeCTR SOK notebook (r98-0-009)
    ),
    S(
        "KeyboardInterrupt: Interrupted by user",
        "user-interrupted",
        {},
        id="ipykernel-interrupted-by-user",  # Denis2054/Transformers-for-NLP-2nd-Edition (r98-1-004)
    ),
    S(
        "TypeError: Binding inputs to tf.function failed due to `Can not cast TensorSpec(shape=(2, 2, 2), dtype=tf.float32, name=None) to TensorSpec(shape=(None, 28, 28), dtype=tf.float32, name=None)`. Received args: (<tf.Tensor: shape=(2, 2, 2), dtype=float32, numpy=",
        "tensor-shape-mismatch",
        {"given": "(2, 2, 2)", "want": "(None, 28, 28)"},
        id="tf-function-binding-inputs",  # rickiepark/handson-ml3 chapter 12 (r98-1-006)
    ),
    S(
        "GPU device not found",
        "devices-no-gpu",
        {},
        id="gpu-device-not-found-alone",  # kmkarakaya/ML_tutorials seq2seq_Part_D (r98-1-013)
    ),
    S(
        "ValueError: Cannot use the default session to evaluate tensor: the tensor's graph is different from the session's graph. Pass an explicit session to `eval(session=sess)`.",
        "tf1-tensor-not-in-graph",
        {},
        id="tf1-default-session-other-graph",  # fastai/courses deeplearning2/tf-basics (r98-2-001)
    ),
    S(
        "Chosen Device: /device:XLA_GPU:0",
        "devices-legacy-xla-devices",
        {},
        id="chosen-xla-gpu",  # guillaume-chevalier/seq2seq-signal-prediction (r98-2-006)
    ),
    S(
        "TypeError: Binding inputs to tf.function failed due to `Can not cast TensorSpec(shape=(2, 28, 28), dtype=tf.int32, name=None) to TensorSpec(shape=(None, 28, 28), dtype=tf.float32, name=None)`. Received args: (<tf.Tensor: shape=(2, 28, 28), dtype=int32, numpy=",
        "tensor-dtype-mismatch",
        {"got": "tf.int32", "want": "tf.float32"},
        id="tf-function-binding-dtype",  # a real TF 2.21.0 run here (the second review of the eleventh session)
    ),
    # --- round 97 (spent notebook outputs, verbatim)
    S(
        'WARNING:tensorflow:Model was constructed with shape Tensor("embedding_4_input:0", shape=(None, 500), dtype=float32) for input (None, 500), but it was re-called on a Tensor with incompatible shape (1, 5).',
        "keras-model-input-shape-mismatch",
        {"built": "(None, 500)", "given": "(1, 5)"},
        id="keras-re-called-incompatible-shape",  # TrickyGo/Dive-into-DL-TensorFlow2.0 (r97-0-004)
    ),
    S(
        "WARNING:tensorflow:sample_weight modes were coerced from",
        "benign-keras-notice",
        {},
        id="keras-sample-weight-coerced",  # lmoroney/tfbook chapter3 (r97-0-009)
    ),
    S(
        "WARNING:tensorflow:Calling GradientTape.gradient on a persistent tape inside its context is significantly less efficient than calling it outside the context (it causes the gradient ops to be recorded on the tape, leading to increased CPU and memory usage).",
        "gradient-tape-inside-context",
        {},
        id="gradient-tape-inside-context",  # tensorchiefs/dl_book chapter_03 (r97-1-010)
    ),
    # --- the review of the eleventh session (real lines outside the rounds)
    S(
        "TypeError: Could not locate function 'mse'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`. Full object config: {'module': 'keras.metrics', 'class_name': 'function', 'config': 'mse', 'registered_name': 'mse'}",
        "keras-version-mismatch",
        {"fn": "mse", "kmodule": "keras.metrics"},
        id="keras2-h5-metric-by-name",  # code index 11872862102 (keras/src/legacy/saving)
    ),
    S(
        "ImportError: cannot import name 'hparam_pb2' from 'model_search.proto' (unknown location)",
        "protos-not-compiled",
        {"proto": "hparam_pb2", "package": "model_search.proto"},
        id="pb2-unknown-location",  # google/model_search#15
    ),
    # --- round 96 (spent held-out lines, verbatim)
    S(
        "$ distrobox ephemeral --nvidia --image tensorflow/tensorflow:latest",
        "tensorflow-not-built-with-cuda",
        {"tag": "latest"},
        id="cpu-image-given-the-gpu",  # ublue-os/hwe#230 (r96-0-003)
    ),
    S(
        "Error i get is error: numpy 1.19.5 is installed but numpy>=1.20 is required by {'tensorflow'}",
        "tensorflow-requirement-unmet",
        {"have": "numpy", "req": "numpy>=1.20"},
        id="setuptools-tf-requirement",  # NeuralNine/neuralintents#22 (r96-1-005)
    ),
    S(
        "`pkg_resources.DistributionNotFound: The 'wheel>=0.26' distribution was not found and is required by tensorflow`",
        "tensorflow-requirement-unmet",
        {"req2": "wheel>=0.26"},
        id="pkg-resources-tf-requirement",  # talmolab/sleap#614 (r96-1-007)
    ),
    S(
        "W0803 19:06:51.695915 140613664049024 training_utils.py:1211] When passing input data as arrays, do not specify `steps_per_epoch`/`steps` argument. Please use `batch_size` instead.",
        "benign-keras-notice",
        {},
        id="keras-arrays-with-steps",  # tensorflow/tensorflow#31308 (r96-2-001)
    ),
    S(
        "2020-12-07 21:22:14.039783: W tensorflow/core/platform/cloud/google_auth_provider.cc:184] All attempts to get a Google authentication bearer token failed, returning an empty token.",
        "benign-gcs-auth-empty-token",
        {},
        id="gcs-empty-token",  # tensorflow/datasets#2839 (r96-2-002)
    ),
    S(
        "2021-05-10 11:42:25.281639: W tensorflow/core/grappler/optimizers/data/auto_shard.cc:656] In AUTO-mode, and switching to DATA-based sharding, instead of FILE-based sharding as we cannot find appropriate reader dataset op(s) to shard",
        "benign-autoshard-data-fallback",
        {},
        id="autoshard-data-fallback",  # tensorflow/tensorflow#49048 (r96-2-003)
    ),
    S(
        "2024-03-15 10:10:26.440641: E external/local_tsl/tsl/platform/cloud/curl_http_request.cc:610] The transmission  of request 0x73f2440 (URI: https://www.googleapis.com/storage/v1/b/tfds-data/o/dataset_info%2Flanguage_table_use%2F1.0.0?fields=size%2Cgeneration%2Cupdated) has been stuck at 0 of 0 bytes for 61 seconds and will be aborted.",
        "tfds-gcs-unreachable",
        {},
        id="gcs-request-stuck",  # hyy02/RT-1#6 (r96-2-006)
    ),
    # --- round 95 (spent held-out lines, verbatim)
    S(
        "`No matching distribution found for tensorflow-intel==2.12.0`",
        "dependency-wheel-missing",
        {"pin": "tensorflow-intel==2.12.0"},
        id="tensorflow-intel-off-windows",  # rudyoactiv/typescribe-handwriting#3 (r95-0-001)
    ),
    S(
        "<Details>No such object: tensorflow/libtensorflow/libtensorflow-gpu-windows-x86_64-2.11.0.zip</Details>",
        "windows-native-gpu-unsupported",
        {"version": "2.11.0"},
        id="libtensorflow-gpu-windows-2.11",  # tensorflow/tensorflow#59016 (r95-0-003)
    ),
    S(
        "Failed to initialize NVML: GPU access blocked by the operating system",
        "nvidia-smi-failed",
        {},
        id="nvml-gpu-access-blocked",  # staralt/dxgkrnl-dkms#7 (r95-0-004)
    ),
    S(
        '> docker: Error response from daemon: OCI runtime create failed: container_linux.go:370: starting container process caused: exec: "nvidia-smi": executable file not found in $PATH: unknown.',
        "container-no-gpu-access",
        {},
        id="container-nvidia-smi-not-in-path",  # docker/for-win#10524 (r95-0-006)
    ),
    S(
        "ld: warning: ignoring file /usr/local/lib/libtensorflow.dylib, building for macOS-arm64 but attempting to link with file built for macOS-x86_64",
        "macos-arch-mismatch",
        {"need": "arm64", "have": "x86_64"},
        id="ld-libtensorflow-x86-on-arm64",  # tensorflow/tensorflow#62740 (r95-1-009)
    ),
    S(
        "WARNING:tensorflow:Eager mode uses the CPU. Switching to the CPU.",
        "mlcompute-eager-runs-on-cpu",
        {},
        id="mlcompute-eager-cpu",  # apple/tensorflow_macos#12 (r95-1-010)
    ),
    S(
        "Two mutually-exclusive MCA variables were specified.  This can result",
        "container-mpi-config-conflict",
        {},
        id="openmpi-mca-conflict",  # horovod/horovod#520 (r95-2-002)
    ),
    S(
        "2020-11-20 09:05:26.945893: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 418.67.0",
        "cuda-init-failed",
        {"kernel": "418.67.0"},
        id="cuda-diagnostics-kernel-version",  # ai4d-iasc/trixie#41 (r95-2-003)
    ),
    S(
        "-rwxr-xr-x 1 root root 0 Apr 14 17:37 /usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "container-no-gpu-access",
        {"lib": "libcuda.so.1"},
        id="singularity-empty-libcuda",  # apptainer/singularity#5935 (r95-2-005)
    ),
    S(
        "TypeError: Could not locate class 'TokenAndPositionEmbedding'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`. Full object config: {'module': None, 'class_name': 'TokenAndPositionEmbedding'}",
        "keras-custom-object-unknown",
        {"name": "TokenAndPositionEmbedding"},
        id="keras3-could-not-locate-class",  # keras-team/keras#19899 (r95-3-004)
    ),
    S(
        "``  (0) Internal:  No unary variant device copy function found for direction: 1 and Variant type_index: class tensorflow::data::`anonymous namespace'::DatasetVariantWrapper",
        "op-no-kernel-on-device",
        {},
        id="dataset-variant-to-gpu",  # lyhue1991/eat_tensorflow2_in_30_days#33 (r95-4-004)
    ),
    # --- round 94 (spent held-out lines, verbatim)
    S(
        "```Cannot set tensor: Got value of type FLOAT32 but expected type UINT8 for input 0, name: serving_default_input:0```",
        "tflite-input-dtype-mismatch",
        {"got": "FLOAT32", "want": "UINT8", "name": "serving_default_input:0"},
        id="tflite-cannot-set-tensor",  # tensorflow/tensorflow#58101 (r94-0-003)
    ),
    S(
        "`errors.ts:48 Uncaught (in promise) Error: Unknown layer: Functional. This may be due to one of the following reasons:",
        "tfjs-unknown-layer-class",
        {"cls": "Functional"},
        id="tfjs-unknown-layer-functional",  # tensorflow/tfjs#3786 (r94-0-004)
    ),
    S(
        "INFO: tensorflow: Running against TensorRT version 0.0.0",
        "tftrt-not-built-in",
        {},
        id="tftrt-running-against-0",  # ardianumam/Tensorflow-TensorRT#21 (r94-0-005)
    ),
    S(
        "`C:\\Users\\fahmi>docker run --rm -p 8501:8051^",
        "docker-port-mapping-mismatch",
        {"host": "8501", "container": "8051"},
        id="tf-serving-docker-port",  # https-deeplearning-ai/machine-learning-engineering-for-production-public#93 (r94-0-006)
    ),
    S(
        "2023-03-20 14:17:33.993910: W tensorflow/compiler/mlir/lite/flatbuffer_export.cc:2046] TFLite interpreter needs to link Flex delegate in order to run the model since it contains the following Select TFop(s):",
        "benign-tflite-flex-ops-notice",
        {},
        id="tflite-flex-notice",  # itlab-vision/dl-benchmark#339 (r94-0-008)
    ),
    S(
        "              E/flutter (30995): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: Invalid argument(s): Output object shape mismatch, interpreter returned output of shape: [1, 84, 8400] while shape of output provided as argument in run is: [8400, 4]",
        "tensor-shape-mismatch",
        {"model": "[1, 84, 8400]", "given": "[8400, 4]"},
        id="tflite-flutter-output-shape",  # tensorflow/flutter-tflite#201 (r94-0-010)
    ),
    S(
        "`\"error\": \"Failed to process element: 0 key: key_name of \\'instances\\' list. Error: Invalid argument: JSON object: does not have named input: key_name\"`",
        "serving-request-input-mismatch",
        {"key": "key_name"},
        id="serving-named-input",  # tensorflow/serving#1296 (r94-0-011)
    ),
    S(
        'Attribute error: Assignment not allowed (no field "force_gpu_compatible" in protocol message object)',
        "tensorflow-api-mismatch",
        {"field": "force_gpu_compatible"},
        id="configproto-field-missing",  # tensorflow/benchmarks#23 (r94-1-007)
    ),
    # --- round 93 (spent held-out lines, verbatim)
    S(
        "bash: /usr/bin/nvidia-smi: No such file or directory",
        "no-cuda-driver",
        {},
        id="nvidia-smi-full-path-missing",  # tensorflow/tensorflow#53383 (r93-0-007)
    ),
    S(
        "FileNotFoundError: [Errno 2] No such file or directory: 'c:\\\\users\\\\USER\\\\anaconda3\\\\envs\\\\tf-gpu-latest\\\\lib\\\\site-packages\\\\tensorflow_estimator-2.4.0rc0.dist-info\\\\METADATA'",
        "pip-invalid-distribution-leftover",
        {"record": "tensorflow_estimator-2.4.0rc0.dist-info"},
        id="dist-info-metadata-windows-repr",  # tensorflow/tensorflow#45451 (r93-1-005)
    ),
    S(
        "2020-04-16 13:18:07.892934: W tensorflow/core/framework/op_kernel.cc:1753] OP_REQUIRES failed at wordpiece_kernel.cc:204 : Invalid argument: Trying to access resource using the wrong type. Expected N10tensorflow6lookup15LookupInterfaceE got N10tensorflow6lookup15LookupInterfaceE",
        "tensorflow-companion-mismatch",
        {"type": "N10tensorflow6lookup15LookupInterfaceE"},
        id="resource-type-seen-as-two",  # tensorflow/text#272 (r93-2-001)
    ),
    S(
        "# Layer 'conv' expected 4 variables, but received 2 variables during loading.",
        "keras-version-mismatch",
        {"layer": "conv", "expected": "4", "given": "2"},
        id="keras3-layer-variables-count",  # keras-team/keras#19491 (r93-2-005)
    ),
    S(
        "```TypeError: Could not locate function 'attention_loss'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`. Full object config: {'module': 'builtins', 'class_name': 'function', 'config': 'attention_loss', 'registered_name': 'function'}```",
        "keras-custom-object-unknown",
        {"name": "attention_loss"},
        id="keras3-could-not-locate-function",  # keras-team/keras#20806 (r93-2-009)
    ),
    S(
        "ImportError: cannot import name 'string_int_label_map_pb2'",
        "protos-not-compiled",
        {"proto": "string_int_label_map_pb2"},
        id="od-protos-bare-name",  # TannerGilbert/Tutorials#30 (r93-3-002)
    ),
    S(
        "ModuleNotFoundError: No module named 'object_detection.protos.string_int_label_map_pb2'",
        "protos-not-compiled",
        {"proto": "string_int_label_map_pb2"},
        id="od-protos-no-module",  # tensorflow/models research/object_detection (the same file's module path)
    ),
    S(
        "tensorflow/core/kernels/libtfkernel_sobol_op.so: undefined symbol: _ZN10tensorflow15TensorShapeBaseINS_11TensorShapeEEC1EN4absl12lts_202111024SpanIKlEE",
        "tensorflow-import-failed",
        {"path": "tensorflow/core/kernels/libtfkernel_sobol_op.so"},
        id="tf-own-kernel-library-symbol",  # chklovski/CheckM2#16 (r93-3-005)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InternalError: Blas xGEMV launch failed : a.shape=[1,1638400,3], b.shape=[1,3,1], m=1638400, n=1, k=3 [Op:MatMul]",
        "cublas-init-failed",
        {"m": "1638400"},
        id="blas-gemv-large-m",  # tensorflow/tensorflow#54463 (r93-4-001)
    ),
    S(
        "[1478401.486981] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write access is not set",
        "gpu-p2p-iommu-blocked",
        {"device": "02:00.0"},
        id="dmar-dma-write-fault",  # tensorflow/tensorflow#32654 (r93-4-004)
    ),
    S(
        " Engine creation for TRTEngineOp_2 failed. The native segment will be used instead. Reason: Unimplemented: Transpose too large:10437228`",
        "tftrt-engine-build-failed",
        {"op": "TRTEngineOp_2"},
        id="tftrt-engine-native-segment",  # tensorflow/tensorrt#200 (r93-4-005)
    ),
    S(
        "ERROR:tensorflow:Tensorflow needs to be built with TensorRT support enabled to allow TF-TRT to operate.",
        "tftrt-not-built-in",
        {},
        id="tftrt-not-built-in",  # tensorflow/tensorrt#279 (r93-4-006)
    ),
    S(
        "[1,3]<stderr>:Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused by an exception, you should see the exception in the log before the first shutdown message.",
        "horovod-rank-exited-early",
        {},
        id="horovod-shut-down",  # OpenNMT/OpenNMT-tf#985 (r93-4-011)
    ),
    # --- round 32 (spent held-out lines from docs, verbatim)
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: libmkl_sycl.so.2: cannot open shared object file: No such file or directory",
        "itex-oneapi-env-not-sourced",
        {},
        id="itex-libmkl-sycl",  # intel/intel-extension-for-tensorflow examples/infer_resnet50/README.md (r32-0-001)
    ),
    S(
        "2022-10-09 10:35:53,136 - __main__ - WARNING - Neither TCMalloc nor JeMalloc is found in $CONDA_PREFIX/lib or $VIRTUAL_ENV/lib or /.local/lib/ or /usr/local/lib/ or /usr/local/lib64/ or /usr/lib or /usr/lib64 or /home/sdp/.local/lib/ so the LD_PRELOAD environment variable will not be set. This may drop the performance.",
        "launcher-memory-allocator-missing",
        {},
        id="itex-launch-no-tcmalloc",  # intel/intel-extension-for-tensorflow docs/guide/launch.md (r32-0-011)
    ),
    S(
        "Attempt to free memory that is still in use by an ongoing MPI communication.  MPI job will now abort.",
        "mpi-infiniband-registration-crash",
        {},
        id="tf-networking-mpi-ib",  # tensorflow/networking mpi/README.md (r32-1-002)
    ),
    # --- round 31 (spent held-out lines from docs and notebooks, verbatim)
    S(
        "# WARNING:tensorflow:Skipping loading weights for layer #601 (named predictions) due to mismatch in shape for weight predictions/kernel:0. Weight expects shape (768, 64). Received saved weight with shape (768, 1000)",
        "keras-weights-skipped-shape-mismatch",
        {},
        id="swinv2-new-head-skipped",  # leondgarse/keras_cv_attention_models README.md (r31-1-001)
    ),
    S(
        "AttributeError: 'NoneType' object has no attribute 'image_data_format'",
        "keras-applications-standalone-import",
        {},
        id="keras-applications-faq-nonetype",  # keras-team/keras-applications ISSUE_TEMPLATE.md (r31-0-009)
    ),
    # --- round 30 (spent held-out lines from docs and notebooks, verbatim)
    S(
        "WARNING:tensorflow:Layer gru will not use cuDNN kernel since it doesn't meet the cuDNN kernel criteria. It will use generic GPU kernel as fallback when running on GPU",
        "keras-lstm-cudnn-criteria-unmet",
        {},
        id="gru-cudnn-kernel-criteria-tf20",  # stefan-jansen/machine-learning-for-trading IMDB notebook (r30-0-002)
    ),
    S(
        "docker: Error response from daemon: OCI runtime create failed: container_linux.go:345: starting container process caused \"process_linux.go:424: container init caused \\\"process_linux.go:407: running prestart hook 1 caused \\\\\\\"error running hook: exit status 1, stdout: , stderr: exec command: [/usr/bin/nvidia-container-cli --load-kmods configure --ldconfig=@/sbin/ldconfig --device=all --compute --utility --require=cuda>=10.0 brand=tesla,driver>=384,driver<385 brand=tesla,driver>=410,driver<411 --pid=35777 /var/lib/docker/devicemapper/mnt/7b5b6d59cd4fe9307b7523f1cc9ce3bc37438cc793ff4a5a18a0c0824ec03982/rootfs]\\\\\\\\nnvidia-container-cli: requirement error: unsatisfied condition: brand = tesla\\\\\\\\n\\\\\\\"\\\"\": unknown.",
        "driver-too-old",
        {},
        id="nvidia-container-cli-brand-tesla",  # determined-ai/determined troubleshooting.rst (r30-0-015)
    ),
    S(
        "W0328 11:54:30.521862 140301929522944 training_generator.py:228] Your dataset ran out of data; interrupting training. Make sure that your dataset can generate at least `steps_per_epoch * epochs` batches (in this case, 28140 batches). You may need to use the repeat() function when building your dataset.",
        "keras-input-ran-out-of-data",
        {},
        id="tf20-dataset-ran-out",  # PacktPublishing Hands-On-Computer-Vision ch6 notebook (r30-1-001)
    ),
    S(
        "W0502 17:18:53.262634 139873498351360 __init__.py:118] TensorFlow version 2.0.0-dev20190428 detected. Last version known to be fully compatible is 1.12.0 .",
        "tensorflow-companion-mismatch",
        {},
        id="coremltools-tf-version-warning",  # PacktPublishing Hands-On-Computer-Vision ch9 notebook (r30-1-004)
    ),
    S(
        "W0429 13:04:31.959720 140496034522880 keras.py:460] You are creating an Estimator from a Keras model manually subclassed from `Model`, that was already called on some inputs (and thus already had weights). We are currently unable to preserve the model's state (its weights) as part of the estimator in this case. Be warned that the estimator has been created using a freshly initialized version of your model.",
        "keras-estimator-fresh-weights",
        {},
        id="model-to-estimator-fresh-weights",  # PacktPublishing Hands-On-Computer-Vision ch2 notebook (r30-1-006)
    ),
    S(
        "Exception ignored in: <bound method _CheckpointRestoreCoordinator.__del__ of <tensorflow.python.training.tracking.util._CheckpointRestoreCoordinator object at 0x7f31dc197f98>>",
        "benign-ignored-finalizer",
        {},
        id="py36-bound-method-del",  # kubeflow/pipelines kubeflow_tf_serving notebook (r30-1-009)
    ),
    # --- round 29 (spent held-out lines, verbatim)
    S(
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1990] Ignoring visible gpu device (device: 0, name: , pci bus id: 0000:23:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030, gfx900, gfx906, gfx908, gfx90a.",
        "compute-capability-unsupported",
        {"gfx": "gfx1100"},
        id="rocm-gfx1100-not-in-build",  # ROCm/tensorflow-upstream#2118 (r64-1-009); the glued list is rocm-arch-list-typo's
    ),
    S(
        "ROCm Configuration Error: Cannot find rocm library hip_hcc",
        "bazel-gpu-config-failed",
        {},
        id="rocm-configure-hip-hcc",  # rocm-arch/tensorflow-rocm#5 (r29-0-003)
    ),
    S(
        "  'r-tensorflow' exists but is not a virtual environment",
        "r-virtualenv-invalid",
        {},
        id="r-tensorflow-venv-onedrive",  # rstudio/tensorflow#584 (r29-0-005)
    ),
    S(
        "ImportError: DLL load failed with error code -1073741795",
        "cpu-missing-avx",
        {},
        id="dll-load-illegal-instruction-code",  # tensorflow/tensorflow#8161 (r29-0-006)
    ),
    S(
        "2023-11-01 10:08:56.698703: F itex/core/utils/op_kernel.cc:54] Check failed: false Multiple KernelCreateFunc registration",
        "tensorflow-companion-mismatch",
        {},
        id="itex-2.13-kernels-collide",  # intel/intel-extension-for-tensorflow#51 (r29-0-007)
    ),
    S(
        "./hercules.linux_amd64: error while loading shared libraries: libtensorflow.so: cannot open shared object file: No such file or directory",
        "libtensorflow-c-missing",
        {},
        id="hercules-libtensorflow-so",  # src-d/hercules#80 (r29-0-009)
    ),
    S(
        "NotFoundError: [...]\\anaconda3\\lib\\site-packages\\tf_sentencepiece\\_sentencepiece_processor_ops.so ",
        "ecosystem-import-failed",
        {},
        id="tf-sentencepiece-on-windows",  # google/sentencepiece#309 (r29-0-012)
    ),
    S(
        "Exception in thread \"main\" java.lang.UnsatisfiedLinkError: Cannot find TensorFlow native library for OS: windows, architecture: x86. See https://github.com/tensorflow/tensorflow/tree/master/tensorflow/java/README.md for possible solutions (such as building the library from source). Additional information on attempts to find the native library can be obtained by adding org.tensorflow.NativeLibrary.DEBUG=1 to the system properties of the JVM.",
        "tensorflow-32bit-unsupported",
        {},
        id="java-32bit-jvm",  # tensorflow/tensorflow#18982 (r29-0-014)
    ),
    S(
        "Error: Python module tensorflow.python.keras was not found",
        "tensorflow-not-installed",
        {},
        id="reticulate-keras-not-found",  # rstudio/keras3#826 (r29-0-017)
    ),
    S(
        "ModuleNotFoundError: No module named 'keras'",
        "python-module-missing",
        {},
        id="no-module-keras-tf1",  # luanshiyinyang/FacialExpressionRecognition#12 (r29-0-018)
    ),
    S(
        "ImportError: libmcwamp.so.3: cannot open shared object file: No such file or directory",
        "rocm-version-mismatch",
        {},
        id="rocm-35-hcc-libmcwamp",  # ROCm/legacy-rocm-build#1126 (r29-1-003)
    ),
    S(
        "WARNING:tensorflow:Layer lstm will not use cuDNN kernels since it doesn't meet the criteria. It will use a generic GPU kernel as fallback when running on GPU.",
        "keras-lstm-cudnn-criteria-unmet",
        {},
        id="lstm-not-cudnn-criteria",  # openillumi.com tf-lstm-cudnn-slow-fix (r29-1-005)
    ),
    S(
        "java.lang.UnsatisfiedLinkError: tensorflow_native_libraries tensorflow_jni.dll: Can't find depedent libraries",
        "windows-msvc-runtime-missing",
        {},
        id="java-jni-msvcp140",  # tensorflow/tensorflow#14456 (r29-1-008)
    ),
    S(
        "ld: library not found for -ltensorflow",
        "libtensorflow-c-missing",
        {},
        id="tfgo-ld-ltensorflow",  # galeone/tfgo#30 (r29-1-009)
    ),
    S(
        "Please upgrade your bazel installation to version 0.5.4 or higher to build TensorFlow!",
        "bazel-version-mismatch",
        {},
        id="rpi-bazel-0.4.5",  # samjabrahams/tensorflow-on-raspberry-pi#126 (r29-1-012)
    ),
    S(
        "AttributeError: module'keras.utils' has no attribute 'get_custom_objects'",
        "keras-version-mismatch",
        {},
        id="bert4keras-keras28-no-space",  # bojone/CLUE-bert4keras#6 (r29-1-014)
    ),
    S(
        "java.lang.UnsatisfiedLinkError: Cannot find TensorFlow native library for OS: windows, architecture: x86_64. See https://github.com/tensorflow/tensorflow/tree/master/tensorflow/java/README.md for possible solutions (such as building the library from source). Additional information on attempts to find the native library can be obtained by adding org.tensorflow.NativeLibrary.DEBUG=1 to the system properties of the JVM.",
        "libtensorflow-c-missing",
        {},
        id="java-jni-jar-missing",  # interpss/DeepMachineLearning#9 (r29-2-006)
    ),
    S(
        "  namespace ‘reticulate’ 0.7 is being loaded, but >= 0.7.0.9017 is required",
        "r-reticulate-version-mismatch",
        {},
        id="r-reticulate-07-too-old",  # rstudio/tensorflow#117 (r29-2-012)
    ),
    S(
        "Error: Installation of TensorFlow not found.",
        "tensorflow-not-installed",
        {},
        id="r-installation-not-found",  # rstudio/tensorflow#349 (r29-2-013)
    ),
    S(
        "- Could not load 'cudart64_80.dll'. The GPU version of TensorFlow",
        "cuda-libs-missing",
        {},
        id="tf1-windows-selfcheck-cudart",  # tensorflow/tensorflow#8385 (r29-2-016)
    ),
    # --- round 28 (spent held-out lines, verbatim)
    S(
        "error: 'tf.Conv2D' op is neither a custom op nor a flex op",
        "tflite-converter-select-ops-needed",
        {},
        id="tflite-conv2d-neither-custom-nor-flex",  # tensorflow/tensorflow#57554 (r28-0-001)
    ),
    S(
        "tensorflow.python.eager.profiler.ProfilerNotRunningError: Cannot stop profiling. No profiler is running.",
        "tensorboard-profiler-not-running",
        {},
        id="tf24-trace-export-profiler",  # tensorflow/tensorflow#46103 (r28-0-002)
    ),
    S(
        "  (0) Internal:  unhandled cuda error",
        "nccl-error",
        {},
        id="mirrored-nccl-unhandled-cuda-error",  # tensorflow/tensorflow#36510 (r28-0-004)
    ),
    S(
        "> tensorflow.python.framework.errors_impl.NotFoundError: Failed to create a directory: ./log/1000\\train; No such file or directory ",
        "windows-path-mixed-separators",
        {},
        id="wavenet-log-dir-mixed-separators",  # ibab/tensorflow-wavenet#255 (r28-0-006)
    ),
    S(
        "ValueError: Unknown layer: KerasLayer`",
        "keras-custom-object-unknown",
        {},
        id="nsfw-h5-keraslayer-unknown",  # GantMan/nsfw_model#61 (r28-0-014)
    ),
    S(
        "WARNING:tensorflow:Your input ran out of data; interrupting training.",
        "keras-input-ran-out-of-data",
        {},
        id="retinanet-steps-too-many",  # fizyr/keras-retinanet#1449 (r28-0-015)
    ),
    S(
        "Error recorded from training_loop: File system scheme '[local]' not implemented (file: '/tmp/tmpUUrctt/model.ckpt-0_temp_3546763fe0ab4b32a5353eb8f190192c')",
        "tpu-local-filesystem",
        {},
        id="tpu-local-checkpoint",  # tensorflow/models#8265 (r28-0-016)
    ),
    S(
        "RuntimeError: Encountered unresolved custom op: FarthestPointSample.",
        "tflite-custom-op-unresolved",
        {},
        id="pointnet2-farthest-point-sample",  # charlesq34/pointnet2#248 (r28-0-018)
    ),
    S(
        "InvalidArgumentError : Expected image (JPEG, PNG, or GIF), got unknown format starting with '255'",
        "dataset-corrupt-image",
        {},
        id="decode-image-unknown-format",  # tensorflow/tensorflow#13583 (r28-0-020)
    ),
    S(
        "InvalidArgumentError (see above for traceback): Cannot batch tensors with different shapes in component 0. First element had shape [220,195,3] and element 1 had shape [339,460,3].",
        "tfdata-batch-shape-mismatch",
        {},
        id="tfdata-images-of-two-sizes",  # isikdogan/deep_learning_tutorials#2 (r28-1-007)
    ),
    S(
        "TypeError: padded_batch() missing 1 required positional argument: 'padded_shapes'",
        "tensorflow-api-mismatch",
        {},
        id="padded-batch-before-tf22",  # keras-team/keras-io#162 (r28-1-008)
    ),
    S(
        "2020-11-04 10:50:50.925046: E external/org_tensorflow/tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1441] function cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, this)failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES",
        "cupti-insufficient-privileges",
        {},
        id="serving-profiler-cupti-privileges",  # tensorflow/serving#1718 (r28-1-009)
    ),
    S(
        "tensorflow.python.framework.errors.InvalidArgumentError: Cannot assign a device to node 'target_embeddings/read': Could not satisfy explicit device specification '/device:GPU:0' because the node was colocated with a group of nodes that required incompatible device '/job:localhost/replica:0/task:0/GPU:0'",
        "op-no-kernel-on-device",
        {},
        id="embedding-colocated-cpu-only-op",  # tensorflow/tensorflow#1914 (r28-1-015)
    ),
    S(
        "Detected unsupported operations when trying to compile graph __inference_train_step_8942[_XlaMustCompile=true,config_proto=6001324581131673121,executor_type=11160318154034397263] on XLA_GPU_JIT: ResizeNearestNeighborGrad (No registered 'ResizeNearestNeighborGrad' OpKernel for XLA_GPU_JIT devices compatible with node {{node gradient_tape/sequential_4/up_sampling2d_2/resize/ResizeNearestNeighborGrad}}){{node gradient_tape/sequential_4/up_sampling2d_2/resize/ResizeNearestNeighborGrad}}",
        "xla-unsupported-op",
        {},
        id="jit-compile-resize-nearest-grad",  # tensorflow/tensorflow#60203 (r28-1-017)
    ),
    S(
        "tensorflow/core/kernels/queue_base.cc:294] _0_input_producer/fraction_of_32_full/fraction_of_32_full: Skipping cancelled enqueue attempt with queue not closed",
        "benign-queue-cancelled-on-close",
        {},
        id="facenet-queue-cancelled",  # davidsandberg/facenet#204 (r28-1-023)
    ),
    S(
        "h5py error: RuntimeError: Unable to create link (Name already exists)",
        "keras-h5-duplicate-weight-names",
        {},
        id="deconv-h5-name-exists",  # titu1994/tf_neural_deconvolution#4 (r28-2-001)
    ),
    S(
        "ValueError: Unknown signature default in https://tfhub.dev/deepmind/mil-nce/s3d/1 (available signatures: _SignatureMap({'video': <ConcreteFunction pruned(images) at 0x1AC5A740550>, 'text': <ConcreteFunction pruned(words) at 0x1AA897686D0>})).",
        "saved-model-signature-missing",
        {},
        id="hub-mil-nce-default-signature",  # tensorflow/hub#823 (r28-2-003)
    ),
    S(
        "WARNING:tensorflow:Can save best model only with val_loss available, skipping.",
        "keras-checkpoint-monitor-unavailable",
        {},
        id="checkpoint-val-loss-mid-epoch",  # keras-team/keras#16734 (r28-2-012)
    ),
    S(
        "`Cannot convert a symbolic Tensor (bidirectional_2/forward_rnn_4/strided_slice:0) to a numpy array.`",
        "numpy-version-unsupported",
        {},
        id="rnn-symbolic-tensor-numpy120",  # da03/TFLite-Micro-Seq2Seq#2 (r28-2-018)
    ),
    S(
        "`ValueError: Trying to create optimizer slot variable under the scope for tf.distribute.Strategy (<tensorflow.python.distribute.one_device_strategy.OneDeviceStrategy object at 0x15b49bed0>), which is different from the scope used for the original variable (<tf.Variable 'tf_bert_for_masked_lm/bert/embeddings/word_embeddings/weight:0' shape=(21128, 768) dtype=float32, numpy=array(),dtype=float32)>). Make sure the slot variables are created under the same strategy scope. This may happen if you're restoring from a checkpoint outside the scope`",
        "distribute-strategy-scope-mismatch",
        {},
        id="tftrainer-slot-outside-scope",  # huggingface/transformers#4456 (r28-2-020)
    ),
    S(
        "_tkinter.TclError: no display name and no $DISPLAY environment variable",
        "matplotlib-no-display",
        {},
        id="tensorlayer-faq-no-display",  # tensorlayer/TensorLayer docs/user/more.rst (r28-3-008)
    ),
    S(
        "WARNING:tensorflow:Model was constructed with shape (None, 567) for input Tensor(\"input_1:0\", shape=(None, 567), dtype=float64), but it was called on an input with incompatible shape (1, 2000, 567).",
        "keras-model-input-shape-mismatch",
        {},
        id="deepchem-flow-input-shape",  # deepchem/deepchem normalizing-flow notebook (r28-3-016)
    ),
    S(
        "`ERROR: TensorFlow Lite Error: Select TensorFlow op(s), included in the given model is(are) not supported by this interpreter. Make sure you apply/link Flex delegate before inference. For the Android, it can be resolved by adding \u201corg.tensorflow:tensorflow-lite-select-tf-ops\u201d dependency\u2026`",
        "tflite-flex-ops-unsupported",
        {},
        id="cmake-interpreter-no-flex",  # tensorflow/tensorflow#57822 (r28-1-016)
    ),
    # --- round 27 (spent held-out lines, verbatim)
    S(
        "ERROR: No matching distribution found for tf-nightly",
        "python-version-unsupported",
        {},
        id="tf-nightly-py312",  # tensorflow/tensorflow#62003 (r27-0-002)
    ),
    S(
        "ImportError: WordPieceTokenizer requires the `tensorflow-text` package. Please install with `pip install tensorflow-text`.",
        "ecosystem-import-failed",
        {},
        id="keras-nlp-tf-text-import",  # keras-team/keras-hub#1417 (r27-0-011)
    ),
    S(
        "2024-06-06 09:03:48.670640: F external/local_xla/xla/service/gpu/nvptx_compiler.cc:619] ptxas returned an error during compilation of ptx to sass: 'INTERNAL: ptxas 12.3.103 has a bug that we think can affect XLA. Please use a different version.'  If the error message indicates that a file could not be written, please verify that sufficient filesystem space is provided.",
        "ptxas-known-bad-version",
        {},
        id="xla-ptxas-12.3.103",  # tensorflow/tensorflow#68966 (r27-0-013)
    ),
    S(
        "ValueError: Argument `name` must be a string and cannot contain character `/`. Received: name=build_factored_surrogate_posterior/loc_0_momentum",
        "keras-version-mismatch",
        {},
        id="keras3-variable-name-slash",  # WillianFuks/tfcausalimpact#86 (r27-1-007)
    ),
    S(
        "ERROR: Error checking for conflicts.",
        "pip-invalid-distribution-leftover",
        {},
        id="pip-conflict-check-crash",  # tensorflow/addons image_ops notebook (r27-2-003)
    ),
    S(
        "WARNING:tensorflow:Issue encountered when serializing tft_mapper_use.",
        "benign-saved-model-notice",
        {},
        id="tft-collectiondef-serialize",  # tensorflow/fairness-indicators lineage notebook (r27-3-007)
    ),
    S(
        "No module named 'tensorflow_examples'",
        "python-module-missing",
        {"module": "tensorflow_examples"},
        id="tensorflow-examples-not-on-pypi",  # a notebook's notes, code index 31860245156 (tensorflow/tensorflow#42451)
    ),
    # --- round 26 (spent held-out lines from public threads, verbatim)
    S(
        "20:14:31---RuntimeError: Select TensorFlow op(s), included in the given model, is(are) not supported by this interpreter. Make sure you apply/link the Flex delegate before inference. For the Android, it can be resolved by adding \"org.tensorflow:tensorflow-lite-select-tf-ops\" dependency. See instructions: https://www.tensorflow.org/lite/guide/ops_selectNode number 29 (FlexRFFT) failed to prepare.",
        "tflite-flex-ops-unsupported",
        {},
        id="birdpi-flex-rfft",  # pddpauw/BirdPi#1 (r26-0-001)
    ),
    S(
        "FileSystemStoragePathSource encountered a file-system access error: Could not find base path /bitnami/model-data for servable inception",
        "application-data-missing",
        {},
        id="serving-base-path-volume",  # bitnami/bitnami-docker-tensorflow-serving#3 (r26-0-002)
    ),
    S(
        "ModuleNotFoundError: No module named 'google.protobuf'",
        "python-module-missing",
        {},
        id="jetson-no-google-protobuf",  # jkjung-avt/jetson_nano#9 (r26-0-006)
    ),
    S(
        "'tensorflow-1.1.0... is not a supported wheel on this platform.'",
        "wheel-not-supported",
        {},
        id="pi-cp34-wheel-elided",  # vincentteyssier/emotion-detection-raspberry#1 (r26-0-008)
    ),
    S(
        "`InternalError (see above for traceback): cuDNN launch failure : input shape([1,3,1095,538]) filter shape([7,7,3,64])",
        "cudnn-init-failed",
        {},
        id="dhsegment-cudnn-launch-failure",  # dhlab-epfl/dhSegment#22 (r26-1-006)
    ),
    S(
        "WARNING:tensorflow:TensorRT mismatch. Compiled against version 3.0.4, but loaded 4.0.1. Things may not work",
        "tensorrt-version-mismatch",
        {},
        id="tf-trt-compiled-3-loaded-4",  # tensorflow/models#5061 (r26-1-012)
    ),
    S(
        "    'If \"cluster\" is not set in TF_CONFIG, task type must be WORKER.')",
        "cluster-config-invalid",
        {},
        id="kubeflow-sparse-cluster",  # kubeflow/trainer#1763 (r26-1-017)
    ),
    S(
        "ImportError: libflatbuffers.so.23.3.3: cannot open shared object file: No such file or directory",
        "conda-dependency-soname-mismatch",
        {},
        id="conda-forge-flatbuffers-soname",  # conda-forge/tensorflow-feedstock#350 (r26-2-004)
    ),
    S(
        "tensorflow_model_server: error while loading shared libraries: libnvrtc.so.10.1: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {},
        id="serving-image-no-nvrtc",  # tensorflow/serving#1659 (r26-2-008)
    ),
    # --- round 25 (spent held-out lines from public threads, verbatim)
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:GPU:0, /job:localhost/replica:0/task:0/device:CPU:0]. [Op:StatelessRandomGetKeyCounter]",
        "op-no-kernel-on-device",
        {},
        id="metal-embedding-no-gpu-kernel",  # Apple developer forums thread 759438 (r25-0-007)
    ),
    S(
        "tensorflow-gpu has been removed. Please install tensorflow instead.",
        "tensorflow-gpu-deprecated",
        {},
        id="tensorflow-gpu-pypi-page-words",  # aliutkus/speechmetrics#36 (r25-0-015)
    ),
    S(
        "No module named 'tensorflow_lattice'",
        "ecosystem-import-failed",
        {},
        id="tensorflow-lattice-not-in-kernel",  # tensorflow/lattice#5 (r25-0-017)
    ),
    S(
        "Error: Python module tensorflow.python.keras was not found. Detected Python configuration: python: C:\\Anaconda\\python.exe libpython: C:/Anaconda/python27.dll pythonhome: C:\\Anaconda version: 2.7.16 |Anaconda, Inc.| (default, Mar 14 2019, 15:42:17) [MSC v.1500 64 bit (AMD64)] Architecture: 64bit numpy: C:\\Anaconda\\lib\\site-packages\\numpy numpy_version: 1.16.3 tensorflow: [NOT FOUND]",
        "tensorflow-not-installed",
        {},
        id="reticulate-python27-no-tensorflow",  # rstudio/keras3#858 (r25-1-011)
    ),
    S(
        "Error: Valid installation of TensorFlow not found.",
        "tensorflow-not-installed",
        {},
        id="r-tensorflow-valid-installation",  # an INFS692 course README, code index 25940415531
    ),
    S(
        "ImportError: cannot import name 'abs'",
        "tensorflow-install-broken",
        {},
        id="tf1-keras-impl-abs",  # keras-team/autokeras#34 (r25-2-004)
    ),
    # --- round 24 (spent held-out lines from repositories' docs and notebooks, verbatim)
    S(
        "No GPU was detected. Neural nets can be very slow without a GPU.",
        "devices-no-gpu",
        {},
        id="handson-ml3-no-gpu-check",  # ageron/handson-ml3 16_nlp notebook (r24-0-008)
    ),
    S(
        "Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:1000'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:CPU:0].",
        "devices-no-gpu",
        {},
        id="device-spec-no-explicit-handson-ml3",  # ageron/handson-ml3 19_training notebook (r24-0-009)
    ),
    S(
        "WARNING:tensorflow:Method (on_train_batch_end) is slow compared to the batch update (0.204929). Check your callbacks.",
        "keras-callback-slow",
        {},
        id="callback-method-parens-trekhleb",  # trekhleb/machine-learning-experiments rock_paper_scissors notebook (r24-0-013)
    ),
    S(
        "kernel version X does not match DSO version Y -- cannot find working devices in this configuration",
        "driver-library-mismatch",
        {},
        id="kernel-dso-placeholders-tf-course",  # instillai/TensorFlow-Course installation README (r24-1-008)
    ),
    S(
        "\r  0%|          | 0/50 [00:00<?, ?it/s]/usr/local/lib/python3.8/dist-packages/tensorflow/python/util/dispatch.py:1082: UserWarning: \"`binary_crossentropy` received `from_logits=True`, but the `output` argument was produced by a sigmoid or softmax activation and thus does not represent logits. Was this intended?\"",
        "keras-loss-from-logits-mismatch",
        {},
        id="from-logits-sigmoid-dcgan",  # PacktPublishing DCGAN_MNIST notebook (r24-2-014)
    ),
    S(
        "W0701 09:44:52.290865 140117499188992 training.py:2061] Discrepancy between trainable weights and collected trainable weights, did you set `model.trainable` without calling `model.compile` after ?",
        "keras-trainable-changed-without-compile",
        {},
        id="trainable-discrepancy-dcgan",  # PacktPublishing DCGAN notebook (r24-2-015)
    ),
    S(
        "ValueError: You are trying to load a weight file containing 13 layers into a model with 6 layers.",
        "keras-weights-layer-count-mismatch",
        {"saved": "13", "model": "6"},
        id="weights-layer-count-packt",  # PacktPublishing Deep-Learning-with-TensorFlow-2-and-Keras README (r24-2-016)
    ),
    S(
        "IOError: \\[Errno 2\\] No usable temporary directory found in ...",
        "tmpdir-unusable",
        {},
        id="no-usable-tempdir-tfgan",  # tensorflow/gan self_attention_estimator README (r24-2-018)
    ),
    S(
        "/usr/local/lib/python3.5/dist-packages/ipykernel_launcher.py:4: UserWarning: Output \"custom_variational_layer_1\" missing from loss dictionary. We assume this was done on purpose, and we will not be expecting any data to be passed to \"custom_variational_layer_1\" during training.",
        "benign-keras-notice",
        {},
        id="output-missing-from-loss-dict-vae",  # fchollet deep-learning-with-python-notebooks 8.4 (r24-0-002)
    ),
    # --- round 23 (spent held-out lines from repositories' docs and notebooks, verbatim)
    S(
        "docker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.40/containers/create: dial unix /var/run/docker.sock: connect: permission denied.",
        "docker-daemon-permission-denied",
        {},
        id="docker-socket-permission-intelai",  # IntelAI/models docs/general/docker.md (r23-1-006)
    ),
    S(
        "/usr/local/lib/python3.6/dist-packages/tensorflow/python/ops/gradients_impl.py:110: UserWarning: Converting sparse IndexedSlices to a dense Tensor of unknown shape. This may consume a large amount of memory.",
        "indexed-slices-dense-conversion",
        {},
        id="indexed-slices-dense-bert-intelai",  # IntelAI/models BERT notebook (r23-1-014)
    ),
    # --- round 22 (spent held-out lines from repositories' docs and notebooks, verbatim)
    S(
        "INFO:tensorflow:Could not find TRTEngineOp_0_0 in TF-TRT cache. This can happen if build() is not called, which means TensorRT engines will be built and cached at runtime.",
        "benign-tftrt-notice",
        {},
        id="tftrt-engine-cache-notice-trt-quickstart",  # NVIDIA/TensorRT quickstart TF-TRT notebook (r22-2-001)
    ),
    S(
        "non-resource variables are not supported in the long term",
        "benign-deprecation-warning",
        {},
        id="non-resource-variables-bert-trt",  # NVIDIA/TensorRT demo/BERT notebook (r22-2-006)
    ),
    S(
        "You must install pydot (`pip install pydot`) and install graphviz (see instructions at https://graphviz.gitlab.io/download/) for plot_model/model_to_dot to work.",
        "keras-plot-model-deps-missing",
        {},
        id="pydot-graphviz-plot-model-trt",  # NVIDIA/TensorRT tensorflow-quantization notebook (r22-2-008)
    ),
    S(
        "WARNING:py.warnings:/usr/local/lib/python3.6/dist-packages/tensorflow/python/client/session.py:1714: UserWarning: An interactive session is already active. This can cause out-of-memory errors in some cases. You must explicitly call `InteractiveSession.close()` to release resources held by the other session(s).",
        "tf-interactive-session-already-active",
        {},
        id="interactive-session-already-active-lucid",  # tensorflow/lucid xy2rgb notebook (r22-2-010)
    ),
    S(
        "AttributeError: type object 'TFLiteConverter' has no attribute 'from_keras_model'",
        "tensorflow-api-mismatch",
        {"attr6": "from_keras_model"},
        id="tfliteconverter-from-keras-model-tfjs-models",  # tensorflow/tfjs-models speech-commands notebook (r22-2-013)
    ),
    # --- round 21 (spent held-out lines from repositories' docs and notebooks, verbatim)
    S(
        "WARNING: GPU device not found.",
        "devices-no-gpu",
        {},
        id="tfp-notebook-gpu-not-found",  # tensorflow/probability Linear_Mixed_Effects_Models.ipynb (r21-0-001)
    ),
    S(
        "WARNING:tensorflow:From /usr/local/lib/python3.6/dist-packages/tensorflow_probability/python/math/ode/base.py:350: calling while_loop_v2 (from tensorflow.python.ops.control_flow_ops) with back_prop=False is deprecated and will be removed in a future version.",
        "benign-deprecation-warning",
        {},
        id="deprecated-with-argument-ffjord",  # tensorflow/probability FFJORD_Demo.ipynb (r21-0-004)
    ),
    S(
        "WARNING: Ignoring invalid distribution -eras (/usr/local/lib/python3.7/dist-packages)",
        "pip-invalid-distribution-leftover",
        {"name": "-eras"},
        id="pip-invalid-distribution-tfio-mongodb",  # tensorflow/io docs/tutorials/mongodb.ipynb (r21-0-016)
    ),
    S(
        "WARNING:tensorflow:An attribute in the restored object could not be found in the checkpoint. Object: (root).embedding_layer._tpu_embedding, attribute: ['TPUEmbedding_saveable']",
        "benign-checkpoint-partial-restore",
        {},
        id="checkpoint-attribute-not-in-checkpoint-tfrs",  # tensorflow/recommenders docs/examples/tpu_embedding_layer.ipynb (r21-1-001)
    ),
    S(
        "error: metadata-generation-failed",
        "dependency-wheel-missing",
        {},
        id="pip-metadata-generation-failed-spleeter",  # deezer/spleeter spleeter.ipynb (r21-2-001)
    ),
    S(
        "org.tensorflow.exceptions.TensorFlowException: No gradient defined for op: ReadVariableOp. Please see https://www.tensorflow.org/code/tensorflow/cc/gradients/README.md for instructions on how to add C++ gradients.",
        "op-gradient-missing",
        {"op": "ReadVariableOp"},
        id="no-gradient-for-op-tf-java",  # tensorflow/java CONTRIBUTING.md (r21-2-003)
    ),
    # --- round 20 (spent held-out lines, verbatim)
    S(
        "dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory\u201d",
        "cuda-libs-missing",
        {"library": "libcusolver.so.10"},
        id="dlerror-fragment-cusolver-chrombpnet49",  # kundajelab/chrombpnet#49 (ext10-m-001)
    ),
    S(
        "[1.1.0-gpu image] Can't open shared object file libcuda.so.1",
        "no-cuda-driver",
        {},
        id="title-cant-open-libcuda-tf10642",  # tensorflow/tensorflow#10642 (r20-0-003)
    ),
    S(
        "Cannot find lib64/libcudnn.so.5 or libcudnn.so.5 under /usr/local/cuda.",
        "cudnn-missing",
        {"library": "libcudnn.so.5", "where": "/usr/local/cuda"},
        id="configure-cannot-find-cudnn-tf3989",  # tensorflow/tensorflow#3989 (r20-0-007)
    ),
    S(
        "Dlerror: libcudnn.so.7: cannot open shared object file: No such file or directory;",
        "cudnn-missing",
        {"library": "libcudnn.so.7"},
        id="dlerror-fragment-cudnn-tf38164",  # tensorflow/tensorflow#38164 (r20-0-008)
    ),
    S(
        "NotFoundError: _text_similarity_metric_ops.so not found. But actually there is one",
        "ecosystem-import-failed",
        {"package": "tensorflow-text"},
        id="text-ops-not-found-text567",  # tensorflow/text#567 (r20-0-009)
    ),
    S(
        "/libmetal_plugin.dylib: Symbol not found: _TF_AssignUpdateVariable",
        "ecosystem-import-failed",
        {"package": "tensorflow-metal"},
        id="metal-plugin-symbol-cut-path-tf50541",  # tensorflow/tensorflow#50541 (r20-2-005)
    ),
    S(
        "ValueError: Tensorflow 1 is unsupported in Colab.",
        "no-compatible-tensorflow",
        {},
        id="colab-tf1-unsupported-tflm1998",  # tensorflow/tflite-micro#1998 (r20-2-006)
    ),
    # --- round 19 (spent held-out lines, verbatim)
    S(
        "tf.nn.fused_batch_norm is deprecated. Please use tf.compat.v1.nn.fused_batch_norm instead",
        "benign-deprecation-warning",
        {},
        id="deprecated-without-the-name-cameratrapai30",  # google/cameratrapai#30 (r19-0-002)
    ),
    S(
        "`ModuleNotFoundError: No module named 'tensorflow.python.trackable`",
        "keras-version-mismatch",
        {},
        id="trackable-without-closing-quote-deepface552",  # serengil/deepface#552 (r19-0-013)
    ),
    # --- round 18 (spent held-out lines, verbatim)
    S(
        "When I  run \"python fermodel_example.py\" , the system said:AttributeError: module 'tensorflow.python.keras.backend' has no attribute 'get_graph'",
        "keras-version-mismatch",
        {},
        id="keras23-get-graph-emopy49",  # thoughtworksarts/EmoPy#49 (r18-0-001)
    ),
    S(
        "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'",
        "keras-version-mismatch",
        {},
        id="keras23-tensorlike-models6177",  # tensorflow/models#6177 (r18-2-005)
    ),
    S(
        "ERROR: No matching distribution found for tensorflow-directml``",
        "python-version-unsupported",
        {"package": "tensorflow-directml"},
        id="tensorflow-directml-no-wheel-407",  # microsoft/tensorflow-directml#407 (r18-0-003)
    ),
    S(
        "1334 error [Error: ENOENT: no such file or directory, copyfile 'C:\\Users\\N/A\\node_modules\\@tensorflow\\tfjs-node\\deps\\lib\\tensorflow.dll' -> 'C:\\Users\\N/A\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v9\\tensorflow.dll'] {",
        "tfjs-node-install-failed",
        {},
        id="tfjs-node-copyfile-enoent-nodered19",  # kazuhitoyokoi/node-red-contrib-tensorflow#19 (r18-0-004)
    ),
    S(
        "ImportError: dlopen: cannot load any more object with static TLS",
        "static-tls-exhausted",
        {},
        id="static-tls-tensorbox113",  # Russell91/TensorBox#113 (r18-2-006)
    ),
    S(
        "    若出现类似\"OSError: .../python3.10/site-packages/torch/lib/libgomp-d22c30c5.so.1: cannot allocate memory in static TLS block\"错误，可以使用export LD_PRELOAD=$LD_PRELOAD:<报错路径>解决。",
        "static-tls-exhausted",
        {},
        id="static-tls-block-libgomp",  # code index 52544662748
    ),
    S(
        "This version of TensorFlow Probability requires TensorFlow version >= 2.8; Detected an installation of version 2.7.0. Please upgrade TensorFlow to proceed",
        "tensorflow-companion-mismatch",
        {"package": "tensorflow-probability", "tf": "2.7.0"},
        id="tfp-version-check-line-tfp1479",  # tensorflow/probability#1479 (r18-2-009)
    ),
    S(
        "When I ran 'saving.load_weights_from_hdf5_group_by_name(f, layers)',which is the line 2135 of mrcnn/model.py,the AttributeError raised as: 'str' object has no attribute 'decode'",
        "h5py-incompatible",
        {},
        id="h5py-decode-in-words-maskrcnn2660",  # matterport/Mask_RCNN#2660 (r18-2-010)
    ),
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: tf_custom_ops/tf_neighbors.so: undefined symbol: _ZN10tensorflow12OpDefBuilder5InputENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE",
        "custom-op-abi-mismatch",
        {"lib": "tf_custom_ops/tf_neighbors.so"},
        id="custom-op-tf-neighbors-r11",  # r11-0-008, tests/data/logs/r11-heldout.jsonl
    ),
    # --- round 17 (spent held-out lines, verbatim)
    S(
        "os.environ[\"CUDA_VISIBLE_DEVICES\"] = \"1\" kernel version seems to match DSO: 410.129.0",
        "cuda-init-failed",
        {},
        id="kernel-version-seems-to-match-dso-casrel28",  # weizhepei/CasRel#28 (r17-0-006)
    ),
    S(
        "tensorflow/stream_executor/cuda/cuda_driver.cc:404] Check failed: CUDA_SUCCESS == cuDevicePrimaryCtxGetState(device, &former_primary_context_flags, &former_primary_context_is_active) (0 vs. 303)",
        "cuda-init-failed",
        {"code": "303"},
        id="cuda-check-failed-303-spleeter302",  # deezer/spleeter#302 (r17-2-005)
    ),
    S(
        "InvalidArgumentError: NodeDef expected inputs 'string' do not match 0 inputs specified; Op<name=_Send; signature=tensor:T -> ; attr=T:type; attr=tensor_name:string; attr=send_device:string; attr=send_device_incarnation:int; attr=recv_device:string; attr=client_terminated:bool,default=false; is_stateful=true>; NodeDef: {{node _Send}}",
        "tpu-runtime-version-mismatch",
        {"op": "_Send"},
        id="nodedef-expected-inputs-tf40196",  # tensorflow/tensorflow#40196 (r17-0-012)
    ),
    S(
        "import tensorflow_addons gives AttributeError: module 'tensorflow_core._api.v2.random' has no attribute 'Generator'",
        "ecosystem-import-failed",
        {"package": "tensorflow-addons"},
        id="title-import-tfa-gives-attributeerror-tfa1927",  # tensorflow/addons#1927 (r17-0-015)
    ),
    S(
        "NotImplementedError: unable to open file: libtensorflow_io.so on a fresh GCP Deep Learning VM with TensorFlow 2.3",
        "ecosystem-import-failed",
        {"package": "tensorflow-io"},
        id="tfio-unable-to-open-file-io1100",  # tensorflow/io#1100 (r17-2-007)
    ),
    # --- round 16 (spent held-out lines, verbatim)
    # (and the review's: a fork() failing for memory before "Failed to launch ptxas", newer
    # Docker's words for a missing nvidia runtime, TF 1.15's tensorflow_core module, Keras
    # 2.3's hyphen)
    S(
        "2023-07-31 14:37:33.976924: E tensorflow/core/platform/default/subprocess.cc:212] Start cannot fork() child process: Cannot allocate memory",
        "host-out-of-memory",
        {},
        id="fork-cannot-allocate-memory",  # code index 25190290412
    ),
    S(
        "docker: Error response from daemon: unknown or invalid runtime name: nvidia",
        "container-no-gpu-access",
        {},
        id="docker-unknown-or-invalid-runtime-nvidia",  # code index 53577921575
    ),
    S(
        "To solve AttributeError: module 'tensorflow_core.compat.v2' has no attribute '__internal__'",
        "keras-version-mismatch",
        {},
        id="tf-core-internal-missing",  # code index 36249612287
    ),
    S(
        "                    raise ValueError('Cannot create group in read-only mode.')",
        "keras-h5-weights-only",
        {},
        id="keras23-read-only-hyphen",  # code index 383536722 (Keras 2.3 io_utils.py)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Invalid name: Addons>Gelu (Did you use CamelCase?); in OpDef: name: \"Addons>Gelu\" input_arg { name: \"features\" type_attr: \"T\" } output_arg { name: \"activations\" type_attr: \"T\" } attr { name: \"T\" type: \"type\" allowed_values { list { type: DT_HALF type: DT_FLOAT type: DT_DOUBLE } } } attr { name: \"approximate\" type: \"bool\" default_value { b: true } }",
        "ecosystem-import-failed",
        {"package": "tensorflow-addons", "ns": "Addons"},
        id="addons-op-namespace-tfa655",  # tensorflow/addons#655 (r16-0-001)
    ),
    S(
        "ValueError: The filepath provided must end in `.keras` (Keras model format). Received: filepath=Model/Triplet_model_ASCAD_HW_Triplet_ep1_BS512_ES32_desync0_alpha0_margin0.4_0.hdf5",
        "keras-version-mismatch",
        {},
        id="keras3-checkpoint-keras-extension-triplet1",  # AISyLab/Triplet-attack#1 (r16-0-002)
    ),
    S(
        "`ValueError: The filepath provided must end in '.keras' (Keras model format). Received: filepath=model.weights.best.hdf5`",
        "keras-version-mismatch",
        {},
        id="keras3-checkpoint-quoted-extension-dlvs51",  # moelgendy/deep_learning_for_vision_systems#51 (r159-2-003)
    ),
    S(
        " loss: 2.0187/home/arthur/.pyenv/versions/3.9.18/lib/python3.9/site-packages/keras/src/engine/training.py:3103: UserWarning: You are saving your model as an HDF5 file via `model.save()`. This file format is considered legacy. We recommend using instead the native Keras format, e.g. `model.save('my_model.keras')`.",
        "benign-deprecation-warning",
        {},
        id="keras-hdf5-legacy-note-pidahbus11",  # pidahbus/deep-image-orientation-angle-detection#11 (r16-0-003)
    ),
    S(
        "ImportError: /home/linuxbrew/miniconda3/envs/rhapsody/lib/python3.5/site-packages/google/protobuf/pyext/_message.cpython-35m-x86_64-linux-gnu.so: undefined symbol: _ZNK6google8protobuf10TextFormat17FieldValuePrinter9PrintBoolEb",
        "protobuf-incompatible",
        {},
        id="protobuf-pyext-undefined-symbol-mmvec48",  # biocore/mmvec#48 (r16-0-004)
    ),
    S(
        "ValueError: numpy.dtype has the wrong size, try recompiling. Expected 88, got 96",
        "numpy-abi-mismatch",
        {},
        id="numpy-dtype-wrong-size-tflearn26",  # tflearn/tflearn#26 (r16-0-013)
    ),
    S(
        "AttributeError: module 'tensorflow._api.v1.compat.v2' has no attribute '__internal__'",
        "keras-version-mismatch",
        {},
        id="tf-internal-missing-models10025",  # tensorflow/models#10025 (r16-0-016)
    ),
    S(
        "ERROR: for linux-fake-background-webcam_bodypix_1  Cannot create container for service bodypix: Unknown runtime specified nvidia",
        "container-no-gpu-access",
        {},
        id="docker-unknown-runtime-nvidia-fakecam85",  # fangfufu/Linux-Fake-Background-Webcam#85 (r16-0-024)
    ),
    S(
        "ValueError: Cannot create group in read only mode.",
        "keras-h5-weights-only",
        {},
        id="keras-read-only-group-h5toweight1",  # caimingxie/h5_to_weight_yolo3#1 (r16-1-102)
    ),
    S(
        "E0619 15:22:44.379571 140399717234496 keras_to_tensorflow.py:95] Input file specified only holds the weights, and not the model definition. Save the model using model.save(filename.h5) which will contain the network architecture as well as its weights. If the model is saved using the model.save_weights(filename) function, either input_model_json or input_model_yaml flags should be set to to import the network architecture prior to loading the weights.",
        "keras-h5-weights-only",
        {},
        id="keras-to-tf-weights-only-vikramank9",  # Vikramank/Deep-Learning-#9 (r16-1-103)
    ),
    S(
        "NN library: 8.1.0 but source was compiled with: 8.6.0.`",
        "cudnn-version-mismatch",
        {"loaded": "8.1.0", "compiled": "8.6.0"},
        id="cudnn-mismatch-wrapped-docs2251",  # tensorflow/docs#2251 (r16-1-108)
    ),
    S(
        "2023-05-31 11:06:53.982167: W tensorflow/compiler/xla/stream_executor/gpu/redzone_allocator.cc:318] INTERNAL: Failed to launch ptxas",
        "ptxas-missing",
        {},
        id="ptxas-failed-to-launch-tf60737",  # tensorflow/tensorflow#60737 (r16-1-110)
    ),
    S(
        "- `Type google._upb._message.MessageMapContainer uses PyType_Spec with a metaclass that has custom tp_new. This is deprecated and will no longer be allowed in Python 3.14`",
        "benign-deprecation-warning",
        {},
        id="protobuf-upb-tp-new-tf68194",  # tensorflow/tensorflow#68194 (r16-1-115)
    ),
    S(
        "The conflict is caused by:",
        "pip-dependency-conflict",
        {},
        id="pip-conflict-heading-xprize224",  # cognizant-ai-labs/covid-xprize#224 (r16-1-116)
    ),
    S(
        "ImportError: libd3d12.so: cannot open shared object file: No such file or directory",
        "wsl-d3d12-missing",
        {"library": "libd3d12.so"},
        id="wsl-d3d12-missing-dml22",  # microsoft/DirectML#22 (r16-2-013)
    ),
    S(
        " ValueError: Memory growth cannot differ between GPU devices",
        "memory-growth-differs-between-gpus",
        {},
        id="memory-growth-differs-yolov3tf2-225",  # zzh8829/yolov3-tf2#225 (r16-2-017)
    ),
    S(
        "`I tensorflow/core/common_runtime/executor.cc:1197] [/device:CPU:0] (DEBUG INFO) Executor start aborting (this does not indicate an error and you can ignore this message): INVALID_ARGUMENT: You must feed a value for placeholder tensor 'input_tensor' with dtype uint8 and shape [1530,2720,3]",
        "benign-executor-debug-info",
        {},
        id="executor-debug-info-deeplab2-163",  # google-research/deeplab2#163 (r16-2-018)
    ),
    S(
        "Device mapping: no known devices.",
        "devices-no-gpu",
        {},
        id="device-mapping-no-known-devices-dnc5",  # google-deepmind/dnc#5 (r16-2-019)
    ),
    S(
        "Library not loaded: @rpath/libcublas.8.0.dylib when running TF GPU on MacOS",
        "cuda-libs-missing",
        {"library": "libcublas.8.0.dylib"},
        id="macos-rpath-libcublas-tf19720",  # tensorflow/tensorflow#19720 (r16-2-023)
    ),
    # --- round 15 (spent held-out lines, verbatim)
    S(
        "I've tried everything. But still `DirectML device enumeration: found 0 compatible adapters.`",
        "directml-adapter-unsupported",
        {},
        id="directml-zero-adapters-dml329",
    ),
    S(
        "When using tensorflow 2.16 or 2.17 to do train ,there is  an  error occurred:the layer MLP has never been called and thus has no defined output.",
        "keras-version-mismatch",
        {},
        id="keras3-never-called-openbot447",
    ),
    S(
        "java.util.concurrent.ExecutionException: java.lang.NoSuchMethodError: org.tensorflow.framework.MetaGraphDef.makeExtensionsImmutable()V",
        "protobuf-incompatible",
        {"cls": "org.tensorflow.framework.MetaGraphDef"},
        id="protobuf-java-4-stardist23",
    ),
    S(
        "WARNING:tensorflow:AutoGraph could not transform <function canonicalize_signatures.<locals>.signature_wrapper at 0x7ff4c27f98c0> and will run it as-is.",
        "autograph-could-not-transform",
        {},
        id="autograph-locals-tf45354",
    ),
    S(
        "ValueError: Arg specs do not match: original=FullArgSpec(args=['input', 'dtype', 'name', 'layout'], varargs=None, varkw=None, defaults=(None, None, None), kwonlyargs=[], kwonlydefaults=None, annotations={}), new=FullArgSpec(args=['input', 'dtype', 'name'], varargs=None, varkw=None, defaults=(None, None), kwonlyargs=[], kwonlydefaults=None, annotations={}), fn=<function ones_like_v2 at 0x7fce4da0e480>",
        "ecosystem-import-failed",
        {"package": "tensorflow-probability", "fn": "ones_like_v2"},
        id="tfp-arg-specs-tfp1752",
    ),
    S(
        "node-pre-gyp install failed with error: Error: Command failed: node-pre-gyp install --fallback-to-build",
        "tfjs-node-install-failed",
        {},
        id="tfjs-node-pre-gyp-install-failed-tfjs7341",
    ),
    S(
        "Failed to import TF-Keras. ",
        "ecosystem-import-failed",
        {"package": "tensorflow-probability", "module": "tf_keras"},
        id="tfp-failed-to-import-tf-keras-distrax280",
    ),
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: C:\\ProgramData\\Miniconda3\\envs\\tfdml_plugin\\lib\\site-packages\\tensorflow-plugins\\tfdml_plugin.dll not found",
        "ecosystem-import-failed",
        {"package": "tensorflow-directml-plugin"},
        id="directml-plugin-dll-not-found-dml331",
    ),
    S(
        "tfdml_plugin.dll not found",
        "ecosystem-import-failed",
        {"package": "tensorflow-directml-plugin"},
        id="directml-plugin-title-dml367",
    ),
    S(
        "CUDNN_STATUS_INTERNAL_ERROR on GTX 1660 TI",
        "cudnn-init-failed",
        {"status": "CUDNN_STATUS_INTERNAL_ERROR"},
        id="cudnn-status-alone-tf27144",
    ),
    S(
        '"UnknownError: Failed to get convolution algorithm" from ./bin/run-ldc93s1.sh',
        "cudnn-init-failed",
        {},
        id="conv-algorithm-quoted-deepspeech2211",
    ),
    S(
        "ERROR: tensor2tensor 1.15.7 has requirement tensorflow-probability==0.7.0, but you'll have tensorflow-probability 0.11.0 which is incompatible.",
        "pip-dependency-conflict",
        {"package": "tensorflow-probability"},
        id="old-pip-has-requirement-magenta1784",
    ),
    S(
        "ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. This behaviour is the source of the following dependency conflicts.",
        "pip-dependency-conflict",
        {},
        id="pip-conflict-heading-tf53550",
    ),
    S(
        "I had a problem during the training phase of the first project, the weather station.  It was necessary to make the following change to not have a *libdevice not found* error:",
        "xla-libdevice-missing",
        {},
        id="libdevice-prose-tinyml6",
    ),
    # --- what TensorFlow-ecosystem packages print about themselves (rules/companions.py)
    S(
        "    caused by: ['/opt/conda/envs/sra-env/lib/python3.12/site-packages/tensorflow_io/python/ops/libtensorflow_io.so: undefined symbol: _ZNK10tensorflow4data11DatasetBase8FinalizeEPNS_15OpKernelContextESt8functionIFN4absl12lts_202308028StatusOrIN3tsl4core11RefCountPtrIS1_EEEEvEE']",
        "ecosystem-import-failed",
        {"module": "tensorflow_io", "package": "tensorflow-io"},
        id="tfio-so-undefined-symbol-io2139",
    ),
    S(
        ".venv\\Lib\\site-packages\\tensorflow_decision_forests\\tensorflow\\ops\\inference\\inference.so not found",
        "ecosystem-import-failed",
        {"package": "tensorflow-decision-forests"},
        id="tfdf-so-not-found-windows-df223",
    ),
    S(
        "UserWarning: Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal to 2.2.0 and strictly below 2.3.0 (nightly versions are not supported).",
        "tensorflow-companion-mismatch",
        {"package": "tensorflow-addons", "low": "2.2.0", "high": "2.3.0"},
        id="tfa-version-warning-rasa6553",
    ),
    S(
        "WARNING:root:TensorFlow Decision Forests 1.8.1 is compatible with the following TensorFlow Versions: ['2.15.0']. However, TensorFlow 2.15.1 was detected. This can cause issues with the TF API and symbols in the custom C++ ops.",
        "tensorflow-companion-mismatch",
        {"package": "tensorflow-decision-forests", "tf": "2.15.1"},
        id="tfdf-version-warning-tfjs8301",
    ),
    S(
        '\t"message": "Only instances of `keras.Layer` can be added to a Sequential model. Received: <tensorflow_hub.keras_layer.KerasLayer object at 0x75776b09fc10> (of type <class \'tensorflow_hub.keras_layer.KerasLayer\'>)",',
        "keras-version-mismatch",
        {},
        id="hub-kerasLayer-in-keras3-hub920",
    ),
    S(
        "ValueError: `to_quantize` can only either be a keras Sequential or Functional model.",
        "keras-version-mismatch",
        {},
        id="tfmot-keras3-model-mo1140",
    ),
    S(
        "The TensorFlow library was compiled to use SSE4.1 instructions, but these aren't available on your machine.",
        "cpu-missing-avx",
        {"instructions": "SSE4.1"},
        id="sse41-missing-spleeter902",
    ),
    # --- TensorFlow's own pins as pip check words them (real runs: the realenv tier's e5
    # and e6 venvs, TF 2.15.1; TF 2.21.0 venvs with ml_dtypes 0.3.2 or numpy 1.25.2)
    S(
        "tensorflow 2.15.1 has requirement keras<2.16,>=2.15.0, but you have keras 3.15.1.",
        "keras-version-mismatch",
        {"package": "keras", "requirement": "<2.16,>=2.15.0", "have": "3.15.1"},
        id="pip-check-keras-tf2151",
    ),
    S(
        "tensorflow 2.15.1 has requirement protobuf!=4.21.0,!=4.21.1,!=4.21.2,!=4.21.3,!=4.21.4,!=4.21.5,<5.0.0dev,>=3.20.3, but you have protobuf 7.36.2.",
        "protobuf-incompatible",
        {"package": "protobuf", "have": "7.36.2"},
        id="pip-check-protobuf-tf2151",
    ),
    S(
        "tensorflow 2.21.0 has requirement ml_dtypes<1.0.0,>=0.5.1, but you have ml-dtypes 0.3.2.",
        "ml-dtypes-incompatible",
        {"package": "ml_dtypes", "requirement": "<1.0.0,>=0.5.1"},
        id="pip-check-ml-dtypes-tf2210",
    ),
    S(
        "tensorflow 2.21.0 has requirement numpy>=1.26.0, but you have numpy 1.25.2.",
        "numpy-version-unsupported",
        {"package": "numpy", "requirement": ">=1.26.0", "have": "1.25.2"},
        id="pip-check-numpy-tf2210",
    ),
    S(
        "AttributeError: `np.complex_` was removed in the NumPy 2.0 release. Use `np.complex128` instead.",
        "numpy-version-unsupported",
        {"name": "complex_"},
        id="np-complex-removed-tf2151-numpy2",
    ),
    # --- numpy-abi-mismatch: the final exception of `import tensorflow` with TF 2.15.1 and
    # numpy 2.4.6, raised in ml_dtypes (tests/data/tf-2.15.1-numpy2/tf_probe.json)
    S(
        "ImportError: numpy.core.umath failed to import",
        "numpy-abi-mismatch",
        {},
        id="numpy-core-umath-tf2151",
    ),
    # --- keras-import-failed: TF 2.21 with TF_USE_LEGACY_KERAS=1 and no tf_keras
    # (tests/data/tracebacks/legacy-keras-no-tf-keras-tf2.21.txt, a real run)
    S(
        "ImportError: Keras cannot be imported. Check that it is installed.",
        "keras-import-failed",
        {},
        id="keras-cannot-be-imported-tf221",
    ),
    # --- cuda-libs-missing
    S(
        "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcudart.so.11.0", "cuda": "11.0"},
        id="cudart-11-tf45930",
    ),
    S(
        "2019-12-01 20:12:55.597639: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found",
        "cuda-libs-missing",
        {"library": "cudart64_101.dll", "cuda": "10.1"},
        id="cudart-windows-dll-tf34736",
    ),
    S(
        "2024-06-19 16:06:44.996032: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcusolver.so.11'; dlerror: libnvJitLink.so.12: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        # (no CUDA release read from cuSOLVER's own soname: .so.11 ships with CUDA 11.1-12.x,
        # and this one wanted nvJitLink 12; the review of 3df6079)
        {"library": "libcusolver.so.11"},
        id="cusolver-nvjitlink-nvtf110",
    ),
    S(
        "W tensorflow/core/common_runtime/gpu/gpu_device.cc:1956] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.",
        "cuda-libs-missing",
        {},
        id="cannot-dlopen-tf60646",
    ),
    # --- cudnn-missing
    S(
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LI",
        "cudnn-missing",
        {"library": "libcudnn.so.8", "cudnn": "8"},
        id="cudnn8-tf60854",
    ),
    S(
        "Could not load library cudnn_cnn_infer64_8.dll. Error code 126",
        "cudnn-missing",
        {"library": "cudnn_cnn_infer64_8.dll", "cudnn": "8"},
        id="cudnn-windows-whisper-ctranslate2-41",
    ),
    S(
        "Could not locate zlibwapi.dll. Please make sure it is in your library path!",
        "cudnn-missing",
        {"zlib": "zlibwapi.dll"},
        id="zlibwapi-darknet8551",
    ),
    S(
        "2023-12-15 14:08:10.099963: W tensorflow/core/framework/op_kernel.cc:1839] OP_REQUIRES failed at conv_ops_impl.h:1199 : UNIMPLEMENTED: DNN library is not found.",
        "cudnn-missing",
        {},
        id="dnn-not-found-movie-asd3",
    ),
    S(
        "I tensorflow/stream_executor/dso_loader.cc:126] Couldn't open CUDA library libcudnn.so.5. LD_LIBRARY_PATH: /usr/local/cuda-8.0/lib64",
        "cudnn-missing",
        {"library": "libcudnn.so.5"},
        id="cudnn5-tf1x-tf62",
    ),
    # --- cudnn-version-mismatch
    S(
        "2021-10-13 17:19:29.385716: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
        "cudnn-version-mismatch",
        {"loaded": "8.0.4", "compiled": "8.1.0"},
        id="cudnn-804-810-deeplab2-66",
    ),
    S(
        "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
        "cudnn-version-mismatch",
        {"loaded": "9.1.0", "compiled": "9.3.0"},
        id="cudnn9-absl-tf60913",
    ),
    S(
        "E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7201 (compatibility version 7200) but source was compiled with 7004 (compatibility version 7000).",
        "cudnn-version-mismatch",
        {"loaded": "7201", "compiled": "7004"},
        id="cudnn-7xxx-faster-rcnn436",
    ),
    # --- cudnn-init-failed
    S(
        "2020-06-21 14:35:28.215703: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
        "cudnn-init-failed",
        {"status": "CUDNN_STATUS_INTERNAL_ERROR"},
        id="cudnn-handle-tf40646",
    ),
    S(
        "2025-02-04 20:38:50.230519: W tensorflow/core/framework/op_kernel.cc:1841] OP_REQUIRES failed at xla_ops.cc:577 : FAILED_PRECONDITION: DNN library initialization failed. Look at the errors above for more details.",
        "cudnn-init-failed",
        {},
        id="dnn-init-failed-tf60913",
    ),
    S(
        "tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.",
        "cudnn-init-failed",
        {},
        id="conv-algorithm-code-index-15035841298",
    ),
    # --- cublas-init-failed
    S(
        "2019-07-21 23:23:06.224853: E tensorflow/stream_executor/cuda/cuda_blas.cc:238] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED",
        "cublas-init-failed",
        {"status": "CUBLAS_STATUS_NOT_INITIALIZED"},
        id="cublas-tf30912",
    ),
    # --- no-cuda-driver
    S(
        "2020-06-17 16:36:05.469811: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory",
        "no-cuda-driver",
        {"library": "libcuda.so.1"},
        id="libcuda-directml18",
    ),
    S(
        "2020-06-17 16:36:05.470029: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (MAKERPC): /proc/driver/nvidia/version does not exist",
        "no-cuda-driver",
        {},
        id="kernel-driver-not-running-directml18",
    ),
    S(
        "2022-07-07 15:53:15.984388: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: NOT_FOUND: was unable to find libcuda.so DSO loaded into this program",
        "no-cuda-driver",
        {},
        id="libcuda-not-found-feedstock257",
    ),
    # --- cuda-init-failed / no-gpu-device / driver-*
    S(
        "tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error",
        "cuda-init-failed",
        {"error": "CUDA_ERROR_UNKNOWN"},
        id="cuinit-unknown-tf41937",
    ),
    S(
        "2022-07-07 15:53:15.984343: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to cuInit: UNKNOWN ERROR (303)",
        "cuda-init-failed",
        {"error": "UNKNOWN ERROR (303)"},
        id="cuinit-303-feedstock257",
    ),
    S(
        "2022-12-06 13:53:27.591033: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected",
        "no-gpu-device",
        {},
        id="no-device-wsl9272",
    ),
    S("Num GPUs: 0", "devices-no-gpu", {}, id="num-gpus-0-tf38990"),
    S("GPU is NOT AVAILABLE", "devices-no-gpu", {}, id="gpu-not-available-tf60237"),
    S(
        "I tensorflow/core/common_runtime/gpu/gpu_init.cc:81] No GPU devices available on machine.",
        "devices-no-gpu",
        {},
        id="no-gpu-devices-tf4768",
    ),
    S(
        "2018-03-23 11:55:55.959970: E tensorflow/stream_executor/cuda/cuda_dnn.cc:393] possibly insufficient driver version: 384.69.0",
        "driver-too-old",
        {"driver": "384.69.0"},
        id="insufficient-driver-qanet5",
    ),
    S(
        "Failed to initialize CUDA device #105: CUDA driver version is insufficient for CUDA runtime version",
        "driver-too-old",
        {},
        id="insufficient-runtime-tf8526",
    ),
    S(
        ">> cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version",
        "cuda-init-failed",
        {"status": "CUDA driver version is insufficient for CUDA runtime version"},
        id="cudagetdevice-jade-hpc81",
    ),
    S(
        "[AVHWDeviceContext @ 0x5e0293d1aa00] cu->cuInit(0) failed -> CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non supported HW",
        "driver-too-old",
        {},
        id="compat-not-supported-libopenshot955",
    ),
    S(
        "E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:296] kernel version 352.63.0 does not match DSO version 361.93.2 -- cannot find working devices in this configuration",
        "driver-library-mismatch",
        {"kernel": "352.63.0", "dso": "361.93.2"},
        id="dso-mismatch-tf4768",
    ),
    S(
        "Failed to initialize NVML: Driver/library version mismatch",
        "driver-library-mismatch",
        {},
        id="nvml-mismatch-fixtures-real-570",
    ),
    # --- compute capability / PTX
    S(
        "2018-03-05 13:43:54.533246: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1283] Ignoring visible gpu device (device: 0, name: Quadro K2000M, pci bus id: 0000:01:00.0, compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.",
        "compute-capability-unsupported",
        {"compute_capability": "3.0", "minimum": "3.5"},
        id="cc30-tf17445",
    ),
    S(
        "tensorflow.python.framework.errors_impl.InternalError: Failed to load in-memory CUBIN: CUDA_ERROR_NO_BINARY_FOR_GPU: no kernel image is available for execution on the device [Op:Abs]",
        "compute-capability-unsupported",
        {},
        id="no-binary-for-gpu-tf47058",
    ),
    S(
        "TF 2.4.0 build from source gets InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid",
        "compute-capability-unsupported",
        {},
        id="kernel-image-invalid-tf41976",
    ),
    S(
        "W0000 00:00:1753232013.685876   24341 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.",
        "ptx-jit-compilation",
        {"compute_capability": "12.0"},
        id="ptx-jit-absl-tf97387",
    ),
    # --- round 117: converters and tools beside TensorFlow
    S(
        "ValueError: Input 0 of node StatefulPartitionedCall/model/batch_normalization/AssignNewValue was passed float from Func/StatefulPartitionedCall/input/_4:0 incompatible with expected resource.",
        "saved-model-tf-version-mismatch",
        {"node": "StatefulPartitionedCall/model/batch_normalization/AssignNewValue", "got": "float"},
        id="resource-input-tf2onnx1253",  # onnx/tensorflow-onnx#1253 (round 117)
    ),
    S(
        "    Tensorflow op [sequential/dense/MLCMatMul: MLCMatMul] is not supported",
        "tensorflow-macos-mlc-ops",
        {"op3": "MLCMatMul"},
        id="mlc-op-tf2onnx1734",  # onnx/tensorflow-onnx#1734 (round 117)
    ),
    S(
        "NotImplementedError: Conversion for TF op 'MLCMatMul' not implemented.",
        "tensorflow-macos-mlc-ops",
        {"op": "MLCMatMul"},
        id="mlc-op-coremltools1503",  # apple/coremltools#1503 (round 117)
    ),
    S(
        "TypeError: Keras layer of type <class 'tensorflow.python.keras.engine.functional.Functional'> is not supported.",
        "coreml-keras-converter-tf-keras-model",
        {"cls": "tensorflow.python.keras.engine.functional.Functional"},
        id="coreml-keras-converter-844",  # apple/coremltools#844 (round 117)
    ),
    S(
        "[ FRAMEWORK ERROR ]  Cannot load input model: TensorFlow cannot read the model file: \"/tmp/blobconverter/e776c9d2d4484f299deece9e0fdba527/saved_model/FP16/saved_model.pb\" is incorrect TensorFlow model file. ",
        "openvino-saved-model-as-frozen-graph",
        {"file": "/tmp/blobconverter/e776c9d2d4484f299deece9e0fdba527/saved_model/FP16/saved_model.pb"},
        id="openvino-mo-saved-model-pb-21320",  # openvinotoolkit/openvino#21320 (round 117)
    ),
    S(
        "INFO:tensorflow:Linked TensorRT version: (0, 0, 0)",
        "tftrt-not-built-in",
        {},
        id="tftrt-linked-000-tensorrt250",  # tensorflow/tensorrt#250 (round 117)
    ),
    S(
        "INFO:tensorflow:Loaded TensorRT version: (0, 0, 0)",
        "tensorrt-missing",
        {},
        id="tftrt-loaded-000-tensorrt250",  # tensorflow/tensorrt#250 (round 117; the s14 review)
    ),
    S(
        "`  error: RuntimeError: Evaluation error: object \"_reticulate_write_stderr\" not found.`",
        "r-package-dll-locked-on-install",
        {"sym": "_reticulate_write_stderr"},
        id="reticulate-dll-locked-129",  # rstudio/reticulate#129 (round 117)
    ),
    S(
        "AttributeError: 'KerasPruningCallback' object has no attribute 'on_train_batch_begin'",
        "standalone-keras-callback-in-tf-keras",
        {"cls": "KerasPruningCallback", "hook": "on_train_batch_begin"},
        id="keras-callback-optuna490",  # optuna/optuna#490 (round 117)
    ),
    S(
        "Exception: Model prediction is only supported on macOS version 10.13.",
        "macos-version-too-old",
        {"need": "10.13"},
        id="coreml-predict-macos",  # iwantooxxoox/Keras-OpenFace's CoreML notebook (round 117)
    ),
    S(
        "NameError: name 'cv2' is not defined",
        "python-name-error",
        {"name": "cv2"},
        id="name-error-openface",  # iwantooxxoox/Keras-OpenFace's conversion notebook (round 117)
    ),
    S(
        "C:\\ProgramData\\Anaconda3\\lib\\site-packages\\sklearn\\metrics\\classification.py:1437: UndefinedMetricWarning: Precision and F-score are ill-defined and being set to 0.0 in labels with no predicted samples.",
        "sklearn-metric-ill-defined",
        {"what": "Precision and F-score", "side": "predicted"},
        id="sklearn-undefined-metric",  # Apress/beginning-anomaly-detection-using-python-based-dl (round 117)
    ),
    S(
        "  TensorFlow's `tf-nightly` package will soon be updated to TensorFlow 2.0.",
        "benign-deprecation-warning",
        {},
        id="tf-nightly-2-0-notice",  # zhulingchen/tfp-tutorial's tfp_bnn notebook (round 117)
    ),
    # --- round 118: clusters, pickles, Keras 3
    S(
        "18/04/03 10:24:43 WARN yarn.YarnAllocator: Container killed by YARN for exceeding memory limits. 5.0 GB of 4.2 GB virtual memory used. Consider boosting spark.yarn.executor.memoryOverhead.",
        "process-killed-oom",
        {},
        id="yarn-memory-kill-tfos261",  # yahoo/TensorFlowOnSpark#261 (round 118)
    ),
    S(
        "`\"/usr/local/lib/python3.9/site-packages/dill/_dill.py\", line 462, in find_class return StockUnpickler.find_class(self, module, name) ModuleNotFoundError: No module named 'tensorflow.python.framework.tensor'`",
        "beam-worker-package-version-mismatch",
        {"module": "tensorflow.python.framework.tensor"},
        id="dill-find-class-beam27480",  # apache/beam#27480 (round 118)
    ),
    S(
        "E           TypeError: cannot pickle 'weakref' object",
        "keras-optimizer-not-picklable",
        {"what": "weakref"},
        id="cloudpickle-weakref-elephas26",  # danielenricocahall/elephas#26 (round 118)
    ),
    S(
        "loadFileSystems error:",
        "libhdfs-missing",
        {},
        id="libhdfs-jni-tfos454",  # yahoo/TensorFlowOnSpark#454 (round 118)
    ),
    S(
        "official.vision.image_classification.resnet_cifar_model is not loaded, but a Lambda layer uses it. It may cause errors.",
        "benign-keras-notice",
        {"module": "official.vision.image_classification.resnet_cifar_model"},
        id="lambda-module-not-loaded-alibi",  # SeldonIO/alibi-detect's deploy notebook (round 118)
    ),
    S(
        "AttributeError: property 'trainable_weights' of 'NeuralGraphHidden' object has no setter",
        "keras-version-mismatch",
        {"prop": "trainable_weights", "cls": "NeuralGraphHidden"},
        id="keras3-no-setter-chemml",  # hachmannlab/chemml's Convo_nets notebook (round 118)
    ),
    # --- round 119: packages built on TensorFlow, matplotlib
    S(
        "NotImplementedError: <tensorflow_addons.optimizers.weight_decay_optimizers.AdamW object at 0x00000136F434F6D0> to be implemented for backend tensorflow.compat.v1.",
        "deepxde-backend-optimizer-unsupported",
        {"backend": "tensorflow.compat.v1"},
        id="deepxde-tfa-adamw-compat-v1",  # lu-group/deeponet-fno#14 (round 119)
    ),
    S(
        "ImportError: /home/mohammad/Mohammad_ws/PoseCNN/tools/../lib/normals/gpu_normals.so: undefined symbol: cudaSetupArgument",
        "tensorflow-not-built-with-cuda",
        {"so": "gpu_normals.so", "sym": "cudaSetupArgument"},
        id="cuda-extension-cpu-tf-posecnn113",  # yuxng/PoseCNN#113 (round 119)
    ),
    S(
        "AttributeError: module 'tfx_bsl.coders.example_coder' has no attribute 'ExamplesToRecordBatchDecoder' [while running 'DecodeData/BatchSerializedExamplesToArrowTables/BatchDecodeExamples']",
        "tensorflow-companion-mismatch",
        {"module": "tfx_bsl.coders.example_coder", "name": "ExamplesToRecordBatchDecoder"},
        id="tfx-bsl-tfdv-fairness71",  # tensorflow/fairness-indicators#71 (round 119)
    ),
    S(
        "**ValueError: Could not find matching function to call loaded from the SavedModel. Got:**",
        "saved-model-function-signature-mismatch",
        {},
        id="saved-model-signature-bentoml1016",  # bentoml/BentoML#1016 (round 119)
    ),
    S(
        "ValueError: The number of FixedLocator locations (31), usually from a call to set_ticks, does not match the number of ticklabels (30).",
        "matplotlib-ticks-labels-mismatch",
        {"locs": "31", "labels": "30"},
        id="matplotlib-fixedlocator-ml4t",  # stefan-jansen/machine-learning-for-trading (round 119)
    ),
    # --- round 120: frozen apps, cloud storage, pip, matplotlib
    S(
        '  File "C:\\Project\\Freeze\\tensorflow\\__init__.py", line 727, in _running_from_pip_package',
        'frozen-app-tf-pip-package-check-failed',
        {},
        id='cxfreeze-pip-package-check-514',  # marcelotduarte/cx_Freeze#514 (round 120)
    ),
    S(
        'GPU_TEST = re.search(r"(test_2?gpu|test_xla_2?gpu)$", sys.argv[0])',
        'embedded-python-sys-argv-unset',
        {},
        id='go-python3-sys-argv-53',  # DataDog/go-python3#53 (round 120)
    ),
    S(
        '    "message": "myemail@gmail.com does not have storage.objects.get access to gs_colab/data/tutorial2."',
        'gcs-permission-denied',
        {'who': 'myemail@gmail.com', 'perm': 'storage.objects.get', 'what': 'gs_colab/data/tutorial2'},
        id='gcs-403-fenwicks4',  # fenwickslab/fenwicks#4 (round 120)
    ),
    S(
        "> The filesystem registered under the 'gs://' scheme was not a tensorflow::RetryingGcsFileSystem*.",
        'tpu-gcs-credentials-config-failed',
        {},
        id='tpu-gcs-credentials-bert881',  # google-research/bert#881 (round 120)
    ),
    S(
        '`FailedPreconditionError: AWS Credentials have not been set properly. Unable to access the specified S3 location [Op:CreateSummaryFileWriter]`',
        's3-endpoint-misconfigured',
        {},
        id='s3-credentials-io1549',  # tensorflow/io#1549 (round 120)
    ),
    S(
        'Exception: URL fetch failure on https://storage.googleapis.com/keras-applications/resnet/resnet50v2_weights_tf_dim_ordering_tf_kernels_notop.h5: 403 -- Forbidden',
        'download-url-forbidden',
        {'code': '403'},
        id='keras-applications-403-metrabs57',  # isarandi/metrabs#57 (round 120)
    ),
    S(
        'ImportError: Python version mismatch: module was compiled for Python 3.9, but the interpreter version is incompatible: 3.10.12 (main, Jun  7 2023, 12:45:35) [GCC 9.4.0].',
        'extension-module-python-mismatch',
        {'built': '3.9', 'have': '3.10.12'},
        id='model-maker-py39-on-py310',  # wwfish/tflite-model-maker-workaround#1 (round 120)
    ),
    S(
        'ERROR: Ignored the following versions that require a different python version: 0.52.0 Requires-Python >=3.6,<3.9; 0.52.0rc3 Requires-Python >=3.6,<3.9; 0.53.0 Requires-Python >=3.6,<3.10; 0.53.0rc1.post1 Requires-Python >=3.6,<3.10; 0.53.0rc2 Requires-Python >=3.6,<3.10; 0.53.0rc3 Requires-Python >=3.6,<3.10; 0.53.1 Requires-Python >=3.6,<3.10; 0.54.0 Requires-Python >=3.7,<3.10; 0.54.0rc2 Requires-Python >=3.7,<3.10; 0.54.0rc3 Requires-Python >=3.7,<3.10; 0.54.1 Requires-Python >=3.7,<3.10',
        'python-version-unsupported',
        {'first': '0.52.0'},
        id='pip-ignored-requires-python-58535',  # tensorflow/tensorflow#58535 (round 120)
    ),
    S(
        'Error in fail: whl_library tflm_pip_deps_tensorflow failed:  (ERROR: Could not find a version that satisfies the requirement tensorflow==2.18.0 (from versions: 2.5.0, 2.5.1, 2.5.2, 2.5.3, 2.6.0rc0, 2.6.0rc1, 2.6.0rc2, 2.6.0, 2.6.1, 2.6.2, 2.6.3, 2.6.4, 2.6.5, 2.7.0rc0, 2.7.0rc1, 2.7.0, 2.7.1, 2.7.2, 2.7.3, 2.7.4, 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.11.1, 2.12.0rc0, 2.12.0rc1, 2.12.0, 2.12.1, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0, 2.14.1, 2.15.0rc0, 2.15.0rc1, 2.15.0, 2.15.1, 2.16.0rc0, 2.16.1, 2.16.2)',
        'macos-x86-wheels-discontinued',
        {'want': '2.18.0'},
        id='pip-list-ends-2162-tflm2927',  # tensorflow/tflite-micro#2927 (round 120)
    ),
    # --- round 121: model hubs, Keras 3 backends, RNN state, Keras's enqueuer
    S(
        "You don't have permission to access resource at URL: https://www.kaggle.com/models/keras/gemma/keras/gemma_2b_en/3. The server reported the following issues: User has not consented to terms of use.",
        'kaggle-model-license-not-accepted',
        {},
        id='kaggle-consent-kerashub2160',  # keras-team/keras-hub#2160 (round 121)
    ),
    S(
        'Please make sure you are authenticated if you are trying to access a private resource or a resource requiring consent.',
        'kaggle-credentials-missing',
        {},
        id='kagglehub-credentials-146',  # Kaggle/kagglehub#146 (round 121)
    ),
    S(
        "ValueError: Trying to load a model of incompatible/unknown type. '/var/folders/d8/265wdp1n0bn_r85dh3pp95fh0000gq/T/tfhub_modules/9616fd04ec2360621642ef9455b84f4b668e219e' contains neither 'saved_model.pb' nor 'saved_model.pbtxt'.",
        'tfhub-cache-incomplete',
        {},
        id='tfhub-cache-neither-pb-hub896',  # tensorflow/hub#896 (round 121)
    ),
    S(
        '404 Client Error: Not Found for url: https://huggingface.co/nboost/pt-bert-base-uncased-msmarco/resolve/main/tf_model.h5',
        'benign-hf-tf-weights-fallback',
        {},
        id='hf-tf-model-h5-404-ktrain367',  # amaiya/ktrain#367 (round 121)
    ),
    S(
        "> ValueError: Expected an object of type `Trackable`, such as `tf.Module` or a subclass of the `Trackable` class, for export. Got <ComputeSum name=compute_sum_3, built=True> with type <class '__main__.ComputeSum'>.",
        'keras-tf-api-on-other-backend',
        {'cls': 'ComputeSum'},
        id='keras3-torch-saved-model-19017',  # keras-team/keras#19017 (round 121)
    ),
    S(
        'InvalidArgumentError:  [_Derived_]  Invalid input_h shape: [1,1,64] [1,100,64]',
        'cudnn-rnn-state-shape-mismatch',
        {'state': '1,1,64', 'want': '1,100,64'},
        id='cudnn-rnn-state-batch-signlanguage',  # Tachionstrahl/SignLanguageRecognition:lab/train-experiment.ipynb (round 121)
    ),
    S(
        '/usr/local/lib/python3.6/dist-packages/keras/utils/data_utils.py:610: UserWarning: The input 73 could not be retrieved. It could be because a worker has died.',
        'keras-enqueuer-worker-timeout',
        {'index': '73'},
        id='keras-enqueuer-73-plant-disease',  # imskr/Plant_Disease_Detection:notebook/Plant_Disease_Detection_Keras.ipynb (round 121)
    ),
    # --- round 122: tf.data, TF 1-era packages, pip on Windows
    S(
        'TypeError: len is not well defined for symbolic Tensors. (dense_5/BiasAdd:0) Please call `x.shape` rather than `len(x)` for shape information.',
        'tensorflow-api-mismatch',
        {},
        id='keras-rl-len-symbolic-348',  # keras-rl/keras-rl#348 (round 122)
    ),
    S(
        "ERROR: Could not install packages due to an EnvironmentError: [WinError 5] Access is denied: 'c:\\programdata\\anaconda3\\lib\\site-packages\\scipy\\cluster\\hierarchy.py' Consider using the --user option or check the permissions.",
        'pip-install-permission-denied',
        {},
        id='pip-winerror5-environmenterror-8155',  # pypa/pip#8155 (round 122)
    ),
    S(
        '>ValueError: When providing an infinite dataset, you must specify the number of steps to run (if you did not intend to create an infinite dataset, make sure to not call `repeat()` on the dataset)',
        'keras-infinite-dataset-steps-missing',
        {},
        id='keras-infinite-dataset-ignnition117',  # BNN-UPC/ignnition#117 (round 122)
    ),
    S(
        "TypeError: `output_signature` must contain objects that are subclass of `tf.TypeSpec` but found <class 'list'> which is not.",
        'tfdata-output-signature-not-typespec',
        {'got': 'list'},
        id='from-generator-list-yolov8-3d-13',  # bharath5673/YOLOv8-3D#13 (round 122)
    ),
    # --- round 123: Edge TPU, optimizers of TF <= 2.10, Keras's PIL, TF 2's variable words
    S(
        "`AttributeError: 'AdaBeliefOptimizer' object has no attribute '_set_hyper'`",
        'tensorflow-api-mismatch',
        {'hook': '_set_hyper'},
        id='adabelief-set-hyper-66',  # juntang-zhuang/Adabelief-Optimizer#66 (round 123)
    ),
    S(
        'ImportError: Could not import PIL.Image. The use of `array_to_img` requires PIL.',
        'python-module-missing',
        {},
        id='array-to-img-pil-dlwp88',  # fchollet/deep-learning-with-python-notebooks#88 (round 123)
    ),
    S(
        '\t  (0) Failed precondition: Could not find variable conv2d/bias. This could mean that the variable has been deleted. In TF1, it can also mean the variable is uninitialized. Debug info: container=localhost, status=Not found: Container localhost does not exist. (Could not find resource: localhost/conv2d/bias)',
        'tf1-variables-uninitialized',
        {'variable': 'conv2d/bias'},
        id='tf2-could-not-find-variable-xai1',  # thunderhoser/ai2es_xai_course#1 (round 123)
    ),
    S(
        'Model successfully compiled but not all operations are supported by the Edge TPU. A percentage of the model will instead run on the CPU, which is slower. If possible, consider updating your model to use only operations supported by the Edge TPU. For details, visit g.co/coral/model-reqs.',
        'benign-edgetpu-ops-on-cpu',
        {},
        id='edgetpu-ops-on-cpu-tflite-rpi',  # khanhlvg/tflite_raspberry_pi:object_detection/Train_custom_model_tutorial.ipynb (round 123)
    ),
    S(
        "2021-02-04 12:58:54,131 : MainThread : WARNING : ***** GPU not found, CPU will be used instead! *****",
        "devices-no-gpu",
        {},
        id="gretel-gpu-not-found",  # gretelai/gretel-synthetics dataframe_batch.ipynb (round 121)
    ),
    S(
        '`E1111 13:29:46.703546 140441364936576 program.py:298] TensorBoard could not bind to port 6006, it was already in use',
        'tensorboard-port-in-use',
        {'port': '6006'},
        id='tensorboard-port-in-use',  # marcoppasini/musika#25 (round 124)
    ),
    S(
        'WARNING:tensorflow:Unable to read TensorBoard tag',
        'benign-tensorboard-tag-unreadable',
        {},
        id='tensorboard-tag-unreadable',  # tensorflow/tensorflow#1586 (round 124)
    ),
    S(
        "AttributeError: module 'pkgutil' has no attribute 'ImpImporter'. Did you mean: 'zipimporter'?",
        'setuptools-too-old-for-python',
        {},
        id='pkgutil-impimporter-python-312',  # AIMixer/LoRAMaster#4 (round 124)
    ),
    S(
        "ValueError: Dataset key 'chicago_taxi_beam\\\\CsvExampleGen\\\\examples\\\\1\\\\train\\\\STAR' does not match allowed pattern: '^[a-zA-Z0-9\\\\.\\\\-_]+$' [while running 'Run[Transform]']",
        'tfx-windows-unsupported',
        {},
        id='tft-dataset-key-windows-path',  # tensorflow/tfx#1036 (round 124)
    ),
    S(
        "AttributeError: module 'user_module_0' has no attribute 'trainer_fn'",
        'tfx-trainer-executor-mismatch',
        {'fn': 'trainer_fn'},
        id='tfx-trainer-fn-missing',  # tensorflow/tfx#3573 (round 124)
    ),
    S(
        'tensorflowjs_converter --input_format=keras_saved_model model.h5 out/',
        'tfjs-converter-input-format-mismatch',
        {'fmt': 'keras_saved_model', 'file': 'model.h5'},
        id='tfjs-converter-h5-as-saved-model',  # tensorflow/tfjs#8265 (round 124)
    ),
    S(
        "tfjs.js:41127 Uncaught TypeError: Unknown op 'IsNan'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add it, or register a custom execution with tf.registerOp()",
        'tfjs-converter-op-unsupported',
        {'op': 'IsNan'},
        id='tfjs-runtime-unknown-op',  # tensorflow/tfjs#4852 (round 124)
    ),
    S(
        'Error: /home/pi/.node-red/node_modules/@tensorflow/tfjs-node/lib/napi-v8/tfjs_binding.node: wrong ELF class: ELFCLASS64',
        'tfjs-node-install-failed',
        {'bits': '64'},
        id='tfjs-node-addon-wrong-elf-class',  # dceejay/tfjs-coco-ssd#20 (round 124)
    ),
    S(
        '>  Error: /home/pi/.node-red/node_modules/tfjs-tflite-node/build/Release/node_tflite_binding.node: undefined symbol: TfLiteInterpreterGetInputTensor',
        'tfjs-node-install-failed',
        {},
        id='tfjs-tflite-node-addon-undefined-symbol',  # tensorflow/tfjs#6796 (round 124)
    ),
    S(
        "ValueError: optimizer must be an instance of tf.train.Optimizer, not a <class 'tensorflow.python.keras.optimizers.Adam'>",
        'tensorflow-api-mismatch',
        {'cls': 'tensorflow.python.keras.optimizers.Adam'},
        id='tf1-eager-compile-keras-optimizer',  # tbeucler/CBRAIN-CAM 3.6-Compute-tf-model-Jacobian.ipynb (round 124)
    ),
    S(
        '/usr/local/lib/python3.7/dist-packages/sklearn/metrics/_classification.py:191: FutureWarning: elementwise comparison failed; returning scalar instead, but in the future will perform elementwise comparison',
        'prediction-label-type-mismatch',
        {},
        id='sklearn-elementwise-comparison-failed',  # PracticalDL/Practical-Deep-Learning-Book chapter-5/5-autokeras.ipynb (round 124)
    ),
    S(
        'WARNING: For consistency with `tfds.load`, the `tfds.show_examples` signature has been modified from (info, ds) to (ds, info).',
        'benign-deprecation-warning',
        {},
        id='tfds-show-examples-signature',  # PacktPublishing/Hands-On-Generative-AI-with-Python-and-TensorFlow-2 Chapter_4/notebooks/DBN.ipynb (round 124)
    ),
    S(
        "    was colocated with a group of nodes that required incompatible device \n    '/job:chief/replica:0/task:0/device:GPU:0'. All available devices [",
        'distribute-eager-disabled',
        {'device': '/job:chief/replica:0/task:0/device:GPU:0'},
        id='strategy-graph-mode-cluster-device',  # tensorflow/tensorflow#44093 (round 124)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: mp4(aac) is not supported in AudioIOTensor or AudioIODataset: data/dev/aac/id04652/NwRl9TEnukc/00125.m4a [Op:IO>AudioReadableInit]',
        'tfio-audio-format-unsupported',
        {'fmt': 'mp4(aac)'},
        id='tfio-audio-m4a-unsupported',  # tensorflow/io#1456 (round 125)
    ),
    S(
        '2020-11-07 17:52:48,200 sagemaker_tensorflow_container.training WARNING  Your model will NOT be servable with SageMaker TensorFlow Serving container. The model artifact was not saved in the TensorFlow SavedModel directory structure:',
        'sagemaker-model-not-savedmodel',
        {},
        id='sagemaker-not-savedmodel',  # edumunozsala/Transformer-NMT transformer_nmt_training_and_serving.ipynb (round 125)
    ),
    S(
        '178/178 [==============================] - ETA: 0s - loss: 119965049405247305285632.0000 - n_outputs0_loss: 80119361630094294515712.0000 - n_outputs1_loss: 39845651746355991805952.0000 ',
        'training-loss-nan',
        {'loss': '119965049405247305285632.0000'},
        id='keras-loss-exploded-metal',  # autorope/donkeycar#1203 (round 125)
    ),
    S(
        'AttributeError: `np.Inf` was removed in the NumPy 2.0 release. Use `np.inf` instead.',
        'numpy-version-unsupported',
        {'name': 'Inf'},
        id='numpy2-np-inf-removed-keras-checkpoint',  # brainglobe/cellfinder#446 (round 125)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InternalError: WhereOp: Could not launch cub::DeviceReduce::Sum to count number of true indices.  temp_storage_bytes: 1, status: too many resources requested for launch',
        'cuda-launch-out-of-resources',
        {},
        id='cub-launch-out-of-resources-jetson',  # matterport/Mask_RCNN#171 (round 126)
    ),
    S(
        'OSError: Error no file named tf_model.h5 or model.safetensors found in directory /tmp/rb/ptonly but there is a file for PyTorch weights. Use `from_pt=True` to load this model from those weights.',
        'hf-weights-framework-mismatch',
        {},
        id='hf-tf-class-pytorch-weights',  # transformers 4.57.6, a real run by the twelfth session's review (tests/explain/test_rounds_100_on.py)
    ),
    S(
        'Failed to get registration from op code AVERAGE_POOL_2D',
        'tflite-runtime-op-missing',
        {'op': 'AVERAGE_POOL_2D'},
        id='tflm-failed-to-get-registration',  # tensorflow/tflite-micro#302 (round 127)
    ),
    S(
        '>Uncaught Error: 4 bytes lost due to alignment. To avoid this loss, please make sure the tensor_arena is 16 bytes aligned.',
        'tflm-arena-misaligned',
        {'lost': '4'},
        id='tflm-arena-not-16-byte-aligned',  # espruino/Espruino#1914 (round 127)
    ),
    S(
        '   tensorflow/lite/micro/kernels/fully_connected.cc Hybrid models are not supported on TFLite Micro.',
        'tflm-hybrid-model-unsupported',
        {},
        id='tflm-hybrid-model',  # tensorflow/tflite-micro#757 (round 127)
    ),
    S(
        '"Failed to resize buffer. Requested: 19712, available: 13764"',
        'tflite-micro-arena-too-small',
        {'need2': '19712'},
        id='esp-tflite-micro-resize-buffer-colon',  # esphome/esphome#15603 (round 127)
    ),
    S(
        'TypeError: TF_TryEvaluateConstant_wrapper(): incompatible function arguments. The following argument types are supported:',
        'tensorflow-companion-mismatch',
        {'fn': 'TF_TryEvaluateConstant_wrapper'},
        id='tfp-pybind-incompatible-arguments',  # WillianFuks/tfcausalimpact#63 (round 127)
    ),
    S(
        'Please run in eager mode or implement the `compute_output_shape` method on your layer (DenseVariational).',
        'keras-layer-compute-output-shape-missing',
        {'layer': 'DenseVariational'},
        id='tfp-densevariational-no-output-shape',  # tensorflow/probability#1515 (round 127)
    ),
    S(
        '|   0  NVIDIA L40S                  TCC   |   00000000:61:00.0 Off |                    0 |',
        'wsl-gpu-tcc-mode',
        {'gpu': 'NVIDIA L40S'},
        id='nvidia-smi-tcc-driver-model',  # microsoft/WSL#11865 (round 127)
    ),
    S(
        '/usr/local/lib/python3.6/dist-packages/keras/activations.py:211: UserWarning: Do not pass a layer instance (such as LeakyReLU) as the activation argument of another layer. Instead, advanced activation layers should be used just like any other layer in a model.',
        'benign-keras-notice',
        {'layer': 'LeakyReLU'},
        id='keras-layer-instance-as-activation',  # Harvard-IACS/2019-CS109B lab11 GAN (round 127)
    ),
    S(
        "* Will raise <class 'nibabel.deprecator.ExpiredDeprecationError'> as of version: 5.0",
        'benign-deprecation-warning',
        {},
        id='nibabel-expired-deprecation-note',  # shalabh147/Brain-Tumor-Segmentation... 3d_Unet_results.ipynb (round 127)
    ),
    S(
        'FileNotFoundError: [WinError 2] "dot" not found in path.',
        'keras-plot-model-deps-missing',
        {'prog': 'dot'},
        id='graphviz-dot-not-found',  # greyhatguy007/Machine-Learning-Specialization-Coursera C2_W4_Lab_01 (round 127)
    ),
    S(
        '0x0000007fb604df54 in gotoblas_dynamic_init () from /usr/local/lib/python3.9/site-packages/numpy/core/../../numpy.libs/libopenblasp-r0-32ff4d91.3.13.so',
        'numpy-openblas-arm64-sigill',
        {},
        id='openblas-sigill-cpu-detection-jetson',  # numpy/numpy#18131 (round 126)
    ),
    S(
        'E0521 14:44:30.800493 140033274427136 basic_session_run_hooks.py:760] Model diverged with loss = NaN.',
        'training-loss-nan',
        {},
        id='estimator-nan-tensor-hook-stop',  # tensorflow/models#8549 (TF 1.14, ssd_mobilenet_v2_mnasfpn; the second review of the fifteenth session)
    ),
    S(
        '> 08-16 10:26:42.107 28242 28257 E AndroidRuntime: java.lang.IllegalArgumentException: Cannot convert between a TensorFlowLite buffer with 1080000 bytes and a ByteBuffer with 270000 bytes.',
        'tflite-input-buffer-size-mismatch',
        {'need': '1080000', 'have': '270000'},
        id='tflite-java-bytebuffer-size',  # tensorflow/tensorflow#21602 (round 128)
    ),
    S(
        '    java.lang.RuntimeException: Failure delivering result ResultInfo{who=null, request=65537, result=-1, data=Intent { dat=content://com.android.providers.media.documents/document/audio:31 flg=0x1 }} to activity {com.example.se/com.example.se.Homepage}: java.lang.RuntimeException: java.lang.IllegalArgumentException: Cannot convert between a TensorFlowLite tensor with type FLOAT32 and a Java object of type [B (which is compatible with the TensorFlowLite type UINT8).',
        'tflite-input-dtype-mismatch',
        {'want': 'FLOAT32', 'got': 'UINT8'},
        id='tflite-java-object-type',  # tensorflow/tensorflow#48791 (round 128)
    ),
    S(
        '    E/tflite: Op code 67 is currently not delegated to NNAPI',
        'tflite-nnapi-op-unsupported',
        {'code': '67'},
        id='tflite-nnapi-op-not-delegated',  # tensorflow/tensorflow#27983 (round 128)
    ),
    S(
        '> E/AndroidRuntime:` FATAL EXCEPTION: main Process: org.tensorflow.lite.examples.detection, PID: 14719 java.lang.AssertionError: Error occurred when initializing ObjectDetector: Mobile SSD models are expected to have exactly 4 outputs, found 8',
        'tflite-task-model-outputs-unexpected',
        {'found': '8'},
        id='tflite-task-ssd-outputs',  # tensorflow/tensorflow#47595 (round 128)
    ),
    S(
        '    java.lang.RuntimeException: Error occurred when initializing ImageSegmenter: Input tensor has type kTfLiteFloat32: it requires specifying NormalizationOptions metadata to preprocess input images.',
        'tflite-task-metadata-missing',
        {'what': 'NormalizationOptions'},
        id='tflite-task-normalization-metadata',  # PINTO0309/PINTO_model_zoo#329 (round 128)
    ),
    S(
        'Can not open OpenCL library on this device - dlopen failed: library "libOpenCL.so" not found',
        'android-opencl-library-not-declared',
        {},
        id='android12-opencl-not-declared',  # tensorflow/tensorflow#48001 (round 128)
    ),
    S(
        'java.io.FileNotFoundException: This file can not be opened as a file descriptor; it is probably compressed',
        'android-tflite-asset-compressed',
        {},
        id='android-asset-compressed',  # tensorflow/tensorflow#22333 (round 128)
    ),
    S(
        ".../tflite-1.1.1/ios/Classes/TflitePlugin.mm:21:9: 'metal_delegate.h' file not found",
        'tflite-ios-metal-delegate-pod-missing',
        {},
        id='ios-metal-delegate-header',  # shaqian/flutter_tflite#139 (round 128)
    ),
    S(
        '"E/tflite: Model provided has model identifier \'ion \', should be \'TFL3\'"',
        'tflite-model-file-is-lfs-pointer',
        {},
        id='tflite-lfs-pointer-identifier',  # vilassn/whisper_android#2 (round 128)
    ),
    S(
        "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service",
        'secure-boot-module-unsigned',
        {},
        id='secure-boot-key-rejected',  # pop-os/linux#447 (round 128)
    ),
    S(
        "==> ERROR: module not found: 'nvidia'",
        'nvidia-dkms-build-failed',
        {},
        id='mkinitcpio-nvidia-module-not-found',  # korvahannu/arch-nvidia-drivers-installation-guide#37 (round 128)
    ),
    S(
        '[    9.910348] kernel: rapiddisk: loading out-of-tree module taints kernel.',
        'benign-module-taint',
        {},
        id='kernel-out-of-tree-taint',  # pkoutoupis/rapiddisk#60 (round 128)
    ),
    S(
        '[  +0.004833] NVRM: kgspBootstrap_GH100: GSP-FMC reported an error while attempting to boot GSP: 0xb',
        'no-gpu-device',
        {},
        id='nvrm-gsp-boot-failed',  # NVIDIA/open-gpu-kernel-modules#935 (round 128)
    ),
    S(
        "ERROR: Unable to load the kernel module 'nvidia.ko'.  This happens most frequently when this kernel module was built against the wrong or improperly configured kernel sources, with a version of gcc that differs from the one used to build the target kernel, or if another driver, such as nouveau, is present and prevents the NVIDIA kernel module from obtaining ownership of the NVIDIA device(s), or no NVIDIA device installed in this system is supported by this NVIDIA Linux graphics driver release.",
        'driver-not-loaded',
        {},
        id='nvidia-installer-unable-to-load',  # NVIDIA/nvidia-container-toolkit#482 (round 128)
    ),
    S(
        'There are not enough slots available in the system to satisfy the 2 slots ',
        'mpi-not-enough-slots',
        {'n': '2'},
        id='openmpi-not-enough-slots',  # horovod/horovod#978 (round 128)
    ),
    S(
        "error tip : Model provided has model identifier 'AFRG', should be 'TFL3'",
        'tflite-model-file-invalid',
        {'ident': 'AFRG'},
        id='tflite-model-identifier-not-tfl3',  # tensorflow/tensorflow#53402 (TFLite 1.13 on iOS, BuildFromBuffer)
    ),
    S(
        '/usr/local/lib/python3.5/dist-packages/tensorflow/include/tensorflow/core/platform/default/mutex.h:25:22: fatal error: nsync_cv.h: No such file or directory',
        'custom-op-compile-failed',
        {'header': 'nsync_cv.h'},
        id='custom-op-nsync-header',  # bxshi/ConMask#1 (round 129)
    ),
    S(
        "`/usr/bin/ld: /tmp/ccvknfY4.o: relocation R_X86_64_32 against '.text' can not be used when making a shared object; recompile with -fPIC`",
        'custom-op-compile-failed',
        {},
        id='custom-op-without-fpic',  # tensorflow/tensorflow#1569 (round 129)
    ),
    S(
        "tl_classifier.cc:(.text+0x1175): undefined reference to `tensorflow::Scope::~Scope()'",
        'libtensorflow-cc-not-linked',
        {'symbol': 'tensorflow::Scope::~Scope()'},
        id='cpp-program-without-libtensorflow-cc',  # tensorflow/tensorflow#14632 (round 129)
    ),
    S(
        'Unable to open /dev/kfd read-write: Permission denied',
        'rocm-kfd-permission-denied',
        {},
        id='rocm-kfd-permission',  # ROCm/legacy-rocm-build#1549 (round 129)
    ),
    S(
        'Outdated cuDNN installation found.',
        'cudnn-version-mismatch',
        {},
        id='jax-outdated-cudnn',  # conda-forge/jax-feedstock#149 (round 129)
    ),
    S(
        'WARNING:jax._src.xla_bridge:CUDA backend failed to initialize: Unable to load CUDA. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)',
        'cuda-libs-missing',
        {},
        id='jax-unable-to-load-cuda',  # magenta/mt3#145 (round 129)
    ),
    S(
        'DataLossError (see above for traceback): inflate() failed with error -3: incorrect header check',
        'tfrecord-corrupted',
        {},
        id='tfrecord-gzip-header-check',  # shahrukhqasim/TIES-2.0#43 (round 130)
    ),
    S(
        '"NotFoundError: Failed to create a NewWriteableFile: Keras_Tuner_Logs\\pfs\\trial_cfc1b9a8c32d1333fdd14d4dbdf2ad38\\checkpoints\\epoch_0\\checkpoint_temp_fab24d6bc6114dfb85b42165baf39067/part-00000-of-00001.data-00000-of-00001.tempstate9468928427011482805 : The system cannot find the path specified.',
        'windows-long-paths-disabled',
        {},
        id='kerastuner-checkpoint-path-too-long',  # keras-team/keras-tuner#431 (round 130)
    ),
    S(
        "tensorflow.python.framework.errors_impl.AlreadyExistsError: There appears to be a concurrent caching iterator running - cache lockfile already exists ('cache/mnist_0.lockfile'). If you are sure no other running TF computations are using this cache prefix, delete the lockfile and re-initialize the iterator. Lockfile contents: Created at: 1558092594 [Op:IteratorGetNextSync]",
        'tfdata-cache-lockfile-exists',
        {'lock': 'cache/mnist_0.lockfile'},
        id='tfdata-cache-stale-lockfile',  # tensorflow/tensorflow#28798 (round 130)
    ),
    S(
        'ValueError: Unknown parameter: num_layers',
        'keras-tuner-stale-project-reloaded',
        {'name': 'num_layers'},
        id='kerastuner-unknown-parameter-reloaded-oracle',  # keras-team/keras-tuner#290 (round 130)
    ),
    S(
        'Exception caught in actor-0: Failed call to cuDeviceGet: CUDA_ERROR_NOT_INITIALIZED: initialization error',
        'cuda-initialized-before-fork',
        {},
        id='cudevice-get-not-initialized-in-forked-actor',  # google-deepmind/open_spiel#1269 (round 130)
    ),
    S(
        '38/38 [==============================] - 3s 20ms/step - loss: 16.1257 - accuracy: 0.0785 - val_loss: 14.4449 - val_accuracy: 0.0794',
        'keras-loss-from-logits-mismatch',
        {},
        id='crossentropy-stuck-at-clipped-epsilon',  # sayakpaul/Multimodal-Entailment-Baseline text_entailment.ipynb (round 130)
    ),
    S(
        'to_proto not supported in EAGER mode.',
        'benign-saved-model-notice',
        {},
        id='to-proto-not-supported-eager',  # sayakpaul/Adventures-in-TensorFlow-Lite Boundless_TFLite.ipynb (round 130)
    ),
    S(
        "keras_tuner.errors.FatalTypeError: Expected the model-building function, or HyperModel.build() to return a valid Keras Model instance. Received: <EventTypesModel name=event_types_model, built=False> of type <class 'mapping_model.modeling.EventTypesModel'>.",
        'keras-version-mismatch',
        {'model': 'EventTypesModel'},
        id='kerastuner-build-returned-other-keras-model',  # keras-team/keras-tuner#916 (round 130)
    ),
    S(
        "`2019-10-16 18:20:17,954 INFO multi_gpu_optimizer.py:93 -- LocalMultiGPUOptimizer devices ['/cpu:0']",
        'ray-gpu-not-requested',
        {},
        id='rllib-optimizer-on-cpu',  # ray-project/ray#5940 (round 130)
    ),
    S(
        "ModuleNotFoundError: No module named 'official.nlp.bert'",
        'python-module-missing',
        {'module': 'official.nlp.bert'},
        id='model-garden-submodule-moved',  # google/uncertainty-baselines#1316 (round 131)
    ),
    S(
        'ValueError: To use the BackupAndRestore method, your model must be built before you call `fit()`. Model is unbuilt. You can build it beforehand by calling it on a batch of data.',
        'keras-backup-restore-model-unbuilt',
        {},
        id='keras-backup-restore-unbuilt',  # keras-team/keras#20712 (round 131)
    ),
    S(
        "TypeError: ModelCheckpoint.__init__() got an unexpected keyword argument 'options'",
        'keras-version-mismatch',
        {'arg': 'options'},
        id='keras3-modelcheckpoint-options',  # wandb/wandb#7710 (round 131)
    ),
    S(
        'I am still seeing the same cuda error for tensorflow 0.7. The error is ```Check failed: CUDA_SUCCESS == dynload::cuCtxSetCurrent(context) (0 vs. 216)```',
        'gpu-compute-mode-exclusive-thread',
        {},
        id='cuda-context-already-in-use-216',  # tensorflow/tensorflow#526 (round 131)
    ),
    S(
        '> WARNING:tensorflow:Passing a `GraphDef` to the SummaryWriter is deprecated. Pass a `Graph` object instead, such as `sess.graph`.',
        'benign-deprecation-warning',
        {},
        id='summarywriter-graphdef-deprecated',  # keras-team/keras#2570 (round 131)
    ),
    S(
        '`Memory limit of 2048M exceeded with 2126M used.`',
        'process-killed-oom',
        {'limit': '2048M', 'used': '2126M'},
        id='cloud-run-memory-limit',  # minimaxir/gpt-2-cloud-run#22 (round 132)
    ),
    S(
        'The replica master 0 ran out-of-memory and exited with a non-zero status of 9(SIGKILL)',
        'process-killed-oom',
        {},
        id='cloudml-replica-oom',  # tensorflow/models#5591 (round 132)
    ),
    S(
        'web_1    | Error: Error loading shared library ld-linux-x86-64.so.2: No such file or directory (needed by /misskey/packages/backend/node_modules/@tensorflow/tfjs-node/lib/napi-v8/../../deps/lib/libtensorflow.so.2)',
        'musl-libc-incompatible',
        {},
        id='alpine-ld-linux-missing',  # misskey-dev/misskey#8961 (round 132)
    ),
    S(
        'Error: Error relocating /home/app/function/node_modules/@tensorflow/tfjs-node/build/Release/libtensorflow.so: __memcpy_chk: symbol not found',
        'musl-libc-incompatible',
        {},
        id='alpine-error-relocating',  # tensorflow/tfjs#1425 (round 132)
    ),
    S(
        'ValueError: This model has not yet been built. Build the model first by calling build() or calling fit() with some data. Or specify input_shape or batch_input_shape in the first layer for automatic build. ',
        'keras-model-not-built',
        {},
        id='keras-sequential-not-built',  # SuyashMore/MevonAI-Speech-Emotion-Recognition Ensemble_Audio_Classification.ipynb (round 132)
    ),
    S(
        '  An error occurred: TensorflowTestLambdaFunction - Unzipped size must be smaller than 262144000 bytes (Service: AWSLambda; Status Code: 400; Error Code: InvalidParameterValueException; Request ID: ...',
        'aws-lambda-package-too-large',
        {'limit': '262144000'},
        id='lambda-unzipped-size',  # Accenture/serverless-ephemeral#16 (round 132)
    ),
    S(
        "'stellargraph' requires a different Python: 3.9.7 not in '<3.9.0,>=3.6.0'",
        'python-version-unsupported',
        {'package': 'stellargraph', 'python': '3.9.7'},
        id='pip-requires-a-different-python',  # stellargraph/stellargraph#2075 (round 133)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow_core'",
        'tensorflow-api-mismatch',
        {'module': 'tensorflow_core'},
        id='tensorflow-core-gone-after-2-1',  # danielegrattarola/spektral#50 (round 133)
    ),
    S(
        "Data of type <class 'keras.src.backend.common.keras_tensor.KerasTensor'> is not allowed only (<class 'tensorflow.python.framework.tensor.Tensor'>,",
        'keras-version-mismatch',
        {},
        id='keras3-kerastensor-into-transformers-tf',  # huggingface/transformers#29470 (round 133)
    ),
    S(
        '`AttributeError: Exception encountered when calling TFBertMainLayer.call().`',
        'keras-version-mismatch',
        {'layer': 'TFBertMainLayer'},
        id='keras3-calls-tfbertmainlayer',  # keras-team/keras#20393 (round 133)
    ),
    S(
        'with op BroadcastArgs must be a compile-time constant.',
        'xla-shape-not-compile-time-constant',
        {'op': 'BroadcastArgs'},
        id='xla-broadcastargs-not-constant',  # huggingface/transformers#18239 (round 133)
    ),
    S(
        '2020-12-08 12:44:04,653 - root - WARNING - Keras version 2.2.5 detected. Last version known to be fully compatible of Keras is 2.2.4 .',
        'benign-coreml-version-notice',
        {},
        id='coremltools-keras-version-notice',  # IBM/watson-machine-learning-samples Core ML notebook (round 133)
    ),
    # --- round 134 (sealed, read after its first score)
    S(
        "Unable to find a resolution for protobuf",
        "pip-dependency-conflict",
        {"package": "protobuf"},
        id="pdm-no-resolution-openclip449",  # mlfoundations/open_clip#449 (round 134)
    ),
    S(
        "本地部署的时候报错：hint: You're on Windows (`win_amd64`), but `tensorflow-io-gcs-filesystem` (v0.37.1) only has wheels for the following platforms: `manylinux_2_17_aarch64`, `manylinux_2_17_x86_64`, `manylinux2014_aarch64`, `manylinux2014_x86_64`, `macosx_10_14_x86_64`, `macosx_12_0_arm64`; consider adding your platform to `tool.uv.required-environments` to ensure uv resolves to a version with compatible wheels",
        "dependency-wheel-missing",
        {"package2": "tensorflow-io-gcs-filesystem", "version2": "0.37.1"},
        id="uv-hint-no-windows-wheel-openavatarchat179",  # HumanAIGC-Engineering/OpenAvatarChat#179 (round 134)
    ),
    S(
        "ConnectionError: HTTPSConnectionPool(host='drive.google.com', port=443): Max retries exceeded with url: /uc?id=1K3Eq2k1b9dpKkucZjPAiCCnNzfCMosK4 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fa088499f28>: Failed to establish a new connection: [Errno 101] Network is unreachable',))",
        "dataset-download-failed",
        {"host": "drive.google.com"},
        id="requests-network-unreachable-retinaface7",  # serengil/retinaface#7 (round 134)
    ),
    S(
        "URLError: <urlopen error [Errno 8] nodename nor servname provided, or not known>",
        "dataset-download-failed",
        {},
        id="urlopen-dns-r104-0-002",  # corpus case r104-0-002 (round 104)
    ),
    # --- round 135 (sealed, read after its first score)
    S(
        "ValueError: No images found in directory empty. Allowed formats: ('.bmp', '.gif', '.jpeg', '.jpg', '.png')",
        "dataset-no-images-found",
        {"dir": "empty"},
        id="keras-3.15-no-images-found-made-here",  # made here: Keras 3.15.1, image_dataset_from_directory("empty") on an empty folder (2026-11-29)
    ),
    S(
        "`Expected the lengths of `labels` to match the number of files in the target directory. len(labels) is 5 while we found 0 files in /content/dataset_cats_dogs/.`",
        "dataset-no-images-found",
        {"dir2": "/content/dataset_cats_dogs/"},
        id="labels-list-found-0-files-tf57698",  # tensorflow/tensorflow#57698 (round 135)
    ),
    S(
        "```InvalidArgumentError: Unknown image file format. One of JPEG, PNG, GIF, BMP required.```",
        "dataset-corrupt-image",
        {},
        id="webp-unknown-format-tfds3345",  # tensorflow/datasets#3345 (round 135)
    ),
    S(
        "I am getting an error: Invalid PNG data, size 49253",
        "dataset-corrupt-image",
        {},
        id="invalid-png-data-tf62406",  # tensorflow/tensorflow#62406 (round 135)
    ),
    S(
        "  (0) Invalid argument:  Input size should match (header_size + row_size * abs_height) but they differ by 2",
        "dataset-corrupt-image",
        {},
        id="bmp-size-mismatch-keras14339",  # keras-team/keras#14339 (round 135)
    ),
    S(
        "  (0) UNKNOWN:  OSError: image file is truncated (3 bytes not processed)",
        "dataset-corrupt-image",
        {},
        id="pil-truncated-keras16406",  # keras-team/keras#16406 (round 135)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__DecodeImage_device_/job:localhost/replica:0/task:0/device:CPU:0}} Unknown image file format. One of JPEG, JPEG XL, PNG, GIF, BMP, WebP required. [Op:DecodeImage] name: ",
        "dataset-corrupt-image",
        {},
        id="tf-2.21-unknown-format-made-here",  # made here: TF 2.21.0, tf.io.decode_image of a text file named fake.jpg (2026-11-29)
    ),
    S(
        "/home/pi/tensorflow_src/tensorflow/lite/interpreter_builder.h:24:10: fatal error: flatbuffers/flatbuffers.h: No such file or directory",
        "source-build-failed",
        {"header": "flatbuffers/flatbuffers.h"},
        id="tflite-header-flatbuffers-missing-posture60",  # ESE-Peasy/PosturePerfection#60 (round 135)
    ),
    S(
        "  Could not find a package configuration file provided by \"flatbuffers\" with",
        "source-build-failed",
        {"package": "flatbuffers"},
        id="cmake-flatbuffers-package-tf58476",  # tensorflow/tensorflow#58476 (round 135)
    ),
    S(
        "  Unknown CMake command \"build_flatbuffers\".",
        "source-build-failed",
        {"command": "build_flatbuffers"},
        id="cmake-build-flatbuffers-command-tf69753",  # tensorflow/tensorflow#69753 (round 135)
    ),
    S(
        "xnnpack/src/f16-dwconv/gen/up8x25-minmax-neonfp16arith-acc2.c:1:0: error: unknown value 'armv8.2-a+fp16' for -march",
        "source-build-failed",
        {"march": "armv8.2-a+fp16"},
        id="gcc-march-fp16-tf56817",  # tensorflow/tensorflow#56817 (round 135)
    ),
    S(
        "/usr/lib/gcc/aarch64-linux-gnu/7/include/arm_neon.h:30805:1: error: inlining failed in call to always_inline ‘vaddq_f16’: target specific option mismatch",
        "source-build-failed",
        {"intrinsic": "vaddq_f16"},
        id="gcc7-vaddq-f16-tf59824",  # tensorflow/tensorflow#59824 (round 135)
    ),
    S(
        "    aarch64-linux-gnu-gcc: fatal error: -fuse-linker-plugin, but liblto_plugin.so not found",
        "source-build-failed",
        {"cc": "aarch64-linux-gnu-gcc"},
        id="cross-gcc-lto-plugin-tf50634",  # tensorflow/tensorflow#50634 (round 135)
    ),
    # --- round 136 (sealed, read after its first score)
    S(
        "AssertionError: Tried to export a function which references untracked object Tensor(\"178:0\", shape=(), dtype=resource).TensorFlow objects (e.g. tf.Variable) captured by functions must be tracked by assigning them to an attribute of a tracked object or assigned to an attribute of the main object directly.",
        "saved-model-untracked-resource",
        {},
        id="untracked-object-tf42061",  # tensorflow/tensorflow#42061 (round 136)
    ),
    S(
        "AssertionError: Tried to export a function which references an 'untracked' resource. TensorFlow objects (e.g. tf.Variable) captured by functions must be 'tracked' by assigning them to an attribute of a tracked object or assigned to an attribute of the main object directly. See the information below:",
        "saved-model-untracked-resource",
        {},
        id="untracked-resource-kerasio1863",  # keras-team/keras-io#1863 (round 136)
    ),
    S(
        "KeyError: \"Failed to add concrete function 'b'__inference_sequential_layer_call_fn_257'' to object-based SavedModel as it captures tensor <tf.Tensor: shape=(), dtype=resource, value=<Resource Tensor>> which is unsupported or not reachable from root. One reason could be that a stateful object or a variable that the function depends on is not assigned to an attribute of the serialized trackable object (see SaveTest.test_captures_unreachable_variable).\"",
        "saved-model-untracked-resource",
        {},
        id="captures-tensor-not-reachable-keras16085",  # keras-team/keras#16085 (round 136)
    ),
    S(
        "KeyError: \"Failed to add concrete function b'__inference_train_14141' to object based saved model as it captures tf.Tensor(<unprintable>, shape=(), dtype=resource) tensor",
        "saved-model-untracked-resource",
        {},
        id="object-based-saved-model-captures-tf51587",  # tensorflow/tensorflow#51587 (round 136)
    ),
    S(
        "tensorflow.python.framework.errors_impl.UnknownError: Not enough GPUs to create virtual devices. num_gpus_to_use: 1 #virtual_devices: 2",
        "virtual-devices-exceed-gpus",
        {"gpus": "1", "configured": "2"},
        id="not-enough-gpus-virtual-addons1171",  # tensorflow/addons#1171 (round 136)
    ),
    S(
        "`ValueError: Unrecognized device: LogicalDevice(name='/job:localhost/replica:0/task:0/device:GPU:0', device_type='GPU')`",
        "gpu-config-wrong-device-type",
        {},
        id="logical-device-to-set-memory-growth-book216",  # dragen1860/Deep-Learning-with-TensorFlow-book#216 (round 136)
    ),
    S(
        "  ValueError: Expected a Trackable object for export, got <keras.engine.sequential.Sequential object at 0x0000029796DB0C50>.",
        "keras-tf-api-on-other-backend",
        {"oldcls": "keras.engine.sequential.Sequential"},
        id="trackable-for-export-keras3r1001",  # rstudio/keras3#1001 (round 136)
    ),
    S(
        "`AttributeError: 'ImageClassifier' object has no attribute '_get_save_spec'`",
        "keras-version-mismatch",
        {"object3": "ImageClassifier"},
        id="get-save-spec-kerascv2455",  # keras-team/keras-cv#2455 (round 136)
    ),
    S(
        "`#39 [linux/arm64 beam 11/16] RUN pip check || (echo \"Container does not include required Beam dependencies or has conflicting dependencies. If Beam dependencies have changed, you need to regenerate base_image_requirements.txt files. See: https://s.apache.org/beam-python-requirements-generate\" && exit 1) #39 20.81 tensorflow 2.12.0 requires tensorflow-cpu-aws, which is not installed.`",
        "tensorflow-requirement-unmet",
        {"req3": "tensorflow-cpu-aws"},
        id="requires-cpu-aws-not-installed-tf60751",  # tensorflow/tensorflow#60751 (round 136)
    ),
    S(
        "2023-09-01 14:14:07.317060: W tensorflow/core/grappler/costs/op_level_cost_estimator.cc:690] Error in PredictCost() for the op: op: \"CropAndResize\" attr { key: \"T\" value { type: DT_UINT8 } } attr { key: \"extrapolation_value\" value { f: 0 } } attr { key: \"method\" value { s: \"bilinear\" } } inputs { dtype: DT_UINT8 shape { dim { size: 4 } dim { size: 1024 } dim { size: 1024 } dim { size: 1 } } } inputs { dtype: DT_FLOAT shape { dim { size: -2 } dim { size: 4 } } } inputs { dtype: DT_INT32 shape { dim { size: -2 } } } inputs { dtype: DT_INT32 shape { dim { size: 2 } } } device { type: \"CPU\" vendor: \"GenuineIntel\" model: \"103\" frequency: 3600 num_cores: 16 environment { key: \"cpu_instruction_set\" value: \"AVX SSE, SSE2, SSE3, SSSE3, SSE4.1, SSE4.2\" } environment { key: \"eigen\" value: \"3.4.90\" } l1_cache_size: 49152 l2_cache_size: 524288 l3_cache_size: 16777216 memory_size: 268435456 } outputs { dtype: DT_FLOAT shape { dim { size: -2 } dim { size: -27 } dim { size: -28 } dim { size: 1 } } }",
        "benign-grappler-optimizer-stage-failed",
        {},
        id="predictcost-cropandresize-sleap",  # talmolab/sleap docs/notebooks/Model_evaluation.ipynb (round 136)
    ),
    S(
        "Failed to get TPU metadata (tpu-env) from instance metadata for variable CHIPS_PER_HOST_BOUNDS: INTERNAL: Failed to fetch URL after 30 tries (http status: 404); curl status: No error",
        "libtpu-metadata-query-off-tpu",
        {"var": "CHIPS_PER_HOST_BOUNDS"},
        id="libtpu-metadata-off-tpu-jax11668",  # jax-ml/jax#11668 (round 136)
    ),
    # --- round 137 (sealed, read after its first score)
    S(
        "**tensorflow.python.framework.errors_impl.InvalidArgumentError: Tensor Input-Token:0, specified in either feed_devices or fetch_devices was not found in the Graph**",
        "tf1-tensor-not-in-graph",
        {"tensor2": "Input-Token:0"},
        id="feed-fetch-devices-not-in-graph-kashgari167",  # BrikerMan/Kashgari#167 (round 137)
    ),
    S(
        "jaxlib version 0.4.31 is newer than and incompatible with jax version 0.4.20",
        "jax-jaxlib-version-mismatch",
        {"lib": "0.4.31", "jax": "0.4.20"},
        id="jaxlib-newer-than-jax-octo125",  # octo-models/octo#125 (round 137)
    ),
    S(
        "```Flash attention is not supported in your current JAX version. Please update it by following the official guide: https://jax.readthedocs.io/en/latest/installation.html```",
        "keras-backend-version-incompatible",
        {},
        id="flash-attention-old-jax-keras20827",  # keras-team/keras#20827 (round 137)
    ),
    S(
        "E       The operator 'aten::max_pool3d_with_indices' is not currently implemented for the MPS device. If you want this op to be added in priority during the prototype phase of this feature, please comment on https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.",
        "torch-mps-op-unsupported",
        {"op": "aten::max_pool3d_with_indices"},
        id="mps-maxpool3d-cellfinder418",  # brainglobe/cellfinder#418 (round 137)
    ),
    S(
        "TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please use float32",
        "torch-mps-float64-unsupported",
        {},
        id="mps-float64-keras23700",  # keras-team/keras#23700 (round 137)
    ),
    S(
        "`UnhashableTypeError: Cannot hash object of type tensorflow.python.util.object_identity.ObjectIdentityDictionary, found in the arguments of generate_text().",
        "streamlit-cache-unhashable-model",
        {"type": "tensorflow.python.util.object_identity.ObjectIdentityDictionary"},
        id="st-cache-tf-object-streamlit2571",  # streamlit/streamlit#2571 (round 137)
    ),
    # --- round 138 (sealed, read after its first score)
    S(
        "ValueError: Could not open 'thunder.tflite '.",
        "tflite-model-file-not-found",
        {"path": "thunder.tflite"},
        id="tflite-path-trailing-space-tf56999",  # tensorflow/tensorflow#56999 (round 138)
    ),
    S(
        "ValueError: Cannot set tensor: Dimension mismatch. Got 640 but expected 320 for dimension 1 of input 0.",
        "tflite-input-shape-mismatch",
        {"got": "640", "want": "320"},
        id="tflite-dimension-mismatch-ultralytics1423",  # ultralytics/ultralytics#1423 (round 138)
    ),
    # --- round 139 (sealed, read after its first score)
    S(
        "tf.function only supports singleton tf.Variables created on the first call. ",
        "graph-mode-eager-only-code",
        {},
        id="singleton-variables-tf105654",  # tensorflow/tensorflow#105654 (round 139)
    ),
    S(
        "ValueError: A tf.Variable created inside your tf.function has been garbage-collected. Your code needs to keep Python references to variables created inside `tf.function`s.",
        "graph-mode-eager-only-code",
        {},
        id="variable-garbage-collected-sincnet13",  # grausof/keras-sincnet#13 (round 139)
    ),
    S(
        "**Invalid input shape for input Tensor(\"data_1:0\", shape=(None,), dtype=float32). Expected shape (None, 20), but input has incompatible shape (None,)**",
        "keras-model-input-shape-mismatch",
        {"expected": "(None, 20)", "got": "(None,)"},
        id="functional-invalid-input-shape-keras20136",  # keras-team/keras#20136 (round 139)
    ),
    S(
        "ERROR:fbprophet:Importing plotly failed. Interactive plots will not work.",
        "benign-optional-framework-missing",
        {"module2": "plotly"},
        id="fbprophet-plotly-alibi-detect",  # SeldonIO/alibi-detect doc/source/examples/od_ae_cifar10.ipynb (round 139)
    ),
    S(
        "module 'keras.utils' has no attribute 'PyDataset'",
        "keras-version-mismatch",
        {"module": "keras.utils"},
        id="keras-utils-no-pydataset-keras20098",  # keras-team/keras#20098 (round 139)
    ),
    # --- round 140 (sealed, read after its first score)
    S(
        "    ValueError: If a RNN is stateful, it needs to know its batch size. Specify the batch size of your input tensors: ",
        "keras-stateful-rnn-batch-size-unknown",
        {},
        id="keras2-stateful-batch-river-dl107",  # USGS-R/river-dl#107 (round 140)
    ),
    S(
        "ValueError: When using `stateful=True` in a RNN, the batch size must be static. Found dynamic batch size: sequence.shape=(None, XX, XX), ",
        "keras-stateful-rnn-batch-size-unknown",
        {},
        id="keras3-stateful-static-batch-tf64061",  # tensorflow/tensorflow#64061 (round 140)
    ),
    S(
        "'Failed to format this callback filepath: \"saved/U2netS_160_bce_dice_focal_{val_loss:.4f}-{val_d_DICE:.4f}-{epoch:03d}.h5\"",
        "keras-checkpoint-filepath-key-missing",
        {},
        id="checkpoint-filepath-key-gastric4",  # qxde01/gastric-cancer-detect#4 (round 140)
    ),
    S(
        "in tensorflow/stream_executor/cuda/cuda_dnn.cc(1521): 'cudnnSetRNNDataDescriptor( data_desc.get(), data_type, layout, max_seq_length, batch_size, data_size, seq_lengths_array, (void*)&padding_fill)' [Op:CudnnRNNV3]",
        "cudnn-rnn-masked-input-invalid",
        {},
        id="cudnn-rnn-seq-lengths-tf43103",  # tensorflow/tensorflow#43103 (round 140)
    ),
    S(
        "object_detection/protos/calibration.proto:41:3: Expected \"required\", \"optional\", or \"repeated\".",
        "protoc-too-old",
        {"file": "object_detection/protos/calibration.proto"},
        id="protoc-2-od-api-models1962",  # tensorflow/models#1962 (round 140)
    ),
    S(
        "File \"h5py\\h5f.pyx\", line 116, in h5py.h5f.create OSError: Unable to create file (unable to open file: name = 'models/bidirectional_LSTM_best_weights_01-0.8518.hdf5', errno = 2, error message = 'No su",
        "output-dir-missing",
        {"path": "models/bidirectional_LSTM_best_weights_01-0.8518.hdf5"},
        id="h5py-create-errno2-h5py1900",  # h5py/h5py#1900 (round 140)
    ),
    S(
        "I get `AttributeError: module 'tensorflow' has no attribute 'estimator'` when trying to import `tensorflow_gan`.",
        "tf-estimator-removed",
        {"module": "tensorflow"},
        id="tf-estimator-attr-gan55",  # tensorflow/gan#55 (round 141)
    ),
    S(
        "ImportError: cannot import name 'estimator' from 'tensorflow.compat.v1'",
        "tf-estimator-removed",
        {"module": "tensorflow.compat.v1"},
        id="tf-estimator-import-models11252",  # tensorflow/models#11252 (round 141)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow.python.estimator'",
        "tf-estimator-removed",
        {"module": "tensorflow.python.estimator"},
        id="tf-estimator-module-easyrec484",  # alibaba/EasyRec#484 (round 141)
    ),
    S(
        "OSError: Unable to create file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable')",
        "hdf5-file-locked-concurrent-writers",
        {},
        id="hdf5-lock-errno11-exarl9",  # exalearn/EXARL#9 (round 141)
    ),
    S(
        "OSError: Unable to create file (unable to truncate a file which is already open)",
        "hdf5-file-already-open",
        {},
        id="hdf5-truncate-open-irmas1",  # OdysseasKr/irmas-cnn#1 (round 141)
    ),
    S(
        "**Error**: `OSError: Unable to synchronously open file (file is already open for read-only)`",
        "hdf5-file-already-open",
        {},
        id="hdf5-open-read-only-code11674127579",  # code index 11674127579
    ),
    S(
        "AttributeError: 'PosixPath' object has no attribute 'endswith'`",
        "keras-filepath-not-str",
        {"cls": "PosixPath", "attr": "endswith"},
        id="posixpath-endswith-sentiment2",  # sentiment-analysis-spanish/sentiment-spanish#2 (round 141)
    ),
    S(
        "TimeoutError: [WinError 10060] A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond",
        "dataset-download-failed",
        {"reason": "A connection attempt failed"},
        id="winerror-10060-license-plate",  # Dharun/Tensorflow-License-Plate-Detection notebook (round 141)
    ),
    S(
        " corrupted record at 0",
        "tfrecord-corrupted",
        {"kind": "corrupted", "offset": "0"},
        id="tfrecord-bare-corrupted-grover21",  # rowanz/grover#21 (round 142)
    ),
    S(
        "  (0) Data loss: truncated record at 136219998",
        "tfrecord-corrupted",
        {"kind": "truncated", "offset": "136219998"},
        id="tfrecord-truncated-models571",  # tensorflow/models#571 (round 142)
    ),
    S(
        "2023-09-08 15:07:54.635147: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at example_parsing_ops.cc:94: INVALID_ARGUMENT: Could not parse example input, value: '",
        "tfrecord-not-example-proto",
        {},
        id="tfrecord-not-example-causal-agents2",  # google-research/causal-agents#2 (round 142)
    ),
    S(
        "2021-04-06 15:14:51.759847: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at example_parsing_ops.cc:240 : Invalid argument: Key: subsegment/features.  Can't parse serialized Example.",
        "tfrecord-feature-shape-mismatch",
        {"feature": "subsegment/features"},
        id="tfrecord-cant-parse-vad17",  # filippogiruzzi/voice_activity_detection#17 (round 142)
    ),
    S(
        "InvalidArgumentError: Name: <unknown>, Feature: I1, Index: 0. Number of float values != expected",
        "tfrecord-feature-shape-mismatch",
        {"feature": "I1"},
        id="tfrecord-float-count-code57430380680",  # code index 57430380680
    ),
    S(
        "SystemError: google/protobuf/pyext/descriptor.cc:354: bad argument to internal function",
        "protobuf-incompatible",
        {},
        id="protobuf-pyext-bad-argument-tf48797",  # tensorflow/tensorflow#48797 (round 142)
    ),
    S(
        "E1107 08:14:07.635886203 2438794 resolver_registry.cc:188]   assertion failed: g_state != nullptr",
        "native-library-conflict",
        {},
        id="grpc-g-state-open-ce949",  # open-ce/open-ce#949 (round 142)
    ),
    S(
        "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self signed certificate in certificate chain (_ssl.c:1056)",
        "dataset-download-failed",
        {"reason": "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self signed certificate in certificate chain"},
        id="ssl-self-signed-pydataberlin4",  # tsterbak/pydataberlin-2019#4 (round 142)
    ),
    S(
        "ConnectionError: HTTPConnectionPool(host='storage.googleapis.com', port=80): Max retries exceeded with url: /tfds-data/ (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x00000192F3D06668>: Failed to establish a new connection: [WinError 10060] A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond'))",
        "dataset-download-failed",
        {"host": "storage.googleapis.com"},
        id="tfds-pool-download-host-datasets275",  # tensorflow/datasets#275 (round 142)
    ),
    S(
        "2020-06-01 15:43:56.684531: W tensorflow/core/platform/cloud/google_auth_provider.cc:178] All attempts to get a Google authentication bearer token failed, returning an empty token. Retrieving token from files failed with \"Unavailable: Error executing an HTTP request: libcurl code 77 meaning 'Problem with the SSL CA cert (path? access rights?)', error details: error setting certificate verify locations:",
        "ca-bundle-path-missing",
        {},
        id="libcurl-77-tf40065",  # tensorflow/tensorflow#40065 (round 142)
    ),
    S(
        "`RuntimeError: Layer concatenate:<class 'keras.layers.merge.Concatenate'> is not supported. You can quantize this layer by passing a `tfmot.quantization.keras.QuantizeConfig` instance to the `quantize_annotate_layer` API.`",
        "tfmot-layer-not-supported",
        {"layer": "concatenate", "cls": "keras.layers.merge.Concatenate"},
        id="tfmot-quantize-unsupported-edgetpu525",  # google-coral/edgetpu#525 (round 142)
    ),
    S(
        "##ValueError: Please initialize `Bidirectional` layer with a `Layer` instance. You passed: 50 //레이어에 인스턴스 넣어라",
        "keras-wrapper-given-non-layer",
        {"wrapper": "Bidirectional"},
        id="wrapper-non-layer-code42682194880",  # code index 42682194880
    ),
    S(
        "And there is an ```ValueError: `prune_low_magnitude` can only prune an object of the following types: keras.models.Sequential, keras functional model, keras.layers.Layer, list of keras.layers.Layer. You passed an object of type: Sequential.``` in line",
        "keras-version-mismatch",
        {"cls": "Sequential"},
        id="tfmot-prune-keras3-tf62929",  # tensorflow/tensorflow#62929 (round 142)
    ),
    S(
        "Blocked on this repo: tensorflow-model-optimization 0.8 rejects Keras 3 Functional models (`You passed an instance of type: Functional`). Do not run",
        "keras-version-mismatch",
        {"cls": "Functional"},
        id="tfmot-quantize-keras3-code69079667888",  # code index 69079667888
    ),
    S(
        "2020-02-28 19:15:21.150771: E tensorflow_serving/util/retrier.cc:37] Loading servable: {name: model-1-2 version: 123123123442} failed: Data loss: corrupted record at 0. Please verify your warmup data is in TFRecord format.",
        "serving-warmup-data-invalid",
        {},
        id="serving-warmup-not-tfrecord-r114",  # r114-1-010
    ),
    S(
        "    ValueError: Shape must be rank 2 but is rank 3 for '{{node concat}} = ConcatV2[N=2, T=DT_FLOAT, Tidx=DT_INT32](args_0, args_2, concat/axis)' with input shapes: [128,0], [?,128,100], [].",
        "tensor-shape-mismatch",
        {"want": "2", "got": "3", "node": "concat"},
        id="shape-rank-concat-recommenders403",  # tensorflow/recommenders#403 (round 143)
    ),
    S(
        "ValueError: Shape (None, None, None) must have rank 2",
        "tensor-shape-mismatch",
        {"shape": "(None, None, None)", "want": "2"},
        id="shape-with-rank-tf39182",  # tensorflow/tensorflow#39182 (round 143)
    ),
    S(
        "`InvalidArgumentError: Expected 'tf.Tensor(False, shape=(), dtype=bool)' to be true. Summarized data: b'Unable to broadcast: dimension size mismatch in dimension'",
        "tensor-shape-mismatch",
        {},
        id="ragged-broadcast-tf52035",  # tensorflow/tensorflow#52035 (round 143)
    ),
    S(
        "2020-09-07 18:45:06.189457: W external/org_tensorflow/tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at lookup_table_op.cc:827 : Failed precondition: Table not initialized.",
        "lookup-table-not-initialized",
        {},
        id="table-not-initialized-serving1731",  # tensorflow/serving#1731 (round 143)
    ),
    S(
        "  (0) INVALID_ARGUMENT:  During Variant Host->Device Copy: non-DMA-copy attempted of tensor type: string",
        "string-tensor-placed-on-gpu",
        {"dtype": "string"},
        id="string-to-gpu-google-research947",  # google-research/google-research#947 (round 143)
    ),
    S(
        "`When num_oov_indices=0 all inputs should be in vocabulary, found OOV values [1138 1000]`",
        "lookup-oov-with-zero-oov-indices",
        {"values": "[1138 1000]"},
        id="lookup-zero-oov-keras22521",  # keras-team/keras#22521 (round 143)
    ),
    S(
        "ValueError: Only `vocabulary_dtype='int64'` is supported at this time. Received: vocabulary_dtype=int32",
        "lookup-vocabulary-dtype-unsupported",
        {},
        id="integer-lookup-dtype-keras21586",  # keras-team/keras#21586 (round 143)
    ),
    S(
        "No dashboards are active for the current data set.",
        "tensorboard-logdir-no-event-files",
        {},
        id="tensorboard-no-dashboards-linesight34",  # Linesight-RL/linesight#34 (round 143)
    ),
    S(
        "Reusing TensorBoard on port 6006 (pid 48869), started 1:40:42 ago. (Use '!kill 48869' to kill it.)",
        "tensorboard-notebook-stale-instance",
        {"port": "6006", "pid": "48869", "delta": "1:40:42"},
        id="tensorboard-reusing-tf34990",  # tensorflow/tensorflow#34990 (round 143)
    ),
    S(
        "W0726 10:09:02.374543 4583781824 manager.py:321] invalid info file: '/var/folders/l7/00kxfwvs0vbbqxtrp3rpf3yh0000gn/T/.tensorboard-info/pid-82744.info'",
        "benign-tensorboard-stale-info-file",
        {},
        id="tensorboard-invalid-info-file-tb2467",  # tensorflow/tensorboard#2467 (round 143)
    ),
    S(
        "objc[44717]: +[__NSPlaceholderDate initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug.",
        "macos-objc-fork-safety-crash",
        {},
        id="objc-fork-safety-tf28001",  # tensorflow/tensorflow#28001 (round 143)
    ),
    S(
        "AttributeError: Can't pickle local object",
        "multiprocessing-spawn-unpicklable",
        {},
        id="spawn-pickle-local-east264",  # argman/EAST#264 (round 143)
    ),
    S(
        "2020-11-06 10:53:19.854275: E tensorflow/stream_executor/cuda/cuda_driver.cc:1128] could not retrieve CUDA device count: CUDA_ERROR_NOT_INITIALIZED: initialization error",
        "cuda-initialized-before-fork",
        {},
        id="cuda-not-initialized-fork-automl855",  # google/automl#855 (round 143)
    ),
    S(
        "> Deterministic GPU implementation of unsorted segment reduction op not available.",
        "deterministic-op-unimplemented",
        {"op": "unsorted segment reduction op"},
        id="determinism-segment-tf54276",  # tensorflow/tensorflow#54276 (round 144)
    ),
    S(
        "GPU MaxPool gradient ops do not yet have a deterministic XLA implementation.",
        "deterministic-op-unimplemented",
        {"op4": "GPU MaxPool gradient ops"},
        id="determinism-xla-maxpool-keras20315",  # keras-team/keras#20315 (round 144)
    ),
    S(
        "#os.environ['TF_DETERMINISTIC_OPS'] = '1' # Determinism is not yet supported in GPU implementation of Scatter ops with ref inputs.",
        "deterministic-op-unimplemented",
        {"op3": "Scatter ops with ref inputs"},
        id="determinism-scatter-ref-librecommender357",  # massquantity/LibRecommender#357 (round 144)
    ),
    S(
        "`FileNotFoundError: [WinError 206] The filename or extension is too long`",
        "windows-long-paths-disabled",
        {},
        id="winerror-206-conda10767",  # conda/conda#10767 (round 144)
    ),
    S(
        "UnicodeDecodeError: 'gbk' codec can't decode byte 0x93 in position 2: illegal multibyte sequence",
        "windows-locale-codepage-decode",
        {"codec": "gbk", "byte": "0x93"},
        id="gbk-decode-bert-ner49",  # ProHiryu/bert-chinese-ner#49 (round 144)
    ),
    S(
        "UnicodeEncodeError: 'charmap' codec can't encode characters in position 19-38: character maps to <undefined>",
        "console-encoding-unsupported",
        {"codec": "charmap"},
        id="charmap-encode-progbar-keras19386",  # keras-team/keras#19386 (round 144)
    ),
    S(
        "TypeError: `generator` yielded an element that could not be converted to the expected type. The expected type was float32, but the yielded element was [list([0.5488135039273248, 0.7151",
        "tfdata-generator-element-not-convertible",
        {"want": "float32"},
        id="from-generator-convert-funded23",  # HuantWang/FUNDED_NISL#23 (round 144)
    ),
    S(
        "ValueError: Attempt to convert a value (<MapDataset shapes: (None, 32), types: tf.float32>) with an unsupported type (<class 'tensorflow.python.data.ops.dataset_ops.MapDataset'>) to a Tensor.",
        "tfdata-dataset-passed-as-tensor",
        {"value": "<MapDataset shapes: (None, 32), types: tf.float32>"},
        id="dataset-as-tensor-tfrs-retail2",  # fickaz/TFRS-on-Retail-Data#2 (round 144)
    ),
    S(
        "ValueError: as_list() is not defined on an unknown TensorShape.",
        "tfdata-element-shape-unknown",
        {},
        id="unknown-tensorshape-keras20573",  # keras-team/keras#20573 (round 144)
    ),
    S(
        "KeyError: \"Registering two gradient with name 'STMul' !(Previous registration was in <module> /home/jlinder2/anaconda3/envs/tensorflow/lib/python3.6/site-packages/ipykernel/__main__.py:3)\"",
        "tf-gradient-registered-twice",
        {"what": "gradient", "name": "STMul"},
        id="gradient-registered-twice-aparent",  # johli/aparent's seqprop notebook (round 144)
    ),
    S(
        "Layer.add_metric() takes 1 positional argument but 2 were given",
        "keras-version-mismatch",
        {},
        id="keras3-add-metric-stub-keras19804",  # keras-team/keras#19804 (round 144)
    ),
    S(
        "ImportError: No module named 'h5py'",
        "python-module-missing",
        {"h5py": "h5py"},
        id="no-module-h5py-concise",  # gagneurlab/concise's keras_model_load_save notebook (round 144)
    ),
    S(
        "C:\\Program Files\\Python38\\lib\\site-packages\\tensorflow\\python\\data\\ops\\dataset_ops.py:3703: UserWarning: Even though the `tf.config.experimental_run_functions_eagerly` option is set, this option does not apply to tf.data functions. To force eager execution of tf.data functions, please use `tf.data.e",
        "tfdata-run-eagerly-not-applied",
        {},
        id="tfdata-run-eagerly-tf49724",  # tensorflow/tensorflow#49724 (round 144)
    ),
    S(
        "ValueError: Shape must be rank 2 but is rank 3 for 'spline_t_5/MatMul' (op: 'MatMul') with input shapes: [1,?,10], [1,10].",
        "tensor-shape-mismatch",
        {"want": "2", "got": "3", "node": "spline_t_5/MatMul"},
        id="shape-rank-tf1-matmul-concise",  # gagneurlab/concise's spline notebook (round 144)
    ),
    S(
        "```ValueError: Requested the deserialization of a Lambda layer with a Python `lambda` inside it. This carries a potential risk of arbitrary code execution and thus it is disallowed by default.",
        "keras-safe-mode-lambda-refused",
        {},
        id="keras3-safe-mode-lambda-energyflow74",  # thaler-lab/EnergyFlow#74 (round 145)
    ),
    S(
        "I'm trying to load my trained model but I'm getting the following error:**File not found: filepath=modelo\\model_74.keras. Please ensure the file is an accessible `.keras` zip file.**",
        "application-data-missing",
        {"path": "modelo\\model_74.keras"},
        id="keras3-file-not-found-tf-keras780",  # keras-team/tf-keras#780 (round 145)
    ),
    S(
        "ValueError: You are trying to restore a checkpoint from a legacy Keras",
        "keras-version-mismatch",
        {},
        id="legacy-optimizer-checkpoint-lipnet14",  # nicknochnack/LipNet#14 (round 145)
    ),
    S(
        "C:\\Users\\krish.naik\\AppData\\Local\\Continuum\\anaconda3\\envs\\myenv\\lib\\site-packages\\ipykernel_launcher.py:19: UserWarning: The `nb_epoch` argument in `fit` has been renamed `epochs`.",
        "benign-deprecation-warning",
        {"arg": "nb_epoch", "call": "fit", "new": "epochs"},
        id="keras2-nb-epoch-renamed-aqi",  # krishnaik06/AQI-Project's ANN notebook (round 145)
    ),
    S(
        "2023-08-22 08:25:44.059067: W tensorflow/core/common_runtime/bfc_allocator.cc:305] Garbage collection: deallocate free memory regions (i.e., allocations) so that we can re-allocate a larger region to avoid OOM due to memory fragmentation. If you see this message frequently, you are running near the threshold of the available device memory",
        "gpu-out-of-memory",
        {},
        id="bfc-garbage-collection-facechain90",  # modelscope/facechain#90 (round 145)
    ),
    S(
        "In the CI runs of #142 I currently get the error `ModuleNotFoundError: No module named 'tensorflow.compat.v1.keras'` e.g. in [this CI run]",
        "keras-version-mismatch",
        {"module": "tensorflow.compat.v1.keras"},
        id="compat-v1-keras-gone-pycomlink149",  # pycomlink/pycomlink#149 (round 145)
    ),
    S(
        " **has shape (3, 3, 32, 32), but the saved weight has shape (32, 3, 3, 3)**.",
        "checkpoint-shape-mismatch",
        {"got": "(3, 3, 32, 32)", "want": "(32, 3, 3, 3)"},
        id="weights-shape-h5-inceptionv4-27",  # kentsommer/keras-inceptionV4#27 (round 146)
    ),
    S(
        "ValueError: Shape mismatch in layer #2 (named dense_5)for weight dense_5/kernel. Weight expects shape (256, 25). Received saved weight with shape (256, 10)",
        "checkpoint-shape-mismatch",
        {"layer": "dense_5", "got": "(256, 25)", "want": "(256, 10)"},
        id="weights-shape-keras3-h5-keras21404",  # keras-team/keras#21404 (round 146)
    ),
    S(
        "ValueError: Cannot assign value to variable ' output_focal/kernel:0': Shape mismatch.The variable shape (131072, 47), and the assigned value shape (131072, 46) are incompatible.",
        "checkpoint-shape-mismatch",
        {"var": "output_focal/kernel:0", "got": "(131072, 47)", "want": "(131072, 46)"},
        id="weights-shape-assign-deepcalib37",  # alexvbogdan/DeepCalib#37 (round 146)
    ),
    S(
        "ValueError: Cannot assign to variable block_1_1_ds_conv1/filters:0 due to variable shape (1, 1, 64, 256) and value shape (64,) are incompatible",
        "checkpoint-shape-mismatch",
        {"var": "block_1_1_ds_conv1/filters:0", "got": "(1, 1, 64, 256)", "want": "(64,)"},
        id="weights-shape-assign-old-hyperpose348",  # tensorlayer/HyperPose#348 (round 146)
    ),
    S(
        "ValueError: When setting `include_top=True` and loading `imagenet` weights, `input_shape` should be (224, 224, 3).",
        "keras-applications-imagenet-input-shape",
        {"want": "(224, 224, 3)"},
        id="applications-imagenet-shape-tf43918",  # tensorflow/tensorflow#43918 (round 146)
    ),
    S(
        "WARNING:tensorflow:Skipping loading of weights for layer distilbert due to mismatch in number of weights (36 vs 100).",
        "keras-weights-skipped-shape-mismatch",
        {"layer": "distilbert"},
        id="weights-skipped-count-dialog-nlu",  # MahmoudWahdan/dialog-nlu's pruning notebook (round 146)
    ),
    S(
        "`.../envs/t2p36/lib/python3.6/site-packages/tensorflow/python/saved_model/loader_impl.py:299:0: error: failed to legalize operation 'tf.TensorListReserve' that was explicitly marked illegal",
        "tflite-converter-select-ops-needed",
        {"op": "tf.TensorListReserve"},
        id="tflite-legalize-tensorlist-automl673",  # google/automl#673 (round 146)
    ),
    S(
        "RuntimeError: Model resulted in Nan value during calibration. Please make sure model results in all real-values during inference with provided dataset.Node number 488 (TRANSPOSE_CONV) failed to invoke.",
        "tflite-calibration-nan",
        {},
        id="tflite-calibration-nan-esrgan3",  # margaretmz/esrgan-e2e-tflite-tutorial#3 (round 146)
    ),
    S(
        "ValueError: Only support a single signature key.",
        "saved-model-signature-missing",
        {},
        id="tflite-single-signature-tf48179",  # tensorflow/tensorflow#48179 (round 146)
    ),
    S(
        "typeerror: you are passing kerastensor(type_spec=tensorspec(shape=(), dtype=tf.float32, name=none), name='placeholder:0', description=\"created by layer 'tf.cast_2'\"), an intermediate keras symbolic input/output, to a tf api that does not allow registering custom dispatchers",
        "tensorflow-api-mismatch",
        {},
        id="kerastensor-tf-api-load-forecasting8",  # yalickj/load-forecasting-resnet#8 (round 147)
    ),
    S(
        "TypeError: Keras symbolic inputs/outputs do not implement `__len__`. You may be trying to pass Keras symbolic inputs/outputs to a TF API that does not register dispatching",
        "tensorflow-api-mismatch",
        {},
        id="keras-symbolic-len-keras-surgeon57",  # BenWhetton/keras-surgeon#57 (round 147)
    ),
    S(
        "  _SymbolicException: Inputs to eager execution function cannot be Keras symbolic tensors, but found [<tf.Tensor 'z_mean_3/Identity:0' shape=(None, 3) dtype=float32>]",
        "tensorflow-api-mismatch",
        {},
        id="symbolic-exception-eager-ruta43",  # fdavidcl/ruta#43 (round 147)
    ),
    S(
        "  ValueError: For a `build()` method with more than one argument, all arguments should have a `_shape` suffix and match an argument from `call()`. E.g. `build(self, foo_shape, bar_shape)`  For layer 'SimpleDense', Received `build()` argument `self`, which does not end in `_shape`.",
        "keras-version-mismatch",
        {},
        id="keras3-build-shape-suffix-dlwr17",  # t-kalinowski/deep-learning-with-r-code#17 (round 147)
    ),
    S(
        "> ValueError: Optimizer (<keras.optimizers.legacy.adam.Adam object at 0x7fe700e192a0>) passed to `model.compile` was created inside a different distribution strategy scope than the model. All optimizers must be created in the same distribution strategy scope as the model",
        "distribute-strategy-scope-mismatch",
        {},
        id="optimizer-other-scope-ktrain513",  # amaiya/ktrain#513 (round 147)
    ),
    S(
        "RuntimeError: `apply_gradients() cannot be called in cross-replica context. Use `tf.distribute.Strategy.ru",
        "distribute-apply-gradients-cross-replica",
        {},
        id="apply-gradients-cross-replica-similarity287",  # tensorflow/similarity#287 (round 147)
    ),
    S(
        "ValueError: Classification metrics can't handle a mix of multilabel-indicator and multiclass targets",
        "prediction-label-type-mismatch",
        {"a": "multilabel-indicator", "b": "multiclass"},
        id="sklearn-mix-targets-cv-dl-alexnet",  # Apress/computer-vision-using-deep-learning (round 147)
    ),
    S(
        "Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=0",
        "container-no-gpu-access",
        {"dev": "nvidia.com/gpu=0"},
        id="podman-cdi-unresolvable-toolkit1940",  # NVIDIA/nvidia-container-toolkit#1940 (round 147)
    ),
    S(
        "```Error: stat nvidia.com/gpu=all: no such file or directory```",
        "container-no-gpu-access",
        {"dev": "nvidia.com/gpu=all"},
        id="podman-no-cdi-libnvidia-container287",  # NVIDIA/libnvidia-container#287 (round 147)
    ),
    S(
        "> ValueError: Tensor-typed variable initializers must either be wrapped in an init_scope or callable (e.g., `tf.Variable(lambda : tf.truncated_normal([10, 40]))`) when building functions.",
        "graph-mode-eager-only-code",
        {},
        id="tensor-typed-initializer-keras15358",  # keras-team/keras#15358 (round 148)
    ),
    S(
        "InaccessibleTensorError: The tensor 'Tensor(\"while/while/Neg:0\", shape=(), dtype=float32)' cannot be accessed here: it is defined in another function or code block. Use return values, explicit Python locals or TensorFlow collections to access it.",
        "graph-mode-eager-only-code",
        {},
        id="inaccessible-tensor-loop-tf47139",  # tensorflow/tensorflow#47139 (round 148)
    ),
    S(
        "**ValueError: Input tensor 'ignnition_model/states_creation/actions/build_state0/concat_1:0' enters the loop with shape (1, 32), but has shape (None, 32) after one iteration. To allow the shape to vary across iterations, use the `shape_invariants` argument",
        "while-loop-shape-not-invariant",
        {"before": "(1, 32)", "after": "(None, 32)"},
        id="while-loop-shape-ignnition127",  # BNN-UPC/ignnition#127 (round 148)
    ),
    S(
        "UnimplementedError (see above for traceback): TensorArray has size zero, but element shape <unknown> is not fully defined. Currently only static shapes are supported when packing zero-size TensorArrays.",
        "tensorarray-zero-size-unknown-shape",
        {},
        id="tensorarray-zero-size-autoencoder15",  # erickrf/autoencoder#15 (round 148)
    ),
    S(
        "tensorflow.python.framework.errors_impl.DataLossError: {{function_node __wrapped__IteratorGetNext_output_types_1_device_/job:localhost/replica:0/task:0/device:CPU:0}} truncated record at 232' failed with Read less bytes than requested [Op:IteratorGetNext] name: ",
        "tfrecord-corrupted",
        {"kind": "truncated", "offset": "232"},
        id="tfrecord-truncated-tf221-eager",  # tests/data/tracebacks/tf-2.21-runs/tfrecord-truncated.txt
    ),
    S(
        "W0000 00:00:1795938586.679220   24624 local_rendezvous.cc:412] Local rendezvous is aborting with status: DATA_LOSS: corrupted record at 12",
        "tfrecord-corrupted",
        {"kind": "corrupted", "offset": "12"},
        id="tfrecord-corrupted-tf221-status",  # tests/data/tracebacks/tf-2.21-runs/tfrecord-corrupt.txt
    ),
    S(
        "tensorflow.python.ops.op_selector.UnliftableError: Unable to lift tensor <tf.Tensor 'Cast:0' shape=() dtype=float32> because it depends transitively on placeholder <tf.Operation 'args_0' type=Placeholder> via at least one path, e.g.: Cast (Cast) <- args_0 (Placeholder)",
        "graph-mode-eager-only-code",
        {},
        id="unliftable-variable-in-map-tf221",  # tests/data/tracebacks/tf-2.21-runs/var-in-map.txt
    ),
    S(
        "Tried to stack elements of an empty list with non-fully-defined element_shape: <unknown>",
        "tensorarray-zero-size-unknown-shape",
        {},
        id="tensorlist-stack-empty-tf221",  # tests/data/tracebacks/tf-2.21-runs/tensorarray-empty.txt
    ),
    S(
        "The shape of the target variable and the shape of the target value in `variable.assign(value)` must match. variable.shape=(4, 25), Received: value.shape=(4, 10). Target variable: <Variable path=sequential_1/dense_1/kernel, shape=(4, 25), dtype=float32, value=[[",
        "checkpoint-shape-mismatch",
        {"got": "(4, 25)", "want": "(4, 10)"},
        id="keras3-variable-assign-shape-tf221",  # tests/data/tracebacks/tf-2.21-runs/h5-shape-skip.txt
    ),
    S(
        "ModuleNotFoundError: No module named 'wandb.keras'",
        "package-module-removed",
        {"module": "wandb.keras"},
        id="wandb-keras-removed-in-0.17",  # wandb/examples#524 (round 141, r141-2-002)
    ),
    S(
        "ModuleNotFoundError: No module named 'sklearn.cross_validation'",
        "package-module-removed",
        {"module": "sklearn.cross_validation"},
        id="sklearn-cross-validation-removed",  # a saved notebook output (code index 70883026688)
    ),
    S(
        "    ModuleNotFoundError: No module named 'sklearn.externals.joblib'",
        "package-module-removed",
        {"module": "sklearn.externals.joblib"},
        id="sklearn-externals-joblib-removed",  # a saved notebook output (code index 24560237283)
    ),
    S(
        "TypeError: can't pickle _thread.RLock objects",
        'keras-model-not-picklable',
        {'what': '_thread.RLock'},
        id='sklearn-clone-keras-rlock-tf33204',  # tensorflow/tensorflow#33204 (round 149)
    ),
    S(
        '1. First, I have tried to pickle the Conv2D class (as described in https://www.tensorflow.org/api_docs/python/tf/keras/layers/Conv2D). I got the exception "TypeError: can\'t pickle _thread._local objects"',
        'keras-model-not-picklable',
        {'what': '_thread._local'},
        id='cloudpickle-thread-local-356',  # cloudpipe/cloudpickle#356 (round 149)
    ),
    S(
        "can't pickle _thread.RLock objects",
        'keras-model-not-picklable',
        {'what': '_thread.RLock'},
        id='vscode-form-deeplab95',  # bonlime/keras-deeplab-v3-plus#95 (round 149): VS Code's message line
    ),
    S(
        'NotImplementedError: __deepcopy__() is only available when eager execution is enabled.',
        'tf-deepcopy-requires-eager',
        {},
        id='deepcopy-graph-mode-seq2seq80',  # suriyadeepan/practical_seq2seq#80 (round 149)
    ),
    S(
        'OSError: `pydot` failed to call GraphViz.Please install GraphViz (https://www.graphviz.org/) and ensure that its executables are in the $PATH.',
        'keras-plot-model-deps-missing',
        {},
        id='keras22-pydot-failed-to-call-graphviz',  # leftthomas/ImageDeblurring#31 (round 149)
    ),
    S(
        "ImportError: ('Failed to import pydot. You must `pip install pydot` and install graphviz (https://graphviz.gitlab.io/download/), ', 'for `pydotprint` to work.')",
        'keras-plot-model-deps-missing',
        {},
        id='tf-keras-failed-to-import-pydot-deepreg689',  # DeepRegNet/DeepReg#689 (round 149)
    ),
    S(
        '`You must install graphviz (see instructions at https://graphviz.gitlab.io/download/) for "plot_model" to work.`',
        'keras-plot-model-deps-missing',
        {},
        id='keras3-graphviz-printed-dlwp236',  # fchollet/deep-learning-with-python-notebooks#236 (round 149)
    ),
    S(
        "AttributeError: module 'pydot' has no attribute 'InvocationException",
        'pydot-version-incompatible',
        {'mod': 'pydot'},
        id='pydot2-invocationexception-tafcn3',  # foryichuanqi/RESS-Paper-2022.09-...#3 (round 149)
    ),
    S(
        '-> 1880             if e.errno == os.errno.ENOENT:',
        'pydot-version-incompatible',
        {'oserrno': 'os'},
        id='pydot123-os-errno-tf40117',  # tensorflow/tensorflow#40117 (round 149)
    ),
    S(
        'b\'Format: "jpg" not recognized. Use one of: canon cmap cmapx cmapx_np dot dot_json eps fig gv imap imap_np ismap json json0 mp pdf pic plain plain-ext png pov ps ps2 svg svgz tk vml vmlz xdot xdot1.2 xdot1.4 xdot_json\\n\'',
        'graphviz-output-format-unsupported',
        {'fmt': 'jpg'},
        id='graphviz-no-jpg-brainstorm5',  # xamyzhao/brainstorm#5 (round 149)
    ),
    S(
        '"dot" with args [\'-Tpng\', \'/tmp/tmp48b95hyk\'] returned code: -6',
        'graphviz-dot-crashed',
        {'code': '-6'},
        id='dot-aborted-ortho-tf65331',  # tensorflow/tensorflow#65331 (round 149)
    ),
    S(
        'b"\'D:\\\\Program\' \\xb2\\xbb\\xca\\xc7\\xc4\\xda\\xb2\\xbf\\xbb\\xf2\\xcd\\xe2\\xb2\\xbf\\xc3\\xfc\\xc1\\xee\\xa3\\xac\\xd2\\xb2\\xb2\\xbb\\xca\\xc7\\xbf\\xc9\\xd4\\xcb\\xd0\\xd0\\xb5\\xc4\\xb3\\xcc\\xd0\\xf2\\r\\n\\xbb\\xf2\\xc5\\xfa\\xb4\\xa6\\xc0\\xed\\xce\\xc4\\xbc\\xfe\\xa1\\xa3\\r\\n"',
        'graphviz-path-with-space',
        {},
        id='dot-path-space-keras12538',  # keras-team/keras#12538 (round 149)
    ),
    S(
        'E     tensorflow.python.framework.errors_impl.InvalidArgumentError: indices[2] = [37,0] is out of order. Many sparse ops require sorted indices.',
        'sparse-indices-unordered',
        {},
        id='scikeras-csr-unsorted-282',  # adriangb/scikeras#282 (round 149)
    ),
    S(
        '`TypeError: Failed to convert object of type <class \'tensorflow.python.framework.sparse_tensor.SparseTensor\'> to Tensor. Contents: SparseTensor(indices=Tensor("DeserializeSparse:0", shape=(None, 2), dtype=int64), values=Tensor("DeserializeSparse:1", shape=(None,), dtype=float32), dense_shape=Tensor("stack:0", shape=(2,), dtype=int64)). Consider casting elements to a supported type.`',
        'sparse-tensor-input-unsupported',
        {},
        id='sparse-into-dense-op-tf47931',  # tensorflow/tensorflow#47931 (round 149)
    ),
    S(
        "    TypeError: Value passed to parameter 'features' has DataType complex64 not in list of allowed values: float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64, qint8",
        'complex-dtype-op-unsupported',
        {'dtype': 'complex64'},
        id='complex-into-relu-cvnn42',  # NEGU93/cvnn#42 (round 149)
    ),
    S(
        'ValueError: Invalid dtype: complex64',
        'keras-version-mismatch',
        {'dtype': 'complex64'},
        id='keras3-complex-dtype-19860',  # keras-team/keras#19860 (round 149)
    ),
    S(
        "TypeError: Unsupported type <class 'scipy.sparse.csr.csr_matrix'> for StructuredDataAdapter.",
        'non-numeric-input-data',
        {'sptype': 'scipy.sparse.csr.csr_matrix'},
        id='autokeras-scipy-sparse-1521',  # keras-team/autokeras#1521 (round 149)
    ),
    S(
        "clang: error: the clang compiler does not support '-march=native'",
        'source-build-failed',
        {'flag': '-march=native'},
        id='apple-clang-march-native-brew82430',  # Homebrew/homebrew-core#82430 (round 149)
    ),
    S(
        'ERROR: .../tensorflow-2.6.0/.../external/farmhash_archive/BUILD.bazel:12:11: Compiling src/farmhash.cc failed: (Aborted): wrapped_clang failed: error executing command external/local_config_cc/wrapped_clang ...',
        'source-build-failed',
        {'file': 'src/farmhash.cc'},
        id='bazel-compiling-aborted-brew82430',  # Homebrew/homebrew-core#82430 (round 149)
    ),
    S(
        'E0000 00:00:1779051781.381708    1359 descriptor_database.cc:678] File already exists in database: tensorflow/core/example/feature.proto',
        'protobuf-incompatible',
        {},
        id='absl-file-already-exists-feedstock492',  # conda-forge/tensorflow-feedstock#492 (round 149)
    ),
    S(
        "ValueError: You tried to call `count_params` on concatenate, but the layer isn't built. You can build it manually via: `concatenate.build(batch_input_shape)`.",
        'keras-model-not-built',
        {'layer': 'concatenate'},
        id='count-params-unbuilt-tf36198',  # tensorflow/tensorflow#36198 (round 150)
    ),
    S(
        ' How to fix the problem when I try to add Conv2D operations :ValueError: Weights for model sequential have not yet been created. Weights are created when the Model is first called on inputs or `build()` is called with an `input_shape`.',
        'keras-model-not-built',
        {},
        id='weights-not-created-kerasio1296',  # keras-team/keras-io#1296 (round 150)
    ),
    S(
        'ValueError: Unable to load weights saved in HDF5 format into a subclassed Model which has not created its variables yet. Call the Model first, then load the weights.',
        'keras-model-not-built',
        {},
        id='h5-into-unbuilt-subclassed-fasterrcnn9',  # cmd23333/Faster-rcnn-tensorflow2.x#9 (round 150)
    ),
    S(
        '2022-05-02 11:41:06.107104: W tensorflow/core/util/tensor_slice_reader.cc:96] Could not open ./ckpt_dir/69-9.91.data-00000-of-00001: DATA_LOSS: not an sstable (bad magic number): perhaps your file is in a different file format and you need to use a different restore operator?',
        'checkpoint-not-found',
        {'path3': './ckpt_dir/69-9.91.data-00000-of-00001'},
        id='checkpoint-shard-as-path-routenet9',  # BNN-UPC/RouteNet-Erlang#9 (round 150)
    ),
    S(
        'ValueError: `class_weight` is only supported for Models with a single output.',
        'keras-class-weight-multi-output',
        {},
        id='class-weight-single-output-eqt173',  # smousavi05/EQTransformer#173 (round 150)
    ),
    S(
        "`ValueError: Unknown entries in class_weight dictionary: [0, 1]. Only expected following keys: ['detector', 'picker_P', 'picker_S']`",
        'keras-class-weight-multi-output',
        {'keys': "['detector', 'picker_P', 'picker_S']"},
        id='class-weight-by-output-name-eqt142',  # smousavi05/EQTransformer#142 (round 150)
    ),
    S(
        'ValueError: Expected `class_weight` to be a dict with keys from 0 to one less than the number of classes, found {1: 1.0, 2: 2.0, 3: 0.5}',
        'keras-class-weight-keys-mismatch',
        {},
        id='class-weight-keys-tfkeras221-run',  # a real run, tests/data/tracebacks/tf-2.21-runs/class-weight-keys.txt
    ),
    S(
        'ValueError: `class_weight` not supported for 3+ dimensional targets. with class_weight',
        'keras-class-weight-3d-targets',
        {},
        id='class-weight-3d-meld43',  # declare-lab/MELD#43 (round 150)
    ),
    S(
        '    ValueError: condition of if statement expected to be `tf.bool` scalar, got Tensor("ExpandDims_1:0", shape=(None, 1), dtype=float32); to use as boolean Tensor, use `tf.cast`; to check for None, use `is not None`',
        'graph-mode-eager-only-code',
        {},
        id='autograph-if-on-tensor-condor2',  # GarrettJenkinson/condor_tensorflow#2 (round 150)
    ),
    S(
        'TypeError: The `mode` argument of `BatchNormalization` no longer exists. `mode=1` and `mode=2` are no longer supported.',
        'keras-version-mismatch',
        {'arg': 'mode', 'layer': 'BatchNormalization'},
        id='keras1-batchnorm-mode-lbt8',  # keskarnitish/large-batch-training#8 (round 150)
    ),
    S(
        'ValueError: rate must be a scalar tensor or a float in the range [0, 1), got 1`',
        'dropout-rate-out-of-range',
        {'rate': '1'},
        id='dropout-rate-1-efficientnet111',  # qubvel/efficientnet#111 (round 150)
    ),
    S(
        '> Large dropout rate: 0.5625 (>0.5). In TensorFlow 2.x, dropout() uses dropout rate instead of keep_prob. Please ensure that this is intended',
        'benign-large-dropout-rate',
        {'rate': '0.5625'},
        id='large-dropout-efficientnet60',  # qubvel/efficientnet#60 (round 150)
    ),
    S(
        'tensorflow.python.framework.errors_impl.ResourceExhaustedError: disk quota exceeded [Op:SaveV2]',
        'disk-full',
        {},
        id='disk-quota-savev2-kerastuner390',  # keras-team/keras-tuner#390 (round 150)
    ),
    S(
        '`OSError: [Errno 24] Too many open files`',
        'too-many-open-files',
        {},
        id='emfile-sequence-fastmri40',  # zaccharieramzi/fastmri-reproducible-benchmark#40 (round 150)
    ),
    S(
        '60ae3-baa9-43c1-bcc1-4057ceca9063/part-24885-tid-8770371316813388233-00680f47-0b96-454e-9fd4-2e3049631b24-25008-4.c000.snappy.parquet; Too many open files',
        'too-many-open-files',
        {},
        id='emfile-tfio-parquet1682',  # tensorflow/io#1682 (round 150)
    ),
    S(
        "OSError: [Errno 30] Read-only file system: '/mnt/azureml/cr/j/a1496fd7cb8f4ca58fb4df4257aafda5/cap/data-capability/wd/INPUT_trained_model/data/model.weights.h5'",
        'read-only-filesystem',
        {'path': '/mnt/azureml/cr/j/a1496fd7cb8f4ca58fb4df4257aafda5/cap/data-capability/wd/INPUT_trained_model/data/model.weights.h5'},
        id='erofs-keras340-19921',  # keras-team/keras#19921 (round 150)
    ),
    S(
        '"WARNING:absl:`lr` is deprecated, please use `learning_rate` instead, or use the legacy optimizer, e.g.,tf.keras.optimizers.legacy.Adagrad."',
        'keras-version-mismatch',
        {},
        id='new-optimizer-drops-lr-tfkeras331',  # keras-team/tf-keras#331 (round 151)
    ),
    S(
        'Message: The `lr` argument is deprecated, use `learning_rate` instead. ',
        'benign-deprecation-warning',
        {},
        id='legacy-optimizer-lr-renamed-sits333',  # e-sensing/sits#333 (round 151)
    ),
    S(
        "TypeError: unsupported operand type(s) for *: 'ExponentialDecay' and 'int'",
        'keras-reducelr-with-lr-schedule',
        {'sched': 'ExponentialDecay'},
        id='reducelr-on-schedule-keras15931',  # keras-team/keras#15931 (round 151)
    ),
    S(
        "NotImplementedError: Learning rate schedule 'LRSchedule_LINEAR' must override get_config() in order to be serializable.",
        'keras-custom-layer-get-config-missing',
        {'cls': 'LRSchedule_LINEAR'},
        id='lr-schedule-no-get-config-aioner5',  # ncbi/AIONER#5 (round 151)
    ),
    S(
        "ValueError: Please set your optimizer as an instance of `tf.keras.optimizers.legacy.Optimizer`, e.g., `tf.keras.optimizers.legacy.SGD`.Received optimizer type: <class 'keras.optimizers.optimizer_experimental.sgd.SGD'>. ",
        'keras-version-mismatch',
        {},
        id='estimator-needs-legacy-optimizer-optuna149',  # optuna/optuna-examples#149 (round 151)
    ),
    S(
        '> ValueError: Unable to restore custom object of type _tf_keras_metric currently. Please make sure that the layer implements `get_config`and `from_config` when saving. In addition, please use the `custom_objects` arg when calling `load_model()`.',
        'keras-custom-object-unknown',
        {'name': '_tf_keras_metric'},
        id='restore-custom-object-unet8',  # jakeret/unet#8 (round 151)
    ),
    S(
        '_WARNING:tensorflow:Unable to restore custom metric. Please ensure that the layer implements `get_config` and `from_config` when saving. In addition, please use the `custom_objects` arg when calling `load_model()`._',
        'keras-custom-object-unknown',
        {},
        id='restore-custom-metric-miscnn112',  # frankkramer-lab/MIScnn#112 (round 151)
    ),
    S(
        '"Layer \'dense\' was never built and thus it doesn\'t have any variables. However the weights file lists 2 variables for this layer.',
        'keras-layer-never-built-on-load',
        {'layer': 'dense', 'n': '2'},
        id='keras3-layer-never-built-polyid6',  # NatLabRockies/polyID#6 (round 151)
    ),
    S(
        'framework not found TensorFlowLiteC',
        'libtensorflow-c-missing',
        {'framework': 'TensorFlowLiteC'},
        id='ios-tflitec-framework-tflite-flutter171',  # am15h/tflite_flutter_plugin#171 (round 151)
    ),
    S(
        "Error (Xcode): Framework 'TensorFlowLite' not found",
        'libtensorflow-c-missing',
        {'framework': 'TensorFlowLite'},
        id='ios-tflite-framework-flutter-tflite236',  # tensorflow/flutter-tflite#236 (round 151)
    ),
    S(
        'ERROR: R8: Missing class org.tensorflow.lite.gpu.GpuDelegateFactory$Options (referenced from: void org.tensorflow.lite.gpu.GpuDelegate.<init>() and 1 other context)',
        'tflite-gpu-api-dependency-missing',
        {'cls': 'org.tensorflow.lite.gpu.GpuDelegateFactory$Options'},
        id='r8-gpu-api-flutter-tflite278',  # tensorflow/flutter-tflite#278 (round 151)
    ),
    S(
        'E/flutter ( 6835): [ERROR:flutter/lib/ui/ui_dart_state.cc(199)] Unhandled Exception: Invalid argument(s): Failed to load dynamic library \'libtensorflowlite_c.so\': dlopen failed: "/data/app/~~zJpFAe-GigvCj5nJKt3QbA==/com.DaAppLab.DaKanjiRecognizer-8_T4y9MbmL-_03CK1qt54w==/lib/x86/libtensorflowlite_c.so" is too small to be an ELF executable: only found 9 bytes',
        'libtensorflow-c-missing',
        {'library2': 'libtensorflowlite_c.so'},
        id='tflite-c-lib-failed-download-129',  # am15h/tflite_flutter_plugin#129 (round 151)
    ),
    S(
        '2024-11-27 11:21:02.353907: E external/local_xla/xla/service/slow_operation_alarm.cc:65] Constant folding an instruction is taking > 1s:',
        'benign-xla-slow-constant-folding',
        {},
        id='xla-slow-constant-folding-sionna',  # NVlabs/sionna's Turbo validation notebook (round 152)
    ),
    S(
        '2024-11-27 11:21:01.077007: W tensorflow/compiler/tf2xla/kernels/assert_op.cc:38] Ignoring Assert operator assert_less_equal/Assert/Assert',
        'benign-xla-assert-ignored',
        {},
        id='xla-assert-ignored-sionna',  # NVlabs/sionna's Turbo validation notebook (round 152)
    ),
    S(
        "2024-11-27 11:22:04.844942: I external/local_xla/xla/stream_executor/gpu/asm_compiler.cc:326] ptxas warning : Registers are spilled to local memory in function 'fusion_37', 24 bytes spill stores, 20 bytes spill loads",
        'benign-ptxas-register-spill',
        {},
        id='ptxas-register-spill-sionna',  # NVlabs/sionna's OSD validation notebook (round 152)
    ),
    S(
        "ValueError: Error processing property 'data' of _TupleWrapper((<tf.Variable 'Variable:0' shape=(None, 2) dtype=float64, numpy=",
        'wrapt-extension-tf-wrapper-incompatible',
        {},
        id='tuplewrapper-py312-trieste889',  # secondmind-labs/trieste#889 (round 152)
    ),
    S(
        "TypeError: this __dict__ descriptor does not support '_DictWrapper' objects",
        'wrapt-extension-tf-wrapper-incompatible',
        {},
        id='dictwrapper-wrapt115-tf59869',  # tensorflow/tensorflow#59869 (its title)
    ),
    S(
        'SystemError: tensorflow version 1.4.0 is installed, but Sonnet requires at least version 1.8.0.',
        'tensorflow-companion-mismatch',
        {'tf': '1.4.0', 'pkg': 'Sonnet', 'min': '1.8.0'},
        id='sonnet-needs-tf18-cmn10',  # tebesu/CollaborativeMemoryNetwork#10 (round 152)
    ),
    S(
        '/home/u/venv/lib/python3.11/site-packages/keras/src/saving/saving_api.py:108: UserWarning: You are saving a model that has not yet been built. It might not contain any weights yet. Consider building the model first by calling it on some data.',
        'keras-model-not-built',
        {},
        id='keras3-save-unbuilt-warning-run',  # a real Keras 3.15 run, tests/data/tracebacks/tf-2.21-runs/save-unbuilt.txt
    ),
    S(
        'OpenCV(4.1.1) Error: Unspecified error (Can\'t create layer "bn_Conv1/FusedBatchNormV3" of type "FusedBatchNormV3") in cv::dnn::dnn4_v20190621::LayerData::getLayerInstance, file C:\\build\\master_winpack-build-win64-vc15\\opencv\\modules\\dnn\\src\\dnn.cpp, line 525',
        'opencv-dnn-version-too-old',
        {'op': 'FusedBatchNormV3'},
        id='opencv-fusedbatchnormv3-16388',  # opencv/opencv#16388 (round 153)
    ),
    S(
        "AttributeError: 'module' object has no attribute 'writeTextGraph'`",
        'opencv-dnn-version-too-old',
        {'fn': 'writeTextGraph'},
        id='opencv-writetextgraph-12442',  # opencv/opencv#12442 (round 153)
    ),
    S(
        "    what(): OpenCV(4.5.1-pre) /workspace/opencv/modules/dnn/src/tensorflow/tf_io.cpp:42: error: (-2:Unspecified error) FAILED: ReadProtoFromBinaryFile(param_file, param). Failed to parse GraphDef file: model/saved_model.pb in function 'ReadTFNetParamsFromBinaryFileOrDie'",
        'opencv-dnn-savedmodel-not-frozen-graph',
        {'path': 'model/saved_model.pb'},
        id='opencv-savedmodel-pb-19151',  # opencv/opencv#19151 (round 153)
    ),
    S(
        '[libprotobuf ERROR /io/opencv/3rdparty/protobuf/src/google/protobuf/text_format.cc:288] Error parsing text-format opencv_tensorflow.GraphDef: 60540:5: Unknown enumeration value of "DT_RESOURCE" for field "type".',
        'opencv-dnn-graph-has-resource-variables',
        {},
        id='opencv-dt-resource-maskrcnn1626',  # matterport/Mask_RCNN#1626 (round 153)
    ),
    S(
        "  what():  OpenCV(4.0.0-pre) /home/cis/soft/cv/opencv/modules/dnn/src/tensorflow/tf_importer.cpp:495: error: (-2:Unspecified error) Input layer not found: image_batch in function 'connect'",
        'opencv-dnn-training-graph',
        {'layer': 'image_batch'},
        id='opencv-input-layer-not-found-12026',  # opencv/opencv#12026 (round 153)
    ),
    S(
        "`error: OpenCV(4.1.2) /io/opencv/modules/dnn/src/darknet/darknet_io.cpp:509: error: (-215:Assertion failed) separator_index < line.size() in function 'ReadDarknetFromCfgStream'`",
        'opencv-dnn-wrong-reader-for-format',
        {},
        id='opencv-darknet-reader-on-pb-16075',  # opencv/opencv#16075 (round 153)
    ),
    S(
        'dnn.cpp (1314) cv::dnn::dnn4_v20191024::Net::Impl::setUpNet DNN module was not built with CUDA backend; switching to CPU',
        'opencv-dnn-built-without-cuda',
        {},
        id='opencv-dnn-no-cuda-15858',  # opencv/opencv#15858 (round 153)
    ),
    S(
        "(No registered 'ImageProjectiveTransformV3' OpKernel for XLA_GPU_JIT devices ...)",
        'xla-unsupported-op',
        {'ops2': 'ImageProjectiveTransformV3', 'device2': 'XLA_GPU_JIT'},
        id='xla-no-kernel-randomrotation-100865',  # tensorflow/tensorflow#100865 (round 153)
    ),
    S(
        'packaging.requirements.InvalidRequirement: Expected end or semicolon (after name and no valid version specifier)',
        'package-requirement-invalid',
        {},
        id='invalid-requirement-tftts809',  # TensorSpeech/TensorFlowTTS#809 (round 154)
    ),
    S(
        "error in FlowKit setup command: 'install_requires' must be a string or list of strings containing valid project/version requirement specifiers; Expected end or semicolon (after version specifier)",
        'package-requirement-invalid',
        {},
        id='setuptools-install-requires-flowkit146',  # whitews/FlowKit#146
    ),
    S(
        'webgl_util.ts:214 Uncaught (in promise) Error: Requested texture size [6567x6567] greater than WebGL maximum on this browser / GPU [4096x4096].',
        'webgl-max-texture-size-exceeded',
        {'req': '6567x6567', 'max': '4096x4096'},
        id='tfjs-texture-size-1686',  # tensorflow/tfjs#1686 (round 154)
    ),
    S(
        'Error: WebGL is not supported on this device',
        'webgl-unavailable',
        {},
        id='tfjs-no-webgl-rn-5383',  # tensorflow/tfjs#5383 (round 154)
    ),
    S(
        'WebGL: CONTEXT_LOST_WEBGL: loseContext: context lost',
        'webgl-context-lost',
        {},
        id='tfjs-context-lost-human268',  # vladmandic/human#268 (round 154)
    ),
    S(
        'Error: Failed to link vertex and fragment shaders.',
        'webgl-shader-compile-failed',
        {},
        id='tfjs-shader-link-safari-5216',  # tensorflow/tfjs#5216 (round 154)
    ),
    S(
        'tf-backend-wasm.js:5325 failed to asynchronously prepare wasm: CompileError: WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 3c 21 44 4f @+0',
        'tfjs-wasm-binary-not-found',
        {},
        id='tfjs-wasm-html-served-6517',  # tensorflow/tfjs#6517 (round 154)
    ),
    S(
        'Uncaught (in promise) RuntimeError: abort(TypeError: WebAssembly.instantiate(): Import #0 module="a" error: module is not an object or function). Build with -s ASSERTIONS=1 for more info.',
        'tfjs-wasm-version-mismatch',
        {},
        id='tfjs-wasm-import-mismatch-models460',  # tensorflow/tfjs-models#460 (round 154)
    ),
    S(
        'backend_webgpu.ts:79 Uncaught ReferenceError: GPUBufferUsage is not defined',
        'tfjs-webgpu-unavailable',
        {},
        id='tfjs-no-webgpu-5495',  # tensorflow/tfjs#5495 (round 154)
    ),
    S(
        'Initialization of backend webgpu failed (log.js:20)',
        'tfjs-webgpu-unavailable',
        {},
        id='tfjs-webgpu-init-8065',  # tensorflow/tfjs#8065 (round 154)
    ),
    S(
        'RuntimeError: The Session graph is empty.  Add operations to the graph before calling run().',
        'tf1-session-graph-empty',
        {},
        id='session-graph-empty-stellargraph',  # stellargraph/stellargraph's Cluster-GCN demo (round 154)
    ),
    S(
        'WARNING:tensorflow:Failed to read source code from path: /tmp/ipykernel_2003167/1294704215.py. Reason: Source path neither exists nor can be loaded as a .par file: /tmp/ipykernel_2003167/1294704215.py',
        'tfdbg-source-file-unreadable',
        {},
        id='tfdbg-ipykernel-source-57675',  # tensorflow/tensorflow#57675 (round 154)
    ),
    S(
        "    # TypeError: Value passed to parameter 'indices' has DataType float32 not in list of allowed values: int32, int64",
        'tensor-dtype-mismatch',
        {'param': 'indices', 'got': 'float32', 'allowed': 'int32, int64'},
        id='indices-float-tf23-rnn-export',  # code index 18767570311 (a TF 2.3 issue's repro)
    ),
    S(
        '`ValueError: Graph disconnected: cannot obtain value for tensor Tensor("input_1:0", shape=(None, 224, 224, 3), dtype=float32) at layer "rescaling". The following previous layers were accessed without issue: []`',
        'keras-graph-disconnected',
        {'layer': 'rescaling'},
        id='graph-disconnected-tfkerasvis71',  # keisen/tf-keras-vis#71 (round 155)
    ),
    S(
        '>>> ValueError: Input tensors to a Functional must come from `tf.keras.Input`. ',
        'keras-model-input-not-input-layer',
        {},
        id='functional-input-not-keras-input-tf42014',  # tensorflow/tensorflow#42014 (round 155)
    ),
    S(
        "ValueError: Unexpectedly found an instance of type `<class 'ellipsis'>`. Expected a symbolic tensor instance.",
        'keras-layer-input-not-tensor',
        {'type': 'ellipsis'},
        id='keras23-ellipsis-input-13629',  # keras-team/keras#13629 (round 155)
    ),
    S(
        '>ValueError: Layer input_5 does not support RaggedTensors as input. Inputs received: [tf.RaggedTensor(values=Tensor("RaggedFromVariant_1/RaggedTensorFromVariant:1", shape=(None, 1), dtype=float32), row_splits=Tensor("RaggedFromVariant_1/RaggedTensorFromVariant:0", shape=(None,), dtype=int64))]. You can try converting your input to an uniform tensor.',
        'keras-layer-ragged-input-unsupported',
        {'layer': 'input_5'},
        id='ragged-input-layer-tf38714',  # tensorflow/tensorflow#38714 (round 155)
    ),
    S(
        'TypeError: Failed to convert object of type <class \'tensorflow.python.ops.ragged.ragged_tensor.RaggedTensor\'> to Tensor. Contents: tf.RaggedTensor(values=tf.RaggedTensor(values=Tensor("Placeholder:0", shape=(None, 3), dtype=int64), row_splits=Tensor("Placeholder_2:0", shape=(None,), ',
        'keras-layer-ragged-input-unsupported',
        {},
        id='ragged-into-conv2d-tf42417',  # tensorflow/tensorflow#42417 (round 155)
    ),
    S(
        'ValueError: Please use `tf.keras.losses.Reduction.SUM` or `tf.keras.losses.Reduction.NONE` for loss reduction when losses are used with `tf.distribute.Strategy` outside of the built-in training loops. You can implement `tf.keras.losses.Reduction.SUM_OVER_BATCH_SIZE` using global batch size like:',
        'keras-loss-reduction-distribute-strategy',
        {},
        id='loss-reduction-strategy-opennmt526',  # OpenNMT/OpenNMT-tf#526 (round 155)
    ),
    S(
        'ValueError: Shapes (32, 6) and (32, 7) are incompatible',
        'keras-labels-shape-mismatch',
        {'labels2': '(32, 6)', 'outputs2': '(32, 7)'},
        id='eager-labels-shapes-ser32',  # Renovamen/Speech-Emotion-Recognition#32 (round 155)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot serialize protocol buffer of type tensorflow.GraphDef as the serialized size (2643020353bytes) would be larger than the limit (2147483647 bytes)',
        'graphdef-exceeds-2gb',
        {},
        id='graphdef-2gb-tf39108',  # tensorflow/tensorflow#39108 (round 156)
    ),
    S(
        'ValueError: Message tensorflow.GraphDef exceeds maximum protobuf size of 2GB: 6233583551```',
        'graphdef-exceeds-2gb',
        {},
        id='graphdef-2gb-frozen-hf4',  # huggingface/tflite-android-transformers#4 (round 156)
    ),
    S(
        '[libprotobuf ERROR external/com_google_protobuf/src/google/protobuf/message_lite.cc:406] tensorflow.GraphDef exceeded maximum protobuf size of 2GB: 2222908841',
        'graphdef-exceeds-2gb',
        {},
        id='graphdef-2gb-libprotobuf-tftrt45910',  # tensorflow/tensorflow#45910 (r159-0-002)
    ),
    S(
        '`ValueError: Message tensorflow.SavedModel exceeds maximum protobuf size of 2GB: 9789558077`',
        'savedmodel-exceeds-2gb',
        {},
        id='savedmodel-2gb-tf45041',  # tensorflow/tensorflow#45041 (round 156)
    ),
    S(
        'TensorFlow SavedModel: export failure: Message third_party.py.keras.protobuf.SavedMetadata exceeds maximum protobuf size of 2GB: 2283672738',
        'savedmodel-exceeds-2gb',
        {},
        id='savedmetadata-2gb-yolov5-6262',  # ultralytics/yolov5#6262 (round 156)
    ),
    S(
        "ValueError: Tried to convert 'input' to a tensor and failed. Error: Cannot create a tensor proto whose content is larger than 2GB.",
        'tensor-proto-exceeds-2gb',
        {},
        id='tensor-proto-2gb-nengodl160',  # nengo/nengo-dl#160 (round 156)
    ),
    S(
        '2022-12-27 14:50:46.618014: E tensorflow/compiler/mlir/lite/flatbuffer_export.cc:2015] Model size is bigger than 2gb',
        'tflite-flatbuffer-exceeds-2gb',
        {},
        id='tflite-2gb-tf59023',  # tensorflow/tensorflow#59023 (round 156)
    ),
    S(
        '> tensorflow.python.framework.errors_impl.FailedPreconditionError: Error while reading resource variable softmax/kernel from Container: localhost. This could mean that the variable was uninitialized. Not found: Resource localhost/softmax/kernel/N10tensorflow3VarE does not exist.',
        'tf1-variables-uninitialized',
        {'variable2': 'softmax/kernel'},
        id='resource-variable-thread-tf28287',  # tensorflow/tensorflow#28287 (round 156)
    ),
    S(
        "AttributeError: '_thread._local' object has no attribute 'value'",
        'keras-multibackend-thread-local-scope',
        {},
        id='keras23-thread-local-13657',  # keras-team/keras#13657 (round 156)
    ),
    S(
        "TypeError: 'tensorflow.python.framework.ops.EagerTensor' object does not support item assignment",
        'tensor-item-assignment-unsupported',
        {},
        id='eager-item-assignment-yolov4-5',  # dsbyprateekg/YOLOv4#5 (round 157)
    ),
    S(
        'TypeError: Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar tf.int32/tf.int64 tensors are valid indices, got array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15])',
        'tensor-index-invalid-type',
        {},
        id='tensor-index-array-tinyface1',  # burnpiro/tiny-face-detection-tensorflow2#1 (round 157)
    ),
    S(
        'InvalidArgumentError: Inner dimensions of output shape must match inner dimensions of updates shape. ',
        'tensor-scatter-shape-mismatch',
        {},
        id='scatter-inner-dims-tf51412',  # tensorflow/tensorflow#51412 (round 157)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: Must have updates.shape = indices.shape[:batch_dim] + params_shape[slice_dim:], got updates.shape: [7,300], indices.shape: [7,1], params_shape: [7,9,300], slice_dim: 1, and batch_dim: 1',
        'tensor-scatter-shape-mismatch',
        {},
        id='scatternd-update-shape-tf24819',  # tensorflow/tensorflow#24819 (round 157)
    ),
    S(
        '  (0) Invalid argument:  Outer dimensions of indices and update must match. Indices shape: [131072,1], updates shape:[262144]',
        'tensor-scatter-shape-mismatch',
        {},
        id='scatter-outer-dims-segnet1',  # danielenricocahall/Keras-SegNet#1 (round 157)
    ),
    S(
        'InvalidArgumentError (see above for traceback): indices[262144] = [1, 128, 0, 0] does not index into shape [2,128,128,64]',
        'scatter-index-out-of-range',
        {'shape': '2,128,128,64'},
        id='scatter-index-enet14',  # hq-jiang/instance-segmentation-with-discriminative-loss-tensorflow#14 (round 157)
    ),
    S(
        '> InvalidArgumentError (see above for traceback): Cholesky decomposition was not successful. The input might not be valid.',
        'cholesky-decomposition-failed',
        {},
        id='cholesky-gpflow900',  # GPflow/GPflow#900 (round 157)
    ),
    S(
        'When a matrix is not invertible, I get an exception, `tensorflow.python.framework.errors_impl.InvalidArgumentError: Input matrix is not invertible. [Op:MatrixTriangularSolve]`, while computing the gradient.',
        'matrix-not-invertible',
        {},
        id='not-invertible-tf57003',  # tensorflow/tensorflow#57003 (round 157)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: Self-adjoint eighen decomposition was not successful , the input might not be valid.',
        'eigendecomposition-failed',
        {},
        id='eigh-failed-mgcnet30',  # jiaxiangshang/MGCNet#30 (round 157)
    ),
    S(
        '`tf.linalg.eigh` fails with `InternalError: tensorflow/core/util/cuda_solvers.cc:648: cuSolverDN call failed with status =7 [Op:SelfAdjointEigV2]` on a 26x26 (and larger) zero matrix when used with both GPU and eager execution. It works with other combinations of eager/graph execution and CPU/GPU.',
        'cusolver-call-failed',
        {'status': '7'},
        id='cusolver-status7-tf47661',  # tensorflow/tensorflow#47661 (round 157)
    ),
    S(
        '2022-05-21 09:15:22.151612: E ./tensorflow/core/kernels/linalg/svd_op_impl.h:110] Eigen::BDCSVD failed with error code 3',
        'svd-input-not-finite',
        {'code': '3'},
        id='bdcsvd-code3-tf56204',  # tensorflow/tensorflow#56204 (round 157)
    ),
    S(
        "ValueError: `validation_split` is only supported for Tensors or NumPy arrays, found following types in the input: [<class 'tensorflow.python.data.ops.dataset_ops.PrefetchDataset'>]",
        'keras-validation-split-unsupported-input',
        {},
        id='validation-split-dataset-tf50937',  # tensorflow/tensorflow#50937 (round 157)
    ),
    S(
        'Invalid argument: No OpKernel was registered to support Op \'PyFunc\' used by {{node PyFunc}}with these attrs: [Tin=[DT_FLOAT], Tout=[DT_INT32], token="pyfunc_0"] Registered devices: [CPU, GPU] Register',
        'py-function-needs-python-runtime',
        {},
        id='pyfunc-no-kernel-tf56240',  # tensorflow/tensorflow#56240 (round 157)
    ),
    S(
        '**RuntimeError: Encountered unresolved custom op: PyFunc.Node number 559 (PyFunc) failed to prepare.**',
        'py-function-needs-python-runtime',
        {},
        id='pyfunc-tflite-tf55445',  # tensorflow/tensorflow#55445 (round 157)
    ),
    S(
        "    ValueError: 'images' contains no shape.",
        'tfdata-element-shape-unknown',
        {},
        id='images-no-shape-tf35108',  # tensorflow/tensorflow#35108 (round 157)
    ),
    S(
        '  (0) INVALID_ARGUMENT:  JPEG does not support 4 channels',
        'image-decode-channels-unsupported',
        {'fmt': 'JPEG', 'n': '4'},
        id='jpeg-rgba-keras16473',  # keras-team/keras#16473 (round 158)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: `channels` must be 0, 3 or 4 for BMP, but got 1',
        'image-decode-channels-unsupported',
        {'got': '1'},
        id='bmp-grayscale-tf63008',  # tensorflow/tensorflow#63008 (round 158)
    ),
    S(
        '2020-10-28 05:57:57.511499: E tensorflow/core/lib/jpeg/jpeg_mem.cc:323] Premature end of JPEG data. Stopped at line 1214/2593',
        'dataset-corrupt-image',
        {},
        id='jpeg-premature-end-models9424',  # tensorflow/models#9424 (round 158)
    ),
    S(
        'RuntimeError: The layer has never been called and thus has no defined output shape.',
        'keras-model-not-built',
        {'attr': 'output shape'},
        id='layer-never-called-yolo2-462',  # experiencor/keras-yolo2#462 (round 158)
    ),
    S(
        "`TypeError: __call__() got an unexpected keyword argument 'training'`",
        'keras-call-missing-training-arg',
        {'arg': 'training'},
        id='call-training-kwarg-13887',  # keras-team/keras#13887 (round 158)
    ),
    # --- round 159 (converters to ONNX/OpenVINO, TF-TRT, checkpoints; verbatim from the threads)
    S(
        "onnxruntime.capi.onnxruntime_pybind11_state.InvalidGraph: [ONNXRuntimeError] : 10 : INVALID_GRAPH : This is an invalid model. Error in Node:TFNodes30_zero_padding2d_1_Pad : Node (TFNodes30_zero_padding2d_1_Pad) has input size 1 not in range [min=2, max=3].`",
        "onnx-converter-emitted-invalid-model",
        {},
        id="ort-invalid-graph-pad-kerasonnx670",  # onnx/keras-onnx#670 (r159-1-003)
    ),
    S(
        "错误提示：RuntimeError: [ONNXRuntimeError] : 10 : INVALID_GRAPH : Type Error: Type 'tensor(int32)' of input parameter (Reshape_2/shape) of operator (Reshape) in node (Reshape_2) is invalid.",
        "onnx-converter-emitted-invalid-model",
        {},
        id="ort-invalid-graph-reshape-int32-ort310",  # microsoft/onnxruntime#310 (r159-1-005)
    ),
    S(
        "_AssertionError: SemanticPredictions is not in graph_",
        "converter-output-node-not-in-graph",
        {"node": "SemanticPredictions"},
        id="tf2onnx-output-not-in-graph-hyperpose351",  # tensorlayer/HyperPose#351 (r159-1-006)
    ),
    S(
        "ValueError: make_sure failure: Cannot convert FakeQuantWithMinMaxVars node StatefulPartitionedCall/StatefulPartitionedCall/yolo_v4/image_input/fake_quantize/AsymmQuant/FakeQuantWithMinMaxVars with min=0.02735152840614319 max=0.9701830148696899 numbits=8 because zero_scale=-7.0 is outside uint8 boundary",
        "tf2onnx-fake-quant-params-unsupported",
        {},
        id="tf2onnx-fakequant-zero-point-1764",  # onnx/tensorflow-onnx#1764 (r159-3-002)
    ),
    S(
        "ValueError: make_sure failure: Unable to convert node FakeQuantWithMinMaxArgs with num_bits=10`",
        "tf2onnx-fake-quant-params-unsupported",
        {"what": "num_bits=10"},
        id="tf2onnx-fakequant-10bit-2193",  # onnx/tensorflow-onnx#2193 (r159-3-003)
    ),
    S(
        "WARNING - Can't import tf2onnx module, so the conversion on a model with any custom/lambda layer will fail!",
        "converter-optional-dependency-missing",
        {},
        id="keras2onnx-without-tf2onnx-mcw32",  # microsoft/MCW-ML-Ops#32 (r159-1-008)
    ),
    S(
        '[ERROR] Exception occurred during running replacer "None" (<class \'extensions.front.tf.assign_elimination.AssignSubElimination\'>): Data flow edge coming out of AssignSub node model_0 / resnet_v1_50 / block4 / unit_1 / bottleneck_v1 / shortcut / BatchNorm / AssignMovingAvg',
        "training-graph-not-frozen-for-inference",
        {},
        id="openvino-mo-training-graph-409",  # openvinotoolkit/openvino#409 (r159-1-007)
    ),
    S(
        "mo.utils.error.FrameworkError: Cannot load input model: SavedModel format load failure: The SavedModel at D:\\tf_train\\workspaces\\cats_dogs\\pre_trained_model\\faster_rcnn_resnet50_v1_640x640_coco17_tpu-8\\saved_model has one MetaGraph with tags ['serve'], but got an incompatible argument tags=[''] to tf.saved_model.load. You may omit it, pass 'None', or pass matching tags.",
        "saved-model-tags-not-found",
        {"have": "['serve']", "asked": "['']"},
        id="openvino-summarize-graph-empty-tags-6142",  # openvinotoolkit/openvino#6142 (r159-1-004)
    ),
    S(
        "tensorflow.python.framework.errors_impl.FailedPreconditionError: TensorRT is not enabled!",
        "tftrt-not-built-in",
        {},
        id="tftrt-contrib-not-enabled-trt14",  # tensorflow/tensorrt#14 (r159-0-004)
    ),
    S(
        "2023-03-31 15:29:29.663291: I tensorflow/compiler/tf2tensorrt/convert/trt_optimization_pass.cc:167] Attribute _tftrt_convert_function was not found.",
        "benign-tftrt-notice",
        {},
        id="tftrt-pass-attribute-notice-60185",  # tensorflow/tensorflow#60185 (r159-0-003)
    ),
    S(
        "2023-03-31 15:29:29.663297: I tensorflow/compiler/tf2tensorrt/convert/trt_optimization_pass.cc:375] Not optimizing this grappler item: TRTEngineOp_0_2_native_segment",
        "benign-tftrt-notice",
        {},
        id="tftrt-pass-native-segment-notice-60185",  # tensorflow/tensorflow#60185 (r159-0-003)
    ),
    S(
        "InvalidArgumentError: Unsuccessful TensorSliceReader constructor: Failed to get matching files on asr-small-conformer-output/model.ckpt: Not found: asr-small-conformer-output; No such file or directory",
        "application-data-missing",
        {},
        id="tensorslicereader-get-matching-files-malaya",  # mesolitica/malaya-speech notebook (r159-6-005)
    ),
    S(
        "AttributeError: 'ProgbarLogger' object has no attribute 'log_values'",
        "keras-progbar-no-samples",
        {},
        id="keras2-progbar-empty-epoch-go65",  # maxpumperla/deep_learning_and_the_game_of_go#65 (r159-2-002)
    ),
    S(
        "TypeError: create_inference_graph() got an unexpected keyword argument 'use_calibration'",
        "tensorflow-api-mismatch",
        {"arg": "use_calibration"},
        id="tftrt-create-inference-graph-kwarg-tfpose513",  # ildoonet/tf-pose-estimation#513 (r159-3-005)
    ),
    # --- round 160 (notebooks' saved outputs, verbatim)
    S(
        "RuntimeError: tensorflow/lite/kernels/conv.cc:313 input->dims->size != 4 (5 != 4)Node number 0 (CONV_2D) failed to prepare.",
        "tflite-input-shape-mismatch",
        {"got": "5", "want": "4"},
        id="tflite-conv-rank-calibration-lth",  # arjun-majumdar/Lottery_Ticket_Hypothesis-TensorFlow_2 (r160-6-004)
    ),
    S(
        "Compute second order gradients: TypeError: Second-order gradient for while loops not supported.",
        "while-loop-second-order-gradient-unsupported",
        {},
        id="tf1-while-second-order-keras7675",  # keras-team/keras#7675 (r160-8-001)
    ),
    S(
        "InvalidArgumentError:  var and grad do not have the same shape[10] [100,10]",
        "optimizer-grad-var-shape-mismatch",
        {"var": "[10]", "grad": "[100,10]"},
        id="adam-var-grad-shape-lth",  # arjun-majumdar/Lottery_Ticket_Hypothesis-TensorFlow_2 (r160-6-003)
    ),
    # --- the nineteenth session: real TF 2.21 / Keras 3.15 / tf_keras 2.21 runs of the rounds' classes
    S(
        "ValueError: Output with path `` is not connected to `inputs`",
        "keras-graph-disconnected",
        {'path': ''},
        id="keras3-output-not-connected-run",  # a real Keras 3.15 run (the nineteenth session)
    ),
    S(
        "ValueError: All `inputs` values must be KerasTensors. Received: inputs=[[1. 2.]] including invalid value [[1. 2.]] of type <class 'tensorflow.python.framework.ops.EagerTensor'>",
        "keras-model-input-not-input-layer",
        {},
        id="keras3-inputs-not-kerastensors-run",  # a real Keras 3.15 run
    ),
    S(
        "ValueError: Found unexpected instance while processing input tensors for keras functional model. Expecting KerasTensor which is from tf.keras.Input() or output from keras layer call(). Got: [[1. 2.]]",
        "keras-model-input-not-input-layer",
        {},
        id="tfkeras-unexpected-instance-input-run",  # a real tf_keras 2.21 run
    ),
    S(
        "TypeError: Inputs to a layer should be tensors. Got 'Ellipsis' (of type <class 'ellipsis'>) as input for layer 'dense'.",
        "keras-layer-input-not-tensor",
        {'type2': 'ellipsis'},
        id="tfkeras-layer-input-ellipsis-run",  # a real tf_keras 2.21 run
    ),
    S(
        "ValueError: Only input tensors may be passed as positional arguments. The following argument value should be passed as a keyword argument: Ellipsis (of type <class 'ellipsis'>)",
        "keras-layer-input-not-tensor",
        {'type2': 'ellipsis'},
        id="keras3-positional-not-tensor-run",  # a real Keras 3.15 run
    ),
    S(
        "TypeError: object of type 'RaggedTensor' has no len()",
        "keras-layer-ragged-input-unsupported",
        {},
        id="keras3-conv1d-ragged-len-run",  # a real Keras 3.15 / tf_keras 2.21 run
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__TensorScatterUpdate_device_/job:localhost/replica:0/task:0/device:CPU:0}} The inner 1 dimensions of output.shape=[4,3] must match the inner 1 dimensions of updates.shape=[2,5] [Op:TensorScatterUpdate] name: ",
        "tensor-scatter-shape-mismatch",
        {},
        id="tf221-scatter-inner-dims-run",  # a real TF 2.21 run
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__ScatterNd_device_/job:localhost/replica:0/task:0/device:CPU:0}} Dimensions [0,1) of indices[shape=[3,1]] must match dimensions [0,1) of updates[shape=[2,3]] [Op:ScatterNd]",
        "tensor-scatter-shape-mismatch",
        {},
        id="tf221-scatter-nd-outer-dims-run",  # a real TF 2.21 run
    ),
    S(
        "Custom ops: EagerPyFunc",
        "py-function-needs-python-runtime",
        {},
        id="tflite-converter-custom-eagerpyfunc-run",  # a real TF 2.21 run
    ),
    S(
        "error: 'tf.EagerPyFunc' op is neither a custom op nor a flex op",
        "py-function-needs-python-runtime",
        {},
        id="tflite-converter-eagerpyfunc-not-flex-run",  # a real TF 2.21 run
    ),
    S(
        "Premature end of JPEG file",
        "dataset-corrupt-image",
        {},
        id="libjpeg-premature-end-file-run",  # a real TF 2.21 run, try_recover_truncated=True
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__DecodeJpeg_device_/job:localhost/replica:0/task:0/device:CPU:0}} jpeg::Uncompress failed. Invalid JPEG data or crop window. [Op:DecodeJpeg]",
        "dataset-corrupt-image",
        {},
        id="tf221-jpeg-uncompress-no-size-run",  # a real TF 2.21 run
    ),
    S(
        "Input is empty.",
        "dataset-corrupt-image",
        {},
        id="tf221-bare-input-is-empty-run",  # a real TF 2.21 / Keras 3.15 run, TF_CPP_MIN_LOG_LEVEL=2
    ),
    S(
        "AttributeError: The layer \"dense\" has never been called and thus has no defined output shape.. Did you mean: 'input_shape'?",
        "keras-model-not-built",
        {'attr': 'output shape'},
        id="tfkeras-named-layer-never-called-run",  # a real tf_keras 2.21 run
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__AssignAddVariableOp_device_/job:localhost/replica:0/task:0/device:CPU:0}} Cannot update variable with shape [10] using a Tensor with shape [100,10], shapes must be equal. [Op:AssignAddVariableOp] name: ",
        "optimizer-grad-var-shape-mismatch",
        {'var': '[10]', 'grad': '[100,10]'},
        id="keras3-adam-assignadd-shape-run",  # a real Keras 3.15 / tf_keras 2.21 run
    ),
    S(
        "    ValueError: Shapes must be equal rank, but are 1 and 2 for '{{node ResourceApplyGradientDescent}} = ResourceApplyGradientDescent[T=DT_FLOAT, use_locking=false](ResourceApplyGradientDescent/var, Const, ones)' with input shapes: [], [], [100,10].",
        "optimizer-grad-var-shape-mismatch",
        {},
        id="tf221-apply-op-rank-traced-run",  # a real TF 2.21 run
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__ResourceApplyGradientDescent_device_/job:localhost/replica:0/task:0/device:CPU:0}} var and delta do not have the same shape[100,10] [10] [Op:ResourceApplyGradientDescent] name: ",
        "optimizer-grad-var-shape-mismatch",
        {'var': '[100,10]', 'grad': '[10]'},
        id="tf221-legacy-sgd-var-delta-run",  # a real TF 2.21 run
    ),
    S(
        "RuntimeError: tensorflow/lite/kernels/depthwise_conv.cc:119 NumDimensions(input) != 4 (5 != 4)Node number 0 (DEPTHWISE_CONV_2D) failed to prepare.",
        "tflite-input-shape-mismatch",
        {'got': '5', 'want': '4'},
        id="tflite-depthwise-rank-run",  # a real TF 2.21 run
    ),
    S(
        "channels must be 0 or 3 for GIF, got 1",
        "image-decode-channels-unsupported",
        {},
        id="tf221-gif-grayscale-run",  # a real TF 2.21 / Keras 3.15 run
    ),
    S(
        "TypeError: got an unexpected keyword argument 'mask'",
        "keras-call-missing-training-arg",
        {'arg': 'mask'},
        id="keras3-mask-kwarg-run",  # a real Keras 3.15 run
    ),
    S(
        "ValueError: Got an incompatible argument to `tags`: {'serve', 'gpu'}. The SavedModel at /tmp/sm has one MetaGraph with tags ['serve']. You may omit the argument, pass 'None', or pass matching tags.",
        "saved-model-tags-not-found",
        {'asked2': "{'serve', 'gpu'}", 'have2': "['serve']"},
        id="tf221-load-tags-set-run",  # a real TF 2.21 run (its temporary path shortened)
    ),
    S(
        "TypeError: 'ResourceVariable' object does not support item assignment",
        "tf-variable-item-assignment",
        {},
        id="tf221-variable-item-assignment-run",  # a real TF 2.21 run (the nineteenth session's review)
    ),
    # --- the nineteenth session's second check: real TF 2.21 / Keras 3.15 / tf_keras 2.21 runs of common mistakes
    S(
        "ValueError: The endpoint 'serving_default_predict' is neither an attribute of the reloaded SavedModel, nor an entry in the `signatures` field of the reloaded SavedModel. Select another endpoint via the `call_endpoint` argument. Available endpoints for this SavedModel: ['serve', 'serving_default']",
        "saved-model-signature-missing",
        {'sig': 'serving_default_predict', 'avail': "['serve', 'serving_default']"},
        id="keras3-tfsmlayer-endpoint-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: When passing a Python generator to a Keras model, the generator must return a tuple, either (input,) or (inputs, targets) or (inputs, targets, sample_weights). Received: [[7.42674291e-01 6.42381072e-01 5.77663720e-01 4.76767689e-01",
        "keras-data-generator-failed",
        {},
        id="keras3-generator-not-tuple-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Could not interpret loss identifier: sparse_categorical_crossentropy_loss",
        "keras-identifier-unknown",
        {'kind': 'loss', 'name': 'sparse_categorical_crossentropy_loss'},
        id="keras3-loss-identifier-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Could not interpret metric identifier: f1",
        "keras-identifier-unknown",
        {'kind': 'metric', 'name': 'f1'},
        id="keras3-metric-identifier-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: EarlyStopping callback received monitor=val_acc, but Keras isn't able to automatically determine whether that metric should be maximized or minimized. Pass `mode='max'` in order to monitor based on the highest metric value, or pass `mode='min'` in order to use the lowest value.",
        "keras-checkpoint-monitor-unavailable",
        {'cb': 'EarlyStopping', 'metric': 'val_acc'},
        id="keras3-earlystopping-monitor-mode-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.FailedPreconditionError: {{function_node __wrapped__CreateSummaryFileWriter_device_/job:localhost/replica:0/task:0/device:CPU:0}} /home/user/project/out/logs is not a directory [Op:CreateSummaryFileWriter] name: ",
        "output-path-not-a-directory",
        {'path2': '/home/user/project/out/logs'},
        id="tensorboard-logdir-is-file-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Cannot set tensor: Tensor is unallocated. Try calling allocate_tensors() first",
        "tflite-tensors-not-allocated",
        {},
        id="tflite-set-tensor-unallocated-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.DataLossError: {{function_node __wrapped__IteratorGetNext_output_types_1_device_/job:localhost/replica:0/task:0/device:CPU:0}} Attempted to pad to a smaller size than the input element. [Op:IteratorGetNext] name: ",
        "tfdata-batch-shape-mismatch",
        {},
        id="tfdata-padded-batch-smaller-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "The dtype policy mixed_float16 may run slowly because this machine does not have a GPU. Only Nvidia GPUs with compute capability of at least 7.0 run quickly with mixed_float16.",
        "mixed-precision-slow-gpu",
        {'policy': 'mixed_float16'},
        id="tfkeras-mixed-float16-no-gpu-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "RuntimeError: Need to be inside \"with strategy.scope()\" for <tensorflow.python.distribute.mirrored_strategy.MirroredStrategy object at 0x7f5037749210>",
        "distribute-strategy-scope-mismatch",
        {},
        id="keras3-optimizer-outside-scope-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "       [ 1.005878  ]], dtype=float32)>) was not created in the distribution strategy scope of (<tensorflow.python.distribute.mirrored_strategy.MirroredStrategy object at 0x7f563b3ba410>). It is most likely because some layers, model, or optimizer was being created outside the distribution strategy scope. Try to make sure your code looks similar to the following.",
        "distribute-strategy-scope-mismatch",
        {},
        id="tfkeras-variable-outside-scope-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AssertionError: Found 4 Python objects that were not bound to checkpointed values, likely due to changes in the Python program. Showing 4 of 4 unmatched objects: [<Variable path=sequential_1/dense_2/bias, shape=(2,), dtype=float32, value=[0. 0.]>, <Variable path=sequential_1/dense_1/kernel, shape=(3, 2), dtype=float32, value=[[-0.6179942   0.41734266]",
        "checkpoint-variable-name-mismatch",
        {'n': '4'},
        id="tf2-assert-consumed-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Invalid dtype: object",
        "non-numeric-input-data",
        {'dtype': 'object'},
        id="keras3-invalid-dtype-object-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Invalid dtype: str128",
        "non-numeric-input-data",
        {'dtype': 'str128'},
        id="keras3-invalid-dtype-str-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "and therefore the object must override `get_config()` in",
        "keras-custom-layer-get-config-missing",
        {},
        id="keras3-object-must-override-get-config-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- the nineteenth session's third check: TF core in user code, real TF 2.21 runs
    S(
        "    TypeError: true_fn and false_fn arguments to tf.cond must have the same number, type, and overall structure of return values.",
        "tf-cond-branch-mismatch",
        {},
        id="tf221-cond-branches-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "    TypeError: 'label' has dtype int32 in the main branch, but dtype float32 in the else branch",
        "tf-cond-branch-mismatch",
        {'var': 'label', 'a': 'int32', 'b': 'float32'},
        id="tf221-autograph-if-dtype-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "    ValueError: 'out' has shape (0,) before the loop, but shape (1,) after one iteration. Use tf.autograph.experimental.set_loop_options to set shape invariants.",
        "while-loop-shape-not-invariant",
        {'before': '(0,)', 'after': '(1,)'},
        id="tf221-autograph-loop-shape-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "W0000 00:00:1795949968.630961   17650 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Invalid data types; op elements int32 but list elements float",
        "tensor-dtype-mismatch",
        {'a': 'int32', 'b': 'float'},
        id="tf221-tensorarray-dtype-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.OutOfRangeError: Tried to read from index 3 but array size is: 3 ",
        "gather-index-out-of-range",
        {'index': '3', 'size': '3'},
        id="tf221-tensorarray-read-oob-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "W0000 00:00:1795949936.466801   17057 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Error in user-defined function passed to MapDataset:1 transformation with iterator: Iterator::Root::Prefetch::Map: 0-th value returned by pyfunc_0 is double, but expects float",
        "py-function-output-mismatch",
        {'got': 'double', 'want': 'float'},
        id="tf221-pyfunc-dtype-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "W0000 00:00:1795949919.318819   17072 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Error in user-defined function passed to MapDataset:1 transformation with iterator: Iterator::Root::Prefetch::Map: pyfunc_0 returns 0 values, but expects to see 1 values.",
        "py-function-output-mismatch",
        {'n': '0', 'm': '1'},
        id="tf221-pyfunc-returns-none-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "W0000 00:00:1795949960.007009   17427 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Error in user-defined function passed to MapDataset:1 transformation with iterator: Iterator::Root::ParallelMapV2: StringToNumberOp could not correctly convert string: n/a",
        "non-numeric-input-data",
        {},
        id="tf221-string-to-number-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "W0000 00:00:1795949969.099068   17505 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Error in user-defined function passed to MapDataset:1 transformation with iterator: Iterator::Root::ParallelMapV2: Field 1 in record 0 is not a valid float: abc",
        "non-numeric-input-data",
        {'t': 'float'},
        id="tf221-decode-csv-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "    TypeError: Failed to convert elements of SparseTensor(indices=Tensor(\"x:0\", shape=(None, 2), dtype=int64), values=Tensor(\"x_1:0\", shape=(None,), dtype=float32), dense_shape=Tensor(\"x_2:0\", shape=(2,), dtype=int64)) to Tensor. Consider casting elements to a supported type. See https://www.tensorflow.org/api_docs/python/tf/dtypes for supported TF dtypes.",
        "sparse-tensor-input-unsupported",
        {},
        id="tf221-sparse-elements-tffunction-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Unable to find any devices for spec /device:GPU:0 [Op:__inference_step_8]",
        "devices-no-gpu",
        {'spec': '/device:GPU:0'},
        id="tf221-no-device-for-spec-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Cannot set memory growth on non-GPU and non-Pluggable devices",
        "gpu-config-wrong-device-type",
        {},
        id="tf221-memory-growth-cpu-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- the nineteenth session's fifth check: installs broken on purpose, real TF 2.15 runs
    S(
        "ImportError: libtensorflow_framework.so.2: cannot open shared object file: No such file or directory",
        "tensorflow-install-broken",
        {'library': 'libtensorflow_framework.so.2'},
        id="tf215-framework-so-deleted-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ImportError: cannot import name 'keras' from 'tensorflow' (unknown location)",
        "tensorflow-install-broken",
        {'module': 'tensorflow'},
        id="tf215-namespace-leftover-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- the nineteenth session's fourth check: companion packages, real runs
    S(
        "tensorflow_datasets.core.registered.DatasetNotFoundError: Dataset mnsit not found.",
        "tfds-dataset-not-found",
        {'name': 'mnsit'},
        id="tfds-dataset-misspelled-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AttributeError: module 'numpy' has no attribute 'exceptions'",
        "numpy-version-unsupported",
        {},
        id="tf221-numpy124-no-exceptions-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- the nineteenth session's sixth check: old code on today's releases, real runs
    S(
        "AttributeError: module 'keras._tf_keras.keras.backend' has no attribute 'get_session'. Did you mean: 'clear_session'?",
        "tensorflow-api-mismatch",
        {'mod': 'backend', 'attr': 'get_session'},
        id="tf221-keras-backend-get-session-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AttributeError: module 'tf_keras.api._v2.keras.losses' has no attribute 'softmax_cross_entropy'",
        "tensorflow-api-mismatch",
        {'mod': 'losses', 'attr': 'softmax_cross_entropy'},
        id="tfkeras-tf1-losses-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "/home/user/venv/lib/python3.11/site-packages/keras/src/optimizers/base_optimizer.py:86: UserWarning: Argument `decay` is no longer supported and will be ignored.",
        "keras-version-mismatch",
        {'arg': 'decay'},
        id="keras3-sgd-decay-ignored-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: decay is deprecated in the new TF-Keras optimizer, please check the docstring for valid arguments, or use the legacy optimizer, e.g., tf.keras.optimizers.legacy.Adam.",
        "keras-version-mismatch",
        {},
        id="tfkeras-adam-decay-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AttributeError: module 'numpy' has no attribute 'product'",
        "numpy-version-unsupported",
        {'name': 'product'},
        id="numpy24-product-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AttributeError: 'DataFrame' object has no attribute 'append'",
        "pandas-api-removed",
        {'cls': 'DataFrame', 'attr': 'append'},
        id="pandas3-append-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow_estimator'",
        "tf-estimator-removed",
        {},
        id="tf221-no-tensorflow-estimator-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "NotImplementedError: tf.keras.estimator.model_to_estimator function not available in your installation.",
        "tf-estimator-removed",
        {},
        id="tfkeras-model-to-estimator-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AttributeError: module 'keras._tf_keras.keras' has no attribute 'estimator'",
        "tf-estimator-removed",
        {},
        id="keras3-tf-keras-estimator-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- the nineteenth session's seventh check: loading data from files, real runs
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: {{function_node __wrapped__ReadFile_device_/job:localhost/replica:0/task:0/device:CPU:0}} data/test/cat_001.jpg; No such file or directory [Op:ReadFile]",
        "application-data-missing",
        {'path': 'data/test/cat_001.jpg'},
        id="tf221-read-file-missing-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "data/ok/cat/9.png; No such file or directory",
        "application-data-missing",
        {'path2': 'data/ok/cat/9.png'},
        id="tf221-read-file-missing-graph-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: No text files found in directory data/textempty. Allowed format: .txt",
        "dataset-no-images-found",
        {'dir': 'data/textempty'},
        id="keras3-no-text-files-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Asked to retrieve element 0, but the Sequence has length 0",
        "dataset-no-images-found",
        {},
        id="tfkeras-empty-sequence-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "Found 0 validated image filenames belonging to 0 classes.",
        "dataset-no-images-found",
        {'classes': '0'},
        id="tfkeras-flow-from-dataframe-none-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "cv2.error: OpenCV(5.0.0) /io/opencv/modules/imgproc/src/resize.cpp:4217: error: (-215:Assertion failed) !ssize.empty() in function 'resize'",
        "opencv-image-not-loaded",
        {'fn': 'resize'},
        id="cv2-resize-none-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.",
        "non-numeric-input-data",
        {},
        id="numpy-inhomogeneous-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__DecodeWav_device_/job:localhost/replica:0/task:0/device:CPU:0}} Header mismatch: Expected RIFF but found ID3 [Op:DecodeWav] name: ",
        "audio-decode-not-wav",
        {'found': 'ID3'},
        id="tf221-decode-wav-mp3-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Object arrays cannot be loaded when allow_pickle=False",
        "numpy-load-pickle-disallowed",
        {},
        id="numpy-load-object-array-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: `label_name` provided must be one of the columns: ['rooms', 'area', 'price']. Received: Price.",
        "tfdata-csv-column-unknown",
        {'name': 'Price', 'cols': "['rooms', 'area', 'price']"},
        id="tf221-make-csv-label-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Column surface specified in `select_columns` must be of one of the columns: dict_keys(['rooms', 'area', 'city', 'price']).",
        "tfdata-csv-column-unknown",
        {'col': 'surface'},
        id="tfkeras-make-csv-select-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "ValueError: Unknown split 'validation'. Should be one of ['train'].",
        "tfds-split-not-found",
        {'split': 'validation', 'splits': "['train']"},
        id="tfds-unknown-split-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "AssertionError: Dataset mnist: could not find data in /home/user/tfds_data. Please make sure to call dataset_builder.download_and_prepare(), or pass download=True to tfds.load() before trying to access the tf.data.Dataset object.",
        "tfds-dataset-not-prepared",
        {'name': 'mnist', 'dir': '/home/user/tfds_data'},
        id="tfds-no-download-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__IteratorGetNext_output_types_4_device_/job:localhost/replica:0/task:0/device:CPU:0}} Field 2 in record is not a valid float: Paris [Op:IteratorGetNext] name: ",
        "non-numeric-input-data",
        {'field': '2', 't': 'float'},
        id="tf221-csv-record-no-number-run",  # a real run (tests/data/tracebacks/tf-2.21-runs/SOURCES.md)
    ),
    # --- memory
    S(
        "2021-03-04 10:30:24.114464: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
        "gpu-out-of-memory",
        {"requested": "2.53G", "bytes": "2715310336"},
        id="oom-alloc-deepgraphpose7",
    ),
    S(
        "  (0) Resource exhausted: OOM when allocating tensor with shape[16,112,112,147] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc",
        "gpu-out-of-memory",
        {"shape": "16,112,112,147", "dtype": "float"},
        id="oom-shape-azure-mln880",
    ),
    S(
        r"2017-11-03 11:34:30.628747: E C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\35\tensorflow\stream_executor\cuda\cuda_driver.cc:924] failed to allocate 1.97G (2120187392 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY",
        "gpu-out-of-memory",
        {"requested": "1.97G"},
        id="oom-windows-path-tf14231",
    ),
    S(
        "numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuInit results in CUDA_ERROR_OUT_OF_MEMORY",
        "gpu-out-of-memory",
        {},
        id="oom-at-cuinit-cudf14699",  # NVIDIA/cudf#14699 (WSL2; outside the corpus; the s13 review)
    ),
    # --- XLA
    S(
        "2024-01-08 21:30:47.213628: W external/local_xla/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:504] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.",
        "xla-libdevice-missing",
        {"path": "${CUDA_DIR}/nvvm/libdevice"},
        id="libdevice-dir-gpu-jupyter129",
    ),
    S(
        "RuntimeError: Internal: libdevice not found at ./libdevice.10.bc",
        "xla-libdevice-missing",
        {"path": "./libdevice.10.bc"},
        id="libdevice-not-found-jax6323",
    ),
    S(
        "2019-12-30 12:52:15.338250: W tensorflow/core/framework/op_kernel.cc:1655] OP_REQUIRES failed at xla_compile_on_demand_op.cc:220 : Not found: ./bin/ptxas not found",
        "ptxas-missing",
        {"path": "./bin/ptxas"},
        id="ptxas-not-found-tf35423",
    ),
    S("Couldn't invoke ptxas", "ptxas-missing", {}, id="invoke-ptxas-gpu-jupyter93"),
    S(
        "2023-09-26 23:49:25.317533: W external/xla/xla/stream_executor/gpu/redzone_allocator.cc:322] UNIMPLEMENTED: ptxas ptxas too old. Falling back to the driver to compile.",
        "ptxas-too-old",
        {},
        id="ptxas-too-old-xla5932",
    ),
    S(
        "2023-09-26 23:49:25.317379: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:231] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 9.0",
        "ptxas-too-old",
        {"compute_capability": "9.0"},
        id="ptxas-cc90-xla5932",
    ),
    S(
        "2021-02-04 08:52:12.943009: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'",
        "ptxas-too-old",
        {"sm": "sm_86"},
        id="ptxas-sm86-tf46933",
    ),
    S(
        "2022-06-28 19:26:35.110279: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:111] *** WARNING *** You are using ptxas 11.0.221, which is older than 11.1. ptxas before 11.1 is known to miscompile XLA code, leading to incorrect results or invalid-address errors.",
        "ptxas-too-old",
        {"ptxas": "11.0.221", "required": "11.1"},
        id="ptxas-110-flax2249",
    ),
    S(
        "2024-05-28 04:48:02.870689: W external/xla/xla/service/gpu/nvptx_compiler.cc:760] The NVIDIA driver's CUDA version is 12.4 which is older than the ptxas CUDA version (12.5.40). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.",
        "driver-too-old",
        {"driver_cuda": "12.4", "ptxas": "12.5.40"},
        id="driver-older-than-ptxas-code27200083721",
    ),
    S(
        "2023-11-28 20:48:18.202652: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape insequential_9/efficientnetb3/block1b_drop/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer",
        "benign-grappler-layout",
        {},
        id="grappler-layout-code8396740477",
    ),
    # --- the driver, the container runtime, another CUDA's runtime (rules/driver.py)
    S(
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.",
        "driver-not-loaded",
        {},
        id="nvidia-smi-no-driver-code46914720919",
    ),
    S(
        "nvidia-container-cli: initialization error: nvml error: driver not loaded",
        "driver-not-loaded",
        {},
        id="container-cli-driver-not-loaded-code68421426079",
    ),
    S(
        "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
        "container-no-gpu-access",
        {},
        id="docker-no-container-toolkit-code8179456259",
    ),
    S(
        "1. tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: cudaGetErrorString symbol not found",
        "cuda-version-mismatch",
        {},
        id="cudart-of-another-cuda-code39769215020",
    ),
    S(
        " Unknown: Fail to find the dnn implementation.",
        "cudnn-init-failed",
        {},
        id="cudnn-rnn-no-dnn-code48983206897",
    ),
    S(
        # dyld's own words (its source: code index 222060877), as a module of an x86_64 build
        # fails in an arm64 Python (code index 2648523022)
        "    /opt/homebrew/lib/python3.9/site-packages/Cryptodome/Util/../Cipher/_raw_ecb.abi3.so: mach-o, but wrong architecture",
        "macos-arch-mismatch",
        {},
        id="macos-dyld-wrong-arch-code2648523022",
    ),
    S(
        "    # -> InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory",
        "gpu-out-of-memory",
        {},
        id="cuda-context-no-memory-code6792840773",
    ),
    S(
        "- Error: \"cudaSetDevice() on GPU:0 failed. Status: out of memory\"",
        "gpu-out-of-memory",
        {},
        id="cudasetdevice-no-memory-code124063110",
    ),
    S(
        "InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'CudnnRNN' used by node cu_dnnlstm_1/CudnnRNN (defined at D:\\anaconda3\\envs\\tensorflow-gpu\\lib\\site-packages\\keras\\layers\\cudnn_recurrent.py:517) with these attrs: [is_training=true, seed2=0, input_mode=\"linear_input\", T=DT_FLOAT, dropout=0, rnn_mode=\"lstm\", direction=\"unidirectional\", seed=87654321]",
        "no-gpu-device",
        {"op": "CudnnRNN"},
        id="cudnn-op-without-gpu-code25165035107",
    ),
    # --- fifth fresh round's dev part (ext5-dev, 2026-11-25)
    S(
        "ImportError: /home/hhh/Software/Miniconda3/envs/DLC/lib/python3.11/site-packages/tensorflow/python/platform/../../libtensorflow_framework.so.2: undefined symbol: _ZTIN6snappy4SinkE",
        "tensorflow-import-failed",
        {},
        id="tf-framework-undefined-symbol-conda-forge2141",
    ),
    S(
        "ImportError: cannot import name 'convert_all_kernels_in_model' from 'tensorflow.python.keras.utils' (.../python3.7/site-packages/tensorflow_core/python/keras/utils/__init__.py)",
        "tensorflow-api-mismatch",
        {"attr3": "convert_all_kernels_in_model"},
        id="tf-private-keras-name-imageai494",
    ),
    S(
        "TypeError: Descriptors should not be created directly, but only retrieved from their parent.",
        "protobuf-incompatible",
        {},
        id="protobuf3-descriptors-handtracking38",
    ),
    S(
        "error: externally-managed-environment",
        "pip-externally-managed",
        {},
        id="pep668-code55592131138",
    ),
    S(
        "# - 'nvidia-smi' is not recognized as an internal or external command",
        "no-cuda-driver",
        {},
        id="no-nvidia-smi-windows-code67492262959",
    ),
    S(
        "TypeError: Unable to convert function return value to a Python type! The signature was () -> handle",
        "numpy-abi-mismatch",
        {},
        id="numpy2-under-old-tf-pybind-code59989740954",
    ),
    S(
        "AttributeError: module 'numpy' has no attribute 'typeDict'",
        "numpy-version-unsupported",
        {"alias": "typeDict"},
        id="numpy124-typedict-code53752969440",
    ),
    S(
        "#### 2. Scaler Loading Error: \"No module named 'numpy._core'\"",
        "numpy-version-unsupported",
        {},
        id="numpy2-pickle-on-numpy1-code48059522202",
    ),
    S(
        "2022-04-30 15:59:47.401605: W tensorflow/core/framework/op_kernel.cc:1763] OP_REQUIRES failed at conv_ops.cc:1106 : Not found: No algorithm worked!",
        "cudnn-init-failed",
        {},
        id="cudnn-no-algorithm-code39923158309",
    ),
    S(
        "E0000 00:00:1778068660.513971   14701 cuda_executor.cc:1737] INTERNAL: CUDA Runtime error: Failed call to cudaGetRuntimeVersion: Error loading CUDA libraries. GPU will not be used.: Error loading CUDA libraries. GPU will not be used.",
        "cuda-libs-missing",
        {},
        id="tf218-cudart-not-loaded-code55710611564",
    ),
    S(
        "ERROR: Could not build wheels for h5py, which is required to install pyproject.toml-based projects",
        "dependency-wheel-missing",
        {"package2": "h5py"},
        id="h5py-source-build-failed-code37039773401",
    ),
    S(
        "  ╰─▶ Because all versions of tensorflow have no wheels with a matching Python ABI tag (e.g., `cp313`) and you require",
        "python-version-unsupported",
        {"package": "tensorflow"},
        id="uv-no-tf-wheel-cp313-uv13262",
    ),
    S(
        "      and all versions of cudf-cu12 have no wheels with a matching Python ABI tag, we can conclude that cudf-cu12<23.6.1 cannot be used.",
        "dependency-wheel-missing",
        {"package": "cudf-cu12"},
        id="uv-no-dependency-wheel-code8898457540",
    ),
    S(
        "HINT: This error might have occurred since this system does not have Windows Long Path support enabled. You can find information on how to enable this at https://pip.pypa.io/warnings/enable-long-paths",
        "windows-long-paths-disabled",
        {},
        id="pip-long-path-hint-code48434249813",
    ),
    S(
        "ERROR: Could not install packages due to an EnvironmentError: [Errno 2] No such file or directory: 'C:\\\\Users\\\\Test\\\\AppData\\\\Local\\\\Packages\\\\PythonSoftwareFoundation.Python.3.8_qbz5n2kfra8p0\\\\LocalCache\\\\local-packages\\\\Python38\\\\site-packages\\\\tensorboard_plugin_wit\\\\_vendor\\\\tensorflow_serving\\\\sources\\\\storage_path\\\\__pycache__\\\\file_system_storage_path_source_pb2.cpython-38.pyc'",
        "windows-long-paths-disabled",
        {},
        id="pip-errno2-long-path-rtvc358",
    ),
    S(
        "ImportError: cannot import name 'runtime_version' from 'google.protobuf' (C:\\Users\\FatMa\\AppData\\Local\\Programs\\Python\\Python310\\lib\\site-packages\\google\\protobuf\\__init__.py)",
        "protobuf-incompatible",
        {"pbname": "runtime_version"},
        id="gencode-runtime-version-bdtm186",
    ),
    S(
        "2023-02-21 15:59:02.375236: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:306] Could not identify NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.",
        "benign-numa",
        {},
        id="numa-pluggable-device-directml403",
    ),
    # --- the fifth round's held-out part, after it was scored and spent (ext5-heldout)
    S(
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.8, please update your driver to a newer version, or use an earlier cuda container: unknown.",
        "driver-too-old",
        {"cuda": "11.8"},
        id="container-cuda-needs-newer-driver-gcsfuse1557",
    ),
    S(
        "`2019-05-17 18:27:20.748099: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Failed precondition: could not dlopen DSO: libcublas.so.10.1; dlerror: libcublas.so.10.1: cannot open shared object file: No such file or directory`",
        "cuda-libs-missing",
        {"library": "libcublas.so.10.1"},
        id="tf1-dlopen-dso-musicdb23",
    ),
    S(
        "ERROR: This container was built for CPUs supporting at least the AVX instruction set, but",
        "cpu-missing-avx",
        {},
        id="ngc-container-avx-banner-trt-example2",
    ),
    S(
        " [libprotobuf FATAL google/protobuf/stubs/common.cc:61] This program requires version 3.5.0 of the Protocol Buffer runtime library, but the installed version is 2.6.1.  Please update your library.",
        "protobuf-incompatible",
        {"built2": "3.5.0", "have2": "2.6.1"},
        id="libprotobuf-cpp-version-tf19370",
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow.python.trackable'`",
        "keras-version-mismatch",
        {},
        id="keras3-on-tf24-tkan16",
    ),
    S(
        "horovod.common.exceptions.HorovodVersionMismatchError: Framework tensorflow installed with version 2.3.0 but found version 2.4.1.",
        "ecosystem-import-failed",
        {"built": "2.3.0", "tf": "2.4.1", "package": "horovod"},
        id="horovod-built-for-other-tf-horovod2619",
    ),
    S(
        "WARNING:root:Failure to load the inference.so custom c++ tensorflow ops. This error is likely caused the version of TensorFlow and TensorFlow Decision Forests are not compatible. Full error:dlopen(/Users/koen/miniconda3/envs/kaggle/lib/python3.10/site-packages/tensorflow_decision_forests/tensorflow/ops/inference/inference.so, 6): Symbol not found: __ZNKSt3__115basic_stringbufIcNS_11char_traitsIcEENS_9allocatorIcEEE3strEv",
        "ecosystem-import-failed",
        {"package": "tensorflow-decision-forests"},
        id="tfdf-ops-macos-df195",
    ),
    S(
        "caused by: [\"dlopen(.../myenv/lib/python3.12/site-packages/tensorflow_io/python/ops/libtensorflow_io.so, 0x0006): symbol not found in flat namespace '__ZN10tensorflow6tensor6ConcatERKN4absl12lts_202308024SpanIKNS_6TensorEEEPS4_'\"]",
        "ecosystem-import-failed",
        {"package": "tensorflow-io"},
        id="tfio-macos-flat-namespace-io2137",
    ),
    S(
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown",
        "container-no-gpu-access",
        {},
        id="container-runtime-no-nvml-code14013411187",
    ),
    S(
        "Diagnosing: `docker exec matcha-build nvidia-smi` returned `Failed to initialize NVML: Unknown Error` — the container had lost GPU visibility",
        "container-no-gpu-access",
        {},
        id="container-lost-gpu-code62376695401",
    ),
    S(
        "   INFO:    Could not find any nv files on this host!",
        "no-cuda-driver",
        {},
        id="apptainer-nv-no-driver-code27314971646",
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow_hub'",
        "ecosystem-import-failed",
        {"package": "tensorflow-hub"},
        id="companion-not-installed-module-name",
    ),
    # --- the eighth round's held-out part, after it was scored and spent (ext8-heldout)
    S(
        "An error occurred: 'Sequential' object has no attribute 'output_names'",
        "keras-version-mismatch",
        {"object2": "Sequential"},
        id="tf2onnx-keras3-message-onnxruntime19956",
    ),
    S(
        "  Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.28.0)",
        "dependency-wheel-missing",
        {"package": "tensorflow-io-gcs-filesystem"},
        id="poetry-no-candidates-pixeltable15",
    ),
    S(
        "`[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]`",
        "devices-no-gpu",
        {},
        id="all-devices-cpu-only-tf38090",
    ),
    S(
        '> I0320 05:57:29.309552659    3803 subchannel.cc:677]          Connect failed: {"created":"@1521525449.309441854","description":"Failed to connect to remote host: OS Error","errno":111,"file":"external/grpc/src/core/lib/iomgr/tcp_client_posix.cc","file_line":198,"os_error":"Connection refused","syscall":"connect","target_address":"ipv4:10.0.1.4:14417"}',
        "distributed-worker-unreachable",
        {"target": "ipv4:10.0.1.4:14417"},
        id="grpc-connection-refused-tf17852",
    ),
    S(
        "tensorflow/core/common_runtime/bfc_allocator.cc:275] Ran out of memory trying to allocate 392.00MiB. See logs for memory state.",
        "gpu-out-of-memory",
        {"requested2": "392.00MiB"},
        id="tf1-bfc-ran-out-faster-rcnn7",
    ),
    # --- models and layer arguments across Keras versions (rules/models.py)
    S(
        "Exception encountered: Unrecognized keyword arguments: ['batch_shape']",
        "keras-version-mismatch",
        {"kwarg": "batch_shape"},
        id="keras2-reads-keras3-batch-shape-code41232940260",
    ),
    S(
        "ValueError: Unrecognized keyword arguments passed to LSTM: {'time_major': False}",
        "keras-version-mismatch",
        {"layer": "LSTM", "kwarg": "time_major"},
        id="keras3-reads-keras2-time-major-code56682267892",
    ),
    S(
        "TypeError: Unrecognized keyword arguments passed to Dense: {'quantization_config': None}",
        "keras-version-mismatch",
        {"layer": "Dense", "kwarg": "quantization_config"},
        id="older-keras3-reads-newer-code65890541794",
    ),
    S(
        "ValueError: Invalid filepath extension for saving. Please add either a `.keras` extension for the native Keras format (recommended) or a `.h5` extension. Use `model.export(filepath)` if you want to export a SavedModel for use with TFLite/TFServing/etc. Received: filepath=/tmp/tmp3jd9pzly/ref.",
        "keras-version-mismatch",
        {},
        id="keras3-save-savedmodel-code61556005495",
    ),
    S(
        "❌ Sequence Model Failed: Could not locate class 'Sequential'",
        "keras-version-mismatch",
        {"cls": "Sequential"},
        id="model-file-of-another-keras-code56338786713",
    ),
    S(
        "ValueError: Could not interpret optimizer identifier: <keras.src.optimizers.adam.Adam object at 0x7f969fea8c10>",
        "keras-version-mismatch",
        {"other": "keras.src.optimizers.adam.Adam"},
        id="two-kerases-optimizer-code71474504031",
    ),
    S(
        "ValueError: Argument(s) not recognized: {'lr': 0.001}",
        "keras-version-mismatch",
        {"kwarg": "lr"},
        id="keras3-optimizer-lr-code71436112482",
    ),
    S(
        "    # ValueError: decay is deprecated in the new Keras optimizer, please check the docstring for valid arguments, ",
        "keras-version-mismatch",
        {"kwarg2": "decay"},
        id="keras211-optimizer-decay-code31869425714",
    ),
    S(
        "# OBSERVED_EXCEPTION: TypeError: Layer.add_weight() got multiple values for argument 'shape'",
        "keras-version-mismatch",
        {"arg": "shape"},
        id="keras3-add-weight-positional-code61782300613",
    ),
    S(
        "Expected a model.weights.h5 or model.weights.npz file.",
        "keras-version-mismatch",
        {},
        id="keras3-reads-keras2-folder-pyapetnet28",
    ),
    S(
        "ImportError: Keras requires TensorFlow 2.2 or higher. Install TensorFlow via `pip install tensorflow`",
        "keras-version-mismatch",
        {"required": "2.2"},
        id="keras24-on-old-tf-code48183789182",
    ),
    # --- Python packaging
    S(
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)",
        "python-version-unsupported",
        {"package": "tensorflow", "versions": "none"},
        id="no-wheel-tf62054",
    ),
    S(
        "ERROR: No matching distribution found for tensorflow",
        "python-version-unsupported",
        {"package": "tensorflow"},
        id="no-distribution-tf62054",
    ),
    S(
        '      The "tensorflow-gpu" package has been removed!',
        "tensorflow-gpu-deprecated",
        {},
        id="tf-gpu-removed-pyhpc17",
    ),
    S(
        "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash. To support both 1.x and 2.x",
        "numpy-abi-mismatch",
        {"numpy": "2.0.0"},
        id="numpy2-two-lines-exo109",
    ),
    S("AttributeError: _ARRAY_API not found", "numpy-abi-mismatch", {}, id="array-api-vipe42"),
    S(
        "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject",
        "numpy-abi-mismatch",
        {},
        id="dtype-size-code-index-54876235112",
    ),
    S(
        "TypeError: Descriptors cannot not be created directly.",
        "protobuf-incompatible",
        {},
        id="descriptors-tf56266",
    ),
    S(
        # tests/data/tf-2.15.1/tf_probe.stderr (TF 2.15.1, the XLA test on the CPU)
        "2026-11-23 11:26:15.696851: E external/local_xla/xla/stream_executor/stream_executor_internal.h:177] SetPriority unimplemented for this stream.",
        "benign-stream-priority",
        {},
        id="setpriority-tf2.15.1-xla-cpu",
    ),
    S(
        # tests/data/tf-2.15.1-protobuf7/tf_probe.stderr (TF 2.15.1 + protobuf 7.36.2)
        "AttributeError: 'MessageFactory' object has no attribute 'GetPrototype'",
        "protobuf-incompatible",
        {},
        id="getprototype-tf2.15.1-protobuf7",
    ),
    S(
        "Detected incompatible Protobuf Gencode/Runtime versions when loading Principal:",
        "protobuf-incompatible",
        {},
        id="gencode-runtime-code-index-68436031940",
    ),
    S(
        "ValueError: A KerasTensor cannot be used as input to a TensorFlow function. A KerasTensor is a symbolic placeholder for a shape and dtype, used when constructing Keras Functional models or Keras Functions.",
        "keras-version-mismatch",
        {},
        id="kerastensor-deepface1121",
    ),
    S(
        "ImportError: keras.optimizers.legacy is not supported in Keras 3. When using tf.keras, to continue using a tf.keras.optimizers.legacy optimizer, you can install the tf_keras package (Keras 2) and set the environment variable TF_USE_LEGACY_KERAS=True to configure TensorFlow to use tf_keras when accessing tf.keras.",
        "keras-version-mismatch",
        {},
        id="optimizers-legacy-nonlincausality11",
    ),
    S(
        "ValueError: Your currently installed version of Keras is Keras 3, but this is not yet supported in Transformers. Please install the backwards-compatible tf-keras package with `pip install tf-k",
        "keras-version-mismatch",
        {},
        id="transformers-keras3-36410",
    ),
    S(
        "ModuleNotFoundError: No module named 'keras.src.legacy'",
        "keras-version-mismatch",
        {"module": "keras.src.legacy"},
        id="keras-src-legacy-classification-models-3d-26",
    ),
    S(
        "ValueError: File format not supported: filepath=/tmp/checkpoint. Keras 3 only supports V3 `.keras` files and legacy H5 format files (`.h5` ext",
        "keras-version-mismatch",
        {},
        id="keras3-savedmodel-code-index-70877306490",
    ),
    S(
        "ImportError: Could not find the DLL(s) 'msvcp140.dll or msvcp140_1.dll'. TensorFlow requires that these DLLs be installed in a directory that is named in your %PATH% environment variable.",
        "windows-msvc-runtime-missing",
        {"library": "msvcp140.dll or msvcp140_1.dll"},
        id="msvcp-tf38262",
    ),
    # --- CPU
    S("Illegal instruction (core dumped)", "cpu-missing-avx", {}, id="sigill-tf62342"),
    S(
        "2019-04-09 02:01:27.898877: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.",
        "cpu-missing-avx",
        {"instructions": "AVX"},
        id="avx-guard-code-index-47836387055",
    ),
    # --- TensorRT and benign noise (info)
    S(
        "2023-02-20 11:35:53.200200: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.0/lib64:/usr/local/cuda-10.0/extras/CUPTI/lib64:/$",
        "tensorrt-missing",
        {"library": "libnvinfer.so.7"},
        id="nvinfer-deeplabcut2115",
    ),
    S(
        "2024-05-10 11:33:15.185131: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT",
        "tensorrt-missing",
        {},
        id="tftrt-llamafactory3673",
    ),
    S(
        "2020-07-13 19:17:18.151914: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.",
        "tensorrt-missing",
        {},
        id="trt-dlopen-elasticdl2160",
    ),
    S(
        "2021-11-24 09:01:58.877869: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero",
        "benign-numa",
        {},
        id="numa-tf53184",
    ),
    S(
        "2023-07-12 14:59:25.260129: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:981] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node",
        "benign-numa",
        {},
        id="numa-wsl10277",
    ),
    S(
        "2024-08-29 I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.",
        "benign-onednn",
        {},
        id="onednn-forge1573",
    ),
    S(
        "2018-10-25 12:10:00.651103: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
        "benign-cpu-features",
        {},
        id="cpu-guard-old-tf23263",
    ),
    S(
        "2023-12-29 16:17:51.727737: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.",
        "benign-cpu-features",
        {},
        id="cpu-guard-new-feedstock365",
    ),
    S(
        "2024-08-15 02:53:40.365851: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered",
        "benign-factory-registration",
        {"plugin": "cuDNN"},
        id="factory-cudnn-tf-guide-gpu",
    ),
    S(
        "W0000 00:00:1753176247.520234   34999 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.",
        "benign-factory-registration",
        {},
        id="computation-placer-code-index-22432086452",
    ),
    S(
        "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
        "benign-absl-log-init",
        {},
        id="absl-init-tf-guide-gpu",
    ),
    # --- issue 10: lines from the real-log dev corpus (tests/data/logs/dev.jsonl; the
    # source thread of each case after the id)
    S(
        "2023-08-25 11:11:47.521702: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.",
        "cuda-libs-missing",
        {},
        id="cudart-stub-no-cuda",  # tensorflow/tensorflow#61689
    ),
    S(
        "2025-02-01 13:44:34.523685: W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_UNSUPPORTED_PTX_VERSION'",
        "driver-too-old",
        {},
        id="unsupported-ptx-version",  # CY-CHENYUE/ComfyUI-Molmo#26
    ),
    S(
        "W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'",
        "compute-capability-unsupported",
        {},
        id="invalid-ptx-cc12",  # tensorflow/tensorflow#99592
    ),
    S(
        '"Invalid GPU Compute Capability"',
        "compute-capability-unsupported",
        {},
        id="invalid-gpu-cc-title",  # tensorflow/tensorflow#54143
    ),
    S(
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:669] Ignoring gpu device (device: 0, name: Tesla K10.G2.8GB, pci bus id: 0000:45:00.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5. ",
        "compute-capability-unsupported",
        {"compute_capability": "3.0", "minimum": "3.5"},
        id="ignoring-gpu-device-tf0x",  # tensorflow/tensorflow#473
    ),
    S(
        "ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1024,98,98] and type float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu",
        "host-out-of-memory",
        {"shape": "1024,98,98", "device": "/job:localhost/replica:0/task:0/device:CPU:0"},
        id="host-oom-allocator-cpu",  # Kyubyong/transformer#116
    ),
    S(
        "tf_serving_server-1  | 2024-04-07 07:57:23.842168: W external/org_tensorflow/tensorflow/core/framework/op_kernel.cc:1828] OP_REQUIRES failed at xla_ops.cc:503 : UNIMPLEMENTED: Could not find compiler for platform CUDA: NOT_FOUND: could not find registered compiler for platform CUDA -- was support for that platform linked in?",
        "xla-gpu-compiler-missing",
        {"platform": "CUDA"},
        id="xla-no-gpu-compiler-serving",  # tensorflow/serving#2214
    ),
    S(
        'No OpKernel was registered to support Op \'NcclAllReduce\' used by {{node NcclAllReduce}} with these attrs: [reduction="sum", shared_name="c1", T=DT_FLOAT, num_devices=2]',
        "nccl-error",
        {"op": "NcclAllReduce"},
        id="nccl-no-kernel-windows",  # tensorflow/tensorflow#44281
    ),
    S(
        "hai-a100-3:376586:377443 [4] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed",
        "nccl-error",
        {},
        id="nccl-warn-ibverbs",  # tensorflow/tensorflow#51760
    ),
    S(
        "`RuntimeError: Collective ops must be configured at program startup`",
        "multiworker-strategy-late-init",
        {},
        id="collective-ops-startup",  # tensorflow/tensorflow#34568
    ),
    S(
        "  Using cached tensorflow-gpu-2.12.0.tar.gz (2.6 kB)",
        "tensorflow-gpu-deprecated",
        {},
        id="tf-gpu-sdist",  # tensorflow/tensorflow#60074
    ),
    S(
        "  Building wheel for tensorflow-gpu (setup.py) ... error",
        "tensorflow-gpu-deprecated",
        {},
        id="tf-gpu-building-wheel",  # exalearn/EXARL#256
    ),
    S(
        "ERROR: No matching distribution found for tensorflow-io-gcs-filesystem==0.37.1",
        "dependency-wheel-missing",
        {"package": "tensorflow-io-gcs-filesystem"},
        id="io-gcs-no-wheel",  # SamuelSchmidgall/AgentLaboratory#87
    ),
    S(
        "ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts",
        "pip-dependency-conflict",
        {},
        id="resolution-impossible",  # g4m3r0/ImageUpscaler#22
    ),
    S(
        "ERROR: Cannot install keras==3.9.0 and tensorflow because these package versions have conflicting dependencies.",
        "pip-dependency-conflict",
        {},
        id="cannot-install-conflicting",  # g4m3r0/ImageUpscaler#22
    ),
    S(
        "tensorflow-metadata 1.13.1 requires protobuf<5,>=3.20.3, but you have protobuf 3.19.6 which is incompatible.",
        "pip-dependency-conflict",
        {"package": "protobuf", "requirement": "<5,>=3.20.3", "have": "3.19.6"},
        id="requires-but-you-have",  # Linaqruf/kohya-trainer#202
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow'",
        "tensorflow-not-installed",
        {},
        id="no-module-tensorflow",  # tensorflow/tensorflow#43459
    ),
    S(
        "`ImportError: No module named tensorflow`",
        "tensorflow-not-installed",
        {},
        id="no-module-tensorflow-py2",  # aymericdamien/TensorFlow-Examples#37
    ),
    S(
        "A module that was compiled using NumPy 1.x cannot be run in",
        "numpy-abi-mismatch",
        {},
        id="numpy2-cut-at-line-end",  # tensorflow/tensorflow#91042
    ),
    S(
        "RuntimeError: module compiled against API version 0xe but this version of numpy is 0xd",
        "numpy-abi-mismatch",
        {"built": "0xe", "have": "0xd"},
        id="numpy-api-version",  # PINTO0309/Tensorflow-bin#37
    ),
    S(
        '[libprotobuf FATAL google/protobuf/stubs/common.cc:83] This program was compiled against version 3.9.2 of the Protocol Buffer runtime library, which is not compatible with the installed version (3.19.5).  Contact the program author for an update.  If you compiled the program yourself, make sure that your headers are from the same version of Protocol Buffers as your link-time library.  (Version verification failed in "bazel-out/k8-opt/bin/tensorflow/core/framework/tensor_shape.pb.cc".)',
        "protobuf-incompatible",
        {"built": "3.9.2", "have": "3.19.5"},
        id="libprotobuf-fatal",  # rinongal/textual_inversion#91
    ),
    S(
        "/home/khteh/.local/share/virtualenvs/pAIthon-GaqEDHQT/lib/python3.13/site-packages/google/protobuf/runtime_version.py:98: UserWarning: Protobuf gencode version 5.28.3 is exactly one major version older than the runtime version 6.31.1 at tensorflow/core/framework/attr_value.proto. Please update the gencode to avoid compatibility violations in the next runtime release.",
        "protobuf-incompatible",
        {"gencode": "5.28.3", "runtime": "6.31.1"},
        id="protobuf-gencode-older",  # tensorflow/tensorflow#98980
    ),
    S(
        "ImportError: `keras.optimizers.legacy` is not supported in Keras 3. When using `tf.keras`, to continue using a `tf.keras.optimizers.legacy` optimizer, you can install the `tf_keras` package (Keras 2) and set the environment variable `TF_USE_LEGACY_KERAS=True` to configure TensorFlow to use `tf_keras` when accessing `tf.keras`.",
        "keras-version-mismatch",
        {},
        id="optimizers-legacy-keras3",  # amaiya/ktrain#525
    ),
    S(
        "ValueError: File format not supported: filepath=my_model Keras Core only supports V3 `.keras` and `.weights.h5` files.",
        "keras-version-mismatch",
        {},
        id="keras-core-v3-files",  # keras-team/keras#18709
    ),
    S(
        "\"No module named 'keras.legacy'\"",
        "keras-version-mismatch",
        {"module": "keras.legacy"},
        id="no-module-keras-legacy",  # keras-team/keras#14665
    ),
    S(
        "AttributeError: 'Sequential' object has no attribute '_get_save_spec'",
        "keras-version-mismatch",
        {"object": "Sequential"},
        id="sequential-no-attribute",  # tensorflow/tensorflow#63867
    ),
    S(
        "keras_tuner.src.errors.FatalTypeError: Expected the model-building function, or HyperModel.build() to return a valid Keras Model instance. Received: <tf_keras.src.engine.functional.Functional object at 0x7fe49809f8d0> of type <class 'tf_keras.src.engine.functional.Functional'>",
        "keras-version-mismatch",
        {"other": "tf_keras.src.engine.functional.Functional"},
        id="tf-keras-object-in-keras3",  # keras-team/keras-tuner#1039
    ),
    S(
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: A dynamic link library (DLL) initialization routine failed.",
        "dll-load-failed",
        {"module": "_pywrap_tensorflow_internal"},
        id="dll-load-failed-pywrap",  # tensorflow/tensorflow#119165
    ),
    S(
        "[Error] Failed to load _pywrap_tensorflow_common.dll: INITIALIZATION FAILED (0x45A) - The DLL's DllMain returned false.",
        "dll-load-failed",
        {"dll": "_pywrap_tensorflow_common.dll"},
        id="dll-init-failed-common",  # tensorflow/tensorflow#119165
    ),
    S(
        "Failed to load the native TensorFlow runtime.",
        "tensorflow-import-failed",
        {},
        id="native-runtime-failed",  # tensorflow/tensorflow#119165
    ),
    S(
        "qemu: uncaught target signal 6 (Aborted) - core dumped",
        "amd64-emulation-unsupported",
        {},
        id="qemu-signal",  # tensorflow/tensorflow#52972
    ),
    S(
        "WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested",
        "amd64-emulation-unsupported",
        {},
        id="docker-platform-mismatch",  # tensorflow/tensorflow#52845
    ),
    S(
        "Killed",
        "process-killed-oom",
        {},
        id="shell-killed",  # tensorflow/models#7725
    ),
    S(
        "`Killed`",
        "process-killed-oom",
        {},
        id="shell-killed-backticks",  # ildoonet/tf-pose-estimation#674
    ),
    S(
        "> Your session crashed after using all available RAM. If you are interested in access to high-RAM runtimes, you may want to check out [Colab Pro](https://colab.research.google.com/signup/pricing?utm_source=dialog&utm_medium=link&utm_campaign=oom).",
        "process-killed-oom",
        {},
        id="colab-ram",  # PV-Lab/FTCP#8
    ),
    S(
        "> Process 10 exit with status code 247",
        "process-killed-oom",
        {"status": "247"},
        id="exit-247",  # determined-ai/determined#5787
    ),
    S(
        "Oct 18, 2019, 7:54:49 AM | INFO | KernelRestarter: restarting kernel (1/5), keep random ports",
        "process-killed-oom",
        {},
        id="kernel-restarter",  # googlecolab/colabtools#513
    ),
    # --- TF 1.x's Windows self-check, a TF symbol missing in any library, Keras 3 reading
    # Keras 2's module paths, an op's own out-of-memory words (this session's dev round)
    S(
        "ImportError: Could not find 'cudart64_.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA  from this URL: https://developer.nvidia.com/cuda-90-download-archive",
        "cuda-libs-missing",
        {"library": "cudart64_.dll"},
        id="tf1-self-check-cudart",  # tensorflow/tensorflow#30160 (ext9-g-004)
    ),
    S(
        "ImportError: Could not find 'cudnn64_7.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Note that installing cuDNN is a sep",
        "cudnn-missing",
        {"library": "cudnn64_7.dll"},
        id="tf1-self-check-cudnn",  # code index 13760211614
    ),
    S(
        'import fails: "undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs"',
        "ecosystem-import-failed",
        {},
        id="bare-tf-symbol-undefined",  # tensorflow/text#192 (ext9-f-014)
    ),
    S(
        "TypeError: Could not deserialize class 'Functional' because its parent module keras.src.engine.functional cannot be imported.",
        "keras-version-mismatch",
        {"kmodule2": "keras.src.engine.functional"},
        id="keras3-deserialize-keras2-module",  # keras-team/keras#19089 (ext9-f-018)
    ),
    S(
        "2023-03-25 09:56:53.738480: W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: failed to allocate memory",
        "gpu-out-of-memory",
        {},
        id="op-resource-exhausted",  # nextcloud/recognize#771 (ext9-g-001)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow.keras'",
        "keras-version-mismatch",
        {"module": "tensorflow.keras"},
        id="no-tensorflow-keras",  # kyleskom/NBA-Machine-Learning-Sports-Betting#182 (ext9-g-005)
    ),
    # --- the program's own input files (rules/inputs.py)
    S(
        "FileNotFoundError: [Errno 2] No such file or directory: '/content/ReLERNN/examples/example_output/train/3615_haps.npy'",
        "application-data-missing",
        {"path": "/content/ReLERNN/examples/example_output/train/3615_haps.npy"},
        id="program-input-missing",  # kr-colab/ReLERNN#63 (ext9-g-028)
    ),
    S(
        "OSError: SavedModel file does not exist at: /kaggle/input/cassava/saved",
        "application-data-missing",
        {"path2": "/kaggle/input/cassava/saved"},
        id="savedmodel-missing",  # code index 71542924915
    ),
    S(
        "OSError: Unable to open file (unable to open file: name = '/home/wsx/step/classifier_stgcn_real_only/../../data/features4DCVAEGCN.h5', errno =           2, error message = 'No such file or directory', flags =",
        "application-data-missing",
        {},
        id="h5-file-missing",  # code index 31057172827
    ),
    S(
        "FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'",
        "no-cuda-driver",
        {},
        id="python-runs-missing-nvidia-smi",  # code index 58528516251
    ),
    S(
        "2021-04-28 21:34:18.432071: W tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:70] Can't find ptxas binary in ${CUDA_DIR}/bin.  Will back to the GPU driver for PTX -> sass compilation.  This is OK so long as you don't see a warning below about an out-of-date driver version. Custom ptxas location can be specified using $PATH.",
        "ptxas-missing",
        {},
        id="xla-cant-find-ptxas-falls-back",  # tensorflow/tensorflow#48810 (ext9-f-024)
    ),
    S(
        "libcublas.so.9.0: cannot open shared object file:No such file or directory.",
        "cuda-libs-missing",
        {"library": "libcublas.so.9.0"},
        id="bare-libcublas-cannot-open",  # NetManAIOps/OmniAnomaly#61 (ext9-g-018)
    ),
    S(
        "Killed96160",
        "process-killed-oom",
        {},
        id="killed-glued-to-counter",  # fizyr/keras-retinanet#637 (ext9-f-028)
    ),
    S(
        '     96                 "Only instances of `keras.Layer` can be "',
        "keras-version-mismatch",
        {},
        id="keras3-refuses-layer-source-line",  # tensorflow/tensorflow#76042 (ext9-f-025)
    ),
    S(
        "OSError: Unable to open file (file signature not found)",
        "application-data-missing",
        {},
        id="h5-not-hdf5",  # code index 37963926819 (a model from git clone without LFS)
    ),
    S(
        "ERROR OSError: [Errno 28] No space left on device: '/data/replay/AAPL_MSFT_TSLA_2024.h5'",
        "disk-full",
        {},
        id="disk-full",  # code index 53813310835
    ),
    S(
        "PackagesNotFoundError: The following packages are not available from current channels:",
        "dependency-wheel-missing",
        {},
        id="conda-packages-not-found",  # code index 5687414314
    ),
    S(
        "AttributeError: 'Adam' object has no attribute 'get_updates'",
        "keras-version-mismatch",
        {"object": "Adam"},
        id="old-optimizer-api",  # code index 66693863904
    ),
    S(
        "  Exception ignored in: <function AtomicFunction.__del__ at 0x7f9e5410d800>",
        "benign-ignored-finalizer",
        {"obj": "AtomicFunction"},
        id="tf-finalizer-at-exit",  # code index 37473740836 (tensorflow/datasets#5355)
    ),
    # --- the tenth round's dev part (rules: abi, python, packaging, driver)
    S(
        "[libprotobuf FATAL google/protobuf/descriptor.cc:1356] CHECK failed: GeneratedDatabase()->Add(encoded_file_descriptor, size): ",
        "protobuf-incompatible",
        {},
        id="protobuf-two-runtimes-fatal",  # onnx/tensorflow-onnx#927 (ext10-j-004)
    ),
    S(
        "libc++abi.dylib: terminating with uncaught exception of type google::protobuf::FatalException: CHECK failed: GeneratedDatabase()->Add(encoded_file_descriptor, size): ",
        "protobuf-incompatible",
        {},
        id="protobuf-fatal-exception",  # onnx/tensorflow-onnx#927 (ext10-j-004)
    ),
    S(
        "会说AttributeError: 'str' object has no attribute 'decode'",
        "h5py-incompatible",
        {},
        id="h5py3-str-decode-alone",  # percent4/spo_extract_platform#7 (ext10-j-006)
    ),
    S(
        "error：`C:\\workspace\\handleremb> node test.js node:internal/modules/cjs/loader:1460 return process.dlopen(module, path.toNamespacedPath(filename)); ^ Error: The specified module could not be found. \\\\?\\C:\\workspace\\handleremb\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v8\\tfjs_binding.node at Module._extensions..node",
        "dll-load-failed",
        {},
        id="tfjs-node-binding-dll",  # tensorflow/tfjs#8545 (ext10-m-003)
    ),
    S(
        "Will try a different candidate, due to conflict:",
        "pip-dependency-conflict",
        {},
        id="pip-backtracking",  # tensorflow/models#11068 (ext10-l-009)
    ),
    S(
        " - spleeter -> python[version='>=3.6,<3.7.0a0|>=3.7,<3.8.0A0']",
        "python-version-unsupported",
        {"package": "spleeter"},
        id="conda-package-python-spec",  # deezer/spleeter#565 (ext10-l-001)
    ),
    S(
        "Your python: python=3.8",
        "python-version-unsupported",
        {"python": "3.8"},
        id="conda-your-python",  # deezer/spleeter#565 (ext10-l-001)
    ),
    S(
        "export CUDA_VISIBLE_DEVICES=-1",
        "cuda-visible-devices-hides-gpus",
        {"value": "-1"},
        id="cuda-visible-devices-minus-one",  # code index 44370272596
    ),
    S(
        "> InvalidArgumentError (see above for traceback): Cannot assign a device for operation 'MatMul': Operation was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0 ]. Make sure the device specification refers to a valid device.",
        "devices-no-gpu",
        {},
        id="placer-gpu-not-registered",  # code index 5697068260
    ),
    S(
        "was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:XLA_CPU:0 ]. Make sure the device specification refers to a valid device. The requested device appears to be a GPU, but CUDA is not enabled.",
        "tensorflow-not-built-with-cuda",
        {},
        id="placer-cuda-not-enabled",  # code index 32207040582
    ),
    S(
        "#2019-12-14 19:53:34.283380: E tensorflow/core/platform/hadoop/hadoop_file_system.cc:132] HadoopFileSystem load error: libhdfs.so: cannot open shared object file: No such file or directory",
        "benign-hadoop-filesystem",
        {},
        id="hadoop-fs-notice",  # code index 30372158008
    ),
    # --- TensorFlow.js on Node (rules/tfjs.py)
    S(
        "Error: The Node.js native addon module (tfjs_binding.node) can not be found at path: C:\\Users\\Lenovo\\Desktop\\Programming\\Picturefind\\node_modules\\@tensorflow\\tfjs-node\\l",
        "tensorflow-install-broken",
        {},
        id="tfjs-binding-missing",  # tensorflow/tfjs#8377 (ext10-n-002)
    ),
    S(
        "Error: Cannot find module /tf-node/node_modules/@tensorflow/tfjs-node/lib/napi-v4/tfjs_binding.node'",
        "tensorflow-install-broken",
        {},
        id="tfjs-cannot-find-binding",  # tensorflow/tfjs#3016 (ext10-n-003)
    ),
    S(
        "npm error path C:\\Users\\leand\\Downloads\\test\\node_modules\\puppeteer-hcaptcha\\node_modules\\@tensorflow\\tfjs-node",
        "tfjs-node-install-failed",
        {},
        id="tfjs-npm-install-failed",  # tensorflow/tfjs#8275 (ext10-l-022)
    ),
    S(
        "ValueError: Unrecognized keyword arguments passed to Dense",
        "keras-version-mismatch",
        {"layer": "Dense"},
        id="keras3-refuses-unnamed-kwarg",  # faustomorales/keras-ocr#255 (ext10-m-012)
    ),
    S(
        "ValueError: ('Could not interpret optimizer identifier:', <keras_radam.optimizers.RAdam object at 0x7fc9656b8610>)",
        "keras-version-mismatch",
        {"other": "keras_radam.optimizers.RAdam"},
        id="optimizer-of-the-other-keras",  # CyberZHG/keras-radam#30 (ext10-m-014)
    ),
    S(
        "ValueError: You have tensorflow 2.16.1 and this requires tf-keras package. Please run `pip install tf-keras` or downgrade your tensorflow.",
        "keras-version-mismatch",
        {},
        id="package-requires-tf-keras",  # BrasD99/HeyGenClone#26 (ext10-n-001)
    ),
    # --- the ninth round's held-out, spent (scored once, then read)
    S(
        "ERROR LOGS FROM THE POD : **This step is in Failed state with this message: The node was low on resource: memory. Container main was using 1783932Ki, which exceeds its request of 0. Container wait was using 13296Ki, which exceeds its request of 0.**",
        "process-killed-oom",
        {},
        id="k8s-node-low-on-memory",  # kubeflow/pipelines#4275 (ext9-h-021)
    ),
    S(
        "No version 2.12.0 of the tensorflow-gpu was found.",
        "tensorflow-gpu-deprecated",
        {},
        id="tool-no-tensorflow-gpu-version",  # tensorflow/tensorflow#60241 (ext9-h-023)
    ),
    S(
        "Relying on driver to perform ptx compilation. This message will be only logged once.",
        "ptx-jit-compilation",
        {},
        id="relying-on-driver-ptx",  # tensorflow/tensorflow#39052 (ext9-h-030)
    ),
    S(
        "I'm having a similar issue where i get the same warning `You are using ptxas 8.x, but TF requires ptxas 9.x (and strongly prefers >= 9.2.88).  Compilation of XLA kernels below will likely fail.`",
        "ptxas-too-old",
        {"ptxas2": "8"},
        id="ptxas-8-x",  # tensorflow/tensorflow#33375 (ext9-i-037)
    ),
    S(
        "165376/296960 [===============>..............] - ETA: 365s - loss: 2.1371Killed",
        "process-killed-oom",
        {},
        id="killed-after-progress",  # keras-team/keras#3476 (ext9-i-007)
    ),
    S(
        "<<tensorflow/core/framework/allocator.cc:101] Allocation of 9782001216 exceeds 10% of system memory.>>",
        "host-out-of-memory",
        {"bytes": "9782001216"},
        id="allocation-exceeds-system-memory",  # tensorflow/tensorflow#18735 (ext9-i-038)
    ),
    S(
        "cannot import name 'dtensor'",
        "keras-version-mismatch",
        {},
        id="bare-cannot-import-dtensor",  # tensorflow/tensorflow#56298 (ext9-i-009)
    ),
    S(
        "tensorflow.python.framework.errors_impl.AlreadyExistsError: Another metric with the same name already exists.",
        "keras-version-mismatch",
        {},
        id="keras-metric-registered-twice",  # optuna/optuna#3078 (ext9-h-022)
    ),
    S(
        '\t"message": "The layer sequential_4 has never been called and thus has no defined input.",',
        "keras-version-mismatch",
        {},
        id="keras3-never-called",  # serengil/deepface#1272 (ext9-h-013)
    ),
    S(
        "AttributeError: module 'tensorflow._api.v2.distribute' has no attribute 'TPUStrategy'",
        "tensorflow-api-mismatch",
        {"attr": "TPUStrategy"},
        id="tf-api-v2-submodule-attr",  # keras-team/keras-tuner#376 (ext9-h-014)
    ),
    S(
        "W0731 17:08:28.004978 4599719360 cross_device_ops.py:1182] Not all devices in `tf.distribute.Strategy` are visible to TensorFlow.",
        "multiworker-strategy-late-init",
        {},
        id="strategy-devices-not-visible",  # tensorflow/tensorflow#31154 (ext9-i-010)
    ),
    # --- the docs round's held-out, spent: lines public repositories' own docs and notebooks show
    S(
        "2022-05-12 19:23:14.908227: W tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:36] TF-TRT Warning: DefaultLogger Using an engine plan file across different models of devices is not recommended and is likely to affect performance or even cause errors.",
        "benign-tftrt-notice",
        {},
        id="tftrt-defaultlogger",  # tensorflow/tensorrt:tftrt/examples-py/dynamic_shapes.ipynb (docs1-p-016)
    ),
    S(
        "2022-03-31 19:19:15.385464: W tensorflow/compiler/tf2tensorrt/segment/segment.cc:1281] The environment variable TF_TRT_MAX_ALLOWED_ENGINES=20 has no effect since there are only 1 TRT Engines with  at least minimum_segment_size=3 nodes.",
        "benign-tftrt-notice",
        {},
        id="tftrt-segments",  # tensorflow/tensorrt:tftrt/benchmarking-python/image_classification/NGC-TFv2-TF-TRT-inference-from-Keras-saved-model.ipynb (docs1-p-022)
    ),
    S(
        "WARNING:tensorflow:From /usr/local/lib/python3.6/dist-packages/horovod/tensorflow/__init__.py:117: The name tf.global_variables is deprecated. Please use tf.compat.v1.global_variables instead.",
        "benign-deprecation-warning",
        {},
        id="tf-name-deprecated",  # NVIDIA/DeepLearningExamples:TensorFlow/Segmentation/UNet_Industrial/notebooks/Colab_UNet_Industrial_TF_TFHub_export.ipynb (docs1-p-021)
    ),
    S(
        "WARNING:tensorflow:No training configuration found in save file, so the model was *not* compiled. Compile it manually.",
        "benign-keras-notice",
        {},
        id="keras-no-training-config",  # tensorflow/tensorrt:tftrt/benchmarking-python/image_classification/NGC-TFv2-TF-TRT-inference-from-Keras-saved-model.ipynb (docs1-p-023)
    ),
    S(
        "WARNING:tensorflow:Layers in a Sequential model should only have a single input tensor, but we receive a <class 'dict'> input: {'housing_median_age': <tf.Tensor 'IteratorGetNext:0' shape=(None, 1) dtype=float32>}",
        "benign-keras-notice",
        {},
        id="keras-sequential-single-input",  # ageron/handson-ml2:13_loading_and_preprocessing_data.ipynb (docs1-p-030)
    ),
    S(
        "WARNING:absl:Found untraced functions such as restored_function_body, restored_function_body, restored_function_body, restored_function_body, restored_function_body while saving (showing 5 of 910). These functions will not be directly callable after loading.",
        "benign-saved-model-notice",
        {},
        id="untraced-functions",  # tensorflow/tensorrt:tftrt/presentations/GTC-April2021-Dynamic-shape-BERT.ipynb (docs1-p-024)
    ),
    S(
        "WARNING:absl:Importing a function (__inference_stack_2/block_0/expand_activation_layer_call_and_return_conditional_losses_74300) with ops with custom gradients. Will likely fail if a gradient is requested.",
        "benign-saved-model-notice",
        {},
        id="custom-gradients-import",  # tensorflow/tensorrt:tftrt/benchmarking-python/nvidia_examples/efficientnet_v1_B0_tf2/analysis.txt (docs1-p-026)
    ),
    S(
        "WARNING:tensorflow:FOR KERAS USERS: The object that you are saving contains one or more Keras models or layers. If you are loading the SavedModel with `tf.keras.models.load_model`, continue reading (otherwise, you may ignore the following instructions). Please change your code to save with `tf.keras.models.save_model` or `model.save`, and confirm that the file \"keras.metadata\" exists in the export directory. In the future, Keras will only load the SavedModels that have this file. In other words, `tf.saved_model.save` will no longer write SavedModels that can be recovered as Keras models (this will apply in TF 2.5).",
        "benign-saved-model-notice",
        {},
        id="keras-metadata",  # tensorflow/tensorrt:tftrt/presentations/GTC-April2021-Dynamic-shape-ResNetV2.ipynb (docs1-p-025)
    ),
    S(
        "WARNING:tensorflow:Layer multi_head_attention is casting an input tensor from dtype float64 to the layer's dtype of float32, which is new behavior in TensorFlow 2.  The layer has dtype float32 because it's dtype defaults to floatx.",
        "benign-keras-autocast",
        {},
        id="autocast-float64",  # ageron/handson-ml2:16_nlp_with_rnns_and_attention.ipynb (docs1-p-029)
    ),
    S(
        "2021-05-10 20:08:04.806026: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.",
        "benign-allow-growth-override",
        {},
        id="allow-growth-override",  # google/automl:efficientdet/det_advprop_tutorial.ipynb (docs1-p-031)
    ),
    S(
        "WARNING:tensorflow:A checkpoint was restored (e.g. tf.train.Checkpoint.restore or tf.keras.Model.load_weights) but not all checkpointed values were used. See above for specific issues. Use expect_partial() on the load status object, e.g. tf.train.Checkpoint.restore(...).expect_partial(), to silence these warnings, or use assert_consumed() to make the check explicit. See https://www.tensorflow.org/guide/checkpoint#loading_mechanics for details.",
        "benign-checkpoint-partial-restore",
        {},
        id="expect-partial",  # sglvladi/TensorFlowObjectDetectionTutorial:docs/source/training.rst (docs1-q-031)
    ),
    S(
        "WARNING:tensorflow:Entity <bound method Conv.call of <tensorflow.python.layers.convolutional.Conv2D object at 0x000001E92103EDD8>> could not be transformed and will be executed as-is. Please report this to the AutgoGraph team. When filing the bug, set the verbosity to 10 (on Linux, `export AUTOGRAPH_VERBOSITY=10`) and attach the full output. Cause: converting <bound method Conv.call of <tensorflow.python.layers.convolutional.Conv2D object at 0x000001E92103EDD8>>: AssertionError: Bad argument number for Name: 3, expecting 4",
        "autograph-could-not-transform",
        {"gast": "Bad argument number for Name: 3, expecting 4"},
        id="autograph-gast",  # sglvladi/TensorFlowObjectDetectionTutorial:docs/source/issues.rst (docs1-q-023)
    ),
    S(
        "WARNING:tensorflow:5 out of the last 5 calls to <function tf_cube at 0x7fbfc0363440> triggered tf.function retracing. Tracing is expensive and the excessive number of tracings could be due to (1) creating @tf.function repeatedly in a loop, (2) passing tensors with different shapes, (3) passing Python objects instead of tensors. For (1), please define your @tf.function outside of the loop. For (2), @tf.function has experimental_relax_shapes=True option that relaxes argument shapes that can avoid unnecessary retracing. For (3), please refer to https://www.tensorflow.org/guide/function#controlling_retracing and https://www.tensorflow.org/api_docs/python/tf/function for  more details.",
        "tf-function-retracing",
        {},
        id="retracing",  # ageron/handson-ml2:12_custom_models_and_training_with_tensorflow.ipynb (docs1-p-028)
    ),
    S(
        "no such option: --no-cache-dir",
        "pip-too-old",
        {},
        id="pip-no-such-option",  # horovod/horovod:docs/troubleshooting.rst (docs1-p-003)
    ),
    S(
        "ERROR: Command errored out with exit status 1: /home/mackenzie/anaconda3/envs/DLC-GPU/bin/python -u -c 'import io, os, sys, setuptools, tokenize; sys.argv[0] = '\"'\"'/tmp/pip-install-0jsmkrr1/wxpython_aeff462b2060421a9cf65df55f63a126/setup.py'\"'\"'; __file__='\"'\"'/tmp/pip-install-0jsmkrr1/wxpython_aeff462b2060421a9cf65df55f63a126/setup.py'\"'\"';f = getattr(tokenize, '\"'\"'open'\"'\"', open)(__file__) if os.path.exists(__file__) else io.StringIO('\"'\"'from setuptools import setup; setup()'\"'\"');code = f.read().replace('\"'\"'\\r\\n'\"'\"', '\"'\"'\\n'\"'\"');f.close();exec(compile(code, __file__, '\"'\"'exec'\"'\"'))' install --record /tmp/pip-record-pzy9q5u2/install-record.txt --single-version-externally-managed --compile --install-headers /home/mackenzie/anaconda3/envs/DLC-GPU/include/python3.7m/wxpython Check the logs for full command output.",
        "dependency-wheel-missing",
        {},
        id="pip-build-check-logs",  # DeepLabCut/DeepLabCut:docs/recipes/installTips.md (docs1-p-011)
    ),
    S(
        "WARNING: Cannot build with CUDA support on Windows.",
        "windows-native-gpu-unsupported",
        {},
        id="windows-configure-no-cuda",  # tensorflow/docs:site/en/install/source_windows.md (docs1-q-012)
    ),
    S(
        "gyp verb `which` failed Error: not found: python2",
        "tfjs-node-install-failed",
        {},
        id="gyp-which-python2",  # tensorflow/tfjs:tfjs-node/WINDOWS_TROUBLESHOOTING.md (docs1-p-007)
    ),
    S(
        "gyp ERR! stack Error: C:\\Program Files (x86)\\MSBuild\\14.0\\bin\\msbuild.exe failed with exit code: 1",
        "tfjs-node-install-failed",
        {},
        id="gyp-err-msbuild",  # tensorflow/tfjs:tfjs-node/WINDOWS_TROUBLESHOOTING.md (docs1-p-008)
    ),
    S(
        "Error! File not found: '/data/DeepLearningExamples/TensorFlow/Segmentation/UNet_Industrial/notebooks/data/zip_files/private/Class1.zip'",
        "application-data-missing",
        {},
        id="script-file-not-found",  # NVIDIA/DeepLearningExamples:TensorFlow/Segmentation/UNet_Industrial/notebooks/TensorFlow_UNet_Industrial_TF_train_and_inference.ipynb (docs1-p-019)
    ),
    S(
        "Cannot assign a device for operation 'a': Operation was explicitly assigned to /device:GPU:0",
        "devices-no-gpu",
        {},
        id="serving-explicitly-assigned",  # tensorflow/serving:tensorflow_serving/g3doc/docker.md (docs1-q-015)
    ),
    S(
        "Could not satisfy explicit device specification '/device:GPU:2'",
        "devices-no-gpu",
        {},
        id="explicit-device-spec",  # tensorflow/docs:site/en/r1/guide/using_gpu.md (docs1-q-010)
    ),
    S(
        "UnknownError (see above for traceback): ncclAllReduce failed: invalid data type",
        "nccl-error",
        {},
        id="horovod-ncclallreduce",  # horovod/horovod:docs/troubleshooting.rst (docs1-p-004)
    ),
    S(
        "node1:22671:22795 [1] transport/p2p.cu:431 WARN failed to open CUDA IPC handle : 30 unknown error",
        "nccl-error",
        {},
        id="nccl-transport-warn",  # horovod/horovod:docs/troubleshooting.rst (docs1-p-005)
    ),
    S(
        "## Q: AttributeError: 'module' object has no attribute 'BackupHandler'",
        "tensorflow-api-mismatch",
        {},
        id="py2-module-object-heading",  # NVIDIA/DeepLearningExamples:TensorFlow/Detection/SSD/models/research/object_detection/g3doc/faq.md (docs1-p-009)
    ),
    S(
        "AttributeError: module 'google.protobuf.descriptor' has no attribute '_internal_create_key",
        "protobuf-incompatible",
        {},
        id="protobuf-internal-create-key",  # sglvladi/TensorFlowObjectDetectionTutorial:docs/source/issues.rst (docs1-q-024)
    ),
    # --- the second docs round's held-out, spent
    S(
        "cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
        "cudnn-init-failed",
        {},
        id="cudnn-handle-status-alone",  # tensorflow/compression:models/hific/README.md (docs2-r-007)
    ),
    S(
        "CUBLAS_STATUS_ALLOC_FAILED",
        "cublas-init-failed",
        {},
        id="cublas-alloc-failed-alone",  # nicknochnack/TFODCourse:Error Guide.md (docs2-r-015)
    ),
    S(
        "Resource exhausted: OOM",
        "gpu-out-of-memory",
        {},
        id="resource-exhausted-oom-alone",  # tensorflow/compression:models/hific/README.md (docs2-r-008)
    ),
    S(
        "ValueError: numpy.ndarray size changed, may indicate binary incompatibility. Expected 88 from C header, got 80 from PyObject",
        "numpy-abi-mismatch",
        {},
        id="ndarray-size-changed",  # nicknochnack/TFODCourse:Error Guide.md (docs2-r-014)
    ),
    S(
        "TypeError: object of type <class 'numpy.float64'> cannot be safely interpreted as an integer",
        "numpy-version-unsupported",
        {},
        id="numpy-float64-not-integer",  # armaanpriyadarshan/Training-a-Custom-TensorFlow-2.X-Object-Detector:README.md (docs2-r-018)
    ),
    S(
        "protocol message was rejected because it was too big (more than 67108864 bytes).",
        "protobuf-incompatible",
        {},
        id="protobuf-64mb",  # pkmital/CADL:README.md (docs2-r-023)
    ),
    S(
        "ImportError: cannot import name 'descriptor'",
        "protobuf-incompatible",
        {},
        id="protobuf-cannot-import-descriptor",  # pkmital/CADL:README.md (docs2-r-024)
    ),
    S(
        "TypeError: __init__() got an unexpected keyword argument 'syntax'",
        "protobuf-incompatible",
        {},
        id="protobuf-unexpected-syntax",  # jikexueyuanwiki/tensorflow-zh:SOURCE/get_started/os_setup.md (docs2-r-029)
    ),
    S(
        "IOError: [Errno 2] No such file or directory: '/tmp/pip-o6Tpui-build/setup.py'",
        "pip-too-old",
        {},
        id="old-pip-build-setup-py",  # pkmital/CADL:README.md (docs2-r-025)
    ),
    S(
        "Error: No module named typeguard",
        "python-module-missing",
        {},
        id="module-missing-py2-form",  # nicknochnack/TFODCourse:Error Guide.md (docs2-r-017)
    ),
    S(
        "WARNING:tensorflow:Compiled the loaded model, but the compiled metrics have yet to be built. `model.compile_metrics` will be empty until you train or evaluate the model.",
        "benign-keras-notice",
        {},
        id="keras-compiled-metrics-not-built",  # tensorflow/similarity:examples/multimodal_example.ipynb (docs2-s-028)
    ),
    S(
        "AttributeError: module 'tensorflow' has no attribute '\\_\\_version\\_\\_'",
        "shadowed-by-working-directory",
        {},
        id="markdown-escaped-underscores",  # pkmital/CADL:README.md (docs2-r-021)
    ),
    S(
        "WARNING:tensorflow:AutoGraph could not transform <function train_step at 0x7f1016cb5f80> and will run it as-is.",
        "autograph-could-not-transform",
        {},
        id="autograph-source-not-found",  # deepmind/sonnet:examples/vqvae_example.ipynb (docs2-s-008)
    ),
    S(
        "WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.1021s vs `on_train_batch_end` time: 0.3079s). Check your callbacks.",
        "keras-callback-slow",
        {},
        id="keras-callback-slow",  # keras-team/keras-cv:keras_cv/src/tools/training_scipts/Training_YOLOv8.ipynb (docs2-s-012)
    ),
    S(
        "2023-09-04 17:55:18.088092: W tensorflow/core/kernels/data/cache_dataset_ops.cc:856] The calling iterator did not fully read the dataset being cached. In order to avoid unexpected truncation of the dataset, the partially cached contents of the dataset  will be discarded. This can happen if you have an input pipeline similar to `dataset.cache().take(k).repeat()`. You should use `dataset.take(k).cache().repeat()` instead.",
        "dataset-cache-partially-read",
        {},
        id="dataset-cache-partial",  # tensorflow/similarity:examples/multimodal_example.ipynb (docs2-s-027)
    ),
    # --- GPU settings made too late (rules/settings.py)
    S(
        "ValueError: Memory growth cannot differ between GPU devices",
        "memory-growth-differs-between-gpus",
        {},
        id="memory-growth-differs",  # code index 31191920670
    ),
    S(
        "# Set the necessary environment variables before importing GPU-related libraries: solve RuntimeError: Physical devices cannot be modified after being initialized",
        "gpu-config-after-init",
        {"what": "Physical"},
        id="physical-devices-after-init",  # code index 23413358701
    ),
    S(
        "GPU Available: False",
        "devices-no-gpu",
        {},
        id="printed-gpu-available-false",  # code index 31374184088
    ),
    # --- batch schedulers, container runtimes (rules/process.py)
    S(
        "slurmstepd: error: Exceeded job memory limit",
        "process-killed-oom",
        {},
        id="slurm-exceeded-job-memory",  # code index 9440879573
    ),
    S(
        "slurmstepd: error: Step 1594750.0 exceeded memory limit (6776728 > 6291456), being killed",
        "process-killed-oom",
        {},
        id="slurm-step-exceeded-memory",  # code index 9440879573
    ),
    S(
        "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.",
        "process-killed-oom",
        {},
        id="lsf-term-memlimit",  # code index 49617576025
    ),
    S(
        "mem_per_job=\"15gb\" #=>> PBS: job killed: mem job total 4323312 kb exceeded limit 3145728 kb",
        "process-killed-oom",
        {},
        id="pbs-job-killed-mem",  # code index 29643099007
    ),
    S(
        "      Reason:       OOMKilled",
        "process-killed-oom",
        {},
        id="k8s-oomkilled",  # code index 35970667951
    ),
    S(
        "      Exit Code:    137",
        "process-killed-oom",
        {},
        id="k8s-exit-code-137",  # code index 35970667951
    ),
    S(
        "srun: error: ramses16304: task 0: Killed",
        "process-killed-oom",
        {},
        id="srun-task-killed",  # code index 17014671390
    ),
    S(
        "slurmstepd: error: *** STEP 18958691.0 ON wbl009 CANCELLED AT 2021-04-08T15:43:02 DUE TO TIME LIMIT ***",
        "job-time-limit",
        {},
        id="slurm-time-limit",  # code index 35963600147
    ),
    S(
        "TERM_RUNLIMIT: job killed after reaching LSF run time limit.",
        "job-time-limit",
        {},
        id="lsf-term-runlimit",  # code index 49441003426
    ),
    S(
        "=>> PBS: job killed: walltime 3611 exceeded limit 3600",
        "job-time-limit",
        {},
        id="pbs-walltime",  # code index 40786994398
    ),
    # --- the program's own allocation failed (rules/process.py)
    S(
        "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 4.47 GiB ",
        "host-out-of-memory",
        {},
        id="numpy-array-memory-error",  # code index 29664568996
    ),
    S(
        "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        "host-out-of-memory",
        {},
        id="cpp-bad-alloc",  # code index 31671823550
    ),
    # --- a crash in compiled code (rules/process.py)
    S(
        "Segmentation fault (core dumped)",
        "tensorflow-crashed",
        {},
        id="bash-segfault",  # sergeytulyakov/mocogan#11 (ext5-dev-020)
    ),
    S(
        "[1]    3689 segmentation fault  python3.5 test.pyc",
        "tensorflow-crashed",
        {},
        id="zsh-segfault",  # code index 12503117838
    ),
    S(
        "Windows fatal exception: access violation",
        "tensorflow-crashed",
        {},
        id="faulthandler-access-violation",  # code index 59089533665
    ),
    S(
        "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
        "tensorflow-crashed",
        {},
        id="pycharm-sigsegv",  # code index 48657507561
    ),
    S(
        "Aborted (core dumped)",
        "tensorflow-crashed",
        {},
        id="bash-aborted",  # code index 31671823550
    ),
    S(
        "srun: error: cn3672: task 0: Aborted",
        "tensorflow-crashed",
        {},
        id="srun-task-aborted",  # code index 18384025729
    ),
    S(
        "zsh: bus error       python3 test.py",
        "tensorflow-crashed",
        {},
        id="zsh-bus-error",  # code index 23522028260
    ),
    S(
        "Could not find TensorRT",
        "tensorrt-missing",
        {},
        id="bare-could-not-find-tensorrt",  # keras-team/keras-io#1794
    ),
    S(
        "2017-12-30 01:13:41.421430: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:857] ARM64 does not support NUMA - returning NUMA node zero",
        "benign-numa",
        {},
        id="arm64-numa",  # tensorflow/tensorflow#2264
    ),
    S(
        "W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library wasn't compiled to use SSE3 instructions, but these are available on your machine and could speed up CPU computations.",
        "benign-cpu-features",
        {},
        id="cpu-guard-tf10",  # tensorflow/tensorflow#7929
    ),
    S(
        "2020-06-24 21:27:37.458987: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] no NVIDIA GPU device is present: /dev/nvidia0 does not exist",
        "container-no-gpu-access",
        {"node": "/dev/nvidia0"},
        id="no-dev-nvidia0",  # NVIDIA/nvidia-docker#1330 (rl-dev-092)
    ),
    S(
        "ERROR: Ignored the following versions that require a different python version: 1.21.2 Requires-Python >=3.7,<3.11; 1.21.3 Requires-Python >=3.7,<3.11",
        "python-version-unsupported",
        {"requires": ">=3.7,<3.11"},
        id="pip-ignored-python-versions",  # mobilegptsys/MobileGPT#2 (rl-dev-072)
    ),
    # --- beyond the dev corpus: public threads found with the search tool
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: libcudart.so.8.0: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcudart.so.8.0"},
        id="notfounderror-libcudart",  # yulequan/PU-Net#43
    ),
    S(
        "  (0) Resource exhausted: Out of memory while trying to allocate 68852648264 bytes.",
        "gpu-out-of-memory",
        {"bytes": "68852648264"},
        id="xla-out-of-memory",  # NVIDIA/DeepLearningExamples#405
    ),
    S(
        "2020-09-24 21:35:23.363348: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.02GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.",
        "gpu-out-of-memory",
        {"allocator": "GPU_0_bfc", "requested": "1.02GiB"},
        id="bfc-ran-out",  # tensorflow/tensorflow#43546
    ),
    S(
        "Process finished with exit code 132 (interrupted by signal 4: SIGILL)",
        "cpu-missing-avx",
        {},
        id="pycharm-sigill-132",  # tensorflow/tensorflow#47799
    ),
    S(
        "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory",
        "no-cuda-driver",
        {"library": "libcuda.so.1"},
        id="importerror-libcuda",  # tensorflow/tensorflow#34872 (rl-dev-082)
    ),
    S(
        "ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcudart.so.8.0", "cuda": "8.0"},
        id="importerror-libcudart",  # tensorflow/tensorflow#8900
    ),
    S(
        "ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory",
        "cudnn-missing",
        {"library": "libcudnn.so.7", "cudnn": "7"},
        id="importerror-libcudnn",  # tensorflow/tensorflow#20271
    ),
    S(
        "CudaAPIError: [34] Call to cuInit results in CUDA_ERROR_STUB_LIBRARY",
        "no-cuda-driver",
        {"stub": "CUDA_ERROR_STUB_LIBRARY"},
        id="cuinit-stub-library",  # im-djh/CMD#4 (numba's wording of the same cuInit result)
    ),
    S(
        "CUDA: Check failed: e == cudaSuccess (803 vs. 0) : system has unsupported display driver / cuda driver combination",
        "driver-library-mismatch",
        {},
        id="error-803-display-driver",  # NVIDIA/nvidia-docker#1256
    ),
    S(
        "zsh: illegal hardware instruction  sudo python run.py",
        "cpu-missing-avx",
        {},
        id="zsh-illegal-hardware-instruction",  # testerSunshine/12306#294 (TF 1.14)
    ),
    S(
        "The kernel appears to have died. It will restart automatically.",
        "process-killed-oom",
        {},
        id="jupyter-kernel-died",  # tensorflow/tensorflow#21554
    ),
    S(
        "Process finished with exit code 137 (interrupted by signal 9: SIGKILL)",
        "process-killed-oom",
        {"status": "137"},
        id="exit-137-sigkill",  # davidsandberg/facenet#236
    ),
    S(
        "Allocation of 17198850112 exceeds 10% of free system memory.",
        "host-out-of-memory",
        {"bytes": "17198850112"},
        id="allocation-exceeds-10pct",  # tensorflow/tensorflow#59383 (quoted by the maintainer)
    ),
    S(
        "2023-03-03 13:12:24.938202: I tensorflow/core/common_runtime/executor.cc:1197] [/job:localhost/replica:0/task:0/device:CPU:0] (DEBUG INFO) Executor start aborting (this does not indicate an error and you can ignore this message): UNKNOWN: Error invoking NCCL: unhandled cuda error",
        "nccl-error",
        {"error": "unhandled cuda error"},
        id="error-invoking-nccl",  # tensorflow/tensorflow#59890
    ),
    S(
        "2022-09-20 09:52:31.126506: E tensorflow/core/common_runtime/eager/context.cc:856] Failed to register function remotely due to failed to connect to all addresses",
        "distributed-worker-unreachable",
        {},
        id="grpc-failed-to-connect",  # tensorflow/tensorflow#57760
    ),
    S(
        "UnsatisfiableError: The following specifications were found to be in conflict:",
        "pip-dependency-conflict",
        {},
        id="conda-unsatisfiable-conflict",  # conda/conda#5355
    ),
    S(
        "UnsatisfiableError: The following specifications were found to be incompatible with the existing python installation in your environment:",
        "python-version-unsupported",
        {},
        id="conda-incompatible-python",  # tensorflow/tensorflow#43531 (one line there: it wraps after "found")
    ),
    # --- start-up settings (issue 19 e). "captured": TF 2.21.0 CPU wheel, Linux x86-64,
    # `import tensorflow` + a jit_compile function run with the variable set.
    S(
        "F0000 00:00:1795459349.120239    8025 parse_flags_from_env.cc:234] Unknown flag in TF_XLA_FLAGS: --nonsense",
        "startup-flag-unknown",
        {"variable": "TF_XLA_FLAGS", "flags": "--nonsense"},
        id="tf-xla-flags-unknown-captured",  # TF_XLA_FLAGS=--nonsense, exit 1 at the first op
    ),
    S(
        "F0000 00:00:1795459390.849405    9386 parse_flags_from_env.cc:234] Unknown flag in XLA_FLAGS: --xla_bogus",
        "startup-flag-unknown",
        {"variable": "XLA_FLAGS", "flags": "--xla_bogus"},
        id="xla-flags-unknown-captured",  # XLA_FLAGS=--xla_bogus, exit 1 at the first compile
    ),
    S(
        "tensorflow/compiler/xla/parse_flags_from_env.cc:221] Unknown flags in XLA_FLAGS: --xla_gpu_enable_triton_gemm=false",
        "startup-flag-unknown",
        {"variable": "XLA_FLAGS", "flags": "--xla_gpu_enable_triton_gemm=false"},
        id="xla-flags-unknown-proteinfer87",  # google-research/proteinfer#87 (an older TF)
    ),
    S(
        'F0000 00:00:1795459384.463056    9327 parse_flags_from_env.cc:171] Could not open file "nonsense" to read flags for environment variable "TF_XLA_FLAGS". (We assumed "nonsense" was a file name because it did not start with a "--".)',
        "startup-flag-unknown",
        {"variable": "TF_XLA_FLAGS", "file": "nonsense"},
        id="tf-xla-flags-not-a-flag-captured",  # TF_XLA_FLAGS=nonsense
    ),
    S(
        "E0000 00:00:1795459415.278616    9643 command_line_flags.cc:93] Couldn't interpret value banana for flag xla_cpu_enable_fast_math.",
        "startup-flag-bad-value",
        {"variable": "XLA_FLAGS", "flag": "xla_cpu_enable_fast_math", "value": "banana"},
        id="xla-flags-bad-bool-captured",  # XLA_FLAGS=--xla_cpu_enable_fast_math=banana
    ),
    S(
        "Couldn't interpret value =/home/hyadav/deephyp/lib/python2.7/site-packages/tensorflow/compiler/xla:--tf_xla_cpu_global_jit=/home/hyadav/deephyp/lib/python2.7/site-packages/tensorflow/compiler/xla:=--tf_xla_cpu_global_jit=--tf_xla_cpu_global_jit for flag tf_xla_cpu_global_jit.",
        "startup-flag-bad-value",
        {"variable": "TF_XLA_FLAGS", "flag": "tf_xla_cpu_global_jit"},
        id="tf-xla-flags-bad-bool-tf36247",  # tensorflow/tensorflow#36247 (TF 1.14)
    ),
    S(
        "F0000 00:00:1795459357.834167    8179 parse_flags_from_env.cc:220] Check failed: tsl::Flags::Parse(&env_argv->argc, env_argv->argv.data(), flag_list) Flag parsing failed.",
        "startup-flag-bad-value",
        {},
        id="tf-xla-flags-parse-failed-captured",  # TF_XLA_FLAGS=--tf_xla_auto_jit=banana
    ),
    S(
        "F0000 00:00:1795459604.954735   17022 determinism.cc:36] Check failed: tsl::ReadBoolFromEnvVar(env_var_, false, &env_var_set) is OK (INVALID_ARGUMENT: Failed to parse the env-var ${TF_DETERMINISTIC_OPS} into bool: maybe. Use the default value: 0) ",
        "startup-setting-invalid",
        {"variable": "TF_DETERMINISTIC_OPS", "value": "maybe"},
        id="tf-deterministic-ops-maybe-captured",  # SIGABRT (exit 134) at the first tf.function
    ),
    S(
        "W0000 00:00:1795459579.573448   16243 port.cc:148] TF_ENABLE_ONEDNN_OPTS is not set to either '0', 'false', '1', or 'true'. Using the default setting: false",
        "startup-setting-ignored",
        {"variable": "TF_ENABLE_ONEDNN_OPTS"},
        id="tf-enable-onednn-opts-maybe-captured",  # TF_ENABLE_ONEDNN_OPTS=maybe, runs on
    ),
    # --- the 2026-11-23 round on the spent held-out sets (tests/data/logs, verbatim lines) ---
    S(
        # serengil/deepface#505 (ext3-ho-004): the exception alone, in the poster's words
        "I keep getting OOM errors or ResourceExhaustedError: failed to allocate memory [Op:AddV2] whenever I run a verification line for example.",
        "gpu-out-of-memory",
        {},
        id="resource-exhausted-deepface505",
    ),
    S(
        # tensorflow/tensorflow#62479 (TF 2.6 and a NumPy >= 1.24)
        "C:\\Users\\dell\\.conda\\envs\\tf-gpu\\lib\\site-packages\\tensorflow\\python\\framework\\dtypes.py:585: FutureWarning: In the future `np.object` will be defined as the corresponding NumPy scalar.",
        "numpy-version-unsupported",
        {"alias3": "object"},
        id="np-object-future-tf62479",
    ),
    S(
        # tensorflow/tensorflow#11812 (its title): the GPU's memory taken by other processes
        "InternalError: Blas GEMM launch failed",
        "cublas-init-failed",
        {},
        id="blas-gemm-tf11812",
    ),
    S(
        # tensorflow/tensorflow#7025: "Dst tensor is not initialized." when out of GPU memory
        "InternalError (see above for traceback): Dst tensor is not initialized.",
        "gpu-out-of-memory",
        {},
        id="dst-tensor-tf7025",
    ),
    S(
        # spotify/basic-pitch#82: keras 2.12 under TF 2.6
        ">>> cannot import name 'dtensor' from 'tensorflow.compat.v2.experimental'",
        "keras-version-mismatch",
        {"name": "dtensor"},
        id="keras-dtensor-basicpitch82",
    ),
    S(
        # tensorflow/tensorflow#1324 (ext2-ho-012): Ubuntu 12.04's glibc
        "ImportError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.17' not found (required by /usr/local/lib/python2.7/dist-packages/tensorflow/python/_pywrap_tensorflow.so)",
        "glibc-too-old",
        {"needed": "GLIBC_2.17"},
        id="glibc-2.17-tf1324",
    ),
    S(
        # ad12/DOSMA#106 (ext2-ho-032): keras 2.5 on TF 2.4, in pytest's E line
        "E   AttributeError: module 'tensorflow.compat.v2.__internal__' has no attribute 'tf2'",
        "keras-version-mismatch",
        {"attr": "tf2"},
        id="keras-internal-dosma106",
    ),
    S(
        # mdhmz1/Auto-Annotate#13 (ext2-ho-029): h5py 3 under an old Keras
        "    original_keras_version = f.attrs['keras_version'].decode('utf8')",
        "h5py-incompatible",
        {"attr": "keras_version"},
        id="h5py3-decode-autoannotate13",
    ),
    S(
        # tensorflow/tensorflow#30559 (ext2-ho-033): NumPy 1.17 under TF 1.14
        "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/framework/dtypes.py:516: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.",
        "benign-deprecation-warning",
        {},
        id="numpy117-futurewarning-tf30559",
    ),
    S(
        # tensorflow/tensorflow#49518 (ext2-ho-034): the user's tensorflow.py, no traceback
        "`Cannot import name 'keras' from partially initialized module 'tensorflow' (most likely due to a circular import) (C:\\Users\\ytigiev\\source\\repos\\tensorflow\\tensorflow.py)",
        "shadowed-by-working-directory",
        {"module": "tensorflow"},
        id="shadow-line-tf49518",
    ),
    S(
        # tensorflow/toolchains#28 (ext2-ho-022): _pb2 files newer than the protobuf runtime
        "AttributeError: module 'google.protobuf.descriptor' has no attribute '_internal_create_key'",
        "protobuf-incompatible",
        {},
        id="protobuf-create-key-toolchains28",
    ),
    S(
        # tensorflow/addons#470 (ext2-ho-025): a path relative to site-packages
        "NotFoundError: tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs",
        "ecosystem-import-failed",
        {"package": "tensorflow-addons"},
        id="tfa-relative-so-addons470",
    ),
    S(
        # IBM/tensorflow-hangul-recognition#40 (ext2-ho-015): pip 10-18's wording
        "`tensorflow 1.10.0 has requirement numpy<=1.14.5,>=1.13.3, but you'll have numpy 1.15.0 which is incompatible.`",
        "numpy-version-unsupported",
        {"have": "1.15.0"},
        id="pip18-youll-have-hangul40",
    ),
    S(
        # tensorpack/tensorpack#1244 (ext2-ho-035): NVML's word for a driver updated without
        # a reboot
        "> tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH",
        "driver-library-mismatch",
        {},
        id="nvml-rm-mismatch-tensorpack1244",
    ),
    S(
        # onnx/onnx-tensorflow#547 (ext2-dev-003): onnx-tf 1.5 (written for TF 1.x) on TF 2.2
        ' "module \'tensorflow\' has no attribute \'ceil\'"',
        "tensorflow-api-mismatch",
        {"attr": "ceil"},
        id="tf-api-onnx-tf-547",
    ),
    S(
        # mwidjaja1/DSOnMacARM#3 (ext2-dev-009): an x86_64 Python on Apple silicon
        "ERROR: tensorflow_macos-0.1a0-cp38-cp38-macosx_11_0_arm64.whl is not a supported wheel on this platform.",
        "macos-arch-mismatch",
        {},
        id="macos-arm64-wheel-dsonmacarm3",
    ),
    S(
        # a Raspberry Pi install note in the search tool's code corpus (public): a cp36 wheel
        # under Python 3.5
        "tensorflow-1.6.0rc1-cp36-none-any.whl is not a supported wheel on this platform.",
        "wheel-not-supported",
        {"wheel": "tensorflow-1.6.0rc1-cp36-none-any.whl"},
        id="wheel-cp36-on-py35-rpi",
    ),
    S(
        # onnx/tensorflow-onnx#2245 (ext-ho-005): ml_dtypes 0.3.0 under a TF pinning ~=0.2.0
        "AttributeError: module 'ml_dtypes' has no attribute 'float8_e4m3b11'. Did you mean: 'float8_e4m3fn'?",
        "ml-dtypes-incompatible",
        {"attr": "float8_e4m3b11"},
        id="ml-dtypes-float8-tf2onnx2245",
    ),
    S(
        # hacksider/Deep-Live-Cam#412 (rl-ho-029): NumPy 2's advice, its first line not pasted
        "downgrade to 'numpy<2' or try to upgrade the affected module.",
        "numpy-abi-mismatch",
        {},
        id="numpy2-advice-deeplivecam412",
    ),
    S(
        # tensorflow/hub#903 (ext-ho-011): a hub.KerasLayer in a Keras 3 model
        "           A KerasTensor is symbolic: it's a placeholder for a shape an a dtype. It doesn't have any actual numerical value. You cannot convert it to a NumPy array.",
        "keras-version-mismatch",
        {},
        id="kerastensor-symbolic-hub903",
    ),
    S(
        # tensorflow/model-optimization#1181 (ext-ho-015): tfmot given a Keras 3 layer
        "ValueError: `to_annotate` can only be a `keras.layers.Layer` instance. You passed an instance of type: Dense.",
        "keras-version-mismatch",
        {"type": "Dense"},
        id="tfmot-to-annotate-1181",
    ),
    S(
        # tensorflow/models#10617 (ext-ho-017): tensorflow-metal built for another TF
        "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/user/env/miniforge3/lib/python3.9/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol not found in flat namespace '_TF_AllocateOutput'",
        "ecosystem-import-failed",
        {"package": "tensorflow-metal"},
        id="metal-plugin-models10617",
    ),
    S(
        # iperov/DeepFaceLab#264 (rl-ho-051): a CC 3.0 GPU
        "No CUDA device found with minimum required compute capability 3.5",
        "compute-capability-unsupported",
        {"minimum": "3.5"},
        id="min-cc-deepfacelab264",
    ),
    S(
        # tensorflow/tensorflow#73487 (rl-ho-021, TF 2.17)
        "W0000 00:00:1723232765.570669 1705064 gpu_timer.cc:114] Skipping the delay kernel, measurement accuracy will be reduced",
        "benign-gpu-timer-delay-kernel",
        {},
        id="gpu-timer-tf73487",
    ),
    S(
        # tensorflow/tensorflow#9419 (rl-ho-020): the kernel log of the OOM killer
        "[  687.293876] python invoked oom-killer: gfp_mask=0x24280ca, order=0, oom_score_adj=0",
        "process-killed-oom",
        {},
        id="oom-killer-dmesg-tf9419",
    ),
    S(
        # wutzebaer/tensorflow-5090#3 (rl-ho-041): XLA with no ptxas in the container
        "2025-05-31 19:37:00.138606: W tensorflow/core/framework/op_kernel.cc:1855] OP_REQUIRES failed at xla_ops.cc:590 : UNAVAILABLE: No PTX compilation provider is available. Neither ptxas/nvlink nor nvjtlink is available.",
        "ptxas-missing",
        {},
        id="no-ptx-provider-5090",
    ),
    S(
        # http://www.kouhan.cn/en/article/00019837 (rl-ho-055): "(oneDNN)to", no space
        "2020-12-15 07:59:12.411952: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN)to use the following CPU instructions in performance-critical operations: AVX AVX2",
        "benign-cpu-features",
        {},
        id="onednn-nospace-kouhan",
    ),
    # --- round 11's classes (2026-11-27), each a verbatim line of its thread --------------
    S(
        "node-pre-gyp WARN Pre-built binaries not found for @tensorflow/tfjs-node@2.0.1 and node@12.18.2 (node-v72 ABI, glibc) (falling back to source compile with node-gyp)",
        "tfjs-node-install-failed",
        {},
        id="tfjs-node-no-prebuilt-tfjs3622",
    ),
    S(
        "44 error gyp ERR! find VS msvs_version does not match this version",
        "tfjs-node-install-failed",
        {},
        id="npm-debug-log-gyp-tfjs5066",
    ),
    S(
        "npm ERR! node-pre-gyp ERR! stack Error: Failed to execute 'C:\\Program Files\\nodejs\\node.exe C:\\Users\\tolo1\\AppData\\Roaming\\npm\\node_modules\\npm\\node_modules\\node-gyp\\bin\\node-gyp.js build --fallback-to-build' (1)",
        "tfjs-node-install-failed",
        {},
        id="npm-err-node-pre-gyp-tfjs7772",
    ),
    S(
        "modprobe: ERROR: could not insert 'nvidia_367_uvm': Unknown symbol in module, or unknown parameter (see dmesg)",
        "driver-not-loaded",
        {},
        id="modprobe-nvidia-uvm-tf5473",
    ),
    S(
        "Error: unsupported CUDA version: driver 7.5 < image 8.0",
        "driver-too-old",
        {"cuda2": "8.0"},
        id="nvidia-docker1-driver-lt-image-dldocker34",
    ),
    S(
        "NotFoundError: No registered 'RngReadAndSkip' OpKernel for 'GPU' devices compatible with node {{node RngReadAndSkip}}",
        "op-no-kernel-on-device",
        {"op": "RngReadAndSkip", "device": "GPU"},
        id="no-gpu-kernel-metal-tdl298",
    ),
    S(
        "2023-02-03 10:30:38.448542: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:418 : NOT_FOUND: could not find registered platform with id: 0x13f441e40",
        "xla-failed",
        {},
        id="xla-no-platform-metal-deganza1",
    ),
    S(
        "2022-01-18 02:30:30.032712: E tensorflow_serving/sources/storage_path/file_system_storage_path_source.cc:365] FileSystemStoragePathSource encountered a filesystem access error: Could not find base path s3://some-s3-path..... for servable model with error UNIMPLEMENTED: File system scheme 's3' not implemented (file: 's3://some-s3-path.....')",
        "filesystem-scheme-unimplemented",
        {"scheme": "s3"},
        id="s3-scheme-serving1963",
    ),
    S(
        "2020-06-17 16:46:34.480694: W tensorflow/core/kernels/data/generator_dataset_op.cc:103] Error occurred when finalizing GeneratorDataset iterator: Cancelled: Operation was cancelled",
        "benign-generator-dataset-finalize",
        {},
        id="generator-finalize-sleap365",
    ),
    S(
        "[96c7e3d99641:24984] Read -1, expected 122880, errno = 1",
        "benign-mpi-cma-read",
        {},
        id="mpi-cma-docker-horovod300",
    ),
    S(
        "[u10-154-66-206][[38971,1],2][btl_tcp_endpoint.c:796:mca_btl_tcp_endpoint_complete_connect] connect() to 172.17.0.1 failed: Connection refused (111)",
        "distributed-worker-unreachable",
        {"address": "172.17.0.1"},
        id="mpi-btl-tcp-docker0-horovod310",
    ),
    # --- round 12's classes (2026-11-27), each a verbatim line of its thread --------------
    S(
        "TypeError: TensorFlowTrainer.fit() got an unexpected keyword argument 'workers'",
        "keras-version-mismatch",
        {"method": "fit", "kwarg": "workers"},
        id="keras3-fit-workers-mltu60",
    ),
    S(
        "**TypeError: ('Keyword argument not understood:', 'dropout_rate'**)`",
        "keras-version-mismatch",
        {"kwarg": "dropout_rate"},
        id="keyword-not-understood-kerasbert98",
    ),
    S(
        "AttributeError: module 'tensorflow_core.python.keras.api._v2.keras.losses' has no attribute 'softmax_cross_entropy'",
        "tensorflow-api-mismatch",
        {"attr5": "softmax_cross_entropy"},
        id="tensorflow-core-attr-deepxde37",
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow.keras.layers.experimental",
        "tensorflow-api-mismatch",
        {"module6": "tensorflow.keras.layers.experimental"},
        id="tf-submodule-gone-autokeras1904",
    ),
    S(
        "/usr/bin/tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory",
        "no-cuda-driver",
        {"library": "libcuda.so.1"},
        id="loader-libcuda-serving-kubeflow483",
    ),
    S(
        "``11:22:12.089390: W tensorflow/core/framework/allocator.cc:101] Allocation of 9782001216 exceeds 10% of system.``",
        "host-out-of-memory",
        {"bytes": "9782001216"},
        id="ten-percent-cut-models7284",
    ),
    S(
        "When i have tried with these dataset the program get killed and this message occurs many times.",
        "process-killed-oom",
        {},
        id="prose-get-killed-models7284",
    ),
    S(
        '/src/external/hip-on-vdi/rocclr/hip_code_object.cpp:120: guarantee(false && "hipErrorNoBinaryForGpu: Coudn\'t find binary for current devices!")',
        "compute-capability-unsupported",
        {},
        id="rocm-no-binary-hip2187",
    ),
    S(
        "ResolvePackagesNotFound",
        "dependency-wheel-missing",
        {},
        id="conda-env-create-asr7",
    ),
    S(
        "/home/ramrachum/.venvs/ray_env/lib/python3.10/site-packages/tensorflow/python/compiler/tensorrt/utils.py:21: DeprecationWarning: The distutils package is deprecated and slated for removal in Python 3.12",
        "benign-deprecation-warning",
        {},
        id="distutils-deprecated-tf58073",
    ),
    S(
        "TensorFlow Addons (TFA) has ended development and introduction of new features.",
        "benign-deprecation-warning",
        {},
        id="tfa-eol-decimer74",
    ),
    S(
        "<>: I tensorflow/core/common_runtime/process_util.cc:69] Creating new thread pool with default inter op setting: 2. Tune using inter_op_parallelism_threads for best performance.",
        "benign-thread-pool-notice",
        {},
        id="thread-pool-models5312",
    ),
    S(
        "**2018-11-29 13:20:56.276236: W tensorflow/core/framework/op_kernel.cc:1192] Out of range: End of sequence",
        "benign-end-of-sequence",
        {},
        id="end-of-sequence-tnybny6",
    ),
    S(
        # (the line alone, without "WARNING:" or XNNPACK beside it, is an applied delegate's
        # refusal since the review of 3f3532c: context_filters.static_sized_not_xnnpack)
        "WARNING: Attempting to use a delegate that only supports static-sized tensors with a graph that has dynamic-sized tensors (tensor#187 is a dynamic-sized tensor).",
        "benign-tflite-delegate-notice",
        {},
        id="xnnpack-dynamic-birdnet430",
    ),
    S(
        "/sbin/ldconfig.real: /usr/lib/wsl/lib/libcuda.so.1 is not a symbolic link",
        "benign-wsl-libcuda-not-symlink",
        {},
        id="wsl-ldconfig-symlink-mahbub2",
    ),
    S(
        "E:\\ProgramData\\Anaconda3\\lib\\site-packages\\keras\\engine\\saving.py:292: UserWarning: No training configuration found in save file: the model was *not* compiled. Compile it manually.",
        "benign-keras-notice",
        {},
        id="keras22-no-training-config-easy12306",
    ),
    # --- round 13's classes (2026-11-27), each a verbatim line of its thread --------------
    S(
        "2021-04-25 19:41:36.471487: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:599] layout failed: Invalid argument: Size of values 0 does not match size of perm",
        "benign-grappler-layout",
        {},
        id="grappler-layout-tf24-compression81",
    ),
    S(
        "2022-07-30 20:11:06.286294: W tensorflow/core/platform/profile_utils/cpu_utils.cc:128] Failed to get CPU frequency: 0 Hz",
        "benign-cpu-frequency-unknown",
        {},
        id="cpu-frequency-m1-localcolabfold102",
    ),
    S(
        "Detected unsupported operations when trying to compile graph __inference_one_step_on_data_993[] on XLA_GPU_JIT: CudnnRNN (No registered 'CudnnRNN' OpKernel for XLA_GPU_JIT devices compatible with node {{node CudnnRNN}}){{node CudnnRNN}}",
        "xla-unsupported-op",
        {},
        id="xla-cudnn-rnn-keras18456",
    ),
    S(
        "write /mnt/sda1/var/lib/docker/tmp/GetImageBlob129774015: no space left on device",
        "disk-full",
        {},
        id="docker-no-space-kitematic1588",
    ),
    S(
        "``` Method on_batch_end() is slow compared to the batch update (0.648300). Check your callbacks.```",
        "keras-callback-slow",
        {},
        id="callback-slow-keras608",
    ),
    S(
        "  - nothing provides __cuda needed by tensorflow-2.7.0-cuda102py310hcf4adbc_0",
        "no-cuda-driver",
        {"package": "tensorflow-2.7.0-cuda102py310hcf4adbc_0"},
        id="conda-no-cuda-virtual-feedstock216",
    ),
    S(
        "WARNING:absl:At this time, the v2.11+ optimizer `tf.keras.optimizers.Adam` runs slowly on M1/M2 Macs, please use the legacy Keras optimizer instead, located at `tf.keras.optimizers.legacy.Adam`.",
        "apple-silicon-optimizer-slow",
        {},
        id="m1-optimizer-slow-tf61092",
    ),
    # round 78 (the same session): the words its misses taught, each from its case
    S(
        "2020-07-06 17:56:01.153426: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: Invoking GPU asm compilation is supported on Cuda non-Windows platforms only",
        "ptxas-missing",
        {},
        id="ptxas-never-on-native-windows-models7640",
    ),
    S(
        "ImportError: DLL load failed: Файл подкачки слишком мал для завершения операции.",
        "host-out-of-memory",
        {},
        id="win-pagefile-too-small-deepfacelab957",
    ),
    S(
        "2021-12-14 11:52:56.217918: W tensorflow/python/util/util.cc:368] Sets are not currently considered sequences, but this may change in the future, so consider avoiding using them.",
        "benign-deprecation-warning",
        {},
        id="tf-nest-sets-notice-dialogtag4",
    ),
    S(
        "Some layers from the model checkpoint at /Users/adamg/.dialog-tag/models/distilbert-base-uncased were not used when initializing TFDistilBertForSequenceClassification: ['dropout_59']",
        "benign-transformers-checkpoint-notice",
        {},
        id="transformers-unused-layers-dialogtag4",
    ),
    # round 77 (the same session): the words its misses taught, each from its case
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: /usr/lib64/python2.7/site-packages/nvidia/dali/plugin/libdali_tf.so: undefined symbol: _ZN9perftools8gputools6Stream18BlockHostUntilDoneEv",
        "ecosystem-import-failed",
        {"lib": "libdali_tf.so"},
        id="dali-plugin-perftools-symbol-dali52",
    ),
    S(
        "ImportError: Could not find 'nvcuda.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Typically it is installed in 'C:\\Windows\\System32'. If it is not present, ensure that you have a CUDA-capable GPU with the correct driver installed.",
        "no-cuda-driver",
        {},
        id="win-self-check-nvcuda-countnet5",
    ),
    S(
        "---> 62           ctypes.WinDLL(build_info.nvcuda_dll_name)",
        "no-cuda-driver",
        {"which": "nvcuda"},
        id="win-self-check-nvcuda-frame",
    ),
    S(
        "pkg_resources.ContextualVersionConflict: (tensorflow 2.7.0 (/home/jb/calamari_venv/lib/python3.8/site-packages), ",
        "pip-dependency-conflict",
        {"have": "tensorflow", "version": "2.7.0"},
        id="pkg-resources-conflict-split-calamari",
    ),
    S(
        "error: tensorflow 2.9.1 is installed but tensorflow<2.7.0,>=2.4.0 is required by {'tfaip'}",
        "pip-dependency-conflict",
        {"have2": "tensorflow", "req2": "tensorflow<2.7.0,>=2.4.0", "by2": "tfaip"},
        id="setuptools-installed-but-required-calamari-models14",
    ),
    S(
        "ImportError: cannot import name 'model_fn' from 'tensorflow_estimator.python.estimator' (unknown location)",
        "tensorflow-companion-mismatch",
        {"name": "model_fn"},
        id="estimator-line-handson-ml400",
    ),
    S(
        "ValueError: `colocate_vars_with` must only be passed a variable created in this tf.distribute.Strategy.scope(), not: <tf.Variable 'train_model/arcfacelayer/kernel:0' shape=(512, 85742) dtype=float32, numpy=array......................................................................., dtype=float32)>",
        "distribute-strategy-scope-mismatch",
        {},
        id="colocate-vars-with-face-recognition-tf2-4",
    ),
    S(
        "While running PDNet, I am facing attribute error in  `precision_policy.loss_scale is None`: `AttributeError: 'Policy' object has no attribute 'loss_scale'`.",
        "tensorflow-api-mismatch",
        {"attr": "loss_scale"},
        id="mixed-precision-policy-loss-scale-fastmri120",
    ),
    # round 76 (the same session): the words its misses taught, each from its case
    # (the review of 2b3cdaf: tensorflow/tensorflow#23257, a C program linked without the library)
    S(
        "test.c:(.text+0xa): undefined reference to `TF_Version'",
        "libtensorflow-c-missing",
        {"symbol": "TF_Version"},
        id="c-program-not-linked-tf23257",
    ),
    S(
        "ERROR: LoadError: LoadError: could not load library \"/home/colin/.julia/v0.6/TensorFlow/src/../deps/usr/bin/libtensorflow\"",
        "libtensorflow-c-missing",
        {},
        id="julia-could-not-load-libtensorflow-tfjl340",
    ),
    S(
        "DllNotFoundException: Unable to load DLL 'tensorflow' or one of its dependencies: 找不到指定的模块。 (Exception from HRESULT: 0x8007007E)",
        "libtensorflow-c-missing",
        {},
        id="dotnet-dll-not-found-tfnet253",
    ),
    S(
        " System.DllNotFoundException: Unable to load shared library 'tensorflow' or one of its dependencies. In order to help diagnose loading problems, consider setting the LD_DEBUG environment variable: libtensorflow: cannot open shared object file: No such file or directory",
        "libtensorflow-c-missing",
        {},
        id="dotnet-shared-library-tfnet609",
    ),
    S(
        "tensorflow         > * Missing (or bad) C library: tensorflow",
        "libtensorflow-c-missing",
        {},
        id="cabal-missing-c-library-haskell",
    ),
    S(
        "Error: dlopen(/Users/xxx/node_modules/tensorflow2/build/Release/tensorflow.node, 1): Library not loaded: bazel-out/darwin_x86_64-opt/bin/tensorflow/libtensorflow.so",
        "libtensorflow-c-missing",
        {},
        id="dyld-libtensorflow-node25",
    ),
    S(
        "vendor/github.com/wamuir/graft/tensorflow/tensor.go:69:26: could not determine what C.TF_FLOAT8_E4M3FN refers to",
        "libtensorflow-c-version-mismatch",
        {"symbol": "TF_FLOAT8_E4M3FN"},
        id="cgo-header-older-graft50",
    ),
    S(
        "/tmp/go-build/cgo-gcc-prolog:63: undefined reference to `TF_AddGradientsWithPrefix'",
        "libtensorflow-c-version-mismatch",
        {"symbol2": "TF_AddGradientsWithPrefix"},
        id="go-link-older-libtensorflow-tf24281",
    ),
    S(
        "/home/gouser/lib/libtensorflow.so: undefined reference to `lgammaf@GLIBC_2.23'",
        "glibc-too-old",
        {"needed": "GLIBC_2.23"},
        id="link-glibc-too-old-tf44058",
    ),
    S(
        "> 2020-12-01 15:51:57.871503: F tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not found.",
        "tensorrt-missing",
        {},
        id="tftrt-stub-abort-yolov3-105",
    ),
    S(
        "AttributeError: 'FuncGraph' object has no attribute '_captures'",
        "tensorflow-api-mismatch",
        {"cls": "FuncGraph", "attr": "_captures"},
        id="tf2onnx-funcgraph-captures-2172",
    ),
    S(
        "RuntimeError: Failed to prepare for TPU. Failed precondition: Package requires runtime version (14), which is newer than this runtime version (13).Node number 2 (EdgeTpuDelegateForCustomOp) failed to prepare.",
        "tflite-runtime-too-old",
        {"need": "14", "have": "13"},
        id="edgetpu-runtime-older-edgetpu435",
    ),
    S(
        "    RuntimeError: Internal: Unsupported data type in custom op handler: 0Node number 1 (EdgeTpuDelegateForCustomOp) failed to prepare.",
        "tflite-runtime-too-old",
        {},
        id="tflite-runtime-older-than-libedgetpu-259",
    ),
    S(
        "pkg_resources.ContextualVersionConflict: (tflite-runtime 2.1.0.post1 (/usr/local/lib/python3.7/dist-packages), Requirement.parse('tflite-runtime==2.5.0.post1'), {'pycoral'})",
        "pip-dependency-conflict",
        {"have": "tflite-runtime", "req": "tflite-runtime==2.5.0.post1", "by": "pycoral"},
        id="pkg-resources-version-conflict-coral108",
    ),
    S(
        "ERROR: No matching distribution found for TF_USE_LEGACY_KERAS1",
        "keras-version-mismatch",
        {},
        id="pip-given-tf-use-legacy-keras-comfy8",
    ),
    S(
        "AttributeError: 'Node' object has no attribute 'output_masks'",
        "keras-version-mismatch",
        {"node": "Node"},
        id="keras22-node-output-masks-keras-tcn136",
    ),
    S(
        "libcudnn.so.5: cannot open shared object file: No such file or directory",
        "cudnn-missing",
        {"library": "libcudnn.so.5"},
        id="bare-libcudnn-line-tfjl270",
    ),
    # round 75 (the same session): the words its misses taught, each from its case
    S(
        "THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. If you have updated the package versions, please update the hashes. Otherwise, examine the package contents carefully; someone may have tampered with them.",
        "pip-hash-mismatch",
        {},
        id="pip-hash-mismatch-piwheels88",
    ),
    S(
        "error: Distribution `tensorflow-io-gcs-filesystem==0.37.1 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform",
        "dependency-wheel-missing",
        {"package": "tensorflow-io-gcs-filesystem", "version": "0.37.1"},
        id="uv-no-wheel-for-platform-anamorpher8",
    ),
    S(
        "The current project's supported Python range (>=3.10,<4.0) is not compatible with some of the required packages Python requirement:",
        "pip-dependency-conflict",
        {"range": ">=3.10,<4.0"},
        id="poetry-python-range-poetry8764",
    ),
    S(
        "There are incompatible versions in the resolved dependencies:",
        "pip-dependency-conflict",
        {},
        id="pipenv-incompatible-versions-pipenv4789",
    ),
    S(
        "/tmp/pip-install-s479x1s5/h5py/h5py/api_compat.h:27:18: fatal error: hdf5.h: No such file or directory",
        "dependency-wheel-missing",
        {},
        id="h5py-no-hdf5-headers-tf-trt-models25",
    ),
    S(
        "Callable[[arg, ...], result]: each arg must be a type. Got Ellipsis.",
        "python-version-unsupported",
        {},
        id="typing-callable-ellipsis-py37-tff3519",
    ),
    S(
        "Hi there 👋. Looks like you are running TensorFlow.js in Node.js. To speed things up dramatically, install our node backend, which binds to TensorFlow C++, by running npm i @tensorflow/tfjs-node, or npm i @tensorflow/tfjs-node-gpu if you have CUDA. Then call require('@tensorflow/tfjs-node'); (-gpu suffix for CUDA) at the start of your program. Visit https://github.com/tensorflow/tfjs-node for more details.",
        "tfjs-node-backend-not-used",
        {},
        id="tfjs-node-banner-face-api193",
    ),
    S(
        "/home/myuser/.cache/pypoetry/virtualenvs/annif-ul-EXdhi-py3.11/lib/python3.11/site-packages/keras/src/models/functional.py:241: UserWarning: The structure of `inputs` doesn't match the expected structure.",
        "keras-inputs-structure-mismatch",
        {},
        id="keras3-inputs-structure-annif883",
    ),
    S(
        "ImportError: libcublas.so.8.0 with v0.1.1",
        "cuda-libs-missing",
        {"library": "libcublas.so.8.0", "cuda": "8.0"},
        id="importerror-libcublas-title-deepspeech1388",
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation G_synthesis/noise0/Initializer/random_normal/RandomStandardNormal: Could not satisfy explicit device specification '' because the node {{colocation_node G_synthesis/noise0/Initializer/random_normal/RandomStandardNormal}} was colocated with a group of nodes that required incompatible device '/device:GPU:0'. All available devices [/job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:1, /job:localhost/replica:0/task:0/device:XLA_GPU:2, /job:localhost/replica:0/task:0/device:XLA_CPU:0].",
        "cuda-libs-missing",
        {},
        id="xla-gpu-only-available-devices-msg-stylegan9",
    ),
    S(
        "KeyError: 'RegexSplitWithOffsets' With universal-sentence-encoder-cmlm/multilingual-base-br",
        "op-not-registered",
        {"op": "RegexSplitWithOffsets"},
        id="tftext-op-keyerror-hub732",
    ),
    S(
        "> \"segfault at 0 ip 00007fce957b5216 sp 00007fccd9ff1480 error 4 in _pywrap_tensorflow_internal.so[7fce90acb000+2aa45000]\"",
        "tensorflow-crashed",
        {"lib": "_pywrap_tensorflow_internal.so"},
        id="dmesg-segfault-exposure32",
    ),
    S(
        "Target //tensorflow/tools/pip_package:build_pip_package failed to build",
        "source-build-failed",
        {"target": "//tensorflow/tools/pip_package:build_pip_package"},
        id="bazel-target-failed-tf-on-arm78",
    ),
    S(
        "C:\\Users\\markUser\\py3\\rlEg\\neural_networks\\policy_gradient_utilities.py:53: UserWarning: Update your `Model` call to the Keras 2 API: `Model(outputs=Tensor(\"de..., inputs=[<tf.Tenso...)`",
        "benign-deprecation-warning",
        {"layer": "Model"},
        id="keras2-api-update-note-apress1",
    ),
    S(
        "/usr/lib/python3.5/importlib/_bootstrap.py:222: RuntimeWarning: compiletime version 3.4 of module 'tensorflow.python.framework.fast_tensor_util' does not match runtime version 3.5",
        "benign-compiletime-version-warning",
        {"built": "3.4", "python": "3.5"},
        id="compiletime-34-under-35-rpi40",
    ),
    S(
        "2021-05-08 22:53:10.713054: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected",
        "no-gpu-device",
        {},
        id="cuinit-no-device-bert4keras341",
    ),
    # round 74 (2026-11-28 eighth session): the words its misses taught, each from its case
    S(
        "TypeError: conv2d() got an unexpected keyword argument 'border_mode'",
        "keras-version-mismatch",
        {"arg2": "border_mode"},
        id="keras1-border-mode-keras9259",
    ),
    S(
        "RuntimeError: `get_session` is not available when using TensorFlow 2.0.",
        "tensorflow-api-mismatch",
        {"attr": "get_session"},
        id="keras23-get-session-tf2-imageai367",
    ),
    S(
        "ValueError: You are trying to restore a checkpoint from a legacy Keras optimizer into a v2.11+ Optimizer, which can cause errors. Please update the optimizer referenced in your code to be an instance",
        "keras-version-mismatch",
        {},
        id="legacy-optimizer-checkpoint-km-prediction6",
    ),
    S(
        "Using Theano backend.",
        "keras-backend-not-tensorflow",
        {"backend": "Theano"},
        id="keras2-theano-backend-keras-yolo3-677",
    ),
    S(
        "  AttributeError: module 'tensorflow.keras.backend' has no attribute 'get_session'",
        "tensorflow-api-mismatch",
        {"module5": "tensorflow.keras.backend", "attr5": "get_session"},
        id="tf-keras-backend-get-session-rstudio-keras3-1043",
    ),
    S(
        "2024-10-22 09:22:17.233584: W .\\tensorflow/core/common_runtime/device/device_host_allocator.h:46] could not allocate pinned host memory of size: 34359738368",
        "host-out-of-memory",
        {"bytes": "34359738368"},
        id="pinned-host-memory-sleap2001",
    ),
    S(
        "2024-10-22 09:22:17.233972: E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
        "host-out-of-memory",
        {"bytes2": "34359738368"},
        id="host-alloc-cuda-oom-sleap2001",
    ),
    S(
        "ImportError: libnvidia-fatbinaryloader.so.375.51: cannot open shared object file",
        "driver-library-mismatch",
        {"lib": "nvidia-fatbinaryloader", "version": "375.51"},
        id="driver-user-space-two-releases-tf9071",
    ),
    S(
        "`W external/local_xla/xla/service/gpu/nvptx_compiler.cc:930] The NVIDIA driver's CUDA version is 12.4 which is older than the PTX compiler version 12.5.82. Because the driver is older than the PTX compiler version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.`",
        "driver-too-old",
        {"driver_cuda": "12.4", "ptxas": "12.5.82"},
        id="xla-driver-older-than-ptxas-feedstock417",
    ),
    S(
        "Autotuner could not find any supported configs for HLO:",
        "xla-failed",
        {},
        id="xla-autotuner-no-config-aws-dlc6417",
    ),
    S(
        "    ctypes.WinDLL(build_info.cudart_dll_name)",
        "cuda-libs-missing",
        {"which": "cudart"},
        id="win-self-check-cudart-faceswap206",
    ),
    S(
        "Tensorflow/stream_executor/cuda/cuda_dnn.cc:329 Could not create cudnn handle",
        "cudnn-init-failed",
        {},
        id="cudnn-handle-no-status-spleeter258",
    ),
    S(
        "`tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation model/conv_conv_1/separable_conv2d/ReadVariableOp: Could not satisfy explicit device specification '' because the node {{colocation_node model/conv_conv_1/separable_conv2d/ReadVariableOp}} was colocated with a group of nodes that required incompatible device '/job:localhost/replica:0/task:0/device:GPU:0'. All available devices [/job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:GPU:0].`",
        "op-no-kernel-on-device",
        {},
        id="colocated-metal-gpu-scope-ml125",
    ),
    S(
        "OMP: Error #15: Initializing libiomp5md.dll, bu",
        "openmp-runtime-duplicate",
        {"library2": "libiomp5md.dll"},
        id="openmp-cut-anaconda13121",
    ),
    S(
        "./train.sh:  60: 11880 killed              PYTHONPATH=`pwd`/models/research:`pwd`/models/research/slim python3 ./models/research/object_detection/model_main.py --pipeline_config_path=${PIPELINE_CONFIG_PATH} --model_dir=${MODEL_DIR} --num_train_steps=${NUM_TRAIN_STEPS} --sample_1_of_n_eval_samples=1 --alsologtostderr",
        "process-killed-oom",
        {},
        id="dash-killed-hand-detection28",
    ),
    S(
        "`CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2`",
        "benign-cpu-features",
        {},
        id="cpu-features-no-your-rstudio401",
    ),
    S(
        "\"The TensorFlow library wasn't compiled to use AVX(etc) instructions, but these are available on your machine and could speed up CPU computations.\"",
        "benign-cpu-features",
        {},
        id="cpu-features-avx-etc-tf7943",
    ),
    S(
        "  - https://conda.anaconda.org/apple/osx-64",
        "macos-arch-mismatch",
        {},
        id="apple-channel-osx64-dlai70",
    ),
    S(
        "Error #15: Initializing libiomp5.dylib, but found libiomp5.dylib already initialized",
        "openmp-runtime-duplicate",
        {"library": "libiomp5.dylib"},
        id="openmp-duplicate-deeplab206",
    ),
    S(
        "`I tensorflow/stream_executor/cuda/cuda_blas.cc:1614] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.`",
        "benign-tf32-notice",
        {},
        id="tf32-notice-tf",
    ),
    # --- round 14's classes (2026-11-27), each a verbatim line of its thread --------------
    S(
        "FileNotFoundError: Op type not registered 'CaseFoldUTF8' in binary running on c231cf5b24fe. Make sure the Op and Kernel are registered in the binary running in this process.",
        "op-not-registered",
        {"op": "CaseFoldUTF8"},
        id="tf-text-op-hub705",
    ),
    S(
        "Used TF nightly (tf-nightly-gpu-1.13.0.dev20181129) to convert a frozen model to .tflite. When I try to load this model in Android, TFLite throws an error: \"Op builtin_code out of range: 101, are you using old TFLite binary with newer model?\"",
        "tflite-runtime-too-old",
        {"code": "101"},
        id="tflite-builtin-code-tf24131",
    ),
    S(
        "results in `ValueError: bad marshal data (unknown type code)` when run on `examples/ad_ae_cifar10.ipynb` with python 3.8.11 and tensorflow 2.6.0 (and 2.5.x).",
        "keras-lambda-python-version-mismatch",
        {},
        id="bad-marshal-alibi321",
    ),
    S(
        "RuntimeError: Exporting/importing meta graphs is not supported when eager execution is enabled.",
        "tensorflow-api-mismatch",
        {},
        id="tf1-hub-module-eager-hub471",
    ),
    S(
        "WARNING:root:Limited tf.compat.v2.summary API due to missing TensorBoard installation.",
        "tensorflow-requirement-unmet",
        {},
        id="tensorboard-missing-zfit317",
    ),
    S(
        "C:\\Users\\TeamK\\anaconda3\\envs\\tensor\\lib\\site-packages\\h5py\\__init__.py:40: UserWarning: h5py is running against HDF5 1.10.5 when it was built against 1.10.4, this may cause problems",
        "hdf5-library-mismatch",
        {"hdf5": "1.10.5", "built": "1.10.4"},
        id="h5py-hdf5-mismatch-h5py1549",
    ),
    # --- round 79 (scored once before these were written) -----------------------------------
    S(
        # mailrocketsystems/AIComputerVision#1: HDF5's own check, then its abort
        "Headers are 1.10.4, library is 1.10.5",
        "hdf5-library-mismatch",
        {"built2": "1.10.4", "hdf52": "1.10.5"},
        id="hdf5-check-headers-library-r79",
    ),
    S(
        "Warning! ***HDF5 library version mismatched error***",
        "hdf5-library-mismatch",
        {},
        id="hdf5-mismatched-banner-r79",
    ),
    S(
        # conda-forge/tensorflow-feedstock#290 (its title): flatbuffers 2 -> 22.9.24 changed the soname
        "libflatbuffers.so.2: cannot open shared object file",
        "conda-dependency-soname-mismatch",
        {"library2": "libflatbuffers.so.2", "soversion2": "2"},
        id="conda-flatbuffers-soname-bare-feedstock290",
    ),
    S(
        # googlecolab/colabtools#1123 (the poster's retelling of Colab's notice)
        "OUT OF THE RAM????? your session had crashed after using all the available RAM",
        "process-killed-oom",
        {},
        id="colab-ram-retold-colabtools1123",
    ),
    S(
        # tensorflow/tensorflow#14686: TF 1.4's self-check frame
        "    ctypes.WinDLL(build_info.cudnn_dll_name)",
        "cudnn-missing",
        {"which": "cudnn"},
        id="win-self-check-cudnn-tf14686",
    ),
    S(
        # keras-team/keras-hub#1649: `pip list | grep keras` in a `FROM python` image
        "keras-nlp                 0.0.0",
        "dependency-wheel-missing",
        {"package": "keras-nlp"},
        id="keras-nlp-placeholder-0.0.0-kerashub1649",
    ),
    S(
        # tensorflow/tensorrt#177: a TF-TRT model's engine cache, rebuilt at run time
        "WARNING:tensorflow:Unresolved object in checkpoint: (root).trt_engine_resources.TRTEngineOp_0._serialized_trt_resource_filename",
        "benign-checkpoint-partial-restore",
        {},
        id="tftrt-engine-resource-unresolved-tensorrt177",
    ),
    S(
        # tensorflow/tensorflow#18530 (bold closed on the paste's last line)
        "ModuleNotFoundError: No module named '_pywrap_tensorflow_internal'**",
        "tensorflow-import-failed",
        {},
        id="pywrap-internal-module-not-found-tf18530",
    ),
    # --- round 80 (scored once before these were written) -----------------------------------
    S(
        # tensorflow/tensorflow#30191: Anaconda's wrapt under TF 2.0's install
        "ERROR: Cannot uninstall 'wrapt'. It is a distutils installed project and thus we cannot accurately determine which files belong to it which would lead to only a partial uninstall.",
        "pip-distutils-uninstall-refused",
        {"package": "wrapt"},
        id="pip-distutils-wrapt-tf30191",
    ),
    S(
        # ultralytics/yolov5#5707: TF 2.7's TFLite export under flatbuffers 2.0
        "> TensorFlow Lite: export failure: EndVector() takes 1 positional argument but 2 were given",
        "tensorflow-requirement-unmet",
        {},
        id="flatbuffers2-endvector-yolov5-5707",
    ),
    S(
        # tensorflow/tensorflow#2016 (its title; #1965 the same traceback, fixed by upgrading six)
        "AttributeError: type object 'NewBase' has no attribute 'is_abstract'",
        "tensorflow-requirement-unmet",
        {},
        id="old-six-newbase-tf2016",
    ),
    S(
        # tensorflow/tensorflow#27045: tensorflow_hub under TF 1.13
        "W0322 16:52:19.971889 139848381953792 __init__.py:56] Some hub symbols are not available because TensorFlow version is less than 1.14",
        "tensorflow-companion-mismatch",
        {},
        id="hub-symbols-left-out-tf27045",
    ),
    S(
        # kubeflow/trainer#1158: a kernel launch on a 2 GB GPU
        "Non-OK-status: GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, num_blocks, block_size, 0, d.stream(), gen, data, size, dist) status: Internal: out of memory",
        "gpu-out-of-memory",
        {},
        id="gpu-launch-kernel-oom-kubeflow-trainer1158",
    ),
    S(
        # mozilla/DeepSpeech#374: checkpoints written to a small home folder
        "InternalError (see above for traceback): Error writing (tmp) checkpoint file: /home/doyouunderstand/.local/share/deepspeech_wer/checkpoint/205aed8/model.ckpt-6.tempstate9784191321997661396: Resource exhausted: /home/doyouunderstand/.local/share/deepspeech_wer/checkpoint/205aed8/model.ckpt-6.tempstate9784191321997661396",
        "disk-full",
        {},
        id="checkpoint-write-resource-exhausted-deepspeech374",
    ),
    S(
        # KichangKim/DeepDanbooru#106: Keras 2's save_format= on Keras 3
        "> ValueError: The `save_format` argument is deprecated in Keras 3. Please remove this argument and pass a file path with either `.keras` or `.h5` extension.Received: save_format=h5",
        "keras-version-mismatch",
        {},
        id="keras3-save-format-deprecated-deepdanbooru106",
    ),
    S(
        # DeepLabCut/DeepLabCut#2056: DEEPLABCUT_M1.yaml on an osx-64 conda
        "  - apple::tensorflow-deps",
        "macos-arch-mismatch",
        {},
        id="conda-apple-tensorflow-deps-not-found-dlc2056",
    ),
    S(
        "ResolvePackageNotFound: ",
        "dependency-wheel-missing",
        {},
        id="conda-resolve-package-not-found-dlc2056",
    ),
    S(
        # kbardool/Keras-frcnn#57: TF 2.0's redzone allocator on native Windows
        "2019-12-22 13:25:03.040613: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal: Invoking ptxas not supported on Windows",
        "ptxas-missing",
        {},
        id="ptxas-not-on-windows-redzone-frcnn57",
    ),
    S(
        # DeepLabCut/DeepLabCut#896: the feeding thread's traceback after training finished
        "tensorflow.python.framework.errors_impl.CancelledError: Enqueue operation was cancelled",
        "benign-queue-cancelled-on-close",
        {},
        id="queue-enqueue-cancelled-dlc896",
    ),
    # --- round 81 (scored once before these were written) -----------------------------------
    S(
        # Liang-yc/ssq#25: the TF 0.x wording quoted without its device
        "`Ignoring gpu device with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.`",
        "compute-capability-unsupported",
        {"compute_capability": "3.0", "minimum": "3.5"},
        id="old-gpu-no-device-ssq25",
    ),
    S(
        # keras-team/keras#21068 (ImageDataGenerator's iterator under Keras 3)
        "/usr/local/lib/python3.11/dist-packages/keras/src/trainers/data_adapters/py_dataset_adapter.py:121: UserWarning: Your `PyDataset` class should call `super().__init__(**kwargs)` in its constructor. `**kwargs` can include `workers`, `use_multiprocessing`, `max_queue_size`. Do not pass these arguments to `fit()`, as they will be ignored",
        "benign-keras-notice",
        {},
        id="keras3-pydataset-super-init-keras21068",
    ),
    S(
        # onnx/tensorflow-onnx#2373: the backticks lost in the issue's text
        'File "site-packages/tf2onnx/tfonnx.py", line 77, in rewrite_constant_fold "Cast": np.cast, AttributeError: np.cast was removed in the NumPy 2.0 release. Use np.asarray(arr, dtype=dtype) instead.',
        "numpy-version-unsupported",
        {"name": "cast"},
        id="numpy2-np-cast-removed-tf2onnx2373",
    ),
    S(
        # ml-tooling/ml-workspace#109: an x86-64 image on an M1
        "17 12:51:31.766477: F tensorflow/core/lib/monitoring/sampler.cc:42] Check failed: bucket_limits_[i] > bucket_limits_[i - 1] (0 vs. 10)",
        "amd64-emulation-unsupported",
        {},
        id="qemu-sampler-bucket-limits-mlworkspace109",
    ),
    S(
        # rockyzhengwu/nsfw#4: TF 1.13's TFLiteConverter
        "`b'/bin/sh: toco_from_protos: command not found\\n'",
        "pip-scripts-not-on-path",
        {},
        id="toco-from-protos-not-on-path-nsfw4",
    ),
    S(
        # tensorflow/tensorflow#40735 (its title); until round 81 a quiet line (tensorflow/
        # probability's cross_gpu_logprob.ipynb, r21-0-013): now a note, still no problem
        "NCCL is not supported when using virtual GPUs, fallingback to reduction to one device",
        "benign-nccl-virtual-gpus-fallback",
        {},
        id="nccl-virtual-gpus-tf40735",
    ),
    S(
        # tensorflow/tensorflow#543
        '"tensorflow/core/common_runtime/gpu/gpu_init.cc:45] cannot enable peer access from device ordinal 0 to device ordinal 2"',
        "benign-peer-access-notice",
        {},
        id="gpu-peer-access-tf543",
    ),
    S(
        # keras-team/keras-cv#146's CI log
        "WARNING  tensorflow:pfor.py:1081 Using a while_loop for converting RandomUniformInt",
        "vectorized-map-while-loop-fallback",
        {"op": "RandomUniformInt"},
        id="pfor-while-loop-kerascv146",
    ),
    S(
        # SciSharp/TensorFlow.NET#548: the 1.15 redistributable under TensorFlow.NET 0.20
        "System.TypeInitializationException: The type initializer for 'Tensorflow.Binding' threw an exception. ---> System.Reflection.TargetInvocationException: Exception has been thrown by the target of an invocation. ---> System.EntryPointNotFoundException: Unable to find an entry point named 'VSpace_Handle' in DLL 'tensorflow'.",
        "libtensorflow-c-version-mismatch",
        {"symbol3": "VSpace_Handle"},
        id="dotnet-entry-point-not-found-tfnet548",
    ),
    S(
        # tensorflow/rust#296: building offline
        "error: failed to run custom build command for `tensorflow-sys v0.19.1`",
        "libtensorflow-c-missing",
        {},
        id="rust-tensorflow-sys-build-rust296",
    ),
    S(
        # JuliaGPU/XLA.jl#3: TensorFlow.jl's build step
        "│ ERROR: LoadError: Python TensorFlow not installed",
        "tensorflow-not-installed",
        {},
        id="julia-python-tensorflow-not-installed-xlajl3",
    ),
    S(
        # mattn/go-tflite#42
        "/tmp/go-build1465283250/b001/exe/main: error while loading shared libraries: libtensorflowlite_c.so: cannot open shared object file: No such file or directory",
        "libtensorflow-c-missing",
        {"library": "libtensorflowlite_c.so"},
        id="go-tflite-c-library-missing-gotflite42",
    ),
    S(
        # malmaud/TensorFlow.jl#123 (its title)
        "Op Inv is not available in GraphDef version 20",
        "op-definition-mismatch",
        {"op3": "Inv"},
        id="op-removed-from-graphdef-tfjl123",
    ),
    S(
        # snowzach/doods2#103: an Edge TPU model without its delegate
        "RuntimeError: Encountered an unresolved custom op. Did you miss a custom op or delegate?Node number 4 (EdgeTpuDelegateForCustomOp) failed to invoke.",
        "tflite-custom-op-unresolved",
        {"op2": "EdgeTpuDelegateForCustomOp"},
        id="edgetpu-custom-op-without-delegate-doods103",
    ),
    S(
        # rstudio/keras3#980: install_keras() on an old reticulate (the wrap joined)
        "Error in conda_install(envname, packages, conda = conda, ...) : \n  unused argument (python_version = conda_python_version)",
        "r-reticulate-version-mismatch",
        {"pkg2": "conda_install"},
        id="r-old-reticulate-conda-install-keras980",
    ),
    S(
        # tensorflow/tensorrt#206: engines built on another GPU and TensorRT
        "`2020-08-01 04:41:53.419342: E tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:42] DefaultLogger coreReadArchive.cpp (38) - Serialization Error in verifyHeader: 0 (Version tag does not match)",
        "tensorrt-version-mismatch",
        {},
        id="tftrt-engine-version-tag-tensorrt206",
    ),
    # --- round 82 (scored once before these were written) -----------------------------------
    S(
        # tensorflow/tensorflow#57877: tf.function in a forked process
        "2022-09-27 13:45:15.709933: F tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:148] Failed setting context: CUDA_ERROR_NOT_INITIALIZED: initialization error",
        "cuda-initialized-before-fork",
        {},
        id="cuda-not-initialized-after-fork-tf57877",
    ),
    S(
        # tensorflow/tensorflow#41169 (its title: two lines run together)
        "failed to query event: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure tensorflow/stream_executor/dnn.cc:613] CUDNN_STATUS_INTERNAL_ERROR",
        "device-op-failed",
        {},
        id="cuda-launch-failed-tf41169",
    ),
    S(
        # hankcs/HanLP#1856: its own check through pkg_resources' words
        "hanlp.version.NotCompatible: The 'tensorflow>=2.8.0; extra == \"tf\"' distribution was not found and is required by the application",
        "tensorflow-not-installed",
        {},
        id="pkg-resources-tensorflow-not-found-hanlp1856",
    ),
    S(
        # tensorflow/hub#212 (its title): hub.Module given a TF2 SavedModel
        "Could not load local module, with RuntimeError: Missing implementation that supports: loader(*('/tmp/tfhub_modules/mobilenet_module',), **{})",
        "tensorflow-api-mismatch",
        {},
        id="hub-loader-format-hub212",
    ),
    S(
        # keras-team/keras-hub#1426's kind, as a listing row (pip on Windows took 0.0.2)
        "keras-nlp                 0.0.2",
        "dependency-wheel-missing",
        {"package3": "keras-nlp"},
        id="keras-nlp-2020-prerelease-kerashub1426",
    ),
    S(
        # siavash-khodadadeh/UMTRA-Release#3: Keras's target placeholder under NumPy 1.20+
        "error ==> NotImplementedError: Cannot convert a symbolic Tensor (2nd_target:0) to a numpy array.",
        "numpy-version-unsupported",
        {},
        id="symbolic-target-numpy120-umtra3",
    ),
    # --- round 83 (scored once before these were written) -----------------------------------
    S(
        # puigalex/AMP-Tech#2: Keras's load_img without Pillow
        "ImportError: Could not import PIL.Image. The use of `load_img` requires PIL.",
        "python-module-missing",
        {"module3": "PIL"},
        id="keras-load-img-without-pillow-amptech2",
    ),
    S(
        # google-coral/examples-camera#34: tflite_runtime 1.14 under a newer Edge TPU runtime
        "RuntimeError: Internal: :77 tf_lite_type != kTfLiteUInt8 (2 != 3)Node number 2 (EdgeTpuDelegateForCustomOp) failed to prepare.",
        "tflite-runtime-too-old",
        {},
        id="edgetpu-failed-to-prepare-examplescamera34",
    ),
    S(
        # flatironinstitute/CaImAn#1517: libmamba with conda-forge alone on win-64
        "    └─ tensorflow >=2.4.0,<2.16 * does not exist (perhaps a typo or a missing channel).",
        "dependency-wheel-missing",
        {},
        id="libmamba-does-not-exist-caiman1517",
    ),
    S(
        "SystemError: GPU device not found**_",
        "devices-no-gpu",
        {},
        id="colab-gpu-check-tf48096",
    ),
    # --- round 84 (scored once before these were written) -----------------------------------
    S(
        # PipelineAI/pipeline#124: nvidia-docker 1.0 could not load nvidia_uvm
        "nvidia-docker | 2016/09/25 22:24:24 Error: Could not load UVM kernel module`",
        "driver-not-loaded",
        {"uvm": "UVM"},
        id="nvidia-docker1-uvm-pipeline124",
    ),
    S(
        # horovod/horovod#1277: the GPU image on a machine without a GPU
        "Attempting to fetch value instead of handling error Internal: no CUDA devices found",
        "no-gpu-device",
        {},
        id="statusor-no-cuda-devices-horovod1277",
    ),
    S(
        # tensorflow/tensorflow#11040 (its title, U+2011 for "-"): built with cuDNN 7.0.3, 7.1 loaded
        "Crash: F tensorflow/core/kernels/conv_ops.cc:659] Check failed: stream\u2011>parent()\u2011>GetConvolveAlgorithms(&algorithms)",
        "cudnn-init-failed",
        {"kernel": "Convolve"},
        id="conv-ops-no-algorithms-tf11040",
    ),
    S(
        # NVIDIA/nvidia-docker#564 (round 14's log): TF <= 1.2's words for another cuDNN
        "tensorflow/stream_executor/cuda/cuda_dnn.cc:346] **Loaded cudnn library: 4008 but source was compiled against 4007.  If using a binary install, upgrade your cudnn library to match.**",
        "cudnn-version-mismatch",
        {"loaded": "4008", "compiled": "4007"},
        id="tf1-loaded-cudnn-library-nvidiadocker564",
    ),
    S(
        # tensorflow/tensorflow#41327 (its title): the Flutter tflite plugin without Flex ops
        "MethodChannel#tflite(23624): Node number 8 (FlexConv2D) failed to prepare.",
        "tflite-flex-ops-unsupported",
        {},
        id="flex-node-failed-to-prepare-tf41327",
    ),
    S(
        # tensorflow/tensorrt#336: a converted model saved without build()
        "2024-04-01 20:36:49.217361: W tensorflow/core/framework/local_rendezvous.cc:404] Local rendezvous is aborting with status: NOT_FOUND: TRTEngineCacheResource not yet created",
        "benign-tftrt-notice",
        {},
        id="tftrt-engine-cache-not-yet-created-trt336",
    ),
    S(
        "2024-04-01 20:36:48.227138: W tensorflow/compiler/tf2tensorrt/convert/convert_graph.cc:916] TF-TRT Warning: Cannot replace segment 2 consisting of 6 nodes by TRTEngineOp_000_002 reason: Segment has no inputs (possible constfold failure) (keeping original segment).",
        "benign-tftrt-notice",
        {},
        id="tftrt-segment-kept-trt336",
    ),
    # --- round 85 (scored once before these were written) -----------------------------------
    S(
        # nickliqian/cnn_captcha#73: the OOM hint alone (the maintainer: lower the batch size)
        "Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.",
        "gpu-out-of-memory",
        {},
        id="oom-hint-alone-cnncaptcha73",
    ),
    S(
        # tensorflow/fold#89, as the poster typed it
        "Your CPU supports instructions that this Tensorflow bianry was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
        "benign-cpu-features",
        {},
        id="cpu-features-typed-fold89",
    ),
    S(
        # tensorflow/tensorflow#8266: TF 1.0 on a healthy 4-GPU VM
        "4. Peer access not supported between device ordinals 0 and 1",
        "benign-peer-access-notice",
        {},
        id="tf10-peer-access-tf8266",
    ),
    S(
        # ROCm/legacy-rocm-build#1852: in /opt/rocm/lib, off the loader's path
        "`ImportError: libhsa-runtime64.so.1: cannot open shared object file: No such file or directory`",
        "rocm-version-mismatch",
        {"library": "libhsa-runtime64.so.1"},
        id="rocm-hsa-runtime-rocmbuild1852",
    ),
    S(
        # tensorflow/tensorflow#89272: a source build for an RTX 50 without CUDA headers
        "external/local_xla/xla/stream_executor/cuda/cuda_status.h:22:10: fatal error: 'third_party/gpus/cuda/include/cuda.h' file not found",
        "bazel-gpu-config-failed",
        {"header": "third_party/gpus/cuda/include/cuda.h"},
        id="bazel-no-cuda-header-tf89272",
    ),
    # --- rounds 86-87 (scored once before these were written) -------------------------------
    S(
        # qqwweee/keras-yolo3#443: an HPC group storage path
        "OSError: Unable to create file (file locking disabled on this file system (use HDF5_USE_FILE_LOCKING environment variable to override), errno = 38, error message = 'Function not implemented')",
        "hdf5-file-locking-unsupported",
        {},
        id="hdf5-locking-disabled-kerasyolo3443",
    ),
    S(
        # kiharalab/DOVE#9: a cluster file system
        "**OSError: Unable to open file (unable to lock file, errno = 95, error message = 'Operation not supported')**",
        "hdf5-file-locking-unsupported",
        {"errno": "95"},
        id="hdf5-lock-eopnotsupp-dove9",
    ),
    S(
        # horovod/horovod#3877: Horovod without its TensorFlow ops
        "ImportError: Extension horovod.tensorflow has not been built: /usr/local/lib/python3.6/dist-packages/horovod/tensorflow/mpi_lib.cpython-36m-x86_64-linux-gnu.so not found",
        "ecosystem-import-failed",
        {"framework": "tensorflow", "package": "horovod"},
        id="horovod-extension-not-built-3877",
    ),
    S(
        # yahoo/TensorFlowOnSpark#386: TFoS 1.3 wrote a master job
        "ValueError: If \"cluster\" is set in TF_CONFIG, it must have one \"chief\" node.",
        "cluster-config-invalid",
        {},
        id="tf-config-no-chief-tfos386",
    ),
    S(
        # jade-hpc-gpu/jade-hpc-gpu.github.io#63: GPUs in Exclusive_Process mode, one busy
        "tensorflow.python.framework.errors_impl.InternalError: Failed to create session.",
        "cuda-init-failed",
        {},
        id="failed-to-create-session-jade63",
    ),
    S(
        # microsoft/tensorflow-directml#36: the Microsoft Store's Python
        "I just installed windows version and running the test from [here](https://docs.microsoft.com/zh-cn/windows/win32/direct3d12/gpu-tensorflow-windows#install-the-tensorflow-with-directml-package), but TF complains that `Could not load dynamic library 'DirectMLba106a7c621ea741d2159d8708ee581c11918380.dll'`.",
        "directml-dll-load-failed",
        {"library": "DirectMLba106a7c621ea741d2159d8708ee581c11918380.dll"},
        id="directml-dll-tfdml36",
    ),
    S(
        # deepfakes/faceswap#722: faceswap's installer on Windows
        "ERROR   cuDNN not found. See https://github.com/deepfakes/faceswap/blob/master/INSTALL.md#cudnn for instructions",
        "cudnn-missing",
        {},
        id="faceswap-cudnn-not-found-722",
    ),
    S(
        # tensorflow/tfx#1531: ml-metadata's .so on an older macOS
        "ImportError: dlopen(/anaconda3/lib/python3.7/site-packages/ml_metadata/metadata_store/_pywrap_tf_metadata_store_serialized.so, 2): Symbol not found: ____chkstk_darwin",
        "macos-version-too-old",
        {},
        id="chkstk-darwin-tfx1531",
    ),
    S(
        # tensorflow/tensorflow#52726: the C library on High Sierra
        "dyld: Symbol not found: ____chkstk_darwin (which was built for Mac OS X 10.15)",
        "macos-version-too-old",
        {"built": "10.15"},
        id="built-for-macos-tf52726",
    ),
    S(
        # tensorflow/tensorflow#57052: TF 2.11 on an M1, fit() went on
        "W tensorflow[/core/common_runtime/type_inference.cc:339](https://file+.vscode-resource.vscode-cdn.net/core/common_runtime/type_inference.cc:339)] Type inference failed. This indicates an invalid graph that escaped type checking. Error message: INVALID_ARGUMENT: expected compatible input types, but input 1:",
        "graph-type-inference-failed",
        {},
        id="type-inference-failed-tf57052",
    ),
    S(
        # tensorflow/tflite-micro#284: AllOpsResolver on an Arduino Nano 33 BLE
        "`Needed 627488 but only 203072 was available.`",
        "tflite-micro-arena-too-small",
        {"need": "627488", "have": "203072"},
        id="tflm-needed-but-only-284",
    ),
    S(
        # tensorflow/tensorflow#73194: the C++ minimal example's GPU delegate on a Pi 4B
        "ERROR: clGetPlatformIDs returned -1001",
        "tflite-gpu-delegate-unsupported-device",
        {},
        id="tflite-no-opencl-platform-tf73194",
    ),
    S(
        # hunglc007/tensorflow-yolov4-tflite#203: exported without fixed shapes
        "`     Caused by: java.lang.RuntimeException: java.lang.IllegalArgumentException: Internal error: Failed to apply delegate: Attempting to use a delegate that only supports static-sized tensors with a graph that has dynamic-sized tensors.",
        "tflite-gpu-delegate-dynamic-shapes",
        {},
        id="delegate-dynamic-shapes-yolov4tflite203",
    ),
    S(
        # peterlee0127/tensorflow-nvJetson#26: TF 1.9's contrib TF-TRT, then device 0 found
        "2018-07-27 23:43:57.071515: E tensorflow/contrib/tensorrt/convert/convert_graph.cc:720]  Can't find a GPU device to work with. Please instantiate a session to initialize devices",
        "no-gpu-device",  # (alone: a note only beside a usable GPU, context_filters.tftrt_device_unknown)
        {},
        id="tftrt19-no-session-jetson26",
    ),
    S(
        # malmaud/TensorFlow.jl#292: conda 4.3, tensorflow-gpu 1.2.0 not on its channels
        "PackageNotFoundError: Package missing in current linux-64 channels:                                    ",
        "dependency-wheel-missing",
        {},
        id="conda43-package-missing-tfjl292",
    ),
    S(
        # tensorflow/tensorflow#44871: the Go binding as a module
        "../../go/pkg/mod/github.com/tensorflow/tensorflow@v2.3.1+incompatible/tensorflow/go/saved_model.go:25:2: module github.com/tensorflow/tensorflow@latest found (v2.3.1+incompatible), but does not contain package github.com/tensorflow/tensorflow/tensorflow/go/core/protobuf/for_core_protos_go_proto",
        "tensorflow-go-protos-missing",
        {},
        id="go-protos-missing-tf44871",
    ),
    S(
        # CikeyQi/nsfwjs-plugin#29: pnpm on Windows
        "node_modules/.pnpm/@tensorflow+tfjs-node@3.21.1_encoding@0.1.13_seedrandom@3.0.5/node_modules/@tensorflow/tfjs-node: Runnode_modules/.pnpm/@tensorflow+tfjs-node@3.21.1_encoding@0.1.13_seedrandom@3.0.5/node_modules/@tensorflow/tfjs-node: Running install script, failed in 594ms",
        "tfjs-node-install-failed",
        {},
        id="pnpm-tfjs-node-install-nsfwjs29",
    ),
    S(
        # zsyzzsoft/co-mod-gan#8: the project's op built with the other C++ ABI
        "tensorflow.python.framework.errors_impl.NotFoundError: /home/wangjiahua1/code/co-mod-gan-master/dnnlib/tflib/_cudacache/fused_bias_act_546f398f36920850dca748ac250ee717.so: undefined symbol: _ZN10tensorflow12OpDefBuilder6OutputESs",
        "custom-op-abi-mismatch",
        {},
        id="own-op-absolute-path-comodgan8",
    ),
    S(
        # Stack Overflow 67850728 (a mirror): XLA with mixed precision, fit() went on
        "2021-06-05 21:28:17.678170: E tensorflow/compiler/xla/service/gpu/gpu_conv_algorithm_picker.cc:545] Results mismatch between different convolution algorithms. This is likely a bug/unexpected loss of precision in cudnn.",
        "xla-conv-autotune-results-mismatch",
        {},
        id="xla-autotune-mismatch-so67850728",
    ),
    S(
        # waymo-research/waymo-open-dataset#438: a damaged download
        "tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 478976069 [Op:IteratorGetNext]",
        "tfrecord-corrupted",
        {"offset": "478976069"},
        id="tfrecord-corrupted-waymo438",
    ),
    S(
        # patlevin/tfjs-to-tf#32: a frozen graph renamed saved_model.pb
        "    RuntimeError: MetaGraphDef associated with tags {'serve'} could not be found in SavedModel. To inspect available tag-sets in the SavedModel, please use the SavedModel CLI: `saved_model_cli`",
        "saved-model-tags-not-found",
        {"tags": "{'serve'}"},
        id="savedmodel-tags-tfjstotf32",
    ),
    S(
        # google/earthengine-api#177: Earth Engine's exported records
        "InvalidArgumentError: Feature: Landcover (data type: float) is required but could not be found.",
        "tfrecord-feature-missing",
        {"feature": "Landcover"},
        id="tfrecord-feature-missing-ee177",
    ),
    S(
        # PaddlePaddle/PaddleDetection#779: tensorboard 2.2.0 beside tb-paddle
        "ValueError: Not a TBLoader or TBPlugin subclass: <class 'tensorboard_plugin_wit.wit_plugin_loader.WhatIfToolPluginLoader'>",
        "tensorboard-duplicate-install",
        {},
        id="tbloader-subclass-paddledet779",
    ),
    S(
        # tensorflow/tensorboard#2819: TF 2.0's TensorBoard callback on Windows, a notebook's header
        "ProfilerNotRunningError                   Traceback (most recent call last)",
        "tensorboard-profiler-not-running",
        {},
        id="profiler-not-running-header-tb2819",
    ),
    # --- rounds 88-89 (scored once before these were written) -------------------------------
    S(
        # pythonlessons/mltu#67: tensorflow-cpu 2.10 over tensorflow
        "2025-05-02 07:49:01.946222: I tensorflow/core/grappler/devices.cc:75] Number of eligible GPUs (core count >= 8, compute capability >= 0.0): 0 (Note: TensorFlow was not compiled with CUDA or ROCm support)",
        "tensorflow-not-built-with-cuda",
        {},
        id="grappler-not-compiled-with-cuda-mltu67",
    ),
    S(
        # tensorflow/tensorflow#45156 (its title): the CPU hidden to force the GPU
        "\"NotFoundError: No CPU devices are available in this process\" when trying to use GPU / Cuda",
        "cpu-devices-hidden",
        {},
        id="no-cpu-devices-tf45156",
    ),
    S(
        # DUT-Info-Montreuil/SecretarIA#14 (its title, cut by GitHub)
        "C:\\Users\\fab_1\\AppData\\Local\\Programs\\Python\\Python310\\lib\\site-packages\\keras\\src\\engine\\training.py:3000: UserWarning: You are saving your model as an HDF5 file via `model.save()`. This file format",
        "benign-deprecation-warning",
        {},
        id="keras-h5-legacy-cut-secretaria14",
    ),
    S(
        # aladdinpersson/Machine-Learning-Collection#84: Keras 2's optimizer_v2
        "...\\lib\\site-packages\\keras\\optimizer_v2\\adam.py:105: UserWarning: The `lr` argument is deprecated, use `learning_rate` instead.",
        "benign-deprecation-warning",
        {},
        id="keras-lr-deprecated-mlcollection84",
    ),
    S(
        # keras-team/keras#20729: RandomColorJitter without build()
        "`UserWarning: `build()` was called on layer 'random_color_jitter', however the layer does not have a `build()` method implemented and it looks like it has unbuilt state. This will cause the layer to be marked as built, despite not being actually built, which may cause failures down the line. Make sure to implement a proper `build()` method.",
        "keras-layer-build-not-implemented",
        {"layer": "random_color_jitter"},
        id="keras3-build-not-implemented-20729",
    ),
    S(
        # baker-laboratory/RoseTTAFold-All-Atom#20: libmamba on a node without a driver
        "\u2502  \u2514\u2500 __cuda, which is missing on the system;",
        "no-cuda-driver",
        {},
        id="libmamba-cuda-missing-rfaa20",
    ),
    S(
        # tensorflow/tensorflow#20499 (its title): stale files of another release
        "AttributeError: module 'tensorflow.python.training.checkpointable' has no attribute 'CheckpointableBase'",
        "tensorflow-install-broken",
        {},
        id="checkpointable-base-tf20499",
    ),
    S(
        # tensorflow/tensorflow#7157: a copied tensorflow folder in the working directory
        "AttributeError: 'module' object has no attribute 'constant'`",
        "tensorflow-install-broken",
        {"core": "constant"},
        id="tf-without-constant-tf7157",
    ),
    S(
        # microsoft/pylance-release#5482: Pylance on tensorflow.keras
        "I get 2 problems in the problems tab in vscode, saying that Import \"tensorflow.keras.models\" could not be resolved. Same for tensorflow.keras.layers",
        "ide-static-import-unresolved",
        {"module": "tensorflow.keras.models"},
        id="pylance-tf-keras-5482",
    ),
    S(
        # OpenMind/OM1#14: uv with an x86_64 Python on an M1
        "hint: You're on macOS (`macosx_15_0_x86_64`), but `tensorflow` (v2.18.0) only has wheels for the following platforms: `manylinux_2_17_aarch64`, `manylinux_2_17_x86_64`, `manylinux2014_aarch64`, `manylinux2014_x86_64`, `macosx_12_0_arm64`, `win_amd64`",
        "macos-arch-mismatch",
        {"x86": "x86_64"},
        id="uv-macos-x86-om1-14",
    ),
    S(
        # RasaHQ/rasa#5409 (its title)
        "Tensorflow binary was not compiled to use:AVX2",
        "benign-cpu-features",
        {},
        id="cpu-features-title-rasa5409",
    ),
    S(
        # yongzhuo/nlp_xiaojiang#16 (its title): keras 2.2.4's Node under another keras-bert
        "'Node' object has no attribute 'output_masks'",
        "keras-version-mismatch",
        {"node": "Node"},
        id="node-output-masks-title-xiaojiang16",
    ),
    S(
        # fordai/CCKS2019-Chinese-Clinical-NER#4: the maintainer, use the project's Keras
        " AttributeError: 'Tensor' object has no attribute '_keras_history'",
        "keras-version-mismatch",
        {},
        id="tensor-keras-history-ccks4",
    ),
    S(
        # jina-ai/clip-as-service#587: bert-serving-server on TF 2.3
        "c:\\programdata\\anaconda3\\lib\\site-packages\\bert_serving\\server\\helper.py:175: UserWarning: Tensorflow 2.3.0 is not tested! It may or may not work. Feel free to submit an issue at",
        "tensorflow-companion-mismatch",
        {"tf": "2.3.0"},
        id="bert-serving-tf2-587",
    ),
    S(
        # akirasosa/mobile-semantic-segmentation#28: keras 2.2.0 under TF 1.8's tf.layers
        "AttributeError: 'Activation' object has no attribute 'outbound_nodes'",
        "keras-version-mismatch",
        {"node": "Activation"},
        id="outbound-nodes-mss28",
    ),
    S(
        # juglab/n2v#51: grappler skipped a pass, training went on
        "` E tensorflow/core/grappler/optimizers/meta_optimizer.cc:502] layout failed: Invalid argument: Unsupported tensor size: 1`",
        "benign-grappler-layout",
        {},
        id="grappler-layout-any-n2v51",
    ),
    S(
        # ray-project/ray#25141: Ray Datasets' to_tf
        "(BaseWorkerMixin pid=9064) 2022-05-24 02:35:13.148105: W tensorflow/core/framework/dataset.cc:768] Input of GeneratorDatasetOp::Dataset will not be optimized because the dataset does not implement the AsGraphDefInternal() method needed to apply optimizations.",
        "benign-tfdata-dataset-not-optimized",
        {},
        id="tfdata-not-optimized-ray25141",
    ),
    # --- rounds 90-91 (scored once before these were written) -------------------------------
    S(
        # tensorflow/tensorflow#45001: TF 2.3's cuda_configure on CUDA 11.1
        "No library found under: /usr/local/cuda-11.1/targets/x86_64-linux/lib/libcudart.so.11.1",
        "bazel-gpu-config-failed",
        {"stack": "CUDA"},
        id="no-library-found-under-tf45001",
    ),
    S(
        # tensorflow/tensorflow#43588: CUDA 11.0's nvcc and an RTX 30
        "> `nvcc fatal : Unsupported gpu architecture 'compute_86'`",
        "nvcc-gpu-arch-unsupported",
        {"arch": "compute_86"},
        id="nvcc-compute86-tf43588",
    ),
    S(
        # google-parfait/tensorflow-federated#2748: os.PathLike[str] on Colab's Python 3.7
        "TypeError: 'ABCMeta' object is not subscriptable`",
        "python-version-unsupported",
        {},
        id="pep585-abcmeta-tff2748",
    ),
    S(
        # tensorflow/recommenders-addons#406: a nightly tfra's op library under TF 2.14
        "python3.11/site-packages/tensorflow_recommenders_addons/dynamic_embedding/core/_math_ops.so: undefined symbol: _ZN4absl12lts_2023012512log_internal15LogMessageFatalC1EPKciSt17basic_string_viewIcSt11char_traitsIcEE",
        "ecosystem-import-failed",
        {"module": "tensorflow_recommenders_addons", "package": "tensorflow-recommenders-addons"},
        id="absl-symbol-tfra406",
    ),
    S(
        # Unity-Technologies/ml-agents#2170: a person's words
        "I have RTX2070 GPU that only supports CUDA >= 10 versions.  When I start a training process i have error like \"cudart64_90.dll\" not found. How can I run a training process on RTX GPU?",
        "cuda-libs-missing",
        {"library": "cudart64_90.dll", "cuda": "9.0"},
        id="cudart-dll-prose-mlagents2170",
    ),
    S(
        # microsoft/tensorflow-directml-plugin#324: after a plugin upgrade
        "`2022-10-24 10:50:24.173023: F tensorflow/c/experimental/stream_executor/stream_executor.cc:808] Non-OK-status: stream_executor::MultiPlatformManager::RegisterPlatform( std::move(cplatform)) status: INTERNAL: platform is already registered with name: \"DML\"`",
        "pluggable-device-plugin-loaded-twice",
        {"platform": "DML"},
        id="dml-registered-twice-324",
    ),
    S(
        # microsoft/tensorflow-directml-plugin#297: BatchNormalization in training
        "DML doesn't support exponential_avg_factor != 1 at the moment",
        "directml-op-unsupported",
        {"what": "exponential_avg_factor != 1"},
        id="dml-batchnorm-297",
    ),
    S(
        # microsoft/tensorflow-directml-plugin#218: a fused Conv2D+BiasAdd+Relu
        "`2022-07-28 19:57:12.287066: W tensorflow/c/logging.cc:37] OP_REQUIRES failed at D:\\a\\_work\\1\\s\\tfdml\\kernels\\dml_conv_ops.cc:868 : Fusion is not implemented: [BiasAddReluf\u250c\u263b,Reluf\u250c\u263b]`",
        "directml-op-unsupported",
        {"kernel": "dml_conv_ops"},
        id="dml-fusion-218",
    ),
    S(
        # iperov/DeepFaceLab#191: a Windows Update broke the driver
        "gpufmkmgr.pynvml.NVMLError_Unknown: Unknown Error",
        "nvidia-smi-failed",
        {},
        id="nvml-unknown-dfl191",
    ),
    S(
        # nagadit/DeepFaceLab_Linux#35: TF 2.4 under CUDA 10.1 registered no GPU
        "Registered devices: [CPU]",
        "devices-no-gpu",
        {},
        id="registered-devices-cpu-dfl35",
    ),
    S(
        # deeppavlov/DeepPavlov#258 (its title, as posted)
        "'Usage of cuDNN RNN layers require GPU along with cuDNN library",
        "devices-no-gpu",
        {},
        id="deeppavlov-cudnn-rnn-258",
    ),
    # --- round 92 (scored once before these were written) ----------------------------------
    S(
        # googlecreativelab/teachablemachine-community#37: a newer Keras's InputLayer (the poster's typo)
        "`TypeError: __init__() got an expected keyword argument 'ragged'`",
        "keras-version-mismatch",
        {"arg": "ragged"},
        id="ragged-kwarg-tm37",
    ),
    S(
        # googlecreativelab/teachablemachine-community#150: TF 2.0's tf.keras and a TF 2.3 .h5
        "ValueError: Unknown layer: Functional",
        "keras-version-mismatch",
        {"cls": "Functional"},
        id="unknown-layer-functional-tm150",
    ),
    S(
        # Calamari-OCR/calamari#376: absl while a SavedModel loads
        "INFO     2025-12-24 11:06:08,588                           absl: Fingerprint not found. Saved model loading will continue.",
        "benign-saved-model-notice",
        {},
        id="absl-fingerprint-calamari376",
    ),
    S(
        # FigmaAI/design-system-detector#1: tf.saved_model.save's export under a newer TF
        "ValueError: Unable to create a Keras model from SavedModel at design-system-detector/rico/models/mobilenetv2-50k/saved-model/saved_model. This SavedModel was exported with `tf.saved_model.save`, and lacks the Keras metadata file. Please save your Keras model by calling `model.save` or `tf.keras.models.save_model`.",
        "keras-savedmodel-metadata-missing",
        {},
        id="savedmodel-no-keras-metadata-fig1",
    ),
    S(
        # NVIDIA/TensorRT#397: NGC 20.02 on a 430 driver
        "ERROR: This container was built for NVIDIA Driver Release 440.33 or later, but",
        "driver-too-old",
        {"need": "440.33"},
        id="ngc-driver-banner-trt397",
    ),
    S(
        # NVIDIA/k8s-device-plugin#22: a pod Pending
        "0/3 nodes are available: 1 PodToleratesNodeTaints, 3 Insufficient nvidia.com/gpu.",
        "k8s-gpu-resource-unschedulable",
        {},
        id="k8s-insufficient-gpu-22",
    ),
    S(
        # gmxavier/TEP-meets-LSTM#6: the same warning without backticks
        "`Warning: build() was called on layer 'stacked_lstm_10', however the layer does not have a build() method implemented and it looks like it has unbuilt state. This will cause the layer to be marked as built, despite not being actually built, which may cause failures down the line. Make sure to implement a proper build() method.`",
        "keras-layer-build-not-implemented",
        {"layer": "stacked_lstm_10"},
        id="keras3-build-no-backticks-tep6",
    ),
    # --- real lines from outside the rounds, tried after the rules were written -------------
    S(
        # TF-DF's own docs (decision-forests docs: TFX without its custom ops)
        "errors such as: \"Op type not registered 'SimpleMLInferenceOpWithHandle'\".",
        "op-not-registered",
        {"op": "SimpleMLInferenceOpWithHandle"},
        id="tfdf-op-tfx-docs",
    ),
    S(
        # a model optimizer run on a graph from a newer TF (code index 26745555776)
        "[ ERROR ]  Op type not registered 'LeakyRelu' in binary running on intel-desktop. Make sure the Op and Kernel are registered in the binary running in this process.",
        "op-not-registered",
        {"op": "LeakyRelu"},
        id="op-leakyrelu-older-tf",
    ),
    S(
        # Keras 1's engine/topology.py: `assert kwarg in allowed_kwargs, "Keyword argument not
        # understood: " + kwarg` (code index 2793411559), as its AssertionError prints it
        "AssertionError: Keyword argument not understood: input_dtype",
        "keras-version-mismatch",
        {"kwarg": "input_dtype"},
        id="keras1-assert-kwarg",
    ),
    # user_code.py: a program stopped by its own model or data
    S(
        "Received a label value of 66908 which is outside the valid range of [0, 66908).  "
        "Label values: 49662 50073 50073 55641 53538 66908 ",
        "keras-label-out-of-range",
        {"label": "66908", "classes": "66908"},
        id="two-tower-label-eq-classes",  # biarne-a/hm-two-step-reco#3
    ),
    S(
        "2021-11-09 23:33:14.027593: W tensorflow/core/framework/op_kernel.cc:1767] "
        "OP_REQUIRES failed at sparse_xent_op.cc:90 : Invalid argument: Received a label value "
        "of 67 which is outside the valid range of [0, 1).  Label values: 0 0 0 0",
        "keras-label-out-of-range",
        {"label": "67", "classes": "1"},
        id="yolov3-tf2-one-class",  # zzh8829/yolov3-tf2#386
    ),
    S(
        "ValueError: Shapes (None, 4) and (None, 10) are incompatible",
        "keras-labels-shape-mismatch",
        {"labels": "(None, 4)", "outputs": "(None, 10)"},
        id="speech-emotion-onehot-width",  # MiteshPuthran/Speech-Emotion-Analyzer#52
    ),
    S(
        "ValueError: Shapes (None, None) and (None, 7, 7, 67) are incompatible",
        "keras-labels-shape-mismatch",
        {"labels": "(None, None)", "outputs": "(None, 7, 7, 67)"},
        id="keras-14341-unflattened-output",  # keras-team/keras#14341
    ),
    S(
        "ValueError: Input 0 of layer block1_conv1 is incompatible with the layer: expected "
        "ndim=4, found ndim=3. Full shape received: [224, 224, 3]",
        "keras-model-input-shape-mismatch",
        {"layer": "block1_conv1", "expected": "ndim=4", "found": "ndim=3",
         "shape": "[224, 224, 3]"},
        id="vrx-image-no-batch-axis",  # gyhandy/Visual-Reasoning-eXplanation#3
    ),
    S(
        'Input 0 of layer "batch_normalization" is incompatible with the layer: expected '
        "ndim=4, found ndim=5. Full shape received: (None, None, None, None, 32)",
        "keras-model-input-shape-mismatch",
        {"layer": "batch_normalization", "found": "ndim=5"},
        id="miscnn-3d-data-2d-model",  # frankkramer-lab/MIScnn#110
    ),
    S(
        "**ValueError: Input 0 is incompatible with layer flatten_2: expected min_ndim=3, "
        "found ndim=2**",
        "keras-model-input-shape-mismatch",
        {"layer2": "flatten_2", "expected": "min_ndim=3"},
        id="keras20-flatten-rank",  # statechular11/resnet#1
    ),
    S(
        "ValueError: Input 0 of layer dense_19 is incompatible with the layer: : expected "
        "min_ndim=2, found ndim=1. Full shape received: (None,)",
        "keras-model-input-shape-mismatch",
        {"layer": "dense_19", "shape": "(None,)"},
        id="rbf-keras-rank-1",  # PetraVidnerova/rbf_keras#12
    ),
    S(
        "InvalidArgumentError:  Incompatible shapes: [32] vs. [32,111,111]\n\t [[node "
        "metrics/accuracy/Equal (defined at <ipython-input-40-01a7b3e6c0fd>:12) ]] "
        "[Op:__inference_distributed_function_3107]",
        "tensor-shape-mismatch",
        {"a": "[32]", "b": "[32,111,111]"},
        id="keras-13484-no-flatten",  # keras-team/keras#13484 (Terkea)
    ),
    S(
        "InvalidArgumentError: {{function_node __wrapped__MatMul_device_/job:localhost/"
        "replica:0/task:0/device:CPU:0}} Matrix size-incompatible: In[0]: [3,2], In[1]: [3,2] "
        "[Op:MatMul]",
        "tensor-shape-mismatch",
        {"a2": "[3,2]", "b2": "[3,2]"},
        # mrdbourke/tensorflow-deep-learning 00_tensorflow_fundamentals.ipynb (docs2-r-010)
        id="fundamentals-matmul-inner-dims",
    ),
    S(
        "ValueError: Failed to convert a NumPy array to a Tensor (Unsupported object type "
        "float).",
        "non-numeric-input-data",
        {"type": "float"},
        id="sports-betting-object-array",  # charlesmalafosse/sports-betting-customloss#1
    ),
    S(
        "ValueError: Failed to convert a NumPy array to a Tensor (Unsupported object type int).",
        "non-numeric-input-data",
        {"type": "int"},
        id="deepdefense-object-array",  # santhisenan/DeepDefense#4
    ),
    S(
        "ValueError: Data cardinality is ambiguous:\n  x sizes: 2\n  y sizes: 107090\nMake "
        "sure all arrays contain the same number of samples",
        "keras-data-cardinality-mismatch",
        {},
        id="keras-14368-list-not-stacked",  # keras-team/keras#14368 (niloysarker7)
    ),
    S(
        "ValueError: Data cardinality is ambiguous:",
        "keras-data-cardinality-mismatch",
        {},
        id="dlai-imdb-x-empty",  # https-deeplearning-ai/tensorflow-1-public#64
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: indices[0,529] = 529 is "
        "not in [0, 512) [Op:ResourceGather]",
        "gather-index-out-of-range",
        {"index": "529", "size": "512"},
        id="absa-bert-512-positions",  # ScalaConsultants/Aspect-Based-Sentiment-Analysis#51
    ),
    S(
        "InvalidArgumentError (see above for traceback): indices[1] = 3 is not in [0, 3)",
        "gather-index-out-of-range",
        {"index": "3", "size": "3"},
        id="mvgc-one-based-labels",  # xdweixia/NN-2022-MVGC#1 (fixed with Y-1)
    ),
    S(
        "InvalidArgumentError: cannot compute AddV2 as input #1(zero-based) was expected to be "
        "a double tensor but is a float tensor [Op:AddV2]",
        "tensor-dtype-mismatch",
        {"op": "AddV2", "want": "double", "got": "float"},
        id="tfp-1542-float64-data",  # tensorflow/probability#1542
    ),
    S(
        "throw exception :TypeError: Input 'y' of 'Mul' Op has type float32 that does not match "
        "type float64 of argument 'x'.",
        "tensor-dtype-mismatch",
        {"op2": "Mul", "got2": "float32", "want2": "float64"},
        id="tf-53405-mul-dtypes",  # tensorflow/tensorflow#53405
    ),
    S(
        "    ValueError: No gradients provided for any variable: ['dd:0'].",
        "gradients-missing-for-variables",
        {},
        id="tf-42167-loss-outside-callable",  # tensorflow/tensorflow#42167
    ),
    S(
        "`ValueError: No gradients provided for any variable, check your graph for ops that do "
        "not support gradients, between variables [\"<tf.Variable 'loss/loss_gradnorm/"
        "Variable:0' shape=() dtype=float32_ref>\"]",
        "gradients-missing-for-variables",
        {},
        id="gradnorm-tf1-wording",  # vpetren/gradnorm_tf#16
    ),
    S(
        "RuntimeError: You must compile your model before training/testing. Use "
        "`model.compile(optimizer, loss)`.",
        "keras-model-not-compiled",
        {},
        id="handson-ml2-175-custom-loop",  # ageron/handson-ml2#175
    ),
    S(
        "RuntimeError: You must compile a model before training/testing. Use "
        "`model.compile(optimizer, loss)`.",
        "keras-model-not-compiled",
        {},
        id="segan-critic-not-compiled",  # iNLyze/DeepLearning-SeGAN-Segmentation#6
    ),
    S(
        "RuntimeError: You must compile your model before using it.",
        "keras-model-not-compiled",
        {},
        id="caption-generator-keras22",  # anuragmishracse/caption_generator#41
    ),
    S(
        'ValueError: Input 0 of layer "sequential_11" is incompatible with the layer: expected '
        "shape=(None, 48, 48, 1), found shape=(None, 1296, 3)",
        "keras-model-input-shape-mismatch",
        {"expected": "(None, 48, 48, 1)", "found": "(None, 1296, 3)"},
        id="emotion-detection-shape",  # priya-dwivedi/face_and_emotion_detection#7
    ),
    S(
        "ValueError: Input 0 of layer dense_30 is incompatible with the layer: expected axis -1 "
        "of input shape to have value 180 but received input with shape (32, 245)",
        "keras-model-input-shape-mismatch",
        {"axis": "-1", "value": "180", "shape": "(32, 245)"},
        id="cryptonet-axis-value",  # MarzioMonticelli/python-cryptonet#4
    ),
    S(
        "Error when checking input: expected input_1 to have shape (10, 200, 200, 3) but got "
        "array with shape (10, 128, 160, 3)",
        "keras-model-input-shape-mismatch",
        {"input": "input_1", "got": "(10, 128, 160, 3)"},
        id="prednet-keras2-input",  # coxlab/prednet#75
    ),
    S(
        "ValueError: Error when checking input: expected input_1 to have 4 dimensions, but got "
        "array with shape (3, 1)",
        "keras-model-input-shape-mismatch",
        {"want": "4 dimensions", "got": "(3, 1)"},
        id="ssd-keras-input-dims",  # pierluigiferrari/ssd_keras#315
    ),
    S(
        "ValueError: logits and labels must have the same shape ((None, 1) vs ())",
        "keras-labels-shape-mismatch",
        {"outputs": "(None, 1)", "labels": "()"},
        id="dlaicourse-scalar-labels",  # lmoroney/dlaicourse#43
    ),
    S(
        "`logits` and `labels` must have the same shape, received ((32, 5) vs (32, 1)).",
        "keras-labels-shape-mismatch",
        {"outputs": "(32, 5)", "labels": "(32, 1)"},
        id="dlwp-binary-five-units",  # fchollet/deep-learning-with-python-notebooks#216
    ),
    S(
        "ValueError: Error when checking target: expected dense_20 to have shape (3,) but got "
        "array with shape (22,)",
        "keras-labels-shape-mismatch",
        {"output": "dense_20", "got": "(22,)"},
        id="keras-10238-keras2-target",  # keras-team/keras#10238
    ),
    S(
        "InvalidArgumentError (see above for traceback): LossTensor is inf or nan : Tensor had "
        "NaN values [[Node: train_op/CheckNumerics = CheckNumerics[T=DT_FLOAT, "
        'message="LossTensor is inf or nan", _device=',
        "training-loss-nan",
        {},
        id="yolo-tf-check-numerics",  # hizhangp/yolo_tensorflow#89
    ),
    S(
        "'...tensorflow.python.framework.errors_impl.InvalidArgumentError: Nan in summary "
        "histogram for: filter_summaries/conv1_1'",
        "training-loss-nan",
        {"tensor": "filter_summaries/conv1_1"},
        id="ssd-tf-nan-histogram",  # ljanyst/ssd-tensorflow#27 (lower the learning rate)
    ),
    S(
        "AttributeError: 'Tensor' object has no attribute 'numpy'",
        "graph-mode-eager-only-code",
        {},
        id="tf-31439-numpy-in-function",  # tensorflow/tensorflow#31439
    ),
    S(
        "tensorflow.python.framework.errors_impl.OperatorNotAllowedInGraphError: using a "
        "`tf.Tensor` as a Python `bool` is not allowed in Graph execution. Use Eager execution "
        "or decorate this function with @tf.function.",
        "graph-mode-eager-only-code",
        {},
        id="keras-gcn-bool-in-graph",  # tkipf/keras-gcn#55
    ),
    S(
        "ValueError: tf.function-decorated function tried to create variables on non-first "
        "call.",
        "graph-mode-eager-only-code",
        {},
        id="tf-40381-variables-non-first-call",  # tensorflow/tensorflow#40381
    ),
    # round 33's misses (spent): other releases' words for known findings
    S(
        "RuntimeError: Regular TensorFlow ops are not supported by this interpreter. Make sure "
        "you apply/link the Flex delegate before inference.Node number 29 (FlexRFFT) failed to "
        "prepare.",
        "tflite-flex-ops-unsupported",
        {},
        id="birdnet-lite-old-flex-words",  # birdnet-team/BirdNET-Lite#3 (r33-0-003)
    ),
    S(
        "2021-11-03 20:46:06.648339: E tensorflow/core/lib/monitoring/collection_registry.cc:77] "
        "Cannot register 2 metrics with the same name: /tensorflow/api/keras/optimizers",
        "keras-version-mismatch",
        {},
        id="pyhf-keras27-under-tf26",  # scikit-hep/pyhf#1683 (r33-0-008)
    ),
    S(
        "TypeError: softmax() got an unexpected keyword argument 'axis'",
        "keras-version-mismatch",
        {},
        id="keras224-under-tf13",  # keras-team/keras#12061 (r33-0-009)
    ),
    S(
        "from tensorflow.python.eager.context import get_config",
        "keras-version-mismatch",
        {},
        id="py36-get-config-no-module",  # tensorflow/tensorflow#48734 (r33-1-006)
    ),
    S(
        "2020-06-20 16:32:45.432744: F tensorflow/core/common_runtime/dml/dml_adapter_impl.cc:"
        "123] Check failed: (((HRESULT)((DXCoreCreateAdapterFactory(__uuidof(**(&adapter_"
        "factory)), IID_PPV_ARGS_Helper(&adapter_factory))))) >= 0) == true (0 vs. 1)",
        "wsl-d3d12-missing",
        {},
        id="directml-dxcore-no-factory",  # microsoft/WSL#5455 (r33-1-001)
    ),
    S(
        'Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!',
        "custom-op-compile-failed",
        {"plugin": "fused_bias_act.cu"},
        id="stylegan2-ada-plugin",  # NVlabs/stylegan2-ada#91 (r33-1-004)
    ),
    S(
        "In file included from tensorflow_time_two/cc/kernels/time_two_kernels.cu.cc:21:0: "
        "/usr/local/lib/python3.6/dist-packages/tensorflow/include/tensorflow/core/util/gpu_"
        "kernel_helper.h:22:10: fatal error: third_party/gpus/cuda/include/cuda_fp16.h: No such "
        "file or directory",
        "custom-op-compile-failed",
        {"header": "cuda_fp16.h"},
        id="custom-op-readme-headers",  # tensorflow/custom-op README.md (docs2-r-001)
    ),
    # round 34's misses (spent)
    S(
        "WARNING:tensorflow:TensorFlow GPU support is not available on native Windows for "
        "TensorFlow >= 2.11. Even if CUDA/cuDNN are installed, GPU will not be used. Please use "
        "WSL2 or the TensorFlow-DirectML plugin.",
        "windows-native-gpu-unsupported",
        {},
        id="shap-census-windows-warning",  # shap/shap Census income notebook (r34-0-007)
    ),
    S(
        "WARNING:tensorflow:Gradients do not exist for variables ['qrnn_4/state/kernel:0', "
        "'qrnn_4/state/bias:0'] when minimizing the loss.",
        "gradients-missing-for-variables",
        {"variables": "['qrnn_4/state/kernel:0', 'qrnn_4/state/bias:0']"},
        id="tfq-qaoa-unused-state",  # tensorflow/quantum metalearning_qaoa (r34-0-018)
    ),
    S(
        "/home/fdz/anaconda3/envs/int-grad-py38/lib/python3.8/site-packages/torch/cuda/"
        "__init__.py:82: UserWarning: CUDA initialization: The NVIDIA driver on your system is "
        "too old (found version 9000). Please update your GPU driver",
        "driver-too-old",
        {"found": "9000"},
        id="alibi-torch-driver-9000",  # SeldonIO/alibi similarity notebook (r34-1-002)
    ),
    S(
        "WARNING: Ignoring corrupted image and/or label ../train/images/26d663ab5ffbec49f9dc8e59"
        "2982cfd4_jpg.rf.0fe973299ff9e73874d9e684cba4e406.jpg: duplicate labels",
        "dataset-corrupt-image",
        {"why": "duplicate labels"},
        id="yolov5-duplicate-labels",  # wandb/examples YOLOv5 notebook (r34-1-012)
    ),
    # Keras 3's words for user-code findings (read from keras/src, samples from threads)
    S(
        "Arguments `target` and `output` must have the same shape. Received: target.shape=(32, "
        "4), output.shape=(32, 1)",
        "keras-labels-shape-mismatch",
        {"labels": "(32, 4)", "outputs": "(32, 1)"},
        id="dlwp-246-keras3-target-output",  # fchollet/deep-learning-with-python-notebooks#246
    ),
    S(
        "Arguments target and output must have the same rank (ndim). Received: "
        "target.shape=(32, 1, 4), output.shape=(32, 4)",
        "keras-labels-shape-mismatch",
        {"labels": "(32, 1, 4)"},
        id="deepecg-keras3-rank",  # ismorphism/DeepECG#7
    ),
    S(
        "> A target array with shape (500, 8) was passed for an output of shape (None, 4) while "
        "using as loss `mean_squared_error`. This loss expects targets to have the same shape "
        "as the output.",
        "keras-labels-shape-mismatch",
        {"labels2": "(500, 8)", "outputs2": "(None, 4)"},
        id="variantnet-target-array",  # pb-jchin/VariantNET#4
    ),
    S(
        "Error in py_call_impl(callable, call_args$unnamed, call_args$named) :    ValueError: "
        "You must call `compile()` before using the model. Run `reticulate::py_last_error()` "
        "for details.",
        "keras-model-not-compiled",
        {},
        id="keras3-r-not-compiled",  # rstudio/keras3#1450
    ),
    # round 35's misses (spent)
    S(
        "s.ok() could not find cudnnCreate in cudnn DSO",
        "cudnn-missing",
        {"symbol": "cudnnCreate"},
        id="cardiac-seg-cudnn-no-symbol",  # chuckyee/cardiac-segmentation#8 (r35-0-011)
    ),
    S(
        "Failed to apply XNNPACK delegate: ModifyGraphWithDelegate is disallowed when graph is "
        "immutable.",
        "tflite-delegate-conflict",
        {"delegate": "XNNPACK"},
        id="tflite-xnnpack-after-nnapi",  # tensorflow/tensorflow#42056 (r35-0-013)
    ),
    S(
        "已杀死",
        "process-killed-oom",
        {},
        id="zh-cn-bash-killed",  # crownpku/Somiao-Pinyin#10 (r35-1-001)
    ),
    S(
        "AttributeError: module 'tensorflow.python.keras.api._v2.keras.layers' has no attribute "
        "'LayerNormalization'",
        "tensorflow-api-mismatch",
        {"attr5": "LayerNormalization"},
        id="tf20-alpha-no-layernorm",  # bryanlimy/tf2-transformer-chatbot#4 (r35-1-005)
    ),
    S(
        "Exception has occurred: AttributeError\n'str' object has no attribute 'decode'",
        "h5py-incompatible",
        {},
        id="vscode-h5py3-decode",  # bubbliiiing/yolo3-keras#31 (r17-0-011; h5py 2.10 fixed it)
    ),
    # rounds 37-38's misses (spent): training-time failures and notebooks
    S(
        "FailedPreconditionError (see above for traceback): Attempting to use uninitialized "
        "value dense_18/bias",
        "tf1-variables-uninitialized",
        {"variable": "dense_18/bias"},
        id="tf-15175-init-before-build",  # tensorflow/tensorflow#15175 (r37-0-007)
    ),
    S(
        'ValueError: Tensor Tensor("dense_2/Sigmoid:0", shape=(?, 1), dtype=float32) is not an '
        "element of this graph.",
        "tf1-tensor-not-in-graph",
        {"tensor": "dense_2/Sigmoid:0"},
        id="keras-rest-api-flask-graph",  # jrosebr1/simple-keras-rest-api#4 (r37-0-025)
    ),
    S(
        "Layer Channel_attention has arguments in `__init__` and therefore must override "
        "`get_config`.",
        "keras-custom-layer-get-config-missing",
        {"layer": "Channel_attention"},
        id="attention-3d-get-config",  # laugh12321/3D-Attention-Keras#1 (r37-0-024)
    ),
    S(
        "in `__init__` and therefore must override `get_config()`.",
        "keras-custom-layer-get-config-missing",
        {},
        id="maxvit-get-config-wrapped",  # google-research/maxvit#6 (r37-0-008)
    ),
    S(
        "ValueError: Layer sequential expects 1 inputs, but it received 2 input tensors. Inputs "
        "received: [<tf.Tensor 'IteratorGetNext:0' shape=(None, 28, 28, 1) dtype=float32>, "
        "<tf.Tensor 'IteratorGetNext:1' shape=(None, 10) dtype=float32>]",
        "keras-validation-data-not-tuple",
        {},
        id="keras-net-validation-list",  # SciSharp/Keras.NET#138 (r37-2-015)
    ),
    S(
        "UsageError: Line magic function `%tensorflow_version` not found.",
        "colab-magic-unavailable",
        {"magic": "tensorflow_version"},
        id="mit-lab-colab-magic",  # aamini/introtodeeplearning lab 1 part 2 (r38-0-003)
    ),
    S(
        "AssertionError: Wrong tensorflow version 1.12.0 installed",
        "tensorflow-api-mismatch",
        {"found": "1.12.0"},
        id="mit-lab-version-assert",  # aamini/introtodeeplearning lab 1 part 1 (r38-0-006)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot add tensor to the "
        "batch: number of elements does not match. Shapes are: [tensor]: [310,310,4], [batch]: "
        "[310,310,3]",
        "tfdata-batch-shape-mismatch",
        {},
        id="models-10873-rgba-in-batch",  # tensorflow/models#10873 (r37-1-002)
    ),
    S(
        "INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework."
        "errors_impl.InvalidArgumentError'>, Invalid JPEG data or crop window, data size 166476",
        "dataset-corrupt-image",
        {},
        id="tf-7434-invalid-jpeg",  # tensorflow/tensorflow#7434 (r37-1-020)
    ),
    S(
        "WARNING:tensorflow:Unresolved object in checkpoint: (root).optimizer.iter",
        "benign-checkpoint-partial-restore",
        {},
        id="tf-44864-unresolved-optimizer",  # tensorflow/tensorflow#44864 (r37-1-007)
    ),
    S(
        "ructions that this TensorFlow binary was not compiled to use: AVX",
        "benign-cpu-features",
        {},
        id="cyclegan-wrapped-avx-notice",  # vanhuyz/CycleGAN-TensorFlow#39 (r37-0-009)
    ),
    S(
        "W0530 11:23:37.138493 140465058146112 optimizer_v2.py:928] Gradients does not exist for "
        "variables ['batchnorm_1/moving_mean:0', 'batchnorm_1/moving_var:0', .......",
        "gradients-missing-for-variables",
        {},
        id="srgan-batchnorm-no-grad",  # tensorlayer/SRGAN#143 (r37-1-013)
    ),
    S(
        "tensorflow.python.framework.errors_impl.OperatorNotAllowedInGraphError: in converted "
        "code:",
        "graph-mode-eager-only-code",
        {},
        id="bert-for-tf2-unpack-in-graph",  # kpe/bert-for-tf2#57 (r37-1-011)
    ),
    S(
        "363/363 [==============================] - 1s 3ms/step - loss: nan - val_loss: nan",
        "training-loss-nan",
        {},
        id="handson-ml2-ch10-lr-nan",  # rickiepark/handson-ml2 chapter 10 (r38-1-001)
    ),
    S(
        "TypeError: type object got multiple values for keyword argument 'training'",
        "keras-version-mismatch",
        {},
        id="retinanet-keras24-training-kwarg",  # fizyr/keras-retinanet#1416 (r37-1-016)
    ),
    # round 36's misses (spent)
    S(
        "ValueError: Can't convert non-rectangular Python sequence to Tensor.",
        "non-numeric-input-data",
        {},
        id="hf-batch-inputs-ragged",  # huggingface/notebooks course batch_inputs_tf (r36-0-002)
    ),
    S(
        "2022-07-20 14:43:40.845975: W tensorflow/compiler/tf2xla/kernels/random_ops.cc:57] "
        "Warning: Using tf.random.uniform with XLA compilation will ignore seeds; consider using "
        "tf.random.stateless_uniform instead if reproducible behavior is desired.",
        "xla-random-seed-ignored",
        {"op": "tf.random.uniform"},
        id="hf-lm-jit-dropout-seed",  # huggingface/notebooks language_modeling-tf (r36-0-010)
    ),
    S(
        'ValueError: You called `set_weights(weights)` on layer "block1_conv1" with a weight '
        "list of length 3, but the layer was expecting 2 weights. Provided weights: [[[[ "
        "0.42361164 -0.01532259",
        "keras-weights-layer-count-mismatch",
        {"layer": "block1_conv1", "given": "3", "expected": "2"},
        id="weightwatcher-set-weights",  # CalculatedContent/WeightWatcher SVD smoothing (r36-1-001)
    ),
    S(
        "/Users/sebastianraschka/miniforge3/lib/python3.9/site-packages/scipy/__init__.py:146: "
        "UserWarning: A NumPy version >=1.16.5 and <1.23.0 is required for this version of SciPy "
        "(detected version 1.23.1",
        "numpy-version-unsupported",
        {"min": "1.16.5", "max": "1.23.0", "numpy": "1.23.1"},
        id="scipy-numpy-range",  # rasbt/deeplearning-models ordinal notebook (r36-1-004)
    ),
    # round 40's misses (spent)
    S(
        "Allocator (cuda_host_bfc) ran out of memory trying to allocate",
        "host-out-of-memory",
        {"pinned": "cuda_host_bfc"},
        id="lms-pinned-host-memory",  # IBM/tensorflow-large-model-support README (r40-0-001)
    ),
    S(
        "W tensorflow/c/c_api.cc:769] Operation '{name:'loss/dense_1_loss/softmax_cross_entropy_"
        "with_logits/Reshape' id:205 op device:{} def:{{{node loss/dense_1_loss/softmax_cross_"
        "entropy_with_logits/Reshape}} = Reshape[T=DT_FLOAT, Tshape=DT_INT32](lms/swapin_dense_1_"
        "BiasAdd_0:0, loss/dense_1_loss/softmax_cross_entropy_with_logits/concat)}}' was changed "
        "by updating input tensor after it was run by a session. This mutation will have no "
        "effect, and will trigger an error in the future.",
        "graph-modified-after-session-run",
        {},
        id="lms-kerasload-graph-changed",  # IBM/tensorflow-large-model-support (r40-0-002)
    ),
    S(
        "NotFoundError: Unsuccessful TensorSliceReader constructor: Failed to find any matching "
        "files for path_to_my_weights",
        "application-data-missing",
        {"path6": "path_to_my_weights"},
        # czy36mengfei/tensorflow2_tutorials_chinese 005 saving notebook (r40-1-004)
        id="tf2-tutorials-weights-prefix",
    ),
    # round 39's misses (spent)
    S(
        "Cannot convert a symbolic Tensor (sequential_1/random_rotation_1/rotation_matrix/"
        "strided_slice:0) to a numpy array",
        "numpy-version-unsupported",
        {},
        id="tf-47263-random-rotation-numpy120",  # tensorflow/tensorflow#47263 (r39-0-002)
    ),
    S(
        "  Building wheel for numba (setup.py) ... error",
        "dependency-wheel-missing",
        {"package3": "numba"},
        id="magenta-numba-py39-windows",  # magenta/magenta#2031 (r39-0-005)
    ),
    S(
        "      error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft "
        "C++ Build Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/",
        "dependency-wheel-missing",
        {},
        id="magenta-msvc-required",  # magenta/magenta#2031 (r39-0-005)
    ),
    S(
        "`ModuleNotFoundError: No module named 'tensorflow.python.keras.engine'`",
        "tensorflow-api-mismatch",
        {"module6": "tensorflow.python.keras.engine"},
        id="deep-histopath-tf18-keras-engine",  # CODAIT/deep-histopath#40 (r39-1-009)
    ),
    S(
        "InvalidArgumentError: No OpKernel was registered to support Op 'ConfigureDistributedTPU' "
        "used by {{node ConfigureDistributedTPU}} with these attrs: [enable_whole_mesh_"
        "compilations=false, tpu_embedding_config=\"\"]",
        "tpu-runtime-missing",
        {"op": "ConfigureDistributedTPU"},
        id="colab-tpu-vm-no-libtpu",  # googlecolab/colabtools#5203 (r39-1-014)
    ),
    S(
        "```tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot "
        "open shared object file: No such file or directory```",
        "container-no-gpu-access",
        {},
        id="serving-gpu-plain-docker",  # tensorflow/serving#660 (r39-1-019)
    ),
    # round 41's misses (spent)
    S(
        "Didn't find op for builtin opcode 'RANGE' version '1'. An older version of this "
        "builtin might be supported. Are you using an old TFLite binary with a newer model?",
        "tflite-runtime-op-missing",
        {"op": "RANGE"},
        id="tflm-no-range-op",  # mocleiri/tensorflow-micropython-examples#81 (r41-0-008)
    ),
    S(
        "    F tensorflow/stream_executor/cuda/cuda_driver.cc:94] Check failed: s.ok() could not "
        "find cuDevicePrimaryCtxSetFlags in libcuda DSO; dlerror: /usr/lib/libcuda.so.1: "
        "undefined symbol: cuDevicePrimaryCtxSetFlags",
        "driver-too-old",
        {"symbol": "cuDevicePrimaryCtxSetFlags"},
        id="tf-6787-legacy-340-driver",  # tensorflow/tensorflow#6787 (r41-0-006)
    ),
    S(
        "pciBusID: 0000:01:00.0 name: GeForce GT 220 computeCapability: 1.2",
        "compute-capability-unsupported",
        {"cc": "1.2"},
        id="efficientdet-gt220-cc12",  # xuannianz/EfficientDet#188 (r41-0-007)
    ),
    # round 42's misses (spent)
    S(
        "ValueError: Cannot feed value of shape (256, 17) for Tensor 'input:0', which has shape "
        "'(?, 2)'",
        "tensor-shape-mismatch",
        {"a5": "(256, 17)", "b5": "(?, 2)"},
        id="udacity-translation-feed-shape",  # udacity/deep-learning language-translation (r42-0-004)
    ),
    S(
        "ValueError: input channels does not match filter's input channels, 512 != 256",
        "tensor-shape-mismatch",
        {"a6": "512", "b6": "256"},
        id="udacity-dcgan-filter-channels",  # udacity/deep-learning dcgan-svhn (r42-0-003)
    ),
    S(
        "ValueError: Error when checking : expected global_average_pooling2d_8_input to have "
        "shape (None, 1, 1, 2048) but got array with shape (1, 7, 7, 2048)",
        "keras-model-input-shape-mismatch",
        {"input": "global_average_pooling2d_8_input"},
        id="udacity-dog-app-bottleneck",  # udacity/machine-learning dog-project (r42-1-012)
    ),
    S(
        "//anaconda/envs/tensorflow/lib/python3.5/site-packages/ipykernel/__main__.py:14: "
        "UserWarning: No GPU found. Please use a GPU to train your neural network.",
        "devices-no-gpu",
        {},
        id="udacity-tv-script-no-gpu",  # udacity/deep-learning tv-script-generation (r42-0-008)
    ),
    S(
        "Object was never used (type <class 'tensorflow.python.framework.ops.Operation'>):",
        "benign-tf-should-use-notice",
        {},
        id="udacity-face-gen-should-use",  # udacity/deep-learning face_generation (r42-0-009)
    ),
    S(
        "ModuleNotFoundError: No module named 'numpy'",
        "python-module-missing",
        {},
        id="udacity-intro-tf-no-numpy",  # udacity/machine-learning intro-to-tensorflow (r42-1-013)
    ),
    # round 43's misses (spent)
    S(
        'NotFoundError: Tensor name "rnnlm/multi_rnn_cell/cell_1/basic_lstm_cell/weights" not '
        "found in checkpoint files data/linux_kernel/model.ckpt-8000",
        "checkpoint-variable-name-mismatch",
        {"variable": "rnnlm/multi_rnn_cell/cell_1/basic_lstm_cell/weights"},
        id="tf101-char-rnn-tf10-renames",  # sjchoi86/Tensorflow-101 char_rnn_sample (r43-0-009)
    ),
    S(
        "ValueError: cannot reshape array of size 49 into shape (14,14)",
        "tensor-shape-mismatch",
        {"a3b": "49", "b3b": "(14,14)"},
        id="dlzerotoall-pooled-reshape",  # hunkim/DeepLearningZeroToAll CNN basics (r43-1-003)
    ),
    S(
        "WARNING:tensorflow:Error encountered when serializing LAYER_NAME_UIDS.",
        "benign-saved-model-notice",
        {},
        id="cookbook-layer-name-uids",  # nfmcclure/tensorflow_cookbook stacked LSTM (r43-0-005)
    ),
    # round 45's misses (spent)
    S(
        "/home/jovyan/" + "work/week5/Initialization/init_utils.py:145: RuntimeWarning: divide by "
        "zero encountered in log",
        "training-loss-nan",
        {"op": "log"},
        # Kulbear/deep-learning-coursera's Initialization notebook (r45-0-001)
        id="coursera-init-log-zero",
    ),
    # round 46's misses (spent)
    S(
        "AttributeError: 'Model' object has no attribute 'predict_classes'",
        "tensorflow-api-mismatch",
        {"method": "predict_classes"},
        id="tf2-hacks-predict-classes",  # sayakpaul/TF-2.0-Hacks Jigsaw notebook (r46-0-001)
    ),
    S(
        "WARNING:tensorflow:Error in loading the saved optimizer state. As a result, your model "
        "is starting with a freshly initialized optimizer.",
        "keras-h5-optimizer-state-not-restored",
        {},
        id="tf2-hacks-optimizer-state",  # sayakpaul/TF-2.0-Hacks (r46-0-002)
    ),
    S(
        "requires the model to be a Functional model or a Sequential model. It does not work for "
        "subclassed models, because such models are defined via the body of a Python method, "
        "which isn't safely serializable.",
        "keras-h5-subclassed-model-unsupported",
        {},
        id="tf2-hacks-wandb-h5-subclassed",  # sayakpaul/TF-2.0-Hacks wandb notebook (r46-0-006)
    ),
    S(
        "/usr/local/lib/python3.5/dist-packages/ipykernel_launcher.py:6: DeprecationWarning: "
        "`imresize` is deprecated!",
        "benign-deprecation-warning",
        {},
        id="dl-course-2018-imresize",  # tensorchiefs/dl_course_2018 (r46-1-008)
    ),
    # round 47's miss (spent)
    S(
        "ModuleNotFoundError: No module named 'google.colab'",
        "colab-magic-unavailable",
        {"module": "google.colab"},
        id="dlwp2-colab-upload-elsewhere",  # rickiepark/deep-learning-with-python-2nd (r47-1-001)
    ),
    # round 48's misses (spent)
    S(
        "InvalidArgumentError (see above for traceback): Integer division by zero",
        "integer-division-by-zero",
        {},
        id="tf-estimator-tutorials-floormod",  # GoogleCloudPlatform/tf-estimator-tutorials (r48-0-001)
    ),
    S(
        "ERROR: (gcloud.ml-engine.local.predict) RuntimeError: Bad magic number in .pyc file",
        "python-bytecode-version-mismatch",
        {},
        id="tf-estimator-tutorials-pyc",  # GoogleCloudPlatform/tf-estimator-tutorials (r48-0-002)
    ),
    S(
        "WARNING:tensorflow:Trapezoidal rule is known to produce incorrect PR-AUCs; please switch to \"careful_interpolation\" instead.",
        "auc-trapezoidal-rule-inaccurate",
        {},
        id="tf-estimator-tutorials-pr-auc",  # GoogleCloudPlatform/tf-estimator-tutorials (r48-0-007)
    ),
    S(
        "WARNING:tensorflow:Model was compiled with an optimizer, but the optimizer is not from `tf.train` (e.g. `tf.train.AdagradOptimizer`). Only the serving graph was exported. The train and evaluate graphs were not added to the SavedModel.",
        "keras-saved-model-optimizer-not-exported",
        {},
        id="tf-estimator-tutorials-serving-only",  # GoogleCloudPlatform/tf-estimator-tutorials (r48-0-009)
    ),
    # --- round 49/50 (sealed, scored once at 4397829 before these rules were written) ---
    S(
        "NotFoundError: '__inference__tpu_init_fn_105' is neither a type of a primitive operation nor a name of a function registered in binary running on n-050d2992-w-0. Make sure the operation or function is registered in the binary running in this process.",
        "op-not-registered",
        {"op3": "__inference__tpu_init_fn_105"},
        id="tpu-runtime-older-than-client",  # tensorflow/tensorflow#34391 (r49-0-001)
    ),
    S(
        "ValueError: No op named HorovodAllreduce in defined operations.",
        "op-not-registered",
        {"op2": "HorovodAllreduce"},
        id="tf1-importer-horovod-op",  # horovod/horovod docs/inference.rst (r50-0-016)
    ),
    S(
        "Some ops are not supported by the native TFLite runtime, you can enable TF kernels fallback using TF Select. See instructions: https://www.tensorflow.org/lite/guide/ops_select ",
        "tflite-converter-select-ops-needed",
        {},
        id="tflite-select-einsum",  # tensorflow/tensorflow#46565 (r49-0-016)
    ),
    S(
        "E c:\\tf_jenkins\\home\\workspace\\release-win\\device\\gpu\\os\\windows\\tensorflow\\core\\common_runtime\\gpu\\gpu_device.cc:586] Could not identify NUMA node of /job:localhost/replica:0/task:0/gpu:0, defaulting to 0.  Your kernel may not have been built with NUMA support.",
        "benign-numa",
        {},
        id="numa-tf012-windows",  # tensorflow/tensorflow#5986 (r49-1-007)
    ),
    S(
        "TensorRT unsupported/non-converted OP Report:",
        "benign-tftrt-notice",
        {},
        id="tftrt-nonconverted-report",  # tensorflow/tensorrt "Using Dynamic Shapes" notebook (r50-1-003)
    ),
    S(
        "[07/19/2025-23:34:55] [E] Error[9]: IBuilder::buildSerializedNetwork: Error Code 9: API Usage Error (Target GPU SM 120 is not supported by this TensorRT release.)  ",
        "compute-capability-unsupported",
        {"sm": "120"},
        id="tensorrt-sm120",  # DDTRobot/tita_rl_sim2sim2real#7 (r49-1-018)
    ),
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: libnccl.so.2: cannot open shared object file: No such file or directory",
        "nccl-error",
        {"library": "libnccl.so.2"},
        id="horovod-libnccl-missing",  # horovod/horovod README (r50-0-015)
    ),
    S(
        "NotFoundError: /home/miriam/anaconda2/envs/py35/lib/python3.5/site-packages/tensorflow/contrib/cudnn_rnn/python/ops/_cudnn_rnn_ops.so: cannot open shared object file: No such file or directory",
        "tensorflow-install-broken",
        {},
        id="anaconda-tf012-no-cudnn-rnn-ops",  # tensorflow/tensorflow#6188 (r49-1-008)
    ),
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: C:\\pythonwork\\NLPWord2Vec\\word2vec_ops.so not found.",
        "custom-op-library-missing",
        {"lib": "C:\\pythonwork\\NLPWord2Vec\\word2vec_ops.so"},
        id="word2vec-ops-not-built",  # tensorflow/models#3540 (r49-3-003)
    ),
    S(
        "ImportError: cannot import name symbol_database",
        "protobuf-incompatible",
        {},
        id="protobuf2-symbol-database",  # tensorflow/tensorflow#282 (r49-2-002)
    ),
    S(
        "      ModuleNotFoundError: No module named 'imp'",
        "python-version-unsupported",
        {"module": "imp"},
        id="crepe-setup-imp-py312",  # magenta/magenta#2111 (r49-1-014)
    ),
    S(
        "`mlfinlab 1.0.1 requires numpy==1.20.1, but tensorflow 2.4.1 requires numpy~=1.19.2.`",
        "pip-dependency-conflict",
        {"package": "numpy", "requirement": "==1.20.1", "other_requirement": "~=1.19.2"},
        id="two-pins-of-numpy",  # hudson-and-thames/mlfinlab#491 (r49-0-005)
    ),
    S(
        "W0521 06:57:56.576263 140586430400384 utils.py:583] Shape mismatch: efficientnetv2-b0/head/dense/kernel",
        "keras-weights-skipped-shape-mismatch",
        {"var": "efficientnetv2-b0/head/dense/kernel"},
        id="automl-head-shape-mismatch",  # google/automl efficientnetv2/tutorial.ipynb (r50-1-007)
    ),
    S(
        "Cause: module 'gast' has no attribute 'Index'",
        "tensorflow-requirement-unmet",
        {},
        id="gast-cause-own-line",  # serge-sans-paille/gast#53 (r16-2-014)
    ),
    # --- round 51 (sealed, scored once at 782d1bc before these rules were written) ---
    S(
        "ImportError: /lib/x86_64-linux-gnu/libc.so.6 version `GLIBC_2.34` not found...",
        "glibc-too-old",
        {"needed": "GLIBC_2.34"},
        id="glibc-backtick-closed",  # oberluz/pycoral#7 (r51-0-002)
    ),
    S(
        "I encountered the `CUDNN_STATUS_INTERNAL_ERROR ` error although it did not occur on efficientnet and retinanet.",
        "cudnn-init-failed",
        {"status3": "CUDNN_STATUS_INTERNAL_ERROR"},
        id="cudnn-status-in-words",  # xuannianz/EfficientDet#177 (r51-0-011)
    ),
    S(
        "Hi.. I am trying to use tensorfloe_federated in Google Colab.. but its giving me an error \"No module named 'tensorflow_federated\"",
        "ecosystem-import-failed",
        {"module": "tensorflow_federated"},
        id="tff-not-installed-quote-lost",  # googlecolab/colabtools#2616 (r51-0-012)
    ),
    S(
        "`Unhandled exception. System.EntryPointNotFoundException: Unable to find an entry point named 'TF_StringInit' in DLL 'tensorflow'.`",
        "libtensorflow-c-version-mismatch",
        {"symbol": "TF_StringInit"},
        id="tfnet-redist-behind",  # SciSharp/TensorFlow.NET#794 (r51-0-017)
    ),
    S(
        "Unhandled Exception: Invalid argument(s): Failed to load dynamic library (dlopen failed: library \"libtensorflowlite_c.so\" not found)",
        "libtensorflow-c-missing",
        {"library": "libtensorflowlite_c.so"},
        id="tflite-flutter-no-jnilibs",  # Rajatkalsotra/Face-Recognition-Flutter#6 (r51-0-022)
    ),
    S(
        " python3-tflite-runtime : Depends: python3 (< 3.10) but 3.11.2",
        "python-version-unsupported",
        {"package2": "python3-tflite-runtime", "below2": "3.10", "python": "3.11.2"},
        id="coral-apt-python311",  # tensorflow/tensorflow#62377 (r51-2-011)
    ),
    S(
        "error: mpicxx -show failed, is mpicxx in $PATH?",
        "mpi-compiler-not-found",
        {},
        id="horovod-no-mpicxx",  # horovod/horovod docs/troubleshooting.rst (r50-0-013)
    ),
    S(
        "InternalError:  Failed to feed calibration data",
        "tftrt-calibration-input-invalid",
        {},
        id="tftrt-int8-bare-tensor",  # tensorflow/tensorrt Colab-TF20-TF-TRT notebook (r50-1-004)
    ),
    S(
        "v2.0.4rc2 CUBLAS_STATUS_NOT_INITIALIZED",
        "cublas-init-failed",
        {"status3": "CUBLAS_STATUS_NOT_INITIALIZED"},
        id="cublas-status-in-a-title",  # tensorflow/tensorflow#45070 (its title)
    ),
    # --- rounds 52-53 (sealed, scored once at 4204157 before these rules were written) ---
    S(
        "Error importing tensorflow. Unless you are using bazel,\nyou should not try to import tensorflow from its source directory;",
        "shadowed-by-working-directory",
        {},
        id="tf-source-tree-cwd",  # tensorflow/tensorflow#6726 (r52-0-014)
    ),
    S(
        "ConvolutionalBackwardFilter_V2 cudnn DSO dlerror",
        "cudnn-missing",
        {"symbol2": "ConvolutionalBackwardFilter_V2"},
        id="cudnn-dso-shorthand",  # tensorflow/tensorflow#1943 (r52-0-020)
    ),
    S(
        "But in using the **otbcli_TensorflowModelTrain** command there is an error that is **illegals instruction (core dumped)**. I need help",
        "cpu-missing-avx",
        {},
        id="illegals-instruction",  # remicres/otbtf#77 (r52-1-009)
    ),
    S(
        "  (0) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used by {{node cond_40/then/_0/cond/CudnnRNNV3}} with these attrs: [T=DT_FLOAT, input_mode=\"linear_input\", direction=\"unidirectional\", rnn_mode=\"lstm\", is_training=true, seed2=0, num_proj=0, time_major=false, dropout=0, seed=0]\nRegistered devices: [CPU, GPU]",
        "op-no-kernel-on-device",
        {"op2": "CudnnRNNV3"},
        id="cudnn-rnn-on-metal",  # lewagon/data-setup#137 (r52-2-009)
    ),
    S(
        "tensorflow.python.framework.errors_impl.NotFoundError: libhdfs.so: cannot open shared object file: No such file or directory",
        "libhdfs-missing",
        {"library": "libhdfs.so"},
        id="pai-no-hadoop",  # microsoft/pai#2773 (r52-2-021)
    ),
    S(
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 (from versions: 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1) ERROR: No matching distribution found for tensorflow-gpu==2.11",
        "windows-native-gpu-unsupported",
        {},
        id="tf-gpu-211-windows",  # nicknochnack/TFODCourse#118 (r11-2-018)
    ),
    S(
        "ERROR: No matching distribution found for tensorflow-gpu<=1.14.0,>=1.10.0 (from -r requirements.txt (line 1))",
        "python-version-unsupported",
        {"package": "tensorflow-gpu", "spec": "<=1.14.0,>=1.10.0"},
        id="tf-gpu-1x-py38",  # CorentinJ/Real-Time-Voice-Cloning#194 (r52-0-002)
    ),
    S(
        "/usr/local/lib/python3.6/dist-packages/ipykernel_launcher.py:9: UserWarning: Creating resources inside a function passed to Dataset.map() is not supported. Create each resource outside the function, and capture it inside the function to use it.",
        "tfdata-resource-created-in-map",
        {},
        id="tfrs-lookup-in-map",  # tensorflow/recommenders movielens_side_information.ipynb (r53-0-004)
    ),
    S(
        "/usr/local/lib/python3.8/dist-packages/matplotlib/backends/backend_agg.py:214: RuntimeWarning: Glyph 36825 missing from current font.",
        "matplotlib-font-missing-glyph",
        {},
        id="seq2seq-cjk-glyph",  # tensorflow/text Seq2Seq_2023cmn-en ENG.ipynb (r53-0-011)
    ),
    S(
        "{{function_node __wrapped__Pack_N_2_device_/job:localhost/replica:0/task:0/device:CPU:0}} Shapes of all inputs must match: values[0].shape = [64,100,256] != values[1].shape = [] [Op:Pack] name: ",
        "tensor-shape-mismatch",
        {"a7": "[64,100,256]", "b7": "[]"},
        id="keras3-gru-initial-state-pack",  # tensorflow/text text_generation.ipynb (r53-0-007)
    ),
    # --- rounds 54-55 (sealed, scored once at 8d6d42f before these rules were written) ---
    S(
        "COLAB || AttributeError: `BatchNormalization` is not available with Keras 3.",
        "keras-version-mismatch",
        {},
        id="compat-v1-layer-keras3",  # DeepLabCut/DeepLabCut#2839 (r54-0-013, its title)
    ),
    S(
        "WARNING:absl:No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)",
        "devices-no-gpu",
        {},
        id="jax-no-gpu",  # google/trax examples/earlystopping.ipynb (r55-1-011)
    ),
    S(
        "Attempting to capture an EagerTensor without building a function.",
        "graph-mode-eager-only-code",
        {},
        id="tff-eager-constant-captured",  # tensorflow/federated custom_federated_algorithms_1 (r55-0-011)
    ),
    S(
        "Corrupt JPEG data: 240 extraneous bytes before marker 0xd9",
        "dataset-corrupt-image",
        {},
        id="libjpeg-corrupt",  # tensorflow/similarity sampler_io_cookbook.ipynb (r55-1-003)
    ),
    S(
        "224/727 [========>.....................] - ETA: 41s - loss: 0.6927 - accuracy: 0.5188Corrupt JPEG data: 99 extraneous bytes before marker 0xd9",
        "dataset-corrupt-image",
        {},
        id="libjpeg-corrupt-after-progress-bar",  # tensorflow/datasets#2188 (r108-1-005)
    ),
    S(
        "InvalidArgumentError: Input is empty.",
        "dataset-corrupt-image",
        {},
        id="decode-image-input-empty",  # keras-team/keras#15047 (r108-1-006)
    ),
    S(
        "  (0) Invalid argument:  Key: image/object/parts/y.  Data types don't match. Expected type: int64, Actual type: float",
        "tfrecord-feature-dtype-mismatch",
        {"feature": "image/object/parts/y", "want": "int64", "got": "float"},
        id="tfrecord-dtype-mismatch",  # ethanyanjiali/deep-vision#13 (r108-1-004)
    ),
    S(
        "W1209 12:51:13.721078 140482357958464 network.py:1299] Model inputs must come from `tf.keras.Input` (thus holding past layer metadata), they cannot be the output of a previous non-Input layer. Here, a tensor specified as input to \"model_2\" was not an Input tensor, it was generated by layer input_3.",
        "benign-keras-notice",
        {},
        id="keras-model-inputs-not-input-layer",  # Advanced-Deep-Learning-with-Python cgan (r108-4-003)
    ),
    S(
        "ERROR: /home/user/.cache/bazel/_bazel_user/72b873eb6d5ae04e4604623b233589ea/external/com_google_protobuf/BUILD:981:21: in proto_lang_toolchain rule @com_google_protobuf//:cc_toolchain: '@com_google_protobuf//:cc_toolchain' does not have mandatory provider 'ProtoInfo'.",
        "bazel-version-mismatch",
        {"provider": "ProtoInfo"},
        id="bazel-mandatory-provider",  # tensorflow/text#680 (r109-0-002)
    ),
    S(
        "`This file was generated by a newer version of protoc which is incompatible with your Protocol Buffer headers.  Please update your headers.`",
        "custom-op-compile-failed",
        {"age": "newer"},
        id="protoc-newer-than-headers",  # horovod/horovod#825 (r109-0-001)
    ),
    S(
        "WARNING:absl:`lr` is deprecated, please use `learning_rate` instead, or use the legacy optimizer, e.g.,tf.keras.optimizers.legacy.SGD.",
        "benign-deprecation-warning",
        {},
        id="absl-lr-deprecated",  # tensorchiefs/dl_course_2023 banknote notebook (r109-5-003)
    ),
    S(
        "AttributeError: 'ResourceVariable' object has no attribute 'ndim'",
        "tensorflow-api-mismatch",
        {"cls": "ResourceVariable", "attr": "ndim"},
        id="numpy-attribute-on-variable",  # AakashKumarNain/TF_JAX_tutorials (r109-4-004)
    ),
    S(
        "`docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: container error: cgroup subsystem devices not found: unknown`.",
        "container-no-gpu-access",
        {"stage": "container"},
        id="nvidia-container-cli-cgroup-v2",  # NVIDIA/nvidia-container-toolkit#23 (r110-3-001)
    ),
    S(
        "**nvidia-container-cli: detection error: driver error: failed to process request**",
        "container-no-gpu-access",
        {"stage": "detection"},
        id="nvidia-container-cli-driver-error",  # pop-os/pop#888 (r110-3-002)
    ),
    S(
        "I have this same `jaxlib.xla_extension.XlaRuntimeError: INTERNAL: RET_CHECK failure (external/org_tensorflow/tensorflow/compiler/xla/service/gpu/gemm_algorithm_picker.cc:327) stream->parent()->GetBlasGemmAlgorithms(stream, &algorithms)` error.",
        "cublas-init-failed",
        {},
        id="xla-gemm-no-blas-algorithms",  # jax-ml/jax#13504 (r110-2-002)
    ),
    S(
        "Error in `torch_tensor_cpp(data, dtype, device, requires_grad, pin_memory)`: CUDA error: out of memory",
        "gpu-out-of-memory",
        {},
        id="cuda-error-out-of-memory-r-torch",  # Kaggle/docker-rstats#182 (r110-2-003)
    ),
    S(
        "TypeError: <class 'keras.src.models.functional.Functional'> could not be deserialized properly. Please ensure that components that are Python object instances (layers, models, etc.) returned by `get_config()` are explicitly deserialized in the model's `from_config()` method.",
        "keras-custom-layer-get-config-missing",
        {"cls": "keras.src.models.functional.Functional"},
        id="keras3-functional-not-deserialized",  # remigenet/TKAT#14 (r110-0-004)
    ),
    S(
        "WARNING: tf-agents 0.5.0 does not provide the extra 'reverb'",
        "dependency-wheel-missing",
        {"package": "tf-agents", "version": "0.5.0", "extra": "reverb"},
        id="pip-extra-not-provided",  # tensorflow/agents#669 (r111-1-002)
    ),
    S(
        "W0810 06:56:56.334852 140069235160960 tf_logging.py:161] <tensorflow.python.keras.layers.recurrent.UnifiedLSTM object at 0x7f63ac8df160>: Note that this layer is not optimized for performance. Please use tf.keras.layers.CuDNNLSTM for better performance on GPU.",
        "keras-lstm-cudnn-criteria-unmet",
        {"layer2": "UnifiedLSTM"},
        id="tf2-preview-unified-lstm",  # wikibook/tf2 Chapter7 (r111-3-004)
    ),
    S(
        "AttributeError: module 'tensorboard.summary._tf.summary' has no attribute 'FileWriter'",
        "tensorflow-api-mismatch",
        {"attr5": "FileWriter"},
        id="tf2-summary-no-filewriter",  # taomanwai/tensorboardcolab#14 (r111-2-005)
    ),
    S(
        "> AttributeError: module 'tensorboard.util' has no attribute 'Retrier'",
        "tensorboard-duplicate-install",
        {"attr": "Retrier"},
        id="tensorboard-util-retrier",  # ageron/handson-ml#440 (r111-2-008)
    ),
    S(
        "ValueError: Cannot convert '('c', 'o', 'u', 'n', 't', 'e', 'r')' to a shape. Found invalid entry 'c' of type '<class 'str'>'.",
        "keras-version-mismatch",
        {},
        id="keras3-name-as-shape",  # tensorflow/recommenders#731 (r111-1-001)
    ),
    S(
        "Warning: tf.lite.Interpreter is deprecated and is scheduled for deletion in",
        "benign-deprecation-warning",
        {},
        id="tflite-interpreter-deprecated",  # OHF-Voice/micro-wake-word#85 (r111-0-001)
    ),
    S(
        "appears to be corrupted. The path 'Lib/site-packages/tensorflow/include/external/llvm-project/mlir/_virtual_includes/AllocationOpInterfaceIncGen/mlir/Dialect/Bufferization/IR/AllocationOpInterface.cpp.inc'",
        "windows-long-paths-disabled",
        {},
        id="conda-package-manifest-path-missing",  # flatironinstitute/CaImAn#1159 (r112-0-004)
    ),
    S(
        "  Could not find requirements_lock.txt file matching specified Python version.",
        "python-version-unsupported",
        {},
        id="hermetic-python-no-lock",  # Homebrew/homebrew-core#201589 (r112-1-002)
    ),
    S(
        "UnimplementedError:  Deterministic GPU implementation of SparseSoftmaxXentWithLogitsOp not available.",
        "deterministic-op-unimplemented",
        {"op": "SparseSoftmaxXentWithLogitsOp"},
        id="deterministic-sparse-softmax",  # tensorflow/tensorflow#51596 (r112-2-003)
    ),
    S(
        "    Python Has Stopped Working",
        "tensorflow-crashed",
        {},
        id="windows-python-has-stopped-working",  # tensorflow/tensorflow#9829 (r113-0-006)
    ),
    S(
        "WARNING:absl:You use TensorFlow DType <dtype: 'float32'> in tfds.features This will soon be deprecated in favor of NumPy DTypes. In the meantime it was converted to float32.",
        "benign-deprecation-warning",
        {},
        id="tfds-tensorflow-dtype-note",  # tensorflow/datasets#4612 (r113-1-007)
    ),
    S(
        "2023-10-18 13:57:08.162907: E tensorflow_serving/sources/storage_path/file_system_storage_path_source.cc:353] FileSystemStoragePathSource encountered a filesystem access error: Could not find base path /models/C/ for servable C with error NOT_FOUND: /models/C/ not found",
        "serving-model-version-dir-missing",
        {"model2": "C"},
        id="serving-base-path-missing",  # tensorflow/serving#2189 (r114-1-002)
    ),
    S(
        "> { \"error\": \"Failed to process element: 1 key: seq_input of \\'instances\\' list. Error: Invalid argument: Expecting tensor size: 34 but got: 20\" }",
        "serving-request-input-mismatch",
        {"want": "34", "got": "20"},
        id="serving-instances-unequal-size",  # tensorflow/serving#1292 (r114-1-004)
    ),
    S(
        "[libprotobuf ERROR external/com_google_protobuf/src/google/protobuf/text_format.cc:324] Error parsing text-format tensorflow.SavedModel: 30:5: Message type \"tensorflow.SavedModel\" has no field named \"type\".",
        "saved-model-tags-not-found",
        {},
        id="saved-model-pbtxt-not-savedmodel",  # tensorflow/serving#1945 (r114-1-003)
    ),
    S(
        "SystemError: unknown opcode",
        "keras-lambda-python-version-mismatch",
        {},
        id="lambda-unknown-opcode",  # movchan74/street_to_shop_experiments#2 (r114-2-004)
    ),
    S(
        "WARNING:tensorflow:Model failed to serialize as JSON. Ignoring... Layers with arguments in `__init__` must override `get_config`.",
        "keras-custom-layer-get-config-missing",
        {},
        id="keras-json-serialize-ignored",  # leekunhee/Mask_RCNN train_shapes (r114-4-002)
    ),
    S(
        "NameError: Exception encountered when calling layer \"ml2norm\" (type Lambda).",
        "keras-custom-object-unknown",
        {"layer": "ml2norm"},
        id="lambda-nameerror-on-load",  # AVAuco/laeonetplus#8 (r114-2-002)
    ),
    S(
        "Error: A dynamic link library (DLL) initialization routine failed.",
        "dll-load-failed",
        {},
        id="node-dll-initialization-failed",  # tensorflow/tfjs#6034 (r115-1-002)
    ),
    S(
        "[2023-05-23 21:49:30 +0100] [5414] [WARNING] Worker with pid 5419 was terminated due to signal 4",
        "cpu-missing-avx",
        {},
        id="gunicorn-worker-signal-4",  # broadinstitute/SpliceAI-lookup#37 (r116-3-004)
    ),
    S(
        "ImportError: Image transformations require SciPy. Install SciPy.",
        "python-module-missing",
        {"module": "SciPy"},
        id="keras-image-transforms-need-scipy",  # tensorflow/tensorflow#50531 (r116-2-003)
    ),
    S(
        "\u8fd0\u884ckreas\u91cc\u7684train.py\u65f6Found 0 images belonging to 0 classes.\u662f\u600e\u4e48\u56de\u4e8b",
        "dataset-no-images-found",
        {"classes": "0"},
        id="flow-from-directory-found-0",  # UPCCV/cat-vs-dog#1 (r116-2-006)
    ),
    S(
        "NotFoundError: Could not find directory data",
        "dataset-directory-not-found",
        {"path": "data"},
        id="image-dataset-directory-missing",  # nicknochnack/ImageClassification#10 (r116-2-001)
    ),
    S(
        "tensorflow.python.framework.errors_impl.UnknownError: JIT compilation failed. [Op:FloorMod]",
        "ptxas-missing",
        {"op": "FloorMod"},
        id="xla-jit-compilation-failed-op",  # tensorflow/tensorflow#57162 (r116-1-001)
    ),
    S(
        "2024-03-30 23:05:27.516741: W tensorflow/core/framework/op_kernel.cc:1827] UNKNOWN: JIT compilation failed.",
        "ptxas-missing",
        {},
        id="kernel-gen-jit-compilation-failed",  # google-research/bleurt#60 (outside the corpus)
    ),
    S(
        "Some weights of DistilBertForSequenceClassification were not initialized from the model checkpoint at distilbert-base-uncased and are newly initialized: ['pre_classifier.bias', 'classifier.bias', 'classifier.weight', 'pre_classifier.weight']",
        "benign-transformers-checkpoint-notice",
        {},
        id="pytorch-weights-newly-initialized",  # laxmimerit/NLP-Tutorials-with-HuggingFace (r116-5-005)
    ),
    S(
        "WARNING:absl:Importing a function (__inference_top_activation_layer_call_and_return_conditional_losses_3410690) with ops with unsaved custom gradients. Will likely fail if a gradient is requested.",
        "benign-saved-model-notice",
        {},
        id="unsaved-custom-gradients",  # tensorflow/similarity kaggle.ipynb (r55-1-005)
    ),
    S(
        "WARNING:tensorflow:\nThe TensorFlow contrib module will not be included in TensorFlow 2.0.",
        "benign-deprecation-warning",
        {},
        id="contrib-sunset",  # google/trax image_generation.ipynb (r55-1-009)
    ),
    S(
        "/opt/conda/lib/python3.7/site-packages/keras/utils/generic_utils.py:497: CustomMaskWarning: Custom mask layers require a config and must override get_config. When loading, the custom mask layer must be passed to the custom_objects argument.",
        "benign-keras-notice",
        {},
        id="custom-mask-warning",  # tensorflow/similarity kaggle_keras_tuner.ipynb (r55-1-013)
    ),
    # --- rounds 56-57 (sealed, scored once at 13d0696 before these rules were written) ---
    S(
        ">RuntimeError: GPUs were assigned to this worker by Ray, but TensorFlow reports GPU acceleration is disabled. This could be due to a bad CUDA or TF installation.",
        "no-gpu-device",
        {},
        id="ray-worker-no-gpu",  # ray-project/ray#10058 (r56-0-009)
    ),
    S(
        "ERROR: Could not find a version that satisfies the requirement tensorflow==2.0.0-beta1 (from keras-rl2)",
        "tensorflow-pinned-release-unavailable",
        {"pin": "2.0.0-beta1", "by": "keras-rl2"},
        id="keras-rl2-pins-tf-beta",  # hsahovic/poke-env#229 (r56-0-015)
    ),
    S(
        "Some ops are not supported by the native TFLite runtime",
        "tflite-converter-select-ops-needed",
        {},
        id="jax2tf-tflite-bitwise",  # google/jax jax2tf/g3doc/convert_models_results.md (r57-1-002)
    ),
    S(
        "| lm1b | FAIL | ValueError(\"Error when tracing gradients for SavedModel.\\n\\nCheck the error log to see the error that was raised when converting a gradient function to a concrete function. You may need to update the custom gradient, or disable saving gradients with ... (CROPPED)",
        "saved-model-gradient-tracing-failed",
        {},
        id="jax2tf-lm1b-gradients",  # google/jax jax2tf examples_eval/converters_results.md (r57-1-004)
    ),
    S(
        "    }) for key 'output_1' in the output of the function __inference_tf_graph_261080 used to generate the SavedModel signature 'serving_default'. Outputs for functions used as signatures must be a single Tensor, a sequence of Tensors, or a dictionary from string to Tensor.",
        "saved-model-signature-output-not-tensor",
        {},
        id="jax2tf-frozendict-signature",  # google/jax jax2tf converters_eval/converters_results.md (r57-1-005)
    ),
    # --- round 58 (sealed, scored once at cd2dd38 before these rules were written) ---
    S(
        "TypeError: Two datasets to concatenate have different types",
        "tensor-dtype-mismatch",
        {},
        id="tfdata-concatenate-dtypes",  # tensorflow/compression Y4MDataset doc (r58-0-009)
    ),
    S(
        "WARNING:tensorflow:TensorFlow optimizers do not make it possible to access optimizer attributes or optimizer state after instantiation. As a result, we cannot save the optimizer as part of the model save file.You will have to compile your model again after loading it. Prefer using a Keras optimizer instead (see keras.io/optimizers).",
        "keras-tf-optimizer-not-saved",
        {},
        id="tf-train-optimizer-not-saved",  # tensorflow/workshops AMLD 3_eager.ipynb (r58-1-001)
    ),
    S(
        "E0328 17:58:50.165885 140342252849024 tpu.py:330] Operation of type Placeholder (module_apply_tokens/input_ids) is not supported on the TPU. Execution will fail if this op is used in the graph. ",
        "benign-tpu-unused-placeholder-notice",
        {},
        id="tpu-hub-placeholders",  # tensorflow/workshops kdd2019 BERT on Cloud TPU (r58-1-006)
    ),
    S(
        "W0424 18:30:01.045316 140204269844352 callbacks_v1.py:135] Weight and gradient histograms not supported for eagerexecution, setting `histogram_freq` to `0`.",
        "keras-tensorboard-histograms-eager-unsupported",
        {},
        id="tb-v1-histograms-eager",  # tensorflow/tensorboard tensorboard_profiling_keras.ipynb (r58-1-011)
    ),
    S(
        "/usr/local/lib/python3.6/dist-packages/tensorflow/python/data/ops/readers.py:81: UserWarning: Creating resources inside a function passed to Dataset.flat_map() is not supported. Create each resource outside the function, and capture it inside the function to use it.",
        "benign-tfdata-resource-in-function-notice",
        {},
        id="tf20-readers-flat-map",  # tensorflow/tensorboard tensorboard_profiling_keras.ipynb (r58-1-012)
    ),
    S(
        "/bin/sh: pip: command not found",
        "pip-command-not-found",
        {},
        id="sh-no-pip",  # tensorflow/tensorboard migrate.ipynb (r58-1-014)
    ),
    S(
        "TypeError: Variable is unhashable. Instead, use tensor.ref() as the key.",
        "tensorflow-api-mismatch",
        {},
        id="tf2-variable-unhashable",  # tensorflow/recommenders-addons TrainableWrapper doc (r58-1-016)
    ),
    S(
        "WARNING:jax._src.xla_bridge:An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.",
        "devices-no-gpu",
        {},
        id="jax-no-cuda-jaxlib",  # jax 0.10.2's jax/_src/xla_bridge.py (its logger's words; the second review)
    ),
    # --- round 62 (sealed, scored once at 4ce8005 before these rules were written) ---
    S(
        "TypeError: `x` and `y` must have the same dtype, got tf.int32 != tf.float32",
        "tensor-dtype-mismatch",
        {"a": "tf.int32", "b": "tf.float32"},
        id="r-tf-binary-op-dtypes",  # rstudio/tensorflow NEWS.md 2.7.0 (r62-0-001)
    ),
    S(
        "          shape(1, 2))) # ValueError: Shapes (2, 2) and (1, 2) are not compatible",
        "tensor-shape-mismatch",
        {"a": "(2, 2)", "b": "(1, 2)"},
        id="tensorshape-merge",  # rstudio/tensorflow man/shape.Rd (r62-0-003)
    ),
    S(
        "# No registered 'RngReadAndSkip' OpKernel for 'GPU' devices",
        "op-no-kernel-on-device",
        {"op": "RngReadAndSkip", "device": "GPU"},
        id="rng-on-metal-gpu",  # rstudio/tensorflow man/install_tensorflow.Rd (r62-0-002)
    ),
    # --- the seventh session: common user errors found unread by the table, with real posts ---
    S(
        "InvalidArgumentError: logits and labels must have the same first dimension, got logits shape [6016,50000] and labels shape [7680]",
        "keras-labels-shape-mismatch",
        {"ls": "[6016,50000]", "lb": "[7680]"},
        id="sparse-loss-first-dimension",  # google/seq2seq#328
    ),
    S(
        "`InvalidArgumentErorr: logits and labels must be same size: logits_size=[1304,100] labels_size=[32,100]`",
        "keras-labels-shape-mismatch",
        {"ls2": "[1304,100]", "lb2": "[32,100]"},
        id="softmax-loss-same-size-tf1",  # abhaydoke09/Bilinear-CNN-TensorFlow#23
    ),
    S(
        'it reports an error: "TypeError: Cannot convert -0.5 to EagerTensor of dtype int64" in line 13, file optimizer.py',
        "tensor-dtype-mismatch",
        {"value": "-0.5", "dtype": "int64"},
        id="eager-convert-dtype",  # bangoc123/transformer#4
    ),
    S(
        "TypeError: Cannot convert value 1.2 to EagerTensor with requested dtype: int32",
        "tensor-dtype-mismatch",
        {"value": "1.2", "dtype": "int32"},
        id="eager-convert-requested-dtype",  # tensorflow/tensorflow#23479 (TF 1.12's words)
    ),
    S(
        "UnimplementedError:  Cast string to float is not supported",
        "non-numeric-input-data",
        {"to": "float"},
        id="cast-string-to-float",  # AarohiSingla/VGG-16#1
    ),
    S(
        "2024-09-18 05:28:05.240962: W tensorflow/core/framework/op_kernel.cc:1817] OP_REQUIRES failed at cast_op.cc:122 : UNIMPLEMENTED: Cast string to float is not supported",
        "non-numeric-input-data",
        {"to": "float"},
        id="cast-string-to-float-op-requires",  # tensorflow/tensorflow#75996
    ),
    S(
        "RuntimeError: tf.placeholder() is not compatible with eager execution.",
        "tensorflow-api-mismatch",
        {},
        id="placeholder-under-eager",  # jibynd/Neural-Texture-Transfer#1
    ),
    S(
        "RuntimeError: Supervisors are incompatible with eager execution.",
        "tensorflow-api-mismatch",
        {},
        id="supervisor-under-eager",  # TF 2.21's tensorflow/python/training/supervisor.py raise
    ),
    # --- round 63 (sealed, scored once at 3758ca0 before these rules were written) ---
    S(
        "You are using tensorflow version 1.15.0. The minimum required version is 2.3.0 (blacklisted: []).",
        "tensorflow-companion-mismatch",
        {"tf": "1.15.0", "need": "2.3.0"},
        id="keras-retinanet-own-tf-check",  # Samjith888/Keras-retinanet-Training-on-custom-datasets-for-Object-Detection-#10 (r63-2-004)
    ),
    S(
        "use this pipeline, you need to install the missing dependencies. Please install the package(s) that contain the module(s): tensorflow_text. ",
        "ecosystem-import-failed",
        {"module": "tensorflow_text", "package": "tensorflow-text"},
        id="rasa-pipeline-tensorflow-text",  # RasaHQ/rasa#5373 (r63-0-007)
    ),
    S(
        "Exception: Not all required importable packages are installed. To use this pipeline, you need to install the missing dependencies. Please install the package(s) that contain the module(s): spacy",
        "python-module-missing",
        {"modules": "spacy"},
        id="rasa-pipeline-spacy",  # RasaHQ/rasa#6440
    ),
    S(
        "Exception: Not all required packages are installed. Please install spacy",
        "python-module-missing",
        {"modules2": "spacy"},
        id="rasa-nlu-0x-spacy",  # RasaHQ/rasa#412
    ),
    S(
        "AttributeError: module 'google._upb._message' has no attribute 'Message'. Did you mean: 'CMessage'?",
        "protobuf-incompatible",
        {},
        id="protobuf-upb-message",  # tensorflow/tensorflow#56077 (r63-1-011)
    ),
    S(
        "LLVM ERROR: PTX version 8.5 does not support target 'sm_120' (or 'sm_120a'). Minimum required PTX version is 8.7",
        "compute-capability-unsupported",
        {"ptx": "8.5", "target": "sm_120", "need": "8.7"},
        id="xla-ptx-older-than-sm120",  # tensorflow/tensorflow#111958 (r63-1-003)
    ),
    S(
        "tensorflow.lite.python.convert_phase.ConverterError: Variable constant folding is failed. Please consider using enabling `experimental_enable_resource_variables` flag in the TFLite converter object. For example, converter.experimental_enable_resource_variables = True",
        "tflite-converter-resource-variables",
        {},
        id="tflite-variable-constant-folding",  # hunglc007/tensorflow-yolov4-tflite#434 (r63-2-005)
    ),
    S(
        "E tensorflow/core/common_runtime/gpu/gpu_device.cc:228] Illegal GPUOptions.experimental.num_dev_to_dev_copy_streams=0 set to 1 instead.",
        "benign-gpu-options-notice",
        {},
        id="tf110-gpu-options-notice",  # tensorflow/tensorflow#21406 (r63-1-009)
    ),
    S(
        "Registered devices: [CPU, XLA_CPU, XLA_GPU]",
        "cuda-libs-missing",
        {},
        id="xla-gpu-without-gpu",  # mozilla/DeepSpeech#3494 (r63-1-006)
    ),
    S(
        "InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'CudnnRNNParamsSize' with these attrs.  Registered devices: [CPU], Registered kernels:",
        "tensorflow-not-built-with-cuda",
        {"op": "CudnnRNNParamsSize"},
        id="tf1-cpu-package-cudnn-op",  # HKUST-KnowComp/R-Net#24 (r63-1-005)
    ),
    S(
        "  \u00d7 Getting requirements to build wheel did not run successfully.",
        "dependency-wheel-missing",
        {},
        id="pip-getting-requirements-failed",  # tensorflow/tensorflow#61426 (r63-1-008)
    ),
    # --- round 64 (sealed, scored once at 3d2ae48 before these rules were written) ---
    S(
        "ERROR - Tensorflow op [mrcnn_detection/DenseToDenseSetOperation: DenseToDenseSetOperation] is not supported",
        "tf2onnx-op-unsupported",
        {"op": "DenseToDenseSetOperation"},
        id="tf2onnx-op-not-supported",  # onnx/tensorflow-onnx#1555 (r64-2-007)
    ),
    S(
        "ValueError: Unsupported Ops in the model before optimization",
        "tfjs-converter-op-unsupported",
        {},
        id="tfjs-converter-unsupported-ops",  # tensorflow/tfjs#684 (r64-2-020)
    ),
    S(
        "tensorflow-serving_1    | 2018-03-09 09:56:14.700717: W tensorflow_serving/sources/storage_path/file_system_storage_path_source.cc:268] No versions of servable inception found under base path /bitnami/model-data",
        "serving-model-version-dir-missing",
        {"model": "inception", "path": "/bitnami/model-data"},
        id="serving-no-versions",  # bitnami/bitnami-docker-tensorflow-inception#4 (r64-2-025)
    ),
    S(
        "{ \"error\": \"JSON Value: 1 Type: Number is not of expected type: string\" }",
        "serving-request-input-mismatch",
        {"value": "1", "type": "Number", "want": "string"},
        id="serving-json-type",  # aws/amazon-sagemaker-examples#444 (r64-2-015)
    ),
    S(
        "RuntimeError: Attempting to use a delegate that only supports static-sized tensors with a graph that has dynamic-sized tensors (tensor#105 is a dynamic-sized tensor).Ignoring failed application of the default TensorFlow Lite delegate indexed at 0.",
        "tflite-default-delegate-failure-raises",
        {},
        id="tflite-runtime-delegate-raises",  # PINTO0309/Tensorflow-bin#45 (r64-3-022)
    ),
    S(
        "  /opt/hostedtoolcache/Python/3.12.8/x64/lib/python3.12/site-packages/keras/src/layers/convolutional/base_conv.py:107: UserWarning: Do not pass an `input_shape`/`input_dim` argument to a layer. When using Sequential models, prefer using an `Input(shape)` object as the first layer in the model instead.",
        "benign-keras-notice",
        {},
        id="keras3-input-shape-userwarning",  # shap/shap#3971 (r64-3-001)
    ),
    S(
        "WARNING:tensorflow:Please add `keras.layers.InputLayer` instead of `keras.Input` to Sequential model. ",
        "benign-keras-notice",
        {},
        id="keras-input-in-sequential-notice",  # keras-team/keras-io#507 (r64-3-002)
    ),
    S(
        "WARNING:absl:Skipping variable loading for optimizer 'Adam', because it has 111 variables whereas the saved optimizer has 1 variables.",
        "keras-h5-optimizer-state-not-restored",
        {"optimizer": "Adam", "have": "111", "saved": "1"},
        id="keras3-optimizer-variables-skipped",  # page:openillumi.com (r64-3-004)
    ),
    S(
        "`2019-01-25 20:51:33.325745: E tensorflow/core/kernels/data/cache_dataset_ops.cc:314] The calling iterator did not fully read the dataset we were attempting to cache. In order to avoid unexpected truncation of the sequence, the current [partially cached] sequence will be dropped. This can occur if you have a sequence similar to dataset.cache().take(k).repeat(). Instead, swap the order (i.e. dataset.take(k).cache().repeat())`",
        "dataset-cache-partially-read",
        {},
        id="tfdata-cache-partially-read",  # Justin-Tan/generative-compression#28 (r64-3-007)
    ),
    S(
        "ValueError: `handle` is not available outside the replica context or a `tf.distribute.Strategy.update()` call due to gradient tape",
        "distribute-strategy-scope-mismatch",
        {},
        id="handle-outside-replica-context",  # tensorflow/tensorflow#36392 (r64-2-024)
    ),
    S(
        "ValueError: You are passing a target array of shape (453, 1) while using as loss `categorical_crossentropy`. `categorical_crossentropy` expects targets to be binary matrices (1s and 0s) of shape (samples, classes). If your targets are integer classes, you can convert them to the expected format via:",
        "keras-labels-shape-mismatch",
        {"labels": "(453, 1)", "loss": "categorical_crossentropy"},
        id="keras2-target-array-categorical",  # https://www.developerload.com/error-while-using-categoricalcrossentropy (r64-2-006)
    ),
    S(
        "ERROR: Python version in specificed virtual environment /Users/nandom/miniforge3/envs/TF not 3.8.   Python 3.8 required for tensorflow_macos 0.1a2.",
        "python-version-unsupported",
        {"python": "3.8", "release": "0.1a2"},
        id="tensorflow-macos-installer-python",  # apple/tensorflow_macos#153 (r64-0-013)
    ),
    S(
        "hint: You're using CPython 3.13 (`cp313`), but `tensorflow` (v2.15.0) only has wheels with the following Python ABI tag: `cp311`",
        "python-version-unsupported",
        {"python2": "3.13", "package2": "tensorflow"},
        id="uv-hint-abi-tag",  # datawhalechina/fun-rec#154 (r64-0-023)
    ),
    S(
        "error: Distribution tensorflow-cpu==2.15.0 @ registry+https://pypi.org/simple can't be installed because it doesn't have a source distribution or wheel for the current platform hint: You're using CPython 3.12 (cp312), but tensorflow-cpu (v2.15.0) only has wheels with the following Python ABI tag: cp311",
        "python-version-unsupported",
        {"python2": "3.12", "package2": "tensorflow-cpu"},
        id="uv-hint-abi-tag-no-backticks",  # Physical-Intelligence/openpi#907 (r64-0-024)
    ),
    S(
        "Error: libcublas.so.9.0: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcublas.so.9.0"},
        id="tfjs-node-gpu-libcublas",  # tensorflow/tfjs#708 (r64-1-010)
    ),
    S(
        "2021-07-13 22:54:35.547805: F tensorflow/core/common_runtime/dml/dml_adapter_impl.cc:305] HRESULT failed with 0xd0000001: DXCoreCreateAdapterFactory(IID_PPV_ARGS(&adapter_factory))",
        "wsl-d3d12-missing",
        {},
        id="directml-dxcore-hresult",  # microsoft/DirectML#141 (r64-1-007)
    ),
    S(
        "Is GPU Available: []",
        "devices-no-gpu",
        {},
        id="gpu-available-empty-list",  # tensorflow/tensorflow#62322 (r64-1-019)
    ),
    # --- round 65 (sealed, scored once at fc58bbd before these rules were written) ---
    S(
        "undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE",
        "custom-op-abi-mismatch",
        {},
        id="undefined-cxx11-tf-symbol",  # sampepose/flownet2-tf#87 (r65-0-008)
    ),
    S(
        "    def TFE_ContextOptionsSetAsync(arg1, async):",
        "python-version-unsupported",
        {},
        id="tf-async-keyword-py37",  # liziliao/ASNE#10 (r65-0-012)
    ),
    S(
        "###  InvalidArgumentError (see above for traceback): NodeDef mentions attr 'dilations' not in Op<name=Conv2D; signature=input:T, filter:T -> output:T; attr=T:type,allowed=[DT_HALF, DT_FLOAT]; attr=strides:list(int); attr=use_cudnn_on_gpu:bool,default=true; attr=padding:string,allowed=[\"SAME\", \"VALID\"]; attr=data_format:string,default=\"NHWC\",allowed=[\"NHWC\", \"NCHW\"]>; NodeDef: TfPoseEstimator/conv1_1/Conv2D = Conv2D[T=DT_FLOAT, data_format=\"NHWC\", dilations=[1, 1, 1, 1], padding=\"SAME\", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device=\"/job:localhost/replica:0/task:0/device:GPU:0\"](TfPoseEstimator/preprocess_subtract, TfPoseEstimator/conv1_1/weights). (Check whether your GraphDef-interpreting binary is up to date with your GraphDef-generating binary.).",
        "op-definition-mismatch",
        {"attr": "dilations", "op2": "Conv2D"},
        id="nodedef-attr-not-in-op",  # ildoonet/tf-pose-estimation#169 (r65-0-019)
    ),
    S(
        "Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcublasLt.so.12", "cuda": "12"},
        id="cublaslt-loader-words",  # grobidOrg/grobid#1170 (r65-1-007)
    ),
    S(
        "Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory",
        "cudnn-missing",
        {"library": "libcudnn_ops_infer.so.8", "cudnn": "8"},
        id="cudnn-loader-words",  # yeyupiaoling/Whisper-Finetune#16 (CTranslate2's cuDNN)
    ),
    S(
        "Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libnvrtc.so"},
        id="cudnn-asks-nvrtc",  # voicepaw/so-vits-svc-fork#364 (its title)
    ),
    S(
        "*** ModuleNotFoundError: No module named 'tensorflow.python.training.tracking'",
        "tensorflow-api-mismatch",
        {},
        id="private-module-moved",  # alessiospuriomancini/cosmopower#22 (r65-1-019)
    ),
    S(
        "ERROR: tflite_runtime-2.6.0-cp39-none-linux_aarch64.whl is not a supported wheel                                                  on this platform.",
        "wheel-not-supported",
        {},
        id="wheel-not-supported-spaced",  # birdnet-team/BirdNET-Lite#25 (r65-1-021)
    ),
    S(
        "     \u2514\u2500 python 3.11.* , which conflicts with any installable versions previously reported.",
        "python-version-unsupported",
        {"python": "3.11"},
        id="libmamba-python-pin",  # NEGU93/cvnn#53 (r65-1-022)
    ),
    S(
        "F tensorflow/core/kernels/cudnn_rnn_ops.cc:1643] Check failed: stream->parent()->GetRnnAlgorithms(&algorithms)",
        "cudnn-init-failed",
        {},
        id="cudnn-rnn-no-algorithms",  # BrikerMan/Kashgari#430 (r65-2-003)
    ),
    S(
        "\"ran out of memory trying to allocate 570.66MiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.\"",
        "gpu-out-of-memory",
        {},
        id="bfc-not-a-failure-quoted",  # bubbliiiing/yolov4-keras#43 (r65-2-010)
    ),
    S(
        "Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA error: out of memory",
        "gpu-out-of-memory",
        {},
        id="unexpected-cuda-error-oom",  # brightmart/roberta_zh#43 (r65-2-019)
    ),
    S(
        "AttributeError: module 'tensorflow.python.keras' has no attribute 'Model",
        "tensorflow-api-mismatch",
        {"attr5": "Model"},
        id="tf-python-keras-no-attribute",  # hzy46/Deep-Learning-21-Examples#77 (r65-2-022)
    ),
    S(
        "InvalidArgumentError: Dimension 0 in both shapes must be equal, but are 3 and 32. Shapes are [3,3,3,32] and [32,3,4,4]. for 'Assign' (op: 'Assign') with input shapes: [3,3,3,32], [32,3,4,4].",
        "tensor-shape-mismatch",
        {"dim": "0", "a": "3", "b": "32"},
        id="tf1-assign-dimension-mismatch",  # davidADSP/GDL_code (r65D-1-005)
    ),
    S(
        "/Users/cjh/miniconda3/envs/tensorflow/lib/python3.6/importlib/_bootstrap.py:219: RuntimeWarning: compiletime version 3.5 of module 'tensorflow.python.framework.fast_tensor_util' does not match runtime version 3.6",
        "benign-compiletime-version-warning",
        {"built": "3.5", "python": "3.6"},
        id="tf-compiled-for-other-python",  # ExcelsiorCJH/Hands-On-ML (r65D-1-019)
    ),
    S(
        "RuntimeWarning: compiletime version 3.6 of module 'tensorflow.python.framework.fast_tensor_util' does not match runtime version 3.7",
        "python-version-unsupported",
        {"built": "3.6", "python": "3.7"},
        id="tf-built-for-other-python",  # r14-1-011 (a 3.6 build under 3.7, then a SystemError)
    ),
    # --- round 66 (sealed, scored once at fe41cc9 before these rules were written) ---
    S(
        "ModuleNotFoundError: No module named 'keras_core'",
        "ecosystem-import-failed",
        {"module": "keras_core"},
        id="keras-core-not-installed",  # keras-team/keras-cv#2026 (r66-0-003)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorflow_addons.utils.ensure_tf_install'",
        "ecosystem-import-failed",
        {"module": "tensorflow_addons"},
        id="companion-submodule-missing",  # tensorflow/addons#996 (r66-0-011)
    ),
    S(
        "> WARNING:root:Failure to load the custom c++ tensorflow ops. This error is likely caused the version of TensorFlow and TensorFlow Decision Forests are not compatible.",
        "ecosystem-import-failed",
        {},
        id="tfdf-ops-failure-no-so",  # tensorflow/decision-forests#67 (r66-0-013)
    ),
    S(
        "/Users/tiagogouvea/python/io/tensorflow_io/python/ops/__init__.py:98: UserWarning: unable to load libtensorflow_io_plugins.so: unable to open file: libtensorflow_io_plugins.so, from paths: ['/Users/tiagogouvea/python/io/tensorflow_io/python/ops/libtensorflow_io_plugins.so']",
        "ecosystem-import-failed",
        {"so": "libtensorflow_io_plugins.so"},
        id="tfio-plugins-not-loaded",  # tensorflow/io#1643 (r66-0-025)
    ),
    S(
        "RuntimeError: Model-building function did not return a valid Keras Model instance, found <keras.engine.sequential.Sequential object at 0x7f7209a72950>",
        "keras-version-mismatch",
        {"cls": "keras.engine.sequential.Sequential"},
        id="kerastuner-standalone-keras-model",  # keras-team/keras-tuner#141 (r66-0-007)
    ),
    S(
        "nsorflow/core/platform/cpu_feature_guard.cc:140] Your CPU supports instructions that this Tenso",
        "benign-cpu-features",
        {},
        id="cpu-features-line-cut",  # tensorflow/tfjs#559 (r66-0-010)
    ),
    S(
        "Symbol not found: ___sincos_stret",
        "macos-version-too-old",
        {},
        id="macos-sincos-stret",  # tensorflow/tensorflow#2362 (r66-1-016)
    ),
    S(
        "Exception: Error when checking model target: expected activation_8 to have shape (None, 512) but got array with shape (335, 32)",
        "keras-labels-shape-mismatch",
        {"output": "activation_8"},
        id="keras1-model-target",  # leriomaggio/deep-learning-keras-tensorflow (r66D-0-001)
    ),
    S(
        "OSError: File b'train.csv' does not exist",
        "application-data-missing",
        {"path7": "train.csv"},
        id="pandas-file-does-not-exist",  # leriomaggio/deep-learning-keras-tensorflow (r66D-0-003)
    ),
    S(
        "InvalidArgumentError: Assign requires shapes of both tensors to match. lhs shape= [100] rhs shape= [1]",
        "checkpoint-shape-mismatch",
        {"lhs": "[100]", "rhs": "[1]"},
        id="tf1-saver-assign-shapes",  # rasbt/deep-learning-book (r66D-1-008)
    ),
    S(
        "findfont: Font family ['xkcd', 'xkcd Script', 'Humor Sans', 'Comic Neue', 'Comic Sans MS'] not found. Falling back to DejaVu Sans.",
        "matplotlib-font-family-not-found",
        {"fallback": "DejaVu Sans"},
        id="matplotlib-xkcd-fonts",  # sayakpaul/SimCLR-in-TensorFlow-2 (r66D-1-009)
    ),
    S(
        "Error processing line 1 of /home/jupyter/.local/lib/python3.7/site-packages/google-cloud-aiplatform-nspkg.pth:",
        "python-site-pth-error",
        {},
        id="site-pth-line-error",  # GoogleCloudPlatform/keras-idiomatic-programmer (r66D-1-010)
    ),
    S(
        "  The script f2py.exe is installed in 'C:\\Users\\npurk\\AppData\\Roaming\\Python\\Python36\\Scripts' which is not on PATH.",
        "pip-scripts-not-on-path",
        {"script": "f2py.exe"},
        id="pip-user-scripts-not-on-path",  # PacktPublishing/Hands-On-Neural-Networks-with-Keras (r66D-1-012)
    ),
    S(
        "KeyboardInterrupt: ",
        "user-interrupted",
        {},
        id="keyboard-interrupt-in-fit",  # GoogleCloudPlatform/keras-idiomatic-programmer (r66D-1-014)
    ),
    # --- round 67 (sealed, scored once at 18b2c3f before these rules were written) ---
    S(
        "ValueError: Duplicate plugins for name projector\\n",
        "tensorboard-duplicate-install",
        {"plugin": "projector"},
        id="tensorboard-duplicate-plugins",  # modelscope/ms-swift#401 (r67-0-001)
    ),
    S(
        "Failed to allocate memory. Requested: 400, available 264, missing: 136",
        "tflite-micro-arena-too-small",
        {"need2": "400", "have2": "264"},
        id="tflm-allocate-memory",  # tensorflow/tensorflow#39673 (r67-0-003)
    ),
    S(
        "Arena size is too small for all buffers. Needed 212064 but only 191120 was avai.",
        "tflite-micro-arena-too-small",
        {"need": "212064", "have": "191120"},
        id="tflm-arena-too-small",  # HimaxWiseEyePlus/himax_tflm#18 (r67-0-004)
    ),
    S(
        "AllocateTensors() failed",
        "tflite-micro-arena-too-small",
        {},
        id="tflm-allocate-tensors-failed",  # tensorflow/tensorflow#39673 (r67-0-003)
    ),
    S(
        "\"[!] Unable to find a specification for `TensorFlowLite`\"",
        "cocoapods-spec-repo-outdated",
        {"pod": "TensorFlowLite"},
        id="cocoapods-no-spec",  # googlecodelabs/tensorflow-for-poets-2#51 (r67-0-006)
    ),
    S(
        "`-> Installing TensorFlowLiteSwift (0.0.1-nightly.20250619)",
        "tflite-pod-nightly-git-clone-hang",
        {"pod": "TensorFlowLiteSwift"},
        id="tflite-nightly-pod",  # DenisovAV/flutter_gemma#220 (r67-0-008)
    ),
    S(
        ">2019-11-14 13:34:17.976685: W external/org_tensorflow/tensorflow/core/framework/op_kernel.cc:1655] OP_REQUIRES failed at partitioned_function_ops.cc:113 : Not found: Op type not registered '**SentencepieceOp**' in binary running on 08305347fd52. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib, accessing (e.g.) `tf.contrib.resampler` should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed.",
        "op-not-registered",
        {"op": "SentencepieceOp"},
        id="op-not-registered-bold",  # tensorflow/serving#1490 (r67-0-010)
    ),
    S(
        "TensorFlow installation not found - running with reduced feature set.",
        "benign-tensorboard-without-tensorflow",
        {},
        id="tensorboard-without-tf",  # Nerogar/OneTrainer#504 (r67-0-012)
    ),
    S(
        "ValueError: Please provide a TPU Name to connect to.",
        "tpu-name-unresolved",
        {},
        id="tpu-resolver-no-name",  # googlecolab/colabtools#4637 (r67-0-014)
    ),
    S(
        "ValueError: Found GPU addresses [''] which are not all in the correct format for CUDA_VISIBLE_DEVICES, which requires integers with no zero padding.",
        "spark-gpu-resource-discovery-misconfigured",
        {"addresses": "['']"},
        id="spark-gpu-addresses-empty",  # tensorflow/ecosystem#171 (r67-0-016)
    ),
    S(
        "    java.lang.RuntimeException: java.lang.IllegalArgumentException: Internal error: Failed to apply delegate: Following operations are not supported by GPU delegate:",
        "tflite-gpu-delegate-ops-unsupported",
        {},
        id="tflite-gpu-delegate-ops",  # google/automl#585 (r67-0-020)
    ),
    S(
        "E/tflite  ( 8379): TfLiteGpuDelegate Init: Failed to build program executable - Build program failureBuildGroup_1:1:26: error: unsupported OpenCL extension.",
        "tflite-gpu-delegate-unsupported-device",
        {},
        id="tflite-gpu-delegate-init",  # am15h/tflite_flutter_plugin#117 (r67-0-021)
    ),
    S(
        "ValueError: Unable to parse string \" \" at position 488",
        "non-numeric-input-data",
        {"pos": "488"},
        id="pandas-parse-blank-string",  # codebasics/deep-learning-keras-tf-tutorial (r67D-1-001)
    ),
    # --- round 68D (sealed, scored once at 460c7fd before these rules were written) ---
    S(
        "Negative dimension size caused by subtracting 7 from 6 for '{{node conv2d_2/Conv2D}} = Conv2D[T=DT_FLOAT, data_format=\"NHWC\", dilations=[1, 1, 1, 1], explicit_paddings=[], padding=\"VALID\", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true](Placeholder, conv2d_2/Conv2D/ReadVariableOp)' with input shapes: [?,6,6,32], [7,7,32,64].",
        "tensor-shape-mismatch",
        {"k": "7", "n": "6"},
        id="conv-negative-dimension",  # thushv89/manning_tf2_in_action (r68D-0-002)
    ),
    S(
        "Could not load symbol cublasGetSmCountTarget from libcublas.so.11. Error: /usr/local/cuda-11.0/lib64/libcublas.so.11: undefined symbol: cublasGetSmCountTarget",
        "cuda-version-mismatch",
        {"symbol": "cublasGetSmCountTarget"},
        id="older-cublas-symbol",  # thushv89/manning_tf2_in_action (r68D-0-008)
    ),
    S(
        "Your GPU may run slowly with dtype policy mixed_float16 because it does not have compute capability of at least 7.0. Your GPU:",
        "mixed-precision-slow-gpu",
        {"policy": "mixed_float16", "need": "7.0"},
        id="mixed-precision-old-gpu",  # thushv89/manning_tf2_in_action (r68D-0-012)
    ),
    S(
        "can't find checkpoint file, using backup, which is None",
        "checkpoint-not-found",
        {},
        id="magenta-no-checkpoint",  # magenta/magenta (r68D-0-021)
    ),
    S(
        "ValueError: Error when checking model input: the list of Numpy arrays that you are passing to your model is not the size the model expected. Expected to see 1 arrays but instead got the following list of 8 arrays: [array([0, 0, 0, ..., 3, 3, 3]), array([ 0,  1,  2, ..., 19, 20, 21]), array([ 0,  0,  0, ..., 11, 11, 11]), array([0, 0, 0, ..., 0, 0, 0]), array([6, 6, 6, ..., 1, 1, 1]), array([0, 0, 0, ..., 1, 1, ...",
        "keras-model-input-shape-mismatch",
        {"want": "1", "got": "8"},
        id="keras2-input-array-count",  # sachinruk/deepschool.io (r68D-1-003)
    ),
    S(
        "E0000 00:00:1755550645.329274   73043 gpu_timer.cc:82] Delay kernel timed out: measured time has sub-optimal accuracy. There may be a missing warmup execution, please investigate in Nsight Systems.",
        "benign-gpu-timer-delay-kernel",
        {},
        id="gpu-timer-delay-kernel-timed-out",  # GoogleCloudPlatform/asl-ml-immersion (r68D-1-012)
    ),
    S(
        "AssertionError: No GPU(s) found!",
        "devices-no-gpu",
        {},
        id="assert-no-gpus-found",  # GoogleCloudPlatform/asl-ml-immersion (r68D-1-016)
    ),
    S(
        "ValueError: Tensor conversion requested dtype float32 for Tensor with dtype int32: 'Tensor(\"Const_7:0\", shape=(2, 3), dtype=int32)'",
        "tensor-dtype-mismatch",
        {"want": "float32", "have": "int32"},
        id="tensor-conversion-requested-dtype",  # GoogleCloudPlatform/asl-ml-immersion (r68D-1-018)
    ),
    S(
        "2022-02-18 19:18:13.097697: E tensorflow/core/framework/dataset.cc:552] Unimplemented: Cannot compute input sources for dataset of type IO>BigQueryDataset, because the dataset does not implement `InputDatasets`.",
        "benign-tfdata-input-datasets-unimplemented",
        {},
        id="tfdata-input-datasets-unimplemented",  # GoogleCloudPlatform/asl-ml-immersion (r68D-1-019)
    ),
    # --- round 69D (sealed, scored once at fbfc85d before these rules were written) ---
    S(
        "ValueError: An operation has `None` for gradient. Please make sure that all of your ops have a gradient defined (i.e. are differentiable). Common ops without gradient: K.argmax, K.round, K.eval.",
        "gradients-missing-for-variables",
        {},
        id="keras2-none-gradient",  # Trusted-AI/adversarial-robustness-toolbox (r69D-0-004)
    ),
    S(
        "W0806 11:00:30.795150 140206113781632 callbacks.py:1259] Early stopping conditioned on metric `val_loss` which is not available. Available metrics are: loss,acc,lr",
        "keras-checkpoint-monitor-unavailable",
        {"metric": "val_loss"},
        id="early-stopping-monitor-missing",  # kpe/bert-for-tf2 (r69D-1-004)
    ),
    S(
        "2023-09-19 14:31:01.295803: W tensorflow/c/c_api.cc:304] Operation '{name:'dense_1/kernel/Assign' id:91 op device:{requested: '', assigned: ''} def:{{{node dense_1/kernel/Assign}} = AssignVariableOp[_has_manual_control_dependencies=true, dtype=DT_FLOAT, validate_shape=false](dense_1/kernel, dense_1/kernel/Initializer/stateless_random_uniform)}}' was changed by setting attribute after it was run by a session. This mutation will have no effect, and will trigger an error in the future. Either don't modify nodes after running them or create a new session.",
        "graph-modified-after-session-run",
        {},
        id="c-api-operation-changed",  # Trusted-AI/adversarial-robustness-toolbox (r69D-0-005)
    ),
    S(
        "c:\\users\\thushan\\documents\\python_virtualenvs\\tensorflow_venv\\lib\\site-packages\\h5py\\__init__.py:36: FutureWarning: Conversion of the second argument of issubdtype from `float` to `np.floating` is deprecated. In future, it will be treated as `np.float64 == np.dtype(float).type`.",
        "benign-deprecation-warning",
        {},
        id="h5py-issubdtype-futurewarning",  # PacktPublishing/Natural-Language-Processing-with-TensorFlow (r69D-0-011)
    ),
    S(
        "WARNING:tensorflow:VARIABLES collection name is deprecated, please use GLOBAL_VARIABLES instead; VARIABLES will be removed after 2017-03-02.",
        "benign-deprecation-warning",
        {},
        id="tf1-variables-collection-notice",  # NVIDIA/OpenSeq2Seq (r69D-0-013)
    ),
    S(
        "undefined symbol: _ZN6tflite12tensor_utils39NeonMatrixBatchVectorMultiplyAccumulateEPKaiiS2_PKfiPfi",
        "tensorflow-install-broken",
        {},
        id="tflite-kernel-symbol-missing",  # PINTO0309/Tensorflow-bin (r69D-0-017)
    ),
    S(
        "ValueError: Only support at least one signature key.",
        "saved-model-signature-missing",
        {},
        id="onnx2tf-no-signature",  # PINTO0309/onnx2tf (r69D-0-018)
    ),
    # --- round 70D (sealed, scored once at 05c59e8 before these rules were written) ---
    S(
        "/home/andreas/miniconda2/envs/reinforce36/lib/python3.6/site-packages/sklearn/linear_model/stochastic_gradient.py:84: FutureWarning: max_iter and tol parameters have been added in <class 'sklearn.linear_model.stochastic_gradient.SGDRegressor'> in 0.19. If both are left unset, they default to max_iter=5 and tol=None. If tol is not None, max_iter defaults to max_iter=1000. From 0.21, default max_iter will be 1000, and default tol will be 1e-3.",
        "benign-deprecation-warning",
        {},
        id="sklearn-futurewarning",  # dennybritz/reinforcement-learning (r70D-1-006)
    ),
    S(
        "/usr/local/lib/python2.7/dist-packages/gym/envs/registration.py:14: PkgResourcesDeprecationWarning: Parameters to load are deprecated.  Call .resolve and .require separately.",
        "benign-deprecation-warning",
        {},
        id="gym-pkgresources-deprecation",  # awjuliani/DeepRL-Agents (r70D-1-009)
    ),
    # --- round 71D (sealed, scored once at c9f1f58 before these rules were written) ---
    S(
        "This call to matplotlib.use() has no effect because the backend has already",
        "matplotlib-backend-already-chosen",
        {},
        id="matplotlib-use-after-pyplot",  # PacktPublishing/Keras-Deep-Learning-Cookbook (r71D-0-010)
    ),
    # --- round 72D (sealed, scored once at 7cfa7b8 before these rules were written) ---
    S(
        "WARNING Tensorflow has no official prebuild for CUDA 9.1 currently.",
        "cuda-version-mismatch",
        {"cuda": "9.1"},
        id="faceswap-no-prebuild-for-cuda",  # deepfakes/faceswap INSTALL.md (r72D-1-003)
    ),
    S(
        "cannot identify image file PosixPath('/Users/tanuj.jain/Documents/image-dedup/examples/../tests/data/mixed_images/ukbench09268_corrupt.jpg')",
        "dataset-corrupt-image",
        {},
        id="pil-cannot-identify-image",  # idealo/imagededup (r72D-1-007)
    ),
    # round 162
    S(
        "InvalidArgumentError: Output shapes of then and else branches do not match: (f32[100,1]) vs. (f32[100])",
        "xla-failed",
        {"side": "Output", "shapes": "(f32[100,1]) vs. (f32[100])"},
        id="xla-cond-branch-shapes",  # tensorflow/tensorflow#43723 (r162-1-004)
    ),
    S(
        "UnimplementedError:  Support for TensorList crossing the XLA/TF boundary is not implemented",
        "xla-tensorlist-crosses-boundary",
        {},
        id="xla-tensorlist-boundary",  # tensorflow/tensorflow#39162 (r162-1-010)
    ),
    S(
        "`ValueError: Unknown floatx type: bfloat16`",
        "keras-floatx-unsupported-dtype",
        {"dtype": "bfloat16"},
        id="tf-keras-floatx-bfloat16",  # tensorflow/tensorflow#37926 (r162-0-001)
    ),
    S(
        "ValueError: Unknown `floatx` value: float8. Expected one of {'float64', 'float16', 'float32', 'bfloat16'}",
        "keras-floatx-unsupported-dtype",
        {"dtype2": "float8"},
        id="keras3-floatx-float8",  # a real run: Keras 3.15.1, keras.config.set_floatx("float8")
    ),
    S(
        "WARNING:tensorflow:Large dropout rate: 0.99 (>0.5). In TensorFlow 2.x, dropout() uses dropout rate instead of keep_prob. Please ensure that this is intended.",
        "large-dropout-rate-unintended",
        {"rate": "0.99"},
        id="dropout-rate-near-one",  # m2dsupsdlclass/lectures-labs' recommender lab (r162-5-003)
    ),
    S(
        "    NotImplementedError: Attempting to build a graph-mode TF2-style TensorArray from either an eager-mode TensorArray or a TF1-style TensorArray.  This is not currently supported.",
        "tensorarray-captured-in-function",
        {},
        id="tensorarray-captured",  # a real TF 2.21 run (tf-2.21-runs/s20-tensorarray-captured-xla.txt)
    ),
    S(
        "OP_REQUIRES failed at xla_ops.cc:602 : INVALID_ARGUMENT: left_branch_shape.dimensions_size() != right_branch_shape.dimensions_size() (2 vs 1)",
        "xla-failed",
        {"ranks": "2 vs 1"},
        id="xla-cond-two-ranks",  # a real TF 2.21 run (tf-2.21-runs/s20-xla-cond-two-ranks.txt)
    ),
    # round 163
    S(
        "`tensorflow.python.framework.errors_impl.NotFoundError: /home/logic/Desktop/2021Project/BAAF-Net/utils/sampling/tf_sampling_so.so: undefined symbol: __cudaPushCallConfiguration",
        "custom-op-cuda-toolkit-mismatch",
        {"symbol": "__cudaPushCallConfiguration"},
        id="op-nvcc-of-another-cuda",  # ShiQiu0419/BAAF-Net#13 (r163-2-004)
    ),
    S(
        "TensorFlow Addons has compiled its custom ops against TensorFlow 2.1.0, and there are no compatibility guarantees between the two versions. ",
        "tensorflow-companion-mismatch",
        {"built": "2.1.0"},
        id="tfa-ops-compiled-for-another-tf",  # tensorflow/addons#1716 (r163-2-006)
    ),
    S(
        '''OpKernel ('op: "StatelessRandomUniformInt" device_type: "CPU" constraint { name: "dtype" allowed_values { list { type: DT_INT32 } } } host_memory_arg: "shape" host_memory_arg: "seed" host_memory_arg: "minval" host_memory_arg: "maxval"') for unknown op: StatelessRandomUniformInt''',
        "benign-opkernel-unknown-op",
        {"op": "StatelessRandomUniformInt"},
        id="kernel-for-unknown-op",  # doc-ai/tensorio-ios#142 (r163-2-008)
    ),
    S(
        "ValueError: The following argument(s) are not supported with the native Keras format: ['options']",
        "keras-checkpoint-options-native-format",
        {},
        id="checkpoint-options-keras-format",  # Alireza-Akhavan's x-ray notebook (r163-7-008)
    ),
    S(
        "/Users/Alberto/Development/DeepLearning/frameworks/Keras/keras/keras/backend/theano_backend.py:514: UserWarning: theano.function was asked to create a function computing outputs given certain inputs, but the provided input variable at index 1 is not part of the computational graph needed to compute the outputs: keras_learning_phase.",
        "benign-keras-notice",
        {},
        id="theano-learning-phase-unused",  # imatge-upc/activitynet-2016-cvprw (r163-4-003)
    ),
    S(
        "  (0) Internal:  No unary variant device copy function found for direction: 1 and Variant type_index: tensorflow::data::(anonymous namespace)::DatasetVariantWrap",
        "op-no-kernel-on-device",
        {},
        id="dataset-variant-cut",  # tensorflow/tensorflow#34112 (r163-3-005)
    ),
    # round 164
    S(
        '{ "error": "Serving signature name: \\"serving_default\\" not found in signature def" }',
        "saved-model-signature-missing",
        {'sig': 'serving_default'},
        id="serving-rest-signature",  # MaybeShewill-CV/CRNN_Tensorflow#275 (r164-0-002)
    ),
    S(
        'debug_error_string = "{"created":"@1602672141.715481155","description":"Received message larger than max (8388653 vs. 4194304)","file":"src/core/ext/filters/message_size/message_size_filter.cc","file_line":190,"grpc_status":8}"',
        "grpc-message-size-exceeded",
        {'size': '8388653', 'max': '4194304'},
        id="grpc-4mb",  # openvinotoolkit/model_server#310 (r164-0-006)
    ),
    S(
        'tensorflow.python.framework.errors_impl.NotFoundError: ./multi_worker_model/variables/variables_temp/part-00000-of-00001.index; No such file or directory [Op:MergeV2Checkpoints]',
        "multiworker-save-same-path",
        {'path': './multi_worker_model/variables/variables_temp/part-00000-of-00001.index'},
        id="workers-one-save-path",  # ray-project/ray#27938 (r164-2-004)
    ),
    S(
        'found error:E tensorflow/core/util/events_writer.cc:108 could not open the file',
        "windows-long-paths-disabled",
        {},
        id="events-writer-open",  # una-dinosauria/3d-pose-baseline#143 (r164-1-002)
    ),
    S(
        '2023-01-31 10:44:28.097489: E tensorflow/tsl/lib/monitoring/collection_registry.cc:81] Cannot register 2 metrics with the same name: /tensorflow/core/bfc_allocator_delay',
        "benign-duplicate-metric-registration",
        {'metric': 'core/bfc_allocator_delay'},
        id="metric-twice-core",  # freedomtan/keras_cv_stable_diffusion_to_tflite (r164-6-001)
    ),
    S(
        'You do not have Waymo Open Dataset installed, so KerasCV Waymo metrics are not available.',
        "benign-optional-framework-missing",
        {},
        id="kerascv-no-waymo",  # freedomtan/keras_cv_stable_diffusion_to_tflite (r164-6-002)
    ),
    # the twentieth session's outside check a (real TF 2.21 runs)
    S(
        "AttributeError: 'numpy.ndarray' object has no attribute '_variant_tensor'",
        "distribute-dataset-not-tfdata",
        {'type': 'numpy.ndarray'},
        id="distribute-numpy",  # a real TF 2.21 run (tf-2.21-runs/s20a-dist-numpy-distribute.txt)
    ),
    S(
        "AttributeError: 'PerReplica' object has no attribute 'numpy'",
        "distribute-per-replica-unreduced",
        {'attr': 'numpy'},
        id="per-replica-numpy",  # a real TF 2.21 run (tf-2.21-runs/s20a-dist-reduce-numpy.txt)
    ),
    S(
        'ValueError: It looks like you are using a PerReplica object while not inside a replica context, which is not supported. Try running your op or function inside a replica context by using `strategy.run`',
        "distribute-per-replica-unreduced",
        {},
        id="per-replica-outside",  # a real TF 2.21 run (tf-2.21-runs/s20a-dist-loss-k3-custom.txt)
    ),
    S(
        "ValueError: 'AVG' is not a valid ReduceOp",
        "distribute-reduce-op-invalid",
        {'op': 'AVG'},
        id="reduce-op-avg",  # a real TF 2.21 run (tf-2.21-runs/s20a-dist-reduce-bad-op.txt)
    ),
    S(
        'Trying to access resource sequential/dense/kernel/replica_1/3 (defined @ /home/user/venv/lib/python3.11/site-packages/keras/src/backend/tensorflow/core.py:43) located in device /job:localhost/replica:0/task:0/device:CPU:1 from device /job:localhost/replica:0/task:0/device:CPU:0',
        "xla-jit-distribute-incompatible",
        {'device': '/job:localhost/replica:0/task:0/device:CPU:1'},
        id="xla-replica-variable",  # a real TF 2.21 run (tf-2.21-runs/s20a-dist-k3-jit-plain.txt)
    ),
    S(
        "ValueError: Passed in object 3 of type 'int', not tf.Tensor or tf.Variable or ExtensionType.",
        "gradient-tape-watch-invalid",
        {'type': 'int'},
        id="tape-watch-int",  # a real TF 2.21 run (tf-2.21-runs/s20a-gt-watch-int.txt)
    ),
    S(
        'TypeError: BaseOptimizer.apply_gradients() takes 2 positional arguments but 3 were given',
        "optimizer-apply-gradients-args",
        {},
        id="apply-gradients-two-lists",  # a real TF 2.21 run (tf-2.21-runs/s20a-gt-apply-lists-k3.txt)
    ),
    S(
        "AttributeError: 'LossScaleOptimizer' object has no attribute 'get_scaled_loss'",
        "keras-version-mismatch",
        {'attr': 'get_scaled_loss'},
        id="keras3-lso-scaled-loss",  # a real TF 2.21 run (tf-2.21-runs/s20a-mp-lso-k3-scaled-loss.txt)
    ),
    S(
        'TypeError: "inner_optimizer" must be an instance of `tf.keras.optimizers.Optimizer` or `tf.keras.optimizers.experimental.Optimizer`, but got: <keras.src.optimizers.adam.Adam object at 0x7fb1f86ec490>.',
        "keras-version-mismatch",
        {'cls': 'keras.src.optimizers.adam.Adam'},
        id="tfk-lso-keras3-adam",  # a real TF 2.21 run (tf-2.21-runs/s20a-mp-lso-tfk-wrap-twice.txt)
    ),
    S(
        'ValueError: "initial_scale" must be specified if "dynamic" is False',
        "loss-scale-optimizer-args-invalid",
        {},
        id="lso-fixed-no-scale",  # a real TF 2.21 run (tf-2.21-runs/s20a-mp-lso-tfk-no-scale.txt)
    ),
    S(
        'Condition x == y did not hold.',
        "tf-debugging-assertion-failed",
        {},
        id="assert-equal",  # a real TF 2.21 run (tf-2.21-runs/s20a-gt-assert-equal.txt)
    ),
    S(
        '    ValueError: Specified by tensor x:0 dimension 0.  Tensor y:0 dimension 0 must have size 8.  Received size 6, shape (6, 1)',
        "tf-debugging-assertion-failed",
        {'tensor': 'y:0', 'size': '8'},
        id="assert-shapes",  # a real TF 2.21 run (tf-2.21-runs/s20a-gt-assert-shapes-fn.txt)
    ),
    S(
        'E0000 00:00:1795953937.449829   25607 util.cc:131] oneDNN supports DT_HALF only on platforms with AVX-512. Falling back to the default Eigen-based implementation if present.',
        "benign-onednn",
        {},
        id="onednn-half-fallback",  # a real TF 2.21 run that trained (outside check a's mp_loss_f16_k3; not kept)
    ),
    # the twentieth session's outside check b (real TF 2.21 runs)
    S(
        "tensorflow.python.summary.tb_summary.TBNotInstalledError: TensorBoard is not installed, missing implementation for tf.summary.scalar",
        "tensorboard-not-installed",
        {"api": "tf.summary.scalar"},
        id="s20b-tb-not-installed-callback",  # tf-2.21-runs/s20b-k3_tb_notb.txt
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorboard'",
        "tensorboard-not-installed",
        {"module": "tensorboard"},
        id="s20b-tb-not-installed-kerastuner",  # tf-2.21-runs/s20b-kt_hyperband_notb.txt
    ),
    S(
        "ValueError: The output of the `schedule` function should be a float. Got: None",
        "keras-lr-schedule-not-float",
        {"got": "None"},
        id="s20b-lr-schedule-none-keras3",  # tf-2.21-runs/s20b-k3_lrsched_none.txt
    ),
    S(
        'ValueError: The output of the "schedule" function should be float. Got: 1e-3',
        "keras-lr-schedule-not-float",
        {"got": "1e-3"},
        id="s20b-lr-schedule-string-tfkeras",  # tf-2.21-runs/s20b-tfk_lrsched_string.txt
    ),
    S(
        "    ValueError: No step set. Please specify one either through the `step` argument or through tf.summary.experimental.set_step()",
        "tf-summary-step-unset",
        {},
        id="s20b-summary-no-step",  # tf-2.21-runs/s20b-summary_no_step_tffunc.txt
    ),
    S(
        "/home/user/venv/lib/python3.11/site-packages/keras/src/callbacks/model_checkpoint.py:329: UserWarning: Can save best model only with val_loss available.",
        "keras-checkpoint-monitor-unavailable",
        {"metric": "val_loss"},
        id="s20b-checkpoint-monitor-keras3-saves",  # tf-2.21-runs/s20b-k3_ckpt_monitor_absent.txt
    ),
    S(
        "RuntimeError: Error reloading `Oracle` from existing project. If you did not mean to reload from an existing project, change the `project_name` or pass `overwrite=True` when creating the `Tuner`. Found existing project at: kt_dir/shared",
        "keras-tuner-stale-project-reloaded",
        {"dir": "kt_dir/shared"},
        id="s20b-kerastuner-oracle-reload",  # tf-2.21-runs/s20b-kt_existing_project.txt
    ),
    S(
        "ValueError: Invalid parameter n_units for estimator KerasClassifier.",
        "scikeras-param-not-in-constructor",
        {"param": "n_units", "est": "KerasClassifier"},
        id="s20b-scikeras-invalid-parameter",  # tf-2.21-runs/s20b-sk_gridsearch.txt
    ),
    S(
        "TypeError: Trainer.compile() got an unexpected keyword argument 'metric'",
        "keras-compile-unexpected-argument",
        {"arg": "metric"},
        id="s20b-compile-metric-typo",  # tf-2.21-runs/s20b-kt_build_fails.txt
    ),
    S(
        "tensorflow.python.framework.errors_impl.FailedPreconditionError: {{function_node __wrapped__CreateSummaryFileWriter_device_/job:localhost/replica:0/task:0/device:CPU:0}} Not a directory [Op:CreateSummaryFileWriter] name: ",
        "output-path-not-a-directory",
        {},
        id="s20b-summary-writer-logdir-is-file",  # tf-2.21-runs/s20b-summary_logdir_is_file.txt
    ),
    # round 165
    S(
        "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display Driver is properly installed and present in your system.",
        "no-cuda-driver",
        {},
        id="nvidia-smi-no-nvml-lib",  # EESSI/software-layer#231 (r165-1-001)
    ),
    S(
        '2023-03-25 10:08:12.724333: E tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:289] bitcode module is required by this HLO module but was not found at ./opencl.bc',
        "xla-libdevice-missing",
        {'path': './opencl.bc'},
        id="rocm-xla-bitcode",  # ROCm/tensorflow-upstream#2026 (r165-2-005)
    ),
    S(
        'Cast op uses fp64 data type, while fp64 instructions are not supported on the platform. [Op:Cast] name: ',
        "xpu-fp64-unsupported",
        {'op': 'Cast'},
        id="itex-no-fp64",  # intel/intel-extension-for-tensorflow#52 (r165-2-008)
    ),
    S(
        'MIOpen(HIP): Warning [FindWinogradSolutions] /root/driver/MLOpen/src/sqlite_db.cpp:212: Internal error while accessing SQLite database: disk I/O error',
        "miopen-db-unwritable",
        {'reason': 'disk I/O error'},
        id="miopen-sqlite-io",  # ROCm/tensorflow-upstream#1419 (r165-2-009)
    ),
    S(
        'Internal compiler error. Aborting!',
        "edgetpu-compiler-internal-error",
        {},
        id="edgetpu-compiler-ice",  # google-coral/edgetpu#378 (r165-3-001)
    ),
    S(
        'Model not quantized',
        "edgetpu-model-not-quantized",
        {},
        id="edgetpu-float-model",  # google-coral/edgetpu#213 (r165-3-006)
    ),
    S(
        "ls: cannot access '/dev/apex_0': No such file or directory",
        "edgetpu-pcie-driver-not-loaded",
        {},
        id="coral-no-apex-node",  # google-coral/edgetpu#407 (r165-3-003)
    ),
    S(
        'dpkg: error processing package gasket-dkms (--configure):',
        "gasket-dkms-build-failed",
        {},
        id="gasket-dkms-build",  # google-coral/edgetpu#808 (r165-3-005)
    ),
    S(
        'WARNING:absl:Function `__call__` contains input name(s) x.1 with unsupported characters which will be renamed to x_1 in the SavedModel.',
        "benign-saved-model-notice",
        {'names': 'x.1'},
        id="savedmodel-input-renamed",  # usefulsensors/openai-whisper's tinynn notebook (r165-6-001)
    ),
    S(
        'Unconsumed cmdline flags: --use_xnnpack-true',
        "tflite-benchmark-flag-unconsumed",
        {'flags': '--use_xnnpack-true'},
        id="benchmark-flag-typo",  # EfficientDL/book's sparse model notebook (r165-6-003)
    ),
    # round 166
    S(
        'CUDA backend failed to initialize: Found cuDNN version 8600, but JAX was built against version 8906, which is newer. The copy of cuDNN that is installed must be at least as new as the version against which JAX was built. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)',
        "cudnn-version-mismatch",
        {'have': '8600', 'built': '8906'},
        id="jax-cudnn-older",  # MIT-REALM/gcbfplus#1 (r166-0-005)
    ),
    S(
        'CUDA backend failed to initialize: Found cuBLAS version 120205, but JAX was built against version 120304, which is newer.',
        "cuda-version-mismatch",
        {'lib': 'cuBLAS', 'have': '120205'},
        id="jax-cublas-older",  # jax-ml/jax#18027 (r166-0-007)
    ),
    S(
        'CUDA backend failed to initialize: Unable to load cuDNN. Is it installed? (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)',
        "cudnn-missing",
        {},
        id="jax-no-cudnn",  # jax-ml/jax#20519 (r166-0-004)
    ),
    S(
        "> RuntimeError: Unable to initialize backend 'cuda': INVALID_ARGUMENT: Unexpected PJRT_Client_Create_Args size: expected 88, got 72. The plugin is likely built with a later version than the framework. This plugin is built with PJRT API version 0.64. (set JAX_PLATFORMS='' to automatically choose an available backend).",
        "jax-cuda-plugin-mismatch",
        {},
        id="jax-pjrt-args-size",  # PlasmaControl/DESC#1534 (r166-0-002)
    ),
    S(
        'RuntimeWarning: JAX plugin jax_cuda12_plugin version 0.9.2 is installed, \nbut it is not compatible with the installed jaxlib version 0.9.0.1',
        "jax-cuda-plugin-mismatch",
        {},
        id="jax-plugin-version-line-cut",  # ma-gilles/recovar#64 (r166-0-003): the warning broken over lines as posted
    ),
    S(
        "RuntimeError: Unable to initialize backend 'cuda': INVALID_ARGUMENT: Mismatched PJRT plugin PJRT API version (0.54) and framework PJRT API version 0.51).",
        "jax-cuda-plugin-mismatch",
        {},
        id="jax-pjrt-api-version",  # jax-ml/jax#22416 (r166-0-010)
    ),
    S(
        'CUDA backend failed to initialize: jaxlib/cuda/versions_helpers.cc:90: operation gpuDeviceGetAttribute( &major, GPU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) failed: CUDA_ERROR_NOT_INITIALIZED (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)',
        "jax-cuda-plugin-mismatch",
        {},
        id="jaxlib-versions-helper-not-initialized",  # jax-ml/jax#20722 (r166-0-001)
    ),
    S(
        'INFO: Initialized OpenGL-based API.',
        "benign-tflite-gpu-opengl-fallback",
        {},
        id="tflite-gpu-opengl",  # terryky/tflite_gles_app#10 (r166-1-001)
    ),
    S(
        '    TfLiteGpuDelegate Invoke: GpuDelegate must run on the same thread where it was initialized.',
        "tflite-gpu-delegate-wrong-thread",
        {},
        id="gpu-delegate-thread",  # tensorflow/tensorflow#41839 (r166-1-007)
    ),
    S(
        '    TfLiteGpuDelegate Init: OpenGL ES 3.1 or above is required to use OpenGL inference.',
        "tflite-gpu-delegate-unsupported-device",
        {},
        id="gles31-required",  # hunglc007/tensorflow-yolov4-tflite#335 (r166-1-008)
    ),
    S(
        'TfLiteGpuDelegate Init: No EGL error, but eglChooseConfig failed.',
        "tflite-gpu-delegate-unsupported-device",
        {},
        id="egl-config",  # tensorflow/tensorflow#43793 (r166-1-010)
    ),
    S(
        '                 TfLiteGpuDelegate Init: Batch size mismatch, expected 1 but got 49',
        "tflite-gpu-delegate-batch-size",
        {'want': '1', 'got': '49'},
        id="gpu-delegate-batch",  # tensorflow/tensorflow#60817 (r166-1-009)
    ),
    S(
        'ERROR: NN API returned error ANEURALNETWORKS_BAD_DATA at line 6290 while identifying model inputs and outputs.',
        "tflite-nnapi-op-unsupported",
        {'code': 'ANEURALNETWORKS_BAD_DATA'},
        id="nnapi-bad-data",  # tensorflow/tensorflow#62139 (r166-1-003)
    ),
    S(
        'E/tflite: NN API returned error ANEURALNETWORKS_DEAD_OBJECT at line 4662 while completing NNAPI compilation.',
        "tflite-nnapi-driver-crashed",
        {},
        id="nnapi-dead-object",  # tensorflow/tensorflow#56457 (r166-1-005)
    ),
    S(
        "/tflite: Failed to fetch Hexagon NN version. This might be because you're using incompatible versions of libhexagon_interface and libhexagon_nn_skel. You must use compatible versions. Refer to Tensorflow Lite Hexagon Delegate Guide.",
        "tflite-hexagon-libs-incompatible",
        {},
        id="hexagon-libs",  # tensorflow/tensorflow#59817 (r166-1-006)
    ),
    S(
        "ld.lld: error: version script assignment of 'global' to symbol 'init_pywrap_tf2' failed: symbol not defined",
        "source-build-compiler-unsupported",
        {},
        id="lld-version-script",  # tensorflow/tensorflow#62416 (r166-2-001)
    ),
    S(
        "gcc: error: unrecognized command-line option '-mavx512fp16'; did you mean '-mavx512bf16'?",
        "source-build-compiler-unsupported",
        {'flag': '-mavx512fp16'},
        id="gcc-avx512fp16",  # tensorflow/tensorflow#77950 (r166-2-002)
    ),
    S(
        "external/upb/upb/upb.c:192:10: error: defining a type within 'offsetof' is a Clang extension [-Werror,-Wgnu-offsetof-extensions]",
        "source-build-compiler-unsupported",
        {},
        id="upb-offsetof",  # tensorflow/tensorflow#81724 (r166-2-003)
    ),
    S(
        "`build_pip_package  ERROR: no such target '//tensorflow/tools/pip_package:build_pip_package': target 'build_pip_package' not declared in package 'tensorflow/tools/pip_package'",
        "source-build-target-missing",
        {'target': '//tensorflow/tools/pip_package:build_pip_package'},
        id="no-build-pip-package",  # tensorflow/tensorflow#63298 (r166-2-004)
    ),
    S(
        '>     categorical[np.arange(n), y] = 1',
        "keras-label-out-of-range",
        {},
        id="to-categorical-label",  # imfing/audio-classification#22 (r166-3-004)
    ),
    S(
        'b"\'C:\\\\Users\\\\RUSHI\\\\Anaconda\' is not recognized as an internal or external command,\\r\\noperable program or batch file.\\r\\n"',
        "graphviz-path-with-space",
        {},
        id="dot-path-space",  # AppliedDataSciencePartners/DeepReinforcementLearning#3 (r166-3-002)
    ),
    S(
        "Program terminated with status: 1. stderr follows: Error: /tmp/tmpm7fszkqu: syntax error in line 8 near '-'",
        "pydot-fork-unquoted-names",
        {'near': '-'},
        id="dot-syntax-dash",  # keras-team/keras#19717 (r166-3-003)
    ),
    # the twentieth session's reviews (real runs)
    S(
        '/home/user/venv/bin/python: No module named tensorboard',
        "tensorboard-not-installed",
        {'cli': 'tensorboard'},
        id="tb-python-m",  # a real run (tf-2.21-runs/s20r-tb-m.txt)
    ),
    S(
        'bash: line 1: tensorboard: command not found',
        "tensorboard-not-installed",
        {},
        id="tb-command-not-found",  # a real run (tf-2.21-runs/s20r-tb-cli.txt)
    ),
    S(
        "ModuleNotFoundError: No module named 'tensorboard.plugins'",
        "tensorboard-not-installed",
        {'sub': 'plugins'},
        id="tb-namespace-folder",  # a real run (tf-2.21-runs/s20r-kt-tb.txt)
    ),
    S(
        "ValueError: The dtype of `lr` Tensor should be float. Got: <dtype: 'int32'>",
        "keras-lr-schedule-not-float",
        {'dtype': "<dtype: 'int32'>"},
        id="tfk-lr-int-tensor",  # a real run (tf-2.21-runs/s20r-tfk-lrdtype.txt)
    ),
    S(
        'TypeError: Invalid keyword argument(s) in `compile()`: ({\'metric\'},). Valid keyword arguments include "cloning", "experimental_run_tf_function", "distribute", "target_tensors", or "sample_weight_mode".',
        "keras-compile-unexpected-argument",
        {'arg2': 'metric'},
        id="tfk-compile-kwarg",  # a real run (tf-2.21-runs/s20r-tfk-compile.txt)
    ),
    S(
        "keras_tuner.src.errors.FatalValueError: Expected the returned dictionary from Tuner.run_trial() to have the specified objective, val_accuracy, as one of the keys. Received: {'loss': 1.0}.",
        "keras-tuner-objective-not-logged",
        {'objective2': 'val_accuracy'},
        id="kt-run-trial-dict",  # a real run (tf-2.21-runs/s20x-kt-oracle.txt)
    ),
    S(
        "ValueError: Objective value missing in metrics reported to the Oracle, expected: ['val_accuracy'], found: dict_keys(['loss'])",
        "keras-tuner-objective-not-logged",
        {'objective': 'val_accuracy'},
        id="kt-oracle-missing",  # a real run (tf-2.21-runs/s20x-kt-oracle2.txt)
    ),
    S(
        'tensorflow.python.framework.errors_impl.FailedPreconditionError: /tmp/rv2_ckfile is not a directory',
        "output-path-not-a-directory",
        {'path3': '/tmp/rv2_ckfile'},
        id="ckptmgr-file-parent",  # a real run (tf-2.21-runs/s20r-ckptmgr-file.txt)
    ),
    S(
        'W0000 00:00:1795956070.412996   16691 op_kernel.cc:1858] OP_REQUIRES failed at xla_ops.cc:540 : INVALID_ARGUMENT: Trying to access resource Variable/0 (defined @ /home/user/r1/runs/xla_cpu_var.py:4) located in device /job:localhost/replica:0/task:0/device:CPU:1 from device /job:localhost/replica:0/task:0/device:CPU:0',
        "xla-failed",
        {'vdevice': '/job:localhost/replica:0/task:0/device:CPU:1'},
        id="xla-variable-other-device",  # a real run (tf-2.21-runs/s20r-xla-cpu-var.txt)
    ),
    S(
        "ValueError: `output_sequence_length` must not be set if `output_mode` is not 'int'. Received output_sequence_length=10.",
        "keras-preprocessing-args-conflict",
        {'arg': 'output_sequence_length'},
        id="keras3-tv-mode-seq-len",  # a real run: Keras 3.15.1, TextVectorization(output_mode='multi_hot', output_sequence_length=10)
    ),
    # the twentieth session's outside checks d and e (real TF 2.21 runs)
    S(
        "ValueError: 'images' must have either 3 or 4 dimensions.",
        "tensor-shape-mismatch",
        {},
        id="tfimage-rank2",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-resize-rank2-eager.txt)
    ),
    S(
        "    ValueError: 'image' (shape (28, 28)) must be at least three-dimensional.",
        "tensor-shape-mismatch",
        {'shape': '(28, 28)'},
        id="tfimage-flip-rank2",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-flip-rank2-map.txt)
    ),
    S(
        '    Expected image tensor to have rank 3 (single image) or 4 (batch of images). Received: data.shape=(28, 28)',
        "tensor-shape-mismatch",
        {'shape2': '(28, 28)'},
        id="keras3-image-layer-rank2",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-random-flip-rank2-map.txt)
    ),
    S(
        'ValueError: Input to `.fit()` should have rank 4. Got array with shape: (20, 28, 28)',
        "tensor-shape-mismatch",
        {'shape3': '(20, 28, 28)'},
        id="idg-fit-rank3",  # a real TF 2.21 run (tf-2.21-runs/s20d-tfk-idg-flow-rank3.txt)
    ),
    S(
        'tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__IteratorGetNext_output_types_1_device_/job:localhost/replica:0/task:0/device:CPU:0}} assertion failed: [Need value.shape >= size, got ] [32 32 3] [40 40 3]',
        "image-crop-out-of-bounds",
        {'shape': '32 32 3', 'size': '40 40 3'},
        id="random-crop-too-big",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-random-crop-too-big-map.txt)
    ),
    S(
        'ValueError: width must be >= target + offset.',
        "image-crop-out-of-bounds",
        {'axis': 'width'},
        id="crop-bbox-offset",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-crop-bbox-offset-eager.txt)
    ),
    S(
        "Incompatible type conversion requested to type uint8 for `tf.Variable of type float32. (Variable: <tf.Variable 'conv2d/kernel:0' shape=(3, 3, 3, 8) dtype=float32, numpy=",
        "tensor-dtype-mismatch",
        {'got': 'uint8', 'want': 'float32'},
        id="uint8-into-float-variable",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-uint8-conv-eager.txt)
    ),
    S(
        'Conv2DCustomBackpropFilterOp only supports NHWC.',
        "cpu-nchw-unsupported",
        {},
        id="nchw-conv-backprop-cpu",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-channels-first-conv-cpu-noonednn.txt)
    ),
    S(
        'Default MaxPoolingOp only supports NHWC on device type CPU',
        "cpu-nchw-unsupported",
        {},
        id="nchw-maxpool-cpu",  # a real TF 2.21 run (tf-2.21-runs/s20d-k3-nn-maxpool-nchw-fn-noonednn.txt)
    ),
    S(
        '    ValueError: Shapes (8, 3) and (8, 10, 3) are incompatible',
        "keras-labels-shape-mismatch",
        {'batch': '8', 'steps': '10', 'classes': '3'},
        id="return-sequences-vs-targets",  # a real TF 2.21 run (tf-2.21-runs/s20e-tfk-retseq-targets.txt)
    ),
    S(
        '    ValueError: `labels.shape` must equal `logits.shape` except for the last dimension. Received: labels.shape=(400,) and logits.shape=(80, 5)',
        "keras-labels-shape-mismatch",
        {'lb': '(400,)', 'ls': '(80, 5)'},
        id="sparse-onehot-labels",  # a real TF 2.21 run (tf-2.21-runs/s20e-tfk-sparse-cce-onehot3d.txt)
    ),
    S(
        "ValueError: Unrecognized keyword arguments passed to Dense: {'go_backwards': True}",
        "keras-bidirectional-needs-rnn",
        {'cls': 'Dense'},
        id="bidirectional-dense",  # a real TF 2.21 run (tf-2.21-runs/s20e-k3-bidir-dense.txt)
    ),
    S(
        'ValueError: `TimeDistributed` Layer should be passed an `input_shape ` with at least 3 dimensions, received: (None, 20)',
        "keras-model-input-shape-mismatch",
        {'shape': '(None, 20)'},
        id="timedistributed-2d",  # a real TF 2.21 run (tf-2.21-runs/s20e-tfk-timedist-2d.txt)
    ),
    S(
        'ValueError: Attention layer must be called on a list of inputs, namely [query, value] or [query, value, key]. Received: inputs=(None, 10, 16).',
        "keras-attention-inputs-not-list",
        {'cls': 'Attention'},
        id="attention-one-tensor",  # a real TF 2.21 run (tf-2.21-runs/s20e-k3-attention-single.txt)
    ),
    S(
        'ValueError: Computed output size would be zero or negative. Received `inputs shape=(None, 5, 8)`, `kernel shape=(7, 8, 16)`, `dilation_rate=[1]`, `strides=(1,)`, `padding=valid`.',
        "tensor-shape-mismatch",
        {'shape': '(None, 5, 8)'},
        id="conv1d-kernel-longer-k3",  # a real TF 2.21 run (tf-2.21-runs/s20e-k3-conv1d-kernel-long.txt)
    ),
    S(
        'ValueError: One of the dimensions in the output is <= 0 due to downsampling in conv1d_1. Consider increasing the input size. Received input shape [None, 1, 16] which would produce output shape with a zero or negative value in a dimension.',
        "tensor-shape-mismatch",
        {'layer': 'conv1d_1'},
        id="conv1d-kernel-longer-tfk",  # a real TF 2.21 run (tf-2.21-runs/s20e-tfk-conv1d-kernel-long.txt)
    ),
    S(
        'ValueError: An `initial_state` was passed that is not compatible with `cell.state_size`. Received `state_spec`=ListWrapper([InputSpec(shape=(None, 32), ndim=2)]); however `cell.state_size` is [32, 32]',
        "keras-rnn-initial-state-mismatch",
        {'want': '[32, 32]'},
        id="lstm-one-initial-state",  # a real TF 2.21 run (tf-2.21-runs/s20e-tfk-seq2seq-states.txt)
    ),
    S(
        "use_cudnn=True was specified, but cuDNN is not supported for this layer configuration with this backend. Pass use_cudnn='auto' to fallback to a non-cuDNN implementation.",
        "keras-rnn-use-cudnn-unavailable",
        {},
        id="use-cudnn-cpu",  # a real TF 2.21 run (tf-2.21-runs/s20e-k3-use-cudnn-cpu.txt)
    ),
    S(
        "/home/user/venv/lib/python3.11/site-packages/keras/src/layers/layer.py:1039: UserWarning: Layer 'conv1d' (of type Conv1D) was passed an input with a mask attached to it. However, this layer does not support masking and will therefore destroy the mask information. Downstream layers will not see the mask.",
        "keras-layer-mask-dropped",
        {'layer': 'conv1d', 'cls': 'Conv1D'},
        id="mask-dropped-conv1d",  # a real TF 2.21 run (tf-2.21-runs/s20e-k3-mask-flatten.txt)
    ),
    S(
        "E0000 00:00:1795957092.197074    1171 meta_optimizer.cc:967] remapper failed: NOT_FOUND: Op type not registered '' in binary running on vm. Make sure the Op and Kernel are registered in the binary running in this process.",
        "benign-grappler-empty-op-name",
        {},
        id="grappler-empty-op",  # a real TF 2.21 run (tf-2.21-runs/outside check e's tfk_cudnn_note, a run that trained; not kept)
    ),
    # the twentieth session's outside check c (real TF 2.21 runs)
    S(
        'ValueError: Vocabulary file vocab.txt does not exist.',
        "application-data-missing",
        {'path': 'vocab.txt'},
        id="vocab-file-missing",  # a real TF 2.21 run (tf-2.21-runs/s20c-tv-vocab-file-missing.txt)
    ),
    S(
        'tensorflow.python.framework.errors_impl.UnimplementedError: {{function_node __wrapped__Cast_device_/job:localhost/replica:0/task:0/device:CPU:0}} Cast int64 to string is not supported [Op:Cast] name: ',
        "tensor-dtype-mismatch",
        {'got': 'int64'},
        id="cast-int-to-string",  # a real TF 2.21 run (tf-2.21-runs/s20c-strlookup-int-input.txt)
    ),
    S(
        'ValueError: `output_sequence_length` must not be set if ragged is True. Received: ragged=True and output_sequence_length=10',
        "keras-preprocessing-args-conflict",
        {'arg': 'output_sequence_length'},
        id="tv-ragged-seq-len",  # a real TF 2.21 run (tf-2.21-runs/s20c-tfk-tv-seq-len-ragged.txt)
    ),
    S(
        "NotImplementedError: Save or restore weights that is not an instance of `tf.Variable` is not supported in h5, use `save_format='tf'` instead. Received a model or layer TextVectorization with weights [<tf_keras.src.layers.preprocessing.index_lookup.VocabWeightHandler object at 0x7fc2591ca790>]",
        "keras-h5-layer-state-unsupported",
        {},
        id="h5-vocab-handler",  # a real TF 2.21 run (tf-2.21-runs/s20c-tfk-tv-save-h5.txt)
    ),
    S(
        "ValueError: Unrecognized keyword arguments passed to Block: {'kernel_shape': [4, 2]}",
        "keras-custom-layer-config-extra-key",
        {'cls': 'Block', 'arg': 'kernel_shape'},
        id="custom-config-extra-key",  # a real TF 2.21 run (tf-2.21-runs/s20c-k3-from-config-extra.txt)
    ),
    S(
        'TypeError: Cannot deserialize object of type `Scale`. If `Scale` is a custom class, please register it using the `@keras.saving.register_keras_serializable()` decorator.',
        "keras-custom-object-unknown",
        {'name': 'Scale'},
        id="tfk-cannot-deserialize",  # a real TF 2.21 run (tf-2.21-runs/s20c-tfk-unknown-layer-keras.txt)
    ),
    S(
        "'[Errno -2] Name or service not known' thrown while requesting HEAD https://huggingface.co/google-bert/bert-base-uncased/resolve/main/config.json",
        "dataset-download-failed",
        {'url': 'https://huggingface.co/google-bert/bert-base-uncased/resolve/main/config.json'},
        id="hf-hub-offline",  # a real TF 2.21 run (tf-2.21-runs/s20c-kh-hf-preset-offline.txt)
    ),
    S(
        'ValueError: Unknown preset identifier. A preset must be a one of:',
        "keras-hub-preset-unknown",
        {},
        id="kerashub-preset-typo",  # a real TF 2.21 run (tf-2.21-runs/s20c-kh-preset-typo.txt)
    ),
    S(
        'ValueError: Preset hf://google-bert/bert-base-uncased has no config.json. Make sure the URI or directory you are trying to load is a valid KerasHub preset and and that you have permissions to read/download from this location.',
        "keras-hub-preset-unknown",
        {'preset': 'hf://google-bert/bert-base-uncased'},
        id="kerashub-preset-no-config",  # a real TF 2.21 run (tf-2.21-runs/s20c-kh-hf-preset-offline.txt)
    ),
    S(
        'tensorflow.python.framework.errors_impl.FailedPreconditionError: {{function_node __wrapped__InitializeTableFromTextFileV2_device_/job:localhost/replica:0/task:0/device:CPU:0}} HashTable has different value for same key. Key the has 2 and trying to add value 5 [Op:InitializeTableFromTextFileV2] name: ',
        "lookup-vocabulary-duplicate-terms",
        {'key': 'the'},
        id="vocab-duplicate-term",  # a real TF 2.21 run (tf-2.21-runs/s20c-tv-vocab-duplicates.txt)
    ),
    S(
        'Cannot index into an inner ragged dimension.',
        "keras-layer-ragged-input-unsupported",
        {},
        id="ragged-inner-index",  # a real TF 2.21 run (tf-2.21-runs/s20c-tfstrings-ragged-fit.txt)
    ),
    # round 167's rules (sealed logs, read after the first reading)
    S(
        "`TypeError: function() got an unexpected keyword argument 'reduce_retracing'`",
        "tensorflow-api-mismatch",
        {"arg": "reduce_retracing"},
        id="function-reduce-retracing",  # tensorflow/agents#746 (r167-0-001)
    ),
    S(
        "TypeError: function() got an unexpected keyword argument 'jit_compile'",
        "tensorflow-api-mismatch",
        {"arg": "jit_compile"},
        id="function-jit-compile",  # ageron/handson-ml2#381 (r167-0-004)
    ),
    S(
        "TypeError: configurable() got an unexpected keyword argument 'blacklist'",
        "gin-config-version-mismatch",
        {"arg": "blacklist"},
        id="gin-blacklist",  # tensorflow/agents#889 (r167-0-002)
    ),
    S(
        "ImportError: /usr/local/lib/python3.8/dist-packages/reverb/libpybind.so: undefined symbol: _ZN4absl14lts_2020_02_2518container_internal18global_next_sampleE",
        "ecosystem-import-failed",
        {"module": "reverb"},
        id="reverb-undefined-symbol",  # google-deepmind/reverb#42 (r167-0-003)
    ),
    S(
        "NotImplementedError: Broadcasting is not supported; unexpected batch and event shape (expected [2 3 2], saw [2 1 2]).",
        "tensor-shape-mismatch",
        {"want": "[2 3 2]", "got": "[2 1 2]"},
        id="tfp-batch-reshape-broadcast",  # tensorflow/tensorflow#52054 (r167-0-007)
    ),
    S(
        "--> 529         output_names = [reverse_lookup[out] for out in model_out_names]",
        "keras-version-mismatch",
        {},
        id="tf2onnx-reverse-lookup",  # onnx/tensorflow-onnx, tf2onnx 1.17.0 (r167-3-001)
    ),
    S(
        "    if model.output_names and len(set(model.output_names)) != len(model.output_names):",
        "keras-version-mismatch",
        {},
        id="tf2onnx-output-names",  # onnxmltools.convert_keras on tf2onnx 1.16.1 (r167-3-002)
    ),
    S(
        "2024-04-29 21:45:04.020735: E external/local_xla/xla/stream_executor/rocm/rocm_driver.cc:261] failed call to hipInit: HIP_ERROR_InvalidDevice",
        "gpu-not-visible-to-tensorflow",
        {"error": "HIP_ERROR_InvalidDevice"},
        id="rocm-hipinit",  # ROCm/legacy-rocm-build#3071 (r167-2-002)
    ),
    S(
        "input_layer.js:74 Uncaught (in promise) n: An InputLayer should be passed either a `batchInputShape` or an `inputShape`.",
        "tfjs-keras3-layers-config-unreadable",
        {},
        id="tfjs-keras3-input-layer",  # tensorflow/tfjs (r167-3-003)
    ),
    S(
        "OSError: No file or directory found at my_pet_classifier",
        "application-data-missing",
        {"path": "my_pet_classifier"},
        id="keras2-load-model-missing",  # a notebook (r167-4-001)
    ),
    S(
        "<ipython-input-11-04172d0f16ff>:2: Music21DeprecationWarning: .flat is deprecated.  Call .flatten() instead",
        "benign-deprecation-warning",
        {},
        id="library-own-deprecation-class",  # music21 in a notebook (r167-7-005)
    ),
    # round 168's rules (sealed logs, read after the first reading)
    S(
        "    filepath = self.filepath.format(epoch=epoch + 1, **logs)",
        "keras-checkpoint-filepath-key-missing",
        {},
        id="keras22-checkpoint-format-line",  # xuannianz/keras-CenterNet#34 (r168-3-001)
    ),
    S(
        "AssertionError: Checkpoint not found.",
        "checkpoint-not-found",
        {},
        id="keras-segmentation-checkpoint",  # divamgupta/image-segmentation-keras#237 (r168-3-006)
    ),
    S(
        '`F tensorflow/core/grappler/costs/op_level_cost_estimator.cc:710] Check failed: 0 < gflops (0 vs. 0)type: "CPU"',
        "grappler-cost-estimator-zero-gflops",
        {},
        id="grappler-zero-gflops",  # tensorflow/tensorflow#22116 (r168-2-001)
    ),
    # the twenty-first session's outside check f (real TF 2.21 runs: tf-2.21-runs/s21f-*)
    S(
        "KeyError: 'The optimizer cannot recognize variable dense_2/kernel:0. This usually means you are trying to call the optimizer to update different parts of the model separately. Please call `optimizer.build(variables)` with the full list of trainable variables before the training loop or use legacy optimizer `tf.keras.optimizers.legacy.Adam.'",
        "keras-optimizer-reused-across-models",
        {"var": "dense_2/kernel:0"},
        id="tfk-optimizer-cannot-recognize",  # s21f-opt-reused-second-model-tfk
    ),
    S(
        "TypeError: input_signature missing type constraint for y_pred",
        "tf-function-input-signature-incomplete",
        {"param": "y_pred"},
        id="input-signature-incomplete",  # s21f-signature-arg-count
    ),
    S(
        "/home/user/venv/lib/python3.11/site-packages/keras/src/backend/tensorflow/trainer.py:696: UserWarning: `model.compiled_loss()` is deprecated. Instead, use `model.compute_loss(x, y, y_pred, sample_weight, training)`.",
        "keras3-train-step-keras2-api",
        {"what": "loss"},
        id="keras3-compiled-loss",  # s21f-train-step-compiled-loss-k3
    ),
    S(
        "ValueError: Attr 'Toutput_types' of 'OptionalFromValue' Op passed list of length 0 less than minimum 1.",
        "keras-train-step-return-not-dict",
        {},
        id="train-step-returns-none",  # s21f-train-step-return-none-k3
    ),
    S(
        "    ValueError: Argument `initial_value` (Tensor(\"scale/ones:0\", shape=(4,), dtype=float32)) could not be lifted out of a `tf.function`. (Tried to create variable with name='None'). To avoid this error, when constructing `tf.Variable`s inside of `tf.function` you can create the `initial_value` tensor in a `tf.init_scope` or pass a callable `initial_value` (e.g., `tf.Variable(lambda : tf.truncated_normal([10, 40]))`). Please file a feature request if this restriction inconveniences you.",
        "graph-mode-eager-only-code",
        {},
        id="variable-initial-value-not-liftable",  # s21f-var-in-layer-call-fit-tfk
    ),
    S(
        "TypeError: <tf.Tensor 'Mean:0' shape=() dtype=float32> is out of scope and cannot be used here. Use return values, explicit Python locals or TensorFlow collections to access it.",
        "graph-mode-eager-only-code",
        {},
        id="tensor-out-of-scope",  # s21f-side-effect-leak-use
    ),
    S(
        'ValueError: Unknown variable: <Variable path=sequential/dense/kernel, shape=(4, 8), dtype=float32, value=[[ 0.04411393 -0.0430842   0.4321522   0.23411882  0.4366309   0.17432797',
        "keras-optimizer-reused-across-models",
        {},
        id="keras3-unknown-variable-line",  # s21f-trainable-vars-empty-k3
    ),
    # the twenty-first session's outside check g (TFP 0.25 on TF 2.21: tf-2.21-runs/s21g-*)
    S(
        "ValueError: reinterpreted_batch_ndims(3) cannot exceed distribution.batch_ndims(2)",
        "tensor-shape-mismatch",
        {"asked": "3", "have": "2"},
        id="tfp-independent-batch-ndims",  # s21g-independent-batch-event
    ),
    S(
        "AttributeError: 'SymbolicTensor' object has no attribute 'log_prob'",
        "tfp-loss-given-tensor",
        {"attr": "log_prob"},
        id="tfp-nll-on-a-tensor",  # s21g-layers-k3-nll-tensor
    ),
    S(
        "TypeError: Found incompatible dtypes, <class 'numpy.float32'> and <class 'numpy.float64'>. Seen so far: [<class 'numpy.float32'>, <class 'numpy.float64'>]",
        "tensor-dtype-mismatch",
        {"a": "float32", "b": "float64"},
        id="tfp-incompatible-dtypes",  # s21g-math-dtype
    ),
    S(
        "TypeError: linear interpolation not allowed with dtype <dtype: 'int32'>",
        "tensor-dtype-mismatch",
        {"interp": "linear", "got": "int32"},
        id="tfp-percentile-int",  # s21g-stats-percentile-dtype
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Value for attr 'T' of int32 is not in the list of allowed values: bfloat16, half, float, double, complex64, complex128",
        "tensor-dtype-mismatch",
        {"param": "T", "got": "int32"},
        id="eager-op-allowed-values",  # s21g-stats-int-dtype
    ),
    S(
        "W0000 00:00:1795958514.174022    9068 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Inputs to operation AddN of type AddN must have the same size and shape.  Input 0: [20] != input 2: []",
        "tensor-shape-mismatch",
        {"op": "AddN", "a": "[20]", "b": "[]"},
        id="addn-shapes",  # s21g-hmc-wrong-shape
    ),
    S(
        "    ValueError: Shapes must be equal rank, but are 1 and 0",
        "tensor-shape-mismatch",
        {"a": "1", "b": "0"},
        id="equal-rank-traced",  # s21g-hmc-xla-wrong-shape
    ),
    S(
        "    Cannot reshape a tensor with 32 elements to shape [32,2] (64 elements) for '{{node sequential/independent_normal/IndependentNormal/Reshape}} = Reshape[T=DT_FLOAT, Tshape=DT_INT32](sequential/independent_normal/IndependentNormal/split, sequential/independent_normal/IndependentNormal/concat)' with input shapes: [32,1], [2] and with input tensors computed as partial shapes: input[1] = [32,2].",
        "tensor-shape-mismatch",
        {"a": "32", "b": "64"},
        id="graph-reshape-elements",  # s21g-layers-tfk-indnormal-units
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Expected 'tf.Tensor(False, shape=(), dtype=bool)' to be true. Summarized data: b'Argument `probs` must sum to 1..  '",
        "tf-debugging-assertion-failed",
        {"msg": "Argument `probs` must sum to 1"},
        id="eager-assert-summarized",  # s21g-validate-args-notebook
    ),
    S(
        "W0000 00:00:1795958558.486381   10013 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: input must be at least 2-dim, received shape: [3]",
        "tensor-shape-mismatch",
        {"rank": "2", "shape": "[3]"},
        id="matrix-op-rank",  # s21g-bijector-chain-order
    ),
    S(
        "ValueError: Received an invalid value for `units`, expected a positive integer. Received: units=2",
        "keras-version-mismatch",
        {"arg": "units", "value": "2"},
        id="keras3-units-numpy-int",  # s21g-layers-k3-indnormal-functional
    ),
    # round 169's rules (sealed logs, read after the first reading)
    S(
        'ValueError: Input size must be at least 32x32; got `input_shape=(28, 28, 3)`',
        'keras-applications-imagenet-input-shape',
        {'min': '32'},
        id='app-input-too-small',  # r169-0-001
    ),
    S(
        "--> 180         raise ValueError('The `weights` argument should be either '",
        'keras-applications-weights-argument-invalid',
        {},
        id='app-weights-argument',  # r169-0-003
    ),
    S(
        '    ValueError: The name "stem_conv_pad" is used 2 times in the model. All layer names should be unique.',
        'keras-layer-names-not-unique',
        {'name': 'stem_conv_pad', 'times': '2'},
        id='layer-names-not-unique',  # r169-0-004
    ),
    S(
        'ValueError: Layer #1 (named "bidirectional_1" in the current model) was found to correspond to layer embedding_1 in the save file. However the new layer bidirectional_1 expects 6 weights, but the saved weights have 1 elements.',
        'keras-weights-layer-count-mismatch',
        {'want': '6', 'have': '1'},
        id='h5-layer-weights-by-order',  # r169-0-006
    ),
    S(
        '`Could not find SavedModel .pb or .pbtxt at supplied export directory path`',
        'application-data-missing',
        {},
        id='c-api-savedmodel-missing',  # r169-1-001
    ),
    S(
        '../pkg/mod/github.com/galeone/tensorflow/tensorflow/go@v0.0.0-20210519172502-4018d721b591/attrs.go:20:11: fatal error: tensorflow/c/c_api.h: No such file or directory',
        'libtensorflow-c-missing',
        {'header': 'c_api.h'},
        id='cgo-c-api-header',  # r169-1-002
    ),
    S(
        'go: finding module for package github.com/tensorflow/tensorflow/tensorflow/go/core/protobuf/for_core_protos_go_proto',
        'tensorflow-go-protos-missing',
        {},
        id='go-protos-missing',  # r169-1-003
    ),
    S(
        "        org.tensorflow.exceptions.TFInvalidArgumentException: No shape inference function exists for op 'SimpleMLLoadModelFromPathWithHandle', did you forget to define it?",
        'custom-op-shape-fn-missing',
        {'op': 'SimpleMLLoadModelFromPathWithHandle'},
        id='java-op-shape-fn',  # r169-1-004
    ),
    S(
        '[Wed Mar 18 11:45:37 CET 2020] [WARNING] [] Could not load native TF library TF 1.14.0 CPU C:\\Users\\Laurent\\Documents\\fiji-win64\\Fiji.app\\lib\\win64\\tensorflow_jni.dll: A dynamic link library (DLL) initialization routine failed',
        'dll-load-failed',
        {},
        id='java-jni-dll-init-failed',  # r169-1-006
    ),
    S(
        'Warning: Could not load Loader: java.lang.UnsatisfiedLinkError: no jnijavacpp in java.library.path',
        'javacpp-native-jar-missing',
        {},
        id='javacpp-natives',  # r169-1-007
    ),
    S(
        "Predictor.cpp:(.text._ZNK10tensorflow16SavedModelBundle13GetSignaturesB5cxx11Ev[_ZNK10tensorflow16SavedModelBundle13GetSignaturesB5cxx11Ev]+0x10): undefined reference to `google::protobuf::internal::MapFieldBase::SyncMapWithRepeatedField() const'",
        'libtensorflow-cc-not-linked',
        {},
        id='cc-protobuf-undefined',  # r169-1-008
    ),
    S(
        "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.",
        'torch-cuda-tensor-to-numpy',
        {'device': 'cuda:0'},
        id='torch-cuda-numpy',  # r169-2-001
    ),
    S(
        '`Python exception: ValueError: Unable to get the Filesystem for path gs://xxxx`',
        'beam-filesystem-extra-missing',
        {'scheme': 'gs'},
        id='beam-gs-filesystem',  # r169-3-001
    ),
    S(
        'kubeflow runner not found in dsl.',
        'tfx-cli-engine-runner-mismatch',
        {'engine': 'kubeflow'},
        id='tfx-engine-runner',  # r169-3-006
    ),
    S(
        '**RuntimeError: Split pattern gs://tfx-gcp-kubeflowpipelines-default/tfx-template/data/taxi/* does not match any files.**',
        'tfx-examplegen-input-empty',
        {},
        id='tfx-split-pattern-empty',  # r169-3-007
    ),
    # the twenty-first session's outside check h (real TF 2.21 runs: tf-2.21-runs/s21h-*)
    S(
        'ValueError: Expected a TensorFlow function for which to generate a signature, but got <tensorflow.python.eager.polymorphic_function.polymorphic_function.Function object at 0x7fa24512d810>. Only `tf.functions` with an input signature or concrete functions can be used as a signature.',
        'saved-model-signature-not-concrete',
        {},
        id='sm-signature-not-concrete',  # s21h-sm-sig-no-input-signature
    ),
    S(
        'RuntimeError: Expression "np.ones((1,4))" is not a valid python literal.',
        'saved-model-cli-input-exprs-not-literal',
        {'expr': 'np.ones((1,4))'},
        id='cli-input-exprs-literal',  # s21h-cli-run-numpy-expr
    ),
    S(
        "AttributeError: '_UserObject' object has no attribute 'predict'",
        'saved-model-loaded-without-keras',
        {'attr': 'predict'},
        id='userobject-predict',  # s21h-tfk-tfload-custom-predict
    ),
    S(
        "TypeError: Binding inputs to tf.function failed due to `missing a required argument: 'features'`. Received args: () and kwargs: {'input_1': <tf.Tensor: shape=(3, 4), dtype=float32, numpy=",
        'serving-request-input-mismatch',
        {'want': 'features', 'got': 'input_1'},
        id='signature-wrong-keyword',  # s21h-loaded-sig-wrong-kw
    ),
    S(
        'W0000 00:00:1795959159.090333    4788 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: {{function_node __inference_signature_wrapper___call___25}} {{function_node __inference_signature_wrapper___call___25}} Expects arg[0] to be float but int64 is provided',
        'tensor-dtype-mismatch',
        {'index': '0', 'want': 'float', 'got': 'int64'},
        id='function-arg-dtype',  # s21h-loaded-sig-in-tffunction-dtype
    ),
    S(
        'ValueError: "input_1" is not a valid input key. Please choose from "features", or use --show option.',
        'serving-request-input-mismatch',
        {'got': 'input_1'},
        id='cli-input-key',  # s21h-cli-run-wrong-key
    ),
    S(
        'ValueError: Could not find signature "predict". Please choose from: serving_default, __saved_model_init_op, serve',
        'saved-model-signature-missing',
        {'sig': 'predict'},
        id='cli-signature-missing',  # s21h-cli-show-wrong-sig
    ),
    S(
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/saved_model/signature_serialization.py", line 302, in __getitem__',
        'saved-model-signature-missing',
        {},
        id='signature-map-keyerror-frame',  # s21h-loaded-sig-missing-key
    ),
    S(
        'ValueError: The model provided has not yet been built. It must be built before export.',
        'keras-model-not-built',
        {},
        id='keras3-export-unbuilt',  # s21h-k3-export-unbuilt
    ),
    S(
        'RuntimeError: Invoke called on model that is not ready.',
        'tflite-tensors-not-allocated',
        {},
        id='tflite-invoke-not-ready',  # s21h-tfl-invoke-before-allocate
    ),
    S(
        "RuntimeError: MetaGraphDef associated with tag-set train could not be found in the SavedModel. Please use one of the following tag-sets: ['serve']",
        'saved-model-tags-not-found',
        {'tags': 'train'},
        id='tag-set-not-found',  # s21h-cli-show-wrong-tag
    ),
    S(
        'ValueError: Cannot feed value of shape (1, 5) for Tensor serving_default_features:0, which has shape (None, 4)',
        'tensor-shape-mismatch',
        {},
        id='feed-shape-unquoted',  # s21h-cli-run-wrong-shape
    ),
    S(
        "ValueError: File format not supported: filepath=/tmp/s21h_k3export. Keras 3 only supports V3 `.keras` files, legacy H5 format files (`.h5` extension). Note that the legacy SavedModel format is not supported by `load_model()` in Keras 3. In order to reload a TensorFlow SavedModel as an inference-only layer in Keras 3, use `keras.layers.TFSMLayer(/tmp/s21h_k3export, call_endpoint='serving_default')` (note that your `call_endpoint` might have a different name).",
        'keras-version-mismatch',
        {},
        id='keras3-load-model-savedmodel-dir',  # s21h-k3-load-model-savedmodel-dir
    ),
    # the twenty-first session's outside check i (real TF 2.21 runs: tf-2.21-runs/s21i-*)
    S(
        '    batch_dim.assert_is_compatible_with(',
        'keras-data-cardinality-mismatch',
        {},
        id='from-tensor-slices-frame',  # s21i-slices-lengths
    ),
    S(
        'ValueError: Cannot iterate over a shape with unknown rank.',
        'tfdata-element-shape-unknown',
        {},
        id='unknown-rank-iterate',  # s21i-pyfunc-adapt-k3
    ),
    S(
        'ValueError: Layer "functional" expects 2 named input(s) with keys [\'age\', \'income\'], but it received 1 input tensors. Pass inputs as a dict, e.g. `layer({\'age\': ..., \'income\': ...})`.',
        'keras-model-input-missing',
        {'want': '2'},
        id='named-inputs-missing-k3',  # s21i-dict-inputs-k3
    ),
    S(
        '    ValueError: Layer "model" expects 2 input(s), but it received 1 input tensors. Inputs received: [<tf.Tensor \'IteratorGetNext:0\' shape=(None, 2) dtype=float32>]',
        'keras-model-input-missing',
        {'want': '2'},
        id='inputs-missing-tfk',  # s21i-dict-inputs-tfk
    ),
    S(
        'W0000 00:00:1795959330.511287   12666 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Incompatible shapes at component 0: expected [?,5] but got [8,3].',
        'tensor-shape-mismatch',
        {'component': '0', 'want': '[?,5]', 'got': '[8,3]'},
        id='cache-incompatible-shapes',  # s21i-cache-reuse
    ),
    S(
        'W0000 00:00:1795959334.488449   12987 local_rendezvous.cc:412] Local rendezvous is aborting with status: NOT_FOUND: /mnt/nonexistent_drive/cache/train_0.lockfile; No such file or directory',
        'tfdata-cache-path-invalid',
        {'path': '/mnt/nonexistent_drive/cache/train'},
        id='cache-lockfile-folder',  # s21i-cache-unwritable
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Expected 'tf.Tensor(False, shape=(), dtype=bool)' to be true. Summarized data: b'No files matched pattern: shards/train-*.tfrecord'",
        'application-data-missing',
        {'path': 'shards/train-*.tfrecord'},
        id='list-files-no-match',  # s21i-interleave-pattern-tfk
    ),
    # round 170's rules (sealed logs, read after the first reading)
    S(
        '`ValueError: A total of 4 objects could not be loaded. Example error message for object <KANLinear name=kan_linear, built=True>:',
        'keras-third-party-layer-serialization-bug',
        {'count': '4', 'cls': 'KANLinear'},
        id='keras3-objects-not-loaded',  # r170-0-001
    ),
    S(
        "AttributeError: module 'tensorflow.keras' has no attribute 'load_model'",
        'tensorflow-api-mismatch',
        {'attr': 'load_model'},
        id='tf-keras-top-level-load-model',  # r170-0-002
    ),
    S(
        "ValueError: Requested the deserialization of a Lambda layer with a Python 'lambda' inside it. This carries a potential risk of arbitrary code execution and thus it is disallowed by default. If you trust the source of the saved model, you can pass ",
        'keras-safe-mode-lambda-refused',
        {},
        id='safe-mode-lambda-quotes',  # r170-0-003
    ),
    S(
        "ValueError: Unrecognized device: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]",
        'gpu-config-wrong-device-type',
        {'list': '['},
        id='memory-growth-given-list',  # r170-1-003
    ),
    S(
        "NotImplementedError: ('could not find ffmpeg after search through ', ['libtensorflow_io_ffmpeg_4.2.so', 'libtensorflow_io_ffmpeg_3.4.so', 'libtensorflow_io_ffmpeg_2.8.so'])",
        'tfio-ffmpeg-ops-unavailable',
        {},
        id='tfio-ffmpeg-missing',  # r170-2-006
    ),
    S(
        'Using gpu device 0: GeForce GTX TITAN X (CNMeM is enabled with initial size: 90.0% of memory, cuDNN not available)',
        'keras-backend-not-tensorflow',
        {},
        id='theano-without-cudnn',  # r170-4-004
    ),
    S(
        "        'EagerTensor' object has no attribute 'reshape'.",
        'tensor-numpy-method-unavailable',
        {'cls': 'EagerTensor', 'attr': 'reshape'},
        id='tensor-numpy-reshape',  # r170-7-001
    ),
    # round 171's rules (sealed logs, read after the first reading)
    S(
        'Type UINT8 (3) not supported.',
        'tflm-uint8-quantization-unsupported',
        {},
        id='tflm-uint8',  # r171-1-003
    ),
    S(
        'Type INT32 (2) not supported.',
        'tflm-kernel-type-unsupported',
        {'type': 'INT32'},
        id='tflm-int32-kernel',  # r171-1-004
    ),
    S(
        'C:\\Users\\neoya\\Documents\\Arduino\\libraries\\Arduino_TensorFlowLite\\src/tensorflow/lite/experimental/micro/debug_log_numbers.h:18:19: fatal error: cstdint: No such file or directory',
        'tflm-board-unsupported',
        {'header': 'cstdint'},
        id='tflm-avr-board',  # r171-1-001
    ),
    S(
        'Compilation error: tensorflow/lite/version.h: No such file or directory',
        'tflm-library-version-mismatch',
        {},
        id='tflm-version-h',  # r171-1-002
    ),
    S(
        "/home/edge7/Desktop/projects/ing_edurso/blog/tflite_camera_article/esp32_tflite_person_detection/esp32_person_detection/components/tflite-lib/tensorflow/lite/micro/micro_op_resolver.cc:35:39: error: cannot convert 'const TfLiteRegistration*' to 'const TfLiteRegistration_V1*' in assignment",
        'tflm-library-version-mismatch',
        {},
        id='tflm-registration-v1',  # r171-1-010
    ),
    S(
        'lib/tfmicro/tensorflow/lite/micro/kernels/esp_nn/add.cc:34:10: fatal error: esp_nn.h: No such file or directory',
        'tflm-esp-nn-missing',
        {},
        id='tflm-esp-nn',  # r171-1-008
    ),
    S(
        "tensorflow/lite/micro/tools/make/downloads/cmsis_nn/Include/Internal/arm_nn_compiler.h:187:20: error: implicit declaration of function '__qsub16' [-Werror=implicit-function-declaration]",
        'tflm-toolchain-too-old',
        {'fn': '__qsub16'},
        id='tflm-cmsis-intrinsic',  # r171-1-009
    ),
    S(
        "will return `AttributeError: 'TFBaseModelOutputWithPastAndCrossAttentions' object has no attribute 'logits'`",
        'hf-generate-model-without-lm-head',
        {},
        id='hf-generate-no-lm-head',  # r171-0-003
    ),
    S(
        'ConverterError: <unknown>:0: error: loc(fused["SimpleMLCreateModelResource:", "SimpleMLCreateModelResource"]): \'tf.SimpleMLCreateModelResource\' op is neither a custom op nor a flex op',
        'tfdf-tflite-unsupported',
        {'op': 'SimpleMLCreateModelResource'},
        id='tfdf-to-tflite',  # r171-2-005
    ),
    # the twenty-first session's outside check k (real TF 2.21 runs: tf-2.21-runs/s21k-*)
    S(
        'W0000 00:00:1795959919.256437    2565 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: seed must have shape [2], not []',
        'random-seed-invalid',
        {'got': ''},
        id='stateless-seed-scalar',  # s21k-stateless-seed-scalar
    ),
    S(
        "    ValueError: Dimension must be 2 but is 3 for '{{node stateless_random_flip_left_right/stateless_random_uniform/StatelessRandomGetKeyCounter}} = StatelessRandomGetKeyCounter[Tseed=DT_INT32](seed)' with input shapes: [3].",
        'random-seed-invalid',
        {'got': '3'},
        id='stateless-seed-rank3',  # s21k-stateless-seed-shape3-fn
    ),
    S(
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/ops/stateful_random_ops.py", line 167, in _check_state_shape',
        'random-seed-invalid',
        {},
        id='generator-state-frame',  # s21k-generator-state-shape
    ),
    S(
        "ValueError: Expected `seed` argument to be an integer. Received: seed=None (of type <class 'NoneType'>)",
        'random-seed-invalid',
        {'type': 'NoneType'},
        id='keras-seed-none',  # s21k-k3-set-random-seed-none
    ),
    S(
        "ValueError: Argument `seed` must be either an integer or an instance of `SeedGenerator`. Received: seed=42.0 (of type <class 'float'>)",
        'random-seed-invalid',
        {},
        id='keras-random-seed-float',  # s21k-k3-random-seed-float
    ),
    S(
        '  File "/home/user/venv/lib/python3.11/site-packages/tensorflow/python/framework/random_seed.py", line 35, in _truncate_seed',
        'random-seed-invalid',
        {},
        id='tf-set-seed-string-frame',  # s21k-tf-set-seed-str
    ),
    S(
        'ValueError: Must specify maxval for integer dtype tf.int32',
        'random-int-maxval-missing',
        {'dtype': 'tf.int32'},
        id='uniform-int-no-maxval',  # s21k-random-int-no-maxval
    ),
    S(
        'RuntimeError: Random ops require a seed to be set when determinism is enabled. Please set a seed before running the op, e.g. by calling tf.random.set_seed(1).',
        'determinism-needs-seed',
        {},
        id='determinism-random-no-seed',  # s21k-det-random-noseed
    ),
    S(
        'RuntimeError: "get_global_generator" cannot be called if determinism is enabled, unless "set_global_generator" has already been called. Please call "set_global_generator" first.',
        'determinism-needs-seed',
        {'fn': 'get_global_generator'},
        id='determinism-global-generator',  # s21k-det-global-generator
    ),
    S(
        'W0000 00:00:1795959988.658081    6138 local_rendezvous.cc:412] Local rendezvous is aborting with status: FAILED_PRECONDITION: Timestamp cannot be called when determinism is enabled',
        'deterministic-op-unimplemented',
        {'op5': 'Timestamp'},
        id='determinism-timestamp',  # s21k-det-timestamp-fn
    ),
    S(
        ' : Tensor had -Inf values',
        'training-loss-nan',
        {},
        id='check-numerics-minus-inf',  # s21k-enable-checknum-k3-fit
    ),
    S(
        '!!! Detected Infinity or NaN in output 0 of graph op "Log" (# of outputs: 1) !!!',
        'training-loss-nan',
        {'op': 'Log'},
        id='check-numerics-callback-op',  # s21k-enable-checknum-k3-fit
    ),
    S(
        'W0000 00:00:1795960090.945157   10937 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: Integers to negative integer powers are not allowed',
        'integer-negative-power',
        {},
        id='int-pow-negative',  # s21k-int-pow-negative
    ),
    S(
        'W0000 00:00:1795960170.565518   21266 cholesky_op.cc:56] Cholesky decomposition was not successful. Eigen::LLT failed with error code 1. Filling lower-triangular output with NaNs.',
        'cholesky-decomposition-failed',
        {},
        id='cholesky-cpu-warning',  # s21k-cholesky-not-pd
    ),
    # the twenty-first session's outside check j (real TF 2.21 runs: tf-2.21-runs/s21j-*)
    S(
        '  File "/usr/local/lib/python3.11/multiprocessing/popen_spawn_posix.py", line 47, in _launch',
        'multiprocessing-spawn-unpicklable',
        {},
        id='spawn-launch-frame',  # s21j-pydataset-mp-k3
    ),
    S(
        '        An attempt has been made to start a new process before the',
        'multiprocessing-main-guard-missing',
        {},
        id='spawn-main-guard',  # s21j-spawn-no-main-guard-k3
    ),
    S(
        'ValueError: signal only works in main thread of the main interpreter',
        'signal-handler-off-main-thread',
        {},
        id='signal-off-main-thread',  # s21j-signal-handler-thread
    ),
    S(
        ' 1/32 [..............................] - ETA: 11s - loss: 0.7076Terminated',
        'process-terminated-sigterm',
        {},
        id='sigterm-progress-bar',  # s21j-sigterm-fit-sh
    ),
    S(
        'train.sh: python exited with status 143',
        'process-terminated-sigterm',
        {},
        id='sigterm-status-143',  # s21j-sigterm-fit-sh
    ),
    S(
        '[2026-11-29 13:51:26 +0000] [24154] [CRITICAL] WORKER TIMEOUT (pid:24200)',
        'gunicorn-worker-timeout',
        {},
        id='gunicorn-timeout',  # s21j-gunicorn-preload
    ),
    S(
        "TypeError: cannot pickle 'FuncGraph' object",
        'keras-model-not-picklable',
        {'what': 'FuncGraph'},
        id='pickle-funcgraph',  # s21j-cloudpickle-tffunction
    ),
    S(
        "_pickle.PicklingError: Can't pickle <function step at 0x7fc9a84d84a0>: it's not the same object as __main__.step",
        'keras-model-not-picklable',
        {'fn': 'step'},
        id='pickle-tf-function',  # s21j-pickle-tffunction
    ),
    S(
        '    return convert_to_tensor, (self._numpy(),)',
        'keras-model-not-picklable',
        {},
        id='pickle-dataset-reduce',  # s21j-pickle-dataset
    ),
    S(
        '    NotImplementedError: numpy() is only available when eager execution is enabled.',
        'graph-mode-eager-only-code',
        {},
        id='variable-numpy-in-graph',  # s21j-pickle-variable-graph
    ),
    # round 172's rules (sealed logs, read after the first reading)
    S(
        'ValueError: Could not interpret activation function identifier: fourier',
        'keras-identifier-unknown',
        {'kind': 'activation', 'name': 'fourier'},
        id='activation-function-identifier',  # r172-0-001
    ),
    S(
        '--> 150       return step_size_var.assign_add(',
        'tfp-step-size-not-variable',
        {},
        id='tfp-step-size-float',  # r172-4-001
    ),
    S(
        'Warning: inf or nan in gradient: replacing with zeros',
        'training-loss-nan',
        {},
        id='gpflow-nonfinite-gradient',  # r172-4-006
    ),
    # the review of the twenty-first session: Keras 3's skip_mismatch warning (a real run)
    S(
        '/home/user/venv/lib/python3.11/site-packages/keras/src/saving/saving_lib.py:710: UserWarning: A total of 2 objects could not be loaded. Example error message for object <Dense name=dense_2, built=True>:',
        'keras-third-party-layer-serialization-bug',
        {'count': '2'},
        id='keras3-skip-mismatch-warning',  # s21-keras3-skip-mismatch
    ),
    # the twenty-first session's outside check l (real TF 2.21 runs: tf-2.21-runs/s21l-*)
    S(
        'tensorflow.python.framework.errors_impl.NotFoundError: {{function_node __wrapped__CreateSummaryFileWriter_device_/job:localhost/replica:0/task:0/device:CPU:0}} /proc/tb_logs; No such file or directory [Op:CreateSummaryFileWriter] name: ',
        'output-dir-missing',
        {},
        id='summary-writer-logdir-proc',  # s21l-writer-proc
    ),
    S(
        'tensorflow.python.framework.errors_impl.PermissionDeniedError: {{function_node __wrapped__CreateSummaryFileWriter_device_/job:localhost/replica:0/task:0/device:CPU:0}} /home/user/s21l/rootonly/logs; Permission denied [Op:CreateSummaryFileWriter] name: ',
        'output-dir-missing',
        {},
        id='summary-writer-permission',  # s21l-writer-permission
    ),
    S(
        'tensorflow.python.framework.errors_impl.PermissionDeniedError: {{function_node __wrapped__CreateSummaryFileWriter_device_/job:localhost/replica:0/task:0/device:CPU:0}} /tmp/romnt/logs; Read-only file system [Op:CreateSummaryFileWriter] name: ',
        'output-dir-missing',
        {'why': 'Read-only file system'},
        id='tf-read-only-filesystem',  # s21l-k3-tb-callback-readonly
    ),
    S(
        'tensorflow.python.framework.errors_impl.UnavailableError: Cannot export profiling results. No profiler is running.',
        'tensorboard-profiler-not-running',
        {},
        id='profiler-export-not-running',  # s21l-profiler-stop-without-start
    ),
    S(
        'tensorflow.python.framework.errors_impl.AlreadyExistsError: Another profiler is running.',
        'tensorboard-profiler-already-running',
        {},
        id='profiler-already-running',  # s21l-profiler-start-twice
    ),
    S(
        'ValueError: Must enable trace before export through tf.summary.trace_on.',
        'tf-summary-trace-not-on',
        {},
        id='trace-export-without-trace-on',  # s21l-trace-export-without-trace-on
    ),
    S(
        "ValueError: Unrecognized `Embedding` layer names passed to `keras.callbacks.TensorBoard` `embeddings_metadata` argument: dict_keys(['embedding'])",
        'keras-tensorboard-embeddings-layer-unknown',
        {},
        id='tb-embeddings-metadata',  # s21l-k3-tb-embeddings-metadata
    ),
    S(
        'ValueError: profile_batch must be a non-negative integer or 2-tuple of positive integers. A pair of positive integers signifies a range of batches to profile. Found: (10, 5)',
        'keras-tensorboard-profile-batch-invalid',
        {},
        id='tb-profile-batch',  # s21l-k3-tb-profile-batch-bad
    ),
    S(
        "tensorboard: error: argument {serve}: invalid choice: 'logs' (choose from 'serve')",
        'tensorboard-cli-usage',
        {},
        id='tb-cli-invalid-choice',  # s21l-tb-cli-bad-flag
    ),
    S(
        'Error: A logdir or db must be specified. For example `tensorboard --logdir mylogdir` or `tensorboard --db sqlite:~/.tensorboard.db`. Run `tensorboard --helpfull` for details and examples.',
        'tensorboard-cli-usage',
        {},
        id='tb-cli-no-logdir',  # s21l-tb-cli-no-logdir
    ),
    # round 173 (the twenty-second session)
    S(
        "    nothing provides __glibc >=2.17 needed by tensorflow-base-2.6.0-cuda110py37hb8f09f9_2",
        "conda-virtual-package-missing",
        {"virtual": "glibc", "version": "2.17", "package": "tensorflow-base-2.6.0-cuda110py37hb8f09f9_2"},
        id="conda-glibc-virtual-package",  # Netflix/metaflow#1904 (r173-3-004)
    ),
    S(
        "Could not find a version of tensorflow-metal ; sys_platform == 'darwin' that matches your environment, it will be skipped.",
        "benign-platform-marker-skipped",
        {"package": "tensorflow-metal", "marker": "sys_platform", "value": "darwin"},
        id="pipenv-marker-skipped",  # pypa/pipenv#5883 (r173-3-003)
    ),
    S(
        "OSError: [Errno 12] Cannot allocate memory",
        "host-out-of-memory",
        {},
        id="enomem-at-fork",  # Joldnine/CS5242-image-captioning notebook (r173-5-002)
    ),
    S(
        "ERROR:asyncio:Task was destroyed but it is pending!",
        "benign-asyncio-task-destroyed",
        {},
        id="asyncio-task-destroyed",  # Next-Sunshine/TFF0318 notebook (r173-7-005)
    ),
    S(
        "`Loading servable: {name: ping_model version: 1} failed: Data loss: corrupted record at 0`",
        "serving-warmup-data-invalid",
        {},
        id="serving-warmup-corrupted-record",  # tensorflow/serving#1602 (r173-2-003)
    ),
    S(
        "INFO:tensorflow:Error transforming entity <function split_input_target at 0x7f24c012aa60>",
        "autograph-could-not-transform",
        {},
        id="autograph-error-transforming-entity",  # tensorflow/tensorflow#51125 (r173-1-002)
    ),
    # round 174
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: Got 55 frames, but animated gifs can only be decoded by tf.io.decode_gif or tf.io.decode_image [Op:DecodePng]",
        "dataset-corrupt-image",
        {"frames": "55"},
        id="animated-gif-to-decode-png",  # KichangKim/DeepDanbooru#22 (r174-1-001)
    ),
    S(
        "/Users/juliavassey/anaconda2/envs/r-tensorflow/lib/python3.6/site-packages/PIL/Image.py:2703: UserWarning: image file could not be identified because WEBP support not installed",
        "dataset-corrupt-image",
        {"codec": "WEBP"},
        id="pillow-no-webp",  # rstudio/keras3#805 (r174-1-003)
    ),
    S(
        "  (0) UNKNOWN:  JIT compilation failed.",
        "ptxas-missing",
        {},
        id="root-error-jit-compilation-failed",  # talmolab/sleap#1990 (r174-2-002)
    ),
    S(
        "E     AttributeError: module 'tensorflow.tools.docs.doc_controls' has no attribute 'inheritable_header'",
        "tensorflow-companion-mismatch",
        {"attr": "inheritable_header"},
        id="estimator-newer-than-tf-doc-controls",  # mlflow/mlflow#4975 (r174-3-003)
    ),
    S(
        "Corpus/Sentence contains 0 counts of 2-gram overlaps.",
        "nltk-bleu-no-ngram-overlap",
        {"n": "2"},
        id="nltk-bleu-no-overlap",  # bitajalali/Machine-translation-tensorflow notebook (r174-5-008)
    ),
    # round 175
    S(
        "main.js:233 App failure: Error: Backend name 'webgl' not found in registry",
        "tfjs-backend-not-registered",
        {"backend": "webgl"},
        id="tfjs-backend-not-in-registry",  # tensorflow/tfjs#3368 (r175-1-009)
    ),
    S(
        "Error: 'softmax' not yet implemented or not found in the registry. Did you forget to import the kernel?",
        "tfjs-package-version-mismatch",
        {"kernel": "softmax"},
        id="tfjs-kernel-not-in-registry",  # justadudewhohacks/face-api.js#615 (r175-1-005)
    ),
    S(
        "http.js:209 Uncaught (in promise) Error: Failed to parse model JSON of response from ./best_web_model/model.json. Please make sure the server is serving valid JSON for this request.",
        "tfjs-model-url-wrong",
        {"url": "./best_web_model/model.json"},
        id="tfjs-model-json-not-json",  # zldrobit/tfjs-yolov5-example#9 (r175-1-008)
    ),
    S(
        "Error: The specified module could not be found.\n\\\\?\\C:\\GoogleDrive\\Current projects\\paper_table\\paper_table_0.215\\node_modules\\@tensorflow\\tfjs-node-gpu\\lib\\napi-v8\\tfjs_binding.node",
        "dll-load-failed",
        {},
        id="tfjs-binding-dll-missing-windows",  # tensorflow/tfjs#8323 (r175-1-002): a path with spaces
    ),
    S(
        "Layer 'batch_normalization_10' was never built and thus it",
        "keras-layer-never-built-on-load",
        {"layer2": "batch_normalization_10"},
        id="keras-never-built-wrapped",  # kubeedge/ianvs#709 (r175-0-001)
    ),
    S(
        "AttributeError: 'tuple' object has no attribute 'as_list'",
        "keras-version-mismatch",
        {"method": "as_list"},
        id="keras3-tuple-shape-as-list",  # philipperemy/keras-tcn#267 (r175-0-004)
    ),
    S(
        "LookupError: gradient registry has no entry for: shap_Split",
        "op-gradient-missing",
        {"op": "Split"},
        id="shap-op-handler-missing",  # shap/shap#2321 (r175-3-007)
    ),
    S(
        "AttributeError: 'DataFrame' object has no attribute 'dtype'",
        "non-numeric-input-data",
        {"attr": "dtype"},
        id="dataframe-no-dtype",  # shap/shap#1548 (r175-3-008)
    ),
    # round 176
    S(
        "E       AttributeError: property 'kernel' of 'MultiDense' object has no setter",
        "keras-version-mismatch",
        {"weight": "kernel", "cls": "MultiDense"},
        id="keras3-dense-kernel-property",  # NNPDF/nnpdf#1968 (r176-1-001)
    ),
    S(
        "ValueError: Argument(s) not recognized : {'lr' : 0.001}",
        "keras-version-mismatch",
        {"kwarg": "lr"},
        id="keras3-optimizer-lr-spaced",  # openillumi's page (r176-1-005), as it quotes it
    ),
    # the twenty-second session's outside checks m and n (real TF 2.21 runs: tf-2.21-runs/s22m-*, s22n-*)
    S(
        "OSError: Truncated File Read",
        "dataset-corrupt-image",
        {},
        id="pillow-truncated-file-read",  # s22m-loadimg-corrupt-k3
    ),
    S(
        "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__DecodeImage_device_/job:localhost/replica:0/task:0/device:CPU:0}} Input is empty. [Op:DecodeImage] name: ",
        "dataset-corrupt-image",
        {},
        id="decode-image-empty-eager",  # s22m-dec-image-empty
    ),
    S(
        "TypeError: The dataset is infinite.",
        "tfdata-dataset-length-unknown",
        {"why": "is infinite"},
        id="len-of-infinite-dataset",  # s22m-infinite-list
    ),
    S(
        "W0000 00:00:1795967747.642493   14799 op_kernel.cc:1845] INVALID_ARGUMENT: TypeError: Cannot convert 'label_0' to EagerTensor of dtype int64",
        "py-function-output-mismatch",
        {"want2": "int64"},
        id="py-function-value-not-tout",  # s22m-pyfunc-tout-int
    ),
    S(
        "ValueError: `name` must be passed as a keyword argument. Received: add_weight('kernel', ...). Use: add_weight(shape=..., name='kernel').",
        "keras-version-mismatch",
        {"name": "kernel"},
        id="keras3-add-weight-positional-name",  # s22n-k3-add-weight-positional
    ),
    S(
        "'RunningMean' object has no attribute 'add_update'",
        "keras-version-mismatch",
        {"attr": "add_update"},
        id="keras3-no-add-update",  # s22n-k3-add-update
    ),
    S(
        "ValueError: Model <__main__.Net object at 0x7f0516bd7910> cannot be saved either because the input shape is not available or because the forward pass of the model is not defined.",
        "keras-model-not-built",
        {},
        id="tf-keras-save-unbuilt-subclassed",  # s22n-tfk-subclassed-unbuilt-save
    ),
    # the review of the twenty-second session (words read in the packages it names)
    S(
        "Could not find a matching version of tensorflow-macos==2.12.0; sys_platform == \"darwin\" for your environment, its dependencies will be skipped.",
        "benign-platform-marker-skipped",
        {"package": "tensorflow-macos", "value": "darwin"},
        id="pipenv-2023-8-marker-skipped",  # pipenv 2023.8.28's utils/resolver.py
    ),
    S(
        "Error: Kernel 'FusedConv2D' not registered for backend 'wasm'",
        "tfjs-package-version-mismatch",
        {"kernel2": "FusedConv2D", "backend": "wasm"},
        id="tfjs-kernel-not-registered-for-backend",  # tfjs-core 4.22.0's engine.js
    ),
    # round 177
    S(
        "ValueError: Failed to find data adapter that can handle input: <class 'numpy.ndarray'>, (<class 'list'> containing values of types {\"<class 'int'>\"})",
        "non-numeric-input-data",
        {},
        id="no-data-adapter-for-list",  # YerevaNN/mimic3-benchmarks#132 (r177-2-003)
    ),
    S(
        "> ValueError: Unexpected result of `train_function` (Empty logs). Please use `Model.compile(..., run_eagerly=True)`, or `tf.config.run_functions_eagerly(True)` for more information of where went wrong, or file a issue/bug to `tf.keras`.",
        "keras-fit-empty-input",
        {"fn": "train"},
        id="fit-empty-logs",  # keras-team/keras#16216 (r177-2-004)
    ),
    S(
        ' Error i am getting is TypeError: If class_mode="categorical", y_col="[\'N\', \'D\', \'G\', \'C\', \'A\', \'H\', \'M\', \'O\']" column values must be type string, list or tuple.',
        "keras-flow-from-dataframe-label-type",
        {"mode": "categorical"},
        id="flow-from-dataframe-numeric-labels",  # keras-team/keras-preprocessing#278 (r177-2-005)
    ),
    S(
        "TypeError: __call__() missing 1 required positional argument: 'start_response'",
        "wsgi-app-under-asgi-server",
        {},
        id="flask-under-uvicorn",  # robmarkcole/tensorflow-lite-rest-server#37 (r177-1-004)
    ),
    S(
        "ImportError: /home/pi/.local/lib/python3.7/site-packages/tflite_runtime/_interpreter_wrapper.cpython-37m-arm-linux-gnueabihf.so: undefined symbol: __atomic_compare_exchange_8",
        "libatomic-not-linked",
        {"symbol": "__atomic_compare_exchange_8"},
        id="tflite-runtime-armv7-libatomic",  # tensorflow/tensorflow#38037 (r177-0-001)
    ),
    # round 178
    S(
        "ImportError: csbdeep only supports tensorflow < 2 for now (installed tensorflow version: 2.3.0)",
        "tensorflow-companion-mismatch",
        {"pkg": "csbdeep", "tf": "2.3.0"},
        id="csbdeep-refuses-tf2",  # juglab/DenoiSeg#44 (r178-2-001)
    ),
    S(
        "AttributeError: module 'sonnet' has no attribute 'AbstractModule'",
        "tensorflow-api-mismatch",
        {"attr": "AbstractModule"},
        id="sonnet1-abstractmodule",  # google-deepmind/graph_nets#138 (r178-1-003)
    ),
    S(
        "TypeError: configurable() got an unexpected keyword argument 'denylist'`",
        "gin-config-version-mismatch",
        {"arg": "denylist"},
        id="gin-before-denylist",  # google/trax#1345 (r178-1-004)
    ),
    S(
        "AssertionError: Unrecognized instruction format: (NamedSplit('train')",
        "tfds-split-not-found",
        {},
        id="tfds-legacy-split-objects",  # Pager07/Tensorflow-Data-and-Deployment notebook (r178-7-003)
    ),
    S(
        "TypeError: start() missing 1 required positional argument: 'logdir'",
        "tensorboard-profiler-logdir-missing",
        {},
        id="profiler-start-no-logdir",  # tf-2.21-runs/s22-profiler-start-no-logdir.txt
    ),
    # round 179
    S(
        "ValueError: generator already executing",
        "keras-generator-multiprocessing-unsafe",
        {},
        id="generator-read-by-several-workers",  # raspstephan/CBRAIN-CAM notebook (r179-4-004)
    ),
    S(
        "WARNING:tensorflow:You are casting an input of type complex128 to an incompatible dtype float64.  This will discard the imaginary part and may not be what you intended.",
        "complex-cast-discards-imaginary",
        {"src": "complex128", "dst": "float64"},
        id="complex-to-float-cast",  # ML4SCI/QMLHEP notebook (r179-7-006)
    ),
    S(
        "    ValueError: Shapes must be equal rank, but are 1 and 2 for '{{node sgd_1/AssignSubVariableOp}} = AssignSubVariableOp[dtype=DT_FLOAT](sequential_1/dense_1_2/Add/ReadVariableOp/resource, sgd_1/Mul)' with input shapes: [], [4,8].",
        "optimizer-grad-var-shape-mismatch",
        {},
        id="keras3-traced-update-rank",  # tf-2.21-runs/s22n-k3-apply-gradients-swapped.txt
    ),
    # round 180
    S(
        "NotImplementedError: Value not recognized for `interpolation`: bilibear. Supported values are: dict_keys(['bilinear', 'nearest', 'bicubic', 'area', 'lanczos3', 'lanczos5', 'gaussian', 'mitchellcubic'])",
        "keras-interpolation-value-invalid",
        {'given': 'bilibear'},
        id="keras2-interpolation-misspelt",  # Ahtesham519/Genrative_Deep_learning_v2_2023 DCGAN notebook (r180-4-005)
    ),
    S(
        "TypeError: zip() takes 1 positional argument but 2 were given",
        "tfdata-zip-datasets-not-tuple",
        {'given': '2'},
        id="dataset-zip-two-positional",  # JayTee305/Machine-Learning-Tensorflow cycleGan notebook (r180-4-007)
    ),
    S(
        "InvalidArgumentError: {{function_node __wrapped__Transpose_device_/job:localhost/replica:0/task:0/device:GPU:0}} transpose expects a vector of size 4. But input(1) is a vector of size 3 [Op:Transpose]",
        "tensor-shape-mismatch",
        {'rank': '4', 'perm': '3'},
        id="ctc-decode-4d-transpose",  # utanh/Captcha-Break CRNN notebook (r180-6-009)
    ),
    S(
        "TypeError: quantize_annotate_layer() got an unexpected keyword argument 'input_shape'",
        "tfmot-api-argument-invalid",
        {'fn': 'quantize_annotate_layer', 'arg': 'input_shape'},
        id="tfmot-annotate-input-shape",  # tensorflow/model-optimization#664 (r180-0-004)
    ),
    S(
        "Exception: ROM is missing for pong, see https://github.com/openai/atari-py#roms for instructions",
        "application-data-missing",
        {'game': 'pong'},
        id="atari-py-rom-missing",  # openai/atari-py#82 (r180-2-002)
    ),
    S(
        "WARNING:absl:For model inputs containing unsupported operations which cannot be quantized, the `inference_input_type` attribute will default to the original type.",
        "tflite-input-not-quantized",
        {},
        id="tflite-input-left-float-notice",  # abagrahari/tf-qat-vs-tflite notebook (r180-7-002)
    ),
    S(
        "[INFO 24-04-25 20:53:14.3313 UTC quick_scorer_extended.cc:903] The binary was compiled without AVX2 support, but your CPU supports it. Enable it for faster model inference.",
        "benign-cpu-features",
        {},
        id="ydf-avx2-notice",  # rexcoleman TF-DF Titanic notebook (r180-5-005)
    ),
    S(
        "/opt/conda/lib/python3.10/pty.py:89: RuntimeWarning: os.fork() was called. os.fork() is incompatible with multithreaded code, and JAX is multithreaded, so this will likely lead to a deadlock.",
        "benign-jax-fork-warning",
        {},
        id="jax-fork-warning",  # rexcoleman TF-DF Titanic notebook (r180-5-006)
    ),
    S(
        "ValueError: `prune_low_magnitude` can only prune an object of the following types: tf.keras.models.Sequential, tf.keras functional model, tf.keras.layers.Layer, list of tf.keras.layers.Layer. You passed an object of type: Tensor.",
        "keras-wrapper-given-non-layer",
        {'wrapper': 'prune_low_magnitude', 'what': 'Tensor'},
        id="tfmot-prune-given-tensor",  # tensorflow/model-optimization#434 (r180-0-001)
    ),
    S(
        "This is the error the community member received:```UnhashableType: Cannot hash object of type _thread.RLock```",
        "streamlit-cache-unhashable-model",
        {},
        id="streamlit-0.56-rlock",  # streamlit/streamlit#1187 (r180-3-002)
    ),
    S(
        "----> 8     x =  prune.prune_low_magnitude(tf.keras.layers.Conv2D(64, 5, **conv_args)(inputs), **pruning_params)",
        "keras-wrapper-given-non-layer",
        {'wrapper': 'prune_low_magnitude', 'layer': 'Conv2D', 'what': 'inputs'},
        id="tfmot-wrapper-around-called-layer",  # tensorflow/model-optimization#928 IPython frame (r142-3-001)
    ),
    S(
        "ValueError: Cannot set tensor: Got value of type **BOOL** but expected type INT32 for input 1, name: speaker_ids ",
        "tflite-input-dtype-mismatch",
        {'got': 'BOOL', 'want': 'INT32'},
        id="tflite-set-tensor-bolded-type",  # TensorSpeech/TensorFlowTTS notebook (r154-3-007)
    ),
    S(
        "ValueError: Cannot set tensor: Got value of type UINT8 but expected type FLOAT32 for input 0, name: serving_default_input_12:0 ",
        "tflite-input-dtype-mismatch",
        {'got': 'UINT8', 'want': 'FLOAT32'},
        id="tflite-set-tensor-cv2-image",  # ztang22/ENSF511_LAB_-_EfficientModels notebook (r180-7-008)
    ),
    # round 181
    S(
        "TypeError: 'BatchDataset' object is not subscriptable",
        "tfdata-dataset-passed-as-tensor",
        {'ds': 'BatchDataset'},
        id="dataset-sliced-like-array",  # PeterPirog/tensorflow-deep-learning rnn2 notebook (r181-2-002)
    ),
    S(
        "tensorflow.python.framework.errors_impl.InternalError: external/com_google_sentencepiece/src/sentencepiece_processor.cc(73) [model_proto->ParseFromArray(serialized.data(), serialized.size())]  [Op:SentencepieceOp]",
        "tf-text-sentencepiece-model-path-not-bytes",
        {},
        id="sentencepiece-given-path",  # tensorflow/text#215 (r181-1-003)
    ),
    S(
        "    TypeError: Layer input_spec must be an instance of InputSpec. Got: InputSpec(shape=(None, 128, 768), ndim=3)",
        "keras-version-mismatch",
        {},
        id="inputspec-of-another-keras",  # kpe/bert-for-tf2#91 (r181-1-004)
    ),
    S(
        "ValueError: Index out of range using input dim 4; input has only 4 dims for 'loss_1/conv2d_93_loss/strided_slice_8' (op: 'StridedSlice') with input shapes: [?,?,?,?], [5], [5], [5] and with computed input tensors: input[3] = <1 1 1 1 1>.",
        "tensor-shape-mismatch",
        {'dim': '4', 'rank': '4'},
        id="slice-past-rank-in-loss",  # taipingeric/yolo-v4-tf.keras Datagenerator notebook (r181-6-007)
    ),
    S(
        "TypeError: weight_decay is not a valid argument, kwargs should be empty  for `optimizer_experimental.Optimizer`.",
        "keras-version-mismatch",
        {'arg': 'weight_decay'},
        id="keras-2.10-optimizer-weight-decay",  # rf1801/MURA-Xray-Fracture-Ensemble notebook (r181-5-007)
    ),
    S(
        "    NotImplementedError: Cannot convert a symbolic Tensor (y:0) to a numpy array. This error may indicate that you're trying to pass a Tensor to a NumPy call, which is not supported",
        "graph-mode-eager-only-code",
        {'tensor': 'y:0'},
        id="numpy-argmax-on-graph-tensor",  # Yeok-c/YAMNET_TF2 notebook (r181-7-004)
    ),
    S(
        ".venv/lib/python3.10/site-packages/keras/src/backend/jax/numpy.py:306:0: note: see current operation: %31 = \"mhlo.pad\"(%30, %1) {edge_padding_high = dense<[1, 0]> : tensor<2xi64>, edge_padding_low = dense<0> : tensor<2xi64>, interior_padding = dense<[1, 0]> : tensor<2xi64>} : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>",
        "jax-metal-op-unsupported",
        {'op': 'mhlo.pad'},
        id="jax-metal-mhlo-pad",  # keras-team/keras#19059 (r181-0-003)
    ),
    S(
        "None of PyTorch, TensorFlow >= 2.0, or Flax have been found. Models won't be available and only tokenizers, configuration and file/data utilities can be used.",
        "transformers-tensorflow-not-detected",
        {},
        id="transformers-4.30.1-tensorflow-cpu",  # huggingface/transformers#24253 (r181-1-005)
    ),
    S(
        "> OSError: Can't load weights for 'asafaya/bert-base-arabic'. Make sure that:",
        "hf-weights-framework-mismatch",
        {'model': 'asafaya/bert-base-arabic'},
        id="tf-class-no-tf-weights",  # alisafaya/Arabic-BERT#6 (r181-1-001)
    ),
    # round 182
    S(
        "  (0) Internal:  Unsupported numpy type: NPY_INT",
        "pyfunc-numpy-dtype-unsupported",
        {'npy': 'NPY_INT'},
        id="pyfunc-npy-int-windows",  # young31/GNN-StellarGraph RGCN notebook (r182-4-001)
    ),
    S(
        "ValueError: One of device_put args was given the sharding of NamedSharding(mesh=Mesh('data': 1, 'model': 2), spec=PartitionSpec('model', 'data', None)), which implies that the global size of its dimension 0 should be divisible by 2, but it is equal to 1 (full shape: (1, 2048, 256))",
        "keras-distribution-sharding-indivisible",
        {'dim': '0', 'n': '2', 'size': '1'},
        id="gemma-kv-head-over-two-devices",  # keras-team/keras-hub#1613 (r182-1-004)
    ),
    S(
        "[[nan nan]",
        "result-values-nan",
        {},
        id="covariance-printed-all-nan",  # mohd-faizy/Probabilistic-Deep-Learning-with-TensorFlow notebook (r182-6-006)
    ),
    S(
        "WARNING:tensorflow:There are non-GPU devices in `tf.distribute.Strategy`, not using nccl allreduce.",
        "benign-mirrored-strategy-cpu-only",
        {},
        id="mirrored-strategy-cpu-no-nccl",  # taipingeric/yolo-v4-tf.keras Inference notebook (r182-5-006)
    ),
    # the twenty-third session's outside checks (real TF 2.21 runs)
    S(
        "ImportError: cannot import name 'CuDNNLSTM' from 'tensorflow.keras.layers' (/home/user/venv/lib/python3.11/site-packages/keras/_tf_keras/keras/layers/__init__.py)",
        "keras-version-mismatch",
        {'layer': 'CuDNNLSTM'},
        id="cudnnlstm-under-tf2",  # tf-2.21-runs/s23r-cudnnlstm.txt (outside check r)
    ),
    S(
        "ImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image' (/home/user/venv/lib/python3.11/site-packages/keras/preprocessing/image/__init__.py)",
        "keras-version-mismatch",
        {'cls': 'ImageDataGenerator'},
        id="imagedatagenerator-from-keras3",  # tf-2.21-runs/s23r-imagedatagen.txt (outside check r)
    ),
    S(
        "W0000 00:00:1795979349.926845   22500 local_rendezvous.cc:412] Local rendezvous is aborting with status: INVALID_ARGUMENT: assertion failed: [Prune() wrapper requires the UpdatePruningStep callback to be provided during training. Please add it as a callback to your model.fit call.] [Condition x >= y did not hold element-wise:] [x (sequential/prune_low_magnitude_dense/assert_greater_equal/ReadVariableOp:0) = ] [0] [y (sequential/prune_low_magnitude_dense/assert_greater_equal/y:0) = ] [1]",
        "tfmot-pruning-callback-missing",
        {},
        id="prune-without-update-step",  # tf-2.21-runs/s23o-tfmot-prune-no-callback.txt (outside check o)
    ),
    S(
        "ValueError: For full integer quantization, a `representative_dataset` must be specified.",
        "tflite-representative-dataset-missing",
        {},
        id="int8-without-representative-dataset",  # tf-2.21-runs/s23o-int8-no-repdata.txt (outside check)
    ),
    S(
        "ValueError: The inference_input_type and inference_output_type must be in ['tf.float32', 'tf.int8', 'tf.uint8', 'tf.int16'].",
        "tflite-converter-io-type-invalid",
        {},
        id="float16-as-input-type",  # tf-2.21-runs/s23o-io-type-wrong.txt (outside check)
    ),
    S(
        "ValueError: Invalid signature_key provided: \"serving\".",
        "tflite-signature-key-unknown",
        {'key': 'serving'},
        id="signature-key-serving",  # tf-2.21-runs/s23o-signature-key.txt (outside check)
    ),
    S(
        "ValueError: Invalid Input name (input_1) for SignatureDef",
        "tflite-signature-input-name",
        {'name': 'input_1'},
        id="signature-input-input-1",  # tf-2.21-runs/s23o-signature-input-name.txt (outside check)
    ),
    S(
        "ValueError: Invalid `predicate`. `predicate` must return a `tf.bool` scalar tensor, but its return type is TensorSpec(shape=(None,), dtype=tf.bool, name=None).",
        "tfdata-filter-predicate-not-scalar",
        {},
        id="filter-on-batches",  # tf-2.21-runs/s23q-filter-batched.txt (outside check)
    ),
    S(
        "ValueError: `color_mode` must be one of {\"rgb\", \"rgba\", \"grayscale\"}. Received: color_mode=greyscale",
        "keras-image-color-mode-invalid",
        {'given': 'greyscale'},
        id="color-mode-greyscale",  # tf-2.21-runs/s23q-imgdir-greyscale.txt (outside check)
    ),
]


@pytest.mark.parametrize("line, fid, values", SAMPLES)
def test_sample_line_gives_its_id_and_values(line: str, fid: str, values: dict) -> None:
    findings = {f.id: f for f in explain_text(line)}
    assert fid in findings, f"{fid} not in {list(findings)}"
    for key, want in values.items():
        assert findings[fid].values.get(key) == want, (key, findings[fid].values)


def test_every_rule_id_has_a_real_sample() -> None:
    sampled = {p.values[1] for p in SAMPLES}
    derived = set(DERIVED_IDS)  # from combinations of lines: tests/explain/test_answers.py, test_combos
    # rules over a whole traceback have theirs in tests/explain/test_events.py
    derived |= set(EVENT_IDS)
    assert set(RULE_IDS) - derived <= sampled
    # and every rule, not only every id: each pattern keeps a verbatim real line
    for r in RULES:
        assert any(r.pattern.search(p.values[0].replace("\n", " ")) for p in SAMPLES), r


def test_issue_ids_are_all_produced_by_the_table() -> None:
    issue_ids = """cuda-libs-missing cuda-version-mismatch cudnn-missing cudnn-version-mismatch
    cudnn-init-failed no-cuda-driver driver-too-old driver-library-mismatch no-gpu-device
    cuda-init-failed gpu-out-of-memory xla-libdevice-missing ptxas-missing ptxas-too-old
    compute-capability-unsupported ptx-jit-compilation cpu-missing-avx wsl-libcuda-missing
    windows-native-gpu-unsupported windows-msvc-runtime-missing python-version-unsupported
    tensorflow-gpu-deprecated numpy-abi-mismatch protobuf-incompatible keras-version-mismatch
    tensorrt-missing benign-numa benign-onednn benign-cpu-features benign-factory-registration"""
    assert set(issue_ids.split()) <= set(RULE_IDS)


@pytest.mark.parametrize(
    ("line", "not_id"),
    [
        # ROCm on native Linux asks for WSL's libdxcore too (ROCm/ROCm#4053, code index
        # 57085810008): no WSL here
        (
            "Failed to load libamdhip64.so: libdxcore.so: cannot open shared object file: No such file or directory",
            "wsl-d3d12-missing",
        ),
        # the review of round 17's rules: a CUDA context call failing at exit (the driver
        # already shut down, code 4; fullfanta/multimodal_transfer#2's title), a frozen graph's
        # Const given an input (code index 8150432028), a title naming a package's import
        # that failed for TensorFlow's own DLL (built on tensorflow#59301's kind)
        (
            "Check failed: CUDA_SUCCESS == dynload::cuCtxSetCurrent(cuda_context->context()) (0 vs. 4)",
            "cuda-init-failed",
        ),
        (
            "#     #fixme: ValueError: NodeDef expected inputs '' do not match 1 inputs specified; Op<name=Const; signature= -> output:dtype; attr=value:tensor; attr=dtype:type>; NodeDef: {{node import/model/conv1/batch_norm/cond/Const}}",
            "op-definition-mismatch",
        ),
        (
            "import tensorflow_hub as hub throws ImportError: DLL load failed while importing _pywrap_tensorflow_internal",
            "ecosystem-import-failed",
        ),
        # the review of round 18's rules (built in the messages' format): a companion's folder
        # deeper in the path, and TensorFlow's own library, are not "your own op"
        (
            "NotFoundError: src/addons/tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs",
            "custom-op-abi-mismatch",
        ),
        (
            "ImportError: tensorflow/python/_pywrap_tensorflow_internal.so: undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv",
            "custom-op-abi-mismatch",
        ),
        # a companion's library named under site-packages is the companion's, not "your own op"
        (
            "tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs",
            "custom-op-abi-mismatch",
        ),
        # the review of round 24 (built in TF's words): a GPU among the devices, or an op
        # without a GPU kernel, is not "no GPU"
        (
            "Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:GPU:0].",
            "devices-no-gpu",
        ),
        (
            "InvalidArgumentError: Cannot assign a device for operation 'a': Could not satisfy explicit device specification '/device:GPU:0' because no supported kernel for GPU devices is available.",
            "devices-no-gpu",
        ),
        # an AWS IAM server's read-only mode (code index 55886762), not a Keras model file
        ("        raise IamValidationError('Cannot create group in read-only mode')", "keras-h5-weights-only"),
        # Keras's tf.__internal__ missing is not TF's API missing a name
        (
            "AttributeError: module 'tensorflow._api.v1.compat.v2' has no attribute '__internal__'",
            "tensorflow-api-mismatch",
        ),
        (
            "To solve AttributeError: module 'tensorflow_core.compat.v2' has no attribute '__internal__'",
            "tensorflow-api-mismatch",
        ),
        # round 99's rules: the source line that raises (r65D-1-003's frame), a mixed-separator
        # path (r28-0-006's), a variable created once
        ("   1156             raise ImportError('`load_weights` requires h5py.')", "python-module-missing"),
        ("tensorflow.python.framework.errors_impl.NotFoundError: Failed to create a directory: ./log/1000\\train; No such file or directory", "checkpoint-dir-missing"),
        ("INFO:tensorflow:Variable w1 already exists in checkpoint", "tf1-variable-already-exists"),
        # round 98's rules: a permission error outside site-packages; a person's words about a GPU
        ("PermissionError: [Errno 13] Permission denied: '/data/train/images'", "pip-install-permission-denied"),
        ("I think the GPU device not found error comes from the driver", "devices-no-gpu"),
        # round 96's rules: the -gpu image; no GPU flag; another package's requirement
        ("docker run --gpus all -it tensorflow/tensorflow:latest-gpu bash", "tensorflow-not-built-with-cuda"),
        ("docker run --gpus all -it tensorflow/tensorflow:2.15.0-gpu-jupyter", "tensorflow-not-built-with-cuda"),
        ("docker pull tensorflow/tensorflow:latest", "tensorflow-not-built-with-cuda"),
        ("error: protobuf 4.0.0rc2 is installed but protobuf<4,>=3.7 is required by {'tensorflow-metadata'}", "tensorflow-requirement-unmet"),
        ("The 'tensorflow>=2.8.0' distribution was not found and is required by the application", "tensorflow-requirement-unmet"),
        # round 95's rules: a libcuda of real size; Keras's own class in a Keras file; the
        # linker on one architecture; tensorflow (not -intel) not found; the 2.10 GPU zip
        ("-rwxr-xr-x 1 root root 21070200 Nov  5 23:13 /usr/lib/x86_64-linux-gnu/libcuda.so.455.45.01", "container-no-gpu-access"),
        ("TypeError: Could not locate class 'Functional'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`.", "keras-custom-object-unknown"),
        ("TypeError: Could not locate class 'Dense'. Make sure custom classes are decorated with x. Full object config: {'module': 'keras.layers', 'class_name': 'Dense'}", "keras-custom-object-unknown"),
        ("ld: warning: directory not found for option '-L/usr/local/lib'", "macos-arch-mismatch"),
        ("ERROR: No matching distribution found for tensorflow==2.12.0", "dependency-wheel-missing"),
        ("libtensorflow-gpu-windows-x86_64-2.10.0.zip", "windows-native-gpu-unsupported"),
        # round 94's rules: Docker mapping Serving's own ports; a custom tfjs class is still
        # tfjs's (another id never); a converter that kept no Flex op; a real TensorRT version
        ("docker run -p 8501:8501 -e MODEL_NAME=half_plus_two -t tensorflow/serving", "docker-port-mapping-mismatch"),
        ("docker run -p 8080:8051 my/app", "docker-port-mapping-mismatch"),
        ("Error: Unknown layer: Functional", "tfjs-unknown-layer-class"),
        ("INFO:tensorflow:Running against TensorRT version 7.1.3", "tftrt-not-built-in"),
        ("Cannot set tensor: Dimension mismatch. Got 3 but expected 4 for input 0.", "tensor-dtype-mismatch"),
        # round 93's rules: a resource of two different types is the op's own mismatch; a
        # project's own module named *_pb2 outside the Object Detection API; TF-TRT's engine
        # that did build; Horovod's own notes; a DMAR line that is no DMA fault; nvidia-smi
        # named by another tool
        (
            "Invalid argument: Trying to access resource using the wrong type. Expected N10tensorflow3VarE got N10tensorflow6lookup15LookupInterfaceE",
            "tensorflow-companion-mismatch",
        ),
        # (a project's own bare _pb2 name is protos-not-compiled since round 100, whose remedy
        # names a shadowing checkout and protoc; protobuf's own well-known types never are)
        ("ImportError: cannot import name 'struct_pb2'", "protos-not-compiled"),
        ("ImportError: cannot import name 'graph_pb2' from 'tensorflow.core.framework'", "protos-not-compiled"),
        ("Replaced segment 0 consisting of 512 nodes by TRTEngineOp_000_000.", "tftrt-engine-build-failed"),
        ("[1,0]<stderr>:Horovod initialized: rank 0 of 4", "horovod-rank-exited-early"),
        ("[    0.012345] DMAR: IOMMU enabled", "gpu-p2p-iommu-blocked"),
        ("ls: cannot access '/usr/bin/nvidia-smi': No such file or directory", "no-cuda-driver"),
        ("tensorflow_text/python/ops/_wordpiece_tokenizer.so: undefined symbol: _ZN10tensorflow8OpKernel", "tensorflow-import-failed"),
        # a name every TensorFlow has (native.CORE_TF_NAMES) missing is no API of another
        # release: the imported `tensorflow` is not TensorFlow (tensorflow-install-broken; the
        # re-read of session 10 found both said; docs2-r-021's and r88-2-006's words)
        ("AttributeError: module 'tensorflow' has no attribute '__version__'", "tensorflow-api-mismatch"),
        ("AttributeError: module 'tensorflow' has no attribute 'Graph'", "tensorflow-api-mismatch"),
        ("AttributeError: 'module' object has no attribute 'constant'", "tensorflow-api-mismatch"),
        # the review of rounds 39-42: another framework's or a question's "No GPU found"
        ("UserWarning: No GPU found, using CPU (torch.cuda.is_available() is False)", "devices-no-gpu"),
        ("Why do I get No GPU found when nvidia-smi lists the card?", "devices-no-gpu"),
    ],
)
def test_lines_that_look_alike_are_not_this_finding(line: str, not_id: str) -> None:
    assert not_id not in {f.id for f in explain_text(line)}


def test_benign_rules_are_info_and_ids_are_kebab_case() -> None:
    for r in RULES:
        assert r.id == r.id.lower() and " " not in r.id
        # (TensorRT missing is a note, except where TF-TRT was used and its stub aborted:
        # "nvinfer_stub.cc:49] getInferLibVersion symbol not found", runtime_words.py)
        # (and TF-TRT's own "Loaded TensorRT version: (0, 0, 0)", a warning: converting, it
        # found no TensorRT; the review of the fourteenth session)
        aborted = any(n in r.needles for n in ("getinferlibversion symbol not found", "loaded tensorrt 0.0.0"))
        if r.id.startswith("benign-") or (r.id == "tensorrt-missing" and not aborted):
            assert r.severity is Severity.INFO


@pytest.mark.parametrize(
    "line",
    [
        # healthy lines that share words with the rules must stay silent
        S(
            "E0621 19:20:34.134165172       7 ev_epoll1_linux.c:1051]     grpc epoll fd: 3",
            id="grpc-epoll-fd-serving",  # kubeflow/examples object_detection/tf_serving_cpu.md (r23-1-012)
        ),
        S(
            "WARNING:apache_beam.io.tfrecordio:Couldn't find python-snappy so the implementation of _TFRecordUtil._masked_crc32c is not as fast as it could be.",
            id="beam-no-snappy-tfx",  # tensorflow/tfx tfdv_basic.ipynb (r22-0-003)
        ),
        S(
            "[stderr:0] E0330 16:44:16.203816036   26621 credentials_generic.cc:35]            Could not get HOME environment variable.",
            id="grpc-no-home-tpu",  # tensorflow/tpu ray jax_example.ipynb (r22-1-002)
        ),
        S(
            "ERROR:absl:Statistics generation doesn't work for nested structures yet",
            id="tfds-nested-statistics-tpu",  # tensorflow/tpu image_classification_converter.ipynb (r22-1-007)
        ),
        S(
            "/usr/local/lib/python3.7/dist-packages/tensorflow_model_analysis/metrics/confusion_matrix_metrics.py:809: RuntimeWarning: invalid value encountered in true_divide",
            id="numpy-nan-runtimewarning-tfma",  # tensorflow/model-analysis tfma_object_detection.ipynb (r22-1-011)
        ),
        S(
            "WARNING:absl:1738 images were corrupted and were skipped",
            id="tfds-corrupted-images-skipped",  # tensorflow/examples l06c01 notebook (r21-2-010)
        ),
        S(
            "W20231107 20:04:23.744423 377746 face_landmarker_graph.cc:168] Face blendshape model contains CPU only ops. Sets FaceBlendshapesGraph acceleration to Xnnpack.",
            id="mediapipe-cpu-only-ops-4944",  # google-ai-edge/mediapipe#4944 (r19-2-007)
        ),
        S(
            " You may see slightly different numerical results due to floating-point round-off errors from",
            id="onednn-notice-wrapped-inaspeech88",  # ina-foss/inaSpeechSegmenter#88 (r17-0-004)
        ),
        S(
            'W  Access denied finding property "ro.chipname"',
            id="android-property-logcat-tf61100",  # tensorflow/tensorflow#61100 (r17-1-013)
        ),
        S(
            "2020-02-23 23:33:02.694777: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll",
            id="nvcuda-opened-models7640",
        ),
        S(
            "2021-01-05 20:03:46.956071: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudnn64_8.dll",
            id="cudnn-opened-tf46091",
        ),
        S("Num GPUs Available:  1", id="one-gpu-tf53184"),
        # lines around real failures in the dev corpus (tests/data/logs/dev.jsonl)
        S(
            "Collecting tensorflow==2.18.0 (from -r requirements.txt (line 116))",
            id="pip-collecting-agentlab87",
        ),
        S(
            "  Downloading tensorflow-2.18.0-cp39-cp39-win_amd64.whl.metadata (3.3 kB)",
            id="pip-downloading-agentlab87",
        ),
        S("INFO:44k:====> Epoch: 16, cost 49.20 s", id="epoch-line-rl-dev-112"),
        S(
            "2019-10-28 14:33:51.289321: I tensorflow/core/kernels/data/shuffle_dataset_op.cc:162] Shuffle buffer filled.",
            id="shuffle-filled-models7725",
        ),
        S("Num GPUs: 1", id="num-gpus-1-rl-dev-080"),
        S(
            "2025-12-04 21:38:51.928805: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2021] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 138533 MB memory:  -> device: 0, name: NVIDIA H200, pci bus id: 0000:04:00.0, compute capability: 9.0",
            id="created-device-h200",
        ),
        # lines beside this session's rules (their real logs) that must stay silent: a
        # finished epoch's progress bar (keras-team/keras#3476), a GPU shown with a CUDA that
        # builds for it, the GPU made visible on purpose, an installed module imported
        S(
            "296960/296960 [==============================] - 641s - loss: 2.3065 - val_loss: 3.8720",
            id="progress-bar-keras3476",
        ),
        S(
            "pciBusID: 0000:01:00.0 name: GeForce RTX 3070 computeCapability: 8.6",
            id="device-properties-tf45299",
        ),
        S("export CUDA_VISIBLE_DEVICES=0", id="cuda-visible-devices-zero"),
        # TF 2.3's executor on an unfed placeholder of a tf.data function (keras-io#149, r116-2-004)
        S("2020-07-16 07:20:51.624315: W tensorflow/core/common_runtime/executor.cc:1086] [/device:CPU:0] Executor start aborting: Invalid argument: You must feed a value for placeholder tensor 'Placeholder/_3' with dtype int32 and shape [60000]", id="executor-start-aborting-placeholder"),
        # Python 2's urllib3 on an old SSL, harmless (fmonti/mgcnn, r115-4-007)
        S("/home/fmonti/.Envs/venv/local/lib/python2.7/site-packages/requests/packages/urllib3/util/ssl_.py:318: SNIMissingWarning: An HTTPS request has been made, but the SNI (Subject Name Indication) extension to TLS is not available on this platform. This may cause the server to present an incorrect TLS certificate, which can cause validation failures. You can upgrade to a newer version of Python to solve this. For more information, see https://urllib3.readthedocs.io/en/latest/security.html#snimissingwarning.", id="urllib3-sni-missing"),
        # a program's own metric named "error" (ayulockin/DataAugmentationTF, r109-7-005)
        S("Augmentation: augmix | Test Error Rate: 14.42", id="metric-test-error-rate"),
        S(
            "2022-03-31 19:17:25.286039: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /device:GPU:3 with 43436 MB memory:  -> device: 3, name: NVIDIA A40, pci bus id: 0000:c1:00.0, compute capability: 8.6",
            id="created-device-a40-docs1",
        ),
    ],
)
def test_healthy_lines_give_nothing(line: str) -> None:
    assert explain_text(line) == []


def test_directml_plugin_fix_is_its_own_pin_and_says_which_python() -> None:
    # pip's resolver (win_amd64, --dry-run): Python 3.10 and 3.7 resolve this line to
    # tensorflow-cpu 2.10.0 + tensorflow-directml-plugin 0.4.0.dev230202; 3.11 finds no
    # tensorflow-cpu==2.10.0, so the remedy says so
    f = explain_text("tfdml_plugin.dll not found")[0]
    assert 'pip install "tensorflow-cpu==2.10.0" tensorflow-directml-plugin' in f.remedy
    assert "Python 3.7-3.10" in f.remedy


@pytest.mark.parametrize(
    "log",
    [
        # a cuDNN RNN call failing mid-training (tensorflow/tensorflow#35950), not start-up
        "2020-01-16 10:26:44.374373: E tensorflow/stream_executor/dnn.cc:596] CUDNN_STATUS_INTERNAL_ERROR\n"
        "in tensorflow/stream_executor/cuda/cuda_dnn.cc(1802): 'cudnnRNNForwardTraining( cudnn.handle(), rnn_desc.handle(), model_dims.max_seq_length, input_desc.handles(), input_data.opaque())'",
        "Failed to call cudnnRNNBackwardData: CUDNN_STATUS_INTERNAL_ERROR",  # tensorflow#17009
        "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",  # PyTorch, RNNLogic#17
    ],
)
def test_a_cudnn_status_of_a_failing_call_is_not_a_start_up_failure(log: str) -> None:
    ids = [f.id for f in explain_text(log)]
    assert "cudnn-init-failed" not in ids and ids  # said, but not as cuDNN's start-up


def test_keras3_never_called_layer_outside_the_round_and_keras2_s_own_wording() -> None:
    # keras-team/keras#20339 (not in any corpus round): Keras 3's traceback from
    # `keras.Model(inputs=model.input, outputs=model.output)` after fit
    log = (
        "mm = keras.Model(inputs=model.input, outputs=model.output)\n"
        "Traceback (most recent call last):\n"
        '  File "<stdin>", line 1, in <module>\n'
        '  File "C:\\Users\\covelld\\AppData\\Local\\anaconda3\\Lib\\site-packages\\keras\\src\\ops\\operation.py", line 285, in _get_node_attribute_at_index\n'
        "    raise ValueError(\n"
        "ValueError: The layer sequential_6 has never been called and thus has no defined input."
    )
    f = explain_text(log)[0]
    assert f.id == "keras-version-mismatch"
    assert "keras.Input(shape=...)" in f.remedy and "TF_USE_LEGACY_KERAS=1" in f.remedy
    # Keras 2's own wordings (tensorflow/tensorflow#45363, onnx/keras-onnx#279) are not it
    for line in (
        "RuntimeError: The layer has never been called and thus has no defined output shape.",
        "AttributeError: The layer has never been called and thus has no defined output shape.",
    ):
        assert "keras-version-mismatch" not in [x.id for x in explain_text(line)]


def test_a_gpu_tf_only_ignores_explains_no_missing_library() -> None:
    """The review of rounds 39-42: a second, old card TF ignores (a warning) is not why cuDNN
    is missing on the card it uses."""
    log = (
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Ignoring visible gpu device "
        "(device: 1, name: GeForce GTX 780, pci bus id: 0000:02:00.0, compute capability: 3.0) "
        "with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.\n"
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic "
        "library 'libcudnn.so.7'; dlerror: libcudnn.so.7: cannot open shared object file: No "
        "such file or directory\n"
    )
    findings = explain_text(log)
    assert findings[0].id == "cudnn-missing"
    assert "explained_by" not in findings[0].values


def test_python2_s_tensor_name_in_a_feed_shape_error() -> None:
    """Python 2's repr of the name (u'Placeholder:0') in TF 1.x (built in TF's words)."""
    line = "ValueError: Cannot feed value of shape (256,) for Tensor u'Placeholder:0', which has shape '(?, 2)'"
    assert explain_text(line)[0].id == "tensor-shape-mismatch"


def test_tf1_savers_wrapped_restore_error_is_the_checkpoint_mismatch_alone() -> None:
    log = (
        "tensorflow.python.framework.errors_impl.NotFoundError: Restoring from checkpoint failed. "
        "This is most likely due to a Variable name or other graph key that is missing from the "
        "checkpoint. Please ensure that you have not altered the graph expected based on the "
        "checkpoint. Original error:\n\nKey beta1_power not found in checkpoint\n"
        "\t [[node save/RestoreV2 (defined at a.py:10) ]]"
    )
    ids = [f.id for f in explain_text(log)]
    assert ids[0] == "checkpoint-variable-name-mismatch" and "unrecognised-error" not in ids
    assert "beta1_power" in explain_text(log)[0].remedy


def test_an_object_based_checkpoint_key_gets_the_tf2_remedy() -> None:
    line = (
        "Not found: Key model/layer_with_weights-0/kernel/.ATTRIBUTES/VARIABLE_VALUE not found "
        "in checkpoint"
    )
    f = explain_text(line)[0]
    assert f.id == "checkpoint-variable-name-mismatch" and "Saver(var_list" not in f.remedy
    assert "same model" in f.remedy


def test_the_keras_23_training_kwarg_remedy_names_the_proven_pins() -> None:
    # keras 2.3.1 + tensorflow<2.2 + protobuf<3.20 applied to a real Python 3.7 copy (the
    # rule's source comment); "with the TensorFlow of its time" named no release
    f = explain_text("TypeError: type object got multiple values for keyword argument 'training'")[0]
    assert f.id == "keras-version-mismatch"
    for pin in ('"keras==2.3.1"', '"tensorflow<2.2"', '"protobuf<3.20"', "Python 3.7"):
        assert pin in f.remedy, pin


def test_a_bold_paste_over_two_lines_reads_as_the_dll_failure() -> None:
    """tensorflow/tensorflow#18530 (round 79): bold opened on the first line and closed on the
    last; TF 1.x's loader then falls back to `import _pywrap_tensorflow_internal`, which is
    the DLL's failure, never a module to pip install."""
    found = explain_text(
        "**ImportError: DLL load failed\n"
        "ModuleNotFoundError: No module named '_pywrap_tensorflow_internal'**"
    )
    assert found[0].id == "dll-load-failed"
    assert "python-module-missing" not in {f.id for f in found}


def test_hdf5s_warning_of_segmentation_faults_is_not_a_crash() -> None:
    """HDF5's banner says faults *may occur*; only the abort that follows is a crash."""
    banner = (
        "Warning! ***HDF5 library version mismatched error***\n"
        "Data corruption or segmentation faults may occur if the application continues.\n"
        "Headers are 1.10.4, library is 1.10.5"
    )
    assert [f.id for f in explain_text(banner)] == ["hdf5-library-mismatch"]
    aborted = explain_text(banner + "\nAborted (core dumped)")
    assert aborted[0].id == "hdf5-library-mismatch"
    assert aborted[0].values.get("explains") == ["tensorflow-crashed"]


def test_a_match_that_runs_to_a_wrap_reads_on_into_the_continuation() -> None:
    """pip's "(from versions: ..." list wrapped by a terminal (Belval/MobileNetV3#7's shape):
    the list read whole ends at 2.0.0b1, manylinux1's last, so pip is too old; read to the
    wrap only it ends at 1.5.0 and says nothing."""
    log = (
        "Collecting tensorflow==1.15.0\n"
        "  Could not find a version that satisfies the requirement tensorflow==1.15.0 (from "
        "versions: 0.12.1, 1.0.0, 1.0.1, 1.1.0, 1.2.0, 1.2.1, 1.3.0, 1.4.0, 1.4.1, 1.5.0,\n"
        " 1.5.1, 1.6.0, 1.7.0, 1.13.1, 1.14.0, 2.0.0a0, 2.0.0b0, 2.0.0b1)\n"
        "No matching distribution found for tensorflow==1.15.0\n"
    )
    assert explain_text(log)[0].id == "pip-too-old"


def test_a_gpu_whose_memory_is_held_at_context_creation_explains_no_gpu_device() -> None:
    """googlecolab/colabtools#91 (round 80): CUDA_ERROR_OUT_OF_MEMORY creating the context,
    then the notebook's own "GPU device not found": reset the runtime, the Colab team said."""
    log = (
        "InternalError: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: "
        "failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY; total memory "
        "reported: 11995578368\n"
        "SystemErrorTraceback (most recent call last)\n"
        "<ipython-input-2-d1680108c58e> in <module>()\n"
        "----> 4   raise SystemError('GPU device not found')\n"
        "\n"
        "SystemError: GPU device not found\n"
    )
    found = explain_text(log)
    assert found[0].id == "gpu-out-of-memory"
    assert "devices-no-gpu" in found[0].values.get("explains", [])


def test_a_feeding_threads_cancelled_enqueue_is_not_what_ended_the_program() -> None:
    """DeepLabCut/DeepLabCut#896: after training, the queue's thread prints its CancelledError;
    it ends nothing (explain/endings.py), and no error is said about it."""
    log = (
        "2020-09-10 16:24:13.501913: W tensorflow/core/kernels/queue_base.cc:277] _0_fifo_queue: "
        "Skipping cancelled enqueue attempt with queue not closed\n"
        "Exception in thread Thread-1:\n"
        "Traceback (most recent call last):\n"
        '  File "C:\\\\env\\\\lib\\\\site-packages\\\\tensorflow\\\\python\\\\client\\\\session.py", line 1356, in _do_call\n'
        "    return fn(*args)\n"
        "tensorflow.python.framework.errors_impl.CancelledError: Enqueue operation was cancelled\n"
        "         [[{{node fifo_queue_enqueue}}]]\n"
    )
    found = explain_text(log)
    assert [f.severity for f in found] == [Severity.INFO]
    assert found[0].id == "benign-queue-cancelled-on-close"


def test_a_failure_before_a_cancelled_enqueue_is_the_programs_end() -> None:
    """The review of ebd791a: a feeding thread's CancelledError printed after the main
    thread's own error does not hide that error as the program's end."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "train.py", line 9, in <module>\n'
        "    sess.run(op)\n"
        "tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 12\n"
        "Exception in thread Thread-1:\n"
        "Traceback (most recent call last):\n"
        '  File "/env/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1356, in _do_call\n'
        "    return fn(*args)\n"
        "tensorflow.python.framework.errors_impl.CancelledError: Enqueue operation was cancelled\n"
    )
    first = explain_text(log)[0]
    # (round 87 named DataLossError's corrupted record: tfrecord-corrupted)
    assert first.severity is Severity.ERROR and first.id == "tfrecord-corrupted"


def test_a_core_name_missing_is_the_install_and_any_other_name_the_api() -> None:
    """tf.Graph missing: not TensorFlow (install-broken, a file that took its name first);
    tf.placeholder missing: TF 1 code on TF 2 (api-mismatch), the same words otherwise."""
    core = [f.id for f in explain_text("AttributeError: module 'tensorflow' has no attribute 'Graph'")]
    assert core == ["shadowed-by-working-directory", "tensorflow-install-broken"]
    for attr in ("placeholder", "Session", "Graphs"):
        ids = [f.id for f in explain_text(f"AttributeError: module 'tensorflow' has no attribute '{attr}'")]
        assert ids == ["tensorflow-api-mismatch"], (attr, ids)
    sub = [f.id for f in explain_text("AttributeError: module 'tensorflow.compat.v1' has no attribute 'Graph'")]
    assert sub == ["tensorflow-api-mismatch"]


def test_cuinit_named_symbol_not_found_names_the_wsl2_container_toolkit() -> None:
    """CUDA_ERROR_NOT_FOUND from cuInit (tensorflow/tensorflow#68710's log, TF 2.16 in Docker on
    WSL2): Windows driver 555.xx's new library needs NVIDIA Container Toolkit 1.14.4/1.15.0 or
    Docker Desktop 4.31.0 (NVIDIA/nvidia-container-toolkit#520)."""
    line = (
        "2024-05-27 18:05:31.089452: E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:282] "
        "failed call to cuInit: CUDA_ERROR_NOT_FOUND: named symbol not found"
    )
    (f,) = explain_text(line)
    assert f.id == "cuda-init-failed"
    assert "1.14.4" in f.remedy and "4.31.0" in f.remedy and "libnvdxgdmal.so.1" in f.remedy
    # another cuInit failure keeps its own remedy
    other = explain_text("E tensorflow/stream_executor/cuda/cuda_driver.cc:351] failed call to cuInit: CUDA_ERROR_UNKNOWN")
    assert other[0].id == "cuda-init-failed" and "libnvdxgdmal" not in other[0].remedy


def test_a_tfjs_custom_layer_is_registered_and_a_keras_class_needs_a_newer_tfjs() -> None:
    """tfjs#3786's Functional: a newer tfjs; any other class: register it (the same words)."""
    words = ". This may be due to one of the following reasons:"
    (f,) = [x for x in explain_text("Error: Unknown layer: Functional" + words) if x.id == "tfjs-unknown-layer-class"]
    assert "upgrade @tensorflow/tfjs" in f.remedy and "registerClass" not in f.remedy
    (g,) = [x for x in explain_text("Error: Unknown layer: AttentionLayer" + words) if x.id == "tfjs-unknown-layer-class"]
    assert "registerClass" in g.remedy
    # and Keras's own rule does not claim TensorFlow.js's words
    assert "keras-custom-object-unknown" not in {x.id for x in explain_text("Error: Unknown layer: AttentionLayer" + words)}


def test_flex_ops_missing_leads_over_the_static_size_side_message() -> None:
    """tensorflow/tensorflow#47657 (r94-0-009): Flex ops not linked, the delegate's static-size
    line beside it."""
    log = (
        "Caused by: java.lang.IllegalArgumentException: Internal error: Failed to run on the given Interpreter: "
        "Attempting to use a delegate that only supports static-sized tensors with a graph that has dynamic-sized tensors.\n"
        "    Regular TensorFlow ops are not supported by this interpreter. Make sure you apply/link the Flex delegate before inference.\n"
        "    Node number 11 (FlexStridedSlice) failed to prepare."
    )
    assert explain_text(log)[0].id == "tflite-flex-ops-unsupported"


def test_cuda_diagnostics_name_the_newest_cuda_of_the_kernel_module() -> None:
    """ai4d-iasc/trixie#41 (r95-2-003): the 418 module runs CUDA up to 10.1 (compat/matrix.json,
    CUDA's release notes: 10.1 needs 418.39, 10.2 needs 440.33)."""
    from tfdoctor.explain.remedies_driver import newest_cuda_for

    assert newest_cuda_for("418.67.0") == "10.1"
    assert newest_cuda_for("440.33") == "10.2"
    # from CUDA 11, a major's minor-version floor (470 runs 11.8 builds; 525 every 12.x)
    assert newest_cuda_for("470.182.3") == "11.x" and newest_cuda_for("535.54.03") == "12.x"
    assert newest_cuda_for("390.1") is None and newest_cuda_for(None) is None
    line = "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 418.67.0"
    (f,) = [x for x in explain_text(line) if x.id == "cuda-init-failed"]
    assert "CUDA up to 10.1" in f.remedy


def test_tensorflow_intel_is_windows_only_not_a_python_problem() -> None:
    """r95-0-001: pip download --platform: tensorflow-intel 2.12.0 has a win_amd64 wheel, none
    for manylinux2014_x86_64 or macosx_12_0_arm64 (2026-11-28)."""
    found = explain_text("ERROR: No matching distribution found for tensorflow-intel==2.12.0")
    assert [f.id for f in found] == ["dependency-wheel-missing"]
    # its own remedy, not the generic rule's of the same id (the review of the eleventh session)
    assert "Windows only" in found[0].remedy and "older python" not in found[0].remedy
    assert explain_text("ERROR: No matching distribution found for tensorflow==2.12.0")[0].id == "python-version-unsupported"


@pytest.mark.parametrize(
    "module",
    ["remedies", "remedies_api", "remedies_driver", "remedies_env", "remedies_keras", "remedies_libs",
     "remedies_pip", "remedies_protobuf"],
)
def test_each_remedies_module_imports_first(module: str) -> None:
    """Imported before anything else (a fresh interpreter), no remedies module is caught in an
    import cycle with the rules that use it (each was, until their annotations' imports moved
    under TYPE_CHECKING)."""
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-c", f"import tfdoctor.explain.{module}"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-500:]


REVIEW_S11 = [
    # (real line, source, ids it must not give, the first id it must give or None for no
    # warning/error at all)
    (
        "[    0.960486] kernel: DMAR: [DMA Read NO_PASID] Request device [0x00:0x02.0] fault addr 0x7c346000 [fault reason 0x06] PTE Read access is not set",
        "thesofproject/sof-test#744 (an iGPU at boot)", ("gpu-p2p-iommu-blocked",), None,
    ),
    (
        "    Minor (reclaiming a frame) page faults: 684695",
        "tensorflow/tensorflow#9757 (/usr/bin/time -v)", ("unrecognised-error",), None,
    ),
    (
        "[  139.513963] DMAR: DRHD: handling fault status reg 3",
        "patmagauran/i915ovmfPkg#23", ("unrecognised-error",), None,
    ),
    (
        "docker run -p 8501:80 streamlit-app:latest",
        "a Streamlit Docker README (code index 12739619714)", ("docker-port-mapping-mismatch",), None,
    ),
    (
        "/home/andrei/DL_project_5/DL_project/dataloader/New_dataloader.py:152: UserWarning: The given NumPy array is not writable, and PyTorch does not support non-writable tensors. This means writing to this tensor will result in undefined behavior.",
        "code index 60575035670", ("unrecognised-error",), None,
    ),
    (
        "TypeError: Could not locate function 'mse'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`. Full object config: {'module': 'keras.metrics', 'class_name': 'function', 'config': 'mse', 'registered_name': 'mse'}",
        "code index 11872862102 (a Keras 2 .h5 under Keras 3)", ("keras-custom-object-unknown",), "keras-version-mismatch",
    ),
    (
        "[  144.480641] DMAR: [DMA Read] Request device [03:00.0] PASID ffffffff fault addr 9c000000 [fault reason 06] PTE Read access is not set",
        "patmagauran/i915ovmfPkg#23's 5.x form (bus 03 here)", (), "gpu-p2p-iommu-blocked",
    ),
    (
        'docker: Error response from daemon: OCI runtime create failed: container_linux.go:348: starting container process caused "exec: \\"nvidia-smi\\": executable file not found in $PATH": unknown.',
        "Autoware docs (code index 29481733815)", (), "container-no-gpu-access",
    ),
    (
        "RuntimeError: Tensorflow has not been built with TensorRT Support",
        "tensorflow/tensorrt#340", (), "tftrt-not-built-in",
    ),
    (
        "ImportError: cannot import name 'hparam_pb2' from 'model_search.proto' (unknown location)",
        "google/model_search#15", (), "protos-not-compiled",
    ),
]


@pytest.mark.parametrize("line, source, never, first", REVIEW_S11)
def test_the_review_of_the_eleventh_session(line: str, source: str, never: tuple, first) -> None:
    found = explain_text(line)
    assert not set(never) & {f.id for f in found}, (source, [f.id for f in found])
    if first is None:
        assert all(f.severity is Severity.INFO for f in found), (source, [f.id for f in found])
    else:
        assert found and found[0].id == first, (source, [f.id for f in found])


def test_the_review_s_remedies_of_the_eleventh_session() -> None:
    """Remedies the review found wrong: TF-TRT past 2.17 (tensorflow/tensorflow#87911), tfjs's
    op wrappers (tensorflow/tfjs#3566), another project's protos (fast-semantic-segmentation#31),
    a non-TensorFlow library in ld's warning (ghdl/ghdl#1669), a cut TF-TRT reason, a GEMM."""
    trt = explain_text("ERROR:tensorflow:Tensorflow needs to be built with TensorRT support enabled to allow TF-TRT to operate.")[0]
    assert "up to 2.17" in trt.remedy and "#87911" in trt.remedy
    words = ". This may be due to one of the following reasons:"
    op = [f for f in explain_text("Error: Unknown layer: TensorFlowOpLayer" + words) if f.id == "tfjs-unknown-layer-class"][0]
    assert "tfjs_graph_model" in op.remedy and "registerClass" not in op.remedy
    pb = explain_text("ImportError: cannot import name 'hyperparams_pb2'")[0]
    assert pb.id == "protos-not-compiled" and "its own protos folder" in pb.remedy
    ld = explain_text(
        "ld: warning: ignoring file /opt/homebrew/Cellar/llvm/11.1.0/lib/libLLVMSystemZDisassembler.a, "
        "building for macOS-x86_64 but attempting to link with file built for macOS-arm64"
    )[0]
    assert ld.id == "macos-arch-mismatch" and "TensorFlow's C library" not in ld.remedy
    cut = explain_text("Engine creation for TRTEngineOp_0 failed. The native segment will be used instead.")[0]
    assert "gives no reason" in cut.remedy and "in the line" not in cut.remedy
    gemm = explain_text("InternalError: Blas GEMM launch failed : a.shape=(1000000, 512), b.shape=(512, 512), m=1000000, n=512, k=512")[0]
    assert "#54463" not in gemm.remedy


def test_a_cut_traceback_in_keras_loading_reads_as_another_keras_unless_the_log_says_why() -> None:
    """explain/cuts.py: 7 of the corpus's 8 tracebacks cut inside Keras's model loading were a
    file of another Keras (r95-3-005: Keras 3's serialization_lib under model_from_json); the
    eighth named its own cause (r13-2-006: a GPU out of memory), which then leads."""
    import json

    logs = {}
    for name in ("r95-heldout.jsonl", "r13-heldout.jsonl"):
        for ln in (Path(__file__).resolve().parent.parent / "data" / "logs" / name).read_text().splitlines():
            case = json.loads(ln)
            logs[case["id"]] = case["log"]
    cut = explain_text(logs["r95-3-005"])[0]
    assert cut.id == "keras-version-mismatch" and "stops before the exception" in cut.title
    assert explain_text(logs["r13-2-006"])[0].id == "gpu-out-of-memory"


def test_a_cut_traceback_under_jupyter_s_keyboardinterrupt_header_is_the_user_s_stop() -> None:
    """explain/cuts.header_guess: r98-2-005 (a training loop stopped by hand, the paste cut
    inside TensorFlow's frames under Jupyter's KeyboardInterrupt header)."""
    import json

    path = Path(__file__).resolve().parent.parent / "data" / "logs" / "r98-heldout.jsonl"
    logs = {c["id"]: c["log"] for c in map(json.loads, path.read_text().splitlines())}
    assert explain_text(logs["r98-2-005"])[0].id == "user-interrupted"


REVIEW_S11B = [
    # (the second review of the eleventh session: tests/data/review/s11b-review.md; lines it ran
    # here, real TF 2.21 / Keras 3.15 / pip 23 output, or real repositories' lines)
    # a save_model traceback cut the same way is no loading failure
    (
        'Traceback (most recent call last):\n  File "g1.py", line 6, in <module>\n    m.save(\'my_model\')\n'
        '  File "/venv/lib/python3.11/site-packages/keras/src/saving/saving_api.py", line 115, in save_model\n'
        "    raise ValueError(",
        "keras-version-mismatch", None,
    ),
    # an import reading an installed file is no pip install
    (
        "PermissionError: [Errno 13] Permission denied: '/tmp/rv/venvy/lib/python3.11/site-packages/tinypkg/__init__.py'",
        "pip-install-permission-denied", None,
    ),
    # tensorflow_serving's own _pb2 from a source checkout is no protoc job
    (
        "ImportError: cannot import name 'predict_pb2' from 'tensorflow_serving.apis' (unknown location)",
        "protos-not-compiled", None,
    ),
    # the dtype alone refused (a real TF 2.21 run): the dtype's id, not the shape's
    (
        "TypeError: Binding inputs to tf.function failed due to `Can not cast TensorSpec(shape=(2, 28, 28), dtype=tf.int32, name=None) to TensorSpec(shape=(None, 28, 28), dtype=tf.float32, name=None)`.",
        "tensor-shape-mismatch", "tensor-dtype-mismatch",
    ),
]


@pytest.mark.parametrize("log, never, first", REVIEW_S11B)
def test_the_second_review_of_the_eleventh_session(log: str, never: str, first) -> None:
    found = explain_text(log)
    assert never not in {f.id for f in found}, [f.id for f in found]
    if first is not None:
        assert found[0].id == first


def test_the_second_review_s_remedies() -> None:
    """pip's Errno 13 by who owns the folder; the tape's legitimate use first; the default
    session's own remedy; a sequence length padded, not squeezed; the OD API's command first
    for its proto names; a user's interrupt stays a warning when the paste is cut."""
    user = explain_text(
        "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: "
        "'/home/u/.local/lib/python3.11/site-packages/tinypkg'"
    )[0]
    assert "chown" in user.remedy and "or with `pip install --user`" not in user.remedy
    venv = explain_text(
        "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: "
        "'/tmp/rv/venvy/lib/python3.11/site-packages/tinypkg'"
    )[0]
    assert "another user" in venv.remedy
    from tfdoctor.explain.rules.installers import _permission

    assert "system's Python" in _permission("/usr/local/lib/python2.7/dist-packages/x")
    assert "system's Python" in _permission("C:\\Program Files\\Python39\\Lib\\site-packages\\x")
    tape = explain_text(
        "WARNING:tensorflow:Calling GradientTape.gradient on a persistent tape inside its context is "
        "significantly less efficient than calling it outside the context"
    )[0]
    assert tape.remedy.startswith("Expected when this computes higher-order derivatives")
    sess = explain_text(
        "ValueError: Cannot use the default session to evaluate tensor: the tensor's graph is "
        "different from the session's graph."
    )[0]
    assert "reset_default_graph" in sess.remedy and "request" not in sess.remedy
    seq = explain_text(
        'WARNING:tensorflow:Model was constructed with shape Tensor("embedding_4_input:0", shape=(None, 500), '
        "dtype=float32) for input (None, 500), but it was re-called on a Tensor with incompatible shape (1, 5)."
    )[0]
    assert "pad" in seq.remedy and "squeeze" not in seq.remedy
    od = explain_text("ImportError: cannot import name 'preprocessor_pb2'")[0]
    assert od.remedy.index("Object Detection API") < od.remedy.index("Another project")
    cut = explain_text(
        "KeyboardInterrupt                         Traceback (most recent call last)\n"
        "<ipython-input-9-3b182965ddf9> in <module>()\n"
        "---> 23       logits = model((text1, text2), training=True)\n"
    )
    assert cut[0].id == "user-interrupted" and cut[0].severity is Severity.WARNING


_JSON_WARNING = (  # r167-7-006's words (a TFP PixelCNN in a notebook that trained on)
    "WARNING:tensorflow:Model failed to serialize as JSON. Ignoring... \n"
    "Layer _PixelCNNNetwork was created by passing\n"
    "non-serializable argument values in `__init__()`,\n"
    "and therefore the layer must override `get_config()` in\n"
    "order to be serializable. Please implement `get_config()`.\n"
)


def test_get_config_words_under_the_json_warning_are_its_note() -> None:
    first = explain_text(_JSON_WARNING)[0]
    assert first.id == "keras-custom-layer-get-config-missing"
    assert first.severity is Severity.WARNING and "Training is unaffected" in first.remedy
    # a real save that raised the same words after it (a TF 2.21 run) stays the error
    from pathlib import Path

    run = Path(__file__).parents[1] / "data/tracebacks/tf-2.21-runs/s19d-get-config-missing-k3b.txt"
    first = explain_text(_JSON_WARNING + run.read_text())[0]
    assert first.id == "keras-custom-layer-get-config-missing" and first.severity is Severity.ERROR


def test_a_name_error_names_an_import_only_for_known_aliases() -> None:
    # r167-0-008: a NameError inside dopamine's own train.py ('gin_files', a variable)
    lib = explain_text("NameError: name 'gin_files' is not defined")[0]
    assert lib.id == "python-name-error"
    assert "library's own file" in lib.remedy and "only if it is a module" in lib.remedy
    tf = explain_text("NameError: name 'tf' is not defined")[0]
    assert "import tensorflow as tf" in tf.remedy and "library's own file" not in tf.remedy
