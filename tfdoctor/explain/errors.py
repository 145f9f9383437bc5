"""What an error looks like whoever printed it, for ``unrecognised-error``: a log with an
error that no rule names is never called healthy.

Python (a traceback, a frame, an ``XxxError:`` line), pip (``ERROR:``), the C++ runtime
(F-level lines, ``Check failed``, ``FATAL``), the shell (``Segmentation fault``, ``core
dumped``, ``Aborted``) are crashes (error); TensorFlow's E-level lines are warnings: TF
often goes on after them.
"""

from __future__ import annotations

import re

from tfdoctor.explain.hits import KEEP_HITS, Tally
from tfdoctor.explain.quiet import TROUBLE_QUIET as _TROUBLE_QUIET
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
# (nor TF-TRT's empty engine cache before build(): hunglc007/tensorflow-yolov4-tflite#99,
# "Not found: Container TF-TRT does not exist. (Could not find resource: TF-TRT/TRTEngineOp_0)")
_OP_FAILED = re.compile(
    r"OP_REQUIRES failed at \S+ : (?!Out of range|OUT_OF_RANGE|Cancelled|CANCELLED|"
    r"Not found: Container TF-TRT does not exist)"
)


# The words a person or a program uses for a problem, for a line that no rule knows and no
# shape above caught. A log whose only sign of trouble is such a line was "healthy" before,
# the worst answer this tool can give; these lines were, in held-out rounds of real logs:
# glog's short E prefix ("E Tried to load a CuDNN RNN checkpoint but there were more missing
# variables than just the Adam moment tensors.", mozilla/DeepSpeech doc/TRAINING.rst),
# a library's own prose ("Creating a generator within a strategy scope is disallowed",
# tensorflow/cloud README; "Docker parent image '2.4.0.dev20200720' does not exist"), a
# person's ("error while running CUDA_VISIBLE_DEVICES=${GPU_ID} ./tools/demo.py",
# endernewton/tf-faster-rcnn#235). Whole words only: a Keras metric such as
# "mean_squared_error: 0.3" is one word and stays quiet.
_TROUBLE_WORDS = (
    r"\b(?:errors?|fail(?:s|ed|ing|ure|ures)?|fatal|cannot|can ?not|can't|could ?n[o']t|"
    r"unable|not found|no such|no module|disallowed|not allowed|denied|refused|invalid|"
    r"unsupported|not supported|incompatible|mismatch(?:ed|es)?|does ?n[o']t exist|"
    r"exceptions?|abort(?:ed)?|crash(?:ed|es)?|killed|died|hangs?|hung|stuck|freez(?:e|es)|"
    r"no space left|nothing provides|(?:val_)?loss: nan|"
    r"has no attribute|undefined symbols?|undefined behaviou?r|insufficient|requires? (?:a |the )?(?:GPU|CUDA)\b|"
    r"unexpected keyword|switching to (?:the )?CPU|fall(?:s|ing)? ?back to (?:the )?CPU|"
    r"fault(?:s|ed)?\b(?! toleran)|"
    # a command's non-zero status (Go's `go generate`: 'running "sh": exit status 1',
    # tensorflow/tensorflow#7136; Python's "returned non-zero exit status 1"); digits are
    # deleted in the block gate's shape, so "not 0" is a lookahead
    r"exit status (?!0\b)|non-zero exit|"
    r"timed out|time ?out|out of memory|oom|segfault|missing|broken|illegal|corrupt(?:ed)?|"
    r"unexpected(?:ly)?|not (?:available|implemented|recognized|recognised|compatible|"
    r"initialized|initialised|loaded|working|detected|used))\b|"
    # an exception's or a status's name anywhere in a line ("## Q: AttributeError: ...", a
    # FAQ heading; "CUBLAS_STATUS_ALLOC_FAILED"; "CUDA_ERROR_OUT_OF_MEMORY"), a tool's "No
    # version 2.12.0 of the tensorflow-gpu was found.", "Killed" glued to a progress bar
    r"(?-i:\b[A-Z]\w*(?:Error|Exception)\b|[A-Z0-9]_(?:FAILED|ERROR|FAILURE)\b|"
    r"\bCUDA_ERROR_\w+|(?<![A-Za-z])Killed\b|"
    # an NVIDIA library's status other than success, named anywhere (an issue title's
    # "Getting CUBLAS_STATUS_NOT_INITIALIZED when training", "CUDNN_STATUS_NOT_SUPPORTED")
    # (a status, not a macro: cudnn.h's "#define CUDNN_MAJOR 7" is quiet)
    r"\b(?:CUBLAS|CUDNN|CURAND|CUSOLVER|CUSPARSE)_STATUS_(?!SUCCESS\b)[A-Z][A-Z_]+\b|"
    r"\b(?:NVML|CUPTI)_ERROR_[A-Z][A-Z_]+\b|"
    # TensorFlow's statuses as its multi-error summary lists them ("(0) Internal:  No unary
    # variant device copy function found...", r95-4-004; not Out of range or Cancelled)
    # (\d*: the block gate deletes digits, so "(6) INVALID_ARGUMENT" is "() INVALID_ARGUMENT"
    # there: r147-2-002 repeated, the fast reading had missed its three statuses)
    r"^\W*\(\d*\) (?:Internal|Invalid argument|Not found|Failed precondition|Resource exhausted|"
    r"Unimplemented|Unknown|Unavailable|Data loss|Aborted|INTERNAL|INVALID_ARGUMENT|NOT_FOUND|"
    r"FAILED_PRECONDITION|RESOURCE_EXHAUSTED|UNIMPLEMENTED|UNKNOWN|UNAVAILABLE|DATA_LOSS|ABORTED):|"
    # a runtime's error code ("hipErrorNoBinaryForGpu", "cudaErrorNoKernelImageForDevice")
    # and a CamelCase "not found" (conda's "ResolvePackagesNotFound")
    r"\b[a-z]+Error[A-Z]\w*|\b[A-Z]\w*NotFound\b)|"
    r"^\W*No\b.*\b(?:was|were) found\b|"
    # a person saying the GPU is not used ("results in CPU mode only for training",
    # DeepLabCut/DeepLabCut#2081)
    # (not a model's "CPU only ops", mediapipe#4944's blendshape graph on XNNPACK)
    r"\bCPU (?:mode )?only\b(?! ops\b)|\bonly (?:uses?|using|runs? on|on) (?:the )?CPU\b|"
    r"\binstead of (?:the )?GPU\b|\bGPU (?:is )?(?:not|never) (?:being )?(?:used|detected|"
    r"recogni[sz]ed|found|available|working)\b"
)
_TROUBLE = re.compile(_TROUBLE_WORDS, re.IGNORECASE)
#: the same on a line's shape (its digits deleted, as bytes): the block gate of scan.py
TROUBLE_SHAPE = re.compile(_TROUBLE_WORDS.encode(), re.IGNORECASE)


