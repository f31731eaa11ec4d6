"""The checks on a loaded Stamp Swap position: every field of the right type, every item known and
in one place only, the album without overlaps, the contest cards on the board and your show tickets
on them, the phase fitting what lies on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.errors import CorruptState
from .album import check_placements
from .automa import BIG, SMALL
from .base import PHASES, StampSwapBase
from .data import CATEGORIES, INSTRUCTIONS, SHOW_CATEGORIES, CardData


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


def check_state(position: StampSwapBase) -> None:
    """Raise CorruptState if a loaded position breaks the game's invariants."""
    s, data = position.s, position.data
    for name, fits in _types(data).items():
        if not fits(s[name]):
            raise CorruptState(f"the field {name!r} does not hold what it should")
    if s["phase"] not in PHASES:
        raise CorruptState(f"unknown phase {s['phase']!r}")
    days = data.days
    if not 0 <= s["day"] <= days or (s["day"] == days) != (s["phase"] == "over") or len(s["pin_shows"]) != s["day"]:
        raise CorruptState("the day is out of range")
    for category, number in s["board"].items():
        if data.contests.get(number, {}).get("category") != category:
            raise CorruptState(f"the board's {category} contest is not a {category} card of this card data")
    if s["album"] not in data.albums:
        raise CorruptState("Pinzetta's album does not exist")
    _check_tickets(s, data)
    items = (s["supply"] + s["pin_haul"][BIG] + s["pin_haul"][SMALL] + s["your_haul"] + s["kept"]
             + ([s["reserved"]] if s["reserved"] else []) + [p[0] for p in s["placed"]] + s["to_place"]
             + s["forever"] + [f"a{n}" for n in s["cards"]] + s["pin_items"] + s["pin_today"]
             + [f"a{n}" for n in s["attendee_deck"]])
    if len(items) != len(set(items)):
        raise CorruptState("an item lies in two places at once")
    if any(not is_item(data, item) for item in items):
        raise CorruptState("an unknown item")
    forever = sum(1 for i in items if i[0] == "f")
    if forever + s["forever_left"] > data["forever_stamps"]:
        raise CorruptState("there are more forever stamps than the game has")
    problem = check_placements(s["placed"], data)
    if problem:
        raise CorruptState(problem)
    if (s["phase"] == "over") != (s["result"] is not None):
        raise CorruptState("only a finished game has a result")
    pin_haul = s["pin_haul"][BIG] + s["pin_haul"][SMALL]
    if s["given"] is not None and s["given"] not in pin_haul:
        raise CorruptState("the item you gave Pinzetta is not in her haul")
    if any(item not in pin_haul + s["your_haul"] + s["kept"] + s["pin_today"] + [s["reserved"]] for item in s["face_down"]):
        raise CorruptState("a face-down item lies outside the hauls")
    expected = {"generous": bool(s["your_haul"]) and bool(pin_haul), "reserve": s["reserved"] is None,
                "split": True, "choose": bool(pin_haul) or bool(s["kept"]) or s["reserved"] is not None,
                "place": bool(s["to_place"]),
                "contest": not s["to_place"] and len(s["tickets"]) < data["tickets"], "over": True}
    if not expected[s["phase"]]:
        raise CorruptState(f"the {s['phase']} phase does not fit the items on the table")


def _check_tickets(s: dict, data: CardData) -> None:
    """Your show tickets: at most the game's number, one per contest and per show, all from shows
    that are over (a ticket ends its show), and their points are your contest points."""
    tickets = s["tickets"]
    if len(tickets) > data["tickets"]:
        raise CorruptState("more show tickets on the board than you have")
    if len({t["category"] for t in tickets}) != len(tickets) or len({t["day"] for t in tickets}) != len(tickets):
        raise CorruptState("two show tickets on one contest or at one show")
    if any(not 0 <= t["day"] < s["day"] for t in tickets) or [t["day"] for t in tickets] != sorted(t["day"] for t in tickets):
        raise CorruptState("a show ticket from a show that has not happened")
    if any(t["points"] < 0 for t in tickets) or sum(t["points"] for t in tickets) != s["points"]["contests"]:
        raise CorruptState("the contest points do not match the show tickets")
