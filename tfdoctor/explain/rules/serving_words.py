"""Log rules for serving and saving across processes: TensorFlow Serving's REST answer for a
signature it has not got, gRPC's message size cap, several workers saving one checkpoint path,
TensorFlow's events file it could not open, and two notes a working program prints (a
monitoring metric registered twice, KerasCV without the Waymo Open Dataset package). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO
SERVING_WORD_RULES = (
    # TF Serving's REST predict naming the default signature of a model exported under another
    # key (MaybeShewill-CV/CRNN_Tensorflow#275, round 163: '{ "error": "Serving signature name:
    # \"serving_default\" not found in signature def" }')
    rule(
        "saved-model-signature-missing",
        E,
        "The served model has no signature of the name the request asks for",
        r"Serving signature name: \\?\"(?P<sig>[\w/-]+)\\?\" not found in signature def",
        "serving signature name",
        lambda v, _c: (
            f"The model was exported without a signature named {v.get('sig') or 'serving_default'}: "
            "name the one it has in the request (\"signature_name\": ...; `saved_model_cli show "
            "--dir <version folder> --all` lists them), or export again with "
            "signatures={'serving_default': ...}"
        ),
    ),
    # gRPC's cap on a message (TF 2.21's libtensorflow_cc.so.2 carries gRPC's "%s: Received
    # message larger than max (%u vs. %d)"; openvinotoolkit/model_server#310, round 164:
    # "Received message larger than max (8388653 vs. 4194304)", the Python client's 4 MB default;
    # raising the channel's options fixed it; the gatherer's name, adopted)
    rule(
        "grpc-message-size-exceeded",
        E,
        "A gRPC message was larger than the receiver allows",
        r"(?:Received|Sent) message larger than max \((?P<size>\d+) vs\. (?P<max>\d+)\)",
        "message larger than max",
        lambda v, _c: (
            f"The message ({v.get('size') or 'its size'} bytes) is over the cap of "
            f"{v.get('max') or 'the receiver'} bytes (4194304 is gRPC's default): create the "
            "client channel with options=[('grpc.max_receive_message_length', N), "
            "('grpc.max_send_message_length', N)], raise the server's limit if the server "
            "refused it, or send smaller batches"
        ),
    ),
    # several MultiWorkerMirroredStrategy workers saving one path: their temporary shards race
    # (ray-project/ray#27938, round 164: "NotFoundError: ./multi_worker_model/variables/
    # variables_temp/part-00000-of-00001.index; No such file or directory [Op:MergeV2Checkpoints]";
    # the Ray maintainer: a directory per worker; the gatherer's name, adopted)
    rule(
        "multiworker-save-same-path",
        E,
        "A checkpoint's temporary shard vanished before its merge: more than one process saves to that path",
        r"(?P<path>\S*variables_temp[\\/]part-\d+-of-\d+\.index); No such file or directory "
        r"\[Op:MergeV2Checkpoints\]",
        "[op:mergev2checkpoints]",
        "Each saving process needs its own path: under MultiWorkerMirroredStrategy every worker "
        "saves (the strategy needs it), so let the chief write the real path and the others a "
        "temporary folder of their own (TensorFlow's multi-worker Keras tutorial's "
        "write_filepath); two jobs sharing one output folder race the same way",
    ),
    # TF 1's events writer that could not open its file, no path given (una-dinosauria/3d-pose-
    # baseline#143, round 164: "E tensorflow/core/util/events_writer.cc:108 could not open the
    # file"; the experiment folder's name, every hyperparameter in it, passed Windows' limit; a
    # short train_dir fixed it)
    rule(
        "windows-long-paths-disabled",
        E,
        "TensorFlow could not open its events file: most often a path too long",
        r"events_writer\.cc:\d+\]? [Cc]ould not open the file",
        "events_writer.cc",
        "The summary or checkpoint folder could not be written. Most often its path is too "
        "long: past Windows' 260 characters (a run folder named after every hyperparameter; use "
        "a short log dir, or enable LongPathsEnabled), or a folder name over 255 characters "
        "on Linux; otherwise the folder is not writable",
    ),
    # a monitoring metric of TensorFlow's core registered twice: two copies of TF's core library
    # in one process (freedomtan/keras_cv_stable_diffusion_to_tflite's notebook, round 164: "E
    # tensorflow/tsl/lib/monitoring/collection_registry.cc:81] Cannot register 2 metrics with
    # the same name: /tensorflow/core/bfc_allocator_delay" with a TF built from master; the
    # notebook worked; the gatherer's name, adopted). Keras's own metric is python.py's
    # keras-version-mismatch.
    rule(
        "benign-duplicate-metric-registration",
        INFO,
        "TensorFlow registered one of its monitoring metrics twice (a note)",
        # (not at F level: TensorFlow 1's collection_registry.cc logged it with LOG(FATAL) and
        # aborted, later ones LOG(ERROR) and go on; such a line stays unexplained, never a note:
        # the review of the twentieth session)
        r"^(?!(?:.*: )?F(?:\d{4} [\d:.]+ +\d+)? \S*collection_registry\.cc)"
        r".*?Cannot register 2 metrics with the same name: /tensorflow/(?!api/keras)(?P<metric>[\w/]+)",
        "cannot register 2 metrics",
        "Harmless while the program goes on: two copies of TensorFlow's core library are "
        "loaded (a TensorFlow built from source beside a pip package, or a plugin linking its "
        "own copy). If ops then fail strangely, keep one TensorFlow (pip list | grep -i tensorflow)",
    ),
    # KerasCV's note at import without the optional waymo-open-dataset package (freedomtan/
    # keras_cv_stable_diffusion_to_tflite's inpainting notebook, round 164: "You do not have
    # Waymo Open Dataset installed, so KerasCV Waymo metrics are not available."; keras-cv 0.9.0
    # no longer prints it)
    rule(
        "benign-optional-framework-missing",
        INFO,
        "KerasCV's optional Waymo support is not installed (a note)",
        r"You do not have Waymo Open Dataset installed, so KerasCV Waymo metrics are not available",
        "you do not have waymo open dataset installed",
        "Harmless: only KerasCV's Waymo metrics are missing; pip install waymo-open-dataset "
        "only if you use them",
    ),
)
