"""A pasted log's lines as the rules read them: what copying a log from a web page, an issue
tracker, a terminal UI or a structured logger adds to it, taken off again.

Used by both ways into the engine (explain_text and explain_stream's small logs), so a pasted
log and the same log as a file read alike.
"""

from __future__ import annotations

import html
import re

_ENTITY = re.compile(r"&(?:#\d{2,5}|#x[0-9a-fA-F]{2,4}|quot|gt|lt|amp|apos);")
_MD_ESCAPE = re.compile(r"\\_\\_|\w\\_\w")
_PATHLIKE = re.compile(r"[A-Za-z]:\\|\\[\w.-]+\\")
_BOX = "│┃║"
_BOX_EDGES = re.compile(r"^\s*[│┃║] ?|\s?[│┃║]\s*$")
_QUOTE = re.compile(r"^(?:>[ \t]?)+(?!>)")
_EMPHASIS = re.compile(r"^(\*\*|\*|`)(?=\S)(.*\S)\1$")
# Open MPI's `mpirun --tag-output` (Horovod's usual launcher): "[1,5]<stderr>:" before each
# rank's line (deepinsight/insightface#1284, round 100; 58 such lines in the corpus)
_MPI_TAG = re.compile(r"^(?:\w{3} \w{3} +\d+ [\d:]+ \d{4})?\[\d+(?:,\d+)?\]<std(?:out|err)>:")
# (and horovodrun's Gloo launcher, "[8]<stderr>:" after a date: horovod/horovod#1364, #2015;
# the review of the twelfth session)

# Typographic quotes a blog, a forum or a word processor put in a pasted log, and the
# full-width punctuation of a CJK input method ("cudnn handle：CUDNN_STATUS...",
# iperov/DeepFaceLab#210; "‘libcusolver.so.10’", kundajelab/chrombpnet#49): the messages
# the rules know are written with ASCII ones.
TYPOGRAPHIC = {"‘": "'", "’": "'", "“": '"', "”": '"', "：": ": ", "（": "(", "）": ")", "，": ", "}
TYPO_TABLE = str.maketrans(TYPOGRAPHIC)
TYPO_BYTES = [(k.encode(), v.encode()) for k, v in TYPOGRAPHIC.items()]


def clean(line: str) -> str:
    """A line without trailing blanks, issue-tracker quote markers or the markdown emphasis
    a poster wrapped it in (``**ImportError: ...**``, tensorflow/probability#1060)."""
    line = line.rstrip()
    if "&" in line and _ENTITY.search(line):
        # a log copied from a web page's source keeps its HTML escapes ("No module named
        # &#39;tensorflow&#39;", "&gt;&gt;&gt; import tensorflow")
        line = html.unescape(line)
    if "\\_" in line and _MD_ESCAPE.search(line) and not _PATHLIKE.search(line.replace("\\_", "_")):
        # markdown's escaped underscores ("module 'tensorflow' has no attribute
        # '\\_\\_version\\_\\_'", pkmital/CADL README), not a Windows path's "\\_pywrap"
        line = line.replace("\\_", "_")
    if line and (line[0] in _BOX or line[-1] in _BOX):
        # a terminal UI's frame around each line (k9s, a log viewer: "│ ...text... │",
        # tensorflow/java#492): the wrapped text inside is the log
        line = _BOX_EDGES.sub("", line)
    if ">:" in line[:40] and (line.startswith("[") or line[:3].isalpha()):
        line = _MPI_TAG.sub("", line, count=1)
    if line.startswith(">") and not line.startswith(">>>"):
        line = _QUOTE.sub("", line)
    if line and line[0] in "*`":
        line = _EMPHASIS.sub(r"\2", line)
    if "**" in line and line.count("**") == 1:
        # bold opened on a pasted block's first line and closed on its last
        # ("**ImportError: DLL load failed" ... "No module named '_pywrap_tensorflow_internal'**",
        # tensorflow/tensorflow#18530)
        if line.startswith("**") and line[2:3].strip():
            line = line[2:]
        elif line.endswith("**") and line[-3:-2].strip():
            line = line[:-2]
    if "ERROR (" in line:  # "UNKNOWN ERROR (303)": the CUDA driver's name for the code
        from tfdoctor.explain.cuda_codes import named

        line = named(line)
    return line


def unescaped(lines: list[str]) -> list[str]:
    """Lines with a structured logger's JSON-escaped message split into the lines it holds: a
    Kubernetes or cloud log's ``"message":"Traceback (most recent call last):\\n  File ..."``
    (tensorflow/java#492's kind). Only long lines with several ``\\n`` and a JSON shape, so
    a Windows path's ``\\nvidia`` is left alone."""
    if not any(len(x) > 200 and x.count("\\n") >= 3 for x in lines):
        return lines
    out: list[str] = []
    for x in lines:
        if len(x) > 200 and x.count("\\n") >= 3 and ('":' in x or '\\"' in x):
            parts = x.replace('\\"', '"').replace("\\t", "    ").split("\\n")
            out.extend(clean(p) for p in parts)
        else:
            out.append(x)
    return out
