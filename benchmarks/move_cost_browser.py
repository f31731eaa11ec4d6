"""What one move costs early and late in a long game, in Pyodide in Chromium, through the page's own
engine client (a benchmark, not a test; benchmarks/move_cost.py measures the same on CPython).

A 4-player Keezen game is played to move 900 (see move-cost-page.js); at move 10 and at move 900 one
move is timed, median of repeated runs, three trips (apply, legal_moves, view) against one (play),
as the round trip the page waits for and as the worker's own time in the bridge; beside them the
page's JSON.parse + JSON.stringify of the state.

    .venv/bin/python benchmarks/move_cost_browser.py     (after python3 build.py build)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tools")]

MARKS = [10, 900]
REPEAT = 9


def measure(dist: Path) -> dict:
    from bridge_browser import run_in_page

    found = run_in_page(dist, "move-cost-page.js", {"marks": MARKS, "repeat": REPEAT})
    return {int(k): v for k, v in found.items()}


def report(found: dict) -> None:
    early, late = found[min(found)], found[max(found)]
    print(f"4-player Keezen in Pyodide in Chromium, ms per move (median of {REPEAT}), through the page's engine client")
    print(f"{'':34}{'move ' + str(min(found)):>10}{'move ' + str(max(found)):>10}{'late/early':>12}")
    rows = [("three trips, round trip", "threeTrip"), ("three trips, in the worker", "threeWorker"),
            ("one trip (play), round trip", "oneTrip"), ("one trip (play), in the worker", "oneWorker"),
            ("state JSON.parse+stringify, page", "json")]
    for name, field in rows:
        ratio = f"{late[field] / early[field]:12.1f}" if early[field] > 0 else f"{'(timer too coarse)':>20}"
        print(f"{name:34}{early[field]:10.2f}{late[field]:10.2f}{ratio}")
    print(f"{'state size (KB)':34}{early['stateKB']:10.1f}{late['stateKB']:10.1f}")


if __name__ == "__main__":
    report(measure(ROOT / "dist"))
