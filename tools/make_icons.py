"""Draw the PNG app icons (a pickle in a jar) with the standard library only.

Run once when the icon changes: `python3 tools/make_icons.py`. The PNGs are committed.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

GREEN, LID, GLASS, PICKLE, DOT = (61, 107, 53), (201, 162, 39), (246, 241, 227), (106, 168, 79), (61, 107, 53)


def pixel(x: float, y: float) -> tuple[int, int, int]:
    """Colour at (x, y) in a 1×1 square, painted back to front."""
    colour = GREEN
    if 0.27 < x < 0.73 and 0.17 < y < 0.28:
        colour = LID
    if 0.22 < x < 0.78 and 0.29 < y < 0.89:
        colour = GLASS
    # the pickle: an ellipse turned by -18 degrees
    a = math.radians(18)
    dx, dy = x - 0.5, y - 0.59
    u, v = dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)
    if (u / 0.12) ** 2 + (v / 0.235) ** 2 < 1:
        colour = PICKLE
        for cx, cy in ((0.465, 0.46), (0.53, 0.57), (0.48, 0.67), (0.555, 0.74)):
            if (x - cx) ** 2 + (y - cy) ** 2 < 0.017 ** 2:
                colour = DOT
    return colour


def png(size: int) -> bytes:
    rows = bytearray()
    for j in range(size):
        rows.append(0)
        for i in range(size):
            rows.extend(pixel((i + 0.5) / size, (j + 0.5) / size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    folder = Path(__file__).resolve().parent.parent / "web" / "icons"
    for size in (192, 512):
        (folder / f"icon-{size}.png").write_bytes(png(size))
        print(f"wrote web/icons/icon-{size}.png")
