"""Log rules for a compiled library missing a symbol: the user's own op, a C++ ABI of another
compiler, a companion's op library built for another TensorFlow or Abseil (group "undefsym";
split from companion_ops.py). Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.rules.companions import _MODULES, _derive, companion_remedy
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

#: TF Text's op libraries: its load_op_library(get_path_to_datafile(...)) calls
#: (tensorflow/text at 17c38bf, 2026-07-21)
_TF_TEXT_LIBS = (
    "boise_offset_converter byte_splitter constrained_sequence_op fast_bert_normalizer "
    "fast_sentencepiece_tokenizer fast_wordpiece_tokenizer mst_ops ngrams_op normalize_ops "
    "phrase_tokenizer regex_split_ops sentence_breaking_ops sentencepiece_tokenizer "
    "split_merge_from_logits_tokenizer split_merge_tokenizer state_based_sentence_breaker_op "
    "text_similarity_metric_ops trimmer_ops unicode_script_tokenizer whitespace_tokenizer "
    "wordpiece_tokenizer"
).split()
#: compiled libraries whose package is known (compat/companions.json's kinds sources; TFA's
#: activations, tensorflow/addons#470; TF Text's above)
_LIBS = {
    "_activation_ops.so": "tensorflow-addons",
    "_distort_image_ops.so": "tensorflow-addons",
    "inference.so": "tensorflow-decision-forests",
    "libtensorflow_io.so": "tensorflow-io",
    "libtensorflow_io_gcs_filesystem.so": "tensorflow-io-gcs-filesystem",
} | {f"_{name}.so": "tensorflow-text" for name in _TF_TEXT_LIBS}


def _lib_derive(vals: dict[str, Any]) -> dict[str, Any]:
    lib = str(vals.get("lib") or "")
    lib = lib.rstrip("0123456789.") if lib.endswith(tuple("0123456789")) else lib
    return {"package": _LIBS.get(lib.replace("\\", "/").rsplit("/", 1)[-1])}


def _lib_remedy(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    if v.get("package"):
        return companion_remedy(v, ctx)
    lib = v.get("lib") or "The library"
    # TF's loader says "not found" for any dlopen failure, a missing file too (the review
    # of rounds 20-24: tensorflow/custom-op's own _zero_out_ops.so)
    return (
        f"First check that {lib} exists at the path the code loads (your own op: that it was "
        "built). If it is there, it "
        f"was built against another TensorFlow than the one loading it. A package's "
        "library: install that package's release for this TensorFlow (`pip show -f` lists "
        "which package ships the file; `tfdoctor check` names the release). Your own op: "
        "rebuild it with this TensorFlow's flags (tf.sysconfig.get_compile_flags() and "
        "get_link_flags(), which carry the C++ ABI setting)"
    )


#: after COMPANION_RULES (a companion named by its site-packages folder is said first): a
#: compiled library missing a TensorFlow C++ symbol, the user's own op first (group "undefsym")
UNDEFINED_SYMBOL_RULES = (
    rule(
        # the user's own op: a library in a folder of the project, not in site-packages nor
        # a companion's folder, missing a TensorFlow C++ symbol (r11-0-008's kind: "NotFound
        # Error: tf_custom_ops/tf_neighbors.so: undefined symbol: _ZN10tensorflow12OpDef
        # Builder5Input..."): built against another TensorFlow or C++ ABI
        "custom-op-abi-mismatch",
        E,
        "Your own compiled op was built against another TensorFlow (or C++ ABI)",
        # (not a path through a companion's or TensorFlow's folder at any depth, nor TF's own
        # libraries: src/addons/tensorflow_addons/..., bazel-bin/tensorflow_text/...)
        r"^(?!.*(?:(?:site|dist)-packages|_pywrap_tensorflow|libtensorflow_(?:framework|cc)\b))"
        r"(?!.*(?:^|[\s:'\"(\\/])(?:" + _MODULES + r"|tensorflow)[\\/])"
        # (nor a companion's library by its file name, copied elsewhere: tensorflow/java#492's
        # /app/resources/inference.so, TF-DF's)
        r"(?!.*[\\/](?:" + "|".join(map(re.escape, _LIBS)) + r")\W)"
        # (a path from the root too: zsyzzsoft/co-mod-gan#8, "/home/.../dnnlib/tflib/_cudacache/
        # fused_bias_act_....so: undefined symbol: _ZN10tensorflow12OpDefBuilder6OutputESs")
        r"(?:.*[\s:'\"(])?(?P<lib>/?[\w.-]+(?:[\\/][\w.-]+)*[\\/][\w.-]+\.(?:so|dylib))\W{0,3}(?:undefined symbol|"
        r"[Ss]ymbol not found):?\s*_{1,2}Z\w*?(?:10tensorflow|3tsl|3xla)\d",
        ("undefined symbol: _z", "symbol not found: _z"),
        lambda v, _c: (
            f"{v.get('lib')} is not an installed package's. Your own op: rebuild it against this "
            "TensorFlow with its flags, g++ ... $(python -c 'import tensorflow as tf; "
            'print(" ".join(tf.sysconfig.get_compile_flags() + '
            "tf.sysconfig.get_link_flags()))') (they carry -D_GLIBCXX_USE_CXX11_ABI, whose "
            "mismatch gives the same error). Kernels that came prebuilt with a project: install "
            "the TensorFlow its README names"
        ),
        group="undefsym",
        url="https://www.tensorflow.org/guide/create_op#compile_the_op_using_your_system_compiler_tensorflow_binary_installation",
    ),
    rule(
        # a TensorFlow symbol in the new C++ string ABI (std::__cxx11) missing, no installed
        # package's path on the line: an op built with _GLIBCXX_USE_CXX11_ABI=1 against a
        # TensorFlow built with 0 (sampepose/flownet2-tf#87: "undefined symbol: _ZN10tensorflow
        # 12OpDefBuilder4AttrENSt7__cxx1112basic_string...", fixed by -D_GLIBCXX_USE_CXX11_ABI=0)
        "custom-op-abi-mismatch",
        E,
        "A compiled op was built with another C++ string ABI (or TensorFlow) than this one",
        r"^(?!.*(?:(?:site|dist)-packages|_pywrap_tensorflow|libtensorflow_(?:framework|cc)\b))"
        r"(?!.*(?:^|[\s:'\"(\\/])(?:" + _MODULES + r")[\\/])"
        r".*(?:undefined symbol|[Ss]ymbol not found):?\s*_{1,2}Z\w*?10tensorflow\w*?__cxx11",
        ("undefined symbol: _z", "symbol not found: _z"),
        "The op and this TensorFlow disagree on a C++ symbol in the new string ABI: built with "
        "another -D_GLIBCXX_USE_CXX11_ABI (pip's TensorFlow uses 0 before 2.9 and 1 from 2.9) "
        "or against another TensorFlow. Rebuild it with the flags this TensorFlow reports "
        "(python -c 'import tensorflow as tf; print(tf.sysconfig.get_compile_flags(), "
        "tf.sysconfig.get_link_flags())'), not a Makefile's own -D_GLIBCXX_USE_CXX11_ABI",
        group="undefsym",
        url="https://www.tensorflow.org/guide/create_op#compile_the_op_using_your_system_compiler_tensorflow_binary_installation",
    ),
    rule(
        # any compiled library missing a C++ symbol of TensorFlow itself (namespaces
        # tensorflow, tsl, xla) was built against another TensorFlow: a companion's op
        # library named by a bare file name or none (tensorflow/text#192: "undefined symbol:
        # _ZN10tensorflow12OpDefBuilder4AttrESs"; tensorflow/java#492: TF-DF's inference.so
        # under TF-Java). TensorFlow's own libraries are tensorflow-import-failed's.
        "ecosystem-import-failed",
        E,
        "A compiled library was built against another TensorFlow than the one it runs with",
        # (nor TF's own kernel libraries: import_failures.py)
        # (nor tensorflow-io's "caused by" under its UserWarning, which goes on: own_checks.py's
        # warning; TheLastBen/fast-stable-diffusion#1918, round 163: the maintainer, harmless)
        r"^(?!caused by: \[(?:['\"](?:dlopen\()?\S*[\\/]libtensorflow_io_plugins|'\S*[\\/]libtensorflow_io)\.so(?::|, )|.*UserWarning: (?:unable to load "
        r"libtensorflow_io|file system plugins are not loaded))"
        r"(?!.*(?:_pywrap_tensorflow|libtensorflow_(?:framework|cc)\b|libtfkernel_)).*?(?:(?P<lib>[\w.-]+"
        r"\.(?:so|pyd|dylib)[\d.]*)\W{0,3})?(?:undefined symbol|[Ss]ymbol not found):?\s*_{1,2}Z\w*?"
        # (and TF <= 1.8's StreamExecutor namespace perftools::gputools: NVIDIA/DALI#52, its TF
        # plugin built for 1.8 under 1.9, "undefined symbol: _ZN9perftools8gputools6Stream...")
        r"(?:10tensorflow|3tsl|3xla|9perftools8gputools)\d",
        (
            "undefined symbol: _z",
            "undefined symbol: __z",
            "symbol not found: _z",
            "symbol not found: __z",
        ),
        _lib_remedy,
        derive=_lib_derive,
        group="undefsym",
    ),
    rule(
        # a companion's library missing a symbol of the Abseil its TensorFlow bundles (tensorflow/
        # recommenders-addons#406: ".../tensorflow_recommenders_addons/dynamic_embedding/core/
        # _math_ops.so: undefined symbol: _ZN4absl12lts_20230125..."; the official release for
        # TF 2.14 fixed it). Only under tensorflow_*: protobuf's or grpc's absl are their own
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's compiled library was built against another TensorFlow",
        r"[\\/](?P<module>tensorflow_\w+)[\\/](?:[\w.-]+[\\/])*(?P<lib>[\w.-]+\.so)\W{0,3}"
        r"undefined symbol:?\s*_Z\w*?4absl\d",
        "4absl",
        companion_remedy,
        derive=_derive,
        group="undefsym",
    ),
    rule(
        # standalone Keras 2.3's backend calling TensorFlow internals another line has not
        # got: tf_ops._TensorLike, gone in TF 2.2 (tensorflow/models#6177 and
        # tensorflow#38589: keras 2.4.3 fixes it; TensorLayer < 2.2.5 raises it too,
        # tensorlayer/TensorLayer#1153), tf.python.keras.backend.get_graph, not in TF 1.x
        # before it (thoughtworksarts/EmoPy#49 and YCG09/chinese_ocr#294: keras 2.2.4)
        "keras-version-mismatch",
        E,
        "A Keras (or a package) written for another TensorFlow calls its internals",
        r"module 'tensorflow\.python\.(?:framework\.ops|keras\.backend)' has no attribute "
        r"'(?P<attr>_TensorLike|get_graph)'",
        ("'_tensorlike'", "'get_graph'"),
        lambda v, _c: (
            "Standalone Keras 2.3 calls TensorFlow internals that this TensorFlow has not got: "
            'on TF 2.2-2.4 pip install "keras==2.4.3" (not keras>=2.4.3: pip then takes 2.15.0 '
            'for TF 2.3), on TF 1.x "keras==2.2.4", or import from tensorflow.keras instead '
            "of keras. If the traceback's frames are another package's (TensorLayer: 2.2.5 "
            "fixed it), upgrade that package"
        ),
    ),
    rule(
        # a companion's op library ("_<name>.so") that TensorFlow's loader says is not
        # there although it is: built for another TensorFlow (tensorflow/text#567:
        # "NotFoundError: _text_similarity_metric_ops.so not found. But actually there is
        # one", tensorflow-text 2.4.3 on TF 2.1)
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package's compiled ops do not load beside this TensorFlow",
        r"NotFoundError:\s*(?P<lib>_\w+\.so) not found",
        ".so not found",
        _lib_remedy,
        derive=_lib_derive,
    ),
    # a package's Linux/macOS op library (.so) loaded on Windows (google/sentencepiece#309:
    # "NotFoundError: ...\\site-packages\\tf_sentencepiece\\_sentencepiece_processor_ops.so";
    # the maintainer: tf_sentencepiece is not supported on Windows)
    rule(
        "ecosystem-import-failed",
        E,
        "A package's TensorFlow op library (.so) does not load on Windows",
        r"NotFoundError: \S*\\(?:site|dist)-packages\\(?P<pkg>\w+)\\\S*\.so\b",
        "notfounderror",
        lambda v, _c: (
            f"{v.get('pkg')}'s op library did not load. Either the package supports no native "
            "Windows (tf_sentencepiece: its maintainers, google/sentencepiece#309): use WSL2 or "
            "Linux; or, as Windows builds name their op libraries .so too (tensorflow-addons, "
            "tensorflow-text), a DLL it needs is missing or it was built for another "
            f"TensorFlow: install the {v.get('pkg')} release built for this one"
        ),
    ),
    # tensorflow_hub's registry finding no loader for the model's format: hub.Module (the TF1
    # Hub format) given a TF2 SavedModel (tensorflow/hub#212: "Missing implementation that
    # supports: loader(*('/tmp/tfhub_modules/mobilenet_module',), **{})"; the maintainers:
    # two formats; hub.KerasLayer(path) worked)
    rule(
        "tensorflow-api-mismatch",
        E,
        "tensorflow_hub has no loader for this model's format (TF1 Hub module vs TF2 SavedModel)",
        r"Missing implementation that supports: loader\(",
        "missing implementation that supports: loader(",
        "TF Hub has two formats: a TF2 SavedModel loads with hub.KerasLayer(path) or hub.load(path); "
        "hub.Module(path) reads only the TF1 Hub format (in TF2 under tf.compat.v1 graph mode). "
        "Use the call that fits the model (tfhub.dev's page says which format it is)",
    ),
)
