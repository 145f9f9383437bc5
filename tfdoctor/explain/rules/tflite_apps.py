"""TensorFlow Lite inside Android and iOS apps, in the words of its Java API, its Task Library,
its delegates and the app's packaging (round 128: TFLite in apps' threads)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

TFLITE_APP_RULES = (
    # the Java API's buffer of another size than the input tensor (tensorflow/tensorflow#21602,
    # round 128: "Cannot convert between a TensorFlowLite buffer with 1080000 bytes and a
    # ByteBuffer with 270000 bytes."; the maintainer: a float model needs 4 bytes a value; the
    # newer words: "Cannot copy to a TensorFlowLite tensor (input_1) with N bytes from a Java
    # Buffer with M bytes", TFLite's Tensor.java; the gatherer's name)
    rule(
        "tflite-input-buffer-size-mismatch",
        E,
        "The app's input buffer is not the size of the model's input tensor",
        r"Cannot convert between a TensorFlowLite buffer with (?P<need>\d+) bytes and a ByteBuffer "
        r"with (?P<have>\d+) bytes|Cannot copy (?:to|from) a TensorFlowLite tensor \((?P<tensor>[^)]*)\) "
        r"with (?P<need2>\d+) bytes (?:from|to) a Java Buffer with (?P<have2>\d+) bytes",
        ("cannot convert between a tensorflowlite buffer", "a tensorflowlite tensor ("),
        lambda v, _c: (
            f"The tensor takes {v.get('need') or v.get('need2')} bytes and the buffer holds "
            f"{v.get('have') or v.get('have2')}: allocate batch x height x width x channels x "
            "bytes per value (4 for a float32 model, 1 for uint8/int8; a factor of 4 between "
            "the two is that), in the model's input shape (Netron or the interpreter's "
            "getInputTensor(0).shape()), or resize the input tensor to the buffer's shape"
        ),
    ),
    # the Java API refusing an object of another type (tensorflow/tensorflow#48791, round 128:
    # "Cannot convert between a TensorFlowLite tensor with type FLOAT32 and a Java object of type
    # [B (which is compatible with the TensorFlowLite type UINT8)"; the maintainer: pass floats)
    rule(
        "tflite-input-dtype-mismatch",
        E,
        "The app passes the model a Java object of another type than its tensor",
        r"Cannot convert between a TensorFlowLite tensor with type (?P<want>\w+) and a Java object "
        r"of type (?P<java>\S+) \(which is compatible with the TensorFlowLite type (?P<got>\w+)\)",
        "and a java object of type",
        lambda v, _c: (
            f"The tensor is {v.get('want')} and the app passed {v.get('java')} ({v.get('got')}): "
            "pass the type the model takes (a float[] or a float ByteBuffer for FLOAT32, decoded "
            "and normalised as in training; bytes only for a uint8 model), or convert a model "
            "whose input is the type you have"
        ),
    ),
    # the old Java API's NNAPI path failing on an op NNAPI has not got instead of falling back
    # (tensorflow/tensorflow#27983, round 128: "Op code 67 is currently not delegated to NNAPI",
    # "Returning error since TFLite returned failure nnapi_delegate.cc:739."; the gatherer's name)
    rule(
        "tflite-nnapi-op-unsupported",
        E,
        "NNAPI cannot run an op of the model, and this API does not fall back to the CPU",
        r"Op code (?P<code>\d+) is currently not delegated to NNAPI",
        "is currently not delegated to nnapi",
        lambda v, _c: (
            f"Builtin op {v.get('code')} has no NNAPI implementation here: use the NNAPI delegate "
            "(Interpreter.Options().addDelegate(new NnApiDelegate())), which runs unsupported ops "
            "on the CPU, instead of setUseNNAPI(true), or run without NNAPI"
        ),
    ),
    # the Task Library's ObjectDetector given a model without the TFLite SSD post-processing head
    # (tensorflow/tensorflow#47595, round 128: "Mobile SSD models are expected to have exactly 4
    # outputs, found 8"; a regular SavedModel export converted; the gatherer's name)
    rule(
        "tflite-task-model-outputs-unexpected",
        E,
        "The Task Library's ObjectDetector was given a model without the SSD post-processing outputs",
        r"Mobile SSD models are expected to have exactly 4 outputs, found (?P<found>\d+)",
        "ssd models are expected to have exactly 4 outputs",
        "The Task Library takes an SSD with TFLite_Detection_PostProcess (4 outputs: boxes, classes, "
        "scores, count): export for TFLite with the Object Detection API's TFLite export "
        "(export_tflite_graph_tf2.py), or Model Maker's, with metadata; a model with other "
        "outputs needs the plain Interpreter and your own decoding",
    ),
    # the Task Library's ImageSegmenter/Classifier given a float model without normalisation
    # metadata (PINTO0309/PINTO_model_zoo#329, round 128; the gatherer's name)
    rule(
        "tflite-task-metadata-missing",
        E,
        "The Task Library needs metadata this model has not got",
        r"it requires specifying (?P<what>\w+) metadata to preprocess",
        "metadata to preprocess",
        lambda v, _c: (
            f"The float model has no {v.get('what')} metadata: add it with TFLite's Metadata "
            "Writer (tflite_support.metadata_writers, with the training mean and std), or use a "
            "model that ships with metadata, or the plain Interpreter with your own preprocessing"
        ),
    ),
    # Android 12+ hiding vendor libraries from apps: the GPU delegate falls back to OpenGL
    # (tensorflow/tensorflow#48001, round 128: "Can not open OpenCL library on this device -
    # dlopen failed: library "libOpenCL.so" not found", "Falling back to OpenGL"; the TFLite GPU
    # delegate's Android docs: <uses-native-library android:name="libOpenCL.so" .../>)
    rule(
        "android-opencl-library-not-declared",
        W,
        "The GPU delegate could not open OpenCL and runs on OpenGL (slower)",
        r"Can not open OpenCL library on this device - dlopen failed: library \"libOpenCL\.so\" not found",
        "can not open opencl library on this device",
        "Android 12 and later show apps only the vendor libraries they declare: add <uses-native-"
        'library android:name="libOpenCL.so" android:required="false"/> to AndroidManifest.xml\'s '
        "<application>; the model runs meanwhile, on the GPU delegate's OpenGL backend",
    ),
    # aapt compressing the .tflite asset, which AssetManager.openFd cannot map (tensorflow/
    # tensorflow#22333, round 128; tensorflow/tensorflow#26083: noCompress "tflite")
    rule(
        "android-tflite-asset-compressed",
        E,
        "The app's .tflite asset was compressed in the APK, so it cannot be memory-mapped",
        r"This file can not be opened as a file descriptor; it is probably compressed",
        "it is probably compressed",
        'Keep the model uncompressed: in the app\'s build.gradle, android { aaptOptions { noCompress '
        '"tflite" } } (androidResources { noCompress \'tflite\' } in newer Android Gradle plugins), then rebuild',
    ),
    # TensorFlowLiteC 2.3+ moved its Metal delegate into its own part of the pod
    # (shaqian/flutter_tflite#139, round 128: "'metal_delegate.h' file not found"; pinning
    # TensorFlowLiteC 2.2.0 fixed the build; the gatherer's name). The subspec exists: Flutter
    # plugins' podspecs depend on 'TensorFlowLiteC/Metal', '~> 2.4.0' (code index 27209290097),
    # TensorFlowLiteSwift's Metal subspec on 'TensorFlowLiteC/Metal', '2.12.0' (53593421770)
    rule(
        "tflite-ios-metal-delegate-pod-missing",
        E,
        "The iOS build cannot find TFLite's Metal delegate header",
        r"'metal_delegate\.h' file not found",
        "'metal_delegate.h' file not found",
        "The TensorFlowLiteC pod installed does not bring the Metal delegate the plugin includes "
        "(since 2.3 it is an optional part of the pod): add the Metal subspec to the Podfile "
        "(pod 'TensorFlowLiteC/Metal'), or pin the TensorFlowLiteC release the plugin was made "
        "for (flutter_tflite: 2.2.0), then pod install",
    ),
    # a Git LFS pointer where the .tflite should be: its bytes 4-7 are "ion " of "version
    # https://git-lfs..." (vilassn/whisper_android#2, round 128: "Model provided has model
    # identifier 'ion ', should be 'TFL3'"; the maintainer: git lfs pull; the gatherer's name)
    rule(
        "tflite-model-file-is-lfs-pointer",
        E,
        "The .tflite file is a Git LFS pointer, not the model",
        r"Model provided has model identifier 'ion ', should be 'TFL3'",
        "model provided has model identifier 'ion '",
        "The file holds Git LFS's pointer text (\"version https://git-lfs...\"): install git-lfs "
        "and run `git lfs pull` in the clone (or download the model file itself), then rebuild "
        "so the real model is packaged",
    ),
    rule(
        "tflite-model-file-invalid",
        E,
        "The file given as a TFLite model is not one",
        r"Model provided has model identifier '(?P<ident>(?!ion ')[^']{0,8})', should be 'TFL3'",
        "model provided has model identifier",
        lambda v, _c: (
            f"A .tflite file has 'TFL3' at byte 4; this one has {v.get('ident')!r}: it is another "
            "file under that name (an HTML page from a failed download, a .h5 or .pb renamed, a "
            "truncated copy). Convert the model with tf.lite.TFLiteConverter, or download it "
            "again and check its size"
        ),
    ),
    # TFLite's Python interpreter, its own words (TF 2.21's lite/python/libpywrap_tflite_common.so,
    # `strings`, 2026-11-29): a model path that opens nothing (tensorflow/tensorflow#56999, round
    # 138: "ValueError: Could not open 'thunder.tflite '.", a trailing space), and an input of
    # another shape than the model's (ultralytics/ultralytics#1423: "Cannot set tensor: Dimension
    # mismatch. Got 640 but expected 320 for dimension 1 of input 0.", exported at imgsz 320);
    # the gatherers' names, adopted
    rule(
        "tflite-model-file-not-found",
        E,
        "The TFLite model file could not be opened at the path given",
        r"Could not open '(?P<path>[^']*\.(?:tflite|lite)\s*)'",
        "could not open '",
        lambda v, _c: (
            f"Nothing opens at {v.get('path')!r}: check the exact name (a trailing space or another "
            "extension), that a relative path is relative to the working directory the program "
            "runs in (os.getcwd()), and os.path.exists(path); pass an absolute path"
        ),
    ),
    rule(
        "tflite-input-shape-mismatch",
        E,
        "The input given to the TFLite model has another shape than the model's input",
        # (older interpreter_wrapper.cc's bare "Cannot set tensor: Dimension mismatch")
        r"Cannot set tensor: (?:Dimension mismatch(?:\. Got (?P<got>\d+) but expected (?P<want>\d+))?|"
        r"Size mismatch, expected (?P<want2>\d+) for dim \d+ but found (?P<got2>\d+)|Dimension count "
        r"mismatch, expected (?P<rank>\d+) but found (?P<rank_got>\d+))",
        ("cannot set tensor: dimension", "cannot set tensor: size mismatch"),
        lambda v, _c: (
            "Feed the shape the model was exported with: interpreter.get_input_details()[0]['shape'] "
            "says it (resize the image to the export's size, add the batch axis with "
            "np.expand_dims), or call interpreter.resize_tensor_input(index, shape) and then "
            "allocate_tensors() where the model allows another size"
        ),
    ),
    # a kernel's rank check at prepare time: the tensor fed has another rank than the op takes,
    # in the interpreter or in the converter's calibration (arjun-majumdar/Lottery_Ticket_
    # Hypothesis-TensorFlow_2's notebook, round 160: "conv.cc:313 input->dims->size != 4 (5 != 4)
    # Node number 0 (CONV_2D) failed to prepare.", a representative dataset batched twice;
    # r146-0-008's TRANSPOSE "perm->dims->data[0] != dims (4 != 3)" in calibrator.py)
    rule(
        "tflite-input-shape-mismatch",
        E,
        "A TFLite op was given a tensor of another rank than it takes",
        r"lite/kernels/\w+\.cc:\d+ (?:(?:input->dims->size|NumDimensions\(input\)) != \d+ \((?P<got>\d+) "
        r"!= (?P<want>\d+)\)|"  # NumDimensions: DEPTHWISE_CONV_2D, pooling (real TF 2.21 runs)
        r"op_context->perm->dims->data\[0\] != dims \((?P<want2>\d+) != (?P<got2>\d+)\))",
        ("input->dims->size !=", "perm->dims->data[0] != dims", "numdimensions(input) !="),
        lambda v, _c: (
            f"The model's first ops take rank-{v.get('want') or v.get('want2')} tensors and were fed "
            f"rank {v.get('got') or v.get('got2')}: give each input the shape "
            "interpreter.get_input_details()[0]['shape'] says (one batch axis: np.expand_dims once, "
            "not twice); in a converter's representative_dataset, yield [sample] with sample of "
            "shape (1, H, W, C) as float32 (dataset.unbatch().batch(1), not .batch(1) on a "
            "batched dataset)"
        ),
    ),
    # an Android release build's R8 missing the GPU delegate's API classes (tensorflow/flutter-
    # tflite#278, round 151: "ERROR: R8: Missing class org.tensorflow.lite.gpu.GpuDelegateFactory
    # $Options (referenced from: void org.tensorflow.lite.gpu.GpuDelegate.<init>() ...)";
    # adding org.tensorflow:tensorflow-lite-gpu-api fixed it; the gatherer's name, adopted)
    rule(
        "tflite-gpu-api-dependency-missing",
        E,
        "The app's release build lacks TensorFlow Lite's GPU delegate API classes (R8)",
        r"R8: Missing class (?P<cls>org\.tensorflow\.lite\.gpu\.[\w$]+)",
        "r8: missing class org.tensorflow.lite",
        lambda v, _c: (
            f"{v.get('cls')} lives in the separate artifact tensorflow-lite-gpu-api: add "
            "implementation 'org.tensorflow:tensorflow-lite-gpu-api:<the tensorflow-lite-gpu "
            "version>' to android/app/build.gradle (or keep rules from R8's missing_rules.txt "
            "if the GPU delegate is never used), then build the release again"
        ),
    ),
)
