"""Log rules for TensorFlow.js on Node (@tensorflow/tfjs-node, tfjs-node-gpu): its native
addon, which binds libtensorflow, is downloaded or built when npm installs the package.

Real logs (tensorflow/tfjs#8377, #3016, #8275, #8545): the addon missing from
``lib/napi-vN`` after an install that did not finish, and npm's install script failing
(on Windows, ``tensorflow.dll`` not staged beside the addon). A Windows loader failure of
the addon is dll-load-failed's (rules/python.py). Samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO
_REBUILD = (
    "npm rebuild @tensorflow/tfjs-node --build-addon-from-source   (needs Python and a C++ "
    "toolchain; on Windows, then copy node_modules/@tensorflow/tfjs-node/deps/lib/"
    "tensorflow.dll into the lib/napi-vN folder the error names)"
)

TFJS_RULES = (
    rule(
        "tensorflow-install-broken",
        E,
        "tfjs-node's native addon is not where its install should have put it",
        r"native addon module \(tfjs_binding\.node\) can ?not be found|Cannot find module "
        r"'?[^'\s]*tfjs_binding\.node",
        ("tfjs_binding.node",),
        _REBUILD,
    ),
    rule(
        "tfjs-node-install-failed",
        E,
        "npm could not install tfjs-node's native part",
        r"npm (?:ERR!|error) path \S*@tensorflow[\\/]tfjs-node(?:-gpu)?\s*$|"
        # node-gyp building the addon without its tools (tensorflow/tfjs
        # tfjs-node/WINDOWS_TROUBLESHOOTING.md: "gyp verb `which` failed Error: not found:
        # python2", "gyp ERR! stack Error: ...msbuild.exe failed with exit code: 1"), also
        # behind npm's own prefixes: "npm ERR! node-pre-gyp ERR! stack Error: Failed to
        # execute ... node-gyp.js build --fallback-to-build" (tensorflow/tfjs#7772) and npm's
        # debug log "44 error gyp ERR! find VS" (#5066)
        r"^(?:\d+ error |npm (?:ERR!|error) )?(?:node-pre-gyp |gyp )?(?:gyp|node-pre-gyp) "
        r"(?:ERR!|verb `which` failed)|"
        # no prebuilt addon for this Node, so npm builds it (and fails without make/g++):
        # "node-pre-gyp WARN Pre-built binaries not found for @tensorflow/tfjs-node@2.0.1 and
        # node@12.18.2" (tensorflow/tfjs#3622)
        r"Pre-built binaries not found for @tensorflow/tfjs-node|"
        # tfjs-node's own install script when the prebuilt addon's download and the build
        # from source both failed (tfjs-node/scripts/install.js build(): "node-pre-gyp
        # install failed with error: " + err, then exit 1 since tfjs 3.2.0; tensorflow/
        # tfjs#7341: no Windows binary of 4.2.0 on storage.googleapis.com)
        r"node-pre-gyp install failed with error|"
        # the script staging libtensorflow's DLL beside the addon, and the file is not there
        # (kazuhitoyokoi/node-red-contrib-tensorflow#19: "ENOENT: no such file or directory,
        # copyfile '...\\@tensorflow\\tfjs-node\\deps\\lib\\tensorflow.dll' -> ...")
        r"ENOENT: no such file or directory, copyfile '[^']*@tensorflow[\\/]+tfjs-node(?:-gpu)?"
        r"[\\/]+deps[\\/]|"
        # pnpm's words for the same script (CikeyQi/nsfwjs-plugin#29: ".../node_modules/
        # @tensorflow/tfjs-node: Running install script, failed in 594ms", Node's napi-v9)
        r"@tensorflow[\\/]tfjs-node(?:-gpu)?: Running install script, failed",
        ("@tensorflow", "gyp err!", "gyp verb `which` failed", "node-pre-gyp install failed"),
        "tfjs-node's install script (node scripts/install.js) downloads libtensorflow and "
        "builds or fetches the addon; read the first `npm error` lines after it for why. "
        "Then: " + _REBUILD + "; or use the pure-JS @tensorflow/tfjs (no native speed-up)",
    ),
    # tfjs's own banner when it runs in Node on its pure-JS CPU backend (tfjs 4.22's
    # dist: "Hi, looks like you are running TensorFlow.js in Node.js. To speed things up
    # dramatically, install our node backend"; 2019's "Hi there 👋. Looks like ...",
    # justadudewhohacks/face-api.js#193)
    rule(
        "tfjs-node-backend-not-used",
        INFO,  # (a note: the program runs, slower; two earlier labels call the banner healthy)
        "TensorFlow.js runs in Node on its slow JavaScript backend",
        r"looks like you are running TensorFlow\.js in Node\.js\. To speed things up dramatically",
        "running tensorflow.js in node.js",
        "Install the native backend and load it first: npm i @tensorflow/tfjs-node (or "
        "@tensorflow/tfjs-node-gpu with CUDA), then require('@tensorflow/tfjs-node') at the "
        "start of the program, before @tensorflow/tfjs or a library that uses it",
    ),
    # a layers model saved by Keras 3 (TF >= 2.16): its InputLayer's config has batch_shape,
    # which tfjs-layers does not read (its input_layer.ts: "An InputLayer should be passed
    # either a `batchInputShape` or an `inputShape`."; tensorflow/tfjs, round 167; the
    # gatherer's name, adopted)
    rule(
        "tfjs-keras3-layers-config-unreadable",
        E,
        "TensorFlow.js cannot read a layers model saved by Keras 3",
        r"An InputLayer should be passed either a .?batchInputShape.? or an .?inputShape",
        "an inputlayer should be passed either a",
        "The model.json was written from a Keras 3 model (tf.keras in TensorFlow >= 2.16): "
        "Keras 3 writes the input's shape as batch_shape, and TensorFlow.js's layers reader "
        "knows Keras 2's batch_input_shape only. Convert from a Keras 2 model: build, train and "
        "convert with tf_keras (pip install tf_keras, TF_USE_LEGACY_KERAS=1 set before importing "
        "TensorFlow; tensorflowjs depends on tf_keras), or TensorFlow <= 2.15; or convert to a "
        "graph model (tensorflowjs_converter --input_format=tf_saved_model on model.export(dir), "
        "then tf.loadGraphModel)",
    ),
    # TensorFlow.js meeting a layer class it does not know (tensorflow/tfjs#3786: "Error: Unknown
    # layer: Functional. This may be due to one of the following reasons: ... registerClass()",
    # a nested model saved by Keras in TF 2.3+; tfjs added the class in PR #3863)
    rule(
        "tfjs-unknown-layer-class",
        E,
        "TensorFlow.js does not know a layer class of the converted model",
        r"Unknown layer: (?P<cls>[\w>.]+)\. This may be due to one of the following reasons",
        "this may be due to one of the following reasons",
        lambda v, _c: (
            f"{v.get('cls')} is "
            + (
                "a class of Keras itself that this TensorFlow.js release predates (Keras writes "
                "'Functional' for nested models since TF 2.3): upgrade @tensorflow/tfjs (or "
                "tfjs-layers) to a release that has it, or convert with a tensorflowjs converter "
                "of the same era as the Keras that saved the model"
                if v.get("cls") in ("Functional", "InputLayer")
                # Keras's wrappers of raw TF ops, which tfjs-layers does not have (the review of
                # the eleventh session: tensorflow/tfjs#3566's TensorFlowOpLayer)
                else "Keras's wrapper of raw TensorFlow ops, which TensorFlow.js layers models cannot "
                "hold: convert the model as a graph model (tensorflowjs_converter "
                "--output_format=tfjs_graph_model, then tf.loadGraphModel), or replace the raw tf.* "
                "calls with Keras layers before exporting"
                if v.get("cls") in ("TFOpLambda", "SlicingOpLambda", "TensorFlowOpLayer")
                else "a custom layer: port it to JavaScript and register it with "
                "tf.serialization.registerClass() before loading the model"
            )
        ),
    ),
)
