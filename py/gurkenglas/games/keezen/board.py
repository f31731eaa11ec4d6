"""The Keezen board: a ring of 16 squares per board seat, a nest, a start position and four home
squares per player. Pure geometry and movement along the board, no cards.

A pawn's place is one integer: NEST, a track square 0 … 16·B − 1, or HOME + h for home square h
(0 is the first square behind the entrance, 3 the deepest).
"""

from __future__ import annotations

from dataclasses import dataclass

SQUARES_PER_SEAT = 16
PAWNS = 4
NEST = -1
HOME = 1000


def is_home(loc: int) -> bool:
    return loc >= HOME


def is_track(loc: int) -> bool:
    return 0 <= loc < HOME


@dataclass(frozen=True)
class Board:
    """Where the players sit. Two players sit opposite on the 4-seat board; 5 and 6 use the 6-seat board."""

    players: int
    seats: int            # board seats: 4 or 6
    positions: tuple      # player -> board seat

    @classmethod
    def for_players(cls, players: int) -> "Board":
        if players <= 4:
            positions = (0, 2) if players == 2 else tuple(range(players))
            return cls(players, 4, positions)
        return cls(players, 6, tuple(range(players)))

    @property
    def track(self) -> int:
        return SQUARES_PER_SEAT * self.seats

    def start(self, player: int) -> int:
        return SQUARES_PER_SEAT * self.positions[player]

    def entrance(self, player: int) -> int:
        """The square just before the start position, where the home branches off."""
        return (self.start(player) - 1) % self.track

    def to_json(self) -> dict:
        return {"seats": self.seats, "track": self.track, "squares_per_seat": SQUARES_PER_SEAT,
                "positions": list(self.positions), "starts": [self.start(p) for p in range(self.players)]}


class Pawns:
    """Every pawn's place, and the movement rules that depend only on where pawns stand."""

    __slots__ = ("board", "locs")

    def __init__(self, board: Board, locs: list[list[int]]) -> None:
        self.board = board
        self.locs = locs

    def copy(self) -> "Pawns":
        return Pawns(self.board, [list(row) for row in self.locs])

    def at(self, square: int) -> tuple[int, int] | None:
        for owner, row in enumerate(self.locs):
            for index, loc in enumerate(row):
                if loc == square:
                    return owner, index
        return None

    def blocks(self, square: int) -> bool:
        """A pawn standing on its own start position blocks the square for everybody."""
        if square % SQUARES_PER_SEAT:
            return False  # only start positions can block (the hot path of every move search)
        seat = square // SQUARES_PER_SEAT
        positions = self.board.positions
        return seat in positions and square in self.locs[positions.index(seat)]

    def all_home(self, owner: int) -> bool:
        return all(is_home(loc) for loc in self.locs[owner])

    def forward(self, owner: int, index: int, steps: int) -> list[int]:
        """Every place the pawn can end on by moving `steps` forward (the track and/or its home)."""
        loc = self.locs[owner][index]
        home = self.locs[owner]
        if is_home(loc):
            h = loc - HOME
            if h + steps <= PAWNS - 1 and all(HOME + k not in home for k in range(h + 1, h + steps + 1)):
                return [HOME + h + steps]
            return []
        if loc == NEST:
            return []
        track, entrance = self.board.track, self.board.entrance(owner)
        results = []
        square = loc
        for step in range(steps):
            left = steps - step
            if square == entrance and left <= PAWNS and all(HOME + k not in home for k in range(left)):
                results.append(HOME + left - 1)  # turn into the home, needing the exact count
            square = (square + 1) % track
            if self.blocks(square):
                return results  # cannot pass (or land on) a pawn on its own start position
        return [square] + results

    def reach(self, owner: int, index: int, most: int) -> list[tuple[int, int]]:
        """(steps, place) for every forward move of 1 … `most` steps, in one walk (for the seven)."""
        loc = self.locs[owner][index]
        home = self.locs[owner]
        found = []
        if is_home(loc):
            h = loc - HOME
            for steps in range(1, min(most, PAWNS - 1 - h) + 1):
                if HOME + h + steps in home:
                    break
                found.append((steps, HOME + h + steps))
            return found
        if loc == NEST:
            return found
        track, entrance = self.board.track, self.board.entrance(owner)
        square = loc
        for step in range(most):
            if square == entrance:
                for k in range(min(PAWNS, most - step)):
                    if HOME + k in home:
                        break
                    found.append((step + k + 1, HOME + k))
            square = (square + 1) % track
            if self.blocks(square):
                break
            found.append((step + 1, square))
        return sorted(found)

    def backward(self, owner: int, index: int, steps: int) -> int | None:
        """The square `steps` back on the track, or None (in a home, in the nest, or blocked)."""
        loc = self.locs[owner][index]
        if not is_track(loc):
            return None
        square = loc
        for _ in range(steps):
            square = (square - 1) % self.board.track
            if self.blocks(square):
                return None
        return square

    def can_enter(self, owner: int) -> bool:
        return NEST in self.locs[owner] and not self.blocks(self.board.start(owner))

    def land(self, owner: int, index: int, loc: int) -> tuple[int, int] | None:
        """Put a pawn on `loc`, capturing whatever pawn stood on that track square. Returns the victim."""
        victim = self.at(loc) if is_track(loc) else None
        if victim is not None and victim != (owner, index):
            self.locs[victim[0]][victim[1]] = NEST
        else:
            victim = None
        self.locs[owner][index] = loc
        return victim

    def swappable(self, owner: int, index: int) -> bool:
        """The jack may take a pawn on the track that is not on its own start position."""
        loc = self.locs[owner][index]
        return is_track(loc) and loc != self.board.start(owner)
