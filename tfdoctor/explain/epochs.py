"""A loss that does not move: Keras's end-of-epoch lines with the very same loss (and accuracy)
epoch after epoch mean the model is not learning (dipanjanS/practical-machine-learning-with-
python's ecosystem notebook, round 135: "loss: 7.3616 - acc: 0.5382" for all 20 epochs, a sigmoid
saturated on unscaled inputs). Tracked as the log streams past, in constant memory."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tfdoctor.model import Finding, Severity

#: an epoch's last progress line (steps done = steps in all: "340/340 [===...] - 0s - loss: ...",
#: Keras 3's "469/469 ━━━━ 2s 3ms/step - accuracy: 0.81 - loss: 0.52")
_EPOCH_END = re.compile(r"^\s*(?P<n>\d+)/(?P=n) \S.*? - loss: (?P<loss>\d+\.\d+(?:e[+-]?\d+)?)\b")
_ACC = re.compile(r"\b(?:acc|accuracy): (?P<acc>\d\.\d+)")
#: epochs with the same figures before it is said
STUCK_AFTER = 5


@dataclass
class EpochTrack:
    first: tuple[str, str] | None = None
    same: int = 0
    varied: bool = False
    line: str = ""
    line_no: int = 0

    def see(self, line: str, line_no: int) -> None:
        if self.varied or "ETA" in line:
            return
        m = _EPOCH_END.match(line)
        if m is None:
            return
        a = _ACC.search(line)
        key = (m.group("loss"), a.group("acc") if a else "")
        if self.first is None:
            self.first, self.same = key, 1
            self.line, self.line_no = f"line {line_no}: {line.strip()[:300]}", line_no
        elif key == self.first:
            self.same += 1
        else:
            self.varied = True


def stuck_loss(track: EpochTrack) -> list[tuple[int, Finding]]:
    if track.varied or track.same < STUCK_AFTER or track.first is None:
        return []
    loss, acc = track.first
    if float(loss) == 0.0:
        return []  # a loss of 0 that stays there: fitted, not stuck
    return [(
        track.line_no,
        Finding(
            "training-loss-stuck",
            Severity.WARNING,
            f"The loss is {loss} in every epoch ({track.same} of them): the model is not learning",
            "Nothing changes the weights usefully: scale the inputs (StandardScaler, a "
            "Normalization layer), since raw large features saturate a sigmoid/softmax; lower "
            "the learning rate; check that the last layer's activation fits the loss (a sigmoid "
            "with binary_crossentropy, from_logits for raw outputs), that the layers are "
            "trainable (a frozen base, model.trainable) and that the labels vary",
            (track.line,),
            values={"loss": loss, "accuracy": acc, "epochs": track.same},
        ),
    )]
