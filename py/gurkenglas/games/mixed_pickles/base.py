"""A Mixed Pickles position as a record: its fields, copying it, and whose turn it is. The rules
(position.py) build on this class; the view, the other worlds a bot searches and the checks (view.py)
read a position through it, so they do not need the rules."""

from __future__ import annotations

from typing import Any, Self

from ...core.engine import Position
from ...core.errors import CorruptState
from ...core.spec import Options

PHASES = ("draw", "move", "review", "correct", "choose", "over")
CHOICE_AFTER = 6
"""Professional variant: the goal card is chosen when the leading pickle leaves this field."""
FIELDS = ("fields", "finished", "deck", "true_pile", "false_pile", "hand", "goals", "phase", "turn",
          "queue", "pending", "turns")


class MixedPicklesBase(Position):
    """The fields (see FIELDS) and the variant's switches; the rules are MixedPicklesPosition's."""

    fields: list[int]
    """The field of each pickle, in the order of PICKLES."""
    finished: list[int]
    """The pickles home, first to last (indexes into PICKLES)."""
    deck: list[str]
    true_pile: list[str]
    false_pile: list[str]
    hand: list[str]
    goals: list[list[str]]
    phase: str
    turn: int
    queue: list[int]
    """Professional variant: the seats still to choose their goal card, in turn."""
    pending: dict[str, Any] | None
    """Table rules: the turn laid out for review, ``{"seat", "cards", "move", "fields"}``."""
    turns: list[dict[str, Any]]

    def __init__(self, n: int, options: Options, data: dict[str, Any]) -> None:
        self.n = n
        self.professional = bool(options.professional)
        self.expert = bool(options.expert)
        self.table_rules = bool(options.table_rules)
        for name in FIELDS:
            setattr(self, name, data[name])

    def copy(self) -> Self:
        twin = object.__new__(type(self))
        twin.n, twin.professional, twin.expert, twin.table_rules = self.n, self.professional, self.expert, self.table_rules
        for name in FIELDS:
            value = getattr(self, name)
            if name == "goals":
                value = [list(g) for g in value]
            elif isinstance(value, list):
                value = list(value)  # turn records are never changed once written
            setattr(twin, name, value)
        return twin

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS}

    # --- whose turn ------------------------------------------------------------------------------------
    @property
    def chosen(self) -> bool:
        """Every player holds one goal card (always, unless the professional choice is still to come)."""
        return all(len(goals) == 1 for goals in self.goals)

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.n

    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "choose":
            return self.queue[0]
        if self.phase in ("review", "correct"):
            return self.next_seat(self.laid_out()["seat"])
        return self.turn

    def laid_out(self) -> dict[str, Any]:
        """`pending` where there is one: the turn under review (the review and correct phases)."""
        if self.pending is None:
            raise CorruptState("no turn is laid out for review")
        return self.pending
