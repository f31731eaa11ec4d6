"""Why, in Stamp Swap: the rule each of your moves, each event and each decision follows (rule ids of
SPEC.rules, each a section of the rules text), and why a thing on the table has no legal move now.

A reason why not is judged from what you can see: a stamp of Pinzetta's that lies face down and
that you have not seen is not on the table for you (its id would name it), so it gets no reason,
just like a stamp still in the supply. Things are the table's ids (web/games/stamp_swap/table.js):
``stamp:<item>``, ``square:<x>:<y>``, ``contest:<category>``, ``pinzetta``, ``pinzetta:album``.
"""

from __future__ import annotations

from typing import Any

from .album import covered
from .automa import BIG, SMALL

# position.py's StampSwapPosition, which imports this module (so it is named here without an import).
StampSwapPosition = Any

MOVE_RULES = {
    "generous": ("generous", "haul"),
    "reserve": ("reserve", "pinzetta_values"),
    "split": ("greedy", "pinzetta_values"),
    "choose": ("choose", "pinzetta_values"),
    "place": ("place",),
    "discard": ("discard", "place"),
    "contest": ("show_ticket",),
}
"""The rules a move follows, by its kind, the main one first."""

EVENT_RULES = {"generous": "generous", "reserve": "reserve", "split": "greedy", "choose": "choose",
               "place": "place", "discard": "discard", "contest": "show_ticket", "game_over": "win"}
"""The rule of each event the game emits (one per move, named by its kind, and the game's end); the
event of Pinzetta's show, after the move that ended yours, follows `event_rule`."""

DECISION_RULES = {"generous": "generous", "reserve": "reserve", "split": "greedy", "choose": "choose",
                  "place": "place", "contest": "show_ticket"}
"""What each phase's decision is about: placing, even when the first stamp in line fits nowhere."""

REASONS = ("rare_reserve", "hers_for_now", "reserved", "kept", "pinzetta_today", "pinzetta_album",
           "put_away", "in_album", "beside_album", "discarded", "square_taken", "square_no_fit",
           "no_stamp_to_place", "finale_no_ticket", "ticket_there", "no_tickets", "contest_at_show",
           "automa")
"""Every reason `why_not` gives (SPEC.why_not_reasons)."""


def move_rules(position: StampSwapPosition, move: dict) -> tuple[str, ...]:
    return MOVE_RULES[move["kind"]]


def event_rule(position: StampSwapPosition, event: dict) -> str | None:
    if event["type"] == "pinzetta_show":  # she files her day's items, or in the introductory mode puts them away
        return "intro" if position.intro else "pinzetta_files"
    return EVENT_RULES.get(event["type"])


def decision_rule(position: StampSwapPosition) -> str | None:
    return DECISION_RULES.get(position.phase)


def why_not(position: StampSwapPosition, seat: int, thing: str) -> dict | None:
    kind, _, rest = thing.partition(":")
    if kind == "stamp":
        return _item(position, rest)
    if kind == "square":
        return _square(position, rest)
    if kind == "contest":
        return _contest(position, rest)
    if kind == "pinzetta":
        return _reason("automa", "pinzetta_files" if rest == "album" else "automa")
    return None  # a page of the board box, or nothing the game knows


def _reason(reason: str, rule: str, **args: Any) -> dict:
    return {"key": f"stamp_swap.why_not.{reason}", "args": args, "rule": rule}


# --- a stamp, an attendee card or a forever stamp --------------------------------------------------
def involved(position: StampSwapPosition) -> set[str]:
    """The items some legal move gives, takes, reserves, offers, picks or places (the things the
    table marks for a move)."""
    items: set[str] = set()
    for move in position.legal_moves():
        if "item" in move:
            items.add(move["item"])
        if move["kind"] == "generous":
            items.add(move["give"])
            offer, index = (BIG, move["take"][3:]) if move["take"].startswith(BIG) else (SMALL, move["take"][5:])
            items.add(position.pin_haul[offer][int(index)])
        items.update(move.get("big", ()))
        if move["kind"] == "choose":
            items.update(position.pin_haul[move["offer"]])
    return items


def _item(position: StampSwapPosition, item: str) -> dict | None:
    if item in position.hidden_items() or item in involved(position):
        return None
    if item in position.your_haul and position.phase == "reserve":
        return _reason("rare_reserve", "reserve")  # the only items of your haul one cannot reserve
    if item in position.pin_haul[BIG] + position.pin_haul[SMALL]:
        return _reason("hers_for_now", "choose")
    if item == position.reserved:
        return _reason("reserved", "reserve")
    if item in position.kept:
        return _reason("kept", "greedy")
    if item in position.pin_today:
        return _reason("pinzetta_today", "intro" if position.intro else "pinzetta_files")
    if item in position.pin_items:
        return _reason("pinzetta_album", "pinzetta_files")
    for placed, x, y in position.placed:
        if placed == item:
            return _reason("in_album", "place", column=x + 1, row=y + 1)
    if item in position.forever or (item[0] == "a" and item[1:].isdigit() and int(item[1:]) in position.cards):
        return _reason("beside_album", "place")
    return _from_the_log(position, item)


def _from_the_log(position: StampSwapPosition, item: str) -> dict | None:
    """An item no longer on the table: a stamp you discarded, or one of Pinzetta's items of a day of
    the introductory mode, put away."""
    for entry in reversed(position.log):
        if entry["key"] == "discard" and entry.get("item") == item:
            return _reason("discarded", "discard", points=entry["points"])
        if entry["key"] == "intro_discard" and item in entry.get("items", ()):
            return _reason("put_away", "intro")
    return None


# --- a square of your album ------------------------------------------------------------------------
def _square(position: StampSwapPosition, rest: str) -> dict | None:
    x_text, _, y_text = rest.partition(":")
    if not (x_text.isdigit() and y_text.isdigit()):
        return None
    x, y = int(x_text), int(y_text)
    if not (x < position.data.grid and y < position.data.grid):
        return None
    if position.phase != "place":
        return _reason("no_stamp_to_place", "place")
    if any(m["kind"] == "place" and (m["x"], m["y"]) == (x, y) for m in position.legal_moves()):
        return None
    if (x, y) in covered(position.placed, position.data):
        return _reason("square_taken", "place", column=x + 1, row=y + 1)
    return _reason("square_no_fit", "place", column=x + 1, row=y + 1)


# --- a contest card on the board -------------------------------------------------------------------
def _contest(position: StampSwapPosition, category: str) -> dict | None:
    if category not in position.board:
        return None
    if category == "finale":
        return _reason("finale_no_ticket", "finale")
    ticket = next((t for t in position.tickets if t["category"] == category), None)
    if ticket is not None:
        return _reason("ticket_there", "show_ticket", points=ticket["points"])
    if position.phase == "contest":
        return None  # an open contest: the ticket may go here
    if position.tickets_left() <= 0:
        return _reason("no_tickets", "show_ticket")
    return _reason("contest_at_show", "show_ticket")
