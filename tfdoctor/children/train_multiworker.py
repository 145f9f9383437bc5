"""smoke-train --strategy multi-worker, one worker's child.

``python -m tfdoctor.children.train_multiworker --result F (--synthetic | --data-dir D)``

Trains the same network as ``tfdoctor.children.train`` under
``tf.distribute.MultiWorkerMirroredStrategy``. The cluster comes from ``TF_CONFIG``
exactly as a launcher set it (``TFConfigClusterResolver``), else from Slurm's
``SLURM_*`` variables (``SlurmClusterResolver``). Every collective is bounded by
``CommunicationOptions(timeout_seconds=...)``: a stuck all-reduce raises
DeadlineExceeded instead of hanging (the parent bounds the initial cluster wait).

After training, every worker contributes one row (rank, last loss, steps/s, weight
checksum, local replicas) to an all-gather (``strategy.gather`` of a per-replica value),
so each worker, and the chief's report, sees the whole cluster: MWMS keeps variables in
sync, so the final weights must agree to the last bit of float32 arithmetic.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import sys
import threading
import time
import traceback
from typing import Any

from tfdoctor.children.progress import emitter
from tfdoctor.children.runner import write_result
from tfdoctor.children.train import data_arguments, load_data

SCHEMA = "tfdoctor.trainchild/1"
#: The columns of the gathered per-worker row, in order.
ROW = ("rank", "loss", "steps_per_second", "weight_checksum", "local_replicas")


def resolver(tf: Any, env: dict[str, str]) -> tuple[Any, str]:
    """TF_CONFIG first (what Kubernetes operators and most launchers set), then Slurm."""
    cr = tf.distribute.cluster_resolver
    if env.get("TF_CONFIG", "").strip():
        return cr.TFConfigClusterResolver(), "TF_CONFIG"
    # auto_set_gpu=False and explicit GPU counts: SlurmClusterResolver's own GPU split
    # divides the node's GPUs among its tasks and raises "Requested more GPUs per node
    # than available." on a CPU node, or ValueError (range() step 0) when a node has
    # fewer GPUs than tasks (tensorflow/python/distribute/cluster_resolver/
    # slurm_cluster_resolver.py __init__, cluster_spec; seen with TF 2.21). srun
    # --gpus-per-task already sets CUDA_VISIBLE_DEVICES per task, so the split is moot.
    # And its num_accelerators() answers gpus_per_task, which MWMS takes as this
    # worker's GPU count: 1 on a CPU node would make it "train on GPU:0" (soft-placed on
    # the CPU) -- a wrong healthy. The GPUs this task really sees answer instead.
    per_node = [int(n) for n in re.findall(r"\d+", env.get("SLURM_STEP_TASKS_PER_NODE", ""))]
    gpus = len(tf.config.list_physical_devices("GPU"))
    slots = max([gpus, *per_node, 1])
    slurm = cr.SlurmClusterResolver(gpus_per_node=slots, gpus_per_task=1, auto_set_gpu=False)
    slurm.num_accelerators = lambda *args, **kwargs: {"GPU": gpus} if gpus else {}
    return slurm, "Slurm"


def rank_of(spec: dict[str, list[str]], task_type: str, task_id: int) -> int:
    """Chief first, then the workers: the order MWMS numbers its tasks in."""
    return task_id if task_type == "chief" else task_id + len(spec.get("chief", []))


def build_step(tf: Any, keras: Any, strategy: Any, model: Any, global_batch: int) -> Any:
    """One distributed train step: a custom loop, not ``model.fit``.

    Keras 3's fit is broken under MultiWorkerMirroredStrategy: it reduces each scalar
    log with ``strategy.reduce("MEAN", v, axis=0)`` (keras/src/backend/tensorflow/
    trainer.py ``reduce_per_replica``), which fails with "Invalid reduction dimension 0
    for input with 0 dimensions" (seen with Keras 3.15 / TF 2.21). The loop below is
    the one TensorFlow's guide gives for MWMS: per-replica loss scaled by the global
    batch, gradients all-reduced by the optimizer, the loss summed across the cluster.
    """
    with strategy.scope():
        optimizer = keras.optimizers.Adam()
        loss_fn = keras.losses.SparseCategoricalCrossentropy(reduction="none")

    def replica_step(x: Any, y: Any) -> Any:
        with tf.GradientTape() as tape:
            per_example = loss_fn(y, model(x, training=True))
            loss = tf.nn.compute_average_loss(per_example, global_batch_size=global_batch)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables, strict=True))
        return loss

    @tf.function
    def step(x: Any, y: Any) -> Any:
        per_replica = strategy.run(replica_step, args=(x, y))
        return strategy.reduce("SUM", per_replica, axis=None)

    return step


def dataset(tf: Any, strategy: Any, x: Any, y: Any, global_batch: int) -> Any:
    """Every worker builds the same dataset; DATA auto-sharding gives each its slice."""
    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(global_batch, drop_remainder=True)
    options = tf.data.Options()
    options.experimental_distribute.auto_shard_policy = tf.data.experimental.AutoShardPolicy.DATA
    return strategy.experimental_distribute_dataset(ds.with_options(options))


def gather_rows(tf: Any, strategy: Any, row: list[float]) -> list[list[float]]:
    """All-gather one row per replica across the cluster (a collective, so bounded)."""
    value = tf.constant([row], dtype=tf.float64)
    per_replica = strategy.run(lambda: tf.identity(value))
    gathered = strategy.gather(per_replica, axis=0)
    return [[float(x) for x in r] for r in gathered.numpy().tolist()]


def train(args: argparse.Namespace, payload: dict[str, Any]) -> int:
    payload.update(schema=SCHEMA, stage="data", epochs=[])
    write_result(args.result, payload)
    x_train, y_train, x_test, y_test = load_data(args, payload)

    import tensorflow as tf

    cluster_resolver, source = resolver(tf, dict(os.environ))
    payload.update(stage="cluster", cluster_source=source, tensorflow=tf.__version__)
    write_result(args.result, payload)
    options = tf.distribute.experimental.CommunicationOptions(timeout_seconds=args.timeout)
    strategy = tf.distribute.MultiWorkerMirroredStrategy(
        cluster_resolver=cluster_resolver, communication_options=options
    )
    spec = cluster_resolver.cluster_spec().as_dict()
    task_type, task_id = cluster_resolver.task_type, int(cluster_resolver.task_id or 0)
    local = list(strategy.extended.worker_devices)
    payload.update(
        strategy="multi-worker",
        task={"type": task_type, "index": task_id},
        rank=rank_of(spec, task_type, task_id),
        cluster_spec=spec,
        replicas=strategy.num_replicas_in_sync,
        local_devices=local,
        device=local[0].split("device:")[-1] if local else "?",
        stage="build",
    )
    write_result(args.result, payload)

    import keras

    keras.utils.set_random_seed(args.seed)
    global_batch = args.batch_size * strategy.num_replicas_in_sync
    with strategy.scope():
        model = keras.Sequential(
            [
                keras.Input(shape=(28, 28)),
                keras.layers.Flatten(),
                keras.layers.Dense(128, activation="relu"),
                keras.layers.Dense(10, activation="softmax"),
            ]
        )
    step = build_step(tf, keras, strategy, model, global_batch)
    data = dataset(tf, strategy, x_train, y_train, global_batch)
    payload["stage"] = "train"
    write_result(args.result, payload)
    steps = 0
    for epoch in range(1, args.epochs + 1):
        start, losses = time.perf_counter(), []
        for x, y in data:
            losses.append(float(step(x, y)))
            emitter().step(epoch, args.epochs, len(losses), steps)
        steps = len(losses)
        seconds = round(time.perf_counter() - start, 4)
        loss = sum(losses) / max(1, steps)
        payload["epochs"].append({"loss": loss, "accuracy": 0.0, "seconds": seconds})
        emitter()("epoch", epoch=epoch, epochs=args.epochs, loss=loss, seconds=seconds)
        write_result(args.result, payload)
    payload["stage"] = "evaluate"
    write_result(args.result, payload)
    predicted = model(x_test, training=False).numpy().argmax(axis=1)
    accuracy = float((predicted == y_test).mean())
    for epoch in payload["epochs"]:
        epoch["accuracy"] = accuracy  # the loop keeps no train accuracy: the test one
    payload["test_accuracy"] = accuracy
    last = payload["epochs"][-1] if payload["epochs"] else {"loss": float("nan"), "seconds": 0}
    steps_per_second = steps / last["seconds"] if last["seconds"] else 0.0
    checksum = float(sum(float(abs(w).sum()) for w in model.get_weights()))
    payload.update(
        global_batch=global_batch,
        steps_per_epoch=steps,
        steps_per_second=round(steps_per_second, 2),
        weight_checksum=checksum,
        stage="gather",
    )
    write_result(args.result, payload)
    row = [payload["rank"], last["loss"], steps_per_second, checksum, len(local)]
    rows = {int(r[0]): r for r in gather_rows(tf, strategy, row)}  # one row per worker
    payload["workers"] = [dict(zip(ROW, rows[k], strict=True)) for k in sorted(rows)]
    payload["variables"] = []
    payload["max_rss_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    payload["stage"] = "done"
    write_result(args.result, payload)
    return 0


def watchdog(seconds: float | None) -> None:
    """Exit when tfdoctor (the parent) is gone, or past ``seconds``.

    The parent kills this child's process group on --timeout, but a parent that is
    itself killed (scancel, Ctrl-C, a pod evicted) leaves an orphan, and this one ignores
    SIGTERM: MultiWorkerMirroredStrategy installs a preemption handler ("SIGTERM caught",
    tensorflow/tsl preemption_notifier.cc) and can wait for a missing worker forever
    ("Waiting for the cluster, timeout = inf"). An orphan would keep the port taken.
    """
    parent, deadline = os.getppid(), time.monotonic() + (seconds or float("inf"))

    def watch() -> None:
        while os.getppid() == parent and time.monotonic() < deadline:
            time.sleep(1.0)
        os._exit(124)

    threading.Thread(target=watch, daemon=True).start()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tfdoctor.children.train_multiworker")
    data_arguments(parser)
    parser.add_argument("--timeout", type=float, default=60.0, help="per collective, seconds")
    parser.add_argument("--deadline", type=float, default=None, help="whole run, seconds")
    parser.add_argument("--no-progress", dest="progress", action="store_false")
    args = parser.parse_args(argv)
    watchdog(args.deadline)
    if not args.progress:
        emitter().off()
    if not args.synthetic and not args.data_dir:
        parser.error("--data-dir or --synthetic is required")
    payload: dict[str, Any] = {}
    try:
        return train(args, payload)
    except Exception as exc:
        # what it was doing stays: the parent names missing workers for "cluster"/"train"
        traceback.print_exc()
        failed = {"failed_stage": payload.get("stage"), "error": f"{exc!r}"[:2000]}
        write_result(args.result, {**payload, **failed, "stage": "error"})
        return 3


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
