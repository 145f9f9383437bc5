"""A GPU newer than the CUDA TensorFlow loaded can build for (explain/combos.py).

CUDA compiles native code (SASS) only for the architectures it knows; for a newer GPU the
driver must JIT-compile PTX at start (minutes: a run that seems to hang after loading its
libraries), or there is no code for it at all. tensorflow/tensorflow#45299: an RTX 3070
(compute capability 8.6) with TensorFlow built for CUDA 10.1, stuck at "Epoch 1/1".

The newest compute capability each CUDA release compiles for, from the CUDA Toolkit release
notes: 9.0 Volta (7.0), 9.2 (7.2), 10.0 Turing (7.5), 11.0 Ampere GA100 (8.0), 11.1 GA10x
(8.6), 11.4 (8.7), 11.8 Ada and Hopper (8.9, 9.0), 12.8 Blackwell (10.0, 12.0).
"""

from __future__ import annotations

from tfdoctor.explain.context import LogContext
from tfdoctor.explain.hits import line_of
from tfdoctor.model import Finding, Severity, parse_version

#: (CUDA major, minor) -> the newest compute capability it compiles for
NEWEST_CC: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (
    ((9, 0), (7, 0)),
    ((9, 2), (7, 2)),
    ((10, 0), (7, 5)),
    ((11, 0), (8, 0)),
    ((11, 1), (8, 6)),
    ((11, 4), (8, 7)),
    ((11, 8), (9, 0)),
    ((12, 8), (12, 0)),
)


def newest_cc(cuda: tuple[int, int]) -> tuple[int, int] | None:
    known = [cc for release, cc in NEWEST_CC if release <= cuda]
    return known[-1] if known else None


def _first_cuda_for(cc: tuple[int, int]) -> str | None:
    return next((f"{r[0]}.{r[1]}" for r, top in NEWEST_CC if top >= cc), None)


def gpu_newer_than_cuda(seen: LogContext, serious: set[str]) -> list[tuple[int, Finding]]:
    """Only where the log names nothing else wrong (``serious``: its warning and error ids
    beyond TensorFlow's no-GPU notices): the run that seems to hang after loading."""
    if seen.gpu_cc is None or seen.cudart is None or serious:
        return []
    cc, cuda = parse_version(seen.gpu_cc[0]), parse_version(seen.cudart[0])
    if cc is None or cuda is None or len(cuda.release) < 2:
        return []
    top = newest_cc(cuda.release[:2])
    have = cc.release[:2]
    if top is None or have <= top:
        return []
    need = _first_cuda_for(have)
    line = line_of(seen.gpu_cc[1]) or 0
    return [
        (
            line,
            Finding(
                "ptx-jit-compilation",
                Severity.WARNING,
                f"This GPU (compute capability {seen.gpu_cc[0]}) is newer than CUDA "
                f"{seen.cudart[0]}, which TensorFlow loaded, can build for",
                "Its kernels are JIT-compiled from PTX when the program starts (many minutes that "
                "look like a hang), or none exist for it: use a TensorFlow built with CUDA "
                f"{need or 'a newer CUDA'} or later (`tfdoctor plan` names the release for this "
                'GPU; on Linux pip install "tensorflow[and-cuda]"), and keep the JIT cache '
                "(CUDA_CACHE_MAXSIZE=4294967296) meanwhile",
                (seen.gpu_cc[1], seen.cudart[1]),
                None,
                {"compute_capability": seen.gpu_cc[0], "cuda": seen.cudart[0]},
            ),
        )
    ]
