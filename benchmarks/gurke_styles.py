"""Gurke's fimpen and sharp: two styles whose strength depends on who else is at the table (a script,
not a test). Plays agurk matches at each table below, the seats rotated match by match, and prints
each style's share of the wins (a shared first place counts its part) with its 95 % margin:

    python3 benchmarks/gurke_styles.py [--matches 300]

- two players: fimpen against sharp;
- three: one fimpen beside two sharp, and one sharp beside two fimpen (a fair share is a third);
- three: fimpen, sharp and the strong bot.

`benchmarks/grades.py --paired --pair fimpen,sharp --seats fimpen,sharp` asks whether the review's
grades see the same.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core.evaluate import won
from gurkenglas.games import GAMES

TABLES = {
    "fimpen against sharp": ["fimpen", "sharp"],
    "one fimpen beside two sharp": ["fimpen", "sharp", "sharp"],
    "one sharp beside two fimpen": ["sharp", "fimpen", "fimpen"],
    "fimpen, sharp and strong": ["fimpen", "sharp", "strong"],
}


def shares(levels: list[str], matches: int) -> dict[str, tuple[float, int]]:
    """Each level's mean part of the win per seat it held, and how many seats that was."""
    game = GAMES["gurke"]
    players = len(levels)
    parts: dict[str, list[float]] = {level: [] for level in levels}
    for m in range(matches):
        seats = [levels[(m + s) % players] for s in range(players)]
        end = bot_games.played(game, {"preset": "agurk"}, players, 5000 + m, seats)[-1]
        for seat, part in enumerate(won(end.position, players, game.shares_first_place)):
            parts[seats[seat]].append(part)
    return {level: (sum(p) / len(p), len(p)) for level, p in parts.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=300)
    args = parser.parse_args()
    for name, levels in TABLES.items():
        start = time.perf_counter()
        found = shares(levels, args.matches)
        said = []
        for level, (share, seats) in found.items():
            margin = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / seats)
            said.append(f"{level}={share:.3f}±{margin:.3f} ({seats} seats)")
        print(f"STYLES {name}: " + " ".join(said) + f" matches={args.matches} "
              f"seconds={time.perf_counter() - start:.0f}", flush=True)


if __name__ == "__main__":
    main()
