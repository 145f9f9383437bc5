"""The sixteenth session's mends of the leftovers named on issue 18 (each fails on the old table)."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text


def ids(text: str) -> list[str]:
    return [f.id for f in explain_text(text)]


def test_a_regression_with_a_zero_accuracy_is_not_a_cross_entropy_at_epsilon() -> None:
    # an MSE near 15 with Keras's meaningless "accuracy" of a regression: exactly 0. A stuck
    # classifier hits its most frequent class, never exactly 0 (round 130's sample: 0.0x-0.2x)
    reg = "100/100 [==============================] - 1s 5ms/step - loss: 15.2231 - accuracy: 0.0000e+00 - val_loss: 14.9012 - val_accuracy: 0.0000e+00"
    assert "keras-loss-from-logits-mismatch" not in ids(reg)
    assert "keras-loss-from-logits-mismatch" not in ids(reg.replace("0.0000e+00", "0.0000"))
    stuck = "100/100 [==============================] - 1s 5ms/step - loss: 15.4231 - accuracy: 0.1000 - val_loss: 15.9012 - val_accuracy: 0.1000"
    assert ids(stuck)[0] == "keras-loss-from-logits-mismatch"


def test_a_local_server_refusing_is_not_a_download_that_failed() -> None:
    # a TF Serving client posting to its own server, not running: no download, no network cut
    line = "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=8501): Max retries exceeded with url: /v1/models/m:predict (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f>: Failed to establish a new connection: [Errno 111] Connection refused'))"
    assert "dataset-download-failed" not in ids(line)


# dipanjanS/practical-machine-learning-with-python, Ch02's ecosystem notebook (round 135,
# r135-7-007): the same figures for all 20 epochs (verbatim lines, five of them here)
STUCK = "\n".join(
    f"Epoch {i}/20\n340/340 [==============================] - 0s - loss: 7.3616 - acc: 0.5382     "
    for i in range(1, 6)
)


def test_a_loss_that_never_moves_is_not_healthy() -> None:
    found = explain_text(STUCK)
    assert found[0].id == "training-loss-stuck"
    assert found[0].values["epochs"] == 5
    # three epochs are not enough to say it; a moving loss, or a loss of 0, is not stuck
    three = STUCK.rsplit("\nEpoch", 2)[0]
    assert "training-loss-stuck" not in ids(three)
    moving = STUCK.replace("loss: 7.3616 - acc: 0.5382     \nEpoch 3", "loss: 7.1001 - acc: 0.5501     \nEpoch 3")
    assert "training-loss-stuck" not in ids(moving)
    assert "training-loss-stuck" not in ids(STUCK.replace("7.3616", "0.0000"))
    # Keras 3's progress line reads the same way
    k3 = "\n".join(f"Epoch {i}/6\n469/469 ━━━━━━━━━━━━━━━━━━━━ 2s 3ms/step - accuracy: 0.1000 - loss: 2.3026" for i in range(1, 7))
    assert ids(k3)[0] == "training-loss-stuck"


def test_a_plateau_after_the_first_epoch_is_stuck_too() -> None:
    # keras-team/keras#2392 (the review of the sixteenth session): epoch 1 differs, then the
    # same figures; the verbatim lines of epochs 1 and 2, epoch 2's repeated as the thread shows
    head = "Epoch 1/100\n89595/89595 [==============================] - 9s - loss: 5.7178 - acc: 0.6446\n"
    rest = "".join(f"Epoch {i}/100\n89595/89595 [==============================] - 8s - loss: 5.7257 - acc: 0.6448\n" for i in range(2, 8))
    assert ids(head + rest)[0] == "training-loss-stuck"


def test_healthy_runs_with_repeated_figures_are_not_stuck() -> None:
    # model.evaluate's lines (no epoch header), a regression's plateau, a fitted small data set
    ev = "".join("313/313 [==============================] - 1s 2ms/step - loss: 0.0712 - accuracy: 0.9781\n" for _ in range(6))
    reg = "".join(f"Epoch {i}/7\n32/32 [==============================] - 0s 2ms/step - loss: 0.0833 - mae: 0.2301 - val_loss: 0.0851 - val_mae: 0.2333\n" for i in range(1, 8))
    fit = "".join(f"Epoch {i}/9\n4/4 [==============================] - 0s 3ms/step - loss: 0.0023 - accuracy: 1.0000\n" for i in range(1, 9))
    for text in (ev, reg, fit):
        assert "training-loss-stuck" not in ids(text)


DJANGO = """Exception in thread django-main-thread:
Traceback (most recent call last):
  File "/usr/lib/python3.10/threading.py", line 1016, in _bootstrap_inner
    self.run()
  File "/home/u/venv/lib/python3.10/site-packages/django/utils/autoreload.py", line 64, in wrapper
    fn(*args, **kwargs)
  File "/home/u/venv/lib/python3.10/site-packages/django/core/management/commands/runserver.py", line 133, in inner_run
    self.check(display_num_errors=True)
  File "/home/u/site/app/views.py", line 6, in <module>
    model = tf.keras.models.load_model("model.h5")
  File "/home/u/venv/lib/python3.10/site-packages/tensorflow/python/util/lazy_loader.py", line 58, in __getattr__
    module = self._load()
  File "/home/u/venv/lib/python3.10/site-packages/tensorflow/python/util/lazy_loader.py", line 41, in _load
    module = importlib.import_module(self.__name__)
  File "/home/u/venv/lib/python3.10/site-packages/keras/src/saving/legacy/serialization.py", line 537, in <module>
    tf.__internal__.saved_model.load_context.register_load_context_function(
AttributeError: module 'tensorflow.compat.v2.__internal__' has no attribute 'register_load_context_function'
"""


def test_django_runserver_wrapping_a_start_up_error_is_no_reloader_walk() -> None:
    # Django's check_errors wrapper runs every runserver start-up (the review of the sixteenth
    # session): the Keras mismatch leads, no reloader finding
    found = ids(DJANGO)
    assert found[0] == "keras-version-mismatch"
    assert "dev-server-reloader-tf-lazy-import" not in found


def test_a_certificate_check_is_not_a_host_out_of_reach() -> None:
    # keras-team/keras#14089 (python.org's macOS Python without CA certificates)
    line = "Exception: URL fetch failure on https://storage.googleapis.com/tensorflow/tf-keras-datasets/mnist.npz: None -- [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1076)"
    f = explain_text(line)[0]
    assert f.id == "dataset-download-failed"
    assert "Install Certificates.command" in f.remedy and "HTTPS_PROXY" not in f.remedy


def test_a_service_endpoint_out_of_reach_is_no_download() -> None:
    serving = "requests.exceptions.ConnectionError: HTTPConnectionPool(host='tf-serving', port=8501): Max retries exceeded with url: /v1/models/resnet:predict (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f>: Failed to establish a new connection: [Errno -2] Name or service not known'))"
    wandb = "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.wandb.ai', port=443): Max retries exceeded with url: /graphql (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f2c>: Failed to resolve 'api.wandb.ai' ([Errno -3] Temporary failure in name resolution)\"))"
    refused = "URLError: <urlopen error [Errno 111] Connection refused>"
    for line in (serving, wandb, refused):
        assert "dataset-download-failed" not in ids(line)


def test_cmake_rules_keep_to_tensorflow_lite() -> None:
    # any C++ project's Eigen3, any include() of a missing file, pip's tensorflow/include
    eigen = '  Could not find a package configuration file provided by "Eigen3" with any'
    include = "CMake Error at CMakeLists.txt:5 (include):\n  include could not find requested file:\n\n    ProtobufHelpers\n"
    pip_header = "/home/u/venv/lib/python3.10/site-packages/tensorflow/include/tensorflow/core/framework/op_def_builder.h:24:10: fatal error: absl/status/status.h: No such file or directory"
    assert "source-build-failed" not in ids(eigen)
    assert "source-build-failed" not in ids(include)
    assert ids(pip_header) == ["custom-op-compile-failed"]


def test_gpu_index_past_a_nonempty_list_and_a_command_line_list() -> None:
    tb = "Traceback (most recent call last):\n  File \"train.py\", line 12, in <module>\n    {src}\nIndexError: list index out of range\n"
    one = explain_text(tb.format(src="tf.config.experimental.set_memory_growth(gpus[1], True)"))[0]
    assert one.id == "devices-no-gpu" and "empty" not in one.title and "fewer" in one.title
    args = tb.format(src='os.environ["CUDA_VISIBLE_DEVICES"] = str(args.gpus[0])')
    assert "devices-no-gpu" not in ids(args)


def test_a_decode_op_of_another_format_says_so() -> None:
    # TF 2.21's libtensorflow_cc.so.2 holds this sentence (strings, 2026-11-29)
    line = "tensorflow.python.framework.errors_impl.InvalidArgumentError: {{function_node __wrapped__DecodePng_device_/job:localhost/replica:0/task:0/device:CPU:0}} Trying to decode BMP format using a wrong op. Use `decode_bmp` or `decode_image` instead. Op used: DecodePng [Op:DecodePng] name:"
    f = explain_text(line)[0]
    assert f.id == "dataset-corrupt-image" and f.remedy.startswith("The files are BMP")


def test_an_accuracy_near_0_beside_a_small_loss_is_a_regression_measured_by_accuracy() -> None:
    # r112-2-001 (round 112), the verbatim epoch lines
    log = (
        "Epoch 3/250\n178/178 [==============================] - 0s 77us/step - loss: 0.0609 - acc: 0.0056 - val_loss: 0.0161 - val_acc: 0.0000e+00\n"
        "Epoch 4/250\n178/178 [==============================] - 0s 83us/step - loss: 0.0357 - acc: 0.0056 - val_loss: 0.0096 - val_acc: 0.0000e+00\n"
    )
    assert ids(log)[0] == "keras-accuracy-metric-on-regression"
    # a classifier that fits: small loss, high accuracy
    fit = log.replace("acc: 0.0056", "acc: 0.9856")
    assert "keras-accuracy-metric-on-regression" not in ids(fit)


def test_four_identical_epochs_of_a_classifier_are_stuck() -> None:
    # keras-team/keras#13006 (r112-2-002): epochs 2-5 at 7.9712 / 0.5000
    line = "100/100 [==============================] - 11s 111ms/step - loss: 7.9712 - acc: 0.5000 - val_loss: 7.9712 - val_acc: 0.5000"
    log = "".join(f"Epoch {i}/10\n{line}\n" for i in range(2, 6))
    assert ids(log)[0] == "training-loss-stuck"


def test_tf1s_input_operation_context_is_part_of_the_message() -> None:
    # DeepLabCut's Colab demo (round 136, r136-5-004): a feeding thread's CancelledError at the
    # end of training, with TF 1's "Errors may have originated from an input operation." below
    log = (
        "tensorflow.python.framework.errors_impl.CancelledError: Enqueue operation was cancelled\n"
        "\t [[node fifo_queue_enqueue (defined at /usr/local/lib/python3.6/dist-packages/deeplabcut/pose_estimation_tensorflow/train.py:47) ]]\n"
        "\n"
        "Errors may have originated from an input operation.\n"
        "Input Source operations connected to node fifo_queue_enqueue:\n"
    )
    assert "unrecognised-error" not in ids(log)


def test_the_edge_tpu_compilers_operator_table_is_not_an_error() -> None:
    # ultralytics/yolov5#10527 (round 137): the compiler's table under its counts, the model works
    log = (
        "Model successfully compiled but not all operations are supported by the Edge TPU. A percentage of the model will instead run on the CPU, which is slower. If possible, consider updating your model to use only operations supported by the Edge TPU. For details, visit g.co/coral/model-reqs.\n"
        "Number of operations that will run on Edge TPU: 242\n"
        "Number of operations that will run on CPU: 20\n\n"
        "Operator                       Count      Status\n\n"
        "RESHAPE                        3          Mapped to Edge TPU\n"
        "LOGISTIC                       3          More than one subgraph is not supported\n"
    )
    found = explain_text(log)
    assert found and all(f.severity.value == "info" for f in found)


def test_an_empty_gpu_device_name_print_is_no_gpu() -> None:
    # round 138 (r138-6-001): TF Hub's detection tutorial prints tf.test.gpu_device_name()
    assert ids("The following GPU devices are available: \nUsing TensorFlow backend.\n")[0] == "devices-no-gpu"
    assert "devices-no-gpu" not in ids("The following GPU devices are available: /device:GPU:0\n")


# --- the second review of the session (tests/data/review/s16-review-b.md) ---------------------
def _epochs(lines: list[str], total: int = 20) -> str:
    return "".join(f"Epoch {i}/{total}\n{line}\n" for i, line in enumerate(lines, 1))


def test_b1_the_old_trackable_check_gets_its_own_remedy() -> None:
    keras2 = explain_text("ValueError: Expected a Trackable object for export, got <keras.engine.sequential.Sequential object at 0x7f8c2c3a1b50>.")[0]
    session = explain_text("ValueError: Expected a Trackable object for export, got <tensorflow.python.client.session.Session object at 0x7f>.")[0]
    assert keras2.id == session.id == "keras-tf-api-on-other-backend"
    assert "jax/torch backend, not" not in keras2.remedy and "standalone keras" in keras2.remedy
    assert "tf.Module" in session.remedy and "Keras 3" not in session.title


def test_b2_b5_an_exact_zero_accuracy_is_exact_equality_whatever_the_loss() -> None:
    cls = "250/250 [==============================] - 1s 3ms/step - loss: {l} - accuracy: 0.0000e+00 - val_loss: 0.0950 - val_accuracy: 0.0000e+00"
    f = explain_text(_epochs([cls.format(l="0.0912"), cls.format(l="0.0611")], 3))[0]
    assert f.id == "keras-accuracy-metric-on-regression" and "Accuracy()" in f.remedy
    reg = "34/34 [==============================] - 0s 2ms/step - loss: {l} - accuracy: 0.0000e+00 - val_loss: 6412.0357 - val_accuracy: 0.0000e+00"
    big = _epochs([reg.format(l=x) for x in ("5829.1234", "3120.5531", "1530.2201", "890.1002", "600.0013")], 5)
    assert ids(big)[0] == "keras-accuracy-metric-on-regression"


def test_b3_a_plateau_after_learning_is_not_stuck() -> None:
    line = "1563/1563 [==============================] - 9s 6ms/step - loss: {l} - accuracy: {a} - val_loss: 0.4120 - val_accuracy: 0.8710 - lr: 1.0000e-0{e}"
    lines = [line.format(l="0.3001", a="0.8912", e=3), line.format(l="0.2714", a="0.9011", e=4), line.format(l="0.2690", a="0.9019", e=5)]
    lines += [line.format(l="0.2688", a="0.9020", e=min(7, 6 + i)) for i in range(4)]
    assert "training-loss-stuck" not in ids(_epochs(lines, 7))


def test_b4_only_the_last_fit_is_judged() -> None:
    stuck = "63/63 [==============================] - 4s 60ms/step - loss: 0.6931 - accuracy: 0.5000 - val_loss: 0.6931 - val_accuracy: 0.5000"
    good = "63/63 [==============================] - 4s 60ms/step - loss: {l} - accuracy: {a}"
    first = _epochs([stuck] * 4, 4)
    second = _epochs([good.format(l=loss, a=acc) for loss, acc in (("0.5012", "0.7610"), ("0.3120", "0.8755"), ("0.2211", "0.9140"), ("0.1710", "0.9402"))], 4)
    assert ids(first)[0] == "training-loss-stuck"
    assert "training-loss-stuck" not in ids(first + "Found 2000 images belonging to 2 classes.\n" + second)


def test_b6_libtpu_metadata_names_the_container_case() -> None:
    f = explain_text("Failed to get TPU metadata (tpu-env) from instance metadata for variable CHIPS_PER_HOST_BOUNDS: INTERNAL: Couldn't connect to server")[0]
    assert f.id == "libtpu-metadata-query-off-tpu" and "container" in f.remedy and "does not have" not in f.title


def test_b7_b8_b9_b10_other_wordings() -> None:
    assert explain_text("tensorflow 2.12.0 requires keras<2.13,>=2.12.0, which is not installed.")[0].values["req3"] == "keras<2.13,>=2.12.0"
    assert ids("tf-nightly 2.17.0.dev20240301 requires tb-nightly~=2.17.0.a, which is not installed.")[0] == "tensorflow-requirement-unmet"
    assert ids("tensorflow.python.framework.errors_impl.UnknownError: Not enough GPUs to create virtual devices. total_gpus: 1 #virtual_devices: 2")[0] == "virtual-devices-exceed-gpus"
    assert ids("ValueError: Cannot set tensor: Dimension mismatch")[0] == "tflite-input-shape-mismatch"
    assert ids("streamlit.runtime.caching.cache_errors.UnhashableParamError: Cannot hash argument 'model' (of type `keras.src.models.sequential.Sequential`) in 'predict'.")[0] == "streamlit-cache-unhashable-model"


def test_b11_a_gpu_name_on_the_next_line_or_a_created_gpu_is_not_empty() -> None:
    created = "2024-03-01 10:00:00.123456: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13949 MB memory:  -> device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5\n"
    assert "devices-no-gpu" not in ids("The following GPU devices are available:\n/device:GPU:0\n")
    assert "devices-no-gpu" not in ids(created + "The following GPU devices are available: \n")


# --- the re-read: outside cases, saved notebook outputs of repositories outside the corpus ------
# (the gatherers' mirrors; 5,159 cells with epoch lines from 1,242 repositories were read through
# explain: 4 stuck trainings found, all real; the exact-zero accuracy alone had called 2 classifiers
# at their start a regression)
UKAIRIA = ["Epoch 1/200", "1/1 - 1s - loss: 2.4948 - accuracy: 0.0000e+00", "Epoch 2/200", "1/1 - 0s - loss: 2.4797 - accuracy: 0.0000e+00", "Epoch 3/200", "1/1 - 0s - loss: 2.4647 - accuracy: 0.2727", "Epoch 4/200", "1/1 - 0s - loss: 2.4495 - accuracy: 0.3636"]  # ukairia777/tensorflow-nlp-tutorial, 08. RNN/8-6. text_generation_with_an_rnn.ipynb
POISON = ["1/1 [==============================] - 0s 320ms/step - loss: 5.2036 - accuracy: 0.0000e+00 - val_loss: 0.1601 - val_accuracy: 0.9525", "1/1 [==============================] - 0s 228ms/step - loss: 5.6107 - accuracy: 0.0000e+00 - val_loss: 0.1866 - val_accuracy: 0.9430"]  # PacktPublishing/Adversarial-AI---Attacks-Mitigations-and-Defense-Strategies, ch4 simple-poisoning-atack-cifar10-embaer-images.ipynb
GCP = ["Epoch 1/10", "404/404 [==============================] - 0s 1ms/sample - loss: 540.8722 - accuracy: 0.0000e+00", "Epoch 2/10", "404/404 [==============================] - 0s 89us/sample - loss: 423.0400 - accuracy: 0.0000e+00", "Epoch 3/10", "404/404 [==============================] - 0s 94us/sample - loss: 328.7296 - accuracy: 0.0000e+00"]  # GoogleCloudPlatform/training-data-analyst, blogs/batch_predictions/batch_predictions_keras.ipynb
CH05 = ["Epoch 1/10", "\u001b[1m375/375\u001b[0m \u001b[32m━━━━━━━━━━━━━━━━━━━━\u001b[0m\u001b[37m\u001b[0m \u001b[1m2s\u001b[0m 3ms/step - accuracy: 0.1000 - loss: 14.4736 - val_accuracy: 0.0956 - val_loss: 14.5775", "Epoch 2/10", "\u001b[1m375/375\u001b[0m \u001b[32m━━━━━━━━━━━━━━━━━━━━\u001b[0m\u001b[37m\u001b[0m \u001b[1m1s\u001b[0m 2ms/step - accuracy: 0.1000 - loss: 14.5056 - val_accuracy: 0.0956 - val_loss: 14.5775", "Epoch 3/10", "\u001b[1m375/375\u001b[0m \u001b[32m━━━━━━━━━━━━━━━━━━━━\u001b[0m\u001b[37m\u001b[0m \u001b[1m1s\u001b[0m 2ms/step - accuracy: 0.1000 - loss: 14.5056 - val_accuracy: 0.0956 - val_loss: 14.5775", "Epoch 4/10", "\u001b[1m375/375\u001b[0m \u001b[32m━━━━━━━━━━━━━━━━━━━━\u001b[0m\u001b[37m\u001b[0m \u001b[1m1s\u001b[0m 2ms/step - accuracy: 0.1000 - loss: 14.5056 - val_accuracy: 0.0956 - val_loss: 14.5775", "Epoch 5/10", "\u001b[1m375/375\u001b[0m \u001b[32m━━━━━━━━━━━━━━━━━━━━\u001b[0m\u001b[37m\u001b[0m \u001b[1m1s\u001b[0m 2ms/step - accuracy: 0.1000 - loss: 14.5056 - val_accuracy: 0.0956 - val_loss: 14.5775"]  # rickiepark/deep-learning-with-python-3rd, chapter05_fundamentals-of-ml.ipynb (a learning rate too high, on purpose)


def test_outside_a_classifier_at_its_start_is_not_a_regression() -> None:
    assert "keras-accuracy-metric-on-regression" not in ids("\n".join(UKAIRIA))
    poison = "".join(f"Epoch {i}/10\n{line}\n" for i, line in enumerate(POISON, 1))
    assert "keras-accuracy-metric-on-regression" not in ids(poison)


def test_outside_a_regression_measured_by_accuracy_and_a_stuck_classifier() -> None:
    assert ids("\n".join(GCP))[0] == "keras-accuracy-metric-on-regression"
    found = explain_text("\n".join(CH05))
    assert "training-loss-stuck" in [f.id for f in found]
    assert "learning rate" in found[0].remedy  # (the cross-entropy-at-epsilon warning may lead)


def test_outside_an_expired_certificate_is_not_a_missing_ca_bundle() -> None:
    # sdrangan/introml, unit09_neural/demo2_mnist_neural.ipynb (a saved output, the re-read)
    f = explain_text("<urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has expired (_ssl.c:1007)>")[0]
    assert f.id == "dataset-download-failed" and "date" in f.remedy and "install -U certifi" not in f.remedy


def test_a_requirement_pip_names_without_its_version_gets_tensorflows_pin() -> None:
    # `pip check` prints the name alone; TF 2.12.0's aarch64 wheel pins tensorflow-cpu-aws==2.12.0
    # (its METADATA; pip's resolver finds tensorflow-cpu-aws 2.12.0 for manylinux2014_aarch64,
    # cp310). A dependency that is not a backend: reinstalling tensorflow==2.21.0 installed the
    # missing ones (proved in a venv with `pip install --no-deps tensorflow==2.21.0`, then the
    # remedy: `pip check` clean)
    aws = explain_text("tensorflow 2.12.0 requires tensorflow-cpu-aws, which is not installed.")[0]
    assert 'pip install "tensorflow-cpu-aws==2.12.0"' in aws.remedy
    absl = explain_text("tensorflow 2.21.0 requires absl-py, which is not installed.")[0]
    assert 'pip install "tensorflow==2.21.0"' in absl.remedy
    ranged = explain_text("tensorflow 2.12.0 requires keras<2.13,>=2.12.0, which is not installed.")[0]
    assert 'pip install "keras<2.13,>=2.12.0"' in ranged.remedy


def test_older_tfs_untracked_stateful_object_and_the_tflite_build_folder() -> None:
    # TF 2.x's older wording in saved_model/save.py (public source, found by find_string)
    assert ids("AssertionError: Tried to export a function which references untracked stateful object Tensor(\"0:0\", shape=(), dtype=resource). Stateful TensorFlow objects (e.g. tf.Variable) must be tracked by the main object.")[0] == "saved-model-untracked-resource"
    # TFLite's CMake fetches flatbuffers into <build>/flatbuffers (tools/cmake/modules/flatbuffers.cmake)
    f = explain_text("/home/pi/tensorflow_src/tensorflow/lite/interpreter_builder.h:24:10: fatal error: flatbuffers/flatbuffers.h: No such file or directory")[0]
    assert "<build>/flatbuffers/include" in f.remedy and "_deps" not in f.remedy


def test_jax_and_protoc_remedies_name_what_exists() -> None:
    # real lines from public troubleshooting notes (find_string, the re-read); jaxlib has no
    # 0.4.8 release: the remedy asks for jax's own extra, which pip resolves (jax[cpu]==0.5.2 ->
    # jaxlib 0.5.1)
    f = explain_text("RuntimeError: jaxlib version 0.4.23 is newer than and incompatible with jax version 0.4.8. Please update your jax and/or jaxlib packages.")[0]
    assert f.id == "jax-jaxlib-version-mismatch" and '"jax[cpu]==0.4.8"' in f.remedy and "jaxlib==0.4.8" not in f.remedy
    # protoc's words for a proto3 file without its syntax line too
    p = explain_text('schema/record.proto:28:5: Expected "required", "optional", or "repeated".')[0]
    assert p.id == "protoc-too-old" and 'syntax = "proto3";' in p.remedy
