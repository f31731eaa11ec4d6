"""Keezen bot strength: win rates of one level against another, seats rotated (a script, not a test).

    python3 benchmarks/keezen_bots.py --games 400 --budget-ms 1000 strong normal
    python3 benchmarks/keezen_bots.py --games 400 normal easy

Plays 2-player games and 4-player team games (level A in seats 0 and 2, B in 1 and 3, swapped
every other game), through the bridge so each bot sees only its own seat's view. Uses every core.
"""

from __future__ import annotations

from bridge_games import bot_game, level_arguments, run_all
from win_rate import win_rate


def one_game(args: tuple) -> tuple[bool, float, int]:
    """Returns (level A won, slowest A move in seconds, moves)."""
    players, teams, a, b, budget, seed = args
    swap = seed % 2 == 1
    levels = [(b if swap else a) if i % 2 == 0 else (a if swap else b) for i in range(players)]
    outcome, times, moves = bot_game("keezen", {"teams": teams}, levels, seed, budget)
    slowest = max((t for seat, ts in enumerate(times) if levels[seat] == a for t in ts), default=0.0)
    winners = outcome["winners"]
    return any(levels[w] == a for w in winners), slowest, moves


def match(players: int, teams: bool, a: str, b: str, games: int, budget: int, workers: int) -> None:
    jobs = [(players, teams, a, b, budget, seed) for seed in range(games)]
    results, seconds = run_all(one_game, jobs, workers)
    wins = sum(r[0] for r in results)
    print(f"{players} players{' in teams' if teams else ''}: {a} beats {b} in {win_rate(wins, games, 'games')}; "
          f"slowest {a} move {max(r[1] for r in results) * 1000:.0f} ms; "
          f"{sum(r[2] for r in results) / games:.0f} moves a game; {seconds:.0f} s", flush=True)


def main() -> None:
    parser = level_arguments(__doc__)
    parser.add_argument("--budget-ms", type=int, default=1000)
    args = parser.parse_args()
    match(2, False, args.a, args.b, args.games, args.budget_ms, args.workers)
    match(4, True, args.a, args.b, args.games, args.budget_ms, args.workers)


if __name__ == "__main__":
    main()
