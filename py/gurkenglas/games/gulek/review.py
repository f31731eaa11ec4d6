"""How the review judges the Gulek solitaires: with the solver, exactly.

A solitaire has no opponent and, once its board is laid out, no chance: a position is either one
that can still be cleared or one that cannot. So the review's "chance" is 1 or 0, and the move that
turned a board that could be cleared into one that cannot is the game's turning point (a blunder).
"""

from __future__ import annotations

from ...core.engine import Position
from ...core.evaluate import Evaluator
from ...core.rng import Rng
from .solver import solver_hint

SOLVER_BUDGET_MS = 5000
"""The solver's bound for one verdict; past it the verdict is "cannot tell" (one half)."""


class SolverEvaluator(Evaluator):
    method = "solver"
    measure = "solvable"

    def chances(self, position: Position, rng: Rng, samples: int) -> list[float]:
        if position.to_move() is None:
            return [1.0 if position.final_outcome()["winners"] else 0.0]
        verdict = solver_hint(position.view(0), SOLVER_BUDGET_MS)["clearable"]
        return [0.5 if verdict is None else float(verdict)]

    def expected(self, position: Position, move: dict, rng: Rng, samples: int) -> list[float]:
        after = position.copy()
        after.play(move, rng, [])
        return self.chances(after, rng, samples)

    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[float]:
        return [self.expected(position, move, rng, samples)[seat] for move in moves]
