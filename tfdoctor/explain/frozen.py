"""A frozen app (PyInstaller, cx_Freeze) that did not bundle what TensorFlow loads: from the
loader's own words beside the failure. Called by explain/combos.py."""

from __future__ import annotations

from tfdoctor.explain.context import LogContext
from tfdoctor.explain.hits import Hit, evidence_of, line_of
from tfdoctor.model import Finding, Severity


def frozen_app(by_id: dict[str, list[Hit]], seen: LogContext) -> list[tuple[int, Finding]]:
    """A frozen app (PyInstaller, cx_Freeze) that did not bundle what TensorFlow loads at import:
    its op library "not found" (pyinstaller/pyinstaller#5200, round 120: `_audio_microfrontend_
    op.so not found`, then "[21312] Failed to execute script main_class"), or one of its Python
    modules (pyinstaller/pyinstaller#5002: "No module named 'tensorflow_core.python'" under
    pyimod03_importers). The bundler's TensorFlow hook fixed both."""
    if seen.frozen is None:
        return []
    so = next(iter(by_id.get("custom-op-library-missing", [])), None)
    if so is not None:
        fid, what, where = "frozen-app-files-not-collected", "a file TensorFlow loads", evidence_of([so])[0]
    elif seen.tf_module_missing is not None:
        fid, what, where = "frozen-app-module-not-collected", "a TensorFlow module", seen.tf_module_missing
    else:
        return []
    return [
        (
            line_of(where) or 0,
            Finding(
                fid,
                Severity.ERROR,
                f"The frozen app was built without {what}",
                "The bundler (PyInstaller, cx_Freeze, Nuitka) did not collect it: update its "
                "TensorFlow hook (pip install -U pyinstaller pyinstaller-hooks-contrib) and rebuild "
                "from scratch (pyinstaller --clean ...); else collect TensorFlow whole "
                "(--collect-all tensorflow, or hiddenimports = collect_submodules('tensorflow') "
                "and datas = collect_data_files('tensorflow') in a hook). Check that the script "
                "runs unfrozen first",
                (where, seen.frozen),
                None,
                {},
            ),
        )
    ]

