"""A Gurke match as a plain record: its fields, copying it, and what follows from the fields alone
(the seats still in, whose turn it is). The rules (position.py) build on this class; the views, the
checks, the score and the deals (record.py, scoring.py, hands.py) read and write a match through it,
so every module of the game imports this one and none of them needs the rules."""

from __future__ import annotations

from typing import Any, Self

from ...core.engine import Position
from ...core.errors import CorruptState
from ...core.spec import Options
from .cards import Ranking
from .tricks import TrickRules

FIELDS = ("scores", "pickles", "pickle_line", "out", "out_at", "bought_back", "stakes", "doubles", "dealer",
          "deals", "hand_size", "decks", "last_value", "last_loser", "last_lowest", "hands", "stock", "put_away",
          "shown", "in_front", "laid", "phase", "queue", "exchange_n", "kontra", "chosen", "turn", "leader",
          "trick", "tricks", "sheet", "winners")
"""`in_front`: per seat, the cards lying face up in front of that player (the cards-in-front switch),
out of the pack until they go back. `laid`: those of them laid at the end of the deal just finished,
which also still lie on the table until the next deal clears it."""

Play = list[Any]
"""One play of a trick: ``[seat, cards]`` (a list, as it is saved)."""


class GurkeBase(Position):
    """The match's fields (see FIELDS) and the seats; the rules are GurkePosition's (position.py)."""

    scores: list[int]
    pickles: list[int]
    pickle_line: list[int]
    out: list[bool]
    out_at: list[int | None]
    bought_back: list[bool]
    stakes: list[int]
    doubles: list[int]
    dealer: int
    deals: int
    hand_size: int
    decks: int
    last_value: int | None
    last_loser: int | None
    last_lowest: int | None
    hands: list[list[str]]
    stock: list[str]
    put_away: list[list[str]]
    shown: list[str]
    in_front: list[list[str]]
    laid: list[list[str]]
    phase: str
    queue: list[list[Any]]
    """The decisions still to ask before the tricks, in turn: ``[seat, ask]`` each."""
    exchange_n: int | None
    kontra: int | None
    chosen: list[str]
    turn: int | None
    leader: int | None
    trick: list[Play]
    tricks: list[list[Play]]
    sheet: list[dict[str, Any]]
    winners: list[int] | None

    def __init__(self, players: int, options: Options, data: dict[str, Any]) -> None:
        self.players = players
        self.options = options
        self.ranking = Ranking(options)
        self.rules = TrickRules.from_options(options)
        for name in FIELDS:
            setattr(self, name, data[name])

    def copy(self) -> Self:
        """Lists that are only ever appended to or replaced (tricks, plays, sheet rows, the queue's
        entries) are shared with the copy; everything changed in place is copied."""
        twin = object.__new__(type(self))
        twin.players, twin.options, twin.ranking, twin.rules = self.players, self.options, self.ranking, self.rules
        for name in FIELDS:
            value = getattr(self, name)
            if name in ("hands", "put_away", "in_front", "laid"):
                value = [list(cards) for cards in value]
            elif isinstance(value, list):
                value = list(value)
            setattr(twin, name, value)
        return twin

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS}

    # --- seats ----------------------------------------------------------------------------------
    def active(self) -> list[int]:
        return [p for p in range(self.players) if not self.out[p]]

    def after(self, seat: int) -> int:
        """The next player still in, clockwise (to the left)."""
        for step in range(1, self.players + 1):
            p = (seat + step) % self.players
            if not self.out[p]:
                return p
        return seat

    def order_from(self, first: int) -> list[int]:
        seats, p = [], first
        for _ in range(len(self.active())):
            seats.append(p)
            p = self.after(p)
        return seats

    @property
    def forehand(self) -> int:
        return self.after(self.dealer)

    def to_move(self) -> int | None:
        if self.winners is not None:
            return None
        if self.phase == "play":
            return self.turn
        return self.queue[0][0]

    def trick_player(self) -> int:
        """`turn` in the play phase, where it is always somebody's: the seat to play to the trick."""
        if self.turn is None:
            raise CorruptState("nobody is to play to the trick")
        return self.turn

    def last_trick_now(self) -> bool:
        """The last trick (one card each): where aces may count low. The mover's picks are still in the hand."""
        return len(self.hands[self.trick_player()]) == 1
