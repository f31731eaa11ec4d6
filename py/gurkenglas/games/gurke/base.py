"""A Gurke match as a record: its fields, written, copied and read back strictly, and what follows
from the fields alone (the seats still in, whose turn it is). The rules and their invariants
(position.py) build on this class; the views, the score and the deals (view.py, scoring.py, hands.py)
read and write a match through it, so every module of the game imports this one and none of them
needs the rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Self

from ...core import fields
from ...core.errors import CorruptState
from ...core.record import Reader, Record
from ...core.spec import Options
from .cards import Ranking, one_deck
from .tricks import TrickRules
from .variants import MAX_DEALS

FIELDS = ("scores", "pickles", "pickle_line", "out", "out_at", "bought_back", "stakes", "doubles", "dealer",
          "deals", "hand_size", "decks", "last_value", "last_loser", "last_lowest", "hands", "stock", "put_away",
          "shown", "in_front", "laid", "phase", "queue", "exchange_n", "kontra", "chosen", "turn", "leader",
          "trick", "tricks", "sheet", "winners")
"""`in_front`: per seat, the cards lying face up in front of that player (the cards-in-front switch),
out of the pack until they go back. `laid`: those of them laid at the end of the deal just finished,
which also still lie on the table until the next deal clears it."""
PHASES = ("buy_back", "rassi", "kontra", "exchange", "play", "over")
ASKS = ("buy_back", "free", "double", "kontra", "exchange")

Play = list[Any]
"""One play of a trick: ``[seat, cards]`` (a list, as it is saved)."""


class GurkeBase(Record):
    """The match's fields (see FIELDS) and the seats; the rules are GurkePosition's (position.py)."""

    FIELDS = FIELDS
    SHARED = ("players", "options", "ranking", "rules")

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
        self.set_fields(data)

    def copy_field(self, name: str, value: Any) -> Any:
        """Lists that are only ever appended to or replaced (tricks, plays, sheet rows, the queue's
        entries) are shared with the copy; everything changed in place is copied."""
        if name in ("hands", "put_away", "in_front", "laid"):
            return [list(cards) for cards in value]
        return super().copy_field(name, value)

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> Self:
        """A saved match, every field read strictly (how they fit is `check`, position.py)."""
        return cls(players, options, cls.read_fields(data, _readers(players, options)))

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


# --- reading a save ------------------------------------------------------------------------------------
def _readers(n: int, options: Options) -> dict[str, Reader]:
    """How each field of a saved match with `n` players is read."""
    deck = set(one_deck(options))

    def cards(value: Any, what: str) -> list[str]:
        if not isinstance(value, list) or any(not isinstance(c, str) or c not in deck for c in value):
            raise CorruptState(f"{what} holds something that is not a card of this deck")
        return list(value)

    def per_seat(key: str, check: Callable[[Any, str], Any]) -> Reader:
        return lambda data, _: [check(v, key) for v in fields.array(data, key, n)]

    def seat_or_none(key: str) -> Reader:
        return lambda data, _: fields.optional_integer(data, key, 0, n - 1)

    def plays(trick: Any) -> list:
        if not isinstance(trick, list) or len(trick) > n:
            raise CorruptState("a trick is malformed")
        result = []
        for play in trick:
            if not isinstance(play, list) or len(play) != 2:
                raise CorruptState("a play is malformed")
            result.append([_count(play[0], "trick seat", 0, n - 1), cards(play[1], "a trick")])
        return result

    def queue(data: Mapping[str, Any], _: dict) -> list:
        items = []
        for item in fields.array(data, "queue"):
            if not isinstance(item, list) or len(item) != 2 or item[1] not in ASKS:
                raise CorruptState("the queue is malformed")
            items.append([_count(item[0], "queue", 0, n - 1), item[1]])
        return items

    def sheet(data: Mapping[str, Any], _: dict) -> list:
        rows = fields.array(data, "sheet")
        if any(not isinstance(row, dict) for row in rows):
            raise CorruptState("the score sheet is malformed")
        return [dict(r) for r in rows]

    def phase(data: Mapping[str, Any], _: dict) -> str:
        if data.get("phase") not in PHASES:
            raise CorruptState("unknown phase")
        return data["phase"]

    return {
        "scores": per_seat("scores", _count), "pickles": per_seat("pickles", lambda v, k: _count(v, k, 0, 1)),
        "pickle_line": per_seat("pickle_line", _count), "out": per_seat("out", _flag),
        "out_at": lambda d, _: [None if v is None else _count(v, "out_at") for v in fields.array(d, "out_at", n)],
        "bought_back": per_seat("bought_back", _flag), "stakes": per_seat("stakes", lambda v, k: _count(v, k, 1, 2)),
        "doubles": per_seat("doubles", lambda v, k: _count(v, k, 0, 2)),
        "dealer": lambda d, _: fields.integer(d, "dealer", 0, n - 1),
        "deals": lambda d, _: fields.integer(d, "deals", 1, MAX_DEALS),
        "hand_size": lambda d, _: fields.integer(d, "hand_size", 1, 54),
        "decks": lambda d, _: fields.integer(d, "decks", 1, 2),
        "last_value": lambda d, _: fields.optional_integer(d, "last_value", 1, 21),
        "last_loser": seat_or_none("last_loser"), "last_lowest": seat_or_none("last_lowest"),
        "hands": per_seat("hands", cards), "stock": lambda d, _: cards(d.get("stock"), "the stock"),
        "put_away": per_seat("put_away", cards), "shown": lambda d, _: cards(d.get("shown"), "the shown cards"),
        "in_front": per_seat("in_front", cards), "laid": per_seat("laid", cards),
        "phase": phase, "queue": queue,
        "exchange_n": lambda d, _: fields.optional_integer(d, "exchange_n", 0, 54), "kontra": seat_or_none("kontra"),
        "chosen": lambda d, _: cards(d.get("chosen"), "the picked cards"), "turn": seat_or_none("turn"),
        "leader": seat_or_none("leader"), "trick": lambda d, _: plays(d.get("trick")),
        "tricks": lambda d, _: [plays(t) for t in fields.array(d, "tricks")], "sheet": sheet,
        "winners": lambda d, _: None if d.get("winners") is None else fields.int_list(d, "winners", 0, n - 1),
    }


def _count(v: Any, key: str, lo: int = 0, hi: int = 100_000) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise CorruptState(f"'{key}' holds {v!r}")
    return v


def _flag(v: Any, key: str) -> bool:
    if type(v) is not bool:
        raise CorruptState(f"'{key}' must be true or false")
    return v
