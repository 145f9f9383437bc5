"""The sixteenth session's mends of the leftovers named on issue 18 (each fails on the old table)."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text


def ids(text: str) -> list[str]:
    return [f.id for f in explain_text(text)]


def test_a_regression_with_a_zero_accuracy_is_not_a_cross_entropy_at_epsilon() -> None:
    # an MSE near 15 with Keras's meaningless "accuracy" of a regression: exactly 0. A stuck
    # classifier hits its most frequent class, never exactly 0 (round 130's sample: 0.0x-0.2x)
    reg = "100/100 [==============================] - 1s 5ms/step - loss: 15.2231 - accuracy: 0.0000e+00 - val_loss: 14.9012 - val_accuracy: 0.0000e+00"
    assert "keras-loss-from-logits-mismatch" not in ids(reg)
    assert "keras-loss-from-logits-mismatch" not in ids(reg.replace("0.0000e+00", "0.0000"))
    stuck = "100/100 [==============================] - 1s 5ms/step - loss: 15.4231 - accuracy: 0.1000 - val_loss: 15.9012 - val_accuracy: 0.1000"
    assert ids(stuck)[0] == "keras-loss-from-logits-mismatch"


def test_a_local_server_refusing_is_not_a_download_that_failed() -> None:
    # a TF Serving client posting to its own server, not running: no download, no network cut
    line = "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=8501): Max retries exceeded with url: /v1/models/m:predict (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f>: Failed to establish a new connection: [Errno 111] Connection refused'))"
    assert "dataset-download-failed" not in ids(line)


# dipanjanS/practical-machine-learning-with-python, Ch02's ecosystem notebook (round 135,
# r135-7-007): the same figures for all 20 epochs (verbatim lines, five of them here)
STUCK = "\n".join(
    f"Epoch {i}/20\n340/340 [==============================] - 0s - loss: 7.3616 - acc: 0.5382     "
    for i in range(1, 6)
)


def test_a_loss_that_never_moves_is_not_healthy() -> None:
    found = explain_text(STUCK)
    assert found[0].id == "training-loss-stuck"
    assert found[0].values["epochs"] == 5
    # four epochs are not enough to say it; a moving loss, or a loss of 0, is not stuck
    four = STUCK.rsplit("\nEpoch", 1)[0]
    assert "training-loss-stuck" not in ids(four)
    moving = STUCK.replace("loss: 7.3616 - acc: 0.5382     \nEpoch 3", "loss: 7.1001 - acc: 0.5501     \nEpoch 3")
    assert "training-loss-stuck" not in ids(moving)
    assert "training-loss-stuck" not in ids(STUCK.replace("7.3616", "0.0000"))
    # Keras 3's progress line reads the same way
    k3 = "\n".join("469/469 ━━━━━━━━━━━━━━━━━━━━ 2s 3ms/step - accuracy: 0.1000 - loss: 2.3026" for _ in range(6))
    assert ids(k3)[0] == "training-loss-stuck"
