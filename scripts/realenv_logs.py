"""Store the real-environment tier's failing programs' output as explain's oracle (issue 18 (d)).

    python scripts/realenv_logs.py bench/out/realenv.jsonl     # rows a tier run recorded

For every broken or inconsistent scenario of the run, writes
``tests/data/realenv-logs/<id>.log``: the output of the first truth probe that failed
(stderr of ``import tensorflow``, the tf.keras fit or the user's code, exactly as the user
sees it; ``pip check``'s stdout where only it failed), and merges an entry into
``index.json`` beside it: which probe failed, check's first error and the culprit it names,
the culprit the source thread blames, explain's first finding at capture time, and the ids
the scenario expects.

The one change made to a log: this machine's paths (the venv's folder, the home folder,
the checkout) become neutral ones (``/home/user/venvs/<venv>``, ``/home/user``,
``/home/user/project``), so the repository holds no path of the machine that made it;
the frames keep their ``site-packages/<package>/`` shape. Nothing else is edited.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "realenv-logs"
ROOT = Path(os.environ.get("TFDOCTOR_REALENV_DIR", Path.home() / ".cache" / "tfdoctor-realenv"))


def neutral(text: str) -> str:
    """The log with this machine's folders replaced by neutral ones (longest first)."""
    text = text.replace(str(ROOT / "work") + "/", "/home/user/project/")
    text = text.replace(str(ROOT) + "/", "/home/user/venvs/")
    text = text.replace(str(REPO), "/home/user/project")
    return text.replace(str(Path.home()), "/home/user")


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    sys.path.insert(0, str(REPO))
    from tests.realenv.harness import CULPRIT_OF_ID
    from tests.realenv.scenarios import by_id

    OUT.mkdir(parents=True, exist_ok=True)
    index_path = OUT / "index.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {"scenarios": []}
    entries = {e["id"]: e for e in index["scenarios"]}
    rows = [json.loads(line) for line in Path(argv[0]).read_text().splitlines() if line]
    for r in rows:
        if r.get("truth") not in ("broken", "inconsistent") or not r.get("log"):
            continue
        s = by_id(r["id"])
        (OUT / f"{r['id']}.log").write_text(neutral(r["log"]), encoding="utf-8")
        entries[r["id"]] = {
            "id": r["id"],
            "source": s.get("source"),
            "truth": r["truth"],
            "probe_failed": r.get("probe_failed"),
            "log": f"{r['id']}.log",
            "tf_imports": r.get("tf_imports"),
            "tf_shown": r.get("tf_shown"),
            "check_first_error": r.get("first_error"),
            # rows recorded before an id joined CULPRIT_OF_ID get it here
            "check_culprit": r.get("check_culprit") or CULPRIT_OF_ID.get(r.get("first_error")),
            "culprit": s.get("culprit"),
            "explain_first_at_capture": r.get("explain_first"),
            "expect": s.get("expect") or s.get("warn") or [],
            "captured": dt.date.today().isoformat(),
        }
    index["scenarios"] = sorted(entries.values(), key=lambda e: e["id"])
    index_path.write_text(json.dumps(index, indent=1) + "\n", encoding="utf-8")
    print(f"{len(index['scenarios'])} logs indexed in {index_path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
