"""Readings written from rounds 100 and on (tests/data/logs/r100-heldout.jsonl, r101-...) that
are not one rule's sample: a launcher's prefix taken off every line, a traceback cut in another
package's ``tensorflow/__init__.py``, which finding explains which, and the order of notes."""

from __future__ import annotations

import io

import pytest

from tfdoctor.explain.engine import explain_stream, explain_text
from tfdoctor.explain.lines import clean
from tfdoctor.model import Severity

# deepinsight/insightface#1284 (round 100): Open MPI's CMA notice under mpirun --tag-output
CMA = "[1,5]<stderr>:[8311b4012d34:153937] Read -1, expected 131072, errno = 1"


def test_mpiruns_tag_is_taken_off_every_line() -> None:
    assert clean(CMA) == "[8311b4012d34:153937] Read -1, expected 131072, errno = 1"
    assert clean("[1,0]<stdout>:Epoch 1/5") == "Epoch 1/5"
    # (a line that only starts with brackets keeps them: a Keras progress bar, a list)
    assert clean("[==============================] - 2s 3ms/step") == (
        "[==============================] - 2s 3ms/step"
    )
    assert clean("['/device:CPU:0', '/device:GPU:0']") == "['/device:CPU:0', '/device:GPU:0']"


def test_a_tagged_traceback_is_read_as_a_traceback() -> None:
    # (the shape of OpenNMT/OpenNMT-tf#985's ranks, round 93, with an exception line)
    log = "\n".join(
        [
            "[1,3]<stderr>:Traceback (most recent call last):",
            '[1,3]<stderr>:  File "/usr/local/lib/python3.8/dist-packages/tensorflow/python/eager/execute.py", line 54, in quick_execute',
            "[1,3]<stderr>:    tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,",
            "[1,3]<stderr>:tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[1024,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc",
        ]
    )
    found = explain_text(log)
    assert found[0].id == "gpu-out-of-memory" and found[0].values.get("primary") is True


def test_the_cma_notice_is_harmless_tagged_pasted_or_streamed() -> None:
    log = "\n".join([CMA] * 3)
    assert [f.id for f in explain_text(log)] == ["benign-mpi-cma-read"]
    streamed, _ = explain_stream(io.BytesIO(log.encode()))
    assert [f.id for f in streamed] == ["benign-mpi-cma-read"]


def test_a_traceback_cut_in_horovods_tensorflow_package_is_not_tensorflows_import() -> None:
    # OpenNMT/OpenNMT-tf#985 (r93-4-011): the allreduce frames of horovod/tensorflow/__init__.py
    # end the paste; TensorFlow's own import never failed
    log = "\n".join(
        [
            "[1,3]<stderr>:Traceback (most recent call last):",
            '[1,3]<stderr>:    File "/usr/local/lib/python3.8/dist-packages/horovod/tensorflow/__init__.py", line 125, in allreduce',
            "[1,3]<stderr>:      summed_tensor_compressed = _allreduce(tensor_compressed, op=op,",
        ]
    )
    assert "tensorflow-import-failed" not in [f.id for f in explain_text(log)]
    # TensorFlow's own __init__.py is (a relative one: the source tree in the working folder)
    for path, fid in (
        ("/usr/local/lib/python3.8/dist-packages/tensorflow/__init__.py", "tensorflow-import-failed"),
        ("tensorflow/__init__.py", "shadowed-by-working-directory"),
    ):
        cut = f'Traceback (most recent call last):\n  File "{path}", line 24, in <module>\n    from tensorflow.python import pywrap_tensorflow'
        assert explain_text(cut)[0].id == fid, path


def test_a_strategy_without_its_gpus_leads_over_ncclss_missing_kernel() -> None:
    # tensorflow/models#8560 (r100-5-009)
    log = "\n".join(
        [
            "WARNING:tensorflow:Some requested devices in `tf.distribute.Strategy` are not visible to TensorFlow: /job:localhost/replica:0/task:0/device:GPU:0,/job:localhost/replica:0/task:0/device:GPU:1",
            "tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'NcclAllReduce' used by {{node div_no_nan/NcclAllReduce}} with these attrs: [T=DT_FLOAT, num_devices=4, reduction=\"sum\", shared_name=\"c2\"]",
            "Registered devices: [CPU, XLA_CPU]",
        ]
    )
    found = explain_text(log)
    assert found[0].id == "gpu-not-visible-to-tensorflow" and found[0].severity is Severity.ERROR
    assert "nccl-error" in found[0].values["explains"]


