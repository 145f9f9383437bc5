"""Log rules for image files of a data set the decoder cannot read, or reads with a warning:
spliced into graph_run.py's table at their place (module size).
Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

IMAGE_RULES = (
    # a file the image decoder cannot read (tensorflow/tensorflow#13583: "Expected image
    # (JPEG, PNG, or GIF), got unknown format starting with '255'")
    rule(
        "dataset-corrupt-image",
        E,
        "A file in the data set is not an image the decoder reads",
        r"Expected image \(JPEG, PNG,? (?:or|and|,)? ?GIF(?:, or BMP)?\), got (?:unknown format "
        r"starting with|empty file)"
        # the JPEG decoder's own (tensorflow/tensorflow#7434: "Invalid JPEG data or crop window,
        # data size 166476", a few files that were not valid JPEGs)
        r"|Invalid JPEG data(?: or crop window)?(?:, data size \d+|\.)"  # TF 2.21: no size (a real run)
        # decode_image_op.cc's check on a 0-byte file (keras-team/keras#15047, round 108:
        # image_dataset_from_directory over an empty .jpg); raised as an op error in Python
        r"|(?:InvalidArgumentError|Invalid argument|INVALID_ARGUMENT):\s+(?:\{\{function_node [^}]*\}\}\s*)?Input is empty\."
        # alone in a Graph execution error, the C++ W line not shown (TF_CPP_MIN_LOG_LEVEL=2 or
        # a notebook; a real TF 2.21 run: "Detected at node decode_image/DecodeImage", then it)
        r"|^\W{0,3}Input is empty\.\s*$"
        # the decoders' other words, read in TF 2.21's libtensorflow_framework.so.2 (`strings`,
        # 2026-11-29): decode_image's "Unknown image file format. One of JPEG, JPEG XL, PNG, GIF,
        # BMP, WebP required." (older releases: "One of JPEG, PNG, GIF, BMP required.":
        # tensorflow/datasets#3345, round 135, WebP files), "Invalid PNG data, size N" (#62406,
        # one corrupt PNG), "Invalid GIF data (size N", "Invalid PNG. Failed to initialize
        # decoder.", the BMP decoder's "Input size should match (header_size + row_size *
        # abs_height) but they differ by N" (keras-team/keras#14339), a format given to another
        # format's op ("DecodeAndCropJpeg operation can run on JPEG only, but detected PNG.",
        # "Trying to decode PNG format using DecodeBmp op")
        r"|Unknown image file format\. One of JPEG,[\w ,]* required"
        r"|Invalid (?:PNG|GIF) data,? \(?size \d+|Invalid PNG\. Failed to initialize decoder"
        r"|Input size should match \(header_size \+ row_size \* abs_height\) but they differ by"
        r"|DecodeAndCropJpeg operation can run on JPEG only, but detected (?P<fmt>\w+)"
        # (and the library's other sentence: "Trying to decode BMP format using a wrong op. Use
        # `decode_bmp` or `decode_image` instead. Op used: DecodePng", the review of the
        # sixteenth session)
        r"|Trying to decode (?P<fmt2>\w+) format using (?:Decode\w+|a wrong) op"
        # an animated GIF given to decode_png/decode_jpeg (KichangKim/DeepDanbooru#22, round 174:
        # "Got 55 frames, but animated gifs can only be decoded by tf.io.decode_gif or
        # tf.io.decode_image [Op:DecodePng]"; the maintainer: convert the GIF to PNG or JPEG)
        r"|Got (?P<frames>\d+) frames, but animated gifs can only be decoded by"
        # Pillow's, under Keras's load_img (keras-team/keras#16406, round 135: "OSError: image
        # file is truncated (3 bytes not processed)" inside an ImageDataGenerator's batch)
        r"|image file is truncated \(\d+ bytes not processed\)"
        # Pillow 13's words for a file cut short (PIL/ImageFile.py: "Truncated File Read"; the
        # twenty-second session's outside check m: keras.utils.load_img on a damaged JPEG)
        r"|^\W{0,3}OSError: Truncated File Read",
        ("expected image (jpeg, png", "invalid jpeg data", "input is empty.",
         "unknown image file format", "invalid png", "invalid gif data", "input size should match",
         "can run on jpeg only", "trying to decode", "image file is truncated",
         "animated gifs can only be decoded", "truncated file read"),
        lambda v, _c: (
            f"The files are {v.get('fmt') or v.get('fmt2') or 'animated GIFs (' + str(v.get('frames')) + ' frames)'} and the decode op is another "
            "format's: decode with tf.io.decode_image(..., expand_animations=False), which reads "
            "JPEG, PNG, GIF and BMP (WebP too in recent releases), or with that format's own "
            "decode op; if only some files are another format, convert them"
            if v.get("fmt") or v.get("fmt2") or v.get("frames") else
            "One input file is corrupt, empty or another format under an image name (a WebP, "
            "TIFF or HEIC saved as .jpg; a PNG given to decode_jpeg): find it (decode every file "
            "with tf.io.decode_image in a loop, or PIL's Image.verify()), remove or convert it; "
            "tf.data.experimental.ignore_errors() skips such elements"
        ),
    ),
    # libjpeg's own words while decoding, a warning: the image is decoded anyway and the run
    # goes on (tensorflow/similarity's sampler_io_cookbook: "Corrupt JPEG data: 240
    # extraneous bytes before marker 0xd9"; OpenCV's imread prints the same)
    rule(
        "dataset-corrupt-image",
        W,
        "A JPEG of the data set has a flaw the decoder read past",
        # also glued to a Keras progress bar, the warning written to stderr in mid-line
        # (tensorflow/datasets#2188, round 108: "... accuracy: 0.5188Corrupt JPEG data: 99")
        r"(?:^\W{0,3}|(?<=\d))Corrupt JPEG data: |"
        # TF's JPEG reader passing libjpeg's own warning on, at E level, for a file cut short
        # (tensorflow/models#9424, round 158: "E tensorflow/core/lib/jpeg/jpeg_mem.cc:323]
        # Premature end of JPEG data. Stopped at line 1214/2593")
        r"(?P<cut>jpeg_mem\.cc:\d+\] Premature end of JPEG data)|"
        # libjpeg's own warning printed bare, the decoder told to recover (a real TF 2.21 run,
        # decode_jpeg(..., try_recover_truncated=True): "Premature end of JPEG file")
        r"^\W{0,3}Premature end of JPEG file",
        ("corrupt jpeg data: ", "premature end of jpeg data", "premature end of jpeg file"),
        lambda v, _c: (
            # TF 2.21 prints the jpeg_mem line where the decode then fails (a real run) unless
            # try_recover_truncated=True: say both
            "A JPEG is cut short: with try_recover_truncated=True the decoder fills the rest and "
            "goes on, otherwise the decode fails next ('jpeg::Uncompress failed'). Find the file "
            "and re-encode or remove it (PIL: Image.open(p).save(p) per file; tf.io.decode_jpeg "
            "in a loop names it)"
            if v.get("cut") else
            "The file was decoded anyway and the run goes on; find and re-encode it if its pixels "
            "matter (PIL: Image.open(p).save(p) per file; tf.io.decode_jpeg in a loop names it)"
        ),
    ),
    # Pillow built without a codec the data set's files need: the file is not read (rstudio/keras3
    # #805, round 174: "UserWarning: image file could not be identified because WEBP support not
    # installed"; the maintainer: find the file and convert it)
    rule(
        "dataset-corrupt-image",
        W,
        "Pillow cannot read an image of the data set: its codec is not installed",
        r"image file could not be identified because (?P<codec>\w+) support not installed",
        "support not installed",
        lambda v, _c: (
            f"This Pillow has no {v.get('codec')} support, so those files are not read: convert "
            f"them to JPEG or PNG, or install a Pillow built with {v.get('codec')} "
            "(pip install --upgrade pillow; PIL.features.check('webp') says)"
        ),
    ),
    # YOLOv5's dataset scan skipping a file and going on (wandb/examples' YOLOv5 notebook,
    # round 34: "WARNING: Ignoring corrupted image and/or label ...jpg: duplicate labels")
    rule(
        "dataset-corrupt-image",
        W,
        "A file of the data set was skipped as corrupt",
        r"Ignoring corrupted image and/or label (?P<file>\S+?)(?:: (?P<why>[^\n]*)|:?\s*$)"
        # current YOLOv5/ultralytics: "WARNING ⚠️ {im_file}: ignoring corrupt image/label: {e}"
        r"|(?P<file2>\S+): ignoring corrupt image/label:? ?(?P<why2>[^\n]*)",
        ("ignoring corrupted image", "ignoring corrupt image/label"),
        lambda v, _c: (
            f"{v.get('file') or v.get('file2')} was left out "
            f"({(v.get('why') or v.get('why2') or 'no reason given').strip()}): training goes on "
            "without it. Fix or delete the image or its label file (duplicate rows, boxes "
            "outside 0..1) to train on it"
        ),
    ),
    # a channel count the format's decoder refuses (keras-team/keras#16473, round 158:
    # color_mode='rgba' over JPEGs, "JPEG does not support 4 channels"; tensorflow/tensorflow
    # #63008: grayscale BMPs, "`channels` must be 0, 3 or 4 for BMP, but got 1"; the words in
    # TF 2.21's libtensorflow_cc; the gatherer's name, adopted)
    rule(
        "image-decode-channels-unsupported",
        E,
        "The image decoder cannot give the number of channels asked for this format",
        r"(?P<fmt>JPEG|PNG|GIF|BMP) does not support (?P<n>\d+) channels|`?channels`? must be 0, 3 "
        r"or 4 for BMP, but got (?P<got>\d+)|"
        # the same library's other checks (TF 2.21 strings; a real run of image_dataset_from_
        # directory(color_mode='grayscale') over GIFs: "channels must be 0 or 3 for GIF, got 1")
        r"channels must be 0 or 3 for GIF, got \d+|WebP only supports 3 or 4 channels|`channels` must "
        r"be 0, 1, 3 or 4 but got \d+",
        ("does not support", "must be 0, 3 or 4 for bmp", "must be 0 or 3 for gif",
         "webp only supports 3 or 4 channels", "must be 0, 1, 3 or 4 but got"),
        "The channel count (color_mode / channels=) does not exist for that file format: JPEG "
        "decodes to 1 or 3 channels (no alpha: color_mode='rgb'), BMP and WebP to 3 or 4, GIF "
        "to 3: read with "
        "color_mode='rgb' and convert after (tf.image.rgb_to_grayscale), or re-save the files "
        "in a format that holds what you need (PNG for RGBA)",
    ),
)
