"""The words of TensorFlow's tools around a model (TensorBoard, TFX and TF Transform, the
TensorFlow.js converter and its Node bindings), and of Python's packaging under them, when
what they say names the cause (round 124: TensorBoard, TFX and TF.js threads)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

TOOLING_RULES = (
    # TensorBoard's own words for a port another process holds (marcoppasini/musika#25, round
    # 124: "TensorBoard could not bind to port 6006, it was already in use", a notebook whose
    # earlier cell had started TensorBoard already)
    # (docs1-q-017 named it so too: TensorBoard's own note lists the instance holding the port)
    rule(
        "tensorboard-port-in-use",
        E,
        "TensorBoard's port is taken by another process",
        r"TensorBoard could not bind to port (?P<port>\d+), it was already in use",
        "tensorboard could not bind to port",
        lambda v, _c: (
            f"Port {v.get('port')} is held, most often by a TensorBoard an earlier run or cell "
            "started: open that one, or stop it (`ps aux | grep tensorboard`, then kill its "
            "pid; in a notebook `from tensorboard import notebook; notebook.list()` shows the "
            f"ones it started), or start this one with --port {int(v.get('port') or 6006) + 1}"
        ),
    ),
    # TensorBoard's page with no data: its front end's "No dashboards are active for the current
    # data set." (tensorboard 2.21.0's webfiles; Linesight-RL/linesight#34, round 143: a
    # relative --logdir read from another working folder)
    rule(
        "tensorboard-logdir-no-event-files",
        E,
        "TensorBoard found no event files under its --logdir",
        r"No dashboards are active for the current data set",
        "no dashboards are active",
        "TensorBoard reads event files (events.out.tfevents.*) under --logdir and found none: a "
        "relative --logdir is resolved against the folder TensorBoard was started in (start it "
        "from the project's folder, or give the absolute path), and it must be the folder the "
        "TensorBoard callback or tf.summary writer wrote to (`find LOGDIR -name "
        "'events.out.tfevents*'`); a run still starting has written nothing yet",
    ),
    # the notebook extension reusing a TensorBoard it started before (tensorboard's
    # notebook.py: "Reusing TensorBoard on port {port} (pid {pid}), started {delta} ago.
    # (Use '!kill {pid}' to kill it.)"); a stale one whose process died shows a page that never
    # loads (tensorflow/tensorflow#34990, round 143: after "fuser 6006/tcp -k")
    rule(
        "tensorboard-notebook-stale-instance",
        Severity.WARNING,
        "%tensorboard reused a TensorBoard started earlier, which may be gone",
        r"Reusing TensorBoard on port (?P<port>\d+) \(pid (?P<pid>\d+)\), started (?P<delta>[^ ]+) ago",
        "reusing tensorboard on port",
        lambda v, _c: (
            f"The notebook shows the TensorBoard it started {v.get('delta')} ago (pid "
            f"{v.get('pid')}) instead of a new one: if its page does not load or shows old "
            f"runs, run !kill {v.get('pid')} (or delete its pid-{v.get('pid')}.info file in the "
            "temp folder's .tensorboard-info), then %tensorboard again, or pass another --port"
        ),
    ),
    # TensorBoard's manager logging an info file another TensorBoard release wrote, with its
    # traceback (tensorflow/tensorboard#2467, round 143: "invalid info file: '.../.tensorboard-
    # info/pid-82744.info'" then "ValueError: incompatible version"; TensorBoard launched, and
    # tensorboard/tensorboard#2470 quieted it)
    rule(
        "benign-tensorboard-stale-info-file",
        Severity.INFO,
        "TensorBoard skipped a record left by another TensorBoard release (harmless)",
        r"manager\.py:\d+\] invalid info file: '[^']*\.tensorboard-info",
        "invalid info file:",
        "Harmless: TensorBoard ignores that record and starts; delete the old pid-*.info files in "
        "the temp folder's .tensorboard-info to quiet it",
    ),
    # TensorBoard of TF r0.7 looking for the TAG file its pip package left out
    # (tensorflow/tensorflow#1586, round 124: "WARNING:tensorflow:Unable to read TensorBoard
    # tag" after an IOError naming .../tensorflow/tensorboard/TAG; TensorBoard ran, the warning
    # went in r0.8)
    rule(
        "benign-tensorboard-tag-unreadable",
        Severity.INFO,
        "TensorBoard could not read its version tag file (harmless)",
        r"Unable to read TensorBoard tag|IOError \[Errno 2\] No such file or directory: "
        r"'[^']*[\\/]tensorboard[\\/]TAG'",
        ("unable to read tensorboard tag", "tensorboard/tag'", "tensorboard\\tag'"),
        "Harmless: TensorBoard of TensorFlow r0.7 looks for a TAG file its pip package did not "
        "ship, and runs without it (the warning is gone from r0.8); nothing to fix",
    ),
    # pkg_resources of a setuptools older than Python 3.12, which removed pkgutil.ImpImporter
    # (AIMixer/LoRAMaster#4, round 124: TensorBoard's `import pkg_resources` in a Python 3.12
    # venv; the gatherer's name)
    rule(
        "setuptools-too-old-for-python",
        E,
        "This environment's setuptools (pkg_resources) is older than its Python",
        r"AttributeError: module 'pkgutil' has no attribute 'ImpImporter'",
        "has no attribute 'impimporter'",
        # (which pkg_resources raised it decides the fix: the review of the fifteenth session,
        # items 6-7; pypa/pip#12358, numpy/numpy#29345)
        "Python 3.12 removed pkgutil.ImpImporter, which an old pkg_resources uses on import. The "
        "traceback's path says whose: site-packages/pkg_resources is the environment's "
        "setuptools (python -m pip install -U setuptools); pip/_vendor/pkg_resources is pip "
        "itself, too old for this Python (python -m ensurepip --upgrade, or get-pip.py); a "
        "pip-build-env path is pip building an old release from source (numpy < 1.26 on 3.12): "
        "install a release with wheels for this Python, or use Python 3.11",
    ),
    # TF Transform's analyzer cache on Windows: dataset keys built from backslash paths
    # (tensorflow/tfx#1036, round 124: TFX 0.15, "Dataset key 'chicago_taxi_beam\\
    # CsvExampleGen\\examples\\1\\train\\STAR' does not match allowed pattern"; the maintainer:
    # Windows was not supported yet; the gatherer's name)
    rule(
        "tfx-windows-unsupported",
        E,
        "TF Transform rejected a Windows path as a dataset key (this TFX does not support Windows)",
        r"Dataset key '[^']*\\[^']*' does not match allowed pattern",
        "does not match allowed pattern",
        "TFX/TF Transform of this release builds dataset keys from paths and accepts only "
        "forward-slash ones: run the pipeline on Linux or WSL2 (or in TFX's Docker image), or "
        "a TFX release whose notes add Windows support",
    ),
    # TFX's Trainer calling the function its executor expects in the user's module file
    # (tensorflow/tfx#3573, round 124: the default Estimator executor asked for trainer_fn, the
    # module defined run_fn; custom_executor_spec with GenericExecutor fixed it)
    rule(
        "tfx-trainer-executor-mismatch",
        E,
        "TFX's Trainer looked for a function the module file does not define",
        r"AttributeError: module '(?P<module>user_module\w*|[\w.]+)' has no attribute "
        r"'(?P<fn>trainer_fn|run_fn)'",
        ("has no attribute 'trainer_fn'", "has no attribute 'run_fn'"),
        lambda v, _c: (
            f"The Trainer's executor calls {v.get('fn')} in the module file, which defines the "
            "other entry point: trainer_fn is the Estimator executor's, run_fn the generic "
            "(Keras) executor's. Give the Trainer the executor matching the module "
            "(custom_executor_spec=executor_spec.ExecutorClassSpec(GenericExecutor) for run_fn) "
            "or rename the function"
        ),
    ),
    # tensorflowjs_converter given an HDF5 file as a SavedModel (tensorflow/tfjs#8265, round
    # 124: "--input_format=keras_saved_model model.h5", then numpy() not available; the poster:
    # --input_format=keras converts it; the gatherer's name)
    rule(
        "tfjs-converter-input-format-mismatch",
        E,
        "tensorflowjs_converter was told a format the input file is not",
        r"tensorflowjs_converter\b.*--input_format[= ](?P<fmt>keras_saved_model|tf_saved_model|"
        # (tokens of this command only, not past &&, ; or |: the review of the fifteenth session)
        r"tf_hub|tf_frozen_model)\s+(?:[^\s;&|]+\s+)*?(?P<file>[^\s;&|]+\.(?:h5|hdf5|keras))(?=\s|$)",
        "tensorflowjs_converter",
        lambda v, _c: (
            f"{v.get('file')} is a Keras file, not a {v.get('fmt')}: convert it with "
            "--input_format=keras (Keras 3's .keras files: load it and save a SavedModel with "
            "model.export(), then --input_format=tf_saved_model)"
        ),
    ),
    # a TF.js graph model calling an op this @tensorflow/tfjs has no kernel for (tensorflow/
    # tfjs#4852, round 124: "Unknown op 'IsNan'. File an issue at https://github.com/
    # tensorflow/tfjs/issues so we can add it, or register a custom execution with
    # tf.registerOp()"; added in the next release)
    rule(
        "tfjs-converter-op-unsupported",
        E,
        "TensorFlow.js has no kernel for an op of the converted model",
        r"Unknown op '(?P<op>\w+)'\. File an issue at https://github\.com/tensorflow/tfjs/issues",
        "file an issue at https://github.com/tensorflow/tfjs/issues",
        lambda v, _c: (
            f"This @tensorflow/tfjs has no {v.get('op')}: upgrade @tensorflow/tfjs (releases add "
            "ops; the converter's supported_ops list says which), or register it with "
            f"tf.registerOp('{v.get('op')}', ...), or rewrite that step of the model before "
            "converting"
        ),
        url="https://github.com/tensorflow/tfjs/blob/master/tfjs-converter/docs/supported_ops.md",
    ),
    # a tfjs-node / tfjs-tflite-node addon built for another architecture or word size
    # (dceejay/tfjs-coco-ssd#20, round 124: "tfjs_binding.node: wrong ELF class: ELFCLASS64" on
    # a 32-bit Raspberry Pi OS, fixed by npm rebuild --build-from-source; tensorflow/tfjs#6796:
    # tfjs-tflite-node's node_tflite_binding.node missing a TFLite symbol on 32-bit Raspbian)
    rule(
        "tfjs-node-install-failed",
        E,
        "A TensorFlow.js Node addon was built for another architecture than this Node",
        r"node_modules[\\/](?:@tensorflow[\\/]tfjs-node(?:-gpu)?|tfjs-tflite-node)[\\/]\S*"
        r"\.node: (?P<why>wrong ELF class: ELFCLASS(?P<bits>32|64)|undefined symbol: \w+)",
        ("wrong elf class", "_binding.node: undefined symbol"),
        lambda v, _c: (
            (f"The addon is a {v.get('bits')}-bit binary and this Node/OS is not: "
             if v.get("bits") else "The prebuilt addon does not match this system's libraries "
             "(a 32-bit OS where only 64-bit ARM is built is the usual case): ")
            + "rebuild it here (`npm rebuild @tensorflow/tfjs-node --build-from-source`), or "
            "use a 64-bit OS and Node, the platforms the prebuilt addons are made for"
        ),
    ),
    # KerasTuner reloading an earlier search's oracle from the same project folder, whose
    # hyperparameters the new build_model asks for by another name (keras-team/keras-tuner#290,
    # round 130: "Reloading Oracle from existing project ./untitled_project/oracle.json" then
    # "ValueError: Unknown parameter: num_layers"; overwrite=True fixed it; the gatherer's name)
    rule(
        "keras-tuner-stale-project-reloaded",
        E,
        "KerasTuner asked for a hyperparameter its search space does not define",
        r"ValueError: Unknown parameter: (?P<name>\w+)",
        "unknown parameter:",
        lambda v, _c: (
            f"{v.get('name')} is not in the tuner's search space: KerasTuner reloads the earlier "
            "search's oracle from the same directory/project_name (its log says \"Reloading "
            "Oracle from existing project\"), whose space lacks it; pass overwrite=True or a new "
            "project_name. In a fresh search, define it (hp.Int/hp.Choice) before hp.get()"
        ),
    ),
    # KerasTuner's check that build() returned a model of the Keras it imports (keras-team/keras-
    # tuner#916, round 130: a keras_core.Model subclass, "Expected the model-building function,
    # or HyperModel.build() to return a valid Keras Model instance. Received: <EventTypesModel
    # ...>"; subclassing tf.keras.Model, or Keras 3 throughout, fixed it)
    rule(
        "keras-version-mismatch",
        E,
        "build() returned a model of another Keras than the one KerasTuner uses",
        r"to return a valid Keras Model instance\. Received: <(?P<model>\w+)",
        "to return a valid keras model instance",
        lambda v, _c: (
            f"{v.get('model')} is a model, but of another Keras (keras_core, Keras 3's keras, "
            "tf.keras/tf_keras) than the one KerasTuner imports: build it from the same keras "
            "KerasTuner uses (a KerasTuner release made for Keras 3 with `import keras` "
            "throughout; with tf.keras: tf.keras.Model and its layers), not a mix"
        ),
    ),
    # Streamlit's @st.cache hashing a TensorFlow/Keras object passed to a cached function
    # (streamlit/streamlit#2571, round 137: "UnhashableTypeError: Cannot hash object of type
    # tensorflow.python.util.object_identity.ObjectIdentityDictionary"; the gatherer's name)
    rule(
        "streamlit-cache-unhashable-model",
        E,
        "Streamlit's cache tried to hash an object it cannot (a model, or anything holding a "
        "lock, passed to or returned by a cached function)",
        r"UnhashableTypeError: Cannot hash object of type (?P<type>(?:tensorflow|keras|tf_keras)\.[\w.]+)|"
        # Streamlit 0.56's name for it, on a lock inside a loaded SavedModel (streamlit/
        # streamlit#1187, round 180: "UnhashableType: Cannot hash object of type _thread.RLock";
        # allow_output_mutation=True fixed it)
        r"UnhashableType: Cannot hash object of type (?P<type3>_thread\.R?[Ll]ock)\b|"
        # st.cache_data's (Streamlit 1.18+): "Cannot hash argument 'model' (of type
        # `keras.src.models.sequential.Sequential`) in 'predict'"
        r"Cannot hash argument '\w+' \(of type `?(?P<type2>(?:tensorflow|keras|tf_keras)\.[\w.]+)`?\)",
        ("cannot hash object of type", "cannot hash argument '"),
        "Load the model once in a function decorated with @st.cache_resource (Streamlit 1.18+; "
        "@st.experimental_singleton or @st.cache(allow_output_mutation=True) before) and do not "
        "pass it into @st.cache/@st.cache_data functions; or exclude it from hashing "
        "(hash_funcs, or a leading underscore in the parameter's name with st.cache_data)",
    ),
)