def test_a_specific_note_is_not_ranked_after_a_deprecation_note() -> None:
    # sayakpaul/MLP-Mixer-CIFAR10#2 (r100-5-008): the note that says what happened first
    log = (
        "Consider either turning off auto-sharding or switching the auto_shard_policy to DATA to shard this dataset.\n"
        "2021-11-21 11:59:20.861052: W tensorflow/python/util/util.cc:348] Sets are not currently considered sequences, but this may change in the future, so consider avoiding using them."
    )
    assert [f.id for f in explain_text(log)] == [
        "benign-autoshard-data-fallback",
        "benign-deprecation-warning",
    ]


def test_the_gcs_clients_quoted_oauth_body_is_part_of_its_harmless_note() -> None:
    # tensorflow/datasets#3962 (r100-3-007): the message wraps over four lines
    log = "\n".join(
        [
            "2022-05-28 16:42:11.597299: W tensorflow/core/platform/cloud/google_auth_provider.cc:184] All attempts to get a Google authentication bearer token failed, returning an empty token. Retrieving token from files failed with \"INVALID_ARGUMENT: Error executing an HTTP request: HTTP response code 400 with body '{",
            '  "error": "invalid_grant",',
            '  "error_description": "Bad Request"',
            "}'\". Retrieving token from GCE failed with \"FAILED_PRECONDITION: Error executing an HTTP request: libcurl code 6 meaning 'Couldn't resolve host name', error details: Could not resolve host: metadata\"",
        ]
    )
    assert [f.id for f in explain_text(log)] == ["benign-gcs-auth-empty-token"]
    # an OAuth failure of one's own program is still not healthy
    assert explain_text('Error: {"error": "invalid_grant", "error_description": "Bad Request"}')


@pytest.mark.parametrize(
    "line, not_id",
    [
        # the upstream URL itself missing is not the mirror's harmless miss
        (
            "WARNING: Download from https://github.com/googleapis/google-cloud-cpp/archive/v1.21.0.tar.gz failed: class com.google.devtools.build.lib.bazel.repository.downloader.UnrecoverableHttpException GET returned 404 Not Found",
            "benign-bazel-mirror-404",
        ),
        # protobuf's own well-known types are protobuf's, not a project's protoc output
        ("ImportError: cannot import name 'descriptor_pb2'", "protos-not-compiled"),
        ("ImportError: cannot import name 'timestamp_pb2'", "protos-not-compiled"),
        # an optimizer's old argument, not a custom layer's kwargs
        ("TypeError: Adam.__init__() got an unexpected keyword argument 'lr'", "keras-custom-layer-init-kwargs-missing"),
        # glibc's symbol versions are not a CUDA library's sibling
        (
            "OSError: /opt/lib/libfoo.so: symbol bar, version GLIBC_2.29 not defined in file libc.so.6 with link time reference",
            "cuda-version-mismatch",
        ),
        # a strategy's CPU devices not visible is not a GPU that is missing
        (
            "WARNING:tensorflow:Some requested devices in `tf.distribute.Strategy` are not visible to TensorFlow: /job:worker/replica:0/task:1/device:CPU:0",
            "gpu-not-visible-to-tensorflow",
        ),
        # a final release pipenv cannot find is not a pre-release pin
        ("ERROR: Could not find a version that matches tensorflow==2.2.0", "tensorflow-pinned-release-unavailable"),
        # a Bazel linking failure is not read as a compile error of this rule (its words differ)
        (
            "ERROR: /home/u/tf/tensorflow/BUILD:1:1: Linking of rule '//tensorflow:libtensorflow_framework.so.2' failed (Exit 1)",
            "benign-bazel-mirror-404",
        ),
    ],
)
def test_lines_that_look_like_round_100s_are_not_its_findings(line: str, not_id: str) -> None:
    assert not_id not in [f.id for f in explain_text(line)]


