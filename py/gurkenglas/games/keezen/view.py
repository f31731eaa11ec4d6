"""What a seat sees of a Keezen table: the JSON the page draws and the bots decide from. A seat
sees its own hand only; the other hands are counts."""

from __future__ import annotations

from .base import HOUSE_RULES, KeezenBase
from .cards import card_notes, sort_hand


def view(position: KeezenBase, seat: int | None) -> dict:
    legal = position.legal_moves() if seat is not None and seat == position.turn else None
    return {
        "game": "keezen",
        "board": position.board.to_json(),
        "teams": bool(position.options.teams),
        "partners": [position.partner(p) for p in range(position.players)],
        "pawns": [list(row) for row in position.pawns.locs],
        "hand": None if seat is None else sort_hand(position.hands[seat]),
        # What each card in the hand does and, for the seat to move, why it has no move (cards.py).
        "card_notes": None if seat is None else card_notes(sort_hand(position.hands[seat]), legal, position.seven is not None),
        # For the seat to move, the pawn each of its capturing moves captures (the others capture none).
        "captures": [{"move": move, "owner": victim[0], "pawn": victim[1]}
                     for move in legal or () if (victim := position.captures(move)) is not None],
        "hand_counts": [len(h) for h in position.hands],
        "pile": [dict(p) for p in position.pile],
        "dealer": position.dealer,
        "deal": position.deal + 1,
        "stock_count": len(position.stock),
        "gone": sort_hand(position.gone),
        "folded": list(position.folded),
        "seven": None if position.seven is None else {"left": position.seven["left"], "used": position.seven["used"]},
        "acting": None if position.turn is None else position.actor(position.turn),
        "to_move": position.turn,
        "winners": position.winners,
        "places": [list(side) for side in position.places],
        "house_rules": {key: bool(position.options[key]) for key in HOUSE_RULES},
        "over": position.turn is None,
    }
