"""Log rules for calls given the wrong thing, in the called library's own words: an image
resize method Keras does not know, tf.data's Dataset.zip given datasets one by one before
TF 2.13, a transpose whose permutation has another length than the tensor's rank (Keras's
ctc_decode given a 4-D output), a layer's argument handed to one of tfmot's wrappers, an Atari
ROM that atari-py no longer ships, and the TFLite converter's note on inputs it leaves in float
(from_keras_model given a path is read from the whole traceback: events_calls.py), and
Yggdrasil's (TF-DF's) AVX2 notice. Real samples with sources in
tests/explain/test_rules.py (round 180).
"""

from __future__ import annotations

import difflib
import re

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO


def _closest(v: dict) -> str:
    """The supported method nearest to what was given ('bilibear' -> 'bilinear')."""
    given = str(v.get("given") or "").strip("'\"` ").lower()
    methods = re.findall(r"[a-z][a-z0-9_]+", str(v.get("methods") or "").lower())
    methods = [m for m in methods if m not in ("dict_keys", "and", "or")]
    near = difflib.get_close_matches(given, methods, n=1, cutoff=0.6)
    return near[0] if near else "bilinear"


def _listed(v: dict) -> str:
    """The methods the message itself lists (Keras 3's image ops take fewer than TF's resize);
    tf.image.resize lists none: tf.image.ResizeMethod's values (TF 2.21)."""
    methods = re.findall(r"[a-z][a-z0-9_]+", str(v.get("methods") or "").lower())
    return ", ".join(m for m in methods if m not in ("dict_keys", "and", "or")) or (
        "bilinear, nearest, bicubic, area, lanczos3, lanczos5, gaussian, mitchellcubic")