def test_a_remote_tpu_cleanup_note_and_its_grpc_details_are_one_harmless_note() -> None:
    # awsaf49/gcvit-tf (r101-1-011): TensorFlow says it ignores the error; training goes on
    log = "\n".join(
        [
            "2022-07-21 04:36:59.475216: W ./tensorflow/core/distributed_runtime/eager/destroy_tensor_handle_node.h:57] Ignoring an error encountered when deleting remote tensors handles: Invalid argument: Unable to find the relevant tensor remote_handle: Op ID: 53080, Output num: 0",
            "Additional GRPC error information from remote target /job:worker/replica:0/task:0:",
            ':{"created":"@1658378219.471797957","description":"Error received from peer ipv4:10.0.0.2:8470","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Unable to find the relevant tensor remote_handle: Op ID: 53080, Output num: 0","grpc_status":3}',
        ]
    )
    assert [f.id for f in explain_text(log)] == ["benign-tpu-remote-handle-cleanup"]


def test_horovods_missing_extension_is_quiet_only_for_other_frameworks() -> None:
    # douglas125/SpeechCmdRecognition (r101-0-010): a SageMaker TensorFlow image, training fine
    quiet = "\n".join(
        [
            "Extension horovod.torch has not been built: /usr/local/lib/python3.9/site-packages/horovod/torch/mpi_lib/_mpi_lib.cpython-39-x86_64-linux-gnu.so not found",
            "If this is not expected, reinstall Horovod with HOROVOD_WITH_PYTORCH=1 to debug the build error.",
            "Warning! MPI libs are missing, but python applications are still available.",
        ]
    )
    assert all(f.severity is Severity.INFO for f in explain_text(quiet))
    # Horovod's TensorFlow extension not built is a TensorFlow job's problem (the same words)
    tf_ext = "Extension horovod.tensorflow has not been built: /usr/local/lib/python3.9/site-packages/horovod/tensorflow/mpi_lib.cpython-39-x86_64-linux-gnu.so not found"
    found = explain_text(tf_ext)
    assert found and found[0].severity is not Severity.INFO


def test_missing_gradients_rank_after_a_loss_gone_nan() -> None:
    # rohan-paul's Longformer notebook (r101-1-003): the unused pooler's note, then NaN
    log = "\n".join(
        [
            "WARNING:tensorflow:Gradients do not exist for variables ['tf_longformer_model_1/longformer/pooler/dense/kernel:0', 'tf_longformer_model_1/longformer/pooler/dense/bias:0'] when minimizing the loss. If you're using `model.compile()`, did you forget to provide a `loss` argument?",
            "61/61 - 70s - loss: nan - categorical_accuracy: 0.0083 - val_loss: nan - val_categorical_accuracy: 8.3705e-04 - lr: 0.0100 - 70s/epoch - 1s/step",
        ]
    )
    assert [f.id for f in explain_text(log)][:2] == ["training-loss-nan", "gradients-missing-for-variables"]
    # alone, it is still the finding (a warning, never called healthy)
    alone = explain_text(log.splitlines()[0])
    assert alone[0].id == "gradients-missing-for-variables" and alone[0].severity is Severity.WARNING


@pytest.mark.parametrize(
    "line, not_id",
    [
        # round 102's rules. A list with its commas, the GPU not in it: the GPU is too old
        (
            "I tensorflow/core/common_runtime/gpu/gpu_device.cc:2015] Ignoring visible gpu device (device: 0, name: Radeon RX 580, pci bus id: 0000:03:00.0) with AMDGPU version : gfx803. The supported AMDGPU versions are gfx1030, gfx1100, gfx900, gfx906, gfx908, gfx90a.",
            "rocm-arch-list-typo",
        ),
        # a pickle of the program's own class is not Beam's dill
        ("AttributeError: Can't get attribute 'MyModel' on <module '__main__' from 'train.py'>", "beam-dill-version-mismatch"),
        # the MSVC runtime TensorFlow needs is not the compiler a build needs
        (
            "ImportError: Could not find the DLL(s) 'msvcp140_1.dll'. TensorFlow requires that these DLLs be installed in a directory that is named in your %PATH% environment variable. You may install these DLLs by downloading \"Microsoft C++ Redistributable for Visual Studio 2015, 2017 and 2019\" for your platform using this link: https://support.microsoft.com/help/2977003/the-latest-supported-visual-c-downloads",
            "msvc-build-tools-missing",
        ),
        # another module of transformers, not its top level
        ("ImportError: cannot import name 'TFPreTrainedModel' from 'transformers.modeling_tf_utils'", "tensorflow-not-installed"),
        # the other failure mode of an inputs list: nothing expected, one given (a Const)
        ("InvalidArgumentError: NodeDef expected inputs '' do not match 1 inputs specified;", "op-definition-mismatch"),
    ],
)
def test_lines_that_look_like_round_102s_are_not_its_findings(line: str, not_id: str) -> None:
    assert not_id not in [f.id for f in explain_text(line)]


