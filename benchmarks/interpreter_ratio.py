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
print("PY", sys.version.split()[0])
def generic():
    # a mix of what engines do: small tuples, dict lookups, list building, calls, comparisons
    d = {i: i * 3 for i in range(200)}
    total = 0
    for r in range(3000):
        row = [d[i] + r for i in range(0, 200, 3)]
        t = tuple(x % 7 for x in row)
        total += max(t) + len([x for x in t if x > 2])
    return total
t = time.perf_counter(); generic(); g = time.perf_counter() - t
print(f"GENERIC {g*1000:.0f}")
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
def playouts(game_id, players, n):
    game = get_game(game_id)
    for seed in range(n):
        st = State.new(game, players, {}, seed)
        rng = Rng.from_seed(seed, stream=5)
        while not st.is_over():
            legal = st.legal_moves()
            st, _ = st.apply(legal[rng.below(len(legal))])
t = time.perf_counter(); playouts("gulek_solo", 1, 30); p = time.perf_counter() - t
print(f"PLAYOUTS {p*1000:.0f}")
pr = cProfile.Profile(); pr.enable(); playouts("gulek_solo", 1, 30); pr.disable()
st = pstats.Stats(pr); st.sort_stats("tottime")
for (fn, line, name), (cc, nc, tt, ct, callers) in sorted(st.stats.items(), key=lambda kv: -kv[1][2])[:8]:
    print(f"FN {name}@{fn.split('/')[-1]}:{line} {tt*1000:.0f}")
