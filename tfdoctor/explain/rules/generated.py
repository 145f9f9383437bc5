"""Log rules for code a project generates before it runs: the TensorFlow Object Detection API's
protobuf modules (``object_detection/protos/*_pb2.py``), which its installation makes with
``protoc`` and which a checkout of tensorflow/models does not hold until then. Verbatim real
samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

# the .proto files of research/object_detection/protos in tensorflow/models (listed from the
# repository's index, 2026-11-28): a bare "cannot import name 'X_pb2'" names one of them
_OD_PROTOS = (
    "anchor_generator argmax_matcher box_coder box_predictor calibration center_net detr eval "
    "faster_rcnn faster_rcnn_box_coder flexible_grid_anchor_generator fpn graph_rewriter "
    "grid_anchor_generator hyperparams image_resizer input_reader keypoint_box_coder losses "
    "matcher mean_stddev_box_coder model multiscale_anchor_generator optimizer pipeline "
    "post_processing preprocessor region_similarity_calculator ssd ssd_anchor_generator "
    "string_int_label_map target_assigner train wsod"
).split()

_OD = (
    "from tensorflow/models' research folder run `protoc object_detection/protos/*.proto "
    "--python_out=.` (protoc: the protobuf-compiler package), then install the API (`cp "
    "object_detection/packages/tf2/setup.py . && python -m pip install .`) in the Python that "
    "runs the program"
)


def _remedy(v: dict, _c: object) -> str:
    proto = v.get("proto")
    if v.get("proto3"):  # an OD API proto's name, no module on the line: its command first
        return (
            f"{proto} is made by protoc and was never generated. The TensorFlow Object Detection "
            "API: " + _OD + ". Another project with the same layout: run protoc on its own protos "
            "folder (`protoc path/to/protos/*.proto --python_out=.`)"
        )
    if v.get("proto5"):  # a bare name of another project: a checkout shadowing it, or no protoc
        return (
            f"{proto} is made by protoc and is missing where Python imported the package from. If "
            "the program runs inside the project's source checkout (a folder of the package's "
            "name in the working directory), that folder shadows the installed package: run from "
            "another directory. Else generate it: protoc on the project's protos folder from its "
            "root (`protoc path/to/protos/*.proto --python_out=.`, as its install steps say)"
        )
    if v.get("proto4"):  # no object_detection on the line
        where = f" ({v['package']})" if v.get("package") else ""
        return (
            f"{proto}{where} is made by protoc from the project's .proto file and was never "
            "generated: run protoc on the project's protos folder from its root (`protoc "
            "path/to/protos/*.proto --python_out=.`, as its install steps say). The TensorFlow "
            "Object Detection API: " + _OD
        )
    return f"{proto} is made from its .proto file when the Object Detection API is installed, not kept in the repository: " + _OD


GENERATED_RULES = (
    # TannerGilbert/Tutorials#30: "ImportError: cannot import name 'string_int_label_map_pb2'"
    # under "from object_detection.protos import string_int_label_map_pb2"; the maintainer:
    # compile the protos (research/object_detection/g3doc's installation: from models/research,
    # "protoc object_detection/protos/*.proto --python_out=.")
    rule(
        "protos-not-compiled",
        Severity.ERROR,
        "A project's protobuf modules (_pb2) were never generated (protoc)",
        r"No module named '?object_detection\.protos\.(?P<proto>\w+_pb2)|"
        r"cannot import name '(?P<proto2>\w+_pb2)' from '?object_detection\.protos|"
        # a bare name of the Object Detection API's protos: other projects copied its layout
        # (oandrienko/fast-semantic-segmentation#31: "cannot import name 'hyperparams_pb2'" from
        # its own protos folder), so the remedy names both (the review of the eleventh session)
        r"cannot import name '(?P<proto3>(?:" + "|".join(_OD_PROTOS) + r")_pb2)'(?! from)|"
        # any other project's bare name (google-parfait/tensorflow-federated#610: "cannot import
        # name 'computation_pb2'", run in the project's source checkout, whose package shadows
        # the installed one; not protobuf's own well-known types)
        r"cannot import name '(?P<proto5>(?!(?:descriptor|any|api|duration|empty|field_mask|"
        r"source_context|struct|timestamp|type|wrappers|plugin)_pb2')\w+_pb2)'(?! from)|"
        # a generated module's package with no files at all (google/model_search#15: "cannot
        # import name 'hparam_pb2' from 'model_search.proto' (unknown location)")
        # (not a pip package that ships its _pb2 files, tensorflow_serving.apis & co: there the
        # words mean a source checkout's folder shadowing it; the second review)
        r"cannot import name '(?P<proto4>\w+_pb2)' from '(?P<package>(?!google\.protobuf|tensorflow)[\w.]+)' "
        r"\(unknown location\)",
        "_pb2",
        _remedy,
    ),
)
