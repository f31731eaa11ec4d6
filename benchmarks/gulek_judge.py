"""Is the chance Gulek's search judge gives a move honest? (prints figures, asserts nothing)

The review judges a decision in the play of a Gulek for two by search (games/gulek/review.py), its
value in balls turned into a chance by `BALLS_PER_ODDS`. Here: G games of bots whose levels are
drawn from the beginner's and the normal one's (as the review's playouts draw them), K moves of
each drawn from the play, and the chance the judge gives the move played against the game's result
(a draw counts a half). Printed: the scale that fits the results best (maximum likelihood), the
chances grouped in tenths, and the Brier score against always saying the base rate.

    python benchmarks/gulek_judge.py [--games 400] [--moves 2]
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core.engine import read_move
from gurkenglas.core.evaluate import won
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES
from gurkenglas.games.gulek import review


def judged(games: int, moves: int) -> list[tuple[float, float]]:
    """(the chance the judge gave the move played, the mover's result) for the moves drawn."""
    game = GAMES["gulek"]
    found = []
    for g in range(games):
        levels = [("easy", "normal")[Rng.from_seed(1000 + g, stream=900 + s).below(2)] for s in range(2)]
        states = bot_games.played(game, {}, 2, 1000 + g, levels)
        result = won(states[-1].position, 2, shared=True)
        play = [(a, b) for a, b in itertools.pairwise(states)
                if a.position.phase == "move" and len(a.legal_moves()) > 1]
        pick = Rng.from_seed(g, stream=77)
        for _ in range(min(moves, len(play))):
            before, after = play[pick.below(len(play))]
            seat = before.to_move()
            chance = review.searched_chances(before.position, seat, [read_move(after.history[-1])])[0]
            found.append((chance, result[seat]))
    return found


def loss_at(found: list[tuple[float, float]], scale: float) -> float:
    """The mean log loss of the chances had the scale been `scale`."""
    total = 0.0
    for chance, result in found:
        balls = -review.BALLS_PER_ODDS * math.log(1 / min(max(chance, 1e-12), 1 - 1e-12) - 1)
        p = min(max(1 / (1 + math.exp(-max(-50.0, min(50.0, balls / scale)))), 1e-9), 1 - 1e-9)
        total -= result * math.log(p) + (1 - result) * math.log(1 - p)
    return total / len(found)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--moves", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    found = judged(args.games, args.moves)
    best = min((loss_at(found, 2 * 1.05 ** k), 2 * 1.05 ** k) for k in range(60))
    print(f"FIT balls_per_odds={best[1]:.1f} log_loss={best[0]:.4f} "
          f"(at {review.BALLS_PER_ODDS}: {loss_at(found, review.BALLS_PER_ODDS):.4f})")
    for tenth in range(10):
        group = [(c, r) for c, r in found if tenth / 10 <= c < (tenth + 1) / 10 or (tenth == 9 and c == 1)]
        if group:
            mean = sum(c for c, _ in group) / len(group)
            share = sum(r for _, r in group) / len(group)
            print(f"JUDGE group={tenth / 10:.1f}-{(tenth + 1) / 10:.1f} n={len(group)} mean={mean:.3f} "
                  f"won={share:.3f} diff={100 * (share - mean):+.1f}pp{'' if len(group) >= 200 else ' (few)'}")
    base = sum(r for _, r in found) / len(found)
    print(f"BRIER judge={sum((c - r) ** 2 for c, r in found) / len(found):.4f} "
          f"base={sum((base - r) ** 2 for _, r in found) / len(found):.4f} values={len(found)} "
          f"games={args.games} seconds={time.perf_counter() - start:.0f}", flush=True)


if __name__ == "__main__":
    main()