def test_jaxs_fork_warning_is_quiet_only_from_ipythons_shell_escape() -> None:
    # innat/VideoSwin (r102-7-002): `!wget` forks through pty.py, the download finished
    pty = "/opt/conda/lib/python3.10/pty.py:89: RuntimeWarning: os.fork() was called. os.fork() is incompatible with multithreaded code, and JAX is multithreaded, so this will likely lead to a deadlock."
    assert all(f.severity is Severity.INFO for f in explain_text(pty))
    own = pty.replace("/opt/conda/lib/python3.10/pty.py:89", "/home/u/train.py:40")
    assert explain_text(own) and explain_text(own)[0].severity is not Severity.INFO


def test_a_missing_wheel_leads_over_the_compiler_its_build_lacked() -> None:
    # r39-0-005's shape (numba 0.49.1 on Python 3.9, Windows); keras-retinanet's own extension
    # alone (fizyr/keras-retinanet#606) leads with the compiler
    wheel = "\n".join(
        [
            "  Building wheel for numba (setup.py) ... error",
            '      error: Microsoft Visual C++ 14.0 or greater is required. Get it with "Microsoft C++ Build Tools": https://visualstudio.microsoft.com/visual-cpp-build-tools/',
            "ERROR: Command errored out with exit status 1: ... Check the logs for full command output.",
        ]
    )
    assert [f.id for f in explain_text(wheel)][:2] == ["dependency-wheel-missing", "msvc-build-tools-missing"]
    own = 'error: Microsoft Visual C++ 14.0 is required. Get it with "Microsoft Visual C++ Build Tools": http://landinghub.visualstudio.com/visual-cpp-build-tools'
    assert explain_text(own)[0].id == "msvc-build-tools-missing"


def test_standalone_keras_asking_tensorflow_for_a_name_is_keras_of_another_release() -> None:
    # fanpeace/noise2noise#4 (r103-6-005), verbatim: Keras 2.3's __init__ on an older TF 1.x
    log = "\n".join(
        [
            "Traceback (most recent call last):",
            '  File "train.py", line 4, in <module>',
            "    from keras.callbacks import LearningRateScheduler, ModelCheckpoint",
            '  File "D:\\Miniconda\\lib\\site-packages\\keras\\__init__.py", line 21, in <module>',
            "    from tensorflow.python import tf2",
            "ImportError: cannot import name 'tf2'",
        ]
    )
    found = explain_text(log)
    assert found[0].id == "keras-version-mismatch" and found[0].values["name"] == "tf2"
    assert "tensorflow-api-mismatch" not in [f.id for f in found]  # (the reading it replaces)
    # the same name asked by the program's own file stays TensorFlow's API
    own = log.replace("D:\\Miniconda\\lib\\site-packages\\keras\\__init__.py", "D:\\work\\mylib\\util.py")
    assert explain_text(own)[0].id == "tensorflow-api-mismatch"


@pytest.mark.parametrize(
    "line, not_id",
    [
        # round 103's rules. A machine that really has no GPU is not Keras's device names
        (
            "ValueError: To call `multi_gpu_model` with `gpus=2`, we expect the following devices to be available: ['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: ['/cpu:0']. Try reducing `gpus`.",
            "keras-version-mismatch",
        ),
        # a user's own class unknown is still the custom-object finding
        ("ValueError: Unknown initializer: MyInit", "keras-version-mismatch"),
        # a magic that has a name is not the malformed one
        ("UsageError: Line magic function `%tensorflow_version` not found.", "ipython-magic-malformed"),
        # a SavedModel missing outside TF Hub's cache is not the cache's
        ("OSError: SavedModel file does not exist at: ./export/1/{saved_model.pbtxt|saved_model.pb}", "tfhub-cache-incomplete"),
        # another library's missing symbol on Android is not TFLite's API level
        ('dlopen failed: cannot locate symbol "__register_atfork" referenced by "/data/app/x/lib/arm64/libfoo.so"', "android-api-level-too-old"),
    ],
)
def test_lines_that_look_like_round_103s_are_not_its_findings(line: str, not_id: str) -> None:
    assert not_id not in [f.id for f in explain_text(line)]


