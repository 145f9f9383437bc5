"""Log rules for frameworks and services around TensorFlow that say in their own words that they
need another TensorFlow or another release of themselves: CSBDeep-style checks that refuse TF 2,
Sonnet 2 without its TF 1 classes, gin-config before 0.4's denylist, TensorFlow Datasets' legacy
split objects. Real samples with sources in tests/explain/test_rules.py
(round 178).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

FRAMEWORK_WORD_RULES = (
    # a package's own TensorFlow check (juglab/DenoiSeg#44, round 178: "ImportError: csbdeep only
    # supports tensorflow < 2 for now (installed tensorflow version: 2.3.0)"; tensorflow-gpu 1.15 or
    # the package's TF 2 release fixed it)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A package refuses this TensorFlow at import (its own version check)",
        r"(?P<pkg>[\w.-]+) only supports tensorflow (?P<spec>[<>=!~][^(\n]*?)\s*(?:for now\s*)?"
        r"\(installed tensorflow version: (?P<tf>[\w.]+)\)",
        "only supports tensorflow",
        lambda v, _c: (
            f"{v.get('pkg')} supports TensorFlow {str(v.get('spec')).strip()} and this one is {v.get('tf')}: "
            f"upgrade {v.get('pkg')} (and the tool built on it) to a release for this TensorFlow, "
            f"or install a TensorFlow {str(v.get('spec')).strip()} in an environment of its own"
        ),
    ),
    # Sonnet 2 (the TF 2 rewrite) without Sonnet 1's classes (google-deepmind/graph_nets#138,
    # round 178: "AttributeError: module 'sonnet' has no attribute 'AbstractModule'"; the
    # maintainer: the TF 2 demos use snt.Module, or dm-sonnet<2 with TensorFlow 1.x)
    rule(
        "tensorflow-api-mismatch",
        E,
        "Code for Sonnet 1 (TensorFlow 1) runs on Sonnet 2",
        r"module 'sonnet' has no attribute '(?P<attr>AbstractModule|Transposable|Conv2DTranspose|"
        r"SkipConnectionCore|RNNCore|AbstractModuleV2)'",
        "module 'sonnet' has no attribute",
        lambda v, _c: (
            f"snt.{v.get('attr')} is Sonnet 1's (TensorFlow 1): Sonnet 2 builds on snt.Module. Run "
            "the project's TF 2 code if it has one, or install \"dm-sonnet<2\" with the TensorFlow 1.x "
            "it was written for"
        ),
    ),
    # gin-config before 0.4.0 has no denylist/allowlist (blacklist/whitelist only: the 0.3.0 and
    # 0.4.0 wheels read, 2026-11-29; google/trax#1345, round 178: "configurable() got an
    # unexpected keyword argument 'denylist'"; upgrading gin fixed it; the gatherer's name)
    rule(
        "gin-config-version-mismatch",
        E,
        "gin-config is older than the code using it (no denylist/allowlist before 0.4)",
        r"configurable\(\) got an unexpected keyword argument '(?P<arg>denylist|allowlist)'",
        "got an unexpected keyword argument '",
        'pip install --upgrade "gin-config>=0.4" (0.4.0 renamed blacklist/whitelist to '
        "denylist/allowlist, which this code uses)",
    ),
    # TensorFlow Datasets' legacy split objects on a dataset with only the string split API
    # (Pager07/Tensorflow-Data-and-Deployment's notebook, round 178: tfds.Split.TRAIN +
    # tfds.Split.TEST on mnist 3.x, "AssertionError: Unrecognized instruction format:
    # (NamedSplit('train')"; string splits 'train+test' worked)
    rule(
        "tfds-split-not-found",
        E,
        "TensorFlow Datasets got the legacy split objects; this dataset takes split strings",
        r"Unrecognized instruction format: \(?NamedSplit\(",
        "unrecognized instruction format",
        "Give split= as a string: 'train+test', 'train[:80%]', ['train[:80%]', 'train[80%:]'] "
        "(tfds.Split.TRAIN + tfds.Split.TEST and .subsplit() are the old API)",
    ),
)
