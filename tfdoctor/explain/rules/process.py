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
    # --- x86-64 TensorFlow under QEMU on an ARM host (Docker on Apple Silicon) -----------
    # QEMU's user-mode emulation has no AVX, so TF aborts or dies with SIGILL
    # (tensorflow/tensorflow#52845, tensorflow/serving#1948).
    rule(
        "amd64-emulation-unsupported",
        E,
        "x86-64 TensorFlow is running under emulation on an ARM machine",
        r"qemu: uncaught target signal|requested image's platform \(linux/amd64\) does not "
        r"match the detected host platform \(linux/arm64",
        ("qemu: uncaught", "linux/amd64"),
        env.emulation,
    ),
    # --- the CPU lacks AVX: SIGILL (shells word it differently) ------------------------
    rule(
        "cpu-missing-avx",
        E,
        "This CPU lacks instructions the TensorFlow binary needs (AVX)",
        # signal 4 = SIGILL; a shell/IDE reports exit status 132 = 128 + 4
        # Windows: STATUS_ILLEGAL_INSTRUCTION, 0xC000001D = -1073741795 (code index 48867201983)
        r"\billegal (?:hardware )?instruction\b|signal 4:? ?SIGILL|exit code 132\b|"
        r"exit code -1073741795\b|0xC000001D\b|STATUS_ILLEGAL_INSTRUCTION|"
        # NVIDIA's NGC containers check at start (NVIDIA/object-detection-tensorrt-example#2)
        r"built for CPUs supporting at least the (?P<instructions2>\w+) instruction set|The TensorFlow "
        r"library was compiled to use (?P<instructions>\w[\w.]*) instructions, but these aren't "
        r"available on your machine",
        (
            "illegal instruction",
            "illegal hardware instruction",
            "sigill",
            "exit code 132",
            "exit code -1073741795",
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
        r"^\W{0,3}Killed\W{0,3}$|^zsh: killed\b|session crashed after using all available RAM|"
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
        r"Detected \d+ oom-kill event|\btask \d+: Out Of Memory\b",
        (
            "killed",
            "all available ram",
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
        ),
        env.killed,
    ),
)
