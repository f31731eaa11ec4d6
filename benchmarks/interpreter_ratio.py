"""Why random playouts run at about half speed in Pyodide (a benchmark, not a test): the same
script times a plain interpreter workload (small tuples, dict lookups, list building, calls) and
Gulek Solo playouts, then profiles the playouts. Run it on CPython and in Pyodide and compare:

    PYTHONPATH=py python3 benchmarks/interpreter_ratio.py
    node tests/pyodide_runner.mjs node_modules/pyodide dist/wheels/*/gurkenglas-*.whl benchmarks/interpreter_ratio.py

If the plain workload and every profiled function lose about as much as the playouts, the gap is
the interpreter in WebAssembly, not a hot spot of the engines.
"""

import cProfile
import pstats
import sys
import time

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game


def plain_workload() -> int:
    """What engines do most, without any engine: small tuples, dict lookups, lists, comparisons."""
    table = {i: i * 3 for i in range(200)}
    total = 0
    for r in range(3000):
        row = [table[i] + r for i in range(0, 200, 3)]
        kept = tuple(x % 7 for x in row)
        total += max(kept) + len([x for x in kept if x > 2])
    return total


def playouts(game_id: str, players: int, games: int) -> None:
    game = get_game(game_id)
    for seed in range(games):
        state = State.new(game, players, {}, seed)
        rng = Rng.from_seed(seed, stream=5)
        while not state.is_over():
            legal = state.legal_moves()
            state, _ = state.apply(legal[rng.below(len(legal))])


def timed_ms(work) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    print("Python", sys.version.split()[0])
    print(f"plain workload {timed_ms(plain_workload):.0f} ms")
    print(f"30 Gulek Solo playouts {timed_ms(lambda: playouts('gulek_solo', 1, 30)):.0f} ms")
    profile = cProfile.Profile()
    profile.enable()
    playouts("gulek_solo", 1, 30)
    profile.disable()
    stats = pstats.Stats(profile).stats
    for (path, line, name), (_, _, own, _, _) in sorted(stats.items(), key=lambda kv: -kv[1][2])[:8]:
        print(f"  {name} ({path.split('/')[-1]}:{line}) {own * 1000:.0f} ms")


if __name__ == "__main__":
    main()