# logged at ERROR level by a library that then goes on: TFDS's statistics on nested features
# (tensorflow/tpu's image_classification_converter notebook, round 22)
# and gRPC's note of the poller it picked, at E level (kubeflow/examples' tf_serving_cpu.md:
# "E0621 19:20:34.134165172 7 ev_epoll1_linux.c:1051] grpc epoll fd: 3", a server that works)
# and a logger's separator line alone (TF 1.x's tf_should_use note opens with
# "ERROR:tensorflow:==================================", udacity/deep-learning, round 42)
_HARMLESS_ERROR = re.compile(
    r"^\W{0,3}ERROR:[\w.]+:=+\s*$|"
    r"Statistics generation doesn't work for nested structures yet\s*$|"
    r"ev_epoll1_linux\.c:\d+\]\s+grpc epoll fd: \d+\s*$"
)


def error_kind(line: str) -> str | None:
    """ "crash", "error-level", "trouble" (a problem said in words) or None."""
    if ("nested structures" in line or "grpc epoll fd" in line or ":==" in line) and _HARMLESS_ERROR.search(
        line
    ):
        return None
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
    if _TROUBLE.search(line) and not _TROUBLE_QUIET.search(line):
        return "trouble"
    return None


# A person's words that point at other lines ("It shows an error", "the output is full of
# errors like these", "this message occurs many times", "I get the following:"): when a rule
# explains lines after them, those lines are what they meant (google-ai-edge/mediapipe#5235
# quoting tensorflow-addons' end-of-life notice; horovod/horovod#300 above Open MPI's
# harmless CMA lines).
_REFERS = re.compile(
    r"\b(?:this|these|that|those|the following|following|an?|the same|such|some|many|full "
    r"of)\s+(?:\w+\s+){0,2}(?:errors?|warnings?|messages?|exceptions?|lines?)\b|\b(?:errors?|"
    r"warnings?|messages?) (?:like|below|above|as follows)\b|\bthe following\s*:\s*$",
    re.IGNORECASE,
)


