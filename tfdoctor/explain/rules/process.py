"""Log rules for the process and the CPU: shell messages, signals, notebooks and emulators.

These lines are not TensorFlow's: the shell (``Illegal instruction (core dumped)``, zsh's
``illegal hardware instruction``, ``Killed``), a job runner's exit status, a notebook that
lost its kernel, QEMU. Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

PROCESS_RULES = (
    # two copies of Intel's OpenMP runtime in one process (a conda MKL NumPy beside a pip
    # wheel carrying its own): the runtime's own abort, "OMP: Error #15: Initializing
    # libiomp5.dylib, but found libiomp5.dylib already initialized" with its "unsafe,
    # unsupported, undocumented workaround ... KMP_DUPLICATE_LIB_OK=TRUE"
    # (DrSleep/tensorflow-deeplab-resnet#206)
    rule(
        "openmp-runtime-duplicate",
        E,
        "Two copies of the OpenMP runtime are loaded in one process",
        r"Initializing (?P<library>libiomp5\w*\.(?:dylib|so|dll)|libomp\w*\.\w+), but found "
        r"\S+ already initialized|"
        # the abort's head alone, a paste cut mid-line (ContinuumIO/anaconda-issues#13121:
        # "OMP: Error #15: Initializing libiomp5md.dll, bu")
        r"OMP: Error #15: Initializing (?P<library2>lib\w+\.(?:dylib|so|dll))",
        ("already initialized", "omp: error #15"),
        lambda v, _c: (
            f"Two packages each bring {v.get('library') or v.get('library2') or 'an OpenMP runtime'}: install the "
            "numerical stack from one source in this environment (all conda, or all pip; in "
            "conda, `conda install nomkl` replaces MKL's OpenMP with OpenBLAS), then check "
            "`python -c \"import numpy, tensorflow\"`. KMP_DUPLICATE_LIB_OK=TRUE only hides "
            "it (Intel's message calls it unsafe: wrong results are possible)"
        ),
    ),
    # --- x86-64 TensorFlow under QEMU on an ARM host (Docker on Apple Silicon) -----------
    # QEMU's user-mode emulation has no AVX, so TF aborts or dies with SIGILL
    # (tensorflow/tensorflow#52845, tensorflow/serving#1948).
    rule(
        "amd64-emulation-unsupported",
        E,
        "x86-64 TensorFlow is running under emulation on an ARM machine",
        r"qemu: uncaught target signal|requested image's platform \(linux/amd64\) does not "
        r"match the detected host platform \(linux/arm64|"
        # its first words under QEMU (tensorflow/tensorflow#52845, docker/for-mac#5342: "This is
        # a qemu bug"; ml-tooling/ml-workspace#109 on an M1): an x86-64 TF's monitoring sampler
        # reads its bucket limits wrong at import
        r"monitoring/sampler\.cc:\d+\] Check failed: bucket_limits_\[i\] > bucket_limits_\[i - 1\]",
        ("qemu: uncaught", "linux/amd64", "check failed: bucket_limits_"),
        env.emulation,
    ),
    # --- the CPU lacks AVX: SIGILL (shells word it differently) ------------------------
    rule(
        "cpu-missing-avx",
        E,
        "This CPU lacks instructions the TensorFlow binary needs (AVX)",
        # signal 4 = SIGILL; a shell/IDE reports exit status 132 = 128 + 4
        # Windows: STATUS_ILLEGAL_INSTRUCTION, 0xC000001D = -1073741795 (code index 48867201983)
        # (a person's "illegals instruction (core dumped)": remicres/otbtf#77, a CPU without AVX)
        r"\billegals? (?:hardware )?instruction\b|signal 4:? ?SIGILL|exit code 132\b|"
        # gunicorn's words (broadinstitute/SpliceAI-lookup#37, round 116: "Worker with pid 5419
        # was terminated due to signal 4" right after TensorFlow loaded)
        r"\bterminated due to signal 4\b|"
        # (and a DLL's load ending so: tensorflow/tensorflow#8161, "ImportError: DLL load
        # failed with error code -1073741795", a CPU without AVX)
        r"(?:exit|error) code -1073741795\b|0xC000001D\b|STATUS_ILLEGAL_INSTRUCTION|"
        # NVIDIA's NGC containers check at start (NVIDIA/object-detection-tensorrt-example#2)
        r"built for CPUs supporting at least the (?P<instructions2>\w+) instruction set|The TensorFlow "
        r"library was compiled to use (?P<instructions>\w[\w.]*) instructions, but these aren't "
        r"available on your machine",
        (
            "illegal instruction",
            "illegals instruction",
            "illegal hardware instruction",
            "sigill",
            "due to signal 4",
            "exit code 132",
            "code -1073741795",
            "0xc000001d",
            "status_illegal_instruction",
            "instruction set, but",
            "at least the avx",
            "aren't available on",
        ),
        env.no_avx,
        url="https://www.tensorflow.org/install/pip#hardware_requirements",
    ),
    # --- killed for memory: the kernel's OOM killer (SIGKILL), a notebook's dead kernel ---
    # SIGKILL is exit status 137 (128 + 9) in a shell, 247 (-9 & 0xff) where a runner
    # prints the signed status byte; Colab says so in words.
    rule(
        "process-killed-oom",
        E,
        "The process was killed, most likely for running out of memory (RAM)",
        # (a progress counter's digits glued to it when the paste lost its "\r":
        # fizyr/keras-retinanet#637, "Killed96160")
        r"^\W{0,3}(?:Killed|已杀死)(?:\d+|\W{0,3})$|[\]\d]\s?Killed\s*$|^zsh: killed\b|session (?:has |had )?crashed after using all (?:the )?available RAM|"
        r"exit(?:ed)?(?: with)? (?:status )?(?:code )?(?P<status>137|247)\b|"
        r"signal 9: SIGKILL|The kernel(?: for \S+)? appears to have died|KernelRestarter: restarting kernel|"
        # VS Code's notebooks (its own strings, code index 1451780; 70846489829)
        r"The Kernel crashed while executing code in the|The kernel '[^']+' died\b|"
        r"\bkernel [0-9a-f-]{36} restarted|"
        # the kernel's own log (dmesg): tensorflow/tensorflow#9419
        r"\binvoked oom-killer\b|\boom_kill_process\b|Out of memory: Kill(?:ed)? process|"
        # a shell's job status: bash/sh "script: line 12: 24905 Killed   python main.py" (an
        # SGE/LSF/SLURM batch script's log, code index 19642640666, 49207794884), zsh's
        # "[1]    21086 killed     python3 ..." (code index 66160424213); SLURM's cgroup
        # OOM handler and srun (code index 31533703938, 8522054163)
        r"\bline \d+:\s+\d+ Killed\s|^\[\d+\]\s+[+-]?\s*\d+ killed\s|"
        # dash's (Debian/Ubuntu /bin/sh) "./train.sh:  60: 11880 killed   python3 ..." (jkjung-avt/
        # hand-detection-tutorial#28, after tf.data filled its shuffle buffer)
        r"^\S+:\s+\d+:\s+\d+ killed\s|"
        r"Detected \d+ oom-kill event|\btask \d+: Out Of Memory\b|"
        # a cluster's or a container runtime's own words for it: SLURM's "Exceeded job memory
        # limit" (code index 9440879573), LSF's TERM_MEMLIMIT (code index 49617576025), PBS's
        # "=>> PBS: job killed: mem ... exceeded limit" (code index 29643099007), Kubernetes'
        # "Reason: OOMKilled" / "Exit Code: 137" (code index 35970667951), `docker ps`'s
        # "Exited (137)"
        r"Exceeded (?:job|step) memory limit|exceeded memory limit \(\d+ > \d+\), being killed|"
        r"\bTERM_MEMLIMIT\b|PBS: job killed: v?mem\b|\bOOMKilled\b|Exit Code:\s+137\b|"
        r"\bExited \(137\)|"
        # Kubernetes evicting a pod when its node runs low (kubeflow/pipelines#4275); YARN's
        # (yahoo/TensorFlowOnSpark#261, round 118: "Container killed by YARN for exceeding
        # memory limits. 5.0 GB of 4.2 GB virtual memory used.")
        r"The node was low on resource: memory|(?P<yarn>Container killed by YARN for exceeding "
        r"(?:physical |virtual )?memory|is running (?:\d+B )?beyond (?:the )?'?(?:physical|virtual|"
        r"PHYSICAL|VIRTUAL)'? memory limit)|"
        # srun's per-task status (code index 17014671390)
        r"\bsrun: error: \S+: tasks? [\d,-]+: Killed\b|"
        # a person's words for it ("the program get killed and this message occurs many
        # times", tensorflow/models#7284: a 9.8 GB allocation on a 16 GB machine)
        r"\b(?:program|process|script|training|job|kernel|it) (?:gets?|got|is|was|keeps? "
        r"(?:getting|being)) killed\b",
        (
            "killed",
            "已杀死",  # bash's "Killed" under zh_CN (crownpku/Somiao-Pinyin#10, round 35)
            "all available ram",
            "all the available ram",  # a poster's retelling (googlecolab/colabtools#1123)
            "exit with",
            "exited with",
            "exit code",
            "sigkill",
            "appears to have died",
            "kernel crashed while executing",
            "' died",
            "restarting kernel",
            "restarted",
            "oom-killer",
            "oom_kill_process",
            "out of memory: kill",
            "oom-kill event",
            ": out of memory",
            "memory limit",
            "term_memlimit",
            "pbs: job killed",
            "oomkilled",
            "exit code:",
            "exited (137)",
            "low on resource: memory",
            "srun: error",
        ),
        env.killed,
    ),
    # --- a batch job stopped by its time limit: SLURM then kills the tasks ("srun: error:
    # ...: task 0: Killed"), which is not memory (code index 2402309781, 35963600147)
    rule(
        "job-time-limit",
        E,
        "The batch job was stopped at its time limit",
        # LSF (code index 49441003426), PBS (code index 40786994398)
        r"CANCELLED AT \S+ DUE TO TIME LIMIT|\bTERM_RUNLIMIT\b|PBS: job killed: walltime\b",
        ("due to time limit", "term_runlimit", "job killed: walltime"),
        env.time_limit,
    ),
    # --- the program's own allocation failed: Python's MemoryError (NumPy's
    # "_ArrayMemoryError: Unable to allocate 4.47 GiB for an array with shape (12, 50000000)
    # and data type float64", code index 29664568996), C++'s std::bad_alloc (code index
    # 31671823550; not thrust's "std::bad_alloc: cudaErrorMemoryAllocation", the GPU's)
    rule(
        "host-out-of-memory",
        E,
        "The program ran out of host (CPU) memory",
        r"(?:\b|_Array)MemoryError\b|Unable to allocate [\d.]+ ?[KMGTP]i?B for an array|"
        r"instance of 'std::bad_alloc'|what\(\):\s+std::bad_alloc\s*$|"
        # TF's subprocess.cc when fork() fails: ptxas is then "Failed to launch" (code index
        # 25190290412: "Start cannot fork() child process: Cannot allocate memory")
        r"cannot fork\(\) child process: Cannot allocate memory",
        ("memoryerror", "for an array", "bad_alloc", "cannot fork()"),
        env.host_oom,
    ),
    # glibc's static TLS space used up by the shared libraries loaded before one that needs
    # it (Russell91/TensorBox#113: "ImportError: dlopen: cannot load any more object with
    # static TLS", fixed by importing cv2 before tensorflow; newer glibc: "cannot allocate
    # memory in static TLS block", most often libgomp)
    rule(
        "static-tls-exhausted",
        E,
        "A shared library found no static TLS space left (import order)",
        r"cannot load any more object with static TLS|(?P<lib>\S+\.so[\d.]*): cannot allocate "
        r"memory in static TLS block",
        ("with static tls", "in static tls block"),
        lambda v, _c: (
            f"The libraries loaded first used up glibc's static TLS space, so {v.get('lib') or 'the next one'} "
            "cannot load: import the module whose import fails first (cv2 before tensorflow "
            "fixed Russell91/TensorBox#113, tensorflow before cv2 fixed tensorflow#19010), or "
            "preload the library the message names (`export LD_PRELOAD=/path/to/"
            f"{(v.get('lib') or 'libgomp.so.1').rsplit('/', 1)[-1]}`) before Python starts; a "
            "newer glibc (distribution) has more room"
        ),
    ),
    # graph gradients: an op with no gradient registered (TensorFlow Java's CONTRIBUTING.md:
    # "TensorFlowException: No gradient defined for op: ReadVariableOp. Please see
    # .../cc/gradients/README.md"; Python's "No gradient defined for operation 'x' (op type:
    # Y)")
    rule(
        "op-gradient-missing",
        E,
        "TensorFlow has no gradient registered for an op the model differentiates",
        # (TF 2.15-2.21's gradients_util.py prints "for operation'x'", no space)
        r"No gradient defined for (?:op: (?P<op>\w+)|operation\s*'[^']*' \(op type: (?P<op2>\w+)\))",
        "no gradient defined for",
        lambda v, _c: (
            f"No gradient is registered for {v.get('op') or v.get('op2') or 'this op'}: use an op "
            "that has one, or keep it out of the gradient (tf.stop_gradient), or register one "
            "(Python: tf.RegisterGradient; C++/Java graphs, which have fewer gradients than "
            "Python: tensorflow/cc/gradients/README.md)"
        ),
    ),
    # --- a crash: a signal or a fatal runtime error, in the words of the shell (bash's
    # "Segmentation fault (core dumped)", zsh's "[1]    3689 segmentation fault  python3.5
    # test.pyc", code index 12503117838; "Abort trap: 6", "Bus error"), Python's faulthandler
    # ("Fatal Python error: Segmentation fault"; "Windows fatal exception: access violation",
    # code index 59089533665), libc and the C++ runtime ("double free or corruption",
    # "terminate called after throwing"), an IDE (PyCharm's "exit code 139 (interrupted by
    # signal 11: SIGSEGV)", code index 48657507561; Windows' 0xC0000005 access violation,
    # 0xC0000409 fail-fast, 0xC00000FD stack overflow, 0xC0000374 heap corruption).
    # check's child names the same event tensorflow-crashed (children/outcome.py). A
    # generic finding: a cause named beside it ranks first (explain/causes.py GENERIC_IDS).
    # SIGILL is cpu-missing-avx's, SIGKILL process-killed-oom's (above).
    rule(
        "tensorflow-crashed",
        E,
        "The process crashed (a segmentation fault, an abort or corrupted memory)",
        r"signal \d+:? ?SIG(?:SEGV|ABRT|BUS|FPE)\b|segmentation fault(?!s may occur)|\bSIGSEGV\b|"
        r"^\W{0,3}Fatal Python error: (?:Segmentation|Aborted|Bus error|Floating)|"
        r"Windows fatal exception: (?:access violation|stack overflow|code 0x)|"
        r"^\W{0,3}Aborted(?: \(core dumped\))?\W{0,3}$|Abort trap: 6|"
        r"(?:^\W{0,3}|zsh: |\d )bus error\b|Floating point exception|stack smashing detected|"
        r"double free or corruption|\bfree\(\): invalid|\bmalloc\(\): |corrupted size vs\. prev_size|"
        r"terminate called (?:after throwing|without an active exception|recursively)|"
        r"exit code -?\d+ \(0xC0000(?:005|409|0FD|374)\)|"
        r"exit(?:ed)?(?: with)? (?:status )?(?:code )?(?:139|134|135|136)\b|\bExited \(13[94]\)|"
        # srun's per-task status (code index 18384025729)
        r"\bsrun: error: \S+: tasks? [\d,-]+: Aborted\b|"
        # the kernel's own line (dmesg) for a segfault in a library (yuanming-hu/exposure#32:
        # "segfault at 0 ip 00007fce957b5216 sp ... error 4 in _pywrap_tensorflow_internal.so[...]")
        # (a Python's or a TF/CUDA library's only: dmesg holds every process's)
        r"\bsegfault at [0-9a-f]+ ip [0-9a-f]+ sp [0-9a-f]+ error \d+ in (?P<lib>[^\s\[]*(?:"
        r"tensorflow|_pywrap|libcu|libnv|python|numpy)[^\s\[]*)|\bpython[\d.]*\[\d+\]: segfault at |"
        # Windows' crash dialog for the interpreter (tensorflow/tensorflow#9829, round 113:
        # "Python Has Stopped Working" in Jupyter; a NumPy older than TF's build was the cause)
        r"(?i:\bpython(?:\.exe)? has stopped working\b)",
        (
            "segfault at",
            "segmentation fault",
            "sigsegv",
            "sigabrt",
            "sigbus",
            "sigfpe",
            "fatal python error",
            "windows fatal exception",
            "aborted",
            "abort trap",
            "bus error",
            "floating point exception",
            "stack smashing",
            "double free",
            "free(): invalid",
            "malloc(): ",
            "corrupted size",
            "terminate called",
            "(0xc0000",
            "exit code 13",
            "exit status 13",
            "exited with code 13",
            "exited (13",
            "has stopped working",
        ),
        env.crashed,
    ),
    # the run stopped by the user: Ctrl-C or a notebook's interrupt raises KeyboardInterrupt in
    # whatever ran (GoogleCloudPlatform/keras-idiomatic-programmer's codelab: a bare
    # "KeyboardInterrupt:" under fit's progress bar; the gatherer's name, adopted)
    rule(
        "user-interrupted",
        Severity.WARNING,
        "The run was stopped by the user (Ctrl-C or a notebook interrupt)",
        # (and ipykernel's "KeyboardInterrupt: Interrupted by user" at an input() prompt, Jupyter's
        # "KeyboardInterrupt   Traceback (most recent call last)" header: round 98's notebooks)
        r"^\W{0,3}KeyboardInterrupt(?::?\s*$|: Interrupted by user\s*$|\s{2,}Traceback \(most recent call last\))",
        "keyboardinterrupt",
        "The interrupt itself is no fault. If the run was only slow, run it again and let it "
        "finish (fewer epochs or a smaller sample); if it seemed stuck, the lines just before "
        "the interrupt say on what: pip resolving versions or building a package from source "
        "(no wheel for this Python), a worker that never answered, a data pipeline waiting",
    ),
)
