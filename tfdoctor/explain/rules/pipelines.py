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
)
