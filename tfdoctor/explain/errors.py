"""What an error looks like whoever printed it, for ``unrecognised-error``: a log with an
error that no rule names is never called healthy.

Python (a traceback, a frame, an ``XxxError:`` line), pip (``ERROR:``), the C++ runtime
(F-level lines, ``Check failed``, ``FATAL``), the shell (``Segmentation fault``, ``core
dumped``, ``Aborted``) are crashes (error); TensorFlow's E-level lines are warnings: TF
often goes on after them.
"""

from __future__ import annotations

import re

from tfdoctor.explain.hits import Tally
from tfdoctor.model import Finding, Severity

# What starts a crash line, what a crash line holds (plain words, found with ``in``), and two
# patterns tried only when their word is in the line: one alternation of all of them can use
# no literal prefix and cost 30 us a line, which a log where no message repeats pays on every
# line.
_CRASH_START = re.compile(
    r"\W{0,3}[\w.]*(?:Error|Exception):|F\d{4} |\S+ \S+: F |F (?:tensorflow|external)/|"
    r"Aborted|\s*ERROR:|"
    # a tool's own error line: pip's and setuptools' "error: ...", a command's "docker:
    # Error response from daemon", "srun: error: ..." (code index 8522054163)
    r"\s*error: |[\w.-]+: (?:Error|error|ERROR)\b|"
    # pip's and uv's rich error marker ("× No solution found when resolving dependencies")
    r"\s*× "
)
_CRASH_WORDS = (
    "Traceback (most recent call last)",
    "Fatal Python error",
    "Segmentation fault",
    "core dumped",
    "Check failed",
    "error: subprocess-exited-with-error",
)
_FILE = re.compile(r"\bFile \"[^\"]+\", line \d+")
_FATAL = re.compile(r"\bFATAL\b")
# a Windows process ended by an exception (PyCharm: "Process finished with exit code
# -1073740791 (0xC0000409)"; 0xC0000005 is an access violation)
_NT_STATUS = re.compile(r"exit code -?\d+ \(0x[cC][0-9a-fA-F]{7}\)")
# PyCharm on Linux/macOS: "Process finished with exit code 139 (interrupted by signal 11:
# SIGSEGV)" (code index 48657507561); 6 is SIGABRT. SIGINT (Ctrl-C) and SIGTERM are a
# person's or a runner's stop, not a crash; SIGKILL is process-killed-oom's.
_CRASH_SIGNAL = re.compile(r"signal \d+: SIG(?:SEGV|ABRT|BUS|FPE)\b")
# a C/C++ compiler's error (MSVC "error C2100: illegal indirection" building TF from source:
# EdjeElectronics/TensorFlow-Lite-Object-Detection-on-Android-and-Raspberry-Pi), TensorFlow
# Lite's interpreter refusing a model ("Node number 2 (EdgeTpuDelegateForCustomOp) failed to
# prepare.")
_MSVC = re.compile(r"\berror C\d{4}: ")
# gcc/clang stopping a build ("time_two_kernels.cu.cc:21:0: .../gpu_kernel_helper.h:22:10:
# fatal error: third_party/gpus/cuda/include/cuda_fp16.h: No such file or directory",
# tensorflow/custom-op README)
_GCC = re.compile(r":\d+:\d+: fatal error: ")
_TFLITE = re.compile(r"Node number \d+ \(\w+\) failed to prepare")
_E_LEVEL = re.compile(r"^(?:E\d{4} \d\d:|\d{4}-\d\d-\d\d \S+: E |E (?:tensorflow|external)/)")
# TF logs a failing op at W level ("OP_REQUIRES failed at conv_ops.cc:1106 : Not found: ...");
# an iterator running out ("Out of range: End of sequence") or a cancelled step is normal
_OP_FAILED = re.compile(r"OP_REQUIRES failed at \S+ : (?!Out of range|OUT_OF_RANGE|Cancelled|CANCELLED)")


def error_kind(line: str) -> str | None:
    """ "crash", "error-level" or None."""
    if (
        _CRASH_START.match(line)
        or any(w in line for w in _CRASH_WORDS)
        or ('File "' in line and _FILE.search(line))
        or ("FATAL" in line and _FATAL.search(line))
        or ("(0x" in line and _NT_STATUS.search(line))
        or ("signal" in line and _CRASH_SIGNAL.search(line))
        or ("error C" in line and _MSVC.search(line))
        or ("fatal error:" in line and _GCC.search(line))
        or ("failed to prepare" in line and _TFLITE.search(line))
    ):
        return "crash"
    if _E_LEVEL.match(line) or ("OP_REQUIRES" in line and _OP_FAILED.search(line)):
        return "error-level"
    return None


def unrecognised(errors: dict[str, Tally], *, e_level_only: bool = False) -> Finding | None:
    crash, elevel = errors["crash"], errors["error-level"]
    if e_level_only:
        crash = Tally()
    pick = crash if crash.lines else elevel
    if not pick.lines:
        return None
    return Finding(
        "unrecognised-error",
        Severity.ERROR if crash.lines else Severity.WARNING,
        "The log shows an error tfdoctor does not recognise",
        "Read the evidence lines (-v); run `tfdoctor check` to rule out the GPU stack. If it "
        "is a TensorFlow setup problem, please report it so a rule can be added",
        pick.evidence(),
        None,
        {},
        pick.lines,
    )


def ignored_demoted(
    errors: dict[str, Tally], ignored: list, *, explained: bool = False
) -> dict[str, Tally]:
    """The crash lines of tracebacks Python printed under "Exception ignored in ..." (the
    program went on) count as E-level lines: said as a warning, never as what ended it;
    dropped when a rule already said what they are (``explained``: a finalizer at exit)."""
    if not ignored or not errors["crash"].hits:
        return errors
    spans = [(e.first_line - 1, max(e.exception_lines, default=e.first_line)) for e in ignored]

    def inside(no: int) -> bool:
        return any(lo <= no <= hi for lo, hi in spans)

    if not any(inside(h.line_no) for h in errors["crash"].hits):
        return errors
    crash, elevel = Tally(), Tally()
    for h in errors["error-level"].hits:
        elevel.add(h)
    for h in errors["crash"].hits:
        if not inside(h.line_no):
            crash.add(h)
        elif not explained:
            elevel.add(h)
    return {"crash": crash, "error-level": elevel}
