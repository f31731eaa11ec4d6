"""Random playouts per second through the engine contract (State.apply, as the bridge uses it).

Runs unchanged on CPython and inside Pyodide; prints one line `PLAYOUTS <game> <players> <games/s> <moves/s>`.
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


for game_id, game in GAMES.items():
    players = min(max(4, game.spec.min_players), game.spec.max_players)  # 4, or a solitaire's 1
    per_game, per_move = playouts(game_id, players, SECONDS)
    print(f"PLAYOUTS {game_id} {players} {per_game:.1f} {per_move:.0f}")
