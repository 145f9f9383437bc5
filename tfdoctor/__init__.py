"""tfdoctor: can this TensorFlow/Keras environment really train on the GPU?

The Python API (tfdoctor/api/) is loaded on first use, so ``import tfdoctor`` stays
cheap and never imports TensorFlow::

    import tfdoctor
    tfdoctor.check(no_runtime=True).ok

In IPython/Jupyter: ``%load_ext tfdoctor``, then ``%tfdoctor check``.
"""

from __future__ import annotations

__version__ = "0.1.0"

#: public name -> the module that holds it (imported when the name is first used)
_LAZY = {
    "check": "tfdoctor.api",
    "devices": "tfdoctor.api",
    "smoke_train": "tfdoctor.api",
    # the explain stage's package: Python binds it to tfdoctor.explain anyway once it is
    # imported; tfdoctor.api makes it callable (tfdoctor/explain/__init__.py)
    "explain": "tfdoctor.explain",  # made callable by tfdoctor.api, loaded first below
    "Report": "tfdoctor.api",
    "InputError": "tfdoctor.api",
    "TfdoctorError": "tfdoctor.api",
    "load_ipython_extension": "tfdoctor.api.magic",
    "unload_ipython_extension": "tfdoctor.api.magic",
}
__all__ = ["__version__", *_LAZY]


def __getattr__(name: str) -> object:  # no `typing` import: it costs more than the rest
    """The facade: ``tfdoctor.check`` imports tfdoctor.api on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'tfdoctor' has no attribute {name!r}")
    import importlib

    if module == f"{__name__}.{name}":
        importlib.import_module(f"{__name__}.api")  # makes the package callable
        return importlib.import_module(module)  # the import binds it here itself
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once: later lookups skip __getattr__
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
