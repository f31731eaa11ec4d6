"""The seven in parts: which part of a seven may be played next, so that the whole seven can still
be completed (the rules of the split are position.py's docstring)."""

from __future__ import annotations

from collections.abc import Iterator

from .base import KeezenBase
from .board import PAWNS, Pawns


def seven_parts(position: KeezenBase, pawns: Pawns, player: int, left: int, used: list) -> list[dict]:
    """The next parts of a seven that can still be completed."""
    parts = []
    seen: dict[tuple, bool] = {}
    for owner, index, steps, dest in _raw_parts(position, pawns, player, left, used):
        if steps == left or _completable(position, pawns, player, owner, index, dest, left - steps, used, seen):
            parts.append({"kind": "seven", "owner": owner, "pawn": index, "steps": steps, "to": dest})
    return parts


def _raw_parts(position: KeezenBase, pawns: Pawns, player: int, left: int, used: list) -> Iterator[tuple[int, int, int, int]]:
    actor = player if not pawns.all_home(player) else position.partner(player)
    if actor is None:
        return
    limit = 2 if actor == player or (used and used[0][0] == actor) else 1
    if sum(1 for u in used if u[0] == actor) >= limit:
        return
    for index in range(PAWNS):
        if [actor, index] in used:
            continue
        for steps, dest in pawns.reach(actor, index, left, position.bounce, position.wait):
            yield actor, index, steps, dest


def _completable(position: KeezenBase, pawns: Pawns, player: int, owner: int, index: int, dest: int, left: int,
                 used: list, seen: dict[tuple, bool]) -> bool:
    """Whether the rest of the seven can be walked after this part. `seen`: the answers found so
    far for the same pawns, steps left and parts played (two pawns walked in one order reach the
    same squares by different steps)."""
    after = pawns.copy()
    after.land(owner, index, dest)
    used = used + [[owner, index]]
    key = (tuple(map(tuple, after.locs)), left, tuple(map(tuple, used)))  # in order: the first part's pawn sets the limit
    if key not in seen:
        seen[key] = team_home(position, after, player) or any(  # finishing the player's side ends it
            steps == left or _completable(position, after, player, o, i, d, left - steps, used, seen)
            for o, i, steps, d in _raw_parts(position, after, player, left, used))
    return seen[key]


def team_home(position: KeezenBase, pawns: Pawns, player: int) -> bool:
    partner = position.partner(player)
    return pawns.all_home(player) and (partner is None or pawns.all_home(partner))
