"""How the review judges a Keezen decision: by its strong bot's search, its value turned into a chance.

The chance line of a Keezen game comes from playouts (core/evaluate.py): the game played to its end
by the beginner's and the normal bot's policies, as a family plays. Those playouts cannot tell the
strong bot's moves from the normal bot's, though the strong bot wins most games against it: its gain
at each decision is a point or so of chance, well below the scatter of 24 games played out to the end
(benchmarks/grades.py --paired). So a decision is judged as the strong bot chooses (bots.py): in
`samples` deals of the cards the mover cannot see, every move compared is played, the mover's turn
finished as the normal bot would finish it (the rest of a seven), every seat plays on by the normal
policy for `ROLLOUT_TURNS` turns, and the board is scored. A score is turned into a chance by
`chance_of`; a game finished within the look-ahead is won or lost outright. Every move is judged
in the same deals (common random numbers), one row a deal, so the review can tell a worse move
from the luck of the deals.
"""

from __future__ import annotations

import math

from ...core.rng import NoShuffle, Rng
from .bots import ROLLOUT_TURNS, rank_turns, score
from .position import KeezenPosition

POINTS_PER_ODDS = 61.0
"""A lead of this many points of the strong bot's board score makes the odds e to 1:
the chance is 1 / (1 + e^(-score / POINTS_PER_ODDS)). Fitted by maximum likelihood to the results
of games of bots at the levels the playouts use (benchmarks/search_judge.py; the fit is in
benchmarks/README.md)."""

FINISHED = 1e4
"""The score of a game finished within the look-ahead: won (+) or lost (−) outright."""

_NO_DEAL = NoShuffle()  # the look-ahead stops where new cards would be dealt


def searched_values(position: KeezenPosition, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[list[float]]:
    """One row per deal of the cards `seat` cannot see: `seat`'s board score after each of `moves`,
    its turn finished and every seat playing on by the normal policy for `ROLLOUT_TURNS` turns."""
    rows = []
    for _ in range(samples):
        world = position.sample_hidden(seat, rng)
        rows.append([_looked_ahead(world, move, seat) for move in moves])
    return rows


def searched_rows(position: KeezenPosition, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[list[float]]:
    """`searched_values` turned into chances (`chance_of`)."""
    return [[chance_of(v) for v in row] for row in searched_values(position, seat, moves, rng, samples)]


def chance_of(value: float) -> float:
    """The chance a board the strong bot scores at `value` is won."""
    if abs(value) >= FINISHED / 2:
        return 1.0 if value > 0 else 0.0
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, value / POINTS_PER_ODDS))))


def _looked_ahead(world: KeezenPosition, move: dict, me: int) -> float:
    position = world.copy()
    position.play(move, _NO_DEAL, [])
    while position.turn == me and position.seven is not None:  # the rest of a seven, as the bot plays it
        _play_best(position, me)
    for _ in range(ROLLOUT_TURNS):
        if position.turn is None or not any(position.hands):
            break
        if not _play_best(position, position.turn):
            break
    if position.places:  # a side is home: the first one home wins
        return FINISHED if me in position.places[0] else -FINISHED
    return score(position, position.pawns, me)


def _play_best(position: KeezenPosition, seat: int) -> bool:
    ranked = rank_turns(position, seat)
    if not ranked:
        return False
    for move in ranked[0][1]:
        position.play(move, _NO_DEAL, [])
    return True
