"""Stamp Swap: how the players for your seat fare against Pinzetta at each difficulty level, and
where Pinzetta's full-mode totals lie against the introductory mode's flat 110 / 125 / 140 (a script,
not a test; the card data should put difficulty 1 near 110).

    python3 benchmarks/stamp_swap_levels.py --games 400

Every decision goes through the bridge, so the player sees only its own view.

The built-in card data was calibrated with this script; the figures are in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics

from bridge_games import bot_game, call, run_all


def one_game(args: tuple) -> tuple[int, int, bool]:
    level, options, seed = args
    outcome, _times, _moves = bot_game("stamp_swap", options, [level], seed)
    return outcome["scores"][0], outcome["pinzetta"], bool(outcome["winners"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    args = parser.parse_args()
    intro = call("game_data", game="stamp_swap")["data"]["intro_points"]
    for level in ("normal", "easy"):
        for difficulty in (1, 2, 3):
            for mode in ("full", "intro"):
                options = {"difficulty": difficulty, "intro": mode == "intro"}
                jobs = [(level, options, seed) for seed in range(args.games)]
                results, seconds = run_all(one_game, jobs, args.workers, chunksize=8)
                wins = sum(r[2] for r in results) / len(results)
                margin = 1.96 * math.sqrt(wins * (1 - wins) / len(results))
                hers = [r[1] for r in results]
                print(f"{level:6} difficulty {difficulty} {mode:5}: wins {100 * wins:5.1f} % ± {100 * margin:.1f}; "
                      f"you {statistics.mean(r[0] for r in results):6.1f}, Pinzetta {statistics.mean(hers):6.1f} "
                      f"(sd {statistics.pstdev(hers):4.1f}; intro flat {intro[difficulty - 1]}); "
                      f"{len(results)} games, {seconds:.0f} s", flush=True)


if __name__ == "__main__":
    main()
