"""What the player sees of a Stamp Swap position, and the checks on a loaded one.

Pinzetta's face-down stamps show their size only, and no id, until the swap ends: an id would name
the stamp in the public card data. The log keeps every automa step; its items are described the
same way when the view is made, so an old entry never gives away a stamp that is still face down.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import CorruptState
from . import automa, scoring
from .album import check_placements
from .data import builtin

BIG, SMALL = automa.BIG, automa.SMALL
ITEM_KEYS = ("item", "give", "got", "items", "big", "small", "revealed", "out", "in")


def describe(position, item: str) -> dict:
    """An item as the page draws it."""
    data = position.data
    s = position.s
    if item[0] == "f":
        return {"id": item, "type": "forever"}
    if item[0] == "a":
        return {"id": item, "type": "attendee", **data.attendees[int(item[1:])]}
    tile = data.tiles[item]
    width, height = data.shape(tile["size"])
    shape = {"type": "stamp", "size": tile["size"], "w": width, "h": height, "double": tile["size"] in data["double_sizes"]}
    if item in position.hidden_items():
        return {"id": None, "hidden": True, **shape}
    return {"id": item, **shape, "colour": tile["colour"], "theme": tile["theme"], "value": tile["value"],
            "kind": tile["kind"], "face_down": item in s["face_down"]}


def _described(position, value: Any) -> Any:
    if isinstance(value, str) and value[:1] in ("t", "a", "f") and value[1:].isdigit():
        return describe(position, value)
    if isinstance(value, list):
        return [_described(position, v) for v in value]
    return value


def _log(position) -> list[dict]:
    out = []
    for entry in position.s["log"]:
        shown = dict(entry)
        for key in ITEM_KEYS:
            if key in shown:
                shown[key] = _described(position, shown[key])
        if shown.get("swap"):
            shown["swap"] = {k: _described(position, v) if k in ("out", "in") else v for k, v in shown["swap"].items()}
        out.append(shown)
    return out


def view(position, seat: int | None) -> dict:
    s, data = position.s, position.data
    sought = position.sought()
    haul_markers = position.markers(s["your_haul"])
    pin_items = s["pin_haul"][BIG] + s["pin_haul"][SMALL]
    pin_markers = position.markers(pin_items)
    album = data.albums[s["album"]]
    pin_counts = automa.album_field_counts(s["pin_items"], data, album["fields"])

    def with_markers(items: list[str], markers: dict, prefix: str = "") -> list[dict]:
        return [{**describe(position, item), "markers": markers[item],
                 **({"place": f"{prefix}{k}"} if prefix else {})} for k, item in enumerate(items)]

    live = scoring.album_value(s["placed"], s["cards"], data) + sum(s["points"].values())
    return {
        "game": "stamp_swap",
        "seat": seat,
        "phase": s["phase"],
        "over": s["phase"] == "over",
        "to_move": position.to_move(),
        "day": s["day"],
        "days": len(s["contests"]),
        "intro": position.intro,
        "level": position.level,
        "data": {"name": data["name"], "builtin": data.raw is builtin().raw},
        "contests": [data.contests[n] for n in s["contests"]],
        "final_contest": data.contests[s["final_contest"]],
        "contest_now": position.contest_now() if s["phase"] != "over" else None,
        "contest_points": (scoring.contest_points(data.contests[position.contest_now()], s["placed"], data)
                           if s["phase"] != "over" else None),
        "tickets": s["tickets"],
        "grid": data.grid,
        "placed": [{**describe(position, item), "x": x, "y": y} for item, x, y in s["placed"]],
        "to_place": [describe(position, item) for item in s["to_place"]],
        "forever": [describe(position, item) for item in s["forever"]],
        "cards": [data.attendees[n] for n in s["cards"]],
        "instruction": s["instruction"],
        "haul": with_markers(s["your_haul"], haul_markers),
        "reserved": describe(position, s["reserved"]) if s["reserved"] else None,
        "kept": [describe(position, item) for item in s["kept"]],
        "pin_haul": {offer: with_markers(s["pin_haul"][offer], pin_markers, offer) for offer in (BIG, SMALL)},
        "pin_values": {BIG: automa.offer_markers(s["pin_haul"][BIG], True, pin_markers),
                       SMALL: automa.offer_markers(s["pin_haul"][SMALL], False, pin_markers)},
        "pinzetta": {
            "album": s["album"], "fields": album["fields"], "sought": sought, "counts": pin_counts,
            "items": [describe(position, item) for item in s["pin_items"]],
            "shows": list(s["pin_shows"]), "score": sum(s["pin_shows"]),
        },
        "score": {"you": live, "parts": dict(s["points"]), "pinzetta": sum(s["pin_shows"])},
        "decision_cards": [card["crossed_out"] for card in data["decision_cards"]],
        "log": _log(position),
        "result": s["result"],
    }


def check_state(position) -> None:
    """Raise CorruptState if a loaded position breaks the game's invariants."""
    s, data = position.s, position.data
    from .position import PHASES
    if s["phase"] not in PHASES:
        raise CorruptState(f"unknown phase {s['phase']!r}")
    days = len(s["contests"])
    if type(s["day"]) is not int or not 0 <= s["day"] <= days:
        raise CorruptState("the day is out of range")
    if any(n not in data.contests for n in s["contests"] + [s["final_contest"]]) or s["album"] not in data.albums:
        raise CorruptState("a contest card or the album does not exist")
    items = (s["supply"] + s["pin_haul"][BIG] + s["pin_haul"][SMALL] + s["your_haul"] + s["kept"]
             + ([s["reserved"]] if s["reserved"] else []) + [p[0] for p in s["placed"]] + s["to_place"]
             + s["forever"] + [f"a{n}" for n in s["cards"]] + s["pin_items"] + s["pin_today"]
             + [f"a{n}" for n in s["attendee_deck"]])
    if len(items) != len(set(items)):
        raise CorruptState("an item lies in two places at once")
    for item in items:
        if not isinstance(item, str) or not (item in data.tiles or item[:1] == "f" and item[1:].isdigit()
                                             and 1 <= int(item[1:]) <= data["forever_stamps"]
                                             or item[:1] == "a" and item[1:].isdigit() and int(item[1:]) in data.attendees):
            raise CorruptState(f"unknown item {item!r}")
    forever = sum(1 for i in items if i[0] == "f")
    if type(s["forever_left"]) is not int or forever + s["forever_left"] > data["forever_stamps"]:
        raise CorruptState("there are more forever stamps than the game has")
    for placement in s["placed"]:
        if not (isinstance(placement, list) and len(placement) == 3 and placement[0] in data.tiles
                and all(type(v) is int for v in placement[1:])):
            raise CorruptState("a placement must be [tile, x, y]")
    problem = check_placements(s["placed"], data)
    if problem:
        raise CorruptState(problem)
    if type(s["tickets"]) is not int or not 0 <= s["tickets"] <= data["tickets"]:
        raise CorruptState("the number of show tickets is out of range")
    if (s["phase"] == "over") != (s["result"] is not None):
        raise CorruptState("only a finished game has a result")
    pin_haul = s["pin_haul"][BIG] + s["pin_haul"][SMALL]
    if s["given"] is not None and s["given"] not in pin_haul:
        raise CorruptState("the item you gave Pinzetta is not in her haul")
    if any(item not in pin_haul + s["your_haul"] + s["kept"] + s["pin_today"] + [s["reserved"]] for item in s["face_down"]):
        raise CorruptState("a face-down item lies outside the hauls")
    expected = {"generous": bool(s["your_haul"]) and bool(pin_haul), "reserve": s["reserved"] is None,
                "split": True, "choose": bool(pin_haul) or bool(s["kept"]) or s["reserved"] is not None,
                "place": bool(s["to_place"]), "contest": s["tickets"] > 0 and not s["to_place"], "over": True}
    if not expected[s["phase"]]:
        raise CorruptState(f"the {s['phase']} phase does not fit the items on the table")
