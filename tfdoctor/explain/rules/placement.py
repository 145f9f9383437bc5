"""Log rules for an op and the device it was placed on: no kernel for that device, or an
XLA cluster on a device XLA has no platform for (device plugins such as tensorflow-metal and
DirectML lack many). Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.xla_words import XLA_REFUSALS
from tfdoctor.model import Severity

E = Severity.ERROR

def _nvml_unknown() -> str:
    """check's own words for a driver it cannot query (probes/driver's SMI_FAILED), for
    pynvml's NVMLError_Unknown. A container's "Failed to initialize NVML: Unknown Error" after
    the host's daemon-reload is container.py's container-no-gpu-access, written there once."""
    from tfdoctor.probes.driver.probe import SMI_FAILED

    return (
        f"{SMI_FAILED} If it persists, reinstall the NVIDIA driver (on Windows a clean install, "
        "e.g. after a Windows Update replaced it); in a container, restart it and check "
        "`nvidia-smi` on the host"
    )


PLACEMENT_RULES = (
    # ROCm's HIP runtime with no code object for this AMD GPU (tensorflow-rocm):
    # "hip_code_object.cpp:120: guarantee(false && "hipErrorNoBinaryForGpu: Coudn't find
    # binary for current devices!")" (ROCm/hip#2187: a gfx1010 RX 5700, which ROCm 3.9 ships
    # no kernels for; closed as ROCm#1269)
    rule(
        "compute-capability-unsupported",
        E,
        "This ROCm build has no kernels for this AMD GPU",
        r"hipErrorNoBinaryForGpu",
        "hiperrornobinaryforgpu",
        "The ROCm (tensorflow-rocm) build carries no code object for this GPU's architecture "
        "(`rocminfo` names its gfx target): use a GPU on ROCm's supported list for this release, "
        "a ROCm/TensorFlow build that includes the target, or the CPU",
    ),
    # XLA's LLVM backend asked for a GPU newer than the PTX this build writes (tensorflow/
    # tensorflow#111958, an RTX 5060 Ti: "LLVM ERROR: PTX version 8.5 does not support target
    # 'sm_120' (or 'sm_120a'). Minimum required PTX version is 8.7"; XLA took the PTX version
    # from its CUDA 12.6, fixed upstream by openxla/xla#47978)
    rule(
        "compute-capability-unsupported",
        E,
        "This TensorFlow's XLA cannot compile for this GPU's architecture",
        r"PTX version (?P<ptx>[\d.]+) does not support target '(?P<target>sm_\d+\w?)'"
        r"(?:.*?Minimum required PTX version is (?P<need>[\d.]+))?",
        "does not support target 'sm_",
        lambda v, _c: (
            f"XLA in this build writes PTX {v.get('ptx')}, older than {v.get('target')} needs "
            f"({v.get('need') or 'a newer one'}): run without XLA for now (jit_compile=False; no "
            "TF_XLA_FLAGS=--tf_xla_auto_jit) and move to a TensorFlow release whose XLA knows "
            "this GPU (the fix is openxla/xla#47978: look for it in a release's notes; the "
            "report came from a 2026 tf-nightly that still lacked it)"
        ),
    ),
    # --- an op with no kernel for the device it was placed on ---------------------------
    # "NotFoundError: No registered 'RngReadAndSkip' OpKernel for 'GPU' devices compatible
    # with node {{node RngReadAndSkip}} . Registered: device='CPU'" (the tensorflow-metal
    # plugin lacking the random-augmentation op: mrdbourke/tensorflow-deep-learning#298);
    # the same for an op a GPU build never had or a DirectML device ('DML')
    rule(
        "op-no-kernel-on-device",
        E,
        "An op has no kernel for the device it was placed on",
        # (its first words alone too, rstudio/tensorflow's install_tensorflow.Rd on Apple
        # silicon: "No registered 'RngReadAndSkip' OpKernel for 'GPU' devices")
        r"No registered '(?P<op>[\w>]+)' OpKernel for '(?P<device>(?!XLA_)\w+)' devices(?: compatible "
        r"with node|\s*$)|"
        # TF 2.x's other wording (lewagon/data-setup#137: "No OpKernel was registered to
        # support Op 'CudnnRNNV3' used by {{node ...}}" with "<no registered kernels>", the
        # LSTM placed on tensorflow-metal's GPU; NCCL's ops are nccl-error's)
        # (a cuDNN op where no GPU is registered is no-gpu-device's: combos.cudnn_op_placed)
        r"No OpKernel was registered to support Op '(?P<op2>(?!Nccl)[\w>]+)'",
        ("opkernel for '", "no opkernel was registered to support op"),
        lambda v, _c: (
            f"TensorFlow has no {v.get('device', 'GPU')} kernel for "
            f"{v.get('op') or v.get('op2') or 'this op'} "
            "(a device plugin such as tensorflow-metal or DirectML lacks many). Run that part on "
            "the CPU: `with tf.device('/CPU:0'):` around it (for Keras preprocessing layers, in "
            "the tf.data pipeline), or `tf.config.set_soft_device_placement(True)` to let "
            "TensorFlow place it there; a newer plugin may add the kernel"
        ),
    ),
    # a tf.data Dataset handed into a tf.function that runs on the GPU: its variant has no copy
    # to the device (lyhue1991/eat_tensorflow2_in_30_days#33: "No unary variant device copy
    # function found for direction: 1 and Variant type_index: ...DatasetVariantWrapper")
    rule(
        "op-no-kernel-on-device",
        E,
        "A tf.data Dataset was passed into a function that runs on the GPU",
        r"No unary variant device copy function found for direction: \d+ and Variant type_index: "
        r"[^\n]*?DatasetVariantWrap",  # (a paste cut there: tensorflow/tensorflow#34112, round 163)
        "no unary variant device copy function",
        "A Dataset lives on the CPU and cannot be copied to the GPU: iterate it outside the "
        "tf.function and pass the batches in (`for x, y in ds: train_step(x, y)`), or build "
        "and iterate it under `with tf.device('/CPU:0'):`",
    ),
    # an XLA cluster (jit_compile, Keras 3 / TF 2.11+ optimizers) on a device XLA has no
    # platform for: "OP_REQUIRES failed at xla_ops.cc:418 : NOT_FOUND: could not find
    # registered platform with id: 0x13f441e40" (tensorflow-metal on an M1:
    # deganza/Install-TensorFlow-on-Mac-M1-GPU#1)
    rule(
        "xla-failed",
        E,
        "An XLA-compiled function failed to compile or run",
        r"OP_REQUIRES failed at xla_(?:ops|launch_util|compile_on_demand_op)\.cc:\d+ : "
        # (a status of one or two words: TF 2.x's "INVALID_ARGUMENT" and older "Invalid argument")
        r"(?!Out of range|OUT_OF_RANGE|Cancelled|CANCELLED)(?P<status>[A-Za-z_]+(?: [a-z]+)?)(?![A-Za-z_]| [a-z]+: )"
        r"(?!: (?:" + XLA_REFUSALS + r"))(?P<why>: [^\n]{0,120})?|could not find registered platform "
        r"with id",
        # (an op XLA has no kernel for is xla-unsupported-op: graph_run.py)
        ("failed at xla_", "could not find registered platform"),
        lambda v, _c: (
            # the function itself, not the device (a real TF 2.21 run, the twentieth session: a
            # tf.cond of two ranks under jit_compile on the CPU, "OP_REQUIRES failed at
            # xla_ops.cc:602 : INVALID_ARGUMENT: left_branch_shape.dimensions_size() != ...")
            "XLA could not compile this function (the message after the status says what it "
            "refused: an op, a shape known only at run time, a cond's branches): change that "
            "part, or compile without XLA (`jit_compile=False`)"
            if str(v.get("status") or "").upper().replace(" ", "_") in ("INVALID_ARGUMENT", "UNIMPLEMENTED")
            # (r13-1-001's "UNIMPLEMENTED: Could not find compiler for platform METAL" is the device)
            and "platform" not in str(v.get("why") or "").lower() else
            "This device (a plugin such as tensorflow-metal, or a GPU XLA cannot compile for) cannot "
            "run XLA: compile without it, `model.compile(..., jit_compile=False)` and no "
            "`@tf.function(jit_compile=True)`; with tensorflow-metal and TF 2.11+, use "
            "`tf.keras.optimizers.legacy.Adam` (the new optimizers compile their update with XLA)"
        ),
    ),
    # DirectML's own count of the GPUs it can use (tensorflow-directml-plugin
    # tfdml/core/dml_device_cache.cc: "DirectML device enumeration: found %llu compatible
    # adapters."): 0 is a GPU too old for DirectML, or DirectML not loaded, and TensorFlow
    # runs on the CPU (microsoft/DirectML#329: an Intel HD 5500; the plugin's README lists
    # AMD Radeon R5/R7/R9 2xx, Intel HD Graphics 5xx (WSL: 6xx), NVIDIA GeForce GTX 9xx or
    # newer, on Windows 10 1709+)
    rule(
        "directml-adapter-unsupported",
        Severity.WARNING,
        "DirectML found no GPU it can use: TensorFlow runs on the CPU",
        r"DirectML device enumeration: found 0 compatible adapters",
        "directml device enumeration: found 0",
        "The DirectML plugin needs a DirectX 12 GPU: AMD Radeon R5/R7/R9 2xx, Intel HD "
        "Graphics 5xx (6xx under WSL), NVIDIA GeForce GTX 9xx or newer, on Windows 10 1709+, "
        "with a current driver (its README). An older GPU cannot be used; look above this line "
        "for 'Could not load DirectML.' (the DirectML DLL missing)",
        url="https://github.com/microsoft/tensorflow-directml-plugin#system-requirements",
    ),
    # DirectML under WSL2 loads the host's D3D12 user-mode libraries, which a GPU-enabled WSL
    # kernel maps into /usr/lib/wsl/lib (microsoft/DirectML#22: "ImportError: libd3d12.so:
    # cannot open shared object file"; the maintainer: a WSL kernel 4.19.121 or newer, from
    # Windows Update, then `wsl --shutdown`). libd3d12 only: ROCm's libamdhip64 asks for
    # libdxcore on native Linux too (ROCm/ROCm#4053, code index 57085810008)
    rule(
        "wsl-d3d12-missing",
        Severity.ERROR,
        "WSL has no GPU libraries (libd3d12/libdxcore): DirectML cannot load",
        r"(?P<library>libd3d12\.so)\W*(?::|\s)\s*cannot open shared object file|"
        # tensorflow-directml's own check when DXCore has no adapter factory: no /dev/dxg in a
        # WSL kernel older than 4.19.121 (microsoft/WSL#5455, the second reporter's finding)
        r"(?:Check failed: |HRESULT failed with 0x[0-9a-fA-F]+: ).*?DXCoreCreateAdapterFactory",
        ("libd3d12.so", "dxcorecreateadapterfactory"),
        "This WSL has no GPU support: `ls /usr/lib/wsl/lib` shows no libd3d12.so / libdxcore.so. "
        "Update Windows and the WSL kernel (`wsl --update`; `cat /proc/version` must show a "
        "kernel 4.19.121 or newer), install the GPU vendor's Windows driver with WSL support, "
        "then `wsl --shutdown` and start WSL again. In a Docker container on WSL: mount "
        "/usr/lib/wsl and pass --device /dev/dxg",
        url="https://learn.microsoft.com/windows/wsl/tutorials/gpu-compute",
    ),
    # a NodeDef whose inputs do not fit the op's definition in this process: the graph was
    # built by another TensorFlow (node_def_util.cc's ValidateNodeDef; tensorflow/tensorflow
    # #40196: tf-nightly 2.3 on a Colab TPU running 2.2, "NodeDef expected inputs 'string'
    # do not match 0 inputs specified; Op<name=_Send; ..."; the TPU team in #40622/#41075:
    # the client and the TPU must run the same TensorFlow)
    rule(
        "op-definition-mismatch",
        Severity.ERROR,
        "An op's definition differs between the TensorFlow that built the graph and the one "
        "running it",
        # (not a Const given an input: a frozen graph edited wrongly, tensorflow#28532)
        r"NodeDef expected inputs '[^']*' do not match \d+ inputs specified; "
        r"Op<name=(?P<op>(?!Const;|_(?:Host)?(?:Send|Recv);)[\w>]+)|NodeDef expected inputs '[^']+' do not match \d+ "
        r"inputs specified;\s*$|"  # (cut there: a title's, tensorflow/tensorflow#41075)
        # an attr the running TF's op has not got (ildoonet/tf-pose-estimation#169: "NodeDef
        # mentions attr 'dilations' not in Op<name=Conv2D; ...", a graph frozen by a newer TF;
        # the maintainer: upgrade TensorFlow)
        r"NodeDef mentions attr '(?P<attr>\w+)' not in Op<name=(?P<op2>\w+)|"
        # an op the running TF removed from its GraphDef versions (malmaud/TensorFlow.jl#123: "Op
        # Inv is not available in GraphDef version 20", a graph built by PyCall's older TF)
        r"Op (?P<op3>\w+) is not available in GraphDef version \d+",
        ("nodedef expected inputs", "nodedef mentions attr", "is not available in graphdef version"),
        "Two TensorFlow versions meet here. A TPU (Colab, Cloud) runs its own TensorFlow: use "
        "that version in the notebook too (Colab: the preinstalled tensorflow, not "
        "tf-nightly; Cloud TPU: the runtime version of your client). A graph or SavedModel "
        "saved by a newer TensorFlow: load it with that TensorFlow or newer; an op the running "
        "one removed: build the graph with the same TensorFlow (a binding's Python, PyCall's "
        "included)",
    ),
    # a TPU op with no kernel: the TensorFlow in this TPU runtime has no TPU support loaded
    # (googlecolab/colabtools#5203: "No OpKernel was registered to support Op
    # 'ConfigureDistributedTPU' ... Registered devices: [CPU]" on a TPU VM runtime)
    rule(
        "tpu-runtime-missing",
        Severity.ERROR,
        "This TensorFlow has no TPU support loaded (a TPU op has no kernel)",
        r"No OpKernel was registered to support Op '(?P<op>\w*TPU\w*)'",
        "no opkernel was registered to support op",
        lambda v, _c: (
            f"{v.get('op')} runs only where TensorFlow loaded a TPU runtime (libtpu): on a TPU "
            "VM install the TensorFlow build with TPU support matching this release "
            "(tensorflow-tpu with its libtpu, per Cloud TPU's TensorFlow guide), in Colab pick "
            "the TPU runtime and keep its preinstalled TensorFlow; on a CPU/GPU machine drop "
            "TPUStrategy"
        ),
    ),
    # a notebook's own GPU check in words (udacity/deep-learning's projects: "UserWarning: No
    # GPU found. Please use a GPU to train your neural network.")
    rule(
        "devices-no-gpu",
        Severity.WARNING,
        "TensorFlow found no GPU",
        r"\bNo GPU found\. Please use a GPU to train your neural network",
        "no gpu found",
        "The program runs on the CPU. If a GPU was meant, run `tfdoctor check` to see why "
        "TensorFlow does not list it",
    ),
    # Ray's own check of a worker it gave GPUs to (ray-project/ray#10058: "GPUs were assigned
    # to this worker by Ray, but TensorFlow reports GPU acceleration is disabled. This could
    # be due to a bad CUDA or TF installation."; pip's TF 2.3 wants CUDA 10.1, the machine
    # had 10.2)
    rule(
        "no-gpu-device",
        E,
        "Ray gave the worker GPUs, but TensorFlow sees none",
        # (later Ray names "your DL framework (tf)"; its "(torch)" is PyTorch's, not ours)
        r"GPUs were assigned to this worker by Ray, but (?:TensorFlow|your DL framework \(tf\)) "
        r"reports GPU acceleration is disabled",
        "reports gpu acceleration is disabled",
        "TensorFlow in the worker's environment cannot use the GPU: run `tfdoctor check` in "
        "that environment (on a worker node) for why: most often its CUDA/cuDNN are not the "
        "ones this TensorFlow was built for, or a CPU-only TensorFlow is installed",
    ),
    # the DirectML plugin's own kernels lacking a feature an op asks for (microsoft/tensorflow-
    # directml-plugin#297: "DML doesn't support exponential_avg_factor != 1 at the moment", a
    # BatchNormalization in training; #218: "OP_REQUIRES failed at ...\\tfdml\\kernels\\
    # dml_conv_ops.cc:868 : Fusion is not implemented: [BiasAdd,Relu]"; the gatherer's name)
    rule(
        "directml-op-unsupported",
        Severity.ERROR,
        "The DirectML plugin's kernel cannot run this op as asked",
        r"\bDML doesn't support (?P<what>.+?)(?: at the moment)?\s*$|"
        r"OP_REQUIRES failed at \S*tfdml[\\/]kernels[\\/](?P<kernel>\w+)\.cc:\d+ : (?P<what2>.*(?:not "
        r"implemented|not supported|doesn't support).*)",
        ("dml doesn't support", "tfdml"),
        lambda v, _c: (
            f"The DirectML plugin does not implement this ({str(v.get('what') or '').strip('`')}): run "
            "that part on the CPU (with tf.device('/CPU:0')), or change the layer's setting it names "
            "(a fused op: tf.config.optimizer.set_experimental_options({'remapping': False})); with "
            "an NVIDIA GPU, CUDA under WSL2 runs it (the plugin's development is paused: "
            "microsoft/tensorflow-directml-plugin#367)"
        ),
    ),
    # two copies of a PluggableDevice plugin registering one platform (microsoft/tensorflow-
    # directml-plugin#324: "Non-OK-status: ... RegisterPlatform(...) status: INTERNAL: platform is
    # already registered with name: "DML"", after a plugin upgrade; the gatherer's name)
    rule(
        "pluggable-device-plugin-loaded-twice",
        Severity.ERROR,
        "Two copies of a TensorFlow device plugin were loaded",
        r"platform is already registered with name: \"?(?P<platform>\w+)",
        "platform is already registered",
        lambda v, _c: (
            f"Two plugin libraries registered the {v.get('platform')} platform: a tensorflow-plugins "
            "folder in two site-packages (a --user install beside the environment's) or an old "
            "plugin's file left after an upgrade. pip uninstall the plugin (tensorflow-directml-"
            "plugin, tensorflow-metal) until pip finds none, delete leftover files in each "
            "site-packages/tensorflow-plugins, then install it once"
        ),
    ),
    # (moved from driver.py, module size)
    # NVML's "Unknown Error" (pynvml's NVMLError_Unknown: iperov/DeepFaceLab#191, after a Windows
    # Update broke the driver; a clean driver install fixed it; nvidia-smi's "Failed to initialize
    # NVML: Unknown Error"): the driver answers but cannot be queried
    rule(
        "nvidia-smi-failed",
        Severity.WARNING,
        "The NVIDIA driver's NVML answered \"Unknown Error\"",
        r"NVMLError_Unknown\b",
        ("nvmlerror_unknown",),
        lambda v, _c: _nvml_unknown(),
    ),
    # TensorFlow's CPU device hidden by the program (tensorflow/tensorflow#45156: "NotFoundError:
    # No CPU devices are available in this process", a line meant to force the GPU unregistered
    # the CPU; removing it fixed it; the gatherer's name)
    rule(
        "cpu-devices-hidden",
        Severity.ERROR,
        "The program hid TensorFlow's CPU device, which TensorFlow always needs",
        r"No CPU devices are available in this process",
        "no cpu devices are available",
        "TensorFlow needs its CPU device even to run on the GPU: remove the code that hides it "
        "(tf.config.set_visible_devices(...) without the CPU, device_count={'CPU': 0}); to "
        "make sure ops run on the GPU, use tf.device('/GPU:0') or check placement with "
        "tf.debugging.set_log_device_placement(True)",
    ),
)
