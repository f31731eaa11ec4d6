"""The six rule sets of the Gulek solitaires by name, and whether the solver clears a board under
one of them: for the solver's tests and its benchmark (the game itself builds its rules from the
options, see gulek/solitaire_position.py)."""

from __future__ import annotations

from gurkenglas.games.gulek.solitaire import Board, SolitaireRules
from gurkenglas.games.gulek.solver import Solver

RULE_SETS = {
    "solo": SolitaireRules(),
    "solo_1": SolitaireRules(must_remove=True),
    "solo_2": SolitaireRules(not_into_empty=True),
    "solo_3": SolitaireRules(must_remove=True, not_into_empty=True),
    "single": SolitaireRules(relay=True),
    "single_1": SolitaireRules(relay=True, must_remove=True),
}


def clearable(board: Board, rule_set: str) -> bool:
    return Solver(RULE_SETS[rule_set]).solve(tuple(board)) is not None
