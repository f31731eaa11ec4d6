"""Gulek Solo and Gulek Single, the two solitaires of the Gulek board (docs/rules.md#gulek-solo, docs/rules.md#gulek-single): what a sowing
does, and the pairs that may be taken off after it. The position is solitaire_position.py's, the
search for a solution solver.py's.

The board is a ring of 15 pits; colours do not matter. A move takes every ball of a pit holding at
least two and sows them one by one into the following pits, clockwise (+1) or counter-clockwise
(−1); a sowing of 15 or more passes the emptied pit too. After a move, any pit holding exactly two
balls may be emptied (the pair leaves the game); the goal is an empty board.

Rule sets (data, not code):
- Solo: as above. Variant 1: every pair must be removed. Variant 2: the last ball of a move may not
  land in an empty pit. Variant 3: both.
- Single: when the last ball lands in a pit that already held two or more balls, all of them are
  taken up and sown on in the same direction; the move ends when the last ball lands in a pit that
  held none or one. A move whose relay would never end is not a move. Variant: pairs must be removed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import add
from typing import TypeVar

PITS = 15
Board = tuple[int, ...]
Packed = TypeVar("Packed", bytes, Board)
"""A board as the solver holds it: packed one byte per pit when the balls fit, else a tuple."""


@dataclass(frozen=True)
class SolitaireRules:
    relay: bool = False            # Gulek Single
    must_remove: bool = False      # variant 1 (Solo) / the variant of Single
    not_into_empty: bool = False   # variant 2 (Solo)


START: Board = (4,) * PITS


def ring_path(at: int, direction: int, balls: int) -> list[int]:
    """The pits `balls` balls go into, one each, sown from the pit after `at` in `direction` (1 is
    clockwise): round the ring past pit 14 to pit 0 (or back from 0 to 14), and past the emptied pit
    too when there are 15 or more."""
    return [(at + step * direction) % PITS for step in range(1, balls + 1)]


def sow(board: Sequence[int], pit: int, direction: int, rules: SolitaireRules) -> Board | None:
    """The board after sowing `pit` in `direction`, or None if that is not a legal move."""
    if board[pit] < 2 or direction not in (1, -1):
        return None
    pits = list(board)
    seen = set()
    while True:
        balls, pits[pit] = pits[pit], 0
        for _ in range(balls):
            pit = (pit + direction) % PITS
            pits[pit] += 1
        held = pits[pit] - 1  # what the pit of the last ball held before it
        if rules.not_into_empty and held == 0:
            return None
        if not rules.relay or held < 2:
            return tuple(pits)
        state = (tuple(pits), pit)
        if state in seen:
            return None  # the relay would go round for ever
        seen.add(state)


def sow_path(board: Board, pit: int, direction: int, rules: SolitaireRules) -> tuple[Board, list[int], list[int]]:
    """For a legal sowing, told step by step (the table animates it): the board after it, the pits
    the balls go into, in order, and the pits a relay took up. (`sow` is the solver's fast way.)"""
    pits = list(board)
    path: list[int] = []
    relays: list[int] = []
    while True:
        balls, pits[pit] = pits[pit], 0
        for _ in range(balls):
            pit = (pit + direction) % PITS
            pits[pit] += 1
            path.append(pit)
        if not rules.relay or pits[pit] - 1 < 2:
            return tuple(pits), path, relays
        relays.append(pit)


_PLAIN: list[list[tuple[tuple[int, int, tuple[int, ...], int], ...]]] = [[] for _ in range(PITS)]


def _plain_sowings(pit: int, balls: int) -> tuple[tuple[int, int, tuple[int, ...], int], ...]:
    """A sowing without relay as arithmetic, clockwise and counter-clockwise: (direction, the pit
    of the last ball, what the sowing adds to each pit (the balls taken up count as minus), what it
    adds to the last ball's pit). Worked out once per pit and number of balls."""
    known = _PLAIN[pit]
    while len(known) <= balls:
        count = len(known)
        both = []
        for direction in (1, -1):
            adds = [0] * PITS
            adds[pit] = -count
            last = pit
            for _ in range(count):
                last = (last + direction) % PITS
                adds[last] += 1
            both.append((direction, last, tuple(adds), adds[last]))
        known.append(tuple(both))
    return known[balls]


def moves(board: Board, rules: SolitaireRules) -> list[tuple[int, int, Board]]:
    """(pit, direction, board after sowing) for every legal move, in a fixed order: what `sow`
    gives for every pit and direction, without asking it for each."""
    return packed_moves(board, rules, tuple)


def packed_moves(board: Sequence[int], rules: SolitaireRules,
                 pack: Callable[[Iterable[int]], Packed]) -> list[tuple[int, int, Packed]]:
    """`moves`, with the boards after as `pack` makes them (the solver packs them into bytes; this
    is its inner loop)."""
    found = []
    if rules.relay:
        for pit in range(PITS):
            if board[pit] >= 2:
                for direction in (1, -1):
                    after = sow(board, pit, direction, rules)
                    if after is not None:
                        found.append((pit, direction, pack(after)))
        return found
    not_into_empty = rules.not_into_empty
    for pit, balls in enumerate(board):
        if balls >= 2:
            for direction, last, adds, gain in _plain_sowings(pit, balls):
                if not_into_empty and board[last] + gain == 1:
                    continue  # the last ball's pit held none before it
                found.append((pit, direction, pack(map(add, board, adds))))
    return found


def _where(board: Sequence[int], balls: int) -> list[int]:
    """The pits holding exactly `balls`, in order."""
    found = []
    pit = -1
    for _ in range(board.count(balls)):
        pit = board.index(balls, pit + 1)
        found.append(pit)
    return found


def pair_pits(board: Sequence[int]) -> list[int]:
    return _where(board, 2)


def removals(board: Sequence[int], rules: SolitaireRules) -> list[tuple[tuple[int, ...], Board]]:
    """The ways to take pairs off after a move: all of them first, then every smaller choice (none
    last), or only all of them when pairs must be removed."""
    pairs = _where(board, 2)
    if not pairs:
        return [((), tuple(board))]
    if rules.must_remove:
        choices = [tuple(pairs)]
    else:
        choices = []
        for mask in range((1 << len(pairs)) - 1, -1, -1):
            choices.append(tuple(p for i, p in enumerate(pairs) if mask >> i & 1))
    result = []
    for chosen in choices:
        after = list(board)
        for pit in chosen:
            after[pit] = 0
        result.append((chosen, tuple(after)))
    return result
