"""A loss that does not move: Keras's end-of-epoch lines with the very same loss (and accuracy)
epoch after epoch mean the model is not learning (dipanjanS/practical-machine-learning-with-
python's ecosystem notebook, round 135: "loss: 7.3616 - acc: 0.5382" for all 20 epochs, a sigmoid
saturated on unscaled inputs; keras-team/keras#2392: 5.7257 / 0.6448 from the second epoch on,
tensorflow/tensorflow#48308 "stuck at the very same value ... after the first epoch"). Tracked
as the log streams past, in constant memory: the longest run of identical epochs.

Only an epoch's line counts (the first complete progress line after an ``Epoch k/N`` header: not
``model.evaluate``'s), and a run says "not learning" only where it cannot be a fitted model: a
classifier below 0.99 accuracy (a converged regression or a small fitted data set prints the
same 4 decimals too: the review of the sixteenth session)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from tfdoctor.model import Finding, Severity

_HEADER = re.compile(r"^\s*Epoch (?P<k>\d+)/\d+\s*$")
#: an epoch's figures: "340/340 [===...] - 0s - loss: ...", Keras 3's "469/469 ━━━━ 2s 3ms/step -
#: accuracy: 0.81 - loss: 0.52", Keras 2's verbose=2 " - 1s - loss: 0.6931 - acc: 0.5000"
_LOSS = re.compile(r" - loss: (?P<loss>\d+\.\d+(?:e[+-]?\d+)?)\b")
_PARTIAL = re.compile(r"^\s*(\d+)/(\d+) ")
# (Keras prints a figure below 1e-3 as "5.0000e-04": the exponent is part of it)
# (and Keras's named accuracies, "categorical_accuracy: 0.3647", AvishakeAdhikary/Realtime-Sign-
# Language-Detection-Using-LSTM-Model's Train notebook, round 149; never val_'s)
_ACC = re.compile(
    r"(?<![\w])(?!val_)(?:(?:sparse_|binary_|categorical_|sparse_categorical_)?)(?:acc|accuracy): "
    r"(?P<acc>\d\.\d+(?:e[+-]?\d+)?)"
)
_VAL_ACC = re.compile(r"\bval_(?:acc|accuracy): (?P<acc>\d\.\d+(?:e[+-]?\d+)?)")
#: epochs with the same figures before it is said
STUCK_AFTER = 4


@dataclass
class EpochTrack:
    """One fit at a time: an "Epoch 1/N" header starts a new one, and only the last fit is
    judged (a notebook's stuck first fit, fixed and fitted again: the review of the sixteenth
    session)."""

    header: bool = False
    key: tuple[str, str] | None = None
    run: int = 0
    epochs: int = 0  # epoch lines of this fit
    first_loss: float | None = None
    #: the longest run of this fit: (run, key, line, line_no, the epoch it started at)
    best: tuple[int, tuple[str, str], str, int, int] | None = None
    #: epochs whose accuracy cannot go with their loss (below: accuracy_on_regression)
    regression: int = 0
    regression_line: tuple[str, int] = ("", 0)
    _start: tuple[str, int, int] = ("", 0, 0)
    #: epochs in a row, up to the last one, at chance: (classes, run, first line)
    chance: tuple[int, int, str, int] = (0, 0, "", 0)

    def header_line(self, line: str) -> None:
        m = _HEADER.match(line)
        if m is None:
            return
        self.header = True
        if m.group("k") == "1" and self.epochs:
            self.__init__()  # type: ignore[misc]  (a new fit)
            self.header = True

    def feed_lines(self, lines: list[str], base: int) -> None:
        """Every line of a block (the scanner's thorough path, and its fast one, which reads
        only flagged lines itself: the figures are fed here whole, so both say the same)."""
        for i, line in enumerate(lines):
            if " - loss: " in line:
                self.see(line, base + i + 1)
            elif line.lstrip().startswith("Epoch "):
                self.header_line(line)

    def feed_bytes(self, block: bytes, base: int, decode: Callable[[bytes], str]) -> None:
        if b" - loss: " not in block:
            return
        for i, raw in enumerate(block.split(b"\n")):
            if b" - loss: " in raw or raw.lstrip().startswith(b"Epoch "):
                self.feed_lines([decode(raw)], base + i)

    def see(self, line: str, line_no: int) -> None:
        if not self.header or "ETA" in line:
            return
        m = _LOSS.search(line)
        p = _PARTIAL.match(line)
        if m is None or (p is not None and p.group(1) != p.group(2)):
            return
        self.header = False
        self.epochs += 1
        a = _ACC.search(line)
        key = (m.group("loss"), a.group("acc") if a else "")
        loss = float(key[0])
        if self.first_loss is None:
            self.first_loss = loss
        # an accuracy near 0 beside a loss no classifier that misses has: below 0.1 (a
        # cross-entropy that low puts the probability on the right class), or above -ln(1e-7) =
        # 16.1 (Keras clips a cross-entropy at its epsilon: an MSE): exact equality, not a
        # classification accuracy. Not a mid loss (a classifier at its start on one small batch,
        # ukairia777/tensorflow-nlp-tutorial's text generation: "1/1 - loss: 2.4948 - accuracy:
        # 0.0000e+00"), nor where the validation accuracy is high (PacktPublishing's poisoning
        # notebook: "accuracy: 0.0000e+00 - val_loss: 0.1601 - val_accuracy: 0.9525")
        v = _VAL_ACC.search(line)
        if (
            a is not None
            and float(key[1]) <= 0.05
            and (loss < 0.1 or loss > 16.2)
            and (v is None or float(v.group("acc")) <= 0.05)
        ):
            self.regression += 1
            if self.regression == 1:
                self.regression_line = (f"line {line_no}: {line.strip()[:300]}", line_no)
        acc = float(key[1]) if key[1] else None
        # a run keeps its k: a loss near ln(k + 1/2) rounds to k or k + 1 from one epoch to the next
        # (a review's 10-class run at 2.25 flipped between 9 and 10 and was never said)
        k = self.chance[0] if self.chance[0] and chance_fits(loss, acc, self.chance[0]) else (
            at_chance(loss, acc))
        if k and self.chance[0] and abs(k - self.chance[0]) == 1:
            k = self.chance[0]  # the neighbour's chance level: the same run
        if k and k == self.chance[0]:
            self.chance = (k, self.chance[1] + 1, self.chance[2], self.chance[3])
        else:
            self.chance = (k, 1, f"line {line_no}: {line.strip()[:300]}", line_no) if k else (0, 0, "", 0)
        if key == self.key:
            self.run += 1
        else:
            self.key, self.run = key, 1
            self._start = (f"line {line_no}: {line.strip()[:300]}", line_no, self.epochs)
        if self.best is None or self.run > self.best[0]:
            self.best = (self.run, key, self._start[0], self._start[1], self._start[2])


def at_chance(loss: float, acc: float | None) -> int:
    """The number of classes k when a cross-entropy is that of a uniform guess, ln(k), and the
    accuracy 1/k: the model predicts no better than chance (GorillaBus/urban-audio-classifier's
    appendix-6 notebook, round 155: 80 epochs of "loss: 2.27 - acc: 0.11" on 10 classes, the
    figures moving a little, so the same-figures test above never fired). 0 otherwise."""
    if acc is None or not 0.0 < acc < 0.6 or loss <= 0:
        return 0
    k = round(math.exp(loss))
    return k if chance_fits(loss, acc, k) else 0


def chance_fits(loss: float, acc: float | None, k: int) -> bool:
    """The loss is within 3% of ln(k) and the accuracy near 1/k."""
    if acc is None or k < 2 or k > 1000 or abs(loss - math.log(k)) > 0.03 * math.log(k):
        return False
    return abs(acc - 1 / k) <= max(0.02, 0.25 / k)


#: epochs at chance, up to the last, before it is said
CHANCE_AFTER = 6


def stuck_loss(track: EpochTrack) -> list[tuple[int, Finding]]:
    k, run, line, line_no = track.chance
    if run >= CHANCE_AFTER and (track.best is None or track.best[0] < STUCK_AFTER):
        return [(
            line_no,
            Finding(
                "training-loss-stuck",
                Severity.WARNING,
                f"The loss stays at chance for {run} epochs (ln {k} with accuracy near 1/{k}): "
                "the model guesses",
                f"A cross-entropy of ln({k}) with accuracy ~{1 / k:.2f} is a uniform guess over "
                f"{k} classes: the features carry nothing the model can use. Check the input "
                "pipeline (features computed twice or on the wrong axis, e.g. a log scale on "
                "values already in dB; a label/feature shuffle that breaks their pairing), scale "
                "the inputs, and lower the learning rate",
                (line,),
                values={"classes": k, "epochs": run},
            ),
        )]
    if track.best is None or track.best[0] < STUCK_AFTER:
        return []
    run, (loss, acc), line, line_no, began = track.best
    if float(loss) == 0.0:
        return []  # a loss of 0 that stays there: fitted, not stuck
    if not acc or not 0.0 < float(acc) < 0.99:
        return []  # a regression, an exact-equality accuracy, or a fitted classifier
    if began > 2 and track.first_loss is not None and float(loss) < track.first_loss:
        return []  # it learned, then settled (a learning rate cut to nothing, early stopping)
    return [(
        line_no,
        Finding(
            "training-loss-stuck",
            Severity.WARNING,
            f"The loss stays at {loss} for {run} epochs: the model is not learning",
            "Nothing changes the weights usefully: scale the inputs (StandardScaler, a "
            "Normalization layer), since raw large features saturate a sigmoid/softmax; lower "
            "the learning rate; check that the last layer's activation fits the loss (a sigmoid "
            "with binary_crossentropy, from_logits for raw outputs), that the layers are "
            "trainable (a frozen base, model.trainable) and that the labels vary and have the "
            "form the loss expects (flow_from_directory's default class_mode='categorical' gives "
            "one-hot labels: a single sigmoid output needs class_mode='binary')",
            (line,),
            values={"loss": loss, "accuracy": acc, "epochs": run},
        ),
    )]


def accuracy_on_regression(track: EpochTrack) -> list[tuple[int, Finding]]:
    """An accuracy near 0 beside a loss below 0.1 or above 16.2, epoch after epoch: no
    cross-entropy of a classifier that misses is either, so the accuracy is counting exact
    equality: the metric class tf.keras.metrics.Accuracy() (keras-team/keras
    #18796: fchollet, "used direct value comparison"), or a regression's real-valued target
    (r112-2-001: loss 0.0357, acc 0.0056, val_acc 0.0000e+00; an MSE in the thousands beside
    0.0000e+00)."""
    if track.regression < 2:
        return []
    line, line_no = track.regression_line
    return [(
        line_no,
        Finding(
            "keras-accuracy-metric-on-regression",
            Severity.WARNING,
            "The accuracy stays at or near 0 whatever the loss does: it is counting exact equality",
            "Keras's Accuracy() class (metrics=[tf.keras.metrics.Accuracy()]) compares values "
            "exactly: for a classifier use the string 'accuracy', or BinaryAccuracy() / "
            "CategoricalAccuracy() / SparseCategoricalAccuracy(). On a real-valued target (a "
            "regression) accuracy means nothing: track metrics=['mae'] or 'mse' instead",
            (line,),
            values={"epochs": track.regression},
        ),
    )]
