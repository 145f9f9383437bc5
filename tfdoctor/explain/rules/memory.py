"""Log rules for memory: the host's and the GPU's allocators running out (group "oom": on one line
the first rule wins; split from device.py).
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

MEMORY_RULES = (
    # --- memory (group "oom": on one line the first rule wins) ---------------------------
    # the host allocators: "... on .../device:CPU:0 by allocator cpu" (Kyubyong/transformer
    # #116); pinned host memory (IBM/tensorflow-large-model-support's README: "Allocator
    # (cuda_host_bfc) ran out of memory trying to allocate", TF_GPU_HOST_MEM_LIMIT_IN_MB)
    rule(
        "host-out-of-memory",
        E,
        "TensorFlow ran out of host (CPU) memory",
        r"OOM when allocating tensor with shape\s*\[(?P<shape>[^\]]*)\](?: and type "
        r"(?P<dtype>\w+))? on (?P<device>\S*device:CPU:\d+)|by allocator (?:cpu|mklcpu)\b|"
        r"Allocator \((?P<pinned>(?:cuda|gpu)_host_bfc)\) ran out of memory",
        ("device:cpu", "by allocator", "_host_bfc) ran out of memory"),
        env.host_oom,
        group="oom",
    ),
    # cpu_allocator_impl.cc warns before the OOM killer strikes (tensorflow/tensorflow#59383)
    rule(
        "host-out-of-memory",
        W,
        "An allocation exceeds 10% of free system memory",
        # (a paste may stop at "system": tensorflow/models#7284)
        r"Allocation of (?P<bytes>\d+) exceeds \d+% of (?:free )?system(?: memory)?\b",
        ("system memory", "% of system"),
        env.host_oom,
    ),
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"OOM when allocating tensor(?: with shape\s*\[(?P<shape>[^\]]*)\](?: and type "
        r"(?P<dtype>\w+))?(?: on (?P<device>\S+))?)?",
        "oom when allocating",
        fix.oom,
        group="oom",
    ),
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"failed to allocate (?P<requested>[\d.]+\s*[KMGT]?)\s*\((?P<bytes>\d+) bytes\) from "
        r"device",
        "failed to allocate",
        fix.oom,
    ),
    # the BFC allocator defragmenting because the GPU is nearly full (TF 2.21's
    # bfc_allocator.cc, "Garbage collection: deallocate free memory regions ... to avoid OOM
    # due to memory fragmentation"; modelscope/facechain#90, round 145: the GPU was too small)
    rule(
        "gpu-out-of-memory",
        W,
        "The GPU is nearly out of memory: TensorFlow is defragmenting it to avoid an OOM",
        r"Garbage collection: deallocate free memory regions \(i\.e\., allocations\) so that we "
        r"can re-allocate a larger region to avoid OOM",
        "garbage collection: deallocate free memory regions",
        fix.oom,
    ),
    # the exception alone (serengil/deepface#505: "ResourceExhaustedError: failed to allocate
    # memory [Op:AddV2]"): the GPU's unless the log says CPU (host-out-of-memory comes first)
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        # (not the file system's: TSL's ErrnoToCode gives ENOSPC, EDQUOT and EMFILE the same code,
        # keras-team/keras-tuner#390, round 150: "ResourceExhaustedError: disk quota exceeded
        # [Op:SaveV2]")
        r"ResourceExhaustedError\b(?!.*(?:disk quota exceeded|no space left on device|too many "
        r"open files))|^\W{0,3}Resource exhausted: OOM\W{0,3}$",
        ("resourceexhaustederror", "resource exhausted: oom"),
        fix.oom,
        group="oom",
    ),
    # the CUDA runtime's words through another framework in the same program or session
    # (Kaggle/docker-rstats#182, round 110: R's torch "CUDA error: out of memory" after
    # TensorFlow's tests had mapped the GPU; TF_FORCE_GPU_ALLOW_GROWTH fixed it)
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"\bCUDA error: out of memory\b",
        "cuda error: out of memory",
        "The GPU had no memory left for this allocation: `nvidia-smi` shows what holds it. If "
        "TensorFlow runs in the same process, notebook or R session, it maps nearly all of the "
        "GPU's memory at start: export TF_FORCE_GPU_ALLOW_GROWTH=true (or "
        "tf.config.experimental.set_memory_growth) before it starts; JAX preallocates too "
        "(XLA_PYTHON_CLIENT_PREALLOCATE=false); otherwise lower the batch or model size",
        group="oom",
    ),
    # copying an input to a GPU with no memory left: "Dst tensor is not initialized."
    # (tensorflow/tensorflow#7025: "when really the problem is out of GPU memory")
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"Dst tensor is not initialized",
        "dst tensor is not initialized",
        fix.oom,
        group="oom",
    ),
    # XLA's allocator (NVIDIA/DeepLearningExamples#405)
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"(?:Resource exhausted|RESOURCE_EXHAUSTED): Out of memory while trying to allocate "
        r"(?P<bytes>\d+) bytes|"
        # an op's own words, and TF's C API status 8 (RESOURCE_EXHAUSTED) as tfjs-node shows
        # it (nextcloud/recognize#771); the BFC allocator's memory map printed at the failure
        r"(?:Resource exhausted|RESOURCE_EXHAUSTED): failed to allocate memory|"
        r"Invalid TF_Status: 8\b|bfc_allocator\.cc:\d+\] \*{20,}",
        ("out of memory while trying to allocate", "failed to allocate memory",
         "invalid tf_status: 8", "bfc_allocator.cc"),
        fix.oom,
        group="oom",
    ),
    # BFC allocator: "The caller indicates that this is not a failure" (tensorflow#43546)
    rule(
        "gpu-out-of-memory",
        W,
        "The GPU ran short of memory",
        r"Allocator \((?P<allocator>GPU_\d+_bfc)\) ran out of memory trying to allocate "
        r"(?P<requested>[\d.]+\s*[KMGT]?i?B)|"
        # TF 1.x's words, before it names the allocator (endernewton/tf-faster-rcnn#7: another
        # notebook held the GPU): "bfc_allocator.cc:275] Ran out of memory trying to allocate
        # 392.00MiB. See logs for memory state."
        r"(?:bfc_allocator\.cc:\d+\] |^\W{0,3})[Rr]an out of memory trying to allocate (?P<requested2>[\d.]+\s*"
        r"[KMGT]?i?B)",
        "ran out of memory trying to allocate",
        fix.oom,
        group="oom",
    ),
    # cuInit itself out of memory (numba's "Call to cuInit results in CUDA_ERROR_OUT_OF_MEMORY",
    # NVIDIA/cudf#14699 on WSL2; TF's "failed call to cuInit: UNKNOWN ERROR (2)" decoded): no
    # tensor exists yet, so no batch size is to blame (the review of the thirteenth session)
    rule(
        "gpu-out-of-memory",
        E,
        "The CUDA driver ran out of memory while starting (cuInit)",
        r"cuInit(?::| results in) (?:UNKNOWN ERROR \(2\) \[)?CUDA_ERROR_OUT_OF_MEMORY",
        "cuinit",
        fix.oom_at_start,
        group="oom",
    ),
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"CUDA_ERROR_OUT_OF_MEMORY|Unexpected CUDA error: out of memory",  # (brightmart/roberta_zh#43)
        ("cuda_error_out_of_memory", "unexpected cuda error: out of memory"),
        fix.oom, group="oom",  # (after runtime_words.py's pinned host allocation on its line)
    ),
)
