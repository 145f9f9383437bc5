"""Root causes before symptoms: which findings explain which, and how findings are ranked.

A log that shows a cause prints its symptoms too: a driver too old for the CUDA in use
makes ``cuInit`` fail and cuDNN fail to start (localminimum/QANet#5: "could not create cudnn
handle" beside "possibly insufficient driver version"); a GPU below the build's minimum
compute capability leaves no GPU device. Users read the first finding, so the cause must
come first. The table is data: ``CAUSES[cause]`` lists the symptom ids it explains (explain/cause_table.py).

Ranking (``rank``): most severe first, where a present cause takes the severity of the
worst symptom it explains; within a severity, causes of other findings first, symptoms
last; among info findings, what a user may act on (TensorRT for TF-TRT users, no GPU present)
before pure noise (oneDNN, CPU features); then log order. The cause carries its symptoms'
lines as evidence; each symptom stays listed with ``values["explained_by"]``.
"""

from __future__ import annotations

from dataclasses import replace

from tfdoctor.explain.cause_table import (  # (CAUSES re-exported: the table is data)
    CAUSES,
    GPU_START,
)
from tfdoctor.explain.hits import MAX_EVIDENCE
from tfdoctor.model import Finding, Severity

#: Findings that say how a program ended, not why: a cause named beside one of them, of the
#: same severity, ranks first (a cuDNN mismatch, then the segmentation fault it caused:
#: ext6-dev-010; a protobuf clash, then the abort: ext5-ho-032).
GENERIC_IDS = frozenset({
    "tensorflow-crashed", "python-module-missing", "source-build-failed",
    # notes that never explain the rest: a user's interrupt, pip's PATH note, a font fallback
    "user-interrupted", "pip-scripts-not-on-path", "matplotlib-font-family-not-found",
    # variables without gradients (often an unused head, a pooler) beside a loss gone NaN
    # (rohan-paul's Longformer notebook, round 101: the NaN came from a learning rate of 0.01)
    "gradients-missing-for-variables",
})  # fmt: skip

#: Info findings, what matters to the user first; unlisted info ids rank with the last
#: (a deprecation note), in log order.
INFO_PRIORITY: tuple[str, ...] = (
    "tensorrt-missing",  # a real gap for TF-TRT users
    "no-gpu-present",
    "benign-gpu-timer-delay-kernel",
    "benign-grappler-layout",
    "benign-numa",
    "benign-factory-registration",
    "benign-cpu-features",
    "benign-onednn",
    "benign-absl-log-init",
    "benign-ignored-finalizer",
    "benign-hadoop-filesystem",
    "benign-allow-growth-override",
    "benign-tftrt-notice",
    "benign-saved-model-notice",
    "benign-checkpoint-partial-restore",
    "benign-keras-notice",
    "benign-keras-autocast",
    "benign-compiletime-version-warning",  # which Python TF was built for, before a FutureWarning
    "benign-deprecation-warning",
)


#: a cause the log only warns of explains less: the allocator's "Allocation of N exceeds 10%
#: of free system memory" foretells the OOM killer's "Killed", not an abort (r35-0-003: a
#: cuDNN that did not start, then "Check failed: ... GetConvolveAlgorithms", Aborted)
#: (and a NumPy only warned of, SciPy's range or TF 1's FutureWarning, explains no import
#: failure: the review of 5487c8c..)
WARNED_EXPLAINS: dict[str, tuple[str, ...]] = {
    "host-out-of-memory": ("process-killed-oom",),
    # a companion's warning that went on (tensorflow-io's plugins, TF-DF's ops) explains no
    # error of the program's own (the review of f70742b: tf.placeholder after tensorflow-io's
    # plugin warning is TF 1 code, not tensorflow-io)
    "ecosystem-import-failed": (),
    # an older cuBLAS lacking one symbol, which TF logs and goes on: it explains cuBLAS's own
    # failure only, never a missing library or an empty GPU list (the review of c6d5b5b)
    "cuda-version-mismatch": ("cublas-init-failed",),
    "numpy-version-unsupported": (),
    # XLA's note that the driver is older than its ptxas (a warning: compiling is slower)
    # explains no GPU failure; an error-level driver-too-old still does (the review of 105d4fb)
    "driver-too-old": (),
    # a card TF only ignores ("Ignoring visible gpu device", often a second, display GPU)
    # explains no missing CUDA library: only the error-level old-GPU lines do
    "compute-capability-unsupported": GPU_START + ("ptx-jit-compilation",),
}


