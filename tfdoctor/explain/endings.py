"""Exceptions that end a program, or one thread of it, without anything being wrong with its
environment: the user's interrupt, an exit, and TF 1.x's queue runners cancelled when the
session closes at the end of training."""

from __future__ import annotations

from tfdoctor.explain.traceback import Raised

_NOT_FAILURES = ("KeyboardInterrupt", "SystemExit", "GeneratorExit")


def cancelled_at_close(r: Raised) -> bool:
    """A feeding thread's enqueue cancelled by the session's close: "CancelledError: Enqueue
    operation was cancelled" under "Exception in thread Thread-1", beside queue_base.cc's
    "Skipping cancelled enqueue attempt with queue not closed" (DeepLabCut/DeepLabCut#896,
    after training finished; the maintainer's explanation of the same trace in #625)."""
    return r.short_type == "CancelledError" and r.message.startswith("Enqueue operation was cancelled")


def not_a_failure(r: Raised) -> bool:
    return r.short_type in _NOT_FAILURES or cancelled_at_close(r)
