"""The strong bot's look-ahead: after each of its moves, what will the next player do?

The next player draws two cards from the deck. Which moves those two cards allow depends only on
which of the possible moves make each card true, so instead of sampling we go through every pair
of cards at once: each logic card is reduced to the set of moves (a bit mask) that make it true,
and a pair of cards allows exactly the moves in the exclusive or of their two masks. Special cards
allow their own executions. The next player is taken to pick, for each goal card they may hold
(weighted by the belief in it), the move best for that card; we then score the position it leaves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from . import rules
from .cards import GOAL, deck, holds, is_special, logic_cards
from .forecast import all_expected_points, places

LOGIC = logic_cards()
SPECIAL_KINDS = ("back1", "back2", "swap")


class Evaluator:
    """Expected points of every goal card in a position, remembered within one decision."""

    def __init__(self) -> None:
        self.cache: dict[tuple, list[float]] = {}

    def values(self, fields: list[int], finished: list[int]) -> list[float]:
        key = (tuple(fields), tuple(finished))
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = all_expected_points(places(fields, finished))
        return found


def _after(fields: list[int], finished: list[int], move: dict) -> tuple[list[int], list[int]]:
    out = rules.after(fields, move)
    return out, finished + [i for i in range(4) if out[i] == GOAL and i not in finished]


def reply_value(fields: list[int], finished: list[int], with_specials: bool, reply_belief: list[tuple[int, float]],
                utility: Callable[[list[float]], float], evaluator: Evaluator) -> float:
    """The expected utility after the next player's turn from this position."""
    here = evaluator.values(fields, finished)
    if len(finished) >= 3:
        return utility(here)
    forward = rules.forward_moves(fields)
    outcomes = [evaluator.values(*_after(fields, finished, m)) for m in forward]
    utilities = [utility(v) for v in outcomes]
    stay = utility(here)

    def best(options: list[int], pool: list[list[float]], pool_utilities: list[float]) -> float:
        """The utility the next player's choice among `options` leaves, over their goal cards."""
        if not options:
            return stay
        total = 0.0
        for goal, weight in reply_belief:
            chosen = max(options, key=lambda j: pool[j][goal])
            total += weight * pool_utilities[chosen]
        return total

    # Logic cards by the moves that make them true.
    masks: Counter = Counter()
    for card in LOGIC:
        mask = 0
        for j, move in enumerate(forward):
            if holds(card, rules.after(fields, move)):
                mask |= 1 << j
        masks[mask] += 1
    groups = list(masks.items())
    allowed: Counter = Counter()
    for a, (mask_a, count_a) in enumerate(groups):
        allowed[0] += count_a * (count_a - 1) // 2
        for mask_b, count_b in groups[a + 1:]:
            allowed[mask_a ^ mask_b] += count_a * count_b
    pairs = len(deck(with_specials)) * (len(deck(with_specials)) - 1) / 2
    expected = 0.0
    for mask, count in allowed.items():
        options = [j for j in range(len(forward)) if mask >> j & 1]
        expected += count / pairs * best(options, outcomes, utilities)
    if not with_specials:
        return expected
    # One special card with a logic card, or two specials (the player follows either one).
    special_moves = {kind: rules.special_moves(kind, fields) for kind in SPECIAL_KINDS}
    pool, pool_utilities, index = [], [], {}
    for kind in SPECIAL_KINDS:
        for move in special_moves[kind]:
            key = repr(move)
            if key not in index:
                index[key] = len(pool)
                pool.append(evaluator.values(*_after(fields, finished, move)))
                pool_utilities.append(utility(pool[-1]))
    per_kind = {kind: [index[repr(m)] for m in special_moves[kind]] for kind in SPECIAL_KINDS}
    copies = 2
    for k, kind in enumerate(SPECIAL_KINDS):
        expected += copies * len(LOGIC) / pairs * best(per_kind[kind], pool, pool_utilities)
        expected += copies * (copies - 1) / 2 / pairs * best(per_kind[kind], pool, pool_utilities)
        for other in SPECIAL_KINDS[k + 1:]:
            union = sorted(set(per_kind[kind]) | set(per_kind[other]))
            expected += copies * copies / pairs * best(union, pool, pool_utilities)
    return expected


__all__ = ["Evaluator", "reply_value", "is_special"]
