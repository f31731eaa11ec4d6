"""Bridge calls in the browser (a benchmark, not a test): whole games of every game played through
the built page's engine client in Chromium, every call timed (see bridge-page.js for the sequence
of calls, which follows the page's). Goal: p95 of a bridge call <= 20 ms for every game.

Two figures per call: the round trip the page waits for (JSON.stringify of the params, postMessage
to the engine worker, the call in Pyodide, postMessage back, JSON.parse) and the worker's own time
for `gurkenglas.api.call` (Python's work plus handing the strings between JavaScript and Python).

Run alone with `python benchmarks/bridge_browser.py` (after `python3 build.py build`); `python3
build.py bench` prints the same table among the other figures.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

GOAL_MS = 20.0
UNDO_EVERY = 25  # on average one undo per this many moves, where undo is allowed

# (game, options, players): presets and player counts that make short and long games, small and
# big states. One game each, from a fixed seed.
CONFIGS = [
    ("goose", {}, 4), ("goose", {"preset": "classic"}, 6),
    ("keezen", {}, 2), ("keezen", {"preset": "teams"}, 4), ("keezen", {}, 6),
    ("gurke", {"preset": "agurk"}, 4), ("gurke", {"preset": "gurka_se"}, 3), ("gurke", {"preset": "ogorek"}, 10),
    ("gulek", {}, 2), ("gulek", {}, 4), ("gulek", {"preset": "shortened"}, 6),
    ("gulek_solo", {"preset": "basic"}, 1), ("gulek_solo", {"preset": "variant_3"}, 1),
    ("gulek_solo", {"puzzle": "generated"}, 1),
    ("gulek_single", {}, 1), ("gulek_single", {"preset": "variant"}, 1),
    ("mixed_pickles", {}, 2), ("mixed_pickles", {"preset": "expert"}, 4), ("mixed_pickles", {"preset": "table"}, 6),
    ("stamp_swap", {"preset": "intro"}, 1), ("stamp_swap", {"preset": "level2"}, 1), ("stamp_swap", {"preset": "level3"}, 1),
]
PER_MOVE = ("apply", "legal_moves", "view", "undo")


def measure(dist: Path) -> dict:
    catalog = json.loads(next((dist / "assets").glob("catalog.*.json")).read_text())
    hidden = {game["id"]: game["hidden_information"] for game in catalog["games"]}
    configs = []
    for i, (game, options, players) in enumerate(CONFIGS):
        name = options.get("preset") or options.get("puzzle") or "standard"
        configs.append({"label": f"{game}/{name}/{players}p", "game": game, "options": options,
                        "players": players, "seed": 1000 + i, "hidden": hidden[game]})
    return run_in_page(dist, "bridge-page.js", {"configs": configs, "undoEvery": UNDO_EVERY})


def run_in_page(dist: Path, script_name: str, arg: dict):
    """Serve `dist`, open the app in Chromium without its service worker, wait for the engine, and
    evaluate benchmarks/<script_name> with `arg` plus `clientUrl` (the page's engine client)."""
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS, start_server

    client = next((dist / "assets").glob("engine-client.*.js")).relative_to(dist).as_posix()
    script = (ROOT / "benchmarks" / script_name).read_text()
    server, root = start_server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"),
                                        args=LAUNCH_ARGS)
            page = browser.new_context(service_workers="block").new_page()
            page.goto(root)
            page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
            result = page.evaluate(script, {**arg, "clientUrl": root + client})
            browser.close()
    finally:
        server.shutdown()
    return result


def _quantile(values: list[float], q: float) -> float:
    """The q-quantile by the nearest rank (the value that share q of the calls do not exceed)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * q) - 1)]


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50": statistics.median(values), "p95": _quantile(values, 0.95), "max": max(values),
            "over": sum(v > GOAL_MS for v in values) / len(values)}


def _line(name: str, trip: dict, worker: dict) -> str:
    return (f"  {name:<28} {trip['n']:>5}  round trip p50 {trip['p50']:6.1f}  p95 {trip['p95']:6.1f}  max {trip['max']:7.1f}"
            f"  >20ms {trip['over']:6.1%}  | in worker p50 {worker['p50']:6.1f}  p95 {worker['p95']:6.1f}"
            f"  max {worker['max']:7.1f}")


def report(result: dict) -> dict:
    """Print the table; return each game's p95 round trip over its per-move calls."""
    samples = result["samples"]
    games = list(dict.fromkeys(s["game"] for s in samples))
    print(f"bridge calls in Chromium, ms (goal: p95 <= {GOAL_MS:.0f} ms for every game); per-move calls are "
          f"{', '.join(PER_MOVE)}; 'round trip' is what the page waits for, 'in worker' the bridge call alone")
    p95s = {}
    for game in games:
        mine = [s for s in samples if s["game"] == game]
        per_move = [s for s in mine if s["method"] in PER_MOVE]
        trip = summary([s["roundTrip"] for s in per_move])
        p95s[game] = trip["p95"]
        print(f"{game}: per-move calls p95 {trip['p95']:.1f} ms  ({'meets' if trip['p95'] <= GOAL_MS else 'MISSES'} the goal)")
        print(_line("all per-move calls", trip, summary([s["worker"] for s in per_move])))
        for method in ("apply", "legal_moves", "view", "undo", "new_game", "validate", "replay_first", "replay"):
            chosen = [s for s in mine if s["method"] == method]
            if chosen:
                print(_line(method, summary([s["roundTrip"] for s in chosen]), summary([s["worker"] for s in chosen])))
    for game in result["games"]:
        print(f"  game {game['label']}: {game['moves']} moves, {game['undos']} undos, final state"
              f" {game['stateBytes'] / 1024:.1f} KiB of JSON, {game['seconds']:.1f} s")
    return p95s


if __name__ == "__main__":
    report(measure(ROOT / "dist"))
