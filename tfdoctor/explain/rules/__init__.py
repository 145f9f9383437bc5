"""The ordered table that turns log lines into findings.

One table, shared by ``explain``, ``check`` (the runtime child's stderr) and
``smoke-train``. Each :class:`Rule` is a precompiled pattern with a stable finding id,
cheap lower-case ``needles`` that must appear before the regex is tried (the engine gates
whole blocks of a log with one regex of all needles, so most lines cost nothing), and a
remedy built from what the pattern pulled out plus, when known, the machine
(:class:`ExplainContext`, also filled from the log itself: explain/context.py).

Rules are written for the failure, not for one string: each id has patterns covering the
wordings TensorFlow used across versions (stream_executor paths of TF 1.x/2.x,
``external/local_xla`` of TF 2.15+, absl prefixes of TF 2.17+, Windows ``.dll`` names) and
the text around TensorFlow in real pastes (shells, pip/conda, the Windows loader,
notebooks, Python tracebacks). Every rule has a verbatim real sample line in
``tests/explain/test_rules.py`` with its source.

Split by concept: a compiled library missing or of another release (TF's own files, a project's op library, NCCL, the TF/TFLite C library) in ``native``; libraries and cuDNN in ``gpu`` (cuDNN's and cuBLAS's handles once loaded in ``gpu_init``); the driver and cuInit in ``driver``; the device (compute
capability, XLA) in ``device``, its memory in ``memory``, what a deployed model is fed (TFLite tensors, Serving requests, Docker ports) in ``deploy_io``, Beam's dill and Serving's port in ``pipelines``, TensorFlow's gs:// client in ``storage``, the words of the pinned host allocator, a driver of two releases, XLA's autotuner, TF-TRT's stub, the Edge TPU, TF 1's Windows self-check and the page file in ``runtime_words``; an op with no kernel or no XLA platform on its device in ``placement``; what a running program loads beside TF's Python (TFLite's Flex delegate, TensorRT, cuDNN at launch, a serving binary's or a conda build's libraries) in ``loaded``; the stacks around TF's NVIDIA wheel (ROCm, Intel's extension, the C library and its bindings, Bazel builds, R) in ``stacks`` (ROCm's architecture list and KFD, Intel's GPU runtime, DirectML's lost device, the Edge TPU's delegate in ``accelerators``) (a C++ target of a source build that did not compile, Bazel's mirror misses: ``source_build``), and the bindings' own words (Julia, .NET, Haskell, Go's cgo, dyld) in ``bindings``; containers in ``container``; multi-GPU/multi-worker in ``distributed`` (a strategy's GPUs not registered, CUDA's peer limit, XLA under a strategy: ``strategies``); pip and
its resolver in ``packaging``, a binary for another OS release or CPU in ``binaries``, conda and other installers' words in ``installers``, a hosted notebook's runtime in ``notebook_runtime`` (the notes and mistakes notebooks keep most, in other words: ``notebook_notes``), pip's hash check, uv's, Poetry's and pipenv's resolvers, h5py built without HDF5's headers and a newer Python's typing in ``install_words`` (conda's other virtual packages, a skipped platform marker, ENOMEM at a fork, asyncio's destroyed task: ``solver_words``; SHAP's op handlers, a DataFrame read as an array, TensorShape asked of Keras 3's tuples: ``explainer_words``; a list no data adapter takes, an empty fit, flow_from_dataframe's labels, a WSGI app under uvicorn, libatomic: ``fit_input_words``; packages' own TensorFlow checks, Sonnet 1, gin-config, TFDS's legacy splits: ``framework_words``; an interpolation name, Dataset.zip's arguments, a transpose's rank, tfmot's wrapper arguments, atari-py's ROMs: ``call_words``; a dataset indexed like an array, SentencePiece's bytes, two Keras copies' InputSpec, Keras 2.10's optimizer arguments, jax-metal's ops, transformers' framework detection: ``library_words``); companions' namespaced ops, tensorflow-io's loader and titles naming a companion's import in ``companion_ops``, a compiled library missing a symbol in ``undefined_symbols``; importing TF/Keras in ``python``, an import that fails outright (a shadowing file, the Windows loader, TF's native library) in ``import_failures``; NumPy and ml_dtypes
clashes in ``abi``, protobuf's in ``protobuf``, h5py and HDF5 under Keras in ``hdf5``; saved models and layer arguments across Keras versions in ``models``; the process and the CPU in
``process``; start-up settings TensorFlow could not read (TF_XLA_FLAGS...) in
``settings``; the program's own missing input files in ``inputs``, its missing modules in ``modules`` (a project's generated protobuf modules in ``generated``), modules and packages of another Python release in ``python_release``; TensorFlow.js on Node in ``tfjs``; warnings about the program's training code in ``training``; Keras's training, saving and loading in ``keras_run`` (Keras 3's Lambda shapes, custom layers' kwargs, shared optimizers: ``keras_build``; Hugging Face transformers' TF side in ``transformers_lib``); code of Keras 1 or TF 1's sessions under a newer Keras, and Keras 2 on another backend, in ``keras_legacy`` (standalone Keras 2 beside a TensorFlow of another release: ``keras2_era``; restoring saved state, NumPy installed twice, a Theano-only layer: ``restores``); a program stopped by its own model or data (labels, shapes, dtypes, indices) in ``user_code`` and ``user_values`` (what feeds a fit: ``data_feed``), by its own training code (no gradients, no compile, NaN, eager-only code in a graph) in ``user_training``; the runtime's words on the program's graph and data (tf.data, TFLite, XLA's ops, signatures, the profiler) in ``graph_run``, a SavedModel's export in ``saved_model``; harmless noise in ``benign`` (TensorFlow's start-up) and ``notices`` (the runtime around a running model); matplotlib's words in ``plotting``; TensorBoard's, TFX's and the TF.js converter's own words in ``tooling``; TensorFlow Lite Micro's in ``micro``, TFLite in Android/iOS apps' in ``tflite_apps``; JAX's beside TensorFlow in ``jax_words``; the NVIDIA kernel module's and its installers' (and MPI's slots) in ``kernel_module``. Rules over a whole traceback (who raised it: a
companion package, a file of the user's, Keras's backend loader) in ``events``: the same
table check uses for its child's errors. Which finding explains which: explain/causes.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.abi import ABI_RULES
from tfdoctor.explain.rules.accelerators import ACCELERATOR_RULES
from tfdoctor.explain.rules.agents_words import AGENTS_WORD_RULES
from tfdoctor.explain.rules.api_words import API_WORD_RULES
from tfdoctor.explain.rules.applications_words import APPLICATION_WORD_RULES
from tfdoctor.explain.rules.base import ExplainContext, Remedy, Rule, Values, rule  # noqa: F401
from tfdoctor.explain.rules.benign import BENIGN_RULES
from tfdoctor.explain.rules.benign_xla import XLA_NOTE_RULES
from tfdoctor.explain.rules.binaries import BINARY_RULES
from tfdoctor.explain.rules.bindings import BINDING_RULES
from tfdoctor.explain.rules.call_words import CALL_WORD_RULES
from tfdoctor.explain.rules.callback_words import CALLBACK_WORD_RULES
from tfdoctor.explain.rules.companion_model_words import COMPANION_MODEL_RULES
from tfdoctor.explain.rules.companion_ops import COMPANION_OP_RULES
from tfdoctor.explain.rules.companions import COMPANION_RULES
from tfdoctor.explain.rules.container import CONTAINER_RULES
from tfdoctor.explain.rules.converters import CONVERTER_RULES
from tfdoctor.explain.rules.data_feed import DATA_FEED_RULES
from tfdoctor.explain.rules.data_words import DATA_WORD_RULES
from tfdoctor.explain.rules.delegate_build_words import DELEGATE_BUILD_RULES
from tfdoctor.explain.rules.deploy_io import DEPLOY_IO_RULES
from tfdoctor.explain.rules.deploy_targets import DEPLOY_TARGET_RULES
from tfdoctor.explain.rules.device import DEVICE_RULES
from tfdoctor.explain.rules.device_tool_words import DEVICE_TOOL_RULES
from tfdoctor.explain.rules.distributed import DISTRIBUTED_RULES
from tfdoctor.explain.rules.domain_packages import DOMAIN_RULES
from tfdoctor.explain.rules.driver import DRIVER_RULES
from tfdoctor.explain.rules.events import EVENT_IDS, EVENT_RULES  # noqa: F401
from tfdoctor.explain.rules.explainer_words import EXPLAINER_WORD_RULES
from tfdoctor.explain.rules.export_words import EXPORT_WORD_RULES
from tfdoctor.explain.rules.fit_input_words import FIT_INPUT_RULES
from tfdoctor.explain.rules.fork_spawn import FORK_SPAWN_RULES
from tfdoctor.explain.rules.framework_words import FRAMEWORK_WORD_RULES
from tfdoctor.explain.rules.function_words import FUNCTION_RULES
from tfdoctor.explain.rules.generated import GENERATED_RULES
from tfdoctor.explain.rules.gpu import GPU_RULES
from tfdoctor.explain.rules.gradient_words import GRADIENT_RULES
from tfdoctor.explain.rules.graph_run import GRAPH_RUN_RULES
from tfdoctor.explain.rules.graphviz_dot import GRAPHVIZ_RULES
from tfdoctor.explain.rules.hdf5 import HDF5_RULES
from tfdoctor.explain.rules.image_words import IMAGE_WORD_RULES
from tfdoctor.explain.rules.inputs import INPUT_RULES
from tfdoctor.explain.rules.install_words import INSTALL_WORD_RULES
from tfdoctor.explain.rules.installers import INSTALLER_RULES
from tfdoctor.explain.rules.jax_gpu_words import JAX_GPU_RULES
from tfdoctor.explain.rules.jax_words import JAX_RULES
from tfdoctor.explain.rules.keras2_era import KERAS2_ERA_RULES
from tfdoctor.explain.rules.keras3_files import KERAS3_FILE_RULES
from tfdoctor.explain.rules.keras3_words import KERAS3_WORD_RULES
from tfdoctor.explain.rules.keras_build import KERAS_BUILD_RULES
from tfdoctor.explain.rules.keras_class_weight import CLASS_WEIGHT_RULES
from tfdoctor.explain.rules.keras_functional import (
    FUNCTIONAL_RULES,
    LOSS_STRATEGY_RULES,
    THREAD_RULES,
)
from tfdoctor.explain.rules.keras_legacy import KERAS_LEGACY_RULES
from tfdoctor.explain.rules.keras_load_words import KERAS_LOAD_RULES
from tfdoctor.explain.rules.keras_object_words import KERAS_OBJECT_RULES
from tfdoctor.explain.rules.keras_run import KERAS_RUN_RULES
from tfdoctor.explain.rules.kernel_module import KERNEL_MODULE_RULES
from tfdoctor.explain.rules.library_words import LIBRARY_WORD_RULES
from tfdoctor.explain.rules.loaded import LOADED_RULES
from tfdoctor.explain.rules.loader_words import LOADER_WORD_RULES
from tfdoctor.explain.rules.lookups import LOOKUP_RULES
from tfdoctor.explain.rules.loop_words import LOOP_WORD_RULES
from tfdoctor.explain.rules.micro import MICRO_RULES
from tfdoctor.explain.rules.models import MODEL_RULES
from tfdoctor.explain.rules.module_names import MOVED_MODULE_RULES
from tfdoctor.explain.rules.modules import MODULE_RULES
from tfdoctor.explain.rules.native import NATIVE_RULES
from tfdoctor.explain.rules.notebook_notes import NOTEBOOK_NOTE_RULES
from tfdoctor.explain.rules.notebook_runtime import NOTEBOOK_RUNTIME_RULES
from tfdoctor.explain.rules.notices import NOTICE_RULES
from tfdoctor.explain.rules.onnx_tools import ONNX_TOOL_RULES
from tfdoctor.explain.rules.op_libraries import OP_LIBRARY_RULES
from tfdoctor.explain.rules.opencv_dnn import OPENCV_DNN_RULES
from tfdoctor.explain.rules.optimizer_args import OPTIMIZER_ARG_RULES
from tfdoctor.explain.rules.os_limits import OS_LIMIT_RULES, WRAPPER_RULES
from tfdoctor.explain.rules.own_checks import OWN_CHECK_RULES
from tfdoctor.explain.rules.packaging import PACKAGING_RULES
from tfdoctor.explain.rules.packaging_words import REQUIREMENT_RULES, SESSION_DEBUG_RULES
from tfdoctor.explain.rules.pipelines import PIPELINE_RULES
from tfdoctor.explain.rules.placement import PLACEMENT_RULES
from tfdoctor.explain.rules.plotting import PLOTTING_RULES
from tfdoctor.explain.rules.process import PROCESS_RULES
from tfdoctor.explain.rules.protobuf import PROTOBUF_RULES
from tfdoctor.explain.rules.python import PYTHON_RULES
from tfdoctor.explain.rules.python_release import PYTHON_RELEASE_RULES
from tfdoctor.explain.rules.random_words import RANDOM_WORD_RULES
from tfdoctor.explain.rules.registered import REGISTERED_RULES
from tfdoctor.explain.rules.removed_apis import REMOVED_API_RULES
from tfdoctor.explain.rules.restores import RESTORE_RULES
from tfdoctor.explain.rules.runtime_words import RUNTIME_WORD_RULES
from tfdoctor.explain.rules.saved_model import SAVED_MODEL_RULES
from tfdoctor.explain.rules.sequence_words import SEQUENCE_WORD_RULES
from tfdoctor.explain.rules.serving_words import SERVING_WORD_RULES
from tfdoctor.explain.rules.settings import SETTINGS_RULES
from tfdoctor.explain.rules.size_limits import SIZE_LIMIT_RULES
from tfdoctor.explain.rules.solver_words import SOLVER_WORD_RULES
from tfdoctor.explain.rules.source_build import SOURCE_BUILD_RULES
from tfdoctor.explain.rules.sparse_complex import SPARSE_COMPLEX_RULES
from tfdoctor.explain.rules.stacks import STACK_RULES
from tfdoctor.explain.rules.storage import STORAGE_RULES
from tfdoctor.explain.rules.strategies import STRATEGY_RULES
from tfdoctor.explain.rules.summary_words import SUMMARY_WORD_RULES
from tfdoctor.explain.rules.symbolic_distribute import SYMBOLIC_DISTRIBUTE_RULES
from tfdoctor.explain.rules.tensor_ops import TENSOR_OP_RULES
from tfdoctor.explain.rules.text_codecs import ENCODING_RULES
from tfdoctor.explain.rules.text_layer_words import TEXT_LAYER_RULES
from tfdoctor.explain.rules.tf_core_words import TF_CORE_WORD_RULES
from tfdoctor.explain.rules.tfdata_runtime_words import TFDATA_RUNTIME_RULES
from tfdoctor.explain.rules.tfdata_words import TFDATA_WORD_RULES
from tfdoctor.explain.rules.tfjs import TFJS_RULES
from tfdoctor.explain.rules.tfjs_browser import TFJS_BROWSER_RULES
from tfdoctor.explain.rules.tflite_apps import TFLITE_APP_RULES
from tfdoctor.explain.rules.tflite_build import TFLITE_BUILD_RULES
from tfdoctor.explain.rules.tflite_convert import TFLITE_CONVERT_RULES
from tfdoctor.explain.rules.tfmot import TFMOT_RULES
from tfdoctor.explain.rules.tfp_words import TFP_WORD_RULES
from tfdoctor.explain.rules.tfrecord import TFRECORD_RULES
from tfdoctor.explain.rules.tooling import TOOLING_RULES
from tfdoctor.explain.rules.train_step_words import TRAIN_STEP_RULES
from tfdoctor.explain.rules.training import TRAINING_RULES
from tfdoctor.explain.rules.training_notes import TRAINING_NOTE_RULES
from tfdoctor.explain.rules.transformers_lib import TRANSFORMERS_RULES
from tfdoctor.explain.rules.tuner_words import TUNER_WORD_RULES
from tfdoctor.explain.rules.undefined_symbols import UNDEFINED_SYMBOL_RULES
from tfdoctor.explain.rules.user_code import USER_CODE_RULES
from tfdoctor.explain.rules.user_training import USER_TRAINING_RULES
from tfdoctor.explain.rules.user_values import USER_VALUE_RULES
from tfdoctor.explain.rules.xla_words import XLA_WORD_RULES

#: The ordered table: most specific first within a group; order is meaningful.
RULES: tuple[Rule, ...] = (
    NATIVE_RULES
    + GPU_RULES
    + KERNEL_MODULE_RULES
    + DRIVER_RULES
    + PLACEMENT_RULES
    + JAX_RULES
    + RUNTIME_WORD_RULES
    + DEVICE_RULES
    + LOADED_RULES
    + STACK_RULES
    + ACCELERATOR_RULES
    + SOURCE_BUILD_RULES
    + TFLITE_BUILD_RULES
    + FUNCTION_RULES
    + BINDING_RULES
    + CONTAINER_RULES
    + DISTRIBUTED_RULES
    + STRATEGY_RULES
    + INSTALL_WORD_RULES
    + PACKAGING_RULES
    + BINARY_RULES
    + INSTALLER_RULES
    + NOTEBOOK_RUNTIME_RULES
    + COMPANION_OP_RULES
    + COMPANION_RULES
    + OP_LIBRARY_RULES
    + DOMAIN_RULES
    + UNDEFINED_SYMBOL_RULES
    + ABI_RULES
    + PROTOBUF_RULES
    + REMOVED_API_RULES
    + PYTHON_RULES
    + HDF5_RULES
    + MODEL_RULES
    + SETTINGS_RULES
    + PROCESS_RULES
    + INPUT_RULES
    + TFRECORD_RULES
    + TFMOT_RULES
    + LOOKUP_RULES
    + FORK_SPAWN_RULES
    + ENCODING_RULES
    + TFDATA_WORD_RULES
    + KERAS3_FILE_RULES
    + TFLITE_CONVERT_RULES
    + SYMBOLIC_DISTRIBUTE_RULES
    + PYTHON_RELEASE_RULES
    + GENERATED_RULES
    + GRAPHVIZ_RULES
    + TENSOR_OP_RULES
    + SIZE_LIMIT_RULES
    + FUNCTIONAL_RULES
    + LOSS_STRATEGY_RULES
    + THREAD_RULES
    + TFJS_BROWSER_RULES
    + ONNX_TOOL_RULES
    + GRADIENT_RULES
    + KERAS3_WORD_RULES
    + TF_CORE_WORD_RULES
    + LOOP_WORD_RULES
    + SERVING_WORD_RULES
    + TEXT_LAYER_RULES
    + DEVICE_TOOL_RULES
    + JAX_GPU_RULES
    + DELEGATE_BUILD_RULES
    + IMAGE_WORD_RULES
    + SEQUENCE_WORD_RULES
    + DATA_WORD_RULES
    + CALLBACK_WORD_RULES
    + TUNER_WORD_RULES
    + AGENTS_WORD_RULES
    + TRAIN_STEP_RULES
    + TFP_WORD_RULES
    + APPLICATION_WORD_RULES
    + API_WORD_RULES
    + EXPORT_WORD_RULES
    + TFDATA_RUNTIME_RULES
    + KERAS_OBJECT_RULES
    + COMPANION_MODEL_RULES
    + RANDOM_WORD_RULES
    + SUMMARY_WORD_RULES
    + SOLVER_WORD_RULES
    + EXPLAINER_WORD_RULES
    + FIT_INPUT_RULES
    + FRAMEWORK_WORD_RULES
    + CALL_WORD_RULES
    + LIBRARY_WORD_RULES
    + REQUIREMENT_RULES
    + SESSION_DEBUG_RULES
    + OPENCV_DNN_RULES
    + XLA_NOTE_RULES
    + XLA_WORD_RULES
    + KERAS_LOAD_RULES
    + OPTIMIZER_ARG_RULES
    + OS_LIMIT_RULES
    + WRAPPER_RULES
    + CLASS_WEIGHT_RULES
    + SPARSE_COMPLEX_RULES
    + MOVED_MODULE_RULES
    + MODULE_RULES
    + TFJS_RULES
    + TRAINING_RULES
    + KERAS_LEGACY_RULES
    + KERAS2_ERA_RULES
    + RESTORE_RULES
    + KERAS_RUN_RULES
    + KERAS_BUILD_RULES
    + TRANSFORMERS_RULES
    + USER_CODE_RULES
    + USER_TRAINING_RULES
    + USER_VALUE_RULES
    + DATA_FEED_RULES
    + OWN_CHECK_RULES
    + REGISTERED_RULES
    + CONVERTER_RULES
    + TFLITE_APP_RULES
    + MICRO_RULES
    + DEPLOY_TARGET_RULES
    + DEPLOY_IO_RULES
    + TOOLING_RULES
    + PIPELINE_RULES
    + STORAGE_RULES
    + LOADER_WORD_RULES
    + TRAINING_NOTE_RULES
    + GRAPH_RUN_RULES
    + SAVED_MODEL_RULES
    + NOTEBOOK_NOTE_RULES
    + BENIGN_RULES
    + NOTICE_RULES
    + PLOTTING_RULES
)

#: Every id the table can produce (plus those the engine derives from combinations).
DERIVED_IDS = (
    "cuda-version-mismatch",
    "wsl-libcuda-missing",
    "windows-native-gpu-unsupported",
    "pip-too-old",
    "tensorflow-not-built-with-cuda",
    "macos-arch-mismatch",
    "multiple-tensorflow-installs",  # a package listing with two (explain/listings.py)
    "tf-keras-version-mismatch",  # a listing's tf-keras beside its TensorFlow (the same)
    "frozen-app-files-not-collected",  # a frozen app's loader beside the failure (the same)
    "frozen-app-module-not-collected",
)
RULE_IDS: tuple[str, ...] = tuple(
    dict.fromkeys([r.id for r in RULES] + list(DERIVED_IDS) + list(EVENT_IDS))
)
