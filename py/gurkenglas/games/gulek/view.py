"""What a seat sees of a Gulek game: everything (there is nothing hidden), in the shape the page
draws, with the suggested order of a sowing's drops and what each legal sowing would do."""

from __future__ import annotations

from .base import QUIET_ROUNDS, GulekBase
from .order import suggested_order
from .solitaire import ring_path


def view(position: GulekBase, seat: int | None, sowings: list[dict]) -> dict:
    me = position.to_move()  # None once the game is over
    ordering = position.phase == "order" and not position.over
    return {
        "game": "gulek",
        "players": position.n,
        "phase": "over" if position.over else position.phase,
        "to_move": position.to_move(),
        "pits": [list(p) for p in position.pits],
        "ring": list(position.ring),
        "centre": list(position.centre),
        "supply": list(position.supply),
        "balls": [position.balls_left(s) for s in range(position.n)],
        "hand": list(position.hand) if ordering else None,
        # The sowing on its way: the pits its balls still in hand go into, the next one first.
        "sowing": {"pit": position.origin, "dir": position.dir, "at": position.at, "left": sum(position.hand),
                   "path": ring_path(position.at, position.dir, sum(position.hand))} if ordering else None,
        "suggested": suggested_order(position.pits, position.hand, position.at, position.dir, me)
                     if position.phase == "order" and me is not None else None,
        "parkable": position.parkable(me) if position.phase == "park" and me is not None else [],
        "sowings": sowings,
        "per_turn": 2 if position.shortened else 1,
        "placed": position.placed,
        "out": list(position.out),
        "quiet": position.quiet,
        "captured": position.captured,
        "quiet_limit": QUIET_ROUNDS * len(position.still_in()),
        "draw": position.draw,
        "over": position.over,
    }
