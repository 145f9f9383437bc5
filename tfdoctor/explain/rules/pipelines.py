"""Log rules for pipelines and servers around a model: Apache Beam's workers unpickling with
another dill, TensorFlow Serving finding its port taken. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

PIPELINE_RULES = (
    # a pipeline pickled by one dill and unpickled by another (tensorflow/tfx#2459: a Dataflow
    # worker's "AttributeError: Can't get attribute '_create_code' on <module 'dill._dill'")
    rule(
        "beam-dill-version-mismatch",
        E,
        "The pipeline was pickled by another dill release than the workers have",
        r"Can't get attribute '(?P<name>\w+)' on <module 'dill\._dill'",
        "on <module 'dill._dill'",
        lambda v, _c: (
            f"The workers' dill has no {v.get('name')}: the launching machine pickled with "
            "another dill release. Install on the launching machine the dill the workers run (the "
            "version the Apache Beam SDK pins: `pip show apache-beam` lists it, `pip install "
            "\"dill==X\"`), or give the workers the same requirements"
        ),
    ),
    # TensorFlow Serving's REST server on a port another process holds (tensorflow/serving
    # #1940: "NET_LOG: Couldn't bind to port 8501", "Failed to start HTTP Server at
    # localhost:8501": an earlier tensorflow_model_server still running)
    rule(
        "server-port-in-use",
        E,
        "TensorFlow Serving cannot listen on its port: another process holds it",
        r"NET_LOG: Couldn't bind to port (?P<port>\d+)|Failed to start HTTP Server at \S+:(?P<port2>\d+)",
        ("couldn't bind to port", "failed to start http server at"),
        lambda v, _c: (
            f"Port {v.get('port')} is taken, most often by a tensorflow_model_server left "
            f"running by an earlier run: find it (`ss -ltnp | grep {v.get('port')}`, or "
            "`ps aux | grep tensorflow_model_server`) and stop it, or serve on another port "
            "(--rest_api_port, --port)"
        ),
    ),
    # a pickle made where another release of a package was installed, read where its module is
    # missing (apache/beam#27480, round 118: a Dataflow worker with TensorFlow 2.12 unpickling a
    # pipeline pickled under 2.13: dill's find_class, "No module named
    # 'tensorflow.python.framework.tensor'"; one line in the paste)
    rule(
        "beam-worker-package-version-mismatch",
        E,
        "A pickle needs a module this side's packages have not got (pickled under another release)",
        r"\bfind_class\b.{0,120}?(?:ModuleNotFoundError|ImportError): No module named "
        r"'(?P<module>[\w.]+)'",
        "find_class",
        lambda v, _c: unpickle_remedy(str(v.get("module"))),
    ),
    # a TF 2.11+ Keras object (its optimizer holds weak references) sent through pickle to
    # workers (danielenricocahall/elephas#26, round 118: PySpark's cloudpickle, "TypeError:
    # cannot pickle 'weakref' object"; the maintainer: the legacy optimizers)
    # a Keras 2 model or layer (or a TF object inside one) given to pickle, joblib, cloudpickle,
    # copy.deepcopy or scikit-learn's clone: its graph's locks, thread-locals and lazy modules
    # cannot be copied (tensorflow/tensorflow#33204, round 149: GridSearchCV cloning a
    # KerasClassifier whose build_fn held a model, "TypeError: can't pickle _thread.RLock
    # objects"; bonlime/keras-deeplab-v3-plus#95: a tensor in a layer's config, VS Code's
    # "Exception has occurred: TypeError" / "can't pickle _thread.RLock objects"; cloudpipe/
    # cloudpickle#356: "can't pickle _thread._local objects", "_LazyLoader objects"). Split from
    # keras-optimizer-not-picklable in the eighteenth session: four labels of five name a lock
    # this way, and the weak references stay the TF 2.11+ optimizer's. Keras 3.3.3+'s models
    # pickle (keras/src/saving/keras_saveable.py's __reduce__ writes them as .keras bytes; in the
    # wheels 3.3.3 has it, 3.3.2 and 3.0.0 have not)
    rule(
        "keras-model-not-picklable",
        E,
        "A Keras model or TensorFlow object cannot be pickled or deep-copied",
        r"(?:(?:TypeError|PicklingError): |^\W*)[Cc]an(?:not|'t) pickle '?(?P<what>_thread\.R?lock|"
        r"_thread\._local|_LazyLoader|SwigPyObject|FuncGraph|ConcreteFunction|AtomicFunction|"
        r"EagerTensor|_?UnreadVariable|PyCapsule)'? objects?|"
        # a @tf.function pickled by name (CPython's _pickle: "Can't pickle <function step at
        # 0x...>: it's not the same object as __main__.step"), and a dataset's variant tensor
        # pickled through EagerTensor.__reduce__ (TF 2.21's framework/ops.py:339, its source line
        # shown when it raised): the twenty-first session's outside check j, s21j-*
        r"Can't pickle <function (?P<fn>\w+) at 0x[0-9a-f]+>: it's not the same object as "
        r"[\w.]+\.(?P=fn)\b|(?P<reduce>return convert_to_tensor, \(self\._numpy\(\),\))",
        ("pickle '_thread.", "pickle _thread.", "pickle _lazyloader", "pickle swigpyobject",
         "pickle 'funcgraph'", "pickle 'concretefunction'", "pickle 'atomicfunction'",
         "pickle 'eagertensor'", "unreadvariable'", "pickle 'pycapsule'",
         "it's not the same object as", "return convert_to_tensor, (self._numpy(),)"),
        lambda v, _c: (
            f"{v.get('fn')} is a tf.function (a decorator replaced it), which cannot be pickled: "
            "send the plain Python function (or its module-level name) and apply tf.function "
            "in the worker, or save it in a tf.Module with tf.saved_model.save"
        ) if v.get("fn") else (
            "A tf.data.Dataset (its variant tensor) or a resource tensor cannot be pickled or "
            "sent to another process: pass file paths or arrays and build the pipeline in the "
            "worker, or dataset.save(path) there and tf.data.Dataset.load(path)"
        ) if v.get("reduce") else (
            f"A {v.get('what')} inside the Keras/TensorFlow object cannot be copied. Do not "
            "pickle or deep-copy the live model: save it (model.save('m.keras')) and load it "
            "where it is needed (in a multiprocessing child, pass the path); send get_config() "
            "and get_weights(); give scikit-learn wrappers a function that builds the model "
            "(scikeras' KerasClassifier(model=build_fn)), never a built model; keep a layer's "
            "config to Python numbers, not tensors (K.int_shape, not tf.shape). Keras 3.3.3+ "
            "models pickle by saving themselves (pip install -U keras). A lock in something else you pass "
            "(a logger, a client, a session): create it inside the worker"
        ),
    ),
    # copy.deepcopy of a TF variable in graph mode (suriyadeepan/practical_seq2seq#80, round
    # 149: the legacy seq2seq deep-copies its RNN cells; TF 2.21's resource_variable_ops.py:
    # "__deepcopy__() is only available when eager execution is enabled."; the gatherer's name)
    rule(
        "tf-deepcopy-requires-eager",
        E,
        "A TensorFlow variable was deep-copied in graph mode (only eager variables copy)",
        r"__deepcopy__\(\) is only available when eager execution is enabled",
        "__deepcopy__() is only available",
        "copy.deepcopy of an object holding variables (an RNN cell, a layer, a model) needs eager "
        "execution: run it eagerly (TF 2, no tf.compat.v1.disable_eager_execution), build a "
        "second object instead of copying one, or where the copy is meant to share weights give "
        "the class a __deepcopy__ returning itself (the legacy seq2seq fix: setattr(CellClass, "
        "'__deepcopy__', lambda self, _: self))",
    ),
    rule(
        "keras-optimizer-not-picklable",
        E,
        "A Keras/TensorFlow object cannot be pickled for other processes",
        r"(?:TypeError|PicklingError): [Cc]an(?:not|'t) pickle '?(?P<what>weakref(?:\.ReferenceType)?)'? "
        r"object",
        ("pickle 'weakref", "pickle weakref"),
        lambda v, _c: (
            f"A {v.get('what')} inside the object pickled (or sent to other processes) cannot be "
            "pickled. With TensorFlow, TF 2.11+'s Keras optimizers, compiled models and tf_keras "
            "models not yet built hold them (tf_keras pickles a model only once built: call it on "
            "data first, or save and load it): send what "
            "rebuilds it instead (the model's JSON and weights, an optimizer's name or "
            "get_config()), or tf.keras.optimizers.legacy.* where a package (elephas, Spark) "
            "pickles the optimizer. Otherwise find the lock or weak reference in what you pass "
            "(a logger, a client, a session) and create it inside the worker"
        ),
    ),
    # libhdfs loaded, but its JVM found no Hadoop classes (yahoo/TensorFlowOnSpark#454, round
    # 118: "loadFileSystems error: ... java.lang.NoClassDefFoundError", then TF's "Unknown
    # error 255"; TensorFlow's HDFS guide: CLASSPATH from `hadoop classpath --glob`)
    rule(
        "libhdfs-missing",
        E,
        "TensorFlow's HDFS client started no Hadoop classes (CLASSPATH)",
        # (not hdfsBuilderConnect's, which a refused namenode or Kerberos also gives: the review
        # of the fourteenth session)
        r"^loadFileSystems error:|Environment variable CLASSPATH not set!|getJNIEnv: getGlobalJNIEnv failed",
        ("loadfilesystems error", "environment variable classpath not set", "getglobaljnienv failed"),
        "libhdfs runs Hadoop's Java classes through JNI: set CLASSPATH=$(hadoop classpath "
        "--glob) and LD_LIBRARY_PATH with the folders of libjvm.so and libhdfs.so (and "
        "HADOOP_HDFS_HOME) in the process that runs TensorFlow, executors included (TensorFlow's "
        "Hadoop guide; TF 2.6+ reads HDFS through tensorflow-io: import tensorflow_io)",
    ),
)


def unpickle_remedy(module: str, workers: bool = True) -> str:
    """What to do when unpickling needs a module this side lacks: a dotted submodule is another
    release of its package; a bare name, the user's own code not shipped to the workers.
    ``workers``: Beam/Spark are in view (a joblib/scikit-learn model file is no pipeline: the
    review of the fifteenth session, item 17)."""
    if "." in module and not workers:
        return (
            f"The object was pickled where {module} exists, another release of "
            f"{module.split('.')[0]} than this one: install the release it was saved with, or "
            "load it there and save it again in a portable form (or under this release)"
        )
    if not workers:
        return (
            f"The pickle names {module}, the module its classes or functions were defined in, "
            "which this Python cannot import: make that code importable where it is loaded (its "
            "folder on PYTHONPATH, the project installed with pip install -e .)"
        )
    if "." in module:
        return (
            f"The object was pickled where {module} exists, another release of "
            f"{module.split('.')[0]} than the one unpickling it (Beam/Dataflow: the workers' "
            "container). Give both sides the same release: the workers' requirements or custom "
            "container, or the launching environment pinned to the workers' versions"
        )
    return (
        f"The pickle names {module}, the module its classes or functions were defined in, which "
        "this Python cannot import: make that code importable where it is loaded (its folder on "
        "PYTHONPATH, the project installed with pip install -e .); for Beam/Spark workers, ship "
        "it (Beam: --setup_file with a setup.py, --save_main_session, --requirements_file; "
        "Spark: --py-files) or install it in their image"
    )
