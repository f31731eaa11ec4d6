"""What the player sees of a Stamp Swap position. The checks on a loaded one are in position.py
(`_check`, run by `StampSwapPosition.check`) and base.py (the saved fields).

Pinzetta's face-down stamps show their size only, and no id, until the swap ends: an id would name
the stamp in the public card data. The log keeps every automa step; its items are described the
same way when the view is made, so an old entry never gives away a stamp that is still face down.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from . import automa, scoring
from .automa import BIG, SMALL
from .base import StampSwapBase, is_item
from .data import CATEGORIES, builtin

ITEM_KEYS = ("item", "give", "got", "items", "big", "small", "revealed", "out", "in")


def describe(position: StampSwapBase, item: str, hidden: Collection[str] | None = None) -> dict:
    """An item as the page draws it; `hidden` lists the stamps drawn face down (by default those the
    player has not seen)."""
    data = position.data
    if item[0] == "f":
        return {"id": item, "type": "forever"}
    if item[0] == "a":
        return {"id": item, "type": "attendee", **data.attendees[int(item[1:])]}
    tile = data.tiles[item]
    width, height = data.shape(tile["size"])
    shape = {"type": "stamp", "size": tile["size"], "w": width, "h": height, "double": tile["double"],
             "stamps": tile["stamps"], "stamp_size": tile["stamp_size"]}
    if item in (position.hidden_items() if hidden is None else hidden):
        return {"id": None, "hidden": True, **shape}
    return {"id": item, **shape, "colour": tile["colour"], "theme": tile["theme"], "value": tile["value"],
            "kind": tile["kind"], "face_down": item in position.face_down}


def _described(position: StampSwapBase, value: Any, hidden: Collection[str]) -> Any:
    if isinstance(value, str) and is_item(position.data, value):
        return describe(position, value, hidden)
    if isinstance(value, list):
        return [_described(position, v, hidden) for v in value]
    return value


def _log(position: StampSwapBase, hidden: Collection[str]) -> list[dict]:
    out = []
    for entry in position.log:
        shown = dict(entry)
        for key in ITEM_KEYS:
            if key in shown:
                shown[key] = _described(position, shown[key], hidden)
        if isinstance(shown.get("swap"), dict):
            shown["swap"] = {k: _described(position, v, hidden) if k in ("out", "in") else v for k, v in shown["swap"].items()}
        out.append(shown)
    return out


def _board(position: StampSwapBase) -> list[dict]:
    """The five contest cards on the board: the card, whether your ticket lies on it (``ticket``: the
    day it was put there and what it scored, else None), and what it would score for your album as
    it lies now (``now``); the finale (``finale``: true) is scored at the final show, ticket or not.
    Once the game is over, the finale's ``scored`` is what it gave you."""
    data = position.data
    tickets = {t["category"]: t for t in position.tickets}
    board = []
    for category in CATEGORIES:
        number = position.board[category]
        ticket = tickets.get(category)
        finale = category == "finale"
        board.append({
            "category": category, "card": data.contests[number], "finale": finale,
            "ticket": {"day": ticket["day"], "points": ticket["points"]} if ticket else None,
            "now": position.contest_score(number),
            "scored": ticket["points"] if ticket else (position.result["you"]["finale"]
                                                       if finale and position.result is not None else None),
        })
    return board


def _split_values(haul: list[str], big: list[str], markers: dict[str, int]) -> dict[str, int]:
    return {BIG: automa.offer_markers(big, True, markers),
            SMALL: automa.offer_markers([i for i in haul if i not in big], False, markers)}


def view(position: StampSwapBase, seat: int | None, reveal: bool = False) -> dict:
    """What the player sees; with `reveal` (a finished game's replay) her face-down stamps too."""
    data = position.data
    hidden = set() if reveal else set(position.hidden_items())

    def show(item: str) -> dict:
        return describe(position, item, hidden)

    sought = position.sought()
    haul_markers = position.markers(position.your_haul)
    pin_items = position.pin_haul[BIG] + position.pin_haul[SMALL]
    pin_markers = position.markers(pin_items)
    layout = data.fields(position.album)
    pin_counts = automa.album_field_counts(position.pin_items, data, layout)

    def with_markers(items: list[str], markers: dict, prefix: str = "") -> list[dict]:
        return [{**show(item), "markers": markers[item],
                 **({"place": f"{prefix}{k}"} if prefix else {})} for k, item in enumerate(items)]

    live = scoring.album_value(position.placed, position.cards, data) + sum(position.points.values())
    return {
        "game": "stamp_swap",
        "seat": seat,
        "phase": position.phase,
        "over": position.phase == "over",
        "to_move": position.to_move(),
        "day": position.day,
        "days": data.days,
        "intro": position.intro,
        "level": position.level,
        "data": {"name": data.raw.get("name", ""), "builtin": data.raw is builtin().raw},
        # The contest cards on the board, one per category in CATEGORIES order, with your tickets.
        "board": _board(position),
        "contests": [data.contests[position.board[c]] for c in CATEGORIES[:-1]],
        "final_contest": data.contests[position.board["finale"]],
        "tickets": position.tickets_left(),
        "tickets_total": data["tickets"],
        "grid": data.grid,
        "placed": [{**show(item), "x": x, "y": y} for item, x, y in position.placed],
        "to_place": [show(item) for item in position.to_place],
        "forever": [show(item) for item in position.forever],
        "cards": [data.attendees[n] for n in position.cards],
        "instruction": position.instruction,
        "haul": with_markers(position.your_haul, haul_markers),
        "reserved": show(position.reserved) if position.reserved else None,
        "kept": [show(item) for item in position.kept],
        "pin_haul": {offer: with_markers(position.pin_haul[offer], pin_markers, offer) for offer in (BIG, SMALL)},
        # While you split: Pinzetta's value of both offers for every split you may make.
        "split_values": [{"big": move["big"], "values": _split_values(position.your_haul, move["big"], haul_markers)}
                         for move in position.legal_moves() if move["kind"] == "split"],
        "pin_values": {BIG: automa.offer_markers(position.pin_haul[BIG], True, pin_markers),
                       SMALL: automa.offer_markers(position.pin_haul[SMALL], False, pin_markers)},
        "pinzetta": {
            "album": position.album, "sought": sought, "counts": pin_counts,
            # Her album's fields in the decision cards' order: what each holds and how many items lie on it.
            "layout": [{**field, "count": n} for field, n in zip(layout, pin_counts)],
            # Earlier form of the same, kept for the page: each field's sizes (empty for other fields).
            "fields": [field.get("sizes", []) for field in layout],
            "items": [show(item) for item in position.pin_items],
            "shows": list(position.pin_shows), "score": sum(position.pin_shows),
        },
        "score": {"you": live, "parts": dict(position.points), "pinzetta": sum(position.pin_shows)},
        "decision_cards": [card["crossed_out"] for card in data["decision_cards"]],
        "log": _log(position, hidden),
        "result": position.result,
    }
