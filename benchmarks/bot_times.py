"""How long a bot takes to decide, per game and level (runs unchanged on CPython and in Pyodide).

Bots play against each other through the engine contract (each from its own seat's view); every
decision of the measured seat with more than one legal move is timed. Prints one line per case:
`BOTTIME <game>/<preset>/<players>p <level> <median ms> <slowest ms> <decisions>`.
"""

import statistics
import time

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

CASES = [
    ("keezen", {}, 2, ["normal", "strong"], 40),
    ("keezen", {"preset": "teams"}, 4, ["normal", "strong"], 40),
    ("gurke", {"preset": "agurk"}, 4, ["fimpen", "sharp", "strong"], 60),
    ("gurke", {"preset": "gurka_se"}, 3, ["strong"], 60),
    ("gurke", {"preset": "gurka_is"}, 3, ["strong"], 40),
    ("gurke", {"preset": "matapesa"}, 3, ["strong"], 30),
    ("gurke", {"preset": "ogorek"}, 10, ["strong"], 30),
    ("gulek", {}, 2, ["normal", "strong"], 40),
    ("gulek", {}, 4, ["strong"], 30),
    ("gulek_solo", {"preset": "variant_3"}, 1, ["solver"], 5),  # the first: a proof from the full board
    ("gulek_single", {}, 1, ["solver"], 5),
    ("mixed_pickles", {}, 2, ["normal", "strong"], 30),
    ("mixed_pickles", {"preset": "table"}, 6, ["strong"], 30),
    ("stamp_swap", {"preset": "level2"}, 1, ["normal"], 30),
]
# Decisions of the measured seat left untimed first (Gulek's placing phase: 20 balls each).
UNTIMED = {"gulek": 20}


def timed(game_id, options, players, level, decisions):
    game = GAMES[game_id]
    others = "normal" if "normal" in game.spec.bot_levels else "sharp"
    levels = [level] + [others] * (players - 1)
    state = State.new(game, players, options, 3)
    times, moves, skip = [], 0, UNTIMED.get(game_id, 0)
    while not state.is_over() and len(times) < decisions:
        seat = state.to_move()
        legal = state.legal_moves()
        rng = Rng.from_seed(3, stream=moves * 8 + seat + 1)
        start = time.perf_counter()
        move = game.bot_move(state.view(seat), legal, levels[seat], rng, 1000)
        if seat == 0 and len(legal) > 1:
            if skip:
                skip -= 1
            else:
                times.append(time.perf_counter() - start)
        state, _ = state.apply(move)
        moves += 1
    return times


for game_id, options, players, levels, decisions in CASES:
    for level in levels:
        times = timed(game_id, options, players, level, decisions)
        name = f"{game_id}/{options.get('preset', 'default')}/{players}p"
        print(f"BOTTIME {name} {level} {statistics.median(times) * 1000:.1f} {max(times) * 1000:.1f} {len(times)}")
