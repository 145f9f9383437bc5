"""The format of the ext corpus (tests/data/logs/ext-dev.jsonl; README.md "ext files").

Real logs from public repositories other than tensorflow/tensorflow, labelled from each
thread's resolution before any rule was written. Its held-out third is sealed outside the
repository until it is scored. This file checks the data only (fields, severities, unique
ids, known finding ids, no thread shared with the other corpora); the score floors belong
to the rules that will be written against it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.support.helpers import shared

LOGS = Path(__file__).resolve().parent.parent / "data" / "logs"
EXT_DEV = LOGS / "ext-dev.jsonl"
FINDINGS = LOGS.parents[2] / "docs" / "findings.md"
NEW_IDS = LOGS / "NEW_IDS.md"

FIELDS = ("id", "source", "env", "log", "severity", "fix", "expected_ids", "thread")
SEVERITIES = {"error", "warning", "info"}
ID_RE = re.compile(r"^ext-dev-\d{3}$")
#: a GitHub thread key (owner/repo#N) or a web page address
THREAD_RE = re.compile(r"^([\w.-]+/[\w.-]+#\d+|https?://\S+)$")
KEY_RE = re.compile(r"([\w.-]+/[\w.-]+#\d+)")
MAX_LOG_LINES = 60
MAX_CASES_PER_THREAD = 2


def _load(path: Path) -> list[dict]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def known_ids() -> set[str]:
    """Finding ids documented in docs/findings.md (a heading may name several, "a / b")
    plus the ids proposed for the log corpora in tests/data/logs/NEW_IDS.md."""
    ids: set[str] = set()
    for heading in re.findall(r"^## (.+)$", FINDINGS.read_text(encoding="utf-8"), re.M):
        ids |= set(re.findall(r"\b[a-z0-9]+(?:-[a-z0-9]+)+\b", heading))
    ids |= set(re.findall(r"^\| `([a-z0-9-]+)` \|", NEW_IDS.read_text(encoding="utf-8"), re.M))
    return ids


def problems(case: dict, known: set[str]) -> list[str]:
    """What is wrong with one case of the corpus format (empty when nothing is)."""
    out = []
    if tuple(case) != FIELDS:
        out.append(f"fields {tuple(case)} != {FIELDS}")
        return out
    if not ID_RE.match(str(case["id"])):
        out.append(f"id {case['id']!r}")
    if case["severity"] not in SEVERITIES:
        out.append(f"severity {case['severity']!r}")
    if not isinstance(case["env"], dict):
        out.append("env is not an object")
    log = case["log"]
    if not isinstance(log, str) or not log.strip() or len(log.splitlines()) > MAX_LOG_LINES:
        out.append("log empty or longer than 60 lines")
    for name in ("source", "fix"):
        if not isinstance(case[name], str) or not case[name].strip():
            out.append(f"{name} empty")
    ids = case["expected_ids"]
    if not isinstance(ids, list) or not ids or len(set(ids)) != len(ids):
        out.append(f"expected_ids {ids!r}")
    else:
        out.extend(f"unknown finding id {i!r}" for i in ids if i not in known)
    thread = str(case["thread"])
    if not THREAD_RE.match(thread) or thread.lower().startswith("tensorflow/tensorflow#"):
        out.append(f"thread {thread!r}")
    return out


def test_ext_dev_cases_have_the_corpus_format() -> None:
    cases = _load(EXT_DEV)
    known = known_ids()
    bad = {c.get("id"): problems(c, known) for c in cases}
    assert len(cases) >= 40
    assert not {k: v for k, v in bad.items() if v}


def test_ext_dev_ids_are_unique_and_threads_are_few_cases() -> None:
    cases = _load(EXT_DEV)
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    per_thread: dict[str, int] = {}
    for c in cases:
        per_thread[c["thread"]] = per_thread.get(c["thread"], 0) + 1
    assert max(per_thread.values()) <= MAX_CASES_PER_THREAD


def test_ext_dev_shares_no_thread_with_the_other_corpora() -> None:
    ext = {c["thread"].lower() for c in _load(EXT_DEV)}
    for other in ("dev.jsonl", "heldout.jsonl"):
        theirs = {c["thread"].lower() for c in _load(LOGS / other)}
        assert not ext & theirs, other


def test_ext_dev_shares_no_thread_with_the_shared_cases() -> None:
    text = shared("tf-logs/cases.jsonl").read_text(encoding="utf-8")
    theirs = {k.lower() for k in KEY_RE.findall(text)}
    ext = {c["thread"].lower() for c in _load(EXT_DEV)}
    assert theirs and not ext & theirs


def test_problems_names_each_defect() -> None:
    known = {"cuda-libs-missing"}
    good = {
        "id": "ext-dev-001",
        "source": "github:owner/repo#1",
        "env": {},
        "log": "W dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'",
        "severity": "warning",
        "fix": "install CUDA",
        "expected_ids": ["cuda-libs-missing"],
        "thread": "owner/repo#1",
    }
    assert problems(good, known) == []
    assert problems({**good, "severity": "fatal"}, known) == ["severity 'fatal'"]
    assert problems({**good, "id": "rl-dev-001"}, known) == ["id 'rl-dev-001'"]
    assert problems({**good, "expected_ids": ["nope"]}, known) == ["unknown finding id 'nope'"]
    assert problems({**good, "thread": "tensorflow/tensorflow#1"}, known) == [
        "thread 'tensorflow/tensorflow#1'"
    ]
    assert problems({**good, "log": "x\n" * 61}, known) == ["log empty or longer than 60 lines"]
    missing = {k: v for k, v in good.items() if k != "fix"}
    assert problems(missing, known)[0].startswith("fields")
