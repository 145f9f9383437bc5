"""Log rules for distributed training: NCCL, collective ops, unreachable workers.
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

DISTRIBUTED_RULES = (
    rule(
        "nccl-error",
        E,
        "NCCL (multi-GPU communication) failed",
        r"\bNCCL WARN\b|No OpKernel was registered to support Op '(?P<op>Nccl\w+)'|"
        r"Error invoking NCCL: (?P<error>[^\n\]]+)|"
        # NCCL's own debug lines name its source file ("transport/p2p.cu:431 WARN failed to
        # open CUDA IPC handle"); a collective's failure as Horovod reports it ("ncclAllReduce
        # failed: invalid data type"): horovod/horovod docs/troubleshooting.rst
        r"\btransport/\w+\.cu:\d+ WARN\b|\bnccl[A-Z]\w+ failed\b|"
        # NCCL's own error strings (nccl.h's ncclGetErrorString: ncclUnhandledCudaError is
        # "unhandled cuda error", ncclSystemError "unhandled system error"; tensorflow/
        # tensorflow#36510: "Internal:  unhandled cuda error" at Adam/NcclAllReduce)
        r"\bunhandled (?:cuda|system) error\b",
        ("nccl warn", "op 'nccl", "error invoking nccl", ".cu:", "nccl", "unhandled cuda error",
         "unhandled system error"),
        "NCCL could not run the all-reduce. Without NCCL (Windows, some builds) use "
        "tf.distribute.MirroredStrategy(cross_device_ops=tf.distribute."
        "HierarchicalCopyAllReduce()); on InfiniBand clusters raise the locked-memory limit "
        "(ulimit -l unlimited, containers: --ulimit memlock=-1) or set NCCL_IB_DISABLE=1; in "
        "Docker give NCCL shared memory (--shm-size=1g or --ipc=host); NCCL_DEBUG=INFO shows "
        "the failing step",
    ),
    rule(
        "multiworker-strategy-late-init",
        E,
        "MultiWorkerMirroredStrategy was created after TensorFlow started",
        r"Collective ops must be configured at program startup",
        "collective ops must be configured",
        "Create the MultiWorkerMirroredStrategy at the very start of the program, before any "
        "other TensorFlow call (and set TF_CONFIG before that)",
        url="https://www.tensorflow.org/tutorials/distribute/multi_worker_with_keras",
    ),
    # the strategy holds devices TensorFlow cannot see: built before TF_CONFIG named the
    # cluster, or TF_CONFIG names workers this process is not part of (tensorflow/
    # tensorflow#31154: TF_CONFIG changed in the script after the strategy was created)
    rule(
        "multiworker-strategy-late-init",
        W,
        "The distribution strategy holds devices TensorFlow cannot see",
        r"Not all devices in `tf\.distribute\.Strategy` are visible to TensorFlow",
        "not all devices in `tf.distribute.strategy`",
        "Set TF_CONFIG in the environment before the program starts (not in the script after "
        "the strategy exists), create the strategy first, and check that TF_CONFIG's task "
        "index and worker list match this process",
        url="https://www.tensorflow.org/tutorials/distribute/multi_worker_with_keras",
    ),
    rule(
        "distributed-worker-unreachable",
        E,
        "A worker or parameter server cannot be reached",
        r"failed to connect to all addresses|\bgrpc_status\"?:14\b|"
        # Open MPI's TCP transport (Horovod under mpirun) trying an interface the peers cannot
        # route: "btl_tcp_endpoint.c:796:mca_btl_tcp_endpoint_complete_connect] connect() to
        # 172.17.0.1 failed: Connection refused (111)" (horovod/horovod#310: fixed with
        # `-mca btl_tcp_if_exclude lo,docker0`)
        r"mca_btl_tcp_endpoint\w*\] connect\(\) to (?P<address>\S+) failed",
        ("failed to connect to all addresses", "grpc_status", "mca_btl_tcp_endpoint"),
        lambda v, _c: (
            f"Open MPI tried {v['address']}, an interface the other ranks cannot reach: exclude "
            "the loopback and container bridges, `mpirun -mca btl_tcp_if_exclude lo,docker0 "
            "...` (or name the interface: `-mca btl_tcp_if_include eth0`; NCCL: "
            "NCCL_SOCKET_IFNAME=eth0)"
            if v.get("address")
            else "A task in the cluster is unreachable: check every address/port in TF_CONFIG "
            "(or the cluster resolver), that all tasks are started, and that the firewall allows "
            "the ports between the machines"
        ),
    ),
    # gRPC core retrying a peer that refuses the connection (TF 1.x PS/worker:
    # tensorflow/tensorflow#17852, "Connect failed: {... "os_error":"Connection refused" ...
    # "target_address":"ipv4:10.0.1.4:14417"}"); at start-up a peer not yet listening looks
    # the same, so a warning
    rule(
        "distributed-worker-unreachable",
        Severity.WARNING,
        "A worker or parameter server refuses the connection (gRPC keeps retrying)",
        r"Connect failed: .*Connection refused.*target_address\"?:\"?(?P<target>[\w:.\[\]]+)|"
        r"Failed to connect to channel, retrying",
        ("connect failed", "failed to connect to channel"),
        lambda v, _c: (
            f"Nothing listens at {v['target']} yet. " if v.get("target") else ""
        ) + "Start every task of the cluster, and check each address and port in TF_CONFIG "
        "(or ClusterSpec) is the one that task binds, and that the firewall lets the ports "
        "through between the machines",
    ),
    # TF_CONFIG without a "cluster" for a task that is not a worker (kubeflow/trainer#1763:
    # the operator wrote "sparseCluster", which TensorFlow does not read: "If "cluster" is
    # not set in TF_CONFIG, task type must be WORKER."; tensorflow_estimator's run_config.py)
    rule(
        "cluster-config-invalid",
        E,
        "TF_CONFIG has no cluster that TensorFlow reads",
        r"If \"cluster\" is not set in TF_CONFIG, task type must be WORKER",
        'if "cluster" is not set in tf_config',
        "TF_CONFIG needs a \"cluster\" key mapping each job (chief, worker, ps) to its "
        "\"host:port\" list, with the task's own \"type\" and \"index\"; a launcher that writes "
        "another key (the Kubeflow TFJob operator's \"sparseCluster\" with enableDynamicWorker) "
        "is not read by TensorFlow: turn that option off, or run the task as a worker",
    ),
    # the same file's other check (yahoo/TensorFlowOnSpark#386: TFoS 1.3 wrote a "master" job;
    # its PR #388 writes "chief")
    rule(
        "cluster-config-invalid",
        E,
        "TF_CONFIG's cluster has no \"chief\" task",
        r"If \"cluster\" is set in TF_CONFIG, it must have one \"chief\" node",
        'if "cluster" is set in tf_config',
        "TF_CONFIG's \"cluster\" must list exactly one \"chief\" task (TF 1.x's \"master\" is not "
        "read by this TensorFlow): rename that job to \"chief\" in TF_CONFIG, or update the "
        "launcher that writes it (TensorFlowOnSpark after 1.3.2 writes a chief: its PR #388)",
    ),
    # Horovod installed without its TensorFlow extension (horovod/horovod#3877: "ImportError:
    # Extension horovod.tensorflow has not been built: .../mpi_lib...so not found"; Horovod's
    # own words go on "reinstall Horovod with HOROVOD_WITH_TENSORFLOW=1 to debug the build
    # error": TensorFlow was not importable when Horovod was built, or that build failed)
    rule(
        "ecosystem-import-failed",
        E,
        "Horovod was installed without its TensorFlow extension",
        r"Extension horovod\.(?P<framework>tensorflow|keras) has not been built",
        "extension horovod.",
        "Horovod built no TensorFlow ops when it was installed (TensorFlow was not importable "
        "then, or the build failed): with this TensorFlow installed, `pip uninstall horovod`, "
        "then HOROVOD_WITH_TENSORFLOW=1 pip install --no-cache-dir horovod (the variable makes "
        "a failed TensorFlow build stop with its error instead of installing without it)",
        derive=lambda v: {"package": "horovod"},
    ),
    # Horovod's source build without MPI's compiler wrapper on PATH (horovod/horovod
    # docs/troubleshooting.rst, "MPI is not found during installation": "error: mpicxx -show
    # failed, is mpicxx in $PATH?"; the gatherer's name, adopted)
    rule(
        "mpi-compiler-not-found",
        E,
        "Building Horovod found no MPI compiler wrapper (mpicxx) on PATH",
        r"mpicxx -show failed, is mpicxx in \$PATH\?",
        "mpicxx -show failed",
        "mpicxx usually sits beside mpirun: add that folder to PATH (export PATH=$PATH:/path/"
        "to/mpi/bin), then reinstall: pip install --no-cache-dir horovod (with "
        "HOROVOD_GPU_OPERATIONS=NCCL for GPUs); or build without MPI (HOROVOD_WITHOUT_MPI=1, "
        "Gloo only)",
    ),
    # a variable made outside the strategy's scope given to it (dmonterom/face_recognition_TF2#4:
    # "`colocate_vars_with` must only be passed a variable created in this
    # tf.distribute.Strategy.scope()", a layer's kernel built outside it)
    rule(
        "distribute-strategy-scope-mismatch",
        Severity.ERROR,
        "A variable created outside the strategy's scope is used under it",
        r"`colocate_vars_with` must only be passed a variable created in this tf\.distribute\."
        r"Strategy\.scope\(\)",
        "colocate_vars_with` must only be passed",
        "Create the model, its optimizer and compile (or restore the checkpoint) inside the "
        "same `with strategy.scope():` block; build nothing outside it",
    ),
    # the mixed-precision Policy of TF 2.4+, which has no loss_scale (TF 2.4 moved the
    # experimental API; zaccharieramzi/fastmri-reproducible-benchmark#120: "'Policy' object
    # has no attribute 'loss_scale'", code for TF 2.2/2.3)
    rule(
        "tensorflow-api-mismatch",
        Severity.ERROR,
        "Code for TF <= 2.3's experimental mixed precision meets TF 2.4+'s Policy",
        r"'Policy' object has no attribute '(?P<attr>loss_scale)'",
        "'policy' object has no attribute",
        "TF 2.4 made mixed precision stable: tf.keras.mixed_precision.Policy has no loss_scale "
        "(the LossScaleOptimizer holds it: `tf.keras.mixed_precision.LossScaleOptimizer`); use "
        "the TensorFlow the code was written for (2.2/2.3), or port it to the 2.4+ API",
    ),
    # MirroredStrategy over logical (virtual) GPUs, where NCCL cannot run: it says it falls back
    # and training goes on (tensorflow/tensorflow#40735, the GPU guide's virtual-GPU part on
    # Colab; the TF team: "a warning, not an error"; tf.distribute's cross_device_ops.py)
    rule(
        "benign-nccl-virtual-gpus-fallback",
        INFO,
        "NCCL does not run on virtual GPUs: gradients are reduced on one device instead",
        r"NCCL is not supported when using virtual GPUs, falling ?back to reduction to one device",
        "nccl is not supported when using virtual gpus",
        "Harmless: training goes on with tf.distribute.ReductionToOneDevice; on real GPUs NCCL is "
        "used (or pass cross_device_ops=tf.distribute.ReductionToOneDevice() to silence it)",
    ),
    # GPUs without a peer-to-peer path between them (tensorflow/tensorflow#543: "gpu_init.cc:45]
    # cannot enable peer access from device ordinal 0 to device ordinal 2"; the TF team: "This is
    # not an error, just log")
    rule(
        "benign-peer-access-notice",
        INFO,
        "Two GPUs have no peer-to-peer path (harmless: copies go through the host)",
        r"cannot enable peer access from device ordinal \d+ to device ordinal \d+|"
        # TF 1.0's words (tensorflow/tensorflow#8266: a healthy 4-GPU GCE VM)
        r"Peer access not supported between device ordinals \d+ and \d+",
        ("cannot enable peer access", "peer access not supported between"),
        "Harmless: TensorFlow copies between these GPUs through host memory (slower for "
        "multi-GPU work across them); CUDA_VISIBLE_DEVICES can leave one of them out",
    ),
    # Horovod's own words when a rank is gone (OpenNMT/OpenNMT-tf#985: early stopping made one
    # rank leave the loop while the others ran a step whose allreduce had no partner; fixed by
    # taking the decision on every rank together, OpenNMT-tf PR #986)
    rule(
        "horovod-rank-exited-early",
        E,
        "Horovod shut down: one rank failed or finished while the others still ran a collective",
        r"Horovod has been shut down\. This was caused by an exception on one of the ranks or an "
        r"attempt to allreduce",
        "horovod has been shut down",
        "Look for the first exception of any rank above the first shutdown message: that is the "
        "cause. If there is none, the ranks ran different numbers of steps (early stopping, a "
        "checkpoint or an evaluation taken on one rank, uneven data per rank): every rank must "
        "run the same collectives, so take such decisions on all ranks together (broadcast "
        "them from rank 0) and give each rank the same number of batches",
    ),
    # the IOMMU refusing GPUs' peer-to-peer writes: dmesg's DMAR faults while multi-GPU work
    # hangs (tensorflow/tensorflow#32654: "DMAR: [DMA Write] Request device [02:00.0] fault addr
    # cd139000 [fault reason 05] PTE Write access is not set", a MirroredStrategy hang; the
    # poster turned P2P off). NVIDIA: IOMMU-enabled P2P is not supported on bare-metal PCIe
    # systems, set iommu=pt (docs.nvidia.com/nim/maxine/lipsync, "PCIe Multi-GPU Systems");
    # NCCL_P2P_DISABLE=1 (NCCL's environment variables); NVIDIA/nccl#199 (ACS, VT in the BIOS)
    # (a warning, and not bus 00, where integrated graphics and chipset devices sit: the
    # review of the eleventh session found an iGPU's, a NIC's and a switch's faults, and the
    # 5.x kernels' "PASID ffffffff" between device and address)
    rule(
        "gpu-p2p-iommu-blocked",
        W,
        "The IOMMU refused a device's DMA (GPUs' peer-to-peer copies: multi-GPU work hangs)",
        r"DMAR: \[DMA (?:Write|Read)[^\]]*\] Request device \[(?P<device>(?!(?:0x)?00:)[\w:.]+)\]"
        r"(?: PASID \w+)? fault addr",
        "dmar: [dma",
        lambda v, _c: (
            f"The kernel's IOMMU (Intel VT-d / AMD-Vi) refused DMA from device {v.get('device')} "
            f"(`lspci -s {str(v.get('device') or '').removeprefix('0x').replace('0x', '')}` names it). If it is a GPU and "
            "multi-GPU work hangs, the GPUs' direct copies are blocked: set the IOMMU to "
            "passthrough (kernel parameter iommu=pt, then update-grub and reboot) or turn it off "
            "in the BIOS, or disable PCIe ACS on the switch; meanwhile export NCCL_P2P_DISABLE=1 "
            "(copies go through host memory, slower)"
        ),
    ),
    # Open MPI told two contradicting settings, one from the environment and one from a file an
    # image carries (horovod/horovod#520: "Two mutually-exclusive MCA variables were specified",
    # btl_tcp_if_include from the environment, btl_tcp_if_exclude from /usr/local/etc/openmpi-
    # mca-params.conf; the poster removed the file from the image and the ranks placed right)
    rule(
        "container-mpi-config-conflict",
        W,
        "Open MPI was given two contradicting settings (environment and a parameter file)",
        r"Two mutually-exclusive MCA variables were specified",
        "mutually-exclusive mca variables",
        "Open MPI's behaviour is undefined with both: find the two variables in the lines below "
        "(\"Source of value\") and keep one. A parameter file baked into a container image "
        "(openmpi-mca-params.conf) often contradicts the cluster's launcher: remove it from the "
        "image, or set the same variable in both places",
    ),
    # tf.data's auto-sharding falling back to DATA under one machine's strategy, where no
    # sharding happens anyway (tensorflow/tensorflow#49048; the TF team: the warning is shared
    # with MultiWorkerMirroredStrategy, nothing to fix)
    rule(
        "benign-autoshard-data-fallback",
        INFO,
        "tf.data auto-sharding falls back to DATA (harmless on one machine)",
        r"In AUTO-mode, and switching to DATA-based sharding, instead of FILE-based sharding|"
        r"Did not find a shardable source, walked to a node which is not a dataset|"
        r"Consider either turning off auto-sharding or switching the auto_shard_policy to DATA",
        ("switching to data-based sharding", "did not find a shardable source",
         "turning off auto-sharding"),
        "Nothing to fix on one machine (MirroredStrategy does not shard); with several workers, "
        "DATA sharding reads every file on every worker: shard by FILE from a file-based "
        "dataset, or set options.experimental_distribute.auto_shard_policy = "
        "tf.data.experimental.AutoShardPolicy.DATA (or OFF) to say so and silence it",
    ),
)
