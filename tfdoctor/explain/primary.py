"""The traceback that ended the program is the primary event (issue 18 (a)).

Its findings rank first, preceded only by the causes that explain them (explain/causes.py);
notices about a missing GPU, TensorRT, oneDNN or CPU features never outrank it. Its final
exception is always reported: when no rule knows it, as ``unrecognised-error`` (an error),
never dropped because another rule fired elsewhere in the log.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tfdoctor.explain.endings import not_a_failure
from tfdoctor.explain.hits import Tally
from tfdoctor.explain.import_chain import module_from_frame
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.events import EVENT_RULES
from tfdoctor.explain.rules.keras_legacy import backend_explains as _backend_explains
from tfdoctor.explain.traceback import TRUNCATED, Event, Raised
from tfdoctor.model import Finding, Severity

#: Notices a log prints when there is no GPU to use, or about optional parts: they never
#: explain why a program died (issue 18 (a)), so they never outrank its exception. (Not
#: cudnn-missing: TensorFlow loads cuDNN only once it has found a GPU, so a cuDNN that
#: fails to load is a real cause, not the no-GPU notice that a missing libcudart is.)
NOTICE_IDS = frozenset(
    {
        "no-cuda-driver", "cuda-init-failed", "cuda-libs-missing", "no-gpu-device", "devices-no-gpu", "tensorrt-missing", "wsl-libcuda-missing", "container-no-gpu-access",
        "no-gpu-present",
    }
)  # fmt: skip
#: Notices about speed, a training's semantics or a leftover of pip that a program prints and
#: goes on after: never the likeliest cause of an exception no rule knows (a Colab log with
#: pip's "Ignoring invalid distribution -umpy" above an unrelated ValueError leads with the
#: ValueError: the review of rounds 20-24)
NEVER_CAUSE_IDS = frozenset(
    {
        "pip-invalid-distribution-leftover", "sklearn-metric-ill-defined", "keras-plot-model-deps-missing", "tf-interactive-session-already-active", "keras-loss-from-logits-mismatch", "keras-trainable-changed-without-compile", "apple-silicon-optimizer-slow", "keras-callback-slow", "tf-function-retracing", "dataset-cache-partially-read", "cupti-insufficient-privileges", "keras-checkpoint-monitor-unavailable", "keras-input-ran-out-of-data", "keras-lstm-cudnn-criteria-unmet", "keras-estimator-fresh-weights", "keras-weights-skipped-shape-mismatch", "launcher-memory-allocator-missing", "xla-random-seed-ignored", "tflite-delegate-conflict", "auc-trapezoidal-rule-inaccurate", "keras-saved-model-optimizer-not-exported", "pip-scripts-not-on-path", "matplotlib-font-family-not-found", "user-interrupted", "training-loss-stuck", "keras-accuracy-metric-on-regression", "mixed-precision-slow-gpu",
    }
)  # fmt: skip


def event_findings(events: list[Event], ctx: ExplainContext | None) -> list[tuple[int, Finding]]:
    """(line, finding) for each event rule that matches an exception of a kept traceback.
    A rule is tried on each exception of a chain, first to last; its first match counts."""
    ctx = ctx or ExplainContext()
    out: dict[str, tuple[int, Finding]] = {}
    for ev in events:
        for rule in EVENT_RULES:
            for r in ev.chain:
                vals = rule.match(r, ev)
                if vals is None:
                    continue
                frames = [f'  File "{fr.path}", line {fr.line}, in {fr.func}' for fr in r.frames]
                f = rule.build(vals, ctx, tuple([*frames[-2:], r.text[:300]]))
                f = replace(f, values=dict(f.values, exception=r.short_type))
                out[rule.id] = (r.line_no, f)  # a later traceback's match wins
                break
    return list(out.values())


def _ids_on(
    lines: set[int],
    texts: set[str],
    tallies: dict[str, Tally],
    bare: tuple[str, ...] = (),
    start: int = 0,
) -> set[str]:
    """Ids whose rules matched an exception line of the event: by its line number, or (a
    big log counts a repeated message once, at its first line) by its text; an exception
    read without a message (a traceback flattened onto its own line, r35-0-005) by a hit
    whose line opens with its type."""
    squeezed = {"".join(x.split()) for x in texts}  # "Error:msg" as pasted, "Error: msg" as read
    return {
        fid
        for fid, t in tallies.items()
        if t.worst is not None
        and t.worst.severity is not Severity.INFO
        and any(
            h.line_no in lines
            or any(x in "".join(h.text.split()) for x in squeezed)
            or (h.line_no >= start and any(h.text.lstrip().startswith(b) for b in bare))
            # a message-less exception line repeated: a big log counted it once, at its
            # first line (r50-1-011's bare "MemoryError:", the job run three times)
            or any(h.text.strip() == b for b in bare)
            for h in t.hits
        )
    }


# (and Keras's "Exception encountered when calling MyModel.call()." above the op's own
# message: tensorflow/text's tutorial, round 53; Keras 3.15's "could not be deserialized")
_ROOT_ERRORS = re.compile(r"\s*(?:\d+ root error\(s\) found|Exception encountered when calling |<class '[\w.]+'> could not be deserialized properly|Graph execution error:)")  # noqa: E501


def primary_ids(
    event: Event | None, tallies: dict[str, Tally], found: list[tuple[int, Finding]]
) -> tuple[set[str], Raised | None]:
    """The ids the primary event's exceptions were named by, and its final exception when
    nothing names it (it becomes ``unrecognised-error``)."""
    if event is None or event.final is None or not_a_failure(event.final):
        return set(), None
    lines = event.exception_lines
    texts = {f"{r.type}: {r.message}" for r in event.chain if r.message} | {
        r.message for r in event.chain if len(r.message) > 12}  # (TF 1's "X (see above ...):")
    for r in event.chain:
        # TF 2.x's "InvalidArgumentError: 2 root error(s) found." heads the errors it lists
        # on the lines below ("  (0) Invalid argument:  No OpKernel was registered ...",
        # lewagon/data-setup#137): those lines are the exception's message (by their text:
        # a big log names a repeated line once, at its first)
        if _ROOT_ERRORS.match(r.message or ""):
            texts |= {ln.strip() for ln in r.detail.splitlines() if len(ln.strip()) > 24}
    # TF's "in user code:" wrapper: the exception inside it (Raised.text) is the message a rule read
    texts |= {r.text.strip() for r in event.chain if r.text != f"{r.type}: {r.message}" and len(r.text) > 24}
    bare = tuple(f"{r.type}:" for r in event.chain if not r.message and r.type != TRUNCATED)
    texts |= {f'File "{f.path}", line {f.line}, in {f.func}' for r in event.chain if r.type == TRUNCATED for f in r.frames[-1:]}  # noqa: E501  (a paste cut at a frame a rule read: a big log names a repeat once)
    ids = _ids_on(lines, texts, tallies, bare, event.first_line)
    ids |= {f.id for line, f in found if line in lines}
    return ids, (None if ids else event.final)


def unknown_exception(r: Raised) -> Finding:
    if r.type == TRUNCATED:
        last = r.frames[-1].path if r.frames else "?"
        title = f"The log ends inside a traceback (its exception is cut off); last frame: {last}"
    else:
        title = f"The program ended with an error tfdoctor does not recognise: {r.text[:200]}"
    return Finding(
        "unrecognised-error",
        Severity.ERROR,
        title,
        "Read the traceback (-v shows its last frames): the last frame of your own code or "
        "of a package names where it failed; run `tfdoctor check` to rule out the "
        "TensorFlow setup. If it is a setup problem, please report it so a rule can be added",
        tuple(
            [f'  File "{fr.path}", line {fr.line}, in {fr.func}' for fr in r.frames[-3:]]
            + [r.text[:300]]
        ),
        None,
        {"exception": r.short_type, "primary": True},
    )


def as_fatal(f: Finding) -> Finding:
    """A finding named by the exception that ended the program is an error."""
    vals = dict(f.values, primary=True)
    return replace(f, severity=Severity.ERROR, values=vals)


def causes_of_unknown(ordered: list[tuple[int, Finding]], exception: str = "") -> set[str]:
    """An exception no rule knows, in a log that names a problem which is not a notice (an
    invalid PTX for this GPU, a driver too old): that problem is its likeliest cause. pip's
    leftover folder is one when the exception is about that very package ("-ensorflow"
    above "No module named 'tensorflow.python'": the review of bf15252)."""
    return {  # (Keras 2 on Theano: a note that explains a crash, explain/rules/keras_legacy.py)
        f.id for _, f in ordered
        if (f.severity is not Severity.INFO or _backend_explains(f, exception))
        and (f.id not in NOTICE_IDS or f.values.get("raised_by_loader") or f.values.get("fork"))  # (runtime_words.py)
        and (f.id not in NEVER_CAUSE_IDS or _leftover_of(f, exception))
    }


def _leftover_of(f: Finding, exception: str) -> bool:
    """The notice names what the exception is about: pip's "-ensorflow" above "No module
    named 'tensorflow.python'", ModelCheckpoint's "val_loss" above "KeyError: 'val_loss'"
    (the review of e622069)."""
    key = _NAMES_ITS_SUBJECT.get(f.id)
    name = str(f.values.get(key) or "").lstrip("-~") if key else ""
    return len(name) >= 3 and name in exception


#: the value of a notice that names what it is about, when an exception may be about it too
_NAMES_ITS_SUBJECT = {
    "pip-invalid-distribution-leftover": "name",
    "keras-checkpoint-monitor-unavailable": "metric",
}


_IMPORT_HOOK = re.compile(r"pydev_import_hook\.py$|importlib[\\/](?:_bootstrap(?:_external)?|__init__)\.py$|^<frozen importlib|[\\/]imp\.py$")
_IMPORT_SRC = re.compile(r"^(?:from\s+(?P<from>[\w.]+)\s+import\b|import\s+(?P<imp>[\w.]+))")


def reconstructed(ev: Event) -> str | None:
    """The exception line a paste cut off, where the log still says it: Jupyter's header
    ("ModuleNotFoundError   Traceback ...") and the import the last frame stopped at
    ("---> 33 from keras.engine import training", ZFTurbo/classification_models_3D#16).
    The table then reads it as it reads a whole one."""
    r = ev.final
    if (
        r is not None and r.short_type == "ImportError" and r.frames
        and "pywrap_tensorflow" in r.frames[-1].path and not r.message.strip()
    ):
        # TF 1.x's pywrap_tensorflow.py re-raises with the inner traceback in its message,
        # "ImportError: Traceback (most recent call last):", and ends it with the summary a
        # paste may cut off (tensorflow/tensorflow#10073: cut before "libcuda.so.1"); on
        # Windows every such failure is "DLL load failed" (tensorflow#40220's shape)
        if "\\" in r.frames[-1].path:
            return "ImportError: DLL load failed while importing _pywrap_tensorflow_internal"
        return "ImportError: Failed to load the native TensorFlow runtime."
    for key in ev.chain:
        # the op registry's own KeyError, its NotFoundError cut off by the paste (tensorflow/
        # tensorflow#35402: "KeyError: 'SentencepieceOp'" in ops.py _get_op_def, under Jupyter's
        # header; TF 1.x's import_graph_def, py2's u'': "KeyError: u'TensorArrayV3'", ros_tensorflow#1)
        in_registry = key.frames and key.frames[-1].func in ("_get_op_def", "import_graph_def", "_RemoveDefaultAttrs")
        cut_under_header = key is ev.chain[-1] and ev.header == "NotFoundError"
        if key.short_type == "KeyError" and (in_registry or cut_under_header):
            op = key.message.strip().removeprefix("u").strip("'\"")
            if re.fullmatch(r"[A-Z]\w+", op):
                return f"NotFoundError: Op type not registered '{op}' in binary"
    named = module_from_frame(r, _IMPORT_SRC)
    if named:
        return named
    if r is None or r.type != TRUNCATED or not r.frames:
        return None
    path = next((f.path for f in reversed(r.frames) if not _IMPORT_HOOK.search(f.path)), "")  # (imp.py's load_dynamic)
    if "pywrap_tensorflow" in path:
        # cut inside TensorFlow's loading of its native library: that load failed
        # (vanvalenlab/kiosk-console#90, a GPU container started without the GPU); on
        # Windows Python words every such failure "DLL load failed"
        if "\\" in path:
            return "ImportError: DLL load failed while importing _pywrap_tensorflow_internal"
        return "ImportError: Failed to load the native TensorFlow runtime."
    frames = list(r.frames)
    hooks = 0
    while len(frames) > 1 and _IMPORT_HOOK.search(frames[-1].path):
        frames.pop()  # an IDE's or importlib's own frames between the import and the cut
        hooks += 1
    if ev.header != "ModuleNotFoundError" and not hooks:
        return None
    m = _IMPORT_SRC.match(frames[-1].source.strip())
    if m is None:
        return None
    # (only the import machinery's frames after the import: the module's own code never ran,
    # it was not found; keras-team/keras#18593, PyCharm's hook under "import keras.engine")
    return f"ModuleNotFoundError: No module named '{m.group('from') or m.group('imp')}'"


def cut_owner_yields(
    event: Event | None, primary: set[str], ordered: list[tuple[int, Finding]], events: set[str]
) -> tuple[set[str], list[tuple[int, Finding]]]:
    """A traceback the paste cut off names only where it stopped (a companion's import):
    an error line of the log that names a cause is the better answer (scikit-hep/pyhf#1683:
    "Cannot register 2 metrics with the same name: /tensorflow/api/keras/optimizers" above a
    traceback cut inside tensorflow_probability's import: Keras 2.7 under TF 2.6). The
    owner's finding then stays as a line of the cause's evidence."""
    if (
        event is None or event.final is None or event.final.type != TRUNCATED
        or not primary or not primary <= events
    ):
        return primary, ordered
    lines = [(line, f) for line, f in ordered if f.id not in events]
    # an error line only: a warning (a slow callback, a skipped file) never takes over
    causes = {c for c in causes_of_unknown(lines)
              if any(f.id == c and f.severity is Severity.ERROR for _, f in lines)}
    if not causes:
        return primary, ordered
    owner = [f for _, f in ordered if f.id in primary]
    note = tuple(f"(the traceback stops inside: {f.title})" for f in owner)
    return causes, [
        (line, replace(f, evidence=f.evidence + note) if f.id in causes else f)
        for line, f in ordered
        if f.id not in primary
    ]
