"""Build Fashion-MNIST-format IDX .gz files for tests (the real layout, generated data)."""

from __future__ import annotations

import gzip
import random
import struct
from pathlib import Path

from tfdoctor.data.idx import FILES


def images_bytes(pixels: list[bytes], rows: int = 28, cols: int = 28, magic: int = 2051) -> bytes:
    return struct.pack(">IIII", magic, len(pixels), rows, cols) + b"".join(pixels)


def labels_bytes(labels: list[int], magic: int = 2049) -> bytes:
    return struct.pack(">II", magic, len(labels)) + bytes(labels)


def learnable(n: int, seed: int) -> tuple[list[bytes], list[int]]:
    """Class c lights up a distinct horizontal band (rows 2c..2c+5) over weak noise."""
    rng = random.Random(seed)
    pixels, labels = [], []
    for _ in range(n):
        c = rng.randrange(10)
        img = bytearray(rng.randrange(0, 60) for _ in range(784))
        for r in range(2 * c + 2, 2 * c + 7):
            for col in range(4, 24):
                img[r * 28 + col] = 200 + rng.randrange(0, 50)
        pixels.append(bytes(img))
        labels.append(c)
    return pixels, labels


def write_dataset(folder: Path, n_train: int = 200, n_test: int = 50, seed: int = 0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for part, n in (("train", n_train), ("test", n_test)):
        pixels, labels = learnable(n, seed + (part == "test"))
        (folder / FILES[f"{part}_images"]).write_bytes(gzip.compress(images_bytes(pixels)))
        (folder / FILES[f"{part}_labels"]).write_bytes(gzip.compress(labels_bytes(labels)))
    return folder
