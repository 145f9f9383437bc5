"""Log rules for the devices a tf.distribute strategy or a multi-GPU process asks for: GPUs
TensorFlow never registered, more peers than CUDA allows, XLA under a strategy, a remote TPU
worker's cleanup note. Verbatim
real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

STRATEGY_RULES = (
    # the send/receive ops between this process and a remote worker whose TensorFlow defines them
    # otherwise: the client and the TPU (or tf.distribute server) run different releases
    # (tensorflow/tensorflow#40196, rounds 17 and 173, tensorflow/models#8457: a nightly client
    # against a Cloud TPU on 2.1, "NodeDef expected inputs 'string' do not match 0 inputs
    # specified; Op<name=_Send; ..."; fixed by the TPU's release on the client; the TPU team
    # in #40622: client and TPU must run the same TensorFlow)
    rule(
        "tpu-runtime-version-mismatch",
        E,
        "This TensorFlow and the remote TPU's (or worker's) TensorFlow are different releases",
        r"NodeDef expected inputs '[^']*' do not match \d+ inputs specified; "
        r"Op<name=(?P<op>_(?:Host)?(?:Send|Recv));",
        "nodedef expected inputs",
        lambda v, _c: (
            f"{v.get('op')} carries tensors between this process and a remote worker, and the two "
            "define it differently: run the client on the release the TPU runs (Colab's "
            "preinstalled tensorflow, not tf-nightly or a pip upgrade; a Cloud TPU node: "
            "the runtime version it was created with, or set the TPU to yours with "
            "cloud-tpu-client's Client().configure_tpu_version(tf.__version__)); a tf.distribute "
            "cluster: the same TensorFlow on every worker"
        ),
    ),
    # a strategy built for GPUs TensorFlow did not register (tensorflow/models#8560:
    # "Some requested devices in `tf.distribute.Strategy` are not visible to TensorFlow:
    # .../device:GPU:0,...", then NcclAllReduce with "Registered devices: [CPU, XLA_CPU]")
    rule(
        "gpu-not-visible-to-tensorflow",
        W,
        "The strategy asks for GPUs TensorFlow did not register",
        r"Some requested devices in `?tf\.distribute\.Strategy`? are not visible to TensorFlow: "
        r"(?P<devices>\S*device:GPU:\d+\S*)",
        "are not visible to tensorflow",
        "TensorFlow has fewer GPUs than the strategy names (the line lists every device it was "
        "asked for). If it has some, ask only for those: MirroredStrategy() with no devices "
        "takes every GPU tf.config.list_logical_devices('GPU') lists. If it has none (NCCL's "
        "kernel then missing, \"Registered devices: [CPU, ...]\"), make them visible first: "
        "`tfdoctor check` says why not (a CPU-only build, libraries that do not load, "
        "CUDA_VISIBLE_DEVICES), or ask for no GPUs (--num_gpus=0)",
    ),
    # one process opening peer access between more than 8 GPUs (tensorflow/tensorflow#30887,
    # 10 GPUs: "CUDA_ERROR_TOO_MANY_PEERS: peer mapping resources exhausted"; NVIDIA's
    # sjeaugey in the thread: CUDA limits a GPU to 8 peers)
    rule(
        "gpu-peer-limit-exceeded",
        W,
        "More GPUs than CUDA's 8 peers per GPU: peer access is refused for the rest",
        r"\bCUDA_ERROR_TOO_MANY_PEERS\b",
        "cuda_error_too_many_peers",
        "CUDA lets one GPU map at most 8 peers, so peer-to-peer copies to the others go "
        "through the host (slower) or fail: run at most 8 GPUs per process "
        "(CUDA_VISIBLE_DEVICES=0,...,7, one process per group of 8, e.g. with Horovod), and "
        "close other programs holding peer mappings (an X server on these GPUs)",
    ),
    # Keras's jit_compile under a tf.distribute strategy (keras-team/keras#19005: "We failed
    # to lift variable creations out of this tf.function, so this tf.function cannot be run on
    # XLA"; the maintainer: XLA does not work with tf.distribute, Keras now turns jit_compile off
    # under a strategy, commit 791bda8)
    rule(
        "xla-jit-distribute-incompatible",
        E,
        "XLA (jit_compile) cannot compile a step that creates variables",
        r"We failed to lift variable creations out of this tf\.function, so this tf\.function "
        r"cannot be run on XLA",
        "failed to lift variable creations",
        "Something in the compiled step creates a variable (a custom optimizer's update_step, "
        "a layer's call, a tf.distribute strategy's own step): create variables in build() or "
        "__init__ before the first call, or compile without XLA: model.compile(..., "
        "jit_compile=False) (under a strategy, later Keras releases turn XLA off themselves: "
        "keras-team/keras#19005)",
    ),
    # remote eager execution (a Cloud TPU worker) deleting a tensor handle already gone
    # (awsaf49/gcvit-tf's flower-classification notebook, round 101: "Ignoring an error
    # encountered when deleting remote tensors handles: Invalid argument: Unable to find the
    # relevant tensor remote_handle", then epoch 2 and the rest trained)
    rule(
        "benign-tpu-remote-handle-cleanup",
        INFO,
        "A remote worker had already freed a tensor the client deleted (harmless, as TF says)",
        r"Ignoring an error encountered when deleting remote tensors handles",
        "deleting remote tensors handles",
        "Nothing to fix: TensorFlow ignores it and training goes on; only an error that stops "
        "the program (an exception, the worker unreachable) needs a look",
    ),
    # a strategy's variables placed on the cluster's devices (/job:chief, /job:worker) in TF 1's
    # graph mode, whose local session has only /job:localhost (tensorflow/tensorflow#44093,
    # round 124: MirroredStrategy under TF_CONFIG after tf.compat.v1.disable_eager_execution();
    # turning eager back on made the Keras example train; the gatherer's name)
    rule(
        "distribute-eager-disabled",
        E,
        "Ops were placed on a cluster job's device the running session does not have",
        # (not when the error's own device list has that job: a colocation conflict between two
        # jobs of a real cluster session, the review of the fifteenth session, item 13)
        r"required incompatible device\s*'?(?P<device>/job:(?P<job>chief|worker|ps|evaluator)/\S*?)'?"
        r"[.,]?(?:\s|$)(?!\s*All available devices \[[^\]]*?/job:(?P=job)/)",
        "required incompatible device",
        lambda v, _c: (
            f"The graph asks for {v.get('device')}, a device of the TF_CONFIG cluster, but the "
            "session running it sees only this process's devices: with a tf.distribute strategy "
            "in TensorFlow 2, do not call tf.compat.v1.disable_eager_execution() (use "
            "tf.function for speed); a TF 1 graph needs a session on the cluster's server "
            "(tf.distribute.Server(...).target), or clear TF_CONFIG to run locally"
        ),
    ),
    # RLlib's multi-GPU optimizer placed on the CPU: the worker asked Ray for no GPU, so Ray hid
    # them (ray-project/ray#5940, round 130: "LocalMultiGPUOptimizer devices ['/cpu:0']"; the
    # Ray maintainer: request GPUs as resources; the gatherer's name)
    rule(
        "ray-gpu-not-requested",
        W,
        "RLlib's optimizer runs on the CPU: the worker was given no GPU",
        r"LocalMultiGPUOptimizer devices \['/cpu:0'\]",
        "localmultigpuoptimizer devices ['/cpu:0']",
        "Ray gives a worker only the GPUs it asks for and hides the rest (CUDA_VISIBLE_DEVICES): "
        "set num_gpus in the RLlib config (num_gpus_per_worker for rollout workers), or "
        "num_gpus on the task/actor, and check with ray.get_gpu_ids() inside it",
    ),
)
