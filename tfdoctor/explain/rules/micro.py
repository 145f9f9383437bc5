"""TensorFlow Lite Micro's own words (its op resolver, its arena's alignment, the models it
does not run), split from deploy_targets.py (module size); the arena's size is there."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.deploy_targets import op_missing
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

MICRO_RULES = (
    # TFLM's own words for an op its resolver has not got (tensorflow/tflite-micro#302, round
    # 127: "Failed to get registration from op code AVERAGE_POOL_2D" after "Didn't find op for
    # builtin opcode ... version '2'": MicroMutableOpResolver<5> given 7 Add calls)
    rule(
        "tflite-runtime-op-missing",
        E,
        "TensorFlow Lite Micro's op resolver lacks an op the model uses",
        r"Failed to get registration from op code (?P<op>[A-Z][A-Z0-9_]+)",
        "failed to get registration from op code",
        lambda v, _c: op_missing(v),
        derive=lambda _v: {"tflm_registration": True},
    ),
    # TFLM's allocator asking for a 16-byte aligned arena (espruino/Espruino#1914, round 127: "4
    # bytes lost due to alignment. To avoid this loss, please make sure the tensor_arena is 16
    # bytes aligned."; TFLM goes on with the bytes lost, Espruino raised it; the gatherer's name)
    # (a note: TFLM goes on, and demos print it in their normal output, Zephyr's magic_wand; an
    # error where a wrapper raised it, Espruino's "Uncaught Error:": the second review of the
    # fifteenth session)
    rule(
        "tflm-arena-misaligned",
        E,
        "A wrapper raised TFLM's arena-alignment note as an error",
        r"Uncaught Error: (?P<lost>\d+) bytes lost due to alignment",
        "bytes lost due to alignment",
        lambda v, _c: (
            "TFLM itself only reports the lost bytes and goes on; the program around it (Espruino) "
            "turned the note into an exception: use a release of it that aligns the arena, or "
            "give it a 16-byte aligned buffer (alignas(16))"
        ),
    ),
    rule(
        "tflm-arena-misaligned",
        Severity.INFO,
        "The tensor arena is not 16-byte aligned (TFLM loses the bytes before the boundary)",
        r"(?P<lost>\d+) bytes lost due to alignment\. To avoid this loss, please make sure the "
        r"tensor_arena is 16 bytes aligned",
        "bytes lost due to alignment",
        lambda v, _c: (
            f"TFLM skips {v.get('lost')} bytes to reach a 16-byte boundary and goes on with a "
            "smaller arena: declare it aligned (alignas(16) uint8_t tensor_arena[kTensorArenaSize]); "
            "a wrapper that turns the message into an error (Espruino) needs its fix"
        ),
    ),
    # TFLM refusing a dynamic-range ("hybrid") quantized model (tensorflow/tflite-micro#757,
    # round 127: fully_connected.cc "Hybrid models are not supported on TFLite Micro."; the
    # maintainer: full integer quantization; the gatherer's name)
    rule(
        "tflm-hybrid-model-unsupported",
        E,
        "TensorFlow Lite Micro does not run hybrid (dynamic-range quantized) models",
        r"Hybrid models are not supported on TFLite Micro",
        "hybrid models are not supported on tflite micro",
        "The model has float activations with int8 weights (the converter's default "
        "optimization without a representative dataset): convert with full integer quantization "
        "(converter.representative_dataset, supported_ops = [TFLITE_BUILTINS_INT8], int8 input "
        "and output), or a float model while prototyping",
    ),
)
