"""The explain stage: TensorFlow log lines -> findings (engine.py, rules/).

This package is also the public ``tfdoctor.explain(text)`` (issue 20): Python binds a
package's submodule to the parent's attribute when it is imported, so once this stage
is loaded ``tfdoctor.explain`` *is* this module, whatever the facade said. The module is
therefore callable, and calling it is the Python API's explain (tfdoctor/api/); the
import in ``__call__`` is part of the facade that tests/test_layout.py allows.
"""

from __future__ import annotations

import sys
import types
from typing import Any


class _PublicExplain(types.ModuleType):
    def __call__(self, text: str, **options: Any) -> Any:
        """tfdoctor.explain(text, tf_version=None, platform=None, strict=False, verbose=False)"""
        from tfdoctor.api import explain

        return explain(text, **options)


sys.modules[__name__].__class__ = _PublicExplain
