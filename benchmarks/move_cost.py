"""What one move costs the bridge, early and late in a long game, on CPython.

A 4-player Keezen game of random moves (seed 5) is played through `gurkenglas.api.call` as the page
plays it. At move 10 and at move 900 (or the game's last move, if it ends sooner) the cost of one
move is timed both ways, as the median and the fastest of repeated calls on the same state (on a
shared, busy machine the fastest is the call's own cost; the median adds what the neighbours took):

- three trips: `apply`, then `legal_moves`, then `view` (each sends and parses the whole state);
- one trip: `play`, which answers with the new state, its events, the next legal moves and the view.

Beside them, what reading and writing the state's JSON alone costs (json.loads + json.dumps of the
state), the part of a move's cost that must grow with the game.

    PYTHONPATH=py python3 benchmarks/move_cost.py
"""

from __future__ import annotations

import json
import random
import statistics
import time

from gurkenglas import api

MARKS = (10, 900)
REPEAT = 40


def call(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    if not answer["ok"]:
        raise RuntimeError(answer["error"])
    return answer["result"]


def timed_ms(work) -> tuple[float, float]:
    """The median and the fastest of REPEAT runs, in milliseconds."""
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def costs(state: dict, move: dict, seat: int) -> dict:
    def three():
        after = call("apply", state=state, move=move, seat=seat)["state"]
        moves = call("legal_moves", state=after)
        call("view", state=after, seat=moves["seat"])

    def one():
        call("play", state=state, move=move, seat=seat, viewer=seat)

    raw = json.dumps(state)
    return {
        "three trips": timed_ms(three),
        "one trip": timed_ms(one),
        "state JSON in and out": timed_ms(lambda: json.dumps(json.loads(raw))),
        "state KB": len(raw) / 1000,
    }


def main() -> None:
    rng = random.Random(5)
    state = call("new_game", game="keezen", players=4, seed=5, seats=[{"kind": "human"}] * 4)["state"]
    found = {}
    for number in range(1, max(MARKS) + 1):
        moves = call("legal_moves", state=state)
        if moves["seat"] is None or not moves["moves"]:
            break
        move = rng.choice(moves["moves"])["move"]
        if number in MARKS:
            found[number] = costs(state, move, moves["seat"])
        state = call("apply", state=state, move=move)["state"]
    early, late = found[MARKS[0]], found[max(found)]
    print(f"4-player Keezen, random moves, seed 5: milliseconds per move, median and fastest of {REPEAT}, CPython")
    print(f"{'':24}{'move ' + str(MARKS[0]):>16}{'move ' + str(max(found)):>16}{'late/early':>16}")
    for key in ("three trips", "one trip", "state JSON in and out"):
        (e_med, e_min), (l_med, l_min) = early[key], late[key]
        print(f"{key:24}{e_med:9.2f} ({e_min:.2f}){l_med:9.2f} ({l_min:.2f}){l_med / e_med:9.1f} ({l_min / e_min:.1f})")
    print(f"{'state size (KB)':24}{early['state KB']:12.1f}{late['state KB']:12.1f}")


if __name__ == "__main__":
    main()
