"""How a decision is graded: the chance its player lost against the best move found.

A decision of a person (or, for the benchmarks, of every seat) with more than one legal move is judged
from that person's view at that moment: the cards they could not see are drawn anew for every sample.
The move played is compared with the move the hint would have shown and the normal bot's move, each
judged on the same samples (the evaluator's `judge_in_view`, core/evaluate.py); the chance it lost
against the best of them, beyond what the samples' own scatter could explain, gives its grade.
"""

from __future__ import annotations

import json
import math
from typing import Any

from .engine import State
from .evaluate import Evaluator
from .rng import Rng

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
"""A decision's grade by the chance it lost against the best move found (`forced`: one legal move)."""

THRESHOLDS = (0.0, 0.04, 0.10, 0.20)
"""The chance lost (0–1) above which a decision is good, an inaccuracy, a mistake, a blunder.
Chess sites use 2, 5, 10 and 20 points of win chance. Ours are wider at the low end because our
chances come from playouts: two moves that are equally good differ by a few points between samples.
The loss counted (`lost`) is the gap to the best move measured on other samples than those that
picked it as the best (so the luck of the samples does not make the best look better than it is),
less one standard error of that paired difference, so a move the playouts cannot tell from the best
is graded best."""


def grade_of(loss: float) -> str:
    """The grade of a decision that lost `loss` (0–1) of its player's chance."""
    grade = GRADES[0]
    for name, bound in zip(GRADES[1:], THRESHOLDS, strict=True):
        if loss > bound:
            grade = name
    return grade


def graded(before: State, seat: int, move: Any, legal: list[dict], evaluator: Evaluator, rng: Rng,
           samples: int, also: tuple | list = (), chances: dict[str, float] | None = None,
           in_view: dict | None = None, ply: int = 0, hint: dict | None = None) -> dict:
    """The grade of `seat`'s move, from `seat`'s own view of the table before it. `chances`, when
    given, is filled with the chance found for each move judged, by the move's JSON text; `in_view`
    with the `change` in every seat's chance its player could expect of the move
    (Evaluator.judge_in_view); `hint`: the hint's move, where it was found already."""
    if len(legal) == 1:
        return {"seat": seat, "grade": "forced", "loss": 0.0, "best_move": move, "choices": 1}
    candidates = [move]
    for other in [*also, *_suggestions(before, seat, legal, rng, hint)]:
        if other not in candidates:
            candidates.append(other)
    rows, change = evaluator.judge_in_view(before.position, seat, candidates, rng, samples, ply)
    if in_view is not None:
        in_view["change"] = change
    values = [sum(column) / len(rows) for column in zip(*rows, strict=True)]
    best = _best(rows)
    loss = 0.0 if best == 0 else lost(rows)
    # A move that loses nothing measurable is graded best, and is then the best move found itself:
    # another that only looked better on the samples is not offered as "better" beside it.
    verdict = {"seat": seat, "grade": "best" if loss == 0 else grade_of(loss), "loss": round(loss, 4),
               "best_move": candidates[best] if loss > 0 else move, "choices": len(legal)}
    if chances is not None:
        chances.update((json.dumps(m, sort_keys=True), round(v, 4)) for m, v in zip(candidates, values, strict=True))
    return verdict


def _best(rows: list[list[float]]) -> int:
    """The column with the best mean, the first of equals."""
    values = [sum(column) for column in zip(*rows, strict=True)]
    return max(range(len(values)), key=lambda i: (values[i], -i))


def lost(rows: list[list[float]]) -> float:
    """The chance the move played (column 0) lost against the best move, beyond what one standard
    error of the playouts' paired difference could explain: a move the playouts cannot tell from the
    best is graded best."""
    mean, error = gap(rows)
    return max(0.0, mean - error)


def gap(rows: list[list[float]]) -> tuple[float, float]:
    """How far the best move is ahead of the move played (column 0), and the standard error of that.
    The best move is picked on one half of the samples and its gap measured on the other half, and
    the other way round (cross-validation): picked and measured on the same samples, the move the
    luck of the samples favoured would look better than it is, the more so the more moves are
    compared. One row (an exact evaluator): the gap, without error."""
    if len(rows) < 2:
        return max(rows[0]) - rows[0][0], 0.0
    halves = rows[0::2], rows[1::2]
    gaps = []
    for picked, measured in (halves, halves[::-1]):
        best = _best(picked)
        gaps += [row[best] - row[0] for row in measured]
    return mean_and_error(gaps)


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


def _suggestions(before: State, seat: int, legal: list[dict], rng: Rng, hint: dict | None = None) -> list[dict]:
    """The moves a played move is measured against: the hint's (the strongest bot's; `hint` where
    it was found already) and the normal bot's, each deciding from `seat`'s view only."""
    game = before.game
    view = before.view(seat)
    moves = [hint if hint is not None else game.hint(view, legal, rng, 1000).get("move")]
    levels = game.spec.bot_levels
    if "normal" in levels and levels[-1] != "normal":
        moves.append(game.bot_move(before.view(seat), legal, "normal", rng, 1000))
    return [m for m in moves if m in legal]
