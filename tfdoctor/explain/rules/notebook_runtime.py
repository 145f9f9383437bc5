"""Log rules for a hosted notebook's runtime (Colab and the like): packages its kernel
needs upgraded by a pip install, and a package already imported that pip replaced. Verbatim
real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

W = Severity.WARNING

NOTEBOOK_RUNTIME_RULES = (
    # Colab's warning when pip upgrades what its kernel runs on (googlecolab/colabtools#1110:
    # a tfx install upgraded pyzmq; after the restart nothing executed; jakevdp: pin it)
    rule(
        "notebook-kernel-deps-upgraded",
        W,
        "pip upgraded a package the notebook's kernel runs on (the runtime may stop working)",
        r"WARNING: Upgrading ipython, ipykernel, tornado, prompt-toolkit or pyzmq can",
        "upgrading ipython, ipykernel, tornado, prompt-toolkit or pyzmq",
        "Keep the runtime's own versions: pin the package pip upgraded to the version the "
        "runtime had (`pip list` in a fresh runtime), e.g. add \"pyzmq==X\" to the same pip "
        "install; if the runtime no longer connects or runs code, use Runtime > Factory reset "
        "runtime (or Disconnect and delete runtime) and install again with the pins",
    ),
    # Colab's note that pip replaced a package this runtime had already imported
    # (googlecolab/colabtools#5197: "[pynvml]", "You must restart the runtime in order to use
    # newly installed versions."; the Colab team: expected, restart the session)
    rule(
        "kernel-package-changed-on-disk",
        W,
        "pip replaced packages this runtime had already imported: the old ones are still in use",
        r"You must restart the runtime in order to use newly installed versions",
        "you must restart the runtime",
        "The running kernel keeps the versions it imported: restart it (Runtime > Restart "
        "session) and run the notebook from the top, or put the pip install first, before any "
        "import, so no restart is needed",
    ),
    # a magic with no name: "%" followed by a space or nothing (deepskies/deepmerge-public's
    # DeepMerge notebook: "UsageError: Line magic function `%` not found.")
    rule(
        "ipython-magic-malformed",
        Severity.ERROR,
        "A notebook line starts with % and no magic's name",
        r"UsageError: Line magic function `%` not found",
        "line magic function `%` not found",
        "Write the magic without a space (%matplotlib inline), or delete the line; a stray % "
        "at the start of a line is read as a magic",
    ),
    # TensorBoard's magic before its extension is loaded (PacktPublishing/What-s-New-in-
    # TensorFlow-2.0 chapter 4, round 105: "UsageError: Line magic function `%tensorboard` not
    # found.")
    rule(
        "tensorboard-magic-not-loaded",
        Severity.ERROR,
        "%tensorboard was run before TensorBoard's notebook extension was loaded",
        r"UsageError: Line magic function `%tensorboard` not found",
        "line magic function `%tensorboard` not found",
        "Run `%load_ext tensorboard` first (TensorBoard 2.x installed in the kernel's Python), "
        "then `%tensorboard --logdir logs`; or start `tensorboard --logdir logs` from a shell",
    ),
    # Colab's magic typed without its % and run elsewhere (PacktPublishing/Deep-Learning-for-
    # Beginners chapter 13, round 105: "    tensorflow_version 2.x" above "SyntaxError: invalid
    # syntax"; the next cells ran on the installed TensorFlow)
    rule(
        "colab-magic-unavailable",
        Severity.ERROR,
        "Colab's %tensorflow_version line was run as Python code",
        r"^\s+tensorflow_version [12]\.x\s*$",
        "tensorflow_version",
        "`%tensorflow_version` is a Colab magic (with its %), and only chooses TensorFlow 1.x "
        "or 2.x on Colab's older runtimes: elsewhere delete the line; the installed TensorFlow "
        "is the one used",
    ),
    # a library's own note that an optional framework's mappings did not load (NVIDIA-Merlin/
    # Transformers4Rec's ETL notebook in the PyTorch container, round 105: "Tensorflow dtype
    # mappings did not load successfully due to an error: No module named 'tensorflow'")
    rule(
        "benign-optional-framework-missing",
        Severity.INFO,
        "A library's optional support for another framework did not load (that framework is not installed)",
        # (and Triton's: NVIDIA-Merlin/models' ranking_with_multitask_learning notebook, "Triton
        # dtype mappings did not load successfully due to an error: No module named
        # 'tritonclient'", read by the re-read of the twelfth session)
        r"(?P<fw>Tensorflow|TensorFlow|PyTorch|Triton) dtype mappings did not load successfully due to an "
        r"error: No module named '(?P<module>\w+)'|"
        # (fbprophet's own, SeldonIO/alibi-detect's od_ae_cifar10 notebook, round 139: "ERROR:
        # fbprophet:Importing plotly failed. Interactive plots will not work.")
        r"Importing (?P<module2>plotly) failed\. Interactive plots will not work",
        ("dtype mappings did not load successfully", "interactive plots will not work"),
        lambda v, _c: (
            f"Nothing to fix unless {v.get('fw') or 'it'} is meant to be used here: the library goes on "
            f"without it; install {v.get('module') or v.get('module2')} (or use the image that has it) if it is"
        ),
    ),
)
