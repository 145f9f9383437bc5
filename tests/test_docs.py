"""Every finding id the code can emit is documented, once, in docs/findings.md."""

import re
from pathlib import Path

from tfdoctor.explain.rules import RULE_IDS

REPO = Path(__file__).resolve().parent.parent


def code_ids() -> set[str]:
    ids = set(RULE_IDS)
    for p in (REPO / "tfdoctor").rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        ids |= set(re.findall(r'(?:Finding|\b_finding)\(\s*\n?\s*"([a-z0-9-]+)"', text))
    return ids


def test_every_finding_id_is_documented_once():
    doc = (REPO / "docs" / "findings.md").read_text(encoding="utf-8")
    heads = [
        fid.strip(" `")
        for line in re.findall(r"^## (.+)$", doc, re.M)
        for fid in line.split(" / ")  # "## a / b / c": one section for related ids
    ]
    dups = sorted({h for h in heads if heads.count(h) > 1})
    assert not dups, f"documented twice: {dups}"
    missing = sorted(code_ids() - set(heads))
    assert not missing, f"finding ids without a section in docs/findings.md: {missing}"


def test_ids_are_kebab_case():
    for fid in code_ids():
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", fid), fid
