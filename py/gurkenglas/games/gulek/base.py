"""A Gulek position (the game for 2–6 players) as a record: the balls of every seat in the pits,
the ring, the centre and the hand, and the turn, written, copied and read back strictly; and the
counts the rules, the view and the bots ask of it. The rules are position.py's."""

from __future__ import annotations

from typing import Any, Self

from ...core import fields
from ...core.errors import CorruptState
from ...core.record import Record
from ...core.spec import Options
from .solitaire import PITS

BALLS = 20
QUIET_ROUNDS = 5
PHASES = ("place", "move", "order", "park", "return")


class GulekBase(Record):
    """Balls are counted per seat: ``pits[i][seat]``, ``ring[seat]`` (parked pairs) and so on."""

    # In the order a save is read.
    FIELDS = ("pits", "ring", "centre", "supply", "hand", "over", "turn", "phase", "placed", "at", "dir", "origin",
              "out", "quiet", "captured", "draw")
    SHARED = ("n", "shortened")
    __slots__ = (*FIELDS, *SHARED)

    def __init__(self, n: int, shortened: bool) -> None:
        self.n = n
        self.shortened = shortened
        self.pits = [[0] * n for _ in range(PITS)]
        self.ring = [0] * n        # parked pairs
        self.centre = [0] * n      # captured balls
        self.supply = [BALLS] * n  # balls not yet placed
        self.turn: int | None = 0
        self.phase = "place"
        self.placed = 0            # balls placed this turn
        self.hand = [0] * n        # balls being sown
        self.at = 0                # the pit the last ball went into (the emptied pit at first)
        self.dir = 1
        self.origin = 0
        self.out: list[int] = []   # seats in the order they went out
        self.quiet = 0             # turns in a row without a capture
        self.captured = False      # this turn captured (decided before parking)
        self.draw = False
        self.over = False

    def copy_field(self, name: str, value: Any) -> Any:
        return [list(p) for p in value] if name == "pits" else super().copy_field(name, value)

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> Self:
        position = cls(players, bool(options.shortened))
        position.set_fields(cls.read_fields(data, {
            "pits": lambda d, _: [fields.int_list({"pit": p}, "pit", 0, BALLS, players)
                                  for p in fields.array(d, "pits", PITS)],
            "ring": lambda d, _: fields.int_list(d, "ring", 0, BALLS // 2, players),
            "centre": lambda d, _: fields.int_list(d, "centre", 0, BALLS, players),
            "supply": lambda d, _: fields.int_list(d, "supply", 0, BALLS, players),
            "hand": lambda d, _: fields.int_list(d, "hand", 0, BALLS, players),
            "over": lambda d, _: fields.boolean(d, "over"),
            "turn": lambda d, read: _turn(d, players, read["over"]),
            "phase": lambda d, _: _one_of(d, "phase", PHASES, f"unknown phase {d.get('phase')!r}"),
            "placed": lambda d, _: fields.integer(d, "placed", 0, 1),
            "at": lambda d, _: fields.integer(d, "at", 0, PITS - 1),
            "dir": lambda d, _: _one_of(d, "dir", (1, -1), "the direction must be 1 or -1"),
            "origin": lambda d, _: fields.integer(d, "origin", 0, PITS - 1),
            "out": lambda d, _: _out(d, players),
            "quiet": lambda d, _: fields.integer(d, "quiet", 0, 10_000),
            "captured": lambda d, _: fields.boolean(d, "captured"),
            "draw": lambda d, _: fields.boolean(d, "draw"),
        }))
        return position

    # --- counting -----------------------------------------------------------------------------
    def balls_left(self, seat: int) -> int:
        """Balls still in the game: on the board, in the hand and parked (and not yet placed)."""
        return (sum(p[seat] for p in self.pits) + self.hand[seat] + 2 * self.ring[seat]
                + self.supply[seat])

    def still_in(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.out]

    def sowable(self, seat: int) -> list[int]:
        return [i for i, pit in enumerate(self.pits) if pit[seat] and sum(pit) >= 2]

    def empty_pits(self) -> list[int]:
        return [i for i, pit in enumerate(self.pits) if not any(pit)]

    def can_act(self, seat: int) -> bool:
        return bool(self.sowable(seat)) or (self.ring[seat] > 0 and bool(self.empty_pits()))

    def parkable(self, seat: int) -> list[int]:
        return [i for i, pit in enumerate(self.pits) if pit[seat] == 2 and sum(pit) == 2]


# --- reading a save --------------------------------------------------------------------------------
def _turn(data: Any, players: int, over: bool) -> int | None:
    turn = fields.optional_integer(data, "turn", 0, players - 1)
    if (turn is None) != over:
        raise CorruptState("a game that is not over needs a player to move")
    return turn


def _one_of(data: Any, key: str, allowed: tuple, problem: str) -> Any:
    value = data.get(key)
    if value not in allowed:
        raise CorruptState(problem)
    return value


def _out(data: Any, players: int) -> list[int]:
    out = fields.int_list(data, "out", 0, players - 1)
    if len(set(out)) != len(out):
        raise CorruptState("a seat cannot go out twice")
    return out
