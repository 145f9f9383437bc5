"""Inside the TensorFlow child: the build facts get_build_info() no longer holds (TF 2.22),
filled in from the same install's cuda_config.h and METADATA, in the static probe's order."""

from __future__ import annotations

import os
from typing import Any

#: Backend wheels that install the same `tensorflow` package as the meta-package.
_BACKENDS = ("tensorflow-intel", "tensorflow-cpu-aws", "tensorflow-macos")


def _tf_metadata() -> str | None:
    """The METADATA text of the distribution that installed the `tensorflow` package."""
    from importlib import metadata

    names = list(dict.fromkeys(metadata.packages_distributions().get("tensorflow") or []))
    names.sort(key=lambda n: n.lower().replace("_", "-") in _BACKENDS)
    for name in names:
        text = metadata.distribution(name).read_text("METADATA")
        if text:
            return text
    return None


def complete_build(tf: Any, info: dict[str, Any]) -> tuple[dict[str, Any], dict | None]:
    """get_build_info(), with the facts TF 2.22 no longer keeps there filled in from the
    same install's cuda_config.h and METADATA (probes/tf_build.py, wheel_meta.py; same order as the
    static probe), plus which place each fact came from."""
    from tfdoctor.probes import tf_build as tb
    from tfdoctor.probes import wheel_meta as wm

    meta = None
    try:
        text = _tf_metadata()
        meta = wm.parse_metadata(text) if text else None
    except Exception:  # no metadata for a source build: the other places still count
        meta = None
    layers: list[tuple[str, dict[str, Any]]] = [(tb.SOURCE_BUILD_INFO, info)]
    if tb.missing_cuda_facts(info):
        header = os.path.join(os.path.dirname(tf.__file__), *tb.CUDA_CONFIG_PATH[1:])
        try:
            with open(header, encoding="utf-8", errors="replace") as fh:
                layers.append((tb.SOURCE_CUDA_CONFIG, tb.parse_cuda_config(fh.read())))
        except OSError:
            pass
        if meta is not None:
            layers.append((tb.SOURCE_METADATA, wm.pins_build(meta)))
    merged, sources = tb.merge_build(layers)
    build = {k: merged.get(k) for k in tb.FACT_KEYS}
    build["build_source"] = tb.build_source(sources)
    build["field_sources"] = sources
    return build, (meta.to_dict() if meta is not None else None)
