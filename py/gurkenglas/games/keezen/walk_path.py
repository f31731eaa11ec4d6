"""The squares a pawn passes on a walk, for the animation and the log: the rules decide only
where a walk ends (board.py); the page draws the way there."""

from __future__ import annotations

from .board import HOME, PAWNS, Board, is_home


def walk_path(board: Board, owner: int, start: int, dest: int, steps: int, backward: bool) -> tuple[list[int], bool]:
    """The places a pawn passes on a walk of `steps` from `start` to `dest`, for the animation
    and the log, and whether it bounced: went straight on, or out and back (a house rule)."""
    track = board.track
    if is_home(start) or is_home(dest):
        run = 0 if is_home(start) else (board.entrance(owner) - start) % track
        path = [(start + k) % track for k in range(1, run + 1)]
        h = start - HOME if is_home(start) else -1  # the home square before the next step
        inside = steps - run
        deepest = min(h + inside, PAWNS - 1)
        path += range(HOME + h + 1, HOME + deepest + 1)
        path += range(HOME + deepest - 1, dest - 1, -1)  # back from the end of the home
        return path, h + inside > deepest
    direction = -1 if backward else 1
    half = track // 2
    net = ((dest - start) * direction + half) % track - half  # how far it got in its own direction
    out = (steps + net) // 2  # steps before it turned round (all of them on a straight walk)
    path = [(start + direction * k) % track for k in range(1, out + 1)]
    path += [(start + direction * k) % track for k in range(out - 1, out - 1 - (steps - out), -1)]
    return path, out < steps
