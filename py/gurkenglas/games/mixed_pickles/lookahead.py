"""The strong bot's look-ahead: after each of its moves, what will the next player do?

A player draws two cards from the deck. Which moves those two cards allow depends only on which of
the possible moves make each card true, so instead of sampling we go through every pair of cards at
once: each logic card is reduced to the set of moves (a bit mask) that make it true, and a pair of
cards allows exactly the moves in the exclusive or of their two masks. Special cards allow their own
executions. The next player is taken to pick, for each goal card they may hold (weighted by the
belief in it), the move best for that card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from . import card_logic
from .cards import deck, holds, logic_cards
from .forecast import all_expected_points, places

LOGIC = logic_cards()
SPECIAL_KINDS = ("back1", "back2", "swap")
COPIES = 2  # of each special card

Position = tuple[tuple[int, ...], tuple[int, ...]]
"""(fields, finished) as tuples, so positions can be remembered."""


class Evaluator:
    """Expected points of every goal card in a position, remembered within one decision."""

    def __init__(self) -> None:
        self.cache: dict[Position, list[float]] = {}

    def values(self, position: Position) -> list[float]:
        found = self.cache.get(position)
        if found is None:
            found = self.cache[position] = all_expected_points(places(list(position[0]), list(position[1])))
        return found


def after(position: Position, move: dict) -> Position:
    fields = card_logic.after(list(position[0]), move)
    return tuple(fields), tuple(card_logic.finished_after(fields, list(position[1])))


def over_draws(position: Position, with_specials: bool, choose: Callable[[list[Position]], float]) -> float:
    """The expected result of one turn from `position` over every pair of cards the player may draw;
    `choose(options)` gives the result of the player's choice among the positions the pair allows
    (an empty list: the turn passes)."""
    fields = list(position[0])
    forward = [after(position, m) for m in card_logic.forward_moves(fields)]
    masks: Counter = Counter()
    for card in LOGIC:
        mask = 0
        for j, (to, _) in enumerate(forward):
            if holds(card, list(to)):
                mask |= 1 << j
        masks[mask] += 1
    groups = list(masks.items())
    allowed: Counter = Counter()
    for a, (mask_a, count_a) in enumerate(groups):
        allowed[0] += count_a * (count_a - 1) // 2
        for mask_b, count_b in groups[a + 1:]:
            allowed[mask_a ^ mask_b] += count_a * count_b
    cards = len(deck(with_specials))
    pairs = cards * (cards - 1) / 2
    expected = 0.0
    for mask, count in allowed.items():
        expected += count / pairs * choose([forward[j] for j in range(len(forward)) if mask >> j & 1])
    if not with_specials:
        return expected
    # One special card with a logic card, or two specials (the player follows either one).
    executions = {kind: [after(position, m) for m in card_logic.special_moves(kind, fields)] for kind in SPECIAL_KINDS}
    for k, kind in enumerate(SPECIAL_KINDS):
        alone = choose(executions[kind])
        expected += (COPIES * len(LOGIC) + COPIES * (COPIES - 1) / 2) / pairs * alone
        for other in SPECIAL_KINDS[k + 1:]:
            both = list(dict.fromkeys(executions[kind] + executions[other]))
            expected += COPIES * COPIES / pairs * choose(both)
    return expected


class Lookahead:
    """Scores positions for the bot: `utility(values)` of a position's expected points after the
    next player's turn (`replier`: their likely goal cards with weights)."""

    def __init__(self, with_specials: bool, replier: list[tuple[int, float]],
                 utility: Callable[[list[float]], float]) -> None:
        self.with_specials = with_specials
        self.replier = replier
        self.utility = utility
        self.evaluator = Evaluator()

    def now(self, position: Position) -> float:
        return self.utility(self.evaluator.values(position))

    def after_reply(self, position: Position) -> float:
        if len(position[1]) >= 3:
            return self.now(position)
        stay = self.now(position)

        def reply(options: list[Position]) -> float:
            if not options:
                return stay
            total = 0.0
            for goal, weight in self.replier:
                chosen = max(options, key=lambda p: self.evaluator.values(p)[goal])
                total += weight * self.now(chosen)
            return total

        return over_draws(position, self.with_specials, reply)
