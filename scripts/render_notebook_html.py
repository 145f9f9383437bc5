"""Run `%load_ext tfdoctor` + `%tfdoctor check` in a real Jupyter kernel and screenshot
the HTML the notebook displays, in headless Chromium (issue 20).

    python scripts/render_notebook_html.py                      # docs/img/notebook-check.png
    python scripts/render_notebook_html.py --no-runtime --out /tmp/check.png
    python scripts/render_notebook_html.py --html-only /tmp/check.html

The kernel is ipykernel's `python3` for this interpreter (nbclient runs the cells); the
page is the cell's own text/html output, framed by a plain page that shows the cell's
input line, like a notebook does (not JupyterLab's own stylesheet). Chromium: Debian's
`chromium` package (apt-get install chromium).
"""

from __future__ import annotations

import argparse
import html
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>tfdoctor in a notebook</title></head>
<body style="margin: 16px; background: #ffffff; color: #1f2328">
<div style="font-family: monospace; font-size: 13px; color: #57606a">[1]:</div>
<pre style="background: #f6f8fa; border: 1px solid #d0d7de; padding: 6px 10px; margin: 2px 0 10px 0;
font-size: 13px">{source}</pre>
{output}
</body></html>
"""


def run_notebook(cells: list[str], timeout: int = 600) -> list:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    NotebookClient(nb, timeout=timeout, kernel_name="python3").execute()
    return nb.cells


def html_output(cell) -> str:
    for out in cell.outputs:
        data = out.get("data") or {}
        if "text/html" in data:
            return data["text/html"]
    raise SystemExit(f"no text/html output in {cell.source!r}: {cell.outputs}")


def screenshot(page: Path, png: Path, size: str = "1200,900") -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("chromium not found: apt-get update && apt-get install -y chromium")
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                f"--user-data-dir={profile}",
                f"--screenshot={png}",
                f"--window-size={size}",
                page.resolve().as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "img" / "notebook-check.png")
    ap.add_argument("--no-runtime", action="store_true", help="check --no-runtime (instant)")
    ap.add_argument("--html-only", type=Path, help="write the page here, no screenshot")
    ap.add_argument("--size", default="1200,900", help="window size, as Chromium takes it")
    args = ap.parse_args(argv)
    line = "%tfdoctor check" + (" --no-runtime" if args.no_runtime else "")
    cells = run_notebook(["%load_ext tfdoctor", line])
    page_html = PAGE.format(
        source=html.escape(f"%load_ext tfdoctor\n{line}"), output=html_output(cells[1])
    )
    if args.html_only:
        args.html_only.write_text(page_html, encoding="utf-8")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "notebook-check.html"
        page.write_text(page_html, encoding="utf-8")
        args.out.parent.mkdir(parents=True, exist_ok=True)
        screenshot(page, args.out, args.size)
    print(f"{args.out}: {args.out.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
