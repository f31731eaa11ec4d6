"""Gurke bot strength: how often the strong bot wins a whole match against a table of Fimpen and
sharp bots, its seat rotated (a script, not a test).

    python3 benchmarks/gurke_bots.py --matches 400

Plays 4-player Agurk (strong against Fimpen, sharp, Fimpen) and 3-player Swedish Gurka (strong
against Fimpen and sharp). Each bot gets only its own seat's view, as through the bridge; the
engine's state is used directly here so that a match does not pay for JSON round trips. The goal:
strong wins at least 1.6 × its fair share (1 / players) of the matches.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from win_rate import win_rate

TABLES = {"agurk": ["fimpen", "sharp", "fimpen"], "gurka_se": ["fimpen", "sharp"]}


def one_match(args: tuple) -> tuple[bool, float, int, int]:
    """Returns (strong won, slowest strong decision in s, strong decisions, moves)."""
    preset, seed = args
    others = TABLES[preset]
    players = len(others) + 1
    strong_seat = seed % players
    levels = list(others)
    levels.insert(strong_seat, "strong")
    game = get_game("gurke")
    seats = [{"kind": "bot", "name": f"{lvl}{i}", "level": lvl} for i, lvl in enumerate(levels)]
    state = State.new(game, players, {"preset": preset}, seed, seats)
    slowest, decisions, moves = 0.0, 0, 0
    while not state.is_over():
        seat = state.to_move()
        rng = Rng.from_seed(seed, stream=moves * 8 + seat + 1)
        started = time.perf_counter()
        move = game.bot_move(state.view(seat), state.legal_moves(), levels[seat], rng, 1000)
        if seat == strong_seat:
            slowest = max(slowest, time.perf_counter() - started)
            decisions += 1
        state, _ = state.apply(move)
        moves += 1
    return strong_seat in state.outcome()["winners"], slowest, decisions, moves


def run(preset: str, matches: int, workers: int) -> None:
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(one_match, [(preset, seed) for seed in range(matches)], chunksize=2))
    players = len(TABLES[preset]) + 1
    wins = sum(r[0] for r in results)
    print(f"{preset}, {players} players: strong wins {win_rate(wins, matches, 'matches')} "
          f"= {wins / matches * players:.2f} × its fair share; slowest strong decision {max(r[1] for r in results) * 1000:.0f} ms; "
          f"{sum(r[3] for r in results) / matches:.0f} moves a match; {time.perf_counter() - started:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    parser.add_argument("--preset", choices=sorted(TABLES), action="append")
    args = parser.parse_args()
    for preset in args.preset or ["agurk", "gurka_se"]:
        run(preset, args.matches, args.workers)


if __name__ == "__main__":
    main()
