"""The win-rate figure the bot benchmarks print: a share and its 95 % margin (normal approximation)."""

from __future__ import annotations

import math


def win_rate(wins: int, played: int, noun: str) -> str:
    rate = wins / played
    margin = 1.96 * math.sqrt(rate * (1 - rate) / played)
    return f"{wins}/{played} {noun} = {100 * rate:.1f} % ± {100 * margin:.1f}"
