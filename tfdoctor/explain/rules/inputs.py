"""Log rules for the program's own inputs: a data or model file that is not there (or not
what its name says), and a disk with no room left.

Pasted logs often end with TensorFlow's harmless start-up notices and then the program's
own ``FileNotFoundError`` (kr-colab/ReLERNN#63: an ``.npy`` an earlier step should have
written). That is no TensorFlow setup problem, and saying so is the answer: the path is
named, and ``check`` need not be run. Not for libraries (a ``.so`` that does not load is
the GPU rules'), nor for programs run by name (``'nvidia-smi'``: driver.py; ``'ptxas'``:
device.py). Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

E = Severity.ERROR

# a path: with a folder separator or a file extension, and not a shared library
_PATH = (
    r"(?P<path>(?=[^']*(?:[\\/]|\.\w{1,6}'))(?![^']*\.(?:so|dll|dylib)(?:\.[\d.]+)?')"
    # not pip's own build folder, nor a package record pip reads (installers.py)
    r"(?![^']*[\\/]pip-[\w-]*build[\\/])(?![^']*\.dist-info[\\/]+METADATA')[^']+)"
)


def missing_input(v: Values, ctx: ExplainContext | None) -> str:
    path = v.get("path") or "the file"
    if str(v.get("path2") or "").split("/{saved_model", 1)[0].endswith((".keras", ".h5", ".hdf5")):
        # a Keras file given where a SavedModel folder is read (the twenty-third session's
        # outside check o: TFLiteConverter.from_saved_model("m.keras"), the file there)
        return (
            "The path is a Keras file, not a SavedModel folder: load it with "
            "keras.models.load_model(path) (then TFLiteConverter.from_keras_model(model)), or "
            "export a SavedModel folder first (model.export(dir) in Keras 3) and give that"
        )
    return (
        f"The program's own input is not there: {path}. This is not a TensorFlow setup "
        "problem: check the path (a relative path is taken from the folder the program "
        "runs in: `pwd`), run the earlier step that writes this file, or in Colab upload "
        "it / mount Drive first"
    )


INPUT_RULES = (
    # a path on a remote filesystem TensorFlow's own build does not read: "UNIMPLEMENTED:
    # File system scheme 's3' not implemented" (tensorflow/serving#1963 on the 2.7 image,
    # tensorflow/tensorflow#53818). TF 2.6.0's release notes: "S3 and HDFS file system
    # supports have been migrated to modular file systems and is now available in
    # https://github.com/tensorflow/io. The tensorflow-io python package should be installed
    # for S3 and HDFS support with tensorflow" (tensorflow/tensorflow#51036)
    # a TPU worker asked for a path on the VM's own disk or Drive (tensorflow/models#8265,
    # tensorflow/tensorflow#37815: "File system scheme '[local]' not implemented", the Cloud
    # TPU team; TF Hub's docs: a TPU reads only Cloud Storage)
    rule(
        "tpu-local-filesystem",
        E,
        "A TPU worker cannot read a local path",
        r"File system scheme '\[local\]' not implemented",
        "file system scheme '[local]'",
        "TPU workers read only Cloud Storage: put the data, checkpoints and model_dir in a "
        "gs:// bucket the TPU's service account can read (TF Hub models: "
        "TFHUB_MODEL_LOAD_FORMAT=UNCOMPRESSED reads them from its buckets), or load the data "
        "into memory on the VM first",
    ),
    rule(
        "filesystem-scheme-unimplemented",
        E,
        "TensorFlow cannot read this kind of path (its filesystem is not loaded)",
        r"File system scheme '(?P<scheme>[\w.+-]+)' not implemented",
        "file system scheme",
        lambda v, _c: (
            f"TensorFlow has no '{v.get('scheme', 's3')}://' filesystem built in (since TF 2.6, "
            "S3 and HDFS live in tensorflow-io): `pip install tensorflow-io` (its release for "
            "this TensorFlow: `tfdoctor matrix --companions tensorflow-io`) and `import "
            "tensorflow_io` before the path is used; TF Serving 2.7+ images need a build with "
            "the plugin, or an image before 2.7. A scheme with a typo ('s3a', 'gcs' for 'gs') "
            "is not one TensorFlow knows"
        ),
    ),
    rule(
        "application-data-missing",
        E,
        "A file the program reads does not exist",
        r"(?:FileNotFoundError|IOError|OSError): \[Errno 2\] No such file or directory: '" + _PATH
        + r"'|"
        # Keras/TF loaders: a SavedModel folder, an .h5 file (h5py's errno 2), tf.io's
        # NotFoundError naming a path
        r"SavedModel file does not exist at: (?P<path2>\S+)|"
        r"Unable to (?:open|synchronously open) file \(unable to open file: name = "
        r"'(?P<path3>[^']+)', errno =\s+2\b|"
        # (TF 2.21 puts the function's node before the path: "NotFoundError: {{function_node
        # __wrapped__IteratorGetNext_...}} photos/img_001.png; No such file or directory", check q)
        r"NotFoundError: (?:\{\{function_node [^}]*\}\} )?(?P<path4>(?![^;]*\.(?:so|dll|dylib)\b)(?![^;]*\.lockfile;)[^;\s]+); No such file or directory|"
        # a script's own words (NVIDIA/DeepLearningExamples UNet_Industrial notebook: "Error!
        # File not found: '.../Class1.zip'")
        r"\bFile not found: '(?P<path5>[^']+)'|"
        # a checkpoint prefix that matches nothing (czy36mengfei/tensorflow2_tutorials_chinese'
        # saving notebook: "Unsuccessful TensorSliceReader constructor: Failed to find any
        # matching files for path_to_my_weights", the weights saved under another name)
        r"Failed to find any matching files for (?P<path6>\S+)|"
        # TF 2's words for the same (mesolitica/malaya-speech's transducer notebook: "Failed to
        # get matching files on asr-small-conformer-output/model.ckpt: Not found: ...")
        r"Failed to get matching files on (?P<path8>\S+): Not[ _]found:|"  # TF 2.13+: NOT_FOUND
        # pandas < 0.24's read_csv (leriomaggio/deep-learning-keras-tensorflow's notebook:
        # "OSError: File b'train.csv' does not exist")
        r"(?:OSError|FileNotFoundError|IOError): File b?'(?P<path7>[^']+)' does not exist|"
        # Keras 2's load_model (keras/saving/save.py: "raise IOError(f'No file or directory
        # found at {filepath}')"; round 167: a notebook loading a name it never saved)
        r"(?:OSError|IOError): No file or directory found at (?P<path9>\S+)",
        ("[errno 2] no such file", "savedmodel file does not exist", "errno =",
         "; no such file or directory", "file not found: '", "failed to find any matching files",
         "failed to get matching files on",
         "' does not exist", "no file or directory found at"),
        missing_input,
    ),
    # TF Serving's model path (bitnami/bitnami-docker-tensorflow-serving#3: "Could not find
    # base path /bitnami/model-data for servable inception", a volume mounted elsewhere;
    # tensorflow/tensor2tensor#1473: a saved_model.pbtxt file given as the base path)
    rule(
        "application-data-missing",
        E,
        "TF Serving finds no model at its base path",
        r"Could not find base path (?P<path>\S+) for servable (?P<servable>\S+?)\.?\s*$",
        "could not find base path",
        lambda v, _c: (
            f"{v.get('path')} does not exist where the server runs: --model_base_path (or "
            "MODEL_BASE_PATH) must be the existing folder that holds the numbered version "
            "folders (NAME/1/saved_model.pb), not a file; in Docker, mount the model there "
            "(-v /host/models/NAME:/models/NAME) in the container that runs the server"
        ),
    ),
    # a file that is there but is not what its name says: an .h5 that is a Git LFS pointer,
    # an HTML page saved by a download, a file cut short (code index 37963926819: a model
    # from `git clone` without LFS; 17490138626: h5py's words for each)
    rule(
        "application-data-missing",
        E,
        "A file the program reads is not a valid HDF5 file (a Git LFS pointer, a web page, a "
        "partial download)",
        r"Unable to (?:synchronously )?open file \((?:file signature not found|truncated file)",
        ("file signature not found", "truncated file"),
        lambda v, _c: (
            "The model/data file is there but is not an HDF5 file: `head -c 200 FILE` shows a "
            "Git LFS pointer (`git lfs install && git lfs pull`), an HTML page (download it "
            "again from the real link), or it was cut short (download or save it again)"
        ),
    ),
    # the disk (or /tmp, or the container's layer) is full: pip unpacking TensorFlow and its
    # CUDA wheels (several GB), a checkpoint being written (code index 65757223210: pip on a
    # Raspberry Pi whose /tmp is a RAM disk)
    rule(
        "disk-full",
        E,
        "The disk is full",
        # (also Docker's own: "write /mnt/sda1/var/lib/docker/tmp/GetImageBlob129774015: no
        # space left on device", docker-archive-public/docker.kitematic#1588)
        r"\[Errno 28\] No space left on device|\bENOSPC\b|: no space left on device\b|"
        # TF writing a file whose write failed with Resource exhausted, which the ErrnoToCode of
        # TSL's errors.cc gives for ENOSPC and EDQUOT (and EMFILE/ENFILE; code index 334941664)
        # (mozilla/DeepSpeech#374: "Error writing (tmp)
        # checkpoint file: .../model.ckpt-6.tempstate...: Resource exhausted: ...", a small home)
        r"Error writing \(tmp\) checkpoint file: .*Resource exhausted\b|"
        # a quota (keras-team/keras-tuner#390, round 150: the tuner's checkpoints, "disk quota
        # exceeded [Op:SaveV2]"; Python's "[Errno 122] Disk quota exceeded")
        r"\b[Dd]isk quota exceeded\b|\bEDQUOT\b",
        ("no space left on device", "enospc", "error writing (tmp) checkpoint file", "disk quota exceeded", "edquot"),
        lambda v, _c: (
            "A disk is full, or a quota reached (`df -h` and `quota -s` show which; often /tmp, a "
            "home folder or a container's): free space, write to a disk with room, or "
            "for pip `pip cache purge` and `pip install --no-cache-dir ...`, or point TMPDIR at "
            "a disk with room (`TMPDIR=/big/tmp pip install ...`); TensorFlow with its CUDA "
            "wheels needs several GB"
        ),
    ),
    # load_model given a file that save_weights wrote: it has weights but no model config.
    # Keras 2.2's io_utils raises "Cannot create group in read only mode." for the missing
    # 'model_config' (caimingxie/h5_to_weight_yolo3#1); tf.keras/Keras 2.x: "No model found
    # in config file." (code index 3851708), Keras >= 2.13/3: "No model config found in the
    # file at ..." (code index 307690940); amir-abdi's keras_to_tensorflow says it itself
    # (Vikramank/Deep-Learning-#9)
    rule(
        "keras-h5-weights-only",
        E,
        "The model file holds weights only: load_model needs the whole model",
        r"Cannot create group in read[ -]only mode\.|(?<!\(')(?<!\(\")No model (?:config )?found in (?:the )?(?:config "
        r"file|file at)|Input file specified only holds the weights, and not the model definition",
        ("cannot create group in read", "no model found in config",
         "no model config found in", "only holds the weights"),
        "This file was written by model.save_weights (or a checkpoint callback with "
        "save_weights_only=True): build the model in code first, then "
        "model.load_weights('file.h5'); or save the whole model where it was trained "
        "(model.save('model.keras') / '.h5') and load that",
    ),
    # Python's tempfile tried /tmp, /var/tmp, /usr/tmp and the working directory and could
    # write none: a full disk (tensorflow/gan's self_attention_estimator README: "you might
    # have run out of disk"), or permissions, a read-only filesystem, a TMPDIR that is not
    # there (tempfile skips a candidate on any OSError)
    rule(
        "tmpdir-unusable",
        E,
        "Python found no temporary directory it can write",
        r"No usable temporary directory found in",
        "no usable temporary directory",
        "Check the disk (`df -h /tmp`) and the folder (`ls -ld /tmp`: drwxrwxrwt), and point "
        "TMPDIR at a writable folder with room (`export TMPDIR=$HOME/tmp; mkdir -p $TMPDIR`); "
        "in a container with a read-only root, mount a writable /tmp",
    ),
    # a TFRecord file whose record fails its CRC: damaged in download or copy
    # (waymo-research/waymo-open-dataset#438: "DataLossError: corrupted record at 478976069
    # [Op:IteratorGetNext]", fixed by downloading again; AdaCompNUS/pfnet#1: the offset differed
    # with each copy of a large download; the gatherers' name)
    rule(
        "tfrecord-corrupted",
        E,
        "A TFRecord file is damaged (a record fails its checksum)",
        # (TF's record reader, record_reader.cc in libtensorflow_framework.so.2 of 2.21: also
        # "truncated record at N", a file that ends inside a record: tensorflow/models#571,
        # round 142, "Data loss: truncated record at 136219998"; and the message alone on its
        # line, rowanz/grover#21's " corrupted record at 0")
        # (not TF Serving's warmup file: rules/tfrecord.py)
        # (and TF 2.21's eager words, a real run: tests/data/tracebacks/tf-2.21-runs/tfrecord-
        # truncated.txt, "DataLossError: {{function_node __wrapped__IteratorGetNext...}}
        # truncated record at 232' failed with Read less bytes than requested", "... status:
        # DATA_LOSS: corrupted record at 12")
        r"(?:DataLossError: (?:\{\{function_node [^}]*\}\} )?|(?<!\} failed: )Data loss: |DATA_LOSS: |^\W{0,3})"
        r"(?P<kind>corrupted|truncated) record at (?P<offset>\d+)(?!.*Please verify your warmup data)",
        ("corrupted record at", "truncated record at"),
        # (at offset 0 the first record already fails: a compressed file read as plain, or no
        # TFRecord at all; shahrukhqasim/TIES-2.0#10, its generator writes GZIP files:
        # hassan-mahmood/TIES_DataGeneration#11, compression_type='GZIP')
        lambda v, _c: (
            "The very first record fails: the file is compressed (read it with "
            "tf.data.TFRecordDataset(files, compression_type='GZIP') or 'ZLIB', as it was written) "
            "or is not a TFRecord file at all; if neither, it is damaged: "
            if v.get("offset") == "0" and v.get("kind") != "truncated" else "") + (
            "The file ends inside a record: it was cut short (a writer not closed or still "
            "writing, a copy or download that stopped): write it again, closing the "
            "TFRecordWriter (a `with` block), or copy it whole; "
            if v.get("kind") == "truncated" else "") + (
            "A record of a .tfrecord file is damaged, most often by an interrupted or failed "
            "download or copy: download that file again (compare its checksum or size with the "
            "source's) and find which shard it is by reading each file alone; to train past it, "
            "dataset.apply(tf.data.experimental.ignore_errors()) skips bad records"),
    ),
    # the parse spec asks for a feature the records do not carry (google/earthengine-api#177:
    # "Feature: Landcover (data type: float) is required but could not be found.", Earth
    # Engine's exported TFRecords; the gatherer's name)
    rule(
        "tfrecord-feature-missing",
        E,
        "A tf.Example lacks a feature the parsing spec requires",
        r"Feature: (?P<feature>\S+) \(data type: (?P<dtype>\w+)\) is required but could not be found",
        "is required but could not be found",
        lambda v, _c: (
            f"The records have no feature named {v.get('feature')}: make the features dict of "
            "tf.io.parse_single_example / parse_example use the names and types the records were "
            "written with (read one record with tf.train.Example.FromString to list them), or "
            f"give {v.get('feature')} a default_value in its FixedLenFeature"
        ),
    ),
    # the records carry the feature with another type than the parse spec declares
    # (ethanyanjiali/deep-vision#13, round 108: "Key: image/object/parts/y.  Data types don't
    # match. Expected type: int64, Actual type: float"; example_proto_fast_parsing.cc)
    rule(
        "tfrecord-feature-dtype-mismatch",
        E,
        "A tf.Example feature has another type than the parsing spec declares",
        # the other wordings of TensorFlow's parsers (example_proto_fast_parsing.cc: "Data types
        # don't match. Data type: int64 but expected type: float"; example_parsing_ops.cc:
        # "Name: , Feature: x.  Data types don't match. Expected type: float  Feature is: ...")
        r"(?:(?:Key|Feature|Context feature|Feature list): (?P<feature>[^\s,]+?)(?:, Index: \d+)?"
        r"\.\s+)?Data types don't match\. (?:Data type: (?P<got2>\w+) but expected type: "
        r"(?P<want2>\w+)|Expected type: (?P<want>\w+)(?:, Actual type: (?P<got>\w+))?)",
        "data types don't match",
        lambda v, _c: (
            f"The records store {v.get('feature') or 'a feature'} as "
            f"{v.get('got') or v.get('got2') or 'another type'} while the parse spec asks for "
            f"{v.get('want') or v.get('want2')}: declare the type the records "
            "were written with in the FixedLenFeature/VarLenFeature (read one record with "
            "tf.train.Example.FromString to see it), or write the feature with the type the "
            "parser expects (float_list vs int64_list) and regenerate the files"
        ),
    ),
    # a TFRecord file read as GZIP/ZLIB that is not compressed so (shahrukhqasim/TIES-2.0#43,
    # round 130: "DataLossError ...: inflate() failed with error -3: incorrect header check";
    # the files had been decompressed by hand, the reader opens them as GZIP)
    rule(
        "tfrecord-corrupted",
        E,
        "A TFRecord file read as compressed is not compressed that way",
        r"inflate\(\) failed with error -3: incorrect header check",
        "inflate() failed with error -3",
        "The reader's compression_type (GZIP or ZLIB) does not match the file: read it as it was "
        "written (tf.data.TFRecordDataset(files, compression_type='') for a plain file, 'GZIP' for "
        ".gz records), or use the compressed files as published instead of unpacked copies",
    ),
    # a path past Windows' length limit, in TensorFlow's own words (keras-team/keras-tuner#431,
    # round 130: KerasTuner's trial checkpoint "Failed to create a NewWriteableFile: Keras_Tuner_
    # Logs\\...\\checkpoint_temp_<hash>/part-...tempstate...: The system cannot find the path
    # specified"; a short tuner directory fixed it)
    rule(
        "windows-long-paths-disabled",
        E,
        "A file path past Windows' 260-character limit could not be written",
        # (and Windows' own error 206, ERROR_FILENAME_EXCED_RANGE: conda/conda#10767, round 144,
        # "FileNotFoundError: [WinError 206] The filename or extension is too long" building
        # TensorFlow's include files under a long conda prefix)
        r"Failed to create a NewWriteableFile: (?P<path>[^\s:]{150,}) : The system cannot find the path specified|"
        r"\[WinError 206\] The filename or extension is too long",
        ("failed to create a newwriteablefile", "winerror 206"),
        lambda v, _c: (
            (f"The path is {len(str(v.get('path')))} characters below the working folder, past "
             if v.get("path") else "A path (or a command line) is past ")
            + "Windows' 260 (MAX_PATH) with it: write to a short folder near the drive's root "
            "(KerasTuner: directory='C:/kt', a short project_name), or enable long paths "
            "(LongPathsEnabled in the registry, then a new shell)"
        ),
    ),
)
