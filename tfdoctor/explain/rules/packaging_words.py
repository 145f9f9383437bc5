"""Log rules for package metadata that today's packaging refuses, and (SESSION_DEBUG_RULES) TF 1
sessions and TF's debugger. packaging 22+ (setuptools 67+, pip 24.1+'s vendored copy) parses
requirement strings strictly, so a requirement older tools took (a missing comma in
install_requires, a Debian-style version, a marker without ";") now stops the install or the
import. Threads: pypa/packaging#681 (22.0's regression for "pytz (>=2011k)"),
romanz/trezor-agent#418, whitews/FlowKit#146. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

#: requirement strings packaging refuses
REQUIREMENT_RULES = (
    # (TensorSpeech/TensorFlowTTS#809, round 154: resolving the removed tensorflow-gpu's build
    # requirements, "packaging.requirements.InvalidRequirement: Expected end or semicolon (after
    # name and no valid version specifier)" above `python_version>"3.7"`; setuptools' own
    # form: "'install_requires' must be a string or list of strings containing valid
    # project/version requirement specifiers; Expected end or semicolon (after version
    # specifier)", whitews/FlowKit#146)
    rule(
        "package-requirement-invalid",
        Severity.ERROR,
        "A package's requirement string is invalid for today's packaging (pip, setuptools)",
        r"InvalidRequirement: (?:Expected (?:end or semicolon|semicolon|end)|Parse error at)|"
        r"'install_requires' must be a string or list of strings containing valid "
        r"project/version requirement specifiers",
        ("invalidrequirement", "'install_requires' must be a string"),
        "The package (an old sdist, or a setup.py with a missing comma or a version such as "
        "1.6.12-4build1) declares a requirement that packaging 22+ no longer parses: install a "
        "release of it published as a wheel with valid metadata, or fix its setup.py; as a "
        "stopgap build it with older tools (pip install \"setuptools<67\" then pip install "
        "--no-build-isolation ...). A removed placeholder such as tensorflow-gpu is never the "
        "answer: install tensorflow (tensorflow[and-cuda] on Linux for the GPU)",
    ),
)


# TF 1 sessions and TF's debugger (round 154)
SESSION_DEBUG_RULES = (
    # a Session whose graph holds no ops: the tensors were made in another graph (eagerly under
    # TF 2, or in another tf.Graph) (stellargraph/stellargraph's Cluster-GCN demo under TF 2.0:
    # "RuntimeError: The Session graph is empty.  Add operations to the graph before calling
    # run()."; TF 2.21's session.py words it with one space; the gatherer's name, adopted)
    rule(
        "tf1-session-graph-empty",
        Severity.ERROR,
        "A TF 1 Session ran on an empty graph: the tensors were made in another graph",
        r"The Session graph is empty\.\s+Add operations to the graph before calling run\(\)",
        "the session graph is empty",
        "The session has its own graph and the ops went elsewhere (created eagerly under TF 2, "
        "or in another tf.Graph): under TF 2 drop sess.run and use the tensor's value (.numpy()); "
        "in graph code build the ops and the session in one graph (with graph.as_default(): ..., "
        "tf.compat.v1.Session(graph=graph)); a library written for TF 1 needs the TF 1.x it names",
    ),
    # tf.debugging.experimental.enable_dump_debug_info in a notebook: a cell's code has no file
    # (tensorflow/tensorflow#57675, round 154: "WARNING:tensorflow:Failed to read source code
    # from path: /tmp/ipykernel_.../....py. Reason: Source path neither exists nor can be loaded
    # as a .par file"; TF 2.21's debug/lib/dumping_callback.py; the gatherer's name, adopted)
    rule(
        "tfdbg-source-file-unreadable",
        Severity.WARNING,
        "TF's debugger dump could not read a source file (a notebook cell's code has none)",
        r"Failed to read source code from path: \S+\. Reason: Source path neither exists nor can be "
        r"loaded as a \.par file",
        "failed to read source code from path",
        "The dump is written without that file's source lines: run the code from a .py file to "
        "see it in the Debugger V2 dashboard; nothing else is affected",
    ),
)
