"""A Stamp Swap position as a record: its fields, written, copied and read back strictly (every
field of the right type), and the small questions every part of the game asks of it (which stamps
are rare or face down, what a contest scores now, which specialists you hold). The phases
(collect.py, swap.py, show.py) and the rules with their invariants (position.py) build on this
class; the view (view.py) reads a position through it, so it does not need the rules."""

from __future__ import annotations

import copy
from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, Self

from ...core.errors import CorruptState
from ...core.record import Reader, Record
from ...core.rng import Rng
from ...core.spec import Options
from . import automa, scoring
from .automa import BIG, SMALL
from .data import CATEGORIES, INSTRUCTIONS, SHOW_CATEGORIES, CardData, card_data

PHASES = ("generous", "reserve", "split", "choose", "place", "contest", "over")
FIELDS = ("day", "phase", "album", "board", "tickets", "supply", "forever_left", "attendee_deck",
          "event_deck", "scoring_deck", "decision_deck", "pin_haul", "your_haul", "face_down", "reserved",
          "instruction", "placed", "to_place", "forever", "cards", "points", "pin_items",
          "pin_today", "pin_shows", "kept", "given", "log", "result")
"""`board`: the contest card of each category; `tickets`: your show tickets on the board, in the order
they were put there, each ``{"category", "day", "points"}``."""


class StampSwapBase(Record):
    """The fields (see FIELDS), the card data and the level."""

    FIELDS = FIELDS
    SHARED = ("data", "level", "intro")

    day: int
    phase: str
    album: int
    board: dict[str, int]
    tickets: list[dict[str, Any]]
    supply: list[str]
    forever_left: int
    attendee_deck: list[int]
    event_deck: list[int]
    scoring_deck: list[int]
    decision_deck: list[int]
    pin_haul: dict[str, list[str]]
    your_haul: list[str]
    face_down: list[str]
    reserved: str | None
    instruction: str
    placed: list[list[Any]]
    """Your album: ``[item, x, y]`` each."""
    to_place: list[str]
    forever: list[str]
    cards: list[int]
    points: dict[str, int]
    pin_items: list[str]
    pin_today: list[str]
    pin_shows: list[int]
    kept: list[str]
    given: str | None
    log: list[dict[str, Any]]
    result: dict[str, Any] | None

    def __init__(self, options: Options, values: dict[str, Any]) -> None:
        self.data: CardData = card_data(options.card_data)
        self.level: int = options.difficulty
        self.intro = bool(options.intro)
        self.set_fields(values)

    def copy_field(self, name: str, value: Any) -> Any:
        return copy.deepcopy(value)  # a short game: every field copied in full, the simplest to trust

    def write_field(self, name: str, value: Any) -> Any:
        return copy.deepcopy(value)

    @classmethod
    def from_json(cls, raw: Any, options: Options) -> Self:
        """A saved position, every field of the right type; how they fit is `check`."""
        if isinstance(raw, dict) and {"contests", "final_contest"} <= set(raw):
            raise CorruptState("this Stamp Swap game was saved with the rules of engine version 1 (one contest a "
                               "day, enter or skip) and cannot go on with the contest cards on the board")
        if not isinstance(raw, dict) or set(raw) != set(FIELDS):
            raise CorruptState("a Stamp Swap position needs exactly its fields")
        readers = {name: _typed(name, fits) for name, fits in _types(card_data(options.card_data)).items()}
        return cls(options, copy.deepcopy(cls.read_fields(raw, readers)))

    def to_move(self) -> int | None:
        return None if self.phase == "over" else 0

    # --- the phases call each other (collect.py, show.py) -------------------------------------------
    @abstractmethod
    def _start_day(self, rng: Rng) -> None:
        """A new day: the collect phase (CollectPhase)."""

    @abstractmethod
    def _show_or_contest(self, rng: Rng) -> None:
        """After the swap and after each stamp placed (ShowPhase)."""

    # --- small helpers -------------------------------------------------------------------------------
    def is_rare(self, item: str) -> bool:
        return item[0] == "t" and self.data.tiles[item]["kind"] == "rare"

    def hidden_items(self) -> list[str]:
        """Pinzetta's face-down stamps you have not seen (the one you gave her you have)."""
        return [i for o in (BIG, SMALL) for i in self.pin_haul[o] if i in self.face_down and i != self.given]

    def sought(self) -> list[str]:
        return self.data.sought(self.album)

    def markers(self, items: list[str]) -> dict[str, int]:
        face_down = set(self.face_down)
        return {item: automa.item_markers(item, self.data, self.sought(), item in face_down) for item in items}

    def tickets_left(self) -> int:
        return self.data["tickets"] - len(self.tickets)

    def open_contests(self) -> list[str]:
        """The contests on the board a show ticket may still go on, in the order of the categories."""
        taken = {ticket["category"] for ticket in self.tickets}
        return [category for category in SHOW_CATEGORIES if category not in taken]

    def contest_score(self, number: int) -> int:
        """What a contest card scores for your album as it lies now."""
        return scoring.contest_points(self.data.contests[number], self.placed, self.data)

    def holds(self, effect: str) -> bool:
        """A specialist works as soon as you have it: on your album's side, in your haul or an offer."""
        held = list(self.cards) + [int(i[1:]) for i in self.your_haul if i[0] == "a"]
        if self.reserved and self.reserved[0] == "a":
            held.append(int(self.reserved[1:]))
        return any(self.data.attendees[n]["effect"] == effect and self.data.attendees[n]["role"] == "specialist"
                   for n in held)

    def _note(self, key: str, **args: Any) -> None:
        self.log.append({"key": key, "day": self.day, **args})