def test_old_cythons_dtype_size_warning_is_a_warning_and_numpy_2s_break_an_error() -> None:
    # Hguimaraes/gtzan.keras (r104-4-005): the RuntimeWarning NumPy 1.x itself filters as a
    # "Cython harmless warning"; the ValueError with these words is NumPy 2's ABI break
    warn = "/usr/lib/python3.5/importlib/_bootstrap.py:222: RuntimeWarning: numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88"
    (f,) = explain_text(warn)
    assert f.id == "numpy-abi-mismatch" and f.severity is Severity.WARNING
    err = "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject"
    assert explain_text(err)[0].severity is Severity.ERROR


def test_a_checkpoint_of_other_shapes_is_read_from_the_restores_frames() -> None:
    # PacktPublishing/Machine-Learning-for-Algorithmic-Trading-Second-Edition (r104-5-011),
    # its last frames as the notebook kept them
    log = "\n".join(
        [
            "/opt/conda/envs/ml4t-dl/lib/python3.8/site-packages/tensorflow/python/training/saving/functional_saver.py in restore_fn()",
            "--> 316           restore_ops.update(saver.restore(file_prefix, options))",
            "",
            "/opt/conda/envs/ml4t-dl/lib/python3.8/site-packages/tensorflow/python/framework/tensor_shape.py in assert_is_compatible_with(self, other)",
            '-> 1134       raise ValueError("Shapes %s and %s are incompatible" % (self, other))',
            "",
            "ValueError: Shapes (31, 32) and (30, 32) are incompatible",
        ]
    )
    f = explain_text(log)[0]
    assert f.id == "checkpoint-shape-mismatch" and f.values["saved"] == "(30, 32)"
    # the same words outside a restore are a shape mismatch of the program's own
    assert "checkpoint-shape-mismatch" not in [x.id for x in explain_text("ValueError: Shapes (31, 32) and (30, 32) are incompatible")]


def test_projects_git_hash_note_is_quiet_but_gits_own_failure_is_not() -> None:
    quiet = "WARNING: could not retrieve git hash. Command '['git', 'describe', '--always']' returned non-zero exit status 128."
    assert all(f.severity is Severity.INFO for f in explain_text(quiet))
    assert explain_text("fatal: not a git repository (or any of the parent directories): .git")


