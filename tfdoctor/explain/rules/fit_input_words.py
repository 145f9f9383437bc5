"""Log rules for what Keras says of the data given to fit, and for what serves a model beside it:
a Python list no data adapter takes, a fit that ran no step (empty input), flow_from_dataframe's
class_mode against its label columns, a Flask (WSGI) app under an ASGI server, and an ARM build
that needs libatomic. Real samples with sources in tests/explain/test_rules.py (round 177).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code or data, not the environment)"

FIT_INPUT_RULES = (
    # tf.keras 2's data adapters given a Python list beside a NumPy array (YerevaNN/mimic3-
    # benchmarks#132, round 177: "Failed to find data adapter that can handle input: <class
    # 'numpy.ndarray'>, (<class 'list'> containing values of types {"<class 'int'>"})"; np.array
    # of the labels fixed it). (Keras 2's v2-loop fallback line is keras_build.py's.)
    rule(
        "non-numeric-input-data",
        E,
        "Keras found no data adapter for the input: a Python list or an unsupported type" + NOT_ENV,
        r"(?<!because of error: )Failed to find data adapter that can handle input: (?P<types>.+)$",
        "failed to find data adapter that can handle input",
        lambda v, _c: (
            f"fit takes NumPy arrays, tensors, a tf.data.Dataset, a generator or a Sequence, not "
            f"({str(v.get('types'))[:120]}): convert lists with np.asarray(...) (labels and "
            "validation_data too), and make x and y the same kind"
        ),
    ),
    # a fit that ran no step: tf.keras 2.x raises when the epoch's logs stay empty (keras-team/
    # keras#16216, round 177, fchollet quoting "Unexpected result of `train_function` (Empty
    # logs)", zero samples given; the PR added an empty-input check; the gatherer's name)
    rule(
        "keras-fit-empty-input",
        E,
        "fit ran no training step: the data given to it is empty" + NOT_ENV,
        r"Unexpected result of `?(?P<fn>train|test|predict)_function`? \(Empty logs\)",
        "(empty logs)",
        lambda v, _c: (
            f"No batch reached {v.get('fn')}_function: check that x/y (or the dataset) hold "
            "samples (len(x), ds.cardinality()), that a filter or take() left some, and that "
            "steps_per_epoch is not 0"
        ),
    ),
    # keras_preprocessing's flow_from_dataframe with class_mode='categorical' given numeric
    # label columns (keras-team/keras-preprocessing#278, round 177: "If class_mode="categorical",
    # y_col="[...]" column values must be type string, list or tuple."; class_mode='raw' fixed
    # it; the gatherer's name)
    rule(
        "keras-flow-from-dataframe-label-type",
        E,
        "flow_from_dataframe's class_mode does not fit the label column's type" + NOT_ENV,
        r"If class_mode=\"(?P<mode>\w+)\", y_col=\"(?P<col>[^\"]+)\" column values must be type "
        r"(?P<want>[\w ,]+)",
        "column values must be type",
        lambda v, _c: (
            f"class_mode='{v.get('mode')}' reads class names ({v.get('want')}) from {v.get('col')}: "
            "for numeric or one-hot label columns use class_mode='raw' (a list of columns for "
            "multi-label), or turn the labels into class-name strings"
        ),
    ),
    # a WSGI app (Flask, Django) handed to an ASGI server (robmarkcole/tensorflow-lite-rest-
    # server#37, round 177: uvicorn's "TypeError: __call__() missing 1 required positional
    # argument: 'start_response'"; the gatherer's name)
    rule(
        "wsgi-app-under-asgi-server",
        E,
        "A WSGI app (Flask, Django) is served by an ASGI server (uvicorn)",
        r"__call__\(\) missing 1 required positional argument: 'start_response'",
        "missing 1 required positional argument: 'start_response'",
        "uvicorn and other ASGI servers call the app as app(scope, receive, send); Flask's app "
        "wants (environ, start_response): serve it with a WSGI server (gunicorn app:app, "
        "waitress), wrap it (asgiref.wsgi.WsgiToAsgi(app)), or run the FastAPI/ASGI version of "
        "the code",
    ),
    # an armv6/armv7 build using 64-bit atomics without linking libatomic (tensorflow/tensorflow
    # #38037, round 177: tflite_runtime's _interpreter_wrapper ... "undefined symbol:
    # __atomic_compare_exchange_8"; LD_PRELOAD of libatomic fixed it; the gatherer's name)
    rule(
        "libatomic-not-linked",
        E,
        "A compiled module needs libatomic, which it was not linked with (32-bit ARM builds)",
        r"(?P<lib>\S+\.so[\d.]*): undefined symbol: (?P<symbol>__atomic_\w+)",
        "undefined symbol: __atomic_",
        lambda v, _c: (
            f"{v.get('lib')} calls {v.get('symbol')} from libatomic: preload it before Python "
            "starts (export LD_PRELOAD=/usr/lib/arm-linux-gnueabihf/libatomic.so.1; apt install "
            "libatomic1 if missing), or install a build of the package linked with -latomic"
        ),
    ),
    # a plain Python generator pulled by several threads (Keras's fit_generator with workers > 1):
    # Python refuses a second next() while one runs (raspstephan/CBRAIN-CAM's notebook, round
    # 179: "ValueError: generator already executing", then "output of generator should be a
    # tuple ... Found: None"; workers=1 trained; the gatherer's name)
    rule(
        "keras-generator-multiprocessing-unsafe",
        E,
        "A Python generator was read by several Keras workers at once (generators are not thread-safe)"
        + NOT_ENV,
        r"ValueError: generator already executing",
        "generator already executing",
        "Give fit workers=1 (and use_multiprocessing=False) for a plain generator, or write the "
        "data as a keras.utils.Sequence (Keras 3: PyDataset) or a tf.data pipeline, which several "
        "workers can read safely",
    ),
    # TensorFlow casting complex values to a real dtype (TF 2.21's math_ops.py cast: "You are
    # casting an input of type complex128 to an incompatible dtype float64.  This will discard
    # the imaginary part and may not be what you intended."; ML4SCI/QMLHEP's quantum notebook,
    # round 179: a quantum layer's complex output fed to Keras; the gatherer's name)
    rule(
        "complex-cast-discards-imaginary",
        Severity.WARNING,
        "Complex values were cast to a real dtype: their imaginary part is dropped" + NOT_ENV,
        r"You are casting an input of type (?P<src>complex\d+) to an incompatible dtype (?P<dst>\w+)\.\s+"
        r"This will discard the imaginary part",
        "this will discard the imaginary part",
        lambda v, _c: (
            f"A {v.get('src')} tensor became {v.get('dst')} and lost its imaginary part: take what you "
            "mean explicitly (tf.math.real, tf.math.abs, or a layer that returns real expectation "
            "values) before it reaches a real-valued layer or loss"
        ),
    ),
)
