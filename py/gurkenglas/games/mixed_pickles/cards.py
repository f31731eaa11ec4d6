"""The pieces of Mixed Pickles (docs/rules.md#mixed-pickles-rules): the board, the four pickles, the 66 instruction cards,
the 24 goal cards and the scoring.

Cards are short strings, so a deck is a plain list and a saved game stays small:

- a logic card is ``"<a><op><b>"`` with pickle letters and one of six operators:
  ``=`` same field, ``!=`` not the same field, ``>`` a ahead of b, ``!>`` a not ahead of b,
  ``<`` a behind b, ``!<`` a not behind b (``"R=G"``: red on the same field as green);
- a special card is ``back1`` (one pickle one field back), ``back2`` (one pickle two fields back)
  or ``swap`` (two pickles change places);
- a goal card is the four letters in the wished finishing order (``"YRBG"``: yellow first).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import cache
from itertools import permutations

PICKLES = ("yellow", "red", "blue", "green")
LETTERS = "YRBG"
START, LAST_DOUBLE_STEP, GOAL = 1, 8, 13
"""Fields run 1 (start) to 13 (goal). A pickle below field 9 moves one or two fields (8 → 10 is
allowed); from field 9 on, one field."""

OPERATORS = ("=", "!=", ">", "!>", "<", "!<")
SPECIALS = ("back1", "back2", "swap")
POINTS = (4, 2, 1, 3)
"""Points for the pickle in first, second, third and fourth place matching the goal card."""

GOALS = tuple("".join(order) for order in permutations(LETTERS))


def logic_cards() -> list[str]:
    """The 60 logic cards: every statement of the six kinds about an ordered pair of pickles, with
    "same field" and "not the same field" once per unordered pair."""
    cards = []
    for i, a in enumerate(LETTERS):
        for j, b in enumerate(LETTERS):
            if i == j:
                continue
            if i < j:
                cards += [f"{a}={b}", f"{a}!={b}"]
            cards += [f"{a}>{b}", f"{a}!>{b}", f"{a}<{b}", f"{a}!<{b}"]
    return cards


def deck(with_specials: bool) -> list[str]:
    """The instruction deck in a fixed order (it is shuffled at the start)."""
    return logic_cards() + ([name for name in SPECIALS for _ in range(2)] if with_specials else [])


def is_special(card: str) -> bool:
    return card in SPECIALS


def parse(card: str) -> tuple[int, str, int]:
    """A logic card as (pickle a, operator, pickle b)."""
    return LETTERS.index(card[0]), card[1:-1], LETTERS.index(card[-1])


def holds(card: str, fields: list[int]) -> bool:
    """Whether a logic card is true with the pickles on these fields. Finished pickles all stand
    on field 13, so they are "on the same field" as each other and none is ahead of another."""
    a, compare, b, negated = _test(card)
    return compare(fields[a], fields[b]) != negated


@cache
def _test(card: str) -> tuple[int, Callable[[int, int], bool], int, bool]:
    """A logic card read once (the bots and the views ask about the same cards again and again):
    its two pickles, how their fields compare when it holds, and whether it says "not"."""
    a, op, b = parse(card)
    compare = operator.eq if op[-1] == "=" else operator.gt if op[-1] == ">" else operator.lt
    return a, compare, b, op.startswith("!")


def is_card(card: object) -> bool:
    if not isinstance(card, str):
        return False
    if card in SPECIALS:
        return True
    return (len(card) in (3, 4) and card[0] in LETTERS and card[-1] in LETTERS and card[0] != card[-1]
            and card[1:-1] in OPERATORS)


def card_json(card: str) -> dict:
    """A card for the table: ``{"kind": "ahead", "a": "red", "b": "green", "not": false}`` or
    ``{"kind": "back", "steps": 2}`` or ``{"kind": "swap"}``."""
    if card == "swap":
        return {"id": card, "kind": "swap"}
    if card in ("back1", "back2"):
        return {"id": card, "kind": "back", "steps": int(card[-1])}
    a, op, b = parse(card)
    kind = {"=": "same", ">": "ahead", "<": "behind"}[op[-1]]
    return {"id": card, "kind": kind, "a": PICKLES[a], "b": PICKLES[b], "not": op.startswith("!")}


def steps_from(field: int) -> tuple[int, ...]:
    """How far a pickle on this field may move forward."""
    if field >= GOAL:
        return ()
    return (1, 2) if field <= LAST_DOUBLE_STEP else (1,)


def goal_json(goal: str) -> list[str]:
    return [PICKLES[LETTERS.index(letter)] for letter in goal]


def goal_points(goal: str, places: list[int]) -> list[int]:
    """The points a goal card earns, place by place, for the finishing order `places` (pickle
    indexes, first to fourth)."""
    return [POINTS[k] if LETTERS.index(goal[k]) == places[k] else 0 for k in range(4)]
