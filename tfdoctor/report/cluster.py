"""The cluster section of smoke-train --strategy multi-worker's text report.

Every worker shows its own result; the chief (task 0 of "worker", or "chief") shows the
whole cluster: workers, devices per worker, steps/s, and whether losses and final
weights agree.
"""

from __future__ import annotations

from typing import Any

from tfdoctor.report.console import Console


def render_cluster(con: Console, cluster: dict[str, Any]) -> None:
    if not cluster.get("source"):
        return
    con.line("")
    role = "chief" if cluster.get("chief") else "worker"
    con.line(con.style(f"Cluster ({cluster['source']}, {cluster.get('size', '?')} tasks)", "bold"))
    con.line(f"    this task: {cluster.get('task')} at {cluster.get('address')} ({role})")
    if "workers" not in cluster:
        return
    rows = cluster.get("per_worker") or []
    if cluster.get("chief"):
        con.line(
            f"    workers: {cluster['workers']}  devices per worker: "
            f"{', '.join(str(n) for n in cluster.get('devices_per_worker', []))}"
        )
        for r in rows:
            con.line(
                f"    worker rank {int(r['rank'])}: {int(r['local_replicas'])} device(s), "
                f"{float(r['steps_per_second']):.2f} steps/s, loss {float(r['loss']):.4f}"
            )
        loss = "agree" if cluster.get("loss_agreement") else "DIFFER"
        weights = "agree" if cluster.get("weights_agree") else "DIFFER"
        con.line(
            f"    loss across workers: {loss} (relative spread "
            f"{cluster.get('loss_relative_spread', 0):.1e}); final weights: {weights} "
            f"(relative spread {cluster.get('weight_relative_spread', 0):.1e})"
        )
    else:
        for r in rows:
            con.line(
                f"    this worker: {int(r['local_replicas'])} device(s), "
                f"{float(r['steps_per_second']):.2f} steps/s, loss {float(r['loss']):.4f}"
            )
        con.line(f"    {cluster['workers']} workers trained; the chief prints the whole")
