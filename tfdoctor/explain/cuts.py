"""Tracebacks a paste cut off before their exception line: inside ``import tensorflow``
(``cut_in_tensorflow_import``: TensorFlow's own ``__init__.py`` or generated code), and inside
Keras's model loading (a loading function in Keras's
saving code), with nothing else in the log to say why: in the labelled corpus, all 3 such
tracebacks were a model file written by another Keras (ext6-dev-004, r14-2-012, r95-3-005;
each a load_model or deserialisation frame). Cut in saving, in a fit, or at import, it says
nothing of the kind and stays unrecognised (the second review of the eleventh session: a
save_model cut the same way, Keras <= 2.1's Sequential.fit in keras/models.py). Said as what it
is: a reading of the log's remains, naming a missing file or a custom class first, with the
way to see the whole error.
"""

from __future__ import annotations

import re

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import TRUNCATED, Event
from tfdoctor.model import Finding, Severity

# Keras's loading and deserialising code, Keras 2 and 3, standalone and tf_keras, and the
# loading functions in it (not saving, nor Keras <= 2.1's Sequential.fit in models.py: the
# second review of the eleventh session)
_KERAS_LOADING = re.compile(
    r"[\\/](?:keras|tf_keras)[\\/](?:src[\\/])?(?:saving[\\/]|legacy[\\/]saving[\\/]|engine[\\/]"
    r"saving\.py\b|utils[\\/]generic_utils\.py\b|models(?:[\\/]__init__)?\.py\b|models[\\/]model\.py\b)"
)
_LOADING_FUNC = re.compile(
    r"^(?:load_model|load_weights|model_from_\w+|deserialize\w*|_deserialize\w*|_retrieve_class\w*|"
    r"from_config|class_and_config_for_serialized_keras_object|_load\w*|load_\w+)\b"
)


def cut_in_keras_loading(ev: Event) -> Finding | None:
    r = ev.final
    if r is None or r.type != TRUNCATED or not r.frames:
        return None
    last = r.frames[-1]
    if not _KERAS_LOADING.search(last.path) or not _LOADING_FUNC.match(last.func or ""):
        return None
    evidence = (f'  File "{last.path}", line {last.line}: {last.source}'[:300],
                "the log stops inside Keras's model loading, before the exception")
    return Finding(
        "keras-version-mismatch",
        Severity.ERROR,
        "Keras failed while loading a model (the log stops before the exception)",
        "First check the path and its extension (a file that is not there, or not .keras/.h5, "
        "fails here too) and that every custom class is passed or registered; then, most "
        "often, the file was written by another Keras than this one (Keras 2 and Keras 3 "
        "save apart; a newer Keras's file under an older one): load it with the Keras that "
        "saved it (a Keras 2 file: tf-keras with TF_USE_LEGACY_KERAS=1, or TensorFlow <= "
        "2.15), or rebuild the model in code and load only its weights. Rerun to see the whole "
        "error: its last line names the class or argument at fault",
        evidence,
        None,
        {"primary": True, "reconstructed": "cut in Keras's model loading"},
    )


def header_guess(ev: Event) -> str | None:
    """A cut traceback under Jupyter's header "KeyboardInterrupt   Traceback ...": the type is
    all it needs (zhedongzheng/tensorflow-nlp's re2 notebook, round 98: a training loop stopped
    by hand, the paste cut in TensorFlow's frames)."""
    r = ev.final
    if ev.header == "KeyboardInterrupt" and (r is None or r.type == TRUNCATED):
        return "KeyboardInterrupt:"
    return None


# (TensorFlow's own, not horovod/tensorflow/__init__.py or mlflow's: OpenNMT-tf#985's allreduce)
_TF_INIT = re.compile(r"(?:^(?:\.[\\/])?|[\\/](?:site-packages|dist-packages|tensorflow|[^\\/]+\.egg)[\\/])tensorflow(?:_core)?[\\/]__init__\.py$")  # noqa: E501
_PB2 = re.compile(r"\b(?P<pb2>\w+_pb2)\b")
# (the installed TensorFlow's: not the user's own protoc output in a clone of tensorflow/models)
_TF_PB2_FILE = re.compile(
    r"(?:site|dist)-packages[\\/]tensorflow(?:_core)?[\\/].*[\\/](?P<pb2>\w+_pb2)\.py$"
)
_PROTOBUF = re.compile(r"[\\/](?P<pb2>google[\\/]protobuf)[\\/]")


def cut_in_tensorflow_import(ev: Event, ctx: ExplainContext | None = None) -> Finding | None:
    """A traceback cut off inside ``import tensorflow`` (a frame in tensorflow/__init__.py):
    what failed is TensorFlow's import, whatever the lost last line said. Stopped importing
    generated protobuf code (tensorflow/tensorflow#59665: ``from tensorflow.core.framework
    import function_pb2``, protobuf 4 under TF 2.3; r14-1-009's node_def_pb2, an apt
    protobuf 3.0 first on the path): only protobuf runs there. Stopped loading the device
    plugins (``_ll.load_library(_plugin_dir)``, ext5-ho-034: tensorflow-metal built for
    another TF): the plugin."""
    r = ev.final
    if r is None or r.type != TRUNCATED or not r.frames:
        return None
    last = r.frames[-1]
    # (or cut inside TensorFlow's generated code itself: a Jupyter frame in
    # tensorflow/core/framework/tensor_shape_pb2.py, kuijiang94/MSPFN#29)
    in_pb2 = _TF_PB2_FILE.search(last.path)
    if not in_pb2 and not any(_TF_INIT.search(f.path) for f in r.frames):
        return None
    from tfdoctor.explain.remedies_protobuf import protobuf

    evidence = tuple(f'  File "{f.path}", line {f.line}: {f.source}'[:300] for f in r.frames[-2:])
    then = 'Run `python -c "import tensorflow"` to see the whole error, or `tfdoctor check`'
    pb2 = in_pb2 or _PB2.search(last.source) or next(
        (m for f in r.frames if (m := _PROTOBUF.search(f.path))), None
    )
    if pb2:
        return Finding(
            "protobuf-incompatible", Severity.ERROR,
            f"protobuf does not run TensorFlow's generated code ({pb2.group('pb2')}; the log "
            "stops before the exception)",
            f"{protobuf({}, ctx)}. {then}", evidence, None,
            {"primary": True, "module": pb2.group("pb2")},
        )  # fmt: skip
    if "_plugin_dir" in last.source:
        return Finding(
            "ecosystem-import-failed", Severity.ERROR,
            "A TensorFlow device plugin (site-packages/tensorflow-plugins) failed to load",
            "The plugin (tensorflow-metal, tensorflow-directml-plugin, Intel's extension) was "
            "built for another TensorFlow: install the TensorFlow release its own release notes "
            "name (`pip list` shows which plugin is here), or `pip uninstall` it to run on the "
            "CPU. " + then,
            evidence, None, {"primary": True},
        )  # fmt: skip
    return Finding(
        "tensorflow-import-failed", Severity.ERROR,
        "`import tensorflow` failed (the log stops before the exception)",
        then + ", which reads it", evidence, None, {"primary": True},
    )  # fmt: skip
