"""What a log tells about the machine it came from, so remedies fit that machine.

Real pastes carry context beside the errors: a TensorFlow version in a wheel name, a
``site-packages`` path or the user's own ``print(tf.__version__)``; the Python version in
``lib/python3.12/`` paths, ``cp39`` wheel tags or conda's ``Your python: python=3.8``;
Windows in ``C:\\`` paths, ``.dll`` names and ``win_amd64`` wheels; WSL2 in
``/usr/lib/wsl`` or a ``microsoft-standard`` kernel. What the caller already knows (the
``ExplainContext`` given) always wins over what the log suggests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from tfdoctor.explain.answers import gpu_answer, late_answer
from tfdoctor.explain.context_env import see_installs
from tfdoctor.explain.epochs import EpochTrack
from tfdoctor.explain.listing_lines import LISTED, LISTED_LOCKED, NEEDLES
from tfdoctor.explain.rules.base import ExplainContext, trie
from tfdoctor.model import parse_version

_TF = re.compile(
    r"(?:tensor ?flow(?:[-_ ]gpu)?(?: version)?|tf(?:\.__version__| version))\s*[:=]{0,2}\s*v?"
    r"(?P<a>\d\.\d+(?:\.\d+)?)|tensorflow(?:[-_](?:gpu|cpu|intel))?[-_]"
    r"(?P<b>\d\.\d+\.\d+)(?:-cp|\.dist-info|\s|$)|tensorflow(?:[-_](?:gpu|cpu|intel))?==(?P<c>\d\.\d+(?:\.\d+)?)",
    re.IGNORECASE,
)
_PY = re.compile(
    r"python(?P<a>3\.\d{1,2})[\\/]|Python (?P<b>3\.\d{1,2})(?:\.\d+)?\b|-cp3(?P<c>\d{1,2})-|"
    r"Your python: python=(?P<d>3\.\d{1,2})|"
    # a Nix derivation's name (NixOS/nixpkgs#305827: /nix/store/...-python3.12-tensorflow-2.13.0.drv)
    r"/nix/store/\w+-python(?P<e>3\.\d{1,2})-|"
    # the Windows installer's folder (...\Programs\Python\Python312\Lib\...)
    r"[\\/]Python3(?P<f>1\d|[6-9])[\\/]",
    re.IGNORECASE,
)
_WSL = re.compile(r"/usr/lib/wsl|microsoft-standard|\bWSL2?\b|-Microsoft\b")
# Apple silicon named in the log (a machine line, the poster's words): with SIGILL it is an
# x86_64 TensorFlow under Rosetta, which has no AVX (tensorflow/tensorflow#60569's kind)
_APPLE_SILICON = re.compile(
    r"\bApple (?:silicon|M[1-4])\b|\bMac(?:Book)?(?: Pro| Air| mini| Studio)? M[1-4]\b|"
    r"\bM[1-4] (?:Pro|Max|Ultra|chip|Mac)\b|\bRosetta\b",
    re.IGNORECASE,
)
_WINDOWS = re.compile(
    r"\b[A-Za-z]:\\\w|\b\w+64_\d+\.dll\b|nvcuda\.dll|win_amd64|\.pyd\b|\bWindows\b|"
    # Python's own banner on Windows: "[MSC v.1929 64 bit (AMD64)] on win32"
    r"\] on win32\b"
)
_PIP_SHOW = re.compile(r"^\s*Name: tensorflow(?:-gpu|-cpu|-intel)?\s*$", re.IGNORECASE)
_PIP_SHOW_VERSION = re.compile(r"^\s*Version: (\d\.\d+\.\d+(?:rc\d+)?)")
_BARE_VERSION = re.compile(r"^\s*(['\"]?)v?(\d\.\d{1,2}\.\d+(?:-?rc\d+)?)\1\s*$")  # a REPL quotes it
_VERSION_OF = re.compile(r"\b(tf|tensorflow|keras|tf_keras)\.__version__\b")
_CUDA_DIR = re.compile(r"cuda[-_]?(\d+\.\d+)|CUDA[\\/]v(\d+\.\d+)", re.IGNORECASE)
# the GPU's compute capability as TF prints it ("computeCapability: 8.6" in TF 2.x's device
# properties, "compute capability: 8.6" when it creates the device) and the CUDA runtime it
# loaded ("Successfully opened dynamic library cudart64_101.dll" / "libcudart.so.11.0")
_REPORTED = re.compile(r"\b(libcuda|kernel) reported version is:?\s*(\d+\.\d+(?:\.\d+)?)", re.IGNORECASE)
_GPU_CC = re.compile(r"compute ?capability:? (?P<cc>\d+\.\d+)", re.IGNORECASE)
# (+ CUDA 10.1-10.2's cuBLAS, .so.10, when the runtime's line is not pasted: tensorflow#61832)
_CUDART = re.compile(r"cudart64_(?P<win>\d{2,3})\.dll|libcudart\.so\.(?P<so>\d+(?:\.\d+)?)|libcublas\.so\.(?P<blas>10)(?!\.\d)")
_GPU_IMAGE = re.compile(
    r"\btensorflow/(?:tensorflow|serving):[\w.-]*gpu\b|\bnvcr\.io/nvidia/tensorflow:", re.I
)
_PHYSICAL = re.compile(r"PhysicalDevice\(name='/physical_device:(\w+):\d+'")
_PIP_VERSION = re.compile(r"You are using pip version (?P<v>\d+(?:\.\d+)*)")
_FROZEN = re.compile(r"pyimod0\d_importers|\] failed to execute script\b|cx_freeze[\\/]initscripts")
_TF_MODULE_MISSING = re.compile(
    r"No module named '(?:tensorflow|tensorflow_core)[\w.]*'|cannot import name '\w+' from "
    r"'(?:tensorflow|tensorflow_core)[\w.]*'"
)

# the code or the shell choosing GPUs by index (weizhepei/CasRel#28: os.environ[
# "CUDA_VISIBLE_DEVICES"] = "1" on a one-GPU machine); -1 and empty are a rule's (driver.py)
_CVD_INDEX = re.compile(r"CUDA_VISIBLE_DEVICES['\"]?\]?\s*=\s*['\"]?(?P<ids>\d+(?:\s*,\s*\d+)*)\b")


_GATE = re.compile(trie(NEEDLES))  # on the lower-cased line


@dataclass
class LogContext:
    """Context collected while a log streams past (first find of each kind wins).

    ``cuda_dirs``: CUDA versions in install paths (``/usr/local/cuda-10.2``,
    ``CUDA\\v11.2``) with the first line showing each; ``wsl_line``: the first line that
    shows WSL (both feed combinations in combos.py)."""

    tf_version: str | None = None
    python_version: str | None = None
    platform: str | None = None
    cuda_dirs: dict[str, str] = field(default_factory=dict)
    wsl_line: str | None = None
    #: the first line that names Apple silicon (an M1-M4 Mac, Rosetta)
    apple_line: str | None = None
    #: an x86_64 Python on a Mac, as `file $(which python)` prints it ("Mach-O 64-bit
    #: executable x86_64"): beside Apple silicon, a Python under Rosetta
    x86_mac_python: str | None = None
    #: a TensorFlow GPU image named (tensorflow/tensorflow:latest-gpu, tensorflow/serving:
    #: ...-gpu, nvcr.io/nvidia/tensorflow), and whether the log gives it the GPU at all
    #: (--gpus, nvidia-docker, --runtime=nvidia)
    gpu_image: str | None = None
    gpu_runtime: bool = False
    #: TensorFlow told the user it sees no GPU ("empty") or has no CUDA ("no-cuda"), and the
    #: line that shows it
    gpu_answer: tuple[str, int, str] | None = None
    #: `device_lib.list_local_devices()` asked (its line) and the device types printed after
    #: it (tensorflow/tensorflow#60269: only "CPU", the GPU not seen)
    local_devices: tuple[int, str] | None = None
    local_types: set[str] = field(default_factory=set)
    #: `list_physical_devices()` printed one device a line (R's reticulate: "[[1]]" then
    #: "PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')", rstudio/
    #: tensorflow#553): the first such line and the device types seen
    physical: tuple[int, str] | None = None
    physical_types: set[str] = field(default_factory=set)
    #: pip's own "You are using pip version 18.1" (its version, the line)
    pip_version: tuple[str, str] | None = None
    #: distributions that install the tensorflow package, as a listing shows them:
    #: name -> (version, the line)
    listed: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: the GPU's compute capability and the CUDA runtime TF loaded, with their lines
    gpu_cc: tuple[str, str] | None = None
    cudart: tuple[str, str] | None = None
    #: a GPU below compute capability 3.0 in TF's device properties (its line), and whether
    #: the log shows a GPU TF can use beside it (a capability >= 3.0, a device created)
    old_gpu: tuple[int, str, str] | None = None
    usable_gpu: bool = False
    #: a frozen app's loader in the log (PyInstaller's pyimod importers or "Failed to execute
    #: script", cx_Freeze's initscripts): its line; and a TensorFlow module it could not import
    frozen: str | None = None
    tf_module_missing: str | None = None
    #: TensorFlow releases pip said it installed, in log order: (version, the line)
    #: (version, the line, the pip command's arguments before it or None), and a run's
    #: "Found existing installation" as an entry of its own
    tf_installs: list[tuple[str, str, str | None]] = field(default_factory=list)
    #: distributions of the tensorflow package pip's lines leave installed: name -> (version,
    #: the line); "Successfully uninstalled" takes one out
    pip_dists: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: the Edge TPU compiler's counts: "edge tpu"/"cpu" -> number of operations
    edgetpu_ops: dict[str, int] = field(default_factory=dict)
    #: the conda environment a prompt shows, and settings naming another's folder: (env, line)
    conda_prompt: str | None = None
    env_paths: list[tuple[tuple[str, ...], str, str]] = field(default_factory=list)
    _active_env: str | None = None
    #: pip's isolated build environment in a path (pip-build-env-...): a source build's own tools
    build_env: bool = False
    _pip_cmd: str | None = None
    #: tensorflow-estimator, tensorboard, keras as a listing shows them: name -> (version, line)
    listed_locked: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: an op's error listed the devices TensorFlow registered ("Registered devices: [CPU,
    #: GPU]"): whether a GPU is among them (None: not said)
    registered_gpu: bool | None = None
    #: tensorflow-directml 1.15's count of its adapters (devices 'DML'; the 2.x plugin's: 'GPU')
    dml_adapters: int = 0
    #: CUDA_VISIBLE_DEVICES set to GPU indices: (the indices, the line)
    visible_ids: tuple[str, str] | None = None
    #: cuda_diagnostics' "libcuda reported version is: X" / "kernel reported version is: Y"
    driver_versions: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: the log's last line that is not blank (set by the scanner as blocks pass)
    tail: str = ""
    #: Keras's end-of-epoch figures: whether they stay the same (explain/epochs.py; fed by the
    #: scanner, every such line in both of its paths)
    epochs: EpochTrack = field(default_factory=EpochTrack)
    #: a GPU question whose answer was not on its line or the next: (kind, its line number,
    #: its line, lines left to wait for the answer)
    _asked: tuple[str, int, str, int] | None = None

    def see(self, line: str, nxt: str | None = None, line_no: int = 0) -> None:
        if self.tf_version is None and nxt and "__version__" in line:
            m = _BARE_VERSION.match(nxt)  # print(tf.__version__) then its output
            if m:
                self.tf_version = m.group(2)
            elif len(names := _VERSION_OF.findall(line)) > 1 and len(vers := nxt.split()) == len(names):
                # print(tensorflow.__version__, keras.__version__) and its "2.7.0 2.8.0"
                # (dusty-nv/jetson-containers#153, round 174): each a package's own version
                for name, ver in zip(names, vers, strict=True):
                    name = {"tf": "tensorflow"}.get(name, name).replace("_", "-")
                    if _BARE_VERSION.match(ver) and name in ("tensorflow", "keras", "tf-keras"):
                        self.listed_locked.setdefault(name, (ver, f"line {line_no + 1}: {nxt.strip()[:300]}"))
                        if name == "tensorflow":
                            self.tf_version = ver
        if self._asked is not None and self.gpu_answer is None:
            late_answer(self, line)
        if "Name: " in line and _PIP_SHOW.match(line):
            # pip show tensorflow: Name, then Version. pip shows only what is installed, so
            # two Names are two distributions of the tensorflow package (OCR-D/ocrd_all#220:
            # `pip show tensorflow-gpu` and `pip show tensorflow` both answered)
            m = _PIP_SHOW_VERSION.match(nxt or "")
            if self.tf_version is None and m:
                self.tf_version = m.group(1)
            if len(self.listed) < 8:
                name = line.split(":", 1)[1].strip().lower()
                where = f"line {line_no}: {line.strip()[:300]}"
                self.listed.setdefault(name, (m.group(1) if m else "?", where))
        low = line.lower()
        if _GATE.search(low) is None:
            return
        if "registered devices: [" in low and self.registered_gpu is None:
            listed = low.split("registered devices: [", 1)[1].split("]")[0]
            # (an entry GPU: TF 1.15 registers XLA_GPU even when CUDA did not load)
            self.registered_gpu = "gpu" in (d.strip() for d in listed.split(","))
        if "directml device enumeration: found" in low and "dml_device_factory" in low:  # (1.15's, not the plugin's)
            n = low.split("found", 1)[1].split()[0]
            self.dml_adapters = max(self.dml_adapters, int(n) if n.isdigit() else 0)
        if "cuda_visible_devices" in low and self.visible_ids is None:
            m = _CVD_INDEX.search(line)
            if m:
                self.visible_ids = (m.group("ids"), f"line {line_no}: {line.strip()[:300]}")
        if "list_local_devices(" in low and self.local_devices is None:
            self.local_devices = (line_no, f"line {line_no}: {line.strip()[:300]}")
        elif 'name: "/device:' in low and self.local_devices is None:
            # the printed list without the call that printed it: its first device
            self.local_devices = (line_no, f"line {line_no}: {line.strip()[:300]}")
        elif self.local_devices is not None and 'device_type: "' in low:
            self.local_types.add(line.split('"')[1].upper() if line.count('"') >= 2 else "")
        if "physicaldevice(name=" in low:
            for m in _PHYSICAL.finditer(line):
                self.physical_types.add(m.group(1).upper())
            if self.physical is None:
                self.physical = (line_no, f"line {line_no}: {line.strip()[:300]}")
        if len(self.listed) < 8 and low.lstrip().removeprefix("requirement already satisfied: ").startswith(
            ("tensorflow", "tf", "intel-tensorflow", "intel_tensorflow")
        ):
            m = LISTED.match(line)
            if m:
                name = m.group("name").lower().replace("_", "-")
                self.listed.setdefault(name, (m.group("ver"), f"line {line_no}: {line.strip()[:300]}"))
        if low.lstrip().startswith(("tensorflow", "tensorboard", "keras", "tf-keras", "tf_keras")):
            m = LISTED_LOCKED.match(line)
            if m:
                name = m.group("name").lower().replace("_", "-")
                where = f"line {line_no}: {line.strip()[:300]}"
                self.listed_locked.setdefault(name, (m.group("ver"), where))
        if "capability" in low and (m := _GPU_CC.search(line)):
            if self.gpu_cc is None:
                self.gpu_cc = (m.group("cc"), f"line {line_no}: {line.strip()[:300]}")
            cc = parse_version(m.group("cc"))
            if cc is not None and cc.release[0] < 3:
                self.old_gpu = self.old_gpu or (
                    line_no, m.group("cc"), f"line {line_no}: {line.strip()[:300]}"
                )
            else:
                self.usable_gpu = True
        if ("created tensorflow device" in low and "gpu:" in low) or re.search(r"adding visible gpu devices: \d", low):
            self.usable_gpu = True  # (TF 1.x's gpu_device.cc registering them: tensorflow-nvJetson#26)
        if self.cudart is None and ("cudart" in low or "libcublas.so.10" in low) and ("opened" in low or "loaded" in low):
            m = _CUDART.search(line)
            if m:
                w = m.group("win")
                ver = f"{w[:-1]}.{w[-1]}" if w and len(w) == 3 else (f"{w}.0" if w else m.group("so") or "10.1")
                self.cudart = (ver, f"line {line_no}: {line.strip()[:300]}")
        for m in _REPORTED.finditer(line) if "reported version is" in low else ():  # (both on one line: tf#51641)
            self.driver_versions.setdefault(m.group(1).lower(), (m.group(2), f"line {line_no}: {line.strip()[:300]}"))
        if self.frozen is None and _FROZEN.search(low):
            self.frozen = f"line {line_no}: {line.strip()[:300]}"
        if self.tf_module_missing is None and "tensorflow" in low and _TF_MODULE_MISSING.search(line):
            self.tf_module_missing = f"line {line_no}: {line.strip()[:300]}"
        see_installs(self, line, low, line_no)
        if self.pip_version is None and "using pip version" in low:
            m = _PIP_VERSION.search(line)
            if m:
                self.pip_version = (m.group("v"), f"line {line_no}: {line.strip()[:300]}")
        # a build without CUDA explains an empty GPU list, so its answer wins over the list's
        # (aws/studio-lab-examples#275: "list_physical_devices('GPU') # []" then
        # "is_built_with_cuda() # False")
        if ("gpu" in low or "cuda" in low) and (
            self.gpu_answer is None or (self.gpu_answer[0] == "empty" and "cuda" in low)
        ):
            gpu_answer(self, line, nxt, line_no)
        if len(self.cuda_dirs) < 8 and ("cuda-" in low or "cuda/v" in low or "cuda\\v" in low):
            for m in _CUDA_DIR.finditer(line):
                v = m.group(1) or m.group(2)
                self.cuda_dirs.setdefault(v, f"line {line_no}: …{m.group(0)}…")
        if self.tf_version is None and ("tensor" in low or "tf" in low):
            m = _TF.search(line)
            if m:
                self.tf_version = m.group("a") or m.group("b") or m.group("c")
        if self.python_version is None and ("python" in low or "-cp3" in low):
            m = _PY.search(line)
            if m:
                v = m.group("a") or m.group("b") or m.group("d") or m.group("e")
                v = v or (f"3.{m.group('f')}" if m.group("f") else None)
                self.python_version = v or f"3.{m.group('c')}"
        if self.apple_line is None and ("mac" in low or "apple" in low or "rosetta" in low):
            if _APPLE_SILICON.search(line):
                self.apple_line = f"line {line_no}: {line.strip()[:300]}"
        if self.apple_line is None and "uname -m" in low and (nxt or "").strip() == "arm64":
            # `uname -m` answered arm64 in a macOS shell (apple/tensorflow_macos#143)
            self.apple_line = f"line {line_no}: {line.strip()[:200]} -> arm64"
        if self.gpu_image is None and ("-gpu" in low or "nvcr.io" in low):
            m = _GPU_IMAGE.search(line)
            if m:
                self.gpu_image = f"line {line_no}: {line.strip()[:300]}"
        if "--gpus" in low or "nvidia-docker" in low or "runtime=nvidia" in low:
            self.gpu_runtime = True
        if self.x86_mac_python is None and "mach-o 64-bit executable x86_64" in low:
            self.x86_mac_python = f"line {line_no}: {line.strip()[:300]}"
        if self.platform != "wsl2":
            if ("wsl" in low or "microsoft" in low) and _WSL.search(line):
                self.platform = "wsl2"
                self.wsl_line = f"line {line_no}: {line.strip()[:300]}"
            elif self.platform is None and _WINDOWS.search(line):
                self.platform = "windows"

    def merged(self, given: ExplainContext | None) -> ExplainContext:
        """The caller's context, with the gaps filled from the log."""
        ctx = given or ExplainContext()
        return replace(
            ctx,
            tf_version=ctx.tf_version or self.tf_version,
            python_version=ctx.python_version or self.python_version,
            platform=ctx.platform or self.platform,
        )
