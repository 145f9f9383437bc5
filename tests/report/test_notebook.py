"""report/views.py + report/notebook.py: the notebook display of a report."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from tfdoctor.report.notebook import to_html, to_markdown
from tfdoctor.report.views import check_view, explain_view

EVIL = "<script>alert('x')</script>"


def doc(**over):
    d = {
        "verdict": "problems",
        "components": {
            "python": {"status": "ok", "version": "3.11.7", "source": "sys.version_info"},
            "tensorflow": {"status": "error", "version": f"2.16.1{EVIL}", "source": f"/s/{EVIL}"},
            "driver": {"status": "missing", "version": None, "source": None},
        },
        "devices": [{"name": "GPU:0", "compute_capability": "8.0", "op": "failed", "xla": None}],
        "runtime": {"outcome": "ok"},
        "findings": [
            {
                "id": "kernel-tensorflow-changed-on-disk",
                "severity": "error",
                "title": f"This kernel runs TensorFlow {EVIL}",
                "remedy": "pip install \"tensorflow<2.17\" && echo '<b>'",
                "evidence": [f"imported {EVIL}"],
                "url": 'https://example.invalid/?a=1&b="2"',
            },
            {"id": "benign-onednn", "severity": "info", "title": "oneDNN note", "remedy": ""},
        ],
    }
    d.update(over)
    return d


class Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.text = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def parse(html_text):
    p = Tags()
    p.feed(html_text)
    return p.tags, "".join(p.text)


def test_html_escapes_every_value():
    page = to_html(check_view(doc(), 1))
    tags, text = parse(page)
    assert "script" not in tags and "b" not in tags  # nothing from the data became a tag
    assert EVIL in text  # ...but the user reads it as it was
    assert "&lt;script&gt;" in page
    assert 'href="https://example.invalid/?a=1&amp;b=&quot;2&quot;"' in page


def test_html_table_marks_are_words_and_fix_is_copyable_code():
    page = to_html(check_view(doc(), 1))
    _, text = parse(page)
    for cell in ("✓ ok", "✗ error", "– missing", "✗ failed", "– not tested"):
        assert cell in text, cell
    assert "✗ error" in text and "[kernel-tensorflow-changed-on-disk]" in text
    fix = re.search(r"<pre[^>]*><code>(.*?)</code></pre>", page, re.S).group(1)
    assert fix == "pip install &quot;tensorflow&lt;2.17&quot; &amp;&amp; echo &#x27;&lt;b&gt;&#x27;"
    assert "benign-onednn" not in text and "1 harmless TensorFlow log notes" in text
    assert "✗ PROBLEMS" in text


def test_markdown_escapes_html_and_fences_the_fix():
    md = to_markdown(check_view(doc(), 1))
    assert "<script>" not in md.split("```")[0]  # outside the code blocks, escaped
    assert "&lt;script&gt;" in md
    assert '  pip install "tensorflow<2.17"' in md  # the fix as typed, in a fenced block
    assert "| TensorFlow | 2.16.1&lt;script&gt;alert('x')&lt;/script&gt; |" in md


def test_explain_view_without_findings():
    v = explain_view({"findings": [], "lines_read": 3}, 0)
    assert v.state == "ok" and "No known TensorFlow problem" in v.verdict
    assert "✓ OK" in to_html(v)
