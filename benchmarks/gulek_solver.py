"""How long the Gulek solitaire solver takes to prove the start position (4 balls in each of the
15 pits) clearable, per rule set (a script, not a test).

    python3 benchmarks/gulek_solver.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # the rule sets by name

from gulek_rule_sets import RULE_SETS
from gurkenglas.games.gulek.solitaire import START
from gurkenglas.games.gulek.solver import Solver


def main() -> None:
    for name, rules in RULE_SETS.items():
        solver = Solver(rules)
        started = time.perf_counter()
        solution = solver.solve(START)
        elapsed = time.perf_counter() - started
        verdict = f"clearable in {len(solution)} moves" if solution is not None else "not clearable"
        print(f"{name}: {verdict}; {len(solver.visited)} positions searched; {elapsed * 1000:.0f} ms", flush=True)


if __name__ == "__main__":
    main()
