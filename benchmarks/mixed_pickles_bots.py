"""Mixed Pickles bot strength: how often one level wins against another, seats rotated (a script,
not a test).

    python3 benchmarks/mixed_pickles_bots.py --games 400 strong normal
    python3 benchmarks/mixed_pickles_bots.py --games 400 --players 4 strong normal

Level A takes one seat, level B every other seat; A's seat moves round the table from game to
game. Every decision goes through the bridge, so each bot sees only its own seat's view. Points
often tie: a first place shared by k players counts 1/k of a win, and the figure is compared with
the fair share (1 / players).
"""

from __future__ import annotations

import json
import math
import statistics

from bridge_games import bot_game, level_arguments, run_all


def one_game(args: tuple) -> tuple[float, list[float], int, float]:
    """A's share of the win, A's decision times in seconds, moves, and A's points."""
    players, options, a, b, seed = args
    mine = seed % players
    levels = [a if i == mine else b for i in range(players)]
    outcome, times, moves = bot_game("mixed_pickles", options, levels, seed)
    winners = outcome["winners"]
    return (1 / len(winners) if mine in winners else 0.0), times[mine], moves, outcome["scores"][mine]


def match(players: int, options: dict, a: str, b: str, games: int, workers: int) -> None:
    jobs = [(players, options, a, b, seed) for seed in range(games)]
    results, seconds = run_all(one_game, jobs, workers, chunksize=4)
    share = sum(r[0] for r in results) / games
    margin = 1.96 * statistics.pstdev([r[0] for r in results]) / math.sqrt(games)
    times = sorted(t for r in results for t in r[1])
    fair = 1 / players
    print(f"{players} players {options or ''}: {a} against {b}: {a} wins {100 * share:.1f} % ± {100 * margin:.1f} "
          f"of {games} games (shared first places split) = {share / fair:.2f} × the fair share of {100 * fair:.0f} %; "
          f"{a} scores {statistics.mean(r[3] for r in results):.2f} points a game; "
          f"{a}'s decisions: median {statistics.median(times) * 1000:.1f} ms, slowest {times[-1] * 1000:.0f} ms; "
          f"{sum(r[2] for r in results) / games:.0f} moves a game; {seconds:.0f} s", flush=True)


def main() -> None:
    parser = level_arguments(__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--options", default="{}", help='JSON, e.g. \'{"preset": "professional"}\'')
    args = parser.parse_args()
    match(args.players, json.loads(args.options), args.a, args.b, args.games, args.workers)


if __name__ == "__main__":
    main()
