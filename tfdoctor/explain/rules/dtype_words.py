"""Remedy sentences for two dtypes meeting in one op (tensor-dtype-mismatch, user_code.py): a
mixed precision policy's half-precision compute dtype, and an image encoder that wants uint8.
Split from user_code.py (module size)."""

from __future__ import annotations


def half_precision(v: dict) -> str:
    """float16/bfloat16 meeting float32 in one op: a mixed precision policy's compute dtype
    against a float32 tensor the code made (a real TF 2.21 / Keras 3.15 run, the twentieth
    session: a custom layer's float32 constant under "mixed_float16", "Input 'y' of 'Mul' Op
    has type float32 that does not match type float16")."""
    pair = {str(v.get(k)) for k in ("want", "got", "want2", "got2", "want3", "got3") if v.get(k)}
    if not (pair & {"float16", "bfloat16", "half"} and pair & {"float32", "float"}):
        return ""
    return (
        "under a mixed precision policy (mixed_float16, mixed_bfloat16) layers compute in "
        "float16 or bfloat16 while variables and the tensors the code makes stay float32: in "
        "call(), cast what the code makes to the input's dtype (tf.cast(c, x.dtype), or "
        "self.compute_dtype), or keep that layer in float32 (dtype='float32'); otherwise "
    )


def uint8_wanted(v: dict) -> str:
    """An image encoder (EncodeJpeg, EncodePng) given floats (the twentieth session's outside
    check d: tf.io.encode_jpeg of a float image, "expected to be a uint8 tensor but is a float
    tensor")."""
    if "uint8" not in (str(v.get("want")), str(v.get("want2")), str(v.get("want3"))):
        return ""
    return (
        "an image encoder wants uint8 pixels: tf.image.convert_image_dtype(x, tf.uint8, "
        "saturate=True) (floats in [0, 1]) or tf.cast(tf.clip_by_value(x, 0, 255), tf.uint8); "
    )
