"""How the review judges Gulek: two players' play by search, the solitaires by their solver.

**The game for 2–6 players.** A decision in the play of two players is judged by search
(`searched_chances`), and so is the chance line there (`SearchEvaluator`): one judge for both, so that
a move the review grades best does not move its own player's chance by more than the search's
horizon does. After each move compared (the mover's turn finished as the bots finish it),
the strong bot's alpha-beta search (bots.py) looks `JUDGE_DEPTH` whole turns ahead, the other player
playing against the mover, and the value it finds (in balls) is turned into a chance. Why not playouts:
Gulek has no chance, so a playout differs from another only by the levels drawn for its players,
and the beginner's and the normal bot's games say little about a move whose worth shows a turn or
two later: judged on the same decisions (benchmarks/grades.py --paired), playouts cannot tell the
strong bot's moves from the normal bot's, though the strong bot wins most games against it. The search sees exactly that, on the one position (no samples, so no sampling error),
and in milliseconds. A position's chance on the line is the search's value of the best move there,
for the player to move, as the grade would judge it. The placing is still judged by playouts, line
and grades: before the play begins every ball counts alike, and the search has nothing to tell the
pits apart by. So is a game of three or more: the odds below are fitted to two, where a position the
search values even is an even chance.

**The solitaires.** A solitaire has no opponent and, once its board is laid out, no chance: a
position is either one that can still be cleared or one that cannot. So the review's "chance" is 1
or 0, and the move that turned a board that could be cleared into one that cannot is the game's
turning point (a blunder).
"""

from __future__ import annotations

import math
import time

from ...core.engine import Position
from ...core.evaluate import Evaluator, Outlook, PlayoutEvaluator, shared_first
from ...core.rng import Rng
from .bots import INF, Search, position_from_view, whole_turn
from .position import GulekPosition
from .solver import solver_hint

SOLVER_BUDGET_MS = 5000
"""The solver's bound for one verdict; past it the verdict is "cannot tell" (one half)."""

JUDGE_DEPTH = 2
"""Whole turns the search looks past the move judged: the next player's reply and the mover's next
turn (one turn deeper than the strong bot itself usually gets)."""

JUDGE_WORK = 400
"""The positions the search may expand for one decision, a bound on its work (its time is in
benchmarks/README.md); where they run out, the moves are compared at the deepest depth reached by all."""

BALLS_PER_ODDS = 8.0
"""A lead of this many balls (as the search values a position) makes the odds e to 1: the chance is
1 / (1 + e^(-value / BALLS_PER_ODDS)). Fitted by maximum likelihood to the results of games of
bots at the levels the playouts use, from positions in the play (benchmarks/search_judge.py gulek; the fit
is in benchmarks/README.md)."""

SAFETY_S = 10.0
"""A bound in seconds on one decision's search, should a device be very slow (never reached)."""


def searched_chances(position: GulekPosition, seat: int, moves: list[dict]) -> list[float] | None:
    """`seat`'s chance after each of `moves` as the search sees it from `seat`'s view; None while
    the balls are being placed and in a game of more than two (the playouts judge those)."""
    values = searched_values(position, seat, moves)
    return None if values is None else [chance_of(v) for v in values]


def searched_values(position: GulekPosition, seat: int, moves: list[dict]) -> list[float] | None:
    """The search's value in balls of each of `moves` for `seat`, as `searched_chances` finds it."""
    if position.phase == "place" or position.n != 2:
        return None
    mine = position_from_view(position.view(seat))
    after = [whole_turn(mine, move) for move in moves]
    search = Search(seat, time.perf_counter() + SAFETY_S, JUDGE_WORK)
    values = [search.alphabeta(a, 0, -INF, INF) for a in after]
    for depth in range(1, JUDGE_DEPTH + 1):
        try:
            values = [search.alphabeta(a, depth, -INF, INF) for a in after]
        except TimeoutError:
            break
    return values


def chance_of(value: float) -> float:
    """The chance a position the search values at `value` balls is won."""
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, value / BALLS_PER_ODDS))))


class SearchEvaluator(PlayoutEvaluator):
    """Gulek for two: in the play, each seat's chance is what the search that grades the decisions
    finds for the best move of the player to move (its value turned into odds by `chance_of`), the
    other seat the rest; while the balls are placed, the playouts of core/evaluate.py."""

    method = "search"

    def outlook(self, position: Position, rng: Rng, samples: int, ply: int = 0) -> Outlook:
        assert isinstance(position, GulekPosition)
        seat = position.to_move()
        if seat is None:
            return self._won(position), None, shared_first(position)
        if position.phase == "place":
            return super().outlook(position, rng, samples, ply)
        best = max(searched_chances(position, seat, position.legal_moves()) or [0.5])
        return [best if s == seat else 1 - best for s in range(self.players)], None, None

    def expected(self, position: Position, move: dict, rng: Rng, samples: int, ply: int = 0) -> list[float]:
        after = position.copy()
        after.play(move, rng, [])
        return self.chances(after, rng, samples, ply + 1)


class SolverEvaluator(Evaluator):
    method = "solver"
    measure = "solvable"

    def chances(self, position: Position, rng: Rng, samples: int) -> list[float]:
        if position.to_move() is None:
            return [1.0 if position.final_outcome()["winners"] else 0.0]
        verdict = solver_hint(position.view(0), SOLVER_BUDGET_MS)["clearable"]
        return [0.5 if verdict is None else float(verdict)]

    def expected(self, position: Position, move: dict, rng: Rng, samples: int, ply: int = 0) -> list[float]:
        after = position.copy()
        after.play(move, rng, [])
        return self.chances(after, rng, samples)

    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[float]:
        return [self.expected(position, move, rng, samples)[seat] for move in moves]
