"""Statistics for a table of Goose players: each seat's chance to win and the expected game length.

Seats interact through the well and the cage, so the chances are not those of independent pawns;
they are estimated by simulating many games with the real rules (the same position class the game
uses), from a seed, so the figures are reproducible. The caller runs it in chunks to show progress.
"""

from __future__ import annotations

from ...core.rng import Rng
from ...core.spec import Options
from .position import ROLL, GoosePosition


def simulate(players: int, options: Options, games: int, seed: int) -> dict:
    """Play `games` games and return sums the caller can add up over several chunks."""
    rng = Rng.from_seed(seed)
    wins = [0] * players
    places = [[0] * players for _ in range(players)]
    rounds_sum = rounds_sq_sum = rolls_sum = 0
    events: list[dict] = []  # a simulation keeps no log: the list is emptied after every roll
    for _ in range(games):
        position = GoosePosition.start(players, options)
        rolls = 0
        while position.turn is not None:
            position.play(ROLL, rng, events)
            events.clear()
            rolls += 1
        outcome = position.final_outcome()
        for seat, rank in enumerate(outcome["ranks"]):
            places[seat][rank - 1] += 1
        for seat in outcome["winners"]:
            wins[seat] += 1
        rounds_sum += position.round
        rounds_sq_sum += position.round * position.round
        rolls_sum += rolls
    return {"games": games, "wins": wins, "places": places, "rounds_sum": rounds_sum,
            "rounds_sq_sum": rounds_sq_sum, "rolls_sum": rolls_sum, "method": "simulation"}
