"""The streaming scanner: big logs give what small ones give, in bounded memory."""

from __future__ import annotations

import io

import pytest

from tests.support.helpers import real_fixture
from tfdoctor.explain.engine import _findings, explain_stream, explain_text
from tfdoctor.explain.hits import KEEP_HITS, MAX_EVIDENCE, Hit, Tally, line_key, line_of
from tfdoctor.explain.rules import RULES
from tfdoctor.explain.scan import Scanner

NAMES = [
    "tf2.x-2022-conda-forge-libcuda.so.1-missing-cuInit-303-kernel-reported-version-tffeedstock257.txt",
    "cudnn-mismatch-runtime-9.1.0-compiled-9.3.0-absl-format-tf60913.txt",
    "tf2.12-cannot-dlopen-skipping-gpu-empty-list-tf60646.txt",
    "tf2.17-guide-gpu-4gpu-startup-absl-format-tensorflow-org.txt",
]


def _log(repeat: int = 40) -> bytes:
    text = "\n".join(real_fixture(f"tf-logs/{n}") for n in NAMES)
    return "\n".join([text] * repeat).encode()


def _summary(findings):
    return [(f.id, f.severity, f.count, f.evidence, f.values) for f in findings]


def test_block_gates_find_what_line_by_line_finds() -> None:
    data = _log()
    slow, fast = Scanner(), Scanner()
    slow.feed_block(data, thorough=True)
    fast.feed_block(data)
    assert slow.lines == fast.lines
    assert _summary(_findings(fast, None)) == _summary(_findings(slow, None))


@pytest.mark.parametrize(
    "block", [pytest.param(257, id="tiny-blocks"), pytest.param(1 << 16, id="64k")]
)
def test_stream_in_blocks_matches_the_whole_text(block: int) -> None:
    data = _log(5).replace(b"\n", b"\r\n")  # CRLF cut across blocks too
    found, n = explain_stream(io.BytesIO(data), block=block)
    whole = explain_text(data.decode())
    assert n == len(data.decode().splitlines())
    assert [(f.id, f.count) for f in found] == [(f.id, f.count) for f in whole]


def test_memory_is_bounded_per_finding() -> None:
    tally = Tally()
    rule = RULES[0]
    for i in range(50_000):
        tally.add(Hit(rule, i + 1, f"2024-01-01 00:00:{i:08d}: W x.cc:1] message {i}", {}))
    assert tally.lines == 50_000
    assert len(tally.hits) == KEEP_HITS
    ev = tally.evidence()
    assert len(ev) == MAX_EVIDENCE + 1 and ev[-1].startswith("... and ")


def test_the_same_message_at_another_time_is_one_evidence_line() -> None:
    a = "2021-02-10 12:57:07.427237: W tensorflow/x.cc:60] Could not load dynamic library 'libcudart.so.11.0'"
    b = a.replace("12:57:07.427237", "13:01:00.000001")
    assert line_key(a) == line_key(b)
    assert line_key(a.replace("11.0", "10.0")) != line_key(a)
    f = explain_text(f"{a}\n{b}")[0]
    assert f.count == 2 and f.evidence == (f"line 1: {a}",)


def _corpus() -> list:
    import json
    from pathlib import Path

    out = []
    for path in sorted(Path(__file__).parents[1].joinpath("data", "logs").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            out.append(pytest.param(case["log"], id=case["id"]))
    return out


@pytest.mark.parametrize("log", _corpus())
def test_a_big_log_says_what_the_same_lines_say_pasted(log: str) -> None:
    """Every real log of the corpus, repeated three times (a job that retried), gives the
    same findings, severities and counts through the big-log gates as line by line: the
    last traceback is still named, a wrapped or notebook traceback still read."""
    from tfdoctor.explain.engine import normalise

    data = b"\n".join(["\n".join(normalise(log)).encode()] * 3)
    slow, fast = Scanner(), Scanner()
    slow.feed_block(data, thorough=True)
    fast.feed_block(data)
    got = [(f.id, f.severity, f.count) for f in _findings(fast, None)]
    assert got == [(f.id, f.severity, f.count) for f in _findings(slow, None)]


@pytest.mark.parametrize("log", [p for p in _corpus() if "Traceback" in p.values[0]])
def test_a_traceback_cut_by_the_blocks_is_read_whole(log: str) -> None:
    """Every corpus log with a traceback, streamed in 97-byte blocks (a traceback's lines
    then lie in several blocks, its windows carried from one to the next): what the whole
    text gives."""
    from tfdoctor.explain.engine import normalise

    data = "\n".join(normalise(log)).encode()
    got = [(f.id, f.severity) for f in explain_stream(io.BytesIO(data), block=97)[0]]
    assert got == [(f.id, f.severity) for f in explain_text(log)]


def test_line_of_reads_the_number_tally_writes_and_nothing_else() -> None:
    """Evidence strings carry "line N: ..."; the combos, listings and filters read N back
    through one function (they parsed it six ways before)."""
    tally = Tally()
    tally.add(Hit(RULES[0], 12, "W tensorflow/core: something", {}))
    (ev,) = tally.evidence()
    assert line_of(ev) == 12
    assert line_of("line 7: a: b: c") == 7
    assert line_of("…cuda-11.2…") is None
    assert line_of("lines 3-4: x") is None
    assert line_of("line x: y") is None


def test_no_needle_is_mostly_digits() -> None:
    """The scanner matches needles on a line's shape, its digits deleted: a needle such as
    "64_" would become "_" and make every line a candidate of its rule (the tenth session wrote
    one and saw it)."""
    from tfdoctor.explain.hits import no_digits

    short = [(r.id, n) for r in RULES for n in r.needles if len(no_digits(n).strip()) < 3]
    assert short == []
