"""Judging: probe facts + matrix -> ordered findings.

The rules are ordered tables of small functions (judge/rules/: python, gpu, libraries). A rule that
raises is contained as one finding, like a crashing probe; the rest still run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.ecosystem import RULES as ECOSYSTEM_RULES
from tfdoctor.judge.rules.gencode import RULES as GENCODE_RULES
from tfdoctor.judge.rules.gpu import RULES as GPU_RULES
from tfdoctor.judge.rules.intent import RULES as INTENT_RULES
from tfdoctor.judge.rules.kernel import RULES as KERNEL_RULES
from tfdoctor.judge.rules.kernel import blame_kernel_for_gpu
from tfdoctor.judge.rules.origins import RULES as ORIGIN_RULES
from tfdoctor.judge.rules.origins import defer_to_pythonpath
from tfdoctor.judge.rules.python import RULES as PYTHON_RULES
from tfdoctor.judge.rules.requirements import RULES as REQUIREMENT_RULES
from tfdoctor.model import Finding, Severity, dedupe_findings, sort_findings
from tfdoctor.records import replace

Rule = Callable[[Facts], list[Finding]]
#: Requirements after the Python rules: for numpy/keras the matrix's own finding (same id)
#: wins the dedupe; the METADATA pins judge everything else, and numpy/keras of releases
#: newer than the matrix.
RULES: tuple[Rule, ...] = (
    ORIGIN_RULES
    + PYTHON_RULES
    + GENCODE_RULES  # an import that raises before TF's own pins (same id, error)
    + REQUIREMENT_RULES
    + GPU_RULES
    + INTENT_RULES
    + ECOSYSTEM_RULES
    + KERNEL_RULES
)

#: Findings that say *that* something failed, not *why*: within a severity they come after
#: every specific cause found beside them (issue 15 f: TF 2.15 + NumPy 2 is
#: numpy-abi-mismatch first, then "import tensorflow fails").
#: A crash (tensorflow-crashed) or a GPU TensorFlow does not list is a symptom too: a
#: setting that makes TF abort (TF_DETERMINISTIC_OPS=maybe: SIGABRT) or hides the GPUs
#: (CUDA_VISIBLE_DEVICES=-1) is named first (issue 19 e).
GENERIC_IDS = frozenset(
    {
        "tensorflow-import-failed",
        "tensorflow-probe-failed",
        "unrecognised-error",
        "tensorflow-crashed",
        "gpu-not-visible-to-tensorflow",
        # says *that* the fit failed; a shadowing keras.py, a legacy flag without tf-keras,
        # a backend say why (the realenv tier's w15)
        "keras-fit-failed",
    }
)

#: Log finding ids that only mean something when there is a GPU to use. On a machine
#: with no NVIDIA driver a CUDA build of TensorFlow prints them at every start
#: ("Could not find cuda drivers on your machine, GPU will not be used"): expected.
GPU_ONLY_LOG_IDS = frozenset(
    {
        "no-cuda-driver",
        "cuda-init-failed",
        "cuda-libs-missing",
        "cudnn-missing",
        "no-gpu-device",
        "devices-no-gpu",  # the log's own code printing an empty GPU list (explain)
        "tensorrt-missing",
        "wsl-libcuda-missing",
        "container-no-gpu-access",  # /dev/nvidia0 missing: no GPU here (explain, issue 10)
    }
)


def causes_first(findings: Iterable[Finding]) -> list[Finding]:
    """Most severe first; within a severity the specific causes before GENERIC_IDS."""
    ordered = sort_findings(list(findings))
    return sorted(ordered, key=lambda f: (f.severity.rank, f.id in GENERIC_IDS))


def run_rules(facts: Facts, rules: Iterable[Rule] = RULES) -> list[Finding]:
    out: list[Finding] = []
    for rule in rules:
        try:
            out.extend(rule(facts))
        except Exception as exc:  # contained: one finding, the report goes on
            import traceback  # only for a rule's bug (with textwrap, ~1 ms to import)

            out.append(
                Finding(
                    "rule-crashed",
                    Severity.WARNING,
                    f"The check `{rule.__name__}` crashed; its verdict is missing",
                    "This is a bug in tfdoctor: please report it with `tfdoctor check -v --json`.",
                    (f"{type(exc).__name__}: {exc}", traceback.format_exc(limit=3)[-500:]),
                    values={"rule": rule.__name__},
                )
            )
    return out


def demote_gpu_only(findings: Iterable[Finding], why: str) -> list[Finding]:
    """GPU-stack complaints from TensorFlow's log, as notes: there is no GPU to use."""
    out = []
    for f in findings:
        if f.id in GPU_ONLY_LOG_IDS and f.severity is not Severity.INFO:
            f = replace(f, severity=Severity.INFO, title=f"{f.title} ({why})")
        out.append(f)
    return out


def contextualise_log_findings(facts: Facts, findings: list[Finding]) -> list[Finding]:
    """Demote GPU-stack complaints from TensorFlow's log on a machine without a GPU."""
    if facts.gpu_present:
        return findings
    if facts.target:
        # judged for the described machine: this one's TensorFlow log is about this one
        return demote_gpu_only(findings, "expected: this machine is not the described one")
    if facts.driver_state not in ("no-driver", None):
        return findings
    return demote_gpu_only(findings, "expected: this machine has no NVIDIA driver")


def diagnose(
    facts: Facts,
    probe_findings: Iterable[Finding] = (),
    log_findings: Iterable[Finding] = (),
) -> list[Finding]:
    """All findings, most severe first, one per id (rules are ordered specific first)."""
    combined = list(probe_findings) + run_rules(facts)
    combined += contextualise_log_findings(facts, list(log_findings))
    combined = blame_kernel_for_gpu(facts, combined)  # a kernel holding the GPU explains them
    return causes_first(defer_to_pythonpath(sort_findings(dedupe_findings(combined))))
