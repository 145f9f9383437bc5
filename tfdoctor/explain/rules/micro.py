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
    # TFLM's kernels refusing a tensor type (tflite-micro's kernels: MicroPrintf("Type %s (%d)
    # not supported."); uint8 quantization, which TFLM dropped (tensorflow/tflite-micro#345,
    # round 170: a hosted uint8 MobileNet, "Type UINT8 (3) not supported."; the answer: int8),
    # and a type a kernel of that release lacks (espressif/esp-tflite-micro#32: an LSTM's
    # WHILE body with an INT32 ADD, "Type INT32 (2) not supported.", added by tflite-micro PR
    # #1847); the gatherers' names)
    rule(
        "tflm-uint8-quantization-unsupported",
        E,
        "TensorFlow Lite Micro does not run uint8-quantized models",
        r"^\W{0,3}Type UINT8 \(3\) not supported",
        "type uint8 (3) not supported",
        "TFLM's kernels take int8 (and float32), not the older uint8 quantization of models such "
        "as the hosted uint8 MobileNets: quantize the model again with full integer "
        "quantization (converter.representative_dataset, supported_ops = [TFLITE_BUILTINS_INT8], "
        "inference_input_type = inference_output_type = tf.int8)",
    ),
    rule(
        "tflm-kernel-type-unsupported",
        E,
        "A TensorFlow Lite Micro kernel has no support for a tensor type the model uses",
        r"^\W{0,3}Type (?P<type>(?!UINT8\b)[A-Z][A-Z0-9]+) \(\d+\) not supported",
        "not supported.",
        lambda v, _c: (
            f"The kernel named on the next line has no {v.get('type')} support in this TFLM "
            "release: update TFLM (the Arduino library, esp-tflite-micro...) to a release whose "
            "kernel takes it, or convert the model so the op gets another type (full int8 "
            "quantization; a loop counter's INT32 ADD needs a newer ADD kernel)"
        ),
    ),
    # the Arduino TFLM library built for an AVR board, whose toolchain has no C++ standard
    # headers (arduino/ArduinoTensorFlowLiteTutorials#6, round 170: "Board: Arduino Nano,
    # ATmega328P", "debug_log_numbers.h:18:19: fatal error: cstdint: No such file or
    # directory"; the maintainer: the Nano 33 BLE Sense only; the gatherer's name)
    rule(
        "tflm-board-unsupported",
        E,
        "The board's toolchain cannot build TensorFlow Lite Micro",
        r"[\\/]tensorflow[\\/]lite[\\/](?:experimental[\\/])?micro[\\/]\S*: fatal error: "
        r"(?P<header>c(?:stdint|stddef|stdlib|string|math|limits)|type_traits|algorithm): No such file",
        "fatal error: c",
        lambda v, _c: (
            f"The compiler has no C++ standard header <{v.get('header')}>: either a C file (.c) "
            "includes TFLM's C++ headers (compile that file as C++, .cc/.cpp, or keep TFLM calls in "
            "a C++ file with an extern \"C\" wrapper), or the board is an 8-bit AVR (Arduino Uno, "
            "Nano ATmega328P), which has no C++ standard library and too little memory for "
            "TensorFlow Lite Micro: use a 32-bit board the library supports (Arduino Nano 33 BLE "
            "Sense, other Cortex-M or ESP32 boards)"
        ),
    ),
    # sources of two TFLM releases mixed: a sketch written for an older Arduino_TensorFlowLite
    # (googlecreativelab/teachablemachine-community#367, round 170: "tensorflow/lite/version.h:
    # No such file or directory", gone from newer libraries), or a hand-copied tree whose files
    # differ (espressif/esp-tflite-micro#34: "cannot convert 'const TfLiteRegistration*' to
    # 'const TfLiteRegistration_V1*'"); the gatherer's name
    rule(
        "tflm-library-version-mismatch",
        E,
        "The TensorFlow Lite Micro sources do not match the code built against them",
        r"tensorflow/lite/version\.h: No such file or directory|cannot convert 'const "
        r"TfLiteRegistration\*' to 'const TfLiteRegistration_V1\*'",
        ("tensorflow/lite/version.h", "tfliteregistration_v1"),
        "The sketch or component was written for another TFLM release than the one installed: "
        "install the library release it names (Arduino: Library Manager, the version in its "
        "README, such as Arduino_TensorFlowLite 2.4.0-ALPHA for Teachable Machine's sketches), "
        "or update the code (newer TFLM has no tensorflow/lite/version.h); never mix files of two "
        "TFLM revisions in one tree: take the whole library (or esp-tflite-micro) of one release",
    ),
    # TFLM's ESP-NN kernels compiled without the esp-nn library (espressif/esp-tflite-micro#91,
    # round 170: "kernels/esp_nn/add.cc:34:10: fatal error: esp_nn.h: No such file or
    # directory"; the gatherer's name)
    rule(
        "tflm-esp-nn-missing",
        E,
        "TFLM's ESP-NN kernels are built without the esp-nn library",
        r"kernels[\\/]esp_nn[\\/]\w+\.cc:\d+:\d+: fatal error: esp_nn\.h: No such file",
        "fatal error: esp_nn.h",
        "ESP_NN builds TFLM's ESP32-optimised kernels, which need Espressif's esp-nn library: add "
        "it to the project (the espressif/esp-nn component in ESP-IDF, or the library in "
        "PlatformIO), or build without -DESP_NN for the plain reference kernels",
    ),
    # CMSIS-NN's Arm intrinsics that the cross-compiler lacks (tensorflow/tflite-micro#2126,
    # round 170: "arm_nn_compiler.h:187:20: error: implicit declaration of function '__qsub16'";
    # the gatherer's name)
    rule(
        "tflm-toolchain-too-old",
        E,
        "The Arm compiler lacks an intrinsic this CMSIS-NN release uses",
        r"cmsis_nn[\\/]\S+: error: implicit declaration of function '(?P<fn>__[a-z0-9]+)'",
        "implicit declaration of function '__",
        lambda v, _c: (
            f"{v.get('fn')} is an Arm ACLE intrinsic the CMSIS-NN that TFLM downloaded uses and "
            "this arm-none-eabi-gcc does not declare: build with the toolchain TFLM's Makefile "
            "downloads (or a newer arm-none-eabi-gcc), or pin the CMSIS-NN release that matches "
            "your compiler"
        ),
    ),
)
