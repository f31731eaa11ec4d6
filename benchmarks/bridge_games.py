"""What the bot-strength benchmarks share: a whole game of bots through the JSON bridge (so each
bot sees only its own seat's view), and many such games on every core."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas import api


def call(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def bot_game(game: str, options: dict, levels: list[str], seed: int, budget_ms: int = 1000) -> tuple[dict, list[list[float]], int]:
    """Play one game with a bot of `levels[i]` in seat i. Returns the outcome, every seat's decision
    times in seconds, and the number of moves."""
    seats = [{"kind": "bot", "name": f"{level}{i}", "level": level} for i, level in enumerate(levels)]
    state = call("new_game", game=game, players=len(levels), options=options, seed=seed, seats=seats)["state"]
    times: list[list[float]] = [[] for _ in levels]
    moves = 0
    while True:
        status = call("status", state=state)
        if status["over"]:
            return status["outcome"], times, moves
        seat = status["to_move"]
        started = time.perf_counter()
        move = call("bot_move", state=state, seat=seat, level=levels[seat], budget_ms=budget_ms)["move"]
        times[seat].append(time.perf_counter() - started)
        state = call("apply", state=state, move=move)["state"]
        moves += 1


def run_all(one_game, jobs: list, workers: int, chunksize: int = 1) -> tuple[list, float]:
    """`one_game(job)` for every job on `workers` processes; the results and the seconds taken."""
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(one_game, jobs, chunksize=chunksize))
    return results, time.perf_counter() - started


def level_arguments(doc: str) -> argparse.ArgumentParser:
    """The command line every bot benchmark takes: level A, level B, --games and --workers."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="the level measured")
    parser.add_argument("b", help="the level it plays against")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    return parser
