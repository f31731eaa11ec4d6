"""A Mixed Pickles position as a record: its fields, written, copied and read back, and whose turn
it is. The rules and their invariants (position.py) build on this class; the view and the other
worlds a bot searches (view.py) read a position through it, so they do not need the rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from ...core.errors import CorruptState
from ...core.record import Reader, Record
from ...core.spec import Options

PHASES = ("draw", "move", "review", "correct", "choose", "over")
CHOICE_AFTER = 6
"""Professional variant: the goal card is chosen when the leading pickle leaves this field."""
FIELDS = ("fields", "finished", "deck", "true_pile", "false_pile", "hand", "goals", "phase", "turn",
          "queue", "pending", "turns")


class MixedPicklesBase(Record):
    """The fields (see FIELDS) and the variant's switches; the rules are MixedPicklesPosition's."""

    FIELDS = FIELDS
    SHARED = ("n", "professional", "expert", "table_rules")

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
        self.set_fields(data)

    def copy_field(self, name: str, value: Any) -> Any:
        if name == "goals":
            return [list(g) for g in value]
        return super().copy_field(name, value)  # turn records are never changed once written

    @classmethod
    def from_json(cls, data: Any, n: int, options: Options) -> Self:
        """Every field must be there; what they hold is checked with the invariants (`check`), as
        every loaded position is."""
        return cls(n, options, cls.read_fields(data, {name: _present(name) for name in FIELDS}))

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


def _present(name: str) -> Reader:
    """Reads field `name` as it is, refusing a save without it."""
    def read(data: Mapping[str, Any], earlier: dict[str, Any]) -> Any:
        if name not in data:
            raise CorruptState(f"position: {name} is missing")
        return data[name]
    return read
