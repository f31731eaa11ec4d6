"""Reading a saved Keezen position strictly: every field is checked for its type and range, and
anything else is a corrupt state. How the fields fit together is `KeezenPosition.check`."""

from __future__ import annotations

from typing import Any

from ...core import fields
from ...core.errors import CorruptState
from .board import HOME, NEST, PAWNS, Board, Pawns
from .cards import DEAL_SIZES, ORDER


def read(data: Any, board: Board) -> dict[str, Any]:
    """The position's fields from its JSON, as keyword arguments of the position."""
    players = board.players
    data = fields.obj(data, "position")
    locs = fields.array(data, "pawns", players)
    valid = set(range(board.track)) | {NEST} | {HOME + h for h in range(PAWNS)}
    rows = []
    for row in locs:
        if not isinstance(row, list) or len(row) != PAWNS or any(type(v) is not int or v not in valid for v in row):
            raise CorruptState("a pawn stands where there is no square")
        rows.append(list(row))
    hands = [_cards(h, "hand") for h in fields.array(data, "hands", players)]
    stock = _cards(data.get("stock"), "stock")
    pile = []
    for raw in fields.array(data, "pile"):
        entry = fields.obj(raw, "pile entry")
        pile.append({"seat": fields.integer(entry, "seat", 0, players - 1),
                     "cards": _cards(entry.get("cards"), "pile"), "folded": fields.boolean(entry, "folded")})
    seven = data.get("seven")
    if seven is not None:
        seven = fields.obj(seven, "seven")
        before = fields.array(seven, "before", players)
        seven = {"left": fields.integer(seven, "left", 1, 6),
                 "used": [fields.int_list({"u": u}, "u", 0, max(players, PAWNS), 2) for u in fields.array(seven, "used")],
                 "before": [fields.int_list({"r": r}, "r", NEST, HOME + PAWNS, PAWNS) for r in before]}
    winners = data.get("winners")
    if winners is not None:
        winners = fields.int_list(data, "winners", 0, players - 1)
    folded = fields.array(data, "folded", players)
    if any(type(f) is not bool for f in folded):
        raise CorruptState("'folded' must be true or false for every player")
    places = [fields.int_list({"side": side}, "side", 0, players - 1) for side in fields.array(data, "places")]
    return {"pawns": Pawns(board, rows), "hands": hands, "stock": stock,
            "dealer": fields.integer(data, "dealer", 0, players - 1),
            "deal": fields.integer(data, "deal", 0, len(DEAL_SIZES) - 1),
            "turn": fields.optional_integer(data, "turn", 0, players - 1),
            "folded": list(folded), "pile": pile, "seven": seven, "winners": winners,
            "gone": _cards(data.get("gone"), "gone"), "places": places}


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or any(not isinstance(card, str) or card not in ORDER for card in value):
        raise CorruptState(f"{what} holds something that is not a card")
    return list(value)