def explained_by(present: set[str], warned: frozenset[str] = frozenset()) -> dict[str, str]:
    """symptom id -> the present cause that explains it (the deepest cause wins: when a
    cause is itself explained, its symptoms are credited to the cause above it). ``warned``:
    causes present only as a warning (WARNED_EXPLAINS says what they still explain)."""
    direct: dict[str, str] = {}
    for cause, symptoms in CAUSES.items():
        if cause not in present:
            continue
        if cause in warned:
            symptoms = WARNED_EXPLAINS.get(cause, symptoms)
        for s in symptoms:
            if s in present and s != cause:
                direct.setdefault(s, cause)

    def root(fid: str, seen: tuple[str, ...] = ()) -> str:
        up = direct.get(fid)
        return fid if up is None or up in seen else root(up, seen + (fid,))

    return {s: root(c) for s, c in direct.items()}


def _merge_evidence(cause: Finding, symptoms: list[Finding]) -> tuple[str, ...]:
    ev = list(cause.evidence)
    for s in symptoms:
        for line in s.evidence[:2]:  # the symptom's first lines: enough to show the link
            if line not in ev and not line.startswith("..."):
                ev.append(line)
    return tuple(ev[: MAX_EVIDENCE * 2])


def rank(findings: list[tuple[int, Finding]], primary: set[str] | frozenset = frozenset()) -> list[Finding]:
    """Order (first line, finding) pairs as users should read them (see module doc).
    ``primary``: the ids that named the exception that ended the program
    (explain/primary.py): they and the causes that explain them come first."""
    by_id = {f.id: (line, f) for line, f in findings}
    warned = frozenset(
        f.id for _, f in findings if f.id in WARNED_EXPLAINS and f.severity is Severity.WARNING
    )
    links = explained_by(set(by_id), warned)
    first = set(primary) | {links[p] for p in primary if p in links}
    out: dict[str, tuple[int, Finding]] = dict(by_id)
    for cause in {c for c in links.values()}:
        line, f = by_id[cause]
        symptoms = [by_id[s][1] for s, c in links.items() if c == cause]
        worst = min([f.severity, *(s.severity for s in symptoms)], key=lambda sv: sv.rank)
        vals = dict(f.values, explains=sorted(s.id for s in symptoms))
        out[cause] = (
            line,
            replace(f, severity=worst, evidence=_merge_evidence(f, symptoms), values=vals),
        )
    for s, cause in links.items():
        line, f = by_id[s]
        out[s] = (line, replace(f, values=dict(f.values, explained_by=cause)))

    causes = set(links.values())

    def key(item: tuple[int, Finding]) -> tuple[bool, int, bool, bool, bool, bool, int, int]:
        line, f = item
        info = INFO_PRIORITY.index(f.id) if f.id in INFO_PRIORITY else len(INFO_PRIORITY) - 1
        # (a deprecation note, the most generic, after a notice that names what happened:
        # sayakpaul/MLP-Mixer-CIFAR10#2's auto-sharding fallback above a "Sets are not ...")
        return (
            f.id not in first,
            f.severity.rank,
            bool(f.values.get("notice_last")),  # (explain/notices_cpu.py)
            f.id in GENERIC_IDS,
            f.id in links,  # a symptom after everything of its severity
            f.id not in causes,  # a cause of what is in the log before a lone finding
            info if f.severity is Severity.INFO else 0,
            line,
        )

    return [f for _, f in sorted(out.values(), key=key)]