def test_the_review_of_the_twelfth_session_gpu_side() -> None:
    """tests/data/review/s12-review-a.md: each item on the real line the reviewer quoted."""
    # 1: another project's Bazel build gets no TensorFlow remedy (google-ai-edge/mediapipe#708)
    mp = "ERROR: /home/alex715/mediapipe/mediapipe/calculators/tflite/BUILD:269:11: C++ compilation of rule '//mediapipe/calculators/tflite:tflite_converter_calculator' failed (Exit 1) clang failed: error executing command"
    f = explain_text(mp)[0]
    assert f.id == "source-build-failed" and "tensorflow.org/install/source" not in f.remedy
    # 2: the compiler killed for memory leads, with Bazel's memory cap (tensorflow/tensorflow#58956)
    oom = "ERROR: /home/u/test/tensorflow-2.4.0/tensorflow/compiler/xla/service/cpu/BUILD:695:1: C++ compilation of rule '//tensorflow/compiler/xla/service/cpu:runtime_matmul' failed (Exit 4)\ngcc: internal compiler error: Killed (program cc1plus)"
    found = explain_text(oom)
    assert found[0].id == "source-build-out-of-memory" and "--local_ram_resources" in found[0].remedy
    # 3: Bazel prints the compiler's output after its ERROR line
    assert "printed after this line" in explain_text(mp)[0].remedy
    # 5: the Coral runtime on Windows gets Windows checks (google-coral/edgetpu#281)
    win = explain_text("ValueError: Failed to load delegate from edgetpu.dll")[0]
    assert win.id == "edgetpu-delegate-load-failed" and "lsusb" not in win.remedy and "Device Manager" in win.remedy
    # 6: one GPU in use, two asked for (training-data-analyst's demo cell): a warning
    two = "WARNING:tensorflow:Some requested devices in `tf.distribute.Strategy` are not visible to TensorFlow: /job:localhost/replica:0/task:0/device:GPU:0,/job:localhost/replica:0/task:0/device:GPU:1"
    g = explain_text(two)[0]
    assert g.id == "gpu-not-visible-to-tensorflow" and g.severity is Severity.WARNING
    assert "MirroredStrategy() with no devices" in g.remedy
    # 7: no strategy in the title (a custom optimizer's variable under jit_compile=True)
    x = explain_text("tensorflow.python.framework.errors_impl.UnimplementedError: We failed to lift variable creations out of this tf.function, so this tf.function cannot be run on XLA. A possible workaround is to move variable creation outside of the XLA compiled function.")[0]
    assert x.id == "xla-jit-distribute-incompatible" and "strategy" not in x.title
    # 8: CUDA's peer limit explains cuInit's failure on the same start (tensorflow/tensorflow#42039)
    peers = "2020-07-24 06:07:59.775126: W tensorflow/compiler/xla/service/platform_util.cc:210] unable to create StreamExecutor for CUDA:0: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_TOO_MANY_PEERS: peer mapping resources exhausted"
    assert explain_text(peers)[0].id == "gpu-peer-limit-exceeded"
    # 9: a file changed upstream (same size): the remedy names the newer tensorflow-datasets
    t = explain_text("NonMatchingChecksumError: Artifact https://s3.amazonaws.com/fast-ai-imageclas/imagenette2.tgz, downloaded to /content/x/imagenette2.tgz, has wrong checksum:")[0]
    assert t.id == "tfds-download-checksum-mismatch" and "tfds-nightly" in t.remedy
    # 10: the glued list is one finding, not two that contradict each other (ROCm/tensorflow-upstream#2524)
    typo = "2024-05-04 09:45:04.334204: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2266] Ignoring visible gpu device (device: 0, name: Radeon RX 7900 XTX, pci bus id: 0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030gfx1100, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942."
    assert [f.id for f in explain_text(typo)] == ["rocm-arch-list-typo"]
    # 12: horovodrun's Gloo prefix after a date (horovod/horovod#2015)
    assert clean("Tue Jun  9 20:10:40 2020[1]<stderr>:terminate called after throwing an instance of 'gloo::IoException'") == (
        "terminate called after throwing an instance of 'gloo::IoException'"
    )


def test_the_review_of_the_twelfth_session_keras_side() -> None:
    """tests/data/review/s12-review-b.md: each item on the real line the reviewer quoted or made."""
    # 1: a user's class registered with the default package is the user's to import
    reg = "ValueError: Unknown layer: 'Custom>TransformerBlock'. Please ensure you are using a `keras.utils.custom_object_scope` and that this object is included in the scope."
    f = explain_text(reg)[0]
    assert f.id == "keras-custom-object-unknown" and "Custom>TransformerBlock': TransformerBlock}" in f.remedy
    # ... Keras 2.11+'s optimizer read by an older Keras: compile=False, no made-up attribute
    opt = explain_text("ValueError: Unknown optimizer: Custom>Adam. Please ensure this object is passed to the `custom_objects` argument.")[0]
    assert opt.id == "keras-version-mismatch" and "compile=False" in opt.remedy and "initializers" not in opt.remedy
    # ... a Keras 2 file's TFOpLambda under Keras 3: tf_keras
    op = explain_text("ValueError: Unknown layer: 'TFOpLambda'. Please ensure you are using a `keras.utils.custom_object_scope` and that this object is included in the scope.")[0]
    assert op.id == "keras-version-mismatch" and "tf_keras" in op.remedy
    # 2: transformers' missing TF class is not a claim that TensorFlow is missing
    cls = explain_text("ImportError: cannot import name 'TFOPTForCasualLM' from 'transformers' (/tmp/rb/hf/lib/python3.11/site-packages/transformers/__init__.py)")[0]
    assert cls.id == "transformers-tf-class-unavailable" and "misspelt" in cls.remedy
    # 4: a PyTorch app's dataclass is not a Keras layer; Python <= 3.9's Keras wording is
    assert "keras-custom-layer-init-kwargs-missing" not in [
        x.id for x in explain_text("TypeError: ModelInfo.__init__() got an unexpected keyword argument 'name'")
    ]
    old_py = explain_text("TypeError: __init__() got an unexpected keyword argument 'trainable'")[0]
    assert old_py.id == "keras-custom-layer-init-kwargs-missing" and "'trainable'" in old_py.remedy
    # 5: Keras 3 says the Lambda words for any error in the function
    lam = explain_text("We could not automatically infer the shape of the Lambda's output. Please specify the `output_shape` argument for this Lambda layer.")[0]
    assert "sample tensor" in lam.remedy and "tf_keras" in lam.remedy and "TF_USE_LEGACY_KERAS=1" in lam.remedy
    # 6: fine-tuning with the same optimizer is named too
    reuse = explain_text("ValueError: Unknown variable: <Variable path=sequential/dense/kernel, shape=(8, 16), dtype=float32>. This optimizer can only be called for the variables it was originally built with. When working with a new set of variables, you should recreate a new optimizer instance.")[0]
    assert reuse.id == "keras-optimizer-reused-across-models" and "unfrozen" in reuse.title
    # 8: the misses now read
    assert explain_text("OSError: Error no file named tf_model.h5 or model.safetensors found in directory /tmp/rb/ptonly but there is a file for PyTorch weights. Use `from_pt=True` to load this model from those weights.")[0].id == "hf-weights-framework-mismatch"
    assert explain_text("OSError: Error no file named tf_model.h5, model.safetensors or pytorch_model.bin found in directory /tmp/rb/cfgonly.")[0].id == "application-data-missing"
    assert explain_text("RuntimeError: A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)")[0].id == "gradient-tape-reused"
    # pre-existing: IPython's printed source line is not the weights-only file
    assert "keras-h5-weights-only" not in [x.id for x in explain_text("    258  raise ValueError('No model found in config file.')")]


