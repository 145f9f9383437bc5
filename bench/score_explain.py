"""Score ``explain`` on a labelled log corpus (JSONL, the fields of tf-logs/cases.jsonl).

    python -m bench.score_explain tests/data/logs/dev.jsonl [-v]

Top-1: the FIRST finding explain ranks is one of the case's ``expected_ids``, and for an
info case no error/warning ranks first. "Errors called healthy": a case of severity
error/warning whose first finding is info, or that gets no finding at all (the worst
mistake this tool can make).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from tfdoctor.explain.engine import explain_text


@dataclass(frozen=True)
class Score:
    total: int
    top1: int
    called_healthy: int
    misses: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]
    healthy_ids: tuple[str, ...]

    @property
    def top1_rate(self) -> float:
        return self.top1 / self.total if self.total else 0.0


def load_cases(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8")
    return [json.loads(ln) for ln in text.splitlines() if ln.strip()]


def top1_ok(case: dict, ids: list[str], severities: list[str]) -> bool:
    if case["severity"] == "info" and "healthy" in case["expected_ids"]:
        # a gatherer's "healthy" (nothing to name) is met by no finding or only info ones
        if all(s == "info" for s in severities):
            return True
    if not ids or ids[0] not in case["expected_ids"]:
        return False
    return not (case["severity"] == "info" and severities[0] != "info")


def score(cases: list[dict]) -> Score:
    top1 = healthy = 0
    misses, healthy_ids = [], []
    for c in cases:
        found = explain_text(c["log"])
        ids = [f.id for f in found]
        sev = [f.severity.value for f in found]
        if top1_ok(c, ids, sev):
            top1 += 1
        else:
            misses.append((c["id"], c["severity"], tuple(c["expected_ids"]), tuple(ids)))
        if c["severity"] in ("error", "warning") and (not found or sev[0] == "info"):
            healthy += 1
            healthy_ids.append(c["id"])
    return Score(len(cases), top1, healthy, tuple(misses), tuple(healthy_ids))


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m bench.score_explain FILE.jsonl", file=sys.stderr)
        return 2
    s = score(load_cases(Path(argv[0])))
    print(f"cases: {s.total}")
    print(f"top-1: {s.top1}/{s.total} = {s.top1_rate:.1%}")
    print(f"errors called healthy: {s.called_healthy} {list(s.healthy_ids)}")
    print("misses (id, severity, expected -> got):")
    for cid, sev, want, got in s.misses:
        print(f"  {cid} [{sev}] {'|'.join(want)} -> {', '.join(got) or '(none)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
