"""The solver of the Gulek solitaires: a depth-first search for a sequence of sowings (and pairs
taken off) that clears the board, and the Hint button's answer built on it (with what earlier
searches found). The rules of a sowing are solitaire.py's."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic

from .solitaire import PITS, Board, Packed, SolitaireRules, packed_moves, pair_pits, removals, sow

Key = bytes | Board
"""A board's canonical form, as the solver's sets of positions hold it."""
Child = tuple[int, int, Packed, tuple[int, ...] | None, Packed]
"""(pit, direction, board sown, pairs removed, board after): one move of the search."""


_TURNS = tuple(slice(shift, shift + PITS) for shift in range(PITS))


def canonical(board: Board) -> Board:
    """The same position up to turning and mirroring the ring (the rules do not see either): the
    smallest of its turnings and mirrored turnings (cut from the ring laid out twice)."""
    twice = board + board
    mirrored = board[::-1]
    mirrored += mirrored
    return min(min(map(twice.__getitem__, _TURNS)), min(map(mirrored.__getitem__, _TURNS)))


@dataclass(frozen=True)
class Step:
    pit: int
    direction: int
    removed: tuple[int, ...]


_RUNS = [[bytes((balls,)) * length for length in range(PITS + 1)] for balls in range(256)]


def _canonical_bytes(board: bytes) -> bytes:
    """`canonical` for a board packed one byte per pit, the solver's own form (much cheaper): the
    smallest turning starts with the longest run of the fewest balls, so only the turnings and
    mirrored turnings that start with such a run are compared."""
    runs = _RUNS[min(board)]
    if runs[PITS] == board:
        return board
    twice = board + board
    length = 1
    while runs[length + 1] in twice:
        length += 1
    run = runs[length]
    mirrored = board[::-1]
    mirrored += mirrored
    starts = []
    for ring in (twice, mirrored):
        shift = ring.find(run)
        while 0 <= shift < PITS:
            starts.append(ring[shift:shift + PITS])
            shift = ring.find(run, shift + 1)
    return min(starts)


class Solver:
    """Depth-first search over positions, each position (up to symmetry) explored once.

    Inside the search a board is packed one byte per pit (up to 255 balls in all), which makes
    the symmetry test and the sets of positions several times cheaper; `visited` holds those
    packed canonical forms."""

    def __init__(self, rules: SolitaireRules, limit: int = 5_000_000) -> None:
        self.rules = rules
        self.limit = limit
        self.visited: set[Key] = set()

    @staticmethod
    def key(board: Board) -> Key:
        """What `visited` holds for a board: its canonical form, packed when the balls fit."""
        return _canonical_bytes(bytes(board)) if sum(board) <= 255 else canonical(tuple(board))

    def solve(self, board: Board) -> list[Step] | None:
        """A sequence of steps that clears the board, or None if none exists (raises if the search
        would pass `limit` positions, so a caller never waits without end). The search keeps its
        own stack, so a long line of play (a loaded board with many balls) cannot overflow Python's."""
        self.visited.clear()
        if not any(board):
            return []
        if sum(board) <= 255:
            return self._search(bytes(board), _AS_BYTES)
        return self._search(tuple(board), _AS_TUPLES)

    def _search(self, board: Packed, packing: Packing[Packed]) -> list[Step] | None:
        visited = self.visited
        key_of = packing.canonical
        visited.add(key_of(board))
        seen = {board}  # boards as they lie whose canonical form is in `visited` (saves asking again)
        path: list[Child[Packed]] = []
        stack = [iter(self._children(board, packing))]
        while stack:
            for child in stack[-1]:
                after = child[4]
                if not any(after):
                    return _steps(path + [child])
                if after in seen:
                    continue
                seen.add(after)
                key = key_of(after)
                if key in visited:
                    continue
                if len(visited) >= self.limit:
                    raise RuntimeError("the search grew beyond its limit")
                visited.add(key)
                path.append(child)
                stack.append(iter(self._children(after, packing)))
                break
            else:
                stack.pop()
                if path:
                    path.pop()
        return None

    def _children(self, board: Packed, packing: Packing[Packed]) -> list[Child[Packed]]:
        """(pit, direction, board sown, pairs removed, board after) for every move, in the order
        of `moves` and `removals`. When every pair must go, the pairs removed are left as None
        (they are the pairs of the board sown: `_steps` names them for the moves it returns)."""
        rules = self.rules
        pack = packing.pack
        found: list[Child[Packed]] = []
        if rules.must_remove:
            clear = packing.clear_pairs
            for pit, direction, sown in packed_moves(board, rules, pack):
                found.append((pit, direction, sown, None, clear(sown) if 2 in sown else sown))
            return found
        for pit, direction, sown in packed_moves(board, rules, pack):
            if 2 in sown:
                for removed, after in removals(sown, rules):
                    found.append((pit, direction, sown, removed, pack(after)))
            else:
                found.append((pit, direction, sown, (), sown))
        return found


