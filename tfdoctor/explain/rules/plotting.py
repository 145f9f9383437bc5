"""Log rules for matplotlib's words beside a TensorFlow program (a plot, not TensorFlow): no
display for a window, a backend that cannot show figures, a font without the glyphs drawn.

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

W = Severity.WARNING

PLOTTING_RULES = (
    # matplotlib's Tk backend with no X display, an SSH session or a container (tensorlayer/
    # TensorLayer docs/user/more.rst: "_tkinter.TclError: no display name and no $DISPLAY
    # environment variable"; its FAQ: matplotlib.use('Agg'))
    rule(
        "matplotlib-no-display",
        Severity.ERROR,
        "matplotlib tried to open a window on a machine with no display",
        r"TclError: no display name and no \$DISPLAY environment variable",
        "no display name and no $display",
        "Use a backend that writes files: export MPLBACKEND=Agg, or import matplotlib; "
        "matplotlib.use('Agg') before pyplot (or the library that imports it) is imported; "
        "save figures with plt.savefig instead of plt.show",
    ),
    # matplotlib drawing text its font has no glyphs for (tensorflow/text's Seq2Seq tutorial
    # plotting Chinese tokens: "RuntimeWarning: Glyph 36825 missing from current font."; the
    # gatherer's name, adopted): the plot, not TensorFlow
    rule(
        "matplotlib-font-missing-glyph",
        W,
        "A plot's font lacks characters it draws (matplotlib; not TensorFlow)",
        r"Glyph \d+ (?:\(\\N\{[^}]*\}\) )?missing from (?:current )?font",
        "missing from",
        "The labels show as boxes: give matplotlib a font that has them before plotting, e.g. "
        "plt.rcParams['font.sans-serif'] = ['Noto Sans CJK SC'] (a font installed on the "
        "machine) for Chinese; training is not affected",
    ),
    # a style's font family missing (sayakpaul/SimCLR-in-TensorFlow-2's notebook under
    # plt.xkcd(): "findfont: Font family ['xkcd', 'xkcd Script', 'Humor Sans', 'Comic Neue',
    # 'Comic Sans MS'] not found. Falling back to DejaVu Sans."; the gatherer's name, adopted)
    rule(
        "matplotlib-font-family-not-found",
        W,
        "A plot asks for fonts this machine has not got (matplotlib; not TensorFlow)",
        r"findfont: Font family (?P<family>\[[^\]]*\]|'[^']*'|\S+) not found\. Falling back to "
        r"(?P<fallback>[\w ]+)",
        "findfont: font family",
        lambda v, _c: (
            f"Only the plot's look changes ({v.get('fallback')} is used instead of "
            f"{v.get('family')}); install one of those fonts and delete matplotlib's font cache "
            "(~/.cache/matplotlib) to get it; training is not affected"
        ),
    ),
    # matplotlib.use() after pyplot was imported, as Jupyter does (PacktPublishing/Keras-Deep-
    # Learning-Cookbook's LSTM notebook: "This call to matplotlib.use() has no effect because
    # the backend has already been chosen", then the stack where the backend was set; the
    # notebook plots inline; the gatherer's name, adopted)
    rule(
        "matplotlib-backend-already-chosen",
        Severity.INFO,
        "matplotlib.use() came after the backend was chosen (harmless; not TensorFlow)",
        r"This call to matplotlib\.use\(\) has no effect because the backend has already",
        "this call to matplotlib.use() has no effect",
        "Harmless: plots use the backend already chosen (inline in Jupyter); call "
        "matplotlib.use() before importing pyplot if another one is wanted",
    ),
    # matplotlib 3.3+ refusing more tick positions than labels (stefan-jansen/machine-learning-
    # for-trading's VAE notebook, round 119: "The number of FixedLocator locations (31), usually
    # from a call to set_ticks, does not match the number of ticklabels (30)."; the gatherer's
    # name, adopted)
    rule(
        "matplotlib-ticks-labels-mismatch",
        Severity.ERROR,
        "A plot was given more (or fewer) tick positions than labels (matplotlib; not TensorFlow)",
        r"The number of FixedLocator locations \((?P<locs>\d+)\), usually from a call to "
        r"set_ticks, does not match the number of (?:tick)?labels \((?P<labels>\d+)\)",
        "number of fixedlocator locations",
        lambda v, _c: (
            f"{v.get('locs')} tick positions and {v.get('labels')} labels: give plt.xticks/"
            "yticks (or set_ticks/set_ticklabels) lists of the same length; matplotlib before "
            "3.3 ignored the extra ones, which is why older notebooks ran. The model is fine"
        ),
    ),
    # pydot calling Graphviz's dot, which is not installed (greyhatguy007/Machine-Learning-
    # Specialization-Coursera's decision-tree lab, round 127: networkx's graphviz_layout, then
    # 'FileNotFoundError: [WinError 2] "dot" not found in path.'); Keras's plot_model the same
    rule(
        "keras-plot-model-deps-missing",
        Severity.ERROR,
        "Graphviz's dot program is not installed or not on PATH (the drawing failed)",
        r"\"(?P<prog>dot|neato|twopi|fdp|sfdp|circo)\" not found in path|"
        # the graphviz package's and older pydot/pydotplus's words (the second review of the
        # fifteenth session: graphviz's ExecutableNotFound, pydot's InvocationException)
        r"make sure the Graphviz executables are on your systems' PATH|GraphViz's executables not found",
        ("not found in path", "make sure the graphviz executables", "graphviz's executables not found"),
        "Install Graphviz's programs (Windows: the installer from graphviz.org, then its bin "
        "folder on PATH and a new shell; apt install graphviz; brew install graphviz; conda "
        "install graphviz); pip install graphviz or pydot alone does not bring them. Only the "
        "drawing needs it",
    ),
)