# --- reading a save --------------------------------------------------------------------------------
def _typed(name: str, fits: Callable[[Any], bool]) -> Reader:
    def read(data: Mapping[str, Any], earlier: dict[str, Any]) -> Any:
        if not fits(data[name]):
            raise CorruptState(f"the field {name!r} does not hold what it should")
        return data[name]
    return read


def is_item(data: CardData, value: Any) -> bool:
    """A tile id, an attendee card (``a7``) or a forever stamp (``f3``) of this card data."""
    if not isinstance(value, str) or len(value) < 2 or not value[1:].isdigit():
        return False
    if value[0] == "t":
        return value in data.tiles
    if value[0] == "a":
        return int(value[1:]) in data.attendees
    return value[0] == "f" and 1 <= int(value[1:]) <= data["forever_stamps"]


def _ints(value: Any) -> bool:
    return isinstance(value, list) and all(type(v) is int for v in value)


def _items(data: CardData) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, list) and all(is_item(data, v) for v in value)


def _placement(data: CardData, value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 3 and isinstance(value[0], str) and value[0] in data.tiles
            and all(type(v) is int for v in value[1:]))


def _ticket(value: Any) -> bool:
    return (isinstance(value, dict) and set(value) == {"category", "day", "points"}
            and value["category"] in SHOW_CATEGORIES and type(value["day"]) is int and type(value["points"]) is int)


def _result(value: Any) -> bool:
    if value is None:
        return True
    return (isinstance(value, dict) and all(isinstance(value.get(k), dict) and type(value[k].get("total")) is int
                                            for k in ("you", "pinzetta")))


def _types(data: CardData) -> dict:
    items = _items(data)
    return {
        "day": lambda v: type(v) is int, "phase": lambda v: isinstance(v, str), "album": lambda v: type(v) is int,
        "board": lambda v: isinstance(v, dict) and set(v) == set(CATEGORIES) and _ints(list(v.values())),
        "tickets": lambda v: isinstance(v, list) and all(_ticket(t) for t in v), "supply": items,
        "forever_left": lambda v: type(v) is int and v >= 0, "attendee_deck": _ints,
        "event_deck": lambda v: _ints(v) and all(0 <= n < len(data["events"]) for n in v),
        "scoring_deck": lambda v: _ints(v) and all(0 <= n < len(data["scoring_cards"]) for n in v),
        "decision_deck": lambda v: _ints(v) and all(0 <= n < len(data["decision_cards"]) for n in v),
        "pin_haul": lambda v: isinstance(v, dict) and set(v) == {BIG, SMALL} and items(v[BIG]) and items(v[SMALL]),
        "your_haul": items, "face_down": items, "reserved": lambda v: v is None or is_item(data, v),
        "instruction": lambda v: v in INSTRUCTIONS, "placed": lambda v: isinstance(v, list) and all(_placement(data, p) for p in v),
        "to_place": lambda v: items(v) and all(i[0] == "t" for i in v),
        "forever": lambda v: items(v) and all(i[0] == "f" for i in v),
        "cards": lambda v: _ints(v) and all(n in data.attendees for n in v),
        "points": lambda v: isinstance(v, dict) and set(v) == {"discarded", "contests", "exhibitors"} and _ints(list(v.values())),
        "pin_items": items, "pin_today": items, "pin_shows": _ints, "kept": items,
        "given": lambda v: v is None or is_item(data, v),
        "log": lambda v: isinstance(v, list) and all(isinstance(e, dict) and isinstance(e.get("key"), str) for e in v),
        "result": _result,
    }