_PAIRS_OFF = bytes(0 if balls == 2 else balls for balls in range(256))


def _clear_pairs(board: bytes) -> bytes:
    return board.translate(_PAIRS_OFF)


def _clear_pairs_tuple(board: Board) -> Board:
    return tuple(0 if balls == 2 else balls for balls in board)


def _steps(path: list[Child[Packed]]) -> list[Step]:
    return [Step(pit, direction, tuple(pair_pits(sown)) if removed is None else removed)
            for pit, direction, sown, removed, _ in path]


@dataclass(frozen=True)
class Packing(Generic[Packed]):
    """How the solver packs its boards, and its ways with a packed board."""

    pack: Callable[[Iterable[int]], Packed]
    canonical: Callable[[Packed], Packed]
    clear_pairs: Callable[[Packed], Packed]


_AS_BYTES = Packing(bytes, _canonical_bytes, _clear_pairs)
_AS_TUPLES = Packing(tuple, canonical, _clear_pairs_tuple)


# --- hints: the solver behind the table's Hint button, with what earlier searches found -------------
_NEXT: dict[tuple[SolitaireRules, Board], Step] = {}   # a board on a found solution → its next step
_DEAD: dict[SolitaireRules, set[Key]] = {}             # boards proved not clearable (as Solver.key)
CACHE_LIMIT = 200_000
POSITIONS_PER_MS = 100
"""How far a hint may search: this many positions per millisecond of the caller's budget, so a
1-second hint looks at up to 100,000 positions, 2.6 times the largest search a real game needs
(38,713 for the first proof of Solo variant 3). Counting positions rather than time keeps the answer
the same on every machine; the bound stops a tampered save (balls that do not add up) from keeping
the search going for minutes and gigabytes: past it the hint says it cannot tell."""


def _clearable(board: Board, rules: SolitaireRules, limit: int) -> bool | None:
    """Whether the board can be cleared; None when the search passed `limit` positions."""
    if not any(board) or (rules, board) in _NEXT:
        return True
    dead = _DEAD.setdefault(rules, set())
    if Solver.key(board) in dead:
        return False
    solver = Solver(rules, limit=limit)
    try:
        solution = solver.solve(board)
    except RuntimeError:
        return None
    if len(_NEXT) + len(dead) > CACHE_LIMIT:
        _NEXT.clear()
        dead.clear()
    if solution is None:
        dead.update(solver.visited)  # nothing the search reached can be cleared
        return False
    for step in solution:
        _NEXT[(rules, board)] = step
        sown = sow(board, step.pit, step.direction, rules)
        assert sown is not None, "a step of a solution is a legal sowing"
        board = tuple(0 if pit in step.removed else balls for pit, balls in enumerate(sown))
    return True


def solver_hint(view: dict, budget_ms: int) -> dict:
    """Whether the position in a solitaire's view can still be cleared, and the next move of a
    solution if so (`move` is None otherwise); `clearable` is None when the search gave up."""
    flags = view["rules"]
    rules = SolitaireRules(relay=flags["relay"], must_remove=flags["pairs_must_go"],
                           not_into_empty=flags["not_into_empty"])
    board = tuple(view["board"])
    limit = budget_ms * POSITIONS_PER_MS
    if view["phase"] == "remove":
        pairs = set(view["pairs"])
        unknown = False
        for chosen, after in removals(board, rules):
            if set(chosen) <= pairs:
                verdict = _clearable(after, rules, limit)
                if verdict:
                    move = {"kind": "remove", "pit": chosen[0]} if chosen else {"kind": "done"}
                    return {"move": move, "clearable": True}
                unknown = unknown or verdict is None
        return {"move": None, "clearable": None if unknown else False}
    if not any(board):
        return {"move": None, "clearable": True}
    verdict = _clearable(board, rules, limit)
    if not verdict:
        return {"move": None, "clearable": verdict}
    step = _NEXT[(rules, board)]
    return {"move": {"kind": "sow", "pit": step.pit, "dir": step.direction}, "clearable": True}
