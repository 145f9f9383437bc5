"""Log rules for TensorFlow.js backends in browsers and React Native: WebGL, WebGPU and WASM
failing to start or to run. The words were read in the npm packages (`npm pack`, 2026-11-29):
@tensorflow/tfjs-core 4.22.0's engine.js ("Initialization of backend ${backendName} failed"),
tfjs-backend-webgl 4.22.0 ("WebGL is not supported on this device", "Requested texture size ...
greater than WebGL maximum on this browser / GPU ...", "Failed to compile fragment shader.",
"Failed to link vertex and fragment shaders."), tfjs-backend-wasm 4.22.0 ("Make sure the server
can serve the `.wasm` file relative to the bundled js file"), tfjs-backend-webgpu 4.22.0's base.js
(navigator.gpu.requestAdapter, then adapter.features). Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
_OTHER_BACKEND = "or run on another backend (await tf.setBackend('wasm') or 'cpu', then await tf.ready())"
#: TF.js backends
TFJS_BROWSER_RULES = (
    # (tensorflow/tfjs#1686, round 154: "Requested texture size [6567x6567] greater than WebGL
    # maximum on this browser / GPU [4096x4096]."; the gatherers' names, adopted, for this file)
    rule(
        "webgl-max-texture-size-exceeded",
        E,
        "A tensor is larger than the largest WebGL texture this browser and GPU allow",
        r"Requested texture size \[(?P<req>\d+x\d+)\] greater than WebGL maximum on this browser / "
        r"GPU \[(?P<max>\d+x\d+)\]",
        "greater than webgl maximum",
        lambda v, _c: (
            f"A tensor needs a {v.get('req')} texture and this GPU allows {v.get('max')}: feed "
            f"smaller inputs (resize the image), split the work, {_OTHER_BACKEND}"
        ),
    ),
    # (tensorflow/tfjs#5383, round 154: Expo/React Native, "Error: WebGL is not supported on this
    # device" from MathBackendWebGL; a browser with hardware acceleration off says the same)
    rule(
        "webgl-unavailable",
        E,
        "TensorFlow.js found no WebGL context (no GPU backend here)",
        r"WebGL is not supported on this device|Could not get context for WebGL version",
        ("webgl is not supported on this device", "could not get context for webgl"),
        "In React Native import @tensorflow/tfjs-react-native and await tf.ready() (its rn-webgl "
        "backend) before using tf; in a browser turn on hardware acceleration or update the GPU "
        f"driver, {_OTHER_BACKEND}",
    ),
    # (vladmandic/human#268, round 154: "WebGL: CONTEXT_LOST_WEBGL: loseContext: context lost",
    # then "Failed to compile fragment shader." and "backend error: webgl context lost")
    rule(
        "webgl-context-lost",
        E,
        "The browser took the WebGL context away (GPU memory, a reset, too many contexts)",
        r"CONTEXT_LOST_WEBGL|\bwebgl ?context ?lost\b",
        ("context_lost_webgl", "webgl context lost", "webglcontextlost"),
        "The GPU context was lost, and every shader after it fails: free tensors (tf.tidy, "
        "dispose()), keep one TF.js instance and one backend per page, lower the input size, "
        f"and reload the page; {_OTHER_BACKEND}",
    ),
    # (tensorflow/tfjs#5216, round 154: Safari's "Internal error compiling shader with Metal
    # backend." then "Error: Failed to link vertex and fragment shaders.")
    rule(
        "webgl-shader-compile-failed",
        E,
        "The browser's WebGL could not compile TensorFlow.js's shaders",
        r"Failed to compile fragment shader\.|Failed to link vertex and fragment shaders|"
        r"Internal error compiling shader with Metal backend",
        ("failed to compile fragment shader", "failed to link vertex and fragment", "compiling shader with metal"),
        "This browser or GPU driver cannot compile the shader (Safari's Metal backend had such "
        f"bugs): update the browser, try another one, {_OTHER_BACKEND}",
    ),
    # (tensorflow/tfjs#6517, round 154: the .wasm URL served an HTML page, "expected magic word
    # 00 61 73 6d, found 3c 21 44 4f" (<!DO), then "Initialization of backend wasm failed";
    # tfjs-backend-wasm's own hint "Make sure the server can serve the `.wasm` file")
    rule(
        "tfjs-wasm-binary-not-found",
        E,
        "The TensorFlow.js WASM backend could not load its .wasm file",
        r"Make sure the server can serve the `\.wasm` file|expected magic word 00 61 73 6d, found "
        r"3c 21|Initialization of backend wasm failed",
        ("the `.wasm` file", "expected magic word 00 61 73 6d", "initialization of backend wasm failed"),
        "The page fetched the .wasm files from a URL that does not serve them (an HTML page came "
        "back): copy tfjs-backend-wasm's dist/*.wasm next to the bundle or call "
        "setWasmPaths('https://cdn.jsdelivr.net/npm/@tensorflow/tfjs-backend-wasm@VERSION/dist/') "
        "with the installed VERSION before tf.setBackend('wasm')",
    ),
    # (tensorflow/tfjs-models#460, round 154: "WebAssembly.instantiate(): Import #0 module=\"a\"
    # error: module is not an object or function": the .wasm of another tfjs-backend-wasm
    # release than its JavaScript)
    rule(
        "tfjs-wasm-version-mismatch",
        E,
        "The .wasm file is another release than the tfjs-backend-wasm JavaScript that loads it",
        r"WebAssembly\.instantiate\(\): Import #\d+ module=\"\w+\" error: module is not an object or function",
        "error: module is not an object or function",
        "Install one version of every @tensorflow/tfjs-* package (npm ls @tensorflow/tfjs-core "
        "shows duplicates) and serve the .wasm files of that tfjs-backend-wasm release "
        "(setWasmPaths with the same version)",
    ),
    # (tensorflow/tfjs#5495, round 154: "Uncaught ReferenceError: GPUBufferUsage is not defined"
    # from backend_webgpu; tensorflow/tfjs#8065: "Initialization of backend webgpu failed",
    # "Cannot read properties of null (reading 'features')": requestAdapter() gave no adapter)
    rule(
        "tfjs-webgpu-unavailable",
        E,
        "This browser has no WebGPU (or no WebGPU adapter) for TensorFlow.js's webgpu backend",
        r"GPUBufferUsage is not defined|Initialization of backend webgpu failed|Failed to create "
        r"WebGPU Context Provider",
        ("gpubufferusage is not defined", "backend webgpu failed", "webgpu context provider"),
        "navigator.gpu (or an adapter) is missing: use a browser with WebGPU on (Chrome 113+, a "
        "secure https or localhost page), or fall back to tf.setBackend('webgl')",
    ),
    # tf.setBackend of a backend no package registered (tfjs-core 4.22.0's engine.js: "Backend
    # name '${backendName}' not found in registry"; tensorflow/tfjs#3368, round 174: tfjs-core
    # 2.0 alone, whose WebGL backend became @tensorflow/tfjs-backend-webgl)
    rule(
        "tfjs-backend-not-registered",
        E,
        "TensorFlow.js was asked for a backend no loaded package registered",
        r"Backend name '(?P<backend>[\w-]+)' not found in registry",
        "not found in registry",
        lambda v, _c: (
            # (tfjs-node 4.22.0's dist/index.js registers 'tensorflow'; tfjs-react-native
            # 'rn-webgl'; the review of the twenty-second session)
            "The 'tensorflow' backend is tfjs-node's (Node only): require('@tensorflow/tfjs-node') "
            "(or -gpu) before tf.setBackend('tensorflow'); in a browser use 'webgl' or 'wasm'"
            if v.get("backend") == "tensorflow" else
            "The 'rn-webgl' backend is @tensorflow/tfjs-react-native's: import it and await "
            "tf.ready() before tf.setBackend"
            if v.get("backend") == "rn-webgl" else
            f"The '{v.get('backend')}' backend lives in its own package since tfjs 2.0: load "
            f"@tensorflow/tfjs-backend-{v.get('backend')} (import it, or its script tag, before "
            "tf.setBackend), or use the @tensorflow/tfjs bundle, which brings cpu and webgl; "
            "keep it the same version as @tensorflow/tfjs-core"
        ),
    ),
    # a kernel the active backend has not got (tfjs-core 4.22.0's backend.js: "'${kernelName}'
    # not yet implemented or not found in the registry. This kernel may not be supported by the
    # tfjs backend you have chosen"; 1.x/2.x: "Did you forget to import the kernel?";
    # justadudewhohacks/face-api.js#615, round 175: tfjs-node of another release than the
    # tfjs-core face-api.js was built on registered its kernels elsewhere; the same version fixed it)
    rule(
        "tfjs-package-version-mismatch",
        E,
        "TensorFlow.js's backend has no kernel for an op: tfjs packages of different releases, "
        "or a backend without that op",
        r"'(?P<kernel>\w+)' not yet implemented or not found in the registry|"
        # the engine's words for the modular kernels of tfjs 3.x/4.x (tfjs-core 4.22.0's
        # engine.js runKernel: "Kernel '${kernelName}' not registered for backend
        # '${backendName}'"; the review of the twenty-second session)
        r"Kernel '(?P<kernel2>\w+)' not registered for backend '(?P<backend>[\w-]+)'",
        ("not yet implemented or not found in the registry", "not registered for backend"),
        lambda v, _c: (
            f"No kernel '{v.get('kernel') or v.get('kernel2')}' is registered with the tfjs-core this code runs"
            + (f" for the '{v.get('backend')}' backend" if v.get("backend") else "") + ": `npm ls "
            "@tensorflow/tfjs-core` must show one version; give every @tensorflow/* package (and "
            "a library built on tfjs, such as face-api.js, its own pinned tfjs) that same release "
            "and import the backend package; if versions agree, this backend lacks the op: "
            "tf.setBackend('cpu') (or 'webgl') for it"
        ),
    ),
    # a model URL that answers with something else than model.json (tfjs-core 4.22.0's
    # io/http.js: "Failed to parse model JSON of response from ${this.path}."; zldrobit/
    # tfjs-yolov5-example#9, round 175: a relative path the dev server answered with its HTML page)
    rule(
        "tfjs-model-url-wrong",
        E,
        "The model URL did not return model.json",
        r"Failed to parse model JSON of response from (?P<url>\S+?)\.?(?:\s|$)"
        # (a .pb path: tfjs-core 4.22.0's io/http.js adds "Your path contains a .pb file
        # extension. Support for .pb models have been removed in TensorFlow.js 1.0")
        r"(?:.*?(?P<pb>Your path contains a \.pb file extension))?",
        "failed to parse model json of response from",
        lambda v, _c: (
            "A .pb model is the format tfjs stopped reading at 1.0: convert the TensorFlow model "
            "again (pip install tensorflowjs; tensorflowjs_converter --input_format=tf_saved_model "
            "SAVED_MODEL_DIR OUT_DIR) and load the model.json it writes"
            if v.get("pb") or str(v.get("url") or "").endswith(".pb") else
            f"{v.get('url')} answered with something that is not the model's JSON (an HTML page "
            "for a wrong or relative path, a 404 page): open the URL in a browser; serve the "
            "converted folder (model.json with its .bin shards) and give the URL of model.json "
            "itself, absolute from the server root (e.g. '/web_model/model.json'); in Node, load "
            "files with tfjs-node's file:// handler"
        ),
    ),
)
