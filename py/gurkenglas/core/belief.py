"""What a person's moves say about how they play: the line's belief in each person's level.

The line of chances plays a person out at a level drawn for each playout from the game's playout
levels (the beginner's and the normal bot's, evaluate.py), for the onlooker does not know how well
a person plays. But the onlooker has seen every move the person made so far. A person who made
twenty moves just as the normal bot would have made them is not as likely to play the rest of the
game as a beginner, and a person whose moves look random is not as likely to play as well as the
normal bot. So the level of each person in the playouts is drawn from a *belief*: a weight for each
playout level, even at the start, and multiplied at each decision of the person by the chance that
a player of that level makes the move the person made (the rule of Bayes).

That chance is estimated: the level's bot decides THINKINGS times from the person's view, each time
with thinking numbers of its own; where the game states a level's chance outright (`Game.level_chance`:
a beginner who picks at random among the legal moves, or among those its cards allow), that chance
takes the place of the share. The share of those
decisions that make the person's move counts with the weight TRUST; the rest, 1 − TRUST, is spread
evenly over the legal moves. The spread stands for a real person, who is neither bot and now and
then makes a move no level would: no single move rules a level out. A level that decides as another
does at every turn (a game whose bots agree) learns nothing, and the belief stays where it was.

A game's strongest bot is not played out where it has three levels: it is too slow. The belief
weighs a player as strong as it all the same, as a kind of player of its own whose moves are the
hint's (the strongest bot's, asked once: `better`), played out at the top playout level. Without it
a person who plays the hint's move where the normal bot would not would look to the belief like a
beginner, and the line would take a good move for a sign of weak play. Before the first move it
shares the top level's weight (`first`), so the playouts draw their levels as they would without it.

A computer player is played out at its own level, as everyone at the table knows it: it has no
belief. Nor has a seat in a game whose line does not come from playouts of more than one level (the
Goose, Gulek for two, the solitaires).

What the belief changes in the line after a decision is its own part of the line's move, the
`learned` part of the step (review.py): it is neither the luck of the cards nor the worth of the move.

Measured with `benchmarks/calibration.py --people` (the games, seeds and moves of the table in
benchmarks/README.md): with the belief, the line's Brier score comes close to the one with the
levels known; the figures are there.
"""

from __future__ import annotations

from .engine import Game, Position
from .rng import Rng

TRUST = 0.75
"""The weight of the level's own decisions in the chance that it makes a move (the rest is spread
evenly over the legal moves)."""

THINKINGS = 4
"""How often each level decides, to estimate the chance that it makes the move made."""

BELIEF = (1 << 40) + 8
"""The first of the THINKINGS streams of numbers the levels decide with here, by the move's ply
(apart from the playouts' streams, core/evaluate.py)."""


def likelihood(game: Game, levels: tuple[str, ...] | list[str], position: Position, seat: int,
               legal: list[dict], move: dict, ply: int, budget_ms: int, better: dict | None = None) -> list[float]:
    """For each of `levels`, the chance (estimated) that a player of that level, in `seat`'s view of
    `position`, makes `move`: TRUST times the share of its THINKINGS decisions that make it (or the
    chance the game states for the level, `Game.level_chance`), plus (1 − TRUST) over the number of
    legal moves. `better`: where given, the last of `levels` is the strongest bot, and this is its one
    decision (the hint's move). `ply`: the moves played before `position`."""
    spread = (1 - TRUST) / len(legal)
    view = position.view(seat)  # (the same for every level and thinking: asked once)
    chances = []
    for index, level in enumerate(levels):
        if better is not None and index == len(levels) - 1:
            chances.append(TRUST * (move == better) + spread)
            continue
        stated = game.level_chance(view, legal, level, move)
        if stated is not None:  # known, not estimated
            chances.append(TRUST * stated + spread)
            continue
        same = sum(game.bot_move(view, legal, level, Rng.from_seed(ply, BELIEF + i), budget_ms) == move
                   for i in range(THINKINGS))
        chances.append(TRUST * same / THINKINGS + spread)
    return chances


def even(levels: int) -> list[float]:
    """Every level alike."""
    return [1.0 / levels] * levels


def first(levels: int, stronger: bool) -> list[float]:
    """The belief before a person's first move: every one of `levels` playout levels alike, and, with
    `stronger`, a player as strong as the strongest bot sharing the top level's weight half and half."""
    weights = even(levels)
    return [*weights[:-1], weights[-1] / 2, weights[-1] / 2] if stronger else weights


def updated(belief: list[float], chances: list[float]) -> list[float]:
    """The belief after a move that each level makes with `chances`: multiplied and made to add up
    to one again (the chances are never 0, so neither is the sum)."""
    weights = [b * c for b, c in zip(belief, chances, strict=True)]
    total = sum(weights)
    return [w / total for w in weights]


def level_at(weights: list[float], u: float) -> int:
    """The level drawn for a playout by the uniform number `u` (0 ≤ u < 1): the first whose running
    sum of the weights passes `u`. Two beliefs draw the same level from the same `u` unless it falls
    where they differ, so a belief moved a little changes few playouts (evaluate.py, `learned`)."""
    total = 0.0
    for index, weight in enumerate(weights):
        total += weight
        if u < total:
            return index
    return len(weights) - 1
