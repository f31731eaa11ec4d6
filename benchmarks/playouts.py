"""Random playouts per second through the engine contract (State.apply, as the bridge uses it).

Runs unchanged on CPython and inside Pyodide; prints one line `PLAYOUTS <game> <games/s> <moves/s>`.
"""

import time

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

SECONDS = 3.0


def playouts(game_id: str, players: int, seconds: float) -> tuple[float, float]:
    game = GAMES[game_id]
    chooser = Rng.from_seed(1, stream=7)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = State.new(game, players, {}, games)
        while not state.is_over():
            legal = state.legal_moves()
            state, _ = state.apply(legal[chooser.below(len(legal))])
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


for game_id in GAMES:
    per_game, per_move = playouts(game_id, 4, SECONDS)
    print(f"PLAYOUTS {game_id} {per_game:.1f} {per_move:.0f}")
