"""What a seat sees of the Goose: everything (there is nothing hidden), in the shape the page draws."""

from __future__ import annotations

from .base import GooseBase


def view(position: GooseBase, seat: int | None) -> dict:
    return {
        "game": "goose",
        "board": position.board.to_json(),
        "pawns": [{"seat": s, "square": p.square, "status": p.status, "place": p.place,
                   "first_throw_done": p.thrown} for s, p in enumerate(position.pawns)],
        "to_move": position.turn,
        "round": position.round,
        "last_roll": position.last_roll,
        "over": position.turn is None,
    }
