"""How the review judges a Keezen decision: by its strong bot's search, its value turned into a chance.

The chance line of a Keezen game comes from playouts (core/evaluate.py): the game played to its end
by the beginner's and the normal bot's policies, as a family plays. Those playouts cannot tell the
strong bot's moves from the normal bot's, though the strong bot wins most games against it: its gain
at each decision is a point or so of chance, well below the scatter of 24 games played out to the end
(benchmarks/grades.py --paired). So a decision is judged as the strong bot chooses (bots.py): in
`samples` deals of the cards the mover cannot see, every move compared is played, the mover's turn
finished as the normal bot would finish it (the rest of a seven), every seat plays on by the normal
policy for a few turns (bots.played_on), and every side's board is scored as the strong bot scores it.
`chance_of` turns those strengths into the mover's chance; a side home within the look-ahead has won.
Every move is judged in the same deals (common random numbers), one row a deal, so the review can
tell a worse move from the luck of the deals.
"""

from __future__ import annotations

import math

from ...core.rng import Rng
from .bots import played_on, standing
from .position import KeezenPosition

POINTS_PER_ODDS = 59.0
"""A lead of this many points of a side's strength, as the strong bot scores a board, makes its odds
e times another's (`chance_of`). Fitted by maximum likelihood to the results of games of bots at the
levels the playouts use (benchmarks/search_judge.py keezen; the fit is in benchmarks/README.md)."""

TRACK = 64
"""The squares of the track of the board for two to four, in which a strength is counted."""

FINISHED = 1e4
"""The strength of a side home within the look-ahead: it has won."""

def searched_values(position: KeezenPosition, seat: int, moves: list[dict], rng: Rng,
                    samples: int) -> list[list[list[float]]]:
    """One row per deal of the cards `seat` cannot see: after each of `moves`, its turn finished and
    every seat playing on as the strong bot looks ahead (bots.played_on), the strength of every side
    (`strengths`), `seat`'s side first."""
    rows = []
    for _ in range(samples):
        world = position.sample_hidden(seat, rng)
        rows.append([strengths(played_on(world, [move], seat), seat) for move in moves])
    return rows


def searched_rows(position: KeezenPosition, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[list[float]]:
    """`searched_values` turned into `seat`'s chances (`chance_of`)."""
    return [[chance_of(v) for v in row] for row in searched_values(position, seat, moves, rng, samples)]


def chance_of(strengths: list[float], scale: float = POINTS_PER_ODDS) -> float:
    """The chance of the first side among sides of these strengths: each side's odds are e to the
    power of its strength over `scale` (two sides: a lead of `scale` points makes the odds e to 1),
    so a side no stronger than the others has the even share. A side already home has won."""
    if strengths[0] >= FINISHED / 2:
        return 1.0
    if max(strengths) >= FINISHED / 2:
        return 0.0
    top = max(strengths)
    odds = [math.exp(max(-50.0, (v - top) / scale)) for v in strengths]
    return odds[0] / sum(odds)


def strengths(position: KeezenPosition, me: int) -> list[float]:
    """Each side's strength as the strong bot scores a board (bots.standing): its pawns' progress less
    the danger they stand in, `me`'s side first; a side home is `FINISHED`. A team's is its partners'
    sum over the square root of two: the sum of two players' leads spreads about that much wider
    than one player's. On the board for five or six, whose track is longer, a lead in squares is
    worth less: strengths are counted in squares of the 64-square track (both fitted with the
    scale, benchmarks/README.md)."""
    sides = sorted(position.sides(), key=lambda side: me not in side)
    found = []
    for side in sides:
        if side in position.places[:1]:
            found.append(FINISHED)
            continue
        total = sum(standing(position, position.pawns, p, set(side)) for p in side)
        found.append(total / math.sqrt(len(side)) * TRACK / position.board.track)
    return found
