"""explain on real logs nobody wrote rules from: the dev corpus (tests/data/logs/README.md).

The floor is the figure reached on the dev set (bench/README.md records it with the
baseline); a rule change that loses a case fails here.
"""

from __future__ import annotations

from pathlib import Path

from bench.score_explain import load_cases, score, top1_ok

DEV = Path(__file__).resolve().parent.parent / "data" / "logs" / "dev.jsonl"
#: reached on dev (baseline before issue 10's rules: 70/115, 28 errors called healthy)
DEV_TOP1_FLOOR = 112
DEV_HEALTHY_CEILING = 0


def test_dev_top1_at_least_recorded() -> None:
    s = score(load_cases(DEV))
    assert s.total == 115
    assert s.top1 >= DEV_TOP1_FLOOR, s.misses
    assert s.called_healthy <= DEV_HEALTHY_CEILING, s.healthy_ids


def test_top1_rule() -> None:
    case = {"expected_ids": ["benign-numa"], "severity": "info"}
    assert top1_ok(case, ["benign-numa"], ["info"])
    assert not top1_ok(case, ["benign-numa"], ["warning"])
    assert not top1_ok(case, ["cuda-init-failed", "benign-numa"], ["error", "info"])
    assert not top1_ok(case, [], [])
