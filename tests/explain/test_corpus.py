"""explain on real logs: the dev corpus and the held-out corpus (tests/data/logs/README.md).

The floors are the figures recorded in bench/README.md; a rule change that loses a case
fails here. The held-out set (57 logs from 57 threads, split from dev by thread with a
seeded shuffle) was sealed while issue 10's rules were written and first scored after
they were merged: 45/57. Do not tune rules on it; a later round adds fresh held-out logs.
"""

from __future__ import annotations

from pathlib import Path

from bench.score_explain import load_cases, score, top1_ok

DEV = Path(__file__).resolve().parent.parent / "data" / "logs" / "dev.jsonl"
HELDOUT = DEV.with_name("heldout.jsonl")
#: first score on the sealed held-out set (baseline engine of 01ba323: 34/57, 13 called healthy)
#: was 45/57 with 6 called healthy; the set is spent, and after the 2026-11-23 round that used
#: its misses as dev material (issue 18): 54/57, 0 called healthy
HELDOUT_TOP1_FLOOR = 54
HELDOUT_HEALTHY_CEILING = 0
#: reached on dev (baseline before issue 10's rules: 70/115, 28 errors called healthy)
DEV_TOP1_FLOOR = 112
DEV_HEALTHY_CEILING = 0


def test_dev_top1_at_least_recorded() -> None:
    s = score(load_cases(DEV))
    assert s.total == 115
    assert s.top1 >= DEV_TOP1_FLOOR, s.misses
    assert s.called_healthy <= DEV_HEALTHY_CEILING, s.healthy_ids


def test_heldout_top1_at_least_recorded() -> None:
    s = score(load_cases(HELDOUT))
    assert s.total == 57
    assert s.top1 >= HELDOUT_TOP1_FLOOR, s.misses
    assert s.called_healthy <= HELDOUT_HEALTHY_CEILING, s.healthy_ids


def test_dev_and_heldout_share_no_thread() -> None:
    dev = {c["thread"] for c in load_cases(DEV)}
    held = {c["thread"] for c in load_cases(HELDOUT)}
    assert dev and held and not dev & held


def test_top1_rule() -> None:
    case = {"expected_ids": ["benign-numa"], "severity": "info"}
    assert top1_ok(case, ["benign-numa"], ["info"])
    assert not top1_ok(case, ["benign-numa"], ["warning"])
    assert not top1_ok(case, ["cuda-init-failed", "benign-numa"], ["error", "info"])
    assert not top1_ok(case, [], [])


#: issue 18's corpus from other repositories than tensorflow/tensorflow (README "ext files"):
#: main before issue 18's rules scored 31/54 with 5 errors called healthy
EXT_DEV = DEV.with_name("ext-dev.jsonl")
EXT_DEV_TOP1_FLOOR = 53
EXT_DEV_HEALTHY_CEILING = 0


def test_ext_dev_top1_at_least_recorded() -> None:
    s = score(load_cases(EXT_DEV))
    assert s.total == 54
    assert s.top1 >= EXT_DEV_TOP1_FLOOR, s.misses
    assert s.called_healthy <= EXT_DEV_HEALTHY_CEILING, s.healthy_ids


#: the sealed part of issue 18's corpus, scored once after the rules were merged (19/26, 0
#: called healthy; main before issue 18: 14/26, 2 called healthy). Spent since: its 7 misses
#: were dev material for the next round (26/26); fresh held-out logs score the rules now
EXT_HELDOUT = DEV.with_name("ext-heldout.jsonl")
EXT_HELDOUT_TOP1_FLOOR = 26
EXT_HELDOUT_HEALTHY_CEILING = 0


def test_ext_heldout_top1_at_least_recorded() -> None:
    s = score(load_cases(EXT_HELDOUT))
    assert s.total == 26
    assert s.top1 >= EXT_HELDOUT_TOP1_FLOOR, s.misses
    assert s.called_healthy <= EXT_HELDOUT_HEALTHY_CEILING, s.healthy_ids


def test_ext_dev_and_ext_heldout_share_no_thread() -> None:
    dev = {c["thread"] for c in load_cases(EXT_DEV)}
    held = {c["thread"] for c in load_cases(EXT_HELDOUT)}
    assert dev and held and not dev & held


#: the second round from other repositories (2026-11-23, 60 threads, split 20/40 by thread
#: with random.Random(20261124)): its dev part, read while writing rules (before: 16/20, 2
#: called healthy)
EXT2_DEV = DEV.with_name("ext2-dev.jsonl")
EXT2_DEV_TOP1_FLOOR = 18


def test_ext2_dev_top1_at_least_recorded() -> None:
    s = score(load_cases(EXT2_DEV))
    assert s.total == 20
    assert s.top1 >= EXT2_DEV_TOP1_FLOOR, s.misses
    assert s.called_healthy == 0, s.healthy_ids


#: its sealed part (40 threads), kept outside the repository while the rules above were
#: written and scored once: 29/40 = 72.5% with 3 errors called healthy (the session's start,
#: 14ae71a: 26/40, 4). Spent since: its misses were dev material for the rules after it
#: (40/40); the next held-out score needs fresh logs.
EXT2_HELDOUT = DEV.with_name("ext2-heldout.jsonl")
EXT2_HELDOUT_TOP1_FLOOR = 40


def test_ext2_heldout_top1_at_least_recorded() -> None:
    s = score(load_cases(EXT2_HELDOUT))
    assert s.total == 40
    assert s.top1 >= EXT2_HELDOUT_TOP1_FLOOR, s.misses
    assert s.called_healthy == 0, s.healthy_ids


def test_ext2_dev_and_heldout_share_no_thread_with_any_other_file() -> None:
    files = sorted(DEV.parent.glob("*.jsonl"))
    seen: dict[str, str] = {}
    for path in files:
        for case in load_cases(path):
            assert case["thread"] not in seen or seen[case["thread"]] == path.name, case["id"]
            seen[case["thread"]] = path.name