CALL_WORD_RULES = (
    # an interpolation name Keras does not know (Ahtesham519/Genrative_Deep_learning_v2_2023's
    # DCGAN notebook, round 180: Keras 2's image_utils.get_interpolation: "NotImplementedError:
    # Value not recognized for `interpolation`: bilibear. Supported values are: dict_keys([...])";
    # Keras 3.15's own words, read in its image_dataset_utils.py, image_utils.py and
    # backend/tensorflow/image.py: "Argument `interpolation` should be one of (...). Received:
    # interpolation=...", "Invalid interpolation method ... specified. Supported methods are ...",
    # "Invalid value for argument `interpolation`. Expected of one (...). Received: ...")
    rule(
        "keras-interpolation-value-invalid",
        E,
        "Keras was given an image resize method it does not know (`interpolation=`)",
        r"Value not recognized for `interpolation`: (?P<given>[^.\s]+)\. Supported values are: "
        r"(?P<methods>.{0,200})|"
        r"Argument `interpolation` should be one of (?P<methods2>\([^)]{0,200}\))\. Received: "
        r"interpolation=(?P<given2>\S+)|"
        r"Invalid interpolation method (?P<given3>\S+) specified\. Supported methods are "
        r"(?P<methods3>.{0,200})|"
        r"Invalid value for argument `interpolation`\. Expected of one (?P<methods4>\([^)]{0,200}\))"
        r"\. Received: interpolation=(?P<given4>\S+)|"
        # tf.image.resize's own (outside check q, TF 2.21: "Resize method is not implemented: linear")
        r"Resize method is not implemented: (?P<given5>\w+)",
        ("value not recognized for `interpolation`", "argument `interpolation` should be one of",
         "invalid interpolation method", "invalid value for argument `interpolation`",
         "resize method is not implemented"),
        lambda v, _c: (
            f"interpolation={v.get('given')!r} is not a resize method this function knows: pass one "
            f"the message lists ({_listed(v)}), interpolation=\"{_closest(v)}\" here"
        ),
        derive=lambda v: {
            "given": v.get("given") or v.get("given2") or v.get("given3") or v.get("given4") or v.get("given5"),
            "methods": v.get("methods") or v.get("methods2") or v.get("methods3") or v.get("methods4"),
        },
    ),
    # Dataset.zip given datasets one by one where it takes one tuple: the tensorflow_cpu 2.6.0
    # wheel's dataset_ops.py has `def zip(datasets)` ("takes 1 positional argument"), 2.7.0's to
    # 2.12.0's `def zip(datasets, name=None)` ("from 1 to 2", three datasets; with two, the second
    # is taken as the name), 2.13.0's `def zip(*args, datasets=None, name=None)` (read 2026-11-29);
    # JayTee305/Machine-Learning-Tensorflow's CycleGAN notebook, round 180: "TypeError: zip()
    # takes 1 positional argument but 2 were given"; zip((a, b)) fixed it)
    rule(
        "tfdata-zip-datasets-not-tuple",
        E,
        "Dataset.zip was given datasets one by one: before TF 2.13 it takes one tuple",
        r"\bzip\(\) takes (?:1 positional argument|from 1 to 2 positional arguments) but "
        r"(?P<given>\d+) were given|"
        # TF 2.13+'s own check (outside check q, TF 2.21): a list of datasets, not a tuple
        r"Invalid input to `zip`\. Inputs are expected to be \(nested\) structures of "
        r"`tf\.data\.Dataset` objects\. Python `list` is not supported",
        ("zip() takes ", "invalid input to `zip`"),
        "Pass the datasets as one tuple, not a list: tf.data.Dataset.zip((ds_a, ds_b)) (TensorFlow 2.12 and "
        "older take one structure of datasets); TensorFlow 2.13 and newer also take "
        "tf.data.Dataset.zip(ds_a, ds_b)",
    ),
    # a transpose whose permutation has another length than the tensor's rank: Keras 2's
    # ctc_decode given a 4-D activation (utanh/Captcha-Break's CRNN notebook, round 180:
    # "transpose expects a vector of size 4. But input(1) is a vector of size 3"; ctc_decode
    # transposes with perm=[1, 0, 2] and wants (batch, time, classes))
    rule(
        "tensor-shape-mismatch",
        E,
        "A transpose's permutation has another length than the tensor's rank",
        r"transpose expects a vector of size (?P<rank>\d+)\. But input\(1\) is a vector of size "
        r"(?P<perm>\d+)",
        "transpose expects a vector of size",
        lambda v, _c: (
            f"The tensor has {v.get('rank')} dimensions and the permutation {v.get('perm')}: give "
            "the transpose one entry per dimension (print x.shape before the call), or reshape "
            "the tensor to the rank the code expects. If Keras's ctc_decode (or "
            "ctc_batch_cost) raised it (they transpose with perm [1, 0, 2]), they take the softmax output "
            "of shape (batch, time, classes), not a (batch, h, w, c) feature map: decode the "
            "model's last output, or reshape to (batch, time, features) and apply the Dense "
            "softmax first"
        ),
    ),
    # a layer's own argument given to one of tfmot's wrappers (tensorflow/model-optimization#664,
    # round 180: the example's quantize_annotate_layer(Dense(...), input_shape=...): "TypeError:
    # quantize_annotate_layer() got an unexpected keyword argument 'input_shape'"; the gatherer's
    # name)
    rule(
        "tfmot-api-argument-invalid",
        E,
        "A tfmot wrapper was given an argument that belongs to the layer it wraps",
        # (only it: quantize_model, quantize_apply and the like take a model, and
        # prune_low_magnitude and cluster_weights take **kwargs: the review of 26f5a19, tfmot 0.8)
        r"(?P<fn>quantize_annotate_layer)\(\) got an unexpected keyword argument '(?P<arg>\w+)'",
        "got an unexpected keyword argument '",
        lambda v, _c: (
            f"{v.get('fn')} takes the layer (or model) and its own options; {v.get('arg')}= "
            f"belongs to the wrapped layer: {v.get('fn')}(Dense(10, {v.get('arg')}=...)), not "
            f"{v.get('fn')}(Dense(10), {v.get('arg')}=...) (tfmot's API pages list each "
            "wrapper's arguments)"
        ),
    ),
    # atari-py without its ROMs (openai/atari-py#82, round 180: "Exception: ROM is missing for
    # pong, see https://github.com/openai/atari-py#roms for instructions"; the answer: download
    # the ROMs and import them with `python -m atari_py.import_roms`)
    rule(
        "application-data-missing",
        E,
        "atari-py has no ROM for the game (its releases since 0.2.7 ship almost none)",
        r"ROM is missing for (?P<game>\w+), see https://github\.com/openai/atari-py#roms",
        "rom is missing for",
        lambda v, _c: (
            f"atari-py has no {v.get('game')} ROM: download the Atari 2600 ROMs you may use and "
            "import them with `python -m atari_py.import_roms <folder>` (atari-py's README, "
            "#roms), or pin the atari-py release the project was written for"
        ),
    ),
    # the TFLite converter's note that an input whose first op is not quantizable keeps its
    # float type (TF 2.21's lite/python/util.py: logged, when an integer inference_input_type
    # was asked for, if the model's inputs outnumber the quantize ops after them;
    # abagrahari/tf-qat-vs-tflite's notebook, round 180, where the uint8 model ran). A warning
    # since the review of 26f5a19: the interface is then not the one asked for
    rule(
        "tflite-input-not-quantized",
        Severity.WARNING,
        "The TFLite converter left an input in float although an integer input type was asked for",
        r"For model inputs containing unsupported operations which cannot be quantized, the "
        r"`inference_input_type` attribute will default to the original type",
        "for model inputs containing unsupported operations",
        "Read interpreter.get_input_details(): an input listed as float32 is one the converter "
        "left unquantized (its first op cannot be quantized). Fine on the CPU; an integer-only "
        "target (Edge TPU, a microcontroller) needs that input quantized: cast or quantize it "
        "in the model, or feed it in float where the target allows",
    ),
    # Yggdrasil's (TensorFlow Decision Forests') own CPU notice (rexcoleman's TF-DF Titanic
    # notebook, round 180: "quick_scorer_extended.cc:903] The binary was compiled without AVX2
    # support, but your CPU supports it. Enable it for faster model inference."; it trained on)
    rule(
        "benign-cpu-features",
        INFO,
        "CPU feature notice from Yggdrasil (TF-DF): a faster inference engine is not built in",
        r"The binary was compiled without AVX2 support, but your CPU supports it",
        "compiled without avx2 support",
        "Harmless: TF-DF/YDF could infer faster if built with AVX2; nothing to fix",
    ),
    # tf.distribute's note that a strategy on CPU devices reduces without NCCL (TF 2.21's
    # cross_device_ops.py: "There are non-GPU devices in `tf.distribute.Strategy`, not using nccl
    # allreduce."; taipingeric/yolo-v4-tf.keras's Inference notebook, round 182, and round 67's:
    # MirroredStrategy on the CPU only, the model ran; the gatherers' name)
    rule(
        "benign-mirrored-strategy-cpu-only",
        INFO,
        "tf.distribute notes that the strategy has CPU devices and reduces without NCCL",
        r"There are non-GPU devices in `tf\.distribute\.Strategy`, not using nccl allreduce",
        "not using nccl allreduce",
        "Nothing to fix where the strategy is meant for the CPU. If you expected GPUs, the "
        "strategy found none: see why with tf.config.list_physical_devices('GPU')",
    ),
    # TFLiteConverter's and the interpreter's own checks, made real by the twenty-third session's
    # outside check o (TF 2.21's lite.py and interpreter.py words; the checker's names)
    rule(
        "tflite-representative-dataset-missing",
        E,
        "Full integer quantization was asked for without a representative dataset",
        r"For full integer quantization, a `representative_dataset` must be specified",
        "a `representative_dataset` must be specified",
        "Give the converter samples to calibrate with: converter.representative_dataset = "
        "lambda: ([x[None].astype('float32')] for x in x_train[:100]) (a function returning a "
        "generator of lists of input arrays, with the batch axis), or drop the int8 settings "
        "for dynamic-range quantization",
    ),
    rule(
        "tflite-converter-io-type-invalid",
        E,
        "The converter's inference_input_type / inference_output_type is not one it takes",
        r"The inference_input_type and inference_output_type must be in (?P<allowed>\[[^\]]*\])",
        "the inference_input_type and inference_output_type must be in",
        lambda v, _c: (
            f"Set them to one of {v.get('allowed')} (tf.uint8 or tf.int8 for an integer model, "
            "tf.float32 to keep float input and output); float16 is a weights option "
            "(target_spec.supported_types = [tf.float16]), not an input type"
        ),
    ),
    rule(
        "tflite-signature-key-unknown",
        E,
        "The TFLite model has no signature of that key",
        r'Invalid signature_key provided: "(?P<key>[^"{}]*)"',  # (not the raise's source line)
        "invalid signature_key provided",
        lambda v, _c: (
            f"The model has no signature {v.get('key')!r}: list them with "
            "interpreter.get_signature_list() (a converted Keras model's is 'serving_default'), "
            "then get_signature_runner('serving_default')"
        ),
    ),
    rule(
        "tflite-signature-input-name",
        E,
        "A signature runner was given an input name the signature does not have",
        r"Invalid Input name \((?P<name>[^)%]*)\) for SignatureDef",
        "for signaturedef",
        lambda v, _c: (
            f"{v.get('name')} is not an input of the signature: read the names with "
            "interpreter.get_signature_list() (Keras 3 names them after the layers, such as "
            "keras_tensor, not input_1) and pass them as keywords: runner(**{name: array})"
        ),
    ),
    # tf.data's and Keras's own checks of an argument (outside check q, TF 2.21 / Keras 3.15)
    rule(
        "tfdata-filter-predicate-not-scalar",
        E,
        "Dataset.filter's predicate returned a tensor, not one boolean",
        r"`predicate` must return a `tf\.bool` scalar tensor, but its return type is",
        "`predicate` must return a `tf.bool` scalar tensor",
        "filter keeps or drops whole elements: its function must return one tf.bool. On a "
        "batched dataset filter before .batch() (or unbatch() first), or reduce the condition "
        "(tf.reduce_all / tf.reduce_any)",
    ),
    rule(
        "keras-image-color-mode-invalid",
        E,
        "Keras was given a color_mode it does not know",
        r"`color_mode` must be one of (?P<allowed>\{[^}]*\})\. Received: color_mode=(?P<given>\S+)",
        "`color_mode` must be one of",
        lambda v, _c: (
            f"color_mode={v.get('given')!r} is not one of {v.get('allowed')}: "
            + ("spell it \"grayscale\"" if str(v.get("given")).lower().startswith("grey")
               else "use one of them")
        ),
    ),
)