def test_transformers_own_check_leads_its_failure_on_first_use() -> None:
    # the review of the twelfth session (transformers 4.57.6, no TensorFlow): the check's line,
    # then the traceback transformers raised it in
    log = "\n".join(
        [
            "Traceback (most recent call last):",
            '  File "/tmp/rb/x.py", line 2, in <module>',
            "    TFBertModel.from_pretrained('x')",
            '  File "/tmp/rb/nt/lib/python3.11/site-packages/transformers/utils/import_utils.py", line 2143, in requires_backends',
            '    raise ImportError("".join(failed))',
            "ImportError: ",
            "TFBertModel requires the TensorFlow library but it was not found in your environment. Check out the instructions on the",
        ]
    )
    assert explain_text(log)[0].id == "transformers-tensorflow-not-detected"
    # R's "Valid installation of TensorFlow not found" under a plugin that failed stays the plugin's
    # (r63-2-002, rstudio/tensorflow#493)


def test_round_105s_readings_keep_their_neighbours_apart() -> None:
    # a library's optional mapping is not the program missing TensorFlow (NVIDIA-Merlin, r105-1-005)...
    opt = "/usr/local/lib/python3.8/dist-packages/merlin/dtypes/mappings/tf.py:52: UserWarning: Tensorflow dtype mappings did not load successfully due to an error: No module named 'tensorflow'"
    assert [f.id for f in explain_text(opt)] == ["benign-optional-framework-missing"]
    # ... while the program's own import still is
    assert explain_text("ModuleNotFoundError: No module named 'tensorflow'")[0].id == "tensorflow-not-installed"
    # the source line Python prints under a warning is quiet; a program's error is not
    echo = '  warn(f"Tensorflow dtype mappings did not load successfully due to an error: {exc.msg}")'
    assert explain_text(opt + "\n" + echo)[0].id == "benign-optional-framework-missing"
    # Colab's magic with its % in a Colab log is not the SyntaxError echo
    assert "colab-magic-unavailable" not in [f.id for f in explain_text("%tensorflow_version 2.x")]


def test_round_106s_notes_stay_notes_and_its_errors_errors() -> None:
    # a program's own deprecation of another kind is not Keras's note; "No variables" in prose is not TF 1's
    assert [f.severity for f in explain_text("UserWarning: `Model.fit_generator` is deprecated and will be removed in a future version. Please use `Model.fit`, which supports generators.")] == [Severity.INFO]
    assert "optimizer-no-trainable-variables" not in [f.id for f in explain_text("There are no variables to optimize in this example")]
    # pip's WinError 5 names the locked file and the running Python holding it
    f = explain_text(r"ERROR: Could not install packages due to an OSError: [WinError 5] Access is denied: 'C:\\Users\\u\\Anaconda3\\Lib\\site-packages\\google\\protobuf\\internal\\_api_implementation.cp37-win_amd64.pyd'")[0]
    assert f.id == "pip-install-permission-denied" and "locked" in f.remedy
