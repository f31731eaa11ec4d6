"""A series of matches at the same table: what the next match starts with, and the running tally.

When a match is over, "Play again with the same table" asks for the next match: the same game,
players and seats, the options the game gives for the next match (Gurke: the winner deals first),
and the tally carried on from the previous matches with this one added. The tally is a plain JSON
value the page keeps and sends back with the next finished match; it holds no rule, so the page
only shows it:

    {"matches": 3, "won": [2, 1, 0], "owed": [-4, 9, -5]}

`won` counts the matches each seat won (tied winners each count one); `owed` sums the points
owed per seat where the rules settle in points between players (the outcome's "owed"), and is
None where they do not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .engine import State
from .errors import BadRequest

MAX_MATCHES = 1_000_000
MAX_OWED = 10**12


def next_match(state: State, tally: Any = None) -> dict:
    outcome = state.outcome()
    if outcome is None:
        raise BadRequest("the match is not over yet")
    owed = outcome.get("owed")
    previous = _check_tally(tally, state.players, owed is not None)
    won = [count + (seat in outcome["winners"]) for seat, count in enumerate(previous["won"])]
    total = None if owed is None else [a + b for a, b in zip(previous["owed"], owed)]
    return {
        "game": state.game.spec.id,
        "players": state.players,
        "options": state.game.next_options(state.position, state.options),
        "seats": [dict(seat) for seat in state.seats],
        "tally": {"matches": previous["matches"] + 1, "won": won, "owed": total},
    }


def _check_tally(tally: Any, players: int, with_owed: bool) -> dict:
    if tally is None:
        return {"matches": 0, "won": [0] * players, "owed": [0] * players if with_owed else None}
    if not isinstance(tally, Mapping) or set(tally) != {"matches", "won", "owed"}:
        raise BadRequest('a tally is {"matches", "won", "owed"}, as the last next_match gave it')
    matches, won, owed = tally["matches"], tally["won"], tally["owed"]
    if type(matches) is not int or not 0 < matches < MAX_MATCHES:
        raise BadRequest("the tally's number of matches is not a count")
    if not _counts(won, players, 0, matches):
        raise BadRequest(f"the tally's matches won must be {players} counts from 0 to {matches}")
    if with_owed != (owed is not None):
        raise BadRequest("the tally's points owed do not fit these rules" if owed is not None
                         else "these rules settle points owed: the tally needs them")
    if owed is not None and not _counts(owed, players, -MAX_OWED, MAX_OWED):
        raise BadRequest(f"the tally's points owed must be {players} whole numbers")
    return {"matches": matches, "won": list(won), "owed": None if owed is None else list(owed)}


def _counts(values: Any, length: int, lo: int, hi: int) -> bool:
    return (isinstance(values, list) and len(values) == length
            and all(type(v) is int and lo <= v <= hi for v in values))
