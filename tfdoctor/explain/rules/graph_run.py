"""Log rules for what TensorFlow's runtime says about the program's graph and data while it
runs: tf.data batches and images, TFLite conversion and custom ops, XLA's unsupported ops,
SavedModel signatures, the profiler and CUPTI, a TPU worker's file system, a Windows path
with both separators. Samples (tests/explain/test_rules.py): round 28's threads.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.images import IMAGE_RULES
from tfdoctor.explain.rules.tflite_convert import SELECT_OPS_REMEDY
from tfdoctor.model import Severity, parse_version

E, W = Severity.ERROR, Severity.WARNING

def _at_least_2_5(version: str) -> bool:
    v = parse_version(version)
    return v is not None and v.release[:2] >= (2, 5)


GRAPH_RUN_RULES = (
    # tf.data stacking elements of different shapes (isikdogan/deep_learning_tutorials#2:
    # "Cannot batch tensors with different shapes in component 0. First element had shape
    # [220,195,3] and element 1 had shape [339,460,3].")
    rule(
        "tfdata-batch-shape-mismatch",
        E,
        "tf.data cannot batch elements of different shapes",
        r"Cannot batch tensors with different shapes in component (?P<component>\d+)"
        # the batch kernel's other words (tensorflow/models#10873: "Cannot add tensor to the
        # batch: number of elements does not match. Shapes are: [tensor]: [310,310,4],
        # [batch]: [310,310,3]", an RGBA image among RGB ones)
        r"|Cannot add tensor to the batch: number of elements does not match",
        ("cannot batch tensors with different shapes", "cannot add tensor to the batch"),
        "Make every element the same shape before .batch() (tf.image.resize / "
        "resize_with_pad for images, or pad sequences), or use .padded_batch() / "
        "tf.data.experimental.dense_to_ragged_batch for variable-length data",
    ),
    *IMAGE_RULES,  # files of the data set the image decoder cannot read (images.py)
    # the converter meeting a TF op with no TFLite builtin (tensorflow/tensorflow#57554:
    # "error: 'tf.Conv2D' op is neither a custom op nor a flex op")
    rule(
        "tflite-converter-select-ops-needed",
        E,
        "The TFLite converter met TensorFlow ops it has no builtin for",
        r"'(?P<op>tf\.\w+)' op is neither a custom op nor a flex op|"
        # the converter's summary (TF 2.3+, tensorflow/tensorflow#46565: "Some ops are not
        # supported by the native TFLite runtime, you can enable TF kernels fallback using TF
        # Select." then "TF Select ops: Einsum"); TF 1.x's toco ("... not supported by the
        # standard TensorFlow Lite runtime. If those are native TensorFlow operators, you
        # might be able to use the extended runtime"): both read in TF 2.21's
        # libtensorflow_cc.so.2
        # (the summary's first words alone, as jax2tf's results table quotes them: google/jax
        # jax2tf/g3doc/convert_models_results.md, round 57)
        r"Some ops are not supported by the native TFLite runtime\b|not supported by the "
        r"standard TensorFlow Lite runtime\. If those are native "
        r"TensorFlow operators",
        ("is neither a custom op nor a flex op", "native tflite runtime",
         "standard tensorflow lite runtime. if those"),
        SELECT_OPS_REMEDY,
        url="https://www.tensorflow.org/lite/guide/ops_select",
    ),
    # a .tflite model with a custom op the interpreter has no kernel for (charlesq34/
    # pointnet2#248: "Encountered unresolved custom op: FarthestPointSample.")
    rule(
        "tflite-custom-op-unresolved",
        E,
        "The TFLite model uses a custom op this interpreter has no kernel for",
        # (and TFLite 2.x's words for an Edge TPU model without its delegate: snowzach/doods2#103,
        # "Encountered an unresolved custom op. Did you miss a custom op or delegate?Node number
        # 4 (EdgeTpuDelegateForCustomOp) failed to invoke.")
        r"Encountered unresolved custom op: (?P<op>(?!Flex)\w[\w-]*)|Encountered an unresolved custom "
        r"op\. Did you miss a custom op or delegate\?.*?\((?P<op2>\w+)\) failed to invoke",
        ("encountered unresolved custom op", "encountered an unresolved custom op"),
        lambda v, _c: (
            "An Edge TPU model runs only with the Edge TPU delegate: load it with "
            "tflite.load_delegate('libedgetpu.so.1') (the Coral runtime installed, the device "
            "present), or use the CPU model"
            if "edgetpu" in str(v.get("op2") or v.get("op") or "").lower() else
            f"Register a kernel for {v.get('op') or v.get('op2')} with the interpreter (a TFLite build with it: "
            "https://www.tensorflow.org/lite/guide/ops_custom), or convert the model without "
            "the custom op (builtin ops, or SELECT_TF_OPS with the Flex delegate where it is a "
            "TensorFlow op)"
        ),
    ),
    # XLA with no kernel for an op in a jit-compiled function or a TPU program (tensorflow/
    # tensorflow#60203: ResizeNearestNeighborGrad on XLA_GPU_JIT; tensorflow/tpu#176:
    # ResizeNearestNeighbor on XLA_TPU_JIT; keras-team/keras#18456: CudnnRNN)
    rule(
        "xla-unsupported-op",
        E,
        "XLA has no kernel for an op the compiled function uses",
        r"Detected unsupported operations when trying to compile graph \S+ on "
        r"(?P<device>XLA_\w+_JIT):\s*(?P<ops>\w+)|"
        # its parenthesis read alone (tensorflow/tensorflow#100865, round 153: RandomRotation's
        # "(No registered 'ImageProjectiveTransformV3' OpKernel for XLA_GPU_JIT devices ...")
        r"No registered '(?P<ops2>\w+)' OpKernel for (?P<device2>XLA_\w+_JIT) devices",
        ("detected unsupported operations", "opkernel for xla_"),
        lambda v, _c: (
            # a function's argument or result XLA has no type for, a string tensor (the outside
            # check's xla_strings: "... on XLA_CPU_JIT: _Arg ... Requested Attributes: T=DT_STRING")
            "An argument (or result) of the compiled function has a type XLA has not got, most "
            "often a string tensor: do the string work outside it (a tf.data map, a "
            "preprocessing step, or jit_compile=False for a model that takes strings) and pass "
            "numbers in"
            if (v.get("ops") or v.get("ops2")) in ("_Arg", "_Retval") else
            f"{v.get('ops') or v.get('ops2')} cannot be compiled for {v.get('device') or v.get('device2')}: drop jit_compile=True "
            "(or use tf.config.optimizer.set_jit('autoclustering'), which leaves such ops to "
            "TensorFlow), or replace the op (and its gradient) with one XLA supports; a TPU "
            "program must be XLA-compilable throughout"
        ),
    ),
    # a SavedModel without the signature asked for (tensorflow/hub#823: "Unknown signature
    # default in https://tfhub.dev/deepmind/mil-nce/s3d/1 (available signatures: ...)";
    # tensorflow/tfjs#4943: "Signature 'serving_default' does not exist.")
    rule(
        "saved-model-signature-missing",
        E,
        "The SavedModel has no signature of that name",
        r"Unknown signature (?P<sig>\w+) in \S+|Signature '(?P<sig2>\w+)' does not exist",
        ("unknown signature", "does not exist. the following signatures"),
        lambda v, _c: (
            "Ask for one of the signatures the error lists (hub.KerasLayer(handle, "
            "signature='NAME', output_key=...), --signature_name for converters), "
            "`saved_model_cli show --dir DIR --all` lists them; a model saved without any "
            "needs re-exporting with tf.saved_model.save(model, dir, signatures=...)"
        ),
    ),
    # trace_export(profiler_outdir=...) with no profiler started: TF 2.4.0's trace_on(profiler=
    # True), fixed in 2.4.1 (tensorflow/tensorboard#4523, tensorflow#46103), or a profiler that
    # could not start (a Windows log dir with both separators, tensorflow/tensorboard#2279)
    rule(
        "tensorboard-profiler-not-running",
        E,
        "The profiler was asked to stop but is not running",
        # (or its exception's name alone: tensorflow/tensorboard#2819, a notebook's header, TF 2.0)
        # (TF 2.21's profiler_v2.py:146 "Cannot export profiling results": outside check l)
        r"Cannot (?:stop profiling|export profiling results)\. No profiler is running|\bProfilerNotRunningError\b",
        ("no profiler is running", "profilernotrunningerror"),
        "tf.profiler.experimental.stop() ran without a start() before it, or a second time (a "
        "notebook cell run again): call stop() once per start(). "
        "On TF 2.4.0, trace_on(profiler=True) does not start the profiler: upgrade to 2.4.1+ "
        "or pass profiler=False (or use tf.profiler.experimental.start/stop); otherwise the "
        "profiler failed to start: see the earlier error (on Windows a log dir mixing '/' and "
        "'\\')",
    ),
    # CUPTI without the right to read GPU counters (tensorflow/serving#1718: "failed with
    # error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"; NVIDIA's ERR_NVGPUCTRPERM)
    rule(
        "cupti-insufficient-privileges",
        W,
        "The profiler cannot trace the GPU: counters are restricted to admins",
        r"CUPTI_ERROR_INSUFFICIENT_PRIVILEGES",
        "cupti_error_insufficient_privileges",
        "GPU profiling needs access to the performance counters: run as root, in Docker "
        "with --privileged or --cap-add SYS_ADMIN, or allow all users (modprobe option "
        "NVreg_RestrictProfilingToAdminUsers=0, https://developer.nvidia.com/ERR_NVGPUCTRPERM); "
        "the program itself runs on",
    ),
    # TensorFlow's directory creation on Windows with '/' and '\' in one path (ibab/
    # tensorflow-wavenet#255: "Failed to create a directory: ./log/1000\train"; the
    # maintainers in tensorflow/tensorflow#26021)
    rule(
        "windows-path-mixed-separators",
        E,
        "A Windows path mixes '/' and '\\', and TensorFlow cannot create it",
        r"Failed to create a directory: (?P<path>[^;\s]*/[^;\s]*\\[^;\s]*|[^;\s]*\\[^;\s]*/[^;\s]*)",
        "failed to create a directory",
        lambda v, _c: (
            f"{v.get('path')} mixes separators: build log and checkpoint paths with one kind "
            "(os.path.join on a path written with '\\\\', or pathlib.Path(...) / 'logs'), "
            "then pass str(path)"
        ),
    ),
    # Keras RNN layers of TF <= 2.4 under NumPy >= 1.20 (da03/TFLite-Micro-Seq2Seq#2:
    # "Cannot convert a symbolic Tensor (bidirectional_2/forward_rnn_4/strided_slice:0) to a
    # numpy array."; TF 2.4's own pin is numpy~=1.19.2, its wheel's METADATA)
    rule(
        "numpy-version-unsupported",
        E,
        "TensorFlow <= 2.4's Keras code meets a NumPy too new for it",
        # (a Keras RNN layer's own tensor: a user's np.* call on a tensor says the same in any
        # TF, and is the code's: the review of 738b392; or a shape TF slices itself, round 39:
        # "sequential_1/random_rotation_1/rotation_matrix/strided_slice:0", tensorflow/
        # tensorflow#47263, and rasa 2.2's "strided_slice_6:0", RasaHQ/rasa#7876)
        r"Cannot convert a symbolic Tensor \((?P<tensor>[^)]*(?:rnn|lstm|gru|bidirectional|"
        r"recurrent|strided_slice|_target:)[^)]*)\) to a numpy array",  # (Keras's targets: UMTRA-Release#3)
        "cannot convert a symbolic tensor",
        lambda _v, c: (
            # (TF >= 2.5 has not this bug: there a shape slice is the code's own np.* call on
            # a tensor, the third review)
            "TensorFlow 2.5+ has no such NumPy clash: the program passes a tensor (a shape, "
            "tf.shape(x)[i]) to NumPy inside a graph; use TensorFlow ops there (tf.zeros, "
            "tf.reduce_prod)"
            if c and c.tf_version and _at_least_2_5(c.tf_version)
            else "With TensorFlow <= 2.4 install the NumPy it pins (its wheel's Requires-Dist: "
            "2.4 numpy~=1.19.2, 2.3 numpy<1.19, 2.0-2.2 numpy<2.0 where NumPy < 1.20 is what "
            'works: pip install "numpy<1.20"), or move to TF 2.5+; with TF 2.5+ the program '
            "itself passes a tensor to NumPy: use TensorFlow ops there"
        ),
    ),
    # tf.data's padded_batch before TF 2.2 (keras-team/keras-io#162: "padded_batch() missing
    # 1 required positional argument: 'padded_shapes'"; padded_shapes is optional from 2.2,
    # as the example's author said)
    rule(
        "tensorflow-api-mismatch",
        E,
        "The code uses tf.data's padded_batch as TF 2.2+ has it",
        r"padded_batch\(\) missing 1 required positional argument: 'padded_shapes'",
        "missing 1 required positional argument: 'padded_shapes'",
        "TensorFlow older than 2.2 needs padded_shapes: upgrade TensorFlow (pip install -U "
        "tensorflow), or pass padded_shapes=dataset.element_spec's shapes with None for the "
        "padded axes",
    ),
    # TF 1.x's C API when a node is changed after a session ran the graph (IBM/tensorflow-
    # large-model-support's kerasload README: "... was changed by updating input tensor after
    # it was run by a session. This mutation will have no effect": the change is ignored)
    rule(
        "graph-modified-after-session-run",
        W,
        "A graph node was changed after a session ran it: the change has no effect",
        r"was changed by updating input tensor after it was run by a session",
        "after it was run by a session",
        "Make every change to the graph (graph rewrites, callbacks that edit it, loading "
        "weights through a session comes after) before the first session.run, or build a new "
        "session after changing it",
    ),
    # a checkpoint written by another graph: a variable the graph asks for has another name
    # there (sjchoi86/Tensorflow-101's char-rnn notebook: "Tensor name "rnnlm/multi_rnn_cell/
    # cell_1/basic_lstm_cell/weights" not found in checkpoint files", TF 1.0 renamed the RNN
    # cells' variables)
    rule(
        "checkpoint-variable-name-mismatch",
        E,
        "The checkpoint does not hold a variable this graph asks for (other names)",
        r"Tensor name \"(?P<variable>[^\"]+)\" not found in checkpoint files? (?P<checkpoint>\S+)"
        r"|\bKey (?P<variable2>[\w/:.-]+) not found in checkpoint\b"
        # (TF 1.13+'s Saver wraps it: "Restoring from checkpoint failed. This is most likely
        # due to a Variable name or other graph key that is missing from the checkpoint.")
        r"|Variable name or other graph key that is missing from the checkpoint",
        ("not found in checkpoint", "graph key that is missing from the checkpoint"),
        lambda v, _c: (
            "An object-based (TF 2) checkpoint does not fit this model: build the same model "
            "(the same layers and optimizer, in the same order) before restoring; "
            "tf.train.list_variables(path) lists what it holds; a TF 1 name-based checkpoint "
            "loads with tf.compat.v1.train.Saver, and status.expect_partial() accepts a part"
            if any(s in str(v.get('variable2')) for s in (".ATTRIBUTES", "_CHECKPOINTABLE"))
            else
            f"{v.get('variable') or v.get('variable2') or 'A variable'} is not in the "
            "checkpoint: it was written by "
            "another graph (other code, another TensorFlow: TF 1.0 renamed RNN cells' weights/"
            "biases to kernel/bias). List its names (tf.train.list_variables(path)), build the "
            "same graph, or map names with Saver(var_list={name_in_checkpoint: variable})"
        ),
    ),
    # a resource (a lookup table, a StringLookup's vocabulary) made inside the function given
    # to Dataset.map (tensorflow/recommenders' movielens side-information notebook: "UserWarning:
    # Creating resources inside a function passed to Dataset.map() is not supported."; the
    # gatherer's name, adopted)
    rule(
        "tfdata-resource-created-in-map",
        W,
        "A resource (lookup table, vocabulary layer) is created inside a Dataset.map function",
        # (not TF 2.0's own readers.py/dataset_ops.py: benign-tfdata-resource-in-function-notice)
        r"^(?!.*[\\/]tensorflow(?:_core)?[\\/]python[\\/]data[\\/]ops[\\/](?:readers\.py|dataset_ops"
        r"\.py:\d+: UserWarning: Creating resources inside a function passed to Dataset\.(?:flat_map|"
        r"interleave)\(\)))"
        r".*Creating resources inside a function "
        r"passed to Dataset\.\w+\(\) is not supported",
        "creating resources inside a function passed to dataset.",
        "Create the resource once, outside the mapped function (build the lookup layer or "
        "table first, adapt it, then capture it in the function): made inside, it is made "
        "again at each trace and cannot be saved with the pipeline",
    ),
    # two datasets of other element types concatenated (tensorflow/compression's Y4MDataset
    # doc: "Two datasets to concatenate have different types <dtype: 'int64'> and <dtype:
    # 'string'>"; TF 2.21's concatenate_op.py: "Incompatible dataset elements:")
    rule(
        "tensor-dtype-mismatch",
        E,
        "Two datasets of different element types were concatenated (the program's code or data)",
        r"Two datasets to concatenate have different (?:types|classes)|Incompatible dataset "
        r"elements:",
        ("datasets to concatenate have different", "incompatible dataset elements"),
        "Dataset.concatenate needs the same element structure and dtypes on both sides: map one "
        "to the other's first (ds.map(lambda x: tf.cast(x, tf.int64)), or parse strings with "
        "tf.strings.to_number), then concatenate",
    ),
    # TF 2's resource-variable words, which say both causes (thunderhoser/ai2es_xai_course#1,
    # round 123: TF 1 style Keras code under a newer Colab TensorFlow; in TF 2 code, a variable
    # whose owner was deleted: tensorflow/tensorflow#50796, #57803; the review of the fifteenth
    # session, item 10)
    rule(
        "tf1-variables-uninitialized",
        E,
        "A variable was read after it was deleted (TF 2) or before its initializer ran (TF 1)",
        r"Could not find variable (?P<variable>[\w/:.-]+)\. This could mean that the variable has "
        r"been deleted\. In TF1, it can also mean the variable is uninitialized|"
        # TF 1.13-2.x's older words (tensorflow/tensorflow#28287, round 156: a Keras model loaded
        # in one thread of a Flask server and used in another, "Error while reading resource
        # variable softmax/kernel from Container: localhost. This could mean that the variable
        # was uninitialized."; the fix kept the session and graph of the load and entered them
        # in the request thread)
        r"Error while reading resource variable (?P<variable2>[\w/:.-]+) from Container: \w+\. "
        r"This could mean that the variable was uninitialized",
        ("in tf1, it can also mean the variable is uninitialized", "error while reading resource variable"),
        lambda v, _c: (
            f"{v.get('variable') or v.get('variable2')} is gone. With a TF 1 session per thread (a "
            "server loading the model in one thread and predicting in another) the other thread "
            "has no initialized copy: keep the graph and session of the load and enter them where "
            "it predicts (with graph.as_default(): set_session(sess)), or load per thread. In TensorFlow 2 code (eager, tf.function, Keras fit; "
            "'Graph execution error', [Op:__inference_...]) its owner was deleted while a traced "
            "function still used it: keep the model (and its optimizer) referenced, and trace the "
            "function again after rebuilding the model or after keras.backend.clear_session(). "
            "In TF 1-style graph code it was never initialized: "
            "sess.run(tf.compat.v1.global_variables_initializer()) after the graph is built"
        ),
    ),
)