def _pointing_before(trouble: Tally, explained_after: int) -> bool:
    """Every line of ``trouble`` is a person's words pointing at lines a rule explained
    after them."""
    # every distinct line is among the hits kept (a big log keeps each message once)
    return (
        explained_after > 0
        and 0 < len(trouble.hits) < KEEP_HITS
        and all(_REFERS.search(h.text) and h.line_no < explained_after for h in trouble.hits)
    )


def unrecognised(
    errors: dict[str, Tally],
    *,
    e_level_only: bool = False,
    words: bool = False,
    explained_after: int = 0,
) -> Finding | None:
    """``unrecognised-error`` for the error lines no rule named: crash lines (an error), else
    E-level lines (a warning), else, with ``words``, lines that only say so in words (a
    warning: the log is not called healthy, and the lines are shown), unless they only point
    at lines a rule explained (``explained_after``: the last line a rule matched)."""
    crash, elevel = errors["crash"], errors["error-level"]
    trouble = errors.get("trouble", Tally()) if words else Tally()
    if _pointing_before(trouble, explained_after):
        trouble = Tally()
    if e_level_only:
        crash = Tally()
    pick = crash if crash.lines else elevel if elevel.lines else trouble
    if not pick.lines:
        return None
    if pick is trouble:
        return Finding(
            "unrecognised-error",
            Severity.WARNING,
            "The log reports a problem tfdoctor does not recognise",
            "tfdoctor found no known cause, so it does not call this log healthy: read the "
            "evidence lines (-v); run `tfdoctor check` to rule out the environment. If it is a "
            "TensorFlow setup problem, please report it so a rule can be added",
            pick.evidence(),
            None,
            {"basis": "words"},
            pick.lines,
        )
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
    trouble = errors.get("trouble", Tally())
    if explained:  # (its header in words too: "Exception in thread Thread-1:")
        kept = Tally()
        for h, c in zip(trouble.hits, trouble.counts, strict=False):
            if not inside(h.line_no):
                kept.add(h, count=c)
        trouble = kept
    # (each hit with the lines it stands for: a big log counts a repeated message once, with
    # its count, and the fast and thorough readings agree: r133-5-002 repeated)
    crash, elevel = Tally(), Tally()
    for h, c in zip(errors["error-level"].hits, errors["error-level"].counts, strict=False):
        elevel.add(h, count=c)
    for h, c in zip(errors["crash"].hits, errors["crash"].counts, strict=False):
        if not inside(h.line_no):
            crash.add(h, count=c)
        elif not explained:
            elevel.add(h, count=c)
    return {"crash": crash, "error-level": elevel, "trouble": trouble}
