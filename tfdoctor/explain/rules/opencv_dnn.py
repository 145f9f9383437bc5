"""Log rules for OpenCV's DNN module reading TensorFlow models (cv2.dnn.readNetFromTensorflow and
its sample scripts tf_text_graph_*.py): what its TensorFlow importer cannot read, and the tool
given the wrong file. The words are OpenCV's own, in the threads cited (opencv/opencv, round
153); the remedies are its maintainers'. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

E = Severity.ERROR
#: OpenCV's TensorFlow importer
OPENCV_DNN_RULES = (
    # a TF op OpenCV's importer has no layer for (opencv/opencv#16388: OpenCV 4.1.1 and
    # FusedBatchNormV3, which TF >= 1.15 writes; support came with 4.2.0), and the sample script
    # asking for a function an older OpenCV lacks (#12442: cv.dnn.writeTextGraph in 3.4.2)
    rule(
        "opencv-dnn-version-too-old",
        E,
        "This OpenCV's DNN importer does not know what the TensorFlow model needs",
        r"Can't create layer \"(?P<layer>[^\"]+)\" of type \"(?P<op>\w+)\"|"
        r"has no attribute '(?P<fn>writeTextGraph|readNetFromTFLite)'",
        ("can't create layer", "writetextgraph", "readnetfromtflite"),
        lambda v, _c: (
            f"OpenCV's TensorFlow importer has no layer for {v.get('op')} (TF 1.15+ writes "
            "FusedBatchNormV3, which OpenCV reads from 4.2.0): upgrade OpenCV (pip install -U "
            "opencv-python), or export the graph with ops it knows"
            if v.get("op") else
            f"cv.dnn.{v.get('fn')} is not in this OpenCV: use the sample script of the OpenCV "
            "release installed (samples/dnn), or a newer OpenCV"
        ),
    ),
    # (opencv/opencv#19151: saved_model.pb given to readNetFromTensorflow, "Failed to parse
    # GraphDef file: model/saved_model.pb"; dkurt: freeze it first)
    rule(
        "opencv-dnn-savedmodel-not-frozen-graph",
        E,
        "OpenCV was given a SavedModel's saved_model.pb; it reads a frozen GraphDef",
        r"Failed to parse GraphDef file: (?P<path>\S*saved_model\.pb)",
        "failed to parse graphdef file",
        "A SavedModel is not a frozen graph: freeze it (tf.function's concrete function through "
        "convert_variables_to_constants_v2, then tf.io.write_graph(..., as_text=False)) and give "
        "OpenCV that .pb; or run the SavedModel with TensorFlow itself",
    ),
    # (matterport/Mask_RCNN#1626: a .pbtxt dumped from a graph with resource variables,
    # "Unknown enumeration value of \"DT_RESOURCE\" for field \"type\"")
    rule(
        "opencv-dnn-graph-has-resource-variables",
        E,
        "The graph given to OpenCV still holds variables (DT_RESOURCE): it is not frozen",
        r"Unknown enumeration value of \"DT_RESOURCE\" for field \"type\"",
        "dt_resource",
        "Freeze the inference graph (variables to constants) and make the text graph with "
        "OpenCV's own script for that model (tf_text_graph_mask_rcnn.py, _ssd, _faster_rcnn), "
        "or pass the frozen .pb alone",
    ),
    # (opencv/opencv#12026: FaceNet frozen with its training input pipeline, "Input layer not
    # found: image_batch"; dkurt: export the inference graph, phase_train false)
    rule(
        "opencv-dnn-training-graph",
        E,
        "OpenCV found a node whose input is not in the graph (a training-time graph)",
        r"Input layer not found: (?P<layer>[\w/]+)",
        "input layer not found",
        lambda v, _c: (
            f"{v.get('layer')} belongs to the training pipeline frozen into the graph: export an "
            "inference graph (a placeholder input, training switches off), e.g. with TF's "
            "optimize_for_inference or the model's own export script, and give OpenCV that"
        ),
    ),
    # (opencv/opencv#16075: a TensorFlow .pb given to readNetFromDarknet, darknet_io.cpp's
    # "(-215:Assertion failed) separator_index < line.size() in function 'ReadDarknetFromCfgStream'")
    rule(
        "opencv-dnn-wrong-reader-for-format",
        E,
        "OpenCV's Darknet reader was given a file that is not a Darknet .cfg",
        r"separator_index < line\.size\(\) in function '?ReadDarknetFromCfgStream",
        "readdarknetfromcfgstream",
        "Each reader takes its own format: a TensorFlow .pb (and its .pbtxt) goes to "
        "cv2.dnn.readNetFromTensorflow; readNetFromDarknet takes a Darknet .cfg and .weights",
    ),
    # (opencv/opencv#15858: "DNN module was not built with CUDA backend; switching to CPU")
    rule(
        "opencv-dnn-built-without-cuda",
        Severity.WARNING,
        "This OpenCV was built without the CUDA DNN backend: it runs the model on the CPU",
        r"DNN module was not built with CUDA backend; switching to CPU",
        "not built with cuda backend",
        "pip's opencv-python has no CUDA: build OpenCV with WITH_CUDA, OPENCV_DNN_CUDA and the "
        "GPU's CUDA_ARCH_BIN, or run the model with TensorFlow on the GPU",
    ),
)


# --- an event rule: OpenCV's tf_text_graph_*.py sample scripts ------------------------------
# (opencv/opencv#13249: tf_text_graph_ssd.py on a Faster R-CNN model, "KeyError: 'ssd'" at
# "config = config['model'][0]['ssd'][0]"; #11455: OpenCV 3.4.1's script on SSD-MobileNet v2,
# "assert(graph_def.node[0].op == 'Placeholder')", fixed by the newer script of PR #11459)
_SCRIPT = re.compile(r"tf_text_graph_(?P<kind>ssd|faster_rcnn|mask_rcnn|efficientdet)\.py$")


def text_graph_script(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = next((m for fr in r.frames if (m := _SCRIPT.search(fr.path.replace("\\", "/")))), None)
    if m is None or r.short_type not in ("KeyError", "AssertionError", "IndexError"):
        return None
    key = r.message.strip().strip("'\"")
    wrong = r.short_type == "KeyError" and key in ("ssd", "faster_rcnn")
    return {"script": m.group(0), "kind": m.group("kind"), "key": key if wrong else None}


def text_graph_script_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    if v.get("key"):
        return Finding(
            "opencv-text-graph-wrong-script",
            E,
            f"OpenCV's {v.get('script')} was run on a model of another architecture",
            f"The pipeline.config has no '{v.get('key')}' section: the model is another "
            "architecture. Use the script made for it (tf_text_graph_faster_rcnn.py for Faster "
            "R-CNN, tf_text_graph_mask_rcnn.py for Mask R-CNN, tf_text_graph_ssd.py for SSD)",
            ev,
            values=dict(v),
        )
    return Finding(
        "opencv-text-graph-script-outdated",
        E,
        f"OpenCV's {v.get('script')} does not read this model's graph (an older script)",
        "Take tf_text_graph_*.py from a newer OpenCV (samples/dnn; newer scripts read newer "
        "Object Detection API graphs), with the OpenCV release it was written for",
        ev,
        values=dict(v),
    )
