"""A Goose position as a record: the pawns and the turn-keeping, written, copied and read back
strictly (the rules are position.py's, what a seat sees view.py's)."""

from __future__ import annotations

from typing import Any, Self

from ...core import fields
from ...core.errors import CorruptState
from ...core.record import Record
from ...core.spec import Options
from .board import FINISH, Board

RELEASE_AFTER = 3
"""Option ``release_after_three_rounds``: the turns a pawn misses in the well or cage before it is freed."""


class Pawn:
    """One player's pawn and the turn-keeping facts that belong to it."""

    __slots__ = ("square", "thrown", "skip", "trapped_at", "waited", "place")

    def __init__(self, square: int = 0, thrown: bool = False, skip: bool = False, trapped_at: int | None = None,
                 waited: int = 0, place: int | None = None) -> None:
        self.square = square
        self.thrown = thrown          # has made its first throw
        self.skip = skip              # misses its next turn (nest)
        self.trapped_at = trapped_at  # ply at which it fell into the well or cage, or None
        self.waited = waited          # turns missed while trapped
        self.place = place            # finishing place, or None

    def copy(self) -> Pawn:
        return Pawn(self.square, self.thrown, self.skip, self.trapped_at, self.waited, self.place)

    @property
    def status(self) -> str:
        if self.place is not None:
            return "finished"
        if self.trapped_at is not None:
            return "trapped"
        return "skip" if self.skip else "ready"

    def to_json(self) -> dict:
        return {"square": self.square, "thrown": self.thrown, "skip": self.skip,
                "trapped_at": self.trapped_at, "waited": self.waited, "place": self.place}

    @classmethod
    def from_json(cls, data: Any, players: int, max_ply: int) -> Pawn:
        data = fields.obj(data, "pawn")
        return cls(
            square=fields.integer(data, "square", 0, FINISH),
            thrown=fields.boolean(data, "thrown"),
            skip=fields.boolean(data, "skip"),
            trapped_at=fields.optional_integer(data, "trapped_at", 0, max_ply),
            waited=fields.integer(data, "waited", 0, RELEASE_AFTER),
            place=fields.optional_integer(data, "place", 1, players),
        )


class GooseBase(Record):
    """The pawns, whose turn it is, the round, the number of moves made and the last roll."""

    # Read in this order: a pawn's time in a trap is bounded by the moves made (`ply`).
    FIELDS = ("ply", "pawns", "last_roll", "turn", "round")
    SHARED = ("board", "options")

    pawns: list[Pawn]
    turn: int | None
    round: int
    ply: int
    last_roll: dict | None

    def __init__(self, board: Board, options: Options, pawns: list[Pawn], turn: int | None,
                 round_: int = 1, ply: int = 0, last_roll: dict | None = None) -> None:
        self.board = board
        self.options = options
        self.set_fields({"pawns": pawns, "turn": turn, "round": round_, "ply": ply, "last_roll": last_roll})

    def copy_field(self, name: str, value: Any) -> Any:
        return [p.copy() for p in value] if name == "pawns" else value

    def write_field(self, name: str, value: Any) -> Any:
        return [p.to_json() for p in value] if name == "pawns" else value

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> Self:
        values = cls.read_fields(data, {
            "ply": lambda d, _: fields.integer(d, "ply", 0, 10**6),
            "pawns": lambda d, read: [Pawn.from_json(p, players, read["ply"]) for p in fields.array(d, "pawns", players)],
            "last_roll": lambda d, _: _last_roll(d.get("last_roll"), players),
            "turn": lambda d, _: fields.optional_integer(d, "turn", 0, players - 1),
            "round": lambda d, _: fields.integer(d, "round", 1, 10**6),
        })
        position = cls(Board.for_options(options), options, [], None)
        position.set_fields(values)
        return position


def _last_roll(value: Any, players: int) -> dict | None:
    if value is None:
        return None
    roll = fields.obj(value, "last_roll")
    last_roll = {"seat": fields.integer(roll, "seat", 0, players - 1), "dice": fields.int_list(roll, "dice", 1, 6, 2)}
    if set(roll) != {"seat", "dice"}:
        raise CorruptState("last_roll has unknown fields")
    return last_roll
