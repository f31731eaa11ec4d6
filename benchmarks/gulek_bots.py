"""Gulek bot strength: win rates of one level against another, seats rotated (a script, not a test).

    python3 benchmarks/gulek_bots.py --games 400 strong normal
    python3 benchmarks/gulek_bots.py --games 400 --players 3 strong normal

Level A takes one seat, level B every other seat; A's seat moves round the table from game to
game. Every decision goes through the bridge, so each bot sees only its own seat's view. A win is
ranking first alone; a draw (the five-round rule, or a shared first place) is counted apart.
"""

from __future__ import annotations

import statistics

from bridge_games import bot_game, level_arguments, run_all
from win_rate import win_rate


def one_game(args: tuple) -> tuple[str, list[float], int]:
    """Returns ("win" | "draw" | "loss" for level A, A's decision times in seconds, moves)."""
    players, shortened, a, b, budget, seed = args
    mine = seed % players
    levels = [a if i == mine else b for i in range(players)]
    outcome, times, moves = bot_game("gulek", {"shortened": shortened}, levels, seed, budget)
    winners = outcome["winners"]
    result = "win" if winners == [mine] else "draw" if mine in winners else "loss"
    return result, times[mine], moves


def match(players: int, shortened: bool, a: str, b: str, games: int, budget: int, workers: int) -> None:
    jobs = [(players, shortened, a, b, budget, seed) for seed in range(games)]
    results, seconds = run_all(one_game, jobs, workers)
    wins = sum(r[0] == "win" for r in results)
    draws = sum(r[0] == "draw" for r in results)
    times = sorted(t for r in results for t in r[1])
    print(f"{players} players{', shortened' if shortened else ''}: {a} against {b}: {a} wins "
          f"{win_rate(wins, games, 'games')} (fair share {100 / players:.0f} %), draws {draws}; "
          f"{a}'s decisions: median {statistics.median(times) * 1000:.0f} ms, slowest {times[-1] * 1000:.0f} ms; "
          f"{sum(r[2] for r in results) / games:.0f} moves a game; {seconds:.0f} s", flush=True)


def main() -> None:
    parser = level_arguments(__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--shortened", action="store_true")
    parser.add_argument("--budget-ms", type=int, default=1000)
    args = parser.parse_args()
    match(args.players, args.shortened, args.a, args.b, args.games, args.budget_ms, args.workers)


if __name__ == "__main__":
    main()
